//! Resident memory with 10,000 started tables at the default configuration.
//!
//! Opens a database with the default page cache, starts 10,000 games of The Three Little Pigs
//! through the table service (64 at a time), then reads every table once more, as a bot that
//! has served all of them would, and reports the process's resident memory (VmRSS) and the
//! stored size of a table. Target (issue 12): ≤ 64 MB. Run: `cargo bench --bench memory`.

// A benchmark's setup fails by panicking, as a test does (see clippy.toml).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::time::Instant;

use oink::config::Config;
use oink::store::Store;

const TABLES: u64 = 10_000;
const IN_FLIGHT: u64 = 64;

fn main() {
    // `cargo bench` passes `--bench`; this harness takes no options.
    let config = Config::default();
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let dir = tempfile::tempdir().expect("tempdir");
    let before = common::rss_bytes();
    let store = Store::open(&dir.path().join("db"), config.database.cache_capacity_mb).expect("store");
    let service = common::service(&store);
    let started = Instant::now();
    runtime.block_on(async {
        let mut workers = Vec::new();
        for worker in 0..IN_FLIGHT {
            let (service, store) = (service.clone(), store.clone());
            workers.push(tokio::spawn(async move {
                let mut index = worker;
                while index < TABLES {
                    common::start_table(&service, &store, index).await;
                    index += IN_FLIGHT;
                }
            }));
        }
        for worker in workers {
            worker.await.expect("worker");
        }
    });
    let elapsed = started.elapsed();
    let mut stored = 0u64;
    for index in 0..TABLES {
        let table = common::table(&store, common::FIRST_CHANNEL + index);
        stored += oink::store::encode(table.rev, &table).expect("encode").len() as u64;
    }
    let rss = common::rss_bytes();
    println!(
        "memory: {TABLES} started tables in {:.1} s; cache_capacity_mb = {}; stored table {} bytes on average; RSS {:.1} MB (before opening the database {:.1} MB)",
        elapsed.as_secs_f64(),
        config.database.cache_capacity_mb,
        stored / TABLES,
        rss as f64 / 1e6,
        before as f64 / 1e6,
    );
}
