//! The round (RULES.md §3.3, and the full rules' L344–717): whom the game waits for, what each
//! seat may do, and what doing it changes. Travel is in `travel.rs`, battles (§3.4) in
//! `combat.rs`, the full rules' own steps in `round.rs` and `politics.rs`. Every step that goes
//! seat by seat follows [`Game::turn_order`], which is the seat order in the quick-start rules.

use super::action::{Action, Choice, Event, Legal, RuleError};
use super::data::{Card, Family};
use super::hands::{is_sub_hand, sub_hands};
use super::hex::Hex;
use super::occupancy::cells;
use super::powers::Power;
use super::state::{ATTACKER, Battle, DEFENDER, Ending, Game, Group, Outcome, Owner, Phase, Stand, Troops};
use super::travel::Plan;
use crate::games::rng::Randomness;

impl Game {
    /// Whether the game waits for `player`: [`Game::waiting_for`] without listing the seats
    /// (asked before every action and every listing of them).
    pub fn waits_for(&self, player: usize) -> bool {
        let mut waits = false;
        self.each_waiting(|seat| waits |= seat == player);
        waits
    }

    /// The seats the game waits for; several at once when choices are made in secret.
    pub fn waiting_for(&self) -> Vec<usize> {
        let mut seats = Vec::new();
        self.list_waiting_for(&mut seats);
        seats
    }

    /// [`Game::waiting_for`] written into `seats` (emptied first), for a caller that asks at
    /// every step.
    pub fn list_waiting_for(&self, seats: &mut Vec<usize>) {
        seats.clear();
        self.each_waiting(|seat| seats.push(seat));
    }

    /// Hands `out` each seat the game waits for, in seat order.
    fn each_waiting(&self, mut out: impl FnMut(usize)) {
        match &self.phase {
            Phase::Build { player }
            | Phase::Deploy { player }
            | Phase::Travel { player, .. }
            | Phase::ExtraWindow { player, .. }
            | Phase::Reorganise { player }
            | Phase::Reinforce { player, .. }
            | Phase::Return { player } => out(*player),
            Phase::Draw { discards } if self.options.full() => self.draw_waits(discards).for_each(out),
            Phase::Draw { discards } => {
                (0..discards.len()).filter(|&p| discards[p].is_none() && self.may_discard(p)).for_each(out);
            }
            Phase::Combat { battle: Some(Battle { rolled: Some(rolled), sides, .. }) } => {
                out(sides[rolled.side])
            }
            Phase::Combat { battle: Some(battle) } => match &battle.cards {
                [None, _] => out(battle.sides[DEFENDER]),
                [Some(_), None] => out(battle.sides[ATTACKER]),
                _ => (0..2).filter(|&s| battle.stands[s].is_none()).for_each(|s| out(battle.sides[s])),
            },
            Phase::Settlers { king, .. } | Phase::AiMoves { king, .. } => out(*king),
            Phase::AiArrival { placer, arrival: Some(_) } => out(*placer),
            Phase::Markers { chosen } => self.marker_waits(chosen).for_each(out),
            Phase::Election => self.election_waits().for_each(out),
            Phase::AiArrival { arrival: None, .. } | Phase::Combat { battle: None } | Phase::Over => {}
        }
    }

    /// Everything `player` may do now (empty when the game does not wait for them): what the
    /// phase asks, and the clan powers he may use now.
    pub fn legal_actions(&self, player: usize) -> Vec<Legal> {
        let mut legal = Vec::new();
        self.list_legal_actions(player, &mut legal);
        legal
    }

    /// [`Game::legal_actions`] written into `legal` (emptied first): a caller that decides
    /// again and again keeps one list's memory instead of growing a new one each time.
    pub fn list_legal_actions(&self, player: usize, legal: &mut Vec<Legal>) {
        legal.clear();
        if !self.waits_for(player) {
            return;
        }
        self.phase_actions(player, legal);
        self.power_actions(player, legal);
    }

    /// What the travel phase offers after the trips: an Extra-Verschiebung, the Eichelfeste,
    /// and ending the travels.
    pub(super) fn after_trips(&self, player: usize, legal: &mut Vec<Legal>) {
        if self.can_play_extra(player) {
            legal.push(Legal::Exactly(Action::ExtraTrip));
        }
        self.feast_choices(player, legal);
        legal.push(Legal::Exactly(Action::Done));
    }

