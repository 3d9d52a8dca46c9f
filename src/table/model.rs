//! What a table stores: one channel's session, from the lobby to the final scores.

use serde::{Deserialize, Serialize};

use crate::games::GameKind;
use crate::games::rng::{Seeded, Source};
use crate::games::three_pigs::record::{Record, Recorded, RngSpec};
use crate::games::three_pigs::{self, Event, Game, Kind, Material};
use crate::games::wuerfelhaus;
use crate::i18n::Locale;

/// A Discord user (or playground user) at a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub user: u64,
    pub name: String,
}

/// One channel's session.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Table {
    pub channel: u64,
    pub guild: Option<u64>,
    pub host: u64,
    pub game: GameKind,
    /// Language of the public board: the host's at creation.
    #[serde(with = "locale_code")]
    pub locale: Locale,
    /// Mention the next player in a new message when the turn changes.
    pub turn_pings: bool,
    pub stage: Stage,
    /// Board revision: changes with every move or choice, and is written into every button, so
    /// a click on an outdated board is recognized.
    pub rev: u64,
    /// The message that shows the board, once known.
    pub board: Option<BoardMessage>,
    /// Unix seconds of the last change.
    pub updated_at: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardMessage {
    pub message: u64,
    /// Unix seconds when it was posted.
    pub posted_at: u64,
}

/// Read back by [`super::stored::stage`], which finds the tag without buffering the session.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Stage {
    /// Waiting for players; `options` are The Three Little Pigs', `haus` Würfelhaus' (the
    /// table's `game` says which one counts).
    Lobby {
        seats: Vec<Seat>,
        options: three_pigs::Options,
        #[serde(default)]
        haus: wuerfelhaus::Options,
        seed: u64,
    },
    Playing(Box<PigsSession>),
    Finished(Box<PigsSession>),
    HausPlaying(Box<HausSession>),
    HausFinished(Box<HausSession>),
}

/// A game of Würfelhaus in progress (or over).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HausSession {
    pub seats: Vec<Seat>,
    pub game: wuerfelhaus::Game,
    pub rng: Source,
    pub seed: u64,
    #[serde(with = "super::stored::log")]
    pub actions: Vec<wuerfelhaus::record::Recorded>,
    /// Dice picked for a reroll in roof turns.
    pub reroll: [bool; 3],
    pub recent: Vec<wuerfelhaus::Event>,
}

impl HausSession {
    pub fn start(
        mut seats: Vec<Seat>,
        options: wuerfelhaus::Options,
        seed: u64,
    ) -> Result<HausSession, wuerfelhaus::SetupError> {
        three_pigs::draw_seat_order(&mut seats, &mut Seeded::new(seed.rotate_left(32) ^ 0x5EA7));
        let names = seats.iter().map(|s| s.name.clone()).collect();
        let game = wuerfelhaus::Game::new(names, options, wuerfelhaus::Sheet::default())?;
        Ok(HausSession {
            seats,
            game,
            rng: Source::Seeded(Seeded::new(seed)),
            seed,
            actions: Vec::new(),
            reroll: [false; 3],
            recent: Vec::new(),
        })
    }

    pub fn record(&self) -> wuerfelhaus::record::Record {
        wuerfelhaus::record::Record {
            game: GameKind::Wuerfelhaus.slug().to_owned(),
            players: self.seats.iter().map(|s| s.name.clone()).collect(),
            options: self.game.options,
            rng: wuerfelhaus::record::RngSpec::Seed { seed: self.seed },
            actions: self.actions.clone(),
        }
    }

    /// A painting or joker as a menu value: `p:01-2.3_2-1.4` or `j:2.3`.
    pub fn encode(action: &wuerfelhaus::Action) -> Option<String> {
        match action {
            wuerfelhaus::Action::Paint { groups } => Some(format!(
                "p:{}",
                groups
                    .iter()
                    .map(|g| format!("{}-{}", g.dice.iter().map(u8::to_string).collect::<String>(), g.brick))
                    .collect::<Vec<_>>()
                    .join("_")
            )),
            wuerfelhaus::Action::Joker { brick } => Some(format!("j:{brick}")),
            _ => None,
        }
    }

    /// Reads a value written by [`HausSession::encode`].
    pub fn decode(value: &str) -> Option<wuerfelhaus::Action> {
        if let Some(brick) = value.strip_prefix("j:") {
            return Some(wuerfelhaus::Action::Joker { brick: brick.to_owned() });
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
                Some(wuerfelhaus::Group { dice, brick: brick.to_owned() })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(wuerfelhaus::Action::Paint { groups })
    }
}

/// A game of The Three Little Pigs in progress (or over), with what the board needs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PigsSession {
    /// In turn order (drawn at the start, TLP-01).
    pub seats: Vec<Seat>,
    pub game: Game,
    pub rng: Source,
    /// The seed the game started from, for the exported record.
    pub seed: u64,
    #[serde(with = "super::stored::log")]
    pub actions: Vec<Recorded>,
    /// Choices made on the board that are not moves yet.
    pub ui: Ui,
    /// The last few events, newest last, for the board's "what happened" lines.
    pub recent: Vec<Event>,
}

