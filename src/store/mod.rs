//! The bot's records: one tree per kind of record, each value a versioned, compressed JSON
//! envelope, kept by sled (the default: one process, no server) or by PostgreSQL
//! (`database.url`; several processes can share it, see [`postgres`]). The API is the same for
//! both, and so is the contract below; where this says "flushed", PostgreSQL means "committed".
//!
//! * Every value is an [`Envelope`] (`{"schema": N, "revision": R, "data": …}`, see `codec.rs`):
//!   `schema` says which layout `data` has, so a table saved by this release still loads after
//!   the next one (a newer release migrates old layouts; an older release refuses a newer layout
//!   instead of misreading it). `revision` counts the updates of that record.
//! * [`Store::update`] is a compare-and-swap loop: of two updates racing on the same revision
//!   only one is written, and the other is re-run on the new state (where a stale click then
//!   finds its board outdated). Everything one request changes (the table, and the players'
//!   statistics when a game ends) is written first and then flushed **once**, through the group
//!   committer (`commit.rs`), before the update returns: a move the bot acknowledges survives a
//!   crash, and no two flushes ever run at once (sled 0.34.7 can deadlock when they do).
//! * No sled transaction or batch on the serving path: either switches sled 0.34 into a
//!   process-wide lock mode in which a flush holding the read side and a writer waiting for the
//!   write side can stop each other. The table and the statistics of one click are two
//!   compare-and-swaps followed by one flush; neither is acknowledged before both are on disk.
//! * [`Store::close`] stops taking writes, lets the writes in flight finish and flushes: the
//!   graceful stop of SIGTERM / Ctrl-C.
//! * sled 0.34 is beta and its on-disk format will change; [`backup`] exports and imports the
//!   whole database as JSON lines, which any later release can read, and [`live`] lets
//!   `oink db export` ask a running bot for a consistent export.

pub mod backup;
mod cache;
mod codec;
mod commit;
mod folder;
mod group_commit;
pub mod live;
pub mod postgres;
#[cfg(test)]
pub(crate) mod reopen;

use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, PoisonError, RwLock};
use std::time::{Duration, Instant};

use serde::Serialize;
use serde::de::DeserializeOwned;

use cache::Decoded;
pub use codec::Envelope;
use codec::key_text;
/// The bytes the store keeps for a record and how they read back (benchmarks measure both
/// apart from the disk).
pub use codec::{decode, encode};
use commit::Committer;
pub use commit::{SLOW_FLUSH, STALLED_FLUSH};
use folder::Folder;
use postgres::Postgres;

/// Schema version of the records this release writes.
///
/// * 1: plain JSON; a game's action log as `{"player": i, "do": …}` objects.
/// * 2: compressed (see `codec.rs`); the action log as `[seat, action]` pairs. Schema 1 records
///   load unchanged and are written as schema 2 at their next update.
/// * 3: tables through the game seam: `{"stage": "running", "session": {"<game>": …}}` and a
///   lobby's `setup`, instead of a stage tag per game and both games' options (see
///   `table/stored.rs`). Earlier tables load unchanged.
pub const SCHEMA: u32 = 3;

/// Names of the sled trees the bot uses; exports cover exactly these.
pub const TREES: [&str; 5] = [TABLES, STATS, ARCHIVE, USERS, DAILY];
/// One game session per channel (or thread), keyed by channel id.
pub const TABLES: &str = "tables";
/// Per-server statistics per user and game, keyed guild id + user id + game name.
pub const STATS: &str = "stats";
/// Finished and ended tables a newer table replaced, keyed channel id + table id.
pub const ARCHIVE: &str = "archive";
/// Each user's own settings (such as reminders by direct message), keyed by user id.
pub const USERS: &str = "users";
/// The daily Würfelhaus challenge: attempts, each server's announcement setting and the key
/// the days' dice come from (the daily challenge in `table/`, which makes the keys).
pub const DAILY: &str = "daily";

/// What an update reads and writes: a serde record the store can keep a decoded copy of, and
/// (in builds with debug assertions) check that copy against a fresh decode.
pub trait Record:
    Serialize + DeserializeOwned + Clone + PartialEq + std::fmt::Debug + Send + 'static
{
}

impl<T: Serialize + DeserializeOwned + Clone + PartialEq + std::fmt::Debug + Send + 'static> Record for T {}

/// A record as loaded, with its revision.
#[derive(Debug, Clone, PartialEq)]
pub struct Stored<T> {
    pub revision: u64,
    pub data: T,
}

/// What the PostgreSQL backend indexes of a table, so that processes sharing the database look
/// it up without reading every table: the people seated (`/oink games`) and its next deadline
/// (the clock, in Unix seconds). Written with the table, by the same statement.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Index {
    pub players: Vec<u64>,
    pub due: Option<u64>,
}

/// Reads the [`Index`] of a decoded table (`None`: the record is of another type).
type Indexer = Box<dyn Fn(&dyn std::any::Any) -> Option<Index> + Send + Sync>;

