//! Scenario tests of Space-Schweine (quick-start rules), one per rule of RULES.md §3.3–§3.4 and
//! per decision ID (SS-00 … SS-17, SS-P1, SS-P2), written from the rules. Dice are scripted.
//!
//! The scenarios use the galaxy a script lays for three players (data-table order):
//!
//! ```text
//! centre [0,0] red; ring 1: [-1,0] red, [0,-1] red, [1,-1] double (red), [1,0] asteroid,
//! [0,1] yellow, [-1,1] yellow; ring 2: [-2,0] yellow, [-1,-1] double (yellow), [0,-2] asteroid,
//! [1,-2] blue, [2,-2] blue, [2,-1] blue, [2,0] double (blue), [1,1] asteroid, [0,2] asteroid
//! ```

use oink::games::rng::{Script, Seeded};
use oink::games::space_pigs::{
    Acorns, Action, Card, CardsView, Choice, Clan, Data, Drop, Ending, Event, Family, Game, Group, Hex,
    HexKind, Legal, Options, Phase, RuleError, Setup, Troops, Via,
};

const BOLGA: Hex = Hex::new(2, -1);

fn hex(q: i8, r: i8) -> Hex {
    Hex::new(q, r)
}

fn names(n: usize) -> Vec<String> {
    ["Ann", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus"][..n].iter().map(|s| (*s).to_owned()).collect()
}

fn script(outcomes: &[&str]) -> Script {
    Script::new(outcomes.iter().map(|s| (*s).to_owned()).collect())
}

/// Three seats (Phacocherus, Scrofa, Porcus) in round 1 with empty hands and an empty galaxy.
fn scenario() -> Game {
    let setup =
        Setup { clans: Some(vec![Clan::Phacocherus, Clan::Scrofa, Clan::Porcus]), ..Setup::default() };
    let mut game = Game::new(names(3), Options::default(), Data::default(), setup, &mut Script::default())
        .expect("setup");
    for player in &mut game.players {
        game.deck.append(&mut player.hand);
    }
    // Battle cards on top, so draws bring no travel events unless a test gives them.
    game.deck.sort_by(|a, b| b.cmp(a));
    game.round = 1;
    game
}

fn put(game: &mut Game, at: Hex, player: usize, piglets: u8, gruiks: u8) {
    let index = game.cell(at).expect("a laid hex");
    game.arrivals += 1;
    game.groups[index].push(Group {
        player,
        troops: Troops::new(piglets, gruiks),
        moved: Troops::default(),
        pinned: 0,
        arrived: game.arrivals,
    });
    game.regrouped();
    game.players[player].supply.piglets -= piglets;
    game.players[player].supply.gruiks -= gruiks;
}

fn give(game: &mut Game, player: usize, cards: &[Card]) {
    for card in cards {
        let index = game.deck.iter().position(|c| c == card).expect("card in the deck");
        game.deck.remove(index);
        game.players[player].hand.push(*card);
    }
}

fn troops(game: &Game, at: Hex, player: usize) -> Option<Troops> {
    game.group(game.cell(at).expect("hex"), player).map(|g| g.troops)
}

fn travel(game: &mut Game, player: usize) {
    game.phase = Phase::Travel { player, trips: 3, after: None };
}

fn act(game: &mut Game, player: usize, action: Action) -> Result<Vec<Event>, RuleError> {
    game.apply(player, &action, &mut Script::default())
}

fn ok(game: &mut Game, player: usize, action: Action) -> Vec<Event> {
    act(game, player, action.clone()).unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

fn rolled(game: &mut Game, player: usize, action: Action, dice: &[&str]) -> Vec<Event> {
    game.apply(player, &action, &mut script(dice)).unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

fn trip(from: Hex, to: Hex, piglets: u8, gruiks: u8) -> Action {
    Action::Trip { from, to, piglets, gruiks, card: None, drops: Vec::new() }
}

fn card_trip(from: Hex, to: Hex, piglets: u8, card: Card) -> Action {
    Action::Trip { from, to, piglets, gruiks: 0, card: Some(card), drops: Vec::new() }
}

/// A combat round as `(round, dice, power, loser, lost a Big Gruik)`.
type Round = (u32, [u8; 2], [u8; 2], Option<usize>, bool);

fn rounds(events: &[Event]) -> Vec<Round> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CombatRound { round, dice, power, loser, lost_gruik, .. } => {
                Some((*round, *dice, *power, *loser, *lost_gruik))
            }
            _ => None,
        })
        .collect()
}

/// Seat 0 passes its travels; seat 1 lands `attackers` from [1,0] on Bolga, held by seat 0.
/// Seat 2's travels are left, and their end starts the battles.
fn attack_bolga(game: &mut Game, attackers: Troops) {
    travel(game, 0);
    ok(game, 0, Action::Done);
    ok(game, 1, trip(hex(1, 0), BOLGA, attackers.piglets, attackers.gruiks));
    // With nothing left to move, seat 1's travels end by themselves.
    if game.waiting_for() == vec![1] {
        ok(game, 1, Action::Done);
    }
}

#[test]
fn ss_00_the_quick_start_game_deals_four_cards_open_recipes_and_full_supplies() {
    let game =
        Game::new(names(4), Options::default(), Data::default(), Setup::default(), &mut Seeded::new(3))
            .expect("setup");
    assert_eq!(game.options.rules, oink::games::space_pigs::RuleSet::QuickStart);
    let data = Data::default();
    let mut recipes = Vec::new();
    for (seat, player) in game.players.iter().enumerate() {
        assert_eq!(player.hand.len(), 4);
        assert_eq!(player.supply, Troops::new(20, 3));
        assert!(data.recipes.contains(&player.recipe));
        assert!(!recipes.contains(&player.recipe), "recipes differ");
        recipes.push(player.recipe);
        // Open recipes: every seat sees every recipe.
        assert_eq!(game.view((seat + 1) % 4).seats[seat].recipe, Some(player.recipe));
    }
    assert_eq!(game.deck.len(), 46 - 16);
    assert_eq!(game.phase, Phase::Deploy { player: 0 });
    assert!(
        Game::new(names(2), Options::default(), Data::default(), Setup::default(), &mut Seeded::new(1))
            .is_err()
    );
    assert!(
        Game::new(names(7), Options::default(), Data::default(), Setup::default(), &mut Seeded::new(1))
            .is_err()
    );
}

#[test]
fn ss_01_a_big_gruik_fights_with_the_d8_piglets_with_the_d6() {
    let mut game = scenario();
    put(&mut game, BOLGA, 0, 1, 1);
    put(&mut game, hex(1, 0), 1, 4, 0);
    put(&mut game, hex(-2, 0), 2, 1, 0);
    travel(&mut game, 0);
    ok(&mut game, 0, Action::Done);
    ok(&mut game, 1, trip(hex(1, 0), BOLGA, 3, 0));
    ok(&mut game, 1, Action::Done);
    let before = game.clone();
    // The defender holds a Big Gruik: a d6 face for it is not a possible outcome.
    let refused = game.apply(2, &Action::Done, &mut script(&["d6:2", "d6:2"]));
    assert_eq!(refused.map_err(|e| e.code()), Err("bad_script_outcome"));
    assert_eq!(game, before, "a refused action changes nothing");
    let events = game.apply(2, &Action::Done, &mut script(&["d8:2", "d6:2"])).expect("done");
    let sides: Vec<[u8; 2]> = events
        .iter()
        .filter_map(|e| if let Event::CombatRound { sides, .. } = e { Some(*sides) } else { None })
        .collect();
    assert_eq!(sides, vec![[8, 6]]);
}

#[test]
fn ss_02_every_seat_gets_a_different_recipe_of_three_two_and_one_acorns() {
    for seed in 0..20 {
        let game = Game::new(
            names(6),
            Options::default(),
            Data::default(),
            Setup::default(),
            &mut Seeded::new(seed),
        )
        .expect("setup");
        let mut recipes: Vec<Acorns> = game.players.iter().map(|p| p.recipe).collect();
        recipes.dedup();
        assert_eq!(recipes.len(), 6);
        for recipe in recipes {
            let mut counts = [recipe.red, recipe.yellow, recipe.blue];
            counts.sort_unstable();
            assert_eq!(counts, [1, 2, 3]);
        }
    }
}

