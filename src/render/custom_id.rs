//! The `custom_id` contract of every button and select menu.
//!
//! Clicks must work after a restart and days later, so a component carries everything needed
//! to route it: `oink:<version>:<kind>:<fields…>`, at most 100 characters (Discord's limit).
//! The version lets a later release change a kind's fields and still understand old boards.

use crate::games::GameKind;

/// Prefix of every id this bot creates.
const PREFIX: &str = "oink";
/// The version written by this release.
const VERSION: &str = "1";
/// Discord's limit on `custom_id`.
pub const MAX_LEN: usize = 100;

/// A parsed component id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ComponentId {
    /// "Tell me about this game" on the `/oink` overview.
    GameInfo(GameKind),
    /// A button or menu on a table's board, drawn at board revision `rev`.
    Table { channel: u64, rev: u64, click: Click },
    /// The answer to "really end this table?".
    EndTable { channel: u64, confirm: bool },
}

/// What a board component does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Click {
    Join,
    Leave,
    Start,
    Roll,
    /// Pick or unpick a die for the next reroll.
    Die(u8),
    Reroll,
    Stop,
    /// The buy menu (its value names the purchase); `n` tells menus apart when there are several.
    Buy(u8),
    /// Decline the second purchase.
    Done,
    /// The wolf's target menu; `n` as for `Buy`.
    Target(u8),
    Blow,
    /// Würfelhaus: the paint menu (its value names the painting); `n` as for `Buy`.
    Paint(u8),
    /// Würfelhaus: paint the suggested best assignment (WH-06).
    Best,
    /// Würfelhaus: use none of the dice.
    Pass,
}

impl Click {
    fn encode(self) -> String {
        match self {
            Click::Join => "join".into(),
            Click::Leave => "leave".into(),
            Click::Start => "start".into(),
            Click::Roll => "roll".into(),
            Click::Die(d) => format!("die{d}"),
            Click::Reroll => "reroll".into(),
            Click::Stop => "stop".into(),
            Click::Buy(n) => format!("buy{n}"),
            Click::Done => "done".into(),
            Click::Target(n) => format!("target{n}"),
            Click::Blow => "blow".into(),
            Click::Paint(n) => format!("paint{n}"),
            Click::Best => "best".into(),
            Click::Pass => "pass".into(),
        }
    }

    fn parse(text: &str) -> Option<Click> {
        let numbered = |prefix: &str| text.strip_prefix(prefix).and_then(|n| n.parse::<u8>().ok());
        Some(match text {
            "join" => Click::Join,
            "leave" => Click::Leave,
            "start" => Click::Start,
            "roll" => Click::Roll,
            "reroll" => Click::Reroll,
            "stop" => Click::Stop,
            "done" => Click::Done,
            "blow" => Click::Blow,
            "best" => Click::Best,
            "pass" => Click::Pass,
            _ => {
                if let Some(d) = numbered("die").filter(|d| *d < 5) {
                    Click::Die(d)
                } else if let Some(n) = numbered("buy") {
                    Click::Buy(n)
                } else if let Some(n) = numbered("paint") {
                    Click::Paint(n)
                } else {
                    Click::Target(numbered("target")?)
                }
            }
        })
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
}

impl ComponentId {
    pub fn encode(&self) -> String {
        match self {
            ComponentId::GameInfo(game) => format!("{PREFIX}:{VERSION}:info:{}", game.slug()),
            ComponentId::Table { channel, rev, click } => {
                format!("{PREFIX}:{VERSION}:t:{channel}:{rev}:{}", click.encode())
            }
            ComponentId::EndTable { channel, confirm } => {
                format!("{PREFIX}:{VERSION}:end:{channel}:{}", if *confirm { "yes" } else { "no" })
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
                GameKind::from_slug(slug).map(ComponentId::GameInfo).ok_or(CustomIdError::Malformed)
            }
            ["t", channel, rev, click] => {
                let channel = channel.parse().map_err(|_| CustomIdError::Malformed)?;
                let rev = rev.parse().map_err(|_| CustomIdError::Malformed)?;
                let click = Click::parse(click).ok_or(CustomIdError::Malformed)?;
                Ok(ComponentId::Table { channel, rev, click })
            }
            ["end", channel, answer] => {
                let channel = channel.parse().map_err(|_| CustomIdError::Malformed)?;
                let confirm = match *answer {
                    "yes" => true,
                    "no" => false,
                    _ => return Err(CustomIdError::Malformed),
                };
                Ok(ComponentId::EndTable { channel, confirm })
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
        let clicks = [
            Click::Join,
            Click::Leave,
            Click::Start,
            Click::Roll,
            Click::Die(0),
            Click::Die(4),
            Click::Reroll,
            Click::Stop,
            Click::Buy(3),
            Click::Done,
            Click::Target(1),
            Click::Blow,
            Click::Paint(2),
            Click::Best,
            Click::Pass,
        ];
        let mut ids: Vec<ComponentId> = GameKind::ALL.into_iter().map(ComponentId::GameInfo).collect();
        ids.extend(clicks.map(|click| ComponentId::Table { channel: u64::MAX, rev: u64::MAX, click }));
        ids.push(ComponentId::EndTable { channel: u64::MAX, confirm: true });
        ids.push(ComponentId::EndTable { channel: 1, confirm: false });
        for id in ids {
            let raw = id.encode();
            assert!(raw.len() <= MAX_LEN, "{raw}");
            assert_eq!(ComponentId::parse(&raw), Ok(id));
        }
    }

    #[test]
    fn foreign_unknown_version_and_malformed_ids_are_told_apart() {
        assert_eq!(ComponentId::parse("poll:123"), Err(CustomIdError::Foreign));
        assert_eq!(ComponentId::parse(""), Err(CustomIdError::Foreign));
        assert_eq!(
            ComponentId::parse("oink:9:info:three-pigs"),
            Err(CustomIdError::UnknownVersion("9".into()))
        );
        for bad in
            ["oink", "oink:1", "oink:1:info", "oink:1:info:chess", "oink:1:info:three-pigs:x", "oink:1:zap:1"]
        {
            assert_eq!(ComponentId::parse(bad), Err(CustomIdError::Malformed), "{bad}");
        }
        let long = format!("oink:1:info:{}", "x".repeat(200));
        assert_eq!(ComponentId::parse(&long), Err(CustomIdError::Malformed));
    }
}
