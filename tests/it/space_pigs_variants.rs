//! The book's variants of Space-Schweine (L719–784, issue 32): scenario tests named by the
//! book's lines (`../shared/seeds/space-schweine.de.txt`), and the checks the random games of
//! `space_pigs_props` (quick start) and `space_pigs_full` run after every action with the
//! variants switched on.

use oink::games::rng::Script;
use oink::games::space_pigs::{
    Acorns, Action, Colour, Data, Ending, Event, Family, Game, HexKind, Options, Phase, RuleSet, Setup,
};
use proptest::prelude::*;

use super::space_pigs_full::{full, hex, names, ok, put, script};

/// What the variants promise, checked after `action` turned `before` into `game`.
pub(super) fn check_variants(game: &Game, before: &Game, action: &Action) -> Result<(), TestCaseError> {
    // L342 and V1 (L725): a seat places its start troops when exactly the seats before it in the
    // turn order (V1: after it) have placed theirs.
    // Before readings 4 a full game built by hand handed the start to seat 0, not the first
    // player (`rules.rs` `lay`); such games are not checked here without V1.
    let readings_3_build = before.options.full()
        && !before.options.auto_board
        && !before.options.reverse_deploy
        && !before.options.deploys_from_the_first_player();
    if let (Phase::Deploy { player }, Action::Deploy { .. }, false) =
        (&before.phase, action, readings_3_build)
    {
        let order = before.turn_order();
        let place = order.iter().position(|s| s == player).expect("the deployer has a place");
        let mut expected: Vec<usize> =
            if before.options.reverse_deploy { order[place + 1..].to_vec() } else { order[..place].to_vec() };
        expected.sort_unstable();
        let placed: Vec<usize> =
            (0..before.players.len()).filter(|&s| before.players[s].start.is_some()).collect();
        prop_assert_eq!(placed, expected, "seat {} places its start troops out of order", player);
    }
    // V4 (L751–756): once the galaxy is laid, one single planet fewer of each colour than the
    // board table (planets the worm ate still count as what they were).
    if !matches!(game.phase, Phase::Build { .. }) {
        let size = Data::default().board_size(game.players.len()).expect("a board size").planets;
        let expected = if game.options.wild_game { size - 1 } else { size };
        for colour in Colour::ALL {
            let planet = HexKind::planet(colour);
            let laid = game.galaxy.iter().filter(|c| c.tile.hex == planet).count();
            let eaten = game.eaten.iter().filter(|e| e.was == planet).count();
            prop_assert_eq!(laid + eaten, usize::from(expected), "{:?} planets", colour);
        }
    }
    // V3 (L747): every clan has a seventh planet with the variant, none without it.
    prop_assert!(game.players.iter().all(|p| p.seventh.is_some() == game.options.seventh_planet));
    Ok(())
}

/// A quick-start game of `n` with `options` on the galaxy a script lays (data-table order).
fn quick(n: usize, options: Options) -> Game {
    Game::new(names(n), options, Data::default(), Setup::default(), &mut Script::default()).expect("setup")
}

/// Places every seat's start troops on its first legal hex; returns the seats in the order
/// they placed.
fn deploy_all(game: &mut Game) -> Vec<usize> {
    let mut seats = Vec::new();
    while let Phase::Deploy { player } = game.phase {
        let at = game.start_hexes(player)[0];
        ok(game, player, Action::Deploy { at });
        seats.push(player);
    }
    seats
}

#[test]
fn l725_reverse_deployment_places_from_the_last_player_and_moves_keep_the_turn_order() {
    let reverse = Options { reverse_deploy: true, ..Options::default() };
    // Quick start: the turn order is the seat order, so seat 3 places first.
    let mut game = quick(4, reverse);
    assert_eq!(deploy_all(&mut game), vec![3, 2, 1, 0]);
    for player in 0..4 {
        ok(&mut game, player, Action::Draw { discard: Vec::new() });
    }
    assert!(matches!(game.phase, Phase::Travel { player: 0, .. }), "seat 0 still travels first");
    // Without the variant, the turn order.
    let mut game = quick(4, Options::default());
    assert_eq!(deploy_all(&mut game), vec![0, 1, 2, 3]);
    // Full rules: the order starts at the rolled first player (here seat 1), so the seat before
    // him places first.
    let setup = Setup { first_player: Some(1), ..Setup::default() };
    let options = Options { reverse_deploy: true, ..full(None) };
    let mut game =
        Game::new(names(4), options, Data::default(), setup, &mut Script::default()).expect("setup");
    assert_eq!(deploy_all(&mut game), vec![0, 3, 2, 1]);
    assert_eq!(game.turn_order(), vec![1, 2, 3, 0], "the turn order stays as rolled");
}

#[test]
fn l725_reverse_deployment_after_a_galaxy_built_by_hand() {
    let mut game = quick(3, Options { reverse_deploy: true, auto_board: false, ..Options::default() });
    build_by_hand(&mut game);
    assert_eq!(deploy_all(&mut game), vec![2, 1, 0]);
}

/// Lays every hex by hand, each on the first free position from the first pile with tiles.
fn build_by_hand(game: &mut Game) {
    while let Phase::Build { player } = game.phase {
        let at = game.build_positions()[0];
        let family = Family::ALL.into_iter().find(|f| !game.piles[f.index()].is_empty()).expect("a pile");
        ok(game, player, Action::Lay { family, at });
    }
}

