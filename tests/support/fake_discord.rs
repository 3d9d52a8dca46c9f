//! A fake Discord (API v10): gateway + REST on 127.0.0.1, enough for the real serenity/poise
//! bot to connect, register its commands and answer interactions.
//!
//! Every REST request is recorded, so tests assert on the JSON the bot really sent. Messages
//! the bot creates (channel messages and interaction responses) are kept, so a test can read
//! "the latest board" and click its buttons as a user would.
//!
//! Messages keep their attachments (name and bytes) as Discord does: a new message gets the
//! uploaded files; an edit (`PATCH`, an UPDATE_MESSAGE callback, an `@original` edit) that
//! sends `attachments` leaves the message exactly those listed (kept by id, or new uploads by
//! their `files[n]` placeholder), one without it appends any uploads to what was there.
//!
//! Every body that makes or changes a message (a channel message or DM, an edit, an
//! interaction's answer, a follow-up, an `@original` edit) must say whom it may ping: its
//! `allowed_mentions` are recorded ([`FakeDiscord::allowed_mentions`]), and one that is
//! missing, lets Discord read mentions from the text (`parse`), names a role, or lists a
//! user who never acted here (no player of any table) is kept as unsafe
//! ([`FakeDiscord::unsafe_mentions`]); [`super::TestBot::stop`] fails the test on any.
//!
//! Boards come in two forms: legacy (content and embeds) and Components V2 (the flag
//! [`COMPONENTS_V2`], text displays in a container). The fake refuses what Discord refuses of
//! V2 (see `components_v2_rules`), and tests read either form through the same readers
//! ([`components`], [`board_text`], [`board_title`], [`has_board`], …), so they hold while
//! the bot moves from one to the other.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::ListenerExt;
use axum::{Json, Router};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::{Mutex, Notify, broadcast};

/// The application (and bot user) id the fake announces in READY.
pub const APP_ID: u64 = 900_000_000_000_000_001;
/// A guild, a channel in it, and its members, for tests that need no variety.
pub const GUILD: u64 = 910_000_000_000_000_001;
pub const CHANNEL: u64 = 920_000_000_000_000_001;
/// A group DM of the test's users, where the app is installed only to their accounts: it may
/// answer interactions there and nothing more (no post, edit or delete of its own, at most
/// [`MAX_FOLLOW_UPS`] follow-ups per interaction).
pub const GROUP_DM: u64 = 920_000_000_000_000_777;
/// Discord's bound on follow-ups per interaction where the app is not installed.
pub const MAX_FOLLOW_UPS: usize = 5;

/// How long a test waits for the bot before failing.
pub const PATIENCE: Duration = Duration::from_secs(10);

/// One REST request the bot made.
#[derive(Debug, Clone)]
pub struct Request {
    pub method: String,
    /// The path after `/api/v10`, e.g. `/interactions/1/tok/callback`.
    pub path: String,
    /// The JSON body (for multipart uploads: the `payload_json` part).
    pub body: Value,
    /// Files of a multipart upload: name and contents.
    pub files: Vec<(String, Vec<u8>)>,
}

/// The allowed mentions of one body that made or changed a message.
#[derive(Debug, Clone)]
pub struct Allowed {
    pub method: String,
    pub path: String,
    /// The message's text as sent, where a `<@id>` pings: its content, then the text of each
    /// of its V2 text displays, one a line (`""` when it has none).
    pub content: String,
    /// The body's `allowed_mentions`, `Null` when it has none.
    pub allowed_mentions: Value,
}

impl Allowed {
    /// The users it may ping.
    pub fn users(&self) -> Vec<u64> {
        self.allowed_mentions["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|user| user.as_str().and_then(|id| id.parse().ok()).or_else(|| user.as_u64()))
            .collect()
    }
}

/// A file of a multipart upload, with the `n` of its `files[n]` part (the placeholder id its
/// `attachments` entry names).
#[derive(Debug, Clone)]
struct Upload {
    placeholder: Option<u64>,
    name: String,
    bytes: Vec<u8>,
}

/// An attachment of a stored message.
#[derive(Debug, Clone)]
struct Attached {
    id: u64,
    name: String,
    bytes: Vec<u8>,
}

/// A user who clicks and types in tests.
#[derive(Debug, Clone)]
pub struct User {
    pub id: u64,
    pub name: String,
    /// Discord locale code of the user's client, e.g. `de`.
    pub locale: String,
}

impl User {
    pub fn new(id: u64, name: &str, locale: &str) -> User {
        User { id, name: name.to_owned(), locale: locale.to_owned() }
    }
}

/// An interaction the fake sent to the bot; its answer is found by its id.
#[derive(Debug, Clone)]
pub struct Sent {
    pub id: u64,
    pub token: String,
}

#[derive(Default)]
struct Inner {
    requests: Vec<Request>,
    /// Messages by id: bot messages in channels and interaction responses.
    messages: BTreeMap<u64, Value>,
    /// Message id → its attachments (also listed, without bytes, in the message's JSON).
    attachments: BTreeMap<u64, Vec<Attached>>,
    /// Interaction token → id of the message its response created.
    originals: BTreeMap<String, u64>,
    /// Interaction id → the callback body the bot sent.
    callbacks: BTreeMap<u64, Value>,
    /// Component interaction id → the message that was clicked.
    clicked: BTreeMap<u64, u64>,
    /// Requests the fake could not answer (unknown route or unknown message).
    unanswered: Vec<Request>,
    /// Requests whose body Discord's own schema refuses, with the reasons.
    invalid: Vec<(Request, String)>,
    /// Users who sent an interaction: the only people a message may ping.
    people: std::collections::BTreeSet<u64>,
    /// The allowed mentions of every body that made or changed a message.
    allowed: Vec<Allowed>,
    /// Bodies that could ping more than the users they list, with the reasons.
    unsafe_mentions: Vec<(Request, String)>,
    /// Gateway sync id ([`FakeDiscord::sync_gateway`]) → shards that have caught up with it.
    synced: BTreeMap<u64, usize>,
    /// Gateway sessions that received READY.
    ready: usize,
    /// When each IDENTIFY came, with the shard it named.
    identifies: Vec<(u64, std::time::Instant)>,
    /// Nonce of a message created with `enforce_nonce` → that message's id: Discord creates
    /// one message per nonce of an author (within minutes) and returns it for every repeat.
    nonces: BTreeMap<String, u64>,
    /// Interaction token → the channel it was sent in (where its answers are shown).
    interaction_channels: BTreeMap<String, u64>,
    /// Interaction id → when it was sent, and when its first answer came (a callback of any
    /// type): Discord drops an interaction not answered within three seconds.
    sent_at: BTreeMap<u64, std::time::Instant>,
    answered_at: BTreeMap<u64, std::time::Instant>,
    /// Interaction token → the follow-ups created through it.
    follow_ups: BTreeMap<String, Vec<u64>>,
}

struct Shared {
    inner: Mutex<Inner>,
    /// Keep every request and callback (tests read them); a load run turns it off.
    recording: std::sync::atomic::AtomicBool,
    /// Answer interaction callbacks as Discord does once an interaction expired (404).
    expired: std::sync::atomic::AtomicBool,
    /// Hold the next interaction callback this long before answering it (a slow Discord).
    stall_next: std::sync::Mutex<Option<std::time::Duration>>,
    /// Interaction id → who waits for its callback body ([`FakeDiscord::click_and_answer`]).
    answers: std::sync::Mutex<std::collections::HashMap<u64, tokio::sync::oneshot::Sender<Value>>>,
    changed: Notify,
    gateway: broadcast::Sender<String>,
    ids: AtomicU64,
    identified: Notify,
    port: u16,
}

/// A running fake; dropped with the test's runtime.
#[derive(Clone)]
pub struct FakeDiscord {
    shared: Arc<Shared>,
    /// Origin to configure as `discord.api_base`.
    pub base: String,
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind fake Discord");
        let port = listener.local_addr().expect("local addr").port();
        let (gateway, _) = broadcast::channel(256);
        let shared = Arc::new(Shared {
            inner: Mutex::new(Inner::default()),
            recording: std::sync::atomic::AtomicBool::new(true),
            expired: std::sync::atomic::AtomicBool::new(false),
            stall_next: std::sync::Mutex::new(None),
            answers: std::sync::Mutex::new(std::collections::HashMap::new()),
            changed: Notify::new(),
            gateway,
            ids: AtomicU64::new(1_000_000_000_000_000_000),
            identified: Notify::new(),
            port,
        });
        let app =
            Router::new().route("/gateway", get(gateway_upgrade)).fallback(rest).with_state(shared.clone());
        // Without TCP_NODELAY small answers wait ~40 ms for delayed ACKs, and latencies
        // measured through the fake mean nothing.
        let listener = listener.tap_io(|tcp| {
            if let Err(error) = tcp.set_nodelay(true) {
                eprintln!("fake Discord: cannot set TCP_NODELAY: {error}");
            }
        });
        tokio::spawn(async move {
            axum::serve(listener, app).await.expect("fake Discord server");
        });
        FakeDiscord { shared, base: format!("http://127.0.0.1:{port}") }
    }

