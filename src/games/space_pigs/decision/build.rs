//! The decision of each phase of the quick-start rules, and the clan powers beside any.

use super::{Ask, Control, Decision, Form, Gather, Input, Label, Pick, Then, Tone, Ui};
use crate::games::space_pigs::{Action, Choice as Family_, Family, Game, Hex, Legal, Phase, PowerUse};

impl Game {
    /// What `seat` is asked now, given the steps taken (`ui`), with every legal option.
    pub fn decision(&self, seat: usize, ui: &Ui) -> Decision {
        if !self.waiting_for().contains(&seat) {
            return Decision::new(Ask::Wait, Vec::new());
        }
        let mut decision =
            match ui.power.as_ref().filter(|p| p.seat == seat).and_then(|p| self.power_decision(ui, p)) {
                Some(decision) => decision,
                None => self.phase_decision(seat, ui),
            };
        if decision.ask != Ask::Wait {
            decision.aside = self.power_menu(seat, ui);
        }
        decision
    }

    /// The decision the phase asks of `seat`, who is waited for.
    fn phase_decision(&self, seat: usize, ui: &Ui) -> Decision {
        let play = |input: Input, key: &'static str, tone: Tone, action: Action| {
            Control::button(input, key, tone, Then::Play(action))
        };
        let (ask, controls) = match &self.phase {
            Phase::Build { .. } => match ui.family {
                None => {
                    let choices = Family::ALL
                        .into_iter()
                        .filter(|f| !self.piles[f.index()].is_empty())
                        .map(|f| Pick::new(f, Label::Family(f), Then::step(ui, |ui| ui.family = Some(f))))
                        .collect();
                    (Ask::Family, vec![Control::menu(Input::Family, "space-pigs-menu-family", choices)])
                }
                Some(family) => {
                    let lay = |at: Hex| Action::Lay { family, at };
                    let choices = hexes(self.build_positions(), Label::Hex, lay);
                    (
                        Ask::Lay { family },
                        vec![Control::menu(Input::Lay(0), "space-pigs-menu-position", choices), back()],
                    )
                }
            },
            Phase::Deploy { .. } => (Ask::Deploy, vec![self.deploy_menu(self.start_hexes(seat))]),
            Phase::Draw { .. } => return self.draw_decision(seat, ui),
            Phase::Travel { trips, .. } => return self.travel_decision(seat, ui, *trips),
            Phase::ExtraWindow { .. } => (
                Ask::ExtraWindow,
                vec![
                    play(Input::Extra, "space-pigs-button-extra", Tone::Success, Action::ExtraTrip),
                    play(Input::Done, "space-pigs-button-pass", Tone::Secondary, Action::Done),
                ],
            ),
            Phase::Reorganise { .. } => return self.trip_decision(seat, ui, None),
            Phase::Combat { battle: Some(battle) } => {
                let at = battle.at;
                if battle.rolled.is_some() {
                    let keep = play(Input::Done, "space-pigs-button-keep-dice", Tone::Primary, Action::Done);
                    (Ask::KeepDice { at }, vec![keep])
                } else if battle.cards.iter().any(Option::is_none) {
                    // Battle cards and the events of sequence 3A (Yodo Lardo, L580).
                    let hand = &self.players[seat].hand;
                    let playable: Vec<usize> =
                        (0..hand.len()).filter(|&i| self.data.battle_playable(hand[i])).collect();
                    let mut controls = Vec::new();
                    if !playable.is_empty() {
                        let max = playable.len();
                        controls.push(Control {
                            input: Input::Cards,
                            key: "space-pigs-menu-battle-cards",
                            form: Form::Cards { min: 1, max, gather: Gather::Battle },
                            choices: hand_cards(hand, playable),
                        });
                    }
                    let none = Action::BattleCards { cards: Vec::new() };
                    controls.push(play(Input::NoCards, "space-pigs-button-no-cards", Tone::Secondary, none));
                    // Hylocherus's power (L807): flee before the first combat round.
                    controls.extend(self.retreat(seat, "space-pigs-menu-flee"));
                    (Ask::BattleCards { at }, controls)
                } else {
                    let mut controls =
                        vec![play(Input::Fight, "space-pigs-button-fight", Tone::Danger, Action::Fight)];
                    controls.extend(self.retreat(seat, "space-pigs-menu-retreat"));
                    (Ask::Stand { at }, controls)
                }
            }
            Phase::Reinforce { left, .. } => self.reinforce_decision(seat, ui, *left),
            Phase::Settlers { .. } => return self.settlers_decision(seat),
            Phase::Return { .. } => {
                let hexes = self
                    .legal_actions(seat)
                    .into_iter()
                    .filter_map(|l| match l {
                        Legal::Exactly(Action::Deploy { at }) => Some(at),
                        _ => None,
                    })
                    .collect();
                (Ask::Return, vec![self.deploy_menu(hexes)])
            }
            Phase::Markers { .. } => return self.marker_decision(seat),
            Phase::Election => return self.election_decision(seat),
            Phase::AiArrival { arrival: Some(arrival), .. } => {
                let choices =
                    hexes(self.ai_placements(*arrival), Label::Occupied, |at| Action::PlaceAi { at });
                (
                    Ask::PlaceAi { arrival: *arrival },
                    vec![Control::menu(Input::Land(0), "space-pigs-menu-place-ai", choices)],
                )
            }
            Phase::AiMoves { announced: None, .. } => {
                let choices = hexes(self.ai_movable(), Label::Occupied, |at| Action::AnnounceAi { at });
                let none = play(Input::Done, "space-pigs-button-no-ai-move", Tone::Secondary, Action::Done);
                (
                    Ask::AnnounceAi,
                    vec![Control::menu(Input::Stack(0), "space-pigs-menu-ai-stack", choices), none],
                )
            }
            Phase::AiMoves { announced: Some(from), .. } => {
                let index = self.cell(*from);
                match index.and_then(|i| self.ai_at(i).copied().map(|stack| (i, stack))) {
                    Some((i, stack)) => {
                        let choices =
                            hexes(self.ai_destinations(i), Label::Occupied, |to| Action::MoveAi { to });
                        (
                            Ask::MoveAi { from: *from, kind: stack.kind, count: stack.count },
                            vec![Control::menu(Input::Move(0), "space-pigs-menu-ai-move", choices)],
                        )
                    }
                    None => (Ask::Wait, Vec::new()),
                }
            }
            Phase::AiArrival { arrival: None, .. } | Phase::Combat { battle: None } | Phase::Over => {
                (Ask::Wait, Vec::new())
            }
        };
        Decision::new(ask, controls)
    }

    /// Where start piglets (or a returning clan's) land.
    fn deploy_menu(&self, list: Vec<Hex>) -> Control {
        Control::menu(
            Input::Deploy(0),
            "space-pigs-menu-start",
            hexes(list, Label::Hex, |at| Action::Deploy { at }),
        )
    }

    /// The hexes `seat` may retreat (or flee, L807) to now, as a menu if there are any.
    fn retreat(&self, seat: usize, key: &'static str) -> Option<Control> {
        let to: Vec<Hex> = self
            .legal_actions(seat)
            .into_iter()
            .filter_map(|l| match l {
                Legal::Exactly(Action::Retreat { to }) => Some(to),
                _ => None,
            })
            .collect();
        (!to.is_empty())
            .then(|| Control::menu(Input::Retreat, key, hexes(to, Label::Hex, |to| Action::Retreat { to })))
    }

    /// New troops: first where, then how many (and whether two become a Big Gruik).
    fn reinforce_decision(&self, seat: usize, ui: &Ui, left: u8) -> (Ask, Vec<Control>) {
        let choices: Vec<(Hex, u8, u8, bool)> = self
            .legal_actions(seat)
            .into_iter()
            .filter_map(|l| match l {
                Legal::Choice(Family_::Reinforce { at, new, piglets, gruik }) => {
                    Some((at, new, piglets, gruik))
                }
                _ => None,
            })
            .collect();
        let Some(&(at, new, piglets, gruik)) = ui.from.and_then(|from| choices.iter().find(|c| c.0 == from))
        else {
            let places = choices
                .iter()
                .map(|&(at, ..)| Pick::new(at, Label::Hex(at), Then::step(ui, |ui| ui.from = Some(at))))
                .collect();
            return (
                Ask::ReinforceWhere { left },
                vec![Control::menu(Input::Place(0), "space-pigs-menu-reinforce-where", places)],
            );
        };
        let mut options: Vec<(u8, bool)> = (1..=piglets).rev().map(|n| (n, false)).collect();
        if gruik && new >= 2 {
            options.extend((0..=piglets.min(new - 2)).rev().map(|n| (n, true)));
        }
        let choices = options
            .into_iter()
            .map(|(piglets, gruik)| {
                Pick::new(
                    super::value::Reinforcement { piglets, gruik },
                    Label::Reinforce { piglets, gruik },
                    Then::Play(Action::Reinforce { at, piglets, gruik }),
                )
            })
            .collect();
        (
            Ask::ReinforceHow { left, at },
            vec![Control::menu(Input::Reinforce(0), "space-pigs-menu-reinforce", choices), back()],
        )
    }

    /// The menu of the clan powers `seat` may use now, beside whatever the game asks.
    fn power_menu(&self, seat: usize, ui: &Ui) -> Option<Control> {
        let kinds = self.power_kinds(seat);
        let uses = self.power_uses(seat);
        let choices: Vec<Pick> = kinds
            .into_iter()
            .map(|power| {
                let matches: Vec<&PowerUse> = uses.iter().filter(|u| u.power() == power).collect();
                let pick = super::PowerPick { seat, power, fields: Vec::new() };
                Pick::new(power, Label::Power(power), Self::power_then(ui, pick, &matches))
            })
            .collect();
        (!choices.is_empty()).then(|| Control::menu(Input::Power, "space-pigs-menu-power", choices))
    }
}

/// A menu's choices for `list`, each playing `action`.
pub(super) fn hexes(list: Vec<Hex>, label: fn(Hex) -> Label, action: impl Fn(Hex) -> Action) -> Vec<Pick> {
    list.into_iter().map(|h| Pick::new(h, label(h), Then::Play(action(h)))).collect()
}

/// The cards of `hand` at `indices` as options of a multiple choice.
pub(super) fn hand_cards(hand: &[crate::games::space_pigs::Card], indices: Vec<usize>) -> Vec<Pick> {
    indices
        .into_iter()
        .filter_map(|index| {
            let card = *hand.get(index)?;
            Some(Pick::new(super::value::InHand { hand, index }, Label::Card(card), Then::Card(card)))
        })
        .collect()
}

/// Back to the start of the decision.
pub(super) fn back() -> Control {
    Control::button(Input::Back, "space-pigs-button-back", Tone::Secondary, Then::Step(Box::default()))
}
