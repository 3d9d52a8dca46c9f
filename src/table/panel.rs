//! Private panels: what a player of a game with hidden information sees alone ("My cards"),
//! and the controls of their secret choices, as ephemeral messages.
//!
//! A panel's controls carry the number of moves its player had made when it was drawn
//! ([`ComponentId::Panel`](crate::component::ComponentId::Panel)), not the board's revision:
//! while several players choose at once, the others' choices must not outdate it.

use super::Actor;
use super::click::{press, seat_of, stats_edits, waiting_for};
use super::model::{Stage, Table};
use super::service::{Answer, Refusal, Service, Where, say};
use crate::component::Token;
use crate::render::{self, Reply};
use crate::store::{StoreError, Stored};

impl Service {
    /// "My cards" on a board: the clicking player's panel, as a new ephemeral message.
    pub(super) fn show_panel(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        let table = match self.store.table::<Table>(at.channel) {
            Ok(Some(stored)) => stored.data,
            Ok(None) => return Ok(self.notice(at, who.locale, &say("table-none"))),
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        };
        Ok(match self.panel_of(&table, who) {
            Ok(reply) => Answer { reply, ..Answer::default() },
            Err(refusal) => self.notice(at, who.locale, &refusal),
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
        // Only a game that draws panels takes panel controls: on another game's table a forged
        // panel id would skip the board's revision check.
        match self.store.table::<Table>(at.channel) {
            Ok(Some(stored)) if self.panel_of(&stored.data, who).is_err() => {
                return Ok(self.notice(at, who.locale, &say("board-outdated")));
            }
            Ok(_) => {}
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        }
        let mut before = Vec::new();
        let mut moved = false;
        let mut over_now = false;
        let result = self
            .store
            .update_with(at.channel, |old: Option<Stored<Table>>| {
                let table = old.ok_or_else(|| say("table-none"))?.data;
                if table.id != id {
                    return Err(say("board-outdated"));
                }
                let Stage::Playing(game) = &table.stage else {
                    return Err(say(if matches!(table.stage, Stage::Finished(_)) {
                        "game-over"
                    } else {
                        "board-outdated"
                    }));
                };
                let seat = seat_of(game.play().seats(), who)?;
                if game.play().moves_by(seat) != stamp || !matches!(token, Token::Game(_)) {
                    return Err(say("panel-outdated"));
                }
                before = waiting_for(&table);
                let rev = table.rev;
                let table = press(table, who, &token, values, now)?;
                moved = table.rev != rev;
                over_now = matches!(table.stage, Stage::Finished(_));
                let edits = if over_now { stats_edits(&table) } else { Vec::new() };
                Ok((table, edits))
            })
            .await;
        let table = match result {
            Ok(Ok(stored)) => {
                self.track(&stored.data);
                stored.data
            }
            Ok(Err(refusal)) => return Ok(self.refused_on_panel(at, who, &refusal)),
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        };
        let panel =
            self.panel_of(&table, who).unwrap_or_else(|refusal| self.notice(at, who.locale, &refusal).reply);
        let mut answer = Answer { reply: panel.clone(), update: true, ..Answer::default() };
        if moved {
            let board = self.board(&table);
            answer.board_edit = table.board.map(|message| (message.message, board.clone()));
            if over_now {
                answer.announce = self.announcement(&table);
            }
            self.after_move(at, &table, &before, board, &mut answer, now);
            if answer.fresh_board.is_some() {
                // The old board is retired, not edited; the panel stays the panel.
                answer.board_edit = None;
                answer.reply = panel;
            }
        }
        Ok(answer)
    }

    /// The panel as it is now, under the reason a control was refused (or the bare reason
    /// when there is no panel to show).
    fn refused_on_panel(&self, at: Where, who: &Actor, refusal: &Refusal) -> Answer {
        let reason = self.notice(at, who.locale, refusal);
        let table = self.store.table::<Table>(at.channel).ok().flatten().map(|stored| stored.data);
        match table.map(|table| self.panel_of(&table, who)) {
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
        render::panel(&self.catalog, &board, seat).ok_or_else(|| say("board-outdated"))
    }
}
