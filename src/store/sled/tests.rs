//! The cold records of sled (`cold.rs`) through the backend: a table moved there reads, pages,
//! exports, is written back and is deleted exactly as before, and no interleaving of a move
//! with writes of the same tables loses or revives anything.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::*;
use crate::store::{ARCHIVE, Index, TABLES};

/// When the old tables finished, and the cut that moves them (the young ones finished later).
const OLD: u64 = 100;
const CUT: u64 = 200;
const YOUNG: u64 = 500;

fn open() -> (tempfile::TempDir, Sled) {
    let dir = tempfile::tempdir().expect("tempdir");
    let sled = Sled::open(&dir.path().join("db"), 8).expect("open");
    // An index built over no table: complete, as the table service's start makes it.
    sled.rebuild_index(Box::new(|_, _, _| None)).expect("index");
    (dir, sled)
}

/// The index of a finished table (at `at`), or of a running one seating user 7 with a clock.
fn entries(finished: Option<u64>) -> Entries {
    match finished {
        Some(at) => Entries { index: Index::default(), finished: Some(at) },
        None => Entries { index: Index { players: vec![7], due: Some(1_000) }, finished: None },
    }
}

/// The body of a table: its channel, a version, and when it finished (0: running).
fn body(channel: u64, version: u32, finished: Option<u64>) -> Vec<u8> {
    format!("{channel}/{version}/{}", finished.unwrap_or(0)).into_bytes()
}

/// Reads when a body says it finished (what `Store::finished` reads of a decoded table).
fn finished_of(_: &[u8], body: &[u8]) -> Option<u64> {
    let text = std::str::from_utf8(body).ok()?;
    text.rsplit('/').next()?.parse().ok().filter(|at| *at > 0)
}

/// A write of `channel`'s table at `version` if it is still `expected`.
fn table_write(channel: u64, expected: Option<IVec>, version: u32, finished: Option<u64>) -> TableWrite {
    TableWrite {
        key: channel.to_be_bytes(),
        expected,
        new: Some((u64::from(version), body(channel, version, finished))),
        index: Some(entries(finished)),
        stats: Vec::new(),
    }
}

/// Writes `channel`'s table over whatever the store reads for it now; the token written.
async fn write(sled: &Sled, channel: u64, version: u32, finished: Option<u64>) -> Option<IVec> {
    let expected = sled.get(TABLES, &channel.to_be_bytes()).expect("read");
    sled.swap_table(table_write(channel, expected, version, finished)).await.expect("swap")
}

fn cool_all(sled: &Sled, tree: &'static str, cut: u64) -> usize {
    (0..4).map(|part| sled.cool(tree, cut, (part, 4), &finished_of).expect("cool")).sum()
}

/// 300 old finished tables (channels 1..=300), 20 young finished ones and 20 running ones.
async fn stocked() -> (tempfile::TempDir, Sled) {
    let (dir, sled) = open();
    for channel in 1..=300 {
        write(&sled, channel, 1, Some(OLD)).await.expect("written");
    }
    for channel in 301..=320 {
        write(&sled, channel, 1, Some(YOUNG)).await.expect("written");
    }
    for channel in 321..=340 {
        write(&sled, channel, 1, None).await.expect("written");
    }
    (dir, sled)
}

fn every_table(sled: &Sled) -> BTreeMap<u64, Vec<u8>> {
    sled.tables()
        .map(|row| {
            let (key, body) = row.expect("readable");
            (u64::from_be_bytes(<[u8; 8]>::try_from(&key[..]).expect("a channel")), body.to_vec())
        })
        .collect()
}

#[tokio::test]
async fn a_table_moved_cold_leaves_its_tree_and_its_index_and_reads_as_before() {
    let (_dir, sled) = stocked().await;
    let before = every_table(&sled);
    assert_eq!(cool_all(&sled, TABLES, CUT), 300);
    sled.flush().await.expect("flush");

    assert_eq!(sled.tables.len(), 40, "only the young and the running tables stay in the tree");
    assert_eq!(sled.finished.len(), 20, "the moved tables leave the retention index");
    assert_eq!(sled.indexed.len(), 41, "and index_tables (40 and the mark of a complete index)");
    assert!(sled.cold.len() <= 300 && sled.cold.len() == sled.cold_oldest.len());
    for channel in [1, 150, 300, 305, 330] {
        let key = u64::to_be_bytes(channel);
        assert_eq!(sled.get(TABLES, &key).expect("read").map(|b| b.to_vec()), before.get(&channel).cloned());
    }
    assert_eq!(every_table(&sled), before, "every table, once");
    assert_eq!(sled.deadlines().expect("read").expect("index").len(), 20, "the clocks are untouched");
    assert_eq!(cool_all(&sled, TABLES, CUT), 0, "nothing is moved twice");

    // Pages of 50 cover every table once, past the chunks.
    let mut paged = BTreeMap::new();
    let mut after = Vec::new();
    loop {
        let page = sled.page(TABLES, &after, 50).expect("page");
        for (key, body) in page.rows {
            assert!(paged.insert(key, body).is_none(), "a record paged twice");
        }
        let Some(next) = page.next else { break };
        after = next;
    }
    assert_eq!(paged.len(), 340);

    // An export holds them.
    let exported = sled.snapshot().expect("snapshot").filter(|row| matches!(row, Ok((TABLES, _, _)))).count();
    assert_eq!(exported, 340);
}

