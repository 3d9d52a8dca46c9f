//! Computer players for Space-Schweine (issue 34): `random` picks any legal action, `greedy`
//! weighs each decision one action ahead with rules of thumb for cards, battles and votes
//! (`greedy`), `strong` searches imagined worlds a number of decisions deep ([`strong`]).
//!
//! Every level decides from what its seat may see. Before a level looks ahead it deals
//! everything hidden from the seat anew (`sight`), and the values it compares (`value`)
//! read another clan's recipe only where the rules show it; so no choice depends on another
//! clan's hand, secret recipe or the deck's order (a test swaps those secrets and checks that
//! the choices stay the same). docs/ai.md has the levels' strength and speed.

mod greedy;
mod moves;
mod sight;
pub mod strong;
mod value;

use super::action::Action;
use super::state::Game;
use crate::games::ai::Level;
use crate::games::rng::Seeded;

/// The action `seat` takes at `level`, or `None` when the game does not wait for it.
pub fn choose(game: &Game, seat: usize, level: Level, rng: &mut Seeded) -> Option<Action> {
    match level {
        Level::Random => game.random_action(seat, rng, &mut Vec::new()),
        Level::Greedy => greedy::choose(game, seat, rng),
        Level::Strong => strong::choose(game, seat, strong::BUDGET, rng),
    }
}
