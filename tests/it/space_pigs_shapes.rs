//! The galaxy shapes of Space-Schweine (L727–770, V2/V5/V6, issue 32): scenario tests named by
//! the book's lines (`../shared/seeds/space-schweine.de.txt`), the check the random games run
//! after every action ([`check_shape`], from `check_variants`), and random quick-start and full
//! games on every shape, their records replayed.

use oink::games::rng::Script;
use oink::games::space_pigs::shapes::fits;
use oink::games::space_pigs::topology::{SUN, TRANSIT};
use oink::games::space_pigs::{
    Action, Card, Data, GalaxyShape, Game, Hex, Options, Phase, RuleSet, Setup, SetupError,
};
use proptest::prelude::*;

use super::space_pigs_full::{act, give, hex, names, ok, put};
use super::space_pigs_props::{play_checked, record_replays};

/// What the shapes promise, checked after `action` turned `before` into `game`: the galaxy
/// has its shape; touching is symmetric and holds every grid neighbour; a classic galaxy
/// touches exactly its grid neighbours (as before the shapes); the twins touch only through
/// the transit galaxy and nothing lies on the sun; a trip without a card goes to a hex that
/// touches.
pub(super) fn check_shape(game: &Game, before: &Game, action: &Action) -> Result<(), TestCaseError> {
    let shape = game.options.galaxy_shape;
    if matches!(game.phase, Phase::Build { .. }) {
        return Ok(());
    }
    prop_assert!(fits(shape, &game.galaxy), "the galaxy lost its {:?} shape", shape);
    for (i, cell) in game.galaxy.iter().enumerate() {
        let touching: Vec<usize> = game.neighbours(i).collect();
        let grid: Vec<usize> =
            (0..game.galaxy.len()).filter(|&j| game.galaxy[j].at.is_adjacent(cell.at)).collect();
        prop_assert!(grid.iter().all(|j| touching.contains(j)), "a grid neighbour of {} is missing", cell.at);
        prop_assert!(!touching.contains(&i));
        for &j in &touching {
            prop_assert!(
                game.neighbours(j).any(|k| k == i),
                "{} → {} only one way",
                cell.at,
                game.galaxy[j].at
            );
        }
        if shape == GalaxyShape::Classic {
            prop_assert_eq!(&touching, &grid);
        }
        if shape == GalaxyShape::Twin {
            let side = |at: Hex| (!TRANSIT.contains(&at)).then_some(at.q > 0);
            for &j in &touching {
                let (a, b) = (side(cell.at), side(game.galaxy[j].at));
                prop_assert!(a.is_none() || b.is_none() || a == b, "the twins touch at {}", cell.at);
            }
        }
    }
    prop_assert!(shape != GalaxyShape::Twin || game.cell(SUN).is_none(), "a hex on the sun");
    if let Action::Trip { from, to, card: None, .. } = action {
        prop_assert!(before.touches(*from, *to), "a trip without a card from {} to {}", from, to);
    }
    Ok(())
}

/// A quick-start game of `n` on a galaxy of `shape`, laid from a script (no shuffle).
fn shaped(n: usize, shape: GalaxyShape) -> Game {
    let options = Options { galaxy_shape: shape, ..Options::default() };
    Game::new(names(n), options, Data::default(), Setup::default(), &mut Script::default()).expect("setup")
}

/// Round 1's travel phase for seat 0, every hand back in the deck.
fn travelling(game: &mut Game) {
    for player in &mut game.players {
        game.deck.append(&mut player.hand);
    }
    game.round = 1;
    game.phase = Phase::Travel { player: 0, trips: 3, after: None };
}

fn trip(from: Hex, to: Hex, card: Option<Card>) -> Action {
    Action::Trip { from, to, piglets: 1, gruiks: 0, card, drops: Vec::new() }
}

/// The hexes of `game` that have a free grid position beside them.
fn rim(game: &Game) -> Vec<usize> {
    (0..game.galaxy.len()).filter(|&i| game.is_edge(i)).collect()
}

