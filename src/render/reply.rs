//! The transport-neutral shape of everything the bot shows: an embed, components, and whether
//! only the clicking user sees it. The Discord adapter and the playground map it to their own
//! types; keeping it plain data lets the renderer be tested without either. It reads back too:
//! the playground keeps its channel's messages on disk.

use serde::{Deserialize, Serialize};

/// One answer of the bot.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reply {
    /// Plain text above the embed (mentions go here: an embed notifies nobody).
    pub content: Option<String>,
    pub embed: Option<Embed>,
    /// Action rows, at most 5.
    pub rows: Vec<Row>,
    /// Visible only to the user who acted.
    pub ephemeral: bool,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Embed {
    pub title: String,
    pub description: String,
    pub fields: Vec<Field>,
    /// RGB colour of the side bar.
    pub colour: u32,
    pub footer: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Field {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

/// An action row: up to 5 buttons, or one select menu.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Row {
    Buttons(Vec<Button>),
    Select(Select),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Button {
    pub custom_id: String,
    pub label: String,
    pub emoji: Option<String>,
    pub style: ButtonStyle,
    pub disabled: bool,
    /// A toggle's state (a die picked for a reroll), for assistive technology in the
    /// playground; Discord shows it by the style alone.
    pub pressed: Option<bool>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Select {
    pub custom_id: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SelectOption {
    pub value: String,
    pub label: String,
    pub description: Option<String>,
    pub emoji: Option<String>,
}

impl Reply {
    /// A short ephemeral text, the form of every error and notice.
    pub fn notice(text: String) -> Reply {
        Reply { content: Some(text), ephemeral: true, ..Reply::default() }
    }
}
