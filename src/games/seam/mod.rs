//! The one seam between a game engine and a table.
//!
//! A game implements [`TableGame`] once (in `games/<game>/table_game.rs`): how it starts from
//! its options, whose input it waits for, how a board component becomes a move, how a move is
//! applied, and how it ends. [`Session`] is the generic table-side state around any game (seats,
//! randomness, the action log, board picks, recent events), and [`Play`] is the object-safe face
//! the table service talks to, so the service never names a game. The closed list of games a
//! table can run is the registry ([`super::registry`]).
//!
//! The shape follows shakmaty (a typed trait per variant, one enum that dispatches once) and
//! boardgame.io (a game is one object; the server runs the same steps for every game).

mod log;
mod offline;
mod options;
mod session;

use std::fmt::Debug;
use std::ops::RangeInclusive;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::ai::Level;
use super::rng::{Seeded, Source};
use super::{Recorded, ReplayError};

pub use offline::{SimRefused, SimRequest};
pub(crate) use options::code_names;
pub use options::{BadOption, Chosen, Given, MAX_CHOICES, OptionKind, OptionSpec, UnknownCode, choice_label};
pub use session::{Play, Pressed, Session, Stand};

/// A Discord user (or playground user) at a table, or a computer player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// For a computer player, an id from [`AI_USERS`], which no Discord user has.
    pub user: u64,
    pub name: String,
    /// A computer player's level; `None` for a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ai: Option<Level>,
    /// Removed from a running game (missed too many turns, or quit): every turn of the seat
    /// is passed at once, and the seat keeps no statistics.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub gone: bool,
    /// The person is away (`/oink away`): their turns wait, or a computer player plays them
    /// (then `ai` holds its level until they are back).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away: Option<Away>,
}

/// A person's absence at one table, copied there from their `/oink away`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Away {
    /// Unix seconds when they are back by themselves.
    pub until: u64,
    /// What they told the table (shown escaped on the board).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// A computer player plays for them meanwhile; else their turns wait.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub computer: bool,
}

/// The user ids of computer players: below every Discord id (snowflakes count milliseconds
/// since 2015 from bit 22 up) and exact in JavaScript, for the playground.
pub const AI_USERS: std::ops::Range<u64> = 1 << 20..(1 << 20) + 64;

impl Seat {
    pub fn person(user: u64, name: String) -> Seat {
        Seat { user, name, ai: None, gone: false, away: None }
    }

    /// A computer player of `level` (the lobby's "add a computer player").
    pub fn computer(user: u64, name: String, level: Level) -> Seat {
        Seat { user, name, ai: Some(level), gone: false, away: None }
    }

    /// Whether a person plays the seat now (not a computer player, not removed): only they
    /// are pinged, reminded and timed.
    pub fn is_person(&self) -> bool {
        self.ai.is_none() && !self.gone
    }

    /// Whether a person plays the seat and is not away: only they are timed, pinged and
    /// reminded (an away person's turns wait for them without a clock).
    pub fn is_here(&self) -> bool {
        self.is_person() && self.away.is_none()
    }

    /// The person goes away: a computer player of `stand_in` plays for them if `away` says
    /// so (until they are back), else their turns wait. A new time away replaces the last.
    pub fn go_away(&mut self, away: Away, stand_in: Level) {
        if away.computer {
            self.ai = Some(stand_in);
        } else if self.away.as_ref().is_some_and(|old| old.computer) {
            self.ai = None;
        }
        self.away = Some(away);
    }

    /// The person is back: the computer player that stood in for them leaves. Whether they
    /// were away.
    pub fn come_back(&mut self) -> bool {
        let Some(away) = self.away.take() else { return false };
        if away.computer {
            self.ai = None;
        }
        true
    }

    /// Whether the seat still belongs to a person: one who plays it, or one who is away while
    /// a computer player stands in. Their games list it, and they can come back to it.
    pub fn is_persons(&self) -> bool {
        !self.gone && (self.ai.is_none() || self.away.is_some())
    }
}

/// Why an input changes nothing. Each kind is one message to the user ([`Refused::id`]); a
/// move the rules refused keeps the engine's stable code for the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// The input belongs to a board or a step that is no longer current (or was forged).
    Outdated,
    NotYourTurn,
    /// The rules refused the move: the engine's code (`docs/records.md`). The board offers
    /// only legal moves, so it came from a board that was not current (or was forged): the
    /// user hears "not possible", the log the code.
    Rules(&'static str),
    PickDiceFirst,
    PickHouseFirst,
    /// Too few or too many players to start.
    NeedPlayers,
    GameOver,
    UndoNothing,
    UndoImpossible,
    UndoNotYours,
    UndoAfterDice,
    UndoAfterReveal,
}

