//! The rules engines, one module per game: pure and deterministic, no I/O and no Discord types.

pub mod ai;
pub mod registry;
pub mod rng;
pub mod seam;
pub mod space_pigs;
pub mod three_pigs;
#[cfg(test)]
pub mod toy;
pub mod wuerfelhaus;

use serde::{Deserialize, Serialize};

/// The games Oink hosts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    ThreePigs,
    Wuerfelhaus,
    SpacePigs,
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [GameKind::ThreePigs, GameKind::Wuerfelhaus, GameKind::SpacePigs];

    /// The stable name used in records, custom ids and the catalog (`game-<slug>-…`).
    pub fn slug(self) -> &'static str {
        match self {
            GameKind::ThreePigs => "three-pigs",
            GameKind::Wuerfelhaus => "wuerfelhaus",
            GameKind::SpacePigs => "space-pigs",
        }
    }

    pub fn from_slug(slug: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.slug() == slug)
    }

    /// Player counts the game allows, inclusive.
    pub fn players(self) -> (u8, u8) {
        match self {
            GameKind::ThreePigs => (2, 5),
            GameKind::Wuerfelhaus => (1, 6),
            GameKind::SpacePigs => (3, 6),
        }
    }
}

/// One action of a record and the seat that took it: `{"player": i, "do": …}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recorded<A> {
    pub player: usize,
    #[serde(flatten)]
    pub action: A,
}

/// `n / d` for simulation reports, 0 when nothing was counted.
pub fn mean(n: u64, d: u64) -> f64 {
    if d == 0 { 0.0 } else { n as f64 / d as f64 }
}

/// Games per second for simulation reports, 0 when no time was measured.
pub fn per_second(games: u64, seconds: f64) -> f64 {
    if seconds > 0.0 { games as f64 / seconds } else { 0.0 }
}

/// Why a record could not be replayed: a bad record (`action` is `None`) or a refused action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{}{code}: {message}", action.map(|a| format!("action {a}: ")).unwrap_or_default())]
pub struct ReplayError {
    /// Index of the failing action, `None` for an error in the record itself.
    pub action: Option<usize>,
    /// Stable code (see `docs/records.md`).
    pub code: String,
    pub message: String,
}

impl ReplayError {
    pub fn record(code: &str, message: impl Into<String>) -> ReplayError {
        ReplayError { action: None, code: code.to_owned(), message: message.into() }
    }

    pub fn action(index: usize, code: &str, message: impl Into<String>) -> ReplayError {
        ReplayError { action: Some(index), code: code.to_owned(), message: message.into() }
    }
}

/// Replays a record of any game (dispatching on its `"game"` field) to its JSON state.
pub fn replay(record: &str, legal: bool) -> Result<serde_json::Value, ReplayError> {
    let value: serde_json::Value =
        serde_json::from_str(record).map_err(|e| ReplayError::record("bad_record", e.to_string()))?;
    match value.get("game").and_then(|g| g.as_str()).and_then(GameKind::from_slug) {
        Some(GameKind::ThreePigs) => {
            let record: three_pigs::record::Record = serde_json::from_value(value)
                .map_err(|e| ReplayError::record("bad_record", e.to_string()))?;
            three_pigs::record::replay(&record, legal)
        }
        Some(GameKind::Wuerfelhaus) => {
            let record: wuerfelhaus::record::Record = serde_json::from_value(value)
                .map_err(|e| ReplayError::record("bad_record", e.to_string()))?;
            wuerfelhaus::record::replay(&record, legal)
        }
        Some(GameKind::SpacePigs) => {
            let record: space_pigs::record::Record = serde_json::from_value(value)
                .map_err(|e| ReplayError::record("bad_record", e.to_string()))?;
            space_pigs::record::replay(&record, legal)
        }
        None => Err(ReplayError::record(
            "unknown_game",
            "\"game\" must name a game: \"three-pigs\", \"wuerfelhaus\" or \"space-pigs\"",
        )),
    }
}
