//! The page's HTTP API. Every request but the event stream names its session with the
//! `x-oink-session` header (see [`super::session`]): whom it acts as and whose ephemeral
//! messages it reads come from the session, never from the request. Without a session the
//! answer is 401 and the page claims its person again (after a restart, say).

use std::convert::Infallible;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Arc;

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use fluent_bundle::FluentArgs;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::{Value, json};
use tokio_stream::StreamExt as _;
use tokio_stream::wrappers::WatchStream;

use super::channel::Message;
use super::command::{self, Parsed};
use super::session::Refused;
use super::{
    ROOMS, Room, Shared, USERS, actor, ai_turns, changed, flushed, here, locale, notice, now, show, staged,
};
use crate::discord::components_v2::{self, Component};
use crate::i18n::Locale;
use crate::render::reply::{Embed, Row};
use crate::render::{self, Reply};
use crate::table::{Actor, Answer};

/// The header that names a request's session.
pub const SESSION: &str = "x-oink-session";

/// The page's own words, sent in the viewer's language.
const UI: [&str; 18] = [
    "playground-title",
    "playground-channel",
    "playground-group-dm",
    "playground-channels",
    "playground-group-messages",
    "playground-group-placeholder",
    "playground-user",
    "playground-language",
    "playground-placeholder",
    "playground-send",
    "playground-only-you",
    "playground-edited",
    "playground-reconnecting",
    "playground-messages",
    "playground-commands",
    "playground-required",
    "playground-choose",
    "playground-not-sent",
];

fn token(headers: &HeaderMap) -> Option<&str> {
    headers.get(SESSION).and_then(|value| value.to_str().ok())
}

/// The person the request's session plays.
fn player(shared: &Shared, headers: &HeaderMap, code: &str) -> Option<Actor> {
    token(headers).and_then(|token| shared.sessions.user(token)).and_then(|user| actor(user, locale(code)))
}

/// The answer without a session: the page then claims its person again.
fn unknown_session() -> Response {
    (StatusCode::UNAUTHORIZED, Json(json!({"error": "session"}))).into_response()
}

/// The channel a request names (`#games` when it names none, as before there were two).
fn named(id: Option<u64>) -> Option<(usize, Room)> {
    super::room(id.unwrap_or(ROOMS[0].id))
}

/// The answer to a request that names no channel of the page: a notice in the person's
/// language, and nothing changed.
fn no_channel(shared: &Shared, id: Option<u64>, locale: Locale) -> Response {
    tracing::info!(channel = id, "a request named no channel of the page");
    let text = shared.catalog.text(locale, "playground-no-channel", None);
    (StatusCode::NOT_FOUND, Json(json!({"error": text}))).into_response()
}

#[derive(Deserialize)]
pub struct StateQuery {
    locale: String,
    channel: Option<u64>,
}

/// What the page shows its session's person in a channel: the messages they may see there,
/// the channels, the people, the commands and the page's own words in their language.
pub async fn state(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Query(query): Query<StateQuery>,
) -> Response {
    let Some(who) = player(&shared, &headers, &query.locale) else {
        return unknown_session();
    };
    let Some((index, room)) = named(query.channel) else {
        return no_channel(&shared, query.channel, who.locale);
    };
    let catalog = &shared.catalog;
    let ui: serde_json::Map<String, Value> =
        UI.iter().map(|id| ((*id).to_owned(), json!(catalog.text(who.locale, id, None)))).collect();
    let users: Vec<Value> = USERS.iter().map(|(id, name)| json!({"id": id, "name": name})).collect();
    let locales: Vec<Value> = Locale::ALL
        .iter()
        .map(|l| {
            let name =
                catalog.exact(*l, &format!("choice-{}", l.code())).unwrap_or_else(|| l.code().to_owned());
            json!({"code": l.code(), "name": name})
        })
        .collect();
    let channels: Vec<Value> = ROOMS
        .iter()
        .map(|r| json!({"id": r.id, "name": catalog.text(who.locale, r.name, None), "group": r.answers_only}))
        .collect();
    let commands = command::listed(catalog, who.locale);
    let channel = shared.channels[index].lock().await;
    let session = token(&headers).unwrap_or_default();
    let messages = served(channel.visible_to(who.user), room, session, who.user);
    drop(channel);
    Json(json!({
        "user": who.user,
        "channel": room.id,
        "channels": channels,
        "messages": messages,
        "users": users,
        "locales": locales,
        "commands": commands,
        "ui": ui,
    }))
    .into_response()
}

/// The most messages `/api/state` serves: as many as Discord's client loads at first and
/// then some; older ones stay in the history.
pub const SERVED: usize = 100;

