//! Issue 53, item 7: no secret reaches the log, at any level and in either format.

use crate::support;

use crate::support::fake_discord::{CHANNEL, FakeDiscord, Sent, User};
use crate::three_pigs_discord::{custom_id, find};
use serde_json::{Value, json};

/// A playground password, set for the run: configured secrets stay out of the log too.
const PASSWORD: &str = "pl4yground-pa55word-for-tests";

/// The real binary plays a game at `trace` (text, then JSON lines): the log names none of the
/// interaction tokens the fake handed out (serenity's request spans print them at DEBUG and
/// TRACE, the gateway's payloads at TRACE, an unreadable one again at DEBUG), nor the bot
/// token, the playground password or the daily challenge's key.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_logged_at_trace_shows_no_token_password_or_daily_key() {
    for format in ["pretty", "json"] {
        play_logged(format).await;
    }
}

#[cfg(unix)]
async fn play_logged(format: &str) {
    use support::fake_discord::{GUILD, PATIENCE};

    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let log_path = dir.path().join("oink.log");
    let log = std::fs::File::create(&log_path).expect("log file");
    let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_oink"))
        .arg("run")
        .current_dir(dir.path())
        .env_clear()
        .env("DISCORD_TOKEN", support::FAKE_TOKEN)
        .env("OINK_DISCORD_API_BASE", &fake.base)
        .env("OINK_DISCORD_DEV_GUILD_ID", GUILD.to_string())
        .env("OINK_PLAYGROUND_PASSWORD", PASSWORD)
        .env("OINK_LOG_LEVEL", "trace")
        .env("OINK_LOG_FORMAT", format)
        .stderr(log)
        .kill_on_drop(true)
        .spawn()
        .expect("start oink");
    fake.wait_request("command registration", |r| r.method == "PUT").await;

    // A game of The Three Little Pigs: a table, a second player, the start, a roll.
    let ann = User::new(5301, "Ann", "en-US");
    let ben = User::new(5302, "Ben", "de");
    let mut sent: Vec<Sent> = Vec::new();
    let new = fake.slash(&ann, "pigs", json!([{"name": "new", "type": 1, "options": []}])).await;
    fake.response(&new).await;
    let lobby = fake.response_message(&new).await;
    sent.push(new);
    for (user, action) in [(&ben, ":join"), (&ann, ":start")] {
        let board = fake.latest_board(CHANNEL).await;
        let button = find(&board, action).unwrap_or_else(|| panic!("{action} on {board:#}"));
        let click = fake.click(user, &board, &custom_id(&button)).await;
        fake.response(&click).await;
        sent.push(click);
    }
    let board = fake.latest_board(CHANNEL).await;
    let turn = support::fake_discord::current_user(&board).expect("a player on turn");
    let player = if turn == ann.id { &ann } else { &ben };
    let roll = find(&board, ":roll").expect("a roll button");
    let click = fake.click(player, &board, &custom_id(&roll)).await;
    fake.response(&click).await;
    sent.push(click);
    // The daily challenge makes its secret key.
    let daily = fake.slash(&ann, "haus", json!([{"name": "daily", "type": 1, "options": []}])).await;
    fake.response(&daily).await;
    sent.push(daily);
    // A menu pick without values, which serenity cannot read: its DEBUG line quotes the payload.
    let menu = find(&lobby, ":addai").expect("the computer player menu");
    sent.push(
        fake.component(&ann, &lobby, json!({"custom_id": custom_id(&menu), "component_type": 3})).await,
    );
    fake.sync_gateway().await;

    let pid = child.id().expect("pid").to_string();
    let status = std::process::Command::new("kill").args(["-TERM", &pid]).status().expect("kill");
    assert!(status.success());
    let status = tokio::time::timeout(PATIENCE, child.wait_with_output())
        .await
        .expect("oink did not stop after SIGTERM")
        .expect("wait")
        .status;
    let log = std::fs::read_to_string(&log_path).expect("read the log");
    assert!(status.success(), "exit {status:?}: {log}");
    assert!(log.lines().count() > 100 && log.contains("TRACE"), "{format}: was the log at trace? {log}");

    let export = std::process::Command::new(env!("CARGO_BIN_EXE_oink"))
        .args(["db", "export", "-"])
        .current_dir(dir.path())
        .env_clear()
        .output()
        .expect("run export");
    assert!(export.status.success(), "{}", String::from_utf8_lossy(&export.stderr));
    let key = String::from_utf8_lossy(&export.stdout)
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .find_map(|record| {
            let key = record["value"]["data"]["key"].as_str()?.to_owned();
            (key.len() == 64 && key.bytes().all(|b| b.is_ascii_hexdigit())).then_some(key)
        })
        .expect("the daily key in the backup");

    let mut secrets: Vec<(&str, String)> =
        sent.iter().map(|s| ("an interaction token", s.token.clone())).collect();
    secrets.push(("the bot token", support::FAKE_TOKEN.to_owned()));
    secrets.push(("the playground password", PASSWORD.to_owned()));
    secrets.push(("the daily key", key));
    // Issue 53, item 9: the menu pick serenity cannot read is logged at WARN (serenity itself
    // says so only at DEBUG), with its custom_id.
    assert!(
        log.lines().any(|line| line.contains("WARN") && line.contains("an interaction serenity cannot read")),
        "{format}: no WARN line for the menu pick without values"
    );
    for (what, secret) in &secrets {
        let leaks: Vec<&str> = log.lines().filter(|line| line.contains(secret.as_str())).take(3).collect();
        assert!(leaks.is_empty(), "{format}: {what} is in the log: {leaks:#?}");
    }
}
