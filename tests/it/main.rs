//! Every integration test in one binary: each module below was a `tests/<name>.rs` binary of
//! its own, and each of those linked the whole crate (seventeen links made CI slow). Run one
//! part with a filter, e.g. `cargo test --test it three_pigs_rules::`. A new test file goes
//! here as a module, not in `tests/` (where it would be a binary of its own again).
//!
//! Nothing here needs a process of its own: the only process-wide state is the log capture of
//! `support` (installed once, read by the end-to-end tests for serenity/poise warnings, which
//! only the in-process bots log), and the tests that run programs (`cli`, the records, the
//! browser) start child processes with their own environment.
//!
//! The long random runs are `#[ignore]`d: 100,000 games each in `three_pigs_props` and
//! `wuerfelhaus_props` (`cargo test --test it props -- --ignored`) and a million mutated records
//! in `space_pigs_records` (`cargo test --release --test it space_pigs_records -- --ignored`).

// A test fails by panicking: its helpers may unwrap and expect (see clippy.toml).
#![allow(clippy::unwrap_used, clippy::expect_used)]

// The fake Discord and a bot running against it; `benches/load.rs` includes them by path too.
#[path = "../support/mod.rs"]
mod support;

mod ai_seats;
mod away;
mod board_limits;
mod catalog;
mod catalog_counts;
mod catalog_ids;
mod cli;
mod cold;
mod daily;
mod days_long;
mod digest;
mod discord_e2e;
mod discord_files;
mod discord_logs;
mod discord_schema;
mod discord_unreadable;
mod fairness;
mod flat_index;
mod fleet;
mod fleet_processes;
mod group_dm;
mod imports;
mod mentions;
mod ops;
mod playground_api;
mod playground_browser;
mod playground_memory;
mod ratings;
mod read_board;
mod retention;
mod server_defaults;
mod space_pigs_ai;
mod space_pigs_discord;
mod space_pigs_explain;
mod space_pigs_full;
mod space_pigs_full_table;
mod space_pigs_live_panels;
mod space_pigs_newcomer;
mod space_pigs_players;
mod space_pigs_powers;
mod space_pigs_props;
mod space_pigs_records;
mod space_pigs_rules;
mod space_pigs_shapes;
mod space_pigs_speed;
mod space_pigs_tables;
mod space_pigs_variants;
mod store_faults;
mod store_frozen;
mod store_move;
mod table_service;
mod three_pigs_discord;
mod three_pigs_props;
mod three_pigs_records;
mod three_pigs_render;
mod three_pigs_rules;
mod three_pigs_table;
mod turn_times;
mod wuerfelhaus_props;
mod wuerfelhaus_rules;
mod wuerfelhaus_tables;