#[test]
fn ss_03_every_galaxy_holds_the_hexes_of_its_board_table_row() {
    for (players, planets, asteroids) in [(3, 3, 4), (4, 4, 4), (5, 6, 5), (6, 7, 6)] {
        let game = Game::new(
            names(players),
            Options::default(),
            Data::default(),
            Setup::default(),
            &mut Seeded::new(9),
        )
        .expect("setup");
        let count = |kind: HexKind| game.galaxy.iter().filter(|c| c.tile.hex == kind).count();
        assert_eq!([count(HexKind::Red), count(HexKind::Yellow), count(HexKind::Blue)], [planets; 3]);
        assert_eq!(count(HexKind::Double), 3);
        assert_eq!(count(HexKind::Asteroid), asteroids);
        for cell in &game.galaxy {
            match cell.tile.hex {
                HexKind::Red => assert_eq!(cell.tile.family, Family::Red),
                HexKind::Yellow => assert_eq!(cell.tile.family, Family::Yellow),
                HexKind::Blue => assert_eq!(cell.tile.family, Family::Blue),
                HexKind::Double => assert_ne!(cell.tile.family, Family::Black),
                HexKind::Asteroid => {}
            }
        }
        let black = game.galaxy.iter().filter(|c| c.tile.family == Family::Black).count();
        assert_eq!(black, asteroids - 3, "the black family holds only asteroids");
    }
}

#[test]
fn ss_04_auto_board_lays_full_rings_then_one_contiguous_arc() {
    for players in 3..=6 {
        for seed in 0..10 {
            let game = Game::new(
                names(players),
                Options::default(),
                Data::default(),
                Setup::default(),
                &mut Seeded::new(seed),
            )
            .expect("setup");
            let ring = |r: u8| Hex::ring(r);
            assert!(game.cell(Hex::CENTRE).is_some());
            assert!(ring(1).iter().all(|h| game.cell(*h).is_some()));
            if players > 3 {
                assert!(ring(2).iter().all(|h| game.cell(*h).is_some()));
            }
            if players == 4 {
                assert_eq!(game.galaxy.len(), 19, "radius 2, no partial ring");
                continue;
            }
            let outer = if players == 3 { 2 } else { 3 };
            let laid: Vec<bool> = ring(outer).iter().map(|h| game.cell(*h).is_some()).collect();
            // One arc: exactly one place where the ring goes from empty to laid.
            let starts =
                (0..laid.len()).filter(|&i| laid[i] && !laid[(i + laid.len() - 1) % laid.len()]).count();
            assert_eq!(starts, 1, "{players} players, seed {seed}: {laid:?}");
        }
    }
}

#[test]
fn ss_04_without_auto_board_the_seats_lay_the_centre_then_ring_by_ring() {
    let options = Options { auto_board: false, ..Options::default() };
    let mut game =
        Game::new(names(3), options, Data::default(), Setup::default(), &mut Seeded::new(4)).expect("setup");
    assert_eq!(game.phase, Phase::Build { player: 0 });
    assert_eq!(game.build_positions(), vec![Hex::CENTRE]);
    assert_eq!(
        act(&mut game, 0, Action::Lay { family: Family::Red, at: hex(1, 0) }).map_err(|e| e.code()),
        Err("bad_position")
    );
    ok(&mut game, 0, Action::Lay { family: Family::Black, at: Hex::CENTRE });
    assert_eq!(game.phase, Phase::Build { player: 1 }, "the next seat lays the next hex");
    assert_eq!(
        act(&mut game, 1, Action::Lay { family: Family::Black, at: hex(1, 0) }).map_err(|e| e.code()),
        Err("pile_empty"),
        "three players: one black asteroid"
    );
    assert_eq!(
        act(&mut game, 1, Action::Lay { family: Family::Red, at: hex(2, 0) }).map_err(|e| e.code()),
        Err("bad_position")
    );
    let mut seat = 1;
    while let Phase::Build { player } = game.phase {
        assert_eq!(player, seat);
        let legal = game.legal_actions(player);
        let Some(Legal::Exactly(action)) = legal.first().cloned() else { panic!("nothing to lay") };
        let Action::Lay { at, .. } = action else { panic!("not a lay") };
        let innermost_free = (0..=3u8).find(|r| Hex::ring(*r).iter().any(|h| game.cell(*h).is_none()));
        assert_eq!(Some(at.distance(Hex::CENTRE)), innermost_free, "a ring is completed before the next");
        ok(&mut game, player, action);
        seat = (seat + 1) % 3;
    }
    assert_eq!(game.galaxy.len(), 16);
    assert_eq!(game.phase, Phase::Deploy { player: 0 });
    let mut laid: Vec<_> = game.galaxy.iter().map(|c| c.tile).collect();
    let mut expected = Data::default().tiles(3);
    laid.sort();
    expected.sort();
    assert_eq!(laid, expected);
}

#[test]
fn ss_05_ss_08_start_piglets_go_on_free_edge_hexes_at_least_two_apart() {
    let mut game =
        Game::new(names(3), Options::default(), Data::default(), Setup::default(), &mut Script::default())
            .expect("setup");
    assert_eq!(
        act(&mut game, 0, Action::Deploy { at: Hex::CENTRE }).map_err(|e| e.code()),
        Err("bad_start"),
        "not an edge hex"
    );
    let events = ok(&mut game, 0, Action::Deploy { at: hex(-2, 0) });
    assert_eq!(events, vec![Event::Deployed { player: 0, at: hex(-2, 0), piglets: 5 }]);
    assert_eq!(game.players[0].supply, Troops::new(15, 3));
    assert_eq!(
        act(&mut game, 1, Action::Deploy { at: hex(-1, -1) }).map_err(|e| e.code()),
        Err("bad_start"),
        "next to seat 0"
    );
    assert_eq!(
        act(&mut game, 1, Action::Deploy { at: hex(-2, 0) }).map_err(|e| e.code()),
        Err("bad_start"),
        "taken"
    );
    for legal in game.legal_actions(1) {
        let Legal::Exactly(Action::Deploy { at }) = legal else { panic!("deploy only") };
        let index = game.cell(at).expect("hex");
        assert!(game.is_edge(index) && game.groups[index].is_empty() && at.distance(hex(-2, 0)) >= 2);
    }
    ok(&mut game, 1, Action::Deploy { at: hex(2, -2) });
    ok(&mut game, 2, Action::Deploy { at: hex(2, 0) });
    assert_eq!(game.round, 1);
    assert!(matches!(game.phase, Phase::Draw { .. }));
}

#[test]
fn ss_06_ss_07_seat_zero_acts_first_in_every_phase_and_the_order_stays() {
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 2, 0);
    put(&mut game, hex(2, -2), 1, 2, 0);
    put(&mut game, hex(0, 2), 2, 2, 0);
    game.phase = Phase::Draw { discards: vec![None, None, None] };
    give(&mut game, 0, &[Card::Borstenschild]);
    give(&mut game, 1, &[Card::Borstenschild]);
    give(&mut game, 2, &[Card::Borstenschild]);
    ok(&mut game, 2, Action::Draw { discard: vec![] });
    ok(&mut game, 1, Action::Draw { discard: vec![] });
    ok(&mut game, 0, Action::Draw { discard: vec![] });
    for seat in 0..3 {
        assert_eq!(game.waiting_for(), vec![seat]);
        assert!(matches!(game.phase, Phase::Travel { player, .. } if player == seat));
        ok(&mut game, seat, Action::Done);
    }
}

