//! How the galaxy is built (option `building`, V7–V9): the value the options hold, apart from
//! the building itself (`building.rs`), which reads and changes the game state.

use serde::{Deserialize, Serialize};

/// How the galaxy is built (option `building`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Building {
    /// L306: the builder picks a pile by its family side, lays the hex and turns it over.
    #[default]
    Blind,
    /// V7 (L778): the builder sees the face of each pile's next hex before choosing.
    Seen,
    /// V8 (L780): every hex is laid face down; the last one laid, all are turned over at once.
    FaceDown,
    /// V9 (L782–784): hexes lie face down until troops first arrive on them.
    Explored,
}

impl Building {
    /// The option's values, as a table names them.
    pub const CODES: [(&'static str, Building); 4] = [
        ("blind", Building::Blind),
        ("seen", Building::Seen),
        ("face_down", Building::FaceDown),
        ("explored", Building::Explored),
    ];

    /// The code name of the value (`face_down`).
    pub fn code(self) -> &'static str {
        Building::CODES.iter().find(|(_, b)| *b == self).map_or("blind", |(code, _)| code)
    }

    /// The value a table option names; `None` for an unknown name.
    pub fn from_code(code: &str) -> Option<Building> {
        Building::CODES.iter().find(|(c, _)| *c == code).map(|(_, b)| *b)
    }

    /// V7 and V8 change how the seats lay the hexes, so they need a galaxy built by hand.
    pub fn by_hand(self) -> bool {
        matches!(self, Building::Seen | Building::FaceDown)
    }

    /// Whether a hex just laid stays face down (V8 until the last is laid, V9 until troops come).
    pub(super) fn lays_face_down(self) -> bool {
        matches!(self, Building::FaceDown | Building::Explored)
    }
}
