//! Space-Schweine in Discord, end to end: the real serenity/poise bot against the fake Discord
//! (which checks every request body against Discord's OpenAPI description). Three users in
//! three languages play a whole quick-start game, each through the private panel only they see;
//! the board carries the galaxy picture, replaced with every move; each user plays from the
//! newest private message they were shown, which the bot keeps up to date (no Refresh).

use std::collections::BTreeSet;

use oink::games::registry::{AnyGame, Stage};
use oink::games::rng::{Randomness, Seeded};
use oink::games::space_pigs::Game;
use oink::table::Table;
use serde_json::{Value, json};

use crate::support::fake_discord::{
    CHANNEL, FakeDiscord, User, board_image, board_text, components, is_private,
};
use crate::support::{self, TestBot};

const PNG: &[u8] = b"\x89PNG\r\n\x1a\n";

pub(crate) fn find(message: &Value, token: &str) -> Option<String> {
    components(message)
        .into_iter()
        .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
        .find(|id| id.ends_with(token))
}

/// The game in the bot's database now.
pub(crate) fn game(bot: &TestBot) -> Option<(Game, Vec<u64>, bool)> {
    let table: Table = bot.store.table(CHANNEL).ok()??.data;
    match table.stage {
        Stage::Playing(AnyGame::SpacePigs(s)) => {
            Some((s.game, s.seats.iter().map(|x| x.user).collect(), false))
        }
        Stage::Finished(AnyGame::SpacePigs(s)) => {
            Some((s.game, s.seats.iter().map(|x| x.user).collect(), true))
        }
        _ => None,
    }
}

