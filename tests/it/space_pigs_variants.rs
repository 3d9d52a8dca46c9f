//! The book's variants of Space-Schweine (L719–784, issue 32): scenario tests named by the
//! book's lines (`../shared/seeds/space-schweine.de.txt`), and the checks the random games of
//! `space_pigs_props` (quick start) and `space_pigs_full` run after every action with the
//! variants switched on.

use oink::games::rng::Script;
use oink::games::space_pigs::{
    Acorns, Action, AiKind, Arrival, Building, Colour, Data, Ending, Event, Family, Game, Hex, HexKind,
    Legal, Options, Phase, RuleSet, Setup,
};
use proptest::prelude::*;

use super::space_pigs_full::{act, full, hex, names, ok, put, script};

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
    // V2/V5/V6 (L727–770): the galaxy keeps its shape and touching follows it.
    super::space_pigs_shapes::check_shape(game, before, action)?;
    check_building(game)
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

// The building variants V7–V9 (L774–784, `building.rs`).

/// What the building variants promise, after every action: no seat's view or legal actions
/// tell a face-down hex's face (the game with those faces swapped among hexes of one family
/// looks and plays the same to every seat), nobody stands on a face-down hex, V8 turns every
/// hex over once the galaxy is laid, and V7 shows the piles' next faces to the builder alone.
pub(super) fn check_building(game: &Game) -> Result<(), TestCaseError> {
    let building = game.options.building;
    let down: Vec<usize> = (0..game.galaxy.len()).filter(|&i| game.is_face_down(i)).collect();
    if !matches!(building, Building::FaceDown | Building::Explored) {
        prop_assert!(down.is_empty(), "no hex lies face down with {:?}", building);
    }
    if building == Building::FaceDown && !matches!(game.phase, Phase::Build { .. }) {
        prop_assert!(down.is_empty(), "V8: every hex is turned over once the galaxy is laid");
    }
    for &i in &down {
        prop_assert!(game.groups[i].is_empty() && game.ai_at(i).is_none(), "troops on a face-down hex");
    }
    let seats = game.players.len();
    for seat in 0..=seats {
        let faces = game.view(seat).next_faces;
        let builder = matches!(game.phase, Phase::Build { player } if player == seat);
        if building == Building::Seen && builder {
            let tops = [0, 1, 2, 3].map(|f| game.piles[f].last().map(|t| t.hex));
            prop_assert_eq!(faces, tops, "V7: the builder sees the next faces");
        } else {
            prop_assert_eq!(faces, [None; 4], "seat {} sees a pile's next face", seat);
        }
    }
    // The faces of the face-down hexes of each family, moved one hex on.
    let mut other = game.clone();
    let mut changed = false;
    for family in Family::ALL {
        let same: Vec<usize> =
            down.iter().copied().filter(|&i| game.galaxy[i].tile.family == family).collect();
        for (k, &i) in same.iter().enumerate() {
            let from = same[(k + 1) % same.len()];
            other.galaxy[i].tile = game.galaxy[from].tile;
            changed |= other.galaxy[i].tile != game.galaxy[i].tile;
        }
    }
    if changed {
        for seat in 0..=seats {
            prop_assert_eq!(game.view(seat), other.view(seat), "seat {} sees a face-down hex's face", seat);
            prop_assert_eq!(
                game.legal_actions(seat),
                other.legal_actions(seat),
                "seat {}'s choices tell a face-down hex's face",
                seat
            );
        }
    }
    Ok(())
}

/// A game of `n` with `building`, its galaxy built by hand (`auto_board` off) or laid at random,
/// the piles and the galaxy from a script (data-table order).
fn building_game(n: usize, rules: RuleSet, building: Building, auto_board: bool) -> Game {
    let options = Options { rules, building, auto_board, ..Options::default() };
    let setup = Setup { first_player: (rules == RuleSet::Full).then_some(0), ..Setup::default() };
    Game::new(names(n), options, Data::default(), setup, &mut Script::default()).expect("setup")
}

/// Lays every hex at the first legal position, from the first pile not empty; returns every
/// event.
fn build_all(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while let Phase::Build { player } = game.phase {
        let family = Family::ALL.into_iter().find(|f| !game.piles[f.index()].is_empty()).expect("a pile");
        let at = game.build_positions()[0];
        events.extend(ok(game, player, Action::Lay { family, at }));
        check_building(game).expect("the building checks");
    }
    events
}

