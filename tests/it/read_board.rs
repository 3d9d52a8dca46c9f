//! Issue 54, 🔊 "Read the board": every game's board in plain sentences, for screen readers,
//! in the clicker's language, for seated players and spectators alike; within Discord's
//! bounds over random games; and the `text_boards` setting that gives a player their private
//! panel in that form.

use oink::games::ai::Level;
use oink::games::registry::{AnyGame, AnyOptions};
use oink::games::rng::Seeded;
use oink::games::seam::{Session, TableGame};
use oink::games::three_pigs::{House, Kind, Material, Tile};
use oink::games::{space_pigs, three_pigs, wuerfelhaus};
use oink::i18n::{Catalog, Locale};
use oink::render::Reply;
use oink::render::reply::Row;
use oink::render::spoken::{MOST, has_art};
use oink::table::Stage;
use oink::table::settings::SettingsChange;

use crate::space_pigs_tables::{open_panel, started_with};
use crate::table_service::{AT, actor, click, open_started, setup, table};
use crate::three_pigs_render::{seats, table as table_of};

/// The spoken board of `stage` in `locale`: its text, checked to be a private answer within
/// the bound and free of emoji art.
fn spoken(catalog: &Catalog, stage: Stage, locale: Locale) -> String {
    let table = table_of(stage, locale);
    let reply = oink::render::read_aloud(catalog, &table.view()).expect("a game reads aloud");
    words_of(&reply)
}

/// The words of a spoken answer, checked for what every spoken answer must be.
fn words_of(reply: &Reply) -> String {
    assert!(reply.ephemeral, "for the reader alone");
    assert!(reply.files.is_empty(), "no picture");
    let embed = reply.embed.as_ref().expect("an embed");
    assert!(embed.fields.is_empty() && embed.image.is_none());
    let count = embed.description.chars().count();
    assert!(count <= MOST, "{count} characters");
    let all = format!("{}\n{}", embed.title, embed.description);
    assert!(!has_art(&all), "emoji art in {all}");
    assert!(!all.contains("{$") && !all.contains("{ $"), "a variable left unfilled in {all}");
    all
}

/// Plays `steps` random legal moves (fewer if the game ends).
fn random_moves<G: TableGame>(session: &mut Session<G>, steps: usize, chooser: &mut Seeded) {
    for _ in 0..steps {
        let waiting = session.game.waiting_for();
        if session.game.is_over() || waiting.is_empty() {
            return;
        }
        let seat = waiting[chooser.below(waiting.len())];
        // The random computer player: any legal move, uniformly (a Space-Schweine trip needs
        // its drops chosen, which the bare list of legal moves leaves empty).
        let Some(action) = session.game.ai(seat, Level::Random, chooser) else { return };
        session.recent = session.game.apply(seat, &action, &mut session.rng).expect("legal");
    }
}

fn tile(kind: Kind, material: Material, pots: u8) -> Tile {
    Tile { kind, material, pots }
}

/// The Three Little Pigs: each player's houses tile by tile by material and kind, what a
/// house lacks, the score; whose turn it is, in three languages.
#[test]
fn three_pigs_reads_each_house_by_material_and_what_it_lacks() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut session: Session<three_pigs::Game> =
        Session::start(seats(2), &three_pigs::Options::default(), 3).expect("start");
    let first = session.seats[0].name.clone();
    let second = session.seats[1].name.clone();
    session.game.players[0].houses = vec![House {
        tiles: vec![tile(Kind::Door, Material::Straw, 0), tile(Kind::Window, Material::Wood, 0)],
    }];
    session.game.players[1].houses = vec![House {
        tiles: vec![
            tile(Kind::Door, Material::Brick, 0),
            tile(Kind::Window, Material::Brick, 1),
            tile(Kind::Roof, Material::Brick, 0),
        ],
    }];
    let stage = Stage::Playing(AnyGame::ThreePigs(session));
    for (locale, house, complete, turn) in [
        (
            Locale::EnUs,
            "house 1: straw door, wooden window, missing roof",
            "house 1: brick door, brick window, brick roof, 1 flowerpot, complete with its roof",
            "your turn",
        ),
        (
            Locale::De,
            "Haus 1: Strohtür, Holzfenster, Dach fehlt",
            "1 Blumentopf, fertig mit Dach",
            "du bist dran",
        ),
        (
            Locale::Fr,
            "maison 1 : porte en paille, fenêtre en bois, il manque le toit",
            "1 pot de fleurs, finie avec son toit",
            "à toi",
        ),
    ] {
        let said = spoken(&catalog, stage.clone(), locale);
        let says = |name: &str, what: &str| {
            said.lines().any(|l| l.starts_with(&format!("{name},")) && l.contains(what))
        };
        assert!(says(&first, house), "{locale:?}: {said}");
        assert!(says(&second, complete), "{locale:?}: {said}");
        assert!(
            said.lines().nth(1).is_some_and(|l| l.contains(&first) && l.contains(turn)),
            "{locale:?}: {said}"
        );
    }
}

