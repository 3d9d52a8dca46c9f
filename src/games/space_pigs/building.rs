//! The book's three ways of building the galaxy (L774–784; docs/space-pigs.md, "The book's
//! variants"): V7 the builder sees a hex's face before laying it, V8 every hex is laid face
//! down and all are turned over together, V9 a hex stays face down until troops first arrive.
//! The default, the book's own building (L306), lays blind and turns each hex over at once.
//!
//! A face-down hex is a cell of [`Game::galaxy`] flagged in [`Game::face_down`]: the engine
//! knows its face (it is the tile that lies there), no seat's [`Game::view`] does, and no legal
//! action depends on it, so neither menus nor refusals can tell it.

use super::action::Event;
use super::build_mode::Building;
use super::data::{Family, HexKind, Tile};
use super::hex::Hex;
use super::state::Game;

impl Game {
    /// Whether the hex of cell `index` lies face down (V8, V9): its face is known to nobody.
    pub fn is_face_down(&self, index: usize) -> bool {
        self.face_down.get(index).copied().unwrap_or(false)
    }

    /// Whether every seat knows cell `index` to be an asteroid: its face shows one, or (V9,
    /// reading D10) it lies face down with the black family side up, and the black family
    /// holds asteroids only (L304).
    pub fn known_asteroid(&self, index: usize) -> bool {
        let tile = self.galaxy[index].tile;
        if self.is_face_down(index) {
            tile.family == Family::Black && tile.hex == HexKind::Asteroid
        } else {
            tile.hex == HexKind::Asteroid
        }
    }

    /// V7 (L778): the faces of the piles' next hexes, as the builder sees them on his turn;
    /// `None` for an empty pile, and for everyone without the variant or off the build.
    pub fn next_faces(&self, seat: usize) -> [Option<HexKind>; 4] {
        let builder = matches!(self.phase, super::state::Phase::Build { player } if player == seat);
        if self.options.building != Building::Seen || !builder {
            return [None; 4];
        }
        [0, 1, 2, 3].map(|family| self.piles[family].last().map(|tile| tile.hex))
    }

    /// Records a hex just laid (by hand): face down with V8 and V9, and then only its family is
    /// told; turned over at once otherwise, as the book builds (L306).
    pub(super) fn laid(&mut self, player: usize, at: Hex, tile: Tile, events: &mut Vec<Event>) {
        if self.options.building.lays_face_down() {
            self.face_down.resize(self.galaxy.len() - 1, false);
            self.face_down.push(true);
            events.push(Event::HexLaidFaceDown { player, at, family: tile.family });
        } else {
            events.push(Event::HexLaid { player, at, tile });
        }
    }

    /// V8 (L780): the last hex is laid; every hex is turned over at once.
    pub(super) fn turn_all_over(&mut self, events: &mut Vec<Event>) {
        if self.options.building != Building::FaceDown {
            return;
        }
        let turned = self.face_down.iter().filter(|down| **down).count();
        self.face_down.clear();
        events.push(Event::GalaxyTurnedOver { hexes: u8::try_from(turned).unwrap_or(u8::MAX) });
    }

    /// V9 (L782): troops (a clan's, or AI pigs on a black hex, L784) arrive on cell `index`: a
    /// hex still face down is turned over, and everyone learns its face.
    pub(super) fn explore(&mut self, index: usize, events: &mut Vec<Event>) {
        if !self.is_face_down(index) {
            return;
        }
        self.face_down[index] = false;
        let cell = self.galaxy[index];
        events.push(Event::HexTurnedOver { at: cell.at, tile: cell.tile });
    }
}
