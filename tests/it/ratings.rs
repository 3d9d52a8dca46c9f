//! Issue 55, ratings: a finished game of two people rates both, per server and across servers,
//! in the write that finishes it; the end announcement shows each person's change, `stats`
//! their rating, and the leaderboard ranks by it (provisional at first), on sled and on
//! PostgreSQL alike.

use std::sync::Arc;

use oink::games::registry::AnyGame;
use oink::games::seam::TableGame;
use oink::i18n::{Catalog, Locale};
use oink::store::Store;
use oink::table::stats::Rating;
use oink::table::stats::{EVERY_SERVER, UserStats};
use oink::table::{Actor, ClockChoice, Command, Service, Stage, Table, Where};

use crate::support::postgres::TestDatabase;
use crate::table_service::{AT, actor, finish_turn_at, open_pigs};

/// The test channel (the shared helpers play there) on server `guild`: a new table replaces
/// the finished one, as `/pigs new` does.
pub(crate) fn on(guild: u64) -> Where {
    Where { guild: Some(guild), ..AT }
}

/// Ann and Ben play a game of The Three Little Pigs to its end in `at`; returns the winners
/// and the end announcement.
async fn play(service: &Service, store: &Store, at: Where, players: &[Actor; 2]) -> (Vec<u64>, String) {
    play_from(service, store, at, players, 0).await
}

/// [`play`], its turns timed from `from` on (Unix seconds; it ends before `from + 100_000`).
pub(crate) async fn play_from(
    service: &Service,
    store: &Store,
    at: Where,
    players: &[Actor; 2],
    from: u64,
) -> (Vec<u64>, String) {
    open_pigs(service, store, at, &players[0], Some(&players[1]), ClockChoice::default()).await;
    let mut now = from + 10;
    let last = loop {
        let answer = finish_turn_at(service, store, players, now, at).await;
        now += 10;
        assert!(now < from + 100_000, "the game ends");
        let table = store.table::<Table>(at.channel).expect("read").expect("a table").data;
        if let Stage::Finished(AnyGame::ThreePigs(session)) = table.stage {
            let results = session.game.results().expect("results");
            let winners = session.seats.iter().zip(&results).filter(|(_, r)| r.won).map(|(s, _)| s.user);
            break (winners.collect(), answer);
        }
    };
    let announce = last.1.announce.and_then(|reply| reply.content).expect("the end is announced");
    (last.0, announce)
}

/// Two games on two servers: each server rates its own game, the record across servers both.
async fn rated_in(store: Store) {
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    let players = [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs)];
    let here = on(5);
    let (winners, announce) = play(&service, &store, here, &players).await;
    assert!(announce.contains("⭐"), "the announcement shows the changes: {announce}");
    for name in ["Ann", "Ben"] {
        assert!(announce.contains(name), "{announce}");
    }

    let board =
        service.command(here, &players[0], Command::Leaderboard("three-pigs"), 1).await.expect("store");
    let lines = board.reply.embed.expect("embed").description;
    assert_eq!(lines.lines().count(), 2, "{lines}");
    let first = lines.lines().next().unwrap_or_default();
    assert!(winners.iter().any(|w| first.starts_with(&format!("1. <@{w}>"))), "{lines} {winners:?}");
    assert!(first.contains("⭐") && first.contains("(provisional)"), "{lines}");

    let mine = service.command(here, &players[0], Command::Stats("three-pigs"), 1).await.expect("store");
    let text = mine.reply.content.unwrap_or_default();
    assert!(text.contains("rating") && text.contains("last rated game"), "{text}");

    let ann = |guild| store.stats::<UserStats>(guild, 1, "three-pigs").expect("read").expect("a record");
    let rating = |guild| ann(guild).rating.expect("rated");
    assert_eq!(rating(5).games, 1);
    assert_eq!(rating(EVERY_SERVER), rating(5), "one game: the same rating everywhere");
    assert_eq!(ann(EVERY_SERVER).games, 0, "the record across servers keeps only the rating");

    // A game on another server: rated there from scratch, and across servers on top of the first.
    play(&service, &store, on(6), &players).await;
    assert_eq!(rating(6).games, 1);
    assert_eq!(rating(5).games, 1, "a server's rating counts its own games");
    assert_eq!(rating(EVERY_SERVER).games, 2);
    for user in [1, 2] {
        let global = store.stats::<UserStats>(EVERY_SERVER, user, "three-pigs").expect("read");
        assert!(global.and_then(|s| s.rating).is_some_and(|r| r.mu.is_finite() && r.sigma > 0.0));
    }
}

