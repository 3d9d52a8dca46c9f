//! The clans' powers (issue 32, L786–839): scenario tests named by the book's lines. Each power
//! works once a round (L788) and never in round 1 (L381), only in full games with the
//! `clan_powers` option; a table saved before the option plays without them.

use oink::games::rng::Script;
use oink::games::space_pigs::{
    Action, Card, Clan, Event, Game, Hex, HexKind, Legal, Options, Phase, Power, PowerUse, RuleError,
    RuleSet, Troops,
};

use super::space_pigs_full::{act, election, give, hex, ok, open_election, put, rolled, scenario, three};

/// The scenario game of `space_pigs_full` (seats: Phacocherus, Scrofa, Porcus; turn order
/// 0, 1, 2) in `round`, with or without the powers.
fn game_in(round: u32, powers: bool) -> Game {
    let mut game = three();
    game.round = round;
    game.options.clan_powers = powers;
    game
}

fn used(events: &[Event]) -> Vec<(usize, Power)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::PowerUsed { player, power } => Some((*player, *power)),
            _ => None,
        })
        .collect()
}

/// 1A with every seat holding one card (so that the draw asks it); troops 3/2/1 keep 1C free
/// of dice, and the d8 of 1E brings no AI pigs.
fn draw(game: &mut Game) -> Vec<Event> {
    for player in 0..3 {
        let card = game.deck.pop().expect("a card");
        game.players[player].hand.push(card);
    }
    put(game, hex(-1, 0), 0, 3, 0);
    put(game, hex(0, 1), 1, 2, 0);
    put(game, hex(2, -1), 2, 1, 0);
    game.phase = Phase::Draw { discards: vec![None; 3] };
    let mut events = Vec::new();
    for player in 0..3 {
        let dice: &[&str] = if player == 2 { &["d8:1"] } else { &[] };
        events.extend(rolled(game, player, Action::Draw { discard: Vec::new() }, dice));
    }
    events
}

#[test]
fn l794_porcus_holds_eight_cards_from_round_two() {
    let mut game = game_in(2, true);
    let events = draw(&mut game);
    assert_eq!(game.players[2].hand.len(), 8, "Porcus draws up to 8");
    assert_eq!(game.players[0].hand.len(), 6, "the others up to 6");
    assert_eq!(used(&events), vec![(2, Power::BigHand)]);
    assert_eq!(game.players[2].powers, vec![Power::BigHand], "the board shows the use");
    // L381: not in round 1; without the option not at all.
    for mut game in [game_in(1, true), game_in(2, false)] {
        let events = draw(&mut game);
        assert_eq!(game.players[2].hand.len(), 6);
        assert!(used(&events).is_empty(), "{events:?}");
    }
}

/// The last seat ends its reorganisation in `game.round`: production, 4B, the election.
fn governors(mut game: Game) -> (Game, Vec<Event>) {
    // Porcus holds a double red planet, Phacocherus a red one.
    put(&mut game, hex(1, -1), 2, 2, 0);
    put(&mut game, hex(0, -1), 0, 2, 0);
    game.phase = Phase::Reorganise { player: 2 };
    let events = ok(&mut game, 2, Action::Done);
    (game, events)
}

#[test]
fn l796_porcus_gets_one_governor_more_each_round() {
    let (plain, _) = governors(game_in(2, false));
    let (game, events) = governors(game_in(2, true));
    assert_eq!(game.players[2].governors, plain.players[2].governors + 1);
    assert_eq!(game.players[0].governors, plain.players[0].governors, "only Porcus");
    assert_eq!(used(&events), vec![(2, Power::ExtraGovernor)]);
    // The board's governors (4B's event) count the extra one.
    let shown = events.iter().find_map(|e| match e {
        Event::Governors { governors } => Some(governors.clone()),
        _ => None,
    });
    assert_eq!(shown, Some(game.players.iter().map(|p| p.governors).collect()));
    let (first, events) = governors(game_in(1, true));
    assert_eq!(first.players[2].governors, plain.players[2].governors, "not in round 1 (L381)");
    assert!(used(&events).is_empty());
}

