//! Issue 56: the bot installed to people's accounts only, played in a group DM, where it may
//! only answer interactions. The fake Discord refuses every post, edit and delete of a channel
//! message there, and a sixth follow-up of one interaction. `TestBot::stop` fails on any
//! refused request.

use serde_json::{Value, json};

use crate::support::TestBot;
use crate::support::fake_discord::{
    FakeDiscord, GROUP_DM, MAX_FOLLOW_UPS, Request, Sent, User, board_text, board_title, components,
    current_user, is_private,
};

fn find(message: &Value, action: &str) -> Option<Value> {
    components(message)
        .into_iter()
        .filter(|c| c["disabled"] != true)
        .find(|c| c["custom_id"].as_str().is_some_and(|id| id.ends_with(action)))
}

fn id(component: &Value) -> String {
    component["custom_id"].as_str().unwrap_or_default().to_owned()
}

async fn expect_update(fake: &FakeDiscord, sent: &Sent) {
    let response = fake.response(sent).await;
    assert_eq!(response["type"], 7, "expected a board update, got {response:#}");
}

/// `/<command> new` by `players[0]`, the others join, the host starts; returns the board.
async fn open(fake: &FakeDiscord, command: &str, players: &[User], options: Value) -> Value {
    let new = json!([{"name": "new", "type": 1, "options": options}]);
    let sent = fake.slash_private(GROUP_DM, &players[0], command, new).await;
    assert_eq!(fake.response(&sent).await["type"], 4);
    let mut board = fake.response_message(&sent).await;
    let lobby = board_text(&board);
    assert!(
        lobby.contains("Oink can only answer clicks and commands"),
        "the lobby says what works here: {lobby}"
    );
    for user in &players[1..] {
        let join = find(&board, ":join").expect("a join button");
        expect_update(fake, &fake.click_private(GROUP_DM, user, &board, &id(&join)).await).await;
        board = fake.latest_board(GROUP_DM).await;
    }
    let start = find(&board, ":start").expect("a start button");
    expect_update(fake, &fake.click_private(GROUP_DM, &players[0], &board, &id(&start)).await).await;
    fake.latest_board(GROUP_DM).await
}

/// Clicks through a game on the latest board to its end, by whoever is to move.
async fn play_out(fake: &FakeDiscord, players: &[User], step: impl Fn(&Value, usize) -> Move) -> Value {
    let mut board = fake.latest_board(GROUP_DM).await;
    for n in 0..4000 {
        if find(&board, ":rematch").is_some() {
            return board;
        }
        let Some(user) = players.iter().find(|u| Some(u.id) == current_user(&board)) else {
            // A computer player's turn: its moves come through the last click's token.
            board = computer_moved(fake, board).await;
            continue;
        };
        let sent = match step(&board, n) {
            Move::Click(custom_id) => fake.click_private(GROUP_DM, user, &board, &custom_id).await,
            Move::Pick(custom_id, value) => {
                fake.select_private(GROUP_DM, user, &board, &custom_id, &[&value]).await
            }
        };
        let response = fake.response(&sent).await;
        assert_eq!(response["type"], 7, "step {n}: {response:#}\non {board:#}");
        board = fake.latest_board(GROUP_DM).await;
    }
    panic!("the game did not end");
}

/// The board once the computer players moved on from `board` (bounded).
async fn computer_moved(fake: &FakeDiscord, board: Value) -> Value {
    for _ in 0..200 {
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
        let now = fake.latest_board(GROUP_DM).await;
        if now != board {
            return now;
        }
    }
    panic!("the computer player never moved on {board:#}");
}

enum Move {
    Click(String),
    Pick(String, String),
}

fn first_option(menu: &Value) -> Move {
    let value = menu["options"][0]["value"].as_str().expect("an option").to_owned();
    Move::Pick(id(menu), value)
}

