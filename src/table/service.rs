//! Requests in, answers out. Every change goes through one atomic, flushed store update; what a
//! user did wrong is answered with a localized ephemeral notice and changes nothing.

// Every game must be handled by name here: a new game is a compile error, never a fallback.
#![deny(clippy::wildcard_enum_match_arm)]

use std::sync::Arc;

use fluent_bundle::FluentArgs;

use super::clock::{Clock, ClockDefaults, Deadlines};
use super::live_panels::LivePanels;
use super::lobby;
use super::model::{BoardMessage, Seat, Stage, Table};
use super::movers::Movers;
use super::request::{Actor, Answer, Command, Pointer, Refusal, Where};
use super::stats::UserStats;
use super::unsure::Unsure;
use crate::games::registry::{AnyOptions, TABLE_GAMES};
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
    store: Store,
    catalog: Arc<Catalog>,
    default_turn_pings: bool,
    fixed_seed: Option<u64>,
    ai_pause: std::time::Duration,
    clock_defaults: ClockDefaults,
    /// The next deadline of every table that has one (see `schedule.rs`).
    deadlines: Arc<Deadlines>,
    /// The channels whose computer players are being moved (see `computer.rs`).
    movers: Arc<Movers>,
    /// The private panels players have open (see `live_panels.rs`).
    live: Arc<LivePanels>,
    /// Channels whose last write failed, to be redrawn from the store (see `unsure.rs`, `recheck.rs`).
    unsure: Arc<Unsure>,
}

/// The one-time work a database needs before the bot serves it, each step skipped once the
/// database marks it done: the seat, deadline and retention index of every stored table, then
/// the ratings of the games finished before ratings. The bot does it as it starts
/// ([`Service::new`]); `oink db import` does it before the imported database is put in place,
/// so the first start after an import reads no table.
pub fn prepare(store: &Store) -> Result<(), StoreError> {
    let indexed = store.index_tables(Table::index);
    // Before serving, index or not: a game ending now would be rated on ratings the step then
    // replaces.
    let rated = super::old_games::rate_old_games(store);
    indexed.and(rated.map(drop))
}

impl Service {
    pub fn new(store: Store, catalog: Arc<Catalog>, default_turn_pings: bool) -> Service {
        if let Err(error) = prepare(&store) {
            tracing::error!(%error, "the index or the ratings of old games could not be made; the next start tries again");
        }
        Service {
            store,
            catalog,
            default_turn_pings,
            fixed_seed: None,
            ai_pause: AI_PAUSE,
            clock_defaults: ClockDefaults::default(),
            deadlines: Arc::default(),
            movers: Arc::default(),
            live: Arc::default(),
            unsure: Arc::default(),
        }
    }

    /// The turn clock of tables whose creator chose none.
    pub fn with_clock_defaults(mut self, defaults: ClockDefaults) -> Service {
        self.clock_defaults = defaults;
        self
    }

    /// How long a computer player waits before each move (`AI_PAUSE`; tests use none).
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

    pub(super) fn store(&self) -> &Store {
        &self.store
    }

    /// The bot's turn clock for tables whose creator and server chose none.
    pub(super) fn clock_defaults(&self) -> &ClockDefaults {
        &self.clock_defaults
    }

    /// Whether a new table pings turns when neither its creator nor its server said.
    pub(super) fn default_turn_pings(&self) -> bool {
        self.default_turn_pings
    }

    /// The deadline index (see `schedule.rs`).
    pub(super) fn deadlines(&self) -> &Deadlines {
        &self.deadlines
    }

    /// The channels whose computer players are being moved (see `computer.rs`).
    pub(super) fn movers(&self) -> &Movers {
        &self.movers
    }

    pub(super) fn unsure(&self) -> &Unsure {
        &self.unsure
    }

    /// The private panels players have open (see `live_panels.rs`).
    pub(super) fn live(&self) -> &LivePanels {
        &self.live
    }

    /// A refusal in the user's language, as an ephemeral notice. `game` is the command of the
    /// channel's game where the request saw one: texts that point to a command (`{ $board }`,
    /// `{ $end }`, `{ $new }`) name that game's. Without one (no table, or an unreadable
    /// one), `{ $new }` names every game's `new`, and `{ $board }`/`{ $end }` the first
    /// game's command, which works on any table of the channel.
    pub(super) fn refuse(&self, locale: Locale, refusal: Refusal, game: Option<&'static str>) -> Answer {
        let mut fluent = FluentArgs::new();
        for (name, value) in refusal.numbers() {
            fluent.set(name, value);
        }
        let slash = |command: &str, sub: &str| {
            let name = self.catalog.text(locale, command, None);
            let sub_name = self.catalog.text(locale, &format!("{command}-{sub}"), None);
            format!("/{name} {sub_name}")
        };
        match refusal.pointer() {
            Pointer::Nothing => {}
            Pointer::TableGame => {
                let command = game.or_else(|| TABLE_GAMES.first().map(|g| g.command)).unwrap_or_default();
                for sub in ["new", "board", "end"] {
                    fluent.set(sub, slash(command, sub));
                }
            }
            Pointer::EveryNew => {
                let every: Vec<String> = TABLE_GAMES.iter().map(|g| slash(g.command, "new")).collect();
                fluent.set("new", every.join(" · "));
            }
        }
        let text = self.catalog.text(locale, refusal.id(), Some(&fluent));
        Answer { reply: Reply::notice(text), ..Answer::default() }
    }

