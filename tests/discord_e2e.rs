//! The real serenity/poise bot against the fake Discord: connect, register, answer.

mod support;

use serde_json::json;
use support::TestBot;
use support::fake_discord::{User, custom_ids};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_connects_registers_localized_commands_and_answers_oink() {
    let bot = TestBot::start().await;
    let fake = bot.fake.clone();

    // Commands go to the dev guild, each with its German and French localization.
    let registration = fake
        .wait_request("guild command registration", |r| r.method == "PUT" && r.path.contains("/guilds/"))
        .await;
    let commands = registration.body.as_array().expect("a command list");
    let oink = commands.iter().find(|c| c["name"] == "oink").expect("/oink registered");
    assert!(oink["description"].as_str().is_some_and(|d| d.starts_with("What Oink is")), "{oink:#}");
    assert!(
        oink["description_localizations"]["de"].as_str().is_some_and(|d| d.contains("Spiele")),
        "{oink:#}"
    );
    assert!(oink["description_localizations"]["fr"].as_str().is_some_and(|d| d.contains("jeux")), "{oink:#}");
    assert_eq!(oink["name_localizations"]["de"], "oink");

    // /oink in German: the overview, in German, visible to the channel, with a button per game.
    let ann = User::new(5001, "Ann", "de");
    let sent = fake.slash(&ann, "oink", json!([])).await;
    let response = fake.response(&sent).await;
    assert_eq!(response["type"], 4, "an immediate message: {response:#}");
    let embed = &response["data"]["embeds"][0];
    assert_eq!(embed["title"], "Oink: Schweinespiele für euren Server");
    assert_eq!(embed["fields"].as_array().map(Vec::len), Some(3));
    assert_eq!(response["data"]["flags"].as_u64().unwrap_or(0) & 64, 0, "the overview is public");

    // Ben (French) clicks the Würfelhaus button: an ephemeral description, in French.
    let overview = fake.response_message(&sent).await;
    let ids = custom_ids(&overview);
    assert_eq!(ids, ["oink:1:info:three-pigs", "oink:1:info:wuerfelhaus", "oink:1:info:space-pigs"]);
    let ben = User::new(5002, "Ben", "fr");
    let click = fake.click(&ben, &overview, "oink:1:info:wuerfelhaus").await;
    let info = fake.response(&click).await;
    assert_eq!(info["type"], 4);
    assert_eq!(info["data"]["flags"], 64, "only Ben sees it");
    let about = info["data"]["embeds"][0]["description"].as_str().expect("description");
    assert!(about.contains("brique"), "{about}");

    // A button with a mangled custom_id: a polite ephemeral note in the clicker's language.
    let click = fake.click(&ann, &overview, "oink:1:info:chess").await;
    let note = fake.response(&click).await;
    assert_eq!(note["data"]["flags"], 64);
    assert!(note["data"]["content"].as_str().is_some_and(|c| c.contains("Knopf")), "{note:#}");

    // A button from a future release's format: told apart from a broken one.
    let click = fake.click(&ann, &overview, "oink:7:board:1:2").await;
    let note = fake.response(&click).await;
    assert!(note["data"]["content"].as_str().is_some_and(|c| c.contains("Version")), "{note:#}");

    // A user whose Discord speaks a language we do not: the server's language, then en-US.
    let eve = User::new(5003, "Eve", "es-ES");
    let sent = fake.slash(&eve, "oink", json!([])).await;
    let response = fake.response(&sent).await;
    assert_eq!(response["data"]["embeds"][0]["title"], "Oink: pig games for your server");

    bot.stop().await;
    let unanswered = fake.unanswered().await;
    assert!(unanswered.is_empty(), "requests the fake could not answer: {unanswered:#?}");
    let warnings = support::library_warnings();
    assert!(warnings.is_empty(), "serenity/poise warned: {warnings:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_dev_guild_commands_are_registered_globally() {
    let bot = TestBot::start_with(None).await;
    let registration = bot.fake.wait_request("command registration", |r| r.method == "PUT").await;
    assert_eq!(registration.path, format!("/applications/{}/commands", support::fake_discord::APP_ID));
    bot.stop().await;
}

/// The real binary, as `docker stop` meets it: SIGTERM stops the shards, flushes, exits 0.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_connects_and_stops_cleanly_on_sigterm() {
    use support::fake_discord::{FakeDiscord, GUILD, PATIENCE};

    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_oink"))
        .arg("run")
        .current_dir(dir.path())
        .env_clear()
        .env("DISCORD_TOKEN", support::FAKE_TOKEN)
        .env("OINK_DISCORD_API_BASE", &fake.base)
        .env("OINK_DISCORD_DEV_GUILD_ID", GUILD.to_string())
        .env("OINK_LOG_LEVEL", "info")
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("start oink");
    fake.wait_request("command registration", |r| r.method == "PUT").await;

    let pid = child.id().expect("pid").to_string();
    let status = std::process::Command::new("kill").args(["-TERM", &pid]).status().expect("kill");
    assert!(status.success());
    let output = tokio::time::timeout(PATIENCE, child.wait_with_output())
        .await
        .expect("oink did not stop after SIGTERM")
        .expect("wait");
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "exit {:?}: {log}", output.status);
    assert!(log.contains("SIGTERM received") && log.contains("database flushed"), "{log}");
    assert!(!log.contains(support::FAKE_TOKEN), "the token leaked into the log");
    assert!(dir.path().join("oink-data").exists(), "the database was created where configured");
}
