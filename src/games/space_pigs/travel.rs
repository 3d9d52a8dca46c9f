//! Phase B (RULES.md §3.3): trips, the travel events (SS-P2), pins, and the Extra-Verschiebung
//! windows between the seats' travels.

use std::ops::ControlFlow;

use super::action::{Action, Choice, Drop, Event, Legal, RuleError};
use super::data::{Card, TravelEffect};
use super::hex::Hex;
use super::occupancy::cells;
use super::state::{Feast, Game, Phase, Troops};
use super::topology::Via;

/// A trip as an action describes it.
#[derive(Clone, Copy)]
pub(super) struct Plan<'a> {
    pub from: Hex,
    pub to: Hex,
    pub troops: Troops,
    pub card: Option<Card>,
    pub drops: &'a [Drop],
}

impl Game {
    /// Checks that `troops` of `player` may leave cell `from` now.
    pub(super) fn check_leaving(&self, player: usize, from: usize, troops: Troops) -> Result<(), RuleError> {
        let group = self.group(from, player).ok_or(RuleError::NotEnoughTroops)?;
        if troops.is_empty() || !troops.fits_in(group.troops) {
            return Err(RuleError::NotEnoughTroops);
        }
        let (fresh, cap) = group.movable();
        if !troops.fits_in(fresh) {
            return Err(RuleError::AlreadyMoved);
        }
        if troops.total() > cap {
            return Err(RuleError::Pinned);
        }
        Ok(())
    }

    /// Checks a trip; returns whether it uses up one of the round's trips.
    pub(super) fn check_trip(&self, player: usize, plan: &Plan<'_>, trips: u8) -> Result<bool, RuleError> {
        let Plan { from, to, troops, card, drops } = *plan;
        let origin = self.cell(from).ok_or(RuleError::NoSuchHex)?;
        let target = self.cell(to).ok_or(RuleError::NoSuchHex)?;
        self.check_leaving(player, origin, troops)?;
        let effect = match card {
            None => None,
            Some(card) => {
                if !self.players[player].hand.contains(&card) {
                    return Err(RuleError::CardNotInHand);
                }
                Some(self.data.travel_effect(card).ok_or(RuleError::WrongCard)?)
            }
        };
        if self.barred(player, to) || drops.iter().any(|d| self.barred(player, d.at)) {
            return Err(RuleError::Feast);
        }
        // A travel-range card may cross the twin galaxies' sun (reading D7); nothing else may.
        let topology = self.topology();
        let distances = match effect {
            Some(TravelEffect::Range { .. }) => topology.range_distances(origin),
            _ => topology.distances(origin),
        };
        let distance = distances.get(target).copied().flatten().unwrap_or(u8::MAX);
        let reach = |hexes: u8| if (1..=hexes).contains(&distance) { Ok(()) } else { Err(RuleError::TooFar) };
        if !drops.is_empty() && !matches!(effect, Some(TravelEffect::Path { .. })) {
            return Err(RuleError::BadDrops);
        }
        let counted = !matches!(effect, Some(TravelEffect::Free { .. }));
        if counted && trips == 0 {
            return Err(RuleError::NoTripsLeft);
        }
        match effect {
            None => reach(1)?,
            Some(TravelEffect::Range { hexes }) => reach(hexes)?,
            Some(TravelEffect::Free { hexes }) => {
                reach(hexes)?;
                if self.group(target, player).is_none() {
                    return Err(RuleError::NotOwnHex);
                }
            }
            Some(TravelEffect::Path { steps }) => {
                let mut path = vec![from];
                path.extend(drops.iter().map(|d| d.at));
                path.push(to);
                let mut distinct = path.clone();
                distinct.sort_unstable();
                distinct.dedup();
                let dropped = drops.iter().fold(Troops::default(), |mut sum, d| {
                    sum.add(Troops::new(d.piglets, d.gruiks));
                    sum
                });
                if path.len() - 1 > usize::from(steps)
                    || distinct.len() != path.len()
                    || path.windows(2).any(|w| !self.touches(w[0], w[1]))
                    || !dropped.fits_in(troops)
                    || dropped.total() >= troops.total()
                {
                    return Err(RuleError::BadDrops);
                }
            }
            Some(TravelEffect::ExtraTrip) => return Err(RuleError::WrongCard),
        }
        Ok(counted)
    }

