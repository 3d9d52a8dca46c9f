//! Issue 54: every board and panel fits a Components V2 message as Discord takes it, over
//! random games of every game, player count and language: at most 40 components (nested ones
//! counted), at most 4,000 characters of text, menus and buttons within their own limits,
//! a picture's alt text within 1,024 characters. And no board needs the layout's fallbacks
//! (fields merged into one block, text cut): they exist for what no game draws yet.

use oink::discord::components_v2::{self, Component, MAX_COMPONENTS, MAX_TEXT};
use oink::games::ai::Level;
use oink::games::registry::AnyGame;
use oink::games::rng::Seeded;
use oink::games::seam::{Session, TableGame};
use oink::games::{space_pigs, three_pigs, wuerfelhaus};
use oink::i18n::{Catalog, Locale};
use oink::render::Reply;
use oink::render::reply::Row;
use oink::table::Stage;

use crate::three_pigs_render::{seats, table};

/// Random games per game.
const GAMES: u64 = 500;

/// The most a board or panel came to, over all checked.
#[derive(Debug, Default)]
struct Most {
    components: usize,
    text: usize,
    replies: usize,
}

/// Checks one reply as Discord would take it, and notes its size.
fn check(reply: &Reply, most: &mut Most, what: &str) {
    most.replies += 1;
    let layout = components_v2::layout(reply, Row::clone);
    let row_len = |row: &Row| match row {
        Row::Buttons(buttons) => buttons.len(),
        Row::Select(_) => 1,
    };
    let components = components_v2::count(&layout, row_len);
    let text = components_v2::text_len(&layout);
    assert!(components <= MAX_COMPONENTS, "{what}: {components} components");
    assert!(text <= MAX_TEXT, "{what}: {text} characters");
    most.components = most.components.max(components);
    most.text = most.text.max(text);
    // The fallbacks stayed unused: one text display per field, nothing cut.
    let embed = reply.embed.as_ref().expect("a board has an embed");
    let Some(Component::Container(container)) = layout.last() else { panic!("{what}: a container last") };
    let texts = container.components.iter().filter(|c| matches!(c, Component::Text(_))).count();
    let footer = usize::from(embed.footer.as_ref().is_some_and(|f| !f.trim().is_empty()));
    assert_eq!(texts, 1 + embed.fields.len() + footer, "{what}: every field a block of its own");
    for component in &container.components {
        if let Component::Text(display) = component {
            assert!(!display.content.is_empty(), "{what}: an empty text display");
        }
    }
    let full: usize = embed.title.chars().count() + embed.description.chars().count();
    assert!(full <= MAX_TEXT, "{what}: the heading alone is {full} characters");
    for file in &reply.files {
        let alt = file.description.as_deref().unwrap_or_default().chars().count();
        assert!(alt <= 1024, "{what}: alt text of {alt} characters");
        assert_eq!(embed.attached_image(), Some(file.name.as_str()), "{what}: a file the board shows");
    }
    check_controls(&reply.rows, what);
}

/// Discord's limits of buttons and menus.
fn check_controls(rows: &[Row], what: &str) {
    for row in rows {
        match row {
            Row::Buttons(buttons) => {
                assert!((1..=5).contains(&buttons.len()), "{what}: {} buttons in a row", buttons.len());
                for button in buttons {
                    assert!(button.custom_id.len() <= 100, "{what}: {}", button.custom_id);
                    assert!(button.label.chars().count() <= 80, "{what}: {}", button.label);
                }
            }
            Row::Select(select) => {
                assert!((1..=25).contains(&select.options.len()), "{what}: {} options", select.options.len());
                assert!(select.custom_id.len() <= 100, "{what}: {}", select.custom_id);
                assert!(select.placeholder.chars().count() <= 150, "{what}: {}", select.placeholder);
                for option in &select.options {
                    assert!(option.label.chars().count() <= 100, "{what}: {}", option.label);
                    assert!(option.value.len() <= 100, "{what}: {}", option.value);
                    let description = option.description.as_deref().unwrap_or_default();
                    assert!(description.chars().count() <= 100, "{what}: {description}");
                }
            }
        }
    }
}

/// Checks the board, every seat's panel and the spoken board of `stage` in `locale`.
fn check_stage(catalog: &Catalog, stage: Stage, seats: usize, locale: Locale, most: &mut Most, what: &str) {
    let table = table(stage, locale);
    let view = table.view();
    check(&oink::render::board(catalog, &view), most, &format!("{what}: board"));
    for seat in 0..seats {
        if let Some(panel) = oink::render::panel(catalog, &view, seat) {
            check(&panel, most, &format!("{what}: panel of seat {seat}"));
        }
        if let Some(panel) = oink::render::spoken_panel(catalog, &view, seat) {
            check(&panel, most, &format!("{what}: spoken panel of seat {seat}"));
        }
    }
    if let Some(spoken) = oink::render::read_aloud(catalog, &view) {
        check(&spoken, most, &format!("{what}: spoken board"));
    }
}

