//! `oink db export` / `oink db import`: the whole database as JSON lines.
//!
//! One line per record: `{"tree": "tables", "key": "<hex bytes>", "value": <envelope>}`, then a
//! last line `{"records": N, "sha256": "<hex>"}` over every record line before it (bytes and
//! newline), so a cut or edited file is caught before anything is imported. JSON outlives
//! sled's on-disk format, so this is both the backup routine and the way to move a database to
//! a new sled release.
//!
//! An export is taken from one moment of the database (`Store::snapshot`); while the bot runs,
//! `oink db export` asks the running process for it over [`super::live`]. An import checks the
//! whole file first, builds the database in a folder beside the target and renames it into
//! place: a kill at any moment leaves no database or the complete one, and a retry works.

use std::collections::HashSet;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::backend::TreeRecord;
use super::codec::{self, hex, unhex};
use super::{SCHEMA, Store, StoreError, TREES};

/// A record line as read back.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Line {
    tree: String,
    key: String,
    value: Box<serde_json::value::RawValue>,
}

/// The last line of an export.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Trailer {
    pub records: u64,
    pub sha256: String,
}

/// What import reads of an envelope: its schema, its revision and its data, which the
/// [`Loads`] check reads as the bot would.
#[derive(Deserialize)]
struct Head<'a> {
    schema: u32,
    /// PostgreSQL keeps it as the row's version.
    revision: u64,
    #[serde(borrow)]
    data: &'a serde_json::value::RawValue,
}

/// Whether the bot could load a record: its `tree` and its envelope's `data` (JSON) in, `Err`
/// with the reason out. The store knows no record types (the table service above it
/// does), so the command that imports passes this in; an import runs it over every record
/// before it writes any, so a record edited by hand (its checksum computed again) is refused
/// with its line, not found broken when someone clicks its board. `Ok(Some(time))`: a table
/// (or an archived one) that finished at `time`, long enough ago to go straight to the cold
/// records (sled; `table/cooling.rs` says how long), where the bot would move it anyway:
/// written there at once, the imported database opens as lean as one the bot kept itself.
pub type Loads<'a> = &'a dyn Fn(&str, &str) -> Result<Option<u64>, String>;

/// The one-time work the bot does on a database before it serves it (its index, the ratings
/// of old games: `table::prepare`), done by the import on what it imported, so the first start
/// after an import reads no table. Passed in for the reason [`Loads`] is.
pub type Prepare<'a> = &'a dyn Fn(&Store) -> Result<(), StoreError>;

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
    #[error("line {line}: {reason}; nothing was imported")]
    BadLine { line: usize, reason: String },
    #[error("{0}; nothing was imported")]
    Incomplete(String),
    #[error(
        "{path} already holds {records} records; import into an empty database (a new database.path or PostgreSQL database)"
    )]
    NotEmpty { path: String, records: usize },
    #[error("the running bot did not answer the export: {0}")]
    Live(String),
    #[error("the store is not a PostgreSQL database")]
    NotPostgres,
}

/// Writes record lines and keeps the count and checksum for the trailer.
pub struct ExportWriter<W: Write> {
    out: W,
    hasher: Sha256,
    records: u64,
    skipped: u64,
}

impl<W: Write> ExportWriter<W> {
    pub fn new(out: W) -> ExportWriter<W> {
        ExportWriter { out, hasher: Sha256::new(), records: 0, skipped: 0 }
    }

    /// Writes one stored record; an unreadable one is logged, counted and left out.
    pub fn record(&mut self, tree: &str, key: &[u8], raw: &[u8]) -> Result<(), BackupError> {
        let json = match codec::open(raw).and_then(|json| {
            let read = serde_json::from_slice::<Head>(&json).map(drop).map_err(|e| e.to_string());
            read.map(|()| json)
        }) {
            Ok(json) => json,
            Err(reason) => {
                tracing::error!(tree, key = %codec::key_text(key), %reason, "unreadable record left out of the export");
                self.skipped += 1;
                return Ok(());
            }
        };
        let mut line = format!("{{\"tree\":\"{tree}\",\"key\":\"{}\",\"value\":", hex(key)).into_bytes();
        if json.contains(&b'\n') {
            // One record a line: re-encode a record stored with line breaks.
            let value: serde_json::Value = serde_json::from_slice(&json).map_err(StoreError::from)?;
            serde_json::to_writer(&mut line, &value).map_err(StoreError::from)?;
        } else {
            line.extend_from_slice(&json);
        }
        line.extend_from_slice(b"}\n");
        self.hasher.update(&line);
        self.out.write_all(&line)?;
        self.records += 1;
        Ok(())
    }

