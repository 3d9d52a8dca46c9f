//! The PostgreSQL backend (`database.url`): the same trees, keys and envelopes as sled, one table
//! per tree (`migrations/`), and the same contract.
//!
//! * **Compare-and-swap by row version**: `version` is the envelope's revision; an update writes
//!   `WHERE key = $k AND version = $n AND xmin = $x` (or inserts `ON CONFLICT DO NOTHING`), and
//!   zero rows means another writer — maybe another process — won: the store reads the row
//!   again and re-runs the change, never its cached copy. `xmin`, the transaction that wrote the
//!   row, tells apart two rows of one version ([`Stamp`]). Read Committed is enough: a second
//!   updater of the row waits for the first to commit, then finds the row changed.
//! * **One round trip per click**: the table a process wrote last is kept decoded with its
//!   [`Stamp`], and the next update of it runs on that copy and sends only the conditional
//!   `UPDATE`; the row is read only when there is no copy or the swap lost.
//! * **Acknowledged only after its commit**: a move with statistics is one transaction; a move
//!   without is one autocommitted statement. A commit whose answer is lost (the server went away)
//!   is reported as a failure: the user is never told a move was saved that may not be.
//! * **Its own runtime**: the store's reads are synchronous (the table service calls them from
//!   async code, tests from current-thread runtimes), so every query runs on two worker threads
//!   that belong to this backend, and a synchronous read waits for its answer with
//!   `block_in_place` where the caller's runtime allows it. The caller's runtime never drives a
//!   connection of ours, so no caller can starve or deadlock the pool.
//! * **Faults**: a query that finds the server gone (refused, reset, shut down, no connection in
//!   [`ACQUIRE`]) marks the backend down and is refused as [`StoreError::Unavailable`]; while
//!   down, requests are refused at once and one prober connects again with bounded, logged waits
//!   ([`PROBE_FIRST`] doubling up to [`PROBE_MOST`]). When it gets through, the pool is replaced by
//!   a fresh one (no connection of the dead server is reused) and requests are served again.
//! * **Migrations** are embedded (`migrations/*.sql`) and applied at connect, in one transaction
//!   under an advisory lock, so processes starting together migrate once; a database migrated by
//!   a newer release is refused.

use std::future::Future;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, PoisonError, RwLock};
use std::time::{Duration, Instant};

use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::{ConnectOptions, Executor, Postgres as Pg, Transaction};
use tokio::runtime::{Handle, Runtime, RuntimeFlavor};

use super::group_commit::{GroupCommit, Swap, UPDATE};
use super::{Index, Record, STATS, StatsEdit, StoreError, TREES, decode, encode, stats_key};

/// The migrations, in order: (version, name, SQL).
const MIGRATIONS: &[(i32, &str, &str)] = &[
    (1, "record trees", include_str!("migrations/0001_records.sql")),
    (2, "seats and deadlines", include_str!("migrations/0002_fleet.sql")),
    (3, "daily challenge", include_str!("migrations/0003_daily.sql")),
];
/// The advisory lock taken while migrating (any number both sides agree on: "oink").
const MIGRATION_LOCK: i64 = 0x6f69_6e6b;
/// The advisory lock taken while the seat and deadline index is rebuilt ("oinx").
const INDEX_LOCK: i64 = 0x6f69_6e78;
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

/// A key and the stored envelope.
pub type KeyBody = (Vec<u8>, Vec<u8>);
/// A record of some tree: tree, key and the stored envelope.
pub type TreeKeyBody = (&'static str, Vec<u8>, Vec<u8>);

/// Reads a stored table's index from its key and stored envelope (`None`: not a table this
/// release can read; it is left out of the index).
pub type Indexing = Box<dyn Fn(&[u8], &[u8]) -> Option<Index> + Send>;

/// A row as read: the stored envelope and the state it was read in.
#[derive(Debug)]
pub struct Row {
    pub body: Vec<u8>,
    pub stamp: Stamp,
}

/// One written state of a row: its version and the transaction that wrote it (`xmin`). The
/// version alone can come back: a table removed and opened again in the same channel counts
/// from 1 again, maybe in another process. The writing transaction does not come back (its id
/// repeats only after about four billion transactions), so a swap that checks both never
/// overwrites a row its writer did not see.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stamp {
    pub version: i64,
    pub xmin: i64,
}

impl Stamp {
    /// The stamp as the decoded-table cache keeps it.
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

/// The connection to one PostgreSQL database.
pub struct Postgres {
    options: PgConnectOptions,
    pool_size: u32,
    /// The plain table swaps, sent together under load.
    group: GroupCommit,
    /// `None` once dropped (see `Drop`).
    pool: RwLock<Option<PgPool>>,
    down: AtomicBool,
    /// Where the queries run; shut down (without waiting) when the store is dropped.
    runtime: Option<Runtime>,
    handle: Handle,
    /// `host:port/database`, for the log (never the password).
    target: String,
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let pool = self.pool.get_mut().unwrap_or_else(PoisonError::into_inner).take();
        if let Some(runtime) = self.runtime.take() {
            // The pool lets go of its connections on the runtime they belong to.
            let entered = runtime.enter();
            drop(pool);
            drop(entered);
            runtime.shutdown_background();
        }
    }
}

