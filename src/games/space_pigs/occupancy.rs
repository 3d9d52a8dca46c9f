//! Which cells each seat has troops on, a bit per cell: derived from the game's groups and kept
//! until they change. Travel, reorganisation, reinforcement and the victory checks walk a
//! seat's own hexes at nearly every step; scanning every cell's groups for them was the
//! largest share of a simulated game's time, most of it in branches no processor predicts.

use std::sync::OnceLock;

use super::data::Clan;

/// Seats the cache has room for (a table has at most one per clan).
pub(super) const SEATS: usize = Clan::ALL.len();

/// The cells of each seat, worked out when first asked after a change of the groups. Not
/// serialized and left out of equality, as it follows from the groups.
#[derive(Default, Clone)]
pub struct Occupancy(OnceLock<[u64; SEATS]>);

impl Occupancy {
    /// The cells of each seat: kept, or found by `scan` and kept.
    pub(super) fn get_or_scan(&self, scan: impl FnOnce() -> [u64; SEATS]) -> &[u64; SEATS] {
        self.0.get_or_init(scan)
    }

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
            // A cell beyond the mask (a galaxy has at most 64): worked out afresh.
            Some(_) => self.forget(),
            // Nothing kept yet, or a seat beyond the cache, which is scanned for at every read.
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

/// The set bits of `mask` in increasing order: a seat's cells, or a hand's card kinds.
pub fn cells(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let index = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            index
        })
    })
}
