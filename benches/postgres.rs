//! A stored click through PostgreSQL against the bare commit it cannot avoid, in one run.
//!
//! * `floor/update`: `UPDATE tables SET body = $1, version = $2 WHERE key = $3 AND version = $4`
//!   of the bytes a click stores, autocommitted, through a sqlx pool of its own: what any durable
//!   move in PostgreSQL costs at least.
//! * `click/die_toggle`: `Service::component` on a started Three Little Pigs table kept in
//!   PostgreSQL: take the table this process wrote last (decoded, with its row stamp), apply
//!   the click, encode, the compare-and-swap `UPDATE`, render the board.
//! * `parts/store_update`: `Store::update` alone (the compare-and-swap, no game, no render).
//! * then, outside criterion, **two services** (two stores, two pools, as two processes) on the
//!   same database: 64 clicks in flight (32 through each), every click a die toggle on a table
//!   of its own, for `LOAD_SECONDS` (default 10): clicks per second and latency percentiles.
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

use criterion::{Criterion, criterion_group, criterion_main};
use oink::store::Store;
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

    let store = Store::postgres(&url, Duration::from_secs(10)).expect("store");
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
    two_services(&runtime, &url);

    runtime.block_on(async {
        pool.close().await;
        let mut admin = PgConnection::connect(&server).await.expect("connect");
        admin.execute(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str()).await.expect("drop");
    });
}

/// Two services on one database under 64 clicks in flight; prints the figures.
fn two_services(runtime: &tokio::runtime::Runtime, url: &str) {
    const IN_FLIGHT: u64 = 64;
    let seconds: u64 = std::env::var("LOAD_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(10);
    let stores: Vec<Store> =
        (0..2).map(|_| Store::postgres(url, Duration::from_secs(10)).expect("store")).collect();
    let services: Vec<_> = stores.iter().map(common::service).collect();
    let tables: Vec<common::Ready> = (0..IN_FLIGHT)
        .map(|i| {
            let which = (i % 2) as usize;
            runtime.block_on(common::start_table(&services[which], &stores[which], 10_000 + i))
        })
        .collect();
    let until = std::time::Instant::now() + Duration::from_secs(seconds);
    let started = std::time::Instant::now();
    let clickers: Vec<_> = tables
        .iter()
        .enumerate()
        .map(|(i, ready)| {
            let service = services[i % 2].clone();
            let ready = *ready;
            runtime.spawn(async move {
                let who = common::actor(ready.player);
                let die = common::id(ready.channel, ready.rev, &format!("die{}", ready.die));
                let mut took = Vec::new();
                while std::time::Instant::now() < until {
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
    let mut took: Vec<Duration> =
        clickers.into_iter().flat_map(|clicker| runtime.block_on(clicker).expect("clicker")).collect();
    let elapsed = started.elapsed();
    took.sort();
    let at = |q: f64| took[((took.len() as f64 * q) as usize).min(took.len() - 1)];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    eprintln!(
        "postgres/two_services: {} clicks in {:.1} s = {:.0} clicks/s; p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({IN_FLIGHT} in flight)",
        took.len(),
        elapsed.as_secs_f64(),
        took.len() as f64 / elapsed.as_secs_f64(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(at(1.0)),
    );
    drop(services);
    for store in stores {
        runtime.block_on(store.close(Duration::from_secs(5)));
    }
}

criterion_group!(benches, click_vs_floor);
criterion_main!(benches);
