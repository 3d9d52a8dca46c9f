//! 🔊 The Würfelhaus board in sentences (see [`super::Draw::read_aloud`]): whose turn it is,
//! the floor and the dice, what the player may do, then each wall row by row from the bottom,
//! the numbers painted and the numbers still open, where the board draws coloured squares and
//! keycaps.

use fluent_bundle::FluentValue;

use super::common::{name_of, text};
use super::spoken::plain;
use crate::games::seam::Session;
use crate::games::wuerfelhaus::{Floor, Game, Phase, Third, Wall};
use crate::i18n::{Catalog, Locale};

/// The board of `session` in sentences, in `locale`.
pub fn read_aloud(catalog: &Catalog, locale: Locale, session: &Session<Game>) -> Vec<String> {
    let game = &session.game;
    let seats = &session.seats;
    let mut lines = Vec::new();
    if game.is_over() {
        let names: Vec<String> = game.winners.iter().map(|&w| name_of(seats, w)).collect();
        let args = [("count", names.len().into()), ("names", names.join(", ").into())];
        lines.push(plain(&text(catalog, locale, "final-winners", &args)));
    } else {
        let player = name_of(seats, game.turn.player);
        let args = [("mention", player.clone().into()), ("name", player.into())];
        lines.push(plain(&text(catalog, locale, "board-turn", &args)));
        let floor = match game.turn.floor {
            Floor::Ground => "haus-floor-ground",
            Floor::Roof => "haus-floor-roof",
        };
        lines.push(plain(&catalog.text(locale, floor, None)));
        let dice: Vec<String> = game.turn.dice.iter().flatten().map(u8::to_string).collect();
        if !dice.is_empty() {
            lines.push(text(catalog, locale, "read-haus-dice", &[("dice", dice.join(", ").into())]));
        }
        let phase = match game.turn.phase {
            Phase::Roll => Some("haus-phase-roll"),
            Phase::Rolling => Some("haus-phase-rolling"),
            Phase::Assign => Some("haus-phase-assign"),
            Phase::Over => None,
        };
        lines.extend(phase.map(|id| plain(&catalog.text(locale, id, None))));
    }
    let bricks = game.sheet.bricks.len();
    for (index, wall) in game.walls.iter().enumerate() {
        let painted = (0..bricks).filter(|&b| wall.is_painted(b)).count();
        let args: [(&str, FluentValue<'_>); 4] = [
            ("name", name_of(seats, index).into()),
            ("done", painted.to_string().into()),
            ("total", bricks.into()),
            ("turns", wall.turns.into()),
        ];
        let rows = wall_rows(catalog, locale, game, wall);
        lines.push(format!("{} {}", text(catalog, locale, "read-haus-player", &args), rows.join(" ")));
    }
    lines
}

/// Each row of `wall`, bottom first: its painted numbers and its open ones. The 18 painted
/// in part names its painted thirds.
fn wall_rows(catalog: &Catalog, locale: Locale, game: &Game, wall: &Wall) -> Vec<String> {
    let sheet = &game.sheet;
    let rows = sheet.bricks.iter().map(|b| b.row).max().unwrap_or(0);
    let none = || catalog.text(locale, "read-haus-none", None);
    (1..=rows)
        .map(|row| {
            let mut bricks: Vec<usize> =
                (0..sheet.bricks.len()).filter(|&i| sheet.bricks[i].row == row).collect();
            bricks.sort_by_key(|&i| sheet.bricks[i].pos);
            let (mut done, mut open) = (Vec::new(), Vec::new());
            let mut roof = false;
            for index in bricks {
                let brick = &sheet.bricks[index];
                roof |= brick.floor == Floor::Roof;
                let thirds: Vec<String> = [Third::L, Third::M, Third::R]
                    .into_iter()
                    .filter(|third| brick.thirds && wall.paint[index] & third.bit() != 0)
                    .map(|third| {
                        let name = match third {
                            Third::L => "left",
                            Third::M => "middle",
                            Third::R => "right",
                        };
                        text(catalog, locale, "haus-third", &[("third", name.into())])
                    })
                    .collect();
                if wall.is_painted(index) {
                    done.push(brick.value.to_string());
                } else if thirds.is_empty() {
                    open.push(brick.value.to_string());
                } else {
                    let args = [("thirds", thirds.join(", ").into()), ("value", brick.value.into())];
                    done.push(text(catalog, locale, "haus-thirds", &args));
                    open.push(brick.value.to_string());
                }
            }
            let list = |values: Vec<String>| if values.is_empty() { none() } else { values.join(", ") };
            let args: [(&str, FluentValue<'_>); 4] = [
                ("floor", if roof { "roof" } else { "ground" }.into()),
                ("row", row.into()),
                ("done", list(done).into()),
                ("todo", list(open).into()),
            ];
            text(catalog, locale, "read-haus-row", &args)
        })
        .collect()
}
