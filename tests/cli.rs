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

#[test]
fn run_without_a_token_explains_how_to_get_one_and_fails() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = oink(dir.path(), &[], &[]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("DISCORD_TOKEN") && stderr.contains("developers/applications"), "{stderr}");
    // No database is created for a bot that cannot start.
    assert!(!dir.path().join("oink-data").exists());
}

#[test]
fn the_no_token_message_follows_the_default_locale() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = oink(dir.path(), &["run"], &[("OINK_DEFAULTS_LOCALE", "fr")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("Aucun jeton Discord"), "{}", text(&out.stderr));
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
    let backup = concat!(
        r#"{"tree":"tables","key":"0000000000000007","value":{"schema":1,"revision":3,"data":{"game":"three-pigs"}}}"#,
        "\n"
    );
    std::fs::write(dir.path().join("in.jsonl"), backup).expect("write");
    let out = oink(dir.path(), &["db", "import", "in.jsonl"], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("imported 1 records"));

    let out = oink(dir.path(), &["db", "export", "out.jsonl"], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let exported = std::fs::read_to_string(dir.path().join("out.jsonl")).expect("read");
    let a: serde_json::Value = serde_json::from_str(backup.trim()).expect("json");
    let b: serde_json::Value = serde_json::from_str(exported.trim()).expect("json");
    assert_eq!(a, b);

    // A second import into the same (now full) database is refused and changes nothing.
    let out = oink(dir.path(), &["db", "import", "in.jsonl"], &[]);
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
