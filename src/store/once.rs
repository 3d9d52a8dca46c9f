//! One-time steps over the whole database: work a release does once per database at start,
//! before the bot serves (rating the games finished before ratings existed). The backend
//! marks a step done together with its statistics edits; with several processes on
//! PostgreSQL, one runs it and the others wait (see `postgres/once.rs`).

use std::time::Duration;

use serde::de::DeserializeOwned;

use super::backend::OncePass;
use super::{Finishes, Record, StatsEdit, Store, StoreError, decode, stats_write};

/// How many records a step reads at a time: its memory for reading stays this many records,
/// however many the database holds.
pub const PAGE: usize = 500;

/// A one-time step this process runs ([`Store::begin_once`]).
pub struct Once<'a> {
    pass: Box<dyn OncePass + 'a>,
}

impl Store {
    /// Starts the one-time step `step`, or `None` when this database has it done. With
    /// PostgreSQL, a process finding another running it waits up to `wait` (logging), then
    /// finds it done; past `wait` it gets [`StoreError::Busy`]. A step dropped unfinished
    /// (an error, a crash) writes nothing and runs again at the next start.
    pub fn begin_once(&self, step: &'static str, wait: Duration) -> Result<Option<Once<'_>>, StoreError> {
        Ok(self.backend().begin_once(step, wait)?.map(|pass| Once { pass }))
    }
}

impl Store {
    /// Whether the one-time step `step` is marked done in this database, by this process or
    /// another: what waits for a step (retention waits for the rating of old games) asks this.
    pub fn is_done(&self, step: &'static str) -> Result<bool, StoreError> {
        self.backend().is_done(step)
    }
}

impl Once<'_> {
    /// Reads every record of `tree` (sled: its cold records too), [`PAGE`] at a time, handing each to `each`
    /// decoded (an unreadable one as its error, and the others still come). Returns how many
    /// records it read.
    pub fn each<T: DeserializeOwned>(
        &mut self,
        tree: &'static str,
        mut each: impl FnMut(Result<T, StoreError>),
    ) -> Result<u64, StoreError> {
        let mut after = Vec::new();
        let mut read = 0;
        loop {
            let page = self.pass.page(tree, &after, PAGE)?;
            for (key, raw) in &page.rows {
                read += 1;
                each(decode::<T>(tree, key, raw).map(|stored| stored.data));
            }
            let Some(next) = page.next else { return Ok(read) };
            after = next;
        }
    }

    /// Applies `edits` to the statistics and marks the step done, together (see
    /// [`Store::begin_once`]).
    pub fn finish<S: Record + Default>(self, edits: Vec<StatsEdit<S>>) -> Result<(), StoreError> {
        self.pass.finish(edits.into_iter().map(stats_write).collect())
    }
}

/// A record of a sweep's page ([`Store::finished`]): its key, its data as decoded (an unreadable
/// record as its error) and the stored envelope, which [`Store::remove_unchanged`] checks.
pub struct Paged<T> {
    pub key: Vec<u8>,
    pub data: Result<T, StoreError>,
    body: Vec<u8>,
}

/// A page of old finished records ([`Store::finished`]).
pub struct Listed<T> {
    pub records: Vec<Paged<T>>,
    /// Where the next page starts (`None`: the index has no entry left).
    pub next: Option<Vec<u8>>,
}

impl Store {
    /// Up to `most` records of `tree` (`tables` or `archive`) finished at or before `cut` (Unix
    /// seconds), decoded, in the order they finished, read through the index of finishing
    /// times (the records finished later are never read), from after the position `after`
    /// (empty: from the first). The index is a hint: the caller checks each record.
    pub fn finished<T: DeserializeOwned + Finishes>(
        &self,
        tree: &'static str,
        cut: u64,
        after: &[u8],
        most: usize,
    ) -> Result<Listed<T>, StoreError> {
        let finished_of =
            |key: &[u8], body: &[u8]| decode::<T>(tree, key, body).ok().and_then(|s| s.data.finished_at());
        let listing = self.backend().finished(tree, cut, after, most, &finished_of)?;
        let records = listing
            .rows
            .into_iter()
            .map(|(key, body)| Paged { data: decode::<T>(tree, &key, &body).map(|s| s.data), key, body })
            .collect();
        Ok(Listed { records, next: listing.last })
    }

    /// Removes the records of `records` (read by [`Store::finished`] from `tree`) still stored
    /// exactly as read, in one write, durable when it returns (sled: one flush; PostgreSQL:
    /// one statement); a table's index entries go with it. How many were removed: a record
    /// changed or replaced since it was read is kept.
    pub async fn remove_unchanged<T>(
        &self,
        tree: &'static str,
        records: Vec<Paged<T>>,
    ) -> Result<usize, StoreError> {
        let _in_flight = self.begin_write()?;
        let rows: Vec<(Vec<u8>, Vec<u8>)> = records
            .into_iter()
            .map(|record| {
                if tree == super::TABLES {
                    self.inner.decoded.forget(&record.key);
                }
                (record.key, record.body)
            })
            .collect();
        self.backend().remove_unchanged(tree, rows).await
    }
}

impl Store {
    /// Moves the records of `tree` (`tables` or `archive`) finished at or before `cut` (Unix
    /// seconds), of part `part` of `parts` of the key space, out of the memory the database
    /// keeps per record: sled packs them into its cold chunks (`sled/cold.rs`), where every
    /// read still finds them; PostgreSQL keeps nothing per record in the bot's memory and
    /// moves nothing. Not flushed by itself ([`Store::flush`]); a crash before the flush
    /// leaves some where they were. Synchronous and bounded by the part's records: run it
    /// off the runtime's threads. How many moved.
    pub fn cool<T: DeserializeOwned + Finishes>(
        &self,
        tree: &'static str,
        cut: u64,
        part: u32,
        parts: u32,
    ) -> Result<usize, StoreError> {
        let _in_flight = self.begin_write()?;
        let finished_of =
            |key: &[u8], body: &[u8]| decode::<T>(tree, key, body).ok().and_then(|s| s.data.finished_at());
        self.backend().cool(tree, cut, (part, parts), &finished_of)
    }
}