    /// Waits until the bot has identified on the gateway and received READY.
    pub async fn wait_identified(&self) {
        tokio::time::timeout(PATIENCE, self.shared.identified.notified())
            .await
            .expect("the bot never identified on the gateway");
    }

    /// Waits until `sessions` gateway sessions have identified and received READY (several
    /// processes, or shards).
    pub async fn wait_ready(&self, sessions: usize) {
        self.wait(&format!("{sessions} gateway session(s) ready"), |inner| {
            (inner.ready >= sessions).then_some(())
        })
        .await
    }

    /// How many gateway sessions received READY so far.
    /// When each IDENTIFY came, with the shard it named, in order.
    pub async fn identifies(&self) -> Vec<(u64, std::time::Instant)> {
        self.shared.inner.lock().await.identifies.clone()
    }

    pub async fn ready_sessions(&self) -> usize {
        self.shared.inner.lock().await.ready
    }

    /// The URL of this fake's gateway, for `discord.gateway_url`.
    pub fn gateway_url(&self) -> String {
        format!("ws://127.0.0.1:{}/gateway", self.shared.port)
    }

    /// Every REST request so far.
    pub async fn requests(&self) -> Vec<Request> {
        self.shared.inner.lock().await.requests.clone()
    }

    /// Requests answered with 404: a route the fake lacks, or a message that does not exist.
    pub async fn unanswered(&self) -> Vec<Request> {
        self.shared.inner.lock().await.unanswered.clone()
    }

    /// Holds the next interaction callback for `how_long` before answering it, as a slow or
    /// stuck Discord would.
    pub fn stall_next_callback(&self, how_long: std::time::Duration) {
        if let Ok(mut stall) = self.shared.stall_next.lock() {
            *stall = Some(how_long);
        }
    }

    /// Requests whose body Discord's OpenAPI schema refuses (answered 400, as Discord would),
    /// with the reasons. [`super::TestBot::stop`] fails the test on any.
    pub async fn invalid(&self) -> Vec<(Request, String)> {
        self.shared.inner.lock().await.invalid.clone()
    }

    /// The allowed mentions of every body so far that made or changed a message, in order.
    pub async fn allowed_mentions(&self) -> Vec<Allowed> {
        self.shared.inner.lock().await.allowed.clone()
    }

    /// Bodies that could ping more than the players (the users who sent interactions) they list, with the
    /// reasons. [`super::TestBot::stop`] fails the test on any.
    pub async fn unsafe_mentions(&self) -> Vec<(Request, String)> {
        self.shared.inner.lock().await.unsafe_mentions.clone()
    }

    /// Waits until at least `count` recorded requests match.
    pub async fn wait_count(&self, what: &str, matches: impl Fn(&Request) -> bool, count: usize) {
        self.wait(what, |inner| (inner.requests.iter().filter(|r| matches(r)).count() >= count).then_some(()))
            .await
    }

    /// Waits for the first recorded request that matches.
    pub async fn wait_request(&self, what: &str, matches: impl Fn(&Request) -> bool) -> Request {
        self.wait(what, |inner| inner.requests.iter().find(|r| matches(r)).cloned()).await
    }

    /// Sends a slash command `/name` with `options` from `user` in [`CHANNEL`].
    pub async fn slash(&self, user: &User, name: &str, options: Value) -> Sent {
        let id = self.next_id();
        let token = format!("token-{id}");
        self.shared.inner.lock().await.people.insert(user.id);
        let mut payload = interaction_base(id, &token, 2, user, CHANNEL);
        payload["data"] = json!({"id": "930000000000000001", "name": name, "type": 1, "options": options, "guild_id": GUILD.to_string()});
        self.sending(id, &token, CHANNEL).await;
        self.dispatch("INTERACTION_CREATE", payload).await;
        Sent { id, token }
    }

    /// As [`FakeDiscord::slash`], from a member holding exactly `permissions` (Discord's
    /// bit set, e.g. `1 << 5` for Manage Server) in [`CHANNEL`].
    pub async fn slash_with_permissions(
        &self,
        user: &User,
        name: &str,
        options: Value,
        permissions: u64,
    ) -> Sent {
        let id = self.next_id();
        let token = format!("token-{id}");
        self.shared.inner.lock().await.people.insert(user.id);
        let mut payload = interaction_base(id, &token, 2, user, CHANNEL);
        payload["member"]["permissions"] = json!(permissions.to_string());
        payload["data"] = json!({"id": "930000000000000001", "name": name, "type": 1, "options": options, "guild_id": GUILD.to_string()});
        self.sending(id, &token, CHANNEL).await;
        self.dispatch("INTERACTION_CREATE", payload).await;
        Sent { id, token }
    }

    /// Sends a slash command `/name` from `user` in `channel` of the server `guild` (which a bot
    /// of several shards receives on the shard that serves that server).
    pub async fn slash_in(&self, guild: u64, channel: u64, user: &User, name: &str, options: Value) -> Sent {
        let id = self.next_id();
        let token = format!("token-{id}");
        self.shared.inner.lock().await.people.insert(user.id);
        let mut payload = interaction_base(id, &token, 2, user, channel);
        let guild = json!(guild.to_string());
        payload["guild_id"] = guild.clone();
        payload["channel"]["guild_id"] = guild.clone();
        payload["authorizing_integration_owners"]["0"] = guild.clone();
        payload["data"] = json!({"id": "930000000000000001", "name": name, "type": 1, "options": options, "guild_id": guild});
        self.sending(id, &token, channel).await;
        self.dispatch("INTERACTION_CREATE", payload).await;
        Sent { id, token }
    }

    /// Sends a slash command `/name` from `user` in the group DM `channel` (see [`GROUP_DM`]):
    /// no server, the app installed to the user's account only.
    pub async fn slash_private(&self, channel: u64, user: &User, name: &str, options: Value) -> Sent {
        let id = self.next_id();
        let token = format!("token-{id}");
        self.shared.inner.lock().await.people.insert(user.id);
        let mut payload = private_interaction(interaction_base(id, &token, 2, user, channel), user);
        payload["data"] = json!({"id": "930000000000000001", "name": name, "type": 1, "options": options});
        self.sending(id, &token, channel).await;
        self.dispatch("INTERACTION_CREATE", payload).await;
        Sent { id, token }
    }

    /// Clicks the button `custom_id` on `message` in the group DM `channel` as `user`.
    pub async fn click_private(&self, channel: u64, user: &User, message: &Value, custom_id: &str) -> Sent {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.component_private(channel, user, message, data).await
    }

    /// Picks `values` in the menu `custom_id` on `message` in the group DM `channel` as `user`.
    pub async fn select_private(
        &self,
        channel: u64,
        user: &User,
        message: &Value,
        custom_id: &str,
        values: &[&str],
    ) -> Sent {
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": values});
        self.component_private(channel, user, message, data).await
    }

