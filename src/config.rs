//! Configuration: defaults, then a TOML file, then environment variables.
//!
//! The file is found in this order: `--config PATH`, the `OINK_CONFIG` variable, `./config.toml`
//! if it exists, otherwise only defaults apply. Every key can be overridden from the environment
//! as `OINK_<SECTION>_<KEY>` (for example `OINK_DISCORD_API_BASE`), and the token also as
//! `DISCORD_TOKEN`, the name every Discord hosting guide uses. Layering is done by `figment`;
//! this module reads the values TOML has no type for into their types once, at load time
//! ([`values`]), and adds the checks a type cannot express, so that every bad value is reported
//! with its key and the form we expected, and the bot never starts on a value it misread.

pub mod values;

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use figment::Figment;
use figment::providers::{Env, Format, Serialized, Toml};
use serde::{Deserialize, Serialize};

use crate::i18n::Locale;
use crate::table::ClockDefaults;
use crate::table::clock::{MIN_TURN_LIMIT, REMINDER_WITHOUT_LIMIT};
pub use values::DatabaseUrl;
use values::{Reminder, ShardRange, WhenAbsent};

/// Discord's window for one identify per `max_concurrency` bucket (`shards.identify_interval_secs`).
pub const IDENTIFY_INTERVAL_SECS: u64 = 5;

/// The Discord API origin used when `discord.api_base` is not set.
pub const DISCORD_ORIGIN: &str = "https://discord.com";

/// Where the configuration file was looked for, and whether it was used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// A file given with `--config` or `OINK_CONFIG`, or `./config.toml`.
    File(PathBuf),
    /// No file: defaults and environment only.
    DefaultsOnly,
}

/// The effective configuration of one bot process.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub discord: Discord,
    pub shards: Shards,
    pub database: Database,
    pub log: Log,
    pub defaults: Defaults,
    pub playground: Playground,
    pub metrics: Metrics,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Discord {
    /// The bot token; `None` when not configured.
    pub token: Option<Secret>,
    /// Register slash commands in this guild only (instant updates while developing).
    pub dev_guild_id: Option<u64>,
    /// Origin of the Discord API (REST); the gateway URL is asked from it unless
    /// `gateway_url` names one.
    pub api_base: String,
    /// The gateway the shards connect to (`ws://` or `wss://`), such as a gateway proxy that
    /// holds the sessions across restarts (Gelbpunkt/gateway-proxy). `None`: the URL Discord's
    /// `GET /gateway` (at `api_base`) answers.
    pub gateway_url: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Shards {
    /// How many shards the whole bot runs with, across all processes.
    pub total: u32,
    /// The shards this process runs, `FIRST-LAST` inclusive; `None` means all of them.
    pub range: Option<ShardRange>,
    /// Seconds between two shards' identifies across the bot. A process whose range starts at
    /// shard FIRST waits FIRST times this before its first identify (serenity then waits this
    /// long between its own shards), so processes started together identify one shard at a
    /// time, as Discord's `max_concurrency` of 1 asks (and so within any larger one). 0 behind
    /// a gateway proxy, which identifies for the bot.
    pub identify_interval_secs: u64,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Database {
    /// Folder of the sled database.
    pub path: PathBuf,
    /// sled's page cache in MiB (sled's own default is 1 GiB, far more than a bot needs).
    pub cache_capacity_mb: u64,
    /// `postgres://user:password@host:port/database`: keep the records in PostgreSQL instead of
    /// sled (several processes can share it). `None`: sled at `path`.
    pub url: Option<DatabaseUrl>,
    /// Connections each process keeps to PostgreSQL (unused with sled).
    pub pool_size: u32,
    /// How long `oink run` waits at start for a PostgreSQL server that does not answer yet
    /// (one starting beside it). `oink db export` and `oink db import` never wait: an admin at
    /// a terminal wants the answer at once.
    #[serde(with = "values::duration")]
    pub start_wait: Duration,
    /// How long finished tables (and archived ones) are kept after their last change before
    /// the background retention deletes them (`None`: forever). Statistics and ratings stay.
    #[serde(with = "values::forever_or_duration")]
    pub keep_finished: Option<Duration>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Log {
    /// A `tracing` filter, such as `info` or `oink=debug,serenity=warn`.
    pub level: String,
    pub format: LogFormat,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    Pretty,
    Json,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Defaults {
    /// Language for messages that answer no interaction (turn pings, reminders) and for
    /// users whose Discord language the bot does not speak.
    #[serde(with = "values::locale")]
    pub locale: Locale,
    /// Whether new tables mention the next player in a new message when the turn changes.
    pub turn_pings: bool,
    /// How long a turn of a new table may take (`12h`, `2d`); `None` (`off`): as long as
    /// they like.
    #[serde(with = "values::off_or_duration")]
    pub turn_limit: Option<Duration>,
    /// When a player is reminded of their turn: `auto` (half the limit, or 12h without one),
    /// a duration, or `off`.
    pub reminder: Reminder,
    /// What happens at the limit: `skip`, `ai` or `remove`.
    pub when_absent: WhenAbsent,
    /// Missed turns in a row before `remove` removes a player.
    pub remove_after: u32,
}

/// The local playground: a web page that looks like a Discord channel.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Playground {
    /// Address to listen on; keep it on loopback unless you know why not.
    pub bind: String,
    pub port: u16,
    /// The playground's own sled database, apart from the bot's.
    pub database: PathBuf,
    /// Start every table from this seed (reproducible demos and browser tests).
    pub seed: Option<u64>,
    /// Asked by the browser (HTTP basic authentication) before the page or any request is
    /// served. Required when `bind` is not a loopback address: the playground is a demo, and
    /// other machines must not walk in unasked. See [`Config::playground_password`].
    pub password: Option<Secret>,
}

/// The operators' endpoint: health probes for an orchestrator (see [`crate::ops`]).
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Metrics {
    /// The address and port `/healthz` and `/readyz` are served on; `None` (the default): not
    /// served. The Docker image sets `0.0.0.0:9184`.
    pub listen: Option<String>,
}

impl Default for Playground {
    fn default() -> Self {
        Playground {
            bind: "127.0.0.1".to_owned(),
            port: 7878,
            database: PathBuf::from("oink-playground"),
            seed: None,
            password: None,
        }
    }
}

impl Default for Discord {
    fn default() -> Self {
        Discord { token: None, dev_guild_id: None, api_base: DISCORD_ORIGIN.to_owned(), gateway_url: None }
    }
}

impl Default for Shards {
    fn default() -> Self {
        Shards { total: 1, range: None, identify_interval_secs: IDENTIFY_INTERVAL_SECS }
    }
}

impl Default for Database {
    fn default() -> Self {
        Database {
            path: PathBuf::from("oink-data"),
            cache_capacity_mb: 32,
            url: None,
            pool_size: crate::store::postgres::POOL_SIZE,
            start_wait: crate::store::postgres::START_PATIENCE,
            keep_finished: None,
        }
    }
}

impl Default for Log {
    fn default() -> Self {
        Log { level: "info".to_owned(), format: LogFormat::Pretty }
    }
}

impl Default for Defaults {
    fn default() -> Self {
        Defaults {
            locale: Locale::EnUs,
            turn_pings: true,
            turn_limit: None,
            reminder: Reminder::Auto,
            when_absent: WhenAbsent::Skip,
            remove_after: crate::table::DEFAULT_REMOVE_AFTER,
        }
    }
}

/// A value that must never be printed: `Debug` and `Serialize` show only whether it is set.
#[derive(Clone, Deserialize, PartialEq, Eq)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Self {
        Secret(value.into())
    }

    /// The secret itself, for the one place that must send it (the Discord HTTP client).
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(<redacted>)")
    }
}

