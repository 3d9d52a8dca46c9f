//! Verifiable dice (issue 35): a table commits to its game's seed when the game starts, keeps
//! the seed secret while it runs and reveals it at the end; anyone can then recompute every
//! die and shuffle from the seed (`oink replay --verify`) and check that it is the seed the
//! first board committed to. The scheme is documented in `docs/records.md`.
//!
//! The commitment binds the seed to the table, so a commitment shown at one table cannot be
//! satisfied by a seed of another; the seed is random and 64 bits long, so the short form on
//! the board cannot be inverted by trying seeds while the game runs.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::rng::{Draw, Drawn, watched};
use super::{FAIRNESS, ReplayError, replay_value};

/// The domain tag hashed before the table id and the seed: a version of the scheme, so that a
/// later scheme can never be confused with this one.
pub const SCHEME: &str = "oink-dice-v1";

/// How many hex digits of the commitment the board shows.
const SHORT: usize = 16;

/// SHA-256 of the tag [`SCHEME`], a zero byte, the table id and the seed (both 8 bytes, big
/// endian), as 64 lowercase hex digits.
pub fn digest(table: u64, seed: u64) -> String {
    let mut hasher = Sha256::new();
    hasher.update(SCHEME.as_bytes());
    hasher.update([0u8]);
    hasher.update(table.to_be_bytes());
    hasher.update(seed.to_be_bytes());
    hasher.finalize().iter().fold(String::with_capacity(64), |mut hex, byte| {
        // Writing to a String cannot fail.
        let _ = write!(hex, "{byte:02x}");
        hex
    })
}

/// A game's commitment to its seed, made when the table started it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commitment {
    /// The table the game was started at (hashed with the seed).
    pub table: u64,
    /// [`digest`] of the table and the seed.
    pub hash: String,
}

impl Commitment {
    pub fn new(table: u64, seed: u64) -> Commitment {
        Commitment { table, hash: digest(table, seed) }
    }

    /// The first 16 hex digits, as the board shows them: short enough to read and compare,
    /// long enough that no other seed matches them by chance.
    pub fn short(&self) -> &str {
        self.hash.get(..SHORT).unwrap_or(&self.hash)
    }
}

/// The block a committed game's exported record carries under `"fairness"`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fairness {
    pub scheme: String,
    pub table: u64,
    pub commitment: String,
    /// Every outcome the seed gave, in order, grouped by the action that drew it.
    pub draws: Vec<Entry>,
}

/// The outcomes one action drew (or, with no action, the setup's), or one shuffle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The record action's index; `null` for the setup before the first action.
    pub action: Option<usize>,
    /// Die faces and spinner results, in the order drawn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<String>,
    /// A shuffle: `shuffle[i]` is the position before the shuffle of what ended at `i`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shuffle: Option<Vec<usize>>,
}

impl Fairness {
    /// The block of a game committed by `commitment`, whose replay drew `draws`.
    pub fn new(commitment: &Commitment, draws: &[Drawn]) -> Fairness {
        Fairness {
            scheme: SCHEME.to_owned(),
            table: commitment.table,
            commitment: commitment.hash.clone(),
            draws: group(draws),
        }
    }
}

/// Consecutive picks of one action share an entry; each shuffle has its own.
fn group(draws: &[Drawn]) -> Vec<Entry> {
    let mut entries: Vec<Entry> = Vec::new();
    for (action, draw) in draws {
        match draw {
            Draw::Pick(label) => match entries.last_mut() {
                Some(last) if last.action == *action && last.shuffle.is_none() => {
                    last.dice.push(label.clone())
                }
                _ => entries.push(Entry { action: *action, dice: vec![label.clone()], shuffle: None }),
            },
            Draw::Shuffle(order) => {
                entries.push(Entry { action: *action, dice: Vec::new(), shuffle: Some(order.clone()) })
            }
        }
    }
    entries
}

