//! The command line: `oink [--config PATH] [run | playground | check-config | db export |
//! db import | replay [--verify] | sim]`, and the offline tools (`replay`, `sim`), which run every game
//! through the registry.

use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};

use crate::games::ai::Level;
use crate::games::registry::{GameSpec, TABLE_GAMES};
use crate::games::seam::{Chosen, Given, SimRefused, SimRequest};
use crate::games::{self, ReplayError};
use crate::i18n::{Catalog, Locale};

#[derive(Debug, Parser)]
#[command(name = "oink", version, about = "A Discord bot that hosts pig-themed dice and board games")]
pub struct Cli {
    /// Configuration file (default: $OINK_CONFIG, else ./config.toml if present).
    #[arg(long, global = true, value_name = "PATH")]
    pub config: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the bot (the default when no command is given); without a Discord token, start the
    /// local playground instead.
    Run,
    /// Serve the local playground: a web page that looks like a Discord channel.
    Playground {
        /// Port to listen on (default: playground.port).
        #[arg(long)]
        port: Option<u16>,
    },
    /// Print the effective configuration (token redacted) and exit; fails on a bad value.
    CheckConfig,
    /// Back up or restore the database.
    #[command(subcommand)]
    Db(DbCommand),
    /// Replay a game record (JSON, see docs/records.md) and print the resulting state as JSON.
    /// Exits 2 with {"error": …} when the record is bad or an action is illegal.
    Replay {
        /// The record file, or `-` for standard input.
        file: PathBuf,
        /// Also list the current player's legal actions.
        #[arg(long)]
        legal: bool,
        /// With --legal: only this seat's legal actions (0 is the first seat). Where several
        /// seats choose at once and in secret (discards, battle cards, retreats), this shows
        /// what one of them is offered without the others' options.
        #[arg(long, value_name = "N", requires = "legal")]
        seat: Option<usize>,
        /// Verify a finished game's dice instead: check the revealed seed against the
        /// commitment, replay every action from the seed and compare every die and shuffle
        /// with the record. Prints "verified", or names the first roll that does not match
        /// and exits 1.
        #[arg(long, conflicts_with = "legal")]
        verify: bool,
    },
    /// Play many games with random legal choices and print aggregate figures as JSON.
    Sim(SimArgs),
}

#[derive(Debug, clap::Args)]
pub struct SimArgs {
    /// The game, by its name in records or by the command that opens its tables; the default
    /// is the registry's first game.
    #[arg(long, default_value = TABLE_GAMES[0].slug, value_parser = game_parser())]
    pub game: &'static GameSpec,
    /// Seats (default 4; with --ai, the length of its list).
    #[arg(long)]
    pub players: Option<usize>,
    /// AI seats, one level per seat (random, greedy, strong), e.g. `strong,greedy,greedy,greedy`:
    /// per-seat win rates with 95 % intervals, the list rotated over the games so each level
    /// plays each position equally often (games with computer players).
    #[arg(long, value_delimiter = ',')]
    pub ai: Vec<Level>,
    #[arg(long, default_value_t = 1_000)]
    pub games: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// One of the game's options, by the code name and value its `new` command takes
    /// (docs/records.md lists them); repeatable. Options not given take the game's defaults.
    #[arg(long = "option", value_name = "KEY=VALUE", value_parser = key_value)]
    pub options: Vec<(String, String)>,
}

/// `--game`: a game of the registry, by slug or (as a hidden alias) by command.
fn game_parser() -> impl TypedValueParser<Value = &'static GameSpec> {
    let names = TABLE_GAMES.iter().map(|game| PossibleValue::new(game.slug).alias(game.command));
    PossibleValuesParser::new(names).try_map(|name| {
        TABLE_GAMES.iter().find(|game| game.slug == name || game.command == name).ok_or("not a game")
    })
}

/// `--option KEY=VALUE`: the key and the value, each trimmed.
fn key_value(given: &str) -> Result<(String, String), String> {
    let (key, value) = given.split_once('=').ok_or_else(|| format!("{given:?} is not KEY=VALUE"))?;
    Ok((key.trim().to_owned(), value.trim().to_owned()))
}

#[derive(Debug, Subcommand)]
pub enum DbCommand {
    /// Write every record to FILE as JSON lines (`-` for standard output), from one moment of
    /// the database; while the bot runs, it answers over its socket beside the database.
    Export { file: PathBuf },
    /// Load records from FILE (JSON lines, as written by export) into a new database: the whole
    /// file is checked first, then the database is built beside database.path and renamed
    /// into place.
    Import {
        file: PathBuf,
        /// Accept an export without its closing line (count and checksum), as releases before
        /// the closing line wrote them. Nothing then tells whether the file was cut short.
        #[arg(long)]
        unverified: bool,
    },
}

