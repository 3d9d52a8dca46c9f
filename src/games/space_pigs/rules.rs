//! The quick-start rules (RULES.md §3.3): what each seat may do, and what doing it changes.
//! Battles (§3.4) are in `combat.rs`.

use serde::{Deserialize, Serialize};

use super::data::{Acorns, Card, Family, TravelEffect};
use super::hex::Hex;
use super::state::{ATTACKER, DEFENDER, Ending, Game, Group, Outcome, Phase, Stand, Troops};
use crate::games::rng::{RandomError, Randomness, Seeded};

/// Troops left on a hex passed by a path trip (Rückwirkungs-Stoß).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Drop {
    pub at: Hex,
    #[serde(default)]
    pub piglets: u8,
    #[serde(default)]
    pub gruiks: u8,
}

/// A trip as an action describes it.
#[derive(Clone, Copy)]
struct Plan<'a> {
    from: Hex,
    to: Hex,
    troops: Troops,
    card: Option<Card>,
    drops: &'a [Drop],
}

/// Something a seat does.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    /// Lay the top hex of a family pile at a position (SS-04, `auto_board` off).
    Lay { family: Family, at: Hex },
    /// Put the start piglets on a hex.
    Deploy { at: Hex },
    /// Phase A: discard these cards (maybe none), then draw up to the hand size.
    Draw {
        #[serde(default)]
        discard: Vec<Card>,
    },
    /// Phase B: move troops from one hex to another; `card` makes it longer (SS-P2); `drops`
    /// are the hexes a path card passes, with what stays there.
    Trip {
        from: Hex,
        to: Hex,
        #[serde(default)]
        piglets: u8,
        #[serde(default)]
        gruiks: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<Card>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        drops: Vec<Drop>,
    },
    /// Play an Extra-Verschiebung: one more trip.
    ExtraTrip,
    /// End one's travels or reorganisation, or let an Extra-Verschiebung window pass.
    Done,
    /// Lay battle cards face down (maybe none).
    BattleCards {
        #[serde(default)]
        cards: Vec<Card>,
    },
    /// From the second combat round on: keep fighting…
    Fight,
    /// …or leave with every troop for an adjacent hex with own troops (SS-16).
    Retreat { to: Hex },
    /// Phase C: move troops to an adjacent hex with own troops (SS-11).
    Reorganise {
        from: Hex,
        to: Hex,
        #[serde(default)]
        piglets: u8,
        #[serde(default)]
        gruiks: u8,
    },
    /// Phase E: place new piglets, or (`gruik`) a Big Gruik made of two of them, on an own hex.
    Reinforce {
        at: Hex,
        #[serde(default)]
        piglets: u8,
        #[serde(default)]
        gruik: bool,
    },
}

/// A family of legal actions that differ only in how many troops they move: listing every
/// count would run into the thousands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Choice {
    /// Any trip from `from` to `to` moving a non-empty part of `up_to`, at most `at_most`
    /// troops; with a path card, any split over `via` (the hexes passed), at least one troop
    /// reaching `to`.
    Trip {
        from: Hex,
        to: Hex,
        #[serde(skip_serializing_if = "Option::is_none")]
        card: Option<Card>,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        via: Vec<Hex>,
        up_to: Troops,
        at_most: u8,
    },
    /// Any reorganisation from `from` to `to` of a non-empty part of `up_to`, at most `at_most`.
    Reorganise { from: Hex, to: Hex, up_to: Troops, at_most: u8 },
    /// New troops on `at`: `new` piglets are still to place, at most `piglets` of them as
    /// piglets (the supply may be shorter); with `gruik`, two of them may become a Big Gruik.
    Reinforce { at: Hex, new: u8, piglets: u8, gruik: bool },
}

/// One legal action, or a family of them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Legal {
    Exactly(Action),
    Choice(Choice),
}