/// The draws an entry list stands for, one by one.
fn ungroup(entries: &[Entry]) -> Vec<Drawn> {
    entries
        .iter()
        .flat_map(|entry| {
            let dice = entry.dice.iter().map(|label| (entry.action, Draw::Pick(label.clone())));
            let shuffle = entry.shuffle.iter().map(|order| (entry.action, Draw::Shuffle(order.clone())));
            dice.chain(shuffle).collect::<Vec<_>>()
        })
        .collect()
}

/// What `oink replay --verify` confirmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    pub seed: u64,
    pub commitment: String,
    /// How many outcomes were recomputed and matched.
    pub draws: usize,
    pub actions: usize,
}

/// Why a record did not verify. `code` is stable (see `docs/records.md`); the message names
/// the first action and draw that differ, for people.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{code}: {message}")]
pub struct Unverified {
    pub code: &'static str,
    pub message: String,
}

fn unverified(code: &'static str, message: impl Into<String>) -> Unverified {
    Unverified { code, message: message.into() }
}

/// Checks a finished game's record: the revealed seed matches the commitment, and replaying
/// the actions through the engine from that seed draws exactly the outcomes the record lists.
/// Nothing the record says about its dice is trusted: they are recomputed.
pub fn verify(text: &str) -> Result<Verified, Unverified> {
    let mut record: Value = serde_json::from_str(text)
        .map_err(|e| unverified("bad_record", format!("the record is not valid JSON: {e}")))?;
    let block = record
        .as_object_mut()
        .and_then(|fields| fields.remove(FAIRNESS))
        .ok_or_else(|| unverified("not_committed", "the record has no \"fairness\" block: its table made no commitment (a game started before verifiable dice, or a record written by hand)"))?;
    let fairness: Fairness = serde_json::from_value(block).map_err(|e| {
        unverified("bad_record", format!("the \"fairness\" block is not of the documented shape: {e}"))
    })?;
    if fairness.scheme != SCHEME {
        return Err(unverified(
            "unknown_scheme",
            format!("the commitment scheme {:?} is not {SCHEME:?}", fairness.scheme),
        ));
    }
    let seed =
        record.get("rng").and_then(|rng| rng.get("seed")).and_then(Value::as_u64).ok_or_else(|| {
            unverified("missing_seed", "the record reveals no seed (\"rng\": {\"seed\": N})")
        })?;
    let expected = digest(fairness.table, seed);
    if fairness.commitment != expected {
        return Err(unverified(
            "wrong_commitment",
            format!(
                "the seed {seed} at table {} hashes to {expected}, not to the commitment {}",
                fairness.table, fairness.commitment
            ),
        ));
    }
    let actions = record.get("actions").and_then(Value::as_array).cloned().unwrap_or_default();
    let (replayed, drawn) = watched(|| replay_value(record, false));
    replayed.map_err(|error| replay_failed(&error))?;
    let listed = ungroup(&fairness.draws);
    if let Some(at) = (0..drawn.len().max(listed.len())).find(|&i| drawn.get(i) != listed.get(i)) {
        return Err(mismatch(at, listed.get(at), drawn.get(at), &actions));
    }
    Ok(Verified { seed, commitment: expected, draws: drawn.len(), actions: actions.len() })
}

/// A replay from the seed that stopped: the actions do not fit the dice the seed gives.
fn replay_failed(error: &ReplayError) -> Unverified {
    match error.action {
        Some(index) => unverified(
            "replay_failed",
            format!(
                "action {index} cannot be played with the dice the seed gives ({}: {})",
                error.code, error.message
            ),
        ),
        None => unverified("bad_record", format!("{}: {}", error.code, error.message)),
    }
}