/// How long a process may take to work a deadline it claimed before another may claim it
/// (PostgreSQL): the work is a few bounded Discord calls; a process killed meanwhile delays the
/// deadline by at most this.
pub const DEADLINE_LEASE: u64 = 30;
/// The most deadlines one look of the clock claims.
const CLAIMED_AT_ONCE: i64 = 32;

/// A change to one user's statistics, written with the table update that caused it.
pub struct StatsEdit<S> {
    pub guild: u64,
    pub user: u64,
    pub game: &'static str,
    /// Applied to the current statistics (the default when the user has none yet). May run
    /// more than once when another update wins the race.
    pub edit: Box<dyn Fn(S) -> S + Send + Sync>,
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sled(#[from] sled::Error),
    #[error("PostgreSQL error: {0}")]
    Postgres(String),
    /// The PostgreSQL server is stopped or cannot be reached; the store reconnects by itself.
    #[error("the database is unreachable: {0}")]
    Unavailable(String),
    /// Never holds the URL's password.
    #[error("bad value for `database.url`: {0}")]
    BadUrl(String),
    #[error(
        "the database was set up by a newer release (its schema {found}, this release knows up to {known}); upgrade the bot"
    )]
    NewerDatabase { found: i32, known: i32 },
    #[error("record {key} in tree {tree} cannot be read: {reason}")]
    Corrupt { tree: String, key: String, reason: String },
    #[error(
        "record {key} in tree {tree} has schema {found}, newer than this release ({SCHEMA}); upgrade the bot"
    )]
    NewerSchema { tree: String, key: String, found: u32 },
    #[error("cannot encode record: {0}")]
    Encode(String),
    #[error("the database is in use by another process (is the bot running?): {0}")]
    Locked(String),
    #[error("database.path is empty: name the folder of the database")]
    EmptyPath,
    #[error("the database folder is gone: {0}; moves are refused until the bot is restarted")]
    FolderGone(String),
    #[error("flushing the database failed: {0}")]
    Flush(String),
    #[error("the database has not confirmed a write for {waited_secs} s")]
    Stalled { waited_secs: u64 },
    #[error("the bot is shutting down")]
    Closed,
}

impl From<serde_json::Error> for StoreError {
    fn from(error: serde_json::Error) -> StoreError {
        StoreError::Encode(error.to_string())
    }
}

/// The bot's database. Cheap to clone: every clone shares one database (and, with sled, one
/// flusher; with PostgreSQL, one pool of connections).
#[derive(Clone)]
pub struct Store {
    inner: Arc<Inner>,
}

struct Inner {
    backend: Backend,
    /// The tables the last updates wrote, decoded (see [`cache`]).
    decoded: Decoded,
    /// Writers hold it shared while they change records; an export holds it alone while it
    /// copies, so the export is one moment of the database (sled; PostgreSQL exports from a
    /// repeatable-read transaction instead).
    gate: RwLock<()>,
    /// Updates between their start and their acknowledgement.
    in_flight: AtomicUsize,
    closed: AtomicBool,
    /// How the tables' [`Index`] is read ([`Store::index_tables`]; PostgreSQL only).
    indexer: std::sync::OnceLock<Indexer>,
}

/// Where the records live.
enum Backend {
    Sled(Trees),
    Postgres(Arc<Postgres>),
}

/// The sled database: its trees, its folder and its group committer.
struct Trees {
    tables: sled::Tree,
    stats: sled::Tree,
    archive: sled::Tree,
    users: sled::Tree,
    daily: sled::Tree,
    folder: Folder,
    committer: Committer,
}

impl Trees {
    fn named(&self, tree: &str) -> &sled::Tree {
        match tree {
            TABLES => &self.tables,
            ARCHIVE => &self.archive,
            USERS => &self.users,
            DAILY => &self.daily,
            _ => &self.stats,
        }
    }
}

/// A [`Store`] that may have been closed and dropped.
#[derive(Clone)]
pub struct WeakStore(std::sync::Weak<Inner>);

impl WeakStore {
    pub fn upgrade(&self) -> Option<Store> {
        self.0.upgrade().map(|inner| Store { inner })
    }
}

