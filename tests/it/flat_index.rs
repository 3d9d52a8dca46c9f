//! The sled store's seat and deadline index (issue 57): a start reads the clocks from the index,
//! not every stored table, and the index holds every entry the stored tables need across a
//! restart and a kill -9 between writes.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use oink::component::ComponentId;
use oink::i18n::{Catalog, Locale};
use oink::store::Store;
use oink::table::{Actor, ClockChoice, Command, Service, Table, Where};

use super::table_service::{AT, actor, clock_tick, open_pigs};

const HOUR: u64 = 3600;
/// The first channel of the tables written behind the store's back.
const UNREADABLE: u64 = 7_000_000_000;

fn hourly() -> ClockChoice {
    ClockChoice {
        limit: Some(Some(HOUR)),
        reminder: Some(None),
        absent: Some("skip"),
        ..ClockChoice::default()
    }
}

/// The host ends the table in `at` (the command, then its confirmation).
async fn end(service: &Service, store: &Store, at: Where, host: &Actor) {
    service.command(at, host, Command::End, 10).await.expect("store");
    let table = store.table::<Table>(at.channel).expect("read").expect("a table").data.id;
    let confirm = ComponentId::EndTable { channel: at.channel, table, confirm: true }.encode();
    service.component(at, host, &confirm, &[], 10).await.expect("store");
}

fn catalog() -> Arc<Catalog> {
    Arc::new(Catalog::embedded().expect("catalog"))
}

#[tokio::test]
async fn a_start_reads_the_clocks_from_the_index_not_every_stored_table() {
    crate::support::capture_logs();
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("db");
    {
        let store = Store::open(&path, 8).expect("store");
        let service = Service::new(store.clone(), catalog(), true);
        let (ann, ben) = (actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs));
        open_pigs(&service, &store, AT, &ann, Some(&ben), hourly()).await;
        store.close(Duration::from_secs(4)).await;
    }
    add_unreadable_tables(&path).await;
    let store = crate::support::reopen(&path).await;
    let service = Service::new(store.clone(), catalog(), true);
    assert_eq!(service.load_deadlines().expect("index"), 1);
    assert!(
        !crate::support::logged(&format!("record {UNREADABLE} in tree tables")),
        "the start read a stored table that has no clock"
    );
    // The index drives the clock: the limit passes and the turn is skipped.
    assert_eq!(service.next_deadline(), Some(HOUR));
    assert_eq!(clock_tick(&service, HOUR).await.len(), 1);
    assert_eq!(service.next_deadline(), Some(2 * HOUR));
}

/// `oink db import` prepares what it imports as the bot's first start would (the index, the
/// ratings of old games), so that start reads no table; an import that leaves it undone
/// leaves the index to be built.
#[tokio::test]
async fn an_import_builds_the_index_before_the_database_is_put_in_place() {
    use oink::store::StoreError;
    use oink::table::old_games::STEP;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut export = Vec::new();
    {
        let store = Store::open(&dir.path().join("db"), 8).expect("store");
        let service = Service::new(store.clone(), catalog(), true);
        let (ann, ben) = (actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs));
        open_pigs(&service, &store, AT, &ann, Some(&ben), hourly()).await;
        store.export(&mut export).expect("export");
    }
    let loads = |_: &str, _: &str| Ok(None);
    let (prepared, bare) = (dir.path().join("prepared"), dir.path().join("bare"));
    oink::store::backup::import(&prepared, export.as_slice(), 8, false, &loads, &oink::table::prepare)
        .await
        .expect("import");
    oink::store::backup::import(&bare, export.as_slice(), 8, false, &loads, &|_| Ok::<_, StoreError>(()))
        .await
        .expect("import");

    let store = Store::open(&prepared, 8).expect("open");
    let deadlines = store.deadlines().expect("read").expect("the index is complete");
    assert_eq!(deadlines.iter().map(|&(channel, _)| channel).collect::<Vec<_>>(), [AT.channel]);
    assert_eq!(store.tables_of::<Table>(1).count(), 1, "the seat index too");
    assert!(store.is_done(STEP).expect("read"), "the old games are rated");

    let store = Store::open(&bare, 8).expect("open");
    assert!(store.deadlines().expect("read").is_none(), "left to the first start");
    assert!(!store.is_done(STEP).expect("read"));
}

