//! The `custom_id` contract of every button and select menu, for every transport: Discord and
//! the playground parse with it, the renderers write with it.
//!
//! Clicks must work after a restart and days later, so a component carries everything needed
//! to route it: `oink:<version>:<kind>:<fields…>`, at most 100 characters (Discord's limit).
//! The version lets a later release change a kind's fields and still understand old boards.

use crate::games::registry::GameSpec;

/// Prefix of every id this bot creates.
const PREFIX: &str = "oink";
/// The version written by this release.
const VERSION: &str = "1";
/// Discord's limit on `custom_id`.
pub const MAX_LEN: usize = 100;

/// A parsed component id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ComponentId {
    /// "Tell me about this game" on the `/oink` overview: written as the game's slug, read
    /// only for a slug the registry lists.
    GameInfo(&'static GameSpec),
    /// A button or menu on a table's board, drawn at board revision `rev`.
    Table { channel: u64, rev: u64, token: Token },
    /// The answer to "really end this table?", asked about table `table` (its id: a newer
    /// table in the channel is not ended by an old confirmation).
    EndTable { channel: u64, table: u64, confirm: bool },
    /// A control on a player's private panel (an ephemeral message only they see) at table
    /// `table`, drawn when they had made `stamp` moves. The board's `rev` would not do: in a
    /// phase where several players choose at once, every other player's choice changes it, and
    /// each would find their panel outdated. A panel is outdated only by its own player's moves
    /// (and by a newer table in the channel).
    Panel { channel: u64, table: u64, stamp: u64, token: Token },
    /// A control on `user`'s board of the daily challenge (an ephemeral message) of server
    /// `guild` on `day` (days since 1970-01-01, UTC), drawn after `stamp` moves. It names
    /// no channel: an attempt belongs to no table, and may be played in any channel.
    Daily { guild: u64, day: u32, user: u64, stamp: u64, token: Token },
}

/// What a board component does: the table's own lobby buttons, or a game's input, whose token
/// the game reads (see [`crate::games::seam::Codec`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    Join,
    Leave,
    Start,
    /// A new game of a finished table: the same players and options, a new seat draw.
    Rematch,
    /// The lobby's menu of computer players (the level is the menu's value).
    AddAi,
    /// Takes the last computer player out of the lobby.
    DropAi,
    /// "My cards": the clicking player's private panel, for games with hidden information.
    Mine,
    /// 📖 "What now?": what the current phase of the game is about, for the clicker alone.
    Explain,
    /// 📜 "Since my last turn": what happened since the clicker's own last move, for them alone.
    Since,
    /// 🔊 "Read the board": the board in plain sentences, for the clicker alone, so a screen
    /// reader speaks the position instead of a string of emoji names.
    Read,
    Game(String),
}

/// Longest game token: games use short words with a small number (`target12`).
const MAX_TOKEN: usize = 16;

impl Token {
    fn encode(&self) -> &str {
        match self {
            Token::Join => "join",
            Token::Leave => "leave",
            Token::Start => "start",
            Token::Rematch => "rematch",
            Token::AddAi => "addai",
            Token::DropAi => "dropai",
            Token::Mine => "mine",
            Token::Explain => "explain",
            Token::Since => "since",
            Token::Read => "read",
            Token::Game(token) => token,
        }
    }

    /// A lobby word, or a game token: lowercase letters then digits, as games write them.
    pub fn parse(text: &str) -> Option<Token> {
        Some(match text {
            "join" => Token::Join,
            "leave" => Token::Leave,
            "start" => Token::Start,
            "rematch" => Token::Rematch,
            "addai" => Token::AddAi,
            "dropai" => Token::DropAi,
            "mine" => Token::Mine,
            "explain" => Token::Explain,
            "since" => Token::Since,
            "read" => Token::Read,
            _ => {
                let letters = text.trim_end_matches(|c: char| c.is_ascii_digit());
                let well_formed = !letters.is_empty()
                    && text.len() <= MAX_TOKEN
                    && letters.chars().all(|c| c.is_ascii_lowercase());
                return well_formed.then(|| Token::Game(text.to_owned()));
            }
        })
    }
}

