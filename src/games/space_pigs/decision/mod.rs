//! What a seat is asked now, as data: a [`Decision`] is the question ([`Ask`], what the
//! panel's text needs) and its [`Control`]s, each listing its legal choices once with what a
//! choice does ([`Then`]): play a move, or take one more step of the panel ([`Ui`]).
//!
//! Every decision is made on the player's private panel (an ephemeral message), never on the
//! shared board: most of them involve the hand. A decision the engine offers as a family
//! (a [`crate::games::space_pigs::Choice`]) is taken one small step at a time, each step a
//! menu of only the legal options: a trip is its source, its target and its troops (three
//! interactions), a path card adds one step per hex passed and one per drop.
//!
//! A click is applied by one lookup ([`Game::take`]): the clicked control among the
//! decision's, the clicked values among its choices. The engine lists every legal option;
//! how many fit on a panel is the renderer's business (`render/space_pigs/controls.rs`).
//!
//! Adding a decision: its builder in this folder (an [`Ask`] and its controls), the question
//! and labels in `render/space_pigs/ask.rs` with their lines in `commands/*/space-pigs.ftl`,
//! and a test that steps through it.

mod build;
mod changed;
mod full;
mod input;
mod trip;
mod ui;
mod value;

pub use changed::Change;
pub use input::Input;
pub use ui::{PowerPick, Ui};
pub use value::{MenuValue, card_value};

use crate::games::seam::Refused;
use crate::games::space_pigs::{Action, AiKind, Arrival, Card, Family, Field, Game, Hex, Power, Troops};

/// What a seat is asked now: the question and its controls with only the legal options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    pub ask: Ask,
    pub controls: Vec<Control>,
    /// The clan powers usable now, beside the question (the panel shows them if a row is
    /// left); a power chosen there starts its own decision.
    pub aside: Option<Control>,
}

impl Decision {
    pub(crate) fn new(ask: Ask, controls: Vec<Control>) -> Decision {
        Decision { ask, controls, aside: None }
    }
}

/// The question of a decision, with what its text names (the options are in the controls).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ask {
    /// The game does not wait for this seat.
    Wait,
    /// Lay a hex: first the family …
    Family,
    /// … then where.
    Lay {
        family: Family,
    },
    /// Where the start piglets go.
    Deploy,
    /// Which cards to discard before drawing, maybe none; in the full rules, or a card swap to
    /// offer a partner of the coalition of the last election (`swap`).
    Discard {
        swap: bool,
    },
    /// Full rules, the draw: which cards of the hand to offer `to` in a swap.
    Offer {
        to: usize,
    },
    /// Full rules, the draw: `from` offers `cards` for as many of this hand; or decline.
    Answer {
        from: usize,
        cards: Vec<Card>,
    },
    /// Full rules, 1B: the King Pig hands out the next settler token; `left` are the values of
    /// the tokens not given yet.
    Settlers {
        left: Vec<u8>,
    },
    /// Full rules, 1D: where the returning clan's piglets land.
    Return,
    /// Full rules, 2A: the secret travel marker.
    Marker,
    /// Full rules, 4C: what the election asks this seat now: stand or not, whom the chair asks
    /// next, whom to vote for, and whether the seat may say it is done (the last call).
    Election {
        candidacy: bool,
        chair: bool,
        vote: bool,
        last_call: bool,
    },
    Travel {
        trips: u8,
        step: TripAsk,
    },
    Reorganise {
        step: TripAsk,
    },
    /// Play an Extra-Verschiebung now, or let the chance pass.
    ExtraWindow,
    /// Battle cards to lay face down (or flee, L807) on `at`.
    BattleCards {
        at: Hex,
    },
    /// Full rules with clan powers: keep the dice of the combat round on `at`.
    KeepDice {
        at: Hex,
    },
    /// Fight on, or retreat.
    Stand {
        at: Hex,
    },
    /// New troops: first where …
    ReinforceWhere {
        left: u8,
    },
    /// … then how many.
    ReinforceHow {
        left: u8,
        at: Hex,
    },
    /// Full rules, 1E: where the AI pigs that arrived land.
    PlaceAi {
        arrival: Arrival,
    },
    /// Full rules, 3C: which AI stack the King Pig names to move, or none.
    AnnounceAi,
    /// Full rules, 3C: where the named stack (`kind`, `count` on `from`) goes, whole.
    MoveAi {
        from: Hex,
        kind: AiKind,
        count: u8,
    },
    /// Full rules with clan powers: the `step`-th thing `power` names.
    Power {
        power: Power,
        step: usize,
    },
    /// Full rules, 2B: an Eichelfest on the traveller's turn: first the clan it bars …
    FeastTarget,
    /// … then the hex.
    FeastHex {
        target: usize,
    },
}

/// One step of a trip or a reorganisation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TripAsk {
    /// Where from, and (travel only) with which card.
    Source { card: Option<Card> },
    /// Where to.
    Target { from: Hex, card: Option<Card> },
    /// A path card's next hex (the path so far from `from`), or stop here.
    Path { from: Hex, path: Vec<Hex> },
    /// How many troops.
    Troops { from: Hex, to: Hex },
    /// What stays on a hex the path passes.
    Drop { at: Hex },
}

