//! The map picture: it decodes, has the expected size, a hex's pixel is its planet's colour, and
//! the whole picture matches the committed snapshot (tolerant, since anti-aliasing may differ
//! by a shade between CPUs). `OINK_UPDATE_SNAPSHOTS=1 cargo test --lib space_pigs_map` rewrites
//! the snapshot and the samples in docs/screenshots/. Then the words: every label in every
//! language comes from the catalog and has its glyphs in the embedded font, and the text module
//! draws something sensible for a character the font lacks.

use super::text::stand_in;
use super::*;
use crate::games::rng::Seeded;
use crate::games::space_pigs::{Data, Game, Options, Setup};
use crate::i18n::{Catalog, Locale};

const SNAPSHOT: &str = "tests/fixtures/space_pigs/map-6p.png";
const SAMPLE: &str = "docs/screenshots/space-pigs-map.png";
/// The sample with AI pigs on it (issue 31), written with the snapshot.
const SAMPLE_AI: &str = "docs/screenshots/space-pigs-map-ai.png";

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

fn catalog() -> Catalog {
    Catalog::embedded().expect("the catalog builds")
}

fn update() -> bool {
    std::env::var_os("OINK_UPDATE_SNAPSHOTS").is_some()
}

#[test]
fn the_png_decodes_to_the_expected_size_and_stays_small() {
    let game = six_player_game();
    assert_eq!(game.galaxy.len(), 30);
    let view = game.view(0);
    let png = render_png(&view, Some(last_move(&game)), &catalog(), Locale::EnUs).expect("renders");
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
    let pixmap = render(&view, None, &catalog(), Locale::EnUs).expect("renders");
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
    let png = render_png(&game.view(0), Some(last_move(&game)), &catalog(), Locale::EnUs).expect("renders");
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
    let catalog = catalog();
    let first = render(&game.view(0), None, &catalog, Locale::EnUs).expect("renders");
    for seat in 1..6 {
        let other = render(&game.view(seat), None, &catalog, Locale::EnUs).expect("renders");
        assert_eq!(other.data(), first.data(), "seat {seat}");
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
    let catalog = catalog();
    for players in 3..=6 {
        let names = (0..players).map(|p| format!("P{p}")).collect();
        let game =
            Game::new(names, Options::default(), Data::default(), Setup::default(), &mut Seeded::new(1))
                .expect("setup");
        assert!(render_png(&game.view(0), None, &catalog, Locale::EnUs).is_ok());
    }
    let names = ["A", "B", "C"].map(str::to_owned).to_vec();
    let options = Options { auto_board: false, ..Options::default() };
    let game =
        Game::new(names, options, Data::default(), Setup::default(), &mut Seeded::new(1)).expect("setup");
    assert!(game.galaxy.is_empty());
    assert!(render_png(&game.view(0), None, &catalog, Locale::EnUs).is_ok(), "before the first hex is laid");
}

/// The picture of `game` in `locale`, drawn with a font of its own so the test can ask which
/// characters it lacked.
fn drawn(game: &Game, locale: Locale, catalog: &Catalog) -> (Pixmap, std::collections::BTreeSet<char>) {
    let font = Font::embedded().expect("the font parses");
    let words = Words { catalog, locale };
    let pixmap = draw(&game.view(0), Some(last_move(game)), &words, &font).expect("renders");
    (pixmap, font.fallbacks())
}

/// Pixels of `a` and `b` inside the rows `rows` that differ at all.
fn differing(a: &Pixmap, b: &Pixmap, rows: std::ops::Range<u32>) -> usize {
    let row = 4 * a.width() as usize;
    let range = rows.start as usize * row..rows.end as usize * row;
    a.data()[range.clone()]
        .chunks_exact(4)
        .zip(b.data()[range].chunks_exact(4))
        .filter(|(x, y)| x != y)
        .count()
}

#[test]
fn a_german_or_french_map_is_worded_in_its_language_with_every_glyph_in_the_font() {
    let game = six_player_game();
    let catalog = catalog();
    let (english, lacked) = drawn(&game, Locale::EnUs, &catalog);
    assert!(lacked.is_empty(), "en-US lacks {lacked:?}");
    let layout = Layout::of(&game.view(0));
    let title = 0..TITLE_HEIGHT as u32;
    let legend = layout.legend_top as u32..layout.height;
    for locale in [Locale::De, Locale::Fr] {
        let (translated, lacked) = drawn(&game, locale, &catalog);
        assert!(lacked.is_empty(), "{} draws stand-ins for {lacked:?}", locale.code());
        assert_eq!((translated.width(), translated.height()), (english.width(), english.height()));
        // The title, the hex words and the legend change; nothing else moves.
        assert!(differing(&english, &translated, title.clone()) > 500, "{}: the title", locale.code());
        assert!(differing(&english, &translated, legend.clone()) > 2000, "{}: the legend", locale.code());
        let map = title.end..layout.legend_top as u32;
        assert!(differing(&english, &translated, map) > 500, "{}: the hex words", locale.code());
    }
}

#[test]
fn the_title_and_legend_read_in_the_players_language() {
    let catalog = catalog();
    let words = |locale| Words { catalog: &catalog, locale };
    assert_eq!(words(Locale::EnUs).title(2, "combat"), "Space-Schweine · round 2 · combat");
    assert_eq!(words(Locale::De).title(2, "combat"), "Space-Schweine · Runde 2 · Kampf");
    assert_eq!(words(Locale::Fr).title(0, "build"), "Space-Schweine · mise en place · construction");
    assert_eq!(words(Locale::EnUs).title(3, "extra_window"), "Space-Schweine · round 3 · extra move");
    // A phase the catalog does not know (a newer engine) shows as it is, not as a message id.
    assert_eq!(words(Locale::EnUs).title(1, "new_phase"), "Space-Schweine · round 1 · new phase");
    let seat = |locale, hexes| words(locale).seat("Ann", Clan::Scrofa, false, Troops::new(4, 1), hexes);
    assert_eq!(seat(Locale::EnUs, 1), "Ann · Scrofa · 4+1G on 1 hex");
    assert_eq!(seat(Locale::EnUs, 3), "Ann · Scrofa · 4+1G on 3 hexes");
    assert_eq!(seat(Locale::De, 3), "Ann · Scrofa · 4+1G auf 3 Feldern");
    assert_eq!(seat(Locale::Fr, 0), "Ann · Scrofa · 4+1G sur 0 case");
    let out = words(Locale::De).seat("Ben", Clan::PecariBanzai, true, Troops::default(), 0);
    assert_eq!(out, "Ben · Pecari Banzai · ausgeschieden");
    // The catalog leaves out Fluent's isolation marks; were they back, the font would drop them
    // (see the fallback test), but the text board would show them too.
    assert!(!seat(Locale::Fr, 2).contains(['\u{2068}', '\u{2069}']));
}

/// Every word the map can draw, in every language: it exists in that language's catalog (not
/// an English fallback or the bare id) and the embedded font has all its characters.
#[test]
fn every_map_word_is_in_every_catalog_and_in_the_font() {
    let catalog = catalog();
    let font = Font::embedded().expect("the font parses");
    let mut ids: Vec<&str> = Clan::ALL.into_iter().map(clan_id).collect();
    for kind in [HexKind::Red, HexKind::Yellow, HexKind::Blue, HexKind::Double, HexKind::Asteroid] {
        ids.extend(Family::ALL.into_iter().map(|family| hex_kind_id(kind, family)));
    }
    let phases =
        ["build", "deploy", "draw", "travel", "extra_window", "combat", "reorganise", "reinforce", "over"];
    ids.extend(phases.iter().map(|p| phase_id(p).expect("a phase the view gives")));
    ids.extend(["space-pigs-map-seat-out", "space-pigs-map-key", "space-pigs-map-key-last-move"]);
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 6 + 8 + 9 + 3);
    for locale in Locale::ALL {
        let words = Words { catalog: &catalog, locale };
        let mut texts = Vec::new();
        for id in &ids {
            let text = catalog.exact(locale, id).unwrap_or_else(|| panic!("{}: no {id}", locale.code()));
            texts.push(text);
        }
        for phase in phases {
            texts.push(words.title(0, phase));
            texts.push(words.title(12, phase));
        }
        for hexes in 0..3 {
            texts.push(words.seat("Zoë", Clan::Babiroussa, false, Troops::new(3, 1), hexes));
        }
        for text in &texts {
            let missing = font.missing(text);
            assert!(missing.is_empty(), "{}: {text:?} needs {missing:?}", locale.code());
            assert!(!text.contains("space-pigs-"), "{}: an id instead of a word: {text:?}", locale.code());
        }
    }
    // The letters the translations rely on, spelled out.
    assert!(font.missing("äöüÄÖÜß éèêàçôûîïÉÈÏ œŒ × · „“ « » … –").is_empty());
}