#[test]
fn draw_phase_every_seat_discards_in_secret_then_all_draw_up_to_four() {
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 2, 0);
    put(&mut game, hex(2, -2), 1, 2, 0);
    put(&mut game, hex(0, 2), 2, 2, 0);
    give(&mut game, 0, &[Card::Borstenschild, Card::Rakete]);
    give(&mut game, 1, &[Card::Eichelbombe]);
    give(&mut game, 2, &[Card::Ferkelschleuder, Card::Ferkelschleuder, Card::Transporter, Card::Suhlenminen]);
    game.phase = Phase::Draw { discards: vec![None, None, None] };
    assert_eq!(game.waiting_for(), vec![0, 1, 2]);
    assert_eq!(
        act(&mut game, 1, Action::Draw { discard: vec![Card::Rakete] }).map_err(|e| e.code()),
        Err("card_not_in_hand")
    );
    ok(&mut game, 1, Action::Draw { discard: vec![Card::Eichelbombe] });
    assert_eq!(game.waiting_for(), vec![0, 2]);
    assert_eq!(game.view(0).discards_chosen, vec![false, true, false]);
    assert_eq!(game.players[1].hand, vec![Card::Eichelbombe], "discards apply once every seat chose");
    ok(&mut game, 0, Action::Draw { discard: vec![] });
    let events =
        ok(&mut game, 2, Action::Draw { discard: vec![Card::Ferkelschleuder, Card::Ferkelschleuder] });
    assert!(game.players.iter().all(|p| p.hand.len() == 4));
    assert_eq!(game.discard.len(), 3);
    let drawn: Vec<(usize, u8, u8)> = events
        .iter()
        .filter_map(|e| {
            if let Event::CardsDrawn { player, discarded, drew } = e {
                Some((*player, *discarded, *drew))
            } else {
                None
            }
        })
        .collect();
    assert_eq!(drawn, vec![(0, 0, 2), (1, 1, 4), (2, 2, 2)], "resolved in seat order");
}

#[test]
fn ss_09_an_empty_deck_takes_the_shuffled_discard_pile() {
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 2, 0);
    put(&mut game, hex(2, -2), 1, 2, 0);
    put(&mut game, hex(0, 2), 2, 2, 0);
    give(&mut game, 0, &[Card::Borstenschild]);
    // Two cards left in the deck, the rest discarded.
    game.discard = game.deck.split_off(2);
    game.phase = Phase::Draw { discards: vec![None, None, None] };
    // Seats 1 and 2 hold no card, so they have nothing to choose.
    assert_eq!(game.waiting_for(), vec![0]);
    let events = ok(&mut game, 0, Action::Draw { discard: vec![] });
    assert!(events.contains(&Event::DeckReshuffled { cards: 43 }));
    assert!(game.players.iter().all(|p| p.hand.len() == 4));
    assert_eq!(game.deck.len() + game.discard.len(), 46 - 12);
}

#[test]
fn three_trips_a_round_one_origin_one_destination_unused_trips_are_lost() {
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 6, 1);
    put(&mut game, hex(2, -2), 1, 2, 0);
    put(&mut game, hex(0, 2), 2, 2, 0);
    travel(&mut game, 0);
    assert_eq!(act(&mut game, 0, trip(hex(-2, 0), hex(0, 0), 1, 0)).map_err(|e| e.code()), Err("too_far"));
    assert_eq!(
        act(&mut game, 0, trip(hex(-2, 0), hex(-1, 0), 0, 0)).map_err(|e| e.code()),
        Err("not_enough_troops")
    );
    assert_eq!(
        act(&mut game, 0, trip(hex(-2, 0), hex(-1, 0), 7, 0)).map_err(|e| e.code()),
        Err("not_enough_troops")
    );
    ok(&mut game, 0, trip(hex(-2, 0), hex(-1, 0), 2, 1));
    ok(&mut game, 0, trip(hex(-2, 0), hex(-1, -1), 1, 0));
    ok(&mut game, 0, trip(hex(-2, 0), hex(-1, 0), 1, 0));
    assert_eq!(troops(&game, hex(-1, 0), 0), Some(Troops::new(3, 1)));
    // Trips used up: seat 0's travels end by themselves.
    assert!(matches!(game.phase, Phase::Travel { player: 1, trips: 3, .. }));
    ok(&mut game, 1, trip(hex(2, -2), hex(1, -2), 1, 0));
    ok(&mut game, 1, Action::Done);
    assert!(
        matches!(game.phase, Phase::Travel { player: 2, trips: 3, .. }),
        "seat 1's two unused trips are gone"
    );
}

#[test]
fn ss_10_each_troop_travels_at_most_once_a_round() {
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 4, 0);
    put(&mut game, hex(2, -2), 1, 2, 0);
    put(&mut game, hex(0, 2), 2, 2, 0);
    travel(&mut game, 0);
    ok(&mut game, 0, trip(hex(-2, 0), hex(-1, 0), 2, 0));
    assert_eq!(
        act(&mut game, 0, trip(hex(-1, 0), hex(0, 0), 1, 0)).map_err(|e| e.code()),
        Err("already_moved")
    );
    // Joining troops that have not moved yet: only those may go on.
    ok(&mut game, 0, trip(hex(-2, 0), hex(-1, 0), 1, 0));
    assert_eq!(
        act(&mut game, 0, trip(hex(-1, 0), hex(0, 0), 1, 0)).map_err(|e| e.code()),
        Err("already_moved")
    );
}

#[test]
fn landing_on_enemy_troops_pins_as_many_defenders_as_attackers() {
    let mut game = scenario();
    put(&mut game, BOLGA, 0, 4, 0);
    put(&mut game, hex(1, 0), 1, 3, 0);
    put(&mut game, hex(0, 2), 2, 2, 0);
    game.phase = Phase::Travel { player: 1, trips: 3, after: None };
    let events = ok(&mut game, 1, trip(hex(1, 0), BOLGA, 1, 0));
    assert!(events.contains(&Event::Arrived {
        player: 1,
        at: BOLGA,
        troops: Troops::new(1, 0),
        attack: true
    }));
    ok(&mut game, 1, trip(hex(1, 0), BOLGA, 1, 0));
    let bolga = game.cell(BOLGA).expect("hex");
    assert_eq!(game.groups[bolga][0].pinned, 2);
    assert_eq!(game.owner(bolga), None, "a contested hex belongs to nobody");
    // Had seat 0 trips left (an Extra-Verschiebung after seat 1's travels), only the two
    // unpinned defenders could leave.
    let mut probe = game.clone();
    probe.phase = Phase::Travel { player: 0, trips: 3, after: None };
    assert_eq!(act(&mut probe, 0, trip(BOLGA, hex(2, -2), 3, 0)).map_err(|e| e.code()), Err("pinned"));
    ok(&mut probe, 0, trip(BOLGA, hex(2, -2), 2, 0));
}

#[test]
fn ss_p2_planeten_verschiebung_reaches_two_hexes_transporter_three_rakete_four() {
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 9, 0);
    put(&mut game, hex(0, 2), 2, 2, 0);
    put(&mut game, hex(2, -2), 1, 1, 0);
    give(&mut game, 0, &[Card::PlanetenVerschiebung, Card::Transporter, Card::Rakete]);
    travel(&mut game, 0);
    assert_eq!(
        act(&mut game, 0, card_trip(hex(-2, 0), hex(1, -1), 1, Card::PlanetenVerschiebung))
            .map_err(|e| e.code()),
        Err("too_far")
    );
    ok(&mut game, 0, card_trip(hex(-2, 0), hex(0, 0), 1, Card::PlanetenVerschiebung));
    ok(&mut game, 0, card_trip(hex(-2, 0), hex(1, -1), 1, Card::Transporter));
    assert_eq!(
        act(&mut game, 0, card_trip(hex(-2, 0), hex(2, -2), 1, Card::Transporter)).map_err(|e| e.code()),
        Err("card_not_in_hand")
    );
    ok(&mut game, 0, card_trip(hex(-2, 0), hex(2, -1), 1, Card::Rakete));
    assert!(game.players[0].hand.is_empty());
    assert_eq!(game.discard, vec![Card::PlanetenVerschiebung, Card::Transporter, Card::Rakete]);
    let data = Data::default();
    assert_eq!(data.battle_card(Card::Rakete), None, "a travel card is no battle card");
}

#[test]
fn ss_p2_rueckenrakete_is_a_free_trip_to_a_hex_with_own_troops() {
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 4, 0);
    put(&mut game, hex(0, 0), 0, 1, 0);
    put(&mut game, hex(0, 2), 2, 2, 0);
    put(&mut game, hex(2, -2), 1, 1, 0);
    give(&mut game, 0, &[Card::Rueckenrakete]);
    game.phase = Phase::Travel { player: 0, trips: 0, after: None };
    assert_eq!(
        act(&mut game, 0, trip(hex(-2, 0), hex(-1, 0), 1, 0)).map_err(|e| e.code()),
        Err("no_trips_left")
    );
    assert_eq!(
        act(&mut game, 0, card_trip(hex(-2, 0), hex(-1, 1), 1, Card::Rueckenrakete)).map_err(|e| e.code()),
        Err("not_own_hex")
    );
    ok(&mut game, 0, card_trip(hex(-2, 0), hex(0, 0), 3, Card::Rueckenrakete));
    assert_eq!(troops(&game, hex(0, 0), 0), Some(Troops::new(4, 0)));
}

