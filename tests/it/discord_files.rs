//! Files (a board's picture) and multi-select menus from a [`Reply`] through the bot's own
//! builders (`oink::discord::reply`) and serenity's HTTP client to the fake Discord, which
//! keeps each message's attachments as Discord does and checks every body against Discord's
//! schema.
//!
//! No game of this release draws a picture, so these tests send the replies themselves
//! instead of through a game; the path from a game's click to these builders is the one every
//! board takes (`tests/it/three_pigs_discord.rs`), and the export (a file on a new message)
//! runs through the whole bot there.

use oink::discord::reply::to_create_message;
use oink::discord::send;
use oink::render::reply::{Embed, File, Reply, Row, Select, SelectOption};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

use crate::support::fake_discord::{CHANNEL, FakeDiscord};

/// A board as Space-Schweine will send it: the map as `map.png`, shown in the embed, and a
/// menu to pick up to three of four cards (or none).
fn board(bytes: &[u8]) -> Reply {
    let card = |n: u8| SelectOption {
        value: format!("card-{n}"),
        label: format!("Card {n}"),
        description: None,
        emoji: None,
    };
    Reply {
        embed: Some(Embed {
            title: "Galaxy".into(),
            description: "Round 1".into(),
            image: Some("attachment://map.png".into()),
            ..Embed::default()
        }),
        rows: vec![Row::Select(Select {
            custom_id: "oink:1:t:9:1:cards".into(),
            placeholder: "Cards to play".into(),
            options: (1..=4).map(card).collect(),
            min_values: 0,
            max_values: 3,
        })],
        files: vec![File {
            name: "map.png".into(),
            bytes: bytes.to_vec(),
            description: Some("The galaxy".into()),
        }],
        ..Reply::default()
    }
}

fn http(fake: &FakeDiscord) -> serenity::Http {
    serenity::HttpBuilder::new("fake-token").proxy(fake.base.clone()).ratelimiter_disabled(true).build()
}

/// Bytes no text decoder would keep, with what looks like a multipart delimiter inside.
fn picture(n: u8) -> Vec<u8> {
    let mut bytes = b"\x89PNG\r\n\x1a\n\xff\x00\r\n--boundary\r\n\r\n".to_vec();
    bytes.extend(std::iter::repeat_n(n, 300));
    bytes
}

/// The container of a V2 board as the fake keeps it, and the parts inside it.
fn container(message: &Value) -> Vec<Value> {
    assert_eq!(message["flags"].as_u64().map(|f| f & 32768), Some(32768), "a V2 message: {message:#}");
    message["components"][0]["components"].as_array().cloned().unwrap_or_default()
}

/// A board's picture: posted with the board in a media gallery with its alt text, replaced
/// (never added to) by a click's update and by a board edit, gone when the board is retired or
/// edited to text; a new message answering a click carries its own file. Discord's schema
/// refuses none of the bodies.
#[tokio::test]
async fn a_boards_picture_is_posted_replaced_on_update_and_edit_and_dropped_with_text() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL);
    let posted = send::post(&http, channel, board(&picture(1)), None).await.expect("posted");
    assert_eq!(posted.attachments.len(), 1, "serenity reads the attachment back");
    let message = fake.message(&posted.id.to_string()).await.expect("stored");
    let map = |n| vec![("map.png".to_owned(), picture(n))];
    assert_eq!(fake.attachments(&message).await, map(1));
    let parts = container(&message);
    let gallery = parts.iter().find(|p| p["type"] == 12).expect("a media gallery");
    assert_eq!(gallery["items"][0]["media"]["url"], "attachment://map.png");
    assert_eq!(gallery["items"][0]["description"], "The galaxy");
    let menu = &parts.last().expect("a row")["components"][0];
    assert_eq!((menu["min_values"].clone(), menu["max_values"].clone()), (json!(0), json!(3)));

    // A click answered by updating the clicked board (type 7).
    let click = fake.interaction_on(&message).await;
    let id = serenity::InteractionId::new(click.id);
    send::click(&http, (id, click.token.as_str()), board(&picture(2)), true).await.expect("updated");
    assert_eq!(fake.attachments(&message).await, map(2), "the new map only");

    // A command changed the table: the board message is edited.
    send::edit(&http, channel, posted.id, board(&picture(3))).await.expect("edited");
    assert_eq!(fake.attachments(&message).await, map(3), "the new map only");

    // Edited to text alone: no picture is left.
    let text = Reply { content: Some("The table ended.".into()), ..Reply::default() };
    send::edit(&http, channel, posted.id, text).await.expect("edited to text");
    assert!(fake.attachments(&message).await.is_empty());
    let now = fake.message(&posted.id.to_string()).await.expect("stored");
    assert_eq!(now["attachments"], json!([]));
    assert_eq!(now["components"], json!([{"type": 10, "content": "The table ended."}]));

    // A fresh board below retires this one: it says where the board went, and nothing else.
    send::edit(&http, channel, posted.id, board(&picture(4))).await.expect("edited");
    send::retire(&http, channel, posted.id, "The board moved below.".into()).await.expect("retired");
    assert!(fake.attachments(&message).await.is_empty(), "its picture goes with it");
    let now = fake.message(&posted.id.to_string()).await.expect("stored");
    assert_eq!(now["components"], json!([{"type": 10, "content": "The board moved below."}]));

    // A click answered with a new (ephemeral) message that carries a file of its own.
    let click = fake.interaction_on(&message).await;
    let mut notice = Reply::notice("Your record".into());
    notice.files.push(File {
        name: "record.json".into(),
        bytes: b"{\"actions\":[]}".to_vec(),
        description: None,
    });
    let id = serenity::InteractionId::new(click.id);
    send::click(&http, (id, click.token.as_str()), notice, false).await.expect("answered");
    let answer = fake.response_message(&click).await;
    assert_eq!(fake.attachments(&answer).await, [("record.json".to_owned(), b"{\"actions\":[]}".to_vec())]);
    assert!(fake.attachments(&message).await.is_empty(), "the clicked board keeps no file of it");

    assert!(fake.invalid().await.is_empty(), "Discord would refuse: {:#?}", fake.invalid().await);
    assert!(fake.unanswered().await.is_empty());
}

