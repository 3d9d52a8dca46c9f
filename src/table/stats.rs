//! Per-server statistics per user, kept for a later leaderboard, and how fast people play.

use serde::{Deserialize, Serialize};

/// The turns of a user whose times the statistics keep: their latest, so the figures follow
/// how they play now, in a record of bounded size.
pub const TURNS_KEPT: usize = 100;

/// One user's record on one server, for one game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserStats {
    pub games: u32,
    pub wins: u32,
    /// The Three Little Pigs: most points in a game.
    pub best_score: u32,
    /// Würfelhaus solo: fewest turns to finish the house (0 until one is finished).
    #[serde(default)]
    pub best_solo_turns: u32,
    /// How long their latest turns took, in seconds, oldest first (at most [`TURNS_KEPT`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub turn_times: Vec<u32>,
}

/// How fast someone played: the median and the slowest of their turns, in seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pace {
    pub turns: usize,
    pub median: u32,
    pub slowest: u32,
}

impl Pace {
    /// The pace of these turn times (`None`: no turn). The median of an even number of turns
    /// is the mean of the two middle ones, rounded down.
    pub fn of(times: &[u32]) -> Option<Pace> {
        let mut sorted = times.to_vec();
        sorted.sort_unstable();
        let slowest = *sorted.last()?;
        let middle = sorted.len() / 2;
        let median = match sorted.len() % 2 {
            1 => sorted[middle],
            _ => ((u64::from(sorted[middle - 1]) + u64::from(sorted[middle])) / 2) as u32,
        };
        Some(Pace { turns: sorted.len(), median, slowest })
    }
}

impl UserStats {
    /// Adds one finished game.
    pub fn add(mut self, score: u32, won: bool) -> UserStats {
        self.games += 1;
        self.wins += u32::from(won);
        self.best_score = self.best_score.max(score);
        self
    }

    /// Adds one finished Würfelhaus game that took `turns`; a finished solo house may be a
    /// new best.
    pub fn add_turns(mut self, turns: u32, won: bool, solo: bool) -> UserStats {
        self.games += 1;
        self.wins += u32::from(won);
        if solo && won && (self.best_solo_turns == 0 || turns < self.best_solo_turns) {
            self.best_solo_turns = turns;
        }
        self
    }

    /// Adds the times of a finished game's turns, keeping the latest [`TURNS_KEPT`].
    pub fn timed(mut self, times: &[u32]) -> UserStats {
        self.turn_times.extend_from_slice(times);
        let over = self.turn_times.len().saturating_sub(TURNS_KEPT);
        self.turn_times.drain(..over);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pace_is_the_median_and_the_slowest_turn() {
        assert_eq!(Pace::of(&[]), None);
        assert_eq!(Pace::of(&[30]), Some(Pace { turns: 1, median: 30, slowest: 30 }));
        assert_eq!(Pace::of(&[300, 10, 60]), Some(Pace { turns: 3, median: 60, slowest: 300 }));
        assert_eq!(Pace::of(&[10, 61, 20, 3600]), Some(Pace { turns: 4, median: 40, slowest: 3600 }));
    }

    #[test]
    fn the_statistics_keep_the_latest_turns() {
        let old: Vec<u32> = (0..90).collect();
        let stats = UserStats::default().timed(&old).timed(&[1000; 20]);
        assert_eq!(stats.turn_times.len(), TURNS_KEPT);
        assert_eq!(stats.turn_times[0], 10, "the oldest ten went");
        assert_eq!(stats.turn_times[TURNS_KEPT - 1], 1000);
    }
}
