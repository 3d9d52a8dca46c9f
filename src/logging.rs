//! Logging through `tracing`: human-readable or JSON lines, filtered by `log.level`
//! (or `RUST_LOG`, which wins when set, for a quick debugging session).

use tracing_subscriber::EnvFilter;

use crate::config::{Log, LogFormat};

pub fn init(log: &Log) {
    let filter = EnvFilter::try_from_default_env()
        .or_else(|_| EnvFilter::try_new(&log.level))
        .unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    let result = match log.format {
        LogFormat::Pretty => builder.try_init(),
        LogFormat::Json => builder.json().try_init(),
    };
    if let Err(e) = result {
        eprintln!("logging was already set up: {e}");
    }
}
