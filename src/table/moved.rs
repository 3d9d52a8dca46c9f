//! The one move path, whoever moves: a click on the board, a private panel, a computer
//! player, the turn clock, a seat changing hands or a time away. [`Service::apply_move`]
//! stores the change (settled, with the statistics a game it ended earns) and says what
//! happened; [`Service::after_move`] then pings, reposts, announces and keeps the clock the
//! same way for every move.

// Every game must be handled by name here: a new game is a compile error, never a fallback.
#![deny(clippy::wildcard_enum_match_arm)]

use std::collections::BTreeMap;

use fluent_bundle::FluentArgs;

use super::model::{Stage, Table};
use super::rated::rated_people;
use super::request::{Answer, Where};
use super::service::{BOARD_BURIED_AFTER, BOARD_MAX_AGE_SECS, Service};
use super::stats::{EVERY_SERVER, Pace, Placing, Rating, UserStats};
use crate::games::seam::Score;
use crate::render::{self, Reply, digest};
use crate::store::{StatsEdit, StoreError, Stored};

/// Reads a person's stored rating: guild (or [`EVERY_SERVER`]), user, game.
type RatingOf<'a> = dyn Fn(u64, u64, &str) -> Option<Rating> + 'a;

/// How the move's request is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Via {
    /// A click on the board: the clicked message itself shows the new board.
    Board,
    /// Anything else (a panel, a command, the clock, a computer player): the board's message
    /// is edited, and the caller answers the request.
    Elsewhere,
}

/// A move as it was stored.
pub(super) struct Moved<R> {
    pub table: Table,
    /// The seats the game waited for before the move: only those it waits for now and did
    /// not before are pinged.
    pub before: Vec<usize>,
    /// The move ended the game by play (see [`settle`]).
    pub over: bool,
    /// What the change reported of itself (the seat that changed hands, the seats gone away…).
    pub change: R,
}

/// Whether the table's game is over by play but not yet finished: [`settle`] finishes it.
pub(super) fn ends_game(table: &Table) -> bool {
    matches!(&table.stage, Stage::Playing(game) if game.play().is_over())
}

/// A table after a move, as it is stored: a game the move ended is finished, and the
/// statistics its players earned are written by the same update (under one flush). The
/// `bool` says whether it ended now.
/// `rating_of` reads a person's stored rating (guild, user, game), for the game's ratings.
fn settle(mut table: Table, rating_of: &RatingOf<'_>) -> (Table, bool, Vec<StatsEdit<UserStats>>) {
    let over = ends_game(&table);
    table.stage = match table.stage {
        Stage::Playing(mut game) if over => {
            // A finished game waits for nobody: those whose turns waited are back (the result
            // and statistics are theirs). A seat a computer was playing stays the computer's,
            // as a seat handed to one does: its result earns its person nothing.
            for seat in game.play_mut().seats_mut() {
                if !seat.away.as_ref().is_some_and(|away| away.computer) {
                    seat.come_back();
                }
            }
            Stage::Finished(game)
        }
        stage @ (Stage::Playing(_) | Stage::Lobby { .. } | Stage::Finished(_)) => stage,
    };
    let edits = if over { stats_edits(&table, rating_of) } else { Vec::new() };
    (table, over, edits)
}

impl Service {
    /// One move of the channel's table, in one compare-and-swap: `change` gets the stored
    /// table (`missing` refuses when there is none) and returns it changed with a report of
    /// its own, or refuses; the result is [`settle`]d and stored, flushed with its statistics.
    /// `change` runs again when another write wins the race: the last run is the one stored.
    pub(super) async fn apply_move<R, E: Clone>(
        &self,
        channel: u64,
        missing: E,
        mut change: impl FnMut(Table) -> Result<(Table, R), E>,
    ) -> Result<Result<Moved<R>, E>, StoreError> {
        let mut before = Vec::new();
        let mut over = false;
        let mut report = None;
        let store = self.store();
        // A rating that cannot be read starts from a newcomer's here; the write, which decodes
        // the same record, then fails and changes nothing.
        let rating_of = |guild: u64, user: u64, game: &str| {
            store.stats::<UserStats>(guild, user, game).ok().flatten().and_then(|stats| stats.rating)
        };
        let result = store
            .update_with(channel, |old: Option<Stored<Table>>| {
                let table = old.ok_or_else(|| missing.clone())?.data;
                before = table.waiting_for();
                let (table, made) = change(table)?;
                let (table, ended, edits) = settle(table, &rating_of);
                over = ended;
                report = Some(made);
                Ok((table, edits))
            })
            .await
            // Whether the write was committed is not known (an answer lost on the way): the
            // board is redrawn from the store once it answers.
            .inspect_err(|_| self.unsure().note(channel))?;
        Ok(result.map(|stored| {
            // A stored table is the one the last run of `change` made, which left its report.
            #[allow(clippy::expect_used)]
            let change = report.expect("the stored change reported");
            Moved { table: stored.data, before, over, change }
        }))
    }

