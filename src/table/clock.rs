//! Time between turns, for games that last days: how long a turn may take, when a player is
//! reminded, and what happens to a player who does not come back ([`Clock`]); when the current
//! turn started and whether its reminder went out ([`Turn`]); and the index of every table's
//! next deadline ([`Deadlines`]). A table's own deadline is [`Table::due`](super::Table::due).
//!
//! `Clock` and `Turn` are stored with the table, so deadlines survive restarts: a bot that was
//! down finds them passed and does their work once (see `schedule.rs`). The index is memory
//! only, rebuilt from the tables at start.

use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use super::request::ClockChoice;
use crate::render::Timing;

/// The shortest turn limit: anything shorter is a reaction game, not a table.
pub const MIN_TURN_LIMIT: u64 = 60;
/// The reminder of a table without a turn limit, unless the server configures another.
pub const REMINDER_WITHOUT_LIMIT: u64 = 12 * 3600;

/// A table's turn clock, chosen when it is opened.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// Seconds a person has for a turn; `None`: as long as they like.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u64>,
    /// Seconds into a turn when the player is reminded; `None`: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reminder: Option<u64>,
    #[serde(default)]
    pub absent: Absent,
}

/// What happens when a turn's limit is reached.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "when")]
pub enum Absent {
    /// The turn is passed: the game makes only the moves its rules force.
    #[default]
    Skip,
    /// A computer player (greedy) plays this one turn for them.
    Ai,
    /// The turn is passed, and after `after` missed turns in a row the player is removed: from
    /// then on every turn of theirs is passed at once.
    Remove { after: u32 },
}

/// The code names of [`Absent`] in the `when_absent` option.
pub const ABSENT_CHOICES: [&str; 3] = ["skip", "ai", "remove"];

impl Absent {
    /// From the `when_absent` choice and the `remove_after` count.
    pub fn from_choice(choice: &str, remove_after: u32) -> Option<Absent> {
        match choice {
            "skip" => Some(Absent::Skip),
            "ai" => Some(Absent::Ai),
            "remove" => Some(Absent::Remove { after: remove_after.max(1) }),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Absent::Skip => "skip",
            Absent::Ai => "ai",
            Absent::Remove { .. } => "remove",
        }
    }
}

impl Clock {
    /// The reminder a table gets when none is chosen: half the limit, or
    /// `without_limit` (the server's default, [`REMINDER_WITHOUT_LIMIT`] unless configured).
    pub fn default_reminder(limit: Option<u64>, without_limit: Option<u64>) -> Option<u64> {
        match limit {
            Some(limit) => Some(limit / 2),
            None => without_limit,
        }
    }

    /// Whether the table keeps any time at all.
    pub fn is_on(&self) -> bool {
        self.limit.is_some() || self.reminder.is_some()
    }

    /// The clock as a board or `/oink server` shows it, with the current turn's `deadline`.
    pub fn timing(&self, deadline: Option<u64>) -> Timing {
        Timing {
            limit: self.limit,
            reminder: self.reminder,
            absent: self.absent.code(),
            remove_after: match self.absent {
                Absent::Remove { after } => after,
                Absent::Skip | Absent::Ai => 0,
            },
            deadline,
        }
    }
}

/// The turn being timed: who the game waits for, since when.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Unix seconds when the game started waiting for these seats.
    pub since: u64,
    pub seats: Vec<usize>,
    /// The reminder went out (never twice a turn, even across a restart).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reminded: bool,
    /// The game's mark of the decision ([`crate::games::seam::TableGame::turn_mark`]).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub mark: u64,
}

fn is_zero(mark: &u64) -> bool {
    *mark == 0
}

/// What a deadline asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Due {
    Reminder,
    Limit,
    /// Show again a deadline's work that was stored but maybe never shown ([`Unshown`]).
    Show,
    /// A player's time away is over: their seat is theirs again, and timed.
    Back,
}

/// How long a deadline's stored work may stay unshown before another process (or this one,
/// restarted) shows it: far longer than showing takes, shorter than Discord's nonce window.
pub const SHOW_AGAIN_AFTER: u64 = 60;
/// After this long unshown, a deadline's work is dropped, not shown: Discord no longer knows
/// its nonce ("the past few minutes"), so it could be shown twice.
pub const SHOW_GIVE_UP_AFTER: u64 = 240;