/// One control of a panel: a menu, a multiple choice of cards or a button.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Control {
    /// Its component (a long menu's further menus are numbered by the renderer).
    pub input: Input,
    /// The catalog id of its placeholder (a menu) or label (a button).
    pub key: &'static str,
    pub form: Form,
    /// The legal options; a button has one, with no value.
    pub choices: Vec<Pick>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// Pick one.
    Menu,
    /// Pick `min..=max` cards of the hand at once, made into one move.
    Cards {
        min: usize,
        max: usize,
        gather: Gather,
    },
    Button(Tone),
}

/// How a button stands out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// The move cards picked together make.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gather {
    Discard,
    Offer { to: usize },
    Answer { from: usize },
    Battle,
}

/// One legal option: its menu value, what its label shows, what choosing it does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pick {
    pub value: String,
    pub label: Label,
    pub then: Then,
}

/// What choosing an option does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Then {
    /// This move, whole.
    Play(Action),
    /// One more step: the panel's steps become these.
    Step(Box<Ui>),
    /// One of the cards a [`Form::Cards`] control gathers.
    Card(Card),
}

/// What an option's label shows; the renderer words it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Label {
    /// A button: its control's key says it all.
    Button,
    /// A hex and its kind.
    Hex(Hex),
    /// A hex and who stands there.
    Occupied(Hex),
    /// A card and its effect.
    Card(Card),
    /// Travel without a card.
    NoCard,
    Seat(usize),
    /// A vote for oneself.
    OwnVote(usize),
    /// A pile of hexes, with what is left of it.
    Family(Family),
    Settler {
        value: u8,
        to: usize,
    },
    Marker(u8),
    Played {
        card: Card,
        target: usize,
    },
    /// Troops (none: nothing).
    Troops(Troops),
    Reinforce {
        piglets: u8,
        gruik: bool,
    },
    Field(Field),
    Power(Power),
}

impl Control {
    pub(crate) fn menu(input: Input, key: &'static str, choices: Vec<Pick>) -> Control {
        Control { input, key, form: Form::Menu, choices }
    }

    pub(crate) fn button(input: Input, key: &'static str, tone: Tone, then: Then) -> Control {
        let choices = vec![Pick { value: String::new(), label: Label::Button, then }];
        Control { input, key, form: Form::Button(tone), choices }
    }

    /// What the clicked `values` choose: one lookup, so a value not offered changes nothing.
    fn take(self, values: &[String]) -> Result<Then, Refused> {
        let not_offered = || Refused::by_rules("value_not_offered");
        let find = |value: &String| self.choices.iter().find(|c| c.value == *value).ok_or_else(not_offered);
        match self.form {
            Form::Button(_) => self.choices.into_iter().next().map(|c| c.then).ok_or(Refused::Outdated),
            Form::Menu => match values {
                [value] => find(value).map(|c| c.then.clone()),
                _ => Err(Refused::by_rules("one_value_expected")),
            },
            Form::Cards { min, max, gather } => {
                let mut cards = Vec::new();
                for (n, value) in values.iter().enumerate() {
                    if values[..n].contains(value) {
                        return Err(not_offered());
                    }
                    match find(value)?.then {
                        Then::Card(card) => cards.push(card),
                        _ => return Err(not_offered()),
                    }
                }
                if cards.is_empty() {
                    return Err(Refused::by_rules("one_value_expected"));
                }
                if !(min..=max).contains(&cards.len()) {
                    return Err(Refused::by_rules("bad_swap"));
                }
                Ok(Then::Play(match gather {
                    Gather::Discard => Action::Draw { discard: cards },
                    Gather::Offer { to } => Action::OfferSwap { to, cards },
                    Gather::Answer { from } => Action::AnswerSwap { from, cards },
                    Gather::Battle => Action::BattleCards { cards },
                }))
            }
        }
    }
}

impl Pick {
    pub(crate) fn new(value: impl MenuValue, label: Label, then: Then) -> Pick {
        Pick { value: value.value(), label, then }
    }
}

impl Then {
    /// A step: the panel's steps `ui` changed by `change`, on the first page of any list.
    pub(crate) fn step(ui: &Ui, change: impl FnOnce(&mut Ui)) -> Then {
        let mut next = ui.clone();
        next.page = 0;
        change(&mut next);
        Then::Step(Box::new(next))
    }
}

