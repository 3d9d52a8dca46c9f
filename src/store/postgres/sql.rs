//! The statements of the record trees: reads, the compare-and-swaps, exports and imports. Each
//! takes the pool (or a connection of it) and runs on the backend's own runtime.

use sqlx::postgres::PgPool;
use sqlx::{Postgres as Pg, Transaction};

use super::super::backend::{KeyBody, Listing, StatsWrite, TreeRecord};
use super::group_commit::UPDATE;
use super::link::failed;
use super::{Entries, Stamp, StoreError, TREES};

/// The value of a one-time step's row in `oink_meta` once it is done (`once.rs`); an import
/// removes those rows, so the steps run again on what it brought.
pub const DONE: &str = "done";

/// `SELECT … FROM {t}` with the tree's table: only the tree names ever fill it.
pub fn sql(tree: &'static str, template: &str) -> String {
    debug_assert!(TREES.contains(&tree));
    template.replace("{t}", tree)
}

/// The row of `key` in `tree`: its envelope and the state it is in.
pub async fn get(
    pool: PgPool,
    tree: &'static str,
    key: Vec<u8>,
) -> Result<Option<(Vec<u8>, Stamp)>, StoreError> {
    let row: Option<(Vec<u8>, i64, i64)> =
        sqlx::query_as(&sql(tree, "SELECT body, version, xmin::text::bigint FROM {t} WHERE key = $1"))
            .bind(key)
            .fetch_optional(&pool)
            .await
            .map_err(failed)?;
    Ok(row.map(|(body, version, xmin)| (body, Stamp { version, xmin })))
}

/// Every `(key, body)` of `tree` in key order; with `prefix`, only keys that start with it.
pub async fn scan(
    pool: PgPool,
    tree: &'static str,
    prefix: Option<Vec<u8>>,
) -> Result<Vec<(Vec<u8>, Vec<u8>)>, StoreError> {
    let rows = match prefix {
        None => sqlx::query_as(&sql(tree, "SELECT key, body FROM {t} ORDER BY key")).fetch_all(&pool).await,
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
}

/// Up to `most` `(key, body)` of `tree` after `after`, in key order.
pub async fn page(
    pool: PgPool,
    tree: &'static str,
    after: Vec<u8>,
    most: i64,
) -> Result<Vec<(Vec<u8>, Vec<u8>)>, StoreError> {
    sqlx::query_as(&sql(tree, "SELECT key, body FROM {t} WHERE key > $1 ORDER BY key LIMIT $2"))
        .bind(after)
        .bind(most)
        .fetch_all(&pool)
        .await
        .map_err(failed)
}

/// Deletes each row of `rows` still holding exactly its body, in one statement (a table's
/// seats and deadline go with it: `ON DELETE CASCADE`): how many were deleted.
pub async fn remove_unchanged(
    pool: PgPool,
    tree: &'static str,
    rows: Vec<(Vec<u8>, Vec<u8>)>,
) -> Result<usize, StoreError> {
    let (keys, bodies): (Vec<Vec<u8>>, Vec<Vec<u8>>) = rows.into_iter().unzip();
    let done = sqlx::query(&sql(
        tree,
        "DELETE FROM {t} WHERE (key, body) IN (SELECT * FROM unnest($1::bytea[], $2::bytea[]))",
    ))
    .bind(keys)
    .bind(bodies)
    .execute(&pool)
    .await
    .map_err(failed)?;
    Ok(done.rows_affected() as usize)
}

/// Writes the archived table `body` under `key` whatever was there, with when it finished.
pub async fn archive(
    pool: PgPool,
    key: Vec<u8>,
    body: Vec<u8>,
    finished: Option<i64>,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO archive (key, version, body, finished_at) VALUES ($1, 1, $2, $3)
         ON CONFLICT (key) DO UPDATE
         SET version = EXCLUDED.version, body = EXCLUDED.body, finished_at = EXCLUDED.finished_at, updated_at = now()",
    )
    .bind(key)
    .bind(body)
    .bind(finished)
    .execute(&pool)
    .await
    .map(drop)
    .map_err(failed)
}

/// Up to `most` rows of `tree` finished at or before `cut`, in the order they finished, after
/// the position `after` (its finishing time and key; empty: from the first), read through the
/// index of `finished_at` (migration 5): the young rows are never read.
pub async fn finished(
    pool: PgPool,
    tree: &'static str,
    cut: i64,
    after: Vec<u8>,
    most: i64,
) -> Result<Listing, StoreError> {
    let (from, from_key) = match after.split_first_chunk::<8>() {
        Some((time, key)) => (i64::from_be_bytes(*time), key.to_vec()),
        None => (i64::MIN, Vec::new()),
    };
    let rows: Vec<(i64, Vec<u8>, Vec<u8>)> = sqlx::query_as(&sql(
        tree,
        "SELECT finished_at, key, body FROM {t}
         WHERE finished_at IS NOT NULL AND finished_at <= $1 AND (finished_at, key) > ($2, $3)
         ORDER BY finished_at, key LIMIT $4",
    ))
    .bind(cut)
    .bind(from)
    .bind(from_key)
    .bind(most)
    .fetch_all(&pool)
    .await
    .map_err(failed)?;
    let last = rows.last().map(|(at, key, _)| [&at.to_be_bytes()[..], key].concat());
    let rows: Vec<KeyBody> = rows.into_iter().map(|(_, key, body)| (key, body)).collect();
    Ok(Listing { rows, last })
}

