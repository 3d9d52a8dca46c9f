//! The book's variants that change the setup or the goal (L719–784; docs/space-pigs.md,
//! "The book's variants"): reverse deployment (V1), the seventh planet (V3) and the wild game
//! (V4). Each is an [`Options`] flag, off by default, so games without it play (and replay) as
//! before.

use super::data::{Acorns, Colour, Data, HexKind, Tile};
use super::state::{Game, Options};
use crate::games::rng::{RandomError, Randomness};

impl Game {
    /// The order the start troops are placed in: the turn order (L342), or with V1 (L725) the
    /// turn order backwards, so the last player chooses his start first; moves keep the turn
    /// order.
    pub fn deploy_order(&self) -> Vec<usize> {
        let mut order = self.turn_order();
        if self.options.reverse_deploy {
            order.reverse();
        }
        order
    }

    /// Who places start troops after `seat`; `None` when `seat` was the last.
    pub(super) fn next_deployer(&self, seat: usize) -> Option<usize> {
        let order = self.deploy_order();
        let place = order.iter().position(|&s| s == seat)?;
        order.get(place + 1).copied()
    }

    /// What `seat` must produce to win: the recipe, plus with V3 one acorn of the secret seventh
    /// planet's colour (L747: the planet is owned "in addition to" the recipe's six).
    pub fn target(&self, seat: usize) -> Acorns {
        let player = &self.players[seat];
        let mut target = player.recipe;
        if let Some(colour) = player.seventh {
            target.add(colour, 1);
        }
        target
    }

    /// V3 (L747, reading D9): each clan draws a planet in secret and notes its colour, so the
    /// colour comes out as often as the galaxy's single planets of that colour. Drawn after
    /// everything else at the start, so a seed lays the same galaxy with the variant as
    /// without it; a script names each draw `seventh:<colour>`.
    pub(super) fn draw_seventh_planets(&mut self, rng: &mut impl Randomness) -> Result<(), RandomError> {
        if !self.options.seventh_planet {
            return Ok(());
        }
        let tiles = self.data.tiles_for(self.players.len(), &self.options);
        let labels: Vec<(String, u32)> = Colour::ALL
            .iter()
            .map(|&colour| {
                let planets = tiles.iter().filter(|t| t.hex == HexKind::planet(colour)).count();
                (format!("seventh:{}", colour_code(colour)), u32::try_from(planets).unwrap_or(u32::MAX))
            })
            .collect();
        let options: Vec<(&str, u32)> = labels.iter().map(|(l, w)| (l.as_str(), *w)).collect();
        for seat in 0..self.players.len() {
            let drawn = rng.pick(&options)?;
            self.players[seat].seventh = Colour::ALL.get(drawn).copied();
        }
        Ok(())
    }
}

/// A colour's code name, as records and scripts write it.
fn colour_code(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "red",
        Colour::Yellow => "yellow",
        Colour::Blue => "blue",
    }
}

impl Data {
    /// The hexes of a galaxy for `players` with `options`: the board table's (L288–302), and
    /// with V4 (L751–756) one single planet fewer of each colour, which is exactly the book's
    /// list for every player count (red, yellow and blue 2/3/5/6 for 3/4/5/6 players).
    pub fn tiles_for(&self, players: usize, options: &Options) -> Vec<Tile> {
        let mut tiles = self.tiles(players);
        if options.wild_game {
            for colour in Colour::ALL {
                if let Some(i) = tiles.iter().position(|t| t.hex == HexKind::planet(colour)) {
                    tiles.remove(i);
                }
            }
        }
        tiles
    }
}
