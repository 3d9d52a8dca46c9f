//! Setting a game up: the galaxy (§3.2, SS-03, SS-04), the hands, the start hexes (SS-05, SS-08).

use std::collections::BTreeMap;

use super::data::{Acorns, Card, Clan, Data, Family, Tile};
use super::hex::Hex;
use super::shapes;
use super::state::{Cell, Game, Options, Phase, Player, Troops};
use super::topology::GalaxyShape;
use crate::games::rng::{RandomError, Randomness};

/// Parts of the setup a record (or a test) may fix instead of drawing them.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Setup {
    /// The whole galaxy, laid; its hexes must be the ones of the board table.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub galaxy: Option<Vec<Cell>>,
    /// The deck, top card first; a permutation of the data table's deck.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deck: Option<Vec<Card>>,
    /// One recipe per seat, from the data table.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recipes: Option<Vec<Acorns>>,
    /// One clan per seat, all different.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clans: Option<Vec<Clan>>,
    /// Full rules: the first player (a seat) instead of the d6 roll (L274).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_player: Option<usize>,
}

/// Why a game cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("Space-Schweine needs 3 to 6 players")]
    PlayerCount,
    #[error("max_rounds must be at least 2 (nobody can win in round 1)")]
    MaxRounds,
    #[error("readings must be a known revision of the rule readings (1 to 4)")]
    Readings,
    #[error("the galaxy must hold exactly the board table's hexes, each on its own position")]
    Galaxy,
    /// The book lays the galaxy from its centre in rings, each ring complete before the next
    /// begins (§3.2 building): a line or a scattered galaxy is no board of the game.
    #[error("the galaxy must be laid in rings around [0, 0]: every ring full before the next one starts")]
    GalaxyShape,
    #[error("the deck must hold exactly the cards of the data table")]
    Deck,
    #[error("give one recipe of the data table per player")]
    Recipes,
    #[error("give one clan per player, all different")]
    Clans,
    /// The record's data table is outside what the rules can play (see `data::limits`).
    #[error("data: {0}")]
    Data(String),
    #[error("first_player must be a seat of the game (full rules only)")]
    FirstPlayer,
    /// V3 hides a colour in a secret recipe; the quick-start recipes are open.
    #[error("seventh_planet needs the full rules, whose recipes are secret")]
    SeventhPlanet,
    /// V2/V5/V6: a galaxy from a record that does not have the table's shape, or a shape that
    /// cannot hold the board table's hexes (the twins need seven at least).
    #[error("the galaxy does not have the shape of galaxy_shape (see docs/space-pigs.md, \"Galaxy shapes\")")]
    ShapeLayout,
    /// The shapes lay their galaxy at random: the book's building rules are rings around one
    /// centre, which the waffle, the twins and freedom are not.
    #[error("a galaxy_shape other than classic is laid at random (auto_board)")]
    ShapeBuiltByHand,
    /// V7 and V8 change how the seats lay the hexes; a galaxy laid at random or given whole
    /// is not laid by them.
    #[error("building seen or face_down needs a galaxy the players build (auto_board off, no galaxy given)")]
    Building,
    /// The first player's roll (full rules) found no die in the script.
    #[error(transparent)]
    Random(#[from] RandomError),
}

impl SetupError {
    pub fn code(&self) -> &'static str {
        match self {
            SetupError::PlayerCount => "bad_players",
            SetupError::MaxRounds
            | SetupError::Readings
            | SetupError::SeventhPlanet
            | SetupError::Building => "bad_options",
            SetupError::Galaxy => "bad_galaxy",
            SetupError::GalaxyShape | SetupError::ShapeLayout => "bad_galaxy_shape",
            SetupError::ShapeBuiltByHand => "bad_options",
            SetupError::Deck => "bad_deck",
            SetupError::Recipes => "bad_recipes",
            SetupError::Clans => "bad_clans",
            SetupError::Data(_) => "bad_data",
            SetupError::FirstPlayer => "bad_first_player",
            SetupError::Random(error) => error.code(),
        }
    }
}

