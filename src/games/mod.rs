//! The rules engines, one module per game: pure and deterministic, no I/O and no Discord types.

use serde::{Deserialize, Serialize};

/// The games Oink hosts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    ThreePigs,
    Wuerfelhaus,
    SpacePigs,
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [GameKind::ThreePigs, GameKind::Wuerfelhaus, GameKind::SpacePigs];

    /// The stable name used in records, custom ids and the catalog (`game-<slug>-…`).
    pub fn slug(self) -> &'static str {
        match self {
            GameKind::ThreePigs => "three-pigs",
            GameKind::Wuerfelhaus => "wuerfelhaus",
            GameKind::SpacePigs => "space-pigs",
        }
    }

    pub fn from_slug(slug: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.slug() == slug)
    }

    /// Player counts the game allows, inclusive.
    pub fn players(self) -> (u8, u8) {
        match self {
            GameKind::ThreePigs => (2, 5),
            GameKind::Wuerfelhaus => (1, 6),
            GameKind::SpacePigs => (3, 6),
        }
    }
}
