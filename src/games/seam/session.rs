//! [`Session`]: what a table keeps around any game, and the [`Play`] face the service uses.

use serde::{Deserialize, Serialize};

use super::{Codec, Refused, Seat, SeatResult, TableGame};
use crate::games::ai::Level;
use crate::games::fairness::{Commitment, Fairness};
use crate::games::rng::{Randomness, Seeded, Source, watched};
use crate::games::{FAIRNESS, Recorded};

/// Events kept for the board.
pub const RECENT: usize = 6;

/// A game at a table: the seats in turn order, the game, its randomness and log, and what the
/// board needs between moves.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Session<G: TableGame> {
    /// In turn order (drawn at the start).
    pub seats: Vec<Seat>,
    pub game: G,
    pub rng: Source,
    /// The seed the game started from, for the exported record.
    pub seed: u64,
    #[serde(with = "super::log")]
    pub actions: Vec<Recorded<G::Action>>,
    /// Choices made on the board that are not moves yet. (Würfelhaus tables stored them as
    /// `reroll`.)
    #[serde(alias = "reroll")]
    pub ui: G::Ui,
    /// The last few events, newest last, for the board's "what happened" lines.
    pub recent: Vec<G::Event>,
    /// The commitment to `seed` the first board showed (verifiable dice); `None` for a game
    /// started before tables committed, which shows none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitment: Option<Commitment>,
}

impl<G: TableGame> Session<G> {
    /// Starts the game: the seat order is drawn from a stream of its own, so the record's
    /// `{"seed": N}` replays the game itself exactly.
    pub fn start(mut seats: Vec<Seat>, options: &G::Options, seed: u64) -> Result<Session<G>, Refused> {
        if !G::PLAYERS.contains(&seats.len()) {
            return Err(Refused::NeedPlayers);
        }
        Seeded::new(seed.rotate_left(32) ^ 0x5EA7).shuffle(&mut seats);
        let names = seats.iter().map(|s| s.name.clone()).collect();
        let (game, rng) = G::start(names, options, seed)?;
        Ok(Session {
            seats,
            game,
            rng,
            seed,
            actions: Vec::new(),
            ui: G::Ui::default(),
            recent: Vec::new(),
            commitment: None,
        })
    }

    /// Applies a move of `seat` as the table does: the game, its log, a fresh board pick, and
    /// the board's recent events. A refused move changes nothing.
    pub fn play(&mut self, seat: usize, action: G::Action) -> Result<Vec<G::Event>, Refused> {
        let events = self.game.apply(seat, &action, &mut self.rng)?;
        self.actions.push(Recorded { player: seat, action });
        self.ui = G::Ui::default();
        self.recent.extend(events.iter().cloned());
        let excess = self.recent.len().saturating_sub(RECENT);
        self.recent.drain(..excess);
        Ok(events)
    }

    /// The game record in `oink replay` form.
    pub fn record(&self) -> G::Record {
        self.game.record(&self.seats, self.seed, &self.actions)
    }

    /// The first seat the game waits for that no person plays: a computer player, or a
    /// removed player whose turns are passed.
    pub fn ai_seat(&self) -> Option<(usize, Stand)> {
        self.game.waiting_for().into_iter().find_map(|index| {
            let seat = self.seats.get(index)?;
            match seat.ai {
                _ if seat.gone => Some((index, Stand::Pass)),
                Some(level) => Some((index, Stand::Ai(level))),
                None => None,
            }
        })
    }

    /// What happened since `seat`'s last move, for the catch-up digest: this session with
    /// `recent` holding every event of the moves made after it (of the whole game when the
    /// seat has not moved yet), found by replaying the game from its seed. `None` when the
    /// seat made the last move (nothing happened since) or the replay was refused.
    pub fn since_last_move(&self, seat: usize) -> Option<Session<G>> {
        let from = self.actions.iter().rposition(|r| r.player == seat).map_or(0, |last| last + 1);
        if from == self.actions.len() {
            return None;
        }
        let names = self.seats.iter().map(|s| s.name.clone()).collect();
        let (mut game, mut rng) = G::start(names, &self.game.started_with(), self.seed).ok()?;
        let mut recent = Vec::new();
        for (index, recorded) in self.actions.iter().enumerate() {
            let events = game.apply(recorded.player, &recorded.action, &mut rng).ok()?;
            if index >= from {
                recent.extend(events);
            }
        }
        Some(Session { recent, ..self.clone() })
    }

