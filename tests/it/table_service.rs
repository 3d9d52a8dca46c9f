//! The table service without any transport: lobby rules, outdated boards, the fresh board after
//! an hour, turn pings, ending and leaving.

use std::sync::Arc;

use oink::component::{ComponentId, Token};
use oink::games::registry::{AnyGame, AnyOptions};
use oink::games::seam::Session;
use oink::games::three_pigs::table_game::encode_buy;
use oink::games::three_pigs::{Action, Game, Phase};
use oink::i18n::{Catalog, Locale};
use oink::store::Store;
use oink::table::{Actor, Answer, Command, Service, Stage, Table, Where};

pub(crate) const AT: Where =
    Where { channel: 77, guild: Some(5), chatter: 0, board_locale: None, answers_only: false };

/// The component `token` of the board drawn at `rev` in `at`.
pub(crate) fn id(at: Where, rev: u64, token: &str) -> String {
    ComponentId::Table { channel: at.channel, rev, token: Token::parse(token).expect("a token") }.encode()
}

/// The running pigs game, if any.
pub(crate) fn pigs(table: Table) -> Option<Session<Game>> {
    match table.stage {
        Stage::Playing(AnyGame::ThreePigs(session)) => Some(session),
        _ => None,
    }
}

pub(crate) fn actor(user: u64, name: &str, locale: Locale) -> Actor {
    Actor { user, name: name.to_owned(), locale, can_manage: false }
}

pub(crate) fn setup(turn_pings: bool) -> (tempfile::TempDir, Store, Service) {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(&dir.path().join("db"), 8).expect("store");
    let catalog = Arc::new(Catalog::embedded().expect("catalog"));
    let service = Service::new(store.clone(), catalog, turn_pings);
    (dir, store, service)
}

/// `/pigs new` in `at` by `host` with the turn clock `clock`; with `guest`, joined and started
/// at time 0.
pub(crate) async fn open_pigs(
    service: &Service,
    store: &Store,
    at: Where,
    host: &Actor,
    guest: Option<&Actor>,
    clock: oink::table::ClockChoice,
) {
    let create = Command::Create {
        setup: AnyOptions::ThreePigs(Default::default()),
        turn_pings: None,
        language: None,
        clock,
    };
    service.command(at, host, create, 0).await.expect("store");
    let Some(guest) = guest else { return };
    for (who, token) in [(guest, "join"), (host, "start")] {
        let rev = store.table::<Table>(at.channel).expect("read").expect("a table").data.rev;
        service.component(at, who, &id(at, rev, token), &[], 0).await.expect("store");
    }
}

/// A table of `setup` opened in [`AT`] by the first of `players`, the others joined, then
/// started by the host, all at time 0.
pub(crate) async fn open_started(service: &Service, store: &Store, setup: AnyOptions, players: &[Actor]) {
    let create = Command::Create { setup, turn_pings: None, language: None, clock: Default::default() };
    service.command(AT, &players[0], create, 0).await.expect("store");
    for who in &players[1..] {
        click(service, store, who, "join", &[], 0).await;
    }
    click(service, store, &players[0], "start", &[], 0).await;
}

pub(crate) fn table(store: &Store) -> Table {
    store.table::<Table>(AT.channel).expect("read").expect("a table").data
}

/// Every due channel's work at `now`, as the ticker does it: worked, shown (here: returned)
/// and noted as shown.
pub(crate) async fn clock_tick(service: &Service, now: u64) -> Vec<Answer> {
    let mut done = Vec::new();
    for channel in service.due_channels(now) {
        if let Some(clocked) = service.clock_work(channel, now).await.expect("store") {
            service.clock_shown(channel, clocked.nonce).await.expect("store");
            done.push(clocked.answer);
        }
    }
    done
}

pub(crate) fn notice(answer: &Answer) -> String {
    assert!(answer.reply.ephemeral, "expected a notice, got {answer:?}");
    answer.reply.content.clone().unwrap_or_default()
}

pub(crate) async fn click(
    service: &Service,
    store: &Store,
    who: &Actor,
    token: &str,
    values: &[String],
    now: u64,
) -> Answer {
    click_at(service, store, who, token, values, now, AT).await
}

pub(crate) async fn click_at(
    service: &Service,
    store: &Store,
    who: &Actor,
    token: &str,
    values: &[String],
    now: u64,
    at: Where,
) -> Answer {
    let rev = table(store).rev;
    service.component(at, who, &id(at, rev, token), values, now).await.expect("store")
}

/// `/pigs new` with the default options.
fn new_pigs() -> Command {
    Command::Create {
        setup: AnyOptions::ThreePigs(Default::default()),
        turn_pings: None,
        language: None,
        clock: Default::default(),
    }
}

