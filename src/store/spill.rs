//! The copy of a sled database an export reads (`Backend::snapshot`): written to an unnamed
//! file in the database's folder while writers wait, then read back one record at a time
//! while they go on. Held in memory instead, a million tables would be gigabytes; in the
//! database's folder, the file is on a disk that has room for the database itself and that
//! the bot may write (a temporary folder may be a small in-memory one, the folder above the
//! database may be read-only). The file has no name (Linux's `O_TMPFILE`; elsewhere a name
//! removed at once), so sled never sees it, and it is gone when the export drops it, also if
//! the process dies.
//!
//! Each record is its tree's index in [`TREES`] (one byte), then its key and its stored
//! body, each as a big-endian `u32` length and the bytes.

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::Path;

use sled::IVec;

use super::backend::Snapshot;
use super::{StoreError, TREES};

/// A snapshot being written.
pub struct Spill {
    out: BufWriter<File>,
}

fn failed(error: impl std::fmt::Display) -> StoreError {
    StoreError::Spill(error.to_string())
}

impl Spill {
    /// An empty copy in the database folder `database`.
    pub fn in_folder(database: &Path) -> Result<Spill, StoreError> {
        let file = tempfile::tempfile_in(database).map_err(failed)?;
        Ok(Spill { out: BufWriter::new(file) })
    }

    pub fn push(&mut self, tree: &'static str, key: &[u8], body: &[u8]) -> Result<(), StoreError> {
        let tree =
            TREES.iter().position(|t| *t == tree).ok_or_else(|| failed(format!("unknown tree {tree}")))?;
        self.out.write_all(&[tree as u8]).map_err(failed)?;
        for part in [key, body] {
            let len = u32::try_from(part.len()).map_err(failed)?;
            self.out.write_all(&len.to_be_bytes()).map_err(failed)?;
            self.out.write_all(part).map_err(failed)?;
        }
        Ok(())
    }

    /// The records written, in the order they were, read from the start of the file.
    pub fn read_back(self) -> Result<Snapshot, StoreError> {
        let mut file = self.out.into_inner().map_err(|e| failed(e.error()))?;
        file.seek(SeekFrom::Start(0)).map_err(failed)?;
        let mut input = BufReader::new(file);
        Ok(Box::new(std::iter::from_fn(move || read_one(&mut input).transpose())))
    }
}

/// The next record (`None`: the end of the file).
fn read_one(input: &mut impl Read) -> Result<Option<(&'static str, IVec, IVec)>, StoreError> {
    let mut tree = [0u8; 1];
    if input.read(&mut tree).map_err(failed)? == 0 {
        return Ok(None);
    }
    let tree = *TREES.get(usize::from(tree[0])).ok_or_else(|| failed("a record of no known tree"))?;
    let mut part = || -> Result<IVec, StoreError> {
        let mut len = [0u8; 4];
        input.read_exact(&mut len).map_err(failed)?;
        let mut bytes = vec![0u8; u32::from_be_bytes(len) as usize];
        input.read_exact(&mut bytes).map_err(failed)?;
        Ok(IVec::from(bytes))
    };
    let key = part()?;
    let body = part()?;
    Ok(Some((tree, key, body)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_come_back_in_the_order_written() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut spill = Spill::in_folder(dir.path()).expect("spill");
        let records = [
            (TREES[0], &b"k1"[..], &b"body one"[..]),
            (TREES[2], b"", b""),
            (TREES[5], b"k3", &[0u8; 70_000][..]),
        ];
        for (tree, key, body) in records {
            spill.push(tree, key, body).expect("push");
        }
        let back: Vec<_> = spill.read_back().expect("read").collect::<Result<_, _>>().expect("records");
        let expected: Vec<_> =
            records.iter().map(|(tree, key, body)| (*tree, IVec::from(*key), IVec::from(*body))).collect();
        assert_eq!(back, expected);
        assert_eq!(std::fs::read_dir(dir.path()).expect("list").count(), 0, "the file has no name");
    }
}
