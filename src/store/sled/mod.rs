//! The sled backend (the default): one process, the database in a folder.
//!
//! * One sled tree per tree of records; a token is the stored bytes themselves, so a
//!   compare-and-swap checks exactly what the update read.
//! * Everything one request changes (a table, and the players' statistics when a game ends) is
//!   written first and then flushed **once**, through the group committer (`commit.rs`), before
//!   the write returns: no two flushes ever run at once (sled 0.34.7 can deadlock when they do).
//! * No sled transaction or batch on the serving path: either switches sled 0.34 into a
//!   process-wide lock mode in which a flush holding the read side and a writer waiting for the
//!   write side can stop each other. The table and the statistics of one click are several
//!   compare-and-swaps followed by one flush; none is acknowledged before all are on disk.
//! * Writers hold the gate shared while they change records and an export holds it alone while
//!   it copies them, so an export is one moment of the database.
//! * The folder stays ours: every write first checks that the folder is still the one opened.
//!
//! **The seat, deadline and retention index** (what PostgreSQL keeps in its `seats` and
//! `deadlines` tables and its `finished_at` columns), so that start-up reads only the clocks,
//! `/oink games` only the user's tables and a retention sweep only the tables old enough to
//! delete, however many finished tables the database holds. Five trees, derived from the
//! records and never exported: `index_seats` (user, channel), `index_deadlines` (time,
//! channel), `index_finished` (time a table finished, channel), `index_archived` (time an
//! archived table finished, its archive key) and `index_tables` (channel ⇒ the entries last
//! written for it, so a write knows which to remove). Running tables and lobbies have seats
//! and deadlines; a finished one only its finishing time.
//!
//! * A table write adds its new entries first, then swaps the table, then removes the entries
//!   it no longer has, all before the one flush, under a lock of that table's key (so two
//!   writes of one table never interleave their entries). sled recovers a prefix of the writes
//!   after a crash, so a kill at any point leaves every entry the stored table needs, and at
//!   worst a few entries it no longer has: the index is a *superset*, and its readers treat it
//!   as hints. A deadline from a stale entry fires early and its work, which reads the table,
//!   finds nothing due; a stale seat lists a table the caller then finds the user not seated
//!   at.
//! * An archived table is written after its `index_archived` entry, under its key's lock; the
//!   sweep's removal leaves that entry, which the next sweep finds without a record and
//!   removes (an entry is read before its record, never decoded for).
//! * A database without the index (made by an earlier release, or imported) builds it once at
//!   the first start, then marks it complete with a version key; an index built only in part
//!   (killed meanwhile) has no mark and is built again from scratch. A release that changes
//!   the index's layout changes the version, and the first start builds it again.
//!
//! **Cold records** (`cold.rs`): a table that finished long ago, and an archived one, is moved
//! by [`Backend::cool`] into a chunk its bucket shares with others, so that the memory sled
//! keeps per record stays that of the tables in play, however many finished ones are stored.
//! A key has at most one *live* record: its record in `tables` (or `archive`) if it has one,
//! else its cold copy. Every read falls back to the cold copy; a write of a cold table writes
//! it back to its tree (with its index entries) and then drops the cold copy; every removal
//! removes the cold copy first, then the record. A crash between two such writes leaves at
//! worst a stale cold copy behind its tree's record, which readers never see and the next
//! removal or move of that key removes or replaces; never an older copy in place of a record.
//! A chunk that cannot be read is never written over: readers leave its records out (logged),
//! the mover and retention leave its bucket alone, and removing a record it holds fails. All
//! keys of one bucket share one lock ([`Sled::key_lock`]), so a move of a bucket's tables and
//! a write of one of them never interleave. A moved table loses its index entries (a finished
//! table has only its finishing time); retention lists cold records by the time each chunk's
//! oldest record finished (`cold_oldest`), which is never later than that oldest one.
//!
//! **One-time steps** (`Backend::begin_once`, such as rating the games finished before
//! ratings) are marked done in a tree of their own, `meta` (step name ⇒ nothing), never
//! exported: an imported database runs them again.

mod cold;
#[cfg(test)]
mod tests;

use std::collections::btree_map::Entry;
use std::collections::{BTreeMap, HashSet};
use std::ops::Bound;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, RwLock, RwLockReadGuard};
use std::time::{Duration, Instant};

use sled::IVec;

use super::backend::{
    Backend, BoxFuture, FinishedOf, Indexing, KeyBody, KeyDue, Listing, OncePass, Page, Row, Rows, Snapshot,
    StatsWrite, TableWrite, TreeRecord,
};
use super::codec::key_text;
use super::commit::Committer;
use super::folder::Folder;
use super::spill::Spill;
use super::{ARCHIVE, DAILY, Entries, SERVERS, STATS, StoreError, TABLES, TREES, USERS};

/// The seat index: user id and channel id (both big-endian) ⇒ nothing.
const SEATS: &str = "index_seats";
/// The deadline index: Unix time and channel id (both big-endian) ⇒ nothing.
const DEADLINES: &str = "index_deadlines";
/// The retention index of the tables: the Unix time a table finished and its channel id
/// (both big-endian) ⇒ nothing.
const FINISHED: &str = "index_finished";
/// The retention index of the archive: the Unix time an archived table finished (big-endian)
/// and its archive key ⇒ nothing.
const ARCHIVED: &str = "index_archived";
/// Channel id ⇒ the index its entries were written for ([`IndexEntry`]); and the mark of a
/// complete index under [`COMPLETE`].
const INDEXED: &str = "index_tables";
/// The key of the mark (not 8 bytes long, so never a channel's).
const COMPLETE: &[u8] = b"complete";
/// The layout of the index the mark stands for: another value builds it again.
/// 2: the finishing time joined the entries (retention).
const INDEX_VERSION: &[u8] = b"2";
/// One-time steps done: step name ⇒ nothing; and [`COLD_SINCE`].
const META: &str = "meta";
/// The key in [`META`] of the time (big-endian Unix seconds) from which finished tables move
/// to the cold records: 0 for a database this release made (or an import), else when this
/// release first opened it. Not a step name.
const COLD_SINCE: &[u8] = b"cold records since";
/// How many locks the table keys share (a write holds one for microseconds, a move of a
/// bucket's tables to the cold records a millisecond); it divides [`cold::BUCKETS`].
const KEY_LOCKS: usize = 64;
/// The cold records ([`cold`]): a tree's side and a bucket ⇒ the chunk of that bucket.
const COLD: &str = "cold";
/// A chunk's key ⇒ the time its oldest record finished, or earlier (big-endian Unix seconds).
const COLD_OLDEST: &str = "cold_oldest";
/// The start of a cursor into the cold records ([`cold_cursor`]): no key of a table or of the
/// index starts so (channel ids and times are below 2^63).
const COLD_CURSOR: &[u8] = b"\xff\xff\xff\xff\xff\xff\xff\xffcold";