/// A query's error as the store reports it.
fn failed(error: sqlx::Error) -> StoreError {
    let unreachable = match &error {
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::Protocol(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::PoolClosed => return StoreError::Closed,
        // Connection exceptions, the server shutting down or starting, too many connections.
        sqlx::Error::Database(db) => {
            db.code().is_some_and(|code| code.starts_with("08") || code.starts_with("57P") || code == "53300")
        }
        _ => false,
    };
    if unreachable {
        StoreError::Unavailable(error.to_string())
    } else {
        StoreError::Postgres(error.to_string())
    }
}

/// `SELECT … FROM {t}` with the tree's table: only the tree names ever fill it.
fn sql(tree: &'static str, template: &str) -> String {
    debug_assert!(TREES.contains(&tree));
    template.replace("{t}", tree)
}

impl Postgres {
    /// Connects to `url`, waiting up to `patience` (with logged, growing waits) for a server
    /// that does not answer yet, and migrates the database.
    pub fn connect(url: &str, settings: Settings) -> Result<Postgres, StoreError> {
        let options = PgConnectOptions::from_str(url.trim())
            .map_err(|e| StoreError::BadUrl(format!("it cannot be used: {}", first_line(&e.to_string()))))?
            .application_name("oink")
            .disable_statement_logging();
        let target = format!(
            "{}:{}/{}",
            options.get_host(),
            options.get_port(),
            options.get_database().unwrap_or("(default database)")
        );
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("oink-postgres")
            .enable_all()
            .build()
            .map_err(|e| StoreError::Postgres(format!("cannot start the database threads: {e}")))?;
        let handle = runtime.handle().clone();
        let pool = wait(&handle, {
            let (options, target) = (options.clone(), target.clone());
            async move { first_pool(options, settings, target).await }
        })??;
        Ok(Postgres {
            options,
            pool_size: settings.pool_size,
            group: GroupCommit::start(&handle, settings.pool_size, failed),
            pool: RwLock::new(Some(pool)),
            down: AtomicBool::new(false),
            runtime: Some(runtime),
            handle,
            target,
        })
    }

    /// `host:port/database`.
    pub fn target(&self) -> &str {
        &self.target
    }

    fn pool(&self) -> Result<PgPool, StoreError> {
        self.pool.read().unwrap_or_else(PoisonError::into_inner).clone().ok_or(StoreError::Closed)
    }

    /// Refuses at once while the server is known to be gone (the prober is on it).
    fn gate(&self) -> Result<PgPool, StoreError> {
        if self.down.load(Ordering::SeqCst) {
            return Err(StoreError::Unavailable(format!("PostgreSQL at {} is not reachable", self.target)));
        }
        self.pool()
    }

    /// Notes what a request found: a server gone starts the prober (once).
    fn observe<T>(self: &Arc<Self>, result: &Result<T, StoreError>) {
        let Err(StoreError::Unavailable(reason)) = result else { return };
        if self.down.swap(true, Ordering::SeqCst) {
            return;
        }
        tracing::error!(database = %self.target, %reason, "PostgreSQL is not reachable; refusing moves until it answers again");
        let (this, options, target) = (Arc::downgrade(self), self.options.clone(), self.target.clone());
        self.handle.spawn(probe(this, options, self.pool_size, target));
    }

    /// Runs `work` on the backend's runtime and awaits it.
    async fn run<T: Send + 'static>(
        self: &Arc<Self>,
        work: impl FnOnce(PgPool) -> BoxFuture<T> + Send + 'static,
    ) -> Result<T, StoreError> {
        let pool = self.gate()?;
        let result = match self.handle.spawn(work(pool)).await {
            Ok(result) => result,
            Err(joined) => Err(StoreError::Postgres(format!("a database task failed: {joined}"))),
        };
        self.observe(&result);
        result
    }

    /// Runs `work` on the backend's runtime and blocks this thread for its answer.
    fn block<T: Send + 'static>(
        self: &Arc<Self>,
        work: impl FnOnce(PgPool) -> BoxFuture<T> + Send + 'static,
    ) -> Result<T, StoreError> {
        let pool = self.gate()?;
        let result = wait(&self.handle, work(pool)).and_then(|result| result);
        self.observe(&result);
        result
    }

    /// The row of `key` in `tree`.
    pub async fn fetch(
        self: &Arc<Self>,
        tree: &'static str,
        key: Vec<u8>,
    ) -> Result<Option<Row>, StoreError> {
        self.run(move |pool| Box::pin(async move { get(&pool, tree, &key).await })).await
    }

    /// As [`Postgres::fetch`], blocking.
    pub fn get(self: &Arc<Self>, tree: &'static str, key: Vec<u8>) -> Result<Option<Row>, StoreError> {
        self.block(move |pool| Box::pin(async move { get(&pool, tree, &key).await }))
    }

    /// Every `(key, body)` of `tree` in key order; with `prefix`, only keys that start with it.
    pub fn scan(
        self: &Arc<Self>,
        tree: &'static str,
        prefix: Option<Vec<u8>>,
    ) -> Result<Vec<KeyBody>, StoreError> {
        self.block(move |pool| {
            Box::pin(async move {
                let rows = match prefix {
                    None => {
                        sqlx::query_as(&sql(tree, "SELECT key, body FROM {t} ORDER BY key"))
                            .fetch_all(&pool)
                            .await
                    }
                    Some(prefix) => {
                        let end = after_prefix(&prefix);
                        sqlx::query_as(&sql(
                            tree,
                            "SELECT key, body FROM {t} WHERE key >= $1 AND ($2::bytea IS NULL OR key < $2) ORDER BY key",
                        ))
                        .bind(prefix)
                        .bind(end)
                        .fetch_all(&pool)
                        .await
                    }
                };
                rows.map_err(failed)
            })
        })
    }

    /// Compare-and-swap of a table: writes `new` (`None`: removes the row) if the row is still
    /// in state `expected` (`None`: has no row), with its seats and deadline (`index`, when they
    /// changed) in the same statement, and applies `edits` to the statistics in the same
    /// transaction. One round trip when there are no `edits`. `Some(xmin)`: written, by that
    /// transaction; `None`: another writer changed the row first, and nothing was written.
    pub async fn swap<S: Record + Default>(
        self: &Arc<Self>,
        key: Vec<u8>,
        expected: Option<Stamp>,
        new: Option<(i64, Vec<u8>)>,
        index: Option<Index>,
        edits: Vec<StatsEdit<S>>,
    ) -> Result<Option<i64>, StoreError> {
        // A swap that changes only the table's body goes with the others of the moment.
        let new = match (expected, new) {
            (Some(expected), Some((version, body))) if index.is_none() && edits.is_empty() => {
                let swap = Swap { key, body, version, expected: expected.version, xmin: expected.xmin };
                let result = self.group.swap(self.gate()?, swap).await;
                self.observe(&result);
                return result;
            }
            (_, new) => new,
        };
        self.run(move |pool| {
            Box::pin(async move {
                if edits.is_empty() {
                    let mut conn = pool.acquire().await.map_err(failed)?;
                    return write_table(&mut conn, &key, expected, new, index.as_ref()).await;
                }
                let mut tx = pool.begin().await.map_err(failed)?;
                let Some(xmin) = write_table(&mut tx, &key, expected, new, index.as_ref()).await? else {
                    tx.rollback().await.map_err(failed)?;
                    return Ok(None);
                };
                apply_stats(&mut tx, edits).await?;
                tx.commit().await.map_err(failed)?;
                Ok(Some(xmin))
            })
        })
        .await
    }

    /// Writes `body` under `key` whatever was there (settings, archived tables).
    pub async fn put(
        self: &Arc<Self>,
        tree: &'static str,
        key: Vec<u8>,
        version: i64,
        body: Vec<u8>,
    ) -> Result<(), StoreError> {
        self.run(move |pool| Box::pin(async move { put(&pool, tree, &key, version, &body).await })).await
    }

    /// As [`Postgres::put`], blocking.
    pub fn put_now(
        self: &Arc<Self>,
        tree: &'static str,
        key: Vec<u8>,
        version: i64,
        body: Vec<u8>,
    ) -> Result<(), StoreError> {
        self.block(move |pool| Box::pin(async move { put(&pool, tree, &key, version, &body).await }))
    }

    /// Compare-and-swap of one record of `tree` (not a table: no index, no statistics):
    /// writes `body` as `version` if the row is still at `expected` (`None`: has no row).
    /// `false`: another writer changed it first, and nothing was written.
    pub async fn swap_record(
        self: &Arc<Self>,
        tree: &'static str,
        key: Vec<u8>,
        expected: Option<i64>,
        version: i64,
        body: Vec<u8>,
    ) -> Result<bool, StoreError> {
        self.run(move |pool| {
            Box::pin(async move {
                let query = match expected {
                    Some(_) => sql(
                        tree,
                        "UPDATE {t} SET body = $1, version = $2, updated_at = now() WHERE key = $3 AND version = $4",
                    ),
                    None => sql(
                        tree,
                        "INSERT INTO {t} (key, version, body) VALUES ($3, $2, $1) ON CONFLICT (key) DO NOTHING",
                    ),
                };
                let mut statement = sqlx::query(&query).bind(body).bind(version).bind(key);
                if let Some(expected) = expected {
                    statement = statement.bind(expected);
                }
                let done = statement.execute(&pool).await.map_err(failed)?;
                Ok(done.rows_affected() == 1)
            })
        })
        .await
    }

    /// Removes the row of `key` in `tree`.
    pub async fn remove(self: &Arc<Self>, tree: &'static str, key: Vec<u8>) -> Result<(), StoreError> {
        self.run(move |pool| {
            Box::pin(async move {
                sqlx::query(&sql(tree, "DELETE FROM {t} WHERE key = $1"))
                    .bind(key)
                    .execute(&pool)
                    .await
                    .map(drop)
                    .map_err(failed)
            })
        })
        .await
    }

    /// Every record of every tree, from one moment of the database (a repeatable-read
    /// transaction; writers are not stopped).
    pub fn snapshot(self: &Arc<Self>) -> Result<Vec<TreeKeyBody>, StoreError> {
        self.block(|pool| {
            Box::pin(async move {
                let mut tx = pool.begin().await.map_err(failed)?;
                sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                    .execute(&mut *tx)
                    .await
                    .map_err(failed)?;
                let mut records = Vec::new();
                for tree in TREES {
                    let rows: Vec<(Vec<u8>, Vec<u8>)> =
                        sqlx::query_as(&sql(tree, "SELECT key, body FROM {t} ORDER BY key"))
                            .fetch_all(&mut *tx)
                            .await
                            .map_err(failed)?;
                    records.extend(rows.into_iter().map(|(key, body)| (tree, key, body)));
                }
                tx.commit().await.map_err(failed)?;
                Ok(records)
            })
        })
    }

    /// Records in the tables, statistics, settings and daily challenge (what makes a database
    /// "not empty" for an import; the archive alone does not).
    pub async fn count(self: &Arc<Self>) -> Result<usize, StoreError> {
        self.run(|pool| Box::pin(async move { count(&mut *pool.acquire().await.map_err(failed)?).await }))
            .await
    }

    /// Writes `records` (tree, key, version, body) into an empty database as one transaction,
    /// and checks that the database then holds exactly that many before committing. `Err` with
    /// how many records are there already when it was not empty.
    pub async fn import(
        self: &Arc<Self>,
        records: Vec<(&'static str, Vec<u8>, i64, Vec<u8>)>,
    ) -> Result<Result<u64, usize>, StoreError> {
        self.run(move |pool| {
            Box::pin(async move {
                let mut tx = pool.begin().await.map_err(failed)?;
                // Writers of other processes wait for the import; they never see half of it.
                sqlx::query("LOCK TABLE tables, stats, archive, users, daily IN EXCLUSIVE MODE")
                    .execute(&mut *tx)
                    .await
                    .map_err(failed)?;
                let existing = count(&mut tx).await?;
                if existing > 0 {
                    return Ok(Err(existing));
                }
                let wanted = records.len() as u64;
                for (tree, key, version, body) in records {
                    sqlx::query(&sql(tree, "INSERT INTO {t} (key, version, body) VALUES ($1, $2, $3)"))
                        .bind(key)
                        .bind(version)
                        .bind(body)
                        .execute(&mut *tx)
                        .await
                        .map_err(failed)?;
                }
                let mut written = 0u64;
                for tree in TREES {
                    let n: i64 = sqlx::query_scalar(&sql(tree, "SELECT count(*) FROM {t}"))
                        .fetch_one(&mut *tx)
                        .await
                        .map_err(failed)?;
                    written += n as u64;
                }
                if written != wanted {
                    return Err(StoreError::Postgres(format!(
                        "{written} records written of {wanted}; nothing was imported"
                    )));
                }
                // The seats and deadlines of the imported tables are rebuilt at the next start.
                sqlx::query("UPDATE oink_meta SET value = 'stale' WHERE name = 'index'")
                    .execute(&mut *tx)
                    .await
                    .map_err(failed)?;
                tx.commit().await.map_err(failed)?;
                Ok(Ok(written))
            })
        })
        .await
    }

    /// The `(key, body)` of every table `user` sits at (the seat index), in key order.
    pub fn tables_of(self: &Arc<Self>, user: u64) -> Result<Vec<KeyBody>, StoreError> {
        self.block(move |pool| {
            Box::pin(async move {
                sqlx::query_as(
                    "SELECT t.key, t.body FROM seats s JOIN tables t ON t.key = s.key
                     WHERE s.user_id = $1 ORDER BY t.key",
                )
                .bind(user as i64)
                .fetch_all(&pool)
                .await
                .map_err(failed)
            })
        })
    }

    /// Claims up to `most` tables whose deadline passed at `now` and that nobody has claimed
    /// (or whose claim ran out), until `now + lease`: rows another process is claiming at this
    /// moment are skipped, not waited for. Returns their keys, earliest first.
    pub fn claim_due(self: &Arc<Self>, now: u64, lease: u64, most: i64) -> Result<Vec<Vec<u8>>, StoreError> {
        self.block(move |pool| {
            Box::pin(async move {
                let claimed: Vec<(Vec<u8>, i64)> = sqlx::query_as(
                    "UPDATE deadlines SET claimed_until = $2 WHERE key IN (
                         SELECT key FROM deadlines
                         WHERE due_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
                         ORDER BY due_at LIMIT $3 FOR UPDATE SKIP LOCKED)
                     RETURNING key, due_at",
                )
                .bind(now as i64)
                .bind(now.saturating_add(lease) as i64)
                .bind(most)
                .fetch_all(&pool)
                .await
                .map_err(failed)?;
                let mut claimed = claimed;
                claimed.sort_by_key(|(_, due)| *due);
                Ok(claimed.into_iter().map(|(key, _)| key).collect())
            })
        })
    }

    /// When the next deadline can be claimed: its time, or the end of its claim if later.
    pub fn next_due(self: &Arc<Self>) -> Result<Option<u64>, StoreError> {
        self.block(|pool| {
            Box::pin(async move {
                let next: Option<i64> = sqlx::query_scalar(
                    "SELECT min(greatest(due_at, coalesce(claimed_until, 0))) FROM deadlines",
                )
                .fetch_one(&pool)
                .await
                .map_err(failed)?;
                Ok(next.map(|n| n.max(0) as u64))
            })
        })
    }

    /// Sets a table's deadline to what the table says (`None`: it has none) and drops any claim:
    /// a claimed deadline that turned out not to be due.
    pub fn set_due(self: &Arc<Self>, key: Vec<u8>, due: Option<u64>) -> Result<(), StoreError> {
        self.block(move |pool| {
            Box::pin(async move {
                let query = match due {
                    None => sqlx::query("DELETE FROM deadlines WHERE key = $1").bind(key),
                    Some(due) => sqlx::query(
                        "INSERT INTO deadlines (key, due_at) SELECT key, $2 FROM tables WHERE key = $1
                         ON CONFLICT (key) DO UPDATE SET due_at = EXCLUDED.due_at, claimed_until = NULL",
                    )
                    .bind(key)
                    .bind(due as i64),
                };
                query.execute(&pool).await.map(drop).map_err(failed)
            })
        })
    }

    /// How many tables have a deadline.
    pub fn deadline_count(self: &Arc<Self>) -> Result<usize, StoreError> {
        self.block(|pool| {
            Box::pin(async move {
                let n: i64 = sqlx::query_scalar("SELECT count(*) FROM deadlines")
                    .fetch_one(&pool)
                    .await
                    .map_err(failed)?;
                Ok(n as usize)
            })
        })
    }

    /// Rebuilds the seats and deadlines of every table with `index` (a stored table's key and
    /// body → its index), if they are marked stale (after the migration that made them, or an
    /// import): once, under an advisory lock, with table writers waiting meanwhile. Returns how
    /// many tables were indexed (`None`: the index was current).
    pub fn rebuild_index(self: &Arc<Self>, index: Indexing) -> Result<Option<usize>, StoreError> {
        self.block(move |pool| {
            Box::pin(async move {
                let mut tx = pool.begin().await.map_err(failed)?;
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(INDEX_LOCK)
                    .execute(&mut *tx)
                    .await
                    .map_err(failed)?;
                let state: Option<String> =
                    sqlx::query_scalar("SELECT value FROM oink_meta WHERE name = 'index'")
                        .fetch_optional(&mut *tx)
                        .await
                        .map_err(failed)?;
                if state.as_deref() == Some("complete") {
                    return Ok(None);
                }
                sqlx::query("LOCK TABLE tables IN SHARE MODE").execute(&mut *tx).await.map_err(failed)?;
                sqlx::query("DELETE FROM seats").execute(&mut *tx).await.map_err(failed)?;
                sqlx::query("DELETE FROM deadlines").execute(&mut *tx).await.map_err(failed)?;
                let rows: Vec<(Vec<u8>, Vec<u8>)> = sqlx::query_as("SELECT key, body FROM tables")
                    .fetch_all(&mut *tx)
                    .await
                    .map_err(failed)?;
                let indexed = rows.len();
                for (key, body) in rows {
                    let Some(found) = index(&key, &body) else { continue };
                    sqlx::query(
                        "INSERT INTO seats (user_id, key) SELECT u, $1 FROM unnest($2::bigint[]) AS u
                         ON CONFLICT DO NOTHING",
                    )
                    .bind(&key)
                    .bind(found.players.iter().map(|&u| u as i64).collect::<Vec<i64>>())
                    .execute(&mut *tx)
                    .await
                    .map_err(failed)?;
                    if let Some(due) = found.due {
                        sqlx::query("INSERT INTO deadlines (key, due_at) VALUES ($1, $2)")
                            .bind(&key)
                            .bind(due as i64)
                            .execute(&mut *tx)
                            .await
                            .map_err(failed)?;
                    }
                }
                sqlx::query(
                    "INSERT INTO oink_meta (name, value) VALUES ('index', 'complete')
                     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value",
                )
                .execute(&mut *tx)
                .await
                .map_err(failed)?;
                tx.commit().await.map_err(failed)?;
                Ok(Some(indexed))
            })
        })
    }

    /// Whether this process is the one to register `commands` (a fingerprint of the commands
    /// and where they go): `true` for the first process to bring a fingerprint the database has
    /// not seen, `false` for every other (the commands are registered already, or are being).
    /// One upsert decides, under its row lock, rather than an advisory lock held while
    /// registering: a lock only says who registers *now*, so every process starting later would
    /// register again, and an old process holding it through a rolling upgrade would keep the
    /// new release's commands from being registered at all.
    pub async fn claim_registration(self: &Arc<Self>, commands: String) -> Result<bool, StoreError> {
        self.run(move |pool| {
            Box::pin(async move {
                let claimed = sqlx::query(
                    "INSERT INTO oink_meta (name, value) VALUES ('commands', $1)
                     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value
                     WHERE oink_meta.value <> EXCLUDED.value",
                )
                .bind(commands)
                .execute(&pool)
                .await
                .map_err(failed)?
                .rows_affected()
                    == 1;
                Ok(claimed)
            })
        })
        .await
    }

    /// Gives a claimed registration back (it failed): the next process to start tries again.
    pub async fn release_registration(self: &Arc<Self>, commands: String) -> Result<(), StoreError> {
        self.run(move |pool| {
            Box::pin(async move {
                sqlx::query("DELETE FROM oink_meta WHERE name = 'commands' AND value = $1")
                    .bind(commands)
                    .execute(&pool)
                    .await
                    .map(drop)
                    .map_err(failed)
            })
        })
        .await
    }

    /// Closes every connection.
    pub async fn close(self: &Arc<Self>) {
        if let Ok(pool) = self.pool() {
            let _ = self.handle.spawn(async move { pool.close().await }).await;
        }
    }
}

