//! Carries out a table [`Answer`] on Discord: the reply, then board edits, a fresh board and
//! the turn ping, reporting new board messages back to the table service.

use std::time::{SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;

use super::reply::{to_create_message, to_edit};
use super::{BotError, Data};
use crate::i18n::Locale;
use crate::table::{Actor, Answer};

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
        let retired = serenity::EditMessage::new().components(Vec::new());
        if let Err(e) = channel.edit_message(http, serenity::MessageId::new(old), retired).await {
            tracing::info!(error = %e, "could not retire an old board (deleted?)");
        }
    }
    if let Some(ping) = answer.ping {
        channel.send_message(http, to_create_message(ping)).await?;
    }
    Ok(())
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