#[test]
fn l778_the_builder_sees_the_face_before_laying() {
    for rules in [RuleSet::QuickStart, RuleSet::Full] {
        let mut game = building_game(3, rules, Building::Seen, false);
        let Phase::Build { player } = game.phase else { panic!("the galaxy is built by hand") };
        // The builder sees the face of every pile's next hex; nobody else does.
        let faces = game.view(player).next_faces;
        assert_eq!(faces, [0, 1, 2, 3].map(|f| game.piles[f].last().map(|t| t.hex)));
        assert!(faces.iter().all(Option::is_some));
        for other in (0..=3).filter(|&s| s != player) {
            assert_eq!(game.view(other).next_faces, [None; 4], "seat {other}");
        }
        // What he lays is the face he saw, face up at once, as the book builds.
        let seen = faces[Family::Blue.index()].expect("a blue pile");
        let events = ok(&mut game, player, Action::Lay { family: Family::Blue, at: hex(0, 0) });
        assert!(matches!(events.as_slice(), [Event::HexLaid { tile, .. }] if tile.hex == seen));
        assert!(!game.is_face_down(0));
        // The next builder sees the next faces, the one before no more.
        let Phase::Build { player: next } = game.phase else { panic!("still building") };
        assert_ne!(next, player);
        assert_eq!(game.view(player).next_faces, [None; 4]);
        assert!(game.view(next).next_faces.iter().all(Option::is_some));
        build_all(&mut game);
        assert!(matches!(game.phase, Phase::Deploy { .. }));
    }
}

#[test]
fn l778_and_l780_need_a_galaxy_built_by_hand() {
    for building in [Building::Seen, Building::FaceDown] {
        let options = Options { building, ..Options::default() };
        let refused = Game::new(names(3), options, Data::default(), Setup::default(), &mut Script::default())
            .expect_err("a random galaxy is not built by the players");
        assert_eq!(refused.code(), "bad_options");
    }
    // V9 turns hexes over as troops arrive, on a random galaxy too.
    let game = building_game(4, RuleSet::Full, Building::Explored, true);
    assert!((0..game.galaxy.len()).all(|i| game.is_face_down(i)));
}

#[test]
fn l780_all_hexes_are_laid_face_down_then_turned_over_together() {
    for rules in [RuleSet::QuickStart, RuleSet::Full] {
        let mut game = building_game(4, rules, Building::FaceDown, false);
        let hexes = Data::default().tiles(4).len();
        // Laying: every hex goes down face down; only its family is told, its face to nobody.
        let mut laid = 0;
        while let Phase::Build { player } = game.phase {
            let family = Family::ALL.into_iter().find(|f| !game.piles[f.index()].is_empty()).expect("a pile");
            let at = game.build_positions()[0];
            let events = ok(&mut game, player, Action::Lay { family, at });
            laid += 1;
            assert!(
                matches!(events[0], Event::HexLaidFaceDown { family: f, at: a, .. } if f == family && a == at)
            );
            assert!(!events.iter().any(|e| matches!(e, Event::HexLaid { .. })), "a face was told");
            if laid < hexes {
                assert!(game.view(player).hexes.iter().all(|h| h.face_down), "laid {laid}");
                check_building(&game).expect("no face leaks");
            } else {
                // The last hex laid: all turned over at once, then the start troops.
                assert!(events.contains(&Event::GalaxyTurnedOver { hexes: hexes as u8 }), "{events:?}");
            }
        }
        assert_eq!(laid, hexes);
        assert!(matches!(game.phase, Phase::Deploy { .. }));
        let view = game.view(0);
        assert!(view.hexes.iter().all(|h| !h.face_down));
        assert_eq!(view.hexes.iter().map(|h| h.cell).collect::<Vec<_>>(), game.galaxy);
    }
}

#[test]
fn l782_a_hex_is_turned_over_when_troops_first_arrive() {
    let mut game = building_game(3, RuleSet::Full, Building::Explored, true);
    let Phase::Deploy { player } = game.phase else { panic!("the start troops") };
    // The start hexes cannot prefer planets no one has seen: every free edge hex is offered but
    // those known to be asteroids (face-down black hexes, D10), which give way as asteroids do.
    let edge: Vec<Hex> = (0..game.galaxy.len())
        .filter(|&i| game.is_edge(i) && !game.known_asteroid(i))
        .map(|i| game.galaxy[i].at)
        .collect();
    assert!((0..game.galaxy.len()).any(|i| game.is_edge(i) && game.known_asteroid(i)));
    assert_eq!(game.start_hexes(player), edge);
    let at = edge[0];
    let index = game.cell(at).expect("laid");
    let events = ok(&mut game, player, Action::Deploy { at });
    assert!(events.contains(&Event::HexTurnedOver { at, tile: game.galaxy[index].tile }), "{events:?}");
    assert!(!game.is_face_down(index));
    assert_eq!(game.view(1).hexes[index].cell, game.galaxy[index]);
    // Every other hex still lies face down, and every seat sees it so.
    let down = (0..game.galaxy.len()).filter(|&i| game.is_face_down(i)).count();
    assert_eq!(down, game.galaxy.len() - 1);
    check_building(&game).expect("no face leaks");
    // A trip onto a face-down hex turns it over too; onto a hex turned over already, nothing.
    deploy_all(&mut game);
    // Through the draw, the markers and whatever AI pigs come, each seat taking its first choice.
    while !matches!(game.phase, Phase::Travel { .. }) {
        let seat = game.waiting_for()[0];
        let Some(Legal::Exactly(action)) = game.legal_actions(seat).into_iter().next() else {
            panic!("no simple choice in {:?}", game.phase)
        };
        // The King Pig's d8 of 1E (and what follows) rolls seeded dice.
        game.apply(seat, &action, &mut oink::games::rng::Seeded::new(7)).expect("a legal choice");
    }
    let Phase::Travel { player, .. } = game.phase else { panic!("travel: {:?}", game.phase) };
    let from = game.players[player].start.expect("a start");
    let origin = game.cell(from).expect("laid");
    let target = game.neighbours(origin).find(|&i| game.is_face_down(i)).expect("a face-down neighbour");
    let to = game.galaxy[target].at;
    let events =
        ok(&mut game, player, Action::Trip { from, to, piglets: 1, gruiks: 0, card: None, drops: vec![] });
    assert!(events.contains(&Event::HexTurnedOver { at: to, tile: game.galaxy[target].tile }), "{events:?}");
    let events =
        ok(&mut game, player, Action::Trip { from, to, piglets: 1, gruiks: 0, card: None, drops: vec![] });
    assert!(!events.iter().any(|e| matches!(e, Event::HexTurnedOver { .. })), "{events:?}");
}

