//! What processes sharing one database share besides the records (migration 2): the seat index
//! (`/oink games` across servers), the deadlines and their claims (the clock), and the slash
//! commands' registration.

use std::time::Duration;

use sqlx::postgres::PgPool;

use super::super::backend::Indexing;
use super::super::{ARCHIVE, TABLES};
use super::StoreError;
use super::link::failed;

/// The advisory lock taken while the seat and deadline index is rebuilt ("oinx").
pub(crate) const INDEX_LOCK: i64 = 0x6f69_6e78;

/// The `(key, body)` of every table `user` sits at (the seat index), in key order.
pub async fn tables_of(pool: PgPool, user: u64) -> Result<Vec<(Vec<u8>, Vec<u8>)>, StoreError> {
    sqlx::query_as(
        "SELECT t.key, t.body FROM seats s JOIN tables t ON t.key = s.key
         WHERE s.user_id = $1 ORDER BY t.key",
    )
    .bind(user as i64)
    .fetch_all(&pool)
    .await
    .map_err(failed)
}

/// Claims up to `most` tables whose deadline passed at `now` and that nobody has claimed (or
/// whose claim ran out), until `now + lease`: rows another process is claiming at this moment
/// are skipped, not waited for. Returns their keys, earliest first.
pub async fn claim_due(pool: PgPool, now: u64, lease: u64, most: i64) -> Result<Vec<Vec<u8>>, StoreError> {
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
}

/// When the next deadline can be claimed: its time, or the end of its claim if later.
pub async fn next_due(pool: PgPool) -> Result<Option<u64>, StoreError> {
    let next: Option<i64> =
        sqlx::query_scalar("SELECT min(greatest(due_at, coalesce(claimed_until, 0))) FROM deadlines")
            .fetch_one(&pool)
            .await
            .map_err(failed)?;
    Ok(next.map(|n| n.max(0) as u64))
}

/// Sets a table's deadline to what the table says (`None`: it has none) and drops any claim:
/// a claimed deadline that turned out not to be due.
pub async fn set_due(pool: PgPool, key: Vec<u8>, due: Option<u64>) -> Result<(), StoreError> {
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
}

/// How many tables have a deadline.
pub async fn deadline_count(pool: PgPool) -> Result<usize, StoreError> {
    let n: i64 =
        sqlx::query_scalar("SELECT count(*) FROM deadlines").fetch_one(&pool).await.map_err(failed)?;
    Ok(n as usize)
}

/// How many tables one statement of the index rebuild reads and indexes: the rebuild holds this
/// many tables in memory at most, and writes their seats and deadlines in one statement.
pub const REBUILD_BATCH: i64 = 1_000;

/// How long a process waits for another that rebuilds the index (after a migration or an
/// import) before it gives up and serves without it: as long as for a one-time step.
const INDEX_WAIT: Duration = Duration::from_secs(600);

