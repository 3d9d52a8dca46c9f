//! Random self-play speed of The Three Little Pigs engine.
//! Target (issue 3): at least 20,000 four-player games per second on one core, in release.
//! Run: `cargo bench --bench three_pigs` (figures in docs/performance.md).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use oink::games::three_pigs::sim::play_random;
use oink::games::three_pigs::{Options, Variant};

fn self_play(c: &mut Criterion) {
    let mut group = c.benchmark_group("three_pigs_random_game");
    group.throughput(Throughput::Elements(1));
    for (name, players, variant) in [
        ("4p_standard", 4, Variant::Standard),
        ("2p_standard", 2, Variant::Standard),
        ("5p_veteran", 5, Variant::Veteran),
    ] {
        let options = Options { variant, ..Options::default() };
        let mut seed = 0u64;
        group.bench_function(name, |b| {
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
