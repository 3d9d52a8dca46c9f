//! What the daily challenge keeps (the store's `daily` tree), how its keys are made, and the
//! day's order of finished attempts.
//!
//! Keys: `a` + server + day + user (8, 4 and 8 bytes, big endian) for an attempt, so a
//! server's day is one prefix scan; `s` + server for a server's announcement setting; `k` for
//! the server-side key the dice are derived from (`seed.rs`).

use serde::{Deserialize, Serialize};

use crate::games::seam::Session;
use crate::games::wuerfelhaus::Game;
use crate::render::wuerfelhaus_daily::Ranked;

/// Seconds in a day: days are counted in UTC, from 1970-01-01.
pub const DAY: u64 = 86_400;

/// The day of Unix time `now`.
pub fn day_of(now: u64) -> u32 {
    u32::try_from(now / DAY).unwrap_or(u32::MAX)
}

/// A day as `2026-11-27`.
pub fn date(day: u32) -> String {
    let at = std::time::UNIX_EPOCH + std::time::Duration::from_secs(u64::from(day) * DAY);
    humantime::format_rfc3339_seconds(at).to_string().chars().take(10).collect()
}

/// One player's attempt of one day on one server.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    /// Their house, dice and moves: a solo Würfelhaus game from the day's seed.
    pub session: Session<Game>,
    /// When the first board was shown (Unix seconds).
    pub started_at: u64,
    /// When the last brick was painted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<u64>,
    /// Consecutive days up to this one with a finished attempt on the server; set when it
    /// finishes (the day before is over by then, so it never changes).
    #[serde(default)]
    pub streak: u32,
}

impl Attempt {
    /// Turns and seconds taken, once finished.
    pub fn finished(&self) -> Option<(u32, u64)> {
        let at = self.finished_at?;
        let turns = self.session.game.walls.first().map_or(0, |wall| wall.turns);
        Some((turns, at.saturating_sub(self.started_at)))
    }
}

/// A server's setting: where the day's winner is announced, and which day was last.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Server {
    /// The channel the winner of the day before is announced in; `None`: nowhere.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel: Option<u64>,
    /// The language of the announcement (of whoever chose the channel).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale: Option<String>,
    /// The last day whose announcement was made (of the day before it): each day's is made
    /// once, by whichever process or tick stores this first.
    #[serde(default)]
    pub announced: u32,
}

/// The key of `user`'s attempt of `day` on `guild`.
pub fn attempt_key(guild: u64, day: u32, user: u64) -> Vec<u8> {
    [day_prefix(guild, day), user.to_be_bytes().to_vec()].concat()
}

/// The prefix of every attempt of `day` on `guild`.
pub fn day_prefix(guild: u64, day: u32) -> Vec<u8> {
    [b"a".as_slice(), &guild.to_be_bytes(), &day.to_be_bytes()].concat()
}

/// The key of a server's setting.
pub fn server_key(guild: u64) -> Vec<u8> {
    [b"s".as_slice(), &guild.to_be_bytes()].concat()
}

/// The prefix of every server's setting.
pub const SERVERS: &[u8] = b"s";

/// The key of the stored secret.
pub const SECRET: &[u8] = b"k";

/// The server a setting's key names.
pub fn guild_of(key: &[u8]) -> Option<u64> {
    key.get(1..9).and_then(|b| <[u8; 8]>::try_from(b).ok()).map(u64::from_be_bytes)
}

/// The user an attempt's key names.
pub fn user_of(key: &[u8]) -> Option<u64> {
    key.get(13..21).and_then(|b| <[u8; 8]>::try_from(b).ok()).map(u64::from_be_bytes)
}

/// A day's finished attempts, best first: fewer turns, then less time, then who finished
/// first, then (never in practice) the lower user id, so the order is total.
pub fn ranking(attempts: &[(u64, Attempt)]) -> Vec<Ranked> {
    let mut ranked: Vec<(Ranked, u64)> = attempts
        .iter()
        .filter_map(|(user, attempt)| {
            let (turns, seconds) = attempt.finished()?;
            Some((Ranked { user: *user, turns, seconds }, attempt.finished_at.unwrap_or(u64::MAX)))
        })
        .collect();
    ranked.sort_by_key(|(r, finished_at)| (r.turns, r.seconds, *finished_at, r.user));
    ranked.into_iter().map(|(r, _)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::seam::Seat;
    use crate::games::wuerfelhaus::Options;

    fn attempt(turns: u32, started_at: u64, finished_at: Option<u64>) -> Attempt {
        let seat = Seat::person(1, "Ann".into());
        let mut session = Session::<Game>::start(vec![seat], &Options::default(), 7).expect("a solo game");
        session.game.walls[0].turns = turns;
        Attempt { session, started_at, finished_at, streak: 1 }
    }

    /// Fewer turns first; the same turns: less time; the same time too: who finished first;
    /// an unfinished attempt is not ranked.
    #[test]
    fn finished_attempts_rank_by_turns_then_time_then_finish() {
        let attempts = [
            (1, attempt(20, 0, Some(100))),
            (2, attempt(18, 0, Some(900))),
            (3, attempt(20, 50, Some(140))),
            (4, attempt(20, 10, Some(100))),
            (5, attempt(12, 0, None)),
        ];
        let order: Vec<u64> = ranking(&attempts).iter().map(|r| r.user).collect();
        // 2: 18 turns; then 20 turns: 4 (90 s, finished at 100), 3 (90 s, at 140), 1 (100 s).
        assert_eq!(order, [2, 4, 3, 1]);
    }

    #[test]
    fn keys_name_their_server_day_and_user() {
        let key = attempt_key(5, 20_419, 9);
        assert!(key.starts_with(&day_prefix(5, 20_419)));
        assert!(!key.starts_with(&day_prefix(5, 20_420)));
        assert_eq!(user_of(&key), Some(9));
        assert_eq!(guild_of(&server_key(5)), Some(5));
        assert_eq!(date(20_419), "2025-11-27");
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(day_of(86_400 * 3 + 5), 3);
    }
}
