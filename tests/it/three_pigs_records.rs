//! Saved games and records of The Three Little Pigs keep working: the mid-game fixture written
//! by the first release still loads and plays on, and `oink replay` follows docs/records.md.

use std::process::Command;

use oink::games::rng::{Randomness, Seeded, Source};
use oink::games::three_pigs::{Game, Phase, Variant};
use serde_json::{Value, json};

#[derive(serde::Deserialize)]
struct Saved {
    game: Game,
    rng: Source,
}

fn fixture() -> Saved {
    serde_json::from_str(include_str!("../fixtures/three_pigs/midgame-v1.json"))
        .expect("the v1 mid-game fixture loads")
}

fn finish(mut game: Game, mut rng: impl Randomness, chooser_seed: u64) -> Game {
    let mut chooser = Seeded::new(chooser_seed);
    while !game.is_over() {
        let player = game.turn.player;
        let legal = game.legal_actions(player);
        let action = legal[chooser.below(legal.len())].clone();
        game.apply(player, &action, &mut rng).expect("legal action");
    }
    game
}

#[test]
fn a_mid_game_state_saved_by_release_1_loads_and_plays_on() {
    let saved = fixture();
    let game = &saved.game;
    assert_eq!(game.options.variant, Variant::Veteran);
    assert_eq!((game.turn.player, game.turn.phase, game.turn.rolls), (1, Phase::Rolling, 1));
    assert_eq!(game.turns_played, 16);
    assert_eq!(game.players.iter().map(|p| p.houses.len()).collect::<Vec<_>>(), [3, 2, 2]);
    assert_eq!(game.tile_count(), 36);
    // The saved generator continues the same dice: two restarts play the same game.
    let a = finish(saved.game.clone(), saved.rng.clone(), 1);
    let again = fixture();
    let b = finish(again.game, again.rng, 1);
    assert_eq!(a, b);
    assert!(a.outcome.is_some());
}

fn replay(record: &Value, legal: bool) -> (i32, Value) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("record.json");
    std::fs::write(&path, record.to_string()).expect("write");
    let mut command = Command::new(env!("CARGO_BIN_EXE_oink"));
    command.arg("replay").arg(&path);
    if legal {
        command.arg("--legal");
    }
    let out = command.output().expect("run oink replay");
    let stdout: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    (out.status.code().unwrap_or(-1), stdout)
}

fn example() -> Value {
    serde_json::from_str(include_str!("../../docs/examples/three-pigs-wolf.json")).expect("example record")
}

#[test]
fn the_documented_example_replays_to_the_documented_state() {
    let (status, out) = replay(&example(), true);
    assert_eq!(status, 0, "{out:#}");
    assert_eq!(out["status"], "in_progress");
    // Ben's wolf blew Ann's wooden door away; Ann then built a straw window under a wood roof.
    assert_eq!(
        out["players"][0]["houses"],
        json!([[{"kind": "window", "material": "straw", "pots": 1}, {"kind": "roof", "material": "wood", "pots": 0}]])
    );
    assert_eq!(out["players"][1]["houses"], json!([]));
    assert_eq!(out["stacks"]["door/wood"], 3);
    assert_eq!(out["turn"], json!({"player": 1, "phase": "roll", "rolls": 0, "dice": null}));
    assert_eq!(out["legal"], json!([{"player": 1, "do": "roll"}]));
}

#[test]
fn an_illegal_action_exits_2_naming_its_index_and_code() {
    let mut record = example();
    // Ben tries to blow on his own house list instead of Ann's.
    record["actions"][5] = json!({"player": 1, "do": "blow", "target": 1, "house": 0});
    let (status, out) = replay(&record, false);
    assert_eq!(status, 2);
    assert_eq!(out["error"]["action"], 5);
    assert_eq!(out["error"]["code"], "bad_target");

    let mut record = example();
    record["actions"][0]["player"] = json!(1);
    let (_, out) = replay(&record, false);
    assert_eq!(
        (out["error"]["action"].clone(), out["error"]["code"].clone()),
        (json!(0), json!("not_your_turn"))
    );
}

