//! Cold records: the tables that finished long ago, and archived tables, packed many to one
//! sled record.
//!
//! sled 0.34 keeps about 300 bytes in memory for every page of the database from the moment it
//! opens, read or not, and a page holds at most 16 records (about 9). A million finished
//! tables, each a record with its index entries, would cost about 100 MB for records that are
//! read again only when an old board is clicked, a new game starts in their channel, or by an
//! export, the retention sweep or a one-time step. So [`Sled::cool`](super::Sled) moves each
//! table that finished long enough ago into a *chunk*: one record per bucket, a bucket being
//! one of [`BUCKETS`] per tree chosen by a hash of the key, holding every cold record of that
//! bucket. However many tables are stored, the cold ones are at most `2 × BUCKETS` records.
//!
//! A chunk is a version byte, then its records in key order, each its key (length `u16`), the
//! time it finished (`u64`, Unix seconds) and its stored envelope (length `u32`), all
//! big-endian. The hash is CRC-32, which no release may change: the chunks on disk depend on it.

use super::super::codec::key_text;
use super::super::{ARCHIVE, StoreError, TABLES};

/// Buckets per tree. The hash's low bits also pick a key's lock (`KEY_LOCKS` divides this),
/// so one lock covers every key of a bucket.
pub const BUCKETS: u32 = 1 << 15;

/// The first byte of a chunk, the layout of what follows.
const VERSION: u8 = 1;

/// The bucket of a key.
pub fn bucket(key: &[u8]) -> u16 {
    // Below 2^15: fits.
    (crc32fast::hash(key) % BUCKETS) as u16
}

/// Which trees keep cold records, as the first byte of their chunks' keys.
pub fn side(tree: &str) -> Option<u8> {
    match tree {
        TABLES => Some(0),
        ARCHIVE => Some(1),
        _ => None,
    }
}

/// The key of a chunk: its tree's [`side`] and its bucket.
pub fn chunk_key(side: u8, bucket: u16) -> [u8; 3] {
    let [high, low] = bucket.to_be_bytes();
    [side, high, low]
}

/// The bucket of a chunk's key.
pub fn bucket_of(chunk_key: &[u8]) -> Option<u16> {
    chunk_key.get(1..3).and_then(|b| <[u8; 2]>::try_from(b).ok()).map(u16::from_be_bytes)
}

/// A cold record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cold {
    pub key: Vec<u8>,
    /// When it finished (Unix seconds): what retention reads.
    pub finished: u64,
    /// The stored envelope, as it was in its tree.
    pub body: Vec<u8>,
}

/// The records of one bucket, in key order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Chunk {
    records: Vec<Cold>,
}

impl Chunk {
    /// Reads a stored chunk; `chunk_key` names it in the error of one that cannot be read.
    pub fn read(chunk_key: &[u8], raw: &[u8]) -> Result<Chunk, StoreError> {
        let mut records = Vec::new();
        for record in Records::of(raw) {
            let (key, finished, body) = record.map_err(|reason| corrupt(chunk_key, reason))?;
            records.push(Cold { key: key.to_vec(), finished, body: body.to_vec() });
        }
        Ok(Chunk { records })
    }

    /// The stored chunk.
    pub fn write(&self) -> Vec<u8> {
        let size: usize = self.records.iter().map(|r| 14 + r.key.len() + r.body.len()).sum();
        let mut out = Vec::with_capacity(1 + size);
        out.push(VERSION);
        for record in &self.records {
            // Keys are at most 16 bytes and envelopes a few hundred KiB: the casts hold.
            out.extend_from_slice(&(record.key.len() as u16).to_be_bytes());
            out.extend_from_slice(&record.key);
            out.extend_from_slice(&record.finished.to_be_bytes());
            out.extend_from_slice(&(record.body.len() as u32).to_be_bytes());
            out.extend_from_slice(&record.body);
        }
        out
    }

    pub fn into_records(self) -> Vec<Cold> {
        self.records
    }

    /// The record of `key`.
    pub fn get(&self, key: &[u8]) -> Option<&Cold> {
        self.position(key).ok().map(|at| &self.records[at])
    }

    /// Adds `record`, replacing the one of its key.
    pub fn put(&mut self, record: Cold) {
        match self.position(&record.key) {
            Ok(at) => self.records[at] = record,
            Err(at) => self.records.insert(at, record),
        }
    }

    /// Takes the record of `key` out.
    pub fn take(&mut self, key: &[u8]) -> Option<Cold> {
        self.position(key).ok().map(|at| self.records.remove(at))
    }

    /// When its oldest record finished.
    pub fn oldest(&self) -> Option<u64> {
        self.records.iter().map(|r| r.finished).min()
    }

    fn position(&self, key: &[u8]) -> Result<usize, usize> {
        self.records.binary_search_by(|r| r.key.as_slice().cmp(key))
    }
}

