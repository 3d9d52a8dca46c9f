//! Board components: the one entry both transports call with a clicked `custom_id`.

// Every game must be handled by name here: a new game is a compile error, never a fallback.
#![deny(clippy::wildcard_enum_match_arm)]

use super::away::{away_seats, came_back, starting_away};
use super::lobby;
use super::model::{Stage, Table};
use super::moved::Via;
use super::request::{Actor, Answer, Refusal, Where};
use super::service::{Left, Service};
use super::settings::AwayChoice;
use crate::component::{ComponentId, CustomIdError, Token};
use crate::games::seam::Pressed;
use crate::render;
use crate::store::StoreError;

impl Service {
    /// A click on a component (`custom_id`, with a menu's `values`) in channel `at`.
    ///
    /// Transports call this for every component interaction and hold the channel's lock
    /// meanwhile, so answers go out in the order the changes were made.
    pub async fn component(
        &self,
        at: Where,
        who: &Actor,
        custom_id: &str,
        values: &[String],
        now: u64,
    ) -> Result<Answer, StoreError> {
        let refuse = |refusal: Refusal| Ok(self.notice(at, who.locale, refusal));
        match ComponentId::parse(custom_id) {
            Ok(ComponentId::GameInfo(game)) => Ok(Answer {
                reply: render::help::game_info(self.catalog(), who.locale, game),
                ..Answer::default()
            }),
            Ok(
                ComponentId::Table { channel, .. }
                | ComponentId::EndTable { channel, .. }
                | ComponentId::Panel { channel, .. },
            ) if channel != at.channel => refuse(Refusal::BoardOutdated),
            Ok(ComponentId::Table { rev, token, .. }) => self.click(at, who, rev, token, values, now).await,
            Ok(ComponentId::EndTable { table, confirm, .. }) => self.end(at, who, table, confirm).await,
            Ok(ComponentId::Panel { table, stamp, token, .. }) => {
                self.panel_click(at, who, (table, stamp), token, values, now).await
            }
            Ok(ComponentId::Daily { guild, day, user, stamp, token }) => {
                self.daily_click(at, who, (guild, day, user, stamp), token, values, now).await
            }
            Err(CustomIdError::UnknownVersion(version)) => {
                tracing::info!(custom_id, %version, "click on a component of an unknown version");
                refuse(Refusal::UnknownComponent)
            }
            Err(CustomIdError::Retired) => refuse(Refusal::BoardOutdated),
            Err(error @ (CustomIdError::Foreign | CustomIdError::Malformed)) => {
                refuse(unreadable(custom_id, &error, who.user))
            }
        }
    }

    /// A click on a board drawn at revision `rev`.
    async fn click(
        &self,
        at: Where,
        who: &Actor,
        rev: u64,
        token: Token,
        values: &[String],
        now: u64,
    ) -> Result<Answer, StoreError> {
        if token == Token::Leave {
            return self.leave_click(at, who, rev, now).await;
        }
        if token == Token::Mine {
            // Only shows: a board of any revision will do.
            return self.show_panel(at, who);
        }
        if token == Token::Explain {
            // Only shows, too.
            return self.explain(at, who);
        }
        if token == Token::Since {
            return self.since_last_turn(at, who);
        }
        if token == Token::Read {
            return self.read_board(at, who);
        }
        let rematch = (token == Token::Rematch).then(|| self.new_game_ids());
        if rematch.is_some() {
            // The finished game goes to the archive, as when a new table replaces it (the
            // rematch's flush covers this write too).
            if let Ok(Some(old)) = self.store().table::<Table>(at.channel) {
                if old.data.rev == rev && matches!(old.data.stage, Stage::Finished(_)) {
                    self.store().archive(at.channel, old.data.id, &old.data)?;
                }
            }
        }
        // Who of those about to start a game is away: their seats start as they chose.
        let starts = matches!(token, Token::Start | Token::Rematch);
        let away = if starts { self.away_of_seated(at.channel, now) } else { Vec::new() };
        // What a refusal needs to know of the table, seen once in the update: its game's
        // command, and whether a computer player was left waiting (a restart, a failed
        // answer), who then moves again.
        let mut seen = None;
        // The clicker's seats that are away before the click: a move ends that there.
        let mut away_before = Vec::new();
        let result = self
            .apply_move(at.channel, Refusal::TableNone, |table| {
                seen = Some((table.stage.command(), table.waits_for_ai()));
                away_before = away_seats(&table, who.user);
                if table.rev != rev {
                    return Err(Refusal::BoardOutdated);
                }
                Ok(match rematch {
                    Some((id, seed)) => {
                        let finished = table.clone();
                        let table = lobby::rematch(table, who, id, seed)?;
                        (starting_away(table, &away).touched(now), Some(finished))
                    }
                    None => (press(table, who, &token, values, &away, now)?, None),
                })
            })
            .await;
        let moved = match result {
            Ok(Ok(moved)) => moved,
            // Not a finished game's Rematch, whose board stays as it ended.
            Ok(Err(Refusal::BoardOutdated)) if at.answers_only && token != Token::Rematch => {
                return self.board_as_it_is(at, who);
            }
            Ok(Err(refusal)) => {
                let (game, ai_next) = seen.map_or((None, false), |(game, ai)| (Some(game), ai));
                return Ok(Answer { ai_next, ..self.refuse(who.locale, refusal, game) });
            }
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        };
        let mut answer = self.after_move(at, &moved, Via::Board, now);
        let back = came_back(&moved.table, &away_before);
        if !back.is_empty() {
            answer.tell(self.away_lines(&moved.table, &back));
        }
        if let Some(finished) = &moved.change {
            // The final board keeps its scores but loses its button; the new game's board goes
            // below as a new message, so everyone sees it.
            let mut last = self.board(finished);
            last.rows.clear();
            let board = answer.fresh_board.take().unwrap_or_else(|| answer.reply.clone());
            answer = Answer { reply: last, update: true, fresh_board: Some(board), retire: None, ..answer };
        }
        Ok(answer)
    }

