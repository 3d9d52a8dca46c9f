//! The transport-neutral shape of everything the bot shows: an embed, components, files (a
//! board's picture, an exported record), and whether only the clicking user sees it. The Discord adapter and the playground map it to their own
//! types; keeping it plain data lets the renderer be tested without either. It reads back too:
//! the playground keeps its channel's messages on disk.

use serde::{Deserialize, Serialize};

use crate::i18n::Locale;

/// One answer of the bot.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reply {
    /// Plain text above the embed (mentions go here, where a ping is read).
    pub content: Option<String>,
    pub embed: Option<Embed>,
    /// Action rows, at most 5.
    pub rows: Vec<Row>,
    /// Visible only to the user who acted.
    pub ephemeral: bool,
    /// Files sent with the message; an embed shows one with `image: attachment://<name>`.
    ///
    /// They belong to this reply as a whole: when the reply updates or edits a message, the
    /// message's files become exactly these (none here removes an earlier picture), in Discord
    /// and in the playground alike.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub files: Vec<File>,
    /// The users this message means to ping: each has its `<@id>` in `content`. Transports
    /// notify these and nobody else: not another `<@id>`, no role, never `@everyone` or
    /// `@here`, whatever the text holds (Discord gets this list as the message's allowed
    /// mentions). Empty for all but turn pings, reminders, seat changes and the end
    /// announcement, none of which draws a board: a board pings nobody.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mentions: Vec<u64>,
    /// The language the message's sentences are in, where a timestamp (`<t:…:R>`) stands
    /// among them: the playground shows its relative time in this language, so "in 59
    /// seconds" never reads in English inside a German board. Discord shows a timestamp in
    /// each reader's own language whatever this says, so texts set timestamps apart from
    /// their sentences (docs/architecture.md, *Timestamps*).
    #[serde(default, skip_serializing_if = "Option::is_none", with = "locale_code")]
    pub locale: Option<Locale>,
}

/// Serde for a reply's language as its code (`en-US`, `de`, `fr`); a code no longer spoken
/// reads as none.
mod locale_code {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::i18n::Locale;

