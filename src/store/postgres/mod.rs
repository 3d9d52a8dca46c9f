//! The PostgreSQL backend (`database.url`): the same trees, keys and envelopes as sled, one table
//! per tree (`migrations/`), and the same contract. Its connections and threads are in
//! `link.rs`, its statements in `sql.rs` (records) and `fleet.rs` (what processes sharing the
//! database share), the grouped table swaps in `group_commit.rs`.
//!
//! * **Compare-and-swap by row version**: `version` is the envelope's revision; an update writes
//!   `WHERE key = $k AND version = $n AND xmin = $x` (or inserts `ON CONFLICT DO NOTHING`), and
//!   zero rows means another writer — maybe another process — won: the store reads the row
//!   again and re-runs the change, never its cached copy. `xmin`, the transaction that wrote the
//!   row, tells apart two rows of one version (`Stamp`). Read Committed is enough: a second
//!   updater of the row waits for the first to commit, then finds the row changed.
//! * **One round trip per click**: the table a process wrote last is kept decoded with its
//!   `Stamp` as its token, and the next update of it runs on that copy and sends only the
//!   conditional `UPDATE` (`Backend::speculates`); the row is read only when there is no copy
//!   or the swap lost.
//! * **Acknowledged only after its commit**: a move with statistics is one transaction; a move
//!   without is one autocommitted statement. A commit whose answer is lost (the server went away)
//!   is reported as a failure: the user is never told a move was saved that may not be.
//! * **Synchronous reads** wait for the backend's own threads (`link.rs`): the bridge stays as
//!   long as the store's reads are synchronous for its callers.

pub(super) mod fleet;
pub(super) mod group_commit;
mod link;
mod once;
mod sql;

use std::sync::Arc;
use std::time::{Duration, Instant};

use sled::IVec;

use super::backend::{
    Backend, BoxFuture, FinishedOf, Indexing, KeyBody, Listing, OncePass, Page, Row, Rows, Snapshot,
    TableWrite, TreeRecord,
};
use super::{Entries, StoreError, TREES};
use group_commit::{GroupCommit, Swap};
use link::{Link, failed};

/// How long the bot waits at start for a PostgreSQL server that does not answer yet (one that
/// starts beside it, as in the compose file).
pub const START_PATIENCE: Duration = Duration::from_secs(30);
/// Connections per process by default (`database.pool_size`). Few on purpose: a click holds a
/// connection for one statement, so four serve thousands of clicks a second, and beyond the
/// server's cores more backends only queue in its scheduler instead of in the pool, where
/// waiting is fair (measured in docs/performance.md); a fleet of 20 processes also stays
/// inside PostgreSQL's default `max_connections` of 100.
pub const POOL_SIZE: u32 = 4;
/// The most connections `database.pool_size` may ask for.
pub const POOL_SIZE_MOST: u32 = 100;
/// How long a request waits for a connection before it is refused as unavailable: well inside
/// Discord's three seconds for answering a click.
pub const ACQUIRE: Duration = Duration::from_secs(2);
/// How long a request's statements may take in all before it is refused as unavailable (a
/// server that stopped answering without closing its connections: frozen, or cut off by a
/// network that drops packets). A click whose answer is not ready after
/// `discord::DEFER_AFTER` is deferred, so this bound is what the player may wait in the worst
/// case; a statement that commits after it is a commit whose answer was lost, reported as a
/// failure and redrawn from what is stored once the server answers (`table/recheck.rs`).
/// Exports, imports and the index rebuild are not bound by it: they may take minutes.
pub const ANSWER: Duration = Duration::from_secs(5);
/// How long a statement waits for a row another transaction holds locked before the server
/// refuses it (PostgreSQL's `lock_timeout`): a process frozen in the middle of a transaction
/// holds its rows until `IDLE_IN_TRANSACTION` ends that transaction.
pub const LOCK_WAIT: Duration = Duration::from_secs(2);
/// How long the server lets a transaction sit idle before it ends it and frees its rows
/// (`idle_in_transaction_session_timeout`): the bot's transactions never wait between
/// statements, so only a frozen or cut-off process reaches it.
pub const IDLE_IN_TRANSACTION: Duration = Duration::from_secs(30);
/// The prober's first wait after the server was found gone, and its longest.
pub const PROBE_FIRST: Duration = Duration::from_millis(100);
pub const PROBE_MOST: Duration = Duration::from_secs(2);

