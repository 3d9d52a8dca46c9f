//! The state of a game of Space-Schweine. Everything serializes, so a table saved in the middle
//! of a battle continues exactly there.

use serde::{Deserialize, Serialize};

use super::build_mode::{Building, Galaxy};
use super::data::{Acorns, AiKind, Card, Clan, Data, HexKind, Sequence, Tile};
use super::hex::Hex;
use super::occupancy::{SEATS, cells};
use super::powers::Power;
use super::topology::{GalaxyShape, TopologyCache};

/// Which rule set the table plays (SS-00): the quick-start page, or the whole book (§3.5):
/// the King Pig, settlers, secret recipes and travel markers, the turn order of phase 1C.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleSet {
    #[default]
    QuickStart,
    Full,
}

crate::games::seam::code_names!(RuleSet { QuickStart => "quick_start", Full => "full" });

/// Table options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub rules: RuleSet,
    /// SS-04: the randomness lays the galaxy; off, the players build it hex by hex.
    pub auto_board: bool,
    /// SS-15: the game ends after this round at the latest (at least 2).
    pub max_rounds: Option<u32>,
    /// The revision of our rule readings the game plays (docs/space-pigs.md, the sections on
    /// readings revisions).
    /// A game keeps the readings it started with: a table saved, or a record written, before
    /// the field existed has none and plays revision 1, so it finishes (and replays) exactly
    /// as it would have; new tables play [`Options::READINGS`].
    #[serde(default = "first_readings")]
    pub readings: u32,
    /// Issue 32: the full rules play with the clans' powers (L786–839, [`super::powers`]). New
    /// tables have them; a table saved or a record written before the field has none
    /// (`#[serde(default)]` is `false`, not [`Options::default`]), so it plays on as it was.
    #[serde(default)]
    pub clan_powers: bool,
    // The book's variants (L719–784, `variants.rs`), all off by default: a table or record from
    // before them has none and plays as it did.
    /// V1 (L725): the start troops are placed from the last player to the first.
    pub reverse_deploy: bool,
    /// V4 (L751–756): one planet fewer of each colour in the galaxy.
    pub wild_game: bool,
    /// V3 (L747, full rules): each clan also needs one secret planet colour drawn at the start.
    pub seventh_planet: bool,
    /// V2, V5, V6 (L727–770, `shapes.rs`): the galaxy's shape and which hexes touch; classic
    /// (rings, no wraps) for every table and record from before the shapes.
    pub galaxy_shape: GalaxyShape,
    /// V7–V9 (L774–784, full rules, `building.rs`): how the galaxy is built and when its hexes
    /// are turned over; [`Building::Blind`], the book's own way, for tables from before.
    pub building: Building,
}

/// Tables and records from before the `readings` field: the first release's readings.
fn first_readings() -> u32 {
    Options::FIRST_READINGS
}

impl Options {
    /// Who lays the galaxy of a table with these options.
    pub fn galaxy(&self) -> Galaxy {
        if self.auto_board { Galaxy::Random } else { Galaxy::Built }
    }

    /// The current revision of the readings. 2 (issue #17): a pin holds for its battle only, and
    /// the start piglets go on a planet, not an asteroid, while one is free. 3 (issue 31): the
    /// full rules play with the AI pigs and the 3A/2B event cards ([`Options::ai_pigs`]); the
    /// quick-start rules play as in revision 2. 4 (issue 32): a full game whose galaxy was
    /// built by hand places its start troops from the first player, as one laid at random does
    /// (before, seat 0 began and the seats before it in the turn order placed none).
    pub const READINGS: u32 = 4;
    /// The readings of the first release (pins for the round, starts on any edge hex).
    pub const FIRST_READINGS: u32 = 1;

    /// The options a record or a saved table without an `options` object stands for: the
    /// defaults of the first release.
    pub fn first_release() -> Options {
        Options { readings: Options::FIRST_READINGS, ..Options::default() }
    }

    /// Whether a pin ends with its battle (revision 2), not with the round (revision 1).
    pub fn pins_for_the_battle(&self) -> bool {
        self.readings >= 2
    }

    /// Whether start hexes are planets while a planet will do (revision 2), not any hex.
    pub fn starts_on_planets(&self) -> bool {
        self.readings >= 2
    }

    /// Whether start troops after a galaxy built by hand are placed from the first player of
    /// the turn order (revision 4), not from seat 0.
    pub fn deploys_from_the_first_player(&self) -> bool {
        self.readings >= 4
    }

