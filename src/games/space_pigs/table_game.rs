//! Space-Schweine at a table: the [`TableGame`] impl, the private panel's components and the
//! [`Prompt`] that says what a seat is asked now.
//!
//! Every decision is made on the player's private panel (an ephemeral message), never on the
//! shared board: most of them involve the hand. A decision the engine offers as a family
//! ([`Choice`]) is taken one small step at a time, each step a menu of only the legal options:
//! a trip is its source, its target and its troops (three interactions), a path card adds
//! one step per hex passed and one per drop. The steps taken so far are the table's [`Ui`].

use serde::{Deserialize, Serialize};

use super::record::{Record, RngSpec};
use super::{
    Action, AiKind, Arrival, Building, Card, Choice, Data, Drop, Event, Family, Field, GalaxyShape, Game,
    Hex, Legal, Options, Phase, Power, PowerUse, RuleSet, Setup, Troops,
};
use crate::games::ai::Level;
use crate::games::rng::{Seeded, Source};
use crate::games::seam::{
    Chosen, Codec, OptionKind, OptionSpec, Refused, Score, Seat, SeatResult, SimRefused, SimRequest,
    TableGame,
};
use crate::games::{Recorded, ReplayError};

/// The longest menu a client shows; longer lists are split over several menus.
pub const MENU: usize = 25;
/// Menus one step may use (Discord allows five rows; one stays for the buttons).
pub const MENUS: usize = 4;

/// The steps of a decision taken so far. Only one seat at a time takes decisions of more than
/// one step (travel, reorganisation, reinforcement, building), so one set per table will do;
/// every move starts it afresh.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Ui {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub family: Option<Family>,
    /// A travel card chosen for the next trip.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<Card>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<Hex>,
    /// The hexes of a path card's path so far, or the target of any other trip.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub path: Vec<Hex>,
    /// The path is complete (its last hex is the target).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub arrived: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub troops: Option<Troops>,
    /// Troops left on the hexes the path passes, in path order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub drops: Vec<Troops>,
    /// Full rules, the draw: `[seat, partner]`, the coalition partner `seat` is offering a swap.
    /// The draw is the one simultaneous phase with a two-step decision, so the pick names its
    /// seat: another seat's panel must not take it for its own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partner: Option<[usize; 2]>,
    /// Full rules, 2B: the clan an Eichelfest (chosen as `card`) is to bar, before its hex.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<usize>,
    /// Full rules with clan powers: the power `seat` is using and what it named so far. The
    /// candidacy asks every seat at once, so the pick names its seat, as `partner` does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub power: Option<PowerPick>,
}

/// A clan power being chosen on the panel, one thing it names at a time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PowerPick {
    pub seat: usize,
    pub power: Power,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<Field>,
}

/// What a seat is asked now, with only the legal options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Prompt {
    /// The game does not wait for this seat.
    Wait,
    /// Lay a hex: first the family, then where.
    Build {
        families: Vec<Family>,
        family: Option<Family>,
        positions: Vec<Hex>,
    },
    /// Where the start piglets go.
    Deploy {
        hexes: Vec<Hex>,
    },
    /// Which cards to discard before drawing (hand indices), maybe none; in the full rules,
    /// or a card swap to offer one of `partners` (the coalition of the last election).
    Discard {
        hand: Vec<Card>,
        partners: Vec<usize>,
    },
    /// Full rules, the draw: which cards of the hand to offer `to` in a swap.
    Offer {
        to: usize,
        hand: Vec<Card>,
    },
    /// Full rules, the draw: `from` offers `cards` for as many of this hand; or decline.
    Answer {
        from: usize,
        cards: Vec<Card>,
        hand: Vec<Card>,
    },
    /// Full rules, 1B: the King Pig hands out the next settler token. `left` are the values
    /// of the tokens not given yet; `gifts` each legal hand-out as (token, its value, to whom),
    /// one per value and receiver.
    Settlers {
        left: Vec<u8>,
        gifts: Vec<(usize, u8, usize)>,
    },
    /// Full rules, 1D: where the returning clan's piglets land.
    Return {
        hexes: Vec<Hex>,
    },
    /// Full rules, 2A: the secret travel marker (the values left, each once).
    Marker {
        markers: Vec<u8>,
    },
    /// Full rules, 4C: what the election asks this seat now, each list the legal options: stand
    /// or not (`candidacy`), whom the chair asks next (`voters`), whom to vote for
    /// (`candidates`), which phase-4 card to play on whom (`cards`), and whether the seat may
    /// say it is done (the last call).
    Election {
        candidacy: bool,
        voters: Vec<usize>,
        candidates: Vec<usize>,
        cards: Vec<(Card, usize)>,
        done: bool,
    },
    Travel {
        trips: u8,
        step: TripStep,
    },
    Reorganise {
        step: TripStep,
    },
    /// Play an Extra-Verschiebung now, or let the chance pass.
    ExtraWindow,
    /// Battle cards to lay face down: the playable ones, by hand index; with Hylocherus's power
    /// (L807), or flee to one of `retreats` before the first combat round.
    BattleCards {
        at: Hex,
        cards: Vec<(usize, Card)>,
        retreats: Vec<Hex>,
    },
    /// Full rules with clan powers: keep the dice of the combat round on `at` (rolling again
    /// is a power, in the power menu).
    KeepDice {
        at: Hex,
    },
    /// Fight on, or retreat to one of these hexes.
    Stand {
        at: Hex,
        retreats: Vec<Hex>,
    },
    /// New troops: first where, then how many.
    Reinforce {
        left: u8,
        step: ReinforceStep,
    },
    /// Full rules, 1E: where the AI pigs that arrived land (only the hexes that take them all).
    PlaceAi {
        arrival: Arrival,
        hexes: Vec<Hex>,
    },
    /// Full rules, 3C: which AI stack the King Pig names to move (the stacks with somewhere to
    /// go), or none.
    AnnounceAi {
        stacks: Vec<Hex>,
    },
    /// Full rules, 3C: where the named stack (`kind`, `count` on `from`) goes, whole.
    MoveAi {
        from: Hex,
        kind: AiKind,
        count: u8,
        targets: Vec<Hex>,
    },
    /// Full rules with clan powers: the next thing `power` names (its `step`-th), with the
    /// options that still lead to a legal use.
    Power {
        power: Power,
        step: usize,
        options: Vec<Field>,
    },
    /// Full rules, 2B: an Eichelfest on the traveller's turn: first the clan it bars
    /// (`targets`), then the hex (`hexes`, once `target` is chosen).
    Feast {
        targets: Vec<usize>,
        target: Option<usize>,
        hexes: Vec<Hex>,
    },
}

/// One step of a trip or a reorganisation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TripStep {
    /// Where from, and (travel only) with which card; `extra` when an Extra-Verschiebung may be
    /// played.
    Source { sources: Vec<Hex>, cards: Vec<Card>, card: Option<Card>, extra: bool },
    /// Where to.
    Target { from: Hex, card: Option<Card>, targets: Vec<Hex> },
    /// A path card's next hex, or stop here when the path so far may end.
    Path { from: Hex, path: Vec<Hex>, next: Vec<Hex>, may_stop: bool },
    /// How many troops (all legal splits, largest first).
    Troops { from: Hex, to: Hex, options: Vec<Troops> },
    /// What stays on a hex the path passes (the first option is nothing).
    Drop { at: Hex, options: Vec<Troops> },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReinforceStep {
    Where {
        hexes: Vec<Hex>,
    },
    /// Piglets, and whether two of the new ones become a Big Gruik.
    HowMany {
        at: Hex,
        options: Vec<(u8, bool)>,
    },
}

