//! Trips and reorganisations, one step at a time: the source (and a travel card), the target
//! (or a path card's hexes), the troops, and what stays on each hex passed; and the Eichelfest
//! chosen among the travel cards.

use super::build::{back, hexes};
use super::{Ask, Control, Decision, Input, Label, Pick, Then, Tone, TripAsk, Ui, distinct};
use crate::games::space_pigs::data::TravelEffect;
use crate::games::space_pigs::{Action, Card, Choice as Family, Drop, Game, Hex, Legal, Troops};

/// A trip family of the engine, flattened.
struct TripChoice {
    from: Hex,
    to: Hex,
    card: Option<Card>,
    via: Vec<Hex>,
    up_to: Troops,
    at_most: u8,
}

impl Game {
    /// Travel: a trip's next step, or an Eichelfest chosen in the travel card menu while it
    /// may still be played.
    pub(super) fn travel_decision(&self, seat: usize, ui: &Ui, trips: u8) -> Decision {
        let targets = if ui.card == Some(Card::Eichelfest) { self.feast_targets(seat) } else { Vec::new() };
        if targets.is_empty() {
            return self.trip_decision(seat, ui, Some(trips));
        }
        match ui.target.filter(|t| targets.contains(t)) {
            None => {
                let choices = targets
                    .into_iter()
                    .map(|t| Pick::new(t, Label::Seat(t), Then::step(ui, |ui| ui.target = Some(t))))
                    .collect();
                let menu = Control::menu(Input::Target, "space-pigs-menu-feast-target", choices);
                Decision::new(Ask::FeastTarget, vec![menu, back()])
            }
            Some(target) => {
                let at = self.feast_hexes(seat, target);
                let choices = hexes(at, Label::Occupied, |at| Action::Eichelfest { target, at });
                let menu = Control::menu(Input::Feast(0), "space-pigs-menu-feast-hex", choices);
                Decision::new(Ask::FeastHex { target }, vec![menu, back()])
            }
        }
    }

