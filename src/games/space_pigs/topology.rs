//! The galaxy's shape (V2/V5/V6) and which of its hexes touch: the values and tables the game
//! state holds, apart from the laying and the checks of `shapes.rs` that read the state.

use std::sync::{Arc, Mutex};

use serde::{Deserialize, Serialize};

use super::hex::Hex;

/// Which galaxy the table lays (an [`super::Options`] field; classic for every table and record
/// from before the shapes).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GalaxyShape {
    /// Rings around one centre (L323), no wraps.
    #[default]
    Classic,
    /// V5 (L760): a band three hexes high; each row's two ends touch.
    Waffle,
    /// V2 (L733–743): two galaxies of rings, a sun between them that only a travel-range card
    /// crosses, a transit galaxy of three hexes; each galaxy's rim hexes touch each other.
    Twin,
    /// V6 (L770): a free connected layout with no centre; all its rim hexes touch each other.
    Freedom,
}

impl GalaxyShape {
    pub const ALL: [GalaxyShape; 4] =
        [GalaxyShape::Classic, GalaxyShape::Waffle, GalaxyShape::Twin, GalaxyShape::Freedom];

    /// The option value and record name.
    pub fn code(self) -> &'static str {
        match self {
            GalaxyShape::Classic => "classic",
            GalaxyShape::Waffle => "waffle",
            GalaxyShape::Twin => "twin",
            GalaxyShape::Freedom => "freedom",
        }
    }

    pub fn read(code: &str) -> Option<GalaxyShape> {
        GalaxyShape::ALL.into_iter().find(|s| s.code() == code)
    }
}

/// The twin galaxies' sun (reading D7): a position between the two galaxies, no laid hex.
pub const SUN: Hex = Hex::new(0, 0);
/// The twin galaxies' transit galaxy: three hexes beside the sun, touching both galaxies.
pub const TRANSIT: [Hex; 3] = [Hex::new(-1, 1), Hex::new(0, 1), Hex::new(-1, 2)];

/// Paths from one cell: each as its last cell and the positions passed on the way.
pub type Paths = Arc<[(usize, Vec<Hex>)]>;

/// Which hexes of a laid galaxy touch, derived from the positions and the shape.
#[derive(Debug)]
pub struct Topology {
    pub(super) shape: GalaxyShape,
    pub(super) positions: Vec<Hex>,
    /// Per cell, the cells it touches, in galaxy order (as the grid scan listed them).
    neighbours: Vec<Vec<usize>>,
    /// Per cell, the wrap group it belongs to (cells of one group touch across the rim).
    marks: Vec<Option<u8>>,
    /// The cells next to the sun (twin galaxies only).
    pub(super) sunward: Vec<usize>,
    /// Steps between every two cells (row `from`, column `to`; `None`: unreachable), found
    /// once per galaxy: trips, their listing and the AI pigs ask for them at every decision.
    distances: Vec<Option<u8>>,
    /// The same across the twin galaxies' sun for a travel-range card (reading D7); empty
    /// for the other shapes, where it equals `distances`.
    range_distances: Vec<Option<u8>>,
    /// The simple paths of a path card, per origin cell and number of steps, found the first
    /// time a seat holding such a card may travel from there ([`Topology::paths`]).
    paths: Mutex<Vec<(usize, u8, Paths)>>,
}

/// Two topologies are equal when their cells touch alike (the paths found so far follow).
impl PartialEq for Topology {
    fn eq(&self, other: &Topology) -> bool {
        self.shape == other.shape
            && self.positions == other.positions
            && self.neighbours == other.neighbours
            && self.marks == other.marks
            && self.sunward == other.sunward
    }
}

impl Eq for Topology {}

impl Topology {
    pub(super) fn of(shape: GalaxyShape, positions: Vec<Hex>) -> Topology {
        let n = positions.len();
        let mut neighbours: Vec<Vec<usize>> =
            (0..n).map(|i| (0..n).filter(|&j| positions[j].is_adjacent(positions[i])).collect()).collect();
        let laid = |at: Hex| positions.contains(&at);
        // A rim hex has a free grid position beside it (the sun is free: no hex lies there).
        let rim: Vec<bool> = positions.iter().map(|at| at.neighbours().iter().any(|n| !laid(*n))).collect();
        let mut marks = vec![None; n];
        match shape {
            GalaxyShape::Classic => {}
            GalaxyShape::Waffle => {
                // Each row's westmost and eastmost hexes touch: the band closes into a ring.
                let mut rows: Vec<i8> = positions.iter().map(|h| h.r).collect();
                rows.sort_unstable();
                rows.dedup();
                for (mark, row) in rows.into_iter().enumerate() {
                    let in_row = (0..n).filter(|&i| positions[i].r == row);
                    let west = in_row.clone().min_by_key(|&i| positions[i].q);
                    let east = in_row.max_by_key(|&i| positions[i].q);
                    if let (Some(west), Some(east)) = (west, east) {
                        if !positions[west].is_adjacent(positions[east]) && west != east {
                            neighbours[west].push(east);
                            neighbours[east].push(west);
                        }
                        let mark = u8::try_from(mark).ok();
                        marks[west] = mark;
                        marks[east] = mark;
                    }
                }
            }
            GalaxyShape::Twin | GalaxyShape::Freedom => {
                // Reading D8: every rim hex of a galaxy touches every other rim hex of it.
                for i in (0..n).filter(|&i| rim[i]) {
                    let Some(part) = part_of(shape, positions[i]) else { continue };
                    marks[i] = Some(part);
                    for j in (0..n).filter(|&j| j != i && rim[j]) {
                        if part_of(shape, positions[j]) == Some(part) && !neighbours[i].contains(&j) {
                            neighbours[i].push(j);
                        }
                    }
                }
            }
        }
        for list in &mut neighbours {
            list.sort_unstable();
        }
        let sunward = match shape {
            GalaxyShape::Twin => (0..n).filter(|&i| positions[i].is_adjacent(SUN)).collect(),
            _ => Vec::new(),
        };
        let distances = (0..n).flat_map(|from| steps_from(&neighbours, &[], from)).collect();
        let range_distances = if sunward.is_empty() {
            Vec::new()
        } else {
            (0..n).flat_map(|from| steps_from(&neighbours, &sunward, from)).collect()
        };
        Topology {
            shape,
            positions,
            neighbours,
            marks,
            sunward,
            distances,
            range_distances,
            paths: Mutex::new(Vec::new()),
        }
    }

