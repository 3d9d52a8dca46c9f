//! The channels whose write failed, watched until their board shows what is stored (see
//! `recheck.rs`, which redraws them). Only the bookkeeping: the table service holds one.

use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};
use std::time::Instant;

use tokio::sync::Notify;

/// The most channels kept: beyond this the oldest notes are dropped (logged). A store down
/// under heavy load fails thousands of clicks, but in few more channels than are in play.
const MOST: usize = 20_000;

/// What is known of a watched channel.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Watch {
    /// The revision last drawn from the store (`None`: not yet).
    pub(super) drawn: Option<u64>,
    /// When watching ends: set by the first read the store answered.
    pub(super) until: Option<Instant>,
}

/// The channels whose write failed, watched until their board shows what is stored.
#[derive(Default)]
pub struct Unsure {
    channels: Mutex<BTreeMap<u64, Watch>>,
    pub(super) noted: Notify,
}

impl Unsure {
    /// Notes that `channel`'s table may have changed, or may still change, without its board
    /// showing it.
    pub fn note(&self, channel: u64) {
        let mut channels = self.lock();
        if channels.len() >= MOST && !channels.contains_key(&channel) {
            if let Some((dropped, _)) = channels.pop_first() {
                tracing::warn!(channel = dropped, "too many boards to recheck; this one is not redrawn");
            }
        }
        channels.insert(channel, Watch::default());
        drop(channels);
        self.noted.notify_one();
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<u64, Watch>> {
        self.channels.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub(super) fn watched(&self) -> Vec<(u64, Watch)> {
        self.lock().iter().map(|(channel, watch)| (*channel, *watch)).collect()
    }

    /// Records a pass over `channel` (unless it was noted again meanwhile, which starts over).
    pub(super) fn update(&self, channel: u64, seen: Watch, now: Watch) {
        let mut channels = self.lock();
        if let Some(watch) = channels.get_mut(&channel) {
            if watch.until == seen.until && watch.drawn == seen.drawn {
                *watch = now;
            }
        }
    }

    pub(super) fn forget(&self, channel: u64, seen: Watch) {
        let mut channels = self.lock();
        if channels.get(&channel).is_some_and(|w| w.until == seen.until && w.drawn == seen.drawn) {
            channels.remove(&channel);
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.lock().is_empty()
    }
}