    /// Writes the trailer and flushes.
    pub fn finish(mut self) -> Result<Summary, BackupError> {
        let trailer = Trailer { records: self.records, sha256: hex(&self.hasher.finalize()) };
        serde_json::to_writer(&mut self.out, &trailer).map_err(StoreError::from)?;
        self.out.write_all(b"\n")?;
        self.out.flush()?;
        Ok(Summary { records: self.records, skipped: self.skipped })
    }
}

impl Store {
    /// Writes every record of every tree to `out`, from one moment of the database.
    pub fn export(&self, out: &mut impl Write) -> Result<Summary, BackupError> {
        let mut writer = ExportWriter::new(out);
        for record in self.snapshot()? {
            let (tree, key, value) = record?;
            writer.record(tree, &key, &value)?;
        }
        writer.finish()
    }
}

/// A checked export, ready to write.
struct Checked {
    /// Tree, key, revision and the stored (compressed) value.
    records: Vec<TreeRecord>,
}

/// Reads and checks a whole export: every line decodes, every record `loads`, no key twice,
/// and the trailer's count and checksum match. Nothing is written.
fn check(input: impl BufRead, unverified: bool, loads: Loads<'_>) -> Result<Checked, BackupError> {
    let mut records = Vec::new();
    let mut seen = HashSet::new();
    let mut hasher = Sha256::new();
    let mut trailer: Option<(usize, Trailer)> = None;
    for (index, line) in input.split(b'\n').enumerate() {
        let number = index + 1;
        let line = line?;
        let bad = |reason: String| BackupError::BadLine { line: number, reason };
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        if let Some((at, _)) = &trailer {
            return Err(bad(format!("records after the closing line {at}")));
        }
        if let Ok(end) = serde_json::from_slice::<Trailer>(&line) {
            trailer = Some((number, end));
            continue;
        }
        hasher.update(&line);
        hasher.update(b"\n");
        let parsed: Line = serde_json::from_slice(&line).map_err(|e| bad(e.to_string()))?;
        let tree = TREES
            .into_iter()
            .find(|t| *t == parsed.tree)
            .ok_or_else(|| bad(format!("unknown tree {:?}", parsed.tree)))?;
        let key = unhex(&parsed.key).ok_or_else(|| bad(format!("key {:?} is not hex", parsed.key)))?;
        let json = parsed.value.get().as_bytes();
        let head: Head = serde_json::from_slice(json).map_err(|e| bad(format!("not a record: {e}")))?;
        if head.schema > SCHEMA {
            return Err(bad(format!("schema {} is newer than this release ({SCHEMA})", head.schema)));
        }
        if !seen.insert((tree, key.clone())) {
            return Err(bad(format!("key {} of tree {tree} appears twice", parsed.key)));
        }
        let cold = loads(tree, head.data.get())
            .map_err(|reason| bad(format!("the bot could not load this {tree} record: {reason}")))?;
        records.push(TreeRecord { tree, key, revision: head.revision, body: codec::seal(json)?, cold });
    }
    let Some((_, trailer)) = trailer else {
        if unverified {
            tracing::warn!(records = records.len(), "importing an export without a closing line, unverified");
            return Ok(Checked { records });
        }
        return Err(BackupError::Incomplete(
            "the file has no closing line with the record count and checksum (cut short, or written by an older Oink: add --unverified to import it anyway)".into(),
        ));
    };
    let sha256 = hex(&hasher.finalize());
    if trailer.records != records.len() as u64 {
        return Err(BackupError::Incomplete(format!(
            "the closing line counts {} records, the file has {}",
            trailer.records,
            records.len()
        )));
    }
    if trailer.sha256 != sha256 {
        return Err(BackupError::Incomplete(
            "the checksum does not match: the file was changed or damaged".into(),
        ));
    }
    Ok(Checked { records })
}

/// The folder an import builds in before renaming it to `target`.
pub fn staging_folder(target: &Path) -> PathBuf {
    let mut name = target.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(".importing");
    target.with_file_name(name)
}

