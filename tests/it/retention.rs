//! Issue 57, retention (`database.keep_finished`): finished and archived tables older than
//! what the operator keeps are deleted in bounded batches, and nothing else: a running table
//! (however old), a finished one still young, everyone's statistics and ratings stay; a sweep
//! stopped after one batch and started again loses nothing that should be kept; an export
//! covers what remains. On sled and PostgreSQL.

use std::sync::Arc;
use std::time::Duration;

use oink::i18n::{Catalog, Locale};
use oink::store::{Store, Stored};
use oink::table::cooling::{COOL_AFTER, pass};
use oink::table::old_games::{STEP, rate_old_games};
use oink::table::retention::{BATCH, sweep};
use oink::table::stats::{EVERY_SERVER, UserStats};
use oink::table::{ClockChoice, Service, Stage, Table, Where};

use crate::ratings::{on, play_from};
use crate::support::postgres::TestDatabase;
use crate::table_service::{AT, actor, open_pigs};

/// The sweep's clock: the played games ended long before it.
const NOW: u64 = 10_000_000;
/// What is kept: the last 1,000,000 s before [`NOW`].
const KEEP: Duration = Duration::from_secs(1_000_000);
/// Old finished tables besides the two played, more than two batches' worth.
const COPIES: u64 = 1_100;

fn table(store: &Store, channel: u64) -> Option<Table> {
    store.table::<Table>(channel).expect("read").map(|stored| stored.data)
}

/// Everyone's statistics (both people, their server and across servers).
fn statistics(store: &Store) -> Vec<Option<UserStats>> {
    let mut found = Vec::new();
    for guild in [5, EVERY_SERVER] {
        for user in [1, 2] {
            found.push(store.stats::<UserStats>(guild, user, "three-pigs").expect("read"));
        }
    }
    found
}

/// How many records of `tree` an export of `store` holds.
fn exported(store: &Store, tree: &str) -> usize {
    let mut export = Vec::new();
    store.export(&mut export).expect("export");
    export
        .split(|b| *b == b'\n')
        .filter_map(|line| serde_json::from_slice::<serde_json::Value>(line).ok())
        .filter(|record| record["tree"] == tree)
        .count()
}

/// Runs the sweeps on `store`, after moving the tables finished before the second game to the
/// cold records if `cold` (sled); returns everyone's statistics, as kept.
async fn retention_in(store: Store, reopen: impl Fn() -> Store, cold: bool) -> Vec<Option<UserStats>> {
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    let players = [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs)];
    // Two old games in one channel: the first is archived when the second opens.
    play_from(&service, &store, on(5), &players, 0).await;
    let archived_id = table(&store, AT.channel).expect("a table").id;
    play_from(&service, &store, on(5), &players, 100_000).await;
    assert!(store.archived::<Table>(AT.channel, archived_id).expect("read").is_some());
    // A running game as old as they are.
    let running = Where { channel: 78, ..on(5) };
    open_pigs(&service, &store, running, &players[0], Some(&players[1]), ClockChoice::default()).await;
    assert!(matches!(table(&store, 78).expect("running").stage, Stage::Playing(_)));
    // Old finished tables in other channels, and one finished just now.
    let finished = table(&store, AT.channel).expect("finished");
    for channel in (1_000..1_000 + COPIES).chain([79]) {
        let mut copy = finished.clone();
        (copy.channel, copy.id) = (channel, channel);
        copy.updated_at = if channel == 79 { NOW - 10 } else { 500 };
        store
            .update(channel, |_: Option<Stored<Table>>| Ok::<_, ()>(copy.clone()))
            .await
            .expect("store")
            .expect("write");
    }
    if cold {
        // The first game (archived) and the copies; the second game and 79 stay where they are.
        let moved = pass(&store, 100_000 + COOL_AFTER.as_secs(), Duration::ZERO).await.expect("cool");
        assert_eq!(moved, COPIES + 1);
    }
    let kept_statistics = statistics(&store);
    assert!(
        kept_statistics.iter().all(|s| s.as_ref().is_some_and(|s| s.rating.is_some())),
        "{kept_statistics:?}"
    );

    // A sweep stopped after its first batch, as by a stop of the bot.
    let first = sweep(&store, NOW, KEEP, Duration::ZERO, Some(1)).await.expect("sweep");
    assert_eq!(first.batches, 1);
    assert!(first.deleted > 0 && first.deleted <= BATCH as u64, "{first:?}");
    drop((service, store));

    let store = reopen();
    let rest = sweep(&store, NOW, KEEP, Duration::ZERO, None).await.expect("sweep");
    assert_eq!(
        first.deleted + rest.deleted,
        COPIES + 2,
        "every old finished table, once: {first:?} {rest:?}"
    );
    assert!(rest.batches >= 3, "{BATCH} records a batch: {rest:?}");
    for channel in [AT.channel, 1_000, 1_000 + COPIES - 1] {
        assert!(table(&store, channel).is_none(), "channel {channel} deleted");
    }
    assert!(store.archived::<Table>(AT.channel, archived_id).expect("read").is_none(), "the archive too");
    assert!(matches!(table(&store, 78).expect("kept").stage, Stage::Playing(_)), "a running table stays");
    assert!(table(&store, 79).is_some(), "a young finished table stays");
    assert_eq!(statistics(&store), kept_statistics, "statistics and ratings stay");
    assert_eq!(
        (exported(&store, "tables"), exported(&store, "archive")),
        (2, 0),
        "the export holds what remains"
    );
    assert_eq!(exported(&store, "stats"), kept_statistics.len());

    let again = sweep(&store, NOW, KEEP, Duration::ZERO, None).await.expect("sweep");
    assert_eq!(again.deleted, 0, "nothing more to delete");
    kept_statistics
}

