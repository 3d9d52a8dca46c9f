//! Game records of The Three Little Pigs (`"game": "three-pigs"`), documented in
//! `docs/records.md`: a record replays headlessly to the same state on every machine.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{Action, DataTable, Game, Kind, Material, Options, Stacks, Tile, Variant};
use crate::games::ReplayError;
use crate::games::rng::{Script, Seeded, Source};

/// A record as written to and read from JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub game: String,
    /// Names in turn order; player 0 starts.
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

/// How chance is fixed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged, deny_unknown_fields)]
pub enum RngSpec {
    Seed {
        seed: u64,
    },
    Script {
        script: Vec<String>,
        /// Flowerpots per tile, top first, keyed `kind/material`.
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        stacks: BTreeMap<String, Vec<u8>>,
    },
}

/// One action and who took it.
pub type Recorded = crate::games::Recorded<Action>;

/// The game the record describes before any action, and its source of chance.
pub fn setup(record: &Record) -> Result<(Game, Source), ReplayError> {
    let table = DataTable::default();
    let (stacks, rng) = match &record.rng {
        RngSpec::Seed { seed } => {
            let mut rng = Seeded::new(*seed);
            (Stacks::shuffled(&table, &mut rng), Source::Seeded(rng))
        }
        RngSpec::Script { script, stacks } => {
            (scripted_stacks(&table, stacks)?, Source::Scripted(Script::new(script.clone())))
        }
    };
    let game = Game::new(record.players.clone(), record.options, table, stacks)
        .map_err(|e| ReplayError::record("bad_players", e.to_string()))?;
    Ok((game, rng))
}

fn scripted_stacks(table: &DataTable, given: &BTreeMap<String, Vec<u8>>) -> Result<Stacks, ReplayError> {
    let mut stacks = Stacks::in_table_order(table);
    for (key, pots) in given {
        let (kind, material) = parse_stack_key(key)
            .ok_or_else(|| ReplayError::record("bad_stacks", format!("unknown stack {key:?}")))?;
        let mut expected = table.pots[kind as usize][material as usize].clone();
        let mut sorted = pots.clone();
        expected.sort_unstable();
        sorted.sort_unstable();
        if expected != sorted {
            return Err(ReplayError::record(
                "bad_stacks",
                format!("stack {key} must hold the data table's tiles (pots {expected:?} in some order)"),
            ));
        }
        *stacks.get_mut(kind, material) =
            pots.iter().rev().map(|&pots| Tile { kind, material, pots }).collect();
    }
    Ok(stacks)
}

fn parse_stack_key(key: &str) -> Option<(Kind, Material)> {
    let (kind, material) = key.split_once('/')?;
    let kind = Kind::ALL.into_iter().find(|k| k.name() == kind)?;
    let material = Material::ALL.into_iter().find(|m| m.name() == material)?;
    Some((kind, material))
}

/// Replays a record; the output is the state as `docs/records.md` describes it.
pub fn replay(record: &Record, legal: bool) -> Result<Value, ReplayError> {
    let (mut game, mut rng) = setup(record)?;
    for (index, step) in record.actions.iter().enumerate() {
        crate::games::rng::watch_action(index);
        game.apply(step.player, &step.action, &mut rng)
            .map_err(|e| ReplayError::action(index, e.code(), e.to_string()))?;
    }
    Ok(describe(&game, legal))
}

/// The replay output for a game.
pub fn describe(game: &Game, legal: bool) -> Value {
    let players: Vec<Value> =
        game.players.iter().map(|p| json!({"name": p.name, "houses": p.houses})).collect();
    let mut stacks = serde_json::Map::new();
    for kind in Kind::ALL {
        for material in Material::ALL {
            stacks.insert(
                format!("{}/{}", kind.name(), material.name()),
                json!(game.stacks.get(kind, material).len()),
            );
        }
    }
    let mut out = json!({
        "game": "three-pigs",
        "status": if game.is_over() { "finished" } else { "in_progress" },
        "players": players,
        "stacks": stacks,
    });
    match &game.outcome {
        Some(outcome) => {
            out["scores"] = json!(outcome.scores);
            out["winners"] = json!(outcome.winners);
        }
        None => {
            let dice: Option<Vec<_>> = game.turn.dice.iter().copied().collect();
            out["turn"] = json!({
                "player": game.turn.player,
                "phase": game.turn.phase,
                "rolls": game.turn.rolls,
                "dice": dice,
            });
        }
    }
    if game.options.variant == Variant::Veteran {
        out["awards"] = json!(game.awards);
    }
    if legal {
        let player = game.turn.player;
        let actions: Vec<Recorded> =
            game.legal_actions(player).into_iter().map(|action| Recorded { player, action }).collect();
        out["legal"] = json!(actions);
    }
    out
}
