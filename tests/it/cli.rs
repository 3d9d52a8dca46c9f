//! The `oink` binary as an admin meets it: no token, a bad config, backups.

use std::path::Path;
use std::process::{Command, Output};

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

/// Without a token, `oink run` serves the playground instead, says so in the configured
/// language, and stops cleanly on SIGTERM.
#[cfg(unix)]
#[test]
fn run_without_a_token_starts_the_playground() {
    use std::io::{BufRead, BufReader};
    for (locale, expected) in [("en-US", "starting the local playground"), ("fr", "bac à sable")] {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut child = Command::new(env!("CARGO_BIN_EXE_oink"))
            .current_dir(dir.path())
            .env_clear()
            .env("OINK_PLAYGROUND_PORT", "0")
            .env("OINK_DEFAULTS_LOCALE", locale)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("start oink");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line).expect("read");
        assert!(line.starts_with("Oink playground: http://127.0.0.1:"), "{line}");
        let status = Command::new("kill").args(["-TERM", &child.id().to_string()]).status().expect("kill");
        assert!(status.success());
        let out = child.wait_with_output().expect("wait");
        assert!(out.status.success(), "{:?}", out.status);
        let stderr = text(&out.stderr);
        assert!(stderr.contains(expected) && stderr.contains("DISCORD_TOKEN"), "{stderr}");
        assert!(dir.path().join("oink-playground").exists(), "the playground has its own database");
        assert!(!dir.path().join("oink-data").exists(), "the bot's database is untouched");
    }
}

#[test]
fn check_config_fails_naming_the_bad_key() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("config.toml"), "[shards]\ntotal = 2\nrange = \"0-5\"\n").expect("write");
    let out = oink(dir.path(), &["check-config"], &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("`shards.range`"), "{}", text(&out.stderr));
}

#[test]
fn check_config_prints_the_effective_configuration_without_the_token() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out =
        oink(dir.path(), &["check-config"], &[("DISCORD_TOKEN", "abc.def.ghi"), ("OINK_LOG_FORMAT", "json")]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("format = \"json\"") && stdout.contains("<redacted>"), "{stdout}");
    assert!(!stdout.contains("abc.def.ghi") && !text(&out.stderr).contains("abc.def.ghi"));
}

#[test]
fn db_import_then_export_round_trips_a_backup() {
    let dir = tempfile::tempdir().expect("tempdir");
    // A backup written before exports ended with a closing line: refused unless asked for.
    let record = table_line(7, &fixture_table());
    std::fs::write(dir.path().join("old.jsonl"), format!("{record}\n")).expect("write");
    let out = oink(dir.path(), &["db", "import", "old.jsonl"], &[]);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("closing line"), "{}", text(&out.stderr));
    assert!(!dir.path().join("oink-data").exists(), "nothing was imported");
    let out = oink(dir.path(), &["db", "import", "--unverified", "old.jsonl"], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("imported 1 records"));

    let out = oink(dir.path(), &["db", "export", "out.jsonl"], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(!dir.path().join("out.jsonl.partial").exists());
    let exported = std::fs::read_to_string(dir.path().join("out.jsonl")).expect("read");
    let lines: Vec<&str> = exported.lines().collect();
    assert_eq!(lines.len(), 2, "{exported}");
    let a: serde_json::Value = serde_json::from_str(&record).expect("json");
    let b: serde_json::Value = serde_json::from_str(lines[0]).expect("json");
    assert_eq!(a, b);
    let closing: serde_json::Value = serde_json::from_str(lines[1]).expect("json");
    assert_eq!(closing["records"], 1);
    assert_eq!(closing["sha256"].as_str().map(str::len), Some(64));

    // The new export imports, verified, into another database.
    let out = oink(dir.path(), &["db", "import", "out.jsonl"], &[("OINK_DATABASE_PATH", "copy")]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = oink(dir.path(), &["db", "export", "-"], &[("OINK_DATABASE_PATH", "copy")]);
    assert_eq!(text(&out.stdout), exported);

    // A second import into the same (now full) database is refused and changes nothing.
    let out = oink(dir.path(), &["db", "import", "out.jsonl"], &[]);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("empty database"), "{}", text(&out.stderr));
}

#[test]
fn help_lists_every_command() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = oink(dir.path(), &["--help"], &[]);
    let stdout = text(&out.stdout);
    for command in ["run", "check-config", "db"] {
        assert!(stdout.contains(command), "{stdout}");
    }
}

