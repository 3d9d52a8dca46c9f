//! Tables where the bot may only answer requests (issue 56): a group DM, a DM between two
//! people, or a server whose members added the app to their own accounts but the server did
//! not. There the bot cannot post, edit or delete a message of its own. Everything it shows
//! goes through an interaction's token, which lives 15 minutes and sends at most
//! [`MAX_FOLLOW_UPS`] follow-ups.
//!
//! * [`reach`] reads, from an interaction, what the bot may do where it was made.
//! * [`Live`] is a token that may still show things, with the board message it can edit.
//! * [`follow_up`] carries out an [`Answer`] there. Its board edits go through the token that
//!   showed the board; its new messages (a fresh board, the turn ping, the end) are follow-ups
//!   of the request's token, else of the channel's last board token while it lives. What no
//!   token can show waits for the next click, which shows the table as it is then
//!   (`Service::component` on an outdated board).

use std::sync::Arc;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

use super::to_players::{PANEL_LIFE_SECS, direct_message, redraw_panel, status_of};
use super::{BotError, Data, send};
use crate::render::Reply;
use crate::table::{Answer, now};

/// Discord takes at most five follow-ups per interaction where the app is not installed to
/// the server.
pub const MAX_FOLLOW_UPS: u8 = 5;

/// What the bot may do where an interaction was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// The app is installed there (a server that added it; the bot's DM with someone who
    /// shares such a server): it posts, edits and deletes its messages as it likes.
    Channel,
    /// Only people installed it (a group DM, or a server that has not added it): it answers
    /// requests, nothing more.
    AnswersOnly,
    /// As [`Reach::AnswersOnly`], in a server that makes every answer of apps it has not
    /// added private (Use External Apps off): nothing the bot shows there can be shared.
    PrivateOnly,
}

impl Reach {
    /// The table service's [`crate::table::Where::answers_only`].
    pub fn answers_only(self) -> bool {
        self != Reach::Channel
    }
}

/// Where an interaction was made, from its `context` and `authorizing_integration_owners`.
/// An interaction that names no owner (as before apps could be installed to users) is taken
/// as made where the app is installed.
pub fn reach(
    context: Option<serenity::InteractionContext>,
    owners: &serenity::AuthorizingIntegrationOwners,
    member: Option<&serenity::Member>,
) -> Reach {
    let server_added =
        owners.0.iter().any(|owner| matches!(owner, serenity::AuthorizingIntegrationOwner::GuildInstall(_)));
    if owners.0.is_empty() || (server_added && context != Some(serenity::InteractionContext::PrivateChannel))
    {
        return Reach::Channel;
    }
    let external_apps = member.and_then(|m| m.permissions).is_none_or(|p| p.use_external_apps());
    if context == Some(serenity::InteractionContext::Guild) && !external_apps {
        Reach::PrivateOnly
    } else {
        Reach::AnswersOnly
    }
}

/// An interaction token that may still show things in an answers-only channel.
#[derive(Clone)]
pub struct Live {
    /// A secret: with it, anyone could write as the bot for 15 minutes. Never logged.
    token: Arc<str>,
    since: Instant,
    /// The board message it can edit: the interaction's own message (`@original`) or one of
    /// its follow-ups.
    board: Option<(u64, Shown)>,
    follow_ups: u8,
}

/// How a token showed a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shown {
    Original,
    FollowUp,
}

impl Live {
    /// The token of a request that came at `since` and was just answered; `board`: the
    /// message its answer showed the board in (the clicked board it updated, or the board a
    /// command answered with); `sent`: follow-ups it sent already (the answer of a deferred
    /// request is one).
    pub fn new(token: &str, since: Instant, board: Option<u64>, sent: u8) -> Live {
        Live {
            token: token.into(),
            since,
            board: board.map(|message| (message, Shown::Original)),
            follow_ups: sent,
        }
    }

    /// The token of a request whose every answer Discord makes private (Use External Apps
    /// off): it may edit what it showed, but nothing it sends could be seen by the others,
    /// and it never becomes the channel's board token.
    pub fn private(token: &str, since: Instant) -> Live {
        Live { token: token.into(), since, board: None, follow_ups: MAX_FOLLOW_UPS }
    }

    fn alive(&self) -> bool {
        lives(self.since)
    }

    fn may_follow_up(&self) -> bool {
        self.alive() && self.follow_ups < MAX_FOLLOW_UPS
    }

    /// Replaces `message` with `reply`, if this token showed it and still lives.
    async fn edit(&self, http: &serenity::Http, message: u64, reply: Reply) -> Option<bool> {
        let shown =
            self.board.filter(|(board, _)| *board == message && self.alive()).map(|(_, shown)| shown)?;
        let edited = match shown {
            Shown::Original => send::edit_original(http, &self.token, reply).await,
            Shown::FollowUp => send::edit_follow_up(http, &self.token, message, reply).await,
        };
        Some(
            edited
                .inspect_err(|e| {
                    tracing::info!(status = status_of(e), "could not edit a board through its token")
                })
                .is_ok(),
        )
    }

    /// Retires `message`, if this token showed it and still lives.
    async fn retire(&self, http: &serenity::Http, message: u64, note: String) {
        let Some((_, shown)) = self.board.filter(|(board, _)| *board == message && self.alive()) else {
            return;
        };
        let follow_up = (shown == Shown::FollowUp).then_some(message);
        if let Err(e) = send::retire_through(http, &self.token, follow_up, note).await {
            tracing::info!(status = status_of(&e), "could not retire an old board through its token");
        }
    }
}

