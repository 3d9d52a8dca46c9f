//! Random self-play speed of the Würfelhaus engine (every seat picks uniformly among its legal
//! actions). Run: `cargo bench --bench wuerfelhaus` (figures in docs/performance.md).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use oink::games::wuerfelhaus::Options;
use oink::games::wuerfelhaus::sim::play_random;

fn self_play(c: &mut Criterion) {
    let mut group = c.benchmark_group("wuerfelhaus_random_game");
    group.throughput(Throughput::Elements(1));
    for players in [1usize, 4] {
        let mut seed = 0u64;
        group.bench_function(format!("{players}p"), |b| {
            b.iter(|| {
                seed = seed.wrapping_add(1);
                play_random(players, Options::default(), seed)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, self_play);
criterion_main!(benches);