    /// Whether the table plays the full rules.
    pub fn full(&self) -> bool {
        self.rules == RuleSet::Full
    }

    /// Whether the full rules play with the AI pigs (1E, 3C), the planets the worm eats and the
    /// 3A/2B event cards (readings 3, issue 31). A full game started with readings 2 has none of
    /// them, so its record replays as it was played.
    pub fn ai_pigs(&self) -> bool {
        self.full() && self.readings >= 3
    }
}

impl Default for Options {
    fn default() -> Options {
        Options {
            rules: RuleSet::QuickStart,
            auto_board: true,
            max_rounds: None,
            readings: Options::READINGS,
            clan_powers: true,
            reverse_deploy: false,
            wild_game: false,
            seventh_planet: false,
            galaxy_shape: GalaxyShape::Classic,
            building: Building::Blind,
        }
    }
}

/// Piglets and Big Gruiks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Troops {
    pub piglets: u8,
    pub gruiks: u8,
}

impl Troops {
    pub const fn new(piglets: u8, gruiks: u8) -> Troops {
        Troops { piglets, gruiks }
    }

    /// Saturating: counts come from players' input before they are checked.
    pub fn total(self) -> u8 {
        self.piglets.saturating_add(self.gruiks)
    }

    pub fn is_empty(self) -> bool {
        self.total() == 0
    }

    pub fn add(&mut self, other: Troops) {
        self.piglets = self.piglets.saturating_add(other.piglets);
        self.gruiks = self.gruiks.saturating_add(other.gruiks);
    }

    pub fn fits_in(self, other: Troops) -> bool {
        self.piglets <= other.piglets && self.gruiks <= other.gruiks
    }
}

/// One player's troops on one hex.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    pub player: usize,
    pub troops: Troops,
    /// Troops of this group that already moved this round (travel, then reorganisation; SS-10,
    /// SS-11).
    pub moved: Troops,
    /// Troops that may not leave because attackers landed (§3.3 B): until the battle on this
    /// hex is over (readings 2), or for the rest of the round (readings 1).
    pub pinned: u8,
    /// When the group landed (the game's arrival counter): attackers fight in arrival order.
    pub arrived: u32,
}

impl Group {
    /// Troops that may still move: not moved yet, and never below the pinned count.
    pub fn movable(&self) -> (Troops, u8) {
        let fresh =
            Troops::new(self.troops.piglets - self.moved.piglets, self.troops.gruiks - self.moved.gruiks);
        (fresh, self.troops.total().saturating_sub(self.pinned))
    }
}

/// Who troops belong to: a clan (its seat) or AI pigs of one kind (L444–517). Serialized
/// `{"clan": 2}` or `{"ai": "worm"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Owner {
    Clan(usize),
    Ai(AiKind),
}

impl Owner {
    /// The clan's seat; `None` for AI pigs.
    pub fn seat(self) -> Option<usize> {
        match self {
            Owner::Clan(seat) => Some(seat),
            Owner::Ai(_) => None,
        }
    }
}

/// AI pigs on one hex: one kind only, never more than the kind's cap there (L455–461). Kept
/// beside the clans' [`Group`]s of the hex (`Game::ai`, same index as the galaxy); whoever
/// arrived first (`arrived` against the groups' `arrived`) holds the hex and defends it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiStack {
    pub kind: AiKind,
    pub count: u8,
    /// When the stack landed (the game's arrival counter, shared with the groups).
    pub arrived: u32,
}

/// AI pigs that arrived in 1E and wait for the placer to put them down (L453): all on one hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arrival {
    pub kind: AiKind,
    pub count: u8,
}

/// The AI side of a battle against a clan (L641): the AI pigs fight like pigs, never flee and
/// lay no cards. `sequence` is 3A (pigs landed on them in 2B, or they were placed onto pigs
/// in 1E, reading C1) or 3C (the King Pig moved them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiSide {
    pub kind: AiKind,
    /// [`DEFENDER`] or [`ATTACKER`].
    pub side: usize,
    pub sequence: Sequence,
}

/// An Eichelfest in force (L541, reading C8): `player` may not land on `at` for the rest of
/// the round; `by` played it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Feast {
    pub by: usize,
    pub player: usize,
    pub at: Hex,
    /// Babiroussa's power (L822) barred the landing, not an Eichelfest card.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub power: bool,
}

/// A planet the worm ate (L517): the hex is an asteroid since; `was` is the face it had.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Eaten {
    pub at: Hex,
    pub was: HexKind,
    /// The round it was eaten in.
    pub round: u32,
}

