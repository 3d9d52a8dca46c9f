//! Requests in, answers out. Every change goes through one atomic, flushed store update; what a
//! user did wrong is answered with a localized ephemeral notice and changes nothing.

use std::sync::Arc;

use fluent_bundle::FluentArgs;

use super::model::{BoardMessage, HausSession, PigsSession, Seat, Stage, Table, remember};
use super::stats::UserStats;
use crate::games::GameKind;
use crate::games::three_pigs::{self, Action, Event, Phase};
use crate::games::wuerfelhaus;
use crate::i18n::{Catalog, Locale};
use crate::render::custom_id::Click;
use crate::render::{self, Reply};
use crate::store::{StatsEdit, Store, StoreError};

/// A board older than this is reposted at the bottom of the channel when the turn changes
/// (Discord limits edits of messages older than an hour, and old boards are hard to find).
pub const BOARD_MAX_AGE_SECS: u64 = 3600;
/// Messages from people since the board was posted after which it counts as scrolled away.
pub const BOARD_BURIED_AFTER: u32 = 15;

/// Where a request comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Where {
    pub channel: u64,
    pub guild: Option<u64>,
    /// Messages people wrote in the channel since the board was posted (as far as the
    /// transport knows): many of them have pushed the board out of sight.
    pub chatter: u32,
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Open a table (lobby) here.
    Create {
        setup: Setup,
        turn_pings: Option<bool>,
    },
    /// Post the board again at the bottom of the channel.
    Board,
    Leave,
    /// Ask to end the table (the confirmation comes back as a click).
    End,
    Export,
    Rules(GameKind),
}

/// Which game a new table plays, with its options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setup {
    ThreePigs(three_pigs::Options),
    Wuerfelhaus(wuerfelhaus::Options),
}

/// A file to attach to the reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
}

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
    /// A short new public message: the turn ping (edits notify nobody).
    pub ping: Option<Reply>,
    pub attachment: Option<Attachment>,
}

/// Why a request changes nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Refusal {
    /// A catalog message id, with its arguments.
    Say(&'static str, Vec<(&'static str, String)>),
}

fn say(id: &'static str) -> Refusal {
    Refusal::Say(id, Vec::new())
}

/// The table service.
#[derive(Clone)]
pub struct Service {
    store: Store,
    catalog: Arc<Catalog>,
    default_turn_pings: bool,
    fixed_seed: Option<u64>,
}

impl Service {
    pub fn new(store: Store, catalog: Arc<Catalog>, default_turn_pings: bool) -> Service {
        Service { store, catalog, default_turn_pings, fixed_seed: None }
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

    fn notice(&self, locale: Locale, refusal: &Refusal) -> Answer {
        let Refusal::Say(id, args) = refusal;
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        Answer { reply: Reply::notice(self.catalog.text(locale, id, Some(&fluent))), ..Answer::default() }
    }

    fn board(&self, table: &Table) -> Reply {
        render::board(&self.catalog, table)
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
            Command::Create { setup, turn_pings } => self.create(at, who, setup, turn_pings, now).await,
            Command::Board => self.repost(at, who).await,
            Command::Leave => self.leave_command(at, who, now).await,
            Command::End => self.ask_end(at, who),
            Command::Export => self.export(at, who),
            Command::Rules(game) => {
                Ok(Answer { reply: render::rules(&self.catalog, who.locale, game), ..Answer::default() })
            }
        };
        self.unless_unreadable(at, who, result)
    }

    /// A table record that cannot be read (damaged, or written by a newer release) is told to
    /// the user instead of failing; other tables are not affected.
    fn unless_unreadable(
        &self,
        at: Where,
        who: &Actor,
        result: Result<Answer, StoreError>,
    ) -> Result<Answer, StoreError> {
        match result {
            Err(error @ (StoreError::Corrupt { .. } | StoreError::NewerSchema { .. })) => {
                tracing::error!(channel = at.channel, %error, "unreadable table");
                Ok(self.notice(who.locale, &say("table-unreadable")))
            }
            other => other,
        }
    }