/// The first draw (number `at`, counted from 0) where the record and the seed differ.
fn mismatch(at: usize, listed: Option<&Drawn>, drawn: Option<&Drawn>, actions: &[Value]) -> Unverified {
    let Some((action, _)) = drawn.or(listed) else {
        return unverified("dice_mismatch", format!("draw {at} differs"));
    };
    let place = match action {
        Some(index) => {
            let what = actions.get(*index).and_then(|a| a.get("do")).and_then(Value::as_str).unwrap_or("?");
            let player = actions.get(*index).and_then(|a| a.get("player")).and_then(Value::as_u64);
            match player {
                Some(player) => format!("action {index} ({what:?} by player {player})"),
                None => format!("action {index} ({what:?})"),
            }
        }
        None => "the setup".to_owned(),
    };
    let shown = |draw: Option<&Drawn>| match draw {
        Some((_, Draw::Pick(label))) => format!("{label:?}"),
        Some((_, Draw::Shuffle(order))) => format!("the shuffle {order:?}"),
        None => "nothing".to_owned(),
    };
    let listed_at = match listed {
        Some((Some(index), _)) if Some(*index) != *action => format!(" (listed under action {index})"),
        Some((None, _)) if action.is_some() => " (listed under the setup)".to_owned(),
        _ => String::new(),
    };
    unverified(
        "dice_mismatch",
        format!(
            "draw {at}, in {place}: the record says {}{listed_at}, the seed gives {}",
            shown(listed),
            shown(drawn)
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The exact bytes hashed, as `docs/records.md` states them: anyone can recompute a
    /// commitment with a plain SHA-256 tool.
    #[test]
    fn the_commitment_hashes_the_documented_bytes() {
        let mut bytes = b"oink-dice-v1\0".to_vec();
        bytes.extend_from_slice(&7u64.to_be_bytes());
        bytes.extend_from_slice(&42u64.to_be_bytes());
        let hex: String = Sha256::digest(&bytes).iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(digest(7, 42), hex);
        assert_eq!(hex.len(), 64);
        let commitment = Commitment::new(7, 42);
        assert_eq!(commitment.short(), &hex[..16]);
        // Another seed or another table: another commitment.
        assert_ne!(digest(7, 43), hex);
        assert_ne!(digest(8, 42), hex);
    }

    #[test]
    fn draws_group_by_action_and_ungroup_to_the_same_sequence() {
        let draws: Vec<Drawn> = vec![
            (None, Draw::Shuffle(vec![1, 0])),
            (None, Draw::Shuffle(vec![0, 1])),
            (Some(0), Draw::Pick("door".into())),
            (Some(0), Draw::Pick("wolf".into())),
            (Some(2), Draw::Pick("wood".into())),
        ];
        let grouped = group(&draws);
        assert_eq!(grouped.len(), 4);
        assert_eq!(grouped[2].dice, ["door", "wolf"]);
        assert_eq!(ungroup(&grouped), draws);
    }

    #[test]
    fn bad_input_is_a_clear_refusal() {
        assert_eq!(verify("not json").map_err(|e| e.code), Err("bad_record"));
        assert_eq!(verify(r#"{"game": "wuerfelhaus"}"#).map_err(|e| e.code), Err("not_committed"));
        let no_seed = r#"{"game": "wuerfelhaus", "players": ["Ann"], "rng": {"script": [1]},
            "fairness": {"scheme": "oink-dice-v1", "table": 1, "commitment": "00", "draws": []}}"#;
        assert_eq!(verify(no_seed).map_err(|e| e.code), Err("missing_seed"));
        let wrong = r#"{"game": "wuerfelhaus", "players": ["Ann"], "rng": {"seed": 5},
            "fairness": {"scheme": "oink-dice-v1", "table": 1, "commitment": "00", "draws": []}}"#;
        assert_eq!(verify(wrong).map_err(|e| e.code), Err("wrong_commitment"));
        let shape = r#"{"game": "wuerfelhaus", "rng": {"seed": 5}, "fairness": {"table": "x"}}"#;
        assert_eq!(verify(shape).map_err(|e| e.code), Err("bad_record"));
    }
}