    pub(super) fn trip(&mut self, player: usize, plan: &Plan<'_>, events: &mut Vec<Event>) {
        let Plan { from, to, troops, card, drops } = *plan;
        let (Some(origin), Some(target)) = (self.cell(from), self.cell(to)) else { return };
        if let Some(card) = card {
            let _ = self.play_card(player, card);
        }
        self.lift(player, origin, troops);
        events.push(Event::Travelled { player, from, to, troops, card });
        let mut rest = troops;
        for drop in drops {
            let dropped = Troops::new(drop.piglets, drop.gruiks);
            if let (false, Some(index)) = (dropped.is_empty(), self.cell(drop.at)) {
                rest.piglets -= dropped.piglets;
                rest.gruiks -= dropped.gruiks;
                let attack = self.land(player, index, dropped, true);
                events.push(Event::Arrived { player, at: drop.at, troops: dropped, attack });
                self.explore(index, events);
            }
        }
        let attack = self.land(player, target, rest, true);
        events.push(Event::Arrived { player, at: to, troops: rest, attack });
        self.explore(target, events);
    }

    /// Adds to `legal` every trip `player` could make with `trips` trips left.
    pub(super) fn trip_choices(&self, player: usize, trips: u8, legal: &mut Vec<Legal>) {
        let travel = TravelCards::of(self, player);
        let bars = self.bars(player);
        let feasted = !bars.is_empty();
        self.trip_runs(player, trips, &travel, |run| {
            for (to, via) in run.ends() {
                if !feasted || open_to(&bars, self.galaxy[to].at, &via) {
                    legal.push(run.trip_to(self.galaxy[to].at, via));
                }
            }
            ControlFlow::Continue(())
        });
    }

    /// How many trips [`Game::trip_choices`] lists, counted without listing them.
    pub(super) fn trip_count(&self, player: usize, trips: u8, travel: &TravelCards) -> usize {
        let bars = self.bars(player);
        let feasted = !bars.is_empty();
        let mut count = 0;
        self.trip_runs(player, trips, travel, |run| {
            count += match feasted {
                false => run.len(),
                true => run.ends().filter(|(to, via)| open_to(&bars, self.galaxy[*to].at, via)).count(),
            };
            ControlFlow::Continue(())
        });
        count
    }

    /// Trip `index` of [`Game::trip_choices`], made alone: a random seat draws one of hundreds
    /// without listing the others.
    pub(super) fn nth_trip(
        &self,
        player: usize,
        trips: u8,
        travel: &TravelCards,
        mut index: usize,
    ) -> Option<Legal> {
        let bars = self.bars(player);
        let feasted = !bars.is_empty();
        let mut found = None;
        self.trip_runs(player, trips, travel, |run| {
            if feasted {
                for (to, via) in run.ends().filter(|(to, via)| open_to(&bars, self.galaxy[*to].at, via)) {
                    if index == 0 {
                        found = Some(run.trip_to(self.galaxy[to].at, via));
                        return ControlFlow::Break(());
                    }
                    index -= 1;
                }
                return ControlFlow::Continue(());
            }
            let len = run.len();
            if index < len {
                found = Some(run.trip(self, index));
                return ControlFlow::Break(());
            }
            index -= len;
            ControlFlow::Continue(())
        });
        found
    }

    /// The hexes the Eichelfeste of this round bar to `player` (L541): he may not land on them
    /// or pass through them.
    fn bars(&self, player: usize) -> Vec<Hex> {
        self.feasts.iter().filter(|f| f.player == player).map(|f| f.at).collect()
    }

