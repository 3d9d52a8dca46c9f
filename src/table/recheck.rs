//! Boards redrawn from what is stored after a write whose outcome nobody heard.
//!
//! A move is acknowledged only after its commit, but a commit can happen without its answer
//! arriving: PostgreSQL frozen or cut off past the store's bound commits the statement once it
//! runs again, while the player was told the move failed. The board the click would have
//! redrawn then shows an older revision than the table, and its buttons are refused as out of
//! date although no newer board exists. So every channel whose write failed is noted here, and
//! [`Service::run_rechecks`] redraws its board (and its open panels) from the stored table as
//! soon as the store answers again, whichever revision that is. The statement cut off may land
//! only after that first read (the server's processes resume together), so the channel stays
//! watched for `WATCH_FOR` after the store answered, redrawn whenever its stored revision is
//! not the one last drawn here. Redrawing a board that was right is harmless. The notes live in
//! memory only: after a restart the next click finds the board out of date and `/… board`
//! shows it again.

use std::future::Future;
use std::time::{Duration, Instant};

use super::clock::now;
use super::computer::Channels;
use super::model::Table;
use super::request::Answer;
use super::service::Service;
use super::unsure::Watch;
use crate::store::StoreError;

/// How often watched channels are read again.
pub const RECHECK_EVERY: Duration = Duration::from_secs(1);
/// How long a channel stays watched once the store answered: far longer than a statement
/// already received takes to run when its server resumes.
pub const WATCH_FOR: Duration = Duration::from_secs(30);
/// The longest the loop sleeps with nothing noted (a bound on every wait).
const IDLE: Duration = Duration::from_secs(60);

impl Service {
    /// Redraws the boards of channels whose write failed, until `stop` completes: at once when
    /// one is noted, then every `RECHECK_EVERY` while the store still refuses.
    pub async fn run_rechecks<C: Channels>(&self, channels: C, stop: impl Future<Output = ()>) {
        let mut stop = std::pin::pin!(stop);
        loop {
            let wait = if self.unsure().is_empty() { IDLE } else { RECHECK_EVERY };
            tokio::select! {
                () = self.unsure().noted.notified() => {}
                () = tokio::time::sleep(wait) => {}
                () = &mut stop => return,
            }
            self.recheck(&channels).await;
        }
    }

    /// One pass over the watched channels: each whose stored revision is not the one last
    /// drawn is redrawn; a channel watched long enough is let go. Returns how many boards were
    /// redrawn.
    pub async fn recheck<C: Channels>(&self, channels: &C) -> usize {
        let mut redrawn = 0;
        for (channel, seen) in self.unsure().watched() {
            if seen.until.is_some_and(|until| Instant::now() >= until) {
                self.unsure().forget(channel, seen);
                continue;
            }
            let Some(guard) = channels.lock(channel).await else { continue };
            let table = match self.store().table::<Table>(channel) {
                Ok(Some(stored)) => stored.data,
                // Gone, or unreadable (its commands say so): no board to redraw.
                Ok(None) | Err(StoreError::Corrupt { .. } | StoreError::NewerSchema { .. }) => {
                    self.unsure().forget(channel, seen);
                    continue;
                }
                Err(error) => {
                    // The store still refuses: watching starts once it answers.
                    tracing::debug!(%error, channel, "a board to recheck waits for the store");
                    continue;
                }
            };
            let until = Some(seen.until.unwrap_or_else(|| Instant::now() + WATCH_FOR));
            self.unsure().update(channel, seen, Watch { drawn: Some(table.rev), until });
            if seen.drawn == Some(table.rev) {
                continue;
            }
            self.track(&table);
            let answer = Answer {
                board_edit: table.board.map(|b| (b.message, self.board(&table))),
                panel_edits: self.live_panel_edits(&table, now()),
                ai_next: table.waits_for_ai(),
                answers_only: table.answers_only,
                ..Answer::default()
            };
            tracing::info!(
                channel,
                rev = table.rev,
                "a board redrawn from the store after a write without an answer"
            );
            channels.show(channel, guard, answer).await;
            redrawn += 1;
            if table.waits_for_ai() {
                // The stored move handed the turn to a computer player nobody set going.
                let (service, channels, guild) = (self.clone(), channels.clone(), table.guild);
                tokio::spawn(async move { service.computer_turns(&channels, channel, guild).await });
            }
        }
        redrawn
    }
}
