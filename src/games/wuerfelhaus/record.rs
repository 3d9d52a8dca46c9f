//! Würfelhaus records (`"game": "wuerfelhaus"`), documented in `docs/records.md`.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{Action, Game, Options, Sheet};
use crate::games::ReplayError;
use crate::games::rng::{Script, Seeded, Source};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub game: String,
    pub players: Vec<String>,
    #[serde(default)]
    pub options: Options,
    pub rng: RngSpec,
    #[serde(default)]
    pub actions: Vec<Recorded>,
    /// The seats computer players played, by seat index, and their levels.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub ai: std::collections::BTreeMap<usize, crate::games::ai::Level>,
}

/// `{"seed": N}` or `{"script": [die values 1–6, one per rolled die in ascending order]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged, deny_unknown_fields)]
pub enum RngSpec {
    Seed { seed: u64 },
    Script { script: Vec<u8> },
}

/// One action and who took it.
pub type Recorded = crate::games::Recorded<Action>;

pub fn setup(record: &Record) -> Result<(Game, Source), ReplayError> {
    let rng = match &record.rng {
        RngSpec::Seed { seed } => Source::Seeded(Seeded::new(*seed)),
        RngSpec::Script { script } => {
            Source::Scripted(Script::new(script.iter().map(u8::to_string).collect()))
        }
    };
    let game = Game::new(record.players.clone(), record.options, Sheet::default())
        .map_err(|e| ReplayError::record("bad_players", e.to_string()))?;
    Ok((game, rng))
}

pub fn replay(record: &Record, legal: bool) -> Result<Value, ReplayError> {
    let (mut game, mut rng) = setup(record)?;
    for (index, step) in record.actions.iter().enumerate() {
        crate::games::rng::watch_action(index);
        game.apply(step.player, &step.action, &mut rng)
            .map_err(|e| ReplayError::action(index, e.code(), e.to_string()))?;
    }
    Ok(describe(&game, legal))
}

/// The ids of what a wall has painted: whole bricks, and the thirds of an unfinished 18.
pub fn painted(game: &Game, player: usize) -> Vec<String> {
    let wall = &game.walls[player];
    game.sheet
        .cells()
        .into_iter()
        .filter(|cell| match cell.third {
            None => wall.is_painted(cell.brick),
            Some(third) => !wall.is_painted(cell.brick) && wall.paint[cell.brick] & third.bit() != 0,
        })
        .map(|cell| game.sheet.cell_id(cell))
        .collect()
}

pub fn describe(game: &Game, legal: bool) -> Value {
    let players: Vec<Value> = game
        .walls
        .iter()
        .enumerate()
        .map(|(i, w)| json!({"name": w.name, "painted": painted(game, i), "turns": w.turns}))
        .collect();
    let mut out = json!({
        "game": "wuerfelhaus",
        "status": if game.is_over() { "finished" } else { "in_progress" },
        "players": players,
    });
    if game.is_over() {
        out["winners"] = json!(game.winners);
    } else {
        let dice: Option<Vec<u8>> = game.turn.dice.iter().copied().collect();
        out["turn"] = json!({
            "player": game.turn.player,
            "phase": game.turn.phase,
            "floor": game.turn.floor,
            "rolls": game.turn.rolls,
            "dice": dice,
        });
    }
    if legal {
        let player = game.turn.player;
        let actions: Vec<Recorded> =
            game.legal_actions(player).into_iter().map(|action| Recorded { player, action }).collect();
        out["legal"] = json!(actions);
    }
    out
}
