//! The table commands every game has (`/pigs new`, `/haus board`…) and the options of `new`
//! that belong to the table rather than the game, read the same way for both adapters: a
//! value an option does not take is refused with the option's name and the values it takes
//! ([`BadOption`]), never turned into an internal error or a table that cannot start.

use super::clock::{ABSENT_CHOICES, MIN_TURN_LIMIT};
use super::server::ServerChange;
use super::{ClockChoice, Command, DailyAsk, Replacement};
use crate::games::ai::Level;
use crate::games::registry::DAILY_GAME;
use crate::games::registry::GameSpec;
use crate::games::seam::{BadOption, Chosen, Given, OptionKind, OptionSpec, code_names};
use crate::i18n::Locale;

/// A table command: a subcommand of every game's command, or `daily`, which only the daily
/// challenge's game has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subcommand {
    New,
    Board,
    Leave,
    End,
    Export,
    Rules,
    Undo,
    Quit,
    Replace,
    Stats,
    Leaderboard,
    Daily,
}

// In the order clients list them.
code_names!(Subcommand {
    New => "new",
    Board => "board",
    Leave => "leave",
    End => "end",
    Export => "export",
    Rules => "rules",
    Undo => "undo",
    Quit => "quit",
    Replace => "replace",
    Stats => "stats",
    Leaderboard => "leaderboard",
    Daily => "daily",
});

impl Subcommand {
    /// Whether `game`'s command has it: every game's has all but `daily`.
    pub fn is_of(self, game: &GameSpec) -> bool {
        self != Subcommand::Daily || game.slug == DAILY_GAME
    }

    /// The catalog key of its name, description and options' names in `game`'s command
    /// (`pigs-new`).
    pub fn catalog_id(self, game: &GameSpec) -> String {
        format!("{}-{self}", game.command)
    }
}

/// The subcommands of `game`'s command, in the order clients list them.
pub fn subcommands(game: &GameSpec) -> Vec<Subcommand> {
    Subcommand::ALL.iter().copied().filter(|sub| sub.is_of(game)).collect()
}

/// What `/haus daily` takes: the day's leaderboard instead of the board, or (moderators)
/// where the winner is announced.
pub const DAILY_OPTIONS: &[OptionSpec] = &[
    OptionSpec { name: "leaderboard", kind: OptionKind::Flag },
    OptionSpec { name: "announce", kind: OptionKind::Choice(&Announce::NAMES) },
];

/// Where `/haus daily announce:` puts the winner: this channel, or nowhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Announce {
    Here,
    Nowhere,
}

code_names!(Announce { Here => "here", Nowhere => "nowhere" });

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

/// What `/oink server` takes: the defaults of the server's new tables (the table options
/// of `new` a server may preset), where the daily winner is announced, and a reset.
pub const SERVER_OPTIONS: &[OptionSpec] = &[
    OptionSpec { name: "language", kind: OptionKind::Choice(&LANGUAGES) },
    OptionSpec { name: "turn_limit", kind: OptionKind::Duration { min: MIN_TURN_LIMIT } },
    OptionSpec { name: "reminder", kind: OptionKind::Duration { min: MIN_TURN_LIMIT / 2 } },
    OptionSpec { name: "when_absent", kind: OptionKind::Choice(&ABSENT_CHOICES) },
    OptionSpec { name: "remove_after", kind: OptionKind::Integer { min: 1, max: 10 } },
    OptionSpec { name: "turn_pings", kind: OptionKind::Flag },
    OptionSpec { name: "daily_announce", kind: OptionKind::Choice(&Announce::NAMES) },
    OptionSpec { name: "reset", kind: OptionKind::Flag },
];

/// What `/oink server` was asked to change, from the `given` option values (by code name).
pub fn server_change<'a>(
    given: impl Fn(&str) -> Option<&'a Given> + Copy,
) -> Result<ServerChange, BadOption> {
    let chosen = Chosen::check(SERVER_OPTIONS, given)?;
    Ok(ServerChange {
        reset: chosen.flag("reset").unwrap_or(false),
        language: chosen.choice("language").and_then(Locale::from_code),
        clock: ClockChoice {
            limit: chosen.duration("turn_limit"),
            reminder: chosen.duration("reminder"),
            absent: chosen.choice("when_absent"),
            remove_after: chosen.integer("remove_after").and_then(|n| u32::try_from(n).ok()),
        },
        turn_pings: chosen.flag("turn_pings"),
        daily_here: chosen.pick::<Announce>("daily_announce").map(|a| a == Announce::Here),
    })
}

/// Whom `/<game> replace` puts in a seat: a member, or a computer player.
pub const REPLACE_OPTIONS: &[OptionSpec] = &[
    OptionSpec { name: "player", kind: OptionKind::User },
    OptionSpec { name: "by", kind: OptionKind::User },
    OptionSpec { name: "ai", kind: OptionKind::Choice(&Level::NAMES) },
];

