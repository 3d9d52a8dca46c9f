//! The clan powers a clan chooses to use (L795–839): when each may be used, every legal use
//! ([`Game::power_uses`]) and what it does; at the end, the passive ones and the bookkeeping
//! of what each clan used this round.
//!
//! The moments (the book names few; `docs/space-pigs.md` says why each):
//! - on the clan's own travel turn (2B): Steal, Famine, Dash, Convert, Forbid, SwapPlanets,
//!   ExtraTrip, Transport;
//! - on its own reorganisation turn (3B): TakeBack, and FarReorganise (a reorganisation move,
//!   [`Game::far_targets`]);
//! - in a battle of its own, when its cards are asked for: Tune, and Flee (a retreat before the
//!   first combat round, [`Game::flee`]); Reroll when a combat round's dice did not go its way
//!   ([`super::Rolled`]);
//! - while the election asks every seat whether it stands (4C): BlockCandidate, KillGovernors.
//!
//! None of them needs a window of its own: each comes when the game already waits for the
//! clan, and the ones out of its turn come when the game waits for every seat alike (the
//! candidacy) or for both sides of the battle, so the question never tells anyone who could
//! use a power.

use super::action::{Action, Event, Legal, RuleError};
use super::combat::roll;
use super::data::{Card, HexKind, TravelEffect};
use super::hex::Hex;
use super::occupancy::cells;
use super::powers::{BIG_HAND, Blocked, Power, PowerUse};
use super::state::{ATTACKER, Cell, DEFENDER, Feast, Game, Owner, Phase, Stage, Troops};
use super::travel::Plan;
use crate::games::rng::Randomness;

/// Every non-empty part of `up_to` with at most `at_most` pieces, largest first (walked once
/// per target of a Transporter trip: no list is kept).
fn parts(up_to: Troops, at_most: u8) -> impl Iterator<Item = Troops> {
    (0..=up_to.gruiks).rev().flat_map(move |gruiks| {
        (0..=up_to.piglets)
            .rev()
            .map(move |piglets| Troops::new(piglets, gruiks))
            .filter(move |troops| !troops.is_empty() && troops.total() <= at_most)
    })
}

/// How many parts [`parts`] walks, counted: for each number of Big Gruiks, the piglets that
/// go with them (at least one piece, at most `at_most`).
fn parts_count(up_to: Troops, at_most: u8) -> usize {
    (0..=up_to.gruiks)
        .map(|gruiks| {
            let least = u8::from(gruiks == 0);
            let most = up_to.piglets.min(at_most.saturating_sub(gruiks));
            if gruiks > at_most || most < least { 0 } else { usize::from(most - least) + 1 }
        })
        .sum()
}

/// Where [`Game::each_power_use`] hands the uses it finds, one by one: any closure taking a
/// use, or [`UseCount`], which counts a Transporter's parts without walking them.
pub(super) trait PowerUses {
    fn add(&mut self, used: PowerUse);

    /// `count` uses in a row, use `i` of them being `nth(i)`: a count need not make them.
    fn add_run(&mut self, count: usize, nth: impl Fn(usize) -> PowerUse) {
        for i in 0..count {
            self.add(nth(i));
        }
    }

    /// The Transporter trips from `from` to `to` with every part of `fresh` of at most
    /// `at_most` pieces, largest first.
    fn add_parts(&mut self, from: Hex, to: Hex, fresh: Troops, at_most: u8) {
        for troops in parts(fresh, at_most) {
            self.add(PowerUse::Transport { from, to, piglets: troops.piglets, gruiks: troops.gruiks });
        }
    }

    /// [`PowerUses::add_parts`] to each of `targets` in turn (a bit per cell of `galaxy`).
    fn add_parts_to(&mut self, from: Hex, targets: u64, galaxy: &[Cell], fresh: Troops, at_most: u8) {
        for target in cells(targets) {
            self.add_parts(from, galaxy[target].at, fresh, at_most);
        }
    }
}

impl<F: FnMut(PowerUse)> PowerUses for F {
    fn add(&mut self, used: PowerUse) {
        self(used)
    }
}

