//! The playground's command line: the commands it offers and how a typed line becomes a
//! table command, the way Discord offers and reads slash commands. Names come from the same
//! places as the Discord adapter's: the registry ([`TABLE_GAMES`], [`options::specs`]) for
//! the code names, the catalog's command entries (`pigs-new`, `.variant`) for each language's.

use std::collections::HashMap;

use fluent_bundle::FluentArgs;

use crate::games::registry::TABLE_GAMES;
use crate::games::seam::{BadOption, Given, OptionKind, OptionSpec, choice_label};
use crate::i18n::{Catalog, Locale};
use crate::render::{self, Reply, user_text};
use crate::table::Command;
use crate::table::options;
use crate::table::server::ServerChange;
use crate::table::settings::SettingsChange;

/// A slash command as the page lists it for one language: its name, subcommand and options
/// in that language (as Discord shows them), and its description.
#[derive(Debug, serde::Serialize)]
pub struct Listed {
    pub name: String,
    pub sub: String,
    pub options: Vec<ListedOption>,
    pub description: String,
}

/// An option as the page lists it: its name in the viewer's language, whether the command
/// needs it (Discord asks for it before sending), and the values a client offers to pick
/// (Discord lists a choice option's values, and `True`/`False` for a boolean).
#[derive(Debug, PartialEq, serde::Serialize)]
pub struct ListedOption {
    pub name: String,
    pub required: bool,
    pub choices: Vec<ListedChoice>,
}

/// A value to pick: its label in the viewer's language and what is typed (its code name).
#[derive(Debug, PartialEq, serde::Serialize)]
pub struct ListedChoice {
    pub label: String,
    pub value: String,
}

/// The subcommands of `/oink`, with their options (as Discord registers them).
const OINK_SUBCOMMANDS: [(&str, &[&str]); 7] = [
    ("help", &[]),
    ("games", &[]),
    ("fairness", &[]),
    ("settings", &["dm_reminders", "heads_up", "text_boards"]),
    ("away", &["until", "reason", "computer"]),
    ("back", &[]),
    (
        "server",
        &[
            "language",
            "turn_limit",
            "reminder",
            "when_absent",
            "remove_after",
            "turn_pings",
            "daily_announce",
            "reset",
        ],
    ),
];

/// The options of `/oink` subcommands that Discord asks for before sending (see the
/// `#[poise::command]`s of `discord/commands.rs`: those not wrapped in `Option`).
const OINK_REQUIRED: [&str; 1] = ["until"];

/// The options of `/oink` subcommands that are booleans.
const OINK_FLAGS: [&str; 4] = ["dm_reminders", "heads_up", "text_boards", "computer"];

/// The commands the page offers in `locale`: `/oink help|games|fairness|settings|away|back`, and every game's
/// table commands.
pub fn listed(catalog: &Catalog, locale: Locale) -> Vec<Listed> {
    let name = |id: &str, code: &str| catalog.exact(locale, id).unwrap_or_else(|| code.to_owned());
    let oink = OINK_SUBCOMMANDS.iter().map(|(sub, options)| {
        let id = format!("oink-{sub}");
        Listed {
            name: name("oink", "oink"),
            sub: name(&id, sub),
            options: options
                .iter()
                .map(|option| {
                    let kind = match options::SERVER_OPTIONS.iter().find(|spec| spec.name == *option) {
                        Some(spec) if *sub == "server" => Some(spec.kind),
                        _ => OINK_FLAGS.contains(option).then_some(OptionKind::Flag),
                    };
                    ListedOption {
                        name: option_name(catalog, locale, &id, option),
                        required: OINK_REQUIRED.contains(option),
                        choices: kind.map(|kind| choices(catalog, locale, kind)).unwrap_or_default(),
                    }
                })
                .collect(),
            description: catalog.attribute(locale, &id, "description").unwrap_or_default(),
        }
    });
    let tables = TABLE_GAMES.iter().flat_map(|game| {
        options::subcommands(game).into_iter().map(move |sub| {
            let id = sub.catalog_id(game);
            let options = options::specs(game, sub)
                .into_iter()
                .map(|spec| ListedOption {
                    name: option_name(catalog, locale, &id, spec.name),
                    required: false,
                    choices: choices(catalog, locale, spec.kind),
                })
                .collect();
            Listed {
                name: name(game.command, game.command),
                sub: name(&id, sub.code()),
                options,
                description: catalog.attribute(locale, &id, "description").unwrap_or_default(),
            }
        })
    });
    oink.chain(tables).collect()
}

