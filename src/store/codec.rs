//! How a record is laid out in sled: a versioned JSON envelope, compressed.
//!
//! * Format byte `0x01`, then a zstd frame holding the JSON envelope
//!   `{"schema": N, "revision": R, "data": …}`. A finished game of The Three Little Pigs is about
//!   8 KB of JSON and under 2 KB stored, so the page cache holds four times as many tables.
//! * A value that starts with `{` is a bare JSON envelope, as releases before the format byte
//!   wrote them; it is still read, and rewritten compressed at its next update.
//! * Exports stay plain JSON (see [`super::backup`]): the compression is sled's business only.
//!
//! Decoding goes straight into the typed record; only a record that does not fit the type is read
//! a second time, loosely, to tell a record of a newer release from a damaged one.

use std::borrow::Cow;
use std::cell::RefCell;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::{SCHEMA, StoreError, Stored};

/// The first byte of a compressed record.
const ZSTD_JSON: u8 = 0x01;
/// zstd level 1: within a few percent of the default level's size on these records, at half
/// the time. Contexts are kept per thread: creating one costs more than compressing a record.
const LEVEL: i32 = 1;
/// No record is larger than this once decompressed (a 5-player game is about 12 KB).
const MAX_RECORD: usize = 16 * 1024 * 1024;

/// What a stored value looks like once decompressed.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Envelope<T> {
    pub schema: u32,
    pub revision: u64,
    pub data: T,
}

/// Only the header of an envelope, to explain a record that does not decode.
#[derive(Deserialize)]
struct Header {
    schema: u32,
}

/// The bytes stored for `data` at `revision`.
pub fn encode<T: Serialize>(revision: u64, data: &T) -> Result<Vec<u8>, StoreError> {
    let json = serde_json::to_vec(&Envelope { schema: SCHEMA, revision, data })?;
    seal(&json)
}

thread_local! {
    static COMPRESSOR: RefCell<Option<zstd::bulk::Compressor<'static>>> = const { RefCell::new(None) };
    static DECOMPRESSOR: RefCell<Option<zstd::bulk::Decompressor<'static>>> = const { RefCell::new(None) };
}

/// Compresses a JSON envelope as sled stores it.
pub fn seal(json: &[u8]) -> Result<Vec<u8>, StoreError> {
    let failed = |e: std::io::Error| StoreError::Encode(format!("cannot compress a record: {e}"));
    let frame = COMPRESSOR.with(|cell| {
        let mut cell = cell.borrow_mut();
        let compressor = match cell.as_mut() {
            Some(compressor) => compressor,
            None => cell.insert(zstd::bulk::Compressor::new(LEVEL).map_err(failed)?),
        };
        compressor.compress(json).map_err(failed)
    })?;
    let mut out = Vec::with_capacity(frame.len() + 1);
    out.push(ZSTD_JSON);
    out.extend_from_slice(&frame);
    Ok(out)
}

/// Decompresses a frame that records its size (all that [`seal`] writes).
fn unseal(frame: &[u8]) -> Result<Vec<u8>, String> {
    let size = zstd::bulk::Decompressor::upper_bound(frame).ok_or("the compressed record has no size")?;
    if size > MAX_RECORD {
        return Err(format!("the compressed record claims {size} bytes"));
    }
    DECOMPRESSOR.with(|cell| {
        let mut cell = cell.borrow_mut();
        let decompressor = match cell.as_mut() {
            Some(decompressor) => decompressor,
            None => cell.insert(zstd::bulk::Decompressor::new().map_err(|e| e.to_string())?),
        };
        decompressor.decompress(frame, size).map_err(|e| format!("the compressed record is damaged: {e}"))
    })
}

/// The JSON envelope inside a stored value.
pub fn open(raw: &[u8]) -> Result<Cow<'_, [u8]>, String> {
    match raw.first() {
        Some(&ZSTD_JSON) => unseal(&raw[1..]).map(Cow::Owned),
        Some(b'{') => Ok(Cow::Borrowed(raw)),
        Some(other) => Err(format!("unknown record format byte 0x{other:02x}")),
        None => Err("empty record".to_owned()),
    }
}

/// Reads a stored value into its typed record.
pub fn decode<T: DeserializeOwned>(tree: &str, key: &[u8], raw: &[u8]) -> Result<Stored<T>, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt { tree: tree.to_owned(), key: key_text(key), reason };
    let json = open(raw).map_err(corrupt)?;
    match serde_json::from_slice::<Envelope<T>>(&json) {
        Ok(envelope) if envelope.schema <= SCHEMA => {
            Ok(Stored { revision: envelope.revision, data: envelope.data })
        }
        Ok(envelope) => Err(newer(tree, key, envelope.schema)),
        Err(error) => match serde_json::from_slice::<Header>(&json) {
            // A newer release may have changed the layout: say so rather than "damaged".
            Ok(header) if header.schema > SCHEMA => Err(newer(tree, key, header.schema)),
            _ => Err(corrupt(error.to_string())),
        },
    }
}

fn newer(tree: &str, key: &[u8], found: u32) -> StoreError {
    StoreError::NewerSchema { tree: tree.to_owned(), key: key_text(key), found }
}

/// A key as people read it: channel ids are 8-byte big-endian numbers.
pub fn key_text(key: &[u8]) -> String {
    match <[u8; 8]>::try_from(key) {
        Ok(bytes) => u64::from_be_bytes(bytes).to_string(),
        Err(_) => format!("0x{}", hex(key)),
    }
}

pub fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes.iter().fold(String::with_capacity(bytes.len() * 2), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

pub fn unhex(text: &str) -> Option<Vec<u8>> {
    if text.len() % 2 != 0 || !text.is_ascii() {
        return None;
    }
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
    struct Counter {
        clicks: u32,
    }

    #[test]
    fn a_record_round_trips_compressed() {
        let raw = encode(3, &Counter { clicks: 5 }).expect("encode");
        assert_eq!(raw[0], ZSTD_JSON);
        let stored: Stored<Counter> = decode("tables", &[0; 8], &raw).expect("decode");
        assert_eq!(stored, Stored { revision: 3, data: Counter { clicks: 5 } });
    }

    #[test]
    fn damaged_compressed_bytes_are_corrupt_not_a_panic() {
        let mut raw = encode(3, &Counter { clicks: 5 }).expect("encode");
        raw.truncate(raw.len() / 2);
        for bad in [raw.as_slice(), &[ZSTD_JSON], &[0x02, 1, 2], &[]] {
            assert!(
                matches!(decode::<Counter>("tables", &[0; 8], bad), Err(StoreError::Corrupt { .. })),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_newer_layout_is_refused_as_newer_not_as_damaged() {
        let json = serde_json::json!({"schema": SCHEMA + 1, "revision": 1, "data": {"renamed": true}});
        let raw = seal(&serde_json::to_vec(&json).expect("json")).expect("seal");
        assert!(matches!(
            decode::<Counter>("tables", &[0; 8], &raw),
            Err(StoreError::NewerSchema { found, .. }) if found == SCHEMA + 1
        ));
    }

    #[test]
    fn hex_round_trips_and_refuses_junk() {
        assert_eq!(unhex(&hex(&[0, 1, 0xab, 0xff])), Some(vec![0, 1, 0xab, 0xff]));
        for junk in ["0", "zz", "é1"] {
            assert_eq!(unhex(junk), None, "{junk}");
        }
    }
}