#[test]
fn l760_the_waffle_galaxy_is_a_band_three_hexes_high_whose_rows_wrap_end_to_end() {
    for n in 3..=6 {
        let mut game = shaped(n, GalaxyShape::Waffle);
        assert_eq!(game.galaxy.len(), Data::default().tiles(n).len(), "the board table's hexes");
        assert!(game.galaxy.iter().all(|c| (-1..=1).contains(&c.at.r)), "three rows");
        for row in -1..=1 {
            let qs: Vec<i8> = game.galaxy.iter().filter(|c| c.at.r == row).map(|c| c.at.q).collect();
            let (west, east) =
                (hex(*qs.iter().min().expect("a hex"), row), hex(*qs.iter().max().expect("a hex"), row));
            assert!(west.distance(east) >= 4, "a long band");
            assert!(game.touches(west, east), "row {row}'s ends touch");
            // Only the ends wrap: the hex after the west end does not touch the east end.
            assert!(!game.touches(hex(west.q + 1, row), east));
        }
        // A trip without a card goes across the wrap, in one step.
        let (west, east) =
            (hex(game.galaxy.iter().filter(|c| c.at.r == 0).map(|c| c.at.q).min().unwrap_or(0), 0), {
                let q = game.galaxy.iter().filter(|c| c.at.r == 0).map(|c| c.at.q).max().unwrap_or(0);
                hex(q, 0)
            });
        travelling(&mut game);
        put(&mut game, west, 0, 2, 0);
        put(&mut game, hex(0, -1), 1, 1, 0);
        assert!(game.legal_actions(0).iter().any(|l| matches!(
            l,
            oink::games::space_pigs::Legal::Choice(oink::games::space_pigs::Choice::Trip { to, card: None, .. })
                if *to == east
        )));
        ok(&mut game, 0, trip(west, east, None));
        assert!(game.group(game.cell(east).expect("laid"), 0).is_some());
    }
}

#[test]
fn l743_every_rim_hex_of_a_twin_galaxy_touches_the_others_of_its_galaxy_and_the_twins_do_not_touch() {
    for n in 3..=6 {
        let game = shaped(n, GalaxyShape::Twin);
        assert_eq!(game.galaxy.len(), Data::default().tiles(n).len());
        assert!(game.cell(SUN).is_none(), "no hex on the sun");
        assert!(TRANSIT.iter().all(|t| game.cell(*t).is_some()), "the transit galaxy of three hexes");
        let centres = game.centres();
        assert_eq!(centres.len(), 2, "two centres");
        assert!(centres.iter().all(|c| game.cell(*c).is_some()));
        let galaxy_of = |i: usize| {
            let at = game.galaxy[i].at;
            (!TRANSIT.contains(&at)).then_some(at.q > 0)
        };
        let rim = rim(&game);
        for &a in &rim {
            for &b in &rim {
                let same = galaxy_of(a).is_some() && galaxy_of(a) == galaxy_of(b);
                if a != b && same {
                    assert!(
                        game.neighbours(a).any(|x| x == b),
                        "{} and {}",
                        game.galaxy[a].at,
                        game.galaxy[b].at
                    );
                }
                if galaxy_of(a).is_some() && galaxy_of(b).is_some() && galaxy_of(a) != galaxy_of(b) {
                    assert!(!game.neighbours(a).any(|x| x == b), "the twins touch");
                }
            }
        }
        // Walking, the way from one galaxy to the other leads through the transit galaxy.
        let west = game.cell(hex(-1, 0)).expect("the hex west of the sun");
        let east = game.cell(hex(1, 0)).expect("the hex east of the sun");
        assert_eq!(game.distances_from(west)[east], Some(3), "{n} players");
    }
}

