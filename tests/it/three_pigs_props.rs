//! Property tests: 10,000 random legal games of The Three Little Pigs over 2–5 players and
//! every option, checking the invariants after every action (100,000 in an ignored long run).

use oink::games::rng::Seeded;
use oink::games::three_pigs::record::{Record, Recorded, RngSpec, describe, replay};
use oink::games::three_pigs::sim::{TURN_CAP, play_random};
use oink::games::three_pigs::{Action, DataTable, Game, Kind, Options, Phase, Score, Stacks, Variant};
use proptest::prelude::*;

fn options(veteran: bool, end_stacks_2p: u8, finish_round: bool) -> Options {
    Options {
        variant: if veteran { Variant::Veteran } else { Variant::Standard },
        end_stacks_2p,
        finish_round,
    }
}

/// The standard score recomputed from scratch, as RULES.md §1.8 states it.
fn standard_total(game: &Game, player: usize) -> u32 {
    game.players[player]
        .houses
        .iter()
        .filter(|h| h.tiles.last().is_some_and(|t| t.kind == Kind::Roof))
        .map(|h| h.tiles.iter().map(|t| t.material.value() + u32::from(t.pots)).sum::<u32>() + 1)
        .sum()
}

fn check_invariants(game: &Game, tiles: usize) -> Result<(), TestCaseError> {
    prop_assert_eq!(game.tile_count(), tiles, "every tile is in a stack, a house or the box");
    for player in &game.players {
        for house in &player.houses {
            prop_assert!(house.is_valid(), "invalid house {:?}", house);
        }
    }
    for (seat, _) in game.players.iter().enumerate() {
        if seat != game.turn.player {
            prop_assert!(game.legal_actions(seat).is_empty(), "only the current player may act");
        }
    }
    prop_assert!(game.turn.rolls <= 3);
    prop_assert!(game.turn.bought.len() <= 2);
    Ok(())
}

/// Plays one random game step by step, checking everything; returns the game and its actions.
fn play_checked(players: usize, options: Options, seed: u64) -> Result<(Game, Vec<Recorded>), TestCaseError> {
    let table = DataTable::default();
    let tiles = table.tile_count();
    let mut dice = Seeded::new(seed);
    let mut chooser = Seeded::new(!seed);
    let stacks = Stacks::shuffled(&table, &mut dice);
    let names = (0..players).map(|i| format!("P{i}")).collect();
    let mut game = Game::new(names, options, table, stacks).expect("setup");
    let mut actions = Vec::new();
    while !game.is_over() && game.turns_played < TURN_CAP {
        let player = game.turn.player;
        let legal = game.legal_actions(player);
        prop_assert!(!legal.is_empty(), "the current player always has something to do");
        let action: Action = legal[chooser.below(legal.len())].clone();
        let before = game.clone();
        game.apply(player, &action, &mut dice)
            .map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
        prop_assert_ne!(&game, &before, "an applied action changes the state");
        actions.push(Recorded { player, action });
        check_invariants(&game, tiles)?;
    }
    prop_assert!(game.is_over(), "the game ended before the turn cap");
    prop_assert_eq!(game.turn.phase, Phase::Over);
    let outcome = game.outcome.clone().expect("outcome");
    for (seat, score) in outcome.scores.iter().enumerate() {
        let Score { tiles, pots, houses, awards, total, .. } = *score;
        prop_assert_eq!(total, tiles + pots + houses + awards);
        if options.variant == Variant::Standard {
            prop_assert_eq!(total, standard_total(&game, seat));
        }
    }
    let best = outcome.scores.iter().map(|s| s.total).max().unwrap_or(0);
    prop_assert!(outcome.winners.iter().all(|&w| outcome.scores[w].total == best));
    Ok((game, actions))
}

/// Random games in the default run: thousands, which keeps `cargo test` quick.
const GAMES: u32 = 10_000;
/// Random games in the long run, an ignored test (about 40 s on 2 cores).
const LONG_GAMES: u32 = 100_000;

/// Plays `cases` random legal games over 2–5 players and every option, checking the invariants
/// after every action.
fn random_legal_games(cases: u32) {
    proptest!(
        ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() },
        |(
            seed in any::<u64>(),
            players in 2usize..=5,
            veteran in any::<bool>(),
            end_stacks_2p in 2u8..=3,
            finish_round in any::<bool>(),
        )| {
            play_checked(players, options(veteran, end_stacks_2p, finish_round), seed)?;
        }
    );
}

#[test]
fn random_legal_games_keep_every_invariant() {
    random_legal_games(GAMES);
}

/// The long run: `cargo test --test it three_pigs_props -- --ignored`.
#[test]
#[ignore = "100,000 games, about 40 s: cargo test --test it three_pigs_props -- --ignored"]
fn a_hundred_thousand_random_legal_games_keep_every_invariant() {
    random_legal_games(LONG_GAMES);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

    /// The same seed gives the same game, and its record replays to the same state.
    #[test]
    fn a_seed_determines_the_game_and_its_record_replays_it(seed in any::<u64>(), players in 2usize..=5, veteran in any::<bool>()) {
        let options = options(veteran, 2, false);
        let (game, actions) = play_checked(players, options, seed)?;
        let (again, _) = play_checked(players, options, seed)?;
        prop_assert_eq!(&game, &again);
        let record = Record {
            game: "three-pigs".into(),
            players: game.players.iter().map(|p| p.name.clone()).collect(),
            options,
            rng: RngSpec::Seed { seed },
            actions,
            ai: Default::default(),
        };
        let replayed = replay(&record, false).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(replayed, describe(&game, false));
    }
}

#[test]
fn simulated_games_end_before_the_turn_cap() {
    for seed in 0..200 {
        let played = play_random(4, Options::default(), seed);
        assert!(!played.capped);
        assert!(played.game.is_over());
    }
}
