//! The private panel of one seat: its hand, its recipe, and the controls of what the game asks
//! it now, with only the legal options (the [`Prompt`] of `games/space_pigs/table_game.rs`).

use super::{
    COLOUR, SpaceSession, acorns, ai_pigs, card, card_effect, clan, hex, hex_with_troops, mark, troops, who,
};
use crate::component::Token;
use crate::games::seam::{Codec, Seat};
use crate::games::space_pigs::{
    Acorns, Card, Family, Field, Game, Hex, Input, Phase, Power, Prompt, ReinforceStep, RuleSet, TripStep,
    Troops, View, card_value, field_value, gift_value, hand_value, hex_value, play_value, power_value,
    reinforce_value, troops_value,
};
use crate::i18n::{Catalog, Locale};
use crate::render::common::{label_of, menus, panel_id, text, truncate};
use crate::render::reply::{Button, ButtonStyle, Embed, Reply, Row, Select, SelectOption};
use crate::render::{Board, space_pigs_map};

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
    let prompt = game.prompt(seat, &session.ui);
    let (ask, mut rows) = prompt_rows(catalog, locale, game, &session.seats, (seat, &prompt), &id);
    // The clan powers usable now, beside whatever the game asks (a row left is needed).
    let kinds = game.power_kinds(seat);
    if !kinds.is_empty() && !matches!(prompt, Prompt::Power { .. }) && rows.len() < 5 {
        let options = kinds
            .iter()
            .map(|&p| SelectOption {
                value: power_value(p),
                label: super::full::power_name(catalog, locale, p),
                description: None,
                emoji: Some("✨".to_owned()),
            })
            .collect();
        let placeholder = catalog.text(locale, "space-pigs-menu-power", None);
        rows.push(single_select(id(Input::Power), placeholder, options));
    }
    lines.push(String::new());
    lines.push(ask);
    if matches!(prompt, Prompt::Wait) && !game.is_over() {
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

/// The question a prompt asks, and its controls.
fn prompt_rows(
    catalog: &Catalog,
    locale: Locale,
    game: &Game,
    seats: &[Seat],
    (seat, prompt): (usize, &Prompt),
    id: &dyn Fn(Input) -> String,
) -> (String, Vec<Row>) {
    let say = |key: &str| catalog.text(locale, key, None);
    let button = |input: Input, label: &str, style: ButtonStyle| Button {
        custom_id: id(input),
        label: say(label),
        emoji: None,
        style,
        disabled: false,
        pressed: None,
    };
    let hexes = |list: &[Hex]| hex_options(catalog, locale, game, list);
    let hex_menus = |list: &[Hex], make: fn(u8) -> Input, placeholder: &str| {
        menus(catalog, locale, hexes(list), |n| id(make(n)), placeholder)
    };
    let back = || Row::Buttons(vec![button(Input::Back, "space-pigs-button-back", ButtonStyle::Secondary)]);
    // V7 (L778): the name of the face of pile `f`'s next hex, as the builder sees it.
    let face = |f: usize| {
        let family = Family::ALL.get(f).copied().unwrap_or(Family::Black);
        game.next_faces(seat)[f]
            .map(|kind| say(space_pigs_map::hex_kind_id(kind, family)))
            .unwrap_or_default()
    };
    let destinations = |list: &[Hex], make: fn(u8) -> Input, placeholder: &str| {
        menus(
            catalog,
            locale,
            destination_options(catalog, locale, (game, seats), list),
            |n| id(make(n)),
            placeholder,
        )
    };
    match prompt {
        Prompt::Wait => {
            let waiting: Vec<String> = game.waiting_for().iter().map(|&s| who(seats, s)).collect();
            let ask = if game.is_over() {
                say("space-pigs-ask-over")
            } else {
                text(catalog, locale, "space-pigs-ask-wait", &[("names", waiting.join(", ").into())])
            };
            (ask, Vec::new())
        }
        Prompt::Build { families, family: None, .. } => {
            // Each pile with how many hexes it has left (public, as the piles lie on the table),
            // and with V7 (L778) the face of its next hex, which the builder alone sees.
            let pile = |f: usize| catalog.text(locale, &format!("space-pigs-family-{f}"), None);
            let faces = game.next_faces(seat);
            let options = families
                .iter()
                .map(|f| SelectOption {
                    value: f.index().to_string(),
                    label: text(
                        catalog,
                        locale,
                        if faces[f.index()].is_some() {
                            "space-pigs-family-next"
                        } else {
                            "space-pigs-family-left"
                        },
                        &[
                            ("pile", pile(f.index()).into()),
                            ("count", game.piles.get(f.index()).map_or(0, Vec::len).into()),
                            ("face", face(f.index()).into()),
                        ],
                    ),
                    description: None,
                    emoji: None,
                })
                .collect();
            (
                say("space-pigs-ask-family"),
                menus(catalog, locale, options, |_| id(Input::Family), "space-pigs-menu-family"),
            )
        }
        Prompt::Build { family: Some(family), positions, .. } => {
            let mut rows = hex_menus(positions, Input::Lay, "space-pigs-menu-position");
            rows.push(back());
            // V7 (L778): the builder lays a hex whose face he has seen; the prompt names it.
            let ask = if game.next_faces(seat)[family.index()].is_some() {
                text(catalog, locale, "space-pigs-ask-lay-seen", &[("face", face(family.index()).into())])
            } else {
                say("space-pigs-ask-lay")
            };
            (ask, rows)
        }
        Prompt::Deploy { hexes: list } => {
            (say("space-pigs-ask-deploy"), hex_menus(list, Input::Deploy, "space-pigs-menu-start"))
        }
        Prompt::Discard { hand, partners } => {
            let options = card_options(catalog, locale, game, hand, hand.iter().copied().enumerate());
            let mut rows = vec![
                multi_select(id(Input::Discard), say("space-pigs-menu-discard"), options),
                Row::Buttons(vec![button(Input::Keep, "space-pigs-button-keep", ButtonStyle::Primary)]),
            ];
            let ask = if game.options.full() {
                text(
                    catalog,
                    locale,
                    "space-pigs-ask-discard-full",
                    &[("hand", game.data.full.hand_size.into())],
                )
            } else {
                say("space-pigs-ask-discard")
            };
            if partners.is_empty() {
                return (ask, rows);
            }
            rows.push(single_select(
                id(Input::Partner),
                say("space-pigs-menu-partner"),
                seat_options(seats, partners),
            ));
            (format!("{ask}\n{}", say("space-pigs-ask-swap")), rows)
        }
        Prompt::Offer { to, hand } => {
            let options = card_options(catalog, locale, game, hand, hand.iter().copied().enumerate());
            let rows = vec![multi_select(id(Input::Offer), say("space-pigs-menu-offer"), options), back()];
            (text(catalog, locale, "space-pigs-ask-offer", &[("name", who(seats, *to).into())]), rows)
        }
        Prompt::Answer { from, cards, hand } => {
            let options = card_options(catalog, locale, game, hand, hand.iter().copied().enumerate());
            let count = u8::try_from(cards.len()).unwrap_or(u8::MAX);
            let mut rows = Vec::new();
            if usize::from(count) <= options.len() {
                rows.push(Row::Select(Select {
                    custom_id: id(Input::Answer),
                    placeholder: text(catalog, locale, "space-pigs-menu-answer", &[("count", count.into())]),
                    options,
                    min_values: count,
                    max_values: count,
                }));
            }
            rows.push(Row::Buttons(vec![button(
                Input::Decline,
                "space-pigs-button-decline",
                ButtonStyle::Secondary,
            )]));
            let offered: Vec<String> = cards.iter().map(|c| card(catalog, locale, *c)).collect();
            (
                text(
                    catalog,
                    locale,
                    "space-pigs-ask-answer",
                    &[("name", who(seats, *from).into()), ("cards", offered.join(", ").into())],
                ),
                rows,
            )
        }
        Prompt::Settlers { left, gifts } => {
            let options = gifts
                .iter()
                .map(|&(token, value, to)| SelectOption {
                    value: gift_value(token, to),
                    label: truncate(
                        &text(
                            catalog,
                            locale,
                            "space-pigs-option-settler",
                            &[("value", value.into()), ("name", label_of(seats, to).into())],
                        ),
                        100,
                    ),
                    description: None,
                    emoji: Some(mark(to).to_owned()),
                })
                .collect();
            let left: Vec<String> = left.iter().map(u8::to_string).collect();
            (
                text(catalog, locale, "space-pigs-ask-settlers", &[("tokens", left.join(", ").into())]),
                menus(catalog, locale, options, |_| id(Input::Give), "space-pigs-menu-settler"),
            )
        }
        Prompt::Return { hexes: list } => {
            (say("space-pigs-ask-return"), hex_menus(list, Input::Deploy, "space-pigs-menu-start"))
        }
        Prompt::Marker { markers } => {
            let options = markers
                .iter()
                .map(|&trips| SelectOption {
                    value: trips.to_string(),
                    label: text(catalog, locale, "space-pigs-option-marker", &[("trips", trips.into())]),
                    description: None,
                    emoji: Some("🧭".to_owned()),
                })
                .collect();
            (
                say("space-pigs-ask-marker"),
                vec![single_select(id(Input::Marker), say("space-pigs-menu-marker"), options)],
            )
        }
        Prompt::Election { candidacy, voters, candidates, cards, done } => election_rows(
            catalog,
            locale,
            seats,
            seat,
            id,
            Ballot { candidacy: *candidacy, voters, candidates, cards, done: *done },
        ),
        Prompt::Travel { trips, step } => {
            let (ask, mut rows) = trip_rows(catalog, locale, (game, seats), step, id, true);
            if matches!(step, TripStep::Source { .. }) {
                let mut buttons =
                    vec![button(Input::Done, "space-pigs-button-done-travel", ButtonStyle::Secondary)];
                if matches!(step, TripStep::Source { extra: true, .. }) {
                    buttons.push(button(Input::Extra, "space-pigs-button-extra", ButtonStyle::Success));
                }
                rows.push(Row::Buttons(buttons));
            } else {
                rows.push(back());
            }
            (
                format!(
                    "{ask} {}",
                    text(catalog, locale, "space-pigs-trips-left", &[("trips", (*trips).into())])
                ),
                rows,
            )
        }
        Prompt::Reorganise { step } => {
            let (ask, mut rows) = trip_rows(catalog, locale, (game, seats), step, id, false);
            rows.push(Row::Buttons(if matches!(step, TripStep::Source { .. }) {
                vec![button(Input::Done, "space-pigs-button-done-reorganise", ButtonStyle::Secondary)]
            } else {
                vec![button(Input::Back, "space-pigs-button-back", ButtonStyle::Secondary)]
            }));
            (ask, rows)
        }
        Prompt::ExtraWindow => (
            say("space-pigs-ask-extra-window"),
            vec![Row::Buttons(vec![
                button(Input::Extra, "space-pigs-button-extra", ButtonStyle::Success),
                button(Input::Done, "space-pigs-button-pass", ButtonStyle::Secondary),
            ])],
        ),
        Prompt::BattleCards { at, cards, retreats } => {
            let mut rows = Vec::new();
            if !cards.is_empty() {
                let hand = game.players.get(seat).map_or(&[][..], |p| p.hand.as_slice());
                let options = card_options(catalog, locale, game, hand, cards.iter().copied());
                rows.push(multi_select(id(Input::Cards), say("space-pigs-menu-battle-cards"), options));
            }
            rows.push(Row::Buttons(vec![button(
                Input::NoCards,
                "space-pigs-button-no-cards",
                ButtonStyle::Secondary,
            )]));
            if !retreats.is_empty() {
                // Hylocherus's power (L807): flee before the first combat round.
                rows.push(single_select(id(Input::Retreat), say("space-pigs-menu-flee"), hexes(retreats)));
            }
            (text(catalog, locale, "space-pigs-ask-battle-cards", &[("hex", hex_value(*at).into())]), rows)
        }
        Prompt::KeepDice { at } => (
            text(catalog, locale, "space-pigs-ask-keep-dice", &[("hex", hex_value(*at).into())]),
            vec![Row::Buttons(vec![button(
                Input::Done,
                "space-pigs-button-keep-dice",
                ButtonStyle::Primary,
            )])],
        ),
        Prompt::Stand { at, retreats } => {
            let mut rows = vec![Row::Buttons(vec![button(
                Input::Fight,
                "space-pigs-button-fight",
                ButtonStyle::Danger,
            )])];
            if !retreats.is_empty() {
                let options = hexes(retreats);
                rows.push(Row::Select(Select {
                    custom_id: id(Input::Retreat),
                    placeholder: say("space-pigs-menu-retreat"),
                    options,
                    min_values: 1,
                    max_values: 1,
                }));
            }
            (text(catalog, locale, "space-pigs-ask-stand", &[("hex", hex_value(*at).into())]), rows)
        }
        Prompt::PlaceAi { arrival, hexes: list } => (
            text(
                catalog,
                locale,
                "space-pigs-ask-place-ai",
                &[
                    ("pigs", ai_pigs(catalog, locale, arrival.kind, arrival.count).into()),
                    ("count", arrival.count.into()),
                ],
            ),
            destinations(list, Input::Land, "space-pigs-menu-place-ai"),
        ),
        Prompt::AnnounceAi { stacks } => {
            let mut rows = destinations(stacks, Input::Stack, "space-pigs-menu-ai-stack");
            rows.push(Row::Buttons(vec![button(
                Input::Done,
                "space-pigs-button-no-ai-move",
                ButtonStyle::Secondary,
            )]));
            (say("space-pigs-ask-announce-ai"), rows)
        }
        Prompt::MoveAi { from, kind, count, targets } => (
            text(
                catalog,
                locale,
                "space-pigs-ask-move-ai",
                &[
                    ("pigs", ai_pigs(catalog, locale, *kind, *count).into()),
                    ("count", (*count).into()),
                    ("hex", hex_value(*from).into()),
                ],
            ),
            destinations(targets, Input::Move, "space-pigs-menu-ai-move"),
        ),
        Prompt::Power { power, step, options } => {
            let labelled = options
                .iter()
                .map(|&field| SelectOption {
                    value: field_value(field),
                    label: truncate(&field_label(catalog, locale, (game, seats), field), 100),
                    description: None,
                    emoji: None,
                })
                .collect();
            let mut rows = menus(catalog, locale, labelled, |n| id(Input::Use(n)), "space-pigs-menu-power");
            rows.push(back());
            (say(power_ask(*power, *step)), rows)
        }
        Prompt::Feast { targets, target: None, .. } => (
            say("space-pigs-ask-feast-target"),
            vec![
                single_select(
                    id(Input::Target),
                    say("space-pigs-menu-feast-target"),
                    seat_options(seats, targets),
                ),
                back(),
            ],
        ),
        Prompt::Feast { target: Some(target), hexes: list, .. } => {
            let mut rows = destinations(list, Input::Feast, "space-pigs-menu-feast-hex");
            rows.push(back());
            (text(catalog, locale, "space-pigs-ask-feast-hex", &[("name", who(seats, *target).into())]), rows)
        }
        Prompt::Reinforce { left, step: ReinforceStep::Where { hexes: list } } => (
            text(catalog, locale, "space-pigs-ask-reinforce-where", &[("left", (*left).into())]),
            hex_menus(list, Input::Place, "space-pigs-menu-reinforce-where"),
        ),
        Prompt::Reinforce { left, step: ReinforceStep::HowMany { at, options } } => {
            let options = options
                .iter()
                .map(|&(piglets, gruik)| SelectOption {
                    value: reinforce_value((piglets, gruik)),
                    label: if gruik {
                        text(catalog, locale, "space-pigs-option-gruik", &[("piglets", piglets.into())])
                    } else {
                        text(catalog, locale, "space-pigs-option-piglets", &[("piglets", piglets.into())])
                    },
                    description: None,
                    emoji: None,
                })
                .collect();
            let mut rows =
                menus(catalog, locale, options, |n| id(Input::Reinforce(n)), "space-pigs-menu-reinforce");
            rows.push(back());
            (
                text(
                    catalog,
                    locale,
                    "space-pigs-ask-reinforce-how",
                    &[("left", (*left).into()), ("hex", hex_value(*at).into())],
                ),
                rows,
            )
        }
    }
}

/// What [`Prompt::Election`] offers, borrowed.
struct Ballot<'a> {
    candidacy: bool,
    voters: &'a [usize],
    candidates: &'a [usize],
    cards: &'a [(Card, usize)],
    done: bool,
}

