//! Real `oink run` processes through the fake Discord: two on one PostgreSQL database, each
//! running one of two shards, share the tables and the turn clocks (issue 33); and the
//! `discord.gateway_url` option, which points the shards at a gateway proxy.

use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use oink::i18n::{Catalog, Locale};
use oink::store::{Store, Stored};
use oink::table::clock::{ClockWork, SHOW_AGAIN_AFTER, Unshown};
use oink::table::{Service, Table, now};
use serde_json::json;
use tokio::process::{Child, Command};

use crate::support::FAKE_TOKEN;
use crate::support::fake_discord::{APP_ID, CHANNEL, FakeDiscord, GUILD, Request, User};
use crate::support::postgres::TestDatabase;
use crate::three_pigs_discord::{custom_id, expect_update, find};

/// A server that Discord routes to shard 1 of 2 (`GUILD` goes to shard 0).
pub(crate) const OTHER_GUILD: u64 = GUILD + (1 << 22);
pub(crate) const OTHER_CHANNEL: u64 = CHANNEL + 1;

/// `oink run` with the fake as Discord and `env` on top; its log goes to `<dir>/<name>.log`.
pub(crate) fn oink_run(fake: &FakeDiscord, dir: &Path, name: &str, env: &[(&str, &str)]) -> Child {
    let log = std::fs::File::create(dir.join(format!("{name}.log"))).expect("log file");
    let mut command = Command::new(env!("CARGO_BIN_EXE_oink"));
    command
        .arg("run")
        .current_dir(dir)
        .env_clear()
        .env("DISCORD_TOKEN", FAKE_TOKEN)
        .env("OINK_DISCORD_API_BASE", &fake.base)
        .env("OINK_DISCORD_DEV_GUILD_ID", GUILD.to_string())
        .env("OINK_LOG_LEVEL", "info")
        .stdout(Stdio::null())
        .stderr(log)
        .kill_on_drop(true);
    for (key, value) in env {
        command.env(key, value);
    }
    command.spawn().expect("start oink")
}

/// The logs of processes `a` and `b`, for a failure's message.
pub(crate) fn logs(dir: &Path) -> String {
    ["a", "b"]
        .iter()
        .map(|name| {
            let log = std::fs::read_to_string(dir.join(format!("{name}.log"))).unwrap_or_default();
            format!("--- {name} ---\n{log}")
        })
        .collect()
}

fn posted_text(request: &Request, channel: u64, needle: &str) -> bool {
    request.method == "POST"
        && request.path == format!("/channels/{channel}/messages")
        && request.body["content"].as_str().is_some_and(|c| c.contains(needle))
}

/// How many messages containing `needle` the bots posted in `channel`.
async fn posted(fake: &FakeDiscord, channel: u64, needle: &str) -> usize {
    fake.requests().await.iter().filter(|r| posted_text(r, channel, needle)).count()
}

