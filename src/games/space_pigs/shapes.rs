//! The galaxy's shapes (L727–770, V2/V5/V6; docs/space-pigs.md, "Galaxy shapes"): the book's
//! classic galaxy of rings, the waffle band, the twin galaxies with their sun and transit
//! galaxy, and freedom. The book's figures 6–8 are missing, so the layouts are ours.
//!
//! A shape decides three things: where the hexes go when the galaxy is laid at random
//! (`lay`), which galaxies a record may bring ([`fits`]), and which hexes touch: the grid
//! neighbours plus the shape's wrap edges ([`Topology`]). The table of neighbours is derived
//! from the laid positions and the shape, never stored in a record; a [`Game`] keeps it in a
//! cache that follows the galaxy ([`Game::topology`]), so the hot paths (travel, AI pigs,
//! flight) look neighbours up instead of scanning the galaxy.

use std::sync::Arc;

use super::data::Tile;
use super::hex::Hex;
use super::state::{Cell, Game};
use super::topology::{GalaxyShape, SUN, TRANSIT, Topology, TopologyRef};
use crate::games::rng::Randomness;

impl Game {
    /// Which hexes touch now: computed when the galaxy grew (or the shape changed) since the
    /// last call, so building by hand and a reloaded game both get the right table. A laid
    /// hex never moves (a swap of planets swaps their tiles), so the count of hexes tells
    /// whether the table is still right; debug builds (the tests) compare every position.
    pub fn topology(&self) -> TopologyRef<'_> {
        let shape = self.options.galaxy_shape;
        let fits = |topology: &Topology| {
            let fits = topology.shape == shape && topology.positions.len() == self.galaxy.len();
            debug_assert!(
                !fits || topology.positions.iter().zip(&self.galaxy).all(|(p, c)| *p == c.at),
                "a laid hex moved"
            );
            fits
        };
        if let Some(topology) = self.topology.get().filter(|t| fits(t)) {
            return TopologyRef::Kept(topology);
        }
        let positions: Vec<Hex> = self.galaxy.iter().map(|c| c.at).collect();
        let fresh = Topology::shared(shape, &positions);
        match self.topology.keep(Arc::clone(&fresh)) {
            kept if fits(kept) => TopologyRef::Kept(kept),
            // The cache holds the table of an earlier galaxy: this one is worked out per call.
            _ => TopologyRef::Fresh(fresh),
        }
    }

    /// Whether the laid hexes at `from` and `to` touch (grid or wrap).
    pub fn touches(&self, from: Hex, to: Hex) -> bool {
        let (Some(a), Some(b)) = (self.cell(from), self.cell(to)) else { return false };
        self.topology().neighbours(a).contains(&b)
    }

    /// Steps from cell `from` to every cell for a travel-range card: like
    /// [`Game::distances_from`], but across the twin galaxies' sun too (reading D7: the sun is
    /// a step no trip may end on, crossed only with such a card).
    pub fn range_distances_from(&self, from: usize) -> Vec<Option<u8>> {
        self.topology().range_distances(from).to_vec()
    }

    /// The centres of the galaxy: where an eliminated clan comes back when no edge hex is free
    /// (L717). The twins have two; the waffle and freedom have none (L770: no centre).
    pub fn centres(&self) -> Vec<Hex> {
        match self.options.galaxy_shape {
            GalaxyShape::Classic => vec![Hex::CENTRE],
            GalaxyShape::Twin => twin_centres(self.galaxy.len()).to_vec(),
            GalaxyShape::Waffle | GalaxyShape::Freedom => Vec::new(),
        }
    }

    /// The sun's position, for the view and the map (twin galaxies only).
    pub fn sun(&self) -> Option<Hex> {
        (self.options.galaxy_shape == GalaxyShape::Twin).then_some(SUN)
    }
}

/// The twins' radius: rings around each centre for the larger galaxy of `hexes` minus the
/// transit galaxy.
fn twin_radius(hexes: usize) -> u8 {
    let larger = hexes.saturating_sub(TRANSIT.len()).div_ceil(2);
    (0..=10u8).find(|&r| 1 + 3 * usize::from(r) * (usize::from(r) + 1) >= larger).unwrap_or(10)
}

/// The twins' centres: west and east of the sun, their outer rings just touching it.
fn twin_centres(hexes: usize) -> [Hex; 2] {
    let offset = twin_radius(hexes) as i8 + 1;
    [Hex::new(-offset, 0), Hex::new(offset, 0)]
}

