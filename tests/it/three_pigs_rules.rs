//! Scenario tests of The Three Little Pigs, one per decision of RULES.md §1 and per edge case
//! of §1.11, written from the rules. Dice and spinner are scripted.

use oink::games::rng::{Script, Seeded};
use oink::games::three_pigs::{
    Action, Award, DataTable, Event, Game, House, Kind, Material, Options, Phase, Place, RuleError, Stacks,
    Tile, Variant, draw_seat_order,
};

use Kind::{Door, Roof, Window};
use Material::{Brick, Straw, Wood};

fn game(players: usize, options: Options) -> Game {
    let table = DataTable::default();
    let stacks = Stacks::in_table_order(&table);
    let names = ["Ann", "Ben", "Cleo", "Dan", "Eve"][..players].iter().map(|s| (*s).to_owned()).collect();
    Game::new(names, options, table, stacks).expect("valid setup")
}

fn script(outcomes: &[&str]) -> Script {
    Script::new(outcomes.iter().map(|s| (*s).to_owned()).collect())
}

fn tile(kind: Kind, material: Material) -> Tile {
    Tile { kind, material, pots: 0 }
}

fn house(tiles: &[(Kind, Material)]) -> House {
    House { tiles: tiles.iter().map(|&(k, m)| tile(k, m)).collect() }
}

/// The current player's first roll shows `faces` (dice 0–4).
fn roll(game: &mut Game, faces: [&str; 5]) -> Vec<Event> {
    let player = game.turn.player;
    game.apply(player, &Action::Roll, &mut script(&faces)).expect("roll")
}

fn act(game: &mut Game, action: Action) -> Result<Vec<Event>, RuleError> {
    let player = game.turn.player;
    game.apply(player, &action, &mut Script::default())
}

fn buy(kind: Kind, material: Material, house: Place) -> Action {
    Action::Buy { kind, material, house }
}

/// A house as (kind, material) pairs, bottom first: pots depend on the stack order.
fn shape(house: &House) -> Vec<(Kind, Material)> {
    house.tiles.iter().map(|t| (t.kind, t.material)).collect()
}

fn passed(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::TurnPassed { .. }))
}

#[test]
fn tlp_01_seat_order_is_drawn_from_the_seed() {
    let firsts: std::collections::BTreeSet<usize> = (0..40)
        .map(|seed| {
            let mut seats = vec![0, 1, 2, 3];
            draw_seat_order(&mut seats, &mut Seeded::new(seed));
            let mut sorted = seats.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, vec![0, 1, 2, 3], "a permutation");
            seats[0]
        })
        .collect();
    assert_eq!(firsts.len(), 4, "every seat can start");
    let mut a = vec![1, 2, 3];
    let mut b = vec![1, 2, 3];
    draw_seat_order(&mut a, &mut Seeded::new(9));
    draw_seat_order(&mut b, &mut Seeded::new(9));
    assert_eq!(a, b, "the same seed, the same order");
}

#[test]
fn tlp_02_keeping_is_ui_only_any_non_wolf_die_may_be_rerolled_later() {
    let mut g = game(2, Options::default());
    roll(&mut g, ["door", "door", "door", "window", "roof"]);
    // Keep dice 0-2 (reroll 3 and 4) on roll 2...
    g.apply(0, &Action::Reroll { dice: vec![3, 4] }, &mut script(&["door", "door"])).expect("reroll");
    // ...and still reroll die 0 on roll 3: the state stores faces, not a kept set.
    assert!(g.legal_actions(0).contains(&Action::Reroll { dice: vec![0] }));
    g.apply(0, &Action::Reroll { dice: vec![0] }, &mut script(&["window"])).expect("reroll a kept die");
    assert_eq!(g.turn.dice[0], Some(oink::games::three_pigs::Face::Window));
}

