//! How a table is laid out in the store, and how tables of earlier releases read back.
//!
//! Every click loads the whole table, so the layout decodes in one pass, without serde's
//! buffering of flattened or internally tagged data:
//!
//! * [`Stage`] is `{"stage": "lobby", "seats": …, "setup": {"<slug>": options}, "seed": …}`,
//!   `{"stage": "running", "session": {"<slug>": session}}` or the same with `"over"`. serde
//!   would buffer the whole object to find the tag; since the tag is always written first, the
//!   visitor reads it and hands the rest straight to the variant. An object whose tag is not
//!   first (edited by hand) takes the buffered way.
//! * Schema 1 and 2 tables (before the game seam) named their game in the table (`"game"`)
//!   and in a running or finished game's stage tag, and a lobby kept every game's options,
//!   each under its own key. Each game says which tags and key were its own
//!   ([`crate::games::seam::Earlier`]); the registry reads them. They still load; the next
//!   update writes the current layout.

use std::fmt;

use serde::de::value::MapAccessDeserializer;
use serde::de::{DeserializeSeed, Error, MapAccess, Unexpected, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use std::collections::BTreeMap;

use super::clock::{Clock, Turn, Unshown};
use super::model::{BoardMessage, Table, locale_code};
use crate::games::registry::{AnyGame, AnyOptions, GameSpec, Stage};
use crate::games::seam::Seat;
use crate::i18n::Locale;

/// A table as stored, in any layout this release reads.
#[derive(Deserialize)]
pub(super) struct StoredTable {
    #[serde(default)]
    id: u64,
    channel: u64,
    guild: Option<u64>,
    host: u64,
    /// Only in earlier layouts, where a lobby's options needed it.
    #[serde(default, deserialize_with = "known_game")]
    game: Option<&'static GameSpec>,
    #[serde(with = "locale_code")]
    locale: Locale,
    turn_pings: bool,
    stage: StoredStage,
    rev: u64,
    board: Option<BoardMessage>,
    updated_at: u64,
    #[serde(default)]
    ended_by: Option<String>,
    #[serde(default)]
    clock: Clock,
    #[serde(default)]
    turn: Option<Turn>,
    #[serde(default)]
    missed: BTreeMap<usize, u32>,
    #[serde(default)]
    turn_times: BTreeMap<usize, Vec<u32>>,
    #[serde(default)]
    unshown: Option<Unshown>,
    #[serde(default)]
    answers_only: bool,
}

/// A game the registry lists, by slug; any other name is an error.
fn known_game<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'static GameSpec>, D::Error> {
    let Some(name) = Option::<String>::deserialize(d)? else { return Ok(None) };
    match GameSpec::by_slug(&name) {
        Some(game) => Ok(Some(game)),
        None => Err(D::Error::invalid_value(Unexpected::Str(&name), &"the name of a game")),
    }
}

/// A table reads back through `StoredTable`, whatever its layout.
impl<'de> Deserialize<'de> for Table {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Table, D::Error> {
        StoredTable::deserialize(deserializer).map(Table::from)
    }
}

impl From<StoredTable> for Table {
    fn from(t: StoredTable) -> Table {
        let stage = match t.stage {
            StoredStage::Current(stage) => stage,
            StoredStage::EarlierLobby { seats, kept, seed } => {
                Stage::Lobby { seats, setup: AnyOptions::earlier_lobby(t.game.map(|g| g.slug), kept), seed }
            }
        };
        Table {
            id: t.id,
            channel: t.channel,
            guild: t.guild,
            host: t.host,
            locale: t.locale,
            turn_pings: t.turn_pings,
            stage,
            rev: t.rev,
            board: t.board,
            updated_at: t.updated_at,
            ended_by: t.ended_by,
            clock: t.clock,
            turn: t.turn,
            missed: t.missed,
            turn_times: t.turn_times,
            unshown: t.unshown,
            answers_only: t.answers_only,
        }
    }
}

/// What the store indexes of a table besides its seats and deadline: a finished table (by play or
/// ended) finished at its last change, which retention (`database.keep_finished`) counts
/// from; a lobby or a running game never finished, however old.
impl crate::store::Finishes for Table {
    fn finished_at(&self) -> Option<u64> {
        matches!(self.stage, Stage::Finished(_)).then_some(self.updated_at)
    }
}

// Lives only while a table is decoded.
#[allow(clippy::large_enum_variant)]
enum StoredStage {
    Current(Stage),
    /// A lobby before the seam: which of the options it `kept` count depends on the table's
    /// `game`.
    EarlierLobby {
        seats: Vec<Seat>,
        kept: Vec<AnyOptions>,
        seed: u64,
    },
}