/// The values a client lists for an option of `kind`, labelled in `locale` as Discord labels
/// them: a listed option's choices ([`OptionKind::is_listed`]) and a boolean's two values;
/// none for a text box.
fn choices(catalog: &Catalog, locale: Locale, kind: OptionKind) -> Vec<ListedChoice> {
    if !kind.is_listed() && kind != OptionKind::Flag {
        return Vec::new();
    }
    kind.allowed()
        .into_iter()
        .map(|value| ListedChoice {
            label: catalog.exact(locale, &choice_label(&value)).unwrap_or_else(|| value.clone()),
            value,
        })
        .collect()
}

/// An option's name in `locale`, as Discord shows it (the code name where the catalog has
/// none).
fn option_name(catalog: &Catalog, locale: Locale, command: &str, option: &str) -> String {
    catalog.attribute(locale, command, option).unwrap_or_else(|| option.to_owned())
}

/// A command line understood.
#[derive(Debug, PartialEq)]
pub enum Parsed {
    Help,
    Games,
    /// `/oink fairness`: how to check the dice.
    Fairness,
    /// `/oink settings`, with `dm_reminders:`, `heads_up:` and `text_boards:` if given.
    Settings(SettingsChange),
    /// `/oink away until:… reason:… computer:…`.
    Away {
        until: String,
        reason: Option<String>,
        computer: Option<bool>,
    },
    /// `/oink back`.
    Back,
    /// `/oink server`, with the defaults to change if any.
    Server(ServerChange),
    Table(Command),
}

/// The most characters of a typed word a refusal quotes. Option names have at most 32 (as
/// in Discord): a longer word is a mistake its first characters show, and the notice stays
/// whole however long the line was.
const MAX_QUOTED: usize = 100;

/// Why a command line was not carried out.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// Not a command the page offers.
    Unknown,
    /// A word that is no option of the command (`colour:red`, or `veteran` without a name):
    /// the word as typed, and the command's catalog id (`pigs-new`) to list its options.
    UnknownOption { option: String, command: String },
    /// A known option with a value it does not take, and the command's catalog id.
    BadOption { command: String, bad: BadOption },
}

/// A name as typed: its code name, or its name in any of the bot's languages (`schweinchen`,
/// `cochons`): Discord shows each user the commands in their own language and sends the code
/// name, so every language's name is accepted whatever the page's language.
fn named(typed: &str, code: &str, localized: impl Fn(Locale) -> Option<String>) -> bool {
    typed == code || Locale::ALL.into_iter().any(|l| localized(l).is_some_and(|name| name == typed))
}

