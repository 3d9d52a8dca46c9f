//! The store's contract. The cases in `both_backends!` are the conformance suite: each runs as
//! `<case>::sled` and as `<case>::postgres` (on a fresh database of the server
//! `OINK_TEST_DATABASE_URL` names; see `testdb.rs`). The others are about sled itself.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::testdb::TestDatabase;
use super::*;

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Default)]
struct Counter {
    clicks: u32,
}

/// A `Counter` "table" never finishes: the index tests are about seats and deadlines.
impl Finishes for Counter {
    fn finished_at(&self) -> Option<u64> {
        None
    }
}

fn temp_store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(&dir.path().join("db"), 8).expect("open");
    (dir, store)
}

/// Where a conformance case's database lives, to open it again as a restart would.
enum Place {
    Sled(tempfile::TempDir),
    Postgres(TestDatabase),
}

impl Place {
    async fn reopen(&self) -> Store {
        match self {
            Place::Sled(dir) => reopen::reopen(&dir.path().join("db")).await,
            Place::Postgres(db) => db.open(),
        }
    }
}

async fn bump(store: &Store, channel: u64) -> Stored<Counter> {
    store
        .update(channel, |old: Option<Stored<Counter>>| {
            Ok::<_, ()>(Counter { clicks: old.map_or(0, |o| o.data.clicks) + 1 })
        })
        .await
        .expect("store")
        .expect("change")
}

async fn bump_result(store: &Store) -> Result<Result<Stored<Counter>, ()>, StoreError> {
    store.update(99, |_: Option<Stored<Counter>>| Ok::<_, ()>(Counter::default())).await
}