/// Issue 18: Ctrl-C stops the playground within 2 s even while a tab listens for changes (an
/// open event stream used to keep the process, and its database, alive).
#[cfg(unix)]
#[test]
fn ctrl_c_stops_the_playground_with_a_tab_open() {
    use std::io::{BufRead, BufReader, Read, Write};
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().expect("tempdir");
    let mut child = Command::new(env!("CARGO_BIN_EXE_oink"))
        .current_dir(dir.path())
        .env_clear()
        .env("OINK_PLAYGROUND_PORT", "0")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("start oink");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line).expect("read");
    let host = line.trim().trim_start_matches("Oink playground: http://").trim_end_matches('/').to_owned();
    let mut tab = std::net::TcpStream::connect(&host).expect("connect");
    tab.set_read_timeout(Some(Duration::from_secs(5))).expect("timeout");
    write!(tab, "GET /api/events HTTP/1.1\r\nhost: {host}\r\naccept: text/event-stream\r\n\r\n")
        .expect("write");
    let mut first = [0u8; 256];
    let read = tab.read(&mut first).expect("the event stream answers");
    assert!(String::from_utf8_lossy(&first[..read]).contains("200"), "the tab listens");

    let interrupted = Instant::now();
    let status = Command::new("kill").args(["-INT", &child.id().to_string()]).status().expect("kill");
    assert!(status.success());
    let exited = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if interrupted.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("the playground did not stop within 10 s of Ctrl-C with a tab open");
        }
        std::thread::park_timeout(Duration::from_millis(20));
    };
    let took = interrupted.elapsed();
    assert!(exited.success(), "{exited:?}");
    assert!(took < Duration::from_secs(2), "stopped after {took:?}");
    // The database is free again: another process can open it.
    oink::store::Store::open(&dir.path().join("oink-playground"), 8).expect("the database is released");
}