/// The election's question and controls: the candidacy buttons, the chair's menu of voters,
/// the menu of candidates, the phase-4 cards with their targets, and the last call's "done".
fn election_rows(
    catalog: &Catalog,
    locale: Locale,
    seats: &[Seat],
    seat: usize,
    id: &dyn Fn(Input) -> String,
    Ballot { candidacy, voters, candidates, cards, done }: Ballot<'_>,
) -> (String, Vec<Row>) {
    let say = |key: &str| catalog.text(locale, key, None);
    let button = |input: Input, label: &str, style: ButtonStyle| Button {
        custom_id: id(input),
        label: say(label),
        emoji: None,
        style,
        disabled: false,
        pressed: None,
    };
    let mut rows = Vec::new();
    let mut asks = Vec::new();
    if candidacy {
        asks.push(say("space-pigs-ask-candidacy"));
        rows.push(Row::Buttons(vec![
            button(Input::Stand, "space-pigs-button-stand", ButtonStyle::Success),
            button(Input::Abstain, "space-pigs-button-abstain", ButtonStyle::Secondary),
        ]));
    }
    if !voters.is_empty() {
        asks.push(say("space-pigs-ask-chair"));
        rows.push(single_select(id(Input::Ask), say("space-pigs-menu-ask"), seat_options(seats, voters)));
    }
    if !candidates.is_empty() {
        asks.push(say(if voters.is_empty() { "space-pigs-ask-vote" } else { "space-pigs-ask-chair-vote" }));
        let options = candidates
            .iter()
            .map(|&candidate| SelectOption {
                value: candidate.to_string(),
                label: if candidate == seat {
                    truncate(
                        &text(
                            catalog,
                            locale,
                            "space-pigs-option-vote-self",
                            &[("name", label_of(seats, seat).into())],
                        ),
                        100,
                    )
                } else {
                    label_of(seats, candidate)
                },
                description: None,
                emoji: Some(mark(candidate).to_owned()),
            })
            .collect();
        rows.push(single_select(id(Input::Vote), say("space-pigs-menu-vote"), options));
    }
    if done {
        asks.push(say("space-pigs-ask-last-call"));
    }
    if !cards.is_empty() {
        let options = cards
            .iter()
            .map(|&(c, target)| SelectOption {
                value: play_value(c, target),
                label: truncate(
                    &text(
                        catalog,
                        locale,
                        "space-pigs-option-play",
                        &[
                            ("card", card(catalog, locale, c).into()),
                            ("name", label_of(seats, target).into()),
                        ],
                    ),
                    100,
                ),
                description: None,
                emoji: Some("🃏".to_owned()),
            })
            .collect();
        rows.push(single_select(id(Input::Play), say("space-pigs-menu-play"), options));
    }
    if done {
        rows.push(Row::Buttons(vec![button(
            Input::Done,
            "space-pigs-button-done-election",
            ButtonStyle::Primary,
        )]));
    }
    rows.truncate(crate::games::space_pigs::MENUS + 1);
    (asks.join("\n"), rows)
}

