//! What a position is worth to one clan: the acorns of its recipe it can expect to make, less
//! its best rival's, with small terms for what it risks and what it could still take.
//!
//! Troops on a hex do not own it for sure until the battles are fought, so each hex's yield is
//! shared among the clans (and AI pigs) on it by their strength. Everything read here is
//! public, except the seat's own recipe and hand; another clan's secret recipe is
//! never read: [`Judge`] holds only the targets the seat can see.

use super::super::data::{Acorns, Card, Colour, TravelEffect};
use super::super::state::{Game, Troops};

/// A win or a loss, far beyond any position's worth.
const DECIDED: f64 = 100.0;
/// What an unknown recipe is taken to ask for in each colour: the mean of 3, 2 and 1 acorns.
const UNKNOWN_NEED: f64 = 2.0;

/// Values positions for one seat, from the targets that seat can see.
#[derive(Debug, Clone)]
pub(super) struct Judge {
    seat: usize,
    /// Each seat's target as `seat` knows it (`None`: secret).
    targets: Vec<Option<Acorns>>,
}

impl Judge {
    /// The judge of `seat` in `game`: the recipes are open in the quick-start rules, secret in
    /// the full rules until the end (the seat knows its own).
    pub(super) fn new(game: &Game, seat: usize) -> Judge {
        let targets = (0..game.players.len())
            .map(|p| (!game.options.full() || p == seat || game.is_over()).then(|| game.target(p)))
            .collect();
        Judge { seat, targets }
    }

    pub(super) fn seat(&self) -> usize {
        self.seat
    }

    /// How much `colour` matters to `player`: what its recipe asks for.
    fn need(&self, player: usize, colour: Colour) -> f64 {
        match self.targets.get(player).copied().flatten() {
            Some(target) => f64::from(target.get(colour)),
            None => UNKNOWN_NEED,
        }
    }

    /// What cell `index` yields that `player`'s recipe asks for.
    pub(super) fn worth(&self, world: &Game, player: usize, index: usize) -> f64 {
        let yields = world.data.yields(world.galaxy[index].tile);
        Colour::ALL.into_iter().map(|c| f64::from(yields.get(c)).min(self.need(player, c))).sum()
    }

    /// The acorns of `player`'s recipe covered by `production` (fractions of acorns allowed).
    fn progress(&self, player: usize, production: &[f64; 3]) -> f64 {
        Colour::ALL.into_iter().zip(production).map(|(c, &made)| made.min(self.need(player, c))).sum()
    }

    /// The worth of `world` to the seat: higher is better; a won game is worth [`DECIDED`].
    pub(super) fn value(&self, world: &Game) -> f64 {
        if let Some(outcome) = &world.outcome {
            return match outcome.winner {
                Some(winner) if winner == self.seat => DECIDED,
                Some(_) => -DECIDED,
                None => 0.0,
            };
        }
        let players = world.players.len();
        let mut production = vec![[0.0f64; 3]; players];
        let mut risk = 0.0;
        let mut reach = 0.0;
        for index in 0..world.galaxy.len() {
            let yields = world.data.yields(world.galaxy[index].tile);
            let shares = shares(world, index);
            for &(player, share) in &shares {
                for (c, colour) in Colour::ALL.into_iter().enumerate() {
                    production[player][c] += f64::from(yields.get(colour)) * share;
                }
            }
            let mine = shares.iter().find(|(p, _)| *p == self.seat).map_or(0.0, |(_, s)| *s);
            if mine > 0.0 {
                let (threat, open) = self.surroundings(world, index);
                let worth = self.worth(world, self.seat, index);
                let own = strength(world.group(index, self.seat).map(|g| g.troops).unwrap_or_default());
                risk += mine * worth * threat * threat / (threat * threat + own * own).max(1e-9);
                reach += 0.06 * open;
            }
        }
        let me = self.progress(self.seat, &production[self.seat]);
        let brewed = self.targets[self.seat].is_some_and(|t| {
            Colour::ALL
                .into_iter()
                .enumerate()
                .all(|(c, col)| production[self.seat][c] >= f64::from(t.get(col)) - 0.05)
        });
        let rival = (0..players)
            .filter(|&p| p != self.seat && !world.is_out(p))
            .map(|p| self.progress(p, &production[p]))
            .fold(0.0, f64::max);
        let troops = world.on_board(self.seat);
        let hand: f64 = world.players[self.seat].hand.iter().map(|&c| card_worth(world, c)).sum();
        me + if brewed { 2.0 } else { 0.0 } - 0.7 * rival - 0.35 * risk.min(6.0)
            + reach.min(1.0)
            + 0.04 * f64::from(troops.piglets)
            + 0.1 * f64::from(troops.gruiks)
            + 0.08 * hand
    }

    /// Around the seat's cell `index`: the strength of other clans' troops next to it (what
    /// could attack it), and the worth of the free hexes next to it (what it could take).
    fn surroundings(&self, world: &Game, index: usize) -> (f64, f64) {
        let (mut threat, mut open) = (0.0, 0.0);
        for next in world.neighbours(index) {
            let groups = &world.groups[next];
            if groups.is_empty() && world.ai_at(next).is_none() {
                open += self.worth(world, self.seat, next);
            }
            threat +=
                groups.iter().filter(|g| g.player != self.seat).map(|g| strength(g.troops)).sum::<f64>();
        }
        (threat, open)
    }
}

/// A side's strength in a battle on one hex: its troops times the power each round brings (the
/// die, d8 with a Big Gruik, plus one per other troop), so a larger side both hits harder and
/// lasts longer.
pub(super) fn strength(troops: Troops) -> f64 {
    let n = f64::from(troops.total());
    if n == 0.0 {
        return 0.0;
    }
    let die = if troops.gruiks > 0 { 4.5 } else { 3.5 };
    n * (die + n - 1.0 + f64::from(troops.gruiks))
}

/// The strength of AI pigs: each counts as a piglet.
fn ai_strength(count: u8) -> f64 {
    strength(Troops::new(count, 0))
}

/// Who can expect to hold cell `index` once its battles are fought, and how likely: each side's
/// squared strength over all of them (AI pigs take their share, given to nobody).
pub(super) fn shares(world: &Game, index: usize) -> Vec<(usize, f64)> {
    let groups = &world.groups[index];
    let ai = world.ai_at(index).map_or(0.0, |stack| ai_strength(stack.count));
    let squares: Vec<(usize, f64)> = groups.iter().map(|g| (g.player, strength(g.troops).powi(2))).collect();
    let total: f64 = squares.iter().map(|(_, s)| s).sum::<f64>() + ai * ai;
    if total <= 0.0 {
        return Vec::new();
    }
    squares.into_iter().map(|(p, s)| (p, s / total)).collect()
}

/// What a card in hand is worth keeping: a battle card its best bonus, a travel card the reach
/// it gives, anything else one.
pub(super) fn card_worth(world: &Game, card: Card) -> f64 {
    if let Some(battle) = world.data.battle_card(card) {
        return 0.5 + f64::from(battle.attack.max(battle.defence));
    }
    match world.data.travel_effect(card) {
        Some(TravelEffect::Range { hexes }) => 0.5 + 0.5 * f64::from(hexes),
        Some(_) => 1.5,
        None => 1.0,
    }
}