impl Game {
    /// A new game; `names` in seat order. Quick-start: seat 0 is the first player (SS-06: the
    /// caller draws or chooses the order; SS-07: it stays fixed). Draws clans, recipes, the deck
    /// order and (with `auto_board`) the galaxy from `rng`, in that order, unless `setup` fixes
    /// them; the full rules then roll for the first player (L274), unless `setup` names him.
    pub fn new(
        names: Vec<String>,
        options: Options,
        data: Data,
        setup: Setup,
        rng: &mut impl Randomness,
    ) -> Result<Game, SetupError> {
        let n = names.len();
        if !(3..=6).contains(&n) || data.board_size(n).is_none() {
            return Err(SetupError::PlayerCount);
        }
        if options.max_rounds.is_some_and(|m| m < 2) {
            return Err(SetupError::MaxRounds);
        }
        if !(Options::FIRST_READINGS..=Options::READINGS).contains(&options.readings) {
            return Err(SetupError::Readings);
        }
        if options.seventh_planet && !options.full() {
            return Err(SetupError::SeventhPlanet);
        }
        let shape = options.galaxy_shape;
        if shape != GalaxyShape::Classic && !options.auto_board && setup.galaxy.is_none() {
            return Err(SetupError::ShapeBuiltByHand);
        }
        if options.building.by_hand() && (options.auto_board || setup.galaxy.is_some()) {
            return Err(SetupError::Building);
        }
        data.check(n).map_err(SetupError::Data)?;
        if options.full() {
            data.full.check(n).map_err(SetupError::Data)?;
        }
        if setup.first_player.is_some_and(|first| first >= n || !options.full()) {
            return Err(SetupError::FirstPlayer);
        }
        let full_deck = data.deck_for(&options);
        if full_deck.len() > super::data::limits::DECK {
            return Err(SetupError::Data(format!(
                "the deck may hold at most {} cards",
                super::data::limits::DECK
            )));
        }
        let clans = match setup.clans {
            Some(clans) => {
                let mut distinct = clans.clone();
                distinct.sort_by_key(|c| *c as u8);
                distinct.dedup();
                if clans.len() != n || distinct.len() != n {
                    return Err(SetupError::Clans);
                }
                clans
            }
            None => {
                let mut clans = Clan::ALL.to_vec();
                rng.shuffle(&mut clans);
                clans
            }
        };
        let recipes = match setup.recipes {
            Some(recipes) if recipes.len() == n && recipes.iter().all(|r| data.recipes.contains(r)) => {
                recipes
            }
            Some(_) => return Err(SetupError::Recipes),
            None => {
                let mut recipes = data.recipes.clone();
                rng.shuffle(&mut recipes);
                recipes
            }
        };
        let deck = match setup.deck {
            Some(deck) => {
                if count(&deck) != count(&full_deck) {
                    return Err(SetupError::Deck);
                }
                deck.into_iter().rev().collect()
            }
            None => {
                let mut deck = full_deck;
                rng.shuffle(&mut deck);
                deck
            }
        };
        let tiles = data.tiles_for(n, &options);
        let (galaxy, piles) = match setup.galaxy {
            Some(galaxy) => {
                let laid: Vec<Tile> = galaxy.iter().map(|c| c.tile).collect();
                if count(&laid) != count(&tiles) || !distinct_positions(&galaxy) {
                    return Err(SetupError::Galaxy);
                }
                if shape == GalaxyShape::Classic && !shapes::is_ringed(&galaxy) {
                    return Err(SetupError::GalaxyShape);
                }
                if !shapes::fits(shape, &galaxy) {
                    return Err(SetupError::ShapeLayout);
                }
                (galaxy, Default::default())
            }
            None if shape != GalaxyShape::Classic => {
                (shapes::lay(shape, tiles, rng).ok_or(SetupError::ShapeLayout)?, Default::default())
            }
            None if options.auto_board => (auto_galaxy(tiles, rng), Default::default()),
            None => {
                let mut piles: [Vec<Tile>; 4] = Default::default();
                for family in Family::ALL {
                    piles[family.index()] = tiles.iter().copied().filter(|t| t.family == family).collect();
                    rng.shuffle(&mut piles[family.index()]);
                }
                (Vec::new(), piles)
            }
        };
        let players = names
            .into_iter()
            .zip(clans)
            .zip(recipes)
            .map(|((name, clan), recipe)| Player {
                name,
                clan,
                recipe,
                hand: Vec::new(),
                supply: Troops::new(data.piglets, data.gruiks),
                production: Acorns::default(),
                lost: Troops::default(),
                start: None,
                markers: if options.full() { data.full.markers.clone() } else { Vec::new() },
                marker: None,
                governors: 0,
                settlers: Vec::new(),
                eliminated: false,
                powers: Vec::new(),
                seventh: None,
                fallen: 0,
            })
            .collect();
        // L274, L432: the first player by a d6 roll, the others clockwise from him.
        let order = match (options.full(), setup.first_player) {
            (false, _) => Vec::new(),
            (true, Some(first)) => (0..n).map(|i| (first + i) % n).collect(),
            (true, None) => {
                let first = super::round::roll_first_player(n, rng)?;
                (0..n).map(|i| (first + i) % n).collect()
            }
        };
        let first = order.first().copied().unwrap_or(0);
        // V1 (L725): with reverse deployment the last player places his start troops first.
        let deploys_first =
            if options.reverse_deploy { order.last().copied().unwrap_or(n - 1) } else { first };
        let phase = if galaxy.is_empty() {
            Phase::Build { player: first }
        } else {
            Phase::Deploy { player: deploys_first }
        };
        let mut game = Game {
            options,
            data,
            players,
            groups: vec![Vec::new(); galaxy.len()],
            galaxy,
            piles,
            deck,
            discard: Vec::new(),
            round: 0,
            phase,
            outcome: None,
            arrivals: 0,
            order,
            king: None,
            election: None,
            offers: Vec::new(),
            ai: Vec::new(),
            eaten: Vec::new(),
            feasts: Vec::new(),
            topology: Default::default(),
            occupancy: Default::default(),
            blocked: None,
            face_down: Vec::new(),
        };
        // V9 (L782): a galaxy laid at random (or given) lies face down until troops arrive.
        if options.building == super::Building::Explored {
            game.face_down = vec![true; game.galaxy.len()];
        }
        for player in 0..n {
            game.draw_up(player, 0, &mut Vec::new(), rng);
        }
        game.draw_seventh_planets(rng)?;
        Ok(game)
    }

