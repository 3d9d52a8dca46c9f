//! Maps the neutral [`Reply`] onto serenity's and poise's builders.

use poise::serenity_prelude as serenity;

use crate::render::reply::{ButtonStyle, Embed, Reply, Row};

/// For answers to slash commands.
pub fn to_poise(reply: Reply) -> poise::CreateReply {
    let mut out = poise::CreateReply::default().ephemeral(reply.ephemeral).components(rows(&reply.rows));
    if let Some(content) = reply.content {
        out = out.content(content);
    }
    if let Some(embed) = &reply.embed {
        out = out.embed(to_embed(embed));
    }
    out
}

/// For answers to component clicks (a new message, or an update of the clicked one).
///
/// Embeds and components are always set, so an update that has none removes the old ones.
pub fn to_message(reply: Reply) -> serenity::CreateInteractionResponseMessage {
    let mut out = serenity::CreateInteractionResponseMessage::new()
        .ephemeral(reply.ephemeral)
        .embeds(reply.embed.iter().map(to_embed).collect())
        .components(rows(&reply.rows));
    if let Some(content) = reply.content {
        out = out.content(content);
    }
    out
}

/// For new channel messages (turn pings, fresh boards).
pub fn to_create_message(reply: Reply) -> serenity::CreateMessage {
    let mut out = serenity::CreateMessage::new().components(rows(&reply.rows));
    if let Some(content) = reply.content {
        out = out.content(content);
    }
    if let Some(embed) = &reply.embed {
        out = out.embed(to_embed(embed));
    }
    out
}

/// For edits of an earlier message: every part is replaced, so a missing embed or component
/// is removed rather than kept.
pub fn to_edit(reply: Reply) -> serenity::EditMessage {
    serenity::EditMessage::new()
        .content(reply.content.unwrap_or_default())
        .embeds(reply.embed.iter().map(to_embed).collect())
        .components(rows(&reply.rows))
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
    out
}

fn rows(rows: &[Row]) -> Vec<serenity::CreateActionRow> {
    rows.iter()
        .map(|row| match row {
            Row::Buttons(buttons) => serenity::CreateActionRow::Buttons(
                buttons
                    .iter()
                    .map(|b| {
                        let mut button = serenity::CreateButton::new(&b.custom_id)
                            .label(&b.label)
                            .style(style(b.style))
                            .disabled(b.disabled);
                        if let Some(emoji) = &b.emoji {
                            button = button.emoji(serenity::ReactionType::Unicode(emoji.clone()));
                        }
                        button
                    })
                    .collect(),
            ),
            Row::Select(select) => {
                let options = select
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
                serenity::CreateActionRow::SelectMenu(
                    serenity::CreateSelectMenu::new(
                        &select.custom_id,
                        serenity::CreateSelectMenuKind::String { options },
                    )
                    .placeholder(&select.placeholder),
                )
            }
        })
        .collect()
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
    use super::*;
    use crate::render::reply::{Button, Field, Select, SelectOption};

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
                    options: vec![SelectOption {
                        value: "a".into(),
                        label: "A".into(),
                        description: Some("d".into()),
                        emoji: None,
                    }],
                }),
            ],
            ephemeral: true,
        };
        let json = serde_json::to_value(to_message(reply)).expect("json");
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
    }
}
