//! The connections of the PostgreSQL backend: the pool, the threads its queries run on, and
//! what happens when the server goes away.
//!
//! * **Its own runtime**: the store's reads are synchronous (the table service calls them from
//!   async code, tests from current-thread runtimes), so every query runs on two worker threads
//!   that belong to this backend, and a synchronous read waits for its answer with
//!   `block_in_place` where the caller's runtime allows it. The caller's runtime never drives a
//!   connection of ours, so no caller can starve or deadlock the pool. The runtime is shut down
//!   without waiting, wherever the backend is dropped (also when connecting fails inside the
//!   caller's async code, where dropping a runtime the usual way panics).
//! * **Faults**: a query that finds the server gone (refused, reset, shut down, no connection in
//!   [`ACQUIRE`], no answer within [`ANSWER`]) marks the backend down and is refused as [`StoreError::Unavailable`]; while
//!   down, requests are refused at once and one prober connects again with bounded, logged waits
//!   ([`PROBE_FIRST`] doubling up to [`PROBE_MOST`]). When it gets through, the pool is replaced by
//!   a fresh one (no connection of the dead server is reused) and requests are served again.
//! * **Bounds**: every request but the bulk ones (export, import, index rebuild) is cut off
//!   after [`ANSWER`]; the server itself refuses a row lock not granted within [`LOCK_WAIT`]
//!   and ends a transaction left idle for [`IDLE_IN_TRANSACTION`] (a frozen process's), so no
//!   click waits on another process for longer.
//! * **Migrations** are embedded (`migrations/*.sql`) and applied at connect, in one transaction
//!   under an advisory lock, so processes starting together migrate once; a database migrated by
//!   a newer release is refused.

use std::future::Future;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, PoisonError, RwLock};
use std::time::Instant;

use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::{ConnectOptions, Executor};
use tokio::runtime::{Handle, Runtime, RuntimeFlavor};

use super::{ACQUIRE, ANSWER, IDLE_IN_TRANSACTION, LOCK_WAIT, PROBE_FIRST, PROBE_MOST, Settings, StoreError};

/// The migrations, in order: (version, name, SQL).
const MIGRATIONS: &[(i32, &str, &str)] = &[
    (1, "record trees", include_str!("../migrations/0001_records.sql")),
    (2, "seats and deadlines", include_str!("../migrations/0002_fleet.sql")),
    (3, "daily challenge", include_str!("../migrations/0003_daily.sql")),
    (4, "server defaults", include_str!("../migrations/0004_servers.sql")),
    (5, "finishing times", include_str!("../migrations/0005_finished.sql")),
];
/// The advisory lock taken while migrating (any number both sides agree on: "oink").
const MIGRATION_LOCK: i64 = 0x6f69_6e6b;

/// A query's answer, run on the backend's runtime.
pub type BoxFuture<T> = std::pin::Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send>>;

/// The pool of one PostgreSQL database and the threads that drive it.
pub struct Link {
    options: PgConnectOptions,
    pool_size: u32,
    /// `None` once dropped (see `Drop`).
    pool: RwLock<Option<PgPool>>,
    down: AtomicBool,
    handle: Handle,
    /// `host:port/database`, for the log (never the password).
    target: String,
    /// Last: shut down after the pool let go of its connections.
    threads: Threads,
}

/// The backend's runtime, shut down without waiting when dropped. Dropping a [`Runtime`] the
/// usual way blocks, which panics inside async code ("Cannot drop a runtime in a context where
/// blocking is not allowed"), and a store is opened and dropped from async code.
struct Threads(Option<Runtime>);

impl Drop for Threads {
    fn drop(&mut self) {
        if let Some(runtime) = self.0.take() {
            runtime.shutdown_background();
        }
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        let pool = self.pool.get_mut().unwrap_or_else(PoisonError::into_inner).take();
        if let Some(runtime) = &self.threads.0 {
            // The pool lets go of its connections on the runtime they belong to.
            let _entered = runtime.enter();
            drop(pool);
        }
    }
}

