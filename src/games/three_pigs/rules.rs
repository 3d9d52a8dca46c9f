//! The rules: which actions are legal, and what applying one does (RULES.md §1.3–§1.9).

use serde::{Deserialize, Serialize};

use super::data::{DICE, DataTable, Face, Kind, Material, ROLLS, Tile};
use super::state::{Award, AwardWon, House, Options, Outcome, Phase, Player, Score, Stacks, Turn, Variant};
use crate::games::rng::{RandomError, Randomness};

/// Where a bought tile goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    /// Start a new house (doors and windows only).
    New,
    /// One of the player's houses, by index.
    House(usize),
}

/// Something a player does.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    /// The turn's first roll, all five dice.
    Roll,
    /// Roll again the listed dice (never one showing a wolf).
    Reroll { dice: Vec<u8> },
    /// Stop rolling and buy.
    Stop,
    /// Buy a tile and place it.
    Buy { kind: Kind, material: Material, house: Place },
    /// Decline the optional second purchase.
    EndTurn,
    /// Blow on a house of another player.
    Blow { target: usize, house: usize },
}

/// Something that happened, for boards and logs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    Rolled {
        player: usize,
        dice: [Face; 5],
        rolled: Vec<u8>,
        roll: u8,
    },
    WolfCame {
        player: usize,
    },
    NoHouseToBlow {
        player: usize,
    },
    NothingToBuy {
        player: usize,
    },
    Bought {
        player: usize,
        tile: Tile,
        house: usize,
        new_house: bool,
        completed: bool,
    },
    Spun {
        player: usize,
        material: Material,
    },
    Blown {
        player: usize,
        target: usize,
        house: usize,
        material: Material,
        removed: usize,
        roof_fell: bool,
        house_gone: bool,
    },
    AwardWon {
        award: Award,
        player: usize,
    },
    TurnPassed {
        to: usize,
    },
    GameOver {
        winners: Vec<usize>,
    },
}

/// Why an action is refused. Codes are stable: records and logs name them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not this player's turn")]
    NotYourTurn,
    #[error("that is not possible at this point of the turn")]
    WrongPhase,
    #[error("a die showing a wolf cannot be rerolled")]
    WolfDie,
    #[error("no rolls left this turn")]
    NoRollsLeft,
    #[error("choose one or more distinct dice numbered 0 to 4")]
    BadDice,
    #[error("the dice do not show enough symbols for that tile")]
    NotAffordable,
    #[error("that stack is empty")]
    StackEmpty,
    #[error("that tile cannot be placed there")]
    CannotPlace,
    #[error("only one tile of each kind per turn")]
    SameKindTwice,
    #[error("a tile must be bought when one can be")]
    MustBuy,
    #[error("that is not a house of another player")]
    BadTarget,
    #[error(transparent)]
    Random(#[from] RandomError),
}

impl RuleError {
    /// The stable code of the error.
    pub fn code(&self) -> &'static str {
        match self {
            RuleError::GameOver => "game_over",
            RuleError::NotYourTurn => "not_your_turn",
            RuleError::WrongPhase => "wrong_phase",
            RuleError::WolfDie => "wolf_die",
            RuleError::NoRollsLeft => "no_rolls_left",
            RuleError::BadDice => "bad_dice",
            RuleError::NotAffordable => "not_affordable",
            RuleError::StackEmpty => "stack_empty",
            RuleError::CannotPlace => "cannot_place",
            RuleError::SameKindTwice => "same_kind_twice",
            RuleError::MustBuy => "must_buy",
            RuleError::BadTarget => "bad_target",
            RuleError::Random(error) => error.code(),
        }
    }
}

/// A game of The Three Little Pigs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub options: Options,
    pub table: DataTable,
    pub players: Vec<Player>,
    pub stacks: Stacks,
    /// Tiles blown away: out of the game for good.
    pub boxed: Vec<Tile>,
    pub turn: Turn,
    /// Awards won so far (veteran variant).
    pub awards: Vec<AwardWon>,
    /// Turns finished so far.
    pub turns_played: u32,
    /// Set once the end condition was met while the round is finished (`finish_round`).
    pub ending: bool,
    pub outcome: Option<Outcome>,
}

/// Player counts the game allows.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=5;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("The Three Little Pigs needs 2 to 5 players")]
    PlayerCount,
    #[error("end_stacks_2p must be 2 or 3")]
    EndStacks,
}