    async fn component_private(&self, channel: u64, user: &User, message: &Value, data: Value) -> Sent {
        let id = self.next_id();
        let token = format!("token-{id}");
        self.shared.inner.lock().await.people.insert(user.id);
        let payload = private_interaction(interaction_base(id, &token, 3, user, channel), user);
        self.send_click((id, token), payload, channel, message, data).await
    }

    /// Sends a slash command in [`CHANNEL`] of a server that has not added the app, from a
    /// member who installed it to their account and holds exactly `permissions` there
    /// (without Use External Apps, `1 << 50`, Discord makes the app's answers private).
    pub async fn slash_external(&self, user: &User, name: &str, options: Value, permissions: u64) -> Sent {
        let id = self.next_id();
        let token = format!("token-{id}");
        self.shared.inner.lock().await.people.insert(user.id);
        let mut payload = interaction_base(id, &token, 2, user, CHANNEL);
        payload["member"]["permissions"] = json!(permissions.to_string());
        payload["authorizing_integration_owners"] = json!({"1": user.id.to_string()});
        payload["data"] = json!({"id": "930000000000000001", "name": name, "type": 1, "options": options, "guild_id": GUILD.to_string()});
        self.sending(id, &token, CHANNEL).await;
        self.dispatch("INTERACTION_CREATE", payload).await;
        Sent { id, token }
    }

    /// How many follow-ups each interaction token sent, most first.
    pub async fn follow_up_counts(&self) -> Vec<usize> {
        let inner = self.shared.inner.lock().await;
        let mut counts: Vec<usize> = inner.follow_ups.values().map(Vec::len).collect();
        counts.sort_unstable_by(|a, b| b.cmp(a));
        counts
    }

    /// `user` writes `text` in [`CHANNEL`] (a gateway MESSAGE_CREATE).
    pub async fn say(&self, user: &User, text: &str) {
        let id = self.next_id();
        let mut message = message_json(id, &CHANNEL.to_string(), &json!({"content": text}));
        message["author"] = user_json(user.id, &user.name, false);
        self.dispatch("MESSAGE_CREATE", message).await;
    }

    /// Clicks the button `custom_id` on `message` as `user`.
    pub async fn click(&self, user: &User, message: &Value, custom_id: &str) -> Sent {
        self.component(user, message, json!({"custom_id": custom_id, "component_type": 2})).await
    }

    /// Clicks the button `custom_id` on `message` in `channel` of the server `guild` as `user`.
    pub async fn click_in(
        &self,
        (guild, channel): (u64, u64),
        user: &User,
        message: &Value,
        custom_id: &str,
    ) -> Sent {
        let id = self.next_id();
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.component_at(id, (guild, channel), user, message, data).await
    }

    /// Picks `values` in the select menu `custom_id` on `message` in `channel` of the server
    /// `guild` as `user`.
    pub async fn select_in(
        &self,
        (guild, channel): (u64, u64),
        user: &User,
        message: &Value,
        custom_id: &str,
        values: &[&str],
    ) -> Sent {
        let id = self.next_id();
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": values});
        self.component_at(id, (guild, channel), user, message, data).await
    }

    /// Picks `values` in the select menu `custom_id` on `message` as `user`.
    pub async fn select(&self, user: &User, message: &Value, custom_id: &str, values: &[&str]) -> Sent {
        self.component(user, message, json!({"custom_id": custom_id, "component_type": 3, "values": values}))
            .await
    }

    /// Clicks `custom_id` on `message` in `channel` as `user` and returns the callback body
    /// the bot answered with. Waits on that one answer, so many clicks can be in flight.
    pub async fn click_and_answer(
        &self,
        channel: u64,
        user: &User,
        message: &Value,
        custom_id: &str,
    ) -> Value {
        let id = self.next_id();
        let (tell, answer) = tokio::sync::oneshot::channel();
        self.shared.answers.lock().expect("answers").insert(id, tell);
        self.component_in(id, channel, user, message, json!({"custom_id": custom_id, "component_type": 2}))
            .await;
        tokio::time::timeout(PATIENCE, answer)
            .await
            .unwrap_or_else(|_| panic!("no answer to click {id} on {custom_id} within {PATIENCE:?}"))
            .expect("the fake stopped")
    }

    /// The attachments `message` has now, name and bytes, in order.
    pub async fn attachments(&self, message: &Value) -> Vec<(String, Vec<u8>)> {
        let id: u64 = message["id"].as_str().and_then(|m| m.parse().ok()).expect("a message with an id");
        let inner = self.shared.inner.lock().await;
        inner.attachments.get(&id).into_iter().flatten().map(|a| (a.name.clone(), a.bytes.clone())).collect()
    }

    /// The message with this id as it is now.
    pub async fn message(&self, id: &str) -> Option<Value> {
        let id: u64 = id.parse().ok()?;
        self.shared.inner.lock().await.messages.get(&id).cloned()
    }

    /// An interaction on `message` (a click) that the fake never dispatches: a test answers
    /// it itself, through serenity, to see how Discord would take the answer.
    pub async fn interaction_on(&self, message: &Value) -> Sent {
        let id = self.next_id();
        let message_id = message["id"].as_str().and_then(|m| m.parse().ok()).expect("a message with an id");
        self.shared.inner.lock().await.clicked.insert(id, message_id);
        Sent { id, token: format!("token-{id}") }
    }

    /// Stores a message as if the bot had posted it in `channel` (with its nonce, if the body
    /// has one with `enforce_nonce`), and returns it.
    pub async fn post_message(&self, channel: u64, body: Value) -> Value {
        let id = self.next_id();
        let message = message_json(id, &channel.to_string(), &body);
        let mut inner = self.shared.inner.lock().await;
        inner.messages.insert(id, message.clone());
        if let Some(nonce) = enforced_nonce(&body) {
            inner.nonces.insert(nonce, id);
        }
        message
    }

    /// From now on, answer every interaction callback as Discord answers an expired
    /// interaction (404, "Unknown interaction"), or stop doing so.
    pub fn expire_interactions(&self, expired: bool) {
        self.shared.expired.store(expired, Ordering::SeqCst);
    }

    /// Whether to keep every request and callback for the test to read (the default); a long
    /// load run turns it off to keep memory flat.
    pub async fn keep_requests(&self, keep: bool) {
        self.shared.recording.store(keep, Ordering::SeqCst);
    }

    /// Sends a component interaction on `message` as `user` with `data` as given (a forged
    /// or malformed one, as nobody but a test or an attacker sends).
    pub async fn component(&self, user: &User, message: &Value, data: Value) -> Sent {
        let id = self.next_id();
        self.component_in(id, CHANNEL, user, message, data).await
    }

    async fn component_in(&self, id: u64, channel: u64, user: &User, message: &Value, data: Value) -> Sent {
        self.component_at(id, (GUILD, channel), user, message, data).await
    }

    /// A component interaction in `channel` of the server `guild` (routed to the shard that
    /// serves it).
    async fn component_at(
        &self,
        id: u64,
        (guild, channel): (u64, u64),
        user: &User,
        message: &Value,
        data: Value,
    ) -> Sent {
        let token = format!("token-{id}");
        self.shared.inner.lock().await.people.insert(user.id);
        let mut payload = interaction_base(id, &token, 3, user, channel);
        if guild != GUILD {
            let guild = json!(guild.to_string());
            payload["guild_id"] = guild.clone();
            payload["channel"]["guild_id"] = guild.clone();
            payload["authorizing_integration_owners"]["0"] = guild;
        }
        self.send_click((id, token), payload, channel, message, data).await
    }

    /// Sends the component interaction `payload` (made where it happens) on `message` with
    /// `data`, and notes which message was clicked.
    async fn send_click(
        &self,
        (id, token): (u64, String),
        mut payload: Value,
        channel: u64,
        message: &Value,
        data: Value,
    ) -> Sent {
        payload["data"] = data;
        payload["message"] = message.clone();
        let message_id = message["id"].as_str().and_then(|m| m.parse().ok()).expect("a message with an id");
        self.shared.inner.lock().await.clicked.insert(id, message_id);
        self.sending(id, &token, channel).await;
        self.dispatch("INTERACTION_CREATE", payload).await;
        Sent { id, token }
    }