#[tokio::test]
async fn the_games_of_a_user_read_only_the_tables_they_sit_at() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("db");
    let (ann, ben, cat) =
        (actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs), actor(3, "Cat", Locale::EnUs));
    let lobby = Where { channel: 78, ..AT };
    {
        let store = Store::open(&path, 8).expect("store");
        let service = Service::new(store.clone(), catalog(), true);
        open_pigs(&service, &store, AT, &ann, Some(&ben), hourly()).await;
        open_pigs(&service, &store, lobby, &cat, None, hourly()).await;
        store.close(Duration::from_secs(4)).await;
    }
    add_unreadable_tables(&path).await;
    let store = crate::support::reopen(&path).await;
    let service = Service::new(store.clone(), catalog(), true);
    let channels = |user: u64| -> Vec<u64> {
        store.tables_of::<Table>(user).map(|row| row.expect("only readable tables").data.channel).collect()
    };
    assert_eq!(channels(1), [AT.channel]);
    assert_eq!(channels(2), [AT.channel]);
    assert_eq!(channels(3), [lobby.channel]);
    assert!(channels(4).is_empty());
    // An ended game, a lobby ended (removed), are no longer anyone's.
    end(&service, &store, AT, &ann).await;
    assert!(channels(1).is_empty());
    assert!(channels(2).is_empty());
    assert_eq!(channels(3), [lobby.channel]);
    end(&service, &store, lobby, &cat).await;
    assert!(store.table::<Table>(lobby.channel).expect("read").is_none(), "a lobby ended is removed");
    assert!(channels(3).is_empty());
}

/// The child of [`a_kill_9_between_writes_leaves_every_clock_in_the_index`]: opens tables
/// with a clock (some ended again) on four tasks until it is killed, printing each one
/// opened. Does nothing unless the parent started it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the writer process of a_kill_9_between_writes_leaves_every_clock_in_the_index"]
async fn index_crash_child() {
    let Ok(path) = std::env::var("OINK_INDEX_CRASH_CHILD") else { return };
    let store = Store::open(std::path::Path::new(&path), 8).expect("store");
    let service = Service::new(store.clone(), catalog(), true);
    let start: u64 = std::env::var("OINK_INDEX_CRASH_FROM").expect("from").parse().expect("a number");
    let writers: Vec<_> = (0..4u64)
        .map(|task| {
            let (store, service) = (store.clone(), service.clone());
            tokio::spawn(async move {
                for n in 0.. {
                    let channel = start + n * 4 + task;
                    let at = Where {
                        channel,
                        guild: Some(5),
                        chatter: 0,
                        board_locale: None,
                        answers_only: false,
                    };
                    let (host, guest) =
                        (actor(channel, "Ann", Locale::EnUs), actor(channel + 1, "Ben", Locale::EnUs));
                    open_pigs(&service, &store, at, &host, Some(&guest), hourly()).await;
                    if n % 3 == 0 {
                        end(&service, &store, at, &host).await;
                    }
                    println!("opened {channel}");
                }
            })
        })
        .collect();
    for writer in writers {
        let _ = writer.await;
    }
}

/// kill -9 of a process opening and ending tables, three times at different moments: every
/// stored table's deadline is in the index the next start reads.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_9_between_writes_leaves_every_clock_in_the_index() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};

    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("db");
    for run in 0..3u64 {
        let mut child = Command::new(std::env::current_exe().expect("test binary"))
            .args([
                "flat_index::index_crash_child",
                "--exact",
                "--ignored",
                "--nocapture",
                "--test-threads",
                "1",
            ])
            .env("OINK_INDEX_CRASH_CHILD", &path)
            .env("OINK_INDEX_CRASH_FROM", (1_000 + run * 100_000).to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start the writer");
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        let mut opened = 0;
        while opened < 10 + run * 15 {
            let line = lines.next().expect("the writer stopped early").expect("read");
            if line.starts_with("opened ") {
                opened += 1;
            }
        }
        child.kill().expect("kill -9");
        child.wait().expect("reaped");

        let store = crate::support::reopen(&path).await;
        let service = Service::new(store.clone(), catalog(), true);
        service.load_deadlines().expect("index");
        let indexed: HashSet<u64> = service.due_channels(u64::MAX).into_iter().collect();
        let mut clocked = 0;
        for table in store.tables::<Table>() {
            let table = table.expect("a table").data;
            for seat in table.stage.seats().iter().filter(|seat| seat.is_persons()) {
                let listed = store
                    .tables_of::<Table>(seat.user)
                    .filter_map(Result::ok)
                    .any(|t| t.data.channel == table.channel);
                assert!(
                    listed || matches!(table.stage, oink::table::Stage::Finished(_)),
                    "run {run}: {} is not listed for {}",
                    table.channel,
                    seat.user
                );
            }
            if let Some((due, _)) = table.due() {
                clocked += 1;
                assert!(
                    indexed.contains(&table.channel),
                    "run {run}: the deadline {due} of {} is not indexed",
                    table.channel
                );
            }
        }
        assert!(clocked > 0, "run {run}: the writer stored tables with a clock");
        store.close(Duration::from_secs(4)).await;
        drop(service);
    }
}

/// Two thousand tables no clock concerns (as finished ones) in the sled database at `path`,
/// stored as bytes no release can read: a start or a listing that read any of them would log it.
async fn add_unreadable_tables(path: &std::path::Path) {
    let db = crate::support::reopen_sled(path).await;
    let tables = db.open_tree("tables").expect("tree");
    for n in 0..2_000u64 {
        tables.insert((UNREADABLE + n).to_be_bytes(), &b"\x01not a record"[..]).expect("insert");
    }
    db.flush().expect("flush");
}
