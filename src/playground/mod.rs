//! The local playground: a web page that looks like a Discord channel, driving the same
//! table service, renderer and store as the Discord adapter. Anyone can try the games without a
//! Discord token, and a real browser can test them.
//!
//! It is a local demo: two channels (`ROOMS`: a server's channel, and a group DM where the
//! bot may only answer, as Discord lets an app installed to its users), five people anyone
//! may play. Each channel's newest messages are kept in memory and on disk (`history.rs`: a
//! restart brings them back), the tables in the playground's own sled database. Each open tab
//! plays one person (`session.rs`) and shows one channel; every change is told to the open
//! tabs with server-sent events, and each tab then fetches what its person may see there.

mod api;
mod channel;
mod command;
mod gate;
mod history;
mod session;

use std::future::{Future, IntoFuture};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::http::header;
use axum::routing::{get, post};
use axum::{Router, middleware};
use tokio::sync::{Mutex, watch};

use crate::i18n::{Catalog, Locale};
use crate::render::Reply;
use crate::store::{Store, StoreError};
use crate::table::{Actor, Answer, Channels, PanelHandle, Service, Where, now};
use channel::Channel;

/// The page's server (for statistics and `/oink server`).
const GUILD: u64 = 1;

/// One of the page's channels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Room {
    /// Its channel id, which requests name; its tables are keyed by it.
    id: u64,
    /// The server it is in; `None` for the group DM.
    guild: Option<u64>,
    /// The bot may only answer requests here ([`Where::answers_only`]): what happens without
    /// a request shows only while the last request's interaction token lives.
    answers_only: bool,
    /// The archive shelf its history is kept on ([`history`]).
    shelf: u64,
    /// Its name in the page's catalog.
    name: &'static str,
}

/// The page's channels: `#games` in the page's server, as before there were two (its history
/// keeps its shelf), and a group DM of the five people, where Oink was added to their
/// accounts only.
const ROOMS: [Room; 2] = [
    Room { id: 1, guild: Some(GUILD), answers_only: false, shelf: u64::MAX, name: "playground-channel" },
    Room { id: 2, guild: None, answers_only: true, shelf: u64::MAX - 1, name: "playground-group-dm" },
];

/// The channel of `id`, if the page has one.
fn room(id: u64) -> Option<(usize, Room)> {
    ROOMS.iter().copied().enumerate().find(|(_, room)| room.id == id)
}

/// How long an interaction token lives in Discord: in the group DM, what happens without a
/// request (computer players, turn clocks) shows only this long after the last request there.
pub const TOKEN_LIFE: Duration = Duration::from_secs(15 * 60);

/// The people one can act as.
pub const USERS: [(u64, &str); 5] = [(101, "Ann"), (102, "Ben"), (103, "Cleo"), (104, "Dan"), (105, "Eve")];
/// Who owns the page's server, the one of its people who may change `/oink server` (Discord:
/// Manage Server).
pub const SERVER_OWNER: u64 = 101;

const INDEX: &str = include_str!("static/index.html");
const SCRIPT: &str = include_str!("static/app.js");
const STYLE: &str = include_str!("static/style.css");
/// The tab's icon, a pig: browsers ask for `/favicon.ico` (and the page names this one).
const ICON: &str = include_str!("static/favicon.svg");

/// What the playground runs on.
pub struct Setup {
    pub service: Service,
    /// The store under `service`: the channel's history is kept there too.
    pub store: Store,
    pub catalog: Arc<Catalog>,
    /// Asked by the browser before anything is served (`playground.password`).
    pub password: Option<String>,
    /// [`TOKEN_LIFE`]; tests shorten it.
    pub token_life: Duration,
}

struct Shared {
    service: Service,
    store: Store,
    catalog: Arc<Catalog>,
    /// The channels of [`ROOMS`], in their order.
    channels: [Arc<Mutex<Channel>>; ROOMS.len()],
    sessions: session::Sessions,
    /// Each channel's version (in [`ROOMS`]' order), set from one counter bumped on every
    /// change, so a page that switches channel never sees its version go back; each open page
    /// listens to its channel's.
    version: watch::Sender<[u64; ROOMS.len()]>,
    token_life: Duration,
    /// Set when the server stops: every open event stream ends, so no open tab keeps the
    /// process (and its database) alive.
    closing: watch::Sender<bool>,
}

/// How long open connections may take to finish once the server stops.
pub const SHUTDOWN_GRACE: std::time::Duration = std::time::Duration::from_secs(1);

