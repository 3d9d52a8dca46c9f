//! Cost flat in stored tables (issue 57): a sled database holding N finished tables against one
//! holding none, side by side.
//!
//! Both databases hold the same running tables: a user seated at [`SEATED`] games with a turn
//! clock. The second also holds N stored tables, 1 % running with a clock and the rest
//! finished, written quickly (the finished ones as encoded records straight into sled, the
//! running ones through the store, which indexes them). For each database a fresh process
//! (this benchmark run again) measures, best of three runs:
//!
//! * start to ready: open the store, the table service (which reads the index) and the
//!   clocks' deadlines, as the bot does before its shards connect;
//! * RSS after that start;
//! * `/oink games` of the seated user (the directory call the command makes);
//! * one click (a roll, stored and flushed) on one of the user's tables.
//!
//! N is 1,000,000 unless `OINK_FLAT_TABLES` says otherwise (the million takes several minutes
//! and a few GB of disk: not for CI). Run: `OINK_FLAT_TABLES=100000 cargo bench --bench flat`.
//! Figures in docs/performance.md.

// A benchmark's setup fails by panicking, as a test does (see clippy.toml).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use oink::config::Config;
use oink::games::registry::{AnyGame, AnyOptions};
use oink::store::{Store, Stored};
use oink::table::{ClockChoice, Command, Stage, Table};

/// How many running games the measured user sits at.
const SEATED: u64 = 50;
/// The user whose `/oink games` is measured.
const USER: u64 = 950_000_000_000_000_000;
/// Set in the measuring process: the database it opens.
const CHILD: &str = "OINK_FLAT_CHILD";
/// Set in the measuring process: which of the user's tables it clicks.
const CLICKED: &str = "OINK_FLAT_CLICKED";
const RUNS: u64 = 3;

fn main() {
    if let Ok(path) = std::env::var(CHILD) {
        measure(Path::new(&path));
        return;
    }
    let stored: u64 =
        std::env::var("OINK_FLAT_TABLES").ok().and_then(|n| n.parse().ok()).unwrap_or(1_000_000);
    let dir = tempfile::tempdir().expect("tempdir");
    println!("| stored tables | start to ready | RSS after start | `/oink games` | one click |");
    println!("|---|---|---|---|---|");
    for count in [0, stored] {
        let path = dir.path().join(format!("db-{count}"));
        let built = Instant::now();
        build(&path, count);
        eprintln!("{count} stored tables written in {:.1} s", built.elapsed().as_secs_f64());
        let runs: Vec<[f64; 4]> = (0..RUNS).map(|run| child(&path, run)).collect();
        let best = |i: usize| runs.iter().map(|r| r[i]).fold(f64::INFINITY, f64::min);
        println!(
            "| {count} | {:.3} s | {:.1} MB | {:.1} ms | {:.1} ms |",
            best(0),
            best(1),
            best(2),
            best(3)
        );
    }
}

/// A turn clock of a day, so no deadline passes during the benchmark.
fn daily_clock() -> ClockChoice {
    ClockChoice {
        limit: Some(Some(86_400)),
        reminder: Some(None),
        absent: Some("skip"),
        ..ClockChoice::default()
    }
}

/// The database at `path`: the user's running tables, then `count` stored tables.
fn build(path: &Path, count: u64) {
    let runtime = runtime();
    let store = Store::open(path, Config::default().database.cache_capacity_mb).expect("store");
    let service = common::service(&store);
    let template = runtime.block_on(async {
        for index in 0..SEATED {
            let channel = common::FIRST_CHANNEL + index;
            let (host, guest) = (common::actor(USER), common::actor(USER + 1 + index));
            let create = Command::Create {
                setup: AnyOptions::ThreePigs(Default::default()),
                turn_pings: Some(false),
                language: None,
                clock: daily_clock(),
            };
            service.command(common::at(channel), &host, create, common::now()).await.expect("create");
            for (who, token) in [(&guest, "join"), (&host, "start")] {
                common::click(&service, who, channel, common::table(&store, channel).rev, token).await;
            }
        }
        common::table(&store, common::FIRST_CHANNEL)
    });
    // Running tables of other players, through the store (which indexes them), 64 at a time.
    let running = count / 100;
    runtime.block_on(async {
        let mut writers = Vec::new();
        for worker in 0..64 {
            let (store, template) = (store.clone(), template.clone());
            writers.push(tokio::spawn(async move {
                let mut index = worker;
                while index < running {
                    let table = other(&template, SEATED + index, false);
                    store
                        .update(table.channel, |_: Option<Stored<Table>>| Ok::<_, ()>(table.clone()))
                        .await
                        .expect("store")
                        .expect("write");
                    index += 64;
                }
            }));
        }
        for writer in writers {
            writer.await.expect("writer");
        }
        store.close(Duration::from_secs(10)).await;
    });
    drop((service, store));
    // The finished ones as encoded records, straight into sled: they have no index entries.
    let db = reopen_sled(path);
    let tables = db.open_tree("tables").expect("tables");
    let finished = other(&template, SEATED + running, true);
    let body = oink::store::encode(finished.rev, &finished).expect("encode");
    for index in SEATED + running..SEATED + count {
        tables.insert((common::FIRST_CHANNEL + index).to_be_bytes(), body.as_slice()).expect("insert");
    }
    db.flush().expect("flush");
}

