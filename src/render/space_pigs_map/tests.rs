//! The map picture: it decodes, has the expected size, a hex's pixel is its planet's colour, and
//! the whole picture matches the committed snapshot (tolerant, since anti-aliasing may differ
//! by a shade between CPUs). `OINK_UPDATE_SNAPSHOTS=1 cargo test --lib space_pigs_map` rewrites
//! the snapshot and the sample in docs/screenshots/.

use super::*;
use crate::games::rng::Seeded;
use crate::games::space_pigs::{Data, Game, Options, Setup};

const SNAPSHOT: &str = "tests/fixtures/space_pigs/map-6p.png";
const SAMPLE: &str = "docs/screenshots/space-pigs-map.png";

/// A seeded 6-player game played at random into round 2's combat (troops spread, a battle on).
fn six_player_game() -> Game {
    let names = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Fay"].map(str::to_owned).to_vec();
    let mut rng = Seeded::new(17);
    let mut game =
        Game::new(names, Options::default(), Data::default(), Setup::default(), &mut rng).expect("setup");
    let mut chooser = Seeded::new(4);
    while !(game.round == 2 && game.view(0).phase == "combat") {
        assert!(!game.is_over(), "the sample game ended early");
        let waiting = game.waiting_for();
        let player = waiting[chooser.below(waiting.len())];
        let legal = game.legal_actions(player);
        let action = legal[chooser.below(legal.len())].sample(&mut chooser);
        game.apply(player, &action, &mut rng).expect("a legal action");
    }
    game
}

fn last_move(game: &Game) -> LastMove {
    // Some hex held by seat 0 and a neighbour of it.
    let from = (0..game.galaxy.len()).find(|&i| game.group(i, 0).is_some()).expect("seat 0 on the board");
    let to = game.neighbours(from).next().expect("a neighbour");
    LastMove { from: game.galaxy[from].at, to: game.galaxy[to].at }
}

fn update() -> bool {
    std::env::var_os("OINK_UPDATE_SNAPSHOTS").is_some()
}

#[test]
fn the_png_decodes_to_the_expected_size_and_stays_small() {
    let game = six_player_game();
    assert_eq!(game.galaxy.len(), 30);
    let view = game.view(0);
    let png = render_png(&view, Some(last_move(&game))).expect("renders");
    assert!(png.len() <= 200 * 1024, "{} bytes", png.len());
    let decoded = Pixmap::decode_png(&png).expect("decodes");
    let layout = Layout::of(&view);
    assert_eq!((decoded.width(), decoded.height()), (WIDTH, layout.height));
    assert_eq!((decoded.width(), decoded.height()), (880, 1082), "the 6-player sample");
}

#[test]
fn a_hex_is_painted_in_its_planet_colour_and_an_owned_hex_has_its_owners_band() {
    let game = six_player_game();
    let view = game.view(0);
    let pixmap = render(&view, None).expect("renders");
    let layout = Layout::of(&view);
    let pixel = |(x, y): (f32, f32)| {
        let p = pixmap.pixel(x.round() as u32, y.round() as u32).expect("inside the picture");
        Rgb(p.red(), p.green(), p.blue())
    };
    let mut checked = 0;
    for hex in view.hexes.iter().filter(|h| h.groups.is_empty()) {
        let (cx, cy) = layout.centre(hex.cell.at);
        let expected = hex_fill(hex.cell.tile.hex, family_colour(hex.cell.tile.family));
        assert_eq!(pixel((cx, cy + 0.3 * layout.radius)), expected, "{}", hex.cell.at);
        checked += 1;
    }
    assert!(checked >= 5, "{checked} empty hexes");
    let owned = view.hexes.iter().find(|h| h.owner.is_some()).expect("an owned hex");
    let (cx, cy) = layout.centre(owned.cell.at);
    // The band is 7 px wide, its middle 6 px inside the border: on the way to the left edge.
    let band = (cx - layout.radius * SQRT_3 / 2.0 + 6.0, cy);
    assert_eq!(pixel(band), palette::player(owned.owner.unwrap_or_default()));
}

#[test]
fn the_picture_matches_the_snapshot() {
    let game = six_player_game();
    let png = render_png(&game.view(0), Some(last_move(&game))).expect("renders");
    if update() {
        std::fs::write(SNAPSHOT, &png).expect("write the snapshot");
        std::fs::write(SAMPLE, &png).expect("write the sample");
    }
    let now = Pixmap::decode_png(&png).expect("decodes");
    let committed = std::fs::read(SNAPSHOT).expect("the committed snapshot");
    let then = Pixmap::decode_png(&committed).expect("the snapshot decodes");
    assert_eq!((now.width(), now.height()), (then.width(), then.height()));
    // Tolerant: a shade of anti-aliasing may differ between CPUs, a changed picture does not.
    let differing = now
        .data()
        .chunks_exact(4)
        .zip(then.data().chunks_exact(4))
        .filter(|(a, b)| a.iter().zip(b.iter()).any(|(x, y)| x.abs_diff(*y) > 16))
        .count();
    let share = differing as f64 / (now.width() * now.height()) as f64;
    assert!(share < 0.002, "{differing} pixels differ ({:.3} %)", share * 100.0);
}

#[test]
fn the_view_of_any_seat_draws_the_same_map() {
    let game = six_player_game();
    let first = render(&game.view(0), None).expect("renders");
    for seat in 1..6 {
        assert_eq!(render(&game.view(seat), None).expect("renders").data(), first.data(), "seat {seat}");
    }
}

#[test]
fn troop_labels_write_piglets_then_big_gruiks() {
    assert_eq!(troop_label(Troops::new(4, 0)), "4");
    assert_eq!(troop_label(Troops::new(4, 1)), "4+1G");
    assert_eq!(troop_label(Troops::new(0, 2)), "2G");
}

#[test]
fn every_galaxy_size_and_an_empty_galaxy_render() {
    for players in 3..=6 {
        let names = (0..players).map(|p| format!("P{p}")).collect();
        let game =
            Game::new(names, Options::default(), Data::default(), Setup::default(), &mut Seeded::new(1))
                .expect("setup");
        assert!(render_png(&game.view(0), None).is_ok());
    }
    let names = ["A", "B", "C"].map(str::to_owned).to_vec();
    let options = Options { auto_board: false, ..Options::default() };
    let game =
        Game::new(names, options, Data::default(), Setup::default(), &mut Seeded::new(1)).expect("setup");
    assert!(game.galaxy.is_empty());
    assert!(render_png(&game.view(0), None).is_ok(), "before the first hex is laid");
}