#[test]
fn l733_the_sun_is_crossed_only_with_a_travel_range_card() {
    use oink::games::space_pigs::{Choice, Legal};
    let mut game = shaped(3, GalaxyShape::Twin);
    travelling(&mut game);
    let (west, east) = (hex(-1, 0), hex(1, 0));
    put(&mut game, west, 0, 3, 0);
    put(&mut game, east, 0, 1, 0);
    put(&mut game, hex(-1, 2), 1, 1, 0);
    let offered = |game: &Game, card: Option<Card>| {
        game.legal_actions(0).iter().any(|l| {
            matches!(l, Legal::Choice(Choice::Trip { from, to, card: c, .. }) if *from == west && *to == east && *c == card)
        })
    };
    // On foot the sun is in the way: three steps round it through the transit galaxy.
    assert_eq!(act(&mut game, 0, trip(west, east, None)).map_err(|e| e.code()), Err("too_far"));
    assert!(!offered(&game, None));
    // The free trip of a Rückenrakete (two hexes, to an own hex) does not cross it either.
    give(&mut game, 0, &[Card::Rueckenrakete]);
    assert!(!offered(&game, Some(Card::Rueckenrakete)));
    let before = game.clone();
    assert_eq!(
        act(&mut game, 0, trip(west, east, Some(Card::Rueckenrakete))).map_err(|e| e.code()),
        Err("too_far")
    );
    assert_eq!(game, before, "a refused trip changes nothing");
    // A Planeten-Verschiebung (two hexes) crosses it: west of the sun, the sun, east of it.
    give(&mut game, 0, &[Card::PlanetenVerschiebung]);
    assert!(offered(&game, Some(Card::PlanetenVerschiebung)));
    ok(&mut game, 0, trip(west, east, Some(Card::PlanetenVerschiebung)));
    let at = game.cell(east).expect("laid");
    assert_eq!(game.group(at, 0).map(|g| g.troops.piglets), Some(2));
    // The sun is no hex: nobody lands on it.
    assert_eq!(act(&mut game, 0, trip(west, SUN, None)).map_err(|e| e.code()), Err("no_such_hex"));
}

#[test]
fn l770_freedom_lays_a_connected_galaxy_without_a_centre_whose_rim_hexes_all_touch() {
    for n in 3..=6 {
        let game = shaped(n, GalaxyShape::Freedom);
        assert_eq!(game.galaxy.len(), Data::default().tiles(n).len());
        assert!(fits(GalaxyShape::Freedom, &game.galaxy), "every hex touches the galaxy");
        assert!(game.centres().is_empty(), "no centre");
        let rim = rim(&game);
        for &a in &rim {
            assert!(rim.iter().filter(|&&b| b != a).all(|b| game.neighbours(a).any(|x| x == *b)));
        }
    }
    // L717: an eliminated clan comes back on an empty edge hex; with none left, on the centre,
    // and a free galaxy has none: on any hex, held or not.
    let mut game = shaped(3, GalaxyShape::Freedom);
    let everywhere: Vec<Hex> = game.galaxy.iter().map(|c| c.at).collect();
    let first_edge = game.galaxy[rim(&game)[0]].at;
    assert!(game.return_hexes().contains(&first_edge));
    for i in rim(&game) {
        let at = game.galaxy[i].at;
        put(&mut game, at, 1, 1, 0);
    }
    assert_eq!(game.return_hexes(), everywhere);
}

#[test]
fn l727_a_record_whose_galaxy_lacks_its_shape_is_refused_and_shapes_are_not_built_by_hand() {
    let classic = shaped(4, GalaxyShape::Classic).galaxy;
    for shape in [GalaxyShape::Waffle, GalaxyShape::Twin] {
        let options = Options { galaxy_shape: shape, ..Options::default() };
        let setup = Setup { galaxy: Some(classic.clone()), ..Setup::default() };
        let refused = Game::new(names(4), options, Data::default(), setup, &mut Script::default());
        assert_eq!(refused.as_ref().err(), Some(&SetupError::ShapeLayout), "{shape:?}");
        assert_eq!(refused.err().map(|e| e.code()), Some("bad_galaxy_shape"));
        // Its own galaxy, given back, is taken.
        let own = shaped(4, shape).galaxy;
        let setup = Setup { galaxy: Some(own), ..Setup::default() };
        assert!(Game::new(names(4), options, Data::default(), setup, &mut Script::default()).is_ok());
    }
    // Freedom takes any connected galaxy, the classic one too, but not a scattered one.
    let mut scattered = classic.clone();
    scattered[0].at = hex(20, 20);
    let options = Options { galaxy_shape: GalaxyShape::Freedom, ..Options::default() };
    let setup = Setup { galaxy: Some(scattered), ..Setup::default() };
    let refused = Game::new(names(4), options, Data::default(), setup, &mut Script::default());
    assert_eq!(refused.err(), Some(SetupError::ShapeLayout));
    // The shapes are laid at random: hand building lays the book's rings.
    let by_hand = Options { galaxy_shape: GalaxyShape::Waffle, auto_board: false, ..Options::default() };
    let refused = Game::new(names(4), by_hand, Data::default(), Setup::default(), &mut Script::default());
    assert_eq!(refused.err(), Some(SetupError::ShapeBuiltByHand));
}