#[test]
fn a_character_the_font_lacks_becomes_a_look_alike_or_a_question_mark_never_a_box() {
    let font = Font::embedded().expect("the font parses");
    let size = 20.0;
    // Invisible formatting (Fluent's isolation marks, a zero-width space) takes no room and is
    // no fallback.
    assert_eq!(font.width("\u{2068}Ann\u{2069}\u{200b}", size), font.width("Ann", size));
    assert!(font.fallbacks().is_empty());
    let bounds = |text: &str| font.path(text, 0.0, 0.0, size, Align::Left).map(|p| p.bounds());
    assert_eq!(bounds("\u{2068}Ann\u{2069}"), bounds("Ann"));
    // A pig emoji in a player's name: the font has no glyph, so a question mark stands in.
    assert!(!font.missing("Ann 🐷").is_empty(), "Roboto has no emoji");
    assert_eq!(font.width("Ann 🐷", size), font.width("Ann ?", size));
    assert_eq!(bounds("Ann 🐷"), bounds("Ann ?"));
    assert_eq!(font.fallbacks(), ['🐷'].into());
    // A look-alike, where one exists: only characters from the table the font lacks can show it.
    for c in ['ő', '‟', '„', 'œ', '×', '\u{202f}', 'ẞ'] {
        let plain = stand_in(c).expect("a look-alike");
        assert!(font.missing(plain).is_empty(), "{c:?} → {plain:?}");
        if !font.missing(&c.to_string()).is_empty() {
            assert_eq!(font.width(&c.to_string(), size), font.width(plain, size), "{c:?}");
        }
    }
    assert_eq!(stand_in('🐷'), None);
    // A text of nothing visible has no outline, and draws nothing rather than failing.
    assert!(font.path("\u{2068}\u{2069}", 0.0, 0.0, size, Align::Left).is_none());
}