#[test]
fn tlp_03_two_wolves_end_the_rolling_at_once_whatever_else_shows() {
    let mut g = game(2, Options::default());
    g.players[1].houses.push(house(&[(Door, Straw)]));
    roll(&mut g, ["door", "door", "door", "door", "door"]);
    let mut s = script(&["wolf", "wolf"]);
    let events = g.apply(0, &Action::Reroll { dice: vec![0, 1] }, &mut s).expect("reroll");
    assert!(events.iter().any(|e| matches!(e, Event::WolfCame { .. })));
    assert_eq!(g.turn.phase, Phase::Wolf);
    assert_eq!(g.legal_actions(0), vec![Action::Blow { target: 1, house: 0 }]);
    assert_eq!(act(&mut g, Action::Stop), Err(RuleError::WrongPhase));

    // Three wolves: the same.
    let mut g = game(2, Options::default());
    g.players[1].houses.push(house(&[(Door, Straw)]));
    roll(&mut g, ["wolf", "wolf", "wolf", "door", "door"]);
    assert_eq!(g.turn.phase, Phase::Wolf);
}

#[test]
fn tlp_04_one_tile_per_kind_so_two_tiles_are_two_kinds() {
    let mut g = game(2, Options::default());
    roll(&mut g, ["door", "door", "door", "door", "door"]);
    act(&mut g, Action::Stop).expect("stop");
    // Five doors buy one door, of any material; no second door.
    let buys: Vec<_> = g.legal_actions(0).into_iter().filter(|a| matches!(a, Action::Buy { .. })).collect();
    assert_eq!(
        buys,
        vec![buy(Door, Straw, Place::New), buy(Door, Wood, Place::New), buy(Door, Brick, Place::New)]
    );
    let events = act(&mut g, buy(Door, Straw, Place::New)).expect("buy");
    assert!(passed(&events), "nothing else to buy: the turn passes by itself");

    let mut g = game(2, Options::default());
    roll(&mut g, ["door", "door", "door", "window", "window"]);
    act(&mut g, Action::Stop).expect("stop");
    act(&mut g, buy(Door, Wood, Place::New)).expect("first buy");
    assert_eq!(act(&mut g, buy(Door, Straw, Place::New)), Err(RuleError::SameKindTwice));
    let events = act(&mut g, buy(Window, Straw, Place::House(0))).expect("second buy");
    assert!(passed(&events), "two tiles: the turn is over");
    assert_eq!(shape(&g.players[0].houses[0]), [(Door, Wood), (Window, Straw)]);
}

#[test]
fn tlp_05_a_purchase_needs_a_tile_in_the_stack_and_a_place_for_it() {
    // Four roofs and no house of one's own: no roof can be bought; the turn passes.
    let mut g = game(2, Options::default());
    let events = roll(&mut g, ["roof", "roof", "window", "roof", "roof"]);
    assert_eq!(g.turn.phase, Phase::Rolling);
    let events = [events, act(&mut g, Action::Stop).expect("stop")].concat();
    assert!(events.iter().any(|e| matches!(e, Event::NothingToBuy { player: 0 })));
    assert!(passed(&events));
    assert!(g.players[0].houses.is_empty());

    // An empty stack is not offered and cannot be bought.
    let mut g = game(2, Options::default());
    g.stacks.0[Door as usize][Straw as usize].clear();
    roll(&mut g, ["door", "door", "roof", "window", "window"]);
    act(&mut g, Action::Stop).expect("stop");
    assert!(!g.legal_actions(0).iter().any(|a| matches!(a, Action::Buy { kind: Door, .. })));
    assert_eq!(act(&mut g, buy(Door, Straw, Place::New)), Err(RuleError::StackEmpty));
    assert_eq!(act(&mut g, buy(Roof, Straw, Place::House(0))), Err(RuleError::NotAffordable));
}

