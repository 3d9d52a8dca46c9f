//! Private panels: what a player of a game with hidden information sees alone ("My cards"),
//! and the controls of their secret choices, as ephemeral messages.
//!
//! A panel's controls carry the number of moves its player had made when it was drawn
//! ([`ComponentId::Panel`](crate::component::ComponentId::Panel)), not the board's revision:
//! while several players choose at once, the others' choices must not outdate it.
//!
//! Panels are live: every move redraws the open panels it changed (`live_panels.rs`), so the
//! newest panel a player was shown is the game as it is. A panel the transport can no longer
//! edit (Discord's 15 minutes) still never loops: any click on it, and **Refresh**
//! ([`Token::Mine`] on a panel id), redraws it in place as it is now; a panel of a game that
//! ended says so, with the way to the channel's board, and keeps no control.

use super::away::{away_seats, came_back};
use super::click::{press, seat_of};
use super::live_panels::{PanelEdit, PanelHandle, Redrawn};
use super::model::{Stage, Table};
use super::moved::Via;
use super::request::{Actor, Answer, Refusal, Where};
use super::service::Service;
use crate::component::Token;
use crate::games::seam::Refused;
use crate::i18n::Locale;
use crate::render::{self, Reply};
use crate::store::StoreError;

impl Service {
    /// "My cards" on a board: the clicking player's panel, as a new ephemeral message.
    pub(super) fn show_panel(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        let table = match self.table_to_show(at, who)? {
            Ok(table) => table,
            Err(answer) => return Ok(answer),
        };
        Ok(match self.panel_of(&table, who.user, who.locale) {
            Ok(reply) => Answer { reply, is_panel: true, ..Answer::default() },
            Err(refusal) => self.refuse(who.locale, refusal, Some(table.stage.command())),
        })
    }

    /// A control on a private panel of table `id` drawn after its player's `stamp` moves. The
    /// panel is redrawn in place; a move also edits the shared board, the other players'
    /// open panels it changed, and does what any move does (pings, the final announcement).
    /// A refused control redraws the current panel with the reason above it, so the player
    /// sees at once what they may do now; a panel of an earlier game says that game ended.
    pub(super) async fn panel_click(
        &self,
        at: Where,
        who: &Actor,
        (id, stamp): (u64, u64),
        token: Token,
        values: &[String],
        now: u64,
    ) -> Result<Answer, StoreError> {
        let current = match self.store().table::<Table>(at.channel) {
            Ok(stored) => stored.map(|stored| stored.data),
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        };
        if current.as_ref().is_none_or(|table| table.id != id) {
            return Ok(self.ended_in_place(current.as_ref(), who.locale));
        }
        if token == Token::Mine {
            return Ok(self.redraw_panel(current.as_ref(), who));
        }
        // The table as the update saw it, for a refusal's panel and texts.
        let mut seen = None;
        // The clicker's seats that are away before the click: a move ends that there.
        let mut away_before = Vec::new();
        let result = self
            .apply_move(at.channel, Refusal::TableNone, |table| {
                seen = Some(table.clone());
                away_before = away_seats(&table, who.user);
                if table.id != id {
                    return Err(Refusal::PanelOutdated);
                }
                // Only a game that draws panels takes panel controls: on another game's table
                // a forged panel id would skip the board's revision check.
                self.panel_of(&table, who.user, who.locale)?;
                let Stage::Playing(game) = &table.stage else { return Err(Refusal::GameOver) };
                let seat = seat_of(game.play().seats(), who)?;
                if game.play().moves_by(seat) != stamp || !matches!(token, Token::Game(_)) {
                    return Err(Refusal::PanelOutdated);
                }
                let rev = table.rev;
                // A panel offers only legal choices: one the game refuses came from a panel
                // that is out of date (or forged), and the player hears about the panel.
                let table = press(table, who, &token, values, &[], now).map_err(|refusal| match refusal {
                    Refusal::BoardOutdated
                    | Refusal::ValueNotOffered
                    | Refusal::Game(Refused::Outdated | Refused::Rules(_)) => Refusal::PanelOutdated,
                    other => other,
                })?;
                // A pick changes no game, and keeps the revision.
                let made_move = table.rev != rev;
                Ok((table, made_move))
            })
            .await;
        let moved = match result {
            Ok(Ok(moved)) => moved,
            Ok(Err(Refusal::TableNone)) => return Ok(self.ended_in_place(None, who.locale)),
            Ok(Err(refusal)) => {
                // An outdated control says first what changed that its player could not see.
                let changed = match (&refusal, &token, seen.as_ref()) {
                    (Refusal::PanelOutdated, Token::Game(token), Some(table)) if table.id == id => {
                        self.what_changed(table, who, (token, values))
                    }
                    _ => None,
                };
                return Ok(self.refused_on_panel(who, refusal, seen.as_ref(), changed));
            }
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        };
        let answer = if moved.change {
            let mut answer = self.after_move(at, &moved, Via::Elsewhere, now);
            // The clicker's own panel is the reply itself.
            answer.panel_edits.retain(|edit| edit.user != who.user);
            let back = came_back(&moved.table, &away_before);
            if !back.is_empty() {
                answer.tell(self.away_lines(&moved.table, &back));
            }
            answer
        } else {
            // A pick: no game changed, the board stays as it is.
            self.track(&moved.table);
            Answer::default()
        };
        Ok(match self.panel_of(&moved.table, who.user, who.locale) {
            Ok(panel) => Answer { reply: panel, update: true, is_panel: true, ..answer },
            Err(_) => Answer { update: true, ..self.ended_in_place(Some(&moved.table), who.locale) },
        })
    }

