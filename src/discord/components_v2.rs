//! Boards and panels as Discord Components V2 messages, our own typed serde for what
//! serenity 0.12 and poise 0.7 cannot build (docs/components-v2.md).
//!
//! A reply with an embed (a board, a panel, a page of rules) becomes one container with the
//! embed's colour as its accent: the title and the "what to do now" description first, one
//! text display per field (a player, a house, a clan), the picture in a media gallery with its
//! alt text, the footer in small text below a divider, and the reply's controls last. The
//! render model stays transport-free: this module reads it, the playground draws the same
//! layout ([`layout`] is generic over how a row and a button are written).
//!
//! A V2 message has no `content` and no embeds, at most [`MAX_COMPONENTS`] components (nested
//! ones count) and [`MAX_TEXT`] characters across its text displays. [`layout`] keeps within
//! both: a board whose fields would pass the count shows them in one text display, and text
//! past the bound is cut at a line, longest block first, with "…" (the limits test in
//! `tests/it/board_limits.rs` shows no real board needs either).

use serde::{Serialize, Serializer};

use crate::render::reply::{Button, Embed, Reply, Row};

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

/// One component of a V2 message. `R` is how an action row is written and `B` a button (a
/// section's accessory): serenity's builders for Discord, the render model's own rows for the
/// playground.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Component<R, B> {
    Container(Container<R, B>),
    Section(Section<B>),
    Text(TextDisplay),
    Gallery(MediaGallery),
    Separator(Separator),
    Row(R),
}

/// A box around a board, its left edge in the accent colour.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Container<R, B> {
    #[serde(rename = "type")]
    pub kind: Type<17>,
    pub accent_color: u32,
    pub components: Vec<Component<R, B>>,
}

/// Up to three text displays with a control beside them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Section<B> {
    #[serde(rename = "type")]
    pub kind: Type<9>,
    pub components: Vec<TextDisplay>,
    pub accessory: B,
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
/// (where its mentions are), then its embed in a container with the rows inside. `row` and
/// `button` write the reply's controls.
pub fn layout<R, B>(reply: &Reply, row: impl Fn(&Row) -> R, _button: impl Fn(&Button) -> B) -> Vec<Component<R, B>> {
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
            out.push(Component::Container(Container { kind: Type, accent_color: embed.colour, components: inside }));
        }
        None => out.extend(rows),
    }
    out
}

/// The picture at `url` (`attachment://<name>`), with the alt text of the reply's file of
/// that name.
fn gallery<R, B>(reply: &Reply, url: String) -> Component<R, B> {
    let name = url.strip_prefix("attachment://").unwrap_or(&url);
    let description =
        reply.files.iter().find(|f| f.name == name).and_then(|f| f.description.clone()).filter(|d| !d.is_empty());
    Component::Gallery(MediaGallery { kind: Type, items: vec![GalleryItem { media: Media { url }, description }] })
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
        // At a line's end where there is one, so no word or emoji is cut in half.
        let cut = match cut.rfind('\n') {
            Some(at) if at > 0 => cut[..at].to_owned(),
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
pub fn count<R, B>(components: &[Component<R, B>], row_len: impl Fn(&R) -> usize + Copy) -> usize {
    components
        .iter()
        .map(|c| match c {
            Component::Container(container) => 1 + count(&container.components, row_len),
            Component::Section(section) => 2 + section.components.len(),
            Component::Text(_) | Component::Separator(_) | Component::Gallery(_) => 1,
            Component::Row(row) => 1 + row_len(row),
        })
        .sum()
}

/// The characters of a layout's text displays, as Discord counts them against [`MAX_TEXT`].
pub fn text_len<R, B>(components: &[Component<R, B>]) -> usize {
    components
        .iter()
        .map(|c| match c {
            Component::Container(container) => text_len(&container.components),
            Component::Section(section) => section.components.iter().map(|t| t.content.chars().count()).sum(),
            Component::Text(text) => text.content.chars().count(),
            Component::Separator(_) | Component::Gallery(_) | Component::Row(_) => 0,
        })
        .sum()
}
