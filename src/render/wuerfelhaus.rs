//! The Würfelhaus board: every player's wall as a brick wall (offset rows, each brick's
//! number, painted bricks filled, the 18 with its thirds), the dice, and the moves.

use fluent_bundle::FluentValue;

use super::Board;
use super::common::{board_button, board_id, fit, menus, name_of, text, truncate};
use super::reply::{ButtonStyle, Embed, Field, Reply, Row, SelectOption};
use crate::component::Token;
use crate::games::seam::{Seat, Session};
use crate::games::wuerfelhaus::table_game::{Input, encode_paint};
use crate::games::wuerfelhaus::{Action, Event, Floor, Game, PLAYERS, Phase, Third, Wall};
use crate::i18n::{Catalog, Locale};

type HausSession = Session<Game>;

const COLOUR: u32 = 0xE6_7E_22;
const COLOUR_OVER: u32 = 0xF1_C4_0F;

fn title(catalog: &Catalog, locale: Locale) -> String {
    format!("🎲 {}", catalog.text(locale, "game-wuerfelhaus-name", None))
}

/// The lobby of a table that will play Würfelhaus.
pub fn lobby(catalog: &Catalog, board: &Board<'_>, seats: &[Seat]) -> Reply {
    super::common::lobby(catalog, board, seats, title(catalog, board.locale), "lobby-intro-haus", PLAYERS)
}

/// One wall as text art for a code block: the top row first, each row shifted by half a brick.
/// `[ 3]` is a brick still to paint, `█ 3█` a painted one; the 18 shows its thirds.
pub fn wall_art(game: &Game, wall: &Wall) -> String {
    let rows = game.sheet.bricks.iter().map(|b| b.row).max().unwrap_or(0);
    let mut lines = Vec::new();
    for row in (1..=rows).rev() {
        let mut line = " ".repeat(usize::from(row - 1) * 2);
        for (index, brick) in game.sheet.bricks.iter().enumerate().filter(|(_, b)| b.row == row) {
            let painted = wall.is_painted(index);
            if brick.thirds && !painted {
                let third = |t: Third| {
                    let done = wall.paint[index] & third_bit(t) != 0;
                    let v = brick.value / 3;
                    if done { format!("█{v:>2}█") } else { format!("[{v:>2}]") }
                };
                line.push_str(&format!("{}{}{}", third(Third::L), third(Third::M), third(Third::R)));
            } else if painted {
                line.push_str(&format!("█{:>2}█", brick.value));
            } else {
                line.push_str(&format!("[{:>2}]", brick.value));
            }
        }
        lines.push(line.trim_end().to_owned());
    }
    format!("```\n{}\n```", lines.join("\n"))
}

fn third_bit(third: Third) -> u8 {
    match third {
        Third::L => 0b010,
        Third::R => 0b100,
        Third::M => 0b001,
    }
}

