//! Issue 57: tables that finished a day ago leave the memory of the database. On sled every
//! stored record costs memory from the moment the database opens (about 100 bytes per table
//! with its index entries: a million finished games, 100 MB), so a background task moves the
//! tables, and the archived ones, that finished more than [`COOL_AFTER`] ago into sled's cold
//! chunks ([`Store::cool`]), where every read still finds them: a click on an old board, a new
//! game in their channel, export, retention and the one-time steps see no difference. The
//! bot's memory then follows the tables in play, not every game ever played. PostgreSQL keeps
//! nothing per record in the bot's process: there it does nothing.
//!
//! The task works the key space in [`PARTS`] parts per tree, each bounded, off the runtime's
//! threads, flushed, with a pause after each, so a backlog (a bot stopped for weeks) is worked
//! through without holding the store for long. A database of an earlier release keeps the
//! tables that finished before this release first opened it where they are (moving them would
//! give no memory back: see `store/sled/mod.rs`); `oink db import` writes the old finished
//! tables straight to the cold records (`loads.rs` tells it which).

use std::time::{Duration, Instant};

use super::model::Table;
use crate::store::{ARCHIVE, Store, StoreError, TABLES, WeakStore};

/// How long a table stays where it is after it finished: the days its players may still
/// click its board (a click on a colder one costs a read of its chunk, a few microseconds).
pub const COOL_AFTER: Duration = Duration::from_secs(24 * 3600);
/// Parts of the key space one pass works a tree in: each reads its share of the finishing
/// times up to the cut, and moves at most its share of the tables.
pub const PARTS: u32 = 16;
/// How long after start the first pass begins, and how long between two passes.
pub const FIRST_PASS_AFTER: Duration = Duration::from_secs(90);
pub const PASS_EVERY: Duration = Duration::from_secs(3600);
/// The pause after each part.
pub const PAUSE: Duration = Duration::from_secs(1);

/// The cut of a pass at `now` (Unix seconds): tables finished at or before it move.
pub fn cut(now: u64) -> u64 {
    now.saturating_sub(COOL_AFTER.as_secs())
}

/// One pass at `now`, a part at a time with `pause` after each, each part flushed. How many
/// tables moved.
pub async fn pass(store: &Store, now: u64, pause: Duration) -> Result<u64, StoreError> {
    let mut moved = 0;
    for tree in [TABLES, ARCHIVE] {
        for part in 0..PARTS {
            let worker = store.clone();
            let work = tokio::task::spawn_blocking(move || worker.cool::<Table>(tree, cut(now), part, PARTS));
            let part = match work.await {
                Ok(part) => part?,
                Err(error) => {
                    tracing::error!(%error, "moving old finished tables failed; the next pass goes on");
                    return Ok(moved);
                }
            };
            if part > 0 {
                store.flush().await?;
                moved += part as u64;
            }
            tokio::time::sleep(pause).await;
        }
    }
    Ok(moved)
}

/// The background task: a pass [`FIRST_PASS_AFTER`] start and every [`PASS_EVERY`], logged
/// when it moved anything, until the store is closed or dropped. Nothing to do on
/// PostgreSQL, where it stops at once.
pub async fn run(store: WeakStore) {
    tokio::time::sleep(FIRST_PASS_AFTER).await;
    loop {
        let Some(store) = store.upgrade() else { return };
        if store.is_shared() {
            return;
        }
        let started = Instant::now();
        match pass(&store, super::now(), PAUSE).await {
            Ok(0) => {}
            Ok(moved) => tracing::info!(
                moved,
                elapsed_ms = started.elapsed().as_millis() as u64,
                "tables finished a day ago moved to the database's cold records"
            ),
            Err(StoreError::Closed) => return,
            Err(error) => tracing::warn!(%error, "moving old finished tables stopped; the next pass goes on"),
        }
        drop(store);
        tokio::time::sleep(PASS_EVERY).await;
    }
}
