//! How the galaxy is built (options `galaxy` and `building`, V7–V9): the values the options
//! hold, apart from the building itself (`building.rs`), which reads and changes the game state.

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

crate::games::seam::code_names!(Building {
    Blind => "blind",
    Seen => "seen",
    FaceDown => "face_down",
    Explored => "explored",
});

impl Building {
    /// V7 and V8 change how the seats lay the hexes, so they need a galaxy built by hand.
    pub fn by_hand(self) -> bool {
        matches!(self, Building::Seen | Building::FaceDown)
    }

    /// Whether a hex just laid stays face down (V8 until the last is laid, V9 until troops come).
    pub(super) fn lays_face_down(self) -> bool {
        matches!(self, Building::FaceDown | Building::Explored)
    }
}

/// Who lays the galaxy (option `galaxy`, SS-04): the randomness, or the players hex by hex
/// (`Options::galaxy`, read off `Options::auto_board`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Galaxy {
    #[default]
    Random,
    Built,
}

crate::games::seam::code_names!(Galaxy { Random => "random", Built => "built" });
