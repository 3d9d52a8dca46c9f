//! The table service: one channel's game session (lobby → playing → finished), transport
//! agnostic. It turns a request (who, where, what) into an [`Answer`]: it loads the table,
//! checks the request (right player? outdated board? game still running?), applies it, saves it
//! atomically (flushed before it returns) and renders.

pub mod away;
mod click;
pub mod clock;
mod computer;
pub mod cooling;
mod directory;
mod explain;
#[cfg(test)]
mod fourth_game;
mod heads_up;
mod live_panels;
pub mod loads;
mod lobby;
pub mod model;
mod moved;
mod movers;
pub mod old_games;
pub mod options;
mod panel;
mod rated;
mod recheck;
mod request;
pub mod retention;
mod schedule;
mod seats;
pub mod server;
mod service;
pub mod settings;
pub mod stats;
mod stored;
mod unsure;
pub mod wuerfelhaus_daily;

pub use clock::{ClockDefaults, DEFAULT_REMOVE_AFTER, now};
pub use computer::Channels;
pub use live_panels::{PanelEdit, PanelHandle};
pub use lobby::LOBBY_IDLE_SECS;
pub use model::{Seat, Stage, Table};
pub use request::{Actor, Answer, ClockChoice, Command, DailyAsk, Replacement, Where};
pub use schedule::Clocked;
pub use service::{Service, failure_notice, prepare};
