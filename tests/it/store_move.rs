//! Moving a database between sled and PostgreSQL with the `oink` binary, as the README's admin
//! section shows it, and a bad `database.url` refused at start.

use std::path::Path;
use std::process::{Command, Output};

use oink::store::{StatsEdit, Store, Stored};
use oink::table::server::ServerDefaults;
use oink::table::settings::UserSettings;
use oink::table::stats::UserStats;
use serde_json::Value;

use crate::support::postgres::TestDatabase;

fn oink(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_oink"));
    command.current_dir(dir).args(args).env_clear().env("PATH", std::env::var("PATH").unwrap_or_default());
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("run oink")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A table as the bot stores it (one an earlier release saved, `tests/fixtures/store`), its
/// board revision set to `rev` to tell the records apart: `db import` loads every record as
/// the bot would, so the records must be real ones.
fn table_with(rev: u64) -> Value {
    let raw = std::fs::read("tests/fixtures/store/three-pigs-table-v1.json").expect("fixture");
    let mut table = serde_json::from_slice::<Value>(&raw).expect("json")["data"].clone();
    table["rev"] = rev.into();
    table
}

/// The board revision of a stored table, with the record's revision.
fn rev_of(stored: Option<Stored<Value>>) -> Option<(u64, u64)> {
    stored.map(|s| (s.revision, s.data["rev"].as_u64().unwrap_or(u64::MAX)))
}

/// One game of 3 points, lost.
fn three_points() -> UserStats {
    UserStats::default().add(3, false)
}

/// A sled database with three tables, statistics and a user's settings.
async fn sled_with_records(path: &Path) {
    let store = Store::open(path, 8).expect("open");
    for channel in [1u64, 2, 1 << 60] {
        store
            .update_with(channel, |_: Option<Stored<Value>>| {
                let edits = vec![StatsEdit {
                    guild: 7,
                    user: channel,
                    game: "three-pigs",
                    edit: Box::new(|s: UserStats| s.add(3, false)),
                }];
                Ok::<_, ()>((table_with(u64::from(channel as u32)), edits))
            })
            .await
            .expect("store")
            .expect("ok");
    }
    store.set_user(42, &settings()).await.expect("settings");
    store.set_server(7, &server()).await.expect("server defaults");
    store.close(std::time::Duration::from_secs(5)).await;
}

fn settings() -> UserSettings {
    UserSettings { dm_reminders: true, ..UserSettings::default() }
}

fn server() -> ServerDefaults {
    ServerDefaults { language: Some("de".into()), turn_limit: Some(86_400), ..ServerDefaults::default() }
}

/// sled → export → import into PostgreSQL → export again (the same bytes) → import into a new
/// sled database; every step counted, a second import into the same database refused, and the
/// URL's password shown nowhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_moves_from_sled_to_postgres_and_back() {
    let Some(db) = TestDatabase::create().await else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    sled_with_records(&dir.path().join("a")).await;
    let sled_a = [("OINK_DATABASE_PATH", "a")];
    let to_pg = [("OINK_DATABASE_URL", db.url.as_str())];

    let out = crate::support::when_released(&dir.path().join("a"), || {
        let out = oink(dir.path(), &["db", "export", "move.jsonl"], &sled_a);
        if text(&out.stderr).contains("in use by another process") {
            return Err(oink::store::StoreError::Locked("a".into()));
        }
        Ok(out)
    })
    .await;
    assert!(out.status.success(), "{}", text(&out.stderr));
    // 3 tables, 3 statistics, 1 user, 1 server.
    assert!(text(&out.stderr).contains("exported 8 records"), "{}", text(&out.stderr));

    let out = oink(dir.path(), &["db", "import", "move.jsonl"], &to_pg);
    let said = text(&out.stderr);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("imported 8 records into postgres://"), "{said}");
    let password = url::Url::parse(&db.url).expect("url").password().map(str::to_owned);
    if let Some(password) = password.filter(|p| !p.is_empty()) {
        assert!(!said.contains(&password), "{said}");
    }

    let again = oink(dir.path(), &["db", "import", "move.jsonl"], &to_pg);
    assert!(!again.status.success(), "a second import must be refused");
    assert!(text(&again.stderr).contains("already holds 8 records"), "{}", text(&again.stderr));

    // The bot reads what sled had.
    let store = db.open();
    assert_eq!(rev_of(store.table::<Value>(1 << 60).expect("read")).map(|(_, rev)| rev), Some(0));
    assert_eq!(rev_of(store.table::<Value>(2).expect("read")), Some((1, 2)));
    assert_eq!(store.stats::<UserStats>(7, 2, "three-pigs").expect("read"), Some(three_points()));
    assert_eq!(store.user::<UserSettings>(42).expect("read"), Some(settings()));
    assert_eq!(store.server::<ServerDefaults>(7).expect("read"), Some(server()));
    // And plays on from there: the next move's compare-and-swap starts at the imported version.
    let bumped = store
        .update(2, |old: Option<Stored<Value>>| {
            let rev = old.and_then(|o| o.data["rev"].as_u64()).unwrap_or(0);
            Ok::<_, ()>(table_with(rev + 1))
        })
        .await
        .expect("store")
        .expect("ok");
    assert_eq!((bumped.revision, bumped.data["rev"].as_u64()), (2, Some(3)));
    store.update(2, |_: Option<Stored<Value>>| Ok::<_, ()>(table_with(2))).await.expect("store").expect("ok");

    let out = oink(dir.path(), &["db", "export", "back.jsonl"], &to_pg);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let there = std::fs::read_to_string(dir.path().join("move.jsonl")).expect("read");
    let back = std::fs::read_to_string(dir.path().join("back.jsonl")).expect("read");
    // Same records, same order; only table 2's revision moved on with the two updates above.
    assert_eq!(there.lines().count(), back.lines().count());
    assert_eq!(back.lines().filter(|l| l.contains(r#""revision":3"#)).count(), 1, "{back}");

    let out = oink(dir.path(), &["db", "import", "back.jsonl"], &[("OINK_DATABASE_PATH", "b")]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let sled_b = Store::open(&dir.path().join("b"), 8).expect("open b");
    assert_eq!(rev_of(sled_b.table::<Value>(2).expect("read")), Some((3, 2)));
    assert_eq!(sled_b.stats::<UserStats>(7, 1 << 60, "three-pigs").expect("read"), Some(three_points()));
    assert_eq!(sled_b.server::<ServerDefaults>(7).expect("read"), Some(server()));
    drop(store);
    db.remove().await;
}

/// A `database.url` the bot cannot use stops it at start, naming the key, never the password.
#[test]
fn a_bad_database_url_is_refused_at_start_without_its_password() {
    let dir = tempfile::tempdir().expect("tempdir");
    for url in
        ["mysql://oink:hunter2secret@db/oink", "postgres://oink:hunter2secret@db/oink?sslmode=sometimes"]
    {
        let out = oink(
            dir.path(),
            &["run"],
            &[("OINK_DATABASE_URL", url), ("DISCORD_TOKEN", crate::support::FAKE_TOKEN)],
        );
        let said = text(&out.stderr) + &text(&out.stdout);
        assert!(!out.status.success(), "{url}: {said}");
        assert!(said.contains("database.url"), "{url}: {said}");
        assert!(!said.contains("hunter2"), "{url}: {said}");
    }
}