#[test]
fn a_long_word_is_drawn_smaller_to_fit_never_larger() {
    let font = Font::embedded().expect("the font parses");
    let text = "4+1G = 4 porcelets et 1 Gros Grouink · bande colorée : propriétaire";
    let size = font.fit(text, 18.0, 300.0);
    assert!(size < 18.0);
    assert!((font.width(text, size) - 300.0).abs() < 0.5, "{}", font.width(text, size));
    assert_eq!(font.fit("RED", 18.0, 300.0), 18.0);
}

/// The full rules' words on the picture (issue 30): the new phases in the title, and the King
/// Pig's line in the legend, in every language and in the font; and the King Pig's crown
/// changes the picture only around his disc.
#[test]
fn the_full_rules_phases_and_the_king_pig_are_drawn_in_every_language() {
    let catalog = catalog();
    let font = Font::embedded().expect("the font parses");
    for locale in Locale::ALL {
        let words = Words { catalog: &catalog, locale };
        let mut texts: Vec<String> = ["settlers", "return", "markers", "election"]
            .iter()
            .map(|phase| {
                let id = phase_id(phase).expect("a phase the view gives");
                assert!(catalog.exact(locale, id).is_some(), "{}: no {id}", locale.code());
                words.title(3, phase)
            })
            .collect();
        let seat = words.seat("Zoë", Clan::Scrofa, false, Troops::new(2, 1), 1);
        texts.push(words.text("space-pigs-map-king", &[("seat", seat.into())]));
        for text in &texts {
            assert!(font.missing(text).is_empty(), "{}: {text:?}", locale.code());
            assert!(!text.contains("space-pigs-"), "{}: {text:?}", locale.code());
        }
    }
    let mut game = six_player_game();
    let (plain, _) = drawn(&game, Locale::EnUs, &catalog);
    game.king = Some(2);
    let (crowned, _) = drawn(&game, Locale::EnUs, &catalog);
    assert!(differing(&plain, &crowned, 0..plain.height()) > 0, "the crown and the title are drawn");
}

