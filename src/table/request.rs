//! The table service's vocabulary: who asks ([`Actor`]), where ([`Where`]), what
//! ([`Command`]), what the transport must do with the result ([`Answer`]) and why a request
//! changed nothing ([`Refusal`]).
//!
//! It lives apart from the service so that the service's parts (lobby, clock, panels…) can
//! all speak it without importing one another.

use crate::games::ai::Level;
use crate::games::registry::AnyOptions;
use crate::games::seam::Refused;
use crate::i18n::Locale;
use crate::render::Reply;

use super::live_panels::PanelEdit;

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
    /// The bot may only answer requests here (a group DM, or a server that has not installed
    /// it, only its users): it cannot post, edit or delete on its own. A table opened here
    /// keeps this ([`super::model::Table::answers_only`]).
    pub answers_only: bool,
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
    /// `/haus daily`: the daily Würfelhaus challenge.
    Daily(DailyAsk),
}

/// What `/haus daily` asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DailyAsk {
    /// Play today's attempt (or go on with it).
    Play,
    /// Today's leaderboard.
    Leaderboard,
    /// Announce each day's winner in this channel (`here`), or nowhere (moderators).
    Announce { here: bool },
}

/// Who takes over a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Replacement {
    /// A member, who plays on from where the seat is: score, house and all.
    Person {
        user: u64,
        name: String,
    },
    Ai(Level),
}

/// The turn clock options of `new`; `None`: not given.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ClockChoice {
    /// `Some(None)`: no limit.
    pub limit: Option<Option<u64>>,
    /// `Some(None)`: no reminder.
    pub reminder: Option<Option<u64>>,
    /// A code name of the clock's `ABSENT_CHOICES`.
    pub absent: Option<&'static str>,
    pub remove_after: Option<u32>,
}

/// What the transport must do.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Answer {
    /// The answer to the request itself.
    pub reply: Reply,
    /// Edit the clicked message with `reply` (a board click) instead of sending a new one.
    pub update: bool,
    /// `reply` is a new board (or, with `update`, the clicked message is the table's board
    /// now): report its message id with [`super::Service::board_posted`].
    pub is_board: bool,
    /// `reply` is the requester's private panel (new, or updated in place): report how to
    /// edit it with [`super::Service::panel_shown`], so later moves keep it up to date.
    pub is_panel: bool,
    /// Other players' open panels that this answer's move changed: edit each through its
    /// handle (see `live_panels.rs`); report a failed one with [`super::Service::panel_lost`].
    pub panel_edits: Vec<PanelEdit>,
    /// Edit the current board message (a command changed the table).
    pub board_edit: Option<(u64, Reply)>,
    /// Retire this old board message (a fresh one replaces it): nothing on it can be clicked
    /// any more.
    pub retire: Option<u64>,
    /// What the retired board then says, all it says: where the board went, in the table's
    /// language.
    pub retire_note: Option<String>,
    /// Post this new board at the bottom of the channel, then report its id.
    pub fresh_board: Option<Reply>,
    /// A short new public message: the turn ping (edits notify nobody). It replaces the
    /// channel's previous turn ping, so pings never pile up.
    pub ping: Option<Reply>,
    /// A new public message that stays: the end of a game.
    pub announce: Option<Reply>,
    /// A computer player is to move: the transport runs [`super::Service::computer_turns`].
    pub ai_next: bool,
    /// Direct messages: user id and message (reminders and heads-ups of users who asked for them).
    pub direct: Vec<(u64, Reply)>,
    /// The table keeps to answers ([`super::model::Table::answers_only`]): what is shown
    /// without a request goes through a live request's token, or waits for the next request,
    /// and never into the channel.
    pub answers_only: bool,
    /// Names this answer's new messages for Discord, which creates a message once per nonce
    /// (`enforce_nonce`): a turn clock's answer shown again after a crash is not doubled.
    pub nonce: Option<String>,
}

impl Answer {
    /// Puts a public line (what the clock or a seat change did) above the turn ping, as one
    /// message: the line alone when nobody is to be pinged.
    pub(super) fn tell(&mut self, line: String) {
        self.ping = Some(self.ping.take().unwrap_or_default().below(line));
    }
}

/// Why a request changes nothing: one localized message each ([`Refusal::id`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// No table in this channel.
    TableNone,
    /// A new table where a game is running.
    TableExists,
    /// A new table where a lobby is open (and still in use): join it, or its host ends it.
    LobbyOpen,
    /// `replace` with a computer player of a level the game does not have.
    ReplaceLevelNotOffered,
    /// A new table whose reminder is due no sooner than its turn limit: it would never go out.
    ReminderAfterLimit,
    /// The channel's record cannot be read (damaged, or from a newer release).
    TableUnreadable,
    /// A click on a board that was replaced (or on another channel's, or forged).
    BoardOutdated,
    /// A control of a private panel drawn before its player's last move.
    PanelOutdated,
    /// The user has no seat (any more) in this game.
    NotPlaying,
    /// The user is away and a computer player plays their seat (`/oink back` ends it).
    AwayComputerPlays,
    GameOver,
    GameNotStarted,
    LobbyHostOnly,
    LobbyFull {
        max: usize,
    },
    LobbyNotSeated,
    LobbyAlreadySeated,
    LobbyNeedPlayers {
        min: usize,
        max: usize,
    },
    LeaveRunning,
    LeaveFinished,
    EndNotAllowed,
    ExportHidden,
    /// A running game's record would reveal its secret seed (verifiable dice).
    ExportRunning,
    ExportNotStarted,
    ReplaceNotAllowed,
    ReplaceAlreadyPlaying,
    ReplaceNotSeated,
    StatsServerOnly,
    /// A component id of a release that no longer exists.
    UnknownComponent,
    /// A component id that cannot be read (foreign or forged).
    MalformedComponent,
    /// A menu value the menu never offered: only a forged click sends one.
    ValueNotOffered,
    /// The game refused the input (the engine's reason; a rule's code is logged).
    Game(Refused),
}

