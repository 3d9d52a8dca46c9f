//! All randomness of the games goes through [`Randomness`], so that a game can run from a seed
//! (and continue with the same dice after a restart: the generator's state is saved with the
//! game) or from a scripted list of outcomes (records, bug reports, scenario tests).

use std::cell::RefCell;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Why a random outcome could not be produced.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RandomError {
    #[error("the script has no outcome left")]
    ScriptExhausted,
    #[error("scripted outcome {found:?} is not possible here (expected one of {expected:?})")]
    NotPossible { found: String, expected: Vec<String> },
}

impl RandomError {
    /// The stable code every game's records use for it.
    pub fn code(&self) -> &'static str {
        match self {
            RandomError::ScriptExhausted => "script_exhausted",
            RandomError::NotPossible { .. } => "bad_script_outcome",
        }
    }
}

/// The one source of chance for the engines.
pub trait Randomness {
    /// Picks one of `options`, given as `(label, weight)`; returns its index. A seeded source
    /// draws by weight; a script names the outcome by its label.
    fn pick(&mut self, options: &[(&str, u32)]) -> Result<usize, RandomError>;

    /// Shuffles `items` (setup only: stack order). A script never shuffles: scripted games
    /// state their order explicitly.
    fn shuffle<T>(&mut self, items: &mut [T]);

    /// Whether [`Randomness::pick`] always succeeds (a seeded source; a script may run out or
    /// name an impossible outcome). An engine may then change its state in place: a step it
    /// has checked cannot fail halfway through a roll.
    fn never_fails(&self) -> bool {
        false
    }
}

/// A portable, serializable generator: the same seed gives the same game on every machine.
///
/// Saved as `{"seed": [32 bytes], "stream": N, "word_pos": N}`. rand_chacha's own serde form
/// writes the position as a `u128`, which `serde_json::Value` (and so the store's envelope)
/// cannot hold; a position never comes near 2^64 words, so it is kept as a `u64`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seeded(ChaCha8Rng);

#[derive(Serialize, Deserialize)]
struct SeededState {
    seed: [u8; 32],
    stream: u64,
    word_pos: u64,
}

impl Serialize for Seeded {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let word_pos = u64::try_from(self.0.get_word_pos()).map_err(serde::ser::Error::custom)?;
        SeededState { seed: self.0.get_seed(), stream: self.0.get_stream(), word_pos }.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Seeded {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let state = SeededState::deserialize(deserializer)?;
        let mut rng = ChaCha8Rng::from_seed(state.seed);
        rng.set_stream(state.stream);
        rng.set_word_pos(u128::from(state.word_pos));
        Ok(Seeded(rng))
    }
}

impl Seeded {
    pub fn new(seed: u64) -> Seeded {
        Seeded(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A uniform index below `n` (for random players and simulations), `n > 0`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n.max(1))
    }
}

impl Randomness for Seeded {
    fn pick(&mut self, options: &[(&str, u32)]) -> Result<usize, RandomError> {
        let total: u32 = options.iter().map(|(_, w)| w).sum();
        let mut roll = self.0.random_range(0..total.max(1));
        let mut picked = options.len().saturating_sub(1);
        for (index, (_, weight)) in options.iter().enumerate() {
            if roll < *weight {
                picked = index;
                break;
            }
            roll -= weight;
        }
        note(|| Draw::Pick(options.get(picked).map_or_else(String::new, |(label, _)| (*label).to_owned())));
        Ok(picked)
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        use rand::seq::SliceRandom;
        // Watched: the same generator state shuffles the positions first, which gives the
        // permutation the items are about to take (a shuffle depends only on the length).
        note(|| {
            let mut order: Vec<usize> = (0..items.len()).collect();
            order.shuffle(&mut self.0.clone());
            Draw::Shuffle(order)
        });
        items.shuffle(&mut self.0);
    }

    fn never_fails(&self) -> bool {
        true
    }
}

/// One outcome a seeded generator drew: a die face or spinner result by its label, or a
/// shuffle as the permutation it made (`order[i]` is the position, before the shuffle, of
/// the item that ended at `i`). The verifiable dice (`games::fairness`) list and compare
/// them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Draw {
    Pick(String),
    Shuffle(Vec<usize>),
}

/// A draw and the index of the record action that made it (`None`: the setup, before the
/// first action).
pub type Drawn = (Option<usize>, Draw);

/// The draws being watched on this thread, while [`watched`] runs.
struct Watch {
    action: Option<usize>,
    draws: Vec<Drawn>,
}

thread_local! {
    static WATCH: RefCell<Option<Watch>> = const { RefCell::new(None) };
}

