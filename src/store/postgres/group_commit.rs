//! Group commit for PostgreSQL: the plain table swaps of many clicks in one statement.
//!
//! Most clicks change one table's body and nothing else (no seat, no deadline, no statistics):
//! one `UPDATE … WHERE version = $n AND xmin = $x` each. Under load, each of those paid its own
//! round trip, statement and commit (a WAL flush), and the server's CPU went to that overhead,
//! not to the rows. Here a process sends such swaps as they come while it has a statement slot
//! free (one per pooled connection); swaps that arrive while every slot is busy wait and go
//! together in the next statement, so a quiet bot sends each click at once and a busy one pays
//! one round trip and one commit for many.
//!
//! The statement is autocommitted, so each swap in it is committed or none is, and an answer is
//! given only after the commit: a swap whose row was changed by someone else is reported lost
//! (the store reads the row and runs the change again), and an error refuses every swap of the
//! statement. Rows are locked in key order before any is written, so two statements (of this
//! process or another) that share tables wait for each other but never deadlock. A key is never
//! twice in one statement: a second swap of it waits for the next.

use std::collections::{HashSet, VecDeque};
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::PgPool;
use tokio::runtime::Handle;
use tokio::sync::{Semaphore, mpsc, oneshot};

use super::StoreError;

/// The most swaps in one statement.
const MOST: usize = 64;
/// How long a statement may take before its swaps are refused as unavailable (a server that
/// stopped answering without closing the connection): the store's bound on every request. A
/// statement that commits after this is then a commit whose answer was lost: reported as
/// failed, never as saved.
const BOUND: Duration = super::ANSWER;

/// One table's compare-and-swap: write `body` as `version` if the row is still at `expected`,
/// written by transaction `xmin`.
#[derive(Debug)]
pub struct Swap {
    pub key: Vec<u8>,
    pub body: Vec<u8>,
    pub version: i64,
    pub expected: i64,
    pub xmin: i64,
}

/// What a swap came to: the writing transaction (`Some`), or lost to another writer (`None`).
type Outcome = Result<Option<i64>, StoreError>;

struct Waiting {
    swap: Swap,
    pool: PgPool,
    answer: oneshot::Sender<Outcome>,
}

/// The swaps waiting for a statement, fed by every click of the process.
pub struct GroupCommit {
    queue: mpsc::UnboundedSender<Waiting>,
}

impl GroupCommit {
    /// Starts the sender on `handle`'s runtime, with `slots` statements in flight at most;
    /// `failed` says what a query's error means for the store.
    pub fn start(handle: &Handle, slots: u32, failed: fn(sqlx::Error) -> StoreError) -> GroupCommit {
        let (queue, arrivals) = mpsc::unbounded_channel();
        handle.spawn(send(arrivals, Arc::new(Semaphore::new(slots.max(1) as usize)), failed));
        GroupCommit { queue }
    }

    /// Swaps one table through `pool` and waits for the commit of the statement it went in.
    pub async fn swap(&self, pool: PgPool, swap: Swap) -> Outcome {
        let (answer, outcome) = oneshot::channel();
        self.queue.send(Waiting { swap, pool, answer }).map_err(|_| StoreError::Closed)?;
        outcome.await.unwrap_or(Err(StoreError::Closed))
    }
}

/// Takes the waiting swaps into statements, one per free slot, until the store is dropped.
async fn send(
    mut arrivals: mpsc::UnboundedReceiver<Waiting>,
    slots: Arc<Semaphore>,
    failed: fn(sqlx::Error) -> StoreError,
) {
    // Swaps of a key that was already in the statement being filled.
    let mut later: VecDeque<Waiting> = VecDeque::new();
    loop {
        if later.is_empty() {
            match arrivals.recv().await {
                Some(waiting) => later.push_back(waiting),
                None => return,
            }
        }
        // While every slot is busy, more swaps arrive and go together.
        let Ok(slot) = slots.clone().acquire_owned().await else { return };
        let mut batch = Vec::new();
        let mut keys = HashSet::new();
        let mut again = VecDeque::new();
        let mut closed = false;
        while batch.len() < MOST {
            let waiting = match later.pop_front() {
                Some(waiting) => waiting,
                None => match arrivals.try_recv() {
                    Ok(waiting) => waiting,
                    Err(mpsc::error::TryRecvError::Empty) => break,
                    Err(mpsc::error::TryRecvError::Disconnected) => {
                        closed = true;
                        break;
                    }
                },
            };
            if keys.insert(waiting.swap.key.clone()) {
                batch.push(waiting);
            } else {
                again.push_back(waiting);
            }
        }
        again.extend(later.drain(..));
        later = again;
        tokio::spawn(async move {
            commit(batch, failed).await;
            drop(slot);
        });
        if closed && later.is_empty() {
            return;
        }
    }
}