/// What the bot did in the group DM: never a channel request, at most five follow-ups per
/// interaction, and its turn pings and the end as follow-ups.
async fn only_answers(fake: &FakeDiscord) -> Vec<Request> {
    let requests = fake.requests().await;
    let in_channel: Vec<_> =
        requests.iter().filter(|r| r.path.starts_with(&format!("/channels/{GROUP_DM}"))).collect();
    assert!(in_channel.is_empty(), "channel requests where the bot may only answer: {in_channel:#?}");
    let most = fake.follow_up_counts().await.first().copied().unwrap_or(0);
    assert!(most <= MAX_FOLLOW_UPS, "{most} follow-ups of one interaction");
    requests.into_iter().filter(|r| r.method == "POST" && r.path.starts_with("/webhooks/")).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_three_pigs_game_is_played_in_a_group_dm_by_answers_alone() {
    let bot = TestBot::start_seeded(None, 5).await;
    let fake = bot.fake.clone();
    let players =
        [User::new(7101, "Ann", "en-US"), User::new(7102, "Ben", "de"), User::new(7103, "Cleo", "fr")];
    open(&fake, "pigs", &players, json!([])).await;
    let rerolled = std::sync::atomic::AtomicBool::new(false);
    let end = play_out(&fake, &players, |board, _| {
        use std::sync::atomic::Ordering::SeqCst;
        if let Some(roll) = find(board, ":roll") {
            rerolled.store(false, SeqCst);
            Move::Click(id(&roll))
        } else if let Some(reroll) = find(board, ":reroll") {
            rerolled.store(true, SeqCst);
            Move::Click(id(&reroll))
        } else if let Some(die) = find(board, ":die3").filter(|_| !rerolled.load(SeqCst)) {
            Move::Click(id(&die))
        } else if let Some(stop) = find(board, ":stop") {
            Move::Click(id(&stop))
        } else if let Some(menu) = find(board, ":buy0") {
            first_option(&menu)
        } else if let Some(done) = find(board, ":done") {
            Move::Click(id(&done))
        } else if let Some(blow) = find(board, ":blow") {
            Move::Click(id(&blow))
        } else if let Some(menu) = find(board, ":target0") {
            first_option(&menu)
        } else {
            panic!("no move offered on {board:#}");
        }
    })
    .await;
    assert!(board_title(&end).is_some_and(|t| t.contains("Final scores")), "{end:#}");

    fake.wait_request("the end, as a follow-up", |r| {
        r.path.starts_with("/webhooks/") && r.body["content"].as_str().is_some_and(|c| c.starts_with("🏁"))
    })
    .await;
    let follow_ups = only_answers(&fake).await;
    let texts: Vec<&str> = follow_ups.iter().filter_map(|r| r.body["content"].as_str()).collect();
    let pings = texts.iter().filter(|t| t.contains("your turn")).count();
    assert!(pings >= 3, "the turn passed with a ping each time, as follow-ups: {texts:#?}");
    assert!(texts.iter().any(|t| t.starts_with("🏁 Game over")), "the end is announced: {texts:#?}");
    // Each ping was deleted through its token when the next came (all within 15 minutes),
    // and the last one at the end.
    let deleted = |r: &Request| r.method == "DELETE" && r.path.starts_with("/webhooks/");
    fake.wait_count("every ping's deletion", deleted, pings).await;
    assert!(fake.public_texts(GROUP_DM).await.iter().all(|t| !t.contains("your turn")), "no ping stays");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wuerfelhaus_game_with_a_computer_player_is_played_in_a_group_dm() {
    let bot = TestBot::start_seeded(None, 11).await;
    let fake = bot.fake.clone();
    let players = [User::new(7201, "Ann", "en-US"), User::new(7202, "Ben", "fr")];
    let new = json!([{"name": "new", "type": 1, "options": []}]);
    let sent = fake.slash_private(GROUP_DM, &players[0], "haus", new).await;
    fake.response(&sent).await;
    let lobby = fake.response_message(&sent).await;
    let join = find(&lobby, ":join").expect("join");
    expect_update(&fake, &fake.click_private(GROUP_DM, &players[1], &lobby, &id(&join)).await).await;
    // A computer player takes the third seat: its moves follow each click, through its token.
    let lobby = fake.latest_board(GROUP_DM).await;
    let add = components(&lobby).into_iter().find(|c| c["type"] == 3).expect("the computer player menu");
    let level = add["options"][0]["value"].as_str().expect("a level").to_owned();
    expect_update(&fake, &fake.select_private(GROUP_DM, &players[0], &lobby, &id(&add), &[&level]).await)
        .await;
    let lobby = fake.latest_board(GROUP_DM).await;
    // `/oink games`, asked anywhere, links to the lobby in the group DM.
    let games = fake.slash_private(
        GROUP_DM,
        &players[1],
        "oink",
        json!([{"name": "games", "type": 1, "options": []}]),
    );
    let games = games.await;
    // Deferred first (it reads the caller's tables), then answered through the token.
    let list = fake.wait_request("the list", |r| r.method == "POST" && r.path.ends_with(&games.token)).await;
    let listed = board_text(&list.body);
    let link =
        format!("https://discord.com/channels/@me/{GROUP_DM}/{}", lobby["id"].as_str().unwrap_or_default());
    assert!(listed.contains(&link), "{listed}");
    let start = find(&lobby, ":start").expect("start");
    expect_update(&fake, &fake.click_private(GROUP_DM, &players[0], &lobby, &id(&start)).await).await;

    let end = play_out(&fake, &players, |board, n| {
        let pick = |action| find(board, action).map(|c| Move::Click(id(&c)));
        pick(":roll")
            .or_else(|| pick(":stop"))
            .or_else(|| find(board, ":paint0").filter(|_| n % 3 == 0).map(|menu| first_option(&menu)))
            .or_else(|| pick(":best"))
            .or_else(|| pick(":pass"))
            .unwrap_or_else(|| panic!("no move on {board:#}"))
    })
    .await;
    assert!(board_text(&end).contains("🏆"), "{end:#}");
    let shown: Vec<String> =
        fake.requests().await.iter().map(|r| format!("{} {}", r.method, r.path)).collect();
    assert!(
        shown.iter().any(|r| r.starts_with("PATCH /webhooks/") && r.ends_with("/messages/@original")),
        "the computer player's moves were shown by editing the last click's board: {shown:#?}"
    );
    only_answers(&fake).await;
    bot.stop().await;
}

/// Commands the bot registers are offered to install to servers and to people, and used in
/// servers, the bot's DM and group DMs (the fake checks the body against Discord's schema).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_is_registered_for_user_install_and_private_channels() {
    let bot = TestBot::start().await;
    let registered = bot
        .fake
        .wait_request("the command registration", |r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await;
    let commands = registered.body.as_array().cloned().unwrap_or_default();
    assert!(commands.len() >= 3, "{commands:#?}");
    for command in &commands {
        assert_eq!(command["integration_types"], json!([0, 1]), "{}", command["name"]);
        assert_eq!(command["contexts"], json!([0, 1, 2]), "{}", command["name"]);
    }
    bot.stop().await;
}

/// A server that has not added the bot and lets its members use no outside apps makes every
/// answer private: a table there would be a board only its host sees, so none is opened.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_is_refused_where_every_answer_would_be_private() {
    let bot = TestBot::start().await;
    let fake = bot.fake.clone();
    let ann = User::new(7301, "Ann", "en-US");
    let without_external_apps = 2_248_473_465_835_073 & !(1 << 50);
    let new = json!([{"name": "new", "type": 1, "options": []}]);
    let sent = fake.slash_external(&ann, "pigs", new.clone(), without_external_apps).await;
    let response = fake.response(&sent).await;
    assert!(is_private(&response["data"]), "{response:#}");
    let text = response["data"]["content"].as_str().unwrap_or_default();
    assert!(text.contains("A shared table cannot be opened"), "{text}");
    assert!(
        bot.store.table::<oink::table::Table>(crate::support::fake_discord::CHANNEL).expect("read").is_none()
    );
    // With outside apps allowed, the same member opens a table that keeps to answers.
    let sent = fake.slash_external(&ann, "pigs", new, 2_248_473_465_835_073 | (1 << 50)).await;
    assert_eq!(fake.response(&sent).await["type"], 4);
    let table = bot.store.table::<oink::table::Table>(crate::support::fake_discord::CHANNEL).expect("read");
    assert!(table.is_some_and(|t| t.data.answers_only), "the table keeps to answers");
    bot.stop().await;
}

/// A click whose answer failed (Discord no longer knew the interaction): its own token can
/// send nothing, so the fresh board goes out through the last click's token, and only then is
/// the clicked board retired through it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_answer_failed_in_a_group_dm_is_shown_through_the_last_clicks_token() {
    let bot = TestBot::start_seeded(None, 2).await;
    let fake = bot.fake.clone();
    let [ann, ben] = [User::new(7401, "Ann", "en-US"), User::new(7402, "Ben", "en-US")];
    let new = json!([{"name": "new", "type": 1, "options": []}]);
    let sent = fake.slash_private(GROUP_DM, &ann, "pigs", new).await;
    fake.response(&sent).await;
    let lobby = fake.response_message(&sent).await;
    let join = find(&lobby, ":join").expect("join");
    let joined = fake.click_private(GROUP_DM, &ben, &lobby, &id(&join)).await;
    expect_update(&fake, &joined).await;
    let lobby = fake.latest_board(GROUP_DM).await;

    fake.expire_interactions(true);
    fake.click_private(GROUP_DM, &ann, &lobby, &id(&find(&lobby, ":start").expect("start"))).await;
    let posted = fake
        .wait_request("a fresh board", |r| {
            r.method == "POST"
                && r.path.ends_with(&joined.token)
                && crate::support::fake_discord::has_board(&r.body)
        })
        .await;
    fake.wait_request("the clicked board retired through the same token", |r| {
        r.method == "PATCH" && r.path.ends_with(&format!("{}/messages/@original", joined.token))
    })
    .await;
    fake.expire_interactions(false);
    assert!(find(&posted.body, ":roll").is_some(), "the game started: {:#}", posted.body);
    let fresh = fake.latest_board(GROUP_DM).await;
    assert_ne!(fresh["id"], lobby["id"]);
    let retired = fake.message(lobby["id"].as_str().unwrap_or_default()).await.expect("the old board");
    assert!(find(&retired, ":start").is_none(), "nothing is left to click on the old board: {retired:#}");
    let player = [&ann, &ben].into_iter().find(|u| Some(u.id) == current_user(&fresh)).expect("a player");
    let roll = find(&fresh, ":roll").expect("roll");
    expect_update(&fake, &fake.click_private(GROUP_DM, player, &fresh, &id(&roll)).await).await;
    only_answers(&fake).await;
    bot.stop().await;
}