/// The most bytes of messages `/api/state` serves. The page asks for the state after every
/// change, so it stays small however big the history: the newest messages that fit (the
/// newest always, each cut to Discord's lengths by the channel).
pub const SERVED_BYTES: usize = 512 << 10;

/// The newest of `visible` (oldest first) within [`SERVED`] and [`SERVED_BYTES`], as the
/// page gets them, oldest first.
fn served(visible: Vec<&Message>, room: Room, session: &str, viewer: u64) -> Vec<Box<RawValue>> {
    let mut bytes = 0;
    let mut served = Vec::new();
    for message in visible.into_iter().rev().take(SERVED) {
        let shown = match serde_json::value::to_raw_value(&Shown::of(message, room, session, viewer)) {
            Ok(shown) => shown,
            Err(error) => {
                tracing::error!(%error, id = message.id, "a message could not be shown");
                continue;
            }
        };
        bytes += shown.get().len();
        if bytes > SERVED_BYTES && !served.is_empty() {
            break;
        }
        served.push(shown);
    }
    served.reverse();
    served
}

/// A message as the page gets it: its files as links to [`file`] instead of their bytes
/// (the page asks for the state after every change; a picture is fetched once).
#[derive(Serialize)]
struct Shown<'a> {
    id: u64,
    reply: ShownReply<'a>,
    visible_to: Option<u64>,
    via: &'a Option<String>,
    author: &'a Option<String>,
    edited: bool,
    /// Whether the message pings the person who looks (the reply lists them in its
    /// `mentions`): the page marks it as Discord marks a message that mentions you. A
    /// `<@id>` the reply does not list is shown as a mention but pings nobody, as in Discord.
    mentions_you: bool,
}

#[derive(Serialize)]
struct ShownReply<'a> {
    content: &'a Option<String>,
    embed: &'a Option<Embed>,
    rows: &'a [Row],
    /// A board, panel or page of rules as Discord shows it, a Components V2 message: the
    /// layout the Discord adapter sends ([`components_v2::layout`]), its rows and buttons in
    /// the render model's own JSON (with `pressed`, which the page draws as `aria-pressed`).
    /// The page draws these instead of `content`, `embed` and `rows`; computed when shown, so
    /// a board stored by an older release is drawn as V2 too. `None` for a plain text.
    components: Option<Vec<Component<Row>>>,
    ephemeral: bool,
    files: Vec<Link<'a>>,
    mentions: &'a [u64],
    /// The code of the language its sentences are in (`de`): the page shows its timestamps
    /// in it, and tells screen readers.
    locale: Option<&'static str>,
}

/// Where the page fetches a file.
#[derive(Serialize)]
struct Link<'a> {
    name: String,
    /// `/api/files/<message>/<name>?channel=…&session=…&v=…`: the session because an `<img>`
    /// sends no header; `v` changes with the bytes, so an edited picture is fetched anew while
    /// an unchanged one comes from the browser's cache.
    url: String,
    content_type: &'static str,
    /// A picture's alt text.
    description: Option<&'a str>,
}

