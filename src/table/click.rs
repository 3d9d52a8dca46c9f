//! Board components: the one entry both transports call with a clicked `custom_id`.

// Every game must be handled by name here: a new game is a compile error, never a fallback.
#![deny(clippy::wildcard_enum_match_arm)]

use fluent_bundle::FluentArgs;

use super::lobby;
use super::model::{Stage, Table};
use super::service::{
    Actor, Answer, BOARD_BURIED_AFTER, BOARD_MAX_AGE_SECS, Left, Refusal, Service, Where, say,
};
use super::stats::UserStats;
use crate::component::{ComponentId, CustomIdError, Token};
use crate::games::seam::{Pressed, Score};
use crate::render::{self, Reply};
use crate::store::{StatsEdit, StoreError};

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
        let notice = |id: &'static str| Ok(self.notice(at, who.locale, &say(id)));
        match ComponentId::parse(custom_id) {
            Ok(ComponentId::GameInfo(game)) => Ok(Answer {
                reply: render::help::game_info(&self.catalog, who.locale, game),
                ..Answer::default()
            }),
            Ok(
                ComponentId::Table { channel, .. }
                | ComponentId::EndTable { channel, .. }
                | ComponentId::Panel { channel, .. },
            ) if channel != at.channel => notice("board-outdated"),
            Ok(ComponentId::Table { rev, token, .. }) => self.click(at, who, rev, token, values, now).await,
            Ok(ComponentId::EndTable { table, confirm, .. }) => self.end(at, who, table, confirm).await,
            Ok(ComponentId::Panel { table, stamp, token, .. }) => {
                self.panel_click(at, who, (table, stamp), token, values, now).await
            }
            Err(CustomIdError::UnknownVersion(version)) => {
                tracing::info!(custom_id, %version, "click on a component of an unknown version");
                notice("error-unknown-component")
            }
            Err(CustomIdError::Retired) => notice("board-outdated"),
            Err(error @ (CustomIdError::Foreign | CustomIdError::Malformed)) => {
                notice(unreadable(custom_id, &error, who.user))
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
        let rematch = (token == Token::Rematch).then(|| self.new_game_ids());
        if rematch.is_some() {
            // The finished game goes to the archive, as when a new table replaces it (the
            // rematch's flush covers this write too).
            if let Ok(Some(old)) = self.store.table::<Table>(at.channel) {
                if old.data.rev == rev && matches!(old.data.stage, Stage::Finished(_)) {
                    self.store.archive(at.channel, old.data.id, &old.data)?;
                }
            }
        }
        let mut before = Vec::new();
        let mut finished = None;
        let mut over_now = false;
        let result = self
            .store
            .update_with(at.channel, |old: Option<crate::store::Stored<Table>>| {
                let table = old.ok_or_else(|| say("table-none"))?.data;
                if table.rev != rev {
                    return Err(say("board-outdated"));
                }
                before = waiting_for(&table);
                let was_over = matches!(table.stage, Stage::Finished(_));
                let table = match rematch {
                    Some((id, seed)) => {
                        finished = Some(table.clone());
                        lobby::rematch(table, who, id, seed).map(|t| t.touched(now))?
                    }
                    None => press(table, who, &token, values, now)?,
                };
                // The players' statistics are written with the final move, under one flush.
                over_now = !was_over && matches!(table.stage, Stage::Finished(_));
                let edits = if over_now { stats_edits(&table) } else { Vec::new() };
                Ok((table, edits))
            })
            .await;
        let table = match result {
            Ok(Ok(stored)) => {
                self.track(&stored.data);
                stored.data
            }
            Ok(Err(refusal)) => {
                // A computer player left waiting (a restart, a failed answer) moves again.
                let ai_next = self
                    .store
                    .table::<Table>(at.channel)
                    .ok()
                    .flatten()
                    .is_some_and(|t| waits_for_ai(&t.data));
                return Ok(Answer { ai_next, ..self.notice(at, who.locale, &refusal) });
            }
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        };
        let board = self.board(&table);
        let mut answer = Answer { reply: board.clone(), update: true, ..Answer::default() };
        if let Some(finished) = finished {
            // The final board keeps its scores but loses its button; the new game's board goes
            // below as a new message, so everyone sees it.
            answer.reply = self.board(&finished);
            answer.reply.rows.clear();
            answer.fresh_board = Some(board.clone());
        }
        if over_now {
            answer.announce = self.announcement(&table);
        }
        self.after_move(at, &table, &before, board, &mut answer, now);
        Ok(answer)
    }

    /// What follows any move, a person's or a computer's: a ping for every person the game now
    /// waits for, a fresh board when the old one is buried or old, and whether a computer
    /// player moves next.
    pub(super) fn after_move(
        &self,
        at: Where,
        table: &Table,
        before: &[usize],
        board: Reply,
        answer: &mut Answer,
        now: u64,
    ) {
        answer.ai_next = waits_for_ai(table);
        let newly: Vec<u64> = waiting_for(table)
            .into_iter()
            .filter(|seat| !before.contains(seat))
            .filter_map(|seat| table.stage.seats().get(seat).filter(|s| s.is_person()).map(|s| s.user))
            .collect();
        if !newly.is_empty() && matches!(table.stage, Stage::Playing(_)) {
            if table.turn_pings {
                let mut args = FluentArgs::new();
                let mentions: Vec<String> = newly.iter().map(|user| format!("<@{user}>")).collect();
                args.set("mention", mentions.join(" "));
                args.set(
                    "game",
                    self.catalog.text(table.locale, &format!("game-{}-turn", table.stage.slug()), None),
                );
                answer.ping =
                    Some(Reply::pinging(self.catalog.text(table.locale, "turn-ping", Some(&args)), newly));
            }
            let buried = at.chatter >= BOARD_BURIED_AFTER;
            if let Some(old) = table
                .board
                .filter(|_| answer.fresh_board.is_none())
                .filter(|b| buried || now.saturating_sub(b.posted_at) >= BOARD_MAX_AGE_SECS)
            {
                answer.fresh_board = Some(board);
                answer.retire = Some(old.message);
                answer.reply = render::moved_notice(&self.catalog, table.locale);
            }
        }
    }

    /// One move of the computer player the table in `at` waits for, stored like a click and
    /// answered with the board's edit (no interaction answers it). `Ok(None)` when no computer
    /// player is to move (the game went on, or the table was ended meanwhile).
    pub async fn ai_move(&self, at: Where, now: u64) -> Result<Option<Answer>, StoreError> {
        let Some(current) = self.store.table::<Table>(at.channel)?.map(|stored| stored.data) else {
            return Ok(None);
        };
        if !waits_for_ai(&current) {
            return Ok(None);
        }
        let before = waiting_for(&current);
        let rev = current.rev;
        // The choice is CPU work (a strong player looks ahead over the dice): it runs on a
        // blocking thread, outside the store's write, which only checks and stores its result.
        let moved = tokio::task::spawn_blocking(move || {
            let mut table = current;
            let Stage::Playing(game) = &mut table.stage else { return None };
            if let Err(refused) = game.play_mut().ai_move() {
                // The AI only picks legal moves: a refusal is a defect, never a user's.
                tracing::error!(code = refused.0, "a computer player's move was refused");
                return None;
            }
            table.stage = match table.stage {
                Stage::Playing(game) if game.play().is_over() => Stage::Finished(game),
                stage @ (Stage::Playing(_) | Stage::Lobby { .. } | Stage::Finished(_)) => stage,
            };
            Some(table.touched(now))
        })
        .await;
        let moved = match moved {
            Ok(Some(moved)) => moved,
            Ok(None) => return Ok(None),
            Err(error) => {
                tracing::error!(%error, channel = at.channel, "a computer player's move failed");
                return Ok(None);
            }
        };
        let over_now = matches!(moved.stage, Stage::Finished(_));
        let result = self
            .store
            .update_with(at.channel, |old: Option<crate::store::Stored<Table>>| {
                // Someone ended or changed the table meanwhile: the move is dropped.
                if old.is_none_or(|old| old.data.rev != rev) {
                    return Err(());
                }
                let edits = if over_now { stats_edits(&moved) } else { Vec::new() };
                Ok((moved.clone(), edits))
            })
            .await?;
        let Ok(stored) = result else { return Ok(None) };
        let table = stored.data;
        self.track(&table);
        let board = self.board(&table);
        let mut answer = Answer::default();
        if let Some(message) = table.board {
            answer.board_edit = Some((message.message, board.clone()));
        }
        if over_now {
            answer.announce = self.announcement(&table);
        }
        self.after_move(at, &table, &before, board, &mut answer, now);
        if answer.fresh_board.is_some() {
            // The buried board is retired, not edited; no request waits for the notice that
            // points to the new one.
            answer.board_edit = None;
            answer.reply = Reply::default();
        }
        Ok(Some(answer))
    }

    /// The message that announces a game's end to everyone at the table.
    pub(super) fn announcement(&self, table: &Table) -> Option<Reply> {
        let Stage::Finished(game) = &table.stage else { return None };
        let play = game.play();
        let results = play.results()?;
        // Read after the final move's write, so the best includes this game.
        let solo_best = match (table.guild, play.seats()) {
            (Some(guild), [seat]) => self
                .store
                .stats::<UserStats>(guild, seat.user, play.slug())
                .ok()
                .flatten()
                .map(|stats| stats.best_solo_turns)
                .filter(|best| *best > 0),
            _ => None,
        };
        Some(render::outcome::announcement(
            &self.catalog,
            table.locale,
            play.slug(),
            play.seats(),
            &results,
            solo_best,
        ))
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
            Err(refusal) => self.notice(at, who.locale, &refusal),
        })
    }
}

