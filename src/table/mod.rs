//! The table service: one channel's game session (lobby → playing → finished), transport
//! agnostic. It turns a request (who, where, what) into an [`Answer`]: it loads the table,
//! checks the request (right player? outdated board? game still running?), applies it, saves it
//! atomically (flushed before it returns) and renders.

mod click;
pub mod clock;
mod directory;
#[cfg(test)]
mod fourth_game;
mod lobby;
pub mod model;
pub mod options;
mod panel;
mod schedule;
mod seats;
mod service;
pub mod settings;
pub mod stats;
mod stored;

pub use lobby::LOBBY_IDLE_SECS;
pub use model::{Seat, Stage, Table};
pub use schedule::{Clocked, Ticker};
pub use service::{
    AI_PAUSE, Actor, Answer, ClockChoice, ClockDefaults, Command, DEFAULT_REMOVE_AFTER, Replacement, Service,
    Where, failure_notice,
};
