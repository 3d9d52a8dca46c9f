//! What a backend must do to keep the bot's records: the one seam between the [`Store`] (the
//! contract: envelopes, revisions, the decoded-table cache, the update loops) and where the
//! bytes live. sled implements it in `sled.rs`, PostgreSQL in `postgres/`; the store holds one
//! as `Box<dyn Backend>` and calls it in one place per operation.
//!
//! A backend sees stored bytes only: keys, envelopes (already encoded) and *tokens*. A token is
//! the state a row was read in, as the backend's compare-and-swap checks it: sled's stored bytes,
//! PostgreSQL's row stamp (its version and writing transaction). The store keeps a token with
//! each decoded table it caches, so the next update can tell whether its copy is current.
//!
//! Reads are synchronous, as the store's API is (sled answers them from memory; PostgreSQL
//! waits for its own threads, see `postgres/link.rs`); writes return boxed futures, which keep
//! the trait usable as an object.
//!
//! The last group of methods is the seat and deadline index (sled and PostgreSQL keep one) and
//! what only a database shared by several processes does (deadline claims, command
//! registration); their defaults are the answers of a database that keeps no index.
//!
//! [`Store`]: super::Store

use std::future::Future;
use std::path::Path;
use std::pin::Pin;
use std::time::{Duration, Instant};

use sled::IVec;

use super::{Entries, StoreError};

/// A backend's asynchronous answer.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A key and the stored envelope.
pub type KeyBody = (Vec<u8>, Vec<u8>);

/// Stored records one at a time, key and envelope; an unreadable one is an `Err`.
pub type Rows<'a> = Box<dyn Iterator<Item = Result<(IVec, IVec), StoreError>> + 'a>;

/// A table's key and the time of its next deadline (Unix seconds).
pub type KeyDue = (Vec<u8>, u64);

/// A record of some tree as imported.
#[derive(Debug)]
pub struct TreeRecord {
    pub tree: &'static str,
    pub key: Vec<u8>,
    pub revision: u64,
    /// The stored envelope.
    pub body: Vec<u8>,
    /// When it finished, for a table (or an archived one) finished long enough ago to go
    /// straight to the cold records (sled; see `sled/cold.rs`): never written, then moved.
    pub cold: Option<u64>,
}

