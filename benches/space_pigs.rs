//! Random self-play speed of the Space-Schweine engine (every seat picks uniformly among its
//! legal actions, seeing only its own view), games capped at 20 rounds (SS-15).
//! Run: `cargo bench --bench space_pigs` (figures in docs/performance.md).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use oink::games::space_pigs::Options;
use oink::games::space_pigs::sim::play_random;

fn self_play(c: &mut Criterion) {
    let mut group = c.benchmark_group("space_pigs_random_game");
    group.throughput(Throughput::Elements(1));
    group.sample_size(30);
    let options = Options { max_rounds: Some(20), ..Options::default() };
    for players in [3usize, 4, 6] {
        let mut seed = 0u64;
        group.bench_function(format!("{players}p"), |b| {
            b.iter(|| {
                seed = seed.wrapping_add(1);
                play_random(players, options, seed)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, self_play);
criterion_main!(benches);
