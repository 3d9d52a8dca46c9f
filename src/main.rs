use std::fs::File;
use std::io::{BufReader, BufWriter};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use clap::Parser;

use std::path::Path;

use oink::cli::{Cli, Command, DbCommand, SimArgs};
use oink::config::{Config, Source};
use oink::discord::{self, Data, Launch};
use oink::games::ReplayError;
use oink::i18n::Catalog;
use oink::store::{Store, backup, live};
use oink::table::loads::loads_as_the_bot_would;
use oink::table::{Service, prepare};

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Offline tools need no configuration, so a half-configured bot can still replay records.
    match cli.command {
        Some(Command::Replay { file, verify: true, .. }) => return verify(&file),
        Some(Command::Replay { file, legal, seat, .. }) => return replay(&file, legal, seat),
        Some(Command::Sim(args)) => return sim(&args),
        _ => {}
    }
    let source = Config::locate(cli.config.as_deref());
    let config = match Config::load(&source) {
        Ok(config) => config,
        Err(error) => {
            eprintln!("oink: {error}");
            return ExitCode::from(2);
        }
    };
    hide_secrets(&config);
    oink::logging::init(&config.log);
    let command = cli.command.unwrap_or(Command::Run);
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("oink: cannot start the async runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(execute(command, &source, &config)) {
        Ok(code) => code,
        // The admin's to fix, as a bad configuration value is: one line, status 2.
        Err(error) if error.downcast_ref::<DatabaseUnusable>().is_some() => {
            eprintln!("oink: {error}");
            ExitCode::from(2)
        }
        Err(error) => {
            tracing::error!("{error:#}");
            eprintln!("oink: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// Keeps the configuration's secrets out of every log line, wherever another crate's debug
/// output might print them (a request's `Authorization` header, a connection error quoting the
/// URL): the redacting writer knows field names and URL shapes, not the values themselves.
fn hide_secrets(config: &Config) {
    if let Some(token) = config.token() {
        oink::logging::hide(token.expose());
    }
    if let Some(url) = &config.database.url {
        oink::logging::hide_url_password(url.expose());
    }
    if let Some(password) = &config.playground.password {
        oink::logging::hide(password.expose());
    }
}

async fn execute(command: Command, source: &Source, config: &Config) -> anyhow::Result<ExitCode> {
    let catalog = Arc::new(Catalog::embedded()?);
    match command {
        Command::CheckConfig => {
            match source {
                Source::File(path) => println!("# configuration file: {}", path.display()),
                Source::DefaultsOnly => println!("# no configuration file: defaults and environment only"),
            }
            print!("{}", config.to_redacted_toml());
            Ok(ExitCode::SUCCESS)
        }
        Command::Playground { port } => {
            playground(config, catalog, port).await?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Run => {
            let Some(launch) = Launch::from_config(config)? else {
                eprintln!("{}", catalog.text(config.default_locale(), "cli-playground", None));
                playground(config, catalog, None).await?;
                return Ok(ExitCode::SUCCESS);
            };
            let store = open_store(config, config.database.start_wait)?;
            let probes = match config.metrics_listen() {
                Some(listen) => Some(serve_probes(listen, &store).await?),
                None => None,
            };
            let kept = store.clone();
            let mut data = Data::new(catalog, store, config.default_locale(), config.defaults.turn_pings)
                .with_clock_defaults(config.clock_defaults());
            if let Some(probes) = probes {
                data = data.with_probes(probes);
            }
            data.partial_shards = config.partial_shards();
            spawn_old_table_work(config, &kept);
            drop(kept);
            discord::run(launch, data, shutdown_signal()).await?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Db(DbCommand::Export { file }) => {
            let summary = export(config, &file).await?;
            eprintln!(
                "exported {} records ({} unreadable records skipped)",
                summary.records, summary.skipped
            );
            Ok(if summary.skipped == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
        }
        Command::Replay { .. } | Command::Sim(_) => Ok(ExitCode::SUCCESS),
        Command::Db(DbCommand::Import { file, unverified }) => {
            let input = File::open(&file).with_context(|| format!("cannot open {}", file.display()))?;
            if let Some(url) = &config.database.url {
                let store = open_store(config, Duration::ZERO)?;
                let summary = backup::import_postgres(
                    &store,
                    BufReader::new(input),
                    unverified,
                    &loads_as_the_bot_would,
                    &prepare,
                )
                .await?;
                store.close(discord::SHUTDOWN_BOUND).await;
                eprintln!("imported {} records into {}", summary.records, url.redacted());
                return Ok(ExitCode::SUCCESS);
            }
            let target = &config.database.path;
            let cache = config.database.cache_capacity_mb;
            let summary = backup::import(
                target,
                BufReader::new(input),
                cache,
                unverified,
                &loads_as_the_bot_would,
                &prepare,
            )
            .await?;
            eprintln!("imported {} records into {}", summary.records, target.display());
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// `oink db export`: from the running bot over its socket, else from the database itself
/// (PostgreSQL: always from the database, which serves the bot and the export at once).
/// A file is written beside its final name and renamed once complete, so a cron job never
/// leaves half a backup under the real name.
async fn export(config: &Config, file: &Path) -> anyhow::Result<backup::Summary> {
    let database = &config.database.path;
    let sled = config.database.url.is_none();
    if file.as_os_str() == "-" {
        let mut out = std::io::stdout().lock();
        if sled && let Some(summary) = live::request_export(database, &mut out).await? {
            return Ok(summary);
        }
        return Ok(open_store(config, Duration::ZERO)?.export(&mut out)?);
    }
    let mut partial = file.as_os_str().to_owned();
    partial.push(".partial");
    let partial = std::path::PathBuf::from(partial);
    let out = File::create(&partial).with_context(|| format!("cannot create {}", partial.display()))?;
    let mut out = BufWriter::new(out);
    let live = if sled { live::request_export(database, &mut out).await? } else { None };
    let summary = match live {
        Some(summary) => summary,
        None => open_store(config, Duration::ZERO)?.export(&mut out)?,
    };
    out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    std::fs::rename(&partial, file)
        .with_context(|| format!("cannot rename {} to {}", partial.display(), file.display()))?;
    Ok(summary)
}

/// A record file's text, or standard input's for `-`.
fn read_record(file: &Path) -> std::io::Result<String> {
    if file.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin())
    } else {
        std::fs::read_to_string(file)
    }
}

/// `oink replay --verify`: "verified: …" and exit 0, or "not verified: …" (the first roll
/// that does not match, a wrong commitment, a missing seed) and exit status 1.
fn verify(file: &Path) -> ExitCode {
    let (line, verified) = match read_record(file) {
        Ok(text) => oink::cli::verify(&text),
        Err(e) => (format!("not verified: unreadable: {}: {e}", file.display()), false),
    };
    match oink::cli::print(&line) {
        Ok(()) if verified => ExitCode::SUCCESS,
        Ok(()) => ExitCode::FAILURE,
        Err(error) => {
            eprintln!("oink replay: cannot write the output: {error}");
            ExitCode::FAILURE
        }
    }
}

/// `oink replay`: the state as JSON on stdout, or `{"error": …}` and exit status 2.
fn replay(file: &Path, legal: bool, seat: Option<usize>) -> ExitCode {
    let text = read_record(file);
    let result = match text {
        Ok(text) => oink::cli::replay(&text, legal, seat),
        Err(e) => Err(ReplayError::record("unreadable", format!("{}: {e}", file.display()))),
    };
    let (output, status) = match &result {
        Ok(state) => (serde_json::to_string_pretty(state).unwrap_or_default(), ExitCode::SUCCESS),
        Err(error) => {
            eprintln!("oink replay: {error}");
            (serde_json::json!({ "error": error }).to_string(), ExitCode::from(2))
        }
    };
    match oink::cli::print(&output) {
        Ok(()) => status,
        Err(error) => {
            eprintln!("oink replay: cannot write the output: {error}");
            ExitCode::FAILURE
        }
    }
}

/// `oink sim`: aggregate figures as JSON on stdout.
fn sim(args: &SimArgs) -> ExitCode {
    let catalog = match Catalog::embedded() {
        Ok(catalog) => catalog,
        Err(error) => {
            eprintln!("oink: {error}");
            return ExitCode::FAILURE;
        }
    };
    match oink::cli::sim(args, &catalog) {
        Ok(report) => match oink::cli::print(&report) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("oink sim: cannot write the output: {error}");
                ExitCode::FAILURE
            }
        },
        Err(error) => {
            eprintln!("oink sim: {error}");
            ExitCode::from(2)
        }
    }
}

/// Serves the playground until SIGINT/SIGTERM, with its own database. Bound beyond this
/// machine without `playground.password` it does not start (nor open its database).
async fn playground(config: &Config, catalog: Arc<Catalog>, port: Option<u16>) -> anyhow::Result<()> {
    let settings = &config.playground;
    let password = config.playground_password()?.map(|p| p.expose().to_owned());
    let store = Store::open(&settings.database, config.database.cache_capacity_mb)
        .with_context(|| format!("cannot open the playground database at {}", settings.database.display()))?;
    let service = Service::new(store.clone(), catalog.clone(), config.defaults.turn_pings)
        .with_fixed_seed(settings.seed)
        .with_clock_defaults(config.clock_defaults());
    spawn_old_table_work(config, &store);
    let ip: std::net::IpAddr = settings.bind.parse().context("playground.bind")?;
    let addr = std::net::SocketAddr::new(ip, port.unwrap_or(settings.port));
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("cannot listen on {addr} (playground.bind / playground.port)"))?;
    let shutdown = shutdown_signal();
    let token_life = oink::playground::TOKEN_LIFE;
    let setup = oink::playground::Setup { service, store: store.clone(), catalog, password, token_life };
    oink::playground::serve(listener, setup, shutdown).await.context("playground")?;
    store.close(discord::SHUTDOWN_BOUND).await;
    Ok(())
}

/// Starts the background work on old finished tables: moving them out of memory (sled), and
/// deleting them if `database.keep_finished` asks for it (after the table service's start,
/// which rates old games from them first).
fn spawn_old_table_work(config: &Config, store: &Store) {
    tokio::spawn(oink::table::cooling::run(store.downgrade()));
    if let Some(keep) = config.database.keep_finished {
        tokio::spawn(oink::table::retention::run(store.downgrade(), keep));
    }
}

/// The bot's database: PostgreSQL when `database.url` is set (waiting up to `patience` for a
/// server that does not answer yet), else sled at `database.path`.
fn open_store(config: &Config, patience: Duration) -> anyhow::Result<Store> {
    if let Some(url) = &config.database.url {
        let settings = oink::store::postgres::Settings { patience, pool_size: config.database.pool_size };
        return Store::postgres(url.expose(), settings).map_err(|error| {
            // One line whatever the server said; the store's errors never hold the password.
            let reason = error.to_string().lines().map(str::trim).collect::<Vec<_>>().join(" ");
            DatabaseUnusable { url: url.redacted(), reason }.into()
        });
    }
    Store::open(&config.database.path, config.database.cache_capacity_mb)
        .with_context(|| format!("cannot open the database at {}", config.database.path.display()))
}

/// PostgreSQL refused or could not be reached at start (wrong password or database name, down,
/// unreachable): a fault of the configuration or of the server, never of the bot, so it ends
/// the process with status 2 and one line, as a bad configuration value does.
#[derive(Debug, thiserror::Error)]
#[error("cannot use the database at {url} (database.url): {reason}")]
struct DatabaseUnusable {
    /// The URL with its password as `***`.
    url: String,
    reason: String,
}

/// Serves `/healthz`, `/readyz` and `/metrics` on `listen` (`metrics.listen`) for as long as
/// the bot runs, and installs the recorder the bot's metrics go to.
async fn serve_probes(
    listen: std::net::SocketAddr,
    store: &oink::store::Store,
) -> anyhow::Result<Arc<oink::ops::Probes>> {
    let listener = tokio::net::TcpListener::bind(listen)
        .await
        .with_context(|| format!("cannot listen on {listen} (metrics.listen)"))?;
    let metrics = metrics_exporter_prometheus::PrometheusBuilder::new()
        .set_buckets(&oink::ops::BUCKETS)
        .context("the metrics' buckets")?
        .install_recorder()
        .context("the metrics recorder")?;
    let probes = Arc::new(oink::ops::Probes::new(store.clone(), metrics));
    tracing::info!(%listen, "serving /healthz, /readyz and /metrics");
    tokio::spawn(oink::ops::serve(listener, probes.clone()));
    Ok(probes)
}

/// Completes on SIGINT (Ctrl-C) or SIGTERM (`docker stop`). The handlers are installed at the
/// call, not at the first poll, so a signal that comes right after start-up is not missed.
fn shutdown_signal() -> impl std::future::Future<Output = ()> + Send + 'static {
    use tokio::signal::unix::{SignalKind, signal};
    let handlers =
        signal(SignalKind::terminate()).and_then(|term| Ok((term, signal(SignalKind::interrupt())?)));
    async move {
        match handlers {
            Ok((mut term, mut interrupt)) => {
                tokio::select! {
                    _ = term.recv() => tracing::info!("SIGTERM received"),
                    _ = interrupt.recv() => tracing::info!("SIGINT received"),
                }
            }
            Err(e) => {
                tracing::error!("cannot listen for SIGINT/SIGTERM: {e}");
                std::future::pending::<()>().await;
            }
        }
    }
}
