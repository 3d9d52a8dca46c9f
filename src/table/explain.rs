//! The board's buttons that only show, to whoever clicks, in their own language, as an
//! ephemeral message: 📖 "What now?" (the current phase explained; anyone may ask, seated or
//! not), 📜 "Since my last turn" (the catch-up digest of a seated player) and 🔊 "Read the
//! board" (the board in sentences, for screen readers; anyone may ask). A board of any
//! revision will do. A user who chose text boards (`/oink settings`) gets 📖 and 📜 as plain
//! sentences too, without emoji art.

use super::request::{Actor, Answer, Refusal, Where};
use super::service::Service;
use crate::render::{self, Reply, spoken};
use crate::store::StoreError;

impl Service {
    pub(super) fn explain(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        let table = match self.table_to_show(at, who)? {
            Ok(table) => table,
            Err(answer) => return Ok(answer),
        };
        let board = render::Board { locale: who.locale, ..table.view() };
        Ok(match render::explain(self.catalog(), &board) {
            Some(reply) => Answer { reply: self.as_they_read(who.user, reply), ..Answer::default() },
            None => self.refuse(who.locale, Refusal::BoardOutdated, Some(table.stage.command())),
        })
    }

    /// 📜 What happened at the table since the clicker's own last move.
    pub(super) fn since_last_turn(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        let table = match self.table_to_show(at, who)? {
            Ok(table) => table,
            Err(answer) => return Ok(answer),
        };
        let seat = table.stage.seats().iter().position(|seat| seat.user == who.user);
        let text = match seat {
            None => self.catalog().text(who.locale, "digest-not-seated", None),
            Some(seat) => render::digest::since_last_turn(self.catalog(), who.locale, &table.stage, seat)
                .unwrap_or_else(|| self.catalog().text(who.locale, "digest-nothing", None)),
        };
        Ok(Answer { reply: self.as_they_read(who.user, Reply::notice(text)), ..Answer::default() })
    }

    /// 🔊 The board in sentences, in the clicker's language, seated or not.
    pub(super) fn read_board(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        let table = match self.table_to_show(at, who)? {
            Ok(table) => table,
            Err(answer) => return Ok(answer),
        };
        let board = render::Board { locale: who.locale, ..table.view() };
        Ok(match render::read_aloud(self.catalog(), &board) {
            Some(reply) => Answer { reply, ..Answer::default() },
            None => self.refuse(who.locale, Refusal::BoardOutdated, Some(table.stage.command())),
        })
    }

    /// A private answer as `user` reads it: as drawn, or in plain sentences for a user who
    /// chose text boards.
    fn as_they_read(&self, user: u64, reply: Reply) -> Reply {
        if self.user_settings(user).text_boards { spoken::plainly(reply) } else { reply }
    }
}