#[tokio::test]
async fn a_write_to_a_cold_table_brings_it_back_with_its_index() {
    let (_dir, sled) = stocked().await;
    cool_all(&sled, TABLES, CUT);
    let key = 42u64.to_be_bytes();
    let cold = sled.get(TABLES, &key).expect("read").expect("kept cold");

    // A stale token is refused, as for any table.
    let stale = table_write(42, Some(IVec::from(&b"another state"[..])), 2, None);
    assert_eq!(sled.swap_table(stale).await.expect("swap"), None);

    // A new game in its channel: written back, seated and on the clock, no cold copy left.
    let fresh = table_write(42, Some(cold), 2, None);
    assert!(sled.swap_table(fresh).await.expect("swap").is_some());
    assert_eq!(sled.tables.get(key).expect("read").map(|b| b.to_vec()), Some(body(42, 2, None)));
    assert_eq!(sled.cold_copy(TABLES, &key).expect("read"), None);
    let seated: Vec<_> = sled.tables_of(7).map(|row| row.expect("readable").0.to_vec()).collect();
    assert!(seated.contains(&key.to_vec()), "the seat index lists it");

    // Finished again and moved again; then removed: gone from both places.
    write(&sled, 42, 3, Some(OLD)).await.expect("written");
    assert_eq!(cool_all(&sled, TABLES, CUT), 1);
    sled.remove(TABLES, &key).await.expect("remove");
    assert_eq!(sled.get(TABLES, &key).expect("read"), None);
}

#[tokio::test]
async fn a_cold_copy_left_behind_a_record_by_a_crash_never_comes_back() {
    let (_dir, sled) = stocked().await;
    cool_all(&sled, TABLES, CUT);
    // A crash between a write back and the removal of the cold copy leaves both: the record
    // is what every reader sees.
    let key = 7u64.to_be_bytes();
    let cold = sled.get(TABLES, &key).expect("read").expect("cold");
    sled.tables.insert(key, body(7, 9, None)).expect("insert");
    assert_eq!(sled.get(TABLES, &key).expect("read").map(|b| b.to_vec()), Some(body(7, 9, None)));
    assert_eq!(every_table(&sled).get(&7), Some(&body(7, 9, None)), "listed once, as its record");
    let exported = sled.snapshot().expect("snapshot").filter(|row| matches!(row, Ok((TABLES, _, _)))).count();
    assert_eq!(exported, 340, "exported once");

    // A sweep that read the table before the write deletes nothing (it changed since), and
    // the stale copy goes.
    let removed = sled.remove_unchanged(TABLES, vec![(key.to_vec(), cold.to_vec())]).await.expect("remove");
    assert_eq!(removed, 0);
    assert_eq!(sled.get(TABLES, &key).expect("read").map(|b| b.to_vec()), Some(body(7, 9, None)));
    assert_eq!(sled.cold_copy(TABLES, &key).expect("read"), None);

    // The same crash again, then the table is removed: the copy goes with it.
    let other = 8u64.to_be_bytes();
    sled.tables.insert(other, body(8, 9, None)).expect("insert");
    assert!(sled.cold_copy(TABLES, &other).expect("read").is_some());
    sled.remove(TABLES, &other).await.expect("remove");
    assert_eq!(sled.get(TABLES, &other).expect("read"), None, "the old game does not come back");
}

#[tokio::test]
async fn retention_lists_and_deletes_cold_tables_as_it_does_the_others() {
    let (_dir, sled) = stocked().await;
    // Half the old tables moved, half still in the tree: a sweep reads both.
    let moved = sled.cool(TABLES, CUT, (0, 2), &finished_of).expect("cool");
    assert!(moved > 0 && moved < 300, "{moved}");
    let mut listed = Vec::new();
    let mut after = Vec::new();
    let mut pages = 0;
    loop {
        let listing = sled.finished(TABLES, CUT, &after, 50, &finished_of).expect("list");
        pages += 1;
        listed.extend(listing.rows);
        let Some(last) = listing.last else { break };
        after = last;
    }
    assert!(pages >= 6, "pages of about 50: {pages}");
    let mut channels: Vec<u64> = listed
        .iter()
        .map(|(key, _)| u64::from_be_bytes(<[u8; 8]>::try_from(&key[..]).expect("key")))
        .collect();
    channels.sort_unstable();
    assert_eq!(channels, (1..=300).collect::<Vec<_>>(), "every old table once, no young one");

    // One changed since it was read is kept; the others go, the chunks with them.
    write(&sled, 5, 2, Some(OLD)).await.expect("written");
    let removed = sled.remove_unchanged(TABLES, listed).await.expect("remove");
    assert_eq!(removed, 299);
    assert_eq!(every_table(&sled).len(), 41);
    assert!(sled.get(TABLES, &5u64.to_be_bytes()).expect("read").is_some());
    assert!(sled.cold.is_empty() && sled.cold_oldest.is_empty(), "empty chunks are removed");
}

