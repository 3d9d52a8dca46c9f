//! Requests in, answers out. Every change goes through one atomic, flushed store update; what a
//! user did wrong is answered with a localized ephemeral notice and changes nothing.

// Every game must be handled by name here: a new game is a compile error, never a fallback.
#![deny(clippy::wildcard_enum_match_arm)]

use std::sync::Arc;

use fluent_bundle::FluentArgs;

use super::clock::{self, Absent, Clock};
use super::lobby;
use super::model::{BoardMessage, Seat, Stage, Table};
use super::schedule::Deadlines;
use super::stats::UserStats;
use crate::games::registry::AnyOptions;
use crate::i18n::{Catalog, Locale};
use crate::render::reply::File;
use crate::render::{self, Reply, user_text};
use crate::store::{Store, StoreError};

/// A board older than this is reposted at the bottom of the channel when the turn changes
/// (Discord limits edits of messages older than an hour, and old boards are hard to find).
pub const BOARD_MAX_AGE_SECS: u64 = 3600;
/// Messages from people since the board was posted after which it counts as scrolled away.
pub const BOARD_BURIED_AFTER: u32 = 15;

/// How long a computer player "thinks" before each move, so people can follow its turn.
pub const AI_PAUSE: std::time::Duration = std::time::Duration::from_millis(900);

/// Where a request comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Where {
    pub channel: u64,
    pub guild: Option<u64>,
    /// Messages people wrote in the channel since the board was posted (as far as the
    /// transport knows): many of them have pushed the board out of sight.
    pub chatter: u32,
    /// The language a new table's board is shown in (the server's preferred language); the
    /// creator's own when the transport knows none.
    pub board_locale: Option<Locale>,
}

/// Who makes a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    pub user: u64,
    pub name: String,
    pub locale: Locale,
    /// May end any table here (Discord: Manage Messages).
    pub can_manage: bool,
}

/// Slash commands about tables.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Open a table (lobby) here.
    Create {
        setup: AnyOptions,
        turn_pings: Option<bool>,
        /// The board's language, when chosen (else the server's, else the creator's).
        language: Option<Locale>,
        /// The turn clock, as far as chosen (else the server's defaults).
        clock: ClockChoice,
    },
    /// Post the board again at the bottom of the channel.
    Board,
    Leave,
    /// Ask to end the table (the confirmation comes back as a click).
    End,
    Export,
    /// The rules of the game with this slug.
    Rules(&'static str),
    /// Take back one's last move (while no dice were rolled since).
    Undo,
    /// Leave a running game: the seat follows the table's `when_absent`.
    Quit,
    /// Give a seat of the running game to someone else (host or moderator).
    Replace {
        old: u64,
        by: Replacement,
    },
    /// The caller's statistics in this server, for the game with this slug.
    Stats(&'static str),
    /// The server's best players of the game with this slug.
    Leaderboard(&'static str),
}

/// Who takes over a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Replacement {
    /// A member, who plays on from where the seat is: score, house and all.
    Person {
        user: u64,
        name: String,
    },
    Ai(crate::games::ai::Level),
}

/// The turn clock options of `new`; `None`: not given.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ClockChoice {
    /// `Some(None)`: no limit.
    pub limit: Option<Option<u64>>,
    /// `Some(None)`: no reminder.
    pub reminder: Option<Option<u64>>,
    /// A code name of [`super::clock::ABSENT_CHOICES`].
    pub absent: Option<&'static str>,
    pub remove_after: Option<u32>,
}

/// The turn clock a new table gets where its creator chose nothing (the `[defaults]` of the
/// configuration).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockDefaults {
    pub limit: Option<u64>,
    /// The reminder of a table without a turn limit (with one: half the limit).
    pub reminder_without_limit: Option<u64>,
    pub absent: Absent,
}

impl Default for ClockDefaults {
    fn default() -> ClockDefaults {
        ClockDefaults {
            limit: None,
            reminder_without_limit: Some(clock::REMINDER_WITHOUT_LIMIT),
            absent: Absent::Skip,
        }
    }
}

