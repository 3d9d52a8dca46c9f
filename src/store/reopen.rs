//! Tests only: opening a database folder that this process used a moment ago.
//!
//! sled lets go of its file lock a moment after the last handle is dropped (its background
//! threads still hold the files), so a test that drops its store and opens the folder again at
//! once can find it locked on a busy machine. A real restart is a new process, where the lock
//! is gone with the old one. Every unit test that reopens a folder goes through
//! [`when_released`]; the integration tests have the same helper in `tests/support/`.

use std::path::Path;
use std::time::{Duration, Instant};

use super::backup::BackupError;
use super::{Store, StoreError};

/// How long a test waits for the lock to go.
const PATIENCE: Duration = Duration::from_secs(10);

/// An error that may only mean "another handle of this process still holds the folder".
pub trait Locked {
    fn is_locked(&self) -> bool;
}

impl Locked for StoreError {
    fn is_locked(&self) -> bool {
        matches!(self, StoreError::Locked(_))
    }
}

impl Locked for BackupError {
    fn is_locked(&self) -> bool {
        matches!(self, BackupError::Store(StoreError::Locked(_)))
    }
}

/// Runs `open` (which opens the folder at `path`) again while it finds the folder locked, for at
/// most [`PATIENCE`]; any other outcome, or the lock after that, is returned. A wait is logged
/// to stderr.
pub async fn when_released<T, E: Locked>(
    path: &Path,
    mut open: impl AsyncFnMut() -> Result<T, E>,
) -> Result<T, E> {
    let started = Instant::now();
    let mut tries = 1u32;
    loop {
        match open().await {
            Err(error) if error.is_locked() && started.elapsed() < PATIENCE => {
                tries += 1;
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            done => {
                if tries > 1 {
                    eprintln!(
                        "{} was still locked by this process; {tries} tries in {:?}",
                        path.display(),
                        started.elapsed()
                    );
                }
                return done;
            }
        }
    }
}

/// The store at `path`, opened again.
pub async fn reopen(path: &Path) -> Store {
    when_released(path, async || Store::open(path, 8)).await.expect("reopen the database")
}
