//! The Discord adapter: the only module that knows serenity and poise.
//!
//! Slash commands run through poise; every button and select menu goes through one global
//! router (`router.rs`) keyed by its `custom_id`, never through an in-memory collector, so a board
//! posted last week still works after any number of restarts.

mod answer;
mod answers_only;
mod channels;
mod commands;
pub mod components_v2;
mod errors;
mod localize;
/// Public for the end-to-end tests of files and menus, which drive serenity with exactly
/// these builders and the senders of `send`.
pub mod reply;
mod router;
pub mod send;
mod to_players;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::config::{Config, DISCORD_ORIGIN};
use crate::i18n::{Catalog, Locale};
use crate::ops::{Probes, ShardView, ShardsUp};
use crate::store::{Store, StoreError};
use crate::table::Service;

/// How long a graceful stop may take to finish the moves in flight and flush.
pub const SHUTDOWN_BOUND: std::time::Duration = std::time::Duration::from_secs(4);

/// What every command and event handler can reach. Cheap to clone: clones share every map
/// (the scheduler's task holds one).
#[derive(Clone)]
pub struct Data {
    pub catalog: Arc<Catalog>,
    pub store: Store,
    pub default_locale: Locale,
    pub tables: Service,
    /// One lock per table, held from the state update until Discord has the answer, so two
    /// quick clicks can never show an older board last (idle ones are forgotten).
    locks: Arc<channels::Locks>,
    /// Messages people wrote since the board of a channel was posted (in memory, for the
    /// channels used last: after a restart the count starts again, which only delays a repost).
    chatter: Arc<channels::Recent<u32>>,
    /// The last turn ping of each channel, deleted when the next one is posted (in memory, for
    /// the channels used last: after a restart one old ping may stay).
    pings: Arc<channels::Recent<u64>>,
    /// The last token that showed each answers-only channel's board (`answers_only.rs`).
    live_tokens: Arc<channels::Recent<answers_only::Live>>,
    /// The last turn ping of each answers-only channel, with the token that can delete it.
    answer_pings: Arc<channels::Recent<answers_only::Ping>>,
    /// This process runs only some of the bot's shards: lists across servers may miss some.
    pub partial_shards: bool,
    /// How long a request waits for its table ([`TABLE_PATIENCE`]; tests shorten it).
    table_patience: Duration,
    /// The health probes, told about the shards once they start (`metrics.listen`).
    probes: Option<Arc<Probes>>,
}

impl Data {
    pub fn new(catalog: Arc<Catalog>, store: Store, default_locale: Locale, turn_pings: bool) -> Data {
        let tables = Service::new(store.clone(), catalog.clone(), turn_pings);
        Data {
            catalog,
            store,
            default_locale,
            tables,
            locks: Arc::default(),
            chatter: Arc::default(),
            pings: Arc::default(),
            live_tokens: Arc::default(),
            answer_pings: Arc::default(),
            partial_shards: false,
            table_patience: TABLE_PATIENCE,
            probes: None,
        }
    }

    /// `/readyz` counts this process's shards once they start.
    pub fn with_probes(mut self, probes: Arc<Probes>) -> Data {
        self.probes = Some(probes);
        self
    }

    /// Requests wait at most `patience` for a busy table (tests shorten it).
    pub fn with_table_patience(mut self, patience: Duration) -> Data {
        self.table_patience = patience;
        self
    }

    /// The turn clock of tables whose creator chose none.
    pub fn with_clock_defaults(mut self, defaults: crate::table::ClockDefaults) -> Data {
        self.tables = self.tables.with_clock_defaults(defaults);
        self
    }

    /// Computer players move after `pause` each (tests use none).
    pub fn with_ai_pause(mut self, pause: std::time::Duration) -> Data {
        self.tables = self.tables.with_ai_pause(pause);
        self
    }

    /// Every new table starts from `seed` (reproducible end-to-end tests), or from fresh
    /// randomness with `None`.
    pub fn with_fixed_seed(mut self, seed: Option<u64>) -> Data {
        self.tables = self.tables.with_fixed_seed(seed);
        self
    }

    /// Messages since the channel's board was posted.
    fn chatter(&self, channel: u64) -> u32 {
        self.chatter.get(channel).unwrap_or(0)
    }

    /// A board was posted in `channel`: start counting the messages below it.
    fn board_posted(&self, channel: u64) {
        self.chatter.insert(channel, 0);
    }

    /// Someone wrote in `channel`; only channels with a board are counted.
    fn message_seen(&self, channel: u64) {
        self.chatter.update(channel, |count| *count = count.saturating_add(1));
    }