    /// A refusal about the channel's table, read for its game's command (see [`Self::refuse`]).
    pub(super) fn notice(&self, at: Where, locale: Locale, refusal: Refusal) -> Answer {
        let game = match refusal.pointer() {
            Pointer::TableGame => {
                self.store.table::<Table>(at.channel).ok().flatten().map(|t| t.data.stage.command())
            }
            Pointer::EveryNew | Pointer::Nothing => None,
        };
        self.refuse(locale, refusal, game)
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
                // What the creator left out comes from the server's defaults (`/oink server`),
                // then from the bot's.
                let server = at.guild.map(|guild| self.defaults_of(guild)).unwrap_or_default();
                let at = Where { board_locale: language.or(server.locale()).or(at.board_locale), ..at };
                let turn_pings = turn_pings.or(server.turn_pings);
                let clock = self.clock_defaults.resolve(server.fill(clock));
                // A reminder due at or after the turn limit would never go out: the limit
                // moves the turn on first.
                if clock.limit.zip(clock.reminder).is_some_and(|(limit, reminder)| reminder >= limit) {
                    return Ok(self.refuse(who.locale, Refusal::ReminderAfterLimit, None));
                }
                self.create(at, who, setup, turn_pings, clock, now).await
            }
            Command::Undo => self.undo(at, who, now).await,
            Command::Quit => self.quit(at, who, now).await,
            Command::Replace { old, by } => self.replace(at, who, old, by, now).await,
            Command::Stats(slug) => self.my_stats(at, who, slug),
            Command::Leaderboard(slug) => self.leaderboard(at, who, slug),
            Command::Daily(ask) => self.daily(at, who, ask, now).await,
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

