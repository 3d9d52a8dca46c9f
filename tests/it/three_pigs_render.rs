//! The board renderer: snapshots of every stage in every language (`tests/snapshots/`), and
//! Discord's limits at the extremes.

use oink::games::registry::{AnyGame, AnyOptions};
use oink::games::rng::{Seeded, Source};
use oink::games::seam::Session;
use oink::games::three_pigs::{Kind, Material, Options, Phase, Tile, Variant};
use oink::i18n::{Catalog, Locale};
use oink::render::Reply;
use oink::render::reply::{ButtonStyle, Row};
use oink::render::three_pigs::rules;
use oink::table::{Seat, Stage, Table};

type PigsSession = Session<oink::games::three_pigs::Game>;

fn board(catalog: &Catalog, table: &Table) -> Reply {
    oink::render::board(catalog, &table.view())
}

const NAMES: [&str; 6] = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn"];

/// `n` people (at most six), Ann first.
pub(crate) fn seats(n: usize) -> Vec<Seat> {
    (0..n).map(|i| Seat::person(1000 + i as u64, NAMES[i].to_owned())).collect()
}

/// A table of server 7 holding `stage`, its board in `locale`.
pub(crate) fn table(stage: Stage, locale: Locale) -> Table {
    Table {
        id: 1,
        channel: 42,
        guild: Some(7),
        host: 1000,
        locale,
        turn_pings: true,
        stage,
        rev: 9,
        board: None,
        updated_at: 0,
        ended_by: None,
        clock: Default::default(),
        turn: None,
        missed: Default::default(),
        turn_times: Default::default(),
        unshown: None,
        answers_only: false,
    }
}

/// A session played with random legal moves (chooser `seed`) until `stop` says so.
fn played(players: usize, options: Options, seed: u64, stop: impl Fn(&PigsSession) -> bool) -> PigsSession {
    let mut session = PigsSession::start(seats(players), &options, seed).expect("start");
    let mut chooser = Seeded::new(seed);
    let mut steps = 0;
    while !stop(&session) {
        steps += 1;
        assert!(steps < 10_000, "the wanted state never came");
        let player = session.game.turn.player;
        let legal = session.game.legal_actions(player);
        let action = legal[chooser.below(legal.len())].clone();
        let events = session.game.apply(player, &action, &mut session.rng).expect("legal");
        session.recent.extend(events);
        let excess = session.recent.len().saturating_sub(6);
        session.recent.drain(..excess);
    }
    session
}