    /// What the phase asks `player` for, added to `legal`.
    pub(super) fn phase_actions(&self, player: usize, legal: &mut Vec<Legal>) {
        match &self.phase {
            Phase::Build { .. } => {
                let positions = self.build_positions();
                for family in Family::ALL.into_iter().filter(|f| !self.piles[f.index()].is_empty()) {
                    exactly(legal, positions.iter().map(|&at| Action::Lay { family, at }));
                }
            }
            Phase::Deploy { .. } => {
                exactly(legal, self.start_hexes(player).into_iter().map(|at| Action::Deploy { at }))
            }
            Phase::Draw { discards } => {
                if let Some(answers) = self.swap_answers(player) {
                    legal.extend(answers);
                    return;
                }
                let hand = sub_hands(&self.players[player].hand, |_| true);
                if self.options.full() {
                    let offers = self.swap_offers(player, discards, &hand);
                    legal.extend(hand.into_iter().map(|discard| Legal::Exactly(Action::Draw { discard })));
                    legal.extend(offers);
                } else {
                    legal.extend(hand.into_iter().map(|discard| Legal::Exactly(Action::Draw { discard })));
                }
            }
            Phase::Travel { trips, .. } => {
                self.trip_choices(player, *trips, legal);
                self.after_trips(player, legal);
            }
            Phase::ExtraWindow { .. } => exactly(legal, [Action::ExtraTrip, Action::Done]),
            Phase::Combat { battle: Some(battle) } => {
                if battle.rolled.is_some() {
                    legal.push(Legal::Exactly(Action::Done));
                } else if battle.cards.iter().any(Option::is_none) {
                    let battle_cards = |c: &Card| self.data.battle_playable(*c);
                    exactly(
                        legal,
                        sub_hands(&self.players[player].hand, battle_cards)
                            .into_iter()
                            .map(|cards| Action::BattleCards { cards }),
                    );
                } else {
                    legal.push(Legal::Exactly(Action::Fight));
                    exactly(legal, self.retreat_hexes(battle.at, player).map(|to| Action::Retreat { to }));
                }
            }
            Phase::Reorganise { .. } => {
                self.reorganise_choices(player, legal);
                legal.push(Legal::Exactly(Action::Done));
            }
            Phase::Reinforce { left, converted, .. } => {
                self.reinforce_choices(player, *left, *converted, legal);
            }
            Phase::Settlers { .. } => self.settler_choices(legal),
            Phase::Return { .. } => {
                exactly(legal, self.return_hexes().into_iter().map(|at| Action::Deploy { at }))
            }
            Phase::Markers { .. } => self.marker_choices(player, legal),
            Phase::Election => self.election_choices(player, legal),
            Phase::AiArrival { .. } | Phase::AiMoves { .. } => self.ai_choices(legal),
            Phase::Combat { battle: None } | Phase::Over => {}
        }
    }

