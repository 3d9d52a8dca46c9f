//! A user's own settings, the same in every server (`/oink settings`): whether reminders also
//! come as a direct message, whether a heads-up comes before their turn, in which language,
//! whether their private panels come as text for screen readers, and their time away
//! (`/oink away`, see `away.rs`).
//!
//! Reminders are worked by the scheduler, with nobody's interaction to take a language from,
//! so the language of the user's last `/oink settings` is kept with the choice.

use fluent_bundle::FluentArgs;
use serde::{Deserialize, Serialize};

use super::request::{Actor, Answer};
use super::service::Service;
use crate::i18n::Locale;
use crate::render::Reply;
use crate::store::StoreError;

/// What `/oink settings` keeps for one user.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserSettings {
    /// Reminders are also sent as a direct message.
    #[serde(default)]
    pub dm_reminders: bool,
    /// A direct message when the player before them starts their turn, and when everyone else
    /// has answered a question asked of several players at once.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub heads_up: bool,
    /// Private panels and answers come in plain sentences (the form of 🔊 "Read the board")
    /// instead of emoji art and pictures, for a screen reader. Off for records written before
    /// the setting existed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub text_boards: bool,
    /// Their last `/oink away`, while it lasts (an ended one is left to be overwritten).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away: Option<AwayChoice>,
    /// The code of the user's language when they last changed a setting.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale: Option<String>,
}

impl UserSettings {
    /// The language of messages sent to this user unasked.
    pub fn locale(&self) -> Option<Locale> {
        self.locale.as_deref().and_then(Locale::from_code)
    }

    /// Their time away, if it lasts at `now`.
    pub fn away_at(&self, now: u64) -> Option<&AwayChoice> {
        self.away.as_ref().filter(|away| away.until > now)
    }
}

/// A user's `/oink away`, as they gave it (see `away.rs`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AwayChoice {
    /// Unix seconds when it ends by itself.
    pub until: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// A computer player plays their turns (`true`), or they wait (`false`); `None`: as each
    /// table's rule for absent players says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<bool>,
}

/// What `/oink settings` was asked to change; `None`: left as it is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub dm_reminders: Option<bool>,
    pub heads_up: Option<bool>,
    pub text_boards: Option<bool>,
}

impl Service {
    /// `/oink settings`: changes what is given, then shows every setting (ephemeral).
    pub async fn settings(
        &self,
        who: &Actor,
        change: SettingsChange,
        now: u64,
    ) -> Result<Answer, StoreError> {
        let mut settings = self.user_settings(who.user);
        let changed = change != SettingsChange::default();
        if changed {
            settings.dm_reminders = change.dm_reminders.unwrap_or(settings.dm_reminders);
            settings.heads_up = change.heads_up.unwrap_or(settings.heads_up);
            settings.text_boards = change.text_boards.unwrap_or(settings.text_boards);
            settings.locale = Some(who.locale.code().to_owned());
            self.store().set_user(who.user, &settings).await?;
        }
        let state =
            |on: bool| self.catalog().text(who.locale, if on { "settings-on" } else { "settings-off" }, None);
        let mut args = FluentArgs::new();
        args.set("dm", state(settings.dm_reminders));
        args.set("heads", state(settings.heads_up));
        args.set("text", state(settings.text_boards));
        let id = if changed { "settings-saved" } else { "settings-shown" };
        let mut text = self.catalog().text(who.locale, id, Some(&args));
        if let Some(away) = settings.away_at(now) {
            text = format!("{text}\n{}", self.away_line(who.locale, away));
        }
        Ok(Answer { reply: Reply::notice(text), ..Answer::default() })
    }

    /// A user's settings; the defaults when they chose none or the record cannot be read (a
    /// damaged settings record must not stop a table's reminder: it is logged).
    pub(super) fn user_settings(&self, user: u64) -> UserSettings {
        match self.store().user::<UserSettings>(user) {
            Ok(settings) => settings.unwrap_or_default(),
            Err(error) => {
                tracing::warn!(%error, user, "a user's settings could not be read; using the defaults");
                UserSettings::default()
            }
        }
    }
}