    /// The game as it was before its last move, replayed from the seed (the exact state, dice
    /// and all), with that move.
    fn before_last(&self) -> Result<(Session<G>, Recorded<G::Action>), Refused> {
        let mut actions = self.actions.clone();
        let last = actions.pop().ok_or(Refused::UndoNothing)?;
        let names = self.seats.iter().map(|s| s.name.clone()).collect();
        let (game, rng) = G::start(names, &self.game.started_with(), self.seed)?;
        let mut replayed = Session { game, rng, actions: Vec::new(), recent: Vec::new(), ..self.clone() };
        for recorded in actions {
            // The same moves from the same seed were legal once: a refusal here is a defect.
            replayed.play(recorded.player, recorded.action).map_err(|_| Refused::UndoImpossible)?;
        }
        replayed.ui = G::Ui::default();
        Ok((replayed, last))
    }
}

/// Who makes a move for a seat no person plays now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stand {
    /// A computer player at this level.
    Ai(Level),
    /// Nobody: the seat's turn is passed ([`TableGame::pass`]).
    Pass,
}

/// What a pressed component did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pressed {
    /// A board pick (a die chosen for a reroll): the game did not change, older boards stay
    /// valid.
    Picked,
    /// A move.
    Moved,
}

/// All the table service may ask of a running game, whatever the game.
pub trait Play {
    fn slug(&self) -> &'static str;
    /// See [`TableGame::COMMAND`].
    fn command(&self) -> &'static str;
    fn seats(&self) -> &[Seat];
    fn waiting_for(&self) -> Vec<usize>;
    fn is_over(&self) -> bool;
    /// `seat` used the board component `token` (with a menu's `values`).
    fn press(&mut self, seat: usize, token: &str, values: &[String]) -> Result<Pressed, Refused>;
    fn results(&self) -> Option<Vec<SeatResult>>;
    /// Whether a computer player is to move.
    fn waits_for_ai(&self) -> bool;
    /// One move of the computer player the game waits for. Its choices come from a stream
    /// of their own, drawn from the seed and the moves so far, so they are the same every time
    /// the same game reaches the same point.
    fn ai_move(&mut self) -> Result<(), Refused>;
    /// One move for `seat`, by `stand` (a skipped turn, or a computer player standing in).
    fn stand_in(&mut self, seat: usize, stand: Stand) -> Result<(), Refused>;
    /// Takes back `seat`'s last move: only while it is the last move of the game, by that
    /// seat, and drew no dice (a purchase before Done, a painting before the next roll). The
    /// move leaves the record, so the replay stays exact.
    fn undo(&mut self, seat: usize) -> Result<(), Refused>;
    /// The seats, to hand one to another player or a computer.
    fn seats_mut(&mut self) -> &mut [Seat];
    /// The exported record, as pretty JSON; a committed game's carries its commitment and
    /// every outcome the seed gave (`"fairness"`), for `oink replay --verify`. It holds the
    /// seed: only a finished game's is given out.
    fn record_json(&self) -> serde_json::Result<Vec<u8>>;
    /// Commits the game to its seed, at table `table` (when the table starts it).
    fn commit(&mut self, table: u64);
    /// The commitment the first board showed, if the game has one.
    fn commitment(&self) -> Option<&Commitment>;
    /// The seed: secret while the game runs, revealed on the final board.
    fn seed(&self) -> u64;
    /// How many moves `seat` has made: the stamp of its private panel
    /// ([`crate::component::ComponentId::Panel`]), which only its own moves outdate.
    fn moves_by(&self, seat: usize) -> u64;
    /// See [`TableGame::HIDDEN`].
    fn hides_information(&self) -> bool;
    /// See [`TableGame::turn_mark`].
    fn turn_mark(&self) -> u64;
    /// See [`TableGame::next_up`].
    fn next_up(&self) -> Option<usize>;
}

