//! Maps the neutral [`Reply`](crate::render::Reply) onto serenity's and poise's builders: the
//! form of plain texts (notices, turn pings, announcements, an exported record). Boards and
//! panels go as Components V2 messages (`send.rs`), whose controls are written here too.
//!
//! A reply's files travel as the message's attachments (a multipart upload). A click's update
//! sets the message's attachments to exactly the reply's files: Discord keeps a message's
//! earlier attachments unless `attachments` lists what stays.
//!
//! Every builder also carries the message's allowed mentions (`allowed_mentions`): exactly
//! the reply's `mentions`, never everyone, `@here` or a role. Without it Discord pings
//! whatever the text mentions, and a player named `@everyone` would ping the server wherever
//! the bot may mention everyone (bots are often given Administrator).

use poise::serenity_prelude as serenity;

use crate::render::reply::{Button, ButtonStyle, Embed, File, Reply, Row, Select};

/// For answers to slash commands (a new message: its attachments are just the files).
pub fn to_poise(reply: Reply) -> poise::CreateReply {
    let mut out = poise::CreateReply::default()
        .ephemeral(reply.ephemeral)
        .components(rows(&reply.rows))
        .allowed_mentions(allowed_mentions(&reply.mentions));
    if let Some(content) = reply.content {
        out = out.content(content);
    }
    if let Some(embed) = &reply.embed {
        out = out.embed(to_embed(embed));
    }
    for file in reply.files {
        out = out.attachment(attachment(file));
    }
    out
}

/// For a plain text answering a click or a modal as a new message (an update of the clicked
/// message is always V2, `send.rs`).
///
/// serenity always sends this builder's `attachments` list (`[]` when there are no files).
pub fn to_message(reply: Reply) -> serenity::CreateInteractionResponseMessage {
    let mut out = serenity::CreateInteractionResponseMessage::new()
        .ephemeral(reply.ephemeral)
        .embeds(reply.embed.iter().map(to_embed).collect())
        .components(rows(&reply.rows))
        .allowed_mentions(allowed_mentions(&reply.mentions))
        .files(reply.files.into_iter().map(attachment));
    if let Some(content) = reply.content {
        out = out.content(content);
    }
    out
}

/// For a follow-up of a deferred click (a new message, private when the reply is).
pub fn to_follow_up(reply: Reply) -> serenity::CreateInteractionResponseFollowup {
    let mut out = serenity::CreateInteractionResponseFollowup::new()
        .ephemeral(reply.ephemeral)
        .embeds(reply.embed.iter().map(to_embed).collect())
        .components(rows(&reply.rows))
        .allowed_mentions(allowed_mentions(&reply.mentions))
        .files(reply.files.into_iter().map(attachment));
    if let Some(content) = reply.content {
        out = out.content(content);
    }
    out
}

/// For new channel messages (turn pings, fresh boards, announcements, direct messages).
pub fn to_create_message(reply: Reply) -> serenity::CreateMessage {
    let mut out = serenity::CreateMessage::new()
        .components(rows(&reply.rows))
        .allowed_mentions(allowed_mentions(&reply.mentions))
        .files(reply.files.into_iter().map(attachment));
    if let Some(content) = reply.content {
        out = out.content(content);
    }
    if let Some(embed) = &reply.embed {
        out = out.embed(to_embed(embed));
    }
    out
}

/// Who a message may ping: the `users` listed, nobody else. `parse` stays empty, so Discord
/// reads no mention from the text by itself (no `@everyone`, `@here`, role or other user),
/// and a reply pings no author.
pub fn allowed_mentions(users: &[u64]) -> serenity::CreateAllowedMentions {
    // No user has the id 0 (and `UserId::new` would panic on it).
    let users = users.iter().filter_map(|&user| std::num::NonZeroU64::new(user)).map(serenity::UserId::from);
    serenity::CreateAllowedMentions::new().users(users).replied_user(false)
}

fn attachment(file: File) -> serenity::CreateAttachment {
    let attachment = serenity::CreateAttachment::bytes(file.bytes, file.name);
    match file.description {
        Some(alt) => attachment.description(alt),
        None => attachment,
    }
}

fn to_embed(embed: &Embed) -> serenity::CreateEmbed {
    let mut out = serenity::CreateEmbed::new()
        .title(&embed.title)
        .description(&embed.description)
        .colour(embed.colour)
        .fields(embed.fields.iter().map(|f| (f.name.clone(), f.value.clone(), f.inline)));
    if let Some(footer) = &embed.footer {
        out = out.footer(serenity::CreateEmbedFooter::new(footer));
    }
    if let Some(image) = &embed.image {
        out = out.image(image);
    }
    out
}

