//! A decision's controls as Discord components. Discord's limits live here and only here: a
//! menu holds 25 options, a message 5 rows. A list longer than one menu is split over several
//! menus; when they do not all fit beside the other controls, the list is shown a page at a
//! time with a row of page buttons ([`Input::Page`]): the engine never cuts a legal option.

use fluent_bundle::FluentValue;

use super::super::{card, card_effect, hex, hex_with_troops, mark, troops};
use super::ask::face;
use crate::games::seam::Seat;
use crate::games::space_pigs::{Control, Field, Form, Game, Input, Label, Pick, Tone, Troops};
use crate::i18n::{Catalog, Locale};
use crate::render::common::{MAX_OPTIONS, label_of, text};
use crate::render::reply::{Button, ButtonStyle, Row, Select, SelectOption};
use crate::render::user_text::truncate;

/// Rows in one message.
const ROWS: usize = 5;
/// Buttons in one row.
const BUTTONS: usize = 5;

/// What the controls of one panel are drawn with.
pub(super) struct Drawing<'a> {
    pub catalog: &'a Catalog,
    pub locale: Locale,
    pub game: &'a Game,
    pub seats: &'a [Seat],
    pub seat: usize,
    /// What the decision's placeholders may name.
    pub args: Vec<(&'a str, FluentValue<'a>)>,
    /// The page of a long list the seat has turned to.
    pub page: u8,
    pub id: &'a dyn Fn(Input) -> String,
}

/// One control before layout: a long menu is its chunks of options.
enum Part {
    Menu { input: Input, placeholder: String, chunks: Vec<Vec<SelectOption>> },
    Row(Row),
    Buttons(Vec<Button>),
}

impl Part {
    fn rows(&self) -> usize {
        match self {
            Part::Menu { chunks, .. } => chunks.len(),
            Part::Row(_) | Part::Buttons(_) => 1,
        }
    }
}

