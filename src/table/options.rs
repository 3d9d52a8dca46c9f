//! The table commands every game has (`/pigs new`, `/haus board`…) and the options of `new`
//! that belong to the table rather than the game, read the same way for both adapters: a
//! value an option does not take is refused with the option's name and the values it takes
//! ([`BadOption`]), never turned into an internal error or a table that cannot start.

use super::clock::{ABSENT_CHOICES, MIN_TURN_LIMIT};
use super::{ClockChoice, Command, DailyAsk, Replacement};
use crate::games::ai::Level;
use crate::games::registry::DAILY_GAME;
use crate::games::registry::GameSpec;
use crate::games::seam::{BadOption, Chosen, Given, OptionKind, OptionSpec};
use crate::i18n::Locale;

/// The subcommands of every game's command, in the order clients list them.
pub const SUBCOMMANDS: [&str; 11] =
    ["new", "board", "leave", "end", "export", "rules", "undo", "quit", "replace", "stats", "leaderboard"];

/// The subcommand of the daily challenge, which only its game's command has.
pub const DAILY: &str = "daily";

/// The subcommands of `game`'s command, in the order clients list them: every game's
/// [`SUBCOMMANDS`], and `daily` for the daily challenge's game.
pub fn subcommands(game: &GameSpec) -> Vec<&'static str> {
    let daily = (game.slug == DAILY_GAME).then_some(DAILY);
    SUBCOMMANDS.into_iter().chain(daily).collect()
}

/// What `/haus daily` takes: the day's leaderboard instead of the board, or (moderators)
/// where the winner is announced.
pub const DAILY_OPTIONS: &[OptionSpec] = &[
    OptionSpec { name: "leaderboard", kind: OptionKind::Flag },
    OptionSpec { name: "announce", kind: OptionKind::Choice(&ANNOUNCE_CHOICES) },
];

/// Where `/haus daily announce:` puts the winner: this channel, or nowhere.
pub const ANNOUNCE_CHOICES: [&str; 2] = ["here", "nowhere"];

/// The languages a table's board may be shown in, by code name, in the order Discord lists
/// them.
pub const LANGUAGES: [&str; 3] = ["en-US", "de", "fr"];

/// The options of `new` that every game's table has, after the game's own.
pub const TABLE_OPTIONS: &[OptionSpec] = &[
    OptionSpec { name: "turn_pings", kind: OptionKind::Flag },
    // The board's language; not given: the server's language.
    OptionSpec { name: "language", kind: OptionKind::Choice(&LANGUAGES) },
    // Days-long play (see `clock.rs`); not given: the server's defaults.
    OptionSpec { name: "turn_limit", kind: OptionKind::Duration { min: MIN_TURN_LIMIT } },
    OptionSpec { name: "reminder", kind: OptionKind::Duration { min: MIN_TURN_LIMIT / 2 } },
    OptionSpec { name: "when_absent", kind: OptionKind::Choice(&ABSENT_CHOICES) },
    OptionSpec { name: "remove_after", kind: OptionKind::Integer { min: 1, max: 10 } },
];

/// Whom `/<game> replace` puts in a seat: a member, or a computer player.
pub const REPLACE_OPTIONS: &[OptionSpec] = &[
    OptionSpec { name: "player", kind: OptionKind::User },
    OptionSpec { name: "by", kind: OptionKind::User },
    OptionSpec { name: "ai", kind: OptionKind::Choice(&Level::NAMES) },
];

/// The options `sub` of `game`'s command takes, in the order clients list them.
pub fn specs(game: &GameSpec, sub: &str) -> Vec<&'static OptionSpec> {
    match sub {
        "new" => game.options.iter().chain(TABLE_OPTIONS).collect(),
        "replace" => REPLACE_OPTIONS.iter().collect(),
        DAILY if game.slug == DAILY_GAME => DAILY_OPTIONS.iter().collect(),
        _ => Vec::new(),
    }
}

/// The code names of the options `sub` of `game`'s command takes.
pub fn of(game: &GameSpec, sub: &str) -> Vec<&'static str> {
    specs(game, sub).into_iter().map(|o| o.name).collect()
}