    async fn create(
        &self,
        at: Where,
        who: &Actor,
        setup: Setup,
        turn_pings: Option<bool>,
        now: u64,
    ) -> Result<Answer, StoreError> {
        let seed = self.fixed_seed.unwrap_or_else(rand::random::<u64>);
        // The seed is in the exported record too; logged so that a failing game can be replayed.
        tracing::info!(channel = at.channel, seed, ?setup, "new table");
        let (game, options, haus) = match setup {
            Setup::ThreePigs(options) => (GameKind::ThreePigs, options, wuerfelhaus::Options::default()),
            Setup::Wuerfelhaus(haus) => (GameKind::Wuerfelhaus, three_pigs::Options::default(), haus),
        };
        let turn_pings = turn_pings.unwrap_or(self.default_turn_pings);
        let result = self
            .store
            .update(at.channel, |old: Option<crate::store::Stored<Table>>| {
                if let Some(old) = old {
                    if !matches!(old.data.stage, Stage::Finished(_) | Stage::HausFinished(_)) {
                        return Err(say("table-exists"));
                    }
                }
                Ok(Table {
                    channel: at.channel,
                    guild: at.guild,
                    host: who.user,
                    game,
                    locale: who.locale,
                    turn_pings,
                    stage: Stage::Lobby {
                        seats: vec![Seat { user: who.user, name: who.name.clone() }],
                        options,
                        haus,
                        seed,
                    },
                    rev: 1,
                    board: None,
                    updated_at: now,
                })
            })
            .await?;
        Ok(match result {
            Ok(stored) => Answer { reply: self.board(&stored.data), is_board: true, ..Answer::default() },
            Err(refusal) => self.notice(who.locale, &refusal),
        })
    }

