//! A toy game that proves the seam: Nim (take one to three sticks; whoever takes the last one
//! wins). Besides this file it needs only its board (`render/toy.rs`) and its registry line:
//! no edit to the table service, the store layout, the transports, the commands or the lobby.

use serde::{Deserialize, Serialize};

use super::Recorded;
use super::ai::Level;
use super::rng::{Seeded, Source};
use super::seam::{Chosen, Codec, OptionKind, OptionSpec, Refused, Score, Seat, SeatResult, TableGame};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Nim {
    /// The sticks it started with.
    pub from: u32,
    pub sticks: u32,
    pub turn: usize,
    pub players: usize,
    pub winner: Option<usize>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct NimOptions {
    pub sticks: u32,
}

/// The button: take `n` sticks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Take(pub u32);

/// The move, as the record stores it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move {
    pub take: u32,
}

impl Codec for Take {
    fn token(&self) -> String {
        format!("take{}", self.0)
    }

    fn read(token: &str) -> Option<Take> {
        token.strip_prefix("take")?.parse().ok().map(Take)
    }
}

impl TableGame for Nim {
    const SLUG: &'static str = "toy";
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=3;
    const COMMAND: &'static str = "nim";
    const OPTIONS: &'static [OptionSpec] =
        &[OptionSpec { name: "sticks", kind: OptionKind::Integer { min: 1, max: 20 } }];
    type Options = NimOptions;
    type Action = Move;
    type Event = u32;
    type Ui = ();
    type Input = Take;
    type Record = Vec<Recorded<Move>>;

    fn options(chosen: &Chosen) -> NimOptions {
        NimOptions { sticks: chosen.integer("sticks").and_then(|n| u32::try_from(n).ok()).unwrap_or(7) }
    }

    fn start(names: Vec<String>, options: &NimOptions, seed: u64) -> Result<(Nim, Source), Refused> {
        let sticks = if options.sticks == 0 { 7 } else { options.sticks };
        Ok((
            Nim { from: sticks, sticks, turn: 0, players: names.len(), winner: None },
            Source::Seeded(Seeded::new(seed)),
        ))
    }

    fn started_with(&self) -> NimOptions {
        NimOptions { sticks: self.from }
    }

    fn waiting_for(&self) -> Vec<usize> {
        if self.winner.is_some() { Vec::new() } else { vec![self.turn] }
    }

    fn legal(&self, _seat: usize) -> Vec<Move> {
        (1..=3.min(self.sticks)).map(|take| Move { take }).collect()
    }

    fn step(
        &self,
        _ui: &mut (),
        _seat: usize,
        input: Take,
        _values: &[String],
    ) -> Result<Option<Move>, Refused> {
        Ok(Some(Move { take: input.0 }))
    }

    fn apply(&mut self, seat: usize, action: &Move, _rng: &mut Source) -> Result<Vec<u32>, Refused> {
        if !self.legal(seat).contains(action) {
            return Err(Refused::by_rules("illegal_take"));
        }
        self.sticks -= action.take;
        if self.sticks == 0 {
            self.winner = Some(seat);
        } else {
            self.turn = (self.turn + 1) % self.players;
        }
        Ok(vec![action.take])
    }

    fn is_over(&self) -> bool {
        self.winner.is_some()
    }

    fn results(&self) -> Option<Vec<SeatResult>> {
        let winner = self.winner?;
        Some(
            (0..self.players)
                .map(|s| SeatResult {
                    won: s == winner,
                    score: Score::Points(u32::from(s == winner)),
                    progress: 0,
                })
                .collect(),
        )
    }

    fn ai(&self, seat: usize, _level: Level, rng: &mut Seeded) -> Option<Move> {
        let legal = self.legal(seat);
        legal.get(rng.below(legal.len().max(1))).copied()
    }

    fn pass(&self, seat: usize) -> Option<Move> {
        self.legal(seat).into_iter().next()
    }

    fn record(&self, _seats: &[Seat], _seed: u64, actions: &[Recorded<Move>]) -> Vec<Recorded<Move>> {
        actions.to_vec()
    }
}
