//! A server's defaults for its new tables (`/oink server`): the board language, the turn
//! clock, turn pings, and where the daily winner is announced. Members with Manage Server set
//! them once instead of every host giving the same options to every `/<game> new`.
//!
//! A default fills only what a table's creator left out, when the table is opened: running
//! tables keep the clock and language they were opened with, and each table's own options
//! still win. The daily announcement's channel is the daily challenge's own record (the one
//! `/haus daily announce:` sets), so both commands change the same thing.

use fluent_bundle::FluentArgs;
use serde::{Deserialize, Serialize};

use super::request::{Actor, Answer, ClockChoice, Refusal, Where};
use super::service::Service;
use crate::i18n::Locale;
use crate::render::Reply;
use crate::render::common::timing_line;
use crate::store::StoreError;

/// What `/oink server` keeps for one server; `None`: the bot's own default.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerDefaults {
    /// The code of the language of new tables' boards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// Seconds a turn may take; `0`: no limit (a real limit is at least a minute).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_limit: Option<u64>,
    /// Seconds into a turn when the player is reminded; `0`: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reminder: Option<u64>,
    /// The `when_absent` code name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when_absent: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remove_after: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_pings: Option<bool>,
}

/// What `/oink server` was asked to change; `None`: left as it is.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ServerChange {
    /// Forget every default first (what else is given is then set).
    pub reset: bool,
    pub language: Option<Locale>,
    pub clock: ClockChoice,
    pub turn_pings: Option<bool>,
    /// Announce the daily winner in this channel (`true`) or nowhere (`false`).
    pub daily_here: Option<bool>,
}

/// Seconds as stored, `0` standing for "off".
fn stored(secs: Option<u64>) -> u64 {
    secs.unwrap_or(0)
}

/// Stored seconds as a clock choice: `0` is "off".
fn chosen(secs: u64) -> Option<u64> {
    (secs > 0).then_some(secs)
}

impl ServerDefaults {
    /// The board language of a new table whose creator chose none.
    pub fn locale(&self) -> Option<Locale> {
        self.language.as_deref().and_then(Locale::from_code)
    }

    /// A new table's clock choice: the creator's, and where they chose nothing, the server's.
    /// A server's reminder that would come at or after the table's own limit is left out (the
    /// table's default reminder, half its limit, is used), so a creator who only shortened the
    /// limit is never refused for a reminder they did not choose.
    pub fn fill(&self, choice: ClockChoice) -> ClockChoice {
        let limit = choice.limit.or(self.turn_limit.map(chosen));
        let reminder = choice.reminder.or_else(|| {
            let server = self.reminder.map(chosen)?;
            let fits = match (limit, server) {
                (Some(Some(limit)), Some(reminder)) => reminder < limit,
                _ => true,
            };
            fits.then_some(server)
        });
        ClockChoice {
            limit,
            reminder,
            absent: choice.absent.or_else(|| {
                let code = self.when_absent.as_deref()?;
                super::clock::ABSENT_CHOICES.into_iter().find(|c| *c == code)
            }),
            remove_after: choice.remove_after.or(self.remove_after),
        }
    }

    /// The defaults after `change` (before the daily channel, which is kept elsewhere).
    fn changed(&self, change: &ServerChange) -> ServerDefaults {
        let old = if change.reset { ServerDefaults::default() } else { self.clone() };
        ServerDefaults {
            language: change.language.map(|l| l.code().to_owned()).or(old.language),
            turn_limit: change.clock.limit.map(stored).or(old.turn_limit),
            reminder: change.clock.reminder.map(stored).or(old.reminder),
            when_absent: change.clock.absent.map(str::to_owned).or(old.when_absent),
            remove_after: change.clock.remove_after.or(old.remove_after),
            turn_pings: change.turn_pings.or(old.turn_pings),
        }
    }
}

impl ServerChange {
    /// Whether it changes anything (`/oink server` alone only shows).
    pub fn is_empty(&self) -> bool {
        *self == ServerChange::default()
    }
}

impl Service {
    /// `/oink server`: changes what is given (members with Manage Server, `may_configure`),
    /// then shows the defaults a new table here gets (ephemeral). Outside a server there are
    /// none to show.
    pub async fn server_defaults(
        &self,
        at: Where,
        who: &Actor,
        may_configure: bool,
        change: ServerChange,
        now: u64,
    ) -> Result<Answer, StoreError> {
        let notice = |id: &str| Answer {
            reply: Reply::notice(self.catalog().text(who.locale, id, None)),
            ..Answer::default()
        };
        let Some(guild) = at.guild else { return Ok(notice("server-only-in-servers")) };
        let mut defaults = self.defaults_of(guild);
        let changed = !change.is_empty();
        if changed {
            if !may_configure {
                return Ok(notice("server-not-allowed"));
            }
            if at.answers_only && change.daily_here == Some(true) {
                // The day's winner would be a post of the bot's own, which it cannot make here.
                return Ok(notice("daily-announce-answers-only"));
            }
            let new = defaults.changed(&change);
            // As at `new`: a reminder at or after the limit would never go out.
            let limit = new.turn_limit.map_or(self.clock_defaults().limit, chosen);
            if limit.zip(new.reminder.and_then(chosen)).is_some_and(|(limit, reminder)| reminder >= limit) {
                return Ok(self.refuse(who.locale, Refusal::ReminderAfterLimit, None));
            }
            self.store().set_server(guild, &new).await?;
            defaults = new;
            if let Some(here) = change.daily_here {
                self.set_daily_channel(guild, here.then_some(at.channel), who.locale, now).await?;
            } else if change.reset {
                self.set_daily_channel(guild, None, who.locale, now).await?;
            }
        }
        let text = self.defaults_text(who.locale, guild, &defaults, changed);
        Ok(Answer { reply: Reply::notice(text), ..Answer::default() })
    }

