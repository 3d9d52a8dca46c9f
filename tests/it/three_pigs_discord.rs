//! The Three Little Pigs in Discord, end to end: the real poise bot against the fake Discord,
//! played only through slash commands, buttons and select menus.

use crate::support;

use std::collections::HashMap;

use crate::support::TestBot;
use crate::support::fake_discord::{
    CHANNEL, FakeDiscord, GUILD, Sent, User, board_text, board_title, components, current_user, has_board,
    is_private,
};
use oink::table::stats::UserStats;
use serde_json::{Value, json};

fn users() -> [User; 3] {
    [User::new(7001, "Ann", "en-US"), User::new(7002, "Ben", "de"), User::new(7003, "Cleo", "fr")]
}

pub(crate) fn find(message: &Value, action: &str) -> Option<Value> {
    components(message).into_iter().find(|c| c["custom_id"].as_str().is_some_and(|id| id.ends_with(action)))
}

pub(crate) fn custom_id(component: &Value) -> String {
    component["custom_id"].as_str().unwrap_or_default().to_owned()
}

pub(crate) async fn expect_update(fake: &FakeDiscord, sent: &Sent) -> Value {
    let response = fake.response(sent).await;
    assert_eq!(response["type"], 7, "expected a board update, got {response:#}");
    response
}

async fn expect_notice(fake: &FakeDiscord, sent: &Sent) -> String {
    let response = fake.response(sent).await;
    assert_eq!(response["type"], 4, "{response:#}");
    assert_eq!(response["data"]["flags"], 64, "a notice is ephemeral: {response:#}");
    response["data"]["content"].as_str().unwrap_or_default().to_owned()
}

