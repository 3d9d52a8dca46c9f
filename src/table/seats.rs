//! Seats of a running game changing hands: a player takes back a move (`undo`), leaves
//! (`quit`), or the host hands a seat to someone else or to a computer player (`replace`).
//! Each is one atomic update that moves the board on like a click, so older boards are out
//! of date and the turn clock follows.

use fluent_bundle::FluentArgs;

use super::click::seat_of;
use super::clock::Absent;
use super::model::{Stage, Table};
use super::moved::Via;
use super::request::{Actor, Answer, Refusal, Replacement, Where};
use super::service::Service;
use crate::games::ai::Level;
use crate::games::registry::GameSpec;
use crate::games::seam::AI_USERS;
use crate::render::{Reply, user_text};
use crate::store::StoreError;

/// What changed hands, for the public line that tells the table.
enum Change {
    Undone,
    Quit { name: String, to_ai: bool },
    Replaced { old: String, new: String },
}

impl Service {
    /// `/<game> undo`: the caller's last move is taken back, while nothing was rolled since.
    pub(super) async fn undo(&self, at: Where, who: &Actor, now: u64) -> Result<Answer, StoreError> {
        self.change_seats(at, who, now, |table| {
            let play = running(table)?;
            let seat = seat_of(play.seats(), who)?;
            play.undo(seat)?;
            Ok(Change::Undone)
        })
        .await
    }

    /// `/<game> quit`: the caller leaves a running game; their seat follows the table's
    /// `when_absent` (a computer player takes it, or its turns are passed).
    pub(super) async fn quit(&self, at: Where, who: &Actor, now: u64) -> Result<Answer, StoreError> {
        self.change_seats(at, who, now, |table| {
            let to_ai = table.clock.absent == Absent::Ai;
            let play = running(table)?;
            // The game's strongest computer player: the fairest stand-in for a friend.
            let level = GameSpec::by_slug(play.slug()).map_or(Level::Random, GameSpec::stand_in);
            let seat = play.seats_mut().iter_mut().find(|s| s.user == who.user && s.is_persons());
            let seat = seat.ok_or(Refusal::NotPlaying)?;
            // Leaving ends a time away here: what follows is the table's rule.
            seat.come_back();
            if to_ai {
                seat.ai = Some(level);
            } else {
                seat.gone = true;
            }
            Ok(Change::Quit { name: user_text::name(&seat.name), to_ai })
        })
        .await
    }

    /// `/<game> replace`: the host or a moderator gives `old`'s seat to a member (who plays on
    /// from where the seat is) or to a computer player.
    pub(super) async fn replace(
        &self,
        at: Where,
        who: &Actor,
        old: u64,
        by: Replacement,
        now: u64,
    ) -> Result<Answer, StoreError> {
        self.change_seats(at, who, now, |table| {
            if table.host != who.user && !who.can_manage {
                return Err(Refusal::ReplaceNotAllowed);
            }
            let play = running(table)?;
            if let Replacement::Ai(level) = &by {
                if !offers(play.slug(), *level) {
                    return Err(Refusal::ReplaceLevelNotOffered);
                }
            }
            if let Replacement::Person { user, .. } = &by {
                if AI_USERS.contains(user) || play.seats().iter().any(|s| s.user == *user && s.is_persons()) {
                    return Err(Refusal::ReplaceAlreadyPlaying);
                }
            }
            let seat = play.seats_mut().iter_mut().find(|s| s.user == old);
            let seat = seat.ok_or(Refusal::ReplaceNotSeated)?;
            let before = user_text::name(&seat.name);
            match &by {
                Replacement::Person { user, name } => {
                    seat.user = *user;
                    seat.name = name.clone();
                    seat.ai = None;
                }
                Replacement::Ai(level) => seat.ai = Some(*level),
            }
            seat.gone = false;
            // Whoever was away is replaced: the new player (or computer) is there.
            seat.away = None;
            let new = match &by {
                Replacement::Person { .. } => user_text::mention(seat),
                Replacement::Ai(level) => format!("🤖 {} ({level})", user_text::name(&seat.name)),
            };
            Ok(Change::Replaced { old: before, new })
        })
        .await
    }

    /// One change of seats, stored like a move: the board is redrawn, the people now to move
    /// are pinged, and a line in the channel tells everyone what changed.
    async fn change_seats<F>(
        &self,
        at: Where,
        who: &Actor,
        now: u64,
        mut change: F,
    ) -> Result<Answer, StoreError>
    where
        F: FnMut(&mut Table) -> Result<Change, Refusal>,
    {
        let result = self
            .apply_move(at.channel, Refusal::TableNone, |mut table| {
                let changed = change(&mut table)?;
                if let Stage::Playing(game) = &table.stage {
                    // Everyone left: the game ends as it stands.
                    if game.play().seats().iter().all(|s| !s.is_persons()) {
                        table.ended_by = Some(who.name.clone());
                        table.stage = match table.stage {
                            Stage::Playing(game) => Stage::Finished(game),
                            stage @ (Stage::Lobby { .. } | Stage::Finished(_)) => stage,
                        };
                    }
                }
                Ok((table.touched(now), changed))
            })
            .await;
        let moved = match result {
            Ok(Ok(moved)) => moved,
            Ok(Err(refusal)) => return Ok(self.notice(at, who.locale, refusal)),
            Err(error) => return self.unless_unreadable(at, who, Err(error)),
        };
        let mut answer = self.after_move(at, &moved, Via::Elsewhere, now);
        let mut args = FluentArgs::new();
        args.set("name", user_text::name(&who.name));
        let (id, public) = match moved.change {
            // The others see the board go back: a line says who took back a move.
            Change::Undone => ("undo-done", "seat-undone"),
            Change::Quit { name, to_ai } => {
                args.set("player", name);
                ("quit-done", if to_ai { "seat-quit-to-ai" } else { "seat-quit" })
            }
            Change::Replaced { old, new } => {
                args.set("old", old);
                args.set("new", new);
                ("replace-done", "seat-replaced")
            }
        };
        answer.reply = Reply::notice(self.catalog().text(who.locale, id, Some(&args)));
        answer.tell(self.catalog().text(moved.table.locale, public, Some(&args)));
        Ok(answer)
    }
}

/// The running game of a table, or why there is none.
fn running(table: &mut Table) -> Result<&mut dyn crate::games::seam::Play, Refusal> {
    match &mut table.stage {
        Stage::Playing(game) => Ok(game.play_mut()),
        Stage::Finished(_) => Err(Refusal::GameOver),
        Stage::Lobby { .. } => Err(Refusal::GameNotStarted),
    }
}

/// Whether the game `slug` has computer players of `level` (see
/// [`crate::games::seam::TableGame::AI_LEVELS`]).
fn offers(slug: &str, level: Level) -> bool {
    GameSpec::by_slug(slug).is_some_and(|game| game.ai_levels.iter().any(|&(offered, _)| offered == level))
}