impl ClockDefaults {
    /// The clock of a new table.
    pub fn resolve(&self, choice: ClockChoice) -> Clock {
        let limit = choice.limit.unwrap_or(self.limit);
        let reminder =
            choice.reminder.unwrap_or_else(|| Clock::default_reminder(limit, self.reminder_without_limit));
        let remove_after = choice.remove_after.or(match self.absent {
            Absent::Remove { after } => Some(after),
            Absent::Skip | Absent::Ai => None,
        });
        let absent = match choice.absent {
            Some(code) => Absent::from_choice(code, remove_after.unwrap_or(DEFAULT_REMOVE_AFTER)),
            None => match (self.absent, choice.remove_after) {
                (Absent::Remove { .. }, Some(after)) => Some(Absent::Remove { after }),
                (absent, _) => Some(absent),
            },
        };
        Clock { limit, reminder, absent: absent.unwrap_or_default() }
    }
}

/// Missed turns before a player is removed, when `when_absent: remove` says no number.
pub const DEFAULT_REMOVE_AFTER: u32 = 3;

/// What the transport must do.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Answer {
    /// The answer to the request itself.
    pub reply: Reply,
    /// Edit the clicked message with `reply` (a board click) instead of sending a new one.
    pub update: bool,
    /// `reply` is a new board: report its message id with [`Service::board_posted`].
    pub is_board: bool,
    /// Edit the current board message (a command changed the table).
    pub board_edit: Option<(u64, Reply)>,
    /// Remove the buttons of this old board message (a fresh one replaces it).
    pub retire: Option<u64>,
    /// Post this new board at the bottom of the channel, then report its id.
    pub fresh_board: Option<Reply>,
    /// A short new public message: the turn ping (edits notify nobody). It replaces the
    /// channel's previous turn ping, so pings never pile up.
    pub ping: Option<Reply>,
    /// A new public message that stays: the end of a game.
    pub announce: Option<Reply>,
    /// A computer player is to move: call [`Service::ai_move`] after [`Service::ai_pause`].
    pub ai_next: bool,
    /// Direct messages: user id and message (reminders of users who asked for them).
    pub direct: Vec<(u64, Reply)>,
}

/// Why a request changes nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Refusal {
    /// A catalog message id, with its arguments.
    Say(&'static str, Vec<(&'static str, String)>),
}

pub(super) fn say(id: &'static str) -> Refusal {
    Refusal::Say(id, Vec::new())
}

impl From<crate::games::seam::Refused> for Refusal {
    fn from(refused: crate::games::seam::Refused) -> Refusal {
        say(refused.0)
    }
}

/// What leaving a lobby left behind.
// Lives only until the answer is built.
#[allow(clippy::large_enum_variant)]
pub(super) enum Left {
    Stays(Table),
    /// The last player left: the table is gone; its board (if posted) and language.
    Closed {
        board: Option<BoardMessage>,
        locale: Locale,
    },
}

/// The table service.
#[derive(Clone)]
pub struct Service {
    pub(super) store: Store,
    pub(super) catalog: Arc<Catalog>,
    default_turn_pings: bool,
    fixed_seed: Option<u64>,
    ai_pause: std::time::Duration,
    clock_defaults: ClockDefaults,
    /// The next deadline of every table that has one (see `schedule.rs`).
    pub(super) deadlines: Arc<Deadlines>,
}

impl Service {
    pub fn new(store: Store, catalog: Arc<Catalog>, default_turn_pings: bool) -> Service {
        Service {
            store,
            catalog,
            default_turn_pings,
            fixed_seed: None,
            ai_pause: AI_PAUSE,
            clock_defaults: ClockDefaults::default(),
            deadlines: Arc::default(),
        }
    }

    /// The turn clock of tables whose creator chose none.
    pub fn with_clock_defaults(mut self, defaults: ClockDefaults) -> Service {
        self.clock_defaults = defaults;
        self
    }

    /// How long a computer player waits before each move ([`AI_PAUSE`]; tests use none).
    pub fn with_ai_pause(mut self, pause: std::time::Duration) -> Service {
        self.ai_pause = pause;
        self
    }

