//! The keep/reroll expectimax of the strong and greedy levels.

use std::collections::HashMap;

use super::View;
use crate::games::three_pigs::data::{DICE, Face};

/// Faces by index: wolf, door, window, roof.
pub(super) fn face_index(face: Face) -> usize {
    match face {
        Face::Wolf => 0,
        Face::Door => 1,
        Face::Window => 2,
        Face::Roof => 3,
    }
}

/// Counts of faces showing per group of identical dice.
type Counts = Vec<[u8; 4]>;

/// The face counts a roll can give, with their probabilities.
type Outcomes = Vec<([u8; 4], f64)>;

/// Expectimax over the dice. Dice with the same faces are interchangeable, so a state is the
/// count of each face per group of identical dice (default: 3 wolf dice, 2 plain ones), and a
/// reroll is how many of each face to keep.
pub(super) struct Dice<'v, 'g> {
    view: &'v View<'g>,
    pub(super) group_of: [usize; DICE],
    /// Per group: its size and the probability of each face.
    groups: Vec<(u8, [f64; 4])>,
    /// Per group and number of dice rolled: the outcomes and their probabilities.
    outcomes: Vec<Vec<Outcomes>>,
    memo: HashMap<(Counts, usize), f64>,
    buying: HashMap<[usize; 3], f64>,
    wolf: Option<f64>,
}

impl<'v, 'g> Dice<'v, 'g> {
    pub(super) fn new(view: &'v View<'g>) -> Dice<'v, 'g> {
        let table = &view.game.table.dice;
        let mut group_of = [0; DICE];
        let mut kinds: Vec<usize> = Vec::new();
        for die in 0..DICE {
            match kinds.iter().position(|&d| table[d] == table[die]) {
                Some(g) => group_of[die] = g,
                None => {
                    group_of[die] = kinds.len();
                    kinds.push(die);
                }
            }
        }
        let groups: Vec<(u8, [f64; 4])> = kinds
            .iter()
            .enumerate()
            .map(|(g, &die)| {
                let mut p = [0.0; 4];
                for face in table[die] {
                    p[face_index(face)] += 1.0 / 6.0;
                }
                (group_of.iter().filter(|&&x| x == g).count() as u8, p)
            })
            .collect();
        let outcomes =
            groups.iter().map(|&(size, p)| (0..=size).map(|n| multinomial(n, p)).collect()).collect();
        Dice { view, group_of, groups, outcomes, memo: HashMap::new(), buying: HashMap::new(), wolf: None }
    }

    pub(super) fn counts(&self, faces: &[usize; DICE]) -> Counts {
        let mut counts = vec![[0u8; 4]; self.groups.len()];
        for die in 0..DICE {
            counts[self.group_of[die]][faces[die]] += 1;
        }
        counts
    }

    /// The value of stopping with `state` (or of the wolves, when two or more show).
    pub(super) fn terminal(&mut self, state: Counts) -> f64 {
        let mut totals = [0usize; 4];
        for group in &state {
            for (total, &n) in totals.iter_mut().zip(group) {
                *total += usize::from(n);
            }
        }
        if totals[0] >= 2 {
            if let Some(value) = self.wolf {
                return value;
            }
            let value = self.view.wolf_value();
            self.wolf = Some(value);
            return value;
        }
        let symbols = [totals[1], totals[2], totals[3]];
        if let Some(&value) = self.buying.get(&symbols) {
            return value;
        }
        let value = self.view.buying_value(symbols);
        self.buying.insert(symbols, value);
        value
    }

    /// The value of `state` with `rolls_left` rerolls still allowed, playing best.
    fn value(&mut self, state: Counts, rolls_left: usize) -> f64 {
        let wolves: u8 = state.iter().map(|g| g[0]).sum();
        if rolls_left == 0 || wolves >= 2 {
            return self.terminal(state);
        }
        if let Some(&value) = self.memo.get(&(state.clone(), rolls_left)) {
            return value;
        }
        let mut best = self.terminal(state.clone());
        for keep in keeps(&state) {
            best = best.max(self.reroll_value(keep, rolls_left));
        }
        self.memo.insert((state, rolls_left), best);
        best
    }

    /// The expected value of rolling every die not in `keep`, then playing on with
    /// `rolls_left - 1` rerolls.
    pub(super) fn reroll_value(&mut self, keep: Counts, rolls_left: usize) -> f64 {
        let mut partial: Vec<(Counts, f64)> = vec![(Vec::new(), 1.0)];
        for (g, kept) in keep.iter().enumerate() {
            let rolled = self.groups[g].0 - kept.iter().sum::<u8>();
            let mut next = Vec::with_capacity(partial.len() * self.outcomes[g][usize::from(rolled)].len());
            for (state, p) in &partial {
                for (outcome, q) in &self.outcomes[g][usize::from(rolled)] {
                    let mut counts = *kept;
                    for (c, o) in counts.iter_mut().zip(outcome) {
                        *c += o;
                    }
                    let mut s = state.clone();
                    s.push(counts);
                    next.push((s, p * q));
                }
            }
            partial = next;
        }
        partial.into_iter().map(|(state, p)| p * self.value(state, rolls_left.saturating_sub(1))).sum()
    }
}

/// Every way to keep some non-wolf dice and reroll at least one (wolves are always kept).
fn keeps(state: &Counts) -> Vec<Counts> {
    let mut all: Vec<Counts> = vec![Vec::new()];
    for group in state {
        let mut next = Vec::new();
        for partial in &all {
            for d in 0..=group[1] {
                for w in 0..=group[2] {
                    for r in 0..=group[3] {
                        let mut p = partial.clone();
                        p.push([group[0], d, w, r]);
                        next.push(p);
                    }
                }
            }
        }
        all = next;
    }
    all.retain(|keep| keep != state);
    all
}

/// The outcomes of rolling `n` dice with face probabilities `p`, by face count.
fn multinomial(n: u8, p: [f64; 4]) -> Outcomes {
    let mut out: Outcomes = vec![([0; 4], 1.0)];
    for _ in 0..n {
        let mut next: Outcomes = Vec::new();
        for (counts, q) in &out {
            for (face, &pf) in p.iter().enumerate() {
                if pf == 0.0 {
                    continue;
                }
                let mut c = *counts;
                c[face] += 1;
                match next.iter_mut().find(|(existing, _)| *existing == c) {
                    Some((_, total)) => *total += q * pf,
                    None => next.push((c, q * pf)),
                }
            }
        }
        out = next;
    }
    out
}
