//! Property tests: 10,000 random legal games of Space-Schweine over 3–6 players (both board
//! options), invariants checked after every action; determinism and record replay; the saved
//! fixture; the documented example.

use std::collections::BTreeMap;

use oink::games::rng::{Seeded, Source};
use oink::games::space_pigs::record::{Record, Recorded, RngSpec, describe, replay};
use oink::games::space_pigs::sim::ACTION_CAP;
use oink::games::space_pigs::{
    Action, Building, Card, CardsView, Data, Drop, Ending, Family, Game, Hex, Options, Phase, Setup, Troops,
};
use proptest::prelude::*;

/// Rounds after which the property games end (SS-15), so each one is short.
const MAX_ROUNDS: u32 = 12;

fn check_invariants(game: &Game) -> Result<(), TestCaseError> {
    let data = Data::default();
    // Every troop is in its supply or on a hex (the dead go back to the supply).
    for (player, seat) in game.players.iter().enumerate() {
        let mut all = seat.supply;
        all.add(game.on_board(player));
        prop_assert_eq!(all, Troops::new(data.piglets, data.gruiks), "troops of seat {}", player);
        prop_assert!(seat.hand.len() <= usize::from(data.hand_size));
    }
    // Every card is in the deck, a hand, the discard pile or face down in the battle.
    let mut cards: BTreeMap<Card, usize> = BTreeMap::new();
    let in_battle: Vec<Card> = match &game.phase {
        Phase::Combat { battle: Some(battle) } => battle.cards.iter().flatten().flatten().copied().collect(),
        _ => Vec::new(),
    };
    let hands = game.players.iter().flat_map(|p| p.hand.iter());
    for card in game.deck.iter().chain(&game.discard).chain(hands).chain(&in_battle) {
        *cards.entry(*card).or_default() += 1;
    }
    let mut expected: BTreeMap<Card, usize> = BTreeMap::new();
    for card in data.deck() {
        *expected.entry(card).or_default() += 1;
    }
    prop_assert_eq!(cards, expected);
    // Groups: never empty, one per seat and hex, counters within the troops.
    let contests_allowed =
        matches!(game.phase, Phase::Travel { .. } | Phase::ExtraWindow { .. } | Phase::Combat { .. });
    for (index, groups) in game.groups.iter().enumerate() {
        let mut seats: Vec<usize> = groups.iter().map(|g| g.player).collect();
        seats.sort_unstable();
        seats.dedup();
        prop_assert_eq!(seats.len(), groups.len(), "one group per seat on a hex");
        for group in groups {
            prop_assert!(!group.troops.is_empty());
            prop_assert!(group.moved.fits_in(group.troops));
            prop_assert!(group.pinned <= group.troops.total());
            // Readings 2: a pin holds for the battle, so only a hex with a battle ahead has one.
            prop_assert!(
                !game.options.pins_for_the_battle() || group.pinned == 0 || groups.len() >= 2,
                "a pin outlived its battle"
            );
        }
        prop_assert!(contests_allowed || groups.len() <= 1, "an unresolved battle outside travel and combat");
        // Ownership is exactly "the only seat with troops there".
        let owner = game.owner(index);
        prop_assert_eq!(owner, if groups.len() == 1 { Some(groups[0].player) } else { None });
    }
    // The production shown on the clan boards matches the hexes held since phase D.
    let produced = match game.phase {
        Phase::Reinforce { .. } => true,
        Phase::Draw { .. } => game.round >= 2,
        _ => false,
    };
    if produced {
        for player in 0..game.players.len() {
            prop_assert_eq!(game.players[player].production, game.production(player));
        }
    }
    if let Phase::Combat { battle: Some(battle) } = &game.phase {
        let index = game.cell(battle.at).expect("battle on a laid hex");
        prop_assert!(battle.sides.iter().all(|&p| game.group(index, p).is_some()), "both sides on the hex");
        // Hidden information: each seat sees its own hand, and the cards of another side only
        // face down (as a count) until both sides have laid theirs.
        for seat in 0..game.players.len() {
            let view = game.view(seat);
            prop_assert_eq!(&view.hand, &game.players[seat].hand);
            let shown = view.battle.as_ref().map(|b| b.cards.to_vec()).unwrap_or_default();
            for (side, cards) in shown.iter().enumerate() {
                if !battle.revealed && battle.sides[side] != seat {
                    prop_assert!(
                        !matches!(cards, CardsView::Shown { .. }),
                        "seat {} sees hidden cards",
                        seat
                    );
                }
            }
            prop_assert!(view.seats.iter().zip(&game.players).all(|(v, p)| v.hand_size == p.hand.len()));
        }
    }
    // The game always waits for someone who can act, or is over with an outcome.
    if game.is_over() {
        let outcome = game.outcome.as_ref().expect("an outcome");
        if outcome.ending == Ending::Recipe {
            let winner = outcome.winner.expect("a winner");
            prop_assert!(outcome.round >= 2, "never a victory in round 1");
            prop_assert!(game.players[winner].production.covers(&game.target(winner)));
            prop_assert!((0..winner).all(|p| !game.players[p].production.covers(&game.target(p))));
        }
    } else {
        let waiting = game.waiting_for();
        prop_assert!(!waiting.is_empty(), "nobody to wait for in {:?}", game.phase);
        for player in waiting {
            prop_assert!(!game.legal_actions(player).is_empty(), "seat {} has nothing to do", player);
        }
        for player in 0..game.players.len() {
            if !game.waiting_for().contains(&player) {
                prop_assert!(game.legal_actions(player).is_empty());
            }
        }
    }
    prop_assert!(game.round <= MAX_ROUNDS);
    Ok(())
}

