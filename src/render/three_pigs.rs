//! The Three Little Pigs board: houses as emoji art, dice, stacks, recent events, and the
//! components for exactly the legal moves. Pure: table + locale ⇒ [`Reply`].

use super::common::{
    MAX_FIELD, board_button, board_id, fit, label_of, menus, name_of, seat_circle, seat_colour,
    settings_line, text, truncate,
};
use super::outcome::{medal, ranking};
use super::reply::{Button, ButtonStyle, Embed, Field, Reply, Row, SelectOption};
use super::user_text::{self, mention};
use super::{Board, Draw};
use crate::component::Token;
use crate::games::seam::{Seat, Session, TableGame};
use crate::games::three_pigs::table_game::{Input, encode_buy, encode_target};
use crate::games::three_pigs::{
    Action, Award, Event, Face, Game, House, Kind, Material, Options, Phase, Place, Score, Tile, Variant,
};
use crate::i18n::{Catalog, Locale};

type PigsSession = Session<Game>;

const COLOUR_OVER: u32 = 0xF1_C4_0F;

/// The emoji of a material: the colour of the tile.
pub fn material_emoji(material: Material) -> &'static str {
    match material {
        Material::Straw => "🟨",
        Material::Wood => "🟫",
        Material::Brick => "🟥",
    }
}

/// The emoji of a kind: what the tile is.
pub fn kind_emoji(kind: Kind) -> &'static str {
    match kind {
        Kind::Door => "🚪",
        Kind::Window => "🪟",
        Kind::Roof => "🔺",
    }
}

pub fn face_emoji(face: Face) -> &'static str {
    match face {
        Face::Wolf => "🐺",
        Face::Door => kind_emoji(Kind::Door),
        Face::Window => kind_emoji(Kind::Window),
        Face::Roof => kind_emoji(Kind::Roof),
    }
}

/// One tile: colour, kind, and a flower per pot.
pub fn tile_art(tile: &Tile) -> String {
    format!(
        "{}{}{}",
        material_emoji(tile.material),
        kind_emoji(tile.kind),
        "🌼".repeat(usize::from(tile.pots))
    )
}

/// One house, bottom tile first, with its menu number; complete houses get a check mark.
pub fn house_art(number: usize, house: &House) -> String {
    format!("`{number}` {}", house_tiles(house))
}

/// A house's tiles, bottom first, and the check mark of a complete one; without its number.
fn house_tiles(house: &House) -> String {
    let tiles: Vec<String> = house.tiles.iter().map(tile_art).collect();
    let mark = if house.is_complete() { " ✅" } else { "" };
    format!("{}{mark}", tiles.join(" "))
}

fn tile_name(catalog: &Catalog, locale: Locale, kind: Kind, material: Material) -> String {
    catalog.text(locale, &format!("tile-{}-{}", kind.name(), material.name()), None)
}

/// A tile's name with the article a sentence needs ("un toit", "eine Strohtür").
fn tile_with_article(catalog: &Catalog, locale: Locale, tile: &Tile) -> String {
    let id = format!("tile-{}-{}", tile.kind.name(), tile.material.name());
    catalog
        .attribute(locale, &id, "indefinite")
        .unwrap_or_else(|| tile_name(catalog, locale, tile.kind, tile.material))
}

/// The lobby of a table that will play The Three Little Pigs.
pub fn lobby(catalog: &Catalog, board: &Board<'_>, seats: &[Seat], options: &Options) -> Reply {
    let title = title(catalog, board.locale, options.variant);
    // The two-player end applies only while two (or fewer) sit at the table.
    let mut shown = vec![("lobby-option-variant", options.variant.to_string())];
    if seats.len() <= 2 {
        shown.push(("lobby-option-two-player-end", options.end_stacks_2p.to_string()));
    }
    shown.push(("lobby-option-finish-round", options.finish_round.to_string()));
    let chosen = settings_line(catalog, board.locale, &shown);
    super::common::lobby(
        catalog,
        board,
        seats,
        title,
        ("lobby-intro", chosen),
        crate::games::three_pigs::PLAYERS,
    )
}

