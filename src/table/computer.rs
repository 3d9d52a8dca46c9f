//! Computer players: one move at a time ([`Service::ai_move`]), and the one loop that plays
//! a channel's computer players until a person is to move ([`Service::computer_turns`]),
//! which both transports run through their [`Channels`].

use std::future::Future;

use super::clock::now;
use super::model::{Stage, Table};
use super::moved::Via;
use super::request::{Answer, Where};
use super::service::Service;
use crate::store::StoreError;

/// The most moves computer players make in a row: far more than any game's turns between two
/// people, so reaching it means a defect, which is logged instead of looping for ever.
pub const MAX_AI_MOVES: usize = 2_000;

/// How the service shows, in a transport's channels, what happens without a request: a
/// computer player's move, a turn clock's reminder or limit. Each transport implements it
/// once (Discord, the playground).
pub trait Channels: Clone + Send + Sync + 'static {
    /// Held while a change is stored and shown, so the channel sees changes in order.
    type Guard: Send;

    /// The channel's lock; `None` when it stayed busy too long (the transport logs it, and the
    /// next request in the channel sets things going again).
    fn lock(&self, channel: u64) -> impl Future<Output = Option<Self::Guard>> + Send;

    /// Where the channel stands now (the chatter since its board), under its lock.
    fn here(&self, guard: &Self::Guard, channel: u64, guild: Option<u64>) -> Where;

    /// Shows an answer in the channel, then lets go of its lock; `false` when some of it could
    /// not be posted (logged by the transport).
    fn show(&self, channel: u64, guard: Self::Guard, answer: Answer) -> impl Future<Output = bool> + Send;

    /// The transport is stopping: no more moves are started.
    fn closing(&self) -> bool;
}

impl Service {
    /// Plays the channel's computer players, one move every [`Service::ai_pause`], each under
    /// the channel's lock and shown like anyone's, until a person is to move, the game is
    /// over, the transport stops or `MAX_AI_MOVES` (logged). Does nothing when the channel's
    /// players are already being moved. Run it after the request that started it was answered.
    pub async fn computer_turns<C: Channels>(&self, channels: &C, channel: u64, guild: Option<u64>) {
        let Some(claim) = self.movers().claim(channel) else { return };
        for moves in 1..=MAX_AI_MOVES {
            tokio::time::sleep(self.ai_pause()).await;
            if channels.closing() {
                return;
            }
            let Some(guard) = channels.lock(channel).await else { return };
            let answer = match self.ai_move(channels.here(&guard, channel, guild), now()).await {
                Ok(Some(answer)) => answer,
                Ok(None) => return drop(claim),
                Err(error) => {
                    tracing::error!(%error, channel, "a computer player's move could not be stored");
                    return drop(claim);
                }
            };
            if !answer.ai_next || moves == MAX_AI_MOVES {
                if answer.ai_next {
                    tracing::error!(channel, moves, "computer players kept moving; stopped");
                }
                // Freed while the channel is still locked: a request waiting for the lock
                // then finds the channel free to start a mover again.
                drop(claim);
                // A failure is logged by the transport; the next move shows the board again.
                channels.show(channel, guard, answer).await;
                return;
            }
            channels.show(channel, guard, answer).await;
        }
    }

    /// One move of the computer player the table in `at` waits for, stored like a click and
    /// answered with the board's edit (no interaction answers it). `Ok(None)` when no computer
    /// player is to move (the game went on, or the table was ended meanwhile).
    pub async fn ai_move(&self, at: Where, now: u64) -> Result<Option<Answer>, StoreError> {
        let Some(current) = self.store().table::<Table>(at.channel)?.map(|stored| stored.data) else {
            return Ok(None);
        };
        if !current.waits_for_ai() {
            return Ok(None);
        }
        let rev = current.rev;
        // The choice is CPU work (a strong player looks ahead over the dice): it runs on a
        // blocking thread, outside the store's write, which only checks and stores its result.
        let played = tokio::task::spawn_blocking(move || {
            let mut table = current;
            let Stage::Playing(game) = &mut table.stage else { return None };
            if let Err(refused) = game.play_mut().ai_move() {
                // The AI only picks legal moves: a refusal is a defect, never a user's.
                tracing::error!(?refused, "a computer player's move was refused");
                return None;
            }
            Some(table.touched(now))
        })
        .await;
        let played = match played {
            Ok(Some(played)) => played,
            Ok(None) => return Ok(None),
            Err(error) => {
                tracing::error!(%error, channel = at.channel, "a computer player's move failed");
                return Ok(None);
            }
        };
        let result = self
            .apply_move(at.channel, (), |table| {
                // Someone ended or changed the table meanwhile: the move is dropped.
                if table.rev != rev {
                    return Err(());
                }
                Ok((played.clone(), ()))
            })
            .await?;
        let Ok(moved) = result else { return Ok(None) };
        Ok(Some(self.after_move(at, &moved, Via::Elsewhere, now)))
    }
}