/// The sled database: its trees, its folder and its group committer.
pub struct Sled {
    tables: sled::Tree,
    stats: sled::Tree,
    archive: sled::Tree,
    users: sled::Tree,
    servers: sled::Tree,
    daily: sled::Tree,
    seats: sled::Tree,
    deadlines: sled::Tree,
    finished: sled::Tree,
    archived: sled::Tree,
    indexed: sled::Tree,
    /// The one-time steps done ([`META`]).
    meta: sled::Tree,
    cold: sled::Tree,
    cold_oldest: sled::Tree,
    /// Tables that finished before this time stay where they are ([`COLD_SINCE`]).
    cold_since: u64,
    /// Serialises the writes of one table's index entries and row (see the module doc).
    key_locks: Vec<Mutex<()>>,
    folder: Folder,
    /// Writers hold it shared while they change records; an export holds it alone.
    gate: RwLock<()>,
    /// Shared with the blocking task that stops it at close.
    committer: Arc<Committer>,
}

impl Sled {
    /// Opens (or creates) the database at `path` with a page cache of `cache_mb` MiB.
    pub fn open(path: &Path, cache_mb: u64) -> Result<Sled, StoreError> {
        if path.as_os_str().is_empty() {
            return Err(StoreError::EmptyPath);
        }
        let db = sled::Config::new()
            .path(path)
            .cache_capacity(cache_mb.saturating_mul(1024 * 1024))
            .open()
            .map_err(|e| match e {
            sled::Error::Io(io) if io.to_string().contains("could not acquire lock") => {
                StoreError::Locked(path.display().to_string())
            }
            other => StoreError::Sled(other),
        })?;
        let folder =
            Folder::at(path).map_err(|e| StoreError::FolderGone(format!("{}: {e}", path.display())))?;
        let tables = db.open_tree(TABLES)?;
        let stats = db.open_tree(STATS)?;
        let archive = db.open_tree(ARCHIVE)?;
        let users = db.open_tree(USERS)?;
        let servers = db.open_tree(SERVERS)?;
        let daily = db.open_tree(DAILY)?;
        let seats = db.open_tree(SEATS)?;
        let deadlines = db.open_tree(DEADLINES)?;
        let finished = db.open_tree(FINISHED)?;
        let archived = db.open_tree(ARCHIVED)?;
        let indexed = db.open_tree(INDEXED)?;
        let meta = db.open_tree(META)?;
        let cold = db.open_tree(COLD)?;
        let cold_oldest = db.open_tree(COLD_OLDEST)?;
        let cold_since = match meta.get(COLD_SINCE)? {
            Some(raw) => time(&raw).unwrap_or_default(),
            None => {
                // A database of an earlier release keeps its finished tables where they are:
                // moving them would not give their memory back (sled keeps a freed page as
                // long as the database lives) and would leave garbage in its log; an export
                // and import does (README). Written with the next flush, or set again.
                let earlier = !tables.is_empty() || !archive.is_empty();
                if earlier {
                    tracing::info!(
                        "this database was made by an earlier release: its finished tables stay where they are, and those finishing from now on move to the cold records; to give the old ones' memory back, export and import it once (README, Many stored tables)"
                    );
                }
                let since = if earlier { now() } else { 0 };
                meta.insert(COLD_SINCE, &since.to_be_bytes())?;
                since
            }
        };
        // The flusher thread owns the database handle; the trees keep their own.
        let committer = Arc::new(Committer::start(db, folder.clone())?);
        Ok(Sled {
            tables,
            stats,
            archive,
            users,
            servers,
            daily,
            seats,
            deadlines,
            finished,
            archived,
            indexed,
            meta,
            cold,
            cold_oldest,
            cold_since,
            key_locks: (0..KEY_LOCKS).map(|_| Mutex::new(())).collect(),
            folder,
            gate: RwLock::new(()),
            committer,
        })
    }

    /// The lock of a record's key, which every key of its bucket shares (see the module doc).
    /// Not reentrant: a holder never takes it again.
    fn key_lock(&self, key: &[u8]) -> MutexGuard<'_, ()> {
        let lock = &self.key_locks[usize::from(cold::bucket(key)) % KEY_LOCKS];
        lock.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The index the entries of `key` were last written for (none: no entries).
    fn indexed_as(&self, key: &[u8]) -> Result<Entries, StoreError> {
        Ok(self.indexed.get(key)?.map(|raw| IndexEntry::read(&raw)).unwrap_or_default())
    }

