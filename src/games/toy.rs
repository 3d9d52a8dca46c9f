//! A toy game that proves the seam: Nim (take one to three sticks; whoever takes the last one
//! wins). Besides this file it needs only its board (`render/toy.rs`) and its registry line:
//! no edit to the table service, the store layout, the transports, the commands, the lobby,
//! the `/oink` overview or the offline tools (`oink replay`, `oink sim --game nim`).

use serde::{Deserialize, Serialize};

use super::ai::Level;
use super::rng::{Seeded, Source};
use super::seam::{
    Chosen, Codec, OptionKind, OptionSpec, Refused, Score, Seat, SeatResult, SimRefused, SimRequest,
    TableGame,
};
use super::{Recorded, ReplayError};

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

/// A game as `oink replay` reads it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NimRecord {
    pub game: String,
    pub players: Vec<String>,
    pub options: NimOptions,
    pub actions: Vec<Recorded<Move>>,
}

/// What `oink sim` reports.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NimReport {
    pub game: &'static str,
    pub players: usize,
    pub games: u64,
    /// Games won by each seat.
    pub wins: Vec<u64>,
    pub mean_moves: f64,
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
    const EMOJI: &'static str = "🥢";
    const OPTIONS: &'static [OptionSpec] =
        &[OptionSpec { name: "sticks", kind: OptionKind::Integer { min: 1, max: 20 } }];
    type Options = NimOptions;
    type Action = Move;
    type Event = u32;
    type Ui = ();
    type Input = Take;
    type Record = NimRecord;

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

    fn record(&self, seats: &[Seat], _seed: u64, actions: &[Recorded<Move>]) -> NimRecord {
        NimRecord {
            game: Self::SLUG.to_owned(),
            players: seats.iter().map(|s| s.name.clone()).collect(),
            options: self.started_with(),
            actions: actions.to_vec(),
        }
    }

    fn replay(record: &NimRecord, legal: bool) -> Result<serde_json::Value, ReplayError> {
        let (mut game, mut rng) = Nim::start(record.players.clone(), &record.options, 0)
            .map_err(|refused| ReplayError::record("bad_players", refused.id()))?;
        for (index, step) in record.actions.iter().enumerate() {
            if !game.waiting_for().contains(&step.player) {
                return Err(ReplayError::action(index, "not_your_turn", "another player is to move"));
            }
            game.apply(step.player, &step.action, &mut rng).map_err(|_| {
                ReplayError::action(index, "bad_take", "take one to three of the sticks left")
            })?;
        }
        let mut state = serde_json::json!({
            "game": Self::SLUG,
            "status": if game.is_over() { "finished" } else { "in_progress" },
            "players": record.players,
            "sticks": game.sticks,
            "winner": game.winner,
        });
        if legal {
            let moves: Vec<Recorded<Move>> = game
                .waiting_for()
                .into_iter()
                .flat_map(|player| {
                    game.legal(player).into_iter().map(move |action| Recorded { player, action })
                })
                .collect();
            state["legal"] = serde_json::json!(moves);
        }
        Ok(state)
    }

    fn sim(request: &SimRequest) -> Result<String, SimRefused> {
        let names = vec![String::new(); request.players];
        let options = Self::options(&request.options);
        let (mut wins, mut moves) = (vec![0; request.players], 0u64);
        for i in 0..request.games {
            let seed = request.seed.wrapping_add(i);
            let Ok((mut game, mut source)) = Nim::start(names.clone(), &options, seed) else { continue };
            let mut choices = Seeded::new(seed);
            while let Some(seat) = game.waiting_for().first().copied() {
                let level = request.ai.get(seat).copied().unwrap_or(Level::Random);
                let Some(action) = game.ai(seat, level, &mut choices) else { break };
                if game.apply(seat, &action, &mut source).is_err() {
                    break;
                }
                moves += 1;
            }
            if let Some(winner) = game.winner {
                wins[winner] += 1;
            }
        }
        let report = NimReport {
            game: Self::SLUG,
            players: request.players,
            games: request.games,
            wins,
            mean_moves: super::mean(moves, request.games),
        };
        Ok(serde_json::to_string_pretty(&report).unwrap_or_default())
    }
}