/// What `/<game> <sub>` asks the table, from the `given` option values (by code name);
/// `Ok(None)` for a subcommand the game's command does not have.
pub fn command<'a>(
    game: &GameSpec,
    sub: &str,
    given: impl Fn(&str) -> Option<&'a Given> + Copy,
) -> Result<Option<Command>, BadOption> {
    Ok(Some(match sub {
        "new" => {
            let table = Chosen::check(TABLE_OPTIONS, given)?;
            let remove_after = table.integer("remove_after").and_then(|n| u32::try_from(n).ok());
            Command::Create {
                setup: game.setup(given)?,
                turn_pings: table.flag("turn_pings"),
                language: table.choice("language").and_then(Locale::from_code),
                clock: ClockChoice {
                    limit: table.duration("turn_limit"),
                    reminder: table.duration("reminder"),
                    absent: table.choice("when_absent"),
                    remove_after,
                },
            }
        }
        "replace" => {
            let chosen = Chosen::check(REPLACE_OPTIONS, given)?;
            // Whom to replace is required; a client always sends it.
            let (old, _) = chosen
                .user("player")
                .ok_or_else(|| BadOption { option: "player", allowed: OptionKind::User.allowed() })?;
            let by =
                match (chosen.user("by"), chosen.choice("ai").and_then(|name| name.parse::<Level>().ok())) {
                    (Some((id, name)), None) => Replacement::Person { user: id, name },
                    (None, Some(level)) => Replacement::Ai(level),
                    // Exactly one of the two says who takes the seat.
                    (Some(_), Some(_)) | (None, None) => {
                        return Err(BadOption { option: "by", allowed: vec!["by".into(), "ai".into()] });
                    }
                };
            Command::Replace { old, by }
        }
        DAILY if game.slug == DAILY_GAME => {
            let chosen = Chosen::check(DAILY_OPTIONS, given)?;
            Command::Daily(match (chosen.choice("announce"), chosen.flag("leaderboard")) {
                (Some(choice), _) => DailyAsk::Announce { here: choice == "here" },
                (None, Some(true)) => DailyAsk::Leaderboard,
                (None, Some(false) | None) => DailyAsk::Play,
            })
        }
        "undo" => Command::Undo,
        "quit" => Command::Quit,
        "stats" => Command::Stats(game.slug),
        "leaderboard" => Command::Leaderboard(game.slug),
        "board" => Command::Board,
        "leave" => Command::Leave,
        "end" => Command::End,
        "export" => Command::Export,
        "rules" => Command::Rules(game.slug),
        _ => return Ok(None),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::registry::AnyOptions;
    use crate::games::three_pigs;

    fn pigs() -> &'static GameSpec {
        GameSpec::by_command("pigs").expect("the pigs' command")
    }

    #[test]
    fn new_reads_the_games_options_then_the_tables() {
        let given = [
            ("variant", Given::Text("veteran".into())),
            ("two_player_end", Given::Integer(3)),
            ("finish_round", Given::Boolean(true)),
            ("turn_pings", Given::Boolean(false)),
            ("language", Given::Text("fr".into())),
        ];
        let lookup = |name: &str| given.iter().find(|(n, _)| *n == name).map(|(_, v)| v);
        let Ok(Some(Command::Create { setup: AnyOptions::ThreePigs(options), turn_pings, language, .. })) =
            command(pigs(), "new", lookup)
        else {
            panic!("a create command");
        };
        assert_eq!(
            options,
            three_pigs::Options {
                variant: three_pigs::Variant::Veteran,
                end_stacks_2p: 3,
                finish_round: true
            }
        );
        assert_eq!((turn_pings, language), (Some(false), Some(Locale::Fr)));
        let defaults = command(pigs(), "new", |_| None);
        assert!(matches!(
            defaults,
            Ok(Some(Command::Create { setup: AnyOptions::ThreePigs(o), turn_pings: None, language: None, .. }))
                if o == three_pigs::Options::default()
        ));
    }

    #[test]
    fn a_bad_table_option_names_itself_and_nothing_else_is_read() {
        let bad = Given::Text("klingon".into());
        let refused = command(pigs(), "new", |name| (name == "language").then_some(&bad));
        assert_eq!(
            refused,
            Err(BadOption { option: "language", allowed: LANGUAGES.map(String::from).to_vec() })
        );
        let bad = Given::Integer(1);
        let refused = command(pigs(), "new", |name| (name == "turn_pings").then_some(&bad));
        assert!(matches!(refused, Err(BadOption { option: "turn_pings", .. })));
        assert_eq!(command(pigs(), "fly", |_| None), Ok(None));
        assert_eq!(command(pigs(), "rules", |_| None), Ok(Some(Command::Rules("three-pigs"))));
    }

    #[test]
    fn every_game_lists_its_own_options_before_the_tables() {
        for game in crate::games::registry::TABLE_GAMES {
            let names = of(game, "new");
            assert_eq!(names.len(), game.options.len() + TABLE_OPTIONS.len());
            assert_eq!(
                &names[game.options.len()..],
                ["turn_pings", "language", "turn_limit", "reminder", "when_absent", "remove_after"]
            );
            assert!(of(game, "board").is_empty());
        }
    }
}
