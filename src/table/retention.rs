//! Issue 57, retention (`database.keep_finished`): the finished tables (in the `tables` tree,
//! and the `archive` of those a newer table replaced) older than the operator keeps are
//! deleted in the background, a bounded batch at a time. Statistics and ratings are records
//! of their own and stay; a lobby or a running game is never touched, however old.
//!
//! The store indexes when each table, and each archived one, finished (with its seats and
//! deadline: `Finishes`, written with the table), so a sweep reads only the records that
//! finished at or before the cut, never the young ones nor the running games, however many
//! the database holds. Each batch reads the next [`BATCH`] of them in the order they finished
//! (keyset pages: memory stays one batch), checks each against its record (the index is a
//! hint: a record that is not finished and old enough after all is kept), and deletes each
//! only if it is still stored exactly as read (a table replaced or changed meanwhile is
//! kept), in one write flushed before the next batch (PostgreSQL: one statement). A process
//! stopped between batches, or in one, has deleted only what it should: the next sweep starts
//! again from the oldest entry and finds the rest. With several processes on one PostgreSQL
//! database each sweeps; the deletes are conditional, so two sweeps at once delete each table
//! once.
//!
//! A sweep deletes nothing until the database marks the one-time rating of old games done
//! ([`old_games::STEP`]), checked before each sweep: a process that stopped waiting for another
//! still replaying them (PostgreSQL), or whose own step failed, never deletes a game the
//! replay has not read yet. It looks again [`FIRST_SWEEP_AFTER`] later.

use std::time::{Duration, Instant};

use super::model::{Stage, Table};
use super::old_games;
use crate::store::{ARCHIVE, Store, StoreError, TABLES, WeakStore};

/// Records read (and at most deleted) per batch.
pub const BATCH: usize = 500;
/// The pause between two batches, so a sweep never holds the store for long.
pub const PAUSE: Duration = Duration::from_secs(1);
/// How long after start the first sweep begins (the start itself comes first), and how long
/// between two sweeps.
pub const FIRST_SWEEP_AFTER: Duration = Duration::from_secs(60);
pub const SWEEP_EVERY: Duration = Duration::from_secs(6 * 3600);

/// What one sweep did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Swept {
    /// Records read and decoded (both trees): those the index lists as old enough.
    pub read: u64,
    /// Finished tables deleted (both trees).
    pub deleted: u64,
    /// Batches written.
    pub batches: u64,
    /// The sweep did nothing: the old games are not rated yet.
    pub waiting: bool,
}

/// Whether a stored table is one retention deletes: finished (by play or ended) and last
/// changed at or before `cut` (Unix seconds).
fn expired(table: &Table, cut: u64) -> bool {
    matches!(table.stage, Stage::Finished(_)) && table.updated_at <= cut
}

/// One sweep at `now` (Unix seconds), once the old games are rated (else it does nothing and
/// says it waits): deletes the finished tables last changed more than `keep` ago, [`BATCH`] records at a time with `pause` between; stops after `most` batches
/// if given (a sweep cut short, as by a stop). A record that cannot be read is kept.
pub async fn sweep(
    store: &Store,
    now: u64,
    keep: Duration,
    pause: Duration,
    most: Option<u64>,
) -> Result<Swept, StoreError> {
    if !store.is_done(old_games::STEP)? {
        return Ok(Swept { waiting: true, ..Swept::default() });
    }
    let cut = now.saturating_sub(keep.as_secs());
    let mut swept = Swept::default();
    for tree in [TABLES, ARCHIVE] {
        let mut after = Vec::new();
        loop {
            if most.is_some_and(|most| swept.batches >= most) {
                return Ok(swept);
            }
            let listed = store.finished::<Table>(tree, cut, &after, BATCH)?;
            let Some(next) = listed.next else { break };
            after = next;
            let page = listed.records;
            swept.read += page.len() as u64;
            let gone: Vec<_> = page
                .into_iter()
                .filter(|record| record.data.as_ref().is_ok_and(|t| expired(t, cut)))
                .collect();
            swept.batches += 1;
            if !gone.is_empty() {
                swept.deleted += store.remove_unchanged(tree, gone).await? as u64;
            }
            // After every batch, deleting or not: reading decodes each table listed, and a
            // sweep deleting a million old tables must not keep a core busy (2,000 batches:
            // about half an hour).
            tokio::time::sleep(pause).await;
        }
    }
    Ok(swept)
}

/// The background task: a sweep [`FIRST_SWEEP_AFTER`] start and every [`SWEEP_EVERY`], each
/// logged (how many deleted, how long), until the store is closed or dropped. While the old
/// games wait for their rating it says so once and looks again every [`FIRST_SWEEP_AFTER`].
pub async fn run(store: WeakStore, keep: Duration) {
    tokio::time::sleep(FIRST_SWEEP_AFTER).await;
    let mut told = false;
    loop {
        let Some(store) = store.upgrade() else { return };
        let started = Instant::now();
        let mut next = SWEEP_EVERY;
        match sweep(&store, super::now(), keep, PAUSE, None).await {
            Ok(swept) if swept.waiting => {
                if !std::mem::replace(&mut told, true) {
                    tracing::info!(
                        "retention waits: the games finished before ratings are not rated yet (another process may be rating them)"
                    );
                }
                next = FIRST_SWEEP_AFTER;
            }
            Ok(swept) => tracing::info!(
                deleted = swept.deleted,
                read = swept.read,
                elapsed_ms = started.elapsed().as_millis() as u64,
                keep = %humantime::format_duration(keep),
                "retention: finished tables older than database.keep_finished deleted"
            ),
            Err(StoreError::Closed) => return,
            Err(error) => tracing::warn!(%error, "retention: the sweep stopped; the next one goes on"),
        }
        drop(store);
        tokio::time::sleep(next).await;
    }
}
