//! The local playground: a web page that looks like a Discord channel, driving the same
//! table service, renderer and store as the Discord adapter. Anyone can try the games without a
//! Discord token, and a real browser can test them.
//!
//! It is a local demo: one channel, five people anyone may play. The channel's newest
//! messages are kept in memory and on disk (`history.rs`: a restart brings them back), the
//! tables in the playground's own sled database. Each open tab plays one person
//! (`session.rs`); every change is told to the open tabs with server-sent events, and each
//! tab then fetches what its person may see.

mod api;
mod channel;
mod command;
mod gate;
mod history;
mod session;

use std::future::{Future, IntoFuture};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::http::header;
use axum::routing::{get, post};
use axum::{Router, middleware};
use tokio::sync::{Mutex, watch};

use crate::i18n::{Catalog, Locale};
use crate::render::Reply;
use crate::store::{Store, StoreError};
use crate::table::{Actor, Answer, Channels, PanelHandle, Service, Where, now};
use channel::Channel;

/// The playground's one channel (and server, for statistics).
const CHANNEL: u64 = 1;
const GUILD: u64 = 1;

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
}

struct Shared {
    service: Service,
    store: Store,
    catalog: Arc<Catalog>,
    channel: Arc<Mutex<Channel>>,
    sessions: session::Sessions,
    /// Bumped on every change; each open page listens.
    version: watch::Sender<u64>,
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
    let channel = match history::load(&setup.store) {
        Ok(Some(channel)) => channel,
        Ok(None) => first_channel(),
        Err(error) => {
            tracing::error!(%error, "the playground's history could not be read; starting an empty channel");
            first_channel()
        }
    };
    println!("Oink playground: http://{local}/");
    tracing::info!(%local, password = setup.password.is_some(), "playground listening");
    // Versions go on across restarts (from the clock), so a page that reconnects to a new
    // process never sees the counter go back.
    let started = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis());
    let (version, _) = watch::channel(u64::try_from(started).unwrap_or(0));
    let (closing, _) = watch::channel(false);
    let shared = Arc::new(Shared {
        service: setup.service,
        store: setup.store,
        catalog: setup.catalog,
        channel: Arc::new(Mutex::new(channel)),
        sessions: session::Sessions::default(),
        version,
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

fn here(channel: &Channel) -> Where {
    Where {
        channel: CHANNEL,
        guild: Some(GUILD),
        chatter: channel.chatter(),
        board_locale: None,
        answers_only: false,
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
    channel: &mut Channel,
    answer: Answer,
    who: Option<&Actor>,
    clicked: Option<u64>,
    via: Option<String>,
) -> Result<(), StoreError> {
    let user = who.map_or(0, |who| who.user);
    let panel = answer.is_panel.then(|| answer.reply.clone());
    let shown = channel.apply(answer, user, clicked, via);
    // The playground edits a panel through its message id for as long as the message exists.
    if let (Some(reply), Some(id), Some(who)) = (panel, shown.panel, who) {
        shared.service.panel_shown(
            (CHANNEL, user, who.locale),
            PanelHandle::new(id.to_string()),
            &reply,
            u64::MAX,
        );
    }
    for lost in shown.lost {
        shared.service.panel_lost(CHANNEL, lost);
    }
    let mut result = Ok(());
    for message in shown.boards {
        if let Err(error) = shared.service.board_posted(CHANNEL, message, now()).await {
            tracing::error!(%error, "the board could not be recorded");
            result = Err(error);
        }
    }
    let staged = staged(shared, channel);
    shared.version.send_modify(|v| *v += 1);
    staged.and(result)
}

/// Stages what changed in the channel (see [`history`]).
fn staged(shared: &Shared, channel: &mut Channel) -> Result<(), StoreError> {
    history::stage(&shared.store, channel).inspect_err(|error| {
        tracing::error!(%error, "the playground's history could not be saved");
    })
}

/// Waits until what was staged is on disk.
async fn flushed(shared: &Shared, staged: Result<(), StoreError>) -> Result<(), StoreError> {
    staged?;
    shared.store.flush().await.inspect_err(|error| {
        tracing::error!(%error, "the playground's history could not be flushed");
    })
}

/// The playground's one channel, where the table service shows what happens without a
/// request (computer players' moves, turn clocks), as the Discord adapter does in Discord.
#[derive(Clone)]
struct Playground(Arc<Shared>);

impl Channels for Playground {
    type Guard = tokio::sync::OwnedMutexGuard<Channel>;

    async fn lock(&self, _: u64) -> Option<Self::Guard> {
        Some(self.0.channel.clone().lock_owned().await)
    }

    fn here(&self, channel: &Self::Guard, _: u64, _: Option<u64>) -> Where {
        here(channel)
    }

    async fn show(&self, _: u64, mut channel: Self::Guard, answer: Answer) -> bool {
        let staged = show(&self.0, &mut channel, answer, None, None, None).await;
        drop(channel);
        // Logged inside; the next change tries again.
        flushed(&self.0, staged).await.is_ok()
    }

    fn closing(&self) -> bool {
        *self.0.closing.borrow()
    }
}

/// Moves the computer players until a person is to move: in a task of its own, so the
/// request that started it is answered at once.
fn ai_turns(shared: Arc<Shared>) {
    let service = shared.service.clone();
    tokio::spawn(async move { service.computer_turns(&Playground(shared), CHANNEL, Some(GUILD)).await });
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
