//! Issue 16: computer players at a table, through the same entry people use.

use std::sync::Arc;

use serde_json::{Value, json};

use crate::support::TestBot;
use crate::support::fake_discord::{CHANNEL, FakeDiscord, GUILD, User, board_text, components, current_user};
use oink::component::{ComponentId, Token};
use oink::games::registry::{AnyGame, AnyOptions};
use oink::i18n::{Catalog, Locale};
use oink::store::Store;
use oink::table::stats::UserStats;
use oink::table::{Actor, Command, Service, Stage, Table, Where};

fn find(message: &Value, action: &str) -> Option<Value> {
    components(message).into_iter().find(|c| c["custom_id"].as_str().is_some_and(|id| id.ends_with(action)))
}

fn custom_id(component: &Value) -> String {
    component["custom_id"].as_str().unwrap_or_default().to_owned()
}

/// The board edits and posts the bot made so far.
async fn board_changes(fake: &FakeDiscord) -> usize {
    fake.requests().await.iter().filter(|r| r.path.contains("/messages") && r.method != "GET").count()
}

/// Ann alone opens a pigs table, seats a greedy and a strong computer player, starts, and plays
/// her turns through the board while the computer players take theirs: the game ends, the
/// computer players keep no statistics, and the record names them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_and_two_computer_players_play_a_whole_game_in_discord() {
    let bot = TestBot::start_seeded(Some(GUILD), 21).await;
    let fake = bot.fake.clone();
    let ann = User::new(7101, "Ann", "en-US");
    let sent = fake.slash(&ann, "pigs", json!([{"name": "new", "type": 1, "options": []}])).await;
    fake.response(&sent).await;
    let mut board = fake.response_message(&sent).await;
    for level in ["greedy", "strong"] {
        let menu = find(&board, ":addai").expect("the computer player menu");
        let response = fake.response(&fake.select(&ann, &board, &custom_id(&menu), &[level]).await).await;
        assert_eq!(response["type"], 7, "{response:#}");
        board = fake.latest_board(CHANNEL).await;
    }
    let seats = board_text(&board);
    assert!(seats.contains("🤖 Robo-Rosa · greedy") && seats.contains("🤖 Robo-Otto · strong"), "{seats}");
    fake.response(&fake.click(&ann, &board, &custom_id(&find(&board, ":start").expect("start"))).await).await;

    let mut rerolled = false;
    for step in 0.. {
        assert!(step < 3000, "the game did not end");
        let seen = board_changes(&fake).await;
        board = fake.latest_board(CHANNEL).await;
        if find(&board, ":rematch").is_some() {
            break;
        }
        if current_user(&board) != Some(ann.id) {
            // A computer player's turn: wait for its next move to show.
            fake.wait_count(
                "a computer player's move",
                |r| r.path.contains("/messages") && r.method != "GET",
                seen + 1,
            )
            .await;
            continue;
        }
        let pick = |action: &str| find(&board, action).filter(|c| c["disabled"] != true);
        let sent = if let Some(roll) = pick(":roll") {
            rerolled = false;
            fake.click(&ann, &board, &custom_id(&roll)).await
        } else if let Some(reroll) = pick(":reroll").filter(|_| !rerolled) {
            rerolled = true;
            fake.click(&ann, &board, &custom_id(&reroll)).await
        } else if let Some(stop) = pick(":stop") {
            fake.click(&ann, &board, &custom_id(&stop)).await
        } else if let Some(menu) = pick(":buy0") {
            let value = menu["options"][0]["value"].as_str().expect("an option").to_owned();
            fake.select(&ann, &board, &custom_id(&menu), &[&value]).await
        } else if let Some(done) = pick(":done") {
            fake.click(&ann, &board, &custom_id(&done)).await
        } else if let Some(blow) = pick(":blow") {
            fake.click(&ann, &board, &custom_id(&blow)).await
        } else if let Some(menu) = pick(":target0") {
            let value = menu["options"][0]["value"].as_str().expect("a target").to_owned();
            fake.select(&ann, &board, &custom_id(&menu), &[&value]).await
        } else {
            panic!("no move for Ann on {board:#}");
        };
        let response = fake.response(&sent).await;
        assert_eq!(response["type"], 7, "step {step}: {response:#}");
    }
    assert!(board_text(&board).contains("🏆"), "{board:#}");

    // Only Ann keeps statistics; the record names the computer seats and replays.
    let stats: UserStats = bot.store.stats(GUILD, ann.id, "three-pigs").expect("read").expect("Ann's");
    assert_eq!(stats.games, 1);
    let Stage::Finished(AnyGame::ThreePigs(session)) =
        bot.store.table::<Table>(CHANNEL).expect("read").expect("the table").data.stage
    else {
        panic!("a finished pigs game");
    };
    for seat in session.seats.iter().filter(|s| s.ai.is_some()) {
        let none: Option<UserStats> = bot.store.stats(GUILD, seat.user, "three-pigs").expect("read");
        assert!(none.is_none(), "{seat:?}");
    }
    let record = serde_json::to_value(session.record()).expect("json");
    let ai = record["ai"].as_object().cloned().unwrap_or_default();
    let mut levels: Vec<&str> = ai.values().filter_map(Value::as_str).collect();
    levels.sort_unstable();
    assert_eq!(levels, ["greedy", "strong"], "{record:#}");
    let replayed = oink::games::replay(&record.to_string(), false).expect("the record replays");
    assert_eq!(replayed["status"], "finished");
    bot.stop().await;
    let warnings = crate::support::library_warnings();
    assert!(warnings.is_empty(), "serenity/poise warned: {warnings:#?}");
}