    /// The step of a trip (`trips` left, travel) or a reorganisation (`None`) `ui` has reached.
    pub(super) fn trip_decision(&self, seat: usize, ui: &Ui, trips: Option<u8>) -> Decision {
        let travel = trips.is_some();
        let wrap = |step: TripAsk| match trips {
            Some(trips) => Ask::Travel { trips, step },
            None => Ask::Reorganise { step },
        };
        let families = self.trip_families(seat);
        let Some(from) = ui.from else {
            let (card, controls) = self.trip_source(seat, ui, &families, travel);
            return Decision::new(wrap(TripAsk::Source { card }), controls);
        };
        let card = ui.card;
        let here: Vec<&TripChoice> = families.iter().filter(|f| f.from == from && f.card == card).collect();
        let targets = || {
            let to = distinct(here.iter().map(|f| f.to));
            let choices = to
                .into_iter()
                .map(|to| Pick::new(to, Label::Occupied(to), Then::step(ui, |ui| ui.path = vec![to])))
                .collect();
            Decision::new(
                wrap(TripAsk::Target { from, card }),
                vec![Control::menu(Input::To(0), "space-pigs-menu-to", choices), back()],
            )
        };
        if card.is_some_and(|c| self.is_path_card(c)) && !ui.arrived {
            let paths: Vec<Vec<Hex>> = here
                .iter()
                .map(|f| f.via.iter().copied().chain([f.to]).collect::<Vec<Hex>>())
                .filter(|p| p.starts_with(&ui.path))
                .collect();
            let next = distinct(paths.iter().filter_map(|p| p.get(ui.path.len()).copied()));
            let choices = next
                .into_iter()
                .map(|h| Pick::new(h, Label::Occupied(h), Then::step(ui, |ui| ui.path.push(h))))
                .collect();
            let mut controls = vec![Control::menu(Input::Step(0), "space-pigs-menu-step", choices)];
            if paths.contains(&ui.path) {
                let stop = Then::step(ui, |ui| ui.arrived = true);
                controls.push(Control::button(Input::Stop, "space-pigs-button-stop", Tone::Primary, stop));
            }
            controls.push(back());
            return Decision::new(wrap(TripAsk::Path { from, path: ui.path.clone() }), controls);
        }
        let Some(&to) = ui.path.last() else { return targets() };
        let via = &ui.path[..ui.path.len() - 1];
        let Some(family) = here.iter().find(|f| f.to == to && f.via == via) else { return targets() };
        // The whole move once the troops (and every drop) are chosen.
        let finish = |troops: Troops, drops: &[Troops]| {
            Then::Play(if travel {
                Action::Trip {
                    from,
                    to,
                    piglets: troops.piglets,
                    gruiks: troops.gruiks,
                    card,
                    drops: via
                        .iter()
                        .zip(drops)
                        .map(|(&at, d)| Drop { at, piglets: d.piglets, gruiks: d.gruiks })
                        .collect(),
                }
            } else {
                Action::Reorganise { from, to, piglets: troops.piglets, gruiks: troops.gruiks }
            })
        };
        let troop_menu =
            |input: Input, key: &'static str, options: Vec<Troops>, then: &dyn Fn(Troops) -> Then| {
                let choices = options.into_iter().map(|t| Pick::new(t, Label::Troops(t), then(t))).collect();
                vec![Control::menu(input, key, choices), back()]
            };
        let Some(troops) = ui.troops else {
            let then = |t: Troops| {
                if ui.path.len() > 1 { Then::step(ui, |ui| ui.troops = Some(t)) } else { finish(t, &[]) }
            };
            let controls = troop_menu(
                Input::Troops(0),
                "space-pigs-menu-troops",
                splits(family.up_to, family.at_most),
                &then,
            );
            return Decision::new(wrap(TripAsk::Troops { from, to }), controls);
        };
        // What stays on each hex passed: never all of what is left (some must arrive).
        let mut left = troops;
        for dropped in &ui.drops {
            left.piglets = left.piglets.saturating_sub(dropped.piglets);
            left.gruiks = left.gruiks.saturating_sub(dropped.gruiks);
        }
        let at = via.get(ui.drops.len()).copied().unwrap_or(to);
        let mut options = vec![Troops::default()];
        options.extend(splits(left, left.total().saturating_sub(1)));
        let then = |dropped: Troops| {
            let mut drops = ui.drops.clone();
            drops.push(dropped);
            if drops.len() + 1 < ui.path.len() {
                Then::step(ui, |ui| ui.drops = drops)
            } else {
                finish(troops, &drops)
            }
        };
        let controls = troop_menu(Input::Drop(0), "space-pigs-menu-drop", options, &then);
        Decision::new(wrap(TripAsk::Drop { at }), controls)
    }

    /// A trip's first step: where from, the travel card (the one chosen, if still playable),
    /// and the buttons that end travelling (or play an Extra-Verschiebung).
    fn trip_source(
        &self,
        seat: usize,
        ui: &Ui,
        families: &[TripChoice],
        travel: bool,
    ) -> (Option<Card>, Vec<Control>) {
        let mut cards = distinct(families.iter().filter_map(|f| f.card));
        // An Eichelfest is chosen where the travel cards are; its own steps follow.
        if travel && !self.feast_targets(seat).is_empty() {
            cards.push(Card::Eichelfest);
        }
        let card = ui.card.filter(|c| cards.contains(c));
        let sources = distinct(families.iter().filter(|f| f.card == card).map(|f| f.from));
        let choices = sources
            .into_iter()
            .map(|h| {
                Pick::new(
                    h,
                    Label::Hex(h),
                    Then::step(ui, |ui| {
                        ui.from = Some(h);
                        ui.card = card;
                    }),
                )
            })
            .collect();
        let mut controls = vec![Control::menu(Input::From(0), "space-pigs-menu-from", choices)];
        if travel && !cards.is_empty() {
            let none = Pick {
                value: "none".to_owned(),
                label: Label::NoCard,
                then: Then::step(ui, |ui| ui.card = None),
            };
            let choices = std::iter::once(none)
                .chain(
                    cards
                        .into_iter()
                        .map(|c| Pick::new(c, Label::Card(c), Then::step(ui, |ui| ui.card = Some(c)))),
                )
                .collect();
            let key = if card.is_some() { "space-pigs-menu-card-chosen" } else { "space-pigs-menu-card" };
            controls.push(Control::menu(Input::Card, key, choices));
        }
        let done = if travel { "space-pigs-button-done-travel" } else { "space-pigs-button-done-reorganise" };
        controls.push(Control::button(Input::Done, done, Tone::Secondary, Then::Play(Action::Done)));
        if travel && self.legal_actions(seat).contains(&Legal::Exactly(Action::ExtraTrip)) {
            let extra = Then::Play(Action::ExtraTrip);
            controls.push(Control::button(Input::Extra, "space-pigs-button-extra", Tone::Success, extra));
        }
        (card, controls)
    }

    fn trip_families(&self, seat: usize) -> Vec<TripChoice> {
        self.legal_actions(seat)
            .into_iter()
            .filter_map(|legal| match legal {
                Legal::Choice(Family::Trip { from, to, card, via, up_to, at_most }) => {
                    Some(TripChoice { from, to, card, via: via.to_vec(), up_to, at_most })
                }
                Legal::Choice(Family::Reorganise { from, to, up_to, at_most }) => {
                    Some(TripChoice { from, to, card: None, via: Vec::new(), up_to, at_most })
                }
                _ => None,
            })
            .collect()
    }

    fn is_path_card(&self, card: Card) -> bool {
        self.data.travel_effect(card).is_some_and(|e| matches!(e, TravelEffect::Path { .. }))
    }

    /// Full rules, 2B: the clans an Eichelfest of `seat` may bar now, in turn order (none when
    /// the seat holds no Eichelfest or is not travelling).
    fn feast_targets(&self, seat: usize) -> Vec<usize> {
        let mut targets = distinct(self.legal_actions(seat).into_iter().filter_map(|l| match l {
            Legal::Exactly(Action::Eichelfest { target, .. }) => Some(target),
            _ => None,
        }));
        targets.sort_by_key(|&t| self.place(t));
        targets
    }

    /// The hexes an Eichelfest of `seat` may bar to `target`, in galaxy order.
    fn feast_hexes(&self, seat: usize, target: usize) -> Vec<Hex> {
        self.legal_actions(seat)
            .into_iter()
            .filter_map(|l| match l {
                Legal::Exactly(Action::Eichelfest { target: t, at }) if t == target => Some(at),
                _ => None,
            })
            .collect()
    }
}

/// Every non-empty part of `up_to` with at most `at_most` troops, largest first: all of them
/// (the renderer pages a long list).
fn splits(up_to: Troops, at_most: u8) -> Vec<Troops> {
    let mut out: Vec<Troops> = (0..=up_to.gruiks)
        .flat_map(|g| (0..=up_to.piglets).map(move |p| Troops::new(p, g)))
        .filter(|t| !t.is_empty() && t.total() <= at_most)
        .collect();
    out.sort_by(|a, b| b.total().cmp(&a.total()).then(b.gruiks.cmp(&a.gruiks)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_are_every_legal_part_largest_first() {
        let all = splits(Troops::new(3, 1), 3);
        assert_eq!(all.first().map(|t| t.total()), Some(3));
        assert!(all.iter().all(|t| t.total() >= 1 && t.total() <= 3 && t.fits_in(Troops::new(3, 1))));
        assert_eq!(all.len(), 6, "{all:?}");
    }
}
