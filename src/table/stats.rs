//! Per-server statistics per user, kept for a later leaderboard.

use serde::{Deserialize, Serialize};

/// One user's record on one server, for one game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserStats {
    pub games: u32,
    pub wins: u32,
    /// The Three Little Pigs: most points in a game.
    pub best_score: u32,
    /// Würfelhaus solo: fewest turns to finish the house (0 until one is finished).
    #[serde(default)]
    pub best_solo_turns: u32,
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
}
