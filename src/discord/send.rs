//! Sends a [`Reply`] to Discord in the form it takes there: a board or panel as a Components
//! V2 message (our own body, [`components_v2`], through serenity's
//! `Http`, which takes any serializable body), a plain text with serenity's builders
//! (`reply.rs`). Public for the end-to-end tests, which send boards through exactly these.
//!
//! What changes a message that is there already (a click's update, a board's edit, a panel
//! redrawn through its token, a board retired) is always V2: Discord never takes the V2 flag
//! back, so a board once V2 can only be edited as V2, and an edit that turns a board posted
//! before this release into V2 sets its `content` to `null` and its `embeds` to `[]`, as
//! Discord asks. A new message is V2 when it shows a board.

use poise::serenity_prelude as serenity;
use serde::Serialize;

use super::components_v2::{self, Component, IS_COMPONENTS_V2};
use super::reply::{allowed_mentions, to_create_message, to_message, to_poise};
use super::{BotError, Data};
use crate::render::Reply;

type Context<'a> = poise::Context<'a, Data, BotError>;

/// A V2 message body, the `data` of an interaction response or a message's own body.
#[derive(Serialize)]
pub struct Body {
    flags: u64,
    components: Vec<Component<serenity::CreateActionRow>>,
    allowed_mentions: serenity::CreateAllowedMentions,
    /// The files uploaded with the message and their alt text: on an edit, exactly those
    /// (an earlier picture goes).
    attachments: Vec<Attachment>,
    /// `null` on an edit, which turns a message with text into a V2 one.
    #[serde(skip_serializing_if = "Option::is_none")]
    content: Option<Cleared>,
    /// `[]` on an edit, which turns a message with an embed into a V2 one.
    #[serde(skip_serializing_if = "Option::is_none")]
    embeds: Option<[Cleared; 0]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    nonce: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    enforce_nonce: bool,
}

/// A field written as `null`.
#[derive(Debug, Clone, Copy)]
struct Cleared;

impl Serialize for Cleared {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_none()
    }
}

/// A file's entry in `attachments`: its number in the upload, its name and its alt text.
#[derive(Serialize)]
struct Attachment {
    id: u64,
    filename: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    description: Option<String>,
}

/// An interaction's response: a new message (4) or an update of the clicked one (7).
#[derive(Serialize)]
struct Response {
    #[serde(rename = "type")]
    kind: u8,
    data: Body,
}

/// The body of `reply` as a V2 message and the files it uploads. Only the picture the board
/// shows goes: a V2 message shows a file nowhere but where a component refers to it, and the
/// upload numbers it 0, the number serenity gives a lone file.
pub fn body(reply: Reply) -> (Body, Vec<serenity::CreateAttachment>) {
    let components = components_v2::layout(&reply, super::reply::row);
    let shown = reply.embed.as_ref().and_then(|e| e.attached_image()).map(str::to_owned);
    let file = reply.files.into_iter().find(|f| Some(&f.name) == shown.as_ref());
    let attachments = file
        .iter()
        .map(|f| Attachment { id: 0, filename: f.name.clone(), description: f.description.clone() })
        .collect();
    let files = file.into_iter().map(|f| serenity::CreateAttachment::bytes(f.bytes, f.name)).collect();
    let flags = components_v2::flags_of(reply.ephemeral);
    let body = Body {
        flags,
        components,
        allowed_mentions: allowed_mentions(&reply.mentions),
        attachments,
        content: None,
        embeds: None,
        nonce: None,
        enforce_nonce: false,
    };
    (body, files)
}

impl Body {
    /// The body of an edit or update: it empties the text and embeds a message had before
    /// (a board posted by an earlier release), which Discord requires to make it V2.
    fn replacing(self) -> Body {
        Body { content: Some(Cleared), embeds: Some([]), ..self }
    }
}

/// Answers a slash command with `reply`: the interaction's first response, or a follow-up
/// once it has one (deferred). Returns the message's id when `want_id` (a board to track).
pub async fn command(
    ctx: Context<'_>,
    reply: Reply,
    want_id: bool,
) -> Result<Option<serenity::MessageId>, BotError> {
    // A plain text goes through poise, which knows how to answer every kind of context.
    let app = match ctx {
        poise::Context::Application(app) if components_v2::is_v2(&reply) => app,
        _ => {
            let handle = ctx.send(to_poise(reply)).await?;
            return Ok(if want_id { Some(handle.message().await?.id) } else { None });
        }
    };
    let http = ctx.http();
    let token = &app.interaction.token;
    let (body, files) = body(reply);
    let started = app.has_sent_initial_response.load(std::sync::atomic::Ordering::SeqCst);
    if started {
        let message = http.create_followup_message(token, &body, files).await?;
        return Ok(want_id.then_some(message.id));
    }
    let response = Response { kind: 4, data: body };
    http.create_interaction_response(app.interaction.id, token, &response, files).await?;
    app.has_sent_initial_response.store(true, std::sync::atomic::Ordering::SeqCst);
    if !want_id {
        return Ok(None);
    }
    Ok(Some(http.get_original_interaction_response(token).await?.id))
}

/// Answers a click: an update of the clicked message (`update`) or a new one.
pub async fn click(
    http: &serenity::Http,
    (id, token): (serenity::InteractionId, &str),
    reply: Reply,
    update: bool,
) -> Result<(), serenity::Error> {
    use serenity::Builder as _;
    if !update && !components_v2::is_v2(&reply) {
        let response = serenity::CreateInteractionResponse::Message(to_message(reply));
        return response.execute(http, (id, token)).await;
    }
    let (body, files) = body(reply);
    let response =
        if update { Response { kind: 7, data: body.replacing() } } else { Response { kind: 4, data: body } };
    http.create_interaction_response(id, token, &response, files).await
}