/// The positions of a galaxy of `hexes` hexes of `shape`, or `None` when the shape cannot hold
/// that many (the twins need at least two hexes each beside the transit galaxy). The classic
/// galaxy is laid by the caller, as before the shapes, so its randomness is unchanged.
fn positions(shape: GalaxyShape, hexes: usize, rng: &mut impl Randomness) -> Option<Vec<Hex>> {
    match shape {
        GalaxyShape::Classic => None,
        GalaxyShape::Waffle => {
            // Column by column from the west, three rows each; row 1 is drawn half a hex west so
            // the band runs straight: rows -1 and 1 sit over the gaps of row 0.
            let width = hexes.div_ceil(3) as i8;
            let positions = (0..hexes)
                .map(|i| {
                    let (column, row) = ((i / 3) as i8, (i % 3) as i8 - 1);
                    Hex::new(column - width / 2 - i8::from(row == 1), row)
                })
                .collect();
            Some(positions)
        }
        GalaxyShape::Twin => {
            let rest = hexes.checked_sub(TRANSIT.len())?;
            let (west, east) = (rest.div_ceil(2), rest / 2);
            if east < 2 {
                return None;
            }
            let radius = twin_radius(hexes);
            let [west_centre, east_centre] = twin_centres(hexes);
            let mut positions = rings(west_centre, radius, west, Hex::new(-1, 0));
            positions.extend(rings(east_centre, radius, east, Hex::new(1, 0)));
            positions.extend(TRANSIT);
            Some(positions)
        }
        GalaxyShape::Freedom => {
            // From [0, 0], each next hex on a random free position beside the laid ones.
            let mut positions = vec![Hex::CENTRE];
            while positions.len() < hexes {
                let mut free: Vec<Hex> = positions
                    .iter()
                    .flat_map(|h| h.neighbours())
                    .filter(|h| !positions.contains(h) && h.q.abs() < 100 && h.r.abs() < 100)
                    .collect();
                free.sort_unstable();
                free.dedup();
                rng.shuffle(&mut free);
                positions.push(*free.first()?);
            }
            Some(positions)
        }
    }
}

/// `count` positions in rings around `centre` (each ring full before the next), the last ring
/// an arc centred on `facing`, so the hex beside the sun is always laid.
fn rings(centre: Hex, radius: u8, count: usize, facing: Hex) -> Vec<Hex> {
    let shift = |h: Hex| Hex::new(h.q + centre.q, h.r + centre.r);
    let mut positions = Vec::with_capacity(count);
    for r in 0..=radius {
        let ring: Vec<Hex> = Hex::ring(r).into_iter().map(shift).collect();
        let missing = count - positions.len();
        if ring.len() <= missing {
            positions.extend(ring);
        } else {
            let at = ring.iter().position(|h| *h == facing).unwrap_or(0);
            let start = at + ring.len() - missing / 2;
            positions.extend((0..missing).map(|i| ring[(start + i) % ring.len()]));
        }
        if positions.len() == count {
            break;
        }
    }
    positions
}

/// A galaxy of `shape` laid at random: the positions of the shape, the tiles shuffled onto
/// them. `None` for the classic galaxy (laid as before) and for a shape that cannot hold the
/// tiles.
pub(super) fn lay(shape: GalaxyShape, mut tiles: Vec<Tile>, rng: &mut impl Randomness) -> Option<Vec<Cell>> {
    rng.shuffle(&mut tiles);
    let positions = positions(shape, tiles.len(), rng)?;
    Some(positions.into_iter().zip(tiles).map(|(at, tile)| Cell { at, tile }).collect())
}

