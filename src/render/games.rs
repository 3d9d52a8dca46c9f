//! `/oink games`: the tables a user sits at in every server (running games, those waiting for
//! them first, then the lobbies they wait in), each with a link to its board, and every game's
//! command that opens a table.

use std::ops::RangeInclusive;

use fluent_bundle::FluentArgs;

use super::reply::{Embed, Field, Reply};
use crate::games::registry::TABLE_GAMES;
use crate::i18n::{Catalog, Locale};

/// The colour of lists (the bot's pink).
pub const LIST_COLOUR: u32 = 0xF4A6C0;

/// What the page lists, gathered by the table service.
#[derive(Debug, Default)]
pub struct MyGames {
    /// The tables shown, in order.
    pub tables: Vec<Listed>,
    /// Tables left out beyond those shown.
    pub more: usize,
    /// This process runs only some shards: tables of other servers may be missing.
    pub partial: bool,
}

/// One table the user sits at.
#[derive(Debug)]
pub struct Listed {
    /// The game's slug (its name in the catalog).
    pub game: &'static str,
    /// The jump link to the board or, without one, the channel.
    pub link: String,
    pub at: Moment,
    /// Its turn limit, which gives its pace.
    pub limit: Option<u64>,
}

/// Where a listed table is.
#[derive(Debug)]
pub enum Moment {
    /// Playing: whose turn since when, and when it ends if the table has a turn limit (the
    /// deadline the board shows).
    Playing { mine: bool, whose: Vec<String>, since: u64, deadline: Option<u64> },
    /// A lobby: how many are seated, and how many the game takes.
    Lobby { seated: usize, players: RangeInclusive<usize> },
}

/// The page, for the user who asked.
pub fn my_games(catalog: &Catalog, locale: Locale, page: &MyGames) -> Reply {
    let text = |id: &str, args: Option<&FluentArgs>| catalog.text(locale, id, args);
    let fields = page
        .tables
        .iter()
        .map(|table| {
            let mut args = FluentArgs::new();
            args.set("link", table.link.clone());
            let id = match &table.at {
                Moment::Playing { mine, whose, since, deadline } => {
                    let whose = if whose.is_empty() { text("games-nobody", None) } else { whose.join(", ") };
                    args.set("whose", whose);
                    // Unix seconds as text: a number would be formatted with separators.
                    args.set("since", since.to_string());
                    let left = deadline.map_or_else(String::new, |deadline| {
                        let mut time = FluentArgs::new();
                        time.set("deadline", deadline.to_string());
                        text("games-time-left", Some(&time))
                    });
                    args.set("left", left);
                    if *mine { "games-your-turn" } else { "games-their-turn" }
                }
                Moment::Lobby { seated, players } => {
                    args.set("seated", *seated);
                    args.set("min", *players.start());
                    args.set("max", *players.end());
                    "games-lobby"
                }
            };
            let pace = super::common::pace_label(catalog, locale, table.limit);
            Field {
                name: format!("{} · {pace}", text(&format!("game-{}-name", table.game), None)),
                value: text(id, Some(&args)),
                inline: false,
            }
        })
        .collect();
    let mut lines = Vec::new();
    if page.tables.is_empty() {
        lines.push(text("games-none", None));
    }
    if page.more > 0 {
        let mut args = FluentArgs::new();
        args.set("more", page.more);
        lines.push(text("games-more", Some(&args)));
    }
    if page.partial {
        lines.push(text("games-partial", None));
    }
    let mut args = FluentArgs::new();
    args.set("commands", new_commands(catalog, locale).join(" · "));
    Reply {
        embed: Some(Embed {
            title: text("games-title", None),
            description: lines.join("\n"),
            fields,
            colour: LIST_COLOUR,
            footer: Some(text("games-start", Some(&args))),
            image: None,
        }),
        ephemeral: true,
        locale: Some(locale),
        ..Reply::default()
    }
}

/// Every game's command that opens a table, as `locale` names it (`/schweinchen neu`), in
/// registry order.
pub fn new_commands(catalog: &Catalog, locale: Locale) -> Vec<String> {
    // As the adapters register them: the catalog's name, else the code name.
    let name = |id: &str, code: &str| catalog.exact(locale, id).unwrap_or_else(|| code.to_owned());
    TABLE_GAMES
        .iter()
        .map(|game| {
            format!("/{} {}", name(game.command, game.command), name(&format!("{}-new", game.command), "new"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 28: every game's `new` command is named, in each language, from the registry.
    #[test]
    fn every_game_new_command_is_named() {
        let catalog = Catalog::embedded().expect("catalog");
        let english = new_commands(&catalog, Locale::EnUs);
        for command in ["/pigs new", "/haus new", "/space new"] {
            assert!(english.iter().any(|c| c == command), "{command} in {english:?}");
        }
        assert_eq!(english.len(), TABLE_GAMES.len());
        assert!(new_commands(&catalog, Locale::De).iter().any(|c| c == "/weltraum neu"));
        let page = my_games(&catalog, Locale::EnUs, &MyGames::default());
        let embed = page.embed.expect("an embed");
        assert!(page.ephemeral);
        let footer = embed.footer.expect("a footer");
        assert!(footer.contains("/pigs new · /haus new · /space new"), "{footer}");
    }

    /// Issue 52: a turn without a clock ("Beginn: vor 3 Sekunden · [Spielbrett]") has no double
    /// space where the time left would stand, and one with a clock keeps its single spaces.
    #[test]
    fn a_turn_reads_with_single_spaces_with_or_without_a_clock() {
        let catalog = Catalog::embedded().expect("catalog");
        for deadline in [None, Some(1_800)] {
            let at = Moment::Playing { mine: true, whose: Vec::new(), since: 1_000, deadline };
            let link = "https://discord.com/channels/1/2".to_owned();
            let listed = Listed { game: "three-pigs", link, at, limit: deadline };
            let page = MyGames { tables: vec![listed], more: 0, partial: false };
            for locale in Locale::ALL {
                let embed = my_games(&catalog, locale, &page).embed.expect("an embed");
                let value = &embed.fields.first().expect("a field").value;
                assert!(!value.contains("  ") && value.contains(":R> · "), "{locale:?}: {value}");
                assert_eq!(value.contains("⏳"), deadline.is_some(), "{value}");
            }
        }
    }

    /// Issue 55: each listed table says its pace, from its turn limit, in the reader's
    /// language.
    #[test]
    fn a_listed_table_says_its_pace() {
        let catalog = Catalog::embedded().expect("catalog");
        for (limit, en, de) in [
            (None, "⚡ live", "⚡ live"),
            (Some(3600), "⚡ live", "⚡ live"),
            (Some(86_400), "📅 daily", "📅 täglich"),
            (Some(3 * 86_400), "🐢 slow", "🐢 gemächlich"),
        ] {
            let at = Moment::Lobby { seated: 1, players: 2..=5 };
            let listed =
                Listed { game: "three-pigs", link: "https://discord.com/channels/1/2".into(), at, limit };
            let page = MyGames { tables: vec![listed], more: 0, partial: false };
            for (locale, label) in [(Locale::EnUs, en), (Locale::De, de)] {
                let embed = my_games(&catalog, locale, &page).embed.expect("an embed");
                let name = &embed.fields.first().expect("a field").name;
                assert!(name.ends_with(&format!(" · {label}")), "{limit:?} {locale:?}: {name}");
            }
        }
    }
}