/// The public board of a game, in the table's language.
pub fn board(catalog: &Catalog, board: &Board<'_>, session: &PigsSession) -> Reply {
    if session.game.is_over() {
        finished(catalog, board.locale, session)
    } else {
        playing(catalog, board.locale, board, session)
    }
}

fn title(catalog: &Catalog, locale: Locale, variant: Variant) -> String {
    let name = catalog.text(locale, "game-three-pigs-name", None);
    match variant {
        Variant::Standard => format!("🐷 {name}"),
        Variant::Veteran => format!("🐷 {name} · {}", catalog.text(locale, "variant-veteran", None)),
    }
}

fn player_field(
    catalog: &Catalog,
    locale: Locale,
    game: &Game,
    index: usize,
    seat: &Seat,
    score: &Score,
) -> Field {
    let player = &game.players[index];
    let turn = if !game.is_over() && game.turn.player == index { "🎲 " } else { "" };
    let name = text(
        catalog,
        locale,
        "board-player",
        &[
            ("turn", turn.into()),
            ("name", format!("{} {}", seat_circle(index), user_text::name(&seat.name)).into()),
            ("points", score.total.into()),
        ],
    );
    let value = if player.houses.is_empty() {
        catalog.text(locale, "board-no-houses", None)
    } else {
        fit(player.houses.iter().enumerate().map(|(i, h)| house_art(i + 1, h)).collect(), MAX_FIELD)
    };
    Field { name, value, inline: false }
}

fn stacks_field(catalog: &Catalog, locale: Locale, game: &Game) -> Field {
    let mut lines: Vec<String> = Kind::ALL
        .iter()
        .map(|&kind| {
            let cells: Vec<String> = Material::ALL
                .iter()
                .map(|&m| format!("{}{}", material_emoji(m), game.stacks.get(kind, m).len()))
                .collect();
            format!("{} {}", kind_emoji(kind), cells.join(" "))
        })
        .collect();
    lines.push(text(
        catalog,
        locale,
        "board-empty-stacks",
        &[("empty", game.stacks.empty_count().into()), ("end", game.end_threshold().into())],
    ));
    Field { name: catalog.text(locale, "board-stacks", None), value: lines.join("\n"), inline: false }
}

fn dice_line(game: &Game) -> String {
    game.turn.dice.iter().map(|f| f.map_or("▫️", face_emoji)).collect::<Vec<_>>().join(" ")
}

/// Recent events in words, newest last.
fn event_lines(catalog: &Catalog, locale: Locale, session: &PigsSession) -> Vec<String> {
    let seats = &session.seats;
    let mut lines = Vec::new();
    let mut spun = None;
    for event in &session.recent {
        let line = match event {
            Event::WolfCame { player } => {
                Some(text(catalog, locale, "event-wolf", &[("name", name_of(seats, *player).into())]))
            }
            Event::NoHouseToBlow { player } => {
                Some(text(catalog, locale, "event-no-target", &[("name", name_of(seats, *player).into())]))
            }
            Event::NothingToBuy { player } => {
                Some(text(catalog, locale, "event-nothing", &[("name", name_of(seats, *player).into())]))
            }
            Event::Bought { player, tile, house, new_house, completed } => Some(text(
                catalog,
                locale,
                "event-bought",
                &[
                    ("name", name_of(seats, *player).into()),
                    (
                        "tile",
                        format!("{} {}", tile_with_article(catalog, locale, tile), tile_art(tile)).into(),
                    ),
                    ("house", house.saturating_add(1).into()),
                    ("new", if *new_house { "yes" } else { "no" }.into()),
                    ("complete", if *completed { "yes" } else { "no" }.into()),
                ],
            )),
            Event::Spun { material, .. } => {
                spun = Some(*material);
                None
            }
            Event::Blown { player, target, house, material, removed, roof_fell, house_gone } => Some(text(
                catalog,
                locale,
                "event-blown",
                &[
                    ("name", name_of(seats, *player).into()),
                    ("target", name_of(seats, *target).into()),
                    ("house", house.saturating_add(1).into()),
                    (
                        "material",
                        catalog
                            .text(locale, &format!("material-{}", spun.unwrap_or(*material).name()), None)
                            .into(),
                    ),
                    ("removed", (*removed).into()),
                    ("roof", if *roof_fell { "yes" } else { "no" }.into()),
                    ("gone", if *house_gone { "yes" } else { "no" }.into()),
                ],
            )),
            Event::AwardWon { award, player } => Some(text(
                catalog,
                locale,
                "event-award",
                &[
                    ("name", name_of(seats, *player).into()),
                    ("award", award_name(catalog, locale, *award).into()),
                ],
            )),
            Event::Rolled { .. } | Event::TurnPassed { .. } | Event::GameOver { .. } => None,
        };
        lines.extend(line.map(|l| format!("• {l}")));
    }
    lines
}

