//! Pure rendering: state + viewer + locale ⇒ [`Reply`]. No Discord types, no I/O.

pub mod custom_id;
pub mod help;
pub mod reply;
pub mod three_pigs;

pub use reply::Reply;

/// The side-bar colour of Oink's embeds.
pub const OINK_PINK: u32 = 0xF4_8F_B1;
