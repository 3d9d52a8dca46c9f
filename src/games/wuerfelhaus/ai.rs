//! Computer players for Würfelhaus (approach and figures in `docs/ai.md`).
//!
//! - `random` picks any legal action.
//! - `greedy` paints the most bricks now (WH-06's suggested assignment) and, in roof turns,
//!   rerolls for the most bricks expected after one more roll.
//! - `strong` minimises the expected number of turns to finish. Painted walls only grow, so the
//!   expected turns left of every wall state are solved exactly, from the full wall down, over
//!   every roll of the three dice; a roof turn's keep/reroll choices are an expectimax over its
//!   three rolls. The table depends only on the sheet and the options, so the process solves it
//!   once and keeps it. It ignores the other players: finishing sooner is what wins a race.

use std::collections::HashMap;
use std::sync::Mutex;

use super::rules::{Action, Game, Options, Phase, Wall};
use super::sheet::{Cell, Floor, Sheet, Third};
use crate::games::ai::{Level, best_index};
use crate::games::rng::Seeded;

/// The action `level` takes for `seat`; `None` when `seat` has nothing to do. Deterministic
/// for a given `rng` state; the game's dice are not used. On a sheet too big for the 64-bit
/// wall masks (the default uses 17 bits), every level plays like `random`.
pub fn choose(game: &Game, seat: usize, level: Level, rng: &mut Seeded) -> Option<Action> {
    let mut actions = game.legal_actions(seat);
    if actions.is_empty() {
        return None;
    }
    let board = match level {
        Level::Random => None,
        Level::Greedy | Level::Strong => Board::new(&game.sheet, game.options),
    };
    let Some(board) = board else {
        let index = rng.below(actions.len());
        return Some(actions.swap_remove(index));
    };
    let wall = board.state(&game.walls[seat]);
    let dice = game.turn.dice.map(|d| d.unwrap_or(0));
    let values: Vec<f64> = match (game.turn.phase, level) {
        (Phase::Assign, Level::Strong) => actions
            .iter()
            .map(|a| -board.with_turns(|t| t.expected(board.after(wall, a, &game.sheet))))
            .collect(),
        (Phase::Assign, _) => {
            let best = game.best_assignment();
            actions.iter().map(|a| if Some(a) == best.as_ref() { 1.0 } else { 0.0 }).collect()
        }
        (Phase::Rolling, _) => {
            let rolls_left = 3u8.saturating_sub(game.turn.rolls);
            actions
                .iter()
                .map(|action| match action {
                    Action::Reroll { dice: rerolled } => {
                        let kept: Vec<u8> = (0..3u8)
                            .filter(|d| !rerolled.contains(d))
                            .map(|d| dice[usize::from(d)])
                            .collect();
                        board.roof_value(wall, &kept, rolls_left, level)
                    }
                    _ => board.roof_value(wall, &dice, 0, level),
                })
                .collect()
        }
        (Phase::Roll | Phase::Over, _) => vec![0.0; actions.len()],
    };
    let index = best_index(&values, rng)?;
    Some(actions.swap_remove(index))
}

/// A paintable cell, with the wall as bits: bit `i` brick `i` painted; bricks in thirds have
/// two more bits for their outer thirds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Spot {
    value: u8,
    /// Bricks that must be painted first.
    supports: u64,
    brick: u64,
    /// Bits that must be set (the outer thirds for the middle one) and that must be clear.
    needs: u64,
    clear: u64,
    /// Bits set by painting it; a finished brick drops its thirds' bits (one state per wall).
    sets: u64,
    drops: u64,
    whole: bool,
}

/// The sheet as bit masks, for fast enumeration of paintings.
#[derive(Debug, Clone, PartialEq)]
struct Board {
    spots: Vec<Spot>,
    /// Per brick, its spot index when whole, and the bits of its thirds.
    bricks: Vec<(usize, u64, u64)>,
    ground: u64,
    full: u64,
    supports_before_roll: bool,
}