/// The clock's outbox: a deadline's work, stored with the table by the same write that did it
/// and cleared once its messages are posted. A process that dies in between leaves it here;
/// it is then due ([`Due::Show`]) and shown again with the same nonce, which Discord uses to
/// create each message once (`enforce_nonce`): nothing lost, nothing doubled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unshown {
    /// Unix seconds of the work; its messages are drawn as at that moment.
    pub at: u64,
    /// Names the work's messages for Discord: the same on every try, new for every work.
    pub nonce: u64,
    pub work: ClockWork,
}

impl Unshown {
    /// When its work is shown again, if still here.
    pub fn due(&self) -> u64 {
        self.at.saturating_add(SHOW_AGAIN_AFTER)
    }
}

/// What a deadline did, as the messages that show it need it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum ClockWork {
    /// These seats were reminded of their turn.
    Reminded { seats: Vec<usize> },
    /// The limit ended these seats' turns; `before`: who the game waited for before, `over`:
    /// the game ended.
    Passed { passed: Vec<Passed>, before: Vec<usize>, over: bool },
    /// These seats' time away ended; `before`: who the game waited for before, leaving them
    /// out (a returning player the game waits for is pinged like one whose turn begins).
    Back { seats: Vec<usize>, before: Vec<usize> },
}

/// A seat whose turn the limit ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Passed {
    pub seat: usize,
    pub how: How,
    /// Turns missed in a row, this one included.
    pub missed: u32,
}

/// What became of a turn the limit ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum How {
    Skipped,
    Played,
    Removed,
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
            reminder_without_limit: Some(REMINDER_WITHOUT_LIMIT),
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

/// Unix seconds now: the one clock of every transport (the service itself takes `now` as an
/// argument, so tests move time by hand).
pub fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// The next deadline of every table that has one.
#[derive(Default)]
pub struct Deadlines {
    index: Mutex<Index>,
    /// Woken when a deadline earlier than all others is set.
    earlier: tokio::sync::Notify,
}

#[derive(Default)]
struct Index {
    by_time: BTreeSet<(u64, u64)>,
    by_channel: HashMap<u64, u64>,
}

impl Deadlines {
    fn lock(&self) -> std::sync::MutexGuard<'_, Index> {
        self.index.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Sets (or clears) the deadline of `channel`.
    pub(super) fn set(&self, channel: u64, due: Option<u64>) {
        let mut index = self.lock();
        if let Some(old) = index.by_channel.remove(&channel) {
            index.by_time.remove(&(old, channel));
        }
        let Some(due) = due else { return };
        let first = index.by_time.first().is_none_or(|(next, _)| due < *next);
        index.by_time.insert((due, channel));
        index.by_channel.insert(channel, due);
        drop(index);
        if first {
            self.earlier.notify_one();
        }
    }

    /// The earliest deadline.
    pub fn next(&self) -> Option<u64> {
        self.lock().by_time.first().map(|(due, _)| *due)
    }

    /// Takes the channels whose deadline passed at `now`, earliest first.
    pub(super) fn take_due(&self, now: u64) -> Vec<u64> {
        let mut index = self.lock();
        let mut due = Vec::new();
        while let Some(&(time, channel)) = index.by_time.first() {
            if time > now {
                break;
            }
            index.by_time.pop_first();
            index.by_channel.remove(&channel);
            due.push(channel);
        }
        due
    }

    /// Completes when a deadline earlier than all others was set (since the last wait), so a
    /// sleeping ticker wakes for it.
    pub(super) async fn earlier_set(&self) {
        self.earlier.notified().await;
    }

    pub(super) fn count(&self) -> usize {
        self.lock().by_channel.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_reminder_is_half_the_limit_or_the_servers() {
        assert_eq!(Clock::default_reminder(Some(3600), Some(REMINDER_WITHOUT_LIMIT)), Some(1800));
        assert_eq!(Clock::default_reminder(None, Some(REMINDER_WITHOUT_LIMIT)), Some(43_200));
        assert_eq!(Clock::default_reminder(None, None), None);
    }
}
