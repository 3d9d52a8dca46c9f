//! The clans' powers (issue 32, L786–839): scenario tests named by the book's lines. Each power
//! works once a round (L788) and never in round 1 (L381), only in full games with the
//! `clan_powers` option; a table saved before the option plays without them.

use oink::games::rng::Script;
use oink::games::space_pigs::{Action, Event, Game, Hex, Options, Phase, Power, RuleSet, Troops};

use super::space_pigs_full::{hex, ok, put, rolled, three};

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

/// 1A with every seat drawing from an empty hand; troops 3/2/1 keep 1C free of dice, and the
/// d8 of 1E brings no AI pigs.
fn draw(game: &mut Game) -> Vec<Event> {
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
/// first combat round rolls `dice` (defender first).
fn battle(round: u32, powers: bool, attacker: usize, defender: usize, dice: &[&str]) -> (Game, Vec<Event>) {
    let mut game = game_in(round, powers);
    let at: Hex = hex(0, -1);
    put(&mut game, at, defender, 3, 0);
    put(&mut game, at, attacker, 3, 0);
    game.phase = Phase::Travel { player: 2, trips: 0, after: None };
    let events = rolled(&mut game, 2, Action::Done, dice);
    (game, events)
}

fn on(game: &Game, player: usize) -> Troops {
    game.on_board(player)
}

#[test]
fn l813_phacocherus_wins_ties_in_his_battles() {
    // Defending: the tie costs the attacker a piglet.
    let (mut game, events) = battle(2, true, 1, 0, &["d6:3", "d6:3"]);
    assert_eq!(used(&events), vec![(0, Power::WinsTies)], "{events:?}");
    assert_eq!((on(&game, 0), on(&game, 1)), (Troops::new(3, 0), Troops::new(2, 0)));
    // Once a round (L788): the next tie costs nothing.
    ok(&mut game, 0, Action::Fight);
    let events =
        game.apply(1, &Action::Fight, &mut Script::new(vec!["d6:4".into(), "d6:4".into()])).expect("fight");
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
