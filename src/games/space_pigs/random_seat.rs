//! The random seat (`oink sim`, [`super::ai`]'s random level): one legal action drawn
//! uniformly, exactly as [`super::sim::pick`] draws from [`Game::legal_actions`] (the same
//! draws from the randomness), but where a decision's list starts with hundreds of actions of
//! one family (a travel decision's trips, a hand's discards, battle cards and swap offers,
//! the King Pig's settler hand-outs), they are counted, and only the one drawn is made.

use super::action::{Action, Legal};
use super::hands::SubHands;
use super::occupancy::cells;
use super::power_moves::{NthUse, UseCount};
use super::state::{Battle, Game, Phase};
use super::travel::TravelCards;
use crate::games::rng::Seeded;

/// The first actions of a decision's list, counted without being listed.
enum Head {
    /// The trips of a travel decision with `trips` trips left.
    Trips { trips: u8, count: usize, travel: TravelCards },
    /// Every sub-hand as a discard; then, in the full rules, the swaps he may offer: to each
    /// partner (in order) every sub-hand of one card to as many as the partner holds.
    Discards { hands: SubHands, offers: Vec<(usize, usize)> },
    /// Every sub-hand of the cards that may be laid in battle.
    BattleCards { hands: SubHands },
    /// The King Pig's settler hand-outs: each token offered (a bit each) to each clan that may
    /// take one.
    Settlers { offered: u64, takers: u64 },
}

impl Head {
    fn count(&self) -> usize {
        match self {
            Head::Trips { count, .. } => *count,
            Head::Discards { hands, offers } => hands.count() + offers.iter().map(|(_, n)| n).sum::<usize>(),
            Head::BattleCards { hands } => hands.count(),
            Head::Settlers { offered, takers } => (offered.count_ones() * takers.count_ones()) as usize,
        }
    }
}

impl Game {
    /// What a random seat does: one of [`Game::legal_actions`] drawn uniformly and sampled,
    /// exactly as [`super::sim::pick`] does from the whole list. `scratch` is a list to work
    /// in, kept by a caller that asks again and again. The list's parts, in its order: the
    /// phase's actions (a counted head, then the rest in `scratch`), the clan power uses
    /// (counted: a Forbid alone offers one per clan and hex), Hylocherus's flights.
    pub fn random_action(&self, player: usize, rng: &mut Seeded, scratch: &mut Vec<Legal>) -> Option<Action> {
        if !self.waits_for(player) {
            scratch.clear();
            return None;
        }
        self.random_action_waited(player, rng, scratch)
    }

    /// [`Game::random_action`] of a seat the caller knows the game waits for (the simulation
    /// took it from [`Game::list_waiting_for`] just before), without asking again.
    pub(super) fn random_action_waited(
        &self,
        player: usize,
        rng: &mut Seeded,
        scratch: &mut Vec<Legal>,
    ) -> Option<Action> {
        scratch.clear();
        let head = self.counted_head(player);
        match head {
            Some(Head::Trips { .. }) => self.after_trips(player, scratch),
            Some(_) => {}
            None => self.phase_actions(player, scratch),
        }
        let phase = scratch.len();
        let mut powers = UseCount::default();
        self.each_power_use(player, None, &mut powers);
        let powers = powers.0;
        self.flights(player, scratch);
        let first = head.as_ref().map_or(0, Head::count);
        let total = first + scratch.len() + powers;
        if total == 0 {
            return None;
        }
        let drawn = rng.below(total);
        let Some(drawn) = drawn.checked_sub(first) else {
            return head.and_then(|head| self.head_action(player, &head, drawn, rng));
        };
        let Some(drawn) = drawn.checked_sub(phase) else { return Some(scratch[drawn].sample(rng)) };
        let Some(flight) = drawn.checked_sub(powers) else {
            let mut nth = NthUse { skip: drawn, found: None };
            self.each_power_use(player, None, &mut nth);
            return nth.found.map(Action::Power);
        };
        Some(scratch[phase + flight].sample(rng))
    }

    /// The head of the list of legal actions of `player` (whom the game waits for), where it
    /// has one that counts.
    fn counted_head(&self, player: usize) -> Option<Head> {
        match &self.phase {
            &Phase::Travel { trips, .. } => {
                let travel = TravelCards::of(self, player);
                Some(Head::Trips { trips, count: self.trip_count(player, trips, &travel), travel })
            }
            // A seat offered a swap answers it (and lists its answers).
            Phase::Draw { discards } if !self.offers.iter().any(|o| o.to == player) => {
                let hands = SubHands::of(&self.players[player].hand, |_| true);
                let offers = if self.options.full() {
                    let offers = self.swap_partners(player, discards).into_iter();
                    // The non-empty sub-hands of at most as many cards as the partner holds.
                    offers.map(|to| (to, hands.count_up_to(self.players[to].hand.len()) - 1)).collect()
                } else {
                    Vec::new()
                };
                Some(Head::Discards { hands, offers })
            }
            Phase::Combat { battle: Some(Battle { rolled: None, cards, .. }) }
                if cards.iter().any(Option::is_none) =>
            {
                let hands = SubHands::of(&self.players[player].hand, |c| self.data.battle_playable(*c));
                Some(Head::BattleCards { hands })
            }
            Phase::Settlers { .. } => {
                let (offered, takers) = self.settler_offer();
                Some(Head::Settlers { offered, takers })
            }
            _ => None,
        }
    }

    /// Action `index` of the head, made alone.
    fn head_action(&self, player: usize, head: &Head, index: usize, rng: &mut Seeded) -> Option<Action> {
        match head {
            Head::Trips { trips, travel, .. } => {
                self.nth_trip(player, *trips, travel, index).map(|trip| trip.sample(rng))
            }
            Head::Discards { hands, offers } => {
                let Some(mut offer) = index.checked_sub(hands.count()) else {
                    return hands.nth(index).map(|discard| Action::Draw { discard });
                };
                for &(to, count) in offers {
                    if offer < count {
                        // The empty sub-hand comes first, and is offered to nobody.
                        return hands.nth(offer + 1).map(|cards| Action::OfferSwap { to, cards });
                    }
                    offer -= count;
                }
                None
            }
            Head::BattleCards { hands } => hands.nth(index).map(|cards| Action::BattleCards { cards }),
            Head::Settlers { offered, takers } => {
                let clans = takers.count_ones() as usize;
                let token = cells(*offered).nth(index.checked_div(clans)?)?;
                let to = cells(*takers).nth(index.checked_rem(clans)?)?;
                Some(Action::GiveSettler { token, to })
            }
        }
    }
}