    /// Notes an interaction about to be sent: when, and in which channel its answers go.
    async fn sending(&self, id: u64, token: &str, channel: u64) {
        let mut inner = self.shared.inner.lock().await;
        inner.interaction_channels.insert(token.to_owned(), channel);
        inner.sent_at.insert(id, std::time::Instant::now());
    }

    /// How long each interaction sent so far waited for its first answer (`None`: none yet).
    pub async fn answer_delays(&self) -> Vec<(u64, Option<std::time::Duration>)> {
        let inner = self.shared.inner.lock().await;
        inner
            .sent_at
            .iter()
            .map(|(id, sent)| (*id, inner.answered_at.get(id).map(|answered| answered.duration_since(*sent))))
            .collect()
    }

    /// The callback body (`{type, data}`) the bot sent for an interaction.
    pub async fn response(&self, sent: &Sent) -> Value {
        self.wait(&format!("a response to interaction {}", sent.id), |inner| {
            inner.callbacks.get(&sent.id).cloned()
        })
        .await
    }

    /// The message an interaction's response created (as the fake stores it).
    pub async fn response_message(&self, sent: &Sent) -> Value {
        self.wait(&format!("the message of interaction {}", sent.id), |inner| {
            inner.originals.get(&sent.token).and_then(|id| inner.messages.get(id)).cloned()
        })
        .await
    }

    /// The newest message in `channel` that everybody sees and that shows a board (an embed,
    /// or the V2 flag with a container): the board a player would click. Waits for one (a
    /// fresh board is posted just after a click's answer).
    pub async fn latest_board(&self, channel: u64) -> Value {
        self.wait(&format!("a board in channel {channel}"), |inner| {
            inner.messages.values().rev().find(|m| public_in(m, channel) && has_board(m)).cloned()
        })
        .await
    }

    /// Public messages in `channel` with text content (turn pings), oldest first.
    pub async fn public_texts(&self, channel: u64) -> Vec<String> {
        let inner = self.shared.inner.lock().await;
        inner
            .messages
            .values()
            .filter(|m| public_in(m, channel))
            .filter_map(|m| m["content"].as_str().filter(|c| !c.is_empty()).map(str::to_owned))
            .collect()
    }

    /// Sends a gateway dispatch event to the connected shards it is for, as Discord routes them:
    /// a server's events to shard `(guild_id >> 22) % total`, others to shard 0 (each shard
    /// numbers it in its own session sequence).
    pub async fn dispatch(&self, event: &str, data: Value) {
        let frame = json!({"op": 0, "t": event, "d": data}).to_string();
        self.shared.gateway.send(frame).expect("no shard is connected to the fake gateway");
    }

    /// Waits until every connected shard has read every event dispatched so far: the gateway
    /// asks each for a heartbeat (opcode 1, as Discord may), and a shard answers only after
    /// the events before the request, with the sequence number of the last one it read. By
    /// then serenity has handed each of those events to the bot's handlers. Fails after
    /// [`PATIENCE`].
    pub async fn sync_gateway(&self) {
        let id = self.next_id();
        let request = json!({"op": 1, "d": null, SYNC: id}).to_string();
        let shards = self.shared.gateway.send(request).expect("no shard is connected to the fake gateway");
        self.wait(
            &format!("a heartbeat from each of {shards} shard(s) after the events sent so far"),
            |inner| (inner.synced.get(&id).copied().unwrap_or(0) >= shards).then_some(()),
        )
        .await
    }

    fn next_id(&self) -> u64 {
        self.shared.ids.fetch_add(1, Ordering::SeqCst)
    }

    async fn wait<T>(&self, what: &str, probe: impl Fn(&Inner) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let changed = self.shared.changed.notified();
            if let Some(found) = probe(&*self.shared.inner.lock().await) {
                return found;
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                panic!("timed out waiting for {what}; requests so far: {:#?}", self.requests().await);
            }
        }
    }
}

/// Whether a dispatch goes to the session of `shard` (`None`: not identified yet, as one
/// shard): a server's events go to shard `(guild_id >> 22) % total`, the others to shard 0.
fn routed_to(frame: &Value, shard: Option<(u64, u64)>) -> bool {
    let Some((id, total)) = shard else { return true };
    match frame["d"]["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok()) {
        Some(guild) => (guild >> 22) % total.max(1) == id,
        None => id == 0,
    }
}

/// The field that marks a heartbeat request of [`FakeDiscord::sync_gateway`] on its way to a
/// shard's session (taken off before the frame is sent).
const SYNC: &str = "fake-sync";

/// A message everybody sees (not ephemeral) in `channel`.
fn public_in(message: &Value, channel: u64) -> bool {
    message["channel_id"].as_str() == Some(channel.to_string().as_str()) && !is_private(message)
}

/// Discord's `IS_COMPONENTS_V2` message flag: the message is laid out by its components
/// (containers, sections, text displays, galleries…) and carries no `content` or embeds.
pub const COMPONENTS_V2: u64 = 1 << 15;

/// The most components a Components V2 message may have, nested ones included.
pub const MAX_V2_COMPONENTS: usize = 40;

/// The most characters a Components V2 message may show across all its text displays.
pub const MAX_V2_TEXT: usize = 4000;

/// Whether a message (or a body, or an interaction answer's `data`) has the V2 flag.
pub fn is_v2(message: &Value) -> bool {
    message["flags"].as_u64().unwrap_or(0) & COMPONENTS_V2 != 0
}

/// Whether a message (or an interaction answer's `data`) is ephemeral: only its user sees it.
pub fn is_private(message: &Value) -> bool {
    message["flags"].as_u64().unwrap_or(0) & 64 != 0
}

/// Every component of a message, depth first in the order Discord shows them: top-level
/// components, what action rows, sections and containers hold, and a section's accessory
/// after its texts. Media gallery items and select options are parts, not components.
pub fn component_tree(message: &Value) -> Vec<&Value> {
    fn walk<'a>(nodes: &'a Value, tree: &mut Vec<&'a Value>) {
        for node in nodes.as_array().into_iter().flatten() {
            tree.push(node);
            walk(&node["components"], tree);
            if node["accessory"].is_object() {
                tree.push(&node["accessory"]);
            }
        }
    }
    let mut tree = Vec::new();
    walk(&message["components"], &mut tree);
    tree
}

/// The first container (type 17) of a Components V2 message.
fn container(message: &Value) -> Option<&Value> {
    component_tree(message).into_iter().find(|c| c["type"] == 17)
}

/// Whether a component is one a user acts on: a button (2) or a select menu (3, 5–8).
fn interactive(component: &Value) -> bool {
    matches!(component["type"].as_u64(), Some(2 | 3 | 5..=8))
}

/// Every component of a message that a user acts on (buttons and select menus), in order,
/// wherever it sits: a top-level action row, a row inside a container, a section's accessory.
pub fn components(message: &Value) -> Vec<Value> {
    component_tree(message).into_iter().filter(|c| interactive(c)).cloned().collect()
}

/// The markdown of every text display (type 10) of a message, in order.
pub fn text_displays(message: &Value) -> Vec<String> {
    component_tree(message)
        .into_iter()
        .filter(|c| c["type"] == 10)
        .filter_map(|c| c["content"].as_str().map(str::to_owned))
        .collect()
}

/// Whether a message shows a board or a panel: an embed, or the V2 flag with a container.
pub fn has_board(message: &Value) -> bool {
    message["embeds"].as_array().is_some_and(|e| !e.is_empty())
        || (is_v2(message) && container(message).is_some())
}

