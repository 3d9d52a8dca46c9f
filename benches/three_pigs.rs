//! Random self-play speed of The Three Little Pigs engine, and the time of one `strong` AI move.
//! Target (issue 3): at least 20,000 four-player games per second on one core, in release;
//! (issue 16) 30,000, and a strong move under 50 ms at the 99th percentile.
//! Run: `cargo bench --bench three_pigs` (figures in docs/performance.md and docs/ai.md).

use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use oink::games::ai::Level;
use oink::games::rng::Seeded;
use oink::games::three_pigs::sim::play_random;
use oink::games::three_pigs::{DataTable, Game, Options, Phase, Stacks, Variant, ai};

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

/// The states strong decides in (first and second rolls, purchases, the wolf), from games of a
/// strong seat against three greedy ones.
fn strong_states(games: u64) -> Vec<Game> {
    let levels = [Level::Strong, Level::Greedy, Level::Greedy, Level::Greedy];
    let mut states = Vec::new();
    for seed in 0..games {
        let mut dice = Seeded::new(seed);
        let mut chooser = Seeded::new(!seed);
        let table = DataTable::default();
        let stacks = Stacks::shuffled(&table, &mut dice);
        let names = (1..=4).map(|i| format!("P{i}")).collect();
        let Ok(mut game) = Game::new(names, Options::default(), table, stacks) else { return states };
        while !game.is_over() {
            let player = game.turn.player;
            if player == 0 && game.turn.phase != Phase::Roll {
                states.push(game.clone());
            }
            let Some(action) = ai::choose(&game, player, levels[player], &mut chooser) else { break };
            if game.apply(player, &action, &mut dice).is_err() {
                break;
            }
        }
    }
    states
}

fn strong_move(c: &mut Criterion) {
    let states = strong_states(200);
    // Every state once: the median and the worst, as docs/ai.md reports them.
    let mut rng = Seeded::new(1);
    let mut times: Vec<Duration> = states
        .iter()
        .map(|game| {
            let start = Instant::now();
            let action = ai::choose(game, game.turn.player, Level::Strong, &mut rng);
            let time = start.elapsed();
            assert!(action.is_some());
            time
        })
        .collect();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    eprintln!(
        "three_pigs strong move over {} states: median {:?}, p99 {:?}, worst {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    let first_roll = states.iter().find(|g| g.turn.phase == Phase::Rolling && g.turn.rolls == 1);
    let mut group = c.benchmark_group("three_pigs_strong_move");
    group.sample_size(20).measurement_time(Duration::from_secs(3));
    if let Some(game) = first_roll {
        group.bench_function("after_first_roll", |b| {
            b.iter(|| ai::choose(game, game.turn.player, Level::Strong, &mut rng))
        });
    }
    group.finish();
}

criterion_group!(benches, self_play, strong_move);
criterion_main!(benches);
