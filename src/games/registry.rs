//! The games a table can run: the only list of them.
//!
//! The list is `table_games!`; each line names a game's variant and its [`TableGame`] type.
//! From it `registry!` generates [`AnyGame`] (a running game) and [`AnyOptions`] (a lobby's
//! chosen options), closed enums tagged by slug in the store, each with the one `match` that
//! hands out the game's [`Play`] face or starts it, and [`TABLE_GAMES`], what the commands, the
//! `/oink` overview and the offline tools (`oink replay`, `oink sim`) are built from. The
//! renderer expands the same list into its one dispatch (`render::Draw`), so adding a game is
//! its own files and one line here.

// Every game must be handled by name here: a new game is a compile error, never a fallback.
#![deny(clippy::wildcard_enum_match_arm)]

use serde::{Deserialize, Deserializer, Serialize};

use super::ReplayError;
use super::ai::Level;
use super::seam::{
    BadOption, Chosen, Earlier, Given, OptionSpec, Play, Refused, Seat, Session, SimRefused, SimRequest,
    TableGame,
};

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

            /// The computer players its lobby offers (see [`TableGame::AI_LEVELS`]).
            pub fn ai_levels(&self) -> &'static [(Level, &'static str)] {
                match self {
                    $($(#[$meta])* AnyOptions::$variant(_) => <$game as TableGame>::AI_LEVELS,)+
                }
            }

            /// How many seats the game takes.
            pub fn players(&self) -> std::ops::RangeInclusive<usize> {
                match self {
                    $($(#[$meta])* AnyOptions::$variant(_) => <$game as TableGame>::PLAYERS,)+
                }
            }

            /// Options a lobby of the layouts before the seam kept under `key`: `None` for a
            /// key that no game's [`Earlier::options`] is (the value is skipped).
            pub fn earlier<'de, D: Deserializer<'de>>(key: &str, d: D) -> Result<Option<AnyOptions>, D::Error> {
                $($(#[$meta])* if <$game as TableGame>::EARLIER.is_some_and(|earlier| earlier.options == key) {
                    return <$game as TableGame>::Options::deserialize(d).map(|o| Some(AnyOptions::$variant(o)));
                })+
                serde::de::IgnoredAny::deserialize(d).map(|_| None)
            }
        }

        impl AnyGame {
            /// A game stored under a stage tag of the layouts before the seam (see
            /// [`Earlier`]), and whether it was over; `None` for a tag no game had.
            pub fn earlier<'de, D: Deserializer<'de>>(tag: &str, d: D) -> Result<Option<(AnyGame, bool)>, D::Error> {
                $($(#[$meta])* if let Some(earlier) = <$game as TableGame>::EARLIER {
                    if tag == earlier.running || tag == earlier.over {
                        let session = Session::<$game>::deserialize(d)?;
                        return Ok(Some((AnyGame::$variant(session), tag == earlier.over)));
                    }
                })+
                Ok(None)
            }
        }

        /// Every game a table runs, in registry order.
        pub const TABLE_GAMES: &[GameSpec] = &[$($(#[$meta])* GameSpec {
            slug: <$game as TableGame>::SLUG,
            command: <$game as TableGame>::COMMAND,
            emoji: <$game as TableGame>::EMOJI,
            players: <$game as TableGame>::PLAYERS,
            options: <$game as TableGame>::OPTIONS,
            earlier: <$game as TableGame>::EARLIER,
            ai_levels: <$game as TableGame>::AI_LEVELS,
            setup: |chosen| AnyOptions::$variant(<$game as TableGame>::options(chosen)),
            replay: replay_record::<$game>,
            sim: <$game as TableGame>::sim,
        },)+];

        /// Each game's names as the source text writes them, for the test that no other file
        /// names one.
        #[cfg(test)]
        fn names() -> Vec<one_list::Names> {
            [$($(#[$meta])* one_list::Names {
                variant: stringify!($variant),
                path: std::any::type_name::<$game>(),
                slug: <$game as TableGame>::SLUG,
            },)+]
            .into()
        }
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

#[cfg(test)]
mod one_list;

/// The game a table of the layouts before the seam ran when it named none: the one whose
/// [`Earlier::unnamed`] is set. A registry without it does not compile.
const UNNAMED: &GameSpec = {
    let mut i = 0;
    loop {
        assert!(i < TABLE_GAMES.len(), "one game must read the earlier tables that name no game");
        if let Some(Earlier { unnamed: true, .. }) = TABLE_GAMES[i].earlier {
            break &TABLE_GAMES[i];
        }
        i += 1;
    }
};

/// The game of the daily challenge (`table/wuerfelhaus_daily/`): its command has the `daily`
/// subcommand.
pub const DAILY_GAME: &str = <super::wuerfelhaus::Game as TableGame>::SLUG;

/// One game as everything outside the table sees it: what its commands, its entry on the
/// `/oink` overview and the offline tools are made from.
#[derive(Debug)]
pub struct GameSpec {
    /// See [`TableGame::SLUG`].
    pub slug: &'static str,
    /// See [`TableGame::COMMAND`].
    pub command: &'static str,
    /// See [`TableGame::EMOJI`].
    pub emoji: &'static str,
    pub players: std::ops::RangeInclusive<usize>,
    /// The options of its `new` command.
    pub options: &'static [OptionSpec],
    /// See [`TableGame::EARLIER`].
    pub earlier: Option<Earlier>,
    /// See [`TableGame::AI_LEVELS`].
    pub ai_levels: &'static [(Level, &'static str)],
    setup: fn(&Chosen) -> AnyOptions,
    replay: fn(serde_json::Value, bool) -> Result<serde_json::Value, ReplayError>,
    sim: fn(&SimRequest) -> Result<String, SimRefused>,
}

/// A game is its slug: the registry lists each once.
impl PartialEq for GameSpec {
    fn eq(&self, other: &GameSpec) -> bool {
        self.slug == other.slug
    }
}

impl Eq for GameSpec {}

impl GameSpec {
    /// The game of this stable name (as records, stored tables and component ids write it).
    pub fn by_slug(slug: &str) -> Option<&'static GameSpec> {
        TABLE_GAMES.iter().find(|game| game.slug == slug)
    }

    /// The game whose tables `command` (a code name: `pigs`) runs.
    pub fn by_command(command: &str) -> Option<&'static GameSpec> {
        TABLE_GAMES.iter().find(|game| game.command == command)
    }

    /// A lobby's game and options from the `given` values of the game's options (by code
    /// name); a value an option does not take is refused, naming the option.
    pub fn setup<'a>(&self, given: impl Fn(&str) -> Option<&'a Given>) -> Result<AnyOptions, BadOption> {
        Ok((self.setup)(&Chosen::check(self.options, given)?))
    }

    /// The computer player that takes an absent person's seat or turn (`when_absent: ai`, a
    /// player who quits): the strongest the game offers, the fairest stand-in for a friend.
    pub fn stand_in(&self) -> Level {
        self.ai_levels
            .iter()
            .map(|&(level, _)| level)
            .max_by_key(|&level| level as u8)
            .unwrap_or(Level::Random)
    }

    /// `oink replay` of a record of this game (see [`TableGame::replay`]).
    pub fn replay(&self, record: serde_json::Value, legal: bool) -> Result<serde_json::Value, ReplayError> {
        (self.replay)(record, legal)
    }

    /// `oink sim` of this game (see [`TableGame::sim`]).
    pub fn sim(&self, request: &SimRequest) -> Result<String, SimRefused> {
        (self.sim)(request)
    }
}

