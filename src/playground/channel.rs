//! The playground's channel: its messages in memory, the command line, and how an [`Answer`]
//! changes what the channel shows.

use std::collections::HashMap;

use serde::Serialize;

use crate::games::registry::TABLE_GAMES;
use crate::games::seam::{BadOption, Given, OptionKind};
use crate::i18n::{Catalog, Locale};
use crate::render::Reply;
use crate::table::options::{self, SUBCOMMANDS};
use crate::table::{Answer, Command};

/// A slash command the page offers: name, subcommand, option names.
pub struct CommandSpec {
    pub name: &'static str,
    pub sub: &'static str,
    pub options: Vec<&'static str>,
}

/// The subcommands of `/oink`.
const OINK_SUBCOMMANDS: [&str; 2] = ["help", "games"];

/// The commands the page offers: `/oink help|games`, and every game's table commands.
pub fn commands() -> Vec<CommandSpec> {
    let oink = OINK_SUBCOMMANDS.iter().map(|sub| CommandSpec { name: "oink", sub, options: Vec::new() });
    let tables = TABLE_GAMES.iter().flat_map(|game| {
        SUBCOMMANDS.iter().map(|sub| CommandSpec { name: game.command, sub, options: options::of(game, sub) })
    });
    oink.chain(tables).collect()
}

/// A command line understood.
#[derive(Debug, PartialEq)]
pub enum Parsed {
    Help,
    Games,
    Table(Command),
}

/// Why a command line was not carried out.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// Not a command the page offers.
    Unknown,
    /// An option the command does not have: the name typed, and the command's options.
    UnknownOption { option: String, allowed: Vec<String> },
    /// A known option with a value it does not take.
    BadOption(BadOption),
}

impl From<BadOption> for Refused {
    fn from(bad: BadOption) -> Refused {
        Refused::BadOption(bad)
    }
}

/// A name as typed: its code name, or its name in any of the bot's languages (`schweinchen`,
/// `cochons`), as Discord shows each user the commands in their own language.
fn named(typed: &str, code: &str, localized: impl Fn(Locale) -> Option<String>) -> bool {
    typed == code || Locale::ALL.into_iter().any(|l| localized(l).is_some_and(|name| name == typed))
}

/// Reads `/pigs new variant:veteran two_player_end:3` (Discord's own way of showing options),
/// or the same with the command, subcommand and option names of any language
/// (`/schweinchen neu variante:veteran`).
pub fn parse_command(catalog: &Catalog, line: &str) -> Result<Parsed, Refused> {
    let mut words = line.trim().trim_start_matches('/').split_whitespace();
    let typed = words.next().ok_or(Refused::Unknown)?;
    if named(typed, "oink", |l| catalog.exact(l, "oink")) {
        let sub = words.next().ok_or(Refused::Unknown)?;
        let parsed = if named(sub, "help", |l| catalog.exact(l, "oink-help")) {
            Parsed::Help
        } else if named(sub, "games", |l| catalog.exact(l, "oink-games")) {
            Parsed::Games
        } else {
            return Err(Refused::Unknown);
        };
        return if words.next().is_none() { Ok(parsed) } else { Err(Refused::Unknown) };
    }
    let game = TABLE_GAMES
        .iter()
        .find(|game| named(typed, game.command, |l| catalog.exact(l, game.command)))
        .ok_or(Refused::Unknown)?;
    let typed_sub = words.next().ok_or(Refused::Unknown)?;
    let id = |sub: &str| format!("{}-{sub}", game.command);
    let sub = SUBCOMMANDS
        .into_iter()
        .find(|sub| named(typed_sub, sub, |l| catalog.exact(l, &id(sub))))
        .ok_or(Refused::Unknown)?;
    let specs = options::specs(game, sub);
    let mut given = HashMap::new();
    for word in words {
        let (typed_key, value) = word.split_once(':').ok_or(Refused::Unknown)?;
        let spec = specs
            .iter()
            .find(|spec| named(typed_key, spec.name, |l| catalog.attribute(l, &id(sub), spec.name)))
            .ok_or_else(|| Refused::UnknownOption {
                option: typed_key.to_owned(),
                allowed: specs.iter().map(|o| o.name.to_owned()).collect(),
            })?;
        let value = match spec.kind {
            // `@Ben`, or `Ben`: one of the page's people.
            OptionKind::User => super::USERS
                .iter()
                .find(|(_, name)| name.eq_ignore_ascii_case(value.trim_start_matches('@')))
                .map_or(Given::Other, |(id, name)| Given::User { id: *id, name: (*name).to_owned() }),
            _ => Given::Text(value.to_owned()),
        };
        given.insert(spec.name, value);
    }
    let command = options::command(game, sub, |name| given.get(name))?.ok_or(Refused::Unknown)?;
    Ok(Parsed::Table(command))
}