#[test]
fn ss_p2_rueckwirkungs_stoss_drops_troops_on_the_way_and_each_drop_is_an_arrival() {
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 6, 0);
    put(&mut game, hex(0, 0), 2, 1, 0);
    put(&mut game, hex(2, -2), 1, 1, 0);
    give(&mut game, 0, &[Card::RueckwirkungsStoss]);
    travel(&mut game, 0);
    let drops =
        vec![Drop { at: hex(-1, 0), piglets: 1, gruiks: 0 }, Drop { at: hex(0, 0), piglets: 2, gruiks: 0 }];
    let bad = Action::Trip {
        from: hex(-2, 0),
        to: hex(1, 0),
        piglets: 3,
        gruiks: 0,
        card: Some(Card::RueckwirkungsStoss),
        drops: drops.clone(),
    };
    assert_eq!(act(&mut game, 0, bad).map_err(|e| e.code()), Err("bad_drops"), "nobody would reach the end");
    let too_long = vec![
        Drop { at: hex(-1, 0), piglets: 1, gruiks: 0 },
        Drop { at: hex(0, 0), piglets: 1, gruiks: 0 },
        Drop { at: hex(1, 0), piglets: 1, gruiks: 0 },
        Drop { at: hex(2, -1), piglets: 0, gruiks: 0 },
    ];
    let bad = Action::Trip {
        from: hex(-2, 0),
        to: hex(2, -2),
        piglets: 4,
        gruiks: 0,
        card: Some(Card::RueckwirkungsStoss),
        drops: too_long,
    };
    assert_eq!(act(&mut game, 0, bad).map_err(|e| e.code()), Err("bad_drops"), "five steps");
    let action = Action::Trip {
        from: hex(-2, 0),
        to: hex(1, 0),
        piglets: 5,
        gruiks: 0,
        card: Some(Card::RueckwirkungsStoss),
        drops,
    };
    let events = ok(&mut game, 0, action);
    assert!(events.contains(&Event::Arrived {
        player: 0,
        at: hex(-1, 0),
        troops: Troops::new(1, 0),
        attack: false
    }));
    assert!(events.contains(&Event::Arrived {
        player: 0,
        at: hex(0, 0),
        troops: Troops::new(2, 0),
        attack: true
    }));
    assert!(events.contains(&Event::Arrived {
        player: 0,
        at: hex(1, 0),
        troops: Troops::new(2, 0),
        attack: false
    }));
    assert_eq!(troops(&game, hex(-2, 0), 0), Some(Troops::new(1, 0)));
}

#[test]
fn ss_p2_extra_verschiebung_adds_a_trip_on_ones_turn_or_right_after_another_seats_travels() {
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 6, 0);
    put(&mut game, hex(2, -2), 1, 3, 0);
    put(&mut game, hex(0, 2), 2, 3, 0);
    give(&mut game, 0, &[Card::ExtraVerschiebung]);
    give(&mut game, 2, &[Card::ExtraVerschiebung]);
    travel(&mut game, 0);
    ok(&mut game, 0, Action::ExtraTrip);
    assert!(matches!(game.phase, Phase::Travel { player: 0, trips: 4, .. }));
    for to in [hex(-1, 0), hex(-1, -1), hex(-1, 0), hex(-1, -1)] {
        ok(&mut game, 0, trip(hex(-2, 0), to, 1, 0));
    }
    // Right after seat 0's travels, seat 2 (holding the card) may add a trip; it lets it pass.
    assert_eq!(game.phase, Phase::ExtraWindow { after: 0, player: 2 });
    assert_eq!(game.waiting_for(), vec![2]);
    ok(&mut game, 2, Action::Done);
    assert!(matches!(game.phase, Phase::Travel { player: 1, .. }));
    ok(&mut game, 1, Action::Done);
    assert_eq!(game.phase, Phase::ExtraWindow { after: 1, player: 2 });
    ok(&mut game, 2, Action::ExtraTrip);
    assert_eq!(game.phase, Phase::Travel { player: 2, trips: 1, after: Some(1) });
    ok(&mut game, 2, trip(hex(0, 2), hex(1, 1), 1, 0));
    // Back to the normal order: seat 2's own travels.
    assert_eq!(game.phase, Phase::Travel { player: 2, trips: 3, after: None });
    assert!(!game.legal_actions(2).contains(&Legal::Exactly(Action::ExtraTrip)));
}

#[test]
fn battle_cards_the_defender_lays_first_then_the_attacker_and_they_are_revealed_together() {
    let mut game = scenario();
    put(&mut game, BOLGA, 0, 2, 0);
    put(&mut game, hex(1, 0), 1, 3, 0);
    put(&mut game, hex(-2, 0), 2, 1, 0);
    give(&mut game, 0, &[Card::Borstenschild, Card::Rakete]);
    give(&mut game, 1, &[Card::Ferkelschleuder]);
    attack_bolga(&mut game, Troops::new(2, 0));
    ok(&mut game, 2, Action::Done);
    assert_eq!(game.waiting_for(), vec![0]);
    assert_eq!(
        act(&mut game, 1, Action::BattleCards { cards: vec![] }).map_err(|e| e.code()),
        Err("not_your_turn")
    );
    assert_eq!(
        act(&mut game, 0, Action::BattleCards { cards: vec![Card::Rakete] }).map_err(|e| e.code()),
        Err("wrong_card")
    );
    ok(&mut game, 0, Action::BattleCards { cards: vec![Card::Borstenschild] });
    let attacker_view = game.view(1);
    let battle = attacker_view.battle.clone().expect("battle");
    assert_eq!(battle.cards[0], CardsView::FaceDown { count: 1 });
    assert_eq!(
        game.view(0).battle.expect("battle").cards[0],
        CardsView::Shown { cards: vec![Card::Borstenschild] }
    );
    assert!(!serde_json::to_string(&attacker_view).expect("json").contains("borstenschild"));
    let events =
        rolled(&mut game, 1, Action::BattleCards { cards: vec![Card::Ferkelschleuder] }, &["d6:3", "d6:3"]);
    assert!(events.contains(&Event::CardsRevealed {
        at: BOLGA,
        defender: vec![Card::Borstenschild],
        attacker: vec![Card::Ferkelschleuder],
        tech: 0
    }));
    // 3 + 1 other + 1 defence against 3 + 1 other + 1 attack: a tie kills nobody.
    assert_eq!(rounds(&events), vec![(1, [3, 3], [5, 5], None, false)]);
}

#[test]
fn annihilation_a_tech_total_of_six_kills_every_troop_on_the_hex_ss_17_waiting_attackers_too() {
    let mut game = scenario();
    put(&mut game, BOLGA, 0, 3, 1);
    put(&mut game, hex(1, 0), 1, 2, 0);
    put(&mut game, hex(2, -2), 2, 2, 0);
    put(&mut game, hex(0, 2), 2, 1, 0);
    give(&mut game, 0, &[Card::Suhlenminen, Card::Schinkenmaschine]);
    give(&mut game, 1, &[Card::Eichelbombe]);
    travel(&mut game, 0);
    ok(&mut game, 0, Action::Done);
    ok(&mut game, 1, trip(hex(1, 0), BOLGA, 2, 0));
    ok(&mut game, 2, trip(hex(2, -2), BOLGA, 2, 0));
    ok(&mut game, 2, Action::Done);
    ok(&mut game, 0, Action::BattleCards { cards: vec![Card::Suhlenminen, Card::Schinkenmaschine] });
    let events = ok(&mut game, 1, Action::BattleCards { cards: vec![Card::Eichelbombe] });
    assert!(events.contains(&Event::Annihilated { at: BOLGA, players: vec![0, 1, 2] }));
    assert!(rounds(&events).is_empty(), "no combat round after an annihilation");
    assert!(game.groups[game.cell(BOLGA).expect("hex")].is_empty());
    assert_eq!(game.players[0].supply, Troops::new(20, 3), "the dead go back to the supply");
    assert_eq!(game.players[0].lost, Troops::new(3, 1));
    assert_eq!(game.players[2].lost, Troops::new(2, 0));
    assert_eq!(game.discard.len(), 3);
}

