//! The clans' powers (L786–839, issue 32), with the table option [`Options::clan_powers`].
//!
//! Each power works at most once a round (L788) and never in round 1 (L381, reading D1); the
//! clan's [`Player::powers`] records which ones it used this round, so the board can say so and
//! the engine refuses a second use. This module holds the passive powers, which act by
//! themselves when their moment comes: Porcus holds 8 cards (L794) and gets one more governor
//! (L796), Phacocherus wins a tied combat round in his battles (L813).
//!
//! [`Options::clan_powers`]: super::Options::clan_powers
//! [`Player::powers`]: super::Player::powers

use serde::{Deserialize, Serialize};

use super::action::Event;
use super::data::Clan;
use super::state::Game;

/// One clan power, named for what it does. Serialized in snake case in the clan's usage record
/// and in [`Event::PowerUsed`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Power {
    /// Porcus (L794): a hand of 8 cards instead of 6; used when 1A fills the hand past 6.
    BigHand,
    /// Porcus (L796): one governor more in 4B, even past the cap of 10 (the book makes it
    /// „zusätzlich“).
    ExtraGovernor,
    /// Phacocherus (L813): a tied combat round in one of his battles goes to him.
    WinsTies,
}

impl Power {
    /// The clan the power belongs to.
    pub fn clan(self) -> Clan {
        match self {
            Power::BigHand | Power::ExtraGovernor => Clan::Porcus,
            Power::WinsTies => Clan::Phacocherus,
        }
    }
}

/// Cards in Porcus's hand with [`Power::BigHand`] (L794).
pub const BIG_HAND: u8 = 8;

impl Game {
    /// Whether the clans' powers work now: a full game with the option on, from round 2 (L381).
    pub fn powers_work(&self) -> bool {
        self.options.full() && self.options.clan_powers && self.round >= 2
    }

    /// Whether `player` may use `power` now: powers work, it is his clan's, he is in the game
    /// and has not used it this round (L788).
    pub(super) fn may_use(&self, player: usize, power: Power) -> bool {
        self.powers_work()
            && self
                .players
                .get(player)
                .is_some_and(|p| p.clan == power.clan() && !p.eliminated && !p.powers.contains(&power))
    }

    /// Records that `player` used `power` this round and tells everyone.
    pub(super) fn use_power(&mut self, player: usize, power: Power, events: &mut Vec<Event>) {
        if let Some(p) = self.players.get_mut(player) {
            p.powers.push(power);
        }
        events.push(Event::PowerUsed { player, power });
    }

    /// A new round: every clan has all its powers again.
    pub(super) fn renew_powers(&mut self) {
        for player in &mut self.players {
            player.powers.clear();
        }
    }

    /// The hand `player` draws up to in 1A: [`BIG_HAND`] for Porcus while his power works.
    pub(super) fn hand_size_of(&self, player: usize) -> u8 {
        if self.may_use(player, Power::BigHand) { BIG_HAND } else { self.hand_size() }
    }

    /// 4B: Porcus's extra governor (L796), on top of those [`Game::appoint_governors`] gave.
    pub(super) fn extra_governor(&mut self, events: &mut Vec<Event>) {
        let porcus = (0..self.players.len()).find(|&p| self.may_use(p, Power::ExtraGovernor));
        if let Some(player) = porcus {
            self.players[player].governors = self.players[player].governors.saturating_add(1);
            self.use_power(player, Power::ExtraGovernor, events);
        }
    }

    /// L813: the seat among `sides` (a battle's two clans, defender first) that wins a tied
    /// combat round by its power, if any; the caller records the use.
    pub(super) fn tie_winner(&self, sides: [Option<usize>; 2]) -> Option<usize> {
        (0..2).find(|&side| sides[side].is_some_and(|p| self.may_use(p, Power::WinsTies)))
    }
}