/// One message of the channel.
#[derive(Debug, Clone, Serialize)]
pub struct Message {
    pub id: u64,
    pub reply: Reply,
    /// For ephemeral messages: the only user who sees it.
    pub visible_to: Option<u64>,
    /// "Ann used /pigs new": the command that this message answers.
    pub via: Option<String>,
    /// Who wrote a chat message; `None` for the bot's messages.
    pub author: Option<String>,
    pub attachment: Option<File>,
    pub edited: bool,
}

/// An attached text file (a game record).
#[derive(Debug, Clone, Serialize)]
pub struct File {
    pub name: String,
    pub text: String,
}

/// The most messages the channel keeps (the oldest go first): the playground runs for days
/// without its memory growing.
pub const HISTORY: usize = 500;

/// The longest chat message, as in Discord.
pub const MAX_CHAT: usize = 2000;

#[derive(Debug, Default)]
pub struct Channel {
    messages: Vec<Message>,
    next_id: u64,
    /// Chat messages since the board was last posted: enough of them bury it, and the next
    /// turn posts it again below (as in Discord).
    chatter: u32,
    /// The current turn ping, replaced by the next.
    last_ping: Option<u64>,
}

impl Channel {
    /// A channel whose message ids start after `last`. The tables outlive the process (they
    /// remember their board's message id), so a restarted playground must never give a new
    /// message an id from an earlier run: the server starts from the clock, in thousandths of
    /// a millisecond.
    pub fn after(last: u64) -> Channel {
        Channel { messages: Vec::new(), next_id: last, chatter: 0, last_ping: None }
    }

    /// The messages `user` sees, oldest first.
    pub fn visible_to(&self, user: u64) -> Vec<Message> {
        self.messages.iter().filter(|m| m.visible_to.is_none_or(|u| u == user)).cloned().collect()
    }

    /// Chat messages since the board was last posted.
    pub fn chatter(&self) -> u32 {
        self.chatter
    }

    /// A user's chat message (cut to [`MAX_CHAT`] characters); blank text posts nothing.
    pub fn chat(&mut self, author: &str, text: &str) {
        let text: String = text.trim().chars().take(MAX_CHAT).collect();
        if text.is_empty() {
            return;
        }
        let reply = Reply { content: Some(text), ..Reply::default() };
        self.post(reply, 0, None, None);
        if let Some(message) = self.messages.last_mut() {
            message.author = Some(author.to_owned());
        }
        self.chatter = self.chatter.saturating_add(1);
    }

    fn post(&mut self, reply: Reply, user: u64, via: Option<String>, attachment: Option<File>) -> u64 {
        self.next_id += 1;
        let visible_to = reply.ephemeral.then_some(user);
        let message =
            Message { id: self.next_id, reply, visible_to, via, author: None, attachment, edited: false };
        self.messages.push(message);
        let excess = self.messages.len().saturating_sub(HISTORY);
        self.messages.drain(..excess);
        self.next_id
    }

    fn edit(&mut self, id: u64, change: impl FnOnce(&mut Reply)) {
        if let Some(message) = self.messages.iter_mut().find(|m| m.id == id) {
            change(&mut message.reply);
            message.edited = true;
        }
    }