/// Tests only: how many batches index rebuilds have written in this process.
#[cfg(test)]
pub static REBUILT_BATCHES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Rebuilds the seats, deadlines and finishing times of every table, and the finishing times
/// of the archive, with `index` (a stored table's tree, key and body → its index), if they are
/// marked stale (after a migration that made them, or an import): once, under an advisory
/// lock (other processes starting meanwhile wait for it, up to [`INDEX_WAIT`]), with table
/// writers waiting meanwhile. The tables are read in key order, [`REBUILD_BATCH`] at a time,
/// and each batch's seats and deadlines are written by one statement, so the rebuild's memory
/// is bounded however many tables there are. Returns how many tables were indexed (`None`:
/// the index was current).
pub async fn rebuild_index(pool: PgPool, index: Indexing) -> Result<Option<usize>, StoreError> {
    let mut tx = super::once::locked(&pool, INDEX_LOCK, "the index rebuild", INDEX_WAIT).await?;
    let state: Option<String> = sqlx::query_scalar("SELECT value FROM oink_meta WHERE name = 'index'")
        .fetch_optional(&mut *tx)
        .await
        .map_err(failed)?;
    if state.as_deref() == Some("complete") {
        return Ok(None);
    }
    sqlx::query("LOCK TABLE tables IN SHARE MODE").execute(&mut *tx).await.map_err(failed)?;
    sqlx::query("DELETE FROM seats").execute(&mut *tx).await.map_err(failed)?;
    sqlx::query("DELETE FROM deadlines").execute(&mut *tx).await.map_err(failed)?;
    for clear in [
        "UPDATE tables SET finished_at = NULL WHERE finished_at IS NOT NULL",
        "LOCK TABLE archive IN SHARE MODE",
    ] {
        sqlx::query(clear).execute(&mut *tx).await.map_err(failed)?;
    }
    let mut indexed = 0;
    let mut after: Vec<u8> = Vec::new();
    loop {
        // Keyset pagination: each batch starts after the last key of the one before.
        let rows: Vec<(Vec<u8>, Vec<u8>)> =
            sqlx::query_as("SELECT key, body FROM tables WHERE key > $1 ORDER BY key LIMIT $2")
                .bind(&after)
                .bind(REBUILD_BATCH)
                .fetch_all(&mut *tx)
                .await
                .map_err(failed)?;
        let Some((last, _)) = rows.last() else { break };
        after = last.clone();
        indexed += rows.len();
        let (mut seated, mut seats) = (Vec::new(), Vec::new());
        let (mut due_keys, mut dues) = (Vec::new(), Vec::new());
        let mut finished = Finished::default();
        for (key, body) in &rows {
            let Some(found) = index(TABLES, key, body) else { continue };
            for user in found.index.players {
                seated.push(user as i64);
                seats.push(key.clone());
            }
            if let Some(due) = found.index.due {
                due_keys.push(key.clone());
                dues.push(due as i64);
            }
            finished.add(key, found.finished);
        }
        sqlx::query(
            "WITH seated AS (INSERT INTO seats (user_id, key) SELECT * FROM unnest($1::bigint[], $2::bytea[])
                             ON CONFLICT DO NOTHING),
             finished AS (UPDATE tables t SET finished_at = f.at FROM unnest($5::bytea[], $6::bigint[]) AS f(key, at)
                          WHERE t.key = f.key)
             INSERT INTO deadlines (key, due_at) SELECT * FROM unnest($3::bytea[], $4::bigint[])",
        )
        .bind(seated)
        .bind(seats)
        .bind(due_keys)
        .bind(dues)
        .bind(finished.keys)
        .bind(finished.times)
        .execute(&mut *tx)
        .await
        .map_err(failed)?;
        #[cfg(test)]
        REBUILT_BATCHES.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    }
    index_archive(&mut tx, &index).await?;
    sqlx::query(
        "INSERT INTO oink_meta (name, value) VALUES ('index', 'complete')
         ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value",
    )
    .execute(&mut *tx)
    .await
    .map_err(failed)?;
    tx.commit().await.map_err(failed)?;
    Ok(Some(indexed))
}

/// The finishing times of one batch of the rebuild, as two columns for `unnest`.
#[derive(Default)]
struct Finished {
    keys: Vec<Vec<u8>>,
    times: Vec<i64>,
}

impl Finished {
    fn add(&mut self, key: &[u8], at: Option<u64>) {
        if let Some(at) = at {
            self.keys.push(key.to_vec());
            self.times.push(at as i64);
        }
    }
}

/// The rebuild's part for the archive: the finishing time of every archived table, in
/// batches as the tables' (an archived row that is not a table this release reads gets none).
async fn index_archive(
    tx: &mut sqlx::Transaction<'static, sqlx::Postgres>,
    index: &Indexing,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE archive SET finished_at = NULL WHERE finished_at IS NOT NULL")
        .execute(&mut **tx)
        .await
        .map_err(failed)?;
    let mut after: Vec<u8> = Vec::new();
    loop {
        let rows: Vec<(Vec<u8>, Vec<u8>)> =
            sqlx::query_as("SELECT key, body FROM archive WHERE key > $1 ORDER BY key LIMIT $2")
                .bind(&after)
                .bind(REBUILD_BATCH)
                .fetch_all(&mut **tx)
                .await
                .map_err(failed)?;
        let Some((last, _)) = rows.last() else { return Ok(()) };
        after = last.clone();
        let mut finished = Finished::default();
        for (key, body) in &rows {
            finished.add(key, index(ARCHIVE, key, body).and_then(|found| found.finished));
        }
        sqlx::query(
            "UPDATE archive a SET finished_at = f.at FROM unnest($1::bytea[], $2::bigint[]) AS f(key, at)
             WHERE a.key = f.key",
        )
        .bind(finished.keys)
        .bind(finished.times)
        .execute(&mut **tx)
        .await
        .map_err(failed)?;
    }
}

/// Whether this process is the one to register `commands` (a fingerprint of the commands
/// and where they go): `true` for the first process to bring a fingerprint the database has
/// not seen, `false` for every other (the commands are registered already, or are being).
/// One upsert decides, under its row lock, rather than an advisory lock held while
/// registering: a lock only says who registers *now*, so every process starting later would
/// register again, and an old process holding it through a rolling upgrade would keep the
/// new release's commands from being registered at all.
pub async fn claim_registration(pool: PgPool, commands: String) -> Result<bool, StoreError> {
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
}

/// Gives a claimed registration back (it failed): the next process to start tries again.
pub async fn release_registration(pool: PgPool, commands: String) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM oink_meta WHERE name = 'commands' AND value = $1")
        .bind(commands)
        .execute(&pool)
        .await
        .map(drop)
        .map_err(failed)
}
