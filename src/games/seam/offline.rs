//! What the offline tools ask of a game: `oink sim` plays many games of it, `oink replay`
//! replays one record of it (see [`super::TableGame::sim`] and [`super::TableGame::replay`]).

use crate::games::ai::Level;

/// The arguments of `oink sim`, the same for every game: each game reads those it has a use
/// for and leaves the others.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimRequest {
    /// Seats, already checked against the game's seat range.
    pub players: usize,
    /// Computer seats, one level per seat (as many as `players`); empty for random play.
    pub ai: Vec<Level>,
    pub games: u64,
    /// The first game's seed; the next games take the following seeds.
    pub seed: u64,
    /// A scoring variant by its code name (`--variant`).
    pub variant: &'static str,
    /// Empty stacks that end a two-player game (`--end-stacks-2p`).
    pub end_stacks_2p: u8,
    /// Finish the round when the end is triggered (`--finish-round`).
    pub finish_round: bool,
    /// Rounds after which a game ends at the latest (`--max-rounds`).
    pub max_rounds: u32,
    /// A rule set by its name in records (`--rules`: `quick_start`, `full`), for games with several.
    pub rules: &'static str,
}

/// Why a game cannot run the simulation asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SimRefused {
    /// The game has no computer players to seat (`--ai`).
    NoAiSeats,
}