#[test]
fn tlp_06_a_window_goes_on_top_never_in_the_middle() {
    let mut g = game(2, Options::default());
    g.players[0].houses.push(house(&[(Door, Straw), (Window, Wood)]));
    g.players[0].houses.push(house(&[(Window, Straw), (Roof, Straw)]));
    roll(&mut g, ["window", "window", "door", "roof", "door"]);
    act(&mut g, Action::Stop).expect("stop");
    let windows: Vec<_> =
        g.legal_actions(0).into_iter().filter(|a| matches!(a, Action::Buy { kind: Window, .. })).collect();
    assert_eq!(windows, vec![buy(Window, Straw, Place::New), buy(Window, Straw, Place::House(0))]);
    assert_eq!(act(&mut g, buy(Window, Straw, Place::House(1))), Err(RuleError::CannotPlace));
    act(&mut g, buy(Window, Straw, Place::House(0))).expect("buy");
    assert_eq!(shape(&g.players[0].houses[0]), [(Door, Straw), (Window, Wood), (Window, Straw)]);
}

/// Ann blows on Ben's house 0 and the spinner shows `material`.
fn blow(g: &mut Game, material: &str) -> Vec<Event> {
    roll(g, ["wolf", "wolf", "door", "door", "door"]);
    g.apply(0, &Action::Blow { target: 1, house: 0 }, &mut script(&[material])).expect("blow")
}

#[test]
fn tlp_07_blown_tiles_go_the_rest_closes_up_and_keeps_its_status() {
    let mut g = game(2, Options::default());
    g.players[1].houses.push(house(&[(Door, Straw), (Window, Wood), (Window, Straw), (Roof, Brick)]));
    let events = blow(&mut g, "straw");
    assert_eq!(g.players[1].houses[0], house(&[(Window, Wood), (Roof, Brick)]));
    assert!(g.players[1].houses[0].is_complete(), "still complete: it kept its roof");
    assert_eq!(g.boxed.len(), 2, "blown tiles go to the box, not back to a stack");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Blown { removed: 2, roof_fell: false, house_gone: false, .. }))
    );
    assert!(passed(&events));
}

#[test]
fn tlp_07_a_lone_roof_falls_and_an_empty_house_is_gone() {
    let mut g = game(2, Options::default());
    g.players[1].houses.push(house(&[(Door, Wood), (Window, Wood), (Roof, Straw)]));
    g.players[1].houses.push(house(&[(Door, Brick)]));
    let events = blow(&mut g, "wood");
    assert_eq!(
        g.players[1].houses,
        vec![house(&[(Door, Brick)])],
        "roof fell, house gone, the next moved up"
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Blown { removed: 2, roof_fell: true, house_gone: true, .. }))
    );
    assert_eq!(g.boxed.len(), 3);
}

#[test]
fn tlp_08_two_player_game_ends_at_two_empty_stacks_or_three_by_option() {
    assert_eq!(game(2, Options::default()).end_threshold(), 2);
    assert_eq!(game(2, Options { end_stacks_2p: 3, ..Options::default() }).end_threshold(), 3);
    for players in 3..=5 {
        assert_eq!(game(players, Options::default()).end_threshold(), players);
    }
    let table = DataTable::default();
    let bad = Options { end_stacks_2p: 4, ..Options::default() };
    assert!(
        Game::new(vec!["a".into(), "b".into()], bad, table.clone(), Stacks::in_table_order(&table)).is_err()
    );
}

#[test]
fn tlp_09_the_end_is_checked_after_the_turn_and_the_second_purchase_still_happens() {
    let mut g = game(2, Options::default());
    g.stacks.0[Roof as usize][Brick as usize].clear();
    g.stacks.0[Door as usize][Wood as usize].truncate(1);
    roll(&mut g, ["door", "door", "door", "window", "window"]);
    act(&mut g, Action::Stop).expect("stop");
    // The first purchase empties the deciding stack...
    let events = act(&mut g, buy(Door, Wood, Place::New)).expect("first");
    assert!(events.iter().all(|e| !matches!(e, Event::GameOver { .. })), "not before the turn ends");
    // ...and the second is still taken and placed; then the game is over.
    let events = act(&mut g, buy(Window, Straw, Place::House(0))).expect("second");
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
    assert!(g.is_over());
    assert_eq!(g.players[0].houses[0].tiles.len(), 2);
    assert_eq!(act(&mut g, Action::Roll), Err(RuleError::GameOver));
}

