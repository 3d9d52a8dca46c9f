//! What goes to one player rather than the channel: their private panel, redrawn through the
//! token of the interaction that showed it, and direct messages. Used alike where the bot
//! posts in the channel (`answer.rs`) and where it may only answer (`answers_only.rs`).

use poise::serenity_prelude as serenity;

use super::{Data, send};
use crate::table::PanelEdit;

/// How long after an interaction its token may still edit the panel it showed: Discord's 15
/// minutes, less a margin for the clocks and the request in flight.
pub const PANEL_LIFE_SECS: u64 = 15 * 60 - 30;

/// Redraws another player's open panel through the token of the interaction that last
/// showed it. A panel its player dismissed, or whose token expired, is let go: its next click
/// redraws it. The error is logged by its status only, as a request error's text could carry
/// the token (it is in the URL).
pub async fn redraw_panel(http: &serenity::Http, data: &Data, channel: serenity::ChannelId, edit: PanelEdit) {
    let PanelEdit { user, handle, reply } = edit;
    if let Err(error) = send::edit_original(http, handle.secret(), reply).await {
        let status = status_of(&error);
        tracing::info!(user, status, "a private panel could not be redrawn: it is no longer kept up to date");
        data.tables.panel_lost(channel.get(), user);
    }
}

/// The HTTP status of a failed request to Discord (0 when it got none). A request through an
/// interaction token is logged by this alone: the error's text could carry the token, which
/// is in the URL.
pub fn status_of(error: &serenity::Error) -> u16 {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            response.status_code.as_u16()
        }
        _ => 0,
    }
}

/// Sends a direct message. A member who closed their DMs to server members (Discord's 50007)
/// or left is no error: the channel's reminder reached them anyway.
pub async fn direct_message(
    http: &serenity::Http,
    user: u64,
    message: crate::render::Reply,
    nonce: Option<String>,
) {
    let sent = async {
        let dm = serenity::UserId::new(user).create_dm_channel(http).await?;
        send::post(http, dm.id, message, nonce).await
    };
    if let Err(e) = sent.await {
        tracing::info!(error = %e, user, "could not send a reminder by direct message");
    }
}
