//! Time between turns, for games that last days: how long a turn may take, when a player is
//! reminded, and what happens to a player who does not come back ([`Clock`]); when the current
//! turn started and whether its reminder went out ([`Turn`]); and the next deadline a table
//! has ([`due`]).
//!
//! Everything here is stored with the table, so deadlines survive restarts: a bot that was
//! down finds them passed and does their work once (see `schedule.rs`).

use serde::{Deserialize, Serialize};

use super::model::{Stage, Table};

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
}

/// The seats a person plays that the game waits for now.
pub fn waiting_people(table: &Table) -> Vec<usize> {
    let Stage::Playing(game) = &table.stage else { return Vec::new() };
    let play = game.play();
    play.waiting_for()
        .into_iter()
        .filter(|seat| play.seats().get(*seat).is_some_and(|s| s.is_person()))
        .collect()
}

/// Starts timing a new turn when the seats the game waits for changed (called with every
/// change of the table, so the clock always matches the board). When some of the seats asked
/// at once (a secret choice) have answered, the others' turn goes on: its start and reminder
/// stay, or every answer would give the slow ones more time.
pub fn follow_turn(table: &mut Table, now: u64) {
    let seats = waiting_people(table);
    if seats.is_empty() {
        table.turn = None;
        return;
    }
    let mark = turn_mark(table);
    match &mut table.turn {
        Some(turn) if turn.mark == mark && turn.seats == seats => {}
        Some(turn) if turn.mark == mark && seats.iter().all(|seat| turn.seats.contains(seat)) => {
            turn.seats = seats
        }
        _ => table.turn = Some(Turn { since: now, seats, reminded: false, mark }),
    }
}

/// The running game's mark of the decision it waits for (0 outside a game).
pub fn turn_mark(table: &Table) -> u64 {
    match &table.stage {
        Stage::Playing(game) => game.play().turn_mark(),
        Stage::Lobby { .. } | Stage::Finished(_) => 0,
    }
}

/// The table's next deadline, if it has one: the reminder, then the limit.
pub fn due(table: &Table) -> Option<(u64, Due)> {
    let turn = table.turn.as_ref()?;
    if !matches!(table.stage, Stage::Playing(_)) {
        return None;
    }
    let reminder = table
        .clock
        .reminder
        .filter(|_| !turn.reminded)
        // A reminder at or after the limit would arrive with the skip: it is left out.
        .filter(|after| table.clock.limit.is_none_or(|limit| *after < limit))
        .map(|after| (turn.since.saturating_add(after), Due::Reminder));
    let limit = table.clock.limit.map(|limit| (turn.since.saturating_add(limit), Due::Limit));
    match (reminder, limit) {
        (Some(r), Some(l)) => Some(if r.0 < l.0 { r } else { l }),
        (r, l) => r.or(l),
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