/// The components of a Space-Schweine panel. A menu's value carries what was chosen; the
/// number tells apart the menus of one long list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    Family,
    Lay(u8),
    Deploy(u8),
    Discard,
    Keep,
    Card,
    From(u8),
    To(u8),
    Step(u8),
    Stop,
    Troops(u8),
    Drop(u8),
    Back,
    Done,
    Extra,
    Cards,
    NoCards,
    Fight,
    Retreat,
    Place(u8),
    Reinforce(u8),
    /// Full rules: a settler token to a clan (a menu of value and receiver).
    Give,
    /// Full rules: the travel marker (a menu).
    Marker,
    /// Full rules: stand for King Pig.
    Stand,
    /// Full rules: do not stand.
    Abstain,
    /// Full rules: the chair asks a voter (a menu).
    Ask,
    /// Full rules: a vote (a menu).
    Vote,
    /// Full rules: a phase-4 card on a target (a menu).
    Play,
    /// Full rules: the partner to offer a swap (a menu).
    Partner,
    /// Full rules: the cards offered (a multiple-choice menu).
    Offer,
    /// Full rules: the cards given back for an offer (a multiple-choice menu).
    Answer,
    /// Full rules: decline a swap.
    Decline,
    /// Full rules, 1E: where the arrived AI pigs land (a menu; the number tells menus apart).
    Land(u8),
    /// Full rules, 3C: the AI stack the King Pig moves (a menu).
    Stack(u8),
    /// Full rules, 3C: where the named stack goes (a menu).
    Move(u8),
    /// Full rules, 2B: the clan an Eichelfest bars (a menu).
    Target,
    /// Full rules, 2B: the hex an Eichelfest bars (a menu).
    Feast(u8),
    /// Full rules: the clan power to use (a menu).
    Power,
    /// Full rules: the next thing a clan power names (a menu; the number tells menus apart).
    Use(u8),
}

impl Input {
    /// The word of the token, and the menu number of a numbered one.
    fn parts(self) -> (&'static str, Option<u8>) {
        match self {
            Input::Family => ("family", None),
            Input::Lay(n) => ("lay", Some(n)),
            Input::Deploy(n) => ("deploy", Some(n)),
            Input::Discard => ("discard", None),
            Input::Keep => ("keep", None),
            Input::Card => ("card", None),
            Input::From(n) => ("from", Some(n)),
            Input::To(n) => ("to", Some(n)),
            Input::Step(n) => ("step", Some(n)),
            Input::Stop => ("stop", None),
            Input::Troops(n) => ("troops", Some(n)),
            Input::Drop(n) => ("drop", Some(n)),
            Input::Back => ("back", None),
            Input::Done => ("done", None),
            Input::Extra => ("extra", None),
            Input::Cards => ("cards", None),
            Input::NoCards => ("nocards", None),
            Input::Fight => ("fight", None),
            Input::Retreat => ("retreat", None),
            Input::Place(n) => ("place", Some(n)),
            Input::Reinforce(n) => ("reinforce", Some(n)),
            Input::Give => ("give", None),
            Input::Marker => ("marker", None),
            Input::Stand => ("stand", None),
            Input::Abstain => ("abstain", None),
            Input::Ask => ("ask", None),
            Input::Vote => ("vote", None),
            Input::Play => ("play", None),
            Input::Partner => ("partner", None),
            Input::Offer => ("offer", None),
            Input::Answer => ("answer", None),
            Input::Decline => ("decline", None),
            Input::Land(n) => ("land", Some(n)),
            Input::Stack(n) => ("stack", Some(n)),
            Input::Move(n) => ("move", Some(n)),
            Input::Target => ("target", None),
            Input::Feast(n) => ("feast", Some(n)),
            Input::Power => ("power", None),
            Input::Use(n) => ("use", Some(n)),
        }
    }
}

impl Codec for Input {
    fn token(&self) -> String {
        match self.parts() {
            (word, Some(n)) => format!("{word}{n}"),
            (word, None) => word.to_owned(),
        }
    }

    fn read(token: &str) -> Option<Input> {
        let digits = token.trim_start_matches(|c: char| c.is_ascii_lowercase());
        let word = &token[..token.len() - digits.len()];
        let n = if digits.is_empty() {
            None
        } else {
            Some(digits.parse::<u8>().ok().filter(|n| usize::from(*n) < MENUS)?)
        };
        let input = match (word, n) {
            ("family", None) => Input::Family,
            ("discard", None) => Input::Discard,
            ("keep", None) => Input::Keep,
            ("card", None) => Input::Card,
            ("stop", None) => Input::Stop,
            ("back", None) => Input::Back,
            ("done", None) => Input::Done,
            ("extra", None) => Input::Extra,
            ("cards", None) => Input::Cards,
            ("nocards", None) => Input::NoCards,
            ("fight", None) => Input::Fight,
            ("retreat", None) => Input::Retreat,
            ("give", None) => Input::Give,
            ("marker", None) => Input::Marker,
            ("stand", None) => Input::Stand,
            ("abstain", None) => Input::Abstain,
            ("ask", None) => Input::Ask,
            ("vote", None) => Input::Vote,
            ("play", None) => Input::Play,
            ("partner", None) => Input::Partner,
            ("offer", None) => Input::Offer,
            ("answer", None) => Input::Answer,
            ("decline", None) => Input::Decline,
            ("target", None) => Input::Target,
            ("power", None) => Input::Power,
            ("lay", Some(n)) => Input::Lay(n),
            ("deploy", Some(n)) => Input::Deploy(n),
            ("from", Some(n)) => Input::From(n),
            ("to", Some(n)) => Input::To(n),
            ("step", Some(n)) => Input::Step(n),
            ("troops", Some(n)) => Input::Troops(n),
            ("drop", Some(n)) => Input::Drop(n),
            ("place", Some(n)) => Input::Place(n),
            ("reinforce", Some(n)) => Input::Reinforce(n),
            ("land", Some(n)) => Input::Land(n),
            ("stack", Some(n)) => Input::Stack(n),
            ("move", Some(n)) => Input::Move(n),
            ("feast", Some(n)) => Input::Feast(n),
            ("use", Some(n)) => Input::Use(n),
            _ => return None,
        };
        // One spelling per input: `from01` is not `from1`.
        (input.token() == token).then_some(input)
    }
}

/// A hex as a menu value: `q,r`.
pub fn hex_value(hex: Hex) -> String {
    format!("{},{}", hex.q, hex.r)
}

fn read_hex(value: &str) -> Option<Hex> {
    let (q, r) = value.split_once(',')?;
    Some(Hex::new(q.parse().ok()?, r.parse().ok()?))
}

/// Troops as a menu value: `piglets.gruiks`.
pub fn troops_value(troops: Troops) -> String {
    format!("{}.{}", troops.piglets, troops.gruiks)
}

fn read_troops(value: &str) -> Option<Troops> {
    let (p, g) = value.split_once('.')?;
    Some(Troops::new(p.parse().ok()?, g.parse().ok()?))
}

/// A reinforcement as a menu value: `piglets` or `piglets+g`.
pub fn reinforce_value((piglets, gruik): (u8, bool)) -> String {
    if gruik { format!("{piglets}+g") } else { piglets.to_string() }
}

fn read_reinforce(value: &str) -> Option<(u8, bool)> {
    match value.strip_suffix("+g") {
        Some(piglets) => Some((piglets.parse().ok()?, true)),
        None => Some((value.parse().ok()?, false)),
    }
}