impl<'a> Shown<'a> {
    fn of(message: &'a Message, room: Room, session: &str, viewer: u64) -> Shown<'a> {
        // Every field named: a new field of `Reply` must be thought about here.
        let Reply { content, embed, rows, ephemeral, files, mentions, locale } = &message.reply;
        let components =
            components_v2::is_v2(&message.reply).then(|| components_v2::layout(&message.reply, Row::clone));
        let files = files
            .iter()
            .map(|file| {
                let mut hasher = DefaultHasher::new();
                file.bytes.hash(&mut hasher);
                let url = format!(
                    "/api/files/{}/{}?channel={}&session={}&v={:016x}",
                    message.id,
                    escaped(&file.name),
                    room.id,
                    escaped(session),
                    hasher.finish()
                );
                Link {
                    name: file.name.clone(),
                    url,
                    content_type: content_type(&file.name),
                    description: file.description.as_deref(),
                }
            })
            .collect();
        Shown {
            id: message.id,
            reply: ShownReply {
                content,
                embed,
                rows,
                components,
                ephemeral: *ephemeral,
                files,
                mentions,
                locale: locale.map(Locale::code),
            },
            visible_to: message.visible_to,
            via: &message.via,
            author: &message.author,
            edited: message.edited,
            mentions_you: mentions.contains(&viewer),
        }
    }
}

/// Percent-encodes all but ASCII letters, digits, `-`, `.` and `_`, for a path segment or a
/// query value.
fn escaped(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' => char::from(b).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The content type a file is served with, from its name. Never one a browser would run as
/// a page (HTML, SVG): a file is the bot's, but the playground's origin holds the sessions.
pub fn content_type(name: &str) -> &'static str {
    let extension = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
    match extension.as_str() {
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "json" => "application/json",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[derive(Deserialize)]
pub struct FileQuery {
    session: Option<String>,
    channel: Option<u64>,
}

/// `GET /api/files/<message>/<name>`: a file of a message, to the session whose person sees
/// the message (by the `x-oink-session` header, or `session` in the query as an `<img>`
/// sends it). Another person's ephemeral message's file is 404, as if it did not exist.
pub async fn file(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Path((message, name)): Path<(u64, String)>,
    Query(query): Query<FileQuery>,
) -> Response {
    let token = token(&headers).map(str::to_owned).or(query.session);
    let Some(user) = token.and_then(|token| shared.sessions.user(&token)) else {
        return unknown_session();
    };
    let Some((index, _)) = named(query.channel) else {
        return (StatusCode::NOT_FOUND, "no such file").into_response();
    };
    let channel = shared.channels[index].lock().await;
    let found = channel.message(message).filter(|m| m.seen_by(user)).and_then(|m| m.file(&name));
    let Some(found) = found else {
        return (StatusCode::NOT_FOUND, "no such file").into_response();
    };
    let disposition = if content_type(&name).starts_with("image/") { "inline" } else { "attachment" };
    (
        [
            (header::CONTENT_TYPE, content_type(&name).to_owned()),
            (header::CONTENT_DISPOSITION, format!("{disposition}; filename=\"{}\"", escaped(&name))),
            (header::CACHE_CONTROL, "private, max-age=86400".to_owned()),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
        ],
        found.bytes.clone(),
    )
        .into_response()
}

#[derive(Deserialize)]
pub struct EventsQuery {
    session: Option<String>,
    channel: Option<u64>,
}

/// Server-sent events: `changed` with a version number whenever the channel the stream names
/// changes (versions grow across channels). A stream names its session in the query (a
/// browser's `EventSource` sends no headers); while it is open, that session holds its
/// person. A stream that names no channel of the page is 404.
pub async fn events(State(shared): State<Arc<Shared>>, Query(query): Query<EventsQuery>) -> Response {
    let Some((index, _)) = named(query.channel) else {
        return (StatusCode::NOT_FOUND, "no such channel").into_response();
    };
    let listening = query.session.map(|token| shared.sessions.listening(&token));
    let changes = WatchStream::new(shared.version.subscribe()).map(move |versions| Some(versions[index]));
    let closing = WatchStream::new(shared.closing.subscribe()).filter(|closing| *closing).map(|_| None);
    let mut told = None;
    let stream = changes.merge(closing).take_while(Option::is_some).filter_map(move |version| {
        // The stream owns the guard: the session stops listening when the stream goes.
        let _listening = &listening;
        // Another channel's change leaves this one's version as it was: nothing to tell.
        let version = version.filter(|v| told.replace(*v) != Some(*v))?;
        Some(Ok::<_, Infallible>(Event::default().event("changed").data(version.to_string())))
    });
    Sse::new(stream).keep_alive(KeepAlive::default()).into_response()
}

#[derive(Deserialize)]
pub struct SessionRequest {
    user: u64,
    #[serde(default)]
    locale: String,
}

/// The request's session (or a new one) plays `user` from now on: answers its new token, or
/// 409 with a notice when another open tab plays them.
pub async fn session(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Json(request): Json<SessionRequest>,
) -> Response {
    match shared.sessions.claim(token(&headers), request.user) {
        Ok(token) => Json(json!({"token": token, "user": request.user})).into_response(),
        Err(Refused::Stranger) => (StatusCode::BAD_REQUEST, "unknown user").into_response(),
        Err(Refused::Taken) => {
            let name = USERS.iter().find(|(id, _)| *id == request.user).map_or("", |(_, name)| name);
            let mut args = FluentArgs::new();
            args.set("name", name);
            let text = shared.catalog.text(locale(&request.locale), "playground-taken", Some(&args));
            (StatusCode::CONFLICT, Json(json!({"error": text}))).into_response()
        }
    }
}

#[derive(Deserialize)]
pub struct CommandRequest {
    locale: String,
    /// The channel it is typed in (`#games` when none is named).
    channel: Option<u64>,
    /// The typed line, e.g. `/pigs new variant:veteran`.
    line: String,
}

pub async fn command(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Json(request): Json<CommandRequest>,
) -> Response {
    let Some(who) = player(&shared, &headers, &request.locale) else {
        return unknown_session();
    };
    let Some((index, room)) = named(request.channel) else {
        return no_channel(&shared, request.channel, who.locale);
    };
    // Away mode changes every table of the user, each under its channel's lock (the page's
    // one channel among them): done before this request takes that lock.
    let parsed = command::parse(&shared.catalog, &request.line);
    let typed = request.line.trim_start().starts_with('/');
    let away = match &parsed {
        _ if !typed => None,
        Ok(Parsed::Away { until, reason, computer }) => {
            let channels = super::Playground(shared.clone());
            Some(shared.service.away(&channels, &who, until, reason.as_deref(), *computer, now()).await)
        }
        Ok(Parsed::Back) => Some(shared.service.back(&super::Playground(shared.clone()), &who, now()).await),
        _ => None,
    };
    let mut channel = shared.channels[index].lock().await;
    // Text that is no command is chat, as in a Discord channel: it can bury the board.
    if !request.line.trim_start().starts_with('/') {
        channel.chat(&who.name, &request.line);
        let staged = staged(&shared, room, &mut channel);
        changed(&shared, index);
        drop(channel);
        return answered(flushed(&shared, staged).await);
    }
    channel.requested();
    let via = Some(format!("{} · /{}", who.name, request.line.trim().trim_start_matches('/')));
    let answer = match parsed {
        // Done above, before the channel's lock.
        Ok(Parsed::Away { .. } | Parsed::Back) => away.unwrap_or_else(|| Ok(Answer::default())),
        Err(refused) => {
            Ok(Answer { reply: command::refusal(&shared.catalog, who.locale, &refused), ..Answer::default() })
        }
        Ok(Parsed::Help) => {
            Ok(Answer { reply: render::help::overview(&shared.catalog, who.locale), ..Answer::default() })
        }
        Ok(Parsed::Games) => shared.service.games_of(&who, false).await,
        Ok(Parsed::Fairness) => {
            Ok(Answer { reply: render::fairness::page(&shared.catalog, who.locale), ..Answer::default() })
        }
        Ok(Parsed::Settings(change)) => shared.service.settings(&who, change, now()).await,
        Ok(Parsed::Server(change)) => {
            let may_configure = who.user == super::SERVER_OWNER;
            shared.service.server_defaults(here(room, &channel), &who, may_configure, change, now()).await
        }
        Ok(Parsed::Table(command)) => {
            shared.service.command(here(room, &channel), &who, command, now()).await
        }
    };
    let answer = carried_out(&shared, &who, room, answer);
    let staged = show(&shared, (index, room), &mut channel, answer, Some(&who), None, via).await;
    drop(channel);
    answered(flushed(&shared, staged).await)
}

#[derive(Deserialize)]
pub struct ClickRequest {
    locale: String,
    /// The channel of the message (`#games` when none is named).
    channel: Option<u64>,
    message: u64,
    custom_id: String,
    #[serde(default)]
    values: Vec<String>,
}

/// A click on a button or menu of a message. Only a component of a message the session's
/// person sees counts, with values its menu could send (anything else changes nothing: 409),
/// so a made-up request cannot overwrite another message or another person's ephemeral one.
pub async fn click(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Json(request): Json<ClickRequest>,
) -> Response {
    let Some(who) = player(&shared, &headers, &request.locale) else {
        return unknown_session();
    };
    let Some((index, room)) = named(request.channel) else {
        return no_channel(&shared, request.channel, who.locale);
    };
    let mut channel = shared.channels[index].lock().await;
    let Some(message) = channel.message(request.message).filter(|m| m.seen_by(who.user)) else {
        return (StatusCode::CONFLICT, "no such component").into_response();
    };
    if !message.offers(&request.custom_id, &request.values) {
        // A message one sees that no longer offers the component: a board replaced (its
        // buttons gone) while this tab still showed them. Said, as Discord says it.
        let text = shared.catalog.text(who.locale, "playground-gone", None);
        return (StatusCode::CONFLICT, Json(json!({"error": text}))).into_response();
    }
    channel.requested();
    let at = here(room, &channel);
    let answer = shared.service.component(at, &who, &request.custom_id, &request.values, now()).await;
    let answer = carried_out(&shared, &who, room, answer);
    let staged =
        show(&shared, (index, room), &mut channel, answer, Some(&who), Some(request.message), None).await;
    drop(channel);
    answered(flushed(&shared, staged).await)
}

/// The answer to show: a store failure becomes the notice Discord users get; computer
/// players to move are set going.
fn carried_out(
    shared: &Arc<Shared>,
    who: &Actor,
    room: Room,
    answer: Result<Answer, crate::store::StoreError>,
) -> Answer {
    let answer = answer.unwrap_or_else(|error| {
        tracing::error!(%error, "playground request failed");
        notice(&shared.catalog, who.locale, crate::table::failure_notice(&error))
    });
    if answer.ai_next {
        ai_turns(shared.clone(), room);
    }
    answer
}

fn answered(result: Result<(), crate::store::StoreError>) -> Response {
    match result {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(_) => (StatusCode::INTERNAL_SERVER_ERROR, "the change could not be saved").into_response(),
    }
}