impl Serialize for Stage {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        match self {
            Stage::Lobby { seats, setup, seed } => {
                map.serialize_entry("stage", "lobby")?;
                map.serialize_entry("seats", seats)?;
                map.serialize_entry("setup", setup)?;
                map.serialize_entry("seed", seed)?;
            }
            Stage::Playing(game) => {
                map.serialize_entry("stage", "running")?;
                map.serialize_entry("session", game)?;
            }
            Stage::Finished(game) => {
                map.serialize_entry("stage", "over")?;
                map.serialize_entry("session", game)?;
            }
        }
        map.end()
    }
}

/// A lobby in either layout: `setup` now, each game's options under its own key before.
struct Lobby {
    seats: Vec<Seat>,
    seed: u64,
    setup: Option<AnyOptions>,
    kept: Vec<AnyOptions>,
}

impl<'de> Deserialize<'de> for Lobby {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Lobby, D::Error> {
        d.deserialize_map(LobbyVisitor)
    }
}

struct LobbyVisitor;

impl<'de> Visitor<'de> for LobbyVisitor {
    type Value = Lobby;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a lobby object")
    }

    fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<Lobby, M::Error> {
        let (mut seats, mut seed, mut setup, mut kept) = (None, None, None, Vec::new());
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "seats" => seats = Some(map.next_value()?),
                "seed" => seed = Some(map.next_value()?),
                "setup" => setup = map.next_value()?,
                other => kept.extend(map.next_value_seed(EarlierOptions(other))?),
            }
        }
        Ok(Lobby {
            seats: seats.ok_or_else(|| M::Error::missing_field("seats"))?,
            seed: seed.ok_or_else(|| M::Error::missing_field("seed"))?,
            setup,
            kept,
        })
    }
}

/// The value of a lobby's key of the earlier layouts: a game's options, if the key is one.
struct EarlierOptions<'a>(&'a str);

impl<'de> DeserializeSeed<'de> for EarlierOptions<'_> {
    type Value = Option<AnyOptions>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Option<AnyOptions>, D::Error> {
        AnyOptions::earlier(self.0, d)
    }
}

impl From<Lobby> for StoredStage {
    fn from(l: Lobby) -> StoredStage {
        match l.setup {
            Some(setup) => StoredStage::Current(Stage::Lobby { seats: l.seats, setup, seed: l.seed }),
            None => StoredStage::EarlierLobby { seats: l.seats, kept: l.kept, seed: l.seed },
        }
    }
}

#[derive(Deserialize)]
struct Running {
    session: AnyGame,
}

/// The stage tags of the current layout (the earlier layouts' are the games' own).
const STAGES: &[&str] = &["lobby", "running", "over"];

/// The rest of a stage object, after its `tag`.
fn stage<'de, D: Deserializer<'de>>(tag: &str, rest: D) -> Result<StoredStage, D::Error> {
    let stage = match tag {
        "lobby" => return Lobby::deserialize(rest).map(StoredStage::from),
        "running" => Stage::Playing(Running::deserialize(rest)?.session),
        "over" => Stage::Finished(Running::deserialize(rest)?.session),
        other => match AnyGame::earlier(other, rest)? {
            Some((game, false)) => Stage::Playing(game),
            Some((game, true)) => Stage::Finished(game),
            None => return Err(D::Error::unknown_variant(other, STAGES)),
        },
    };
    Ok(StoredStage::Current(stage))
}

impl<'de> Deserialize<'de> for StoredStage {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<StoredStage, D::Error> {
        d.deserialize_map(StageVisitor)
    }
}

impl<'de> Deserialize<'de> for Stage {
    /// A stage of the current layout (an earlier lobby needs its table: see `StoredTable`).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Stage, D::Error> {
        match StoredStage::deserialize(d)? {
            StoredStage::Current(stage) => Ok(stage),
            StoredStage::EarlierLobby { .. } => Err(D::Error::missing_field("setup")),
        }
    }
}

struct StageVisitor;

impl<'de> Visitor<'de> for StageVisitor {
    type Value = StoredStage;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a table stage object")
    }

    fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<StoredStage, M::Error> {
        let Some(first) = map.next_key::<String>()? else { return Err(M::Error::missing_field("stage")) };
        if first != "stage" {
            let mut object = serde_json::Map::new();
            object.insert(first, map.next_value()?);
            while let Some((key, value)) = map.next_entry::<String, serde_json::Value>()? {
                object.insert(key, value);
            }
            let tag = match object.remove("stage") {
                Some(serde_json::Value::String(tag)) => tag,
                Some(_) => return Err(M::Error::custom("the stage tag is not a string")),
                None => return Err(M::Error::missing_field("stage")),
            };
            return stage(&tag, serde_json::Value::Object(object)).map_err(M::Error::custom);
        }
        let tag: String = map.next_value()?;
        stage(&tag, MapAccessDeserializer::new(map))
    }
}

