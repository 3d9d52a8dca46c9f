//! The AI pigs of the full rules (issue 31): scenario tests named by the book's lines
//! (`../shared/seeds/space-schweine.de.txt`, L<n>) and the readings C1–C9 of
//! `docs/space-pigs.md`. The galaxy is the three-seat one of `space_pigs_full`; its asteroids
//! are [1,0], [0,-2], [1,1] and [0,2].

use oink::games::space_pigs::{
    Action, AiKind, AiStack, Arrival, Card, Data, Event, Game, HexKind, Legal, Options, Owner, Phase,
    RuleSet, Sequence, Troops,
};

use super::space_pigs_full::{act, give, hex, ok, put, rolled, three};

const ASTEROIDS: [(i8, i8); 4] = [(1, 0), (0, -2), (1, 1), (0, 2)];

/// Puts an AI stack on a hex, as if it had just landed.
fn stack(game: &mut Game, at: (i8, i8), kind: AiKind, count: u8) {
    let index = game.cell(hex(at.0, at.1)).expect("a laid hex");
    game.ai.resize(game.galaxy.len(), None);
    game.arrivals += 1;
    game.ai[index] = Some(AiStack { kind, count, arrived: game.arrivals });
}

/// Seat 0 places its last settler on [-1,0], which ends 1D and opens 1E with these dice.
fn to_arrival(game: &mut Game, dice: &[&str]) -> Vec<Event> {
    put(game, hex(-1, 0), 0, 1, 0);
    game.players[0].settlers = vec![1];
    game.phase = Phase::Reinforce { player: 0, left: 1, converted: false };
    rolled(game, 0, Action::Reinforce { at: hex(-1, 0), piglets: 1, gruik: false }, dice)
}

fn events_of<'a>(events: &'a [Event], wanted: impl Fn(&Event) -> bool + 'a) -> Vec<&'a Event> {
    events.iter().filter(|e| wanted(e)).collect()
}

#[test]
fn l446_the_first_player_rolls_in_round_one_and_pirates_come_by_a_d6() {
    let mut game = three();
    // L379: no King Pig in round 1, the first player rolls; d8 3 is pirates, d6 5 four of them.
    let events = to_arrival(&mut game, &["d8:3", "d6:5"]);
    assert!(events.contains(&Event::AiRolled { roller: 0, roll: 3, kind: Some(AiKind::Pirates), count: 4 }));
    let arrival = Arrival { kind: AiKind::Pirates, count: 4 };
    assert_eq!(game.phase, Phase::AiArrival { placer: 0, arrival: Some(arrival) });
    assert_eq!(game.waiting_for(), vec![0]);
    // L453: on free asteroids (no AI pigs yet): the four of them, in galaxy order.
    let places: Vec<Legal> =
        ASTEROIDS.iter().map(|&(q, r)| Legal::Exactly(Action::PlaceAi { at: hex(q, r) })).collect();
    let mut legal = game.legal_actions(0);
    legal.sort_by_key(|l| format!("{l:?}"));
    let mut expected = places.clone();
    expected.sort_by_key(|l| format!("{l:?}"));
    assert_eq!(legal, expected);
    assert_eq!(game.view(1).ai_arrival, Some(arrival));
    assert_eq!(
        act(&mut game, 0, Action::PlaceAi { at: hex(0, 0) }).map(|_| ()).unwrap_err().code(),
        "bad_ai_placement"
    );
    // The absent first player's fallback is the first hex that takes them.
    assert_eq!(game.king_pig_fallback(0), Some(Action::PlaceAi { at: game.ai_placements(arrival)[0] }));
    let events = ok(&mut game, 0, Action::PlaceAi { at: hex(1, 1) });
    assert!(events.contains(&Event::AiPlaced {
        by: 0,
        kind: AiKind::Pirates,
        count: 4,
        at: hex(1, 1),
        attack: false
    }));
    assert!(matches!(game.phase, Phase::Markers { .. }), "then 2A");
    let view = game.view(2);
    let on = view.hexes.iter().find(|h| h.cell.at == hex(1, 1)).expect("hex");
    assert_eq!(on.ai.map(|s| (s.kind, s.count)), Some((AiKind::Pirates, 4)));
    assert_eq!(on.holder, Some(Owner::Ai(AiKind::Pirates)));
}

