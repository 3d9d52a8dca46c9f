//! Space-Schweine (RULES.md §3), quick-start rules (SS-00): a pure, deterministic engine.
//!
//! Same shape as the other games: [`Game::legal_actions`] lists what a seat may do (families of
//! actions that differ only in troop counts come as one [`Choice`]), [`Game::apply`] does it and
//! returns public [`Event`]s or a [`RuleError`] with a stable code and no change. Several seats
//! may be asked at once ([`Game::waiting_for`]) when choices are secret; [`Game::view`] is the
//! state as one seat may see it. All chance goes through [`crate::games::rng::Randomness`].

mod action;
pub mod ai;
mod ai_pigs;
mod build_mode;
mod building;
mod combat;
pub mod data;
mod decision;
mod deck;
mod galaxy;
mod hands;
pub mod hex;
mod hex_names;
mod occupancy;
mod politics;
mod power_moves;
pub mod powers;
mod random_seat;
pub mod record;
mod round;
mod rules;
pub mod shapes;
pub mod sim;
pub mod state;
mod table_game;
pub mod topology;
mod travel;
mod variants;
mod view;

pub use action::{Action, Choice, Drop, Event, Legal, RuleError};
pub use build_mode::{Building, Galaxy};
pub use data::{
    Acorns, AiKind, AiPigs, Card, Clan, Colour, Data, ElectionCard, EventCard, Family, FullData, HexKind,
    Sequence, Tile,
};
pub use decision::{
    Ask, Change, Control, Decision, Form, Gather, Input, Label, MenuValue, Pick, PowerPick, Then, Tone,
    TripAsk, Ui, card_value,
};
pub use galaxy::{Setup, SetupError};
pub use hex::Hex;
pub use hex_names::HexNames;
pub use powers::{Field, Power, PowerUse};
pub use state::{
    AiSide, AiStack, Arrival, Battle, Cell, Eaten, Election, Ending, Feast, Game, Group, Options, Outcome,
    Owner, Phase, Player, Rolled, RuleSet, Stage, Stand, SwapOffer, Troops,
};
pub use topology::{GalaxyShape, Via};
pub use view::{BattleView, CardsView, GroupView, HexView, SeatView, SettlersView, View, Wrap};