/// How a process connects, as its operator set it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// How long to wait at start for a server that does not answer yet.
    pub patience: Duration,
    /// Connections in the pool (`database.pool_size`).
    pub pool_size: u32,
}

impl Settings {
    /// The default pool, waiting up to `patience` at start.
    pub fn waiting(patience: Duration) -> Settings {
        Settings { patience, pool_size: POOL_SIZE }
    }
}

/// One written state of a row: its version and the transaction that wrote it (`xmin`). The
/// version alone can come back: a table removed and opened again in the same channel counts
/// from 1 again, maybe in another process. The writing transaction does not come back (its id
/// repeats only after about four billion transactions), so a swap that checks both never
/// overwrites a row its writer did not see.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Stamp {
    pub version: i64,
    pub xmin: i64,
}

impl Stamp {
    /// The stamp as a token (the decoded-table cache keeps it).
    pub fn to_bytes(self) -> [u8; 16] {
        let mut bytes = [0; 16];
        bytes[..8].copy_from_slice(&self.version.to_be_bytes());
        bytes[8..].copy_from_slice(&self.xmin.to_be_bytes());
        bytes
    }

    /// The stamp [`Stamp::to_bytes`] wrote (`None`: other bytes).
    pub fn from_bytes(bytes: &[u8]) -> Option<Stamp> {
        let bytes = <[u8; 16]>::try_from(bytes).ok()?;
        let half = |at: usize| bytes.get(at..at + 8).and_then(|b| <[u8; 8]>::try_from(b).ok());
        Some(Stamp { version: i64::from_be_bytes(half(0)?), xmin: i64::from_be_bytes(half(8)?) })
    }
}

/// The PostgreSQL database of the store.
pub struct Postgres {
    link: Arc<Link>,
    /// The plain table swaps, sent together under load.
    group: GroupCommit,
}

impl Postgres {
    /// Connects to `url`, waiting up to `settings.patience` (with logged, growing waits) for a
    /// server that does not answer yet, and migrates the database.
    pub fn connect(url: &str, settings: Settings) -> Result<Postgres, StoreError> {
        let link = Link::connect(url, settings)?;
        let group = GroupCommit::start(link.handle(), settings.pool_size, failed);
        Ok(Postgres { link, group })
    }

    /// `host:port/database`.
    pub fn target(&self) -> &str {
        self.link.target()
    }

    /// Rows of a query as the store iterates them.
    fn rows(rows: Result<Vec<KeyBody>, StoreError>) -> Rows<'static> {
        match rows {
            Ok(rows) => Box::new(rows.into_iter().map(|(key, body)| Ok((key.into(), body.into())))),
            Err(error) => Box::new(std::iter::once(Err(error))),
        }
    }
}

impl Backend for Postgres {
    fn name(&self) -> String {
        format!("PostgreSQL at {}", self.target())
    }

    fn get(&self, tree: &'static str, key: &[u8]) -> Result<Option<IVec>, StoreError> {
        let key = key.to_vec();
        let row = self.link.block(move |pool| Box::pin(sql::get(pool, tree, key)))?;
        Ok(row.map(|(body, _)| body.into()))
    }

    fn scan(&self, tree: &'static str, prefix: &[u8]) -> Result<Vec<KeyBody>, StoreError> {
        let prefix = prefix.to_vec();
        self.link.block(move |pool| Box::pin(sql::scan(pool, tree, Some(prefix))))
    }