impl<G: TableGame> Play for Session<G> {
    fn slug(&self) -> &'static str {
        G::SLUG
    }

    fn command(&self) -> &'static str {
        G::COMMAND
    }

    fn seats(&self) -> &[Seat] {
        &self.seats
    }

    fn waiting_for(&self) -> Vec<usize> {
        self.game.waiting_for()
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn press(&mut self, seat: usize, token: &str, values: &[String]) -> Result<Pressed, Refused> {
        // A token of another game (an old board of an earlier table here) is not current.
        let input = G::Input::read(token).ok_or(Refused::Outdated)?;
        if !self.game.waiting_for().contains(&seat) {
            return Err(Refused::NotYourTurn);
        }
        let mut ui = self.ui.clone();
        match self.game.step(&mut ui, seat, input, values)? {
            None => {
                self.ui = ui;
                Ok(Pressed::Picked)
            }
            Some(action) => {
                self.play(seat, action)?;
                Ok(Pressed::Moved)
            }
        }
    }

    fn results(&self) -> Option<Vec<SeatResult>> {
        self.game.results()
    }

    fn waits_for_ai(&self) -> bool {
        self.ai_seat().is_some()
    }

    fn ai_move(&mut self) -> Result<(), Refused> {
        let (seat, stand) = self.ai_seat().ok_or(Refused::Outdated)?;
        self.stand_in(seat, stand)
    }

    fn stand_in(&mut self, seat: usize, stand: Stand) -> Result<(), Refused> {
        let action = match stand {
            Stand::Ai(level) => {
                let moves = u64::try_from(self.actions.len()).unwrap_or(u64::MAX);
                let mut rng = Seeded::new(
                    self.seed ^ 0xA1A1_0000_0000_0000 ^ moves.wrapping_mul(0x9E37_79B9_7F4A_7C15),
                );
                self.game.ai(seat, level, &mut rng)
            }
            Stand::Pass => self.game.pass(seat),
        };
        let action = action.ok_or_else(|| Refused::by_rules("stand-in-no-move"))?;
        self.play(seat, action).map(|_| ())
    }

    fn undo(&mut self, seat: usize) -> Result<(), Refused> {
        if self.game.is_over() {
            return Err(Refused::GameOver);
        }
        let (before, last) = self.before_last()?;
        if last.player != seat {
            return Err(Refused::UndoNotYours);
        }
        // The move drew dice (a roll, the spinner): what it showed is known now, so it stays.
        if before.rng != self.rng {
            return Err(Refused::UndoAfterDice);
        }
        if !self.game.may_take_back(&last.action) {
            return Err(Refused::UndoAfterReveal);
        }
        *self = before;
        Ok(())
    }

    fn seats_mut(&mut self) -> &mut [Seat] {
        &mut self.seats
    }

    fn record_json(&self) -> serde_json::Result<Vec<u8>> {
        let record = self.record();
        let mut value = serde_json::to_value(&record)?;
        if let (Some(commitment), Some(fields)) = (&self.commitment, value.as_object_mut()) {
            // The outcomes are those of the record's own replay, which `--verify` repeats.
            let (_, draws) = watched(|| G::replay(&record, false));
            fields.insert(FAIRNESS.to_owned(), serde_json::to_value(Fairness::new(commitment, &draws))?);
        }
        serde_json::to_vec_pretty(&value)
    }

    fn commit(&mut self, table: u64) {
        self.commitment = Some(Commitment::new(table, self.seed));
    }

    fn commitment(&self) -> Option<&Commitment> {
        self.commitment.as_ref()
    }

    fn seed(&self) -> u64 {
        self.seed
    }

    fn moves_by(&self, seat: usize) -> u64 {
        self.actions.iter().filter(|a| a.player == seat).count() as u64
    }

    fn hides_information(&self) -> bool {
        G::HIDDEN
    }

    fn turn_mark(&self) -> u64 {
        self.game.turn_mark()
    }

    fn next_up(&self) -> Option<usize> {
        self.game.next_up()
    }
}
