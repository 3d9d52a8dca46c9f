//! Random self-play speed of the Würfelhaus engine (every seat picks uniformly among its legal
//! actions), and the time of one `strong` AI move.
//! Run: `cargo bench --bench wuerfelhaus` (figures in docs/performance.md and docs/ai.md).

use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use oink::games::ai::Level;
use oink::games::rng::Seeded;
use oink::games::wuerfelhaus::sim::play_random;
use oink::games::wuerfelhaus::{Game, Options, Phase, Sheet, ai};

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

/// The states a solo strong player decides in (paintings, roof rerolls).
fn strong_states(games: u64) -> Vec<Game> {
    let mut states = Vec::new();
    for seed in 0..games {
        let mut dice = Seeded::new(seed);
        let mut chooser = Seeded::new(!seed);
        let Ok(mut game) = Game::new(vec!["P1".into()], Options::default(), Sheet::default()) else {
            return states;
        };
        while !game.is_over() {
            if game.turn.phase != Phase::Roll {
                states.push(game.clone());
            }
            let Some(action) = ai::choose(&game, 0, Level::Strong, &mut chooser) else { break };
            if game.apply(0, &action, &mut dice).is_err() {
                break;
            }
        }
    }
    states
}

fn strong_move(c: &mut Criterion) {
    // The first move solves the expected turns of every wall (once per thread): timed alone.
    let cold = Instant::now();
    let states = strong_states(50);
    eprintln!("wuerfelhaus: 50 strong solo games, the table solved on the first move: {:?}", cold.elapsed());
    let mut rng = Seeded::new(1);
    let mut times: Vec<Duration> = states
        .iter()
        .map(|game| {
            let start = Instant::now();
            let action = ai::choose(game, 0, Level::Strong, &mut rng);
            let time = start.elapsed();
            assert!(action.is_some());
            time
        })
        .collect();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    eprintln!(
        "wuerfelhaus strong move over {} states: median {:?}, p99 {:?}, worst {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    let roof_roll = states.iter().find(|g| g.turn.phase == Phase::Rolling && g.turn.rolls == 1);
    let mut group = c.benchmark_group("wuerfelhaus_strong_move");
    group.sample_size(20).measurement_time(Duration::from_secs(3));
    if let Some(game) = roof_roll {
        group.bench_function("roof_first_roll", |b| b.iter(|| ai::choose(game, 0, Level::Strong, &mut rng)));
    }
    group.finish();
}

criterion_group!(benches, self_play, strong_move);
criterion_main!(benches);