/// `oink replay FILE | head`: a reader that closes the pipe early ends the replay quietly,
/// never with a panic ("failed printing to stdout: Broken pipe"). The record comes on stdin
/// once the reading end is closed, so the replay's only write meets the closed pipe.
#[test]
fn replay_into_a_closed_pipe_exits_quietly() {
    use std::io::Write;
    use std::process::Stdio;
    let dir = tempfile::tempdir().expect("tempdir");
    let record = r#"{"game": "three-pigs", "players": ["Ann", "Ben"], "rng": {"seed": 1}, "actions": []}"#;
    let mut child = Command::new(env!("CARGO_BIN_EXE_oink"))
        .current_dir(dir.path())
        .args(["replay", "-"])
        .env_clear()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start oink");
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(record.as_bytes()).expect("write the record");
    drop(stdin);
    let out = child.wait_with_output().expect("wait");
    let stderr = text(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(out.status.success(), "{:?}: {stderr}", out.status);
    assert!(stderr.is_empty(), "{stderr}");
    // The same record into an open pipe prints the state.
    let file = dir.path().join("record.json");
    std::fs::write(&file, record).expect("write");
    let out = oink(dir.path(), &["replay", "record.json"], &[]);
    assert!(out.status.success() && text(&out.stdout).contains("\"status\""), "{}", text(&out.stdout));
}

/// `oink sim --option key=value` takes a game's own options as its `new` command does: the
/// same figures as the defaults when the value is the default, other figures for another
/// value, and an unknown key or a value the option does not take refused by the option's name.
#[test]
fn sim_takes_the_games_options_by_their_code_names() {
    let dir = tempfile::tempdir().expect("tempdir");
    let sim = |options: &[&str]| {
        let args = [&["sim", "--players", "2", "--games", "40", "--seed", "7"][..], options].concat();
        oink(dir.path(), &args, &[])
    };
    // Everything but the timing.
    let figures = |out: &Output| {
        let mut report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let report = report.as_object_mut().expect("an object");
        report.retain(|key, _| !key.contains("second"));
        serde_json::Value::Object(report.clone())
    };
    let plain = sim(&[]);
    assert!(plain.status.success(), "{}", text(&plain.stderr));
    let standard = sim(&["--option", "variant=standard", "--option", "two_player_end=2"]);
    assert_eq!(figures(&standard), figures(&plain));
    let veteran = sim(&["--option", "variant=veteran", "--option", "two_player_end=3"]);
    assert!(veteran.status.success(), "{}", text(&veteran.stderr));
    assert_ne!(figures(&veteran), figures(&plain));

    let unknown = sim(&["--option", "colour=red"]);
    assert_eq!(unknown.status.code(), Some(2));
    let said = text(&unknown.stderr);
    assert!(said.contains("colour") && said.contains("variant, two_player_end, finish_round"), "{said}");
    let bad = sim(&["--option", "variant=gold"]);
    assert_eq!(bad.status.code(), Some(2));
    let said = text(&bad.stderr);
    assert!(said.contains("variant=gold") && said.contains("standard, veteran"), "{said}");
    let bad = oink(dir.path(), &["sim", "--game", "space-pigs", "--option", "rounds=99"], &[]);
    assert!(text(&bad.stderr).contains("rounds takes 2, 3,"), "{}", text(&bad.stderr));
    assert!(!oink(dir.path(), &["sim", "--option", "variant"], &[]).status.success());
}

/// Issue 53, item 1: PostgreSQL that cannot be used at start (nothing listening on the port, an
/// `sslmode` sqlx does not know, TLS that this build does not have) ends `run`, `db export` and
/// `db import` with status 2 and one line naming `database.url`: no panic, no backtrace, never
/// the password. Port 1 refuses at once, and so does the command (no 30 s wait: the tools never
/// wait, `run` waits `database.start_wait`).
#[test]
fn an_unusable_postgresql_stops_every_command_with_one_line() {
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("backup.jsonl"), "").expect("write");
    let commands: [&[&str]; 3] = [&["run"], &["db", "export", "-"], &["db", "import", "backup.jsonl"]];
    for url in [
        "postgres://oink:p4ssw0rd@127.0.0.1:1/oink",
        "postgres://oink:p4ssw0rd@127.0.0.1:1/oink?sslmode=bogus",
        "postgres://oink:p4ssw0rd@127.0.0.1:1/oink?sslmode=require",
    ] {
        for args in commands {
            let started = Instant::now();
            let env = [
                ("DISCORD_TOKEN", "abc.def.ghi"),
                ("OINK_DATABASE_URL", url),
                ("OINK_DATABASE_START_WAIT", "0s"),
                ("RUST_BACKTRACE", "1"),
            ];
            let out = oink(dir.path(), args, &env);
            let took = started.elapsed();
            let stderr = text(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{args:?} {url}: {stderr}");
            assert!(took < Duration::from_secs(10), "{args:?} {url}: took {took:?}");
            let said: Vec<&str> = stderr.lines().filter(|line| line.starts_with("oink:")).collect();
            assert_eq!(said.len(), 1, "{args:?} {url}: {stderr}");
            assert!(said[0].contains("database.url"), "{stderr}");
            // A URL refused at load is not shown at all; a server that refused, with `***`.
            let shown = said[0].contains("oink:***@127.0.0.1:1");
            assert_eq!(shown, !url.contains("sslmode"), "{stderr}");
            assert!(!stderr.contains("p4ssw0rd"), "{args:?} {url}: {stderr}");
            assert!(!stderr.contains("panicked") && !stderr.contains("backtrace"), "{stderr}");
        }
    }
    assert!(!dir.path().join("oink-data").exists(), "no sled database was made instead");
}

/// Issue 53, item 8: `oink check-config` refuses what used to pass: a log level word tracing
/// does not know (it silenced every line), a number too large to be shown, a blank token, and
/// URL parameters PostgreSQL would refuse. Each names its key; nothing secret is echoed.
#[test]
fn check_config_refuses_what_used_to_pass() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cases: [(&str, &str, &str, &str); 6] = [
        ("OINK_LOG_LEVEL", "verbose", "`log.level`", "`off`, `error`, `warn`, `info`, `debug` or `trace`"),
        ("OINK_LOG_LEVEL", "oink=loud", "`log.level`", "`oink=debug,serenity=warn`"),
        (
            "OINK_DATABASE_CACHE_CAPACITY_MB",
            "18446744073709551615",
            "`database.cache_capacity_mb`",
            "from 1 to",
        ),
        ("DISCORD_TOKEN", "", "`discord.token`", "DISCORD_TOKEN unset"),
        ("OINK_DATABASE_URL", "postgres://oink:p4ssw0rd@db/oink?sslmode=bogus", "`database.url`", "a URL"),
        (
            "OINK_DATABASE_URL",
            "postgres://oink:p4ssw0rd@db/oink?sslmode=verify-full",
            "`database.url`",
            "TLS",
        ),
    ];
    for (key, value, named, expected) in cases {
        let out = oink(dir.path(), &["check-config"], &[(key, value)]);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{key}={value}: {stderr}");
        assert!(stderr.contains(named) && stderr.contains(expected), "{key}={value}: {stderr}");
        assert!(!stderr.contains("p4ssw0rd"), "{stderr}");
    }
    let good = [
        ("OINK_LOG_LEVEL", "warn,oink=debug"),
        ("OINK_DATABASE_CACHE_CAPACITY_MB", "1024"),
        ("OINK_DATABASE_URL", "postgres://oink:p4ssw0rd@db/oink?sslmode=disable"),
        ("OINK_DATABASE_START_WAIT", "2m"),
    ];
    let out = oink(dir.path(), &["check-config"], &good);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(shown.contains("cache_capacity_mb = 1024") && shown.contains("start_wait = \"2m\""), "{shown}");
}

