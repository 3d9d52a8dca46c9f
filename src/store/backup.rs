//! `oink db export` / `oink db import`: the whole database as JSON lines.
//!
//! One line per record: `{"tree": "tables", "key": "<hex bytes>", "value": <envelope>}`.
//! JSON outlives sled's on-disk format, so this is both the backup routine and the way to move
//! a database to a new sled release.

use std::collections::BTreeMap;
use std::io::{BufRead, Write};

use serde::{Deserialize, Serialize};

use super::{Envelope, SCHEMA, Store, StoreError, TREES};

#[derive(Debug, Serialize, Deserialize)]
struct Line {
    tree: String,
    key: String,
    value: serde_json::Value,
}

/// What an export or import did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Summary {
    /// Records written.
    pub records: u64,
    /// Unreadable records left out of an export (their keys are logged).
    pub skipped: u64,
}

#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("i/o error: {0}")]
    Io(#[from] std::io::Error),
    #[error("line {line}: {reason}")]
    BadLine { line: usize, reason: String },
    #[error(
        "the database already holds {records} records; import into an empty database (a new database.path)"
    )]
    NotEmpty { records: usize },
}

impl Store {
    /// Writes every record of every tree to `out`.
    pub fn export(&self, out: &mut impl Write) -> Result<Summary, BackupError> {
        let mut summary = Summary::default();
        for name in TREES {
            for entry in self.tree(name)?.iter() {
                let (key, raw) = entry.map_err(StoreError::from)?;
                match serde_json::from_slice::<Envelope<serde_json::Value>>(&raw) {
                    Ok(envelope) => {
                        let line = Line {
                            tree: name.to_owned(),
                            key: hex(&key),
                            value: serde_json::to_value(envelope).map_err(StoreError::from)?,
                        };
                        serde_json::to_writer(&mut *out, &line).map_err(StoreError::from)?;
                        out.write_all(b"\n")?;
                        summary.records += 1;
                    }
                    Err(e) => {
                        tracing::error!(tree = name, key = %hex(&key), error = %e, "unreadable record left out of the export");
                        summary.skipped += 1;
                    }
                }
            }
        }
        out.flush()?;
        Ok(summary)
    }

    /// Reads an export into this (empty) database. Every line is checked before anything is
    /// written, so a bad file changes nothing.
    pub async fn import(&self, input: impl BufRead) -> Result<Summary, BackupError> {
        let existing: usize = TREES.iter().map(|t| self.tree(t).map(|t| t.len())).sum::<Result<_, _>>()?;
        if existing > 0 {
            return Err(BackupError::NotEmpty { records: existing });
        }
        let mut batches: BTreeMap<&str, sled::Batch> = BTreeMap::new();
        let mut summary = Summary::default();
        for (index, line) in input.lines().enumerate() {
            let number = index + 1;
            let line = line?;
            if line.trim().is_empty() {
                continue;
            }
            let bad = |reason: String| BackupError::BadLine { line: number, reason };
            let parsed: Line = serde_json::from_str(&line).map_err(|e| bad(e.to_string()))?;
            let tree = TREES
                .into_iter()
                .find(|t| *t == parsed.tree)
                .ok_or_else(|| bad(format!("unknown tree {:?}", parsed.tree)))?;
            let key = unhex(&parsed.key).ok_or_else(|| bad(format!("key {:?} is not hex", parsed.key)))?;
            let envelope: Envelope<serde_json::Value> =
                serde_json::from_value(parsed.value).map_err(|e| bad(format!("not a record: {e}")))?;
            if envelope.schema > SCHEMA {
                return Err(bad(format!("schema {} is newer than this release ({SCHEMA})", envelope.schema)));
            }
            let value = serde_json::to_vec(&envelope).map_err(StoreError::from)?;
            batches.entry(tree).or_default().insert(key, value);
            summary.records += 1;
        }
        for (tree, batch) in batches {
            self.tree(tree)?.apply_batch(batch).map_err(StoreError::from)?;
        }
        self.flush().await?;
        Ok(summary)
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if text.len() % 2 != 0 || !text.is_ascii() {
        return None;
    }
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::super::Stored;
    use super::*;

    fn store_in(dir: &tempfile::TempDir, name: &str) -> Store {
        Store::open(&dir.path().join(name), 8).expect("open")
    }

    #[tokio::test]
    async fn export_then_import_reproduces_every_record() {
        let dir = tempfile::tempdir().expect("tempdir");
        let source = store_in(&dir, "a");
        for channel in [1u64, 2, 1 << 60] {
            source
                .update(channel, |_: Option<Stored<serde_json::Value>>| {
                    Ok::<_, ()>(serde_json::json!({"channel": channel}))
                })
                .await
                .expect("store")
                .expect("ok");
        }
        let mut dump = Vec::new();
        assert_eq!(source.export(&mut dump).expect("export"), Summary { records: 3, skipped: 0 });

        let target = store_in(&dir, "b");
        let imported = target.import(dump.as_slice()).await.expect("import");
        assert_eq!(imported.records, 3);
        for channel in [1u64, 2, 1 << 60] {
            let a = source.table::<serde_json::Value>(channel).expect("a");
            let b = target.table::<serde_json::Value>(channel).expect("b");
            assert_eq!(a, b);
            assert!(b.is_some());
        }
    }

    #[tokio::test]
    async fn a_bad_line_names_its_number_and_writes_nothing() {
        let dir = tempfile::tempdir().expect("tempdir");
        let target = store_in(&dir, "b");
        let dump = concat!(
            r#"{"tree":"tables","key":"0000000000000001","value":{"schema":1,"revision":1,"data":{}}}"#,
            "\n",
            r#"{"tree":"tables","key":"zz","value":{"schema":1,"revision":1,"data":{}}}"#,
            "\n",
        );
        match target.import(dump.as_bytes()).await {
            Err(BackupError::BadLine { line, .. }) => assert_eq!(line, 2),
            other => panic!("expected a bad line, got {other:?}"),
        }
        assert_eq!(target.table::<serde_json::Value>(1).expect("read"), None);
    }

    #[tokio::test]
    async fn import_refuses_a_database_that_has_records() {
        let dir = tempfile::tempdir().expect("tempdir");
        let target = store_in(&dir, "b");
        target.update(1, |_: Option<Stored<u8>>| Ok::<_, ()>(1)).await.expect("store").expect("ok");
        assert!(matches!(target.import(&b""[..]).await, Err(BackupError::NotEmpty { records: 1 })));
    }

    #[test]
    fn export_skips_an_unreadable_record_and_counts_it() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = store_in(&dir, "a");
        store.tables.insert(1u64.to_be_bytes(), b"garbage".as_slice()).expect("insert");
        let mut dump = Vec::new();
        assert_eq!(store.export(&mut dump).expect("export"), Summary { records: 0, skipped: 1 });
    }
}
