//! The decisions of the draw, the settlers, the travel markers, the election and the clan
//! powers (the full rules' additions).

use super::build::hand_cards;
use super::value::{Gift, Played};
use super::{Ask, Control, Decision, Form, Gather, Input, Label, Pick, PowerPick, Then, Tone, Ui, distinct};
use crate::games::space_pigs::{Action, Game, Legal, Phase, Power, PowerUse};

impl Game {
    /// The draw: an offer made to this seat is answered first (the draw waits for it); then
    /// the discards, beside a swap to offer a coalition partner (full rules).
    pub(super) fn draw_decision(&self, seat: usize, ui: &Ui) -> Decision {
        let hand = &self.players[seat].hand;
        let all = || hand_cards(hand, (0..hand.len()).collect());
        // A multiple choice of the hand's cards, between `min` and `max` of them.
        let multi = |input: Input, key: &'static str, (min, max): (usize, usize), gather: Gather| Control {
            input,
            key,
            form: Form::Cards { min, max, gather },
            choices: all(),
        };
        let discard = || {
            vec![
                multi(Input::Discard, "space-pigs-menu-discard", (1, hand.len()), Gather::Discard),
                Control::button(
                    Input::Keep,
                    "space-pigs-button-keep",
                    Tone::Primary,
                    Then::Play(Action::Draw { discard: Vec::new() }),
                ),
            ]
        };
        if !self.options.full() {
            return Decision::new(Ask::Discard { swap: false }, discard());
        }
        let legal = self.legal_actions(seat);
        let answerable = |from: usize| {
            legal
                .iter()
                .any(|l| matches!(l, Legal::Exactly(Action::AnswerSwap { from: f, .. }) if *f == from))
        };
        if let Some(offer) = self.offers.iter().find(|o| o.to == seat && answerable(o.from)) {
            let from = offer.from;
            let mut controls = Vec::new();
            // An offer of more cards than the hand holds cannot be answered, only declined.
            if offer.cards.len() <= hand.len() {
                let count = offer.cards.len();
                controls.push(multi(
                    Input::Answer,
                    "space-pigs-menu-answer",
                    (count, count),
                    Gather::Answer { from },
                ));
            }
            controls.push(Control::button(
                Input::Decline,
                "space-pigs-button-decline",
                Tone::Secondary,
                Then::Play(Action::AnswerSwap { from, cards: Vec::new() }),
            ));
            return Decision::new(Ask::Answer { from, cards: offer.cards.clone() }, controls);
        }
        let partners = distinct(legal.iter().filter_map(|l| match l {
            Legal::Exactly(Action::OfferSwap { to, .. }) => Some(*to),
            _ => None,
        }));
        if let Some(to) = ui.partner.filter(|[by, to]| *by == seat && partners.contains(to)).map(|[_, to]| to)
        {
            // No more cards than the partner holds: a swap is card for card (L711).
            let most = hand.len().min(self.players[to].hand.len());
            let offer = multi(Input::Offer, "space-pigs-menu-offer", (1, most), Gather::Offer { to });
            return Decision::new(Ask::Offer { to }, vec![offer, super::build::back()]);
        }
        let mut controls = discard();
        if !partners.is_empty() {
            let choices = partners
                .iter()
                .map(|&to| Pick::new(to, Label::Seat(to), Then::step(ui, |ui| ui.partner = Some([seat, to]))))
                .collect();
            controls.push(Control::menu(Input::Partner, "space-pigs-menu-partner", choices));
        }
        Decision::new(Ask::Discard { swap: !partners.is_empty() }, controls)
    }

    /// Full rules, 1B: each legal hand-out of the next settler token, one per value and
    /// receiver, largest first.
    pub(super) fn settlers_decision(&self, seat: usize) -> Decision {
        let Phase::Settlers { tokens, .. } = &self.phase else { return Decision::new(Ask::Wait, Vec::new()) };
        let mut gifts: Vec<(usize, u8, usize)> = Vec::new();
        for legal in self.legal_actions(seat) {
            let Legal::Exactly(Action::GiveSettler { token, to }) = legal else { continue };
            let Some(&value) = tokens.get(token) else { continue };
            if !gifts.iter().any(|&(_, v, t)| v == value && t == to) {
                gifts.push((token, value, to));
            }
        }
        gifts.sort_by_key(|&(_, value, to)| (std::cmp::Reverse(value), self.place(to)));
        let choices = gifts
            .into_iter()
            .map(|(token, value, to)| {
                Pick::new(
                    Gift { token, to },
                    Label::Settler { value, to },
                    Then::Play(Action::GiveSettler { token, to }),
                )
            })
            .collect();
        Decision::new(
            Ask::Settlers { left: self.settler_tokens_left() },
            vec![Control::menu(Input::Give, "space-pigs-menu-settler", choices)],
        )
    }

    /// Full rules, 2A: the secret travel marker, each value left once, smallest first.
    pub(super) fn marker_decision(&self, seat: usize) -> Decision {
        let mut markers: Vec<u8> = distinct(self.legal_actions(seat).into_iter().filter_map(|l| match l {
            Legal::Exactly(Action::Marker { trips }) => Some(trips),
            _ => None,
        }));
        markers.sort_unstable();
        let choices = markers
            .into_iter()
            .map(|trips| Pick::new(trips, Label::Marker(trips), Then::Play(Action::Marker { trips })))
            .collect();
        Decision::new(Ask::Marker, vec![Control::menu(Input::Marker, "space-pigs-menu-marker", choices)])
    }

    /// The election's question to `seat`, from its legal actions: the candidacy, the chair's
    /// voters, the candidates, the phase-4 cards on their targets, and the last call's "done".
    pub(super) fn election_decision(&self, seat: usize) -> Decision {
        let (mut candidacy, mut voters, mut candidates, mut played, mut done) =
            (false, Vec::new(), Vec::new(), Vec::new(), false);
        for legal in self.legal_actions(seat) {
            match legal {
                Legal::Exactly(Action::Candidacy { .. }) => candidacy = true,
                Legal::Exactly(Action::AskVoter { voter }) => voters.push(voter),
                Legal::Exactly(Action::Vote { candidate }) => candidates.push(candidate),
                Legal::Exactly(Action::ElectionCard { card, target }) => played.push((card, target)),
                Legal::Exactly(Action::Done) => done = true,
                _ => {}
            }
        }
        let by_place = |list: Vec<usize>| {
            let mut list = distinct(list);
            list.sort_by_key(|&s| self.place(s));
            list
        };
        let (voters, candidates) = (by_place(voters), by_place(candidates));
        let mut cards = distinct(played);
        cards.sort_by_key(|&(card, target)| (card, self.place(target)));
        let ask = Ask::Election {
            candidacy,
            chair: !voters.is_empty(),
            vote: !candidates.is_empty(),
            last_call: done,
        };
        let mut controls = Vec::new();
        if candidacy {
            let stand = |stand: bool| Then::Play(Action::Candidacy { stand });
            controls.push(Control::button(
                Input::Stand,
                "space-pigs-button-stand",
                Tone::Success,
                stand(true),
            ));
            controls.push(Control::button(
                Input::Abstain,
                "space-pigs-button-abstain",
                Tone::Secondary,
                stand(false),
            ));
        }
        let seats = |input: Input,
                     key: &'static str,
                     list: Vec<usize>,
                     label: &dyn Fn(usize) -> Label,
                     action: fn(usize) -> Action| {
            let choices: Vec<Pick> =
                list.into_iter().map(|s| Pick::new(s, label(s), Then::Play(action(s)))).collect();
            (!choices.is_empty()).then(|| Control::menu(input, key, choices))
        };
        controls.extend(seats(Input::Ask, "space-pigs-menu-ask", voters, &Label::Seat, |voter| {
            Action::AskVoter { voter }
        }));
        let vote_label = |c: usize| if c == seat { Label::OwnVote(c) } else { Label::Seat(c) };
        controls.extend(seats(Input::Vote, "space-pigs-menu-vote", candidates, &vote_label, |candidate| {
            Action::Vote { candidate }
        }));
        if !cards.is_empty() {
            let choices = cards
                .into_iter()
                .map(|(card, target)| {
                    Pick::new(
                        Played { card, target },
                        Label::Played { card, target },
                        Then::Play(Action::ElectionCard { card, target }),
                    )
                })
                .collect();
            controls.push(Control::menu(Input::Play, "space-pigs-menu-play", choices));
        }
        if done {
            controls.push(Control::button(
                Input::Done,
                "space-pigs-button-done-election",
                Tone::Primary,
                Then::Play(Action::Done),
            ));
        }
        Decision::new(ask, controls)
    }

    /// The clan powers `seat` may choose to use now (the panel's power menu), each once.
    pub fn power_kinds(&self, seat: usize) -> Vec<Power> {
        if !self.waiting_for().contains(&seat) {
            return Vec::new();
        }
        let mut kinds: Vec<Power> = self.power_uses(seat).iter().map(PowerUse::power).collect();
        kinds.sort_unstable();
        kinds.dedup();
        kinds
    }

    /// The next question of a power being chosen, with the options that still lead to a legal
    /// use; `None` once no legal use fits (a stale pick: the seat's panel shows what the game
    /// asks instead).
    pub(super) fn power_decision(&self, ui: &Ui, pick: &PowerPick) -> Option<Decision> {
        let step = pick.fields.len();
        let uses = self.power_uses(pick.seat);
        let matches: Vec<&PowerUse> =
            uses.iter().filter(|u| u.power() == pick.power && u.fields().starts_with(&pick.fields)).collect();
        let options = distinct(matches.iter().filter_map(|u| u.fields().get(step).copied()));
        if options.is_empty() {
            return None;
        }
        let choices = options
            .into_iter()
            .map(|field| {
                let mut next = pick.clone();
                next.fields.push(field);
                let fit: Vec<&PowerUse> =
                    matches.iter().copied().filter(|u| u.fields().get(step) == Some(&field)).collect();
                Pick::new(field, Label::Field(field), Self::power_then(ui, next, &fit))
            })
            .collect();
        let back = Control::button(
            Input::Back,
            "space-pigs-button-back",
            Tone::Secondary,
            Then::step(ui, |ui| ui.power = None),
        );
        Some(Decision::new(
            Ask::Power { power: pick.power, step },
            vec![Control::menu(Input::Use(0), "space-pigs-menu-power", choices), back],
        ))
    }

    /// A pick that names one whole use (of `matches`, the uses agreeing with it) is that use;
    /// any other is one more step.
    pub(super) fn power_then(ui: &Ui, pick: PowerPick, matches: &[&PowerUse]) -> Then {
        match matches {
            [only] if only.fields().len() == pick.fields.len() => Then::Play(Action::Power((*only).clone())),
            _ => Then::step(ui, |ui| ui.power = Some(pick)),
        }
    }

    /// The values of the settler tokens the King Pig has not handed out yet, largest first.
    pub fn settler_tokens_left(&self) -> Vec<u8> {
        let Phase::Settlers { tokens, given, .. } = &self.phase else { return Vec::new() };
        let mut left: Vec<u8> =
            tokens.iter().zip(given).filter(|(_, to)| to.is_none()).map(|(value, _)| *value).collect();
        left.sort_unstable_by(|a, b| b.cmp(a));
        left
    }
}