/// Ann (host, en-US) and Ben (de) at a started table.
async fn started(service: &Service, store: &Store) -> (Actor, Actor) {
    let ann = actor(1, "Ann", Locale::EnUs);
    let ben = actor(2, "Ben", Locale::De);
    let create = new_pigs();
    let answer = service.command(AT, &ann, create, 0).await.expect("store");
    assert!(answer.is_board);
    click(service, store, &ben, "join", &[], 0).await;
    assert!(notice(&click(service, store, &ben, "start", &[], 0).await).contains("Gastgeber"));
    click(service, store, &ann, "start", &[], 0).await;
    (ann, ben)
}

/// Plays the current turn to its end with the first legal choices; returns the last answer.
pub(crate) async fn finish_turn(service: &Service, store: &Store, players: &[Actor], now: u64) -> Answer {
    finish_turn_at(service, store, players, now, AT).await
}

pub(crate) async fn finish_turn_at(
    service: &Service,
    store: &Store,
    players: &[Actor],
    now: u64,
    at: Where,
) -> Answer {
    let Some(session) = pigs(table(store)) else { panic!("not playing") };
    let start = session.game.turn.player;
    loop {
        let Some(session) = pigs(table(store)) else { panic!("game over early") };
        let seat = session.game.turn.player;
        let who = players.iter().find(|p| p.user == session.seats[seat].user).expect("seated");
        let legal = session.game.legal_actions(seat);
        let answer = match session.game.turn.phase {
            Phase::Roll => click_at(service, store, who, "roll", &[], now, at).await,
            Phase::Rolling => click_at(service, store, who, "stop", &[], now, at).await,
            Phase::Buying => match legal.first() {
                Some(Action::Buy { kind, material, house }) => {
                    let value = encode_buy(*kind, *material, *house);
                    click_at(service, store, who, "buy0", &[value], now, at).await
                }
                _ => click_at(service, store, who, "done", &[], now, at).await,
            },
            Phase::Wolf => {
                let Some(Action::Blow { target, house }) = legal.first() else { panic!("no target") };
                click_at(service, store, who, "target0", &[format!("{target}.{house}")], now, at).await;
                click_at(service, store, who, "blow", &[], now, at).await
            }
            Phase::Over => unreachable!(),
        };
        assert!(!answer.reply.ephemeral, "refused: {answer:?}");
        let now_player = pigs(table(store)).map(|s| s.game.turn.player);
        if now_player != Some(start) {
            return answer;
        }
    }
}

#[tokio::test]
async fn one_table_per_channel_and_only_the_host_starts() {
    let (_dir, store, service) = setup(true);
    started(&service, &store).await;
    let cleo = actor(3, "Cleo", Locale::Fr);
    let create = new_pigs();
    let answer = service.command(AT, &cleo, create, 0).await.expect("store");
    assert!(notice(&answer).contains("/cochons plateau"));
    assert!(matches!(table(&store).stage, Stage::Playing(_)));
}

#[tokio::test]
async fn an_outdated_click_changes_nothing() {
    let (_dir, store, service) = setup(true);
    let (ann, ben) = started(&service, &store).await;
    let before = store.table::<Table>(AT.channel).expect("read").expect("table");
    let stale = before.data.rev - 1;
    for who in [&ann, &ben] {
        let answer = service.component(AT, who, &id(AT, stale, "roll"), &[], 0).await.expect("store");
        assert!(notice(&answer).contains("out of date") || notice(&answer).contains("veraltet"));
    }
    assert_eq!(store.table::<Table>(AT.channel).expect("read"), Some(before));
}

#[tokio::test]
async fn a_turn_change_pings_the_next_player_unless_switched_off() {
    let (_dir, store, service) = setup(true);
    let (ann, ben) = started(&service, &store).await;
    let answer = finish_turn(&service, &store, &[ann.clone(), ben.clone()], 10).await;
    let Some(session) = pigs(table(&store)) else { panic!() };
    let next = session.seats[session.game.turn.player].user;
    let ping = answer.ping.and_then(|p| p.content).expect("a ping");
    assert!(ping.contains(&format!("<@{next}>")), "{ping}");

    let (_dir, store, service) = setup(false);
    let (ann, ben) = started(&service, &store).await;
    assert!(finish_turn(&service, &store, &[ann, ben], 10).await.ping.is_none());
}

#[tokio::test]
async fn a_board_older_than_an_hour_is_posted_again_when_the_turn_changes() {
    let (_dir, store, service) = setup(true);
    let (ann, ben) = started(&service, &store).await;
    service.board_posted(AT.channel, 555, 0).await.expect("store");
    // Within the hour: edited in place.
    let answer = finish_turn(&service, &store, &[ann.clone(), ben.clone()], 1800).await;
    assert!(answer.fresh_board.is_none() && answer.update);
    // Later: a fresh board below, the old one's buttons retired.
    let answer = finish_turn(&service, &store, &[ann, ben], 3700).await;
    assert_eq!(answer.retire, Some(555));
    let fresh = answer.fresh_board.expect("a fresh board");
    assert!(!fresh.rows.is_empty());
    assert!(answer.reply.embed.is_none() && answer.reply.rows.is_empty(), "the old board points down");
}