/// A table saved by an earlier release (`tests/fixtures/store`), as its envelope.
fn fixture_table() -> serde_json::Value {
    let raw = std::fs::read("tests/fixtures/store/three-pigs-table-v1.json").expect("fixture");
    serde_json::from_slice(&raw).expect("json")
}

/// An export's line for the table of `channel`.
fn table_line(channel: u64, envelope: &serde_json::Value) -> String {
    serde_json::json!({"tree": "tables", "key": format!("{channel:016x}"), "value": envelope}).to_string()
}

/// `lines` as an export: the records, then the closing line with their count and checksum,
/// computed as `oink db export` does (so an edited record passes the envelope's checks).
fn export_of(lines: &[String]) -> String {
    use sha2::{Digest, Sha256};
    let mut hasher = Sha256::new();
    for line in lines {
        hasher.update(line.as_bytes());
        hasher.update(b"\n");
    }
    let sha256: String = hasher.finalize().iter().map(|b| format!("{b:02x}")).collect();
    let closing = serde_json::json!({"records": lines.len(), "sha256": sha256});
    lines.iter().map(|line| format!("{line}\n")).collect::<String>() + &format!("{closing}\n")
}

/// Issue 53, item 6: `db import` reads every record as the bot would load it. A table edited
/// by hand, its checksum computed again, is refused naming its line, and nothing is imported;
/// the same file unedited imports.
#[test]
fn db_import_refuses_a_record_the_bot_could_not_load() {
    let dir = tempfile::tempdir().expect("tempdir");
    let good = fixture_table();
    let settings = r#"{"tree":"users","key":"0000000000000005","value":{"schema":3,"revision":1,"data":{}}}"#;
    let mut edits: Vec<(&str, serde_json::Value)> = Vec::new();
    let mut game = good.clone();
    game["data"]["game"] = "four-pigs".into();
    edits.push(("a game no release has", game));
    let mut option = good.clone();
    option["data"]["stage"]["game"]["options"]["variant"] = "bogus".into();
    edits.push(("an option value the game does not have", option));
    let mut stage = good.clone();
    stage["data"]["stage"]["stage"] = "paused".into();
    edits.push(("a stage no release has", stage));
    let mut seats = good.clone();
    seats["data"]["stage"]["seats"] = serde_json::json!("Ann, Ben");
    edits.push(("seats that are not a list", seats));
    for (what, edited) in &edits {
        let lines = [settings.to_owned(), table_line(7, &good), table_line(8, edited)];
        std::fs::write(dir.path().join("edited.jsonl"), export_of(&lines)).expect("write");
        let out = oink(dir.path(), &["db", "import", "edited.jsonl"], &[]);
        let stderr = text(&out.stderr);
        assert!(!out.status.success(), "{what}: imported: {stderr}");
        assert!(stderr.contains("line 3") && stderr.contains("nothing was imported"), "{what}: {stderr}");
        assert!(!dir.path().join("oink-data").exists(), "{what}: nothing was imported");
    }
    let lines = [settings.to_owned(), table_line(7, &good), table_line(8, &good)];
    std::fs::write(dir.path().join("good.jsonl"), export_of(&lines)).expect("write");
    let out = oink(dir.path(), &["db", "import", "good.jsonl"], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("imported 3 records"), "{}", text(&out.stderr));
}