impl Drawing<'_> {
    /// The rows of `controls`, in their order; `aside` (the clan powers) only if a row is left.
    pub(super) fn rows(&self, controls: &[Control], aside: Option<&Control>) -> Vec<Row> {
        let mut parts: Vec<Part> = Vec::new();
        for control in controls {
            match (self.part(control), parts.last_mut()) {
                // Buttons side by side share a row.
                (Part::Buttons(more), Some(Part::Buttons(row))) if row.len() + more.len() <= BUTTONS => {
                    row.extend(more);
                }
                (part, _) => parts.push(part),
            }
        }
        let mut rows = self.lay_out(parts);
        if let Some(aside) = aside.filter(|_| rows.len() < ROWS) {
            rows.extend(self.lay_out(vec![self.part(aside)]));
        }
        rows.truncate(ROWS);
        rows
    }

    /// The parts as rows, the longest list paged when they do not all fit.
    fn lay_out(&self, parts: Vec<Part>) -> Vec<Row> {
        let total: usize = parts.iter().map(Part::rows).sum();
        let longest =
            parts.iter().enumerate().max_by_key(|(n, p)| (p.rows(), std::cmp::Reverse(*n))).map(|(n, _)| n);
        let paged = longest.filter(|&n| total > ROWS && parts[n].rows() > 1).and_then(|n| {
            // The rows left for the list beside the other parts and the page buttons.
            let room = (ROWS + parts[n].rows()).checked_sub(total + 1).filter(|&room| room > 0)?;
            Some((n, room))
        });
        let mut rows = Vec::new();
        for (n, part) in parts.into_iter().enumerate() {
            match part {
                Part::Menu { input, placeholder, chunks } => {
                    let count = chunks.len();
                    let (first, shown) = match paged {
                        Some((paged, room)) if paged == n => {
                            let pages = count.div_ceil(room);
                            let page = usize::from(self.page).min(pages - 1);
                            (page * room, room)
                        }
                        _ => (0, count),
                    };
                    for (k, options) in chunks.into_iter().enumerate().skip(first).take(shown) {
                        let placeholder = if count > 1 {
                            format!("{placeholder} ({}/{count})", k + 1)
                        } else {
                            placeholder.clone()
                        };
                        let input = input.numbered(u8::try_from(k).unwrap_or(u8::MAX));
                        rows.push(Row::Select(Select {
                            custom_id: (self.id)(input),
                            placeholder,
                            options,
                            min_values: 1,
                            max_values: 1,
                        }));
                    }
                    if let Some((_, room)) = paged.filter(|(paged, _)| *paged == n) {
                        rows.push(self.pages(count.div_ceil(room)));
                    }
                }
                Part::Row(row) => rows.push(row),
                Part::Buttons(buttons) => rows.push(Row::Buttons(buttons)),
            }
        }
        rows
    }

    /// The page buttons of a list of `pages` pages (the page shown is pressed).
    fn pages(&self, pages: usize) -> Row {
        let shown = usize::from(self.page).min(pages - 1);
        Row::Buttons(
            (0..pages.min(BUTTONS))
                .map(|page| Button {
                    custom_id: (self.id)(Input::Page(u8::try_from(page).unwrap_or(u8::MAX))),
                    label: format!("{}/{pages}", page + 1),
                    emoji: Some("📄".to_owned()),
                    style: ButtonStyle::Secondary,
                    disabled: page == shown,
                    pressed: None,
                })
                .collect(),
        )
    }

    fn part(&self, control: &Control) -> Part {
        let placeholder = text(self.catalog, self.locale, control.key, &self.args);
        let options = || control.choices.iter().map(|pick| self.option(pick)).collect::<Vec<_>>();
        match control.form {
            Form::Button(tone) => Part::Buttons(vec![Button {
                custom_id: (self.id)(control.input),
                label: placeholder,
                emoji: None,
                style: match tone {
                    Tone::Primary => ButtonStyle::Primary,
                    Tone::Secondary => ButtonStyle::Secondary,
                    Tone::Success => ButtonStyle::Success,
                    Tone::Danger => ButtonStyle::Danger,
                },
                disabled: false,
                pressed: None,
            }]),
            Form::Menu => Part::Menu {
                input: control.input,
                placeholder,
                chunks: options().chunks(MAX_OPTIONS).map(<[SelectOption]>::to_vec).collect(),
            },
            Form::Cards { min, max, .. } => Part::Row(Row::Select(Select {
                custom_id: (self.id)(control.input),
                placeholder,
                options: options(),
                min_values: u8::try_from(min).unwrap_or(u8::MAX),
                max_values: u8::try_from(max.min(control.choices.len())).unwrap_or(u8::MAX),
            })),
        }
    }

    /// One option of a menu, labelled.
    fn option(&self, pick: &Pick) -> SelectOption {
        let (catalog, locale, game, seats) = (self.catalog, self.locale, self.game, self.seats);
        let say = |key: &str| catalog.text(locale, key, None);
        let with =
            |key: &str, args: &[(&str, FluentValue<'_>)]| truncate(&text(catalog, locale, key, args), 100);
        let (label, description, emoji) = match pick.label {
            Label::Button => (String::new(), None, None),
            Label::Hex(h) => (hex(catalog, locale, game, h), None, None),
            Label::Occupied(h) => {
                (truncate(&hex_with_troops(catalog, locale, game, seats, h), 100), None, None)
            }
            Label::Card(c) => (
                card(catalog, locale, c),
                Some(truncate(&card_effect(catalog, locale, game, c), 100)),
                Some("🃏"),
            ),
            Label::NoCard => (say("space-pigs-option-no-card"), None, None),
            Label::Seat(s) => (label_of(seats, s), None, Some(mark(s))),
            Label::OwnVote(s) => (
                with("space-pigs-option-vote-self", &[("name", label_of(seats, s).into())]),
                None,
                Some(mark(s)),
            ),
            Label::Family(f) => {
                // Each pile with how many hexes it has left (public, as the piles lie on the
                // table), and with V7 (L778) the face of its next hex, which the builder alone sees.
                let seen = game.next_faces(self.seat)[f.index()].is_some();
                let key = if seen { "space-pigs-family-next" } else { "space-pigs-family-left" };
                let pile = catalog.text(locale, &format!("space-pigs-family-{}", f.index()), None);
                let label = text(
                    catalog,
                    locale,
                    key,
                    &[
                        ("pile", pile.into()),
                        ("count", game.piles.get(f.index()).map_or(0, Vec::len).into()),
                        ("face", face(catalog, locale, game, self.seat, f).into()),
                    ],
                );
                (label, None, None)
            }
            Label::Settler { value, to } => (
                with(
                    "space-pigs-option-settler",
                    &[("value", value.into()), ("name", label_of(seats, to).into())],
                ),
                None,
                Some(mark(to)),
            ),
            Label::Marker(trips) => (
                text(catalog, locale, "space-pigs-option-marker", &[("trips", trips.into())]),
                None,
                Some("🧭"),
            ),
            Label::Played { card: c, target } => (
                with(
                    "space-pigs-option-play",
                    &[("card", card(catalog, locale, c).into()), ("name", label_of(seats, target).into())],
                ),
                None,
                Some("🃏"),
            ),
            Label::Troops(t) if t.is_empty() => (say("space-pigs-option-nothing"), None, None),
            Label::Troops(t) => (troops(t), None, None),
            Label::Reinforce { piglets, gruik } => {
                let key = if gruik { "space-pigs-option-gruik" } else { "space-pigs-option-piglets" };
                (text(catalog, locale, key, &[("piglets", piglets.into())]), None, None)
            }
            Label::Field(field) => (truncate(&self.field(field), 100), None, None),
            Label::Power(p) => (super::super::full::power_name(catalog, locale, p), None, Some("✨")),
        };
        SelectOption { value: pick.value.clone(), label, description, emoji: emoji.map(str::to_owned) }
    }

    /// How a power menu shows one thing a power names.
    fn field(&self, field: Field) -> String {
        let (catalog, locale) = (self.catalog, self.locale);
        let say = |key: &str| catalog.text(locale, key, None);
        match field {
            Field::Seat(seat) => label_of(self.seats, seat),
            Field::Hex(h) => hex_with_troops(catalog, locale, self.game, self.seats, h),
            Field::Count(count) => {
                text(catalog, locale, "space-pigs-power-count", &[("count", count.into())])
            }
            Field::Gruik(true) => say("space-pigs-power-gruik"),
            Field::Gruik(false) => say("space-pigs-power-piglet"),
            Field::Up(true) => say("space-pigs-power-up"),
            Field::Up(false) => say("space-pigs-power-down"),
            Field::Troops { piglets, gruiks } => troops(Troops::new(piglets, gruiks)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rng::Seeded;
    use crate::games::space_pigs::{Action, Data, Options, Setup, Then};

    fn rows_of(options: u8, page: u8) -> Vec<Row> {
        let catalog = Catalog::embedded().expect("catalog");
        let mut rng = Seeded::new(1);
        let names = (0..3).map(|n| format!("P{n}")).collect();
        let game = Game::new(names, Options::default(), Data::default(), Setup::default(), &mut rng)
            .expect("a game");
        let seats: Vec<Seat> = (0..3).map(|n| Seat::person(10 + n, format!("P{n}"))).collect();
        let choices = (1..=options).map(|n| {
            Pick::new(Troops::new(n, 0), Label::Troops(Troops::new(n, 0)), Then::Play(Action::Done))
        });
        let controls = [
            Control::menu(Input::Troops(0), "space-pigs-menu-troops", choices.collect()),
            Control::button(Input::Back, "space-pigs-button-back", Tone::Secondary, Then::Play(Action::Done)),
        ];
        let id = |input: Input| crate::games::seam::Codec::token(&input);
        let drawing = Drawing {
            catalog: &catalog,
            locale: Locale::EnUs,
            game: &game,
            seats: &seats,
            seat: 0,
            args: Vec::new(),
            page,
            id: &id,
        };
        drawing.rows(&controls, None)
    }

    fn ids(rows: &[Row]) -> Vec<String> {
        rows.iter()
            .flat_map(|row| match row {
                Row::Select(select) => vec![select.custom_id.clone()],
                Row::Buttons(buttons) => buttons.iter().map(|b| b.custom_id.clone()).collect(),
            })
            .collect()
    }

    #[test]
    fn a_list_that_fits_is_split_over_menus_without_pages() {
        assert_eq!(ids(&rows_of(30, 0)), ["troops0", "troops1", "back"]);
        assert_eq!(ids(&rows_of(20, 0)), ["troops0", "back"]);
    }

    /// 130 options are six menus: with the back button they do not fit, so three menus are
    /// shown at a time beside the page buttons, and every option is on some page.
    #[test]
    fn a_long_list_is_paged_and_no_option_is_cut() {
        let mut seen = std::collections::BTreeSet::new();
        for page in 0..2 {
            let rows = rows_of(130, page);
            assert!(rows.len() <= ROWS);
            let first = usize::from(page) * 3;
            let menus: Vec<String> = (first..first + 3).map(|n| format!("troops{n}")).collect();
            let mut expected: Vec<String> = menus;
            expected.extend(["page0".to_owned(), "page1".to_owned(), "back".to_owned()]);
            assert_eq!(ids(&rows), expected, "page {page}");
            for row in &rows {
                if let Row::Select(select) = row {
                    assert!(select.options.len() <= MAX_OPTIONS);
                    seen.extend(select.options.iter().map(|o| o.value.clone()));
                }
            }
        }
        assert_eq!(seen.len(), 130);
        // A page past the end shows the last.
        assert_eq!(ids(&rows_of(130, 9)), ids(&rows_of(130, 1)));
    }
}