/// Reads `/pigs new variant:veteran two_player_end:3` (Discord's own way of showing options),
/// or the same with the command, subcommand and option names of any language
/// (`/schweinchen neu variante:veteran`).
pub fn parse(catalog: &Catalog, line: &str) -> Result<Parsed, Refused> {
    let mut words = line.trim().trim_start_matches('/').split_whitespace();
    let typed = words.next().ok_or(Refused::Unknown)?;
    if named(typed, "oink", |l| catalog.exact(l, "oink")) {
        let sub = words.next().ok_or(Refused::Unknown)?;
        let (parsed, id) = if named(sub, "help", |l| catalog.exact(l, "oink-help")) {
            (Parsed::Help, "oink-help")
        } else if named(sub, "games", |l| catalog.exact(l, "oink-games")) {
            (Parsed::Games, "oink-games")
        } else if named(sub, "fairness", |l| catalog.exact(l, "oink-fairness")) {
            (Parsed::Fairness, "oink-fairness")
        } else if named(sub, "settings", |l| catalog.exact(l, "oink-settings")) {
            let given = oink_options(catalog, "settings", words)?;
            let dm_reminders = boolean(&given, "oink-settings", "dm_reminders")?;
            let heads_up = boolean(&given, "oink-settings", "heads_up")?;
            let text_boards = boolean(&given, "oink-settings", "text_boards")?;
            return Ok(Parsed::Settings(SettingsChange { dm_reminders, heads_up, text_boards }));
        } else if named(sub, "away", |l| catalog.exact(l, "oink-away")) {
            let mut given = oink_options(catalog, "away", words)?;
            let computer = boolean(&given, "oink-away", "computer")?;
            // Required, as Discord asks for it before sending: an empty one is unreadable.
            let until = given.remove("until").unwrap_or_default();
            return Ok(Parsed::Away { until, reason: given.remove("reason"), computer });
        } else if named(sub, "server", |l| catalog.exact(l, "oink-server")) {
            let command = "oink-server";
            let given = given_by_spec(catalog, command, options::SERVER_OPTIONS, words)?;
            let change = options::server_change(|name| given.get(name))
                .map_err(|bad| Refused::BadOption { command: command.to_owned(), bad })?;
            return Ok(Parsed::Server(change));
        } else if named(sub, "back", |l| catalog.exact(l, "oink-back")) {
            (Parsed::Back, "oink-back")
        } else {
            return Err(Refused::Unknown);
        };
        return match words.next() {
            None => Ok(parsed),
            Some(word) => Err(Refused::UnknownOption { option: word.to_owned(), command: id.to_owned() }),
        };
    }
    let game = TABLE_GAMES
        .iter()
        .find(|game| named(typed, game.command, |l| catalog.exact(l, game.command)))
        .ok_or(Refused::Unknown)?;
    let typed_sub = words.next().ok_or(Refused::Unknown)?;
    let sub = options::subcommands(game)
        .into_iter()
        .find(|sub| named(typed_sub, sub.code(), |l| catalog.exact(l, &sub.catalog_id(game))))
        .ok_or(Refused::Unknown)?;
    let command = sub.catalog_id(game);
    let specs = options::specs(game, sub);
    let given = given_by_spec(catalog, &command, specs, words)?;
    let read = options::command(game, sub, |name| given.get(name));
    let read = read.map_err(|bad| Refused::BadOption { command: command.clone(), bad })?;
    read.map(Parsed::Table).ok_or(Refused::Unknown)
}

/// The `name:value` words of a command whose options are declared by `specs` (a table
/// command, `/oink server`), keyed by code name; a word that names none of them is refused
/// with the command's catalog id (`pigs-new`).
fn given_by_spec<'a, S: std::borrow::Borrow<OptionSpec>>(
    catalog: &Catalog,
    command: &str,
    specs: impl IntoIterator<Item = S>,
    words: impl Iterator<Item = &'a str>,
) -> Result<HashMap<&'static str, Given>, Refused> {
    let specs: Vec<S> = specs.into_iter().collect();
    let mut given = HashMap::new();
    for word in words {
        let unknown = || Refused::UnknownOption { option: word.to_owned(), command: command.to_owned() };
        let (typed_key, value) = word.split_once(':').ok_or_else(unknown)?;
        let spec = specs
            .iter()
            .map(std::borrow::Borrow::borrow)
            .find(|spec: &&OptionSpec| {
                named(typed_key, spec.name, |l| catalog.attribute(l, command, spec.name))
            })
            .ok_or_else(unknown)?;
        let value = match spec.kind {
            // `@Ben`, or `Ben`: one of the page's people.
            OptionKind::User => super::USERS
                .iter()
                .find(|(_, name)| name.eq_ignore_ascii_case(value.trim_start_matches('@')))
                .map_or(Given::Other, |(id, name)| Given::User { id: *id, name: (*name).to_owned() }),
            _ => Given::Text(value.to_owned()),
        };
        given.insert(spec.name, value);
    }
    Ok(given)
}

