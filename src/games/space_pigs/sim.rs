//! `oink sim --game space-pigs`: many games with random legal choices. Each seat decides from
//! its own [`super::View`] and its legal actions only, as an AI seat must.

use std::time::Instant;

use serde::Serialize;

use super::{Data, Ending, Event, Game, Legal, Options, Setup, View};
use crate::games::rng::Seeded;
use crate::games::{mean, per_second};

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

/// A seat that picks uniformly among its legal actions; it sees only its view.
pub fn random_choice(_view: &View, legal: &[Legal], rng: &mut Seeded) -> Option<super::Action> {
    pick(legal, rng)
}

/// Picks uniformly among `legal` (what [`random_choice`] does, without a view to build: the
/// simulation's seats need none, and building one per decision took a fifth of its time).
pub fn pick(legal: &[Legal], rng: &mut Seeded) -> Option<super::Action> {
    (!legal.is_empty()).then(|| legal[rng.below(legal.len())].sample(rng))
}

/// Plays one game from `seed` with random legal choices, calling `check` after every action.
pub fn play_random_checked(
    players: usize,
    options: Options,
    seed: u64,
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
    while !game.is_over() && actions < ACTION_CAP {
        let waiting = game.waiting_for();
        let Some(&player) = waiting.get(chooser.below(waiting.len())) else {
            panic!("the game waits for nobody in {:?}", game.phase)
        };
        let legal = game.legal_actions(player);
        let Some(action) = pick(&legal, &mut chooser) else {
            panic!("seat {player} is waited for but has no legal action in {:?}", game.phase)
        };
        match game.apply(player, &action, &mut dice) {
            Ok(events) => {
                for event in &events {
                    match event {
                        Event::BattleStarted { .. } | Event::AiBattleStarted { .. } => battles += 1,
                        Event::Annihilated { .. } => annihilations += 1,
                        _ => {}
                    }
                }
            }
            Err(error) => panic!("a legal action was refused: {action:?}: {error}"),
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