/// Counts the uses (a random seat draws one of them by its place).
#[derive(Default)]
pub(super) struct UseCount(pub usize);

impl PowerUses for UseCount {
    fn add(&mut self, _: PowerUse) {
        self.0 += 1;
    }

    fn add_run(&mut self, count: usize, _: impl Fn(usize) -> PowerUse) {
        self.0 += count;
    }

    fn add_parts(&mut self, _: Hex, _: Hex, fresh: Troops, at_most: u8) {
        self.0 += parts_count(fresh, at_most);
    }

    fn add_parts_to(&mut self, _: Hex, targets: u64, _: &[Cell], fresh: Troops, at_most: u8) {
        self.0 += targets.count_ones() as usize * parts_count(fresh, at_most);
    }
}

/// Finds use `skip` (its place among the uses), skipping a Transporter's parts by their count.
pub(super) struct NthUse {
    pub skip: usize,
    pub found: Option<PowerUse>,
}

impl PowerUses for NthUse {
    fn add(&mut self, used: PowerUse) {
        match self.skip.checked_sub(1) {
            _ if self.found.is_some() => {}
            None => self.found = Some(used),
            Some(rest) => self.skip = rest,
        }
    }

    fn add_run(&mut self, count: usize, nth: impl Fn(usize) -> PowerUse) {
        if self.found.is_some() {
            return;
        }
        match self.skip.checked_sub(count) {
            Some(rest) => self.skip = rest,
            None => self.found = Some(nth(self.skip)),
        }
    }

    fn add_parts(&mut self, from: Hex, to: Hex, fresh: Troops, at_most: u8) {
        let count = parts_count(fresh, at_most);
        if self.found.is_some() {
            return;
        }
        match parts(fresh, at_most).nth(self.skip) {
            Some(troops) => {
                self.found =
                    Some(PowerUse::Transport { from, to, piglets: troops.piglets, gruiks: troops.gruiks })
            }
            None => self.skip -= count,
        }
    }
}

/// Whether one use is among the uses: a Transporter's parts are checked, not walked.
struct Finds<'a> {
    used: &'a PowerUse,
    found: bool,
}

impl PowerUses for Finds<'_> {
    fn add(&mut self, used: PowerUse) {
        self.found |= used == *self.used;
    }

    fn add_parts(&mut self, from: Hex, to: Hex, fresh: Troops, at_most: u8) {
        if let PowerUse::Transport { from: f, to: t, piglets, gruiks } = *self.used {
            let troops = Troops::new(piglets, gruiks);
            // What `parts` walks: at least one piece, within the fresh troops and the cap.
            self.found |= f == from
                && t == to
                && !troops.is_empty()
                && troops.fits_in(fresh)
                && troops.total() <= at_most;
        }
    }
}

impl Game {
    /// Every use of a power `player` may make now (the game must be waiting for him).
    pub(super) fn power_uses(&self, player: usize) -> Vec<PowerUse> {
        let mut uses = Vec::new();
        self.each_power_use(player, None, &mut |used| uses.push(used));
        uses
    }

    /// Whether `player` has any use of a power now (without listing them).
    pub(super) fn has_power_use(&self, player: usize) -> bool {
        // Counted: a count adds a Transporter's parts and a run of uses without making them.
        let mut count = UseCount::default();
        self.each_power_use(player, None, &mut count);
        count.0 > 0
    }