/// The reply as text: what a reviewer reads in a snapshot.
fn show(reply: &Reply) -> String {
    let mut out = Vec::new();
    if let Some(content) = &reply.content {
        out.push(format!("content: {content}"));
    }
    if let Some(embed) = &reply.embed {
        out.push(format!("# {}", embed.title));
        out.push(embed.description.clone());
        for field in &embed.fields {
            out.push(format!("## {}\n{}", field.name, field.value));
        }
        if let Some(footer) = &embed.footer {
            out.push(format!("-- {footer}"));
        }
    }
    for row in &reply.rows {
        match row {
            Row::Buttons(buttons) => out.push(
                buttons
                    .iter()
                    .map(|b| {
                        let emoji = b.emoji.as_deref().unwrap_or("");
                        let off = if b.disabled { " (disabled)" } else { "" };
                        format!("[{emoji}{} {:?}{off}]", b.label, b.style)
                    })
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            Row::Select(select) => {
                out.push(format!("<{}>", select.placeholder));
                for option in &select.options {
                    out.push(format!(
                        "  - {} ({})",
                        option.label,
                        option.description.as_deref().unwrap_or("")
                    ));
                }
            }
        }
    }
    if reply.ephemeral {
        out.push("(only you can see this)".to_owned());
    }
    out.join("\n")
}

/// Discord's limits for a message with one embed and components.
fn assert_within_discord_limits(reply: &Reply) {
    if let Some(embed) = &reply.embed {
        let len = |s: &str| s.chars().count();
        assert!(len(&embed.title) <= 256);
        assert!(len(&embed.description) <= 4096);
        assert!(embed.fields.len() <= 25);
        let mut total = len(&embed.title) + len(&embed.description);
        for field in &embed.fields {
            assert!(len(&field.name) <= 256 && !field.name.is_empty());
            assert!(
                len(&field.value) <= 1024 && !field.value.is_empty(),
                "field {} has {}",
                field.name,
                len(&field.value)
            );
            total += len(&field.name) + len(&field.value);
        }
        if let Some(footer) = &embed.footer {
            assert!(len(footer) <= 2048);
            total += len(footer);
        }
        assert!(total <= 6000, "embed total {total}");
    }
    assert!(reply.rows.len() <= 5);
    for row in &reply.rows {
        match row {
            Row::Buttons(buttons) => {
                assert!(!buttons.is_empty() && buttons.len() <= 5);
                for b in buttons {
                    assert!(b.custom_id.len() <= 100 && b.label.chars().count() <= 80);
                }
            }
            Row::Select(select) => {
                assert!(select.custom_id.len() <= 100 && select.placeholder.chars().count() <= 150);
                assert!((1..=25).contains(&select.options.len()));
                for o in &select.options {
                    assert!(o.label.chars().count() <= 100 && o.value.len() <= 100);
                    assert!(o.description.as_ref().is_none_or(|d| d.chars().count() <= 100));
                }
            }
        }
    }
}

fn stages() -> Vec<(&'static str, Stage)> {
    let options = Options::default();
    let veteran = Options { variant: Variant::Veteran, ..Options::default() };
    vec![
        ("lobby", Stage::Lobby { seats: seats(3), setup: AnyOptions::ThreePigs(options), seed: 1 }),
        (
            "rolling",
            Stage::Playing(AnyGame::ThreePigs(played(3, options, 3, |s| {
                s.game.turn.phase == Phase::Rolling && s.game.turns_played >= 6
            }))),
        ),
        (
            "buying",
            Stage::Playing(AnyGame::ThreePigs(played(3, options, 4, |s| {
                s.game.turn.phase == Phase::Buying && s.game.turns_played >= 9
            }))),
        ),
        (
            "wolf",
            Stage::Playing(AnyGame::ThreePigs(played(4, options, 5, |s| {
                s.game.turn.phase == Phase::Wolf && s.game.turns_played >= 8
            }))),
        ),
        (
            "buying-veteran",
            Stage::Playing(AnyGame::ThreePigs(played(3, veteran, 7, |s| {
                s.game.turn.phase == Phase::Buying && s.game.turns_played >= 15
            }))),
        ),
        ("end-5p-veteran", Stage::Finished(AnyGame::ThreePigs(played(5, veteran, 6, |s| s.game.is_over())))),
    ]
}

#[test]
fn board_snapshots_in_every_language() {
    let catalog = Catalog::embedded().expect("catalog");
    for locale in Locale::ALL {
        for (stage_name, stage) in stages() {
            let reply = board(&catalog, &table(stage, locale));
            assert_within_discord_limits(&reply);
            insta::assert_snapshot!(format!("board-{stage_name}-{}", locale.code()), show(&reply));
        }
        insta::assert_snapshot!(format!("rules-{}", locale.code()), show(&rules(&catalog, locale)));
    }
}

/// Issue 14: a wolf die is unmistakable: red, with the wolf, and never pickable.
#[test]
fn wolf_dice_are_red_and_locked() {
    let catalog = Catalog::embedded().expect("catalog");
    let session = played(3, Options::default(), 8, |s| {
        s.game.turn.phase == Phase::Rolling
            && s.game.turn.dice.contains(&Some(oink::games::three_pigs::Face::Wolf))
    });
    let reply = board(&catalog, &table(Stage::Playing(AnyGame::ThreePigs(session.clone())), Locale::EnUs));
    let Some(Row::Buttons(dice)) = reply.rows.first() else { panic!("the dice row") };
    for (die, face) in dice.iter().zip(session.game.turn.dice) {
        let wolf = face == Some(oink::games::three_pigs::Face::Wolf);
        assert_eq!(die.emoji.as_deref() == Some("🐺"), wolf, "{die:?}");
        assert_eq!((die.style == ButtonStyle::Danger, die.disabled), (wolf, wolf), "{die:?}");
    }
}

/// Issue 14: each seat has a colour, shown beside its name; the board's side bar takes the
/// colour of the player whose turn it is, and at the end the winner's. Issue 29: in the wolf
/// phase too (it turned grey there, which players took for a stale board).
#[test]
fn the_board_wears_the_current_players_colour_then_the_winners() {
    use oink::render::common::{seat_circle, seat_colour};
    let catalog = Catalog::embedded().expect("catalog");
    for (name, stage) in stages() {
        let (colour, seat) = match &stage {
            Stage::Playing(AnyGame::ThreePigs(s)) => (seat_colour(s.game.turn.player), s.game.turn.player),
            Stage::Finished(AnyGame::ThreePigs(s)) => {
                let winner =
                    s.game.outcome.as_ref().and_then(|o| o.winners.first().copied()).expect("a winner");
                (seat_colour(winner), winner)
            }
            _ => continue,
        };
        let reply = board(&catalog, &table(stage, Locale::EnUs));
        let embed = reply.embed.expect("an embed");
        assert_eq!(embed.colour, colour, "{name}");
        assert!(embed.fields.iter().any(|f| f.name.contains(seat_circle(seat))), "{name}");
    }
}

/// The extremes: five players with the longest names Discord allows, every one of the 36
/// tiles in play as single-tile houses, or one player holding them all.
#[test]
fn the_board_stays_within_discord_limits_at_the_extremes() {
    let catalog = Catalog::embedded().expect("catalog");
    let long = "W".repeat(32);
    for concentrate in [false, true] {
        for phase_seed in 0..40u64 {
            let mut session = played(5, Options::default(), phase_seed, |s| s.game.turns_played >= 3);
            for seat in &mut session.seats {
                seat.name = long.clone();
            }
            for player in &mut session.game.players {
                player.name = long.clone();
                player.houses.clear();
            }
            // Empty every stack into houses: doors and windows alone, roofs on top of some.
            let mut tiles: Vec<Tile> = Vec::new();
            for kind in Kind::ALL {
                for material in Material::ALL {
                    tiles.append(&mut session.game.stacks.0[kind as usize][material as usize]);
                }
            }
            tiles.append(&mut session.game.boxed);
            let (roofs, walls): (Vec<Tile>, Vec<Tile>) =
                tiles.into_iter().partition(|t| t.kind == Kind::Roof);
            for (i, wall) in walls.into_iter().enumerate() {
                let owner = if concentrate { 0 } else { i % 5 };
                session.game.players[owner].houses.push(oink::games::three_pigs::House { tiles: vec![wall] });
            }
            for (i, roof) in roofs.into_iter().enumerate() {
                let owner = if concentrate { 0 } else { i % 5 };
                let houses = &mut session.game.players[owner].houses;
                let index = i / 5 % houses.len().max(1);
                if let Some(house) = houses.get_mut(index).filter(|h| !h.is_complete()) {
                    house.tiles.push(roof);
                } else {
                    session.game.boxed.push(roof);
                }
            }
            for locale in Locale::ALL {
                let reply =
                    board(&catalog, &table(Stage::Playing(AnyGame::ThreePigs(session.clone())), locale));
                assert_within_discord_limits(&reply);
            }
        }
    }
}

#[test]
fn menus_offer_every_legal_move_even_beyond_25() {
    let catalog = Catalog::embedded().expect("catalog");
    // A player with many open houses and five doors... or windows: every (material, house).
    let mut session =
        played(2, Options::default(), 11, |s| s.game.turn.phase == Phase::Roll && s.game.turns_played >= 1);
    let player = session.game.turn.player;
    session.game.players[player].houses = (0..12)
        .map(|_| oink::games::three_pigs::House {
            tiles: vec![Tile { kind: Kind::Window, material: Material::Straw, pots: 0 }],
        })
        .collect();
    let mut script = oink::games::rng::Script::new(vec!["window".into(); 5]);
    session.game.apply(player, &oink::games::three_pigs::Action::Roll, &mut script).expect("roll");
    session.game.apply(player, &oink::games::three_pigs::Action::Stop, &mut script).expect("stop");
    session.rng = Source::Scripted(script);
    let legal = session.game.legal_actions(player).len();
    assert!(legal > 25, "{legal} legal purchases");
    let reply = board(&catalog, &table(Stage::Playing(AnyGame::ThreePigs(session)), Locale::EnUs));
    assert_within_discord_limits(&reply);
    let offered: usize = reply
        .rows
        .iter()
        .map(|r| match r {
            Row::Select(s) => s.options.len(),
            Row::Buttons(_) => 0,
        })
        .sum();
    assert_eq!(offered, legal, "every legal purchase is in a menu");
}

/// "Ben achète un toit en paille", "Ben kauft eine Strohtür": the article agrees with the tile.
#[test]
fn bought_tiles_read_with_the_right_article() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut session = played(3, Options::default(), 3, |s| s.game.turns_played >= 2);
    let bought = |kind, material| oink::games::three_pigs::Event::Bought {
        player: 1,
        tile: Tile { kind, material, pots: 0 },
        house: 0,
        new_house: false,
        completed: false,
    };
    session.recent = vec![
        bought(Kind::Roof, Material::Straw),
        bought(Kind::Door, Material::Wood),
        bought(Kind::Window, Material::Brick),
    ];
    let description = |locale| {
        let reply = board(&catalog, &table(Stage::Playing(AnyGame::ThreePigs(session.clone())), locale));
        reply.embed.map(|e| e.description).unwrap_or_default()
    };
    let who = session.seats[1].name.clone();
    let fr = description(Locale::Fr);
    assert!(fr.contains(&format!("{who} achète un toit en paille 🟨🔺 pour la maison 1")), "{fr}");
    assert!(fr.contains(&format!("{who} achète une porte en bois 🟫🚪")), "{fr}");
    assert!(fr.contains(&format!("{who} achète une fenêtre en brique 🟥🪟")), "{fr}");
    assert!(!fr.contains("une toit"), "{fr}");
    let de = description(Locale::De);
    assert!(de.contains(&format!("{who} kauft ein Strohdach 🟨🔺 für Haus 1")), "{de}");
    assert!(de.contains(&format!("{who} kauft eine Holztür 🟫🚪")), "{de}");
    assert!(de.contains(&format!("{who} kauft ein Steinfenster 🟥🪟")), "{de}");
    let en = description(Locale::EnUs);
    assert!(en.contains(&format!("{who} bought a straw roof 🟨🔺 for house 1")), "{en}");
}