/// Everything a message shows as text, one piece a line: its content, and each embed's
/// title, description, fields (name, then value) and footer; or a V2 message's text displays.
pub fn board_text(message: &Value) -> String {
    let mut texts: Vec<String> =
        message["content"].as_str().filter(|c| !c.is_empty()).map(str::to_owned).into_iter().collect();
    for embed in message["embeds"].as_array().into_iter().flatten() {
        texts.extend(
            [&embed["title"], &embed["description"]].iter().filter_map(|t| t.as_str().map(str::to_owned)),
        );
        for field in embed["fields"].as_array().into_iter().flatten() {
            texts.extend(
                [&field["name"], &field["value"]].iter().filter_map(|t| t.as_str().map(str::to_owned)),
            );
        }
        texts.extend(embed["footer"]["text"].as_str().map(str::to_owned));
    }
    texts.extend(text_displays(message));
    texts.join("\n")
}

/// A board's title: its embed's, or the first line of the first text display in its
/// container, without the `## ` that makes it a heading.
pub fn board_title(message: &Value) -> Option<String> {
    if let Some(title) = message["embeds"][0]["title"].as_str() {
        return Some(title.to_owned());
    }
    let heading = text_displays(container(message)?).into_iter().next()?;
    let line = heading.lines().next().unwrap_or_default();
    Some(line.strip_prefix("## ").unwrap_or(line).to_owned())
}

/// A board's picture: its embed's image, or the first item of its first media gallery.
pub fn board_image(message: &Value) -> Option<String> {
    if let Some(url) = message["embeds"][0]["image"]["url"].as_str() {
        return Some(url.to_owned());
    }
    let gallery = component_tree(message).into_iter().find(|c| c["type"] == 12)?;
    gallery["items"][0]["media"]["url"].as_str().map(str::to_owned)
}

/// A board's colour: its embed's, or its container's accent colour.
pub fn board_colour(message: &Value) -> Option<u64> {
    message["embeds"][0]["color"].as_u64().or_else(|| container(message)?["accent_color"].as_u64())
}

/// The user mentioned first in a board's text after its title: the player whose turn it is.
pub fn current_user(board: &Value) -> Option<u64> {
    let text = board_text(board);
    let after_title = board_title(board).and_then(|title| text.find(&title).map(|at| at + title.len()));
    let text = &text[after_title.unwrap_or(0)..];
    let start = text.find("<@")? + 2;
    let end = start + text[start..].find('>')?;
    text[start..end].parse().ok()
}

/// Component custom ids of a message, in order.
pub fn custom_ids(message: &Value) -> Vec<String> {
    components(message).iter().filter_map(|c| c["custom_id"].as_str().map(str::to_owned)).collect()
}

/// The custom id of the button labelled `label` on `message`.
pub fn button_by_label(message: &Value, label: &str) -> String {
    components(message)
        .iter()
        .find(|c| c["type"] == 2 && c["label"] == label)
        .and_then(|c| c["custom_id"].as_str())
        .map(str::to_owned)
        .unwrap_or_else(|| panic!("no button labelled {label:?} in {message:#}"))
}

fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name, "avatar": null, "bot": bot})
}

/// An interaction of `user` in `channel` as the gateway sends it (the fields serenity needs),
/// of type `kind`, without its data.
pub fn interaction_base(id: u64, token: &str, kind: u8, user: &User, channel: u64) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "guild_id": GUILD.to_string(),
        "channel_id": channel.to_string(),
        "channel": {"id": channel.to_string(), "type": 0, "guild_id": GUILD.to_string(), "name": "games", "permissions": "2248473465835073"},
        "member": {
            "user": user_json(user.id, &user.name, false),
            "roles": [],
            "joined_at": "2026-01-01T00:00:00.000000+00:00",
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "permissions": "2248473465835073"
        },
        "token": token,
        "version": 1,
        "locale": user.locale,
        "guild_locale": "en-US",
        "app_permissions": "2248473465835073",
        "entitlements": [],
        "authorizing_integration_owners": {"0": GUILD.to_string()},
        "context": 0,
        "attachment_size_limit": 26214400
    })
}

/// `interaction` as Discord sends it from a group DM where `user` installed the app to their
/// account: no server, no member, the user; context 2 (private channel).
fn private_interaction(mut interaction: Value, user: &User) -> Value {
    let fields = interaction.as_object_mut().expect("an interaction is an object");
    for field in ["guild_id", "member", "guild_locale"] {
        fields.remove(field);
    }
    interaction["user"] = user_json(user.id, &user.name, false);
    let channel = interaction["channel_id"].clone();
    interaction["channel"] = json!({"id": channel, "type": 3, "name": "pig pals", "recipients": []});
    interaction["authorizing_integration_owners"] = json!({"1": user.id.to_string()});
    interaction["context"] = json!(2);
    interaction["app_permissions"] = json!("562949953601536");
    interaction
}

fn message_json(id: u64, channel: &str, body: &Value) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel,
        "guild_id": GUILD.to_string(),
        "author": user_json(APP_ID, "Oink", true),
        "content": body["content"].as_str().unwrap_or_default(),
        "timestamp": "2026-11-22T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": body.get("embeds").cloned().unwrap_or(json!([])),
        "components": body.get("components").cloned().unwrap_or(json!([])),
        "pinned": false,
        "type": 0,
        "flags": body.get("flags").cloned().unwrap_or(json!(0)),
    })
}

/// The nonce of a new message's body that asks Discord to create one message per nonce.
fn enforced_nonce(body: &Value) -> Option<String> {
    let nonce = body.get("nonce").filter(|_| body.get("enforce_nonce") == Some(&json!(true)))?;
    Some(nonce.as_str().map_or_else(|| nonce.to_string(), str::to_owned))
}

/// Flags an edit cannot take off a message: the V2 flag, once on, and ephemeral.
const STICKY_FLAGS: u64 = COMPONENTS_V2 | 64;

/// Applies an edit (`PATCH` body or type-7 update) to a stored message. `"content": null`
/// empties the content; an edit's flags are OR-ed with the [`STICKY_FLAGS`] it had.
fn edit_message(message: &mut Value, body: &Value) {
    let sticky = message["flags"].as_u64().unwrap_or(0) & STICKY_FLAGS;
    for field in ["content", "embeds", "components", "flags"] {
        if let Some(value) = body.get(field) {
            message[field] = value.clone();
        }
    }
    if message["content"].is_null() {
        message["content"] = json!("");
    }
    message["flags"] = json!(message["flags"].as_u64().unwrap_or(0) | sticky);
    message["edited_timestamp"] = json!("2026-11-22T00:00:01.000000+00:00");
}

async fn gateway_upgrade(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| gateway_session(shared, socket))
}