#[tokio::test]
async fn a_board_buried_under_chatter_is_posted_again_when_the_turn_changes() {
    let (_dir, store, service) = setup(true);
    let (ann, ben) = started(&service, &store).await;
    service.board_posted(AT.channel, 556, 0).await.expect("store");
    let busy = Where { chatter: 20, ..AT };
    let Some(session) = pigs(table(&store)) else { panic!() };
    let who = if session.seats[session.game.turn.player].user == ann.user { &ann } else { &ben };
    // A move that keeps the turn: no repost yet, whatever the chatter.
    let rev = table(&store).rev;
    let answer = service.component(busy, who, &id(busy, rev, "roll"), &[], 10).await.expect("store");
    let turn_kept = pigs(table(&store)).is_some_and(|s| s.seats[s.game.turn.player].user == who.user);
    if turn_kept {
        assert!(answer.fresh_board.is_none());
    }
    // Finishing the turn in a busy channel reposts the board.
    let players = [ann.clone(), ben.clone()];
    let mut answer = answer;
    while pigs(table(&store)).is_some_and(|s| s.seats[s.game.turn.player].user == who.user) {
        answer = finish_turn_at(&service, &store, &players, 10, busy).await;
    }
    assert_eq!(answer.retire, Some(556));
    assert!(answer.fresh_board.is_some());
}

#[tokio::test]
async fn wrong_players_and_spectators_are_told_so_in_their_language() {
    let (_dir, store, service) = setup(true);
    let (ann, ben) = started(&service, &store).await;
    let Some(session) = pigs(table(&store)) else { panic!() };
    let waiting = if session.seats[session.game.turn.player].user == ann.user { &ben } else { &ann };
    let text = notice(&click(&service, &store, waiting, "roll", &[], 0).await);
    assert!(text.contains("nicht dran") || text.contains("not your turn"), "{text}");
    let eve = actor(9, "Eve", Locale::Fr);
    assert!(notice(&click(&service, &store, &eve, "roll", &[], 0).await).contains("ne joues pas"));
}

#[tokio::test]
async fn ending_needs_the_host_or_a_moderator_and_keeps_the_record_until_a_newer_table() {
    let (_dir, store, service) = setup(true);
    let (ann, ben) = started(&service, &store).await;
    assert!(notice(&service.command(AT, &ben, Command::Leave, 0).await.expect("store")).contains("beenden"));
    assert!(notice(&service.command(AT, &ben, Command::End, 0).await.expect("store")).contains("Gastgeber"));
    let end =
        |confirm| ComponentId::EndTable { channel: AT.channel, table: table(&store).id, confirm }.encode();
    assert!(
        notice(&service.component(AT, &ben, &end(true), &[], 0).await.expect("store")).contains("Gastgeber")
    );
    let moderator = Actor { can_manage: true, ..actor(4, "Mo", Locale::EnUs) };
    let confirm = service.command(AT, &moderator, Command::End, 0).await.expect("store");
    assert_eq!(confirm.reply.rows.len(), 1, "asks for confirmation");
    service.component(AT, &ann, &end(false), &[], 0).await.expect("store");
    assert!(store.table::<Table>(AT.channel).expect("read").is_some(), "cancel keeps the table");
    service.component(AT, &moderator, &end(true), &[], 0).await.expect("store");
    // The ended game stays, for its record, until a newer table replaces it; no move works.
    let ended = table(&store);
    assert_eq!(ended.ended_by.as_deref(), Some("Mo"));
    assert!(matches!(ended.stage, Stage::Finished(_)));
    let refused = click(&service, &store, &ann, "roll", &[], 0).await;
    assert!(notice(&refused).contains("/pigs new"), "{refused:?}");
    let export = service.command(AT, &ben, Command::Export, 0).await.expect("store");
    assert_eq!(export.reply.files.len(), 1, "an ended game can still be exported");
    let board = service.command(AT, &ben, Command::Board, 0).await.expect("store");
    assert!(board.reply.rows.is_empty() && board.reply.content.is_some_and(|c| c.contains("Mo")));
    let create = new_pigs();
    assert!(service.command(AT, &ben, create, 0).await.expect("store").is_board, "a new table may start");
    let archived: Table = store.archived(AT.channel, ended.id).expect("read").expect("archived");
    assert_eq!(archived.ended_by.as_deref(), Some("Mo"));
}

#[tokio::test]
async fn the_lobby_seats_two_to_five_and_passes_the_host_on() {
    let (_dir, store, service) = setup(true);
    let ann = actor(1, "Ann", Locale::EnUs);
    service.command(AT, &ann, new_pigs(), 0).await.expect("store");
    assert!(notice(&click(&service, &store, &ann, "start", &[], 0).await).contains("2 to 5"));
    assert!(notice(&click(&service, &store, &ann, "join", &[], 0).await).contains("already"));
    for user in 2..=5 {
        click(&service, &store, &actor(user, "P", Locale::EnUs), "join", &[], 0).await;
    }
    assert!(
        notice(&click(&service, &store, &actor(6, "F", Locale::EnUs), "join", &[], 0).await).contains("full")
    );
    click(&service, &store, &ann, "leave", &[], 0).await;
    assert_eq!(table(&store).host, 2, "the next seat hosts");
    assert!(
        notice(&service.command(AT, &ann, Command::Export, 0).await.expect("store")).contains("not started")
    );
}