impl Game {
    /// A new game; `names` in seat order, seat 0 starts.
    pub fn new(
        names: Vec<String>,
        options: Options,
        table: DataTable,
        stacks: Stacks,
    ) -> Result<Game, SetupError> {
        if !PLAYERS.contains(&names.len()) {
            return Err(SetupError::PlayerCount);
        }
        if !(2..=3).contains(&options.end_stacks_2p) {
            return Err(SetupError::EndStacks);
        }
        Ok(Game {
            options,
            table,
            players: names.into_iter().map(|name| Player { name, houses: Vec::new() }).collect(),
            stacks,
            boxed: Vec::new(),
            turn: Turn::start(0),
            awards: Vec::new(),
            turns_played: 0,
            ending: false,
            outcome: None,
        })
    }

    pub fn is_over(&self) -> bool {
        self.turn.phase == Phase::Over
    }

    /// Empty stacks that end the game (TLP-08).
    pub fn end_threshold(&self) -> usize {
        match self.players.len() {
            2 => usize::from(self.options.end_stacks_2p),
            n => n,
        }
    }

    /// Every action `player` may take now, in a stable order. Empty when it is not their turn.
    pub fn legal_actions(&self, player: usize) -> Vec<Action> {
        let mut actions = Vec::with_capacity(self.legal_count(player));
        if player != self.turn.player {
            return actions;
        }
        match self.turn.phase {
            Phase::Roll => actions.push(Action::Roll),
            Phase::Rolling => {
                let rerolls = self.reroll_count();
                actions.extend((0..rerolls).map(|index| self.reroll(index)));
                actions.push(Action::Stop);
            }
            Phase::Buying => {
                self.for_each_purchase(|kind, material, house| {
                    actions.push(Action::Buy { kind, material, house })
                });
                if !self.turn.bought.is_empty() {
                    actions.push(Action::EndTurn);
                }
            }
            Phase::Wolf => self.for_each_blow(|target, house| actions.push(Action::Blow { target, house })),
            Phase::Over => {}
        }
        actions
    }

    /// How many actions [`Game::legal_actions`] lists, without listing them.
    pub fn legal_count(&self, player: usize) -> usize {
        if player != self.turn.player {
            return 0;
        }
        match self.turn.phase {
            Phase::Roll => 1,
            Phase::Rolling => self.reroll_count() + 1,
            Phase::Buying => {
                let mut count = usize::from(!self.turn.bought.is_empty());
                self.for_each_purchase(|_, _, _| count += 1);
                count
            }
            Phase::Wolf => {
                let mut count = 0;
                self.for_each_blow(|_, _| count += 1);
                count
            }
            Phase::Over => 0,
        }
    }

    /// The action at `index` of [`Game::legal_actions`], without building the list (random
    /// play picks an index first: 31 rerolls are listed on most rolls, and one is taken).
    pub fn legal_action(&self, player: usize, index: usize) -> Option<Action> {
        if player != self.turn.player {
            return None;
        }
        match self.turn.phase {
            Phase::Roll => (index == 0).then_some(Action::Roll),
            Phase::Rolling => {
                let rerolls = self.reroll_count();
                match index.cmp(&rerolls) {
                    std::cmp::Ordering::Less => Some(self.reroll(index)),
                    std::cmp::Ordering::Equal => Some(Action::Stop),
                    std::cmp::Ordering::Greater => None,
                }
            }
            Phase::Buying => {
                let (mut seen, mut found) = (0, None);
                self.for_each_purchase(|kind, material, house| {
                    if seen == index {
                        found = Some(Action::Buy { kind, material, house });
                    }
                    seen += 1;
                });
                found.or_else(|| (index == seen && !self.turn.bought.is_empty()).then_some(Action::EndTurn))
            }
            Phase::Wolf => {
                let (mut seen, mut found) = (0, None);
                self.for_each_blow(|target, house| {
                    if seen == index {
                        found = Some(Action::Blow { target, house });
                    }
                    seen += 1;
                });
                found
            }
            Phase::Over => None,
        }
    }

    /// Dice that may be rerolled: those not showing a wolf, as a bit set.
    pub fn rerollable(&self) -> u8 {
        (0..DICE).filter(|&d| self.turn.dice[d] != Some(Face::Wolf)).fold(0, |set, d| set | 1 << d)
    }

    /// Reroll choices left: every non-empty subset of the rerollable dice, none after the last roll.
    fn reroll_count(&self) -> usize {
        if self.turn.rolls < ROLLS { (1usize << self.rerollable().count_ones()) - 1 } else { 0 }
    }

    /// The reroll at `index` of the list: the subset `index + 1` of the rerollable dice, as bits
    /// in die order.
    fn reroll(&self, index: usize) -> Action {
        let free = self.rerollable();
        let mut dice = Vec::with_capacity(DICE);
        let mut bit = 0;
        for die in 0..DICE as u8 {
            if free & (1 << die) != 0 {
                if (index + 1) & (1 << bit) != 0 {
                    dice.push(die);
                }
                bit += 1;
            }
        }
        Action::Reroll { dice }
    }