/// Ann opens a table; the other users join; Ann starts. Returns the board.
async fn start_game(fake: &FakeDiscord, players: &[User]) -> Value {
    let sent = fake.slash(&players[0], "pigs", json!([{"name": "new", "type": 1, "options": []}])).await;
    let response = fake.response(&sent).await;
    assert_eq!(response["type"], 4, "{response:#}");
    let mut board = fake.response_message(&sent).await;
    assert!(board_title(&board).is_some_and(|t| t.contains("Three Little Pigs")), "{board:#}");
    for user in &players[1..] {
        let join = find(&board, ":join").expect("join button");
        expect_update(fake, &fake.click(user, &board, &custom_id(&join)).await).await;
        board = fake.latest_board(CHANNEL).await;
    }
    let start = find(&board, ":start").expect("start button");
    if players.len() > 1 {
        // Only the host starts.
        let note = expect_notice(fake, &fake.click(&players[1], &board, &custom_id(&start)).await).await;
        assert!(note.contains("Gastgeber"), "{note}");
    }
    expect_update(fake, &fake.click(&players[0], &board, &custom_id(&start)).await).await;
    fake.latest_board(CHANNEL).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_users_play_a_whole_game_with_buttons_and_menus() {
    let bot = TestBot::start().await;
    let fake = bot.fake.clone();
    let players = users();
    let by_id: HashMap<u64, User> = players.iter().map(|u| (u.id, u.clone())).collect();
    let mut board = start_game(&fake, &players).await;
    let shown = board_text(&board);
    let seen = |word: &&str| shown.contains(*word);
    assert!(["Ann", "Ben", "Cleo", "Tiles left"].iter().all(seen), "three players and the stacks: {shown}");

    let mut steps = 0;
    let mut rerolled = false;
    while current_user(&board).is_some()
        && find(&board, ":join").is_none()
        && find(&board, ":rematch").is_none()
    {
        steps += 1;
        assert!(steps < 3000, "the game did not end");
        let user = &by_id[&current_user(&board).expect("current player")];
        let sent = if let Some(roll) = find(&board, ":roll") {
            rerolled = false;
            fake.click(user, &board, &custom_id(&roll)).await
        } else if let Some(reroll) = find(&board, ":reroll").filter(|r| r["disabled"] != true) {
            rerolled = true;
            fake.click(user, &board, &custom_id(&reroll)).await
        } else if let Some(die) = find(&board, ":die3").filter(|_| !rerolled) {
            fake.click(user, &board, &custom_id(&die)).await
        } else if let Some(stop) = find(&board, ":stop") {
            fake.click(user, &board, &custom_id(&stop)).await
        } else if let Some(menu) = find(&board, ":buy0") {
            let value = menu["options"][0]["value"].as_str().expect("an option").to_owned();
            fake.select(user, &board, &custom_id(&menu), &[&value]).await
        } else if let Some(done) = find(&board, ":done") {
            fake.click(user, &board, &custom_id(&done)).await
        } else if let Some(blow) = find(&board, ":blow").filter(|b| b["disabled"] != true) {
            fake.click(user, &board, &custom_id(&blow)).await
        } else if let Some(menu) = find(&board, ":target0") {
            let value = menu["options"][0]["value"].as_str().expect("a target").to_owned();
            fake.select(user, &board, &custom_id(&menu), &[&value]).await
        } else {
            panic!("no move offered on {board:#}");
        };
        let response = fake.response(&sent).await;
        assert_eq!(response["type"], 7, "step {steps}: {response:#}\non {board:#}");
        board = fake.latest_board(CHANNEL).await;
    }

    assert!(board_title(&board).is_some_and(|t| t.contains("Final scores")), "{board:#}");
    let shown = board_text(&board);
    assert!(shown.contains("🏆"), "{shown}");
    let rematch = find(&board, ":rematch").expect("a finished board offers a rematch");
    assert!(find(&board, ":read").is_some(), "and 🔊 Read the board: {board:#}");
    assert_eq!(components(&board).len(), 2, "and nothing else: {board:#}");
    assert!(shown.matches("tiles").count() >= 3, "a breakdown for each player: {shown}");

    // The turn passed with a ping each time (edits notify nobody), and the end is announced in
    // a new message that mentions everyone, best first.
    // Each ping replaced the one before, and the end took the last: many were sent, none stays.
    let is_ping = |r: &support::fake_discord::Request| {
        r.method == "POST" && r.body["content"].as_str().is_some_and(|c| c.contains("your turn"))
    };
    let sent_pings = fake.requests().await.iter().filter(|r| is_ping(r)).count();
    assert!(sent_pings >= 3, "{sent_pings} pings");
    let deleted = |r: &support::fake_discord::Request| r.method == "DELETE";
    fake.wait_count("the last ping's deletion", deleted, sent_pings).await;
    let pings = fake.public_texts(CHANNEL).await;
    assert_eq!(pings.iter().filter(|p| p.contains("your turn")).count(), 0, "{pings:#?}");
    let announcement = fake
        .wait_request("the announcement", |r| {
            r.method == "POST" && r.body["content"].as_str().is_some_and(|c| c.starts_with("🏁"))
        })
        .await;
    let announced = announcement.body["content"].as_str().unwrap_or_default();
    assert!(announced.starts_with("🏁 Game over: The Three Little Pigs!"), "{announced}");
    assert!(players.iter().all(|u| announced.contains(&format!("<@{}>", u.id))), "{announced}");
    assert!(announced.lines().nth(1).is_some_and(|l| l.starts_with("🥇")), "{announced}");

    // Statistics for a later leaderboard.
    for user in &players {
        let stats: UserStats =
            bot.store.stats(GUILD, user.id, "three-pigs").expect("read").expect("recorded");
        assert_eq!(stats.games, 1);
    }

    // The exported record replays offline to the same final state.
    let sent = fake.slash(&players[1], "pigs", json!([{"name": "export", "type": 1, "options": []}])).await;
    fake.response(&sent).await;
    let upload = fake
        .wait_request("the export upload", |r| r.path.contains(&format!("/interactions/{}/", sent.id)))
        .await;
    let (name, bytes) = upload.files.first().cloned().expect("an attached file");
    assert_eq!(name, format!("three-pigs-{CHANNEL}.json"));
    let record = String::from_utf8(bytes).expect("utf-8");
    let replayed = oink::games::replay(&record, false).expect("the export replays");
    assert_eq!(replayed["status"], "finished");
    // The ephemeral answer carries the record as its attachment, as Discord shows it.
    let answer = fake.response_message(&sent).await;
    assert_eq!(fake.attachments(&answer).await, [(name.clone(), record.clone().into_bytes())]);
    assert_eq!(answer["attachments"][0]["filename"], name.as_str());
    assert_eq!(replayed["players"].as_array().map(Vec::len), Some(3));

    // Rematch: only a player of the finished game may start it; it starts at once with the
    // same players, its board goes below, and the final board keeps its scores.
    let stranger = User::new(9999, "Zoe", "en-US");
    let sent = fake.click(&stranger, &board, &custom_id(&rematch)).await;
    assert_eq!(fake.response(&sent).await["data"]["flags"], 64, "the stranger is refused privately");
    let final_id = board["id"].clone();
    let finished = bot.store.table::<oink::table::Table>(CHANNEL).expect("read").expect("the table").data;
    let posted = |r: &support::fake_discord::Request| {
        r.method == "POST" && r.path.ends_with("/messages") && has_board(&r.body)
    };
    let boards_before = fake.requests().await.iter().filter(|r| posted(r)).count();
    let sent = fake.click(&players[2], &board, &custom_id(&rematch)).await;
    let response = fake.response(&sent).await;
    assert_eq!(response["type"], 7, "{response:#}");
    let scores = board_title(&response["data"]);
    assert!(scores.is_some_and(|t| t.contains("Final scores")), "{response:#}");
    assert!(components(&response["data"]).is_empty(), "no controls left: {response:#}");
    fake.wait_count("the new game's board", posted, boards_before + 1).await;
    let again = fake.latest_board(CHANNEL).await;
    assert_ne!(again["id"], final_id, "the new game's board is a new message");
    let first = current_user(&again).expect("someone's turn");
    assert!(players.iter().any(|u| u.id == first), "{again:#}");
    assert!(find(&again, ":roll").is_some(), "{again:#}");
    // The finished game's record was archived, not lost.
    let archived: Option<oink::table::Table> = bot.store.archived(CHANNEL, finished.id).expect("read");
    assert_eq!(archived.map(|t| t.rev), Some(finished.rev));

    bot.stop().await;
    let warnings = support::library_warnings();
    assert!(warnings.is_empty(), "serenity/poise warned: {warnings:#?}");
    assert!(fake.unanswered().await.is_empty(), "{:#?}", fake.unanswered().await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_player_outdated_board_double_click_and_restart() {
    // Seeded, so the double click below always meets the same board.
    let bot = TestBot::start_seeded(Some(GUILD), 2).await;
    let fake = bot.fake.clone();
    let [ann, ben, _] = users();
    let board = start_game(&fake, &[ann.clone(), ben.clone()]).await;
    let (current, other) = if current_user(&board) == Some(ann.id) { (ann, ben) } else { (ben, ann) };
    let roll = custom_id(&find(&board, ":roll").expect("roll"));

    // The other player's click: a short ephemeral "not your turn", in their language.
    let note = expect_notice(&fake, &fake.click(&other, &board, &roll).await).await;
    let expected = if other.locale == "de" { "nicht dran" } else { "not your turn" };
    assert!(note.contains(expected), "{note}");

    // The right click, then the same (now outdated) button again.
    expect_update(&fake, &fake.click(&current, &board, &roll).await).await;
    let note = expect_notice(&fake, &fake.click(&current, &board, &roll).await).await;
    assert!(note.contains("out of date") || note.contains("veraltet"), "{note}");

    // Two clicks at the same moment, by whoever is on turn now (the roll may have passed the
    // turn already: two wolves and nobody to blow on, or nothing to buy): exactly one applies.
    let board = fake.latest_board(CHANNEL).await;
    let on_turn = users().into_iter().find(|u| Some(u.id) == current_user(&board)).expect("a current player");
    let button = find(&board, ":stop").or_else(|| find(&board, ":blow")).or_else(|| find(&board, ":roll"));
    let button = button.filter(|b| b["disabled"] != true).expect("a button to click twice");
    let id = custom_id(&button);
    let (a, b) = tokio::join!(fake.click(&on_turn, &board, &id), fake.click(&on_turn, &board, &id));
    let (a, b) = (fake.response(&a).await, fake.response(&b).await);
    let updates = [&a, &b].iter().filter(|r| r["type"] == 7).count();
    assert_eq!(updates, 1, "exactly one click applies: {a:#} {b:#}");

    // A restart in the middle of a turn: the board's buttons still work.
    let board = fake.latest_board(CHANNEL).await;
    let bot = bot.restart().await;
    let player = users().into_iter().find(|u| Some(u.id) == current_user(&board)).expect("a current player");
    let component = components(&board).into_iter().find(|c| c["disabled"] != true).expect("a move");
    let sent = if component["type"] == 3 {
        let value = component["options"][0]["value"].as_str().expect("an option").to_owned();
        fake.select(&player, &board, &custom_id(&component), &[&value]).await
    } else {
        fake.click(&player, &board, &custom_id(&component)).await
    };
    let response = fake.response(&sent).await;
    assert_eq!(response["type"], 7, "{response:#}");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_table_rules_end_and_localized_commands() {
    let bot = TestBot::start().await;
    let fake = bot.fake.clone();
    let [ann, ben, cleo] = users();
    start_game(&fake, &[ann.clone(), ben.clone()]).await;

    // A second table in the same channel: how to see or end the running one.
    let sent = fake.slash(&cleo, "pigs", json!([{"name": "new", "type": 1, "options": []}])).await;
    let note = expect_notice(&fake, &sent).await;
    assert!(note.contains("/cochons plateau"), "{note}");

    // The rules, in the asker's language.
    let sent = fake.slash(&ben, "pigs", json!([{"name": "rules", "type": 1, "options": []}])).await;
    let response = fake.response(&sent).await;
    assert!(is_private(&response["data"]), "{response:#}");
    assert!(board_title(&response["data"]).is_some_and(|t| t.contains("So wird gespielt")), "{response:#}");

    // Ending: Cleo may not; Ann (host) confirms; the channel is free for a new table.
    let sent = fake.slash(&cleo, "pigs", json!([{"name": "end", "type": 1, "options": []}])).await;
    assert!(expect_notice(&fake, &sent).await.contains("hôte"));
    let sent = fake.slash(&ann, "pigs", json!([{"name": "end", "type": 1, "options": []}])).await;
    fake.response(&sent).await;
    let confirm = fake.response_message(&sent).await;
    let yes = components(&confirm).into_iter().find(|c| custom_id(c).ends_with(":yes")).expect("yes");
    expect_update(&fake, &fake.click(&ann, &confirm, &custom_id(&yes)).await).await;
    // The ended game's record stays until a newer table: Cleo may open one now.
    let sent = fake.slash(&cleo, "pigs", json!([{"name": "new", "type": 1, "options": []}])).await;
    let lobby = fake.response(&sent).await;
    assert_eq!(lobby["type"], 4, "{lobby:#}");
    assert!(has_board(&lobby["data"]), "a new lobby: {lobby:#}");

    // Localized command names were registered.
    let registration = fake.wait_request("registration", |r| r.method == "PUT").await;
    let pigs = registration
        .body
        .as_array()
        .and_then(|c| c.iter().find(|c| c["name"] == "pigs"))
        .cloned()
        .expect("pigs");
    assert_eq!(pigs["name_localizations"]["de"], "schweinchen");
    assert_eq!(pigs["name_localizations"]["fr"], "cochons");
    let new =
        pigs["options"].as_array().and_then(|o| o.iter().find(|o| o["name"] == "new")).cloned().expect("new");
    assert_eq!(new["name_localizations"]["de"], "neu");
    bot.stop().await;
}

/// Plays the current turn through the board until another player is mentioned.
async fn play_out_turn(fake: &FakeDiscord, players: &[User]) {
    let mut board = fake.latest_board(CHANNEL).await;
    let first = current_user(&board);
    while current_user(&board) == first {
        let user = players.iter().find(|u| Some(u.id) == current_user(&board)).expect("a player");
        let sent = if let Some(roll) = find(&board, ":roll") {
            fake.click(user, &board, &custom_id(&roll)).await
        } else if let Some(stop) = find(&board, ":stop") {
            fake.click(user, &board, &custom_id(&stop)).await
        } else if let Some(menu) = find(&board, ":buy0") {
            let value = menu["options"][0]["value"].as_str().expect("option").to_owned();
            fake.select(user, &board, &custom_id(&menu), &[&value]).await
        } else if let Some(done) = find(&board, ":done") {
            fake.click(user, &board, &custom_id(&done)).await
        } else if let Some(blow) = find(&board, ":blow").filter(|b| b["disabled"] != true) {
            fake.click(user, &board, &custom_id(&blow)).await
        } else {
            let menu = find(&board, ":target0").expect("a target menu");
            let value = menu["options"][0]["value"].as_str().expect("target").to_owned();
            fake.select(user, &board, &custom_id(&menu), &[&value]).await
        };
        fake.response(&sent).await;
        board = fake.latest_board(CHANNEL).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_buried_by_chatter_is_posted_again_at_the_next_turn() {
    let bot = TestBot::start().await;
    let fake = bot.fake.clone();
    let [ann, ben, cleo] = users();
    let players = [ann.clone(), ben.clone()];
    let board = start_game(&fake, &players).await;
    let board_id = board["id"].as_str().expect("id").to_owned();
    for i in 0..20 {
        fake.say(&cleo, &format!("chatting away {i}")).await;
    }
    // The bot counts the messages before the next click: wait until its shard has read them
    // and handed them to the handler (counting one is a counter increment, done before the
    // click is even sent).
    fake.sync_gateway().await;
    play_out_turn(&fake, &players).await;
    let fresh = fake.latest_board(CHANNEL).await;
    assert_ne!(fresh["id"].as_str(), Some(board_id.as_str()), "a new board at the bottom");
    assert!(!components(&fresh).is_empty());
    let requests = fake.requests().await;
    assert!(requests.iter().any(|r| r.method == "POST"
        && r.path == format!("/channels/{CHANNEL}/messages")
        && has_board(&r.body)));
    bot.stop().await;
    let warnings = support::library_warnings();
    assert!(warnings.is_empty(), "serenity/poise warned: {warnings:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unreadable_button_is_refused_in_the_clickers_language_and_changes_nothing() {
    let bot = TestBot::start().await;
    let fake = bot.fake.clone();
    let [ann, ben, cleo] = users();
    let sent = fake.slash(&ann, "pigs", json!([{"name": "new", "type": 1, "options": []}])).await;
    fake.response(&sent).await;
    let board = fake.response_message(&sent).await;
    for (user, expected) in [(&ben, "lässt sich nicht lesen"), (&cleo, "illisible"), (&ann, "cannot be read")]
    {
        for id in ["oink:1:t:garbage", "oink:1:t:1:2:\nfake log line", "someone-else:1"] {
            let note = expect_notice(&fake, &fake.click(user, &board, id).await).await;
            assert!(note.contains(expected), "{id:?}: {note}");
        }
    }
    let after = fake.latest_board(CHANNEL).await;
    let shown = |message: &Value| (message["components"].clone(), board_text(message));
    assert_eq!(shown(&after), shown(&board), "nothing changed");
    bot.stop().await;
    let warnings = support::library_warnings();
    assert!(warnings.is_empty(), "serenity/poise warned: {warnings:#?}");
}

/// Slash-command options a client never sends but a forged interaction can: each is refused
/// with the option's name (as the user's client shows it) and the values it takes, and no
/// table is opened.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_option_values_are_named_and_open_no_table() {
    let bot = TestBot::start().await;
    let fake = bot.fake.clone();
    let [ann, ben, cleo] = users();
    let cases: Vec<(&User, &str, Value, &str)> = vec![
        (
            &ann,
            "pigs",
            json!([{"name": "two_player_end", "type": 4, "value": 5}]),
            "The option “two_player_end” takes only 2 or 3",
        ),
        (
            &ann,
            "pigs",
            json!([{"name": "two_player_end", "type": 4, "value": -1}]),
            "“two_player_end” takes only 2 or 3",
        ),
        (
            &ann,
            "pigs",
            json!([{"name": "two_player_end", "type": 4, "value": 256}]),
            "“two_player_end” takes only 2 or 3",
        ),
        (
            &ann,
            "pigs",
            json!([{"name": "two_player_end", "type": 4, "value": i64::MAX}]),
            "“two_player_end” takes only 2 or 3",
        ),
        (
            &ann,
            "pigs",
            json!([{"name": "two_player_end", "type": 10, "value": 0.0}]),
            "“two_player_end” takes only 2 or 3",
        ),
        (
            &ben,
            "pigs",
            json!([{"name": "two_player_end", "type": 4, "value": 5}]),
            "Die Option „ende_zu_zweit“ erlaubt nur 2 oder 3",
        ),
        (
            &ann,
            "pigs",
            json!([{"name": "variant", "type": 4, "value": -1}]),
            "“variant” takes only standard or veteran pigs (award cards)",
        ),
        (
            &cleo,
            "pigs",
            json!([{"name": "variant", "type": 4, "value": 2}]),
            "L’option « variante » n’accepte que standard ou cochons vétérans (cartes de récompense)",
        ),
        (
            &ann,
            "pigs",
            json!([{"name": "variant", "type": 3, "value": "gold"}]),
            "“variant” takes only standard or",
        ),
        (
            &ann,
            "pigs",
            json!([{"name": "finish_round", "type": 3, "value": "yes"}]),
            "“finish_round” takes only true or false",
        ),
        (
            &ann,
            "haus",
            json!([{"name": "turn_pings", "type": 4, "value": 1}]),
            "“turn_pings” takes only true or false",
        ),
    ];
    for (user, command, options, expected) in cases {
        let sent = fake.slash(user, command, json!([{"name": "new", "type": 1, "options": options}])).await;
        let note = expect_notice(&fake, &sent).await;
        assert!(note.contains(expected), "{options}: {note}");
    }
    let sent = fake.slash(&ann, "pigs", json!([{"name": "board", "type": 1, "options": []}])).await;
    assert!(expect_notice(&fake, &sent).await.contains("no game"), "no table was opened");
    // Good values still open a table: a listed value comes as its index (1: veteran; 1: 3).
    let options = json!([{"name": "variant", "type": 4, "value": 1}, {"name": "two_player_end", "type": 4, "value": 1}]);
    let sent = fake.slash(&ann, "pigs", json!([{"name": "new", "type": 1, "options": options}])).await;
    fake.response(&sent).await;
    let board = fake.response_message(&sent).await;
    assert!(board_title(&board).is_some_and(|t| t.contains("Veteran")), "{board:#}");
    bot.stop().await;
    let warnings = support::library_warnings();
    assert!(warnings.is_empty(), "serenity/poise warned: {warnings:#?}");
}

/// Issue 13: a move is stored, but its answer fails (the interaction expired): a fresh board
/// goes below showing the move, the clicked one is retired, and play goes on from the fresh one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_answer_failed_is_shown_on_a_fresh_board() {
    let bot = TestBot::start_seeded(Some(GUILD), 2).await;
    let fake = bot.fake.clone();
    let [ann, ben, _] = users();
    let board = start_game(&fake, &[ann.clone(), ben.clone()]).await;
    let current = if current_user(&board) == Some(ann.id) { ann.clone() } else { ben.clone() };
    let roll = custom_id(&find(&board, ":roll").expect("roll"));
    let rev: u64 = roll.split(':').nth(4).and_then(|r| r.parse().ok()).expect("a revision");

    fake.expire_interactions(true);
    fake.click(&current, &board, &roll).await;
    let posted = fake
        .wait_request("a fresh board", |r| {
            r.method == "POST" && r.path == format!("/channels/{CHANNEL}/messages") && has_board(&r.body)
        })
        .await;
    fake.expire_interactions(false);
    let ids: Vec<String> =
        components(&posted.body).iter().map(custom_id).filter(|id| id.starts_with("oink:1:t:")).collect();
    assert!(!ids.is_empty(), "the fresh board has moves: {:#}", posted.body);
    assert!(ids.iter().all(|id| id.contains(&format!(":{}:", rev + 1))), "drawn after the roll: {ids:?}");
    fake.wait_request("the clicked board retired", |r| {
        r.method == "PATCH" && r.path.ends_with(&format!("/messages/{}", board["id"].as_str().unwrap_or("")))
    })
    .await;

    let fresh = fake.latest_board(CHANNEL).await;
    assert_ne!(fresh["id"], board["id"]);
    let player = users().into_iter().find(|u| Some(u.id) == current_user(&fresh)).expect("a current player");
    let component = components(&fresh).into_iter().find(|c| c["disabled"] != true).expect("a move");
    let sent = if component["type"] == 3 {
        let value = component["options"][0]["value"].as_str().expect("an option").to_owned();
        fake.select(&player, &fresh, &custom_id(&component), &[&value]).await
    } else {
        fake.click(&player, &fresh, &custom_id(&component)).await
    };
    assert_eq!(fake.response(&sent).await["type"], 7, "play goes on from the fresh board");
    bot.stop().await;
}

/// A table whose answer hangs (Discord slow or stuck) holds its lock; a second click waits
/// for it only within the bound (deferred within Discord's three seconds meanwhile), then
/// hears that the table is busy, and nothing changes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_on_a_table_stuck_answering_is_refused_after_the_bound() {
    let bot = TestBot::start().await;
    let fake = bot.fake.clone();
    let [ann, ben, cleo] = users();
    let new = json!([{"name": "new", "type": 1, "options": []}]);
    let lobby = fake.response_message(&fake.slash(&ann, "pigs", new).await).await;
    let join = custom_id(&find(&lobby, ":join").expect("join"));
    // Ben's join is stored, but its answer hangs for longer than the bound.
    fake.stall_next_callback(support::TABLE_PATIENCE + std::time::Duration::from_secs(3));
    let first = fake.click(&ben, &lobby, &join).await;
    // Ben's join is stored under the table's lock, which its hanging answer keeps.
    let seated = || {
        bot.store
            .table::<oink::table::Table>(CHANNEL)
            .ok()
            .flatten()
            .is_some_and(|t| t.data.stage.seats().iter().any(|s| s.user == ben.id))
    };
    let until = std::time::Instant::now() + support::TABLE_PATIENCE;
    while !seated() {
        assert!(std::time::Instant::now() < until, "Ben's join was stored");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let waited = std::time::Instant::now();
    let second = fake.click(&cleo, &lobby, &join).await;
    // A table command meanwhile waits for the table as well.
    let board_command = fake.slash(&cleo, "pigs", json!([{"name": "board", "type": 1, "options": []}])).await;
    // Discord hears within its three seconds that an answer will follow (a deferred update)...
    assert_eq!(fake.response(&second).await["type"], 6, "deferred");
    let delays = fake.answer_delays().await;
    let deferred_after = delays.iter().find(|(id, _)| *id == second.id).and_then(|(_, delay)| *delay);
    assert!(deferred_after.is_some_and(|d| d < std::time::Duration::from_secs(3)), "{deferred_after:?}");
    // ...and the refusal follows, privately, in Cleo's language.
    let follow_up = format!("/webhooks/{}/{}", crate::support::fake_discord::APP_ID, second.token);
    let refusal = fake.wait_request("Cleo's refusal", |r| r.method == "POST" && r.path == follow_up).await;
    assert_eq!(refusal.body["flags"], 64, "private: {:#}", refusal.body);
    let refused = refusal.body["content"].as_str().unwrap_or_default();
    assert!(refused.contains("traite encore une demande"), "in Cleo's language: {refused}");
    // The command was deferred publicly ("thinking…"); its private refusal replaces that.
    assert_eq!(fake.response(&board_command).await["type"], 5, "deferred");
    let placeholder = format!("/webhooks/{}/{}", crate::support::fake_discord::APP_ID, board_command.token);
    let dropped = fake
        .wait_request("the placeholder removed", |r| {
            r.method == "DELETE" && r.path == format!("{placeholder}/messages/@original")
        })
        .await;
    assert_eq!(dropped.method, "DELETE");
    let refusal =
        fake.wait_request("the command's refusal", |r| r.method == "POST" && r.path == placeholder).await;
    assert_eq!(refusal.body["flags"], 64, "private: {:#}", refusal.body);
    assert!(refusal.body["content"].as_str().is_some_and(|c| c.contains("traite encore une demande")));
    let delays = fake.answer_delays().await;
    let command_deferred = delays.iter().find(|(id, _)| *id == board_command.id).and_then(|(_, d)| *d);
    assert!(command_deferred.is_some_and(|d| d < std::time::Duration::from_secs(3)), "{delays:?}");
    assert!(
        waited.elapsed() >= support::TABLE_PATIENCE,
        "refused only after the bound: {:?}",
        waited.elapsed()
    );
    // Ben's answer arrives once Discord does; Cleo did not join.
    let board = expect_update(&fake, &first).await;
    let seats = board_text(&board["data"]);
    assert!(
        seats.contains(&format!("<@{}>", ben.id)) && !seats.contains(&format!("<@{}>", cleo.id)),
        "{seats}"
    );
    assert!(support::logged("a table stayed busy too long"), "the bound is logged as an ERROR");
    bot.stop().await;
}
