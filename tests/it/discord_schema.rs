//! The fake Discord's checks (Discord's schema and the Components V2 rules): they must refuse
//! what Discord refuses, or they prove nothing.

use serde_json::{Value, json};

use crate::support::discord_schema::{check, template};
use crate::support::fake_discord::{
    CHANNEL, COMPONENTS_V2, FakeDiscord, board_colour, board_image, board_text, board_title, button_by_label,
    component_tree, current_user, custom_ids, has_board, is_v2, text_displays,
};

#[test]
fn literal_segments_beat_parameters() {
    assert_eq!(
        template("/webhooks/1/abc/messages/@original").as_deref(),
        Some("/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    );
    assert_eq!(template("/channels/5/messages").as_deref(), Some("/channels/{channel_id}/messages"));
    assert_eq!(template("/no/such/route/here/at/all"), None);
}

/// The check is only worth having if it refuses what Discord refuses.
#[test]
fn payloads_discord_refuses_are_refused() {
    let button = |label: &str| {
        json!({"content": "hi", "components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": label, "custom_id": "oink:1:x"}]}]})
    };
    assert_eq!(check("POST", "/channels/5/messages", &button("Roll")), Ok(()));
    let long = "x".repeat(81);
    assert!(check("POST", "/channels/5/messages", &button(&long)).is_err(), "a label over 80 characters");
    let update = |kind: u64| json!({"type": kind, "data": {"content": "ok"}});
    assert_eq!(check("POST", "/interactions/1/tok/callback", &update(7)), Ok(()));
    assert!(check("POST", "/interactions/1/tok/callback", &update(99)).is_err(), "no such callback type");
    let command = |name: &str| json!([{"name": name, "description": "d", "type": 1}]);
    assert_eq!(check("PUT", "/applications/1/commands", &command("réglages")), Ok(()));
    assert!(
        check("PUT", "/applications/1/commands", &command(&"x".repeat(33))).is_err(),
        "a name over 32 characters"
    );
}

/// A board as the bot sends it in Components V2 (the layout the Discord adapter builds): the
/// reply's content as a text display, then a container with the title, a field, a section
/// with a button beside its text, the map in a gallery, a separator, the footer and the
/// action rows. `extra` more text displays go at the end of the container.
fn v2_board(extra: usize) -> Value {
    let button = |label: &str, action: &str| json!({"type": 2, "style": 1, "label": label, "custom_id": format!("oink:1:t:9:1:{action}")});
    let mut inside = vec![
        json!({"type": 10, "content": "## Galaxy\n👉 <@2> picks cards"}),
        json!({"type": 10, "content": "**Seats**\nAnn, Ben"}),
        json!({"type": 9, "components": [{"type": 10, "content": "Ann's straw house"}],
               "accessory": button("🐺 Blow", "blow")}),
        json!({"type": 12, "items": [{"media": {"url": "attachment://map.png"}, "description": "Ann holds 3 hexes"}]}),
        json!({"type": 14, "divider": true, "spacing": 1}),
        json!({"type": 10, "content": "-# Round 1\n-# Seed 9"}),
        json!({"type": 1, "components": [button("Roll", "roll")]}),
        json!({"type": 1, "components": [{"type": 3, "custom_id": "oink:1:t:9:1:cards",
               "options": [{"label": "Card 1", "value": "card-1"}], "min_values": 0, "max_values": 1}]}),
    ];
    inside.extend((0..extra).map(|n| json!({"type": 10, "content": format!("line {n}")})));
    json!({
        "flags": COMPONENTS_V2,
        "allowed_mentions": {"parse": [], "users": []},
        "components": [
            {"type": 10, "content": "<@1> it is your turn"},
            {"type": 17, "accent_color": 0xE9_1E63, "components": inside},
        ],
        "attachments": [{"id": 0, "filename": "map.png", "description": "Ann holds 3 hexes"}],
    })
}

/// One request with a JSON body to the fake, as the bot's HTTP client would send it.
async fn send(fake: &FakeDiscord, method: reqwest::Method, path: &str, body: &Value) -> reqwest::StatusCode {
    let url = format!("{}/api/v10{path}", fake.base);
    reqwest::Client::new()
        .request(method, url)
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .expect("the fake answers")
        .status()
}