impl Board {
    /// `None` for a sheet too big for 64 bits (the default has 15 bricks and 2 third bits).
    fn new(sheet: &Sheet, options: Options) -> Option<Board> {
        let n = sheet.bricks.len();
        let thirds = sheet.bricks.iter().filter(|b| b.thirds).count();
        if n + 2 * thirds > 64 {
            return None;
        }
        let mut spots = Vec::new();
        let mut bricks = Vec::new();
        let mut next_bit = n;
        for (i, b) in sheet.bricks.iter().enumerate() {
            let supports = b.supports.iter().fold(0u64, |m, &s| m | 1 << s);
            let brick = 1u64 << i;
            let (l, r) = if b.thirds {
                next_bit += 2;
                (1u64 << (next_bit - 2), 1u64 << (next_bit - 1))
            } else {
                (0, 0)
            };
            bricks.push((spots.len(), l, r));
            let whole = Spot {
                value: b.value,
                supports,
                brick,
                needs: 0,
                clear: brick | l | r,
                sets: brick,
                drops: 0,
                whole: true,
            };
            spots.push(whole);
            if b.thirds {
                let third = b.value / 3;
                let part = |own: u64| Spot {
                    value: third,
                    supports,
                    brick,
                    needs: 0,
                    clear: brick | own,
                    sets: own,
                    drops: 0,
                    whole: false,
                };
                spots.push(part(l));
                spots.push(part(r));
                spots.push(Spot { needs: l | r, clear: brick, sets: brick, drops: l | r, ..part(0) });
            }
        }
        let ground = sheet
            .bricks
            .iter()
            .enumerate()
            .filter(|(_, b)| b.floor == Floor::Ground)
            .fold(0u64, |m, (i, _)| m | 1 << i);
        let full = (0..n).fold(0u64, |m, i| m | 1 << i);
        Some(Board { spots, bricks, ground, full, supports_before_roll: options.supports_before_roll })
    }

    fn state(&self, wall: &Wall) -> u64 {
        let mut state = 0;
        for (i, &paint) in wall.paint.iter().enumerate() {
            let Some(&(_, l, r)) = self.bricks.get(i) else { continue };
            if paint & 1 != 0 {
                state |= 1 << i;
            } else {
                state |= if paint & Third::L.bit() != 0 { l } else { 0 };
                state |= if paint & Third::R.bit() != 0 { r } else { 0 };
            }
        }
        state
    }

    fn paint(spot: &Spot, state: u64) -> u64 {
        (state | spot.sets) & !spot.drops
    }

    fn paintable(&self, spot: &Spot, state: u64, supports: u64, sum: Option<u8>) -> bool {
        spot.supports & !supports == 0
            && state & spot.clear == 0
            && state & spot.needs == spot.needs
            && match sum {
                Some(sum) => sum == spot.value,
                None => spot.whole,
            }
    }

