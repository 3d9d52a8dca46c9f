//! Issue 57, the probes of a running `oink run` (`metrics.listen`): `/healthz` answers while the
//! process runs; `/readyz` answers 200 only while every shard of the process is connected and
//! the database answers, 503 with the reason otherwise; `/metrics` counts what the bot did.

use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use tokio::process::{Child, Command};

use crate::fleet_processes::started_table;
use crate::support::FAKE_TOKEN;
use crate::support::fake_discord::{FakeDiscord, GUILD, User};
use crate::support::postgres::Cluster;

/// A port nobody listens on now.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").expect("a free port").local_addr().expect("addr").port()
}

/// `oink run` with the fake as Discord, its probes on `port`, and `env` on top; its log goes to
/// `<dir>/bot.log`.
fn oink_run(fake: &FakeDiscord, dir: &Path, port: u16, env: &[(&str, &str)]) -> Child {
    let log = std::fs::File::create(dir.join("bot.log")).expect("log file");
    let mut command = Command::new(env!("CARGO_BIN_EXE_oink"));
    command
        .arg("run")
        .current_dir(dir)
        .env_clear()
        .env("DISCORD_TOKEN", FAKE_TOKEN)
        .env("OINK_DISCORD_API_BASE", &fake.base)
        .env("OINK_DISCORD_DEV_GUILD_ID", GUILD.to_string())
        .env("OINK_METRICS_LISTEN", format!("127.0.0.1:{port}"))
        .env("OINK_LOG_LEVEL", "info")
        .stdout(Stdio::null())
        .stderr(log)
        .kill_on_drop(true);
    for (key, value) in env {
        command.env(key, value);
    }
    command.spawn().expect("start oink")
}

/// The status and text of `GET path` (status 0: no answer, with the error as text).
async fn get(port: u16, path: &str) -> (u16, String) {
    let client = reqwest::Client::builder().timeout(Duration::from_secs(5)).build().expect("client");
    match client.get(format!("http://127.0.0.1:{port}{path}")).send().await {
        Ok(response) => (response.status().as_u16(), response.text().await.unwrap_or_default()),
        Err(error) => (0, error.to_string()),
    }
}