/// Writes `body` under `key` whatever was there (settings).
pub async fn put(
    pool: PgPool,
    tree: &'static str,
    key: Vec<u8>,
    version: i64,
    body: Vec<u8>,
) -> Result<(), StoreError> {
    sqlx::query(&sql(
        tree,
        "INSERT INTO {t} (key, version, body) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET version = EXCLUDED.version, body = EXCLUDED.body, updated_at = now()",
    ))
    .bind(key)
    .bind(version)
    .bind(body)
    .execute(&pool)
    .await
    .map(drop)
    .map_err(failed)
}

/// Compare-and-swap of one record of `tree` (not a table: no index, no statistics): writes
/// `body` as `version` if the row is still at `expected` (`None`: has no row). `false`:
/// another writer changed it first, and nothing was written.
pub async fn swap_record(
    pool: PgPool,
    tree: &'static str,
    key: Vec<u8>,
    expected: Option<i64>,
    version: i64,
    body: Vec<u8>,
) -> Result<bool, StoreError> {
    let query = match expected {
        Some(_) => sql(
            tree,
            "UPDATE {t} SET body = $1, version = $2, updated_at = now() WHERE key = $3 AND version = $4",
        ),
        None => {
            sql(tree, "INSERT INTO {t} (key, version, body) VALUES ($3, $2, $1) ON CONFLICT (key) DO NOTHING")
        }
    };
    let mut statement = sqlx::query(&query).bind(body).bind(version).bind(key);
    if let Some(expected) = expected {
        statement = statement.bind(expected);
    }
    let done = statement.execute(&pool).await.map_err(failed)?;
    Ok(done.rows_affected() == 1)
}

/// Removes the row of `key` in `tree`.
pub async fn remove(pool: PgPool, tree: &'static str, key: Vec<u8>) -> Result<(), StoreError> {
    sqlx::query(&sql(tree, "DELETE FROM {t} WHERE key = $1"))
        .bind(key)
        .execute(&pool)
        .await
        .map(drop)
        .map_err(failed)
}

/// Compare-and-swap of a table: writes `new` (`None`: removes the row) if the row is still in
/// state `expected` (`None`: has no row), with its seats and deadline (`index`, when they
/// changed) in the same statement, and applies `stats` in the same transaction. One round trip
/// when there are no `stats`. `Some(xmin)`: written, by that transaction; `None`: another writer
/// changed the row first, and nothing was written.
pub async fn swap_table(
    pool: PgPool,
    key: Vec<u8>,
    expected: Option<Stamp>,
    new: Option<(i64, Vec<u8>)>,
    index: Option<Entries>,
    stats: Vec<StatsWrite>,
) -> Result<Option<i64>, StoreError> {
    if stats.is_empty() {
        let mut conn = pool.acquire().await.map_err(failed)?;
        return write_table(&mut conn, &key, expected, new, index.as_ref()).await;
    }
    let mut tx = pool.begin().await.map_err(failed)?;
    let Some(xmin) = write_table(&mut tx, &key, expected, new, index.as_ref()).await? else {
        tx.rollback().await.map_err(failed)?;
        return Ok(None);
    };
    apply_stats(&mut tx, stats).await?;
    tx.commit().await.map_err(failed)?;
    Ok(Some(xmin))
}

