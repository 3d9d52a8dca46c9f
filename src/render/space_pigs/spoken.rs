//! 🔊 The Space-Schweine board in sentences (see [`crate::render::Draw::read_aloud`]): the
//! round and phase, whom the game waits for and what they may do, the battle, then each clan
//! with the hexes it stands on by their short names (`C4`, as the picture and the menus name
//! them) and its troops there, its supply and its cards; the AI pigs last. The picture's alt
//! text says where everyone stands in 1,024 characters; this says all of it.

use fluent_bundle::FluentValue;

use super::{SpaceSession, battle_line, clan, full, phase};
use crate::games::space_pigs::{Acorns, Game, RuleSet, Troops, View};
use crate::i18n::{Catalog, Locale};
use crate::render::common::{name_of, text};
use crate::render::spoken::plain;

/// The board of `session` in sentences, in `locale`, from what every seat may see.
pub fn read_aloud(catalog: &Catalog, locale: Locale, session: &SpaceSession) -> Vec<String> {
    let game = &session.game;
    let seats = &session.seats;
    let view = game.view(game.players.len());
    let mut lines = vec![heading(catalog, locale, &view)];
    match &view.outcome {
        Some(outcome) => lines.push(match outcome.winner {
            Some(seat) => {
                plain(&text(catalog, locale, "space-pigs-winner", &[("name", name_of(seats, seat).into())]))
            }
            None => catalog.text(locale, "space-pigs-ev-no-winner", None),
        }),
        None => {
            let waiting: Vec<String> = view.waiting_for.iter().map(|&s| name_of(seats, s)).collect();
            lines.push(plain(&text(
                catalog,
                locale,
                "space-pigs-waiting",
                &[("names", waiting.join(", ").into())],
            )));
            let chosen: Vec<String> = view.chosen().map(|seat| name_of(seats, seat)).collect();
            if !chosen.is_empty() {
                lines.push(plain(&text(
                    catalog,
                    locale,
                    "space-pigs-chosen",
                    &[("names", chosen.join(", ").into())],
                )));
            }
            if let Some(trips) = view.trips {
                lines.push(text(catalog, locale, "space-pigs-trips-left", &[("trips", trips.into())]));
            }
            let people: Vec<String> = view
                .waiting_for
                .iter()
                .filter(|&&seat| seats.get(seat).is_some_and(crate::games::seam::Seat::is_person))
                .map(|&seat| name_of(seats, seat))
                .collect();
            if !people.is_empty() {
                let args: [(&str, FluentValue<'_>); 3] = [
                    ("names", people.join(", ").into()),
                    ("count", people.len().into()),
                    ("button", catalog.text(locale, "space-pigs-button-mine", None).into()),
                ];
                lines.push(text(catalog, locale, "read-space-your-move", &args));
            }
        }
    }
    let full_rules = view.rules == RuleSet::Full;
    if full_rules {
        // The full rules' public lines, as the board draws them but plain: the play order, the
        // King Pig's settlers, the AI pigs' arrival, the election.
        let drawn = std::iter::once(full::order_line(catalog, locale, seats, &view))
            .chain(full::settlers_line(catalog, locale, seats, &view))
            .chain(full::ai_lines(catalog, locale, seats, &view))
            .chain(full::election_lines(catalog, locale, seats, &view));
        lines.extend(drawn.map(|line| plain(&line)));
    }
    lines.extend(battle_line(catalog, locale, seats, &view).map(|line| plain(&line)));
    for (seat, public) in view.seats.iter().enumerate() {
        lines.push(clan_said(catalog, locale, (session, &view), seat));
        if full_rules {
            // The King Pig, governors, travel markers, settler tokens, coalition, powers used.
            let line = plain(&full::seat_line(catalog, locale, seats, &view, seat));
            if !line.is_empty() {
                lines.push(line);
            }
        }
        if let Some(recipe) = public.recipe {
            let args = [
                ("recipe", acorns(catalog, locale, recipe).into()),
                ("production", acorns(catalog, locale, public.production).into()),
            ];
            lines.push(text(catalog, locale, "read-space-recipe", &args));
        }
    }
    let ai: Vec<String> =
        view.hexes.iter().filter_map(|h| h.ai.map(|stack| format!("{} ×{}", h.name, stack.count))).collect();
    if !ai.is_empty() {
        lines.push(text(catalog, locale, "space-pigs-alt-ai", &[("stacks", ai.join(", ").into())]));
    }
    lines
}

/// "Round 2, travel." as the board's title says it.
fn heading(catalog: &Catalog, locale: Locale, view: &View) -> String {
    let phase = phase(catalog, locale, view.phase);
    let heading = if view.round == 0 {
        text(catalog, locale, "space-pigs-title-setup", &[("phase", phase.into())])
    } else {
        text(
            catalog,
            locale,
            "space-pigs-title-round",
            &[("round", view.round.into()), ("phase", phase.into())],
        )
    };
    let name = catalog.text(locale, "game-space-pigs-name", None);
    format!("{name}: {heading}.")
}

/// One clan: its name, the hexes it stands on with its troops there, its supply and cards.
fn clan_said(
    catalog: &Catalog,
    locale: Locale,
    (session, view): (&SpaceSession, &View),
    seat: usize,
) -> String {
    let public = &view.seats[seat];
    let standing: Vec<String> = view
        .groups_of(seat)
        .map(|(name, g)| format!("{name} ({})", troops(catalog, locale, g.troops)))
        .collect();
    let hexes = if public.out {
        let id = if view.rules == RuleSet::Full { "read-space-returning" } else { "read-space-out" };
        catalog.text(locale, id, None)
    } else if standing.is_empty() {
        catalog.text(locale, "read-space-no-hexes", None)
    } else {
        standing.join(", ")
    };
    let args: [(&str, FluentValue<'_>); 5] = [
        ("name", name_of(&session.seats, seat).into()),
        ("clan", clan(catalog, locale, public.clan).into()),
        ("hexes", hexes.into()),
        ("supply", troops(catalog, locale, public.supply).into()),
        ("cards", public.hand_size.into()),
    ];
    text(catalog, locale, "read-space-clan", &args)
}

/// Troops in words: "3 piglets and 1 Big Gruik", "4 piglets", "1 Big Gruik".
pub(super) fn troops(catalog: &Catalog, locale: Locale, troops: Troops) -> String {
    let piglets = text(catalog, locale, "read-space-piglets", &[("piglets", troops.piglets.into())]);
    let gruiks = text(catalog, locale, "read-space-gruiks", &[("gruiks", troops.gruiks.into())]);
    match (troops.piglets, troops.gruiks) {
        (_, 0) => piglets,
        (0, _) => gruiks,
        _ => text(catalog, locale, "read-and", &[("first", piglets.into()), ("last", gruiks.into())]),
    }
}

/// Acorns in words: "2 red, 1 yellow" (none: a dash, as the board writes it).
pub(super) fn acorns(catalog: &Catalog, locale: Locale, acorns: Acorns) -> String {
    let parts: Vec<String> = [(acorns.red, "red"), (acorns.yellow, "yellow"), (acorns.blue, "blue")]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(count, colour)| {
            text(catalog, locale, "read-space-acorns", &[("count", count.into()), ("colour", colour.into())])
        })
        .collect();
    if parts.is_empty() { "–".to_owned() } else { parts.join(", ") }
}

/// The hand of `seat`, card by card with what it does, as its private panel says it.
pub(super) fn hand(
    catalog: &Catalog,
    locale: Locale,
    game: &Game,
    hand: &[crate::games::space_pigs::Card],
) -> String {
    if hand.is_empty() {
        return catalog.text(locale, "space-pigs-hand-empty", None);
    }
    let cards: Vec<String> = hand
        .iter()
        .map(|&c| {
            format!(
                "{} ({})",
                super::card(catalog, locale, c),
                plain(&super::card_effect(catalog, locale, game, c))
            )
        })
        .collect();
    text(catalog, locale, "read-space-hand", &[("cards", cards.join("; ").into())])
}