    /// What `/oink server` shows: each default a new table here gets, whoever chose it.
    fn defaults_text(&self, locale: Locale, guild: u64, defaults: &ServerDefaults, changed: bool) -> String {
        let catalog = self.catalog();
        let text = |id: &str, args: Option<&FluentArgs>| catalog.text(locale, id, args);
        let language = match defaults.locale() {
            Some(language) => text(&format!("choice-{}", language.code()), None),
            None => text("server-language-discord", None),
        };
        let clock = self.clock_defaults().resolve(defaults.fill(ClockChoice::default()));
        let pings = defaults.turn_pings.unwrap_or(self.default_turn_pings());
        let daily = match self.daily_channel(guild) {
            Some(channel) => format!("<#{channel}>"),
            None => text("choice-nowhere", None),
        };
        let mut args = FluentArgs::new();
        args.set("language", language);
        args.set("clock", timing_line(catalog, locale, &clock.timing(None)));
        args.set("pings", text(if pings { "settings-on" } else { "settings-off" }, None));
        args.set("daily", daily);
        text(if changed { "server-saved" } else { "server-shown" }, Some(&args))
    }

    /// A server's defaults; none when it set none or the record cannot be read (a damaged
    /// record must not stop a table from opening: it is logged).
    pub(super) fn defaults_of(&self, guild: u64) -> ServerDefaults {
        match self.store().server::<ServerDefaults>(guild) {
            Ok(defaults) => defaults.unwrap_or_default(),
            Err(error) => {
                tracing::warn!(%error, guild, "a server's defaults could not be read; using the bot's");
                ServerDefaults::default()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hours(n: u64) -> u64 {
        n * 3600
    }

    /// What the creator gives wins; what they leave out comes from the server.
    #[test]
    fn a_tables_own_options_win_over_the_servers() {
        let server = ServerDefaults {
            turn_limit: Some(hours(24)),
            reminder: Some(hours(6)),
            when_absent: Some("ai".into()),
            ..ServerDefaults::default()
        };
        let none = server.fill(ClockChoice::default());
        assert_eq!(none.limit, Some(Some(hours(24))));
        assert_eq!(none.reminder, Some(Some(hours(6))));
        assert_eq!(none.absent, Some("ai"));
        let own =
            server.fill(ClockChoice { limit: Some(None), absent: Some("skip"), ..ClockChoice::default() });
        assert_eq!(own.limit, Some(None), "the creator's “no limit” wins");
        assert_eq!(own.absent, Some("skip"));
        assert_eq!(own.reminder, Some(Some(hours(6))));
    }

    /// A creator who shortens the limit below the server's reminder is not refused for a
    /// reminder they never chose: the server's is left out.
    #[test]
    fn a_servers_reminder_after_the_tables_own_limit_is_left_out() {
        let server = ServerDefaults { reminder: Some(hours(12)), ..ServerDefaults::default() };
        let short = server.fill(ClockChoice { limit: Some(Some(hours(2))), ..ClockChoice::default() });
        assert_eq!(short.reminder, None);
        let long = server.fill(ClockChoice { limit: Some(Some(hours(48))), ..ClockChoice::default() });
        assert_eq!(long.reminder, Some(Some(hours(12))));
    }

    /// "off" is kept as 0 and read back as "off", apart from "not set".
    #[test]
    fn off_is_kept_apart_from_not_set() {
        let change = ServerChange {
            clock: ClockChoice {
                limit: Some(None),
                reminder: Some(Some(hours(3))),
                ..ClockChoice::default()
            },
            ..ServerChange::default()
        };
        let defaults = ServerDefaults::default().changed(&change);
        assert_eq!(defaults.turn_limit, Some(0));
        assert_eq!(defaults.fill(ClockChoice::default()).limit, Some(None));
        assert_eq!(ServerDefaults::default().fill(ClockChoice::default()).limit, None);
        let reset = defaults.changed(&ServerChange { reset: true, ..ServerChange::default() });
        assert_eq!(reset, ServerDefaults::default());
    }
}
