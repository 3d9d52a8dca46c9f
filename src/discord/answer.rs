//! Carries out a table [`Answer`] on Discord: the reply, then board edits, a fresh board and
//! the turn ping, reporting new board messages back to the table service.

use std::time::{SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;

use super::reply::{retired, to_create_message, to_edit};
use super::{BotError, Data};
use crate::i18n::Locale;
use crate::table::{Actor, Answer, Where};

/// Unix seconds now.
pub fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// Who is acting, from an interaction's member (or user, in DMs).
pub fn actor(user: &serenity::User, member: Option<&serenity::Member>, locale: Locale) -> Actor {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    let can_manage = member.and_then(|m| m.permissions).is_some_and(|p| p.manage_messages());
    Actor { user: user.id.get(), name, locale, can_manage }
}

/// Everything after the reply itself.
pub async fn follow_up(
    http: &serenity::Http,
    data: &Data,
    channel: serenity::ChannelId,
    answer: Answer,
    replied_board: Option<serenity::MessageId>,
) -> Result<(), BotError> {
    if let Some(message) = replied_board {
        data.tables.board_posted(channel.get(), message.get(), now()).await?;
        data.board_posted(channel.get());
    }
    if let Some((message, reply)) = answer.board_edit {
        edit_quietly(http, channel, message, reply).await;
    }
    if let Some(board) = answer.fresh_board {
        let posted = channel.send_message(http, to_create_message(board)).await?;
        data.tables.board_posted(channel.get(), posted.id.get(), now()).await?;
        data.board_posted(channel.get());
    }
    if let Some(old) = answer.retire {
        if let Err(e) = channel.edit_message(http, serenity::MessageId::new(old), retired()).await {
            tracing::info!(error = %e, "could not retire an old board (deleted?)");
        }
    }
    let mut old_ping = None;
    if let Some(ping) = answer.ping {
        let posted = channel.send_message(http, to_create_message(ping)).await?;
        old_ping = data.ping_posted(channel.get(), Some(posted.id.get()));
    }
    if let Some(announcement) = answer.announce {
        channel.send_message(http, to_create_message(announcement)).await?;
        // The game is over: its last turn ping goes too.
        old_ping = old_ping.or(data.ping_posted(channel.get(), None));
    }
    if let Some(old) = old_ping {
        // The bot may always delete its own messages; a ping already gone is no error.
        if let Err(e) = channel.delete_message(http, serenity::MessageId::new(old)).await {
            tracing::info!(error = %e, "could not delete an old turn ping");
        }
    }
    for (user, message) in answer.direct {
        direct_message(http, user, message).await;
    }
    Ok(())
}

/// Sends a direct message. A member who closed their DMs to server members (Discord's 50007)
/// or left is no error: the channel's reminder reached them anyway.
async fn direct_message(http: &serenity::Http, user: u64, message: crate::render::Reply) {
    let sent = async {
        let dm = serenity::UserId::new(user).create_dm_channel(http).await?;
        dm.send_message(http, to_create_message(message)).await
    };
    if let Err(e) = sent.await {
        tracing::info!(error = %e, user, "could not send a reminder by direct message");
    }
}

/// Edits a message the bot posted earlier; a board that was deleted is no error.
async fn edit_quietly(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    message: u64,
    reply: crate::render::Reply,
) {
    if let Err(e) = channel.edit_message(http, serenity::MessageId::new(message), to_edit(reply)).await {
        tracing::info!(error = %e, "could not edit the board (deleted?)");
    }
}

/// The most moves computer players make in a row: far more than any game's turns between two
/// people, so reaching it means a defect, which is logged instead of looping for ever.
const MAX_AI_MOVES: usize = 2_000;

/// Plays the moves of the channel's computer players, one every [`Service::ai_pause`], each
/// under the channel's lock and shown like anyone's, until a person is to move or the game is
/// over. Runs after the interaction that started it was answered.
///
/// [`Service::ai_pause`]: crate::table::Service::ai_pause
pub async fn ai_turns(http: &serenity::Http, data: &Data, channel: serenity::ChannelId, guild: Option<u64>) {
    if !data.start_ai(channel.get()) {
        return;
    }
    // Released under the channel's lock when the loop ends (a click waiting for the lock
    // must find the channel free to start a mover again), or on drop if this is cancelled.
    let mut claim = Some(AiClaim { data, channel: channel.get() });
    let at = Where { channel: channel.get(), guild, chatter: 0, board_locale: None };
    let mut moves = 0;
    loop {
        tokio::time::sleep(data.tables.ai_pause()).await;
        // A table busy for far too long was logged; the next click sets the mover going again.
        let Some(_guard) = data.lock_table(at.channel).await else { break };
        let at = Where { chatter: data.chatter(at.channel), ..at };
        let answer = match data.tables.ai_move(at, now()).await {
            Ok(Some(answer)) => answer,
            Ok(None) => {
                drop(claim.take());
                break;
            }
            Err(error) => {
                tracing::error!(%error, channel = at.channel, "a computer player's move could not be stored");
                drop(claim.take());
                break;
            }
        };
        let more = answer.ai_next;
        if let Err(error) = follow_up(http, data, channel, answer, None).await {
            tracing::warn!(%error, channel = at.channel, "a computer player's move could not be shown");
        }
        moves += 1;
        if !more {
            drop(claim.take());
            break;
        }
        if moves >= MAX_AI_MOVES {
            tracing::error!(channel = at.channel, moves, "computer players kept moving; stopped");
            drop(claim.take());
            break;
        }
    }
}

/// Runs the turn clocks (reminders and turn limits) until `stop` turns true: each passed
/// deadline is worked under its channel's lock and shown like a move.
pub async fn run_clock(
    http: std::sync::Arc<serenity::Http>,
    data: Data,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let service = data.tables.clone();
    let stopped = async move {
        // An error means the sender is gone: the bot is stopping anyway.
        let _ = stop.wait_for(|stop| *stop).await;
    };
    let work = |channel: u64| {
        let (http, data) = (http.clone(), data.clone());
        async move {
            let Some(guard) = data.lock_table(channel).await else {
                // Logged; the deadline stays passed and is tried again.
                data.tables.retry_deadline(channel);
                return;
            };
            let clocked = match data.tables.clock_work(channel, now()).await {
                Ok(Some(clocked)) => clocked,
                Ok(None) => return,
                Err(error) => {
                    tracing::error!(%error, channel, "a turn clock's work could not be stored");
                    return;
                }
            };
            let ai_next = clocked.answer.ai_next;
            let target = serenity::ChannelId::new(channel);
            if let Err(error) = follow_up(&http, &data, target, clocked.answer, None).await {
                tracing::warn!(%error, channel, "a reminder or skipped turn could not be shown");
            }
            drop(guard);
            if ai_next {
                // In a task of its own: the clock goes on with other tables meanwhile.
                tokio::spawn(async move { ai_turns(&http, &data, target, clocked.at.guild).await });
            }
        }
    };
    crate::table::Ticker::run(service, now, work, stopped).await;
    tracing::info!("turn clocks stopped");
}

/// A channel's claim on moving its computer players; dropping it frees the channel.
struct AiClaim<'a> {
    data: &'a Data,
    channel: u64,
}

impl Drop for AiClaim<'_> {
    fn drop(&mut self) {
        self.data.stop_ai(self.channel);
    }
}