/// Connects again with growing waits until it works, then serves from a fresh pool. Holds the
/// backend only weakly: a store dropped meanwhile ends the probing.
async fn probe(
    backend: std::sync::Weak<Postgres>,
    options: PgConnectOptions,
    pool_size: u32,
    target: String,
) {
    let started = Instant::now();
    let mut pause = PROBE_FIRST;
    for attempt in 1u64.. {
        tokio::time::sleep(pause).await;
        if backend.strong_count() == 0 {
            return;
        }
        match new_pool(options.clone(), pool_size).await {
            Ok(pool) => {
                let Some(backend) = backend.upgrade() else { return };
                let old = backend.pool.write().unwrap_or_else(PoisonError::into_inner).replace(pool);
                backend.down.store(false, Ordering::SeqCst);
                drop(backend);
                tracing::info!(
                    database = %target,
                    attempt,
                    down_ms = started.elapsed().as_millis() as u64,
                    "PostgreSQL answers again; serving moves"
                );
                if let Some(old) = old {
                    old.close().await;
                }
                return;
            }
            Err(error) => {
                pause = (pause * 2).min(PROBE_MOST);
                tracing::warn!(
                    database = %target,
                    attempt,
                    next_try_ms = pause.as_millis() as u64,
                    error = %first_line(&error.to_string()),
                    "PostgreSQL still not reachable"
                );
            }
        }
    }
}