/// One shard's connection: HELLO, then IDENTIFY → READY, heartbeats → ACK, and dispatches.
async fn gateway_session(shared: Arc<Shared>, socket: WebSocket) {
    let (mut sink, mut stream) = socket.split();
    let mut events = shared.gateway.subscribe();
    let mut seq = 0u64;
    // Heartbeat requests of `sync_gateway` not answered yet: (sync id, sequence number sent
    // before the request).
    let mut syncs: Vec<(u64, u64)> = Vec::new();
    // The `[shard, total]` this session identified as.
    let mut shard: Option<(u64, u64)> = None;
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string();
    if sink.send(Message::Text(hello.into())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            frame = stream.next() => {
                let Some(Ok(frame)) = frame else { return };
                let Message::Text(text) = frame else { continue };
                let Ok(payload) = serde_json::from_str::<Value>(text.as_str()) else { continue };
                let reply = match payload["op"].as_u64() {
                    Some(1) => {
                        let read = payload["d"].as_u64().unwrap_or(0);
                        let (caught_up, waiting): (Vec<_>, Vec<_>) =
                            syncs.drain(..).partition(|&(_, sent)| read >= sent);
                        syncs = waiting;
                        if !caught_up.is_empty() {
                            let mut inner = shared.inner.lock().await;
                            for (id, _) in caught_up {
                                *inner.synced.entry(id).or_default() += 1;
                            }
                            drop(inner);
                            shared.changed.notify_waiters();
                        }
                        Some(json!({"op": 11}))
                    }
                    Some(2) | Some(6) => {
                        let given = payload["d"]["shard"].clone();
                        if let (Some(id), Some(total)) = (given[0].as_u64(), given[1].as_u64()) {
                            shard = Some((id, total));
                        }
                        if payload["op"] == 2 {
                            let id = given[0].as_u64().unwrap_or(0);
                            shared.inner.lock().await.identifies.push((id, std::time::Instant::now()));
                        }
                        let shard = given;
                        seq += 1;
                        Some(json!({"op": 0, "t": "READY", "s": seq, "d": {
                            "v": 10,
                            "user": user_json(APP_ID, "Oink", true),
                            "guilds": [],
                            "session_id": "fake-session",
                            "resume_gateway_url": format!("ws://127.0.0.1:{}/gateway", shared.port),
                            "shard": if shard.is_null() { json!([0, 1]) } else { shard },
                            "application": {"id": APP_ID.to_string(), "flags": 0}
                        }}))
                    }
                    _ => None,
                };
                if let Some(reply) = reply {
                    let is_ready = reply["t"] == "READY";
                    if sink.send(Message::Text(reply.to_string().into())).await.is_err() {
                        return;
                    }
                    if is_ready {
                        shared.inner.lock().await.ready += 1;
                        shared.changed.notify_waiters();
                        shared.identified.notify_waiters();
                        shared.identified.notify_one();
                    }
                }
            }
            event = events.recv() => {
                let Ok(event) = event else { return };
                let Ok(mut frame) = serde_json::from_str::<Value>(&event) else { continue };
                if let Some(id) = frame.as_object_mut().and_then(|f| f.remove(SYNC)).and_then(|id| id.as_u64()) {
                    // A heartbeat request: no sequence number of its own.
                    syncs.push((id, seq));
                } else if routed_to(&frame, shard) {
                    seq += 1;
                    frame["s"] = json!(seq);
                } else {
                    continue;
                }
                if sink.send(Message::Text(frame.to_string().into())).await.is_err() {
                    return;
                }
            }
        }
    }
}

/// Every REST route, recorded first, then answered.
async fn rest(
    State(shared): State<Arc<Shared>>,
    method: Method,
    uri: Uri,
    headers: axum::http::HeaderMap,
    body: Bytes,
) -> Response {
    let path = uri.path().strip_prefix("/api/v10").unwrap_or(uri.path()).to_owned();
    let content_type = headers.get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("");
    let (body, uploads) = match content_type.split_once("boundary=") {
        Some((_, boundary)) => multipart(&body, boundary.trim_matches('"')),
        None if body.is_empty() => (Value::Null, Vec::new()),
        None => (serde_json::from_slice(&body).unwrap_or(Value::Null), Vec::new()),
    };
    let files: Vec<(String, Vec<u8>)> = uploads.iter().map(|u| (u.name.clone(), u.bytes.clone())).collect();
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    if segments.first() == Some(&"interactions") {
        let stall = shared.stall_next.lock().ok().and_then(|mut stall| stall.take());
        if let Some(stall) = stall {
            tokio::time::sleep(stall).await;
        }
    }
    let recording = shared.recording.load(Ordering::SeqCst);
    let mut inner = shared.inner.lock().await;
    if recording {
        inner.requests.push(Request {
            method: method.to_string(),
            path: path.clone(),
            body: body.clone(),
            files,
        });
    }
    let next_id = || shared.ids.fetch_add(1, Ordering::SeqCst);
    // What real Discord would refuse is refused here too (a load run checks nothing).
    if recording {
        if let Some(message) = message_body(method.as_str(), &segments, &body) {
            let allowed = Allowed {
                method: method.to_string(),
                path: path.clone(),
                content: pingable_text(message),
                allowed_mentions: message.get("allowed_mentions").cloned().unwrap_or(Value::Null),
            };
            if let Err(reason) = safe_mentions(&allowed, &inner.people) {
                let request = Request {
                    method: method.to_string(),
                    path: path.clone(),
                    body: body.clone(),
                    files: Vec::new(),
                };
                inner.unsafe_mentions.push((request, reason));
            }
            inner.allowed.push(allowed);
        }
        let edited = edited_message(&inner, method.as_str(), &segments, &body);
        let checked = super::discord_schema::check(method.as_str(), &path, &body)
            .and_then(|()| listed_uploads(&body, &uploads))
            .and_then(|()| match message_body(method.as_str(), &segments, &body) {
                Some(message) => components_v2_rules(message, edited.as_ref()),
                None => Ok(()),
            })
            .and_then(|()| public_post(method.as_str(), &segments, &body));
        if let Err(reason) = checked {
            let request = Request {
                method: method.to_string(),
                path: path.clone(),
                body: body.clone(),
                files: Vec::new(),
            };
            inner.invalid.push((request, reason.clone()));
            drop(inner);
            shared.changed.notify_waiters();
            let refusal = json!({"code": 50035, "message": "Invalid Form Body", "errors": reason});
            return (StatusCode::BAD_REQUEST, Json(refusal)).into_response();
        }
    }
    if let Err((status, refusal)) = unanswered_follow_up(&inner, method.as_str(), &segments) {
        drop(inner);
        return (status, Json(refusal)).into_response();
    }
    if let Err((status, refusal)) = answers_only(&inner, method.as_str(), &segments) {
        let request =
            Request { method: method.to_string(), path: path.clone(), body: body.clone(), files: Vec::new() };
        inner.invalid.push((request, refusal["message"].as_str().unwrap_or_default().to_owned()));
        drop(inner);
        shared.changed.notify_waiters();
        return (status, Json(refusal)).into_response();
    }
    let answer = match (method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => {
            (StatusCode::OK, Json(json!({"url": format!("ws://127.0.0.1:{}/gateway", shared.port)}))).into_response()
        }
        ("GET", ["gateway", "bot"]) => (
            StatusCode::OK,
            Json(json!({"url": format!("ws://127.0.0.1:{}/gateway", shared.port), "shards": 1,
                   "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}})),
        )
            .into_response(),
        ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            let mut commands = body.as_array().cloned().unwrap_or_default();
            for command in &mut commands {
                command["id"] = json!(next_id().to_string());
                command["application_id"] = json!(APP_ID.to_string());
                command["version"] = json!("1");
                command["default_member_permissions"] = command.get("default_member_permissions").cloned().unwrap_or(Value::Null);
                command["type"] = command.get("type").cloned().unwrap_or(json!(1));
            }
            (StatusCode::OK, Json(Value::Array(commands))).into_response()
        }
        ("POST", ["interactions", _, _, "callback"]) if shared.expired.load(Ordering::SeqCst) => (
            StatusCode::NOT_FOUND,
            Json(json!({"message": "Unknown interaction", "code": 10062})),
        )
            .into_response(),
        ("POST", ["interactions", id, token, "callback"]) => {
            let id: u64 = id.parse().unwrap_or(0);
            let token = (*token).to_owned();
            let kind = body["type"].as_u64().unwrap_or(0);
            let data = body.get("data").cloned().unwrap_or(Value::Null);
            inner.answered_at.entry(id).or_insert_with(std::time::Instant::now);
            let channel = inner.interaction_channels.get(&token).copied().unwrap_or(CHANNEL);
            match kind {
                // A new message (or a deferred one, filled in later through @original).
                4 | 5 => {
                    let message_id = next_id();
                    let message = message_json(message_id, &channel.to_string(), &data);
                    inner.messages.insert(message_id, message);
                    attach(&mut inner, message_id, &data, &uploads, &next_id);
                    inner.originals.insert(token, message_id);
                }
                // A deferred update: the clicked message is edited later through @original.
                6 => {
                    if let Some(clicked) = inner.clicked.get(&id).copied() {
                        inner.originals.insert(token, clicked);
                    }
                }
                // An update of the clicked message.
                7 => {
                    if let Some(clicked) = inner.clicked.get(&id).copied() {
                        if let Some(message) = inner.messages.get_mut(&clicked) {
                            edit_message(message, &data);
                        }
                        attach(&mut inner, clicked, &data, &uploads, &next_id);
                        inner.originals.insert(token, clicked);
                    }
                }
                _ => {}
            }
            let waiting = shared.answers.lock().ok().and_then(|mut answers| answers.remove(&id));
            if let Some(tell) = waiting {
                let _ = tell.send(body.clone());
            }
            if recording {
                inner.callbacks.insert(id, body.clone());
            } else {
                inner.clicked.remove(&id);
            }
            StatusCode::NO_CONTENT.into_response()
        }
        ("GET" | "PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            let Some(&message_id) = inner.originals.get(*token) else {
                return not_found(&shared, inner);
            };
            if method == Method::PATCH {
                if let Some(message) = inner.messages.get_mut(&message_id) {
                    edit_message(message, &body);
                }
                attach(&mut inner, message_id, &body, &uploads, &next_id);
            }
            (StatusCode::OK, Json(inner.messages.get(&message_id).cloned().unwrap_or(Value::Null))).into_response()
        }
        ("DELETE", ["webhooks", _, token, "messages", "@original"]) => {
            let Some(message_id) = inner.originals.remove(*token) else {
                return not_found(&shared, inner);
            };
            inner.messages.remove(&message_id);
            inner.attachments.remove(&message_id);
            StatusCode::NO_CONTENT.into_response()
        }
        ("PATCH" | "DELETE", ["webhooks", _, token, "messages", id]) => {
            let message_id: u64 = id.parse().unwrap_or(0);
            let made_here = inner.follow_ups.get(*token).is_some_and(|made| made.contains(&message_id));
            if !made_here || !inner.messages.contains_key(&message_id) {
                return not_found(&shared, inner);
            }
            if method == Method::DELETE {
                inner.messages.remove(&message_id);
                inner.attachments.remove(&message_id);
                StatusCode::NO_CONTENT.into_response()
            } else {
                if let Some(message) = inner.messages.get_mut(&message_id) {
                    edit_message(message, &body);
                }
                attach(&mut inner, message_id, &body, &uploads, &next_id);
                (StatusCode::OK, Json(inner.messages.get(&message_id).cloned().unwrap_or(Value::Null))).into_response()
            }
        }
        ("POST", ["webhooks", _, token]) => {
            let message_id = next_id();
            inner.follow_ups.entry((*token).to_owned()).or_default().push(message_id);
            let channel = inner.interaction_channels.get(*token).copied().unwrap_or(CHANNEL);
            let message = message_json(message_id, &channel.to_string(), &body);
            inner.messages.insert(message_id, message);
            attach(&mut inner, message_id, &body, &uploads, &next_id);
            (StatusCode::OK, Json(inner.messages.get(&message_id).cloned().unwrap_or(Value::Null)))
                .into_response()
        }
        // A direct-message channel with one user (serenity's `create_dm_channel`).
        ("POST", ["users", "@me", "channels"]) => {
            let recipient: u64 = body["recipient_id"].as_str().and_then(|id| id.parse().ok()).unwrap_or(0);
            let channel = json!({
                "id": next_id().to_string(),
                "type": 1,
                "last_message_id": null,
                "recipients": [user_json(recipient, "Member", false)],
            });
            (StatusCode::OK, Json(channel)).into_response()
        }
        ("POST", ["channels", channel, "messages"]) => {
            let nonce = enforced_nonce(&body);
            if let Some(known) = nonce.as_ref().and_then(|nonce| inner.nonces.get(nonce)) {
                let first = inner.messages.get(known).cloned().unwrap_or(Value::Null);
                return (StatusCode::OK, Json(first)).into_response();
            }
            let message_id = next_id();
            if let Some(nonce) = nonce {
                inner.nonces.insert(nonce, message_id);
            }
            let message = message_json(message_id, channel, &body);
            inner.messages.insert(message_id, message);
            attach(&mut inner, message_id, &body, &uploads, &next_id);
            (StatusCode::OK, Json(inner.messages.get(&message_id).cloned().unwrap_or(Value::Null)))
                .into_response()
        }
        ("PATCH", ["channels", _, "messages", message_id]) => {
            let message_id: u64 = message_id.parse().unwrap_or(0);
            match inner.messages.get_mut(&message_id) {
                Some(message) => {
                    edit_message(message, &body);
                    attach(&mut inner, message_id, &body, &uploads, &next_id);
                    (StatusCode::OK, Json(inner.messages.get(&message_id).cloned().unwrap_or(Value::Null)))
                        .into_response()
                }
                None => return not_found(&shared, inner),
            }
        }
        ("DELETE", ["channels", _, "messages", message_id]) => {
            let message_id: u64 = message_id.parse().unwrap_or(0);
            inner.messages.remove(&message_id);
            inner.attachments.remove(&message_id);
            StatusCode::NO_CONTENT.into_response()
        }
        _ => return not_found(&shared, inner),
    };
    drop(inner);
    shared.changed.notify_waiters();
    answer
}

/// The message a body makes or changes, if it does: the body itself, or the `data` of an
/// interaction's answer that is a message (4) or an update of the clicked one (7). A deferred
/// answer (5, 6: "thinking…") shows nothing yet; its follow-up is checked.
fn message_body<'a>(method: &str, segments: &[&str], body: &'a Value) -> Option<&'a Value> {
    match (method, segments) {
        ("POST", ["interactions", _, _, "callback"]) => match body["type"].as_u64() {
            Some(4 | 7) => body.get("data"),
            _ => None,
        },
        ("POST", ["channels", _, "messages"])
        | ("PATCH", ["channels", _, "messages", _])
        | ("POST", ["webhooks", _, _])
        | ("PATCH", ["webhooks", _, _, "messages", _]) => Some(body),
        _ => None,
    }
}