#[tokio::test]
async fn the_leaderboard_ranks_by_rating_on_sled() {
    let dir = tempfile::tempdir().expect("tempdir");
    rated_in(Store::open(&dir.path().join("db"), 8).expect("store")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_ranks_by_rating_on_postgres() {
    let Some(db) = TestDatabase::create().await else { return };
    rated_in(db.open()).await;
}

/// The player process of [`a_game_ending_at_a_kill_is_rated_exactly_once`]: plays two-person
/// games to their end on server 5, one after another, and prints a line for each end that
/// was acknowledged. Does nothing unless the parent started it.
#[tokio::test]
#[ignore = "the player process of a_game_ending_at_a_kill_is_rated_exactly_once"]
async fn crash_child() {
    let Ok(path) = std::env::var("OINK_RATING_CRASH_DB") else { return };
    let store = Store::open(std::path::Path::new(&path), 8).expect("open");
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    let players = [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs)];
    loop {
        play(&service, &store, on(5), &players).await;
        println!("ended");
    }
}

/// Issue 55: kill -9 while games end, at a different moment each time (right after an end
/// was acknowledged, and later into the next game). After each restart, each person's games
/// (counted in the same write since before ratings) are the acknowledged ends, or one more
/// (an end written whose line the kill cut off), and their rated games on the server and
/// across servers are exactly their games: no game rated twice or not at all.
#[test]
fn a_game_ending_at_a_kill_is_rated_exactly_once() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("db");
    let mut acknowledged = 0;
    for run in 0..4u64 {
        let mut child = Command::new(std::env::current_exe().expect("test binary"))
            .args(["ratings::crash_child", "--exact", "--ignored", "--nocapture", "--test-threads", "1"])
            .env("OINK_RATING_CRASH_DB", &path)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the player");
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        let mut seen = 0;
        while seen < 2 {
            let line = lines.next().expect("the player stopped early").expect("read");
            // The first line follows the test harness's own words.
            if line.ends_with("ended") {
                seen += 1;
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(run * 40));
        child.kill().expect("kill -9");
        // Lines printed before the kill were acknowledged too.
        seen += lines.map_while(Result::ok).filter(|line| line.ends_with("ended")).count();
        child.wait().expect("reaped");
        acknowledged += seen as u32;

        let store = Store::open(&path, 8).expect("reopen after the kill");
        let mut games = None;
        for user in [1, 2] {
            let here = store.stats::<UserStats>(5, user, "three-pigs").expect("read").expect("stats");
            let everywhere = store.stats::<UserStats>(EVERY_SERVER, user, "three-pigs").expect("read");
            let rated = |stats: Option<&UserStats>| stats.and_then(|s| s.rating).map_or(0, |r| r.games);
            assert_eq!(
                (rated(Some(&here)), rated(everywhere.as_ref())),
                (here.games, here.games),
                "run {run}: user {user}"
            );
            assert!(
                here.games == acknowledged || here.games == acknowledged + 1,
                "run {run}: {} games, {acknowledged} acknowledged",
                here.games
            );
            assert!(games.is_none_or(|games| games == here.games), "both played every game");
            games = Some(here.games);
        }
        // The next run counts from what is stored.
        acknowledged = games.unwrap_or(acknowledged);
    }
}

/// The people and servers of the old games.
const PEOPLE: [u64; 3] = [1, 2, 3];
const SERVERS: [u64; 3] = [5, 6, EVERY_SERVER];

/// Every person's rating on both servers and across servers (`None`: unrated).
fn ratings(store: &Store) -> Vec<Option<Rating>> {
    let mut found = Vec::new();
    for guild in SERVERS {
        for user in PEOPLE {
            let stats = store.stats::<UserStats>(guild, user, "three-pigs").expect("read");
            found.push(stats.and_then(|s| s.rating));
        }
    }
    found
}

/// Plays five games of three people on two servers, live, each ending after the one before,
/// in the one channel (so all but the last are archived): their ratings are the reference.
async fn play_rated_games(store: &Store) -> Vec<Option<Rating>> {
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    let [ann, ben, cy] =
        [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs), actor(3, "Cy", Locale::EnUs)];
    let games = [
        (5, [ann.clone(), ben.clone()]),
        (5, [ben.clone(), cy.clone()]),
        (6, [ann.clone(), cy.clone()]),
        (5, [cy.clone(), ann.clone()]),
        (6, [ben, ann]),
    ];
    for (n, (guild, players)) in games.into_iter().enumerate() {
        play_from(&service, store, on(guild), &players, n as u64 * 100_000).await;
    }
    let rated = ratings(store);
    assert!(rated.iter().all(Option::is_some), "everyone played on both servers: {rated:?}");
    rated
}

