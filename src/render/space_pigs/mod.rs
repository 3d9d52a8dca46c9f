//! The Space-Schweine table: a public board (the galaxy picture, each clan's public state, the
//! battle, what happened) and each player's private panel (their hand, and the controls of the
//! decision they are asked for, with only the legal options).
//!
//! The board draws only from what every seat may see ([`Game::view`] of a spectator, and the
//! public events); the panel of a seat only from that seat's view and its legal options. So a
//! hand or a face-down card never reaches another player (tested by swapping hidden cards: see
//! the tests).
//!
//! The board is here, what happened in [`narrate`], the private panel in [`panel`].

mod explain;
mod full;
mod narrate;
mod panel;
mod spoken;

pub use narrate::narrate;
pub use panel::panel;

use super::common::{board_button, fit, name_of, text, truncate};
use super::reply::{ButtonStyle, Embed, Field, File, Reply, Row};
use super::space_pigs_map::ai_kind_value;
use super::user_text::mention;
use super::{Board, space_pigs_map};
use crate::component::Token;
use crate::games::seam::{Seat, Session, TableGame};
use crate::games::space_pigs::{
    Acorns, AiKind, Building, Card, CardsView, Clan, Event, GalaxyShape, Game, Hex, Options, Owner, RuleSet,
    Troops, View, card_value,
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

/// `count` AI pigs of `kind`, with the kind's mark: `🏴‍☠️ 3 pirates`.
pub fn ai_pigs(catalog: &Catalog, locale: Locale, kind: AiKind, count: u8) -> String {
    text(
        catalog,
        locale,
        "space-pigs-ai-pigs",
        &[("kind", ai_kind_value(kind).into()), ("count", count.into())],
    )
}

/// The AI pigs of `kind` as a side of a battle or the holder of a hex: `🏴‍☠️ the pirates`.
fn ai_name(catalog: &Catalog, locale: Locale, kind: AiKind) -> String {
    text(catalog, locale, "space-pigs-ai-name", &[("kind", ai_kind_value(kind).into())])
}

/// Whoever owns troops, as texts name them: a clan's seat ([`who`]) or AI pigs ([`ai_name`]).
fn owner(catalog: &Catalog, locale: Locale, seats: &[Seat], owner: Owner) -> String {
    match owner {
        Owner::Clan(seat) => who(seats, seat),
        Owner::Ai(kind) => ai_name(catalog, locale, kind),
    }
}

/// What a card does, in one short line (its values, or its travel effect).
fn card_effect(catalog: &Catalog, locale: Locale, game: &Game, card: Card) -> String {
    use crate::games::space_pigs::data::TravelEffect;
    match card {
        Card::YodoLardo => return catalog.text(locale, "space-pigs-card-yodo", None),
        Card::Eichelfest => return catalog.text(locale, "space-pigs-card-feast", None),
        _ => {}
    }
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
    if let Some(election) = game.data.full.election_cards.iter().find(|e| e.card == card) {
        let id = if election.own { "space-pigs-card-election-own" } else { "space-pigs-card-election-other" };
        return text(catalog, locale, id, &[("governors", election.governors.unsigned_abs().into())]);
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

/// A hex as menus and texts name it: the short name drawn on the picture (`C4`), and its kind.
fn hex(catalog: &Catalog, locale: Locale, game: &Game, at: Hex) -> String {
    // A planet the worm ate says so (it is an asteroid now).
    let eaten = game.eaten.iter().any(|e| e.at == at);
    let kind = game.cell(at).map(|i| {
        let tile = game.galaxy[i].tile;
        if game.is_face_down(i) {
            // V8, V9: only the family side shows.
            let pile = catalog.text(locale, &format!("space-pigs-family-{}", tile.family.index()), None);
            return text(catalog, locale, "space-pigs-hex-hidden", &[("pile", pile.into())]);
        }
        let id =
            if eaten { space_pigs_map::EATEN_ID } else { space_pigs_map::hex_kind_id(tile.hex, tile.family) };
        catalog.text(locale, id, None)
    });
    let name = game.hex_names().name(at);
    match kind {
        Some(kind) => format!("{name} · {kind}"),
        None => name,
    }
}

/// A hex as a destination menu names it: [`hex`], then whoever stands there with how many
/// troops, AI pigs too (public on the picture too), so a trip's end is chosen knowing whom it
/// meets.
fn hex_with_troops(catalog: &Catalog, locale: Locale, game: &Game, seats: &[Seat], at: Hex) -> String {
    let mut label = hex(catalog, locale, game, at);
    let index = game.cell(at);
    for group in index.map_or(&[][..], |i| game.groups[i].as_slice()) {
        label.push_str(&format!(
            " · {} {} {}",
            mark(group.player),
            super::common::label_of(seats, group.player),
            troops(group.troops)
        ));
    }
    if let Some(stack) = index.and_then(|i| game.ai_at(i)) {
        label.push_str(" · ");
        label.push_str(&ai_pigs(catalog, locale, stack.kind, stack.count));
    }
    label
}

/// The lobby of a table that will play Space-Schweine.
pub fn lobby(catalog: &Catalog, board: &Board<'_>, seats: &[Seat], options: &Options) -> Reply {
    let rounds = options.max_rounds.map_or_else(|| "–".to_owned(), |n| n.to_string());
    let galaxy = options.galaxy().code();
    let rules = options.rules.code();
    let chosen = format!(
        "{}\n{}",
        super::common::options_line(
            catalog,
            board.locale,
            Game::COMMAND,
            &[
                &[("rules", rules.to_owned()), ("rounds", rounds), ("galaxy", galaxy.to_owned())][..],
                &variant_values(options),
            ]
            .concat(),
        ),
        catalog.text(board.locale, &format!("space-pigs-rules-{rules}"), None),
    );
    // "rounds: –" and "an election every round" left a new group guessing how the game ends.
    let ends = match options.max_rounds {
        Some(n) => text(
            catalog,
            board.locale,
            "space-pigs-lobby-rounds",
            &[("rounds", n.into()), ("full", options.full().to_string().into())],
        ),
        None => text(
            catalog,
            board.locale,
            "space-pigs-lobby-rounds-none",
            &[("full", options.full().to_string().into())],
        ),
    };
    let chosen = format!("{chosen}\n{ends}");
    super::common::lobby(
        catalog,
        board,
        seats,
        title(catalog, board.locale),
        ("lobby-intro-space", chosen),
        Game::PLAYERS,
    )
}

/// The book's variants a table plays (L719–784), as `(option, "true")`: only those switched on,
/// so a lobby without variants reads as before.
fn variant_values(options: &Options) -> Vec<(&'static str, String)> {
    [
        ("reverse_deploy", options.reverse_deploy),
        ("wild_game", options.wild_game),
        ("seventh_planet", options.seventh_planet),
    ]
    .into_iter()
    .filter(|(_, on)| *on)
    .map(|(name, _)| (name, "true".to_owned()))
    // V2/V5/V6: the galaxy's shape, when it is not the classic one.
    .chain(
        (options.galaxy_shape != GalaxyShape::Classic)
            .then(|| ("galaxy_shape", options.galaxy_shape.code().to_owned())),
    )
    // V7–V9: the way of building, by its choice label, when it is not the book's own.
    .chain((options.building != Building::Blind).then(|| ("building", options.building.code().to_owned())))
    .collect()
}

/// The public board.
pub fn board(catalog: &Catalog, board: &Board<'_>, session: &SpaceSession) -> Reply {
    let locale = board.locale;
    let game = &session.game;
    let seats = &session.seats;
    // The view of a spectator (a seat number nobody has): no hand, face-down cards as counts.
    let view = game.view(game.players.len());
    let full_rules = view.rules == RuleSet::Full;
    let mut lines = vec![status(catalog, locale, (seats, game), &view)];
    if let Some(line) = your_move(catalog, locale, seats, &view) {
        lines.push(line);
    }
    // A new group reads the first boards without the book: two lines say how a clan wins and
    // what its recipe is, until the second round (the first that can end the game).
    if full_rules && view.round <= 1 {
        lines.push(catalog.text(locale, "space-pigs-how-to-win", None));
    }
    if full_rules {
        lines.extend(full::first_seen(catalog, locale, &view));
        lines.push(full::order_line(catalog, locale, seats, &view));
        lines.extend(full::settlers_line(catalog, locale, seats, &view));
        lines.extend(full::ai_lines(catalog, locale, seats, &view));
        lines.extend(full::election_lines(catalog, locale, seats, &view));
    }
    if let Some(line) = battle_line(catalog, locale, seats, &view) {
        lines.push(line);
    }
    let happened: Vec<String> =
        session.recent.iter().filter_map(|e| narrate(catalog, locale, seats, game, e)).collect();
    // The full rules' board says more per clan: what it tells now stays whole, and what happened
    // gives way so that the whole embed stays within Discord's 6,000 characters.
    let head = full_rules.then(|| std::mem::take(&mut lines));
    if !happened.is_empty() {
        lines.push(String::new());
        lines.extend(happened);
    }
    let fields: Vec<Field> = view
        .seats
        .iter()
        .enumerate()
        .map(|(seat, public)| {
            let on_board = game.on_board(seat);
            let held = (0..game.galaxy.len()).filter(|&i| game.owner(i) == Some(seat)).count();
            let secret = if full_rules { "🔒" } else { "?" };
            let mut value = text(
                catalog,
                locale,
                match (public.out, full_rules) {
                    (false, _) => "space-pigs-seat",
                    (true, false) => "space-pigs-seat-out",
                    (true, true) => "space-pigs-seat-returning",
                },
                &[
                    ("troops", troops(on_board).into()),
                    ("hexes", held.into()),
                    ("cards", public.hand_size.into()),
                    ("supply", troops(public.supply).into()),
                    ("recipe", public.recipe.map(acorns).unwrap_or_else(|| secret.to_owned()).into()),
                    ("production", acorns(public.production).into()),
                ],
            );
            if full_rules {
                value.push('\n');
                value.push_str(&full::seat_line(catalog, locale, seats, &view, seat));
            }
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
    let title = format!("{} · {heading}", title(catalog, locale));
    let description = match head {
        None => fit(lines, 3500),
        Some(head) => {
            let chars = |text: &str| text.chars().count();
            let used = chars(&title)
                + chars(&footer)
                + fields.iter().map(|f| chars(&f.name) + chars(&f.value)).sum::<usize>()
                + head.iter().map(|l| chars(l) + 1).sum::<usize>();
            let room = EMBED_MOST.saturating_sub(used).min(DESCRIPTION_MOST);
            let head = head.join("\n");
            if lines.is_empty() { head } else { format!("{head}\n{}", fit(lines, room)) }
        }
    };
    let rows = if game.is_over() {
        Vec::new()
    } else {
        vec![Row::Buttons(vec![
            board_button(
                board,
                Token::Mine,
                catalog.text(locale, "space-pigs-button-mine", None),
                Some("🃏"),
                ButtonStyle::Primary,
                false,
            ),
            board_button(
                board,
                Token::Explain,
                catalog.text(locale, "space-pigs-button-explain", None),
                Some("📖"),
                ButtonStyle::Secondary,
                false,
            ),
        ])]
    };
    let moved = last_move(&session.recent);
    let map = space_pigs_map::render_png(&view, moved, catalog, locale)
        .inspect_err(|error| tracing::error!(%error, "the galaxy picture could not be drawn"))
        .ok();
    let alt = space_pigs_map::alt_text(&view, moved, catalog, locale);
    Reply {
        content: None,
        embed: Some(Embed {
            title,
            description,
            fields,
            colour: COLOUR,
            footer: Some(footer),
            image: map.as_ref().map(|_| format!("attachment://{MAP}")),
        }),
        rows,
        ephemeral: false,
        files: map
            .map(|bytes| File { name: MAP.to_owned(), bytes, description: Some(alt) })
            .into_iter()
            .collect(),
        ..Reply::default()
    }
}

/// The most characters of an embed Discord takes (6,000), less a margin for the markup the
/// adapters add.
const EMBED_MOST: usize = 5_800;
/// The most characters of a board's description.
const DESCRIPTION_MOST: usize = 3_500;

/// The galaxy picture's file name on the board message.
pub const MAP: &str = "map.png";

/// The last move that took troops somewhere, for the picture to outline.
fn last_move(recent: &[Event]) -> Option<space_pigs_map::LastMove> {
    recent.iter().rev().find_map(|event| match event {
        Event::Travelled { from, to, .. }
        | Event::Reorganised { from, to, .. }
        | Event::Retreated { from, to, .. } => Some(space_pigs_map::LastMove { from: *from, to: *to }),
        Event::Deployed { at, .. }
        | Event::Reinforced { at, .. }
        | Event::HexLaid { at, .. }
        | Event::HexLaidFaceDown { at, .. } => Some(space_pigs_map::LastMove { from: *at, to: *at }),
        _ => None,
    })
}

/// Whom the game waits for, and (in secret choices) who has chosen already, never what; once
/// over, who won, and how a tie was broken.
fn status(catalog: &Catalog, locale: Locale, (seats, game): (&[Seat], &Game), view: &View) -> String {
    if let Some(outcome) = &view.outcome {
        return match outcome.winner {
            Some(seat) => {
                let won =
                    text(catalog, locale, "space-pigs-winner", &[("name", mention(&seats[seat]).into())]);
                match narrate::tie_broken(catalog, locale, seats, game) {
                    Some(why) => format!("{won}\n{why}"),
                    None => won,
                }
            }
            None => catalog.text(locale, "space-pigs-ev-no-winner", None),
        };
    }
    let waiting: Vec<String> =
        view.waiting_for.iter().map(|&s| seats.get(s).map_or_else(String::new, mention)).collect();
    let mut line = text(catalog, locale, "space-pigs-waiting", &[("names", waiting.join(", ").into())]);
    let chosen: Vec<String> = view.chosen().map(|seat| who(seats, seat)).collect();
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

/// The people the game waits for, told where their choices are: the board's only button opens
/// them, and nothing else on the board says so (newcomers never guessed it).
fn your_move(catalog: &Catalog, locale: Locale, seats: &[Seat], view: &View) -> Option<String> {
    if view.outcome.is_some() {
        return None;
    }
    let people: Vec<String> = view
        .waiting_for
        .iter()
        .filter(|&&seat| seats.get(seat).is_some_and(Seat::is_person))
        .map(|&seat| who(seats, seat))
        .collect();
    (!people.is_empty()).then(|| {
        text(
            catalog,
            locale,
            "space-pigs-your-move",
            &[
                ("names", people.join(", ").into()),
                ("count", people.len().into()),
                ("button", catalog.text(locale, "space-pigs-button-mine", None).into()),
            ],
        )
    })
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
    let [defender, attacker] = battle.owners.map(|o| owner(catalog, locale, seats, o));
    Some(text(
        catalog,
        locale,
        "space-pigs-battle",
        &[
            ("hex", view.hex_name(battle.at).into()),
            ("defender", defender.into()),
            ("attacker", attacker.into()),
            ("dcards", laid(0).into()),
            ("acards", laid(1).into()),
            // The round being decided or fought next: the narration counts fought rounds from 1
            // (`Event::CombatRound`), so the board's first round is 1 too, never 0.
            ("round", (battle.round + 1).into()),
        ],
    ))
}

pub fn rules(catalog: &Catalog, locale: Locale) -> Reply {
    super::common::rules_embed(
        catalog,
        locale,
        <Game as TableGame>::EMOJI,
        "rules-space",
        &[
            "round", "travel", "battle", "end", "full", "cycle", "king", "election", "ai", "kinds", "events",
            "powers",
        ],
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

    fn read_aloud(catalog: &Catalog, table: &Board<'_>, session: &SpaceSession) -> Vec<String> {
        spoken::read_aloud(catalog, table.locale, session)
    }

    fn read_panel(catalog: &Catalog, table: &Board<'_>, session: &SpaceSession, seat: usize) -> Vec<String> {
        panel::read(catalog, table.locale, session, seat)
    }

    fn panel(catalog: &Catalog, board: &Board<'_>, session: &SpaceSession, seat: usize) -> Option<Reply> {
        Some(panel(catalog, board, session, seat))
    }

    fn story(catalog: &Catalog, locale: Locale, session: &SpaceSession) -> Vec<String> {
        session
            .recent
            .iter()
            .filter_map(|e| narrate(catalog, locale, &session.seats, &session.game, e))
            .collect()
    }

    fn explain(catalog: &Catalog, board: &Board<'_>, session: &SpaceSession) -> Option<Reply> {
        Some(explain::current_phase(catalog, board.locale, &session.game))
    }

    fn what_changed(
        catalog: &Catalog,
        board: &Board<'_>,
        session: &SpaceSession,
        seat: usize,
        control: (&str, &[String]),
    ) -> Option<String> {
        panel::what_changed(catalog, board.locale, session, seat, control)
    }
}
