//! Clicks through the fake Discord: the real poise bot, its gateway and REST, 10,000 tables,
//! 64 clicks in flight at any moment, each a die toggle (a stored write with a flush).
//!
//! Reports clicks per second and the latency of a click from its gateway dispatch to the bot's
//! interaction callback (p50, p99, max). Targets (issue 12): ≥ 2,000 clicks/s, p99 < 25 ms on
//! this machine's 2 cores, where the fake Discord and its client share the cores with the bot.
//!
//! The bot and the fake run on runtimes of their own (threads `oink-bot`, `fake-discord`), so
//! the run also reports how much CPU each side spent per click: the bot's share is everything
//! in the process but the fake's threads (its runtime, sled's threads, the flusher).
//! Run: `cargo bench --bench load` (`LOAD_SECONDS` sets the duration, default 20).

// A benchmark's setup fails by panicking, as a test does (see clippy.toml).
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../tests/support/mod.rs"]
mod support;

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use oink::discord::{self, Data, Launch};
use oink::i18n::{Catalog, Locale};
use oink::store::Store;
use serde_json::json;
use support::fake_discord::{FakeDiscord, User};

const TABLES: u64 = 10_000;
const IN_FLIGHT: u64 = 64;
/// Thread name of the fake Discord's runtime (its server and the clicking clients).
const FAKE_THREADS: &str = "fake-discord";

fn main() {
    let seconds: u64 = std::env::var("LOAD_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(20);
    support::capture_logs();
    let runtime = |name: &str| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name(name)
            .enable_all()
            .build()
            .expect("runtime")
    };
    let (bot_runtime, fake_runtime) = (runtime("oink-bot"), runtime(FAKE_THREADS));
    let fake = fake_runtime.block_on(FakeDiscord::start());
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(&dir.path().join("db"), 16).expect("store");
    let catalog = Arc::new(Catalog::embedded().expect("catalog"));
    let launch = Launch {
        token: support::FAKE_TOKEN.to_owned(),
        api_base: fake.base.clone(),
        dev_guild: Some(common::GUILD),
        first_shard: 0,
        last_shard: 0,
        total_shards: 1,
        gateway_url: None,
        identify_after: std::time::Duration::ZERO,
    };
    let data = Data::new(catalog, store.clone(), Locale::EnUs, true).with_fixed_seed(Some(7));
    let (shutdown, stop) = tokio::sync::oneshot::channel::<()>();
    let bot = bot_runtime.spawn(discord::run(launch, data, async {
        let _ = stop.await;
    }));
    fake_runtime.block_on(
        fake.wait_request("command registration", |r| r.method == "PUT" && r.path.ends_with("/commands")),
    );
    fake_runtime.block_on(fake.keep_requests(false));

    let setup = Instant::now();
    let service = common::service(&store);
    let owned = bot_runtime.block_on(start_tables(&service, &store));
    // The board messages the clicks come from (the bot would have posted them).
    let owned: Vec<Vec<(common::Ready, serde_json::Value)>> = fake_runtime.block_on(async {
        let mut boards = Vec::new();
        for tables in owned {
            let mut mine = Vec::new();
            for ready in tables {
                mine.push((ready, fake.post_message(ready.channel, json!({"content": "board"})).await));
            }
            boards.push(mine);
        }
        boards
    });
    println!("load: {TABLES} tables started in {:.1} s", setup.elapsed().as_secs_f64());

    let cpu_before = Cpu::now();
    let start = Instant::now();
    let (mut latencies, refused) = fake_runtime.block_on(click(&fake, owned, Duration::from_secs(seconds)));
    let elapsed = start.elapsed();
    let cpu = Cpu::now().since(&cpu_before);

    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)];
    let clicks = latencies.len() as f64;
    let per_click = |seconds: f64| seconds / clicks * 1e6;
    println!(
        "load: {} clicks in {:.1} s = {:.0} clicks/s with {IN_FLIGHT} in flight over {TABLES} tables; p50 {:.2} ms, p99 {:.2} ms, max {:.1} ms; {refused} refused; RSS (bot + fake) {:.0} MB",
        latencies.len(),
        elapsed.as_secs_f64(),
        clicks / elapsed.as_secs_f64(),
        at(0.50).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        latencies.last().map_or(0.0, |d| d.as_secs_f64() * 1e3),
        common::rss_bytes() as f64 / 1e6,
    );
    println!(
        "load: CPU per click: bot {:.0} µs, fake Discord and its clients {:.0} µs; of the 2 cores: bot {:.0} %, fake {:.0} %, idle {:.0} %",
        per_click(cpu.bot),
        per_click(cpu.fake),
        cpu.bot / elapsed.as_secs_f64() / 2.0 * 100.0,
        cpu.fake / elapsed.as_secs_f64() / 2.0 * 100.0,
        (1.0 - (cpu.bot + cpu.fake) / elapsed.as_secs_f64() / 2.0).max(0.0) * 100.0,
    );
    assert_eq!(refused, 0, "every toggle was on the current board and must apply");
    let _ = shutdown.send(());
    bot_runtime
        .block_on(async { tokio::time::timeout(support::fake_discord::PATIENCE, bot).await })
        .expect("the bot did not stop in time")
        .expect("bot task")
        .expect("the bot stopped with an error");
}