/// L342, readings 4: after a full game's galaxy built by hand every clan places its start
/// troops, from the rolled first player on, as after a galaxy laid at random. Readings 3 began
/// at seat 0, so the seats before it in the turn order placed none; its records replay so.
#[test]
fn l342_after_a_galaxy_built_by_hand_every_clan_places_from_the_first_player() {
    let deploys = |readings: u32| {
        let setup = Setup { first_player: Some(2), ..Setup::default() };
        let options = Options { auto_board: false, readings, ..full(None) };
        let mut game =
            Game::new(names(4), options, Data::default(), setup, &mut Script::default()).expect("setup");
        build_by_hand(&mut game);
        deploy_all(&mut game)
    };
    assert_eq!(deploys(Options::READINGS), vec![2, 3, 0, 1]);
    assert_eq!(deploys(3), vec![0, 1], "a readings-3 game plays on as it was played");
}

#[test]
fn l751_the_wild_game_lays_one_planet_fewer_of_each_colour() {
    // The book's list: 2, 3, 5, 6 planets of each colour for 3, 4, 5, 6 players.
    for (n, planets) in [(3, 2), (4, 3), (5, 5), (6, 6)] {
        let normal = quick(n, Options::default());
        let wild = quick(n, Options { wild_game: true, ..Options::default() });
        for colour in Colour::ALL {
            let count =
                |game: &Game| game.galaxy.iter().filter(|c| c.tile.hex == HexKind::planet(colour)).count();
            assert_eq!(count(&wild), planets, "{n} players, {colour:?}");
            assert_eq!(count(&normal), planets + 1, "{n} players, {colour:?}");
        }
        // The rest as the board table gives it: doubles and asteroids.
        assert_eq!(wild.galaxy.len() + 3, normal.galaxy.len());
    }
}

/// Three full-rule clans with the seventh planet; the script draws blue, red, red.
fn seventh_planet_game() -> Game {
    let setup = Setup {
        first_player: Some(0),
        recipes: Some(vec![Acorns::new(3, 2, 1), Acorns::new(1, 2, 3), Acorns::new(2, 3, 1)]),
        ..Setup::default()
    };
    let options = Options { seventh_planet: true, ..full(None) };
    let mut draws = script(&["seventh:blue", "seventh:red", "seventh:red"]);
    Game::new(names(3), options, Data::default(), setup, &mut draws).expect("setup")
}

#[test]
fn l747_the_seventh_planet_is_a_secret_colour_added_to_the_recipe() {
    let game = seventh_planet_game();
    assert_eq!(game.players[0].seventh, Some(Colour::Blue));
    assert_eq!(game.target(0), Acorns::new(3, 2, 2));
    assert_eq!(game.target(1), Acorns::new(2, 2, 3));
    // Only the clan itself sees it (with its recipe); the others see neither.
    let view = game.view(0);
    assert_eq!(
        (view.seats[0].recipe, view.seats[0].seventh),
        (Some(Acorns::new(3, 2, 2)), Some(Colour::Blue))
    );
    assert_eq!((view.seats[1].recipe, view.seats[1].seventh), (None, None));
    let spectator = game.view(3);
    assert!(spectator.seats.iter().all(|s| s.recipe.is_none() && s.seventh.is_none()));
}

#[test]
fn l747_a_recipe_without_the_seventh_planet_does_not_win() {
    let mut game = seventh_planet_game();
    // As in the L657 scenario: seat 0 makes exactly its recipe (3 red, 2 yellow, 1 blue) but
    // not its blue seventh planet; seat 1 makes 2 red, 3 yellow, 4 blue, its recipe and a red.
    for at in [hex(0, 0), hex(-1, 0), hex(0, -1), hex(0, 1), hex(-1, 1), hex(1, -2)] {
        put(&mut game, at, 0, 1, 0);
    }
    for at in [hex(1, -1), hex(-2, 0), hex(-1, -1), hex(2, -2), hex(2, -1), hex(2, 0)] {
        put(&mut game, at, 1, 1, 0);
    }
    put(&mut game, hex(1, 0), 2, 2, 0);
    game.order = vec![0, 1, 2];
    game.round = 2;
    game.phase = Phase::Reorganise { player: 2 };
    let events = ok(&mut game, 2, Action::Done);
    assert!(events.contains(&Event::GameOver { winner: Some(1), ending: Ending::Recipe }), "{events:?}");
    // At the end every recipe is shown, with its seventh planet.
    let view = game.view(2);
    assert_eq!(
        (view.seats[0].recipe, view.seats[0].seventh),
        (Some(Acorns::new(3, 2, 2)), Some(Colour::Blue))
    );
}

#[test]
fn l747_the_seventh_planet_is_refused_in_the_quick_start_and_scripted_by_colour() {
    let options = Options { seventh_planet: true, ..Options::default() };
    let error = Game::new(names(3), options, Data::default(), Setup::default(), &mut Script::default())
        .expect_err("open recipes cannot hide a colour");
    assert_eq!(error.code(), "bad_options");
    // A script must name a colour the galaxy has.
    let options = Options { seventh_planet: true, rules: RuleSet::Full, ..Options::default() };
    let setup = Setup { first_player: Some(0), ..Setup::default() };
    let error = Game::new(names(3), options, Data::default(), setup, &mut script(&["seventh:green"]))
        .expect_err("no such colour");
    assert_eq!(error.code(), "bad_script_outcome");
}
