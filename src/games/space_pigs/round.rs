//! The full rules' round (book L344–381, L383–717) between the quick-start steps it shares:
//! the first player's roll, the King Pig's settlers (1B) and their placement (1D), the turn
//! order (1C), an eliminated clan's return (L717), the travel markers (2A), elimination after
//! the battles (L715) and the governors (4B). The election (4C) is in `politics.rs`.

use std::sync::OnceLock;

use super::action::{Action, Event, Legal, RuleError};
use super::combat::roll;
use super::hex::Hex;
use super::occupancy::{SEATS, cells};
use super::state::{Game, Phase, Troops};
use crate::games::rng::{RandomError, Randomness};

/// `settler:v`, the label a script names a drawn settler token of value `v` by: made once per
/// process for every value (the King Pig's bag is drawn from every round).
fn settler_label(value: u8) -> &'static str {
    static LABELS: OnceLock<Vec<&'static str>> = OnceLock::new();
    let labels = LABELS.get_or_init(|| (0..=u8::MAX).map(|v| &*format!("settler:{v}").leak()).collect());
    labels.get(usize::from(value)).copied().unwrap_or_default()
}

/// L274: every seat rolls a d6; the highest is the first player, ties among the highest roll
/// again.
pub(super) fn roll_first_player(players: usize, rng: &mut impl Randomness) -> Result<usize, RandomError> {
    let mut rolling: Vec<usize> = (0..players).collect();
    loop {
        let rolls = rolling.iter().map(|_| roll(6, rng)).collect::<Result<Vec<u8>, _>>()?;
        let best = rolls.iter().copied().max().unwrap_or(0);
        rolling = rolling.iter().zip(&rolls).filter(|(_, r)| **r == best).map(|(s, _)| *s).collect();
        if let [first] = rolling.as_slice() {
            return Ok(*first);
        }
    }
}

/// Orders `seats` (given in the last turn order) by their count, most first; seats with equal
/// counts roll a d6 each, highest first, and roll again among those still level (L436).
/// Every roll is added to `rolls`.
fn rank(
    seats: &[(usize, u32)],
    rng: &mut impl Randomness,
    rolls: &mut Vec<(usize, u8)>,
) -> Result<Vec<usize>, RandomError> {
    let mut sorted = seats.to_vec();
    sorted.sort_by_key(|s| std::cmp::Reverse(s.1));
    let mut order = Vec::with_capacity(sorted.len());
    for level in sorted.chunk_by(|a, b| a.1 == b.1) {
        if let [(seat, _)] = level {
            order.push(*seat);
            continue;
        }
        let mut rolled = Vec::with_capacity(level.len());
        for &(seat, _) in level {
            let die = roll(6, rng)?;
            rolls.push((seat, die));
            rolled.push((seat, u32::from(die)));
        }
        order.extend(rank(&rolled, rng, rolls)?);
    }
    Ok(order)
}

impl Game {
    /// Cards in a full hand: 6 in the full rules (L391), the data table's quick-start hand
    /// otherwise.
    pub(super) fn hand_size(&self) -> u8 {
        if self.options.full() { self.data.full.hand_size } else { self.data.hand_size }
    }

    /// Trips a seat makes in 2B: its revealed travel marker in the full rules (L523), the
    /// quick-start's fixed number otherwise.
    pub(super) fn trips_of(&self, player: usize) -> u8 {
        if self.options.full() { self.players[player].marker.unwrap_or(0) } else { self.data.trips }
    }

    /// What ranks a clan in 1C (L434–436): a piglet counts 1, a Big Gruik 2, on the board and
    /// among the settlers that became piglets in 1B (A2; the supply bounds them).
    pub fn strength(&self, player: usize) -> u32 {
        let board = self.on_board(player);
        let settlers: u32 = self.players[player].settlers.iter().map(|&s| u32::from(s)).sum();
        u32::from(board.piglets)
            + 2 * u32::from(board.gruiks)
            + settlers.min(u32::from(self.players[player].supply.piglets))
    }

    /// 1A is over (full rules): from round 2 the King Pig draws the settlers (1B), then the turn
    /// order (1C).
    pub(super) fn after_draw(
        &mut self,
        events: &mut Vec<Event>,
        rng: &mut impl Randomness,
    ) -> Result<(), RuleError> {
        match self.king.filter(|_| self.round >= 2) {
            Some(king) => self.draw_settlers(king, events, rng),
            None => self.order_turns(events, rng),
        }
    }

