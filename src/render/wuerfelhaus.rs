//! The Würfelhaus board: every player's wall as emoji art (one emoji per brick, rows offset by
//! half a brick, painted bricks in colour, open ones with their number, the 18 in its thirds),
//! the dice, and the moves, named by what the wall shows ("the left 3 (row 2)").

use fluent_bundle::FluentValue;

use super::Board;
use super::common::{board_button, board_id, fit, menus, name_of, seat_circle, seat_colour, text, truncate};
use super::reply::{Button, ButtonStyle, Embed, Field, Reply, Row, SelectOption};
use super::user_text::{self, mention};
use crate::component::Token;
use crate::games::seam::{Seat, Session, TableGame};
use crate::games::wuerfelhaus::table_game::{Input, encode_paint};
use crate::games::wuerfelhaus::{
    Action, Cell, Event, Floor, Game, Options, PLAYERS, Phase, Sheet, Third, Wall,
};
use crate::i18n::{Catalog, Locale};

type HausSession = Session<Game>;

const COLOUR_OVER: u32 = 0xF1_C4_0F;

/// Half a brick: an en space and a six-per-em space (about 0.67 em), half of an emoji as
/// Discord draws it (1.375 em). Rows are shifted by it, so each brick sits on two below.
pub const HALF_BRICK: &str = "\u{2002}\u{2006}";
/// A painted brick of the ground floor.
pub const PAINTED_GROUND: &str = "🟧";
/// A painted brick (or third) of the roof.
pub const PAINTED_ROOF: &str = "🟥";
/// An open brick whose number has no keycap (over 10): the number stands beside its row.
pub const OPEN_BIG: &str = "⬜";

fn title(catalog: &Catalog, locale: Locale) -> String {
    format!("🎲 {}", catalog.text(locale, "game-wuerfelhaus-name", None))
}

/// The lobby of a table that will play Würfelhaus.
pub fn lobby(catalog: &Catalog, board: &Board<'_>, seats: &[Seat], options: &Options) -> Reply {
    // Finishing the round means nothing to a player alone.
    let shown: Vec<(&str, String)> = if seats.len() > 1 {
        vec![("lobby-option-haus-finish-round", options.finish_round.to_string())]
    } else {
        Vec::new()
    };
    let chosen = super::common::settings_line(catalog, board.locale, &shown);
    super::common::lobby(
        catalog,
        board,
        seats,
        title(catalog, board.locale),
        ("lobby-intro-haus", chosen),
        PLAYERS,
    )
}

/// The keycap emoji of 0–10 (`3️⃣`, `🔟`); larger numbers have none.
fn keycap(value: u8) -> Option<String> {
    match value {
        0..=9 => Some(format!("{value}\u{FE0F}\u{20E3}")),
        10 => Some("🔟".to_owned()),
        _ => None,
    }
}

/// How many emoji a row is wide: one per brick, three for a brick in thirds.
fn row_width(sheet: &Sheet, row: u8) -> usize {
    sheet.bricks.iter().filter(|b| b.row == row).map(|b| if b.thirds { 3 } else { 1 }).sum()
}

/// One wall as emoji art, top row first: one emoji per brick, each row shifted by half a brick
/// per brick it is shorter than the widest, so every brick sits on the two it rests on. Open
/// bricks show their number as a keycap (`3️⃣`, `🔟`), a larger one `⬜` with `⬜ = 12`
/// beside the row; painted ones are 🟧 (ground floor) or 🟥 (roof). A brick painted in thirds
/// (the 18) is three emoji, one per third (`🟥6️⃣🟥`: both sides painted).
pub fn wall_art(game: &Game, wall: &Wall) -> String {
    let sheet = &game.sheet;
    let rows = sheet.bricks.iter().map(|b| b.row).max().unwrap_or(0);
    let widest = (1..=rows).map(|r| row_width(sheet, r)).max().unwrap_or(0);
    let mut lines = Vec::new();
    for row in (1..=rows).rev() {
        let mut bricks: Vec<usize> =
            (0..sheet.bricks.len()).filter(|&i| sheet.bricks[i].row == row).collect();
        bricks.sort_by_key(|&i| sheet.bricks[i].pos);
        let mut line = HALF_BRICK.repeat(widest - row_width(sheet, row));
        let mut beside: Vec<String> = Vec::new();
        for index in bricks {
            let brick = &sheet.bricks[index];
            let painted = if brick.floor == Floor::Roof { PAINTED_ROOF } else { PAINTED_GROUND };
            let mut open = |value: u8| {
                keycap(value).unwrap_or_else(|| {
                    beside.push(value.to_string());
                    OPEN_BIG.to_owned()
                })
            };
            if brick.thirds {
                for third in [Third::L, Third::M, Third::R] {
                    if wall.is_painted(index) || wall.paint[index] & third.bit() != 0 {
                        line.push_str(painted);
                    } else {
                        line.push_str(&open(brick.value / 3));
                    }
                }
            } else if wall.is_painted(index) {
                line.push_str(painted);
            } else {
                line.push_str(&open(brick.value));
            }
        }
        if !beside.is_empty() {
            // Said as an equation, so the square does not read as a brick without a number.
            let said: Vec<String> = beside.iter().map(|value| format!("{OPEN_BIG} = {value}")).collect();
            line.push_str(&format!("  {}", said.join(" · ")));
        }
        lines.push(line);
    }
    // Discord trims a field's leading blanks: a zero-width space keeps the top row's shift.
    format!("\u{200B}{}", lines.join("\n"))
}