#[test]
fn power_is_the_die_plus_one_per_other_troop_plus_card_bonus_and_the_loser_loses_piglets_first() {
    let mut game = scenario();
    put(&mut game, BOLGA, 0, 1, 2);
    put(&mut game, hex(1, 0), 1, 5, 0);
    put(&mut game, hex(-2, 0), 2, 1, 0);
    give(&mut game, 0, &[Card::GepanzerterSchweinstall]);
    give(&mut game, 1, &[Card::RuesselLaser, Card::ZerquetscherPanzer]);
    attack_bolga(&mut game, Troops::new(4, 0));
    ok(&mut game, 2, Action::Done);
    ok(&mut game, 0, Action::BattleCards { cards: vec![Card::GepanzerterSchweinstall] });
    // Defence d8 + 2 + 2; attack d6 + 3 + 2 + 3. Tech 1 + 1 + 2 = 4.
    let events = rolled(
        &mut game,
        1,
        Action::BattleCards { cards: vec![Card::RuesselLaser, Card::ZerquetscherPanzer] },
        &["d8:1", "d6:6"],
    );
    assert_eq!(rounds(&events), vec![(1, [1, 6], [5, 14], Some(0), false)]);
    assert_eq!(troops(&game, BOLGA, 0), Some(Troops::new(0, 2)), "the piglet dies before a Big Gruik");
    // Round 2: the defender cannot retreat (no own hex next to Bolga), the attacker can.
    assert_eq!(game.waiting_for(), vec![1]);
    let events = game.apply(1, &Action::Fight, &mut script(&["d8:2", "d6:1"])).expect("fight");
    // 2 + 1 + 2 = 5 against 1 + 3 + 5 = 9: a Big Gruik dies when no piglet is left.
    assert_eq!(rounds(&events), vec![(2, [2, 1], [5, 9], Some(0), true)]);
    assert_eq!(troops(&game, BOLGA, 0), Some(Troops::new(0, 1)));
}

#[test]
fn ss_16_from_the_second_round_both_sides_choose_at_once_to_fight_or_retreat() {
    let mut game = scenario();
    put(&mut game, BOLGA, 0, 3, 0);
    put(&mut game, hex(2, -2), 0, 1, 0);
    put(&mut game, hex(1, 0), 1, 4, 0);
    put(&mut game, hex(2, 0), 1, 1, 0);
    put(&mut game, hex(-2, 0), 2, 1, 0);
    attack_bolga(&mut game, Troops::new(3, 0));
    let events = game.apply(2, &Action::Done, &mut script(&["d6:1", "d6:1"])).expect("travels end");
    assert!(events.iter().any(|e| matches!(e, Event::BattleStarted { .. })));
    // No cards in hand: straight to round 1 (a tie), then both are asked.
    let battle_rounds = rounds(&events);
    assert_eq!(battle_rounds.len(), 1, "{events:?}");
    assert_eq!(game.waiting_for(), vec![0, 1]);
    assert_eq!(
        act(&mut game, 0, Action::Retreat { to: hex(1, -1) }).map_err(|e| e.code()),
        Err("not_own_hex")
    );
    ok(&mut game, 0, Action::Retreat { to: hex(2, -2) });
    assert_eq!(game.waiting_for(), vec![1]);
    assert_eq!(game.view(1).battle.expect("battle").decided, [true, false]);
    assert_eq!(game.view(1).battle.expect("battle").your_stand, None, "the other stand stays secret");
    assert_eq!(act(&mut game, 0, Action::Fight).map_err(|e| e.code()), Err("not_your_turn"));
    let events = ok(&mut game, 1, Action::Retreat { to: hex(2, 0) });
    assert!(events.contains(&Event::Retreated {
        player: 0,
        from: BOLGA,
        to: hex(2, -2),
        troops: Troops::new(3, 0)
    }));
    assert!(events.contains(&Event::Retreated {
        player: 1,
        from: BOLGA,
        to: hex(2, 0),
        troops: Troops::new(3, 0)
    }));
    assert!(
        events.contains(&Event::BattleEnded { at: BOLGA, holder: None }),
        "both left: nobody holds Bolga"
    );
    assert_eq!(troops(&game, hex(2, -2), 0), Some(Troops::new(4, 0)));
}

#[test]
fn a_side_with_no_adjacent_own_hex_cannot_retreat_and_fights_to_the_end() {
    let mut game = scenario();
    put(&mut game, BOLGA, 0, 2, 0);
    put(&mut game, hex(1, 0), 1, 2, 0);
    put(&mut game, hex(-2, 0), 2, 1, 0);
    attack_bolga(&mut game, Troops::new(2, 0));
    // Nobody can retreat: rounds are fought until one side is gone, and nobody is asked.
    let dice = ["d6:1", "d6:6", "d6:1", "d6:6"];
    let events = game.apply(2, &Action::Done, &mut script(&dice)).expect("battle");
    assert_eq!(rounds(&events).len(), 2);
    assert!(events.contains(&Event::BattleEnded { at: BOLGA, holder: Some(1) }));
}

#[test]
fn several_attackers_on_one_hex_fight_in_arrival_order_and_the_survivor_defends() {
    let mut game = scenario();
    put(&mut game, BOLGA, 0, 1, 0);
    // Seat 2 landed before seat 1.
    put(&mut game, BOLGA, 2, 1, 0);
    put(&mut game, BOLGA, 1, 1, 0);
    put(&mut game, hex(-2, 0), 0, 1, 0);
    // 2 fights 0 first (2 wins), then 1 attacks the new holder 2 (1 loses). The battles start
    // when the last seat ends its travels.
    game.phase = Phase::Travel { player: 2, trips: 0, after: None };
    let events =
        game.apply(2, &Action::Done, &mut script(&["d6:1", "d6:6", "d6:6", "d6:1"])).expect("battles");
    let started: Vec<(usize, usize)> = events
        .iter()
        .filter_map(|e| {
            if let Event::BattleStarted { defender, attacker, .. } = e {
                Some((*defender, *attacker))
            } else {
                None
            }
        })
        .collect();
    assert_eq!(started, vec![(0, 2), (2, 1)]);
    assert_eq!(game.owner(game.cell(BOLGA).expect("hex")), Some(2));
}

#[test]
fn worked_combat_example_from_the_rulebook() {
    // Scrofa attacks Phacocherus on the blue planet Bolga. Phacocherus: 1 Big Gruik and 1
    // piglet, with troops next door. Scrofa: 4 troops of which one already is a Big Gruik
    // (the rulebook turns a piglet with Meister Yodo Lardo, a card of the full deck).
    let mut game = scenario();
    assert_eq!((game.players[0].clan, game.players[1].clan), (Clan::Phacocherus, Clan::Scrofa));
    assert_eq!(game.galaxy[game.cell(BOLGA).expect("hex")].tile.hex, HexKind::Blue);
    put(&mut game, BOLGA, 0, 1, 1);
    put(&mut game, hex(2, -2), 0, 2, 0);
    put(&mut game, hex(1, 0), 1, 3, 1);
    put(&mut game, hex(-2, 0), 2, 3, 0);
    give(&mut game, 0, &[Card::GepanzerterSchweinstall, Card::Schinkenmaschine]);
    give(&mut game, 1, &[Card::ZerquetscherPanzer]);
    attack_bolga(&mut game, Troops::new(3, 1));
    let events = ok(&mut game, 2, Action::Done);
    assert!(events.contains(&Event::BattleStarted { at: BOLGA, defender: 0, attacker: 1 }));
    ok(
        &mut game,
        0,
        Action::BattleCards { cards: vec![Card::GepanzerterSchweinstall, Card::Schinkenmaschine] },
    );
    // Scrofa rolls a 6 on the d8, Phacocherus a 3: 6 + 6 = 12 against 3 + 4 = 7.
    let events = rolled(
        &mut game,
        1,
        Action::BattleCards { cards: vec![Card::ZerquetscherPanzer] },
        &["d8:3", "d8:6"],
    );
    assert!(events.contains(&Event::CardsRevealed {
        at: BOLGA,
        defender: vec![Card::GepanzerterSchweinstall, Card::Schinkenmaschine],
        attacker: vec![Card::ZerquetscherPanzer],
        tech: 4,
    }));
    assert!(!events.iter().any(|e| matches!(e, Event::Annihilated { .. })), "4 < 6: no annihilation");
    assert_eq!(rounds(&events), vec![(1, [3, 6], [7, 12], Some(0), false)]);
    assert_eq!(troops(&game, BOLGA, 0), Some(Troops::new(0, 1)), "Phacocherus loses the piglet");
    // Start of round 2: Phacocherus retreats and saves his Big Gruik; Scrofa has no hex to
    // retreat to, so only Phacocherus is asked.
    assert_eq!(game.waiting_for(), vec![0]);
    let events = ok(&mut game, 0, Action::Retreat { to: hex(2, -2) });
    assert!(events.contains(&Event::Retreated {
        player: 0,
        from: BOLGA,
        to: hex(2, -2),
        troops: Troops::new(0, 1)
    }));
    assert!(events.contains(&Event::BattleEnded { at: BOLGA, holder: Some(1) }));
    assert_eq!(game.owner(game.cell(BOLGA).expect("hex")), Some(1), "Bolga is Scrofa's now");
    assert_eq!(game.discard.len(), 3, "the battle cards are discarded");
    // The round played on: Phacocherus' hex holds the survivors and its new piglet.
    assert_eq!(troops(&game, hex(2, -2), 0), Some(Troops::new(3, 1)));
}