    /// 1B (L403–410): the King Pig draws his tokens from the full bag; scripts name each token
    /// `settler:N`. The values stay his until he hands them out.
    fn draw_settlers(
        &mut self,
        king: usize,
        events: &mut Vec<Event>,
        rng: &mut impl Randomness,
    ) -> Result<(), RuleError> {
        let n = self.players.len();
        let mut bag = self.data.full.settler_tokens.clone();
        let mut tokens = Vec::new();
        for _ in 0..self.data.full.drawn(n).unwrap_or(n) {
            let mut values = bag.clone();
            values.sort_unstable();
            values.dedup();
            let options: Vec<(&str, u32)> = values
                .iter()
                .map(|&v| (settler_label(v), bag.iter().filter(|&&t| t == v).count() as u32))
                .collect();
            let value = values[rng.pick(&options)?];
            if let Some(i) = bag.iter().position(|t| *t == value) {
                bag.remove(i);
            }
            tokens.push(value);
        }
        tokens.sort_unstable();
        for player in &mut self.players {
            player.settlers.clear();
        }
        events.push(Event::SettlersDrawn { king, tokens: tokens.len() as u8 });
        let given = vec![None; tokens.len()];
        self.phase = Phase::Settlers { king, tokens, given };
        Ok(())
    }

    /// Whether the tokens still in the King Pig's hand can go out under L414 (at most
    /// `settlers_per_clan` tokens to a clan, at least one settler for every clan) when each
    /// clan already holds `counts[p]` tokens.
    fn settlers_fit(&self, counts: &[u8], left: usize) -> bool {
        let most = self.data.full.settlers_per_clan;
        let empty = counts.iter().filter(|&&c| c == 0).count();
        let room: usize = counts.iter().map(|&c| usize::from(most.saturating_sub(c))).sum();
        empty <= left && left <= room
    }

    /// The hand-outs the King Pig may make now: each distinct value still in his hand, to every
    /// clan that may take it without making the rest impossible.
    /// Added to `legal`.
    pub(super) fn settler_choices(&self, legal: &mut Vec<Legal>) {
        let (offered, takers) = self.settler_offer();
        for token in cells(offered) {
            legal.extend(cells(takers).map(|to| Legal::Exactly(Action::GiveSettler { token, to })));
        }
    }

    /// [`Game::settler_choices`] without the list, a bit each: the tokens offered (of each value
    /// still in hand the first token) and the clans that may take one (which does not depend
    /// on the token's value). Every token to every such clan, token by token, is the list.
    pub(super) fn settler_offer(&self) -> (u64, u64) {
        let Phase::Settlers { tokens, given, .. } = &self.phase else { return (0, 0) };
        let n = self.players.len();
        let mut counts = self.settler_counts(given);
        let left = given.iter().filter(|g| g.is_none()).count();
        let mut takers = 0u64;
        for to in 0..n {
            // The counts after this hand-out, and back.
            counts[to] += 1;
            if counts[to] <= self.data.full.settlers_per_clan
                && self.settlers_fit(&counts[..n], left.saturating_sub(1))
            {
                takers |= 1 << to;
            }
            counts[to] -= 1;
        }
        debug_assert!(tokens.len() <= 64, "more settler tokens than bits: {}", tokens.len());
        let open = |i: usize| given[i].is_none();
        let offered = (0..tokens.len().min(64))
            .filter(|&token| open(token) && !(0..token).any(|i| open(i) && tokens[i] == tokens[token]))
            .fold(0u64, |offered, token| offered | 1 << token);
        (offered, takers)
    }

    /// How many tokens each clan was given (a seat each, at most [`SEATS`]).
    fn settler_counts(&self, given: &[Option<usize>]) -> [u8; SEATS] {
        let mut counts = [0u8; SEATS];
        for &to in given.iter().flatten() {
            if let Some(count) = counts.get_mut(to) {
                *count += 1;
            }
        }
        counts
    }

