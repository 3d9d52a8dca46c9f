//! Carries out a table [`Answer`] on Discord: the reply, then board edits, a fresh board and
//! the turn ping, reporting new board messages back to the table service.

use std::future::Future;
use std::sync::Arc;
use std::time::Instant;

use poise::serenity_prelude as serenity;

use super::answers_only::{self, Live, Reach};
use super::send;
use super::to_players::{direct_message, redraw_panel};
use super::{BotError, Data};
use crate::i18n::Locale;
use crate::table::{Actor, Answer, Channels, Where, now};

/// How long a click may take before it is deferred (`DEFERRED_UPDATE_MESSAGE`) and answered
/// through its token: Discord drops an interaction not answered within three seconds of its
/// creation, which includes the gateway's delivery and the deferral's own request.
pub const DEFER_AFTER: std::time::Duration = std::time::Duration::from_millis(1500);

/// Who is acting, from an interaction's member (or user, in DMs).
pub fn actor(user: &serenity::User, member: Option<&serenity::Member>, locale: Locale) -> Actor {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    let can_manage = member.and_then(|m| m.permissions).is_some_and(|p| p.manage_messages());
    Actor { user: user.id.get(), name, locale, can_manage }
}

/// How the rest of an answer reaches its channel.
pub enum Outlet {
    /// Posts, edits and deletes in the channel.
    Channel,
    /// Only through interaction tokens ([`answers_only`]): the request's own, if any.
    Answers(Option<Live>),
}

impl Outlet {
    /// A request's outlet, where it was made (`reach`) and when (`since`): its token shows
    /// what follows where the bot may only answer. `board`: the message its answer showed the
    /// board in; `sent`: follow-ups it already sent.
    pub fn of_request(reach: Reach, token: &str, since: Instant, board: Option<u64>, sent: u8) -> Outlet {
        match reach {
            Reach::Channel => Outlet::Channel,
            Reach::AnswersOnly => Outlet::Answers(Some(Live::new(token, since, board, sent))),
            Reach::PrivateOnly => Outlet::Answers(Some(Live::private(token, since))),
        }
    }
}

/// Everything after the reply itself.
pub async fn follow_up(
    http: &serenity::Http,
    data: &Data,
    channel: serenity::ChannelId,
    answer: Answer,
    replied_board: Option<serenity::MessageId>,
    outlet: Outlet,
) -> Result<(), BotError> {
    if let Some(message) = replied_board {
        data.tables.board_posted(channel.get(), message.get(), now()).await?;
        data.board_posted(channel.get());
    }
    if let Outlet::Answers(own) = outlet {
        return answers_only::follow_up(http, data, channel, answer, own).await;
    }
    if let Some((message, reply)) = answer.board_edit {
        edit_quietly(http, channel, message, reply).await;
    }
    let nonce = |part: &str| answer.nonce.as_ref().map(|nonce| format!("{nonce}{part}"));
    if let Some(board) = answer.fresh_board {
        let posted = send::post(http, channel, board, nonce("b")).await?;
        data.tables.board_posted(channel.get(), posted.id.get(), now()).await?;
        data.board_posted(channel.get());
    }
    if let Some(old) = answer.retire {
        let note = answer.retire_note.unwrap_or_else(|| "⬇️".to_owned());
        if let Err(e) = send::retire(http, channel, serenity::MessageId::new(old), note).await {
            tracing::info!(error = %e, "could not retire an old board (deleted?)");
        }
    }
    let mut old_ping = None;
    if let Some(ping) = answer.ping {
        let posted = send::post(http, channel, ping, nonce("p")).await?;
        // A ping shown again (same nonce) is the one already remembered: it stays.
        old_ping =
            data.ping_posted(channel.get(), Some(posted.id.get())).filter(|old| *old != posted.id.get());
    }
    if let Some(announcement) = answer.announce {
        send::post(http, channel, announcement, nonce("a")).await?;
        // The game is over: its last turn ping goes too.
        old_ping = old_ping.or(data.ping_posted(channel.get(), None));
    }
    if let Some(old) = old_ping {
        // The bot may always delete its own messages; a ping already gone is no error.
        if let Err(e) = channel.delete_message(http, serenity::MessageId::new(old)).await {
            tracing::info!(error = %e, "could not delete an old turn ping");
        }
    }
    let edits = answer.panel_edits.into_iter().map(|edit| redraw_panel(http, data, channel, edit));
    futures_util::future::join_all(edits).await;
    for (n, (user, message)) in answer.direct.into_iter().enumerate() {
        direct_message(http, user, message, nonce(&format!("d{n}"))).await;
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
    if let Err(e) = send::edit(http, channel, serenity::MessageId::new(message), reply).await {
        tracing::info!(error = %e, "could not edit the board (deleted?)");
    }
}

/// The bot's channels, where the table service shows what happens without a request
/// (computer players' moves, turn clocks).
#[derive(Clone)]
pub struct Discord {
    pub http: Arc<serenity::Http>,
    pub data: Data,
}

impl Channels for Discord {
    type Guard = tokio::sync::OwnedMutexGuard<()>;

    fn lock(&self, channel: u64) -> impl Future<Output = Option<Self::Guard>> + Send {
        self.data.lock_table(channel)
    }

    fn here(&self, _: &Self::Guard, channel: u64, guild: Option<u64>) -> Where {
        Where { channel, guild, chatter: self.data.chatter(channel), board_locale: None, answers_only: false }
    }

    async fn show(&self, channel: u64, guard: Self::Guard, answer: Answer) -> bool {
        let target = serenity::ChannelId::new(channel);
        // Where the bot may only answer, through the channel's last token, if one lives. A
        // channel with such a token is one too, whatever the answer says.
        let answers_only = answer.answers_only || self.data.live_token(channel).is_some();
        let outlet = if answers_only { Outlet::Answers(None) } else { Outlet::Channel };
        let shown = follow_up(&self.http, &self.data, target, answer, None, outlet).await;
        drop(guard);
        shown.inspect_err(|error| {
            tracing::warn!(%error, channel, "a computer player's move or a turn clock's work could not be shown");
        })
        .is_ok()
    }

    fn closing(&self) -> bool {
        // The gateway stops the tasks with the process; the store refuses moves once closing.
        false
    }
}

/// Posts the daily challenge's winners where servers chose, until `stop` turns true.
pub async fn run_daily(http: Arc<serenity::Http>, data: Data, stop: tokio::sync::watch::Receiver<bool>) {
    let service = data.tables.clone();
    service.run_daily(Discord { http, data }, stopped(stop)).await;
    tracing::info!("daily announcements stopped");
}

/// Runs the turn clocks (reminders and turn limits) until `stop` turns true.
pub async fn run_clock(http: Arc<serenity::Http>, data: Data, stop: tokio::sync::watch::Receiver<bool>) {
    let service = data.tables.clone();
    service.run_clocks(Discord { http, data }, stopped(stop)).await;
    tracing::info!("turn clocks stopped");
}

/// Redraws the boards whose write got no answer from the store (`table/recheck.rs`) until
/// `stop` turns true.
pub async fn run_rechecks(http: Arc<serenity::Http>, data: Data, stop: tokio::sync::watch::Receiver<bool>) {
    let service = data.tables.clone();
    service.run_rechecks(Discord { http, data }, stopped(stop)).await;
}

/// Completes once `stop` turns true.
async fn stopped(mut stop: tokio::sync::watch::Receiver<bool>) {
    // An error means the sender is gone: the bot is stopping anyway.
    let _ = stop.wait_for(|stop| *stop).await;
}