    /// Calls `f` for every house of another player, the wolf's possible targets.
    fn for_each_blow(&self, mut f: impl FnMut(usize, usize)) {
        for (target, p) in self.players.iter().enumerate() {
            if target != self.turn.player {
                for house in 0..p.houses.len() {
                    f(target, house);
                }
            }
        }
    }

    /// Applies `action` for `player`; on error nothing changes.
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
            (Phase::Roll, Action::Roll) => self.roll(&[0, 1, 2, 3, 4], rng, &mut events)?,
            (Phase::Rolling, Action::Reroll { dice }) => {
                // Distinct dice in range, as a bit set: the roll goes in die order.
                let mut set = 0u8;
                for &d in dice {
                    if usize::from(d) >= DICE || set & (1 << d) != 0 {
                        return Err(RuleError::BadDice);
                    }
                    set |= 1 << d;
                }
                if set == 0 {
                    return Err(RuleError::BadDice);
                }
                if set & !self.rerollable() != 0 {
                    return Err(RuleError::WolfDie);
                }
                let mut sorted = [0u8; DICE];
                let mut count = 0;
                for die in (0..DICE as u8).filter(|d| set & (1 << d) != 0) {
                    sorted[count] = die;
                    count += 1;
                }
                self.roll(&sorted[..count], rng, &mut events)?;
            }
            (Phase::Rolling, Action::Stop) => self.start_buying(&mut events),
            (Phase::Buying, Action::Buy { kind, material, house }) => {
                self.check_purchase(*kind, *material, *house)?;
                self.buy(*kind, *material, *house, &mut events);
            }
            (Phase::Buying, Action::EndTurn) => {
                if self.turn.bought.is_empty() {
                    return Err(RuleError::MustBuy);
                }
                self.end_turn(&mut events);
            }
            (Phase::Wolf, Action::Blow { target, house }) => {
                if *target == player || self.players.get(*target).is_none_or(|p| *house >= p.houses.len()) {
                    return Err(RuleError::BadTarget);
                }
                self.blow(*target, *house, rng, &mut events)?;
            }
            // After the third roll the turn has moved on to buying (or the wolf).
            (_, Action::Reroll { .. }) if self.turn.rolls >= ROLLS => return Err(RuleError::NoRollsLeft),
            _ => return Err(RuleError::WrongPhase),
        }
        Ok(events)
    }

    /// Rolls `dice` (sorted, distinct): all faces are drawn before anything changes.
    fn roll(
        &mut self,
        dice: &[u8],
        rng: &mut impl Randomness,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let mut faces = [Face::Wolf; DICE];
        for (face, &die) in faces.iter_mut().zip(dice) {
            let sides = &self.table.dice[usize::from(die)];
            let options: [(&str, u32); 6] = sides.map(|f| (f.name(), 1));
            *face = sides[rng.pick(&options)?];
        }
        for (&die, face) in dice.iter().zip(faces) {
            self.turn.dice[usize::from(die)] = Some(face);
        }
        self.turn.rolls += 1;
        let player = self.turn.player;
        events.push(Event::Rolled {
            player,
            dice: self.turn.dice.map(|f| f.unwrap_or(Face::Wolf)),
            rolled: dice.to_vec(),
            roll: self.turn.rolls,
        });
        // TLP-03: two wolves end the rolling at once, whatever else shows.
        if self.turn.wolves() >= 2 {
            events.push(Event::WolfCame { player });
            if self.players.iter().enumerate().all(|(i, p)| i == player || p.houses.is_empty()) {
                events.push(Event::NoHouseToBlow { player });
                self.end_turn(events);
            } else {
                self.turn.phase = Phase::Wolf;
            }
        } else if self.turn.rolls >= ROLLS {
            self.start_buying(events);
        } else {
            self.turn.phase = Phase::Rolling;
        }
        Ok(())
    }

    fn start_buying(&mut self, events: &mut Vec<Event>) {
        self.turn.phase = Phase::Buying;
        if !self.can_buy() {
            events.push(Event::NothingToBuy { player: self.turn.player });
            self.end_turn(events);
        }
    }

    fn can_buy(&self) -> bool {
        let mut any = false;
        self.for_each_purchase(|_, _, _| any = true);
        any
    }

    /// Calls `f` for every legal purchase: affordable (§1.4), not a kind already bought
    /// (TLP-04), stack not empty and placeable now (TLP-05).
    fn for_each_purchase(&self, mut f: impl FnMut(Kind, Material, Place)) {
        if self.turn.bought.len() >= 2 {
            return;
        }
        let houses = &self.players[self.turn.player].houses;
        let counts = self.turn.symbol_counts();
        for kind in Kind::ALL {
            if self.turn.bought.contains(&kind) {
                continue;
            }
            let symbols = counts[kind.index()];
            for material in Material::ALL {
                if symbols < material.value() as usize || self.stacks.get(kind, material).is_empty() {
                    continue;
                }
                if kind != Kind::Roof {
                    f(kind, material, Place::New);
                }
                for (index, house) in houses.iter().enumerate() {
                    if fits(kind, house) {
                        f(kind, material, Place::House(index));
                    }
                }
            }
        }
    }

    fn check_purchase(&self, kind: Kind, material: Material, place: Place) -> Result<(), RuleError> {
        if self.turn.bought.contains(&kind) {
            return Err(RuleError::SameKindTwice);
        }
        if self.turn.bought.len() >= 2 {
            return Err(RuleError::WrongPhase);
        }
        if self.turn.symbols(kind) < material.value() as usize {
            return Err(RuleError::NotAffordable);
        }
        if self.stacks.get(kind, material).is_empty() {
            return Err(RuleError::StackEmpty);
        }
        let houses = &self.players[self.turn.player].houses;
        let placeable = match place {
            Place::New => kind != Kind::Roof,
            Place::House(index) => houses.get(index).is_some_and(|h| fits(kind, h)),
        };
        if placeable { Ok(()) } else { Err(RuleError::CannotPlace) }
    }

    /// Takes the top tile and places it; checked by [`Game::check_purchase`] before.
    fn buy(&mut self, kind: Kind, material: Material, place: Place, events: &mut Vec<Event>) {
        let player = self.turn.player;
        let Some(tile) = self.stacks.get_mut(kind, material).pop() else { return };
        let houses = &mut self.players[player].houses;
        let (index, new_house) = match place {
            Place::New => {
                houses.push(House { tiles: vec![tile] });
                (houses.len() - 1, true)
            }
            Place::House(index) => {
                let house = &mut houses[index];
                if kind == Kind::Door {
                    house.tiles.insert(0, tile);
                } else {
                    house.tiles.push(tile);
                }
                (index, false)
            }
        };
        let completed = kind == Kind::Roof;
        events.push(Event::Bought { player, tile, house: index, new_house, completed });
        if completed && self.options.variant == Variant::Veteran {
            self.check_material_award(player, index, events);
        }
        self.turn.bought.push(kind);
        if self.turn.bought.len() >= 2 || !self.can_buy() {
            self.end_turn(events);
        }
    }

    /// TLP-10: a material award is checked when a roof is placed, and only then.
    fn check_material_award(&mut self, player: usize, house: usize, events: &mut Vec<Event>) {
        let tiles = &self.players[player].houses[house].tiles;
        let material = tiles[0].material;
        let pure = tiles.iter().all(|t| t.material == material);
        let has = |kind| tiles.iter().any(|t: &Tile| t.kind == kind);
        if pure && has(Kind::Door) && has(Kind::Window) {
            let award = Award::first_house(material);
            if !self.awards.iter().any(|a| a.award == award) {
                self.awards.push(AwardWon { award, player });
                events.push(Event::AwardWon { award, player });
            }
        }
    }

    fn blow(
        &mut self,
        target: usize,
        index: usize,
        rng: &mut impl Randomness,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let sectors = self.table.spinner;
        let options = [
            (Material::Straw.name(), sectors[0]),
            (Material::Wood.name(), sectors[1]),
            (Material::Brick.name(), sectors[2]),
        ];
        let material = Material::ALL[rng.pick(&options)?];
        let player = self.turn.player;
        events.push(Event::Spun { player, material });
        let houses = &mut self.players[target].houses;
        let house = &mut houses[index];
        let before = house.tiles.len();
        self.boxed.extend(house.tiles.iter().filter(|t| t.material == material));
        house.tiles.retain(|t| t.material != material);
        let removed = before - house.tiles.len();
        // TLP-07: the rest closes up; a lone roof falls too; an empty house is gone.
        let roof_fell = removed > 0 && house.tiles.len() == 1 && house.is_complete();
        if roof_fell {
            self.boxed.append(&mut house.tiles);
        }
        let house_gone = house.tiles.is_empty();
        if house_gone {
            houses.remove(index);
        }
        events.push(Event::Blown { player, target, house: index, material, removed, roof_fell, house_gone });
        self.end_turn(events);
        Ok(())
    }

    /// TLP-09: the end is checked after the turn's placements.
    fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.turns_played += 1;
        let player = self.turn.player;
        if self.stacks.empty_count() >= self.end_threshold() {
            self.ending = true;
        }
        let last_seat = player + 1 == self.players.len();
        if self.ending && (!self.options.finish_round || last_seat) {
            self.finish(events);
            return;
        }
        let next = (player + 1) % self.players.len();
        self.turn = Turn::start(next);
        events.push(Event::TurnPassed { to: next });
    }

    fn finish(&mut self, events: &mut Vec<Event>) {
        self.turn.phase = Phase::Over;
        if self.options.variant == Variant::Veteran {
            for won in end_awards(&self.players) {
                self.awards.push(won);
                events.push(Event::AwardWon { award: won.award, player: won.player });
            }
        }
        let outcome = score(&self.players, &self.awards, self.options.variant);
        events.push(Event::GameOver { winners: outcome.winners.clone() });
        self.outcome = Some(outcome);
    }

    /// Tiles anywhere: stacks, houses, box. Always the data table's count.
    pub fn tile_count(&self) -> usize {
        self.stacks.tile_count()
            + self.boxed.len()
            + self.players.iter().flat_map(|p| &p.houses).map(|h| h.tiles.len()).sum::<usize>()
    }

    /// Scores as they would stand if the game ended now.
    pub fn current_scores(&self) -> Vec<Score> {
        score(&self.players, &self.awards, self.options.variant).scores
    }
}