const AT: Where = Where { channel: 8, guild: Some(9), chatter: 0, board_locale: None, answers_only: false };

fn actor(user: u64, name: &str) -> Actor {
    Actor { user, name: name.to_owned(), locale: Locale::EnUs, can_manage: false }
}

async fn press(service: &Service, store: &Store, who: &Actor, token: Token, values: &[&str]) -> bool {
    let rev = store.table::<Table>(AT.channel).expect("read").expect("a table").data.rev;
    let id = ComponentId::Table { channel: AT.channel, rev, token }.encode();
    let values: Vec<String> = values.iter().map(|v| (*v).to_owned()).collect();
    let answer = service.component(AT, who, &id, &values, 0).await.expect("store");
    !answer.reply.ephemeral
}

/// Only the host seats or removes computer players; a level the menu does not offer, or a full
/// table, changes nothing; a lobby whose last person leaves closes, computer players or not.
#[tokio::test]
async fn only_the_host_seats_computer_players_and_forged_levels_change_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(&dir.path().join("db"), 8).expect("store");
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    let (ann, ben) = (actor(1, "Ann"), actor(2, "Ben"));
    let create = Command::Create {
        setup: AnyOptions::ThreePigs(Default::default()),
        turn_pings: None,
        language: None,
        clock: Default::default(),
    };
    service.command(AT, &ann, create, 0).await.expect("store");
    let seats = || match store.table::<Table>(AT.channel).expect("read").map(|t| t.data.stage) {
        Some(Stage::Lobby { seats, .. }) => seats,
        other => panic!("a lobby: {other:?}"),
    };
    assert!(press(&service, &store, &ben, Token::Join, &[]).await);
    assert!(!press(&service, &store, &ben, Token::AddAi, &["strong"]).await, "Ben is no host");
    for forged in [&["genius"][..], &[][..], &["strong", "greedy"][..]] {
        assert!(!press(&service, &store, &ann, Token::AddAi, forged).await, "{forged:?}");
    }
    assert_eq!(seats().len(), 2);
    for level in ["random", "greedy", "strong"] {
        assert!(press(&service, &store, &ann, Token::AddAi, &[level]).await);
    }
    assert!(!press(&service, &store, &ann, Token::AddAi, &["random"]).await, "five seats at most");
    let levels: Vec<_> = seats().iter().filter_map(|s| s.ai).map(|l| l.name()).collect();
    assert_eq!(levels, ["random", "greedy", "strong"]);
    assert!(!press(&service, &store, &ben, Token::DropAi, &[]).await, "Ben is no host");
    assert!(press(&service, &store, &ann, Token::DropAi, &[]).await);
    assert_eq!(seats().iter().filter(|s| s.ai.is_some()).count(), 2);
    // Ann leaves: Ben, the last person, hosts; when he leaves, the computer players go too.
    service.command(AT, &ann, Command::Leave, 0).await.expect("store");
    service.command(AT, &ben, Command::Leave, 0).await.expect("store");
    assert!(store.table::<Table>(AT.channel).expect("read").is_none(), "the lobby closed");
}

/// A computer player's move under a buried board posts the board again below and retires
/// the old one, with no notice (no request waits for one).
#[tokio::test]
async fn a_computer_move_under_a_buried_board_posts_it_again_quietly() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(&dir.path().join("db"), 8).expect("store");
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), true)
        .with_fixed_seed(Some(3));
    let ann = actor(1, "Ann");
    let create = Command::Create {
        setup: AnyOptions::Wuerfelhaus(Default::default()),
        turn_pings: None,
        language: None,
        clock: Default::default(),
    };
    service.command(AT, &ann, create, 0).await.expect("store");
    service.board_posted(AT.channel, 500, 0).await.expect("store");
    assert!(press(&service, &store, &ann, Token::AddAi, &["greedy"]).await);
    assert!(press(&service, &store, &ann, Token::Start, &[]).await);
    let buried = Where { chatter: 40, ..AT };
    for _ in 0..200 {
        let table = store.table::<Table>(AT.channel).expect("read").expect("a table").data;
        let Stage::Playing(AnyGame::Wuerfelhaus(session)) = &table.stage else { panic!("playing") };
        if session.seats[session.game.turn.player].ai.is_some() {
            // A person's click in the computer's turn is refused, and sets the computer going
            // (after a restart nothing else would).
            let id = ComponentId::Table {
                channel: AT.channel,
                rev: table.rev,
                token: Token::parse("roll").expect("a token"),
            };
            let refused = service.component(AT, &ann, &id.encode(), &[], 0).await.expect("store");
            assert!(refused.reply.ephemeral && refused.ai_next, "{refused:?}");
            let answer = service.ai_move(buried, 0).await.expect("store").expect("a move");
            if answer.fresh_board.is_some() {
                assert_eq!(answer.retire, Some(500), "the buried board is retired");
                assert!(answer.board_edit.is_none() && answer.reply == oink::render::Reply::default());
                return;
            }
            continue;
        }
        let token = match session.game.turn.phase {
            oink::games::wuerfelhaus::Phase::Roll => "roll",
            oink::games::wuerfelhaus::Phase::Rolling => "stop",
            _ if session.game.best_assignment().is_some() => "best",
            _ => "pass",
        };
        assert!(press(&service, &store, &ann, Token::parse(token).expect("a token"), &[]).await, "{token}");
    }
    panic!("the computer player never moved under the buried board");
}
