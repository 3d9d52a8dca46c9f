//! Tables for the store benchmarks: many started games of The Three Little Pigs, each with its
//! current player in the middle of rolling, so a die toggle is a legal click that is stored.

#![allow(dead_code)] // each benchmark uses its own part

use std::sync::Arc;

use oink::component::{ComponentId, Token};
use oink::games::registry::{AnyGame, AnyOptions};
use oink::games::seam::Session;
use oink::games::three_pigs::Face;
use oink::i18n::{Catalog, Locale};
use oink::store::Store;
use oink::table::{Actor, Command, Service, Stage, Table, Where};

/// The server every benchmark table lives on.
pub const GUILD: u64 = 910_000_000_000_000_001;
/// The first channel; table `i` is in `FIRST_CHANNEL + i`.
pub const FIRST_CHANNEL: u64 = 930_000_000_000_000_000;
/// Two players per table: user ids `FIRST_USER + 2i` and `+ 2i + 1`.
pub const FIRST_USER: u64 = 940_000_000_000_000_000;

/// A table ready for die toggles: who is on turn, a die that is no wolf, the board revision.
#[derive(Debug, Clone, Copy)]
pub struct Ready {
    pub channel: u64,
    pub player: u64,
    pub die: u8,
    pub rev: u64,
}

pub fn service(store: &Store) -> Service {
    let catalog = Arc::new(Catalog::embedded().expect("catalog"));
    Service::new(store.clone(), catalog, false).with_fixed_seed(Some(7))
}

pub fn at(channel: u64) -> Where {
    Where { channel, guild: Some(GUILD), chatter: 0, board_locale: None, answers_only: false }
}

/// The `custom_id` of component `token` on the board of `channel` drawn at `rev`.
pub fn id(channel: u64, rev: u64, token: &str) -> String {
    ComponentId::Table { channel, rev, token: Token::parse(token).expect("a token") }.encode()
}

/// A click on the board of `channel` drawn at `rev`, now.
pub async fn click(
    service: &Service,
    who: &Actor,
    channel: u64,
    rev: u64,
    token: &str,
) -> oink::table::Answer {
    service.component(at(channel), who, &id(channel, rev, token), &[], now()).await.expect("store")
}

/// The time in Unix seconds. Tables start now: a turn started at 0 would be decades overdue,
/// and a running bot's turn clock would remind every table of it during a benchmark.
pub fn now() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

pub fn actor(user: u64) -> Actor {
    Actor { user, name: format!("Pig {}", user % 10_000), locale: Locale::EnUs, can_manage: false }
}

/// Opens table `index`, seats two players, starts and makes the first roll.
pub async fn start_table(service: &Service, store: &Store, index: u64) -> Ready {
    let channel = FIRST_CHANNEL + index;
    let (host, guest) = (actor(FIRST_USER + 2 * index), actor(FIRST_USER + 2 * index + 1));
    let create = Command::Create {
        setup: AnyOptions::ThreePigs(Default::default()),
        turn_pings: Some(false),
        language: None,
        clock: Default::default(),
    };
    service.command(at(channel), &host, create, now()).await.expect("create");
    for (who, token) in [(&guest, "join"), (&host, "start")] {
        click(service, who, channel, table(store, channel).rev, token).await;
    }
    let first = table(store, channel);
    let Stage::Playing(AnyGame::ThreePigs(session)) = &first.stage else { panic!("the game did not start") };
    let player = session.seats[session.game.turn.player].user;
    click(service, &actor(player), channel, first.rev, "roll").await;
    let rolled = table(store, channel);
    let Stage::Playing(AnyGame::ThreePigs(session)) = &rolled.stage else {
        panic!("the game ended at its first roll")
    };
    // Every table starts from the same seed, so this holds for all of them or for none.
    let die = (0..5u8)
        .find(|d| session.game.turn.dice[usize::from(*d)] != Some(Face::Wolf))
        .expect("the first roll of seed 7 shows a die that is no wolf");
    Ready { channel, player, die, rev: rolled.rev }
}

/// A table `moves` random legal moves into a game of four (as a game near its end holds the
/// largest record), with its current player rolling.
pub async fn late_table(service: &Service, store: &Store, index: u64, moves: usize) -> Ready {
    use oink::games::three_pigs::Phase;
    use oink::table::Seat;
    let channel = FIRST_CHANNEL + index;
    // Random games differ in length: take the first seed whose game lasts long enough.
    let session = (index..)
        .find_map(|seed| {
            let seats =
                (0..4).map(|i| Seat::person(FIRST_USER + 4 * index + i, format!("Pig number {i}"))).collect();
            let mut session =
                Session::<oink::games::three_pigs::Game>::start(seats, &Default::default(), seed)
                    .expect("start");
            let mut chooser = oink::games::rng::Seeded::new(seed ^ 0xBE7C4);
            while session.actions.len() < moves || session.game.turn.phase != Phase::Roll {
                let player = session.game.turn.player;
                let legal = session.game.legal_actions(player);
                let action = legal[chooser.below(legal.len())].clone();
                session.play(player, action).expect("legal");
                if session.game.is_over() {
                    return None;
                }
            }
            Some(session)
        })
        .expect("a long enough game");
    let player = session.seats[session.game.turn.player].user;
    let table = Table {
        id: index,
        channel,
        guild: Some(GUILD),
        host: FIRST_USER + 4 * index,
        locale: Locale::EnUs,
        turn_pings: false,
        stage: Stage::Playing(AnyGame::ThreePigs(session)),
        rev: 1,
        board: None,
        updated_at: 0,
        ended_by: None,
        clock: Default::default(),
        turn: None,
        missed: Default::default(),
        turn_times: Default::default(),
        unshown: None,
        answers_only: false,
    };
    store
        .update(channel, |_: Option<oink::store::Stored<Table>>| Ok::<_, ()>(table.clone()))
        .await
        .expect("store")
        .expect("write");
    click(service, &actor(player), channel, 1, "roll").await;
    let rolled = self::table(store, channel);
    let Stage::Playing(AnyGame::ThreePigs(session)) = &rolled.stage else {
        panic!("the game ended at a roll")
    };
    let die = (0..5u8)
        .find(|d| session.game.turn.dice[usize::from(*d)] != Some(Face::Wolf))
        .expect("a die that is no wolf");
    Ready { channel, player, die, rev: rolled.rev }
}

pub fn table(store: &Store, channel: u64) -> Table {
    store.table::<Table>(channel).expect("read").expect("a table").data
}

/// Resident memory of this process in bytes (Linux).
pub fn rss_bytes() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map_or(0, |kb| kb * 1024)
}