/// Reads a record of `G` and replays it.
fn replay_record<G: TableGame>(
    record: serde_json::Value,
    legal: bool,
) -> Result<serde_json::Value, ReplayError> {
    let record: G::Record =
        serde_json::from_value(record).map_err(|e| ReplayError::record("bad_record", e.to_string()))?;
    G::replay(&record, legal)
}

impl AnyOptions {
    /// A lobby of the layouts before the seam: of the options it `kept` (see
    /// [`AnyOptions::earlier`]), those of the game its table named (by slug), or of the game
    /// that tables naming none ran; that game's defaults if the lobby kept none for it.
    pub fn earlier_lobby(game: Option<&str>, kept: Vec<AnyOptions>) -> AnyOptions {
        let spec = TABLE_GAMES
            .iter()
            .find(|spec| spec.earlier.is_some() && game == Some(spec.slug))
            .unwrap_or(UNNAMED);
        kept.into_iter()
            .find(|options| options.slug() == spec.slug)
            .unwrap_or_else(|| (spec.setup)(&Chosen::default()))
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
    use crate::i18n::{Catalog, Locale};

    /// An absent person's stand-in is the strongest computer player the game offers: `strong`
    /// in the three games (issue 34: Space-Schweine too), `random` where that is all there is.
    #[test]
    fn the_stand_in_for_an_absent_person_is_the_strongest_computer_player_offered() {
        for game in TABLE_GAMES {
            let strongest = if game.slug == <crate::games::toy::Nim as TableGame>::SLUG {
                Level::Random
            } else {
                Level::Strong
            };
            assert_eq!(game.stand_in(), strongest, "{}", game.slug);
        }
    }

    /// Each game is listed once, under a name of its own in records, custom ids and texts,
    /// and its defaults open a lobby.
    #[test]
    fn every_table_game_has_names_of_its_own() {
        let catalog = Catalog::embedded().expect("catalog");
        for game in TABLE_GAMES {
            assert_eq!(GameSpec::by_slug(game.slug).map(|g| g.slug), Some(game.slug));
            assert_eq!(GameSpec::by_command(game.command).map(|g| g.slug), Some(game.slug));
            assert_eq!(game.setup(|_| None).map(|o| o.slug()), Ok(game.slug), "defaults start a lobby");
            assert!(!game.emoji.is_empty() && game.players.start() <= game.players.end(), "{}", game.slug);
            if game.slug != <crate::games::toy::Nim as TableGame>::SLUG {
                let name = format!("game-{}-name", game.slug);
                assert!(Locale::ALL.iter().all(|&l| catalog.exact(l, &name).is_some()), "{name}");
            }
        }
        assert_eq!(GameSpec::by_slug("chess"), None);
    }

    /// Lobbies of the layouts before the seam kept every game's options, and their table's
    /// `game` said which counted; a table that named none ran The Three Little Pigs.
    #[test]
    fn an_earlier_lobby_takes_the_options_of_the_game_its_table_named() {
        use crate::games::{three_pigs, wuerfelhaus};
        let pigs = three_pigs::Options { variant: three_pigs::Variant::Veteran, ..Default::default() };
        let haus = wuerfelhaus::Options { finish_round: true, ..Default::default() };
        let kept = vec![AnyOptions::ThreePigs(pigs), AnyOptions::Wuerfelhaus(haus)];
        assert_eq!(
            AnyOptions::earlier_lobby(Some("wuerfelhaus"), kept.clone()),
            AnyOptions::Wuerfelhaus(haus)
        );
        assert_eq!(AnyOptions::earlier_lobby(Some("three-pigs"), kept.clone()), AnyOptions::ThreePigs(pigs));
        assert_eq!(AnyOptions::earlier_lobby(None, kept.clone()), AnyOptions::ThreePigs(pigs));
        // A game the earlier releases did not run reads as the one a table naming none ran.
        assert_eq!(AnyOptions::earlier_lobby(Some("space-pigs"), kept), AnyOptions::ThreePigs(pigs));
        // A lobby that kept nothing for its game has the game's defaults, as it had then.
        assert_eq!(
            AnyOptions::earlier_lobby(Some("wuerfelhaus"), Vec::new()),
            AnyOptions::Wuerfelhaus(Default::default())
        );
        assert_eq!(AnyOptions::earlier_lobby(None, Vec::new()), AnyOptions::ThreePigs(Default::default()));
    }
}
