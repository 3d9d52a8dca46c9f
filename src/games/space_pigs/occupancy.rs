//! Which cells each seat has troops on, a bit per cell: derived from [`Game::groups`] and kept
//! until they change. Travel, reorganisation, reinforcement and the victory checks walk a
//! seat's own hexes at nearly every step; scanning every cell's groups for them was the
//! largest share of a simulated game's time, most of it in branches no processor predicts.

use std::sync::OnceLock;

use super::data::Clan;
use super::state::{Game, Group};

/// Seats the cache has room for (a table has at most one per clan).
const SEATS: usize = Clan::ALL.len();

/// The cells of each seat, worked out when first asked after a change of the groups. Not
/// serialized and left out of equality, as it follows from the groups.
#[derive(Default, Clone)]
pub struct Occupancy(OnceLock<[u64; SEATS]>);

impl Occupancy {
    /// Empties the cache: the groups changed more than one at a time.
    pub(super) fn forget(&mut self) {
        self.0 = OnceLock::new();
    }

    /// `player` now has a group on cell `index`, or (`here` false) none.
    pub(super) fn set(&mut self, player: usize, index: usize, here: bool) {
        match self.0.get_mut().and_then(|cells| cells.get_mut(player)) {
            Some(mask) if index < 64 => {
                *mask = (*mask & !(1 << index)) | u64::from(here) << index;
            }
            // A seat beyond the cache is scanned for at every read anyway.
            Some(_) => self.forget(),
            None => {}
        }
    }
}

impl PartialEq for Occupancy {
    fn eq(&self, _: &Occupancy) -> bool {
        true
    }
}

impl Eq for Occupancy {}

impl std::fmt::Debug for Occupancy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Occupancy")
    }
}

/// The cells of each seat, by a scan of every cell's groups (a galaxy has at most 64 cells).
fn scan(groups: &[Vec<Group>]) -> [u64; SEATS] {
    let mut cells = [0; SEATS];
    for (index, here) in groups.iter().enumerate().take(64) {
        for group in here {
            if let Some(mask) = cells.get_mut(group.player) {
                *mask |= 1 << index;
            }
        }
    }
    cells
}

impl Game {
    /// The cells where `player` has a group: bit `i` for cell `i`.
    pub fn cells_of(&self, player: usize) -> u64 {
        let cells = self.occupancy.0.get_or_init(|| scan(&self.groups));
        debug_assert_eq!(
            cells,
            &scan(&self.groups),
            "the groups changed without Game::regrouped (or an engine step not forgetting the cells)"
        );
        match cells.get(player) {
            Some(&mask) => mask,
            None => self.groups.iter().enumerate().take(64).fold(0, |mask, (index, here)| {
                mask | u64::from(here.iter().any(|g| g.player == player)) << index
            }),
        }
    }

    /// To be called after the groups were changed by hand (tests, tools): the engine's own
    /// steps keep [`Game::cells_of`] right themselves.
    pub fn regrouped(&mut self) {
        self.occupancy.forget();
    }
}

/// The cells of `mask` in increasing order.
pub fn cells(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let index = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            index
        })
    })
}