/// How a power menu shows one thing a power names.
fn field_label(catalog: &Catalog, locale: Locale, (game, seats): (&Game, &[Seat]), field: Field) -> String {
    let say = |key: &str| catalog.text(locale, key, None);
    match field {
        Field::Seat(seat) => label_of(seats, seat),
        Field::Hex(h) => hex_with_troops(catalog, locale, game, seats, h),
        Field::Count(count) => text(catalog, locale, "space-pigs-power-count", &[("count", count.into())]),
        Field::Gruik(true) => say("space-pigs-power-gruik"),
        Field::Gruik(false) => say("space-pigs-power-piglet"),
        Field::Up(true) => say("space-pigs-power-up"),
        Field::Up(false) => say("space-pigs-power-down"),
        Field::Troops { piglets, gruiks } => troops(Troops::new(piglets, gruiks)),
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

/// Seats as menu options: the value is the seat, the label its name with its mark.
fn seat_options(seats: &[Seat], list: &[usize]) -> Vec<SelectOption> {
    list.iter()
        .map(|&seat| SelectOption {
            value: seat.to_string(),
            label: label_of(seats, seat),
            description: None,
            emoji: Some(mark(seat).to_owned()),
        })
        .collect()
}

/// A menu of one choice.
fn single_select(custom_id: String, placeholder: String, options: Vec<SelectOption>) -> Row {
    Row::Select(Select { custom_id, placeholder, options, min_values: 1, max_values: 1 })
}

/// The question and menus of one step of a trip or reorganisation.
fn trip_rows(
    catalog: &Catalog,
    locale: Locale,
    (game, seats): (&Game, &[Seat]),
    step: &TripStep,
    id: &dyn Fn(Input) -> String,
    travel: bool,
) -> (String, Vec<Row>) {
    let say = |key: &str| catalog.text(locale, key, None);
    let hexes = |list: &[Hex]| hex_options(catalog, locale, game, list);
    let destinations = |list: &[Hex]| destination_options(catalog, locale, (game, seats), list);
    let troop_options = |list: &[Troops]| -> Vec<SelectOption> {
        list.iter()
            .map(|&t| SelectOption {
                value: troops_value(t),
                label: if t.is_empty() { say("space-pigs-option-nothing") } else { troops(t) },
                description: None,
                emoji: None,
            })
            .collect()
    };
    match step {
        TripStep::Source { sources, cards, card: chosen, .. } => {
            let mut rows =
                menus(catalog, locale, hexes(sources), |n| id(Input::From(n)), "space-pigs-menu-from");
            rows.truncate(3);
            if travel && !cards.is_empty() {
                let mut options = vec![SelectOption {
                    value: "none".to_owned(),
                    label: say("space-pigs-option-no-card"),
                    description: None,
                    emoji: None,
                }];
                options.extend(cards.iter().map(|&c| SelectOption {
                    value: card_value(c),
                    label: card(catalog, locale, c),
                    description: Some(truncate(&card_effect(catalog, locale, game, c), 100)),
                    emoji: Some("🃏".to_owned()),
                }));
                let placeholder = match chosen {
                    Some(c) => text(
                        catalog,
                        locale,
                        "space-pigs-menu-card-chosen",
                        &[("card", card(catalog, locale, *c).into())],
                    ),
                    None => say("space-pigs-menu-card"),
                };
                rows.push(Row::Select(Select {
                    custom_id: id(Input::Card),
                    placeholder,
                    options,
                    min_values: 1,
                    max_values: 1,
                }));
            }
            let ask = match chosen {
                Some(c) => text(
                    catalog,
                    locale,
                    "space-pigs-ask-from-card",
                    &[("card", card(catalog, locale, *c).into())],
                ),
                None if travel => say("space-pigs-ask-from"),
                None => say("space-pigs-ask-reorganise-from"),
            };
            (ask, rows)
        }
        TripStep::Target { from, card: chosen, targets } => (
            match chosen {
                Some(c) => text(
                    catalog,
                    locale,
                    "space-pigs-ask-to-card",
                    &[("from", hex_value(*from).into()), ("card", card(catalog, locale, *c).into())],
                ),
                None => text(catalog, locale, "space-pigs-ask-to", &[("from", hex_value(*from).into())]),
            },
            menus(catalog, locale, destinations(targets), |n| id(Input::To(n)), "space-pigs-menu-to"),
        ),
        TripStep::Path { from, path, next, may_stop } => {
            let mut rows =
                menus(catalog, locale, destinations(next), |n| id(Input::Step(n)), "space-pigs-menu-step");
            rows.truncate(3);
            if *may_stop {
                rows.push(Row::Buttons(vec![Button {
                    custom_id: id(Input::Stop),
                    label: say("space-pigs-button-stop"),
                    emoji: None,
                    style: ButtonStyle::Primary,
                    disabled: false,
                    pressed: None,
                }]));
            }
            let so_far: Vec<String> =
                std::iter::once(*from).chain(path.iter().copied()).map(hex_value).collect();
            (text(catalog, locale, "space-pigs-ask-path", &[("path", so_far.join(" → ").into())]), rows)
        }
        TripStep::Troops { from, to, options } => (
            text(
                catalog,
                locale,
                "space-pigs-ask-troops",
                &[("from", hex_value(*from).into()), ("to", hex_value(*to).into())],
            ),
            menus(
                catalog,
                locale,
                troop_options(options),
                |n| id(Input::Troops(n)),
                "space-pigs-menu-troops",
            ),
        ),
        TripStep::Drop { at, options } => (
            text(catalog, locale, "space-pigs-ask-drop", &[("hex", hex_value(*at).into())]),
            menus(catalog, locale, troop_options(options), |n| id(Input::Drop(n)), "space-pigs-menu-drop"),
        ),
    }
}

/// Hexes to go to (a trip's end or pass, where AI pigs land or move, a hex to bar) as menu
/// options: each with who stands there, AI pigs too, as the picture shows.
fn destination_options(
    catalog: &Catalog,
    locale: Locale,
    (game, seats): (&Game, &[Seat]),
    list: &[Hex],
) -> Vec<SelectOption> {
    list.iter()
        .map(|&h| SelectOption {
            value: hex_value(h),
            label: truncate(&hex_with_troops(catalog, locale, game, seats, h), 100),
            description: None,
            emoji: None,
        })
        .collect()
}

/// Hexes as menu options: the value is the coordinates, the label adds the kind.
fn hex_options(catalog: &Catalog, locale: Locale, game: &Game, list: &[Hex]) -> Vec<SelectOption> {
    list.iter()
        .map(|&h| SelectOption {
            value: hex_value(h),
            label: hex(catalog, locale, game, h),
            description: None,
            emoji: None,
        })
        .collect()
}

/// Cards as menu options; the value names the card and which of its copies in the hand it is
/// (a hand may hold a card twice), so a value always means the card its label shows.
fn card_options(
    catalog: &Catalog,
    locale: Locale,
    game: &Game,
    hand: &[Card],
    cards: impl Iterator<Item = (usize, Card)>,
) -> Vec<SelectOption> {
    cards
        .map(|(index, c)| SelectOption {
            value: hand_value(hand, index),
            label: card(catalog, locale, c),
            description: Some(truncate(&card_effect(catalog, locale, game, c), 100)),
            emoji: Some("🃏".to_owned()),
        })
        .collect()
}

/// A menu where any number of its options may be chosen at once.
fn multi_select(custom_id: String, placeholder: String, options: Vec<SelectOption>) -> Row {
    let max_values = u8::try_from(options.len()).unwrap_or(u8::MAX);
    Row::Select(Select { custom_id, placeholder, options, min_values: 1, max_values })
}