#[test]
fn l782_face_down_hexes_hide_their_faces_in_every_view() {
    let game = building_game(5, RuleSet::Full, Building::Explored, true);
    // Two face-down hexes of one family with different faces: swapped, nobody sees a change.
    let red: Vec<usize> =
        (0..game.galaxy.len()).filter(|&i| game.galaxy[i].tile.family == Family::Red).collect();
    let (a, b) = red
        .iter()
        .flat_map(|&a| red.iter().map(move |&b| (a, b)))
        .find(|&(a, b)| game.galaxy[a].tile.hex != game.galaxy[b].tile.hex)
        .expect("two red hexes of different faces");
    let mut swapped = game.clone();
    swapped.galaxy[a].tile = game.galaxy[b].tile;
    swapped.galaxy[b].tile = game.galaxy[a].tile;
    for seat in 0..=5 {
        assert_eq!(game.view(seat), swapped.view(seat), "seat {seat}");
        assert_eq!(game.legal_actions(seat), swapped.legal_actions(seat), "seat {seat}");
        let json = serde_json::to_value(game.view(seat)).expect("a view serializes");
        assert_eq!(json["hexes"][a]["face_down"], true);
        assert_eq!(json["hexes"][a]["hex"], "asteroid", "a face-down hex shows no face");
    }
    check_building(&game).expect("no face leaks");
}

#[test]
fn l784_ai_pigs_land_on_known_asteroids_and_turn_black_hexes_over() {
    let mut game = building_game(4, RuleSet::Full, Building::Explored, true);
    deploy_all(&mut game);
    let arrival = Arrival { kind: AiKind::Pirates, count: 2 };
    // Face-down black hexes (asteroids, D10) and asteroids turned over; never a face-down hex of
    // a colour, which may be a planet or an asteroid.
    let expected: Vec<Hex> = (0..game.galaxy.len())
        .filter(|&i| game.ai_at(i).is_none())
        .filter(|&i| {
            let tile = game.galaxy[i].tile;
            if game.is_face_down(i) { tile.family == Family::Black } else { tile.hex == HexKind::Asteroid }
        })
        .map(|i| game.galaxy[i].at)
        .collect();
    assert_eq!(game.ai_placements(arrival), expected);
    let black = (0..game.galaxy.len())
        .find(|&i| game.is_face_down(i) && game.galaxy[i].tile.family == Family::Black)
        .expect("a black hex face down");
    let at = game.galaxy[black].at;
    game.phase = Phase::AiArrival { placer: 0, arrival: Some(arrival) };
    let hidden_coloured = (0..game.galaxy.len())
        .find(|&i| {
            game.is_face_down(i)
                && game.galaxy[i].tile.family != Family::Black
                && game.galaxy[i].tile.hex == HexKind::Asteroid
        })
        .expect("a coloured asteroid face down");
    let unknown = game.galaxy[hidden_coloured].at;
    let refused = act(&mut game, 0, Action::PlaceAi { at: unknown });
    assert_eq!(refused.map(|_| ()).map_err(|e| e.code()), Err("bad_ai_placement"));
    assert!(game.is_face_down(hidden_coloured), "a refused placement turns nothing over");
    let events = ok(&mut game, 0, Action::PlaceAi { at });
    assert!(events.contains(&Event::HexTurnedOver { at, tile: game.galaxy[black].tile }), "{events:?}");
    assert!(!game.is_face_down(black));
}