    pub fn ai_pause(&self) -> std::time::Duration {
        self.ai_pause
    }

    /// Every new table starts from `seed` (playground demos and browser tests), or from fresh
    /// randomness with `None`.
    pub fn with_fixed_seed(mut self, seed: Option<u64>) -> Service {
        self.fixed_seed = seed;
        self
    }

    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// A refusal in the user's language. Texts that point to a command (`{ $board }`,
    /// `{ $end }`, `{ $new }`) name the command of the game the channel's table plays.
    pub(super) fn notice(&self, at: Where, locale: Locale, refusal: &Refusal) -> Answer {
        let Refusal::Say(id, args) = refusal;
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        // A refusal is rare, and the table is read again only for its game; a table that
        // cannot be read is cleared with any game's command, so any will do.
        let command = match self.store.table::<Table>(at.channel) {
            Ok(Some(table)) => table.data.stage.command(),
            Ok(None) | Err(_) => "pigs",
        };
        let name = self.catalog.text(locale, command, None);
        for sub in ["new", "board", "end"] {
            let sub_name = self.catalog.text(locale, &format!("{command}-{sub}"), None);
            fluent.set(sub, format!("/{name} {sub_name}"));
        }
        Answer { reply: Reply::notice(self.catalog.text(locale, id, Some(&fluent))), ..Answer::default() }
    }

    pub(super) fn board(&self, table: &Table) -> Reply {
        let view = render::Board { solo_best: self.solo_best(table), ..table.view() };
        render::board(&self.catalog, &view)
    }

    /// For a game one person plays alone on a server: their best solo result and the server's
    /// (fewest turns), read from the statistics. A statistics record that cannot be read only
    /// leaves the line out (and is logged): the board matters more.
    fn solo_best(&self, table: &Table) -> Option<render::SoloBest> {
        let guild = table.guild?;
        if matches!(table.stage, Stage::Lobby { .. }) {
            return None;
        }
        let (slug, user) = match table.stage.seats() {
            [seat] if seat.is_person() => (table.stage.slug(), seat.user),
            _ => return None,
        };
        let read = || -> Result<render::SoloBest, StoreError> {
            let best = |stats: &UserStats| Some(stats.best_solo_turns).filter(|turns| *turns > 0);
            let own = self.store.stats::<UserStats>(guild, user, slug)?.as_ref().and_then(best);
            let server = self
                .store
                .server_stats::<UserStats>(guild, slug)?
                .iter()
                .filter_map(|(user, stats)| Some((*user, best(stats)?)))
                .min_by_key(|(user, turns)| (*turns, *user));
            Ok(render::SoloBest { own, server })
        };
        read().inspect_err(|error| tracing::warn!(%error, "solo records could not be read")).ok()
    }

    /// A slash command.
    pub async fn command(
        &self,
        at: Where,
        who: &Actor,
        command: Command,
        now: u64,
    ) -> Result<Answer, StoreError> {
        let result = match command {
            Command::Create { setup, turn_pings, language, clock } => {
                let at = Where { board_locale: language.or(at.board_locale), ..at };
                let clock = self.clock_defaults.resolve(clock);
                self.create(at, who, setup, turn_pings, clock, now).await
            }
            Command::Undo => self.undo(at, who, now).await,
            Command::Quit => self.quit(at, who, now).await,
            Command::Replace { old, by } => self.replace(at, who, old, by, now).await,
            Command::Stats(slug) => self.my_stats(at, who, slug),
            Command::Leaderboard(slug) => self.leaderboard(at, who, slug),
            Command::Board => self.repost(at, who, now).await,
            Command::Leave => self.leave_command(at, who, now).await,
            Command::End => self.ask_end(at, who),
            Command::Export => self.export(at, who),
            Command::Rules(slug) => {
                // The adapters name only registered games: a slug of no game is a defect.
                let reply = render::rules(&self.catalog, who.locale, slug).unwrap_or_else(|| {
                    tracing::error!(slug, "rules asked for a game that does not exist");
                    Reply::notice(self.catalog.text(who.locale, "error-internal", None))
                });
                Ok(Answer { reply, ..Answer::default() })
            }
        };
        self.unless_unreadable(at, who, result)
    }

