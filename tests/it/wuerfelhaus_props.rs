//! Property tests: 10,000 random legal games of Würfelhaus over 1–6 players and both options
//! (100,000 in an ignored long run), invariants checked after every action; determinism and
//! record replay; the saved fixture.

use oink::games::rng::{Seeded, Source};
use oink::games::wuerfelhaus::record::{Record, Recorded, RngSpec, describe, replay};
use oink::games::wuerfelhaus::sim::TURN_CAP;
use oink::games::wuerfelhaus::{Game, Options, Phase, Sheet};
use proptest::prelude::*;

fn check_invariants(game: &Game) -> Result<(), TestCaseError> {
    for wall in &game.walls {
        for (i, brick) in game.sheet.bricks.iter().enumerate() {
            let paint = wall.paint[i];
            if paint != 0 {
                prop_assert!(
                    brick.supports.iter().all(|&s| wall.is_painted(s)),
                    "{} painted without its supports",
                    brick.id
                );
            }
            if !brick.thirds {
                prop_assert!(paint == 0 || paint == 0b111, "a whole brick is painted or not");
            } else if paint & 1 != 0 {
                prop_assert_eq!(paint, 0b111, "the middle third comes last");
            }
        }
    }
    for seat in 0..game.walls.len() {
        if seat != game.turn.player {
            prop_assert!(game.legal_actions(seat).is_empty());
        }
    }
    prop_assert!(game.turn.rolls <= 3);
    Ok(())
}

fn play_checked(players: usize, options: Options, seed: u64) -> Result<(Game, Vec<Recorded>), TestCaseError> {
    let mut dice = Seeded::new(seed);
    let mut chooser = Seeded::new(!seed);
    let names = (0..players).map(|i| format!("P{i}")).collect();
    let mut game = Game::new(names, options, Sheet::default()).expect("setup");
    let mut actions = Vec::new();
    let turns = |g: &Game| g.walls.iter().map(|w| w.turns).sum::<u32>();
    while !game.is_over() && turns(&game) < TURN_CAP {
        let player = game.turn.player;
        let legal = game.legal_actions(player);
        prop_assert!(!legal.is_empty());
        let action = legal[chooser.below(legal.len())].clone();
        game.apply(player, &action, &mut dice)
            .map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
        actions.push(Recorded { player, action });
        check_invariants(&game)?;
    }
    prop_assert!(game.is_over(), "the game ended before the turn cap");
    prop_assert_eq!(game.turn.phase, Phase::Over);
    prop_assert!(!game.winners.is_empty());
    prop_assert!(game.winners.iter().all(|&w| game.walls[w].is_complete()), "winners finished their house");
    Ok((game, actions))
}

/// Random games in the default run: thousands, which keeps `cargo test` quick.
const GAMES: u32 = 10_000;
/// Random games in the long run, an ignored test (about a minute on 2 cores).
const LONG_GAMES: u32 = 100_000;

/// Plays `cases` random legal games over 1–6 players and both options, checking the invariants
/// after every action.
fn random_legal_games(cases: u32) {
    proptest!(
        ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() },
        |(
            seed in any::<u64>(),
            players in 1usize..=6,
            finish_round in any::<bool>(),
            supports_before_roll in any::<bool>(),
        )| {
            play_checked(players, Options { finish_round, supports_before_roll }, seed)?;
        }
    );
}

#[test]
fn random_legal_games_keep_every_invariant() {
    random_legal_games(GAMES);
}

/// The long run: `cargo test --test it wuerfelhaus_props -- --ignored`.
#[test]
#[ignore = "100,000 games, about a minute: cargo test --test it wuerfelhaus_props -- --ignored"]
fn a_hundred_thousand_random_legal_games_keep_every_invariant() {
    random_legal_games(LONG_GAMES);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn a_seed_determines_the_game_and_its_record_replays_it(seed in any::<u64>(), players in 1usize..=6) {
        let (game, actions) = play_checked(players, Options::default(), seed)?;
        let (again, _) = play_checked(players, Options::default(), seed)?;
        prop_assert_eq!(&game, &again);
        let record = Record {
            game: "wuerfelhaus".into(),
            players: game.walls.iter().map(|w| w.name.clone()).collect(),
            options: Options::default(),
            rng: RngSpec::Seed { seed },
            actions,
            ai: Default::default(),
        };
        let replayed = replay(&record, false).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(replayed, describe(&game, false));
    }
}

#[derive(serde::Deserialize)]
struct Saved {
    game: Game,
    rng: Source,
}

/// A mid-game state saved by the first release with Würfelhaus: it must keep loading.
#[test]
fn a_mid_game_state_saved_by_release_1_loads_and_plays_on() {
    let load = || -> Saved {
        serde_json::from_str(include_str!("../fixtures/wuerfelhaus/midgame-v1.json")).expect("fixture loads")
    };
    let saved = load();
    assert_eq!((saved.game.turn.player, saved.game.turn.phase), (1, Phase::Assign));
    assert_eq!(saved.game.turn.dice, [Some(5), Some(4), Some(6)]);
    assert_eq!(saved.game.walls.iter().map(|w| w.turns).collect::<Vec<_>>(), [6, 5]);
    let finish = |saved: Saved| {
        let (mut game, mut rng) = (saved.game, saved.rng);
        let mut chooser = Seeded::new(5);
        while !game.is_over() {
            let player = game.turn.player;
            let legal = game.legal_actions(player);
            let action = legal[chooser.below(legal.len())].clone();
            game.apply(player, &action, &mut rng).expect("legal");
        }
        game
    };
    assert_eq!(finish(load()), finish(saved), "the saved generator continues the same dice");
}

#[test]
fn the_documented_example_replays() {
    let text = include_str!("../../docs/examples/wuerfelhaus-solo.json");
    let out = oink::games::replay(text, true).expect("replays");
    assert_eq!(out["players"][0]["painted"], serde_json::json!(["1.1", "1.2", "1.4", "2.1"]));
    assert_eq!(out["players"][0]["turns"], 2);
    assert_eq!(out["turn"]["phase"], "roll");
    let mut bad: serde_json::Value = serde_json::from_str(text).expect("json");
    bad["actions"][3] =
        serde_json::json!({"player": 0, "do": "paint", "groups": [{"dice": [0], "brick": "3.1"}]});
    let error = oink::games::replay(&bad.to_string(), false).expect_err("illegal");
    assert_eq!((error.action, error.code.as_str()), (Some(3), "wrong_sum"));
}
