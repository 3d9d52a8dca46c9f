//! The `greedy` level: each decision on its own, by rules of thumb where looking one action
//! ahead cannot see the point (cards, battles, votes), and otherwise by trying every candidate
//! on an imagined copy of the game and keeping the one [`Judge`] values most.

use super::super::action::{Action, Legal};
use super::super::data::Card;
use super::super::state::{ATTACKER, Battle, Game, Owner, Phase, Stage, Troops};
use super::moves::candidates;
use super::sight::imagine;
use super::value::{Judge, card_worth, shares, strength};
use crate::games::ai::best_index;
use crate::games::rng::Seeded;

/// A battle card is played when it raises the chance of holding the hex by more than this
/// share of the hex's worth per card: cards are few, and a lost battle rarely needs all.
const CARD_COST: f64 = 0.45;
/// A side that expects to hold the hex with less than this chance retreats when it can.
const RETREAT_BELOW: f64 = 0.3;
/// Cards kept through the draw: a card worth less is discarded for a fresh one (the deck's
/// cards are worth about two on average).
const KEEP_FROM: f64 = 1.6;

/// Candidates a greedy decision weighs at most, and a quick one inside a look-ahead.
pub(super) const THOROUGH: usize = 160;
const QUICK: usize = 24;

/// The greedy choice of `seat`, or `None` when the game does not wait for it.
pub(super) fn choose(game: &Game, seat: usize, rng: &mut Seeded) -> Option<Action> {
    let legal = game.legal_actions(seat);
    if let [Legal::Exactly(only)] = legal.as_slice() {
        return Some(only.clone());
    }
    let judge = Judge::new(game, seat);
    if let Some(action) = by_rule(game, &judge, &legal) {
        return Some(action);
    }
    let world = imagine(game, seat, rng);
    let actions = candidates(&legal, true, THOROUGH, rng);
    ahead(&world, &judge, &actions, rng)
}

/// The quick greedy choice used inside a look-ahead: the same rules of thumb, the largest move
/// of each family, on `world` as it is (already imagined).
pub(super) fn quick(world: &Game, judge: &Judge, rng: &mut Seeded) -> Option<Action> {
    let legal = world.legal_actions(judge.seat());
    if let [Legal::Exactly(only)] = legal.as_slice() {
        return Some(only.clone());
    }
    if let Some(action) = by_rule(world, judge, &legal) {
        return Some(action);
    }
    let actions = candidates(&legal, false, QUICK, rng);
    ahead(world, judge, &actions, rng)
}

/// The action among `actions` whose result `judge` values most, each tried on a copy of
/// `world` with the same dice (so two moves are compared on equal luck); ties broken by `rng`.
pub(super) fn ahead(world: &Game, judge: &Judge, actions: &[Action], rng: &mut Seeded) -> Option<Action> {
    let dice = rng.below(usize::MAX) as u64;
    let values: Vec<f64> = actions
        .iter()
        .map(|action| {
            let mut copy = world.clone();
            match copy.apply(judge.seat(), action, &mut Seeded::new(dice)) {
                Ok(_) => then(&copy, judge, dice),
                Err(_) => f64::NEG_INFINITY,
            }
        })
        .collect();
    best_index(&values, rng).map(|i| actions[i].clone())
}

/// The worth of `world` after a move; when the move only named the AI stack the King Pig moves
/// (3C), the worth of its best destination.
fn then(world: &Game, judge: &Judge, dice: u64) -> f64 {
    if !matches!(world.phase, Phase::AiMoves { announced: Some(_), .. })
        || world.waiting_for() != [judge.seat()]
    {
        return judge.value(world);
    }
    world
        .legal_actions(judge.seat())
        .iter()
        .filter_map(|legal| match legal {
            Legal::Exactly(action) => {
                let mut copy = world.clone();
                copy.apply(judge.seat(), action, &mut Seeded::new(dice)).ok().map(|_| judge.value(&copy))
            }
            Legal::Choice(_) => None,
        })
        .fold(f64::NEG_INFINITY, f64::max)
}