impl Legal {
    /// One action of this family, chosen at random (simulations, property tests).
    pub fn sample(&self, rng: &mut Seeded) -> Action {
        match self {
            Legal::Exactly(action) => action.clone(),
            Legal::Choice(Choice::Trip { from, to, card, via, up_to, at_most }) => {
                let troops = sample_troops(*up_to, *at_most, rng);
                let mut left = troops;
                let drops = via
                    .iter()
                    .map(|&at| {
                        let piglets = rng.below(usize::from(left.piglets) + 1) as u8;
                        let gruiks = rng.below(usize::from(left.gruiks) + 1) as u8;
                        if piglets + gruiks >= left.total() {
                            return Drop { at, piglets: 0, gruiks: 0 };
                        }
                        left.piglets -= piglets;
                        left.gruiks -= gruiks;
                        Drop { at, piglets, gruiks }
                    })
                    .collect();
                Action::Trip {
                    from: *from,
                    to: *to,
                    piglets: troops.piglets,
                    gruiks: troops.gruiks,
                    card: *card,
                    drops,
                }
            }
            Legal::Choice(Choice::Reorganise { from, to, up_to, at_most }) => {
                let troops = sample_troops(*up_to, *at_most, rng);
                Action::Reorganise { from: *from, to: *to, piglets: troops.piglets, gruiks: troops.gruiks }
            }
            Legal::Choice(Choice::Reinforce { at, new, piglets, gruik }) => {
                let gruik = *gruik && (*piglets == 0 || rng.below(2) == 0);
                let (least, most) = if gruik { (0, (*piglets).min(new - 2)) } else { (1, *piglets) };
                let piglets = least + rng.below(usize::from(most - least) + 1) as u8;
                Action::Reinforce { at: *at, piglets, gruik }
            }
        }
    }
}

/// A non-empty part of `up_to` with at most `at_most` troops (`at_most >= 1`, `up_to` non-empty).
fn sample_troops(up_to: Troops, at_most: u8, rng: &mut Seeded) -> Troops {
    let (max_piglets, max_gruiks) = (up_to.piglets.min(at_most), up_to.gruiks.min(at_most));
    let least_gruiks = u8::from(max_piglets == 0);
    let gruiks = least_gruiks + rng.below(usize::from(max_gruiks - least_gruiks) + 1) as u8;
    let room = max_piglets.min(at_most - gruiks);
    let least_piglets = u8::from(gruiks == 0);
    let piglets = least_piglets + rng.below(usize::from(room - least_piglets) + 1) as u8;
    Troops::new(piglets, gruiks)
}

/// Something that happened; every event is public.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    HexLaid {
        player: usize,
        at: Hex,
        tile: super::data::Tile,
    },
    Deployed {
        player: usize,
        at: Hex,
        piglets: u8,
    },
    RoundStarted {
        round: u32,
    },
    CardsDrawn {
        player: usize,
        discarded: u8,
        drew: u8,
    },
    DeckReshuffled {
        cards: u8,
    },
    ExtraTripPlayed {
        player: usize,
    },
    Travelled {
        player: usize,
        from: Hex,
        to: Hex,
        troops: Troops,
        card: Option<Card>,
    },
    Arrived {
        player: usize,
        at: Hex,
        troops: Troops,
        attack: bool,
    },
    TravelsDone {
        player: usize,
    },
    BattleStarted {
        at: Hex,
        defender: usize,
        attacker: usize,
    },
    CardsLaid {
        player: usize,
        count: u8,
    },
    CardsRevealed {
        at: Hex,
        defender: Vec<Card>,
        attacker: Vec<Card>,
        tech: u8,
    },
    Annihilated {
        at: Hex,
        players: Vec<usize>,
    },
    CombatRound {
        at: Hex,
        round: u32,
        dice: [u8; 2],
        sides: [u8; 2],
        power: [u8; 2],
        loser: Option<usize>,
        lost_gruik: bool,
    },
    Retreated {
        player: usize,
        from: Hex,
        to: Hex,
        troops: Troops,
    },
    BattleEnded {
        at: Hex,
        holder: Option<usize>,
    },
    Reorganised {
        player: usize,
        from: Hex,
        to: Hex,
        troops: Troops,
    },
    Produced {
        player: usize,
        acorns: Acorns,
    },
    Reinforced {
        player: usize,
        at: Hex,
        troops: Troops,
    },
    ReinforcementsLost {
        player: usize,
        piglets: u8,
    },
    GameOver {
        winner: Option<usize>,
        ending: Ending,
    },
}

