//! Cost flat in stored tables (issue 57): a sled database holding N finished tables against one
//! holding none, side by side.
//!
//! Both databases hold the same running tables: a user seated at [`SEATED`] games with a turn
//! clock. The second also holds N stored tables, 1 % running with a clock and the rest
//! finished two days ago, written quickly: the running ones through the store (which indexes
//! them), the finished ones by `oink db import` of that store's export with the finished
//! tables added (the import writes them to the cold records, where the bot's background
//! task would have moved them a day after they finished, and builds the index). For each database a fresh process
//! (this benchmark run again) measures, best of three runs:
//!
//! * start to ready: open the store, the table service (which reads the index) and the
//!   clocks' deadlines, as the bot does before its shards connect;
//! * RSS after that start;
//! * `/oink games` of the seated user (the directory call the command makes);
//! * the first click (a roll, stored and flushed) on one of the user's tables, which reads
//!   the table's path in the store from disk;
//! * a click after it: the median of [`TOGGLES`] die toggles on that table, each stored.
//!
//! N is 1,000,000 unless `OINK_FLAT_TABLES` says otherwise (the million takes about 30 s to
//! write and index, and 2 GB of disk: not for CI). Run: `OINK_FLAT_TABLES=100000 cargo bench --bench flat`.
//!
//! With `OINK_BENCH_DATABASE_URL` (a PostgreSQL server; a database is made on it for each N and
//! dropped after), the same two stores are also measured on PostgreSQL: the finished tables
//! written by one `INSERT … SELECT` over `generate_series`, the running ones through the store.
//! `OINK_FLAT_CACHE_MB` sets sled's cache of the measuring processes (default: the bot's);
//! `OINK_FLAT_KEEP` keeps the sled stores, to profile a measuring process on them (run this
//! benchmark's binary with `OINK_FLAT_CHILD=<store> OINK_FLAT_CLICKED=0`).
//! Figures in docs/performance.md.

// A benchmark's setup fails by panicking, as a test does (see clippy.toml).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use oink::config::Config;
use oink::games::registry::{AnyGame, AnyOptions};
use oink::store::postgres::Settings;
use oink::store::{Envelope, Store, Stored};
use oink::table::{ClockChoice, Command, Stage, Table};
use sha2::{Digest, Sha256};
use sqlx::{Connection, Executor, PgConnection};

/// How many running games the measured user sits at.
const SEATED: u64 = 50;
/// The user whose `/oink games` is measured.
const USER: u64 = 950_000_000_000_000_000;
/// Set in the measuring process: the database it opens.
const CHILD: &str = "OINK_FLAT_CHILD";
/// Set in the measuring process: which of the user's tables it clicks.
const CLICKED: &str = "OINK_FLAT_CLICKED";
const RUNS: u64 = 3;
/// The die toggles after the first click whose median is the warm click.
const TOGGLES: usize = 21;

fn main() {
    if let Ok(place) = std::env::var(CHILD) {
        measure(&place);
        return;
    }
    let stored: u64 =
        std::env::var("OINK_FLAT_TABLES").ok().and_then(|n| n.parse().ok()).unwrap_or(1_000_000);
    let dir = tempfile::tempdir().expect("tempdir");
    let server = std::env::var("OINK_BENCH_DATABASE_URL").ok().filter(|url| !url.is_empty());
    println!(
        "| store | stored tables | start to ready | RSS after start | `/oink games` | first click | a click (median of {TOGGLES}) |"
    );
    println!("|---|---|---|---|---|---|---|");
    for count in [0, stored] {
        let path = dir.path().join(format!("db-{count}"));
        let built = Instant::now();
        let store = Store::open(&path, Config::default().database.cache_capacity_mb).expect("store");
        let running = stored_tables(store, count);
        finished_by_import(&path, &running, count);
        eprintln!("sled: {count} stored tables written in {:.1} s", built.elapsed().as_secs_f64());
        report("sled", count, &path.display().to_string());
        let Some(server) = &server else { continue };
        let database = Database::create(server, count);
        let built = Instant::now();
        let store =
            Store::postgres(&database.url, Settings::waiting(Duration::from_secs(10))).expect("store");
        let running = stored_tables(store, count);
        database.finished(&running, count);
        eprintln!("postgres: {count} stored tables written in {:.1} s", built.elapsed().as_secs_f64());
        report("PostgreSQL", count, &database.url);
        database.drop();
    }
    if server.is_none() {
        eprintln!("flat: set OINK_BENCH_DATABASE_URL=postgres://… to measure PostgreSQL too");
    }
    if std::env::var_os("OINK_FLAT_KEEP").is_some() {
        eprintln!("flat: the sled stores are kept in {}", dir.keep().display());
    }
}

