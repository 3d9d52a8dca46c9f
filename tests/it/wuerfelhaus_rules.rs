//! Scenario tests of Würfelhaus, one per decision of RULES.md §2 (WH-01 is in the sheet's unit
//! tests) and per edge case. Dice are scripted.

use oink::games::rng::Script;
use oink::games::wuerfelhaus::{Action, Event, Floor, Game, Group, Options, Phase, RuleError, Sheet};

fn game(players: usize, options: Options) -> Game {
    let names =
        ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn"][..players].iter().map(|s| (*s).to_owned()).collect();
    Game::new(names, options, Sheet::default()).expect("setup")
}

fn script(values: &[u8]) -> Script {
    Script::new(values.iter().map(u8::to_string).collect())
}

fn roll(g: &mut Game, dice: [u8; 3]) -> Vec<Event> {
    let player = g.turn.player;
    g.apply(player, &Action::Roll, &mut script(&dice)).expect("roll")
}

fn group(dice: &[u8], brick: &str) -> Group {
    Group { dice: dice.to_vec(), brick: brick.to_owned() }
}

fn act(g: &mut Game, action: Action) -> Result<Vec<Event>, RuleError> {
    let player = g.turn.player;
    g.apply(player, &action, &mut Script::default())
}

/// Marks bricks as painted on a player's wall.
fn paint_all(g: &mut Game, player: usize, ids: &[&str]) {
    for id in ids {
        let cell = g.sheet.cell(id).expect("brick");
        g.walls[player].paint[cell.brick] = 0b111;
    }
}

const GROUND: [&str; 12] =
    ["1.1", "1.2", "1.3", "1.4", "1.5", "2.1", "2.2", "2.3", "2.4", "3.1", "3.2", "3.3"];

fn painted(g: &Game, player: usize) -> Vec<String> {
    oink::games::wuerfelhaus::record::painted(g, player)
}

#[test]
fn wh_02_each_group_of_dice_paints_one_brick_of_its_sum_once_supported() {
    let mut g = game(1, Options::default());
    roll(&mut g, [1, 1, 2]);
    assert_eq!(act(&mut g, Action::Paint { groups: vec![group(&[0, 1], "1.1")] }), Err(RuleError::WrongSum));
    assert_eq!(
        act(&mut g, Action::Paint { groups: vec![group(&[0], "1.1"), group(&[0], "1.2")] }),
        Err(RuleError::DiceReused)
    );
    assert_eq!(
        act(&mut g, Action::Paint { groups: vec![group(&[0, 2], "2.1")] }),
        Err(RuleError::CannotPaint)
    );
    act(&mut g, Action::Paint { groups: vec![group(&[0], "1.1"), group(&[1], "1.2"), group(&[2], "1.4")] })
        .expect("paint");
    assert_eq!(painted(&g, 0), ["1.1", "1.2", "1.4"]);
}

#[test]
fn wh_03_groups_apply_in_order_so_a_brick_painted_first_supports_the_next() {
    let mut g = game(1, Options::default());
    paint_all(&mut g, 0, &["1.1"]);
    roll(&mut g, [1, 3, 6]);
    let in_order = Action::Paint { groups: vec![group(&[0], "1.2"), group(&[1], "2.1")] };
    let reversed = Action::Paint { groups: vec![group(&[1], "2.1"), group(&[0], "1.2")] };
    assert_eq!(g.clone().apply(0, &reversed, &mut Script::default()), Err(RuleError::CannotPaint));
    act(&mut g, in_order.clone()).expect("in order");
    assert_eq!(painted(&g, 0), ["1.1", "1.2", "2.1"]);

    // With the option, only bricks painted before the roll support.
    let mut g = game(1, Options { supports_before_roll: true, ..Options::default() });
    paint_all(&mut g, 0, &["1.1"]);
    roll(&mut g, [1, 3, 6]);
    assert_eq!(act(&mut g, in_order), Err(RuleError::CannotPaint));
}

#[test]
fn wh_04_a_triple_is_a_joker_for_any_supported_brick_instead_of_the_dice() {
    let mut g = game(1, Options::default());
    paint_all(&mut g, 0, &["1.1", "1.2"]);
    roll(&mut g, [2, 2, 2]);
    assert_eq!(act(&mut g, Action::Joker { brick: "3.1".into() }), Err(RuleError::CannotPaint));
    assert!(g.legal_actions(0).contains(&Action::Joker { brick: "2.1".into() }));
    let events = act(&mut g, Action::Joker { brick: "2.1".into() }).expect("joker");
    assert!(events.contains(&Event::Joker { player: 0, brick: "2.1".into() }));
    assert_eq!(painted(&g, 0), ["1.1", "1.2", "2.1"]);

    let mut g = game(1, Options::default());
    roll(&mut g, [1, 2, 3]);
    assert_eq!(act(&mut g, Action::Joker { brick: "1.1".into() }), Err(RuleError::NoTriple));
}

