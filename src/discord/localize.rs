//! Puts the catalog's command names and descriptions onto poise's commands, so Discord shows
//! each user the command list in their own language.
//!
//! Message ids: a command's code name (`pigs`), a subcommand's `parent-name` (`pigs-new`);
//! attributes `.description`, `.<parameter>` and `.<parameter>-description`; a choice's
//! `choice-<name>`. The en-US texts become the defaults. Discord sends the default names in
//! every interaction, so en-US command and parameter names equal the code names.

use std::borrow::Cow;

use super::{BotError, Data};
use crate::i18n::{Catalog, Locale};

pub fn apply(catalog: &Catalog, commands: &mut [poise::Command<Data, BotError>]) {
    for command in commands {
        let id = command.name.to_string();
        apply_one(catalog, command, &id);
    }
}

fn apply_one(catalog: &Catalog, command: &mut poise::Command<Data, BotError>, id: &str) {
    for sub in &mut command.subcommands {
        let sub_id = format!("{id}-{}", sub.name);
        apply_one(catalog, sub, &sub_id);
    }
    // Other locales first: the en-US pass renames parameters, whose code names are the keys.
    for locale in [Locale::De, Locale::Fr, Locale::EnUs] {
        let (Some(name), Some(description)) =
            (catalog.exact(locale, id), catalog.attribute(locale, id, "description"))
        else {
            tracing::warn!(command = %id, locale = locale.code(), "command not in the catalog");
            continue;
        };
        let code = Cow::Borrowed(locale.code());
        if locale == Locale::EnUs {
            command.name = Cow::Owned(name);
            command.description = Some(Cow::Owned(description));
        } else {
            command.name_localizations.to_mut().push((code.clone(), Cow::Owned(name)));
            command.description_localizations.to_mut().push((code.clone(), Cow::Owned(description)));
        }
        for parameter in &mut command.parameters {
            let key = parameter.name.to_string();
            let name = catalog.attribute(locale, id, &key);
            let description = catalog.attribute(locale, id, &format!("{key}-description"));
            if let (Some(name), Some(description)) = (name, description) {
                if locale == Locale::EnUs {
                    parameter.name = Cow::Owned(name);
                    parameter.description = Some(Cow::Owned(description));
                } else {
                    parameter.name_localizations.to_mut().push((code.clone(), Cow::Owned(name)));
                    parameter
                        .description_localizations
                        .to_mut()
                        .push((code.clone(), Cow::Owned(description)));
                }
            }
            for choice in parameter.choices.to_mut() {
                if let Some(label) = catalog.exact(locale, &format!("choice-{}", choice.name)) {
                    if locale != Locale::EnUs {
                        choice.localizations.to_mut().push((code.clone(), Cow::Owned(label)));
                    }
                }
            }
        }
    }
    // Choice labels last: their code names were the keys above.
    for parameter in &mut command.parameters {
        for choice in parameter.choices.to_mut() {
            if let Some(label) = catalog.exact(Locale::EnUs, &format!("choice-{}", choice.name)) {
                choice.name = Cow::Owned(label);
            }
        }
    }
}
