//! Private panels: what a player of a game with hidden information sees alone ("My cards"),
//! and the controls of their secret choices, as ephemeral messages.
//!
//! A panel's controls carry the number of moves its player had made when it was drawn
//! ([`ComponentId::Panel`](crate::component::ComponentId::Panel)), not the board's revision:
//! while several players choose at once, the others' choices must not outdate it.
//!
//! An ephemeral message does not change by itself when the game comes to its player, so a
//! panel may carry **Refresh** ([`Token::Mine`] on a panel id, the board's "My cards" button
//! in place): it redraws that panel as it is now, whatever it was drawn after.

use super::click::{press, seat_of};
use super::model::{Stage, Table};
use super::moved::Via;
use super::request::{Actor, Answer, Refusal, Where};
use super::service::Service;
use crate::component::Token;
use crate::render::{self, Reply};
use crate::store::StoreError;

impl Service {
    /// "My cards" on a board: the clicking player's panel, as a new ephemeral message.
    pub(super) fn show_panel(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        let table = match self.store().table::<Table>(at.channel) {
            Ok(Some(stored)) => stored.data,
            Ok(None) => return Ok(self.notice(at, who.locale, Refusal::TableNone)),
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        };
        Ok(match self.panel_of(&table, who) {
            Ok(reply) => Answer { reply, ..Answer::default() },
            Err(refusal) => self.notice(at, who.locale, refusal),
        })
    }

    /// A control on a private panel of table `id` drawn after its player's `stamp` moves. The
    /// panel is
    /// redrawn in place; a move also edits the shared board and does what any move does
    /// (pings, the final announcement). A refused control redraws the current panel with
    /// the reason above it, so the player sees at once what they may do now.
    pub(super) async fn panel_click(
        &self,
        at: Where,
        who: &Actor,
        (id, stamp): (u64, u64),
        token: Token,
        values: &[String],
        now: u64,
    ) -> Result<Answer, StoreError> {
        if token == Token::Mine {
            return self.redraw_panel(at, who, id);
        }
        // The table as the update saw it, for a refusal's panel and texts.
        let mut seen = None;
        let result = self
            .apply_move(at.channel, Refusal::TableNone, |table| {
                seen = Some(table.clone());
                // Only a game that draws panels takes panel controls: on another game's table
                // a forged panel id would skip the board's revision check.
                if table.id != id || self.panel_of(&table, who).is_err() {
                    return Err(Refusal::BoardOutdated);
                }
                let Stage::Playing(game) = &table.stage else {
                    return Err(if matches!(table.stage, Stage::Finished(_)) {
                        Refusal::GameOver
                    } else {
                        Refusal::BoardOutdated
                    });
                };
                let seat = seat_of(game.play().seats(), who)?;
                if game.play().moves_by(seat) != stamp || !matches!(token, Token::Game(_)) {
                    return Err(Refusal::PanelOutdated);
                }
                let rev = table.rev;
                let table = press(table, who, &token, values, &[], now)?;
                // A pick changes no game, and keeps the revision.
                let made_move = table.rev != rev;
                Ok((table, made_move))
            })
            .await;
        let moved = match result {
            Ok(Ok(moved)) => moved,
            Ok(Err(refusal)) => return Ok(self.refused_on_panel(who, refusal, seen.as_ref())),
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        };
        let panel = self.panel_of(&moved.table, who).unwrap_or_else(|refusal| {
            self.refuse(who.locale, refusal, Some(moved.table.stage.command())).reply
        });
        let answer = if moved.change {
            self.after_move(at, &moved, Via::Elsewhere, now)
        } else {
            // A pick: no game changed, the board stays as it is.
            self.track(&moved.table);
            Answer::default()
        };
        Ok(Answer { reply: panel, update: true, ..answer })
    }

    /// Refresh on a panel of table `id`: the clicker's panel as it is now, in place of the old
    /// one. It changes nothing, so any stamp will do; a panel of an earlier table is outdated.
    fn redraw_panel(&self, at: Where, who: &Actor, id: u64) -> Result<Answer, StoreError> {
        let table = match self.store().table::<Table>(at.channel) {
            Ok(Some(stored)) => stored.data,
            Ok(None) => return Ok(self.notice(at, who.locale, Refusal::TableNone)),
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        };
        if table.id != id {
            return Ok(self.refused_on_panel(who, Refusal::BoardOutdated, None));
        }
        Ok(match self.panel_of(&table, who) {
            Ok(reply) => Answer { reply, update: true, ..Answer::default() },
            Err(refusal) => self.refused_on_panel(who, refusal, None),
        })
    }

    /// The panel as it is now (`table`, as the refused update saw it), under the reason a
    /// control was refused; the bare reason when there is no panel to show.
    fn refused_on_panel(&self, who: &Actor, refusal: Refusal, table: Option<&Table>) -> Answer {
        let reason = self.refuse(who.locale, refusal, table.map(|t| t.stage.command()));
        match table.map(|table| self.panel_of(table, who)) {
            Some(Ok(panel)) => {
                Answer { reply: Reply { content: reason.reply.content, ..panel }, update: true, ..reason }
            }
            Some(Err(_)) | None => reason,
        }
    }

    /// `who`'s panel at `table`, in their own language.
    fn panel_of(&self, table: &Table, who: &Actor) -> Result<Reply, Refusal> {
        let seat = seat_of(table.stage.seats(), who)?;
        let board = render::Board { locale: who.locale, ..table.view() };
        render::panel(self.catalog(), &board, seat).ok_or(Refusal::BoardOutdated)
    }
}