/// Counts an update in flight for as long as it lives (also when its future is dropped).
struct InFlight<'a>(&'a AtomicUsize);

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Store {
    /// Opens (or creates) the sled database at `path` with a page cache of `cache_mb` MiB.
    pub fn open(path: &Path, cache_mb: u64) -> Result<Store, StoreError> {
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
        let committer = Committer::start(db, folder.clone())?;
        Ok(Store::with(Backend::Sled(Trees { tables, stats, archive, users, daily, folder, committer })))
    }

    /// Connects to the PostgreSQL database at `url` (`database.url`), waiting up to
    /// `settings.patience` for a server that is still starting, and brings its tables up to
    /// this release.
    pub fn postgres(url: &str, settings: postgres::Settings) -> Result<Store, StoreError> {
        let backend = Postgres::connect(url, settings)?;
        tracing::info!(database = %backend.target(), "records are kept in PostgreSQL");
        Ok(Store::with(Backend::Postgres(Arc::new(backend))))
    }

    fn with(backend: Backend) -> Store {
        Store {
            inner: Arc::new(Inner {
                backend,
                decoded: Decoded::default(),
                gate: RwLock::new(()),
                in_flight: AtomicUsize::new(0),
                closed: AtomicBool::new(false),
                indexer: std::sync::OnceLock::new(),
            }),
        }
    }

    /// A handle that does not keep the database open: background listeners hold this, so
    /// dropping the last [`Store`] releases sled's lock at once (a restart reopens it).
    pub fn downgrade(&self) -> WeakStore {
        WeakStore(Arc::downgrade(&self.inner))
    }

    /// The folder of a sled database; `None` for PostgreSQL.
    pub fn path(&self) -> Option<&Path> {
        match &self.inner.backend {
            Backend::Sled(trees) => Some(trees.folder.path()),
            Backend::Postgres(_) => None,
        }
    }

    /// The stored bytes of `key` in `tree`.
    fn get(&self, tree: &'static str, key: &[u8]) -> Result<Option<sled::IVec>, StoreError> {
        match &self.inner.backend {
            Backend::Sled(trees) => Ok(trees.named(tree).get(key)?),
            Backend::Postgres(pg) => Ok(pg.get(tree, key.to_vec())?.map(|row| row.body.into())),
        }
    }

    /// The table stored for a channel, if any.
    pub fn table<T: DeserializeOwned>(&self, channel: u64) -> Result<Option<Stored<T>>, StoreError> {
        let key = channel.to_be_bytes();
        match self.get(TABLES, &key)? {
            None => Ok(None),
            Some(raw) => decode(TABLES, &key, &raw).map(Some),
        }
    }

    /// Atomically replaces the table of `channel` with what `change` makes of the current one
    /// (`None` when the channel has none), then flushes to disk.
    ///
    /// `change` may run more than once when another update wins the race; it must not have
    /// side effects. Returning `Err` leaves the record untouched and hands the error back.
    pub async fn update<T, E, F>(
        &self,
        channel: u64,
        mut change: F,
    ) -> Result<Result<Stored<T>, E>, StoreError>
    where
        T: Record,
        F: FnMut(Option<Stored<T>>) -> Result<T, E>,
    {
        self.update_with(channel, |old| change(old).map(|data| (data, Vec::<StatsEdit<()>>::new()))).await
    }

    /// As [`Store::update`], and the statistics edits `change` returns are written with the
    /// table, under the same single flush (PostgreSQL: in the same transaction).
    pub async fn update_with<T, S, E, F>(
        &self,
        channel: u64,
        mut change: F,
    ) -> Result<Result<Stored<T>, E>, StoreError>
    where
        T: Record,
        S: Record + Default,
        F: FnMut(Option<Stored<T>>) -> Result<(T, Vec<StatsEdit<S>>), E>,
    {
        let _in_flight = self.begin_write()?;
        let key = channel.to_be_bytes();
        let trees = match &self.inner.backend {
            Backend::Sled(trees) => trees,
            Backend::Postgres(pg) => {
                let written = self
                    .swap_row(pg, channel, |old| change(old).map(|(data, edits)| (Some(data), edits)))
                    .await?;
                return Ok(written.map(kept));
            }
        };
        let (stored, edits) = {
            let _gate = self.inner.gate.read().unwrap_or_else(PoisonError::into_inner);
            let tables = Cached { tree: &trees.tables, name: TABLES, decoded: Some(&self.inner.decoded) };
            let result = cas_loop(tables, &key, &mut change)?;
            let (stored, edits) = match result {
                Ok(done) => done,
                Err(refused) => return Ok(Err(refused)),
            };
            for edit in &edits {
                let key = stats_key(edit.guild, edit.user, edit.game);
                let stats = Cached { tree: &trees.stats, name: STATS, decoded: None };
                let written = cas_loop(stats, &key, |old: Option<Stored<S>>| {
                    Ok::<_, std::convert::Infallible>((
                        (edit.edit)(old.map(|s| s.data).unwrap_or_default()),
                        (),
                    ))
                })?;
                if let Err(never) = written {
                    match never {}
                }
            }
            (stored, edits)
        };
        drop(edits);
        trees.committer.commit().await?;
        Ok(Ok(stored))
    }

    /// As [`Store::update`], but `change` may also remove the table (`Ok(None)`), as one
    /// atomic step: nothing can slip in between the decision and the removal.
    pub async fn update_or_remove<T, E, F>(
        &self,
        channel: u64,
        mut change: F,
    ) -> Result<Result<Option<Stored<T>>, E>, StoreError>
    where
        T: Record,
        F: FnMut(Option<Stored<T>>) -> Result<Option<T>, E>,
    {
        let _in_flight = self.begin_write()?;
        let key = channel.to_be_bytes();
        let trees = match &self.inner.backend {
            Backend::Sled(trees) => trees,
            Backend::Postgres(pg) => {
                return self
                    .swap_row(pg, channel, |old| change(old).map(|data| (data, Vec::<StatsEdit<()>>::new())))
                    .await;
            }
        };
        let result = {
            let _gate = self.inner.gate.read().unwrap_or_else(PoisonError::into_inner);
            let tables = Cached { tree: &trees.tables, name: TABLES, decoded: Some(&self.inner.decoded) };
            cas_or_remove(tables, &key, |old| change(old).map(|data| (data, ())))?
        };
        match result {
            Ok((stored, ())) => {
                trees.committer.commit().await?;
                Ok(Ok(stored))
            }
            Err(refused) => Ok(Err(refused)),
        }
    }

    /// The PostgreSQL counterpart of [`cas_or_remove`], in one round trip when this process
    /// wrote the table last: `change` runs on the cached table, and the compare-and-swap
    /// writes only if the row is still in the state this process wrote ([`postgres::Stamp`]).
    /// When it is not (another process wrote it), or when there is no cached table, the row is
    /// read and `change` runs again on it. A refusal of the cached table is checked the same
    /// way, so no row another process wrote is ever answered from the cache.
    async fn swap_row<T, S, E, F>(
        &self,
        pg: &Arc<Postgres>,
        channel: u64,
        mut change: F,
    ) -> Result<Result<Option<Stored<T>>, E>, StoreError>
    where
        T: Record,
        S: Record + Default,
        F: FnMut(Option<Stored<T>>) -> Result<(Option<T>, Vec<StatsEdit<S>>), E>,
    {
        let key = channel.to_be_bytes();
        let mut cached = true;
        loop {
            let unread = std::mem::take(&mut cached)
                .then(|| self.inner.decoded.take_unchecked::<T>(&key))
                .flatten()
                .and_then(|(stamp, stored)| Some((postgres::Stamp::from_bytes(&stamp)?, stored)));
            let speculative = unread.is_some();
            let (expected, current) = match unread {
                Some((stamp, stored)) => (Some(stamp), Some(stored)),
                None => match pg.fetch(TABLES, key.to_vec()).await? {
                    Some(row) => (Some(row.stamp), Some(decode::<T>(TABLES, &key, &row.body)?)),
                    None => (None, None),
                },
            };
            let revision = current.as_ref().map_or(0, |c| c.revision) + 1;
            let before = current.as_ref().and_then(|c| self.index_of(&c.data));
            let (data, edits) = match change(current) {
                Ok(done) => done,
                Err(_) if speculative => continue,
                Err(refused) => return Ok(Err(refused)),
            };
            let new = data.as_ref().map(|data| encode(revision, data)).transpose()?;
            // Seats and deadline are written only when they change (most clicks change neither).
            let index = data
                .as_ref()
                .and_then(|data| self.index_of(data))
                .filter(|after| before.as_ref() != Some(after));
            let written = new.map(|bytes| (revision as i64, bytes));
            if let Some(xmin) = pg.swap(key.to_vec(), expected, written, index, edits).await? {
                let stored = data.map(|data| Stored { revision, data });
                match &stored {
                    Some(stored) => {
                        let stamp = postgres::Stamp { version: revision as i64, xmin };
                        self.inner.decoded.put(&key, stamp.to_bytes().to_vec().into(), stored.clone());
                    }
                    None => self.inner.decoded.forget(&key),
                }
                return Ok(Ok(stored));
            }
            tracing::debug!(
                key = channel,
                "table changed during update (maybe by another process); running it again"
            );
        }
    }

    /// Removes a channel's table (flushed before returning).
    pub async fn remove_table(&self, channel: u64) -> Result<(), StoreError> {
        let _in_flight = self.begin_write()?;
        let key = channel.to_be_bytes();
        match &self.inner.backend {
            Backend::Sled(trees) => {
                {
                    let _gate = self.inner.gate.read().unwrap_or_else(PoisonError::into_inner);
                    trees.tables.remove(key)?;
                    self.inner.decoded.forget(&key);
                }
                trees.committer.commit().await
            }
            Backend::Postgres(pg) => {
                self.inner.decoded.forget(&key);
                pg.remove(TABLES, key.to_vec()).await
            }
        }
    }

    /// Keeps `record` (a table a newer one replaces) in the archive under `channel` and `id`.
    /// Not flushed by itself: the update that replaces the table flushes both (PostgreSQL
    /// commits it at once).
    pub fn archive<T: Serialize>(&self, channel: u64, id: u64, record: &T) -> Result<(), StoreError> {
        let _in_flight = self.begin_write()?;
        let key = [channel.to_be_bytes(), id.to_be_bytes()].concat();
        let value = encode(1, record)?;
        match &self.inner.backend {
            Backend::Sled(trees) => {
                let _gate = self.inner.gate.read().unwrap_or_else(PoisonError::into_inner);
                trees.archive.insert(key, value)?;
                Ok(())
            }
            Backend::Postgres(pg) => pg.put_now(ARCHIVE, key, 1, value),
        }
    }

    /// An archived table.
    pub fn archived<T: DeserializeOwned>(&self, channel: u64, id: u64) -> Result<Option<T>, StoreError> {
        let key = [channel.to_be_bytes(), id.to_be_bytes()].concat();
        match self.get(ARCHIVE, &key)? {
            None => Ok(None),
            Some(raw) => decode::<T>(ARCHIVE, &key, &raw).map(|s| Some(s.data)),
        }
    }

    /// A user's statistics for a game on a server.
    pub fn stats<T: DeserializeOwned>(
        &self,
        guild: u64,
        user: u64,
        game: &str,
    ) -> Result<Option<T>, StoreError> {
        let key = stats_key(guild, user, game);
        match self.get(STATS, &key)? {
            None => Ok(None),
            Some(raw) => decode::<T>(STATS, &key, &raw).map(|s| Some(s.data)),
        }
    }

    /// A user's settings.
    pub fn user<T: DeserializeOwned>(&self, user: u64) -> Result<Option<T>, StoreError> {
        let key = user.to_be_bytes();
        match self.get(USERS, &key)? {
            None => Ok(None),
            Some(raw) => decode::<T>(USERS, &key, &raw).map(|s| Some(s.data)),
        }
    }

    /// Replaces a user's settings (flushed before returning, like a move).
    pub async fn set_user<T: Serialize>(&self, user: u64, settings: &T) -> Result<(), StoreError> {
        let _in_flight = self.begin_write()?;
        let value = encode(1, settings)?;
        match &self.inner.backend {
            Backend::Sled(trees) => {
                {
                    let _gate = self.inner.gate.read().unwrap_or_else(PoisonError::into_inner);
                    trees.users.insert(user.to_be_bytes(), value)?;
                }
                trees.committer.commit().await
            }
            Backend::Postgres(pg) => pg.put(USERS, user.to_be_bytes().to_vec(), 1, value).await,
        }
    }

    /// A record of the daily challenge's tree.
    pub fn daily<T: DeserializeOwned>(&self, key: &[u8]) -> Result<Option<Stored<T>>, StoreError> {
        match self.get(DAILY, key)? {
            None => Ok(None),
            Some(raw) => decode(DAILY, key, &raw).map(Some),
        }
    }

    /// Every record of the daily challenge's tree whose key starts with `prefix`, in key order.
    pub fn daily_scan<T: DeserializeOwned>(&self, prefix: &[u8]) -> Result<Vec<(Vec<u8>, T)>, StoreError> {
        let rows: Vec<(Vec<u8>, Vec<u8>)> = match &self.inner.backend {
            Backend::Sled(trees) => trees
                .daily
                .scan_prefix(prefix)
                .map(|entry| entry.map(|(key, raw)| (key.to_vec(), raw.to_vec())))
                .collect::<Result<_, _>>()?,
            Backend::Postgres(pg) => pg.scan(DAILY, Some(prefix.to_vec()))?,
        };
        rows.into_iter()
            .map(|(key, raw)| decode::<T>(DAILY, &key, &raw).map(|stored| (key, stored.data)))
            .collect()
    }

    /// As [`Store::update`], for a record of the daily challenge's tree: a compare-and-swap
    /// (of two racing updates one is written, the other re-run on it), flushed (PostgreSQL:
    /// committed) before it returns.
    pub async fn update_daily<T, E, F>(
        &self,
        key: &[u8],
        mut change: F,
    ) -> Result<Result<Stored<T>, E>, StoreError>
    where
        T: Record,
        F: FnMut(Option<Stored<T>>) -> Result<T, E>,
    {
        let _in_flight = self.begin_write()?;
        match &self.inner.backend {
            Backend::Sled(trees) => {
                let result = {
                    let _gate = self.inner.gate.read().unwrap_or_else(PoisonError::into_inner);
                    let tree = Cached { tree: &trees.daily, name: DAILY, decoded: None };
                    cas_loop(tree, key, |old| change(old).map(|data| (data, ())))?
                };
                match result {
                    Ok((stored, ())) => {
                        trees.committer.commit().await?;
                        Ok(Ok(stored))
                    }
                    Err(refused) => Ok(Err(refused)),
                }
            }
            Backend::Postgres(pg) => loop {
                let current = match pg.fetch(DAILY, key.to_vec()).await? {
                    Some(row) => Some(decode::<T>(DAILY, key, &row.body)?),
                    None => None,
                };
                let expected = current.as_ref().map(|c| c.revision as i64);
                let revision = current.as_ref().map_or(0, |c| c.revision) + 1;
                let data = match change(current) {
                    Ok(data) => data,
                    Err(refused) => return Ok(Err(refused)),
                };
                let body = encode(revision, &data)?;
                if pg.swap_record(DAILY, key.to_vec(), expected, revision as i64, body).await? {
                    return Ok(Ok(Stored { revision, data }));
                }
                tracing::debug!(key = %key_text(key), "daily record changed during update; running it again");
            },
        }
    }

    /// Every table stored, decoded; a record that cannot be read is an `Err` with its key, and
    /// the others still come. The one lookup across tables: the scheduler reads it once at
    /// start, and a player's list of games reads it on request. It covers the tables of this
    /// database, so a process that runs only some shards on its own sled database knows only
    /// its own servers' tables (processes sharing a PostgreSQL database see every table).
    pub fn tables<'a, T: DeserializeOwned + 'a>(
        &'a self,
    ) -> Box<dyn Iterator<Item = Result<Stored<T>, StoreError>> + 'a> {
        match &self.inner.backend {
            Backend::Sled(trees) => Box::new(trees.tables.iter().map(|entry| {
                let (key, raw) = entry?;
                decode(TABLES, &key, &raw)
            })),
            Backend::Postgres(pg) => match pg.scan(TABLES, None) {
                Ok(rows) => Box::new(rows.into_iter().map(|(key, raw)| decode(TABLES, &key, &raw))),
                Err(error) => Box::new(std::iter::once(Err(error))),
            },
        }
    }

    /// Every stored table `user` may sit at, decoded: with PostgreSQL only the tables the seat
    /// index lists for them (every server, whichever process runs its shard), with sled every
    /// table of this database (the caller checks the seats either way).
    pub fn tables_of<'a, T: DeserializeOwned + 'a>(
        &'a self,
        user: u64,
    ) -> Box<dyn Iterator<Item = Result<Stored<T>, StoreError>> + 'a> {
        match &self.inner.backend {
            Backend::Sled(_) => self.tables(),
            Backend::Postgres(pg) => match pg.tables_of(user) {
                Ok(rows) => Box::new(rows.into_iter().map(|(key, raw)| decode(TABLES, &key, &raw))),
                Err(error) => Box::new(std::iter::once(Err(error))),
            },
        }
    }

    /// Whether several processes may share this database (PostgreSQL): then it holds every
    /// server's tables whatever shards this process runs, and the turn clocks' deadlines are
    /// kept and claimed in it ([`Store::claim_due`]) rather than in each process's memory.
    pub fn is_shared(&self) -> bool {
        matches!(self.inner.backend, Backend::Postgres(_))
    }

    /// Tells the store how to read the [`Index`] of a table of type `T` (the table service
    /// does, once), and with PostgreSQL rebuilds the index of every stored table if it is not
    /// complete (a database migrated or imported since). sled keeps no index: its process
    /// scans its own tables.
    pub fn index_tables<T: Record>(&self, index: fn(&T) -> Index) -> Result<(), StoreError> {
        let Backend::Postgres(pg) = &self.inner.backend else { return Ok(()) };
        if self.inner.indexer.set(Box::new(move |any| any.downcast_ref::<T>().map(index))).is_err() {
            return Ok(());
        }
        let read = move |key: &[u8], raw: &[u8]| match decode::<T>(TABLES, key, raw) {
            Ok(stored) => Some(index(&stored.data)),
            Err(error) => {
                tracing::warn!(%error, "a table cannot be read; it is left out of the seat and deadline index");
                None
            }
        };
        if let Some(tables) = pg.rebuild_index(Box::new(read))? {
            tracing::info!(tables, "the seat and deadline index was rebuilt");
        }
        Ok(())
    }

    fn index_of<T: Record>(&self, data: &T) -> Option<Index> {
        self.inner.indexer.get().and_then(|index| index(data))
    }

    /// Claims the channels whose deadline passed at `now` for this process to work (for
    /// [`DEADLINE_LEASE`] seconds; no other process gets them meanwhile), earliest first. Only
    /// for a shared database ([`Store::is_shared`]); sled answers none.
    pub fn claim_due(&self, now: u64) -> Result<Vec<u64>, StoreError> {
        let Some(pg) = self.postgres_backend() else { return Ok(Vec::new()) };
        let keys = pg.claim_due(now, DEADLINE_LEASE, CLAIMED_AT_ONCE)?;
        Ok(keys
            .iter()
            .filter_map(|key| <[u8; 8]>::try_from(key.as_slice()).ok())
            .map(u64::from_be_bytes)
            .collect())
    }

    /// When the next deadline of a shared database can be claimed (Unix seconds).
    pub fn next_due(&self) -> Result<Option<u64>, StoreError> {
        self.postgres_backend().map_or(Ok(None), |pg| pg.next_due())
    }

    /// Corrects the stored deadline of a channel whose claimed deadline was not due: `due` is
    /// what its table says now. Releases the claim.
    pub fn set_due(&self, channel: u64, due: Option<u64>) -> Result<(), StoreError> {
        self.postgres_backend().map_or(Ok(()), |pg| pg.set_due(channel.to_be_bytes().to_vec(), due))
    }

    /// How many tables of a shared database have a deadline.
    pub fn deadline_count(&self) -> Result<usize, StoreError> {
        self.postgres_backend().map_or(Ok(0), |pg| pg.deadline_count())
    }

    /// Whether this process registers the slash commands `fingerprint` stands for: with sled
    /// always (one process), with PostgreSQL only the first process that brings a fingerprint
    /// the database has not seen (the others share its registration).
    pub async fn claim_registration(&self, fingerprint: &str) -> Result<bool, StoreError> {
        match self.postgres_backend() {
            None => Ok(true),
            Some(pg) => pg.claim_registration(fingerprint.to_owned()).await,
        }
    }

    /// A claimed registration failed: the next process to start registers instead.
    pub async fn release_registration(&self, fingerprint: &str) -> Result<(), StoreError> {
        match self.postgres_backend() {
            None => Ok(()),
            Some(pg) => pg.release_registration(fingerprint.to_owned()).await,
        }
    }

    /// Every user's statistics for `game` on a server, by user id.
    pub fn server_stats<T: DeserializeOwned>(
        &self,
        guild: u64,
        game: &str,
    ) -> Result<Vec<(u64, T)>, StoreError> {
        let prefix = guild.to_be_bytes();
        let rows: Vec<(Vec<u8>, Vec<u8>)> = match &self.inner.backend {
            Backend::Sled(trees) => trees
                .stats
                .scan_prefix(prefix)
                .map(|entry| entry.map(|(key, raw)| (key.to_vec(), raw.to_vec())))
                .collect::<Result<_, _>>()?,
            Backend::Postgres(pg) => pg.scan(STATS, Some(prefix.to_vec()))?,
        };
        let mut found = Vec::new();
        for (key, raw) in rows {
            let Some(user) = key.get(8..16).and_then(|b| <[u8; 8]>::try_from(b).ok()).map(u64::from_be_bytes)
            else {
                continue;
            };
            if key.get(16..) != Some(game.as_bytes()) {
                continue;
            }
            found.push((user, decode::<T>(STATS, &key, &raw)?.data));
        }
        Ok(found)
    }

    /// Waits until every write made so far is on disk (with PostgreSQL every acknowledged
    /// write is committed already).
    pub async fn flush(&self) -> Result<(), StoreError> {
        match &self.inner.backend {
            Backend::Sled(trees) => trees.committer.commit().await,
            Backend::Postgres(_) => Ok(()),
        }
    }

    /// The graceful stop: refuses new writes, waits up to `bound` for the writes in flight to
    /// be acknowledged, flushes and stops the flusher (PostgreSQL: closes the connections).
    /// Returns whether everything finished in time (if not, the ERROR log says what was left).
    pub async fn close(&self, bound: Duration) -> bool {
        let deadline = Instant::now() + bound;
        let again = self.inner.closed.swap(true, Ordering::SeqCst);
        loop {
            let in_flight = self.inner.in_flight.load(Ordering::SeqCst);
            if in_flight == 0 {
                break;
            }
            if Instant::now() >= deadline {
                tracing::error!(in_flight, "writes still in flight at shutdown; stopping anyway");
                return false;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let trees = match &self.inner.backend {
            Backend::Sled(trees) => trees,
            Backend::Postgres(pg) => {
                pg.close().await;
                return true;
            }
        };
        let flushed = match trees.committer.commit().await {
            Ok(()) => true,
            // Closed before: the flusher already served the last writes and stopped.
            Err(StoreError::Closed) if again => true,
            Err(error) => {
                tracing::error!(%error, "the last flush at shutdown failed");
                false
            }
        };
        let left = deadline.saturating_duration_since(Instant::now());
        let inner = self.inner.clone();
        let stopped = tokio::task::spawn_blocking(move || match &inner.backend {
            Backend::Sled(trees) => trees.committer.stop(left),
            Backend::Postgres(_) => true,
        })
        .await
        .unwrap_or(false);
        flushed && stopped
    }

    /// Every record of every tree as one moment of the database: with sled, writers wait
    /// while the raw records are copied (a few milliseconds for thousands of tables); with
    /// PostgreSQL, a repeatable-read transaction reads them while writers go on.
    pub(crate) fn snapshot(&self) -> Result<Vec<(&'static str, sled::IVec, sled::IVec)>, StoreError> {
        let trees = match &self.inner.backend {
            Backend::Sled(trees) => trees,
            Backend::Postgres(pg) => {
                let records = pg.snapshot()?;
                return Ok(records
                    .into_iter()
                    .map(|(tree, key, raw)| (tree, key.into(), raw.into()))
                    .collect());
            }
        };
        let _gate = self.inner.gate.write().unwrap_or_else(PoisonError::into_inner);
        let mut records = Vec::new();
        for name in TREES {
            for entry in trees.named(name).iter() {
                let (key, value) = entry?;
                records.push((name, key, value));
            }
        }
        Ok(records)
    }

    /// The PostgreSQL backend, if that is where the records live.
    fn postgres_backend(&self) -> Option<&Arc<Postgres>> {
        match &self.inner.backend {
            Backend::Sled(_) => None,
            Backend::Postgres(pg) => Some(pg),
        }
    }

    /// The sled trees, if that is where the records live.
    fn trees(&self) -> Option<&Trees> {
        match &self.inner.backend {
            Backend::Sled(trees) => Some(trees),
            Backend::Postgres(_) => None,
        }
    }

    fn begin_write(&self) -> Result<InFlight<'_>, StoreError> {
        self.inner.in_flight.fetch_add(1, Ordering::SeqCst);
        let guard = InFlight(&self.inner.in_flight);
        if self.inner.closed.load(Ordering::SeqCst) {
            return Err(StoreError::Closed);
        }
        if let Backend::Sled(trees) = &self.inner.backend {
            // Writing into a deleted folder would "succeed" and vanish at the next start.
            trees.folder.check().map_err(|reason| {
                tracing::error!(%reason, "the database folder is gone; refusing the write");
                StoreError::FolderGone(reason)
            })?;
        }
        Ok(guard)
    }

    /// Tests only: writes `raw` under `key` as is, behind the store's back (as another release,
    /// another process or damage would); the row's version is the envelope's revision, if any.
    #[cfg(test)]
    pub(crate) fn put_raw(&self, tree: &'static str, key: &[u8], raw: &[u8]) {
        match &self.inner.backend {
            Backend::Sled(trees) => {
                trees.named(tree).insert(key, raw).expect("insert");
            }
            Backend::Postgres(pg) => {
                let version =
                    decode::<serde::de::IgnoredAny>(tree, key, raw).map_or(0, |s| s.revision as i64);
                pg.put_now(tree, key.to_vec(), version, raw.to_vec()).expect("insert");
            }
        }
    }

    /// Tests only: the bytes stored under `key`.
    #[cfg(test)]
    pub(crate) fn raw(&self, tree: &'static str, key: &[u8]) -> Option<sled::IVec> {
        self.get(tree, key).expect("read")
    }
}

