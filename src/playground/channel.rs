//! The playground's channel: its newest messages, and how an [`Answer`] changes what the
//! channel shows. It remembers which messages changed since they were last saved, so
//! [`super::history`] writes only those.
//!
//! A message's files (a board's picture, an exported record) are its reply's
//! [`Reply::files`]: an update or edit replaces them with the new reply's, as in Discord. Two
//! rules keep them bounded, in memory and in the history on disk alike: a board retired
//! below a fresh one becomes only its note (the fresh board shows the current picture), and all
//! messages together keep at most [`FILE_BUDGET`] bytes of files (the oldest lose theirs
//! first; the newest message with files always keeps them).

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::render::Reply;
use crate::render::common::{MAX_DESCRIPTION, MAX_FIELD, MAX_FIELD_NAME, MAX_FIELDS, MAX_FOOTER, MAX_TITLE};
use crate::render::reply::{File, Row};
use crate::render::user_text::truncate;
use crate::table::Answer;

/// One message of the channel.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Message {
    pub id: u64,
    pub reply: Reply,
    /// For ephemeral messages: the only user who sees it.
    pub visible_to: Option<u64>,
    /// "Ann used /pigs new": the command that this message answers.
    pub via: Option<String>,
    /// Who wrote a chat message; `None` for the bot's messages.
    pub author: Option<String>,
    pub edited: bool,
    /// A file as releases before [`Reply::files`] kept it (an exported record, as text):
    /// read from an old history and moved into the reply by [`Channel::restored`].
    #[serde(default, rename = "attachment", skip_serializing)]
    legacy_file: Option<LegacyFile>,
}

impl Message {
    /// Whether `user` sees it: public, or their own ephemeral message.
    pub fn seen_by(&self, user: u64) -> bool {
        self.visible_to.is_none_or(|u| u == user)
    }

    /// Whether it carries a button with this `custom_id` (and `values` is empty), or a menu
    /// with it for which `values` is a choice a Discord client could send: distinct values
    /// of its options, as many as the menu's bounds allow.
    pub fn offers(&self, custom_id: &str, values: &[String]) -> bool {
        self.reply.rows.iter().any(|row| match row {
            Row::Buttons(buttons) => values.is_empty() && buttons.iter().any(|b| b.custom_id == custom_id),
            Row::Select(select) => {
                let count = values.len();
                let distinct = values.iter().enumerate().all(|(i, v)| !values[..i].contains(v));
                select.custom_id == custom_id
                    && (usize::from(select.min_values)..=usize::from(select.max_values)).contains(&count)
                    && distinct
                    && values.iter().all(|v| select.options.iter().any(|o| o.value == *v))
            }
        })
    }

    /// The message's file with this name.
    pub fn file(&self, name: &str) -> Option<&File> {
        self.reply.files.iter().find(|f| f.name == name)
    }

    /// How many bytes its files take.
    fn file_bytes(&self) -> usize {
        self.reply.files.iter().map(|f| f.bytes.len()).sum()
    }

    /// Drops its files, and the embed's picture that showed one.
    fn drop_files(&mut self) {
        self.reply.files.clear();
        if let Some(embed) = &mut self.reply.embed {
            if embed.attached_image().is_some() {
                embed.image = None;
            }
        }
    }
}

/// A file as releases before [`Reply::files`] stored it: a record as text.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct LegacyFile {
    name: String,
    text: String,
}

/// The most bytes of files all messages together keep (see the module's documentation): a
/// hundred or so board pictures, so a long game's history stays small in memory and on disk.
pub const FILE_BUDGET: usize = 16 << 20;

/// How many of the newest message ids the channel keeps (older messages go): the playground
/// runs for days, and takes 40,000 requests, without its memory or its database growing.
pub const HISTORY: u64 = 500;

/// The longest chat message, as in Discord; every message's text is cut to it.
pub const MAX_CHAT: usize = 2000;

/// The longest "Ann · /pigs new …" label over a command's answer. Discord shows only the
/// command's name there; the playground shows the typed line, cut so that a long line (the
/// request may carry megabytes) costs no more than a name.
pub const MAX_LABEL: usize = 100;

/// Cuts `text` to `max` characters, with an ellipsis where it was cut.
fn cut(text: &mut String, max: usize) {
    // A byte count within `max` is a character count within it: most texts stop here.
    if text.len() > max && text.chars().count() > max {
        *text = truncate(text, max);
    }
}

