//! One-time steps over the whole database (`Backend::begin_once`), such as rating the games
//! finished before ratings: one process runs a step, in one transaction that holds an advisory
//! lock, and marks it done in `oink_meta` when it commits; processes starting meanwhile wait
//! for the lock and then find the step done.
//!
//! While the step runs, its transaction holds the `stats` table in `EXCLUSIVE` mode: reads go
//! on, but no statistics change (a game ending in another process waits for it, at most
//! `LOCK_WAIT`, and is refused as busy), so the step's edits are never built on statistics
//! that changed under it. Killed at any moment, the step leaves nothing and runs again at the
//! next start.

use std::sync::Arc;
use std::time::{Duration, Instant};

use sqlx::postgres::PgPool;
use sqlx::{Postgres as Pg, Transaction};

use super::super::backend::{KeyBody, OncePass, Page, StatsWrite};
use super::StoreError;
use super::link::{Link, failed};
use super::sql::{DONE, apply_stats, sql};

/// The advisory lock of the one-time steps ("oinr").
const ONCE_LOCK: i64 = 0x6f69_6e72;
/// How often a process waiting for another's step says so in the log.
const TELL_EVERY: Duration = Duration::from_secs(5);
/// How long a step may work between two statements of its transaction (pages are read in
/// it; the longest gap is the replay after the last page) before the server ends it: longer
/// than the bot's other transactions are allowed (`IDLE_IN_TRANSACTION`).
const IDLE_IN_STEP: &str = "600s";

/// Whether `step` is marked done (its transaction committed).
pub async fn is_done(pool: PgPool, step: &'static str) -> Result<bool, StoreError> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM oink_meta WHERE name = $1)")
        .bind(step)
        .fetch_one(&pool)
        .await
        .map_err(failed)
}

/// Opens the transaction of `step` once this process holds its lock, or `None` when the
/// step is marked done. Waits up to `wait` for another process that holds the lock.
pub async fn begin(
    pool: PgPool,
    step: &'static str,
    wait: Duration,
) -> Result<Option<Transaction<'static, Pg>>, StoreError> {
    let mut tx = locked(&pool, ONCE_LOCK, step, wait).await?;
    let done: Option<String> = sqlx::query_scalar("SELECT value FROM oink_meta WHERE name = $1")
        .bind(step)
        .fetch_optional(&mut *tx)
        .await
        .map_err(failed)?;
    if done.is_some() {
        tx.commit().await.map_err(failed)?;
        return Ok(None);
    }
    for statement in [
        format!("SET LOCAL idle_in_transaction_session_timeout = '{IDLE_IN_STEP}'"),
        // A game end in flight holds its statistics rows for milliseconds.
        "SET LOCAL lock_timeout = '60s'".to_owned(),
        "LOCK TABLE stats IN EXCLUSIVE MODE".to_owned(),
    ] {
        sqlx::query(&statement).execute(&mut *tx).await.map_err(failed)?;
    }
    Ok(Some(tx))
}

/// A transaction that holds the advisory lock `lock` (of the whole database's `work`: a
/// one-time step, the index rebuild), once no other process holds it. Waits up to `wait`,
/// saying so in the log every [`TELL_EVERY`], and then refuses as busy. The connection's
/// `lock_timeout` (a couple of seconds, for rows) would end a plain `pg_advisory_xact_lock`
/// long before another process finished such work, so the lock is tried, not waited for.
pub async fn locked(
    pool: &PgPool,
    lock: i64,
    work: &str,
    wait: Duration,
) -> Result<Transaction<'static, Pg>, StoreError> {
    let started = Instant::now();
    let mut told = started;
    loop {
        let mut tx = pool.begin().await.map_err(failed)?;
        let ours: bool = sqlx::query_scalar("SELECT pg_try_advisory_xact_lock($1)")
            .bind(lock)
            .fetch_one(&mut *tx)
            .await
            .map_err(failed)?;
        if ours {
            return Ok(tx);
        }
        tx.rollback().await.map_err(failed)?;
        let waited = started.elapsed();
        if waited >= wait {
            return Err(StoreError::Busy(format!(
                "another process has been running `{work}` for over {} s",
                wait.as_secs()
            )));
        }
        if told.elapsed() >= TELL_EVERY {
            tracing::info!(
                work,
                waited_s = waited.as_secs(),
                "waiting for another process to finish its work"
            );
            told = Instant::now();
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// A step this process runs: its transaction, moved onto the backend's runtime for each
/// statement and back.
pub struct PgOnce {
    pub link: Arc<Link>,
    pub tx: Option<Transaction<'static, Pg>>,
    pub step: &'static str,
}

impl PgOnce {
    fn tx(&mut self) -> Result<Transaction<'static, Pg>, StoreError> {
        self.tx
            .take()
            .ok_or_else(|| StoreError::Postgres("the one-time step's transaction failed before".into()))
    }
}

impl OncePass for PgOnce {
    fn page(&mut self, tree: &'static str, after: &[u8], most: usize) -> Result<Page, StoreError> {
        let mut tx = self.tx()?;
        let after = after.to_vec();
        let (tx, rows) = self.link.block_bulk(move |_| {
            Box::pin(async move {
                let rows: Vec<KeyBody> = sqlx::query_as(&sql(
                    tree,
                    "SELECT key, body FROM {t} WHERE key > $1 ORDER BY key LIMIT $2",
                ))
                .bind(after)
                .bind(most as i64)
                .fetch_all(&mut *tx)
                .await
                .map_err(failed)?;
                Ok((tx, rows))
            })
        })?;
        self.tx = Some(tx);
        Ok(Page::keyed(rows))
    }

    fn finish(mut self: Box<Self>, stats: Vec<StatsWrite>) -> Result<(), StoreError> {
        let mut tx = self.tx()?;
        let step = self.step;
        self.link.block_bulk(move |_| {
            Box::pin(async move {
                apply_stats(&mut tx, stats).await?;
                sqlx::query(
                    "INSERT INTO oink_meta (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
                )
                .bind(step)
                .bind(DONE)
                .execute(&mut *tx)
                .await
                .map_err(failed)?;
                tx.commit().await.map_err(failed)
            })
        })
    }
}

impl Drop for PgOnce {
    fn drop(&mut self) {
        // A step given up: its transaction rolls back as its connection goes back to the
        // pool, on the runtime the connection belongs to.
        if let Some(tx) = self.tx.take() {
            let _entered = self.link.handle().enter();
            drop(tx);
        }
    }
}
