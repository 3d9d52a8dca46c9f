//! The table runs a game it has never heard of: the test-only Nim (`games/toy.rs`, its board
//! in `render/toy.rs`, one registry line) plays through the same entry the transports use, and
//! through the same functions as `oink sim` and `oink replay`.

use std::sync::Arc;

use clap::Parser;

use crate::cli::{Cli, Command as CliCommand, SimError};
use crate::games::registry::{AnyGame, AnyOptions};
use crate::games::seam::{Seat, Session};
use crate::games::toy::{Move, Nim, NimOptions};
use crate::i18n::{Catalog, Locale};
use crate::render::common;
use crate::store::Store;
use crate::table::stats::UserStats;
use crate::table::{Actor, Command, Service, Stage, Table, Where};

fn actor(user: u64) -> Actor {
    Actor { user, name: format!("P{user}"), locale: Locale::EnUs, can_manage: false }
}

/// create → join → start → moves → finished → export → stats, through the one entry the
/// transports use, on a real store.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fourth_game_plays_through_the_seam_without_touching_the_table() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(&dir.path().join("db"), 8).expect("store");
    let catalog = Arc::new(Catalog::embedded().expect("catalog"));
    let service = Service::new(store.clone(), catalog, false);
    let at = Where { channel: 3, guild: Some(4), chatter: 0, board_locale: None, answers_only: false };
    let (ann, ben) = (actor(1), actor(2));
    let create = Command::Create {
        setup: AnyOptions::Toy(NimOptions { sticks: 5 }),
        turn_pings: Some(true),
        language: None,
        clock: Default::default(),
    };
    service.command(at, &ann, create, 0).await.expect("create");
    let table = || store.table::<Table>(3).expect("read").expect("a table").data;
    let press = |who: &Actor, token: &str| {
        let id = common::board_id(&table().view(), crate::component::Token::parse(token).expect("a token"));
        let service = service.clone();
        let who = who.clone();
        async move { service.component(at, &who, &id, &[], 0).await.expect("store") }
    };
    press(&ben, "join").await;
    press(&ann, "start").await;
    assert!(matches!(table().stage, Stage::Playing(_)));
    for moves in 0.. {
        let Stage::Playing(AnyGame::Toy(session)) = table().stage else { break };
        assert!(moves < 10, "the game did not end");
        let seat = session.game.turn;
        let who = if session.seats[seat].user == 1 { &ann } else { &ben };
        let other = if who.user == 1 { &ben } else { &ann };
        let refused = press(other, "take1").await;
        assert!(refused.reply.ephemeral, "the other player is refused");
        let take = session.game.sticks.min(2);
        let moved = press(who, &format!("take{take}")).await;
        assert!(!moved.reply.ephemeral, "{moved:?}");
    }
    let Stage::Finished(game) = table().stage else { panic!("finished") };
    let AnyGame::Toy(session) = &game else { panic!("the toy") };
    let winner = session.seats[session.game.winner.expect("a winner")].user;
    let export = service.command(at, &ann, Command::Export, 0).await.expect("export");
    let file = export.reply.files.first().expect("a record");
    assert_eq!(file.name, "toy-3.json");
    let replayed = crate::cli::replay(std::str::from_utf8(&file.bytes).expect("utf-8"), false, None)
        .expect("the exported record replays");
    assert_eq!(
        (replayed["status"].as_str(), replayed["winner"].as_u64()),
        (Some("finished"), session.game.winner.map(|w| w as u64))
    );
    let stats: UserStats = store.stats(4, winner, "toy").expect("read").expect("stats");
    assert_eq!((stats.games, stats.wins), (1, 1));
}

/// `oink sim --game nim` (its command, or its slug) plays the toy; its seat range is the
/// registry's.
#[test]
fn a_fourth_game_simulates_through_the_command_line() {
    let catalog = Catalog::embedded().expect("catalog");
    let sim = |args: &[&str]| {
        let cli = Cli::try_parse_from([&["oink", "sim"], args].concat()).expect("the command line");
        let Some(CliCommand::Sim(args)) = cli.command else { panic!("sim") };
        crate::cli::sim(&args, &catalog)
    };
    let report = sim(&["--game", "nim", "--players", "3", "--games", "40", "--seed", "5"]).expect("sim");
    let report: serde_json::Value = serde_json::from_str(&report).expect("JSON");
    assert_eq!((report["game"].as_str(), report["games"].as_u64()), (Some("toy"), Some(40)));
    let wins: Vec<u64> = report["wins"].as_array().expect("wins").iter().filter_map(|w| w.as_u64()).collect();
    assert_eq!((wins.len(), wins.iter().sum::<u64>()), (3, 40), "{report}");
    assert!(report["mean_moves"].as_f64().is_some_and(|m| (3.0..=7.0).contains(&m)), "{report}");
    let by_slug = sim(&["--game", "toy", "--players", "2", "--games", "5"]).expect("sim");
    assert!(by_slug.contains("\"game\": \"toy\""), "{by_slug}");
    assert!(matches!(
        sim(&["--game", "nim", "--players", "4"]),
        Err(SimError::Players { min: 2, max: 3, players: 4, .. })
    ));
    assert!(Cli::try_parse_from(["oink", "sim", "--game", "chess"]).is_err());
}

/// `oink replay` of a toy record: the state it leads to, a seat's legal moves, and the first
/// move the rules refuse.
#[test]
fn a_fourth_game_replays_through_the_command_line() {
    let seats = vec![Seat::person(1, "Ann".into()), Seat::person(2, "Ben".into())];
    let mut session = Session::<Nim>::start(seats, &NimOptions { sticks: 5 }, 9).expect("start");
    let first = session.game.turn;
    session.play(first, Move { take: 2 }).expect("legal");
    let mut record = serde_json::to_value(session.record()).expect("record");
    let state = crate::cli::replay(&record.to_string(), true, None).expect("replays");
    assert_eq!((state["status"].as_str(), state["sticks"].as_u64()), (Some("in_progress"), Some(3)));
    let next = 1 - first as u64;
    let legal = state["legal"].as_array().expect("legal");
    assert!(legal.len() == 3 && legal.iter().all(|m| m["player"].as_u64() == Some(next)), "{state}");
    let waiting = crate::cli::replay(&record.to_string(), true, Some(first)).expect("replays");
    assert_eq!(waiting["legal"], serde_json::json!([]));
    let bad_seat = crate::cli::replay(&record.to_string(), true, Some(2)).expect_err("two seats");
    assert_eq!(bad_seat.code, "bad_seat");

    record["actions"][0]["take"] = 4.into();
    let refused = crate::cli::replay(&record.to_string(), false, None).expect_err("illegal");
    assert_eq!((refused.action, refused.code.as_str()), (Some(0), "bad_take"));
}