/// Clicks on old tables (each brings its table back, then finishes it again) while the tables
/// are moved cold and back, over and over: every table ends as its last acknowledged write.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn moves_racing_clicks_on_the_same_tables_lose_and_revive_nothing() {
    let (_dir, sled) = open();
    let sled = Arc::new(sled);
    let channels: Vec<u64> = (1..=64).collect();
    for channel in &channels {
        write(&sled, *channel, 0, Some(OLD)).await.expect("written");
    }
    let mut clickers = Vec::new();
    for lane in 0..4u64 {
        let sled = sled.clone();
        let mine: Vec<u64> = channels.iter().copied().filter(|c| c % 4 == lane).collect();
        clickers.push(tokio::spawn(async move {
            let mut last = BTreeMap::new();
            for version in 1..=40u32 {
                for channel in &mine {
                    // Odd versions run, even ones finished (and so moved again).
                    let finished = (version % 2 == 0).then_some(OLD);
                    if write(&sled, *channel, version, finished).await.is_some() {
                        last.insert(*channel, body(*channel, version, finished));
                    }
                }
            }
            last
        }));
    }
    let mover = {
        let sled = sled.clone();
        tokio::task::spawn_blocking(move || {
            let mut moved = 0;
            for _ in 0..200 {
                moved += cool_all(&sled, TABLES, CUT);
            }
            moved
        })
    };
    let mut expected = BTreeMap::new();
    for clicker in clickers {
        expected.extend(clicker.await.expect("clicker"));
    }
    assert!(mover.await.expect("mover") > 0, "the mover ran during the clicks");
    cool_all(&sled, TABLES, CUT);
    assert_eq!(expected.len(), channels.len(), "every channel was written");
    assert_eq!(every_table(&sled), expected, "each table as last acknowledged, once");
    sled.flush().await.expect("flush");
}

/// A database of an earlier release (its tables there before this release first opened it)
/// keeps its old finished tables where they are; those that finish from then on move.
#[tokio::test]
async fn a_database_of_an_earlier_release_moves_only_the_tables_that_finish_from_then_on() {
    let (dir, sled) = stocked().await;
    // As an earlier release left it: no mark.
    sled.meta.remove(COLD_SINCE).expect("unmark");
    sled.flush().await.expect("flush");
    drop(sled);
    let path = dir.path().join("db");
    let until = std::time::Instant::now() + Duration::from_secs(10);
    let sled = loop {
        match Sled::open(&path, 8) {
            Ok(sled) => break sled,
            Err(StoreError::Locked(_)) if std::time::Instant::now() < until => {
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(error) => panic!("{error}"),
        }
    };
    let now = now();
    assert_eq!(cool_all(&sled, TABLES, now), 0, "the old finished tables stay");
    write(&sled, 7, 2, Some(now)).await.expect("written");
    assert_eq!(cool_all(&sled, TABLES, now), 1, "a table finishing from then on moves");
    assert_eq!(sled.tables.len(), 339);
}

/// An import into a database that holds an archive only (which does not make it "in use")
/// adds its cold archived tables to the chunks there, never writes over them.
#[tokio::test]
async fn an_import_adds_to_the_cold_archive_a_database_holds_already() {
    let (_dir, sled) = open();
    let key = |channel: u64, id: u64| [channel.to_be_bytes(), id.to_be_bytes()].concat();
    let held: Vec<Vec<u8>> = (1..=2_000u64).map(|id| key(1, id)).collect();
    for held in &held {
        sled.archive(held, body(1, 1, Some(OLD)), Some(OLD)).expect("archive");
    }
    assert_eq!(cool_all(&sled, ARCHIVE, CUT), 2_000);
    // Archived tables of another channel whose chunks the held ones are in.
    let buckets: std::collections::HashSet<u16> = held.iter().map(|k| cold::bucket(k)).collect();
    let imported: Vec<Vec<u8>> =
        (1..).map(|id| key(2, id)).filter(|k| buckets.contains(&cold::bucket(k))).take(100).collect();
    let records = imported
        .iter()
        .map(|key| TreeRecord {
            tree: ARCHIVE,
            key: key.clone(),
            revision: 1,
            body: body(2, 1, Some(OLD)),
            cold: Some(OLD),
        })
        .collect();
    assert_eq!(sled.import(records).await.expect("import"), Ok(100));
    for key in held.iter().chain(&imported) {
        assert!(sled.get(ARCHIVE, key).expect("read").is_some(), "archived table {key:?}");
    }
}