/// The seats the game waits for (none outside a running game).
pub(super) fn waiting_for(table: &Table) -> Vec<usize> {
    match &table.stage {
        Stage::Playing(game) => game.play().waiting_for(),
        Stage::Lobby { .. } | Stage::Finished(_) => Vec::new(),
    }
}

/// Applies a board component to a table; pure.
pub(super) fn press(
    table: Table,
    who: &Actor,
    token: &Token,
    values: &[String],
    now: u64,
) -> Result<Table, Refusal> {
    match token {
        Token::Join => lobby::join(table, who).map(|t| t.touched(now)),
        Token::Start => lobby::start(table, who).map(|t| t.touched(now)),
        Token::AddAi => lobby::add_ai(table, who, values).map(|t| t.touched(now)),
        Token::DropAi => lobby::drop_ai(table, who).map(|t| t.touched(now)),
        // These have their own paths in `click`.
        Token::Leave | Token::Rematch | Token::Mine => Err(say("board-outdated")),
        Token::Game(token) => {
            let mut table = table;
            let Stage::Playing(game) = &mut table.stage else {
                return Err(say(if matches!(table.stage, Stage::Finished(_)) {
                    "game-over"
                } else {
                    "board-outdated"
                }));
            };
            let play = game.play_mut();
            let seat = seat_of(play.seats(), who)?;
            let pressed = play.press(seat, token, values)?;
            if pressed == Pressed::Moved {
                // Back at the table: the missed turns in a row start again.
                table.missed.remove(&seat);
            }
            table.stage = match table.stage {
                Stage::Playing(game) if game.play().is_over() => Stage::Finished(game),
                stage @ (Stage::Playing(_) | Stage::Lobby { .. } | Stage::Finished(_)) => stage,
            };
            Ok(match pressed {
                Pressed::Moved => table.touched(now),
                // A pick changes no game: boards drawn before it stay valid.
                Pressed::Picked => Table { updated_at: now, ..table },
            })
        }
    }
}

