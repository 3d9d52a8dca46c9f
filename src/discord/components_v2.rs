//! Boards and panels as Discord Components V2 messages, our own typed serde for what
//! serenity 0.12 and poise 0.7 cannot build (docs/components-v2.md).
//!
//! A reply with an embed (a board, a panel, a page of rules) becomes one container with the
//! embed's colour as its accent: the title and the "what to do now" description first, one
//! text display per field (a player, a house, a clan), the picture in a media gallery with its
//! alt text, the footer in small text below a divider, and the reply's controls last. The
//! render model stays transport-free: this module reads it, the playground draws the same
//! layout ([`layout`] is generic over how a row is written), which is why the module is
//! public.
//!
//! A V2 message has no `content` and no embeds, at most [`MAX_COMPONENTS`] components (nested
//! ones count) and [`MAX_TEXT`] characters across its text displays. [`layout`] keeps within
//! both: a board whose fields would pass the count shows them in one text display, and text
//! past the bound is cut at a line, longest block first, with "…" (the limits test in
//! `tests/it/board_limits.rs` shows no real board needs either).

use serde::{Serialize, Serializer};

use crate::render::reply::{Embed, Reply, Row};

/// The message flag that makes a message a Components V2 one. Once set, Discord keeps it.
pub const IS_COMPONENTS_V2: u64 = 1 << 15;

/// The message flag that shows a message to the user who acted alone.
pub const EPHEMERAL: u64 = 1 << 6;

/// Components a V2 message may hold, nested ones included.
pub const MAX_COMPONENTS: usize = 40;

/// Characters a V2 message may show across all its text displays.
pub const MAX_TEXT: usize = 4000;

/// A component's `type` number, written as Discord reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Type<const N: u8>;

impl<const N: u8> Serialize for Type<N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(N)
    }
}

/// One component of a V2 message. `R` is how an action row is written: serenity's builder
/// for Discord, the render model's own row for the playground.
///
/// No section: a section's accessory is one button, and every control of our boards that
/// acts on one player chooses among several things (a house of theirs to blow on, which
/// computer seat to drop), which is a menu; the controls stay together below the board.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Component<R> {
    Container(Container<R>),
    Text(TextDisplay),
    Gallery(MediaGallery),
    Separator(Separator),
    Row(R),
}

/// A box around a board, its left edge in the accent colour.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Container<R> {
    #[serde(rename = "type")]
    pub kind: Type<17>,
    pub accent_color: u32,
    pub components: Vec<Component<R>>,
}

/// Markdown text; never empty (Discord refuses an empty one).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TextDisplay {
    #[serde(rename = "type")]
    pub kind: Type<10>,
    pub content: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MediaGallery {
    #[serde(rename = "type")]
    pub kind: Type<12>,
    pub items: Vec<GalleryItem>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GalleryItem {
    pub media: Media,
    /// The picture's alt text, what a screen reader says of it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// A picture by its address: `attachment://<name>` for a file of the message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Media {
    pub url: String,
}

/// A line (`divider`) with small spacing (1) between parts of a container.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Separator {
    #[serde(rename = "type")]
    pub kind: Type<14>,
    pub divider: bool,
    pub spacing: u8,
}

impl TextDisplay {
    pub fn new(content: String) -> TextDisplay {
        TextDisplay { kind: Type, content }
    }
}

/// Whether `reply` is sent as a V2 message: every reply with an embed is. A plain text (a
/// notice, a turn ping, an announcement) stays a message with `content`, which notifies as a
/// ping should and reads the same in every client.
pub fn is_v2(reply: &Reply) -> bool {
    reply.embed.is_some()
}

/// The flags of a V2 message, private (`ephemeral`) or not.
pub fn flags_of(ephemeral: bool) -> u64 {
    if ephemeral { IS_COMPONENTS_V2 | EPHEMERAL } else { IS_COMPONENTS_V2 }
}

/// Where a block of text stands in a V2 message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    /// The reply's own text, above the board (where its mentions are).
    Above,
    /// The title and description, first in the container.
    Heading,
    /// A field: a player, a house, a clan.
    Field,
    /// The footer, small, below a divider.
    Footer,
}