    /// The first half of an index change, before the table is written: adds the entries of
    /// `new` that `old` lacks and notes `new` as the table's. Returns `old` (`None`: nothing
    /// changes).
    fn index_first(&self, key: &[u8], new: &Entries) -> Result<Option<Entries>, StoreError> {
        let old = self.indexed_as(key)?;
        if old == *new {
            return Ok(None);
        }
        for user in new.index.players.iter().filter(|user| !old.index.players.contains(user)) {
            self.seats.insert(pair(*user, key), &[])?;
        }
        if let Some(due) = new.index.due.filter(|due| old.index.due != Some(*due)) {
            self.deadlines.insert(pair(due, key), &[])?;
        }
        if let Some(at) = new.finished.filter(|at| old.finished != Some(*at)) {
            self.finished.insert(pair(at, key), &[])?;
        }
        if *new != Entries::default() {
            self.indexed.insert(key, IndexEntry::write(new))?;
        }
        Ok(Some(old))
    }

    /// The second half, once the table is written: removes the entries of `old` that `new`
    /// lacks.
    fn index_then(&self, key: &[u8], old: &Entries, new: &Entries) -> Result<(), StoreError> {
        for user in old.index.players.iter().filter(|user| !new.index.players.contains(user)) {
            self.seats.remove(pair(*user, key))?;
        }
        if let Some(due) = old.index.due.filter(|due| new.index.due != Some(*due)) {
            self.deadlines.remove(pair(due, key))?;
        }
        if let Some(at) = old.finished.filter(|at| new.finished != Some(*at)) {
            self.finished.remove(pair(at, key))?;
        }
        if *new == Entries::default() {
            self.indexed.remove(key)?;
        }
        Ok(())
    }

    fn named(&self, tree: &str) -> &sled::Tree {
        match tree {
            TABLES => &self.tables,
            ARCHIVE => &self.archive,
            USERS => &self.users,
            SERVERS => &self.servers,
            DAILY => &self.daily,
            _ => &self.stats,
        }
    }

    /// The gate's shared side, held while records change.
    fn writing(&self) -> RwLockReadGuard<'_, ()> {
        self.gate.read().unwrap_or_else(PoisonError::into_inner)
    }

    /// The table's index entries, its compare-and-swap and then its statistics, without
    /// flushing. A removed table loses its entries; a write without an index (a store used
    /// without the table service, whose records are not tables) leaves them as they are.
    fn swap_now(&self, write: TableWrite) -> Result<Option<IVec>, StoreError> {
        let _gate = self.writing();
        let _key = self.key_lock(&write.key);
        let new = write.new.map(|(_, body)| IVec::from(body));
        let index = if new.is_none() { Some(Entries::default()) } else { write.index };
        let hot = self.tables.get(write.key)?;
        // A table moved to the cold records is read there, written back to `tables`.
        let cold = if hot.is_none() { self.cold_copy(TABLES, &write.key)? } else { None };
        if hot.as_ref().or(cold.as_ref()) != write.expected.as_ref() {
            // A row in another state: its entries are not touched.
            return Ok(None);
        }
        if new.is_none() {
            // Removed: the cold copy first (see `remove`).
            self.drop_cold(TABLES, &write.key, hot.is_none())?;
        }
        let change = match index {
            Some(index) => self.index_first(&write.key, &index)?.map(|old| (old, index)),
            None => None,
        };
        if self.tables.compare_and_swap(write.key, hot, new.clone())?.is_err() {
            // Only a write past the key's lock (an import) gets here; the entries added are
            // hints the readers check.
            return Ok(None);
        }
        if let Some((old, index)) = change {
            self.index_then(&write.key, &old, &index)?;
        }
        if cold.is_some() && new.is_some() {
            // Written back: the cold copy after (a crash between leaves a stale copy behind
            // the record, which readers never see).
            self.drop_cold(TABLES, &write.key, false)?;
        }
        for edit in &write.stats {
            self.edit_stats(edit)?;
        }
        Ok(Some(new.unwrap_or_default()))
    }

    /// A compare-and-swap loop on one user's statistics.
    fn edit_stats(&self, write: &StatsWrite) -> Result<(), StoreError> {
        loop {
            let old = self.stats.get(&write.key)?;
            let (_, new) = (write.edit)(old.as_deref())?;
            if self.stats.compare_and_swap(&write.key, old, Some(new))?.is_ok() {
                return Ok(());
            }
            tracing::debug!(tree = STATS, key = %key_text(&write.key), "record changed during update; running it again");
        }
    }

    /// Runs `write` under the gate, then waits for the flush that makes it durable.
    async fn durably<T>(&self, write: impl FnOnce() -> Result<T, StoreError>) -> Result<T, StoreError> {
        let done = {
            let _gate = self.writing();
            write()?
        };
        self.committer.commit().await?;
        Ok(done)
    }
}

impl Backend for Sled {
    fn path(&self) -> Option<&Path> {
        Some(self.folder.path())
    }

    fn name(&self) -> String {
        self.folder.path().display().to_string()
    }

    fn check(&self) -> Result<(), StoreError> {
        // Writing into a deleted folder would "succeed" and vanish at the next start.
        self.folder.check().map_err(|reason| {
            tracing::error!(%reason, "the database folder is gone; refusing the write");
            StoreError::FolderGone(reason)
        })
    }

    fn get(&self, tree: &'static str, key: &[u8]) -> Result<Option<IVec>, StoreError> {
        match self.named(tree).get(key)? {
            Some(body) => Ok(Some(body)),
            None => self.cold_copy(tree, key),
        }
    }

    fn scan(&self, tree: &'static str, prefix: &[u8]) -> Result<Vec<KeyBody>, StoreError> {
        self.named(tree)
            .scan_prefix(prefix)
            .map(|entry| entry.map(|(key, raw)| (key.to_vec(), raw.to_vec())).map_err(StoreError::from))
            .collect()
    }