/// A query's error as the store reports it.
pub fn failed(error: sqlx::Error) -> StoreError {
    let unreachable = match &error {
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::Protocol(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::PoolClosed => return StoreError::Closed,
        // `lock_not_available`: a row stayed locked past `lock_timeout`. The server answers;
        // another transaction holds the row.
        sqlx::Error::Database(db) if db.code().as_deref() == Some("55P03") => {
            return StoreError::Busy(first_line(&error.to_string()).to_owned());
        }
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

impl Link {
    /// Connects to `url`, waiting up to `settings.patience` (with logged, growing waits) for a
    /// server that does not answer yet, and migrates the database.
    pub fn connect(url: &str, settings: Settings) -> Result<Arc<Link>, StoreError> {
        let options = PgConnectOptions::from_str(url.trim())
            .map_err(|e| StoreError::BadUrl(format!("it cannot be used: {}", first_line(&e.to_string()))))?
            .application_name("oink")
            .options([
                ("lock_timeout", format!("{}ms", LOCK_WAIT.as_millis())),
                ("idle_in_transaction_session_timeout", format!("{}ms", IDLE_IN_TRANSACTION.as_millis())),
            ])
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
        // From here on a failure drops the runtime safely, wherever this is called from.
        let threads = Threads(Some(runtime));
        let pool = wait(&handle, {
            let (options, target) = (options.clone(), target.clone());
            async move { first_pool(options, settings, target).await }
        })??;
        Ok(Arc::new(Link {
            options,
            pool_size: settings.pool_size,
            pool: RwLock::new(Some(pool)),
            down: AtomicBool::new(false),
            handle,
            target,
            threads,
        }))
    }

    /// `host:port/database`.
    pub fn target(&self) -> &str {
        &self.target
    }

    /// The runtime the queries run on.
    pub fn handle(&self) -> &Handle {
        &self.handle
    }

    fn pool(&self) -> Result<PgPool, StoreError> {
        self.pool.read().unwrap_or_else(PoisonError::into_inner).clone().ok_or(StoreError::Closed)
    }

    /// The pool, refused at once while the server is known to be gone (the prober is on it).
    pub fn gate(&self) -> Result<PgPool, StoreError> {
        if self.down.load(Ordering::SeqCst) {
            return Err(StoreError::Unavailable(format!("PostgreSQL at {} is not reachable", self.target)));
        }
        self.pool()
    }

    /// Notes what a request found: a server gone starts the prober (once).
    pub fn observe<T>(self: &Arc<Self>, result: &Result<T, StoreError>) {
        let Err(StoreError::Unavailable(reason)) = result else { return };
        if self.down.swap(true, Ordering::SeqCst) {
            return;
        }
        tracing::error!(database = %self.target, %reason, "PostgreSQL is not reachable; refusing moves until it answers again");
        let (this, options, target) = (Arc::downgrade(self), self.options.clone(), self.target.clone());
        self.handle.spawn(probe(this, options, self.pool_size, target));
    }

    /// Runs `work` on the backend's runtime and awaits it, for at most [`ANSWER`].
    pub async fn run<T: Send + 'static>(
        self: &Arc<Self>,
        work: impl FnOnce(PgPool) -> BoxFuture<T> + Send + 'static,
    ) -> Result<T, StoreError> {
        self.run_within(Some(ANSWER), work).await
    }

    /// [`Link::run`] without a bound: exports and imports, which may take minutes.
    pub async fn run_bulk<T: Send + 'static>(
        self: &Arc<Self>,
        work: impl FnOnce(PgPool) -> BoxFuture<T> + Send + 'static,
    ) -> Result<T, StoreError> {
        self.run_within(None, work).await
    }

    async fn run_within<T: Send + 'static>(
        self: &Arc<Self>,
        bound: Option<std::time::Duration>,
        work: impl FnOnce(PgPool) -> BoxFuture<T> + Send + 'static,
    ) -> Result<T, StoreError> {
        let pool = self.gate()?;
        let result = match self.handle.spawn(self.bounded(bound, work(pool))).await {
            Ok(result) => result,
            Err(joined) => Err(StoreError::Postgres(format!("a database task failed: {joined}"))),
        };
        self.observe(&result);
        result
    }

    /// Runs `work` on the backend's runtime and blocks this thread for its answer, for at
    /// most [`ANSWER`]: the bridge behind the store's synchronous reads.
    pub fn block<T: Send + 'static>(
        self: &Arc<Self>,
        work: impl FnOnce(PgPool) -> BoxFuture<T> + Send + 'static,
    ) -> Result<T, StoreError> {
        self.block_within(Some(ANSWER), work)
    }

    /// [`Link::block`] without a bound: reads of every record (export, the index rebuild).
    pub fn block_bulk<T: Send + 'static>(
        self: &Arc<Self>,
        work: impl FnOnce(PgPool) -> BoxFuture<T> + Send + 'static,
    ) -> Result<T, StoreError> {
        self.block_within(None, work)
    }

    fn block_within<T: Send + 'static>(
        self: &Arc<Self>,
        bound: Option<std::time::Duration>,
        work: impl FnOnce(PgPool) -> BoxFuture<T> + Send + 'static,
    ) -> Result<T, StoreError> {
        let pool = self.gate()?;
        let result = wait(&self.handle, self.bounded(bound, work(pool))).and_then(|result| result);
        self.observe(&result);
        result
    }

    /// `work`, given up after `bound`: its future is dropped, which closes the connection it
    /// held (a statement sent already may still commit; its caller hears it failed).
    fn bounded<T: Send + 'static>(
        &self,
        bound: Option<std::time::Duration>,
        work: BoxFuture<T>,
    ) -> BoxFuture<T> {
        let Some(bound) = bound else { return work };
        let target = self.target.clone();
        Box::pin(async move {
            match tokio::time::timeout(bound, work).await {
                Ok(result) => result,
                Err(_) => {
                    tracing::warn!(database = %target, bound_ms = bound.as_millis() as u64, "PostgreSQL did not answer in time");
                    Err(StoreError::Unavailable(format!(
                        "PostgreSQL at {target} did not answer within {} s",
                        bound.as_secs()
                    )))
                }
            }
        })
    }

    /// Closes every connection.
    pub async fn close(&self) {
        if let Ok(pool) = self.pool() {
            let _ = self.handle.spawn(async move { pool.close().await }).await;
        }
    }
}