/// Serves the playground on `listener` until `shutdown` completes.
pub async fn serve(
    listener: tokio::net::TcpListener,
    setup: Setup,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let local: SocketAddr = listener.local_addr()?;
    let channels = ROOMS.map(|room| {
        let channel = match history::load(&setup.store, room.shelf) {
            Ok(Some(channel)) => channel,
            Ok(None) => first_channel(),
            Err(error) => {
                tracing::error!(%error, room = room.id, "the playground's history could not be read; starting an empty channel");
                first_channel()
            }
        };
        Arc::new(Mutex::new(channel))
    });
    println!("Oink playground: http://{local}/");
    tracing::info!(%local, password = setup.password.is_some(), "playground listening");
    // Versions go on across restarts (from the clock), so a page that reconnects to a new
    // process never sees the counter go back.
    let started = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis());
    let (version, _) = watch::channel([u64::try_from(started).unwrap_or(0); ROOMS.len()]);
    let (closing, _) = watch::channel(false);
    let shared = Arc::new(Shared {
        service: setup.service,
        store: setup.store,
        catalog: setup.catalog,
        channels,
        sessions: session::Sessions::default(),
        version,
        token_life: setup.token_life,
        closing,
    });
    match shared.service.load_deadlines() {
        Ok(tables) => tracing::info!(tables, "turn clocks loaded"),
        Err(error) => tracing::error!(%error, "turn clocks could not be loaded"),
    }
    tokio::spawn(run_clock(shared.clone()));
    tokio::spawn(run_rechecks(shared.clone()));
    let (stopping, stopped) = tokio::sync::oneshot::channel::<()>();
    let on_stop = shared.clone();
    let password: Option<Arc<str>> = setup.password.map(Arc::from);
    let app = Router::new()
        .route("/", get(|| async { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], INDEX) }))
        .route(
            "/app.js",
            get(|| async { ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8")], SCRIPT) }),
        )
        .route("/style.css", get(|| async { ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE) }))
        .route("/favicon.svg", get(|| async { ([(header::CONTENT_TYPE, "image/svg+xml")], ICON) }))
        .route("/favicon.ico", get(|| async { ([(header::CONTENT_TYPE, "image/svg+xml")], ICON) }))
        .route("/api/state", get(api::state))
        .route("/api/events", get(api::events))
        .route("/api/session", post(api::session))
        .route("/api/command", post(api::command))
        .route("/api/click", post(api::click))
        .route("/api/files/{message}/{name}", get(api::file))
        .layer(middleware::from_fn_with_state(password, gate::check))
        .layer(middleware::from_fn_with_state(local.ip(), gate::host))
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

/// An empty channel for a database with no saved history. Its message ids start from the
/// clock, in microseconds: a database from a release that kept no history still has tables
/// whose board ids came from earlier runs, and no new message may take one of those ids.
fn first_channel() -> Channel {
    let micros = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_micros());
    Channel::after(u64::try_from(micros).unwrap_or(u64::MAX / 2))
}

fn locale(code: &str) -> Locale {
    Locale::from_code(code).unwrap_or(Locale::EnUs)
}

fn actor(user: u64, locale: Locale) -> Option<Actor> {
    let (_, name) = USERS.iter().find(|(id, _)| *id == user)?;
    Some(Actor { user, name: (*name).to_owned(), locale, can_manage: false })
}

fn here(room: Room, channel: &Channel) -> Where {
    Where {
        channel: room.id,
        guild: room.guild,
        chatter: channel.chatter(),
        board_locale: None,
        answers_only: room.answers_only,
    }
}

fn notice(catalog: &Catalog, locale: Locale, id: &str) -> Answer {
    Answer { reply: Reply::notice(catalog.text(locale, id, None)), ..Answer::default() }
}