    fn tables(&self) -> Rows<'_> {
        let hot = self.tables.iter().map(|entry| entry.map_err(StoreError::from));
        Box::new(hot.chain(self.cold_rows(TABLES, 0)))
    }

    fn tables_of(&self, user: u64) -> Rows<'_> {
        match self.index_complete() {
            Ok(true) => {}
            Ok(false) => return self.tables(),
            Err(error) => return Box::new(std::iter::once(Err(error))),
        }
        // Only the tables the seat index lists: a stale entry (see the module doc) brings a
        // table the caller then finds the user not seated at, or one removed since.
        let listed = self.seats.scan_prefix(user.to_be_bytes()).keys().filter_map(move |key| {
            let key = match key {
                Ok(key) => key,
                Err(error) => return Some(Err(error.into())),
            };
            let (_, channel) = split_pair(&key)?;
            self.tables
                .get(channel)
                .map_err(StoreError::from)
                .transpose()
                .map(|raw| raw.map(|raw| (IVec::from(channel), raw)))
        });
        Box::new(listed)
    }

    fn snapshot(&self) -> Result<Snapshot, StoreError> {
        // Copied to a file in the database's folder while writers wait, read back after: the
        // export's memory stays small however large the database is.
        let mut spill = Spill::in_folder(self.folder.path())?;
        let _gate = self.gate.write().unwrap_or_else(PoisonError::into_inner);
        for name in TREES {
            for entry in self.named(name).iter().map(|entry| entry.map_err(StoreError::from)) {
                let (key, value) = entry?;
                spill.push(name, &key, &value)?;
            }
            for entry in self.cold_rows(name, 0) {
                let (key, value) = entry?;
                spill.push(name, &key, &value)?;
            }
        }
        spill.read_back()
    }

    fn speculates(&self) -> bool {
        false
    }

    fn read<'a>(
        &'a self,
        tree: &'static str,
        key: &'a [u8],
    ) -> BoxFuture<'a, Result<Option<Row>, StoreError>> {
        let row = self.get(tree, key).map(|raw| raw.map(|body| Row { token: body.clone(), body }));
        Box::pin(std::future::ready(row))
    }

    fn swap_table(&self, write: TableWrite) -> BoxFuture<'_, Result<Option<IVec>, StoreError>> {
        Box::pin(async move {
            let written = self.swap_now(write)?;
            if written.is_some() {
                self.committer.commit().await?;
            }
            Ok(written)
        })
    }

    fn swap<'a>(
        &'a self,
        tree: &'static str,
        key: &'a [u8],
        expected: Option<IVec>,
        (_, body): (u64, Vec<u8>),
    ) -> BoxFuture<'a, Result<bool, StoreError>> {
        Box::pin(async move {
            let swapped = {
                let _gate = self.writing();
                self.named(tree).compare_and_swap(key, expected, Some(body))?.is_ok()
            };
            if swapped {
                self.committer.commit().await?;
            }
            Ok(swapped)
        })
    }

    fn remove<'a>(&'a self, tree: &'static str, key: &'a [u8]) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(self.durably(move || {
            if cold::side(tree).is_none() {
                return self.named(tree).remove(key).map(drop).map_err(StoreError::from);
            }
            let _key = self.key_lock(key);
            // The cold copy first: a crash between the two writes leaves the record, never an
            // older copy that was behind it.
            let hot = self.named(tree).contains_key(key)?;
            self.drop_cold(tree, key, !hot)?;
            if tree == TABLES {
                let old = self.indexed_as(key)?;
                self.tables.remove(key)?;
                self.index_then(key, &old, &Entries::default())?;
            } else {
                self.named(tree).remove(key)?;
            }
            Ok(())
        }))
    }

    #[cfg(test)]
    fn put_now(
        &self,
        tree: &'static str,
        key: &[u8],
        _revision: u64,
        body: Vec<u8>,
    ) -> Result<(), StoreError> {
        let _gate = self.writing();
        self.named(tree).insert(key, body)?;
        Ok(())
    }

    fn put<'a>(
        &'a self,
        tree: &'static str,
        key: &'a [u8],
        _revision: u64,
        body: Vec<u8>,
    ) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(self.durably(move || self.named(tree).insert(key, body).map(drop).map_err(StoreError::from)))
    }

    fn flush(&self) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(self.committer.commit())
    }

    fn archive(&self, key: &[u8], body: Vec<u8>, finished: Option<u64>) -> Result<(), StoreError> {
        let _gate = self.writing();
        let _key = self.key_lock(key);
        // The entry first: a crash between the two leaves an entry without its record, which
        // the next sweep removes, never a record the sweep cannot find.
        if let Some(at) = finished {
            self.archived.insert(pair(at, key), &[])?;
        }
        self.archive.insert(key, body)?;
        Ok(())
    }

    fn finished(
        &self,
        tree: &'static str,
        cut: u64,
        after: &[u8],
        most: usize,
        finished_of: FinishedOf<'_>,
    ) -> Result<Listing, StoreError> {
        let (index, records) =
            if tree == TABLES { (&self.finished, &self.tables) } else { (&self.archived, &self.archive) };
        let mut listing = Listing::default();
        // The index first, then the cold records: a cursor into those says which chunk was last.
        let cold_from = match cold_after(after) {
            Some(bucket) => u32::from(bucket) + 1,
            None => {
                let from = if after.is_empty() { Bound::Unbounded } else { Bound::Excluded(after.to_vec()) };
                for entry in index.range::<Vec<u8>, _>((from, up_to(cut))).keys() {
                    let entry = entry?;
                    if listing.rows.len() >= most {
                        return Ok(listing);
                    }
                    listing.last = Some(entry.to_vec());
                    let Some((at, key)) = split_pair(&entry) else { continue };
                    match self.listed(tree, records, at, key, finished_of)? {
                        Some(body) => listing.rows.push((key.to_vec(), body.to_vec())),
                        None => self.unlist(tree, index, records, &entry, at, key, finished_of)?,
                    }
                }
                0
            }
        };
        let Some(side) = cold::side(tree) else { return Ok(listing) };
        for entry in self.cold_oldest.range(cold_range(side, cold_from)) {
            if listing.rows.len() >= most {
                break;
            }
            let (chunk_key, oldest) = entry?;
            let Some(bucket) = cold::bucket_of(&chunk_key) else { continue };
            listing.last = Some(cold_cursor(bucket));
            if time(&oldest).is_some_and(|oldest| oldest > cut) {
                continue;
            }
            let Some(chunk) = self.readable_chunk(side, bucket)? else { continue };
            for record in chunk.into_records() {
                if record.finished <= cut && !records.contains_key(&record.key)? {
                    listing.rows.push((record.key, record.body));
                }
            }
        }
        Ok(listing)
    }

    fn rebuild_index(&self, index: Indexing) -> Result<Option<usize>, StoreError> {
        if self.index_complete()? {
            return Ok(None);
        }
        tracing::info!(
            "building the seat, deadline and retention index: every stored table is read, this once"
        );
        for tree in [&self.seats, &self.deadlines, &self.finished, &self.archived, &self.indexed] {
            tree.clear()?;
        }
        let mut tables = 0;
        for key in self.tables.iter().keys() {
            let key = key?;
            // Read again under the key's lock: a write meanwhile is indexed after it or by it.
            let _key = self.key_lock(&key);
            let Some(raw) = self.tables.get(&key)? else { continue };
            tables += 1;
            if let Some(found) = index(TABLES, &key, &raw) {
                self.index_first(&key, &found)?;
            }
        }
        for key in self.archive.iter().keys() {
            let key = key?;
            let _key = self.key_lock(&key);
            let Some(raw) = self.archive.get(&key)? else { continue };
            if let Some(at) = index(ARCHIVE, &key, &raw).and_then(|found| found.finished) {
                self.archived.insert(pair(at, &key), &[])?;
            }
        }
        // Written last: the next flush takes it with every entry before it (sled keeps a
        // prefix of the writes), and a start killed before that builds the index again.
        self.indexed.insert(COMPLETE, INDEX_VERSION)?;
        Ok(Some(tables))
    }

    fn page(&self, tree: &'static str, after: &[u8], most: usize) -> Result<Page, StoreError> {
        // The tree in key order, then its cold records a chunk at a time.
        let (mut page, cold_from) = match cold_after(after) {
            Some(bucket) => (Page::default(), u32::from(bucket) + 1),
            None => {
                let range = (Bound::Excluded(after), Bound::Unbounded);
                let rows = self
                    .named(tree)
                    .range::<&[u8], _>(range)
                    .take(most)
                    .map(|entry| entry.map(|(key, raw)| (key.to_vec(), raw.to_vec())))
                    .collect::<Result<Vec<_>, _>>()?;
                let full = rows.len() >= most;
                let page = Page::keyed(rows);
                if full {
                    return Ok(page);
                }
                (page, 0)
            }
        };
        let Some(side) = cold::side(tree) else { return Ok(page) };
        let hot = self.named(tree);
        for chunk_key in self.cold.range(cold_range(side, cold_from)).keys() {
            if page.rows.len() >= most {
                break;
            }
            let chunk_key = chunk_key?;
            let Some(bucket) = cold::bucket_of(&chunk_key) else { continue };
            page.next = Some(cold_cursor(bucket));
            let Some(chunk) = self.readable_chunk(side, bucket)? else { continue };
            for record in chunk.into_records() {
                if !hot.contains_key(&record.key)? {
                    page.rows.push((record.key, record.body));
                }
            }
        }
        Ok(page)
    }

    fn remove_unchanged(
        &self,
        tree: &'static str,
        rows: Vec<KeyBody>,
    ) -> BoxFuture<'_, Result<usize, StoreError>> {
        Box::pin(self.durably(move || {
            let Some(side) = cold::side(tree) else {
                let mut removed = 0;
                for (key, body) in rows {
                    let swapped = self.named(tree).compare_and_swap(&key, Some(body), None::<&[u8]>)?;
                    removed += usize::from(swapped.is_ok());
                }
                return Ok(removed);
            };
            // A bucket at a time, under its lock: its chunk is read and written once.
            let mut rows = rows;
            rows.sort_by_key(|(key, _)| cold::bucket(key));
            let mut removed = 0;
            for group in rows.chunk_by(|(a, _), (b, _)| cold::bucket(a) == cold::bucket(b)) {
                let bucket = cold::bucket(&group[0].0);
                let _key = self.key_lock(&group[0].0);
                // Read under the lock: the records still stored exactly as read go.
                let mut hot = Vec::with_capacity(group.len());
                for (key, body) in group {
                    hot.push(self.named(tree).get(key)?.is_some_and(|stored| stored == body));
                }
                // The cold copies first (see `remove`): with their record, or as read, when
                // the copy was the record or a stale one behind a record written since (which,
                // changed since it was read, stays).
                let mut taken = vec![false; group.len()];
                if let Some(mut chunk) = self.readable_chunk(side, bucket)? {
                    for (((key, body), hot), taken) in group.iter().zip(&hot).zip(&mut taken) {
                        *taken = chunk.get(key).is_some_and(|cold| *hot || cold.body == *body);
                        if *taken {
                            chunk.take(key);
                        }
                    }
                    if taken.contains(&true) {
                        self.put_chunk(side, bucket, &chunk)?;
                    }
                }
                for (((key, body), hot), taken) in group.iter().zip(hot).zip(taken) {
                    let gone = if hot { self.remove_hot(tree, key, body)? } else { false };
                    removed += usize::from(gone || (taken && !self.named(tree).contains_key(key)?));
                }
            }
            Ok(removed)
        }))
    }

    fn cool(
        &self,
        tree: &'static str,
        cut: u64,
        (part, parts): (u32, u32),
        finished_of: FinishedOf<'_>,
    ) -> Result<usize, StoreError> {
        let Some(side) = cold::side(tree) else { return Ok(0) };
        let (index, records) =
            if tree == TABLES { (&self.finished, &self.tables) } else { (&self.archived, &self.archive) };
        let parts = parts.max(1);
        let buckets = part * cold::BUCKETS / parts..(part + 1) * cold::BUCKETS / parts;
        // The entries up to `cut` of this part's buckets, by bucket (keys only: the memory is
        // this part's share of the index, not the tables).
        let mut listed: BTreeMap<u16, Vec<IVec>> = BTreeMap::new();
        let since = Bound::Included(self.cold_since.to_be_bytes().to_vec());
        for entry in index.range::<Vec<u8>, _>((since, up_to(cut))).keys() {
            let entry = entry?;
            let Some((_, key)) = split_pair(&entry) else { continue };
            let bucket = cold::bucket(key);
            if buckets.contains(&u32::from(bucket)) {
                listed.entry(bucket).or_default().push(entry);
            }
        }
        let mut moved = 0;
        for (bucket, entries) in listed {
            self.check()?;
            let _gate = self.writing();
            let Some((_, first)) = split_pair(&entries[0]) else { continue };
            let _key = self.key_lock(first);
            // A chunk that cannot be read is never written over: its bucket's tables stay.
            let Some(mut chunk) = self.readable_chunk(side, bucket)? else { continue };
            let mut going = Vec::new();
            for entry in entries {
                let Some((at, key)) = split_pair(&entry) else { continue };
                let Some(body) = records.get(key)? else {
                    index.remove(&entry)?;
                    continue;
                };
                // The table itself says when it finished: after a crash between a write's index
                // entries and its table, `index_tables` may call a running table finished.
                if finished_of(key, &body) != Some(at) {
                    if self.listed(tree, records, at, key, finished_of)?.is_none() {
                        index.remove(&entry)?;
                    }
                    continue;
                }
                chunk.put(cold::Cold { key: key.to_vec(), finished: at, body: body.to_vec() });
                going.push((entry.clone(), body));
            }
            if going.is_empty() {
                continue;
            }
            // The chunk first: a crash before the removals leaves copies, never a loss.
            self.put_chunk(side, bucket, &chunk)?;
            for (entry, body) in going {
                let Some((_, key)) = split_pair(&entry) else { continue };
                if self.remove_hot(tree, key, &body)? {
                    index.remove(&entry)?;
                    moved += 1;
                }
            }
        }
        Ok(moved)
    }

    fn begin_once(
        &self,
        step: &'static str,
        _wait: Duration,
    ) -> Result<Option<Box<dyn OncePass + '_>>, StoreError> {
        // One process owns the database: nobody to wait for.
        if self.meta.get(step)?.is_some() {
            return Ok(None);
        }
        Ok(Some(Box::new(SledOnce { sled: self, step })))
    }

    fn is_done(&self, step: &'static str) -> Result<bool, StoreError> {
        Ok(self.meta.get(step)?.is_some())
    }

    fn deadlines(&self) -> Result<Option<Vec<KeyDue>>, StoreError> {
        if !self.index_complete()? {
            return Ok(None);
        }
        let mut seen = HashSet::new();
        let mut found = Vec::new();
        // In time order, so a table's stale entry (see the module doc) is never taken for a
        // later one: its earliest entry is kept, fires early at worst, and is corrected then.
        for key in self.deadlines.iter().keys() {
            let key = key?;
            let Some((due, channel)) = split_pair(&key) else { continue };
            if seen.insert(channel.to_vec()) {
                found.push((channel.to_vec(), due));
            }
        }
        Ok(Some(found))
    }

    fn close(&self, deadline: Instant, again: bool) -> BoxFuture<'_, bool> {
        Box::pin(async move {
            let flushed = match self.committer.commit().await {
                Ok(()) => true,
                // Closed before: the flusher already served the last writes and stopped.
                Err(StoreError::Closed) if again => true,
                Err(error) => {
                    tracing::error!(%error, "the last flush at shutdown failed");
                    false
                }
            };
            let left = deadline.saturating_duration_since(Instant::now());
            let committer = self.committer.clone();
            let stopped = tokio::task::spawn_blocking(move || committer.stop(left)).await.unwrap_or(false);
            flushed && stopped
        })
    }

    fn in_use(&self) -> BoxFuture<'_, Result<usize, StoreError>> {
        // Cold tables count as one record: the answer says "in use" (reading every chunk to
        // count them would read every finished table).
        let cold_tables = cold::side(TABLES)
            .map_or(0, |side| usize::from(self.cold.scan_prefix([side]).keys().next().is_some()));
        let records = self.tables.len()
            + cold_tables
            + self.stats.len()
            + self.users.len()
            + self.servers.len()
            + self.daily.len();
        Box::pin(std::future::ready(Ok(records)))
    }

    fn import(&self, records: Vec<TreeRecord>) -> BoxFuture<'_, Result<Result<u64, usize>, StoreError>> {
        Box::pin(async move {
            let existing = self.in_use().await?;
            if existing > 0 {
                return Ok(Err(existing));
            }
            let wanted = records.len() as u64;
            // The index is derived from the tables: the first start builds it.
            for tree in [&self.seats, &self.deadlines, &self.finished, &self.archived, &self.indexed] {
                tree.clear()?;
            }
            // The tables finished long ago go straight to their chunks: never written to
            // their tree, they leave no pages behind there (sled keeps a page freed as
            // long as the database lives).
            let mut chunks: BTreeMap<(u8, u16), cold::Chunk> = BTreeMap::new();
            for TreeRecord { tree, key, body, cold, .. } in records {
                match (cold, cold::side(tree)) {
                    (Some(finished), Some(side)) => {
                        let bucket = cold::bucket(&key);
                        let chunk = match chunks.entry((side, bucket)) {
                            Entry::Occupied(chunk) => chunk.into_mut(),
                            // The archive may hold cold records already (it does not make a
                            // database "in use"): added to, never written over.
                            Entry::Vacant(chunk) => {
                                chunk.insert(self.chunk_at(side, bucket)?.unwrap_or_default())
                            }
                        };
                        chunk.put(cold::Cold { key, finished, body });
                    }
                    _ => drop(self.named(tree).insert(key, body)?),
                }
            }
            for ((side, bucket), chunk) in chunks {
                self.put_chunk(side, bucket, &chunk)?;
            }
            self.committer.commit().await?;
            Ok(Ok(wanted))
        })
    }
}