#[test]
fn script_problems_and_bad_records_have_their_own_codes() {
    let mut record = example();
    record["rng"]["script"] = json!(["door", "door"]);
    assert_eq!(replay(&record, false).1["error"]["code"], "script_exhausted");

    let mut record = example();
    record["rng"]["script"][3] = json!("wolf"); // die 3 is a plain die: it has no wolf
    let (status, out) = replay(&record, false);
    assert_eq!(
        (status, out["error"]["code"].clone(), out["error"]["action"].clone()),
        (2, json!("bad_script_outcome"), json!(0))
    );

    let mut record = example();
    record["rng"]["stacks"] = json!({"door/wood": [1, 1, 1, 1]});
    let (status, out) = replay(&record, false);
    assert_eq!(
        (status, out["error"]["code"].clone(), out["error"]["action"].clone()),
        (2, json!("bad_stacks"), Value::Null)
    );

    let mut record = example();
    record["players"] = json!(["Solo"]);
    assert_eq!(replay(&record, false).1["error"]["code"], "bad_players");

    let mut record = example();
    record["actions"][2]["kind"] = json!("chimney");
    assert_eq!(replay(&record, false).1["error"]["code"], "bad_record");

    assert_eq!(replay(&json!({"game": "chess"}), false).1["error"]["code"], "unknown_game");
}

#[test]
fn a_seeded_record_replays_the_same_way_twice() {
    let record = json!({"game": "three-pigs", "players": ["A", "B", "C"], "rng": {"seed": 42},
                        "actions": [{"player": 0, "do": "roll"}]});
    let (status, first) = replay(&record, true);
    assert_eq!(status, 0);
    let (_, second) = replay(&record, true);
    assert_eq!(first, second);
    assert_eq!(first["turn"]["rolls"], 1);
}

#[test]
fn sim_reports_aggregate_figures_as_json() {
    let out = Command::new(env!("CARGO_BIN_EXE_oink"))
        .args(["sim", "--game", "three-pigs", "--players", "3", "--games", "50", "--seed", "9"])
        .output()
        .expect("run oink sim");
    assert!(out.status.success());
    let report: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(report["games"], 50);
    assert_eq!(
        report["endings"]["stacks_empty"].as_u64().unwrap_or(0)
            + report["endings"]["turn_cap"].as_u64().unwrap_or(0),
        50
    );
    let turns = report["mean_turns"].as_f64().unwrap_or(0.0);
    assert!(turns > 5.0 && turns < 200.0, "{report:#}");
    let wolf = report["wolf_turn_share"].as_f64().unwrap_or(-1.0);
    assert!((0.0..1.0).contains(&wolf));
    let bad = Command::new(env!("CARGO_BIN_EXE_oink")).args(["sim", "--players", "7"]).output().expect("run");
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn sim_with_ai_seats_reports_each_seat_with_an_interval() {
    let out = Command::new(env!("CARGO_BIN_EXE_oink"))
        .args(["sim", "--ai", "strong,greedy,random", "--games", "30", "--seed", "4"])
        .output()
        .expect("run oink sim");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(report["players"], 3);
    assert_eq!(report["rotated"], true);
    let seats = report["seats"].as_array().expect("seats");
    let levels: Vec<&str> = seats.iter().filter_map(|s| s["level"].as_str()).collect();
    assert_eq!(levels, ["strong", "greedy", "random"]);
    let wins: f64 = seats.iter().filter_map(|s| s["wins"].as_f64()).sum();
    assert!((wins - 30.0).abs() < 1e-6, "every finished game has its winners: {report:#}");
    for seat in seats {
        let (rate, low, high) =
            (seat["win_rate"].as_f64(), seat["win_rate_ci95"][0].as_f64(), seat["win_rate_ci95"][1].as_f64());
        assert!(low <= rate && rate <= high, "{seat:#}");
    }
    let mismatch = Command::new(env!("CARGO_BIN_EXE_oink"))
        .args(["sim", "--players", "4", "--ai", "strong,greedy"])
        .output()
        .expect("run");
    assert_eq!(mismatch.status.code(), Some(2));
    let unknown = Command::new(env!("CARGO_BIN_EXE_oink"))
        .args(["sim", "--ai", "expert,greedy"])
        .output()
        .expect("run");
    assert_eq!(unknown.status.code(), Some(2));
}