/// The template's game in table `index`, played by two other users; finished or running.
fn other(template: &Table, index: u64, finished: bool) -> Table {
    let mut table = template.clone();
    table.channel = common::FIRST_CHANNEL + index;
    table.id = index;
    let Stage::Playing(AnyGame::ThreePigs(mut session)) = table.stage else { panic!("the template runs") };
    for (seat, user) in session.seats.iter_mut().zip(0..) {
        seat.user = common::FIRST_USER + 2 * index + user;
    }
    table.host = common::FIRST_USER + 2 * index;
    table.stage = if finished {
        table.turn = None;
        Stage::Finished(AnyGame::ThreePigs(session))
    } else {
        Stage::Playing(AnyGame::ThreePigs(session))
    };
    table
}

/// One measuring process on the database at `path`: its four figures.
fn child(path: &Path, run: u64) -> [f64; 4] {
    let out = std::process::Command::new(std::env::current_exe().expect("this benchmark"))
        .env(CHILD, path)
        .env(CLICKED, run.to_string())
        .output()
        .expect("run the measuring process");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let figures: Vec<f64> = text.split_whitespace().filter_map(|f| f.parse().ok()).collect();
    figures.try_into().unwrap_or_else(|_| panic!("four figures, not {text:?}"))
}

/// The measuring process: prints start-to-ready seconds, RSS MB, `/oink games` ms, click ms.
fn measure(path: &Path) {
    let clicked: u64 = std::env::var(CLICKED).expect("clicked").parse().expect("a number");
    let runtime = runtime();
    let started = Instant::now();
    let store = Store::open(path, Config::default().database.cache_capacity_mb).expect("store");
    let service = common::service(&store);
    let deadlines = service.load_deadlines().expect("deadlines");
    let ready = started.elapsed();
    assert!(deadlines >= SEATED as usize, "{deadlines} deadlines");
    let rss = common::rss_bytes();
    let user = oink::table::Actor { can_manage: false, ..common::actor(USER) };
    let (games, click) = runtime.block_on(async {
        let listed = Instant::now();
        let answer = service.games_of(&user, false).await.expect("games");
        let games = listed.elapsed();
        let listed = format!("{answer:?}");
        assert!(listed.contains(&common::FIRST_CHANNEL.to_string()), "the user's games: {listed}");
        let channel = common::FIRST_CHANNEL + clicked;
        let table = common::table(&store, channel);
        let Stage::Playing(AnyGame::ThreePigs(session)) = &table.stage else { panic!("running") };
        let player = session.seats[session.game.turn.player].user;
        let clicking = Instant::now();
        common::click(&service, &common::actor(player), channel, table.rev, "roll").await;
        let click = clicking.elapsed();
        assert_ne!(common::table(&store, channel).rev, table.rev, "the roll was stored");
        store.close(Duration::from_secs(10)).await;
        (games, click)
    });
    println!(
        "{} {} {} {}",
        ready.as_secs_f64(),
        rss as f64 / 1e6,
        games.as_secs_f64() * 1e3,
        click.as_secs_f64() * 1e3
    );
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime")
}

/// sled lets go of its lock a moment after the store is dropped.
fn reopen_sled(path: &Path) -> sled::Db {
    let until = Instant::now() + Duration::from_secs(10);
    loop {
        match sled::open(path) {
            Ok(db) => return db,
            Err(error) if Instant::now() < until => {
                eprintln!("waiting for the database: {error}");
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(error) => panic!("{error}"),
        }
    }
}