/// Scrofa (seat 1) attacks Phacocherus (seat 0) on [0,-1], three piglets each, no cards; the
/// first combat round rolls `dice` (defender first). Each side has a hex next door, so the
/// battle asks both whether they stay after each round.
fn battle(round: u32, powers: bool, attacker: usize, defender: usize, dice: &[&str]) -> (Game, Vec<Event>) {
    let mut game = game_in(round, powers);
    let at: Hex = hex(0, -1);
    put(&mut game, at, defender, 3, 0);
    put(&mut game, at, attacker, 3, 0);
    let next: Vec<Hex> = game.neighbours(game.cell(at).expect("hex")).map(|i| game.galaxy[i].at).collect();
    put(&mut game, next[0], defender, 1, 0);
    put(&mut game, next[1], attacker, 1, 0);
    game.phase = Phase::Travel { player: 2, trips: 0, after: None };
    let events = rolled(&mut game, 2, Action::Done, dice);
    (game, events)
}

/// `player`'s troops on the battle's hex.
fn on(game: &Game, player: usize) -> Troops {
    game.cell(hex(0, -1)).and_then(|i| game.group(i, player)).map(|g| g.troops).unwrap_or_default()
}

#[test]
fn l813_phacocherus_wins_ties_in_his_battles() {
    // Defending: the tie costs the attacker a piglet.
    let (mut game, events) = battle(2, true, 1, 0, &["d6:3", "d6:3"]);
    assert_eq!(used(&events), vec![(0, Power::WinsTies)], "{events:?}");
    assert_eq!((on(&game, 0), on(&game, 1)), (Troops::new(3, 0), Troops::new(2, 0)));
    // Once a round (L788): the next tie costs nothing.
    ok(&mut game, 0, Action::Fight);
    // 3 + 2 others against 4 + 1 other: a tie again.
    let events =
        game.apply(1, &Action::Fight, &mut Script::new(vec!["d6:3".into(), "d6:4".into()])).expect("fight");
    assert!(used(&events).is_empty(), "{events:?}");
    assert_eq!((on(&game, 0), on(&game, 1)), (Troops::new(3, 0), Troops::new(2, 0)));
    // Attacking works the same.
    let (game, events) = battle(2, true, 0, 1, &["d6:3", "d6:3"]);
    assert_eq!(used(&events), vec![(0, Power::WinsTies)]);
    assert_eq!((on(&game, 0), on(&game, 1)), (Troops::new(3, 0), Troops::new(2, 0)));
    // Not in round 1, not without the option, and not in other clans' battles.
    for (round, powers, attacker, defender) in [(1, true, 1, 0), (2, false, 1, 0), (2, true, 1, 2)] {
        let (game, events) = battle(round, powers, attacker, defender, &["d6:3", "d6:3"]);
        assert!(used(&events).is_empty(), "{events:?}");
        assert_eq!(on(&game, attacker), Troops::new(3, 0));
        assert_eq!(on(&game, defender), Troops::new(3, 0));
    }
}