impl Game {
    /// One click of `seat` on its panel: the move it completes, or `None` for one more step
    /// (kept in `ui`). A control or a value the decision does not offer is refused.
    pub fn take(
        &self,
        ui: &mut Ui,
        seat: usize,
        input: Input,
        values: &[String],
    ) -> Result<Option<Action>, Refused> {
        let decision = self.decision(seat, ui);
        if decision.ask == Ask::Wait {
            return Err(Refused::NotYourTurn);
        }
        if let Input::Page(page) = input {
            ui.page = page;
            return Ok(None);
        }
        let mut controls = decision.controls.into_iter().chain(decision.aside);
        let Some(control) = controls.find(|c| c.input.same_word(input)) else {
            // No power is usable now: the menu was drawn while one was.
            return Err(if input == Input::Power { Refused::NotYourTurn } else { Refused::Outdated });
        };
        let form = control.form;
        match control.take(values)? {
            Then::Play(action) => match (form, &action) {
                // A swap's cards are chosen as a set: the engine knows which sets are legal.
                (Form::Cards { gather: Gather::Offer { .. } | Gather::Answer { .. }, .. }, _)
                    if !self.is_legal_swap(seat, &action) =>
                {
                    Err(Refused::by_rules("value_not_offered"))
                }
                _ => Ok(Some(action)),
            },
            Then::Step(next) => {
                *ui = *next;
                Ok(None)
            }
            Then::Card(_) => Err(Refused::Outdated),
        }
    }

    /// Whether `action` is one of `seat`'s legal actions, its cards taken as a set (a swap's
    /// cards are chosen in a menu, in any order).
    fn is_legal_swap(&self, seat: usize, action: &Action) -> bool {
        let sorted = |cards: &[Card]| {
            let mut cards = cards.to_vec();
            cards.sort_unstable();
            cards
        };
        let key = |action: &Action| match action {
            Action::OfferSwap { to, cards } => Some((0, *to, sorted(cards))),
            Action::AnswerSwap { from, cards } => Some((1, *from, sorted(cards))),
            _ => None,
        };
        let wanted = key(action);
        wanted.is_some()
            && self
                .legal_actions(seat)
                .iter()
                .any(|l| matches!(l, crate::games::space_pigs::Legal::Exactly(a) if key(a) == wanted))
    }
}

/// Distinct values in first-seen order.
fn distinct<T: PartialEq>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut out = Vec::new();
    for item in items {
        if !out.contains(&item) {
            out.push(item);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rng::Seeded;
    use crate::games::space_pigs::{Data, Options, RuleSet, Setup};

    /// Random games walked through the panel: every option a decision offers is taken as a
    /// click would take it, a value not offered is refused without a change, and the moves
    /// the panel completes are legal (the engine plays them).
    #[test]
    fn the_panel_offers_only_legal_moves_and_refuses_forged_values() {
        let mut completed = 0;
        for (seed, rules, players) in
            [(1, RuleSet::QuickStart, 3), (2, RuleSet::Full, 4), (5, RuleSet::Full, 6)]
        {
            let options = Options { rules, max_rounds: Some(3), ..Options::default() };
            let names = (0..players).map(|n| format!("P{n}")).collect();
            let mut rng = Seeded::new(seed);
            let mut game =
                Game::new(names, options, Data::default(), Setup::default(), &mut rng).expect("a game");
            let mut pick = Seeded::new(seed ^ 0x5EED);
            while !game.is_over() {
                let waiting = game.waiting_for();
                let seat = waiting[pick.below(waiting.len())];
                let mut ui = Ui::default();
                let mut made = None;
                for _ in 0..12 {
                    let decision = game.decision(seat, &ui);
                    assert_ne!(decision.ask, Ask::Wait, "{:?}", game.phase);
                    let controls: Vec<&Control> =
                        decision.controls.iter().filter(|c| !c.choices.is_empty()).collect();
                    for control in &controls {
                        let mut values: Vec<&String> = control.choices.iter().map(|c| &c.value).collect();
                        values.dedup();
                        assert_eq!(values.len(), control.choices.len(), "one value per option: {control:?}");
                        if control.form == Form::Menu {
                            let before = ui.clone();
                            let forged = game.take(&mut ui, seat, control.input, &["9,9,9".to_owned()]);
                            assert_eq!(forged, Err(Refused::by_rules("value_not_offered")));
                            assert_eq!(ui, before);
                        }
                    }
                    let Some(control) = controls.get(pick.below(controls.len().max(1))) else { break };
                    let values: Vec<String> = match control.form {
                        Form::Button(_) => Vec::new(),
                        Form::Menu => vec![control.choices[pick.below(control.choices.len())].value.clone()],
                        Form::Cards { min, .. } => {
                            control.choices.iter().take(min).map(|c| c.value.clone()).collect()
                        }
                    };
                    match game.take(&mut ui, seat, control.input, &values) {
                        Ok(Some(action)) => {
                            made = Some(action);
                            break;
                        }
                        Ok(None) => {}
                        // Cards taken blindly may make no legal swap.
                        Err(_) => break,
                    }
                }
                let action = match made {
                    Some(action) => {
                        completed += 1;
                        action
                    }
                    None => {
                        let legal = game.legal_actions(seat);
                        legal[pick.below(legal.len())].sample(&mut pick)
                    }
                };
                game.apply(seat, &action, &mut rng).expect("the panel makes legal moves");
            }
        }
        assert!(completed > 100, "{completed} moves made on the panel");
    }
}
