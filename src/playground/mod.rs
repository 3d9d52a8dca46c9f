//! The local playground: a web page that looks like a Discord channel, driving the same table
//! service, renderer and store as the Discord adapter. Anyone can try the games without a
//! Discord token, and a real browser can test them.
//!
//! The server keeps one channel's messages in memory (the tables themselves are in the
//! playground's own sled database) and tells every open tab about changes with server-sent
//! events; the page then fetches the messages its current user may see.

mod channel;

use std::convert::Infallible;
use std::future::{Future, IntoFuture};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::extract::{Query, State};
use axum::http::{StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::{Mutex, watch};
use tokio_stream::StreamExt as _;
use tokio_stream::wrappers::WatchStream;

use crate::i18n::{Catalog, Locale};
use crate::render::{self, Reply};
use crate::table::{Actor, Answer, Service, Where};
use channel::Channel;

/// The playground's one channel (and server, for statistics).
const CHANNEL: u64 = 1;
const GUILD: u64 = 1;

/// The people one can act as.
pub const USERS: [(u64, &str); 5] = [(101, "Ann"), (102, "Ben"), (103, "Cleo"), (104, "Dan"), (105, "Eve")];

const INDEX: &str = include_str!("static/index.html");
const SCRIPT: &str = include_str!("static/app.js");
const STYLE: &str = include_str!("static/style.css");

struct Shared {
    service: Service,
    catalog: Arc<Catalog>,
    channel: Mutex<Channel>,
    /// Bumped on every change; each open page listens.
    version: watch::Sender<u64>,
    /// Set when the server stops: every open event stream ends, so no open tab keeps the
    /// process (and its database) alive.
    closing: watch::Sender<bool>,
    /// Whether a task moves the computer players (one at a time).
    ai_moving: std::sync::atomic::AtomicBool,
}

/// How long open connections may take to finish once the server stops.
pub const SHUTDOWN_GRACE: std::time::Duration = std::time::Duration::from_secs(1);

/// Serves the playground on `listener` until `shutdown` completes.
pub async fn serve(
    listener: tokio::net::TcpListener,
    service: Service,
    catalog: Arc<Catalog>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let local: SocketAddr = listener.local_addr()?;
    println!("Oink playground: http://{local}/");
    tracing::info!(%local, "playground listening");
    let (version, _) = watch::channel(0);
    let (closing, _) = watch::channel(false);
    let shared = Arc::new(Shared {
        service,
        catalog,
        channel: Mutex::new(first_channel()),
        version,
        closing,
        ai_moving: std::sync::atomic::AtomicBool::new(false),
    });
    match shared.service.load_deadlines() {
        Ok(tables) => tracing::info!(tables, "turn clocks loaded"),
        Err(error) => tracing::error!(%error, "turn clocks could not be loaded"),
    }
    tokio::spawn(run_clock(shared.clone()));
    let (stopping, stopped) = tokio::sync::oneshot::channel::<()>();
    let on_stop = shared.clone();
    let app = Router::new()
        .route("/", get(|| async { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], INDEX) }))
        .route(
            "/app.js",
            get(|| async { ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8")], SCRIPT) }),
        )
        .route("/style.css", get(|| async { ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE) }))
        .route("/api/state", get(state))
        .route("/api/events", get(events))
        .route("/api/command", post(command))
        .route("/api/click", post(click))
        .with_state(shared);
    let server = axum::serve(listener, app).with_graceful_shutdown(async move {
        shutdown.await;
        on_stop.closing.send_replace(true);
        let _ = stopping.send(());
    });
    // A connection that still does not finish (a stalled upload) does not hold the process.
    tokio::select! {
        served = server.into_future() => served,
        () = async {
            if stopped.await.is_ok() {
                tokio::time::sleep(SHUTDOWN_GRACE).await;
            } else {
                std::future::pending::<()>().await;
            }
        } => {
            tracing::warn!(grace = ?SHUTDOWN_GRACE, "connections still open at shutdown; stopping anyway");
            Ok(())
        }
    }
}

/// An empty channel whose message ids continue past every earlier run's (see
/// [`Channel::after`]).
fn first_channel() -> Channel {
    let micros = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_micros());
    Channel::after(u64::try_from(micros).unwrap_or(u64::MAX / 2))
}

fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

fn locale(code: &str) -> Locale {
    Locale::from_code(code).unwrap_or(Locale::EnUs)
}

fn actor(user: u64, code: &str) -> Option<Actor> {
    let (_, name) = USERS.iter().find(|(id, _)| *id == user)?;
    Some(Actor { user, name: (*name).to_owned(), locale: locale(code), can_manage: false })
}