/// The commands a refusal's text may point to (`{ $board }`, `{ $end }`, `{ $new }`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Pointer {
    /// The command of the channel's game (`{ $board }`, `{ $end }`, `{ $new }`).
    TableGame,
    /// Every game's `new` command (`{ $new }`): there is no table to name one.
    EveryNew,
    /// A plain sentence.
    Nothing,
}

impl Refusal {
    /// The catalog message.
    pub fn id(self) -> &'static str {
        match self {
            Refusal::TableNone => "table-none",
            Refusal::TableExists => "table-exists",
            Refusal::LobbyOpen => "table-lobby-open",
            Refusal::ReminderAfterLimit => "clock-reminder-after-limit",
            Refusal::ReplaceLevelNotOffered => "replace-level-not-offered",
            Refusal::TableUnreadable => "table-unreadable",
            Refusal::BoardOutdated => "board-outdated",
            Refusal::PanelOutdated => "panel-outdated",
            Refusal::NotPlaying => "not-playing",
            Refusal::AwayComputerPlays => "away-computer-plays",
            Refusal::GameOver => "game-over",
            Refusal::GameNotStarted => "game-not-started",
            Refusal::LobbyHostOnly => "lobby-host-only",
            Refusal::LobbyFull { .. } => "lobby-full",
            Refusal::LobbyNotSeated => "lobby-not-seated",
            Refusal::LobbyAlreadySeated => "lobby-already-seated",
            Refusal::LobbyNeedPlayers { .. } => "lobby-need-players",
            Refusal::LeaveRunning => "leave-running",
            Refusal::LeaveFinished => "leave-finished",
            Refusal::EndNotAllowed => "end-not-allowed",
            Refusal::ExportHidden => "export-hidden",
            Refusal::ExportRunning => "export-running",
            Refusal::ExportNotStarted => "export-not-started",
            Refusal::ReplaceNotAllowed => "replace-not-allowed",
            Refusal::ReplaceAlreadyPlaying => "replace-already-playing",
            Refusal::ReplaceNotSeated => "replace-not-seated",
            Refusal::StatsServerOnly => "stats-server-only",
            Refusal::UnknownComponent => "error-unknown-component",
            Refusal::MalformedComponent => "error-malformed-component",
            Refusal::ValueNotOffered => "move-refused",
            Refusal::Game(refused) => refused.id(),
        }
    }

    /// The message's numbers.
    pub(super) fn numbers(self) -> Vec<(&'static str, usize)> {
        match self {
            Refusal::LobbyFull { max } => vec![("max", max)],
            Refusal::LobbyNeedPlayers { min, max } => vec![("min", min), ("max", max)],
            _ => Vec::new(),
        }
    }

    /// Which commands the message names.
    pub(super) fn pointer(self) -> Pointer {
        match self {
            Refusal::TableNone => Pointer::EveryNew,
            Refusal::TableExists
            | Refusal::LobbyOpen
            | Refusal::TableUnreadable
            | Refusal::BoardOutdated
            | Refusal::GameOver
            | Refusal::LeaveRunning
            | Refusal::Game(Refused::Outdated | Refused::GameOver) => Pointer::TableGame,
            _ => Pointer::Nothing,
        }
    }

    /// One of each kind, for the tests that check every message exists in every language.
    #[cfg(test)]
    pub(super) fn samples() -> Vec<Refusal> {
        let mut all = vec![
            Refusal::TableNone,
            Refusal::TableExists,
            Refusal::LobbyOpen,
            Refusal::ReminderAfterLimit,
            Refusal::ReplaceLevelNotOffered,
            Refusal::TableUnreadable,
            Refusal::BoardOutdated,
            Refusal::PanelOutdated,
            Refusal::NotPlaying,
            Refusal::GameOver,
            Refusal::GameNotStarted,
            Refusal::LobbyHostOnly,
            Refusal::LobbyFull { max: 5 },
            Refusal::LobbyNotSeated,
            Refusal::LobbyAlreadySeated,
            Refusal::LobbyNeedPlayers { min: 2, max: 5 },
            Refusal::LeaveRunning,
            Refusal::LeaveFinished,
            Refusal::EndNotAllowed,
            Refusal::ExportHidden,
            Refusal::ExportRunning,
            Refusal::ExportNotStarted,
            Refusal::ReplaceNotAllowed,
            Refusal::ReplaceAlreadyPlaying,
            Refusal::ReplaceNotSeated,
            Refusal::StatsServerOnly,
            Refusal::UnknownComponent,
            Refusal::MalformedComponent,
            Refusal::ValueNotOffered,
        ];
        // The lobby answers an engine's `NeedPlayers` with the game's range (`lobby::started`).
        all.extend(Refused::ALL.into_iter().filter(|r| *r != Refused::NeedPlayers).map(Refusal::Game));
        all
    }
}

impl From<Refused> for Refusal {
    fn from(refused: Refused) -> Refusal {
        if let Refused::Rules(code) = refused {
            // The board offers only legal moves: this came from an outdated or forged board.
            tracing::debug!(code, "move refused by the rules");
        }
        Refusal::Game(refused)
    }
}
