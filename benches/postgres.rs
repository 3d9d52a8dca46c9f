//! A stored click through PostgreSQL against the bare commit it cannot avoid, in one run.
//!
//! * `floor/update`: `UPDATE tables SET body = $1, version = $2 WHERE key = $3 AND version = $4`
//!   of the bytes a click stores, autocommitted, through a sqlx pool of its own: what any durable
//!   move in PostgreSQL costs at least.
//! * `click/die_toggle`: `Service::component` on a started Three Little Pigs table kept in
//!   PostgreSQL: take the table this process wrote last (decoded, with its row stamp), apply
//!   the click, encode, the compare-and-swap `UPDATE`, render the board.
//! * `parts/store_update`: `Store::update` alone (the compare-and-swap, no game, no render).
//! * then, outside criterion, **two processes** (this benchmark started twice more as clickers,
//!   each with its own runtime, store and pool: the default size, or `POOL_SIZE`) on the same database: 64
//!   clicks in flight (32 through each), every click a die toggle on a table of its own, for
//!   `LOAD_SECONDS` (default 10): clicks per second and latency percentiles.
//!
//! Targets (issue 33): click ≤ 2× floor; two services ≥ 2,000 clicks/s, p99 < 25 ms. Needs a server: `OINK_BENCH_DATABASE_URL` (else
//! `OINK_TEST_DATABASE_URL`); a fresh database is made on it and dropped after. Run:
//! `OINK_BENCH_DATABASE_URL=postgres://… cargo bench --bench postgres` (figures in
//! docs/performance.md), against a server with the settings you deploy: `pg_virtualenv` turns
//! `fsync` off unless given `-o fsync=on`. Without a server it says so and measures nothing.

// A benchmark's setup fails by panicking, as a test does (see clippy.toml).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::time::Duration;

use criterion::{Criterion, criterion_group};
use oink::store::Store;
use oink::store::postgres::Settings;
use sqlx::{Connection, Executor, PgConnection};

fn click_vs_floor(c: &mut Criterion) {
    let Some(server) = ["OINK_BENCH_DATABASE_URL", "OINK_TEST_DATABASE_URL"]
        .into_iter()
        .find_map(|var| std::env::var(var).ok().filter(|url| !url.is_empty()))
    else {
        eprintln!("postgres bench: set OINK_BENCH_DATABASE_URL=postgres://… to measure; nothing measured");
        return;
    };
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let name = format!("oink_bench_{}", std::process::id());
    runtime.block_on(async {
        let mut admin = PgConnection::connect(&server).await.expect("connect");
        admin.execute(format!("CREATE DATABASE {name}").as_str()).await.expect("create the bench database");
    });
    let mut url = url::Url::parse(&server).expect("url");
    url.set_path(&name);
    let url = url.to_string();

    let store = Store::postgres(&url, Settings::waiting(Duration::from_secs(10))).expect("store");
    let service = common::service(&store);
    let ready = runtime.block_on(common::late_table(&service, &store, 0, 90));
    let table = common::table(&store, ready.channel);
    let stored = oink::store::encode(table.rev, &table).expect("encode");
    eprintln!("record: {} bytes stored", stored.len());

    // The floor's own pool and row, beside the store's tables.
    let pool = runtime.block_on(async {
        let pool = sqlx::postgres::PgPoolOptions::new().max_connections(2).connect(&url).await.expect("pool");
        sqlx::query("INSERT INTO tables (key, version, body) VALUES ($1, 0, $2)")
            .bind((ready.channel + 7).to_be_bytes().to_vec())
            .bind(&stored)
            .execute(&pool)
            .await
            .expect("floor row");
        pool
    });
    let mut version = 0i64;
    let mut group = c.benchmark_group("postgres");
    group.measurement_time(Duration::from_secs(8));
    group.bench_function("floor/update", |b| {
        b.iter(|| {
            let done = runtime
                .block_on(
                    sqlx::query("UPDATE tables SET body = $1, version = $2 WHERE key = $3 AND version = $4")
                        .bind(&stored)
                        .bind(version + 1)
                        .bind((ready.channel + 7).to_be_bytes().to_vec())
                        .bind(version)
                        .execute(&pool),
                )
                .expect("update");
            assert_eq!(done.rows_affected(), 1);
            version += 1;
        })
    });
    let who = common::actor(ready.player);
    let die = common::id(ready.channel, ready.rev, &format!("die{}", ready.die));
    group.bench_function("click/die_toggle", |b| {
        b.iter(|| {
            let answer = runtime
                .block_on(service.component(common::at(ready.channel), &who, &die, &[], 0))
                .expect("click");
            assert!(answer.update && !answer.reply.ephemeral, "the toggle was refused: {answer:?}");
        })
    });
    group.bench_function("parts/store_update", |b| {
        b.iter(|| {
            runtime
                .block_on(
                    store.update(ready.channel + 1, |_: Option<oink::store::Stored<oink::table::Table>>| {
                        Ok::<_, ()>(table.clone())
                    }),
                )
                .expect("store")
                .expect("update")
        })
    });
    group.finish();
    drop((service, store));
    two_processes(&runtime, &url);

    runtime.block_on(async {
        pool.close().await;
        let mut admin = PgConnection::connect(&server).await.expect("connect");
        admin.execute(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str()).await.expect("drop");
    });
}