    /// A table record that cannot be read (damaged, or written by a newer release) is told to
    /// the user instead of failing; other tables are not affected.
    pub(super) fn unless_unreadable(
        &self,
        at: Where,
        who: &Actor,
        result: Result<Answer, StoreError>,
    ) -> Result<Answer, StoreError> {
        match result {
            Err(error @ (StoreError::Corrupt { .. } | StoreError::NewerSchema { .. })) => {
                tracing::error!(channel = at.channel, %error, "unreadable table");
                Ok(self.notice(at, who.locale, &say("table-unreadable")))
            }
            other => other,
        }
    }

    /// A new table's id and its game's seed. The id is drawn even for demo tables (a fixed
    /// seed must not make ids repeat in a channel); the seed is fixed for them.
    pub(super) fn new_game_ids(&self) -> (u64, u64) {
        (rand::random::<u64>(), self.fixed_seed.unwrap_or_else(rand::random::<u64>))
    }

    async fn create(
        &self,
        at: Where,
        who: &Actor,
        setup: AnyOptions,
        turn_pings: Option<bool>,
        clock: Clock,
        now: u64,
    ) -> Result<Answer, StoreError> {
        let (table_id, seed) = self.new_game_ids();
        // The seed is in the exported record too; logged (at DEBUG: with it, anyone reading the
        // log could know every hidden hand) so that a failing game can be replayed.
        tracing::info!(channel = at.channel, ?setup, "new table");
        tracing::debug!(channel = at.channel, seed, "new table's seed");
        let turn_pings = turn_pings.unwrap_or(self.default_turn_pings);
        // A finished or ended game is kept in the archive when a newer table replaces it (the
        // replacing update's flush covers this write too).
        if let Ok(Some(old)) = self.store.table::<Table>(at.channel) {
            if matches!(old.data.stage, Stage::Finished(_)) {
                self.store.archive(at.channel, old.data.id, &old.data)?;
            }
        }
        let result = self
            .store
            .update(at.channel, |old: Option<crate::store::Stored<Table>>| {
                if old.is_some_and(|old| !lobby::replaceable(&old.data, now)) {
                    return Err(say("table-exists"));
                }
                Ok(Table {
                    id: table_id,
                    channel: at.channel,
                    guild: at.guild,
                    host: who.user,
                    locale: at.board_locale.unwrap_or(who.locale),
                    turn_pings,
                    stage: Stage::Lobby {
                        seats: vec![Seat::person(who.user, who.name.clone())],
                        setup: setup.clone(),
                        seed,
                    },
                    rev: 1,
                    board: None,
                    updated_at: now,
                    ended_by: None,
                    clock,
                    turn: None,
                    missed: Default::default(),
                })
            })
            .await?;
        Ok(match result {
            Ok(stored) => Answer { reply: self.board(&stored.data), is_board: true, ..Answer::default() },
            Err(refusal) => self.notice(at, who.locale, &refusal),
        })
    }

    /// Posts the board again below; the old one is retired: its buttons go, and since the
    /// revision changes, a click on it (from a client that still shows them) is refused.
    async fn repost(&self, at: Where, who: &Actor, now: u64) -> Result<Answer, StoreError> {
        let result = self
            .store
            .update(at.channel, |old: Option<crate::store::Stored<Table>>| {
                Ok(old.ok_or_else(|| say("table-none"))?.data.touched(now))
            })
            .await?;
        let table = match result {
            Ok(stored) => stored.data,
            Err(refusal) => return Ok(self.notice(at, who.locale, &refusal)),
        };
        Ok(Answer {
            reply: self.board(&table),
            is_board: true,
            retire: table.board.map(|b| b.message),
            // A computer player left waiting by a restart moves again.
            ai_next: matches!(&table.stage, Stage::Playing(game) if game.play().waits_for_ai()),
            ..Answer::default()
        })
    }

