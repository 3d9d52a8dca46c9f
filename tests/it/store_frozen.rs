//! Issue 53, item 2: PostgreSQL frozen (SIGSTOP) while people click. Every interaction is
//! answered within Discord's three seconds (deferred when the store is slow), every move the
//! database holds after it runs again is on the board, and nothing acknowledged is lost.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use oink::i18n::{Catalog, Locale};
use oink::render::reply::Row;
use oink::store::postgres::{ANSWER, Settings};
use oink::store::{Store, StoreError};
use oink::table::{ClockChoice, Service, Table, Where};
use serde_json::{Value, json};

use crate::away::Shown;
use crate::fleet_processes::{OTHER_CHANNEL, OTHER_GUILD, logs, oink_run};
use crate::support::fake_discord::{APP_ID, CHANNEL, FakeDiscord, GUILD, Sent, User, current_user};
use crate::support::postgres::{Cluster, TestDatabase};
use crate::table_service::{actor, id, open_pigs};
use crate::three_pigs_discord::{custom_id, find};

fn signal(backends: &[i32], signal: &str) {
    for pid in backends {
        let done = std::process::Command::new("kill").args([signal, &pid.to_string()]).status();
        assert!(done.is_ok_and(|s| s.success()), "kill {signal} {pid}");
    }
}

/// The board revision a board's buttons carry (`oink:1:t:<channel>:<rev>:<token>`).
fn board_rev(board: &Value) -> Option<u64> {
    crate::support::fake_discord::custom_ids(board).iter().find_map(|id| {
        let parts: Vec<&str> = id.split(':').collect();
        (parts.get(2) == Some(&"t")).then(|| parts.get(4)?.parse().ok()).flatten()
    })
}

/// The move a player of the board would make now (as `play_out_turn` plays), as the
/// clicker and the component with its value for a menu.
fn next_move(board: &Value) -> Option<(u64, String, Option<String>)> {
    let user = current_user(board)?;
    for action in [":roll", ":stop", ":done"] {
        if let Some(button) = find(board, action) {
            return Some((user, custom_id(&button), None));
        }
    }
    if let Some(blow) = find(board, ":blow").filter(|b| b["disabled"] != true) {
        return Some((user, custom_id(&blow), None));
    }
    let menu = find(board, ":buy0").or_else(|| find(board, ":target0"))?;
    let value = menu["options"][0]["value"].as_str()?.to_owned();
    Some((user, custom_id(&menu), Some(value)))
}

/// A click whose statement was cut off by the store's bound, and committed by the server once
/// it ran again: the player heard that storage was unavailable, and the table moved on all
/// the same. The board is redrawn from the store, at the committed revision, as soon as the
/// store answers again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_committed_after_its_answer_was_lost_is_redrawn_from_the_store() {
    let Some(db) = TestDatabase::create().await else { return };
    let store = db.open_with_pool(1);
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    let at = Where { channel: 4242, guild: Some(7), chatter: 0, board_locale: None, answers_only: false };
    let (ann, ben) = (actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs));
    open_pigs(&service, &store, at, &ann, Some(&ben), ClockChoice::default()).await;
    service.board_posted(at.channel, 999, 0).await.expect("store");
    let before = store.table::<Table>(at.channel).expect("read").expect("table").data;
    let current = if current_user_of(&before) == ann.user { &ann } else { &ben };

    let backends = db.store_backends().await;
    assert_eq!(backends.len(), 1, "{backends:?}");
    signal(&backends, "-STOP");
    let started = Instant::now();
    let roll = service.component(at, current, &id(at, before.rev, "roll"), &[], 0).await;
    let waited = started.elapsed();
    signal(&backends, "-CONT");
    assert!(matches!(roll, Err(StoreError::Unavailable(_))), "{roll:?}");
    assert!(waited >= ANSWER && waited < ANSWER * 2, "cut off at the bound: {waited:?}");

    // The server ran the statement it had received: the roll is stored.
    let until = Instant::now() + Duration::from_secs(20);
    let shown = Shown::default();
    loop {
        if service.recheck(&shown).await > 0 {
            break;
        }
        assert!(Instant::now() < until, "the board was never redrawn");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let after = store.table::<Table>(at.channel).expect("read").expect("table").data;
    assert_eq!(after.rev, before.rev + 1, "the statement cut off was committed once the server ran");
    let shown = shown.take();
    assert_eq!(shown.len(), 1, "{shown:?}");
    let (channel, answer) = &shown[0];
    let (message, board) = answer.board_edit.clone().expect("the board is edited");
    assert_eq!((*channel, message), (at.channel, 999));
    let drawn: Vec<&str> = board
        .rows
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.custom_id.as_str()).collect(),
            Row::Select(select) => vec![select.custom_id.as_str()],
        })
        .collect();
    assert!(
        drawn.iter().any(|id| id.contains(&format!(":t:{}:{}:", at.channel, after.rev))),
        "the board shows the stored revision {}: {drawn:?}",
        after.rev
    );
    // Nothing is left to recheck.
    assert_eq!(service.recheck(&Shown::default()).await, 0);
    store.close(Duration::from_secs(2)).await;
    drop((service, store));
    db.remove().await;
}

