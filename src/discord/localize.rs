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

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    /// The name a user of `locale` sees for a command: its localization, else the default.
    fn seen(command: &poise::Command<Data, BotError>, locale: Locale) -> String {
        command
            .name_localizations
            .iter()
            .find(|(code, _)| code == locale.code())
            .map_or_else(|| command.name.to_string(), |(_, name)| name.to_string())
    }

    /// Reports every pair of siblings that read the same to a user of some language.
    fn clashes(path: &str, siblings: &[poise::Command<Data, BotError>], found: &mut Vec<String>) {
        for locale in Locale::ALL {
            let mut seen_names = BTreeMap::new();
            for command in siblings {
                if let Some(other) = seen_names.insert(seen(command, locale), command.name.to_string()) {
                    found.push(format!(
                        "{}: {path} {other} and {} both read {:?}",
                        locale.code(),
                        command.name,
                        seen(command, locale)
                    ));
                }
            }
        }
        for command in siblings {
            for locale in Locale::ALL {
                let mut names = BTreeMap::new();
                for parameter in &command.parameters {
                    let name = parameter
                        .name_localizations
                        .iter()
                        .find(|(code, _)| code == locale.code())
                        .map_or_else(|| parameter.name.to_string(), |(_, name)| name.to_string());
                    if let Some(other) = names.insert(name.clone(), parameter.name.to_string()) {
                        found.push(format!(
                            "{}: {path} {} options {other} and {} both read {name:?}",
                            locale.code(),
                            command.name,
                            parameter.name
                        ));
                    }
                }
            }
            clashes(&format!("{path} {}", command.name), &command.subcommands, found);
        }
    }

    /// French had "quitter" for both leaving a lobby and quitting a running game: Discord then
    /// runs whichever comes first, and `/cochons quitter` in a running game refused.
    #[test]
    fn no_two_subcommands_of_a_command_share_a_name_in_any_language() {
        let catalog = Catalog::embedded().expect("the embedded catalog");
        let mut commands = super::super::commands::all();
        apply(&catalog, &mut commands);
        let mut found = Vec::new();
        clashes("/", &commands, &mut found);
        assert!(found.is_empty(), "commands that read the same:\n{}", found.join("\n"));
        let pigs = commands.iter().find(|c| c.name == "pigs").expect("/pigs");
        assert!(pigs.subcommands.len() >= 10, "the tree was not built: {:?}", pigs.subcommands.len());
        // The names compared are the ones users see: a French user types /cochons.
        assert_eq!(seen(pigs, Locale::Fr), "cochons");
    }
}