/// The V2 board with its map, posted as serenity posts a message with a file (multipart).
async fn post_board(fake: &FakeDiscord, body: &Value) -> reqwest::StatusCode {
    let map = reqwest::multipart::Part::bytes(b"\x89PNG".to_vec()).file_name("map.png");
    let form = reqwest::multipart::Form::new().text("payload_json", body.to_string()).part("files[0]", map);
    let url = format!("{}/api/v10/channels/{CHANNEL}/messages", fake.base);
    reqwest::Client::new().post(url).multipart(form).send().await.expect("the fake answers").status()
}

/// The fake refuses what Discord refuses of a Components V2 message (content, embeds, more
/// than 40 components with the nested ones, more than 4,000 characters of text, an edit that
/// brings content back) and accepts the board layout the bot sends, which Discord's schema
/// accepts too; a legacy message edited to V2 (content null, embeds empty) reads as V2.
#[tokio::test]
async fn the_fake_keeps_discords_components_v2_rules() {
    use reqwest::Method;
    let fake = FakeDiscord::start().await;
    let created = format!("/channels/{CHANNEL}/messages");
    let refused = async |body: &Value, why: &str| {
        let before = fake.invalid().await.len();
        assert_eq!(
            send(&fake, Method::POST, &created, body).await,
            reqwest::StatusCode::BAD_REQUEST,
            "{why}"
        );
        let invalid = fake.invalid().await;
        assert_eq!(invalid.len(), before + 1, "{why}: {invalid:#?}");
        invalid[before].1.clone()
    };

    // The board passes the schema and the rules, and reads as the board it is.
    assert_eq!(post_board(&fake, &v2_board(0)).await, reqwest::StatusCode::OK, "{:#?}", fake.invalid().await);
    assert!(fake.invalid().await.is_empty(), "{:#?}", fake.invalid().await);
    let board = fake.latest_board(CHANNEL).await;
    assert!(is_v2(&board) && has_board(&board), "{board:#}");
    assert_eq!(board_title(&board).as_deref(), Some("Galaxy"));
    assert_eq!(board_image(&board).as_deref(), Some("attachment://map.png"));
    assert_eq!(board_colour(&board), Some(0xE9_1E63));
    assert_eq!(current_user(&board), Some(2), "the first mention after the title");
    let text = board_text(&board);
    assert!(
        text.starts_with("<@1> it is your turn\n## Galaxy\n") && text.contains("**Seats**\nAnn, Ben"),
        "{text}"
    );
    assert!(text.contains("Ann's straw house") && text.ends_with("-# Round 1\n-# Seed 9"), "{text}");
    let ids = ["oink:1:t:9:1:blow", "oink:1:t:9:1:roll", "oink:1:t:9:1:cards"];
    assert_eq!(custom_ids(&board), ids, "the accessory and the rows inside the container");
    assert_eq!(button_by_label(&board, "🐺 Blow"), ids[0]);
    assert_eq!(fake.allowed_mentions().await[0].content.lines().next(), Some("<@1> it is your turn"));

    // 40 components are allowed, 41 are not (the container and what it holds count).
    assert_eq!(component_tree(&v2_board(26)).len(), 40);
    assert_eq!(send(&fake, Method::POST, &created, &v2_board(26)).await, reqwest::StatusCode::OK);
    let why = refused(&v2_board(27), "41 components").await;
    assert!(why.contains("41 components"), "{why}");

    let mut with_content = v2_board(0);
    with_content["content"] = json!("hi");
    assert!(refused(&with_content, "content").await.contains("carries content"));
    let mut with_embeds = v2_board(0);
    with_embeds["embeds"] = json!([{"title": "Galaxy"}]);
    assert!(refused(&with_embeds, "embeds").await.contains("carries embeds"));
    // 4,000 characters (not bytes) across the text displays, no more.
    let long = |extra: usize| {
        let mut body = v2_board(0);
        body["components"][1]["components"][1]["content"] = json!("");
        let shown: usize = text_displays(&body).iter().map(|t| t.chars().count()).sum();
        body["components"][1]["components"][1]["content"] = json!("é".repeat(4000 - shown + extra));
        body
    };
    assert_eq!(send(&fake, Method::POST, &created, &long(0)).await, reqwest::StatusCode::OK);
    assert!(refused(&long(1), "4,001 characters").await.contains("4001 characters"));

    // An edit of a V2 message that brings content or embeds back is refused, and changes nothing.
    let edited = format!("/channels/{CHANNEL}/messages/{}", board["id"].as_str().expect("an id"));
    let before = fake.invalid().await.len();
    let edit = json!({"content": "hi", "allowed_mentions": {"parse": []}});
    assert_eq!(send(&fake, Method::PATCH, &edited, &edit).await, reqwest::StatusCode::BAD_REQUEST);
    let click = fake.interaction_on(&board).await;
    let update =
        json!({"type": 7, "data": {"embeds": [{"title": "Galaxy"}], "allowed_mentions": {"parse": []}}});
    let callback = format!("/interactions/{}/{}/callback", click.id, click.token);
    assert_eq!(send(&fake, Method::POST, &callback, &update).await, reqwest::StatusCode::BAD_REQUEST);
    let invalid = fake.invalid().await;
    assert_eq!(invalid.len(), before + 2, "{invalid:#?}");
    assert!(invalid[before].1.contains("an edit of a Components V2 message carries content"), "{invalid:#?}");
    assert!(invalid[before + 1].1.contains("carries embeds"), "{invalid:#?}");
    assert_eq!(fake.message(board["id"].as_str().expect("an id")).await.as_ref(), Some(&board));

    // A legacy board edited to V2 as Discord documents it (content null, embeds empty) reads
    // as V2, and stays V2 through an edit that names no flags.
    let legacy = json!({"content": "<@1>", "embeds": [{"title": "Galaxy", "description": "👉 <@2>"}],
                        "allowed_mentions": {"parse": []}});
    let legacy = fake.post_message(CHANNEL, legacy).await;
    assert!(has_board(&legacy) && !is_v2(&legacy));
    assert_eq!((board_title(&legacy).as_deref(), current_user(&legacy)), (Some("Galaxy"), Some(2)));
    let id = legacy["id"].as_str().expect("an id");
    let mut upgrade = v2_board(0);
    upgrade["content"] = Value::Null;
    upgrade["embeds"] = json!([]);
    upgrade.as_object_mut().expect("an object").remove("attachments");
    let edited = format!("/channels/{CHANNEL}/messages/{id}");
    assert_eq!(
        send(&fake, Method::PATCH, &edited, &upgrade).await,
        reqwest::StatusCode::OK,
        "{:#?}",
        fake.invalid().await
    );
    let upgraded = fake.message(id).await.expect("stored");
    assert!(is_v2(&upgraded) && has_board(&upgraded), "{upgraded:#}");
    assert_eq!((upgraded["content"].clone(), upgraded["embeds"].clone()), (json!(""), json!([])));
    assert_eq!(board_text(&upgraded), board_text(&board));
    let retired = json!({"components": [{"type": 10, "content": "The table ended."}], "allowed_mentions": {"parse": []}});
    assert_eq!(send(&fake, Method::PATCH, &edited, &retired).await, reqwest::StatusCode::OK);
    let retired = fake.message(id).await.expect("stored");
    assert!(is_v2(&retired) && !has_board(&retired), "{retired:#}");

    // A click answered with the board as an update (7), a private V2 panel (4, flags 32768 |
    // 64) and an `@original` edit of it: Discord's schema takes each.
    let mut update = v2_board(0);
    update.as_object_mut().expect("an object").remove("attachments");
    update["content"] = Value::Null;
    update["embeds"] = json!([]);
    let click = fake.interaction_on(&upgraded).await;
    let callback = format!("/interactions/{}/{}/callback", click.id, click.token);
    let answer = json!({"type": 7, "data": update});
    assert_eq!(send(&fake, Method::POST, &callback, &answer).await, reqwest::StatusCode::NO_CONTENT);
    let mut panel = v2_board(0);
    panel.as_object_mut().expect("an object").remove("attachments");
    panel["flags"] = json!(COMPONENTS_V2 | 64);
    let click = fake.interaction_on(&upgraded).await;
    let callback = format!("/interactions/{}/{}/callback", click.id, click.token);
    let answer = json!({"type": 4, "data": panel});
    assert_eq!(send(&fake, Method::POST, &callback, &answer).await, reqwest::StatusCode::NO_CONTENT);
    let original = format!("/webhooks/1/{}/messages/@original", click.token);
    assert_eq!(send(&fake, Method::PATCH, &original, &update).await, reqwest::StatusCode::OK);
    let answered = fake.response_message(&click).await;
    assert_eq!(answered["flags"], json!(COMPONENTS_V2 | 64), "the edit keeps the V2 flag and its own");
    assert_eq!(fake.invalid().await.len(), before + 2, "{:#?}", fake.invalid().await);
}
