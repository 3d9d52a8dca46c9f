//! Issue 34: the engine was made faster without changing what it does. Seeded random games of
//! both rule sets (3, 4 and 6 clans, powers on and off, variants, galaxy shapes, building
//! modes) are fingerprinted step by step: whom the game waits for, every legal action listed,
//! the chosen action, the events, every tenth step the seat's view, now and then a stale action
//! that the engine accepts or refuses (with its code), and the final state. The digests were
//! computed on the engine before the speed work (commit 318f78c); the same seeds must give the
//! same digests.

use oink::games::rng::Seeded;
use oink::games::space_pigs::sim::pick;
use oink::games::space_pigs::{Action, Building, Data, GalaxyShape, Game, Options, Phase, RuleSet, Setup};

/// FNV-1a, 64 bits: a stable digest of text (std's hashers may change between releases).
struct Fnv(u64);

impl Fnv {
    fn text(&mut self, text: &str) {
        for byte in text.bytes().chain([0xff]) {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// Plays `seed` at random and digests everything the engine said on the way.
fn fingerprint(players: usize, options: Options, seed: u64) -> u64 {
    let mut fnv = Fnv(0xcbf2_9ce4_8422_2325);
    let mut dice = Seeded::new(seed);
    let mut chooser = Seeded::new(seed.rotate_left(17) ^ 0x5eed);
    let names = (0..players).map(|i| format!("P{i}")).collect();
    let mut game = Game::new(names, options, Data::default(), Setup::default(), &mut dice).expect("setup");
    let mut stale: Option<Action> = None;
    let mut steps = 0u32;
    while !game.is_over() && steps < 20_000 {
        let waiting = game.waiting_for();
        fnv.text(&format!("{waiting:?}"));
        let player = waiting[chooser.below(waiting.len())];
        if steps % 7 == 3 {
            if let Some(old) = stale.take() {
                let before = game.clone();
                match game.apply(player, &old, &mut dice) {
                    Ok(events) => fnv.text(&format!("stale ok {events:?}")),
                    Err(error) => {
                        assert_eq!(game, before, "a refused action changed the game");
                        fnv.text(error.code());
                    }
                }
                steps += 1;
                continue;
            }
        }
        let legal = game.legal_actions(player);
        fnv.text(&format!("{legal:?}"));
        if steps % 10 == 0 {
            // The hexes' short names (drawn on the map) came after these digests: left out,
            // so the digests still show the engine plays as it did.
            let mut view = game.view(player);
            view.hexes.iter_mut().for_each(|hex| hex.name.clear());
            fnv.text(&format!("{view:?}").replace(", name: \"\"", ""));
        }
        let action = legal[chooser.below(legal.len())].sample(&mut chooser);
        fnv.text(&format!("{action:?}"));
        let events = game.apply(player, &action, &mut dice).expect("a legal action applies");
        fnv.text(&format!("{events:?}"));
        stale = Some(action);
        steps += 1;
    }
    fnv.text(&serde_json::to_string(&game).expect("a game serializes"));
    fnv.0
}

/// The games fingerprinted: (name, players, options), each played from seeds 1–3.
fn cases() -> Vec<(&'static str, usize, Options)> {
    let quick = Options { max_rounds: Some(12), ..Options::default() };
    let full = Options { rules: RuleSet::Full, max_rounds: Some(10), ..Options::default() };
    vec![
        ("quick 3", 3, quick),
        ("quick 4", 4, quick),
        ("quick 6", 6, quick),
        ("quick 6 no powers", 6, Options { clan_powers: false, ..quick }),
        ("quick 5 by hand", 5, Options { auto_board: false, ..quick }),
        ("quick 4 reverse wild", 4, Options { reverse_deploy: true, wild_game: true, ..quick }),
        ("quick 6 waffle", 6, Options { galaxy_shape: GalaxyShape::Waffle, ..quick }),
        ("quick 4 twin", 4, Options { galaxy_shape: GalaxyShape::Twin, ..quick }),
        ("quick 3 freedom", 3, Options { galaxy_shape: GalaxyShape::Freedom, ..quick }),
        ("quick 4 face down", 4, Options { building: Building::FaceDown, auto_board: false, ..quick }),
        ("full 3", 3, full),
        ("full 4", 4, full),
        ("full 6", 6, full),
        ("full 6 no powers", 6, Options { clan_powers: false, ..full }),
        ("full 4 seventh wild", 4, Options { seventh_planet: true, wild_game: true, ..full }),
        ("full 5 by hand reverse", 5, Options { auto_board: false, reverse_deploy: true, ..full }),
        ("full 6 twin", 6, Options { galaxy_shape: GalaxyShape::Twin, ..full }),
        ("full 3 waffle", 3, Options { galaxy_shape: GalaxyShape::Waffle, ..full }),
        ("full 4 freedom", 4, Options { galaxy_shape: GalaxyShape::Freedom, ..full }),
        ("full 4 seen", 4, Options { building: Building::Seen, auto_board: false, ..full }),
        ("full 5 explored", 5, Options { building: Building::Explored, ..full }),
        ("full 3 readings 2", 3, Options { readings: 2, ..full }),
    ]
}

/// Digests computed on the engine of commit 318f78c, one per case and seed; the full rules' ones
/// again after issue 52 (phase-4 cards only on a candidate, the travel marker spent when a round
/// starts), which changes what a full game offers and so how a seeded one plays.
const EXPECTED: &[(&str, [u64; 3])] = &[
    ("quick 3", [0xe632fc070ddd39f7, 0x6b2a6a5906f0d01a, 0xe391638553170ee9]),
    ("quick 4", [0x62276cc24309c69b, 0x6a3190c9928c47df, 0x33f48b0a6d68ad36]),
    ("quick 6", [0xa887ec987a37f85a, 0x71a9eba13e97d6b8, 0xc0a4acd2791598de]),
    ("quick 6 no powers", [0xed6c92a1674fa037, 0x4c885a7ee41540e5, 0x89c01e775b21705]),
    ("quick 5 by hand", [0x56bdc8a4ce542660, 0x623d09c1fb419f65, 0xfc54345a39427be5]),
    ("quick 4 reverse wild", [0xdacb22b29fe89960, 0xe5dc10de6218a9d, 0xb54d4c4284508488]),
    ("quick 6 waffle", [0x47e6bfcf9eae5999, 0xb9d1b3a183b05481, 0x4a267a1f261bc3e7]),
    ("quick 4 twin", [0x8ce9ab9412061e35, 0x2b2c7df20eaf2b6e, 0x9b086b7b75fecbb0]),
    ("quick 3 freedom", [0xb5b6e016f0cbbe42, 0x3df922119baca014, 0xa9d567a4097b890]),
    ("quick 4 face down", [0xc1100a2a224d6194, 0xe3e1a9b41e0f3440, 0x97c9ddcd97ca6883]),
    ("full 3", [0xb2b711572aae4df0, 0xea73762733faad5, 0x2e40890d82fa6a7a]),
    ("full 4", [0xe118a8765611f86a, 0x39319daba6d9a6aa, 0x7a240535f9a680da]),
    ("full 6", [0xa7ea21373f033ea6, 0x6c7b12f54b129310, 0x9c291c391b39a6d1]),
    ("full 6 no powers", [0xd3768c4611b48741, 0x3a5848ab0bc4c8e4, 0xbf63aa5f38bac088]),
    ("full 4 seventh wild", [0x34f226e48ea8a3b1, 0x20fc923ca5c70d19, 0x5a6208a00829d5b]),
    ("full 5 by hand reverse", [0x864a5d25fd13bc67, 0x538d0a230b1b1ba, 0x1775384c1b71a8aa]),
    ("full 6 twin", [0xa545937d6f6b53f4, 0xee76b3914e370b9, 0x9d91c3942915eb8a]),
    ("full 3 waffle", [0xa0f87852eef50e00, 0x6d146e9ff3c0bf9a, 0x76b333dabfcf25ea]),
    ("full 4 freedom", [0x1c04867006545d5c, 0xdbd4351baa3c7fb3, 0x59d9ab1a3723fa82]),
    ("full 4 seen", [0x510dc253b61290be, 0x481f2abf8032e79e, 0x2cfd746269da8b19]),
    ("full 5 explored", [0x7ef17a344df00a7a, 0x655ee4f4af7e0be4, 0x1814170ec7292fed]),
    ("full 3 readings 2", [0xac1ffe9c80ef94b8, 0x7e8d44d216452abe, 0xed8c223ee6ea9224]),
];

#[test]
fn seeded_games_play_exactly_as_before_the_speed_work() {
    let mut found = Vec::new();
    for (name, players, options) in cases() {
        let digests = [1, 2, 3].map(|seed| fingerprint(players, options, seed));
        found.push((name, digests));
    }
    let listing: String = found
        .iter()
        .map(|(name, d)| format!("    ({name:?}, [{:#x}, {:#x}, {:#x}]),\n", d[0], d[1], d[2]))
        .collect();
    let expected: Vec<(&str, [u64; 3])> = EXPECTED.to_vec();
    assert_eq!(found, expected, "the engine plays differently; digests now:\n{listing}");
}

/// A random seat no longer lists a travel decision's trips: it counts them and makes only the
/// one it drew. It must draw exactly what the whole list would have given, with the same
/// draws from its randomness, in every kind of game (with path cards, free trips, powers,
/// Eichelfeste, which fall back to the list).
#[test]
fn a_random_seat_draws_the_same_action_as_from_the_whole_list() {
    let mut travel_decisions = 0;
    for (name, players, options) in cases() {
        for seed in [4, 5] {
            let mut dice = Seeded::new(seed);
            let mut chooser = Seeded::new(seed ^ 0xd1ce);
            let names = (0..players).map(|i| format!("P{i}")).collect();
            let mut game =
                Game::new(names, options, Data::default(), Setup::default(), &mut dice).expect("setup");
            let mut scratch = Vec::new();
            let mut steps = 0;
            while !game.is_over() && steps < 20_000 {
                let waiting = game.waiting_for();
                let player = waiting[chooser.below(waiting.len())];
                let mut listed_rng = chooser.clone();
                let listed = pick(&game.legal_actions(player), &mut listed_rng);
                let drawn = game.random_action(player, &mut chooser, &mut scratch);
                assert_eq!(drawn, listed, "{name}, seed {seed}, step {steps}, {:?}", game.phase);
                assert_eq!(chooser, listed_rng, "{name}, seed {seed}, step {steps}: other draws");
                if matches!(game.phase, Phase::Travel { .. }) {
                    travel_decisions += 1;
                }
                let action = drawn.expect("a waited-for seat has a legal action");
                game.apply(player, &action, &mut dice).expect("a legal action applies");
                steps += 1;
            }
        }
    }
    assert!(travel_decisions > 1_000, "only {travel_decisions} travel decisions were drawn");
}
