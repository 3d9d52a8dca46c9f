//! The AI pigs of the full rules (book L444–517 and L641; readings C1–C7 in
//! `docs/space-pigs.md`): their arrival in 1E and where they may land, the King Pig's move of
//! one stack in 3C, the worm eating planets, and the choices an absent King Pig makes. Their
//! battles are fought by `combat.rs`, like the clans'.

use super::action::{Action, Event, Legal, RuleError};
use super::combat::roll;
use super::data::{AiKind, AiPigs, HexKind, Sequence};
use super::hex::Hex;
use super::occupancy::cells;
use super::state::{ATTACKER, AiSide, AiStack, Arrival, Battle, DEFENDER, Eaten, Game, Owner, Phase};
use crate::games::rng::Randomness;

impl Game {
    /// The numbers of `kind` (the data check makes sure every kind is listed).
    pub(super) fn ai_data(&self, kind: AiKind) -> Option<&AiPigs> {
        self.data.ai(kind)
    }

    /// The most AI pigs of `kind` on cell `index` (L457–459): the asteroid cap or the planet cap.
    pub(super) fn ai_cap(&self, kind: AiKind, index: usize) -> u8 {
        let Some(ai) = self.ai_data(kind) else { return 0 };
        if self.galaxy[index].tile.hex == HexKind::Asteroid { ai.per_asteroid } else { ai.per_planet }
    }

    /// Whether `count` AI pigs of `kind` may end on cell `index`: no other kind there (L460),
    /// and with those already there at most the cap.
    fn ai_fits(&self, kind: AiKind, count: u8, index: usize) -> bool {
        let there = match self.ai_at(index) {
            Some(stack) if stack.kind != kind => return false,
            Some(stack) => stack.count,
            None => 0,
        };
        there.saturating_add(count) <= self.ai_cap(kind, index)
    }

    /// Where arrived AI pigs may be placed (1E, L453–461): a free asteroid (no AI pigs on it;
    /// pigs there do not count), or a hex (asteroid or planet) where AI pigs of the same kind
    /// have room for them all. In galaxy order. With V9 (L784, D10) an asteroid must be known:
    /// face up, or face down on its black family side (which they turn over).
    pub fn ai_placements(&self, arrival: Arrival) -> Vec<Hex> {
        (0..self.galaxy.len())
            .filter(|&i| {
                let joins = self.ai_at(i).is_some_and(|s| s.kind == arrival.kind);
                let free_asteroid = self.ai_at(i).is_none() && self.known_asteroid(i);
                (joins || free_asteroid) && self.ai_fits(arrival.kind, arrival.count, i)
            })
            .map(|i| self.galaxy[i].at)
            .collect()
    }

    /// Where the stack on cell `index` may go in 3C (L641, reading C3): up to its kind's
    /// moves away through any hexes; not onto another kind or beyond the cap there; the worm
    /// only onto planets (C6), and only while planets may still be eaten. With V9 not into the
    /// unknown: onto a hex face up, or a face-down black one (an asteroid, D10).
    pub fn ai_destinations(&self, index: usize) -> Vec<Hex> {
        cells(self.ai_destination_cells(index)).map(|i| self.galaxy[i].at).collect()
    }

    /// The cells of [`Game::ai_destinations`] as a bit each (as the seats' cells are kept).
    fn ai_destination_cells(&self, index: usize) -> u64 {
        let Some(stack) = self.ai_at(index).copied() else { return 0 };
        let Some(ai) = self.ai_data(stack.kind) else { return 0 };
        cells(self.topology().within(index, ai.moves))
            .filter(|&i| !self.is_face_down(i) || self.known_asteroid(i))
            .filter(|&i| self.ai_fits(stack.kind, stack.count, i))
            .filter(|&i| !ai.eats_planets || self.galaxy[i].tile.hex != HexKind::Asteroid)
            .fold(0, |cells, i| cells | 1u64.checked_shl(i as u32).unwrap_or(0))
    }

    /// The stacks the King Pig may name in 3C: those with somewhere to go.
    pub fn ai_movable(&self) -> Vec<Hex> {
        self.ai_movable_cells().map(|i| self.galaxy[i].at).collect()
    }