    /// A click on an outdated board where the bot may only answer: what happened since (a
    /// turn clock, a computer player's moves) could not be shown without a request, so the
    /// clicked board becomes the table as it is now, to click again, and the table's board.
    fn board_as_it_is(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        Ok(match self.table_to_show(at, who)? {
            Ok(table) => Answer {
                reply: self.board(&table),
                update: true,
                is_board: true,
                ai_next: table.waits_for_ai(),
                answers_only: true,
                ..Answer::default()
            },
            Err(answer) => answer,
        })
    }

    /// Leave on a lobby board: the last player to leave closes the table.
    async fn leave_click(&self, at: Where, who: &Actor, rev: u64, now: u64) -> Result<Answer, StoreError> {
        let result = match self.leave_lobby(at, who, Some(rev), now).await {
            Ok(result) => result,
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        };
        Ok(match result {
            Ok(Left::Stays(table)) => Answer { reply: self.board(&table), update: true, ..Answer::default() },
            Ok(Left::Closed { locale, .. }) => {
                Answer { reply: self.closed(locale), update: true, ..Answer::default() }
            }
            Err(refusal) => self.notice(at, who.locale, refusal),
        })
    }
}

/// Applies a board component to a table; pure. A game it ends is still `Playing`:
/// [`Service::apply_move`] finishes it.
pub(super) fn press(
    table: Table,
    who: &Actor,
    token: &Token,
    values: &[String],
    away: &[(u64, AwayChoice)],
    now: u64,
) -> Result<Table, Refusal> {
    match token {
        Token::Join => lobby::join(table, who).map(|t| t.touched(now)),
        Token::Start => lobby::start(table, who).map(|t| starting_away(t, away).touched(now)),
        Token::AddAi => lobby::add_ai(table, who, values).map(|t| t.touched(now)),
        Token::DropAi => lobby::drop_ai(table, who).map(|t| t.touched(now)),
        // These have their own paths in `click`.
        Token::Leave | Token::Rematch | Token::Mine | Token::Explain | Token::Since | Token::Read => {
            Err(Refusal::BoardOutdated)
        }
        Token::Game(token) => {
            let mut table = table;
            let Stage::Playing(game) = &mut table.stage else {
                return Err(if matches!(table.stage, Stage::Finished(_)) {
                    Refusal::GameOver
                } else {
                    Refusal::BoardOutdated
                });
            };
            let play = game.play_mut();
            let seat = seat_of(play.seats(), who)?;
            let pressed = play.press(seat, token, values)?;
            if pressed == Pressed::Moved {
                // Back at the table: the missed turns in a row start again, and a time away
                // ends here (their turns are timed again).
                table.missed.remove(&seat);
                if let Some(s) = play.seats_mut().get_mut(seat) {
                    s.come_back();
                }
            }
            Ok(match pressed {
                Pressed::Moved => table.touched(now),
                // A pick changes no game: boards drawn before it stay valid.
                Pressed::Picked => Table { updated_at: now, ..table },
            })
        }
    }
}

/// The seat `who` plays now. A seat handed to a computer player, or removed, is no longer
/// theirs to play; while they are away, a computer player standing in plays it.
pub(super) fn seat_of(seats: &[crate::games::seam::Seat], who: &Actor) -> Result<usize, Refusal> {
    let seat = seats.iter().position(|s| s.user == who.user && s.is_persons()).ok_or(Refusal::NotPlaying)?;
    // Away, with a computer playing for them: `/oink back` gives them their seat again.
    match seats.get(seat) {
        Some(s) if !s.is_person() => Err(Refusal::AwayComputerPlays),
        _ => Ok(seat),
    }
}

/// A component id we cannot read. Anyone can send one, and a log line per click would let
/// them fill the admin's log with warnings: one DEBUG line, and the user gets the localized
/// refusal this returns.
fn unreadable(custom_id: &str, error: &CustomIdError, user: u64) -> Refusal {
    tracing::debug!(?custom_id, %error, user, "unreadable component click");
    Refusal::MalformedComponent
}

#[cfg(test)]
mod tests {
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    use super::*;

    #[derive(Clone, Default)]
    struct Lines(Arc<Mutex<Vec<u8>>>);

    impl Write for Lines {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().map_err(|_| std::io::Error::other("poisoned"))?.extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn an_unreadable_custom_id_is_one_debug_line_and_a_localized_refusal() {
        let lines = Lines::default();
        let writer = lines.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::TRACE)
            .with_ansi(false)
            .with_writer(move || writer.clone())
            .finish();
        let ids = ["oink:1:t:1:2:\nfake line", "oink", "poll:123", &"x".repeat(500)];
        let answers: Vec<Refusal> = tracing::subscriber::with_default(subscriber, || {
            ids.iter()
                .map(|id| {
                    let error = ComponentId::parse(id).expect_err("unreadable");
                    unreadable(id, &error, 7)
                })
                .collect()
        });
        assert!(answers.iter().all(|a| a.id() == "error-malformed-component"), "{answers:?}");
        let text = String::from_utf8(lines.0.lock().expect("lines").clone()).expect("utf-8");
        let logged: Vec<&str> = text.lines().collect();
        assert_eq!(logged.len(), ids.len(), "one line per click: {text}");
        assert!(logged.iter().all(|l| l.contains("DEBUG") && !l.contains("WARN")), "{text}");
    }
}