#[test]
fn ss_11_reorganise_moves_troops_to_adjacent_own_hexes_each_troop_once() {
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 3, 0);
    put(&mut game, hex(-1, 0), 0, 1, 0);
    put(&mut game, hex(0, 0), 0, 1, 0);
    put(&mut game, hex(2, -2), 1, 1, 0);
    put(&mut game, hex(0, 2), 2, 1, 0);
    game.phase = Phase::Reorganise { player: 0 };
    assert_eq!(
        act(&mut game, 0, Action::Reorganise { from: hex(-2, 0), to: hex(0, 0), piglets: 1, gruiks: 0 })
            .map_err(|e| e.code()),
        Err("too_far")
    );
    assert_eq!(
        act(&mut game, 0, Action::Reorganise { from: hex(-2, 0), to: hex(-1, -1), piglets: 1, gruiks: 0 })
            .map_err(|e| e.code()),
        Err("not_own_hex")
    );
    ok(&mut game, 0, Action::Reorganise { from: hex(-2, 0), to: hex(-1, 0), piglets: 2, gruiks: 0 });
    assert_eq!(
        act(&mut game, 0, Action::Reorganise { from: hex(-1, 0), to: hex(0, 0), piglets: 3, gruiks: 0 })
            .map_err(|e| e.code()),
        Err("already_moved")
    );
    ok(&mut game, 0, Action::Reorganise { from: hex(-1, 0), to: hex(0, 0), piglets: 1, gruiks: 0 });
    assert_eq!(troops(&game, hex(0, 0), 0), Some(Troops::new(2, 0)));
    ok(&mut game, 0, Action::Done);
}

#[test]
fn production_a_planet_gives_one_acorn_a_double_planet_two_an_asteroid_none_and_nobody_wins_in_round_one() {
    let mut game = scenario();
    // Seat 0 holds its whole recipe, but it is round 1.
    put(&mut game, hex(1, -1), 0, 1, 0); // double (red family): 2 red
    put(&mut game, hex(0, 0), 0, 1, 0); // red
    put(&mut game, hex(0, 1), 0, 1, 0); // yellow
    put(&mut game, hex(-1, 1), 0, 1, 0); // yellow
    put(&mut game, hex(2, -2), 0, 1, 0); // blue
    put(&mut game, hex(1, 0), 0, 1, 0); // asteroid
    put(&mut game, hex(-2, 0), 1, 1, 0);
    put(&mut game, hex(0, 2), 2, 1, 0);
    game.players[0].recipe = Acorns::new(3, 2, 1);
    game.phase = Phase::Reorganise { player: 2 };
    let events = ok(&mut game, 2, Action::Done);
    assert!(events.contains(&Event::Produced { player: 0, acorns: Acorns::new(3, 2, 1) }));
    assert!(events.contains(&Event::Produced { player: 1, acorns: Acorns::new(0, 1, 0) }));
    assert!(events.contains(&Event::Produced { player: 2, acorns: Acorns::new(0, 0, 0) }));
    assert!(!game.is_over(), "never a victory in round 1");
    // Reinforcements: 4 planets + 2 for the double (+ 0 for the asteroid) = 6 for seat 0.
    assert_eq!(game.phase, Phase::Reinforce { player: 0, left: 6, converted: false });
    // Round 2, same hexes: seat 0 brews.
    game.round = 2;
    game.phase = Phase::Reorganise { player: 2 };
    let events = ok(&mut game, 2, Action::Done);
    assert!(events.contains(&Event::GameOver { winner: Some(0), ending: Ending::Recipe }));
    assert!(game.is_over());
}

#[test]
fn ss_12_when_several_brew_at_once_the_seat_nearest_the_first_player_wins() {
    let mut game = scenario();
    put(&mut game, hex(0, 0), 0, 1, 0);
    put(&mut game, hex(-2, 0), 1, 1, 0);
    put(&mut game, hex(0, 1), 2, 1, 0);
    for player in &mut game.players {
        player.recipe = Acorns::new(0, 0, 0);
    }
    game.players[0].recipe = Acorns::new(0, 0, 1); // seat 0 cannot brew
    game.round = 3;
    game.phase = Phase::Reorganise { player: 2 };
    let events = ok(&mut game, 2, Action::Done);
    assert!(events.contains(&Event::GameOver { winner: Some(1), ending: Ending::Recipe }));
}

#[test]
fn ss_13_ss_14_reinforcements_go_on_own_hexes_within_the_supply_with_one_big_gruik_a_round() {
    let mut game = scenario();
    put(&mut game, hex(1, -1), 0, 1, 0); // double: 2 new piglets
    put(&mut game, hex(0, 0), 0, 1, 0); // red: 1
    put(&mut game, hex(1, 0), 0, 1, 0); // asteroid: 0
    put(&mut game, hex(-2, 0), 1, 1, 0);
    put(&mut game, hex(0, 2), 2, 1, 0);
    game.phase = Phase::Reorganise { player: 2 };
    ok(&mut game, 2, Action::Done);
    assert_eq!(game.phase, Phase::Reinforce { player: 0, left: 3, converted: false });
    assert_eq!(
        act(&mut game, 0, Action::Reinforce { at: hex(0, 1), piglets: 1, gruik: false })
            .map_err(|e| e.code()),
        Err("not_own_hex")
    );
    assert_eq!(
        act(&mut game, 0, Action::Reinforce { at: hex(0, 0), piglets: 4, gruik: false })
            .map_err(|e| e.code()),
        Err("too_many_troops")
    );
    ok(&mut game, 0, Action::Reinforce { at: hex(0, 0), piglets: 1, gruik: true });
    assert_eq!(troops(&game, hex(0, 0), 0), Some(Troops::new(2, 1)));
    assert_eq!(game.players[0].supply, Troops::new(16, 2));
    // All three new piglets used (one placed, two became the Big Gruik): seat 1 is next.

    // Seat 1's one new piglet went on its only hex by itself, seat 2 (an asteroid) gets none;
    // round 2 starts, and with empty hands the draw needs no choice.
    assert_eq!((game.round, game.waiting_for()), (2, vec![0]));
    assert!(matches!(game.phase, Phase::Travel { player: 0, .. }));
    assert_eq!(troops(&game, hex(-2, 0), 1), Some(Troops::new(2, 0)));

    // The supply caps what reaches the board; a second conversion in a round is refused.
    let mut game = scenario();
    put(&mut game, hex(1, -1), 0, 19, 2);
    put(&mut game, hex(0, 0), 0, 1, 0);
    put(&mut game, hex(-2, 0), 1, 1, 0);
    put(&mut game, hex(0, 2), 2, 1, 0);
    game.phase = Phase::Reinforce { player: 0, left: 3, converted: true };
    let refuse = |game: &mut Game, action| act(game, 0, action).map_err(|e| e.code());
    assert_eq!(
        refuse(&mut game, Action::Reinforce { at: hex(0, 0), piglets: 0, gruik: true }),
        Err("too_many_troops")
    );
    assert_eq!(
        refuse(&mut game, Action::Reinforce { at: hex(0, 0), piglets: 1, gruik: false }),
        Err("too_many_troops")
    );
    game.phase = Phase::Reinforce { player: 0, left: 3, converted: false };
    let events = ok(&mut game, 0, Action::Reinforce { at: hex(0, 0), piglets: 0, gruik: true });
    assert!(
        events.contains(&Event::ReinforcementsLost { player: 0, piglets: 1 }),
        "no piglet left in the supply"
    );
    assert_eq!(game.players[0].supply, Troops::new(0, 0));
}