    /// The trips `player` could make with `trips` trips left, run by run in the order
    /// [`Game::trip_choices`] lists them: from each hex with a troop free to move, first to
    /// its neighbours, then with each distinct card of his hand in order; until `visit` breaks.
    fn trip_runs(
        &self,
        player: usize,
        trips: u8,
        travel: &TravelCards,
        mut visit: impl FnMut(TripRun<'_>) -> ControlFlow<()>,
    ) {
        let topology = self.topology();
        let mine = self.cells_of(player);
        for origin in cells(mine) {
            let Some(group) = self.group(origin, player) else { continue };
            let (up_to, at_most) = group.movable();
            if up_to.is_empty() || at_most == 0 {
                continue;
            }
            let from = self.galaxy[origin].at;
            if trips > 0 {
                let to = Targets::Cells(topology.neighbours(origin));
                if visit(TripRun { from, card: None, up_to, at_most, to }).is_break() {
                    return;
                }
            }
            for (card, effect) in travel.iter() {
                let to = match effect {
                    // Only a travel-range card crosses the twins' sun (reading D7).
                    TravelEffect::Range { hexes } if trips > 0 => {
                        Targets::Within(topology.range_within(origin, hexes))
                    }
                    // A free trip goes between the traveller's own hexes.
                    TravelEffect::Free { hexes } => Targets::Within(topology.within(origin, hexes) & mine),
                    TravelEffect::Path { steps } if trips > 0 => {
                        let paths = topology.paths(origin, steps);
                        let to = Targets::Paths(&paths);
                        if visit(TripRun { from, card: Some(card), up_to, at_most, to }).is_break() {
                            return;
                        }
                        continue;
                    }
                    _ => continue,
                };
                if visit(TripRun { from, card: Some(card), up_to, at_most, to }).is_break() {
                    return;
                }
            }
        }
    }

    /// Whether an Eichelfest bars `player` from landing on `at` this round (L541, C8).
    pub(super) fn barred(&self, player: usize, at: Hex) -> bool {
        self.feasts.iter().any(|f| f.player == player && f.at == at)
    }

    /// Adds to `legal` the Eichelfeste `player` may play on his travel turn: any other clan,
    /// any hex.
    pub(super) fn feast_choices(&self, player: usize, legal: &mut Vec<Legal>) {
        if !self.options.ai_pigs() || !self.players[player].hand.contains(&Card::Eichelfest) {
            return;
        }
        for target in (0..self.players.len()).filter(|&t| t != player) {
            legal.extend(self.galaxy.iter().map(|c| Legal::Exactly(Action::Eichelfest { target, at: c.at })));
        }
    }

    /// `player` plays an Eichelfest (2B, L541).
    pub(super) fn play_feast(
        &mut self,
        player: usize,
        target: usize,
        at: Hex,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.options.ai_pigs() || target == player || target >= self.players.len() {
            return Err(RuleError::WrongCard);
        }
        self.cell(at).ok_or(RuleError::NoSuchHex)?;
        self.play_card(player, Card::Eichelfest)?;
        self.feasts.push(Feast { by: player, player: target, at, power: false });
        events.push(Event::Eichelfest { player, target, at });
        Ok(())
    }

    /// Whether `player` has any trip at all (cheaper than listing them): with a trip left,
    /// any troop free to move has a neighbouring hex to go to.
    pub(super) fn can_make_a_trip(&self, player: usize, trips: u8) -> bool {
        let movable = cells(self.cells_of(player)).any(|i| {
            self.group(i, player).is_some_and(|g| {
                let (fresh, cap) = g.movable();
                !fresh.is_empty() && cap > 0
            })
        });
        movable
            && (trips > 0 && self.galaxy.len() > 1 || {
                let mut trips_listed = Vec::new();
                self.trip_choices(player, trips, &mut trips_listed);
                !trips_listed.is_empty()
            })
    }

    /// May play an Extra-Verschiebung: holds one and has a troop that could still travel.
    pub(super) fn can_play_extra(&self, player: usize) -> bool {
        self.players[player].hand.contains(&Card::ExtraVerschiebung) && self.can_make_a_trip(player, 1)
    }

    /// After `mover`'s travels (or an Extra-Verschiebung window of `last` after them): the next
    /// seat, in turn order after `last` and before `mover` again, who may play an
    /// Extra-Verschiebung gets the chance; then the next seat travels.
    pub(super) fn after_travel(&mut self, mover: usize, last: usize) {
        let n = self.players.len();
        let mut place = (self.place(last) + 1) % n;
        while self.seat_at(place) != mover {
            let seat = self.seat_at(place);
            // The hand first: whether a seat is out walks the whole galaxy.
            let holds_one = self.players[seat].hand.contains(&Card::ExtraVerschiebung);
            if holds_one && !self.is_out(seat) && self.can_play_extra(seat) {
                self.phase = Phase::ExtraWindow { after: mover, player: seat };
                return;
            }
            place = (place + 1) % n;
        }
        self.start_travel(self.place(mover) + 1);
    }

    /// The next seat in turn order from `from_place` that travels, with its trips.
    pub(super) fn start_travel(&mut self, from_place: usize) {
        let next = self.in_turn_order().skip(from_place).find(|&p| !self.is_out(p));
        self.phase = match next {
            Some(player) => Phase::Travel { player, trips: self.trips_of(player), after: None },
            None => Phase::Combat { battle: None },
        };
    }
}

/// Whether none of `bars` is the end `to` of a trip, or a hex it passes.
fn open_to(bars: &[Hex], to: Hex, via: &Via) -> bool {
    !bars.contains(&to) && !via.iter().any(|at| bars.contains(at))
}

/// The travel cards of a hand, each kind once, with what they do: looked up once per decision,
/// not for every hex, and kept on the stack (a travel decision is the most frequent one).
pub(super) struct TravelCards {
    /// Bit `k`: the hand holds a travel card of discriminant `k`.
    kinds: u64,
    /// By discriminant, the card and its effect.
    effects: [Option<(Card, TravelEffect)>; 64],
}

impl TravelCards {
    pub(super) fn of(game: &Game, player: usize) -> TravelCards {
        // The kinds in the hand, then the table's travel cards among them (a lookup per
        // travel card of the table, not per card of the hand).
        let held = game.players[player].hand.iter().fold(0u64, |held, &card| {
            debug_assert!((card as usize) < 64, "a card kind beyond the mask");
            held | 1u64.checked_shl(card as u32).unwrap_or(0)
        });
        let mut travel = TravelCards { kinds: 0, effects: [None; 64] };
        for entry in &game.data.travel_cards {
            let bit = 1u64.checked_shl(entry.card as u32).unwrap_or(0);
            if held & bit != 0 && travel.kinds & bit == 0 {
                travel.effects[entry.card as usize] = Some((entry.card, entry.effect));
                travel.kinds |= bit;
            }
        }
        travel
    }

