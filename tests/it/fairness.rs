//! Verifiable dice (issue 35): a finished game's exported record verifies with
//! `oink replay --verify`, and one die changed after the fact makes it fail, naming the first
//! roll that differs; every game.

use std::path::Path;
use std::process::{Command, Output};

use oink::games::ai::Level;
use oink::games::registry::{AnyGame, AnyOptions};
use oink::games::seam::{AI_USERS, Seat};
use oink::games::{space_pigs, three_pigs, wuerfelhaus};
use serde_json::Value;

fn verify(dir: &Path, record: &Value) -> Output {
    let file = dir.join("record.json");
    std::fs::write(&file, serde_json::to_vec_pretty(record).expect("json")).expect("write");
    Command::new(env!("CARGO_BIN_EXE_oink"))
        .current_dir(dir)
        .args(["replay", "--verify", "record.json"])
        .env_clear()
        .output()
        .expect("run oink")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A game of `options` played to its end by computer players at table `table`, committed as a
/// table commits it, and its exported record.
fn finished_record(options: AnyOptions, players: usize, seed: u64, table: u64) -> (AnyGame, Value) {
    let seats = AI_USERS
        .take(players)
        .map(|user| Seat::computer(user, format!("Robo-{user}"), Level::Greedy))
        .collect();
    let mut game = options.start(seats, seed).expect("starts");
    game.play_mut().commit(table);
    for _ in 0..20_000 {
        if game.play().is_over() {
            break;
        }
        game.play_mut().ai_move().expect("a computer move");
    }
    assert!(game.play().is_over(), "the game ends");
    let record = serde_json::from_slice(&game.play().record_json().expect("record")).expect("json");
    (game, record)
}

fn games() -> Vec<(&'static str, AnyOptions, usize)> {
    let space = space_pigs::Options { max_rounds: Some(3), ..Default::default() };
    vec![
        ("three-pigs", AnyOptions::ThreePigs(three_pigs::Options::default()), 3),
        ("wuerfelhaus", AnyOptions::Wuerfelhaus(wuerfelhaus::Options::default()), 2),
        ("space-pigs", AnyOptions::SpacePigs(space), 3),
    ]
}

/// Each game's record from a table verifies; the same record with one die changed fails,
/// naming the action whose roll differs and both faces; a changed seed fails on the
/// commitment.
#[test]
fn an_untouched_record_verifies_and_one_changed_die_fails_naming_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    for (slug, options, players) in games() {
        let (game, record) = finished_record(options, players, 0xD1CE, 77);
        let commitment = game.play().commitment().expect("committed").hash.clone();
        assert_eq!(record["fairness"]["commitment"], commitment.as_str(), "{slug}");
        assert_eq!(record["rng"]["seed"], 0xD1CE, "{slug}: the finished record reveals the seed");
        // The record with its fairness block still replays as before.
        let replayed = oink::games::replay(&record.to_string(), false).expect("replays");
        assert_eq!(replayed["status"], "finished", "{slug}");

        let out = verify(dir.path(), &record);
        assert_eq!(out.status.code(), Some(0), "{slug}: {}", stdout(&out));
        assert!(
            stdout(&out).starts_with("verified: seed 53710 matches commitment"),
            "{slug}: {}",
            stdout(&out)
        );

        // One die, drawn by an action, changed to another face the game has.
        let entries = record["fairness"]["draws"].as_array().expect("draws").clone();
        let faces: Vec<String> = entries
            .iter()
            .flat_map(|e| e["dice"].as_array().cloned().unwrap_or_default())
            .filter_map(|d| d.as_str().map(str::to_owned))
            .collect();
        let (at, entry) = entries
            .iter()
            .enumerate()
            .filter(|(_, e)| e["action"].is_u64() && e["dice"].is_array())
            .nth(2)
            .expect("a third roll");
        let was = entry["dice"][0].as_str().expect("a face").to_owned();
        let other = faces.iter().find(|f| **f != was).expect("another face").clone();
        let mut tampered = record.clone();
        tampered["fairness"]["draws"][at]["dice"][0] = Value::from(other.clone());
        let out = verify(dir.path(), &tampered);
        let said = stdout(&out);
        assert_eq!(out.status.code(), Some(1), "{slug}: {said}");
        let action = entry["action"].as_u64().expect("action");
        assert!(said.starts_with("not verified: dice_mismatch"), "{slug}: {said}");
        assert!(said.contains(&format!("in action {action} (")), "{slug}: names the action: {said}");
        assert!(said.contains(&format!("the record says {other:?}")), "{slug}: {said}");
        assert!(said.contains(&format!("the seed gives {was:?}")), "{slug}: {said}");

        // Another seed (the dice it gives would differ too) does not match the commitment.
        let mut reseeded = record.clone();
        reseeded["rng"]["seed"] = Value::from(0xD1CFu64);
        let said = stdout(&verify(dir.path(), &reseeded));
        assert!(said.starts_with("not verified: wrong_commitment"), "{slug}: {said}");
    }
}

/// A record without a commitment (written before verifiable dice) or without its seed says
/// so; nothing panics.
#[test]
fn a_record_without_commitment_or_seed_is_refused_clearly() {
    let dir = tempfile::tempdir().expect("tempdir");
    let example =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/examples/space-pigs.json"))
            .expect("example");
    let old: Value = serde_json::from_str(&example).expect("json");
    let out = verify(dir.path(), &old);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).starts_with("not verified: not_committed"), "{}", stdout(&out));
    let (_, mut record) = finished_record(games().remove(1).1, 1, 5, 6);
    record["rng"] = serde_json::json!({"script": [1, 2, 3]});
    let said = stdout(&verify(dir.path(), &record));
    assert!(said.starts_with("not verified: missing_seed"), "{said}");
    std::fs::write(dir.path().join("record.json"), "{ not json").expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_oink"))
        .current_dir(dir.path())
        .args(["replay", "--verify", "record.json"])
        .output()
        .expect("run");
    assert!(stdout(&out).starts_with("not verified: bad_record"), "{}", stdout(&out));
}