fn rows(rows: &[Row]) -> Vec<serenity::CreateActionRow> {
    rows.iter().map(row).collect()
}

/// One action row: its buttons, or its menu.
pub(super) fn row(row: &Row) -> serenity::CreateActionRow {
    match row {
        Row::Buttons(buttons) => serenity::CreateActionRow::Buttons(buttons.iter().map(button).collect()),
        Row::Select(select) => select_menu(select),
    }
}

fn button(b: &Button) -> serenity::CreateButton {
    let button =
        serenity::CreateButton::new(&b.custom_id).label(&b.label).style(style(b.style)).disabled(b.disabled);
    match &b.emoji {
        Some(emoji) => button.emoji(serenity::ReactionType::Unicode(emoji.clone())),
        None => button,
    }
}

/// A string select menu. Its bounds are kept within what Discord takes for its options (at
/// most as many as there are, `min <= max`): a menu Discord refuses would cost the whole
/// board, not just the menu.
fn select_menu(select: &Select) -> serenity::CreateActionRow {
    let options: Vec<_> = select
        .options
        .iter()
        .map(|o| {
            let mut option = serenity::CreateSelectMenuOption::new(&o.label, &o.value);
            if let Some(description) = &o.description {
                option = option.description(description);
            }
            if let Some(emoji) = &o.emoji {
                option = option.emoji(serenity::ReactionType::Unicode(emoji.clone()));
            }
            option
        })
        .collect();
    let count = u8::try_from(options.len()).unwrap_or(u8::MAX);
    let max = select.max_values.clamp(1, count.max(1));
    let min = select.min_values.min(max);
    serenity::CreateActionRow::SelectMenu(
        serenity::CreateSelectMenu::new(
            &select.custom_id,
            serenity::CreateSelectMenuKind::String { options },
        )
        .placeholder(&select.placeholder)
        .min_values(min)
        .max_values(max),
    )
}