/// A game's input as a board token.
impl<C: crate::games::seam::Codec> From<&C> for Token {
    fn from(input: &C) -> Token {
        Token::Game(input.token())
    }
}

/// Why a `custom_id` could not be understood.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CustomIdError {
    #[error("not an Oink component id")]
    Foreign,
    #[error("component id version {0} is not known to this release")]
    UnknownVersion(String),
    #[error("malformed component id")]
    Malformed,
    /// A component of a form this release no longer honours (it would be unsafe).
    #[error("component id of a retired form")]
    Retired,
}

impl ComponentId {
    pub fn encode(&self) -> String {
        match self {
            ComponentId::GameInfo(game) => format!("{PREFIX}:{VERSION}:info:{}", game.slug),
            ComponentId::Table { channel, rev, token } => {
                format!("{PREFIX}:{VERSION}:t:{channel}:{rev}:{}", token.encode())
            }
            ComponentId::EndTable { channel, table, confirm } => {
                format!("{PREFIX}:{VERSION}:end:{channel}:{table}:{}", if *confirm { "yes" } else { "no" })
            }
            ComponentId::Panel { channel, table, stamp, token } => {
                format!("{PREFIX}:{VERSION}:p:{channel}:{table}:{stamp}:{}", token.encode())
            }
            ComponentId::Daily { guild, day, user, stamp, token } => {
                format!("{PREFIX}:{VERSION}:d:{guild}:{day}:{user}:{stamp}:{}", token.encode())
            }
        }
    }