/// Starts every table through the table service, as `IN_FLIGHT` groups (one per clicker).
async fn start_tables(service: &oink::table::Service, store: &Store) -> Vec<Vec<common::Ready>> {
    let mut workers = Vec::new();
    for worker in 0..IN_FLIGHT {
        let (service, store) = (service.clone(), store.clone());
        workers.push(tokio::spawn(async move {
            let mut tables = Vec::new();
            let mut index = worker;
            while index < TABLES {
                tables.push(common::start_table(&service, &store, index).await);
                index += IN_FLIGHT;
            }
            tables
        }));
    }
    let mut owned = Vec::new();
    for worker in workers {
        owned.push(worker.await.expect("setup worker"));
    }
    owned
}

/// `IN_FLIGHT` clients, each clicking its own tables in turn for `duration`: every click's
/// latency, and how many were refused.
async fn click(
    fake: &FakeDiscord,
    owned: Vec<Vec<(common::Ready, serde_json::Value)>>,
    duration: Duration,
) -> (Vec<Duration>, u64) {
    let start = Instant::now();
    let mut clickers = Vec::new();
    for tables in owned {
        let fake = fake.clone();
        clickers.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut refused = 0u64;
            let mut next = 0;
            while start.elapsed() < duration {
                let (ready, board) = &tables[next % tables.len()];
                next += 1;
                let user = User::new(ready.player, "Pig", "en-US");
                let custom_id = common::id(ready.channel, ready.rev, &format!("die{}", ready.die));
                let sent = Instant::now();
                let answer = fake.click_and_answer(ready.channel, &user, board, &custom_id).await;
                latencies.push(sent.elapsed());
                // 7 = the board updated (a die pick keeps the board's revision); anything else is
                // a refusal (an ephemeral notice).
                if answer["type"] != 7 {
                    refused += 1;
                }
            }
            (latencies, refused)
        }));
    }
    let mut latencies = Vec::new();
    let mut refused = 0;
    for clicker in clickers {
        let (mine, no) = clicker.await.expect("clicker");
        latencies.extend(mine);
        refused += no;
    }
    (latencies, refused)
}

/// CPU seconds spent so far by the fake Discord's threads (and the main thread, which drives
/// it) and by the rest of the process (the bot).
struct Cpu {
    bot: f64,
    fake: f64,
}

impl Cpu {
    fn now() -> Cpu {
        let total = proc_cpu("/proc/self/stat");
        let main = format!("/proc/self/task/{}/stat", std::process::id());
        let mut fake = proc_cpu(&main);
        for task in std::fs::read_dir("/proc/self/task").into_iter().flatten().flatten() {
            let comm = std::fs::read_to_string(task.path().join("comm")).unwrap_or_default();
            if comm.trim_end().starts_with(FAKE_THREADS) {
                fake += proc_cpu(&task.path().join("stat").to_string_lossy());
            }
        }
        // Threads that ended (idle blocking threads) stay in the process total: the bot's.
        Cpu { bot: total - fake, fake }
    }

    fn since(&self, before: &Cpu) -> Cpu {
        Cpu { bot: self.bot - before.bot, fake: self.fake - before.fake }
    }
}

/// User + system CPU seconds of a `/proc/…/stat` file (fields 14 and 15, in clock ticks of
/// 1/100 s on Linux).
fn proc_cpu(path: &str) -> f64 {
    let stat = std::fs::read_to_string(path).unwrap_or_default();
    // The command name (field 2) may hold spaces; the fields after it are plain numbers.
    let fields: Vec<&str> = stat.rsplit_once(')').map_or("", |(_, rest)| rest).split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}