/// Where a brick sits among the bricks of its row with the same number: `only`, `left`,
/// `middle`, `right`, or `nth` with its place from the left (never on our sheet).
fn place(sheet: &Sheet, brick: usize) -> (&'static str, usize) {
    let b = &sheet.bricks[brick];
    let mut peers: Vec<usize> = (0..sheet.bricks.len())
        .filter(|&i| sheet.bricks[i].row == b.row && sheet.bricks[i].value == b.value)
        .collect();
    peers.sort_by_key(|&i| sheet.bricks[i].pos);
    let n = peers.iter().position(|&i| i == brick).unwrap_or(0) + 1;
    let place = match (peers.len(), n) {
        (1, _) => "only",
        (2 | 3, 1) => "left",
        (3, 2) => "middle",
        (2, 2) | (3, 3) => "right",
        _ => "nth",
    };
    (place, n)
}

/// "a, b and c" in the board's language.
fn and_list(catalog: &Catalog, locale: Locale, items: Vec<String>) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, first)) => text(
            catalog,
            locale,
            "haus-and",
            &[("first", first.join(", ").into()), ("last", last.clone().into())],
        ),
    }
}

/// Cells in the order the wall is read for a label: bottom row first, left to right, a brick's
/// thirds sides first.
fn cell_key(sheet: &Sheet, cell: Cell) -> (u8, u8, usize, Option<Third>) {
    let brick = &sheet.bricks[cell.brick];
    (brick.row, brick.pos, cell.brick, cell.third)
}

