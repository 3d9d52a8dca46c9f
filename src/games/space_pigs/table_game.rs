//! Space-Schweine at a table: the [`TableGame`] impl. What a seat is asked on its private
//! panel, and how a click is read, is in `decision/`.

use super::decision::{Input, Ui};
use super::record::{Record, RngSpec};
use super::{
    Action, Building, Choice, Data, Event, GalaxyShape, Game, Hex, Legal, Options, Phase, RuleSet, Setup,
};
use crate::games::ai::Level;
use crate::games::rng::{Seeded, Source};
use crate::games::seam::{
    Chosen, OptionKind, OptionSpec, Refused, Score, Seat, SeatResult, SimRefused, SimRequest, TableGame,
};
use crate::games::{Recorded, ReplayError};

impl Game {
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
        self.take(ui, seat, input, values)
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
}