/// Waits (bounded) until a message containing `needle` was posted in `channel`, then a while
/// longer (more than two looks of a clock, 2 s apart) for any second one; returns how many.
async fn posted_once_settled(fake: &FakeDiscord, channel: u64, needle: &str) -> usize {
    let until = Instant::now() + Duration::from_secs(20);
    while posted(fake, channel, needle).await == 0 && Instant::now() < until {
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    tokio::time::sleep(Duration::from_secs(5)).await;
    posted(fake, channel, needle).await
}

/// Moves the running turn of `channel` back in time by `secs`, as if that long had passed,
/// through a store of the test's own on the same database (whose index follows the table).
async fn turn_started_earlier(store: &Store, channel: u64, secs: u64) {
    store
        .update(channel, |old: Option<Stored<Table>>| {
            let mut table = old.ok_or("no table")?.data;
            let turn = table.turn.as_mut().ok_or("no turn")?;
            turn.since = turn.since.saturating_sub(secs);
            Ok::<_, &str>(table)
        })
        .await
        .expect("store")
        .expect("a running turn");
}

/// Ann opens a Three Little Pigs table with a one-hour turn limit in `CHANNEL`, Ben joins,
/// Ann starts it.
pub(crate) async fn started_table(fake: &FakeDiscord, ann: &User, ben: &User) {
    let options = json!([{"name": "turn_limit", "type": 3, "value": "1h"}]);
    let sent = fake.slash(ann, "pigs", json!([{"name": "new", "type": 1, "options": options}])).await;
    let lobby = fake.response_message(&sent).await;
    expect_update(fake, &fake.click(ben, &lobby, &custom_id(&find(&lobby, ":join").expect("join"))).await)
        .await;
    let lobby = fake.latest_board(CHANNEL).await;
    expect_update(fake, &fake.click(ann, &lobby, &custom_id(&find(&lobby, ":start").expect("start"))).await)
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_database_share_tables_and_the_clock_also_after_a_kill_9() {
    let Some(db) = TestDatabase::create().await else { return };
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let shared = [("OINK_DATABASE_URL", db.url.as_str()), ("OINK_SHARDS_TOTAL", "2")];
    let mut a = oink_run(&fake, dir.path(), "a", &[shared[0], shared[1], ("OINK_SHARDS_RANGE", "0-0")]);
    // B identifies one interval after A would: here no wait, so both start at once.
    let b_env =
        [shared[0], shared[1], ("OINK_SHARDS_RANGE", "1-1"), ("OINK_SHARDS_IDENTIFY_INTERVAL_SECS", "0")];
    let mut b = oink_run(&fake, dir.path(), "b", &b_env);
    fake.wait_ready(2).await;

    // Each process answers its own shard's server (poise holds events until its setup, the
    // registration included, is done).
    let ann = User::new(8101, "Ann", "en-US");
    let ben = User::new(8102, "Ben", "en-US");
    let games = json!([{"type": 1, "name": "games", "options": []}]);
    for guild_channel in [(GUILD, CHANNEL), (OTHER_GUILD, OTHER_CHANNEL)] {
        let sent = fake.slash_in(guild_channel.0, guild_channel.1, &ann, "oink", games.clone()).await;
        fake.response(&sent).await;
    }
    let registrations = fake.requests().await.into_iter().filter(|r| r.method == "PUT").count();
    assert_eq!(registrations, 1, "one process registers the commands; {}", logs(dir.path()));

    // A table on shard 0's server, made through A.
    started_table(&fake, &ann, &ben).await;

    // `/oink games` on shard 1's server, answered by B, lists it.
    let sent = fake.slash_in(OTHER_GUILD, OTHER_CHANNEL, &ben, "oink", games.clone()).await;
    // Deferred, then answered in a follow-up (or an edit of the placeholder).
    let answer = format!("/webhooks/{APP_ID}/{}", sent.token);
    let listed = fake
        .wait_request("B's answer", |r| r.path.starts_with(&answer) && r.method != "GET")
        .await
        .body
        .to_string();
    assert!(listed.contains(&format!("/{GUILD}/{CHANNEL}")), "B lists the table A made: {listed}");
    let partial = Catalog::embedded().expect("catalog").text(Locale::EnUs, "games-partial", None);
    assert!(!listed.contains(&partial), "nothing is missing on a shared database: {listed}");

    // Half an hour passes: both clocks run, one reminder is posted.
    let store = db.open();
    let _indexing =
        Service::new(store.clone(), std::sync::Arc::new(Catalog::embedded().expect("catalog")), false);
    turn_started_earlier(&store, CHANNEL, 30 * 60).await;
    assert_eq!(posted_once_settled(&fake, CHANNEL, "⏰").await, 1, "one reminder; {}", logs(dir.path()));

    // A, whose shard serves the table's server, is killed; the hour runs out: B passes the turn.
    a.start_kill().expect("kill -9");
    a.wait().await.expect("A gone");
    turn_started_earlier(&store, CHANNEL, 30 * 60).await;
    assert_eq!(
        posted_once_settled(&fake, CHANNEL, "did not move within 1 h").await,
        1,
        "B passes the turn once; {}",
        logs(dir.path())
    );
    assert_eq!(posted(&fake, CHANNEL, "⏰").await, 1, "and reminds nobody twice");

    b.start_kill().expect("stop B");
    b.wait().await.expect("B gone");
    store.close(Duration::from_secs(2)).await;
    drop((store, _indexing));
    db.remove().await;
}

/// The clock's outbox with a real process: another process did a reminder's work and posted
/// it, then died before noting it posted. This one posts it again with the same nonce and
/// `enforce_nonce`, which Discord (and the fake) answers with the first message: the channel
/// shows the reminder once, and the outbox is empty after.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_posted_by_a_process_that_died_before_noting_it_is_not_doubled() {
    let Some(db) = TestDatabase::create().await else { return };
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut bot = oink_run(&fake, dir.path(), "bot", &[("OINK_DATABASE_URL", db.url.as_str())]);
    fake.wait_ready(1).await;
    let (ann, ben) = (User::new(8201, "Ann", "en-US"), User::new(8202, "Ben", "en-US"));
    started_table(&fake, &ann, &ben).await;

    let store = db.open();
    let _indexing =
        Service::new(store.clone(), std::sync::Arc::new(Catalog::embedded().expect("catalog")), false);
    let nonce = 0xfeed;
    store
        .update(CHANNEL, |old: Option<Stored<Table>>| {
            let mut table = old.ok_or("no table")?.data;
            let turn = table.turn.as_mut().ok_or("no turn")?;
            turn.reminded = true;
            let work = ClockWork::Reminded { seats: turn.seats.clone() };
            table.unshown = Some(Unshown { at: now().saturating_sub(SHOW_AGAIN_AFTER), nonce, work });
            Ok::<_, &str>(table)
        })
        .await
        .expect("store")
        .expect("a running turn");
    fake.post_message(CHANNEL, json!({"content": "⏰ first post", "nonce": "feedp", "enforce_nonce": true}))
        .await;

    let again = fake
        .wait_request("the reminder posted again", |r| {
            r.method == "POST" && r.body["nonce"] == json!("feedp")
        })
        .await;
    assert_eq!(again.body["enforce_nonce"], json!(true), "{}", again.body);
    let until = Instant::now() + Duration::from_secs(20);
    let unshown = || store.table::<Table>(CHANNEL).expect("read").expect("table").data.unshown;
    while unshown().is_some() && Instant::now() < until {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(unshown(), None, "out of the outbox once posted; {}", logs(dir.path()));
    let reminders = fake.public_texts(CHANNEL).await.into_iter().filter(|t| t.contains('⏰')).count();
    assert_eq!(reminders, 1, "one reminder in the channel");
    assert!(fake.invalid().await.is_empty(), "Discord would refuse: {:#?}", fake.invalid().await);

    bot.start_kill().expect("stop");
    bot.wait().await.expect("gone");
    store.close(Duration::from_secs(2)).await;
    drop((store, _indexing));
    db.remove().await;
}

/// `discord.gateway_url`: the shards connect to the gateway named there (a gateway proxy)
/// while every REST call still goes to `discord.api_base`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gateway_url_points_the_shards_at_another_gateway() {
    let (rest, gateway) = (FakeDiscord::start().await, FakeDiscord::start().await);
    let dir = tempfile::tempdir().expect("tempdir");
    let url = gateway.gateway_url();
    let mut bot = oink_run(&rest, dir.path(), "a", &[("OINK_DISCORD_GATEWAY_URL", &url)]);
    gateway.wait_ready(1).await;
    rest.wait_request("command registration", |r| r.method == "PUT").await;

    let ann = User::new(8201, "Ann", "en-US");
    let sent = gateway.slash(&ann, "oink", json!([{"type": 1, "name": "help", "options": []}])).await;
    let callback = format!("/interactions/{}/{}/callback", sent.id, sent.token);
    let answered = rest.wait_request("the answer, by REST", |r| r.path == callback).await;
    assert_eq!(answered.body["type"], 4, "{:#}", answered.body);
    assert_eq!(rest.ready_sessions().await, 0, "no shard connected to the gateway `GET /gateway` named");
    bot.start_kill().expect("stop");
    bot.wait().await.expect("gone");
}

/// Staggered identifies: processes started together, each running one shard of two, identify
/// one after another. The one whose range starts at shard 1 waits one
/// `shards.identify_interval_secs` first, as Discord's `max_concurrency` of 1 asks.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn processes_started_together_identify_their_shards_one_interval_apart() {
    let fake = FakeDiscord::start().await;
    let (dir_a, dir_b) = (tempfile::tempdir().expect("tempdir"), tempfile::tempdir().expect("tempdir"));
    let interval = 4;
    let shards = |range| {
        [
            ("OINK_SHARDS_TOTAL", "2"),
            ("OINK_SHARDS_RANGE", range),
            ("OINK_SHARDS_IDENTIFY_INTERVAL_SECS", "4"),
        ]
    };
    let started = Instant::now();
    let mut b = oink_run(&fake, dir_b.path(), "b", &shards("1-1"));
    let mut a = oink_run(&fake, dir_a.path(), "a", &shards("0-0"));
    fake.wait_ready(2).await;
    let identifies = fake.identifies().await;
    let shards: Vec<u64> = identifies.iter().map(|(shard, _)| *shard).collect();
    assert_eq!(shards, [0, 1], "shard 0 first, though its process started second");
    let waited = identifies[1].1.duration_since(started);
    assert!(waited >= Duration::from_secs(interval), "shard 1 identified after {waited:?}");
    for bot in [&mut a, &mut b] {
        bot.start_kill().expect("stop");
        bot.wait().await.expect("gone");
    }
}