    /// The King Pig gives token `token` to `to`, in secret (L414): only how many is public.
    pub(super) fn give_settler(
        &mut self,
        player: usize,
        token: usize,
        to: usize,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let n = self.players.len();
        let Phase::Settlers { king, tokens, given } = &self.phase else {
            return Err(RuleError::WrongPhase);
        };
        let king = *king;
        if player != king || to >= n || given.get(token) != Some(&None) {
            return Err(RuleError::BadSettler);
        }
        // Checked as if given, then given in place.
        let mut counts = self.settler_counts(given);
        counts[to] += 1;
        let left = given.iter().filter(|g| g.is_none()).count() - 1;
        if counts[to] > self.data.full.settlers_per_clan || !self.settlers_fit(&counts[..n], left) {
            return Err(RuleError::BadSettler);
        }
        let value = tokens[token];
        if let Phase::Settlers { given, .. } = &mut self.phase {
            given[token] = Some(to);
        }
        self.players[to].settlers.push(value);
        events.push(Event::SettlerGiven { king, to });
        Ok(())
    }

    /// The hand-out is over: every clan's settlers become piglets (L414, „Ist das Verteilen
    /// beendet, verwandeln die Spieler ihre Siedler in Ferkel"), which shows how many each got;
    /// then the turn order.
    pub(super) fn land_settlers(
        &mut self,
        events: &mut Vec<Event>,
        rng: &mut impl Randomness,
    ) -> Result<(), RuleError> {
        for player in self.turn_order() {
            let piglets: u8 = self.players[player].settlers.iter().fold(0, |sum, s| sum.saturating_add(*s));
            if piglets > 0 {
                events.push(Event::SettlersLanded { player, piglets });
            }
        }
        self.order_turns(events, rng)
    }

    /// 1C (L430–436): round 1 keeps the order of the first player's roll; from round 2 the
    /// clans are ranked by [`Game::strength`], ties by a d6. Then 1D.
    fn order_turns(&mut self, events: &mut Vec<Event>, rng: &mut impl Randomness) -> Result<(), RuleError> {
        let mut rolls = Vec::new();
        if self.round >= 2 {
            let seats: Vec<(usize, u32)> =
                self.turn_order().into_iter().map(|p| (p, self.strength(p))).collect();
            self.order = rank(&seats, rng, &mut rolls)?;
        }
        events.push(Event::TurnOrder { order: self.turn_order(), rolls });
        self.next_returner(0);
        Ok(())
    }

    /// 1D (L717, A5): the eliminated clans come back first, in turn order.
    fn next_returner(&mut self, from_place: usize) {
        let next = self.in_turn_order().skip(from_place).find(|&p| self.players[p].eliminated);
        match next {
            Some(player) => self.phase = Phase::Return { player },
            None => self.next_settler(0),
        }
    }

    /// Where an eliminated clan may come back (L717): any empty hex (no pigs, no AI pigs) on
    /// the edge of the galaxy; when there is none, the centre, held or not (the twins' two
    /// centres; any hex of a waffle or a free galaxy, which have no centre).
    pub fn return_hexes(&self) -> Vec<Hex> {
        let empty: Vec<Hex> = (0..self.galaxy.len())
            .filter(|&i| self.groups[i].is_empty() && self.ai_at(i).is_none() && self.is_edge(i))
            .map(|i| self.galaxy[i].at)
            .collect();
        if empty.is_empty() {
            let centres: Vec<Hex> = self.centres().into_iter().filter(|&c| self.cell(c).is_some()).collect();
            if centres.is_empty() && self.options.galaxy_shape != super::topology::GalaxyShape::Classic {
                self.galaxy.iter().map(|c| c.at).collect()
            } else {
                centres
            }
        } else {
            empty
        }
    }

    /// `player` comes back with the start piglets and all travel markers (L717, A3).
    pub(super) fn return_clan(
        &mut self,
        player: usize,
        at: Hex,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.return_hexes().contains(&at) {
            return Err(RuleError::BadStart);
        }
        let index = self.cell(at).ok_or(RuleError::NoSuchHex)?;
        let piglets = self.data.start_piglets.min(self.players[player].supply.piglets);
        let seat = &mut self.players[player];
        seat.supply.piglets -= piglets;
        seat.eliminated = false;
        seat.markers = self.data.full.markers.clone();
        self.land(player, index, Troops::new(piglets, 0), false);
        events.push(Event::Returned { player, at, piglets });
        self.explore(index, events);
        self.next_returner(self.place(player) + 1);
        Ok(())
    }

    /// 1D (L438–440): in turn order, each clan places its settlers on its own hexes, two of them
    /// may become one Big Gruik (L426–428); then 1E with the AI pigs, or 2A.
    fn next_settler(&mut self, from_place: usize) {
        let next = self.in_turn_order().skip(from_place).find(|&p| !self.players[p].settlers.is_empty());
        match next {
            Some(player) => {
                let left = self.players[player].settlers.iter().fold(0u8, |sum, s| sum.saturating_add(*s));
                self.phase = Phase::Reinforce { player, left, converted: false };
            }
            None if self.options.ai_pigs() => self.start_arrival(),
            None => self.start_markers(),
        }
    }