/// Decisions a look one action ahead cannot judge, by rules of thumb; `None` for the rest.
pub(super) fn by_rule(game: &Game, judge: &Judge, legal: &[Legal]) -> Option<Action> {
    let seat = judge.seat();
    let actions = || legal.iter().filter_map(|l| if let Legal::Exactly(a) = l { Some(a) } else { None });
    match &game.phase {
        Phase::Draw { .. } => draw(game, seat, actions().collect()),
        Phase::Combat { battle: Some(battle) } if battle.rolled.is_none() => {
            if actions().any(|a| matches!(a, Action::BattleCards { .. })) {
                battle_cards(game, judge, battle, actions().collect())
            } else {
                fight_or_flee(game, judge, battle, actions().collect())
            }
        }
        Phase::Markers { .. } => actions()
            .filter_map(|a| if let Action::Marker { trips } = a { Some(*trips) } else { None })
            .max()
            .map(|trips| Action::Marker { trips }),
        Phase::Election => election(game, judge, actions().collect()),
        Phase::Settlers { tokens, .. } => settlers(game, judge, tokens, actions().collect()),
        _ => None,
    }
}

/// Phase A: discard the weak cards for fresh ones (when the listed discards allow exactly
/// that), decline every swap; never offer one.
fn draw(game: &Game, seat: usize, actions: Vec<&Action>) -> Option<Action> {
    if let Some(decline) =
        actions.iter().find(|a| matches!(a, Action::AnswerSwap { cards, .. } if cards.is_empty()))
    {
        return Some((*decline).clone());
    }
    let mut weak: Vec<Card> =
        game.players[seat].hand.iter().copied().filter(|&c| card_worth(game, c) < KEEP_FROM).collect();
    weak.sort_unstable();
    let same = |discard: &[Card]| {
        let mut discard = discard.to_vec();
        discard.sort_unstable();
        discard == weak
    };
    let keep_all = Action::Draw { discard: Vec::new() };
    actions
        .iter()
        .find(|a| matches!(a, Action::Draw { discard } if same(discard)))
        .or_else(|| actions.iter().find(|a| ***a == keep_all))
        .map(|a| (*a).clone())
}

/// The troops each side of `battle` has on its hex (AI pigs count as piglets).
fn sides(game: &Game, battle: &Battle) -> [Troops; 2] {
    let Some(index) = game.cell(battle.at) else { return [Troops::default(); 2] };
    battle.owners().map(|owner| match owner {
        Owner::Clan(p) => game.group(index, p).map(|g| g.troops).unwrap_or_default(),
        Owner::Ai(_) => game.ai_at(index).map(|s| Troops::new(s.count, 0)).unwrap_or_default(),
    })
}

/// The chance (by strength) that `mine` beats `theirs` when each side adds a bonus per troop
/// round.
fn chance(mine: Troops, bonus: f64, theirs: Troops, their_bonus: f64) -> f64 {
    let n = |t: Troops| f64::from(t.total()).max(1.0);
    let a = strength(mine) + bonus * n(mine);
    let b = strength(theirs) + their_bonus * n(theirs);
    a * a / (a * a + b * b).max(1e-9)
}

/// Battle cards: the listed set that gains most chance of holding the hex for its cost, never
/// risking a tech total that annihilates the seat's own troops (the other side's face-down
/// cards are counted at an average tech of one).
fn battle_cards(game: &Game, judge: &Judge, battle: &Battle, actions: Vec<&Action>) -> Option<Action> {
    let seat = judge.seat();
    let side = battle.side_of(seat);
    let [mine, theirs] = {
        let both = sides(game, battle);
        [both[side], both[1 - side]]
    };
    let index = game.cell(battle.at)?;
    let stake = judge.worth(game, seat, index) + 0.3 + 0.2 * f64::from(mine.total());
    let their_tech = battle.cards[1 - side].as_ref().map_or(1.0, |cards| cards.len() as f64);
    let limit = f64::from(game.data.annihilation);
    let score = |cards: &[Card]| {
        let (mut bonus, mut tech) = (0.0, 0.0);
        for card in cards {
            if let Some(b) = game.data.battle_card(*card) {
                bonus += f64::from(if side == ATTACKER { b.attack } else { b.defence });
                tech += f64::from(b.tech);
            }
        }
        let annihilation = if tech + their_tech >= limit { stake } else { 0.0 };
        chance(mine, bonus, theirs, 0.0) * stake - CARD_COST * cards.len() as f64 - annihilation
    };
    actions
        .into_iter()
        .filter_map(|a| match a {
            Action::BattleCards { cards } => Some((score(cards), a)),
            _ => None,
        })
        .max_by(|x, y| x.0.total_cmp(&y.0))
        .map(|(_, a)| a.clone())
}