    /// Free positions where the next hex may be laid: the centre first, then the positions of
    /// the innermost ring that is not full, next to a laid hex (§3.2 building).
    pub fn build_positions(&self) -> Vec<Hex> {
        if self.galaxy.is_empty() {
            return vec![Hex::CENTRE];
        }
        (1..=10u8)
            .map(Hex::ring)
            .find(|ring| ring.iter().any(|h| self.cell(*h).is_none()))
            .unwrap_or_default()
            .into_iter()
            .filter(|h| self.cell(*h).is_none() && h.neighbours().iter().any(|n| self.cell(*n).is_some()))
            .collect()
    }

    /// Start hexes `player` may choose: free edge hexes at least `start_distance` from every
    /// other start (SS-05, SS-08), planets before asteroids with readings 2 (the book puts the
    /// start piglets "auf einen freien Planeten am Randgebiet", and names asteroids only where
    /// an eliminated clan comes back). Each rule gives way only when nothing is left that keeps
    /// it: distance first, then the edge, the planet last of all.
    pub fn start_hexes(&self, player: usize) -> Vec<Hex> {
        let starts: Vec<Hex> = self
            .players
            .iter()
            .enumerate()
            .filter(|(p, _)| *p != player)
            .filter_map(|(_, p)| p.start)
            .collect();
        let free: Vec<usize> = (0..self.galaxy.len()).filter(|&i| self.groups[i].is_empty()).collect();
        let topology = self.topology();
        let edge: Vec<usize> = free.iter().copied().filter(|&i| topology.on_rim(i)).collect();
        let apart: Vec<usize> = edge
            .iter()
            .copied()
            .filter(|&i| starts.iter().all(|s| s.distance(self.galaxy[i].at) >= self.data.start_distance))
            .collect();
        let planets = |hexes: &[usize]| -> Vec<usize> {
            if !self.options.starts_on_planets() {
                return hexes.to_vec();
            }
            // A face-down hex (V9) may be a planet for all anyone knows.
            hexes.iter().copied().filter(|&i| !self.known_asteroid(i)).collect()
        };
        let chosen = [planets(&apart), apart, planets(&edge), edge, planets(&free), free]
            .into_iter()
            .find(|tier| !tier.is_empty())
            .unwrap_or_default();
        chosen.into_iter().map(|i| self.galaxy[i].at).collect()
    }
}

fn count<T: Ord + Copy>(items: &[T]) -> BTreeMap<T, usize> {
    let mut counts = BTreeMap::new();
    for item in items {
        *counts.entry(*item).or_insert(0) += 1;
    }
    counts
}

/// SS-04 `auto_board`: full rings around the centre, the last ring as one contiguous arc from a
/// random start, the hexes in random order.
fn auto_galaxy(mut tiles: Vec<Tile>, rng: &mut impl Randomness) -> Vec<Cell> {
    rng.shuffle(&mut tiles);
    let mut positions = Vec::with_capacity(tiles.len());
    let mut radius = 0;
    while positions.len() < tiles.len() {
        let ring = Hex::ring(radius);
        let missing = tiles.len() - positions.len();
        if ring.len() <= missing {
            positions.extend(ring);
        } else {
            let mut starts: Vec<usize> = (0..ring.len()).collect();
            rng.shuffle(&mut starts);
            let start = starts[0];
            positions.extend((0..missing).map(|i| ring[(start + i) % ring.len()]));
        }
        radius += 1;
    }
    positions.into_iter().zip(tiles).map(|(at, tile)| Cell { at, tile }).collect()
}

fn distinct_positions(galaxy: &[Cell]) -> bool {
    let mut positions: Vec<Hex> = galaxy.iter().map(|c| c.at).collect();
    positions.sort_unstable();
    positions.dedup();
    positions.len() == galaxy.len()
}