/// A name far longer than Discord allows (300 characters, from a forged request or another
/// transport) is cut for display: every stage still fits Discord's limits.
#[test]
fn names_longer_than_discord_allows_are_cut_for_display() {
    let catalog = Catalog::embedded().expect("catalog");
    let long: String = "Ö".repeat(299) + "!";
    let rename = |seats: &mut Vec<Seat>| seats.iter_mut().for_each(|s| s.name = long.clone());
    for (stage_name, stage) in stages() {
        let stage = match stage {
            Stage::Lobby { mut seats, setup, seed } => {
                rename(&mut seats);
                Stage::Lobby { seats, setup, seed }
            }
            Stage::Playing(AnyGame::ThreePigs(mut session)) => {
                rename(&mut session.seats);
                session.game.players.iter_mut().for_each(|p| p.name = long.clone());
                Stage::Playing(AnyGame::ThreePigs(session))
            }
            Stage::Finished(AnyGame::ThreePigs(mut session)) => {
                rename(&mut session.seats);
                session.game.players.iter_mut().for_each(|p| p.name = long.clone());
                Stage::Finished(AnyGame::ThreePigs(session))
            }
            other => other,
        };
        for locale in Locale::ALL {
            let reply = board(&catalog, &table(stage.clone(), locale));
            assert_within_discord_limits(&reply);
            let shown = show(&reply);
            assert!(!shown.contains(&long), "{stage_name}: the whole name is shown");
            if stage_name != "lobby" {
                let cut: String =
                    long.chars().take(oink::render::common::MAX_NAME - 1).collect::<String>() + "…";
                assert!(shown.contains(&cut), "{stage_name}: {shown}");
            }
        }
    }
}