#[test]
fn wh_05_the_18_whole_or_in_thirds_outer_thirds_before_the_middle() {
    let mut g = game(1, Options::default());
    paint_all(&mut g, 0, &GROUND);
    paint_all(&mut g, 0, &["4.1", "4.2"]);
    g.turn.floor = Floor::Roof;
    roll(&mut g, [6, 2, 4]);
    act(&mut g, Action::Stop).expect("stop");
    assert_eq!(act(&mut g, Action::Paint { groups: vec![group(&[0], "5.1M")] }), Err(RuleError::CannotPaint));
    act(&mut g, Action::Paint { groups: vec![group(&[0], "5.1L"), group(&[1, 2], "5.1R")] })
        .expect("outer thirds");
    assert!(painted(&g, 0).contains(&"5.1L".to_owned()) && !painted(&g, 0).contains(&"5.1".to_owned()));
    // The whole 18 is no longer possible once a third is painted; the middle finishes it.
    roll(&mut g, [3, 3, 5]);
    act(&mut g, Action::Stop).expect("stop");
    let events = act(&mut g, Action::Paint { groups: vec![group(&[0, 1], "5.1M")] }).expect("middle");
    assert!(events.iter().any(|e| matches!(e, Event::Completed { player: 0, .. })));
    assert!(g.is_over());
    assert!(painted(&g, 0).contains(&"5.1".to_owned()));

    // Whole, with 6 + 6 + 6 (a triple used normally).
    let mut g = game(1, Options::default());
    paint_all(&mut g, 0, &GROUND);
    paint_all(&mut g, 0, &["4.1", "4.2"]);
    g.turn.floor = Floor::Roof;
    roll(&mut g, [6, 6, 6]);
    act(&mut g, Action::Stop).expect("stop");
    act(&mut g, Action::Paint { groups: vec![group(&[0, 1, 2], "5.1")] }).expect("whole 18");
    assert!(g.is_over());
}

#[test]
fn wh_06_the_default_assignment_paints_the_most_bricks() {
    let mut g = game(1, Options::default());
    roll(&mut g, [1, 1, 2]);
    let Some(Action::Paint { groups }) = g.best_assignment() else { panic!("a painting") };
    assert_eq!(groups.len(), 3, "three single dice paint three bricks: {groups:?}");
    // Never forced: passing is always offered.
    assert!(g.legal_actions(0).contains(&Action::Pass));
}

#[test]
fn wh_07_roof_turns_have_three_rolls_and_any_die_may_be_rerolled() {
    let mut g = game(1, Options::default());
    paint_all(&mut g, 0, &GROUND);
    g.turn.floor = Floor::Roof;
    roll(&mut g, [1, 2, 3]);
    assert_eq!(g.turn.phase, Phase::Rolling);
    g.apply(0, &Action::Reroll { dice: vec![0] }, &mut script(&[4])).expect("2nd roll");
    g.apply(0, &Action::Reroll { dice: vec![0, 1, 2] }, &mut script(&[4, 6, 1]))
        .expect("3rd roll, die 0 again");
    assert_eq!(g.turn.phase, Phase::Assign, "after the third roll the dice are used");
    assert_eq!(act(&mut g, Action::Reroll { dice: vec![0] }), Err(RuleError::NoRollsLeft));
}

#[test]
fn wh_08_a_roof_turn_scores_once_after_its_last_roll() {
    let mut g = game(1, Options::default());
    paint_all(&mut g, 0, &GROUND);
    g.turn.floor = Floor::Roof;
    roll(&mut g, [4, 6, 2]);
    assert_eq!(
        act(&mut g, Action::Paint { groups: vec![group(&[0, 1], "4.1")] }),
        Err(RuleError::WrongPhase)
    );
    act(&mut g, Action::Stop).expect("stop");
    act(&mut g, Action::Paint { groups: vec![group(&[0, 1], "4.1")] }).expect("paint after stopping");
    assert_eq!(g.turn.phase, Phase::Roll, "one scoring, then the next turn");
}

