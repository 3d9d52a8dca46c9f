//! sled storage: one tree per kind of record, each value a versioned JSON envelope.
//!
//! * Every value is an [`Envelope`]: `{"schema": N, "revision": R, "data": …}`. `schema` says
//!   which layout `data` has, so a table saved by this release still loads after the next one
//!   (a newer release migrates old layouts; an older release refuses a newer layout instead of
//!   misreading it). `revision` counts the updates of that record.
//! * [`Store::update`] is a compare-and-swap loop: of two updates racing on the same revision
//!   only one is written, and the other is re-run on the new state (where a stale click then
//!   finds its board outdated). It flushes before returning, so a move the bot acknowledges
//!   survives a crash.
//! * sled 0.34 is beta and its on-disk format will change; [`backup`] exports and imports the
//!   whole database as JSON lines, which any later release can read.

pub mod backup;

use std::path::Path;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Schema version of the records this release writes.
pub const SCHEMA: u32 = 1;

/// Names of the sled trees the bot uses; exports cover exactly these.
pub const TREES: [&str; 2] = [TABLES, STATS];
/// One game session per channel (or thread), keyed by channel id.
pub const TABLES: &str = "tables";
/// Per-server statistics per user and game, keyed guild id + user id + game name.
pub const STATS: &str = "stats";

/// What a stored value looks like on disk.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Envelope<T> {
    pub schema: u32,
    pub revision: u64,
    pub data: T,
}

/// A record as loaded, with its revision.
#[derive(Debug, Clone, PartialEq)]
pub struct Stored<T> {
    pub revision: u64,
    pub data: T,
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sled(#[from] sled::Error),
    #[error("record {key} in tree {tree} cannot be read: {reason}")]
    Corrupt { tree: String, key: String, reason: String },
    #[error(
        "record {key} in tree {tree} has schema {found}, newer than this release ({SCHEMA}); upgrade the bot"
    )]
    NewerSchema { tree: String, key: String, found: u32 },
    #[error("cannot encode record: {0}")]
    Encode(#[from] serde_json::Error),
}

/// The bot's database.
#[derive(Clone)]
pub struct Store {
    db: sled::Db,
    tables: sled::Tree,
    stats: sled::Tree,
}

impl Store {
    /// Opens (or creates) the database at `path` with a page cache of `cache_mb` MiB.
    pub fn open(path: &Path, cache_mb: u64) -> Result<Store, StoreError> {
        let db =
            sled::Config::new().path(path).cache_capacity(cache_mb.saturating_mul(1024 * 1024)).open()?;
        let tables = db.open_tree(TABLES)?;
        let stats = db.open_tree(STATS)?;
        Ok(Store { db, tables, stats })
    }

    /// The table stored for a channel, if any.
    pub fn table<T: DeserializeOwned>(&self, channel: u64) -> Result<Option<Stored<T>>, StoreError> {
        let key = channel.to_be_bytes();
        match self.tables.get(key)? {
            None => Ok(None),
            Some(raw) => decode(TABLES, &key, &raw).map(Some),
        }
    }

    /// Atomically replaces the table of `channel` with what `change` makes of the current one
    /// (`None` when the channel has none), then flushes to disk.
    ///
    /// `change` may run more than once when another update wins the race; it must not have
    /// side effects. Returning `Err` leaves the record untouched and hands the error back.
    pub async fn update<T, E, F>(&self, channel: u64, change: F) -> Result<Result<Stored<T>, E>, StoreError>
    where
        T: Serialize + DeserializeOwned,
        F: FnMut(Option<Stored<T>>) -> Result<T, E>,
    {
        update_in(&self.db, &self.tables, TABLES, &channel.to_be_bytes(), change).await
    }

    /// Removes a channel's table (flushed before returning).
    pub async fn remove_table(&self, channel: u64) -> Result<(), StoreError> {
        self.tables.remove(channel.to_be_bytes())?;
        self.flush().await
    }

    /// A user's statistics for a game on a server.
    pub fn stats<T: DeserializeOwned>(
        &self,
        guild: u64,
        user: u64,
        game: &str,
    ) -> Result<Option<T>, StoreError> {
        let key = stats_key(guild, user, game);
        match self.stats.get(&key)? {
            None => Ok(None),
            Some(raw) => decode::<T>(STATS, &key, &raw).map(|s| Some(s.data)),
        }
    }

