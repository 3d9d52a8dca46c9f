//! The private panel of one seat: its hand, its recipe, and the controls of what the game asks
//! it now, with only the legal options (the [`Decision`] of `games/space_pigs/decision/`):
//! the question in words (`ask.rs`) and the options labelled and laid out (`controls.rs`).

mod ask;
mod controls;

use super::{COLOUR, SpaceSession, acorns, card, card_effect, clan, hex, who};
use crate::component::Token;
use crate::games::seam::{Codec, Seat};
use crate::games::space_pigs::{Acorns, Ask, Change, Game, Input, Phase, RuleSet, View};
use crate::i18n::{Catalog, Locale};
use crate::render::Board;
use crate::render::common::{panel_id, text};
use crate::render::reply::{Button, ButtonStyle, Embed, Reply, Row};
use crate::render::spoken::plain;

/// The first line of a refused panel control (`token`, with a menu's `values`): what changed
/// since `seat`'s panel was drawn, as the game tells it ([`Game::what_changed`]); `None` when
/// it cannot tell, and the generic refusal stands alone.
pub fn what_changed(
    catalog: &Catalog,
    locale: Locale,
    session: &SpaceSession,
    seat: usize,
    (token, values): (&str, &[String]),
) -> Option<String> {
    let game = &session.game;
    Some(match game.what_changed(seat, token, values)? {
        Change::ElectionOver => catalog.text(locale, "space-pigs-changed-election-over", None),
        Change::NoLongerStands(other) => text(
            catalog,
            locale,
            "space-pigs-changed-not-standing",
            &[("who", who(&session.seats, other).into())],
        ),
        Change::CardLeft(gone) => text(
            catalog,
            locale,
            "space-pigs-changed-card-left",
            &[("card", card(catalog, locale, gone).into())],
        ),
        Change::HexNotYours(at) => text(
            catalog,
            locale,
            "space-pigs-changed-hex-not-yours",
            &[("hex", hex(catalog, locale, game, at).into())],
        ),
        Change::HexNotFree(at) => text(
            catalog,
            locale,
            "space-pigs-changed-hex-taken",
            &[("hex", hex(catalog, locale, game, at).into())],
        ),
        Change::NotYourTurn => catalog.text(locale, "space-pigs-changed-not-your-turn", None),
    })
}

/// The private panel of `seat`.
pub fn panel(catalog: &Catalog, board: &Board<'_>, session: &SpaceSession, seat: usize) -> Reply {
    let locale = board.locale;
    let game = &session.game;
    let view = game.view(seat);
    let stamp = crate::games::seam::Play::moves_by(session, seat);
    let id = |input: Input| panel_id(board, stamp, Token::Game(input.token()));
    let mut lines = Vec::new();
    let hand: Vec<String> = view
        .hand
        .iter()
        .map(|c| format!("🃏 **{}** · {}", card(catalog, locale, *c), card_effect(catalog, locale, game, *c)))
        .collect();
    lines.push(if hand.is_empty() {
        catalog.text(locale, "space-pigs-hand-empty", None)
    } else {
        hand.join("\n")
    });
    let public = &view.seats[seat];
    lines.push(text(
        catalog,
        locale,
        "space-pigs-your-recipe",
        &[
            ("recipe", public.recipe.map(acorns).unwrap_or_else(|| "?".to_owned()).into()),
            ("production", acorns(public.production).into()),
        ],
    ));
    if view.rules == RuleSet::Full && view.round <= 1 {
        // The secret recipe is new to a group without the book: said on the panels of the
        // setup and the first round (the second can end the game), not for the rest of it.
        lines.push(catalog.text(locale, "space-pigs-first-recipe", None));
    }
    if let Some(colour) = public.seventh {
        // V3 (L747): one acorn of this colour is already in the recipe above; say which.
        let mut one = Acorns::default();
        one.add(colour, 1);
        lines.push(text(catalog, locale, "space-pigs-your-seventh", &[("colour", acorns(one).into())]));
    }
    if view.rules == RuleSet::Full {
        lines.extend(secrets(catalog, locale, &session.seats, &view));
    }
    if let Some(line) = chosen_discard(catalog, locale, game, seat) {
        lines.push(line);
    }
    let decision = game.decision(seat, &session.ui);
    let ask = ask::question(catalog, locale, (game, &session.seats), seat, &decision.ask);
    let drawing = controls::Drawing {
        catalog,
        locale,
        game,
        seats: &session.seats,
        seat,
        args: ask::placeholder_args(catalog, locale, &decision.ask),
        page: session.ui.page,
        id: &id,
    };
    // The clan powers usable now, beside whatever the game asks (not while one is chosen).
    let aside = decision.aside.as_ref().filter(|_| !matches!(decision.ask, Ask::Power { .. }));
    let mut rows = drawing.rows(&decision.controls, aside);
    lines.push(String::new());
    lines.push(ask);
    if decision.ask == Ask::Wait && !game.is_over() {
        // An ephemeral message stays as drawn when the game comes to its player: say so, and
        // offer to redraw it here (the table answers Refresh with the panel as it is then).
        lines.push(catalog.text(locale, "space-pigs-ask-wait-refresh", None));
        rows.push(Row::Buttons(vec![Button {
            custom_id: panel_id(board, stamp, Token::Mine),
            label: catalog.text(locale, "space-pigs-button-refresh", None),
            emoji: Some("🔄".to_owned()),
            style: ButtonStyle::Secondary,
            disabled: false,
            pressed: None,
        }]));
    }
    Reply {
        content: None,
        embed: Some(Embed {
            title: text(
                catalog,
                locale,
                "space-pigs-panel-title",
                &[
                    ("name", who(&session.seats, seat).into()),
                    ("clan", clan(catalog, locale, public.clan).into()),
                ],
            ),
            description: lines.join("\n"),
            fields: Vec::new(),
            colour: COLOUR,
            footer: None,
            image: None,
        }),
        rows,
        ephemeral: true,
        ..Reply::default()
    }
}