    /// Records `message` as the channel's turn ping (`None`: the game ended, no ping stays);
    /// returns the one it replaces.
    fn ping_posted(&self, channel: u64, message: Option<u64>) -> Option<u64> {
        match message {
            Some(message) => self.pings.insert(channel, message),
            None => self.pings.remove(channel),
        }
    }

    /// The last token that showed the board of an answers-only `channel`.
    fn live_token(&self, channel: u64) -> Option<answers_only::Live> {
        self.live_tokens.get(channel)
    }

    fn keep_live_token(&self, channel: u64, live: answers_only::Live) {
        self.live_tokens.insert(channel, live);
    }

    /// As [`Data::ping_posted`], for a ping sent through a token.
    fn ping_sent(&self, channel: u64, ping: Option<answers_only::Ping>) -> Option<answers_only::Ping> {
        match ping {
            Some(ping) => self.answer_pings.insert(channel, ping),
            None => self.answer_pings.remove(channel),
        }
    }

    /// Claims the channel's computer players for one mover; `false` if another moves them.
    /// Takes the lock of a table's channel, held from reading the table until its answer was
    /// shown, so answers reach Discord in the order the changes were made. Bounded: whoever
    /// holds it makes a few Discord calls, each bounded by [`HTTP_TIMEOUT`]; a lock held far
    /// longer is a defect, logged as an ERROR, and the request is refused instead of waiting
    /// for ever (`None`).
    async fn lock_table(&self, channel: u64) -> Option<tokio::sync::OwnedMutexGuard<()>> {
        let lock = self.locks.of(channel);
        match tokio::time::timeout(self.table_patience, lock.lock_owned()).await {
            Ok(guard) => Some(guard),
            Err(_) => {
                tracing::error!(
                    channel,
                    waited_ms = self.table_patience.as_millis(),
                    "a table stayed busy too long; the request was refused"
                );
                None
            }
        }
    }
}

/// How long a request waits for its table while another one holds it.
pub const TABLE_PATIENCE: Duration = Duration::from_secs(30);
/// The longest one request to Discord may take (serenity sets no bound of its own).
pub const HTTP_TIMEOUT: Duration = Duration::from_secs(10);

/// Errors inside the adapter; users only ever see the localized message of `errors.rs`.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("Discord: {0}")]
    Discord(#[from] serenity::Error),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("setting up {0}")]
    Setup(String),
}

pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// Everything needed to start the bot, resolved from the configuration.
pub struct Launch {
    pub token: String,
    pub api_base: String,
    /// The gateway to connect to instead of the one `GET /gateway` names.
    pub gateway_url: Option<String>,
    pub dev_guild: Option<u64>,
    pub first_shard: u32,
    pub last_shard: u32,
    pub total_shards: u32,
    /// Waited before the first identify (see `shards.identify_interval_secs`).
    pub identify_after: Duration,
}

impl Launch {
    /// `None` when no token is configured.
    pub fn from_config(config: &Config) -> Result<Option<Launch>, crate::config::ConfigError> {
        let Some(token) = config.token() else { return Ok(None) };
        let shards = config.shard_slice()?;
        Ok(Some(Launch {
            token: token.expose().to_owned(),
            api_base: config.discord.api_base.clone(),
            gateway_url: config.discord.gateway_url.clone(),
            dev_guild: config.discord.dev_guild_id,
            first_shard: shards.first,
            last_shard: shards.last,
            total_shards: shards.total,
            identify_after: Duration::from_secs(
                config.shards.identify_interval_secs.saturating_mul(u64::from(shards.first)),
            ),
        }))
    }
}

