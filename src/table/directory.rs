//! Lookups across tables and statistics: a player's games everywhere (`/oink games`), their
//! statistics and a server's leaderboard (`/<game> stats`, `/<game> leaderboard`).

use fluent_bundle::FluentArgs;

use super::model::{Stage, Table};
use super::schedule::jump_link;
use super::request::{Actor, Answer, Refusal, Where};
use super::service::Service;
use super::stats::UserStats;
use crate::render::reply::{Embed, Field};
use crate::render::{Reply, user_text};
use crate::store::StoreError;

/// How many games `/oink games` lists, and players a leaderboard shows.
const LISTED: usize = 15;

/// The colour of lists (the bot's pink).
const LIST_COLOUR: u32 = 0xF4A6C0;

impl Service {
    /// The running games `user` sits at, in every server this process serves, those waiting
    /// for them first. `partial`: this process runs only some shards, so tables of other
    /// servers may be missing (the answer says so).
    pub async fn games_of(&self, who: &Actor, partial: bool, now: u64) -> Result<Answer, StoreError> {
        let store = self.store.clone();
        let user = who.user;
        // A scan of every table: work for a blocking thread, not the async workers.
        let mut tables: Vec<Table> = tokio::task::spawn_blocking(move || {
            store
                .tables::<Table>()
                .filter_map(Result::ok)
                .map(|stored| stored.data)
                .filter(|table| {
                    matches!(&table.stage, Stage::Playing(game)
                        if game.play().seats().iter().any(|s| s.user == user && s.is_person()))
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
        tables.sort_by_key(|table| (!waits_for_me(table), table.turn.as_ref().map_or(u64::MAX, |t| t.since)));
        let locale = who.locale;
        let text = |id: &str, args: Option<&FluentArgs>| self.catalog.text(locale, id, args);
        let fields = tables
            .iter()
            .take(LISTED)
            .map(|table| {
                let mut args = FluentArgs::new();
                args.set("link", jump_link(table));
                let whose = table.turn.as_ref().map(|turn| {
                    let names: Vec<String> = turn
                        .seats
                        .iter()
                        .filter_map(|s| table.stage.seats().get(*s))
                        .map(|s| user_text::name(&s.name))
                        .collect();
                    names.join(", ")
                });
                args.set("whose", whose.unwrap_or_else(|| text("games-nobody", None)));
                args.set("since", table.turn.as_ref().map_or(0, |t| t.since).to_string());
                let left = match (table.clock.limit, &table.turn) {
                    (Some(limit), Some(turn)) => {
                        let mut left = FluentArgs::new();
                        left.set(
                            "left",
                            crate::render::common::short_duration(
                                turn.since.saturating_add(limit).saturating_sub(now),
                            ),
                        );
                        text("games-time-left", Some(&left))
                    }
                    _ => String::new(),
                };
                args.set("left", left);
                let id = if waits_for_me(table) { "games-your-turn" } else { "games-their-turn" };
                Field {
                    name: self.catalog.text(locale, &format!("game-{}-name", table.stage.slug()), None),
                    value: text(id, Some(&args)),
                    inline: false,
                }
            })
            .collect::<Vec<_>>();
        let mut description = if tables.is_empty() { text("games-none", None) } else { String::new() };
        if tables.len() > LISTED {
            let mut args = FluentArgs::new();
            args.set("more", tables.len() - LISTED);
            description = text("games-more", Some(&args));
        }
        if partial {
            description = format!("{description}\n{}", text("games-partial", None)).trim().to_owned();
        }
        let embed = Embed {
            title: text("games-title", None),
            description,
            fields,
            colour: LIST_COLOUR,
            footer: None,
            image: None,
        };
        Ok(Answer {
            reply: Reply { embed: Some(embed), ephemeral: true, ..Reply::default() },
            ..Answer::default()
        })
    }

    /// `/<game> stats`: the caller's record on this server.
    pub(super) fn my_stats(&self, at: Where, who: &Actor, slug: &str) -> Result<Answer, StoreError> {
        let Some(guild) = at.guild else { return Ok(self.notice(at, who.locale, Refusal::StatsServerOnly)) };
        let stats = self.store.stats::<UserStats>(guild, who.user, slug)?.unwrap_or_default();
        let mut args = FluentArgs::new();
        args.set("name", user_text::name(&who.name));
        args.set("game", self.catalog.text(who.locale, &format!("game-{slug}-name"), None));
        args.set("games", stats.games);
        args.set("wins", stats.wins);
        args.set("best", stats.best_score);
        args.set("turns", stats.best_solo_turns);
        let id = if stats.games == 0 { "stats-none" } else { &format!("stats-{slug}") };
        Ok(Answer {
            reply: Reply::notice(self.catalog.text(who.locale, id, Some(&args))),
            ..Answer::default()
        })
    }

    /// `/<game> leaderboard`: the server's players by wins, then win rate, then best game.
    pub(super) fn leaderboard(&self, at: Where, who: &Actor, slug: &str) -> Result<Answer, StoreError> {
        let Some(guild) = at.guild else { return Ok(self.notice(at, who.locale, Refusal::StatsServerOnly)) };
        let mut rows = self.store.server_stats::<UserStats>(guild, slug)?;
        rows.retain(|(_, stats)| stats.games > 0);
        rows.sort_by(|(a_user, a), (b_user, b)| {
            b.wins
                .cmp(&a.wins)
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
                self.catalog.text(who.locale, &format!("leaderboard-line-{slug}"), Some(&args))
            })
            .collect();
        let mut args = FluentArgs::new();
        args.set("game", self.catalog.text(who.locale, &format!("game-{slug}-name"), None));
        let description = if lines.is_empty() {
            self.catalog.text(who.locale, "leaderboard-empty", None)
        } else {
            lines.join("\n")
        };
        let embed = Embed {
            title: self.catalog.text(who.locale, "leaderboard-title", Some(&args)),
            description,
            fields: Vec::new(),
            colour: LIST_COLOUR,
            footer: None,
            image: None,
        };
        // Public: a leaderboard is there to be seen (mentions in an embed notify nobody).
        Ok(Answer { reply: Reply { embed: Some(embed), ..Reply::default() }, ..Answer::default() })
    }
}