#[test]
fn tlp_09_finish_round_gives_every_seat_the_same_number_of_turns() {
    let mut g = game(3, Options { finish_round: true, ..Options::default() });
    for (kind, material) in [(Roof, Brick), (Roof, Wood)] {
        g.stacks.0[kind as usize][material as usize].clear();
    }
    g.stacks.0[Door as usize][Straw as usize].truncate(1);
    roll(&mut g, ["door", "door", "door", "window", "door"]);
    act(&mut g, Action::Stop).expect("stop");
    act(&mut g, buy(Door, Straw, Place::New)).expect("empties door/straw: 3 empty stacks");
    assert!(g.ending && !g.is_over(), "the round goes on");
    for seat in 1..3 {
        assert_eq!(g.turn.player, seat);
        roll(&mut g, ["door", "door", "door", "window", "window"]);
        act(&mut g, Action::Stop).expect("stop");
        act(&mut g, buy(Door, Wood, Place::New)).expect("door");
        act(&mut g, buy(Window, Straw, Place::New)).expect("window");
    }
    assert!(g.is_over(), "after the last seat's turn");
    assert_eq!(g.turns_played, 3);

    // Without the option the game ends with the turn that met the condition.
    let mut g = game(3, Options::default());
    for (kind, material) in [(Roof, Brick), (Roof, Wood)] {
        g.stacks.0[kind as usize][material as usize].clear();
    }
    g.stacks.0[Door as usize][Straw as usize].truncate(1);
    roll(&mut g, ["door", "door", "door", "window", "door"]);
    act(&mut g, Action::Stop).expect("stop");
    act(&mut g, buy(Door, Straw, Place::New)).expect("buy");
    assert!(g.is_over());
}

#[test]
fn tlp_10_a_material_award_is_won_when_a_roof_completes_a_pure_house() {
    let veteran = Options { variant: Variant::Veteran, ..Options::default() };
    let mut g = game(2, veteran);
    g.players[0].houses.push(house(&[(Door, Wood), (Window, Wood)]));
    roll(&mut g, ["roof", "roof", "roof", "window", "window"]);
    act(&mut g, Action::Stop).expect("stop");
    let events = act(&mut g, buy(Roof, Wood, Place::House(0))).expect("roof");
    assert!(events.contains(&Event::AwardWon { award: Award::FirstWoodHouse, player: 0 }));

    // A wolf stripping a mixed complete house down to one material wins nothing.
    let mut g = game(2, veteran);
    g.players[1].houses.push(house(&[(Door, Brick), (Window, Straw), (Window, Brick), (Roof, Brick)]));
    let events = blow(&mut g, "straw");
    assert_eq!(g.players[1].houses[0], house(&[(Door, Brick), (Window, Brick), (Roof, Brick)]));
    assert!(!events.iter().any(|e| matches!(e, Event::AwardWon { .. })));
    assert!(g.awards.is_empty());
}

#[test]
fn tlp_10_a_material_award_needs_a_door_and_a_window_and_goes_to_the_first_only() {
    let veteran = Options { variant: Variant::Veteran, ..Options::default() };
    let mut g = game(2, veteran);
    g.players[0].houses.push(house(&[(Window, Straw), (Window, Straw)]));
    roll(&mut g, ["roof", "roof", "roof", "roof", "window"]);
    act(&mut g, Action::Stop).expect("stop");
    let events = act(&mut g, buy(Roof, Straw, Place::House(0))).expect("roof");
    assert!(!events.iter().any(|e| matches!(e, Event::AwardWon { .. })), "no door: no award");
    let mut g2 = game(2, veteran);
    g2.awards.push(oink::games::three_pigs::AwardWon { award: Award::FirstBrickHouse, player: 1 });
    g2.players[0].houses.push(house(&[(Door, Brick), (Window, Brick)]));
    roll(&mut g2, ["roof", "roof", "roof", "roof", "window"]);
    act(&mut g2, Action::Stop).expect("stop");
    let events = act(&mut g2, buy(Roof, Brick, Place::House(0))).expect("roof");
    assert!(!events.iter().any(|e| matches!(e, Event::AwardWon { .. })), "already taken by Ben");
}