/// The options of `/oink <sub>` as typed (`until:2026-12-24 18:00 reason:on holiday`): each
/// starts with its name, in any of the bot's languages, and runs to the next one, so a value
/// may hold spaces. Keyed by code name.
fn oink_options<'a>(
    catalog: &Catalog,
    sub: &str,
    words: impl Iterator<Item = &'a str>,
) -> Result<HashMap<&'static str, String>, Refused> {
    let id = format!("oink-{sub}");
    let options: &[&'static str] =
        OINK_SUBCOMMANDS.iter().find(|(name, _)| *name == sub).map_or(&[], |(_, o)| o);
    let mut given: HashMap<&'static str, String> = HashMap::new();
    let mut current: Option<&'static str> = None;
    for word in words {
        let option = word.split_once(':').and_then(|(typed, value)| {
            let option =
                options.iter().find(|option| named(typed, option, |l| catalog.attribute(l, &id, option)))?;
            Some((*option, value))
        });
        match (option, current) {
            (Some((option, value)), _) => {
                given.insert(option, value.to_owned());
                current = Some(option);
            }
            (None, Some(option)) => {
                let value = given.entry(option).or_default();
                value.push(' ');
                value.push_str(word);
            }
            (None, None) => return Err(Refused::UnknownOption { option: word.to_owned(), command: id }),
        }
    }
    Ok(given)
}

/// A boolean option as Discord sends it (`true` or `false`), if given.
fn boolean(
    given: &HashMap<&'static str, String>,
    command: &str,
    option: &'static str,
) -> Result<Option<bool>, Refused> {
    let Some(value) = given.get(option) else { return Ok(None) };
    value.trim().parse::<bool>().map(Some).map_err(|_| Refused::BadOption {
        command: command.to_owned(),
        bad: BadOption { option, allowed: vec!["true".to_owned(), "false".to_owned()] },
    })
}