/// Each case once on sled and once on PostgreSQL, with the same body and runtime.
macro_rules! both_backends {
    ($($(#[$attr:meta])* async fn $name:ident($store:ident, $place:ident) $body:block)*) => {$(
        mod $name {
            use super::*;

            #[allow(unused_variables, unused_mut)]
            async fn case(mut $store: Store, $place: &Place) $body

            $(#[$attr])*
            async fn sled() {
                let dir = tempfile::tempdir().expect("tempdir");
                let store = Store::open(&dir.path().join("db"), 8).expect("open");
                case(store, &Place::Sled(dir)).await;
            }

            $(#[$attr])*
            async fn postgres() {
                let Some(db) = TestDatabase::create().await else { return };
                let store = db.open();
                let place = Place::Postgres(db);
                case(store, &place).await;
                if let Place::Postgres(db) = place {
                    db.remove().await;
                }
            }
        }
    )*};
}

/// The index of a `Counter` "table" for the index tests: seated is `clicks % 7`, due at
/// `1000 + clicks`.
fn counter_index(counter: &Counter) -> Index {
    Index { players: vec![u64::from(counter.clicks % 7)], due: Some(1000 + u64::from(counter.clicks)) }
}

both_backends! {
    /// An import leaves the seat and deadline index to be built, and the first start builds
    /// it for every table, past several batches (PostgreSQL: 1,000 tables a statement).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_imported_database_gets_its_index_built_once_in_batches(store, place) {
        let tables = 2_500u32;
        let records = (0..tables)
            .map(|n| {
                let body = encode(1, &Counter { clicks: n }).expect("encode");
                backend::TreeRecord {
                    tree: TABLES,
                    key: u64::from(n).to_be_bytes().to_vec(),
                    revision: 1,
                    body,
                    cold: None,
                }
            })
            .collect();
        assert_eq!(store.backend().import(records).await.expect("import"), Ok(u64::from(tables)));
        let batches = postgres::fleet::REBUILT_BATCHES.load(Ordering::SeqCst);
        store.index_tables(counter_index).expect("index");
        if store.is_shared() {
            let written = postgres::fleet::REBUILT_BATCHES.load(Ordering::SeqCst) - batches;
            assert!(written >= 3, "{written} batches for {tables} tables");
            assert_eq!(store.deadline_count().expect("count"), tables as usize);
            assert_eq!(store.next_due().expect("next"), Some(1000));
        } else {
            let deadlines = store.deadlines().expect("read").expect("built");
            assert_eq!(deadlines.len(), tables as usize);
            assert_eq!(deadlines.first(), Some(&(0, 1000)));
        }
        let seated: Vec<u32> =
            store.tables_of::<Counter>(3).map(|row| row.expect("readable").data.clicks).collect();
        let expected: Vec<u32> = (0..tables).filter(|n| n % 7 == 3).collect();
        assert_eq!(seated, expected);
    }

    #[tokio::test]
    async fn update_creates_then_bumps_the_revision(store, place) {
        let first = store
            .update(7, |old: Option<Stored<Counter>>| {
                assert!(old.is_none());
                Ok::<_, ()>(Counter { clicks: 1 })
            })
            .await
            .expect("store")
            .expect("change");
        assert_eq!(first.revision, 1);
        let second = bump(&store, 7).await;
        assert_eq!(second, Stored { revision: 2, data: Counter { clicks: 2 } });
        assert_eq!(store.table::<Counter>(7).expect("read"), Some(second));
        assert_eq!(store.table::<Counter>(8).expect("read"), None);
    }

    /// The daily challenge's records: a compare-and-swap per key (racing writers apply once),
    /// a refusal writes nothing, a prefix lists one server's day, and they survive a restart
    /// and go into a backup.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn daily_records_swap_scan_by_prefix_and_survive_a_restart(store, place) {
        let daily = |key: &'static [u8], store: Store| async move {
            store
                .update_daily(key, |old: Option<Stored<Counter>>| {
                    Ok::<_, ()>(Counter { clicks: old.map_or(0, |o| o.data.clicks) + 1 })
                })
                .await
                .expect("store")
                .expect("change")
        };
        let mut tasks = Vec::new();
        for _ in 0..8 {
            tasks.push(tokio::spawn(daily(b"a\x01day1", store.clone())));
        }
        for task in tasks {
            task.await.expect("task");
        }
        assert_eq!(
            store.daily::<Counter>(b"a\x01day1").expect("read"),
            Some(Stored { revision: 8, data: Counter { clicks: 8 } })
        );
        daily(b"a\x01day2", store.clone()).await;
        daily(b"a\x02day1", store.clone()).await;
        let refused = store.update_daily(b"s\x01", |_: Option<Stored<Counter>>| Err("no")).await.expect("store");
        assert_eq!(refused, Err("no"));
        assert_eq!(store.daily::<Counter>(b"s\x01").expect("read"), None);
        let day: Vec<Vec<u8>> =
            store.daily_scan::<Counter>(b"a\x01day").expect("scan").into_iter().map(|(key, _)| key).collect();
        assert_eq!(day, [b"a\x01day1".to_vec(), b"a\x01day2".to_vec()]);
        let records: Vec<_> = store.snapshot().expect("snapshot").collect::<Result<_, _>>().expect("read");
        assert_eq!(records.iter().filter(|(tree, _, _)| *tree == DAILY).count(), 3);
        drop(store);
        let store = place.reopen().await;
        assert_eq!(store.daily::<Counter>(b"a\x02day1").expect("read").map(|s| s.data.clicks), Some(1));
    }

    #[tokio::test]
    async fn a_refused_change_writes_nothing(store, place) {
        let refused = store.update(1, |_: Option<Stored<Counter>>| Err("illegal move")).await.expect("store");
        assert_eq!(refused, Err("illegal move"));
        assert_eq!(store.table::<Counter>(1).expect("read"), None);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn concurrent_updates_on_the_same_revision_apply_once(store, place) {
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

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn sixty_four_concurrent_writers_never_wedge(store, place) {
        const WRITERS: u64 = 64;
        const ROUNDS: u32 = 60;
        let mut tasks = Vec::new();
        for writer in 0..WRITERS {
            let store = store.clone();
            tasks.push(tokio::spawn(async move {
                for round in 0..ROUNDS {
                    let write = bump(&store, writer);
                    let stored = tokio::time::timeout(Duration::from_secs(20), write)
                        .await
                        .unwrap_or_else(|_| panic!("writer {writer} hung in round {round}"));
                    assert_eq!(stored.data.clicks, round + 1);
                }
            }));
        }
        for task in tasks {
            task.await.expect("writer");
        }
        for writer in 0..WRITERS {
            assert_eq!(store.table::<Counter>(writer).expect("read").map(|s| s.data.clicks), Some(ROUNDS));
        }
    }

    #[tokio::test]
    async fn statistics_are_written_with_the_table_in_one_update(store, place) {
        for _ in 0..2 {
            let stored = store
                .update_with(3, |old: Option<Stored<Counter>>| {
                    let edits = vec![
                        StatsEdit {
                            guild: 1,
                            user: 10,
                            game: "three-pigs",
                            edit: Box::new(|s: Counter| Counter { clicks: s.clicks + 1 }),
                        },
                        StatsEdit {
                            guild: 1,
                            user: 11,
                            game: "three-pigs",
                            edit: Box::new(|s: Counter| Counter { clicks: s.clicks + 5 }),
                        },
                    ];
                    Ok::<_, ()>((Counter { clicks: old.map_or(0, |o| o.data.clicks) + 1 }, edits))
                })
                .await
                .expect("store")
                .expect("change");
            assert!(stored.data.clicks > 0);
        }
        assert_eq!(store.stats::<Counter>(1, 10, "three-pigs").expect("read"), Some(Counter { clicks: 2 }));
        assert_eq!(store.stats::<Counter>(1, 11, "three-pigs").expect("read"), Some(Counter { clicks: 10 }));
        assert_eq!(store.stats::<Counter>(1, 12, "three-pigs").expect("read"), None);
    }

    #[tokio::test]
    async fn a_record_survives_reopening_the_database(store, place) {
        store
            .update(5, |_: Option<Stored<Counter>>| Ok::<_, ()>(Counter { clicks: 9 }))
            .await
            .expect("store")
            .expect("ok");
        drop(store);
        let store = place.reopen().await;
        assert_eq!(
            store.table::<Counter>(5).expect("read"),
            Some(Stored { revision: 1, data: Counter { clicks: 9 } })
        );
    }

    #[tokio::test]
    async fn a_record_changed_behind_the_cache_is_read_from_sled(store, place) {
        for _ in 0..3 {
            bump(&store, 4).await;
        }
        assert_eq!(store.inner.decoded.len(), 1);
        let behind = encode(3, &Counter { clicks: 100 }).expect("encode");
        store.put_raw(TABLES, &4u64.to_be_bytes(), &behind);
        assert_eq!(bump(&store, 4).await, Stored { revision: 4, data: Counter { clicks: 101 } });
    }

    #[tokio::test]
    async fn an_update_that_loses_its_race_reruns_on_the_winner(store, place) {
        bump(&store, 6).await;
        let mut runs = Vec::new();
        let stored = store
            .update(6, |old: Option<Stored<Counter>>| {
                let old = old.expect("a record");
                runs.push(old.data.clicks);
                if runs.len() == 1 {
                    // Another writer wins meanwhile.
                    let winner = encode(old.revision + 1, &Counter { clicks: 50 }).expect("encode");
                    store.put_raw(TABLES, &6u64.to_be_bytes(), &winner);
                }
                Ok::<_, ()>(Counter { clicks: old.data.clicks + 1 })
            })
            .await
            .expect("store")
            .expect("change");
        assert_eq!(runs, [1, 50]);
        assert_eq!(stored, Stored { revision: 3, data: Counter { clicks: 51 } });
        assert_eq!(bump(&store, 6).await.data.clicks, 52);
    }

    #[tokio::test]
    async fn refused_and_removed_records_leave_no_stale_copy(store, place) {
        bump(&store, 2).await;
        let refused = store.update(2, |_: Option<Stored<Counter>>| Err::<Counter, _>("no")).await.expect("store");
        assert_eq!(refused, Err("no"));
        assert_eq!(bump(&store, 2).await, Stored { revision: 2, data: Counter { clicks: 2 } });
        let removed = store
            .update_or_remove(2, |_: Option<Stored<Counter>>| Ok::<Option<Counter>, ()>(None))
            .await
            .expect("store");
        assert_eq!(removed, Ok(None));
        assert_eq!(store.inner.decoded.len(), 0);
        assert_eq!(bump(&store, 2).await, Stored { revision: 1, data: Counter { clicks: 1 } });
        store.remove_table(2).await.expect("remove");
        assert_eq!(store.inner.decoded.len(), 0);
        assert_eq!(store.table::<Counter>(2).expect("read"), None);
    }

    #[tokio::test]
    async fn the_cache_holds_at_most_its_capacity(store, place) {
        let tables = cache::CAPACITY as u64 + 20;
        for channel in 0..tables {
            bump(&store, channel).await;
        }
        assert_eq!(store.inner.decoded.len(), cache::CAPACITY);
        // Every table still reads and updates right, cached or not.
        for channel in 0..tables {
            assert_eq!(bump(&store, channel).await, Stored { revision: 2, data: Counter { clicks: 2 } });
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn close_finishes_writes_in_flight_then_refuses_new_ones(store, place) {
        let writers: Vec<_> = (0..32u64)
            .map(|channel| {
                let store = store.clone();
                tokio::spawn(async move {
                    store.update(channel, |_: Option<Stored<Counter>>| Ok::<_, ()>(Counter { clicks: 1 })).await
                })
            })
            .collect();
        tokio::task::yield_now().await;
        assert!(store.close(Duration::from_secs(5)).await, "closed within the bound");
        let mut acknowledged = Vec::new();
        for (channel, writer) in writers.into_iter().enumerate() {
            match writer.await.expect("task") {
                Ok(Ok(_)) => acknowledged.push(channel as u64),
                Err(StoreError::Closed) => {}
                other => panic!("unexpected result {other:?}"),
            }
        }
        assert!(matches!(bump_result(&store).await, Err(StoreError::Closed)));
        drop(store);
        let reopened = place.reopen().await;
        for channel in acknowledged {
            assert!(
                reopened.table::<Counter>(channel).expect("read").is_some(),
                "acknowledged write {channel} lost"
            );
        }
    }

    #[tokio::test]
    async fn a_corrupt_record_names_its_key_and_leaves_others_readable(store, place) {
        store.put_raw(TABLES, &3u64.to_be_bytes(), b"{not json");
        store.put_raw(TABLES, &4u64.to_be_bytes(), &encode(4, &Counter { clicks: 1 }).expect("encode"));
        match store.table::<Counter>(3) {
            Err(StoreError::Corrupt { key, .. }) => assert_eq!(key, "3"),
            other => panic!("expected a corrupt record, got {other:?}"),
        }
        assert_eq!(store.table::<Counter>(4).expect("read").map(|s| s.data.clicks), Some(1));
    }

    #[tokio::test]
    async fn a_record_from_a_newer_release_is_refused_not_misread(store, place) {
        let future = serde_json::json!({"schema": SCHEMA + 1, "revision": 1, "data": {"clicks": 1}});
        store.put_raw(TABLES, &9u64.to_be_bytes(), &serde_json::to_vec(&future).expect("json"));
        assert!(
            matches!(store.table::<Counter>(9), Err(StoreError::NewerSchema { found, .. }) if found == SCHEMA + 1)
        );
    }

    #[tokio::test]
    async fn schema_1_plain_json_fixture_still_loads_and_is_rewritten_compressed(store, place) {
        let raw = include_bytes!("../../tests/fixtures/store/envelope-v1.json");
        let stored: Stored<Counter> = decode(TABLES, &1u64.to_be_bytes(), raw).expect("fixture loads");
        assert_eq!(stored, Stored { revision: 12, data: Counter { clicks: 3 } });
        store.put_raw(TABLES, &1u64.to_be_bytes(), raw.as_slice());
        let bumped = bump(&store, 1).await;
        assert_eq!(bumped, Stored { revision: 13, data: Counter { clicks: 4 } });
        let rewritten = store.raw(TABLES, &1u64.to_be_bytes()).expect("present");
        assert_ne!(rewritten.first(), Some(&b'{'), "rewritten in the compressed format");
    }

}

/// Many clicks that all saw revision 0: exactly one may apply.
/// The wedge of sled#1308: many writers awaiting a flush at the same moment. 64 writers on 64
/// tables for many rounds; every write must be acknowledged within a generous bound (a hang
/// detector, not a speed test).
/// The cache of decoded records is used only for exactly the bytes sled holds: a record that
/// changed behind it (here at the same revision, as no update of ours would write it) is read
/// from sled.
/// An update that loses the compare-and-swap runs again on the record that won, not on the
/// copy it took from the cache.
#[test]
fn an_empty_path_is_refused() {
    assert!(matches!(Store::open(Path::new(""), 8), Err(StoreError::EmptyPath)));
}

#[tokio::test]
async fn a_deleted_folder_refuses_moves_instead_of_writing_to_deleted_files() {
    let (dir, store) = temp_store();
    bump(&store, 1).await;
    std::fs::remove_dir_all(dir.path().join("db")).expect("delete the folder");
    assert!(matches!(
        store.update(1, |_: Option<Stored<Counter>>| Ok::<_, ()>(Counter::default())).await,
        Err(StoreError::FolderGone(_))
    ));
}

#[tokio::test]
async fn a_replaced_folder_refuses_moves() {
    let (dir, store) = temp_store();
    bump(&store, 1).await;
    let path = dir.path().join("db");
    std::fs::rename(&path, dir.path().join("moved")).expect("move away");
    std::fs::create_dir(&path).expect("a new folder in its place");
    match store.update(1, |_: Option<Stored<Counter>>| Ok::<_, ()>(Counter::default())).await {
        Err(StoreError::FolderGone(reason)) => assert!(reason.contains("replaced"), "{reason}"),
        other => panic!("expected the folder to be refused, got {other:?}"),
    }
}

/// The envelope layout is a contract with every earlier release: this fixture was written
/// by schema 1 as plain JSON (before records were compressed) and must keep loading, and its
/// next update rewrites it compressed.
/// Runs `writers` tasks, each bumping its own table as fast as it can until `until`; every
/// write must be acknowledged within a generous bound. Calls `acked` after each one.
async fn hammer(
    store: &Store,
    writers: u64,
    until: std::time::Instant,
    acked: impl Fn(u64, u32) + Clone + Send + 'static,
) -> u64 {
    let mut tasks = Vec::new();
    for writer in 0..writers {
        let (store, acked) = (store.clone(), acked.clone());
        tasks.push(tokio::spawn(async move {
            let mut writes = 0u64;
            while std::time::Instant::now() < until {
                let stored = tokio::time::timeout(Duration::from_secs(30), bump(&store, writer))
                    .await
                    .unwrap_or_else(|_| panic!("writer {writer} hung after {writes} writes"));
                acked(writer, stored.data.clicks);
                writes += 1;
            }
            writes
        }));
    }
    let mut total = 0;
    for task in tasks {
        total += task.await.expect("writer");
    }
    total
}

/// The 10-minute soak of issue 12: 64 writers on 64 tables, no wedge. `OINK_SOAK_SECONDS` sets
/// the duration (default 600). Run: `cargo test --lib soak -- --ignored --nocapture`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "runs for ten minutes"]
async fn soak_sixty_four_writers() {
    let seconds = std::env::var("OINK_SOAK_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(600);
    let (_dir, store) = temp_store();
    let start = std::time::Instant::now();
    let writes = hammer(&store, 64, start + Duration::from_secs(seconds), |_, _| {}).await;
    eprintln!(
        "soak: {writes} acknowledged writes in {:.0} s, {:.0}/s, no wedge",
        start.elapsed().as_secs_f64(),
        writes as f64 / start.elapsed().as_secs_f64()
    );
}

/// The child of [`kill_9_during_load_loses_no_acknowledged_write`]: writes until killed and
/// prints every acknowledged write. Does nothing unless the parent started it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the writer process of kill_9_during_load_loses_no_acknowledged_write"]
async fn crash_child() {
    let Ok(path) = std::env::var("OINK_CRASH_CHILD_DB") else { return };
    let store = Store::open(Path::new(&path), 8).expect("open");
    let until = std::time::Instant::now() + Duration::from_secs(60);
    hammer(&store, 64, until, |writer, clicks| println!("ack {writer} {clicks}")).await;
}

/// kill -9 while 64 writers write: every write acknowledged before the kill is there after it.
#[test]
fn kill_9_during_load_loses_no_acknowledged_write() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("db");
    let mut acked: std::collections::HashMap<u64, u32> = std::collections::HashMap::new();
    for run in 0..3 {
        let mut child = Command::new(std::env::current_exe().expect("test binary"))
            .args(["store::tests::crash_child", "--exact", "--ignored", "--nocapture", "--test-threads", "1"])
            .env("OINK_CRASH_CHILD_DB", &path)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the writer");
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        let mut seen = 0;
        // Kill at a different moment each run, after a few hundred acknowledged writes.
        while seen < 300 + run * 500 {
            let line = lines.next().expect("the writer stopped early").expect("read");
            if let Some((writer, clicks)) = line.strip_prefix("ack ").and_then(|l| l.split_once(' ')) {
                let (writer, clicks) = (writer.parse().expect("writer"), clicks.parse().expect("clicks"));
                let best = acked.entry(writer).or_default();
                *best = (*best).max(clicks);
                seen += 1;
            }
        }
        child.kill().expect("kill -9");
        // Lines already printed before the kill were acknowledged too.
        for line in lines.map_while(Result::ok) {
            if let Some((writer, clicks)) = line.strip_prefix("ack ").and_then(|l| l.split_once(' ')) {
                let (writer, clicks): (u64, u32) =
                    (writer.parse().expect("writer"), clicks.parse().expect("clicks"));
                let best = acked.entry(writer).or_default();
                *best = (*best).max(clicks);
            }
        }
        child.wait().expect("reaped");
        let store = Store::open(&path, 8).expect("reopen after the kill");
        for (writer, clicks) in &acked {
            let stored = store.table::<Counter>(*writer).expect("read").map_or(0, |s| s.data.clicks);
            assert!(
                stored >= *clicks,
                "run {run}: table {writer} has {stored} clicks, {clicks} were acknowledged"
            );
        }
    }
}

/// Another process (a second store on the same PostgreSQL database) writes a table this store
/// holds decoded: the next update here runs on what the other process wrote, not on the copy;
/// and clicks racing from both processes all land, each once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_row_another_process_wrote_is_read_not_the_cached_copy() {
    let Some(db) = TestDatabase::create().await else { return };
    let (here, there) = (db.open(), db.open());
    for _ in 0..3 {
        bump(&here, 4).await;
    }
    assert_eq!(here.inner.decoded.len(), 1);
    assert_eq!(bump(&there, 4).await, Stored { revision: 4, data: Counter { clicks: 4 } });
    assert_eq!(bump(&here, 4).await, Stored { revision: 5, data: Counter { clicks: 5 } });

    let racers: Vec<_> = [here.clone(), there.clone()]
        .into_iter()
        .map(|store| {
            tokio::spawn(async move {
                for _ in 0..50 {
                    bump(&store, 8).await;
                }
            })
        })
        .collect();
    for racer in racers {
        racer.await.expect("racer");
    }
    assert_eq!(
        there.table::<Counter>(8).expect("read"),
        Some(Stored { revision: 100, data: Counter { clicks: 100 } })
    );
    assert_eq!(bump(&here, 8).await.data.clicks, 101);
    drop((here, there));
    db.remove().await;
}

/// A table removed and opened again by another process reaches the version this store holds
/// decoded: the version matches, but the row is not the one this store wrote, so the update
/// runs on the row, never on the copy (the compare-and-swap checks the writing transaction).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_opened_again_elsewhere_at_the_same_version_is_read_not_the_cached_copy() {
    let Some(db) = TestDatabase::create().await else { return };
    let (here, there) = (db.open(), db.open());
    bump(&here, 3).await;
    assert_eq!(bump(&here, 3).await, Stored { revision: 2, data: Counter { clicks: 2 } });
    there.remove_table(3).await.expect("remove");
    there
        .update(3, |_: Option<Stored<Counter>>| Ok::<_, ()>(Counter { clicks: 40 }))
        .await
        .expect("store")
        .expect("change");
    assert_eq!(bump(&there, 3).await, Stored { revision: 2, data: Counter { clicks: 41 } });
    assert_eq!(bump(&here, 3).await, Stored { revision: 3, data: Counter { clicks: 42 } });
    drop((here, there));
    db.remove().await;
}

/// A change that refuses the cached table (as a click on a board another process moved on
/// would be refused as outdated) is run again on the row before the refusal is answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_of_the_cached_copy_is_checked_against_the_row() {
    let Some(db) = TestDatabase::create().await else { return };
    let (here, there) = (db.open(), db.open());
    bump(&here, 5).await;
    bump(&there, 5).await;
    let mut seen = Vec::new();
    let stored = here
        .update(5, |old: Option<Stored<Counter>>| {
            let clicks = old.map_or(0, |o| o.data.clicks);
            seen.push(clicks);
            if clicks == 2 { Ok(Counter { clicks: 3 }) } else { Err("outdated") }
        })
        .await
        .expect("store");
    assert_eq!(seen, [1, 2], "first the cached copy, then the row");
    assert_eq!(stored, Ok(Stored { revision: 3, data: Counter { clicks: 3 } }));
    let refused = here.update(5, |_: Option<Stored<Counter>>| Err::<Counter, _>("no")).await.expect("store");
    assert_eq!(refused, Err("no"));
    drop((here, there));
    db.remove().await;
}

/// A process starting while another rebuilds the index (after a migration or an import)
/// waits for it, past the couple of seconds a row lock may be waited for, and then finds the
/// index built or builds it: it never gives up and serves without it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_start_waits_for_another_process_rebuilding_the_index() {
    use sqlx::Connection;
    let Some(db) = TestDatabase::create().await else { return };
    let store = db.open();
    let records = (0..10u32)
        .map(|n| backend::TreeRecord {
            tree: TABLES,
            key: u64::from(n).to_be_bytes().to_vec(),
            revision: 1,
            body: encode(1, &Counter { clicks: n }).expect("encode"),
            cold: None,
        })
        .collect();
    assert_eq!(store.backend().import(records).await.expect("import"), Ok(10));
    // The other process: holds the rebuild's lock for longer than a row lock is waited for.
    let mut other = sqlx::PgConnection::connect(&db.url).await.expect("connect");
    sqlx::query("SELECT pg_advisory_lock($1)")
        .bind(postgres::fleet::INDEX_LOCK)
        .execute(&mut other)
        .await
        .expect("lock");
    let held = Duration::from_secs(3);
    let starting = store.clone();
    let started = std::time::Instant::now();
    let start = tokio::task::spawn_blocking(move || starting.index_tables(counter_index));
    tokio::time::sleep(held).await;
    sqlx::query("SELECT pg_advisory_unlock($1)")
        .bind(postgres::fleet::INDEX_LOCK)
        .execute(&mut other)
        .await
        .expect("unlock");
    start.await.expect("the start").expect("it waited, then built the index");
    assert!(started.elapsed() >= held, "it waited for the other process");
    assert_eq!(store.deadline_count().expect("count"), 10);
    other.close().await.expect("close");
    drop(store);
    db.remove().await;
}