/// Ends a game at once: empties enough stacks and lets seat 0 finish a turn.
fn end_now(g: &mut Game) -> Vec<Event> {
    let threshold = g.end_threshold();
    let mut emptied = 0;
    for kind in [Roof, Window] {
        for material in [Brick, Wood, Straw] {
            if emptied < threshold {
                g.stacks.0[kind as usize][material as usize].clear();
                emptied += 1;
            }
        }
    }
    roll(g, ["door", "door", "door", "door", "door"]);
    act(g, Action::Stop).expect("stop");
    act(g, buy(Door, Straw, Place::New)).expect("buy")
}

#[test]
fn tlp_11_end_awards_need_a_single_leader_and_count_complete_houses_only() {
    let veteran = Options { variant: Variant::Veteran, ..Options::default() };
    let mut g = game(3, veteran);
    let pot = |kind, material| Tile { kind, material, pots: 1 };
    // Ann: two complete houses, one tall with a door. Ben: a taller house but without a door,
    // and a huge roofless one. Cleo: one complete house with two pots.
    g.players[0].houses = vec![
        house(&[(Door, Straw), (Window, Straw), (Window, Wood), (Roof, Straw)]),
        house(&[(Window, Wood), (Roof, Wood)]),
    ];
    g.players[1].houses = vec![
        house(&[(Window, Straw), (Window, Straw), (Window, Wood), (Window, Brick), (Roof, Brick)]),
        house(&[
            (Door, Straw),
            (Window, Straw),
            (Window, Straw),
            (Window, Straw),
            (Window, Straw),
            (Window, Straw),
        ]),
    ];
    g.players[2].houses = vec![House { tiles: vec![pot(Door, Wood), pot(Window, Wood), tile(Roof, Wood)] }];
    end_now(&mut g);
    assert!(g.is_over());
    let mut awards = g.awards.clone();
    awards.sort_by_key(|a| a.award);
    assert_eq!(
        awards.iter().map(|a| (a.award, a.player)).collect::<Vec<_>>(),
        vec![(Award::MostFlowerpots, 2), (Award::MostHouses, 0), (Award::TallestHouse, 0)]
    );

    // Level on houses: nobody gets "most houses".
    let mut g = game(2, veteran);
    g.players[0].houses = vec![house(&[(Door, Straw), (Roof, Straw)])];
    g.players[1].houses = vec![house(&[(Door, Wood), (Roof, Wood)])];
    end_now(&mut g);
    assert!(!g.awards.iter().any(|a| a.award == Award::MostHouses));
    assert!(!g.awards.iter().any(|a| a.award == Award::TallestHouse), "both 2 tiles high");
}

#[test]
fn scoring_counts_complete_houses_tiles_pots_and_a_bonus_per_house() {
    let mut g = game(2, Options::default());
    g.players[0].houses = vec![
        House {
            tiles: vec![Tile { kind: Door, material: Brick, pots: 1 }, tile(Window, Wood), tile(Roof, Straw)],
        },
        house(&[(Door, Brick), (Window, Brick)]),
    ];
    end_now(&mut g);
    let outcome = g.outcome.clone().expect("over");
    // 4 + 3 + 2 tiles, 1 pot, 1 house; the roofless house and the door just bought score nothing.
    let ann = outcome.scores[0];
    assert_eq!((ann.tiles, ann.pots, ann.houses, ann.total), (9, 1, 1, 11));
    assert_eq!(outcome.winners, vec![0]);
}

