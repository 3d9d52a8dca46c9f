//! The playground's HTTP API without a browser: commands, clicks, what each user sees.

use std::sync::Arc;

use oink::i18n::Catalog;
use oink::store::Store;
use oink::table::Service;
use serde_json::{Value, json};

async fn start() -> (tempfile::TempDir, String, tokio::sync::oneshot::Sender<()>) {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(&dir.path().join("db"), 8).expect("store");
    let catalog = Arc::new(Catalog::embedded().expect("catalog"));
    let service = Service::new(store, catalog.clone(), true)
        .with_fixed_seed(Some(4))
        .with_ai_pause(std::time::Duration::ZERO);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(oink::playground::serve(listener, service, catalog, async {
        let _ = stopped.await;
    }));
    (dir, base, stop)
}

/// A tiny HTTP/1.1 client: the tests need no more than this, and no new dependency.
async fn http(base: &str, method: &str, path: &str, body: Option<Value>) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let host = base.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(host).await.expect("connect");
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nhost: {host}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("write");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("read");
    let status = response.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = response.split_once("\r\n\r\n").map(|(_, b)| b.to_owned()).unwrap_or_default();
    (status, body)
}

async fn state(base: &str, user: u64, locale: &str) -> Value {
    let (status, body) = http(base, "GET", &format!("/api/state?user={user}&locale={locale}"), None).await;
    assert_eq!(status, 200);
    serde_json::from_str(&body).expect("json")
}