/// The sample game with AI pigs on it (issue 31): a stack of each kind, a worm beside a clan,
/// and one planet eaten.
fn with_ai_pigs(mut game: Game) -> Game {
    use crate::games::space_pigs::{AiStack, Eaten};
    game.ai = vec![None; game.galaxy.len()];
    let asteroids: Vec<usize> =
        (0..game.galaxy.len()).filter(|&i| game.galaxy[i].tile.hex == HexKind::Asteroid).collect();
    let kinds = [(AiKind::Pirates, 4), (AiKind::PigEaters, 3), (AiKind::Worm, 1)];
    for (n, (&i, (kind, count))) in asteroids.iter().zip(kinds).enumerate() {
        game.ai[i] = Some(AiStack { kind, count, arrived: 1000 + n as u32 });
    }
    let planet = (0..game.galaxy.len())
        .find(|&i| game.galaxy[i].tile.hex != HexKind::Asteroid && game.groups[i].is_empty())
        .expect("an empty planet");
    let was = game.galaxy[planet].tile.hex;
    game.galaxy[planet].tile.hex = HexKind::Asteroid;
    game.eaten.push(Eaten { at: game.galaxy[planet].at, was, round: 2 });
    game
}

/// AI stacks are dark badges with their kind's shape and letter, an eaten planet has a bite out
/// of it and says so, and the legend gains a row for them; every word of it is in every
/// catalog and in the font. A galaxy without AI pigs draws as before.
#[test]
fn ai_stacks_and_eaten_planets_are_drawn_and_explained_in_every_language() {
    let catalog = catalog();
    let plain = six_player_game();
    let game = with_ai_pigs(plain.clone());
    let view = game.view(0);
    assert_eq!(Layout::of(&view).height, Layout::of(&plain.view(0)).height + LEGEND_ROW as u32);
    let png = render_png(&view, None, &catalog, Locale::EnUs).expect("renders");
    assert!(png.len() <= 200 * 1024, "{} bytes", png.len());
    if update() {
        std::fs::write(SAMPLE_AI, &png).expect("write the sample");
    }
    let pixmap = render(&view, None, &catalog, Locale::EnUs).expect("renders");
    let layout = Layout::of(&view);
    let pixel = |(x, y): (f32, f32)| {
        let p = pixmap.pixel(x.round() as u32, y.round() as u32).expect("inside the picture");
        Rgb(p.red(), p.green(), p.blue())
    };
    for hex in view.hexes.iter().filter(|h| h.ai.is_some() && h.groups.is_empty()) {
        // The badge's pill is dark: an AI stack, not a clan's white one.
        let (cx, cy) = layout.centre(hex.cell.at);
        let badge = (cx + 0.1 * layout.radius, cy - 0.05 * layout.radius);
        assert_eq!(pixel(badge), palette::INK, "{}", hex.cell.at);
    }
    let eaten = view.hexes.iter().find(|h| h.eaten.is_some()).expect("an eaten planet");
    let (cx, cy) = layout.centre(eaten.cell.at);
    let corner = (cx + 0.75 * layout.radius * 0.866, cy - 0.75 * layout.radius * 0.5);
    assert_eq!(pixel(corner), palette::BACKGROUND, "the bite");
    let font = Font::embedded().expect("the font parses");
    for locale in Locale::ALL {
        let words = Words { catalog: &catalog, locale };
        let mut texts = vec![words.text(EATEN_ID, &[])];
        for kind in AiKind::ALL {
            texts.push(words.text(ai_letter_id(kind), &[]));
            texts.push(words.text("space-pigs-map-key-ai", &[("kind", ai_kind_value(kind).into())]));
        }
        texts.push(words.text("space-pigs-map-key-eaten", &[("eaten", 1.into()), ("most", 3.into())]));
        texts.extend(["ai_arrival", "ai_moves"].map(|phase| words.title(2, phase)));
        for text in &texts {
            assert!(font.missing(text).is_empty(), "{}: {text:?}", locale.code());
            assert!(!text.contains("space-pigs-") && !text.contains('{'), "{}: {text:?}", locale.code());
        }
        let letters: std::collections::BTreeSet<String> =
            AiKind::ALL.into_iter().map(|k| words.text(ai_letter_id(k), &[])).collect();
        assert_eq!(letters.len(), 3, "{}: one letter per kind", locale.code());
        let (drawn, lacked) = {
            let font = Font::embedded().expect("the font parses");
            let pixmap = draw(&view, None, &words, &font).expect("renders");
            (pixmap, font.fallbacks())
        };
        assert!(lacked.is_empty(), "{}: {lacked:?}", locale.code());
        assert_eq!(drawn.height(), layout.height);
    }
}