/// The components of `reply` as a V2 message, within Discord's limits: the reply's text above
/// (where its mentions are), then its embed in a container with the rows inside. `row`
/// writes the reply's controls.
pub fn layout<R>(reply: &Reply, row: impl Fn(&Row) -> R) -> Vec<Component<R>> {
    let mut blocks: Vec<(Place, String)> = Vec::new();
    if let Some(content) = reply.content.as_ref().filter(|c| !c.trim().is_empty()) {
        blocks.push((Place::Above, content.clone()));
    }
    let picture = reply.embed.as_ref().and_then(|e| e.image.clone());
    if let Some(embed) = &reply.embed {
        blocks.push((Place::Heading, heading_of(embed)));
        let mut fields: Vec<String> =
            embed.fields.iter().map(|f| format!("**{}**\n{}", f.name.trim(), f.value)).collect();
        let footer = embed.footer.as_deref().map(small).filter(|f| !f.is_empty());
        // Everything but the fields: the container, the text blocks, the picture (one), the
        // footer (a divider and its text) and the controls.
        let controls: usize = reply.rows.iter().map(|r| 1 + row_len(r)).sum();
        let fixed =
            1 + blocks.len() + usize::from(picture.is_some()) + 2 * usize::from(footer.is_some()) + controls;
        if fixed + fields.len() > MAX_COMPONENTS {
            fields = vec![fields.join("\n\n")];
        }
        blocks.extend(fields.into_iter().filter(|f| !f.is_empty()).map(|f| (Place::Field, f)));
        blocks.extend(footer.map(|f| (Place::Footer, f)));
    }
    fit_text(&mut blocks, MAX_TEXT);
    let text = |content: String| Component::Text(TextDisplay::new(content));
    let mut out = Vec::new();
    let mut inside = Vec::new();
    let mut below = Vec::new();
    for (place, content) in blocks {
        match place {
            Place::Above => out.push(text(content)),
            Place::Heading | Place::Field => inside.push(text(content)),
            Place::Footer => {
                below.push(Component::Separator(Separator { kind: Type, divider: true, spacing: 1 }));
                below.push(text(content));
            }
        }
    }
    let rows = reply.rows.iter().map(row).map(Component::Row);
    match &reply.embed {
        Some(embed) => {
            inside.extend(picture.map(|url| gallery(reply, url)));
            inside.extend(below);
            inside.extend(rows);
            out.push(Component::Container(Container {
                kind: Type,
                // Discord takes an RGB colour, 24 bits.
                accent_color: embed.colour & 0xFF_FFFF,
                components: inside,
            }));
        }
        None => out.extend(rows),
    }
    out
}

/// The picture at `url` (`attachment://<name>`), with the alt text of the reply's file of
/// that name.
fn gallery<R>(reply: &Reply, url: String) -> Component<R> {
    let name = url.strip_prefix("attachment://").unwrap_or(&url);
    let description = reply
        .files
        .iter()
        .find(|f| f.name == name)
        .and_then(|f| f.description.clone())
        .filter(|d| !d.is_empty());
    Component::Gallery(MediaGallery {
        kind: Type,
        items: vec![GalleryItem { media: Media { url }, description }],
    })
}

/// The title as a heading with the description below it.
fn heading_of(embed: &Embed) -> String {
    let title = embed.title.trim();
    let description = embed.description.trim_end();
    match (title.is_empty(), description.is_empty()) {
        (false, false) => format!("## {title}\n{description}"),
        (false, true) => format!("## {title}"),
        (true, false) => description.to_owned(),
        // A text display is never empty.
        (true, true) => "\u{200b}".to_owned(),
    }
}

/// Every line in Discord's small text (`-# `), as an embed's footer looked.
fn small(text: &str) -> String {
    text.lines().filter(|l| !l.trim().is_empty()).map(|l| format!("-# {l}")).collect::<Vec<_>>().join("\n")
}

