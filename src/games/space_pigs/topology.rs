//! The galaxy's shape (V2/V5/V6) and which of its hexes touch: the values and tables the game
//! state holds, apart from the laying and the checks of `shapes.rs` that read the state.

use std::ops::Deref;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use serde::{Deserialize, Serialize, Serializer};

use super::data::limits::{PATH_STEPS, RANGE};
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

crate::games::seam::code_names!(GalaxyShape {
    Classic => "classic",
    Waffle => "waffle",
    Twin => "twin",
    Freedom => "freedom",
});

/// The twin galaxies' sun (reading D7): a position between the two galaxies, no laid hex.
pub const SUN: Hex = Hex::new(0, 0);
/// The twin galaxies' transit galaxy: three hexes beside the sun, touching both galaxies.
pub const TRANSIT: [Hex; 3] = [Hex::new(-1, 1), Hex::new(0, 1), Hex::new(-1, 2)];

/// Paths from one cell: each as its last cell (a galaxy has at most `limits::HEXES` cells) and
/// the positions passed on the way.
pub type Paths = Arc<[(u8, Via)]>;

/// The positions a path card's trip passes on the way (at most `PATH_STEPS - 1`), kept inline:
/// a seat holding such a card is offered thousands of paths at each travel decision, and
/// listing them should allocate nothing.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Via {
    hexes: [Hex; VIA],
    len: u8,
}

/// Room for the positions passed by the longest path a card may have.
const VIA: usize = PATH_STEPS as usize - 1;

impl Via {
    /// A trip that passes nothing on the way (any trip but a path card's).
    pub const NONE: Via = Via { hexes: [Hex::CENTRE; VIA], len: 0 };
}

impl Deref for Via {
    type Target = [Hex];

    fn deref(&self) -> &[Hex] {
        &self.hexes[..usize::from(self.len)]
    }
}

/// As the list of positions it holds (as the list it replaced printed).
impl std::fmt::Debug for Via {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// As the list of positions it holds.
impl Serialize for Via {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// A game's topology as [`super::Game::topology`] hands it out: the one its cache keeps, or one
/// worked out for the call when the galaxy changed without emptying the cache.
pub enum TopologyRef<'a> {
    Kept(&'a Topology),
    Fresh(Arc<Topology>),
}

impl Deref for TopologyRef<'_> {
    type Target = Topology;

    fn deref(&self) -> &Topology {
        match self {
            TopologyRef::Kept(topology) => topology,
            TopologyRef::Fresh(topology) => topology,
        }
    }
}

/// Which hexes of a laid galaxy touch, derived from the positions and the shape.
#[derive(Debug)]
pub struct Topology {
    pub(super) shape: GalaxyShape,
    pub(super) positions: Vec<Hex>,
    /// Which cell lies at a position (`Game::cell` looks up four hexes for a trip).
    places: Places,
    /// Per cell, the cells it touches, in galaxy order (as the grid scan listed them).
    neighbours: Vec<Vec<usize>>,
    /// Every two cells that touch, once, the lower first, in galaxy order (a swap of planets
    /// may be offered on each).
    pairs: Vec<(usize, usize)>,
    /// Per cell, the wrap group it belongs to (cells of one group touch across the rim).
    marks: Vec<Option<u8>>,
    /// Per cell, whether a free grid position lies beside it (the galaxy's edge).
    rim: Vec<bool>,
    /// The cells next to the sun (twin galaxies only).
    pub(super) sunward: Vec<usize>,
    /// Steps between every two cells (row `from`, column `to`; `None`: unreachable), found
    /// once per galaxy: trips, their listing and the AI pigs ask for them at every decision.
    distances: Vec<Option<u8>>,
    /// The same across the twin galaxies' sun for a travel-range card (reading D7); empty
    /// for the other shapes, where it equals `distances`.
    range_distances: Vec<Option<u8>>,
    /// Per cell, the cells 1 to `h` steps away by `distances` as a bit each, at index `h` up
    /// to [`RANGE`] (the furthest a card or AI pigs go): a travel decision counts a card's
    /// targets from every hex of the traveller.
    reach: Vec<Reach>,
    /// The same by `range_distances` (empty where those are `distances`).
    range_reach: Vec<Reach>,
    /// The simple paths of a path card, per origin cell and number of steps (slot
    /// `origin * PATH_STEPS + steps - 1`), found the first time a seat holding such a card may
    /// travel from there ([`Topology::paths`]).
    paths: Vec<OnceLock<Paths>>,
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

/// The cell of each position in the galaxy's bounding box, looked up instead of searched.
#[derive(Debug)]
struct Places {
    /// The box's corner: the smallest `q` and `r` of the laid hexes.
    low: Hex,
    /// Positions per column of one `q`: the box's span of `r`.
    height: usize,
    /// Column by column, the cell at each position, `u8::MAX` where none is.
    cells: Vec<u8>,
}

impl Places {
    fn of(positions: &[Hex]) -> Places {
        let low = |pick: fn(&Hex) -> i8| positions.iter().map(pick).min().unwrap_or(0);
        let offset = |at: i8, low: i8| (i16::from(at) - i16::from(low)) as usize;
        let span = |pick: fn(&Hex) -> i8| {
            positions.iter().map(pick).max().map_or(0, |high| offset(high, low(pick))) + 1
        };
        let (low, width, height) = (Hex::new(low(|h| h.q), low(|h| h.r)), span(|h| h.q), span(|h| h.r));
        let mut cells = vec![u8::MAX; width * height];
        for (index, &at) in positions.iter().enumerate() {
            // A galaxy has far fewer than 255 cells (the seats' cells are bits of a u64).
            let slot = offset(at.q, low.q) * height + offset(at.r, low.r);
            cells[slot] = u8::try_from(index).unwrap_or(u8::MAX);
        }
        Places { low, height, cells }
    }