/// The text of a body where a `<@id>` pings: its content and its V2 text displays.
fn pingable_text(message: &Value) -> String {
    let content = message["content"].as_str().filter(|c| !c.is_empty()).map(str::to_owned);
    content.into_iter().chain(text_displays(message)).collect::<Vec<_>>().join("\n")
}

/// The stored message a body edits, as it is before the edit: a `PATCH` of a channel
/// message or of an interaction's message, or an update (type 7) of the clicked one.
fn edited_message(inner: &Inner, method: &str, segments: &[&str], body: &Value) -> Option<Value> {
    let id = match (method, segments) {
        ("PATCH", ["channels", _, "messages", id]) | ("PATCH", ["webhooks", _, _, "messages", id])
            if *id != "@original" =>
        {
            id.parse().ok()?
        }
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => *inner.originals.get(*token)?,
        ("POST", ["interactions", id, _, "callback"]) if body["type"] == 7 => {
            *inner.clicked.get(&id.parse().ok()?)?
        }
        _ => return None,
    };
    inner.messages.get(&id).cloned()
}

/// What Discord refuses of a Components V2 message (one with the flag, or an edit of one):
/// any content or embed, more than [`MAX_V2_COMPONENTS`] components counted with the nested
/// ones, more than [`MAX_V2_TEXT`] characters across its text displays.
fn components_v2_rules(message: &Value, edited: Option<&Value>) -> Result<(), String> {
    let what = match edited {
        Some(before) if is_v2(before) => "an edit of a Components V2 message",
        _ if is_v2(message) => "a Components V2 message",
        _ => return Ok(()),
    };
    if message["content"].as_str().is_some_and(|c| !c.is_empty()) {
        return Err(format!("{what} carries content"));
    }
    if message["embeds"].as_array().is_some_and(|e| !e.is_empty()) {
        return Err(format!("{what} carries embeds"));
    }
    let count = component_tree(message).len();
    if count > MAX_V2_COMPONENTS {
        return Err(format!(
            "{what} has {count} components (at most {MAX_V2_COMPONENTS}, nested ones included)"
        ));
    }
    let chars: usize = text_displays(message).iter().map(|t| t.chars().count()).sum();
    if chars > MAX_V2_TEXT {
        return Err(format!("{what} shows {chars} characters in text displays (at most {MAX_V2_TEXT})"));
    }
    Ok(())
}