    /// What follows a stored move: the deadline index follows the table; the board is redrawn
    /// (on the clicked message, or by an edit of the board's); a game the move ended is
    /// announced; every person the game now waits for is pinged; a board buried under chatter
    /// or older than an hour is posted again below (the old one retired, not edited); and the
    /// transport learns whether a computer player moves next. Players who asked for a heads-up
    /// get theirs by direct message, and the open private panels the move changed are redrawn.
    pub(super) fn after_move<R>(&self, at: Where, moved: &Moved<R>, via: Via, now: u64) -> Answer {
        let table = &moved.table;
        self.track(table);
        let board = self.board(table);
        let mut answer = Answer {
            ai_next: table.waits_for_ai(),
            panel_edits: self.live_panel_edits(table, now),
            answers_only: table.answers_only,
            ..Answer::default()
        };
        match via {
            Via::Board => {
                answer.reply = board.clone();
                answer.update = true;
            }
            Via::Elsewhere => answer.board_edit = table.board.map(|b| (b.message, board.clone())),
        }
        if moved.over {
            answer.announce = self.announcement(table);
        }
        let newly: Vec<u64> = table
            .waiting_for()
            .into_iter()
            .filter(|seat| !moved.before.contains(seat))
            .filter_map(|seat| table.stage.seats().get(seat).filter(|s| s.is_here()).map(|s| s.user))
            .collect();
        answer.direct = self.heads_ups(table, &moved.before);
        if newly.is_empty() || !matches!(table.stage, Stage::Playing(_)) {
            return answer;
        }
        if table.turn_pings {
            answer.ping = Some(self.turn_ping(table, &newly));
        }
        let buried = at.chatter >= BOARD_BURIED_AFTER;
        if let Some(old) =
            table.board.filter(|b| buried || now.saturating_sub(b.posted_at) >= BOARD_MAX_AGE_SECS)
        {
            answer.fresh_board = Some(board);
            answer.retire = Some(old.message);
            answer.retire_note = Some(self.moved_line(table.locale));
            answer.board_edit = None;
            if via == Via::Board {
                // The clicked board says where the game went.
                answer.reply = render::moved_notice(self.catalog(), table.locale);
            }
        }
        answer
    }

    /// The short message that tells `users` it is their turn. One player pinged also reads
    /// what happened since their last move (several at once each have their own: the board's
    /// 📜 button shows it them).
    fn turn_ping(&self, table: &Table, users: &[u64]) -> Reply {
        let mut args = FluentArgs::new();
        let mentions: Vec<String> = users.iter().map(|user| format!("<@{user}>")).collect();
        args.set("mention", mentions.join(" "));
        args.set(
            "game",
            self.catalog().text(table.locale, &format!("game-{}-turn", table.stage.slug()), None),
        );
        let mut content = self.catalog().text(table.locale, "turn-ping", Some(&args));
        let seat = match users {
            [user] => table
                .waiting_for()
                .into_iter()
                .find(|&seat| table.stage.seats().get(seat).is_some_and(|s| s.user == *user)),
            _ => None,
        };
        if let Some(digest) =
            seat.and_then(|seat| digest::since_last_turn(self.catalog(), table.locale, &table.stage, seat))
        {
            content = format!("{content}\n{digest}");
        }
        Reply::pinging(content, users.to_vec())
    }

