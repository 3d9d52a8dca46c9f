//! Group commit: one thread owns every flush, and one flush acknowledges every write before it.
//!
//! sled 0.34.7 can deadlock when several tasks await `flush_async` at once (spacejam/sled#1308):
//! a busy server froze for good, silently. Here a writer inserts its record, then asks for a
//! flush that *starts after* its insert finished and waits for it; a single flusher thread
//! loops on the blocking [`sled::Db::flush`] while anyone waits, so there are never two of our
//! flushes at the same time, and one fsync covers every move made meanwhile.
//!
//! Before each flush the flusher checks that the database folder is still the one it opened
//! ([`super::folder::Folder`]): a folder that was deleted or replaced fails the waiting writes
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
/// A write gives up waiting for its flush after this long and reports the database as stalled.
/// The move may still reach the disk later, but the user is never told it was saved.
pub const STALLED_FLUSH: Duration = Duration::from_secs(30);

/// Why a flush did not acknowledge a write. Cloned to every writer it concerned.
#[derive(Debug, Clone)]
enum FlushFailure {
    Sled(String),
    Folder(String),
}

type Ack = Result<(), FlushFailure>;

struct Waiter {
    /// The first flush cycle that started after this writer's insert.
    cycle: u64,
    ack: oneshot::Sender<Ack>,
}

#[derive(Default)]
struct State {
    /// Flush cycles started so far; the cycle in progress (if any) has this number.
    started: u64,
    /// When the cycle in progress started, `None` while the flusher sleeps.
    flushing_since: Option<Instant>,
    waiters: Vec<Waiter>,
    stopping: bool,
}

struct Shared {
    state: Mutex<State>,
    wake: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // The state stays consistent under every panic-free path; a poisoned lock only means a
        // writer panicked elsewhere, and the flusher must keep serving the others.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The flusher thread and its queue of waiting writes.
pub struct Committer {
    shared: Arc<Shared>,
    thread: Mutex<Option<JoinHandle<()>>>,
}

impl Committer {
    /// Starts the flusher thread for `db`.
    pub fn start(db: sled::Db, folder: Folder) -> Result<Committer, StoreError> {
        let shared = Arc::new(Shared { state: Mutex::new(State::default()), wake: Condvar::new() });
        let thread = std::thread::Builder::new()
            .name("oink-flusher".into())
            .spawn({
                let shared = shared.clone();
                move || run(&shared, &db, &folder)
            })
            .map_err(|e| StoreError::Flush(format!("cannot start the flusher thread: {e}")))?;
        Ok(Committer { shared, thread: Mutex::new(Some(thread)) })
    }

    /// Waits until everything written before this call is on disk.
    pub async fn commit(&self) -> Result<(), StoreError> {
        let mut ack = {
            let mut state = self.shared.lock();
            if state.stopping {
                return Err(StoreError::Closed);
            }
            let (ack, wait) = oneshot::channel();
            let cycle = state.started + 1;
            state.waiters.push(Waiter { cycle, ack });
            self.shared.wake.notify_one();
            wait
        };
        let asked = Instant::now();
        loop {
            match tokio::time::timeout(SLOW_FLUSH, &mut ack).await {
                Ok(Ok(Ok(()))) => return Ok(()),
                Ok(Ok(Err(FlushFailure::Sled(reason)))) => return Err(StoreError::Flush(reason)),
                Ok(Ok(Err(FlushFailure::Folder(reason)))) => return Err(StoreError::FolderGone(reason)),
                Ok(Err(_)) => return Err(StoreError::Closed),
                Err(_) => {
                    let (waiting, flushing) = {
                        let state = self.shared.lock();
                        (state.waiters.len(), state.flushing_since.map(|t| t.elapsed()))
                    };
                    let waited = asked.elapsed();
                    tracing::error!(
                        waiting_writes = waiting,
                        waited_ms = waited.as_millis() as u64,
                        flush_running_ms = flushing.map(|d| d.as_millis() as u64),
                        "a database flush is taking too long; writes are waiting on it"
                    );
                    if waited >= STALLED_FLUSH {
                        return Err(StoreError::Stalled { waited_secs: waited.as_secs() });
                    }
                }
            }
        }
    }

    /// Writes still waiting for a flush.
    pub fn waiting(&self) -> usize {
        self.shared.lock().waiters.len()
    }

    /// Serves the writes already waiting, then stops the thread. Later commits fail with
    /// [`StoreError::Closed`]. Waits at most `bound` for the thread.
    pub fn stop(&self, bound: Duration) -> bool {
        self.shared.lock().stopping = true;
        self.shared.wake.notify_all();
        let Some(thread) = self.thread.lock().unwrap_or_else(PoisonError::into_inner).take() else {
            return true;
        };
        let deadline = Instant::now() + bound;
        while !thread.is_finished() {
            if Instant::now() >= deadline {
                tracing::error!(
                    waiting_writes = self.waiting(),
                    bound_ms = bound.as_millis() as u64,
                    "the flusher did not finish in time; leaving it behind"
                );
                return false;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = thread.join();
        true
    }
}

impl Drop for Committer {
    fn drop(&mut self) {
        self.stop(STALLED_FLUSH);
    }
}

/// The flusher: sleeps until a write waits, flushes once for every write waiting, repeats.
fn run(shared: &Shared, db: &sled::Db, folder: &Folder) {
    loop {
        let cycle = {
            let mut state = shared.lock();
            while state.waiters.is_empty() && !state.stopping {
                state = shared.wake.wait(state).unwrap_or_else(PoisonError::into_inner);
            }
            if state.waiters.is_empty() {
                return;
            }
            state.started += 1;
            state.flushing_since = Some(Instant::now());
            state.started
        };
        let result = match folder.check() {
            Err(reason) => {
                tracing::error!(%reason, "the database folder is gone; refusing to acknowledge writes");
                Err(FlushFailure::Folder(reason))
            }
            Ok(()) => db.flush().map(drop).map_err(|e| {
                tracing::error!(error = %e, "database flush failed");
                FlushFailure::Sled(e.to_string())
            }),
        };
        let done: Vec<Waiter> = {
            let mut state = shared.lock();
            state.flushing_since = None;
            let (done, waiting) =
                std::mem::take(&mut state.waiters).into_iter().partition(|w| w.cycle <= cycle);
            state.waiters = waiting;
            done
        };
        for waiter in done {
            // A writer that gave up waiting has dropped its receiver; nothing to tell it.
            let _ = waiter.ack.send(result.clone());
        }
    }
}