type BoxFuture<T> = std::pin::Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send>>;

/// Runs `work` on `handle`'s runtime and blocks the calling thread for its outcome (inside
/// `block_in_place` on a multi-threaded runtime, so its other tasks move away meanwhile).
fn wait<T: Send + 'static>(
    handle: &Handle,
    work: impl Future<Output = T> + Send + 'static,
) -> Result<T, StoreError> {
    let (tell, answer) = std::sync::mpsc::sync_channel(1);
    handle.spawn(async move {
        let _ = tell.send(work.await);
    });
    let receive = move || answer.recv();
    let outcome = match Handle::try_current().map(|h| h.runtime_flavor()) {
        Ok(RuntimeFlavor::MultiThread) => tokio::task::block_in_place(receive),
        _ => receive(),
    };
    outcome.map_err(|_| StoreError::Closed)
}

/// The first line of an error (sqlx's configuration errors can run on).
fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or(text)
}

/// The smallest key after every key that starts with `prefix` (`None`: there is none).
fn after_prefix(prefix: &[u8]) -> Option<Vec<u8>> {
    let mut end = prefix.to_vec();
    while let Some(last) = end.pop() {
        if last < u8::MAX {
            end.push(last + 1);
            return Some(end);
        }
    }
    None
}

async fn new_pool(options: PgConnectOptions, pool_size: u32) -> Result<PgPool, sqlx::Error> {
    // No ping before each use: a connection the server dropped fails its query, which marks the
    // backend down, and the prober replaces the whole pool.
    PgPoolOptions::new()
        .max_connections(pool_size)
        .acquire_timeout(ACQUIRE)
        .test_before_acquire(false)
        .connect_with(options)
        .await
}