fn dice_line(game: &Game) -> String {
    game.turn
        .dice
        .iter()
        .map(|d| d.map_or("▫️".to_owned(), |v| format!("**{v}**")))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The public board while playing or at the end.
pub fn board(catalog: &Catalog, table: &Board<'_>, session: &HausSession) -> Reply {
    let locale = table.locale;
    let over = session.game.is_over();
    let game = &session.game;
    let mut description = Vec::new();
    if over {
        let winners: Vec<String> =
            game.winners.iter().map(|&w| format!("<@{}>", session.seats[w].user)).collect();
        description.push(text(
            catalog,
            locale,
            "final-winners",
            &[("count", winners.len().into()), ("names", winners.join(", ").into())],
        ));
    } else {
        let player = game.turn.player;
        description.push(text(
            catalog,
            locale,
            "board-turn",
            &[
                ("mention", format!("<@{}>", session.seats[player].user).into()),
                ("name", name_of(&session.seats, player).into()),
            ],
        ));
        let floor = match game.turn.floor {
            Floor::Ground => catalog.text(locale, "haus-floor-ground", None),
            Floor::Roof => catalog.text(locale, "haus-floor-roof", None),
        };
        description.push(floor);
        match game.turn.phase {
            Phase::Roll => description.push(catalog.text(locale, "haus-phase-roll", None)),
            Phase::Rolling => {
                description.push(format!(
                    "🎲 {}   {}",
                    dice_line(game),
                    text(catalog, locale, "board-rolls-left", &[("left", (3 - game.turn.rolls).into())])
                ));
                description.push(catalog.text(locale, "haus-phase-rolling", None));
            }
            Phase::Assign => {
                description.push(format!("🎲 {}", dice_line(game)));
                description.push(catalog.text(locale, "haus-phase-assign", None));
            }
            Phase::Over => {}
        }
    }
    let events = event_lines(catalog, locale, session);
    if !events.is_empty() {
        description.push(String::new());
        description.extend(events);
    }
    let bricks = game.sheet.bricks.len();
    let fields = session
        .seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let wall = &game.walls[i];
            let done = (0..bricks).filter(|&b| wall.is_painted(b)).count();
            let turn = if !over && game.turn.player == i {
                "🎲 "
            } else if game.winners.contains(&i) {
                "🏆 "
            } else {
                ""
            };
            Field {
                name: text(
                    catalog,
                    locale,
                    "haus-player",
                    &[
                        ("turn", turn.into()),
                        ("name", super::common::display_name(&seat.name).into()),
                        ("painted", done.into()),
                        ("total", bricks.into()),
                        ("turns", wall.turns.into()),
                    ],
                ),
                value: wall_art(game, wall),
                inline: false,
            }
        })
        .collect();
    Reply {
        content: None,
        embed: Some(Embed {
            title: title(catalog, locale),
            description: fit(description, 4000),
            fields,
            colour: if over { COLOUR_OVER } else { COLOUR },
            footer: Some(catalog.text(locale, "haus-legend", None)),
        }),
        rows: if over { Vec::new() } else { components(catalog, locale, table, session) },
        ephemeral: false,
    }
}

fn components(catalog: &Catalog, locale: Locale, table: &Board<'_>, session: &HausSession) -> Vec<Row> {
    let game = &session.game;
    let id = |input: Input| board_id(table, Token::from(&input));
    let button = |input: Input, label, emoji, style, disabled| {
        board_button(table, Token::from(&input), label, emoji, style, disabled)
    };
    match game.turn.phase {
        Phase::Roll => vec![Row::Buttons(vec![button(
            Input::Roll,
            catalog.text(locale, "button-roll", None),
            Some("🎲"),
            ButtonStyle::Primary,
            false,
        )])],
        Phase::Rolling => {
            let dice = (0..3u8)
                .map(|d| {
                    let picked = session.ui[usize::from(d)];
                    let value = game.turn.dice[usize::from(d)].map_or(String::new(), |v| v.to_string());
                    let style = if picked { ButtonStyle::Primary } else { ButtonStyle::Secondary };
                    button(Input::Die(d), value, Some("🎲"), style, false)
                })
                .collect();
            let picked = session.ui.iter().filter(|p| **p).count();
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
                        picked == 0,
                    ),
                    button(
                        Input::Stop,
                        catalog.text(locale, "haus-button-stop", None),
                        Some("🖌️"),
                        ButtonStyle::Success,
                        false,
                    ),
                ]),
            ]
        }
        Phase::Assign => {
            let legal = game.legal_actions(game.turn.player);
            let options: Vec<SelectOption> =
                legal.iter().filter_map(|a| option(catalog, locale, game, a)).collect();
            let mut rows = Vec::new();
            let mut buttons = Vec::new();
            if let Some(best) = game.best_assignment() {
                let label =
                    text(catalog, locale, "haus-best", &[("bricks", cells_of(&best).join(", ").into())]);
                buttons.push(button(
                    Input::Best,
                    truncate(&label, 80),
                    Some("✨"),
                    ButtonStyle::Success,
                    false,
                ));
            }
            buttons.push(button(
                Input::Pass,
                catalog.text(locale, "button-pass", None),
                None,
                ButtonStyle::Secondary,
                false,
            ));
            rows.extend(menus(catalog, locale, options, |n| id(Input::Paint(n)), "haus-menu-paint"));
            rows.insert(0, Row::Buttons(buttons));
            rows
        }
        Phase::Over => Vec::new(),
    }
}