/// The user whose turn it is at a Three Little Pigs table.
fn current_user_of(table: &Table) -> u64 {
    table.stage.seats().get(table.waiting_for().first().copied().unwrap_or(0)).map_or(0, |s| s.user)
}

/// Waits (bounded) for a click's final answer: its callback, and when that was a deferral,
/// the edit or follow-up through its token. Returns the board revision it acknowledged, if
/// it showed a board.
async fn final_answer(fake: &FakeDiscord, sent: &Sent) -> Option<u64> {
    let response = fake.response(sent).await;
    match response["type"].as_u64() {
        Some(7) => board_rev(&response["data"]),
        Some(6) => {
            let follow_up = format!("/webhooks/{APP_ID}/{}", sent.token);
            let original = format!("{follow_up}/messages/@original");
            let answer = fake
                .wait_request("a deferred click's answer", |r| r.path == follow_up || r.path == original)
                .await;
            if answer.method == "PATCH" { board_rev(&answer.body) } else { None }
        }
        _ => None,
    }
}

/// Ann opens a Three Little Pigs table in `channel` of `guild` and Ben joins: the lobby board and
/// its Start button.
async fn lobby_of_two(
    fake: &FakeDiscord,
    (guild, channel): (u64, u64),
    ann: &User,
    ben: &User,
) -> (Value, String) {
    let new = json!([{"name": "new", "type": 1, "options": []}]);
    let lobby = fake.response_message(&fake.slash_in(guild, channel, ann, "pigs", new).await).await;
    let join = custom_id(&find(&lobby, ":join").expect("join"));
    final_answer(fake, &fake.click_in((guild, channel), ben, &lobby, &join).await).await;
    let lobby = fake.latest_board(channel).await;
    let start = custom_id(&find(&lobby, ":start").expect("start"));
    (lobby, start)
}