/// Imports an export into a new database at `target`: checks the whole file, builds the
/// database beside `target` and `prepare`s it, then renames it into place. `target` must not
/// exist, or be an empty database; a bot running on it makes this fail before anything is
/// written.
pub async fn import(
    target: &Path,
    input: impl BufRead,
    cache_mb: u64,
    unverified: bool,
    loads: Loads<'_>,
    prepare: Prepare<'_>,
) -> Result<Summary, BackupError> {
    if target.as_os_str().is_empty() {
        return Err(StoreError::EmptyPath.into());
    }
    let checked = check(input, unverified, loads)?;
    let replace_empty = if target.exists() {
        let records = Store::open(target, cache_mb)?.backend().in_use().await?;
        if records > 0 {
            return Err(BackupError::NotEmpty { path: target.display().to_string(), records });
        }
        true
    } else {
        false
    };
    let staging = staging_folder(target);
    if staging.exists() {
        // Left by an import that was killed: it never reached the rename, so it is incomplete.
        tracing::info!(folder = %staging.display(), "removing an unfinished import");
        std::fs::remove_dir_all(&staging)?;
    }
    let summary = Summary { records: checked.records.len() as u64, skipped: 0 };
    {
        let store = Store::open(&staging, cache_mb)?;
        if let Err(records) = store.backend().import(checked.records).await? {
            return Err(BackupError::NotEmpty { path: staging.display().to_string(), records });
        }
        prepare(&store)?;
        store.flush().await?;
        store.close(super::STALLED_FLUSH).await;
    }
    if replace_empty {
        std::fs::remove_dir_all(target)?;
    }
    std::fs::rename(&staging, target)?;
    // The rename itself must survive a crash: sync the folder that holds both names.
    if let Some(parent) = target.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::File::open(parent)?.sync_all()?;
    }
    Ok(summary)
}

/// Imports an export into the PostgreSQL database of `store`, which must hold no tables,
/// statistics or settings: checks the whole file, then writes every record in one
/// transaction that counts them before it commits, then `prepare`s the database (or, if that
/// fails, leaves it to the bot's first start, with a warning). Killed at any moment, the
/// database holds nothing of the file or all of it.
pub async fn import_postgres(
    store: &Store,
    input: impl BufRead,
    unverified: bool,
    loads: Loads<'_>,
    prepare: Prepare<'_>,
) -> Result<Summary, BackupError> {
    if !store.is_shared() {
        return Err(BackupError::NotPostgres);
    }
    let checked = check(input, unverified, loads)?;
    let records = match store.backend().import(checked.records).await? {
        Ok(records) => records,
        Err(records) => return Err(BackupError::NotEmpty { path: store.backend().name(), records }),
    };
    if let Err(error) = prepare(store) {
        // The records are committed, and the index is marked stale: the bot's first start
        // prepares them. Failing here would send the operator to import again, which a
        // database holding the records refuses.
        tracing::warn!(%error, "the records are imported, but preparing them failed: the bot's first start does it");
    }
    Ok(Summary { records, skipped: 0 })
}

#[cfg(test)]
mod tests {
    use super::super::Stored;
    use super::super::reopen::{reopen, when_released};
    use super::*;
    use std::time::Duration;

    /// Every record loads: these tests are about the file, not the records' types.
    fn anything(_: &str, _: &str) -> Result<Option<u64>, String> {
        Ok(None)
    }

    /// Nothing to prepare: these records are not tables.
    fn nothing(_: &Store) -> Result<(), StoreError> {
        Ok(())
    }

    fn store_in(dir: &tempfile::TempDir, name: &str) -> Store {
        Store::open(&dir.path().join(name), 8).expect("open")
    }

    async fn three_records(dir: &tempfile::TempDir) -> (Store, Vec<u8>) {
        let source = store_in(dir, "a");
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
        (source, dump)
    }

    #[tokio::test]
    async fn export_then_import_reproduces_every_record() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (source, dump) = three_records(&dir).await;
        let last = String::from_utf8_lossy(&dump).lines().last().map(str::to_owned).expect("lines");
        assert!(last.starts_with("{\"records\":3,\"sha256\":\""), "{last}");