    /// Simple paths of 1 to `steps` steps from cell `origin` (the origin left out), in the
    /// order of their cells: each as its last cell and the positions passed on the way. Listed
    /// once per galaxy, origin and length: a path card offers every one of them at each travel
    /// decision of its holder.
    pub fn paths(&self, origin: usize, steps: u8) -> Paths {
        let mut found = self.paths.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((_, _, paths)) = found.iter().find(|(o, s, _)| *o == origin && *s == steps) {
            return Arc::clone(paths);
        }
        let mut paths = Vec::new();
        self.walk(&mut vec![origin], usize::from(steps), &mut paths);
        let paths: Paths = paths.into();
        found.push((origin, steps, Arc::clone(&paths)));
        paths
    }

    /// Depth first from the end of `path`, the neighbours in ascending order: every longer
    /// path comes right after its beginning, so the paths come out in lexicographic order.
    fn walk(&self, path: &mut Vec<usize>, steps: usize, paths: &mut Vec<(usize, Vec<Hex>)>) {
        let Some(&last) = path.last() else { return };
        for &next in self.neighbours(last) {
            if path.contains(&next) {
                continue;
            }
            let via = path[1..].iter().map(|&i| self.positions[i]).collect();
            paths.push((next, via));
            path.push(next);
            if path.len() <= steps {
                self.walk(path, steps, paths);
            }
            path.pop();
        }
    }

    /// Steps from cell `from` to every cell (`None`: unreachable).
    pub fn distances(&self, from: usize) -> &[Option<u8>] {
        let n = self.positions.len();
        self.distances.get(from * n..(from + 1) * n).unwrap_or(&[])
    }

    /// Steps from cell `from` to every cell for a travel-range card, which may cross the twin
    /// galaxies' sun (reading D7); [`Topology::distances`] for the other shapes.
    pub fn range_distances(&self, from: usize) -> &[Option<u8>] {
        if self.range_distances.is_empty() {
            return self.distances(from);
        }
        let n = self.positions.len();
        self.range_distances.get(from * n..(from + 1) * n).unwrap_or(&[])
    }

    /// The cells that touch cell `index`.
    pub fn neighbours(&self, index: usize) -> &[usize] {
        self.neighbours.get(index).map_or(&[], Vec::as_slice)
    }

    /// The wrap group of cell `index` (0 = A, 1 = B, …), for the map's letters.
    pub fn mark(&self, index: usize) -> Option<u8> {
        self.marks.get(index).copied().flatten()
    }
}

/// Breadth-first steps from cell `from` to every cell; with `sunward` cells given, the sun is
/// one more node (index `n`) touching them, which a path may cross but is left out of the result.
fn steps_from(neighbours: &[Vec<usize>], sunward: &[usize], from: usize) -> Vec<Option<u8>> {
    let n = neighbours.len();
    let mut distance = vec![None; n + 1];
    distance[from] = Some(0u8);
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(current) = queue.pop_front() {
        let next = distance[current].map_or(0, |d: u8| d.saturating_add(1));
        let through_sun = (current < n && sunward.contains(&current)).then_some(n);
        let around = if current == n { sunward } else { neighbours[current].as_slice() };
        for &neighbour in around.iter().chain(&through_sun) {
            if distance[neighbour].is_none() {
                distance[neighbour] = Some(next);
                queue.push_back(neighbour);
            }
        }
    }
    distance.truncate(n);
    distance
}

/// Which wrapping galaxy a hex belongs to: for the twins 0 (west), 1 (east) or none (transit);
/// freedom is one galaxy.
pub(super) fn part_of(shape: GalaxyShape, at: Hex) -> Option<u8> {
    match shape {
        GalaxyShape::Twin if TRANSIT.contains(&at) => None,
        GalaxyShape::Twin => Some(u8::from(at.q > 0)),
        _ => Some(0),
    }
}

/// The game's cached [`Topology`]: not serialized (it follows from the galaxy and the options)
/// and left out of equality, so a saved and reloaded game equals the one saved.
#[derive(Default)]
pub struct TopologyCache(Mutex<Option<Arc<Topology>>>);

impl TopologyCache {
    pub(super) fn get(&self) -> Option<Arc<Topology>> {
        self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone()
    }

    pub(super) fn set(&self, topology: Arc<Topology>) {
        *self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(topology);
    }
}

impl Clone for TopologyCache {
    fn clone(&self) -> TopologyCache {
        TopologyCache(Mutex::new(self.get()))
    }
}

impl PartialEq for TopologyCache {
    fn eq(&self, _: &TopologyCache) -> bool {
        true
    }
}

impl Eq for TopologyCache {}

impl std::fmt::Debug for TopologyCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TopologyCache")
    }
}