/// Replaces the message an interaction's token showed (a deferred click's clicked message, a
/// private panel redrawn later) with `reply`.
pub async fn edit_original(http: &serenity::Http, token: &str, reply: Reply) -> Result<(), serenity::Error> {
    let (body, files) = body(reply);
    http.edit_original_interaction_response(token, &body.replacing(), files).await.map(drop)
}

/// A new message through an interaction's token (a deferred click's private answer; any new
/// message where the bot may only answer); its id.
pub async fn follow_up(
    http: &serenity::Http,
    token: &str,
    reply: Reply,
) -> Result<serenity::MessageId, serenity::Error> {
    if !components_v2::is_v2(&reply) {
        // Through the builder, which uploads its files and checks its lengths.
        use serenity::Builder as _;
        return super::reply::to_follow_up(reply).execute(http, (None, token)).await.map(|m| m.id);
    }
    let (body, files) = body(reply);
    http.create_followup_message(token, &body, files).await.map(|m| m.id)
}

/// Replaces `message`, a follow-up of the interaction whose token this is, with `reply`.
pub async fn edit_follow_up(
    http: &serenity::Http,
    token: &str,
    message: u64,
    reply: Reply,
) -> Result<(), serenity::Error> {
    let (body, files) = body(reply);
    let message = serenity::MessageId::new(message);
    http.edit_followup_message(token, message, &body.replacing(), files).await.map(drop)
}

/// Posts `reply` in `channel`, once per `nonce` when there is one.
pub async fn post(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    reply: Reply,
    nonce: Option<String>,
) -> Result<serenity::Message, serenity::Error> {
    if !components_v2::is_v2(&reply) {
        let message = to_create_message(reply);
        let message = match nonce {
            Some(nonce) => message.nonce(serenity::Nonce::String(nonce)).enforce_nonce(true),
            None => message,
        };
        return channel.send_message(http, message).await;
    }
    let (body, files) = body(reply);
    let body = Body { enforce_nonce: nonce.is_some(), nonce, ..body };
    http.send_message(channel, files, &body).await
}

/// Replaces the message `message` of `channel` (a board) with `reply`.
pub async fn edit(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    message: serenity::MessageId,
    reply: Reply,
) -> Result<serenity::Message, serenity::Error> {
    let (body, files) = body(reply);
    http.edit_message(channel, message, &body.replacing(), files).await
}

/// Retires an old board that a fresh one below replaced: it becomes `note`, where the board
/// went, with nothing left to click. A V2 message's text is its components, so none of the
/// old board stays (its picture goes too); it would only show a state that is no longer so.
pub async fn retire(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    message: serenity::MessageId,
    note: String,
) -> Result<(), serenity::Error> {
    http.edit_message(channel, message, &retired(note), Vec::new()).await.map(drop)
}

/// As [`retire`], through the token of the interaction that showed the board: its own message
/// (`follow_up: None`) or that follow-up.
pub async fn retire_through(
    http: &serenity::Http,
    token: &str,
    follow_up: Option<u64>,
    note: String,
) -> Result<(), serenity::Error> {
    match follow_up {
        Some(message) => {
            let message = serenity::MessageId::new(message);
            http.edit_followup_message(token, message, &retired(note), Vec::new()).await.map(drop)
        }
        None => http.edit_original_interaction_response(token, &retired(note), Vec::new()).await.map(drop),
    }
}

/// The body that turns a board into `note` alone.
fn retired(note: String) -> Body {
    Body {
        flags: IS_COMPONENTS_V2,
        components: vec![Component::Text(components_v2::TextDisplay::new(note))],
        allowed_mentions: allowed_mentions(&[]),
        attachments: Vec::new(),
        content: None,
        embeds: None,
        nonce: None,
        enforce_nonce: false,
    }
    .replacing()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::render::reply::{Embed, File};

    /// A board's body: V2 (private when the reply is), no `content` or embeds on a new
    /// message, `null` and `[]` on an edit; only the pictured file goes, with its alt text.
    #[test]
    fn a_boards_body_is_v2_and_an_edit_clears_the_old_text_and_embeds() {
        let reply = Reply {
            embed: Some(Embed {
                title: "Galaxy".into(),
                image: Some("attachment://map.png".into()),
                ..Embed::default()
            }),
            files: vec![
                File { name: "map.png".into(), bytes: vec![1], description: Some("the galaxy".into()) },
                File { name: "unused.txt".into(), bytes: vec![2], description: None },
            ],
            ephemeral: true,
            mentions: vec![7],
            ..Reply::default()
        };
        let (created, files) = body(reply.clone());
        assert_eq!(files.len(), 1, "the pictured file only");
        let created = serde_json::to_value(created).expect("json");
        assert_eq!(created["flags"], 32768 | 64);
        assert!(created.get("content").is_none() && created.get("embeds").is_none(), "{created}");
        assert_eq!(
            created["attachments"],
            json!([{"id": 0, "filename": "map.png", "description": "the galaxy"}])
        );
        assert_eq!(created["allowed_mentions"]["users"], json!(["7"]));
        assert_eq!(created["components"][0]["type"], 17);
        let edited = serde_json::to_value(body(reply).0.replacing()).expect("json");
        assert_eq!((edited["content"].clone(), edited["embeds"].clone()), (json!(null), json!([])));
        assert!(edited.get("content").is_some());
    }
}