#[test]
fn ss_15_max_rounds_ends_the_game_most_recipe_acorns_covered_then_seat_order() {
    let options = Options { max_rounds: Some(2), ..Options::default() };
    assert!(
        Game::new(
            names(3),
            Options { max_rounds: Some(1), ..options },
            Data::default(),
            Setup::default(),
            &mut Seeded::new(1)
        )
        .is_err()
    );
    let mut game = scenario();
    game.options = options;
    put(&mut game, hex(0, 0), 0, 1, 0); // red
    put(&mut game, hex(0, 1), 1, 1, 0); // yellow
    put(&mut game, hex(-1, 1), 1, 1, 0); // yellow
    put(&mut game, hex(2, -2), 2, 1, 0); // blue
    put(&mut game, hex(1, -2), 2, 1, 0); // blue
    game.players[0].recipe = Acorns::new(3, 2, 1); // covers 1
    game.players[1].recipe = Acorns::new(1, 3, 2); // covers 2
    game.players[2].recipe = Acorns::new(2, 1, 3); // covers 2
    game.round = 2;
    game.phase = Phase::Reorganise { player: 2 };
    let events = ok(&mut game, 2, Action::Done);
    assert!(events.contains(&Event::GameOver { winner: Some(1), ending: Ending::MaxRounds }));
}

#[test]
fn a_seat_without_troops_is_out_and_skipped_and_an_empty_galaxy_ends_the_game() {
    let mut game = scenario();
    put(&mut game, hex(0, 0), 0, 1, 0);
    put(&mut game, hex(0, 2), 2, 1, 0);
    give(&mut game, 0, &[Card::Borstenschild]);
    give(&mut game, 2, &[Card::Borstenschild]);
    assert!(game.is_out(1));
    game.phase = Phase::Draw { discards: vec![None, None, None] };
    assert_eq!(game.waiting_for(), vec![0, 2]);
    ok(&mut game, 0, Action::Draw { discard: vec![] });
    ok(&mut game, 2, Action::Draw { discard: vec![] });
    assert!(game.players[1].hand.is_empty(), "an out seat draws nothing");
    ok(&mut game, 0, Action::Done);
    assert!(matches!(game.phase, Phase::Travel { player: 2, .. }), "seat 1 is skipped");

    let mut empty = scenario();
    empty.phase = Phase::Reorganise { player: 0 };
    let events = ok(&mut empty, 0, Action::Done);
    assert!(events.contains(&Event::GameOver { winner: None, ending: Ending::Empty }));
}

#[test]
fn bad_input_is_refused_with_a_code_and_changes_nothing() {
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 3, 0);
    put(&mut game, hex(2, -2), 1, 2, 0);
    put(&mut game, hex(0, 2), 2, 2, 0);
    travel(&mut game, 0);
    let before = game.clone();
    let cases = [
        (1, Action::Done, "not_your_turn"),
        (9, Action::Done, "not_your_turn"),
        (0, Action::Deploy { at: hex(0, 0) }, "wrong_phase"),
        (0, trip(hex(5, 5), hex(-1, 0), 1, 0), "no_such_hex"),
        (0, trip(hex(0, 0), hex(-1, 0), 1, 0), "not_enough_troops"),
        (0, card_trip(hex(-2, 0), hex(0, 0), 1, Card::Transporter), "card_not_in_hand"),
        (0, Action::ExtraTrip, "card_not_in_hand"),
        (0, Action::Fight, "wrong_phase"),
    ];
    for (player, action, code) in cases {
        assert_eq!(act(&mut game, player, action.clone()).map_err(|e| e.code()), Err(code), "{action:?}");
        assert_eq!(game, before, "{action:?} changed the game");
    }
    let json = r#"{"do":"trip","from":[-2,0],"to":[-1,0],"piglets":1}"#;
    let action: Action = serde_json::from_str(json).expect("a readable action");
    ok(&mut game, 0, action);
}

#[test]
fn legal_actions_are_exactly_what_apply_accepts_for_the_waiting_seats() {
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 3, 1);
    put(&mut game, hex(2, -2), 1, 2, 0);
    put(&mut game, hex(0, 2), 2, 2, 0);
    give(&mut game, 0, &[Card::Transporter, Card::Rueckenrakete]);
    travel(&mut game, 0);
    assert!(game.legal_actions(1).is_empty(), "nobody else is asked");
    let legal = game.legal_actions(0);
    assert!(legal.contains(&Legal::Choice(Choice::Trip {
        from: hex(-2, 0),
        to: hex(-1, 0),
        card: None,
        via: Via::NONE,
        up_to: Troops::new(3, 1),
        at_most: 4
    })));
    let mut rng = Seeded::new(5);
    for choice in &legal {
        for _ in 0..5 {
            let mut probe = game.clone();
            let action = choice.sample(&mut rng);
            probe.apply(0, &action, &mut Script::default()).unwrap_or_else(|e| panic!("{action:?}: {e}"));
        }
    }
}

#[test]
fn multi_battle_example_from_the_rulebook() {
    // Phacocherus (seat 0) holds Bolga. Scrofa (seat 1) lands there, then Porcus (seat 2).
    // Scrofa fights Phacocherus first; Phacocherus retreats after the first round, so Scrofa
    // holds Bolga and defends it against Porcus.
    let mut game = scenario();
    put(&mut game, BOLGA, 0, 2, 0);
    put(&mut game, hex(2, -2), 0, 1, 0);
    put(&mut game, hex(1, 0), 1, 4, 0);
    put(&mut game, hex(2, 0), 2, 3, 0);
    travel(&mut game, 0);
    ok(&mut game, 0, Action::Done);
    ok(&mut game, 1, trip(hex(1, 0), BOLGA, 4, 0));
    ok(&mut game, 2, trip(hex(2, 0), BOLGA, 2, 0));
    assert_eq!(
        game.groups[game.cell(BOLGA).expect("hex")].iter().map(|g| g.player).collect::<Vec<_>>(),
        vec![0, 1, 2]
    );
    // Seat 2 still has a troop that could move: its travels end when it says so.
    let events = game.apply(2, &Action::Done, &mut script(&["d6:3", "d6:3"])).expect("battles begin");
    assert!(events.contains(&Event::BattleStarted { at: BOLGA, defender: 0, attacker: 1 }));
    assert_eq!(rounds(&events), vec![(1, [3, 3], [4, 6], Some(0), false)]);
    // Round 2: Phacocherus may retreat to [2,-2]; Scrofa has no hex of its own next to Bolga.
    assert_eq!(game.waiting_for(), vec![0]);
    let events =
        game.apply(0, &Action::Retreat { to: hex(2, -2) }, &mut script(&["d6:1", "d6:6"])).expect("retreat");
    assert!(events.contains(&Event::BattleEnded { at: BOLGA, holder: Some(1) }));
    assert!(events.contains(&Event::BattleStarted { at: BOLGA, defender: 1, attacker: 2 }), "{events:?}");
    // Scrofa 1 + 3 = 4 against Porcus 6 + 1 = 7: Scrofa loses a piglet; only Porcus (with a
    // troop left on [2,0]) could retreat, so only Porcus is asked before round 2.
    assert_eq!(rounds(&events), vec![(1, [1, 6], [4, 7], Some(1), false)]);
    assert_eq!(game.waiting_for(), vec![2]);
    assert_eq!(troops(&game, BOLGA, 1), Some(Troops::new(3, 0)));
}

// Readings corrected by issue #17 (revision 2 of the readings, `Options::readings`). Each test
// also checks that a game of revision 1 (tables and records from before) keeps the old reading.

