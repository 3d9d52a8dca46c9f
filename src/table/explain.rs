//! 📖 "What now?" on a board: the current phase explained to whoever clicks, in their own
//! language, as an ephemeral message. It only shows: a board of any revision will do, and
//! anyone may ask, seated or not.

use super::request::{Actor, Answer, Refusal, Where};
use super::service::Service;
use crate::render;
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
}