    /// The cards in card order (the order of their kinds).
    fn iter(&self) -> impl Iterator<Item = (Card, TravelEffect)> + '_ {
        cells(self.kinds).filter_map(|kind| self.effects.get(kind).copied().flatten())
    }
}

/// Trips from one hex with one card (or none), all offering the same troops.
struct TripRun<'a> {
    from: Hex,
    card: Option<Card>,
    up_to: Troops,
    at_most: u8,
    to: Targets<'a>,
}

/// Where a run of trips may end.
enum Targets<'a> {
    /// These cells (the neighbours).
    Cells(&'a [usize]),
    /// These cells, a bit each (those in a card's reach).
    Within(u64),
    /// The ends of these paths, passing their hexes.
    Paths(&'a [(u8, Via)]),
}

impl TripRun<'_> {
    /// The cells of a `Within` run, in order.
    fn within(&self) -> impl Iterator<Item = usize> + use<> {
        cells(match self.to {
            Targets::Within(targets) => targets,
            Targets::Cells(_) | Targets::Paths(_) => 0,
        })
    }

    fn len(&self) -> usize {
        match self.to {
            Targets::Cells(cells) => cells.len(),
            Targets::Within(targets) => targets.count_ones() as usize,
            Targets::Paths(paths) => paths.len(),
        }
    }

    /// Where each trip of the run ends (a cell) and the hexes it passes, in order.
    fn ends(&self) -> impl Iterator<Item = (usize, Via)> + '_ {
        let (cells, paths): (&[usize], &[(u8, Via)]) = match self.to {
            Targets::Cells(cells) => (cells, &[]),
            Targets::Within(_) => (&[], &[]),
            Targets::Paths(paths) => (&[], paths),
        };
        // Only one of the three is not empty (`within` is empty but for a `Within` run).
        let cells = cells.iter().copied().chain(self.within());
        cells.map(|cell| (cell, Via::NONE)).chain(paths.iter().map(|&(to, via)| (usize::from(to), via)))
    }

    /// Trip `k` of the run (`k` below its length).
    fn trip(&self, game: &Game, k: usize) -> Legal {
        let (to, via) = match self.to {
            Targets::Cells(cells) => (cells[k], Via::NONE),
            Targets::Within(_) => (self.within().nth(k).unwrap_or_default(), Via::NONE),
            Targets::Paths(paths) => (usize::from(paths[k].0), paths[k].1),
        };
        self.trip_to(game.galaxy[to].at, via)
    }

    /// The run's trip to `to` passing `via`.
    fn trip_to(&self, to: Hex, via: Via) -> Legal {
        let (from, card, up_to, at_most) = (self.from, self.card, self.up_to, self.at_most);
        Legal::Choice(Choice::Trip { from, to, card, via, up_to, at_most })
    }
}