#[test]
fn l446_one_or_two_on_the_d8_brings_no_ai_pigs() {
    let mut game = three();
    let events = to_arrival(&mut game, &["d8:2"]);
    assert!(events.contains(&Event::AiRolled { roller: 0, roll: 2, kind: None, count: 0 }));
    assert!(matches!(game.phase, Phase::Markers { .. }));
    assert!(game.ai.iter().all(Option::is_none));
}

#[test]
fn l455_kinds_never_mix_caps_hold_and_with_no_room_they_are_lost() {
    let mut game = three();
    stack(&mut game, (1, 0), AiKind::Pirates, 3);
    stack(&mut game, (0, -2), AiKind::PigEaters, 3);
    stack(&mut game, (1, 1), AiKind::Worm, 1);
    stack(&mut game, (0, 2), AiKind::Worm, 1);
    // A pig-eater: no free asteroid, and the only pack is full (3): lost (L461).
    let events = to_arrival(&mut game, &["d8:5"]);
    assert!(events.contains(&Event::AiLost { kind: AiKind::PigEaters, count: 1 }), "{events:?}");
    assert!(matches!(game.phase, Phase::Markers { .. }));
    // Two pirates: only the pirates on [1,0] have room (3 + 2 > 4 fails), none elsewhere.
    assert!(game.ai_placements(Arrival { kind: AiKind::Pirates, count: 2 }).is_empty());
    // One pirate joins them; with one hex only it lands at once (the placement is compulsory).
    assert_eq!(game.ai_placements(Arrival { kind: AiKind::Pirates, count: 1 }), vec![hex(1, 0)]);
    // A worm never joins a worm (one per asteroid).
    assert!(game.ai_placements(Arrival { kind: AiKind::Worm, count: 1 }).is_empty());
}

#[test]
fn l453_new_pirates_join_their_kind_on_a_planet() {
    let mut game = three();
    for (q, r) in ASTEROIDS {
        stack(&mut game, (q, r), AiKind::Worm, 1);
    }
    stack(&mut game, (2, -2), AiKind::Pirates, 2);
    let events = to_arrival(&mut game, &["d8:4", "d6:1"]);
    assert!(events.contains(&Event::AiPlaced {
        by: 0,
        kind: AiKind::Pirates,
        count: 2,
        at: hex(2, -2),
        attack: false
    }));
    assert_eq!(game.ai_at(game.cell(hex(2, -2)).expect("hex")).map(|s| s.count), Some(4));
}

#[test]
fn l461_ai_pigs_land_on_an_asteroid_held_by_pigs_pin_them_and_attack_first_in_3a() {
    let mut game = three();
    put(&mut game, hex(1, 0), 1, 3, 0);
    // Elsewhere seat 2, first in the turn order, waits to attack seat 0.
    put(&mut game, hex(0, 0), 0, 1, 0);
    put(&mut game, hex(0, 0), 2, 1, 0);
    game.order = vec![2, 1, 0];
    to_arrival(&mut game, &["d8:6"]);
    let events = ok(&mut game, 2, Action::PlaceAi { at: hex(1, 0) });
    assert!(events.contains(&Event::AiPlaced {
        by: 2,
        kind: AiKind::PigEaters,
        count: 1,
        at: hex(1, 0),
        attack: true
    }));
    // L567 „Diese Regel gilt auch bei der Ankunft von A.I.-Schweinen": one pig is pinned.
    let index = game.cell(hex(1, 0)).expect("hex");
    assert_eq!(game.group(index, 1).map(|g| g.pinned), Some(1));
    assert_eq!(game.owner(index), None, "AI pigs contest the hex");
    assert_eq!(game.holder(index), Some(Owner::Clan(1)));
    // 3A opens with the AI pigs' attack (C1); the eaters roll a d8, pigs a d6 + 2.
    game.phase = Phase::Travel { player: 0, trips: 0, after: None };
    let dice = ["d6:1", "d8:8", "d6:6", "d8:1", "d6:1", "d8:8", "d6:1", "d8:8", "d6:1", "d6:6"];
    let events = rolled(&mut game, 0, Action::Done, &dice);
    let first = events
        .iter()
        .position(|e| matches!(e, Event::AiBattleStarted { .. } | Event::BattleStarted { .. }))
        .expect("a battle");
    assert_eq!(
        events[first],
        Event::AiBattleStarted { at: hex(1, 0), clan: 1, kind: AiKind::PigEaters, ai_attacks: true }
    );
    // L499 (C5): each pig killed brings one more eater, at once; they lose one on 8 against 1.
    let grown: Vec<&Event> = events_of(&events, |e| matches!(e, Event::EaterGrew { .. }));
    assert_eq!(
        grown,
        vec![
            &Event::EaterGrew { at: hex(1, 0), count: 2 },
            &Event::EaterGrew { at: hex(1, 0), count: 2 },
            &Event::EaterGrew { at: hex(1, 0), count: 3 },
        ]
    );
    assert!(events.contains(&Event::AiCombatRound {
        at: hex(1, 0),
        round: 1,
        sides: [vec![6], vec![8]],
        dice: [vec![1], vec![8]],
        power: [3, 8],
        loser: Some(Owner::Clan(1)),
        lost_gruik: false,
    }));
    assert!(
        events.contains(&Event::AiBattleEnded { at: hex(1, 0), holder: Some(Owner::Ai(AiKind::PigEaters)) })
    );
    assert!(events.contains(&Event::BattleStarted { at: hex(0, 0), defender: 0, attacker: 2 }));
}