/// The envelope of `key` in a stored chunk, read without decoding the others (a click on an
/// old board reads one record of its chunk).
pub fn find(chunk_key: &[u8], raw: &[u8], key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
    for record in Records::of(raw) {
        let (found, _, body) = record.map_err(|reason| corrupt(chunk_key, reason))?;
        if found == key {
            return Ok(Some(body.to_vec()));
        }
    }
    Ok(None)
}

fn corrupt(chunk_key: &[u8], reason: &str) -> StoreError {
    StoreError::Corrupt { tree: "cold".into(), key: key_text(chunk_key), reason: reason.into() }
}

/// The records of a stored chunk, borrowed from it, one at a time.
struct Records<'a> {
    rest: &'a [u8],
    failed: bool,
}

impl<'a> Records<'a> {
    fn of(raw: &'a [u8]) -> Records<'a> {
        match raw.split_first() {
            Some((&VERSION, rest)) => Records { rest, failed: false },
            _ => Records { rest: raw, failed: true },
        }
    }

    fn take(&mut self, len: usize) -> Option<&'a [u8]> {
        let (taken, rest) = self.rest.split_at_checked(len)?;
        self.rest = rest;
        Some(taken)
    }

    fn number<const N: usize>(&mut self) -> Option<[u8; N]> {
        self.take(N).and_then(|b| <[u8; N]>::try_from(b).ok())
    }

    fn next_record(&mut self) -> Option<(&'a [u8], u64, &'a [u8])> {
        let key_len = usize::from(u16::from_be_bytes(self.number()?));
        let key = self.take(key_len)?;
        let finished = u64::from_be_bytes(self.number()?);
        let body_len = usize::try_from(u32::from_be_bytes(self.number()?)).ok()?;
        Some((key, finished, self.take(body_len)?))
    }
}

impl<'a> Iterator for Records<'a> {
    type Item = Result<(&'a [u8], u64, &'a [u8]), &'static str>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            self.failed = false;
            self.rest = &[];
            return Some(Err("not a chunk of this release"));
        }
        if self.rest.is_empty() {
            return None;
        }
        match self.next_record() {
            Some(record) => Some(Ok(record)),
            None => {
                self.rest = &[];
                Some(Err("cut short"))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cold(key: u64, finished: u64, body: &[u8]) -> Cold {
        Cold { key: key.to_be_bytes().to_vec(), finished, body: body.to_vec() }
    }

    #[test]
    fn a_chunk_reads_back_as_written_in_key_order() {
        let mut chunk = Chunk::default();
        chunk.put(cold(9, 30, b"nine"));
        chunk.put(cold(2, 10, b"two"));
        chunk.put(cold(5, 20, b""));
        let raw = chunk.write();
        let read = Chunk::read(b"c", &raw).expect("read");
        assert_eq!(read, chunk);
        let keys: Vec<_> = read.clone().into_records().into_iter().map(|r| r.key).collect();
        assert_eq!(keys, [2u64, 5, 9].map(|k| k.to_be_bytes().to_vec()));
        assert_eq!(read.oldest(), Some(10));
        assert_eq!(find(b"c", &raw, &9u64.to_be_bytes()).expect("find"), Some(b"nine".to_vec()));
        assert_eq!(find(b"c", &raw, &7u64.to_be_bytes()).expect("find"), None);
    }

    #[test]
    fn a_record_put_again_replaces_the_old_one_and_take_removes_it() {
        let mut chunk = Chunk::default();
        chunk.put(cold(1, 10, b"old"));
        chunk.put(cold(1, 11, b"new"));
        assert_eq!(chunk.clone().into_records().len(), 1);
        assert_eq!(chunk.get(&1u64.to_be_bytes()).map(|r| r.body.as_slice()), Some(&b"new"[..]));
        assert_eq!(chunk.take(&1u64.to_be_bytes()).map(|r| r.finished), Some(11));
        assert_eq!(chunk, Chunk::default());
        assert_eq!(chunk.oldest(), None);
    }

    #[test]
    fn a_damaged_chunk_is_an_error_not_a_shorter_chunk() {
        let mut chunk = Chunk::default();
        chunk.put(cold(1, 10, b"a body"));
        let raw = chunk.write();
        // The version byte alone is an empty chunk (never stored: an empty one is removed).
        for cut in 2..raw.len() {
            assert!(Chunk::read(b"c", &raw[..cut]).is_err(), "cut at {cut}");
        }
        assert!(Chunk::read(b"c", &[7, 0]).is_err(), "another version");
        assert!(find(b"c", &raw[..raw.len() - 1], &2u64.to_be_bytes()).is_err());
    }

    #[test]
    fn the_bucket_of_a_key_never_changes() {
        // The chunks on disk depend on it: a release that changed it would lose them.
        assert_eq!(bucket(&1u64.to_be_bytes()), bucket(&1u64.to_be_bytes()));
        assert_eq!(crc32fast::hash(b"123456789"), 0xCBF4_3926);
        assert!(u32::from(bucket(b"any key")) < BUCKETS);
    }
}