/// A laid hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    pub at: Hex,
    #[serde(flatten)]
    pub tile: Tile,
}

/// A seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub clan: Clan,
    /// Face up in the quick-start rules.
    pub recipe: Acorns,
    pub hand: Vec<Card>,
    /// Troops not on the board; killed troops come back here (SS-14 limits the board).
    pub supply: Troops,
    /// The last production (phase D), shown on the clan board.
    pub production: Acorns,
    /// Troops this player lost in battles (a statistic).
    pub lost: Troops,
    /// Where the player started (SS-08).
    pub start: Option<Hex>,
    /// Full rules, 2A: the travel markers not used since the set last came back (L523).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub markers: Vec<u8>,
    /// Full rules: this round's travel marker, once all are revealed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marker: Option<u8>,
    /// Full rules, 4B: this round's governors (one per acorn marker, at most
    /// [`super::data::FullData::governors`]).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub governors: u8,
    /// Full rules, 1B: the values of the settler tokens the King Pig gave this clan this round;
    /// secret to the clan (and the King Pig) until they are placed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub settlers: Vec<u8>,
    /// Full rules (L715): out with one troop or none; comes back in the next round's 1D.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub eliminated: bool,
    /// Full rules with clan powers: the powers this clan used this round (L788), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub powers: Vec<Power>,
    /// V3 (L747): the secret extra colour this clan must also own; none without the variant.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seventh: Option<super::data::Colour>,
    /// Full rules with clan powers: piglets of this clan killed in battle this round, which
    /// Babiroussa may take back one of in 3B (L823).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub fallen: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// The two sides of a battle, in the order they act.
pub const DEFENDER: usize = 0;
pub const ATTACKER: usize = 1;

/// A retreat decision (SS-16): stay and fight, or leave for a hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stand {
    Fight,
    Retreat(Hex),
}

/// The battle being fought (§3.4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub at: Hex,
    /// `[defender, attacker]` seats. In a battle against AI pigs (`ai` set) both hold the
    /// clan's seat, so that code that knows only clans still names a real seat; read
    /// [`Battle::owners`] there.
    pub sides: [usize; 2],
    /// Cards each side laid face down; hidden from the other side until both chose.
    pub cards: [Option<Vec<Card>>; 2],
    pub revealed: bool,
    /// Combat rounds fought.
    pub round: u32,
    /// Decisions for the next round (from the second round on), hidden until both are made.
    /// The AI side's is always [`Stand::Fight`] (L641).
    pub stands: [Option<Stand>; 2],
    /// Set when one side is AI pigs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ai: Option<AiSide>,
    /// Pecari Banzai's power (L838): the tech total of the cards, one up or down.
    #[serde(default, skip_serializing_if = "is_zero_i8")]
    pub tech: i8,
    /// A combat round's dice waiting for Pecari Banzai to keep them or roll his again (L837).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rolled: Option<Rolled>,
}

/// A combat round rolled but not counted yet (L837).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rolled {
    /// Per side (defender first), the dice it rolls (their sizes) and what they showed.
    pub sides: [Vec<u8>; 2],
    pub dice: [Vec<u8>; 2],
    /// What each side adds to its dice: one per other piece, and its cards.
    pub bonus: [u8; 2],
    /// The side that may roll again.
    pub side: usize,
}

impl Rolled {
    /// Each side's power: its dice and its bonus.
    pub fn power(&self) -> [u8; 2] {
        [DEFENDER, ATTACKER]
            .map(|side| self.dice[side].iter().fold(self.bonus[side], |sum, d| sum.saturating_add(*d)))
    }
}

fn is_zero_i8(n: &i8) -> bool {
    *n == 0
}

impl Battle {
    /// `[defender, attacker]` as owners: a clan's seat or an AI kind.
    pub fn owners(&self) -> [Owner; 2] {
        [DEFENDER, ATTACKER].map(|side| match self.ai {
            Some(ai) if ai.side == side => Owner::Ai(ai.kind),
            _ => Owner::Clan(self.sides[side]),
        })
    }

    /// The side `player` fights on (the clan's side in a battle against AI pigs).
    pub fn side_of(&self, player: usize) -> usize {
        match self.ai {
            Some(ai) => ATTACKER - ai.side,
            None if self.sides[DEFENDER] == player => DEFENDER,
            None => ATTACKER,
        }
    }
}