/// The notice for a refused line, in the user's language. An option is named as Discord names
/// it for that user (`ende_zu_zweit` in German); the values are listed as one types them.
pub fn refusal(catalog: &Catalog, locale: Locale, refused: &Refused) -> Reply {
    match refused {
        Refused::Unknown => Reply::notice(catalog.text(locale, "playground-unknown-command", None)),
        Refused::UnknownOption { option, command } => {
            let (game, sub) = command.split_once('-').unwrap_or((command, ""));
            let oink = OINK_SUBCOMMANDS.iter().find(|(name, _)| game == "oink" && *name == sub);
            let allowed: Vec<String> = TABLE_GAMES
                .iter()
                .find(|g| g.command == game)
                .zip(sub.parse().ok())
                .map(|(g, sub)| options::of(g, sub))
                .or_else(|| oink.map(|(_, options)| options.to_vec()))
                .unwrap_or_default()
                .into_iter()
                .map(|name| option_name(catalog, locale, command, name))
                .collect();
            let mut args = FluentArgs::new();
            args.set("option", user_text::truncate(option, MAX_QUOTED));
            let text = if allowed.is_empty() {
                catalog.text(locale, "playground-no-options", Some(&args))
            } else {
                args.set("allowed", allowed.join(", "));
                catalog.text(locale, "playground-unknown-option", Some(&args))
            };
            Reply::notice(text)
        }
        Refused::BadOption { command, bad } => render::bad_option(
            catalog,
            locale,
            &option_name(catalog, locale, command, bad.option),
            &bad.allowed,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::registry::AnyOptions;

    fn catalog() -> Catalog {
        Catalog::embedded().expect("catalog")
    }

    /// Issue 29: `/oink settings` is a command of the page too, in every language, with its
    /// option read as Discord sends a boolean.
    #[test]
    fn oink_settings_is_offered_and_read() {
        let catalog = catalog();
        let dm =
            |on| Ok(Parsed::Settings(SettingsChange { dm_reminders: Some(on), ..SettingsChange::default() }));
        assert_eq!(parse(&catalog, "/oink settings"), Ok(Parsed::Settings(SettingsChange::default())));
        assert_eq!(parse(&catalog, "/oink einstellungen dm_reminders:true"), dm(true));
        assert_eq!(parse(&catalog, "/oink réglages dm_reminders:false"), dm(false));
        assert_eq!(
            parse(&catalog, "/oink settings heads_up:true dm_reminders:false"),
            Ok(Parsed::Settings(SettingsChange {
                dm_reminders: Some(false),
                heads_up: Some(true),
                text_boards: None
            }))
        );
        let bad = parse(&catalog, "/oink settings dm_reminders:maybe").expect_err("not a boolean");
        let notice = refusal(&catalog, Locale::EnUs, &bad).content.unwrap_or_default();
        assert!(notice.contains("true") && notice.contains("false"), "{notice}");
        let unknown = parse(&catalog, "/oink settings colour:red").expect_err("no such option");
        let notice = refusal(&catalog, Locale::EnUs, &unknown).content.unwrap_or_default();
        assert!(notice.contains("dm_reminders"), "{notice}");
        let listed = listed(&catalog, Locale::EnUs);
        let settings = listed.iter().find(|c| c.name == "oink" && c.sub == "settings").expect("listed");
        let names: Vec<&str> = settings.options.iter().map(|o| o.name.as_str()).collect();
        assert_eq!(names, ["dm_reminders", "heads_up", "text_boards"]);
    }

    /// Issue 56: `/oink server` is a command of the page, its options read as Discord's are
    /// (a choice, a duration, in any language), a bad value refused by name.
    #[test]
    fn oink_server_is_offered_and_read() {
        let catalog = Catalog::embedded().expect("catalog");
        let Ok(Parsed::Server(change)) = parse(&catalog, "/oink server sprache:de zugzeit:1d") else {
            panic!("not read");
        };
        assert_eq!(change.language, Some(Locale::De));
        assert_eq!(change.clock.limit, Some(Some(86_400)));
        assert_eq!(parse(&catalog, "/oink server"), Ok(Parsed::Server(ServerChange::default())));
        let bad = parse(&catalog, "/oink server when_absent:sleep").expect_err("no such choice");
        assert!(matches!(bad, Refused::BadOption { ref command, .. } if command == "oink-server"), "{bad:?}");
        let listed = listed(&catalog, Locale::EnUs);
        let server = listed.iter().find(|c| c.name == "oink" && c.sub == "server").expect("listed");
        let language = server.options.iter().find(|o| o.name == "language").expect("language");
        assert_eq!(language.choices.len(), 3, "the languages are listed to pick");
    }

    /// Issue 35: `/oink away` reads values with spaces (a date and time, a reason) up to the
    /// next option, and `/oink back` takes none.
    #[test]
    fn oink_away_and_back_are_read() {
        let catalog = catalog();
        assert_eq!(
            parse(&catalog, "/oink away until:2026-12-24 18:00 reason:on holiday, back soon computer:true"),
            Ok(Parsed::Away {
                until: "2026-12-24 18:00".to_owned(),
                reason: Some("on holiday, back soon".to_owned()),
                computer: Some(true)
            })
        );
        assert_eq!(
            parse(&catalog, "/oink away until:3d"),
            Ok(Parsed::Away { until: "3d".to_owned(), reason: None, computer: None })
        );
        assert_eq!(parse(&catalog, "/oink back"), Ok(Parsed::Back));
        assert!(parse(&catalog, "/oink back now").is_err());
        assert!(parse(&catalog, "/oink away computer:maybe until:3d").is_err());
        assert!(parse(&catalog, "/oink away soon").is_err());
    }

    #[test]
    fn every_language_reaches_haus_daily_and_only_wuerfelhaus_has_it() {
        use crate::table::DailyAsk;
        let catalog = catalog();
        assert_eq!(parse(&catalog, "/haus daily"), Ok(Parsed::Table(Command::Daily(DailyAsk::Play))));
        assert_eq!(
            parse(&catalog, "/würfelhaus täglich bestenliste:true"),
            Ok(Parsed::Table(Command::Daily(DailyAsk::Leaderboard)))
        );
        assert_eq!(
            parse(&catalog, "/maison défi annonce:here"),
            Ok(Parsed::Table(Command::Daily(DailyAsk::Announce { here: true })))
        );
        assert_eq!(
            parse(&catalog, "/haus daily announce:nowhere"),
            Ok(Parsed::Table(Command::Daily(DailyAsk::Announce { here: false })))
        );
        assert!(matches!(parse(&catalog, "/haus daily announce:there"), Err(Refused::BadOption { .. })));
        assert_eq!(parse(&catalog, "/pigs daily"), Err(Refused::Unknown));
        assert!(listed(&catalog, Locale::De).iter().any(|c| c.name == "würfelhaus" && c.sub == "täglich"));
    }

    #[test]
    fn command_lines_parse_like_discord_shows_them() {
        assert_eq!(parse(&catalog(), "/oink help"), Ok(Parsed::Help));
        assert_eq!(parse(&catalog(), "/oink spiele"), Ok(Parsed::Games));
        assert_eq!(parse(&catalog(), "/oink équité"), Ok(Parsed::Fairness));
        assert_eq!(parse(&catalog(), "/pigs board"), Ok(Parsed::Table(Command::Board)));
        let Ok(Parsed::Table(Command::Create {
            setup: AnyOptions::ThreePigs(options),
            turn_pings,
            language: None,
            ..
        })) = parse(
            &catalog(),
            "/pigs new variant:veteran two_player_end:3 finish_round:true turn_pings:false",
        )
        else {
            panic!("a create command");
        };
        assert!(matches!(
            parse(&catalog(), "/haus new finish_round:true"),
            Ok(Parsed::Table(Command::Create { setup: AnyOptions::Wuerfelhaus(o), .. })) if o.finish_round
        ));
        assert_eq!(options.variant, crate::games::three_pigs::Variant::Veteran);
        assert_eq!((options.end_stacks_2p, options.finish_round, turn_pings), (3, true, Some(false)));
        for bad in ["", "/chess", "/pigs", "/pigs fly", "/oink now", "/oink"] {
            assert_eq!(parse(&catalog(), bad), Err(Refused::Unknown), "{bad}");
        }
        for (bad, word, command) in [
            ("/pigs new colour:red", "colour:red", "pigs-new"),
            ("/pigs new veteran", "veteran", "pigs-new"),
            ("/pigs board x", "x", "pigs-board"),
            ("/oink help me", "me", "oink-help"),
        ] {
            assert_eq!(
                parse(&catalog(), bad),
                Err(Refused::UnknownOption { option: word.into(), command: command.into() }),
                "{bad}"
            );
        }
        // The test-only Nim: its command and option come from its registry line alone.
        assert!(matches!(
            parse(&catalog(), "/nim new sticks:5"),
            Ok(Parsed::Table(Command::Create { setup: AnyOptions::Toy(o), .. })) if o.sticks == 5
        ));
        assert!(matches!(
            parse(&catalog(), "/nim new sticks:50"),
            Err(Refused::BadOption { bad: BadOption { option: "sticks", .. }, .. })
        ));
        // The names Discord shows German and French users.
        for line in [
            "/schweinchen neu variante:veteran ende_zu_zweit:3",
            "/cochons nouvelle",
            "/würfelhaus neu runde_beenden:true",
            "/maison règles",
        ] {
            assert!(parse(&catalog(), line).is_ok(), "{line}");
        }
        for (bad, option) in [
            ("/pigs new variant:gold", "variant"),
            ("/pigs new two_player_end:5", "two_player_end"),
            ("/pigs new two_player_end:-1", "two_player_end"),
            ("/pigs new two_player_end:256", "two_player_end"),
            ("/pigs new two_player_end:0.0", "two_player_end"),
            ("/pigs new two_player_end:18446744073709551615", "two_player_end"),
            ("/pigs new finish_round:yes", "finish_round"),
            ("/haus new turn_pings:1", "turn_pings"),
        ] {
            assert!(
                matches!(parse(&catalog(), bad), Err(Refused::BadOption { bad: BadOption { option: o, .. }, .. }) if o == option),
                "{bad}"
            );
        }
    }

    /// A refusal names the option as Discord shows it to that user, and lists the options in
    /// their language.
    #[test]
    fn refusals_name_options_in_the_users_language() {
        let catalog = catalog();
        let text = |locale, line| {
            let refused = parse(&catalog, line).expect_err("refused");
            refusal(&catalog, locale, &refused).content.unwrap_or_default()
        };
        let german = text(Locale::De, "/schweinchen neu ende_zu_zweit:5");
        assert!(german.contains("„ende_zu_zweit“") && german.contains("2 oder 3"), "{german}");
        let english = text(Locale::EnUs, "/schweinchen neu ende_zu_zweit:5");
        assert!(english.contains("“two_player_end”"), "{english}");
        let options = text(Locale::De, "/pigs new farbe:rot");
        assert!(options.contains("„farbe:rot“") && options.contains("variante, ende_zu_zweit"), "{options}");
        let none = text(Locale::Fr, "/pigs board maintenant");
        assert!(none.contains("« maintenant »"), "{none}");
        assert!(text(Locale::Fr, "/chess").contains("Commande inconnue"));
    }

    /// Issue 52: the list marks what Discord asks for before sending (`until` of `/oink
    /// away`), and offers an option's values as Discord does, labelled in the viewer's language.
    #[test]
    fn the_list_marks_required_options_and_offers_choices() {
        let catalog = catalog();
        let german = listed(&catalog, Locale::De);
        let away = german.iter().find(|c| c.name == "oink" && c.sub == "weg").expect("/oink weg");
        let until = away.options.first().expect("bis");
        assert!(until.name == "bis" && until.required && until.choices.is_empty(), "{until:?}");
        let computer = away.options.iter().find(|o| o.name == "computer").expect("computer");
        assert!(!computer.required);
        let values: Vec<&str> = computer.choices.iter().map(|c| c.value.as_str()).collect();
        assert_eq!(values, ["true", "false"]);
        let new = german.iter().find(|c| c.name == "schweinchen" && c.sub == "neu").expect("listed");
        let variant = new.options.iter().find(|o| o.name == "variante").expect("variante");
        assert_eq!(
            variant.choices.first(),
            Some(&ListedChoice {
                label: catalog.exact(Locale::De, "choice-standard").expect("label"),
                value: "standard".to_owned()
            })
        );
        let end = new.options.iter().find(|o| o.name == "ende_zu_zweit").expect("ende_zu_zweit");
        assert!(end.choices.iter().map(|c| c.value.as_str()).eq(["2", "3"]), "{end:?}");
    }

    #[test]
    fn the_list_speaks_the_viewers_language() {
        let catalog = catalog();
        let german = listed(&catalog, Locale::De);
        let new =
            german.iter().find(|c| c.name == "schweinchen" && c.sub == "neu").expect("/schweinchen neu");
        assert_eq!(new.options.first().map(|o| o.name.as_str()), Some("variante"));
        assert!(new.description.contains("Tisch"));
        assert!(listed(&catalog, Locale::EnUs).iter().any(|c| c.name == "pigs" && c.sub == "new"));
        assert!(listed(&catalog, Locale::Fr).iter().any(|c| c.name == "oink" && c.sub == "aide"));
    }
}