/// Round 2 with seat 0 King Pig, at the end of 3B (seat 2 reorganises last).
fn before_3c(game: &mut Game) {
    game.round = 2;
    game.king = Some(0);
    game.phase = Phase::Reorganise { player: 2 };
}

#[test]
fn l517_the_worm_eats_an_empty_planet_the_third_ends_all_worms() {
    let mut game = three();
    put(&mut game, hex(-1, 0), 2, 2, 0);
    stack(&mut game, (1, 0), AiKind::Worm, 1);
    stack(&mut game, (0, 2), AiKind::Worm, 1);
    // Two planets were eaten already.
    for at in [hex(2, -2), hex(1, -2)] {
        let index = game.cell(at).expect("hex");
        game.eaten.push(oink::games::space_pigs::Eaten { at, was: game.galaxy[index].tile.hex, round: 1 });
        game.galaxy[index].tile.hex = HexKind::Asteroid;
    }
    before_3c(&mut game);
    ok(&mut game, 2, Action::Done);
    assert_eq!(game.phase, Phase::AiMoves { king: 0, announced: None });
    ok(&mut game, 0, Action::AnnounceAi { at: hex(1, 0) });
    // C6: one step, planets only (not the asteroid [1,1]).
    let mut targets: Vec<Action> = game
        .legal_actions(0)
        .into_iter()
        .filter_map(|l| match l {
            Legal::Exactly(action) => Some(action),
            Legal::Choice(_) => None,
        })
        .collect();
    targets.sort_by_key(|a| format!("{a:?}"));
    let mut expected: Vec<Action> = [(0, 0), (1, -1), (2, -1), (2, 0), (0, 1)]
        .iter()
        .map(|&(q, r)| Action::MoveAi { to: hex(q, r) })
        .collect();
    expected.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(targets, expected);
    let events = ok(&mut game, 0, Action::MoveAi { to: hex(2, -1) });
    assert!(events.contains(&Event::PlanetEaten { at: hex(2, -1), was: HexKind::Blue, eaten: 3, most: 3 }));
    let index = game.cell(hex(2, -1)).expect("hex");
    assert_eq!(game.galaxy[index].tile.hex, HexKind::Asteroid);
    // The worm is gone, and so is the other one: no planet may be eaten any more.
    assert!(game.ai.iter().all(Option::is_none));
    assert!(events.iter().any(|e| matches!(e, Event::Produced { .. })), "then 4A");
    // After the third planet, 7–8 on the d8 brings nothing.
    let mut next = three();
    next.eaten = game.eaten.clone();
    let events = to_arrival(&mut next, &["d8:8"]);
    assert!(events.contains(&Event::AiRolled { roller: 0, roll: 8, kind: None, count: 0 }));
}

