//! Issue 53, item 9: every interaction the bot cannot use is answered with an ephemeral,
//! localized refusal, and changes nothing. Discord never sends these; a forged client might.

use crate::support;

use crate::support::TestBot;
use crate::support::fake_discord::{CHANNEL, FakeDiscord, Sent, User, interaction_base, is_private};
use crate::three_pigs_discord::{custom_id, find};
use serde_json::{Value, json};

/// The answer to `sent` is an ephemeral notice; its text.
async fn refusal(fake: &FakeDiscord, sent: &Sent, what: &str) -> String {
    let response = fake.response(sent).await;
    assert_eq!(response["type"], 4, "{what}: {response:#}");
    assert!(is_private(&response["data"]), "{what}: a refusal is ephemeral: {response:#}");
    let text =
        response["data"]["components"].to_string() + response["data"]["content"].as_str().unwrap_or("");
    assert!(text.len() > 2, "{what}: an empty refusal: {response:#}");
    text
}

/// Ann's new table: its lobby board.
async fn lobby(fake: &FakeDiscord, ann: &User) -> Value {
    let new = fake.slash(ann, "pigs", json!([{"name": "new", "type": 1, "options": []}])).await;
    fake.response(&new).await;
    fake.response_message(&new).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobbys_menu_sent_as_a_button_or_another_component_is_refused() {
    let bot = TestBot::start().await;
    let fake = bot.fake.clone();
    let ann = User::new(5901, "Ann", "de");
    let lobby = lobby(&fake, &ann).await;
    let add_ai = custom_id(&find(&lobby, ":addai").expect("the computer player menu"));
    for (what, data) in [
        ("a button: no value to read", json!({"custom_id": add_ai, "component_type": 2})),
        (
            "a user menu, whose values are users",
            json!({"custom_id": add_ai, "component_type": 5, "values": ["5902"]}),
        ),
        ("a component type Discord does not have", json!({"custom_id": add_ai, "component_type": 99})),
    ] {
        let sent = fake.component(&ann, &lobby, data).await;
        refusal(&fake, &sent, what).await;
        assert_eq!(fake.latest_board(CHANNEL).await, lobby, "{what}: the lobby is as it was");
    }
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_modal_the_bot_never_opened_is_refused_in_the_users_language() {
    let bot = TestBot::start().await;
    let fake = bot.fake.clone();
    let ann = User::new(5911, "Ann", "de");
    let lobby = lobby(&fake, &ann).await;
    let add_ai = custom_id(&find(&lobby, ":addai").expect("the computer player menu"));
    let id = 5_990_000_000_000_000_001_u64;
    let token = format!("token-{id}");
    let mut modal = interaction_base(id, &token, 5, &ann, CHANNEL);
    modal["data"] = json!({"custom_id": add_ai, "components": []});
    fake.dispatch("INTERACTION_CREATE", modal).await;
    let text = refusal(&fake, &Sent { id, token }, "a modal").await;
    let catalog = oink::i18n::Catalog::embedded().expect("catalog");
    let german = catalog.text(oink::i18n::Locale::De, "error-unreadable-interaction", None);
    assert!(text.contains(&german), "{text}");
    assert!(support::logged("a modal was submitted"), "read as a modal, and logged at WARN");
    assert_eq!(fake.latest_board(CHANNEL).await, lobby, "the lobby is as it was");
    bot.stop().await;
}

/// A menu pick without `values`: serenity cannot read it and drops it (at DEBUG), so the bot
/// answers it from the raw event.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_menu_pick_serenity_cannot_read_is_refused_in_the_users_language() {
    let bot = TestBot::start().await;
    let fake = bot.fake.clone();
    let ann = User::new(5921, "Ann", "fr");
    let lobby = lobby(&fake, &ann).await;
    let add_ai = custom_id(&find(&lobby, ":addai").expect("the computer player menu"));
    let sent = fake.component(&ann, &lobby, json!({"custom_id": add_ai, "component_type": 3})).await;
    let text = refusal(&fake, &sent, "a menu pick without values").await;
    let catalog = oink::i18n::Catalog::embedded().expect("catalog");
    assert!(
        text.contains(&catalog.text(oink::i18n::Locale::Fr, "error-unreadable-interaction", None)),
        "{text}"
    );
    assert!(support::logged("an interaction serenity cannot read"), "a WARN line names it");
    assert_eq!(fake.latest_board(CHANNEL).await, lobby, "the lobby is as it was");
    bot.stop().await;
}