    /// Shows an answer; returns the ids of new board messages (to report to the table).
    pub fn apply(
        &mut self,
        answer: Answer,
        user: u64,
        clicked: Option<u64>,
        via: Option<String>,
    ) -> Vec<u64> {
        let mut boards = Vec::new();
        let attachment = answer
            .attachment
            .map(|a| File { name: a.name, text: String::from_utf8_lossy(&a.bytes).into_owned() });
        match clicked.filter(|_| answer.update) {
            Some(id) => {
                let reply = answer.reply;
                self.edit(id, |old| {
                    let ephemeral = old.ephemeral;
                    *old = reply;
                    old.ephemeral = ephemeral;
                });
            }
            // A computer player's move answers no request: only its board edit and pings show.
            None if answer.reply == Reply::default() => {}
            None => {
                let id = self.post(answer.reply, user, via, attachment);
                if answer.is_board {
                    boards.push(id);
                }
            }
        }
        if let Some((id, reply)) = answer.board_edit {
            self.edit(id, |old| *old = reply);
        }
        if let Some(board) = answer.fresh_board {
            boards.push(self.post(board, user, None, None));
        }
        if let Some(id) = answer.retire {
            self.edit(id, |old| old.rows.clear());
        }
        if let Some(ping) = answer.ping {
            let id = self.post(ping, user, None, None);
            // One turn ping at a time: the previous one goes, as in Discord.
            if let Some(old) = self.last_ping.replace(id) {
                self.messages.retain(|m| m.id != old);
            }
        }
        if let Some(announcement) = answer.announce {
            self.post(announcement, user, None, None);
            // The game is over: its last turn ping goes too.
            if let Some(old) = self.last_ping.take() {
                self.messages.retain(|m| m.id != old);
            }
        }
        if !boards.is_empty() {
            self.chatter = 0;
        }
        boards
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::registry::AnyOptions;

    fn catalog() -> Catalog {
        Catalog::embedded().expect("catalog")
    }

    #[test]
    fn command_lines_parse_like_discord_shows_them() {
        assert_eq!(parse_command(&catalog(), "/oink help"), Ok(Parsed::Help));
        assert_eq!(parse_command(&catalog(), "/oink spiele"), Ok(Parsed::Games));
        assert_eq!(parse_command(&catalog(), "/pigs board"), Ok(Parsed::Table(Command::Board)));
        let Ok(Parsed::Table(Command::Create {
            setup: AnyOptions::ThreePigs(options),
            turn_pings,
            language: None,
            ..
        })) = parse_command(
            &catalog(),
            "/pigs new variant:veteran two_player_end:3 finish_round:true turn_pings:false",
        )
        else {
            panic!("a create command");
        };
        assert!(matches!(
            parse_command(&catalog(), "/haus new finish_round:true"),
            Ok(Parsed::Table(Command::Create { setup: AnyOptions::Wuerfelhaus(o), .. })) if o.finish_round
        ));
        assert_eq!(options.variant, crate::games::three_pigs::Variant::Veteran);
        assert_eq!((options.end_stacks_2p, options.finish_round, turn_pings), (3, true, Some(false)));
        for bad in
            ["", "/chess", "/pigs", "/pigs fly", "/pigs board x", "/oink now", "/oink", "/oink help me"]
        {
            assert_eq!(parse_command(&catalog(), bad), Err(Refused::Unknown), "{bad}");
        }
        assert!(matches!(
            parse_command(&catalog(), "/pigs new colour:red"),
            Err(Refused::UnknownOption { option, allowed })
                if option == "colour" && allowed.contains(&"variant".to_owned())
        ));
        // The test-only Nim: its command and option come from its registry line alone.
        assert!(matches!(
            parse_command(&catalog(), "/nim new sticks:5"),
            Ok(Parsed::Table(Command::Create { setup: AnyOptions::Toy(o), .. })) if o.sticks == 5
        ));
        assert!(matches!(
            parse_command(&catalog(), "/nim new sticks:50"),
            Err(Refused::BadOption(BadOption { option: "sticks", .. }))
        ));
        // The names Discord shows German and French users.
        for line in
            ["/schweinchen neu variante:veteran", "/cochons nouvelle", "/würfelhaus neu", "/maison règles"]
        {
            assert!(parse_command(&catalog(), line).is_ok(), "{line}");
        }
        for (bad, option) in [
            ("/pigs new variant:gold", "variant"),
            ("/pigs new two_player_end:5", "two_player_end"),
            ("/pigs new two_player_end:-1", "two_player_end"),
            ("/pigs new two_player_end:256", "two_player_end"),
            ("/pigs new two_player_end:0.0", "two_player_end"),
            ("/pigs new two_player_end:18446744073709551615", "two_player_end"),
            ("/pigs new finish_round:yes", "finish_round"),
            ("/haus new turn_pings:1", "turn_pings"),
        ] {
            assert!(
                matches!(parse_command(&catalog(), bad), Err(Refused::BadOption(BadOption { option: o, .. })) if o == option),
                "{bad}"
            );
        }
    }

    #[test]
    fn ephemeral_messages_are_seen_by_their_user_only_and_updates_keep_them_so() {
        let mut channel = Channel::default();
        channel.apply(Answer { reply: Reply::notice("psst".into()), ..Answer::default() }, 101, None, None);
        let board = Answer {
            reply: Reply { content: Some("board".into()), ..Reply::default() },
            is_board: true,
            ..Answer::default()
        };
        assert_eq!(channel.apply(board, 101, None, None), vec![2]);
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
        let ids: Vec<u64> = (0..HISTORY + 100)
            .map(|_| channel.post(Reply::notice("hi".to_owned()), 101, None, None))
            .collect();
        assert_eq!(ids[0], 1_001);
        assert!(ids.windows(2).all(|w| w[1] == w[0] + 1));
        let kept = channel.visible_to(101);
        assert_eq!(kept.len(), HISTORY);
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
        assert_eq!(channel.apply(board, 1, None, None).len(), 1);
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
        let texts: Vec<String> = channel.visible_to(1).into_iter().filter_map(|m| m.reply.content).collect();
        assert_eq!(texts, ["Game over", "Ann, your turn again"], "the ping before the end went with it");
    }
}