#[test]
fn l641_the_king_pig_moves_one_whole_stack_and_ai_pigs_never_flee() {
    let mut game = three();
    put(&mut game, hex(0, 0), 1, 2, 0);
    put(&mut game, hex(-1, 0), 1, 1, 0);
    put(&mut game, hex(2, 0), 2, 1, 0);
    stack(&mut game, (1, 0), AiKind::Pirates, 3);
    before_3c(&mut game);
    ok(&mut game, 2, Action::Done);
    let events = ok(&mut game, 0, Action::AnnounceAi { at: hex(1, 0) });
    assert_eq!(events, vec![Event::AiAnnounced { king: 0, kind: AiKind::Pirates, at: hex(1, 0) }]);
    assert_eq!(game.view(1).ai_announced, Some(hex(1, 0)));
    // Round 1: pigs 6 + 1, pirates 1 + 2: a pirate dies. Then the pigs may flee, the AI not.
    let events = rolled(&mut game, 0, Action::MoveAi { to: hex(0, 0) }, &["d6:6", "d6:1"]);
    assert!(events.contains(&Event::AiMoved {
        kind: AiKind::Pirates,
        count: 3,
        from: hex(1, 0),
        to: hex(0, 0),
        attack: true
    }));
    assert!(events.contains(&Event::AiBattleStarted {
        at: hex(0, 0),
        clan: 1,
        kind: AiKind::Pirates,
        ai_attacks: true
    }));
    assert_eq!(game.ai_at(game.cell(hex(1, 0)).expect("hex")), None, "the whole stack moved");
    assert_eq!(game.waiting_for(), vec![1]);
    let battle = game.view(1).battle.expect("a battle");
    assert_eq!(battle.owners, [Owner::Clan(1), Owner::Ai(AiKind::Pirates)]);
    assert_eq!(battle.ai.map(|a| a.sequence), Some(Sequence::AiMoves3C));
    let events = ok(&mut game, 1, Action::Retreat { to: hex(-1, 0) });
    assert!(
        events.contains(&Event::AiBattleEnded { at: hex(0, 0), holder: Some(Owner::Ai(AiKind::Pirates)) })
    );
    assert_eq!(game.ai_at(game.cell(hex(0, 0)).expect("hex")).map(|s| s.count), Some(2));
    assert_eq!(game.on_board(1), Troops::new(3, 0));
    // Then 4A: the hex held by the pirates produces for nobody.
    assert!(events.iter().any(|e| matches!(e, Event::Produced { .. })));
}

#[test]
fn l641_the_absent_king_pig_moves_no_stack() {
    let mut game = three();
    put(&mut game, hex(0, 0), 1, 2, 0);
    stack(&mut game, (1, 0), AiKind::Pirates, 3);
    before_3c(&mut game);
    ok(&mut game, 2, Action::Done);
    assert_eq!(game.king_pig_fallback(0), Some(Action::Done));
    assert_eq!(game.king_pig_fallback(1), None);
}

#[test]
fn l610_yodo_lardo_turns_a_piglet_into_a_big_gruik_as_in_the_battle_example() {
    // The book's example: Scrofa (seat 1) attacks Phacocherus (seat 0) on Bolga with 4 piglets.
    let mut game = three();
    put(&mut game, hex(0, 0), 0, 1, 1);
    put(&mut game, hex(-1, 0), 0, 1, 0);
    put(&mut game, hex(0, 0), 1, 4, 0);
    give(&mut game, 0, &[Card::GepanzerterSchweinstall, Card::Schinkenmaschine]);
    give(&mut game, 1, &[Card::ZerquetscherPanzer, Card::YodoLardo]);
    game.phase = Phase::Travel { player: 2, trips: 0, after: None };
    ok(&mut game, 2, Action::Done);
    let cards = vec![Card::GepanzerterSchweinstall, Card::Schinkenmaschine];
    ok(&mut game, 0, Action::BattleCards { cards });
    // L580: an event of sequence 3A is laid beside the battle cards.
    let yodo = Action::BattleCards { cards: vec![Card::ZerquetscherPanzer, Card::YodoLardo] };
    assert!(game.legal_actions(1).contains(&Legal::Exactly(yodo.clone())));
    let events = rolled(&mut game, 1, yodo, &["d8:3", "d8:6"]);
    assert!(events.contains(&Event::YodoLardo { player: 1, at: hex(0, 0) }));
    // 1W8 + 3 + 3 = 12 against 1W8 + 1 + 2 + 1 = 7, as the book counts.
    assert!(events.contains(&Event::CombatRound {
        at: hex(0, 0),
        round: 1,
        dice: [3, 6],
        sides: [8, 8],
        power: [7, 12],
        loser: Some(0),
        lost_gruik: false,
    }));
    let index = game.cell(hex(0, 0)).expect("hex");
    assert_eq!(game.group(index, 1).map(|g| g.troops), Some(Troops::new(3, 1)));
    assert_eq!(game.players[1].supply.gruiks, 2);
}