/// A damaged record answers with a clear notice, touches no other table, and a moderator can
/// clear it so the channel can play again.
#[tokio::test]
async fn a_damaged_table_is_reported_and_a_moderator_can_clear_it() {
    let (dir, store, service) = setup(true);
    started(&service, &store).await;
    let other = Where { channel: 78, ..AT };
    let ann = actor(1, "Ann", Locale::EnUs);
    let create = new_pigs();
    service.command(other, &ann, create, 0).await.expect("store");
    drop(service);
    drop(store);
    {
        let db = crate::support::reopen_sled(&dir.path().join("db")).await;
        db.open_tree("tables")
            .expect("tree")
            .insert(AT.channel.to_be_bytes(), b"{ damaged".as_slice())
            .expect("damage");
        db.flush().expect("flush");
    }
    let store = crate::support::reopen(&dir.path().join("db")).await;
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), true);
    let ben = actor(2, "Ben", Locale::De);
    let text =
        notice(&service.component(AT, &ben, &id(AT, 1, "roll"), &[], 0).await.expect("no error escapes"));
    assert!(text.contains("nicht lesen"), "{text}");
    assert!(
        notice(&service.command(AT, &ben, Command::Board, 0).await.expect("store")).contains("nicht lesen")
    );
    assert!(
        notice(&service.command(AT, &ben, Command::End, 0).await.expect("store")).contains("nicht lesen")
    );
    // The other channel's table is fine.
    assert!(service.command(other, &ann, Command::Board, 0).await.expect("store").is_board);
    // A moderator clears it; then a new table can start.
    let moderator = Actor { can_manage: true, ..actor(4, "Mo", Locale::EnUs) };
    let confirm = service.command(AT, &moderator, Command::End, 0).await.expect("store");
    let oink::render::reply::Row::Buttons(buttons) = &confirm.reply.rows[0] else { panic!("buttons") };
    service.component(AT, &moderator, &buttons[0].custom_id, &[], 0).await.expect("store");
    let create = new_pigs();
    assert!(service.command(AT, &ann, create, 0).await.expect("store").is_board);
}

/// Everything an answer shows (texts, embeds, buttons and their ids, files), as one string.
fn shown(answer: &Answer) -> String {
    let files: Vec<String> =
        answer.reply.files.iter().map(|f| String::from_utf8_lossy(&f.bytes).into_owned()).collect();
    format!("{} {}", serde_json::to_string(&answer.reply).expect("json"), files.join(" "))
}

/// A moderator ends the table at `AT` (asked, then confirmed).
async fn end_by_moderator(service: &Service) {
    let moderator = Actor { can_manage: true, ..actor(4, "Mo", Locale::EnUs) };
    let confirm = service.command(AT, &moderator, Command::End, 0).await.expect("store");
    let oink::render::reply::Row::Buttons(buttons) = &confirm.reply.rows[0] else { panic!("buttons") };
    service.component(AT, &moderator, &buttons[0].custom_id, &[], 0).await.expect("store");
}