impl Refused {
    /// Every kind (a rule's code stands for all of them), for the tests of the catalog.
    pub const ALL: [Refused; 12] = [
        Refused::Outdated,
        Refused::NotYourTurn,
        Refused::Rules("any"),
        Refused::PickDiceFirst,
        Refused::PickHouseFirst,
        Refused::NeedPlayers,
        Refused::GameOver,
        Refused::UndoNothing,
        Refused::UndoImpossible,
        Refused::UndoNotYours,
        Refused::UndoAfterDice,
        Refused::UndoAfterReveal,
    ];

    /// A move the rules refused, with the engine's code.
    pub fn by_rules(code: &'static str) -> Refused {
        Refused::Rules(code)
    }

    /// The catalog message the user is shown.
    pub fn id(self) -> &'static str {
        match self {
            Refused::Outdated => "board-outdated",
            Refused::NotYourTurn => "not-your-turn",
            Refused::Rules(_) => "move-refused",
            Refused::PickDiceFirst => "pick-dice-first",
            Refused::PickHouseFirst => "pick-house-first",
            Refused::NeedPlayers => "lobby-need-players",
            Refused::GameOver => "game-over",
            Refused::UndoNothing => "undo-nothing",
            Refused::UndoImpossible => "undo-impossible",
            Refused::UndoNotYours => "undo-not-yours",
            Refused::UndoAfterDice => "undo-after-dice",
            Refused::UndoAfterReveal => "undo-after-reveal",
        }
    }
}

/// What a seat's finished game adds to its player's statistics.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatResult {
    pub won: bool,
    pub score: Score,
    /// How far the seat got, for ranking those level before the score decides (Würfelhaus:
    /// bricks painted, since a seat that did not finish has no finishing turn count); 0 where
    /// the score says it all.
    pub progress: u32,
}

/// A finished game's measure for one seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// More is better (The Three Little Pigs).
    Points(u32),
    /// Fewer is better: turns taken to finish (Würfelhaus).
    Turns(u32),
}

/// A game's board inputs as the short tokens their components carry (`roll`, `die3`, `buy0`).
/// The table's own tokens (`join`, `leave`, `start`) are never given to a game.
pub trait Codec: Sized {
    fn token(&self) -> String;
    /// `None` for a token this game does not have.
    fn read(token: &str) -> Option<Self>;
}