/// Cuts every text of `message` to Discord's lengths. The renderer keeps the bot's own
/// texts within them; this holds whatever a request or an older release's history brings,
/// so no message takes more room in memory, on disk or in `/api/state` than Discord allows.
fn fit(message: &mut Message) {
    let reply = &mut message.reply;
    if let Some(content) = &mut reply.content {
        cut(content, MAX_CHAT);
    }
    if let Some(embed) = &mut reply.embed {
        cut(&mut embed.title, MAX_TITLE);
        cut(&mut embed.description, MAX_DESCRIPTION);
        embed.fields.truncate(MAX_FIELDS);
        for field in &mut embed.fields {
            cut(&mut field.name, MAX_FIELD_NAME);
            cut(&mut field.value, MAX_FIELD);
        }
        if let Some(footer) = &mut embed.footer {
            cut(footer, MAX_FOOTER);
        }
    }
    for label in [&mut message.via, &mut message.author].into_iter().flatten() {
        cut(label, MAX_LABEL);
    }
}

/// What the channel knows besides its messages; saved with them (see [`super::history`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counters {
    /// The last message id given: ids continue from here after a restart, so a table's board
    /// id never names a newer message.
    pub last_id: u64,
    /// Chat messages since the board was last posted: enough of them bury it, and the next
    /// turn posts it again below (as in Discord).
    pub chatter: u32,
    /// The current turn ping, replaced by the next.
    pub last_ping: Option<u64>,
}

#[derive(Debug, Default)]
pub struct Channel {
    /// Oldest first; only ids within [`HISTORY`] of the last one.
    messages: Vec<Message>,
    counters: Counters,
    /// Ids of messages posted, edited or removed since the last [`Channel::unsaved`].
    changed: BTreeSet<u64>,
    /// When someone last made a request here (a command or a click): where the bot may only
    /// answer, it shows things only through that request's token while the token lives. In
    /// memory only, as a restart of the bot ends nothing in Discord but forgets its tokens.
    requested_at: Option<Instant>,
}

impl Channel {
    /// A channel whose message ids start after `last`.
    pub fn after(last: u64) -> Channel {
        Channel::restored(Counters { last_id: last, ..Counters::default() }, Vec::new())
    }

    /// A channel as saved: its counters and messages (in any order; those out of the newest
    /// [`HISTORY`] ids are left out).
    pub fn restored(counters: Counters, mut messages: Vec<Message>) -> Channel {
        messages.retain(|m| m.id <= counters.last_id && m.id + HISTORY > counters.last_id);
        messages.sort_by_key(|m| m.id);
        messages.dedup_by_key(|m| m.id);
        for message in &mut messages {
            if let Some(old) = message.legacy_file.take() {
                message.reply.files.push(File {
                    name: old.name,
                    bytes: old.text.into_bytes(),
                    description: None,
                });
            }
            fit(message);
        }
        let last_ping = counters.last_ping.filter(|id| messages.iter().any(|m| m.id == *id));
        Channel {
            messages,
            counters: Counters { last_ping, ..counters },
            changed: BTreeSet::new(),
            requested_at: None,
        }
    }

    /// Someone made a request here now (a command or a click; chat is none).
    pub fn requested(&mut self) {
        self.requested_at = Some(Instant::now());
    }

    /// Whether the last request here was made less than `life` ago (its token still lives).
    pub fn requested_within(&self, life: Duration) -> bool {
        self.requested_at.is_some_and(|at| at.elapsed() < life)
    }

    /// The messages `user` sees, oldest first.
    pub fn visible_to(&self, user: u64) -> Vec<&Message> {
        self.messages.iter().filter(|m| m.seen_by(user)).collect()
    }

    /// The message with this id, if the channel still has it.
    pub fn message(&self, id: u64) -> Option<&Message> {
        self.messages.iter().find(|m| m.id == id)
    }

    /// Chat messages since the board was last posted.
    pub fn chatter(&self) -> u32 {
        self.counters.chatter
    }

    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// What changed since the last call: each changed message id with the message (`None`:
    /// removed). The caller saves them, then the counters.
    pub fn unsaved(&mut self) -> Vec<(u64, Option<&Message>)> {
        let changed = std::mem::take(&mut self.changed);
        let last = self.counters.last_id;
        changed
            .into_iter()
            .filter(|id| id + HISTORY > last)
            .map(|id| (id, self.messages.iter().find(|m| m.id == id)))
            .collect()
    }