/// Issue 35: a table commits to its seed when the game starts. Every board of the running game
/// shows the short commitment (the same after a restart) and nothing shows the seed: boards,
/// the export (refused) and the stored view. Once the game is over, its board shows the seed
/// and the whole commitment, and its record verifies.
#[tokio::test]
async fn the_board_commits_to_the_seed_and_only_the_final_board_reveals_it() {
    let (dir, store, service) = setup(true);
    let ann = actor(1, "Ann", Locale::EnUs);
    let ben = actor(2, "Ben", Locale::De);
    service.command(AT, &ann, new_pigs(), 0).await.expect("store");
    click(&service, &store, &ben, "join", &[], 0).await;
    let first = click(&service, &store, &ann, "start", &[], 0).await;
    let started = table(&store);
    let session = pigs(started.clone()).expect("playing");
    let commitment = session.commitment.clone().expect("committed at the start");
    assert_eq!(commitment, oink::games::fairness::Commitment::new(started.id, session.seed));
    let seed = session.seed.to_string();
    let first_shown = shown(&first);
    assert!(first_shown.contains(&format!("Dice committed: {}", commitment.short())), "{first_shown}");
    assert!(!first_shown.contains(&seed) && !first_shown.contains(&commitment.hash), "{first_shown}");
    // A move, a board asked for by the other player, the export: still no seed.
    let current = if session.seats[session.game.turn.player].user == ann.user { &ann } else { &ben };
    assert!(!click(&service, &store, current, "roll", &[], 1).await.reply.ephemeral, "the roll applies");
    let board = service.command(AT, &ben, Command::Board, 1).await.expect("store");
    assert!(shown(&board).contains(&format!("Dice committed: {}", commitment.short())), "{}", shown(&board));
    let export = service.command(AT, &ann, Command::Export, 1).await.expect("store");
    assert!(export.reply.files.is_empty() && notice(&export).contains("once the game is over"), "{export:?}");
    for answer in [&board, &export] {
        assert!(!shown(answer).contains(&seed), "{}", shown(answer));
    }
    let games = service.games_of(&ann, false).await.expect("store");
    assert!(!shown(&games).contains(&seed), "{}", shown(&games));

    // A restart: the stored table keeps its commitment, and its board shows the same.
    drop(service);
    drop(store);
    let store = crate::support::reopen(&dir.path().join("db")).await;
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), true);
    let reloaded = pigs(table(&store)).expect("playing");
    assert_eq!(reloaded.commitment.as_ref(), Some(&commitment));
    let board = service.command(AT, &ann, Command::Board, 2).await.expect("store");
    assert!(shown(&board).contains(&format!("Dice committed: {}", commitment.short())), "{}", shown(&board));

    // Over: the final board reveals the seed and the whole commitment, and not before.
    let mut over = table(&store);
    let Stage::Playing(game) = over.stage.clone() else { panic!("playing") };
    over.stage = Stage::Finished(game);
    let catalog = Catalog::embedded().expect("catalog");
    let final_board = serde_json::to_string(&oink::render::board(&catalog, &over.view())).expect("json");
    assert!(
        final_board.contains(&format!("Seed: {seed} · commitment: {}", commitment.hash)),
        "{final_board}"
    );
    // Ended early, the game is over: its record carries the seed and verifies.
    end_by_moderator(&service).await;
    let export = service.command(AT, &ann, Command::Export, 3).await.expect("store");
    let record =
        String::from_utf8(export.reply.files.first().expect("a record").bytes.clone()).expect("utf-8");
    let verified = oink::games::fairness::verify(&record).expect("the record verifies");
    assert_eq!((verified.seed.to_string(), verified.commitment), (seed, commitment.hash));
}

/// Issue 12: tables saved by the release before records were compressed (schema 1: plain JSON
/// in sled, the action log as record objects) load, play on and export their whole record.
#[tokio::test]
async fn tables_saved_by_the_previous_release_load_and_play_on() {
    for fixture in ["three-pigs-table-v1.json", "wuerfelhaus-table-v1.json"] {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("db");
        let raw = std::fs::read(format!("tests/fixtures/store/{fixture}")).expect("fixture");
        {
            let db = sled::open(&path).expect("sled");
            db.open_tree("tables").expect("tree").insert(AT.channel.to_be_bytes(), raw).expect("insert");
            db.flush().expect("flush");
        }
        let store = crate::support::reopen(&path).await;
        let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
        let before = table(&store);
        let (player, logged) = match &before.stage {
            Stage::Playing(AnyGame::ThreePigs(s)) => (s.seats[s.game.turn.player].user, s.actions.len()),
            Stage::Playing(AnyGame::Wuerfelhaus(s)) => (s.seats[s.game.turn.player].user, s.actions.len()),
            other => panic!("{fixture}: a running game, not {other:?}"),
        };
        assert!(logged >= 20, "{fixture}: the log of the previous release was read");
        let who = actor(player, "Ann", Locale::EnUs);
        let answer = click(&service, &store, &who, "roll", &[], 2000).await;
        assert!(answer.update && !answer.reply.ephemeral, "{fixture}: the roll applies: {answer:?}");
        let after = table(&store);
        assert_eq!(after.rev, before.rev + 1);
        // Started before verifiable dice: no commitment, and the board shows none.
        assert!(
            after.stage.seats().len() > 1
                && !shown(&service.command(AT, &who, Command::Board, 2000).await.expect("store"))
                    .contains("Dice committed")
        );
        // A running game's record would reveal its seed: exported once the game is over.
        let running = service.command(AT, &who, Command::Export, 2000).await.expect("store");
        assert!(
            running.reply.files.is_empty() && notice(&running).contains("once the game is over"),
            "{running:?}"
        );
        end_by_moderator(&service).await;
        let export = service.command(AT, &who, Command::Export, 2000).await.expect("store");
        let record =
            String::from_utf8(export.reply.files.into_iter().next().expect("a record").bytes).expect("utf-8");
        let replayed = oink::games::replay(&record, false).expect("the exported record replays");
        let actions = serde_json::from_str::<serde_json::Value>(&record).expect("json")["actions"]
            .as_array()
            .map_or(0, Vec::len);
        assert_eq!(actions, logged + 1, "{fixture}: {replayed}");
    }
}