    /// `user`'s newest panel at `channel` was shown (posted, or updated in place) and can be
    /// edited through `handle` until `until` (Unix seconds): later moves keep it up to date
    /// (in Discord an interaction's token edits its message for 15 minutes).
    pub fn panel_shown(
        &self,
        (channel, user, locale): (u64, u64, Locale),
        handle: PanelHandle,
        reply: &Reply,
        until: u64,
    ) {
        self.live().shown(channel, user, locale, handle, reply, until);
    }

    /// `user`'s panel at `channel` could not be edited (dismissed, or its handle expired):
    /// it is no longer kept up to date.
    pub fn panel_lost(&self, channel: u64, user: u64) {
        self.live().lost(channel, user);
    }

    /// After a move at `table`: its open panels that the move changed, redrawn. A panel of a
    /// game that ended, or of a player who left it, is drawn a last time and let go.
    pub(super) fn live_panel_edits(&self, table: &Table, now: u64) -> Vec<PanelEdit> {
        self.live().redraw(table.channel, now, |viewer| {
            match self.panel_of(table, viewer.user, viewer.locale) {
                Ok(panel) if matches!(table.stage, Stage::Playing(_)) => Redrawn::Live(panel),
                Ok(panel) => Redrawn::Last(panel),
                Err(_) => Redrawn::Last(self.ended(Some(table), viewer.locale)),
            }
        })
    }

    /// Refresh on a panel of the channel's table: the clicker's panel as it is now, in place
    /// of the old one. It changes nothing, so any stamp will do.
    fn redraw_panel(&self, table: Option<&Table>, who: &Actor) -> Answer {
        match table.map(|table| (table, self.panel_of(table, who.user, who.locale))) {
            Some((_, Ok(reply))) => Answer { reply, update: true, is_panel: true, ..Answer::default() },
            Some((table, Err(refusal))) => self.refused_on_panel(who, refusal, Some(table), None),
            None => self.ended_in_place(None, who.locale),
        }
    }

    /// The panel as it is now (`table`, as the refused update saw it), under the reason a
    /// control was refused, after the line saying what `changed` when the game could tell;
    /// the bare reason, in place, when there is no panel to show. The reason names the
    /// commands of this table's game, never another's.
    fn refused_on_panel(
        &self,
        who: &Actor,
        refusal: Refusal,
        table: Option<&Table>,
        changed: Option<String>,
    ) -> Answer {
        let mut reason = self.refuse(who.locale, refusal, table.map(|t| t.stage.command()));
        if let Some(changed) = changed {
            let generic = reason.reply.content.take().unwrap_or_default();
            reason.reply.content = Some(format!("{changed}\n{generic}").trim_end().to_owned());
        }
        match table.map(|table| self.panel_of(table, who.user, who.locale)) {
            Some(Ok(panel)) => Answer {
                reply: Reply { content: reason.reply.content, ..panel },
                update: true,
                is_panel: true,
                ..reason
            },
            Some(Err(_)) | None => Answer { update: true, ..reason },
        }
    }

    /// A panel of a game that is over or gone, answered in place: it says so and keeps no
    /// control, so nothing on it can be pressed again.
    fn ended_in_place(&self, table: Option<&Table>, locale: Locale) -> Answer {
        Answer { reply: self.ended(table, locale), update: true, ..Answer::default() }
    }

    /// What a panel shows once its game ended (or its player left): that, with the way to the
    /// channel's newest board (`table`, the channel's table now) when there is one.
    fn ended(&self, table: Option<&Table>, locale: Locale) -> Reply {
        let text = match table {
            Some(table) => {
                let mut args = fluent_bundle::FluentArgs::new();
                args.set("link", table.jump_link());
                self.catalog().text(locale, "panel-game-ended-board", Some(&args))
            }
            None => self.catalog().text(locale, "panel-game-ended", None),
        };
        Reply::notice(text)
    }

    /// What changed for `who` at `table` since their panel showed the refused `control`
    /// (its token and values), in their language; `None` when the game cannot tell.
    fn what_changed(&self, table: &Table, who: &Actor, control: (&str, &[String])) -> Option<String> {
        let seat = seat_of(table.stage.seats(), who).ok()?;
        let board = render::Board { locale: who.locale, ..table.view() };
        render::what_changed(self.catalog(), &board, seat, control)
    }

    /// `user`'s panel at `table`, in their language.
    fn panel_of(&self, table: &Table, user: u64, locale: Locale) -> Result<Reply, Refusal> {
        let who = Actor { user, name: String::new(), locale, can_manage: false };
        let seat = seat_of(table.stage.seats(), &who)?;
        let board = render::Board { locale, ..table.view() };
        let drawn = if self.user_settings(user).text_boards {
            render::spoken_panel(self.catalog(), &board, seat)
        } else {
            render::panel(self.catalog(), &board, seat)
        };
        drawn.ok_or(Refusal::NotPlaying)
    }
}