/// Appends the recent events, after a blank line, to a description.
fn push_events(description: &mut Vec<String>, catalog: &Catalog, locale: Locale, session: &PigsSession) {
    let events = event_lines(catalog, locale, session);
    if !events.is_empty() {
        description.push(String::new());
        description.extend(events);
    }
}

/// The catalog id of an award card's name; its condition is the same id with `-about`.
fn award_id(award: Award) -> &'static str {
    match award {
        Award::MostFlowerpots => "award-most-flowerpots",
        Award::MostHouses => "award-most-houses",
        Award::TallestHouse => "award-tallest-house",
        Award::FirstStrawHouse => "award-first-straw",
        Award::FirstWoodHouse => "award-first-wood",
        Award::FirstBrickHouse => "award-first-brick",
    }
}

fn award_name(catalog: &Catalog, locale: Locale, award: Award) -> String {
    format!("{} (+{})", catalog.text(locale, award_id(award), None), award.points())
}

/// What each award card asks for, one line a card: a veteran board's footer below the tile
/// legend, so nobody has to guess what counts as a straw house or the tallest one.
fn awards_legend(catalog: &Catalog, locale: Locale) -> String {
    Award::ALL
        .iter()
        .map(|&award| {
            let about = catalog.text(locale, &format!("{}-about", award_id(award)), None);
            text(
                catalog,
                locale,
                "board-award-legend",
                &[("award", catalog.text(locale, award_id(award), None).into()), ("about", about.into())],
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The footer of a board: the tile legend (`legend`), and on a veteran board what each award
/// card asks for.
fn footer(catalog: &Catalog, locale: Locale, legend: &str, variant: Variant) -> String {
    let legend = catalog.text(locale, legend, None);
    match variant {
        Variant::Standard => legend,
        Variant::Veteran => format!("{legend}\n{}", awards_legend(catalog, locale)),
    }
}

/// The award cards of the veteran variant: who holds each and what it gives. The first
/// house of each material is taken during play; the other three are given at the end.
fn awards_field(catalog: &Catalog, locale: Locale, session: &PigsSession) -> Field {
    let lines = Award::ALL
        .iter()
        .map(|&award| {
            let holder = match session.game.awards.iter().find(|a| a.award == award) {
                Some(won) => name_of(&session.seats, won.player),
                None if award.is_given_at_the_end() => catalog.text(locale, "board-award-at-end", None),
                None => catalog.text(locale, "board-award-open", None),
            };
            format!("🏅 {} — {holder}", award_name(catalog, locale, award))
        })
        .collect();
    Field { name: catalog.text(locale, "board-awards", None), value: fit(lines, MAX_FIELD), inline: false }
}

fn playing(catalog: &Catalog, locale: Locale, table: &Board<'_>, session: &PigsSession) -> Reply {
    let game = &session.game;
    let scores = game.current_scores();
    let player = game.turn.player;
    let mut description = vec![text(
        catalog,
        locale,
        "board-turn",
        &[
            ("mention", mention(&session.seats[player]).into()),
            ("name", name_of(&session.seats, player).into()),
        ],
    )];
    match game.turn.phase {
        Phase::Roll => description.push(catalog.text(locale, "board-phase-roll", None)),
        Phase::Rolling => {
            description.push(format!(
                "{}   {}",
                dice_line(game),
                text(catalog, locale, "board-rolls-left", &[("left", (3 - game.turn.rolls).into())])
            ));
            description.push(catalog.text(locale, "board-phase-rolling", None));
        }
        Phase::Buying => {
            description.push(dice_line(game));
            let id = if game.turn.bought.is_empty() { "board-phase-buying" } else { "board-phase-second" };
            description.push(catalog.text(locale, id, None));
        }
        Phase::Wolf => {
            description.push(dice_line(game));
            description.push(catalog.text(locale, "board-phase-wolf", None));
            if let Some((target, house)) = session.ui.target {
                description.push(text(
                    catalog,
                    locale,
                    "board-target",
                    &[
                        ("target", name_of(&session.seats, target).into()),
                        ("house", house.saturating_add(1).into()),
                    ],
                ));
            }
        }
        Phase::Over => {}
    }
    push_events(&mut description, catalog, locale, session);
    let mut fields: Vec<Field> = session
        .seats
        .iter()
        .enumerate()
        .map(|(i, seat)| player_field(catalog, locale, game, i, seat, &scores[i]))
        .collect();
    fields.push(stacks_field(catalog, locale, game));
    if game.options.variant == Variant::Veteran {
        fields.push(awards_field(catalog, locale, session));
    }
    Reply {
        content: None,
        embed: Some(Embed {
            title: title(catalog, locale, game.options.variant),
            description: description.join("\n"),
            fields,
            // The wolf phase keeps the player's colour: a grey bar read as a board gone stale.
            colour: seat_colour(player),
            footer: Some(footer(catalog, locale, "board-legend", game.options.variant)),
            image: None,
        }),
        rows: components(catalog, locale, table, session),
        ephemeral: false,
        ..Reply::default()
    }
}

/// Exactly the legal moves of the current player, as buttons and menus.
fn components(catalog: &Catalog, locale: Locale, table: &Board<'_>, session: &PigsSession) -> Vec<Row> {
    let game = &session.game;
    let id = |input: Input| board_id(table, Token::from(&input));
    let button = |input: Input, label, emoji, style, disabled| {
        board_button(table, Token::from(&input), label, emoji, style, disabled)
    };
    let legal = game.legal_actions(game.turn.player);
    match game.turn.phase {
        Phase::Roll => vec![Row::Buttons(vec![button(
            Input::Roll,
            catalog.text(locale, "button-roll", None),
            Some("🎲"),
            ButtonStyle::Primary,
            false,
        )])],
        Phase::Rolling => {
            let dice = (0..5u8)
                .map(|d| {
                    let face = game.turn.dice[usize::from(d)];
                    let wolf = face == Some(Face::Wolf);
                    let picked = session.ui.reroll[usize::from(d)];
                    let die = button(
                        Input::Die(d),
                        format!("{}", d + 1),
                        face.map(face_emoji),
                        // A wolf is kept, and red: it can never be rerolled.
                        if wolf {
                            ButtonStyle::Danger
                        } else if picked {
                            ButtonStyle::Primary
                        } else {
                            ButtonStyle::Secondary
                        },
                        wolf,
                    );
                    Button { pressed: Some(picked), ..die }
                })
                .collect();
            let picked = session.ui.reroll.iter().filter(|p| **p).count();
            let can_reroll = legal.iter().any(|a| matches!(a, Action::Reroll { .. }));
            vec![
                Row::Buttons(dice),
                Row::Buttons(vec![
                    button(
                        Input::Reroll,
                        text(
                            catalog,
                            locale,
                            "button-reroll",
                            &[("picked", picked.into()), ("left", (3 - game.turn.rolls).into())],
                        ),
                        Some("🔁"),
                        ButtonStyle::Primary,
                        picked == 0 || !can_reroll,
                    ),
                    button(
                        Input::Stop,
                        catalog.text(locale, "button-stop", None),
                        Some("🛒"),
                        ButtonStyle::Success,
                        false,
                    ),
                ]),
            ]
        }
        Phase::Buying => {
            let options: Vec<SelectOption> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Buy { kind, material, house } => {
                        Some(buy_option(catalog, locale, game, *kind, *material, *house))
                    }
                    _ => None,
                })
                .collect();
            let mut rows = menus(catalog, locale, options, |n| id(Input::Buy(n)), "menu-buy");
            if legal.contains(&Action::EndTurn) {
                rows.push(Row::Buttons(vec![button(
                    Input::Done,
                    catalog.text(locale, "button-done", None),
                    Some("✋"),
                    ButtonStyle::Secondary,
                    false,
                )]));
            }
            rows
        }
        Phase::Wolf => {
            let options: Vec<SelectOption> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Blow { target, house } => {
                        // The label names the house by its number: the description shows
                        // only its tiles.
                        let art = house_tiles(&game.players[*target].houses[*house]);
                        Some(SelectOption {
                            value: encode_target(*target, *house),
                            label: text(
                                catalog,
                                locale,
                                "menu-target-option",
                                &[
                                    ("target", label_of(&session.seats, *target).into()),
                                    ("house", house.saturating_add(1).into()),
                                ],
                            ),
                            description: Some(truncate(&art, 100)),
                            emoji: Some("🏠".to_owned()),
                        })
                    }
                    _ => None,
                })
                .collect();
            let mut rows = menus(catalog, locale, options, |n| id(Input::Target(n)), "menu-target");
            rows.push(Row::Buttons(vec![button(
                Input::Blow,
                catalog.text(locale, "button-blow", None),
                Some("💨"),
                ButtonStyle::Danger,
                session.ui.target.is_none(),
            )]));
            rows
        }
        Phase::Over => Vec::new(),
    }
}