/// Issue 12: a whole game of The Three Little Pigs, kept as its table, is stored in at most
/// 4 KB (5 seats with long names, both variants, games played to the end at random).
#[test]
fn a_finished_three_pigs_table_is_stored_in_at_most_4_kb() {
    use oink::games::rng::Seeded;
    use oink::games::three_pigs::{Options, Variant};
    let mut largest = 0;
    for players in 2..=5u64 {
        for variant in [Variant::Standard, Variant::Veteran] {
            for seed in 0..25 {
                let seats = (0..players)
                    .map(|i| {
                        oink::table::Seat::person(
                            400_000_000_000_000_000 + i,
                            format!("A Pig With A Long Name {i}"),
                        )
                    })
                    .collect();
                let mut session =
                    Session::<Game>::start(seats, &Options { variant, ..Options::default() }, seed)
                        .expect("start");
                let mut chooser = Seeded::new(seed ^ 0xC0FFEE);
                while !session.game.is_over() {
                    let player = session.game.turn.player;
                    let legal = session.game.legal_actions(player);
                    let action = legal[chooser.below(legal.len())].clone();
                    session.play(player, action).expect("legal");
                }
                let finished = Table {
                    id: u64::MAX,
                    channel: 920_000_000_000_000_001,
                    guild: Some(910_000_000_000_000_001),
                    host: 400_000_000_000_000_000,
                    locale: Locale::EnUs,
                    turn_pings: true,
                    rev: 900,
                    board: Some(oink::table::model::BoardMessage {
                        message: 1_000_000_000_000_000_000,
                        posted_at: 1_800_000_000,
                    }),
                    updated_at: 1_800_000_000,
                    ended_by: None,
                    clock: Default::default(),
                    turn: None,
                    missed: Default::default(),
                    turn_times: Default::default(),
                    unshown: None,
                    answers_only: false,
                    stage: Stage::Finished(AnyGame::ThreePigs(session)),
                };
                let stored = oink::store::encode(finished.rev, &finished).expect("encode").len();
                largest = largest.max(stored);
                assert!(stored <= 4096, "{players} players, {variant:?}, seed {seed}: {stored} bytes");
            }
        }
    }
    eprintln!("largest finished table stored: {largest} bytes");
}

/// The ping names the game as each language says it: "jouer aux Trois Petits Cochons", never
/// "à Les Trois…"; German quotes the title „…“.
#[tokio::test]
async fn turn_pings_name_the_game_in_good_french_and_german() {
    for (host_locale, expected, wrong) in [
        (Locale::Fr, "c’est à toi de jouer aux Trois Petits Cochons. 🎲", "à Les"),
        (Locale::De, "du bist bei „Die drei kleinen Schweinchen“ dran. 🎲", "bei Die"),
        (Locale::EnUs, "it's your turn in The Three Little Pigs. 🎲", "in in"),
    ] {
        let (_dir, store, service) = setup(true);
        let host = actor(1, "Cléo", host_locale);
        let ben = actor(2, "Ben", Locale::De);
        let create = new_pigs();
        service.command(AT, &host, create, 0).await.expect("store");
        click(&service, &store, &ben, "join", &[], 0).await;
        click(&service, &store, &host, "start", &[], 0).await;
        let answer = finish_turn(&service, &store, &[host.clone(), ben.clone()], 10).await;
        let ping = answer.ping.and_then(|p| p.content).expect("a ping");
        // The first line; the catch-up digest follows it.
        assert!(ping.lines().next().is_some_and(|line| line.ends_with(expected)), "{ping}");
        assert!(!ping.contains(wrong), "{ping}");
    }
}

/// The wolf's target menu offers only legal houses; a forged value (one's own house, a house
/// or player that does not exist, a number that would wrap) is refused and changes nothing.
#[tokio::test]
async fn a_forged_wolf_target_is_refused_and_changes_nothing() {
    // Play seeded games, one click at a time, until someone faces the wolf.
    let mut found = None;
    'seeds: for seed in 0..50 {
        let (dir, store, service) = setup(true);
        let service = service.with_fixed_seed(Some(seed));
        let (ann, ben) = started(&service, &store).await;
        let players = [ann, ben];
        for now in 1..2000 {
            let Some(session) = pigs(table(&store)) else { continue 'seeds };
            let seat = session.game.turn.player;
            let who = players.iter().find(|p| p.user == session.seats[seat].user).expect("seated");
            match session.game.turn.phase {
                Phase::Wolf => {
                    found = Some((dir, store, service, players, now));
                    break 'seeds;
                }
                Phase::Roll => click(&service, &store, who, "roll", &[], now).await,
                Phase::Rolling => click(&service, &store, who, "stop", &[], now).await,
                Phase::Buying => match session.game.legal_actions(seat).first() {
                    Some(Action::Buy { kind, material, house }) => {
                        let value = encode_buy(*kind, *material, *house);
                        click(&service, &store, who, "buy0", &[value], now).await
                    }
                    _ => click(&service, &store, who, "done", &[], now).await,
                },
                Phase::Over => continue 'seeds,
            };
        }
    }
    let (_dir, store, service, players, now) = found.expect("a wolf within 50 games");
    let Some(session) = pigs(table(&store)) else { panic!("not playing") };
    let seat = session.game.turn.player;
    let who = players.iter().find(|p| p.user == session.seats[seat].user).expect("seated");
    let before = store.table::<Table>(AT.channel).expect("read").expect("table");
    for forged in [
        format!("{seat}.0"),
        "9.0".to_owned(),
        "1.99".to_owned(),
        "0.18446744073709551615".to_owned(),
        "18446744073709551615.0".to_owned(),
        "-1.0".to_owned(),
        "0.0.0".to_owned(),
        String::new(),
    ] {
        let answer = click(&service, &store, who, "target0", std::slice::from_ref(&forged), now).await;
        assert!(answer.reply.ephemeral, "{forged:?} was taken: {answer:?}");
        assert_eq!(store.table::<Table>(AT.channel).expect("read"), Some(before.clone()), "{forged:?}");
    }
}