/// The pool at start: waits for a server that is not up yet, then migrates.
async fn first_pool(
    options: PgConnectOptions,
    settings: Settings,
    target: String,
) -> Result<PgPool, StoreError> {
    let patience = settings.patience;
    let started = Instant::now();
    let mut pause = PROBE_FIRST;
    let pool = loop {
        match new_pool(options.clone(), settings.pool_size).await.map_err(failed) {
            Ok(pool) => break pool,
            Err(StoreError::Unavailable(reason)) if started.elapsed() + pause < patience => {
                tracing::warn!(database = %target, reason = %first_line(&reason), wait_ms = pause.as_millis() as u64, "PostgreSQL is not reachable yet; waiting");
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(PROBE_MOST);
            }
            Err(StoreError::Unavailable(reason)) => {
                return Err(StoreError::Unavailable(format!(
                    "PostgreSQL at {target} did not answer within {} s: {}",
                    patience.as_secs(),
                    first_line(&reason)
                )));
            }
            Err(other) => return Err(other),
        }
    };
    migrate(&pool).await?;
    Ok(pool)
}

/// Applies the migrations this database lacks, in one transaction under an advisory lock.
/// (Boxed: the compiler proves its future `Send` here, which it cannot through the generic
/// executors of sqlx at the spawn site.)
fn migrate(pool: &PgPool) -> std::pin::Pin<Box<dyn Future<Output = Result<(), StoreError>> + Send + '_>> {
    Box::pin(async move {
        let mut tx = pool.begin().await.map_err(failed)?;
        sqlx::query("SELECT pg_advisory_xact_lock($1)")
            .bind(MIGRATION_LOCK)
            .execute(&mut *tx)
            .await
            .map_err(failed)?;
        // A query without arguments runs as a simple query: several statements may share it.
        (&mut *tx)
            .execute(
                "CREATE TABLE IF NOT EXISTS oink_schema (
                 version INTEGER PRIMARY KEY,
                 name TEXT NOT NULL,
                 applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
            )
            .await
            .map_err(failed)?;
        let current: Option<i32> = sqlx::query_scalar("SELECT max(version) FROM oink_schema")
            .fetch_one(&mut *tx)
            .await
            .map_err(failed)?;
        let current = current.unwrap_or(0);
        let known = MIGRATIONS.last().map_or(0, |m| m.0);
        if current > known {
            return Err(StoreError::NewerDatabase { found: current, known });
        }
        for &(version, name, migration) in MIGRATIONS.iter().filter(|m| m.0 > current) {
            (&mut *tx).execute(migration).await.map_err(failed)?;
            sqlx::query("INSERT INTO oink_schema (version, name) VALUES ($1, $2)")
                .bind(version)
                .bind(name)
                .execute(&mut *tx)
                .await
                .map_err(failed)?;
            tracing::info!(version, name, "database migrated");
        }
        tx.commit().await.map_err(failed)
    })
}

