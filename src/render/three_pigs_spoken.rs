//! 🔊 The Three Little Pigs board in sentences (see [`super::Draw::read_aloud`]): whose turn
//! it is and what they may do, the dice, then each player's score and houses, tile by tile
//! from the bottom up by material and kind ("house 1: straw door, wooden window, missing
//! roof"), where the board draws them as coloured squares.

use super::common::{name_of, text};
use super::spoken::plain;
use crate::games::seam::Session;
use crate::games::three_pigs::{Face, Game, House, Phase};
use crate::i18n::{Catalog, Locale};

/// The board of `session` in sentences, in `locale`.
pub fn read_aloud(catalog: &Catalog, locale: Locale, session: &Session<Game>) -> Vec<String> {
    let game = &session.game;
    let seats = &session.seats;
    let mut lines = Vec::new();
    match &game.outcome {
        Some(outcome) => {
            let names: Vec<String> = outcome.winners.iter().map(|&w| name_of(seats, w)).collect();
            let args = [("count", names.len().into()), ("names", names.join(", ").into())];
            lines.push(plain(&text(catalog, locale, "final-winners", &args)));
        }
        None => {
            let player = name_of(seats, game.turn.player);
            let args = [("mention", player.clone().into()), ("name", player.into())];
            lines.push(plain(&text(catalog, locale, "board-turn", &args)));
            lines.extend(now(catalog, locale, session));
        }
    }
    let scores = game.current_scores();
    for (index, player) in game.players.iter().enumerate() {
        let houses: Vec<String> = player
            .houses
            .iter()
            .enumerate()
            .map(|(i, house)| house_said(catalog, locale, i + 1, house))
            .collect();
        let houses = if houses.is_empty() {
            catalog.text(locale, "read-pigs-no-houses", None)
        } else {
            houses.join("; ")
        };
        let points = scores.get(index).map_or(0, |score| score.total);
        let args =
            [("name", name_of(seats, index).into()), ("points", points.into()), ("houses", houses.into())];
        lines.push(text(catalog, locale, "read-pigs-player", &args));
    }
    let args = [("empty", game.stacks.empty_count().into()), ("end", game.end_threshold().into())];
    lines.push(plain(&text(catalog, locale, "board-empty-stacks", &args)));
    lines
}

/// What the player to move may do now, and the dice when the board shows them.
fn now(catalog: &Catalog, locale: Locale, session: &Session<Game>) -> Vec<String> {
    let game = &session.game;
    let said = |id: &str| plain(&catalog.text(locale, id, None));
    let rolls_left = || {
        let args = [("left", (3 - game.turn.rolls).into())];
        text(catalog, locale, "board-rolls-left", &args)
    };
    match game.turn.phase {
        Phase::Roll => vec![said("board-phase-roll")],
        Phase::Rolling => {
            vec![format!("{} · {}", dice(catalog, locale, game), rolls_left()), said("board-phase-rolling")]
        }
        Phase::Buying => {
            let id = if game.turn.bought.is_empty() { "board-phase-buying" } else { "board-phase-second" };
            vec![dice(catalog, locale, game), said(id)]
        }
        Phase::Wolf => {
            let mut lines = vec![dice(catalog, locale, game), said("board-phase-wolf")];
            if let Some((target, house)) = session.ui.target {
                let args = [
                    ("target", name_of(&session.seats, target).into()),
                    ("house", house.saturating_add(1).into()),
                ];
                lines.push(text(catalog, locale, "board-target", &args));
            }
            lines
        }
        Phase::Over => Vec::new(),
    }
}

/// The dice showing, by face: "Dice: wolf, door, door, window, roof."
fn dice(catalog: &Catalog, locale: Locale, game: &Game) -> String {
    let faces: Vec<String> = game
        .turn
        .dice
        .iter()
        .flatten()
        .map(|face| {
            let id = match face {
                Face::Wolf => "read-pigs-face-wolf",
                Face::Door => "read-pigs-face-door",
                Face::Window => "read-pigs-face-window",
                Face::Roof => "read-pigs-face-roof",
            };
            catalog.text(locale, id, None)
        })
        .collect();
    text(catalog, locale, "read-pigs-dice", &[("faces", faces.join(", ").into())])
}

/// One house: its number, its tiles bottom first by material and kind, its flowerpots, and
/// what it still lacks (a roof, without which it scores nothing).
fn house_said(catalog: &Catalog, locale: Locale, number: usize, house: &House) -> String {
    let mut parts: Vec<String> = house
        .tiles
        .iter()
        .map(|tile| {
            catalog.text(locale, &format!("tile-{}-{}", tile.kind.name(), tile.material.name()), None)
        })
        .collect();
    let pots = house.pots();
    if pots > 0 {
        parts.push(text(catalog, locale, "read-pigs-pots", &[("pots", pots.into())]));
    }
    let id = if house.is_complete() { "read-pigs-complete" } else { "read-pigs-missing-roof" };
    parts.push(catalog.text(locale, id, None));
    text(catalog, locale, "read-pigs-house", &[("number", number.into()), ("tiles", parts.join(", ").into())])
}