/// Why an action is refused; nothing changes. Codes are stable (`docs/records.md`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("the game is not waiting for this player")]
    NotYourTurn,
    #[error("that is not possible at this point of the round")]
    WrongPhase,
    #[error("there is no hex there")]
    NoSuchHex,
    #[error("a hex cannot be laid there now")]
    BadPosition,
    #[error("that pile is empty")]
    PileEmpty,
    #[error("the start piglets cannot go there")]
    BadStart,
    #[error("that card is not in the hand")]
    CardNotInHand,
    #[error("that card cannot be played here")]
    WrongCard,
    #[error("the player has no such troops there")]
    NotEnoughTroops,
    #[error("troops travel (and reorganise) at most once a round")]
    AlreadyMoved,
    #[error("pinned troops must stay and fight")]
    Pinned,
    #[error("that hex is out of reach")]
    TooFar,
    #[error("no trips left this round")]
    NoTripsLeft,
    #[error("the destination must hold own troops")]
    NotOwnHex,
    #[error("the drops must follow a path of adjacent hexes, and troops must reach the end")]
    BadDrops,
    #[error("defender first: the attacker lays cards once the defender has")]
    DefenderFirst,
    #[error("that stand was already taken for this round")]
    AlreadyDecided,
    #[error("not that many new troops (or the supply is short)")]
    TooManyTroops,
    #[error(transparent)]
    Random(#[from] RandomError),
}

impl RuleError {
    pub fn code(&self) -> &'static str {
        match self {
            RuleError::GameOver => "game_over",
            RuleError::NotYourTurn => "not_your_turn",
            RuleError::WrongPhase => "wrong_phase",
            RuleError::NoSuchHex => "no_such_hex",
            RuleError::BadPosition => "bad_position",
            RuleError::PileEmpty => "pile_empty",
            RuleError::BadStart => "bad_start",
            RuleError::CardNotInHand => "card_not_in_hand",
            RuleError::WrongCard => "wrong_card",
            RuleError::NotEnoughTroops => "not_enough_troops",
            RuleError::AlreadyMoved => "already_moved",
            RuleError::Pinned => "pinned",
            RuleError::TooFar => "too_far",
            RuleError::NoTripsLeft => "no_trips_left",
            RuleError::NotOwnHex => "not_own_hex",
            RuleError::BadDrops => "bad_drops",
            RuleError::DefenderFirst => "defender_first",
            RuleError::AlreadyDecided => "already_decided",
            RuleError::TooManyTroops => "too_many_troops",
            RuleError::Random(error) => error.code(),
        }
    }
}

impl Game {
    /// The seats the game waits for; several at once when choices are made in secret.
    pub fn waiting_for(&self) -> Vec<usize> {
        match &self.phase {
            Phase::Build { player }
            | Phase::Deploy { player }
            | Phase::Travel { player, .. }
            | Phase::ExtraWindow { player, .. }
            | Phase::Reorganise { player }
            | Phase::Reinforce { player, .. } => vec![*player],
            Phase::Draw { discards } => {
                (0..discards.len()).filter(|&p| discards[p].is_none() && self.may_discard(p)).collect()
            }
            Phase::Combat { battle: Some(battle) } => match &battle.cards {
                [None, _] => vec![battle.sides[DEFENDER]],
                [Some(_), None] => vec![battle.sides[ATTACKER]],
                _ => (0..2).filter(|&s| battle.stands[s].is_none()).map(|s| battle.sides[s]).collect(),
            },
            Phase::Combat { battle: None } | Phase::Over => Vec::new(),
        }
    }

