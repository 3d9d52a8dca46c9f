//! What `oink db import` asks of every record before it writes any ([`Loads`]): whether the bot
//! could read it, and whether it is a table finished long enough ago to go straight to the cold
//! records (`cooling.rs`).
//!
//! [`Loads`]: crate::store::backup::Loads

use super::cooling;
use super::model::Table;
use super::server::ServerDefaults;
use super::settings::UserSettings;
use super::stats::UserStats;
use crate::store::{self, Finishes};

/// Whether the bot could load a record of `tree` (`data`: its envelope's data), read as the
/// bot reads it: a table with its game, stage, seats and options, a player's statistics or
/// settings; `Err` with the reason. The archive and the daily challenge keep records of several
/// types, told apart by their keys, and are read only when shown: they are checked as JSON
/// (by the import). A table, or an archived one, that finished more than a day ago answers
/// when it finished: the import writes it straight to the cold records.
pub fn loads_as_the_bot_would(tree: &str, data: &str) -> Result<Option<u64>, String> {
    loads_at(tree, data, super::now())
}

/// [`loads_as_the_bot_would`] at `now` (Unix seconds).
pub fn loads_at(tree: &str, data: &str, now: u64) -> Result<Option<u64>, String> {
    let cold = |table: Table| table.finished_at().filter(|at| *at <= cooling::cut(now));
    let read = match tree {
        store::TABLES => serde_json::from_str::<Table>(data).map(cold),
        // Not every archived record is a table (the playground keeps its history there).
        store::ARCHIVE => Ok(serde_json::from_str::<Table>(data).ok().and_then(cold)),
        store::STATS => serde_json::from_str::<UserStats>(data).map(|_| None),
        store::USERS => serde_json::from_str::<UserSettings>(data).map(|_| None),
        store::SERVERS => serde_json::from_str::<ServerDefaults>(data).map(|_| None),
        _ => Ok(None),
    };
    read.map_err(|error| error.to_string())
}
