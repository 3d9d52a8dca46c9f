//! Files (a board's picture) and multi-select menus from a [`Reply`] through the bot's own
//! builders (`oink::discord::reply`) and serenity's HTTP client to the fake Discord, which
//! keeps each message's attachments as Discord does and checks every body against Discord's
//! schema.
//!
//! No game of this release draws a picture, so these tests send the replies themselves
//! instead of through a game; the path from a game's click to these builders is the one every
//! board takes (`tests/it/three_pigs_discord.rs`), and the export (a file on a new message)
//! runs through the whole bot there.

use oink::discord::reply::{to_create_message, to_edit, to_message};
use oink::render::reply::{Embed, File, Reply, Row, Select, SelectOption};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use serenity::Builder as _;

use crate::support::fake_discord::{CHANNEL, FakeDiscord, board_image, components, has_board};

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
        files: vec![File { name: "map.png".into(), bytes: bytes.to_vec(), description: None }],
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

/// A board's picture: posted with the board, replaced (never added to) by a click's update
/// and by a board edit, kept when only the buttons go (a retired board), gone when the board
/// is edited to text; a new message answering a click carries its own file. Discord's schema
/// refuses none of the bodies.
#[tokio::test]
async fn a_boards_picture_is_posted_replaced_on_update_and_edit_and_dropped_with_text() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL);
    let posted = channel.send_message(&http, to_create_message(board(&picture(1)))).await.expect("posted");
    assert_eq!(posted.attachments.len(), 1, "serenity reads the attachment back");
    let message = fake.message(&posted.id.to_string()).await.expect("stored");
    let map = |n| vec![("map.png".to_owned(), picture(n))];
    assert_eq!(fake.attachments(&message).await, map(1));
    assert_eq!(board_image(&message).as_deref(), Some("attachment://map.png"));
    let menu = &components(&message)[0];
    assert_eq!((menu["min_values"].clone(), menu["max_values"].clone()), (json!(0), json!(3)));

    // A click answered by updating the clicked board (type 7).
    let click = fake.interaction_on(&message).await;
    serenity::CreateInteractionResponse::UpdateMessage(to_message(board(&picture(2))))
        .execute(&http, (serenity::InteractionId::new(click.id), click.token.as_str()))
        .await
        .expect("updated");
    assert_eq!(fake.attachments(&message).await, map(2), "the new map only");

    // A command changed the table: the board message is edited.
    channel.edit_message(&http, posted.id, to_edit(board(&picture(3)))).await.expect("edited");
    assert_eq!(fake.attachments(&message).await, map(3), "the new map only");

    // A fresh board below retires this one: its buttons go, its picture stays (as in Discord).
    let retired = serenity::EditMessage::new().components(Vec::new());
    channel.edit_message(&http, posted.id, retired).await.expect("retired");
    assert_eq!(fake.attachments(&message).await, map(3));

    // Edited to text alone: no picture is left.
    let text = Reply { content: Some("The table ended.".into()), ..Reply::default() };
    channel.edit_message(&http, posted.id, to_edit(text)).await.expect("edited to text");
    assert!(fake.attachments(&message).await.is_empty());
    let now = fake.message(&posted.id.to_string()).await.expect("stored");
    assert_eq!(now["attachments"], json!([]));
    assert!(!has_board(&now), "the message shows no board any more: {now:#}");

    // A click answered with a new (ephemeral) message that carries a file of its own.
    let click = fake.interaction_on(&message).await;
    let mut notice = Reply::notice("Your record".into());
    notice.files.push(File {
        name: "record.json".into(),
        bytes: b"{\"actions\":[]}".to_vec(),
        description: None,
    });
    serenity::CreateInteractionResponse::Message(to_message(notice))
        .execute(&http, (serenity::InteractionId::new(click.id), click.token.as_str()))
        .await
        .expect("answered");
    let answer = fake.response_message(&click).await;
    assert_eq!(fake.attachments(&answer).await, [("record.json".to_owned(), b"{\"actions\":[]}".to_vec())]);
    assert!(fake.attachments(&message).await.is_empty(), "the clicked board keeps no file of it");

    assert!(fake.invalid().await.is_empty(), "Discord would refuse: {:#?}", fake.invalid().await);
    assert!(fake.unanswered().await.is_empty());
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
