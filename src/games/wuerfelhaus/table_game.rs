//! Würfelhaus at a table: its board components, the paint menu's values, and the
//! [`TableGame`] impl the table runs it through.

use super::record::{Record, RngSpec};
use super::{Action, Event, Game, Group, Options, PLAYERS, Phase, Sheet};
use crate::games::ai::Level;
use crate::games::rng::{Seeded, Source};
use crate::games::seam::{
    Chosen, Codec, Earlier, OptionKind, OptionSpec, Refused, Score, Seat, SeatResult, SimRefused, SimRequest,
    TableGame,
};
use crate::games::{Recorded, ReplayError};

/// Dice picked for a reroll in roof turns.
pub type Ui = [bool; 3];

/// The components of a Würfelhaus board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    Roll,
    /// Pick or unpick a die for the next reroll.
    Die(u8),
    Reroll,
    Stop,
    /// The paint menu (its value names the painting); `n` tells menus apart.
    Paint(u8),
    /// Paint the suggested best assignment (WH-06).
    Best,
    /// Use none of the dice.
    Pass,
}

impl Codec for Input {
    fn token(&self) -> String {
        match self {
            Input::Roll => "roll".into(),
            Input::Die(d) => format!("die{d}"),
            Input::Reroll => "reroll".into(),
            Input::Stop => "stop".into(),
            Input::Paint(n) => format!("paint{n}"),
            Input::Best => "best".into(),
            Input::Pass => "pass".into(),
        }
    }

    fn read(token: &str) -> Option<Input> {
        let numbered = |prefix: &str| token.strip_prefix(prefix).and_then(|n| n.parse::<u8>().ok());
        Some(match token {
            "roll" => Input::Roll,
            "reroll" => Input::Reroll,
            "stop" => Input::Stop,
            "best" => Input::Best,
            "pass" => Input::Pass,
            _ => match numbered("die").filter(|d| *d < 3) {
                Some(d) => Input::Die(d),
                None => Input::Paint(numbered("paint")?),
            },
        })
    }
}

/// A painting or joker as the paint menu's value: `p:01-2.3_2-1.4` or `j:2.3`; `None` for
/// moves the menu does not offer.
pub fn encode_paint(action: &Action) -> Option<String> {
    match action {
        Action::Paint { groups } => Some(format!(
            "p:{}",
            groups
                .iter()
                .map(|g| format!("{}-{}", g.dice.iter().map(u8::to_string).collect::<String>(), g.brick))
                .collect::<Vec<_>>()
                .join("_")
        )),
        Action::Joker { brick } => Some(format!("j:{brick}")),
        Action::Roll | Action::Reroll { .. } | Action::Stop | Action::Pass => None,
    }
}

