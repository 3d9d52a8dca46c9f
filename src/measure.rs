//! What the bot counts for its operator, through the `metrics` facade: nothing is kept unless
//! `metrics.listen` installed the Prometheus exporter (`ops.rs`, which serves it). Every label
//! takes one of a few fixed values, never a user, channel or server id; the names are listed
//! in the README ("Running in production"). A module of its own, below everything that
//! counts, so the store and the table service count without reaching the HTTP side.

use std::time::Instant;

/// An interaction handled: its `kind` (`component`, `command`, `modal`, `unreadable`) and
/// `outcome` (`answered`, `refused`, `failed`).
pub fn interaction(kind: &'static str, outcome: &'static str) {
    metrics::counter!("oink_interactions_total", "kind" => kind, "outcome" => outcome).increment(1);
}

/// A click handled from its arrival to the end of its answer (the reply, the board, the
/// pings), and whether that failed.
pub fn click(started: Instant, failed: bool) {
    metrics::histogram!("oink_click_duration_seconds").record(started.elapsed().as_secs_f64());
    interaction("component", if failed { "failed" } else { "answered" });
}

/// One table write of the store (`backend`: `sled` or `postgres`), and whether it failed.
pub fn store_write(backend: &'static str, started: Instant, failed: bool) {
    metrics::histogram!("oink_store_write_duration_seconds", "backend" => backend)
        .record(started.elapsed().as_secs_f64());
    metrics::counter!("oink_store_writes_total", "backend" => backend).increment(1);
    if failed {
        metrics::counter!("oink_store_errors_total", "backend" => backend).increment(1);
    }
}

/// One look of the turn clock: the deadlines it took to work, and how long the earliest
/// deadline still passed after its work has been waiting (0: none).
pub fn clock_look(due: usize, overdue_secs: u64) {
    metrics::gauge!("oink_deadlines_due").set(due as f64);
    metrics::gauge!("oink_deadline_overdue_seconds").set(overdue_secs as f64);
}

/// A deadline's work done (a reminder, a skipped turn, a player back) or failed.
pub fn clock_work(failed: bool) {
    let outcome = if failed { "failed" } else { "done" };
    metrics::counter!("oink_clock_works_total", "outcome" => outcome).increment(1);
}