/// Connects to Discord and serves until `shutdown` completes (or the gateway gives up), then
/// stops the shards and flushes the store.
pub async fn run(
    launch: Launch,
    data: Data,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), BotError> {
    let store = data.store.clone();
    let probes = data.probes.clone();
    match data.tables.load_deadlines() {
        Ok(tables) => tracing::info!(tables, "turn clocks loaded"),
        Err(error) => tracing::error!(%error, "turn clocks could not be loaded"),
    }
    let (stop_clock, clock_stopped) = tokio::sync::watch::channel(false);
    let stopping = Arc::new(Stopping { clock: stop_clock, running: Arc::default(), store: store.clone() });
    let clock_lock = stopping.running.clone();
    let unreadable = router::Unreadable(data.clone());
    let mut commands = commands::all();
    localize::apply(&data.catalog, &mut commands);
    let dev_guild = launch.dev_guild;

    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands,
            on_error: |error| {
                if matches!(error, poise::FrameworkError::Command { .. }) {
                    crate::measure::interaction("command", "failed");
                }
                Box::pin(errors::on_error(error))
            },
            post_command: |_| Box::pin(async { crate::measure::interaction("command", "answered") }),
            event_handler: |framework, event| Box::pin(router::on_event(framework, event)),
            // Every reply sets its own (`reply::to_poise`); a message poise sends by itself
            // pings nobody. poise's default would let it ping any user its text mentions.
            allowed_mentions: Some(reply::allowed_mentions(&[])),
            ..Default::default()
        })
        // Owners are not used, and asking for them costs a request at every start.
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                register(ctx, &framework.options().commands, dev_guild, ready, &data.store).await?;
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                tokio::spawn(answer::run_daily(ctx.http.clone(), data.clone(), clock_stopped.clone()));
                tokio::spawn(answer::run_rechecks(ctx.http.clone(), data.clone(), clock_stopped.clone()));
                let http = ctx.http.clone();
                let clock_data = data.clone();
                tokio::spawn(async move {
                    let _running = clock_lock.lock_owned().await;
                    answer::run_clock(http, clock_data, clock_stopped).await;
                });
                Ok(data)
            })
        })
        .build();

    let client = reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(HTTP_TIMEOUT)
        .build()
        .map_err(|e| BotError::Setup(format!("the HTTP client: {e}")))?;
    let mut http = serenity::HttpBuilder::new(&launch.token).client(client);
    if launch.api_base != DISCORD_ORIGIN {
        // A test fake or a rate-limit proxy answers instead of Discord; such a proxy does the
        // rate limiting itself, so serenity's own limiter would only add latency.
        http = http.proxy(launch.api_base.clone()).ratelimiter_disabled(true);
    }
    // Slash commands and components need no intent; GUILDS keeps the channel cache useful and
    // GUILD_MESSAGES (not privileged: no message content) tells when chatter buries a board.
    let intents = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::GUILD_MESSAGES;
    let mut client = serenity::ClientBuilder::new_with_http(http.build(), intents)
        .raw_event_handler(unreadable)
        .framework(framework)
        .await?;
    if let Some(gateway) = &launch.gateway_url {
        // A gateway proxy: `api_base` cannot name it, since a REST proxy answers `GET /gateway`
        // with Discord's own gateway.
        *client.ws_url.lock().await = gateway.clone();
        tracing::info!(gateway = %gateway, "shards connect to the configured gateway");
    }

    // `oink db export` asks this process for a consistent export while it runs.
    let _backups = match crate::store::live::serve(store.clone()) {
        Ok(server) => Some(server),
        Err(error) => {
            tracing::error!(%error, "cannot open the backup socket; `oink db export` needs the bot stopped");
            None
        }
    };
    let shard_manager = client.shard_manager.clone();
    if let Some(probes) = probes {
        let expected = launch.last_shard.saturating_sub(launch.first_shard).saturating_add(1);
        probes.watch_shards(Arc::new(Shards { manager: shard_manager.clone(), expected }));
    }
    let closing = stopping.clone();
    tokio::spawn(async move {
        shutdown.await;
        // Stop taking moves first (a click now hears that the bot restarts), let the moves in
        // flight reach the disk, then leave the gateway.
        tracing::info!("shutting down: finishing the moves in flight");
        closing.stop().await;
        tracing::info!("shutting down: stopping shards");
        shard_manager.shutdown_all().await;
    });

    tracing::info!(
        first = launch.first_shard,
        last = launch.last_shard,
        total = launch.total_shards,
        "starting shards"
    );
    if !launch.identify_after.is_zero() {
        // The processes before this one in shard order identify first (serenity 0.12 has no
        // identify queue shared between processes).
        tracing::info!(
            wait_s = launch.identify_after.as_secs(),
            "waiting for the shards before ours to identify"
        );
        tokio::time::sleep(launch.identify_after).await;
    }
    // serenity treats the end of this range as inclusive (it starts `end - start + 1` shards).
    let result = client.start_shard_range(launch.first_shard..launch.last_shard, launch.total_shards).await;
    // Also when the gateway gave up on its own; after a signal this returns at once.
    if stopping.stop().await {
        tracing::info!("database flushed; bye");
    }
    result.map_err(BotError::from)
}

/// This process's shards, as `/readyz` counts them.
struct Shards {
    manager: Arc<serenity::ShardManager>,
    expected: u32,
}

