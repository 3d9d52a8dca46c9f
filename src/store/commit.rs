//! Group commit: one flush at a time, and one flush acknowledges every write before it.
//!
//! sled 0.34.7 can deadlock when several tasks await `flush_async` at once (spacejam/sled#1308):
//! a busy server froze for good, silently. Here a writer inserts its record, then needs a flush
//! that *starts after* its insert finished:
//!
//! * If no flush is running, the writer leads: it calls the blocking [`sled::Db::flush`] itself
//!   (inside `block_in_place`, so the runtime moves its other tasks away). A lone click thus
//!   costs what a bare flush costs: handing the flush to another thread and back cost two thread
//!   wake-ups, about 100 µs each on this project's machines.
//! * If a flush is running, the writer queues. When the flush ends, the leader acknowledges
//!   every queued write it covered and hands the lead to the oldest write it did not cover,
//!   which flushes once for everyone who queued meanwhile.
//!
//! So there are never two flushes at the same time, and under load one fsync covers many moves.
//! A watchdog thread logs an ERROR, with the number of writes waiting, whenever a flush takes
//! longer than [`SLOW_FLUSH`]; a queued write gives up after [`STALLED_FLUSH`].
//!
//! Before each flush the leader checks that the database folder is still the one the store
//! opened ([`super::folder::Folder`]): a folder that was deleted or replaced fails the writes
//! instead of acknowledging moves written to deleted files.

use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use tokio::sync::oneshot;

use super::StoreError;
use super::folder::Folder;

/// A flush slower than this is logged as an ERROR (with how many writes wait on it), and again
/// after every further period of this length.
pub const SLOW_FLUSH: Duration = Duration::from_secs(3);
/// A queued write gives up waiting for its flush after this long and reports the database as
/// stalled. The move may still reach the disk later, but the user is never told it was saved.
pub const STALLED_FLUSH: Duration = Duration::from_secs(30);

/// Why a flush did not acknowledge a write. Cloned to every writer it concerned.
#[derive(Debug, Clone)]
enum FlushFailure {
    Sled(String),
    Folder(String),
}

impl From<FlushFailure> for StoreError {
    fn from(failure: FlushFailure) -> StoreError {
        match failure {
            FlushFailure::Sled(reason) => StoreError::Flush(reason),
            FlushFailure::Folder(reason) => StoreError::FolderGone(reason),
        }
    }
}

/// What a queued write hears.
enum Ack {
    /// The flush that covered it ended so.
    Done(Result<(), FlushFailure>),
    /// No flush covered it yet and none is running: it flushes next.
    Lead,
}

struct Waiter {
    /// The first flush cycle that started after this writer's insert.
    cycle: u64,
    ack: oneshot::Sender<Ack>,
}

#[derive(Default)]
struct State {
    /// Flush cycles started so far; the running one (if any) has this number.
    started: u64,
    /// When the running flush started; `None` while nobody flushes.
    flushing: Option<Instant>,
    waiters: Vec<Waiter>,
    stopping: bool,
}

struct Shared {
    state: Mutex<State>,
    /// Wakes the watchdog at a stop.
    stop: Condvar,
    db: sled::Db,
    folder: Folder,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // The state stays consistent on every path; a poisoned lock only means a writer
        // panicked elsewhere, and the others must still be served.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs the flush of cycle `state.started`, acknowledges the writes it covers and hands
    /// the lead on. Returns how the flush ended.
    fn lead(&self) -> Result<(), FlushFailure> {
        let cycle = self.lock().started;
        let flush = || match self.folder.check() {
            Err(reason) => {
                tracing::error!(%reason, "the database folder is gone; refusing to acknowledge writes");
                Err(FlushFailure::Folder(reason))
            }
            Ok(()) => self.db.flush().map(drop).map_err(|e| {
                tracing::error!(error = %e, "database flush failed");
                FlushFailure::Sled(e.to_string())
            }),
        };
        let result = match tokio::runtime::Handle::try_current().map(|h| h.runtime_flavor()) {
            Ok(tokio::runtime::RuntimeFlavor::MultiThread) => tokio::task::block_in_place(flush),
            _ => flush(),
        };
        let covered: Vec<Waiter> = {
            let mut state = self.lock();
            let (covered, waiting) =
                std::mem::take(&mut state.waiters).into_iter().partition(|w| w.cycle <= cycle);
            state.waiters = waiting;
            state.flushing = None;
            // The oldest write not covered leads the next flush; one that gave up is skipped.
            while !state.waiters.is_empty() {
                let next = state.waiters.remove(0);
                state.started += 1;
                state.flushing = Some(Instant::now());
                match next.ack.send(Ack::Lead) {
                    Ok(()) => break,
                    Err(_) => {
                        state.started -= 1;
                        state.flushing = None;
                    }
                }
            }
            covered
        };
        for waiter in covered {
            // A writer that gave up waiting has dropped its receiver; nothing to tell it.
            let _ = waiter.ack.send(Ack::Done(result.clone()));
        }
        result
    }
}