    pub fn parse(raw: &str) -> Result<ComponentId, CustomIdError> {
        if raw.len() > MAX_LEN {
            return Err(CustomIdError::Malformed);
        }
        let mut parts = raw.split(':');
        if parts.next() != Some(PREFIX) {
            return Err(CustomIdError::Foreign);
        }
        match parts.next() {
            Some(VERSION) => {}
            Some(other) => return Err(CustomIdError::UnknownVersion(other.to_owned())),
            None => return Err(CustomIdError::Malformed),
        }
        let fields: Vec<&str> = parts.collect();
        match fields.as_slice() {
            ["info", slug] => {
                GameSpec::by_slug(slug).map(ComponentId::GameInfo).ok_or(CustomIdError::Malformed)
            }
            ["t", channel, rev, token] => {
                let channel = channel.parse().map_err(|_| CustomIdError::Malformed)?;
                let rev = rev.parse().map_err(|_| CustomIdError::Malformed)?;
                let token = Token::parse(token).ok_or(CustomIdError::Malformed)?;
                Ok(ComponentId::Table { channel, rev, token })
            }
            ["p", channel, table, stamp, token] => {
                let channel = channel.parse().map_err(|_| CustomIdError::Malformed)?;
                let table = table.parse().map_err(|_| CustomIdError::Malformed)?;
                let stamp = stamp.parse().map_err(|_| CustomIdError::Malformed)?;
                let token = Token::parse(token).ok_or(CustomIdError::Malformed)?;
                Ok(ComponentId::Panel { channel, table, stamp, token })
            }
            ["d", guild, day, user, stamp, token] => Ok(ComponentId::Daily {
                guild: guild.parse().map_err(|_| CustomIdError::Malformed)?,
                day: day.parse().map_err(|_| CustomIdError::Malformed)?,
                user: user.parse().map_err(|_| CustomIdError::Malformed)?,
                stamp: stamp.parse().map_err(|_| CustomIdError::Malformed)?,
                token: Token::parse(token).ok_or(CustomIdError::Malformed)?,
            }),
            // Before confirmations named their table, they could end a newer one: such an old
            // confirmation is out of date.
            ["end", channel, _] => {
                channel.parse::<u64>().map_err(|_| CustomIdError::Malformed)?;
                Err(CustomIdError::Retired)
            }
            ["end", channel, table, answer] => {
                let channel = channel.parse().map_err(|_| CustomIdError::Malformed)?;
                let table = table.parse().map_err(|_| CustomIdError::Malformed)?;
                let confirm = match *answer {
                    "yes" => true,
                    "no" => false,
                    _ => return Err(CustomIdError::Malformed),
                };
                Ok(ComponentId::EndTable { channel, table, confirm })
            }
            _ => Err(CustomIdError::Malformed),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_round_trips_and_fits_discords_limit() {
        let tokens = [
            Token::Join,
            Token::Leave,
            Token::Start,
            Token::Game("roll".into()),
            Token::Game("die4".into()),
            Token::Game("target12".into()),
        ];
        let mut ids: Vec<ComponentId> =
            crate::games::registry::TABLE_GAMES.iter().map(ComponentId::GameInfo).collect();
        ids.extend(tokens.map(|token| ComponentId::Table { channel: u64::MAX, rev: u64::MAX, token }));
        ids.push(ComponentId::EndTable { channel: u64::MAX, table: u64::MAX, confirm: true });
        ids.push(ComponentId::EndTable { channel: 1, table: 2, confirm: false });
        ids.push(ComponentId::Table { channel: 1, rev: 2, token: Token::Mine });
        ids.push(ComponentId::Table { channel: 1, rev: 2, token: Token::Explain });
        ids.push(ComponentId::Table { channel: 1, rev: 2, token: Token::Since });
        ids.push(ComponentId::Table { channel: 1, rev: 2, token: Token::Read });
        ids.push(ComponentId::Panel {
            channel: u64::MAX,
            table: u64::MAX,
            stamp: u64::MAX,
            token: Token::Game("reinforce3".into()),
        });
        ids.push(ComponentId::Daily {
            guild: u64::MAX,
            day: u32::MAX,
            user: u64::MAX,
            stamp: u64::MAX,
            token: Token::Game("paint12".into()),
        });
        for id in ids {
            let raw = id.encode();
            assert!(raw.len() <= MAX_LEN, "{raw}");
            assert_eq!(ComponentId::parse(&raw), Ok(id));
        }
    }

    #[test]
    fn foreign_unknown_version_retired_and_malformed_ids_are_told_apart() {
        assert_eq!(ComponentId::parse("poll:123"), Err(CustomIdError::Foreign));
        assert_eq!(ComponentId::parse(""), Err(CustomIdError::Foreign));
        assert_eq!(
            ComponentId::parse("oink:9:info:three-pigs"),
            Err(CustomIdError::UnknownVersion("9".into()))
        );
        assert_eq!(ComponentId::parse("oink:1:end:5:yes"), Err(CustomIdError::Retired));
        for bad in [
            "oink",
            "oink:1",
            "oink:1:info",
            "oink:1:info:chess",
            "oink:1:info:three-pigs:x",
            "oink:1:zap:1",
            "oink:1:t:1:2:",
            "oink:1:t:1:2:Roll",
            "oink:1:t:1:2:7up",
            "oink:1:t:1:2:roll now",
            "oink:1:t:1:2:abcdefghijklmnopq",
            "oink:1:end:x:yes",
            "oink:1:end:1:2:maybe",
            "oink:1:end:1:2:3:yes",
            "oink:1:p:1:2:x:from",
            "oink:1:p:1:2:3:From",
            "oink:1:p:1:2:from",
            "oink:1:d:1:2:3:4",
            "oink:1:d:1:-2:3:4:roll",
            "oink:1:d:1:2:x:4:roll",
            "oink:1:d:1:4294967296:3:4:roll",
            "oink:1:d:1:2:3:4:Roll",
        ] {
            assert_eq!(ComponentId::parse(bad), Err(CustomIdError::Malformed), "{bad}");
        }
        let long = format!("oink:1:info:{}", "x".repeat(200));
        assert_eq!(ComponentId::parse(&long), Err(CustomIdError::Malformed));
    }
}
