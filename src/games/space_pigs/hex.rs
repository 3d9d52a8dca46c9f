//! Axial hex coordinates: the galaxy's grid (RULES.md §3.2).
//!
//! A hex is `(q, r)`; the third cube coordinate is `-q - r`. Records write a hex as `[q, r]`,
//! the centre of the galaxy is `[0, 0]`.

use serde::{Deserialize, Serialize};

/// One position of the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(from = "[i8; 2]", into = "[i8; 2]")]
pub struct Hex {
    pub q: i8,
    pub r: i8,
}

impl From<[i8; 2]> for Hex {
    fn from([q, r]: [i8; 2]) -> Hex {
        Hex { q, r }
    }
}

impl From<Hex> for [i8; 2] {
    fn from(hex: Hex) -> [i8; 2] {
        [hex.q, hex.r]
    }
}

impl std::fmt::Display for Hex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}, {}]", self.q, self.r)
    }
}

/// The six directions, in the clockwise order rings are walked.
const DIRECTIONS: [(i8, i8); 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];

impl Hex {
    pub const CENTRE: Hex = Hex { q: 0, r: 0 };

    pub const fn new(q: i8, r: i8) -> Hex {
        Hex { q, r }
    }

    fn step(self, (dq, dr): (i8, i8)) -> Hex {
        Hex { q: self.q.saturating_add(dq), r: self.r.saturating_add(dr) }
    }

    /// The six grid neighbours (whether or not a hex lies there).
    pub fn neighbours(self) -> [Hex; 6] {
        DIRECTIONS.map(|d| self.step(d))
    }

    /// Grid distance: the number of steps between two positions.
    pub fn distance(self, other: Hex) -> u8 {
        let dq = i16::from(self.q) - i16::from(other.q);
        let dr = i16::from(self.r) - i16::from(other.r);
        ((dq.abs() + dr.abs() + (dq + dr).abs()) / 2).min(255) as u8
    }

    pub fn is_adjacent(self, other: Hex) -> bool {
        self.distance(other) == 1
    }

    /// The positions at `radius` from the centre, clockwise from the western corner `[-radius, 0]`;
    /// `ring(0)` is the centre alone.
    pub fn ring(radius: u8) -> Vec<Hex> {
        if radius == 0 {
            return vec![Hex::CENTRE];
        }
        let radius = radius as i8;
        // Start at (-radius, 0) and walk the six sides.
        let mut hex = Hex::new(-radius, 0);
        let mut ring = Vec::with_capacity(6 * radius as usize);
        for direction in DIRECTIONS.iter().cycle().skip(5).take(6).copied() {
            for _ in 0..radius {
                ring.push(hex);
                hex = hex.step(direction);
            }
        }
        ring
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_hold_six_times_their_radius_positions_each_next_to_the_one_before() {
        for radius in 1..=3u8 {
            let ring = Hex::ring(radius);
            assert_eq!(ring.len(), 6 * radius as usize);
            assert!(ring.iter().all(|h| h.distance(Hex::CENTRE) == radius));
            for pair in ring.windows(2) {
                assert!(pair[0].is_adjacent(pair[1]), "{pair:?}");
            }
            assert!(ring[0].is_adjacent(ring[ring.len() - 1]));
        }
    }

    #[test]
    fn neighbours_are_at_distance_one_and_serde_writes_pairs() {
        let hex = Hex::new(1, -2);
        assert!(hex.neighbours().iter().all(|n| n.distance(hex) == 1));
        assert_eq!(serde_json::to_string(&hex).ok().as_deref(), Some("[1,-2]"));
        assert_eq!(Hex::new(2, -1).distance(Hex::new(-1, 1)), 3);
    }
}
