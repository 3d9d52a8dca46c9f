//! The games a table can run: the only list of them outside the engines.
//!
//! The list is `table_games!`; each line names a game's variant and its [`TableGame`] type.
//! From it `registry!` generates [`AnyGame`] (a running game) and [`AnyOptions`] (a lobby's
//! chosen options), closed enums tagged by slug in the store, each with the one `match` that
//! hands out the game's [`Play`] face or starts it, and [`TABLE_GAMES`], what the commands are
//! built from. The renderer expands the same list into its one dispatch (`render::Draw`), so
//! adding a game is its own files and one line here.

// Every game must be handled by name here: a new game is a compile error, never a fallback.
#![deny(clippy::wildcard_enum_match_arm)]

use serde::{Deserialize, Serialize};

use super::seam::{BadOption, Chosen, Given, OptionSpec, Play, Refused, Seat, Session, TableGame};

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

            /// The game and options it was started with (a rematch starts from them).
            pub fn setup(&self) -> AnyOptions {
                match self {
                    $($(#[$meta])* AnyGame::$variant(session) => {
                        AnyOptions::$variant(session.game.started_with())
                    })+
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

        /// Every game a table runs, in registry order.
        pub const TABLE_GAMES: &[GameSpec] = &[$($(#[$meta])* GameSpec {
            slug: <$game as TableGame>::SLUG,
            command: <$game as TableGame>::COMMAND,
            players: <$game as TableGame>::PLAYERS,
            options: <$game as TableGame>::OPTIONS,
            setup: |chosen| AnyOptions::$variant(<$game as TableGame>::options(chosen)),
        },)+];
    };
}

/// The one list of the games a table runs: `Variant => game type`. Expands into `$then!`'s
/// call, so every generated dispatch (here, and the renderer's) covers the same games.
macro_rules! table_games {
    ($then:ident) => {
        $then! {
            ThreePigs => $crate::games::three_pigs::Game,
            Wuerfelhaus => $crate::games::wuerfelhaus::Game,
            SpacePigs => $crate::games::space_pigs::Game,
            #[cfg(test)]
            Toy => $crate::games::toy::Nim,
        }
    };
}
pub(crate) use table_games;

table_games!(registry);

/// What the commands of one game's tables are made from.
#[derive(Debug)]
pub struct GameSpec {
    /// See [`TableGame::SLUG`].
    pub slug: &'static str,
    /// See [`TableGame::COMMAND`].
    pub command: &'static str,
    pub players: std::ops::RangeInclusive<usize>,
    /// The options of its `new` command.
    pub options: &'static [OptionSpec],
    setup: fn(&Chosen) -> AnyOptions,
}

impl GameSpec {
    /// The game whose tables `command` (a code name: `pigs`) runs.
    pub fn by_command(command: &str) -> Option<&'static GameSpec> {
        TABLE_GAMES.iter().find(|game| game.command == command)
    }

    /// A lobby's game and options from the `given` values of the game's options (by code
    /// name); a value an option does not take is refused, naming the option.
    pub fn setup<'a>(&self, given: impl Fn(&str) -> Option<&'a Given>) -> Result<AnyOptions, BadOption> {
        Ok((self.setup)(&Chosen::check(self.options, given)?))
    }
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
        for game in TABLE_GAMES {
            if game.slug != "toy" {
                assert!(GameKind::from_slug(game.slug).is_some(), "{}", game.slug);
            }
            assert_eq!(GameSpec::by_command(game.command).map(|g| g.slug), Some(game.slug));
            assert_eq!(game.setup(|_| None).map(|o| o.slug()), Ok(game.slug), "defaults start a lobby");
        }
        for (options, kind) in [
            (AnyOptions::ThreePigs(Default::default()), GameKind::ThreePigs),
            (AnyOptions::Wuerfelhaus(Default::default()), GameKind::Wuerfelhaus),
            (AnyOptions::SpacePigs(Default::default()), GameKind::SpacePigs),
        ] {
            assert_eq!(options.slug(), kind.slug());
            let (min, max) = kind.players();
            assert_eq!(options.players(), usize::from(min)..=usize::from(max));
        }
    }
}