/// Where the round is, and whom it waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// SS-04 with `auto_board` off: `player` lays the next hex.
    Build {
        player: usize,
    },
    /// §3.3 setup: `player` places the start piglets.
    Deploy {
        player: usize,
    },
    /// A: every seat chooses its discards (hidden); they resolve in seat order.
    Draw {
        discards: Vec<Option<Vec<Card>>>,
    },
    /// B: `player` travels with `trips` trips left. `after` is set in an Extra-Verschiebung
    /// window opened after that seat's travels.
    Travel {
        player: usize,
        trips: u8,
        after: Option<usize>,
    },
    /// B: after `after`'s travels, `player` may play an Extra-Verschiebung.
    ExtraWindow {
        after: usize,
        player: usize,
    },
    /// C: battles one after another.
    Combat {
        battle: Option<Battle>,
    },
    /// C: `player` reorganises.
    Reorganise {
        player: usize,
    },
    /// E (quick-start), or 1D of the full rules (the settlers): `player` places `left` new
    /// piglets; `converted` once two became a Big Gruik.
    Reinforce {
        player: usize,
        left: u8,
        converted: bool,
    },
    /// Full rules, 1B: the King Pig hands out the settler tokens he drew, one at a time:
    /// `tokens` their values, `given` whom each went to.
    Settlers {
        king: usize,
        tokens: Vec<u8>,
        given: Vec<Option<usize>>,
    },
    /// Full rules, 1D (L717): an eliminated clan comes back with its start piglets.
    Return {
        player: usize,
    },
    /// Full rules, 2A: every clan on the board chooses a travel marker in secret; all are
    /// revealed together.
    Markers {
        chosen: Vec<Option<u8>>,
    },
    /// Full rules, 4C: the King Pig's election; its state is [`Game::election`].
    Election,
    /// Full rules, 1E (L444–461): the AI pigs arrive. With `arrival` still `None` the bot rolls
    /// the d8 (and the pirates' d6) for `placer`, the King Pig or in round 1 the first player;
    /// then `placer` must put them on a hex ([`super::Action::PlaceAi`]); with no room they
    /// are lost.
    AiArrival {
        placer: usize,
        arrival: Option<Arrival>,
    },
    /// Full rules, 3C (L641): the King Pig may move one AI stack. He first names the stack
    /// (`announced`, [`super::Action::AnnounceAi`]), then where it goes
    /// ([`super::Action::MoveAi`]); [`super::Action::Done`] before naming one moves none.
    AiMoves {
        king: usize,
        announced: Option<Hex>,
    },
    Over,
}

/// Where the election stands (full rules, 4C).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Every seat says whether it stands (and may play a phase-4 card).
    Candidacy,
    /// The chair asks voters one at a time, and votes when he likes.
    Voting,
    /// After the last vote: every seat plays a phase-4 card or passes, until all pass.
    LastCall,
    /// The result is in; the votes stand for the coalitions of the next round.
    Done,
}

/// The King Pig's election (full rules, 4C, L679–711). Kept after the vote: the votes make the
/// coalitions of the next round (L711).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Election {
    pub round: u32,
    pub stage: Stage,
    /// Who runs the vote: the King Pig, or in round 1 the first player (L689).
    pub chair: usize,
    /// Candidacy answers; `Some(true)` stands.
    pub standing: Vec<Option<bool>>,
    /// Each seat's vote (a candidate), final once cast (L689).
    pub votes: Vec<Option<usize>>,
    /// The voter the chair asked, who must vote now.
    pub asked: Option<usize>,
    /// Each seat's own governors (4B), which go with its vote.
    pub governors: Vec<u8>,
    /// Governors phase-4 cards added to (Buena Larda) or took from (Mittagsschlaf) each seat's
    /// pile; they count for this election only (L693).
    pub cards: Vec<i8>,
    /// Last call: the seats that passed since the last card was played.
    pub passed: Vec<bool>,
    /// The new King Pig, once the election is done.
    pub winner: Option<usize>,
}

/// A coalition card swap on offer (full rules, L395, L711): `from` gives `cards` and wants as
/// many back from `to`, who chooses which or declines.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SwapOffer {
    pub from: usize,
    pub to: usize,
    pub cards: Vec<Card>,
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// A recipe was brewed (§3.3 D).
    Recipe,
    /// `max_rounds` was reached (SS-15).
    MaxRounds,
    /// No troop is left in the galaxy.
    Empty,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<usize>,
    pub ending: Ending,
    pub round: u32,
}

