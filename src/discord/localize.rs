//! Puts the catalog's command names and descriptions onto poise's commands, so Discord shows
//! each user the command list in their own language.

use std::borrow::Cow;

use super::{BotError, Data};
use crate::i18n::{Catalog, Locale};

/// For every command (message id = the command's code name): the en-US text becomes the
/// default, and each other locale is added as a localization.
pub fn apply(catalog: &Catalog, commands: &mut [poise::Command<Data, BotError>]) {
    for command in commands {
        let id = command.name.clone();
        for locale in Locale::ALL {
            let (Some(name), Some(description)) =
                (catalog.exact(locale, &id), catalog.attribute(locale, &id, "description"))
            else {
                tracing::warn!(command = %id, locale = locale.code(), "command not in the catalog");
                continue;
            };
            if locale == Locale::EnUs {
                command.name = Cow::Owned(name);
                command.description = Some(Cow::Owned(description));
            } else {
                let code = Cow::Borrowed(locale.code());
                command.name_localizations.to_mut().push((code.clone(), Cow::Owned(name)));
                command.description_localizations.to_mut().push((code, Cow::Owned(description)));
            }
        }
        for parameter in &mut command.parameters {
            let key = parameter.name.clone();
            for locale in Locale::ALL {
                let name = catalog.attribute(locale, &id, &key);
                let description = catalog.attribute(locale, &id, &format!("{key}-description"));
                let (Some(name), Some(description)) = (name, description) else { continue };
                if locale == Locale::EnUs {
                    parameter.name = Cow::Owned(name);
                    parameter.description = Some(Cow::Owned(description));
                } else {
                    let code = Cow::Borrowed(locale.code());
                    parameter.name_localizations.to_mut().push((code.clone(), Cow::Owned(name)));
                    parameter.description_localizations.to_mut().push((code, Cow::Owned(description)));
                }
            }
        }
    }
}
