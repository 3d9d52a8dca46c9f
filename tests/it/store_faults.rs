//! The PostgreSQL store when its server goes away: clear refusals meanwhile, nothing
//! acknowledged that was not committed, and service back by itself once the server is up.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use oink::i18n::{Catalog, Locale};
use oink::store::postgres::Settings;
use oink::store::{Store, StoreError, Stored};
use oink::table::failure_notice;

use crate::support::postgres::Cluster;

#[derive(Debug, Clone, serde::Serialize, serde::Deserialize, PartialEq, Default)]
struct Counter {
    clicks: u32,
}

async fn bump(store: &Store, table: u64) -> Result<u32, StoreError> {
    let stored = store
        .update(table, |old: Option<Stored<Counter>>| {
            Ok::<_, ()>(Counter { clicks: old.map_or(0, |o| o.data.clicks) + 1 })
        })
        .await?
        .expect("the change never refuses");
    Ok(stored.data.clicks)
}

/// Writers keep clicking while the cluster is stopped for a while and started again. Every
/// click then is refused as `Unavailable` (the catalog's "storage unavailable"), promptly; the
/// store connects again by itself; and every click acknowledged before, during or after is in
/// the database.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopped_server_is_refused_clearly_and_the_store_comes_back_by_itself() {
    let Some(cluster) = Cluster::create("faults") else { return };
    let store = Store::postgres(&cluster.url(), Settings::waiting(Duration::from_secs(20))).expect("connect");
    const WRITERS: u64 = 4;
    let acked: Arc<Mutex<HashMap<u64, u32>>> = Arc::default();
    let refused = Arc::new(AtomicU64::new(0));
    let slowest_refusal = Arc::new(Mutex::new(Duration::ZERO));
    let until = Instant::now() + Duration::from_secs(60);
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut writers = Vec::new();
    for table in 0..WRITERS {
        let (store, acked, refused, slowest, stop) =
            (store.clone(), acked.clone(), refused.clone(), slowest_refusal.clone(), stop.clone());
        writers.push(tokio::spawn(async move {
            while !stop.load(Ordering::SeqCst) && Instant::now() < until {
                let started = Instant::now();
                match bump(&store, table).await {
                    Ok(clicks) => {
                        acked.lock().unwrap().insert(table, clicks);
                    }
                    Err(error @ StoreError::Unavailable(_)) => {
                        assert_eq!(failure_notice(&error), "error-storage-unavailable");
                        refused.fetch_add(1, Ordering::SeqCst);
                        let took = started.elapsed();
                        let mut slowest = slowest.lock().unwrap();
                        *slowest = (*slowest).max(took);
                    }
                    Err(other) => panic!("table {table}: unexpected {other}"),
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }));
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let before = acked.lock().unwrap().values().sum::<u32>();
    assert!(before > 0, "clicks went through before the stop");

    cluster.stop();
    tokio::time::sleep(Duration::from_secs(2)).await;
    let refused_while_down = refused.load(Ordering::SeqCst);
    let during = acked.lock().unwrap().values().sum::<u32>();
    cluster.start();
    let started_again = Instant::now();

    // Back by itself: acknowledged clicks grow again, within a bound.
    loop {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let now = acked.lock().unwrap().values().sum::<u32>();
        if now > during + WRITERS as u32 {
            break;
        }
        assert!(started_again.elapsed() < Duration::from_secs(15), "the store did not come back by itself");
    }
    let back_after = started_again.elapsed();
    stop.store(true, Ordering::SeqCst);
    for writer in writers {
        writer.await.expect("writer");
    }
    assert!(refused_while_down > 0, "clicks while the server was stopped were refused");
    let slowest = *slowest_refusal.lock().unwrap();
    assert!(slowest < Duration::from_secs(3), "a refusal took {slowest:?}: longer than Discord waits");
    eprintln!(
        "faults: {before} clicks before the stop, {refused_while_down} refused while down, back {back_after:?} after the start, slowest refusal {slowest:?}"
    );

    // Nothing acknowledged is missing, as a fresh process reads it.
    let fresh =
        Store::postgres(&cluster.url(), Settings::waiting(Duration::from_secs(10))).expect("connect again");
    for (table, clicks) in acked.lock().unwrap().iter() {
        let stored = fresh.table::<Counter>(*table).expect("read").map_or(0, |s| s.data.clicks);
        assert!(stored >= *clicks, "table {table}: {clicks} clicks acknowledged, {stored} stored");
    }
}

/// The refusal users read, in every language the bot speaks: its own words, not the id.
#[test]
fn storage_unavailable_is_said_in_every_locale() {
    let catalog = Catalog::embedded().expect("catalog");
    let id = failure_notice(&StoreError::Unavailable("connection refused".into()));
    let mut texts = Vec::new();
    for locale in Locale::ALL {
        let text = catalog.text(locale, id, None);
        assert!(!text.is_empty() && !text.contains(id), "{locale:?}: {text}");
        texts.push(text);
    }
    texts.dedup();
    assert_eq!(texts.len(), Locale::ALL.len(), "each locale in its own words");
}

/// A server that does not answer at start is waited for, within a bound, and then refused
/// naming where it was looked for, never the password.
#[test]
fn an_unreachable_server_at_start_is_named_without_the_password() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").expect("port").local_addr().expect("addr").port();
    let started = Instant::now();
    let result = Store::postgres(
        &format!("postgres://oink:hunter2secret@127.0.0.1:{port}/oink"),
        Settings::waiting(Duration::from_millis(700)),
    );
    let Err(error) = result else { panic!("nothing listens there") };
    let message = error.to_string();
    assert!(matches!(error, StoreError::Unavailable(_)), "{message}");
    assert!(message.contains(&format!("127.0.0.1:{port}/oink")), "{message}");
    assert!(!message.contains("hunter2"), "{message}");
    assert!(started.elapsed() < Duration::from_secs(10), "waited {:?}", started.elapsed());
}

/// The child of [`kill_9_under_load_loses_no_acknowledged_move`]: 64 writers click until the
/// process is killed, printing every acknowledged click. Does nothing unless the parent started it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the writer process of kill_9_under_load_loses_no_acknowledged_move"]
async fn postgres_crash_child() {
    let Ok(url) = std::env::var("OINK_CRASH_CHILD_URL") else { return };
    let store = Store::postgres(&url, Settings::waiting(Duration::from_secs(10))).expect("connect");
    let until = Instant::now() + Duration::from_secs(60);
    let writers: Vec<_> = (0..64u64)
        .map(|table| {
            let store = store.clone();
            tokio::spawn(async move {
                while Instant::now() < until {
                    match bump(&store, table).await {
                        Ok(clicks) => println!("ack {table} {clicks}"),
                        // No connection within its bound on a busy machine: refused, not
                        // acknowledged, as a user would be told.
                        Err(StoreError::Unavailable(_)) => {
                            tokio::time::sleep(Duration::from_millis(20)).await
                        }
                        Err(other) => panic!("table {table}: {other}"),
                    }
                }
            })
        })
        .collect();
    for writer in writers {
        let _ = writer.await;
    }
}

/// kill -9 of a process while 64 writers click through PostgreSQL, three times at different
/// moments: every click acknowledged before the kill is in the database after it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_under_load_loses_no_acknowledged_move() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};

    let Some(db) = crate::support::postgres::TestDatabase::create().await else { return };
    let mut acked: HashMap<u64, u32> = HashMap::new();
    /// Takes an `ack TABLE CLICKS` line into `acked`; `false` for any other line.
    fn note(line: &str, acked: &mut HashMap<u64, u32>) -> bool {
        let Some((table, clicks)) = line.strip_prefix("ack ").and_then(|l| l.split_once(' ')) else {
            return false;
        };
        let (table, clicks): (u64, u32) = (table.parse().expect("table"), clicks.parse().expect("clicks"));
        let best = acked.entry(table).or_default();
        *best = (*best).max(clicks);
        true
    }
    for run in 0..3 {
        let mut child = Command::new(std::env::current_exe().expect("test binary"))
            .args([
                "store_faults::postgres_crash_child",
                "--exact",
                "--ignored",
                "--nocapture",
                "--test-threads",
                "1",
            ])
            .env("OINK_CRASH_CHILD_URL", &db.url)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start the writer");
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        let mut seen = 0;
        while seen < 300 + run * 500 {
            let line = lines.next().expect("the writer stopped early").expect("read");
            if note(&line, &mut acked) {
                seen += 1;
            }
        }
        child.kill().expect("kill -9");
        // Lines printed before the kill were acknowledged too.
        for line in lines.map_while(Result::ok) {
            note(&line, &mut acked);
        }
        child.wait().expect("reaped");
        let store = db.open();
        for (table, clicks) in &acked {
            let stored = store.table::<Counter>(*table).expect("read").map_or(0, |s| s.data.clicks);
            assert!(
                stored >= *clicks,
                "run {run}: table {table} has {stored} clicks, {clicks} were acknowledged"
            );
        }
        store.close(Duration::from_secs(2)).await;
    }
    assert!(acked.len() > 1 && acked.values().sum::<u32>() > 1_000, "the writers wrote: {acked:?}");
    db.remove().await;
}