    /// The message that announces a game's end to everyone at the table.
    fn announcement(&self, table: &Table) -> Option<Reply> {
        let Stage::Finished(game) = &table.stage else { return None };
        let play = game.play();
        let results = play.results()?;
        // Read after the final move's write, so the best includes this game.
        let solo_best = match (table.guild, play.seats()) {
            (Some(guild), [seat]) => self
                .store()
                .stats::<UserStats>(guild, seat.user, play.slug())
                .ok()
                .flatten()
                .map(|stats| stats.best_solo_turns)
                .filter(|best| *best > 0),
            _ => None,
        };
        // How fast each person played (computer players are never waited for).
        let paces: BTreeMap<usize, (u64, u64)> = table
            .turn_times
            .iter()
            .filter(|(seat, _)| play.seats().get(**seat).is_some_and(|s| s.is_person()))
            .filter_map(|(seat, times)| Pace::of(times).map(|p| (*seat, (p.median.into(), p.slowest.into()))))
            .collect();
        // What this game changed of each person's rating on the server (read after the
        // write; a rating whose last game is another table's was not changed by this one).
        let ratings: BTreeMap<usize, (i64, i64)> = match table.guild {
            Some(guild) => play
                .seats()
                .iter()
                .enumerate()
                .filter(|(_, seat)| seat.ai.is_none())
                .filter_map(|(at, seat)| {
                    let stats = self.store().stats::<UserStats>(guild, seat.user, play.slug()).ok()??;
                    let rating = stats.rating.filter(|rating| rating.last_table == table.id)?;
                    Some((at, (rating.last_change, rating.shown())))
                })
                .collect(),
            None => BTreeMap::new(),
        };
        Some(render::outcome::announcement(
            self.catalog(),
            table.locale,
            play.slug(),
            play.seats(),
            &results,
            solo_best,
            &paces,
            &ratings,
        ))
    }
}

/// The statistics a finished game adds for each of its players (none outside a server), with
/// the ratings of its people on the server and across servers ([`rated_people`]). A rating
/// edit builds on the person's rating as stored when it is written, the others' as
/// `rating_of` read them: two games ending at once that share a person both count, once each.
fn stats_edits(table: &Table, rating_of: &RatingOf<'_>) -> Vec<StatsEdit<UserStats>> {
    let (Some(guild), Stage::Finished(game)) = (table.guild, &table.stage) else { return Vec::new() };
    let play = game.play();
    let Some(results) = play.results() else { return Vec::new() };
    let solo = results.len() == 1;
    let slug = play.slug();
    let (id, seats) = (table.id, play.seats());
    let people = rated_people(seats, &results);
    let field = |scope: u64| -> Vec<Placing> {
        people
            .iter()
            .map(|&(seat, place)| Placing {
                rating: rating_of(scope, seats[seat].user, slug).unwrap_or_default(),
                place,
            })
            .collect()
    };
    let (here, everywhere) = (field(guild), field(EVERY_SERVER));
    let mut edits: Vec<StatsEdit<UserStats>> = Vec::new();
    for (at, (seat, result)) in seats.iter().zip(results).enumerate() {
        let me = people.iter().position(|&(rated, _)| rated == at);
        let rate = {
            let here = here.clone();
            move |s: UserStats| match me {
                Some(me) => s.rated(&here, me, id),
                None => s,
            }
        };
        // Computer players and removed players keep no statistics; a removed person is still
        // rated at their place, so leaving a game that is going badly does not spare a rating.
        let edit: Box<dyn Fn(UserStats) -> UserStats + Send + Sync> = if !seat.is_person() {
            match me {
                Some(_) => Box::new(rate),
                None => continue,
            }
        } else {
            let times = table.turn_times.get(&at).cloned().unwrap_or_default();
            match result.score {
                Score::Points(points) => {
                    Box::new(move |s: UserStats| rate(s.add(points, result.won).timed(&times)))
                }
                Score::Turns(turns) => {
                    Box::new(move |s: UserStats| rate(s.add_turns(turns, result.won, solo).timed(&times)))
                }
            }
        };
        edits.push(StatsEdit { guild, user: seat.user, game: slug, edit });
        if let Some(me) = me {
            let everywhere = everywhere.clone();
            let edit = Box::new(move |s: UserStats| s.rated(&everywhere, me, id));
            edits.push(StatsEdit { guild: EVERY_SERVER, user: seat.user, game: slug, edit });
        }
    }
    edits
}