fn stats_key(guild: u64, user: u64, game: &str) -> Vec<u8> {
    let mut key = Vec::with_capacity(16 + game.len());
    key.extend_from_slice(&guild.to_be_bytes());
    key.extend_from_slice(&user.to_be_bytes());
    key.extend_from_slice(game.as_bytes());
    key
}

/// The record an update wrote: always `Some` where the change never removes.
#[allow(clippy::expect_used)]
fn kept<T>(stored: Option<Stored<T>>) -> Stored<T> {
    stored.expect("change always returns a record")
}

/// A tree, its name for error messages, and the cache of its decoded records (if it has one).
#[derive(Clone, Copy)]
struct Cached<'a> {
    tree: &'a sled::Tree,
    name: &'static str,
    decoded: Option<&'a Decoded>,
}

/// The record stored as `raw` for `key`: the cached copy if it is of exactly these bytes, else
/// decoded.
fn read_cached<T: Record>(
    decoded: Option<&Decoded>,
    name: &str,
    key: &[u8],
    raw: &sled::IVec,
) -> Result<Stored<T>, StoreError> {
    let Some(hit) = decoded.and_then(|decoded| decoded.take::<T>(key, raw)) else {
        return decode(name, key, raw);
    };
    #[cfg(debug_assertions)]
    {
        let fresh = decode::<T>(name, key, raw)?;
        assert_eq!(hit, fresh, "a cached record differs from its stored bytes: does the type round-trip?");
    }
    Ok(hit)
}

