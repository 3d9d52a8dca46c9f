//! The bot's records: one tree per kind of record, each value a versioned, compressed JSON
//! envelope, kept by a `Backend` (`backend.rs`): sled (`sled.rs`, the default: one process,
//! no server) or PostgreSQL (`postgres/`, `database.url`; several processes can share it). This
//! file is the contract, the same for both; where it says "flushed", PostgreSQL means
//! "committed".
//!
//! * Every value is an [`Envelope`] (`{"schema": N, "revision": R, "data": …}`, see `codec.rs`):
//!   `schema` says which layout `data` has, so a table saved by this release still loads after
//!   the next one (a newer release migrates old layouts; an older release refuses a newer layout
//!   instead of misreading it). `revision` counts the updates of that record.
//! * [`Store::update`] is a compare-and-swap loop: of two updates racing on the same revision
//!   only one is written, and the other is re-run on the new state (where a stale click then
//!   finds its board outdated). Everything one request changes (the table, and the players'
//!   statistics when a game ends) is durable before the update returns (sled: one flush through
//!   the group committer; PostgreSQL: one commit), so a move the bot acknowledges survives a
//!   crash.
//! * The loops live here, once, on stored bytes and the backend's *tokens* (the state a row was
//!   read in); the backend reads, swaps and flushes. The decoded-table cache (`cache.rs`) keeps
//!   each table an update wrote with its token.
//! * [`Store::close`] stops taking writes, lets the writes in flight finish and flushes: the
//!   graceful stop of SIGTERM / Ctrl-C.
//! * sled 0.34 is beta and its on-disk format will change; [`backup`] exports and imports the
//!   whole database as JSON lines, which any later release can read, and [`live`] lets
//!   `oink db export` ask a running bot for a consistent export.

mod backend;
pub mod backup;
mod cache;
mod codec;
mod commit;
mod folder;
pub mod live;
pub mod once;
pub mod postgres;
#[cfg(test)]
pub(crate) mod reopen;
mod sled;
mod spill;

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde::Serialize;
use serde::de::DeserializeOwned;

use self::sled::Sled;
use backend::{Backend, Row, StatsWrite, TableWrite};
use cache::Decoded;
pub use codec::Envelope;
use codec::key_text;
/// The bytes the store keeps for a record and how they read back (benchmarks measure both
/// apart from the disk).
pub use codec::{decode, encode};
pub use commit::{SLOW_FLUSH, STALLED_FLUSH};
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
pub const TREES: [&str; 6] = [TABLES, STATS, ARCHIVE, USERS, DAILY, SERVERS];
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
/// Each server's defaults for its new tables (`/oink server`), keyed by guild id.
pub const SERVERS: &str = "servers";

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

/// What the backends index of a table, so that nothing has to read every table: the people
/// seated (`/oink games`) and its next deadline (the clock at start, in Unix seconds). Written
/// with the table (PostgreSQL: by the same statement; sled: before the same flush).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Index {
    pub players: Vec<u64>,
    pub due: Option<u64>,
}

/// A table that can say when it finished: retention (`database.keep_finished`) deletes the
/// finished tables by this time, read from an index of it so that a sweep never reads the
/// young ones.
pub trait Finishes {
    /// When the table finished (Unix seconds), if it did.
    fn finished_at(&self) -> Option<u64>;
}

/// Everything the backends index of a stored table: its [`Index`] and when it finished.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Entries {
    pub index: Index,
    pub finished: Option<u64>,
}

/// Reads the [`Entries`] of a decoded table (`None`: the record is of another type).
type Indexer = Box<dyn Fn(&dyn std::any::Any) -> Option<Entries> + Send + Sync>;