    /// Atomically changes a user's statistics for a game on a server.
    pub async fn update_stats<T, F>(
        &self,
        guild: u64,
        user: u64,
        game: &str,
        change: F,
    ) -> Result<(), StoreError>
    where
        T: Serialize + DeserializeOwned + Default,
        F: Fn(T) -> T,
    {
        let key = stats_key(guild, user, game);
        let result = update_in(&self.db, &self.stats, STATS, &key, |old: Option<Stored<T>>| {
            Ok::<_, std::convert::Infallible>(change(old.map(|s| s.data).unwrap_or_default()))
        })
        .await?;
        match result {
            Ok(_) => Ok(()),
            Err(never) => match never {},
        }
    }

    /// Writes every pending change to disk.
    pub async fn flush(&self) -> Result<(), StoreError> {
        self.db.flush_async().await?;
        Ok(())
    }

    fn tree(&self, name: &str) -> Result<sled::Tree, StoreError> {
        Ok(self.db.open_tree(name)?)
    }
}

fn stats_key(guild: u64, user: u64, game: &str) -> Vec<u8> {
    let mut key = Vec::with_capacity(16 + game.len());
    key.extend_from_slice(&guild.to_be_bytes());
    key.extend_from_slice(&user.to_be_bytes());
    key.extend_from_slice(game.as_bytes());
    key
}

/// The compare-and-swap loop behind every update.
async fn update_in<T, E, F>(
    db: &sled::Db,
    tree: &sled::Tree,
    name: &str,
    key: &[u8],
    mut change: F,
) -> Result<Result<Stored<T>, E>, StoreError>
where
    T: Serialize + DeserializeOwned,
    F: FnMut(Option<Stored<T>>) -> Result<T, E>,
{
    loop {
        let old = tree.get(key)?;
        let current = old.as_ref().map(|raw| decode::<T>(name, key, raw)).transpose()?;
        let revision = current.as_ref().map_or(0, |c| c.revision) + 1;
        let data = match change(current) {
            Ok(data) => data,
            Err(e) => return Ok(Err(e)),
        };
        let new = serde_json::to_vec(&Envelope { schema: SCHEMA, revision, data: &data })?;
        if tree.compare_and_swap(key, old, Some(new))?.is_ok() {
            db.flush_async().await?;
            return Ok(Ok(Stored { revision, data }));
        }
        tracing::debug!(tree = name, key = %key_text(key), "record changed during update; running it again");
    }
}

/// Reads an envelope, migrating older schemas to the current one.
fn decode<T: DeserializeOwned>(tree: &str, key: &[u8], raw: &[u8]) -> Result<Stored<T>, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt { tree: tree.to_owned(), key: key_text(key), reason };
    let envelope: Envelope<serde_json::Value> =
        serde_json::from_slice(raw).map_err(|e| corrupt(e.to_string()))?;
    if envelope.schema > SCHEMA {
        return Err(StoreError::NewerSchema {
            tree: tree.to_owned(),
            key: key_text(key),
            found: envelope.schema,
        });
    }
    // Schema 1 is the first; a later release adds `migrate_from_1` and friends here.
    let data = serde_json::from_value(envelope.data).map_err(|e| corrupt(e.to_string()))?;
    Ok(Stored { revision: envelope.revision, data })
}

