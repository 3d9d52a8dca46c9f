//! Issue 57: a table that finished a day ago is moved to sled's cold records (`cooling.rs`),
//! and its players see no difference: its board's Rematch opens the next game, a new game in
//! its channel archives it, and its game stays rated, exported and imported. An import writes
//! the old games there at once, so the first start opens a lean database.

use std::sync::Arc;
use std::time::Duration;

use oink::i18n::{Catalog, Locale};
use oink::store::Store;
use oink::table::cooling::pass;
use oink::table::loads::loads_as_the_bot_would;
use oink::table::stats::UserStats;
use oink::table::{Actor, Service, Stage, Table, prepare};

use crate::ratings::{on, play_from};
use crate::table_service::{AT, actor, id, pigs};

/// Well after the games below ended.
const LATER: u64 = 10_000_000;

fn table(store: &Store) -> Table {
    store.table::<Table>(AT.channel).expect("read").expect("a table").data
}

fn games_of(store: &Store, user: u64) -> u32 {
    let stats = store.stats::<UserStats>(5, user, "three-pigs").expect("read").expect("statistics");
    stats.rating.expect("rated").games
}

/// A sled store in `dir`, its table service, and Ann and Ben.
fn table_of_two(dir: &tempfile::TempDir) -> (Store, Service, [Actor; 2]) {
    let store = Store::open(&dir.path().join("db"), 8).expect("store");
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    (store, service, [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs)])
}

#[tokio::test]
async fn the_rematch_of_a_game_moved_to_the_cold_records_opens_the_next_game() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (store, service, players) = table_of_two(&dir);
    play_from(&service, &store, on(5), &players, 0).await;
    let ended = table(&store);
    assert!(matches!(ended.stage, Stage::Finished(_)));

    assert_eq!(pass(&store, LATER, Duration::ZERO).await.expect("cool"), 1, "the finished game moves");
    assert_eq!(table(&store), ended, "and reads as it was");

    // Ben clicks Rematch on the old board: the next game starts with both, the old one
    // archived.
    let rematch = id(AT, ended.rev, "rematch");
    let answer = service.component(AT, &players[1], &rematch, &[], LATER).await.expect("store");
    assert!(answer.fresh_board.is_some(), "a new board: {answer:?}");
    let next = table(&store);
    assert!(matches!(next.stage, Stage::Playing(_)), "{:?}", next.stage);
    assert_ne!(next.id, ended.id);
    let seated: Vec<u64> = pigs(next.clone()).expect("pigs").seats.iter().map(|seat| seat.user).collect();
    assert_eq!(seated.len(), 2, "both seated");
    let archived = store.archived::<Table>(AT.channel, ended.id).expect("read").expect("archived");
    assert_eq!(archived, ended);
    assert_eq!(games_of(&store, 2), 1, "the old game stays rated");
    // The archived game moves again; the running one stays.
    assert_eq!(pass(&store, LATER + 200_000, Duration::ZERO).await.expect("cool"), 1);
    assert_eq!(table(&store), next);
}

/// The tables and archived tables an export of `store` holds, as exported, sorted (the
/// import's rating step writes the statistics again).
fn export(store: &Store) -> Vec<String> {
    let mut out = Vec::new();
    store.export(&mut out).expect("export");
    let text = String::from_utf8(out).expect("text");
    let mut lines: Vec<String> = text
        .lines()
        .filter(|line| line.starts_with(r#"{"tree":"tables""#) || line.starts_with(r#"{"tree":"archive""#))
        .map(str::to_owned)
        .collect();
    lines.sort();
    lines
}

#[tokio::test]
async fn an_import_writes_the_games_finished_a_day_ago_cold_and_exports_them_again_unchanged() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (store, service, players) = table_of_two(&dir);
    // Two games, ended long ago (the games' clock starts at 0): the first archived.
    play_from(&service, &store, on(5), &players, 0).await;
    play_from(&service, &store, on(5), &players, 100_000).await;
    let exported = export(&store);
    assert_eq!(exported.len(), 2, "a table and an archived one");
    drop((service, store));

    let mut raw = Vec::new();
    Store::open(&dir.path().join("db"), 8).expect("open").export(&mut raw).expect("export");
    let moved = dir.path().join("moved");
    oink::store::backup::import(&moved, raw.as_slice(), 8, false, &loads_as_the_bot_would, &prepare)
        .await
        .expect("import");
    let imported = Store::open(&moved, 8).expect("open");
    assert_eq!(pass(&imported, LATER, Duration::ZERO).await.expect("cool"), 0, "the import wrote them there");
    assert_eq!(export(&imported), exported, "an export of the moved games is the export imported");
    assert_eq!(games_of(&imported, 1), 2, "and they stay rated");
    drop(imported);

    // Imported by a check that says nothing of their age, the same games are where they were.
    let plain = dir.path().join("plain");
    let loads = |_: &str, _: &str| Ok(None);
    oink::store::backup::import(&plain, raw.as_slice(), 8, false, &loads, &prepare).await.expect("import");
    let plain = Store::open(&plain, 8).expect("open");
    assert_eq!(pass(&plain, LATER, Duration::ZERO).await.expect("cool"), 2);
}
