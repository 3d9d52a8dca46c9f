//! The command line: `oink [--config PATH] [run | check-config | db export | db import]`.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::games::ai::Level;

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
        /// seats choose at once and in secret (Space-Schweine discards, battle cards,
        /// retreats), this shows what one of them is offered without the others' options.
        #[arg(long, value_name = "N", requires = "legal")]
        seat: Option<usize>,
    },
    /// Play many games with random legal choices and print aggregate figures as JSON.
    Sim(SimArgs),
}

#[derive(Debug, clap::Args)]
pub struct SimArgs {
    #[arg(long, value_enum, default_value = "three-pigs")]
    pub game: SimGame,
    /// Seats (default 4; with --ai, the length of its list).
    #[arg(long)]
    pub players: Option<usize>,
    /// AI seats, one level per seat (random, greedy, strong), e.g. `strong,greedy,greedy,greedy`:
    /// per-seat win rates with 95 % intervals, the list rotated over the games so each level
    /// plays each position equally often. The Three Little Pigs and Würfelhaus.
    #[arg(long, value_delimiter = ',')]
    pub ai: Vec<Level>,
    #[arg(long, default_value_t = 1_000)]
    pub games: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Scoring variant (The Three Little Pigs).
    #[arg(long, value_enum, default_value = "standard")]
    pub variant: SimVariant,
    /// Empty stacks that end a two-player game (2 or 3).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=3))]
    pub end_stacks_2p: u8,
    /// Finish the round when the end is triggered (The Three Little Pigs, Würfelhaus).
    #[arg(long)]
    pub finish_round: bool,
    /// Rounds after which a game of Space-Schweine ends at the latest (SS-15; at least 2).
    #[arg(long, default_value_t = 20)]
    pub max_rounds: u32,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum SimGame {
    ThreePigs,
    Wuerfelhaus,
    SpacePigs,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum SimVariant {
    Standard,
    Veteran,
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
