//! Random self-play speed of the Space-Schweine engine (every seat picks uniformly among its
//! legal actions, seeing only its own view), games capped at 20 rounds (SS-15), with the
//! quick-start and (issue 30) the full rules; and the map
//! picture of a 6-player galaxy (issue #17: at most 20 ms and 200 KB), also with AI stacks of
//! every kind and an eaten planet on it (issue 31), and on the twin galaxies (issue 32); and
//! one strong computer player's move (issue 34).
//! Run: `cargo bench --bench space_pigs` (figures in docs/performance.md).

use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use oink::games::ai::Level;
use oink::games::rng::Seeded;
use oink::games::space_pigs::ai;
use oink::games::space_pigs::sim::play_random;
use oink::games::space_pigs::{
    AiKind, AiStack, Data, Eaten, GalaxyShape, Game, HexKind, Options, RuleSet, Setup,
};
use oink::i18n::{Catalog, Locale};
use oink::render::space_pigs_map::{self, LastMove};

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
    // The full rules (issue 30): settlers, markers, the election; the same 20-round cap.
    let mut group = c.benchmark_group("space_pigs_full_random_game");
    group.throughput(Throughput::Elements(1));
    group.sample_size(30);
    let options = Options { rules: RuleSet::Full, max_rounds: Some(20), ..Options::default() };
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

/// A 6-player game (30 hexes) played at random into round 2's combat: troops on most hexes,
/// a battle going on (the same game as the renderer's snapshot test).
fn six_player_game() -> Option<Game> {
    let names = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Fay"].map(str::to_owned).to_vec();
    let mut rng = Seeded::new(17);
    let mut game = Game::new(names, Options::default(), Data::default(), Setup::default(), &mut rng).ok()?;
    let mut chooser = Seeded::new(4);
    while !(game.round == 2 && game.view(0).phase == "combat") {
        let waiting = game.waiting_for();
        let player = *waiting.get(chooser.below(waiting.len().max(1)))?;
        let legal = game.legal_actions(player);
        let action = legal.get(chooser.below(legal.len().max(1)))?.sample(&mut chooser);
        game.apply(player, &action, &mut rng).ok()?;
    }
    Some(game)
}

/// The sample game with the AI pigs of the full rules on it: a stack on every asteroid (the
/// kinds in turn, each at its cap) and one planet eaten, the most the picture ever shows.
fn with_ai_pigs(mut game: Game) -> Game {
    game.ai = vec![None; game.galaxy.len()];
    let kinds = [(AiKind::Pirates, 4), (AiKind::PigEaters, 3), (AiKind::Worm, 1)];
    let asteroids = (0..game.galaxy.len()).filter(|&i| game.galaxy[i].tile.hex == HexKind::Asteroid);
    for (n, i) in asteroids.collect::<Vec<_>>().into_iter().enumerate() {
        let (kind, count) = kinds[n % kinds.len()];
        game.ai[i] = Some(AiStack { kind, count, arrived: 1000 + n as u32 });
    }
    if let Some(i) = (0..game.galaxy.len()).find(|&i| game.galaxy[i].tile.hex != HexKind::Asteroid) {
        let was = game.galaxy[i].tile.hex;
        game.galaxy[i].tile.hex = HexKind::Asteroid;
        game.eaten.push(Eaten { at: game.galaxy[i].at, was, round: 2 });
    }
    game
}

/// A 6-player game on the twin galaxies (issue 32, V2), troops placed: the shape with the most
/// to draw (the sun, a wrap letter on every rim hex, the legend row).
fn twin_game() -> Option<Game> {
    let names = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Fay"].map(str::to_owned).to_vec();
    let options = Options { galaxy_shape: GalaxyShape::Twin, ..Options::default() };
    let mut rng = Seeded::new(23);
    let mut game = Game::new(names, options, Data::default(), Setup::default(), &mut rng).ok()?;
    while game.round == 0 {
        let player = *game.waiting_for().first()?;
        let action = game.legal_actions(player).first()?.sample(&mut rng);
        game.apply(player, &action, &mut rng).ok()?;
    }
    Some(game)
}

