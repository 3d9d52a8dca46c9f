//! Computer players for The Three Little Pigs (approach and figures in `docs/ai.md`).
//!
//! - `random` picks any legal action.
//! - `greedy` counts the points a purchase adds right now (the tile's points, and a roof also
//!   the house it completes) and looks one roll ahead.
//! - `strong` values whole positions: complete houses at their score, open houses at their
//!   score times the chance of a roof before the end (roofs are scarce, so a third open house
//!   is worth little), the veteran awards it can still reach, and the end of the game when a
//!   purchase triggers it (then only winning counts). It plans both purchases of a turn,
//!   decides keep/reroll by expectimax over every remaining roll with the exact face
//!   probabilities, and blows on the house whose loss lowers the leading opponent most.
//!
//! Positions are compared as "my value minus the best opponent's value".

mod dice;

use self::dice::{Dice, face_index};
use super::data::{Face, Kind, Material, ROLLS, Tile};
use super::rules::{Action, Game, Place};
use super::state::{House, Phase, Variant};
use crate::games::ai::{Level, best_index};
use crate::games::rng::Seeded;

/// The action `level` takes for `seat`; `None` when `seat` has nothing to do (not its turn,
/// or the game is over). Deterministic for a given `rng` state; the game's dice are not used.
pub fn choose(game: &Game, seat: usize, level: Level, rng: &mut Seeded) -> Option<Action> {
    let count = game.legal_count(seat);
    if count == 0 {
        return None;
    }
    if level == Level::Random {
        return game.legal_action(seat, rng.below(count));
    }
    let view = View::new(game, level);
    let actions = game.legal_actions(seat);
    let values: Vec<f64> = match game.turn.phase {
        Phase::Rolling => view.roll_values(&actions),
        Phase::Buying => actions.iter().map(|a| view.buy_value(a)).collect(),
        Phase::Wolf => actions.iter().map(|a| view.blow_value(a)).collect(),
        Phase::Roll | Phase::Over => vec![0.0; actions.len()],
    };
    best_index(&values, rng).and_then(|i| actions.into_iter().nth(i))
}

/// Roofs a seat gets per turn, roughly: an open house ranked `i` (best first) is finished when
/// more than `i` roofs come before the end.
const ROOFS_PER_TURN: f64 = 0.6;
/// The share of an open house's value counted when a roof is surely coming (wolves, mischance).
const OPEN_SHARE: f64 = 0.7;
/// Turns the table plays per tile the end still needs sold, for "how long until the end".
const TURNS_PER_TILE: f64 = 1.2;
/// Extra utility of winning (and cost of losing) when a purchase ends the game.
const WIN_BONUS: f64 = 10.0;
/// Weight of harm to an opponent who is not leading.
const SIDE_HARM: f64 = 0.25;

/// What scoring needs of a house: a summary that placing a tile updates cheaply.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Shape {
    tiles: u32,
    points: u32,
    pots: u32,
    door: bool,
    window: bool,
    complete: bool,
    /// Bit per material present.
    materials: u8,
}

impl Shape {
    const EMPTY: Shape =
        Shape { tiles: 0, points: 0, pots: 0, door: false, window: false, complete: false, materials: 0 };

    fn of<'a>(tiles: impl IntoIterator<Item = &'a Tile>) -> Shape {
        tiles.into_iter().fold(Shape::EMPTY, |shape, tile| shape.with(*tile))
    }

    fn with(self, tile: Tile) -> Shape {
        Shape {
            tiles: self.tiles + 1,
            points: self.points + tile.material.value(),
            pots: self.pots + u32::from(tile.pots),
            door: self.door || tile.kind == Kind::Door,
            window: self.window || tile.kind == Kind::Window,
            complete: self.complete || tile.kind == Kind::Roof,
            materials: self.materials | 1 << tile.material as u8,
        }
    }

    /// §1.5, as the rules' `fits`.
    fn fits(&self, kind: Kind) -> bool {
        match kind {
            Kind::Door => !self.door && !self.complete,
            Kind::Window | Kind::Roof => self.tiles > 0 && !self.complete,
        }
    }

    /// The material of a house made of one material only.
    fn pure(&self) -> Option<Material> {
        Material::ALL.into_iter().find(|&m| self.materials == 1 << m as u8)
    }
}

/// One purchase of a plan.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Buy {
    kind: Kind,
    material: Material,
    place: Place,
}