    /// Hands `out` every use [`Game::power_uses`] lists, in its order, or (`only`) those of one
    /// power: checking a use lists its own power's alone, and the legal actions are written
    /// straight into their list (listing every use into vectors at every decision was a sixth
    /// of a random full game's time).
    pub(super) fn each_power_use(&self, player: usize, only: Option<Power>, out: &mut impl PowerUses) {
        if !self.powers_work() || self.players.get(player).is_none_or(|p| p.eliminated) {
            return;
        }
        let may = |power: Power| only.is_none_or(|o| o == power) && self.may_use(player, power);
        match &self.phase {
            Phase::Travel { player: traveller, .. } if *traveller == player => {
                if may(Power::Steal) {
                    self.others(player)
                        .filter(|&from| !self.players[from].hand.is_empty())
                        .for_each(|from| out.add(PowerUse::Steal { from }));
                }
                if may(Power::Famine) {
                    (0..self.galaxy.len())
                        .filter(|&i| {
                            self.galaxy[i].tile.hex != HexKind::Asteroid && !self.groups[i].is_empty()
                        })
                        .for_each(|i| out.add(PowerUse::Famine { at: self.galaxy[i].at }));
                }
                if may(Power::Dash) {
                    self.dashes(player, out);
                }
                if may(Power::Convert) {
                    self.conversions(player, out);
                }
                if may(Power::Forbid) {
                    for target in self.others(player) {
                        out.add_run(self.galaxy.len(), |c| PowerUse::Forbid {
                            target,
                            at: self.galaxy[c].at,
                        });
                    }
                }
                if may(Power::SwapPlanets) {
                    let topology = self.topology();
                    let pairs = topology.touching_pairs();
                    out.add_run(pairs.len(), |k| {
                        let (a, b) = pairs[k];
                        PowerUse::SwapPlanets { a: self.galaxy[a].at, b: self.galaxy[b].at }
                    });
                }
                if may(Power::ExtraTrip) && self.can_make_a_trip(player, 1) {
                    out.add(PowerUse::ExtraTrip);
                }
                if may(Power::Transport) {
                    self.transports(player, out);
                }
            }
            Phase::Reorganise { player: reorganiser } if *reorganiser == player => {
                let supply = self.players[player].supply;
                if may(Power::TakeBack) && self.players[player].fallen > 0 && supply.piglets > 0 {
                    (0..self.galaxy.len())
                        .filter(|&i| self.group(i, player).is_some())
                        .for_each(|i| out.add(PowerUse::TakeBack { at: self.galaxy[i].at }));
                }
            }
            Phase::Combat { battle: Some(battle) } => {
                if battle.rolled.as_ref().is_some_and(|r| battle.sides[r.side] == player)
                    && may(Power::Reroll)
                {
                    out.add(PowerUse::Reroll);
                }
                if may(Power::Tune) && battle.tech == 0 && self.lays_cards_now(player) {
                    out.add(PowerUse::Tune { up: true });
                    out.add(PowerUse::Tune { up: false });
                }
            }
            Phase::Election => {
                let Some(election) = &self.election else { return };
                if election.stage != Stage::Candidacy || election.standing[player].is_some() {
                    return;
                }
                if may(Power::BlockCandidate) {
                    let last = self.blocked.filter(|b| b.round + 1 == self.round).map(|b| b.target);
                    self.others(player)
                        .filter(|&t| Some(t) != last && election.standing[t] != Some(false))
                        .for_each(|target| out.add(PowerUse::BlockCandidate { target }));
                }
                if may(Power::KillGovernors) {
                    self.others(player)
                        .filter(|&t| election.governors[t] > 0)
                        .for_each(|target| out.add(PowerUse::KillGovernors { target }));
                }
            }
            _ => {}
        }
    }