/// A one-time step on sled: reads straight from the trees, and writes without a flush of its
/// own (the next write's flush takes it; sled keeps a prefix of the writes, and the mark is
/// written last).
struct SledOnce<'a> {
    sled: &'a Sled,
    step: &'static str,
}

impl OncePass for SledOnce<'_> {
    fn page(&mut self, tree: &'static str, after: &[u8], most: usize) -> Result<Page, StoreError> {
        Backend::page(self.sled, tree, after, most)
    }

    fn finish(self: Box<Self>, stats: Vec<StatsWrite>) -> Result<(), StoreError> {
        self.sled.check()?;
        let _gate = self.sled.writing();
        for edit in &stats {
            self.sled.edit_stats(edit)?;
        }
        self.sled.meta.insert(self.step, &[])?;
        Ok(())
    }
}

impl Sled {
    /// The record an entry of the retention index lists, finished at `at`: `None` when it is
    /// gone or (a table) finished at another time, or not at all. A table's entries in
    /// `index_tables` say when it finished without reading it; only where they disagree with
    /// the entry is the record itself read (`finished_of`): after a crash between a write's
    /// first index half and its table, `index_tables` describes the table that was never
    /// written, and the entry of the one still stored is right.
    fn listed(
        &self,
        tree: &str,
        records: &sled::Tree,
        at: u64,
        key: &[u8],
        finished_of: FinishedOf<'_>,
    ) -> Result<Option<IVec>, StoreError> {
        let record = records.get(key)?;
        if tree != TABLES || self.indexed_as(key)?.finished == Some(at) {
            return Ok(record);
        }
        Ok(record.filter(|body| finished_of(key, body) == Some(at)))
    }