#[test]
fn tie_on_points_goes_to_most_complete_houses_then_is_shared() {
    let mut g = game(3, Options::default());
    // Ann: one house, 4 + 4 + 4 + 1 = 13. Ben: two houses, (2 + 2 + 1) + (3 + 4 + 1) = 13.
    g.players[0].houses = vec![house(&[(Door, Brick), (Window, Brick), (Roof, Brick)])];
    g.players[1].houses = vec![house(&[(Door, Straw), (Roof, Straw)]), house(&[(Door, Wood), (Roof, Brick)])];
    end_now(&mut g);
    let outcome = g.outcome.clone().expect("over");
    assert_eq!(outcome.scores[0].total, 13);
    assert_eq!(outcome.scores[1].total, 13);
    assert_eq!(outcome.winners, vec![1]);
    assert!(outcome.tie_break_decided);

    let mut g = game(2, Options::default());
    end_now(&mut g);
    let outcome = g.outcome.clone().expect("over");
    assert_eq!(outcome.scores[0].total, 0);
    assert_eq!(outcome.winners, vec![0, 1], "all on 0: shared");
    assert!(!outcome.tie_break_decided);
}

#[test]
fn edge_wolf_with_no_opponent_house_ends_the_turn_with_nothing_bought() {
    let mut g = game(2, Options::default());
    let events = roll(&mut g, ["wolf", "wolf", "door", "door", "door"]);
    assert!(events.iter().any(|e| matches!(e, Event::NoHouseToBlow { player: 0 })));
    assert!(passed(&events));
    assert_eq!(g.turn.player, 1);
    assert!(g.players[0].houses.is_empty());
}

#[test]
fn edge_a_wolf_on_a_house_without_the_spun_material_does_nothing() {
    let mut g = game(2, Options::default());
    g.players[1].houses.push(house(&[(Door, Wood), (Window, Wood)]));
    let events = blow(&mut g, "brick");
    assert_eq!(g.players[1].houses[0], house(&[(Door, Wood), (Window, Wood)]));
    assert!(events.iter().any(|e| matches!(e, Event::Blown { removed: 0, .. })));
}

#[test]
fn edge_own_houses_and_missing_houses_are_no_targets() {
    let mut g = game(3, Options::default());
    g.players[0].houses.push(house(&[(Door, Wood)]));
    g.players[2].houses.push(house(&[(Door, Wood)]));
    roll(&mut g, ["wolf", "wolf", "door", "door", "door"]);
    assert_eq!(g.legal_actions(0), vec![Action::Blow { target: 2, house: 0 }]);
    for bad in [
        Action::Blow { target: 0, house: 0 },
        Action::Blow { target: 1, house: 0 },
        Action::Blow { target: 2, house: 1 },
    ] {
        assert_eq!(act(&mut g, bad), Err(RuleError::BadTarget));
    }
}

#[test]
fn edge_a_sold_out_material_leaves_the_cheaper_ones_of_that_kind() {
    let mut g = game(2, Options::default());
    g.stacks.0[Door as usize][Brick as usize].clear();
    roll(&mut g, ["door", "door", "door", "door", "window"]);
    act(&mut g, Action::Stop).expect("stop");
    let doors: Vec<_> = g.legal_actions(0).into_iter().filter(|a| matches!(a, Action::Buy { .. })).collect();
    assert_eq!(doors, vec![buy(Door, Straw, Place::New), buy(Door, Wood, Place::New)]);

    // None left within the tier: that kind offers nothing.
    let mut g = game(2, Options::default());
    g.stacks.0[Door as usize][Straw as usize].clear();
    roll(&mut g, ["door", "door", "window", "window", "roof"]);
    act(&mut g, Action::Stop).expect("stop");
    assert!(!g.legal_actions(0).iter().any(|a| matches!(a, Action::Buy { kind: Door, .. })));
}

