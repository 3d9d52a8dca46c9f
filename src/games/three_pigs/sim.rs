//! `oink sim`: many games with random legal choices, for balance figures and as a smoke test
//! of the engine (every seat picks uniformly among `legal_actions`); with `--ai`, seats of
//! chosen AI levels, rotated over the games.

use std::time::Instant;

use serde::Serialize;

use super::{DataTable, Event, Game, Options, Stacks, ai};
use crate::games::ai::{AiReport, Level, SeatWins, rotate};
use crate::games::rng::Seeded;
use crate::games::{mean, per_second};

/// Turns after which a game counts as stalled (the rules cannot deadlock, §1.7, but a
/// simulation must never hang).
pub const TURN_CAP: u32 = 1_000;

/// What one simulated game produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub game: Game,
    pub turns: u32,
    pub wolf_turns: u32,
    pub capped: bool,
}

/// Plays one game from `seed` with random legal choices.
pub fn play_random(players: usize, options: Options, seed: u64) -> Played {
    play(&vec![Level::Random; players], options, seed)
}

/// Plays one game from `seed`, seat `i` played at `levels[i]`.
pub fn play(levels: &[Level], options: Options, seed: u64) -> Played {
    let mut dice = Seeded::new(seed);
    // The choices use their own stream, so the dice of a seed do not depend on the chooser.
    let mut chooser = Seeded::new(seed ^ 0x9E37_79B9_7F4A_7C15);
    let table = DataTable::default();
    let stacks = Stacks::shuffled(&table, &mut dice);
    let names = (0..levels.len()).map(|i| format!("P{}", i + 1)).collect();
    let mut game = match Game::new(names, options, table, stacks) {
        Ok(game) => game,
        Err(_) => unreachable_setup(levels.len()),
    };
    let mut wolf_turns = 0;
    while !game.is_over() && game.turns_played < TURN_CAP {
        let player = game.turn.player;
        let Some(action) = ai::choose(&game, player, levels[player], &mut chooser) else {
            panic!("the current player has no action in {:?}", game.turn)
        };
        match game.apply(player, &action, &mut dice) {
            Ok(events) => {
                wolf_turns += events.iter().filter(|e| matches!(e, Event::WolfCame { .. })).count() as u32
            }
            Err(error) => panic!("a legal action was refused: {action:?}: {error}"),
        }
    }
    Played { turns: game.turns_played, capped: !game.is_over(), wolf_turns, game }
}

fn unreachable_setup(players: usize) -> ! {
    panic!("simulation with {players} players: the CLI checks 2–5 before calling")
}

/// Figures of one seat of the `--ai` list over all games (it sat in every position in turn).
#[derive(Debug, Clone, Serialize)]
pub struct SeatReport {
    /// Its level and wins.
    #[serde(flatten)]
    pub seat: SeatWins,
    pub mean_score: f64,
    /// Turns this seat took per game.
    pub mean_turns: f64,
}

/// Plays `games` games, seeds `seed`, `seed + 1`, …, with the seats of `levels` rotated.
pub fn run_ai(levels: &[Level], options: Options, games: u64, seed: u64) -> AiReport<Options, SeatReport> {
    let n = levels.len();
    let (mut wins, mut scores, mut turns) = (vec![0.0; n], vec![0u64; n], vec![0u64; n]);
    let rotation = rotate(
        levels,
        games,
        seed,
        |seated, seed| {
            let played = play(seated, options, seed);
            played.game.outcome.is_some().then_some(played)
        },
        |played, seat, entry| {
            let Some(outcome) = &played.game.outcome else { return };
            if outcome.winners.contains(&seat) {
                wins[entry] += 1.0 / outcome.winners.len() as f64;
            }
            scores[entry] += u64::from(outcome.scores[seat].total);
            // Seat `s` took the turns `s`, `s + n`, … of the game.
            turns[entry] += u64::from(played.turns.saturating_sub(seat as u32).div_ceil(n as u32));
        },
    );
    let finished = rotation.finished;
    let seats = (0..n)
        .map(|e| SeatReport {
            seat: SeatWins::new(levels[e], wins[e], finished),
            mean_score: mean(scores[e], finished),
            mean_turns: mean(turns[e], finished),
        })
        .collect();
    AiReport::rotated("three-pigs", options, games, &rotation, seats)
}

/// Aggregate figures of a simulation run.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub game: &'static str,
    pub players: usize,
    pub options: Options,
    pub games: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub mean_turns: f64,
    pub mean_winning_score: f64,
    /// Share of turns on which two or more wolves came.
    pub wolf_turn_share: f64,
    /// Share of finished games with more than one winner.
    pub shared_win_share: f64,
    pub endings: Endings,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct Endings {
    /// Ended because enough stacks ran out.
    pub stacks_empty: u64,
    /// Stopped at [`TURN_CAP`].
    pub turn_cap: u64,
}

/// Plays `games` games, seeds `seed`, `seed + 1`, …
pub fn run(players: usize, options: Options, games: u64, seed: u64) -> Report {
    let start = Instant::now();
    let (mut turns, mut wolves, mut winning, mut shared) = (0u64, 0u64, 0u64, 0u64);
    let mut endings = Endings::default();
    for i in 0..games {
        let played = play_random(players, options, seed.wrapping_add(i));
        turns += u64::from(played.turns);
        wolves += u64::from(played.wolf_turns);
        match &played.game.outcome {
            Some(outcome) => {
                endings.stacks_empty += 1;
                winning += outcome.winners.first().map_or(0, |&w| u64::from(outcome.scores[w].total));
                shared += u64::from(outcome.winners.len() > 1);
            }
            None => endings.turn_cap += 1,
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    Report {
        game: "three-pigs",
        players,
        options,
        games,
        seconds,
        games_per_second: per_second(games, seconds),
        mean_turns: mean(turns, games),
        mean_winning_score: mean(winning, endings.stacks_empty),
        wolf_turn_share: mean(wolves, turns),
        shared_win_share: mean(shared, endings.stacks_empty),
        endings,
    }
}