/// The map in English and in German (the longest labels), without and with AI pigs, and on the
/// twin galaxies: drawing alone, and drawn and encoded. The catalog is built once, as the bot
/// does at start.
fn map(c: &mut Criterion) {
    let Some(game) = six_player_game() else { panic!("the sample game cannot be played") };
    let Ok(catalog) = Catalog::embedded() else { panic!("the catalog does not build") };
    let Some(twin) = twin_game() else { panic!("the twin galaxies cannot be set up") };
    let views = [game.view(0), with_ai_pigs(game.clone()).view(0), twin.view(0)];
    let moves = [&game, &game, &twin].map(|g| LastMove { from: g.galaxy[1].at, to: g.galaxy[0].at });
    let mut group = c.benchmark_group("space_pigs_map");
    group.sample_size(30);
    let cases = [
        ("6p", Locale::EnUs, 0),
        ("6p_de", Locale::De, 0),
        ("6p_ai", Locale::EnUs, 1),
        ("6p_ai_de", Locale::De, 1),
        ("6p_twin", Locale::EnUs, 2),
    ];
    for (name, locale, which) in cases {
        let (view, moved) = (&views[which], moves[which]);
        let png = space_pigs_map::render_png(view, Some(moved), &catalog, locale).unwrap_or_default();
        eprintln!("space_pigs_map {name}: {} bytes of PNG", png.len());
        group.bench_function(format!("draw_{name}"), |b| {
            b.iter(|| space_pigs_map::render(view, Some(moved), &catalog, locale))
        });
        group.bench_function(format!("png_{name}"), |b| {
            b.iter(|| space_pigs_map::render_png(view, Some(moved), &catalog, locale))
        });
    }
    group.finish();
}

/// The positions a strong seat met in `games` three-clan quick-start games against two greedy
/// seats (the seats rotated), where it had more than one thing to do.
fn strong_states(games: u64) -> Vec<(Game, usize)> {
    let mut states = Vec::new();
    for seed in 0..games {
        let strong = (seed % 3) as usize;
        let levels: Vec<Level> =
            (0..3).map(|s| if s == strong { Level::Strong } else { Level::Greedy }).collect();
        let options = Options { max_rounds: Some(20), ..Options::default() };
        let names = (0..3).map(|i| format!("P{i}")).collect();
        let mut dice = Seeded::new(seed);
        let mut chooser = Seeded::new(seed ^ 1);
        let Ok(mut game) = Game::new(names, options, Data::default(), Setup::default(), &mut dice) else {
            continue;
        };
        while !game.is_over() {
            let Some(&seat) = game.waiting_for().first() else { break };
            if seat == strong && game.legal_actions(seat).len() > 1 {
                states.push((game.clone(), seat));
            }
            let Some(action) = ai::choose(&game, seat, levels[seat], &mut chooser) else { break };
            if game.apply(seat, &action, &mut dice).is_err() {
                break;
            }
        }
    }
    states
}

/// One strong Space-Schweine choice (issue 34: under 1 s at the 99th percentile on one core):
/// every state a strong seat met once, for the median, p99 and worst, as docs/ai.md reports
/// them; and criterion on the state that took longest.
fn strong_move(c: &mut Criterion) {
    let states = strong_states(6);
    let mut rng = Seeded::new(1);
    let mut times: Vec<(Duration, usize)> = states
        .iter()
        .enumerate()
        .map(|(i, (game, seat))| {
            let start = Instant::now();
            let action = ai::choose(game, *seat, Level::Strong, &mut rng);
            let time = start.elapsed();
            assert!(action.is_some());
            (time, i)
        })
        .collect();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize].0;
    eprintln!(
        "space_pigs strong move over {} states: median {:?}, p99 {:?}, worst {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    let mut group = c.benchmark_group("space_pigs_strong_move");
    group.sample_size(10).measurement_time(Duration::from_secs(5));
    if let Some(&(_, heaviest)) = times.last() {
        let (game, seat) = &states[heaviest];
        group.bench_function("heaviest", |b| b.iter(|| ai::choose(game, *seat, Level::Strong, &mut rng)));
    }
    group.finish();
}

criterion_group!(benches, self_play, map, strong_move);
criterion_main!(benches);
