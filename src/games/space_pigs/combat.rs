//! Battles (RULES.md §3.4): the order of battles, secret cards, annihilation, combat rounds,
//! losses and retreats.

use std::sync::OnceLock;

use super::action::{Event, RuleError};
use super::data::limits::DIE_SIDES;
use super::data::{Card, Sequence};
use super::hands::is_sub_hand;
use super::hex::Hex;
use super::powers::Power;
use super::state::{ATTACKER, Battle, DEFENDER, Game, Owner, Phase, Rolled, Stand, Troops};
use crate::games::rng::{RandomError, Randomness};

/// A die's outcomes as [`Randomness::pick`] takes them, labelled `dN:k` for scripts: made once
/// per process for every size a data table may give (up to `limits::DIE_SIDES`), since the
/// AI pigs and the full rules' dice roll them at every battle.
fn die_faces(sides: u8) -> Option<&'static [(&'static str, u32)]> {
    static FACES: OnceLock<Vec<Vec<(&'static str, u32)>>> = OnceLock::new();
    let faces = FACES.get_or_init(|| {
        (0..=DIE_SIDES)
            .map(|sides| {
                // Leaked once per size: the labels live as long as the process anyway.
                (1..=sides).map(|face| (&*format!("d{sides}:{face}").leak(), 1)).collect()
            })
            .collect()
    });
    faces.get(usize::from(sides)).map(Vec::as_slice)
}

/// Rolls one die; scripts name the outcome `d6:4` or `d8:7`.
pub(super) fn roll(sides: u8, rng: &mut impl Randomness) -> Result<u8, RandomError> {
    let index = match die_faces(sides) {
        Some(faces) => rng.pick(faces)?,
        None => {
            let faces: Vec<String> = (1..=sides).map(|face| format!("d{sides}:{face}")).collect();
            let options: Vec<(&str, u32)> = faces.iter().map(|label| (label.as_str(), 1)).collect();
            rng.pick(&options)?
        }
    };
    Ok(index as u8 + 1)
}

impl Game {
    /// The next battle: among the hexes where someone waits to attack, the first-arrived
    /// attacker of each hex; of those, the one earliest in the turn order (seat order in the
    /// quick-start rules), then the one who landed first (§3.4 "attackers in seat order; on one
    /// hex, attackers in arrival order"; L567 "Die Kämpfe werden in Spielreihenfolge"). AI pigs
    /// that landed on pigs in 1E attack first (reading C1).
    fn next_battle(&self) -> Option<Battle> {
        // Most hexes hold one party or none: no battle there, and no list to build.
        let contested = |i: usize| self.groups[i].len() + usize::from(self.ai_at(i).is_some()) >= 2;
        let first_two = |i: usize| {
            let [(_, defender), (arrived, attacker)] = self.first_two_parties(i)?;
            Some((i, defender, attacker, arrived))
        };
        let (index, defender, attacker, _) = (0..self.galaxy.len())
            .filter(|&i| contested(i))
            .filter_map(first_two)
            .min_by_key(|&(_, _, attacker, arrived)| match attacker {
                Owner::Ai(_) => (0, 0, arrived),
                Owner::Clan(seat) => (1, self.place(seat), arrived),
            })?;
        match (defender, attacker) {
            (Owner::Clan(defender), Owner::Clan(attacker)) => Some(Battle {
                at: self.galaxy[index].at,
                sides: [defender, attacker],
                cards: [None, None],
                revealed: false,
                round: 0,
                stands: [None, None],
                ai: None,
                tech: 0,
                rolled: None,
            }),
            _ => self.ai_battle(index, defender, attacker),
        }
    }

    /// The event that opens `battle`.
    pub(super) fn battle_started(battle: &Battle) -> Event {
        match battle.ai {
            Some(ai) => Event::AiBattleStarted {
                at: battle.at,
                clan: battle.sides[ATTACKER - ai.side],
                kind: ai.kind,
                ai_attacks: ai.side == ATTACKER,
            },
            None => Event::BattleStarted {
                at: battle.at,
                defender: battle.sides[DEFENDER],
                attacker: battle.sides[ATTACKER],
            },
        }
    }

    /// Whether `owner` still has troops on cell `index`.
    fn present(&self, index: usize, owner: Owner) -> bool {
        match owner {
            Owner::Clan(player) => self.group(index, player).is_some(),
            Owner::Ai(kind) => self.ai_at(index).is_some_and(|s| s.kind == kind),
        }
    }

    /// One step of the combat phase; returns `true` when it waits for a decision.
    pub(super) fn combat_step(
        &mut self,
        events: &mut Vec<Event>,
        rng: &mut impl Randomness,
    ) -> Result<bool, RuleError> {
        // The battle is copied out only when this step plays it.
        let battle = match &self.phase {
            Phase::Combat { battle: None } => {
                match self.next_battle() {
                    Some(battle) => {
                        events.push(Game::battle_started(&battle));
                        self.phase = Phase::Combat { battle: Some(battle) };
                    }
                    None => self.start_reorganising(events),
                }
                return Ok(false);
            }
            // Pecari Banzai keeps his dice or rolls again (L837).
            Phase::Combat { battle: Some(battle) } if battle.rolled.is_some() => return Ok(true),
            Phase::Combat { battle: Some(battle) } => battle,
            _ => return Ok(false),
        };
        let index = self.cell(battle.at).ok_or(RuleError::NoSuchHex)?;
        // Taken out of the phase, not copied: every way out of this step puts it back or ends
        // it, and past this point only the dice fail, which happens only to a game played on
        // a copy (`apply_into`).
        let Phase::Combat { battle: Some(mut battle) } =
            std::mem::replace(&mut self.phase, Phase::Combat { battle: None })
        else {
            return Ok(false);
        };
        // Cards: the defender first, then the attacker; a side without battle cards lays none.
        for side in [DEFENDER, ATTACKER] {
            if battle.cards[side].is_none() {
                let player = battle.sides[side];
                // A clan power to use before the cards are shown (L807, L838) asks too.
                if self.players[player].hand.iter().any(|c| self.data.battle_playable(*c))
                    || self.acts_before_the_cards(player, battle.at)
                {
                    self.phase = Phase::Combat { battle: Some(battle) };
                    return Ok(true);
                }
                battle.cards[side] = Some(Vec::new());
                events.push(Event::CardsLaid { player, count: 0 });
            }
        }
        if !battle.revealed {
            battle.revealed = true;
            let [defender, attacker] = [&battle.cards[DEFENDER], &battle.cards[ATTACKER]]
                .map(|cards| cards.clone().unwrap_or_default());
            let tech: u8 = defender
                .iter()
                .chain(&attacker)
                .filter_map(|c| self.data.battle_card(*c))
                .map(|b| b.tech)
                .sum::<u8>()
                .saturating_add_signed(battle.tech);
            events.push(Event::CardsRevealed { at: battle.at, defender, attacker, tech });
            if tech >= self.data.annihilation {
                // SS-17: everyone on the hex, waiting attackers included.
                let players: Vec<usize> = self.groups[index].iter().map(|g| g.player).collect();
                self.occupancy.forget();
                for group in std::mem::take(&mut self.groups[index]) {
                    self.bury(group.player, group.troops);
                    self.players[group.player].fallen += group.troops.piglets;
                }
                events.push(Event::Annihilated { at: battle.at, players });
                if let Some(stack) = self.ai_at(index).copied() {
                    self.lift_ai(index, stack.count);
                    events.push(Event::AiAnnihilated { at: battle.at, kind: stack.kind, count: stack.count });
                }
                self.end_battle(battle, events);
                return Ok(false);
            }
            self.yodo_lardo(&battle, index, events);
            self.fight_round(&mut battle, index, events, rng)?;
        } else {
            // From the second round: both sides stand or retreat, in secret (SS-16); AI pigs
            // never flee (L641).
            for side in [DEFENDER, ATTACKER] {
                let ai = battle.ai.is_some_and(|ai| ai.side == side);
                if battle.stands[side].is_none()
                    && (ai || self.retreats(battle.at, battle.sides[side]).is_empty())
                {
                    battle.stands[side] = Some(Stand::Fight);
                }
            }
            if battle.stands.iter().any(Option::is_none) {
                self.phase = Phase::Combat { battle: Some(battle) };
                return Ok(true);
            }
            let stands = battle.stands;
            let mut retreated = false;
            for side in [DEFENDER, ATTACKER] {
                if let Some(Stand::Retreat(to)) = stands[side] {
                    let player = battle.sides[side];
                    let troops = self.group(index, player).map(|g| g.troops).unwrap_or_default();
                    if let Some(target) = self.cell(to) {
                        self.lift(player, index, troops);
                        self.join(player, target, troops);
                        events.push(Event::Retreated { player, from: battle.at, to, troops });
                        retreated = true;
                    }
                }
            }
            if retreated {
                self.end_battle(battle, events);
                return Ok(false);
            }
            battle.stands = [None, None];
            self.fight_round(&mut battle, index, events, rng)?;
        }
        self.after_round(battle, index, events);
        Ok(false)
    }

    /// After a combat round: the battle ends when a side has no troop left.
    fn after_round(&mut self, battle: Battle, index: usize, events: &mut Vec<Event>) {
        let standing = battle.owners().map(|owner| self.present(index, owner));
        if standing.contains(&false) {
            self.end_battle(battle, events);
        } else {
            self.phase = Phase::Combat { battle: Some(battle) };
        }
    }

    /// L837: Pecari Banzai rolls his dice of the waiting combat round again, and it counts.
    pub(super) fn reroll(
        &mut self,
        events: &mut Vec<Event>,
        rng: &mut impl Randomness,
    ) -> Result<(), RuleError> {
        let Phase::Combat { battle: Some(mut battle) } = self.phase.clone() else {
            return Err(RuleError::WrongPhase);
        };
        let mut rolled = battle.rolled.take().ok_or(RuleError::WrongPhase)?;
        let side = rolled.side;
        rolled.dice[side] = rolled.sides[side].iter().map(|&die| roll(die, rng)).collect::<Result<_, _>>()?;
        self.count_round(battle, rolled, events)
    }

    /// L837: Pecari Banzai keeps the dice of the waiting combat round.
    pub(super) fn keep_dice(&mut self, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let Phase::Combat { battle: Some(mut battle) } = self.phase.clone() else {
            return Err(RuleError::WrongPhase);
        };
        let rolled = battle.rolled.take().ok_or(RuleError::WrongPhase)?;
        self.count_round(battle, rolled, events)
    }

    /// Counts a waiting combat round, then goes on with the battle.
    fn count_round(
        &mut self,
        mut battle: Battle,
        rolled: Rolled,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let index = self.cell(battle.at).ok_or(RuleError::NoSuchHex)?;
        self.resolve_round(&mut battle, index, rolled, events);
        self.after_round(battle, index, events);
        Ok(())
    }

    /// One combat round: each side rolls (d8 with a Big Gruik, else d6; defender first) and
    /// adds one per other troop and its card bonuses; the loser loses a piglet, a Big Gruik
    /// only when no piglet is left; a tie costs nothing. AI pigs roll their kind's dice and
    /// add one per other piece (reading C4); pig-eaters that kill a pig grow (C5).
    fn fight_round(
        &mut self,
        battle: &mut Battle,
        index: usize,
        events: &mut Vec<Event>,
        rng: &mut impl Randomness,
    ) -> Result<(), RuleError> {
        battle.round += 1;
        let owners = battle.owners();
        let mut rolled = Rolled {
            sides: [Vec::new(), Vec::new()],
            dice: [Vec::new(), Vec::new()],
            bonus: [0; 2],
            side: 0,
        };
        for side in [DEFENDER, ATTACKER] {
            let (pieces, bonus) = match owners[side] {
                Owner::Clan(player) => {
                    let troops = self.group(index, player).map(|g| g.troops).unwrap_or_default();
                    rolled.sides[side] =
                        vec![if troops.gruiks > 0 { self.data.big_die } else { self.data.die }];
                    let bonus: u8 = battle.cards[side]
                        .iter()
                        .flatten()
                        .filter_map(|c| self.data.battle_card(*c))
                        .map(|b| if side == DEFENDER { b.defence } else { b.attack })
                        .sum();
                    (troops.total(), bonus)
                }
                Owner::Ai(kind) => {
                    rolled.sides[side] = self.ai_data(kind).map(|ai| ai.dice.clone()).unwrap_or_default();
                    (self.ai_at(index).map_or(0, |s| s.count), 0)
                }
            };
            for k in 0..rolled.sides[side].len() {
                let die = rolled.sides[side][k];
                rolled.dice[side].push(roll(die, rng)?);
            }
            rolled.bonus[side] = pieces.saturating_sub(1).saturating_add(bonus);
        }
        // L837: a round that did not go Pecari Banzai's way waits for him to keep the dice or
        // roll his again.
        let power = rolled.power();
        let reroller = [DEFENDER, ATTACKER].into_iter().find(|&side| {
            owners[side].seat().is_some_and(|p| self.may_use(p, Power::Reroll))
                && power[side] <= power[1 - side]
        });
        if let Some(side) = reroller {
            rolled.side = side;
            events.push(Event::DiceRolled {
                at: battle.at,
                round: battle.round,
                dice: rolled.dice.clone(),
                power,
                player: battle.sides[side],
            });
            battle.rolled = Some(rolled);
            return Ok(());
        }
        self.resolve_round(battle, index, rolled, events);
        Ok(())
    }

    /// Counts a combat round's dice: the loser loses a piece (see [`Game::fight_round`]).
    fn resolve_round(&mut self, battle: &mut Battle, index: usize, rolled: Rolled, events: &mut Vec<Event>) {
        let owners = battle.owners();
        let power = rolled.power();
        let Rolled { sides, dice, .. } = rolled;
        let loser = match power[DEFENDER].cmp(&power[ATTACKER]) {
            std::cmp::Ordering::Less => Some(DEFENDER),
            std::cmp::Ordering::Greater => Some(ATTACKER),
            // L813: a tie goes to Phacocherus, once a round.
            std::cmp::Ordering::Equal => {
                let winner = self.tie_winner(owners.map(Owner::seat));
                if let Some(side) = winner {
                    self.use_power(battle.sides[side], Power::WinsTies, events);
                }
                winner.map(|side| 1 - side)
            }
        };
        let mut lost_gruik = false;
        let mut grew = None;
        match loser.map(|side| owners[side]) {
            Some(Owner::Clan(loser)) => {
                let troops = self.group(index, loser).map(|g| g.troops).unwrap_or_default();
                let loss = if troops.piglets > 0 { Troops::new(1, 0) } else { Troops::new(0, 1) };
                lost_gruik = loss.gruiks > 0;
                self.lift(loser, index, loss);
                self.bury(loser, loss);
                self.players[loser].fallen += loss.piglets;
                grew = self.grow(index);
            }
            Some(Owner::Ai(_)) => self.lift_ai(index, 1),
            None => {}
        }
        let at = battle.at;
        events.push(match battle.ai {
            Some(_) => Event::AiCombatRound {
                at,
                round: battle.round,
                sides,
                dice,
                power,
                loser: loser.map(|side| owners[side]),
                lost_gruik,
            },
            None => Event::CombatRound {
                at,
                round: battle.round,
                dice: dice.map(|d| d.first().copied().unwrap_or(0)),
                sides: sides.map(|d| d.first().copied().unwrap_or(0)),
                power,
                loser: loser.map(|side| battle.sides[side]),
                lost_gruik,
            },
        });
        if let Some(count) = grew {
            events.push(Event::EaterGrew { at, count });
        }
    }

    /// AI pigs of a growing kind on cell `index` killed a pig: one more joins them, within the
    /// hex's cap and the tokens left (L499, reading C5). Returns the new count.
    fn grow(&mut self, index: usize) -> Option<u8> {
        let stack = self.ai_at(index).copied()?;
        let ai = self.ai_data(stack.kind).filter(|ai| ai.grows)?;
        let room = self.ai_on_board(stack.kind) < ai.tokens;
        if !room || stack.count >= self.ai_cap(stack.kind, index) {
            return None;
        }
        let slot = self.ai.get_mut(index)?.as_mut()?;
        slot.count += 1;
        Some(slot.count)
    }

    /// Meister Yodo Lardo, once the cards are shown (L610, reading C9): for each one a side
    /// laid, one of its piglets on the hex becomes a Big Gruik from its supply (while it has
    /// both).
    fn yodo_lardo(&mut self, battle: &Battle, index: usize, events: &mut Vec<Event>) {
        for side in [DEFENDER, ATTACKER] {
            let Owner::Clan(player) = battle.owners()[side] else { continue };
            let played = battle.cards[side].iter().flatten().filter(|c| **c == Card::YodoLardo).count();
            for _ in 0..played {
                let piglets = self.group(index, player).map_or(0, |g| g.troops.piglets);
                if piglets == 0 || self.players[player].supply.gruiks == 0 {
                    break;
                }
                if let Some(group) = self.groups[index].iter_mut().find(|g| g.player == player) {
                    group.troops.piglets -= 1;
                    group.troops.gruiks += 1;
                    group.moved.piglets = group.moved.piglets.min(group.troops.piglets);
                }
                let supply = &mut self.players[player].supply;
                supply.gruiks -= 1;
                supply.piglets += 1;
                events.push(Event::YodoLardo { player, at: battle.at });
            }
        }
    }

    /// Killed troops go back to their owner's supply (SS-14 limits the board, not the game).
    pub(super) fn bury(&mut self, player: usize, troops: Troops) {
        let seat = &mut self.players[player];
        seat.supply.add(troops);
        seat.lost.add(troops);
    }

    /// Retreating troops join the group already on the target hex.
    pub(super) fn join(&mut self, player: usize, index: usize, troops: Troops) {
        if let Some(group) = self.groups[index].iter_mut().find(|g| g.player == player) {
            group.troops.add(troops);
        }
    }

    pub(super) fn end_battle(&mut self, battle: Battle, events: &mut Vec<Event>) {
        for cards in battle.cards.into_iter().flatten() {
            self.discard.extend(cards);
        }
        let index = self.cell(battle.at);
        // Readings 2: the defenders were pinned to "take up the fight" (§3.3 B); once no attacker
        // is left on the hex that fight is over, and the survivors may reorganise like any troops.
        if let Some(i) = index.filter(|&i| self.options.pins_for_the_battle() && self.parties(i).len() < 2) {
            self.groups[i].iter_mut().for_each(|g| g.pinned = 0);
        }
        let Some(ai) = battle.ai else {
            let holder = index.and_then(|i| self.groups[i].first()).map(|g| g.player);
            events.push(Event::BattleEnded { at: battle.at, holder });
            self.phase = Phase::Combat { battle: None };
            return;
        };
        let holder = index.and_then(|i| self.holder(i));
        events.push(Event::AiBattleEnded { at: battle.at, holder });
        // The worm won a planet, killing or chasing off its pigs (L517, reading C7).
        if let (Some(i), Some(Owner::Ai(kind))) = (index, holder) {
            if self.ai_data(kind).is_some_and(|a| a.eats_planets) {
                self.eat_planet(i, events);
            }
        }
        if ai.sequence == Sequence::AiMoves3C {
            self.after_ai_moves(events);
        } else {
            self.phase = Phase::Combat { battle: None };
        }
    }

    /// Hexes `player` could retreat to from `at`: adjacent, with own troops (SS-16).
    pub(super) fn retreats(&self, at: Hex, player: usize) -> Vec<Hex> {
        self.retreat_hexes(at, player).collect()
    }

    /// [`Game::retreats`] without a list.
    pub(super) fn retreat_hexes(&self, at: Hex, player: usize) -> impl Iterator<Item = Hex> + '_ {
        let index = self.cell(at);
        let mine = self.cells_of(player);
        index
            .into_iter()
            .flat_map(move |index| self.neighbours(index))
            .filter(move |&i| mine & 1 << i != 0)
            .map(|i| self.galaxy[i].at)
    }

    pub(super) fn lay_battle_cards(
        &mut self,
        player: usize,
        cards: &[Card],
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::Combat { battle: Some(battle) } = &self.phase else {
            return Err(RuleError::WrongPhase);
        };
        let side = battle.side_of(player);
        if battle.cards[side].is_some() || battle.revealed {
            return Err(RuleError::WrongPhase);
        }
        if side == ATTACKER && battle.cards[DEFENDER].is_none() {
            return Err(RuleError::DefenderFirst);
        }
        if cards.iter().any(|c| !self.data.battle_playable(*c)) {
            return Err(RuleError::WrongCard);
        }
        if !is_sub_hand(cards, &self.players[player].hand) {
            return Err(RuleError::CardNotInHand);
        }
        let hand = &mut self.players[player].hand;
        for card in cards {
            if let Some(i) = hand.iter().position(|c| c == card) {
                hand.remove(i);
            }
        }
        // Checked above: the battle changes in place.
        if let Phase::Combat { battle: Some(battle) } = &mut self.phase {
            battle.cards[side] = Some(cards.to_vec());
        }
        events.push(Event::CardsLaid { player, count: cards.len() as u8 });
        Ok(())
    }

    pub(super) fn take_stand(&mut self, player: usize, stand: Stand) -> Result<(), RuleError> {
        let Phase::Combat { battle: Some(battle) } = &self.phase else {
            return Err(RuleError::WrongPhase);
        };
        if !battle.revealed || battle.round == 0 || battle.rolled.is_some() {
            return Err(RuleError::WrongPhase);
        }
        let side = battle.side_of(player);
        if battle.stands[side].is_some() {
            return Err(RuleError::AlreadyDecided);
        }
        if let Stand::Retreat(to) = stand {
            if self.cell(to).is_none() {
                return Err(RuleError::NoSuchHex);
            }
            if !self.retreat_hexes(battle.at, player).any(|at| at == to) {
                return Err(RuleError::NotOwnHex);
            }
        }
        // Checked above: the battle changes in place.
        if let Phase::Combat { battle: Some(battle) } = &mut self.phase {
            battle.stands[side] = Some(stand);
        }
        Ok(())
    }
}