/// How many components a row holds besides itself.
fn row_len(row: &Row) -> usize {
    match row {
        Row::Buttons(buttons) => buttons.len(),
        Row::Select(_) => 1,
    }
}

/// Cuts `texts` to `limit` characters in all: the longest block loses its last lines first,
/// and "…" says something was cut. No block is left empty.
fn fit_text(blocks: &mut [(Place, String)], limit: usize) {
    let total = |blocks: &[(Place, String)]| blocks.iter().map(|(_, t)| t.chars().count()).sum::<usize>();
    while total(blocks) > limit {
        let excess = total(blocks) - limit;
        let Some((_, longest)) = blocks.iter_mut().max_by_key(|(_, t)| t.chars().count()) else { return };
        let keep = longest.chars().count().saturating_sub(excess + 1).max(1);
        let cut: String = longest.chars().take(keep).collect();
        // At a line's end where that keeps most of what fits, so no word or emoji is cut in
        // half; inside a long line otherwise, rather than losing all of it.
        let cut = match cut.rfind('\n') {
            Some(at) if at > 0 && cut[..at].chars().count() * 2 >= keep => cut[..at].to_owned(),
            _ => cut,
        };
        let before = longest.chars().count();
        *longest = format!("{cut}…");
        if longest.chars().count() >= before {
            // Nothing left to cut here (a one-character block): stop rather than loop.
            return;
        }
    }
}

/// Counts the components of a layout as Discord does: every one, nested ones included.
pub fn count<R>(components: &[Component<R>], row_len: impl Fn(&R) -> usize + Copy) -> usize {
    components
        .iter()
        .map(|c| match c {
            Component::Container(container) => 1 + count(&container.components, row_len),
            Component::Text(_) | Component::Separator(_) | Component::Gallery(_) => 1,
            Component::Row(row) => 1 + row_len(row),
        })
        .sum()
}