/// §1.5: whether a tile of `kind` can go onto `house`.
fn fits(kind: Kind, house: &House) -> bool {
    match kind {
        Kind::Door => !house.has_door() && !house.is_complete(),
        Kind::Window | Kind::Roof => !house.tiles.is_empty() && !house.is_complete(),
    }
}

/// TLP-11: the end awards go to a single leader with a count of at least 1, counting complete
/// houses only.
fn end_awards(players: &[Player]) -> Vec<AwardWon> {
    let complete = |p: &Player| p.houses.iter().filter(|h| h.is_complete()).cloned().collect::<Vec<_>>();
    let per_player: Vec<Vec<House>> = players.iter().map(complete).collect();
    let measures: [(Award, Vec<u32>); 3] = [
        (Award::MostFlowerpots, per_player.iter().map(|hs| hs.iter().map(House::pots).sum()).collect()),
        (Award::MostHouses, per_player.iter().map(|hs| hs.len() as u32).collect()),
        (
            Award::TallestHouse,
            per_player
                .iter()
                .map(|hs| hs.iter().filter(|h| h.has_door()).map(|h| h.tiles.len() as u32).max().unwrap_or(0))
                .collect(),
        ),
    ];
    let mut won = Vec::new();
    for (award, counts) in measures {
        let best = counts.iter().copied().max().unwrap_or(0);
        let leaders: Vec<usize> = (0..counts.len()).filter(|&i| counts[i] == best).collect();
        if best >= 1 && leaders.len() == 1 {
            won.push(AwardWon { award, player: leaders[0] });
        }
    }
    won
}

