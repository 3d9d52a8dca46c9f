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

use std::path::Path;
use std::sync::{Arc, PoisonError, RwLock, RwLockReadGuard};
use std::time::Instant;

use sled::IVec;

use super::backend::{Backend, BoxFuture, KeyBody, Row, Rows, StatsWrite, TableWrite, TreeRecord};
use super::codec::key_text;
use super::commit::Committer;
use super::folder::Folder;
use super::{ARCHIVE, DAILY, STATS, StoreError, TABLES, TREES, USERS};

/// The sled database: its trees, its folder and its group committer.
pub struct Sled {
    tables: sled::Tree,
    stats: sled::Tree,
    archive: sled::Tree,
    users: sled::Tree,
    daily: sled::Tree,
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
        let daily = db.open_tree(DAILY)?;
        // The flusher thread owns the database handle; the trees keep their own.
        let committer = Arc::new(Committer::start(db, folder.clone())?);
        Ok(Sled { tables, stats, archive, users, daily, folder, gate: RwLock::new(()), committer })
    }

    fn named(&self, tree: &str) -> &sled::Tree {
        match tree {
            TABLES => &self.tables,
            ARCHIVE => &self.archive,
            USERS => &self.users,
            DAILY => &self.daily,
            _ => &self.stats,
        }
    }

    /// The gate's shared side, held while records change.
    fn writing(&self) -> RwLockReadGuard<'_, ()> {
        self.gate.read().unwrap_or_else(PoisonError::into_inner)
    }

    /// The table's compare-and-swap and then its statistics, without flushing.
    fn swap_now(&self, write: TableWrite) -> Result<Option<IVec>, StoreError> {
        let _gate = self.writing();
        let new = write.new.map(|(_, body)| IVec::from(body));
        if self.tables.compare_and_swap(write.key, write.expected, new.clone())?.is_err() {
            return Ok(None);
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
        Ok(self.named(tree).get(key)?)
    }

    fn scan(&self, tree: &'static str, prefix: &[u8]) -> Result<Vec<KeyBody>, StoreError> {
        self.named(tree)
            .scan_prefix(prefix)
            .map(|entry| entry.map(|(key, raw)| (key.to_vec(), raw.to_vec())).map_err(StoreError::from))
            .collect()
    }

    fn tables(&self) -> Rows<'_> {
        Box::new(self.tables.iter().map(|entry| entry.map_err(StoreError::from)))
    }

    fn snapshot(&self) -> Result<Vec<(&'static str, IVec, IVec)>, StoreError> {
        let _gate = self.gate.write().unwrap_or_else(PoisonError::into_inner);
        let mut records = Vec::new();
        for name in TREES {
            for entry in self.named(name).iter() {
                let (key, value) = entry?;
                records.push((name, key, value));
            }
        }
        Ok(records)
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
        Box::pin(self.durably(move || self.named(tree).remove(key).map(drop).map_err(StoreError::from)))
    }

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
        let records = self.tables.len() + self.stats.len() + self.users.len() + self.daily.len();
        Box::pin(std::future::ready(Ok(records)))
    }

    fn import(&self, records: Vec<TreeRecord>) -> BoxFuture<'_, Result<Result<u64, usize>, StoreError>> {
        Box::pin(async move {
            let existing = self.in_use().await?;
            if existing > 0 {
                return Ok(Err(existing));
            }
            let wanted = records.len() as u64;
            for (tree, key, _, value) in records {
                self.named(tree).insert(key, value)?;
            }
            self.committer.commit().await?;
            Ok(Ok(wanted))
        })
    }
}