        let target_path = dir.path().join("b");
        let imported =
            import(&target_path, dump.as_slice(), 8, false, &anything, &nothing).await.expect("import");
        assert_eq!(imported.records, 3);
        assert!(!staging_folder(&target_path).exists());
        let target = super::super::reopen::reopen(&target_path).await;
        for channel in [1u64, 2, 1 << 60] {
            let a = source.table::<serde_json::Value>(channel).expect("a");
            let b = target.table::<serde_json::Value>(channel).expect("b");
            assert_eq!(a, b);
            assert!(b.is_some());
        }
    }

    async fn refused(dump: &[u8]) -> BackupError {
        let dir = tempfile::tempdir().expect("tempdir");
        let target = dir.path().join("b");
        let error = import(&target, dump, 8, false, &anything, &nothing).await.expect_err("refused");
        assert!(!target.exists(), "nothing imported after {error}");
        error
    }

    #[tokio::test]
    async fn a_bad_line_names_its_number_and_imports_nothing() {
        let dump = concat!(
            r#"{"tree":"tables","key":"0000000000000001","value":{"schema":1,"revision":1,"data":{}}}"#,
            "\n",
            r#"{"tree":"tables","key":"zz","value":{"schema":1,"revision":1,"data":{}}}"#,
            "\n",
        );
        assert!(matches!(refused(dump.as_bytes()).await, BackupError::BadLine { line: 2, .. }));
    }

    /// Issue 53, item 6: a record the bot could not load (here: channel 2's, whose checksum is
    /// right) is refused with its line and the reason, and nothing is imported.
    #[tokio::test]
    async fn a_record_that_does_not_load_names_its_line_and_imports_nothing() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (_source, dump) = three_records(&dir).await;
        let target = dir.path().join("b");
        let loads = |tree: &str, data: &str| match data {
            r#"{"channel":2}"# => Err(format!("{tree} {data} is not a table")),
            _ => Ok(None),
        };
        let error = import(&target, dump.as_slice(), 8, false, &loads, &nothing).await.expect_err("refused");
        let message = error.to_string();
        assert!(matches!(error, BackupError::BadLine { line: 2, .. }), "{message}");
        assert!(message.contains(r#"tables {"channel":2} is not a table"#), "{message}");
        assert!(message.ends_with("nothing was imported"), "{message}");
        assert!(!target.exists() && !staging_folder(&target).exists());
    }

    #[tokio::test]
    async fn a_cut_changed_or_repeated_export_imports_nothing() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (_source, dump) = three_records(&dir).await;
        let text = String::from_utf8(dump).expect("utf-8");
        let lines: Vec<&str> = text.lines().collect();
        // Cut before the closing line.
        let cut = lines[..3].join("\n");
        assert!(matches!(refused(cut.as_bytes()).await, BackupError::Incomplete(_)));
        // A record line lost.
        let lost = [lines[0], lines[2], lines[3]].join("\n");
        assert!(matches!(refused(lost.as_bytes()).await, BackupError::Incomplete(_)));
        // A value changed.
        let changed = text.replacen("\"channel\":1", "\"channel\":7", 1);
        assert_ne!(changed, text);
        assert!(matches!(refused(changed.as_bytes()).await, BackupError::Incomplete(_)));
        // A key twice.
        let twice = [lines[0], lines[0], lines[3]].join("\n");
        assert!(matches!(refused(twice.as_bytes()).await, BackupError::BadLine { line: 2, .. }));
        // Records after the closing line.
        let after = [lines[0], lines[3], lines[1]].join("\n");
        assert!(matches!(refused(after.as_bytes()).await, BackupError::BadLine { line: 3, .. }));
    }

    #[tokio::test]
    async fn import_refuses_a_database_that_has_records() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (source, dump) = three_records(&dir).await;
        let path = source.path().expect("sled").to_owned();
        source.close(Duration::from_secs(5)).await;
        drop(source);
        let refused = when_released(&path, async || {
            import(&path, dump.as_slice(), 8, false, &anything, &nothing).await
        })
        .await;
        assert!(matches!(refused, Err(BackupError::NotEmpty { records: 3, .. })), "{refused:?}");
    }

    /// A kill during an import leaves its staging folder; the next try removes it and
    /// completes. An empty database in the target place is replaced.
    #[tokio::test]
    async fn a_retry_after_a_killed_import_completes() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (_source, dump) = three_records(&dir).await;
        let target = dir.path().join("b");
        drop(Store::open(&target, 8).expect("an empty database"));
        let staging = staging_folder(&target);
        std::fs::create_dir_all(&staging).expect("staging");
        std::fs::write(staging.join("half-written"), b"x").expect("leftover");
        let imported = when_released(&target, async || {
            import(&target, dump.as_slice(), 8, false, &anything, &nothing).await
        })
        .await;
        assert_eq!(imported.expect("import").records, 3);
        assert!(!staging.exists());
        let store = reopen(&target).await;
        assert!(store.table::<serde_json::Value>(2).expect("read").is_some());
    }

    #[test]
    fn export_skips_an_unreadable_record_and_counts_it() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = store_in(&dir, "a");
        store.put_raw(super::super::TABLES, &1u64.to_be_bytes(), b"garbage");
        let mut dump = Vec::new();
        assert_eq!(store.export(&mut dump).expect("export"), Summary { records: 0, skipped: 1 });
    }
}