#[derive(Deserialize)]
struct StateQuery {
    user: u64,
    locale: String,
}

/// What the page shows for one user: the messages they may see, the people, the commands,
/// and the page's own words in their language.
async fn state(State(shared): State<Arc<Shared>>, Query(query): Query<StateQuery>) -> Json<Value> {
    let locale = locale(&query.locale);
    let catalog = &shared.catalog;
    let messages = shared.channel.lock().await.visible_to(query.user);
    let ui: serde_json::Map<String, Value> = [
        "playground-title",
        "playground-channel",
        "playground-user",
        "playground-language",
        "playground-placeholder",
        "playground-send",
        "playground-only-you",
        "playground-edited",
        "playground-reconnecting",
    ]
    .iter()
    .map(|id| ((*id).to_owned(), json!(catalog.text(locale, id, None))))
    .collect();
    let commands: Vec<Value> = channel::commands()
        .iter()
        .map(|c| {
            let id = if c.sub.is_empty() { c.name.to_owned() } else { format!("{}-{}", c.name, c.sub) };
            json!({
                "name": c.name,
                "sub": c.sub,
                "options": c.options,
                "description": catalog.attribute(locale, &id, "description").unwrap_or_default(),
            })
        })
        .collect();
    let users: Vec<Value> = USERS.iter().map(|(id, name)| json!({"id": id, "name": name})).collect();
    let locales: Vec<&str> = Locale::ALL.iter().map(|l| l.code()).collect();
    Json(json!({"messages": messages, "users": users, "locales": locales, "commands": commands, "ui": ui}))
}

/// Server-sent events: `changed` with a version number whenever the channel changes.
async fn events(
    State(shared): State<Arc<Shared>>,
) -> Sse<impl tokio_stream::Stream<Item = Result<Event, Infallible>>> {
    let changes = WatchStream::new(shared.version.subscribe()).map(Some);
    let closing = WatchStream::new(shared.closing.subscribe()).filter(|closing| *closing).map(|_| None);
    let stream = changes
        .merge(closing)
        .take_while(Option::is_some)
        .filter_map(|version| version.map(|v| Ok(Event::default().event("changed").data(v.to_string()))));
    Sse::new(stream).keep_alive(KeepAlive::default())
}

#[derive(Deserialize)]
struct CommandRequest {
    user: u64,
    locale: String,
    /// The typed line, e.g. `/pigs new variant:veteran`.
    line: String,
}

async fn command(State(shared): State<Arc<Shared>>, Json(request): Json<CommandRequest>) -> Response {
    let Some(who) = actor(request.user, &request.locale) else {
        return (StatusCode::BAD_REQUEST, "unknown user").into_response();
    };
    let mut channel = shared.channel.lock().await;
    // Text that is no command is chat, as in a Discord channel: it can bury the board.
    if !request.line.trim_start().starts_with('/') {
        channel.chat(&who.name, &request.line);
        shared.version.send_modify(|v| *v += 1);
        return StatusCode::NO_CONTENT.into_response();
    }
    let parsed = channel::parse_command(&shared.catalog, &request.line);
    let via = Some(format!("{} · /{}", who.name, request.line.trim().trim_start_matches('/')));
    let answer = match parsed {
        Err(channel::Refused::Unknown) => {
            Ok(notice(&shared.catalog, who.locale, "playground-unknown-command"))
        }
        Err(channel::Refused::UnknownOption { option, allowed }) => {
            let mut args = fluent_bundle::FluentArgs::new();
            args.set("option", option);
            args.set("allowed", allowed.join(", "));
            let text = shared.catalog.text(who.locale, "playground-unknown-option", Some(&args));
            Ok(Answer { reply: Reply::notice(text), ..Answer::default() })
        }
        // The page shows options as typed (`two_player_end:3`), so the message names them so.
        Err(channel::Refused::BadOption(bad)) => Ok(Answer {
            reply: render::bad_option(&shared.catalog, who.locale, bad.option, &bad.allowed),
            ..Answer::default()
        }),
        Ok(channel::Parsed::Help) => {
            Ok(Answer { reply: render::help::overview(&shared.catalog, who.locale), ..Answer::default() })
        }
        Ok(channel::Parsed::Games) => shared.service.games_of(&who, false, now()).await,
        Ok(channel::Parsed::Table(command)) => {
            shared.service.command(here(&channel), &who, command, now()).await
        }
    };
    finish(&shared, &mut channel, &who, answer, None, via).await
}

#[derive(Deserialize)]
struct ClickRequest {
    user: u64,
    locale: String,
    message: u64,
    custom_id: String,
    #[serde(default)]
    values: Vec<String>,
}

