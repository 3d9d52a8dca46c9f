//! `oink sim --game wuerfelhaus`: games with random legal choices, or (`--ai`) seats of chosen
//! AI levels, rotated over the games.

use std::time::Instant;

use serde::Serialize;

use super::{Game, Options, Sheet, ai};
use crate::games::ai::{AiReport, Level, SeatWins, rotate};
use crate::games::rng::Seeded;
use crate::games::{mean, per_second};

/// Turns (all players together) after which a game counts as stalled.
pub const TURN_CAP: u32 = 5_000;

pub struct Played {
    pub game: Game,
    pub capped: bool,
}

/// One game from `seed`; every seat picks uniformly among its legal actions.
pub fn play_random(players: usize, options: Options, seed: u64) -> Played {
    play(&vec![Level::Random; players], options, seed)
}

/// One game from `seed`, seat `i` played at `levels[i]`.
pub fn play(levels: &[Level], options: Options, seed: u64) -> Played {
    let mut dice = Seeded::new(seed);
    let mut chooser = Seeded::new(seed ^ 0x9E37_79B9_7F4A_7C15);
    let names = (0..levels.len()).map(|i| format!("P{}", i + 1)).collect();
    let Ok(mut game) = Game::new(names, options, Sheet::default()) else {
        panic!("simulation with {} players: the CLI checks 1–6 before calling", levels.len());
    };
    let turns = |g: &Game| g.walls.iter().map(|w| w.turns).sum::<u32>();
    while !game.is_over() && turns(&game) < TURN_CAP {
        let player = game.turn.player;
        let Some(action) = ai::choose(&game, player, levels[player], &mut chooser) else {
            panic!("the current player has no action in {:?}", game.turn)
        };
        if let Err(error) = game.apply(player, &action, &mut dice) {
            panic!("a legal action was refused: {action:?}: {error}");
        }
    }
    Played { capped: !game.is_over(), game }
}

#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub game: &'static str,
    pub players: usize,
    pub options: Options,
    pub games: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    /// Turns of the winner (in solo games: the result).
    pub mean_winning_turns: f64,
    pub shared_win_share: f64,
    pub endings: Endings,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct Endings {
    pub completed: u64,
    pub turn_cap: u64,
}

pub fn run(players: usize, options: Options, games: u64, seed: u64) -> Report {
    let start = Instant::now();
    let (mut winning_turns, mut shared) = (0u64, 0u64);
    let mut endings = Endings::default();
    for i in 0..games {
        let played = play_random(players, options, seed.wrapping_add(i));
        if played.capped {
            endings.turn_cap += 1;
            continue;
        }
        endings.completed += 1;
        let game = &played.game;
        winning_turns += game.winners.first().map_or(0, |&w| u64::from(game.walls[w].turns));
        shared += u64::from(game.winners.len() > 1);
    }
    let seconds = start.elapsed().as_secs_f64();
    Report {
        game: "wuerfelhaus",
        players,
        options,
        games,
        seconds,
        games_per_second: per_second(games, seconds),
        mean_winning_turns: mean(winning_turns, endings.completed),
        shared_win_share: mean(shared, endings.completed),
        endings,
    }
}

/// Figures of one seat of the `--ai` list over all games (it sat in every position in turn).
#[derive(Debug, Clone, Serialize)]
pub struct SeatReport {
    /// Its level and wins.
    #[serde(flatten)]
    pub seat: SeatWins,
    /// Games in which this seat painted its whole wall (solo: every game).
    pub finished: u64,
    /// Its turns to finish in those games, with a 95 % interval (normal approximation).
    pub mean_turns_to_finish: f64,
    pub turns_to_finish_ci95: (f64, f64),
}

/// Plays `games` games, seeds `seed`, `seed + 1`, …, with the seats of `levels` rotated.
pub fn run_ai(levels: &[Level], options: Options, games: u64, seed: u64) -> AiReport<Options, SeatReport> {
    let n = levels.len();
    let mut wins = vec![0.0; n];
    // Per entry: finished games, sum and sum of squares of their turns.
    let mut finish = vec![(0u64, 0.0f64, 0.0f64); n];
    let rotation = rotate(
        levels,
        games,
        seed,
        |seated, seed| {
            let played = play(seated, options, seed);
            (!played.capped).then_some(played.game)
        },
        |game, seat, entry| {
            if game.winners.contains(&seat) {
                wins[entry] += 1.0 / game.winners.len() as f64;
            }
            if let Some(wall) = game.walls.get(seat).filter(|wall| wall.is_complete()) {
                let turns = f64::from(wall.turns);
                let (count, sum, squares) = &mut finish[entry];
                *count += 1;
                *sum += turns;
                *squares += turns * turns;
            }
        },
    );
    let played = rotation.finished;
    let seats = (0..n)
        .map(|e| {
            let (count, sum, squares) = finish[e];
            let k = count.max(1) as f64;
            let mean_turns = sum / k;
            let variance = (squares / k - mean_turns * mean_turns).max(0.0) * k / (k - 1.0).max(1.0);
            let half = 1.959_964 * (variance / k).sqrt();
            SeatReport {
                seat: SeatWins::new(levels[e], wins[e], played),
                finished: count,
                mean_turns_to_finish: mean_turns,
                turns_to_finish_ci95: (mean_turns - half, mean_turns + half),
            }
        })
        .collect();
    AiReport::rotated("wuerfelhaus", options, games, &rotation, seats)
}
