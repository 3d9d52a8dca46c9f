//! Short names for the hexes ("C4"), which the map draws large and every menu and text uses,
//! so a player on a phone can find a hex a menu names.
//!
//! Coordinates (`-1,2`) are up to five characters and can only be drawn small inside a hex;
//! a row letter and a column number are two or three. The names are read like a page: rows
//! lettered from the top, columns numbered from the left. They are counted from a frame that
//! never moves during a game — the laid hexes (and the twins' sun) of a galaxy laid at the
//! start, or, for a galaxy the players build, the disc its hexes will fill — so a hex keeps
//! its name from the first round to the last, and a panel drawn before a hex was laid still
//! names the same hexes as the newest map.

use super::{Game, Hex};

/// The frame the names count from: the top row and the leftmost column, in doubled
/// coordinates (`2q + r`: hexes of one row are two apart, the rows half a hex apart).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HexNames {
    top: i16,
    left: i16,
}

impl HexNames {
    /// The frame of these positions.
    fn around(positions: impl IntoIterator<Item = Hex>) -> HexNames {
        let (mut top, mut left) = (i16::MAX, i16::MAX);
        for at in positions {
            top = top.min(i16::from(at.r));
            left = left.min(doubled(at));
        }
        if top == i16::MAX { HexNames { top: 0, left: 0 } } else { HexNames { top, left } }
    }

    /// The name of `at`: its row's letter (A, B, …, Z, AA, …) and its column's number from 1.
    pub fn name(&self, at: Hex) -> String {
        let row = (i16::from(at.r) - self.top).max(0);
        let column = (doubled(at) - self.left).max(0) / 2 + 1;
        format!("{}{column}", letters(row))
    }
}

/// The column of `at` in doubled coordinates: `2q + r`.
fn doubled(at: Hex) -> i16 {
    2 * i16::from(at.q) + i16::from(at.r)
}

/// Row `index` (0 = A) as letters, as spreadsheets name columns: Z is followed by AA.
fn letters(index: i16) -> String {
    let mut index = i32::from(index);
    let mut out = Vec::new();
    loop {
        out.push(char::from(b'A' + (index % 26) as u8));
        index = index / 26 - 1;
        if index < 0 {
            break;
        }
    }
    out.iter().rev().collect()
}

impl Game {
    /// The names of this game's hexes (see the module).
    pub fn hex_names(&self) -> HexNames {
        let laid = self.galaxy.iter().map(|cell| cell.at).chain(self.sun());
        if self.options.auto_board {
            return HexNames::around(laid);
        }
        // SS-04 by hand: hexes are laid ring by ring around the centre, so the disc of the
        // smallest radius that holds them all frames every position one may be laid at.
        let tiles = self.galaxy.len() + self.piles.iter().map(Vec::len).sum::<usize>();
        let radius =
            (0..=10u8).find(|&r| 1 + 3 * usize::from(r) * (usize::from(r) + 1) >= tiles).unwrap_or(10);
        HexNames::around(laid.chain((0..=radius).flat_map(Hex::ring)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_lettered_from_the_top_and_columns_numbered_from_the_left() {
        // A classic galaxy of radius 1: rows r = -1, 0, 1.
        let names = HexNames::around((0..=1).flat_map(Hex::ring));
        assert_eq!(names.name(Hex::new(0, -1)), "A1");
        assert_eq!(names.name(Hex::new(1, -1)), "A2");
        assert_eq!(names.name(Hex::new(-1, 0)), "B1");
        assert_eq!(names.name(Hex::CENTRE), "B2");
        assert_eq!(names.name(Hex::new(1, 0)), "B3");
        assert_eq!(names.name(Hex::new(-1, 1)), "C1");
        assert_eq!(names.name(Hex::new(0, 1)), "C2");
    }

    #[test]
    fn every_hex_of_a_galaxy_has_its_own_short_name() {
        let disc: Vec<Hex> = (0..=4).flat_map(Hex::ring).collect();
        let names = HexNames::around(disc.iter().copied());
        let all: std::collections::BTreeSet<String> = disc.iter().map(|&h| names.name(h)).collect();
        assert_eq!(all.len(), disc.len());
        assert!(all.iter().all(|name| name.len() <= 2), "{all:?}");
    }

    /// A galaxy the players build (SS-04 by hand) keeps every hex's name while hexes are laid
    /// around it, so a panel and a map drawn a hex apart agree.
    #[test]
    fn a_hex_keeps_its_name_while_the_galaxy_is_built_around_it() {
        use crate::games::rng::Seeded;
        use crate::games::space_pigs::{Data, Options, Setup};
        let names = ["Ann", "Ben", "Cleo", "Dan"].map(str::to_owned).to_vec();
        let options = Options { auto_board: false, ..Options::default() };
        let mut rng = Seeded::new(5);
        let mut game = Game::new(names, options, Data::default(), Setup::default(), &mut rng).expect("setup");
        let mut seen = std::collections::BTreeMap::new();
        while game.piles.iter().any(|pile| !pile.is_empty()) {
            let names = game.hex_names();
            for cell in &game.galaxy {
                let name = names.name(cell.at);
                assert_eq!(seen.entry(cell.at).or_insert_with(|| name.clone()), &name, "{}", cell.at);
            }
            let player = game.waiting_for()[0];
            let action = game.legal_actions(player)[0].sample(&mut rng);
            game.apply(player, &action, &mut rng).expect("a legal action");
        }
        let names = game.hex_names();
        let all: std::collections::BTreeSet<String> = game.galaxy.iter().map(|c| names.name(c.at)).collect();
        assert_eq!(all.len(), game.galaxy.len(), "one name per hex");
        assert!(seen.len() > 10, "hexes were laid");
    }

    #[test]
    fn rows_past_z_take_two_letters() {
        assert_eq!(letters(0), "A");
        assert_eq!(letters(25), "Z");
        assert_eq!(letters(26), "AA");
        assert_eq!(letters(27), "AB");
    }
}