/// Issue 13: a host who leaves hands the lobby on; the last one out closes it; a lobby left
/// idle for an hour (its host vanished) no longer blocks the channel.
#[tokio::test]
async fn a_lobby_is_handed_on_closed_when_empty_and_replaced_when_abandoned() {
    let (_dir, store, service) = setup(true);
    let (ann, ben, cleo) =
        (actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::De), actor(3, "Cleo", Locale::Fr));
    let create = new_pigs;
    service.command(AT, &ann, create(), 0).await.expect("store");
    click(&service, &store, &ben, "join", &[], 0).await;
    click(&service, &store, &ann, "leave", &[], 0).await;
    assert_eq!(table(&store).host, ben.user, "the next seat hosts");
    let closed = click(&service, &store, &ben, "leave", &[], 0).await;
    assert!(closed.update && closed.reply.rows.is_empty(), "the board says it closed: {closed:?}");
    assert!(store.table::<Table>(AT.channel).expect("read").is_none(), "an empty lobby closes itself");

    // Ann opens a lobby and vanishes: within the hour the channel is hers, then anyone's.
    service.command(AT, &ann, create(), 100).await.expect("store");
    let idle = oink::table::LOBBY_IDLE_SECS;
    assert!(
        notice(&service.command(AT, &cleo, create(), 100 + idle - 1).await.expect("store"))
            .contains("/cochons")
    );
    assert!(service.command(AT, &cleo, create(), 100 + idle).await.expect("store").is_board);
    assert_eq!(table(&store).host, cleo.user);
    // The command path closes an emptied lobby too.
    service.command(AT, &cleo, Command::Leave, 100 + idle).await.expect("store");
    assert!(store.table::<Table>(AT.channel).expect("read").is_none());
}

/// Issue 13: picking dice changes no game, so a quick second pick on the same board is taken
/// (it used to be refused as out of date); a real move still retires the board.
#[tokio::test]
async fn picking_dice_keeps_the_board_current() {
    for seed in 0..50 {
        let (_dir, store, service) = setup(true);
        let service = service.with_fixed_seed(Some(seed));
        let (ann, ben) = started(&service, &store).await;
        let Some(session) = pigs(table(&store)) else { panic!("playing") };
        let who = if session.seats[session.game.turn.player].user == ann.user { &ann } else { &ben };
        click(&service, &store, who, "roll", &[], 0).await;
        let Some(session) = pigs(table(&store)) else { continue };
        let free: Vec<usize> = (0..5)
            .filter(|d| session.game.turn.dice[*d] != Some(oink::games::three_pigs::Face::Wolf))
            .collect();
        if session.game.turn.phase != Phase::Rolling || free.len() < 2 {
            continue;
        }
        let rev = table(&store).rev;
        for die in &free[..2] {
            let answer =
                service.component(AT, who, &id(AT, rev, &format!("die{die}")), &[], 1).await.expect("store");
            assert!(
                answer.update && !answer.reply.ephemeral,
                "a pick on the same board is taken: {answer:?}"
            );
        }
        let after = table(&store);
        assert_eq!(after.rev, rev, "picks keep the revision");
        let picked = pigs(after).map(|s| s.ui.reroll).expect("playing");
        assert!(picked[free[0]] && picked[free[1]]);
        // The reroll is a move: the board it was drawn on is out of date afterwards.
        service.component(AT, who, &id(AT, rev, "reroll"), &[], 2).await.expect("store");
        let stale = service.component(AT, who, &id(AT, rev, "stop"), &[], 3).await.expect("store");
        assert!(notice(&stale).contains("out of date") || notice(&stale).contains("veraltet"));
        return;
    }
    panic!("no seed gave a roll with two dice to pick");
}