#[tokio::test]
async fn retention_deletes_old_finished_tables_only_on_sled() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("db");
    let kept =
        retention_in(Store::open(&path, 8).expect("store"), || Store::open(&path, 8).expect("reopen"), false)
            .await;

    // Exported and imported (which rates the old games again, from the two tables left): the
    // ratings of the deleted games stay.
    let mut export = Vec::new();
    Store::open(&path, 8).expect("open").export(&mut export).expect("export");
    let moved = dir.path().join("moved");
    let loads = |_: &str, _: &str| Ok(None);
    oink::store::backup::import(&moved, export.as_slice(), 8, false, &loads, &oink::table::prepare)
        .await
        .expect("import");
    assert_eq!(statistics(&Store::open(&moved, 8).expect("open")), kept);
}

/// Tables moved to sled's cold records (`cooling.rs`) are deleted as the others are, in the
/// same bounded batches, and nothing else.
#[tokio::test]
async fn retention_deletes_old_finished_tables_moved_to_the_cold_records_on_sled() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("db");
    retention_in(Store::open(&path, 8).expect("store"), || Store::open(&path, 8).expect("reopen"), true)
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn retention_deletes_old_finished_tables_only_on_postgres() {
    let Some(db) = TestDatabase::create().await else { return };
    retention_in(db.open(), || db.open(), false).await;
}

/// Finished tables younger than what is kept, more than two batches' worth.
const YOUNG: u64 = 1_200;

/// A sweep reads only what the index of finishing times lists as old enough: among many
/// finished tables still young (and a running game) it decodes the old ones it deletes, and
/// none of the others.
async fn young_unread_in(store: Store) {
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    let players = [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs)];
    play_from(&service, &store, on(5), &players, 0).await;
    let running = Where { channel: 78, ..on(5) };
    open_pigs(&service, &store, running, &players[0], Some(&players[1]), ClockChoice::default()).await;
    let finished = table(&store, AT.channel).expect("finished");
    for channel in 1_000..1_000 + YOUNG {
        let mut copy = finished.clone();
        (copy.channel, copy.id, copy.updated_at) = (channel, channel, NOW - channel);
        store
            .update(channel, |_: Option<Stored<Table>>| Ok::<_, ()>(copy.clone()))
            .await
            .expect("store")
            .expect("write");
    }

    let swept = sweep(&store, NOW, KEEP, Duration::ZERO, None).await.expect("sweep");
    assert_eq!((swept.deleted, swept.read), (1, 1), "only the old game is read: {swept:?}");
    assert!(table(&store, AT.channel).is_none(), "the old game is deleted");
    assert!(table(&store, 78).is_some() && table(&store, 1_000).is_some(), "the rest stays");
    assert_eq!(exported(&store, "tables"), 1 + YOUNG as usize);
}

