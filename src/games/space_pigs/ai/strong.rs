//! The `strong` level: Monte Carlo search over imagined worlds. The greedy look one action
//! ahead shortlists the candidates; then, in each of several worlds dealt anew from what the
//! seat sees (`imagine`), every shortlisted action is played out a number of decisions
//! further, every seat (the AI pigs' King Pig too) choosing by the quick greedy rules, and the
//! action whose outcomes `Judge` values most on average is chosen. The same dice serve every
//! candidate in a world, so they are compared on equal luck.

use std::time::{Duration, Instant};

use super::super::action::{Action, Legal};
use super::super::state::Game;
use super::greedy::{self, THOROUGH};
use super::moves::candidates;
use super::sight::imagine;
use super::value::Judge;
use crate::games::rng::Seeded;

/// How much searching one decision gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Worlds imagined (each plays out every shortlisted action once).
    pub worlds: usize,
    /// Decisions (of any seat) played out after the action.
    pub horizon: u32,
    /// Actions kept from the one-step look for the search.
    pub shortlist: usize,
}

/// The budget of a `strong` seat at a table and in `oink sim` (docs/ai.md has its figures).
pub const BUDGET: Budget = Budget { worlds: 6, horizon: 24, shortlist: 4 };

/// A search that runs longer than this stops with the worlds it has and says so in the log:
/// a computer player never holds a table up (the budget keeps far below it).
const TIME_LIMIT: Duration = Duration::from_millis(900);

/// The strong choice of `seat` within `budget`, or `None` when the game does not wait for it.
pub fn choose(game: &Game, seat: usize, budget: Budget, rng: &mut Seeded) -> Option<Action> {
    let legal = game.legal_actions(seat);
    if let [Legal::Exactly(only)] = legal.as_slice() {
        return Some(only.clone());
    }
    let judge = Judge::new(game, seat);
    if let Some(action) = greedy::by_rule(game, &judge, &legal) {
        return Some(action);
    }
    let first = imagine(game, seat, rng);
    let actions = shortlist(&first, &judge, candidates(&legal, true, THOROUGH, rng), budget.shortlist, rng);
    if actions.len() <= 1 {
        return actions.into_iter().next();
    }
    let started = Instant::now();
    let mut totals = vec![0.0; actions.len()];
    for world in 0..budget.worlds {
        let imagined = if world == 0 { first.clone() } else { imagine(game, seat, rng) };
        let judges: Vec<Judge> = (0..imagined.players.len()).map(|p| Judge::new(&imagined, p)).collect();
        let dice = rng.below(usize::MAX) as u64;
        for (action, total) in actions.iter().zip(&mut totals) {
            let mut copy = imagined.clone();
            let mut luck = Seeded::new(dice);
            *total += match copy.apply(seat, action, &mut luck) {
                Ok(_) => {
                    play_out(&mut copy, &judges, budget.horizon, &mut luck);
                    judge.value(&copy)
                }
                Err(_) => f64::NEG_INFINITY,
            };
        }
        if started.elapsed() > TIME_LIMIT {
            tracing::warn!(
                worlds = world + 1,
                elapsed_ms = started.elapsed().as_millis() as u64,
                "a Space-Schweine search ran past its time limit and stopped early"
            );
            break;
        }
    }
    crate::games::ai::best_index(&totals, rng).map(|i| actions[i].clone())
}

/// The `keep` actions the one-step look values most, best first.
fn shortlist(
    world: &Game,
    judge: &Judge,
    actions: Vec<Action>,
    keep: usize,
    rng: &mut Seeded,
) -> Vec<Action> {
    let dice = rng.below(usize::MAX) as u64;
    let mut valued: Vec<(f64, Action)> = actions
        .into_iter()
        .filter_map(|action| {
            let mut copy = world.clone();
            copy.apply(judge.seat(), &action, &mut Seeded::new(dice))
                .ok()
                .map(|_| (judge.value(&copy), action))
        })
        .collect();
    valued.sort_by(|a, b| b.0.total_cmp(&a.0));
    valued.truncate(keep.max(1));
    valued.into_iter().map(|(_, action)| action).collect()
}

/// Plays `world` on for `horizon` decisions (or to its end), each seat by the quick greedy
/// rules of its own judge.
fn play_out(world: &mut Game, judges: &[Judge], horizon: u32, rng: &mut Seeded) {
    for _ in 0..horizon {
        if world.is_over() {
            return;
        }
        let Some(&seat) = world.waiting_for().first() else { return };
        let Some(action) = greedy::quick(world, &judges[seat], rng) else { return };
        if world.apply(seat, &action, rng).is_err() {
            return;
        }
    }
}
