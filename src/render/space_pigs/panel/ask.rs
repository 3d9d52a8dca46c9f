//! The question of a decision in words: one arm per [`Ask`], texts only (the options are laid
//! out by `controls.rs`).

use fluent_bundle::FluentValue;

use super::super::{ai_pigs, card, who};
use crate::games::seam::Seat;
use crate::games::space_pigs::{Ask, Family, Game, HexNames, Power, TripAsk};
use crate::i18n::{Catalog, Locale};
use crate::render::common::text;
use crate::render::space_pigs_map;

/// What the panel asks `seat` now.
pub(super) fn question(
    catalog: &Catalog,
    locale: Locale,
    (game, seats): (&Game, &[Seat]),
    seat: usize,
    ask: &Ask,
) -> String {
    let say = |key: &str| catalog.text(locale, key, None);
    let with = |key: &str, args: &[(&str, FluentValue<'_>)]| text(catalog, locale, key, args);
    let names = game.hex_names();
    let at = |hex| FluentValue::from(names.name(hex));
    match ask {
        Ask::Wait => {
            if game.is_over() {
                say("space-pigs-ask-over")
            } else {
                let waiting: Vec<String> = game.waiting_for().iter().map(|&s| who(seats, s)).collect();
                with("space-pigs-ask-wait", &[("names", waiting.join(", ").into())])
            }
        }
        Ask::Family => say("space-pigs-ask-family"),
        // V7 (L778): the builder lays a hex whose face he has seen; the question names it.
        Ask::Lay { family } => match game.next_faces(seat)[family.index()] {
            Some(_) => with(
                "space-pigs-ask-lay-seen",
                &[("face", face(catalog, locale, game, seat, *family).into())],
            ),
            None => say("space-pigs-ask-lay"),
        },
        Ask::Deploy => say("space-pigs-ask-deploy"),
        Ask::Discard { swap } => {
            let ask = if game.options.full() {
                with("space-pigs-ask-discard-full", &[("hand", game.data.full.hand_size.into())])
            } else {
                say("space-pigs-ask-discard")
            };
            if *swap { format!("{ask}\n{}", say("space-pigs-ask-swap")) } else { ask }
        }
        Ask::Offer { to } => with("space-pigs-ask-offer", &[("name", who(seats, *to).into())]),
        Ask::Answer { from, cards } => {
            let offered: Vec<String> = cards.iter().map(|c| card(catalog, locale, *c)).collect();
            with(
                "space-pigs-ask-answer",
                &[("name", who(seats, *from).into()), ("cards", offered.join(", ").into())],
            )
        }
        Ask::Settlers { left } => {
            let left: Vec<String> = left.iter().map(u8::to_string).collect();
            with("space-pigs-ask-settlers", &[("tokens", left.join(", ").into())])
        }
        Ask::Return => say("space-pigs-ask-return"),
        Ask::Marker => say("space-pigs-ask-marker"),
        Ask::Election { candidacy, chair, vote, last_call } => {
            let mut asks = Vec::new();
            if *candidacy {
                asks.push(say("space-pigs-ask-candidacy"));
            }
            if *chair {
                asks.push(say("space-pigs-ask-chair"));
            }
            if *vote {
                asks.push(say(if *chair { "space-pigs-ask-chair-vote" } else { "space-pigs-ask-vote" }));
            }
            if *last_call {
                asks.push(say("space-pigs-ask-last-call"));
            }
            asks.join("\n")
        }
        Ask::Travel { trips, step } => format!(
            "{} {}",
            trip(catalog, locale, &names, step, true),
            with("space-pigs-trips-left", &[("trips", (*trips).into())])
        ),
        Ask::Reorganise { step } => trip(catalog, locale, &names, step, false),
        Ask::ExtraWindow => say("space-pigs-ask-extra-window"),
        Ask::BattleCards { at: hex } => with("space-pigs-ask-battle-cards", &[("hex", at(*hex))]),
        Ask::KeepDice { at: hex } => with("space-pigs-ask-keep-dice", &[("hex", at(*hex))]),
        Ask::Stand { at: hex } => with("space-pigs-ask-stand", &[("hex", at(*hex))]),
        Ask::ReinforceWhere { left } => with("space-pigs-ask-reinforce-where", &[("left", (*left).into())]),
        Ask::ReinforceHow { left, at: hex } => {
            with("space-pigs-ask-reinforce-how", &[("left", (*left).into()), ("hex", at(*hex))])
        }
        Ask::PlaceAi { arrival } => with(
            "space-pigs-ask-place-ai",
            &[
                ("pigs", ai_pigs(catalog, locale, arrival.kind, arrival.count).into()),
                ("count", arrival.count.into()),
            ],
        ),
        Ask::AnnounceAi => say("space-pigs-ask-announce-ai"),
        Ask::MoveAi { from, kind, count } => with(
            "space-pigs-ask-move-ai",
            &[
                ("pigs", ai_pigs(catalog, locale, *kind, *count).into()),
                ("count", (*count).into()),
                ("hex", at(*from)),
            ],
        ),
        Ask::Power { power, step } => say(power_ask(*power, *step)),
        Ask::FeastTarget => say("space-pigs-ask-feast-target"),
        Ask::FeastHex { target } => with("space-pigs-ask-feast-hex", &[("name", who(seats, *target).into())]),
    }
}

/// The arguments a control's placeholder may name: the travel card chosen, the number of cards
/// an answer gives.
pub(super) fn placeholder_args<'a>(
    catalog: &Catalog,
    locale: Locale,
    ask: &Ask,
) -> Vec<(&'a str, FluentValue<'a>)> {
    match ask {
        Ask::Travel { step: TripAsk::Source { card: Some(c) }, .. } => {
            vec![("card", card(catalog, locale, *c).into())]
        }
        Ask::Answer { cards, .. } => vec![("count", cards.len().into())],
        _ => Vec::new(),
    }
}

/// V7 (L778): the name of the face of `family`'s next hex, as the builder sees it.
pub(super) fn face(catalog: &Catalog, locale: Locale, game: &Game, seat: usize, family: Family) -> String {
    game.next_faces(seat)[family.index()]
        .map(|kind| catalog.text(locale, space_pigs_map::hex_kind_id(kind, family), None))
        .unwrap_or_default()
}

/// The question of one step of a trip or reorganisation.
fn trip(catalog: &Catalog, locale: Locale, names: &HexNames, step: &TripAsk, travel: bool) -> String {
    let say = |key: &str| catalog.text(locale, key, None);
    let with = |key: &str, args: &[(&str, FluentValue<'_>)]| text(catalog, locale, key, args);
    let named = |c| FluentValue::from(card(catalog, locale, c));
    match step {
        TripAsk::Source { card: Some(c) } => with("space-pigs-ask-from-card", &[("card", named(*c))]),
        TripAsk::Source { card: None } if travel => say("space-pigs-ask-from"),
        TripAsk::Source { card: None } => say("space-pigs-ask-reorganise-from"),
        TripAsk::Target { from, card: Some(c) } => {
            with("space-pigs-ask-to-card", &[("from", names.name(*from).into()), ("card", named(*c))])
        }
        TripAsk::Target { from, card: None } => {
            with("space-pigs-ask-to", &[("from", names.name(*from).into())])
        }
        TripAsk::Path { from, path } => {
            let so_far: Vec<String> =
                std::iter::once(*from).chain(path.iter().copied()).map(|h| names.name(h)).collect();
            with("space-pigs-ask-path", &[("path", so_far.join(" → ").into())])
        }
        TripAsk::Troops { from, to } => with(
            "space-pigs-ask-troops",
            &[("from", names.name(*from).into()), ("to", names.name(*to).into())],
        ),
        TripAsk::Drop { at } => with("space-pigs-ask-drop", &[("hex", names.name(*at).into())]),
    }
}

/// The question for the `step`-th thing `power` names.
fn power_ask(power: Power, step: usize) -> &'static str {
    match (power, step) {
        (Power::BlockCandidate, _) => "space-pigs-ask-power-block-candidate-0",
        (Power::Steal, _) => "space-pigs-ask-power-steal-0",
        (Power::Famine, _) => "space-pigs-ask-power-famine-0",
        (Power::KillGovernors, _) => "space-pigs-ask-power-kill-governors-0",
        (Power::Dash, 0) => "space-pigs-ask-power-dash-0",
        (Power::Dash, 1) => "space-pigs-ask-power-dash-1",
        (Power::Dash, _) => "space-pigs-ask-power-dash-2",
        (Power::Convert, 0) => "space-pigs-ask-power-convert-0",
        (Power::Convert, 1) => "space-pigs-ask-power-convert-1",
        (Power::Convert, 2) => "space-pigs-ask-power-convert-2",
        (Power::Convert, _) => "space-pigs-ask-power-convert-3",
        (Power::Forbid, 0) => "space-pigs-ask-power-forbid-0",
        (Power::Forbid, _) => "space-pigs-ask-power-forbid-1",
        (Power::TakeBack, _) => "space-pigs-ask-power-take-back-0",
        (Power::SwapPlanets, 0) => "space-pigs-ask-power-swap-planets-0",
        (Power::SwapPlanets, _) => "space-pigs-ask-power-swap-planets-1",
        (Power::Tune, _) => "space-pigs-ask-power-tune-0",
        (Power::Transport, 0) => "space-pigs-ask-power-transport-0",
        (Power::Transport, 1) => "space-pigs-ask-power-transport-1",
        (Power::Transport, _) => "space-pigs-ask-power-transport-2",
        // The passive powers, those that name nothing and those taken in the game's own
        // questions never ask here.
        (
            Power::BigHand
            | Power::ExtraGovernor
            | Power::Reroll
            | Power::Flee
            | Power::WinsTies
            | Power::ExtraTrip
            | Power::FarReorganise,
            _,
        ) => "space-pigs-menu-power",
    }
}