    /// Applies `action` for `player` and plays on until the game waits for a decision again.
    /// On an error nothing changes.
    pub fn apply(
        &mut self,
        player: usize,
        action: &Action,
        rng: &mut impl Randomness,
    ) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(player, action, rng, &mut events)?;
        Ok(events)
    }

    /// [`Game::apply`] with the events added to `events`, for a caller that plays many actions
    /// and keeps one list; on an error neither the game nor `events` changes.
    pub fn apply_into(
        &mut self,
        player: usize,
        action: &Action,
        rng: &mut impl Randomness,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if player >= self.players.len() || !self.waits_for(player) {
            return Err(RuleError::NotYourTurn);
        }
        let before = events.len();
        let played = if rng.never_fails() {
            // Every step of `act` checks the action before it changes anything, and `settle`
            // fails only when the randomness does: in place, with no copy of the game (which
            // was most of the time of an action).
            self.act(player, action, events, rng).and_then(|()| self.settle(events, rng))
        } else {
            // A script may run out in the middle of a step: play it on a copy.
            let mut next = self.clone();
            let played = next.act(player, action, events, rng).and_then(|()| next.settle(events, rng));
            if played.is_ok() {
                *self = next;
            }
            played
        };
        if played.is_err() {
            events.truncate(before);
        }
        played
    }

    fn act(
        &mut self,
        player: usize,
        action: &Action,
        events: &mut Vec<Event>,
        rng: &mut impl Randomness,
    ) -> Result<(), RuleError> {
        // The phase's fields are copied out where an arm needs them, so no copy of the whole
        // phase is made for each action.
        match (&self.phase, action) {
            (_, Action::Power(used)) => self.use_power_now(player, used, events, rng),
            (Phase::Combat { battle: Some(battle) }, Action::Retreat { to }) if !battle.revealed => {
                self.flee(player, *to, events)
            }
            (Phase::Combat { battle: Some(battle) }, Action::Done) if battle.rolled.is_some() => {
                self.keep_dice(events)
            }
            (Phase::Build { .. }, Action::Lay { family, at }) => self.lay(player, *family, *at, events),
            (Phase::Deploy { .. }, Action::Deploy { at }) => self.deploy(player, *at, events),
            (Phase::Draw { .. }, Action::Draw { discard }) => {
                if !is_sub_hand(discard, &self.players[player].hand) {
                    return Err(RuleError::CardNotInHand);
                }
                if self.offers.iter().any(|o| o.to == player) {
                    return Err(RuleError::BadSwap);
                }
                if let Phase::Draw { discards } = &mut self.phase {
                    discards[player] = Some(discard.clone());
                }
                Ok(())
            }
            (
                &Phase::Travel { trips, after, .. },
                Action::Trip { from, to, piglets, gruiks, card, drops },
            ) => {
                let plan =
                    Plan { from: *from, to: *to, troops: Troops::new(*piglets, *gruiks), card: *card, drops };
                let counted = self.check_trip(player, &plan, trips)?;
                self.trip(player, &plan, events);
                self.phase = Phase::Travel { player, trips: trips - u8::from(counted), after };
                Ok(())
            }
            (&Phase::Travel { trips, after, .. }, Action::ExtraTrip) => {
                self.play_card(player, Card::ExtraVerschiebung)?;
                events.push(Event::ExtraTripPlayed { player });
                self.phase = Phase::Travel { player, trips: trips + 1, after };
                Ok(())
            }
            (&Phase::ExtraWindow { after, .. }, Action::ExtraTrip) => {
                self.play_card(player, Card::ExtraVerschiebung)?;
                events.push(Event::ExtraTripPlayed { player });
                self.phase = Phase::Travel { player, trips: 1, after: Some(after) };
                Ok(())
            }
            (&Phase::Travel { after, .. }, Action::Done) => {
                events.push(Event::TravelsDone { player });
                self.after_travel(after.unwrap_or(player), player);
                Ok(())
            }
            (&Phase::ExtraWindow { after, .. }, Action::Done) => {
                self.after_travel(after, player);
                Ok(())
            }
            (Phase::Combat { .. }, Action::BattleCards { cards }) => {
                self.lay_battle_cards(player, cards, events)
            }
            (Phase::Combat { .. }, Action::Fight) => self.take_stand(player, Stand::Fight),
            (Phase::Combat { .. }, Action::Retreat { to }) => self.take_stand(player, Stand::Retreat(*to)),
            (Phase::Reorganise { .. }, Action::Reorganise { from, to, piglets, gruiks }) => {
                self.reorganise(player, *from, *to, Troops::new(*piglets, *gruiks), events)
            }
            (Phase::Reorganise { .. }, Action::Done) => {
                self.next_reorganiser(self.place(player) + 1, events);
                Ok(())
            }
            (&Phase::Reinforce { left, converted, .. }, Action::Reinforce { at, piglets, gruik }) => self
                .reinforce(player, *at, Troops::new(*piglets, u8::from(*gruik)), (left, converted), events),
            (Phase::Draw { .. }, Action::OfferSwap { to, cards }) if self.options.full() => {
                self.offer_swap(player, *to, cards, events)
            }
            (Phase::Draw { .. }, Action::AnswerSwap { from, cards }) => {
                self.answer_swap(player, *from, cards, events)
            }
            (Phase::Settlers { .. }, Action::GiveSettler { token, to }) => {
                self.give_settler(player, *token, *to, events)
            }
            (Phase::Return { .. }, Action::Deploy { at }) => self.return_clan(player, *at, events),
            (Phase::Markers { .. }, Action::Marker { trips }) => self.choose_marker(player, *trips),
            (Phase::Election, _) => self.elect(player, action, events),
            (&Phase::AiArrival { placer, arrival: Some(arrival) }, Action::PlaceAi { at }) => {
                self.place_ai(placer, arrival, *at, events)
            }
            (&Phase::AiMoves { king, announced: None }, Action::AnnounceAi { at }) => {
                self.announce_ai(king, *at, events)
            }
            (Phase::AiMoves { announced: None, .. }, Action::Done) => {
                self.after_ai_moves(events);
                Ok(())
            }
            (&Phase::AiMoves { announced: Some(from), .. }, Action::MoveAi { to }) => {
                self.move_ai(from, *to, events)
            }
            (Phase::Travel { .. }, Action::Eichelfest { target, at }) => {
                self.play_feast(player, *target, *at, events)
            }
            _ => Err(RuleError::WrongPhase),
        }
    }

    /// Resolves everything that needs no decision: auto-passes for seats with nothing to
    /// decide, card reveals, dice, production, the next round.
    fn settle(&mut self, events: &mut Vec<Event>, rng: &mut impl Randomness) -> Result<(), RuleError> {
        loop {
            // No copy of the phase: each step reads the fields it needs.
            match &self.phase {
                Phase::Combat { .. } => {
                    if self.combat_step(events, rng)? {
                        return Ok(());
                    }
                }
                &Phase::Travel { player, trips, after } => {
                    if self.can_make_a_trip(player, trips)
                        || self.can_play_extra(player)
                        || self.has_power_use(player)
                    {
                        return Ok(());
                    }
                    events.push(Event::TravelsDone { player });
                    self.after_travel(after.unwrap_or(player), player);
                }
                Phase::Build { .. }
                | Phase::ExtraWindow { .. }
                | Phase::Over
                | Phase::Return { .. }
                | Phase::Deploy { .. }
                | Phase::AiMoves { .. }
                | Phase::AiArrival { arrival: Some(_), .. } => return Ok(()),
                Phase::Settlers { given, .. } => {
                    if given.iter().any(Option::is_none) {
                        return Ok(());
                    }
                    self.land_settlers(events, rng)?;
                }
                Phase::Markers { chosen } => {
                    if self.marker_waits(chosen).next().is_some() {
                        return Ok(());
                    }
                    let chosen = chosen.clone();
                    self.reveal_markers(chosen, events);
                }
                Phase::Election => {
                    if !self.advance_election(events) {
                        return Ok(());
                    }
                    if self.election.as_ref().is_some_and(|e| e.stage == super::state::Stage::Done) {
                        self.start_round(events);
                    }
                }
                &Phase::AiArrival { placer, arrival: None } => self.roll_arrival(placer, events, rng)?,
                Phase::Draw { discards } => {
                    // A seat that may not discard has discarded nothing; the phase is changed
                    // in place, and copied only once everyone has chosen.
                    let passes = (0..discards.len())
                        .filter(|&p| discards[p].is_none() && !self.may_discard(p))
                        .fold(0u64, |passes, p| passes | 1 << p);
                    let waiting =
                        discards.iter().filter(|d| d.is_none()).count() > passes.count_ones() as usize;
                    if let Phase::Draw { discards } = &mut self.phase {
                        cells(passes).for_each(|p| discards[p] = Some(Vec::new()));
                    }
                    if waiting {
                        return Ok(());
                    }
                    let Phase::Draw { discards } = &self.phase else { return Ok(()) };
                    let discards = discards.clone();
                    // In turn order (seat order in the quick-start rules); an eliminated clan
                    // of the full rules keeps its cards and draws, as it comes back this round.
                    for player in self.turn_order() {
                        if !self.options.full() && self.is_out(player) {
                            continue;
                        }
                        let discard = discards[player].clone().unwrap_or_default();
                        for card in &discard {
                            if let Some(i) = self.players[player].hand.iter().position(|c| c == card) {
                                self.players[player].hand.remove(i);
                                self.discard.push(*card);
                            }
                        }
                        self.draw_up(player, discard.len() as u8, events, rng);
                    }
                    self.offers.clear();
                    if self.options.full() {
                        self.after_draw(events, rng)?;
                    } else {
                        self.start_travel(0);
                    }
                }
                &Phase::Reorganise { player } => {
                    if self.may_reorganise(player) || self.has_power_use(player) {
                        return Ok(());
                    }
                    self.next_reorganiser(self.place(player) + 1, events);
                }
                &Phase::Reinforce { player, left, converted } => {
                    // What [`Game::reinforce_choices`] would list, looked at without a list:
                    // nothing, one hex with piglets only (placed at once), or a choice.
                    let (piglets, gruik) = self.reinforcements(player, left, converted);
                    let mut own = cells(self.cells_of(player));
                    let first = if piglets == 0 && !gruik { None } else { own.next() };
                    let only = first.filter(|_| !gruik && own.next().is_none());
                    match (first, only) {
                        (None, _) => {
                            if left > 0 {
                                events.push(Event::ReinforcementsLost { player, piglets: left });
                            }
                            self.after_reinforcing(player, events);
                        }
                        (Some(_), Some(index)) => {
                            let at = self.galaxy[index].at;
                            self.reinforce(player, at, Troops::new(piglets, 0), (left, converted), events)?;
                        }
                        (Some(_), None) => return Ok(()),
                    }
                }
            }
        }
    }

    /// A seat has a discard to choose when it is in the game and holds cards (in the full
    /// rules an eliminated clan too: it comes back this round).
    pub(super) fn may_discard(&self, player: usize) -> bool {
        // The hand first: whether a seat is out walks the whole galaxy.
        !self.players[player].hand.is_empty() && (self.options.full() || !self.is_out(player))
    }

    /// Draws up to the hand size; SS-09: an empty deck takes the shuffled discards.
    pub(super) fn draw_up(
        &mut self,
        player: usize,
        discarded: u8,
        events: &mut Vec<Event>,
        rng: &mut impl Randomness,
    ) {
        let mut drew = 0;
        let size = self.hand_size_of(player);
        while self.players[player].hand.len() < usize::from(size) {
            if self.deck.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                self.deck = std::mem::take(&mut self.discard);
                rng.shuffle(&mut self.deck);
                events.push(Event::DeckReshuffled { cards: self.deck.len() as u8 });
            }
            if let Some(card) = self.deck.pop() {
                self.players[player].hand.push(card);
                drew += 1;
            }
        }
        if self.round > 0 {
            events.push(Event::CardsDrawn { player, discarded, drew });
        }
        if size > self.hand_size() && self.players[player].hand.len() > usize::from(self.hand_size()) {
            self.use_power(player, Power::BigHand, events);
        }
    }

    pub(super) fn play_card(&mut self, player: usize, card: Card) -> Result<(), RuleError> {
        let hand = &mut self.players[player].hand;
        let index = hand.iter().position(|c| *c == card).ok_or(RuleError::CardNotInHand)?;
        hand.remove(index);
        self.discard.push(card);
        Ok(())
    }

    fn lay(
        &mut self,
        player: usize,
        family: Family,
        at: Hex,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.build_positions().contains(&at) {
            return Err(RuleError::BadPosition);
        }
        let tile = self.piles[family.index()].pop().ok_or(RuleError::PileEmpty)?;
        self.galaxy.push(super::state::Cell { at, tile });
        self.groups.push(Vec::new());
        self.topology.forget();
        self.laid(player, at, tile, events);
        self.phase = if self.piles.iter().all(Vec::is_empty) {
            self.turn_all_over(events);
            // L342: the first of the deploy order (V1: the last of the turn order). Before
            // readings 4 seat 0 began without V1, and records of then replay that way.
            let by_order = self.options.reverse_deploy || self.options.deploys_from_the_first_player();
            let first = by_order.then(|| self.deploy_order().first().copied()).flatten();
            Phase::Deploy { player: first.unwrap_or(0) }
        } else {
            Phase::Build { player: (player + 1) % self.players.len() }
        };
        Ok(())
    }

    fn deploy(&mut self, player: usize, at: Hex, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if !self.start_hexes(player).contains(&at) {
            return Err(RuleError::BadStart);
        }
        let index = self.cell(at).ok_or(RuleError::NoSuchHex)?;
        let piglets = self.data.start_piglets.min(self.players[player].supply.piglets);
        self.players[player].supply.piglets -= piglets;
        self.players[player].start = Some(at);
        self.land(player, index, Troops::new(piglets, 0), false);
        events.push(Event::Deployed { player, at, piglets });
        self.explore(index, events);
        // L342: in turn order, clockwise from the first player (backwards with V1, L725).
        match self.next_deployer(player) {
            Some(next) => self.phase = Phase::Deploy { player: next },
            None => self.start_round(events),
        }
        Ok(())
    }

    fn start_round(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        self.feasts.clear();
        self.renew_powers();
        // Last round's travel marker is spent: the seat's field would still read "this round 4
        // trips" through the draw and the settlers (issue 52) until 2A picks the next one.
        for player in &mut self.players {
            player.marker = None;
        }
        for group in self.groups.iter_mut().flatten() {
            group.moved = Troops::default();
            group.pinned = 0;
        }
        events.push(Event::RoundStarted { round: self.round });
        self.phase = Phase::Draw { discards: vec![None; self.players.len()] };
    }

    /// Puts troops on a hex: they join the player's group there, or arrive as a new group (an
    /// attacker, when someone else holds the hex: a clan, or AI pigs, L539). `moved` marks them
    /// as having travelled. Returns whether the arrival attacks.
    pub(super) fn land(&mut self, player: usize, index: usize, troops: Troops, moved: bool) -> bool {
        let moved_troops = if moved { troops } else { Troops::default() };
        let groups = &mut self.groups[index];
        let attack = match groups.iter().position(|g| g.player == player) {
            Some(i) => {
                groups[i].troops.add(troops);
                groups[i].moved.add(moved_troops);
                i > 0
            }
            None => {
                self.arrivals += 1;
                groups.push(Group { player, troops, moved: moved_troops, pinned: 0, arrived: self.arrivals });
                let attack = groups.len() > 1;
                self.occupancy.set(player, index, true);
                attack
            }
        };
        // A clan holding the hex has as many troops pinned as attack it; AI pigs never move
        // before 3C, so pinning them would change nothing.
        if attack && self.holder(index) == Some(Owner::Clan(self.groups[index][0].player)) {
            let holder = &mut self.groups[index][0];
            holder.pinned = holder.troops.total().min(holder.pinned.saturating_add(troops.total()));
        }
        attack || self.holder(index) != Some(Owner::Clan(player))
    }

    /// Takes troops off a hex (the group disappears when empty).
    pub(super) fn lift(&mut self, player: usize, index: usize, troops: Troops) {
        let groups = &mut self.groups[index];
        if let Some(i) = groups.iter().position(|g| g.player == player) {
            let group = &mut groups[i];
            group.troops.piglets -= troops.piglets.min(group.troops.piglets);
            group.troops.gruiks -= troops.gruiks.min(group.troops.gruiks);
            group.moved.piglets = group.moved.piglets.min(group.troops.piglets);
            group.moved.gruiks = group.moved.gruiks.min(group.troops.gruiks);
            group.pinned = group.pinned.min(group.troops.total());
            if group.troops.is_empty() {
                groups.remove(i);
                self.occupancy.set(player, index, false);
            }
        }
    }

    /// After the battles: the full rules' eliminations (L715), then moves count afresh for the
    /// reorganisation (SS-11).
    pub(super) fn start_reorganising(&mut self, events: &mut Vec<Event>) {
        if self.options.full() {
            self.eliminate(events);
        }
        for group in self.groups.iter_mut().flatten() {
            group.moved = Troops::default();
        }
        self.next_reorganiser(0, events);
    }

    /// The next seat in turn order from `from_place` that reorganises (L637).
    fn next_reorganiser(&mut self, from_place: usize, events: &mut Vec<Event>) {
        let next = self.in_turn_order().skip(from_place).find(|&p| !self.is_out(p));
        match next {
            Some(player) => self.phase = Phase::Reorganise { player },
            None => self.after_reorganising(events),
        }
    }

    /// Whether [`Game::reorganise_choices`] lists anything, without listing it: a troop free
    /// to move next to another own hex, or (Scrofa) with an own hex further away.
    fn may_reorganise(&self, player: usize) -> bool {
        let topology = self.topology();
        let mine = self.cells_of(player);
        cells(mine).any(|origin| {
            self.group(origin, player).is_some_and(|group| {
                let (up_to, at_most) = group.movable();
                !up_to.is_empty()
                    && at_most > 0
                    && (topology.neighbours(origin).iter().any(|&to| mine & 1 << to != 0)
                        || self.far_targets(player, origin) != 0)
            })
        })
    }

    /// The reorganisations `player` may make, added to `legal`.
    fn reorganise_choices(&self, player: usize, legal: &mut Vec<Legal>) {
        let topology = self.topology();
        let mine = self.cells_of(player);
        for origin in cells(mine) {
            let Some(group) = self.group(origin, player) else { continue };
            let (up_to, at_most) = group.movable();
            if up_to.is_empty() || at_most == 0 {
                continue;
            }
            // Scrofa (L831) may also go to his hexes further away, once a round.
            let near = topology.neighbours(origin).iter().copied().filter(|&to| mine & 1 << to != 0);
            for to in near.chain(cells(self.far_targets(player, origin))) {
                legal.push(Legal::Choice(Choice::Reorganise {
                    from: self.galaxy[origin].at,
                    to: self.galaxy[to].at,
                    up_to,
                    at_most,
                }));
            }
        }
    }

    fn reorganise(
        &mut self,
        player: usize,
        from: Hex,
        to: Hex,
        troops: Troops,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let origin = self.cell(from).ok_or(RuleError::NoSuchHex)?;
        let target = self.cell(to).ok_or(RuleError::NoSuchHex)?;
        let far = !self.touches(from, to);
        if far && self.far_targets(player, origin) & 1 << target == 0 {
            return Err(RuleError::TooFar);
        }
        if self.group(target, player).is_none() {
            return Err(RuleError::NotOwnHex);
        }
        self.check_leaving(player, origin, troops)?;
        if far {
            self.use_power(player, super::powers::Power::FarReorganise, events);
        }
        self.lift(player, origin, troops);
        self.land(player, target, troops, true);
        events.push(Event::Reorganised { player, from, to, troops });
        Ok(())
    }

    /// Phase D (4A of the full rules): production of every seat, then the victory check: never
    /// in round 1, the seat nearest the first player in turn order among several (SS-12,
    /// L657–663), `max_rounds` (SS-15), or (quick-start only: the full rules bring eliminated
    /// clans back) an empty galaxy. The full rules go on with the governors and the election.
    pub(super) fn produce(&mut self, events: &mut Vec<Event>) {
        for player in 0..self.players.len() {
            let acorns = self.production(player);
            self.players[player].production = acorns;
            if !self.is_out(player) {
                events.push(Event::Produced { player, acorns });
            }
        }
        let n = self.players.len();
        let brewed = self.brewers().first().copied();
        let outcome = if self.round >= 2 && brewed.is_some() {
            Some((brewed, Ending::Recipe))
        } else if !self.options.full() && (0..n).all(|p| self.on_board(p).is_empty()) {
            Some((None, Ending::Empty))
        } else if self.options.max_rounds.is_some_and(|m| self.round >= m) {
            Some((self.most_covered().first().copied(), Ending::MaxRounds))
        } else {
            None
        };
        match outcome {
            Some((winner, ending)) => {
                self.outcome = Some(Outcome { winner, ending, round: self.round });
                self.phase = Phase::Over;
                events.push(Event::GameOver { winner, ending });
            }
            None if self.options.full() => {
                self.appoint_governors(events);
                self.open_election(events);
            }
            None => self.next_reinforcer(0, events),
        }
    }

    /// The seats whose planets make their whole recipe, in turn order: the first of them wins
    /// (SS-12, L657–663).
    fn brewers(&self) -> Vec<usize> {
        self.in_turn_order().filter(|&p| self.players[p].production.covers(&self.target(p))).collect()
    }

    /// The seats that cover the most acorns of their recipe, in turn order: at the round limit
    /// the first of them wins (SS-15).
    fn most_covered(&self) -> Vec<usize> {
        let covered = |p: usize| self.players[p].production.covered(&self.target(p));
        let best = (0..self.players.len()).map(covered).max().unwrap_or(0);
        self.in_turn_order().filter(|&p| covered(p) == best).collect()
    }

    /// A game that ended on a tie: the seats level with the winner, the winner first, in the
    /// turn order that broke the tie (several recipes brewed at once, SS-12, or the most acorns
    /// at the round limit, SS-15); empty when the winner stood alone, so the end can say how
    /// it was decided.
    pub fn tied_at_the_end(&self) -> Vec<usize> {
        let tied = match self.outcome {
            Some(Outcome { winner: Some(_), ending: Ending::Recipe, .. }) => self.brewers(),
            Some(Outcome { winner: Some(_), ending: Ending::MaxRounds, .. }) => self.most_covered(),
            _ => Vec::new(),
        };
        if tied.len() > 1 { tied } else { Vec::new() }
    }

    /// Phase E for the next seat: one new piglet per planet, two per double planet (§3.3 E).
    pub(super) fn next_reinforcer(&mut self, from_seat: usize, events: &mut Vec<Event>) {
        if from_seat >= self.players.len() {
            self.start_round(events);
            return;
        }
        let left = cells(self.cells_of(from_seat))
            .filter(|&i| self.owner(i) == Some(from_seat))
            .map(|i| self.data.reinforcement(self.galaxy[i].tile))
            .fold(0u8, u8::saturating_add);
        self.phase = Phase::Reinforce { player: from_seat, left, converted: false };
    }

    /// How many piglets `player` may place at once, and whether a Big Gruik, with `left` new
    /// piglets to place and his supply.
    fn reinforcements(&self, player: usize, left: u8, converted: bool) -> (u8, bool) {
        let supply = self.players[player].supply;
        (left.min(supply.piglets), !converted && left >= 2 && supply.gruiks > 0)
    }

    /// The reinforcements `player` may place, added to `legal`.
    fn reinforce_choices(&self, player: usize, left: u8, converted: bool, legal: &mut Vec<Legal>) {
        let (piglets, gruik) = self.reinforcements(player, left, converted);
        if piglets == 0 && !gruik {
            return;
        }
        legal.extend(
            cells(self.cells_of(player)).map(|i| {
                Legal::Choice(Choice::Reinforce { at: self.galaxy[i].at, new: left, piglets, gruik })
            }),
        );
    }

    /// Places `troops` (piglets, and at most one Big Gruik made of two new piglets) with
    /// `(left, converted)` the state of the seat's reinforcements.
    fn reinforce(
        &mut self,
        player: usize,
        at: Hex,
        troops: Troops,
        (left, converted): (u8, bool),
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let (piglets, gruik) = (troops.piglets, troops.gruiks > 0);
        let index = self.cell(at).ok_or(RuleError::NoSuchHex)?;
        if self.group(index, player).is_none() {
            return Err(RuleError::NotOwnHex);
        }
        let supply = self.players[player].supply;
        let used = u16::from(piglets) + if gruik { 2 } else { 0 };
        if (piglets == 0 && !gruik)
            || used > u16::from(left)
            || piglets > supply.piglets
            || (gruik && (converted || supply.gruiks == 0))
        {
            return Err(RuleError::TooManyTroops);
        }
        let supply = &mut self.players[player].supply;
        supply.piglets -= troops.piglets;
        supply.gruiks -= troops.gruiks;
        self.land(player, index, troops, false);
        events.push(Event::Reinforced { player, at, troops });
        self.phase = Phase::Reinforce { player, left: left - used as u8, converted: converted || gruik };
        Ok(())
    }
}

/// Adds `actions` to `legal`, each as exactly itself.
fn exactly(legal: &mut Vec<Legal>, actions: impl IntoIterator<Item = Action>) {
    legal.extend(actions.into_iter().map(Legal::Exactly));
}
