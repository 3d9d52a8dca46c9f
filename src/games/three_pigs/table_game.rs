//! The Three Little Pigs at a table: its board components, the menu values they carry, and
//! the [`TableGame`] impl the table runs it through.

use serde::{Deserialize, Serialize};

use super::record::{Record, RngSpec};
use super::{
    Action, DataTable, Event, Face, Game, Kind, Material, Options, PLAYERS, Phase, Place, Stacks, Variant,
};
use crate::games::ai::Level;
use crate::games::rng::{Seeded, Source};
use crate::games::seam::{
    Chosen, Codec, Earlier, OptionKind, OptionSpec, Refused, Score, Seat, SeatResult, SimRefused, SimRequest,
    TableGame,
};
use crate::games::{Recorded, ReplayError};

/// Board state between clicks: dice picked for a reroll, the house picked for the wolf.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ui {
    pub reroll: [bool; 5],
    pub target: Option<(usize, usize)>,
}

/// The components of a Three Little Pigs board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    Roll,
    /// Pick or unpick a die for the next reroll.
    Die(u8),
    Reroll,
    Stop,
    /// The buy menu (its value names the purchase); `n` tells menus apart when there are several.
    Buy(u8),
    /// Decline the second purchase.
    Done,
    /// The wolf's target menu; `n` as for `Buy`.
    Target(u8),
    Blow,
}

impl Codec for Input {
    fn token(&self) -> String {
        match self {
            Input::Roll => "roll".into(),
            Input::Die(d) => format!("die{d}"),
            Input::Reroll => "reroll".into(),
            Input::Stop => "stop".into(),
            Input::Buy(n) => format!("buy{n}"),
            Input::Done => "done".into(),
            Input::Target(n) => format!("target{n}"),
            Input::Blow => "blow".into(),
        }
    }

    fn read(token: &str) -> Option<Input> {
        let numbered = |prefix: &str| token.strip_prefix(prefix).and_then(|n| n.parse::<u8>().ok());
        Some(match token {
            "roll" => Input::Roll,
            "reroll" => Input::Reroll,
            "stop" => Input::Stop,
            "done" => Input::Done,
            "blow" => Input::Blow,
            _ => {
                if let Some(d) = numbered("die").filter(|d| *d < 5) {
                    Input::Die(d)
                } else if let Some(n) = numbered("buy") {
                    Input::Buy(n)
                } else {
                    Input::Target(numbered("target")?)
                }
            }
        })
    }
}

/// A purchase as the buy menu's value: `door.straw.new`, `roof.brick.2`.
pub fn encode_buy(kind: Kind, material: Material, house: Place) -> String {
    let place = match house {
        Place::New => "new".to_owned(),
        Place::House(i) => i.to_string(),
    };
    format!("{}.{}.{place}", kind.name(), material.name())
}

/// Reads a value written by [`encode_buy`].
pub fn decode_buy(value: &str) -> Option<(Kind, Material, Place)> {
    let mut parts = value.split('.');
    let (kind, material) = (parts.next()?, parts.next()?);
    let kind = Kind::ALL.into_iter().find(|k| k.name() == kind)?;
    let material = Material::ALL.into_iter().find(|m| m.name() == material)?;
    let place = match parts.next()? {
        "new" => Place::New,
        index => Place::House(index.parse().ok()?),
    };
    parts.next().is_none().then_some((kind, material, place))
}

/// A wolf target as the target menu's value: `<seat>.<house>`.
pub fn encode_target(target: usize, house: usize) -> String {
    format!("{target}.{house}")
}

/// Reads a value written by [`encode_target`].
pub fn decode_target(value: &str) -> Option<(usize, usize)> {
    let (target, house) = value.split_once('.')?;
    Some((target.parse().ok()?, house.parse().ok()?))
}

