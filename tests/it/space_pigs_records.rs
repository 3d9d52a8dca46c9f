//! Records of Space-Schweine through `oink replay` and `oink sim`: what a record may fix
//! (galaxy, deck, recipes, dice), the error codes of bad records, the CLI output.

use std::io::Write;
use std::process::{Command, Stdio};

use oink::games::rng::Seeded;
use oink::games::space_pigs::record::{Record, setup};
use oink::games::space_pigs::{Card, Data, Phase};
use serde_json::{Value, json};

fn replay(record: &Value, legal: bool) -> (i32, Value) {
    replay_with(record, if legal { &["--legal"] } else { &[] })
}

fn replay_with(record: &Value, extra: &[&str]) -> (i32, Value) {
    let mut args = vec!["replay", "-"];
    args.extend(extra);
    let mut child = Command::new(env!("CARGO_BIN_EXE_oink"))
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run oink replay");
    // A command line clap refuses exits before reading the record: a broken pipe is no failure.
    let _ = child.stdin.take().expect("stdin").write_all(record.to_string().as_bytes());
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
            "--option",
            "rounds=8",
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

/// A data table that cannot be played is refused before the replay: no recipes for the seats
/// (it used to panic), a hand of 255 (listing its discards with `--legal` ran away in memory),
/// a die with no sides, a path of 255 steps.
#[test]
fn a_data_table_outside_the_limits_is_refused_with_bad_data() {
    let with_data = |change: &dyn Fn(&mut Value)| {
        let mut record = scripted();
        let mut data = serde_json::to_value(Data::default()).expect("data");
        change(&mut data);
        record["data"] = data;
        record
    };
    type Change = Box<dyn Fn(&mut Value)>;
    let cases: Vec<(&str, Change)> = vec![
        ("recipes", Box::new(|d| d["recipes"] = json!([]))),
        ("recipes", Box::new(|d| d["recipes"] = json!([{"red": 1, "yellow": 2, "blue": 3}]))),
        ("hand_size", Box::new(|d| d["hand_size"] = json!(255))),
        ("hand_size", Box::new(|d| d["hand_size"] = json!(0))),
        ("die", Box::new(|d| d["die"] = json!(0))),
        ("steps", Box::new(|d| d["travel_cards"][5]["steps"] = json!(255))),
        ("attack", Box::new(|d| d["battle_cards"][0]["attack"] = json!(200))),
        ("board_sizes", Box::new(|d| d["board_sizes"][0]["planets"] = json!(255))),
        ("listed once", Box::new(|d| d["travel_cards"][0]["card"] = json!("rakete"))),
        ("start_piglets", Box::new(|d| d["start_piglets"] = json!(21))),
    ];
    for (field, change) in cases {
        let record = with_data(&*change);
        for legal in [false, true] {
            let (status, out) = replay(&record, legal);
            assert_eq!((status, out["error"]["code"].as_str()), (2, Some("bad_data")), "{field}: {out:#}");
            assert_eq!(out["error"]["action"], Value::Null);
            let message = out["error"]["message"].as_str().unwrap_or_default();
            assert!(message.contains(field), "{field}: {message}");
        }
    }
    // The quick-start table itself, written out in full, is fine.
    let (status, out) = replay(&with_data(&|_| {}), true);
    assert_eq!(status, 0, "{out:#}");
}

/// The seeds of the record fuzzer: the documented examples of every game, and a Space-Schweine
/// record that writes out its data table and setup, so that mutations reach every field.
fn fuzz_seeds() -> Vec<Value> {
    let example = |text: &str| serde_json::from_str::<Value>(text).expect("example");
    let mut full = example(include_str!("../../docs/examples/space-pigs.json"));
    full["data"] = serde_json::to_value(Data::default()).expect("data");
    full["setup"] = json!({"recipes": [{"red": 3, "yellow": 2, "blue": 1}, {"red": 3, "yellow": 1, "blue": 2}, {"red": 2, "yellow": 3, "blue": 1}], "clans": ["porcus", "scrofa", "hylocherus"]});
    vec![
        example(include_str!("../../docs/examples/three-pigs-wolf.json")),
        example(include_str!("../../docs/examples/wuerfelhaus-solo.json")),
        example(include_str!("../../docs/examples/space-pigs.json")),
        full,
        scripted(),
    ]
}

/// Every string and key in the seeds, and the words of every game's actions: what a mutation
/// puts in place of a value.
fn fuzz_words(seeds: &[Value]) -> Vec<String> {
    fn walk(value: &Value, words: &mut Vec<String>) {
        match value {
            Value::String(s) => words.push(s.clone()),
            Value::Array(items) => items.iter().for_each(|v| walk(v, words)),
            Value::Object(map) => {
                for (key, v) in map {
                    words.push(key.clone());
                    walk(v, words);
                }
            }
            _ => {}
        }
    }
    let mut words: Vec<String> = [
        "",
        "x",
        "roll",
        "reroll",
        "stop",
        "buy",
        "end_turn",
        "blow",
        "paint",
        "joker",
        "pass",
        "lay",
        "deploy",
        "draw",
        "trip",
        "extra_trip",
        "done",
        "battle_cards",
        "fight",
        "retreat",
        "reorganise",
        "reinforce",
        "seed",
        "script",
        "stacks",
        "galaxy",
        "deck",
        "recipes",
        "clans",
        "data",
        "setup",
        "options",
        "veteran",
        "d6:1",
        "d8:8",
        "d20:3",
        "wolf",
        "door",
        "roof",
        "5.1M",
        "9.9",
        "new",
    ]
    .iter()
    .map(|w| (*w).to_owned())
    .collect();
    seeds.iter().for_each(|s| walk(s, &mut words));
    words.push("é".repeat(300));
    words.sort();
    words.dedup();
    words
}

/// The strings the seeds hold under each key (`"do"` → the action names, `"hex"` → the hex
/// kinds…): a string is mostly replaced by another one of its key, so that the record still
/// reads and the change reaches the rules.
fn fuzz_words_by_key(seeds: &[Value]) -> std::collections::BTreeMap<String, Vec<String>> {
    fn walk(value: &Value, key: &str, out: &mut std::collections::BTreeMap<String, Vec<String>>) {
        match value {
            Value::String(s) => out.entry(key.to_owned()).or_default().push(s.clone()),
            Value::Array(items) => items.iter().for_each(|v| walk(v, key, out)),
            Value::Object(map) => map.iter().for_each(|(k, v)| walk(v, k, out)),
            _ => {}
        }
    }
    let mut out = std::collections::BTreeMap::new();
    seeds.iter().for_each(|s| walk(s, "", &mut out));
    out.values_mut().for_each(|words| {
        words.sort();
        words.dedup();
    });
    out
}

/// Where a value sits in a record: object keys and array indices from the root.
#[derive(Clone)]
enum Step {
    Key(String),
    Index(usize),
}

fn paths(value: &Value, here: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
    out.push(here.clone());
    match value {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                here.push(Step::Index(i));
                paths(item, here, out);
                here.pop();
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                here.push(Step::Key(key.clone()));
                paths(item, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

fn at<'v>(value: &'v mut Value, path: &[Step]) -> Option<&'v mut Value> {
    path.iter().try_fold(value, |v, step| match step {
        Step::Key(k) => v.get_mut(k),
        Step::Index(i) => v.get_mut(*i),
    })
}

/// A number: mostly small (what the fields hold), sometimes at the edge of an integer type.
fn fuzz_number(rng: &mut Seeded) -> Value {
    if rng.below(5) < 4 {
        return json!(rng.below(13));
    }
    let edges = [
        json!(-1),
        json!(127),
        json!(128),
        json!(255),
        json!(256),
        json!(65535),
        json!(u32::MAX),
        json!(i64::MAX),
        json!(i64::MIN),
        json!(u64::MAX),
        json!(0.5),
        json!(-2.5),
        json!(1e300),
    ];
    edges[rng.below(edges.len())].clone()
}

/// Any value at all: a number, a word of the games, a flag, nothing, an empty list or object.
fn fuzz_leaf(rng: &mut Seeded, words: &[String]) -> Value {
    match rng.below(10) {
        0..=3 => fuzz_number(rng),
        4..=6 => json!(words[rng.below(words.len())]),
        7 => json!(rng.below(2) == 0),
        8 => Value::Null,
        _ => {
            if rng.below(2) == 0 {
                json!([])
            } else {
                json!({})
            }
        }
    }
}

/// One random change, mostly keeping the record's shape so that it reaches the rules: a value
/// of the same kind, a nudged number, a copy of another part of the record, a deletion, an
/// added element or key, or anything at all.
fn mutate(
    record: &mut Value,
    rng: &mut Seeded,
    words: &[String],
    by_key: &std::collections::BTreeMap<String, Vec<String>>,
) {
    let mut all = Vec::new();
    paths(record, &mut Vec::new(), &mut all);
    let path = all[rng.below(all.len())].clone();
    let donor = all[rng.below(all.len())].clone();
    let copied = at(&mut record.clone(), &donor).cloned().unwrap_or(Value::Null);
    let op = rng.below(20);
    if op == 15 && !path.is_empty() {
        let (last, parent) = path.split_last().expect("not the root");
        match (at(record, parent), last) {
            (Some(Value::Object(map)), Step::Key(k)) => {
                map.remove(k);
            }
            (Some(Value::Array(items)), Step::Index(i)) if *i < items.len() => {
                items.remove(*i);
            }
            _ => {}
        }
        return;
    }
    let leaf = fuzz_leaf(rng, words);
    let number = fuzz_number(rng);
    let key = path.iter().rev().find_map(|step| match step {
        Step::Key(k) => Some(k.as_str()),
        Step::Index(_) => None,
    });
    let word = match key.and_then(|k| by_key.get(k)).filter(|w| !w.is_empty() && rng.below(5) > 0) {
        Some(same) => json!(same[rng.below(same.len())]),
        None => json!(words[rng.below(words.len())]),
    };
    let pick = rng.below(1 << 16);
    let Some(target) = at(record, &path) else { return };
    match op {
        0..=9 | 15 | 16 => match target {
            Value::Number(_) => *target = number,
            Value::String(_) => *target = word,
            Value::Bool(b) => *b = !*b,
            Value::Array(items) if !items.is_empty() => {
                let i = pick % items.len();
                if pick % 2 == 0 {
                    let item = items[i].clone();
                    items.push(item);
                } else {
                    let j = (pick / 7) % items.len();
                    items.swap(i, j);
                }
            }
            other => *other = leaf,
        },
        10..=12 => match target {
            Value::Number(n) => {
                let n = n.as_i64().unwrap_or(0);
                let nudged = [
                    n.saturating_add(1),
                    n.saturating_sub(1),
                    n.saturating_mul(2),
                    n.saturating_neg(),
                    n.saturating_add(250),
                ];
                *target = json!(nudged[pick % nudged.len()]);
            }
            other => *other = leaf,
        },
        13..=14 => *target = copied,
        17..=18 => match target {
            Value::Array(items) => {
                let item =
                    if pick % 8 > 0 && !items.is_empty() { items[pick % items.len()].clone() } else { leaf };
                let index = (pick / 3) % (items.len() + 1);
                items.insert(index, item);
            }
            Value::Object(map) => {
                map.insert(words[pick % words.len()].clone(), if pick % 2 == 0 { leaf } else { copied });
            }
            other => *other = leaf,
        },
        _ => *target = leaf,
    }
}

/// Mutated records, `cases` of them from `seed`: every one replays or is refused with a code,
/// never a panic, within a time limit (with and without `--legal`).
fn fuzz_replay(cases: u64, seed: u64) {
    let seeds = fuzz_seeds();
    let words = fuzz_words(&seeds);
    let by_key = fuzz_words_by_key(&seeds);
    let mut rng = Seeded::new(seed);
    let mut codes: std::collections::BTreeMap<String, u64> = std::collections::BTreeMap::new();
    for case in 0..cases {
        let mut record = seeds[rng.below(seeds.len())].clone();
        for _ in 0..=rng.below(4) {
            mutate(&mut record, &mut rng, &words, &by_key);
        }
        let mut text = record.to_string();
        if rng.below(20) == 0 {
            let cut = text.char_indices().map(|(i, _)| i).nth(rng.below(text.chars().count())).unwrap_or(0);
            text.truncate(cut);
        }
        let legal = rng.below(2) == 0;
        let started = std::time::Instant::now();
        let result = std::panic::catch_unwind(|| oink::games::replay(&text, legal));
        let elapsed = started.elapsed();
        match result {
            Ok(Ok(_)) => *codes.entry("ok".to_owned()).or_default() += 1,
            Ok(Err(error)) => {
                assert!(!error.code.is_empty(), "case {case}: an error without a code for {text}");
                *codes.entry(error.code).or_default() += 1;
            }
            Err(_) => panic!("case {case} (seed {seed}, legal {legal}) panicked on:\n{text}"),
        }
        assert!(elapsed.as_secs() < 10, "case {case} took {elapsed:?} on:\n{text}");
    }
    eprintln!("{cases} mutated records: {codes:?}");
}

#[test]
fn mutated_records_of_every_game_never_panic() {
    fuzz_replay(10_000, 1);
}

/// The long run: `cargo test --release --test it space_pigs_records -- --ignored`.
#[test]
#[ignore = "a million cases: run in release mode on demand"]
fn a_million_mutated_records_never_panic() {
    fuzz_replay(1_000_000, 2);
}

/// Issue #17 (e): in a phase where several seats choose at once, `--seat N` shows what seat N
/// is offered, and only that.
#[test]
fn replay_legal_seat_shows_one_seats_options_in_simultaneous_phases() {
    let mut record = scripted();
    record["actions"].as_array_mut().expect("actions").truncate(3);
    let (status, all) = replay(&record, true);
    assert_eq!(status, 0, "{all:#}");
    assert_eq!((all["phase"].clone(), all["waiting_for"].clone()), (json!("draw"), json!([0, 1, 2])));
    let seats_offered = |out: &Value| -> Vec<u64> {
        let mut seats: Vec<u64> =
            out["legal"].as_array().expect("legal").iter().filter_map(|a| a["player"].as_u64()).collect();
        seats.dedup();
        seats
    };
    assert_eq!(seats_offered(&all), vec![0, 1, 2]);
    for seat in 0..3u64 {
        let (status, out) = replay_with(&record, &["--legal", "--seat", &seat.to_string()]);
        assert_eq!(status, 0, "{out:#}");
        assert_eq!(out["seat"], json!(seat));
        assert_eq!(seats_offered(&out), vec![seat]);
        let mine: Vec<&Value> =
            all["legal"].as_array().expect("legal").iter().filter(|a| a["player"] == seat).collect();
        assert_eq!(out["legal"].as_array().expect("legal").iter().collect::<Vec<_>>(), mine);
    }
    // A seat nobody waits for has nothing; a seat the game does not have is a bad request.
    record["actions"].as_array_mut().expect("actions").extend([
        json!({"player": 0, "do": "draw"}),
        json!({"player": 1, "do": "draw"}),
        json!({"player": 2, "do": "draw"}),
    ]);
    let (status, out) = replay_with(&record, &["--legal", "--seat", "2"]);
    assert_eq!((status, out["waiting_for"].clone(), out["legal"].clone()), (0, json!([0]), json!([])));
    let (status, out) = replay_with(&record, &["--legal", "--seat", "3"]);
    assert_eq!((status, out["error"]["code"].as_str()), (2, Some("bad_seat")));
    let (status, _) = replay_with(&record, &["--seat", "1"]);
    assert_eq!(status, 2, "--seat needs --legal");
}

/// Issue #17 (d): the galaxy of a record must have the book's shape.
#[test]
fn a_galaxy_not_laid_in_rings_is_refused_with_bad_galaxy_shape() {
    let record: Record = serde_json::from_value(scripted()).expect("record");
    let (game, _) = setup(&record).expect("setup");
    let line: Vec<Value> = game
        .galaxy
        .iter()
        .enumerate()
        .map(|(q, cell)| json!({"at": [q, 0], "hex": cell.tile.hex, "family": cell.tile.family}))
        .collect();
    let mut value = scripted();
    value["setup"] = json!({"galaxy": line});
    let (status, out) = replay(&value, false);
    assert_eq!((status, out["error"]["code"].as_str()), (2, Some("bad_galaxy_shape")), "{out:#}");
}

/// A record keeps the readings it was written with: without `readings` (every record before
/// issue #17) it replays with revision 1, where the example's asteroid start was legal.
#[test]
fn records_without_readings_replay_with_the_first_releases_readings() {
    let (status, out) = replay(&scripted(), false);
    assert_eq!(status, 0, "{out:#}");
    // Ben starts on [0,-2], an asteroid, while planets are free: refused in revision 2.
    let mut value = scripted();
    value["options"] = json!({"readings": 2});
    let (status, out) = replay(&value, false);
    assert_eq!(
        (status, out["error"]["code"].as_str(), out["error"]["action"].clone()),
        (2, Some("bad_start"), json!(1))
    );
    value["options"] = json!({"readings": 5});
    assert_eq!(replay(&value, false).1["error"]["code"], "bad_options");
    value["options"] = json!({"readings": 0});
    assert_eq!(replay(&value, false).1["error"]["code"], "bad_options");
    // A new table's options carry the current revision, so its exported records do too.
    let options = serde_json::to_value(oink::games::space_pigs::Options::default()).expect("options");
    assert_eq!(options["readings"], json!(4));
}

/// A full game's record (issue 30): `"options": {"rules": "full"}`, the first player's dice
/// first in the script; `oink replay` shows the turn order, the King Pig, the markers; `oink
/// sim --rules full` plays full games.
#[test]
fn a_full_game_record_replays_and_sim_takes_rules_full() {
    let mut record = json!({
        "game": "space-pigs",
        "players": ["Ann", "Ben", "Cleo"],
        "options": {"rules": "full"},
        "rng": {"script": ["d6:6", "d6:1", "d6:2"]},
        "actions": [
            {"player": 0, "do": "deploy", "at": [-2, 0]},
            {"player": 1, "do": "deploy", "at": [0, -2]},
            {"player": 2, "do": "deploy", "at": [0, 2]},
            {"player": 0, "do": "draw", "discard": []},
            {"player": 1, "do": "draw", "discard": []},
            {"player": 2, "do": "draw", "discard": []},
            {"player": 0, "do": "marker", "trips": 2},
            {"player": 1, "do": "marker", "trips": 4},
            {"player": 2, "do": "marker", "trips": 3}
        ]
    });
    let (code, out) = replay(&record, true);
    assert_eq!(code, 0, "{out:#}");
    assert_eq!(
        (out["rules"].clone(), out["order"].clone(), out["king"].clone()),
        (json!("full"), json!([0, 1, 2]), Value::Null)
    );
    assert_eq!((out["phase"].clone(), out["waiting_for"].clone()), (json!("travel"), json!([0])));
    assert_eq!(out["players"][1]["markers"], json!([2, 2, 3, 3]));
    assert_eq!(out["players"][1]["marker"], json!(4));
    assert_eq!(out["players"][0]["hand_size"], json!(6));
    // A marker already used (or never had) is refused with its code.
    record["actions"][8] = json!({"player": 2, "do": "marker", "trips": 5});
    let (code, out) = replay(&record, false);
    assert_eq!(
        (code, out["error"]["code"].clone(), out["error"]["action"].clone()),
        (2, json!("bad_marker"), json!(8)),
        "{out:#}"
    );
    // No dice for the first player's roll.
    record["rng"] = json!({"script": []});
    assert_eq!(replay(&record, false).1["error"]["code"], json!("script_exhausted"));

    let out = Command::new(env!("CARGO_BIN_EXE_oink"))
        .args([
            "sim",
            "--game",
            "space-pigs",
            "--option",
            "rules=full",
            "--players",
            "5",
            "--games",
            "20",
            "--option",
            "rounds=6",
        ])
        .output()
        .expect("run oink sim");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(report["options"]["rules"], json!("full"));
    let endings = &report["endings"];
    assert_eq!(endings["recipe"].as_u64().unwrap_or(0) + endings["max_rounds"].as_u64().unwrap_or(0), 20);
    assert!(report["mean_rounds"].as_f64().unwrap_or(0.0) >= 2.0, "{report:#}");
}
