//! The concrete actions a computer player weighs: every listed action, and from each family
//! of troop moves ([`Choice`]) a few telling sizes rather than every count.

use super::super::action::{Action, Choice, Legal};
use super::super::state::Troops;
use crate::games::rng::Seeded;

/// The actions to weigh among `legal`, at most `most` of them (beyond that a random sample,
/// half of it kept for the listed single actions, keeps a decision quick on a crowded galaxy).
/// `thorough` adds the in-between sizes of each family (leave one behind, half, a single
/// piglet); without it each family gives its largest move (and a Big Gruik conversion its two
/// ways).
pub(super) fn candidates(legal: &[Legal], thorough: bool, most: usize, rng: &mut Seeded) -> Vec<Action> {
    let mut single = Vec::new();
    let mut sized = Vec::new();
    for item in legal {
        match item {
            Legal::Exactly(action) => single.push(action.clone()),
            Legal::Choice(choice) => sized.extend(sizes(choice, thorough)),
        }
    }
    sized.dedup();
    if single.len() + sized.len() > most {
        while single.len() > most / 2 {
            let drop = rng.below(single.len());
            single.swap_remove(drop);
        }
        let room = most - single.len();
        while sized.len() > room {
            let drop = rng.below(sized.len());
            sized.swap_remove(drop);
        }
    }
    single.extend(sized);
    single
}

/// A few members of one family: the most troops it may move, and with `thorough` one piglet
/// fewer (a guard left behind), half of them and a single piglet.
fn sizes(choice: &Choice, thorough: bool) -> Vec<Action> {
    match choice {
        Choice::Trip { from, to, card, up_to, at_most, .. } => troop_sizes(*up_to, *at_most, thorough)
            .into_iter()
            .map(|t| Action::Trip {
                from: *from,
                to: *to,
                piglets: t.piglets,
                gruiks: t.gruiks,
                card: *card,
                drops: Vec::new(),
            })
            .collect(),
        Choice::Reorganise { from, to, up_to, at_most } => troop_sizes(*up_to, *at_most, thorough)
            .into_iter()
            .map(|t| Action::Reorganise { from: *from, to: *to, piglets: t.piglets, gruiks: t.gruiks })
            .collect(),
        Choice::Reinforce { at, new, piglets, gruik } => {
            let mut out = Vec::new();
            if *piglets > 0 {
                out.push(Action::Reinforce { at: *at, piglets: (*piglets).min(*new), gruik: false });
            }
            if *gruik && *new >= 2 {
                out.push(Action::Reinforce { at: *at, piglets: (*piglets).min(new - 2), gruik: true });
            }
            if thorough && *piglets > 1 {
                out.push(Action::Reinforce { at: *at, piglets: 1, gruik: false });
            }
            out
        }
    }
}

/// Non-empty parts of `up_to` with at most `at_most` troops: the largest (Big Gruiks first),
/// and with `thorough` one piglet fewer, half, and one piglet.
fn troop_sizes(up_to: Troops, at_most: u8, thorough: bool) -> Vec<Troops> {
    let gruiks = up_to.gruiks.min(at_most);
    let most = Troops::new(up_to.piglets.min(at_most - gruiks), gruiks);
    let mut out = vec![most];
    if thorough {
        if most.piglets > 0 && most.total() > 1 {
            out.push(Troops::new(most.piglets - 1, most.gruiks));
        }
        let half = Troops::new(most.piglets / 2, most.gruiks / 2);
        if !half.is_empty() {
            out.push(half);
        }
        if most.piglets > 0 {
            out.push(Troops::new(1, 0));
        }
    }
    out.retain(|t| !t.is_empty());
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_size_is_a_non_empty_part_within_the_limit() {
        for piglets in 0..6 {
            for gruiks in 0..3 {
                for at_most in 1..8 {
                    let up_to = Troops::new(piglets, gruiks);
                    if up_to.is_empty() {
                        continue;
                    }
                    for t in troop_sizes(up_to, at_most, true) {
                        assert!(
                            !t.is_empty() && t.fits_in(up_to) && t.total() <= at_most,
                            "{t:?} of {up_to:?}"
                        );
                    }
                }
            }
        }
    }
}