impl TableGame for Game {
    const SLUG: &'static str = "three-pigs";
    const PLAYERS: std::ops::RangeInclusive<usize> = PLAYERS;
    const COMMAND: &'static str = "pigs";
    const EMOJI: &'static str = "🐷";
    const AI_LEVELS: &'static [(Level, &'static str)] = &[
        (Level::Random, "ai-level-random-about"),
        (Level::Greedy, "ai-three-pigs-greedy-about"),
        (Level::Strong, "ai-three-pigs-strong-about"),
    ];
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec { name: "variant", kind: OptionKind::Choice(&Variant::NAMES) },
        // TLP-08: the French and English rules end at 2 empty stacks, the German at 3.
        OptionSpec { name: "two_player_end", kind: OptionKind::Integer { min: 2, max: 3 } },
        OptionSpec { name: "finish_round", kind: OptionKind::Flag },
    ];
    /// The first release hosted only this game.
    const EARLIER: Option<Earlier> =
        Some(Earlier { running: "playing", over: "finished", options: "options", unnamed: true });
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Ui = Ui;
    type Input = Input;
    type Record = Record;

    fn options(chosen: &Chosen) -> Options {
        let default = Options::default();
        Options {
            variant: chosen.pick("variant").unwrap_or(default.variant),
            end_stacks_2p: chosen
                .integer("two_player_end")
                .and_then(|n| u8::try_from(n).ok())
                .unwrap_or(default.end_stacks_2p),
            finish_round: chosen.flag("finish_round").unwrap_or(default.finish_round),
        }
    }

    fn start(names: Vec<String>, options: &Options, seed: u64) -> Result<(Game, Source), Refused> {
        let table = DataTable::default();
        let mut rng = Seeded::new(seed);
        let stacks = Stacks::shuffled(&table, &mut rng);
        let game = Game::new(names, *options, table, stacks).map_err(|_| Refused::NeedPlayers)?;
        Ok((game, Source::Seeded(rng)))
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
        seat: usize,
        input: Input,
        values: &[String],
    ) -> Result<Option<Action>, Refused> {
        let outdated = Refused::Outdated;
        Ok(match input {
            Input::Die(die) => {
                let die = usize::from(die);
                if self.turn.phase != Phase::Rolling || self.turn.dice[die] == Some(Face::Wolf) {
                    return Err(outdated);
                }
                ui.reroll[die] = !ui.reroll[die];
                None
            }
            Input::Target(_) => {
                let (target, house) = values.first().and_then(|v| decode_target(v)).ok_or(outdated)?;
                // The menu offers only legal targets: any other value is forged.
                if !self.legal_actions(seat).contains(&Action::Blow { target, house }) {
                    return Err(Refused::by_rules("target_not_offered"));
                }
                ui.target = Some((target, house));
                None
            }
            Input::Roll => Some(Action::Roll),
            Input::Reroll => {
                let dice: Vec<u8> = (0..5u8).filter(|d| ui.reroll[usize::from(*d)]).collect();
                if dice.is_empty() {
                    return Err(Refused::PickDiceFirst);
                }
                Some(Action::Reroll { dice })
            }
            Input::Stop => Some(Action::Stop),
            Input::Done => Some(Action::EndTurn),
            Input::Buy(_) => {
                let (kind, material, house) = values.first().and_then(|v| decode_buy(v)).ok_or(outdated)?;
                Some(Action::Buy { kind, material, house })
            }
            Input::Blow => {
                let (target, house) = ui.target.ok_or(Refused::PickHouseFirst)?;
                Some(Action::Blow { target, house })
            }
        })
    }

    fn apply(&mut self, seat: usize, action: &Action, rng: &mut Source) -> Result<Vec<Event>, Refused> {
        Game::apply(self, seat, action, rng).map_err(|error| Refused::by_rules(error.code()))
    }

    /// Turns go round the table in seat order.
    fn next_up(&self) -> Option<usize> {
        (!self.is_over()).then(|| (self.turn.player + 1) % self.players.len())
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn results(&self) -> Option<Vec<SeatResult>> {
        let outcome = self.outcome.as_ref()?;
        Some(
            outcome
                .scores
                .iter()
                .enumerate()
                .map(|(seat, score)| SeatResult {
                    won: outcome.winners.contains(&seat),
                    score: Score::Points(score.total),
                    progress: 0,
                })
                .collect(),
        )
    }

    fn ai(&self, seat: usize, level: Level, rng: &mut Seeded) -> Option<Action> {
        super::ai::choose(self, seat, level, rng)
    }

    /// Every turn rolls once; then stop, and end the turn where the rules let it end (a
    /// purchase the rules require and the wolf's blow take the first one offered).
    fn pass(&self, seat: usize) -> Option<Action> {
        let legal = self.legal_actions(seat);
        [Action::EndTurn, Action::Stop, Action::Roll]
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
            Input::Die(4),
            Input::Reroll,
            Input::Stop,
            Input::Buy(3),
            Input::Done,
            Input::Target(1),
            Input::Blow,
        ];
        for input in inputs {
            assert_eq!(Input::read(&input.token()), Some(input));
        }
        for junk in ["", "die5", "die", "buy", "paint0", "join", "best", "target256"] {
            assert_eq!(Input::read(junk), None, "{junk}");
        }
    }

    #[test]
    fn buy_values_round_trip_and_junk_is_refused() {
        for kind in Kind::ALL {
            for material in Material::ALL {
                for place in [Place::New, Place::House(0), Place::House(17)] {
                    let value = encode_buy(kind, material, place);
                    assert_eq!(decode_buy(&value), Some((kind, material, place)), "{value}");
                }
            }
        }
        for junk in
            ["", "door", "door.straw", "door.gold.new", "door.straw.x", "door.straw.1.2", "roof.wood.-1"]
        {
            assert_eq!(decode_buy(junk), None, "{junk}");
        }
        assert_eq!(decode_target(&encode_target(3, 11)), Some((3, 11)));
        for junk in ["", "1", "1.", "a.1", "1.-1", "1.2.3"] {
            assert_eq!(decode_target(junk), None, "{junk}");
        }
    }
}
