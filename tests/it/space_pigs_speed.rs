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
            fnv.text(&format!("{:?}", game.view(player)));
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

/// Digests computed on the engine of commit 318f78c, one per case and seed.
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
    ("full 3", [0xfae3ba7ea947c37, 0x5aabbd00e91e6aba, 0x738e7c12dce74375]),
    ("full 4", [0x8134a284ca3724b0, 0x6c9ba27b207c94b1, 0xbf41153c4239e5d5]),
    ("full 6", [0x28dececbc98510db, 0x5ed8129a114ab6dd, 0x8e783e0e2d00394c]),
    ("full 6 no powers", [0x7b7e1eb5502e5cb2, 0x3ea875c39a18da1, 0x3035296fc6067fcf]),
    ("full 4 seventh wild", [0x525fe323feb0b01e, 0xab6e53782fb496f9, 0x9b5ab3fdb1ba17bf]),
    ("full 5 by hand reverse", [0x1219afeff7f2fa46, 0x9ce039dcd320a597, 0x831890dd7fb3ba17]),
    ("full 6 twin", [0x2aa52e54690e0357, 0x24b0d32f0cd7c39, 0x42f98efac292c447]),
    ("full 3 waffle", [0x58d1eb51ada4a647, 0x7e7bf4557b461dd2, 0xdb5b4246c45bc51a]),
    ("full 4 freedom", [0xc60b6a320af7320a, 0x77ec2e8c0bc15249, 0x80eb8007a1987938]),
    ("full 4 seen", [0xfe79b63c4589cc43, 0x66ed0578f49324c5, 0xcd6090ee12383795]),
    ("full 5 explored", [0x78e94ec06cb69957, 0x4650f97b74dc8e63, 0x53e54f35c74ab98]),
    ("full 3 readings 2", [0x688447f90036876, 0x2bf121a9ea08cad4, 0x568f26fd23d57b1f]),
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