/// The position as the player to move sees it, with the values of one level.
struct View<'a> {
    game: &'a Game,
    me: usize,
    strong: bool,
    /// Every player's houses.
    shapes: Vec<Vec<Shape>>,
}

impl<'a> View<'a> {
    fn new(game: &'a Game, level: Level) -> View<'a> {
        let shapes =
            game.players.iter().map(|p| p.houses.iter().map(|h| Shape::of(&h.tiles)).collect()).collect();
        View { game, me: game.turn.player, strong: level == Level::Strong, shapes }
    }

    // ---- values of positions (strong) ----

    /// The seat's turns left, estimated from the tiles of the stacks nearest to empty that
    /// still must run out, after a purchase that emptied `emptied` more.
    fn turns_left(&self, emptied: usize) -> Option<f64> {
        let empty = self.game.stacks.empty_count() + emptied;
        let need = self.game.end_threshold().saturating_sub(empty);
        if need == 0 && !self.game.options.finish_round {
            return None;
        }
        let mut sizes: Vec<usize> =
            self.game.stacks.0.iter().flatten().map(Vec::len).filter(|&n| n > 0).collect();
        sizes.sort_unstable();
        let tiles: usize = sizes.iter().skip(emptied).take(need.max(1)).sum();
        Some(tiles.max(1) as f64 * TURNS_PER_TILE / self.game.players.len() as f64)
    }

    /// What a complete house scores (standard), or its tiles and the material award it earns
    /// when it is completed first (veteran).
    fn house_value(&self, shape: &Shape) -> f64 {
        match self.game.options.variant {
            Variant::Standard => f64::from(shape.points + shape.pots + 1),
            Variant::Veteran => {
                let award_open = shape.pure().is_some_and(|m| {
                    let award = super::state::Award::first_house(m);
                    !self.game.awards.iter().any(|a| a.award == award)
                });
                f64::from(shape.points) + if shape.door && shape.window && award_open { 2.0 } else { 0.0 }
            }
        }
    }

    /// The chance that the open house ranked `rank` gets its roof; `None` turns left: the game
    /// is over, nothing open counts.
    fn roof_chance(turns_left: Option<f64>, rank: usize) -> f64 {
        turns_left.map_or(0.0, |t| OPEN_SHARE * (ROOFS_PER_TURN * t - rank as f64).clamp(0.0, 1.0))
    }

    /// A player's expected final score with `houses`; at the end (`turns_left` `None`) the
    /// score itself.
    fn worth(&self, player: usize, houses: &[Shape], turns_left: Option<f64>) -> f64 {
        let mut open: Vec<f64> =
            houses.iter().filter(|s| !s.complete && s.tiles > 0).map(|s| self.house_value(s)).collect();
        open.sort_by(|a, b| b.total_cmp(a));
        let complete: f64 = houses.iter().filter(|s| s.complete).map(|s| self.house_value(s)).sum();
        let hoped: f64 =
            open.iter().enumerate().map(|(rank, v)| v * View::roof_chance(turns_left, rank)).sum();
        let mut worth = complete + hoped;
        if self.game.options.variant == Variant::Veteran {
            worth += self
                .game
                .awards
                .iter()
                .filter(|a| a.player == player)
                .map(|a| f64::from(a.award.points()))
                .sum::<f64>();
            worth += self.majority_awards(player, houses, turns_left);
        }
        worth
    }

    /// The three end awards (§1.9): 3 points each for the single leader in flowerpots, complete
    /// houses and tallest house with a door, counting open houses by their roof chance.
    fn majority_awards(&self, player: usize, houses: &[Shape], turns_left: Option<f64>) -> f64 {
        let measure = |shapes: &[Shape]| -> [f64; 3] {
            let mut open: Vec<&Shape> = shapes.iter().filter(|s| !s.complete && s.tiles > 0).collect();
            open.sort_by_key(|s| std::cmp::Reverse(s.points + s.pots));
            let mut m = [0.0; 3];
            let weighted =
                shapes.iter().filter(|s| s.complete).map(|s| (s, 1.0)).chain(
                    open.iter().enumerate().map(|(rank, s)| (*s, View::roof_chance(turns_left, rank))),
                );
            for (s, weight) in weighted {
                m[0] += weight * f64::from(s.pots);
                m[1] += weight;
                if s.door {
                    m[2] = f64::max(m[2], weight * f64::from(s.tiles));
                }
            }
            m
        };
        let mine = measure(houses);
        let others: Vec<[f64; 3]> =
            (0..self.shapes.len()).filter(|&p| p != player).map(|p| measure(&self.shapes[p])).collect();
        (0..3)
            .map(|i| {
                let best_other = others.iter().map(|m| m[i]).fold(0.0, f64::max);
                if mine[i] >= 1.0 && mine[i] > best_other + 1e-9 {
                    3.0
                } else if turns_left.is_some() && mine[i] > 0.0 && (mine[i] - best_other).abs() <= 1e-9 {
                    1.0
                } else {
                    0.0
                }
            })
            .sum()
    }

    /// The best opponent's worth, with `replaced` houses for one of them.
    fn best_opponent(&self, turns_left: Option<f64>, replaced: Option<(usize, &[Shape])>) -> f64 {
        (0..self.shapes.len())
            .filter(|&p| p != self.me)
            .map(|p| match replaced {
                Some((q, houses)) if q == p => self.worth(p, houses, turns_left),
                _ => self.worth(p, &self.shapes[p], turns_left),
            })
            .fold(f64::NEG_INFINITY, f64::max)
    }

    /// My utility with `mine` as my houses after a purchase that emptied `emptied` stacks;
    /// when the purchase ends the game, winning counts on top of the margin.
    fn utility(&self, mine: &[Shape], emptied: usize) -> f64 {
        let turns_left = self.turns_left(emptied);
        let margin = self.worth(self.me, mine, turns_left) - self.best_opponent(turns_left, None);
        match turns_left {
            Some(_) => margin,
            None => margin + WIN_BONUS * margin.signum(),
        }
    }

    // ---- purchases ----

    fn top_tile(&self, kind: Kind, material: Material) -> Option<Tile> {
        self.game.stacks.get(kind, material).last().copied()
    }

    /// Legal purchases with `counts` symbols, kinds in `bought` excluded (TLP-04, TLP-05).
    fn buys(&self, counts: [usize; 3], bought: &[Kind], houses: &[Shape]) -> Vec<Buy> {
        let mut buys = Vec::new();
        if bought.len() >= 2 {
            return buys;
        }
        for (kind, &count) in Kind::ALL.iter().zip(&counts) {
            if bought.contains(kind) {
                continue;
            }
            for material in Material::ALL {
                if count < material.value() as usize || self.top_tile(*kind, material).is_none() {
                    continue;
                }
                if *kind != Kind::Roof {
                    buys.push(Buy { kind: *kind, material, place: Place::New });
                }
                for (index, house) in houses.iter().enumerate() {
                    if house.fits(*kind) {
                        buys.push(Buy { kind: *kind, material, place: Place::House(index) });
                    }
                }
            }
        }
        buys
    }

    /// My houses after `buy`, and whether it emptied its stack.
    fn after(&self, houses: &[Shape], buy: Buy) -> (Vec<Shape>, usize) {
        let mut next = houses.to_vec();
        let stack = self.game.stacks.get(buy.kind, buy.material);
        let Some(&tile) = stack.last() else { return (next, 0) };
        match buy.place {
            Place::New => next.push(Shape::EMPTY.with(tile)),
            Place::House(index) => {
                if let Some(house) = next.get_mut(index) {
                    *house = house.with(tile);
                }
            }
        }
        (next, usize::from(stack.len() == 1))
    }

    /// Greedy's gain: the tile's points, and for a roof the points of the house it completes.
    fn gain(&self, houses: &[Shape], buy: Buy) -> f64 {
        let Some(tile) = self.top_tile(buy.kind, buy.material) else { return 0.0 };
        let own = f64::from(tile.material.value() + u32::from(tile.pots));
        let completed = match (buy.kind, buy.place) {
            (Kind::Roof, Place::House(i)) => houses.get(i).map_or(0.0, |h| f64::from(h.points + h.pots + 1)),
            _ => 0.0,
        };
        own + completed
    }

    /// The value of a turn that buys `first` and then the best second purchase, if any
    /// (`bought`: kinds bought earlier this turn).
    fn plan_value(&self, counts: [usize; 3], bought: &[Kind], first: Buy) -> f64 {
        let mine = &self.shapes[self.me];
        let (houses, emptied) = self.after(mine, first);
        let mut kinds = bought.to_vec();
        kinds.push(first.kind);
        let seconds = self.buys(counts, &kinds, &houses);
        if !self.strong {
            let second = seconds.iter().map(|&b| self.gain(&houses, b)).fold(0.0, f64::max);
            return self.gain(mine, first) + second;
        }
        let stop = self.utility(&houses, emptied);
        seconds.iter().fold(stop, |best, &second| {
            let (two, more) = self.after(&houses, second);
            best.max(self.utility(&two, emptied + more))
        })
    }

    /// The value of what stands now when nothing (more) is bought.
    fn standing(&self) -> f64 {
        if self.strong { self.utility(&self.shapes[self.me], 0) } else { 0.0 }
    }

    /// The value of the buying phase reached with `counts` symbols and no wolves.
    fn buying_value(&self, counts: [usize; 3]) -> f64 {
        let buys = self.buys(counts, &[], &self.shapes[self.me]);
        if buys.is_empty() {
            return self.standing();
        }
        buys.iter().map(|&b| self.plan_value(counts, &[], b)).fold(f64::NEG_INFINITY, f64::max)
    }

    fn buy_value(&self, action: &Action) -> f64 {
        let counts = self.game.turn.symbol_counts();
        let bought = &self.game.turn.bought;
        match *action {
            Action::Buy { kind, material, house } => {
                let buy = Buy { kind, material, place: house };
                if self.strong {
                    self.plan_value(counts, bought, buy)
                } else {
                    // Greedy looks at this purchase only; placing on the tallest open house
                    // breaks ties.
                    let height = match house {
                        Place::House(i) => self.shapes[self.me].get(i).map_or(0, |h| h.tiles),
                        Place::New => 0,
                    };
                    self.gain(&self.shapes[self.me], buy) + f64::from(height) * 1e-3
                }
            }
            // Declining the second purchase: greedy never does while one is offered.
            _ if self.strong => self.standing(),
            _ => -1.0,
        }
    }

    // ---- the wolf ----

    /// The expected value of blowing on `house` of `target`: how much the best opponent's
    /// worth drops, plus a little for harm to anyone else (strong); greedy blows on the house
    /// with the most points of the opponent who scores most now.
    fn blow_value(&self, action: &Action) -> f64 {
        let Action::Blow { target, house } = *action else { return 0.0 };
        let Some(tiles) = self.game.players.get(target).and_then(|p| p.houses.get(house)) else { return 0.0 };
        if !self.strong {
            let scores = self.game.current_scores();
            let shape = Shape::of(&tiles.tiles);
            let score = scores.get(target).map_or(0, |s| s.total);
            return f64::from(score) * 1000.0
                + f64::from(u32::from(shape.complete)) * 100.0
                + f64::from(shape.points);
        }
        let turns_left = self.turns_left(0);
        let before = self.best_opponent(turns_left, None);
        let target_before = self.worth(target, &self.shapes[target], turns_left);
        let spinner = self.game.table.spinner;
        let total = f64::from(spinner.iter().sum::<u32>().max(1));
        Material::ALL
            .iter()
            .zip(spinner)
            .map(|(&material, sectors)| {
                let houses = self.blown(target, house, tiles, material);
                let after = self.best_opponent(turns_left, Some((target, &houses)));
                let harm = target_before - self.worth(target, &houses, turns_left);
                f64::from(sectors) / total * (before - after + SIDE_HARM * harm)
            })
            .sum()
    }

    /// `target`'s houses after a blow of `material` on `house` (TLP-07).
    fn blown(&self, target: usize, index: usize, house: &House, material: Material) -> Vec<Shape> {
        let kept: Vec<&Tile> = house.tiles.iter().filter(|t| t.material != material).collect();
        let removed = kept.len() < house.tiles.len();
        let roof_fell = removed && kept.len() == 1 && kept[0].kind == Kind::Roof;
        let mut houses = self.shapes[target].clone();
        if kept.is_empty() || roof_fell {
            houses.remove(index);
        } else {
            houses[index] = Shape::of(kept);
        }
        houses
    }

    /// The value of two wolves coming now: the best blow, or nothing without a target.
    fn wolf_value(&self) -> f64 {
        if !self.strong {
            return 0.0;
        }
        let mut best = 0.0f64;
        for (target, player) in self.game.players.iter().enumerate() {
            if target != self.me {
                for house in 0..player.houses.len() {
                    best = best.max(self.blow_value(&Action::Blow { target, house }));
                }
            }
        }
        self.standing() + best
    }

    // ---- the dice ----

    /// The value of every action of the rolling phase (`actions`: rerolls and stop).
    fn roll_values(&self, actions: &[Action]) -> Vec<f64> {
        let mut dice = Dice::new(self);
        let rolls_left = usize::from(ROLLS.saturating_sub(self.game.turn.rolls));
        // Greedy looks one roll ahead, strong at every roll left.
        let depth = if self.strong { rolls_left } else { rolls_left.min(1) };
        let faces = self.game.turn.dice.map(|f| face_index(f.unwrap_or(Face::Wolf)));
        actions
            .iter()
            .map(|action| match action {
                Action::Reroll { dice: chosen } => {
                    let mut keep = dice.counts(&faces);
                    for &die in chosen {
                        let group = dice.group_of[usize::from(die)];
                        keep[group][faces[usize::from(die)]] -= 1;
                    }
                    dice.reroll_value(keep, depth)
                }
                _ => dice.terminal(dice.counts(&faces)),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rng::Script;
    use crate::games::three_pigs::sim::play;
    use crate::games::three_pigs::{DataTable, Options, Stacks};

    fn tile(kind: Kind, material: Material) -> Tile {
        Tile { kind, material, pots: 0 }
    }

    /// A game whose players own `houses`, seat 0 to move, having rolled `faces` (die order).
    fn rolled(houses: Vec<Vec<Vec<Tile>>>, faces: &[&str]) -> Game {
        let table = DataTable::default();
        let stacks = Stacks::in_table_order(&table);
        let names = (0..houses.len()).map(|i| format!("P{i}")).collect();
        let mut game = Game::new(names, Options::default(), table, stacks).expect("setup");
        for (player, houses) in houses.into_iter().enumerate() {
            game.players[player].houses = houses.into_iter().map(|tiles| House { tiles }).collect();
        }
        let mut script = Script::new(faces.iter().map(|f| (*f).to_owned()).collect());
        game.apply(0, &Action::Roll, &mut script).expect("roll");
        game
    }

    /// Lets `level` play seat 0 until its turn ends (no dice are rolled: buying and blowing).
    fn finish_turn(game: &mut Game, level: Level) {
        let mut rng = Seeded::new(3);
        let mut spin = Script::new(vec!["straw".into()]);
        while game.turn.player == 0 && !game.is_over() {
            let action = choose(game, 0, level, &mut rng).expect("an action");
            assert!(game.legal_actions(0).contains(&action), "{action:?}");
            game.apply(0, &action, &mut spin).expect("legal");
        }
    }

    fn open_house(material: Material) -> Vec<Tile> {
        vec![tile(Kind::Door, material), tile(Kind::Window, material)]
    }

    #[test]
    fn greedy_buys_the_roof_that_completes_a_house() {
        let mut game = rolled(
            vec![vec![open_house(Material::Wood)], vec![]],
            &["roof", "roof", "door", "window", "window"],
        );
        game.apply(0, &Action::Stop, &mut Script::default()).expect("stop");
        let action = choose(&game, 0, Level::Greedy, &mut Seeded::new(1));
        assert_eq!(
            action,
            Some(Action::Buy { kind: Kind::Roof, material: Material::Straw, house: Place::House(0) })
        );
    }

    #[test]
    fn strong_buys_the_roof_that_completes_its_open_house() {
        let mut game = rolled(
            vec![vec![open_house(Material::Wood)], vec![]],
            &["roof", "roof", "door", "window", "window"],
        );
        game.apply(0, &Action::Stop, &mut Script::default()).expect("stop");
        finish_turn(&mut game, Level::Strong);
        let house = &game.players[0].houses[0];
        assert!(house.is_complete(), "{house:?}");
    }

    #[test]
    fn strong_keeps_the_roofs_its_open_house_needs() {
        let brick = vec![
            tile(Kind::Door, Material::Brick),
            tile(Kind::Window, Material::Brick),
            tile(Kind::Window, Material::Brick),
        ];
        let game = rolled(vec![vec![brick], vec![]], &["door", "window", "door", "roof", "roof"]);
        let action = choose(&game, 0, Level::Strong, &mut Seeded::new(1));
        match action {
            Some(Action::Reroll { dice }) => assert!(!dice.contains(&3) && !dice.contains(&4), "{dice:?}"),
            other => assert_eq!(other, Some(Action::Stop)),
        }
    }

    #[test]
    fn strong_rerolls_everything_useless_rather_than_stopping_on_a_lone_pair() {
        // Nothing open, a pair of roofs only buys nothing: the roofs and more are worth a reroll.
        let game = rolled(vec![vec![], vec![]], &["roof", "door", "window", "roof", "window"]);
        let action = choose(&game, 0, Level::Strong, &mut Seeded::new(1));
        assert!(matches!(action, Some(Action::Reroll { .. })), "{action:?}");
    }

    #[test]
    fn strong_and_greedy_blow_on_the_leaders_complete_house() {
        let complete = vec![
            tile(Kind::Door, Material::Brick),
            tile(Kind::Window, Material::Brick),
            tile(Kind::Roof, Material::Straw),
        ];
        let small = vec![tile(Kind::Door, Material::Straw)];
        for level in [Level::Greedy, Level::Strong] {
            let game = rolled(
                vec![vec![], vec![small.clone()], vec![complete.clone()]],
                &["wolf", "wolf", "door", "door", "door"],
            );
            assert_eq!(game.turn.phase, Phase::Wolf);
            let action = choose(&game, 0, level, &mut Seeded::new(1));
            assert_eq!(action, Some(Action::Blow { target: 2, house: 0 }), "{level}");
        }
    }

    #[test]
    fn no_level_chooses_for_a_seat_that_is_not_to_move() {
        let game = rolled(vec![vec![], vec![]], &["roof", "door", "window", "roof", "window"]);
        for level in Level::ALL {
            assert_eq!(choose(&game, 1, level, &mut Seeded::new(1)), None);
        }
    }

    /// Random seats drive the games through many states; at each, every level must pick one of
    /// the legal actions.
    #[test]
    fn every_level_returns_a_legal_action_in_many_random_states() {
        let mut rng = Seeded::new(5);
        for seed in 0..40u64 {
            let players = 2 + (seed % 4) as usize;
            let variant = if seed % 2 == 0 { super::Variant::Standard } else { super::Variant::Veteran };
            let options = Options { variant, ..Options::default() };
            let mut dice = Seeded::new(seed);
            let table = DataTable::default();
            let stacks = Stacks::shuffled(&table, &mut dice);
            let names = (0..players).map(|i| format!("P{}", i + 1)).collect();
            let mut replay = Game::new(names, options, table, stacks).expect("setup");
            let mut chooser = Seeded::new(seed ^ 0x9E37_79B9_7F4A_7C15);
            while !replay.is_over() {
                let player = replay.turn.player;
                let legal = replay.legal_actions(player);
                for level in Level::ALL {
                    let action = choose(&replay, player, level, &mut rng).expect("an action");
                    assert!(legal.contains(&action), "{level}: {action:?} not in {legal:?}");
                }
                let action = choose(&replay, player, Level::Random, &mut chooser).expect("an action");
                replay.apply(player, &action, &mut dice).expect("legal");
            }
            assert_eq!(
                replay,
                play(&vec![Level::Random; players], options, seed).game,
                "as the sim plays it"
            );
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_choices() {
        let levels = [Level::Strong, Level::Greedy, Level::Random];
        assert_eq!(play(&levels, Options::default(), 11), play(&levels, Options::default(), 11));
        let game = rolled(
            vec![vec![open_house(Material::Straw)], vec![]],
            &["door", "window", "door", "roof", "window"],
        );
        for level in Level::ALL {
            let first: Vec<_> = (0..5).map(|_| choose(&game, 0, level, &mut Seeded::new(9))).collect();
            assert!(first.windows(2).all(|w| w[0] == w[1]), "{level}: {first:?}");
        }
    }

    /// The win-rate run of docs/ai.md, shortened: `cargo test --release --lib three_pigs::ai -- --ignored`.
    #[test]
    #[ignore]
    fn strong_wins_more_than_a_fair_share_against_three_greedy_seats() {
        let levels = [Level::Strong, Level::Greedy, Level::Greedy, Level::Greedy];
        let report = crate::games::three_pigs::sim::run_ai(&levels, Options::default(), 4_000, 1);
        let (low, _) = report.seats[0].seat.win_rate_ci95;
        assert!(low > 0.25, "{report:#?}");
    }
}