    /// Removes a stale retention entry, if it still is under the key's lock (a write of that
    /// key meanwhile may have made it current again).
    #[allow(clippy::too_many_arguments)] // `listed`'s, and the entry to remove
    fn unlist(
        &self,
        tree: &str,
        index: &sled::Tree,
        records: &sled::Tree,
        entry: &[u8],
        at: u64,
        key: &[u8],
        finished_of: FinishedOf<'_>,
    ) -> Result<(), StoreError> {
        self.check()?;
        let _gate = self.writing();
        let _key = self.key_lock(key);
        if self.listed(tree, records, at, key, finished_of)?.is_none() {
            index.remove(entry)?;
        }
        Ok(())
    }

    /// Removes the record of `key` from `tree` if it is stored exactly as `body`, with its
    /// index entries (a table's); the caller holds the key's lock. Whether it was.
    fn remove_hot(&self, tree: &str, key: &[u8], body: &[u8]) -> Result<bool, StoreError> {
        let old = if tree == TABLES { Some(self.indexed_as(key)?) } else { None };
        if self.named(tree).compare_and_swap(key, Some(body), None::<&[u8]>)?.is_err() {
            return Ok(false);
        }
        if let Some(old) = old {
            self.index_then(key, &old, &Entries::default())?;
        }
        Ok(true)
    }