/// Issue 13: every way a board is posted again retires the old one: `/pigs board` and the
/// automatic repost after an hour. A click on the old board's components is refused.
#[tokio::test]
async fn every_repost_retires_the_old_board() {
    let (_dir, store, service) = setup(true);
    let (ann, ben) = started(&service, &store).await;
    service.board_posted(AT.channel, 555, 0).await.expect("store");
    let old = table(&store).rev;
    let answer = service.command(AT, &ann, Command::Board, 0).await.expect("store");
    assert_eq!(answer.retire, Some(555), "the command retires the old board");
    assert!(answer.is_board);
    for who in [&ann, &ben] {
        let refused = service.component(AT, who, &id(AT, old, "roll"), &[], 0).await.expect("store");
        assert!(refused.reply.ephemeral, "a click on the old board is refused: {refused:?}");
    }
    service.board_posted(AT.channel, 556, 0).await.expect("store");
    let before = table(&store).rev;
    let answer = finish_turn(&service, &store, &[ann.clone(), ben.clone()], 3700).await;
    assert_eq!(answer.retire, Some(556), "the automatic repost retires the old board");
    let refused = service.component(AT, &ann, &id(AT, before, "roll"), &[], 3700).await.expect("store");
    assert!(refused.reply.ephemeral);
}

/// Issue 13: an end confirmation names its table: one asked before the table was replaced
/// does not end the newer table in the same channel.
#[tokio::test]
async fn an_old_end_confirmation_does_not_end_a_newer_table() {
    let (_dir, store, service) = setup(true);
    let (ann, _ben) = started(&service, &store).await;
    let asked = service.command(AT, &ann, Command::End, 0).await.expect("store");
    let oink::render::reply::Row::Buttons(buttons) = &asked.reply.rows[0] else { panic!("buttons") };
    let yes = buttons[0].custom_id.clone();
    assert!(yes.ends_with(":yes"), "{yes}");
    service.component(AT, &ann, &yes, &[], 0).await.expect("store");
    assert!(table(&store).ended_by.is_some(), "the confirmation ends its table");
    let create = new_pigs();
    service.command(AT, &ann, create, 0).await.expect("store");
    let refused = service.component(AT, &ann, &yes, &[], 0).await.expect("store");
    assert!(refused.reply.ephemeral, "{refused:?}");
    assert!(table(&store).ended_by.is_none(), "the newer table goes on");
    // The form before confirmations named their table is refused too.
    let old_form = format!("oink:1:end:{}:yes", AT.channel);
    assert!(service.component(AT, &ann, &old_form, &[], 0).await.expect("store").reply.ephemeral);
    assert!(table(&store).ended_by.is_none());
}

/// Issue 13: a refusal that points to a command names the command of the channel's game, in
/// the user's language (Würfelhaus players are not sent to `/pigs`).
#[tokio::test]
async fn refusals_name_the_command_of_the_channels_game() {
    let (_dir, _store, service) = setup(true);
    let (ann, ben) = (actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::De));
    let haus = || Command::Create {
        setup: AnyOptions::Wuerfelhaus(Default::default()),
        turn_pings: None,
        language: None,
        clock: Default::default(),
    };
    service.command(AT, &ann, haus(), 0).await.expect("store");
    let exists = notice(&service.command(AT, &ben, haus(), 0).await.expect("store"));
    assert!(exists.contains("/würfelhaus brett") && exists.contains("/würfelhaus beenden"), "{exists}");
    assert!(!exists.contains("schweinchen"), "{exists}");
    let outdated = notice(&service.component(AT, &ann, &id(AT, 0, "join"), &[], 0).await.expect("store"));
    assert!(outdated.contains("/haus board"), "{outdated}");

    let (_dir, store, service) = setup(true);
    started(&service, &store).await;
    let exists = notice(&service.command(AT, &ben, haus(), 0).await.expect("store"));
    assert!(exists.contains("/schweinchen brett"), "{exists}");
}

/// Issue 13: the shared board is in the table's language: the one chosen with `language`, else
/// the server's preferred one, else its creator's; never the clicking player's. Notices follow
/// whoever clicked.
#[tokio::test]
async fn the_board_follows_the_tables_language_and_notices_the_clickers() {
    let ann = actor(1, "Ann", Locale::EnUs);
    let ben = actor(2, "Ben", Locale::Fr);
    for (language, server, expected) in [
        (Some(Locale::De), Some(Locale::Fr), Locale::De),
        (None, Some(Locale::Fr), Locale::Fr),
        (None, None, Locale::EnUs),
    ] {
        let (_dir, store, service) = setup(true);
        let at = Where { board_locale: server, ..AT };
        let create = Command::Create {
            setup: AnyOptions::ThreePigs(Default::default()),
            turn_pings: None,
            language,
            clock: Default::default(),
        };
        service.command(at, &ann, create, 0).await.expect("store");
        assert_eq!(table(&store).locale, expected);
        let joined = click(&service, &store, &ben, "join", &[], 0).await;
        let seats = Catalog::embedded().expect("catalog").text(expected, "lobby-seats", None);
        let embed = joined.reply.embed.expect("the lobby");
        assert_eq!(embed.fields[0].name, seats, "the board stays in the table's language");
        let refused = notice(&click(&service, &store, &ben, "start", &[], 0).await);
        assert!(refused.contains("hôte"), "the notice is in the clicker's language: {refused}");
    }
}
