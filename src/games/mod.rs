//! The rules engines, one module per game: pure and deterministic, no I/O and no Discord types.

pub mod ai;
pub mod fairness;
pub mod registry;
pub mod rng;
pub mod seam;
pub mod space_pigs;
pub mod three_pigs;
#[cfg(test)]
pub mod toy;
pub mod wuerfelhaus;

use serde::{Deserialize, Serialize};

use registry::{GameSpec, TABLE_GAMES};

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

/// The key of a record's verifiable-dice block ([`fairness::Fairness`]): the games' own
/// record types do not know it, so a replay takes it off before the game reads the record.
pub const FAIRNESS: &str = "fairness";

/// Replays a record of any game (the one its `"game"` field names) to its JSON state.
pub fn replay(record: &str, legal: bool) -> Result<serde_json::Value, ReplayError> {
    let value: serde_json::Value =
        serde_json::from_str(record).map_err(|e| ReplayError::record("bad_record", e.to_string()))?;
    replay_value(value, legal)
}

/// [`replay`] of a record already read as JSON.
pub fn replay_value(mut value: serde_json::Value, legal: bool) -> Result<serde_json::Value, ReplayError> {
    if let Some(fields) = value.as_object_mut() {
        fields.remove(FAIRNESS);
    }
    match value.get("game").and_then(|g| g.as_str()).and_then(GameSpec::by_slug) {
        Some(game) => game.replay(value, legal),
        None => Err(ReplayError::record("unknown_game", format!("\"game\" must name a game: {}", slugs()))),
    }
}

/// Every game's slug, quoted: `"a", "b" or "c"`.
fn slugs() -> String {
    let quoted: Vec<String> = TABLE_GAMES.iter().map(|game| format!("{:?}", game.slug)).collect();
    match quoted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}