    fn cell_at(&self, at: Hex) -> Option<usize> {
        let q = usize::try_from(i16::from(at.q) - i16::from(self.low.q)).ok()?;
        let r = usize::try_from(i16::from(at.r) - i16::from(self.low.r)).ok().filter(|&r| r < self.height)?;
        self.cells.get(q * self.height + r).copied().filter(|&c| c != u8::MAX).map(usize::from)
    }
}

/// A cell's [`Topology::within`] for every number of steps up to [`RANGE`].
type Reach = [u64; RANGE as usize + 1];

/// The cells 1 to `hexes` steps away by one cell's `distances`, a bit each.
fn cells_within(distances: &[Option<u8>], hexes: u8) -> u64 {
    let near = |i: usize| distances[i].is_some_and(|d| (1..=hexes).contains(&d));
    (0..distances.len().min(64)).filter(|&i| near(i)).fold(0, |cells, i| cells | 1 << i)
}

/// [`cells_within`] of one cell's `distances` for every number of steps up to [`RANGE`].
fn reach(distances: &[Option<u8>]) -> Reach {
    std::array::from_fn(|hexes| cells_within(distances, hexes as u8))
}

/// How many galaxies' topologies [`Topology::shared`] keeps: a classic galaxy has a few
/// layouts per number of clans (its outer ring is an arc from a random start), so this serves
/// every simulation of a process, at a few hundred kilobytes each at most.
const SHARED: usize = 32;

impl Topology {
    /// The topology of `positions` laid as `shape`, shared by every game on the same layout:
    /// its tables and the paths its path cards found are worked out once per process rather
    /// than once per game (a tenth of the time of a simulated game went into finding them).
    pub(super) fn shared(shape: GalaxyShape, positions: &[Hex]) -> Arc<Topology> {
        static KNOWN: Mutex<Vec<Arc<Topology>>> = Mutex::new(Vec::new());
        let mut known = KNOWN.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(topology) = known.iter().find(|t| t.shape == shape && t.positions == positions) {
            return Arc::clone(topology);
        }
        let topology = Arc::new(Topology::of(shape, positions.to_vec()));
        if known.len() == SHARED {
            known.remove(0);
        }
        known.push(Arc::clone(&topology));
        topology
    }

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
        let distances: Vec<Option<u8>> = (0..n).flat_map(|from| steps_from(&neighbours, &[], from)).collect();
        let range_distances: Vec<Option<u8>> = if sunward.is_empty() {
            Vec::new()
        } else {
            (0..n).flat_map(|from| steps_from(&neighbours, &sunward, from)).collect()
        };
        let pairs = (0..n)
            .flat_map(|a| neighbours[a].iter().filter(move |&&b| b > a).map(move |&b| (a, b)))
            .collect();
        let reach_of = |distances: &[Option<u8>]| distances.chunks(n.max(1)).map(reach).collect();
        let (reach, range_reach) = (reach_of(&distances), reach_of(&range_distances));
        Topology {
            shape,
            pairs,
            reach,
            range_reach,
            places: Places::of(&positions),
            positions,
            neighbours,
            marks,
            rim,
            sunward,
            distances,
            range_distances,
            paths: (0..n * usize::from(PATH_STEPS)).map(|_| OnceLock::new()).collect(),
        }
    }