/// The table's compare-and-swap: the writing transaction (`xmin`) when it wrote, `None` when
/// the row is no longer in state `expected`. With `index`, the row's finishing time is set
/// and the table's seats and deadline are replaced by the same statement (data-modifying `WITH` parts run only for a row the swap
/// wrote), so they change exactly when the table does; a removed table takes them along
/// (`ON DELETE CASCADE`). Without, it is the bare conditional statement.
async fn write_table(
    conn: &mut sqlx::PgConnection,
    key: &[u8],
    expected: Option<Stamp>,
    new: Option<(i64, Vec<u8>)>,
    index: Option<&Entries>,
) -> Result<Option<i64>, StoreError> {
    let (update, insert) =
        if index.is_some() { (UPDATE_FINISHED, INSERT_FINISHED) } else { (UPDATE, INSERT) };
    let (sql, body, next) = match (expected, new) {
        (Some(_), Some((next, body))) => (update, Some(body), Some(next)),
        (None, Some((next, body))) => (insert, Some(body), Some(next)),
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
    if let Some(entries) = indexed {
        query = query
            .bind(entries.index.players.iter().map(|&u| u as i64).collect::<Vec<i64>>())
            .bind(entries.index.due.map(|d| d as i64))
            .bind(entries.finished.map(|at| at as i64));
    }
    let written = query.fetch_optional(&mut *conn).await.map_err(failed)?;
    Ok(written.map(|(_, xmin)| xmin))
}

/// The forms of the table's compare-and-swap besides [`UPDATE`]: `$1` body, `$2` new version, `$3` key, `$4` and
/// `$5` the expected version and writing transaction; each returns the key and the writing
/// transaction of the row it wrote.
const INSERT: &str = "INSERT INTO tables (key, version, body) VALUES ($3, $2, $1)
     ON CONFLICT (key) DO NOTHING RETURNING key, xmin::text::bigint AS xmin";
/// [`UPDATE`] and [`INSERT`] with the index: `$8` is when the table finished (`$6` and `$7`,
/// its seats and deadline, go to their own tables).
const UPDATE_FINISHED: &str =
    "UPDATE tables SET body = $1, version = $2, updated_at = now(), finished_at = $8
     WHERE key = $3 AND version = $4 AND xmin::text::bigint = $5 RETURNING key, xmin::text::bigint AS xmin";
const INSERT_FINISHED: &str = "INSERT INTO tables (key, version, body, finished_at) VALUES ($3, $2, $1, $8)
     ON CONFLICT (key) DO NOTHING RETURNING key, xmin::text::bigint AS xmin";
const DELETE: &str = "DELETE FROM tables WHERE key = $3 AND version = $4 AND xmin::text::bigint = $5
     RETURNING key, xmin::text::bigint AS xmin";

/// Applies statistics edits under row locks, in key order (two games ending at once never wait
/// for each other in a circle).
pub async fn apply_stats(
    tx: &mut Transaction<'static, Pg>,
    mut stats: Vec<StatsWrite>,
) -> Result<(), StoreError> {
    stats.sort_by(|a, b| a.key.cmp(&b.key));
    for StatsWrite { key, edit } in stats {
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
        let (next, body) = edit((version != 0).then_some(body.as_slice()))?;
        sqlx::query("UPDATE stats SET body = $1, version = $2, updated_at = now() WHERE key = $3")
            .bind(body)
            .bind(next as i64)
            .bind(&key)
            .execute(&mut **tx)
            .await
            .map_err(failed)?;
    }
    Ok(())
}

/// Every record of every tree, from one moment of the database (a repeatable-read
/// transaction; writers are not stopped).
pub async fn snapshot(pool: PgPool) -> Result<Vec<(&'static str, Vec<u8>, Vec<u8>)>, StoreError> {
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
}

/// Records in the tables, statistics, settings, daily challenge and server defaults (what makes a database
/// "not empty" for an import; the archive alone does not).
pub async fn in_use(pool: PgPool) -> Result<usize, StoreError> {
    count(&mut *pool.acquire().await.map_err(failed)?).await
}

/// Writes `records` into an empty database as one transaction,
/// and checks that the database then holds exactly that many before committing. `Err` with
/// how many records are there already when it was not empty.
pub async fn import(pool: PgPool, records: Vec<TreeRecord>) -> Result<Result<u64, usize>, StoreError> {
    let mut tx = pool.begin().await.map_err(failed)?;
    // Writers of other processes wait for the import; they never see half of it.
    sqlx::query("LOCK TABLE tables, stats, archive, users, daily, servers IN EXCLUSIVE MODE")
        .execute(&mut *tx)
        .await
        .map_err(failed)?;
    let existing = count(&mut tx).await?;
    if existing > 0 {
        return Ok(Err(existing));
    }
    let wanted = records.len() as u64;
    for TreeRecord { tree, key, revision, body, .. } in records {
        sqlx::query(&sql(tree, "INSERT INTO {t} (key, version, body) VALUES ($1, $2, $3)"))
            .bind(key)
            .bind(revision as i64)
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
    // The index of the imported tables is rebuilt (by the import's preparation, or the next
    // start), and the one-time steps run again on what was imported: a step marked done by a
    // bot started on the empty database (rating the games finished before ratings, over no
    // game) would otherwise never see the imported games.
    sqlx::query("UPDATE oink_meta SET value = 'stale' WHERE name = 'index'")
        .execute(&mut *tx)
        .await
        .map_err(failed)?;
    sqlx::query("DELETE FROM oink_meta WHERE value = $1")
        .bind(DONE)
        .execute(&mut *tx)
        .await
        .map_err(failed)?;
    tx.commit().await.map_err(failed)?;
    Ok(Ok(written))
}

/// Records in the trees that make a database "in use".
async fn count(conn: &mut sqlx::PgConnection) -> Result<usize, StoreError> {
    let n: i64 = sqlx::query_scalar(
        "SELECT (SELECT count(*) FROM tables) + (SELECT count(*) FROM stats) + (SELECT count(*) FROM users)
         + (SELECT count(*) FROM daily) + (SELECT count(*) FROM servers)",
    )
    .fetch_one(conn)
    .await
    .map_err(failed)?;
    Ok(n as usize)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_after_a_prefix() {
        assert_eq!(after_prefix(&[0, 1]), Some(vec![0, 2]));
        assert_eq!(after_prefix(&[0, 0xff]), Some(vec![1]));
        assert_eq!(after_prefix(&[0xff, 0xff]), None);
    }
}