/// A seeded 6-player game on a galaxy of `shape`, troops placed.
fn shaped_game(shape: crate::games::space_pigs::GalaxyShape) -> Game {
    let names = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Fay"].map(str::to_owned).to_vec();
    let options = Options { galaxy_shape: shape, ..Options::default() };
    let mut rng = Seeded::new(23);
    let mut game = Game::new(names, options, Data::default(), Setup::default(), &mut rng).expect("setup");
    while let Some(&player) = game.waiting_for().first().filter(|_| game.round == 0) {
        let action = game.legal_actions(player)[0].sample(&mut rng);
        game.apply(player, &action, &mut rng).expect("a legal action");
    }
    game
}

/// The sample of the twin galaxies (V2), written with the snapshot.
const SAMPLE_TWIN: &str = "docs/screenshots/space-pigs-map-twin.png";

/// Each shape (V2, V5, V6): its hexes drawn where they lie, the twins' sun a golden hex of its
/// own, a letter badge on every hex whose rim wraps, and a legend row saying what the letters
/// (and the sun) mean, in every language with every glyph in the font. A classic galaxy has
/// neither the badges nor the row.
#[test]
fn every_galaxy_shape_draws_its_wraps_and_the_sun_in_every_language() {
    use crate::games::space_pigs::GalaxyShape;
    let catalog = catalog();
    let classic = six_player_game().view(0);
    assert!(classic.wraps.is_empty() && classic.sun.is_none());
    for shape in [GalaxyShape::Waffle, GalaxyShape::Twin, GalaxyShape::Freedom] {
        let game = shaped_game(shape);
        let view = game.view(0);
        assert!(!view.wraps.is_empty(), "{shape:?} wraps");
        assert_eq!(view.sun.is_some(), shape == GalaxyShape::Twin);
        let layout = Layout::of(&view);
        let pixmap = render(&view, None, &catalog, Locale::EnUs).expect("renders");
        let pixel = |(x, y): (f32, f32)| {
            let p = pixmap.pixel(x.round() as u32, y.round() as u32).expect("inside the picture");
            Rgb(p.red(), p.green(), p.blue())
        };
        for hex in &view.hexes {
            let (x, y) = layout.centre(hex.cell.at);
            assert!(x > 0.0 && x < WIDTH as f32 && y > TITLE_HEIGHT && y < layout.legend_top, "{shape:?}");
        }
        for wrap in &view.wraps {
            // The badge's white disc, just off its letter.
            let (cx, cy) = layout.centre(wrap.at);
            let (dx, dy) = shapes::WRAP_BADGE;
            let disc = (cx + (dx - 0.11) * layout.radius, cy + dy * layout.radius);
            assert_eq!(pixel(disc), palette::WHITE, "{shape:?} {}", wrap.at);
        }
        if let Some(sun) = view.sun {
            let (cx, cy) = layout.centre(sun);
            assert_eq!(pixel((cx - 0.6 * layout.radius, cy)), palette::SUN, "the sun's hex");
            if update() {
                let png = render_png(&view, None, &catalog, Locale::EnUs).expect("renders");
                std::fs::write(SAMPLE_TWIN, &png).expect("write the sample");
            }
        }
        let font = Font::embedded().expect("the font parses");
        for locale in Locale::ALL {
            let words = Words { catalog: &catalog, locale };
            let texts = [
                words.text(shapes::SUN_ID, &[]),
                words.text(shapes::WRAPS_ID, &[("letters", "α, β, γ".into())]),
                words.text(shapes::SUN_KEY_ID, &[("letters", "α, β".into())]),
            ];
            for text in &texts {
                assert!(font.missing(text).is_empty(), "{}: {text:?}", locale.code());
                assert!(!text.contains("space-pigs-") && !text.contains('{'), "{}: {text:?}", locale.code());
            }
            let font = Font::embedded().expect("the font parses");
            let drawn = draw(&view, None, &words, &font).expect("renders");
            assert!(font.fallbacks().is_empty(), "{}: {:?}", locale.code(), font.fallbacks());
            assert_eq!(drawn.height(), layout.height);
        }
    }
}