    fn ai_movable_cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.galaxy.len()).filter(|&i| self.ai_destination_cells(i) != 0)
    }

    /// The King Pig's choices for the AI pigs now, added to `legal`.
    pub(super) fn ai_choices(&self, legal: &mut Vec<Legal>) {
        let mut exactly =
            |actions: &mut dyn Iterator<Item = Action>| legal.extend(actions.map(Legal::Exactly));
        match self.phase {
            Phase::AiArrival { arrival: Some(arrival), .. } => {
                exactly(&mut self.ai_placements(arrival).into_iter().map(|at| Action::PlaceAi { at }))
            }
            Phase::AiMoves { announced: None, .. } => {
                let stacks = self.ai_movable_cells().map(|i| Action::AnnounceAi { at: self.galaxy[i].at });
                exactly(&mut stacks.chain([Action::Done]))
            }
            Phase::AiMoves { announced: Some(at), .. } => {
                let Some(index) = self.cell(at) else { return };
                exactly(
                    &mut cells(self.ai_destination_cells(index))
                        .map(|to| Action::MoveAi { to: self.galaxy[to].at }),
                )
            }
            _ => {}
        }
    }

    /// What an absent King Pig (or first player) does, deterministically: the arrived AI pigs
    /// go on the first hex they may (in galaxy order, `docs/space-pigs.md`), and no stack
    /// moves in 3C. `None` when `seat` is not asked for an AI choice.
    pub fn king_pig_fallback(&self, seat: usize) -> Option<Action> {
        if !self.waiting_for().contains(&seat) {
            return None;
        }
        match self.phase {
            Phase::AiArrival { arrival: Some(arrival), .. } => {
                self.ai_placements(arrival).first().map(|&at| Action::PlaceAi { at })
            }
            Phase::AiMoves { announced: None, .. } => Some(Action::Done),
            Phase::AiMoves { announced: Some(at), .. } => {
                let index = self.cell(at)?;
                self.ai_destinations(index).first().map(|&to| Action::MoveAi { to })
            }
            _ => None,
        }
    }

    /// 1E begins after the settlers are placed (full rules with AI pigs): the King Pig rolls,
    /// in round 1 the first player (L379).
    pub(super) fn start_arrival(&mut self) {
        let placer = match self.king.filter(|_| self.round >= 2) {
            Some(king) => king,
            None => self.turn_order().first().copied().unwrap_or(0),
        };
        self.phase = Phase::AiArrival { placer, arrival: None };
    }

    /// The d8 of 1E (L446–451) and, for pirates, the d6 of how many (L473–477); the tokens
    /// left in the box bound the count, and after the last planet was eaten a worm brings
    /// nothing (L517). Then the pigs are placed: at once when only one hex takes them, lost
    /// when none does (L461).
    pub(super) fn roll_arrival(
        &mut self,
        placer: usize,
        events: &mut Vec<Event>,
        rng: &mut impl Randomness,
    ) -> Result<(), RuleError> {
        let faces = self.data.full.arrivals.clone();
        let face = roll(faces.len() as u8, rng)?;
        let mut kind = faces.get(usize::from(face) - 1).copied().flatten();
        if kind.is_some_and(|k| self.ai_data(k).is_some_and(|ai| ai.eats_planets))
            && self.eaten.len() >= usize::from(self.data.full.planets_eaten)
        {
            kind = None;
        }
        let mut count = 0;
        if let Some((kind, ai)) = kind.and_then(|k| self.ai_data(k).cloned().map(|ai| (k, ai))) {
            count = match ai.arrive.as_slice() {
                [only] => *only,
                counts => counts[usize::from(roll(counts.len() as u8, rng)?) - 1],
            };
            count = count.min(ai.tokens.saturating_sub(self.ai_on_board(kind)));
        }
        events.push(Event::AiRolled { roller: placer, roll: face, kind: kind.filter(|_| count > 0), count });
        let Some(kind) = kind.filter(|_| count > 0) else {
            self.start_markers();
            return Ok(());
        };
        let arrival = Arrival { kind, count };
        match self.ai_placements(arrival).as_slice() {
            [] => {
                events.push(Event::AiLost { kind, count });
                self.start_markers();
            }
            [only] => {
                let at = *only;
                self.place_ai(placer, arrival, at, events)?;
            }
            _ => self.phase = Phase::AiArrival { placer, arrival: Some(arrival) },
        }
        Ok(())
    }

    /// `placer` puts the arrived pigs on `at`; pigs there are pinned, as many as land (L461,
    /// L567), and fight them at the start of 3A (reading C1). Then 2A.
    pub(super) fn place_ai(
        &mut self,
        placer: usize,
        arrival: Arrival,
        at: Hex,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.ai_placements(arrival).contains(&at) {
            return Err(RuleError::BadAiPlacement);
        }
        let index = self.cell(at).ok_or(RuleError::NoSuchHex)?;
        let attack = self.land_ai(arrival.kind, arrival.count, index);
        events.push(Event::AiPlaced { by: placer, kind: arrival.kind, count: arrival.count, at, attack });
        self.explore(index, events);
        self.start_markers();
        Ok(())
    }

    /// Puts AI pigs on a hex: they join their kind there or land as a new stack; the clan
    /// holding the hex has as many troops pinned (L567, L641). Returns whether they attack.
    fn land_ai(&mut self, kind: AiKind, count: u8, index: usize) -> bool {
        if self.ai.len() < self.galaxy.len() {
            self.ai.resize(self.galaxy.len(), None);
        }
        match &mut self.ai[index] {
            Some(stack) => stack.count = stack.count.saturating_add(count),
            slot => {
                self.arrivals += 1;
                *slot = Some(AiStack { kind, count, arrived: self.arrivals });
            }
        }
        let Some(holder) = self.groups[index].first_mut() else { return false };
        holder.pinned = holder.troops.total().min(holder.pinned.saturating_add(count));
        true
    }

    /// Takes `count` AI pigs off cell `index` (the stack disappears when empty).
    pub(super) fn lift_ai(&mut self, index: usize, count: u8) {
        if let Some(slot) = self.ai.get_mut(index) {
            if let Some(stack) = slot {
                stack.count = stack.count.saturating_sub(count);
            }
            if slot.is_some_and(|s| s.count == 0) {
                *slot = None;
            }
        }
    }

    /// After 3B: the King Pig's 3C, from round 2 (L375, L379) and when a stack can move;
    /// otherwise straight on to the eliminations and 4A.
    pub(super) fn after_reorganising(&mut self, events: &mut Vec<Event>) {
        let king = self.king.filter(|_| self.options.ai_pigs() && self.round >= 2);
        match king {
            Some(king) if !self.ai_movable().is_empty() => {
                self.phase = Phase::AiMoves { king, announced: None };
            }
            _ => self.after_ai_moves(events),
        }
    }

    /// 3C is over (the move, and its battle if any): the eliminations of L715 (reading A4:
    /// after each battle sequence), then 4A.
    pub(super) fn after_ai_moves(&mut self, events: &mut Vec<Event>) {
        if self.options.ai_pigs() {
            self.eliminate(events);
        }
        self.produce(events);
    }

    /// The King Pig names the stack on `at` (L641 „Es muss vorher angeben").
    pub(super) fn announce_ai(
        &mut self,
        king: usize,
        at: Hex,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let index = self.cell(at).ok_or(RuleError::NoSuchHex)?;
        let kind = self.ai_at(index).map(|s| s.kind).ok_or(RuleError::BadAiMove)?;
        if self.ai_destinations(index).is_empty() {
            return Err(RuleError::BadAiMove);
        }
        events.push(Event::AiAnnounced { king, kind, at });
        self.phase = Phase::AiMoves { king, announced: Some(at) };
        Ok(())
    }

    /// The named stack moves, whole, to `to`. On pigs it attacks (a 3C battle follows at once);
    /// a worm on an empty planet eats it (L517).
    pub(super) fn move_ai(&mut self, from: Hex, to: Hex, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let origin = self.cell(from).ok_or(RuleError::NoSuchHex)?;
        let target = self.cell(to).ok_or(RuleError::NoSuchHex)?;
        if !self.ai_destinations(origin).contains(&to) {
            return Err(RuleError::BadAiMove);
        }
        let Some(stack) = self.ai_at(origin).copied() else { return Err(RuleError::BadAiMove) };
        self.lift_ai(origin, stack.count);
        let attack = self.land_ai(stack.kind, stack.count, target);
        let eats = self.ai_data(stack.kind).is_some_and(|ai| ai.eats_planets);
        events.push(Event::AiMoved {
            kind: stack.kind,
            count: stack.count,
            from,
            to,
            attack: attack || eats,
        });
        self.explore(target, events);
        let clan = self.groups[target].first().map(|g| g.player);
        match clan {
            Some(clan) => {
                let battle = Battle {
                    at: to,
                    sides: [clan, clan],
                    cards: [None, Some(Vec::new())],
                    revealed: false,
                    round: 0,
                    stands: [None, None],
                    ai: Some(AiSide { kind: stack.kind, side: ATTACKER, sequence: Sequence::AiMoves3C }),
                    tech: 0,
                    rolled: None,
                };
                events.push(Event::AiBattleStarted { at: to, clan, kind: stack.kind, ai_attacks: true });
                self.phase = Phase::Combat { battle: Some(battle) };
            }
            None => {
                if eats {
                    self.eat_planet(target, events);
                }
                self.after_ai_moves(events);
            }
        }
        Ok(())
    }

    /// The worm holds cell `index`, a planet: it becomes an asteroid and the worm is gone
    /// (L517). With the last planet eaten, the worms still in the galaxy leave it too: none may
    /// appear any more, and none could eat again.
    pub(super) fn eat_planet(&mut self, index: usize, events: &mut Vec<Event>) {
        let cell = &mut self.galaxy[index];
        if cell.tile.hex == HexKind::Asteroid {
            return;
        }
        let was = cell.tile.hex;
        cell.tile.hex = HexKind::Asteroid;
        let at = cell.at;
        if let Some(slot) = self.ai.get_mut(index) {
            *slot = None;
        }
        self.eaten.push(Eaten { at, was, round: self.round });
        let most = self.data.full.planets_eaten;
        events.push(Event::PlanetEaten { at, was, eaten: self.eaten.len() as u8, most });
        if self.eaten.len() >= usize::from(most) {
            let worms =
                AiKind::ALL.into_iter().filter(|k| self.ai_data(*k).is_some_and(|ai| ai.eats_planets));
            let worms: Vec<AiKind> = worms.collect();
            for slot in &mut self.ai {
                if slot.is_some_and(|s| worms.contains(&s.kind)) {
                    *slot = None;
                }
            }
        }
    }

    /// Who is on cell `index`, in arrival order: the clans' groups and the AI stack.
    pub(super) fn parties(&self, index: usize) -> Vec<(u32, Owner)> {
        let mut parties: Vec<(u32, Owner)> =
            self.groups[index].iter().map(|g| (g.arrived, Owner::Clan(g.player))).collect();
        if let Some(stack) = self.ai_at(index) {
            parties.push((stack.arrived, Owner::Ai(stack.kind)));
        }
        parties.sort_by_key(|(arrived, _)| *arrived);
        parties
    }

    /// The first two of [`Game::parties`] on cell `index`, without the list (the next battle
    /// is looked for on every contested hex after each one).
    pub(super) fn first_two_parties(&self, index: usize) -> Option<[(u32, Owner); 2]> {
        let clans = self.groups[index].iter().map(|g| (g.arrived, Owner::Clan(g.player)));
        let ai = self.ai_at(index).map(|stack| (stack.arrived, Owner::Ai(stack.kind)));
        // As the stable sort by arrival: on a tie the party listed first stays first.
        let mut first: Option<(u32, Owner)> = None;
        let mut second: Option<(u32, Owner)> = None;
        for party in clans.chain(ai) {
            match (first, second) {
                (Some(f), _) if party.0 < f.0 => (first, second) = (Some(party), first),
                (None, _) => first = Some(party),
                (Some(_), Some(s)) if party.0 >= s.0 => {}
                (Some(_), _) => second = Some(party),
            }
        }
        Some([first?, second?])
    }

    /// A 3A battle between the first two parties on cell `index`, one of them AI pigs.
    pub(super) fn ai_battle(&self, index: usize, defender: Owner, attacker: Owner) -> Option<Battle> {
        let (clan, kind, side) = match (defender, attacker) {
            (Owner::Clan(clan), Owner::Ai(kind)) => (clan, kind, ATTACKER),
            (Owner::Ai(kind), Owner::Clan(clan)) => (clan, kind, DEFENDER),
            _ => return None,
        };
        let mut cards = [None, None];
        cards[side] = Some(Vec::new());
        Some(Battle {
            at: self.galaxy[index].at,
            sides: [clan, clan],
            cards,
            revealed: false,
            round: 0,
            stands: [None, None],
            ai: Some(AiSide { kind, side, sequence: Sequence::Battles3A }),
            tech: 0,
            rolled: None,
        })
    }
}
