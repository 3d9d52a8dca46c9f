//! Clicks through the fake Discord: the real poise bot, its gateway and REST, 10,000 tables,
//! 64 clicks in flight at any moment, each a die toggle (a stored write with a flush).
//!
//! Reports clicks per second and the latency of a click from its gateway dispatch to the bot's
//! interaction callback (p50, p99, max). Targets (issue 12): ≥ 2,000 clicks/s, p99 < 25 ms on
//! this machine's 2 cores, where the fake Discord and its client share the cores with the bot.
//! Run: `cargo bench --bench load` (`LOAD_SECONDS` sets the duration, default 20).

#[path = "../tests/support/mod.rs"]
mod support;

mod common;

use std::time::{Duration, Instant};

use serde_json::json;
use support::fake_discord::User;

const TABLES: u64 = 10_000;
const IN_FLIGHT: u64 = 64;

fn main() {
    let seconds: u64 = std::env::var("LOAD_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(20);
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    runtime.block_on(run(Duration::from_secs(seconds)));
}

async fn run(duration: Duration) {
    let bot = support::TestBot::start_seeded(Some(common::GUILD), 7).await;
    bot.fake.keep_requests(false).await;
    let service = common::service(&bot.store);

    let setup = Instant::now();
    let mut workers = Vec::new();
    for worker in 0..IN_FLIGHT {
        let (service, store, fake) = (service.clone(), bot.store.clone(), bot.fake.clone());
        workers.push(tokio::spawn(async move {
            let mut tables = Vec::new();
            let mut index = worker;
            while index < TABLES {
                let ready = common::start_table(&service, &store, index).await;
                // The board message the clicks come from (the bot would have posted it).
                let board = fake.post_message(ready.channel, json!({"content": "board"})).await;
                tables.push((ready, board));
                index += IN_FLIGHT;
            }
            tables
        }));
    }
    let mut owned = Vec::new();
    for worker in workers {
        owned.push(worker.await.expect("setup worker"));
    }
    println!("load: {TABLES} tables started in {:.1} s", setup.elapsed().as_secs_f64());

    let start = Instant::now();
    let mut clickers = Vec::new();
    for mut tables in owned {
        let fake = bot.fake.clone();
        clickers.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut refused = 0u64;
            let mut next = 0;
            while start.elapsed() < duration {
                let count = tables.len();
                let (ready, board) = &mut tables[next % count];
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
    let elapsed = start.elapsed();
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)];
    println!(
        "load: {} clicks in {:.1} s = {:.0} clicks/s with {IN_FLIGHT} in flight over {TABLES} tables; p50 {:.2} ms, p99 {:.2} ms, max {:.1} ms; {refused} refused; RSS (bot + fake) {:.0} MB",
        latencies.len(),
        elapsed.as_secs_f64(),
        latencies.len() as f64 / elapsed.as_secs_f64(),
        at(0.50).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        latencies.last().map_or(0.0, |d| d.as_secs_f64() * 1e3),
        common::rss_bytes() as f64 / 1e6,
    );
    assert_eq!(refused, 0, "every toggle was on the current board and must apply");
    bot.stop().await;
}