/// `database.pool_size` bounds the connections a process opens, however many moves wait: the
/// others queue in the pool (fairly, and within `ACQUIRE`) and all land.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pool_size_bounds_the_connections_of_a_process() {
    use sqlx::Connection;
    let Some(db) = TestDatabase::create().await else { return };
    let store = db.open_with_pool(2);
    // The watcher connects before the writers start and looks at least once after they have
    // all begun: a pool keeps its connections open while idle, so a look after the last write
    // still counts them (a watcher that connected late once saw none at all).
    let mut watcher = sqlx::PgConnection::connect(&db.url).await.expect("connect");
    let writers: Vec<_> = (0..16u64)
        .map(|channel| {
            let store = store.clone();
            tokio::spawn(async move {
                for _ in 0..20 {
                    bump(&store, channel).await;
                }
            })
        })
        .collect();
    let mut most = 0;
    loop {
        most = most.max(TestDatabase::store_backends(&mut watcher).await.len());
        if writers.iter().all(|w| w.is_finished()) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    for writer in writers {
        writer.await.expect("writer");
    }
    assert!((1..=2).contains(&most), "{most} connections open with a pool of 2");
    for channel in 0..16 {
        assert_eq!(store.table::<Counter>(channel).expect("read").map(|s| s.revision), Some(20));
    }
    watcher.close().await.expect("close");
    drop(store);
    db.remove().await;
}