    /// Records the message that now shows the board.
    pub async fn board_posted(&self, channel: u64, message: u64, now: u64) -> Result<(), StoreError> {
        let _ = self
            .store
            .update(channel, |old: Option<crate::store::Stored<Table>>| {
                let mut table = old.ok_or(())?.data;
                table.board = Some(BoardMessage { message, posted_at: now });
                Ok::<_, ()>(table)
            })
            .await?;
        Ok(())
    }

    async fn leave_command(&self, at: Where, who: &Actor, now: u64) -> Result<Answer, StoreError> {
        let left = Reply::notice(self.catalog.text(who.locale, "lobby-you-left", None));
        Ok(match self.leave_lobby(at, who, None, now).await? {
            Ok(Left::Stays(table)) => Answer {
                reply: left,
                board_edit: table.board.map(|b| (b.message, self.board(&table))),
                ..Answer::default()
            },
            // The last player left: the lobby closed, and its board says so.
            Ok(Left::Closed { board, locale }) => Answer {
                reply: left,
                board_edit: board.map(|b| (b.message, self.closed(locale))),
                ..Answer::default()
            },
            Err(refusal) => self.notice(at, who.locale, &refusal),
        })
    }

    /// Takes `who` out of the lobby (drawn at `rev`, when the request came from a board), in
    /// one atomic step: the last one out removes the table.
    pub(super) async fn leave_lobby(
        &self,
        at: Where,
        who: &Actor,
        rev: Option<u64>,
        now: u64,
    ) -> Result<Result<Left, Refusal>, StoreError> {
        let mut closed = None;
        let result = self
            .store
            .update_or_remove(at.channel, |old: Option<crate::store::Stored<Table>>| {
                let table = old.map(|s| s.data);
                if rev.is_some_and(|rev| table.as_ref().is_some_and(|t| t.rev != rev)) {
                    return Err(say("board-outdated"));
                }
                closed = table.as_ref().map(|t| (t.board, t.locale));
                Ok(lobby::leave(table, who)?.map(|table| table.touched(now)))
            })
            .await?;
        Ok(result.map(|stored| match (stored, closed) {
            (Some(stored), _) => Left::Stays(stored.data),
            (None, closed) => {
                let (board, locale) = closed.unwrap_or((None, who.locale));
                Left::Closed { board, locale }
            }
        }))
    }

    /// What a closed lobby's board shows.
    pub(super) fn closed(&self, locale: Locale) -> Reply {
        Reply { content: Some(self.catalog.text(locale, "lobby-closed", None)), ..Reply::default() }
    }

    fn ask_end(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        let confirm = |table: u64| Answer {
            reply: render::end_confirmation(&self.catalog, who.locale, at.channel, table),
            ..Answer::default()
        };
        let stored = match self.store.table::<Table>(at.channel) {
            // A damaged record may be cleared by a moderator, so the channel can play again.
            Err(StoreError::Corrupt { .. }) if who.can_manage => return Ok(confirm(0)),
            other => other?,
        };
        let Some(stored) = stored else {
            return Ok(self.notice(at, who.locale, &say("table-none")));
        };
        if stored.data.host != who.user && !who.can_manage {
            return Ok(self.notice(at, who.locale, &say("end-not-allowed")));
        }
        Ok(confirm(stored.data.id))
    }

