//! The command line: `oink [--config PATH] [run | check-config | db export | db import]`.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

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
    /// Run the bot (the default when no command is given).
    Run,
    /// Print the effective configuration (token redacted) and exit; fails on a bad value.
    CheckConfig,
    /// Back up or restore the database.
    #[command(subcommand)]
    Db(DbCommand),
}

#[derive(Debug, Subcommand)]
pub enum DbCommand {
    /// Write every record to FILE as JSON lines (`-` for standard output).
    Export { file: PathBuf },
    /// Load records from FILE (JSON lines, as written by export) into an empty database.
    Import { file: PathBuf },
}
