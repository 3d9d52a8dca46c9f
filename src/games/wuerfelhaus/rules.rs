//! The rules of Würfelhaus (RULES.md §2.3): legal actions and what applying one does.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::sheet::{Cell, Floor, Sheet, Third};
use crate::games::rng::{RandomError, Randomness};

/// Options (RULES.md §2).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// WH-10: finish the round when someone completes; all who complete in it share the win.
    pub finish_round: bool,
    /// WH-03: bricks painted earlier in the same roll do not count as supports.
    pub supports_before_roll: bool,
}

/// One group of dice and the cell it paints.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Group {
    pub dice: Vec<u8>,
    pub brick: String,
}

/// Something a player does.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    Roll,
    Reroll { dice: Vec<u8> },
    Stop,
    Paint { groups: Vec<Group> },
    Joker { brick: String },
    Pass,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    Rolled {
        player: usize,
        dice: [u8; 3],
        roll: u8,
    },
    Painted {
        player: usize,
        brick: String,
    },
    Joker {
        player: usize,
        brick: String,
    },
    /// The dice fit no brick and the turn passed. `dice` are the dice that fit nowhere (none
    /// in tables stored before they were kept here), so the board can show them however long
    /// ago they were rolled.
    NothingFits {
        player: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dice: Option<[u8; 3]>,
    },
    Passed {
        player: usize,
    },
    Completed {
        player: usize,
        turns: u32,
    },
    TurnPassed {
        to: usize,
    },
    GameOver {
        winners: Vec<usize>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not this player's turn")]
    NotYourTurn,
    #[error("that is not possible at this point of the turn")]
    WrongPhase,
    #[error("no rolls left this turn")]
    NoRollsLeft,
    #[error("choose one to three distinct dice numbered 0 to 2")]
    BadDice,
    #[error("a die is used in two groups")]
    DiceReused,
    #[error("there is no such brick")]
    UnknownBrick,
    #[error("that brick cannot be painted now")]
    CannotPaint,
    #[error("the dice do not add up to that brick")]
    WrongSum,
    #[error("the joker needs three equal dice")]
    NoTriple,
    #[error(transparent)]
    Random(#[from] RandomError),
}

impl RuleError {
    pub fn code(&self) -> &'static str {
        match self {
            RuleError::GameOver => "game_over",
            RuleError::NotYourTurn => "not_your_turn",
            RuleError::WrongPhase => "wrong_phase",
            RuleError::NoRollsLeft => "no_rolls_left",
            RuleError::BadDice => "bad_dice",
            RuleError::DiceReused => "dice_reused",
            RuleError::UnknownBrick => "unknown_brick",
            RuleError::CannotPaint => "cannot_paint",
            RuleError::WrongSum => "wrong_sum",
            RuleError::NoTriple => "no_triple",
            RuleError::Random(error) => error.code(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Roll,
    /// Roof turns: reroll or stop.
    Rolling,
    /// Use the dice: paint, joker or pass.
    Assign,
    Over,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub player: usize,
    pub phase: Phase,
    /// WH-09: fixed when the turn starts.
    pub floor: Floor,
    pub rolls: u8,
    pub dice: [Option<u8>; 3],
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wall {
    pub name: String,
    /// Per brick: bit 0 painted (for a brick in thirds: its middle third); bits 1 and 2 its left
    /// and right thirds.
    pub paint: Vec<u8>,
    pub turns: u32,
}

impl Wall {
    pub fn is_painted(&self, brick: usize) -> bool {
        self.paint[brick] & 1 != 0
    }

    pub fn is_complete(&self) -> bool {
        self.paint.iter().all(|p| p & 1 != 0)
    }

    fn has(&self, cell: Cell) -> bool {
        match cell.third {
            None => self.is_painted(cell.brick),
            Some(third) => self.paint[cell.brick] & third.bit() != 0,
        }
    }
}

/// Player counts (WH-11).
pub const PLAYERS: std::ops::RangeInclusive<usize> = 1..=6;
const ROLLS: u8 = 3;

/// A game of Würfelhaus.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub options: Options,
    pub sheet: Sheet,
    pub walls: Vec<Wall>,
    pub turn: Turn,
    pub ending: bool,
    pub winners: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Würfelhaus takes 1 to 6 players")]
pub struct SetupError;

impl Game {
    pub fn new(names: Vec<String>, options: Options, sheet: Sheet) -> Result<Game, SetupError> {
        if !PLAYERS.contains(&names.len()) {
            return Err(SetupError);
        }
        let walls = names
            .into_iter()
            .map(|name| Wall { name, paint: vec![0; sheet.bricks.len()], turns: 0 })
            .collect();
        let mut game = Game {
            options,
            sheet,
            walls,
            turn: Turn { player: 0, phase: Phase::Roll, floor: Floor::Ground, rolls: 0, dice: [None; 3] },
            ending: false,
            winners: Vec::new(),
        };
        game.turn.floor = game.floor_for(0);
        Ok(game)
    }

    pub fn is_over(&self) -> bool {
        self.turn.phase == Phase::Over
    }

    /// WH-09: a ground turn while any ground brick is unpainted, else a roof turn.
    fn floor_for(&self, player: usize) -> Floor {
        let wall = &self.walls[player];
        let ground_left = self
            .sheet
            .bricks
            .iter()
            .enumerate()
            .any(|(i, b)| b.floor == Floor::Ground && !wall.is_painted(i));
        if ground_left { Floor::Ground } else { Floor::Roof }
    }

    /// Whether `cell` can be painted on `wall` with a group adding up to `sum` (`None`: the
    /// joker, any value). WH-05 for the thirds.
    fn paintable(&self, wall: &Wall, cell: Cell, sum: Option<u8>) -> bool {
        let brick = &self.sheet.bricks[cell.brick];
        if wall.is_painted(cell.brick) || !brick.supports.iter().all(|&s| wall.is_painted(s)) {
            return false;
        }
        if sum.is_some_and(|s| s != self.sheet.cell_value(cell)) {
            return false;
        }
        match cell.third {
            None => wall.paint[cell.brick] == 0,
            Some(Third::M) => {
                sum.is_some()
                    && wall.has(Cell { third: Some(Third::L), ..cell })
                    && wall.has(Cell { third: Some(Third::R), ..cell })
            }
            Some(third) => sum.is_some() && !wall.has(Cell { third: Some(third), ..cell }),
        }
    }

    fn paint(wall: &mut Wall, cell: Cell) {
        match cell.third {
            None => wall.paint[cell.brick] = 0b111,
            Some(third) => wall.paint[cell.brick] |= third.bit(),
        }
    }

    fn dice(&self) -> [u8; 3] {
        self.turn.dice.map(|d| d.unwrap_or(0))
    }

    pub fn legal_actions(&self, player: usize) -> Vec<Action> {
        if player != self.turn.player {
            return Vec::new();
        }
        match self.turn.phase {
            Phase::Roll => vec![Action::Roll],
            Phase::Rolling => {
                let mut actions: Vec<Action> = if self.turn.rolls < ROLLS {
                    (1u8..8)
                        .map(|mask| Action::Reroll {
                            dice: (0..3u8).filter(|d| mask & (1 << d) != 0).collect(),
                        })
                        .collect()
                } else {
                    Vec::new()
                };
                actions.push(Action::Stop);
                actions
            }
            Phase::Assign => {
                let mut actions = self.paint_actions();
                actions.extend(self.joker_actions());
                actions.push(Action::Pass);
                actions
            }
            Phase::Over => Vec::new(),
        }
    }

    fn joker_actions(&self) -> Vec<Action> {
        let dice = self.dice();
        if dice[0] != dice[1] || dice[1] != dice[2] {
            return Vec::new();
        }
        let wall = &self.walls[self.turn.player];
        (0..self.sheet.bricks.len())
            .map(|brick| Cell { brick, third: None })
            .filter(|&cell| self.paintable(wall, cell, None))
            .map(|cell| Action::Joker { brick: self.sheet.cell_id(cell) })
            .collect()
    }

    /// Every distinct way to paint with the dice: ordered groups (WH-03), deduplicated by what
    /// ends up painted.
    fn paint_actions(&self) -> Vec<Action> {
        let mut seen = BTreeSet::new();
        let mut out = Vec::new();
        let start = self.walls[self.turn.player].clone();
        let cells = self.sheet.cells();
        self.extend_paint(&cells, &start, &start, 0b111, &mut Vec::new(), &mut seen, &mut out);
        out
    }

    #[allow(clippy::too_many_arguments)] // one recursion step: the state is spelled out on purpose
    fn extend_paint(
        &self,
        cells: &[Cell],
        before: &Wall,
        wall: &Wall,
        free: u8,
        groups: &mut Vec<Group>,
        seen: &mut BTreeSet<Vec<u8>>,
        out: &mut Vec<Action>,
    ) {
        let dice = self.dice();
        for subset in 1u8..8 {
            if subset & !free != 0 {
                continue;
            }
            let members: Vec<u8> = (0..3u8).filter(|d| subset & (1 << d) != 0).collect();
            let sum: u8 = members.iter().map(|&d| dice[usize::from(d)]).sum();
            let support_wall = if self.options.supports_before_roll { before } else { wall };
            for &cell in cells {
                if self.sheet.cell_value(cell) != sum || !self.paintable_with(support_wall, wall, cell, sum) {
                    continue;
                }
                let mut next = wall.clone();
                Game::paint(&mut next, cell);
                groups.push(Group { dice: members.clone(), brick: self.sheet.cell_id(cell) });
                if seen.insert(next.paint.clone()) {
                    out.push(Action::Paint { groups: groups.clone() });
                }
                self.extend_paint(cells, before, &next, free & !subset, groups, seen, out);
                groups.pop();
            }
        }
    }

    /// [`Game::paintable`] with supports read from `supports` (WH-03's option) and the rest
    /// from `wall`.
    fn paintable_with(&self, supports: &Wall, wall: &Wall, cell: Cell, sum: u8) -> bool {
        let brick = &self.sheet.bricks[cell.brick];
        brick.supports.iter().all(|&s| supports.is_painted(s)) && self.paintable(wall, cell, Some(sum))
    }

    /// What the dice as they lie could paint if the player stopped now: every cell some
    /// assignment paints (in wall order), and whether the joker is open. A roof turn's board
    /// shows it before the player stops, so a stop that paints nothing is never a surprise.
    pub fn within_reach(&self) -> (Vec<Cell>, bool) {
        let cells: BTreeSet<Cell> = self
            .paint_actions()
            .iter()
            .flat_map(|action| match action {
                Action::Paint { groups } => groups.iter().filter_map(|g| self.sheet.cell(&g.brick)).collect(),
                _ => Vec::new(),
            })
            .collect();
        (cells.into_iter().collect(), !self.joker_actions().is_empty())
    }

    /// WH-06's measure of a painting or joker: the cells it paints, then their values added up
    /// (more is better in both). The suggested assignment is the best by it, and the paint
    /// menu lists the moves in its order.
    pub fn assignment_score(&self, action: &Action) -> (usize, u32) {
        let cells: Vec<&String> = match action {
            Action::Paint { groups } => groups.iter().map(|g| &g.brick).collect(),
            Action::Joker { brick } => vec![brick],
            Action::Roll | Action::Reroll { .. } | Action::Stop | Action::Pass => Vec::new(),
        };
        let value = cells
            .iter()
            .filter_map(|c| self.sheet.cell(c))
            .map(|c| u32::from(self.sheet.cell_value(c)))
            .sum();
        (cells.len(), value)
    }

    /// WH-06: the assignment that paints the most cells (ties: the higher values), if any.
    pub fn best_assignment(&self) -> Option<Action> {
        let mut candidates = self.paint_actions();
        candidates.extend(self.joker_actions());
        candidates.into_iter().max_by_key(|a| self.assignment_score(a))
    }

    pub fn apply(
        &mut self,
        player: usize,
        action: &Action,
        rng: &mut impl Randomness,
    ) -> Result<Vec<Event>, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if player != self.turn.player {
            return Err(RuleError::NotYourTurn);
        }
        let mut events = Vec::new();
        match (self.turn.phase, action) {
            (Phase::Roll, Action::Roll) => self.roll(&[0, 1, 2], rng, &mut events)?,
            (Phase::Rolling, Action::Reroll { dice }) => {
                let mut sorted = dice.clone();
                sorted.sort_unstable();
                sorted.dedup();
                if sorted.is_empty() || sorted.len() != dice.len() || sorted.iter().any(|&d| d > 2) {
                    return Err(RuleError::BadDice);
                }
                self.roll(&sorted, rng, &mut events)?;
            }
            (Phase::Rolling, Action::Stop) => self.start_assign(&mut events),
            (Phase::Assign, Action::Paint { groups }) => {
                let cells = self.check_paint(groups)?;
                let wall = &mut self.walls[player];
                for cell in cells {
                    Game::paint(wall, cell);
                    events.push(Event::Painted { player, brick: self.sheet.cell_id(cell) });
                }
                self.end_turn(&mut events);
            }
            (Phase::Assign, Action::Joker { brick }) => {
                let dice = self.dice();
                if dice[0] != dice[1] || dice[1] != dice[2] {
                    return Err(RuleError::NoTriple);
                }
                let cell =
                    self.sheet.cell(brick).filter(|c| c.third.is_none()).ok_or(RuleError::UnknownBrick)?;
                if !self.paintable(&self.walls[player], cell, None) {
                    return Err(RuleError::CannotPaint);
                }
                Game::paint(&mut self.walls[player], cell);
                events.push(Event::Joker { player, brick: brick.clone() });
                self.end_turn(&mut events);
            }
            (Phase::Assign, Action::Pass) => {
                events.push(Event::Passed { player });
                self.end_turn(&mut events);
            }
            (_, Action::Reroll { .. }) if self.turn.rolls >= ROLLS => return Err(RuleError::NoRollsLeft),
            _ => return Err(RuleError::WrongPhase),
        }
        Ok(events)
    }

    /// WH-02 / WH-03: disjoint groups, each adding up to a paintable cell, in the order given.
    fn check_paint(&self, groups: &[Group]) -> Result<Vec<Cell>, RuleError> {
        if groups.is_empty() {
            return Err(RuleError::BadDice);
        }
        let dice = self.dice();
        let before = &self.walls[self.turn.player];
        let mut wall = before.clone();
        let mut used = 0u8;
        let mut cells = Vec::new();
        for group in groups {
            if group.dice.is_empty() || group.dice.iter().any(|&d| d > 2) {
                return Err(RuleError::BadDice);
            }
            for &d in &group.dice {
                if used & (1 << d) != 0 {
                    return Err(RuleError::DiceReused);
                }
                used |= 1 << d;
            }
            let cell = self.sheet.cell(&group.brick).ok_or(RuleError::UnknownBrick)?;
            let sum: u8 = group.dice.iter().map(|&d| dice[usize::from(d)]).sum();
            if sum != self.sheet.cell_value(cell) {
                return Err(RuleError::WrongSum);
            }
            let supports = if self.options.supports_before_roll { before } else { &wall };
            if !self.paintable_with(supports, &wall, cell, sum) {
                return Err(RuleError::CannotPaint);
            }
            Game::paint(&mut wall, cell);
            cells.push(cell);
        }
        Ok(cells)
    }

    fn roll(
        &mut self,
        dice: &[u8],
        rng: &mut impl Randomness,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        const FACES: [(&str, u32); 6] = [("1", 1), ("2", 1), ("3", 1), ("4", 1), ("5", 1), ("6", 1)];
        let mut values = Vec::with_capacity(dice.len());
        for _ in dice {
            values.push(rng.pick(&FACES)? as u8 + 1);
        }
        for (&die, value) in dice.iter().zip(values) {
            self.turn.dice[usize::from(die)] = Some(value);
        }
        self.turn.rolls += 1;
        events.push(Event::Rolled { player: self.turn.player, dice: self.dice(), roll: self.turn.rolls });
        if self.turn.floor == Floor::Ground || self.turn.rolls >= ROLLS {
            self.start_assign(events);
        } else {
            self.turn.phase = Phase::Rolling;
        }
        Ok(())
    }

    /// A roll that fits nowhere passes the turn by itself.
    fn start_assign(&mut self, events: &mut Vec<Event>) {
        self.turn.phase = Phase::Assign;
        if self.paint_actions().is_empty() && self.joker_actions().is_empty() {
            events.push(Event::NothingFits { player: self.turn.player, dice: Some(self.dice()) });
            self.end_turn(events);
        }
    }

    /// WH-10: the first to finish wins at once, or (option) when the round is over.
    fn end_turn(&mut self, events: &mut Vec<Event>) {
        let player = self.turn.player;
        self.walls[player].turns += 1;
        if self.walls[player].is_complete() && !self.winners.contains(&player) {
            self.winners.push(player);
            self.ending = true;
            events.push(Event::Completed { player, turns: self.walls[player].turns });
        }
        let last_seat = player + 1 == self.walls.len();
        if self.ending && (!self.options.finish_round || last_seat) {
            self.turn.phase = Phase::Over;
            events.push(Event::GameOver { winners: self.winners.clone() });
            return;
        }
        let next = (player + 1) % self.walls.len();
        self.turn =
            Turn { player: next, phase: Phase::Roll, floor: self.floor_for(next), rolls: 0, dice: [None; 3] };
        events.push(Event::TurnPassed { to: next });
    }
}