/// `oink replay`: the state a record (JSON text) leads to. With `seat`, `legal` keeps only
/// that seat's actions (every game tags each with its `player`).
pub fn replay(record: &str, legal: bool, seat: Option<usize>) -> Result<serde_json::Value, ReplayError> {
    let state = games::replay(record, legal)?;
    match seat {
        Some(seat) => keep_seat(state, seat),
        None => Ok(state),
    }
}

/// `oink replay --verify`: the line to print, and whether the record verified.
pub fn verify(record: &str) -> (String, bool) {
    match games::fairness::verify(record) {
        Ok(v) => (
            format!(
                "verified: seed {} matches commitment {}; {} draws recomputed over {} actions",
                v.seed, v.commitment, v.draws, v.actions
            ),
            true,
        ),
        Err(unverified) => (format!("not verified: {unverified}"), false),
    }
}

/// Writes `text` and a newline to stdout, as `println!` would, but a reader that stopped
/// reading (`oink replay FILE | head`: a closed pipe) is no error, only output nobody wants
/// any more; `println!` would panic there. Other write errors are returned.
pub fn print(text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{text}").and_then(|()| out.flush()) {
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        written => written,
    }
}

/// `--seat N`: the legal actions of seat N alone, and `"seat": N` to say so; a seat the game
/// does not have is a bad request (`bad_seat`), a seat nobody waits for has none.
fn keep_seat(mut state: serde_json::Value, seat: usize) -> Result<serde_json::Value, ReplayError> {
    let seats = state["players"].as_array().map_or(0, Vec::len);
    if seat >= seats {
        return Err(ReplayError::record(
            "bad_seat",
            format!("--seat {seat}: the game has seats 0 to {}", seats.saturating_sub(1)),
        ));
    }
    if let Some(legal) = state["legal"].as_array_mut() {
        legal.retain(|action| action["player"].as_u64() == Some(seat as u64));
    }
    state["seat"] = serde_json::json!(seat);
    Ok(state)
}

/// Why `oink sim` did not run; the game is named as its English catalog names it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    #[error("--players {players} but --ai lists {seats} seats")]
    SeatsDiffer { players: usize, seats: usize },
    #[error("{game} takes {min} to {max} players, not {players}")]
    Players { game: String, min: usize, max: usize, players: usize },
    #[error("{game} has no AI seats yet")]
    NoAiSeats { game: String },
    #[error("--option {option}: {game} has no such option (its options: {known})")]
    UnknownOption { game: String, option: String, known: String },
    #[error("--option {option}={value}: {option} takes {allowed}")]
    BadValue { option: &'static str, value: String, allowed: String },
}

/// `--option`s checked against the game's declarations, as its `new` command checks them; the
/// last of several values for one option counts.
fn options(args: &SimArgs, name: impl Fn() -> String) -> Result<Chosen, SimError> {
    let declared = args.game.options;
    if let Some((option, _)) = args.options.iter().find(|(key, _)| !declared.iter().any(|o| o.name == key)) {
        let known: Vec<&str> = declared.iter().map(|o| o.name).collect();
        let known = if known.is_empty() { "none".to_owned() } else { known.join(", ") };
        return Err(SimError::UnknownOption { game: name(), option: option.clone(), known });
    }
    let value =
        |option: &str| args.options.iter().rev().find(|(key, _)| key == option).map(|(_, v)| v.clone());
    let given: Vec<(&str, Given)> =
        declared.iter().filter_map(|o| Some((o.name, Given::Text(value(o.name)?)))).collect();
    Chosen::check(declared, |name| given.iter().find(|(n, _)| *n == name).map(|(_, g)| g)).map_err(|bad| {
        SimError::BadValue {
            option: bad.option,
            value: value(bad.option).unwrap_or_default(),
            allowed: bad.allowed.join(", "),
        }
    })
}

/// `oink sim`: the aggregate figures of the games asked for, as pretty-printed JSON.
pub fn sim(args: &SimArgs, catalog: &Catalog) -> Result<String, SimError> {
    let game = args.game;
    let name = || catalog.text(Locale::EnUs, &format!("game-{}-name", game.slug), None);
    let players = match (args.players, args.ai.len()) {
        (players, 0) => players.unwrap_or(4),
        (Some(players), seats) if players != seats => return Err(SimError::SeatsDiffer { players, seats }),
        (_, seats) => seats,
    };
    if !game.players.contains(&players) {
        let (min, max) = (*game.players.start(), *game.players.end());
        return Err(SimError::Players { game: name(), min, max, players });
    }
    let request = SimRequest {
        players,
        ai: args.ai.clone(),
        games: args.games,
        seed: args.seed,
        options: options(args, name)?,
    };
    game.sim(&request).map_err(|refused| match refused {
        SimRefused::NoAiSeats => SimError::NoAiSeats { game: name() },
    })
}
