//! The games a table can run: the only list of them outside the engines.
//!
//! [`AnyGame`] (a running game) and [`AnyOptions`] (a lobby's chosen options) are closed enums,
//! tagged by slug in the store, each with the one `match` that hands out the game's
//! [`Play`] face or starts it. Both are generated from the list in [`registry!`]'s call, so
//! adding a game is one line here; the compiler then asks for its renderer's arm.

// Every game must be handled by name here: a new game is a compile error, never a fallback.
#![deny(clippy::wildcard_enum_match_arm)]

use serde::{Deserialize, Serialize};

use super::seam::{Play, Refused, Seat, Session, TableGame};
use super::{three_pigs, wuerfelhaus};

macro_rules! registry {
    ($($(#[$meta:meta])* $variant:ident => $game:ty),+ $(,)?) => {
        /// A game in progress or over, of any game a table runs.
        // One per loaded table, decoded straight into place: boxing would add an allocation
        // to every click for no gain.
        #[allow(clippy::large_enum_variant)]
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum AnyGame {
            $($(#[$meta])* $variant(Session<$game>),)+
        }

        /// A lobby's game and options.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum AnyOptions {
            $($(#[$meta])* $variant(<$game as TableGame>::Options),)+
        }

        impl AnyGame {
            /// The game's face for the table service.
            pub fn play(&self) -> &dyn Play {
                match self {
                    $($(#[$meta])* AnyGame::$variant(session) => session,)+
                }
            }

            pub fn play_mut(&mut self) -> &mut dyn Play {
                match self {
                    $($(#[$meta])* AnyGame::$variant(session) => session,)+
                }
            }
        }

        impl AnyOptions {
            /// Starts the game for `seats` (in joining order) from `seed`.
            pub fn start(&self, seats: Vec<Seat>, seed: u64) -> Result<AnyGame, Refused> {
                match self {
                    $($(#[$meta])* AnyOptions::$variant(options) => {
                        Session::<$game>::start(seats, options, seed).map(AnyGame::$variant)
                    })+
                }
            }

            /// The game's stable name.
            pub fn slug(&self) -> &'static str {
                match self {
                    $($(#[$meta])* AnyOptions::$variant(_) => <$game as TableGame>::SLUG,)+
                }
            }

            /// See [`TableGame::COMMAND`].
            pub fn command(&self) -> &'static str {
                match self {
                    $($(#[$meta])* AnyOptions::$variant(_) => <$game as TableGame>::COMMAND,)+
                }
            }

            /// How many seats the game takes.
            pub fn players(&self) -> std::ops::RangeInclusive<usize> {
                match self {
                    $($(#[$meta])* AnyOptions::$variant(_) => <$game as TableGame>::PLAYERS,)+
                }
            }
        }

        /// The slugs of every game a table runs, in registry order.
        pub const TABLE_GAMES: &[&str] = &[$($(#[$meta])* <$game as TableGame>::SLUG,)+];
    };
}

registry! {
    ThreePigs => three_pigs::Game,
    Wuerfelhaus => wuerfelhaus::Game,
    #[cfg(test)]
    Toy => super::toy::Nim,
}

/// A table's game from the lobby to the final scores.
#[derive(Debug, Clone, PartialEq)]
pub enum Stage {
    /// Waiting for players.
    Lobby {
        seats: Vec<Seat>,
        setup: AnyOptions,
        seed: u64,
    },
    Playing(AnyGame),
    Finished(AnyGame),
}

impl Stage {
    /// The game's stable name.
    pub fn slug(&self) -> &'static str {
        match self {
            Stage::Lobby { setup, .. } => setup.slug(),
            Stage::Playing(game) | Stage::Finished(game) => game.play().slug(),
        }
    }

    /// The slash command of the game (see [`TableGame::COMMAND`]).
    pub fn command(&self) -> &'static str {
        match self {
            Stage::Lobby { setup, .. } => setup.command(),
            Stage::Playing(game) | Stage::Finished(game) => game.play().command(),
        }
    }

    /// Everyone seated, in turn order once the game has started.
    pub fn seats(&self) -> &[Seat] {
        match self {
            Stage::Lobby { seats, .. } => seats,
            Stage::Playing(game) | Stage::Finished(game) => game.play().seats(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    /// A table's slug is the catalogue's: the same name in records, custom ids and texts.
    #[test]
    fn every_table_game_is_a_game_of_the_catalogue() {
        for slug in TABLE_GAMES {
            if *slug != "toy" {
                assert!(GameKind::from_slug(slug).is_some(), "{slug}");
            }
        }
        for (options, kind) in [
            (AnyOptions::ThreePigs(Default::default()), GameKind::ThreePigs),
            (AnyOptions::Wuerfelhaus(Default::default()), GameKind::Wuerfelhaus),
        ] {
            assert_eq!(options.slug(), kind.slug());
            let (min, max) = kind.players();
            assert_eq!(options.players(), usize::from(min)..=usize::from(max));
        }
    }
}