/// The seat `who` plays now. A seat handed to a computer player, or removed, is no longer
/// theirs to play.
pub(super) fn seat_of(seats: &[crate::games::seam::Seat], who: &Actor) -> Result<usize, Refusal> {
    seats.iter().position(|s| s.user == who.user && s.is_person()).ok_or_else(|| say("not-playing"))
}

/// Whether a computer player is to move.
fn waits_for_ai(table: &Table) -> bool {
    match &table.stage {
        Stage::Playing(game) => game.play().waits_for_ai(),
        Stage::Lobby { .. } | Stage::Finished(_) => false,
    }
}

/// The statistics a finished game adds for each of its players (none outside a server).
pub(super) fn stats_edits(table: &Table) -> Vec<StatsEdit<UserStats>> {
    let (Some(guild), Stage::Finished(game)) = (table.guild, &table.stage) else { return Vec::new() };
    let play = game.play();
    let Some(results) = play.results() else { return Vec::new() };
    let solo = results.len() == 1;
    play.seats()
        .iter()
        .zip(results)
        // Computer players and removed players keep no statistics.
        .filter(|(seat, _)| seat.is_person())
        .map(|(seat, result)| {
            let edit: Box<dyn Fn(UserStats) -> UserStats + Send + Sync> = match result.score {
                Score::Points(points) => Box::new(move |s: UserStats| s.add(points, result.won)),
                Score::Turns(turns) => Box::new(move |s: UserStats| s.add_turns(turns, result.won, solo)),
            };
            StatsEdit { guild, user: seat.user, game: play.slug(), edit }
        })
        .collect()
}

/// A component id we cannot read. Anyone can send one, and a log line per click would let
/// them fill the admin's log with warnings: one DEBUG line, and the user gets the localized
/// refusal whose catalog id this returns.
fn unreadable(custom_id: &str, error: &CustomIdError, user: u64) -> &'static str {
    tracing::debug!(?custom_id, %error, user, "unreadable component click");
    "error-malformed-component"
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
        let answers: Vec<&str> = tracing::subscriber::with_default(subscriber, || {
            ids.iter()
                .map(|id| {
                    let error = ComponentId::parse(id).expect_err("unreadable");
                    unreadable(id, &error, 7)
                })
                .collect()
        });
        assert!(answers.iter().all(|a| *a == "error-malformed-component"), "{answers:?}");
        let text = String::from_utf8(lines.0.lock().expect("lines").clone()).expect("utf-8");
        let logged: Vec<&str> = text.lines().collect();
        assert_eq!(logged.len(), ids.len(), "one line per click: {text}");
        assert!(logged.iter().all(|l| l.contains("DEBUG") && !l.contains("WARN")), "{text}");
    }
}