/// Shows an answer in the channel as the Discord adapter does in Discord: new boards are
/// reported to their table, the change is staged for the disk and every open tab told. The
/// caller lets go of the channel, then waits for [`Store::flush`] before it answers. `Err`
/// when the table or the history could not be written (logged).
async fn show(
    shared: &Arc<Shared>,
    (index, room): (usize, Room),
    channel: &mut Channel,
    answer: Answer,
    who: Option<&Actor>,
    clicked: Option<u64>,
    via: Option<String>,
) -> Result<(), StoreError> {
    let user = who.map_or(0, |who| who.user);
    let panel = answer.is_panel.then(|| answer.reply.clone());
    let shown = channel.apply(answer, user, clicked, via);
    // The playground edits a panel through its message id for as long as the message exists
    // (where the bot may only answer, for as long as the token that showed it lives).
    if let (Some(reply), Some(id), Some(who)) = (panel, shown.panel, who) {
        let until = if room.answers_only { now() + shared.token_life.as_secs() } else { u64::MAX };
        shared.service.panel_shown(
            (room.id, user, who.locale),
            PanelHandle::new(id.to_string()),
            &reply,
            until,
        );
    }
    for lost in shown.lost {
        shared.service.panel_lost(room.id, lost);
    }
    let mut result = Ok(());
    for message in shown.boards {
        if let Err(error) = shared.service.board_posted(room.id, message, now()).await {
            tracing::error!(%error, "the board could not be recorded");
            result = Err(error);
        }
    }
    let staged = staged(shared, room, channel);
    changed(shared, index);
    staged.and(result)
}

/// Tells the pages that show the channel at `index` of [`ROOMS`] that it changed.
fn changed(shared: &Shared, index: usize) {
    shared.version.send_modify(|versions| {
        let next = versions.iter().max().copied().unwrap_or(0) + 1;
        versions[index] = next;
    });
}

/// Stages what changed in the channel (see [`history`]).
fn staged(shared: &Shared, room: Room, channel: &mut Channel) -> Result<(), StoreError> {
    history::stage(&shared.store, room.shelf, channel).inspect_err(|error| {
        tracing::error!(%error, room = room.id, "the playground's history could not be saved");
    })
}

/// Waits until what was staged is on disk.
async fn flushed(shared: &Shared, staged: Result<(), StoreError>) -> Result<(), StoreError> {
    staged?;
    shared.store.flush().await.inspect_err(|error| {
        tracing::error!(%error, "the playground's history could not be flushed");
    })
}

/// The playground's channels, where the table service shows what happens without a request
/// (computer players' moves, turn clocks), as the Discord adapter does in Discord.
#[derive(Clone)]
struct Playground(Arc<Shared>);

/// A locked channel of the page.
struct Locked {
    room: (usize, Room),
    channel: tokio::sync::OwnedMutexGuard<Channel>,
}

impl Channels for Playground {
    type Guard = Locked;

    async fn lock(&self, id: u64) -> Option<Locked> {
        let (index, room) = room(id)?;
        let channel = self.0.channels[index].clone().lock_owned().await;
        Some(Locked { room: (index, room), channel })
    }

    fn here(&self, locked: &Locked, _: u64, _: Option<u64>) -> Where {
        here(locked.room.1, &locked.channel)
    }

    async fn show(&self, _: u64, mut locked: Locked, answer: Answer) -> bool {
        let (_, room) = locked.room;
        // As in Discord, where the bot may only answer it shows things only through a
        // request's token: after that, the next click shows the table as it is.
        if room.answers_only && !locked.channel.requested_within(self.0.token_life) {
            tracing::debug!(room = room.id, "no request's token lives: the change waits for the next click");
            return true;
        }
        let staged = show(&self.0, locked.room, &mut locked.channel, answer, None, None, None).await;
        drop(locked);
        // Logged inside; the next change tries again.
        flushed(&self.0, staged).await.is_ok()
    }

    fn closing(&self) -> bool {
        *self.0.closing.borrow()
    }
}

/// Moves the computer players until a person is to move: in a task of its own, so the
/// request that started it is answered at once.
fn ai_turns(shared: Arc<Shared>, room: Room) {
    let service = shared.service.clone();
    tokio::spawn(async move { service.computer_turns(&Playground(shared), room.id, room.guild).await });
}

/// Runs the turn clocks (reminders and turn limits) until the server stops.
async fn run_clock(shared: Arc<Shared>) {
    let mut closing = shared.closing.subscribe();
    let stopped = async move {
        // An error means the server is gone: stopping anyway.
        let _ = closing.wait_for(|closing| *closing).await;
    };
    let service = shared.service.clone();
    service.run_clocks(Playground(shared), stopped).await;
}

/// Redraws boards whose write got no answer from the store (`table/recheck.rs`) until the
/// server stops.
async fn run_rechecks(shared: Arc<Shared>) {
    let mut closing = shared.closing.subscribe();
    let stopped = async move {
        let _ = closing.wait_for(|closing| *closing).await;
    };
    let service = shared.service.clone();
    service.run_rechecks(Playground(shared), stopped).await;
}