fn buy_option(
    catalog: &Catalog,
    locale: Locale,
    game: &Game,
    kind: Kind,
    material: Material,
    house: Place,
) -> SelectOption {
    let name = tile_name(catalog, locale, kind, material);
    let label = match house {
        Place::New => text(catalog, locale, "menu-buy-new", &[("tile", name.into())]),
        Place::House(i) => {
            text(catalog, locale, "menu-buy-house", &[("tile", name.into()), ("house", (i + 1).into())])
        }
    };
    let pots = game.stacks.get(kind, material).last().map_or(0, |t| t.pots);
    let description = text(
        catalog,
        locale,
        "menu-buy-detail",
        &[
            ("points", material.value().into()),
            ("pots", pots.into()),
            ("left", game.stacks.get(kind, material).len().into()),
        ],
    );
    SelectOption {
        value: encode_buy(kind, material, house),
        label,
        description: Some(description),
        emoji: Some(kind_emoji(kind).to_owned()),
    }
}

fn finished(catalog: &Catalog, locale: Locale, session: &PigsSession) -> Reply {
    let game = &session.game;
    let Some(outcome) = &game.outcome else { return Reply::default() };
    let winners: Vec<String> = outcome.winners.iter().map(|&w| mention(&session.seats[w])).collect();
    let mut description = vec![text(
        catalog,
        locale,
        "final-winners",
        &[("count", winners.len().into()), ("names", winners.join(", ").into())],
    )];
    if outcome.tie_break_decided {
        description.push(catalog.text(locale, "final-tie-break", None));
    }
    push_events(&mut description, catalog, locale, session);
    let results = crate::games::seam::TableGame::results(game).unwrap_or_default();
    let mut fields: Vec<Field> = ranking(&results)
        .into_iter()
        .filter_map(|(i, rank)| Some((i, rank, session.seats.get(i)?)))
        .map(|(i, rank, seat)| {
            let s = &outcome.scores[i];
            // Winners rank first: their medal is the trophy.
            let trophy = format!("{} ", medal(rank));
            let breakdown = match game.options.variant {
                Variant::Standard => text(
                    catalog,
                    locale,
                    "final-breakdown",
                    &[
                        ("tiles", s.tiles.into()),
                        ("pots", s.pots.into()),
                        ("houses", s.houses.into()),
                        ("total", s.total.into()),
                    ],
                ),
                Variant::Veteran => {
                    let awards: Vec<String> = game
                        .awards
                        .iter()
                        .filter(|a| a.player == i)
                        .map(|a| award_name(catalog, locale, a.award))
                        .collect();
                    text(
                        catalog,
                        locale,
                        "final-breakdown-veteran",
                        &[
                            ("tiles", s.tiles.into()),
                            ("awards", s.awards.into()),
                            ("total", s.total.into()),
                            (
                                "list",
                                if awards.is_empty() { "–".to_owned() } else { awards.join(", ") }.into(),
                            ),
                        ],
                    )
                }
            };
            let houses: Vec<String> = game.players[i]
                .houses
                .iter()
                .enumerate()
                .filter(|(_, h)| h.is_complete())
                .map(|(n, h)| house_art(n + 1, h))
                .collect();
            let value = fit([vec![breakdown], houses].concat(), MAX_FIELD);
            Field {
                name: format!("{trophy}{} {} — {}", seat_circle(i), user_text::name(&seat.name), s.total),
                value,
                inline: false,
            }
        })
        .collect();
    fields.push(stacks_field(catalog, locale, game));
    Reply {
        content: None,
        embed: Some(Embed {
            title: format!(
                "{} · {}",
                title(catalog, locale, game.options.variant),
                catalog.text(locale, "final-title", None)
            ),
            description: description.join("\n"),
            fields,
            colour: outcome.winners.first().map_or(COLOUR_OVER, |&w| seat_colour(w)),
            footer: Some(footer(catalog, locale, "final-footer", game.options.variant)),
            image: None,
        }),
        rows: Vec::new(),
        ephemeral: false,
        ..Reply::default()
    }
}