#[cfg(test)]
mod tests {
    use crate::games::registry::{AnyGame, Stage};
    use crate::games::seam::{Seat, Session};
    use crate::games::three_pigs;
    use crate::i18n::Locale;
    use crate::table::model::Table;

    fn playing() -> Table {
        let seats = vec![Seat::person(1, "Ann".into()), Seat::person(2, "Ben".into())];
        let mut session = Session::<three_pigs::Game>::start(seats, &Default::default(), 3).expect("start");
        let player = session.game.turn.player;
        session.play(player, three_pigs::Action::Roll).expect("legal");
        Table {
            id: 9,
            channel: 1,
            guild: None,
            host: 1,
            locale: Locale::De,
            turn_pings: true,
            stage: Stage::Playing(AnyGame::ThreePigs(session)),
            rev: 4,
            board: None,
            updated_at: 0,
            ended_by: None,
            clock: Default::default(),
            turn: None,
            missed: Default::default(),
            turn_times: Default::default(),
            unshown: None,
            answers_only: false,
        }
    }

    #[test]
    fn a_table_round_trips_with_its_tag_first_and_its_log_as_pairs() {
        let table = playing();
        let text = serde_json::to_string(&table).expect("encode");
        assert!(text.contains(r#""stage":{"stage":"running","session":{"three-pigs":{"#), "{text}");
        assert!(
            text.contains(r#""actions":[[0,{"do":"roll"}]]"#)
                || text.contains(r#""actions":[[1,{"do":"roll"}]]"#),
            "{text}"
        );
        assert_eq!(serde_json::from_str::<Table>(&text).expect("decode"), table);
    }

    /// A stage object whose keys were reordered (sorted, as `serde_json::Value` writes them)
    /// still loads, the slow way.
    #[test]
    fn a_stage_whose_tag_is_not_first_still_loads() {
        let table = playing();
        let sorted = serde_json::to_string(&serde_json::to_value(&table).expect("value")).expect("encode");
        assert!(!sorted.contains(r#""stage":{"stage""#), "{sorted}");
        assert_eq!(serde_json::from_str::<Table>(&sorted).expect("decode"), table);
    }

    #[test]
    fn an_unknown_stage_or_a_short_log_entry_is_an_error_not_a_panic() {
        let text = serde_json::to_string(&playing()).expect("encode");
        for bad in [
            text.replace(r#""stage":"running""#, r#""stage":"dancing""#),
            text.replace(r#""three-pigs""#, r#""chess""#),
            text.replace("[[0,{", "[[{").replace("[[1,{", "[[{"),
        ] {
            assert!(serde_json::from_str::<Table>(&bad).is_err(), "{bad}");
        }
    }

    /// Tables written before the seam: a running game under its game's own stage tag, and a
    /// lobby with both games' options, whose table's `game` says which count.
    #[test]
    fn tables_of_the_layout_before_the_seam_still_load() {
        let table = playing();
        let Stage::Playing(AnyGame::ThreePigs(session)) = &table.stage else { panic!("a pigs game") };
        let mut old = serde_json::to_value(&table).expect("value");
        let mut stage = serde_json::to_value(session).expect("session");
        stage["stage"] = "playing".into();
        old["stage"] = stage;
        old["game"] = "three-pigs".into();
        let text = serde_json::to_string(&old).expect("encode");
        assert_eq!(serde_json::from_str::<Table>(&text).expect("decode"), table);

        let lobby = r#"{"channel":1,"guild":null,"host":1,"game":"wuerfelhaus","locale":"fr","turn_pings":false,
            "stage":{"stage":"lobby","seats":[{"user":1,"name":"Ann"}],"options":{"variant":"standard","end_stacks_2p":2,"finish_round":false},
            "haus":{"finish_round":true,"supports_before_roll":false},"seed":5},"rev":1,"board":null,"updated_at":0}"#;
        let table: Table = serde_json::from_str(lobby).expect("decode");
        let Stage::Lobby { setup, .. } = &table.stage else { panic!("lobby") };
        assert_eq!(
            *setup,
            crate::games::registry::AnyOptions::Wuerfelhaus(crate::games::wuerfelhaus::Options {
                finish_round: true,
                supports_before_roll: false
            })
        );
    }
}