/// The only value of a single-choice menu, if it is one of `options`.
fn chosen<T: PartialEq>(
    values: &[String],
    read: impl Fn(&str) -> Option<T>,
    options: &[T],
) -> Result<T, Refused> {
    match values {
        [value] => {
            read(value).filter(|v| options.contains(v)).ok_or_else(|| Refused::by_rules("value_not_offered"))
        }
        _ => Err(Refused::by_rules("one_value_expected")),
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

/// Every non-empty part of `up_to` with at most `at_most` troops, largest first.
fn splits(up_to: Troops, at_most: u8) -> Vec<Troops> {
    let mut out: Vec<Troops> = (0..=up_to.gruiks)
        .flat_map(|g| (0..=up_to.piglets).map(move |p| Troops::new(p, g)))
        .filter(|t| !t.is_empty() && t.total() <= at_most)
        .collect();
    out.sort_by(|a, b| b.total().cmp(&a.total()).then(b.gruiks.cmp(&a.gruiks)));
    out.truncate(MENU * MENUS);
    out
}

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
    fn trip_families(&self, seat: usize) -> Vec<TripChoice> {
        self.legal_actions(seat)
            .into_iter()
            .filter_map(|legal| match legal {
                Legal::Choice(Choice::Trip { from, to, card, via, up_to, at_most }) => {
                    Some(TripChoice { from, to, card, via: via.to_vec(), up_to, at_most })
                }
                Legal::Choice(Choice::Reorganise { from, to, up_to, at_most }) => {
                    Some(TripChoice { from, to, card: None, via: Vec::new(), up_to, at_most })
                }
                _ => None,
            })
            .collect()
    }

    fn is_path_card(&self, card: Option<Card>) -> bool {
        card.and_then(|c| self.data.travel_effect(c))
            .is_some_and(|e| matches!(e, super::data::TravelEffect::Path { .. }))
    }

    /// [`TableGame::pass`] for the decisions only the full rules ask.
    fn pass_full_rules(&self, seat: usize, legal: &[Legal]) -> Option<Action> {
        let exact = || {
            legal.iter().filter_map(|l| match l {
                Legal::Exactly(action) => Some(action),
                Legal::Choice(_) => None,
            })
        };
        let has = |action: &Action| exact().any(|a| a == action);
        if let Some(Action::AnswerSwap { from, .. }) =
            exact().find(|a| matches!(a, Action::AnswerSwap { .. }))
        {
            return Some(Action::AnswerSwap { from: *from, cards: Vec::new() });
        }
        let candidacy = Action::Candidacy { stand: false };
        if has(&candidacy) {
            return Some(candidacy);
        }
        let next_voter = exact()
            .filter_map(|a| match a {
                Action::AskVoter { voter } => Some(*voter),
                _ => None,
            })
            .min_by_key(|&voter| self.place(voter));
        if let Some(voter) = next_voter {
            return Some(Action::AskVoter { voter });
        }
        let own_vote = Action::Vote { candidate: seat };
        if has(&own_vote) {
            return Some(own_vote);
        }
        let largest = exact()
            .filter_map(|a| match a {
                Action::Marker { trips } => Some(*trips),
                _ => None,
            })
            .max();
        if let Some(trips) = largest {
            return Some(Action::Marker { trips });
        }
        let Phase::Settlers { tokens, .. } = &self.phase else { return None };
        exact()
            .filter_map(|a| match a {
                Action::GiveSettler { token, to } => Some((*token, *to)),
                _ => None,
            })
            .max_by_key(|&(token, to)| {
                let value = tokens.get(token).copied().unwrap_or(0);
                (
                    value,
                    self.on_board(to).total(),
                    std::cmp::Reverse(self.place(to)),
                    std::cmp::Reverse(token),
                )
            })
            .map(|(token, to)| Action::GiveSettler { token, to })
    }

    /// The step of a trip (or reorganisation) `ui` has reached.
    fn trip_step(&self, seat: usize, ui: &Ui, travel: bool) -> TripStep {
        let families = self.trip_families(seat);
        let Some(from) = ui.from else {
            let mut cards = distinct(families.iter().filter_map(|f| f.card));
            // An Eichelfest is chosen where the travel cards are; its own steps follow.
            if travel && !self.feast_targets(seat).is_empty() {
                cards.push(Card::Eichelfest);
            }
            let card = ui.card.filter(|c| cards.contains(c));
            let sources = distinct(families.iter().filter(|f| f.card == card).map(|f| f.from));
            let extra = travel && self.legal_actions(seat).contains(&Legal::Exactly(Action::ExtraTrip));
            return TripStep::Source { sources, cards, card, extra };
        };
        let card = ui.card;
        let here: Vec<&TripChoice> = families.iter().filter(|f| f.from == from && f.card == card).collect();
        let path_card = card.filter(|_| self.is_path_card(card));
        if let (Some(_), false) = (path_card, ui.arrived) {
            let full = |f: &&&TripChoice| {
                let mut path = f.via.clone();
                path.push(f.to);
                path
            };
            let paths: Vec<Vec<Hex>> =
                here.iter().map(|f| full(&f)).filter(|p| p.starts_with(&ui.path)).collect();
            let next = distinct(paths.iter().filter_map(|p| p.get(ui.path.len()).copied()));
            let may_stop = paths.contains(&ui.path);
            return TripStep::Path { from, path: ui.path.clone(), next, may_stop };
        }
        let Some(&to) = ui.path.last() else {
            return TripStep::Target { from, card, targets: distinct(here.iter().map(|f| f.to)) };
        };
        let via = &ui.path[..ui.path.len() - 1];
        let Some(family) = here.iter().find(|f| f.to == to && f.via == via) else {
            return TripStep::Target { from, card, targets: distinct(here.iter().map(|f| f.to)) };
        };
        let Some(troops) = ui.troops else {
            return TripStep::Troops { from, to, options: splits(family.up_to, family.at_most) };
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
        options.truncate(MENU * MENUS);
        TripStep::Drop { at, options }
    }

    /// What `seat` is asked now, given the steps taken (`ui`).
    pub fn prompt(&self, seat: usize, ui: &Ui) -> Prompt {
        if !self.waiting_for().contains(&seat) {
            return Prompt::Wait;
        }
        if let Some(prompt) = ui.power.as_ref().filter(|p| p.seat == seat).and_then(|p| self.power_prompt(p))
        {
            return prompt;
        }
        match &self.phase {
            Phase::Build { .. } => {
                let families =
                    Family::ALL.into_iter().filter(|f| !self.piles[f.index()].is_empty()).collect();
                Prompt::Build { families, family: ui.family, positions: self.build_positions() }
            }
            Phase::Deploy { .. } => Prompt::Deploy { hexes: self.start_hexes(seat) },
            Phase::Draw { .. } => self.draw_prompt(seat, ui),
            Phase::Travel { trips, .. } => {
                // An Eichelfest chosen in the travel card menu, while it may still be played.
                let targets =
                    if ui.card == Some(Card::Eichelfest) { self.feast_targets(seat) } else { Vec::new() };
                if targets.is_empty() {
                    Prompt::Travel { trips: *trips, step: self.trip_step(seat, ui, true) }
                } else {
                    let target = ui.target.filter(|t| targets.contains(t));
                    let hexes = target.map(|t| self.feast_hexes(seat, t)).unwrap_or_default();
                    Prompt::Feast { targets, target, hexes }
                }
            }
            Phase::ExtraWindow { .. } => Prompt::ExtraWindow,
            Phase::Reorganise { .. } => Prompt::Reorganise { step: self.trip_step(seat, ui, false) },
            Phase::Combat { battle: Some(battle) } => {
                if battle.rolled.is_some() {
                    Prompt::KeepDice { at: battle.at }
                } else if battle.cards.iter().any(Option::is_none) {
                    // Battle cards and the events of sequence 3A (Yodo Lardo, L580).
                    let cards = self.players[seat]
                        .hand
                        .iter()
                        .copied()
                        .enumerate()
                        .filter(|(_, c)| self.data.battle_playable(*c))
                        .collect();
                    Prompt::BattleCards { at: battle.at, cards, retreats: self.retreats_now(seat) }
                } else {
                    Prompt::Stand { at: battle.at, retreats: self.retreats_now(seat) }
                }
            }
            Phase::Reinforce { left, .. } => {
                let choices: Vec<(Hex, u8, u8, bool)> = self
                    .legal_actions(seat)
                    .into_iter()
                    .filter_map(|l| match l {
                        Legal::Choice(Choice::Reinforce { at, new, piglets, gruik }) => {
                            Some((at, new, piglets, gruik))
                        }
                        _ => None,
                    })
                    .collect();
                let step = match ui.from.and_then(|from| choices.iter().find(|c| c.0 == from)) {
                    Some(&(at, new, piglets, gruik)) => {
                        let mut options: Vec<(u8, bool)> = (1..=piglets).rev().map(|n| (n, false)).collect();
                        if gruik && new >= 2 {
                            options.extend((0..=piglets.min(new - 2)).rev().map(|n| (n, true)));
                        }
                        options.truncate(MENU * MENUS);
                        ReinforceStep::HowMany { at, options }
                    }
                    None => ReinforceStep::Where { hexes: choices.iter().map(|c| c.0).collect() },
                };
                Prompt::Reinforce { left: *left, step }
            }
            Phase::Settlers { tokens, .. } => {
                let left = self.settler_tokens_left();
                let mut gifts: Vec<(usize, u8, usize)> = Vec::new();
                for legal in self.legal_actions(seat) {
                    let Legal::Exactly(Action::GiveSettler { token, to }) = legal else { continue };
                    let Some(&value) = tokens.get(token) else { continue };
                    if !gifts.iter().any(|&(_, v, t)| v == value && t == to) {
                        gifts.push((token, value, to));
                    }
                }
                gifts.sort_by_key(|&(_, value, to)| (std::cmp::Reverse(value), self.place(to)));
                Prompt::Settlers { left, gifts }
            }
            Phase::Return { .. } => Prompt::Return {
                hexes: self
                    .legal_actions(seat)
                    .into_iter()
                    .filter_map(|l| match l {
                        Legal::Exactly(Action::Deploy { at }) => Some(at),
                        _ => None,
                    })
                    .collect(),
            },
            Phase::Markers { .. } => {
                let mut markers: Vec<u8> =
                    distinct(self.legal_actions(seat).into_iter().filter_map(|l| match l {
                        Legal::Exactly(Action::Marker { trips }) => Some(trips),
                        _ => None,
                    }));
                markers.sort_unstable();
                Prompt::Marker { markers }
            }
            Phase::Election => self.election_prompt(seat),
            Phase::AiArrival { arrival: Some(arrival), .. } => {
                Prompt::PlaceAi { arrival: *arrival, hexes: self.ai_placements(*arrival) }
            }
            Phase::AiMoves { announced: None, .. } => Prompt::AnnounceAi { stacks: self.ai_movable() },
            Phase::AiMoves { announced: Some(from), .. } => {
                let index = self.cell(*from);
                match index.and_then(|i| self.ai_at(i).copied().map(|stack| (i, stack))) {
                    Some((i, stack)) => Prompt::MoveAi {
                        from: *from,
                        kind: stack.kind,
                        count: stack.count,
                        targets: self.ai_destinations(i),
                    },
                    None => Prompt::Wait,
                }
            }
            Phase::AiArrival { arrival: None, .. } | Phase::Combat { battle: None } | Phase::Over => {
                Prompt::Wait
            }
        }
    }

    /// The hexes `seat` may retreat (or flee, L807) to now.
    fn retreats_now(&self, seat: usize) -> Vec<Hex> {
        self.legal_actions(seat)
            .into_iter()
            .filter_map(|l| match l {
                Legal::Exactly(Action::Retreat { to }) => Some(to),
                _ => None,
            })
            .collect()
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

    /// The legal uses of the power `pick` is choosing that agree with what it named so far.
    fn power_matches(&self, pick: &PowerPick) -> Vec<PowerUse> {
        self.power_uses(pick.seat)
            .into_iter()
            .filter(|u| u.power() == pick.power && u.fields().starts_with(&pick.fields))
            .collect()
    }

    /// The next question of a power being chosen; `None` once no legal use fits (a stale pick:
    /// the seat's panel shows what the game asks instead).
    fn power_prompt(&self, pick: &PowerPick) -> Option<Prompt> {
        let step = pick.fields.len();
        let options = distinct(self.power_matches(pick).iter().filter_map(|u| u.fields().get(step).copied()));
        (!options.is_empty()).then_some(Prompt::Power { power: pick.power, step, options })
    }

    /// A pick that names one whole use is that use.
    fn power_done(&self, ui: &mut Ui, pick: PowerPick) -> Option<Action> {
        match self.power_matches(&pick).as_slice() {
            [only] if only.fields().len() == pick.fields.len() => {
                ui.power = None;
                Some(Action::Power(only.clone()))
            }
            _ => {
                ui.power = Some(pick);
                None
            }
        }
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

    /// The values of the settler tokens the King Pig has not handed out yet, largest first.
    pub fn settler_tokens_left(&self) -> Vec<u8> {
        let Phase::Settlers { tokens, given, .. } = &self.phase else { return Vec::new() };
        let mut left: Vec<u8> =
            tokens.iter().zip(given).filter(|(_, to)| to.is_none()).map(|(value, _)| *value).collect();
        left.sort_unstable_by(|a, b| b.cmp(a));
        left
    }

    /// The draw: an offer made to this seat is answered first (the draw waits for it); then
    /// the discards, beside a swap to offer a coalition partner (full rules).
    fn draw_prompt(&self, seat: usize, ui: &Ui) -> Prompt {
        let hand = self.players[seat].hand.clone();
        if !self.options.full() {
            return Prompt::Discard { hand, partners: Vec::new() };
        }
        let legal = self.legal_actions(seat);
        let answerable = |from: usize| {
            legal
                .iter()
                .any(|l| matches!(l, Legal::Exactly(Action::AnswerSwap { from: f, .. }) if *f == from))
        };
        if let Some(offer) = self.offers.iter().find(|o| o.to == seat && answerable(o.from)) {
            return Prompt::Answer { from: offer.from, cards: offer.cards.clone(), hand };
        }
        let partners = distinct(legal.iter().filter_map(|l| match l {
            Legal::Exactly(Action::OfferSwap { to, .. }) => Some(*to),
            _ => None,
        }));
        match ui.partner.filter(|[by, to]| *by == seat && partners.contains(to)).map(|[_, to]| to) {
            Some(to) => Prompt::Offer { to, hand },
            None => Prompt::Discard { hand, partners },
        }
    }

    /// The election's question to `seat`, from its legal actions.
    fn election_prompt(&self, seat: usize) -> Prompt {
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
        let by_place = |list: &mut Vec<usize>| {
            *list = distinct(list.iter().copied());
            list.sort_by_key(|&s| self.place(s));
        };
        by_place(&mut voters);
        by_place(&mut candidates);
        let mut cards = distinct(played);
        cards.sort_by_key(|&(card, target)| (card, self.place(target)));
        Prompt::Election { candidacy, voters, candidates, cards, done }
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
            && self.legal_actions(seat).iter().any(|l| matches!(l, Legal::Exactly(a) if key(a) == wanted))
    }

    /// One step of a trip or reorganisation: a pick kept in `ui`, or the finished move.
    fn trip_input(
        &self,
        ui: &mut Ui,
        step: TripStep,
        input: Input,
        values: &[String],
        travel: bool,
    ) -> Result<Option<Action>, Refused> {
        let outdated = Refused::Outdated;
        let finish = |ui: &Ui, troops: Troops, drops: &[Troops]| -> Result<Option<Action>, Refused> {
            let from = ui.from.ok_or(outdated)?;
            let to = *ui.path.last().ok_or(outdated)?;
            Ok(Some(if travel {
                let via = &ui.path[..ui.path.len() - 1];
                Action::Trip {
                    from,
                    to,
                    piglets: troops.piglets,
                    gruiks: troops.gruiks,
                    card: ui.card,
                    drops: via
                        .iter()
                        .zip(drops)
                        .map(|(&at, d)| Drop { at, piglets: d.piglets, gruiks: d.gruiks })
                        .collect(),
                }
            } else {
                Action::Reorganise { from, to, piglets: troops.piglets, gruiks: troops.gruiks }
            }))
        };
        match (step, input) {
            (_, Input::Back) => {
                *ui = Ui::default();
                Ok(None)
            }
            (TripStep::Source { .. }, Input::Done) => Ok(Some(Action::Done)),
            (TripStep::Source { extra: true, .. }, Input::Extra) => Ok(Some(Action::ExtraTrip)),
            (TripStep::Source { cards, .. }, Input::Card) if travel => {
                let none = values.first().is_some_and(|v| v == "none");
                ui.card = if none { None } else { Some(chosen(values, read_card, &cards)?) };
                Ok(None)
            }
            (TripStep::Source { sources, card, .. }, Input::From(_)) => {
                ui.from = Some(chosen(values, read_hex, &sources)?);
                ui.card = card;
                Ok(None)
            }
            (TripStep::Target { targets, .. }, Input::To(_)) => {
                ui.path = vec![chosen(values, read_hex, &targets)?];
                Ok(None)
            }
            (TripStep::Path { next, .. }, Input::Step(_)) => {
                ui.path.push(chosen(values, read_hex, &next)?);
                Ok(None)
            }
            (TripStep::Path { may_stop: true, .. }, Input::Stop) => {
                ui.arrived = true;
                Ok(None)
            }
            (TripStep::Troops { options, .. }, Input::Troops(_)) => {
                let troops = chosen(values, read_troops, &options)?;
                if ui.path.len() > 1 {
                    ui.troops = Some(troops);
                    return Ok(None);
                }
                finish(ui, troops, &[])
            }
            (TripStep::Drop { options, .. }, Input::Drop(_)) => {
                let dropped = chosen(values, read_troops, &options)?;
                let troops = ui.troops.ok_or(outdated)?;
                let mut drops = ui.drops.clone();
                drops.push(dropped);
                if drops.len() + 1 < ui.path.len() {
                    ui.drops = drops;
                    return Ok(None);
                }
                finish(ui, troops, &drops)
            }
            _ => Err(outdated),
        }
    }
}

/// A settler hand-out as a menu value: `token.to` (the token's index, the receiving seat).
/// A clan power as a menu value: its name in the records (`famine`).
pub fn power_value(power: Power) -> String {
    serde_json::to_value(power).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
}

fn read_power(value: &str) -> Option<Power> {
    serde_json::from_value(serde_json::Value::String(value.to_owned())).ok()
}

/// What a clan power names, as a menu value: `s2` a seat, `h1,-2` a hex, `n3` a count, `g1` a
/// Big Gruik (`g0` a piglet), `u1` up (`u0` down), `t3,1` troops.
pub fn field_value(field: Field) -> String {
    match field {
        Field::Seat(seat) => format!("s{seat}"),
        Field::Hex(hex) => format!("h{}", hex_value(hex)),
        Field::Count(n) => format!("n{n}"),
        Field::Gruik(gruik) => format!("g{}", u8::from(gruik)),
        Field::Up(up) => format!("u{}", u8::from(up)),
        Field::Troops { piglets, gruiks } => format!("t{}", troops_value(Troops::new(piglets, gruiks))),
    }
}

fn read_field(value: &str) -> Option<Field> {
    let flag = |rest: &str| match rest {
        "0" => Some(false),
        "1" => Some(true),
        _ => None,
    };
    let (kind, rest) = value.split_at_checked(1)?;
    let field = match kind {
        "s" => Field::Seat(rest.parse().ok()?),
        "h" => Field::Hex(read_hex(rest)?),
        "n" => Field::Count(rest.parse().ok()?),
        "g" => Field::Gruik(flag(rest)?),
        "u" => Field::Up(flag(rest)?),
        "t" => {
            let troops = read_troops(rest)?;
            Field::Troops { piglets: troops.piglets, gruiks: troops.gruiks }
        }
        _ => return None,
    };
    // One spelling per value.
    (field_value(field) == value).then_some(field)
}

pub fn gift_value(token: usize, to: usize) -> String {
    format!("{token}.{to}")
}

fn read_gift(value: &str) -> Option<(usize, usize)> {
    let (token, to) = value.split_once('.')?;
    Some((token.parse().ok()?, to.parse().ok()?))
}

/// A phase-4 card played on a seat as a menu value: `card.target`.
pub fn play_value(card: Card, target: usize) -> String {
    format!("{}.{target}", card_value(card))
}

fn read_play(value: &str) -> Option<(Card, usize)> {
    let (card, target) = value.rsplit_once('.')?;
    Some((read_card(card)?, target.parse().ok()?))
}

/// A card as a menu value: its record name.
pub fn card_value(card: Card) -> String {
    serde_json::to_value(card).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
}

fn read_card(value: &str) -> Option<Card> {
    serde_json::from_value(serde_json::Value::String(value.to_owned())).ok()
}

/// A card of `hand` (at `index`) as a menu value: its record name, and which copy of it in the
/// hand it is (`rakete.0`, `rakete.1`). Not the index alone: a value must mean the card its
/// label shows, even on a panel drawn before the hand changed.
pub fn hand_value(hand: &[Card], index: usize) -> String {
    let card = hand.get(index).copied();
    let copy = hand[..index.min(hand.len())].iter().filter(|c| Some(**c) == card).count();
    format!("{}.{copy}", card.map(card_value).unwrap_or_default())
}

/// The hand index a [`hand_value`] names.
fn read_hand(hand: &[Card], value: &str) -> Option<usize> {
    let (name, copy) = value.rsplit_once('.')?;
    let card = read_card(name)?;
    let copy: usize = copy.parse().ok()?;
    hand.iter().enumerate().filter(|(_, c)| **c == card).nth(copy).map(|(index, _)| index)
}

/// Hand cards chosen in a multiple-choice menu: each at most once, each one of `offered`.
fn chosen_cards(values: &[String], offered: &[usize], hand: &[Card]) -> Result<Vec<Card>, Refused> {
    let mut indices: Vec<usize> = Vec::new();
    for value in values {
        let index = read_hand(hand, value).ok_or_else(|| Refused::by_rules("value_not_offered"))?;
        if !offered.contains(&index) || indices.contains(&index) {
            return Err(Refused::by_rules("value_not_offered"));
        }
        indices.push(index);
    }
    if indices.is_empty() {
        return Err(Refused::by_rules("one_value_expected"));
    }
    Ok(indices.into_iter().filter_map(|i| hand.get(i).copied()).collect())
}

impl TableGame for Game {
    const SLUG: &'static str = "space-pigs";
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=6;
    const COMMAND: &'static str = "space";
    const EMOJI: &'static str = "🚀";
    const AI_LEVELS: &'static [(Level, &'static str)] = &[
        (Level::Random, "ai-level-random-about"),
        (Level::Greedy, "ai-space-pigs-greedy-about"),
        (Level::Strong, "ai-space-pigs-strong-about"),
    ];
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec { name: "rules", kind: OptionKind::Choice(&RuleSet::NAMES) },
        OptionSpec { name: "rounds", kind: OptionKind::Integer { min: 2, max: 30 } },
        OptionSpec { name: "galaxy", kind: OptionKind::Choice(&super::Galaxy::NAMES) },
        // Issue 32, clan powers (powers.rs): on unless turned off; the full rules only.
        OptionSpec { name: "clan_powers", kind: OptionKind::Flag },
        // The book's variants (L719–784, `variants.rs`).
        OptionSpec { name: "reverse_deploy", kind: OptionKind::Flag },
        OptionSpec { name: "wild_game", kind: OptionKind::Flag },
        OptionSpec { name: "seventh_planet", kind: OptionKind::Flag },
        OptionSpec { name: "galaxy_shape", kind: OptionKind::Choice(&GalaxyShape::NAMES) },
        OptionSpec { name: "building", kind: OptionKind::Choice(&Building::NAMES) },
    ];
    const HIDDEN: bool = true;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Ui = Ui;
    type Input = Input;
    type Record = Record;

    fn options(chosen: &Chosen) -> Options {
        // V7–V9 (L774–784): V7 and V8 are ways of building by hand, so choosing one builds the
        // galaxy by hand whatever `galaxy` says (the lobby then shows `galaxy: built`).
        let galaxy_shape = chosen.pick("galaxy_shape").unwrap_or_default();
        let shaped = galaxy_shape != GalaxyShape::Classic;
        let building = chosen.pick::<Building>("building").unwrap_or_default();
        // V7 and V8 change how the players lay the hexes, which a shaped galaxy is not.
        let building = if shaped && building.by_hand() { Building::Blind } else { building };
        let rules = chosen.pick("rules").unwrap_or_default();
        Options {
            rules,
            max_rounds: chosen.integer("rounds").and_then(|n| u32::try_from(n).ok()),
            // A shape other than the classic rings is laid at random (`shapes.rs`), so it wins
            // over building by hand (`galaxy: built`, V7, V8) and the lobby shows `random`.
            auto_board: shaped || chosen.pick("galaxy") != Some(super::Galaxy::Built) && !building.by_hand(),
            clan_powers: chosen.flag("clan_powers").unwrap_or(Options::default().clan_powers),
            // The book's variants; the seventh planet hides a colour in a secret recipe, so a
            // quick-start table (open recipes) plays without it.
            reverse_deploy: chosen.flag("reverse_deploy").unwrap_or(false),
            wild_game: chosen.flag("wild_game").unwrap_or(false),
            seventh_planet: rules == RuleSet::Full && chosen.flag("seventh_planet").unwrap_or(false),
            // The waffle, the twins and freedom are laid at random (`shapes.rs`): their shape is
            // not the book's rings that hand building lays, so `galaxy` is `random` with them and
            // the lobby shows it so.
            galaxy_shape,
            building,
            ..Options::default()
        }
    }

    fn start(names: Vec<String>, options: &Options, seed: u64) -> Result<(Game, Source), Refused> {
        let mut rng = Source::Seeded(Seeded::new(seed));
        let game = Game::new(names, *options, Data::default(), Setup::default(), &mut rng).map_err(|e| {
            tracing::warn!(code = e.code(), "a Space-Schweine game could not start");
            Refused::NeedPlayers
        })?;
        Ok((game, rng))
    }

    fn waiting_for(&self) -> Vec<usize> {
        Game::waiting_for(self)
    }

    /// The exact moves, and for each family of moves its largest one.
    fn legal(&self, seat: usize) -> Vec<Action> {
        self.legal_actions(seat)
            .into_iter()
            .map(|legal| match legal {
                Legal::Exactly(action) => action,
                Legal::Choice(Choice::Trip { from, to, card, up_to, .. }) => Action::Trip {
                    from,
                    to,
                    piglets: up_to.piglets,
                    gruiks: up_to.gruiks,
                    card,
                    drops: Vec::new(),
                },
                Legal::Choice(Choice::Reorganise { from, to, up_to, .. }) => {
                    Action::Reorganise { from, to, piglets: up_to.piglets, gruiks: up_to.gruiks }
                }
                Legal::Choice(Choice::Reinforce { at, piglets, .. }) => {
                    Action::Reinforce { at, piglets, gruik: false }
                }
            })
            .collect()
    }

    fn step(
        &self,
        ui: &mut Ui,
        seat: usize,
        input: Input,
        values: &[String],
    ) -> Result<Option<Action>, Refused> {
        let outdated = Refused::Outdated;
        let not_offered = || Refused::by_rules("value_not_offered");
        if input == Input::Power {
            let kinds = self.power_kinds(seat);
            if kinds.is_empty() {
                return Err(Refused::NotYourTurn);
            }
            let power = chosen(values, read_power, &kinds)?;
            return Ok(self.power_done(ui, PowerPick { seat, power, fields: Vec::new() }));
        }
        match (self.prompt(seat, ui), input) {
            (Prompt::Power { options, .. }, Input::Use(_)) => {
                let Some(mut pick) = ui.power.clone() else { return Err(outdated) };
                pick.fields.push(chosen(values, read_field, &options)?);
                Ok(self.power_done(ui, pick))
            }
            (Prompt::Power { .. }, Input::Back) => {
                ui.power = None;
                Ok(None)
            }
            (Prompt::Build { families, .. }, Input::Family) => {
                let index = chosen(
                    values,
                    |v| v.parse::<usize>().ok(),
                    &families.iter().map(|f| f.index()).collect::<Vec<_>>(),
                )?;
                ui.family = Family::ALL.into_iter().find(|f| f.index() == index);
                Ok(None)
            }
            (Prompt::Build { family: Some(family), positions, .. }, Input::Lay(_)) => {
                Ok(Some(Action::Lay { family, at: chosen(values, read_hex, &positions)? }))
            }
            (Prompt::Build { .. }, Input::Back) => {
                *ui = Ui::default();
                Ok(None)
            }
            (Prompt::Deploy { hexes }, Input::Deploy(_)) => {
                Ok(Some(Action::Deploy { at: chosen(values, read_hex, &hexes)? }))
            }
            (Prompt::Discard { hand, .. }, Input::Discard) => {
                let offered: Vec<usize> = (0..hand.len()).collect();
                Ok(Some(Action::Draw { discard: chosen_cards(values, &offered, &hand)? }))
            }
            (Prompt::Discard { .. }, Input::Keep) => Ok(Some(Action::Draw { discard: Vec::new() })),
            (Prompt::Discard { partners, .. }, Input::Partner) => {
                ui.partner = Some([seat, chosen(values, |v| v.parse().ok(), &partners)?]);
                Ok(None)
            }
            (Prompt::Offer { to, hand }, Input::Offer) => {
                let offered: Vec<usize> = (0..hand.len()).collect();
                let action = Action::OfferSwap { to, cards: chosen_cards(values, &offered, &hand)? };
                self.is_legal_swap(seat, &action).then_some(Some(action)).ok_or_else(not_offered)
            }
            (Prompt::Offer { .. }, Input::Back) => {
                *ui = Ui::default();
                Ok(None)
            }
            (Prompt::Answer { from, cards, hand }, Input::Answer) => {
                let offered: Vec<usize> = (0..hand.len()).collect();
                let given = chosen_cards(values, &offered, &hand)?;
                if given.len() != cards.len() {
                    return Err(Refused::by_rules("bad_swap"));
                }
                let action = Action::AnswerSwap { from, cards: given };
                self.is_legal_swap(seat, &action).then_some(Some(action)).ok_or_else(not_offered)
            }
            (Prompt::Answer { from, .. }, Input::Decline) => {
                Ok(Some(Action::AnswerSwap { from, cards: Vec::new() }))
            }
            (Prompt::Settlers { gifts, .. }, Input::Give) => {
                let offered: Vec<(usize, usize)> = gifts.iter().map(|&(token, _, to)| (token, to)).collect();
                let (token, to) = chosen(values, read_gift, &offered)?;
                Ok(Some(Action::GiveSettler { token, to }))
            }
            (Prompt::Return { hexes }, Input::Deploy(_)) => {
                Ok(Some(Action::Deploy { at: chosen(values, read_hex, &hexes)? }))
            }
            (Prompt::Marker { markers }, Input::Marker) => {
                Ok(Some(Action::Marker { trips: chosen(values, |v| v.parse().ok(), &markers)? }))
            }
            (Prompt::Election { candidacy: true, .. }, Input::Stand) => {
                Ok(Some(Action::Candidacy { stand: true }))
            }
            (Prompt::Election { candidacy: true, .. }, Input::Abstain) => {
                Ok(Some(Action::Candidacy { stand: false }))
            }
            (Prompt::Election { voters, .. }, Input::Ask) => {
                Ok(Some(Action::AskVoter { voter: chosen(values, |v| v.parse().ok(), &voters)? }))
            }
            (Prompt::Election { candidates, .. }, Input::Vote) => {
                Ok(Some(Action::Vote { candidate: chosen(values, |v| v.parse().ok(), &candidates)? }))
            }
            (Prompt::Election { cards, .. }, Input::Play) => {
                let (card, target) = chosen(values, read_play, &cards)?;
                Ok(Some(Action::ElectionCard { card, target }))
            }
            (Prompt::Election { done: true, .. }, Input::Done) => Ok(Some(Action::Done)),
            (Prompt::Travel { step, .. }, input) => self.trip_input(ui, step, input, values, true),
            (Prompt::Reorganise { step }, input) => self.trip_input(ui, step, input, values, false),
            (Prompt::ExtraWindow, Input::Extra) => Ok(Some(Action::ExtraTrip)),
            (Prompt::ExtraWindow, Input::Done) => Ok(Some(Action::Done)),
            (Prompt::BattleCards { cards, .. }, Input::Cards) => {
                let offered: Vec<usize> = cards.iter().map(|(i, _)| *i).collect();
                Ok(Some(Action::BattleCards {
                    cards: chosen_cards(values, &offered, &self.players[seat].hand)?,
                }))
            }
            (Prompt::BattleCards { retreats, .. }, Input::Retreat) => {
                Ok(Some(Action::Retreat { to: chosen(values, read_hex, &retreats)? }))
            }
            (Prompt::BattleCards { .. }, Input::NoCards) => {
                Ok(Some(Action::BattleCards { cards: Vec::new() }))
            }
            (Prompt::KeepDice { .. }, Input::Done) => Ok(Some(Action::Done)),
            (Prompt::Stand { .. }, Input::Fight) => Ok(Some(Action::Fight)),
            (Prompt::Stand { retreats, .. }, Input::Retreat) => {
                Ok(Some(Action::Retreat { to: chosen(values, read_hex, &retreats)? }))
            }
            (Prompt::Reinforce { step: ReinforceStep::Where { hexes }, .. }, Input::Place(_)) => {
                ui.from = Some(chosen(values, read_hex, &hexes)?);
                Ok(None)
            }
            (Prompt::Reinforce { step: ReinforceStep::HowMany { at, options }, .. }, Input::Reinforce(_)) => {
                let (piglets, gruik) = chosen(values, read_reinforce, &options)?;
                Ok(Some(Action::Reinforce { at, piglets, gruik }))
            }
            (Prompt::Reinforce { .. }, Input::Back) => {
                *ui = Ui::default();
                Ok(None)
            }
            (Prompt::PlaceAi { hexes, .. }, Input::Land(_)) => {
                Ok(Some(Action::PlaceAi { at: chosen(values, read_hex, &hexes)? }))
            }
            (Prompt::AnnounceAi { stacks }, Input::Stack(_)) => {
                Ok(Some(Action::AnnounceAi { at: chosen(values, read_hex, &stacks)? }))
            }
            (Prompt::AnnounceAi { .. }, Input::Done) => Ok(Some(Action::Done)),
            (Prompt::MoveAi { targets, .. }, Input::Move(_)) => {
                Ok(Some(Action::MoveAi { to: chosen(values, read_hex, &targets)? }))
            }
            (Prompt::Feast { targets, target: None, .. }, Input::Target) => {
                ui.target = Some(chosen(values, |v| v.parse().ok(), &targets)?);
                Ok(None)
            }
            (Prompt::Feast { target: Some(target), hexes, .. }, Input::Feast(_)) => {
                Ok(Some(Action::Eichelfest { target, at: chosen(values, read_hex, &hexes)? }))
            }
            (Prompt::Feast { .. }, Input::Back) => {
                *ui = Ui::default();
                Ok(None)
            }
            (Prompt::Wait, _) => Err(Refused::NotYourTurn),
            _ => Err(outdated),
        }
    }

    /// Discards show the cards drawn; battle cards and stands can show the other side's secret
    /// choice (a wipe-out, a retreat) without dice: none of them is taken back.
    ///
    /// In the full rules a vote is given for good (L689), and so is what the others may have
    /// seen or answered already: a travel marker, a candidacy, a phase-4 card, a swap's answer.
    /// The King Pig's 3C announcement is a promise the book asks first (L641): it stands. A
    /// clan power's use is announced to all, and most roll dice: it stands too.
    fn may_take_back(&self, action: &Action) -> bool {
        !matches!(
            action,
            Action::Draw { .. }
                | Action::BattleCards { .. }
                | Action::Fight
                | Action::Retreat { .. }
                | Action::Marker { .. }
                | Action::Candidacy { .. }
                | Action::Vote { .. }
                | Action::ElectionCard { .. }
                | Action::AnswerSwap { .. }
                | Action::AnnounceAi { .. }
                | Action::Power(_)
        )
    }

    /// The round, the phase, and whose travel, which battle and which combat round: a new
    /// mark whenever a new decision begins, even for the same player.
    fn turn_mark(&self) -> u64 {
        let seat = |p: usize| p as u64;
        let hex = |h: Hex| u64::from(h.q as u8) << 8 | u64::from(h.r as u8);
        let parts: Vec<u64> = match &self.phase {
            Phase::Build { player } | Phase::Deploy { player } => vec![1, seat(*player)],
            Phase::Draw { .. } => vec![2],
            Phase::Travel { player, after, .. } => vec![3, seat(*player), after.map_or(u64::MAX, seat)],
            Phase::ExtraWindow { after, player } => vec![4, seat(*after), seat(*player)],
            Phase::Combat { battle: None } => vec![5],
            Phase::Combat { battle: Some(battle) } => vec![
                6,
                hex(battle.at),
                seat(battle.sides[0]),
                seat(battle.sides[1]),
                u64::from(battle.round),
                battle.cards.iter().filter(|c| c.is_some()).count() as u64,
            ],
            Phase::Reorganise { player } => vec![7, seat(*player)],
            Phase::Reinforce { player, .. } => vec![8, seat(*player)],
            Phase::Over => vec![9],
            Phase::Settlers { given, .. } => vec![10, given.iter().filter(|g| g.is_some()).count() as u64],
            Phase::Return { player } => vec![11, seat(*player)],
            Phase::Markers { .. } => vec![12],
            Phase::AiArrival { placer, .. } => vec![14, seat(*placer)],
            Phase::AiMoves { announced, .. } => vec![15, announced.map_or(u64::MAX, hex)],
            Phase::Election => {
                let election = self.election.as_ref();
                vec![
                    13,
                    election.map_or(0, |e| e.stage as u64),
                    election.and_then(|e| e.asked).map_or(u64::MAX, seat),
                    election.map_or(0, |e| e.votes.iter().filter(|v| v.is_some()).count() as u64),
                ]
            }
        };
        // FNV-1a over the parts: stable across releases, as the mark is stored with the clock.
        std::iter::once(u64::from(self.round))
            .chain(parts)
            .fold(0xCBF2_9CE4_8422_2325, |mark, part| (mark ^ part).wrapping_mul(0x0100_0000_01B3))
    }

    fn apply(&mut self, seat: usize, action: &Action, rng: &mut Source) -> Result<Vec<Event>, Refused> {
        Game::apply(self, seat, action, rng).map_err(|e| Refused::by_rules(e.code()))
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    /// The winner wins; the score is the acorns of its recipe a clan's planets make at the end
    /// (SS-15's measure when the round limit ends the game). It alone ranks the others, level
    /// clans sharing a place: the announcement shows it, so the order must follow it (ranking
    /// by troops first put 2 points above 4). The winner never has fewer: a brewed recipe is
    /// all six, SS-15's winner has the most, and an empty galaxy makes nothing.
    fn results(&self) -> Option<Vec<SeatResult>> {
        let outcome = self.outcome.as_ref()?;
        Some(
            (0..self.players.len())
                .map(|seat| SeatResult {
                    won: outcome.winner == Some(seat),
                    score: Score::Points(u32::from(self.production(seat).covered(&self.target(seat)))),
                    progress: 0,
                })
                .collect(),
        )
    }

    fn started_with(&self) -> Options {
        self.options
    }

    /// A computer player at `level`, deciding from what its seat may see (`ai/`).
    fn ai(&self, seat: usize, level: Level, rng: &mut Seeded) -> Option<Action> {
        super::ai::choose(self, seat, level, rng)
    }

    /// Keep the hand, lay no card, fight on, end travels and reorganisation; what the rules
    /// force (the start hex, new troops, a hex to lay) takes the first legal option.
    ///
    /// The full rules' decisions pass as the table can always go on without the absent player,
    /// never stuck and never by chance: a swap is declined, nobody stands, a voter votes for
    /// himself (his governors stay his), the chair asks the voters left in turn order and then
    /// votes for himself, the travel marker is the largest left, and the King Pig hands out the
    /// largest token left to the clan with the most troops that may take it.
    fn pass(&self, seat: usize) -> Option<Action> {
        if let Some(action) = self.king_pig_fallback(seat) {
            return Some(action);
        }
        let legal = self.legal_actions(seat);
        if let Some(action) = self.pass_full_rules(seat, &legal) {
            return Some(action);
        }
        let passive = [
            Action::Draw { discard: Vec::new() },
            Action::BattleCards { cards: Vec::new() },
            Action::Fight,
            Action::Done,
        ];
        passive
            .into_iter()
            .find(|a| legal.contains(&Legal::Exactly(a.clone())))
            .or_else(|| legal.first().map(|l| l.sample(&mut Seeded::new(0))))
    }

    fn record(&self, seats: &[Seat], seed: u64, actions: &[Recorded<Action>]) -> Record {
        Record {
            game: Self::SLUG.to_owned(),
            players: seats.iter().map(|s| s.name.clone()).collect(),
            options: self.options,
            data: None,
            rng: RngSpec::Seed { seed },
            setup: Setup::default(),
            actions: actions.to_vec(),
        }
    }

    fn replay(record: &Record, legal: bool) -> Result<serde_json::Value, ReplayError> {
        super::record::replay(record, legal)
    }

    fn sim(request: &SimRequest) -> Result<String, SimRefused> {
        let options = Self::options(&request.options);
        let options = Options { max_rounds: options.max_rounds.or(Some(super::sim::ROUNDS)), ..options };
        let json = if request.ai.is_empty() {
            serde_json::to_string_pretty(&super::sim::run(
                request.players,
                options,
                request.games,
                request.seed,
            ))
        } else {
            serde_json::to_string_pretty(&super::sim::run_ai(
                &request.ai,
                options,
                request.games,
                request.seed,
            ))
        };
        Ok(json.unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_input_round_trips_and_other_tokens_are_refused() {
        let inputs = [
            Input::Family,
            Input::Lay(1),
            Input::Deploy(0),
            Input::Discard,
            Input::Keep,
            Input::Card,
            Input::From(3),
            Input::To(0),
            Input::Step(2),
            Input::Stop,
            Input::Troops(1),
            Input::Drop(0),
            Input::Back,
            Input::Done,
            Input::Extra,
            Input::Cards,
            Input::NoCards,
            Input::Fight,
            Input::Retreat,
            Input::Place(0),
            Input::Reinforce(3),
        ];
        for input in inputs {
            let token = input.token();
            assert!(crate::component::Token::parse(&token).is_some(), "{token}");
            assert_eq!(Input::read(&token), Some(input), "{token}");
        }
        for junk in ["", "from", "from4", "from99", "roll", "fight1", "reinforce", "join", "to256"] {
            assert_eq!(Input::read(junk), None, "{junk}");
        }
    }

    #[test]
    fn menu_values_round_trip_and_junk_is_refused() {
        for hex in [Hex::new(0, 0), Hex::new(-3, 2)] {
            assert_eq!(read_hex(&hex_value(hex)), Some(hex));
        }
        assert_eq!(read_troops(&troops_value(Troops::new(4, 1))), Some(Troops::new(4, 1)));
        assert_eq!(read_reinforce(&reinforce_value((2, true))), Some((2, true)));
        assert_eq!(read_card(&card_value(Card::RueckwirkungsStoss)), Some(Card::RueckwirkungsStoss));
        let hand = [Card::Rakete, Card::Eichelbombe, Card::Rakete];
        for index in 0..hand.len() {
            assert_eq!(read_hand(&hand, &hand_value(&hand, index)), Some(index));
        }
        assert_eq!(hand_value(&hand, 2), "rakete.1");
        for junk in ["rakete.2", "rakete", "2", "joker.0", "rakete.-1"] {
            assert_eq!(read_hand(&hand, junk), None, "{junk}");
        }
        for junk in ["", "1", "1,", "a,b", "300,1"] {
            assert_eq!(read_hex(junk), None, "{junk}");
        }
        assert_eq!(read_troops("1"), None);
        assert_eq!(read_card("joker"), None);
    }

    #[test]
    fn the_full_rules_inputs_and_values_round_trip() {
        let inputs = [
            Input::Give,
            Input::Marker,
            Input::Stand,
            Input::Abstain,
            Input::Ask,
            Input::Vote,
            Input::Play,
            Input::Partner,
            Input::Offer,
            Input::Answer,
            Input::Decline,
            Input::Land(1),
            Input::Stack(0),
            Input::Move(3),
            Input::Target,
            Input::Feast(2),
        ];
        for input in inputs {
            let token = input.token();
            assert!(
                matches!(crate::component::Token::parse(&token), Some(crate::component::Token::Game(_))),
                "{token}"
            );
            assert_eq!(Input::read(&token), Some(input), "{token}");
        }
        assert_eq!(read_gift(&gift_value(7, 2)), Some((7, 2)));
        assert_eq!(read_play(&play_value(Card::BuenaLarda, 3)), Some((Card::BuenaLarda, 3)));
        assert_eq!(read_play(&play_value(Card::Mittagsschlaf, 0)), Some((Card::Mittagsschlaf, 0)));
        let card = card_value(Card::BuenaLarda);
        for junk in [String::new(), "7".into(), "7.".into(), "a.b".into(), card.clone(), format!("{card}.x")]
        {
            assert_eq!(read_gift(&junk), None, "{junk}");
            assert_eq!(read_play(&junk), None, "{junk}");
        }
    }

    #[test]
    fn the_rules_option_chooses_the_rule_set_and_the_quick_start_stays_the_default() {
        use crate::games::seam::Given;
        let check = |value: Option<&str>| {
            let given = value.map(|v| Given::Text(v.to_owned()));
            Chosen::check(Game::OPTIONS, |name| given.as_ref().filter(|_| name == "rules"))
                .map(|chosen| <Game as TableGame>::options(&chosen))
        };
        assert_eq!(check(Some("full")).map(|o| o.rules), Ok(RuleSet::Full));
        assert_eq!(check(Some("quick_start")).map(|o| o.rules), Ok(RuleSet::QuickStart));
        assert_eq!(check(None), Ok(Options::default()));
        assert!(check(Some("house")).is_err());
    }

    /// V2/V5/V6: the `galaxy_shape` option chooses the shape; a shape other than classic is
    /// laid at random even when the lobby asked for a galaxy built by hand (its layout is not
    /// the book's rings), and an unknown shape is refused.
    #[test]
    fn the_galaxy_shape_option_chooses_the_shape_and_a_shape_is_laid_at_random() {
        use crate::games::seam::Given;
        let check = |shape: Option<&str>, galaxy: &str| {
            let shape = shape.map(|v| Given::Text(v.to_owned()));
            let galaxy = Given::Text(galaxy.to_owned());
            Chosen::check(Game::OPTIONS, |name| match name {
                "galaxy_shape" => shape.as_ref(),
                "galaxy" => Some(&galaxy),
                _ => None,
            })
            .map(|chosen| <Game as TableGame>::options(&chosen))
        };
        for shape in GalaxyShape::ALL {
            let options = check(Some(shape.code()), "built").expect("a known shape");
            assert_eq!(options.galaxy_shape, shape);
            assert_eq!(options.auto_board, shape != GalaxyShape::Classic, "{shape:?}");
        }
        assert_eq!(check(None, "random").map(|o| o.galaxy_shape), Ok(GalaxyShape::Classic));
        assert!(check(Some("donut"), "random").is_err());
    }

    #[test]
    fn splits_are_every_legal_part_largest_first() {
        let all = splits(Troops::new(3, 1), 3);
        assert_eq!(all.first().map(|t| t.total()), Some(3));
        assert!(all.iter().all(|t| t.total() >= 1 && t.total() <= 3 && t.fits_in(Troops::new(3, 1))));
        assert_eq!(all.len(), 6, "{all:?}");
    }
}