/// Asks `path` until it answers `status` (bounded: `within`); returns its text.
async fn wait_for(port: u16, path: &str, status: u16, within: Duration, dir: &Path) -> String {
    let until = Instant::now() + within;
    loop {
        let (got, text) = get(port, path).await;
        if got == status {
            return text;
        }
        let log = std::fs::read_to_string(dir.join("bot.log")).unwrap_or_default();
        assert!(Instant::now() < until, "{path} answered {got} {text:?}, not {status}; log:\n{log}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// The shard of a process whose range starts at shard 1 waits one identify interval: meanwhile
/// the process is alive but not ready, and says why.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_waits_for_every_shard_of_the_process() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let port = free_port();
    let shards = [
        ("OINK_SHARDS_TOTAL", "2"),
        ("OINK_SHARDS_RANGE", "1-1"),
        ("OINK_SHARDS_IDENTIFY_INTERVAL_SECS", "6"),
    ];
    let mut bot = oink_run(&fake, dir.path(), port, &shards);
    assert_eq!(wait_for(port, "/healthz", 200, Duration::from_secs(30), dir.path()).await, "ok\n");
    let why = wait_for(port, "/readyz", 503, Duration::from_secs(5), dir.path()).await;
    assert!(why.contains("0 of 1 shards connected"), "{why}");
    fake.wait_ready(1).await;
    assert_eq!(wait_for(port, "/readyz", 200, Duration::from_secs(20), dir.path()).await, "ready\n");
    bot.start_kill().expect("stop");
    bot.wait().await.expect("gone");
}

/// The database stops: `/readyz` says so within its bound while `/healthz` still answers; the
/// database is back: so is `/readyz`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_follows_the_database() {
    let Some(cluster) = Cluster::create("probes") else { return };
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let port = free_port();
    let url = cluster.url();
    let mut bot = oink_run(&fake, dir.path(), port, &[("OINK_DATABASE_URL", url.as_str())]);
    fake.wait_ready(1).await;
    assert_eq!(wait_for(port, "/readyz", 200, Duration::from_secs(30), dir.path()).await, "ready\n");

    cluster.stop();
    let why = wait_for(port, "/readyz", 503, Duration::from_secs(20), dir.path()).await;
    assert!(why.contains("database"), "{why}");
    assert_eq!(get(port, "/healthz").await.0, 200, "the process itself still answers");

    cluster.start();
    assert_eq!(wait_for(port, "/readyz", 200, Duration::from_secs(60), dir.path()).await, "ready\n");
    bot.start_kill().expect("stop");
    bot.wait().await.expect("gone");
}

/// The sum of the samples of `name` whose labels include every one of `labels`.
fn sample(metrics: &str, name: &str, labels: &[&str]) -> f64 {
    metrics
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter(|line| line.strip_prefix(name).is_some_and(|rest| rest.starts_with(['{', ' '])))
        .filter(|line| labels.iter().all(|label| line.contains(label)))
        .filter_map(|line| line.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

/// A game opened, joined and started through the fake Discord: `/metrics` counts the command,
/// the clicks and their latency, the store's writes and the connected shard.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_a_game_played_through_discord() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let port = free_port();
    let mut bot = oink_run(&fake, dir.path(), port, &[]);
    fake.wait_ready(1).await;
    wait_for(port, "/readyz", 200, Duration::from_secs(30), dir.path()).await;
    let before = get(port, "/metrics").await.1;
    assert_eq!(sample(&before, "oink_interactions_total", &[]), 0.0, "{before}");

    let (ann, ben) = (User::new(8301, "Ann", "en-US"), User::new(8302, "Ben", "en-US"));
    started_table(&fake, &ann, &ben).await;
    // A click is counted once its handling ended, a moment after the fake saw its answer.
    let clicks = ["kind=\"component\"", "outcome=\"answered\""];
    let commands = ["kind=\"command\"", "outcome=\"answered\""];
    let until = Instant::now() + Duration::from_secs(20);
    let metrics = loop {
        let metrics = get(port, "/metrics").await.1;
        let counted = sample(&metrics, "oink_interactions_total", &clicks) >= 2.0
            && sample(&metrics, "oink_interactions_total", &commands) >= 1.0;
        if counted || Instant::now() > until {
            break metrics;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let count = |name, labels: &[&str]| sample(&metrics, name, labels);
    assert_eq!(count("oink_interactions_total", &clicks), 2.0, "join and start: {metrics}");
    assert_eq!(count("oink_interactions_total", &commands), 1.0, "/pigs new: {metrics}");
    assert_eq!(count("oink_click_duration_seconds_count", &[]), 2.0, "{metrics}");
    assert_eq!(count("oink_click_duration_seconds_bucket", &["le=\"+Inf\""]), 2.0, "a histogram: {metrics}");
    assert!(count("oink_store_writes_total", &["backend=\"sled\""]) >= 3.0, "{metrics}");
    assert_eq!(count("oink_store_errors_total", &[]), 0.0, "{metrics}");
    assert_eq!(count("oink_shards_connected", &[]), 1.0, "{metrics}");
    assert_eq!(count("oink_shards", &[]), 1.0, "{metrics}");
    assert!(metrics.contains("oink_deadlines_due"), "the clock looked: {metrics}");
    for id in [ann.id, ben.id, GUILD] {
        assert!(!metrics.contains(&id.to_string()), "no id as a label: {metrics}");
    }
    bot.start_kill().expect("stop");
    bot.wait().await.expect("gone");
}

/// The metric names in `text` (`oink_…`), with a histogram's `_bucket`, `_sum` and `_count`
/// series named by their histogram.
fn metric_names(text: &str) -> std::collections::BTreeSet<String> {
    let mut names = std::collections::BTreeSet::new();
    let mut rest = text;
    while let Some(at) = rest.find("oink_") {
        let name: String = rest[at..]
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
            .collect();
        rest = &rest[at + name.len()..];
        let base = ["_bucket", "_sum", "_count"].iter().find_map(|end| name.strip_suffix(end));
        names.insert(base.unwrap_or(&name).to_owned());
    }
    names
}

/// The Grafana dashboard to start from (`deploy/grafana-dashboard.json`) queries only metrics
/// the README documents, and the compose file's Prometheus (profile `monitoring`) scrapes the
/// port the compose file gives `metrics.listen`.
#[test]
fn the_dashboard_reads_only_documented_metrics_at_the_composed_port() {
    let dashboard: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string("deploy/grafana-dashboard.json").expect("dashboard"))
            .expect("the dashboard is JSON");
    let readme = std::fs::read_to_string("README.md").expect("README");
    let documented: std::collections::BTreeSet<String> =
        readme.lines().filter(|line| line.starts_with("| `oink_")).flat_map(metric_names).collect();
    assert!(documented.len() >= 10, "{documented:?}");
    let panels = dashboard["panels"].as_array().expect("panels");
    assert!(panels.len() >= 8);
    let mut queried = std::collections::BTreeSet::new();
    for panel in panels {
        let targets = panel["targets"].as_array().expect("targets");
        assert!(!targets.is_empty(), "{}", panel["title"]);
        for target in targets {
            queried.extend(metric_names(target["expr"].as_str().expect("a query")));
        }
    }
    let unknown: Vec<&String> = queried.difference(&documented).collect();
    assert!(unknown.is_empty(), "the dashboard queries undocumented metrics: {unknown:?}");
    let prometheus = std::fs::read_to_string("deploy/prometheus.yml").expect("prometheus.yml");
    let compose = std::fs::read_to_string("compose.yaml").expect("compose.yaml");
    assert!(prometheus.contains("targets: [\"oink:9184\"]"), "{prometheus}");
    assert!(compose.contains("OINK_METRICS_LISTEN: 0.0.0.0:9184"));
    assert!(compose.contains("profiles: [\"monitoring\"]") && compose.contains("./deploy/prometheus.yml"));
}