/// Whether a galaxy (from a record) has `shape`: the classic one is ringed around [0, 0]
/// (`is_ringed`); the waffle lies in rows -1 to 1, each row one unbroken run;
/// the twins are the transit galaxy, no hex on the sun, and two galaxies ringed around their
/// centres with the hexes beside the sun laid; freedom is any connected layout.
pub fn fits(shape: GalaxyShape, galaxy: &[Cell]) -> bool {
    let positions: Vec<Hex> = galaxy.iter().map(|c| c.at).collect();
    match shape {
        GalaxyShape::Classic => is_ringed(galaxy),
        GalaxyShape::Waffle => {
            (-1..=1).all(|row| {
                let mut qs: Vec<i8> = positions.iter().filter(|h| h.r == row).map(|h| h.q).collect();
                qs.sort_unstable();
                !qs.is_empty() && qs.windows(2).all(|w| w[1] == w[0] + 1)
            }) && positions.iter().all(|h| (-1..=1).contains(&h.r))
                && connected(&positions)
        }
        GalaxyShape::Twin => {
            let radius = twin_radius(positions.len());
            let centres = twin_centres(positions.len());
            let facing = [Hex::new(-1, 0), Hex::new(1, 0)];
            let ringed = centres.iter().zip(facing).all(|(&centre, facing)| {
                let own: Vec<Hex> =
                    positions.iter().copied().filter(|h| h.distance(centre) <= radius).collect();
                let outer = own.iter().map(|h| h.distance(centre)).max().unwrap_or(0);
                own.contains(&facing)
                    && (0..outer).all(|r| {
                        Hex::ring(r)
                            .into_iter()
                            .all(|h| own.contains(&Hex::new(h.q + centre.q, h.r + centre.r)))
                    })
            });
            ringed
                && TRANSIT.iter().all(|t| positions.contains(t))
                && !positions.contains(&SUN)
                && positions
                    .iter()
                    .all(|h| TRANSIT.contains(h) || centres.iter().any(|c| h.distance(*c) <= radius))
        }
        GalaxyShape::Freedom => !positions.is_empty() && connected(&positions),
    }
}

/// The shape the book's building rules give (§3.2): the centre `[0, 0]`, then rings around it,
/// each complete before the next starts, so only the outermost ring may be partial. Its hexes
/// may lie anywhere in that ring (each touches the full ring inside by an edge, so the galaxy
/// is connected); they need not form one arc, as seats laying hexes by hand may leave gaps.
pub(super) fn is_ringed(galaxy: &[Cell]) -> bool {
    let Some(outer) = galaxy.iter().map(|c| c.at.distance(Hex::CENTRE)).max() else { return false };
    (0..outer).flat_map(Hex::ring).all(|position| galaxy.iter().any(|c| c.at == position))
}

/// Whether every position reaches every other through grid neighbours (L770: all hexes must
/// touch).
fn connected(positions: &[Hex]) -> bool {
    let Some(&first) = positions.first() else { return false };
    let mut seen = vec![first];
    let mut open = vec![first];
    while let Some(at) = open.pop() {
        for next in at.neighbours() {
            if positions.contains(&next) && !seen.contains(&next) {
                seen.push(next);
                open.push(next);
            }
        }
    }
    seen.len() == positions.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rng::Seeded;
    use crate::games::space_pigs::topology::part_of;

    #[test]
    fn each_shape_lays_distinct_positions_that_fit_it_for_every_board() {
        for hexes in [13usize, 16, 19, 23, 26, 30] {
            for shape in [GalaxyShape::Waffle, GalaxyShape::Twin, GalaxyShape::Freedom] {
                let mut rng = Seeded::new(hexes as u64);
                let positions = positions(shape, hexes, &mut rng).expect("a layout");
                let mut distinct = positions.clone();
                distinct.sort_unstable();
                distinct.dedup();
                assert_eq!(distinct.len(), hexes, "{shape:?} {hexes}");
                let tile = Tile {
                    hex: super::super::data::HexKind::Asteroid,
                    family: super::super::data::Family::Black,
                };
                let cells: Vec<Cell> = positions.into_iter().map(|at| Cell { at, tile }).collect();
                assert!(fits(shape, &cells), "{shape:?} {hexes}");
                assert!(!fits(GalaxyShape::Classic, &cells) || shape == GalaxyShape::Freedom, "{shape:?}");
            }
        }
    }

    #[test]
    fn the_twins_never_touch_but_through_the_transit_galaxy() {
        for hexes in [13usize, 16, 19, 30] {
            let positions = positions(GalaxyShape::Twin, hexes, &mut Seeded::new(1)).expect("a layout");
            let topology = Topology::of(GalaxyShape::Twin, positions.clone());
            for (i, at) in positions.iter().enumerate() {
                for &j in topology.neighbours(i) {
                    let (a, b) = (part_of(GalaxyShape::Twin, *at), part_of(GalaxyShape::Twin, positions[j]));
                    assert!(a.is_none() || b.is_none() || a == b, "{at} touches {}", positions[j]);
                }
            }
        }
    }
}