    /// The other seats still in the game.
    fn others(&self, player: usize) -> impl Iterator<Item = usize> + '_ {
        (0..self.players.len()).filter(move |&p| p != player && !self.players[p].eliminated)
    }

    /// Whether the battle being fought asks `player` for his cards now (his side's turn,
    /// before the cards are shown).
    pub(super) fn lays_cards_now(&self, player: usize) -> bool {
        let Phase::Combat { battle: Some(battle) } = &self.phase else { return false };
        if battle.revealed || !battle.sides.contains(&player) {
            return false;
        }
        let side = battle.side_of(player);
        battle.cards[side].is_none() && (side == DEFENDER || battle.cards[DEFENDER].is_some())
    }

    /// Whether `player` has something to decide before the cards of his battle are shown even
    /// without battle cards: a power to tune the tech, or to flee (L807, L838).
    pub(super) fn acts_before_the_cards(&self, player: usize, at: Hex) -> bool {
        self.may_use(player, Power::Tune)
            || self.may_use(player, Power::Flee) && !self.retreats(at, player).is_empty()
    }

    /// L815 (reading D3): one piece that travelled this turn moves one hex more.
    fn dashes(&self, player: usize, out: &mut impl PowerUses) {
        let topology = self.topology();
        for i in 0..self.galaxy.len() {
            let Some(group) = self.group(i, player) else { continue };
            if group.moved.is_empty() || group.troops.total() <= group.pinned {
                continue;
            }
            let from = self.galaxy[i].at;
            let targets = topology.neighbours(i).iter().map(|&n| self.galaxy[n].at);
            for to in targets.filter(|&to| !self.barred(player, to)) {
                for gruik in [false, true] {
                    let moved = if gruik { group.moved.gruiks } else { group.moved.piglets };
                    if moved > 0 {
                        out.add(PowerUse::Dash { from, to, gruik });
                    }
                }
            }
        }
    }

    /// L821 (reading D4): any hex where another clan has piglets; as many tries as those
    /// piglets and his own supply allow; the converts land on one of his hexes.
    fn conversions(&self, player: usize, out: &mut impl PowerUses) {
        let supply = self.players[player].supply.piglets;
        let own = self.cells_of(player);
        let hexes = own.count_ones() as usize;
        // The `k`-th own hex, in galaxy order.
        let own_hex = |k: usize| cells(own).nth(k).map_or(self.galaxy[0].at, |i| self.galaxy[i].at);
        // The hexes where another clan has troops.
        let others = (0..self.players.len()).filter(|&p| p != player).fold(0, |m, p| m | self.cells_of(p));
        for i in cells(others) {
            let cell = &self.galaxy[i];
            for group in self.groups[i].iter().filter(|g| g.player != player && g.troops.piglets > 0) {
                // For each number of piglets (from one), every own hex.
                let tries = usize::from(group.troops.piglets.min(supply));
                out.add_run(tries * hexes, |n| PowerUse::Convert {
                    at: cell.at,
                    target: group.player,
                    piglets: (n / hexes + 1) as u8,
                    to: own_hex(n % hexes),
                });
            }
        }
    }

    /// L839 (reading D6): a trip with a Transporter's range that does not count.
    fn transports(&self, player: usize, out: &mut impl PowerUses) {
        let range = match self.data.travel_effect(Card::Transporter) {
            Some(TravelEffect::Range { hexes }) => hexes,
            _ => 3,
        };
        let topology = self.topology();
        for origin in 0..self.galaxy.len() {
            let Some(group) = self.group(origin, player) else { continue };
            let (fresh, at_most) = group.movable();
            if fresh.is_empty() || at_most == 0 {
                continue;
            }
            let from = self.galaxy[origin].at;
            // A range like a travel card's: it may cross the twin galaxies' sun (reading D7).
            let targets = cells(topology.range_within(origin, range))
                .filter(|&target| !self.barred(player, self.galaxy[target].at))
                .fold(0u64, |targets, target| targets | 1 << target);
            out.add_parts_to(from, targets, &self.galaxy, fresh, at_most);
        }
    }

    /// L831: Scrofa's reorganisation may go to any own hex, once a round: the own hexes not
    /// next to cell `origin` he may reach now.
    /// As a bit per cell, as the seats' cells are kept.
    pub(super) fn far_targets(&self, player: usize, origin: usize) -> u64 {
        if !self.may_use(player, Power::FarReorganise) {
            return 0;
        }
        let near = self.neighbours(origin).chain([origin]).fold(0u64, |near, i| near | 1 << i);
        self.cells_of(player) & !near
    }

    /// `player` uses a power: only a use [`Game::power_uses`] lists is accepted.
    pub(super) fn use_power_now(
        &mut self,
        player: usize,
        used: &PowerUse,
        events: &mut Vec<Event>,
        rng: &mut impl Randomness,
    ) -> Result<(), RuleError> {
        let mut listed = Finds { used, found: false };
        self.each_power_use(player, Some(used.power()), &mut listed);
        if !listed.found {
            return Err(RuleError::Power);
        }
        self.use_power(player, used.power(), events);
        let cell = |game: &Game, at: Hex| game.cell(at).ok_or(RuleError::NoSuchHex);
        match *used {
            PowerUse::BlockCandidate { target } => {
                if let Some(election) = &mut self.election {
                    election.standing[target] = Some(false);
                }
                self.blocked = Some(Blocked { round: self.round, target });
                events.push(Event::CandidacyBlocked { player, target });
            }
            PowerUse::Steal { from } => {
                let labels: Vec<String> =
                    (0..self.players[from].hand.len()).map(|i| format!("steal:{}", i + 1)).collect();
                let options: Vec<(&str, u32)> = labels.iter().map(|l| (l.as_str(), 1)).collect();
                let index = rng.pick(&options)?;
                let card = self.players[from].hand.remove(index);
                self.players[player].hand.push(card);
                events.push(Event::Stole { player, from });
            }
            PowerUse::Famine { at } => {
                let index = cell(self, at)?;
                let mut dice = Vec::new();
                let mut dead = Vec::new();
                for group in self.groups[index].clone() {
                    let mut killed = Troops::default();
                    for gruik in [false, true] {
                        let pieces = if gruik { group.troops.gruiks } else { group.troops.piglets };
                        for _ in 0..pieces {
                            let die = roll(6, rng)?;
                            dice.push(die);
                            match (gruik, die) {
                                (false, 5..) => killed.piglets += 1,
                                (true, 6..) => killed.gruiks += 1,
                                _ => {}
                            }
                        }
                    }
                    if !killed.is_empty() {
                        self.lift(group.player, index, killed);
                        self.bury(group.player, killed);
                        dead.push((group.player, killed));
                    }
                }
                events.push(Event::Famine { player, at, dice, dead });
            }
            PowerUse::KillGovernors { target } => {
                let die = roll(6, rng)?;
                let killed = match die {
                    1 => 0,
                    2 | 3 => 1,
                    _ => 2,
                };
                let killed = killed.min(self.election.as_ref().map_or(0, |e| e.governors[target]));
                if let Some(election) = &mut self.election {
                    election.governors[target] -= killed;
                }
                let governors = &mut self.players[target].governors;
                *governors = governors.saturating_sub(killed);
                events.push(Event::GovernorsKilled { player, target, die, killed });
            }
            PowerUse::Dash { from, to, gruik } => {
                let (origin, target) = (cell(self, from)?, cell(self, to)?);
                let piece = if gruik { Troops::new(0, 1) } else { Troops::new(1, 0) };
                self.lift(player, origin, piece);
                events.push(Event::Travelled { player, from, to, troops: piece, card: None });
                let attack = self.land(player, target, piece, true);
                events.push(Event::Arrived { player, at: to, troops: piece, attack });
                self.explore(target, events);
            }
            PowerUse::Convert { at, target, piglets, to } => {
                let (origin, destination) = (cell(self, at)?, cell(self, to)?);
                let mut dice = Vec::new();
                for _ in 0..piglets {
                    dice.push(roll(6, rng)?);
                }
                let converted = dice.iter().filter(|&&d| d >= 5).count() as u8;
                if converted > 0 {
                    let troops = Troops::new(converted, 0);
                    self.lift(target, origin, troops);
                    self.players[target].supply.piglets += converted;
                    self.players[player].supply.piglets -= converted;
                    self.land(player, destination, troops, false);
                }
                events.push(Event::Converted { player, target, at, dice, converted, to });
            }
            PowerUse::Forbid { target, at } => {
                self.feasts.push(Feast { by: player, player: target, at, power: true });
                events.push(Event::LandingForbidden { player, target, at });
            }
            PowerUse::TakeBack { at } => {
                let index = cell(self, at)?;
                let seat = &mut self.players[player];
                seat.fallen -= 1;
                seat.supply.piglets -= 1;
                self.land(player, index, Troops::new(1, 0), true);
                events.push(Event::TookBack { player, at });
            }
            PowerUse::SwapPlanets { a, b } => {
                let (i, j) = (cell(self, a)?, cell(self, b)?);
                let tile = self.galaxy[i].tile;
                self.galaxy[i].tile = self.galaxy[j].tile;
                self.galaxy[j].tile = tile;
                self.groups.swap(i, j);
                self.occupancy.forget();
                if self.ai.len() == self.galaxy.len() {
                    self.ai.swap(i, j);
                }
                // V8/V9: a face-down hex stays face down where it goes.
                let down = (self.is_face_down(i), self.is_face_down(j));
                if down.0 != down.1 {
                    self.face_down.resize(self.galaxy.len(), false);
                    self.face_down[i] = down.1;
                    self.face_down[j] = down.0;
                }
                for eaten in &mut self.eaten {
                    eaten.at = if eaten.at == a {
                        b
                    } else if eaten.at == b {
                        a
                    } else {
                        eaten.at
                    };
                }
                events.push(Event::PlanetsSwapped { player, a, b });
            }
            PowerUse::ExtraTrip => {
                if let Phase::Travel { trips, .. } = &mut self.phase {
                    *trips += 1;
                }
            }
            PowerUse::Reroll => self.reroll(events, rng)?,
            PowerUse::Tune { up } => {
                if let Phase::Combat { battle: Some(battle) } = &mut self.phase {
                    battle.tech = if up { 1 } else { -1 };
                }
                events.push(Event::TechTuned { player, up });
            }
            PowerUse::Transport { from, to, piglets, gruiks } => {
                let plan = Plan { from, to, troops: Troops::new(piglets, gruiks), card: None, drops: &[] };
                self.trip(player, &plan, events);
            }
        }
        Ok(())
    }

    /// L807 (reading D2): Hylocherus leaves a battle before its first combat round, when his
    /// cards are asked for, for a neighbouring hex of his own. Cards the other side laid go
    /// back to its hand: no combat was fought.
    pub(super) fn flee(&mut self, player: usize, to: Hex, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let Phase::Combat { battle: Some(mut battle) } = self.phase.clone() else {
            return Err(RuleError::WrongPhase);
        };
        if !self.may_use(player, Power::Flee) || !self.lays_cards_now(player) {
            return Err(RuleError::Power);
        }
        if !self.retreats(battle.at, player).contains(&to) {
            return Err(RuleError::TooFar);
        }
        let (Some(index), Some(target)) = (self.cell(battle.at), self.cell(to)) else {
            return Err(RuleError::NoSuchHex);
        };
        self.use_power(player, Power::Flee, events);
        for side in [DEFENDER, ATTACKER] {
            if let (Owner::Clan(owner), Some(cards)) = (battle.owners()[side], battle.cards[side].take()) {
                self.players[owner].hand.extend(cards);
            }
        }
        let troops = self.group(index, player).map(|g| g.troops).unwrap_or_default();
        self.lift(player, index, troops);
        self.join(player, target, troops);
        events.push(Event::Retreated { player, from: battle.at, to, troops });
        self.end_battle(battle, events);
        Ok(())
    }

    /// The uses as actions, added to `legal` (for [`Game::legal_actions`]).
    pub(super) fn power_actions(&self, player: usize, legal: &mut Vec<Legal>) {
        self.each_power_use(player, None, &mut |used| legal.push(Legal::Exactly(Action::Power(used))));
        self.flights(player, legal);
    }

    /// The retreats Hylocherus's power allows before the cards (L807), added to `legal`:
    /// they follow the power uses in [`Game::legal_actions`].
    pub(super) fn flights(&self, player: usize, legal: &mut Vec<Legal>) {
        if let Phase::Combat { battle: Some(battle) } = &self.phase {
            if self.may_use(player, Power::Flee) && self.lays_cards_now(player) {
                legal.extend(
                    self.retreats(battle.at, player)
                        .into_iter()
                        .map(|to| Legal::Exactly(Action::Retreat { to })),
                );
            }
        }
    }
}

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

    /// A new round: every clan has all its powers again, and no piglet has fallen yet.
    pub(super) fn renew_powers(&mut self) {
        for player in &mut self.players {
            player.powers.clear();
            player.fallen = 0;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_transporter_parts_counted_are_the_parts_walked() {
        for piglets in 0..8 {
            for gruiks in 0..5 {
                for at_most in 0..14 {
                    let up_to = Troops::new(piglets, gruiks);
                    assert_eq!(
                        parts_count(up_to, at_most),
                        parts(up_to, at_most).count(),
                        "{up_to:?} {at_most}"
                    );
                }
            }
        }
    }
}
