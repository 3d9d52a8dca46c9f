//! Per-server statistics per user, kept for a later leaderboard.

use serde::{Deserialize, Serialize};

/// One user's record on one server, for one game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserStats {
    pub games: u32,
    pub wins: u32,
    pub best_score: u32,
}

impl UserStats {
    /// Adds one finished game.
    pub fn add(mut self, score: u32, won: bool) -> UserStats {
        self.games += 1;
        self.wins += u32::from(won);
        self.best_score = self.best_score.max(score);
        self
    }
}