    /// A user's chat message (cut to [`MAX_CHAT`] characters); blank text posts nothing.
    pub fn chat(&mut self, author: &str, text: &str) {
        let text: String = text.trim().chars().take(MAX_CHAT).collect();
        if text.is_empty() {
            return;
        }
        let reply = Reply { content: Some(text), ..Reply::default() };
        self.post(reply, 0, None);
        if let Some(message) = self.messages.last_mut() {
            message.author = Some(author.to_owned());
        }
        self.counters.chatter = self.counters.chatter.saturating_add(1);
    }

    fn post(&mut self, reply: Reply, user: u64, via: Option<String>) -> u64 {
        self.counters.last_id += 1;
        let id = self.counters.last_id;
        let visible_to = reply.ephemeral.then_some(user);
        let has_files = !reply.files.is_empty();
        let mut message =
            Message { id, reply, visible_to, via, author: None, edited: false, legacy_file: None };
        fit(&mut message);
        self.messages.push(message);
        let kept = self.messages.iter().position(|m| m.id + HISTORY > id).unwrap_or(self.messages.len());
        self.messages.drain(..kept);
        self.changed.insert(id);
        if has_files {
            self.keep_files_in_budget();
        }
        id
    }

    fn edit(&mut self, id: u64, change: impl FnOnce(&mut Message)) {
        if let Some(message) = self.messages.iter_mut().find(|m| m.id == id) {
            change(message);
            fit(message);
            message.edited = true;
            self.changed.insert(id);
            if !message.reply.files.is_empty() {
                self.keep_files_in_budget();
            }
        }
    }

    /// Drops the files of the oldest messages until all together fit in [`FILE_BUDGET`]; the
    /// newest message with files keeps them whatever their size.
    fn keep_files_in_budget(&mut self) {
        let mut total: usize = self.messages.iter().map(Message::file_bytes).sum();
        let newest = self.messages.iter().rposition(|m| !m.reply.files.is_empty());
        for (index, message) in self.messages.iter_mut().enumerate() {
            if total <= FILE_BUDGET || Some(index) == newest {
                break;
            }
            let bytes = message.file_bytes();
            if bytes > 0 {
                total -= bytes;
                message.drop_files();
                self.changed.insert(message.id);
            }
        }
    }

    fn remove(&mut self, id: u64) {
        self.messages.retain(|m| m.id != id);
        self.changed.insert(id);
    }

    /// Shows an answer; returns what the table must hear of it (see [`Shown`]).
    pub fn apply(&mut self, answer: Answer, user: u64, clicked: Option<u64>, via: Option<String>) -> Shown {
        let mut boards = Vec::new();
        let mut panel = None;
        match clicked.filter(|_| answer.update) {
            Some(id) => {
                let reply = answer.reply;
                self.edit(id, |old| {
                    let ephemeral = old.reply.ephemeral;
                    old.reply = reply;
                    old.reply.ephemeral = ephemeral;
                });
                panel = answer.is_panel.then_some(id);
            }
            // A computer player's move answers no request: only its board edit and pings show.
            None if answer.reply == Reply::default() => {}
            None => {
                let id = self.post(answer.reply, user, via);
                if answer.is_board {
                    boards.push(id);
                }
                panel = answer.is_panel.then_some(id);
            }
        }
        let mut lost = Vec::new();
        for edit in answer.panel_edits {
            // A handle is the id of the panel's message, which only its player sees.
            let id =
                edit.handle.secret().parse().ok().filter(|id| {
                    self.messages.iter().any(|m| m.id == *id && m.visible_to == Some(edit.user))
                });
            match id {
                Some(id) => self.edit(id, |old| old.reply = Reply { ephemeral: true, ..edit.reply }),
                None => lost.push(edit.user),
            }
        }
        if let Some((id, reply)) = answer.board_edit {
            self.edit(id, |old| old.reply = reply);
        }
        if let Some(board) = answer.fresh_board {
            boards.push(self.post(board, user, None));
        }
        if let Some(id) = answer.retire {
            // As in Discord (`discord::send::retire`): the old board becomes only its note,
            // saying where the board went; its picture and controls go, the fresh board
            // below shows them.
            let note = answer.retire_note.unwrap_or_else(|| "⬇️".to_owned());
            self.edit(id, |old| {
                old.reply = Reply { content: Some(note), ephemeral: old.reply.ephemeral, ..Reply::default() }
            });
        }
        if let Some(ping) = answer.ping {
            let id = self.post(ping, user, None);
            // One turn ping at a time: the previous one goes, as in Discord.
            if let Some(old) = self.counters.last_ping.replace(id) {
                self.remove(old);
            }
        }
        if let Some(announcement) = answer.announce {
            self.post(announcement, user, None);
            // The game is over: its last turn ping goes too.
            if let Some(old) = self.counters.last_ping.take() {
                self.remove(old);
            }
        }
        if !boards.is_empty() {
            self.counters.chatter = 0;
        }
        Shown { boards, panel, lost }
    }
}

