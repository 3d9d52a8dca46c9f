//! Game records of Space-Schweine (`"game": "space-pigs"`), documented in `docs/records.md`.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{Action, Data, Game, Legal, Options, Setup};
use crate::games::ReplayError;
use crate::games::rng::{Script, Seeded, Source};

/// A record as written to and read from JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub game: String,
    /// Names in seat order; seat 0 is the first player (the full rules roll for him).
    pub players: Vec<String>,
    /// Without it, the first release's defaults (readings 1): records written before the
    /// `readings` option replay as they did.
    #[serde(default = "Options::first_release")]
    pub options: Options,
    /// Replaces the proposed data table (card values, ranges, …) when given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<Data>,
    pub rng: RngSpec,
    /// Galaxy, deck order, recipes or clans fixed instead of drawn.
    #[serde(default)]
    pub setup: Setup,
    #[serde(default)]
    pub actions: Vec<Recorded>,
}

/// How chance is fixed: a seed, or the dice in order (`"d6:4"`, `"d8:7"`). With a script,
/// nothing is shuffled: what `setup` does not fix stays in data-table order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged, deny_unknown_fields)]
pub enum RngSpec {
    Seed { seed: u64 },
    Script { script: Vec<String> },
}

/// One action and who took it.
pub type Recorded = crate::games::Recorded<Action>;

/// The game the record describes before any action, and its source of chance.
pub fn setup(record: &Record) -> Result<(Game, Source), ReplayError> {
    let mut rng = match &record.rng {
        RngSpec::Seed { seed } => Source::Seeded(Seeded::new(*seed)),
        RngSpec::Script { script } => Source::Scripted(Script::new(script.clone())),
    };
    let data = record.data.clone().unwrap_or_default();
    let game = Game::new(record.players.clone(), record.options, data, record.setup.clone(), &mut rng)
        .map_err(|e| ReplayError::record(e.code(), e.to_string()))?;
    Ok((game, rng))
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

/// The replay output: every seat's troops per hex, owned hexes, production, hand size and
/// status, the hexes, whom the game waits for, and the winner.
pub fn describe(game: &Game, legal: bool) -> Value {
    let winner = game.outcome.as_ref().and_then(|o| o.winner);
    let players: Vec<Value> = game
        .players
        .iter()
        .enumerate()
        .map(|(p, seat)| {
            let troops: Vec<Value> = (0..game.galaxy.len())
                .filter_map(|i| {
                    game.group(i, p).map(|g| {
                        json!({"at": game.galaxy[i].at, "piglets": g.troops.piglets, "gruiks": g.troops.gruiks})
                    })
                })
                .collect();
            let owned: Vec<Value> =
                (0..game.galaxy.len()).filter(|&i| game.owner(i) == Some(p)).map(|i| json!(game.galaxy[i].at)).collect();
            let status = if winner == Some(p) {
                "winner"
            } else if game.is_out(p) {
                "out"
            } else {
                "playing"
            };
            json!({
                "name": seat.name,
                "clan": seat.clan,
                "recipe": seat.recipe,
                "troops": troops,
                "owned": owned,
                "production": game.production(p),
                "hand_size": seat.hand.len(),
                "supply": seat.supply,
                "lost": seat.lost,
                "status": status,
            })
        })
        .collect();
    let hexes: Vec<Value> = game
        .galaxy
        .iter()
        .enumerate()
        .map(|(i, cell)| json!({"at": cell.at, "hex": cell.tile.hex, "family": cell.tile.family, "owner": game.owner(i)}))
        .collect();
    let mut out = json!({
        "game": "space-pigs",
        "status": if game.is_over() { "finished" } else { "in_progress" },
        "round": game.round,
        "phase": game.view(0).phase,
        "waiting_for": game.waiting_for(),
        "players": players,
        "hexes": hexes,
        "deck": game.deck.len(),
        "discard": game.discard.len(),
        "winner": winner,
    });
    if let Some(outcome) = &game.outcome {
        out["ending"] = json!(outcome.ending);
    }
    if game.options.full() {
        // The full rules' public state: the turn order, the King Pig, each clan's governors and
        // travel markers, and the election (quick-start output stays as it was).
        out["rules"] = json!(game.options.rules);
        out["order"] = json!(game.turn_order());
        out["king"] = json!(game.king);
        for (p, seat) in game.players.iter().enumerate() {
            out["players"][p]["governors"] = json!(seat.governors);
            out["players"][p]["markers"] = json!(seat.markers);
            out["players"][p]["marker"] = json!(seat.marker);
            if let Some(colour) = seat.seventh {
                out["players"][p]["seventh"] = json!(colour);
            }
        }
        if let Some(election) = &game.election {
            out["election"] = json!({
                "round": election.round,
                "stage": election.stage,
                "chair": election.chair,
                "votes": election.votes,
                "tally": election.tally(&game.turn_order()),
                "winner": election.winner,
            });
        }
    }
    if game.options.ai_pigs() {
        // The AI pigs (issue 31): each hex's stack, the eaten planets, the Eichelfeste.
        for (i, stack) in game.ai.iter().enumerate() {
            if let Some(stack) = stack {
                out["hexes"][i]["ai"] = json!({"kind": stack.kind, "count": stack.count});
            }
        }
        out["eaten"] = json!(game.eaten);
        out["feasts"] = json!(game.feasts);
    }
    if let super::Phase::Combat { battle: Some(battle) } = &game.phase {
        let [defender, attacker] = battle.owners();
        out["battle"] = json!({"at": battle.at, "defender": battle.sides[0], "attacker": battle.sides[1], "round": battle.round});
        if battle.ai.is_some() {
            out["battle"]["owners"] = json!([defender, attacker]);
        }
    }
    if legal {
        let actions: Vec<Value> = game
            .waiting_for()
            .into_iter()
            .flat_map(|player| {
                game.legal_actions(player).into_iter().map(move |legal| {
                    let mut value = json!(legal);
                    value["player"] = json!(player);
                    if matches!(legal, Legal::Choice(_)) {
                        value["choice"] = json!(true);
                    }
                    value
                })
            })
            .collect();
        out["legal"] = json!(actions);
    }
    out
}