#[test]
fn wh_09_the_floor_is_fixed_at_turn_start_and_a_ready_roof_brick_may_be_painted_in_a_ground_turn() {
    let mut g = game(1, Options::default());
    paint_all(&mut g, 0, &GROUND[..11]);
    assert_eq!(g.turn.floor, Floor::Ground);
    roll(&mut g, [4, 6, 6]);
    assert_eq!(g.turn.phase, Phase::Assign, "ground turns have one roll");
    act(&mut g, Action::Paint { groups: vec![group(&[0, 1], "4.1"), group(&[2], "3.3")] })
        .expect("roof brick in a ground turn");
    assert_eq!(g.turn.floor, Floor::Roof, "the ground is done: the next turn is a roof turn");
}

#[test]
fn wh_10_the_first_to_finish_wins_at_once_or_shares_at_the_end_of_the_round() {
    let finish = |g: &mut Game| {
        let player = g.turn.player;
        let ids: Vec<&str> = GROUND.iter().copied().chain(["4.1", "4.2"]).collect();
        paint_all(g, player, &ids);
        g.turn.floor = Floor::Roof;
        roll(g, [6, 6, 6]);
        act(g, Action::Stop).expect("stop");
        act(g, Action::Joker { brick: "5.1".into() }).expect("joker on the 18")
    };
    let mut g = game(3, Options::default());
    let events = finish(&mut g);
    assert!(events.contains(&Event::GameOver { winners: vec![0] }));

    let mut g = game(3, Options { finish_round: true, ..Options::default() });
    finish(&mut g);
    assert!(!g.is_over(), "the round goes on");
    finish(&mut g);
    roll(&mut g, [5, 6, 6]);
    assert!(g.is_over(), "after the last seat");
    assert_eq!(g.winners, vec![0, 1]);
}

#[test]
fn wh_11_one_to_six_players_and_solo_counts_turns() {
    assert!(Game::new(vec![], Options::default(), Sheet::default()).is_err());
    assert!(
        Game::new((0..7).map(|i| i.to_string()).collect(), Options::default(), Sheet::default()).is_err()
    );
    let mut g = game(1, Options::default());
    roll(&mut g, [1, 1, 1]);
    act(&mut g, Action::Pass).expect("pass");
    roll(&mut g, [2, 2, 5]);
    assert_eq!(g.walls[0].turns, 1);
    act(&mut g, Action::Pass).expect("pass");
    assert_eq!(g.walls[0].turns, 2);
    assert_eq!(g.turn.player, 0, "solo: always your turn");
}

#[test]
fn edge_a_roll_that_fits_nowhere_passes_the_turn() {
    let mut g = game(2, Options::default());
    let events = roll(&mut g, [5, 6, 6]);
    assert!(events.contains(&Event::NothingFits { player: 0, dice: Some([5, 6, 6]) }));
    assert_eq!(g.turn.player, 1);
}

#[test]
fn edge_a_value_that_fits_several_bricks_lets_the_player_pick() {
    let mut g = game(1, Options::default());
    roll(&mut g, [1, 5, 6]);
    let singles: Vec<Action> = g
        .legal_actions(0)
        .into_iter()
        .filter(|a| matches!(a, Action::Paint { groups } if groups.len() == 1 && groups[0].dice == [0]))
        .collect();
    assert_eq!(singles.len(), 3, "1.1, 1.2 and 1.3: {singles:?}");
}

#[test]
fn wrong_player_and_wrong_phase_change_nothing() {
    let mut g = game(2, Options::default());
    let before = g.clone();
    assert_eq!(g.apply(1, &Action::Roll, &mut script(&[1, 2, 3])), Err(RuleError::NotYourTurn));
    assert_eq!(act(&mut g, Action::Pass), Err(RuleError::WrongPhase));
    assert_eq!(act(&mut g, Action::Reroll { dice: vec![0] }), Err(RuleError::WrongPhase));
    assert_eq!(g, before);
    roll(&mut g, [1, 2, 3]);
    assert_eq!(
        act(&mut g, Action::Reroll { dice: vec![0] }),
        Err(RuleError::WrongPhase),
        "ground turns have one roll"
    );
    assert_eq!(act(&mut g, Action::Paint { groups: vec![group(&[0], "9.9")] }), Err(RuleError::UnknownBrick));
    assert_eq!(g.apply(0, &Action::Roll, &mut script(&[7, 1, 1])).map_err(|e| e.code()), Err("wrong_phase"));
    let mut fresh = game(1, Options::default());
    assert_eq!(
        fresh.apply(0, &Action::Roll, &mut script(&[7, 1, 1])).map_err(|e| e.code()),
        Err("bad_script_outcome")
    );
}