/// A board posted by an earlier release (an embed) is turned into a V2 one by the next edit:
/// Discord takes that only with the old text `null` and the old embeds `[]`.
#[tokio::test]
async fn an_embed_board_from_before_is_edited_into_a_v2_board() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL);
    let old = channel.send_message(&http, to_create_message(board(&picture(1)))).await.expect("posted");
    send::edit(&http, channel, old.id, board(&picture(2))).await.expect("edited");
    let request = fake.requests().await.into_iter().last().expect("the edit");
    assert_eq!((request.body["content"].clone(), request.body["embeds"].clone()), (Value::Null, json!([])));
    assert!(request.body.get("content").is_some(), "content is sent, as null");
    let now = fake.message(&old.id.to_string()).await.expect("stored");
    assert_eq!(now["embeds"], json!([]));
    assert_eq!(container(&now)[0]["content"], "## Galaxy\nRound 1");
    assert_eq!(fake.attachments(&now).await, [("map.png".to_owned(), picture(2))]);
    assert!(fake.invalid().await.is_empty(), "Discord would refuse: {:#?}", fake.invalid().await);
}

/// One multipart request sent by hand to the fake.
async fn upload(fake: &FakeDiscord, payload: &Value, files: &[(&str, &str, Vec<u8>)]) -> reqwest::StatusCode {
    let mut form = reqwest::multipart::Form::new().text("payload_json", payload.to_string());
    for (field, name, bytes) in files {
        form = form.part(
            (*field).to_owned(),
            reqwest::multipart::Part::bytes(bytes.clone()).file_name(name.to_string()),
        );
    }
    let url = format!("{}/api/v10/channels/{CHANNEL}/messages", fake.base);
    reqwest::Client::new().post(url).multipart(form).send().await.expect("the fake answers").status()
}

/// The fake checks a multipart body's `payload_json` against Discord's schema as it checks
/// JSON bodies, refuses an upload its `attachments` list leaves out, and without an
/// `attachments` list attaches every upload.
#[tokio::test]
async fn the_fake_checks_multipart_bodies_like_json_ones() {
    let fake = FakeDiscord::start().await;
    let options: Vec<Value> =
        (0..3).map(|n| json!({"label": n.to_string(), "value": n.to_string()})).collect();
    let menu = |max: u64| {
        json!({"components": [{"type": 1, "components": [
            {"type": 3, "custom_id": "x", "options": options, "min_values": 0, "max_values": max}
        ]}], "attachments": [{"id": 0, "filename": "a.png"}]})
    };
    let file = || vec![("files[0]", "a.png", picture(7))];
    assert_eq!(upload(&fake, &menu(3), &file()).await, reqwest::StatusCode::OK);
    assert_eq!(
        upload(&fake, &menu(26), &file()).await,
        reqwest::StatusCode::BAD_REQUEST,
        "max_values over 25"
    );
    let unlisted = vec![("files[0]", "a.png", picture(7)), ("files[1]", "b.png", picture(8))];
    assert_eq!(upload(&fake, &menu(3), &unlisted).await, reqwest::StatusCode::BAD_REQUEST);
    let invalid = fake.invalid().await;
    assert_eq!(invalid.len(), 2, "{invalid:#?}");
    assert!(invalid[0].1.contains("max_values"), "{}", invalid[0].1);
    assert!(invalid[1].1.contains("b.png"), "{}", invalid[1].1);
    // No `attachments` list: every upload is attached, bytes intact.
    assert_eq!(upload(&fake, &json!({"content": "hi"}), &unlisted).await, reqwest::StatusCode::OK);
    let sent = fake.requests().await;
    let created = sent.last().expect("recorded");
    assert_eq!(created.files, [("a.png".to_owned(), picture(7)), ("b.png".to_owned(), picture(8))]);
}
