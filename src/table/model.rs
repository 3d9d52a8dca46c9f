//! What a table stores: one channel's session, from the lobby to the final scores.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::clock::{self, Absent, Clock, Turn};

pub use crate::games::registry::Stage;
pub use crate::games::seam::Seat;
use crate::i18n::Locale;
use crate::render::{Board, Timing};

/// One channel's session.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(from = "super::stored::StoredTable")]
pub struct Table {
    /// Tells this table from earlier and later ones in the same channel (random; never the
    /// seed, which would reveal the dice).
    pub id: u64,
    pub channel: u64,
    pub guild: Option<u64>,
    pub host: u64,
    /// Language of the public board: the host's at creation.
    #[serde(with = "locale_code")]
    pub locale: Locale,
    /// Mention the next player in a new message when the turn changes.
    pub turn_pings: bool,
    pub stage: Stage,
    /// Board revision: changes with every move and every repost, and is written into every
    /// button, so a click on an outdated board is recognized. Board picks (a die chosen for a
    /// reroll) keep it: they change no game, and a quick second pick must not be refused.
    pub rev: u64,
    /// The message that shows the board, once known.
    pub board: Option<BoardMessage>,
    /// Unix seconds of the last change.
    pub updated_at: u64,
    /// Who ended the game before its end (`/pigs end`): the record stays, for `/pigs export`,
    /// until a newer table replaces it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_by: Option<String>,
    /// Turn limit, reminder and what happens to absent players (days-long play).
    #[serde(default, skip_serializing_if = "is_default")]
    pub clock: Clock,
    /// The turn being timed, while a person is to move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<Turn>,
    /// Turns each seat missed in a row (the limit passed them), for `when_absent: remove`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub missed: BTreeMap<usize, u32>,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl Table {
    /// A new revision of the table: every board drawn before is out of date.
    pub(super) fn touched(mut self, now: u64) -> Table {
        self.rev += 1;
        self.updated_at = now;
        clock::follow_turn(&mut self, now);
        self
    }

    /// What the renderer needs to draw this table's board.
    pub fn view(&self) -> Board<'_> {
        Board {
            channel: self.channel,
            table: self.id,
            rev: self.rev,
            locale: self.locale,
            host: self.host,
            stage: &self.stage,
            ended_by: self.ended_by.as_deref(),
            timing: self.clock.is_on().then(|| Timing {
                limit: self.clock.limit,
                reminder: self.clock.reminder,
                absent: self.clock.absent.code(),
                remove_after: match self.clock.absent {
                    Absent::Remove { after } => after,
                    Absent::Skip | Absent::Ai => 0,
                },
                deadline: self.clock.limit.zip(self.turn.as_ref()).map(|(limit, turn)| turn.since + limit),
            }),
            solo_best: None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardMessage {
    pub message: u64,
    /// Unix seconds when it was posted.
    pub posted_at: u64,
}

pub(super) mod locale_code {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::i18n::Locale;

    pub fn serialize<S: Serializer>(locale: &Locale, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(locale.code())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Locale, D::Error> {
        let code = String::deserialize(d)?;
        Ok(Locale::from_code(&code).unwrap_or(Locale::EnUs))
    }
}