/// Würfelhaus: each wall row by row, the numbers painted and the ones still open.
#[test]
fn wuerfelhaus_reads_each_row_of_each_wall() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut session: Session<wuerfelhaus::Game> =
        Session::start(seats(2), &wuerfelhaus::Options::default(), 3).expect("start");
    let first = session.seats[0].name.clone();
    for id in ["1.1", "1.2", "1.3", "1.4", "1.5", "2.1", "2.2", "5.1L"] {
        let cell = session.game.sheet.cell(id).expect(id);
        // A whole brick is bit 0; the left third of the 18 is bit 1 (as the records store them).
        let bits = if cell.third.is_some() { 0b010 } else { 0b001 };
        session.game.walls[0].paint[cell.brick] |= bits;
    }
    let stage = Stage::Playing(AnyGame::Wuerfelhaus(session));
    for (locale, rows) in [
        (
            Locale::EnUs,
            [
                "bricks painted: 7 of 15",
                "Row 1: painted 1, 1, 1, 2, 2; open none.",
                "Row 2: painted 3, 3; open 4, 4.",
                "Row 5, roof: painted the left third of the 18; open 18.",
            ],
        ),
        (
            Locale::De,
            [
                "bemalte Steine: 7 von 15",
                "Reihe 1: bemalt 1, 1, 1, 2, 2; offen keine.",
                "Reihe 2: bemalt 3, 3; offen 4, 4.",
                "Reihe 5, Dach: bemalt",
            ],
        ),
        (
            Locale::Fr,
            [
                "briques peintes : 7 sur 15",
                "Rangée 1 : peintes 1, 1, 1, 2, 2 ; libres aucune.",
                "Rangée 2 : peintes 3, 3 ; libres 4, 4.",
                "Rangée 5, toit : peintes",
            ],
        ),
    ] {
        let said = spoken(&catalog, stage.clone(), locale);
        let wall = said.lines().find(|l| l.starts_with(&first) && l.contains(rows[0])).unwrap_or_default();
        for row in rows {
            assert!(wall.contains(row), "{locale:?}: {row:?} in {said}");
        }
    }
}

/// Space-Schweine: each clan's hexes by their short names with its troops there, its supply
/// and cards; whom the game waits for.
#[test]
fn space_pigs_reads_each_clans_hexes_by_name_and_troops() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut session: Session<space_pigs::Game> =
        Session::start(seats(3), &space_pigs::Options::default(), 11).expect("start");
    let mut chooser = Seeded::new(11);
    // Past the deployment, into the first round: every clan stands somewhere.
    while session.game.view(3).round == 0 {
        random_moves(&mut session, 1, &mut chooser);
    }
    let view = session.game.view(session.game.players.len());
    let stage = Stage::Playing(AnyGame::SpacePigs(session.clone()));
    for (locale, supply, piglets) in [
        (Locale::EnUs, "Supply:", "piglet"),
        (Locale::De, "Vorrat:", "Ferkel"),
        (Locale::Fr, "Réserve :", "porcelet"),
    ] {
        let said = spoken(&catalog, stage.clone(), locale);
        for (seat, clan) in session.seats.iter().enumerate() {
            let line = said
                .lines()
                .find(|l| l.starts_with(&format!("{},", clan.name)) && l.contains(supply))
                .unwrap_or_default();
            let hex = view.hexes.iter().find(|h| h.groups.iter().any(|g| g.player == seat)).expect("a hex");
            let troops = hex.groups.iter().find(|g| g.player == seat).expect("a group").troops;
            assert!(
                line.contains(&format!("{} ({} {piglets}", hex.name, troops.piglets)),
                "{locale:?}: {said}"
            );
            assert!(line.contains(supply), "{locale:?}: {line}");
        }
        let waiting = &session.seats[view.waiting_for[0]].name;
        assert!(said.lines().nth(2).is_some_and(|l| l.contains(waiting.as_str())), "{locale:?}: {said}");
    }
}

