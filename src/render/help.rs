//! `/oink`: what the bot is, its games, and how to start one. The games are the registry's,
//! each with its emoji, seats and catalog texts (`game-<slug>-name`, `-tagline`, `-about`).

use fluent_bundle::FluentArgs;

use super::OINK_PINK;
use super::reply::{Button, ButtonStyle, Embed, Field, Reply, Row};
use crate::component::ComponentId;
use crate::games::registry::{GameSpec, TABLE_GAMES};
use crate::i18n::{Catalog, Locale};

/// The overview: one field per game and one button per game for its longer description.
pub fn overview(catalog: &Catalog, locale: Locale) -> Reply {
    let fields = TABLE_GAMES
        .iter()
        .map(|game| Field {
            name: format!(
                "{} {}",
                game.emoji,
                catalog.text(locale, &format!("game-{}-name", game.slug), None)
            ),
            value: format!(
                "{}\n*{}*",
                catalog.text(locale, &format!("game-{}-tagline", game.slug), None),
                players_line(catalog, locale, game),
            ),
            inline: false,
        })
        .collect();
    let buttons = TABLE_GAMES
        .iter()
        .map(|game| Button {
            custom_id: ComponentId::GameInfo(game).encode(),
            label: catalog.text(locale, &format!("game-{}-name", game.slug), None),
            emoji: Some(game.emoji.to_owned()),
            style: ButtonStyle::Secondary,
            disabled: false,
            pressed: None,
        })
        .collect();
    Reply {
        content: None,
        embed: Some(Embed {
            title: catalog.text(locale, "help-title", None),
            description: catalog.text(locale, "help-intro", None),
            fields,
            colour: OINK_PINK,
            footer: Some(catalog.text(locale, "help-footer", None)),
            image: None,
        }),
        rows: vec![Row::Buttons(buttons)],
        ephemeral: false,
        ..Reply::default()
    }
}

/// The longer description of one game, shown only to the user who asked.
pub fn game_info(catalog: &Catalog, locale: Locale, game: &GameSpec) -> Reply {
    Reply {
        content: None,
        embed: Some(Embed {
            title: format!(
                "{} {}",
                game.emoji,
                catalog.text(locale, &format!("game-{}-name", game.slug), None)
            ),
            description: catalog.text(locale, &format!("game-{}-about", game.slug), None),
            fields: Vec::new(),
            colour: OINK_PINK,
            footer: Some(players_line(catalog, locale, game)),
            image: None,
        }),
        rows: Vec::new(),
        ephemeral: true,
        ..Reply::default()
    }
}

fn players_line(catalog: &Catalog, locale: Locale, game: &GameSpec) -> String {
    let mut args = FluentArgs::new();
    args.set("min", *game.players.start());
    args.set("max", *game.players.end());
    catalog.text(locale, "help-players", Some(&args))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overview_lists_every_game_with_a_button_in_each_language() {
        let catalog = Catalog::embedded().expect("catalog");
        for locale in Locale::ALL {
            let reply = overview(&catalog, locale);
            let embed = reply.embed.expect("embed");
            assert_eq!(embed.fields.len(), TABLE_GAMES.len());
            let Row::Buttons(buttons) = &reply.rows[0] else { panic!("buttons expected") };
            assert_eq!(buttons.len(), TABLE_GAMES.len());
            for (field, button) in embed.fields.iter().zip(buttons) {
                assert!(field.name.contains(&button.label), "{locale:?}: {} vs {}", field.name, button.label);
            }
            assert!(!reply.ephemeral);
        }
    }

    /// The playground's help for an unknown command names a command as the reader's language
    /// names it (`/cochons nouvelle`), from the entries the commands are registered with: it
    /// once suggested the English `/pigs new` in every language.
    #[test]
    fn the_unknown_command_help_names_a_command_in_the_readers_language() {
        let catalog = Catalog::embedded().expect("catalog");
        let game = &TABLE_GAMES[0];
        for locale in Locale::ALL {
            let name = catalog.text(locale, game.command, None);
            let new = catalog.text(locale, &format!("{}-new", game.command), None);
            let help = catalog.text(locale, "playground-unknown-command", None);
            assert!(help.contains(&format!("/{name} {new}.")), "{}: {help}", locale.code());
        }
        let french = catalog.text(Locale::Fr, "playground-unknown-command", None);
        assert!(!french.contains("/pigs new"), "{french}");
    }

    #[test]
    fn game_info_is_ephemeral_and_names_the_player_count() {
        let catalog = Catalog::embedded().expect("catalog");
        for game in TABLE_GAMES {
            let reply = game_info(&catalog, Locale::De, game);
            assert!(reply.ephemeral);
            let footer = reply.embed.and_then(|e| e.footer).expect("footer");
            let (min, max) = (game.players.start().to_string(), game.players.end().to_string());
            assert!(footer.contains(&min) && footer.contains(&max), "{}: {footer}", game.slug);
        }
    }
}