impl Serialize for Secret {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str("<redacted>")
    }
}

/// A configuration error: always names the key, never shows a secret.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("configuration file {path} cannot be read: {reason}")]
    Unreadable { path: PathBuf, reason: String },
    #[error("bad value for `{key}`{origin}: {reason}; expected {expected}")]
    BadValue { key: String, origin: String, reason: String, expected: String },
    /// `at` is "at line L, column C". The offending line is never shown: it can be the token's.
    #[error("configuration file {path} is not valid TOML {at}: {reason}")]
    Syntax { path: PathBuf, at: String, reason: String },
}

/// The shard slice a process runs: shards `first..=last` of `total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardSlice {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Config {
    /// Finds the configuration file as the module documentation describes.
    pub fn locate(explicit: Option<&Path>) -> Source {
        if let Some(path) = explicit {
            return Source::File(path.to_path_buf());
        }
        if let Some(path) = std::env::var_os("OINK_CONFIG").filter(|p| !p.is_empty()) {
            return Source::File(PathBuf::from(path));
        }
        let local = PathBuf::from("config.toml");
        if local.is_file() { Source::File(local) } else { Source::DefaultsOnly }
    }

    /// Loads and validates the configuration from `source` and the process environment.
    pub fn load(source: &Source) -> Result<Config, ConfigError> {
        let mut figment = Figment::from(Serialized::defaults(Config::default()));
        if let Source::File(path) = source {
            // figment treats a missing file as empty; an explicitly named file must exist.
            std::fs::metadata(path)
                .map_err(|e| ConfigError::Unreadable { path: path.clone(), reason: e.to_string() })?;
            figment = figment.merge(Toml::file_exact(path));
        }
        let figment = figment
            .merge(
                Env::prefixed("OINK_")
                    // Other tools' OINK_* variables are not ours; within our sections a wrong key is
                    // still an error.
                    .filter(|key| {
                        SECTIONS
                            .iter()
                            .any(|s| key.as_str().to_ascii_lowercase().starts_with(&format!("{s}_")))
                    })
                    .map(|key| section_key(key.as_str()).into()),
            )
            .merge(Env::raw().only(&["DISCORD_TOKEN"]).map(|_| "discord.token".into()));
        let config: Config = figment.extract().map_err(from_figment)?;
        config.validate()?;
        Ok(config)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        if let Some(token) = &self.discord.token {
            let token = token.expose();
            // A blank token is a mistake (an unset variable in a compose file), not a wish for
            // the playground: the bot would otherwise start as a playground, silently.
            if token.trim().is_empty() {
                return Err(bad(
                    "discord.token",
                    "it is blank",
                    "the token from the Bot page of the Discord developer portal, or no token at all \
                     (leave DISCORD_TOKEN unset) to start the local playground",
                ));
            }
            if serenity::utils::validate_token(token).is_err() {
                return Err(bad(
                    "discord.token",
                    "it does not look like a bot token (the value is not shown)",
                    "the three dot-separated parts from the Bot page of the Discord developer portal",
                ));
            }
        }
        if let Some(listen) = &self.metrics.listen
            && listen.parse::<std::net::SocketAddr>().is_err()
        {
            return Err(bad(
                "metrics.listen",
                &format!("{listen:?} is not an address and port"),
                "an IP address and port, such as `127.0.0.1:9184` (this machine) or `0.0.0.0:9184` (a container)",
            ));
        }
        if !is_origin(&self.discord.api_base) {
            return Err(bad(
                "discord.api_base",
                &format!("{:?} is not an http(s) origin", self.discord.api_base),
                "a URL such as https://discord.com or http://127.0.0.1:8080, without a path",
            ));
        }
        if let Some(gateway) = &self.discord.gateway_url
            && !url::Url::parse(gateway)
                .is_ok_and(|u| matches!(u.scheme(), "ws" | "wss") && u.host().is_some())
        {
            return Err(bad(
                "discord.gateway_url",
                &format!("{gateway:?} is not a websocket URL"),
                "a URL such as ws://gateway-proxy:7878, or leave it out to ask Discord",
            ));
        }
        if self.discord.dev_guild_id == Some(0) {
            return Err(bad(
                "discord.dev_guild_id",
                "0 is not a server id",
                "the server's id (Developer Mode, right-click the server, Copy Server ID), or leave it out",
            ));
        }
        self.check_numbers()?;
        self.shard_slice()?;
        // An empty path would put sled's files straight into the working directory.
        for (key, path, example) in [
            ("database.path", &self.database.path, "oink-data"),
            ("playground.database", &self.playground.database, "oink-playground"),
        ] {
            if path.to_string_lossy().trim().is_empty() {
                return Err(bad(
                    key,
                    "it is empty",
                    &format!("a folder for the sled database, such as {example}"),
                ));
            }
        }
        if let Some(url) = &self.database.url {
            url.check().map_err(|reason| bad("database.url", &reason, values::DatabaseUrl::EXPECTED))?;
        }
        if self.playground.bind.parse::<std::net::IpAddr>().is_err() {
            return Err(bad(
                "playground.bind",
                &format!("{:?} is not an IP address", self.playground.bind),
                "an address such as 127.0.0.1 (this machine only) or 0.0.0.0 (every interface)",
            ));
        }
        self.check_clock()?;
        check_log_level(&self.log.level)
    }

    /// Every number within the range it makes sense in. Beyond it a value is a typo, and past
    /// `i64::MAX` TOML cannot even write it back (`oink check-config`).
    fn check_numbers(&self) -> Result<(), ConfigError> {
        use crate::store::postgres::{POOL_SIZE, POOL_SIZE_MOST};
        const SHOWN_MOST: u64 = i64::MAX as u64;
        let (shards, database) = (&self.shards, &self.database);
        let numbers: [(&str, Option<u64>, u64, u64, &str); 7] = [
            ("shards.total", Some(shards.total.into()), 1, MOST_SHARDS, "shards"),
            ("shards.identify_interval_secs", Some(shards.identify_interval_secs), 0, 60, "seconds"),
            ("database.cache_capacity_mb", Some(database.cache_capacity_mb), 1, MOST_CACHE_MB, "MiB"),
            ("database.pool_size", Some(database.pool_size.into()), 1, POOL_SIZE_MOST.into(), "connections"),
            ("defaults.remove_after", Some(self.defaults.remove_after.into()), 1, 100, "missed turns"),
            ("discord.dev_guild_id", self.discord.dev_guild_id, 1, SHOWN_MOST, "a server id"),
            ("playground.seed", self.playground.seed, 0, SHOWN_MOST, "a seed"),
        ];
        for (key, value, least, most, unit) in numbers {
            let Some(value) = value else { continue };
            if !(least..=most).contains(&value) {
                let hint = match key {
                    "database.pool_size" => format!("; {POOL_SIZE} suits most processes"),
                    _ => String::new(),
                };
                return Err(bad(
                    key,
                    &format!("{value} is out of range"),
                    &format!("{unit}, a whole number from {least} to {most}{hint}"),
                ));
            }
        }
        if database.start_wait > MOST_START_WAIT {
            return Err(bad(
                "database.start_wait",
                &format!("{} is longer than 10 minutes", humantime::format_duration(database.start_wait)),
                "a duration from `0s` to `10m`",
            ));
        }
        if database.keep_finished.is_some_and(|keep| keep < LEAST_KEEP_FINISHED) {
            return Err(bad(
                "database.keep_finished",
                "it is shorter than a day: a game just finished would vanish with its board",
                values::forever_or_duration::EXPECTED,
            ));
        }
        Ok(())
    }

    /// The token, if one is configured (a blank one is refused at load).
    pub fn token(&self) -> Option<&Secret> {
        self.discord.token.as_ref()
    }

    /// The playground's password (`None`: no password asked). Checked when the playground
    /// starts, not at load time, so a bot with a token runs whatever its playground settings:
    /// a playground bound beyond this machine without a password is refused, naming the key.
    pub fn playground_password(&self) -> Result<Option<&Secret>, ConfigError> {
        let password = self.playground.password.as_ref().filter(|p| !p.expose().is_empty());
        let local = self.playground.bind.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback());
        if password.is_none() && !local {
            return Err(bad(
                "playground.password",
                &format!(
                    "playground.bind is {}, which other machines can reach, and no password is set",
                    self.playground.bind
                ),
                "a password (OINK_PLAYGROUND_PASSWORD) that visitors type in, or playground.bind = \"127.0.0.1\"",
            ));
        }
        Ok(password)
    }

    /// Where the health probes are served, if anywhere (checked at load).
    pub fn metrics_listen(&self) -> Option<std::net::SocketAddr> {
        self.metrics.listen.as_deref().and_then(|listen| listen.parse().ok())
    }

    /// The default locale.
    pub fn default_locale(&self) -> Locale {
        self.defaults.locale
    }

    /// The turn clock of tables whose creator chose none, from `[defaults]`.
    pub fn clock_defaults(&self) -> ClockDefaults {
        let d = &self.defaults;
        let as_secs = |duration: Duration| duration.as_secs();
        // A fixed reminder counts only for tables without a limit; with one it is half the limit.
        let reminder_without_limit = match d.reminder {
            Reminder::Auto => Some(REMINDER_WITHOUT_LIMIT),
            Reminder::After(after) => Some(as_secs(after)),
            Reminder::Off => None,
        };
        ClockDefaults {
            limit: d.turn_limit.map(as_secs),
            reminder_without_limit,
            absent: d.when_absent.absent(d.remove_after),
        }
    }

    /// The bounds of `[defaults]`' turn clock that its types do not hold.
    fn check_clock(&self) -> Result<(), ConfigError> {
        let d = &self.defaults;
        let at_least = |key: &str, value: Duration, least: u64| {
            if value.as_secs() >= least {
                return Ok(());
            }
            Err(bad(
                key,
                &format!("{} is shorter than {least} s", humantime::format_duration(value)),
                values::off_or_duration::EXPECTED,
            ))
        };
        if let Some(limit) = d.turn_limit {
            at_least("defaults.turn_limit", limit, MIN_TURN_LIMIT)?;
        }
        if let Reminder::After(after) = d.reminder {
            at_least("defaults.reminder", after, MIN_TURN_LIMIT / 2)?;
        }
        Ok(())
    }

    /// Whether this process runs only some of the bot's shards.
    pub fn partial_shards(&self) -> bool {
        self.shard_slice().is_ok_and(|s| s.first > 0 || s.last + 1 < s.total)
    }

    /// The shards this process runs.
    pub fn shard_slice(&self) -> Result<ShardSlice, ConfigError> {
        let total = self.shards.total;
        let expected = format!(
            "FIRST-LAST with 0 <= FIRST <= LAST < shards.total ({total}), e.g. 0-{}",
            total.saturating_sub(1)
        );
        match self.shards.range {
            None => Ok(ShardSlice { first: 0, last: total.saturating_sub(1), total }),
            Some(ShardRange { first, last }) if first <= last && last < total => {
                Ok(ShardSlice { first, last, total })
            }
            Some(range) => {
                Err(bad("shards.range", &format!("{range} is not a shard range of this bot"), &expected))
            }
        }
    }

    /// The configuration as TOML, with the token redacted, for `oink check-config`.
    pub fn to_redacted_toml(&self) -> String {
        toml::to_string_pretty(self).unwrap_or_else(|e| format!("# cannot show configuration: {e}\n"))
    }
}

