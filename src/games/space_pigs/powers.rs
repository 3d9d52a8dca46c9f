//! The clans' powers (L786–839, issue 32), with the table option [`Options::clan_powers`].
//!
//! Each power works at most once a round (L788) and never in round 1 (L381, reading D1); the
//! clan's [`Player::powers`] records which ones it used this round, so the board can say so and
//! the engine refuses a second use. This module holds the powers' names and what a use names
//! ([`PowerUse`]); `power_moves.rs` holds when each works and what it does, the passive ones
//! too (Porcus holds 8 cards, L794, and gets one more governor, L796; Phacocherus wins a tied
//! combat round in his battles, L813).
//!
//! [`Options::clan_powers`]: super::Options::clan_powers
//! [`Player::powers`]: super::Player::powers

use serde::{Deserialize, Serialize};

use super::data::Clan;
use super::hex::Hex;

/// One clan power, named for what it does. Serialized in snake case in the clan's usage record
/// and in [`super::Event::PowerUsed`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Power {
    /// Porcus (L794): a hand of 8 cards instead of 6; used when 1A fills the hand past 6.
    BigHand,
    /// Porcus (L795): one player may not stand for King Pig this round (not the same player
    /// two rounds running).
    BlockCandidate,
    /// Porcus (L796): one governor more in 4B, even past the cap of 10 (the book makes it
    /// „zusätzlich“).
    ExtraGovernor,
    /// Hylocherus (L802): takes a random card from another player's hand.
    Steal,
    /// Hylocherus (L803–805): a famine on a planet, a d6 for every piece there.
    Famine,
    /// Hylocherus (L807): leaves a battle before its first combat round.
    Flee,
    /// Phacocherus (L813): a tied combat round in one of his battles goes to him.
    WinsTies,
    /// Phacocherus (L814): kills another player's governors, by a d6.
    KillGovernors,
    /// Phacocherus (L815): one piece that travelled this turn moves one hex more.
    Dash,
    /// Babiroussa (L821): tries to convert another clan's piglets on a hex, a d6 each.
    Convert,
    /// Babiroussa (L822): one player may not land on one hex this round.
    Forbid,
    /// Babiroussa (L823): one piglet killed in battle this round comes back in 3B.
    TakeBack,
    /// Scrofa (L829): two neighbouring hexes change places, with the troops on them.
    SwapPlanets,
    /// Scrofa (L830): one trip more, as an Extra-Verschiebung.
    ExtraTrip,
    /// Scrofa (L831): one reorganisation move to an own hex at any distance.
    FarReorganise,
    /// Pecari Banzai (L837): rolls his combat die again, once.
    Reroll,
    /// Pecari Banzai (L838): the battle's tech total one up or down, announced before the
    /// cards are shown.
    Tune,
    /// Pecari Banzai (L839): one free trip with a Transporter's range.
    Transport,
}

impl Power {
    /// The clan the power belongs to.
    pub fn clan(self) -> Clan {
        match self {
            Power::BigHand | Power::BlockCandidate | Power::ExtraGovernor => Clan::Porcus,
            Power::Steal | Power::Famine | Power::Flee => Clan::Hylocherus,
            Power::WinsTies | Power::KillGovernors | Power::Dash => Clan::Phacocherus,
            Power::Convert | Power::Forbid | Power::TakeBack => Clan::Babiroussa,
            Power::SwapPlanets | Power::ExtraTrip | Power::FarReorganise => Clan::Scrofa,
            Power::Reroll | Power::Tune | Power::Transport => Clan::PecariBanzai,
        }
    }
}