    /// The cold copy of `key` in `tree`, read without decoding the rest of its chunk.
    fn cold_copy(&self, tree: &str, key: &[u8]) -> Result<Option<IVec>, StoreError> {
        let Some(side) = cold::side(tree) else { return Ok(None) };
        let chunk_key = cold::chunk_key(side, cold::bucket(key));
        let Some(raw) = self.cold.get(chunk_key)? else { return Ok(None) };
        Ok(cold::find(&chunk_key, &raw, key)?.map(IVec::from))
    }

    /// The stored chunk of `bucket`, if it has one; one that cannot be read is an error.
    fn chunk_at(&self, side: u8, bucket: u16) -> Result<Option<cold::Chunk>, StoreError> {
        let chunk_key = cold::chunk_key(side, bucket);
        self.cold.get(chunk_key)?.map(|raw| cold::Chunk::read(&chunk_key, &raw)).transpose()
    }

    /// The chunk of `bucket` (empty if it has none); `None`, logged, if it cannot be read:
    /// then nothing writes over it, and its records stay where they are.
    fn readable_chunk(&self, side: u8, bucket: u16) -> Result<Option<cold::Chunk>, StoreError> {
        match self.chunk_at(side, bucket) {
            Ok(chunk) => Ok(Some(chunk.unwrap_or_default())),
            Err(error @ StoreError::Corrupt { .. }) => {
                tracing::error!(%error, "a chunk of cold records cannot be read; its records are left out and it is left as it is");
                Ok(None)
            }
            Err(error) => Err(error),
        }
    }

    /// Stores the chunk of `bucket` (removes it when empty), keeping its `cold_oldest` entry
    /// never later than its oldest record whatever prefix of these writes a crash keeps.
    fn put_chunk(&self, side: u8, bucket: u16, chunk: &cold::Chunk) -> Result<(), StoreError> {
        let chunk_key = cold::chunk_key(side, bucket);
        let Some(oldest) = chunk.oldest() else {
            self.cold.remove(chunk_key)?;
            self.cold_oldest.remove(chunk_key)?;
            return Ok(());
        };
        let stored = self.cold_oldest.get(chunk_key)?.and_then(|raw| time(&raw));
        if stored.is_none_or(|stored| stored > oldest) {
            self.cold_oldest.insert(chunk_key, &oldest.to_be_bytes())?;
        }
        self.cold.insert(chunk_key, chunk.write())?;
        if stored.is_some_and(|stored| stored < oldest) {
            self.cold_oldest.insert(chunk_key, &oldest.to_be_bytes())?;
        }
        Ok(())
    }