/// Names cells as the wall shows them, never by their record codes: "the left 3 and the
/// right 4 (row 2)", "the 12 (roof)", "the left third and the right third of the 18 (roof)".
/// Rows count from the bottom; the roof is named as such.
pub fn cells_phrase(catalog: &Catalog, locale: Locale, sheet: &Sheet, cells: &[Cell]) -> String {
    let mut cells = cells.to_vec();
    cells.sort_by_key(|&c| cell_key(sheet, c));
    let mut places: Vec<(Option<u8>, Vec<String>)> = Vec::new();
    let mut i = 0;
    while i < cells.len() {
        let cell = cells[i];
        let brick = &sheet.bricks[cell.brick];
        let item = if cell.third.is_some() {
            let thirds: Vec<String> = cells[i..]
                .iter()
                .take_while(|c| c.brick == cell.brick)
                .filter_map(|c| c.third)
                .map(|third| {
                    let name = match third {
                        Third::L => "left",
                        Third::R => "right",
                        Third::M => "middle",
                    };
                    text(catalog, locale, "haus-third", &[("third", name.into())])
                })
                .collect();
            i += thirds.len().max(1);
            text(
                catalog,
                locale,
                "haus-thirds",
                &[("thirds", and_list(catalog, locale, thirds).into()), ("value", brick.value.into())],
            )
        } else {
            i += 1;
            let (place, n) = place(sheet, cell.brick);
            text(
                catalog,
                locale,
                "haus-brick",
                &[("place", place.into()), ("value", brick.value.into()), ("n", n.into())],
            )
        };
        let at = if brick.floor == Floor::Roof { None } else { Some(brick.row) };
        match places.last_mut() {
            Some((last, items)) if *last == at => items.push(item),
            _ => places.push((at, vec![item])),
        }
    }
    places
        .into_iter()
        .map(|(at, items)| {
            text(
                catalog,
                locale,
                "haus-at",
                &[
                    ("bricks", and_list(catalog, locale, items).into()),
                    ("floor", if at.is_some() { "ground" } else { "roof" }.into()),
                    ("row", at.unwrap_or(0).into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The cells record ids name (unknown ids are left out).
fn cells_named<'a>(sheet: &Sheet, ids: impl IntoIterator<Item = &'a String>) -> Vec<Cell> {
    ids.into_iter().filter_map(|id| sheet.cell(id)).collect()
}

fn dice_text(dice: [Option<u8>; 3]) -> String {
    dice.iter().map(|d| d.map_or("▫️".to_owned(), |v| format!("**{v}**"))).collect::<Vec<_>>().join(" · ")
}

fn dice_line(game: &Game) -> String {
    dice_text(game.turn.dice)
}

/// The public board while playing or at the end.
/// The records a solo player plays against: their own best and the server's.
fn solo_best_line(catalog: &Catalog, locale: Locale, best: super::SoloBest) -> String {
    let own = match best.own {
        Some(turns) => text(catalog, locale, "haus-solo-best-own", &[("turns", turns.into())]),
        None => catalog.text(locale, "haus-solo-best-none", None),
    };
    match best.server {
        Some((user, turns)) => {
            let server = text(
                catalog,
                locale,
                "haus-solo-best-server",
                &[("turns", turns.into()), ("mention", format!("<@{user}>").into())],
            );
            format!("{own} · {server}")
        }
        None => own,
    }
}

pub fn board(catalog: &Catalog, table: &Board<'_>, session: &HausSession) -> Reply {
    let locale = table.locale;
    let over = session.game.is_over();
    let game = &session.game;
    let mut description = Vec::new();
    if over {
        let winners: Vec<String> = game.winners.iter().map(|&w| mention(&session.seats[w])).collect();
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
                ("mention", mention(&session.seats[player]).into()),
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
                description.push(reach_line(catalog, locale, game));
            }
            Phase::Assign => {
                description.push(format!("🎲 {}", dice_line(game)));
                description.push(catalog.text(locale, "haus-phase-assign", None));
            }
            Phase::Over => {}
        }
    }
    if let Some(best) = table.solo_best {
        description.push(solo_best_line(catalog, locale, best));
    }
    let events = event_lines(catalog, locale, session);
    if !events.is_empty() {
        description.push(String::new());
        description.extend(events);
    }
    let bricks = game.sheet.bricks.len();
    // Seat order while playing; at the end, best first with medals.
    let order: Vec<(usize, Option<usize>)> = match crate::games::seam::TableGame::results(game) {
        Some(results) if over => {
            super::outcome::ranking(&results).into_iter().map(|(i, r)| (i, Some(r))).collect()
        }
        _ => (0..session.seats.len()).map(|i| (i, None)).collect(),
    };
    let fields = order
        .into_iter()
        .filter_map(|(i, rank)| Some((i, rank, session.seats.get(i)?, game.walls.get(i)?)))
        .map(|(i, rank, seat, wall)| {
            let done = (0..bricks).filter(|&b| wall.is_painted(b)).count();
            let turn = match rank {
                Some(rank) => format!("{} ", super::outcome::medal(rank)),
                None if game.turn.player == i => "🎲 ".to_owned(),
                None => String::new(),
            };
            Field {
                name: text(
                    catalog,
                    locale,
                    "haus-player",
                    &[
                        ("turn", turn.into()),
                        ("name", format!("{} {}", seat_circle(i), user_text::name(&seat.name)).into()),
                        ("painted", done.into()),
                        ("total", bricks.into()),
                    ],
                ),
                // The turns head the value: in the title, three fields a row wrapped on a
                // desktop ("0/15 · 0 turns").
                value: format!(
                    "{}\n{}",
                    text(catalog, locale, "haus-player-turns", &[("turns", wall.turns.into())]),
                    wall_art(game, wall)
                ),
                // Side by side, up to three a row: six walls take two rows of the screen.
                inline: true,
            }
        })
        .collect();
    Reply {
        content: None,
        embed: Some(Embed {
            title: title(catalog, locale),
            description: fit(description, 4000),
            fields,
            colour: match (over, game.winners.first()) {
                (false, _) => seat_colour(game.turn.player),
                (true, Some(&winner)) => seat_colour(winner),
                (true, None) => COLOUR_OVER,
            },
            footer: Some(catalog.text(locale, "haus-legend", None)),
            image: None,
        }),
        rows: if over { Vec::new() } else { components(catalog, locale, table, session) },
        ephemeral: false,
        ..Reply::default()
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
                    Button {
                        pressed: Some(picked), ..button(Input::Die(d), value, Some("🎲"), style, false)
                    }
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
                    // A stop that paints nothing says so, while rolls are left to do better.
                    if fits_nothing(game) {
                        button(
                            Input::Stop,
                            catalog.text(locale, "haus-button-stop-empty", None),
                            Some("⚠️"),
                            ButtonStyle::Danger,
                            false,
                        )
                    } else {
                        button(
                            Input::Stop,
                            catalog.text(locale, "haus-button-stop", None),
                            Some("🖌️"),
                            ButtonStyle::Success,
                            false,
                        )
                    },
                ]),
            ]
        }
        Phase::Assign => {
            let mut legal = game.legal_actions(game.turn.player);
            // The suggested move first, then the others by how much they paint (WH-06's
            // measure), so a long menu reads from the best down; the sort is stable, so moves
            // that paint as much keep the wall's order.
            let best = game.best_assignment();
            legal.sort_by_key(|a| (Some(a) != best.as_ref(), std::cmp::Reverse(game.assignment_score(a))));
            let options: Vec<SelectOption> =
                legal.iter().filter_map(|a| option(catalog, locale, game, a)).collect();
            let mut rows = Vec::new();
            let mut buttons = Vec::new();
            if let Some(best) = game.best_assignment() {
                let cells = cells_phrase(catalog, locale, &game.sheet, &cells_of(game, &best));
                let label = text(catalog, locale, "haus-best", &[("bricks", cells.into())]);
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

/// Whether the dice of a roof turn, stopped now, would paint nothing.
fn fits_nothing(game: &Game) -> bool {
    let (cells, joker) = game.within_reach();
    cells.is_empty() && !joker
}

/// What a roof turn's dice could paint if the player stopped now, named as the wall shows
/// the bricks; or the warning that they fit no brick.
fn reach_line(catalog: &Catalog, locale: Locale, game: &Game) -> String {
    let (cells, joker) = game.within_reach();
    let mut parts = Vec::new();
    if !cells.is_empty() {
        let bricks = cells_phrase(catalog, locale, &game.sheet, &cells);
        parts.push(text(catalog, locale, "haus-reach", &[("bricks", bricks.into())]));
    }
    if joker {
        parts.push(catalog.text(locale, "haus-reach-joker", None));
    }
    if parts.is_empty() { catalog.text(locale, "haus-reach-none", None) } else { parts.join(" ") }
}

fn cells_of(game: &Game, action: &Action) -> Vec<Cell> {
    match action {
        Action::Paint { groups } => cells_named(&game.sheet, groups.iter().map(|g| &g.brick)),
        Action::Joker { brick } => cells_named(&game.sheet, [brick]),
        _ => Vec::new(),
    }
}

/// A menu option: its value is the move as `table_game` encodes it; its label names the
/// bricks as the wall shows them, its description which dice paint what (in the label's order).
fn option(catalog: &Catalog, locale: Locale, game: &Game, action: &Action) -> Option<SelectOption> {
    let value = encode_paint(action)?;
    let sheet = &game.sheet;
    let dice = game.turn.dice.map(|d| d.unwrap_or(0));
    let (label, description) = match action {
        Action::Paint { groups } => {
            let mut painted: Vec<(Cell, &[u8])> =
                groups.iter().filter_map(|g| Some((sheet.cell(&g.brick)?, g.dice.as_slice()))).collect();
            painted.sort_by_key(|&(cell, _)| cell_key(sheet, cell));
            let cells: Vec<Cell> = painted.iter().map(|&(cell, _)| cell).collect();
            let sums: Vec<String> = painted
                .iter()
                .map(|&(cell, group)| {
                    let values: Vec<String> =
                        group.iter().map(|&d| dice[usize::from(d) % 3].to_string()).collect();
                    if values.len() == 1 {
                        values.concat()
                    } else {
                        format!("{}={}", values.join("+"), sheet.cell_value(cell))
                    }
                })
                .collect();
            let bricks = cells_phrase(catalog, locale, sheet, &cells);
            (
                text(catalog, locale, "haus-option-paint", &[("bricks", bricks.into())]),
                Some(format!("🎲 {}", sums.join(" · "))),
            )
        }
        Action::Joker { brick } => {
            let brick = cells_phrase(catalog, locale, sheet, &cells_named(sheet, [brick]));
            (text(catalog, locale, "haus-option-joker", &[("brick", brick.into())]), None)
        }
        _ => return None,
    };
    Some(SelectOption {
        value,
        label: truncate(&label, 100),
        description: description.map(|d| truncate(&d, 100)),
        emoji: Some(if matches!(action, Action::Joker { .. }) { "🃏" } else { "🖌️" }.to_owned()),
    })
}

/// Recent events in words, newest last; bricks named as the wall shows them. A roll that fit
/// nowhere keeps its dice on the board.
fn event_lines(catalog: &Catalog, locale: Locale, session: &HausSession) -> Vec<String> {
    let seats = &session.seats;
    let sheet = &session.game.sheet;
    let mut lines: Vec<String> = Vec::new();
    let mut painted: Vec<String> = Vec::new();
    let mut painter = None;
    let flush = |lines: &mut Vec<String>, painted: &mut Vec<String>, painter: Option<usize>| {
        if let (Some(player), false) = (painter, painted.is_empty()) {
            let bricks = cells_phrase(catalog, locale, sheet, &cells_named(sheet, painted.iter()));
            let args: [(&str, FluentValue<'_>); 2] =
                [("name", name_of(seats, player).into()), ("bricks", bricks.into())];
            lines.push(format!("• {}", text(catalog, locale, "event-haus-painted", &args)));
            painted.clear();
        }
    };
    for (index, event) in session.recent.iter().enumerate() {
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
                &[
                    ("name", name_of(seats, *player).into()),
                    ("brick", cells_phrase(catalog, locale, sheet, &cells_named(sheet, [brick])).into()),
                ],
            )),
            Event::NothingFits { player, dice } => {
                // The dice that fit nowhere; a table stored before events kept them finds its
                // last roll among the recent events, and, when that has left them too, names no
                // dice rather than hiding them behind "…".
                let dice = dice.map(|d| d.map(Some)).or_else(|| {
                    session.recent[..index].iter().rev().find_map(|e| match e {
                        Event::Rolled { player: p, dice, .. } if p == player => Some(dice.map(Some)),
                        _ => None,
                    })
                });
                let name = ("name", name_of(seats, *player).into());
                Some(match dice {
                    Some(dice) => {
                        text(catalog, locale, "event-haus-nothing", &[name, ("dice", dice_text(dice).into())])
                    }
                    None => text(catalog, locale, "event-haus-nothing-undiced", &[name]),
                })
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
    super::common::rules_embed(
        catalog,
        locale,
        <Game as TableGame>::EMOJI,
        "rules-haus",
        &["paint", "roof", "end"],
        "haus-legend",
    )
}

impl super::Draw for Game {
    fn lobby(catalog: &Catalog, board: &Board<'_>, seats: &[Seat], options: &Options) -> Reply {
        lobby(catalog, board, seats, options)
    }

    fn board(catalog: &Catalog, table: &Board<'_>, session: &HausSession) -> Reply {
        board(catalog, table, session)
    }

    fn read_aloud(catalog: &Catalog, table: &Board<'_>, session: &HausSession) -> Vec<String> {
        super::wuerfelhaus_spoken::read_aloud(catalog, table.locale, session)
    }

    fn story(catalog: &Catalog, locale: Locale, session: &HausSession) -> Vec<String> {
        event_lines(catalog, locale, session)
    }

    fn rules(catalog: &Catalog, locale: Locale) -> Reply {
        rules(catalog, locale)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wuerfelhaus::Options;

    fn solo() -> Game {
        Game::new(vec!["Ann".into()], Options::default(), Sheet::default()).expect("a game")
    }

    fn paint(game: &mut Game, id: &str) {
        let cell = game.sheet.cell(id).expect(id);
        let bits = cell.third.map_or(0b111, Third::bit);
        game.walls[0].paint[cell.brick] |= bits;
    }

    /// The rows of the art, top first, without the leading zero-width space.
    fn rows(game: &Game) -> Vec<String> {
        let art = wall_art(game, &game.walls[0]);
        let art = art.strip_prefix('\u{200B}').expect("a zero-width space keeps the first shift");
        art.lines().map(str::to_owned).collect()
    }

    /// An empty wall: keycaps for every number up to 10, `⬜` with its number beside the row
    /// for the 12, the 18 as three 6s; each row shifted by half a brick per brick it is
    /// shorter than the bottom row, so every brick sits on two.
    #[test]
    fn an_empty_wall_shows_every_number_and_offsets_its_rows() {
        let h = HALF_BRICK;
        assert_eq!(
            rows(&solo()),
            [
                format!("{h}{h}6️⃣6️⃣6️⃣"),
                format!("{h}{h}{h}🔟⬜  ⬜ = 12"),
                format!("{h}{h}5️⃣5️⃣6️⃣"),
                format!("{h}3️⃣3️⃣4️⃣4️⃣"),
                "1️⃣1️⃣1️⃣2️⃣2️⃣".to_owned(),
            ]
        );
    }

    /// A painted brick is a coloured square (orange on the ground floor, red on the roof), an
    /// open one keeps its number; a painted 12 takes its number off the side of its row.
    #[test]
    fn painted_and_open_bricks_differ_at_a_glance() {
        let mut game = solo();
        for id in ["1.1", "1.2", "1.3", "1.4", "1.5", "2.1", "2.2", "3.1", "4.2"] {
            paint(&mut game, id);
        }
        let rows = rows(&game);
        assert!(rows[4].ends_with("🟧🟧🟧🟧🟧"), "{rows:?}");
        assert!(rows[3].ends_with("🟧🟧4️⃣4️⃣"), "{rows:?}");
        assert!(rows[2].ends_with("🟧5️⃣6️⃣"), "{rows:?}");
        assert!(rows[1].ends_with("🔟🟥"), "the painted 12 needs no number beside: {rows:?}");
        for painted in [PAINTED_GROUND, PAINTED_ROOF] {
            assert!(keycap(1).is_some_and(|k| k != painted) && keycap(10).is_some_and(|k| k != painted));
        }
    }

    /// The 18 in thirds: each third its own emoji, painted ones red, the open ones 6s; whole,
    /// three red squares.
    #[test]
    fn the_split_18_shows_its_thirds() {
        let mut game = solo();
        let h = HALF_BRICK;
        paint(&mut game, "5.1L");
        assert_eq!(rows(&game)[0], format!("{h}{h}🟥6️⃣6️⃣"));
        paint(&mut game, "5.1R");
        assert_eq!(rows(&game)[0], format!("{h}{h}🟥6️⃣🟥"));
        paint(&mut game, "5.1M");
        assert_eq!(rows(&game)[0], format!("{h}{h}🟥🟥🟥"));
        let mut whole = solo();
        paint(&mut whole, "5.1");
        assert_eq!(rows(&whole)[0], format!("{h}{h}🟥🟥🟥"));
    }

    /// Same numbers in a row are told apart by their place; rows count from the bottom, the
    /// roof is named; never a record code.
    #[test]
    fn cells_are_named_as_the_wall_shows_them() {
        let catalog = Catalog::embedded().expect("catalog");
        let sheet = Sheet::default();
        let name = |ids: &[&str]| {
            let cells: Vec<Cell> = ids.iter().map(|id| sheet.cell(id).expect(id)).collect();
            cells_phrase(&catalog, Locale::EnUs, &sheet, &cells)
        };
        assert_eq!(name(&["2.4", "2.1"]), "the left 3 and the right 4 (row 2)");
        assert_eq!(name(&["1.2", "1.1", "1.3"]), "the left 1, the middle 1 and the right 1 (row 1)");
        assert_eq!(name(&["4.2"]), "the 12 (roof)");
        assert_eq!(
            name(&["3.3", "5.1R", "5.1L"]),
            "the 6 (row 3), the left third and the right third of the 18 (roof)"
        );
        assert_eq!(name(&["5.1M"]), "the middle third of the 18 (roof)");
        assert_eq!(name(&["5.1"]), "the 18 (roof)");
    }
}