/// The export of `store` as an older release would have left the database: no rating in any
/// statistics record, and no record across servers (only ratings are kept there). Without
/// its closing line (the checksum no longer holds), so it is imported unverified.
fn as_before_ratings(store: &Store) -> Vec<u8> {
    let mut export = Vec::new();
    store.export(&mut export).expect("export");
    let mut old = Vec::new();
    for line in export.split(|b| *b == b'\n').filter(|line| !line.is_empty()) {
        let mut record: serde_json::Value = serde_json::from_slice(line).expect("a line");
        if record.get("tree").is_none() {
            continue;
        }
        if record["tree"] == "stats" {
            if record["key"].as_str().is_some_and(|key| key.starts_with(&"0".repeat(16))) {
                continue;
            }
            let data = record["value"]["data"].as_object_mut().expect("statistics");
            assert!(data.remove("rating").is_some(), "rated live: {data:?}");
        }
        old.extend(serde_json::to_vec(&record).expect("json"));
        old.push(b'\n');
    }
    old
}

fn loads_anything(_: &str, _: &str) -> Result<Option<u64>, String> {
    Ok(None)
}

/// An import that leaves the one-time work to the bot's first start, which these tests watch
/// (`oink db import` does it itself: `table::prepare`).
fn prepare_nothing(_: &Store) -> Result<(), oink::store::StoreError> {
    Ok(())
}

/// The whole database, as exported (revisions included): equal exports, nothing written.
fn exported(store: &Store) -> Vec<u8> {
    let mut export = Vec::new();
    store.export(&mut export).expect("export");
    export
}