/// A table's [`Entries`], read with its own index function.
fn entries<T: Finishes>(index: fn(&T) -> Index, table: &T) -> Entries {
    Entries { index: index(table), finished: table.finished_at() }
}

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
    Sled(#[from] ::sled::Error),
    #[error("PostgreSQL error: {0}")]
    Postgres(String),
    /// The PostgreSQL server is stopped or cannot be reached; the store reconnects by itself.
    #[error("the database is unreachable: {0}")]
    Unavailable(String),
    /// PostgreSQL answers, but a row stayed locked by another transaction past
    /// `postgres::LOCK_WAIT` (a process frozen mid-transaction): this request is refused, the
    /// store is not marked down.
    #[error("the database is busy: {0}")]
    Busy(String),
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
    /// The file an export copies the database into (sled) could not be written or read.
    #[error("the export's copy of the database failed: {0}")]
    Spill(String),
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
    /// Where the records live: the one place the store calls.
    backend: Box<dyn Backend>,
    /// The tables the last updates wrote, decoded, each with its token (see [`cache`]).
    decoded: Decoded,
    /// Updates between their start and their acknowledgement.
    in_flight: AtomicUsize,
    closed: AtomicBool,
    /// How the tables' [`Index`] is read ([`Store::index_tables`]).
    indexer: std::sync::OnceLock<Indexer>,
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
        Ok(Store::with(Box::new(Sled::open(path, cache_mb)?)))
    }

    /// Connects to the PostgreSQL database at `url` (`database.url`), waiting up to
    /// `settings.patience` for a server that is still starting, and brings its tables up to
    /// this release.
    pub fn postgres(url: &str, settings: postgres::Settings) -> Result<Store, StoreError> {
        let backend = Postgres::connect(url, settings)?;
        tracing::info!(database = %backend.target(), "records are kept in PostgreSQL");
        Ok(Store::with(Box::new(backend)))
    }

    fn with(backend: Box<dyn Backend>) -> Store {
        Store {
            inner: Arc::new(Inner {
                backend,
                decoded: Decoded::default(),
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
        self.backend().path()
    }

    fn backend(&self) -> &dyn Backend {
        self.inner.backend.as_ref()
    }

    /// The table stored for a channel, if any.
    pub fn table<T: DeserializeOwned>(&self, channel: u64) -> Result<Option<Stored<T>>, StoreError> {
        let key = channel.to_be_bytes();
        match self.backend().get(TABLES, &key)? {
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
        let written =
            self.swap_table(channel, |old| change(old).map(|(data, edits)| (Some(data), edits))).await?;
        Ok(written.map(kept))
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
        self.swap_table(channel, |old| change(old).map(|data| (data, Vec::<StatsEdit<()>>::new()))).await
    }

    /// The compare-and-swap loop behind every table update, on either backend. The change runs
    /// on the cached table when the backend lets it run before a read
    /// ([`Backend::speculates`], PostgreSQL: one round trip when this process wrote the table
    /// last), else on the row read, using the cached copy only if it is of exactly the row's
    /// token (sled). A swap that finds the row in another state (another writer won, maybe
    /// another process) writes nothing, and the change runs again on the row read anew, never
    /// on the cached copy; so does a refusal of a copy that was not checked, so no row another
    /// writer wrote is ever answered from the cache.
    async fn swap_table<T, S, E, F>(
        &self,
        channel: u64,
        change: F,
    ) -> Result<Result<Option<Stored<T>>, E>, StoreError>
    where
        T: Record,
        S: Record + Default,
        F: FnMut(Option<Stored<T>>) -> Result<(Option<T>, Vec<StatsEdit<S>>), E>,
    {
        let started = Instant::now();
        let swapped = self.swap_table_untimed(channel, change).await;
        let backend = if self.is_shared() { "postgres" } else { "sled" };
        crate::measure::store_write(backend, started, swapped.is_err());
        swapped
    }

    /// [`Store::swap_table`] itself, unmeasured.
    async fn swap_table_untimed<T, S, E, F>(
        &self,
        channel: u64,
        mut change: F,
    ) -> Result<Result<Option<Stored<T>>, E>, StoreError>
    where
        T: Record,
        S: Record + Default,
        F: FnMut(Option<Stored<T>>) -> Result<(Option<T>, Vec<StatsEdit<S>>), E>,
    {
        let _in_flight = self.begin_write()?;
        let key = channel.to_be_bytes();
        let mut speculate = self.backend().speculates();
        loop {
            let unread = std::mem::take(&mut speculate)
                .then(|| self.inner.decoded.take_unchecked::<T>(&key))
                .flatten();
            let speculative = unread.is_some();
            let (expected, current) = match unread {
                Some((token, stored)) => (Some(token), Some(stored)),
                None => match self.backend().read(TABLES, &key).await? {
                    Some(row) => {
                        let stored = read_cached::<T>(&self.inner.decoded, &key, &row)?;
                        (Some(row.token), Some(stored))
                    }
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
            // PostgreSQL writes seats and deadline only when they change (most clicks change
            // neither); sled compares them with its own index entries, which a crash may have
            // left ahead of the table read here (see `sled.rs`).
            let shared = self.is_shared();
            let index = data
                .as_ref()
                .and_then(|data| self.index_of(data))
                .filter(|after| !shared || before.as_ref() != Some(after));
            let stats = edits.into_iter().map(stats_write).collect();
            let write = TableWrite { key, expected, new: new.map(|body| (revision, body)), index, stats };
            if let Some(token) = self.backend().swap_table(write).await? {
                let stored = data.map(|data| Stored { revision, data });
                match &stored {
                    Some(stored) => self.inner.decoded.put(&key, token, stored.clone()),
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
        self.inner.decoded.forget(&key);
        self.backend().remove(TABLES, &key).await
    }

    /// Keeps `record` (a table a newer one replaces) in the archive under `channel` and `id`,
    /// indexed by when it finished (a table of the type [`Store::index_tables`] was told of).
    /// Not flushed by itself: the update that replaces the table flushes both (PostgreSQL
    /// commits it at once).
    pub fn archive<T: Serialize + 'static>(
        &self,
        channel: u64,
        id: u64,
        record: &T,
    ) -> Result<(), StoreError> {
        let _in_flight = self.begin_write()?;
        let key = [channel.to_be_bytes(), id.to_be_bytes()].concat();
        let finished = self.index_of(record).and_then(|entries| entries.finished);
        self.backend().archive(&key, encode(1, record)?, finished)
    }

    /// An archived table.
    pub fn archived<T: DeserializeOwned>(&self, channel: u64, id: u64) -> Result<Option<T>, StoreError> {
        let key = [channel.to_be_bytes(), id.to_be_bytes()].concat();
        self.data(ARCHIVE, &key)
    }

    /// A user's statistics for a game on a server.
    pub fn stats<T: DeserializeOwned>(
        &self,
        guild: u64,
        user: u64,
        game: &str,
    ) -> Result<Option<T>, StoreError> {
        self.data(STATS, &stats_key(guild, user, game))
    }

    /// A user's settings.
    pub fn user<T: DeserializeOwned>(&self, user: u64) -> Result<Option<T>, StoreError> {
        self.data(USERS, &user.to_be_bytes())
    }

    /// A server's defaults (`/oink server`).
    pub fn server<T: DeserializeOwned>(&self, guild: u64) -> Result<Option<T>, StoreError> {
        self.data(SERVERS, &guild.to_be_bytes())
    }

    /// Replaces a server's defaults (flushed before returning, like a move).
    pub async fn set_server<T: Serialize>(&self, guild: u64, defaults: &T) -> Result<(), StoreError> {
        let _in_flight = self.begin_write()?;
        let value = encode(1, defaults)?;
        self.backend().put(SERVERS, &guild.to_be_bytes(), 1, value).await
    }

    /// The data of the record of `key` in `tree`, if any.
    fn data<T: DeserializeOwned>(&self, tree: &'static str, key: &[u8]) -> Result<Option<T>, StoreError> {
        match self.backend().get(tree, key)? {
            None => Ok(None),
            Some(raw) => decode::<T>(tree, key, &raw).map(|s| Some(s.data)),
        }
    }

    /// Replaces a user's settings (flushed before returning, like a move).
    pub async fn set_user<T: Serialize>(&self, user: u64, settings: &T) -> Result<(), StoreError> {
        let _in_flight = self.begin_write()?;
        let value = encode(1, settings)?;
        self.backend().put(USERS, &user.to_be_bytes(), 1, value).await
    }

    /// A record of the daily challenge's tree.
    pub fn daily<T: DeserializeOwned>(&self, key: &[u8]) -> Result<Option<Stored<T>>, StoreError> {
        match self.backend().get(DAILY, key)? {
            None => Ok(None),
            Some(raw) => decode(DAILY, key, &raw).map(Some),
        }
    }

    /// Every record of the daily challenge's tree whose key starts with `prefix`, in key order.
    pub fn daily_scan<T: DeserializeOwned>(&self, prefix: &[u8]) -> Result<Vec<(Vec<u8>, T)>, StoreError> {
        self.backend()
            .scan(DAILY, prefix)?
            .into_iter()
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
        loop {
            let row = self.backend().read(DAILY, key).await?;
            let current = row.as_ref().map(|row| decode::<T>(DAILY, key, &row.body)).transpose()?;
            let revision = current.as_ref().map_or(0, |c| c.revision) + 1;
            let data = match change(current) {
                Ok(data) => data,
                Err(refused) => return Ok(Err(refused)),
            };
            let body = encode(revision, &data)?;
            if self.backend().swap(DAILY, key, row.map(|row| row.token), (revision, body)).await? {
                return Ok(Ok(Stored { revision, data }));
            }
            tracing::debug!(key = %key_text(key), "daily record changed during update; running it again");
        }
    }

    /// Every table stored, decoded; a record that cannot be read is an `Err` with its key, and
    /// the others still come. Read whole only where the index cannot serve: its first build,
    /// and a start whose index could not be built. It covers the tables of this database, so
    /// a process that runs only some shards on its own sled database knows only its own
    /// servers' tables (processes sharing a PostgreSQL database see every table).
    pub fn tables<'a, T: DeserializeOwned + 'a>(
        &'a self,
    ) -> Box<dyn Iterator<Item = Result<Stored<T>, StoreError>> + 'a> {
        Box::new(self.backend().tables().map(|row| row.and_then(|(key, raw)| decode(TABLES, &key, &raw))))
    }

    /// Every stored table `user` may sit at, decoded: the tables the seat index lists for them
    /// (PostgreSQL: in every server, whichever process runs its shard; sled: of this
    /// database), so the cost follows the user's tables, not every table stored. The index
    /// lists running tables and lobbies, and may list a table the user left (a crash between
    /// writes): the caller checks the seats. Only a sled database whose index could not be
    /// built is read whole.
    pub fn tables_of<'a, T: DeserializeOwned + 'a>(
        &'a self,
        user: u64,
    ) -> Box<dyn Iterator<Item = Result<Stored<T>, StoreError>> + 'a> {
        Box::new(
            self.backend().tables_of(user).map(|row| row.and_then(|(key, raw)| decode(TABLES, &key, &raw))),
        )
    }

    /// Whether the database answers (the readiness probe): one read of a key no record has,
    /// refused once the store is closing.
    pub async fn ping(&self) -> Result<(), StoreError> {
        if self.inner.closed.load(Ordering::SeqCst) {
            return Err(StoreError::Closed);
        }
        self.backend().check()?;
        self.backend().read(TABLES, &[]).await.map(drop)
    }

    /// Whether several processes may share this database (PostgreSQL): then it holds every
    /// server's tables whatever shards this process runs, and the turn clocks' deadlines are
    /// kept and claimed in it ([`Store::claim_due`]) rather than in each process's memory.
    pub fn is_shared(&self) -> bool {
        self.backend().is_shared()
    }

    /// Tells the store how to read the [`Index`] of a table of type `T` (the table service
    /// does, once; when it finished comes from [`Finishes`]), and builds the index of every
    /// stored table, and of the archive, if it is not complete (a database made by an earlier
    /// release, migrated or imported since): once, reading every table; later starts read
    /// only the index.
    pub fn index_tables<T: Record + Finishes>(&self, index: fn(&T) -> Index) -> Result<(), StoreError> {
        let indexer: Indexer =
            Box::new(move |any| any.downcast_ref::<T>().map(|table| entries(index, table)));
        if self.inner.indexer.set(indexer).is_err() {
            return Ok(());
        }
        let read = move |tree: &'static str, key: &[u8], raw: &[u8]| match decode::<T>(tree, key, raw) {
            Ok(stored) => Some(entries(index, &stored.data)),
            // The archive also keeps records that are not tables (the playground's history).
            Err(error) if tree == ARCHIVE => {
                tracing::debug!(%error, "an archived record is not a table; it is left out of the index");
                None
            }
            Err(error) => {
                tracing::warn!(%error, "a table cannot be read; it is left out of the index");
                None
            }
        };
        if let Some(tables) = self.backend().rebuild_index(Box::new(read))? {
            tracing::info!(tables, "the seat, deadline and retention index is built");
        }
        Ok(())
    }

    fn index_of<T: std::any::Any>(&self, data: &T) -> Option<Entries> {
        self.inner.indexer.get().and_then(|index| index(data))
    }

    /// Claims the channels whose deadline passed at `now` for this process to work (for
    /// [`DEADLINE_LEASE`] seconds; no other process gets them meanwhile), earliest first. Only
    /// for a shared database ([`Store::is_shared`]); sled answers none.
    pub fn claim_due(&self, now: u64) -> Result<Vec<u64>, StoreError> {
        if self.inner.closed.load(Ordering::SeqCst) {
            // Closing: its writes are refused, so a deadline claimed now would only wait for
            // its lease to run out before another process could work it.
            return Ok(Vec::new());
        }
        let keys = self.backend().claim_due(now, DEADLINE_LEASE, CLAIMED_AT_ONCE)?;
        Ok(keys
            .iter()
            .filter_map(|key| <[u8; 8]>::try_from(key.as_slice()).ok())
            .map(u64::from_be_bytes)
            .collect())
    }

    /// Every table's next deadline as channel and Unix time, earliest first, from the index
    /// of a database one process owns (sled), without reading the tables: a hint, as early
    /// as the table's deadline or earlier (the work of a deadline reads its table). `None`:
    /// the index is not built (or the database is shared, see [`Store::claim_due`]).
    pub fn deadlines(&self) -> Result<Option<Vec<(u64, u64)>>, StoreError> {
        let Some(found) = self.backend().deadlines()? else { return Ok(None) };
        Ok(Some(
            found
                .into_iter()
                .filter_map(|(key, due)| {
                    <[u8; 8]>::try_from(key.as_slice()).ok().map(|k| (u64::from_be_bytes(k), due))
                })
                .collect(),
        ))
    }

    /// When the next deadline of a shared database can be claimed (Unix seconds).
    pub fn next_due(&self) -> Result<Option<u64>, StoreError> {
        self.backend().next_due()
    }

    /// Corrects the stored deadline of a channel whose claimed deadline was not due: `due` is
    /// what its table says now. Releases the claim.
    pub fn set_due(&self, channel: u64, due: Option<u64>) -> Result<(), StoreError> {
        self.backend().set_due(&channel.to_be_bytes(), due)
    }

    /// How many tables of a shared database have a deadline.
    pub fn deadline_count(&self) -> Result<usize, StoreError> {
        self.backend().deadline_count()
    }

    /// Whether this process registers the slash commands `fingerprint` stands for: with sled
    /// always (one process), with PostgreSQL only the first process that brings a fingerprint
    /// the database has not seen (the others share its registration).
    pub async fn claim_registration(&self, fingerprint: &str) -> Result<bool, StoreError> {
        self.backend().claim_registration(fingerprint.to_owned()).await
    }

    /// A claimed registration failed: the next process to start registers instead.
    pub async fn release_registration(&self, fingerprint: &str) -> Result<(), StoreError> {
        self.backend().release_registration(fingerprint.to_owned()).await
    }

    /// Every user's statistics for `game` on a server, by user id.
    pub fn server_stats<T: DeserializeOwned>(
        &self,
        guild: u64,
        game: &str,
    ) -> Result<Vec<(u64, T)>, StoreError> {
        let rows = self.backend().scan(STATS, &guild.to_be_bytes())?;
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
        self.backend().flush().await
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
        self.backend().close(deadline, again).await
    }

    /// Every record of every tree as one moment of the database, read one at a time: with
    /// sled, writers wait while the raw records are copied to a file in the database's folder
    /// (a few milliseconds for thousands of tables, seconds for a million); with PostgreSQL, a
    /// repeatable-read transaction reads them while writers go on.
    pub(crate) fn snapshot(&self) -> Result<backend::Snapshot, StoreError> {
        self.backend().snapshot()
    }

    fn begin_write(&self) -> Result<InFlight<'_>, StoreError> {
        self.inner.in_flight.fetch_add(1, Ordering::SeqCst);
        let guard = InFlight(&self.inner.in_flight);
        if self.inner.closed.load(Ordering::SeqCst) {
            return Err(StoreError::Closed);
        }
        self.backend().check()?;
        Ok(guard)
    }

    /// Tests only: writes `raw` under `key` as is, behind the store's back (as another release,
    /// another process or damage would); the row's version is the envelope's revision, if any.
    #[cfg(test)]
    pub(crate) fn put_raw(&self, tree: &'static str, key: &[u8], raw: &[u8]) {
        let revision = decode::<serde::de::IgnoredAny>(tree, key, raw).map_or(0, |s| s.revision);
        self.backend().put_now(tree, key, revision, raw.to_vec()).expect("insert");
    }

    /// Tests only: the bytes stored under `key`.
    #[cfg(test)]
    pub(crate) fn raw(&self, tree: &'static str, key: &[u8]) -> Option<::sled::IVec> {
        self.backend().get(tree, key).expect("read")
    }
}

fn stats_key(guild: u64, user: u64, game: &str) -> Vec<u8> {
    let mut key = Vec::with_capacity(16 + game.len());
    key.extend_from_slice(&guild.to_be_bytes());
    key.extend_from_slice(&user.to_be_bytes());
    key.extend_from_slice(game.as_bytes());
    key
}

/// A statistics edit as a backend applies it: on the stored envelope (`None`: the user has no
/// statistics yet, so the edit starts from the default), giving the next revision's envelope.
fn stats_write<S: Record + Default>(edit: StatsEdit<S>) -> StatsWrite {
    let key = stats_key(edit.guild, edit.user, edit.game);
    let at = key.clone();
    StatsWrite {
        key,
        edit: Box::new(move |raw| {
            let current = raw.map(|raw| decode::<S>(STATS, &at, raw)).transpose()?;
            let revision = current.as_ref().map_or(0, |c| c.revision) + 1;
            let data = (edit.edit)(current.map(|c| c.data).unwrap_or_default());
            Ok((revision, encode(revision, &data)?))
        }),
    }
}

/// The record an update wrote: always `Some` where the change never removes.
#[allow(clippy::expect_used)]
fn kept<T>(stored: Option<Stored<T>>) -> Stored<T> {
    stored.expect("change always returns a record")
}

/// The table read as `row`: the cached copy if it is of exactly this token, else decoded.
fn read_cached<T: Record>(decoded: &Decoded, key: &[u8], row: &Row) -> Result<Stored<T>, StoreError> {
    let Some(hit) = decoded.take::<T>(key, &row.token) else {
        return decode(TABLES, key, &row.body);
    };
    #[cfg(debug_assertions)]
    {
        let fresh = decode::<T>(TABLES, key, &row.body)?;
        assert_eq!(hit, fresh, "a cached record differs from its stored bytes: does the type round-trip?");
    }
    Ok(hit)
}

#[cfg(test)]
pub(crate) mod testdb;
#[cfg(test)]
mod tests;
