//! Records of Space-Schweine through `oink replay` and `oink sim`: what a record may fix
//! (galaxy, deck, recipes, dice), the error codes of bad records, the CLI output.

use std::io::Write;
use std::process::{Command, Stdio};

use oink::games::space_pigs::record::{Record, setup};
use oink::games::space_pigs::{Card, Data, Phase};
use serde_json::{Value, json};

fn replay(record: &Value, legal: bool) -> (i32, Value) {
    let mut args = vec!["replay", "-"];
    if legal {
        args.push("--legal");
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_oink"))
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run oink replay");
    child.stdin.take().expect("stdin").write_all(record.to_string().as_bytes()).expect("write record");
    let out = child.wait_with_output().expect("wait");
    (out.status.code().unwrap_or(-1), serde_json::from_slice(&out.stdout).unwrap_or(Value::Null))
}

/// Three seats, dice scripted; nothing shuffled, so the galaxy lies in data-table order and
/// the hands come from the end of the data table's deck (travel events).
fn scripted() -> Value {
    json!({
        "game": "space-pigs",
        "players": ["Ann", "Ben", "Cleo"],
        "rng": {"script": ["d6:2", "d6:6"]},
        "actions": [
            {"player": 0, "do": "deploy", "at": [-2, 0]},
            {"player": 1, "do": "deploy", "at": [0, -2]},
            {"player": 2, "do": "deploy", "at": [0, 2]},
            {"player": 0, "do": "draw", "discard": []},
            {"player": 1, "do": "draw", "discard": []},
            {"player": 2, "do": "draw", "discard": []},
            {"player": 0, "do": "trip", "from": [-2, 0], "to": [-1, -1], "piglets": 5},
            // Ben holds an Extra-Verschiebung: he may add a trip after Ann's travels, and passes.
            {"player": 1, "do": "done"},
            {"player": 1, "do": "trip", "from": [0, -2], "to": [-1, -1], "piglets": 2}
        ]
    })
}

fn finish_travels() -> [Value; 3] {
    [
        json!({"player": 1, "do": "done"}),
        json!({"player": 2, "do": "done"}),
        json!({"player": 1, "do": "done"}),
    ]
}

#[test]
fn a_scripted_record_replays_to_the_documented_output() {
    let (status, out) = replay(&scripted(), true);
    assert_eq!(status, 0, "{out:#}");
    assert_eq!(out["game"], "space-pigs");
    assert_eq!((out["round"].clone(), out["phase"].clone()), (json!(1), json!("travel")));
    assert_eq!(out["waiting_for"], json!([1]));
    let ann = &out["players"][0];
    assert_eq!(ann["troops"], json!([{"at": [-1, -1], "piglets": 5, "gruiks": 0}]));
    assert_eq!(ann["owned"], json!([]), "contested: nobody owns the double planet");
    assert_eq!((ann["hand_size"].clone(), ann["status"].clone()), (json!(4), json!("playing")));
    assert_eq!(out["players"][1]["troops"][1], json!({"at": [0, -2], "piglets": 3, "gruiks": 0}));
    let legal = out["legal"].as_array().expect("legal");
    assert!(legal.iter().any(|a| a["do"] == "done" && a["player"] == 1));
    assert!(legal.iter().any(|a| a["do"] == "trip" && a["choice"] == true && a["up_to"]["piglets"] == 3));
    assert!(out["hexes"].as_array().is_some_and(|h| h.len() == 16));
}

#[test]
fn dice_deck_galaxy_and_recipes_can_be_fixed_in_the_record() {
    let mut value = scripted();
    let mut deck = Data::default().deck();
    deck.reverse();
    value["setup"] = json!({
        "deck": deck,
        "recipes": [{"red": 1, "yellow": 2, "blue": 3}, {"red": 3, "yellow": 2, "blue": 1}, {"red": 2, "yellow": 1, "blue": 3}],
        "clans": ["scrofa", "porcus", "phacocherus"],
    });
    let record: Record = serde_json::from_value(value.clone()).expect("record");
    let (game, _) = setup(&record).expect("setup");
    // The deck is given top card first, and four cards are dealt to each seat in turn.
    assert_eq!(game.players[0].hand, deck[..4].to_vec());
    assert_eq!(game.players[1].hand, deck[4..8].to_vec());
    assert_eq!(game.players[2].recipe.blue, 3);
    // Play on: Ben and Cleo end their travels, Ben lets his last window pass; the battle on
    // [-1,-1] takes the two scripted dice.
    value["actions"].as_array_mut().expect("actions").extend(finish_travels());
    let (status, out) = replay(&value, false);
    assert_eq!(status, 0, "{out:#}");
    // 2 + 4 against 6 + 1: Ann loses a piglet; round 2 waits for Ben (he could retreat).
    assert_eq!(out["battle"], json!({"at": [-1, -1], "defender": 0, "attacker": 1, "round": 1}));
    assert_eq!(out["players"][0]["troops"], json!([{"at": [-1, -1], "piglets": 4, "gruiks": 0}]));
    assert_eq!(out["waiting_for"], json!([1]));

    // A fixed galaxy: the same hexes in other places.
    let record: Record = serde_json::from_value(scripted()).expect("record");
    let (game, _) = setup(&record).expect("setup");
    let mut galaxy: Vec<Value> = game.galaxy.iter().map(|c| json!(c)).collect();
    galaxy.swap(0, 15);
    let swapped_kind = galaxy[15]["hex"].clone();
    for (i, cell) in galaxy.iter_mut().enumerate() {
        cell["at"] = json!(game.galaxy[i].at);
    }
    let mut value = scripted();
    value["setup"] = json!({"galaxy": galaxy});
    value["actions"] = json!([]);
    let (status, out) = replay(&value, false);
    assert_eq!(status, 0, "{out:#}");
    assert_eq!(out["hexes"][15]["hex"], swapped_kind);
    assert!(matches!(game.phase, Phase::Deploy { player: 0 }));
}

#[test]
fn bad_records_and_refused_actions_have_stable_codes() {
    let code = |value: &Value| {
        let (status, out) = replay(value, false);
        assert_eq!(status, 2, "{out:#}");
        (out["error"]["code"].as_str().unwrap_or("").to_owned(), out["error"]["action"].clone())
    };
    let mut record = scripted();
    record["players"] = json!(["Ann", "Ben"]);
    assert_eq!(code(&record).0, "bad_players");
    let mut record = scripted();
    record["options"] = json!({"max_rounds": 1});
    assert_eq!(code(&record).0, "bad_options");
    let mut record = scripted();
    record["setup"] = json!({"deck": [Card::Rakete]});
    assert_eq!(code(&record).0, "bad_deck");
    let mut record = scripted();
    record["setup"] = json!({"recipes": [{"red": 6, "yellow": 0, "blue": 0}, {"red": 3, "yellow": 2, "blue": 1}, {"red": 2, "yellow": 1, "blue": 3}]});
    assert_eq!(code(&record).0, "bad_recipes");
    let mut record = scripted();
    record["setup"] = json!({"galaxy": [{"at": [0, 0], "hex": "red", "family": "red"}]});
    assert_eq!(code(&record).0, "bad_galaxy");
    let mut record = scripted();
    record["actions"][8]["to"] = json!([0, 0]);
    assert_eq!(code(&record), ("too_far".to_owned(), json!(8)));
    let mut record = scripted();
    record["actions"][8]["player"] = json!(2);
    assert_eq!(code(&record), ("not_your_turn".to_owned(), json!(8)));
    let mut record = scripted();
    record["actions"][8]["do"] = json!("fly");
    assert_eq!(code(&record).0, "bad_record");
    // The battle needs dice the script does not have.
    let mut record = scripted();
    record["rng"]["script"] = json!(["d6:2"]);
    record["actions"].as_array_mut().expect("actions").extend(finish_travels());
    assert_eq!(code(&record), ("script_exhausted".to_owned(), json!(11)));
    record["rng"]["script"] = json!(["d8:2", "d6:2"]);
    assert_eq!(code(&record), ("bad_script_outcome".to_owned(), json!(11)));
}

#[test]
fn sim_reports_aggregate_figures_as_json() {
    let out = Command::new(env!("CARGO_BIN_EXE_oink"))
        .args([
            "sim",
            "--game",
            "space-pigs",
            "--players",
            "4",
            "--games",
            "30",
            "--seed",
            "3",
            "--max-rounds",
            "8",
        ])
        .output()
        .expect("run oink sim");
    assert!(out.status.success());
    let report: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!((report["game"].clone(), report["games"].clone()), (json!("space-pigs"), json!(30)));
    let endings = &report["endings"];
    let total: u64 = ["recipe", "max_rounds", "empty", "action_cap"]
        .iter()
        .map(|k| endings[k].as_u64().unwrap_or(0))
        .sum();
    assert_eq!(total, 30);
    assert_eq!(endings["action_cap"], 0);
    let rounds = report["mean_rounds"].as_f64().unwrap_or(0.0);
    assert!((2.0..=8.0).contains(&rounds), "{report:#}");
    assert!(report["mean_battles"].as_f64().unwrap_or(0.0) > 0.0);
    let bad = Command::new(env!("CARGO_BIN_EXE_oink"))
        .args(["sim", "--game", "space-pigs", "--players", "2"])
        .output()
        .expect("run");
    assert_eq!(bad.status.code(), Some(2));
}
