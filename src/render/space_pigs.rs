//! The Space-Schweine table: a public board (the galaxy picture, each clan's public state, the
//! battle, what happened) and each player's private panel (their hand, and the controls of the
//! decision they are asked for, with only the legal options).
//!
//! The board draws only from what every seat may see ([`Game::view`] of any seat, and the
//! public events); the panel of a seat only from that seat's view and its legal options. So a
//! hand or a face-down card never reaches another player (tested by swapping hidden cards: see
//! the tests).

use fluent_bundle::FluentValue;

use super::common::{board_button, fit, menus, name_of, panel_id, text, truncate};
use super::reply::{Button, ButtonStyle, Embed, Field, File, Reply, Row, Select, SelectOption};
use super::{Board, space_pigs_map};
use crate::component::Token;
use crate::games::seam::{Codec, Seat, Session, TableGame};
use crate::games::space_pigs::{
    Acorns, Card, CardsView, Clan, Event, Game, Hex, Input, Options, Prompt, ReinforceStep, TripStep, Troops,
    View, card_value, hand_value, hex_value, reinforce_value, troops_value,
};
use crate::i18n::{Catalog, Locale};

type SpaceSession = Session<Game>;

/// The side bar of the board: deep space.
const COLOUR: u32 = 0x2C_2F_6B;
/// Each seat's mark, the nearest emoji to its colour on the galaxy picture.
const SEAT_MARKS: [&str; 6] = ["🟠", "🔵", "🟢", "🟣", "🔴", "🟡"];

fn mark(seat: usize) -> &'static str {
    SEAT_MARKS[seat % SEAT_MARKS.len()]
}

fn title(catalog: &Catalog, locale: Locale) -> String {
    format!("🚀 {}", catalog.text(locale, "game-space-pigs-name", None))
}

/// A seat as texts name it: its mark and its name.
fn who(seats: &[Seat], seat: usize) -> String {
    format!("{} {}", mark(seat), name_of(seats, seat))
}

pub fn clan(catalog: &Catalog, locale: Locale, clan: Clan) -> String {
    catalog.text(locale, space_pigs_map::clan_id(clan), None)
}

pub fn card(catalog: &Catalog, locale: Locale, card: Card) -> String {
    catalog.text(locale, &format!("space-pigs-card-{}", card_value(card)), None)
}

/// What a card does, in one short line (its values, or its travel effect).
fn card_effect(catalog: &Catalog, locale: Locale, game: &Game, card: Card) -> String {
    use crate::games::space_pigs::data::TravelEffect;
    if let Some(battle) = game.data.battle_card(card) {
        return text(
            catalog,
            locale,
            "space-pigs-card-battle",
            &[
                ("attack", battle.attack.into()),
                ("defence", battle.defence.into()),
                ("tech", battle.tech.into()),
            ],
        );
    }
    let (id, hexes) = match game.data.travel_effect(card) {
        Some(TravelEffect::Range { hexes }) => ("space-pigs-card-range", hexes),
        Some(TravelEffect::Free { hexes }) => ("space-pigs-card-free", hexes),
        Some(TravelEffect::Path { steps }) => ("space-pigs-card-path", steps),
        Some(TravelEffect::ExtraTrip) | None => ("space-pigs-card-extra", 0),
    };
    text(catalog, locale, id, &[("hexes", hexes.into())])
}

fn phase(catalog: &Catalog, locale: Locale, phase: &str) -> String {
    space_pigs_map::phase_id(phase).map_or_else(|| phase.to_owned(), |id| catalog.text(locale, id, None))
}

/// Troops as texts write them: `🐷 4 🐗 1`.
pub fn troops(troops: Troops) -> String {
    match (troops.piglets, troops.gruiks) {
        (p, 0) => format!("🐷 {p}"),
        (0, g) => format!("🐗 {g}"),
        (p, g) => format!("🐷 {p} 🐗 {g}"),
    }
}

fn acorns(acorns: Acorns) -> String {
    let parts: Vec<String> = [(acorns.red, "🟥"), (acorns.yellow, "🟨"), (acorns.blue, "🟦")]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, colour)| format!("{n}{colour}"))
        .collect();
    if parts.is_empty() { "–".to_owned() } else { parts.join(" ") }
}

/// A hex as menus and texts name it: the coordinates drawn on the picture, and its kind.
fn hex(catalog: &Catalog, locale: Locale, game: &Game, at: Hex) -> String {
    let kind = game
        .cell(at)
        .map(|i| game.galaxy[i].tile)
        .map(|tile| catalog.text(locale, space_pigs_map::hex_kind_id(tile.hex, tile.family), None));
    match kind {
        Some(kind) => format!("{},{} · {kind}", at.q, at.r),
        None => format!("{},{}", at.q, at.r),
    }
}