#[test]
fn l342_start_hexes_on_a_shaped_galaxy_are_on_its_rim_and_apart() {
    for shape in [GalaxyShape::Waffle, GalaxyShape::Twin, GalaxyShape::Freedom] {
        let mut game = shaped(6, shape);
        while let Phase::Deploy { player } = game.phase {
            let hexes = game.start_hexes(player);
            assert!(!hexes.is_empty(), "{shape:?}: seat {player} has a start hex");
            for at in &hexes {
                assert!(game.is_edge(game.cell(*at).expect("laid")), "{shape:?}: {at} on the rim");
            }
            ok(&mut game, player, Action::Deploy { at: hexes[0] });
        }
        let starts: Vec<Hex> = game.players.iter().filter_map(|p| p.start).collect();
        assert_eq!(starts.len(), 6);
        for (i, a) in starts.iter().enumerate() {
            assert!(starts[i + 1..].iter().all(|b| a.distance(*b) >= 2), "{shape:?}: starts apart");
        }
    }
}

/// The shapes other than the classic one.
fn any_shape() -> impl Strategy<Value = GalaxyShape> {
    prop_oneof![Just(GalaxyShape::Waffle), Just(GalaxyShape::Twin), Just(GalaxyShape::Freedom)]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, failure_persistence: None, ..ProptestConfig::default() })]

    /// Quick-start games on every shape, with the variants a quick-start table may play;
    /// `check_variants` (and through it [`check_shape`]) runs after every action.
    #[test]
    fn random_quick_start_games_on_every_galaxy_shape_keep_every_invariant(
        seed in any::<u64>(),
        players in 3usize..=6,
        shape in any_shape(),
        wild_game in any::<bool>(),
    ) {
        let options = Options { galaxy_shape: shape, wild_game, max_rounds: Some(12), ..Options::default() };
        play_checked(players, options, seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 80, failure_persistence: None, ..ProptestConfig::default() })]

    /// Full games (AI pigs, elections, returns) on every shape.
    #[test]
    fn random_full_games_on_every_galaxy_shape_keep_every_invariant(
        seed in any::<u64>(),
        players in 3usize..=6,
        shape in any_shape(),
    ) {
        let options = Options { rules: RuleSet::Full, galaxy_shape: shape, max_rounds: Some(6), ..Options::default() };
        super::space_pigs_full::play_checked_with(players, options, seed, false)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 20, failure_persistence: None, ..ProptestConfig::default() })]

    /// A record of a game on a shaped galaxy replays exactly: the shape is an option, the
    /// galaxy follows from the seed, and touching from the galaxy.
    #[test]
    fn a_record_of_a_game_on_a_shaped_galaxy_replays_it_exactly(
        seed in any::<u64>(),
        players in 3usize..=6,
        shape in any_shape(),
        full in any::<bool>(),
    ) {
        let rules = if full { RuleSet::Full } else { RuleSet::QuickStart };
        let options = Options { rules, galaxy_shape: shape, max_rounds: Some(6), ..Options::default() };
        let (game, actions) = if full {
            super::space_pigs_full::play_checked_with(players, options, seed, false)?
        } else {
            play_checked(players, options, seed)?
        };
        record_replays(&game, options, seed, actions)?;
    }
}