/// A game of Space-Schweine.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub options: Options,
    pub data: Data,
    pub players: Vec<Player>,
    /// Laid hexes, in the order they were laid.
    pub galaxy: Vec<Cell>,
    /// Per laid hex (same index as `galaxy`), the groups in arrival order; the first one holds
    /// the hex and defends it.
    pub groups: Vec<Vec<Group>>,
    /// Hexes still to lay, per family, top last (manual building).
    pub piles: [Vec<Tile>; 4],
    /// Draw pile, top last.
    pub deck: Vec<Card>,
    pub discard: Vec<Card>,
    /// 0 while the galaxy is built and the start piglets placed, then 1, 2, …
    pub round: u32,
    pub phase: Phase,
    pub outcome: Option<Outcome>,
    /// Counts arrivals, to order the attackers of a hex.
    pub arrivals: u32,
    /// The turn order, first player first: seat order in the quick-start rules; in the full
    /// rules rolled at the start (L274) and set in each round's 1C (L434).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub order: Vec<usize>,
    /// Full rules: the King Pig, from the first election on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub king: Option<usize>,
    /// Full rules: the current or last election.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub election: Option<Election>,
    /// Full rules: coalition card swaps on offer.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offers: Vec<SwapOffer>,
    /// Full rules with AI pigs: per laid hex (same index as `galaxy`), the AI stack there.
    /// Empty until the first AI pigs land (and in every game without them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ai: Vec<Option<AiStack>>,
    /// The planets the worm ate, in order (at most [`super::data::FullData::planets_eaten`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub eaten: Vec<Eaten>,
    /// The Eichelfeste of this round.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub feasts: Vec<Feast>,
    /// Which hexes touch, derived from the galaxy and [`Options::galaxy_shape`] (never saved).
    #[serde(skip)]
    pub topology: TopologyCache,
    /// Which cells each seat has troops on, derived from `groups` (never saved).
    #[serde(skip)]
    pub occupancy: super::occupancy::Occupancy,
    /// Porcus's last block of a candidacy (L795).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blocked: Option<super::powers::Blocked>,
    /// V8, V9 (`building.rs`): per laid hex (same index as `galaxy`), whether it lies face
    /// down; a hex past the end lies face up. Empty in every game without those variants.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub face_down: Vec<bool>,
}

impl Game {
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Index of the laid hex at `at`.
    pub fn cell(&self, at: Hex) -> Option<usize> {
        // The kept topology's table once the galaxy is laid (a laid hex never moves, so the
        // count of hexes tells whether it is this galaxy's); a search while it grows.
        let found = match self.topology.get() {
            Some(topology) if topology.positions.len() == self.galaxy.len() => topology.cell_at(at),
            _ => self.galaxy.iter().position(|c| c.at == at),
        };
        debug_assert_eq!(found, self.galaxy.iter().position(|c| c.at == at), "the table of places is stale");
        found
    }