/// The lobby of a table that will play Space-Schweine.
pub fn lobby(catalog: &Catalog, board: &Board<'_>, seats: &[Seat], options: &Options) -> Reply {
    let rounds = options.max_rounds.map_or_else(|| "–".to_owned(), |n| n.to_string());
    let galaxy = if options.auto_board { "random" } else { "built" };
    let chosen = super::common::options_line(
        catalog,
        board.locale,
        Game::COMMAND,
        &[("rounds", rounds), ("galaxy", galaxy.to_owned())],
    );
    super::common::lobby(
        catalog,
        board,
        seats,
        title(catalog, board.locale),
        ("lobby-intro-space", chosen),
        Game::PLAYERS,
    )
}

/// What happened, one line an event, in the board's language.
pub fn narrate(
    catalog: &Catalog,
    locale: Locale,
    seats: &[Seat],
    game: &Game,
    event: &Event,
) -> Option<String> {
    let name = |seat: usize| FluentValue::from(who(seats, seat));
    let at = |h: Hex| FluentValue::from(hex_value(h));
    let cards = |list: &[Card]| {
        if list.is_empty() {
            catalog.text(locale, "space-pigs-no-cards", None)
        } else {
            list.iter().map(|c| card(catalog, locale, *c)).collect::<Vec<_>>().join(", ")
        }
    };
    let say = |id: &str, args: &[(&str, FluentValue<'_>)]| Some(text(catalog, locale, id, args));
    match event {
        Event::HexLaid { player, at: h, .. } => say(
            "space-pigs-ev-laid",
            &[("name", name(*player)), ("hex", hex(catalog, locale, game, *h).into())],
        ),
        Event::Deployed { player, at: h, piglets } => say(
            "space-pigs-ev-deployed",
            &[("name", name(*player)), ("hex", at(*h)), ("piglets", (*piglets).into())],
        ),
        Event::RoundStarted { round } => say("space-pigs-ev-round", &[("round", (*round).into())]),
        Event::CardsDrawn { player, discarded, drew } => say(
            "space-pigs-ev-drew",
            &[("name", name(*player)), ("discarded", (*discarded).into()), ("drew", (*drew).into())],
        ),
        Event::DeckReshuffled { .. } => say("space-pigs-ev-reshuffled", &[]),
        Event::ExtraTripPlayed { player } => say("space-pigs-ev-extra", &[("name", name(*player))]),
        Event::Travelled { player, from, to, troops: t, card: c } => match c {
            Some(c) => say(
                "space-pigs-ev-travelled-card",
                &[
                    ("name", name(*player)),
                    ("from", at(*from)),
                    ("to", at(*to)),
                    ("troops", troops(*t).into()),
                    ("card", card(catalog, locale, *c).into()),
                ],
            ),
            None => say(
                "space-pigs-ev-travelled",
                &[
                    ("name", name(*player)),
                    ("from", at(*from)),
                    ("to", at(*to)),
                    ("troops", troops(*t).into()),
                ],
            ),
        },
        Event::Arrived { player, at: h, troops: t, attack: true } => say(
            "space-pigs-ev-attack",
            &[("name", name(*player)), ("hex", at(*h)), ("troops", troops(*t).into())],
        ),
        Event::Arrived { attack: false, .. } | Event::TravelsDone { .. } => None,
        Event::BattleStarted { at: h, defender, attacker } => say(
            "space-pigs-ev-battle",
            &[("hex", at(*h)), ("defender", name(*defender)), ("attacker", name(*attacker))],
        ),
        Event::CardsLaid { player, count } => {
            say("space-pigs-ev-laid-cards", &[("name", name(*player)), ("count", (*count).into())])
        }
        Event::CardsRevealed { defender, attacker, tech, .. } => say(
            "space-pigs-ev-revealed",
            &[
                ("defender", cards(defender).into()),
                ("attacker", cards(attacker).into()),
                ("tech", (*tech).into()),
            ],
        ),
        Event::Annihilated { at: h, players } => say(
            "space-pigs-ev-annihilated",
            &[
                ("hex", at(*h)),
                ("names", players.iter().map(|p| who(seats, *p)).collect::<Vec<_>>().join(", ").into()),
            ],
        ),
        Event::CombatRound { round, dice, power, loser, lost_gruik, .. } => {
            let loss = match loser {
                Some(seat) => {
                    let id =
                        if *lost_gruik { "space-pigs-ev-loses-gruik" } else { "space-pigs-ev-loses-piglet" };
                    text(catalog, locale, id, &[("name", name(*seat))])
                }
                None => catalog.text(locale, "space-pigs-ev-no-loss", None),
            };
            say(
                "space-pigs-ev-combat-round",
                &[
                    ("round", (*round).into()),
                    ("ddie", dice[0].into()),
                    ("adie", dice[1].into()),
                    ("dpower", power[0].into()),
                    ("apower", power[1].into()),
                    ("loss", loss.into()),
                ],
            )
        }
        Event::Retreated { player, from, to, troops: t } => say(
            "space-pigs-ev-retreated",
            &[("name", name(*player)), ("from", at(*from)), ("to", at(*to)), ("troops", troops(*t).into())],
        ),
        Event::BattleEnded { at: h, holder } => match holder {
            Some(seat) => say("space-pigs-ev-battle-won", &[("hex", at(*h)), ("name", name(*seat))]),
            None => say("space-pigs-ev-battle-empty", &[("hex", at(*h))]),
        },
        Event::Reorganised { player, from, to, troops: t } => say(
            "space-pigs-ev-reorganised",
            &[("name", name(*player)), ("from", at(*from)), ("to", at(*to)), ("troops", troops(*t).into())],
        ),
        Event::Produced { player, acorns: a } => {
            say("space-pigs-ev-produced", &[("name", name(*player)), ("acorns", acorns(*a).into())])
        }
        Event::Reinforced { player, at: h, troops: t } => say(
            "space-pigs-ev-reinforced",
            &[("name", name(*player)), ("hex", at(*h)), ("troops", troops(*t).into())],
        ),
        Event::ReinforcementsLost { player, piglets } => say(
            "space-pigs-ev-reinforcements-lost",
            &[("name", name(*player)), ("piglets", (*piglets).into())],
        ),
        Event::GameOver { winner, ending } => {
            let ending = match ending {
                crate::games::space_pigs::Ending::Recipe => "recipe",
                crate::games::space_pigs::Ending::MaxRounds => "rounds",
                crate::games::space_pigs::Ending::Empty => "empty",
            };
            match winner {
                Some(seat) => say(&format!("space-pigs-ev-won-{ending}"), &[("name", name(*seat))]),
                None => say("space-pigs-ev-no-winner", &[]),
            }
        }
    }
}

/// The public board.
pub fn board(catalog: &Catalog, board: &Board<'_>, session: &SpaceSession) -> Reply {
    let locale = board.locale;
    let game = &session.game;
    let seats = &session.seats;
    // The view of a spectator (a seat number nobody has): no hand, face-down cards as counts.
    let view = game.view(game.players.len());
    let mut lines = vec![status(catalog, locale, seats, &view)];
    if let Some(line) = battle_line(catalog, locale, seats, &view) {
        lines.push(line);
    }
    let happened: Vec<String> =
        session.recent.iter().filter_map(|e| narrate(catalog, locale, seats, game, e)).collect();
    if !happened.is_empty() {
        lines.push(String::new());
        lines.extend(happened);
    }
    let fields = view
        .seats
        .iter()
        .enumerate()
        .map(|(seat, public)| {
            let on_board = game.on_board(seat);
            let held = (0..game.galaxy.len()).filter(|&i| game.owner(i) == Some(seat)).count();
            let value = text(
                catalog,
                locale,
                if public.out { "space-pigs-seat-out" } else { "space-pigs-seat" },
                &[
                    ("troops", troops(on_board).into()),
                    ("hexes", held.into()),
                    ("cards", public.hand_size.into()),
                    ("supply", troops(public.supply).into()),
                    ("recipe", acorns(public.recipe).into()),
                    ("production", acorns(public.production).into()),
                ],
            );
            Field {
                name: truncate(
                    &format!("{} · {}", who(seats, seat), clan(catalog, locale, public.clan)),
                    256,
                ),
                value,
                inline: true,
            }
        })
        .collect();
    let footer = text(
        catalog,
        locale,
        "space-pigs-footer",
        &[("deck", view.deck.into()), ("discard", view.discard.into())],
    );
    let heading = if view.round == 0 {
        text(
            catalog,
            locale,
            "space-pigs-title-setup",
            &[("phase", phase(catalog, locale, view.phase).into())],
        )
    } else {
        text(
            catalog,
            locale,
            "space-pigs-title-round",
            &[("round", view.round.into()), ("phase", phase(catalog, locale, view.phase).into())],
        )
    };
    let rows = if game.is_over() {
        Vec::new()
    } else {
        vec![Row::Buttons(vec![board_button(
            board,
            Token::Mine,
            catalog.text(locale, "space-pigs-button-mine", None),
            Some("🃏"),
            ButtonStyle::Primary,
            false,
        )])]
    };
    let map = space_pigs_map::render_png(&view, last_move(&session.recent), catalog, locale)
        .inspect_err(|error| tracing::error!(%error, "the galaxy picture could not be drawn"))
        .ok();
    Reply {
        content: None,
        embed: Some(Embed {
            title: format!("{} · {heading}", title(catalog, locale)),
            description: fit(lines, 3500),
            fields,
            colour: COLOUR,
            footer: Some(footer),
            image: map.as_ref().map(|_| format!("attachment://{MAP}")),
        }),
        rows,
        ephemeral: false,
        files: map.map(|bytes| File { name: MAP.to_owned(), bytes }).into_iter().collect(),
    }
}

/// The galaxy picture's file name on the board message.
pub const MAP: &str = "map.png";

/// The last move that took troops somewhere, for the picture to outline.
fn last_move(recent: &[Event]) -> Option<space_pigs_map::LastMove> {
    recent.iter().rev().find_map(|event| match event {
        Event::Travelled { from, to, .. }
        | Event::Reorganised { from, to, .. }
        | Event::Retreated { from, to, .. } => Some(space_pigs_map::LastMove { from: *from, to: *to }),
        Event::Deployed { at, .. } | Event::Reinforced { at, .. } | Event::HexLaid { at, .. } => {
            Some(space_pigs_map::LastMove { from: *at, to: *at })
        }
        _ => None,
    })
}

/// Whom the game waits for, and (in secret choices) who has chosen already, never what.
fn status(catalog: &Catalog, locale: Locale, seats: &[Seat], view: &View) -> String {
    if let Some(outcome) = &view.outcome {
        return match outcome.winner {
            Some(seat) => {
                text(catalog, locale, "space-pigs-winner", &[("name", seats[seat].mention().into())])
            }
            None => catalog.text(locale, "space-pigs-ev-no-winner", None),
        };
    }
    let waiting: Vec<String> =
        view.waiting_for.iter().map(|&s| seats.get(s).map_or_else(String::new, Seat::mention)).collect();
    let mut line = text(catalog, locale, "space-pigs-waiting", &[("names", waiting.join(", ").into())]);
    let chosen: Vec<String> = view
        .discards_chosen
        .iter()
        .enumerate()
        .filter(|(_, chosen)| **chosen)
        .map(|(seat, _)| who(seats, seat))
        .collect();
    if !chosen.is_empty() {
        line.push_str(" · ");
        line.push_str(&text(catalog, locale, "space-pigs-chosen", &[("names", chosen.join(", ").into())]));
    }
    if let Some(trips) = view.trips {
        line.push_str(" · ");
        line.push_str(&text(catalog, locale, "space-pigs-trips-left", &[("trips", trips.into())]));
    }
    line
}

/// The battle being fought: where, who, and the cards as everyone may see them.
fn battle_line(catalog: &Catalog, locale: Locale, seats: &[Seat], view: &View) -> Option<String> {
    let battle = view.battle.as_ref()?;
    let laid = |side: usize| match &battle.cards[side] {
        CardsView::NotYet => catalog.text(locale, "space-pigs-cards-not-yet", None),
        CardsView::FaceDown { count } => {
            text(catalog, locale, "space-pigs-cards-face-down", &[("count", (*count).into())])
        }
        CardsView::Shown { cards } if cards.is_empty() => catalog.text(locale, "space-pigs-no-cards", None),
        CardsView::Shown { cards } => {
            cards.iter().map(|c| card(catalog, locale, *c)).collect::<Vec<_>>().join(", ")
        }
    };
    Some(text(
        catalog,
        locale,
        "space-pigs-battle",
        &[
            ("hex", hex_value(battle.at).into()),
            ("defender", who(seats, battle.sides[0]).into()),
            ("attacker", who(seats, battle.sides[1]).into()),
            ("dcards", laid(0).into()),
            ("acards", laid(1).into()),
            ("round", battle.round.into()),
        ],
    ))
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
        &[("recipe", acorns(public.recipe).into()), ("production", acorns(public.production).into())],
    ));
    let prompt = game.prompt(seat, &session.ui);
    let (ask, rows) = prompt_rows(catalog, locale, game, &session.seats, (seat, &prompt), &id);
    lines.push(String::new());
    lines.push(ask);
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
        files: Vec::new(),
    }
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
    let hexes = |list: &[Hex]| -> Vec<SelectOption> {
        list.iter()
            .map(|&h| SelectOption {
                value: hex_value(h),
                label: hex(catalog, locale, game, h),
                description: None,
                emoji: None,
            })
            .collect()
    };
    let hex_menus = |list: &[Hex], make: fn(u8) -> Input, placeholder: &str| {
        menus(catalog, locale, hexes(list), |n| id(make(n)), placeholder)
    };
    let back = || Row::Buttons(vec![button(Input::Back, "space-pigs-button-back", ButtonStyle::Secondary)]);
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
            let options = families
                .iter()
                .map(|f| SelectOption {
                    value: f.index().to_string(),
                    label: catalog.text(locale, &format!("space-pigs-family-{}", f.index()), None),
                    description: None,
                    emoji: None,
                })
                .collect();
            (
                say("space-pigs-ask-family"),
                menus(catalog, locale, options, |_| id(Input::Family), "space-pigs-menu-family"),
            )
        }
        Prompt::Build { family: Some(_), positions, .. } => {
            let mut rows = hex_menus(positions, Input::Lay, "space-pigs-menu-position");
            rows.push(back());
            (say("space-pigs-ask-lay"), rows)
        }
        Prompt::Deploy { hexes: list } => {
            (say("space-pigs-ask-deploy"), hex_menus(list, Input::Deploy, "space-pigs-menu-start"))
        }
        Prompt::Discard { hand } => {
            let options = card_options(catalog, locale, game, hand, hand.iter().copied().enumerate());
            let rows = vec![
                multi_select(id(Input::Discard), say("space-pigs-menu-discard"), options),
                Row::Buttons(vec![button(Input::Keep, "space-pigs-button-keep", ButtonStyle::Primary)]),
            ];
            (say("space-pigs-ask-discard"), rows)
        }
        Prompt::Travel { trips, step } => {
            let (ask, mut rows) = trip_rows(catalog, locale, game, step, id, true);
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
            let (ask, mut rows) = trip_rows(catalog, locale, game, step, id, false);
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
        Prompt::BattleCards { at, cards } => {
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
            (text(catalog, locale, "space-pigs-ask-battle-cards", &[("hex", hex_value(*at).into())]), rows)
        }
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

/// The question and menus of one step of a trip or reorganisation.
fn trip_rows(
    catalog: &Catalog,
    locale: Locale,
    game: &Game,
    step: &TripStep,
    id: &dyn Fn(Input) -> String,
    travel: bool,
) -> (String, Vec<Row>) {
    let say = |key: &str| catalog.text(locale, key, None);
    let hexes = |list: &[Hex]| -> Vec<SelectOption> {
        list.iter()
            .map(|&h| SelectOption {
                value: hex_value(h),
                label: hex(catalog, locale, game, h),
                description: None,
                emoji: None,
            })
            .collect()
    };
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
                    description: Some(card_effect(catalog, locale, game, c)),
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
            menus(catalog, locale, hexes(targets), |n| id(Input::To(n)), "space-pigs-menu-to"),
        ),
        TripStep::Path { from, path, next, may_stop } => {
            let mut rows =
                menus(catalog, locale, hexes(next), |n| id(Input::Step(n)), "space-pigs-menu-step");
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
            description: Some(card_effect(catalog, locale, game, c)),
            emoji: Some("🃏".to_owned()),
        })
        .collect()
}

/// A menu where any number of its options may be chosen at once.
fn multi_select(custom_id: String, placeholder: String, options: Vec<SelectOption>) -> Row {
    let max_values = u8::try_from(options.len()).unwrap_or(u8::MAX);
    Row::Select(Select { custom_id, placeholder, options, min_values: 1, max_values })
}

pub fn rules(catalog: &Catalog, locale: Locale) -> Reply {
    super::common::rules_embed(
        catalog,
        locale,
        "🚀",
        "rules-space",
        &["round", "travel", "battle", "end"],
        "space-pigs-legend",
    )
}

impl super::Draw for Game {
    fn lobby(catalog: &Catalog, board: &Board<'_>, seats: &[Seat], options: &Options) -> Reply {
        lobby(catalog, board, seats, options)
    }

    fn board(catalog: &Catalog, table: &Board<'_>, session: &SpaceSession) -> Reply {
        board(catalog, table, session)
    }

    fn rules(catalog: &Catalog, locale: Locale) -> Reply {
        rules(catalog, locale)
    }

    fn panel(catalog: &Catalog, board: &Board<'_>, session: &SpaceSession, seat: usize) -> Option<Reply> {
        Some(panel(catalog, board, session, seat))
    }
}
