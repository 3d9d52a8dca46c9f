//! Issue 18: the playground's memory stays bounded however long it runs. It used to keep
//! every message: 40,000 requests took it to 719 MB. These tests start the real binary, send
//! requests (chat, commands with public and ephemeral answers, page reads) from four tabs at
//! once, and read the process's resident memory from `/proc` as they go: 8,000 requests in
//! the default run (about 15 s), 40,000 in an ignored long run (about a minute).

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};

/// Resident memory of a process, in MiB.
fn rss_mib(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let kib: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0.0);
    kib / 1024.0
}

/// One keep-alive HTTP/1.1 connection: thousands of requests without a socket each.
struct Connection {
    reader: BufReader<tokio::net::TcpStream>,
    host: String,
}

impl Connection {
    async fn open(host: &str) -> Connection {
        let stream = tokio::net::TcpStream::connect(host).await.expect("connect");
        Connection { reader: BufReader::new(stream), host: host.to_owned() }
    }

    async fn send(&mut self, method: &str, path: &str, token: &str, body: Option<Value>) -> (u16, String) {
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        let request = format!(
            "{method} {path} HTTP/1.1\r\nhost: {}\r\nx-oink-session: {token}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
            self.host,
            body.len()
        );
        self.reader.get_mut().write_all(request.as_bytes()).await.expect("write");
        let mut status_line = String::new();
        self.reader.read_line(&mut status_line).await.expect("status");
        let mut length = 0;
        loop {
            let mut line = String::new();
            self.reader.read_line(&mut line).await.expect("header");
            if line.trim().is_empty() {
                break;
            }
            if let Some(value) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                length = value.trim().parse().unwrap_or(0);
            }
        }
        let mut answer = vec![0; length];
        self.reader.read_exact(&mut answer).await.expect("body");
        let status = status_line.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
        (status, String::from_utf8_lossy(&answer).into_owned())
    }
}

#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn memory_stays_bounded_under_eight_thousand_requests() {
    bounded(8_000).await;
}

#[cfg(target_os = "linux")]
#[ignore = "a minute: cargo test --test it playground_memory -- --ignored"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn memory_stays_bounded_under_forty_thousand_requests() {
    bounded(40_000).await;
}

/// Sends `requests` requests and checks the resident memory: small, and flat once warm.
async fn bounded(requests: usize) {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_oink"))
        .args(["playground", "--port", "0"])
        .current_dir(dir.path())
        .env_clear()
        .env("OINK_LOG_LEVEL", "error")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("start oink");
    let pid = child.id().expect("pid");
    let mut line = String::new();
    let stdout = child.stdout.take().expect("stdout");
    tokio::time::timeout(Duration::from_secs(10), BufReader::new(stdout).read_line(&mut line))
        .await
        .expect("the playground prints its address within 10 s")
        .expect("read");
    let host = line.trim().trim_start_matches("Oink playground: http://").trim_end_matches('/').to_owned();

    let started = Instant::now();
    let mut samples = Vec::new();
    let tabs = 4;
    let rounds = requests / tabs;
    let mut connections = Vec::new();
    for (tab, user) in (101..).take(tabs).enumerate() {
        let mut connection = Connection::open(&host).await;
        let (status, body) = connection.send("POST", "/api/session", "", Some(json!({"user": user}))).await;
        assert_eq!(status, 200, "{body}");
        let token =
            serde_json::from_str::<Value>(&body).expect("json")["token"].as_str().expect("token").to_owned();
        if tab == 0 {
            let new = json!({"locale": "en-US", "line": "/pigs new"});
            assert_eq!(connection.send("POST", "/api/command", &token, Some(new)).await.0, 204);
        }
        connections.push((connection, token));
    }
    // Every tenth of the run, all tabs pause while the memory is read.
    let slices = 10;
    for slice in 0..slices {
        let work = connections.drain(..).enumerate().map(|(tab, (mut connection, token))| {
            tokio::spawn(async move {
                for n in (slice * rounds / slices)..((slice + 1) * rounds / slices) {
                    let (method, path, body) = match (n + tab) % 5 {
                        0 => ("GET", "/api/state?locale=de", None),
                        1 => ("POST", "/api/command", Some(json!({"locale": "fr", "line": "/pigs board"}))),
                        2 => ("POST", "/api/command", Some(json!({"locale": "en-US", "line": "/oink help"}))),
                        3 => (
                            "POST",
                            "/api/command",
                            Some(json!({"locale": "de", "line": "/pigs new variant:gold"})),
                        ),
                        _ => (
                            "POST",
                            "/api/command",
                            Some(json!({"locale": "en-US", "line": format!("chat {n} {}", "x".repeat(200))})),
                        ),
                    };
                    let (status, answer) = connection.send(method, path, &token, body).await;
                    assert!(status == 200 || status == 204, "{method} {path}: {status} {answer}");
                }
                (connection, token)
            })
        });
        for done in futures_util::future::join_all(work).await {
            connections.push(done.expect("a tab's requests"));
        }
        samples.push(rss_mib(pid));
    }
    let took = started.elapsed();
    let (warm, last) = (samples[1], samples[slices - 1]);
    let peak = samples.iter().copied().fold(0.0, f64::max);
    eprintln!(
        "playground memory over {requests} requests in {took:.1?}: {:?} MiB (peak {peak:.1} MiB)",
        samples.iter().map(|s| format!("{s:.1}")).collect::<Vec<_>>()
    );
    assert!(peak > 1.0, "the memory was read from /proc");
    assert!(peak < 150.0, "the playground stays small: {peak:.1} MiB at most");
    assert!(last - warm < 25.0, "no growth once warm: {warm:.1} MiB after a tenth, {last:.1} MiB at the end");
    child.start_kill().expect("stop");
}