    /// Everything `player` may do now (empty when the game does not wait for them).
    pub fn legal_actions(&self, player: usize) -> Vec<Legal> {
        if !self.waiting_for().contains(&player) {
            return Vec::new();
        }
        let exactly = |actions: Vec<Action>| actions.into_iter().map(Legal::Exactly).collect();
        match &self.phase {
            Phase::Build { .. } => {
                let positions = self.build_positions();
                let mut legal = Vec::new();
                for family in Family::ALL.into_iter().filter(|f| !self.piles[f.index()].is_empty()) {
                    legal.extend(positions.iter().map(|&at| Legal::Exactly(Action::Lay { family, at })));
                }
                legal
            }
            Phase::Deploy { .. } => {
                exactly(self.start_hexes(player).into_iter().map(|at| Action::Deploy { at }).collect())
            }
            Phase::Draw { .. } => exactly(
                sub_hands(&self.players[player].hand, |_| true)
                    .into_iter()
                    .map(|discard| Action::Draw { discard })
                    .collect(),
            ),
            Phase::Travel { trips, .. } => {
                let mut legal = self.trip_choices(player, *trips);
                if self.can_play_extra(player) {
                    legal.push(Legal::Exactly(Action::ExtraTrip));
                }
                legal.push(Legal::Exactly(Action::Done));
                legal
            }
            Phase::ExtraWindow { .. } => exactly(vec![Action::ExtraTrip, Action::Done]),
            Phase::Combat { battle: Some(battle) } => {
                if battle.cards.iter().any(Option::is_none) {
                    let battle_cards = |c: &Card| self.data.battle_card(*c).is_some();
                    exactly(
                        sub_hands(&self.players[player].hand, battle_cards)
                            .into_iter()
                            .map(|cards| Action::BattleCards { cards })
                            .collect(),
                    )
                } else {
                    let mut actions = vec![Action::Fight];
                    actions.extend(
                        self.retreats(battle.at, player).into_iter().map(|to| Action::Retreat { to }),
                    );
                    exactly(actions)
                }
            }
            Phase::Reorganise { .. } => {
                let mut legal = self.reorganise_choices(player);
                legal.push(Legal::Exactly(Action::Done));
                legal
            }
            Phase::Reinforce { left, converted, .. } => self.reinforce_choices(player, *left, *converted),
            Phase::Combat { battle: None } | Phase::Over => Vec::new(),
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
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if player >= self.players.len() || !self.waiting_for().contains(&player) {
            return Err(RuleError::NotYourTurn);
        }
        let mut next = self.clone();
        let mut events = Vec::new();
        next.act(player, action, &mut events)?;
        next.settle(&mut events, rng)?;
        *self = next;
        Ok(events)
    }

    fn act(&mut self, player: usize, action: &Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
        match (self.phase.clone(), action) {
            (Phase::Build { .. }, Action::Lay { family, at }) => self.lay(player, *family, *at, events),
            (Phase::Deploy { .. }, Action::Deploy { at }) => self.deploy(player, *at, events),
            (Phase::Draw { .. }, Action::Draw { discard }) => {
                if !is_sub_hand(discard, &self.players[player].hand) {
                    return Err(RuleError::CardNotInHand);
                }
                if let Phase::Draw { discards } = &mut self.phase {
                    discards[player] = Some(discard.clone());
                }
                Ok(())
            }
            (Phase::Travel { trips, after, .. }, Action::Trip { from, to, piglets, gruiks, card, drops }) => {
                let plan =
                    Plan { from: *from, to: *to, troops: Troops::new(*piglets, *gruiks), card: *card, drops };
                let counted = self.check_trip(player, &plan, trips)?;
                self.trip(player, &plan, events);
                self.phase = Phase::Travel { player, trips: trips - u8::from(counted), after };
                Ok(())
            }
            (Phase::Travel { trips, after, .. }, Action::ExtraTrip) => {
                self.play_card(player, Card::ExtraVerschiebung)?;
                events.push(Event::ExtraTripPlayed { player });
                self.phase = Phase::Travel { player, trips: trips + 1, after };
                Ok(())
            }
            (Phase::ExtraWindow { after, .. }, Action::ExtraTrip) => {
                self.play_card(player, Card::ExtraVerschiebung)?;
                events.push(Event::ExtraTripPlayed { player });
                self.phase = Phase::Travel { player, trips: 1, after: Some(after) };
                Ok(())
            }
            (Phase::Travel { after, .. }, Action::Done) => {
                events.push(Event::TravelsDone { player });
                self.after_travel(after.unwrap_or(player), player);
                Ok(())
            }
            (Phase::ExtraWindow { after, .. }, Action::Done) => {
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
                self.next_reorganiser(player + 1, events);
                Ok(())
            }
            (Phase::Reinforce { left, converted, .. }, Action::Reinforce { at, piglets, gruik }) => self
                .reinforce(player, *at, Troops::new(*piglets, u8::from(*gruik)), (left, converted), events),
            _ => Err(RuleError::WrongPhase),
        }
    }

    /// Resolves everything that needs no decision: auto-passes for seats with nothing to
    /// decide, card reveals, dice, production, the next round.
    fn settle(&mut self, events: &mut Vec<Event>, rng: &mut impl Randomness) -> Result<(), RuleError> {
        loop {
            match self.phase.clone() {
                Phase::Build { .. } | Phase::ExtraWindow { .. } | Phase::Over => return Ok(()),
                Phase::Deploy { .. } => return Ok(()),
                Phase::Draw { mut discards } => {
                    for (player, slot) in discards.iter_mut().enumerate() {
                        if slot.is_none() && !self.may_discard(player) {
                            *slot = Some(Vec::new());
                        }
                    }
                    if discards.iter().any(Option::is_none) {
                        self.phase = Phase::Draw { discards };
                        return Ok(());
                    }
                    for (player, discard) in discards.into_iter().enumerate() {
                        if self.is_out(player) {
                            continue;
                        }
                        let discard = discard.unwrap_or_default();
                        for card in &discard {
                            if let Some(i) = self.players[player].hand.iter().position(|c| c == card) {
                                self.players[player].hand.remove(i);
                                self.discard.push(*card);
                            }
                        }
                        self.draw_up(player, discard.len() as u8, events, rng);
                    }
                    self.start_travel(0);
                }
                Phase::Travel { player, trips, .. } => {
                    if self.can_make_a_trip(player, trips) || self.can_play_extra(player) {
                        return Ok(());
                    }
                    let Phase::Travel { after, .. } = self.phase else { return Ok(()) };
                    events.push(Event::TravelsDone { player });
                    self.after_travel(after.unwrap_or(player), player);
                }
                Phase::Combat { .. } => {
                    if self.combat_step(events, rng)? {
                        return Ok(());
                    }
                }
                Phase::Reorganise { player } => {
                    if !self.reorganise_choices(player).is_empty() {
                        return Ok(());
                    }
                    self.next_reorganiser(player + 1, events);
                }
                Phase::Reinforce { player, left, converted } => {
                    let choices = self.reinforce_choices(player, left, converted);
                    match choices.as_slice() {
                        [] => {
                            if left > 0 {
                                events.push(Event::ReinforcementsLost { player, piglets: left });
                            }
                            self.next_reinforcer(player + 1, events);
                        }
                        [Legal::Choice(Choice::Reinforce { at, piglets, gruik: false, .. })] => {
                            let (at, piglets) = (*at, *piglets);
                            self.reinforce(player, at, Troops::new(piglets, 0), (left, converted), events)?;
                        }
                        _ => return Ok(()),
                    }
                }
            }
        }
    }

    /// A seat has a discard to choose when it is in the game and holds cards.
    fn may_discard(&self, player: usize) -> bool {
        !self.is_out(player) && !self.players[player].hand.is_empty()
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
        while self.players[player].hand.len() < usize::from(self.data.hand_size) {
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
    }

    fn play_card(&mut self, player: usize, card: Card) -> Result<(), RuleError> {
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
        events.push(Event::HexLaid { player, at, tile });
        self.phase = if self.piles.iter().all(Vec::is_empty) {
            Phase::Deploy { player: 0 }
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
        if player + 1 < self.players.len() {
            self.phase = Phase::Deploy { player: player + 1 };
        } else {
            self.start_round(events);
        }
        Ok(())
    }

    fn start_round(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        for group in self.groups.iter_mut().flatten() {
            group.moved = Troops::default();
            group.pinned = 0;
        }
        events.push(Event::RoundStarted { round: self.round });
        self.phase = Phase::Draw { discards: vec![None; self.players.len()] };
    }

    /// Puts troops on a hex: they join the player's group there, or arrive as a new group (an
    /// attacker, when someone else holds the hex). `moved` marks them as having travelled.
    /// Returns whether the arrival attacks.
    pub(super) fn land(&mut self, player: usize, index: usize, troops: Troops, moved: bool) -> bool {
        let moved_troops = if moved { troops } else { Troops::default() };
        let groups = &mut self.groups[index];
        let attack = match groups.iter().position(|g| g.player == player) {
            Some(0) => {
                groups[0].troops.add(troops);
                groups[0].moved.add(moved_troops);
                false
            }
            Some(i) => {
                groups[i].troops.add(troops);
                groups[i].moved.add(moved_troops);
                true
            }
            None => {
                self.arrivals += 1;
                groups.push(Group { player, troops, moved: moved_troops, pinned: 0, arrived: self.arrivals });
                groups.len() > 1
            }
        };
        if attack {
            let holder = &mut groups[0];
            holder.pinned = holder.troops.total().min(holder.pinned.saturating_add(troops.total()));
        }
        attack
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
            }
        }
    }

    /// Checks that `troops` of `player` may leave cell `from` now.
    fn check_leaving(&self, player: usize, from: usize, troops: Troops) -> Result<(), RuleError> {
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
    fn check_trip(&self, player: usize, plan: &Plan<'_>, trips: u8) -> Result<bool, RuleError> {
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
        let distance = self.distances_from(origin)[target].unwrap_or(u8::MAX);
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
                    || path.windows(2).any(|w| !w[0].is_adjacent(w[1]) || self.cell(w[1]).is_none())
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

    fn trip(&mut self, player: usize, plan: &Plan<'_>, events: &mut Vec<Event>) {
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
            }
        }
        let attack = self.land(player, target, rest, true);
        events.push(Event::Arrived { player, at: to, troops: rest, attack });
    }

    /// Every trip `player` could make with `trips` trips left.
    fn trip_choices(&self, player: usize, trips: u8) -> Vec<Legal> {
        let mut hand: Vec<Card> = self.players[player].hand.clone();
        hand.sort_unstable();
        hand.dedup();
        let mut legal = Vec::new();
        for origin in 0..self.galaxy.len() {
            let Some(group) = self.group(origin, player) else { continue };
            let (fresh, at_most) = group.movable();
            if fresh.is_empty() || at_most == 0 {
                continue;
            }
            let from = self.galaxy[origin].at;
            // Ranges beyond one step only matter with a travel card in hand.
            let distances = if hand.iter().any(|c| self.data.travel_effect(*c).is_some()) {
                self.distances_from(origin)
            } else {
                Vec::new()
            };
            let within = |hexes: u8| -> Vec<usize> {
                (0..self.galaxy.len())
                    .filter(|&i| {
                        distances.get(i).copied().flatten().is_some_and(|d| (1..=hexes).contains(&d))
                    })
                    .collect()
            };
            let choice = |to: usize, card: Option<Card>, via: Vec<Hex>| {
                Legal::Choice(Choice::Trip { from, to: self.galaxy[to].at, card, via, up_to: fresh, at_most })
            };
            if trips > 0 {
                legal.extend(self.neighbours(origin).map(|to| choice(to, None, Vec::new())));
            }
            for &card in &hand {
                match self.data.travel_effect(card) {
                    Some(TravelEffect::Range { hexes }) if trips > 0 => {
                        legal.extend(within(hexes).into_iter().map(|to| choice(to, Some(card), Vec::new())));
                    }
                    Some(TravelEffect::Free { hexes }) => legal.extend(
                        within(hexes)
                            .into_iter()
                            .filter(|&to| self.group(to, player).is_some())
                            .map(|to| choice(to, Some(card), Vec::new())),
                    ),
                    Some(TravelEffect::Path { steps }) if trips > 0 => {
                        for path in self.paths(origin, steps) {
                            let (to, via) = path
                                .split_last()
                                .map(|(l, v)| (*l, v.to_vec()))
                                .unwrap_or((origin, Vec::new()));
                            let via = via.into_iter().map(|i| self.galaxy[i].at).collect();
                            legal.push(choice(to, Some(card), via));
                        }
                    }
                    _ => {}
                }
            }
        }
        legal
    }

    /// Simple paths of 1 to `steps` steps from cell `origin` (the origin left out).
    fn paths(&self, origin: usize, steps: u8) -> Vec<Vec<usize>> {
        let mut done = Vec::new();
        let mut open = vec![vec![origin]];
        while let Some(path) = open.pop() {
            let Some(&last) = path.last() else { continue };
            for next in self.neighbours(last) {
                if path.contains(&next) {
                    continue;
                }
                let mut longer = path.clone();
                longer.push(next);
                done.push(longer[1..].to_vec());
                if longer.len() <= usize::from(steps) {
                    open.push(longer);
                }
            }
        }
        done.sort();
        done
    }

    /// Whether `player` has any trip at all (cheaper than listing them): with a trip left,
    /// any troop free to move has a neighbouring hex to go to.
    fn can_make_a_trip(&self, player: usize, trips: u8) -> bool {
        let movable = (0..self.galaxy.len()).any(|i| {
            self.group(i, player).is_some_and(|g| {
                let (fresh, cap) = g.movable();
                !fresh.is_empty() && cap > 0
            })
        });
        movable && (trips > 0 && self.galaxy.len() > 1 || !self.trip_choices(player, trips).is_empty())
    }

    /// May play an Extra-Verschiebung: holds one and has a troop that could still travel.
    fn can_play_extra(&self, player: usize) -> bool {
        self.players[player].hand.contains(&Card::ExtraVerschiebung) && self.can_make_a_trip(player, 1)
    }

    /// After `mover`'s travels (or an Extra-Verschiebung window of `last` after them): the next
    /// seat, in order after `last` and before `mover` again, who may play an Extra-Verschiebung
    /// gets the chance; then the next seat travels.
    fn after_travel(&mut self, mover: usize, last: usize) {
        let n = self.players.len();
        let mut seat = (last + 1) % n;
        while seat != mover {
            if !self.is_out(seat) && self.can_play_extra(seat) {
                self.phase = Phase::ExtraWindow { after: mover, player: seat };
                return;
            }
            seat = (seat + 1) % n;
        }
        self.start_travel(mover + 1);
    }

    fn start_travel(&mut self, from_seat: usize) {
        self.phase = match (from_seat..self.players.len()).find(|&p| !self.is_out(p)) {
            Some(player) => Phase::Travel { player, trips: self.data.trips, after: None },
            None => Phase::Combat { battle: None },
        };
    }

    /// After the battles: moves count afresh for the reorganisation (SS-11).
    pub(super) fn start_reorganising(&mut self, events: &mut Vec<Event>) {
        for group in self.groups.iter_mut().flatten() {
            group.moved = Troops::default();
        }
        self.next_reorganiser(0, events);
    }

    fn next_reorganiser(&mut self, from_seat: usize, events: &mut Vec<Event>) {
        match (from_seat..self.players.len()).find(|&p| !self.is_out(p)) {
            Some(player) => self.phase = Phase::Reorganise { player },
            None => self.produce(events),
        }
    }

    fn reorganise_choices(&self, player: usize) -> Vec<Legal> {
        let mut legal = Vec::new();
        for origin in 0..self.galaxy.len() {
            let Some(group) = self.group(origin, player) else { continue };
            let (up_to, at_most) = group.movable();
            if up_to.is_empty() || at_most == 0 {
                continue;
            }
            for to in self.neighbours(origin).filter(|&to| self.group(to, player).is_some()) {
                legal.push(Legal::Choice(Choice::Reorganise {
                    from: self.galaxy[origin].at,
                    to: self.galaxy[to].at,
                    up_to,
                    at_most,
                }));
            }
        }
        legal
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
        if !from.is_adjacent(to) {
            return Err(RuleError::TooFar);
        }
        if self.group(target, player).is_none() {
            return Err(RuleError::NotOwnHex);
        }
        self.check_leaving(player, origin, troops)?;
        self.lift(player, origin, troops);
        self.land(player, target, troops, true);
        events.push(Event::Reorganised { player, from, to, troops });
        Ok(())
    }

    /// Phase D: production of every seat, then the victory check: never in round 1, the seat
    /// nearest the first player among several (SS-12), `max_rounds` (SS-15), or an empty galaxy.
    fn produce(&mut self, events: &mut Vec<Event>) {
        for player in 0..self.players.len() {
            let acorns = self.production(player);
            self.players[player].production = acorns;
            if !self.is_out(player) {
                events.push(Event::Produced { player, acorns });
            }
        }
        let n = self.players.len();
        let brewed = (0..n).find(|&p| self.players[p].production.covers(&self.players[p].recipe));
        let outcome = if self.round >= 2 && brewed.is_some() {
            Some((brewed, Ending::Recipe))
        } else if (0..n).all(|p| self.on_board(p).is_empty()) {
            Some((None, Ending::Empty))
        } else if self.options.max_rounds.is_some_and(|m| self.round >= m) {
            let covered = |p: usize| self.players[p].production.covered(&self.players[p].recipe);
            let best = (0..n).map(covered).max().unwrap_or(0);
            Some(((0..n).find(|&p| covered(p) == best), Ending::MaxRounds))
        } else {
            None
        };
        match outcome {
            Some((winner, ending)) => {
                self.outcome = Some(Outcome { winner, ending, round: self.round });
                self.phase = Phase::Over;
                events.push(Event::GameOver { winner, ending });
            }
            None => self.next_reinforcer(0, events),
        }
    }

    /// Phase E for the next seat: one new piglet per planet, two per double planet (§3.3 E).
    fn next_reinforcer(&mut self, from_seat: usize, events: &mut Vec<Event>) {
        if from_seat >= self.players.len() {
            self.start_round(events);
            return;
        }
        let left = (0..self.galaxy.len())
            .filter(|&i| self.owner(i) == Some(from_seat))
            .map(|i| self.data.reinforcement(self.galaxy[i].tile))
            .fold(0u8, u8::saturating_add);
        self.phase = Phase::Reinforce { player: from_seat, left, converted: false };
    }

    fn reinforce_choices(&self, player: usize, left: u8, converted: bool) -> Vec<Legal> {
        let supply = self.players[player].supply;
        let piglets = left.min(supply.piglets);
        let gruik = !converted && left >= 2 && supply.gruiks > 0;
        if piglets == 0 && !gruik {
            return Vec::new();
        }
        (0..self.galaxy.len())
            .filter(|&i| self.group(i, player).is_some())
            .map(|i| Legal::Choice(Choice::Reinforce { at: self.galaxy[i].at, new: left, piglets, gruik }))
            .collect()
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

/// The distinct sub-multisets of a hand's cards that pass `keep`, smallest first.
fn sub_hands(hand: &[Card], keep: impl Fn(&Card) -> bool) -> Vec<Vec<Card>> {
    let mut cards: Vec<Card> = hand.iter().copied().filter(|c| keep(c)).collect();
    cards.sort_unstable();
    let mut subsets: Vec<Vec<Card>> = vec![Vec::new()];
    for card in cards {
        let more: Vec<Vec<Card>> = subsets
            .iter()
            .map(|s| {
                let mut s = s.clone();
                s.push(card);
                s
            })
            .collect();
        subsets.extend(more);
    }
    subsets.sort_by_key(|s| s.len());
    let mut distinct: Vec<Vec<Card>> = Vec::new();
    for subset in subsets {
        if !distinct.contains(&subset) {
            distinct.push(subset);
        }
    }
    distinct
}

/// True when `cards` can all be taken from `hand` (as a multiset).
pub(super) fn is_sub_hand(cards: &[Card], hand: &[Card]) -> bool {
    let mut rest = hand.to_vec();
    cards.iter().all(|card| match rest.iter().position(|c| c == card) {
        Some(i) => {
            rest.remove(i);
            true
        }
        None => false,
    })
}