/// Discord has no webhook for an interaction that was never answered: a follow-up through
/// its token is unknown (404, code 10015). Not a fault of the body: the bot may try it, as
/// when a token is the first it has.
fn unanswered_follow_up(inner: &Inner, method: &str, segments: &[&str]) -> Result<(), (StatusCode, Value)> {
    let ("POST", ["webhooks", _, token]) = (method, segments) else { return Ok(()) };
    let id = token.strip_prefix("token-").and_then(|id| id.parse::<u64>().ok());
    match id {
        Some(id) if !inner.answered_at.contains_key(&id) => {
            Err((StatusCode::NOT_FOUND, json!({"code": 10015, "message": "Unknown Webhook"})))
        }
        _ => Ok(()),
    }
}

/// What Discord refuses an app where it may only answer interactions ([`GROUP_DM`]): any
/// message request of a channel (post, edit, delete: it is not in the channel), and a
/// follow-up past [`MAX_FOLLOW_UPS`] of one interaction.
fn answers_only(inner: &Inner, method: &str, segments: &[&str]) -> Result<(), (StatusCode, Value)> {
    match (method, segments) {
        (_, ["channels", channel, "messages", ..]) if *channel == GROUP_DM.to_string() => Err((
            StatusCode::FORBIDDEN,
            json!({"code": 50001, "message": format!("Missing Access: {method} of a message in a channel the app may only answer in")}),
        )),
        ("POST", ["webhooks", _, token]) => {
            let private = inner.interaction_channels.get(*token) == Some(&GROUP_DM);
            let sent = inner.follow_ups.get(*token).map_or(0, Vec::len);
            if private && sent >= MAX_FOLLOW_UPS {
                return Err((
                    StatusCode::BAD_REQUEST,
                    json!({"code": 40094, "message": format!("This interaction has hit the maximum number of follow up messages ({MAX_FOLLOW_UPS})")}),
                ));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// A message posted in a channel is never private: Discord takes no EPHEMERAL flag (64) there
/// (a private panel sent that way would be shown to everyone), so the fake refuses it.
fn public_post(method: &str, segments: &[&str], body: &Value) -> Result<(), String> {
    let posted = matches!((method, segments), ("POST", ["channels", _, "messages"]));
    if posted && body["flags"].as_u64().is_some_and(|flags| flags & 64 != 0) {
        return Err("a channel message with the EPHEMERAL flag (a private answer posted for everyone)".into());
    }
    Ok(())
}

/// A message may ping only the users it lists, and only people who acted here: Discord must
/// read no mention from its text (`parse` empty: no `@everyone`/`@here`, no role, no other
/// user), no role is listed, and a reply pings no author.
fn safe_mentions(allowed: &Allowed, people: &std::collections::BTreeSet<u64>) -> Result<(), String> {
    let mentions = &allowed.allowed_mentions;
    if !mentions.is_object() {
        return Err("no allowed_mentions: Discord would ping whatever the text mentions".to_owned());
    }
    let parse: Vec<&str> =
        mentions["parse"].as_array().into_iter().flatten().filter_map(Value::as_str).collect();
    if !parse.is_empty() {
        return Err(format!("allowed_mentions.parse is {parse:?}: Discord would read pings from the text"));
    }
    if mentions["roles"].as_array().is_some_and(|roles| !roles.is_empty()) {
        return Err(format!("allowed_mentions.roles lists {}", mentions["roles"]));
    }
    if mentions["replied_user"] == json!(true) {
        return Err("allowed_mentions.replied_user is true".to_owned());
    }
    let strangers: Vec<u64> = allowed.users().into_iter().filter(|user| !people.contains(user)).collect();
    if !strangers.is_empty() {
        return Err(format!("allowed_mentions.users lists {strangers:?}, who never acted here"));
    }
    Ok(())
}

/// The `payload_json` part and the files of a multipart body (what serenity sends with
/// attachments). Split on bytes: a picture is no text.
fn multipart(body: &[u8], boundary: &str) -> (Value, Vec<Upload>) {
    let delimiter = format!("--{boundary}");
    let mut payload = Value::Null;
    let mut uploads = Vec::new();
    for part in split(body, delimiter.as_bytes()) {
        let Some(at) = find(part, b"\r\n\r\n") else { continue };
        let head = String::from_utf8_lossy(&part[..at]);
        let content = &part[at + 4..];
        let content = content.strip_suffix(b"\r\n").unwrap_or(content);
        let field = head.split("name=\"").nth(1).and_then(|r| r.split('"').next()).unwrap_or("");
        if field == "payload_json" {
            payload = serde_json::from_slice(content).unwrap_or(Value::Null);
        } else if let Some(name) = head.split("filename=\"").nth(1).and_then(|r| r.split('"').next()) {
            let placeholder =
                field.strip_prefix("files[").and_then(|n| n.strip_suffix(']')).and_then(|n| n.parse().ok());
            uploads.push(Upload { placeholder, name: name.to_owned(), bytes: content.to_vec() });
        }
    }
    (payload, uploads)
}

/// The pieces of `haystack` between occurrences of `delimiter`.
fn split<'a>(mut haystack: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut pieces = Vec::new();
    while let Some(at) = find(haystack, delimiter) {
        pieces.push(&haystack[..at]);
        haystack = &haystack[at + delimiter.len()..];
    }
    pieces.push(haystack);
    pieces
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|window| window == needle)
}

/// The id an `attachments` entry names (serenity sends a number, Discord's docs a string).
fn entry_id(entry: &Value) -> Option<u64> {
    entry["id"].as_u64().or_else(|| entry["id"].as_str().and_then(|id| id.parse().ok()))
}

/// Discord refuses an upload its `attachments` list does not name, when the list is given.
fn listed_uploads(body: &Value, uploads: &[Upload]) -> Result<(), String> {
    let Some(entries) = body.get("attachments").and_then(Value::as_array) else { return Ok(()) };
    let named: Vec<u64> = entries.iter().filter_map(entry_id).collect();
    match uploads.iter().find(|u| u.placeholder.is_none_or(|n| !named.contains(&n))) {
        Some(upload) => Err(format!("the upload {:?} is not listed in attachments", upload.name)),
        None => Ok(()),
    }
}

/// Sets a message's attachments after a create or an edit (see the module's documentation),
/// and lists them in its JSON.
fn attach(inner: &mut Inner, message_id: u64, body: &Value, uploads: &[Upload], next_id: &impl Fn() -> u64) {
    if !inner.messages.contains_key(&message_id) {
        return;
    }
    let before = inner.attachments.remove(&message_id).unwrap_or_default();
    let new =
        |upload: &Upload| Attached { id: next_id(), name: upload.name.clone(), bytes: upload.bytes.clone() };
    let after: Vec<Attached> = match body.get("attachments").and_then(Value::as_array) {
        Some(entries) => entries
            .iter()
            .filter_map(|entry| {
                let id = entry_id(entry)?;
                let kept = before.iter().find(|a| a.id == id).cloned();
                kept.or_else(|| uploads.iter().find(|u| u.placeholder == Some(id)).map(new))
            })
            .collect(),
        None => before.into_iter().chain(uploads.iter().map(new)).collect(),
    };
    let listed: Vec<Value> = after
        .iter()
        .map(|a| {
            let url = format!("https://cdn.discordapp.com/attachments/{message_id}/{}/{}", a.id, a.name);
            json!({"id": a.id.to_string(), "filename": a.name, "size": a.bytes.len(), "url": url, "proxy_url": url})
        })
        .collect();
    if let Some(message) = inner.messages.get_mut(&message_id) {
        message["attachments"] = Value::Array(listed);
    }
    if !after.is_empty() {
        inner.attachments.insert(message_id, after);
    }
}

fn not_found(shared: &Shared, mut inner: tokio::sync::MutexGuard<'_, Inner>) -> Response {
    if let Some(request) = inner.requests.last().cloned() {
        inner.unanswered.push(request);
    }
    drop(inner);
    shared.changed.notify_waiters();
    (StatusCode::NOT_FOUND, Json(json!({"message": "Unknown route (fake Discord)", "code": 0})))
        .into_response()
}
