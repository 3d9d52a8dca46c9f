//! How a table reads back from the store quickly: every click loads the whole table, so its
//! layout must decode in one pass, without serde's buffering of flattened or internally
//! tagged data.
//!
//! * The action log is stored as `[seat, action]` pairs ([`log`]); schema 1 stored
//!   `{"player": i, "do": …}` objects (the record format), which still load.
//! * [`Stage`](super::Stage) keeps its `{"stage": "playing", …}` layout. serde would buffer the
//!   whole session to find the tag; since the tag is always written first, [`stage`] reads it
//!   and hands the rest of the object straight to the variant. An object whose tag is not first
//!   (edited by hand) takes the buffered way.

/// `Vec<Recorded<A>>` as `[[seat, action], …]`.
pub mod log {
    use std::fmt;
    use std::marker::PhantomData;

    use serde::de::{DeserializeOwned, Error, MapAccess, SeqAccess, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::games::Recorded;

    pub fn serialize<S: Serializer, A: Serialize>(log: &[Recorded<A>], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(log.iter().map(|r| (r.player, &r.action)))
    }

    pub fn deserialize<'de, D: Deserializer<'de>, A: DeserializeOwned>(
        d: D,
    ) -> Result<Vec<Recorded<A>>, D::Error> {
        let entries: Vec<Entry<A>> = Vec::deserialize(d)?;
        Ok(entries.into_iter().map(|e| e.0).collect())
    }

    struct Entry<A>(Recorded<A>);

    impl<'de, A: DeserializeOwned> Deserialize<'de> for Entry<A> {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            d.deserialize_any(EntryVisitor(PhantomData))
        }
    }

    struct EntryVisitor<A>(PhantomData<A>);

    impl<'de, A: DeserializeOwned> Visitor<'de> for EntryVisitor<A> {
        type Value = Entry<A>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("[seat, action] or {\"player\": seat, …action}")
        }

        fn visit_seq<S: SeqAccess<'de>>(self, mut seq: S) -> Result<Entry<A>, S::Error> {
            let player = seq.next_element()?.ok_or_else(|| S::Error::invalid_length(0, &self))?;
            let action = seq.next_element()?.ok_or_else(|| S::Error::invalid_length(1, &self))?;
            Ok(Entry(Recorded { player, action }))
        }

        /// Schema 1: the record format's object, read through serde's flatten (once per
        /// table: the next update writes pairs).
        fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<Entry<A>, M::Error> {
            let mut object = serde_json::Map::new();
            while let Some((key, value)) = map.next_entry::<String, serde_json::Value>()? {
                object.insert(key, value);
            }
            serde_json::from_value(serde_json::Value::Object(object)).map(Entry).map_err(M::Error::custom)
        }
    }
}

/// [`Stage`](super::Stage) read tag first.
pub mod stage {
    use std::fmt;

    use serde::de::value::MapAccessDeserializer;
    use serde::de::{Error, MapAccess, Visitor};
    use serde::{Deserialize, Deserializer};

    use crate::games::{three_pigs, wuerfelhaus};
    use crate::table::model::{HausSession, PigsSession, Seat, Stage};

    /// The layout serde derives for `Stage`: the slow way, for objects whose tag is not first.
    #[derive(Deserialize)]
    #[serde(tag = "stage", rename_all = "snake_case")]
    enum Tagged {
        Lobby(Lobby),
        Playing(Box<PigsSession>),
        Finished(Box<PigsSession>),
        HausPlaying(Box<HausSession>),
        HausFinished(Box<HausSession>),
    }

    #[derive(Deserialize)]
    struct Lobby {
        seats: Vec<Seat>,
        options: three_pigs::Options,
        #[serde(default)]
        haus: wuerfelhaus::Options,
        seed: u64,
    }

    impl From<Lobby> for Stage {
        fn from(l: Lobby) -> Stage {
            Stage::Lobby { seats: l.seats, options: l.options, haus: l.haus, seed: l.seed }
        }
    }

    impl From<Tagged> for Stage {
        fn from(tagged: Tagged) -> Stage {
            match tagged {
                Tagged::Lobby(lobby) => lobby.into(),
                Tagged::Playing(s) => Stage::Playing(s),
                Tagged::Finished(s) => Stage::Finished(s),
                Tagged::HausPlaying(s) => Stage::HausPlaying(s),
                Tagged::HausFinished(s) => Stage::HausFinished(s),
            }
        }
    }

    const STAGES: &[&str] = &["lobby", "playing", "finished", "haus_playing", "haus_finished"];

    impl<'de> Deserialize<'de> for Stage {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Stage, D::Error> {
            d.deserialize_map(StageVisitor)
        }
    }

    struct StageVisitor;

    impl<'de> Visitor<'de> for StageVisitor {
        type Value = Stage;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a table stage object")
        }

        fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<Stage, M::Error> {
            let Some(first) = map.next_key::<String>()? else { return Err(M::Error::missing_field("stage")) };
            if first != "stage" {
                let mut object = serde_json::Map::new();
                object.insert(first, map.next_value()?);
                while let Some((key, value)) = map.next_entry::<String, serde_json::Value>()? {
                    object.insert(key, value);
                }
                return serde_json::from_value::<Tagged>(serde_json::Value::Object(object))
                    .map(Stage::from)
                    .map_err(M::Error::custom);
            }
            let tag: String = map.next_value()?;
            let rest = MapAccessDeserializer::new(map);
            Ok(match tag.as_str() {
                "lobby" => Lobby::deserialize(rest)?.into(),
                "playing" => Stage::Playing(Box::deserialize(rest)?),
                "finished" => Stage::Finished(Box::deserialize(rest)?),
                "haus_playing" => Stage::HausPlaying(Box::deserialize(rest)?),
                "haus_finished" => Stage::HausFinished(Box::deserialize(rest)?),
                other => return Err(M::Error::unknown_variant(other, STAGES)),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::games::GameKind;
    use crate::i18n::Locale;
    use crate::table::model::{PigsSession, Seat, Stage, Table};

    fn playing() -> Table {
        let seats = vec![Seat { user: 1, name: "Ann".into() }, Seat { user: 2, name: "Ben".into() }];
        let mut session = PigsSession::start(seats, Default::default(), 3).expect("start");
        let player = session.game.turn.player;
        let action = session.game.legal_actions(player)[0].clone();
        session.game.apply(player, &action, &mut session.rng).expect("legal");
        session.actions.push(crate::games::Recorded { player, action });
        Table {
            channel: 1,
            guild: None,
            host: 1,
            game: GameKind::ThreePigs,
            locale: Locale::De,
            turn_pings: true,
            stage: Stage::Playing(Box::new(session)),
            rev: 4,
            board: None,
            updated_at: 0,
        }
    }

    #[test]
    fn a_table_round_trips_with_its_tag_first_and_its_log_as_pairs() {
        let table = playing();
        let text = serde_json::to_string(&table).expect("encode");
        assert!(text.contains(r#""stage":{"stage":"playing""#), "{text}");
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
            text.replace(r#""stage":"playing""#, r#""stage":"dancing""#),
            text.replace("[[0,{", "[[{").replace("[[1,{", "[[{"),
        ] {
            assert!(serde_json::from_str::<Table>(&bad).is_err(), "{bad}");
        }
    }
}
