//! Yesterday's winner, announced once a day in the channel a server's moderators chose
//! (`/haus daily announce:here`), or nowhere.
//!
//! Once: the day's announcement is first claimed in the store (a compare-and-swap of the
//! server's setting from "announced up to yesterday" to "announced today"), and only the
//! process or tick whose claim was written posts it. A second tick, a restart or another
//! process sharing the database finds it claimed and posts nothing. A crash between the claim
//! and the post loses that day's announcement rather than doubling it: a missed message is
//! the lesser harm, and the leaderboard still shows the day.

use std::future::Future;

use super::record::{SERVERS, Server, day_of, guild_of, server_key};
use super::{seed, winner_reply};
use crate::store::{StoreError, Stored};
use crate::table::clock::now;
use crate::table::computer::Channels;
use crate::table::request::{Answer, Where};
use crate::table::service::Service;

/// How often the announcer looks at the time: a new day is noticed within this.
pub const DAILY_LOOK: std::time::Duration = std::time::Duration::from_secs(60);

impl Service {
    /// The announcements due at `now`, each claimed for this caller: the channel to post in
    /// and what to post. A server with no channel chosen, or announced already today, has
    /// none; nor has a day nobody finished (it is claimed all the same).
    pub async fn daily_announcements(&self, now: u64) -> Result<Vec<(Where, Answer)>, StoreError> {
        let today = day_of(now);
        let mut due = Vec::new();
        for (key, server) in self.store().daily_scan::<Server>(SERVERS)? {
            let (Some(guild), Some(channel)) = (guild_of(&key), server.channel) else { continue };
            if server.announced >= today {
                continue;
            }
            let claimed = self
                .store()
                .update_daily(&server_key(guild), |old: Option<Stored<Server>>| {
                    let old = old.map(|o| o.data).ok_or(())?;
                    if old.announced >= today || old.channel != Some(channel) {
                        return Err(());
                    }
                    Ok(Server { announced: today, ..old })
                })
                .await?;
            let Ok(claimed) = claimed else { continue };
            let key = seed::key(self.store()).await?;
            if let Some(reply) = winner_reply(self, &claimed.data, guild, today, &key)? {
                let at = Where {
                    channel,
                    guild: Some(guild),
                    chatter: 0,
                    board_locale: None,
                    answers_only: false,
                };
                due.push((at, Answer { announce: Some(reply), ..Answer::default() }));
            }
        }
        Ok(due)
    }

    /// Posts the due announcements in `channels`, looking every `DAILY_LOOK`, until `stop`
    /// completes.
    pub async fn run_daily<C: Channels>(&self, channels: C, stop: impl Future<Output = ()>) {
        let mut stop = std::pin::pin!(stop);
        loop {
            match self.daily_announcements(now()).await {
                Ok(due) => {
                    for (at, answer) in due {
                        let Some(guard) = channels.lock(at.channel).await else { continue };
                        if !channels.show(at.channel, guard, answer).await {
                            tracing::warn!(
                                channel = at.channel,
                                "a daily winner's announcement could not be posted"
                            );
                        }
                    }
                }
                Err(error) => tracing::error!(%error, "the daily announcements could not be read"),
            }
            tokio::select! {
                () = tokio::time::sleep(DAILY_LOOK) => {}
                () = &mut stop => return,
            }
        }
    }
}