/// The queue of writes waiting for a flush, and its watchdog.
pub struct Committer {
    shared: Arc<Shared>,
    watchdog: Mutex<Option<JoinHandle<()>>>,
}

/// A queued write's receiver. If it is dropped after the lead was handed to it (its request
/// was cancelled), it still flushes, so the writes behind it are not left waiting.
struct Queued<'a> {
    shared: &'a Shared,
    ack: oneshot::Receiver<Ack>,
}

impl Drop for Queued<'_> {
    fn drop(&mut self) {
        if let Ok(Ack::Lead) = self.ack.try_recv() {
            let _ = self.shared.lead();
        }
    }
}

impl Committer {
    /// Starts the watchdog for `db`.
    pub fn start(db: sled::Db, folder: Folder) -> Result<Committer, StoreError> {
        let shared =
            Arc::new(Shared { state: Mutex::new(State::default()), stop: Condvar::new(), db, folder });
        let watchdog = std::thread::Builder::new()
            .name("oink-flush-watch".into())
            .spawn({
                let shared = shared.clone();
                move || watch(&shared)
            })
            .map_err(|e| StoreError::Flush(format!("cannot start the flush watchdog: {e}")))?;
        Ok(Committer { shared, watchdog: Mutex::new(Some(watchdog)) })
    }

    /// Waits until everything written before this call is on disk.
    pub async fn commit(&self) -> Result<(), StoreError> {
        let queued = {
            let mut state = self.shared.lock();
            if state.stopping {
                return Err(StoreError::Closed);
            }
            if state.flushing.is_none() {
                state.started += 1;
                state.flushing = Some(Instant::now());
                None
            } else {
                let (ack, wait) = oneshot::channel();
                let cycle = state.started + 1;
                state.waiters.push(Waiter { cycle, ack });
                Some(Queued { shared: &self.shared, ack: wait })
            }
        };
        let Some(mut queued) = queued else { return Ok(self.shared.lead()?) };
        match tokio::time::timeout(STALLED_FLUSH, &mut queued.ack).await {
            Ok(Ok(Ack::Done(result))) => Ok(result?),
            Ok(Ok(Ack::Lead)) => Ok(self.shared.lead()?),
            Ok(Err(_)) => Err(StoreError::Closed),
            Err(_) => Err(StoreError::Stalled { waited_secs: STALLED_FLUSH.as_secs() }),
        }
    }

    /// Writes waiting for a flush.
    pub fn waiting(&self) -> usize {
        self.shared.lock().waiters.len()
    }

    /// Refuses further commits and waits at most `bound` for the running flush. Returns whether
    /// no flush was left running.
    pub fn stop(&self, bound: Duration) -> bool {
        let deadline = Instant::now() + bound;
        self.shared.lock().stopping = true;
        self.shared.stop.notify_all();
        if let Some(watchdog) = self.watchdog.lock().unwrap_or_else(PoisonError::into_inner).take() {
            let _ = watchdog.join();
        }
        loop {
            let state = self.shared.lock();
            if state.flushing.is_none() {
                return true;
            }
            drop(state);
            if Instant::now() >= deadline {
                tracing::error!(
                    waiting_writes = self.waiting(),
                    bound_ms = bound.as_millis() as u64,
                    "a flush is still running at shutdown; leaving it behind"
                );
                return false;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

impl Drop for Committer {
    fn drop(&mut self) {
        self.stop(STALLED_FLUSH);
    }
}

/// Logs a flush that runs too long, every [`SLOW_FLUSH`], until the store stops.
fn watch(shared: &Shared) {
    let mut state = shared.lock();
    while !state.stopping {
        if let Some(since) = state.flushing.filter(|since| since.elapsed() >= SLOW_FLUSH) {
            tracing::error!(
                waiting_writes = state.waiters.len(),
                flush_running_ms = since.elapsed().as_millis() as u64,
                "a database flush is taking too long; writes are waiting on it"
            );
        }
        state = shared.stop.wait_timeout(state, SLOW_FLUSH).unwrap_or_else(PoisonError::into_inner).0;
    }
}
