//! `oink sim --game wuerfelhaus`: games with random legal choices.

use std::time::Instant;

use serde::Serialize;

use super::{Game, Options, Sheet};
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
    let mut dice = Seeded::new(seed);
    let mut chooser = Seeded::new(seed ^ 0x9E37_79B9_7F4A_7C15);
    let names = (0..players).map(|i| format!("P{}", i + 1)).collect();
    let Ok(mut game) = Game::new(names, options, Sheet::default()) else {
        panic!("simulation with {players} players: the CLI checks 1–6 before calling");
    };
    let turns = |g: &Game| g.walls.iter().map(|w| w.turns).sum::<u32>();
    while !game.is_over() && turns(&game) < TURN_CAP {
        let player = game.turn.player;
        let actions = game.legal_actions(player);
        let action = &actions[chooser.below(actions.len())];
        if let Err(error) = game.apply(player, action, &mut dice) {
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