/// The compare-and-swap loop behind every update; `change` returns the new record and
/// something to hand back with it.
// The record is always `Some`: the change handed to `cas_or_remove` never removes.
#[allow(clippy::expect_used)]
fn cas_loop<T, X, E, F>(
    tree: Cached<'_>,
    key: &[u8],
    mut change: F,
) -> Result<Result<(Stored<T>, X), E>, StoreError>
where
    T: Record,
    F: FnMut(Option<Stored<T>>) -> Result<(T, X), E>,
{
    let written = cas_or_remove(tree, key, |old| change(old).map(|(data, extra)| (Some(data), extra)))?;
    Ok(written.map(|(stored, extra)| (stored.expect("change always returns a record"), extra)))
}

/// What [`cas_or_remove`] did: the record written (`None`: removed) and what `change` handed
/// back, or `change`'s refusal.
type Changed<T, X, E> = Result<(Option<Stored<T>>, X), E>;

/// [`cas_loop`] where `change` may also remove the record (`None`).
fn cas_or_remove<T, X, E, F>(
    tree: Cached<'_>,
    key: &[u8],
    mut change: F,
) -> Result<Changed<T, X, E>, StoreError>
where
    T: Record,
    F: FnMut(Option<Stored<T>>) -> Result<(Option<T>, X), E>,
{
    loop {
        let old = tree.tree.get(key)?;
        let current =
            old.as_ref().map(|raw| read_cached::<T>(tree.decoded, tree.name, key, raw)).transpose()?;
        let revision = current.as_ref().map_or(0, |c| c.revision) + 1;
        let (data, extra) = match change(current) {
            Ok(done) => done,
            Err(e) => return Ok(Err(e)),
        };
        let new = data.as_ref().map(|data| encode(revision, data).map(sled::IVec::from)).transpose()?;
        if tree.tree.compare_and_swap(key, old, new.clone())?.is_ok() {
            let stored = data.map(|data| Stored { revision, data });
            if let Some(decoded) = tree.decoded {
                match (&stored, new) {
                    (Some(stored), Some(raw)) => decoded.put(key, raw, stored.clone()),
                    _ => decoded.forget(key),
                }
            }
            return Ok(Ok((stored, extra)));
        }
        tracing::debug!(tree = tree.name, key = %key_text(key), "record changed during update; running it again");
    }
}

#[cfg(test)]
pub(crate) mod testdb;
#[cfg(test)]
mod tests;