    /// Laid hexes next to cell `index`, in galaxy order: its grid neighbours, and with a shape
    /// that wraps its rims the hexes across the rim (`shapes.rs`).
    pub fn neighbours(&self, index: usize) -> impl Iterator<Item = usize> + '_ {
        let topology = self.topology();
        (0..topology.neighbours(index).len()).map(move |k| topology.neighbours(index)[k])
    }

    /// Steps between two laid hexes through the galaxy, for every hex (`None`: unreachable).
    pub fn distances_from(&self, from: usize) -> Vec<Option<u8>> {
        self.topology().distances(from).to_vec()
    }

    /// A hex with at least one free position next to it (SS-05).
    pub fn is_edge(&self, index: usize) -> bool {
        self.topology().on_rim(index)
    }

    pub fn group(&self, index: usize, player: usize) -> Option<&Group> {
        self.groups[index].iter().find(|g| g.player == player)
    }

    /// The only player with troops on a hex (§3.3 D); nobody when it is empty or contested
    /// (AI pigs there contest it too).
    pub fn owner(&self, index: usize) -> Option<usize> {
        match self.groups[index].as_slice() {
            [only] if self.ai_at(index).is_none() => Some(only.player),
            _ => None,
        }
    }

    /// The AI stack on cell `index`, if any.
    pub fn ai_at(&self, index: usize) -> Option<&AiStack> {
        self.ai.get(index).and_then(Option::as_ref)
    }

    /// Who holds cell `index`: whoever arrived first among those there now, a clan or AI pigs
    /// (L563); nobody on an empty hex.
    pub fn holder(&self, index: usize) -> Option<Owner> {
        let clan = self.groups[index].first().map(|g| (g.arrived, Owner::Clan(g.player)));
        let ai = self.ai_at(index).map(|s| (s.arrived, Owner::Ai(s.kind)));
        [clan, ai].into_iter().flatten().min_by_key(|(arrived, _)| *arrived).map(|(_, owner)| owner)
    }

    /// AI pigs of `kind` on the board.
    pub fn ai_on_board(&self, kind: AiKind) -> u8 {
        self.ai.iter().flatten().filter(|s| s.kind == kind).fold(0, |sum, s| sum.saturating_add(s.count))
    }

    /// Troops of `player` on the board.
    pub fn on_board(&self, player: usize) -> Troops {
        let mut troops = Troops::default();
        for group in cells(self.cells_of(player)).filter_map(|i| self.group(i, player)) {
            troops.add(group.troops);
        }
        troops
    }

    /// A player with no troop left after the start: the quick-start rules bring nobody back.
    /// In the full rules, a clan eliminated (L715) until it comes back in the next round.
    pub fn is_out(&self, player: usize) -> bool {
        if self.options.full() {
            return self.players[player].eliminated;
        }
        self.round > 0 && self.cells_of(player) == 0
    }

    /// The turn order, first player first; seat order where none was set (the quick-start
    /// rules, and tables saved before the field existed).
    pub fn turn_order(&self) -> Vec<usize> {
        self.in_turn_order().collect()
    }

    /// [`Game::turn_order`] without a list, for the steps that walk it at every action.
    pub fn in_turn_order(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.players.len()).map(|place| self.seat_at(place))
    }

    /// The seat at `place` in the turn order (below the number of seats).
    pub fn seat_at(&self, place: usize) -> usize {
        if self.order.len() == self.players.len() { self.order[place] } else { place }
    }

    /// A seat's place in the turn order (0: the first player).
    pub fn place(&self, seat: usize) -> usize {
        if self.order.len() != self.players.len() {
            return seat;
        }
        self.order.iter().position(|&s| s == seat).unwrap_or(seat)
    }

    /// The seats that voted for the same candidate as `seat` in the last election (full
    /// rules, L711), not `seat` itself; nobody before the first election.
    pub fn partners(&self, seat: usize) -> Vec<usize> {
        let Some(election) = self.election.as_ref().filter(|e| e.stage == Stage::Done) else {
            return Vec::new();
        };
        let Some(Some(candidate)) = election.votes.get(seat) else { return Vec::new() };
        (0..self.players.len())
            .filter(|&other| other != seat && election.votes.get(other) == Some(&Some(*candidate)))
            .collect()
    }

    /// The cells where `player` has a group: bit `i` for cell `i` (`occupancy.rs`).
    pub fn cells_of(&self, player: usize) -> u64 {
        let cells = self.occupancy.get_or_scan(|| scan_cells(&self.groups));
        debug_assert_eq!(
            cells,
            &scan_cells(&self.groups),
            "the groups changed without Game::regrouped (or an engine step not forgetting the cells)"
        );
        match cells.get(player) {
            Some(&mask) => mask,
            None => self.groups.iter().enumerate().take(64).fold(0, |mask, (index, here)| {
                mask | u64::from(here.iter().any(|g| g.player == player)) << index
            }),
        }
    }

    /// To be called after the groups were changed by hand (tests, tools): the engine's own
    /// steps keep [`Game::cells_of`] right themselves.
    pub fn regrouped(&mut self) {
        self.occupancy.forget();
    }

    /// Production of `player` from the hexes held now.
    pub fn production(&self, player: usize) -> Acorns {
        let mut acorns = Acorns::default();
        for index in cells(self.cells_of(player)) {
            if self.owner(index) == Some(player) {
                let yields = self.data.yields(self.galaxy[index].tile);
                for colour in super::data::Colour::ALL {
                    acorns.add(colour, yields.get(colour));
                }
            }
        }
        acorns
    }
}

/// The cells of each seat, by a scan of every cell's groups (a galaxy has at most 64 cells).
fn scan_cells(groups: &[Vec<Group>]) -> [u64; SEATS] {
    let mut cells = [0; SEATS];
    for (index, here) in groups.iter().enumerate().take(64) {
        for group in here {
            if let Some(mask) = cells.get_mut(group.player) {
                *mask |= 1 << index;
            }
        }
    }
    cells
}