    async fn repost(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        let Some(stored) = self.store.table::<Table>(at.channel)? else {
            return Ok(self.notice(who.locale, &say("table-none")));
        };
        let table = stored.data;
        Ok(Answer {
            reply: self.board(&table),
            is_board: true,
            retire: table.board.map(|b| b.message),
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
        let result = self.store.update(at.channel, |old| leave(old.map(|s| s.data), who, now)).await?;
        Ok(match result {
            Ok(stored) => {
                let table = stored.data;
                Answer {
                    reply: Reply::notice(self.catalog.text(who.locale, "lobby-you-left", None)),
                    board_edit: table.board.map(|b| (b.message, self.board(&table))),
                    ..Answer::default()
                }
            }
            Err(refusal) => self.notice(who.locale, &refusal),
        })
    }

    fn ask_end(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        let stored = match self.store.table::<Table>(at.channel) {
            // A damaged record may be cleared by a moderator, so the channel can play again.
            Err(StoreError::Corrupt { .. }) if who.can_manage => {
                return Ok(Answer {
                    reply: render::three_pigs::end_confirmation(&self.catalog, who.locale, at.channel),
                    ..Answer::default()
                });
            }
            other => other?,
        };
        let Some(stored) = stored else {
            return Ok(self.notice(who.locale, &say("table-none")));
        };
        if stored.data.host != who.user && !who.can_manage {
            return Ok(self.notice(who.locale, &say("end-not-allowed")));
        }
        Ok(Answer {
            reply: render::three_pigs::end_confirmation(&self.catalog, who.locale, at.channel),
            ..Answer::default()
        })
    }

    /// The answer to the end confirmation.
    pub async fn end(&self, at: Where, who: &Actor, confirm: bool) -> Result<Answer, StoreError> {
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
                args.set("name", who.name.clone());
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
            return Ok(self.notice(who.locale, &say("table-none")));
        };
        let table = stored.data;
        if table.host != who.user && !who.can_manage {
            return Ok(self.notice(who.locale, &say("end-not-allowed")));
        }
        self.store.remove_table(at.channel).await?;
        let mut args = FluentArgs::new();
        args.set("name", who.name.clone());
        let ended = self.catalog.text(table.locale, "end-done", Some(&args));
        Ok(Answer {
            reply: Reply::notice(self.catalog.text(who.locale, "end-done", Some(&args))),
            update: true,
            board_edit: table.board.map(|b| (b.message, Reply { content: Some(ended), ..Reply::default() })),
            ..Answer::default()
        })
    }

    fn export(&self, at: Where, who: &Actor) -> Result<Answer, StoreError> {
        let Some(table) = self.store.table::<Table>(at.channel)?.map(|s| s.data) else {
            return Ok(self.notice(who.locale, &say("table-none")));
        };
        let bytes = match &table.stage {
            Stage::Playing(session) | Stage::Finished(session) => {
                serde_json::to_vec_pretty(&session.record()).map_err(StoreError::from)?
            }
            Stage::HausPlaying(session) | Stage::HausFinished(session) => {
                serde_json::to_vec_pretty(&session.record()).map_err(StoreError::from)?
            }
            Stage::Lobby { .. } => return Ok(self.notice(who.locale, &say("export-not-started"))),
        };
        Ok(Answer {
            reply: Reply::notice(self.catalog.text(who.locale, "export-done", None)),
            attachment: Some(Attachment {
                name: format!("{}-{}.json", table.game.slug(), at.channel),
                bytes,
            }),
            ..Answer::default()
        })
    }

    /// A click on a board component drawn at revision `rev`; `values` are a menu's choices.
    pub async fn click(
        &self,
        at: Where,
        who: &Actor,
        rev: u64,
        click: Click,
        values: &[String],
        now: u64,
    ) -> Result<Answer, StoreError> {
        let mut events = Vec::new();
        let mut before_player = None;
        let result = self
            .store
            .update_with(at.channel, |old: Option<crate::store::Stored<Table>>| {
                events.clear();
                let table = old.ok_or_else(|| say("table-none"))?.data;
                if table.rev != rev {
                    return Err(say("board-outdated"));
                }
                before_player = current_player(&table);
                let table = apply_click(table, who, click, values, now, &mut events)?;
                // The players' statistics are written with the final move, under one flush.
                let over = events.iter().any(|e| matches!(e, Event::GameOver { .. }));
                let edits = if over { stats_edits(&table) } else { Vec::new() };
                Ok((table, edits))
            })
            .await;
        let result = match result {
            Ok(result) => result,
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        };
        let table = match result {
            Ok(stored) => stored.data,
            Err(refusal) => return Ok(self.notice(who.locale, &refusal)),
        };
        let board = self.board(&table);
        let mut answer = Answer { reply: board.clone(), update: true, ..Answer::default() };
        let next = current_player(&table);
        let turn_changed = next.is_some()
            && next != before_player
            && matches!(table.stage, Stage::Playing(_) | Stage::HausPlaying(_));
        if turn_changed {
            if let (true, Some(seat)) = (table.turn_pings, next.and_then(|p| seat(&table, p))) {
                let mut args = FluentArgs::new();
                args.set("mention", format!("<@{}>", seat.user));
                args.set(
                    "game",
                    self.catalog.text(table.locale, &format!("game-{}-turn", table.game.slug()), None),
                );
                answer.ping = Some(Reply {
                    content: Some(self.catalog.text(table.locale, "turn-ping", Some(&args))),
                    ..Reply::default()
                });
            }
            let buried = at.chatter >= BOARD_BURIED_AFTER;
            if let Some(old) =
                table.board.filter(|b| buried || now.saturating_sub(b.posted_at) >= BOARD_MAX_AGE_SECS)
            {
                answer.fresh_board = Some(board);
                answer.retire = Some(old.message);
                answer.reply = render::moved_notice(&self.catalog, table.locale);
            }
        }
        Ok(answer)
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

/// The statistics a finished game adds for each of its players (none outside a server).
fn stats_edits(table: &Table) -> Vec<StatsEdit<UserStats>> {
    let Some(guild) = table.guild else { return Vec::new() };
    // (user, score, won): pigs score points; a Würfelhaus result is its turns.
    let results: Vec<(u64, u32, bool)> = match &table.stage {
        Stage::Finished(session) => {
            let Some(outcome) = &session.game.outcome else { return Vec::new() };
            session
                .seats
                .iter()
                .enumerate()
                .map(|(i, seat)| {
                    (seat.user, outcome.scores.get(i).map_or(0, |s| s.total), outcome.winners.contains(&i))
                })
                .collect()
        }
        Stage::HausFinished(session) => session
            .seats
            .iter()
            .enumerate()
            .map(|(i, seat)| (seat.user, session.game.walls[i].turns, session.game.winners.contains(&i)))
            .collect(),
        Stage::Lobby { .. } | Stage::Playing(_) | Stage::HausPlaying(_) => return Vec::new(),
    };
    let solo = results.len() == 1;
    let game = table.game;
    results
        .into_iter()
        .map(|(user, score, won)| {
            let edit: Box<dyn Fn(UserStats) -> UserStats + Send + Sync> = if game == GameKind::Wuerfelhaus {
                Box::new(move |s: UserStats| s.add_turns(score, won, solo))
            } else {
                Box::new(move |s: UserStats| s.add(score, won))
            };
            StatsEdit { guild, user, game: game.slug(), edit }
        })
        .collect()
}

/// The seat whose turn it is, while a game runs.
fn current_player(table: &Table) -> Option<usize> {
    match &table.stage {
        Stage::Playing(session) => Some(session.game.turn.player),
        Stage::HausPlaying(session) => Some(session.game.turn.player),
        _ => None,
    }
}

fn seat(table: &Table, index: usize) -> Option<&Seat> {
    match &table.stage {
        Stage::Playing(session) | Stage::Finished(session) => session.seats.get(index),
        Stage::HausPlaying(session) | Stage::HausFinished(session) => session.seats.get(index),
        Stage::Lobby { seats, .. } => seats.get(index),
    }
}

fn leave(table: Option<Table>, who: &Actor, now: u64) -> Result<Table, Refusal> {
    let mut table = table.ok_or_else(|| say("table-none"))?;
    match &mut table.stage {
        Stage::Lobby { seats, .. } => {
            let index =
                seats.iter().position(|s| s.user == who.user).ok_or_else(|| say("lobby-not-seated"))?;
            seats.remove(index);
            if table.host == who.user {
                // The next seated player hosts; an empty lobby keeps its creator as host.
                if let Some(next) = seats.first() {
                    table.host = next.user;
                }
            }
        }
        Stage::Playing(_) | Stage::HausPlaying(_) => return Err(say("leave-running")),
        Stage::Finished(_) | Stage::HausFinished(_) => return Err(say("leave-finished")),
    }
    table.rev += 1;
    table.updated_at = now;
    Ok(table)
}

/// Applies a board click to a table; pure.
fn apply_click(
    mut table: Table,
    who: &Actor,
    click: Click,
    values: &[String],
    now: u64,
    events: &mut Vec<Event>,
) -> Result<Table, Refusal> {
    let stage = std::mem::replace(
        &mut table.stage,
        Stage::Lobby { seats: Vec::new(), options: Default::default(), haus: Default::default(), seed: 0 },
    );
    table.stage = match (stage, click) {
        (Stage::Lobby { mut seats, options, haus, seed }, Click::Join) => {
            if seats.iter().any(|s| s.user == who.user) {
                return Err(say("lobby-already-seated"));
            }
            if seats.len() >= max_players(table.game) {
                return Err(say("lobby-full"));
            }
            seats.push(Seat { user: who.user, name: who.name.clone() });
            Stage::Lobby { seats, options, haus, seed }
        }
        (stage @ Stage::Lobby { .. }, Click::Leave) => {
            table.stage = stage;
            return leave(Some(table), who, now);
        }
        (Stage::Lobby { seats, options, haus, seed }, Click::Start) => {
            if who.user != table.host {
                return Err(say("lobby-host-only"));
            }
            match table.game {
                GameKind::Wuerfelhaus => {
                    let session =
                        HausSession::start(seats, haus, seed).map_err(|_| say("lobby-need-players"))?;
                    Stage::HausPlaying(Box::new(session))
                }
                _ => {
                    if !three_pigs::PLAYERS.contains(&seats.len()) {
                        return Err(say("lobby-need-players"));
                    }
                    let session =
                        PigsSession::start(seats, options, seed).map_err(|_| say("lobby-need-players"))?;
                    Stage::Playing(Box::new(session))
                }
            }
        }
        (Stage::Lobby { .. }, _) => return Err(say("board-outdated")),
        (Stage::Finished(_) | Stage::HausFinished(_), _) => return Err(say("game-over")),
        (Stage::HausPlaying(session), click) => haus_click(session, who, click, values, events)?,
        (Stage::Playing(mut session), click) => {
            let player = session.game.turn.player;
            on_turn(&session.seats, player, who)?;
            let action = match click {
                Click::Die(die) => {
                    let die = usize::from(die);
                    if session.game.turn.phase != Phase::Rolling
                        || session.game.turn.dice[die] == Some(three_pigs::Face::Wolf)
                    {
                        return Err(say("board-outdated"));
                    }
                    session.ui.reroll[die] = !session.ui.reroll[die];
                    None
                }
                Click::Target(_) => {
                    let (target, house) = values
                        .first()
                        .and_then(|v| v.split_once('.'))
                        .and_then(|(t, h)| Some((t.parse().ok()?, h.parse().ok()?)))
                        .ok_or_else(|| say("board-outdated"))?;
                    // The menu offers only legal targets: any other value is forged.
                    if !session.game.legal_actions(player).contains(&Action::Blow { target, house }) {
                        return Err(say("move-refused"));
                    }
                    session.ui.target = Some((target, house));
                    None
                }
                Click::Roll => Some(Action::Roll),
                Click::Reroll => {
                    let dice: Vec<u8> = (0..5u8).filter(|d| session.ui.reroll[usize::from(*d)]).collect();
                    if dice.is_empty() {
                        return Err(say("pick-dice-first"));
                    }
                    Some(Action::Reroll { dice })
                }
                Click::Stop => Some(Action::Stop),
                Click::Done => Some(Action::EndTurn),
                Click::Buy(_) => {
                    let (kind, material, house) = values
                        .first()
                        .and_then(|v| PigsSession::decode_buy(v))
                        .ok_or_else(|| say("board-outdated"))?;
                    Some(Action::Buy { kind, material, house })
                }
                Click::Blow => {
                    let (target, house) = session.ui.target.ok_or_else(|| say("pick-house-first"))?;
                    Some(Action::Blow { target, house })
                }
                Click::Join | Click::Leave | Click::Start | Click::Paint(_) | Click::Best | Click::Pass => {
                    return Err(say("board-outdated"));
                }
            };
            if let Some(action) = action {
                events.extend(session.play(player, action).map_err(|e| rule_refusal(&e))?);
            }
            if session.game.is_over() { Stage::Finished(session) } else { Stage::Playing(session) }
        }
    };
    table.rev += 1;
    table.updated_at = now;
    Ok(table)
}

/// Only the player whose turn it is may act; others are told why in their language.
fn on_turn(seats: &[Seat], player: usize, who: &Actor) -> Result<(), Refusal> {
    if seats.get(player).map(|s| s.user) == Some(who.user) {
        Ok(())
    } else if seats.iter().any(|s| s.user == who.user) {
        Err(say("not-your-turn"))
    } else {
        Err(say("not-playing"))
    }
}

/// Most seats a lobby takes for a game.
fn max_players(game: GameKind) -> usize {
    match game {
        GameKind::Wuerfelhaus => *wuerfelhaus::PLAYERS.end(),
        _ => *three_pigs::PLAYERS.end(),
    }
}

/// A click on a Würfelhaus board.
fn haus_click(
    mut session: Box<HausSession>,
    who: &Actor,
    click: Click,
    values: &[String],
    events: &mut Vec<Event>,
) -> Result<Stage, Refusal> {
    let player = session.game.turn.player;
    on_turn(&session.seats, player, who)?;
    let action = match click {
        Click::Die(die) => {
            let die = usize::from(die);
            if session.game.turn.phase != wuerfelhaus::Phase::Rolling || die >= 3 {
                return Err(say("board-outdated"));
            }
            session.reroll[die] = !session.reroll[die];
            None
        }
        Click::Roll => Some(wuerfelhaus::Action::Roll),
        Click::Reroll => {
            let dice: Vec<u8> = (0..3u8).filter(|d| session.reroll[usize::from(*d)]).collect();
            if dice.is_empty() {
                return Err(say("pick-dice-first"));
            }
            Some(wuerfelhaus::Action::Reroll { dice })
        }
        Click::Stop => Some(wuerfelhaus::Action::Stop),
        Click::Pass => Some(wuerfelhaus::Action::Pass),
        Click::Best => Some(session.game.best_assignment().ok_or_else(|| say("board-outdated"))?),
        Click::Paint(_) => {
            Some(values.first().and_then(|v| HausSession::decode(v)).ok_or_else(|| say("board-outdated"))?)
        }
        _ => return Err(say("board-outdated")),
    };
    if let Some(action) = action {
        let new_events = session.game.apply(player, &action, &mut session.rng).map_err(|e| {
            tracing::debug!(code = e.code(), "move refused by the rules");
            say("move-refused")
        })?;
        session.actions.push(wuerfelhaus::record::Recorded { player, action });
        session.reroll = [false; 3];
        remember(&mut session.recent, new_events);
        if session.game.is_over() {
            // Tells the caller to record statistics, as a finished pigs game does.
            events.push(Event::GameOver { winners: session.game.winners.clone() });
        }
    }
    Ok(if session.game.is_over() { Stage::HausFinished(session) } else { Stage::HausPlaying(session) })
}

/// The board only offers legal moves, so a refused move means the board was not current.
fn rule_refusal(error: &three_pigs::RuleError) -> Refusal {
    tracing::debug!(code = error.code(), "move refused by the rules");
    say("move-refused")
}
