//! A user's own settings, the same in every server (`/oink settings`): whether reminders also
//! come as a direct message, and in which language.
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
    /// The code of the user's language when they last changed a setting.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale: Option<String>,
}

impl UserSettings {
    /// The language of messages sent to this user unasked.
    pub fn locale(&self) -> Option<Locale> {
        self.locale.as_deref().and_then(Locale::from_code)
    }
}

impl Service {
    /// `/oink settings`: changes what is given, then shows every setting (ephemeral).
    pub async fn settings(&self, who: &Actor, dm_reminders: Option<bool>) -> Result<Answer, StoreError> {
        let mut settings = self.user_settings(who.user);
        if let Some(dm) = dm_reminders {
            settings.dm_reminders = dm;
            settings.locale = Some(who.locale.code().to_owned());
            self.store.set_user(who.user, &settings).await?;
        }
        let mut args = FluentArgs::new();
        let state = if settings.dm_reminders { "settings-on" } else { "settings-off" };
        args.set("dm", self.catalog.text(who.locale, state, None));
        let id = if dm_reminders.is_some() { "settings-saved" } else { "settings-shown" };
        Ok(Answer {
            reply: Reply::notice(self.catalog.text(who.locale, id, Some(&args))),
            ..Answer::default()
        })
    }

    /// A user's settings; the defaults when they chose none or the record cannot be read (a
    /// damaged settings record must not stop a table's reminder: it is logged).
    pub(super) fn user_settings(&self, user: u64) -> UserSettings {
        match self.store.user::<UserSettings>(user) {
            Ok(settings) => settings.unwrap_or_default(),
            Err(error) => {
                tracing::warn!(%error, user, "a user's settings could not be read; using the defaults");
                UserSettings::default()
            }
        }
    }
}