#[test]
fn clan_powers_are_off_in_old_records_and_quick_start() {
    // A saved table or record from before the option: no `clan_powers` field, no powers.
    let old: Options =
        serde_json::from_str(r#"{"rules":"full","auto_board":true,"max_rounds":null,"readings":3}"#)
            .expect("old options");
    assert!(!old.clan_powers);
    assert!(Options::default().clan_powers, "new tables have them");
    let mut game = game_in(2, true);
    game.options.rules = RuleSet::QuickStart;
    assert!(!game.powers_work(), "the quick start has no powers");
}

/// A full game of Hylocherus, Babiroussa and Pecari Banzai (seats 0, 1, 2; turn order 0, 1,
/// 2) in round 2 with the powers.
fn others() -> Game {
    let mut game = scenario(&[Clan::Hylocherus, Clan::Babiroussa, Clan::PecariBanzai]);
    game.round = 2;
    game
}

fn power(game: &mut Game, player: usize, used: PowerUse, dice: &[&str]) -> Vec<Event> {
    rolled(game, player, Action::Power(used), dice)
}

/// `player` travels with `trips` trips left.
fn travelling(game: &mut Game, player: usize, trips: u8) {
    game.phase = Phase::Travel { player, trips, after: None };
}

/// A planet (not an asteroid) of the galaxy, with a neighbour.
fn planet(game: &Game) -> (Hex, Hex) {
    let index = (0..game.galaxy.len())
        .find(|&i| game.galaxy[i].tile.hex != HexKind::Asteroid && game.groups[i].is_empty())
        .expect("a free planet");
    let next = game.neighbours(index).find(|&n| game.groups[n].is_empty()).expect("a free neighbour");
    (game.galaxy[index].at, game.galaxy[next].at)
}

fn uses(game: &Game, player: usize) -> Vec<Action> {
    game.legal_actions(player)
        .into_iter()
        .filter_map(|l| match l {
            Legal::Exactly(a @ Action::Power(_)) => Some(a),
            _ => None,
        })
        .collect()
}

#[test]
fn l788_each_power_once_a_round_never_in_round_one_and_forged_uses_change_nothing() {
    let mut game = others();
    let (at, next) = planet(&game);
    put(&mut game, at, 1, 2, 0);
    put(&mut game, next, 0, 1, 0);
    travelling(&mut game, 0, 2);
    let famine = PowerUse::Famine { at };
    assert!(uses(&game, 0).contains(&Action::Power(famine.clone())));
    // Another clan's power, a power of another moment, a hex without troops: refused, nothing changes.
    for forged in [
        PowerUse::ExtraTrip,
        PowerUse::Forbid { target: 1, at },
        PowerUse::KillGovernors { target: 1 },
        PowerUse::Famine { at: hex(9, 9) },
    ] {
        let before = game.clone();
        assert_eq!(act(&mut game, 0, Action::Power(forged)), Err(RuleError::Power));
        assert_eq!(game, before);
    }
    power(&mut game, 0, famine.clone(), &["d6:1", "d6:1"]);
    assert_eq!(game.players[0].powers, vec![Power::Famine]);
    assert_eq!(act(&mut game, 0, Action::Power(famine.clone())), Err(RuleError::Power), "once a round");
    let mut first = others();
    first.round = 1;
    put(&mut first, at, 1, 2, 0);
    travelling(&mut first, 0, 2);
    assert!(uses(&first, 0).is_empty(), "no power in round 1 (L381)");
    let mut off = others();
    off.options.clan_powers = false;
    put(&mut off, at, 1, 2, 0);
    travelling(&mut off, 0, 2);
    assert!(uses(&off, 0).is_empty(), "not without the option");
    // A use is a record's action like any other.
    let text = serde_json::to_string(&Action::Power(famine.clone())).expect("json");
    assert_eq!(text, format!(r#"{{"do":"power","power":"famine","at":[{},{}]}}"#, at.q, at.r));
    assert_eq!(serde_json::from_str::<Action>(&text).ok(), Some(Action::Power(famine)));
}

#[test]
fn l795_porcus_bars_a_candidacy_but_not_the_same_player_two_rounds_running() {
    let mut game = game_in(2, true);
    open_election(&mut game, 0, &[1, 1, 1]);
    let block = |target| Action::Power(PowerUse::BlockCandidate { target });
    assert_eq!(uses(&game, 2), vec![block(0), block(1)]);
    assert!(uses(&game, 0).iter().all(|a| !matches!(a, Action::Power(PowerUse::BlockCandidate { .. }))));
    let events = ok(&mut game, 2, block(1));
    assert!(events.contains(&Event::CandidacyBlocked { player: 2, target: 1 }));
    assert_eq!(election(&game).standing[1], Some(false), "Scrofa does not stand");
    assert!(!game.waiting_for().contains(&1), "and is not asked");
    assert_eq!(act(&mut game, 2, block(0)), Err(RuleError::Power), "once a round");
    // The next round, the same player may not be blocked again; another may.
    let mut next = game_in(3, true);
    next.blocked = game.blocked;
    open_election(&mut next, 0, &[1, 1, 1]);
    assert_eq!(uses(&next, 2), vec![block(0)]);
}

#[test]
fn l802_hylocherus_takes_a_random_card_from_a_hand_unseen() {
    let mut game = others();
    give(&mut game, 2, &[Card::Rakete, Card::Transporter]);
    travelling(&mut game, 0, 2);
    let events = power(&mut game, 0, PowerUse::Steal { from: 2 }, &["steal:2"]);
    assert!(events.contains(&Event::Stole { player: 0, from: 2 }));
    assert_eq!(game.players[0].hand, vec![Card::Transporter], "the second card, by the draw");
    assert_eq!(game.players[2].hand, vec![Card::Rakete]);
    // Nobody with an empty hand to steal from.
    assert!(!uses(&game, 0).iter().any(|a| matches!(a, Action::Power(PowerUse::Steal { from: 1 }))));
}

#[test]
fn l803_a_famine_kills_piglets_on_five_or_six_and_big_gruiks_on_six_of_every_clan_there() {
    let mut game = others();
    let (at, _) = planet(&game);
    put(&mut game, at, 1, 3, 1);
    put(&mut game, at, 0, 1, 1);
    travelling(&mut game, 0, 2);
    // Babiroussa's pieces first (piglets, then the Big Gruik), then Hylocherus's own.
    let events =
        power(&mut game, 0, PowerUse::Famine { at }, &["d6:5", "d6:6", "d6:4", "d6:5", "d6:2", "d6:6"]);
    assert_eq!(game.on_board(1), Troops::new(1, 1), "two piglets starve, the Big Gruik rolled 5 and lives");
    assert_eq!(game.on_board(0), Troops::new(1, 0), "his own Big Gruik rolled 6");
    let dead = vec![(1, Troops::new(2, 0)), (0, Troops::new(0, 1))];
    assert!(events.iter().any(|e| matches!(e, Event::Famine { dead: d, .. } if *d == dead)), "{events:?}");
    assert_eq!(game.players[1].lost, Troops::new(2, 0));
    // Asteroids have no acorns to go hungry for.
    let asteroid =
        game.galaxy.iter().find(|c| c.tile.hex == HexKind::Asteroid).map(|c| c.at).expect("asteroid");
    let mut other = others();
    put(&mut other, asteroid, 1, 1, 0);
    travelling(&mut other, 0, 2);
    assert!(!uses(&other, 0).contains(&Action::Power(PowerUse::Famine { at: asteroid })));
}

/// Babiroussa (seat 1) lands on Hylocherus (seat 0) at `at` and the battle asks for cards.
fn battle_of_others(game: &mut Game, at: Hex, home: Hex) -> Result<Vec<Event>, RuleError> {
    put(game, at, 0, 2, 0);
    put(game, home, 0, 1, 0);
    put(game, at, 1, 3, 0);
    game.phase = Phase::Travel { player: 2, trips: 0, after: None };
    act(game, 2, Action::Done)
}

#[test]
fn l807_hylocherus_flees_before_the_first_combat_round() {
    let mut game = others();
    let (at, home) = planet(&game);
    let started = battle_of_others(&mut game, at, home);
    assert!(started.is_ok(), "{started:?}: {:?}", game.phase);
    // He holds no battle card, but the battle asks him: he may flee.
    assert_eq!(game.waiting_for(), vec![0]);
    assert!(game.legal_actions(0).contains(&Legal::Exactly(Action::Retreat { to: home })));
    let events = ok(&mut game, 0, Action::Retreat { to: home });
    assert!(events.contains(&Event::PowerUsed { player: 0, power: Power::Flee }));
    assert!(!events.iter().any(|e| matches!(e, Event::CombatRound { .. })), "no combat round");
    assert_eq!(game.on_board(0), Troops::new(3, 0), "all of them at home");
    let index = game.cell(at).expect("hex");
    assert_eq!(game.holder(index), Some(oink::games::space_pigs::Owner::Clan(1)));
    // Without the power (round 1) he is not asked before the cards: the battle is fought at
    // once, and rolls dice (none are scripted here).
    let mut first = others();
    first.round = 1;
    let fought = battle_of_others(&mut first, at, home);
    assert!(matches!(fought, Err(RuleError::Random(_))), "{fought:?}");
}

#[test]
fn l814_phacocherus_kills_governors_by_a_die_while_candidacies_are_open() {
    for (die, killed) in [("d6:1", 0), ("d6:3", 1), ("d6:4", 2)] {
        let mut game = game_in(2, true);
        open_election(&mut game, 0, &[1, 3, 2]);
        let events = rolled(&mut game, 0, Action::Power(PowerUse::KillGovernors { target: 1 }), &[die]);
        assert!(events.iter().any(|e| matches!(e, Event::GovernorsKilled { killed: k, .. } if *k == killed)));
        assert_eq!(election(&game).governors[1], 3 - killed);
        assert_eq!(game.players[1].governors, 3 - killed);
    }
    // Once he answered his own candidacy, his chance has passed.
    let mut game = game_in(2, true);
    open_election(&mut game, 0, &[1, 3, 2]);
    ok(&mut game, 0, Action::Candidacy { stand: true });
    assert!(uses(&game, 0).is_empty());
}

#[test]
fn l815_a_piece_that_just_travelled_moves_one_hex_more_and_may_attack() {
    let mut game = game_in(2, true);
    let (at, next) = planet(&game);
    let start =
        game.neighbours(game.cell(at).expect("hex")).find(|&i| game.galaxy[i].at != next).expect("start");
    let start = game.galaxy[start].at;
    put(&mut game, start, 0, 2, 0);
    put(&mut game, next, 1, 1, 0);
    travelling(&mut game, 0, 1);
    assert!(
        !uses(&game, 0).iter().any(|a| matches!(a, Action::Power(PowerUse::Dash { .. }))),
        "nothing moved yet"
    );
    ok(
        &mut game,
        0,
        Action::Trip { from: start, to: at, piglets: 2, gruiks: 0, card: None, drops: Vec::new() },
    );
    // No trip left, but the dash is still his to use.
    assert!(matches!(game.phase, Phase::Travel { player: 0, trips: 0, .. }));
    let events = ok(&mut game, 0, Action::Power(PowerUse::Dash { from: at, to: next, gruik: false }));
    assert!(events.iter().any(|e| matches!(e, Event::Arrived { at: a, attack: true, .. } if *a == next)));
    let index = game.cell(next).expect("hex");
    assert_eq!(game.group(index, 0).map(|g| g.troops), Some(Troops::new(1, 0)), "one piece attacks");
}

#[test]
fn l821_babiroussa_converts_piglets_on_five_or_six_and_never_big_gruiks() {
    let mut game = others();
    let (at, home) = planet(&game);
    put(&mut game, at, 2, 3, 1);
    put(&mut game, home, 1, 1, 0);
    travelling(&mut game, 1, 2);
    // Tries at most the piglets there (the Big Gruik is immune).
    let most = uses(&game, 1)
        .iter()
        .filter_map(|a| match a {
            Action::Power(PowerUse::Convert { target: 2, piglets, .. }) => Some(*piglets),
            _ => None,
        })
        .max();
    assert_eq!(most, Some(3));
    let supply = game.players[1].supply;
    let events = power(
        &mut game,
        1,
        PowerUse::Convert { at, target: 2, piglets: 3, to: home },
        &["d6:5", "d6:4", "d6:6"],
    );
    assert!(events.iter().any(|e| matches!(e, Event::Converted { converted: 2, .. })), "{events:?}");
    assert_eq!(game.on_board(2), Troops::new(1, 1));
    assert_eq!(game.group(game.cell(home).expect("hex"), 1).map(|g| g.troops), Some(Troops::new(3, 0)));
    assert_eq!(game.players[1].supply.piglets, supply.piglets - 2, "the converts come from his supply");
}

#[test]
fn l822_babiroussa_bars_a_player_from_landing_on_a_hex() {
    let mut game = others();
    let (at, next) = planet(&game);
    put(&mut game, next, 2, 2, 0);
    travelling(&mut game, 1, 2);
    let events = ok(&mut game, 1, Action::Power(PowerUse::Forbid { target: 2, at }));
    assert!(events.contains(&Event::LandingForbidden { player: 1, target: 2, at }));
    travelling(&mut game, 2, 2);
    let trip = Action::Trip { from: next, to: at, piglets: 1, gruiks: 0, card: None, drops: Vec::new() };
    assert_eq!(act(&mut game, 2, trip), Err(RuleError::Feast));
    assert!(game.view(0).feasts.iter().any(|f| f.power && f.player == 2 && f.at == at), "the board says so");
}

#[test]
fn l823_babiroussa_takes_back_a_piglet_killed_in_battle_this_round_while_reorganising() {
    let mut game = others();
    let (at, home) = planet(&game);
    put(&mut game, at, 0, 1, 0);
    put(&mut game, at, 1, 2, 0);
    put(&mut game, home, 1, 1, 0);
    game.phase = Phase::Travel { player: 2, trips: 0, after: None };
    // Hylocherus holds no card and has no hex to flee to: the battle is fought; Babiroussa
    // loses the first round, then wins.
    rolled(&mut game, 2, Action::Done, &["d6:6", "d6:1"]);
    // He may retreat home, so the battle asks him; Hylocherus has nowhere to go.
    let events = rolled(&mut game, 1, Action::Fight, &["d6:1", "d6:6"]);
    assert!(events.iter().any(|e| matches!(e, Event::BattleEnded { holder: Some(1), .. })), "{events:?}");
    assert_eq!(game.players[1].fallen, 1);
    assert!(matches!(game.phase, Phase::Reorganise { .. }), "{:?}", game.phase);
    while let Phase::Reorganise { player } = game.phase {
        if player == 1 {
            break;
        }
        ok(&mut game, player, Action::Done);
    }
    let back = Action::Power(PowerUse::TakeBack { at: home });
    assert!(uses(&game, 1).contains(&back));
    ok(&mut game, 1, back);
    assert_eq!(game.group(game.cell(home).expect("hex"), 1).map(|g| g.troops), Some(Troops::new(2, 0)));
    assert_eq!(game.players[1].fallen, 0);
    assert!(uses(&game, 1).is_empty(), "one piglet, once a round");
}

#[test]
fn l829_scrofa_swaps_two_neighbouring_hexes_with_the_troops_on_them() {
    let mut game = game_in(2, true);
    let (a, b) = planet(&game);
    put(&mut game, a, 0, 2, 0);
    put(&mut game, b, 2, 1, 1);
    travelling(&mut game, 1, 2);
    let (i, j) = (game.cell(a).expect("a"), game.cell(b).expect("b"));
    let (tile_a, tile_b) = (game.galaxy[i].tile, game.galaxy[j].tile);
    let far = game.galaxy.iter().map(|c| c.at).find(|&h| h != a && h.distance(a) > 1).expect("far");
    assert_eq!(act(&mut game, 1, Action::Power(PowerUse::SwapPlanets { a, b: far })), Err(RuleError::Power));
    let (a, b) = if i < j { (a, b) } else { (b, a) };
    let events = ok(&mut game, 1, Action::Power(PowerUse::SwapPlanets { a, b }));
    assert!(events.contains(&Event::PlanetsSwapped { player: 1, a, b }));
    assert_eq!((game.galaxy[i].tile, game.galaxy[j].tile), (tile_b, tile_a));
    assert_eq!(game.groups[i][0].player, 2, "the troops went with their hex");
    assert_eq!(game.groups[j][0].player, 0);
}

#[test]
fn l830_scrofa_takes_one_trip_more() {
    let mut game = game_in(2, true);
    let (a, b) = planet(&game);
    put(&mut game, a, 1, 2, 0);
    travelling(&mut game, 1, 1);
    ok(&mut game, 1, Action::Power(PowerUse::ExtraTrip));
    assert!(matches!(game.phase, Phase::Travel { player: 1, trips: 2, .. }));
    ok(&mut game, 1, Action::Trip { from: a, to: b, piglets: 1, gruiks: 0, card: None, drops: Vec::new() });
    assert!(matches!(game.phase, Phase::Travel { player: 1, trips: 1, .. }));
}

#[test]
fn l831_scrofa_reorganises_to_an_own_hex_at_any_distance_once_a_round() {
    let mut game = game_in(2, true);
    let hexes: Vec<Hex> = game.galaxy.iter().map(|c| c.at).collect();
    let a = hexes[0];
    let far: Vec<Hex> = hexes.iter().copied().filter(|h| h.distance(a) > 1).take(2).collect();
    put(&mut game, a, 1, 3, 0);
    put(&mut game, far[0], 1, 1, 0);
    put(&mut game, far[1], 1, 1, 0);
    game.phase = Phase::Reorganise { player: 1 };
    let events = ok(&mut game, 1, Action::Reorganise { from: a, to: far[0], piglets: 1, gruiks: 0 });
    assert!(events.contains(&Event::PowerUsed { player: 1, power: Power::FarReorganise }));
    let again = Action::Reorganise { from: a, to: far[1], piglets: 1, gruiks: 0 };
    assert_eq!(act(&mut game, 1, again), Err(RuleError::TooFar), "once a round");
    // Porcus has no such power.
    let mut porcus = game_in(2, true);
    put(&mut porcus, a, 2, 3, 0);
    put(&mut porcus, far[0], 2, 1, 0);
    porcus.phase = Phase::Reorganise { player: 2 };
    let far_move = Action::Reorganise { from: a, to: far[0], piglets: 1, gruiks: 0 };
    assert_eq!(act(&mut porcus, 2, far_move), Err(RuleError::TooFar));
}

#[test]
fn l838_pecari_tunes_the_tech_total_before_the_cards_are_shown() {
    // Pecari (seat 2) attacks Hylocherus (seat 0); an Eichelbombe (tech 3) and a Grunzkanone
    // (tech 2) make 5, one more reaches the annihilation threshold of 6.
    let mut game = others();
    let (at, _) = planet(&game);
    put(&mut game, at, 0, 2, 0);
    put(&mut game, at, 2, 2, 0);
    give(&mut game, 0, &[Card::Eichelbombe]);
    give(&mut game, 2, &[Card::Grunzkanone]);
    game.phase = Phase::Travel { player: 2, trips: 0, after: None };
    ok(&mut game, 2, Action::Done);
    ok(&mut game, 0, Action::BattleCards { cards: vec![Card::Eichelbombe] });
    let events = ok(&mut game, 2, Action::Power(PowerUse::Tune { up: true }));
    assert!(events.contains(&Event::TechTuned { player: 2, up: true }));
    let events = ok(&mut game, 2, Action::BattleCards { cards: vec![Card::Grunzkanone] });
    assert!(events.iter().any(|e| matches!(e, Event::CardsRevealed { tech: 6, .. })), "{events:?}");
    assert!(events.iter().any(|e| matches!(e, Event::Annihilated { .. })), "{events:?}");
}

#[test]
fn l839_pecari_takes_a_free_transporter_trip_that_does_not_count() {
    let mut game = others();
    let hexes: Vec<Hex> = game.galaxy.iter().map(|c| c.at).collect();
    let (a, b) = hexes
        .iter()
        .flat_map(|&a| hexes.iter().map(move |&b| (a, b)))
        .find(|(a, b)| a.distance(*b) == 3)
        .expect("two hexes three apart");
    put(&mut game, a, 2, 2, 0);
    travelling(&mut game, 2, 1);
    let events =
        ok(&mut game, 2, Action::Power(PowerUse::Transport { from: a, to: b, piglets: 1, gruiks: 0 }));
    assert!(events.contains(&Event::PowerUsed { player: 2, power: Power::Transport }));
    assert!(matches!(game.phase, Phase::Travel { player: 2, trips: 1, .. }), "the trip did not count");
    let four = game.galaxy.iter().map(|c| c.at).find(|h| h.distance(a) == 4);
    if let Some(four) = four {
        let mut other = others();
        put(&mut other, a, 2, 2, 0);
        travelling(&mut other, 2, 1);
        let too_far = PowerUse::Transport { from: a, to: four, piglets: 1, gruiks: 0 };
        assert_eq!(act(&mut other, 2, Action::Power(too_far)), Err(RuleError::Power));
    }
}

/// Pecari Banzai (seat 2) lands three piglets on two of Hylocherus's (seat 0) on a hex with
/// no other hex of Hylocherus around (Pecari has one next door, so the battle asks him whether
/// he stays); Pecari lays no cards, and combat round 1 rolls `dice`.
fn pecari_attacks(dice: &[&str]) -> (Game, Vec<Event>) {
    let mut game = others();
    let (at, next) = planet(&game);
    put(&mut game, at, 0, 2, 0);
    put(&mut game, at, 2, 3, 0);
    put(&mut game, next, 2, 1, 0);
    game.phase = Phase::Travel { player: 2, trips: 0, after: None };
    ok(&mut game, 2, Action::Done);
    // His power to tune the tech makes the battle ask him for cards though he holds none.
    assert_eq!(game.waiting_for(), vec![2]);
    let events = rolled(&mut game, 2, Action::BattleCards { cards: Vec::new() }, dice);
    (game, events)
}

#[test]
fn l837_pecari_rolls_his_combat_die_again_when_the_round_went_against_him() {
    // 6 + 1 against 1 + 2: the round went against him, the battle waits for him.
    let (mut game, events) = pecari_attacks(&["d6:6", "d6:1"]);
    assert!(
        events.iter().any(|e| matches!(e, Event::DiceRolled { power: [7, 3], player: 2, .. })),
        "{events:?}"
    );
    assert_eq!(game.waiting_for(), vec![2]);
    assert!(uses(&game, 2).contains(&Action::Power(PowerUse::Reroll)));
    assert_eq!(act(&mut game, 2, Action::Fight), Err(RuleError::WrongPhase), "keep or roll first");
    let mut kept = game.clone();
    // Rolling again: a 6 makes 8 against 7, the defender loses a piglet.
    let events = rolled(&mut game, 2, Action::Power(PowerUse::Reroll), &["d6:6"]);
    assert!(
        events.iter().any(|e| matches!(e, Event::CombatRound { power: [7, 8], loser: Some(0), .. })),
        "{events:?}"
    );
    assert_eq!(game.on_board(0), Troops::new(1, 0));
    // Keeping them: the first roll counts.
    let events = ok(&mut kept, 2, Action::Done);
    assert!(events.iter().any(|e| matches!(e, Event::CombatRound { power: [7, 3], loser: Some(2), .. })));
    assert_eq!(kept.on_board(2), Troops::new(3, 0));
    // Once a round: the next losing round is counted at once.
    let events = rolled(&mut game, 2, Action::Fight, &["d6:6", "d6:1"]);
    assert!(!events.iter().any(|e| matches!(e, Event::DiceRolled { .. })), "{events:?}");
    // A round he wins does not wait.
    let (game, events) = pecari_attacks(&["d6:1", "d6:6"]);
    assert!(!events.iter().any(|e| matches!(e, Event::DiceRolled { .. })));
    assert!(game.players[2].powers.iter().all(|p| *p != Power::Reroll));
}
