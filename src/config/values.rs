//! The configuration's values that TOML has no type for, read once when the configuration is
//! loaded and kept as their types: a language, durations, a turn policy, a shard range. Each is
//! written as an admin writes it (`en-US`, `12h`, `off`, `remove`, `0-3`), so
//! `oink check-config` shows what a file would say. A value that does not read is a serde
//! `invalid_value` naming the form expected; `Config::load` reports it with its key.

use std::fmt;
use std::str::FromStr as _;
use std::time::Duration;

use serde::de::{Error as _, Unexpected};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sqlx::postgres::PgSslMode;

use crate::i18n::Locale;
use crate::table::clock::Absent;

/// Reads a string with `parse`, or fails naming `expected`. Surrounding blanks are ignored.
fn read<'de, D: Deserializer<'de>, T>(
    d: D,
    expected: &str,
    parse: impl FnOnce(&str) -> Option<T>,
) -> Result<T, D::Error> {
    let text = String::deserialize(d)?;
    parse(text.trim()).ok_or_else(|| D::Error::invalid_value(Unexpected::Str(&text), &expected))
}

/// A language the bot speaks, by its code (`defaults.locale`).
pub mod locale {
    use super::*;

    pub fn serialize<S: Serializer>(locale: &Locale, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(locale.code())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Locale, D::Error> {
        let expected = format!("one of {}", Locale::ALL.map(Locale::code).join(", "));
        read(d, &expected, Locale::from_code)
    }
}

/// `off` (`None`) or a duration such as `30m`, `12h`, `2d` (`defaults.turn_limit`).
pub mod off_or_duration {
    use super::*;

    pub const EXPECTED: &str = "`off`, or e.g. `30m`, `12h`, `2d`";

    pub fn serialize<S: Serializer>(value: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
        match value {
            Some(duration) => s.collect_str(&humantime::format_duration(*duration)),
            None => s.serialize_str("off"),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Duration>, D::Error> {
        read(d, EXPECTED, parse)
    }

    pub(super) fn parse(text: &str) -> Option<Option<Duration>> {
        if text.eq_ignore_ascii_case("off") {
            return Some(None);
        }
        humantime::parse_duration(text).ok().map(Some)
    }
}

/// `forever` (`None`) or a duration such as `365d` (`database.keep_finished`).
pub mod forever_or_duration {
    use super::*;

    pub const EXPECTED: &str = "`forever`, or a duration such as `90d` or `365d`";

    pub fn serialize<S: Serializer>(value: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
        match value {
            Some(duration) => s.collect_str(&humantime::format_duration(*duration)),
            None => s.serialize_str("forever"),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Duration>, D::Error> {
        read(d, EXPECTED, |text| {
            if text.eq_ignore_ascii_case("forever") {
                return Some(None);
            }
            humantime::parse_duration(text).ok().map(Some)
        })
    }
}

/// A duration such as `30s` or `2m` (`database.start_wait`).
pub mod duration {
    use super::*;

    pub fn serialize<S: Serializer>(value: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&humantime::format_duration(*value))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        read(d, "a duration such as `0s`, `30s` or `2m`", |text| humantime::parse_duration(text).ok())
    }
}

/// When the player to move is reminded (`defaults.reminder`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reminder {
    /// Half the turn limit, or [`crate::table::clock::REMINDER_WITHOUT_LIMIT`] without one.
    Auto,
    /// After this long without a limit; with one, half the limit.
    After(Duration),
    /// Never (without a limit; with one, half the limit).
    Off,
}

impl Serialize for Reminder {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Reminder::Auto => s.serialize_str("auto"),
            Reminder::After(duration) => off_or_duration::serialize(&Some(*duration), s),
            Reminder::Off => off_or_duration::serialize(&None, s),
        }
    }
}

impl<'de> Deserialize<'de> for Reminder {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Reminder, D::Error> {
        read(d, "`auto`, `off`, or e.g. `30m`, `12h`, `2d`", |text| {
            if text == "auto" {
                return Some(Reminder::Auto);
            }
            off_or_duration::parse(text).map(|after| after.map_or(Reminder::Off, Reminder::After))
        })
    }
}

/// What happens when a turn's limit is reached (`defaults.when_absent`); with
/// `defaults.remove_after` it makes a table's [`Absent`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WhenAbsent {
    Skip,
    Ai,
    Remove,
}