/// The private panel of `seat` in sentences (see [`crate::render::Draw::read_panel`]): the
/// hand card by card, the recipe in words, the secrets of the full rules, and what the game
/// asks of the seat now.
pub fn read(catalog: &Catalog, locale: Locale, session: &SpaceSession, seat: usize) -> Vec<String> {
    let game = &session.game;
    let view = game.view(seat);
    let public = &view.seats[seat];
    let mut lines = vec![super::spoken::hand(catalog, locale, game, &view.hand)];
    let recipe =
        public.recipe.map_or_else(|| "?".to_owned(), |recipe| super::spoken::acorns(catalog, locale, recipe));
    lines.push(text(
        catalog,
        locale,
        "space-pigs-your-recipe",
        &[
            ("recipe", recipe.into()),
            ("production", super::spoken::acorns(catalog, locale, public.production).into()),
        ],
    ));
    if let Some(colour) = public.seventh {
        let mut one = Acorns::default();
        one.add(colour, 1);
        let colour = super::spoken::acorns(catalog, locale, one);
        lines.push(plain(&text(catalog, locale, "space-pigs-your-seventh", &[("colour", colour.into())])));
    }
    if view.rules == RuleSet::Full {
        lines.extend(secrets(catalog, locale, &session.seats, &view).iter().map(|line| plain(line)));
    }
    lines.extend(chosen_discard(catalog, locale, game, seat).map(|line| plain(&line)));
    let decision = game.decision(seat, &session.ui);
    lines.push(plain(&ask::question(catalog, locale, (game, &session.seats), seat, &decision.ask)));
    lines
}

/// What the full rules keep secret that this seat may know: its settler tokens, its travel
/// marker once chosen, and the swaps on offer to it or from it with their cards.
fn secrets(catalog: &Catalog, locale: Locale, seats: &[Seat], view: &View) -> Vec<String> {
    let mut lines = vec![catalog.text(locale, "space-pigs-recipe-secret", None)];
    if !view.your_settlers.is_empty() {
        let values: Vec<String> = view.your_settlers.iter().map(u8::to_string).collect();
        let piglets: u32 = view.your_settlers.iter().map(|&v| u32::from(v)).sum();
        lines.push(text(
            catalog,
            locale,
            "space-pigs-your-settlers",
            &[("tokens", values.join(" + ").into()), ("piglets", piglets.into())],
        ));
    }
    let markers: Vec<String> = view.seats[view.you].markers.iter().map(u8::to_string).collect();
    if !markers.is_empty() {
        lines.push(text(
            catalog,
            locale,
            "space-pigs-your-markers",
            &[("markers", markers.join(", ").into())],
        ));
    }
    if let (Some(trips), "markers") = (view.your_marker, view.phase) {
        lines.push(text(catalog, locale, "space-pigs-your-marker", &[("trips", trips.into())]));
    }
    for offer in &view.offers {
        let cards: Vec<String> = offer.cards.iter().map(|c| card(catalog, locale, *c)).collect();
        let (id, other) = if offer.from == view.you {
            ("space-pigs-your-offer", offer.to)
        } else {
            ("space-pigs-offer-to-you", offer.from)
        };
        lines.push(text(
            catalog,
            locale,
            id,
            &[("name", who(seats, other).into()), ("cards", cards.join(", ").into())],
        ));
    }
    lines
}

/// The seat's own secret discard of this draw phase, once chosen: the choice stays visible to
/// its player (and only to them) until everyone has chosen and the cards are drawn.
fn chosen_discard(catalog: &Catalog, locale: Locale, game: &Game, seat: usize) -> Option<String> {
    let Phase::Draw { discards } = &game.phase else { return None };
    let chosen = discards.get(seat)?.as_ref()?;
    Some(if chosen.is_empty() {
        catalog.text(locale, "space-pigs-chosen-keep", None)
    } else {
        let names: Vec<String> = chosen.iter().map(|c| card(catalog, locale, *c)).collect();
        text(catalog, locale, "space-pigs-chosen-discard", &[("names", names.join(", ").into())])
    })
}