/// Issue 29, item 7: a veteran board says what each award card asks for (what counts as a
/// straw house, the most flowerpots, the tallest house) and when it is given; a standard board
/// has no award legend. `/pigs rules` explains the cards too, in every language.
#[test]
fn award_cards_are_explained_on_veteran_boards_and_in_the_rules() {
    let catalog = Catalog::embedded().expect("catalog");
    let stages = stages();
    let stage = |name: &str| stages.iter().find(|(n, _)| *n == name).map(|(_, s)| s.clone()).expect(name);
    for (locale, straw, tallest, rules_title) in [
        (Locale::EnUs, "house of straw only", "a roof and a door", "Veteran pigs: the award cards"),
        (Locale::De, "Haus nur aus Stroh", "Dach und Tür", "Veteranen: die Auszeichnungen"),
        (Locale::Fr, "maison toute en paille", "un toit et une porte", "Vétérans : les cartes de récompense"),
    ] {
        for name in ["buying-veteran", "end-5p-veteran"] {
            let reply = board(&catalog, &table(stage(name), locale));
            assert_within_discord_limits(&reply);
            let footer = reply.embed.and_then(|e| e.footer).unwrap_or_default();
            assert!(footer.contains(straw) && footer.contains(tallest), "{}: {footer}", locale.code());
            assert_eq!(footer.matches("🏅").count(), 6, "one line a card: {footer}");
        }
        let standard = board(&catalog, &table(stage("buying"), locale));
        assert!(!standard.embed.and_then(|e| e.footer).unwrap_or_default().contains("🏅"));
        let rules = rules(&catalog, locale).embed.expect("embed");
        let awards = rules.fields.iter().find(|f| f.name == rules_title).expect("an award section");
        assert!(awards.value.contains("+2") && awards.value.contains("+3"), "{}", awards.value);
        assert!(awards.value.chars().count() <= 1024);
    }
}

/// The wolf's menu names each house once: the label says whose house and its number, the
/// description shows only its tiles (it once repeated the number: "Ann, house 2 · 2 🟨🚪").
#[test]
fn the_wolf_menu_names_each_house_once() {
    let catalog = Catalog::embedded().expect("catalog");
    let stages = stages();
    let (_, wolf) = stages.iter().find(|(n, _)| *n == "wolf").expect("a wolf stage");
    let reply = board(&catalog, &table(wolf.clone(), Locale::EnUs));
    let options: Vec<_> = reply
        .rows
        .iter()
        .filter_map(|row| match row {
            Row::Select(select) => Some(select.options.clone()),
            Row::Buttons(_) => None,
        })
        .flatten()
        .collect();
    assert!(!options.is_empty());
    for option in options {
        let description = option.description.expect("the house's tiles");
        assert!(option.label.contains(", house "), "{}", option.label);
        assert!(!description.chars().any(|c| c.is_ascii_digit()), "{} / {description}", option.label);
        assert!(description.starts_with(['🟨', '🟫', '🟥']), "{description}");
    }
}