impl WhenAbsent {
    /// The policy, removing a player after `remove_after` missed turns in a row.
    pub fn absent(self, remove_after: u32) -> Absent {
        match self {
            WhenAbsent::Skip => Absent::Skip,
            WhenAbsent::Ai => Absent::Ai,
            WhenAbsent::Remove => Absent::Remove { after: remove_after },
        }
    }
}

/// The shards one process runs, `FIRST-LAST` inclusive (`shards.range`). Whether they are
/// shards of the bot is checked against `shards.total` when the configuration is validated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.first, self.last)
    }
}

impl Serialize for ShardRange {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for ShardRange {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<ShardRange, D::Error> {
        read(d, "FIRST-LAST, two shard numbers such as 0-3", |text| {
            let (first, last) = text.split_once('-')?;
            Some(ShardRange { first: first.trim().parse().ok()?, last: last.trim().parse().ok()? })
        })
    }
}

/// `database.url`: where the PostgreSQL store lives. It holds a password, so it is never shown
/// whole: `Debug`, `Serialize` (`oink check-config`) and every error print it with the password
/// replaced by `***`.
#[derive(Clone, Deserialize, PartialEq, Eq)]
#[serde(transparent)]
pub struct DatabaseUrl(String);

impl DatabaseUrl {
    pub const EXPECTED: &str = "a URL such as postgres://oink:PASSWORD@localhost:5432/oink";

    pub fn new(url: impl Into<String>) -> DatabaseUrl {
        DatabaseUrl(url.into())
    }

    /// The URL itself, for the one place that connects with it (the store).
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// Why the URL cannot name a PostgreSQL database, in words that never quote the URL.
    pub fn check(&self) -> Result<(), String> {
        let url = url::Url::parse(self.0.trim()).map_err(|e| format!("it is not a URL ({e})"))?;
        if !matches!(url.scheme(), "postgres" | "postgresql") {
            // A scheme is letters, digits and `+-.`: it cannot hold the password.
            return Err(format!("it starts with `{}:`, not `postgres://`", url.scheme()));
        }
        if url.host_str().is_none_or(str::is_empty) {
            return Err("it names no host".to_owned());
        }
        // sqlx reads the parameters (`sslmode`, `port`, `options`…) only when connecting: read
        // them now, so a bad one stops `oink check-config` rather than the bot's start.
        let options = sqlx::postgres::PgConnectOptions::from_str(self.0.trim()).map_err(|e| {
            let said = e.to_string();
            let said = said.lines().next().unwrap_or_default().to_owned();
            format!("PostgreSQL cannot use it ({})", hide_password(&said, &url))
        })?;
        // This build has no TLS: a mode that insists on it could never connect.
        if matches!(options.get_ssl_mode(), PgSslMode::Require | PgSslMode::VerifyCa | PgSslMode::VerifyFull)
        {
            return Err("its sslmode asks for TLS, which this build of oink does not include; \
                 use sslmode=disable or prefer, with a TLS tunnel in front where the network needs one"
                .to_owned());
        }
        Ok(())
    }

    /// The URL with its password (after the user name, or as a `password=` parameter) as
    /// `***`; a value that is not a usable PostgreSQL URL is not shown at all.
    pub fn redacted(&self) -> String {
        let shown =
            url::Url::parse(self.0.trim()).ok().filter(|_| self.check().is_ok()).and_then(|mut url| {
                if url.password().is_some() {
                    url.set_password(Some("***")).ok()?;
                }
                if url.query_pairs().any(|(key, _)| key == "password") {
                    let pairs: Vec<(String, String)> = url
                        .query_pairs()
                        .map(|(key, value)| {
                            let value = if key == "password" { "***".to_owned() } else { value.into_owned() };
                            (key.into_owned(), value)
                        })
                        .collect();
                    url.query_pairs_mut().clear().extend_pairs(pairs);
                }
                Some(url.to_string())
            });
        shown.unwrap_or_else(|| "(not shown: not a postgres:// URL)".to_owned())
    }
}

/// `said` without the URL's password, should sqlx ever quote it.
fn hide_password(said: &str, url: &url::Url) -> String {
    let password = url.password().map(str::to_owned);
    let in_query =
        url.query_pairs().filter(|(key, _)| key == "password").map(|(_, value)| value.into_owned());
    password
        .into_iter()
        .chain(in_query)
        .filter(|p| !p.is_empty())
        .fold(said.to_owned(), |said, p| said.replace(&p, "***"))
}

impl fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DatabaseUrl({})", self.redacted())
    }
}

impl Serialize for DatabaseUrl {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.redacted())
    }
}