/// A use of a power the clan chooses to make, with what it names. The engine lists every legal
/// use (`Game::power_uses`) and accepts only those, so a forged use changes nothing.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "power", rename_all = "snake_case")]
pub enum PowerUse {
    /// [`Power::BlockCandidate`]: `target` may not stand in this election.
    BlockCandidate { target: usize },
    /// [`Power::Steal`]: a random card of `from`'s hand.
    Steal { from: usize },
    /// [`Power::Famine`] on the planet `at`.
    Famine { at: Hex },
    /// [`Power::KillGovernors`] of `target`.
    KillGovernors { target: usize },
    /// [`Power::Dash`]: one piece (a Big Gruik with `gruik`) from `from` to the neighbour `to`.
    Dash {
        from: Hex,
        to: Hex,
        #[serde(default)]
        gruik: bool,
    },
    /// [`Power::Convert`]: tries `piglets` of `target`'s piglets on `at`; converts land on `to`.
    Convert { at: Hex, target: usize, piglets: u8, to: Hex },
    /// [`Power::Forbid`]: `target` may not land on `at` this round.
    Forbid { target: usize, at: Hex },
    /// [`Power::TakeBack`]: a piglet killed in battle this round comes back on `at`.
    TakeBack { at: Hex },
    /// [`Power::SwapPlanets`]: the neighbouring hexes `a` and `b` change places.
    SwapPlanets { a: Hex, b: Hex },
    /// [`Power::ExtraTrip`].
    ExtraTrip,
    /// [`Power::Reroll`]: his dice of the combat round just rolled, again.
    Reroll,
    /// [`Power::Tune`]: the tech total one up (`up`) or down.
    Tune { up: bool },
    /// [`Power::Transport`]: a trip of these troops from `from` to `to`, not counted.
    Transport {
        from: Hex,
        to: Hex,
        #[serde(default)]
        piglets: u8,
        #[serde(default)]
        gruiks: u8,
    },
}

/// One thing a [`PowerUse`] names, in the order a player chooses them at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    Seat(usize),
    Hex(Hex),
    Count(u8),
    /// A Big Gruik (`true`) or a piglet.
    Gruik(bool),
    /// Up (`true`) or down.
    Up(bool),
    /// Piglets and Big Gruiks.
    Troops {
        piglets: u8,
        gruiks: u8,
    },
}

impl PowerUse {
    /// The power this use is of.
    pub fn power(&self) -> Power {
        match self {
            PowerUse::BlockCandidate { .. } => Power::BlockCandidate,
            PowerUse::Steal { .. } => Power::Steal,
            PowerUse::Famine { .. } => Power::Famine,
            PowerUse::KillGovernors { .. } => Power::KillGovernors,
            PowerUse::Dash { .. } => Power::Dash,
            PowerUse::Convert { .. } => Power::Convert,
            PowerUse::Forbid { .. } => Power::Forbid,
            PowerUse::TakeBack { .. } => Power::TakeBack,
            PowerUse::SwapPlanets { .. } => Power::SwapPlanets,
            PowerUse::ExtraTrip => Power::ExtraTrip,
            PowerUse::Reroll => Power::Reroll,
            PowerUse::Tune { .. } => Power::Tune,
            PowerUse::Transport { .. } => Power::Transport,
        }
    }

    /// What the use names, in the order the table asks for them (a power's uses all have the
    /// same kinds of fields in the same order).
    pub fn fields(&self) -> Vec<Field> {
        match *self {
            PowerUse::BlockCandidate { target } | PowerUse::KillGovernors { target } => {
                vec![Field::Seat(target)]
            }
            PowerUse::Steal { from } => vec![Field::Seat(from)],
            PowerUse::Famine { at } | PowerUse::TakeBack { at } => vec![Field::Hex(at)],
            PowerUse::Dash { from, to, gruik } => vec![Field::Hex(from), Field::Hex(to), Field::Gruik(gruik)],
            PowerUse::Convert { at, target, piglets, to } => {
                vec![Field::Hex(at), Field::Seat(target), Field::Count(piglets), Field::Hex(to)]
            }
            PowerUse::Forbid { target, at } => vec![Field::Seat(target), Field::Hex(at)],
            PowerUse::SwapPlanets { a, b } => vec![Field::Hex(a), Field::Hex(b)],
            PowerUse::ExtraTrip | PowerUse::Reroll => Vec::new(),
            PowerUse::Tune { up } => vec![Field::Up(up)],
            PowerUse::Transport { from, to, piglets, gruiks } => {
                vec![Field::Hex(from), Field::Hex(to), Field::Troops { piglets, gruiks }]
            }
        }
    }
}

/// Cards in Porcus's hand with [`Power::BigHand`] (L794).
pub const BIG_HAND: u8 = 8;

/// Porcus's last block (L795): the same player may not be blocked two rounds running.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blocked {
    pub round: u32,
    pub target: usize,
}
