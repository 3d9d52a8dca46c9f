//! The records the last updates wrote, decoded, so the next update of a hot table skips the
//! decode (a third of a click's own work: zstd and a typed JSON read of the whole table).
//!
//! * An entry is the stored bytes an update wrote and the record they encode. It is used only
//!   when sled holds exactly those bytes for the key, so it is never stale: a compare-and-swap
//!   another update won, an import, a record written by another release all change the bytes
//!   and the record is decoded as before. A restart starts with no entries.
//! * An update takes its entry out (no copy of the record) and puts the record it wrote back;
//!   an update that is refused or loses its race leaves the key without one, and the next
//!   update decodes.
//! * At most [`CAPACITY`] entries; the least recently written goes first. A table's record is
//!   a few tens of KB in memory at most, so the cache holds a few MB at worst.
//!
//! * An entry's bytes are the backend's token of the row: sled's stored bytes, PostgreSQL's row
//!   stamp (its version and the transaction that wrote it). With PostgreSQL an update runs on
//!   the cached record without reading the row ([`Decoded::take_unchecked`]) and its
//!   compare-and-swap checks the stamp in the database, so a row someone else wrote meanwhile
//!   fails the swap and is read (`Store::swap_table` in `mod.rs`).
//!
//! A record must read back as it was written (`decode(encode(r)) == r`, which the tables'
//! round-trip tests check); builds with debug assertions compare every entry used after a read
//! against a fresh decode of the row read (an entry used before a read is checked by the swap).

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use super::Stored;

/// How many records the cache keeps: the tables played in the last moments.
pub const CAPACITY: usize = 256;

struct Entry {
    /// The bytes sled holds for the key when the entry is valid (PostgreSQL: the row's stamp).
    raw: sled::IVec,
    /// A `Stored<T>` of the type the update read the key as.
    record: Box<dyn Any + Send>,
    /// When it was written, in puts.
    written: u64,
}

#[derive(Default)]
struct Entries {
    by_key: HashMap<Vec<u8>, Entry>,
    puts: u64,
}

/// Decoded records by key, each with the bytes it was read from or written as.
#[derive(Default)]
pub struct Decoded {
    entries: Mutex<Entries>,
}

impl Decoded {
    /// The record of `key` if sled holds `raw` for it and the entry is a `T`; the entry leaves
    /// the cache either way (its update puts the next record back).
    pub fn take<T: 'static>(&self, key: &[u8], raw: &sled::IVec) -> Option<Stored<T>> {
        let entry = self.lock().by_key.remove(key)?;
        if entry.raw != *raw {
            return None;
        }
        entry.record.downcast::<Stored<T>>().ok().map(|record| *record)
    }

    /// The record of `key` and the bytes it was put with, whatever the database holds now: the
    /// caller checks them where the record is stored. The entry leaves the cache.
    pub fn take_unchecked<T: 'static>(&self, key: &[u8]) -> Option<(sled::IVec, Stored<T>)> {
        let entry = self.lock().by_key.remove(key)?;
        let raw = entry.raw;
        entry.record.downcast::<Stored<T>>().ok().map(|record| (raw, *record))
    }

    /// Remembers that `key` holds `raw`, which encodes `record`.
    pub fn put<T: Send + 'static>(&self, key: &[u8], raw: sled::IVec, record: Stored<T>) {
        let entry = Entry { raw, record: Box::new(record), written: 0 };
        // Dropped after the lock is released: freeing a whole table takes microseconds.
        let (_replaced, _evicted) = {
            let mut entries = self.lock();
            entries.puts += 1;
            let entry = Entry { written: entries.puts, ..entry };
            let replaced = entries.by_key.insert(key.to_vec(), entry);
            let mut evicted = None;
            if entries.by_key.len() > CAPACITY {
                // A linear scan: a few hundred entries, and only once the cache is full.
                let oldest = entries.by_key.iter().min_by_key(|(_, e)| e.written).map(|(k, _)| k.clone());
                evicted = oldest.and_then(|oldest| entries.by_key.remove(&oldest));
            }
            (replaced, evicted)
        };
    }

    /// Forgets `key` (its record was removed).
    pub fn forget(&self, key: &[u8]) {
        self.lock().by_key.remove(key);
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.lock().by_key.len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Entries> {
        // Every step leaves the map consistent; a panic elsewhere must not stop the updates.
        self.entries.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_serves_only_its_own_bytes_and_type_once() {
        let decoded = Decoded::default();
        let (raw, other) = (sled::IVec::from(&b"stored bytes"[..]), sled::IVec::from(&b"other bytes"[..]));
        decoded.put(b"k", raw.clone(), Stored { revision: 3, data: 7u32 });
        assert_eq!(decoded.take::<u32>(b"k", &raw), Some(Stored { revision: 3, data: 7 }));
        // Taken: the next update decodes unless the record it writes is put back.
        assert_eq!(decoded.take::<u32>(b"k", &raw), None);

        decoded.put(b"k", raw.clone(), Stored { revision: 3, data: 7u32 });
        assert_eq!(decoded.take::<u32>(b"k", &other), None, "sled holds other bytes now");
        decoded.put(b"k", raw.clone(), Stored { revision: 3, data: 7u32 });
        assert_eq!(decoded.take::<u64>(b"k", &raw), None, "read as another type");
        assert_eq!(decoded.len(), 0);
    }

    #[test]
    fn the_least_recently_written_entry_goes_first() {
        let decoded = Decoded::default();
        let raw = sled::IVec::from(&b"bytes"[..]);
        for key in 0..=CAPACITY as u64 {
            decoded.put(&key.to_be_bytes(), raw.clone(), Stored { revision: 1, data: key });
        }
        assert_eq!(decoded.len(), CAPACITY);
        assert_eq!(decoded.take::<u64>(&0u64.to_be_bytes(), &raw), None);
        let last = CAPACITY as u64;
        assert_eq!(decoded.take::<u64>(&last.to_be_bytes(), &raw), Some(Stored { revision: 1, data: last }));
    }
}