#[test]
fn l541_eichelfest_bars_a_named_player_from_a_hex_for_the_round() {
    let mut game = three();
    put(&mut game, hex(0, 0), 0, 2, 0);
    put(&mut game, hex(-1, 0), 1, 2, 0);
    give(&mut game, 0, &[Card::Eichelfest]);
    game.phase = Phase::Travel { player: 0, trips: 1, after: None };
    let feast = Action::Eichelfest { target: 1, at: hex(0, 0) };
    assert!(game.legal_actions(0).contains(&Legal::Exactly(feast.clone())));
    let own = Action::Eichelfest { target: 0, at: hex(0, 0) };
    assert!(!game.legal_actions(0).contains(&Legal::Exactly(own.clone())));
    assert_eq!(act(&mut game, 0, own).map(|_| ()).unwrap_err().code(), "wrong_card");
    let events = ok(&mut game, 0, feast);
    assert_eq!(events, vec![Event::Eichelfest { player: 0, target: 1, at: hex(0, 0) }]);
    assert_eq!(game.phase, Phase::Travel { player: 0, trips: 1, after: None }, "no trip used");
    assert_eq!(game.view(2).feasts.len(), 1);
    game.phase = Phase::Travel { player: 1, trips: 1, after: None };
    let trip = Action::Trip {
        from: hex(-1, 0),
        to: hex(0, 0),
        piglets: 1,
        gruiks: 0,
        card: None,
        drops: Vec::new(),
    };
    assert_eq!(act(&mut game, 1, trip).map(|_| ()).unwrap_err().code(), "feast");
    assert!(!game.legal_actions(1).iter().any(|l| matches!(
        l,
        Legal::Choice(oink::games::space_pigs::Choice::Trip { to, .. }) if *to == hex(0, 0)
    )));
}

#[test]
fn l387_event_cards_carry_their_sequence_and_the_deck_grows_with_the_ai_pigs() {
    let data = Data::default();
    assert_eq!(data.sequence(Card::YodoLardo), Some(Sequence::Battles3A));
    assert_eq!(data.sequence(Card::Eichelfest), Some(Sequence::Travel2B));
    assert_eq!(data.sequence(Card::BuenaLarda), Some(Sequence::Election4C));
    assert_eq!(data.sequence(Card::Rakete), Some(Sequence::Travel2B));
    assert_eq!(data.sequence(Card::Eichelbombe), Some(Sequence::Battles3A));
    assert_eq!(serde_json::to_value(Sequence::AiMoves3C).expect("json"), serde_json::json!("3C"));
    let full = Options { rules: RuleSet::Full, ..Options::default() };
    assert!(full.ai_pigs());
    assert_eq!(data.deck_for(&full).len(), 46 + 6 + 6);
    // A full game of readings 2 (step 1's records) plays without them, and replays as it was.
    let before = Options { readings: 2, ..full };
    assert!(!before.ai_pigs());
    assert_eq!(data.deck_for(&before).len(), 46 + 6);
}

#[test]
fn c1_a_clan_may_land_on_ai_pigs_and_attacks_them_in_its_turn() {
    let mut game = three();
    put(&mut game, hex(0, 0), 1, 3, 0);
    stack(&mut game, (1, 0), AiKind::Worm, 1);
    game.phase = Phase::Travel { player: 1, trips: 1, after: None };
    let trip =
        Action::Trip { from: hex(0, 0), to: hex(1, 0), piglets: 2, gruiks: 0, card: None, drops: Vec::new() };
    // Seat 2 has no trips (no marker): 3A follows at once. The worm defends with d6 + d8, the
    // pigs attack with d6 + 1.
    let events = rolled(&mut game, 1, trip, &["d6:1", "d8:1", "d6:6"]);
    assert!(events.contains(&Event::Arrived {
        player: 1,
        at: hex(1, 0),
        troops: Troops::new(2, 0),
        attack: true
    }));
    assert!(events.contains(&Event::AiBattleStarted {
        at: hex(1, 0),
        clan: 1,
        kind: AiKind::Worm,
        ai_attacks: false
    }));
    assert!(events.contains(&Event::AiCombatRound {
        at: hex(1, 0),
        round: 1,
        sides: [vec![6, 8], vec![6]],
        dice: [vec![1, 1], vec![6]],
        power: [2, 7],
        loser: Some(Owner::Ai(AiKind::Worm)),
        lost_gruik: false,
    }));
    assert!(events.contains(&Event::AiBattleEnded { at: hex(1, 0), holder: Some(Owner::Clan(1)) }));
}
