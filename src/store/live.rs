//! Backups while the bot runs: the serving process listens on a Unix socket beside its
//! database (`<database.path>.sock`), and `oink db export` asks it for the export there instead
//! of opening the database, which sled locks to one process.
//!
//! The protocol is one line: the client sends `export\n`, the server answers with the export
//! (JSON lines and the closing line, see [`super::backup`]) and closes. Only users who can
//! reach the database folder can reach the socket (it is created with the folder's owner and
//! mode 0600).

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{UnixListener, UnixStream};

use super::Store;
use super::backup::{BackupError, Summary, Trailer};

/// How long either side waits for the other before giving up (and saying so).
pub const PATIENCE: Duration = Duration::from_secs(60);

/// The socket of the process serving the database at `database`.
pub fn socket_path(database: &Path) -> PathBuf {
    let mut name = database.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(".sock");
    database.with_file_name(name)
}

/// The running server; removes its socket when dropped.
pub struct Server {
    /// The socket and its listener; `None` for a PostgreSQL store, which `oink db export`
    /// reads directly (PostgreSQL serves several processes at once).
    socket: Option<(PathBuf, tokio::task::JoinHandle<()>)>,
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some((path, task)) = self.socket.take() {
            task.abort();
            let _ = std::fs::remove_file(&path);
        }
    }
}

/// Starts answering export requests for `store`. The process holds sled's lock on the
/// database, so a socket file left by a crash is stale and is replaced.
pub fn serve(store: Store) -> std::io::Result<Server> {
    let Some(database) = store.path() else { return Ok(Server { socket: None }) };
    let path = socket_path(database);
    if path.exists() {
        std::fs::remove_file(&path)?;
    }
    let listener = UnixListener::bind(&path)?;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))?;
    tracing::info!(socket = %path.display(), "answering `oink db export` while running");
    let store = store.downgrade();
    let task = tokio::spawn(async move {
        loop {
            match listener.accept().await {
                Ok((stream, _)) => {
                    let Some(store) = store.upgrade() else { return };
                    tokio::spawn(async move {
                        if let Err(error) = answer(store, stream).await {
                            tracing::error!(%error, "a live export failed");
                        }
                    });
                }
                Err(error) => {
                    tracing::error!(%error, "the backup socket stopped accepting");
                    return;
                }
            }
        }
    });
    Ok(Server { socket: Some((path, task)) })
}

async fn answer(store: Store, stream: UnixStream) -> Result<(), BackupError> {
    let (read, mut write) = stream.into_split();
    let mut request = String::new();
    let mut read = BufReader::new(read.take(64));
    bounded("the request", read.read_line(&mut request)).await??;
    if request.trim() != "export" {
        bounded("the answer", write.write_all(b"error: unknown request\n")).await??;
        return Ok(());
    }
    // Copied under the gate (to a file in the database folder), then encoded and sent a piece at
    // a time: writers wait only for the copy, and the bot never holds the export's text.
    let (pieces, mut sent) = tokio::sync::mpsc::channel(PIECES_IN_FLIGHT);
    let export = tokio::task::spawn_blocking(move || -> Result<Summary, BackupError> {
        let mut out = std::io::BufWriter::with_capacity(PIECE, Pieces(pieces));
        store.export(&mut out)
    });
    while let Some(piece) = bounded("the export", sent.recv()).await? {
        bounded("the export", write.write_all(&piece)).await??;
    }
    let summary = export.await.map_err(|e| BackupError::Live(e.to_string()))??;
    bounded("the export", write.shutdown()).await??;
    tracing::info!(records = summary.records, skipped = summary.skipped, "live export sent");
    Ok(())
}

/// How many bytes of the export go to the socket at a time.
const PIECE: usize = 64 * 1024;
/// How many pieces may wait for the socket: the export's memory in the bot.
const PIECES_IN_FLIGHT: usize = 4;

/// The export's output, handed to the task that sends it, a piece at a time. Once that task
/// is gone (the socket failed), writing fails and the export stops.
struct Pieces(tokio::sync::mpsc::Sender<Vec<u8>>);

impl std::io::Write for Pieces {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.blocking_send(buf.to_vec()).map_err(|_| {
            std::io::Error::new(std::io::ErrorKind::BrokenPipe, "the export's reader is gone")
        })?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

async fn bounded<T>(what: &str, work: impl std::future::Future<Output = T>) -> Result<T, BackupError> {
    tokio::time::timeout(PATIENCE, work)
        .await
        .map_err(|_| BackupError::Live(format!("no progress on {what} for {} s", PATIENCE.as_secs())))
}

/// Asks the process serving `database` for an export and writes it to `out`. `Ok(None)` when
/// no process answers on the socket (the database is not in use: open it directly).
pub async fn request_export(database: &Path, out: &mut impl Write) -> Result<Option<Summary>, BackupError> {
    let path = socket_path(database);
    let mut stream = match UnixStream::connect(&path).await {
        Ok(stream) => stream,
        Err(_) => return Ok(None),
    };
    bounded("the request", stream.write_all(b"export\n")).await??;
    let mut lines = BufReader::new(stream).lines();
    let mut records = 0u64;
    let mut last = None;
    while let Some(line) = bounded("the export", lines.next_line()).await?? {
        if let Some(previous) = last.replace(line) {
            out.write_all(previous.as_bytes())?;
            out.write_all(b"\n")?;
            records += 1;
        }
    }
    let Some(closing) = last else {
        return Err(BackupError::Live("the bot closed the connection without an export".into()));
    };
    let trailer: Trailer = serde_json::from_str(&closing)
        .map_err(|_| BackupError::Live(format!("the export ended early: {closing}")))?;
    if trailer.records != records {
        return Err(BackupError::Live(format!("{records} records arrived of {}", trailer.records)));
    }
    out.write_all(closing.as_bytes())?;
    out.write_all(b"\n")?;
    out.flush()?;
    Ok(Some(Summary { records, skipped: 0 }))
}

#[cfg(test)]
mod tests {
    use super::super::Stored;
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_running_store_answers_an_export_while_it_is_written() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = Store::open(&dir.path().join("db"), 8).expect("open");
        for channel in 0..20u64 {
            store
                .update(channel, |_: Option<Stored<u64>>| Ok::<_, ()>(channel))
                .await
                .expect("store")
                .expect("ok");
        }
        let server = serve(store.clone()).expect("serve");
        let writer = {
            let store = store.clone();
            tokio::spawn(async move {
                for round in 0..50u64 {
                    store
                        .update(100 + round % 5, |_: Option<Stored<u64>>| Ok::<_, ()>(round))
                        .await
                        .expect("store")
                        .expect("ok");
                }
            })
        };
        let mut out = Vec::new();
        let summary =
            request_export(&dir.path().join("db"), &mut out).await.expect("export").expect("answered");
        assert!(summary.records >= 20);
        writer.await.expect("writer");
        // The file it wrote is a complete, importable export.
        let imported = super::super::backup::import(
            &dir.path().join("copy"),
            out.as_slice(),
            8,
            false,
            &|_, _| Ok(None),
            &|_| Ok(()),
        )
        .await
        .expect("import");
        assert_eq!(imported.records, summary.records);
        drop(server);
        assert!(!socket_path(&dir.path().join("db")).exists(), "the socket is removed with the server");
        assert!(request_export(&dir.path().join("db"), &mut Vec::new()).await.expect("no server").is_none());
    }
}