/// What showing an answer means for the table service.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Shown {
    /// New board messages, to report with `board_posted`.
    pub boards: Vec<u64>,
    /// The message that shows the requester's private panel now, to report with
    /// `panel_shown` so that later moves redraw it.
    pub panel: Option<u64>,
    /// Players whose open panel is gone from the channel (older than its history): no longer
    /// kept up to date.
    pub lost: Vec<u64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ephemeral_messages_are_seen_by_their_user_only_and_updates_keep_them_so() {
        let mut channel = Channel::default();
        channel.apply(Answer { reply: Reply::notice("psst".into()), ..Answer::default() }, 101, None, None);
        let board = Answer {
            reply: Reply { content: Some("board".into()), ..Reply::default() },
            is_board: true,
            ..Answer::default()
        };
        assert_eq!(channel.apply(board, 101, None, None).boards, vec![2]);
        assert_eq!(channel.visible_to(101).len(), 2);
        assert_eq!(channel.visible_to(102).len(), 1);
        let update = Answer {
            reply: Reply { content: Some("moved".into()), ..Reply::default() },
            update: true,
            ..Answer::default()
        };
        channel.apply(update, 102, Some(2), None);
        let seen = channel.visible_to(102);
        assert_eq!(seen[0].reply.content.as_deref(), Some("moved"));
        assert!(seen[0].edited);
    }

    #[test]
    fn the_channel_keeps_its_newest_messages_only_and_ids_never_repeat() {
        let mut channel = Channel::after(1_000);
        let ids: Vec<u64> =
            (0..HISTORY + 100).map(|_| channel.post(Reply::notice("hi".to_owned()), 101, None)).collect();
        assert_eq!(ids[0], 1_001);
        assert!(ids.windows(2).all(|w| w[1] == w[0] + 1));
        let kept = channel.visible_to(101);
        assert_eq!(u64::try_from(kept.len()), Ok(HISTORY));
        assert_eq!(kept.last().map(|m| m.id), ids.last().copied());
    }

    #[test]
    fn chat_counts_until_a_board_is_posted_and_blank_or_long_text_is_handled() {
        let mut channel = Channel::after(0);
        channel.chat("Ann", "   ");
        assert_eq!((channel.chatter(), channel.visible_to(1).len()), (0, 0), "blank text posts nothing");
        channel.chat("Ann", &"x".repeat(MAX_CHAT + 50));
        channel.chat("Ben", "hi");
        let seen = channel.visible_to(7);
        assert_eq!(seen[0].reply.content.as_ref().map(|c| c.chars().count()), Some(MAX_CHAT));
        assert_eq!((seen[1].author.as_deref(), channel.chatter()), (Some("Ben"), 2));
        let board = Answer { reply: Reply::notice("a board".into()), is_board: true, ..Answer::default() };
        assert_eq!(channel.apply(board, 1, None, None).boards.len(), 1);
        assert_eq!(channel.chatter(), 0, "a new board is at the bottom again");
    }

    #[test]
    fn a_turn_ping_replaces_the_last_one_and_the_end_announcement_stays() {
        let mut channel = Channel::after(0);
        let ping = |text: &str| Answer { ping: Some(Reply::notice(text.into())), ..Answer::default() };
        channel.apply(ping("Ann, your turn"), 1, None, None);
        channel.apply(ping("Ben, your turn"), 1, None, None);
        let announce = Answer { announce: Some(Reply::notice("Game over".into())), ..Answer::default() };
        channel.apply(announce, 1, None, None);
        channel.apply(ping("Ann, your turn again"), 1, None, None);
        let texts: Vec<String> =
            channel.visible_to(1).into_iter().filter_map(|m| m.reply.content.clone()).collect();
        assert_eq!(texts, ["Game over", "Ann, your turn again"], "the ping before the end went with it");
    }

    /// What is to be saved: every message posted, edited or removed since the last save, once;
    /// nothing older than the newest [`HISTORY`] ids (their place on disk is taken).
    #[test]
    fn unsaved_changes_name_each_message_once_and_removals_too() {
        let mut channel = Channel::after(10);
        let ping = |text: &str| Answer { ping: Some(Reply::notice(text.into())), ..Answer::default() };
        channel.apply(ping("one"), 1, None, None);
        channel.chat("Ann", "hi");
        let saved: Vec<(u64, bool)> =
            channel.unsaved().into_iter().map(|(id, m)| (id, m.is_some())).collect();
        assert_eq!(saved, [(11, true), (12, true)]);
        assert!(channel.unsaved().is_empty(), "saved once");
        channel.apply(ping("two"), 1, None, None);
        let saved: Vec<(u64, bool)> =
            channel.unsaved().into_iter().map(|(id, m)| (id, m.is_some())).collect();
        assert_eq!(saved, [(11, false), (13, true)], "the old ping is removed on disk too");
        for _ in 0..HISTORY {
            channel.chat("Ben", "spam");
        }
        let last = channel.counters().last_id;
        assert!(channel.unsaved().iter().all(|(id, _)| id + HISTORY > last));
        let restored = Channel::restored(channel.counters(), channel.messages.clone());
        assert_eq!(restored.visible_to(1).len(), channel.visible_to(1).len());
        assert_eq!(
            restored.counters(),
            Counters { last_ping: None, ..channel.counters() },
            "ping 13 is gone"
        );
    }

    fn pictured(text: &str, bytes: usize) -> Reply {
        Reply {
            content: Some(text.into()),
            embed: Some(crate::render::reply::Embed {
                title: text.into(),
                image: Some("attachment://map.png".into()),
                ..Default::default()
            }),
            files: vec![File { name: "map.png".into(), bytes: vec![7; bytes], description: None }],
            ..Reply::default()
        }
    }

    /// A board's picture is replaced by the next one when the board is updated or edited,
    /// dropped when it is edited to text or retired below a fresh board, and all pictures
    /// together never take more than [`FILE_BUDGET`] (the oldest go first).
    #[test]
    fn files_are_replaced_by_edits_dropped_when_retired_and_bounded() {
        let mut channel = Channel::after(0);
        let board = Answer { reply: pictured("one", 10), is_board: true, ..Answer::default() };
        let id = channel.apply(board, 101, None, None).boards[0];
        let update = Answer { reply: pictured("two", 20), update: true, ..Answer::default() };
        channel.apply(update, 101, Some(id), None);
        let files =
            |channel: &Channel, id| channel.message(id).map(|m| m.reply.files.clone()).unwrap_or_default();
        assert_eq!(files(&channel, id).iter().map(|f| f.bytes.len()).collect::<Vec<_>>(), [20], "replaced");
        let text = Reply { content: Some("ended".into()), ..Reply::default() };
        channel.apply(Answer { board_edit: Some((id, text)), ..Answer::default() }, 101, None, None);
        assert!(files(&channel, id).is_empty(), "an edit to text drops the picture");
        channel.apply(
            Answer { board_edit: Some((id, pictured("three", 5))), ..Answer::default() },
            101,
            None,
            None,
        );
        let fresh = Answer { fresh_board: Some(pictured("four", 5)), retire: Some(id), ..Answer::default() };
        let fresh_id = channel.apply(fresh, 101, None, None).boards[0];
        let retired = channel.message(id).expect("kept");
        assert!(retired.reply.files.is_empty() && retired.reply.rows.is_empty());
        assert_eq!(retired.reply.embed, None, "only its note");
        assert_eq!(files(&channel, fresh_id).len(), 1);

        let big = FILE_BUDGET / 3 + 1;
        let ids: Vec<u64> = (0..4).map(|n| channel.post(pictured(&n.to_string(), big), 101, None)).collect();
        let kept: usize = channel.messages.iter().map(Message::file_bytes).sum();
        assert!(kept <= FILE_BUDGET, "{kept}");
        assert!(files(&channel, ids[0]).is_empty() && files(&channel, ids[1]).is_empty(), "oldest first");
        assert_eq!((files(&channel, ids[2]).len(), files(&channel, ids[3]).len()), (1, 1));
        let huge = channel.post(pictured("huge", FILE_BUDGET + 1), 101, None);
        assert_eq!(files(&channel, huge).len(), 1, "the newest keeps its picture whatever its size");
        assert!(
            channel.unsaved().iter().any(|(id, _)| *id == ids[2]),
            "a dropped picture is dropped on disk too"
        );
    }

    /// A board retired below a fresh one becomes only its note, as in Discord (a V2 message
    /// of one text display, `discord::send::retire`): no title, no fields, no picture, no
    /// controls; a retire without a note leaves Discord's "⬇️".
    #[test]
    fn a_retired_board_shows_only_its_note() {
        let mut channel = Channel::after(0);
        let board = Answer { reply: pictured("one", 10), is_board: true, ..Answer::default() };
        let first = channel.apply(board, 101, None, None).boards[0];
        let second = channel
            .apply(
                Answer { reply: pictured("two", 10), is_board: true, ..Answer::default() },
                101,
                None,
                None,
            )
            .boards[0];
        let moved = Answer {
            fresh_board: Some(pictured("three", 5)),
            retire: Some(first),
            retire_note: Some("The board moved down.".into()),
            ..Answer::default()
        };
        channel.apply(moved, 101, None, None);
        let retired = channel.message(first).map(|m| m.reply.clone()).expect("kept");
        assert_eq!(retired, Reply { content: Some("The board moved down.".into()), ..Reply::default() });
        assert!(!crate::discord::components_v2::is_v2(&retired), "drawn as the text it is");
        let bare =
            Answer { fresh_board: Some(pictured("four", 5)), retire: Some(second), ..Answer::default() };
        channel.apply(bare, 101, None, None);
        let retired = channel.message(second).map(|m| m.reply.clone()).expect("kept");
        assert_eq!(retired, Reply { content: Some("⬇️".into()), ..Reply::default() });
    }

    /// A menu takes what a Discord client could send for it: distinct values of its options,
    /// within its bounds (none at all when its minimum is 0); a button takes no values.
    #[test]
    fn a_click_is_offered_only_with_values_the_menu_could_send() {
        use crate::render::reply::{Button, ButtonStyle, Select, SelectOption};
        let option =
            |v: &str| SelectOption { value: v.into(), label: v.into(), description: None, emoji: None };
        let menu = Select {
            custom_id: "cards".into(),
            placeholder: "p".into(),
            options: vec![option("a"), option("b"), option("c")],
            min_values: 0,
            max_values: 2,
        };
        let button = Button {
            custom_id: "go".into(),
            label: "Go".into(),
            emoji: None,
            style: ButtonStyle::Primary,
            disabled: false,
            pressed: None,
        };
        let mut channel = Channel::after(0);
        let reply = Reply { rows: vec![Row::Select(menu), Row::Buttons(vec![button])], ..Reply::default() };
        let id = channel.post(reply, 1, None);
        let message = channel.message(id).expect("posted");
        let values = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert!(message.offers("cards", &values(&[])));
        assert!(message.offers("cards", &values(&["c", "a"])));
        assert!(!message.offers("cards", &values(&["a", "b", "c"])), "more than the maximum");
        assert!(!message.offers("cards", &values(&["a", "a"])), "twice the same");
        assert!(!message.offers("cards", &values(&["z"])), "no such option");
        assert!(message.offers("go", &[]));
        assert!(!message.offers("go", &values(&["a"])));
    }

    /// A record exported by an older release (kept as `attachment` text) comes back as the
    /// message's file.
    #[test]
    fn an_old_attachment_reads_as_a_file() {
        let old = r#"{"id":3,"reply":{"content":"done","embed":null,"rows":[],"ephemeral":true},
            "visible_to":101,"via":null,"author":null,"attachment":{"name":"pigs-1.json","text":"{}"},"edited":false}"#;
        let message: Message = serde_json::from_str(old).expect("an old message reads");
        let channel = Channel::restored(Counters { last_id: 3, ..Counters::default() }, vec![message]);
        let file = channel.message(3).and_then(|m| m.file("pigs-1.json")).expect("the file");
        assert_eq!(file.bytes, b"{}");
        let saved = serde_json::to_value(channel.message(3).expect("kept")).expect("json");
        assert!(saved.get("attachment").is_none() && saved["reply"]["files"][0]["name"] == "pigs-1.json");
    }
}
