//! What the offline tools ask of a game: `oink sim` plays many games of it, `oink replay`
//! replays one record of it (see [`super::TableGame::sim`] and [`super::TableGame::replay`]).

use super::Chosen;
use crate::games::ai::Level;

/// The arguments of `oink sim`: the seats and games, the same for every game, and the game's
/// own options, read as its `new` command reads them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimRequest {
    /// Seats, already checked against the game's seat range.
    pub players: usize,
    /// Computer seats, one level per seat (as many as `players`); empty for random play.
    pub ai: Vec<Level>,
    pub games: u64,
    /// The first game's seed; the next games take the following seeds.
    pub seed: u64,
    /// `--option key=value`, checked against the game's [`super::TableGame::OPTIONS`]: the
    /// game reads them with its [`super::TableGame::options`], as for a new table.
    pub options: Chosen,
}

/// Why a game cannot run the simulation asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SimRefused {
    /// The game has no computer players to seat (`--ai`).
    NoAiSeats,
}
