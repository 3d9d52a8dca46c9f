//! Computer players: the level a seat plays at, shared by every game's `ai` module.
//!
//! An AI sees what a player sees (these games hide nothing but future dice) and picks one of the
//! legal actions. It draws from its own [`super::rng::Seeded`], never from the game's dice, so
//! a game's dice do not depend on who chooses, and the same seed gives the same choices.

use std::fmt;
use std::str::FromStr;
use std::time::Instant;

use serde::{Deserialize, Serialize};

/// How well a computer seat plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// Any legal action, uniformly: the baseline of the simulations.
    Random,
    /// The best immediate gain: points of the tiles bought or bricks painted this turn.
    Greedy,
    /// Looks ahead over the dice with exact probabilities and values the position as a whole.
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Random, Level::Greedy, Level::Strong];
    /// Their code names, in the same order (a command option's choices).
    pub const NAMES: [&'static str; 3] = ["random", "greedy", "strong"];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a level.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown AI level {0:?} (random, greedy or strong)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(name: &str) -> Result<Level, UnknownLevel> {
        Level::ALL.into_iter().find(|l| l.name() == name.trim()).ok_or_else(|| UnknownLevel(name.to_owned()))
    }
}

/// Among `values` (one per candidate), the index of the best, ties broken by `rng` so equal
/// choices do not always fall on the first listed. `None` for no candidates.
pub fn best_index(values: &[f64], rng: &mut super::rng::Seeded) -> Option<usize> {
    const EPSILON: f64 = 1e-9;
    let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let ties = values.iter().filter(|&&v| v >= best - EPSILON).count();
    if ties == 0 {
        return None;
    }
    let pick = rng.below(ties);
    values.iter().enumerate().filter(|&(_, &v)| v >= best - EPSILON).nth(pick).map(|(i, _)| i)
}

/// The 95 % Wilson score interval of `successes` out of `trials`, as `(low, high)`.
pub fn wilson(successes: f64, trials: f64) -> (f64, f64) {
    if trials <= 0.0 {
        return (0.0, 0.0);
    }
    const Z: f64 = 1.959_964;
    let p = successes / trials;
    let z2 = Z * Z / trials;
    let centre = (p + z2 / 2.0) / (1.0 + z2);
    let half = Z * (p * (1.0 - p) / trials + z2 / (4.0 * trials)).sqrt() / (1.0 + z2);
    (centre - half, centre + half)
}

/// `oink sim --ai …`: the figures of each seat of the list, for any game (`O`: its options,
/// `S`: what it reports per seat).
#[derive(Debug, Clone, Serialize)]
pub struct AiReport<O, S> {
    pub game: &'static str,
    pub players: usize,
    pub options: O,
    pub games: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    /// Game `i` rotates the list by `i` seats, so each entry plays each position equally often.
    pub rotated: bool,
    pub seats: Vec<S>,
    pub turn_cap: u64,
}

impl<O, S> AiReport<O, S> {
    /// The report of a [`rotate`]d run of `games` games of `game`, one entry of `seats` per
    /// entry of the list of levels.
    pub fn rotated(game: &'static str, options: O, games: u64, rotation: &Rotation, seats: Vec<S>) -> Self {
        AiReport {
            game,
            players: seats.len(),
            options,
            games,
            seconds: rotation.seconds,
            games_per_second: super::per_second(games, rotation.seconds),
            rotated: true,
            seats,
            turn_cap: rotation.capped,
        }
    }
}

/// What every game's `--ai` report says of a seat of the list: its level and its wins over
/// the finished games (a shared win counting as a share), with their rate and its 95 % Wilson
/// interval. Flattened into each game's own seat report.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SeatWins {
    pub level: Level,
    pub wins: f64,
    pub win_rate: f64,
    /// 95 % Wilson interval of the win rate.
    pub win_rate_ci95: (f64, f64),
}

impl SeatWins {
    pub fn new(level: Level, wins: f64, finished: u64) -> SeatWins {
        SeatWins {
            level,
            wins,
            win_rate: wins / finished.max(1) as f64,
            win_rate_ci95: wilson(wins, finished as f64),
        }
    }
}

/// How a [`rotate`]d run went: its time, and the games finished and cut off by a cap.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rotation {
    pub seconds: f64,
    pub finished: u64,
    pub capped: u64,
}

/// Plays `games` games from seeds `seed`, `seed + 1`, … with the seats of `levels` rotated: in
/// game `i`, seat `s` plays entry `(s + i) % n` of the list, so each entry plays each position
/// equally often (every game's `oink sim --ai`). `play` plays one game from the seated levels
/// and its seed, `None` when a cap cut it off; `tally` hears, for every seat of each finished
/// game, which entry of the list played it.
pub fn rotate<G>(
    levels: &[Level],
    games: u64,
    seed: u64,
    mut play: impl FnMut(&[Level], u64) -> Option<G>,
    mut tally: impl FnMut(&G, usize, usize),
) -> Rotation {
    let start = Instant::now();
    let n = levels.len();
    let mut capped = 0;
    for i in 0..games {
        let shift = (i % n.max(1) as u64) as usize;
        let seated: Vec<Level> = (0..n).map(|s| levels[(s + shift) % n]).collect();
        let Some(game) = play(&seated, seed.wrapping_add(i)) else {
            capped += 1;
            continue;
        };
        for seat in 0..n {
            tally(&game, seat, (seat + shift) % n);
        }
    }
    Rotation { seconds: start.elapsed().as_secs_f64(), finished: games - capped, capped }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_list_every_level_in_order() {
        assert_eq!(Level::ALL.map(Level::name), Level::NAMES);
    }

    #[test]
    fn levels_read_and_print_their_kebab_names() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
            assert_eq!(serde_json::to_string(&level).ok(), Some(format!("\"{level}\"")));
        }
        assert!("expert".parse::<Level>().is_err());
    }

    #[test]
    fn the_wilson_interval_holds_the_share_and_narrows_with_more_trials() {
        let (low, high) = wilson(35.0, 100.0);
        assert!(low < 0.35 && 0.35 < high && low > 0.25 && high < 0.45, "{low} {high}");
        let (low2, high2) = wilson(3_500.0, 10_000.0);
        assert!(high2 - low2 < (high - low) / 5.0);
        assert_eq!(wilson(0.0, 0.0), (0.0, 0.0));
    }
}
