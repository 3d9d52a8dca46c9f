//! Shared helpers for integration tests: the fake Discord, a bot running against it, and a
//! log capture that turns serenity's silent "could not parse this event" warnings into test
//! failures instead of time-outs.

#![allow(dead_code)] // the tests and `benches/load.rs` each use their own part of the helpers

pub mod discord_schema;
pub mod fake_discord;
pub mod postgres;

use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock};

use oink::discord::{self, Data, Launch};
use oink::i18n::{Catalog, Locale};
use oink::store::Store;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

use fake_discord::{FakeDiscord, GUILD};

/// How long a test bot's requests wait for a busy table (the bot's own bound is 30 s): far
/// above what a click takes against the fake, short enough for a test to see the bound.
pub const TABLE_PATIENCE: std::time::Duration = std::time::Duration::from_secs(4);

/// A token of the right shape; the fake accepts any.
pub const FAKE_TOKEN: &str = "MTAxMDEwMTAxMA.fake.token-for-tests";

/// The bot, running in this process against a fake Discord, with its own database.
pub struct TestBot {
    pub fake: FakeDiscord,
    pub store: Store,
    shutdown: Option<oneshot::Sender<()>>,
    task: Option<JoinHandle<Result<(), discord::BotError>>>,
    _dir: tempfile::TempDir,
}

impl TestBot {
    /// Starts a fake Discord and the bot (commands in the test guild), and waits until its
    /// commands are registered.
    pub async fn start() -> TestBot {
        TestBot::start_with(Some(GUILD)).await
    }

    /// As [`TestBot::start`], registering commands in `dev_guild`, or globally for `None`.
    pub async fn start_with(dev_guild: Option<u64>) -> TestBot {
        capture_logs();
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("tempdir");
        TestBot::boot(fake, dir, dev_guild, None).await
    }

    /// As [`TestBot::start_with`], every table starting from `seed`.
    pub async fn start_seeded(dev_guild: Option<u64>, seed: u64) -> TestBot {
        capture_logs();
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("tempdir");
        TestBot::boot(fake, dir, dev_guild, Some(seed)).await
    }

    /// Stops the bot and starts a new one on the same database and fake Discord, as a
    /// restart of the process would.
    pub async fn restart(mut self) -> TestBot {
        self.shutdown_and_wait().await;
        let registrations = self.fake.requests().await.iter().filter(|r| r.method == "PUT").count();
        let fake = self.fake.clone();
        let dir = std::mem::replace(&mut self._dir, tempfile::tempdir().expect("tempdir"));
        drop(self);
        let bot = TestBot::boot_without_waiting(fake, dir, Some(GUILD), None).await;
        bot.fake.wait_count("a new command registration", |r| r.method == "PUT", registrations + 1).await;
        bot
    }

    async fn boot(
        fake: FakeDiscord,
        dir: tempfile::TempDir,
        dev_guild: Option<u64>,
        seed: Option<u64>,
    ) -> TestBot {
        let bot = TestBot::boot_without_waiting(fake, dir, dev_guild, seed).await;
        bot.fake
            .wait_request("command registration", |r| r.method == "PUT" && r.path.ends_with("/commands"))
            .await;
        bot
    }

    async fn boot_without_waiting(
        fake: FakeDiscord,
        dir: tempfile::TempDir,
        dev_guild: Option<u64>,
        seed: Option<u64>,
    ) -> TestBot {
        let store = reopen(&dir.path().join("db")).await;
        let catalog = Arc::new(Catalog::embedded().expect("catalog"));
        let launch = Launch {
            token: FAKE_TOKEN.to_owned(),
            api_base: fake.base.clone(),
            dev_guild,
            first_shard: 0,
            last_shard: 0,
            total_shards: 1,
            gateway_url: None,
            identify_after: std::time::Duration::ZERO,
        };
        // Computer players move at once: the tests wait on what they do, never on a clock.
        let data = Data::new(catalog, store.clone(), Locale::EnUs, true)
            .with_fixed_seed(seed)
            .with_ai_pause(std::time::Duration::ZERO)
            .with_table_patience(TABLE_PATIENCE);
        let (shutdown, stop) = oneshot::channel::<()>();
        let task = tokio::spawn(discord::run(launch, data, async {
            let _ = stop.await;
        }));
        fake.wait_request("command registration", |r| r.method == "PUT" && r.path.ends_with("/commands"))
            .await;
        TestBot { fake, store, shutdown: Some(shutdown), task: Some(task), _dir: dir }
    }

    /// Stops the bot as SIGTERM would, and waits for it to finish; fails the test if the bot
    /// sent anything Discord's own schema refuses, or a message that could ping more than the
    /// players it lists.
    pub async fn stop(mut self) {
        self.shutdown_and_wait().await;
        let invalid = self.fake.invalid().await;
        assert!(invalid.is_empty(), "request bodies Discord would refuse: {invalid:#?}");
        let unsafe_mentions = self.fake.unsafe_mentions().await;
        assert!(
            unsafe_mentions.is_empty(),
            "messages that could ping more than they list: {unsafe_mentions:#?}"
        );
        // Boards and panels are Components V2 messages: the bot sends no embed at all.
        let embeds = self.fake.requests().await.into_iter().filter(|r| {
            [&r.body["embeds"], &r.body["data"]["embeds"]]
                .iter()
                .any(|e| e.as_array().is_some_and(|e| !e.is_empty()))
        });
        let embeds: Vec<_> = embeds.map(|r| format!("{} {}", r.method, r.path)).collect();
        assert!(embeds.is_empty(), "bodies with an embed, where a V2 board belongs: {embeds:#?}");
    }