/// Sends one statement for `batch` and answers each swap.
async fn commit(batch: Vec<Waiting>, failed: fn(sqlx::Error) -> StoreError) {
    let Some(pool) = batch.first().map(|waiting| waiting.pool.clone()) else { return };
    let statement = async {
        if let [one] = batch.as_slice() {
            sqlx::query_as::<_, (Vec<u8>, i64)>(UPDATE)
                .bind(&one.swap.body)
                .bind(one.swap.version)
                .bind(&one.swap.key)
                .bind(one.swap.expected)
                .bind(one.swap.xmin)
                .fetch_all(&pool)
                .await
        } else {
            let column = |get: fn(&Swap) -> i64| batch.iter().map(|w| get(&w.swap)).collect::<Vec<i64>>();
            sqlx::query_as::<_, (Vec<u8>, i64)>(MANY)
                .bind(batch.iter().map(|w| w.swap.key.as_slice()).collect::<Vec<&[u8]>>())
                .bind(batch.iter().map(|w| w.swap.body.as_slice()).collect::<Vec<&[u8]>>())
                .bind(column(|s| s.version))
                .bind(column(|s| s.expected))
                .bind(column(|s| s.xmin))
                .fetch_all(&pool)
                .await
        }
    };
    let result = match tokio::time::timeout(BOUND, statement).await {
        Ok(result) => result.map_err(failed),
        Err(_) => {
            tracing::warn!(
                swaps = batch.len(),
                bound_s = BOUND.as_secs(),
                "PostgreSQL did not answer a statement in time"
            );
            Err(StoreError::Unavailable(format!("no answer within {} s", BOUND.as_secs())))
        }
    };
    match result {
        Ok(written) => {
            for waiting in batch {
                let xmin = written.iter().find(|(key, _)| *key == waiting.swap.key).map(|(_, xmin)| *xmin);
                let _ = waiting.answer.send(Ok(xmin));
            }
        }
        Err(error) => {
            for waiting in batch {
                let _ = waiting.answer.send(Err(copy(&error)));
            }
        }
    }
}

/// The same refusal for every swap of a failed statement.
fn copy(error: &StoreError) -> StoreError {
    match error {
        StoreError::Unavailable(reason) => StoreError::Unavailable(reason.clone()),
        StoreError::Busy(reason) => StoreError::Busy(reason.clone()),
        StoreError::Closed => StoreError::Closed,
        other => StoreError::Postgres(other.to_string()),
    }
}

/// One swap alone: `$1` body, `$2` new version, `$3` key, `$4` and `$5` the expected version
/// and writing transaction (the store's compare-and-swap of a table, also outside a group).
pub const UPDATE: &str = "UPDATE tables SET body = $1, version = $2, updated_at = now()
     WHERE key = $3 AND version = $4 AND xmin::text::bigint = $5 RETURNING key, xmin::text::bigint AS xmin";

