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
            _ => Err(CustomIdError::Malformed),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_round_trips_and_fits_discords_limit() {
        for game in GameKind::ALL {
            let id = ComponentId::GameInfo(game);
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