fn cells_of(action: &Action) -> Vec<String> {
    match action {
        Action::Paint { groups } => groups.iter().map(|g| g.brick.clone()).collect(),
        Action::Joker { brick } => vec![brick.clone()],
        _ => Vec::new(),
    }
}

fn option(catalog: &Catalog, locale: Locale, game: &Game, action: &Action) -> Option<SelectOption> {
    let value = encode_paint(action)?;
    let dice = game.turn.dice.map(|d| d.unwrap_or(0));
    let label = match action {
        Action::Paint { groups } => groups
            .iter()
            .map(|g| {
                let sum: Vec<String> = g.dice.iter().map(|&d| dice[usize::from(d)].to_string()).collect();
                format!("{} ← {}", g.brick, sum.join("+"))
            })
            .collect::<Vec<_>>()
            .join(" · "),
        Action::Joker { brick } => {
            text(catalog, locale, "haus-option-joker", &[("brick", brick.clone().into())])
        }
        _ => return None,
    };
    Some(SelectOption {
        value,
        label: truncate(&label, 100),
        description: None,
        emoji: Some("🖌️".to_owned()),
    })
}

fn event_lines(catalog: &Catalog, locale: Locale, session: &HausSession) -> Vec<String> {
    let seats = &session.seats;
    let mut lines: Vec<String> = Vec::new();
    let mut painted: Vec<String> = Vec::new();
    let mut painter = None;
    let flush = |lines: &mut Vec<String>, painted: &mut Vec<String>, painter: Option<usize>| {
        if let (Some(player), false) = (painter, painted.is_empty()) {
            let args: [(&str, FluentValue<'_>); 2] =
                [("name", name_of(seats, player).into()), ("bricks", painted.join(", ").into())];
            lines.push(format!("• {}", text(catalog, locale, "event-haus-painted", &args)));
            painted.clear();
        }
    };
    for event in &session.recent {
        if let Event::Painted { player, brick } = event {
            if painter != Some(*player) {
                flush(&mut lines, &mut painted, painter);
            }
            painter = Some(*player);
            painted.push(brick.clone());
            continue;
        }
        flush(&mut lines, &mut painted, painter);
        let line = match event {
            Event::Joker { player, brick } => Some(text(
                catalog,
                locale,
                "event-haus-joker",
                &[("name", name_of(seats, *player).into()), ("brick", brick.clone().into())],
            )),
            Event::NothingFits { player } => {
                Some(text(catalog, locale, "event-haus-nothing", &[("name", name_of(seats, *player).into())]))
            }
            Event::Passed { player } => {
                Some(text(catalog, locale, "event-haus-passed", &[("name", name_of(seats, *player).into())]))
            }
            Event::Completed { player, turns } => Some(text(
                catalog,
                locale,
                "event-haus-completed",
                &[("name", name_of(seats, *player).into()), ("turns", (*turns).into())],
            )),
            _ => None,
        };
        lines.extend(line.map(|l| format!("• {l}")));
    }
    flush(&mut lines, &mut painted, painter);
    lines
}

/// The rules, in our own words.
pub fn rules(catalog: &Catalog, locale: Locale) -> Reply {
    super::common::rules_embed(catalog, locale, "🎲", "rules-haus", &["paint", "roof", "end"], "haus-legend")
}

impl super::Draw for Game {
    fn lobby(
        catalog: &Catalog,
        board: &Board<'_>,
        seats: &[Seat],
        _options: &crate::games::wuerfelhaus::Options,
    ) -> Reply {
        lobby(catalog, board, seats)
    }

    fn board(catalog: &Catalog, table: &Board<'_>, session: &HausSession) -> Reply {
        board(catalog, table, session)
    }

    fn rules(catalog: &Catalog, locale: Locale) -> Reply {
        rules(catalog, locale)
    }
}