/// Issue 55: the old games, replayed at start, rate everyone as the same games rated live; the
/// leaderboard ranks by those ratings; a second start writes nothing.
async fn old_games_rated_at_start(old: Store, reopen: impl Fn() -> Store, live: &[Option<Rating>]) {
    assert!(ratings(&old).iter().all(Option::is_none), "an older release's records");
    let service = Service::new(old.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    assert_eq!(ratings(&old), live, "replayed as they were rated live");

    let best = PEOPLE
        .iter()
        .zip(&live[..3])
        .max_by_key(|(_, rating)| rating.map(|r| r.shown()))
        .map(|(user, _)| *user)
        .expect("people");
    let reader = actor(1, "Ann", Locale::EnUs);
    let board = service.command(on(5), &reader, Command::Leaderboard("three-pigs"), 1).await.expect("store");
    let lines = board.reply.embed.expect("embed").description;
    assert!(lines.lines().next().unwrap_or_default().starts_with(&format!("1. <@{best}>")), "{lines}");
    assert!(lines.contains("⭐"), "{lines}");

    let before = exported(&old);
    drop((service, old));
    let again = reopen();
    Service::new(again.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    assert_eq!(exported(&again), before, "a second start changes nothing");
    assert_eq!(ratings(&again), live);
}

#[tokio::test]
async fn old_games_are_rated_once_at_start_on_sled() {
    let dir = tempfile::tempdir().expect("tempdir");
    let live = Store::open(&dir.path().join("live"), 8).expect("store");
    let rated = play_rated_games(&live).await;
    let old = as_before_ratings(&live);
    let path = dir.path().join("old");
    oink::store::backup::import(&path, old.as_slice(), 8, true, &loads_anything, &prepare_nothing)
        .await
        .expect("import");
    let store = Store::open(&path, 8).expect("open");
    old_games_rated_at_start(store, || Store::open(&path, 8).expect("reopen"), &rated).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn old_games_are_rated_once_at_start_on_postgres() {
    let Some(db) = TestDatabase::create().await else { return };
    let rated = play_rated_games(&db.open()).await;
    let old = as_before_ratings(&db.open());
    let Some(other) = TestDatabase::create().await else { return };
    let store = other.open();
    oink::store::backup::import_postgres(&store, old.as_slice(), true, &loads_anything, &prepare_nothing)
        .await
        .expect("import");
    old_games_rated_at_start(store, || other.open(), &rated).await;
}

/// `oink db import` rates the old games it imports, also into a PostgreSQL database a bot
/// started on while it was empty: that start marked the step done over no game, and the
/// import runs it again on what it brought.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_import_rates_its_old_games_into_a_database_a_bot_started_on_postgres() {
    let Some(db) = TestDatabase::create().await else { return };
    let rated = play_rated_games(&db.open()).await;
    let old = as_before_ratings(&db.open());
    let Some(other) = TestDatabase::create().await else { return };
    let store = other.open();
    Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    assert!(store.is_done(oink::table::old_games::STEP).expect("read"), "the empty start marked it");
    oink::store::backup::import_postgres(
        &store,
        old.as_slice(),
        true,
        &loads_anything,
        &oink::table::prepare,
    )
    .await
    .expect("import");
    assert_eq!(ratings(&store), rated, "rated by the import");
    assert_eq!(ratings(&other.open()), rated);
}

/// The same on sled, where the import builds a database of its own.
#[tokio::test]
async fn an_import_rates_its_old_games_on_sled() {
    let dir = tempfile::tempdir().expect("tempdir");
    let live = Store::open(&dir.path().join("live"), 8).expect("store");
    let rated = play_rated_games(&live).await;
    let old = as_before_ratings(&live);
    let path = dir.path().join("old");
    oink::store::backup::import(&path, old.as_slice(), 8, true, &loads_anything, &oink::table::prepare)
        .await
        .expect("import");
    assert_eq!(ratings(&Store::open(&path, 8).expect("open")), rated);
}

/// Makes the finished game in `record` won by seat `winner` alone (the live games of these
/// tests often end level, which rates everyone alike whatever the order).
fn decided(record: &mut serde_json::Value, winner: usize) {
    match record {
        serde_json::Value::Object(fields)
            if fields.contains_key("winners") && fields.contains_key("scores") =>
        {
            fields["winners"] = serde_json::json!([winner]);
            let scores = fields["scores"].as_array_mut().expect("scores");
            for (seat, score) in scores.iter_mut().enumerate() {
                score["total"] = (if seat == winner { 20 } else { 5 }).into();
            }
        }
        serde_json::Value::Object(fields) => fields.values_mut().for_each(|field| decided(field, winner)),
        serde_json::Value::Array(items) => items.iter_mut().for_each(|item| decided(item, winner)),
        _ => {}
    }
}

/// `old` with each archived game copied `copies` times more (new ids, ending later than the
/// original in the same order, won by one seat or the other), so rating the old games takes
/// long enough to be killed in the middle, and their order matters.
fn with_copies(old: &[u8], copies: u64) -> Vec<u8> {
    let mut more = old.to_vec();
    for line in old.split(|b| *b == b'\n').filter(|line| !line.is_empty()) {
        let record: serde_json::Value = serde_json::from_slice(line).expect("a line");
        if record["tree"] != "archive" {
            continue;
        }
        let key = record["key"].as_str().expect("a key");
        for copy in 1..=copies {
            let mut record = record.clone();
            let id = (copy << 32) | u64::from_str_radix(&key[16..24], 16).expect("hex");
            record["key"] = format!("{}{id:016x}", &key[..16]).into();
            let data = &mut record["value"]["data"];
            data["id"] = id.into();
            data["updated_at"] = (copy * 1_000_000 + data["updated_at"].as_u64().expect("a time")).into();
            decided(data, usize::from(copy % 5 < 2));
            more.extend(serde_json::to_vec(&record).expect("json"));
            more.push(b'\n');
        }
    }
    more
}

/// The process of [`old_games_rated_at_a_kill_are_rated_once`]: opens the database, says
/// so, starts the table service (which rates the old games) and says so. Does nothing unless
/// the parent started it.
#[tokio::test]
#[ignore = "the process of old_games_rated_at_a_kill_are_rated_once"]
async fn old_games_child() {
    let Ok(path) = std::env::var("OINK_OLD_GAMES_DB") else { return };
    let store = Store::open(std::path::Path::new(&path), 8).expect("open");
    println!("start");
    Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    println!("rated");
    tokio::time::sleep(std::time::Duration::from_secs(60)).await;
}

/// Issue 55: kill -9 while the old games are being rated (right as it starts, and later),
/// then a start: everyone's ratings are those of one uninterrupted run, so no game was rated
/// twice or lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn old_games_rated_at_a_kill_are_rated_once() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().expect("tempdir");
    let live = Store::open(&dir.path().join("live"), 8).expect("store");
    play_rated_games(&live).await;
    let old = with_copies(&as_before_ratings(&live), 400);
    let (whole, killed) = (dir.path().join("whole"), dir.path().join("killed"));
    for path in [&whole, &killed] {
        oink::store::backup::import(path, old.as_slice(), 8, true, &loads_anything, &prepare_nothing)
            .await
            .expect("import");
    }
    let reference = {
        let store = Store::open(&whole, 8).expect("open");
        Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
        ratings(&store)
    };
    let games: u32 = reference.iter().map(|r| r.map_or(0, |r| r.games)).sum();
    assert_eq!(games, 2 * 2 * (5 + 4 * 400), "every game rates two people here and across servers");
    assert!(reference.iter().flatten().any(|r| r.mu > 26.0), "decided games: {reference:?}");

    let mut cut_short = 0;
    for wait in [0, 0, 30, 100, 300] {
        let mut child = Command::new(std::env::current_exe().expect("test binary"))
            .args(["ratings::old_games_child", "--exact", "--ignored", "--nocapture", "--test-threads", "1"])
            .env("OINK_OLD_GAMES_DB", &killed)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the process");
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        // The first line follows the test harness's own words.
        while !lines.next().expect("the process stopped early").expect("read").ends_with("start") {}
        std::thread::sleep(std::time::Duration::from_millis(wait));
        child.kill().expect("kill -9");
        child.wait().expect("reaped");
        cut_short += usize::from(!lines.map_while(Result::ok).any(|line| line.ends_with("rated")));
    }
    assert!(cut_short > 0, "at least one kill came before the old games were rated");
    let store = Store::open(&killed, 8).expect("open after the kills");
    Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    assert_eq!(ratings(&store), reference);
}

/// Issue 55: with PostgreSQL, a process starting while another rates the old games waits for
/// it; the other dropped in the middle (its transaction gone) leaves nothing, and the waiting
/// process then rates them itself, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn old_games_rated_by_one_process_while_another_waits_on_postgres() {
    use oink::table::old_games::{STEP, WAIT};
    let Some(db) = TestDatabase::create().await else { return };
    let rated = play_rated_games(&db.open()).await;
    let old = as_before_ratings(&db.open());
    let Some(other) = TestDatabase::create().await else { return };
    let first = other.open();
    oink::store::backup::import_postgres(&first, old.as_slice(), true, &loads_anything, &prepare_nothing)
        .await
        .expect("import");
    let once = first.begin_once(STEP, WAIT).expect("begin").expect("not done yet");
    let second = other.open();
    let waiting = std::thread::spawn(move || {
        Service::new(second.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
        ratings(&second)
    });
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    assert!(!waiting.is_finished(), "the second process waits for the first");
    drop(once);
    assert_eq!(waiting.join().expect("the second process"), rated);
    assert!(first.begin_once(STEP, WAIT).expect("begin").is_none(), "done once, for every process");
}