    /// Drops the cold copy of `key` in `tree`, if it has one; the caller holds the key's lock.
    /// `record`: the copy is the record itself (its tree has none), so a chunk that cannot be
    /// read is an error, never a removal reported done that a read may still contradict;
    /// else (a stale copy behind a record) it is left as it is.
    fn drop_cold(&self, tree: &str, key: &[u8], record: bool) -> Result<(), StoreError> {
        let Some(side) = cold::side(tree) else { return Ok(()) };
        let bucket = cold::bucket(key);
        let chunk = if record { self.chunk_at(side, bucket)? } else { self.readable_chunk(side, bucket)? };
        if let Some(mut chunk) = chunk
            && chunk.take(key).is_some()
        {
            self.put_chunk(side, bucket, &chunk)?;
        }
        Ok(())
    }

    /// The cold records of `tree` from the chunk of bucket `from` on, but those its tree has a
    /// record of (stale copies, see the module doc), a chunk at a time.
    fn cold_rows(&self, tree: &'static str, from: u32) -> Rows<'_> {
        let Some(side) = cold::side(tree) else { return Box::new(std::iter::empty()) };
        let hot = self.named(tree);
        let rows = self.cold.range(cold_range(side, from)).keys().flat_map(move |chunk_key| {
            let bucket = chunk_key.map_err(StoreError::from).map(|key| cold::bucket_of(&key));
            let chunk = bucket.and_then(|bucket| bucket.map_or(Ok(None), |b| self.readable_chunk(side, b)));
            let rows: Vec<_> = match chunk {
                Err(error) => vec![Err(error)],
                Ok(chunk) => chunk
                    .map(cold::Chunk::into_records)
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|record| match hot.contains_key(&record.key) {
                        Ok(true) => None,
                        Ok(false) => Some(Ok((IVec::from(record.key), IVec::from(record.body)))),
                        Err(error) => Some(Err(error.into())),
                    })
                    .collect(),
            };
            rows
        });
        Box::new(rows)
    }

    /// Whether the index was built (and is kept since) for this release's layout.
    fn index_complete(&self) -> Result<bool, StoreError> {
        Ok(self.indexed.get(COMPLETE)?.is_some_and(|version| version == INDEX_VERSION))
    }
}

/// The range of index keys of the times up to `cut`: those before the first key of `cut + 1`.
fn up_to(cut: u64) -> Bound<Vec<u8>> {
    cut.checked_add(1).map_or(Bound::Unbounded, |end| Bound::Excluded(end.to_be_bytes().to_vec()))
}

/// The time now, in Unix seconds.
fn now() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |since| since.as_secs())
}

/// A big-endian time.
fn time(raw: &[u8]) -> Option<u64> {
    <[u8; 8]>::try_from(raw).ok().map(u64::from_be_bytes)
}

/// The chunk keys of `side` from the bucket `from` on.
fn cold_range(side: u8, from: u32) -> std::ops::RangeInclusive<[u8; 3]> {
    let from = u16::try_from(from).unwrap_or(u16::MAX);
    cold::chunk_key(side, from)..=cold::chunk_key(side, u16::MAX)
}

/// A cursor of a page or listing that goes on after the chunk of `bucket`.
fn cold_cursor(bucket: u16) -> Vec<u8> {
    [COLD_CURSOR, &bucket.to_be_bytes()].concat()
}

/// The bucket a cursor goes on after, if it points into the cold records.
fn cold_after(cursor: &[u8]) -> Option<u16> {
    cursor.strip_prefix(COLD_CURSOR).and_then(|b| <[u8; 2]>::try_from(b).ok()).map(u16::from_be_bytes)
}

/// An index key: a number (user id or time) and a table's key, so that a prefix scan of the
/// number finds its tables and the deadlines come in time order.
fn pair(number: u64, key: &[u8]) -> Vec<u8> {
    [&number.to_be_bytes()[..], key].concat()
}

/// The number and the table key of an index key.
fn split_pair(key: &[u8]) -> Option<(u64, &[u8])> {
    let number = key.get(..8).and_then(|b| <[u8; 8]>::try_from(b).ok()).map(u64::from_be_bytes)?;
    Some((number, key.get(8..).filter(|table| !table.is_empty())?))
}

/// How `index_tables` keeps a table's [`Entries`]: its deadline and its finishing time (each
/// a flag byte, then the time), then its players, all big-endian.
struct IndexEntry;

impl IndexEntry {
    fn write(entries: &Entries) -> Vec<u8> {
        let mut out = Vec::with_capacity(18 + 8 * entries.index.players.len());
        for time in [entries.index.due, entries.finished] {
            out.push(u8::from(time.is_some()));
            out.extend_from_slice(&time.unwrap_or_default().to_be_bytes());
        }
        for user in &entries.index.players {
            out.extend_from_slice(&user.to_be_bytes());
        }
        out
    }

    /// An entry that cannot be read counts as none: its table's entries are then only added
    /// to, never removed (hints, see the module doc).
    fn read(raw: &[u8]) -> Entries {
        let number = |bytes: &[u8]| <[u8; 8]>::try_from(bytes).ok().map(u64::from_be_bytes);
        let time = |at: usize| {
            let flag = raw.get(at)?;
            let time = raw.get(at + 1..at + 9).and_then(number)?;
            Some((*flag == 1).then_some(time))
        };
        let (Some(due), Some(finished)) = (time(0), time(9)) else {
            return Entries::default();
        };
        let players = raw.get(18..).unwrap_or_default().chunks_exact(8).filter_map(number).collect();
        Entries { index: super::Index { players, due }, finished }
    }
}