/// A control of a panel to use: a button, or a menu with the values to send. Steps back and
/// card choices (which only change the menus) are taken rarely, so the game moves on.
pub(crate) fn choose(panel: &Value, rng: &mut Seeded) -> Option<(String, Option<Vec<String>>)> {
    let mut forward = Vec::new();
    let mut other = Vec::new();
    for component in components(panel) {
        let Some(id) = component["custom_id"].as_str().map(str::to_owned) else { continue };
        let sideways = id.ends_with(":back") || id.ends_with(":card");
        let choice = match component["type"].as_u64() {
            Some(2) => (id, None),
            Some(3) => {
                let mut values: Vec<String> = component["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|o| o["value"].as_str().map(str::to_owned))
                    .collect();
                rng.shuffle(&mut values);
                let most = component["max_values"].as_u64().unwrap_or(1).max(1) as usize;
                values.truncate(1 + rng.below(most.min(values.len()).max(1)));
                (id, Some(values))
            }
            _ => continue,
        };
        if sideways { other.push(choice) } else { forward.push(choice) }
    }
    let sideways = !other.is_empty() && (forward.is_empty() || rng.below(25) == 0);
    let pool = if sideways { &mut other } else { &mut forward };
    if pool.is_empty() {
        return None;
    }
    Some(pool.swap_remove(rng.below(pool.len())))
}

/// The panel message `id` as its user sees it once the bot has redrawn it: it offers a move
/// (not only Refresh) within the fake's patience, or the test fails as a stale panel.
async fn live_panel(fake: &FakeDiscord, id: &str) -> Value {
    let deadline = tokio::time::Instant::now() + crate::support::fake_discord::PATIENCE;
    loop {
        let panel = fake.message(id).await.expect("the panel message");
        let offers = components(&panel)
            .iter()
            .filter_map(|c| c["custom_id"].as_str())
            .any(|custom_id| !custom_id.ends_with(":mine"));
        if offers {
            return panel;
        }
        assert!(tokio::time::Instant::now() < deadline, "a stale panel (it needs Refresh): {panel:#}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

pub(crate) async fn press(
    fake: &FakeDiscord,
    user: &User,
    message: &Value,
    control: &(String, Option<Vec<String>>),
) -> Value {
    let sent = match &control.1 {
        None => fake.click(user, message, &control.0).await,
        Some(values) => {
            let values: Vec<&str> = values.iter().map(String::as_str).collect();
            fake.select(user, message, &control.0, &values).await
        }
    };
    fake.response(&sent).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_users_play_space_schweine_to_the_end_in_discord() {
    let bot = TestBot::start_seeded(Some(crate::support::fake_discord::GUILD), 3).await;
    let fake = bot.fake.clone();
    let users =
        [User::new(8101, "Ann", "en-US"), User::new(8102, "Ben", "de"), User::new(8103, "Cleo", "fr")];

    let options = json!([{"name": "new", "type": 1, "options": [{"name": "rounds", "type": 4, "value": 2}]}]);
    let sent = fake.slash(&users[0], "space", options).await;
    assert_eq!(fake.response(&sent).await["type"], 4);
    let lobby = fake.response_message(&sent).await;
    for user in &users[1..] {
        let board = fake.latest_board(CHANNEL).await;
        fake.response(&fake.click(user, &board, &find(&board, ":join").expect("join")).await).await;
    }
    let board = fake.latest_board(CHANNEL).await;
    assert_eq!(board["id"], lobby["id"]);
    fake.response(&fake.click(&users[0], &board, &find(&board, ":start").expect("start")).await).await;

    let mut rng = Seeded::new(3);
    let mut pictures = BTreeSet::new();
    // Each user's newest private message: the bot keeps it up to date, so nobody presses
    // Refresh or opens "My cards" a second time.
    let mut panels: Vec<Option<String>> = vec![None, None, None];
    let mut opened = [0_u32; 3];
    let mut clicks = 0;
    loop {
        let (now, seats, over) = game(&bot).expect("a Space-Schweine game");
        // The board always shows the galaxy picture (its embed's image, or its gallery's).
        let board = fake.latest_board(CHANNEL).await;
        let files = fake.attachments(&board).await;
        if over {
            break;
        }
        assert_eq!(board_image(&board).as_deref(), Some("attachment://map.png"), "{board:#}");
        let [(name, bytes)] = files.as_slice() else { panic!("one picture: {files:?}") };
        assert_eq!(name, "map.png");
        assert!(bytes.starts_with(PNG) && bytes.len() < 200_000, "{} bytes", bytes.len());
        pictures.insert(bytes.clone());
        let text = board_text(&board);
        assert!(!text.contains("🃏 **"), "no hand on the shared board: {text}");

        let waiting = now.waiting_for();
        let seat = waiting[rng.below(waiting.len())];
        let who = users.iter().position(|u| u.id == seats[seat]).expect("seated");
        let user = &users[who];
        let panel = match &panels[who] {
            // The edit that brings it up to date follows the answer to the last click.
            Some(id) => live_panel(&fake, id).await,
            None => {
                opened[who] += 1;
                let sent = fake.click(user, &board, &find(&board, ":mine").expect("My cards")).await;
                let response = fake.response(&sent).await;
                assert_eq!(response["type"], 4, "{response:#}");
                assert!(is_private(&response["data"]), "the panel is ephemeral: {response:#}");
                fake.response_message(&sent).await
            }
        };
        // The panel shows the clicker's own hand, and only theirs.
        let hand = &now.players[seat].hand;
        let shown = board_text(&panel);
        assert_eq!(shown.matches("🃏 **").count(), hand.len(), "{shown}");
        let control = choose(&panel, &mut rng).unwrap_or_else(|| panic!("a panel to act on: {panel:#}"));
        let response = press(&fake, user, &panel, &control).await;
        assert_eq!(response["type"], 7, "a panel click updates the panel: {response:#}");
        let refusal = response["data"]["content"].as_str().unwrap_or_default();
        assert!(refusal.is_empty(), "an offered choice was refused ({control:?}): {refusal}");
        panels[who] = panel["id"].as_str().map(str::to_owned);
        clicks += 1;
        assert!(clicks < 3000, "the game does not end");
    }
    assert!(pictures.len() > 3, "the picture follows the game: {} different", pictures.len());
    assert_eq!(opened, [1, 1, 1], "each user opened their panel once and never refreshed it");

    // The end is announced, and the record replays to the same winner.
    let (end, _, _) = game(&bot).expect("the finished game");
    // The board's edit follows the answer to the last click.
    let deadline = tokio::time::Instant::now() + crate::support::fake_discord::PATIENCE;
    loop {
        let board = fake.latest_board(CHANNEL).await;
        if board_text(&board).contains("🏆") {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "the final board: {board:#}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    // So does the announcement naming everyone.
    loop {
        let texts = fake.public_texts(CHANNEL).await;
        if texts.iter().any(|t| t.contains("<@8101>") && t.contains("<@8102>") && t.contains("<@8103>")) {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "the announcement: {texts:#?}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let sent = fake.slash(&users[1], "space", json!([{"name": "export", "type": 1, "options": []}])).await;
    fake.response(&sent).await;
    let upload =
        fake.wait_request("the export", |r| r.path.contains(&format!("/interactions/{}/", sent.id))).await;
    let (_, bytes) = upload.files.first().cloned().expect("a file");
    let replayed = oink::games::replay(&String::from_utf8(bytes).expect("utf-8"), false).expect("replays");
    assert_eq!(replayed["winner"], json!(end.outcome.and_then(|o| o.winner)), "{replayed}");
    bot.stop().await;
    let warnings = support::library_warnings();
    assert!(warnings.is_empty(), "{warnings:#?}");
}