/// Plays random legal moves, checking what is shown every `every` moves and at the end.
fn play<G: TableGame>(
    mut session: Session<G>,
    seed: u64,
    every: usize,
    mut check_at: impl FnMut(&Session<G>, bool),
) {
    let mut chooser = Seeded::new(seed);
    let mut moves = 0;
    while !session.game.is_over() {
        let waiting = session.game.waiting_for();
        let Some(&seat) = waiting.get(chooser.below(waiting.len().max(1))) else { break };
        let Some(action) = session.game.ai(seat, Level::Random, &mut chooser) else { break };
        session.recent = session.game.apply(seat, &action, &mut session.rng).expect("a legal move");
        moves += 1;
        if moves % every == 0 {
            check_at(&session, false);
        }
    }
    check_at(&session, true);
}

fn stage_of(game: AnyGame, over: bool) -> Stage {
    if over { Stage::Finished(game) } else { Stage::Playing(game) }
}

#[test]
fn three_little_pigs_boards_fit_components_v2_over_random_games() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut most = Most::default();
    for seed in 0..GAMES {
        let players = 2 + (seed % 4) as usize;
        let locale = Locale::ALL[(seed as usize) % Locale::ALL.len()];
        let variant =
            if seed % 2 == 0 { three_pigs::Variant::Standard } else { three_pigs::Variant::Veteran };
        let options = three_pigs::Options { variant, ..three_pigs::Options::default() };
        let session = Session::start(seats(players), &options, seed).expect("start");
        play(session, seed, 17, |session, over| {
            let stage = stage_of(AnyGame::ThreePigs(session.clone()), over);
            check_stage(&catalog, stage, players, locale, &mut most, &format!("three pigs {seed}"));
        });
    }
    eprintln!("The Three Little Pigs: {most:?}");
    assert!(most.components > 15 && most.text > 800, "the games reached full boards: {most:?}");
}

#[test]
fn wuerfelhaus_boards_fit_components_v2_over_random_games() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut most = Most::default();
    for seed in 0..GAMES {
        let players = 1 + (seed % 6) as usize;
        let locale = Locale::ALL[(seed as usize) % Locale::ALL.len()];
        let options =
            wuerfelhaus::Options { finish_round: seed % 2 == 0, supports_before_roll: seed % 3 == 0 };
        let session = Session::start(seats(players), &options, seed).expect("start");
        play(session, seed, 13, |session, over| {
            let stage = stage_of(AnyGame::Wuerfelhaus(session.clone()), over);
            check_stage(&catalog, stage, players, locale, &mut most, &format!("würfelhaus {seed}"));
        });
    }
    eprintln!("Würfelhaus: {most:?}");
    assert!(most.components > 10 && most.text > 800, "the games reached full boards: {most:?}");
}

#[test]
fn space_schweine_boards_and_panels_fit_components_v2_over_random_games() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut most = Most::default();
    for seed in 0..GAMES {
        let players = 3 + (seed % 4) as usize;
        let locale = Locale::ALL[(seed as usize) % Locale::ALL.len()];
        let rules = if seed % 2 == 0 { space_pigs::RuleSet::Full } else { space_pigs::RuleSet::QuickStart };
        let options = space_pigs::Options {
            rules,
            max_rounds: Some(2 + (seed % 3) as u32),
            clan_powers: seed % 4 == 0,
            ..space_pigs::Options::default()
        };
        let session = Session::start(seats(players), &options, seed).expect("start");
        // Fewer looks per game than the dice games: each board draws the galaxy's picture.
        play(session, seed, 60, |session, over| {
            let stage = stage_of(AnyGame::SpacePigs(session.clone()), over);
            check_stage(&catalog, stage, players, locale, &mut most, &format!("space-schweine {seed}"));
        });
    }
    eprintln!("Space-Schweine: {most:?}");
    assert!(most.components > 15 && most.text > 1500, "the games reached full boards: {most:?}");
}

/// The pages that are not games' boards: the overview, each game's rules and the fairness
/// page, in every language.
#[test]
fn help_and_rules_pages_fit_components_v2() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut most = Most::default();
    for locale in Locale::ALL {
        check(&oink::render::help::overview(&catalog, locale), &mut most, "overview");
        check(&oink::render::fairness::page(&catalog, locale), &mut most, "fairness");
        for game in oink::games::registry::TABLE_GAMES {
            check(&oink::render::help::game_info(&catalog, locale, game), &mut most, game.slug);
        }
    }
}