#[test]
fn edge_doors_go_only_under_doorless_open_houses_and_always_start_new_ones() {
    let mut g = game(2, Options::default());
    g.players[0].houses = vec![
        house(&[(Door, Straw), (Window, Straw)]),
        house(&[(Window, Wood), (Roof, Wood)]),
        house(&[(Window, Brick), (Window, Wood)]),
    ];
    roll(&mut g, ["door", "door", "roof", "window", "roof"]);
    act(&mut g, Action::Stop).expect("stop");
    assert_eq!(act(&mut g, buy(Door, Straw, Place::House(0))), Err(RuleError::CannotPlace));
    assert_eq!(act(&mut g, buy(Door, Straw, Place::House(1))), Err(RuleError::CannotPlace));
    act(&mut g, buy(Door, Straw, Place::House(2))).expect("door under a window");
    assert_eq!(shape(&g.players[0].houses[2]), [(Door, Straw), (Window, Brick), (Window, Wood)]);
}

#[test]
fn edge_one_wolf_is_dead_for_the_turn_and_four_dice_still_buy() {
    let mut g = game(2, Options::default());
    roll(&mut g, ["wolf", "door", "window", "roof", "door"]);
    assert_eq!(act(&mut g, Action::Reroll { dice: vec![0, 1] }), Err(RuleError::WolfDie));
    assert!(g.legal_actions(0).iter().all(|a| match a {
        Action::Reroll { dice } => !dice.contains(&0),
        _ => true,
    }));
    act(&mut g, Action::Stop).expect("stop");
    assert!(g.legal_actions(0).contains(&buy(Door, Straw, Place::New)), "the pair of doors buys");
}

#[test]
fn edge_must_buy_once_and_may_stop_after_one() {
    let mut g = game(2, Options::default());
    roll(&mut g, ["door", "door", "door", "window", "window"]);
    act(&mut g, Action::Stop).expect("stop");
    assert_eq!(act(&mut g, Action::EndTurn), Err(RuleError::MustBuy));
    act(&mut g, buy(Door, Straw, Place::New)).expect("buy");
    assert!(g.legal_actions(0).contains(&Action::EndTurn));
    let events = act(&mut g, Action::EndTurn).expect("end");
    assert!(passed(&events));
}

#[test]
fn wrong_player_wrong_phase_bad_dice_and_no_rolls_left_change_nothing() {
    let mut g = game(2, Options::default());
    let before = g.clone();
    assert_eq!(g.apply(1, &Action::Roll, &mut script(&["door"; 5])), Err(RuleError::NotYourTurn));
    assert_eq!(act(&mut g, Action::Stop), Err(RuleError::WrongPhase));
    assert_eq!(g, before);
    assert!(g.legal_actions(1).is_empty());
    roll(&mut g, ["door", "window", "roof", "door", "window"]);
    let before = g.clone();
    for dice in [vec![], vec![5], vec![1, 1]] {
        assert_eq!(act(&mut g, Action::Reroll { dice }), Err(RuleError::BadDice));
    }
    // A script that runs dry mid-roll changes nothing either.
    assert_eq!(
        g.apply(0, &Action::Reroll { dice: vec![0, 1] }, &mut script(&["door"])).map_err(|e| e.code()),
        Err("script_exhausted")
    );
    assert_eq!(g, before);
    // A face the die does not have is refused.
    let mut g = game(2, Options::default());
    let refused = g.apply(0, &Action::Roll, &mut script(&["door", "door", "door", "wolf", "door"]));
    assert_eq!(refused.map_err(|e| e.code()), Err("bad_script_outcome"));
}

#[test]
fn no_rolls_left_after_the_third_roll() {
    let mut g = game(2, Options::default());
    roll(&mut g, ["door", "window", "roof", "door", "window"]);
    g.apply(0, &Action::Reroll { dice: vec![2] }, &mut script(&["roof"])).expect("2nd");
    g.apply(0, &Action::Reroll { dice: vec![2] }, &mut script(&["window"])).expect("3rd");
    assert_eq!(g.turn.phase, Phase::Buying, "after three rolls the player buys");
    assert_eq!(act(&mut g, Action::Reroll { dice: vec![0] }), Err(RuleError::NoRollsLeft));
}