/// One game as a table runs it. Implemented by the engine's game state itself.
pub trait TableGame: Sized + Clone + Debug + PartialEq + Serialize + DeserializeOwned {
    /// Stable name in records, stored tables and catalog ids (`game-<slug>-…`).
    const SLUG: &'static str;
    /// How many seats a game takes.
    const PLAYERS: RangeInclusive<usize>;
    /// The slash command that opens and runs its tables (catalog id of its localized name).
    const COMMAND: &'static str;
    /// Shown beside its name on the `/oink` overview and its button there.
    const EMOJI: &'static str;
    /// The options of its `new` command, in the order clients list them.
    const OPTIONS: &'static [OptionSpec];
    /// Whether players hold information the others may not see (hands, secret choices): its
    /// record, which holds the seed and every secret move, is then not given out before the
    /// end.
    const HIDDEN: bool = false;
    /// How the table layouts before the seam (store schemas 1 and 2) kept this game; `None`
    /// for a game those releases did not run.
    const EARLIER: Option<Earlier> = None;
    /// The computer players its lobby offers: each level [`TableGame::ai`] plays, with the
    /// catalog id of what that level does in this game. Only levels it plays differently: a
    /// game whose `ai` plays every level at random offers `random` alone (the default), so no
    /// lobby promises a player it does not have.
    const AI_LEVELS: &'static [(Level, &'static str)] = &[(Level::Random, "ai-level-random-about")];
    /// Chosen when the table is opened (`/pigs new variant:veteran`).
    type Options: Clone + Debug + PartialEq + Default + Serialize + DeserializeOwned;
    /// A move, as the record stores it.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What a move did, for the board's "what happened" lines.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Picks made on the board between moves (dice chosen for a reroll); reset by every move.
    type Ui: Clone + Debug + PartialEq + Default + Serialize + DeserializeOwned;
    /// The board's components.
    type Input: Codec;
    /// The exported record (`oink replay` form).
    type Record: Serialize + DeserializeOwned;

    /// The options of a new table, from values already checked against [`Self::OPTIONS`];
    /// an option not given takes its default.
    fn options(chosen: &Chosen) -> Self::Options;

    /// A new game for `names` in seat order, and the randomness it goes on with; `seed` is all
    /// the randomness there is, so the record replays the game exactly.
    fn start(names: Vec<String>, options: &Self::Options, seed: u64) -> Result<(Self, Source), Refused>;

    /// The seats whose input the game waits for (several for simultaneous choices); empty
    /// once it is over.
    fn waiting_for(&self) -> Vec<usize>;

    /// Every legal move of `seat` now (for random play and the AI seats).
    fn legal(&self, seat: usize) -> Vec<Self::Action>;

    /// Turns a component `seat` used (with a menu's `values`) into a move, or into a board
    /// pick kept in `ui` (`Ok(None)`). A value no board offered is refused.
    fn step(
        &self,
        ui: &mut Self::Ui,
        seat: usize,
        input: Self::Input,
        values: &[String],
    ) -> Result<Option<Self::Action>, Refused>;

    /// Applies a move; a refused move changes nothing.
    fn apply(
        &mut self,
        seat: usize,
        action: &Self::Action,
        rng: &mut Source,
    ) -> Result<Vec<Self::Event>, Refused>;

    fn is_over(&self) -> bool;

    /// Each seat's result once the game is over.
    fn results(&self) -> Option<Vec<SeatResult>>;

    /// The options this game was started with (a rematch starts from them).
    fn started_with(&self) -> Self::Options;

    /// The move a computer player at `seat` makes now, at `level`, drawing from `rng` (its own:
    /// never the game's dice); `None` when the seat has no move.
    fn ai(&self, seat: usize, level: Level, rng: &mut Seeded) -> Option<Self::Action>;

    /// The move that gives up the rest of `seat`'s turn with the least effect (a player who is
    /// away: their turn is skipped, or they were removed); played until the game no longer
    /// waits for the seat. A move the rules force (the wolf's blow) is still made. `None` when
    /// the seat has no move.
    fn pass(&self, seat: usize) -> Option<Self::Action>;

    /// Whether `action`, the last move, may be taken back by its player (see
    /// [`Play::undo`]): not when it showed them something hidden (a drawn card, the other
    /// side's battle cards), which taking it back would let them use.
    fn may_take_back(&self, _action: &Self::Action) -> bool {
        true
    }

    /// A mark of the decision the game waits for: it changes when a new turn or phase begins,
    /// even for the same seats. The turn clock restarts with it, and a skipped turn is passed
    /// only until it changes. The seats waited for are the turn in most games (`0` here).
    fn turn_mark(&self) -> u64 {
        0
    }

    /// The seat whose turn follows the one being played, in games whose turns go round the
    /// table in seat order; `None` where the order depends on play (the turn heads-up then
    /// only says who is the last one a question waits for).
    fn next_up(&self) -> Option<usize> {
        None
    }

    /// The exported record of a game played from `seed` by `seats` in seat order.
    fn record(&self, seats: &[Seat], seed: u64, actions: &[Recorded<Self::Action>]) -> Self::Record;

    /// `oink replay`: the state `record` leads to, as JSON (with the legal moves if `legal`),
    /// or the first action the rules refuse.
    fn replay(record: &Self::Record, legal: bool) -> Result<serde_json::Value, ReplayError>;

    /// `oink sim`: plays the games `request` asks for and reports aggregate figures, as
    /// pretty-printed JSON.
    fn sim(request: &SimRequest) -> Result<String, SimRefused>;
}

/// Where the table layouts before the seam (store schemas 1 and 2) kept a game: they named it
/// in the stage tag of a running or finished game, and a lobby kept every game's options, each
/// under its own key, the table's `game` saying which counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Earlier {
    /// The stage tag of a game in progress.
    pub running: &'static str,
    /// The stage tag of a finished game.
    pub over: &'static str,
    /// The lobby's key for the game's options.
    pub options: &'static str,
    /// Whether a table that named no game ran this one (the first release hosted one game).
    pub unnamed: bool,
}
