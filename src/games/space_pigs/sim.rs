//! `oink sim --game space-pigs`: many games with random legal choices, or (`--ai`) seats of
//! chosen AI levels rotated over the games. Each seat decides from what it may see only.

use std::time::Instant;

use serde::Serialize;

use super::{Action, Data, Ending, Event, Game, Legal, Options, Setup};
use crate::games::ai::{AiReport, Level, SeatWins, rotate};
use crate::games::rng::Seeded;
use crate::games::{mean, per_second};

/// The round after which a simulated game ends at the latest when the options set none
/// (`oink sim --option rounds=N`; SS-15): random seats rarely reach a recipe.
pub const ROUNDS: u32 = 20;

/// Decisions after which a game counts as stalled (a game with `max_rounds` always ends well
/// before; a simulation must never hang).
pub const ACTION_CAP: u32 = 50_000;

/// What one simulated game produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub game: Game,
    pub actions: u32,
    pub battles: u32,
    pub annihilations: u32,
    pub capped: bool,
}

/// Picks uniformly among `legal`: the random seat. It decides from its legal actions alone, so
/// it needs no view (building one per decision took a fifth of the simulation's time).
pub fn pick(legal: &[Legal], rng: &mut Seeded) -> Option<super::Action> {
    (!legal.is_empty()).then(|| legal[rng.below(legal.len())].sample(rng))
}

/// Plays one game from `seed` with random legal choices, calling `check` after every action.
pub fn play_random_checked(players: usize, options: Options, seed: u64, check: impl FnMut(&Game)) -> Played {
    // One list for the whole game: listing into fresh vectors at every decision cost more than
    // the rest of the listing.
    let mut scratch = Vec::new();
    // The seat comes from the list of those waited for: no need to ask again.
    let choose = |game: &Game, player, rng: &mut Seeded| game.random_action_waited(player, rng, &mut scratch);
    play_with(players, options, seed, choose, check)
}

/// Plays one game from `seed`, each decision by `choose` (the game, the seat, the choosers'
/// own randomness), calling `check` after every action; when several seats are asked at once,
/// one of them at random answers first.
fn play_with(
    players: usize,
    options: Options,
    seed: u64,
    mut choose: impl FnMut(&Game, usize, &mut Seeded) -> Option<Action>,
    mut check: impl FnMut(&Game),
) -> Played {
    let mut dice = Seeded::new(seed);
    let mut chooser = Seeded::new(seed ^ 0x9E37_79B9_7F4A_7C15);
    let names = (0..players).map(|i| format!("P{}", i + 1)).collect();
    let mut game = match Game::new(names, options, Data::default(), Setup::default(), &mut dice) {
        Ok(game) => game,
        Err(error) => panic!("simulation setup with {players} players: {error}"),
    };
    let (mut actions, mut battles, mut annihilations) = (0, 0, 0);
    // One list of waiting seats and one of events for the whole game.
    let (mut waiting, mut events) = (Vec::new(), Vec::new());
    while !game.is_over() && actions < ACTION_CAP {
        game.list_waiting_for(&mut waiting);
        let Some(&player) = waiting.get(chooser.below(waiting.len())) else {
            panic!("the game waits for nobody in {:?}", game.phase)
        };
        let Some(action) = choose(&game, player, &mut chooser) else {
            panic!("seat {player} is waited for but has no legal action in {:?}", game.phase)
        };
        events.clear();
        if let Err(error) = game.apply_into(player, &action, &mut dice, &mut events) {
            panic!("a legal action was refused: {action:?}: {error}");
        }
        for event in &events {
            match event {
                Event::BattleStarted { .. } | Event::AiBattleStarted { .. } => battles += 1,
                Event::Annihilated { .. } => annihilations += 1,
                _ => {}
            }
        }
        actions += 1;
        check(&game);
    }
    Played { capped: !game.is_over(), game, actions, battles, annihilations }
}

pub fn play_random(players: usize, options: Options, seed: u64) -> Played {
    play_random_checked(players, options, seed, |_| {})
}

/// Aggregate figures of a simulation run.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub game: &'static str,
    pub players: usize,
    pub options: Options,
    pub games: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub mean_rounds: f64,
    pub mean_actions: f64,
    pub mean_battles: f64,
    /// Share of battles that ended in annihilation.
    pub annihilation_share: f64,
    pub endings: Endings,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct Endings {
    pub recipe: u64,
    pub max_rounds: u64,
    pub empty: u64,
    pub action_cap: u64,
}

/// Plays `games` games, seeds `seed`, `seed + 1`, …
pub fn run(players: usize, options: Options, games: u64, seed: u64) -> Report {
    let start = Instant::now();
    let (mut rounds, mut actions, mut battles, mut annihilations) = (0u64, 0u64, 0u64, 0u64);
    let mut endings = Endings::default();
    for i in 0..games {
        let played = play_random(players, options, seed.wrapping_add(i));
        rounds += u64::from(played.game.round);
        actions += u64::from(played.actions);
        battles += u64::from(played.battles);
        annihilations += u64::from(played.annihilations);
        match played.game.outcome.map(|o| o.ending) {
            Some(Ending::Recipe) => endings.recipe += 1,
            Some(Ending::MaxRounds) => endings.max_rounds += 1,
            Some(Ending::Empty) => endings.empty += 1,
            None => endings.action_cap += 1,
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    Report {
        game: "space-pigs",
        players,
        options,
        games,
        seconds,
        games_per_second: per_second(games, seconds),
        mean_rounds: mean(rounds, games),
        mean_actions: mean(actions, games),
        mean_battles: mean(battles, games),
        annihilation_share: mean(annihilations, battles),
        endings,
    }
}

/// One game from `seed`, seat `i` played at `levels[i]` (`oink sim --ai`).
pub fn play_levels(levels: &[Level], options: Options, seed: u64) -> Played {
    play_with(
        levels.len(),
        options,
        seed,
        |game, player, rng| super::ai::choose(game, player, levels[player], rng),
        |_| {},
    )
}

/// Figures of one seat of the `--ai` list over all games (it sat in every position in turn).
#[derive(Debug, Clone, Serialize)]
pub struct SeatReport {
    /// Its level and wins.
    #[serde(flatten)]
    pub seat: SeatWins,
    /// Acorns of its recipe its hexes covered at the end, on average.
    pub mean_acorns_covered: f64,
}

/// Plays `games` games, seeds `seed`, `seed + 1`, …, with the seats of `levels` rotated so
/// each level plays each position equally often. A game nobody won (an empty galaxy) counts
/// for nobody.
pub fn run_ai(levels: &[Level], options: Options, games: u64, seed: u64) -> AiReport<Options, SeatReport> {
    let n = levels.len();
    let (mut wins, mut covered) = (vec![0.0; n], vec![0u64; n]);
    let rotation = rotate(
        levels,
        games,
        seed,
        |seated, seed| {
            let played = play_levels(seated, options, seed);
            (!played.capped).then_some(played.game)
        },
        |game, seat, entry| {
            if game.outcome.as_ref().and_then(|o| o.winner) == Some(seat) {
                wins[entry] += 1.0;
            }
            covered[entry] += u64::from(game.production(seat).covered(&game.target(seat)));
        },
    );
    let played = rotation.finished;
    let seats = (0..n)
        .map(|e| SeatReport {
            seat: SeatWins::new(levels[e], wins[e], played),
            mean_acorns_covered: mean(covered[e], played),
        })
        .collect();
    AiReport::rotated("space-pigs", options, games, &rotation, seats)
}