fn options(auto_board: bool) -> Options {
    Options { auto_board, max_rounds: Some(MAX_ROUNDS), ..Options::default() }
}

pub(super) fn play_checked(
    players: usize,
    options: Options,
    seed: u64,
) -> Result<(Game, Vec<Recorded>), TestCaseError> {
    let mut dice = Seeded::new(seed);
    let mut chooser = Seeded::new(!seed);
    let names = (0..players).map(|i| format!("P{i}")).collect();
    let mut game = Game::new(names, options, Data::default(), Setup::default(), &mut dice).expect("setup");
    let mut actions = Vec::new();
    while !game.is_over() && actions.len() < ACTION_CAP as usize {
        let waiting = game.waiting_for();
        let player = waiting[chooser.below(waiting.len())];
        let legal = game.legal_actions(player);
        let action = legal[chooser.below(legal.len())].sample(&mut chooser);
        let before = game.clone();
        game.apply(player, &action, &mut dice)
            .map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
        check_invariants(&game)?;
        super::space_pigs_variants::check_variants(&game, &before, &action)?;
        actions.push(Recorded { player, action });
        if actions.len() % 101 == 0 {
            let saved = serde_json::to_value(&game).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let loaded: Game =
                serde_json::from_value(saved).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(&loaded, &game, "a saved game loads unchanged");
        }
    }
    prop_assert!(game.is_over(), "the game ended before the action cap");
    Ok((game, actions))
}