impl ShardView for Shards {
    fn shards_up(&self) -> std::pin::Pin<Box<dyn Future<Output = ShardsUp> + Send + '_>> {
        Box::pin(async move {
            let runners = self.manager.runners.lock().await;
            let connected =
                runners.values().filter(|r| matches!(r.stage, serenity::ConnectionStage::Connected)).count();
            let latency = runners.iter().filter_map(|(id, r)| Some((id.0, r.latency?))).collect();
            ShardsUp {
                connected: u32::try_from(connected).unwrap_or(u32::MAX),
                expected: self.expected,
                latency,
            }
        })
    }
}

/// What a stop takes down, in order: the turn clock, then the store.
struct Stopping {
    /// Tells the clock (and the daily announcer) to stop.
    clock: tokio::sync::watch::Sender<bool>,
    /// Held by the clock while it runs.
    running: Arc<tokio::sync::Mutex<()>>,
    store: Store,
}

impl Stopping {
    /// Stops the clock, then closes the store, within [`SHUTDOWN_BOUND`]; returns whether the
    /// store finished in time. The clock goes first: it hands back the deadlines it claimed and
    /// did not work while the store still takes writes. A claim whose work a closed store
    /// refused would wait for its lease to run out and be worked late (issue 53: a reminder
    /// posted at the turn limit).
    async fn stop(&self) -> bool {
        let bound = tokio::time::Instant::now() + SHUTDOWN_BOUND;
        self.clock.send_replace(true);
        if tokio::time::timeout_at(bound, self.running.lock()).await.is_err() {
            tracing::warn!("the turn clock was still working at shutdown; its claims run out");
        }
        self.store.close(bound.saturating_duration_since(tokio::time::Instant::now())).await
    }
}

/// Registers the slash commands, in the dev guild or globally: with sled always, with a shared
/// database only in the first process that brings commands (or a target) the database has not
/// seen, so a fleet registers once per release, not once per process start.
async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, BotError>],
    dev_guild: Option<u64>,
    ready: &serenity::Ready,
    store: &Store,
) -> Result<(), BotError> {
    let fingerprint = fingerprint(commands, dev_guild, ready.application.id.get())
        .map_err(|e| BotError::Setup(format!("the slash commands: {e}")))?;
    if !store.claim_registration(&fingerprint).await? {
        tracing::info!("slash commands are registered already (by a process sharing this database)");
        return Ok(());
    }
    let registered = match dev_guild {
        Some(guild) => poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(guild)).await,
        None => poise::builtins::register_globally(ctx, commands).await,
    };
    if let Err(error) = registered {
        if let Err(store_error) = store.release_registration(&fingerprint).await {
            tracing::error!(%store_error, "a failed registration could not be handed back; the next release registers");
        }
        return Err(error.into());
    }
    match dev_guild {
        Some(guild) => tracing::info!(guild, "slash commands registered in the dev guild"),
        None => tracing::info!(
            "slash commands registered globally (Discord may take up to an hour to show changes)"
        ),
    }
    Ok(())
}

/// What a registration sends and where, as a SHA-256 in hex: the same in every process of one
/// release.
fn fingerprint(
    commands: &[poise::Command<Data, BotError>],
    dev_guild: Option<u64>,
    application: u64,
) -> Result<String, serde_json::Error> {
    use sha2::{Digest, Sha256};
    // Through a `Value` first: its objects are sorted by key, where the localizations' own maps
    // come in a different order in every process.
    let body = serde_json::to_value(poise::builtins::create_application_commands(commands))
        .and_then(|value| serde_json::to_vec(&value))?;
    let mut hasher = Sha256::new();
    hasher.update(format!("{application}/{dev_guild:?}/").as_bytes());
    hasher.update(&body);
    Ok(hasher.finalize().iter().map(|b| format!("{b:02x}")).collect())
}

/// The language of an interaction: the user's, else the server's, else the configured one.
fn locale_of(data: &Data, user: &str, guild: Option<&str>) -> Locale {
    Locale::resolve(Some(user), guild, data.default_locale)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Processes of one release must agree on it, or each would register the commands again.
    #[test]
    fn the_commands_fingerprint_is_the_same_for_the_same_commands_and_target() {
        let catalog = Catalog::embedded().expect("catalog");
        let localized = || {
            let mut commands = commands::all();
            localize::apply(&catalog, &mut commands);
            commands
        };
        let (one, two) = (localized(), localized());
        let print = |commands: &[poise::Command<Data, BotError>], guild| {
            fingerprint(commands, guild, 7).expect("fingerprint")
        };
        assert_eq!(print(&one, None), print(&two, None));
        assert_ne!(print(&one, None), print(&one, Some(5)), "another target registers again");
    }
}
