//! PostgreSQL for the store's integration tests: a fresh database per test on the server
//! `OINK_TEST_DATABASE_URL` names (`.ci/run` starts a throw-away one with `pg_virtualenv`), and,
//! for the tests that stop their server, a cluster of their own.
//!
//! Without the variable (or, for a cluster, without root and Debian's `pg_createcluster`) a
//! test is skipped with a note on stderr; under CI (`CI` set) it fails instead, so a CI that lost
//! its database cannot pass by skipping.

use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use oink::store::Store;
use oink::store::postgres::Settings;
use sqlx::{Connection, Executor, PgConnection};

/// The variable naming the server (any database on it: each test makes its own).
pub const URL_VAR: &str = "OINK_TEST_DATABASE_URL";

/// Says why a PostgreSQL test cannot run here; fails the test under CI.
fn skipped(why: &str) {
    if std::env::var_os("CI").is_some() {
        panic!("{why} under CI: the PostgreSQL tests must run (see .ci/run)");
    }
    eprintln!("note: PostgreSQL test skipped: {why}");
}

/// The server's URL, or `None` when the tests are skipped.
pub fn server_url() -> Option<String> {
    match std::env::var(URL_VAR) {
        Ok(url) if !url.trim().is_empty() => Some(url),
        _ => {
            skipped(&format!("{URL_VAR} is not set"));
            None
        }
    }
}

/// A database made for one test.
pub struct TestDatabase {
    pub url: String,
    server: String,
    name: String,
}

impl TestDatabase {
    /// A new, empty database, or `None` when the PostgreSQL tests are skipped.
    pub async fn create() -> Option<TestDatabase> {
        let server = server_url()?;
        Some(TestDatabase::on(&server).await)
    }

    /// A new, empty database on the server at `server`.
    pub async fn on(server: &str) -> TestDatabase {
        static MADE: AtomicU32 = AtomicU32::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let name = format!("oink_it_{}_{}_{nanos}", std::process::id(), MADE.fetch_add(1, Ordering::SeqCst));
        let mut admin = PgConnection::connect(server).await.expect("connect to the test server");
        admin.execute(format!("CREATE DATABASE {name}").as_str()).await.expect("create a test database");
        admin.close().await.expect("close");
        let mut url = url::Url::parse(server).expect("the test server's URL");
        url.set_path(&name);
        TestDatabase { url: url.to_string(), server: server.to_owned(), name }
    }

    /// A store on this database.
    pub fn open(&self) -> Store {
        Store::postgres(&self.url, Settings::waiting(Duration::from_secs(10)))
            .expect("connect to the test database")
    }

    /// A store on this database with `pool_size` connections.
    pub fn open_with_pool(&self, pool_size: u32) -> Store {
        let settings = Settings { pool_size, ..Settings::waiting(Duration::from_secs(10)) };
        Store::postgres(&self.url, settings).expect("connect to the test database")
    }

    /// The server processes serving the stores' connections to this database.
    pub async fn store_backends(&self) -> Vec<i32> {
        let mut watcher = PgConnection::connect(&self.url).await.expect("connect");
        let backends = sqlx::query_scalar(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'oink'",
        )
        .fetch_all(&mut watcher)
        .await
        .expect("the store's backends");
        watcher.close().await.expect("close");
        backends
    }

    /// Drops the database (a failed test leaves it for a look).
    pub async fn remove(self) {
        let mut admin = PgConnection::connect(&self.server).await.expect("connect to the test server");
        admin
            .execute(format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name).as_str())
            .await
            .expect("drop the test database");
    }
}

/// A PostgreSQL cluster of one test's own (Debian's `pg_createcluster`, trust authentication on
/// loopback), which the test may stop and start without disturbing the others. Dropped with
/// the value.
pub struct Cluster {
    version: String,
    name: String,
    pub port: u16,
}

impl Cluster {
    /// A new, started cluster, or `None` when this machine cannot make one (not root, or no
    /// `pg_createcluster`).
    pub fn create(label: &str) -> Option<Cluster> {
        let root = Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.starts_with(b"0\n"));
        if !root || !std::path::Path::new("/usr/bin/pg_createcluster").exists() {
            skipped("making a cluster needs root and pg_createcluster (apt-get install postgresql)");
            return None;
        }
        let mut versions: Vec<String> = std::fs::read_dir("/usr/lib/postgresql")
            .expect("/usr/lib/postgresql")
            .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
            .filter(|v| v.parse::<u32>().is_ok())
            .collect();
        versions.sort_by_key(|v| v.parse::<u32>().unwrap_or(0));
        let version = versions.pop().expect("a PostgreSQL version");
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .expect("a free port")
            .local_addr()
            .expect("addr")
            .port();
        let name = format!("oink_{label}_{}", std::process::id());
        let cluster = Cluster { version, name, port };
        cluster.ctl(
            "pg_createcluster",
            &[&cluster.version, &cluster.name, "-p", &port.to_string(), "--start", "--", "--auth=trust"],
        );
        Some(cluster)
    }

    pub fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// Stops the server the way an admin or a crash would (fast: connections are cut).
    pub fn stop(&self) {
        self.ctl("pg_ctlcluster", &[&self.version, &self.name, "stop", "-m", "fast"]);
    }

    pub fn start(&self) {
        self.ctl("pg_ctlcluster", &[&self.version, &self.name, "start"]);
    }

    /// Freezes the whole server (`SIGSTOP` to its postmaster and every server process): it
    /// keeps its connections open and answers nothing, as a hung host or a network that drops
    /// packets would. [`Cluster::thaw`] lets it run on.
    pub fn freeze(&self) {
        self.signal("-STOP");
    }

    pub fn thaw(&self) {
        self.signal("-CONT");
    }

    /// Signals every process of this cluster: Debian names the cluster (`16/oink_…`) in each
    /// server process's title and in the postmaster's data directory argument.
    fn signal(&self, signal: &str) {
        let mut signalled = 0;
        for entry in std::fs::read_dir("/proc").expect("/proc").flatten() {
            let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else { continue };
            let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
            let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            let ours = cmdline.contains(&format!("{}/{}", self.version, self.name));
            if ours && (cmdline.starts_with("postgres") || cmdline.contains("/bin/postgres")) {
                let done = Command::new("kill").args([signal, &pid.to_string()]).status();
                assert!(done.is_ok_and(|s| s.success()), "kill {signal} {pid}");
                signalled += 1;
            }
        }
        assert!(signalled > 0, "no process of cluster {} found", self.name);
    }

    fn ctl(&self, program: &str, args: &[&str]) {
        let status = Command::new(program)
            .args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .status()
            .unwrap_or_else(|e| panic!("{program}: {e}"));
        assert!(status.success(), "{program} {args:?} failed: {status}");
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let _ = Command::new("pg_dropcluster")
            .args([&self.version, &self.name, "--stop"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}
