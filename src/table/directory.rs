//! Lookups across tables and statistics: a player's tables everywhere (`/oink games`), their
//! statistics and a server's leaderboard (`/<game> stats`, `/<game> leaderboard`).

use fluent_bundle::FluentArgs;

use super::model::{Stage, Table};
use super::options::Subcommand;
use super::request::{Actor, Answer, Refusal, Where};
use super::service::Service;
use super::stats::{EVERY_SERVER, Pace, Rating, UserStats};
use crate::games::registry::{DAILY_GAME, GameSpec};
use crate::i18n::Locale;
use crate::render::common::short_duration;
use crate::render::games::{LIST_COLOUR, Listed, Moment, MyGames, my_games};
use crate::render::reply::Embed;
use crate::render::{self, Reply, user_text};
use crate::store::StoreError;

/// How many tables `/oink games` lists, and players a leaderboard shows.
const LISTED: usize = 15;

impl Service {
    /// The tables `user` sits at, in every server this process serves (with a shared database:
    /// in every server): running games (those waiting for them first), then the lobbies they
    /// wait in. `partial`: this process runs only some shards on a database of its own, so
    /// tables of other servers may be missing (the answer says so).
    pub async fn games_of(&self, who: &Actor, partial: bool) -> Result<Answer, StoreError> {
        let store = self.store().clone();
        let user = who.user;
        let partial = partial && !store.is_shared();
        // A read of the tables the seat index lists for the user (a few, however many tables
        // are stored): blocking reads, for a blocking thread rather than the async workers.
        let mut tables: Vec<Table> = tokio::task::spawn_blocking(move || {
            store
                .tables_of::<Table>(user)
                .filter_map(Result::ok)
                .map(|stored| stored.data)
                .filter(|table| {
                    matches!(&table.stage, Stage::Playing(_) | Stage::Lobby { .. })
                        && table.stage.seats().iter().any(|s| s.user == user && s.is_persons())
                })
                .collect()
        })
        .await
        .map_err(|e| StoreError::Encode(format!("the list of games failed: {e}")))?;
        let waits_for_me = |table: &Table| {
            table.turn.as_ref().is_some_and(|turn| {
                turn.seats.iter().any(|seat| table.stage.seats().get(*seat).is_some_and(|s| s.user == user))
            })
        };
        let in_lobby = |table: &Table| matches!(table.stage, Stage::Lobby { .. });
        tables.sort_by_key(|table| {
            (in_lobby(table), !waits_for_me(table), table.turn.as_ref().map_or(u64::MAX, |t| t.since))
        });
        let listed = tables
            .iter()
            .take(LISTED)
            .map(|table| Listed {
                game: table.stage.slug(),
                link: table.jump_link(),
                limit: table.clock.limit,
                at: match &table.stage {
                    Stage::Lobby { seats, setup, .. } => {
                        Moment::Lobby { seated: seats.len(), players: setup.players() }
                    }
                    Stage::Playing(_) | Stage::Finished(_) => {
                        let whose = table.turn.iter().flat_map(|turn| &turn.seats);
                        Moment::Playing {
                            mine: waits_for_me(table),
                            whose: whose
                                .filter_map(|s| table.stage.seats().get(*s))
                                .map(|s| user_text::name(&s.name))
                                .collect(),
                            since: table.turn.as_ref().map_or(0, |t| t.since),
                            deadline: table.deadline(),
                        }
                    }
                },
            })
            .collect();
        let page = MyGames { tables: listed, more: tables.len().saturating_sub(LISTED), partial };
        Ok(Answer { reply: my_games(self.catalog(), who.locale, &page), ..Answer::default() })
    }

    /// `/<game> stats`: the caller's record on this server.
    pub(super) fn my_stats(&self, at: Where, who: &Actor, slug: &str) -> Result<Answer, StoreError> {
        let Some(guild) = at.guild else { return Ok(self.notice(at, who.locale, Refusal::StatsServerOnly)) };
        let stats = self.store().stats::<UserStats>(guild, who.user, slug)?.unwrap_or_default();
        let mut args = FluentArgs::new();
        args.set("name", user_text::name(&who.name));
        args.set("game", self.catalog().text(who.locale, &format!("game-{slug}-name"), None));
        args.set("games", stats.games);
        args.set("wins", stats.wins);
        args.set("best", stats.best_score);
        args.set("turns", stats.best_solo_turns);
        let id = if stats.games == 0 { "stats-none" } else { &format!("stats-{slug}") };
        let mut text = self.catalog().text(who.locale, id, Some(&args));
        if let Some(pace) = Pace::of(&stats.turn_times) {
            let mut args = FluentArgs::new();
            args.set("turns", pace.turns);
            args.set("median", short_duration(pace.median.into()));
            args.set("slowest", short_duration(pace.slowest.into()));
            text = format!("{text}\n{}", self.catalog().text(who.locale, "stats-pace", Some(&args)));
        }
        if let Some(rating) = stats.rating {
            let everywhere = self.store().stats::<UserStats>(EVERY_SERVER, who.user, slug)?;
            let global = everywhere.and_then(|stats| stats.rating).unwrap_or(rating);
            let shown =
                |r: &Rating| render::rating::shown(self.catalog(), who.locale, r.shown(), r.provisional());
            let mut args = FluentArgs::new();
            args.set("rating", shown(&rating));
            args.set("change", render::rating::change(rating.last_change));
            args.set("global", shown(&global));
            text = format!("{text}\n{}", self.catalog().text(who.locale, "stats-rating", Some(&args)));
        }
        Ok(Answer { reply: Reply::notice(text), ..Answer::default() })
    }