    #[expect(clippy::ref_option, reason = "the signature serde's `with` calls")]
    pub fn serialize<S: Serializer>(locale: &Option<Locale>, serializer: S) -> Result<S::Ok, S::Error> {
        match locale {
            Some(locale) => serializer.serialize_some(locale.code()),
            None => serializer.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Locale>, D::Error> {
        let code = <Option<std::borrow::Cow<'de, str>>>::deserialize(deserializer)?;
        Ok(code.and_then(|code| Locale::from_code(&code)))
    }
}

/// A file of a reply. Its `name` is what `attachment://<name>` refers to; Discord matches
/// only names of ASCII letters, digits, `_`, `-` and `.` (e.g. `map.png`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct File {
    pub name: String,
    /// The alt text of a picture (Discord's attachment `description`, at most 1,024
    /// characters): what screen readers say of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Stored as base64 text: the playground keeps replies as JSON, where a list of numbers
    /// would take about four times the room.
    #[serde(with = "base64_bytes")]
    pub bytes: Vec<u8>,
}

/// Serde for bytes as one standard base64 string.
mod base64_bytes {
    use base64::Engine as _;
    use base64::engine::general_purpose::STANDARD;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(bytes: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&STANDARD.encode(bytes))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<u8>, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        STANDARD.decode(text.as_bytes()).map_err(serde::de::Error::custom)
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Embed {
    pub title: String,
    pub description: String,
    pub fields: Vec<Field>,
    /// RGB colour of the side bar.
    pub colour: u32,
    pub footer: Option<String>,
    /// A picture shown inside the embed, e.g. `attachment://map.png` for the reply's file
    /// `map.png`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
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
    /// How many options the user must pick (0 lets them send none) and may pick at most:
    /// 1 and 1 is the plain one-choice menu. Discord takes 0..=25 and 1..=25, and at most as
    /// many as there are options. Default 1 for both, so replies stored before these
    /// existed (the playground's history) still read.
    #[serde(default = "one")]
    pub min_values: u8,
    #[serde(default = "one")]
    pub max_values: u8,
}

fn one() -> u8 {
    1
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SelectOption {
    pub value: String,
    pub label: String,
    pub description: Option<String>,
    pub emoji: Option<String>,
}

impl Embed {
    /// The name of the reply's file the embed shows, from `image: attachment://<name>`.
    pub fn attached_image(&self) -> Option<&str> {
        self.image.as_deref().and_then(|url| url.strip_prefix("attachment://"))
    }
}

impl Reply {
    /// A short ephemeral text, the form of every error and notice.
    pub fn notice(text: String) -> Reply {
        Reply { content: Some(text), ephemeral: true, ..Reply::default() }
    }

    /// A message that pings `users`, whose mentions `content` holds (a turn ping, a
    /// reminder, the end announcement).
    pub fn pinging(content: String, users: Vec<u64>) -> Reply {
        Reply { content: Some(content), mentions: users, ..Reply::default() }
    }

    /// This message with `line` above its text, pinging whom it pinged (a line saying what
    /// happened, above the next player's turn ping).
    pub fn below(self, line: String) -> Reply {
        let content = match self.content {
            Some(text) if !text.is_empty() => format!("{line}\n{text}"),
            Some(_) | None => line,
        };
        Reply { content: Some(content), ..self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The playground's history holds replies stored before files, images and multi-select
    /// menus existed; they read as before (one-choice menus, no files).
    #[test]
    fn replies_stored_before_files_and_multi_select_still_read() {
        let old = r#"{"content":null,"embed":{"title":"T","description":"","fields":[],"colour":1,"footer":null},
            "rows":[{"Select":{"custom_id":"x","placeholder":"p","options":[]}}],"ephemeral":false}"#;
        let reply: Reply = serde_json::from_str(old).expect("an old reply reads");
        assert!(reply.files.is_empty());
        assert_eq!(reply.embed.as_ref().and_then(|e| e.image.clone()), None);
        assert!(reply.mentions.is_empty(), "an old reply pings nobody");
        let Some(Row::Select(select)) = reply.rows.first() else { panic!("a menu") };
        assert_eq!((select.min_values, select.max_values), (1, 1));
    }

    /// Files go to JSON as base64 text (compact, binary-safe) and come back byte for byte;
    /// a reply without files writes no `files` field at all.
    #[test]
    fn files_round_trip_as_base64() {
        let reply = Reply {
            files: vec![File {
                name: "map.png".into(),
                bytes: vec![0x89, b'P', b'N', b'G', 0, 255],
                description: None,
            }],
            embed: Some(Embed { image: Some("attachment://map.png".into()), ..Embed::default() }),
            ..Reply::default()
        };
        let json = serde_json::to_value(&reply).expect("json");
        assert_eq!(json["files"][0]["bytes"], "iVBORwD/");
        assert_eq!(serde_json::from_value::<Reply>(json).expect("reads back"), reply);
        assert_eq!(reply.embed.as_ref().and_then(Embed::attached_image), Some("map.png"));
        let plain = serde_json::to_value(Reply::default()).expect("json");
        assert!(plain.get("files").is_none());
        let bad = r#"{"content":null,"embed":null,"rows":[],"ephemeral":false,"files":[{"name":"a","bytes":"%%"}]}"#;
        assert!(serde_json::from_str::<Reply>(bad).is_err(), "bad base64 is an error, not a panic");
    }

    /// A reply that pings keeps whom it pings through JSON (the playground's history); one
    /// that pings nobody writes no `mentions` field, as replies stored before it.
    #[test]
    fn mentions_round_trip_and_stay_out_of_replies_without_them() {
        let ping = Reply::pinging("<@7> <@8> your turn".into(), vec![7, 8]);
        let json = serde_json::to_value(&ping).expect("json");
        assert_eq!(json["mentions"], serde_json::json!([7, 8]));
        assert_eq!(serde_json::from_value::<Reply>(json).expect("reads back"), ping);
        let quiet = serde_json::to_value(Reply::notice("hi".into())).expect("json");
        assert!(quiet.get("mentions").is_none(), "{quiet}");
    }

    /// A line put above a ping keeps the ping's users; above nothing, it is the text.
    #[test]
    fn a_line_above_a_ping_keeps_whom_it_pings() {
        let ping = Reply::pinging("<@7>, your turn".into(), vec![7]).below("Ben left.".into());
        assert_eq!(ping.content.as_deref(), Some("Ben left.\n<@7>, your turn"));
        assert_eq!(ping.mentions, [7]);
        let alone = Reply::default().below("Ben left.".into());
        assert_eq!((alone.content.as_deref(), alone.mentions.len()), (Some("Ben left."), 0));
    }
}