async fn get(pool: &PgPool, tree: &'static str, key: &[u8]) -> Result<Option<Row>, StoreError> {
    let row: Option<(Vec<u8>, i64, i64)> =
        sqlx::query_as(&sql(tree, "SELECT body, version, xmin::text::bigint FROM {t} WHERE key = $1"))
            .bind(key)
            .fetch_optional(pool)
            .await
            .map_err(failed)?;
    Ok(row.map(|(body, version, xmin)| Row { body, stamp: Stamp { version, xmin } }))
}

async fn put(
    pool: &PgPool,
    tree: &'static str,
    key: &[u8],
    version: i64,
    body: &[u8],
) -> Result<(), StoreError> {
    sqlx::query(&sql(
        tree,
        "INSERT INTO {t} (key, version, body) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET version = EXCLUDED.version, body = EXCLUDED.body, updated_at = now()",
    ))
    .bind(key)
    .bind(version)
    .bind(body)
    .execute(pool)
    .await
    .map(drop)
    .map_err(failed)
}

/// The table's compare-and-swap: the writing transaction (`xmin`) when it wrote, `None` when
/// the row is no longer in state `expected`. With `index`, the table's seats and deadline are
/// replaced by the same statement (data-modifying `WITH` parts run only for a row the swap
/// wrote), so they change exactly when the table does; a removed table takes them along
/// (`ON DELETE CASCADE`). Without, it is the bare conditional statement.
async fn write_table(
    conn: &mut sqlx::PgConnection,
    key: &[u8],
    expected: Option<Stamp>,
    new: Option<(i64, Vec<u8>)>,
    index: Option<&Index>,
) -> Result<Option<i64>, StoreError> {
    let (sql, body, next) = match (expected, new) {
        (Some(_), Some((next, body))) => (UPDATE, Some(body), Some(next)),
        (None, Some((next, body))) => (INSERT, Some(body), Some(next)),
        (Some(_), None) => (DELETE, None, None),
        // Nothing there and nothing to write.
        (None, None) => return Ok(Some(0)),
    };
    let indexed = index.filter(|_| body.is_some());
    let with_index;
    let sql = match indexed {
        None => sql,
        Some(_) => {
            with_index = format!(
                "WITH t AS ({sql}),
                 gone AS (DELETE FROM seats WHERE key IN (SELECT key FROM t) AND NOT (user_id = ANY($6))),
                 seated AS (INSERT INTO seats (user_id, key) SELECT u, t.key FROM t, unnest($6::bigint[]) AS u
                            ON CONFLICT DO NOTHING),
                 undue AS (DELETE FROM deadlines WHERE $7::bigint IS NULL AND key IN (SELECT key FROM t)),
                 due AS (INSERT INTO deadlines (key, due_at) SELECT key, $7 FROM t WHERE $7::bigint IS NOT NULL
                         ON CONFLICT (key) DO UPDATE SET due_at = EXCLUDED.due_at, claimed_until = NULL)
                 SELECT key, xmin FROM t"
            );
            &with_index
        }
    };
    let mut query = sqlx::query_as::<_, (Vec<u8>, i64)>(sql)
        .bind(body.unwrap_or_default())
        .bind(next.unwrap_or_default())
        .bind(key)
        .bind(expected.map_or(0, |e| e.version))
        .bind(expected.map_or(0, |e| e.xmin));
    if let Some(index) = indexed {
        query = query
            .bind(index.players.iter().map(|&u| u as i64).collect::<Vec<i64>>())
            .bind(index.due.map(|d| d as i64));
    }
    let written = query.fetch_optional(&mut *conn).await.map_err(failed)?;
    Ok(written.map(|(_, xmin)| xmin))
}