/// The options `sub` of `game`'s command takes, in the order clients list them.
pub fn specs(game: &GameSpec, sub: Subcommand) -> Vec<&'static OptionSpec> {
    match sub {
        Subcommand::New => game.options.iter().chain(TABLE_OPTIONS).collect(),
        Subcommand::Replace => REPLACE_OPTIONS.iter().collect(),
        Subcommand::Daily if sub.is_of(game) => DAILY_OPTIONS.iter().collect(),
        Subcommand::Daily
        | Subcommand::Board
        | Subcommand::Leave
        | Subcommand::End
        | Subcommand::Export
        | Subcommand::Rules
        | Subcommand::Undo
        | Subcommand::Quit
        | Subcommand::Stats
        | Subcommand::Leaderboard => Vec::new(),
    }
}

/// The code names of the options `sub` of `game`'s command takes.
pub fn of(game: &GameSpec, sub: Subcommand) -> Vec<&'static str> {
    specs(game, sub).into_iter().map(|o| o.name).collect()
}

/// What `/<game> <sub>` asks the table, from the `given` option values (by code name);
/// `Ok(None)` for a subcommand the game's command does not have.
pub fn command<'a>(
    game: &GameSpec,
    sub: Subcommand,
    given: impl Fn(&str) -> Option<&'a Given> + Copy,
) -> Result<Option<Command>, BadOption> {
    Ok(Some(match sub {
        Subcommand::New => {
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
        Subcommand::Replace => {
            let chosen = Chosen::check(REPLACE_OPTIONS, given)?;
            // Whom to replace is required; a client always sends it.
            let (old, _) = chosen
                .user("player")
                .ok_or_else(|| BadOption { option: "player", allowed: OptionKind::User.allowed() })?;
            let by = match (chosen.user("by"), chosen.pick::<Level>("ai")) {
                (Some((id, name)), None) => Replacement::Person { user: id, name },
                (None, Some(level)) => Replacement::Ai(level),
                // Exactly one of the two says who takes the seat.
                (Some(_), Some(_)) | (None, None) => {
                    return Err(BadOption { option: "by", allowed: vec!["by".into(), "ai".into()] });
                }
            };
            Command::Replace { old, by }
        }
        Subcommand::Daily if sub.is_of(game) => {
            let chosen = Chosen::check(DAILY_OPTIONS, given)?;
            Command::Daily(match (chosen.pick::<Announce>("announce"), chosen.flag("leaderboard")) {
                (Some(announce), _) => DailyAsk::Announce { here: announce == Announce::Here },
                (None, Some(true)) => DailyAsk::Leaderboard,
                (None, Some(false) | None) => DailyAsk::Play,
            })
        }
        Subcommand::Daily => return Ok(None),
        Subcommand::Undo => Command::Undo,
        Subcommand::Quit => Command::Quit,
        Subcommand::Stats => Command::Stats(game.slug),
        Subcommand::Leaderboard => Command::Leaderboard(game.slug),
        Subcommand::Board => Command::Board,
        Subcommand::Leave => Command::Leave,
        Subcommand::End => Command::End,
        Subcommand::Export => Command::Export,
        Subcommand::Rules => Command::Rules(game.slug),
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
            command(pigs(), Subcommand::New, lookup)
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
        let defaults = command(pigs(), Subcommand::New, |_| None);
        assert!(matches!(
            defaults,
            Ok(Some(Command::Create { setup: AnyOptions::ThreePigs(o), turn_pings: None, language: None, .. }))
                if o == three_pigs::Options::default()
        ));
    }

    #[test]
    fn a_bad_table_option_names_itself_and_nothing_else_is_read() {
        let bad = Given::Text("klingon".into());
        let refused = command(pigs(), Subcommand::New, |name| (name == "language").then_some(&bad));
        assert_eq!(
            refused,
            Err(BadOption { option: "language", allowed: LANGUAGES.map(String::from).to_vec() })
        );
        let bad = Given::Integer(1);
        let refused = command(pigs(), Subcommand::New, |name| (name == "turn_pings").then_some(&bad));
        assert!(matches!(refused, Err(BadOption { option: "turn_pings", .. })));
        assert_eq!(command(pigs(), Subcommand::Daily, |_| None), Ok(None));
        assert_eq!(command(pigs(), Subcommand::Rules, |_| None), Ok(Some(Command::Rules("three-pigs"))));
    }

    #[test]
    fn every_game_lists_its_own_options_before_the_tables() {
        for game in crate::games::registry::TABLE_GAMES {
            let names = of(game, Subcommand::New);
            assert_eq!(names.len(), game.options.len() + TABLE_OPTIONS.len());
            assert_eq!(
                &names[game.options.len()..],
                ["turn_pings", "language", "turn_limit", "reminder", "when_absent", "remove_after"]
            );
            assert!(of(game, Subcommand::Board).is_empty());
        }
    }
}