/// The tokens an answer may use: the request's own, and the channel's last board token.
struct Tokens {
    own: Option<Live>,
    kept: Option<Live>,
}

impl Tokens {
    fn each(&self) -> impl Iterator<Item = &Live> {
        self.own.iter().chain(self.kept.iter())
    }

    /// Edits the board `message` through whichever token showed it; `false` when none can.
    async fn edit(&self, http: &serenity::Http, message: u64, reply: Reply) -> bool {
        for live in self.each() {
            if let Some(edited) = live.edit(http, message, reply.clone()).await {
                return edited;
            }
        }
        false
    }

    /// The token `token` now shows the board in its follow-up `message`.
    fn showing(&mut self, token: &Arc<str>, message: u64) {
        for live in [self.own.as_mut(), self.kept.as_mut()].into_iter().flatten() {
            if live.token == *token {
                live.board = Some((message, Shown::FollowUp));
            }
        }
    }

    async fn retire(&self, http: &serenity::Http, message: u64, note: String) {
        for live in self.each() {
            live.retire(http, message, note.clone()).await;
        }
    }

    /// Sends `reply` as a follow-up of a token that may send one, trying the next when one
    /// fails (an interaction never answered takes none); the message's id and that token, or
    /// `None` when no token could (all spent, expired or refused).
    async fn post(&mut self, http: &serenity::Http, reply: Reply) -> Option<(u64, &mut Live)> {
        for live in [self.own.as_mut(), self.kept.as_mut()].into_iter().flatten() {
            if !live.may_follow_up() {
                continue;
            }
            live.follow_ups += 1;
            match send::follow_up(http, &live.token, reply.clone()).await {
                Ok(message) => return Some((message.get(), live)),
                Err(e) => tracing::info!(status = status_of(&e), "a follow-up failed"),
            }
        }
        None
    }
}

/// A turn ping sent as a follow-up: deleted through its token when the next one comes, while
/// that token lives.
#[derive(Clone)]
pub struct Ping {
    token: Arc<str>,
    /// When the token's interaction came (not when the ping was sent).
    since: Instant,
    message: u64,
}

/// Carries out `answer` in an answers-only channel, after the reply itself and the board it
/// showed (`answer::follow_up` reports that for either kind of channel): `own` is the
/// request's token (none for what happens without a request).
pub async fn follow_up(
    http: &serenity::Http,
    data: &Data,
    channel: serenity::ChannelId,
    answer: Answer,
    own: Option<Live>,
) -> Result<(), BotError> {
    let id = channel.get();
    let mut tokens = Tokens { own, kept: data.live_token(id).filter(Live::alive) };
    let Answer {
        board_edit, mut fresh_board, retire, retire_note, ping, announce, panel_edits, direct, ..
    } = answer;
    if let Some((message, reply)) = board_edit {
        // A board no token can edit any more: a fresh one below, while a token may send it.
        if !tokens.edit(http, message, reply.clone()).await && fresh_board.is_none() {
            fresh_board = Some(reply);
        }
    }
    if let Some(board) = fresh_board {
        match tokens.post(http, board.clone()).await {
            Some((message, live)) => {
                let poster = live.token.clone();
                // Only now may the old board go (through the token that showed it, before
                // that token shows the fresh one): the fresh one is there.
                if let Some(old) = retire {
                    tokens.retire(http, old, retire_note.unwrap_or_else(|| "⬇️".to_owned())).await;
                }
                tokens.showing(&poster, message);
                data.tables.board_posted(id, message, now()).await?;
                data.board_posted(id);
            }
            None => {
                // No fresh board: the old one, if a token can still edit it, shows the table.
                let edited = match retire {
                    Some(old) => tokens.edit(http, old, board).await,
                    None => false,
                };
                if !edited {
                    tracing::info!(
                        channel = id,
                        "a board change waits for the next click (no token may show it)"
                    );
                }
            }
        }
    }
    let over = announce.is_some();
    let messages = [ping.map(|p| (p, true)), announce.map(|a| (a, false))];
    for (message, is_ping) in messages.into_iter().flatten() {
        let Some((posted, live)) = tokens.post(http, message).await else {
            tracing::info!(channel = id, "a message waits for the next click (no token may send it)");
            continue;
        };
        let (token, since) = (live.token.clone(), live.since);
        if is_ping && !over {
            let old = data.ping_sent(id, Some(Ping { token, since, message: posted }));
            delete_ping(http, old).await;
        }
    }
    if over {
        delete_ping(http, data.ping_sent(id, None)).await;
    }
    let edits = panel_edits.into_iter().map(|edit| redraw_panel(http, data, channel, edit));
    futures_util::future::join_all(edits).await;
    for (user, message) in direct {
        direct_message(http, user, message, None).await;
    }
    // The newest token that shows the board is the one later changes go through.
    let Tokens { own, kept } = tokens;
    if let Some(live) = own.filter(|l| l.board.is_some()).or(kept) {
        data.keep_live_token(id, live);
    }
    Ok(())
}

/// Deletes an earlier turn ping through its token, while that lives (an older one stays).
async fn delete_ping(http: &serenity::Http, ping: Option<Ping>) {
    let Some(ping) = ping.filter(|p| lives(p.since)) else {
        return;
    };
    if let Err(e) = http.delete_followup_message(&ping.token, serenity::MessageId::new(ping.message)).await {
        tracing::info!(status = status_of(&e), "could not delete an old turn ping");
    }
}

/// Whether a token of an interaction that came at `since` still works.
fn lives(since: Instant) -> bool {
    since.elapsed() < Duration::from_secs(PANEL_LIFE_SECS)
}