/// The forms of the table's compare-and-swap besides [`UPDATE`]: `$1` body, `$2` new version, `$3` key, `$4` and
/// `$5` the expected version and writing transaction; each returns the key and the writing
/// transaction of the row it wrote.
const INSERT: &str = "INSERT INTO tables (key, version, body) VALUES ($3, $2, $1)
     ON CONFLICT (key) DO NOTHING RETURNING key, xmin::text::bigint AS xmin";
const DELETE: &str = "DELETE FROM tables WHERE key = $3 AND version = $4 AND xmin::text::bigint = $5
     RETURNING key, xmin::text::bigint AS xmin";

/// Applies statistics edits under row locks, in key order (two games ending at once never wait
/// for each other in a circle).
async fn apply_stats<S: Record + Default>(
    tx: &mut Transaction<'static, Pg>,
    edits: Vec<StatsEdit<S>>,
) -> Result<(), StoreError> {
    let mut edits: Vec<(Vec<u8>, StatsEdit<S>)> =
        edits.into_iter().map(|edit| (stats_key(edit.guild, edit.user, edit.game), edit)).collect();
    edits.sort_by(|a, b| a.0.cmp(&b.0));
    for (key, edit) in edits {
        // A new user's row is created empty (version 0) inside this transaction, so the row lock
        // below covers a first game too; nobody ever sees it empty.
        sqlx::query("INSERT INTO stats (key, version, body) VALUES ($1, 0, '') ON CONFLICT (key) DO NOTHING")
            .bind(&key)
            .execute(&mut **tx)
            .await
            .map_err(failed)?;
        let (body, version): (Vec<u8>, i64) =
            sqlx::query_as("SELECT body, version FROM stats WHERE key = $1 FOR UPDATE")
                .bind(&key)
                .fetch_one(&mut **tx)
                .await
                .map_err(failed)?;
        let current = if version == 0 { S::default() } else { decode::<S>(STATS, &key, &body)?.data };
        let next = version + 1;
        let body = encode(next as u64, &(edit.edit)(current))?;
        sqlx::query("UPDATE stats SET body = $1, version = $2, updated_at = now() WHERE key = $3")
            .bind(body)
            .bind(next)
            .bind(&key)
            .execute(&mut **tx)
            .await
            .map_err(failed)?;
    }
    Ok(())
}

/// Records in the trees that make a database "in use".
async fn count(conn: &mut sqlx::PgConnection) -> Result<usize, StoreError> {
    let n: i64 = sqlx::query_scalar(
        "SELECT (SELECT count(*) FROM tables) + (SELECT count(*) FROM stats) + (SELECT count(*) FROM users)
         + (SELECT count(*) FROM daily)",
    )
    .fetch_one(conn)
    .await
    .map_err(failed)?;
    Ok(n as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_after_a_prefix() {
        assert_eq!(after_prefix(&[0, 1]), Some(vec![0, 2]));
        assert_eq!(after_prefix(&[0, 0xff]), Some(vec![1]));
        assert_eq!(after_prefix(&[0xff, 0xff]), None);
    }

    #[test]
    fn a_url_sqlx_cannot_use_is_refused_without_its_password() {
        match Postgres::connect(
            "postgres://oink:hunter2secret@db/oink?sslmode=sometimes",
            Settings::waiting(Duration::ZERO),
        ) {
            Err(StoreError::BadUrl(reason)) => assert!(!reason.contains("hunter2"), "{reason}"),
            Err(other) => panic!("expected a bad URL, got {other}"),
            Ok(_) => panic!("expected a bad URL"),
        }
    }
}