    /// The answer to the end confirmation asked about table `id`.
    pub(super) async fn end(
        &self,
        at: Where,
        who: &Actor,
        id: u64,
        confirm: bool,
    ) -> Result<Answer, StoreError> {
        if !confirm {
            return Ok(Answer {
                reply: Reply::notice(self.catalog.text(who.locale, "end-cancelled", None)),
                update: true,
                ..Answer::default()
            });
        }
        let stored = match self.store.table::<Table>(at.channel) {
            Err(error @ StoreError::Corrupt { .. }) if who.can_manage => {
                tracing::warn!(channel = at.channel, %error, "a moderator cleared a damaged table");
                self.store.remove_table(at.channel).await?;
                let mut args = FluentArgs::new();
                args.set("name", user_text::name(&who.name));
                return Ok(Answer {
                    reply: Reply::notice(self.catalog.text(who.locale, "end-done", Some(&args))),
                    update: true,
                    ..Answer::default()
                });
            }
            Err(error @ (StoreError::Corrupt { .. } | StoreError::NewerSchema { .. })) => {
                return self.unless_unreadable(at, who, Err(error));
            }
            other => other?,
        };
        let Some(stored) = stored else {
            return Ok(self.notice(at, who.locale, &say("table-none")));
        };
        let table = stored.data;
        // Asked about an earlier table in this channel: this one is not ended by it.
        if table.id != id {
            return Ok(self.notice(at, who.locale, &say("board-outdated")));
        }
        if table.host != who.user && !who.can_manage {
            return Ok(self.notice(at, who.locale, &say("end-not-allowed")));
        }
        if matches!(table.stage, Stage::Lobby { .. }) {
            // Nothing was played: nothing to keep.
            self.store.remove_table(at.channel).await?;
        } else {
            self.end_game(at, who).await?;
        }
        let mut args = FluentArgs::new();
        args.set("name", user_text::name(&who.name));
        let ended = self.catalog.text(table.locale, "end-done", Some(&args));
        Ok(Answer {
            reply: Reply::notice(self.catalog.text(who.locale, "end-done", Some(&args))),
            update: true,
            board_edit: table.board.map(|b| (b.message, Reply { content: Some(ended), ..Reply::default() })),
            ..Answer::default()
        })
    }

    /// Ends a game before its end: it stays as it was, for `/pigs export`, until a newer table
    /// replaces it; no button works any more.
    async fn end_game(&self, at: Where, who: &Actor) -> Result<(), StoreError> {
        let name = who.name.clone();
        let ended = self
            .store
            .update(at.channel, |old: Option<crate::store::Stored<Table>>| {
                let mut table = old.ok_or(())?.data;
                table.stage = match table.stage {
                    Stage::Playing(game) => Stage::Finished(game),
                    // Over already: its final board stays as it is.
                    Stage::Finished(_) | Stage::Lobby { .. } => return Err(()),
                };
                table.ended_by = Some(name.clone());
                table.rev += 1;
                Ok::<_, ()>(table)
            })
            .await?;
        if ended.is_err() {
            tracing::debug!(channel = at.channel, "nothing left to end");
        }
        Ok(())
    }

    fn export(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        let Some(table) = self.store.table::<Table>(at.channel)?.map(|s| s.data) else {
            return Ok(self.notice(at, who.locale, &say("table-none")));
        };
        let bytes = match &table.stage {
            // The record holds the seed and every secret choice: hands and face-down cards.
            Stage::Playing(game) if game.play().hides_information() => {
                return Ok(self.notice(at, who.locale, &say("export-hidden")));
            }
            Stage::Playing(game) | Stage::Finished(game) => {
                game.play().record_json().map_err(StoreError::from)?
            }
            Stage::Lobby { .. } => return Ok(self.notice(at, who.locale, &say("export-not-started"))),
        };
        let name = format!("{}-{}.json", table.stage.slug(), at.channel);
        let mut reply = Reply::notice(self.catalog.text(who.locale, "export-done", None));
        reply.files.push(File { name, bytes });
        Ok(Answer { reply, ..Answer::default() })
    }
}

/// The catalog message that tells a user why the database could not take their request.
pub fn failure_notice(error: &StoreError) -> &'static str {
    match error {
        StoreError::Closed => "error-shutting-down",
        StoreError::FolderGone(_)
        | StoreError::Stalled { .. }
        | StoreError::Flush(_)
        | StoreError::Locked(_) => "error-database-unavailable",
        StoreError::Corrupt { .. } | StoreError::NewerSchema { .. } => "table-unreadable",
        StoreError::Sled(_) | StoreError::Encode(_) | StoreError::EmptyPath => "error-internal",
    }
}