/// Reads a value written by [`encode_paint`].
pub fn decode_paint(value: &str) -> Option<Action> {
    if let Some(brick) = value.strip_prefix("j:") {
        return Some(Action::Joker { brick: brick.to_owned() });
    }
    let groups = value
        .strip_prefix("p:")?
        .split('_')
        .map(|g| {
            let (dice, brick) = g.split_once('-')?;
            let dice = dice
                .chars()
                .map(|c| c.to_digit(10).and_then(|d| u8::try_from(d).ok()))
                .collect::<Option<Vec<u8>>>()?;
            Some(Group { dice, brick: brick.to_owned() })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Action::Paint { groups })
}

impl TableGame for Game {
    const SLUG: &'static str = "wuerfelhaus";
    const PLAYERS: std::ops::RangeInclusive<usize> = PLAYERS;
    const COMMAND: &'static str = "haus";
    const EMOJI: &'static str = "🎲";
    const EARLIER: Option<Earlier> =
        Some(Earlier { running: "haus_playing", over: "haus_finished", options: "haus", unnamed: false });
    const AI_LEVELS: &'static [(Level, &'static str)] = &[
        (Level::Random, "ai-level-random-about"),
        (Level::Greedy, "ai-wuerfelhaus-greedy-about"),
        (Level::Strong, "ai-wuerfelhaus-strong-about"),
    ];
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec { name: "finish_round", kind: OptionKind::Flag }];
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Ui = Ui;
    type Input = Input;
    type Record = Record;

    fn options(chosen: &Chosen) -> Options {
        let default = Options::default();
        Options { finish_round: chosen.flag("finish_round").unwrap_or(default.finish_round), ..default }
    }

    fn start(names: Vec<String>, options: &Options, seed: u64) -> Result<(Game, Source), Refused> {
        let game = Game::new(names, *options, Sheet::default()).map_err(|_| Refused::NeedPlayers)?;
        Ok((game, Source::Seeded(Seeded::new(seed))))
    }

    fn started_with(&self) -> Options {
        self.options
    }

    fn waiting_for(&self) -> Vec<usize> {
        if self.is_over() { Vec::new() } else { vec![self.turn.player] }
    }

    fn legal(&self, seat: usize) -> Vec<Action> {
        self.legal_actions(seat)
    }

    fn step(
        &self,
        ui: &mut Ui,
        _seat: usize,
        input: Input,
        values: &[String],
    ) -> Result<Option<Action>, Refused> {
        let outdated = Refused::Outdated;
        Ok(match input {
            Input::Die(die) => {
                if self.turn.phase != Phase::Rolling {
                    return Err(outdated);
                }
                let die = usize::from(die);
                ui[die] = !ui[die];
                None
            }
            Input::Roll => Some(Action::Roll),
            Input::Reroll => {
                let dice: Vec<u8> = (0..3u8).filter(|d| ui[usize::from(*d)]).collect();
                if dice.is_empty() {
                    return Err(Refused::PickDiceFirst);
                }
                Some(Action::Reroll { dice })
            }
            Input::Stop => Some(Action::Stop),
            Input::Pass => Some(Action::Pass),
            Input::Best => Some(self.best_assignment().ok_or(outdated)?),
            Input::Paint(_) => Some(values.first().and_then(|v| decode_paint(v)).ok_or(outdated)?),
        })
    }

    fn apply(&mut self, seat: usize, action: &Action, rng: &mut Source) -> Result<Vec<Event>, Refused> {
        Game::apply(self, seat, action, rng).map_err(|error| Refused::by_rules(error.code()))
    }

    /// Turns go round the table in seat order.
    fn next_up(&self) -> Option<usize> {
        (!self.is_over()).then(|| (self.turn.player + 1) % self.walls.len())
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn results(&self) -> Option<Vec<SeatResult>> {
        Game::is_over(self).then(|| {
            self.walls
                .iter()
                .enumerate()
                .map(|(seat, wall)| SeatResult {
                    won: self.winners.contains(&seat),
                    score: Score::Turns(wall.turns),
                    progress: u32::try_from(
                        (0..self.sheet.bricks.len()).filter(|&b| wall.is_painted(b)).count(),
                    )
                    .unwrap_or(u32::MAX),
                })
                .collect()
        })
    }

    fn ai(&self, seat: usize, level: Level, rng: &mut Seeded) -> Option<Action> {
        super::ai::choose(self, seat, level, rng)
    }

    /// Roll once, stop, and paint nothing.
    fn pass(&self, seat: usize) -> Option<Action> {
        let legal = self.legal(seat);
        [Action::Pass, Action::Stop, Action::Roll]
            .into_iter()
            .find(|action| legal.contains(action))
            .or_else(|| legal.into_iter().next())
    }

    fn record(&self, seats: &[Seat], seed: u64, actions: &[Recorded<Action>]) -> Record {
        Record {
            game: Self::SLUG.to_owned(),
            players: seats.iter().map(|s| s.name.clone()).collect(),
            options: self.options,
            rng: RngSpec::Seed { seed },
            actions: actions.to_vec(),
            ai: seats.iter().enumerate().filter_map(|(i, s)| Some((i, s.ai?))).collect(),
        }
    }

    fn replay(record: &Record, legal: bool) -> Result<serde_json::Value, ReplayError> {
        super::record::replay(record, legal)
    }

    fn sim(request: &SimRequest) -> Result<String, SimRefused> {
        let options = Self::options(&request.options);
        let (games, seed) = (request.games, request.seed);
        let report = if request.ai.is_empty() {
            serde_json::to_string_pretty(&super::sim::run(request.players, options, games, seed))
        } else {
            serde_json::to_string_pretty(&super::sim::run_ai(&request.ai, options, games, seed))
        };
        Ok(report.unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_input_round_trips_and_other_tokens_are_refused() {
        let inputs = [
            Input::Roll,
            Input::Die(0),
            Input::Die(2),
            Input::Reroll,
            Input::Stop,
            Input::Paint(3),
            Input::Best,
            Input::Pass,
        ];
        for input in inputs {
            assert_eq!(Input::read(&input.token()), Some(input));
        }
        for junk in ["", "die3", "paint", "buy0", "join", "blow", "paint256"] {
            assert_eq!(Input::read(junk), None, "{junk}");
        }
    }

    #[test]
    fn paint_values_round_trip_and_junk_is_refused() {
        let paint = Action::Paint {
            groups: vec![
                Group { dice: vec![0, 1], brick: "2.3".into() },
                Group { dice: vec![2], brick: "5.1L".into() },
            ],
        };
        let joker = Action::Joker { brick: "4.2".into() };
        for action in [paint, joker] {
            let value = encode_paint(&action).expect("encodes");
            assert_eq!(decode_paint(&value), Some(action), "{value}");
        }
        for junk in ["", "p:", "p:x-1.1", "p:01", "q:1.1"] {
            assert_eq!(decode_paint(junk), None, "{junk}");
        }
    }
}
