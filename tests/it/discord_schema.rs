//! The fake Discord's schema check: it must refuse what Discord refuses, or it proves nothing.

use serde_json::json;

use crate::support::discord_schema::{check, template};

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