/// V9 (L782): a galaxy lying face down is drawn as the backs of its hexes, each with its
/// family's disc and the word for "face down", the key saying what they are; the words are in
/// every catalog and the font. A hex turned over shows its face again.
#[test]
fn face_down_hexes_are_drawn_as_backs_with_their_family() {
    use crate::games::space_pigs::{Building, Family, RuleSet};
    let names = ["Ann", "Ben", "Cleo"].map(str::to_owned).to_vec();
    let options = Options { rules: RuleSet::Full, building: Building::Explored, ..Options::default() };
    let game =
        Game::new(names, options, Data::default(), Setup::default(), &mut Seeded::new(5)).expect("setup");
    let view = game.view(0);
    assert!(view.hexes.iter().all(|h| h.face_down));
    let catalog = catalog();
    let pixmap = render(&view, None, &catalog, Locale::EnUs).expect("renders");
    let layout = Layout::of(&view);
    let pixel = |(x, y): (f32, f32)| {
        let p = pixmap.pixel(x.round() as u32, y.round() as u32).expect("inside the picture");
        Rgb(p.red(), p.green(), p.blue())
    };
    for hex in &view.hexes {
        let (cx, cy) = layout.centre(hex.cell.at);
        assert_eq!(pixel((cx, cy + 0.35 * layout.radius)), palette::FACE_DOWN, "{}", hex.cell.at);
        let disc = family_colour(hex.cell.tile.family).unwrap_or(palette::ROCK);
        assert_eq!(pixel((cx, cy)), disc, "{}", hex.cell.at);
    }
    assert!(view.hexes.iter().any(|h| h.cell.tile.family == Family::Black));
    let font = Font::embedded().expect("the font parses");
    for locale in Locale::ALL {
        for id in [FACE_DOWN_ID, "space-pigs-map-key-face-down"] {
            let text = catalog.exact(locale, id).unwrap_or_else(|| panic!("{}: no {id}", locale.code()));
            assert!(font.missing(&text).is_empty(), "{}: {text:?}", locale.code());
        }
    }
}