/// The most shards `shards.total` may name; Discord's largest bots run a few thousand.
const MOST_SHARDS: u64 = 100_000;
/// The largest sled cache `database.cache_capacity_mb` may ask for (64 GiB).
const MOST_CACHE_MB: u64 = 65_536;
/// The longest `database.start_wait`: beyond it a server is not starting, it is down.
const MOST_START_WAIT: Duration = Duration::from_secs(600);

/// The shortest `database.keep_finished`.
const LEAST_KEEP_FINISHED: Duration = Duration::from_secs(86_400);

/// The level words `log.level` takes, alone or after `module=`.
const LOG_LEVELS: &str =
    "`off`, `error`, `warn`, `info`, `debug` or `trace`, alone or per module: `oink=debug,serenity=warn`";

/// A `log.level` filter whose every directive has a level. tracing reads a lone word that is not
/// a level (`verbose`) as a module name, which then leaves every other line out, errors
/// included: such a word is refused.
fn check_log_level(level: &str) -> Result<(), ConfigError> {
    let refuse = |reason: String| Err(bad("log.level", &reason, LOG_LEVELS));
    if let Err(e) = tracing_subscriber::EnvFilter::try_new(level) {
        return refuse(e.to_string());
    }
    for directive in level.split(',').map(str::trim).filter(|d| !d.is_empty()) {
        // `module=level`, `module[span{field=value}]=level`: the level follows the last `=`.
        let word = match directive.rsplit_once('=') {
            Some((_, word)) => word,
            None => directive,
        };
        if word.trim().parse::<tracing::level_filters::LevelFilter>().is_err() {
            return refuse(format!("{directive:?} names no level"));
        }
    }
    Ok(())
}