    /// Every two cells that touch, once: the lower cell first, in the order of the lower
    /// cell, then of the other.
    pub(super) fn touching_pairs(&self) -> &[(usize, usize)] {
        &self.pairs
    }

    /// The cell at `at`, if one is laid there.
    pub(super) fn cell_at(&self, at: Hex) -> Option<usize> {
        self.places.cell_at(at)
    }

    /// Simple paths of 1 to `steps` steps from cell `origin` (the origin left out), in the
    /// order of their cells: each as its last cell and the positions passed on the way. Listed
    /// once per galaxy, origin and length: a path card offers every one of them at each travel
    /// decision of its holder.
    pub fn paths(&self, origin: usize, steps: u8) -> Paths {
        // A card's steps are checked against the limit when the data loads (and a walk takes
        // at least one step whatever it is asked).
        let steps = steps.clamp(1, PATH_STEPS);
        let find = || {
            let mut paths = Vec::new();
            self.walk(&mut vec![origin], usize::from(steps), &mut paths);
            Paths::from(paths)
        };
        match self.paths.get(origin * usize::from(PATH_STEPS) + usize::from(steps) - 1) {
            Some(slot) => Arc::clone(slot.get_or_init(find)),
            None => find(),
        }
    }

    /// Depth first from the end of `path`, the neighbours in ascending order: every longer
    /// path comes right after its beginning, so the paths come out in lexicographic order.
    fn walk(&self, path: &mut Vec<usize>, steps: usize, paths: &mut Vec<(u8, Via)>) {
        let Some(&last) = path.last() else { return };
        for &next in self.neighbours(last) {
            let Ok(to) = u8::try_from(next) else { continue };
            if path.contains(&next) {
                continue;
            }
            let mut via = Via::NONE;
            for (slot, &cell) in via.hexes.iter_mut().zip(&path[1..]) {
                *slot = self.positions[cell];
            }
            via.len = (path.len() - 1) as u8;
            paths.push((to, via));
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

    /// The cells 1 to `hexes` steps away from cell `from` by [`Topology::distances`], a bit each.
    pub(super) fn within(&self, from: usize, hexes: u8) -> u64 {
        match self.reach.get(from) {
            Some(reach) if hexes <= RANGE => reach[usize::from(hexes)],
            _ => cells_within(self.distances(from), hexes),
        }
    }

    /// The same by [`Topology::range_distances`].
    pub(super) fn range_within(&self, from: usize, hexes: u8) -> u64 {
        match self.range_reach.get(from).or(self.reach.get(from)) {
            Some(reach) if hexes <= RANGE => reach[usize::from(hexes)],
            _ => cells_within(self.range_distances(from), hexes),
        }
    }

    /// The cells that touch cell `index`.
    pub fn neighbours(&self, index: usize) -> &[usize] {
        self.neighbours.get(index).map_or(&[], Vec::as_slice)
    }

    /// Whether cell `index` lies on the galaxy's edge: a free grid position beside it.
    pub fn on_rim(&self, index: usize) -> bool {
        self.rim.get(index).copied().unwrap_or(false)
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
/// and left out of equality, so a saved and reloaded game equals the one saved. Set once and
/// read without a lock (the hot paths ask for it at every step); a hex laid by hand empties it
/// (`TopologyCache::forget`).
#[derive(Default)]
pub struct TopologyCache(OnceLock<Arc<Topology>>);

impl TopologyCache {
    pub(super) fn get(&self) -> Option<&Arc<Topology>> {
        self.0.get()
    }

    /// Keeps `topology` unless one is kept already; returns the one kept.
    pub(super) fn keep(&self, topology: Arc<Topology>) -> &Arc<Topology> {
        self.0.get_or_init(|| topology)
    }

    /// Empties the cache: the galaxy grew.
    pub(super) fn forget(&mut self) {
        self.0 = OnceLock::new();
    }
}

impl Clone for TopologyCache {
    fn clone(&self) -> TopologyCache {
        TopologyCache(self.0.clone())
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
