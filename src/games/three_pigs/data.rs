//! The pieces of The Three Little Pigs and the values RULES.md marks as proposals \[P\].
//!
//! Die faces (TLP-P2) and flowerpots (TLP-P1) are unknown from the rulebooks; they live in
//! [`DataTable`], stored with each game, so the real values can replace ours without touching
//! the rules or breaking games that started under the old table.

use serde::{Deserialize, Serialize};

/// Tile material; its value is both the symbols needed to buy it and the points it scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Material {
    Straw,
    Wood,
    Brick,
}

impl Material {
    pub const ALL: [Material; 3] = [Material::Straw, Material::Wood, Material::Brick];

    /// Pig heads on the tile: straw 2, wood 3, brick 4.
    pub fn value(self) -> u32 {
        match self {
            Material::Straw => 2,
            Material::Wood => 3,
            Material::Brick => 4,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Material::Straw => "straw",
            Material::Wood => "wood",
            Material::Brick => "brick",
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

/// What a tile is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Door,
    Window,
    Roof,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Door, Kind::Window, Kind::Roof];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Door => "door",
            Kind::Window => "window",
            Kind::Roof => "roof",
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

/// A die face: a wolf or the symbol of a tile kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Face {
    Wolf,
    Door,
    Window,
    Roof,
}

impl Face {
    pub fn name(self) -> &'static str {
        match self {
            Face::Wolf => "wolf",
            Face::Door => "door",
            Face::Window => "window",
            Face::Roof => "roof",
        }
    }

    /// The tile kind this face buys, `None` for the wolf.
    pub fn symbol(self) -> Option<Kind> {
        match self {
            Face::Wolf => None,
            Face::Door => Some(Kind::Door),
            Face::Window => Some(Kind::Window),
            Face::Roof => Some(Kind::Roof),
        }
    }
}

/// One house tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tile {
    pub kind: Kind,
    pub material: Material,
    pub pots: u8,
}

/// Number of dice; dice `0..WOLF_DICE` are the wolf dice.
pub const DICE: usize = 5;
/// Dice 0, 1 and 2 carry a wolf face.
pub const WOLF_DICE: usize = 3;
/// Rolls per turn.
pub const ROLLS: u8 = 3;

/// The values RULES.md marks \[P\], plus the counts the rules fix.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DataTable {
    /// Faces of dice 0–4 (TLP-P2).
    pub dice: [[Face; 6]; DICE],
    /// Flowerpots per tile, top tile first, indexed `[kind][material]` (TLP-P1). The length of
    /// each list is the stack size.
    pub pots: [[Vec<u8>; 3]; 3],
    /// Breath spinner sectors per material: straw, wood, brick.
    pub spinner: [u32; 3],
}

impl Default for DataTable {
    fn default() -> Self {
        use Face::{Door as D, Roof as R, Window as Wi, Wolf as W};
        let wolf_die = [W, D, D, Wi, Wi, R];
        let plain_die = [D, D, Wi, Wi, R, R];
        let pots = vec![1, 0, 1, 0];
        let bare = vec![0, 0, 0, 0];
        DataTable {
            dice: [wolf_die, wolf_die, wolf_die, plain_die, plain_die],
            pots: [
                [pots.clone(), pots.clone(), pots.clone()],
                [pots.clone(), pots.clone(), pots],
                [bare.clone(), bare.clone(), bare],
            ],
            spinner: [3, 2, 1],
        }
    }
}

impl DataTable {
    /// Total tiles in the game.
    pub fn tile_count(&self) -> usize {
        self.pots.iter().flatten().map(Vec::len).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// TLP-P1: 2 of 4 tiles of each door and window stack carry one pot, roofs none: 12 pots.
    #[test]
    fn tlp_p1_flowerpots_sit_on_doors_and_windows_only() {
        let table = DataTable::default();
        let pots: u32 = table.pots.iter().flatten().flatten().map(|&p| u32::from(p)).sum();
        assert_eq!(pots, 12);
        for material in Material::ALL {
            assert_eq!(table.pots[Kind::Roof.index()][material.index()].iter().sum::<u8>(), 0);
            assert_eq!(table.pots[Kind::Door.index()][material.index()].iter().sum::<u8>(), 2);
        }
        assert_eq!(table.tile_count(), 36);
    }

    /// TLP-P2: the wolf replaces a roof on the three wolf dice; two or more wolves in one roll
    /// of the three wolf dice happen 16 times in 216.
    #[test]
    fn tlp_p2_die_faces_give_two_wolves_with_probability_16_in_216() {
        let table = DataTable::default();
        for die in 0..WOLF_DICE {
            assert_eq!(table.dice[die].iter().filter(|f| **f == Face::Wolf).count(), 1);
        }
        for die in WOLF_DICE..DICE {
            assert!(!table.dice[die].contains(&Face::Wolf));
        }
        let mut two_or_more = 0;
        for a in 0..6 {
            for b in 0..6 {
                for c in 0..6 {
                    let wolves = [table.dice[0][a], table.dice[1][b], table.dice[2][c]]
                        .iter()
                        .filter(|f| **f == Face::Wolf)
                        .count();
                    two_or_more += usize::from(wolves >= 2);
                }
            }
        }
        assert_eq!(two_or_more, 16);
    }
}
