//! What an operator or a container orchestrator asks a running bot (`metrics.listen`, off by
//! default): `/healthz`, the process answers; `/readyz`, it can serve clicks: its store answers
//! (a cheap read, bounded in time) and every shard of this process is connected. A probe that
//! fails answers `503 Service Unavailable` with the reason as its text. `/metrics` is the
//! Prometheus text of what [`crate::measure`] counted, with the shards' state read at the scrape.
//!
//! The shards are the transport's: it tells [`Probes`] how to count them ([`ShardView`]) once
//! they start, so this module knows neither serenity nor Discord.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;

use metrics_exporter_prometheus::PrometheusHandle;

use crate::store::Store;

/// The histograms' buckets, in seconds: a click answered in a few milliseconds up to one
/// that missed Discord's three seconds.
pub const BUCKETS: [f64; 12] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0];

/// How long `/readyz` waits for the store: well inside a probe's usual timeout (Docker's and
/// Kubernetes' default is a few seconds), so a frozen database is reported, not waited for.
pub const STORE_PING_BOUND: Duration = Duration::from_secs(2);

/// How many of this process's shards are connected to the gateway.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShardsUp {
    pub connected: u32,
    /// The shards this process runs.
    pub expected: u32,
    /// The last heartbeat's round trip of each shard that measured one, by shard id.
    pub latency: Vec<(u32, Duration)>,
}

/// Counts the connected shards (the Discord adapter implements it over its shard manager).
pub trait ShardView: Send + Sync {
    fn shards_up(&self) -> Pin<Box<dyn Future<Output = ShardsUp> + Send + '_>>;
}

/// What the probes look at: the store, and the shards once they start.
pub struct Probes {
    store: Store,
    shards: Mutex<Option<Arc<dyn ShardView>>>,
    /// The exporter's handle, rendering what [`record`] counted.
    metrics: PrometheusHandle,
}

impl Probes {
    pub fn new(store: Store, metrics: PrometheusHandle) -> Probes {
        Probes { store, shards: Mutex::new(None), metrics }
    }

    /// The shards have started: from now on `/readyz` counts them.
    pub fn watch_shards(&self, view: Arc<dyn ShardView>) {
        *self.shards.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(view);
    }

    /// `Ok` when the bot can serve clicks, else why not.
    pub async fn ready(&self) -> Result<(), String> {
        match tokio::time::timeout(STORE_PING_BOUND, self.store.ping()).await {
            Ok(Ok(())) => {}
            Ok(Err(error)) => return Err(format!("the database does not answer: {error}")),
            Err(_) => {
                return Err(format!("the database did not answer within {} s", STORE_PING_BOUND.as_secs()));
            }
        }
        let Some(up) = self.shards_up().await else {
            return Err("the shards have not started yet".to_owned());
        };
        if up.connected < up.expected {
            return Err(format!("{} of {} shards connected to Discord", up.connected, up.expected));
        }
        Ok(())
    }

    /// The shards' state, once they started.
    async fn shards_up(&self) -> Option<ShardsUp> {
        let view = self.shards.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone();
        Some(view?.shards_up().await)
    }

    /// The Prometheus text: the shards' gauges are set from their state now, then everything
    /// recorded is rendered.
    async fn metrics_text(&self) -> String {
        if let Some(up) = self.shards_up().await {
            metrics::gauge!("oink_shards_connected").set(f64::from(up.connected));
            metrics::gauge!("oink_shards").set(f64::from(up.expected));
            for (shard, latency) in up.latency {
                metrics::gauge!("oink_gateway_latency_seconds", "shard" => shard.to_string())
                    .set(latency.as_secs_f64());
            }
        }
        self.metrics.run_upkeep();
        self.metrics.render()
    }
}

/// Serves the probes and the metrics on `listener` for as long as the process runs.
pub async fn serve(listener: tokio::net::TcpListener, probes: Arc<Probes>) {
    let app = Router::new()
        .route("/healthz", get(|| async { "ok\n" }))
        .route("/readyz", get(readyz))
        .route(
            "/metrics",
            get(|State(probes): State<Arc<Probes>>| async move { probes.metrics_text().await }),
        )
        .with_state(probes);
    if let Err(error) = axum::serve(listener, app).await {
        tracing::error!(%error, "the health endpoint stopped");
    }
}

async fn readyz(State(probes): State<Arc<Probes>>) -> (StatusCode, String) {
    match probes.ready().await {
        Ok(()) => (StatusCode::OK, "ready\n".to_owned()),
        Err(why) => {
            tracing::info!(%why, "not ready");
            (StatusCode::SERVICE_UNAVAILABLE, format!("not ready: {why}\n"))
        }
    }
}