/// Set in the two clicker processes [`two_processes`] starts (see [`Job`]).
const CLICKER: &str = "OINK_BENCH_CLICKER";
/// Clicks in flight over both processes.
const IN_FLIGHT: u64 = 64;

/// Two real processes (this benchmark started again as clickers), each with its own runtime,
/// store and pool on one database, under 64 clicks in flight; prints the figures.
fn two_processes(runtime: &tokio::runtime::Runtime, url: &str) {
    let seconds: u64 = std::env::var("LOAD_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(10);
    let store = Store::postgres(url, Settings::waiting(Duration::from_secs(10))).expect("store");
    let service = common::service(&store);
    let tables: Vec<common::Ready> =
        (0..IN_FLIGHT).map(|i| runtime.block_on(common::start_table(&service, &store, 10_000 + i))).collect();
    drop(service);
    runtime.block_on(store.close(Duration::from_secs(5)));
    // Both start clicking at the same moment, after they connected.
    let start = unix_ms() + 3_000;
    let children: Vec<_> = (0..2)
        .map(|half| {
            let job = Job {
                url: url.to_owned(),
                start,
                until: start + seconds * 1_000,
                tables: tables.iter().skip(half).step_by(2).copied().collect(),
            };
            std::process::Command::new(std::env::current_exe().expect("this benchmark"))
                .env(CLICKER, job.encode())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .expect("start a clicker process")
        })
        .collect();
    let mut took: Vec<Duration> = children
        .into_iter()
        .flat_map(|child| {
            let out = child.wait_with_output().expect("clicker");
            assert!(out.status.success(), "a clicker process failed: {}", out.status);
            String::from_utf8(out.stdout)
                .expect("text")
                .lines()
                .map(|micros| Duration::from_micros(micros.parse().expect("microseconds")))
                .collect::<Vec<_>>()
        })
        .collect();
    took.sort();
    let at = |q: f64| took[((took.len() as f64 * q) as usize).min(took.len() - 1)];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    eprintln!(
        "postgres/two_processes: {} clicks in {seconds} s = {:.0} clicks/s; p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({IN_FLIGHT} in flight)",
        took.len(),
        took.len() as f64 / seconds as f64,
        ms(at(0.5)),
        ms(at(0.99)),
        ms(at(1.0)),
    );
}

/// What a clicker process does: the database, when to start and stop (Unix milliseconds), and
/// its tables, which it toggles a die on without pause, one click in flight each.
struct Job {
    url: String,
    start: u64,
    until: u64,
    tables: Vec<common::Ready>,
}

impl Job {
    fn encode(&self) -> String {
        let tables: Vec<String> =
            self.tables.iter().map(|t| format!("{}:{}:{}:{}", t.channel, t.player, t.rev, t.die)).collect();
        format!("{} {} {} {}", self.start, self.until, tables.join(","), self.url)
    }

    fn decode(text: &str) -> Job {
        let mut parts = text.splitn(4, ' ');
        let mut next = || parts.next().expect("a clicker job has four parts");
        let (start, until, tables) = (next().parse().expect("start"), next().parse().expect("until"), next());
        let tables = tables
            .split(',')
            .map(|table| {
                let n: Vec<u64> = table.split(':').map(|n| n.parse().expect("a number")).collect();
                common::Ready { channel: n[0], player: n[1], rev: n[2], die: n[3] as u8 }
            })
            .collect();
        Job { url: next().to_owned(), start, until, tables }
    }
}

/// The clicker process: prints each click's time in microseconds, one a line.
fn clicker(job: Job) {
    // As a bot process runs: a runtime of two workers beside the store's own threads.
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let mut settings = Settings::waiting(Duration::from_secs(10));
    if let Some(size) = std::env::var("POOL_SIZE").ok().and_then(|s| s.parse().ok()) {
        settings.pool_size = size;
    }
    let store = Store::postgres(&job.url, settings).expect("store");
    let service = common::service(&store);
    std::thread::sleep(Duration::from_millis(job.start.saturating_sub(unix_ms())));
    let until = job.until;
    let clickers: Vec<_> = job
        .tables
        .iter()
        .map(|&ready| {
            let service = service.clone();
            runtime.spawn(async move {
                let who = common::actor(ready.player);
                let die = common::id(ready.channel, ready.rev, &format!("die{}", ready.die));
                let mut took = Vec::new();
                while unix_ms() < until {
                    let click = std::time::Instant::now();
                    let answer = service
                        .component(common::at(ready.channel), &who, &die, &[], common::now())
                        .await
                        .expect("click");
                    assert!(answer.update && !answer.reply.ephemeral, "the toggle was refused: {answer:?}");
                    took.push(click.elapsed());
                }
                took
            })
        })
        .collect();
    let took: Vec<Duration> =
        clickers.into_iter().flat_map(|clicker| runtime.block_on(clicker).expect("clicker")).collect();
    drop(service);
    runtime.block_on(store.close(Duration::from_secs(5)));
    let lines: Vec<String> = took.iter().map(|d| d.as_micros().to_string()).collect();
    println!("{}", lines.join("\n"));
}

fn unix_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

criterion_group!(benches, click_vs_floor);

/// `criterion_main!`, but a clicker process started by [`two_processes`] only clicks.
fn main() {
    if let Ok(job) = std::env::var(CLICKER) {
        return clicker(Job::decode(&job));
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