    /// `/<game> leaderboard`: the server's players by rating (the conservative figure, see
    /// [`Rating::shown`]), then those never rated (solo and computer games only) by wins, then
    /// win rate, then best game.
    pub(super) fn leaderboard(&self, at: Where, who: &Actor, slug: &str) -> Result<Answer, StoreError> {
        let Some(guild) = at.guild else { return Ok(self.notice(at, who.locale, Refusal::StatsServerOnly)) };
        let mut rows = self.store().server_stats::<UserStats>(guild, slug)?;
        rows.retain(|(_, stats)| stats.games > 0);
        rows.sort_by(|(a_user, a), (b_user, b)| {
            let rated = |stats: &UserStats| stats.rating.map(|r| r.shown());
            // `None` (never rated) sorts below every rating.
            rated(b)
                .cmp(&rated(a))
                .then(b.wins.cmp(&a.wins))
                // Fewer games for the same wins: the better rate.
                .then(a.games.cmp(&b.games))
                .then(b.best_score.cmp(&a.best_score))
                .then(a_user.cmp(b_user))
        });
        let lines: Vec<String> = rows
            .iter()
            .take(LISTED)
            .enumerate()
            .map(|(rank, (user, stats))| {
                let mut args = FluentArgs::new();
                args.set("rank", rank + 1);
                args.set("mention", format!("<@{user}>"));
                args.set("wins", stats.wins);
                args.set("games", stats.games);
                args.set("best", stats.best_score);
                args.set("turns", stats.best_solo_turns);
                let line = self.catalog().text(who.locale, &format!("leaderboard-line-{slug}"), Some(&args));
                let Some(rating) = stats.rating else { return line };
                let mut args = FluentArgs::new();
                args.set("line", line);
                let shown =
                    render::rating::shown(self.catalog(), who.locale, rating.shown(), rating.provisional());
                args.set("rating", shown);
                self.catalog().text(who.locale, "leaderboard-rated", Some(&args))
            })
            .collect();
        let mut args = FluentArgs::new();
        args.set("game", self.catalog().text(who.locale, &format!("game-{slug}-name"), None));
        let description = if lines.is_empty() {
            self.catalog().text(who.locale, "leaderboard-empty", None)
        } else {
            lines.join("\n")
        };
        let embed = Embed {
            title: self.catalog().text(who.locale, "leaderboard-title", Some(&args)),
            description,
            fields: Vec::new(),
            colour: LIST_COLOUR,
            footer: if slug == DAILY_GAME { self.daily_elsewhere(who.locale) } else { None },
            image: None,
        };
        // Public: a leaderboard is there to be seen (mentions in an embed notify nobody).
        Ok(Answer { reply: Reply { embed: Some(embed), ..Reply::default() }, ..Answer::default() })
    }

    /// Where the daily challenge's results are: they count on their own leaderboard, not as
    /// games of the table's (a daily attempt is nobody's win or loss). The command as the
    /// reader's client names it.
    fn daily_elsewhere(&self, locale: Locale) -> Option<String> {
        let catalog = self.catalog();
        let game = GameSpec::by_slug(DAILY_GAME)?;
        let (sub, id) = (Subcommand::Daily.code(), Subcommand::Daily.catalog_id(game));
        let name = |id: &str, code: &str| catalog.exact(locale, id).unwrap_or_else(|| code.to_owned());
        let option =
            catalog.attribute(locale, &id, "leaderboard").unwrap_or_else(|| "leaderboard".to_owned());
        let mut args = FluentArgs::new();
        args.set(
            "command",
            format!("/{} {} {option}:true", name(game.command, game.command), name(&id, sub)),
        );
        Some(catalog.text(locale, "daily-leaderboard-elsewhere", Some(&args)))
    }
}