    async fn shutdown_and_wait(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        if let Some(task) = self.task.take() {
            let result = tokio::time::timeout(fake_discord::PATIENCE, task)
                .await
                .expect("the bot did not stop within the time limit")
                .expect("bot task panicked");
            result.expect("the bot stopped with an error");
        }
    }
}

/// How long a test waits for sled to let go of a database folder this process has just
/// stopped using (a bot's last event tasks finishing, sled's own threads closing the files).
/// A real restart is a new process, where the lock is gone with the old one.
pub const RELEASE_PATIENCE: std::time::Duration = std::time::Duration::from_secs(10);

/// An error that may only mean "another handle of this process still holds the folder".
pub trait Locked {
    fn is_locked(&self) -> bool;
}

impl Locked for oink::store::StoreError {
    fn is_locked(&self) -> bool {
        matches!(self, oink::store::StoreError::Locked(_))
    }
}

impl Locked for sled::Error {
    fn is_locked(&self) -> bool {
        // sled's own wording (config.rs of 0.34.7); it has no error kind of its own for this.
        matches!(self, sled::Error::Io(io) if io.to_string().contains("could not acquire lock"))
    }
}

/// Opens a database folder that this process used a moment ago: `open` is tried again while
/// it finds the folder locked, for at most [`RELEASE_PATIENCE`]. sled releases its file lock a
/// moment after the last handle is dropped (its background threads hold the files), so a test
/// that drops its store and opens the folder again at once can find it still locked on a busy
/// machine. Every test that reopens a folder goes through here; a wait is logged to stderr.
pub async fn when_released<T, E: Locked + std::fmt::Debug>(
    path: &std::path::Path,
    mut open: impl FnMut() -> Result<T, E>,
) -> T {
    let started = std::time::Instant::now();
    let mut tries = 1u32;
    loop {
        match open() {
            Err(error) if error.is_locked() && started.elapsed() < RELEASE_PATIENCE => {
                tries += 1;
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            }
            Err(error) => panic!("cannot open {} (after {tries} tries): {error:?}", path.display()),
            Ok(opened) => {
                if tries > 1 {
                    eprintln!(
                        "{} was still locked by this process; opened after {tries} tries, {:?}",
                        path.display(),
                        started.elapsed()
                    );
                }
                return opened;
            }
        }
    }
}

/// The store at `path`, opened again (see [`when_released`]).
pub async fn reopen(path: &std::path::Path) -> Store {
    when_released(path, || Store::open(path, 8)).await
}

/// The raw sled database at `path`, opened again (see [`when_released`]).
pub async fn reopen_sled(path: &std::path::Path) -> sled::Db {
    when_released(path, || sled::open(path)).await
}

static LOGS: OnceLock<Arc<Mutex<Vec<u8>>>> = OnceLock::new();

struct Capture(Arc<Mutex<Vec<u8>>>);

impl Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        std::io::stderr().write_all(buf)?;
        self.0.lock().map_err(|_| std::io::Error::other("log buffer poisoned"))?.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        std::io::stderr().flush()
    }
}

/// Installs (once per test binary) a subscriber that keeps WARN and ERROR lines.
pub fn capture_logs() {
    LOGS.get_or_init(|| {
        let buffer = Arc::new(Mutex::new(Vec::new()));
        let writer = buffer.clone();
        let _ = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::WARN)
            .with_ansi(false)
            .with_writer(move || Capture(writer.clone()))
            .try_init();
        buffer
    });
}

/// Whether a WARN or ERROR line containing `needle` was logged so far (in this test binary).
pub fn logged(needle: &str) -> bool {
    let Some(buffer) = LOGS.get() else { return false };
    let text = String::from_utf8_lossy(&buffer.lock().map(|b| b.clone()).unwrap_or_default()).into_owned();
    text.lines().any(|line| line.contains(needle))
}

/// WARN/ERROR lines logged by serenity or poise so far: these mean a payload it could not
/// parse or a request that failed, which a test should never see.
pub fn library_warnings() -> Vec<String> {
    let Some(buffer) = LOGS.get() else { return Vec::new() };
    let text = String::from_utf8_lossy(&buffer.lock().map(|b| b.clone()).unwrap_or_default()).into_owned();
    // A line is `time LEVEL target: message`: the bot's own warnings (which may name serenity
    // in their message) are not the libraries'.
    let from_library = |line: &str| {
        line.split_whitespace()
            .nth(2)
            .is_some_and(|target| target.starts_with("serenity") || target.starts_with("poise"))
    };
    text.lines().filter(|line| from_library(line)).map(str::to_owned).collect()
}