/// Ann and Ben play in `channel` of `guild` until `stop`, one click after the other's answer;
/// returns the highest board revision a click was acknowledged with.
async fn clicker(fake: FakeDiscord, guild: u64, channel: u64, stop: Instant) -> u64 {
    let (ann, ben) =
        (User::new(guild % 1000 + 1, "Ann", "en-US"), User::new(guild % 1000 + 2, "Ben", "en-US"));
    let (lobby, start) = lobby_of_two(&fake, (guild, channel), &ann, &ben).await;
    let mut acknowledged =
        final_answer(&fake, &fake.click_in((guild, channel), &ann, &lobby, &start).await).await.unwrap_or(0);
    while Instant::now() < stop {
        let board = fake.latest_board(channel).await;
        let Some((user, component, value)) = next_move(&board) else { break };
        let who = if user == ann.id { &ann } else { &ben };
        let sent = match value {
            Some(value) => fake.select_in((guild, channel), who, &board, &component, &[&value]).await,
            None => fake.click_in((guild, channel), who, &board, &component).await,
        };
        if let Some(rev) = final_answer(&fake, &sent).await {
            acknowledged = acknowledged.max(rev);
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    acknowledged
}

/// Two processes on one PostgreSQL server, each serving a table of its own shard's server,
/// while the server is frozen for several seconds under their clicks: no interaction waits
/// three seconds for its first answer, the boards show every move the database holds once
/// the server runs again, and every acknowledged move is kept.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frozen_database_leaves_no_click_unanswered_and_no_board_behind() {
    let Some(cluster) = Cluster::create("frozen") else { return };
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let url = cluster.url();
    let shared = [("OINK_DATABASE_URL", url.as_str()), ("OINK_SHARDS_TOTAL", "2")];
    let mut a = oink_run(&fake, dir.path(), "a", &[shared[0], shared[1], ("OINK_SHARDS_RANGE", "0-0")]);
    let b_env =
        [shared[0], shared[1], ("OINK_SHARDS_RANGE", "1-1"), ("OINK_SHARDS_IDENTIFY_INTERVAL_SECS", "0")];
    let mut b = oink_run(&fake, dir.path(), "b", &b_env);
    fake.wait_ready(2).await;
    fake.wait_request("command registration", |r| r.method == "PUT").await;

    let stop = Instant::now() + Duration::from_secs(16);
    let players = [(GUILD, CHANNEL), (OTHER_GUILD, OTHER_CHANNEL)]
        .map(|(guild, channel)| tokio::spawn(clicker(fake.clone(), guild, channel, stop)));
    tokio::time::sleep(Duration::from_secs(4)).await;
    cluster.freeze();
    tokio::time::sleep(Duration::from_secs(8)).await;
    cluster.thaw();
    let mut acknowledged = BTreeMap::new();
    for (player, channel) in players.into_iter().zip([CHANNEL, OTHER_CHANNEL]) {
        acknowledged.insert(channel, player.await.expect("the clicker"));
    }

    let delays = fake.answer_delays().await;
    let late: Vec<_> =
        delays.iter().filter(|(_, d)| !d.is_some_and(|d| d < Duration::from_secs(3))).collect();
    assert!(late.is_empty(), "answered late or never: {late:?} of {}; {}", delays.len(), logs(dir.path()));
    assert!(delays.len() > 20, "the clickers played on through the freeze: {} interactions", delays.len());
    for name in ["a", "b"] {
        // A click, or a command when a busy machine had not finished the setup at the freeze;
        // the line may reach the file a moment after the answer on a busy machine.
        let until = Instant::now() + Duration::from_secs(10);
        loop {
            let log = std::fs::read_to_string(dir.path().join(format!("{name}.log"))).unwrap_or_default();
            if log.contains("was not answered within") {
                break;
            }
            assert!(
                Instant::now() < until,
                "process {name} deferred requests while the server was frozen; {}",
                logs(dir.path())
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    // Once the server runs again, each board shows the stored revision, at least the highest
    // one a click was told about.
    let store = Store::postgres(&url, Settings::waiting(Duration::from_secs(10))).expect("connect");
    let until = Instant::now() + Duration::from_secs(20);
    for (channel, acked) in acknowledged {
        let stored = store.table::<Table>(channel).expect("read").expect("a table").data.rev;
        assert!(stored >= acked, "channel {channel}: acknowledged {acked}, stored {stored}");
        loop {
            let shown = board_rev(&fake.latest_board(channel).await);
            if shown == Some(stored) {
                break;
            }
            assert!(
                Instant::now() < until,
                "channel {channel}: the board shows {shown:?}, the database {stored}; {}",
                logs(dir.path())
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    assert!(fake.invalid().await.is_empty(), "Discord would refuse: {:#?}", fake.invalid().await);
    for bot in [&mut a, &mut b] {
        bot.start_kill().expect("stop");
        bot.wait().await.expect("gone");
    }
    store.close(Duration::from_secs(2)).await;
}

/// A click whose work blocks its thread on a frozen database (a Start reads the table and each
/// player's settings synchronously, each waiting up to the store's bound) is still deferred
/// within Discord's three seconds: the work runs as a task of its own, and the deferral does
/// not wait for it. Its answer follows once the store gives up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_whose_work_blocks_on_a_frozen_database_is_deferred_on_time() {
    let Some(cluster) = Cluster::create("blocked") else { return };
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let url = cluster.url();
    let mut bot = oink_run(&fake, dir.path(), "a", &[("OINK_DATABASE_URL", url.as_str())]);
    fake.wait_ready(1).await;
    fake.wait_request("command registration", |r| r.method == "PUT").await;
    let (ann, ben) = (User::new(1, "Ann", "en-US"), User::new(2, "Ben", "en-US"));
    let (lobby, start) = lobby_of_two(&fake, (GUILD, CHANNEL), &ann, &ben).await;

    cluster.freeze();
    let clicked = Instant::now();
    let sent = fake.click_in((GUILD, CHANNEL), &ann, &lobby, &start).await;
    let first = fake.response(&sent).await;
    let took = clicked.elapsed();
    assert_eq!(first["type"], 6, "deferred: {first}; {}", logs(dir.path()));
    assert!(took < Duration::from_millis(2500), "deferred after {took:?}; {}", logs(dir.path()));
    // The store gives up on its bound, and the player hears it through the click's token.
    let follow_up = format!("/webhooks/{APP_ID}/{}", sent.token);
    let answer = fake.wait_request("the deferred click's answer", |r| r.path.starts_with(&follow_up)).await;
    assert!(answer.body.to_string().contains("storage"), "{}", answer.body);
    cluster.thaw();
    assert!(fake.invalid().await.is_empty(), "Discord would refuse: {:#?}", fake.invalid().await);
    bot.start_kill().expect("stop");
    bot.wait().await.expect("gone");
}
