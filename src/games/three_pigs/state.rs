//! The state of one game of The Three Little Pigs: everything serializes, so a table saved
//! mid-turn continues exactly where it stopped.

use serde::{Deserialize, Serialize};

use super::data::{DataTable, Face, Kind, Material, Tile};
use crate::games::rng::Randomness;

/// Scoring variant.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// Tile points + flowerpots + 1 per complete house (§1.8).
    #[default]
    Standard,
    /// "Veteran pigs": tile points + award cards, no pot or house bonus (§1.9).
    Veteran,
}

crate::games::seam::code_names!(Variant { Standard => "standard", Veteran => "veteran" });

/// Table options (RULES.md §1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub variant: Variant,
    /// Empty stacks that end a 2-player game: 2 (FR, EN) or 3 (DE) (TLP-08).
    pub end_stacks_2p: u8,
    /// Finish the round once the end is triggered, so every seat has as many turns (TLP-09).
    pub finish_round: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { variant: Variant::Standard, end_stacks_2p: 2, finish_round: false }
    }
}

/// One house, bottom tile first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct House {
    pub tiles: Vec<Tile>,
}

impl House {
    pub fn has_door(&self) -> bool {
        self.tiles.first().is_some_and(|t| t.kind == Kind::Door)
    }

    /// A house with a roof is complete and takes no more tiles.
    pub fn is_complete(&self) -> bool {
        self.tiles.last().is_some_and(|t| t.kind == Kind::Roof)
    }

    pub fn pots(&self) -> u32 {
        self.tiles.iter().map(|t| u32::from(t.pots)).sum()
    }

    pub fn points(&self) -> u32 {
        self.tiles.iter().map(|t| t.material.value()).sum()
    }

    /// The valid-house invariant of §1.5: starts with a door or a window, at most one door and
    /// only at the bottom, at most one roof and only on top.
    pub fn is_valid(&self) -> bool {
        let Some(first) = self.tiles.first() else { return false };
        let doors = self.tiles.iter().filter(|t| t.kind == Kind::Door).count();
        let roofs = self.tiles.iter().filter(|t| t.kind == Kind::Roof).count();
        first.kind != Kind::Roof
            && doors <= 1
            && (doors == 0 || self.has_door())
            && roofs <= 1
            && (roofs == 0 || self.is_complete())
    }
}

/// A seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    /// Houses left to right in the order they were started; vanished houses leave the list.
    pub houses: Vec<House>,
}

/// Where the current turn stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Waiting for the turn's first roll.
    Roll,
    /// Rolled at least once: reroll or stop.
    Rolling,
    /// Buying tiles with the symbols shown.
    Buying,
    /// Two or more wolves: pick a house to blow on.
    Wolf,
    /// The game is over.
    Over,
}

/// The current turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub player: usize,
    pub phase: Phase,
    /// Rolls made this turn (0–3).
    pub rolls: u8,
    /// The faces showing; `None` before the first roll.
    pub dice: [Option<Face>; 5],
    /// Tile kinds bought this turn (at most one of each, two in all).
    pub bought: Vec<Kind>,
}

impl Turn {
    pub(crate) fn start(player: usize) -> Turn {
        Turn { player, phase: Phase::Roll, rolls: 0, dice: [None; 5], bought: Vec::new() }
    }

    pub fn wolves(&self) -> usize {
        self.dice.iter().filter(|f| **f == Some(Face::Wolf)).count()
    }

    /// Symbols of `kind` on the dice (wolves count for nothing).
    pub fn symbols(&self, kind: Kind) -> usize {
        self.symbol_counts()[kind.index()]
    }

    /// Symbols of each kind on the dice: doors, windows, roofs.
    pub fn symbol_counts(&self) -> [usize; 3] {
        let mut counts = [0; 3];
        for kind in self.dice.iter().filter_map(|f| f.and_then(Face::symbol)) {
            counts[kind.index()] += 1;
        }
        counts
    }
}

/// An award card of the veteran variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Award {
    MostFlowerpots,
    MostHouses,
    TallestHouse,
    FirstStrawHouse,
    FirstWoodHouse,
    FirstBrickHouse,
}

impl Award {
    pub const ALL: [Award; 6] = [
        Award::FirstStrawHouse,
        Award::FirstWoodHouse,
        Award::FirstBrickHouse,
        Award::MostFlowerpots,
        Award::MostHouses,
        Award::TallestHouse,
    ];

    /// The awards decided only when the game ends (TLP-11); the first houses are taken in play.
    pub fn is_given_at_the_end(self) -> bool {
        match self {
            Award::MostFlowerpots | Award::MostHouses | Award::TallestHouse => true,
            Award::FirstStrawHouse | Award::FirstWoodHouse | Award::FirstBrickHouse => false,
        }
    }

    pub fn points(self) -> u32 {
        match self {
            Award::MostFlowerpots | Award::MostHouses | Award::TallestHouse => 3,
            Award::FirstStrawHouse | Award::FirstWoodHouse | Award::FirstBrickHouse => 2,
        }
    }

    pub(crate) fn first_house(material: Material) -> Award {
        match material {
            Material::Straw => Award::FirstStrawHouse,
            Material::Wood => Award::FirstWoodHouse,
            Material::Brick => Award::FirstBrickHouse,
        }
    }
}

/// An award and who holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AwardWon {
    pub award: Award,
    pub player: usize,
}

/// One player's final score.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// Points of the tiles of complete houses.
    pub tiles: u32,
    /// Flowerpots on complete houses (standard variant only).
    pub pots: u32,
    /// +1 per complete house (standard variant only).
    pub houses: u32,
    /// Award points (veteran variant only).
    pub awards: u32,
    pub total: u32,
    /// Complete houses: the tie-break.
    pub complete_houses: u32,
}

/// How a finished game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub scores: Vec<Score>,
    pub winners: Vec<usize>,
    /// Whether the complete-house tie-break decided between players level on points.
    pub tie_break_decided: bool,
}

/// The nine stacks, indexed `[kind][material]`; the top tile is the last one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stacks(pub [[Vec<Tile>; 3]; 3]);

impl Stacks {
    /// The data table's order, top tile first as the table lists it.
    pub fn in_table_order(table: &DataTable) -> Stacks {
        Stacks(Kind::ALL.map(|kind| {
            Material::ALL.map(|material| {
                table.pots[kind.index()][material.index()]
                    .iter()
                    .rev()
                    .map(|&pots| Tile { kind, material, pots })
                    .collect()
            })
        }))
    }

    /// The data table's tiles, each stack shuffled.
    pub fn shuffled(table: &DataTable, rng: &mut impl Randomness) -> Stacks {
        let mut stacks = Stacks::in_table_order(table);
        for stack in stacks.0.iter_mut().flatten() {
            rng.shuffle(stack);
        }
        stacks
    }

    pub fn get(&self, kind: Kind, material: Material) -> &Vec<Tile> {
        &self.0[kind.index()][material.index()]
    }

    pub(crate) fn get_mut(&mut self, kind: Kind, material: Material) -> &mut Vec<Tile> {
        &mut self.0[kind.index()][material.index()]
    }

    pub fn empty_count(&self) -> usize {
        self.0.iter().flatten().filter(|s| s.is_empty()).count()
    }

    pub fn tile_count(&self) -> usize {
        self.0.iter().flatten().map(Vec::len).sum()
    }
}