    /// The channel's table, for a request that only shows something of it (a panel, 📖):
    /// `Err` with the answer instead when there is none or it cannot be read.
    pub(super) fn table_to_show(&self, at: Where, who: &Actor) -> Result<Result<Table, Answer>, StoreError> {
        match self.store.table::<Table>(at.channel) {
            Ok(Some(stored)) => Ok(Ok(stored.data)),
            Ok(None) => Ok(Err(self.notice(at, who.locale, Refusal::TableNone))),
            Err(error) => self.unless_unreadable(at, who, Err(error)).map(Err),
        }
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
                Ok(self.refuse(who.locale, Refusal::TableUnreadable, None))
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
        // The seed is never logged: it is secret while the game runs (verifiable dice), and
        // revealed by the finished game's board and record, which replays a failing game.
        tracing::info!(channel = at.channel, ?setup, "new table");
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
                if let Some(old) = old.filter(|old| !lobby::replaceable(&old.data, now)) {
                    return Err(match old.data.stage {
                        Stage::Lobby { .. } => Refusal::LobbyOpen,
                        Stage::Playing(_) | Stage::Finished(_) => Refusal::TableExists,
                    });
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
                    turn_times: Default::default(),
                    unshown: None,
                    answers_only: at.answers_only,
                })
            })
            .await?;
        Ok(match result {
            Ok(stored) => Answer { reply: self.board(&stored.data), is_board: true, ..Answer::default() },
            Err(refusal) => self.notice(at, who.locale, refusal),
        })
    }

    /// What an old board says once a fresh one was posted below it.
    pub(super) fn moved_line(&self, locale: Locale) -> String {
        self.catalog.text(locale, "board-moved", None)
    }

    /// Posts the board again below; the old one is retired: its buttons go, and since the
    /// revision changes, a click on it (from a client that still shows them) is refused.
    async fn repost(&self, at: Where, who: &Actor, now: u64) -> Result<Answer, StoreError> {
        let result = self
            .store
            .update(at.channel, |old: Option<crate::store::Stored<Table>>| {
                Ok(old.ok_or(Refusal::TableNone)?.data.touched(now))
            })
            .await?;
        let table = match result {
            Ok(stored) => stored.data,
            Err(refusal) => return Ok(self.notice(at, who.locale, refusal)),
        };
        Ok(Answer {
            reply: self.board(&table),
            is_board: true,
            retire: table.board.map(|b| b.message),
            retire_note: Some(self.moved_line(table.locale)),
            // A computer player left waiting by a restart moves again.
            ai_next: table.waits_for_ai(),
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
            Err(refusal) => self.notice(at, who.locale, refusal),
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
                    return Err(Refusal::BoardOutdated);
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
            return Ok(self.notice(at, who.locale, Refusal::TableNone));
        };
        if stored.data.host != who.user && !who.can_manage {
            return Ok(self.notice(at, who.locale, Refusal::EndNotAllowed));
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
            return Ok(self.notice(at, who.locale, Refusal::TableNone));
        };
        let table = stored.data;
        // Asked about an earlier table in this channel: this one is not ended by it.
        if table.id != id {
            return Ok(self.notice(at, who.locale, Refusal::BoardOutdated));
        }
        if table.host != who.user && !who.can_manage {
            return Ok(self.notice(at, who.locale, Refusal::EndNotAllowed));
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
            return Ok(self.notice(at, who.locale, Refusal::TableNone));
        };
        let bytes = match &table.stage {
            // The record holds the seed, which decides every die still to come, and every
            // secret choice: hands and face-down cards. It is given out once the game is over.
            Stage::Playing(game) if game.play().hides_information() => {
                return Ok(self.notice(at, who.locale, Refusal::ExportHidden));
            }
            Stage::Playing(_) => return Ok(self.notice(at, who.locale, Refusal::ExportRunning)),
            Stage::Finished(game) => game.play().record_json().map_err(StoreError::from)?,
            Stage::Lobby { .. } => return Ok(self.notice(at, who.locale, Refusal::ExportNotStarted)),
        };
        let name = format!("{}-{}.json", table.stage.slug(), at.channel);
        let mut reply = Reply::notice(self.catalog.text(who.locale, "export-done", None));
        reply.files.push(File { name, bytes, description: None });
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
        // PostgreSQL stopped or unreachable: the store reconnects by itself.
        StoreError::Unavailable(_) | StoreError::Busy(_) => "error-storage-unavailable",
        StoreError::Corrupt { .. } | StoreError::NewerSchema { .. } => "table-unreadable",
        StoreError::Sled(_)
        | StoreError::Postgres(_)
        | StoreError::BadUrl(_)
        | StoreError::NewerDatabase { .. }
        | StoreError::Encode(_)
        | StoreError::Spill(_)
        | StoreError::EmptyPath => "error-internal",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;

    fn service() -> (tempfile::TempDir, Service) {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Store::open(&dir.path().join("db"), 8).expect("store");
        let catalog = Arc::new(Catalog::embedded().expect("catalog"));
        (dir, Service::new(store, catalog, false))
    }

    /// Every refusal is a message of its own in every language, with every argument filled:
    /// a user never sees a raw catalog id or a `{ $name }`.
    #[test]
    fn every_refusal_reads_in_every_language() {
        let (_dir, service) = service();
        let ids: std::collections::BTreeSet<&str> = Refusal::samples().into_iter().map(Refusal::id).collect();
        assert!(ids.len() >= 30, "{ids:?}");
        for refusal in Refusal::samples() {
            for locale in Locale::ALL {
                assert!(
                    service.catalog.exact(locale, refusal.id()).is_some(),
                    "{} is missing in {}",
                    refusal.id(),
                    locale.code()
                );
                for game in [None, TABLE_GAMES.last().map(|g| g.command)] {
                    let text = service.refuse(locale, refusal, game).reply.content.unwrap_or_default();
                    assert!(
                        !text.contains('{') && !text.contains('$'),
                        "{refusal:?} {}: {text}",
                        locale.code()
                    );
                    assert!(text != refusal.id(), "{refusal:?} shows its id");
                }
            }
        }
    }

    /// A refusal names the command of the channel's game; with no table, every game's `new`.
    #[test]
    fn a_refusal_points_to_the_right_commands() {
        let (_dir, service) = service();
        let space = TABLE_GAMES.iter().find(|g| g.slug == "space-pigs").expect("space-pigs");
        let outdated = service.refuse(Locale::EnUs, Refusal::BoardOutdated, Some(space.command));
        assert!(outdated.reply.content.unwrap_or_default().contains("/space board"));
        let none = service.refuse(Locale::EnUs, Refusal::TableNone, None).reply.content.unwrap_or_default();
        for game in TABLE_GAMES {
            let name = service.catalog.text(Locale::EnUs, game.command, None);
            assert!(none.contains(&format!("/{name} ")), "{none} names /{name}");
        }
    }
}