/// Two processes click the same eight tables from many tasks at once, each task in its own
/// order, so their swaps go out in shared statements that lock overlapping rows: every click
/// lands exactly once, none is refused, and no statement deadlocks.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clicks_sent_together_from_two_processes_all_land_once() {
    let Some(db) = TestDatabase::create().await else { return };
    let (here, there) = (db.open(), db.open());
    let tasks: Vec<_> = (0..24u64)
        .map(|task| {
            let store = if task % 2 == 0 { here.clone() } else { there.clone() };
            tokio::spawn(async move {
                for round in 0..10u64 {
                    for step in 0..8u64 {
                        bump(&store, (step * (task + 1) + round) % 8).await;
                    }
                }
            })
        })
        .collect();
    for task in tasks {
        task.await.expect("task");
    }
    let total: u32 =
        (0..8).map(|c| here.table::<Counter>(c).expect("read").map_or(0, |s| s.data.clicks)).sum();
    assert_eq!(total, 24 * 10 * 8);
    for channel in 0..8 {
        let stored = there.table::<Counter>(channel).expect("read").expect("a table");
        assert_eq!(u64::from(stored.data.clicks), stored.revision, "table {channel}");
    }
    drop((here, there));
    db.remove().await;
}

/// A server that stops answering without closing the connection (its backend frozen with
/// SIGSTOP) does not hang a click: it is refused as unavailable once the statement's bound
/// passed, and the store serves again by itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_stops_answering_refuses_the_click_within_the_bound() {
    use sqlx::Connection;
    let Some(db) = TestDatabase::create().await else { return };
    let store = db.open_with_pool(1);
    bump(&store, 1).await;
    bump(&store, 1).await;
    let mut watcher = sqlx::PgConnection::connect(&db.url).await.expect("connect");
    let backends = TestDatabase::store_backends(&mut watcher).await;
    assert_eq!(backends.len(), 1, "{backends:?}");
    let signal = |name: &str| {
        for pid in &backends {
            let done = std::process::Command::new("kill").args([name, &pid.to_string()]).status();
            assert!(done.is_ok_and(|s| s.success()), "kill {name} {pid}");
        }
    };
    signal("-STOP");
    let started = std::time::Instant::now();
    let refused = store.update(1, |old: Option<Stored<Counter>>| {
        Ok::<_, ()>(Counter { clicks: old.map_or(0, |o| o.data.clicks) + 1 })
    });
    let refused = tokio::time::timeout(postgres::ANSWER * 2, refused).await;
    signal("-CONT");
    let waited = started.elapsed();
    assert!(matches!(refused, Ok(Err(StoreError::Unavailable(_)))), "{refused:?}");
    assert!(waited >= postgres::ANSWER && waited < postgres::ANSWER * 2, "{waited:?}");
    let until = std::time::Instant::now() + Duration::from_secs(10);
    let back = loop {
        match store
            .update(1, |old: Option<Stored<Counter>>| Ok::<_, ()>(old.map_or(Counter::default(), |o| o.data)))
            .await
        {
            Ok(stored) => break stored.expect("change"),
            Err(StoreError::Unavailable(_)) if std::time::Instant::now() < until => {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Err(other) => panic!("not back: {other}"),
        }
    };
    // The refused click may or may not have been committed (its answer was lost); the two
    // acknowledged ones were.
    assert!(back.data.clicks >= 2, "{back:?}");
    watcher.close().await.expect("close");
    drop(store);
    db.remove().await;
}