/// Reads a stored table's index entries from its tree (`tables` or `archive`), key and stored
/// envelope (`None`: not a table this release can read; it is left out of the index).
pub type Indexing = Box<dyn Fn(&'static str, &[u8], &[u8]) -> Option<Entries> + Send + Sync>;

/// Every record of every tree at one moment (tree, key, stored body), read one at a time
/// ([`Backend::snapshot`]).
pub type Snapshot = Box<dyn Iterator<Item = Result<(&'static str, IVec, IVec), StoreError>> + Send>;

/// When a stored record (its key and body) finished, read from the record itself (`None`:
/// not finished, or not a table).
pub type FinishedOf<'a> = &'a dyn Fn(&[u8], &[u8]) -> Option<u64>;

/// A page of the finished records a retention index lists ([`Backend::finished`]).
#[derive(Debug, Default)]
pub struct Listing {
    /// The records listed, key and envelope, in the order they finished.
    pub rows: Vec<KeyBody>,
    /// The last index entry read (stale ones included, which are skipped): the next page
    /// starts after it. `None`: no entry was left.
    pub last: Option<Vec<u8>>,
}

/// A page of a tree's records ([`Backend::page`]).
#[derive(Debug, Default)]
pub struct Page {
    pub rows: Vec<KeyBody>,
    /// Where the next page starts, an opaque cursor (`None`: no record is left).
    pub next: Option<Vec<u8>>,
}

impl Page {
    /// A page of records read in key order: the next one starts after the last key.
    pub fn keyed(rows: Vec<KeyBody>) -> Page {
        let next = rows.last().map(|(key, _)| key.clone());
        Page { rows, next }
    }
}

/// A record as read for an update: the stored envelope and the token it was read in.
pub struct Row {
    pub token: IVec,
    pub body: IVec,
}

/// A statistics edit with its record type erased (the store makes it of a
/// [`StatsEdit`](super::StatsEdit)): the key it changes and what it makes of the stored
/// envelope (`None`: no statistics yet), as the new envelope and its revision. May run more
/// than once when another writer wins the race.
pub struct StatsWrite {
    pub key: Vec<u8>,
    pub edit: EnvelopeEdit,
}

/// A stored envelope (`None`: none yet) ⇒ the next one and its revision.
pub type EnvelopeEdit = Box<dyn Fn(Option<&[u8]>) -> Result<(u64, Vec<u8>), StoreError> + Send + Sync>;

/// One compare-and-swap of a table: `new` (its revision and envelope; `None` removes the
/// table) if the row is still in state `expected` (`None`: has no row). `index`, the new
/// table's seats, deadline and finishing time, is written with it (PostgreSQL: only when they changed; sled
/// compares them with its own index entries), and `stats` are applied with it, under the same
/// flush or in the same transaction.
pub struct TableWrite {
    pub key: [u8; 8],
    pub expected: Option<IVec>,
    pub new: Option<(u64, Vec<u8>)>,
    pub index: Option<Entries>,
    pub stats: Vec<StatsWrite>,
}

/// A one-time step over the whole database ([`Backend::begin_once`]) while it runs: it reads
/// records a page at a time and ends by editing statistics and marking the step done, together.
pub trait OncePass: Send {
    /// Up to `most` records of `tree` from the cursor `after` (empty: from the first), as
    /// [`Backend::page`] reads them (memory stays bounded however many records the tree holds).
    fn page(&mut self, tree: &'static str, after: &[u8], most: usize) -> Result<Page, StoreError>;

    /// Applies `stats` and marks the step done, so no later start runs it (sled: written
    /// before the next flush, the mark last, so a crash keeps the edits with the mark or the
    /// step to run again; PostgreSQL: one transaction).
    fn finish(self: Box<Self>, stats: Vec<StatsWrite>) -> Result<(), StoreError>;
}

/// Where the records live.
pub trait Backend: Send + Sync {
    /// The folder of the database, if it is one.
    fn path(&self) -> Option<&Path> {
        None
    }

    /// Where the records live, for messages (never a password).
    fn name(&self) -> String;

    /// Checked before every write: `Err` refuses it.
    fn check(&self) -> Result<(), StoreError> {
        Ok(())
    }

    /// The stored envelope of `key` in `tree`.
    fn get(&self, tree: &'static str, key: &[u8]) -> Result<Option<IVec>, StoreError>;

    /// Every record of `tree` whose key starts with `prefix`, in key order.
    fn scan(&self, tree: &'static str, prefix: &[u8]) -> Result<Vec<KeyBody>, StoreError>;

    /// Every stored table.
    fn tables(&self) -> Rows<'_>;

    /// The tables `user` may sit at: every table, unless the backend indexes seats.
    fn tables_of(&self, _user: u64) -> Rows<'_> {
        self.tables()
    }

    /// Every record of every tree, as one moment of the database.
    fn snapshot(&self) -> Result<Snapshot, StoreError>;

    /// Whether an update may run on the cached copy of a table before reading the row, its
    /// compare-and-swap checking the copy's token (PostgreSQL, where a read is a round trip).
    /// Otherwise the row is read first and the copy used only if its token matches (sled,
    /// where a read is a lookup in memory).
    fn speculates(&self) -> bool;

    /// The record of `key` in `tree` with its token, for an update.
    fn read<'a>(
        &'a self,
        tree: &'static str,
        key: &'a [u8],
    ) -> BoxFuture<'a, Result<Option<Row>, StoreError>>;

    /// A table's compare-and-swap, durable when it returns: the token of the row written
    /// (`Some`), or `None` when the row was not in the state expected and nothing was written.
    fn swap_table(&self, write: TableWrite) -> BoxFuture<'_, Result<Option<IVec>, StoreError>>;

    /// The compare-and-swap of a record that is not a table (no index, no statistics),
    /// durable when it returns: `false` when the row was not in state `expected`.
    fn swap<'a>(
        &'a self,
        tree: &'static str,
        key: &'a [u8],
        expected: Option<IVec>,
        new: (u64, Vec<u8>),
    ) -> BoxFuture<'a, Result<bool, StoreError>>;

    /// Removes the record of `key` in `tree`, durably.
    fn remove<'a>(&'a self, tree: &'static str, key: &'a [u8]) -> BoxFuture<'a, Result<(), StoreError>>;

    /// Tests only: writes `body` (of `revision`) under `key` whatever was there, as another
    /// release or damage would; not flushed by itself (sled: the next flush takes it;
    /// PostgreSQL commits it at once).
    #[cfg(test)]
    fn put_now(&self, tree: &'static str, key: &[u8], revision: u64, body: Vec<u8>)
    -> Result<(), StoreError>;

    /// Writes `body` (of `revision`) under `key` whatever was there, durable when it returns.
    fn put<'a>(
        &'a self,
        tree: &'static str,
        key: &'a [u8],
        revision: u64,
        body: Vec<u8>,
    ) -> BoxFuture<'a, Result<(), StoreError>>;

    /// Writes the archived table `body` under `key` whatever was there, with its retention
    /// index entry (`finished`: when it finished); not flushed by itself (sled: the next
    /// flush takes it; PostgreSQL commits it at once).
    fn archive(&self, key: &[u8], body: Vec<u8>, finished: Option<u64>) -> Result<(), StoreError>;

    /// Up to `most` records of `tree` (`tables` or `archive`) that the retention index lists
    /// as finished at or before `cut` (Unix seconds), in the order they finished, from after
    /// the entry `after` (empty: from the first). The index is a hint: an entry whose record
    /// is gone, or (sled) finished at another time or not at all, is skipped and removed; the
    /// caller checks each record it gets. `finished_of` reads when a stored record (key,
    /// body) finished, for an entry the index cannot vouch for by itself (sled, after a crash
    /// between a table's index entries and its write).
    fn finished(
        &self,
        tree: &'static str,
        cut: u64,
        after: &[u8],
        most: usize,
        finished_of: FinishedOf<'_>,
    ) -> Result<Listing, StoreError>;

    /// Moves the records of `tree` that the retention index lists as finished at or before
    /// `cut`, of part `part` of `parts` of the key space, out of the memory the database keeps
    /// per record (sled: into its cold chunks, see `sled/cold.rs`; the others keep none, and
    /// move nothing). Not flushed by itself; readers find a moved record where it was. How many
    /// records moved. `finished_of` as in [`Backend::finished`].
    fn cool(
        &self,
        _tree: &'static str,
        _cut: u64,
        _part: (u32, u32),
        _finished_of: FinishedOf<'_>,
    ) -> Result<usize, StoreError> {
        Ok(0)
    }

    /// Waits until every write made so far is durable.
    fn flush(&self) -> BoxFuture<'_, Result<(), StoreError>>;

    /// The graceful stop, once the writes in flight are done: makes everything durable and
    /// lets go of the database by `deadline`. `again`: the store was closed before. Returns
    /// whether everything finished in time.
    fn close(&self, deadline: Instant, again: bool) -> BoxFuture<'_, bool>;

    /// How many records make the database "in use" for an import (the archive alone does not).
    fn in_use(&self) -> BoxFuture<'_, Result<usize, StoreError>>;

    /// Writes `records` into the database if it is not in use, and checks they are all there:
    /// how many were written, or `Err` with how many records it holds already.
    fn import(&self, records: Vec<TreeRecord>) -> BoxFuture<'_, Result<Result<u64, usize>, StoreError>>;

    /// Whether several processes may share the database (the methods below then matter).
    fn is_shared(&self) -> bool {
        false
    }

    /// Rebuilds the seat, deadline and retention index with `index` if it is not complete
    /// (tables and archive): how many tables were indexed (`None`: it was complete, or there
    /// is none).
    fn rebuild_index(&self, _index: Indexing) -> Result<Option<usize>, StoreError> {
        Ok(None)
    }

    /// Up to `most` records of `tree` from the cursor `after` (empty: from the first; then the
    /// `next` of the page before), so that a sweep over a tree holds one page at a time:
    /// PostgreSQL in key order; sled in key order, then its cold records a chunk at a time
    /// (`sled/cold.rs`; a page may then hold a few more than `most`).
    fn page(&self, tree: &'static str, after: &[u8], most: usize) -> Result<Page, StoreError>;

    /// Removes each of `rows` (key and envelope) whose stored envelope is still exactly the
    /// one given (a record changed or replaced since it was read stays), with a table's index
    /// entries, durably: how many were removed.
    fn remove_unchanged(
        &self,
        tree: &'static str,
        rows: Vec<KeyBody>,
    ) -> BoxFuture<'_, Result<usize, StoreError>>;

    /// Starts the one-time step `step` unless the database marks it done (`None`). With
    /// several processes (PostgreSQL) only one runs it: the others wait up to `wait` for it to
    /// finish (logging while they wait), then find it done; past `wait` they get
    /// [`StoreError::Busy`].
    fn begin_once(
        &self,
        step: &'static str,
        wait: Duration,
    ) -> Result<Option<Box<dyn OncePass + '_>>, StoreError>;

    /// Whether the one-time step `step` is marked done in the database (by any process).
    fn is_done(&self, step: &'static str) -> Result<bool, StoreError>;

    /// The next deadline of every table that has one, as its key and time, earliest first,
    /// read from the backend's own index of one process's tables (sled). `None`: there is
    /// none to read, and the tables are read instead.
    fn deadlines(&self) -> Result<Option<Vec<KeyDue>>, StoreError> {
        Ok(None)
    }

    /// Claims up to `most` keys of tables whose deadline passed at `now`, for `lease` seconds.
    fn claim_due(&self, _now: u64, _lease: u64, _most: i64) -> Result<Vec<Vec<u8>>, StoreError> {
        Ok(Vec::new())
    }

    /// When the next deadline can be claimed.
    fn next_due(&self) -> Result<Option<u64>, StoreError> {
        Ok(None)
    }

    /// Sets the deadline of the table of `key` and drops its claim.
    fn set_due(&self, _key: &[u8], _due: Option<u64>) -> Result<(), StoreError> {
        Ok(())
    }

    /// How many tables have a deadline.
    fn deadline_count(&self) -> Result<usize, StoreError> {
        Ok(0)
    }

    /// Whether this process registers the commands `fingerprint` stands for.
    fn claim_registration(&self, _fingerprint: String) -> BoxFuture<'_, Result<bool, StoreError>> {
        Box::pin(std::future::ready(Ok(true)))
    }

    /// Gives a claimed registration back.
    fn release_registration(&self, _fingerprint: String) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(std::future::ready(Ok(())))
    }
}