/// The rules, in our own words, for the user who asked.
pub fn rules(catalog: &Catalog, locale: Locale) -> Reply {
    super::common::rules_embed(
        catalog,
        locale,
        <Game as TableGame>::EMOJI,
        "rules",
        &["turn", "buy", "build", "wolf", "end", "awards"],
        "board-legend",
    )
}

impl Draw for Game {
    fn lobby(catalog: &Catalog, board: &Board<'_>, seats: &[Seat], options: &Options) -> Reply {
        lobby(catalog, board, seats, options)
    }

    fn board(catalog: &Catalog, table: &Board<'_>, session: &PigsSession) -> Reply {
        board(catalog, table, session)
    }

    fn read_aloud(catalog: &Catalog, board: &Board<'_>, session: &PigsSession) -> Vec<String> {
        super::three_pigs_spoken::read_aloud(catalog, board.locale, session)
    }

    /// The board's lines turn by turn, and for a turn they tell nothing of (nothing bought,
    /// no wolf) a line saying whose it was, so a digest names every turn.
    fn story(catalog: &Catalog, locale: Locale, session: &PigsSession) -> Vec<String> {
        let mut lines = Vec::new();
        for turn in session.recent.split_inclusive(|e| matches!(e, Event::TurnPassed { .. })) {
            let told = event_lines(catalog, locale, &Session { recent: turn.to_vec(), ..session.clone() });
            if told.is_empty() {
                let player = turn.iter().find_map(|e| match e {
                    Event::Rolled { player, .. } => Some(*player),
                    _ => None,
                });
                lines.extend(player.map(|p| {
                    text(catalog, locale, "event-turn-quiet", &[("name", name_of(&session.seats, p).into())])
                }));
            }
            lines.extend(told);
        }
        lines
    }

    fn rules(catalog: &Catalog, locale: Locale) -> Reply {
        rules(catalog, locale)
    }
}