/// Measures the store at `place` (a sled folder or a PostgreSQL URL) in fresh processes and
/// prints the best of [`RUNS`] as a row.
fn report(store: &str, count: u64, place: &str) {
    let runs: Vec<[f64; 5]> = (0..RUNS).map(|run| child(place, run)).collect();
    let best = |i: usize| runs.iter().map(|r| r[i]).fold(f64::INFINITY, f64::min);
    println!(
        "| {store} | {count} | {:.3} s | {:.1} MB | {:.1} ms | {:.1} ms | {:.2} ms |",
        best(0),
        best(1),
        best(2),
        best(3),
        best(4)
    );
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

/// The user's running tables and the 1 % of `count` that run, through `store` (which indexes
/// them); returns a finished table to copy for the rest.
fn stored_tables(store: Store, count: u64) -> Table {
    let runtime = runtime();
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
    other(&template, SEATED + running, true)
}

/// The first finished table's index: after the user's tables and the running ones.
fn first_finished(count: u64) -> u64 {
    SEATED + count / 100
}

/// The finished tables, by `oink db import`, as an operator moves a database: the store at
/// `path` (its running tables, written through it) exported, the finished tables added to the
/// export as its records, and the whole imported with the bot's own check in place of `path`.
/// The import writes the tables finished two days ago straight to the cold records, where
/// the bot's background task would have moved them, and builds the index.
fn finished_by_import(path: &Path, finished: &Table, count: u64) {
    let file = path.with_extension("jsonl");
    {
        let store = reopen(|| Store::open(path, Config::default().database.cache_capacity_mb));
        let mut own = Vec::new();
        store.export(&mut own).expect("export");
        runtime().block_on(store.close(Duration::from_secs(60)));
        let mut out = BufWriter::new(File::create(&file).expect("export file"));
        let mut hasher = Sha256::new();
        let mut records = 0u64;
        let mut line = |text: &[u8]| {
            out.write_all(text).and_then(|()| out.write_all(b"\n")).expect("write");
            hasher.update(text);
            hasher.update(b"\n");
            records += 1;
        };
        // The store's own records, without their closing line.
        for own in own.split(|b| *b == b'\n').filter(|l| !l.is_empty() && !l.starts_with(b"{\"records\"")) {
            line(own);
        }
        let envelope = Envelope { schema: oink::store::SCHEMA, revision: finished.rev, data: finished };
        let value = serde_json::to_string(&envelope).expect("envelope");
        for index in first_finished(count)..SEATED + count {
            let key: String =
                (common::FIRST_CHANNEL + index).to_be_bytes().iter().map(|b| format!("{b:02x}")).collect();
            line(format!(r#"{{"tree":"tables","key":"{key}","value":{value}}}"#).as_bytes());
        }
        let sha256: String = hasher.finalize().iter().map(|b| format!("{b:02x}")).collect();
        writeln!(out, r#"{{"records":{records},"sha256":"{sha256}"}}"#).expect("closing line");
        out.flush().expect("flush");
    }
    std::fs::remove_dir_all(path).expect("remove the store exported");
    let input = std::io::BufReader::new(File::open(&file).expect("open the export"));
    let cache = Config::default().database.cache_capacity_mb;
    let loads = oink::table::loads::loads_as_the_bot_would;
    let imported = runtime()
        .block_on(oink::store::backup::import(path, input, cache, false, &loads, &oink::table::prepare))
        .expect("import");
    eprintln!("sled: {} records imported", imported.records);
    std::fs::remove_file(&file).expect("remove the export");
}

/// A PostgreSQL database of its own for one store of the benchmark, dropped by [`Database::drop`].
struct Database {
    server: String,
    name: String,
    url: String,
}

impl Database {
    fn create(server: &str, count: u64) -> Database {
        let name = format!("oink_flat_{}_{count}", std::process::id());
        runtime().block_on(async {
            let mut admin = PgConnection::connect(server).await.expect("connect");
            admin
                .execute(format!("CREATE DATABASE {name}").as_str())
                .await
                .expect("create the bench database");
        });
        let mut url = url::Url::parse(server).expect("url");
        url.set_path(&name);
        Database { server: server.to_owned(), name, url: url.to_string() }
    }

    /// The finished tables, one `INSERT … SELECT` of the same encoded record under each key
    /// (the channel as 8 big-endian bytes, as the store keys it: `int8send`), with the time it
    /// finished, as the store's compare-and-swap writes it (the retention index).
    fn finished(&self, finished: &Table, count: u64) {
        let body = oink::store::encode(finished.rev, finished).expect("encode");
        let (first, last) = (first_finished(count), SEATED + count);
        if first >= last {
            return;
        }
        runtime().block_on(async {
            let mut db = PgConnection::connect(&self.url).await.expect("connect");
            sqlx::query(
                "INSERT INTO tables (key, version, body, finished_at) \
                 SELECT int8send($1::bigint + i), $2, $3, $6 FROM generate_series($4::bigint, $5::bigint) AS i",
            )
            .bind(common::FIRST_CHANNEL as i64)
            .bind(finished.rev as i64)
            .bind(body)
            .bind(first as i64)
            .bind(last as i64 - 1)
            .bind(finished.updated_at as i64)
            .execute(&mut db)
            .await
            .expect("insert the finished tables");
            db.execute("VACUUM ANALYZE tables").await.expect("vacuum");
        });
    }

    fn drop(self) {
        runtime().block_on(async {
            let mut admin = PgConnection::connect(&self.server).await.expect("connect");
            let drop = format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name);
            admin.execute(drop.as_str()).await.expect("drop the bench database");
        });
    }
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
        // Ended two days ago: as nearly all of a million stored games, older than a day.
        table.updated_at = table.updated_at.saturating_sub(2 * 86_400);
        Stage::Finished(AnyGame::ThreePigs(session))
    } else {
        Stage::Playing(AnyGame::ThreePigs(session))
    };
    table
}

/// One measuring process on the store at `place`: its five figures.
fn child(place: &str, run: u64) -> [f64; 5] {
    let out = std::process::Command::new(std::env::current_exe().expect("this benchmark"))
        .env(CHILD, place)
        .env(CLICKED, run.to_string())
        .output()
        .expect("run the measuring process");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let figures: Vec<f64> = text.split_whitespace().filter_map(|f| f.parse().ok()).collect();
    figures.try_into().unwrap_or_else(|_| panic!("five figures, not {text:?}"))
}

/// The measuring process: prints start-to-ready seconds, RSS MB, `/oink games` ms, the first
/// click's ms and a warm click's ms.
fn measure(place: &str) {
    let clicked: u64 = std::env::var(CLICKED).expect("clicked").parse().expect("a number");
    let runtime = runtime();
    let started = Instant::now();
    let store = if place.starts_with("postgres") {
        Store::postgres(place, Settings::waiting(Duration::from_secs(10))).expect("store")
    } else {
        Store::open(Path::new(place), cache_mb()).expect("store")
    };
    let service = common::service(&store);
    let deadlines = service.load_deadlines().expect("deadlines");
    let ready = started.elapsed();
    assert!(deadlines >= SEATED as usize, "{deadlines} deadlines");
    let rss = common::rss_bytes();
    let user = oink::table::Actor { can_manage: false, ..common::actor(USER) };
    let (games, click, warm) = runtime.block_on(async {
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
        let rolled = common::table(&store, channel);
        assert_ne!(rolled.rev, table.rev, "the roll was stored");
        let warm = toggles(&service, &rolled, player).await;
        store.close(Duration::from_secs(10)).await;
        (games, click, warm)
    });
    println!(
        "{} {} {} {} {}",
        ready.as_secs_f64(),
        rss as f64 / 1e6,
        games.as_secs_f64() * 1e3,
        click.as_secs_f64() * 1e3,
        warm.as_secs_f64() * 1e3
    );
}

/// The median of [`TOGGLES`] die toggles by `player` on the `rolled` table, each stored: a
/// click once the first has brought the table's path into the cache.
async fn toggles(service: &oink::table::Service, rolled: &Table, player: u64) -> Duration {
    let Stage::Playing(AnyGame::ThreePigs(session)) = &rolled.stage else { panic!("running") };
    let die = (0..5)
        .find(|&d| session.game.turn.dice[d] != Some(oink::games::three_pigs::Face::Wolf))
        .expect("a die that is no wolf");
    let token = format!("die{die}");
    let mut times = Vec::new();
    for _ in 0..TOGGLES {
        let clicking = Instant::now();
        let answer = service
            .component(
                common::at(rolled.channel),
                &common::actor(player),
                &common::id(rolled.channel, rolled.rev, &token),
                &[],
                common::now(),
            )
            .await
            .expect("store");
        times.push(clicking.elapsed());
        assert!(answer.update && !answer.reply.ephemeral, "the toggle was refused: {answer:?}");
    }
    times.sort();
    times[times.len() / 2]
}

/// sled's cache in the measuring process: `OINK_FLAT_CACHE_MB`, else the bot's default. sled
/// fills it while it recovers a large database on open, so RSS after start grows with the
/// stored tables up to this bound and no further.
fn cache_mb() -> u64 {
    std::env::var("OINK_FLAT_CACHE_MB")
        .ok()
        .and_then(|mb| mb.parse().ok())
        .unwrap_or(Config::default().database.cache_capacity_mb)
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime")
}

/// sled lets go of its lock a moment after the store is dropped.
fn reopen<T, E: std::fmt::Display>(open: impl Fn() -> Result<T, E>) -> T {
    let until = Instant::now() + Duration::from_secs(10);
    loop {
        match open() {
            Ok(db) => return db,
            Err(error) if Instant::now() < until => {
                eprintln!("waiting for the database: {error}");
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(error) => panic!("{error}"),
        }
    }
}
