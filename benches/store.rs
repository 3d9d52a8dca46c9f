//! The cost of a stored click against the bare disk write it cannot avoid, in one run.
//!
//! * `floor/*`: one sled insert of the bytes a click stores, then `Db::flush()` (one fsync),
//!   on a database of its own: what any durable move costs at least. Measured for the stored
//!   (compressed) record and for the same record as plain JSON, as releases before wrote it.
//! * `click/die_toggle`: `Service::click` on a started Three Little Pigs table: load and
//!   decode the table, apply the click, encode, compare-and-swap, group-committed flush, render
//!   the board.
//!
//! Target (issue 12): click ≤ 2× floor. Run: `cargo bench --bench store` (figures in
//! docs/performance.md).

// A benchmark's setup fails by panicking, as a test does (see clippy.toml).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use oink::store::Store;

fn click_vs_floor(c: &mut Criterion) {
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(&dir.path().join("db"), 16).expect("store");
    let service = common::service(&store);
    let ready = runtime.block_on(common::late_table(&service, &store, 0, 90));

    // The bytes a click stores, taken from sled itself after a toggle.
    // Configured as the store configures sled, so only the work on top differs.
    let raw_store = sled::Config::new()
        .path(dir.path().join("floor"))
        .cache_capacity(16 * 1024 * 1024)
        .open()
        .expect("floor db");
    let table = common::table(&store, ready.channel);
    let json = serde_json::to_vec(&serde_json::json!({"schema": 1, "revision": table.rev, "data": table}))
        .expect("json");
    let stored = oink::store::encode(table.rev, &table).expect("encode");
    eprintln!("record: {} bytes as JSON, {} bytes stored", json.len(), stored.len());

    // Two versions of each record, written in turn, so every insert changes the value.
    let flip = |bytes: &[u8]| -> [Vec<u8>; 2] {
        let mut other = bytes.to_vec();
        if let Some(last) = other.last_mut() {
            *last ^= 1;
        }
        [bytes.to_vec(), other]
    };
    let (stored, json) = (flip(&stored), flip(&json));
    let mut turn = 0usize;
    let mut group = c.benchmark_group("store");
    group.measurement_time(Duration::from_secs(8));
    group.bench_function("floor/stored_record", |b| {
        b.iter(|| {
            turn += 1;
            raw_store.insert(ready.channel.to_be_bytes(), stored[turn % 2].as_slice()).expect("insert");
            raw_store.flush().expect("flush");
        })
    });
    group.bench_function("floor/json_record", |b| {
        b.iter(|| {
            turn += 1;
            raw_store.insert(ready.channel.to_be_bytes(), json[turn % 2].as_slice()).expect("insert");
            raw_store.flush().expect("flush");
        })
    });
    group.bench_function("floor/cas_stored_record", |b| {
        b.iter(|| {
            turn += 1;
            let key = (ready.channel + 7).to_be_bytes();
            let old = raw_store.get(key).expect("get");
            let _ = raw_store.compare_and_swap(key, old, Some(stored[turn % 2].as_slice())).expect("cas");
            raw_store.flush().expect("flush");
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
    // Where a click's time goes, apart from the disk.
    let table = common::table(&store, ready.channel);
    let bytes = oink::store::encode(table.rev, &table).expect("encode");
    let catalog = oink::i18n::Catalog::embedded().expect("catalog");
    group.bench_function("parts/decode", |b| {
        b.iter(|| oink::store::decode::<oink::table::Table>("tables", &[0; 8], &bytes).expect("decode"))
    });
    group.bench_function("parts/encode", |b| {
        b.iter(|| oink::store::encode(table.rev, &table).expect("encode"))
    });
    let json = serde_json::to_vec(&oink::store::Envelope { schema: 2, revision: table.rev, data: &table })
        .expect("json");
    group.bench_function("parts/json_decode", |b| {
        b.iter(|| serde_json::from_slice::<oink::store::Envelope<oink::table::Table>>(&json).expect("decode"))
    });
    group.bench_function("parts/json_encode", |b| b.iter(|| serde_json::to_vec(&table).expect("encode")));
    // The copy the store's cache of decoded tables keeps of every table it writes.
    group.bench_function("parts/clone", |b| b.iter(|| table.clone()));
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
    group
        .bench_function("parts/empty_commit", |b| b.iter(|| runtime.block_on(store.flush()).expect("flush")));
    group.bench_function("parts/render", |b| b.iter(|| oink::render::board(&catalog, &table.view())));
    group.finish();
}

criterion_group!(benches, click_vs_floor);
criterion_main!(benches);