/// Connects again with growing waits until it works, then serves from a fresh pool. Holds the
/// link only weakly: a store dropped meanwhile ends the probing.
async fn probe(link: std::sync::Weak<Link>, options: PgConnectOptions, pool_size: u32, target: String) {
    let started = Instant::now();
    let mut pause = PROBE_FIRST;
    for attempt in 1u64.. {
        tokio::time::sleep(pause).await;
        if link.strong_count() == 0 {
            return;
        }
        match new_pool(options.clone(), pool_size).await {
            Ok(pool) => {
                let Some(link) = link.upgrade() else { return };
                let old = link.pool.write().unwrap_or_else(PoisonError::into_inner).replace(pool);
                link.down.store(false, Ordering::SeqCst);
                drop(link);
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

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_url_sqlx_cannot_use_is_refused_without_its_password() {
        match Link::connect(
            "postgres://oink:hunter2secret@db/oink?sslmode=sometimes",
            Settings::waiting(Duration::ZERO),
        ) {
            Err(StoreError::BadUrl(reason)) => assert!(!reason.contains("hunter2"), "{reason}"),
            Err(other) => panic!("expected a bad URL, got {other}"),
            Ok(_) => panic!("expected a bad URL"),
        }
    }

    /// Issue 53: connecting from async code (as `oink run` and `oink db export` do) to a server
    /// nobody answers for is an error naming the server, not a panic while the backend's
    /// threads are dropped.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_unreachable_server_is_an_error_from_async_code_not_a_panic() {
        for patience in [Duration::ZERO, Duration::from_millis(300)] {
            match Link::connect("postgres://oink:hunter2secret@127.0.0.1:1/oink", Settings::waiting(patience))
            {
                Err(StoreError::Unavailable(reason)) => {
                    assert!(reason.contains("127.0.0.1:1/oink"), "{reason}");
                    assert!(!reason.contains("hunter2"), "{reason}");
                }
                Err(other) => panic!("expected the server to be unavailable, got {other}"),
                Ok(_) => panic!("nothing listens on port 1"),
            }
        }
    }

    /// The same from a current-thread runtime (the tests' and the CLI's other runtime).
    #[tokio::test]
    async fn an_unreachable_server_is_an_error_on_a_current_thread_runtime() {
        let refused = Link::connect("postgres://oink@127.0.0.1:1/oink", Settings::waiting(Duration::ZERO));
        assert!(matches!(refused, Err(StoreError::Unavailable(_))));
    }
}