    fn tables(&self) -> Rows<'_> {
        Postgres::rows(self.link.block_bulk(|pool| Box::pin(sql::scan(pool, super::TABLES, None))))
    }

    fn tables_of(&self, user: u64) -> Rows<'_> {
        Postgres::rows(self.link.block(move |pool| Box::pin(fleet::tables_of(pool, user))))
    }

    fn snapshot(&self) -> Result<Snapshot, StoreError> {
        let records = self.link.block_bulk(|pool| Box::pin(sql::snapshot(pool)))?;
        Ok(Box::new(records.into_iter().map(|(tree, key, body)| Ok((tree, key.into(), body.into())))))
    }

    fn speculates(&self) -> bool {
        true
    }

    fn read<'a>(
        &'a self,
        tree: &'static str,
        key: &'a [u8],
    ) -> BoxFuture<'a, Result<Option<Row>, StoreError>> {
        let key = key.to_vec();
        Box::pin(async move {
            let row = self.link.run(move |pool| Box::pin(sql::get(pool, tree, key))).await?;
            Ok(row.map(|(body, stamp)| Row { token: stamp.to_bytes().as_slice().into(), body: body.into() }))
        })
    }

    fn swap_table(&self, write: TableWrite) -> BoxFuture<'_, Result<Option<IVec>, StoreError>> {
        Box::pin(async move {
            let TableWrite { key, expected, new, index, stats } = write;
            let expected = match expected.map(|token| Stamp::from_bytes(&token)) {
                // Not a token of ours: as if the row had changed, so it is read.
                Some(None) => return Ok(None),
                Some(Some(stamp)) => Some(stamp),
                None => None,
            };
            let version = new.as_ref().map_or(0, |(revision, _)| *revision as i64);
            let new = new.map(|(revision, body)| (revision as i64, body));
            let key = key.to_vec();
            let written = match (expected, new) {
                // A swap that changes only the table's body goes with the others of the moment.
                (Some(expected), Some((version, body))) if index.is_none() && stats.is_empty() => {
                    let swap = Swap { key, body, version, expected: expected.version, xmin: expected.xmin };
                    let result = self.group.swap(self.link.gate()?, swap).await;
                    self.link.observe(&result);
                    result?
                }
                (expected, new) => {
                    self.link
                        .run(move |pool| Box::pin(sql::swap_table(pool, key, expected, new, index, stats)))
                        .await?
                }
            };
            Ok(written.map(|xmin| Stamp { version, xmin }.to_bytes().as_slice().into()))
        })
    }

    fn swap<'a>(
        &'a self,
        tree: &'static str,
        key: &'a [u8],
        expected: Option<IVec>,
        (revision, body): (u64, Vec<u8>),
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        let key = key.to_vec();
        // The row's version is the envelope's revision.
        let expected = expected.and_then(|token| Stamp::from_bytes(&token)).map(|stamp| stamp.version);
        Box::pin(
            self.link.run(move |pool| {
                Box::pin(sql::swap_record(pool, tree, key, expected, revision as i64, body))
            }),
        )
    }

    fn remove<'a>(&'a self, tree: &'static str, key: &'a [u8]) -> BoxFuture<'a, Result<(), StoreError>> {
        let key = key.to_vec();
        Box::pin(self.link.run(move |pool| Box::pin(sql::remove(pool, tree, key))))
    }

    #[cfg(test)]
    fn put_now(
        &self,
        tree: &'static str,
        key: &[u8],
        revision: u64,
        body: Vec<u8>,
    ) -> Result<(), StoreError> {
        let key = key.to_vec();
        self.link.block(move |pool| Box::pin(sql::put(pool, tree, key, revision as i64, body)))
    }

    fn put<'a>(
        &'a self,
        tree: &'static str,
        key: &'a [u8],
        revision: u64,
        body: Vec<u8>,
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        let key = key.to_vec();
        Box::pin(self.link.run(move |pool| Box::pin(sql::put(pool, tree, key, revision as i64, body))))
    }

    fn archive(&self, key: &[u8], body: Vec<u8>, finished: Option<u64>) -> Result<(), StoreError> {
        let key = key.to_vec();
        let finished = finished.map(|at| at as i64);
        self.link.block(move |pool| Box::pin(sql::archive(pool, key, body, finished)))
    }

    fn finished(
        &self,
        tree: &'static str,
        cut: u64,
        after: &[u8],
        most: usize,
        // The row's `finished_at` is written with its body: it never needs the record's word.
        _finished_of: FinishedOf<'_>,
    ) -> Result<Listing, StoreError> {
        let after = after.to_vec();
        let cut = i64::try_from(cut).unwrap_or(i64::MAX);
        self.link.block(move |pool| Box::pin(sql::finished(pool, tree, cut, after, most as i64)))
    }

    fn flush(&self) -> BoxFuture<'_, Result<(), StoreError>> {
        // Every acknowledged write is committed already.
        Box::pin(std::future::ready(Ok(())))
    }

    fn close(&self, _deadline: Instant, _again: bool) -> BoxFuture<'_, bool> {
        Box::pin(async move {
            self.link.close().await;
            true
        })
    }

    fn in_use(&self) -> BoxFuture<'_, Result<usize, StoreError>> {
        Box::pin(self.link.run(|pool| Box::pin(sql::in_use(pool))))
    }

    fn import(&self, records: Vec<TreeRecord>) -> BoxFuture<'_, Result<Result<u64, usize>, StoreError>> {
        Box::pin(self.link.run_bulk(move |pool| Box::pin(sql::import(pool, records))))
    }

    fn is_shared(&self) -> bool {
        true
    }

    fn rebuild_index(&self, index: Indexing) -> Result<Option<usize>, StoreError> {
        self.link.block_bulk(move |pool| Box::pin(fleet::rebuild_index(pool, index)))
    }

    fn page(&self, tree: &'static str, after: &[u8], most: usize) -> Result<Page, StoreError> {
        let after = after.to_vec();
        self.link.block(move |pool| Box::pin(sql::page(pool, tree, after, most as i64))).map(Page::keyed)
    }

    fn remove_unchanged(
        &self,
        tree: &'static str,
        rows: Vec<KeyBody>,
    ) -> BoxFuture<'_, Result<usize, StoreError>> {
        Box::pin(self.link.run(move |pool| Box::pin(sql::remove_unchanged(pool, tree, rows))))
    }

    fn begin_once(
        &self,
        step: &'static str,
        wait: Duration,
    ) -> Result<Option<Box<dyn OncePass + '_>>, StoreError> {
        let tx = self.link.block_bulk(move |pool| Box::pin(once::begin(pool, step, wait)))?;
        Ok(tx.map(|tx| {
            Box::new(once::PgOnce { link: self.link.clone(), tx: Some(tx), step }) as Box<dyn OncePass>
        }))
    }

    fn is_done(&self, step: &'static str) -> Result<bool, StoreError> {
        self.link.block(move |pool| Box::pin(once::is_done(pool, step)))
    }

    fn claim_due(&self, now: u64, lease: u64, most: i64) -> Result<Vec<Vec<u8>>, StoreError> {
        self.link.block(move |pool| Box::pin(fleet::claim_due(pool, now, lease, most)))
    }

    fn next_due(&self) -> Result<Option<u64>, StoreError> {
        self.link.block(|pool| Box::pin(fleet::next_due(pool)))
    }

    fn set_due(&self, key: &[u8], due: Option<u64>) -> Result<(), StoreError> {
        let key = key.to_vec();
        self.link.block(move |pool| Box::pin(fleet::set_due(pool, key, due)))
    }

    fn deadline_count(&self) -> Result<usize, StoreError> {
        self.link.block(|pool| Box::pin(fleet::deadline_count(pool)))
    }

    fn claim_registration(&self, fingerprint: String) -> BoxFuture<'_, Result<bool, StoreError>> {
        Box::pin(self.link.run(move |pool| Box::pin(fleet::claim_registration(pool, fingerprint))))
    }

    fn release_registration(&self, fingerprint: String) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(self.link.run(move |pool| Box::pin(fleet::release_registration(pool, fingerprint))))
    }
}
