//! The real serenity/poise bot against the fake Discord: connect, register, answer.

use crate::support;

use crate::support::TestBot;
use crate::support::fake_discord::{User, board_text, board_title, custom_ids, is_private};
use serde_json::json;

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
    let sent = fake.slash(&ann, "oink", json!([{"type": 1, "name": "help", "options": []}])).await;
    let response = fake.response(&sent).await;
    assert_eq!(response["type"], 4, "an immediate message: {response:#}");
    let overview = &response["data"];
    assert_eq!(board_title(overview).as_deref(), Some("Oink: Schweinespiele für euren Server"));
    let shown = board_text(overview);
    for game in ["Die drei kleinen Schweinchen", "Würfelhaus", "Space-Schweine"] {
        assert!(shown.contains(game), "the overview names {game}: {shown}");
    }
    assert!(!is_private(overview), "the overview is public");

    // Ben (French) clicks the Würfelhaus button: an ephemeral description, in French.
    let overview = fake.response_message(&sent).await;
    let ids = custom_ids(&overview);
    assert_eq!(ids, ["oink:1:info:three-pigs", "oink:1:info:wuerfelhaus", "oink:1:info:space-pigs"]);
    let ben = User::new(5002, "Ben", "fr");
    let click = fake.click(&ben, &overview, "oink:1:info:wuerfelhaus").await;
    let info = fake.response(&click).await;
    assert_eq!(info["type"], 4);
    assert!(is_private(&info["data"]), "only Ben sees it: {info:#}");
    let about = board_text(&info["data"]);
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
    let sent = fake.slash(&eve, "oink", json!([{"type": 1, "name": "help", "options": []}])).await;
    let response = fake.response(&sent).await;
    assert_eq!(board_title(&response["data"]).as_deref(), Some("Oink: pig games for your server"));

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

    // A table, then a backup taken while the bot runs (sled locks the database to the bot, so
    // the export comes from the bot over its socket).
    let ann = User::new(5001, "Ann", "en-US");
    let sent = fake.slash(&ann, "pigs", json!([{"name": "new", "type": 1, "options": []}])).await;
    assert_eq!(fake.response(&sent).await["type"], 4);
    let export = tokio::process::Command::new(env!("CARGO_BIN_EXE_oink"))
        .args(["db", "export", "backup.jsonl"])
        .current_dir(dir.path())
        .env_clear()
        .output();
    let export = tokio::time::timeout(PATIENCE, export).await.expect("export in time").expect("run export");
    assert!(export.status.success(), "{}", String::from_utf8_lossy(&export.stderr));
    let backup = std::fs::read_to_string(dir.path().join("backup.jsonl")).expect("backup");
    let lines: Vec<&str> = backup.lines().collect();
    assert!(lines[0].starts_with(r#"{"tree":"tables""#), "{backup}");
    assert!(lines.last().is_some_and(|l| l.starts_with(r#"{"records":"#)), "{backup}");

    let pid = child.id().expect("pid").to_string();
    let status = std::process::Command::new("kill").args(["-TERM", &pid]).status().expect("kill");
    assert!(status.success());
    let asked = std::time::Instant::now();
    let output = tokio::time::timeout(PATIENCE, child.wait_with_output())
        .await
        .expect("oink did not stop after SIGTERM")
        .expect("wait");
    assert!(asked.elapsed() < std::time::Duration::from_secs(5), "stopped in {:?}", asked.elapsed());
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "exit {:?}: {log}", output.status);
    assert!(log.contains("SIGTERM received") && log.contains("database flushed"), "{log}");
    assert!(!log.contains(support::FAKE_TOKEN), "the token leaked into the log");
    assert!(dir.path().join("oink-data").exists(), "the database was created where configured");
    assert!(!dir.path().join("oink-data.sock").exists(), "the backup socket is removed at the end");
}

/// Issue 12: what froze a busy server. 24 tables in 24 channels; in each burst the player on
/// turn at every table toggles a die at the same moment (24 stored writes at once), ten
/// bursts. Every click must be answered with the updated board, none may hang.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bursts_of_clicks_across_many_channels_are_all_answered() {
    use oink::component::{ComponentId, Token};
    use oink::games::registry::{AnyGame, AnyOptions};
    use oink::games::three_pigs::Face;
    use oink::table::{Actor, Command, Service, Stage, Where};

    const TABLES: u64 = 24;
    let bot = TestBot::start().await;
    let service = Service::new(
        bot.store.clone(),
        std::sync::Arc::new(oink::i18n::Catalog::embedded().expect("catalog")),
        false,
    )
    .with_fixed_seed(Some(7));
    let table =
        |channel: u64| bot.store.table::<oink::table::Table>(channel).expect("read").expect("table").data;
    let mut ready = Vec::new();
    for index in 0..TABLES {
        let channel = 960_000_000_000_000_000 + index;
        let at = Where {
            channel,
            guild: Some(support::fake_discord::GUILD),
            chatter: 0,
            board_locale: None,
            answers_only: false,
        };
        let id = |token: &str| {
            let token = Token::parse(token).expect("a token");
            ComponentId::Table { channel, rev: table(channel).rev, token }.encode()
        };
        let player = |n: u64| Actor {
            user: 970_000_000_000_000_000 + 2 * index + n,
            name: format!("Pig {n}"),
            locale: oink::i18n::Locale::EnUs,
            can_manage: false,
        };
        let create = Command::Create {
            setup: AnyOptions::ThreePigs(Default::default()),
            turn_pings: Some(false),
            language: None,
            clock: Default::default(),
        };
        service.command(at, &player(0), create, 0).await.expect("create");
        for (who, token) in [(player(1), "join"), (player(0), "start")] {
            service.component(at, &who, &id(token), &[], 0).await.expect("lobby");
        }
        let Stage::Playing(AnyGame::ThreePigs(session)) = table(channel).stage else { panic!("not started") };
        let user = session.seats[session.game.turn.player].user;
        let who = Actor { user, ..player(0) };
        service.component(at, &who, &id("roll"), &[], 0).await.expect("roll");
        let Stage::Playing(AnyGame::ThreePigs(session)) = table(channel).stage else { panic!("not playing") };
        let die =
            (0..5u8).find(|d| session.game.turn.dice[usize::from(*d)] != Some(Face::Wolf)).expect("a die");
        let board = bot.fake.post_message(channel, json!({"content": "board"})).await;
        ready.push((channel, User::new(user, "Pig", "en-US"), die, board));
    }
    let start_revs: Vec<u64> = ready.iter().map(|(channel, ..)| table(*channel).rev).collect();
    for burst in 0..10 {
        let clicks = ready.iter().zip(&start_revs).map(|((channel, user, die, board), rev)| {
            // Picking dice changes no game, so the board's revision stays: each pick is still a
            // stored write.
            let token = Token::parse(&format!("die{die}")).expect("a token");
            let custom_id = ComponentId::Table { channel: *channel, rev: *rev, token }.encode();
            let fake = bot.fake.clone();
            async move { fake.click_and_answer(*channel, user, board, &custom_id).await }
        });
        for answer in futures_util::future::join_all(clicks).await {
            assert_eq!(answer["type"], 7, "burst {burst}: the board updates: {answer:#}");
        }
    }
    for ((channel, _, die, _), rev) in ready.iter().zip(&start_revs) {
        let table = table(*channel);
        assert_eq!(table.rev, *rev);
        let Stage::Playing(AnyGame::ThreePigs(session)) = table.stage else { panic!("playing") };
        assert!(!session.ui.reroll[usize::from(*die)], "ten picks of the same die cancel out");
    }
    bot.stop().await;
}