/// The bound: random six-clan Space-Schweine games (quick-start and full rules) and
/// five-player Three Little Pigs games, read at many points, always within [`MOST`] characters and free of art.
#[test]
fn spoken_boards_stay_within_discords_bound_over_random_games() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut longest = 0;
    for seed in 0..12 {
        // Every other game under the full rules, whose boards say more per clan.
        let rules = if seed % 2 == 0 { space_pigs::RuleSet::Full } else { space_pigs::RuleSet::QuickStart };
        let options = space_pigs::Options { rules, max_rounds: Some(4), ..space_pigs::Options::default() };
        let mut session: Session<space_pigs::Game> = Session::start(seats(6), &options, seed).expect("start");
        let mut chooser = Seeded::new(seed);
        while !session.game.is_over() {
            random_moves(&mut session, 40, &mut chooser);
            let stage = Stage::Playing(AnyGame::SpacePigs(session.clone()));
            let locale = Locale::ALL[(seed as usize) % Locale::ALL.len()];
            longest = longest.max(spoken(&catalog, stage, locale).chars().count());
        }
    }
    for seed in 0..40 {
        let mut session: Session<three_pigs::Game> =
            Session::start(seats(5), &three_pigs::Options::default(), seed).expect("start");
        let mut chooser = Seeded::new(seed);
        while !session.game.is_over() {
            random_moves(&mut session, 25, &mut chooser);
            for locale in Locale::ALL {
                let stage = Stage::Playing(AnyGame::ThreePigs(session.clone()));
                longest = longest.max(spoken(&catalog, stage, locale).chars().count());
            }
        }
    }
    assert!(longest > 800, "the random games reached long boards: {longest}");
}

/// The 🔊 button of `reply`, if it has one.
fn read_button(reply: &Reply) -> Option<String> {
    reply.rows.iter().find_map(|row| match row {
        Row::Buttons(buttons) => {
            buttons.iter().find(|b| b.custom_id.ends_with(":read")).map(|b| b.custom_id.clone())
        }
        Row::Select(_) => None,
    })
}

/// The button works through the table service for every game: a seated player and a
/// spectator each get the board in their own language, for them alone, and nothing changes.
#[tokio::test]
async fn the_read_button_answers_seated_players_and_spectators_in_their_language() {
    let games: [(AnyOptions, &str, &str); 3] = [
        (AnyOptions::ThreePigs(Default::default()), "Punkte", "maison"),
        (AnyOptions::Wuerfelhaus(Default::default()), "Reihe 1", "Rangée 1"),
        (AnyOptions::SpacePigs(Default::default()), "Vorrat", "Réserve"),
    ];
    for (setup_options, german, french) in games {
        let (_dir, store, service) = setup(true);
        let players =
            [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::De), actor(3, "Cleo", Locale::EnUs)];
        open_started(&service, &store, setup_options, &players).await;
        let board = oink::render::board(service.catalog(), &table(&store).view());
        let button = read_button(&board).expect("a 🔊 button on the board");
        let rev = table(&store).rev;
        let spectator = actor(9, "Eve", Locale::Fr);
        for (who, word) in [(&players[1], german), (&spectator, french)] {
            let answer = service.component(AT, who, &button, &[], 0).await.expect("store");
            assert!(!answer.update, "a new private message: {answer:?}");
            let said = words_of(&answer.reply);
            assert!(said.contains(word), "{:?}: {said}", who.locale);
            assert!(said.contains("Ann") && said.contains("Ben"), "{said}");
        }
        assert_eq!(table(&store).rev, rev, "reading changes nothing");
    }
}

/// With `text_boards`, a player's private panel (🃏) comes in sentences, no picture and no
/// emoji art, with its controls; without it, as drawn. The setting is kept per user.
#[tokio::test]
async fn the_text_boards_setting_switches_the_private_panel_to_sentences() {
    let (_dir, store, service) = setup(true);
    let players = started_with(&service, &store, space_pigs::Options::default()).await;
    let ann = &players[0];
    let drawn = open_panel(&service, &store, ann).await;
    let on = SettingsChange { text_boards: Some(true), ..SettingsChange::default() };
    let shown = service.settings(ann, on, 0).await.expect("store");
    let confirmation = shown.reply.content.unwrap_or_default();
    assert!(confirmation.contains("screen readers"), "{confirmation}");
    let spoken = open_panel(&service, &store, ann).await;
    let said = words_of(&spoken);
    assert!(said.starts_with("Your cards and the board"), "{said}");
    assert_ne!(spoken.embed, drawn.embed);
    assert!(said.contains("Your recipe") && said.contains("Supply:"), "{said}");
    assert!(!spoken.rows.is_empty() && spoken.rows == drawn.rows, "the same controls");
    // 📖 too comes with its emoji after the words.
    let explained =
        click(&service, &store, ann, "explain", &[], 0).await.reply.embed.expect("an explanation");
    assert!(!explained.title.starts_with("📖") && explained.title.ends_with("📖"), "{}", explained.title);
    // Another player's panel is as drawn, and the setting can be turned off again.
    let ben = open_panel(&service, &store, &players[1]).await;
    assert_eq!(ben.embed.map(|e| e.title.starts_with("Deine Karten und das Spielbrett")), Some(false));
    let off = SettingsChange { text_boards: Some(false), ..SettingsChange::default() };
    service.settings(ann, off, 0).await.expect("store");
    assert_eq!(open_panel(&service, &store, ann).await, drawn);
}