    /// A seat's new troops are placed (or lost for want of room): the next seat's, in the
    /// quick-start's phase E or the full rules' 1D.
    pub(super) fn after_reinforcing(&mut self, player: usize, events: &mut Vec<Event>) {
        if self.options.full() {
            self.players[player].settlers.clear();
            self.next_settler(self.place(player) + 1);
        } else {
            self.next_reinforcer(player + 1, events);
        }
    }

    /// 2A (L523): every clan on the board picks a travel marker in secret (last round's was
    /// cleared when this round started).
    pub(super) fn start_markers(&mut self) {
        self.phase = Phase::Markers { chosen: vec![None; self.players.len()] };
    }

    /// The clans still to pick a travel marker.
    pub(super) fn marker_waits<'a>(&'a self, chosen: &'a [Option<u8>]) -> impl Iterator<Item = usize> + 'a {
        (0..self.players.len()).filter(|&p| chosen[p].is_none() && !self.players[p].eliminated)
    }

    /// Each value of `player`'s markers once, smallest first, added to `legal`.
    pub(super) fn marker_choices(&self, player: usize, legal: &mut Vec<Legal>) {
        let markers = &self.players[player].markers;
        // A bit per value (markers are travel counts, far below 64), walked upwards.
        let values = markers.iter().fold(0u64, |values, &m| values | 1u64.checked_shl(m.into()).unwrap_or(0));
        debug_assert!(markers.iter().all(|&m| m < 64), "a marker beyond the mask: {markers:?}");
        legal.extend(cells(values).map(|trips| Legal::Exactly(Action::Marker { trips: trips as u8 })));
    }

    pub(super) fn choose_marker(&mut self, player: usize, trips: u8) -> Result<(), RuleError> {
        if !self.players[player].markers.contains(&trips) {
            return Err(RuleError::BadMarker);
        }
        if let Phase::Markers { chosen } = &mut self.phase {
            chosen[player] = Some(trips);
        }
        Ok(())
    }

    /// All markers are chosen: they are shown together, each used one leaves the clan's set
    /// until all were used (A3); then 2B.
    pub(super) fn reveal_markers(&mut self, chosen: Vec<Option<u8>>, events: &mut Vec<Event>) {
        let full = self.data.full.markers.clone();
        for (player, marker) in chosen.iter().enumerate() {
            let seat = &mut self.players[player];
            seat.marker = *marker;
            if let Some(i) = marker.and_then(|m| seat.markers.iter().position(|&v| v == m)) {
                seat.markers.remove(i);
                if seat.markers.is_empty() {
                    seat.markers = full.clone();
                }
            }
        }
        events.push(Event::MarkersRevealed { markers: chosen });
        self.start_travel(0);
    }

    /// After the battles (L715, A4): a clan with at most `eliminated_at` troops on the board is
    /// out; its last troop goes back to the supply. It comes back in the next round's 1D.
    pub(super) fn eliminate(&mut self, events: &mut Vec<Event>) {
        for player in self.turn_order() {
            if self.players[player].eliminated || self.on_board(player).total() > self.data.full.eliminated_at
            {
                continue;
            }
            let mut at = None;
            for index in 0..self.galaxy.len() {
                if let Some(group) = self.group(index, player) {
                    let troops = group.troops;
                    at = Some(self.galaxy[index].at);
                    self.lift(player, index, troops);
                    self.players[player].supply.add(troops);
                }
            }
            self.players[player].eliminated = true;
            events.push(Event::Eliminated { player, at });
        }
    }

    /// 4B (L665–667): one governor per acorn marker, at most the clan's tokens; none for a clan
    /// that is out.
    pub(super) fn appoint_governors(&mut self, events: &mut Vec<Event>) {
        let most = self.data.full.governors;
        for player in &mut self.players {
            let acorns = player
                .production
                .red
                .saturating_add(player.production.yellow)
                .saturating_add(player.production.blue);
            player.governors = if player.eliminated { 0 } else { acorns.min(most) };
        }
        self.extra_governor(events);
        events.push(Event::Governors { governors: self.players.iter().map(|p| p.governors).collect() });
    }
}
