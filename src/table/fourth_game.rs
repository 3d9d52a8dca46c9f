//! The table runs a game it has never heard of: the test-only Nim (`games/toy.rs`, its board
//! in `render/toy.rs`, one registry line) plays through the same entry the transports use.

use std::sync::Arc;

use crate::games::registry::{AnyGame, AnyOptions};
use crate::games::toy::NimOptions;
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
    let at = Where { channel: 3, guild: Some(4), chatter: 0, board_locale: None };
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
    let stats: UserStats = store.stats(4, winner, "toy").expect("read").expect("stats");
    assert_eq!((stats.games, stats.wins), (1, 1));
}
