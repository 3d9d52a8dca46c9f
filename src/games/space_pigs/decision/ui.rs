//! The panel's steps taken so far: stored with the table between two clicks of one seat.

use serde::{Deserialize, Serialize};

use crate::games::space_pigs::{Card, Family, Field, Hex, Power, Troops};

/// The steps of a decision taken so far. Only one seat at a time takes decisions of more than
/// one step (travel, reorganisation, reinforcement, building), so one set per table will do;
/// every move starts it afresh.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Ui {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub family: Option<Family>,
    /// A travel card chosen for the next trip.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<Card>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<Hex>,
    /// The hexes of a path card's path so far, or the target of any other trip.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub path: Vec<Hex>,
    /// The path is complete (its last hex is the target).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub arrived: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub troops: Option<Troops>,
    /// Troops left on the hexes the path passes, in path order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub drops: Vec<Troops>,
    /// Full rules, the draw: `[seat, partner]`, the coalition partner `seat` is offering a swap.
    /// The draw is the one simultaneous phase with a two-step decision, so the pick names its
    /// seat: another seat's panel must not take it for its own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partner: Option<[usize; 2]>,
    /// Full rules, 2B: the clan an Eichelfest (chosen as `card`) is to bar, before its hex.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<usize>,
    /// Full rules with clan powers: the power `seat` is using and what it named so far. The
    /// candidacy asks every seat at once, so the pick names its seat, as `partner` does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub power: Option<PowerPick>,
    /// The page of a long list the panel shows (the renderer decides how many there are);
    /// every other step starts again on the first.
    #[serde(skip_serializing_if = "is_zero")]
    pub page: u8,
}

fn is_zero(page: &u8) -> bool {
    *page == 0
}

/// A clan power being chosen on the panel, one thing it names at a time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PowerPick {
    pub seat: usize,
    pub power: Power,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<Field>,
}