/// Issue 52: on a 375-pixel phone the picture shows at 375/880 of its size, so a hex's name
/// must be about 20 pixels high on it (the cap height of 28-pixel letters) to read like 12-pixel
/// text — on the widest galaxy too, where the hexes are smallest.
#[test]
fn hex_names_are_drawn_large_enough_to_read_on_a_phone() {
    use crate::games::space_pigs::GalaxyShape;
    let catalog = catalog();
    let games = [GalaxyShape::Waffle, GalaxyShape::Twin, GalaxyShape::Freedom]
        .map(shaped_game)
        .into_iter()
        .chain([six_player_game()]);
    for game in games {
        let view = game.view(0);
        let layout = Layout::of(&view);
        let pixmap = render(&view, None, &catalog, Locale::EnUs).expect("renders");
        for hex in view.hexes.iter().filter(|h| h.groups.is_empty() && h.ai.is_none()) {
            // The name's white letters, between the hex's top and its troops, left of a wrap's badge.
            let (cx, cy) = layout.centre(hex.cell.at);
            let r = layout.radius;
            let rows: Vec<u32> = ((cy - 0.95 * r) as u32..(cy - 0.15 * r) as u32)
                .filter(|&y| {
                    ((cx - 0.45 * r) as u32..(cx + 0.45 * r) as u32).any(|x| {
                        pixmap
                            .pixel(x, y)
                            .is_some_and(|p| Rgb(p.red(), p.green(), p.blue()) == palette::WHITE)
                    })
                })
                .collect();
            let height = rows.last().zip(rows.first()).map_or(0, |(last, first)| last - first + 1);
            assert!(
                height >= 19,
                "{:?}: {} is {height} px high on the picture (radius {r:.0})",
                view.galaxy_shape,
                hex.name
            );
        }
    }
}

/// Issue 54: the picture's alt text says what a sighted player reads off it, in every
/// language and within Discord's 1,024 characters: every hex by its name, where every clan
/// stands with how many troops, the battle and the last move.
#[test]
fn the_alt_text_tells_every_hex_every_clans_troops_the_battle_and_the_last_move() {
    let catalog = catalog();
    let game = six_player_game();
    let view = game.view(0);
    let moved = Some(LastMove { from: view.hexes[0].cell.at, to: view.hexes[1].cell.at });
    for locale in Locale::ALL {
        let alt = alt_text(&view, moved, &catalog, locale);
        assert!(alt.chars().count() <= ALT_MOST, "{}: {} characters", locale.code(), alt.chars().count());
        assert!(!alt.contains("space-pigs-") && !alt.contains('{') && !alt.ends_with('…'), "{alt}");
        for hex in &view.hexes {
            assert!(alt.contains(hex.name.as_str()), "{}: {} missing from {alt}", locale.code(), hex.name);
            for group in &hex.groups {
                let stands = format!("{} {}", hex.name, troop_label(group.troops));
                assert!(alt.contains(&stands), "{}: {stands} missing from {alt}", locale.code());
            }
        }
        for seat in &view.seats {
            assert!(alt.contains(seat.name.as_str()), "{}: {}", locale.code(), seat.name);
        }
        let battle = view.battle.as_ref().expect("a battle is on");
        assert!(alt.contains(&view.hex_name(battle.at)), "{alt}");
        assert!(alt.contains(&view.hexes[1].name), "{alt}");
    }
    let shown = alt_text(&view, moved, &catalog, Locale::EnUs);
    assert!(shown.starts_with("Space-Schweine · round 2 · combat."), "{shown}");
}
