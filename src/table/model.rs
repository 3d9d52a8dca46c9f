//! What a table stores: one channel's session, from the lobby to the final scores.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::clock::{Clock, Due, Turn, Unshown};

pub use crate::games::registry::Stage;
pub use crate::games::seam::Seat;
use crate::i18n::Locale;
use crate::render::Board;
use crate::store::Index;

/// One channel's session. It reads back from every layout this release knows (`stored.rs`
/// implements its `Deserialize`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Table {
    /// Tells this table from earlier and later ones in the same channel (random; never the
    /// seed, which would reveal the dice).
    pub id: u64,
    pub channel: u64,
    pub guild: Option<u64>,
    pub host: u64,
    /// Language of the public board: the host's at creation.
    #[serde(with = "locale_code")]
    pub locale: Locale,
    /// Mention the next player in a new message when the turn changes.
    pub turn_pings: bool,
    pub stage: Stage,
    /// Board revision: changes with every move and every repost, and is written into every
    /// button, so a click on an outdated board is recognized. Board picks (a die chosen for a
    /// reroll) keep it: they change no game, and a quick second pick must not be refused.
    pub rev: u64,
    /// The message that shows the board, once known.
    pub board: Option<BoardMessage>,
    /// Unix seconds of the last change.
    pub updated_at: u64,
    /// Who ended the game before its end (`/pigs end`): the record stays, for `/pigs export`,
    /// until a newer table replaces it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_by: Option<String>,
    /// Turn limit, reminder and what happens to absent players (days-long play).
    #[serde(default, skip_serializing_if = "is_default")]
    pub clock: Clock,
    /// The turn being timed, while a person is to move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<Turn>,
    /// Turns each seat missed in a row (the limit passed them), for `when_absent: remove`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub missed: BTreeMap<usize, u32>,
    /// How long each person took over each of their turns, in seconds, by seat: from the game
    /// waiting for them to their decision. Time away and a computer player's turns are not
    /// counted (those seats are not waited for). Kept with the table (a few bytes a turn), so
    /// the end of the game and the statistics can say how fast everyone played.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub turn_times: BTreeMap<usize, Vec<u32>>,
    /// A deadline's work not yet confirmed shown (the clock's outbox, `schedule.rs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unshown: Option<Unshown>,
    /// Opened where the bot may only answer requests ([`super::Where::answers_only`]): what
    /// happens without a request (a turn clock, a computer player after the last click's
    /// token expired) shows at the next request instead of in a post of its own.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub answers_only: bool,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl Table {
    /// A new revision of the table: every board drawn before is out of date.
    pub(super) fn touched(mut self, now: u64) -> Table {
        self.rev += 1;
        self.updated_at = now;
        self.follow_turn(now);
        self
    }

    /// The seats the game waits for (none outside a running game).
    pub fn waiting_for(&self) -> Vec<usize> {
        match &self.stage {
            Stage::Playing(game) => game.play().waiting_for(),
            Stage::Lobby { .. } | Stage::Finished(_) => Vec::new(),
        }
    }

    /// Whether a computer player is to move.
    pub fn waits_for_ai(&self) -> bool {
        match &self.stage {
            Stage::Playing(game) => game.play().waits_for_ai(),
            Stage::Lobby { .. } | Stage::Finished(_) => false,
        }
    }

    /// The seats a person plays that the game waits for now, leaving out people who are away
    /// (their turns wait without a clock).
    pub fn waiting_people(&self) -> Vec<usize> {
        let Stage::Playing(game) = &self.stage else { return Vec::new() };
        let play = game.play();
        play.waiting_for()
            .into_iter()
            .filter(|seat| play.seats().get(*seat).is_some_and(|s| s.is_here()))
            .collect()
    }

    /// When the first of the people away at this running game is back by themselves.
    fn first_back(&self) -> Option<u64> {
        let Stage::Playing(game) = &self.stage else { return None };
        game.play().seats().iter().filter_map(|s| s.away.as_ref()).map(|away| away.until).min()
    }

    /// Starts timing a new turn when the seats the game waits for changed (called with every
    /// change of the table, so the clock always matches the board). When some of the seats
    /// asked at once (a secret choice) have answered, the others' turn goes on: its start and
    /// reminder stay, or every answer would give the slow ones more time.
    fn follow_turn(&mut self, now: u64) {
        let seats = self.waiting_people();
        let mark = self.turn_mark();
        // The seats of the turn that are no longer waited for have decided: their time is up.
        if let Some(turn) = &self.turn {
            let still = |seat: &usize| turn.mark == mark && seats.contains(seat);
            let took = u32::try_from(now.saturating_sub(turn.since)).unwrap_or(u32::MAX);
            for &seat in turn.seats.iter().filter(|seat| !still(seat)) {
                self.turn_times.entry(seat).or_default().push(took);
            }
        }
        if seats.is_empty() {
            self.turn = None;
            return;
        }
        match &mut self.turn {
            Some(turn) if turn.mark == mark && turn.seats == seats => {}
            Some(turn) if turn.mark == mark && seats.iter().all(|seat| turn.seats.contains(seat)) => {
                turn.seats = seats
            }
            _ => self.turn = Some(Turn { since: now, seats, reminded: false, mark }),
        }
    }

    /// The running game's mark of the decision it waits for (0 outside a game).
    pub fn turn_mark(&self) -> u64 {
        match &self.stage {
            Stage::Playing(game) => game.play().turn_mark(),
            Stage::Lobby { .. } | Stage::Finished(_) => 0,
        }
    }

    /// The table's next deadline, if it has one: a deadline's work left unshown, the reminder,
    /// the limit, a player back from being away (the earliest; on a tie in that order).
    pub fn due(&self) -> Option<(u64, Due)> {
        let show = self.unshown.as_ref().map(|unshown| (unshown.due(), Due::Show));
        let back = self.first_back().map(|until| (until, Due::Back));
        [show, self.turn_due(), back].into_iter().flatten().min_by_key(|(time, _)| *time)
    }

    /// The deadline of the current turn: its reminder, then its limit.
    fn turn_due(&self) -> Option<(u64, Due)> {
        let turn = self.turn.as_ref()?;
        if !matches!(self.stage, Stage::Playing(_)) {
            return None;
        }
        let reminder = self
            .clock
            .reminder
            .filter(|_| !turn.reminded)
            // A reminder at or after the limit would arrive with the skip: it is left out.
            .filter(|after| self.clock.limit.is_none_or(|limit| *after < limit))
            .map(|after| (turn.since.saturating_add(after), Due::Reminder));
        let limit = self.clock.limit.map(|limit| (turn.since.saturating_add(limit), Due::Limit));
        match (reminder, limit) {
            (Some(r), Some(l)) => Some(if r.0 < l.0 { r } else { l }),
            (r, l) => r.or(l),
        }
    }

    /// What a shared database indexes of the table ([`Index`]): the people at a running game
    /// or waiting in its lobby (those `/oink games` lists it for), and its next deadline. The
    /// store keeps it in step with every write of the table.
    pub(super) fn index(&self) -> Index {
        let listed = matches!(&self.stage, Stage::Playing(_) | Stage::Lobby { .. });
        let mut players: Vec<u64> = if listed {
            self.stage.seats().iter().filter(|s| s.is_persons()).map(|s| s.user).collect()
        } else {
            Vec::new()
        };
        players.sort_unstable();
        players.dedup();
        Index { players, due: self.due().map(|(time, _)| time) }
    }

    /// When the current turn's limit is reached (Unix seconds), if the table has a limit: the
    /// one deadline the board and `/oink games` both show.
    pub fn deadline(&self) -> Option<u64> {
        self.clock.limit.zip(self.turn.as_ref()).map(|(limit, turn)| turn.since.saturating_add(limit))
    }

    /// The link that opens the board's message (Discord's form; the playground reads it too).
    pub fn jump_link(&self) -> String {
        let guild = self.guild.map_or_else(|| "@me".to_owned(), |g| g.to_string());
        match self.board {
            Some(board) => format!("https://discord.com/channels/{guild}/{}/{}", self.channel, board.message),
            None => format!("https://discord.com/channels/{guild}/{}", self.channel),
        }
    }

    /// What the renderer needs to draw this table's board.
    pub fn view(&self) -> Board<'_> {
        Board {
            channel: self.channel,
            table: self.id,
            rev: self.rev,
            locale: self.locale,
            host: self.host,
            stage: &self.stage,
            ended_by: self.ended_by.as_deref(),
            timing: self.clock.is_on().then(|| self.clock.timing(self.deadline())),
            solo_best: None,
            answers_only: self.answers_only,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardMessage {
    pub message: u64,
    /// Unix seconds when it was posted.
    pub posted_at: u64,
}

pub(super) mod locale_code {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::i18n::Locale;

    pub fn serialize<S: Serializer>(locale: &Locale, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(locale.code())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Locale, D::Error> {
        let code = String::deserialize(d)?;
        Ok(Locale::from_code(&code).unwrap_or(Locale::EnUs))
    }
}