/// A key as people read it: channel ids are 8-byte big-endian numbers.
fn key_text(key: &[u8]) -> String {
    match <[u8; 8]>::try_from(key) {
        Ok(bytes) => u64::from_be_bytes(bytes).to_string(),
        Err(_) => format!("0x{}", key.iter().map(|b| format!("{b:02x}")).collect::<String>()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
    struct Counter {
        clicks: u32,
    }

    fn temp_store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = Store::open(&dir.path().join("db"), 8).expect("open");
        (dir, store)
    }

    #[tokio::test]
    async fn update_creates_then_bumps_the_revision() {
        let (_dir, store) = temp_store();
        let first = store
            .update(7, |old: Option<Stored<Counter>>| {
                assert!(old.is_none());
                Ok::<_, ()>(Counter { clicks: 1 })
            })
            .await
            .expect("store")
            .expect("change");
        assert_eq!(first.revision, 1);
        let second = store
            .update(7, |old: Option<Stored<Counter>>| {
                let old = old.expect("existing record");
                Ok::<_, ()>(Counter { clicks: old.data.clicks + 1 })
            })
            .await
            .expect("store")
            .expect("change");
        assert_eq!(second, Stored { revision: 2, data: Counter { clicks: 2 } });
        assert_eq!(store.table::<Counter>(7).expect("read"), Some(second));
        assert_eq!(store.table::<Counter>(8).expect("read"), None);
    }

    #[tokio::test]
    async fn a_refused_change_writes_nothing() {
        let (_dir, store) = temp_store();
        let refused = store.update(1, |_: Option<Stored<Counter>>| Err("illegal move")).await.expect("store");
        assert_eq!(refused, Err("illegal move"));
        assert_eq!(store.table::<Counter>(1).expect("read"), None);
    }

    /// Many clicks that all saw revision 0: exactly one may apply.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn concurrent_updates_on_the_same_revision_apply_once() {
        let (_dir, store) = temp_store();
        let mut tasks = Vec::new();
        for click in 0..16u32 {
            let store = store.clone();
            tasks.push(tokio::spawn(async move {
                store
                    .update(42, |old: Option<Stored<Counter>>| match old {
                        None => Ok(Counter { clicks: click }),
                        Some(_) => Err("stale"),
                    })
                    .await
                    .expect("store")
                    .is_ok()
            }));
        }
        let mut applied = 0;
        for task in tasks {
            applied += usize::from(task.await.expect("task"));
        }
        assert_eq!(applied, 1);
        assert_eq!(store.table::<Counter>(42).expect("read").map(|s| s.revision), Some(1));
    }

    #[tokio::test]
    async fn a_record_survives_reopening_the_database() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("db");
        {
            let store = Store::open(&path, 8).expect("open");
            store
                .update(5, |_: Option<Stored<Counter>>| Ok::<_, ()>(Counter { clicks: 9 }))
                .await
                .expect("store")
                .expect("ok");
        }
        let store = Store::open(&path, 8).expect("reopen");
        assert_eq!(
            store.table::<Counter>(5).expect("read"),
            Some(Stored { revision: 1, data: Counter { clicks: 9 } })
        );
    }

    #[test]
    fn a_corrupt_record_names_its_key_and_leaves_others_readable() {
        let (_dir, store) = temp_store();
        store.tables.insert(3u64.to_be_bytes(), b"{not json".as_slice()).expect("insert");
        let good = serde_json::to_vec(&Envelope { schema: SCHEMA, revision: 4, data: Counter { clicks: 1 } })
            .expect("json");
        store.tables.insert(4u64.to_be_bytes(), good).expect("insert");
        match store.table::<Counter>(3) {
            Err(StoreError::Corrupt { key, .. }) => assert_eq!(key, "3"),
            other => panic!("expected a corrupt record, got {other:?}"),
        }
        assert_eq!(store.table::<Counter>(4).expect("read").map(|s| s.data.clicks), Some(1));
    }

    #[test]
    fn a_record_from_a_newer_release_is_refused_not_misread() {
        let (_dir, store) = temp_store();
        let future = serde_json::json!({"schema": SCHEMA + 1, "revision": 1, "data": {"clicks": 1}});
        store.tables.insert(9u64.to_be_bytes(), serde_json::to_vec(&future).expect("json")).expect("insert");
        assert!(
            matches!(store.table::<Counter>(9), Err(StoreError::NewerSchema { found, .. }) if found == SCHEMA + 1)
        );
    }

    /// The envelope layout is a contract with every earlier release: this fixture was written
    /// by schema 1 and must keep loading.
    #[test]
    fn schema_1_envelope_fixture_still_loads() {
        let raw = include_bytes!("../../tests/fixtures/store/envelope-v1.json");
        let stored: Stored<Counter> = decode(TABLES, &1u64.to_be_bytes(), raw).expect("fixture loads");
        assert_eq!(stored, Stored { revision: 12, data: Counter { clicks: 3 } });
    }
}