/// An http(s) URL with a host and no path, query or fragment.
fn is_origin(value: &str) -> bool {
    url::Url::parse(value).is_ok_and(|u| {
        matches!(u.scheme(), "http" | "https")
            && u.host().is_some()
            && u.path() == "/"
            && u.query().is_none()
            && u.fragment().is_none()
            && !value.ends_with('/')
    })
}

/// The configuration's sections, as environment variables spell them after `OINK_`.
const SECTIONS: [&str; 7] = ["discord", "shards", "database", "log", "defaults", "playground", "metrics"];

/// `DISCORD_API_BASE` → `discord.api_base`: the first word is the section.
fn section_key(env_key: &str) -> String {
    match env_key.split_once('_') {
        Some((section, key)) => format!("{section}.{key}"),
        None => env_key.to_owned(),
    }
}

fn bad(key: &str, reason: &str, expected: &str) -> ConfigError {
    ConfigError::BadValue {
        key: key.to_owned(),
        origin: String::new(),
        reason: reason.to_owned(),
        expected: expected.to_owned(),
    }
}

/// serde names Rust types; say what a person should write instead.
fn readable_type(expected: &str) -> String {
    match expected {
        "u8" | "u16" | "u32" | "u64" => "a whole number, 0 or more".to_owned(),
        "bool" => "true or false".to_owned(),
        other => other.to_owned(),
    }
}

fn from_figment(error: figment::Error) -> ConfigError {
    if let (figment::error::Kind::Message(message), Some(figment::Source::File(path))) =
        (&error.kind, error.metadata.as_ref().and_then(|m| m.source.as_ref()))
    {
        if let Some(syntax) = syntax_error(message, path) {
            return syntax;
        }
    }
    let key = if error.path.is_empty() { "(top level)".to_owned() } else { error.path.join(".") };
    let origin = error
        .metadata
        .as_ref()
        .map(|m| match &m.source {
            Some(source) => format!(" (from {source})"),
            None => format!(" (from {})", m.name),
        })
        .unwrap_or_default();
    let (reason, expected) = match &error.kind {
        figment::error::Kind::InvalidType(actual, expected) => {
            (format!("found {actual}"), readable_type(expected))
        }
        figment::error::Kind::InvalidValue(actual, expected) => (format!("found {actual}"), expected.clone()),
        figment::error::Kind::UnknownVariant(found, allowed) => {
            (format!("found {found:?}"), format!("one of {}", allowed.join(", ")))
        }
        figment::error::Kind::UnknownField(found, allowed) => {
            (format!("there is no key {found:?} here"), format!("one of {}", allowed.join(", ")))
        }
        other => (other.to_string(), "the form shown in config.example.toml".to_owned()),
    };
    // Secrets are never echoed: a token of the wrong type reports only its type.
    let secret = key == "discord.token" || key == "playground.password" || key == "database.url";
    let reason = if secret { "the value has the wrong type".to_owned() } else { reason };
    ConfigError::BadValue { key, origin, reason, expected }
}

/// A TOML syntax error told by file, line, column and toml's reason. toml's own message quotes
/// the offending line, which can be the token's line: the quote is left out, and so is the
/// reason should it ever repeat a token value written in the file.
fn syntax_error(message: &str, path: &Path) -> Option<ConfigError> {
    let mut lines = message.lines();
    let at = lines.next()?.strip_prefix("TOML parse error ")?.trim().to_owned();
    // The quote: `  |`, `2 | token = "…`, `  |   ^`.
    let quoted = |line: &str| {
        let line = line.trim_start();
        line.starts_with('|') || line.split_once('|').is_some_and(|(n, _)| n.trim().parse::<u64>().is_ok())
    };
    let mut reason: String =
        lines.filter(|l| !quoted(l)).map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join("; ");
    if token_values(path).iter().any(|token| reason.contains(token.as_str())) {
        reason = "(not shown: it would repeat the token)".to_owned();
    }
    Some(ConfigError::Syntax { path: path.to_path_buf(), at, reason })
}