/// Seat 0 holds Bolga with 3 piglets and [2,-2] next to it; seat 1 lands 1 piglet on Bolga (one
/// defender pinned) and loses it in the first combat round. The game then waits for seat 0's
/// reorganisation.
fn pinned_defender_after_its_battle(readings: u32) -> Game {
    let mut game = scenario();
    game.options.readings = readings;
    put(&mut game, BOLGA, 0, 3, 0);
    put(&mut game, hex(2, -2), 0, 1, 0);
    put(&mut game, hex(1, 0), 1, 2, 0);
    put(&mut game, hex(0, 2), 2, 1, 0);
    attack_bolga(&mut game, Troops::new(1, 0));
    let bolga = game.cell(BOLGA).expect("hex");
    assert_eq!(game.groups[bolga][0].pinned, 1, "pinned while the battle is ahead");
    let events = rolled(&mut game, 2, Action::Done, &["d6:1", "d6:1"]);
    assert!(events.contains(&Event::BattleEnded { at: BOLGA, holder: Some(0) }), "{events:?}");
    assert_eq!(game.phase, Phase::Reorganise { player: 0 });
    game
}

#[test]
fn pin_holds_for_the_battle_a_pinned_defender_may_reorganise_once_it_is_over() {
    let mut game = pinned_defender_after_its_battle(2);
    let bolga = game.cell(BOLGA).expect("hex");
    assert_eq!(game.groups[bolga][0].pinned, 0, "the battle is over, so is the pin");
    assert!(game.legal_actions(0).contains(&Legal::Choice(Choice::Reorganise {
        from: BOLGA,
        to: hex(2, -2),
        up_to: Troops::new(3, 0),
        at_most: 3,
    })));
    let events = ok(&mut game, 0, Action::Reorganise { from: BOLGA, to: hex(2, -2), piglets: 3, gruiks: 0 });
    assert_eq!(
        events[0],
        Event::Reorganised { player: 0, from: BOLGA, to: hex(2, -2), troops: Troops::new(3, 0) }
    );
    assert_eq!(troops(&game, BOLGA, 0), None, "all three left");

    // Revision 1 (the first release): the pin lasted the round.
    let mut game = pinned_defender_after_its_battle(1);
    assert_eq!(
        act(&mut game, 0, Action::Reorganise { from: BOLGA, to: hex(2, -2), piglets: 3, gruiks: 0 })
            .map_err(|e| e.code()),
        Err("pinned")
    );
    ok(&mut game, 0, Action::Reorganise { from: BOLGA, to: hex(2, -2), piglets: 2, gruiks: 0 });
}

#[test]
fn rueckwirkungs_stoss_leaves_troops_on_three_planets_passed_a_path_of_four_steps() {
    assert_eq!(
        Data::default().travel_effect(Card::RueckwirkungsStoss),
        Some(oink::games::space_pigs::data::TravelEffect::Path { steps: 4 })
    );
    let mut game = scenario();
    put(&mut game, hex(-2, 0), 0, 6, 0);
    put(&mut game, hex(2, -2), 1, 1, 0);
    put(&mut game, hex(0, 2), 2, 1, 0);
    give(&mut game, 0, &[Card::RueckwirkungsStoss]);
    travel(&mut game, 0);
    // Legal paths pass up to three hexes, never four.
    let passed: Vec<usize> = game
        .legal_actions(0)
        .iter()
        .filter_map(|l| match l {
            Legal::Choice(Choice::Trip { card: Some(Card::RueckwirkungsStoss), via, .. }) => Some(via.len()),
            _ => None,
        })
        .collect();
    assert_eq!(passed.iter().max(), Some(&3), "{passed:?}");
    let drops = vec![
        Drop { at: hex(-1, 0), piglets: 1, gruiks: 0 },
        Drop { at: hex(0, 0), piglets: 1, gruiks: 0 },
        Drop { at: hex(1, 0), piglets: 1, gruiks: 0 },
    ];
    let action = Action::Trip {
        from: hex(-2, 0),
        to: hex(2, -1),
        piglets: 5,
        gruiks: 0,
        card: Some(Card::RueckwirkungsStoss),
        drops,
    };
    ok(&mut game, 0, action);
    for (at, piglets) in [(hex(-1, 0), 1), (hex(0, 0), 1), (hex(1, 0), 1), (hex(2, -1), 2), (hex(-2, 0), 1)] {
        assert_eq!(troops(&game, at, 0), Some(Troops::new(piglets, 0)), "{at}");
    }
}

#[test]
fn start_hexes_are_free_edge_planets_asteroids_only_when_no_planet_is_left() {
    let new_game = |readings: u32| {
        let options = Options { readings, ..Options::default() };
        Game::new(names(3), options, Data::default(), Setup::default(), &mut Script::default())
            .expect("setup")
    };
    let mut game = new_game(Options::READINGS);
    // [0,2] is a free edge asteroid, far from everyone.
    assert_eq!(
        act(&mut game, 0, Action::Deploy { at: hex(0, 2) }).map_err(|e| e.code()),
        Err("bad_start"),
        "an asteroid while planets are free"
    );
    for player in 0..3 {
        let offered = game.legal_actions(player);
        assert!(!offered.is_empty());
        for legal in offered {
            let Legal::Exactly(Action::Deploy { at }) = legal else { panic!("deploy only") };
            let cell = game.galaxy[game.cell(at).expect("hex")];
            assert_ne!(cell.tile.hex, HexKind::Asteroid, "{at}");
        }
        let at = game.start_hexes(player)[0];
        ok(&mut game, player, Action::Deploy { at });
    }
    // A galaxy of asteroids still lets everyone start.
    let mut game = new_game(Options::READINGS);
    for cell in &mut game.galaxy {
        cell.tile.hex = HexKind::Asteroid;
    }
    ok(&mut game, 0, Action::Deploy { at: hex(0, 2) });
    // Revision 1: any free edge hex.
    let mut game = new_game(1);
    ok(&mut game, 0, Action::Deploy { at: hex(0, 2) });
}

#[test]
fn galaxy_shape_rings_around_the_centre_each_full_before_the_next_a_line_is_refused() {
    use oink::games::space_pigs::{Cell, SetupError};
    let tiles = Data::default().tiles(3);
    let laid = |positions: Vec<Hex>| -> Result<Game, SetupError> {
        assert_eq!(positions.len(), tiles.len());
        let galaxy = positions.into_iter().zip(&tiles).map(|(at, tile)| Cell { at, tile: *tile }).collect();
        let setup = Setup { galaxy: Some(galaxy), ..Setup::default() };
        Game::new(names(3), Options::default(), Data::default(), setup, &mut Script::default())
    };
    let shape = |positions: Vec<Hex>| laid(positions).map(|_| ()).map_err(|e| e.code());
    let line: Vec<Hex> = (0..16).map(|q| hex(q, 0)).collect();
    assert_eq!(shape(line), Err("bad_galaxy_shape"), "a line of 16 hexes");
    let rings: Vec<Hex> = (0..=2).flat_map(Hex::ring).collect();
    // The book's shape: centre, ring 1, 9 of the 12 hexes of ring 2 — any 9, gaps allowed.
    assert_eq!(shape(rings[..16].to_vec()), Ok(()));
    // Ring 2 with three gaps (positions 2, 5 and 8 of the ring left free).
    let mut gaps = rings[..7].to_vec();
    gaps.extend([0, 1, 3, 4, 6, 7, 9, 10, 11].map(|i| Hex::ring(2)[i]));
    assert_eq!(shape(gaps), Ok(()), "the outer ring need not be one arc");
    // A hole in ring 1 while ring 2 is begun.
    let mut holed = rings[..17].to_vec();
    holed.remove(3);
    assert_eq!(shape(holed), Err("bad_galaxy_shape"));
    // The same shape, moved off the centre.
    let moved: Vec<Hex> = rings[..16].iter().map(|h| hex(h.q + 5, h.r)).collect();
    assert_eq!(shape(moved), Err("bad_galaxy_shape"));
    // Two hexes on one position stay `bad_galaxy`.
    let mut doubled = rings[..16].to_vec();
    doubled[15] = doubled[14];
    assert_eq!(shape(doubled), Err("bad_galaxy"));
}
