//! Issue 55: the games finished before ratings existed are rated once, at the first start of
//! a release that rates them, before the bot serves (see docs/ratings.md, "Games finished
//! before ratings").
//!
//! Every finished game still stored (the `tables` and `archive` trees) is replayed in the
//! order the games ended, through the same [`Rating::after`] and the same rules of who is
//! rated as a game's end uses, and each person's rating (per server and across servers) is
//! **set** to what the replay gives. Setting, not adding, is what makes the step safe to run
//! again: a run killed before it was marked done runs again from the records and writes the
//! same ratings, so no game is ever rated twice; a person already rated by games played after
//! the upgrade gets the rating of all their games, those included, each once. A rating that
//! counts more games than the replay (the records of some were deleted by retention, and the
//! database imported since, which runs the step again) is kept as it is.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use super::model::{Stage, Table};
use super::rated::rated_people;
use super::stats::{EVERY_SERVER, Placing, Rating, UserStats};
use crate::store::{ARCHIVE, StatsEdit, Store, StoreError, TABLES};

/// The one-time step's name, as the database marks it done.
pub const STEP: &str = "ratings-of-old-games";

/// How long a process waits for another that is rating the old games (PostgreSQL) before it
/// serves anyway (a game ending meanwhile is refused as busy until the step is done).
pub const WAIT: Duration = Duration::from_secs(600);

/// A finished game as the replay needs it (a few dozen bytes, where the table is kilobytes).
struct Ended {
    /// When it ended (the table's last change, Unix seconds).
    end: u64,
    id: u64,
    guild: u64,
    game: &'static str,
    /// Each person rated, with their place (1 is best).
    people: Vec<(u64, usize)>,
}

impl Ended {
    /// The rated game of a stored table: finished by play on a server, with at least two
    /// people (as a game's end rates it; see `moved.rs`).
    fn of(table: &Table) -> Option<Ended> {
        let (Some(guild), Stage::Finished(game), None) = (table.guild, &table.stage, &table.ended_by) else {
            return None;
        };
        let play = game.play();
        let results = play.results()?;
        let seats = play.seats();
        let people: Vec<(u64, usize)> = rated_people(seats, &results)
            .into_iter()
            .map(|(seat, place)| (seats[seat].user, place))
            .collect();
        (!people.is_empty()).then_some(Ended {
            end: table.updated_at,
            id: table.id,
            guild,
            game: play.slug(),
            people,
        })
    }
}

/// What the step did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rerated {
    /// Stored tables read (both trees).
    pub tables: u64,
    /// Finished games rated.
    pub games: usize,
    /// Ratings written (per server and across servers).
    pub ratings: usize,
}

/// Rates the old games unless the database has done it (`None`). A table that cannot be read
/// is left out (logged), as everywhere else.
pub fn rate_old_games(store: &Store) -> Result<Option<Rerated>, StoreError> {
    let started = Instant::now();
    let Some(mut once) = store.begin_once(STEP, WAIT)? else { return Ok(None) };
    tracing::info!("rating the games finished before ratings: every stored table is read, this once");
    let mut ended = Vec::new();
    let mut tables = 0;
    for tree in [TABLES, ARCHIVE] {
        tables += once.each::<Table>(tree, |table| match table {
            Ok(table) => ended.extend(Ended::of(&table)),
            Err(error) => tracing::warn!(%error, "a stored table cannot be read; its game is not rated"),
        })?;
    }
    // A table in both trees (archived, not yet replaced when a crash came) counts once.
    ended.sort_unstable_by_key(|game| game.id);
    ended.dedup_by_key(|game| game.id);
    ended.sort_unstable_by_key(|game| (game.end, game.id));
    let ratings = replay(&ended);
    let done = Rerated { tables, games: ended.len(), ratings: ratings.len() };
    drop(ended);
    let edits = ratings
        .into_iter()
        .map(|((guild, user, game), rating)| StatsEdit {
            guild,
            user,
            game,
            edit: Box::new(move |stats: UserStats| match stats.rating {
                // Rated by more games than the records still hold (retention deleted some,
                // then the database was exported and imported): what it holds is worth more.
                Some(stored) if stored.games > rating.games => stats,
                _ => UserStats { rating: Some(rating), ..stats },
            }),
        })
        .collect();
    once.finish(edits)?;
    tracing::info!(
        tables = done.tables,
        games = done.games,
        ratings = done.ratings,
        elapsed_ms = started.elapsed().as_millis() as u64,
        "the games finished before ratings are rated"
    );
    Ok(Some(done))
}

/// Each person's rating after `games` (in the order they ended), per server and across
/// servers, keyed as the statistics are (guild or [`EVERY_SERVER`], user, game): as the games'
/// ends would have rated them one after another.
fn replay(games: &[Ended]) -> BTreeMap<(u64, u64, &'static str), Rating> {
    let mut ratings: BTreeMap<(u64, u64, &'static str), Rating> = BTreeMap::new();
    for ended in games {
        for scope in [ended.guild, EVERY_SERVER] {
            let field: Vec<Placing> = ended
                .people
                .iter()
                .map(|&(user, place)| Placing {
                    rating: ratings.get(&(scope, user, ended.game)).copied().unwrap_or_default(),
                    place,
                })
                .collect();
            for (me, &(user, _)) in ended.people.iter().enumerate() {
                let rated = field[me].rating.after(&field, me, ended.id);
                ratings.insert((scope, user, ended.game), rated);
            }
        }
    }
    ratings
}