/// Many swaps: the rows still as expected are locked in key order (`MATERIALIZED`: all of
/// them before the first is written), then written; each returns its key and new `xmin`.
/// Under Read Committed a row changed since is re-checked after its writer commits, fails the
/// check and is left out: that swap is lost.
const MANY: &str = "WITH input AS (
         SELECT * FROM unnest($1::bytea[], $2::bytea[], $3::bigint[], $4::bigint[], $5::bigint[])
             AS i(key, body, version, expected, xmin)
     ), locked AS MATERIALIZED (
         SELECT t.key FROM tables t JOIN input i ON t.key = i.key
         WHERE t.version = i.expected AND t.xmin::text::bigint = i.xmin
         ORDER BY t.key FOR UPDATE OF t
     )
     UPDATE tables t SET body = i.body, version = i.version, updated_at = now()
     FROM input i
     WHERE t.key = i.key AND t.key IN (SELECT key FROM locked)
         AND t.version = i.expected AND t.xmin::text::bigint = i.xmin
     RETURNING t.key, t.xmin::text::bigint AS xmin";

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::store::testdb::TestDatabase;

    async fn row(pool: &PgPool, key: &[u8]) -> (i64, Vec<u8>, i64) {
        sqlx::query_as("SELECT version, body, xmin::text::bigint FROM tables WHERE key = $1")
            .bind(key)
            .fetch_one(pool)
            .await
            .expect("row")
    }

    fn refuse(error: sqlx::Error) -> StoreError {
        StoreError::Postgres(error.to_string())
    }

    /// One statement, three swaps: the two whose rows are as expected are written, the one
    /// whose row moved on is reported lost and leaves the row as it was.
    #[tokio::test]
    async fn a_statement_writes_the_swaps_still_as_expected_and_loses_the_others() {
        let Some(db) = TestDatabase::create().await else { return };
        drop(db.open()); // migrates
        let pool = PgPool::connect(&db.url).await.expect("pool");
        for key in [b"a", b"b", b"c"] {
            sqlx::query("INSERT INTO tables (key, version, body) VALUES ($1, 1, 'old')")
                .bind(&key[..])
                .execute(&pool)
                .await
                .expect("insert");
        }
        let mut batch = Vec::new();
        let mut answers = Vec::new();
        for (key, stale) in [(b"a", false), (b"b", true), (b"c", false)] {
            let (version, _, xmin) = row(&pool, key).await;
            let (answer, outcome) = oneshot::channel();
            let expected = if stale { version + 1 } else { version };
            let swap = Swap { key: key.to_vec(), body: b"new".to_vec(), version: 2, expected, xmin };
            batch.push(Waiting { swap, pool: pool.clone(), answer });
            answers.push(outcome);
        }
        commit(batch, refuse).await;
        let mut outcomes = Vec::new();
        for answer in answers {
            outcomes.push(answer.await.expect("answered").expect("no error").is_some());
        }
        assert_eq!(outcomes, [true, false, true]);
        for (key, body) in [(b"a", "new"), (b"b", "old"), (b"c", "new")] {
            assert_eq!(row(&pool, key).await.1, body.as_bytes());
        }
        pool.close().await;
        db.remove().await;
    }

    /// Swaps of one key waiting together never share a statement: the second waits for the
    /// next one and, its row moved on by the first, is lost instead of written twice.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_swaps_of_one_key_go_in_two_statements() {
        let Some(db) = TestDatabase::create().await else { return };
        drop(db.open());
        let pool = PgPool::connect(&db.url).await.expect("pool");
        sqlx::query("INSERT INTO tables (key, version, body) VALUES ('k', 1, 'old')")
            .execute(&pool)
            .await
            .expect("insert");
        let (_, _, xmin) = row(&pool, b"k").await;
        let swap = |body: &str| Swap { key: b"k".to_vec(), body: body.into(), version: 2, expected: 1, xmin };
        // Both wait before the sender looks, so it would take them into one statement.
        let (queue, arrivals) = mpsc::unbounded_channel();
        let mut outcomes = Vec::new();
        for body in ["first", "second"] {
            let (answer, outcome) = oneshot::channel();
            queue.send(Waiting { swap: swap(body), pool: pool.clone(), answer }).expect("queued");
            outcomes.push(outcome);
        }
        drop(queue);
        tokio::spawn(send(arrivals, Arc::new(Semaphore::new(1)), refuse));
        let second = outcomes.pop().expect("two").await.expect("answered").expect("second");
        let first = outcomes.pop().expect("two").await.expect("answered").expect("first");
        assert!(first.is_some() && second.is_none(), "{first:?} {second:?}");
        assert_eq!(row(&pool, b"k").await.1, b"first");
        tokio::time::timeout(Duration::from_secs(5), pool.close()).await.expect("closed");
        db.remove().await;
    }
}