fn style(style: ButtonStyle) -> serenity::ButtonStyle {
    match style {
        ButtonStyle::Primary => serenity::ButtonStyle::Primary,
        ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
        ButtonStyle::Success => serenity::ButtonStyle::Success,
        ButtonStyle::Danger => serenity::ButtonStyle::Danger,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::render::reply::{Button, Field, SelectOption};

    /// The JSON Discord receives for a reply with every kind of part.
    #[test]
    fn every_part_of_a_reply_reaches_discords_json() {
        let reply = Reply {
            content: Some("<@1> your turn".into()),
            embed: Some(Embed {
                title: "Board".into(),
                description: "desc".into(),
                fields: vec![Field { name: "Ann".into(), value: "🏠".into(), inline: true }],
                colour: 0x123456,
                footer: Some("foot".into()),
                image: Some("attachment://map.png".into()),
            }),
            rows: vec![
                Row::Buttons(vec![Button {
                    custom_id: "oink:1:info:three-pigs".into(),
                    label: "Roll".into(),
                    emoji: Some("🎲".into()),
                    style: ButtonStyle::Success,
                    disabled: true,
                    pressed: None,
                }]),
                Row::Select(Select {
                    custom_id: "oink:1:x".into(),
                    placeholder: "Pick".into(),
                    options: ["a", "b", "c"]
                        .map(|v| SelectOption {
                            value: v.into(),
                            label: v.to_uppercase(),
                            description: Some("d".into()),
                            emoji: None,
                        })
                        .to_vec(),
                    min_values: 0,
                    max_values: 3,
                }),
            ],
            ephemeral: true,
            files: vec![File {
                name: "map.png".into(),
                bytes: vec![0x89, b'P', b'N', b'G'],
                description: Some("The galaxy, round 1".into()),
            }],
            mentions: Vec::new(),
            locale: None,
        };
        let json = serde_json::to_value(to_message(reply.clone())).expect("json");
        assert_eq!(json["content"], "<@1> your turn");
        assert_eq!(json["flags"], 64, "ephemeral flag");
        assert_eq!(json["embeds"][0]["title"], "Board");
        assert_eq!(json["embeds"][0]["color"], 0x123456);
        assert_eq!(json["embeds"][0]["fields"][0]["inline"], true);
        assert_eq!(json["embeds"][0]["footer"]["text"], "foot");
        let button = &json["components"][0]["components"][0];
        assert_eq!(button["custom_id"], "oink:1:info:three-pigs");
        assert_eq!(button["style"], 3);
        assert_eq!(button["disabled"], true);
        assert_eq!(button["emoji"]["name"], "🎲");
        let select = &json["components"][1]["components"][0];
        assert_eq!(select["type"], 3);
        assert_eq!(select["options"][0]["value"], "a");
        assert_eq!(select["placeholder"], "Pick");
        assert_eq!((select["min_values"].clone(), select["max_values"].clone()), (json!(0), json!(3)));
        assert_eq!(json["embeds"][0]["image"]["url"], "attachment://map.png");
        // The file's metadata goes in `attachments` (its bytes in the multipart part that
        // serenity numbers to match), with the picture's alt text.
        assert_eq!(
            json["attachments"],
            json!([{"id": 0, "filename": "map.png", "description": "The galaxy, round 1"}])
        );
        // The same reply as a channel message.
        let created = serde_json::to_value(to_create_message(reply)).expect("json");
        assert_eq!(created["attachments"][0]["filename"], "map.png");
        assert_eq!(created["embeds"][0]["image"]["url"], "attachment://map.png");
    }

    /// A click's update lists the message's attachments as exactly the reply's files: an
    /// empty list (Discord then drops earlier files), never a missing one (Discord would keep
    /// them: an old map beside the new).
    #[test]
    fn updates_replace_the_messages_files() {
        let text_only = Reply { content: Some("the table ended".into()), ..Reply::default() };
        let update = serde_json::to_value(to_message(text_only)).expect("json");
        assert_eq!(update["attachments"], json!([]));
    }

    /// Every way a reply reaches Discord (a command's answer, its follow-up or edit, a
    /// click's answer, a channel message or direct message, a V2 board) carries allowed
    /// mentions: the reply's users and nothing Discord would read from the
    /// text, whatever it holds.
    #[test]
    fn every_message_and_edit_allows_exactly_the_replys_mentions() {
        let ping = Reply::pinging("@everyone <@&42> <@1> <@2> <@3>, your turn".into(), vec![1, 2]);
        let quiet = Reply { mentions: Vec::new(), ..ping.clone() };
        let only = |users: &[u64]| json!({"parse": [], "users": users.iter().map(u64::to_string).collect::<Vec<_>>(), "roles": [], "replied_user": false});
        for (reply, users) in [(ping, &[1, 2][..]), (quiet, &[][..])] {
            let poise = to_poise(reply.clone());
            let bodies = [
                serde_json::to_value(poise.clone().to_slash_initial_response(Default::default())),
                serde_json::to_value(poise.clone().to_slash_followup_response(Default::default())),
                serde_json::to_value(poise.to_slash_initial_response_edit(Default::default())),
                serde_json::to_value(to_message(reply.clone())),
                serde_json::to_value(to_create_message(reply.clone())),
                serde_json::to_value(super::super::send::body(reply).0),
            ];
            for body in bodies {
                let body = body.expect("json");
                assert_eq!(body["allowed_mentions"], only(users), "{body}");
            }
        }
        assert_eq!(serde_json::to_value(allowed_mentions(&[0, 5])).expect("json")["users"], json!(["5"]));
    }

    /// A menu's bounds stay within what Discord takes for its options.
    #[test]
    fn menu_bounds_fit_the_options() {
        let menu = |min, max, options: usize| {
            let select = Select {
                custom_id: "x".into(),
                placeholder: "p".into(),
                options: (0..options)
                    .map(|n| SelectOption {
                        value: n.to_string(),
                        label: n.to_string(),
                        description: None,
                        emoji: None,
                    })
                    .collect(),
                min_values: min,
                max_values: max,
            };
            let json = serde_json::to_value(select_menu(&select)).expect("json");
            (json["components"][0]["min_values"].as_u64(), json["components"][0]["max_values"].as_u64())
        };
        assert_eq!(menu(1, 1, 3), (Some(1), Some(1)));
        assert_eq!(menu(0, 4, 6), (Some(0), Some(4)));
        assert_eq!(menu(2, 9, 3), (Some(2), Some(3)), "no more than there are options");
        assert_eq!(menu(5, 2, 3), (Some(2), Some(2)), "min never above max");
        assert_eq!(menu(0, 0, 3), (Some(0), Some(1)), "Discord's max is at least 1");
    }
}