/// §1.8 / §1.9: roofless houses score nothing; tie-break on complete houses, then share.
fn score(players: &[Player], awards: &[AwardWon], variant: Variant) -> Outcome {
    let scores: Vec<Score> = players
        .iter()
        .enumerate()
        .map(|(index, p)| {
            let complete: Vec<&House> = p.houses.iter().filter(|h| h.is_complete()).collect();
            let tiles = complete.iter().map(|h| h.points()).sum();
            let complete_houses = complete.len() as u32;
            let mut score = Score { tiles, complete_houses, ..Score::default() };
            match variant {
                Variant::Standard => {
                    score.pots = complete.iter().map(|h| h.pots()).sum();
                    score.houses = complete_houses;
                }
                Variant::Veteran => {
                    score.awards =
                        awards.iter().filter(|a| a.player == index).map(|a| a.award.points()).sum();
                }
            }
            score.total = score.tiles + score.pots + score.houses + score.awards;
            score
        })
        .collect();
    let best = scores.iter().map(|s| s.total).max().unwrap_or(0);
    let level: Vec<usize> = (0..scores.len()).filter(|&i| scores[i].total == best).collect();
    let most_houses = level.iter().map(|&i| scores[i].complete_houses).max().unwrap_or(0);
    let winners: Vec<usize> =
        level.iter().copied().filter(|&i| scores[i].complete_houses == most_houses).collect();
    let tie_break_decided = level.len() > 1 && winners.len() < level.len();
    Outcome { scores, winners, tie_break_decided }
}