    /// Every wall `dice` can lead to from `state` (WH-02 to WH-05), `state` itself (passing)
    /// included.
    fn outcomes(&self, state: u64, dice: &[u8]) -> Vec<u64> {
        let mut out = vec![state];
        self.extend(state, state, dice, (1u8 << dice.len()) - 1, &mut out);
        if dice.len() == 3 && dice[0] == dice[1] && dice[1] == dice[2] {
            for spot in &self.spots {
                if self.paintable(spot, state, state, None) {
                    out.push(Board::paint(spot, state));
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    fn extend(&self, before: u64, state: u64, dice: &[u8], free: u8, out: &mut Vec<u64>) {
        for subset in 1u8..8 {
            if subset & !free != 0 {
                continue;
            }
            let sum = (0..dice.len()).filter(|&d| subset & (1 << d) != 0).map(|d| dice[d]).sum();
            let supports = if self.supports_before_roll { before } else { state };
            for spot in &self.spots {
                if self.paintable(spot, state, supports, Some(sum)) {
                    let next = Board::paint(spot, state);
                    out.push(next);
                    self.extend(before, next, dice, free & !subset, out);
                }
            }
        }
    }

    /// `state` after a paint or joker action (unknown cells are skipped: the action is legal).
    fn after(&self, state: u64, action: &Action, sheet: &Sheet) -> u64 {
        let cells: Vec<Cell> = match action {
            Action::Paint { groups } => groups.iter().filter_map(|g| sheet.cell(&g.brick)).collect(),
            Action::Joker { brick } => sheet.cell(brick).into_iter().collect(),
            _ => Vec::new(),
        };
        cells.into_iter().fold(state, |s, cell| {
            let Some(&(whole, _, _)) = self.bricks.get(cell.brick) else { return s };
            let index = match cell.third {
                None => whole,
                Some(Third::L) => whole + 1,
                Some(Third::R) => whole + 2,
                Some(Third::M) => whole + 3,
            };
            self.spots.get(index).map_or(s, |spot| Board::paint(spot, s))
        })
    }

    /// Runs `f` on this board's solved table, shared by the whole process (the first strong
    /// move on a sheet solves what it needs, about a quarter of a second for the default one).
    fn with_turns<T>(&self, f: impl FnOnce(&mut Turns) -> T) -> T {
        static SOLVED: Mutex<Vec<Turns>> = Mutex::new(Vec::new());
        // A panic while solving leaves at worst a partly filled memo of correct values.
        let mut solved = SOLVED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let index = match solved.iter().position(|t| t.board == *self) {
            Some(index) => index,
            None => {
                solved.push(Turns { board: self.clone(), memo: HashMap::new(), painted: HashMap::new() });
                solved.len() - 1
            }
        };
        f(&mut solved[index])
    }

    /// The value of a roof turn's dice (`kept`, the rest rolled again `rolls_left` times at
    /// most): strong, minus the expected turns left after it; greedy, the most new bricks.
    fn roof_value(&self, state: u64, kept: &[u8], rolls_left: u8, level: Level) -> f64 {
        if level == Level::Strong {
            let mut sorted = kept.to_vec();
            sorted.sort_unstable();
            return -self.with_turns(|t| t.roof_turn(state, &sorted, rolls_left));
        }
        let painted = |dice: &[u8]| {
            self.outcomes(state, dice).iter().map(|s| (s & !state).count_ones()).max().unwrap_or(0) as f64
        };
        if kept.len() == 3 {
            return painted(kept);
        }
        rolls(3 - kept.len()).iter().map(|(roll, p)| p * painted(&with(kept, roll))).sum()
    }
}

/// Expected turns to finish per wall state, solved on demand.
struct Turns {
    board: Board,
    memo: HashMap<u64, f64>,
    /// Per roof state, per final roll (sorted dice): the best wall it paints, as expected turns
    /// (infinite when nothing fits).
    painted: HashMap<u64, HashMap<Vec<u8>, f64>>,
}

impl Turns {
    /// Expected turns from the start of a turn on `state` to the end of the turn that finishes.
    fn expected(&mut self, state: u64) -> f64 {
        if state & self.board.full == self.board.full {
            return 0.0;
        }
        if let Some(&e) = self.memo.get(&state) {
            return e;
        }
        let ground = state & self.board.ground != self.board.ground;
        // The best wall each final roll leads to, solved first (walls only grow).
        let best = self.best_after(state);
        let all = rolls(3);
        // Passing keeps the state: e = 1 + E[min(e, best)]; iterate to the fixed point.
        let mut e = 20.0;
        for _ in 0..500 {
            let next = if ground {
                1.0 + all.iter().map(|(roll, p)| p * best.get(roll).map_or(e, |b| b.min(e))).sum::<f64>()
            } else {
                1.0 + RoofTurn { best: &best, own: e, memo: HashMap::new() }.value(&[], 3)
            };
            let done = (next - e).abs() < 1e-9;
            e = next;
            if done {
                break;
            }
        }
        self.memo.insert(state, e);
        e
    }

    /// Per final roll, the least expected turns among the walls it can paint (not passing).
    fn best_after(&mut self, state: u64) -> HashMap<Vec<u8>, f64> {
        if let Some(best) = self.painted.get(&state) {
            return best.clone();
        }
        let mut best = HashMap::new();
        for (roll, _) in rolls(3) {
            let value = self
                .board
                .outcomes(state, &roll)
                .into_iter()
                .filter(|&s| s != state)
                .map(|s| self.expected(s))
                .fold(f64::INFINITY, f64::min);
            best.insert(roll, value);
        }
        self.painted.insert(state, best.clone());
        best
    }

    /// Expected turns left after a roof turn on `state` that keeps `kept` and rolls the rest,
    /// with `rolls_left` rolls allowed (0: `kept` is the final roll).
    fn roof_turn(&mut self, state: u64, kept: &[u8], rolls_left: u8) -> f64 {
        let own = self.expected(state);
        let best = self.best_after(state);
        RoofTurn { best: &best, own, memo: HashMap::new() }.value(kept, rolls_left)
    }
}

/// The expectimax of one roof turn: stop and paint, or keep some dice and roll the rest.
struct RoofTurn<'a> {
    best: &'a HashMap<Vec<u8>, f64>,
    /// Expected turns of the wall as it is (passing).
    own: f64,
    memo: HashMap<(Vec<u8>, u8), f64>,
}

impl RoofTurn<'_> {
    fn stop(&self, dice: &[u8]) -> f64 {
        self.best.get(dice).map_or(self.own, |b| b.min(self.own))
    }

    fn value(&mut self, kept: &[u8], rolls_left: u8) -> f64 {
        if rolls_left == 0 || kept.len() == 3 {
            return self.stop(kept);
        }
        if let Some(&v) = self.memo.get(&(kept.to_vec(), rolls_left)) {
            return v;
        }
        let mut total = 0.0;
        for (roll, p) in rolls(3 - kept.len()) {
            let dice = with(kept, &roll);
            let mut best = self.stop(&dice);
            if rolls_left > 1 {
                for keep in sub_multisets(&dice) {
                    best = best.min(self.value(&keep, rolls_left - 1));
                }
            }
            total += p * best;
        }
        self.memo.insert((kept.to_vec(), rolls_left), total);
        total
    }
}

fn with(kept: &[u8], roll: &[u8]) -> Vec<u8> {
    let mut dice = kept.to_vec();
    dice.extend_from_slice(roll);
    dice.sort_unstable();
    dice
}

/// Every multiset of `n` d6 (sorted) with its probability.
fn rolls(n: usize) -> Vec<(Vec<u8>, f64)> {
    let mut out: Vec<(Vec<u8>, f64)> = Vec::new();
    let total = 6f64.powi(n as i32);
    for code in 0..6usize.pow(n as u32) {
        let mut dice: Vec<u8> = (0..n).map(|i| (code / 6usize.pow(i as u32) % 6) as u8 + 1).collect();
        dice.sort_unstable();
        match out.iter_mut().find(|(d, _)| *d == dice) {
            Some((_, p)) => *p += 1.0 / total,
            None => out.push((dice, 1.0 / total)),
        }
    }
    out
}

/// The proper sub-multisets of sorted `dice` (what may be kept when rerolling at least one).
fn sub_multisets(dice: &[u8]) -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = Vec::new();
    for mask in 0u8..(1 << dice.len()) - 1 {
        let keep: Vec<u8> = (0..dice.len()).filter(|&i| mask & (1 << i) != 0).map(|i| dice[i]).collect();
        if !out.contains(&keep) {
            out.push(keep);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rng::Script;
    use crate::games::wuerfelhaus::sim::play;

    fn board() -> Board {
        Board::new(&Sheet::default(), Options::default()).expect("the default sheet fits")
    }

    #[test]
    fn strong_expects_fewer_turns_as_the_wall_fills() {
        let board = board();
        let (empty, one, full) = board.with_turns(|t| (t.expected(0), t.expected(1), t.expected(board.full)));
        assert!((10.0..60.0).contains(&empty), "{empty}");
        assert!(one < empty, "{one} {empty}");
        assert_eq!(full, 0.0);
    }

    #[test]
    fn greedy_paints_the_suggested_assignment() {
        let mut game = Game::new(vec!["A".into()], Options::default(), Sheet::default()).expect("setup");
        game.apply(0, &Action::Roll, &mut Script::new(vec!["1".into(), "1".into(), "2".into()]))
            .expect("roll");
        let action = choose(&game, 0, Level::Greedy, &mut Seeded::new(1));
        assert_eq!(action, game.best_assignment());
        assert!(matches!(action, Some(Action::Paint { ref groups }) if groups.len() == 3), "{action:?}");
    }

    #[test]
    fn strong_paints_a_one_alone_rather_than_adding_it_into_a_two() {
        // 1 and 1: two bricks of 1 beat one brick of 2 (the 1s are the bottom row's majority).
        let mut game = Game::new(vec!["A".into()], Options::default(), Sheet::default()).expect("setup");
        game.apply(0, &Action::Roll, &mut Script::new(vec!["1".into(), "1".into(), "6".into()]))
            .expect("roll");
        let Some(Action::Paint { groups }) = choose(&game, 0, Level::Strong, &mut Seeded::new(1)) else {
            panic!("strong paints")
        };
        assert_eq!(groups.iter().filter(|g| g.dice.len() == 1).count(), 2, "{groups:?}");
    }

    /// Random seats drive the games through many states; at each, every level must pick one of
    /// the legal actions.
    #[test]
    fn every_level_returns_a_legal_action_in_many_random_states() {
        let mut rng = Seeded::new(5);
        for seed in 0..30u64 {
            let players = 1 + (seed % 3) as usize;
            let options = Options { supports_before_roll: seed % 2 == 1, ..Options::default() };
            let names = (0..players).map(|i| format!("P{}", i + 1)).collect();
            let mut game = Game::new(names, options, Sheet::default()).expect("setup");
            let mut dice = Seeded::new(seed);
            let mut chooser = Seeded::new(seed ^ 0x9E37_79B9_7F4A_7C15);
            while !game.is_over() {
                let player = game.turn.player;
                let legal = game.legal_actions(player);
                for level in Level::ALL {
                    let action = choose(&game, player, level, &mut rng).expect("an action");
                    assert!(legal.contains(&action), "{level}: {action:?} not in {legal:?}");
                }
                let action = choose(&game, player, Level::Random, &mut chooser).expect("an action");
                game.apply(player, &action, &mut dice).expect("legal");
            }
            assert_eq!(game, play(&vec![Level::Random; players], options, seed).game, "as the sim plays it");
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_choices() {
        let levels = [Level::Strong, Level::Greedy];
        assert_eq!(play(&levels, Options::default(), 4).game, play(&levels, Options::default(), 4).game);
    }

    /// The solo comparison of docs/ai.md, shortened: `cargo test --release --lib wuerfelhaus::ai -- --ignored`.
    #[test]
    #[ignore]
    fn strong_finishes_a_solo_wall_in_fewer_turns_than_greedy() {
        let strong = crate::games::wuerfelhaus::sim::run_ai(&[Level::Strong], Options::default(), 4_000, 1);
        let greedy = crate::games::wuerfelhaus::sim::run_ai(&[Level::Greedy], Options::default(), 4_000, 1);
        let (_, strong_high) = strong.seats[0].turns_to_finish_ci95;
        let (greedy_low, _) = greedy.seats[0].turns_to_finish_ci95;
        assert!(strong_high < greedy_low, "{strong:#?} {greedy:#?}");
    }
}
