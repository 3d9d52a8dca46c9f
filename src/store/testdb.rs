//! Tests only: a fresh PostgreSQL database per test, on the server `OINK_TEST_DATABASE_URL`
//! names (`.ci/run` starts a throw-away one with `pg_virtualenv`).
//!
//! Without the variable the PostgreSQL half of a test is skipped with a note on stderr, so
//! `cargo test` passes on a machine without PostgreSQL; under CI (`CI` set) a missing variable
//! fails the test instead, so a CI that lost its database cannot pass by skipping.

use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use sqlx::{Connection, Executor, PgConnection};

use super::Store;
use super::postgres::Settings;

/// The variable naming the server (any database on it: each test makes its own).
pub const URL_VAR: &str = "OINK_TEST_DATABASE_URL";

/// The server's URL, or `None` (and a note) when the tests are to be skipped.
pub fn server_url() -> Option<String> {
    match std::env::var(URL_VAR) {
        Ok(url) if !url.trim().is_empty() => Some(url),
        _ if std::env::var_os("CI").is_some() => {
            panic!("{URL_VAR} is not set under CI: the PostgreSQL tests must run (see .ci/run)")
        }
        _ => {
            eprintln!("note: PostgreSQL part skipped; set {URL_VAR}=postgres://… to run it");
            None
        }
    }
}

/// A database made for one test; [`TestDatabase::remove`] drops it (a failed test leaves it
/// for a look).
pub struct TestDatabase {
    pub url: String,
    server: String,
    name: String,
}

impl TestDatabase {
    /// A new, empty database, or `None` when the PostgreSQL tests are skipped.
    pub async fn create() -> Option<TestDatabase> {
        static MADE: AtomicU32 = AtomicU32::new(0);
        let server = server_url()?;
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let name =
            format!("oink_test_{}_{}_{nanos}", std::process::id(), MADE.fetch_add(1, Ordering::SeqCst));
        let mut admin = PgConnection::connect(&server).await.expect("connect to the test server");
        admin.execute(format!("CREATE DATABASE {name}").as_str()).await.expect("create a test database");
        admin.close().await.expect("close");
        let mut url = url::Url::parse(&server).expect("the test server's URL");
        url.set_path(&name);
        Some(TestDatabase { url: url.to_string(), server, name })
    }

    /// A store on this database (another process, as far as the first store can tell).
    pub fn open(&self) -> Store {
        Store::postgres(&self.url, Settings::waiting(Duration::from_secs(10)))
            .expect("connect to the test database")
    }

    /// As [`TestDatabase::open`], with `pool_size` connections.
    pub fn open_with_pool(&self, pool_size: u32) -> Store {
        let settings = Settings { pool_size, ..Settings::waiting(Duration::from_secs(10)) };
        Store::postgres(&self.url, settings).expect("connect to the test database")
    }

    /// The server processes of the stores open on this database, as `watcher` (a connection
    /// of the test's own) sees them.
    pub async fn store_backends(watcher: &mut PgConnection) -> Vec<i32> {
        sqlx::query_scalar(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'oink'",
        )
        .fetch_all(watcher)
        .await
        .expect("the store's backends")
    }

    /// Drops the database (and ends every connection still on it).
    pub async fn remove(self) {
        let mut admin = PgConnection::connect(&self.server).await.expect("connect to the test server");
        admin
            .execute(format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name).as_str())
            .await
            .expect("drop the test database");
    }
}