/// The characters of a layout's text displays, as Discord counts them against [`MAX_TEXT`].
pub fn text_len<R>(components: &[Component<R>]) -> usize {
    components
        .iter()
        .map(|c| match c {
            Component::Container(container) => text_len(&container.components),
            Component::Text(text) => text.content.chars().count(),
            Component::Separator(_) | Component::Gallery(_) | Component::Row(_) => 0,
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;
    use crate::render::reply::{Button, ButtonStyle, Field, File};

    fn button(n: usize) -> Button {
        Button {
            custom_id: format!("b{n}"),
            label: format!("B{n}"),
            emoji: None,
            style: ButtonStyle::Primary,
            disabled: false,
            pressed: None,
        }
    }

    fn board(fields: usize, rows: usize) -> Reply {
        Reply {
            embed: Some(Embed {
                title: "Board".into(),
                description: "👉 Ann rolls".into(),
                fields: (0..fields)
                    .map(|n| Field { name: format!("Player {n}"), value: "🏠".into(), inline: true })
                    .collect(),
                colour: 0x12_34_56,
                footer: Some("legend\nmore".into()),
                image: Some("attachment://map.png".into()),
            }),
            rows: (0..rows).map(|r| Row::Buttons((0..5).map(|b| button(r * 5 + b)).collect())).collect(),
            files: vec![File {
                name: "map.png".into(),
                bytes: vec![1],
                description: Some("the galaxy".into()),
            }],
            ..Reply::default()
        }
    }

    fn json_of(reply: &Reply) -> Value {
        serde_json::to_value(layout(reply, Row::clone)).expect("json")
    }

    /// A board is one container in its colour: the heading, a block per field, the picture
    /// with its alt text, the footer in small text below a divider, the controls last.
    #[test]
    fn a_board_is_one_container_heading_fields_picture_footer_controls() {
        let mut reply = board(2, 1);
        reply.content = Some("<@1>, your turn".into());
        let json = json_of(&reply);
        assert_eq!(json[0], json!({"type": 10, "content": "<@1>, your turn"}));
        let container = &json[1];
        assert_eq!(
            (container["type"].clone(), container["accent_color"].clone()),
            (json!(17), json!(0x12_34_56))
        );
        let parts = container["components"].as_array().expect("parts");
        let types: Vec<u64> = parts.iter().map(|p| p["type"].as_u64().unwrap_or(0)).collect();
        // The rows are the render model's own here (the playground's form): no `type`.
        assert_eq!(types, [10, 10, 10, 12, 14, 10, 0]);
        assert_eq!(parts[0]["content"], "## Board\n👉 Ann rolls");
        assert_eq!(parts[1]["content"], "**Player 0**\n🏠");
        assert_eq!(
            parts[3]["items"][0],
            json!({"media": {"url": "attachment://map.png"}, "description": "the galaxy"})
        );
        assert_eq!(parts[4], json!({"type": 14, "divider": true, "spacing": 1}));
        assert_eq!(parts[5]["content"], "-# legend\n-# more");
        assert_eq!(parts[6]["Buttons"][0]["custom_id"], "b0");
        let layout = layout(&reply, Row::clone);
        // The text above, the container, heading and fields, the gallery, divider and footer, the row.
        assert_eq!(
            count(&layout, |row| if let Row::Buttons(b) = row { b.len() } else { 1 }),
            1 + 1 + 3 + 1 + 2 + 6
        );
        assert!(!is_v2(&Reply::notice("plain".into())) && is_v2(&reply));
        assert_eq!((flags_of(false), flags_of(true)), (32768, 32768 | 64));
    }

    /// A board whose fields would pass 40 components shows them in one block; text past
    /// 4,000 characters is cut at a line, longest block first, and says so.
    #[test]
    fn a_board_past_the_limits_merges_its_fields_and_cuts_its_longest_text() {
        let crowded = board(12, 5);
        let layout_of = |reply: &Reply| layout(reply, Row::clone);
        let row_len = |row: &Row| if let Row::Buttons(b) = row { b.len() } else { 1 };
        let layout = layout_of(&crowded);
        assert!(count(&layout, row_len) <= MAX_COMPONENTS, "{}", count(&layout, row_len));
        let json = serde_json::to_value(&layout).expect("json");
        let merged = json[0]["components"][1]["content"].as_str().expect("the fields' block");
        assert!(merged.starts_with("**Player 0**") && merged.contains("\n\n**Player 11**\n🏠"), "{merged}");

        let mut long = board(2, 1);
        let description: Vec<String> = (0..300).map(|n| format!("line {n} of the log")).collect();
        if let Some(embed) = long.embed.as_mut() {
            embed.description = description.join("\n");
        }
        let layout = layout_of(&long);
        assert!(text_len(&layout) <= MAX_TEXT, "{}", text_len(&layout));
        let json = serde_json::to_value(&layout).expect("json");
        let heading = json[0]["components"][0]["content"].as_str().expect("heading");
        assert!(heading.ends_with("of the log…"), "cut at a line: {heading}");
        assert_eq!(json[0]["components"][1]["content"], "**Player 0**\n🏠", "short blocks stay whole");

        // One long paragraph under the title: cut inside it, not at the title's line end.
        if let Some(embed) = long.embed.as_mut() {
            embed.description = "word ".repeat(1000);
        }
        let layout = layout_of(&long);
        let json = serde_json::to_value(&layout).expect("json");
        let heading = json[0]["components"][0]["content"].as_str().expect("heading");
        assert!(heading.chars().count() > 3000 && heading.ends_with('…'), "{}", heading.chars().count());
    }

    /// A text display is never empty: an embed without a title or description still has a
    /// heading, and an empty field or footer adds no block.
    #[test]
    fn no_text_display_is_empty() {
        let reply = Reply {
            embed: Some(Embed { fields: vec![], footer: Some(" ".into()), ..Embed::default() }),
            ..Reply::default()
        };
        let json = json_of(&reply);
        let parts = json[0]["components"].as_array().expect("parts");
        assert_eq!(parts.len(), 1);
        assert!(!parts[0]["content"].as_str().unwrap_or_default().is_empty());
    }
}