#[tokio::test]
async fn a_sweep_reads_none_of_the_young_finished_tables_on_sled() {
    let dir = tempfile::tempdir().expect("tempdir");
    young_unread_in(Store::open(&dir.path().join("db"), 8).expect("store")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sweep_reads_none_of_the_young_finished_tables_on_postgres() {
    let Some(db) = TestDatabase::create().await else { return };
    young_unread_in(db.open()).await;
}

/// A sweep deletes nothing while the one-time rating of old games is not marked done in the
/// database (another process still replaying them, or a start whose step failed): an old
/// game it has not rated yet is never deleted unrated. `unmark` takes the mark away (as a
/// database before the step); the sweep after the step deletes the old game.
async fn waits_for_the_rating_of_old_games_in(store: Store, unmark: impl AsyncFnOnce(Store) -> Store) {
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    let players = [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs)];
    play_from(&service, &store, on(5), &players, 0).await;
    drop(service);
    let store = unmark(store).await;

    for _ in 0..2 {
        let waited = sweep(&store, NOW, KEEP, Duration::ZERO, None).await.expect("sweep");
        assert!(waited.waiting && waited.deleted == 0, "{waited:?}");
        assert!(table(&store, AT.channel).is_some(), "the old game waits for its rating");
    }
    assert!(rate_old_games(&store).expect("rated").is_some_and(|rated| rated.games == 1));
    let swept = sweep(&store, NOW, KEEP, Duration::ZERO, None).await.expect("sweep");
    assert_eq!(swept.deleted, 1, "{swept:?}");
    assert!(table(&store, AT.channel).is_none());
}

#[tokio::test]
async fn a_sweep_waits_for_the_rating_of_old_games_on_sled() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("db");
    let store = Store::open(&path, 8).expect("store");
    waits_for_the_rating_of_old_games_in(store, async |store: Store| {
        store.close(Duration::from_secs(4)).await;
        drop(store);
        let db = crate::support::reopen_sled(&path).await;
        db.open_tree("meta").expect("meta").remove(STEP).expect("unmark");
        db.flush().expect("flush");
        drop(db);
        crate::support::reopen(&path).await
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sweep_waits_for_the_rating_of_old_games_on_postgres() {
    use sqlx::Connection;
    let Some(db) = TestDatabase::create().await else { return };
    let url = db.url.clone();
    waits_for_the_rating_of_old_games_in(db.open(), async |store: Store| {
        let mut admin = sqlx::PgConnection::connect(&url).await.expect("connect");
        sqlx::query("DELETE FROM oink_meta WHERE name = $1")
            .bind(STEP)
            .execute(&mut admin)
            .await
            .expect("unmark");
        store
    })
    .await;
}

/// `database.keep_finished`: forever by default, a duration of at least a day, and a clear
/// refusal naming the key otherwise.
#[test]
fn keep_finished_reads_forever_or_a_duration_of_a_day_or_more() {
    use oink::config::Config;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("oink.toml");
    let load = |value: Option<&str>| {
        let text = value.map_or(String::new(), |v| format!("[database]\nkeep_finished = \"{v}\"\n"));
        std::fs::write(&path, text).expect("write");
        Config::load(&Config::locate(Some(&path)))
    };
    let keep = |value| load(value).expect("loads").database.keep_finished;
    assert_eq!(keep(None), None);
    assert_eq!(keep(Some("forever")), None);
    assert_eq!(keep(Some("365d")), Some(Duration::from_secs(365 * 86_400)));
    for bad in ["365x", "soon", "2h"] {
        let refused = load(Some(bad)).expect_err(bad).to_string();
        assert!(
            refused.contains("database.keep_finished") && refused.contains("forever"),
            "{bad}: {refused}"
        );
    }
}

/// sled, killed between the two halves of a write: `/… new` in the channel of an old finished
/// game wrote the lobby's entries in `index_tables` (the first half), and the lobby itself
/// never reached the disk. The finished game is still the channel's table, and the retention
/// entry of when it finished is right although `index_tables` disagrees: the sweep reads the
/// table to tell, and deletes it.
#[tokio::test]
async fn a_finished_table_whose_replacement_was_cut_short_by_a_crash_is_still_deleted_on_sled() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("db");
    let store = Store::open(&path, 8).expect("store");
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    let players = [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs)];
    play_from(&service, &store, on(5), &players, 0).await;
    drop(service);
    store.close(Duration::from_secs(4)).await;
    drop(store);
    {
        let db = crate::support::reopen_sled(&path).await;
        // A lobby's entries, as `index_tables` keeps them: no deadline (flag 0), not finished
        // (flag 0), then its host.
        let lobby = [&[0u8; 18][..], &1u64.to_be_bytes()].concat();
        db.open_tree("index_tables").expect("tree").insert(AT.channel.to_be_bytes(), lobby).expect("insert");
        db.flush().expect("flush");
    }
    let store = crate::support::reopen(&path).await;
    assert!(matches!(table(&store, AT.channel).expect("kept").stage, Stage::Finished(_)));
    let swept = sweep(&store, NOW, KEEP, Duration::ZERO, None).await.expect("sweep");
    assert_eq!((swept.deleted, swept.read), (1, 1), "{swept:?}");
    assert!(table(&store, AT.channel).is_none(), "the old game is deleted");
}