/// The values written for the token (or the database URL) in a file that does not parse: read
/// line by line.
fn token_values(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let line = line.trim_start();
            // The database URL holds a password: treated as a token here.
            let rest = ["discord.token", "token", "database.url", "url"]
                .into_iter()
                .find_map(|key| line.strip_prefix(key))?;
            let value = rest.trim_start().strip_prefix('=')?;
            let value = value.trim().trim_matches(|c| c == '"' || c == '\'');
            (value.chars().count() >= 4).then(|| value.to_owned())
        })
        .collect()
}

#[cfg(test)]
#[allow(clippy::result_large_err)] // figment's Jail closures return its own large error type
mod tests {
    use super::*;
    use figment::Jail;

    fn error_of(result: Result<Config, ConfigError>) -> String {
        match result {
            Ok(config) => panic!("expected an error, got {config:?}"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn defaults_apply_without_file_or_environment() {
        Jail::expect_with(|jail| {
            jail.clear_env();
            let config = Config::load(&Config::locate(None)).expect("defaults load");
            assert_eq!(config, Config::default());
            assert!(config.token().is_none());
            assert_eq!(config.shard_slice().expect("slice"), ShardSlice { first: 0, last: 0, total: 1 });
            Ok(())
        });
    }

    #[test]
    fn file_then_environment_override_in_that_order() {
        Jail::expect_with(|jail| {
            jail.create_file(
                "config.toml",
                r#"
                [discord]
                token = "from.the.file"
                dev_guild_id = 123
                [shards]
                total = 4
                range = "2-3"
                [defaults]
                locale = "fr"
                "#,
            )?;
            jail.set_env("OINK_DEFAULTS_LOCALE", "de");
            jail.set_env("OINK_DISCORD_API_BASE", "http://127.0.0.1:9999");
            jail.set_env("OINK_DATABASE_CACHE_CAPACITY_MB", "16");
            jail.set_env("OINK_DATABASE_POOL_SIZE", "12");
            jail.set_env("DISCORD_TOKEN", "from.the.env");
            let source = Config::locate(None);
            assert_eq!(source, Source::File(PathBuf::from("config.toml")));
            let config = Config::load(&source).expect("loads");
            assert_eq!(config.token().map(Secret::expose), Some("from.the.env"));
            assert_eq!(config.discord.dev_guild_id, Some(123));
            assert_eq!(config.discord.api_base, "http://127.0.0.1:9999");
            assert_eq!(config.database.cache_capacity_mb, 16);
            assert_eq!(config.database.pool_size, 12);
            assert_eq!(config.default_locale(), Locale::De);
            assert_eq!(config.shard_slice().expect("slice"), ShardSlice { first: 2, last: 3, total: 4 });
            Ok(())
        });
    }

    #[test]
    fn oink_config_names_the_file_and_a_missing_file_is_an_error() {
        Jail::expect_with(|jail| {
            jail.create_file("elsewhere.toml", "[log]\nformat = \"json\"\n")?;
            jail.set_env("OINK_CONFIG", "elsewhere.toml");
            let config = Config::load(&Config::locate(None)).expect("loads");
            assert_eq!(config.log.format, LogFormat::Json);
            let missing = Config::load(&Config::locate(Some(Path::new("nope.toml"))));
            assert!(error_of(missing).contains("nope.toml"));
            Ok(())
        });
    }

    #[test]
    fn bad_values_name_their_key_and_the_expected_form() {
        let cases: [(&str, &str, &str); 16] = [
            ("[metrics]\nlisten = \"9184\"", "`metrics.listen`", "127.0.0.1:9184"),
            ("[metrics]\nlisten = \"localhost:9184\"", "`metrics.listen`", "IP address and port"),
            ("[log]\nformat = \"xml\"", "`log.format`", "pretty, json"),
            ("[shards]\ntotal = \"four\"", "`shards.total`", "whole number"),
            ("[shards]\ntotal = 0", "`shards.total`", "from 1 to"),
            ("[shards]\ntotal = 2\nrange = \"1-2\"", "`shards.range`", "FIRST-LAST"),
            ("[defaults]\nlocale = \"es\"", "`defaults.locale`", "en-US, de, fr"),
            ("[discord]\napi_base = \"discord.com\"", "`discord.api_base`", "https://discord.com"),
            ("[discord]\ndev_guild_id = 0", "`discord.dev_guild_id`", "server"),
            ("[log]\nlevel = \"oink=loud\"", "`log.level`", "per module"),
            ("[database]\npaht = \"x\"", "`database.paht`", "path"),
            ("[database]\npath = \"\"", "`database.path`", "a folder"),
            ("[database]\npath = \"  \"", "`database.path`", "a folder"),
            ("[playground]\ndatabase = \"\"", "`playground.database`", "a folder"),
            ("[database]\npool_size = 0", "`database.pool_size`", "from 1 to 100"),
            ("[database]\npool_size = 500", "`database.pool_size`", "from 1 to 100"),
        ];
        for (toml, key, expected) in cases {
            Jail::expect_with(|jail| {
                jail.create_file("config.toml", toml)?;
                let message = error_of(Config::load(&Config::locate(None)));
                assert!(message.contains(key), "{toml}: {message}");
                assert!(message.contains(expected), "{toml}: {message}");
                Ok(())
            });
        }
    }

    /// Issue 33: a gateway proxy's URL must be a websocket URL; a process's identifies wait for
    /// the shards before its own.
    #[test]
    fn the_gateway_url_and_the_identify_interval() {
        Jail::expect_with(|jail| {
            jail.create_file("config.toml", "[discord]\ngateway_url = \"http://proxy:7878\"\n")?;
            let message = error_of(Config::load(&Config::locate(None)));
            assert!(message.contains("`discord.gateway_url`") && message.contains("ws://"), "{message}");
            jail.create_file(
                "config.toml",
                "[discord]\ngateway_url = \"ws://proxy:7878\"\n[shards]\ntotal = 8\nrange = \"4-7\"\n",
            )?;
            let config = Config::load(&Config::locate(None)).expect("loads");
            assert_eq!(config.discord.gateway_url.as_deref(), Some("ws://proxy:7878"));
            assert_eq!(config.shards.identify_interval_secs, IDENTIFY_INTERVAL_SECS);
            Ok(())
        });
    }

    /// Issue 28: the clock, language and shard values are read once into their types; a value
    /// that does not read stops the start with its key and the form expected, never a silent
    /// default.
    #[test]
    fn typed_values_are_read_once_and_a_bad_one_names_its_key() {
        let cases: [(&str, &str, &str); 9] = [
            ("[defaults]\nturn_limit = \"forever\"", "`defaults.turn_limit`", "`off`, or e.g."),
            ("[defaults]\nturn_limit = \"30s\"", "`defaults.turn_limit`", "shorter than 60 s"),
            ("[defaults]\nturn_limit = 12", "`defaults.turn_limit`", "a string"),
            ("[defaults]\nreminder = \"sometimes\"", "`defaults.reminder`", "`auto`, `off`"),
            ("[defaults]\nreminder = \"10s\"", "`defaults.reminder`", "shorter than 30 s"),
            ("[defaults]\nwhen_absent = \"wait\"", "`defaults.when_absent`", "skip, ai, remove"),
            ("[defaults]\nremove_after = 0", "`defaults.remove_after`", "from 1 to"),
            ("[shards]\ntotal = 4\nrange = \"two-three\"", "`shards.range`", "FIRST-LAST"),
            ("[shards]\ntotal = 4\nrange = \"3-1\"", "`shards.range`", "FIRST-LAST"),
        ];
        for (toml, key, expected) in cases {
            Jail::expect_with(|jail| {
                jail.clear_env();
                jail.create_file("config.toml", toml)?;
                let message = error_of(Config::load(&Config::locate(None)));
                assert!(message.contains(key), "{toml}: {message}");
                assert!(message.contains(expected), "{toml}: {message}");
                Ok(())
            });
        }
        Jail::expect_with(|jail| {
            jail.clear_env();
            jail.create_file(
                "config.toml",
                "[shards]\ntotal = 8\nrange = \" 2 - 5 \"\n[defaults]\nlocale = \"fr\"\nturn_limit = \"2d\"\nreminder = \"OFF\"\nwhen_absent = \"remove\"\nremove_after = 2\n",
            )?;
            jail.set_env("OINK_DEFAULTS_REMINDER", "6h");
            let config = Config::load(&Config::locate(None)).expect("loads");
            assert_eq!(config.shards.range, Some(ShardRange { first: 2, last: 5 }));
            assert!(config.partial_shards());
            assert_eq!(config.defaults.locale, Locale::Fr);
            assert_eq!(config.defaults.turn_limit, Some(Duration::from_secs(2 * 86_400)));
            assert_eq!(config.defaults.reminder, Reminder::After(Duration::from_secs(6 * 3600)), "env wins");
            let clock = config.clock_defaults();
            assert_eq!(clock.limit, Some(2 * 86_400));
            assert_eq!(clock.reminder_without_limit, Some(6 * 3600));
            assert_eq!(clock.absent, crate::table::clock::Absent::Remove { after: 2 });
            // `check-config` shows them as a file would say them, and that reads back the same.
            let shown = config.to_redacted_toml();
            for line in
                ["range = \"2-5\"", "turn_limit = \"2days\"", "reminder = \"6h\"", "when_absent = \"remove\""]
            {
                assert!(shown.contains(line), "{line} in {shown}");
            }
            jail.clear_env();
            jail.create_file("shown.toml", &shown)?;
            let again = Config::load(&Source::File(PathBuf::from("shown.toml"))).expect("reads back");
            assert_eq!(again.defaults, config.defaults);
            assert_eq!(again.shards, config.shards);
            Ok(())
        });
    }

    #[test]
    fn an_empty_database_path_from_the_environment_is_an_error_too() {
        Jail::expect_with(|jail| {
            jail.clear_env();
            jail.set_env("OINK_DATABASE_PATH", "");
            assert!(error_of(Config::load(&Source::DefaultsOnly)).contains("`database.path`"));
            jail.set_env("OINK_DATABASE_PATH", "db");
            jail.set_env("OINK_PLAYGROUND_DATABASE", "");
            assert!(error_of(Config::load(&Source::DefaultsOnly)).contains("`playground.database`"));
            Ok(())
        });
    }

    /// Issue 18: the playground is a local demo. Bound beyond this machine it needs a
    /// password, or it does not start (the error names the key); the password never shows.
    #[test]
    fn a_playground_beyond_this_machine_needs_a_password() {
        Jail::expect_with(|jail| {
            jail.clear_env();
            let load = || Config::load(&Source::DefaultsOnly).expect("a valid configuration");
            let config = load();
            assert!(config.playground_password().is_ok_and(|p| p.is_none()), "loopback needs none");
            jail.set_env("OINK_PLAYGROUND_BIND", "0.0.0.0");
            let config = load();
            let Err(error) = config.playground_password() else { panic!("0.0.0.0 without a password") };
            let message = error.to_string();
            assert!(message.contains("`playground.password`") && message.contains("127.0.0.1"), "{message}");
            jail.set_env("OINK_PLAYGROUND_PASSWORD", "oinkoink");
            let config = load();
            assert!(config.playground_password().is_ok_and(|p| p.is_some_and(|p| p.expose() == "oinkoink")));
            assert!(!config.to_redacted_toml().contains("oinkoink"));
            assert!(!format!("{config:?}").contains("oinkoink"));
            jail.set_env("OINK_PLAYGROUND_BIND", "::1");
            jail.set_env("OINK_PLAYGROUND_PASSWORD", "");
            let config = load();
            assert!(config.playground_password().is_ok_and(|p| p.is_none()), "::1 is this machine too");
            Ok(())
        });
    }

    #[test]
    fn the_token_never_shows_in_errors_debug_or_check_config() {
        Jail::expect_with(|jail| {
            jail.set_env("DISCORD_TOKEN", "notatoken");
            let message = error_of(Config::load(&Source::DefaultsOnly));
            assert!(message.contains("`discord.token`") && !message.contains("notatoken"), "{message}");

            jail.set_env("DISCORD_TOKEN", "very.secret.token");
            let config = Config::load(&Source::DefaultsOnly).expect("loads");
            assert!(!format!("{config:?}").contains("very.secret"));
            let shown = config.to_redacted_toml();
            assert!(!shown.contains("very.secret") && shown.contains("<redacted>"), "{shown}");
            Ok(())
        });
    }

    /// A bad `database.url` is refused naming the key; its password shows nowhere, neither in
    /// the error nor in `Debug` or `oink check-config` of a good one.
    #[test]
    fn a_bad_database_url_names_the_key_and_never_the_password() {
        for bad in [
            "mysql://oink:hunter2secret@db/oink",
            "postgres://oink:hunter2secret@/oink",
            "postgres://oink:hunter2secret@db:port/oink",
            "oink:hunter2secret@db/oink",
            "oink hunter2secret",
        ] {
            Jail::expect_with(|jail| {
                jail.set_env("OINK_DATABASE_URL", bad);
                let message = error_of(Config::load(&Source::DefaultsOnly));
                assert!(message.contains("`database.url`"), "{message}");
                assert!(!message.contains("hunter2"), "{message}");
                Ok(())
            });
        }
        Jail::expect_with(|jail| {
            jail.create_file("config.toml", "[database]\nurl = 5\n")?;
            let message = error_of(Config::load(&Config::locate(None)));
            assert!(message.contains("`database.url`"), "{message}");
            jail.create_file("config.toml", "[database]\nurl = \"postgres://oink:hunter2secret@db/oink\n")?;
            let message = error_of(Config::load(&Config::locate(None)));
            assert!(!message.contains("hunter2"), "{message}");

            jail.create_file("config.toml", "")?;
            jail.set_env(
                "OINK_DATABASE_URL",
                "postgresql://oink:hunter2secret@db.internal:5433/oink?password=hunter2secret&sslmode=disable",
            );
            let config = Config::load(&Config::locate(None)).expect("a good URL loads");
            let url = config.database.url.as_ref().expect("set");
            assert!(url.expose().starts_with("postgresql://oink:hunter2secret@db.internal:5433/oink"));
            for shown in [format!("{config:?}"), config.to_redacted_toml()] {
                assert!(!shown.contains("hunter2") && shown.contains("oink:***@db.internal:5433"), "{shown}");
            }
            Ok(())
        });
    }

    /// `compose.yaml` hands the bot its settings through the environment: every variable it
    /// sets for the bot is one the configuration reads, and with them the bot has its token and
    /// keeps its records in the compose file's PostgreSQL service.
    #[test]
    fn the_compose_files_environment_is_what_the_configuration_reads() {
        let compose = include_str!("../compose.yaml");
        let bot = compose.split("\n  oink:\n").nth(1).expect("the compose file has an `oink` service");
        let environment: Vec<(String, String)> = bot
            .lines()
            .skip_while(|line| line.trim() != "environment:")
            .skip(1)
            .take_while(|line| line.starts_with("      "))
            .filter_map(|line| line.trim().split_once(": "))
            // `${NAME…}` comes from the admin's `.env`: a token-shaped value stands in for it.
            .map(|(key, value)| {
                let mut value = value.to_owned();
                while let Some(start) = value.find("${") {
                    let end = value[start..].find('}').map_or(value.len(), |end| start + end + 1);
                    value.replace_range(start..end, "stand.in.secret");
                }
                (key.to_owned(), value)
            })
            .collect();
        let keys: Vec<&str> = environment.iter().map(|(key, _)| key.as_str()).collect();
        assert_eq!(keys, ["DISCORD_TOKEN", "OINK_DATABASE_URL", "OINK_METRICS_LISTEN"]);
        Jail::expect_with(|jail| {
            for (key, value) in &environment {
                jail.set_env(key, value);
            }
            let config = Config::load(&Source::DefaultsOnly).expect("the compose file's settings load");
            assert_eq!(config.token().map(Secret::expose), Some("stand.in.secret"));
            let url = config.database.url.as_ref().expect("database.url from OINK_DATABASE_URL");
            assert_eq!(url.expose(), "postgres://oink:stand.in.secret@postgres:5432/oink");
            assert_eq!(
                config.metrics_listen(),
                "0.0.0.0:9184".parse().ok(),
                "the probes, for the health check"
            );
            assert!(
                compose.contains("\n  postgres:\n"),
                "the URL names the compose file's `postgres` service"
            );
            Ok(())
        });
    }

    /// A syntax error is reported with its file, line and column; the line itself is never
    /// shown, because it can be the token's.
    #[test]
    fn a_syntax_error_on_the_token_line_never_shows_the_token() {
        for toml in [
            "[discord]\ntoken = \"MTAxMDEw.very-secret.token-value\n",
            "[discord]\ntoken = MTAxMDEw.very-secret.token-value\n",
            "[discord]\ntoken = \"MTAxMDEw.very-secret.token-value\" trailing\n",
            "[discord]\ntoken = 'MTAxMDEw.very-secret.token-value\n",
            "[discord]\ntoken = \"\"\"MTAxMDEw.very-secret.token-value\n",
            "[discord]\ntoken = \"MTAxMDEw.very-secret.token-\\qvalue\"\n",
            "[discord]\ntoken = \"MTAxMDEw.very-secret.token-value\"\ntoken = \"MTAxMDEw.very-secret.token-value\"\n",
        ] {
            Jail::expect_with(|jail| {
                jail.clear_env();
                jail.create_file("config.toml", toml)?;
                let message = error_of(Config::load(&Config::locate(None)));
                assert!(
                    !message.contains("very-secret") && !message.contains("MTAxMDEw"),
                    "{toml}: {message}"
                );
                assert!(message.contains("config.toml"), "{toml}: {message}");
                assert!(message.contains("line 2") || message.contains("line 3"), "{toml}: {message}");
                Ok(())
            });
        }
    }

    /// Should toml ever repeat part of the line in its reason, a token value is still not shown.
    #[test]
    fn a_syntax_reason_that_repeats_the_token_is_left_out() {
        Jail::expect_with(|jail| {
            jail.create_file("config.toml", "[discord]\n  token = \"abcd.secret.xyz\n")?;
            let message = "TOML parse error at line 2, column 3\n  |\n2 |   token = \"abcd.secret.xyz\n  |   ^\nunexpected \"abcd.secret.xyz\"\n";
            let error = syntax_error(message, Path::new("config.toml")).expect("a syntax error").to_string();
            assert!(!error.contains("secret") && error.contains("at line 2, column 3"), "{error}");
            Ok(())
        });
    }

    /// The documented example must stay loadable and match the real defaults.
    #[test]
    fn config_example_loads_and_equals_the_defaults() {
        Jail::expect_with(|jail| {
            jail.clear_env();
            let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("config.example.toml");
            let config = Config::load(&Source::File(example)).expect("example loads");
            assert_eq!(config, Config::default());
            Ok(())
        });
    }

    #[test]
    fn other_oink_variables_are_ignored_but_a_wrong_key_in_a_section_is_not() {
        Jail::expect_with(|jail| {
            jail.clear_env();
            jail.set_env("OINK_BIN", "/usr/bin/oink");
            jail.set_env("OINK_CONFIG", "");
            assert!(Config::load(&Source::DefaultsOnly).is_ok());
            jail.set_env("OINK_LOG_LEVL", "debug");
            assert!(error_of(Config::load(&Source::DefaultsOnly)).contains("`log.levl`"));
            Ok(())
        });
    }

    /// Issue 53, item 8: a blank token (an unset variable in a compose file) is refused naming
    /// the key, where it used to start the playground instead of the bot without a word.
    #[test]
    fn a_blank_token_is_refused() {
        for blank in ["", "   "] {
            Jail::expect_with(|jail| {
                jail.clear_env();
                jail.set_env("DISCORD_TOKEN", blank);
                let message = error_of(Config::load(&Source::DefaultsOnly));
                assert!(message.contains("`discord.token`") && message.contains("blank"), "{message}");
                Ok(())
            });
        }
    }

    /// Issue 53, item 8: a `log.level` directive without a level word (`verbose` read as a
    /// module name silenced every line) is refused naming the key and the accepted forms.
    #[test]
    fn a_log_level_without_a_level_word_is_refused() {
        for (level, good) in [
            ("verbose", false),
            ("info,verbose", false),
            ("oink=loud", false),
            ("INFO", true),
            ("warn,oink=debug,serenity=off", true),
            ("oink[table{id=5}]=trace", true),
        ] {
            Jail::expect_with(|jail| {
                jail.clear_env();
                jail.set_env("OINK_LOG_LEVEL", level);
                let loaded = Config::load(&Source::DefaultsOnly);
                assert_eq!(loaded.is_ok(), good, "{level}: {loaded:?}");
                if !good {
                    let message = error_of(loaded);
                    assert!(
                        message.contains("`log.level`") && message.contains("`debug` or `trace`"),
                        "{message}"
                    );
                }
                Ok(())
            });
        }
    }

    /// Issue 53, item 8: every number has a range, refused naming its key beyond it; the ends
    /// of each range load and show back.
    #[test]
    fn numbers_out_of_range_name_their_key() {
        let cases = [
            ("OINK_DATABASE_CACHE_CAPACITY_MB", "18446744073709551615", "65536"),
            ("OINK_SHARDS_TOTAL", "0", "1"),
            ("OINK_SHARDS_IDENTIFY_INTERVAL_SECS", "61", "60"),
            ("OINK_DATABASE_POOL_SIZE", "101", "100"),
            ("OINK_DEFAULTS_REMOVE_AFTER", "101", "100"),
            ("OINK_DISCORD_DEV_GUILD_ID", "9223372036854775808", "9223372036854775807"),
            ("OINK_PLAYGROUND_SEED", "18446744073709551615", "9223372036854775807"),
            ("OINK_DATABASE_START_WAIT", "11m", "10m"),
        ];
        for (variable, bad, edge) in cases {
            let key = section_key(variable.trim_start_matches("OINK_")).to_ascii_lowercase();
            Jail::expect_with(|jail| {
                jail.clear_env();
                jail.set_env(variable, bad);
                let message = error_of(Config::load(&Source::DefaultsOnly));
                assert!(message.contains(&format!("`{key}`")), "{variable}={bad}: {message}");
                jail.set_env(variable, edge);
                let config = Config::load(&Source::DefaultsOnly).expect("the edge of the range loads");
                assert!(!config.to_redacted_toml().starts_with("# cannot show"), "{variable}={edge}");
                Ok(())
            });
        }
    }

    /// Issue 53, items 1 and 8: `database.url`'s parameters are read as sqlx reads them, and a
    /// TLS mode this build cannot meet is refused, at load rather than at the first connection.
    #[test]
    fn database_url_parameters_are_read_at_load() {
        for (url, expected) in [
            ("postgres://oink:hunter2secret@db/oink?sslmode=bogus", "PostgreSQL cannot use it"),
            ("postgres://oink:hunter2secret@db/oink?sslmode=require", "TLS"),
            ("postgres://oink:hunter2secret@db/oink?sslmode=verify-ca", "TLS"),
            ("postgres://oink:hunter2secret@db/oink?port=http", "PostgreSQL cannot use it"),
        ] {
            Jail::expect_with(|jail| {
                jail.clear_env();
                jail.set_env("OINK_DATABASE_URL", url);
                let message = error_of(Config::load(&Source::DefaultsOnly));
                assert!(message.contains("`database.url`") && message.contains(expected), "{url}: {message}");
                assert!(!message.contains("hunter2"), "{message}");
                Ok(())
            });
        }
    }
}
