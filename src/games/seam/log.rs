//! A session's action log as the store keeps it: `[[seat, action], …]` pairs, which decode in
//! one pass. Schema 1 stored `{"player": i, "do": …}` objects (the record format); they still
//! load, through serde's flatten, once per table (the next update writes pairs).

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