/// Board state between clicks: dice picked for a reroll, the house picked for the wolf.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ui {
    pub reroll: [bool; 5],
    pub target: Option<(usize, usize)>,
}

/// Events kept for the board.
pub const RECENT: usize = 6;

/// Keeps the last [`RECENT`] events for the board.
pub(crate) fn remember<T>(recent: &mut Vec<T>, new: impl IntoIterator<Item = T>) {
    recent.extend(new);
    let excess = recent.len().saturating_sub(RECENT);
    recent.drain(..excess);
}

impl PigsSession {
    /// Starts the game: the seat order is drawn (TLP-01) from a stream of its own, so the
    /// record's `{"seed": N}` replays the game itself exactly.
    pub fn start(
        mut seats: Vec<Seat>,
        options: three_pigs::Options,
        seed: u64,
    ) -> Result<PigsSession, three_pigs::SetupError> {
        three_pigs::draw_seat_order(&mut seats, &mut Seeded::new(seed.rotate_left(32) ^ 0x5EA7));
        let table = three_pigs::DataTable::default();
        let mut rng = Seeded::new(seed);
        let stacks = three_pigs::Stacks::shuffled(&table, &mut rng);
        let names = seats.iter().map(|s| s.name.clone()).collect();
        let game = Game::new(names, options, table, stacks)?;
        Ok(PigsSession {
            seats,
            game,
            rng: Source::Seeded(rng),
            seed,
            actions: Vec::new(),
            ui: Ui::default(),
            recent: Vec::new(),
        })
    }

    /// Applies a move of `player` as the table does: the game, its log, a fresh board pick,
    /// and the board's recent events. A refused move changes nothing.
    pub fn play(
        &mut self,
        player: usize,
        action: three_pigs::Action,
    ) -> Result<Vec<Event>, three_pigs::RuleError> {
        let events = self.game.apply(player, &action, &mut self.rng)?;
        self.actions.push(Recorded { player, action });
        self.ui = Ui::default();
        remember(&mut self.recent, events.iter().cloned());
        Ok(events)
    }

    /// The game record in `oink replay` form.
    pub fn record(&self) -> Record {
        Record {
            game: GameKind::ThreePigs.slug().to_owned(),
            players: self.seats.iter().map(|s| s.name.clone()).collect(),
            options: self.game.options,
            rng: RngSpec::Seed { seed: self.seed },
            actions: self.actions.clone(),
        }
    }

    /// The tile kinds and materials of a chosen purchase, as the select menu encodes them.
    pub fn encode_buy(kind: Kind, material: Material, house: three_pigs::Place) -> String {
        let place = match house {
            three_pigs::Place::New => "new".to_owned(),
            three_pigs::Place::House(i) => i.to_string(),
        };
        format!("{}.{}.{place}", kind.name(), material.name())
    }

    /// Reads a select value written by [`PigsSession::encode_buy`].
    pub fn decode_buy(value: &str) -> Option<(Kind, Material, three_pigs::Place)> {
        let mut parts = value.split('.');
        let (kind, material) = (parts.next()?, parts.next()?);
        let kind = Kind::ALL.into_iter().find(|k| k.name() == kind)?;
        let material = Material::ALL.into_iter().find(|m| m.name() == material)?;
        let place = match parts.next()? {
            "new" => three_pigs::Place::New,
            index => three_pigs::Place::House(index.parse().ok()?),
        };
        parts.next().is_none().then_some((kind, material, place))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::three_pigs::Place;

    #[test]
    fn haus_values_round_trip_and_junk_is_refused() {
        let paint = wuerfelhaus::Action::Paint {
            groups: vec![
                wuerfelhaus::Group { dice: vec![0, 1], brick: "2.3".into() },
                wuerfelhaus::Group { dice: vec![2], brick: "5.1L".into() },
            ],
        };
        let joker = wuerfelhaus::Action::Joker { brick: "4.2".into() };
        for action in [paint, joker] {
            let value = HausSession::encode(&action).expect("encodes");
            assert_eq!(HausSession::decode(&value), Some(action), "{value}");
        }
        for junk in ["", "p:", "p:x-1.1", "p:01", "q:1.1"] {
            assert_eq!(HausSession::decode(junk), None, "{junk}");
        }
    }

    #[test]
    fn buy_values_round_trip_and_junk_is_refused() {
        for kind in Kind::ALL {
            for material in Material::ALL {
                for place in [Place::New, Place::House(0), Place::House(17)] {
                    let value = PigsSession::encode_buy(kind, material, place);
                    assert_eq!(PigsSession::decode_buy(&value), Some((kind, material, place)), "{value}");
                }
            }
        }
        for junk in
            ["", "door", "door.straw", "door.gold.new", "door.straw.x", "door.straw.1.2", "roof.wood.-1"]
        {
            assert_eq!(PigsSession::decode_buy(junk), None, "{junk}");
        }
    }
}

mod locale_code {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::i18n::Locale;

    pub fn serialize<S: Serializer>(locale: &Locale, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(locale.code())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Locale, D::Error> {
        let code = String::deserialize(d)?;
        Ok(Locale::from_code(&code).unwrap_or(Locale::EnUs))
    }
}
