//! What the adapter keeps in memory per channel, bounded: a bot in many servers sees channels
//! come and go, and a map that only grows would hold every channel it ever served.
//!
//! * [`Locks`]: the lock of each table's channel. A lock nobody holds or waits for is forgotten
//!   when the map grows (the next request makes a new one); a lock in use never is, so two
//!   requests of one channel always share one lock.
//! * [`Recent`]: a small value per channel (messages below the board, the last turn ping),
//!   kept for the [`REMEMBERED`] channels used last. Forgetting one costs what a restart costs:
//!   a repost comes later, or one old ping stays.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// How many channels a [`Recent`] map remembers, and how many idle locks [`Locks`] keeps
/// before it forgets them: far more channels than play at one moment on one process.
pub const REMEMBERED: usize = 4096;

/// A channel's lock, shared by every request of that channel.
pub type ChannelLock = Arc<tokio::sync::Mutex<()>>;

/// One lock per channel, forgotten when idle.
pub struct Locks {
    inner: Mutex<LockMap>,
    /// The fewest locks kept before idle ones are forgotten.
    least: usize,
}

struct LockMap {
    by_channel: HashMap<u64, ChannelLock>,
    /// The size at which idle locks are forgotten next: twice what stayed after the last
    /// time, so the scan costs O(1) per new lock even with many locks in use.
    prune_at: usize,
}

impl Default for Locks {
    fn default() -> Locks {
        Locks::keeping(REMEMBERED)
    }
}

impl Locks {
    /// Forgets idle locks once more than `least` are kept.
    pub fn keeping(least: usize) -> Locks {
        Locks { inner: Mutex::new(LockMap { by_channel: HashMap::new(), prune_at: least }), least }
    }

    /// The lock of `channel`.
    pub fn of(&self, channel: u64) -> ChannelLock {
        let mut map = lock(&self.inner);
        if let Some(lock) = map.by_channel.get(&channel) {
            return lock.clone();
        }
        if map.by_channel.len() >= map.prune_at {
            // Held or awaited, a lock has a clone outside the map (the request's, or its
            // guard's); the map's own is the only one of an idle lock. The count is read under
            // the map's mutex, the only place that hands out clones, so it cannot grow here.
            map.by_channel.retain(|_, lock| Arc::strong_count(lock) > 1);
            map.prune_at = (2 * map.by_channel.len()).max(self.least);
        }
        map.by_channel.entry(channel).or_default().clone()
    }

    /// How many locks are kept.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        lock(&self.inner).by_channel.len()
    }
}

/// A value per channel for the channels used last.
pub struct Recent<V> {
    inner: Mutex<RecentMap<V>>,
    capacity: usize,
}

struct RecentMap<V> {
    /// Each value with the moment it was last used, in uses.
    by_channel: HashMap<u64, (V, u64)>,
    uses: u64,
}

impl<V: Clone> Default for Recent<V> {
    fn default() -> Recent<V> {
        Recent::keeping(REMEMBERED)
    }
}

impl<V: Clone> Recent<V> {
    /// Remembers at most `capacity` channels (at least 4).
    pub fn keeping(capacity: usize) -> Recent<V> {
        Recent {
            inner: Mutex::new(RecentMap { by_channel: HashMap::new(), uses: 0 }),
            capacity: capacity.max(4),
        }
    }

    /// The value of `channel`, if remembered.
    pub fn get(&self, channel: u64) -> Option<V> {
        let mut map = lock(&self.inner);
        let now = map.tick();
        map.by_channel.get_mut(&channel).map(|(value, used)| {
            *used = now;
            value.clone()
        })
    }

    /// Sets the value of `channel`; returns the one it replaces.
    pub fn insert(&self, channel: u64, value: V) -> Option<V> {
        let mut map = lock(&self.inner);
        let now = map.tick();
        let old = map.by_channel.insert(channel, (value, now)).map(|(old, _)| old);
        if map.by_channel.len() > self.capacity {
            map.forget_oldest(self.capacity);
        }
        old
    }

    /// Changes the value of `channel`, if remembered.
    pub fn update(&self, channel: u64, change: impl FnOnce(&mut V)) {
        let mut map = lock(&self.inner);
        let now = map.tick();
        if let Some((value, used)) = map.by_channel.get_mut(&channel) {
            change(value);
            *used = now;
        }
    }

    /// Forgets `channel`; returns its value.
    pub fn remove(&self, channel: u64) -> Option<V> {
        lock(&self.inner).by_channel.remove(&channel).map(|(value, _)| value)
    }

    /// How many channels are remembered.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        lock(&self.inner).by_channel.len()
    }
}

impl<V> RecentMap<V> {
    fn tick(&mut self) -> u64 {
        self.uses += 1;
        self.uses
    }

    /// Keeps the three quarters of `capacity` used last: one scan per quarter of new channels.
    fn forget_oldest(&mut self, capacity: usize) {
        let keep = capacity - capacity / 4;
        let mut uses: Vec<u64> = self.by_channel.values().map(|(_, used)| *used).collect();
        let cut = uses.len() - keep;
        let (_, oldest_kept, _) = uses.select_nth_unstable(cut);
        let oldest_kept = *oldest_kept;
        // Uses are distinct, so exactly `keep` entries are at or after the cut.
        self.by_channel.retain(|_, (_, used)| *used >= oldest_kept);
    }
}

/// Every step leaves the maps consistent; a panic elsewhere must not stop the bot.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 28: many channels do not grow the maps for ever; the channels used last stay.
    #[test]
    fn many_channels_keep_the_maps_bounded() {
        let recent = Recent::<u32>::keeping(100);
        recent.insert(7, 70);
        for channel in 1_000..101_000 {
            recent.insert(channel, 1);
            // Channel 7 is busy: used all the time, it is never the oldest.
            recent.update(7, |count| *count += 1);
            assert!(recent.len() <= 100);
        }
        assert_eq!(recent.get(7), Some(100_070));
        assert_eq!(recent.get(100_999), Some(1), "the last channel is remembered");
        assert_eq!(recent.get(1_000), None, "the first idle one is forgotten");
        assert_eq!(recent.remove(7), Some(100_070));
        assert_eq!(recent.get(7), None);

        let locks = Locks::keeping(100);
        for channel in 0..100_000 {
            drop(locks.of(channel));
            assert!(locks.len() <= 100, "{} locks", locks.len());
        }
    }

    /// A lock held or waited for is never forgotten: the next request of its channel gets the
    /// same lock, however many other channels came and went.
    #[tokio::test]
    async fn a_lock_in_use_is_never_forgotten() {
        let locks = Locks::keeping(10);
        let held = locks.of(1).lock_owned().await;
        let awaited = locks.of(2);
        for channel in 3..10_000 {
            drop(locks.of(channel));
        }
        assert!(locks.len() <= 10, "{} locks", locks.len());
        assert!(locks.of(1).try_lock().is_err(), "channel 1's lock is still the held one");
        assert!(Arc::ptr_eq(&locks.of(2), &awaited), "channel 2's lock is still the awaited one");
        drop(held);
        drop(awaited);
        for channel in 10_000..20_000 {
            drop(locks.of(channel));
        }
        assert!(locks.of(1).try_lock().is_ok(), "idle, it was forgotten or is free");
    }
}