/// Runs `replay` (a record's replay: synchronous, on this thread) and returns, with its
/// result, every outcome the seeded generators drew meanwhile, each with its action (as
/// [`watch_action`] announced it). Watching from outside keeps the engines' signatures and
/// hot paths as they are: when nothing watches, a draw costs one thread-local check.
pub fn watched<R>(replay: impl FnOnce() -> R) -> (R, Vec<Drawn>) {
    let outer = WATCH.with(|w| w.replace(Some(Watch { action: None, draws: Vec::new() })));
    let result = replay();
    let watch = WATCH.with(|w| w.replace(outer));
    (result, watch.map(|w| w.draws).unwrap_or_default())
}

/// A record's replay is about to apply action `index`: the draws that follow are its own.
/// Does nothing when nothing watches.
pub fn watch_action(index: usize) {
    WATCH.with(|w| {
        if let Some(watch) = w.borrow_mut().as_mut() {
            watch.action = Some(index);
        }
    });
}

/// Adds a draw to the watch, if one runs; `draw` is only made then.
fn note(draw: impl FnOnce() -> Draw) {
    WATCH.with(|w| {
        if let Some(watch) = w.borrow_mut().as_mut() {
            let action = watch.action;
            watch.draws.push((action, draw()));
        }
    });
}

/// Outcomes read one by one from a list of labels.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Script {
    pub outcomes: Vec<String>,
    pub next: usize,
}

impl Script {
    pub fn new(outcomes: Vec<String>) -> Script {
        Script { outcomes, next: 0 }
    }
}

impl Randomness for Script {
    fn pick(&mut self, options: &[(&str, u32)]) -> Result<usize, RandomError> {
        let found = self.outcomes.get(self.next).ok_or(RandomError::ScriptExhausted)?;
        let index =
            options.iter().position(|(label, weight)| *label == found && *weight > 0).ok_or_else(|| {
                RandomError::NotPossible {
                    found: found.clone(),
                    expected: options.iter().map(|(l, _)| (*l).to_owned()).collect(),
                }
            })?;
        self.next += 1;
        Ok(index)
    }

    fn shuffle<T>(&mut self, _items: &mut [T]) {}
}

/// Either kind of source, as a table or a record stores it.
// One per game, never in bulk: boxing the generator would only add an indirection per draw.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    Seeded(Seeded),
    Scripted(Script),
}

impl Randomness for Source {
    fn pick(&mut self, options: &[(&str, u32)]) -> Result<usize, RandomError> {
        match self {
            Source::Seeded(rng) => rng.pick(options),
            Source::Scripted(script) => script.pick(options),
        }
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        match self {
            Source::Seeded(rng) => rng.shuffle(items),
            Source::Scripted(script) => script.shuffle(items),
        }
    }

    fn never_fails(&self) -> bool {
        matches!(self, Source::Seeded(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_outcomes_and_a_saved_state_continues_them() {
        let options = [("a", 1), ("b", 1), ("c", 1), ("d", 1), ("e", 1), ("f", 1)];
        let mut a = Seeded::new(7);
        let mut b = Seeded::new(7);
        let first: Vec<usize> = (0..20).map(|_| a.pick(&options).expect("pick")).collect();
        let again: Vec<usize> = (0..20).map(|_| b.pick(&options).expect("pick")).collect();
        assert_eq!(first, again);
        let saved = serde_json::to_string(&a).expect("save");
        let mut restored: Seeded = serde_json::from_str(&saved).expect("load");
        // Through serde_json::Value too, as the store's envelope reads it.
        let value = serde_json::to_value(&a).expect("to value");
        let mut from_value: Seeded = serde_json::from_value(value).expect("from value");
        let next = a.pick(&options);
        assert_eq!(next, restored.pick(&options));
        assert_eq!(next, from_value.pick(&options));
    }

    #[test]
    fn weights_shape_the_draws() {
        let mut rng = Seeded::new(1);
        let mut counts = [0u32; 3];
        for _ in 0..60_000 {
            counts[rng.pick(&[("straw", 3), ("wood", 2), ("brick", 1)]).expect("pick")] += 1;
        }
        // 30,000 / 20,000 / 10,000 expected; allow 3%.
        for (count, expected) in counts.iter().zip([30_000.0, 20_000.0, 10_000.0]) {
            assert!((f64::from(*count) - expected).abs() < expected * 0.03, "{counts:?}");
        }
    }

    #[test]
    fn a_script_names_outcomes_and_refuses_impossible_or_missing_ones() {
        let mut script = Script::new(vec!["wood".into(), "gold".into()]);
        let spinner = [("straw", 3), ("wood", 2), ("brick", 1)];
        assert_eq!(script.pick(&spinner), Ok(1));
        assert!(matches!(script.pick(&spinner), Err(RandomError::NotPossible { .. })));
        // A refused outcome is not consumed.
        assert_eq!(script.next, 1);
        let mut empty = Script::default();
        assert_eq!(empty.pick(&spinner), Err(RandomError::ScriptExhausted));
    }
}