/// From the second combat round: fight on, unless the hex is likely lost and a retreat saves
/// the troops (to the own hex that needs them most).
fn fight_or_flee(game: &Game, judge: &Judge, battle: &Battle, actions: Vec<&Action>) -> Option<Action> {
    let side = battle.side_of(judge.seat());
    let both = sides(game, battle);
    let odds = chance(both[side], 0.0, both[1 - side], 0.0);
    let retreats: Vec<&Action> =
        actions.iter().copied().filter(|a| matches!(a, Action::Retreat { .. })).collect();
    if odds >= RETREAT_BELOW || retreats.is_empty() {
        return actions.into_iter().find(|a| **a == Action::Fight).cloned();
    }
    retreats
        .into_iter()
        .max_by(|a, b| {
            let worth = |a: &Action| match a {
                Action::Retreat { to } => game.cell(*to).map_or(0.0, |i| judge.worth(game, judge.seat(), i)),
                _ => 0.0,
            };
            worth(a).total_cmp(&worth(b))
        })
        .cloned()
}

/// The seats' progress as `judge` sees it: what each holds now towards its (known or average)
/// recipe, the yardstick of who leads.
fn standings(game: &Game, judge: &Judge) -> Vec<f64> {
    let mut made = vec![0.0; game.players.len()];
    for index in 0..game.galaxy.len() {
        for (player, share) in shares(game, index) {
            made[player] += share * judge.worth(game, player, index);
        }
    }
    made
}

/// The election: stand with the most governors; vote for oneself when standing, else for the
/// candidate furthest behind; ask voters in turn; play an election card for oneself when
/// standing, or against the strongest other candidate; otherwise let the last call pass.
fn election(game: &Game, judge: &Judge, actions: Vec<&Action>) -> Option<Action> {
    let seat = judge.seat();
    let election = game.election.as_ref()?;
    let governors = |p: usize| i32::from(election.governors.get(p).copied().unwrap_or(0));
    let standing = |p: usize| election.standing.get(p) == Some(&Some(true));
    let most = (0..game.players.len()).filter(|&p| p != seat).map(governors).max().unwrap_or(0);
    let progress = standings(game, judge);
    for action in &actions {
        match action {
            Action::Candidacy { stand }
                if election.stage == Stage::Candidacy && *stand == (governors(seat) >= most) =>
            {
                return Some((*action).clone());
            }
            Action::ElectionCard { card, target } => {
                let Some(effect) = game.data.election_card(*card) else { continue };
                let leader = (0..game.players.len())
                    .filter(|&p| p != seat && standing(p))
                    .max_by_key(|&p| governors(p));
                let helps_me = effect.own && *target == seat && standing(seat) && effect.governors > 0;
                let hurts_leader = !effect.own && Some(*target) == leader && effect.governors < 0;
                if helps_me || hurts_leader {
                    return Some((*action).clone());
                }
            }
            _ => {}
        }
    }
    let votes: Vec<usize> = actions
        .iter()
        .filter_map(|a| if let Action::Vote { candidate } = a { Some(*candidate) } else { None })
        .collect();
    if !votes.is_empty() && !actions.iter().any(|a| matches!(a, Action::AskVoter { .. })) {
        let pick = if standing(seat) || votes.len() == 1 {
            seat
        } else {
            *votes
                .iter()
                .filter(|&&c| c != seat)
                .min_by(|&&a, &&b| progress[a].total_cmp(&progress[b]))
                .unwrap_or(&seat)
        };
        return actions
            .iter()
            .find(|a| matches!(a, Action::Vote { candidate } if *candidate == pick))
            .map(|a| (*a).clone());
    }
    actions
        .iter()
        .find(|a| matches!(a, Action::AskVoter { .. }))
        .or_else(|| actions.iter().find(|a| **a == &Action::Done))
        .map(|a| (*a).clone())
}

/// The King Pig's settlers: the largest token to himself while he may take one, the others to
/// the clans furthest behind.
fn settlers(game: &Game, judge: &Judge, tokens: &[u8], actions: Vec<&Action>) -> Option<Action> {
    let progress = standings(game, judge);
    let seat = judge.seat();
    actions
        .into_iter()
        .filter_map(|a| match a {
            Action::GiveSettler { token, to } => {
                let value = f64::from(tokens.get(*token).copied().unwrap_or(0));
                let score = if *to == seat { 10.0 * value } else { value - 2.0 * progress[*to] };
                Some((score, a))
            }
            _ => None,
        })
        .max_by(|x, y| x.0.total_cmp(&y.0))
        .map(|(_, a)| a.clone())
}
