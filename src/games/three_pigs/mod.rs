//! The Three Little Pigs (RULES.md §1): a pure, deterministic rules engine.
//!
//! [`Game::legal_actions`] lists what a player may do; [`Game::apply`] does it and returns the
//! [`Event`]s, or a [`RuleError`] with a stable code and no change. All chance goes through
//! [`crate::games::rng::Randomness`].

pub mod ai;
pub mod data;
pub mod record;
mod rules;
pub mod sim;
pub mod state;
pub mod table_game;

pub use data::{DataTable, Face, Kind, Material, Tile};
pub use rules::{Action, Event, Game, PLAYERS, Place, RuleError, SetupError};
pub use state::{Award, AwardWon, House, Options, Outcome, Phase, Player, Score, Stacks, Turn, Variant};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// TLP-01: the seat order (and so the first player) is drawn with the game's randomness.
pub fn draw_seat_order<T>(players: &mut [T], rng: &mut impl crate::games::rng::Randomness) {
    rng.shuffle(players);
}

/// `"new"` or a house index, as records write it.
impl Serialize for Place {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Place::New => serializer.serialize_str("new"),
            Place::House(index) => serializer.serialize_u64(*index as u64),
        }
    }
}

impl<'de> Deserialize<'de> for Place {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Index(usize),
            Word(String),
        }
        match Raw::deserialize(deserializer)? {
            Raw::Index(index) => Ok(Place::House(index)),
            Raw::Word(word) if word == "new" => Ok(Place::New),
            Raw::Word(word) => {
                Err(serde::de::Error::custom(format!("house must be \"new\" or an index, not {word:?}")))
            }
        }
    }
}