fn custom_ids(message: &Value) -> Vec<String> {
    message["reply"]["rows"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["Buttons"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .collect()
}

#[tokio::test]
async fn the_page_and_a_lobby_through_the_api() {
    let (_dir, base, _stop) = start().await;
    let (status, page) = http(&base, "GET", "/", None).await;
    assert_eq!(status, 200);
    assert!(page.contains("/app.js"));
    assert_eq!(http(&base, "GET", "/app.js", None).await.0, 200);

    let command = json!({"user": 101, "locale": "en-US", "line": "/pigs new"});
    assert_eq!(http(&base, "POST", "/api/command", Some(command)).await.0, 204);
    let seen = state(&base, 102, "de").await;
    assert_eq!(seen["ui"]["playground-user"], "Du bist");
    let board = seen["messages"][0].clone();
    assert!(board["reply"]["embed"]["title"].as_str().is_some_and(|t| t.contains("Three Little Pigs")));
    let join = custom_ids(&board).into_iter().find(|id| id.ends_with(":join")).expect("join");
    let click = json!({"user": 102, "locale": "de", "message": board["id"], "custom_id": join});
    assert_eq!(http(&base, "POST", "/api/click", Some(click)).await.0, 204);
    let board = state(&base, 101, "en-US").await["messages"][0].clone();
    assert!(board["edited"] == true);
    assert!(board["reply"]["embed"]["fields"][0]["value"].as_str().is_some_and(|v| v.contains("<@102>")));

    // Ben's early Start is refused: he sees the notice, Ann does not.
    let start = custom_ids(&board).into_iter().find(|id| id.ends_with(":start")).expect("start");
    let click = json!({"user": 102, "locale": "de", "message": board["id"], "custom_id": start});
    http(&base, "POST", "/api/click", Some(click)).await;
    let ben = state(&base, 102, "de").await;
    let ann = state(&base, 101, "en-US").await;
    assert_eq!(ben["messages"].as_array().map(Vec::len), Some(2));
    assert_eq!(ann["messages"].as_array().map(Vec::len), Some(1));
    assert!(ben["messages"][1]["reply"]["content"].as_str().is_some_and(|c| c.contains("Gastgeber")));

    // Unknown commands and users.
    let bad = json!({"user": 101, "locale": "fr", "line": "/chess"});
    http(&base, "POST", "/api/command", Some(bad)).await;
    let ann = state(&base, 101, "fr").await;
    let last = ann["messages"].as_array().and_then(|m| m.last()).cloned().expect("a notice");
    assert!(last["reply"]["content"].as_str().is_some_and(|c| c.contains("Commande inconnue")));
    let stranger = json!({"user": 999, "locale": "fr", "line": "/oink help"});
    assert_eq!(http(&base, "POST", "/api/command", Some(stranger)).await.0, 400);
}

/// A forged or mistyped option value: the notice names the option and the values it takes,
/// and no table is opened.
#[tokio::test]
async fn a_bad_option_value_is_named_and_opens_no_table() {
    let (_dir, base, _stop) = start().await;
    for (line, locale, expected) in [
        ("/pigs new two_player_end:5", "en-US", "The option “two_player_end” takes only 2 or 3"),
        ("/pigs new two_player_end:-1", "de", "Die Option „two_player_end“ erlaubt nur 2 oder 3"),
        ("/pigs new two_player_end:256", "fr", "L'option « two_player_end » n'accepte que 2 ou 3"),
        ("/pigs new two_player_end:18446744073709551615", "en-US", "“two_player_end” takes only 2 or 3"),
        ("/pigs new two_player_end:0.0", "en-US", "“two_player_end” takes only 2 or 3"),
        ("/pigs new variant:gold", "en-US", "“variant” takes only standard or veteran"),
        ("/haus new finish_round:yes", "en-US", "“finish_round” takes only true or false"),
    ] {
        let command = json!({"user": 101, "locale": locale, "line": line});
        assert_eq!(http(&base, "POST", "/api/command", Some(command)).await.0, 204);
        let messages = state(&base, 101, locale).await["messages"].as_array().cloned().unwrap_or_default();
        let last = messages.last().cloned().unwrap_or_default();
        let text = last["reply"]["content"].as_str().unwrap_or_default().to_owned();
        assert!(text.contains(expected), "{line}: {text}");
        assert_eq!(last["visible_to"], 101, "a notice for the one who typed it");
        assert!(messages.iter().all(|m| m["reply"]["embed"].is_null()), "no board was posted: {messages:#?}");
    }
}

/// Issue 18: typed text that is no command is chat, as in Discord; enough of it buries the
/// board, and the next turn posts the board again below it and retires the old one.
#[tokio::test]
async fn chat_buries_the_board_and_the_next_turn_posts_it_again_below() {
    let (_dir, base, _stop) = start().await;
    let command = |user: u64, line: &str| json!({"user": user, "locale": "en-US", "line": line});
    http(&base, "POST", "/api/command", Some(command(101, "/haus new"))).await;
    let boards = |messages: &Value| -> Vec<Value> {
        let all = messages.as_array().cloned().unwrap_or_default();
        all.into_iter().filter(|m| !m["reply"]["embed"].is_null()).collect()
    };
    let click = |user: u64, board: &Value, suffix: &str| {
        let id = custom_ids(board).into_iter().find(|id| id.ends_with(suffix));
        id.map(|id| json!({"user": user, "locale": "en-US", "message": board["id"], "custom_id": id}))
    };
    let lobby = boards(&state(&base, 101, "en-US").await["messages"])[0].clone();
    http(&base, "POST", "/api/click", Some(click(102, &lobby, ":join").expect("join"))).await;
    let lobby = boards(&state(&base, 101, "en-US").await["messages"])[0].clone();
    http(&base, "POST", "/api/click", Some(click(101, &lobby, ":start").expect("start"))).await;

    for n in 0..15 {
        assert_eq!(
            http(&base, "POST", "/api/command", Some(command(103, &format!("chat {n} <b>")))).await.0,
            204
        );
    }
    let messages = state(&base, 103, "en-US").await["messages"].clone();
    let chat = messages.as_array().and_then(|m| m.last()).cloned().expect("the last chat line");
    assert_eq!(
        (chat["author"].as_str(), chat["reply"]["content"].as_str()),
        (Some("Cleo"), Some("chat 14 <b>"))
    );
    let buried = boards(&messages).last().cloned().expect("the board");
    assert!(buried["id"].as_u64() < chat["id"].as_u64());

    // Play until the turn passes: the board comes back below the chat, and the buried one
    // points to it.
    for _ in 0..20 {
        let board = boards(&state(&base, 101, "en-US").await["messages"]).last().cloned().expect("a board");
        if board["id"].as_u64() > chat["id"].as_u64() {
            break;
        }
        let description = board["reply"]["embed"]["description"].as_str().unwrap_or_default().to_owned();
        let user = if description.contains("<@102>") { 102 } else { 101 };
        let move_ = [":roll", ":stop", ":best", ":pass"].iter().find_map(|s| click(user, &board, s));
        let Some(move_) = move_ else { panic!("no move on {board:#}") };
        http(&base, "POST", "/api/click", Some(move_)).await;
    }
    let messages = state(&base, 101, "en-US").await["messages"].clone();
    let all = boards(&messages);
    assert!(
        all.last().is_some_and(|b| b["id"].as_u64() > chat["id"].as_u64()),
        "posted again below the chat"
    );
    assert!(!custom_ids(all.last().expect("the board")).is_empty());
    let old =
        messages.as_array().into_iter().flatten().find(|m| m["id"] == buried["id"]).expect("the old board");
    assert!(
        old["reply"]["embed"].is_null() && custom_ids(old).is_empty(),
        "the buried board is retired: {old:#}"
    );
}

/// Issue 16: a computer player in the playground moves by itself, a moment after its turn
/// begins, and its moves show on the board like anyone's, to the end of the game.
#[tokio::test]
async fn a_computer_player_takes_its_turns_in_the_playground() {
    let (_dir, base, _stop) = start().await;
    let command = json!({"user": 101, "locale": "en-US", "line": "/haus new"});
    http(&base, "POST", "/api/command", Some(command)).await;
    let board = |state: &Value| -> Value {
        let all = state["messages"].as_array().cloned().unwrap_or_default();
        all.into_iter().rev().find(|m| !m["reply"]["embed"].is_null()).expect("a board")
    };
    let click = |board: &Value, suffix: &str, values: &[&str]| {
        let id = custom_ids(board).into_iter().find(|id| id.ends_with(suffix));
        id.map(|id| json!({"user": 101, "locale": "en-US", "message": board["id"], "custom_id": id, "values": values}))
    };
    let lobby = board(&state(&base, 101, "en-US").await);
    let menu = lobby["reply"]["rows"][1]["Select"]["custom_id"]
        .as_str()
        .expect("the computer player menu")
        .to_owned();
    let add = json!({"user": 101, "locale": "en-US", "message": lobby["id"], "custom_id": menu, "values": ["strong"]});
    assert_eq!(http(&base, "POST", "/api/click", Some(add)).await.0, 204);
    let lobby = board(&state(&base, 101, "en-US").await);
    let seats = lobby["reply"]["embed"]["fields"][0]["value"].as_str().unwrap_or_default().to_owned();
    assert!(seats.contains("🤖 Robo-Rosa · strong"), "{seats}");
    http(&base, "POST", "/api/click", Some(click(&lobby, ":start", &[]).expect("start"))).await;
    let mut robot_moves = 0;
    let mut last_rev = String::new();
    for step in 0..20_000 {
        assert!(step < 19_999, "the game did not end");
        let seen = board(&state(&base, 101, "en-US").await);
        if custom_ids(&seen).iter().any(|id| id.ends_with(":rematch")) {
            break;
        }
        let description = seen["reply"]["embed"]["description"].as_str().unwrap_or_default().to_owned();
        if !description.contains("<@101>") {
            // The computer player's turn: its task moves it; wait for the board to change.
            let rev = custom_ids(&seen).first().cloned().unwrap_or_default();
            if rev != last_rev {
                robot_moves += 1;
                last_rev = rev;
            }
            tokio::task::yield_now().await;
            continue;
        }
        let move_ = [":roll", ":stop", ":best", ":pass"].iter().find_map(|s| click(&seen, s, &[]));
        let Some(move_) = move_ else { panic!("no move for Ann on {seen:#}") };
        http(&base, "POST", "/api/click", Some(move_)).await;
    }
    assert!(robot_moves > 3, "the computer player moved: {robot_moves}");
    let end = board(&state(&base, 101, "en-US").await);
    assert!(end["reply"]["embed"]["description"].as_str().is_some_and(|d| d.contains("🏆")), "{end:#}");
}
