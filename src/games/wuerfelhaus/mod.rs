//! Würfelhaus (RULES.md §2): paint the bricks of your house wall with three dice, from the
//! bottom up. A pure, deterministic engine of the same shape as The Three Little Pigs'.

pub mod ai;
pub mod record;
mod rules;
pub mod sheet;
pub mod sim;
pub mod table_game;

pub use rules::{Action, Event, Game, Group, Options, PLAYERS, Phase, RuleError, SetupError, Turn, Wall};
pub use sheet::{Brick, Cell, Floor, Sheet, Third};