async fn click(State(shared): State<Arc<Shared>>, Json(request): Json<ClickRequest>) -> Response {
    let Some(who) = actor(request.user, &request.locale) else {
        return (StatusCode::BAD_REQUEST, "unknown user").into_response();
    };
    let mut channel = shared.channel.lock().await;
    let at = here(&channel);
    let answer = shared.service.component(at, &who, &request.custom_id, &request.values, now()).await;
    finish(&shared, &mut channel, &who, answer, Some(request.message), None).await
}

fn here(channel: &Channel) -> Where {
    Where { channel: CHANNEL, guild: Some(GUILD), chatter: channel.chatter(), board_locale: None }
}

fn notice(catalog: &Catalog, locale: Locale, id: &str) -> Answer {
    Answer { reply: Reply::notice(catalog.text(locale, id, None)), ..Answer::default() }
}

/// The most moves computer players make in a row (see the Discord adapter's twin).
const MAX_AI_MOVES: usize = 2_000;

/// Moves the computer players, one move every [`Service::ai_pause`], until a person is to
/// move: in a task of its own, so the click that started it is answered at once.
fn ai_turns(shared: Arc<Shared>) {
    use std::sync::atomic::Ordering;
    if shared.ai_moving.swap(true, Ordering::AcqRel) {
        return;
    }
    tokio::spawn(async move {
        // The flag is cleared while the channel is still locked, so a click waiting for the
        // lock finds it free and can start a mover again.
        let free = || shared.ai_moving.store(false, Ordering::Release);
        for moves in 1..=MAX_AI_MOVES {
            tokio::time::sleep(shared.service.ai_pause()).await;
            if *shared.closing.borrow() {
                break;
            }
            let mut channel = shared.channel.lock().await;
            let answer = match shared.service.ai_move(here(&channel), now()).await {
                Ok(Some(answer)) => answer,
                Ok(None) => return free(),
                Err(error) => {
                    tracing::error!(%error, "a computer player's move could not be stored");
                    return free();
                }
            };
            let more = answer.ai_next;
            for message in channel.apply(answer, 0, None, None) {
                if let Err(error) = shared.service.board_posted(CHANNEL, message, now()).await {
                    tracing::error!(%error, "the board could not be recorded");
                }
            }
            shared.version.send_modify(|v| *v += 1);
            if !more {
                return free();
            }
            if moves == MAX_AI_MOVES {
                tracing::error!(moves, "computer players kept moving; stopped");
                return free();
            }
        }
        free();
    });
}

/// Runs the turn clocks (reminders and turn limits) until the server stops, as the Discord
/// adapter does.
async fn run_clock(shared: Arc<Shared>) {
    let mut closing = shared.closing.subscribe();
    let stopped = async move {
        // An error means the server is gone: stopping anyway.
        let _ = closing.wait_for(|closing| *closing).await;
    };
    let work = |_channel: u64| {
        let shared = shared.clone();
        async move {
            let mut channel = shared.channel.lock().await;
            let clocked = match shared.service.clock_work(CHANNEL, now()).await {
                Ok(Some(clocked)) => clocked,
                Ok(None) => return,
                Err(error) => {
                    tracing::error!(%error, "a turn clock's work could not be stored");
                    return;
                }
            };
            if clocked.answer.ai_next {
                ai_turns(shared.clone());
            }
            for message in channel.apply(clocked.answer, 0, None, None) {
                if let Err(error) = shared.service.board_posted(CHANNEL, message, now()).await {
                    tracing::error!(%error, "the board could not be recorded");
                }
            }
            shared.version.send_modify(|v| *v += 1);
        }
    };
    crate::table::Ticker::run(shared.service.clone(), now, work, stopped).await;
}

/// Carries out an answer on the channel, as the Discord adapter does on Discord.
async fn finish(
    shared: &Arc<Shared>,
    channel: &mut Channel,
    who: &Actor,
    answer: Result<Answer, crate::store::StoreError>,
    clicked: Option<u64>,
    via: Option<String>,
) -> Response {
    let answer = match answer {
        Ok(answer) => answer,
        Err(error) => {
            tracing::error!(%error, "playground request failed");
            notice(&shared.catalog, who.locale, crate::table::failure_notice(&error))
        }
    };
    if answer.ai_next {
        ai_turns(shared.clone());
    }
    let board = channel.apply(answer, who.user, clicked, via);
    let mut failed = false;
    for message in board {
        failed |= shared.service.board_posted(CHANNEL, message, now()).await.is_err();
    }
    shared.version.send_modify(|v| *v += 1);
    if failed {
        return (StatusCode::INTERNAL_SERVER_ERROR, "the board could not be recorded").into_response();
    }
    StatusCode::NO_CONTENT.into_response()
}
