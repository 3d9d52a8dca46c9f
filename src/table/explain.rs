//! The board's buttons that only show, to whoever clicks, in their own language, as an
//! ephemeral message: 📖 "What now?" (the current phase explained; anyone may ask, seated or
//! not) and 📜 "Since my last turn" (the catch-up digest of a seated player). A board of any
//! revision will do.

use super::request::{Actor, Answer, Refusal, Where};
use super::service::Service;
use crate::render::{self, Reply};
use crate::store::StoreError;

impl Service {
    pub(super) fn explain(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        let table = match self.table_to_show(at, who)? {
            Ok(table) => table,
            Err(answer) => return Ok(answer),
        };
        let board = render::Board { locale: who.locale, ..table.view() };
        Ok(match render::explain(self.catalog(), &board) {
            Some(reply) => Answer { reply, ..Answer::default() },
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
        Ok(Answer { reply: Reply::notice(text), ..Answer::default() })
    }
}