/// The record of `game` (played from `seed` with `options`) as `oink replay` reads it: written
/// out, replayed from its text, and checked to describe the game exactly. Returns the record and
/// the replay's description for further checks.
pub(super) fn record_replays(
    game: &Game,
    options: Options,
    seed: u64,
    actions: Vec<Recorded>,
) -> Result<(Record, serde_json::Value), TestCaseError> {
    let record = Record {
        game: "space-pigs".into(),
        players: game.players.iter().map(|p| p.name.clone()).collect(),
        options,
        data: None,
        rng: RngSpec::Seed { seed },
        setup: Setup::default(),
        actions,
    };
    let text = serde_json::to_string(&record).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let replayed = oink::games::replay(&text, false).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(&replayed, &describe(game, false));
    Ok((record, replayed))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2_500, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_games_of_three_keep_every_invariant(seed in any::<u64>(), auto_board in any::<bool>()) {
        play_checked(3, options(auto_board), seed)?;
    }

    #[test]
    fn random_legal_games_of_four_keep_every_invariant(seed in any::<u64>(), auto_board in any::<bool>()) {
        play_checked(4, options(auto_board), seed)?;
    }

    #[test]
    fn random_legal_games_of_five_keep_every_invariant(seed in any::<u64>(), auto_board in any::<bool>()) {
        play_checked(5, options(auto_board), seed)?;
    }

    #[test]
    fn random_legal_games_of_six_keep_every_invariant(seed in any::<u64>(), auto_board in any::<bool>()) {
        play_checked(6, options(auto_board), seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, failure_persistence: None, ..ProptestConfig::default() })]

    /// The book's variants that a quick-start table may play (L725 reverse deployment, L751 the
    /// wild game), on random and built galaxies; `check_variants` runs after every action.
    #[test]
    fn random_quick_start_games_with_the_variants_keep_every_invariant(
        seed in any::<u64>(),
        players in 3usize..=6,
        auto_board in any::<bool>(),
        reverse_deploy in any::<bool>(),
        wild_game in any::<bool>(),
    ) {
        play_checked(players, Options { reverse_deploy, wild_game, ..options(auto_board) }, seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

    /// The building variants (L774–784) in the quick start: V7 and V8 on a galaxy built by hand,
    /// V9 on either; `check_variants` (with `check_building`) runs after every action.
    #[test]
    fn random_quick_start_games_with_the_building_variants_keep_every_invariant(
        seed in any::<u64>(),
        players in 3usize..=6,
        index in 1usize..4,
        auto_board in any::<bool>(),
    ) {
        let building = [Building::Blind, Building::Seen, Building::FaceDown, Building::Explored][index];
        let options = Options { building, ..options(auto_board && !building.by_hand()) };
        let (game, actions) = play_checked(players, options, seed)?;
        record_replays(&game, options, seed, actions)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 100, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn a_seed_determines_the_game_and_its_record_replays_it(seed in any::<u64>(), players in 3usize..=6) {
        let (game, actions) = play_checked(players, options(true), seed)?;
        let (again, _) = play_checked(players, options(true), seed)?;
        prop_assert_eq!(&game, &again);
        let (record, replayed) = record_replays(&game, options(true), seed, actions)?;
        prop_assert_eq!(replay(&record, false).ok(), Some(replayed));
    }
}

#[derive(serde::Deserialize)]
struct Saved {
    game: Game,
    rng: Source,
}

/// A game saved mid-battle by the first release with Space-Schweine: it must keep loading.
#[test]
fn a_mid_game_state_saved_by_release_1_loads_and_plays_on() {
    let load = || -> Saved {
        serde_json::from_str(include_str!("../fixtures/space_pigs/midgame-v1.json")).expect("fixture loads")
    };
    let saved = load();
    assert!(matches!(saved.game.phase, Phase::Combat { battle: Some(_) }), "{:?}", saved.game.phase);
    let finish = |saved: Saved| {
        let (mut game, mut rng) = (saved.game, saved.rng);
        let mut chooser = Seeded::new(5);
        while !game.is_over() {
            let waiting = game.waiting_for();
            let player = waiting[chooser.below(waiting.len())];
            let legal = game.legal_actions(player);
            let action = legal[chooser.below(legal.len())].sample(&mut chooser);
            game.apply(player, &action, &mut rng).expect("legal");
        }
        game
    };
    assert_eq!(finish(load()), finish(saved), "the saved generator continues the same dice");
}

#[test]
fn the_documented_example_replays() {
    let text = include_str!("../../docs/examples/space-pigs.json");
    let out = oink::games::replay(text, true).expect("replays");
    assert_eq!(
        (out["status"].as_str(), out["round"].as_u64(), out["phase"].as_str()),
        (Some("in_progress"), Some(2), Some("combat"))
    );
    assert_eq!(out["battle"], serde_json::json!({"at": [-2, 2], "defender": 1, "attacker": 2, "round": 0}));
    assert_eq!(out["waiting_for"], serde_json::json!([1]));
    assert_eq!(out["players"][2]["troops"][2], serde_json::json!({"at": [-1, 2], "piglets": 1, "gruiks": 1}));
    let legal = out["legal"].as_array().expect("legal actions");
    assert!(legal.iter().all(|a| a["player"] == 1 && a["do"] == "battle_cards"));
    let mut bad: serde_json::Value = serde_json::from_str(text).expect("json");
    bad["actions"][9] =
        serde_json::json!({"player": 1, "do": "trip", "from": [-2, 1], "to": [0, 0], "piglets": 1});
    let error = oink::games::replay(&bad.to_string(), false).expect_err("illegal");
    assert_eq!((error.action, error.code.as_str()), (Some(9), "too_far"));
}

fn any_hex() -> impl Strategy<Value = Hex> {
    (-4i8..=4, -4i8..=4).prop_map(|(q, r)| Hex::new(q, r))
}

fn any_card() -> impl Strategy<Value = Card> {
    let mut cards = Data::default().deck();
    cards.dedup();
    proptest::sample::select(cards)
}

/// Any action at all, mostly nonsense: what a bad click or a hand-edited record could send.
fn any_action() -> impl Strategy<Value = Action> {
    let counts = || prop_oneof![0u8..=6, any::<u8>()];
    let drop = (any_hex(), counts(), counts()).prop_map(|(at, piglets, gruiks)| Drop { at, piglets, gruiks });
    prop_oneof![
        (proptest::sample::select(Family::ALL.to_vec()), any_hex())
            .prop_map(|(family, at)| Action::Lay { family, at }),
        any_hex().prop_map(|at| Action::Deploy { at }),
        proptest::collection::vec(any_card(), 0..5).prop_map(|discard| Action::Draw { discard }),
        (
            any_hex(),
            any_hex(),
            counts(),
            counts(),
            proptest::option::of(any_card()),
            proptest::collection::vec(drop, 0..4)
        )
            .prop_map(|(from, to, piglets, gruiks, card, drops)| Action::Trip {
                from,
                to,
                piglets,
                gruiks,
                card,
                drops
            }),
        Just(Action::ExtraTrip),
        Just(Action::Done),
        proptest::collection::vec(any_card(), 0..5).prop_map(|cards| Action::BattleCards { cards }),
        Just(Action::Fight),
        any_hex().prop_map(|to| Action::Retreat { to }),
        (any_hex(), any_hex(), counts(), counts())
            .prop_map(|(from, to, piglets, gruiks)| Action::Reorganise { from, to, piglets, gruiks }),
        (any_hex(), counts(), any::<bool>()).prop_map(|(at, piglets, gruik)| Action::Reinforce {
            at,
            piglets,
            gruik
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3_000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Whatever arrives, at any point of a game: it applies, or it is refused with a code and
    /// changes nothing; never a panic.
    #[test]
    fn any_input_is_applied_or_refused_without_a_change(
        seed in any::<u64>(),
        players in 3usize..=6,
        steps in 0usize..600,
        player in 0usize..8,
        action in any_action(),
    ) {
        let mut dice = Seeded::new(seed);
        let mut chooser = Seeded::new(!seed);
        let names = (0..players).map(|i| format!("P{i}")).collect();
        let mut game = Game::new(names, options(seed % 2 == 0), Data::default(), Setup::default(), &mut dice).expect("setup");
        for _ in 0..steps {
            if game.is_over() {
                break;
            }
            let waiting = game.waiting_for();
            let seat = waiting[chooser.below(waiting.len())];
            let legal = game.legal_actions(seat);
            let chosen = legal[chooser.below(legal.len())].sample(&mut chooser);
            game.apply(seat, &chosen, &mut dice).map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        let before = game.clone();
        match game.apply(player, &action, &mut dice) {
            Ok(_) => check_invariants(&game)?,
            Err(error) => {
                prop_assert!(!error.code().is_empty());
                prop_assert_eq!(&game, &before, "refused {:?} ({}) but changed the game", action, error.code());
            }
        }
    }
}
