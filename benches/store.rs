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

mod common;

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use oink::render::custom_id::Click;
use oink::store::Store;

fn click_vs_floor(c: &mut Criterion) {
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(&dir.path().join("db"), 16).expect("store");
    let service = common::service(&store);
    let ready = runtime.block_on(common::start_table(&service, &store, 0));

    // The bytes a click stores, taken from sled itself after a toggle.
    let raw_store = sled::open(dir.path().join("floor")).expect("floor db");
    let table = common::table(&store, ready.channel);
    let json = serde_json::to_vec(&serde_json::json!({"schema": 1, "revision": table.rev, "data": table}))
        .expect("json");
    let stored = oink::store::encode(table.rev, &table).expect("encode");
    eprintln!("record: {} bytes as JSON, {} bytes stored", json.len(), stored.len());

    let mut group = c.benchmark_group("store");
    group.measurement_time(Duration::from_secs(8));
    group.bench_function("floor/stored_record", |b| {
        b.iter(|| {
            raw_store.insert(ready.channel.to_be_bytes(), stored.as_slice()).expect("insert");
            raw_store.flush().expect("flush");
        })
    });
    group.bench_function("floor/json_record", |b| {
        b.iter(|| {
            raw_store.insert(ready.channel.to_be_bytes(), json.as_slice()).expect("insert");
            raw_store.flush().expect("flush");
        })
    });
    let who = common::actor(ready.player);
    let mut rev = ready.rev;
    group.bench_function("click/die_toggle", |b| {
        b.iter(|| {
            let answer = runtime
                .block_on(service.click(common::at(ready.channel), &who, rev, Click::Die(ready.die), &[], 0))
                .expect("click");
            assert!(answer.update && !answer.reply.ephemeral, "the toggle was refused: {answer:?}");
            rev += 1;
        })
    });
    group.finish();
}

criterion_group!(benches, click_vs_floor);
criterion_main!(benches);
