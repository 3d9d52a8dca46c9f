//! The components and every proposed value (RULES.md §3.1, §3.2, §3.6) as one data table, so
//! the real values can replace the proposals without touching the rules. A game keeps the table
//! it started with.

use serde::{Deserialize, Serialize};

/// An acorn colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    Red,
    Yellow,
    Blue,
}

impl Colour {
    pub const ALL: [Colour; 3] = [Colour::Red, Colour::Yellow, Colour::Blue];
}

/// Acorns per colour: a recipe, a production.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Acorns {
    pub red: u8,
    pub yellow: u8,
    pub blue: u8,
}

impl Acorns {
    pub const fn new(red: u8, yellow: u8, blue: u8) -> Acorns {
        Acorns { red, yellow, blue }
    }

    pub fn get(&self, colour: Colour) -> u8 {
        match colour {
            Colour::Red => self.red,
            Colour::Yellow => self.yellow,
            Colour::Blue => self.blue,
        }
    }

    pub fn add(&mut self, colour: Colour, n: u8) {
        let slot = match colour {
            Colour::Red => &mut self.red,
            Colour::Yellow => &mut self.yellow,
            Colour::Blue => &mut self.blue,
        };
        *slot = slot.saturating_add(n);
    }

    /// True when this production covers `recipe` in every colour (§3.3 D).
    pub fn covers(&self, recipe: &Acorns) -> bool {
        Colour::ALL.into_iter().all(|c| self.get(c) >= recipe.get(c))
    }

    /// Acorns of `recipe` this production covers (SS-15).
    pub fn covered(&self, recipe: &Acorns) -> u8 {
        Colour::ALL.into_iter().map(|c| self.get(c).min(recipe.get(c))).sum()
    }
}

/// The family (back) side of a hex (SS-03).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Family {
    Red,
    Yellow,
    Blue,
    Black,
}

impl Family {
    pub const ALL: [Family; 4] = [Family::Red, Family::Yellow, Family::Blue, Family::Black];

    pub fn colour(self) -> Option<Colour> {
        match self {
            Family::Red => Some(Colour::Red),
            Family::Yellow => Some(Colour::Yellow),
            Family::Blue => Some(Colour::Blue),
            Family::Black => None,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// The face of a hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HexKind {
    Red,
    Yellow,
    Blue,
    /// A double planet: yields [`Data::double_yields`] of its family.
    Double,
    Asteroid,
}

impl HexKind {
    pub fn planet(colour: Colour) -> HexKind {
        match colour {
            Colour::Red => HexKind::Red,
            Colour::Yellow => HexKind::Yellow,
            Colour::Blue => HexKind::Blue,
        }
    }
}

/// One hex as it lies in a pile: face and family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Tile {
    pub hex: HexKind,
    pub family: Family,
}

/// The six clans (no powers in the quick-start rules).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Clan {
    Porcus,
    Hylocherus,
    Phacocherus,
    Babiroussa,
    Scrofa,
    PecariBanzai,
}

impl Clan {
    pub const ALL: [Clan; 6] = [
        Clan::Porcus,
        Clan::Hylocherus,
        Clan::Phacocherus,
        Clan::Babiroussa,
        Clan::Scrofa,
        Clan::PecariBanzai,
    ];
}

/// The cards of the quick-start deck (§3.3): 30 battle cards (SS-P1) and 16 travel events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Card {
    Schinkenmaschine,
    GepanzerterSchweinstall,
    ZerquetscherPanzer,
    RuesselLaser,
    Borstenschild,
    Ferkelschleuder,
    Suhlenminen,
    Grunzkanone,
    Eichelbombe,
    PlanetenVerschiebung,
    ExtraVerschiebung,
    Transporter,
    Rakete,
    Rueckenrakete,
    RueckwirkungsStoss,
    /// Full rules, phase 4: the reverend mother gives the player two more governors (L705).
    BuenaLarda,
    /// Full rules, phase 4: a player of one's choice loses two governors (L707).
    Mittagsschlaf,
    /// Full rules, 3A event played with the battle cards: one of the player's piglets on the
    /// hex becomes a Big Gruik from the supply once the cards are shown (L610, reading C9).
    YodoLardo,
    /// Full rules, 2B event: a player one names may not land on a hex one names for the rest
    /// of the round (L541, reading C8).
    Eichelfest,
}

/// A battle card's values (SS-P1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleCard {
    pub card: Card,
    pub attack: u8,
    pub defence: u8,
    pub tech: u8,
    pub copies: u8,
}

/// What a travel event does (SS-P2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "snake_case")]
pub enum TravelEffect {
    /// The trip may end up to `hexes` away.
    Range { hexes: u8 },
    /// A trip that is not counted, up to `hexes` away, to a hex with own troops.
    Free { hexes: u8 },
    /// A path of up to `steps` steps, dropping troops on the hexes passed (`steps - 1` of them
    /// at most: the book's Rückwirkungs-Stoß leaves troops on three planets on its way, so the
    /// proposal is 4 steps).
    Path { steps: u8 },
    /// One more trip.
    ExtraTrip,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TravelCard {
    pub card: Card,
    #[serde(flatten)]
    pub effect: TravelEffect,
    pub copies: u8,
}

/// Hexes of one galaxy size (§3.2 table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardSize {
    pub players: u8,
    /// Planets of each colour (each in the family of its colour).
    pub planets: u8,
    /// Double planets, one per coloured family.
    pub doubles: u8,
    /// Asteroids per family: red, yellow, blue, black.
    pub asteroids: [u8; 4],
}

/// Reinforcements per owned hex (§3.3 E).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerHex {
    pub planet: u8,
    pub double: u8,
    pub asteroid: u8,
}

/// Every number of the quick-start rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Data {
    pub board_sizes: Vec<BoardSize>,
    /// What a double planet of each coloured family yields (\[P\]: two of the family colour).
    pub double_yields: [[Colour; 2]; 3],
    /// SS-02: the six recipes.
    pub recipes: Vec<Acorns>,
    pub battle_cards: Vec<BattleCard>,
    pub travel_cards: Vec<TravelCard>,
    pub hand_size: u8,
    pub trips: u8,
    pub start_piglets: u8,
    /// SS-08: least grid distance between two start hexes.
    pub start_distance: u8,
    /// SS-14: supply of each player.
    pub piglets: u8,
    pub gruiks: u8,
    /// Tech total of the revealed cards that wipes out a hex (§3.4).
    pub annihilation: u8,
    pub reinforcements: PerHex,
    /// Die sides without and with a Big Gruik (SS-01).
    pub die: u8,
    pub big_die: u8,
    /// The numbers only the full rules use.
    #[serde(default)]
    pub full: FullData,
}

/// A step of the full rules' round (L352–373): an event card's code names the only one in
/// which it may be played (L387). Serialized as the book writes it: `1A` … `4C`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Sequence {
    /// 1A: discards and drawing.
    #[serde(rename = "1A")]
    Draw1A,
    /// 1B: the King Pig's settlers.
    #[serde(rename = "1B")]
    Settlers1B,
    /// 1C: the turn order.
    #[serde(rename = "1C")]
    Order1C,
    /// 1D: new troops are placed.
    #[serde(rename = "1D")]
    Placement1D,
    /// 1E: the AI pigs arrive.
    #[serde(rename = "1E")]
    Arrival1E,
    /// 2A: travel markers.
    #[serde(rename = "2A")]
    Markers2A,
    /// 2B: the trips.
    #[serde(rename = "2B")]
    Travel2B,
    /// 3A: the battles.
    #[serde(rename = "3A")]
    Battles3A,
    /// 3B: reorganisation.
    #[serde(rename = "3B")]
    Reorganise3B,
    /// 3C: the King Pig moves one AI stack, then its battle.
    #[serde(rename = "3C")]
    AiMoves3C,
    /// 4A: production.
    #[serde(rename = "4A")]
    Production4A,
    /// 4B: governors.
    #[serde(rename = "4B")]
    Governors4B,
    /// 4C: the election (phase-4 cards are played any time in phase 4, L693).
    #[serde(rename = "4C")]
    Election4C,
}

/// An event card of the full rules that is neither a travel nor a phase-4 card, with the
/// sequence it is played in (L387) and how many the deck holds (\[P\]: the book names the
/// card, not its count; `docs/space-pigs.md` says what we chose).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventCard {
    pub card: Card,
    pub sequence: Sequence,
    pub copies: u8,
}

/// The three kinds of AI pigs (L463–517). Serialized `pirates`, `pig_eaters`, `worm`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AiKind {
    /// Piraten (L465–483): 2–4 by a d6, d6, move 3.
    Pirates,
    /// Schweinfresser (L485–499): one arrives, d8, move 2, the pack grows by killing.
    PigEaters,
    /// Eichelwurm (L501–517): one, d6 + d8, move 1, eats planets.
    Worm,
}

impl AiKind {
    pub const ALL: [AiKind; 3] = [AiKind::Pirates, AiKind::PigEaters, AiKind::Worm];
}

/// What one kind of AI pigs is (L465–517), as data the rules read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiPigs {
    pub kind: AiKind,
    /// How many arrive: one entry is that count; several are picked by a die with as many
    /// sides, face `k` giving entry `k` (pirates: a d6 gives 2, 2, 3, 3, 4, 4; L473–477).
    pub arrive: Vec<u8>,
    /// The most on one asteroid (L457–459).
    pub per_asteroid: u8,
    /// The most on one planet. New arrivals land on free asteroids only and reach a planet by
    /// joining their kind there, so a cap of 1 (the worm) keeps arrivals off planets; 0 keeps
    /// the kind off planets altogether.
    pub per_planet: u8,
    /// The dice its power rolls, summed (pirates `[6]`, pig-eaters `[8]`, the worm `[6, 8]`);
    /// every piece after the first adds one, as for pigs (reading C4).
    pub dice: Vec<u8>,
    /// Hexes a 3C move may cross, at most (L481, L497, L513; reading C3).
    pub moves: u8,
    /// Each pig it kills brings one more, up to `per_asteroid` (the pig-eaters, L499, C5).
    pub grows: bool,
    /// Attacks planets only, and a planet it empties or wins becomes an asteroid; then it is
    /// gone (the worm, L517, C6, C7).
    pub eats_planets: bool,
    /// Tokens of this kind in the box (18 AI tokens, L265; \[S\] six each): no more can be on
    /// the board at once.
    pub tokens: u8,
}

/// A phase-4 card of the full rules: it moves `governors` on a pile, the player's own
/// (`own`) or another's, for one election (L693).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ElectionCard {
    pub card: Card,
    pub governors: i8,
    pub own: bool,
    pub copies: u8,
}

/// The numbers of the full rules (L252–270, L391, L403–410, L523, L717).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct FullData {
    /// Cards in hand (L391).
    pub hand_size: u8,
    /// A clan's travel markers (L270, L523).
    pub markers: Vec<u8>,
    /// Governor tokens per clan: the most it can have in one election (L259).
    pub governors: u8,
    /// The settler tokens' values: the bag the King Pig draws from (L261, L410; the split of
    /// the twelve is \[S\]).
    pub settler_tokens: Vec<u8>,
    /// Tokens the King Pig draws, per player count: `(players, tokens)` (L403–408).
    pub settlers_drawn: Vec<(u8, u8)>,
    /// The most tokens one clan may get (L414).
    pub settlers_per_clan: u8,
    /// A clan with this many troops or fewer on the board is out (L715).
    pub eliminated_at: u8,
    /// The phase-4 cards added to the deck (\[P\]: copies).
    pub election_cards: Vec<ElectionCard>,
    /// The 3A and 2B event cards added to the deck with the AI pigs (readings 3).
    pub event_cards: Vec<EventCard>,
    /// What the King Pig's d8 in 1E brings (L446–451): face `k` is entry `k`.
    pub arrivals: Vec<Option<AiKind>>,
    /// The three kinds.
    pub ai: Vec<AiPigs>,
    /// Planets the worm may eat in one game (L517).
    pub planets_eaten: u8,
}

impl Default for FullData {
    fn default() -> FullData {
        FullData {
            hand_size: 6,
            markers: vec![2, 2, 3, 3, 4],
            governors: 10,
            settler_tokens: [[1; 5].as_slice(), &[2; 4], &[3; 3]].concat(),
            settlers_drawn: vec![(3, 5), (4, 6), (5, 7), (6, 9)],
            settlers_per_clan: 2,
            eliminated_at: 1,
            election_cards: vec![
                ElectionCard { card: Card::BuenaLarda, governors: 2, own: true, copies: 3 },
                ElectionCard { card: Card::Mittagsschlaf, governors: -2, own: false, copies: 3 },
            ],
            event_cards: vec![
                EventCard { card: Card::YodoLardo, sequence: Sequence::Battles3A, copies: 3 },
                EventCard { card: Card::Eichelfest, sequence: Sequence::Travel2B, copies: 3 },
            ],
            arrivals: vec![
                None,
                None,
                Some(AiKind::Pirates),
                Some(AiKind::Pirates),
                Some(AiKind::PigEaters),
                Some(AiKind::PigEaters),
                Some(AiKind::Worm),
                Some(AiKind::Worm),
            ],
            ai: vec![
                AiPigs {
                    kind: AiKind::Pirates,
                    arrive: vec![2, 2, 3, 3, 4, 4],
                    per_asteroid: 4,
                    per_planet: 4,
                    dice: vec![6],
                    moves: 3,
                    grows: false,
                    eats_planets: false,
                    tokens: 6,
                },
                AiPigs {
                    kind: AiKind::PigEaters,
                    arrive: vec![1],
                    per_asteroid: 3,
                    per_planet: 3,
                    dice: vec![8],
                    moves: 2,
                    grows: true,
                    eats_planets: false,
                    tokens: 6,
                },
                AiPigs {
                    kind: AiKind::Worm,
                    arrive: vec![1],
                    per_asteroid: 1,
                    per_planet: 1,
                    dice: vec![6, 8],
                    moves: 1,
                    grows: false,
                    eats_planets: true,
                    tokens: 6,
                },
            ],
            planets_eaten: 3,
        }
    }
}

impl FullData {
    /// Checks the full rules' numbers for a game of `players` seats: the King Pig must be able
    /// to draw his tokens from the bag and hand them out (at least one per clan, at most
    /// [`FullData::settlers_per_clan`] each, L414), every other number within [`limits`].
    pub fn check(&self, players: usize) -> Result<(), String> {
        use limits::*;
        let within = |field: &str, value: u8, min: u8, max: u8| {
            if (min..=max).contains(&value) {
                Ok(())
            } else {
                Err(format!("full: {field} must be {min} to {max}, not {value}"))
            }
        };
        within("hand_size", self.hand_size, 1, HAND)?;
        if self.markers.is_empty() || self.markers.len() > usize::from(TRIPS) {
            return Err(format!("full: markers must hold 1 to {TRIPS} markers"));
        }
        for &marker in &self.markers {
            within("markers", marker, 1, TRIPS)?;
        }
        within("governors", self.governors, 0, GOVERNORS)?;
        for &token in &self.settler_tokens {
            within("settler_tokens", token, 1, REINFORCEMENTS)?;
        }
        within("settlers_per_clan", self.settlers_per_clan, 1, 3)?;
        within("eliminated_at", self.eliminated_at, 0, 4)?;
        let drawn = self
            .drawn(players)
            .ok_or_else(|| format!("full: settlers_drawn has no entry for {players} players"))?;
        let most = usize::from(self.settlers_per_clan) * players;
        if drawn < players || drawn > most || drawn > self.settler_tokens.len() {
            return Err(format!(
                "full: settlers_drawn for {players} players must be {players} to {} and at most the bag's {}, not {drawn}",
                most,
                self.settler_tokens.len()
            ));
        }
        for card in &self.election_cards {
            within("election_cards: copies", card.copies, 0, CARD_COPIES)?;
            if !(-CARD_VALUE_I8..=CARD_VALUE_I8).contains(&card.governors) {
                return Err(format!("full: election_cards: governors must be within ±{CARD_VALUE}"));
            }
        }
        for card in &self.event_cards {
            within("event_cards: copies", card.copies, 0, CARD_COPIES)?;
        }
        if self.arrivals.is_empty() || self.arrivals.len() > usize::from(DIE_SIDES) {
            return Err(format!("full: arrivals must hold 1 to {DIE_SIDES} faces"));
        }
        for kind in AiKind::ALL {
            let listed = self.ai.iter().filter(|a| a.kind == kind).count();
            let Some(ai) = self.ai.iter().find(|a| a.kind == kind).filter(|_| listed == 1) else {
                return Err(format!("full: ai must list each kind once ({kind:?})"));
            };
            within("ai: per_asteroid", ai.per_asteroid, 1, AI_STACK)?;
            within("ai: per_planet", ai.per_planet, 0, AI_STACK)?;
            within("ai: moves", ai.moves, 1, RANGE)?;
            within("ai: tokens", ai.tokens, 1, AI_STACK * 3)?;
            if ai.arrive.is_empty() || ai.arrive.len() > usize::from(DIE_SIDES) {
                return Err(format!("full: ai: arrive must hold 1 to {DIE_SIDES} counts"));
            }
            for &count in &ai.arrive {
                within("ai: arrive", count, 1, ai.per_asteroid)?;
            }
            if ai.dice.is_empty() || ai.dice.len() > 3 {
                return Err("full: ai: dice must hold 1 to 3 dice".to_owned());
            }
            for &die in &ai.dice {
                within("ai: dice", die, 2, DIE_SIDES)?;
            }
        }
        within("planets_eaten", self.planets_eaten, 0, HEXES as u8)?;
        Ok(())
    }

    /// Settler tokens the King Pig draws in a game of `players` seats (L403–408).
    pub fn drawn(&self, players: usize) -> Option<usize> {
        self.settlers_drawn.iter().find(|(p, _)| usize::from(*p) == players).map(|(_, t)| usize::from(*t))
    }
}

impl Default for Data {
    fn default() -> Data {
        let battle = |card, attack, defence, tech, copies| BattleCard { card, attack, defence, tech, copies };
        let travel = |card, effect, copies| TravelCard { card, effect, copies };
        Data {
            board_sizes: vec![
                BoardSize { players: 3, planets: 3, doubles: 3, asteroids: [1, 1, 1, 1] },
                BoardSize { players: 4, planets: 4, doubles: 3, asteroids: [1, 1, 1, 1] },
                BoardSize { players: 5, planets: 6, doubles: 3, asteroids: [1, 1, 1, 2] },
                BoardSize { players: 6, planets: 7, doubles: 3, asteroids: [1, 1, 1, 3] },
            ],
            double_yields: [[Colour::Red; 2], [Colour::Yellow; 2], [Colour::Blue; 2]],
            recipes: vec![
                Acorns::new(3, 2, 1),
                Acorns::new(3, 1, 2),
                Acorns::new(2, 3, 1),
                Acorns::new(1, 3, 2),
                Acorns::new(2, 1, 3),
                Acorns::new(1, 2, 3),
            ],
            battle_cards: vec![
                battle(Card::Schinkenmaschine, 1, 1, 1, 4),
                battle(Card::GepanzerterSchweinstall, 0, 2, 1, 4),
                battle(Card::ZerquetscherPanzer, 3, 1, 2, 3),
                battle(Card::RuesselLaser, 2, 0, 1, 4),
                battle(Card::Borstenschild, 0, 1, 0, 4),
                battle(Card::Ferkelschleuder, 1, 0, 0, 4),
                battle(Card::Suhlenminen, 0, 3, 2, 3),
                battle(Card::Grunzkanone, 2, 2, 2, 2),
                battle(Card::Eichelbombe, 4, 0, 3, 2),
            ],
            travel_cards: vec![
                travel(Card::PlanetenVerschiebung, TravelEffect::Range { hexes: 2 }, 8),
                travel(Card::ExtraVerschiebung, TravelEffect::ExtraTrip, 3),
                travel(Card::Transporter, TravelEffect::Range { hexes: 3 }, 2),
                travel(Card::Rakete, TravelEffect::Range { hexes: 4 }, 1),
                travel(Card::Rueckenrakete, TravelEffect::Free { hexes: 2 }, 1),
                travel(Card::RueckwirkungsStoss, TravelEffect::Path { steps: 4 }, 1),
            ],
            hand_size: 4,
            trips: 3,
            start_piglets: 5,
            start_distance: 2,
            piglets: 20,
            gruiks: 3,
            annihilation: 6,
            reinforcements: PerHex { planet: 1, double: 2, asteroid: 0 },
            die: 6,
            big_die: 8,
            full: FullData::default(),
        }
    }
}

/// Limits on a data table from a record (`"data"`), so that any table the rules accept
/// replays without an overflow and in bounded time and memory: a hand of `h` cards has `2^h`
/// discards to list, a Rückwirkungs-Stoß of `s` steps up to `6·5^(s-1)` paths, and combat adds
/// card values, a die and troop counts in a byte. The quick-start table is well inside them.
pub mod limits {
    pub const HEXES: usize = 64;
    pub const RECIPE_ACORNS: u8 = 50;
    pub const CARD_VALUE: u8 = 15;
    pub const CARD_COPIES: u8 = 30;
    pub const DECK: usize = 255;
    pub const HAND: u8 = 8;
    pub const TRIPS: u8 = 10;
    pub const RANGE: u8 = 10;
    pub const PATH_STEPS: u8 = 4;
    pub const PIGLETS: u8 = 60;
    pub const GRUIKS: u8 = 10;
    pub const REINFORCEMENTS: u8 = 10;
    pub const DIE_SIDES: u8 = 20;
    pub const GOVERNORS: u8 = 30;
    /// The most AI pigs of one kind on one hex.
    pub const AI_STACK: u8 = 10;
    pub const CARD_VALUE_I8: i8 = CARD_VALUE as i8;
}

impl Data {
    /// Checks a data table for a game of `players` seats against [`limits`]; the error names
    /// the field and what it may hold.
    pub fn check(&self, players: usize) -> Result<(), String> {
        use limits::*;
        let within = |field: &str, value: u8, min: u8, max: u8| {
            if (min..=max).contains(&value) {
                Ok(())
            } else {
                Err(format!("{field} must be {min} to {max}, not {value}"))
            }
        };
        let hexes = self.tiles(players).len();
        if !(players..=HEXES).contains(&hexes) {
            return Err(format!(
                "board_sizes: the galaxy for {players} players must have {players} to {HEXES} hexes, not {hexes}"
            ));
        }
        if self.recipes.len() < players {
            return Err(format!(
                "recipes: {players} players need at least {players}, not {}",
                self.recipes.len()
            ));
        }
        for recipe in &self.recipes {
            for colour in Colour::ALL {
                within("recipes: each colour", recipe.get(colour), 0, RECIPE_ACORNS)?;
            }
        }
        let mut cards: Vec<Card> = self.battle_cards.iter().map(|b| b.card).collect();
        cards.extend(self.travel_cards.iter().map(|t| t.card));
        let listed = cards.len();
        cards.sort_unstable();
        cards.dedup();
        if cards.len() != listed {
            return Err("battle_cards and travel_cards: each card may be listed once".to_owned());
        }
        for card in &self.battle_cards {
            within("battle_cards: attack", card.attack, 0, CARD_VALUE)?;
            within("battle_cards: defence", card.defence, 0, CARD_VALUE)?;
            within("battle_cards: tech", card.tech, 0, CARD_VALUE)?;
            within("battle_cards: copies", card.copies, 0, CARD_COPIES)?;
        }
        for card in &self.travel_cards {
            within("travel_cards: copies", card.copies, 0, CARD_COPIES)?;
            match card.effect {
                TravelEffect::Range { hexes } | TravelEffect::Free { hexes } => {
                    within("travel_cards: hexes", hexes, 1, RANGE)?;
                }
                TravelEffect::Path { steps } => within("travel_cards: steps", steps, 1, PATH_STEPS)?,
                TravelEffect::ExtraTrip => {}
            }
        }
        let deck = self.deck().len();
        if deck > DECK {
            return Err(format!("the deck may hold at most {DECK} cards, not {deck}"));
        }
        within("hand_size", self.hand_size, 1, HAND)?;
        within("trips", self.trips, 1, TRIPS)?;
        within("piglets", self.piglets, 1, PIGLETS)?;
        within("start_piglets", self.start_piglets, 1, self.piglets)?;
        within("gruiks", self.gruiks, 0, GRUIKS)?;
        within("reinforcements: planet", self.reinforcements.planet, 0, REINFORCEMENTS)?;
        within("reinforcements: double", self.reinforcements.double, 0, REINFORCEMENTS)?;
        within("reinforcements: asteroid", self.reinforcements.asteroid, 0, REINFORCEMENTS)?;
        within("die", self.die, 2, DIE_SIDES)?;
        within("big_die", self.big_die, 2, DIE_SIDES)?;
        Ok(())
    }

    pub fn board_size(&self, players: usize) -> Option<&BoardSize> {
        self.board_sizes.iter().find(|s| usize::from(s.players) == players)
    }

    /// The hexes of a galaxy for `players`, family by family (SS-03), in table order.
    pub fn tiles(&self, players: usize) -> Vec<Tile> {
        let Some(size) = self.board_size(players) else { return Vec::new() };
        let mut tiles = Vec::new();
        for family in Family::ALL {
            if let Some(colour) = family.colour() {
                tiles.extend((0..size.planets).map(|_| Tile { hex: HexKind::planet(colour), family }));
                if usize::from(size.doubles) > family.index() {
                    tiles.push(Tile { hex: HexKind::Double, family });
                }
            }
            tiles
                .extend((0..size.asteroids[family.index()]).map(|_| Tile { hex: HexKind::Asteroid, family }));
        }
        tiles
    }

    /// The quick-start deck in table order (battle cards, then travel events).
    pub fn deck(&self) -> Vec<Card> {
        let battle = self.battle_cards.iter().map(|b| (b.card, b.copies));
        let travel = self.travel_cards.iter().map(|t| (t.card, t.copies));
        battle.chain(travel).flat_map(|(card, copies)| (0..copies).map(move |_| card)).collect()
    }

    /// The sequence a card is played in (L387): battle cards in 3A, travel events in 2B,
    /// phase-4 cards in 4C, the other events as [`FullData::event_cards`] says.
    pub fn sequence(&self, card: Card) -> Option<Sequence> {
        if self.battle_card(card).is_some() {
            Some(Sequence::Battles3A)
        } else if self.travel_effect(card).is_some() {
            Some(Sequence::Travel2B)
        } else if self.election_card(card).is_some() {
            Some(Sequence::Election4C)
        } else {
            self.full.event_cards.iter().find(|e| e.card == card).map(|e| e.sequence)
        }
    }

    /// Whether `card` may be laid face down in a battle (L580): a battle card, or an event of
    /// sequence 3A.
    pub fn battle_playable(&self, card: Card) -> bool {
        self.sequence(card) == Some(Sequence::Battles3A)
    }

    /// The numbers of one kind of AI pigs.
    pub fn ai(&self, kind: AiKind) -> Option<&AiPigs> {
        self.full.ai.iter().find(|a| a.kind == kind)
    }

    pub fn election_card(&self, card: Card) -> Option<&ElectionCard> {
        self.full.election_cards.iter().find(|e| e.card == card)
    }

    pub fn battle_card(&self, card: Card) -> Option<&BattleCard> {
        self.battle_cards.iter().find(|b| b.card == card)
    }

    pub fn travel_effect(&self, card: Card) -> Option<TravelEffect> {
        self.travel_cards.iter().find(|t| t.card == card).map(|t| t.effect)
    }

    /// Acorns a hex yields to its owner (§3.3 D).
    pub fn yields(&self, tile: Tile) -> Acorns {
        let mut acorns = Acorns::default();
        match tile.hex {
            HexKind::Red => acorns.add(Colour::Red, 1),
            HexKind::Yellow => acorns.add(Colour::Yellow, 1),
            HexKind::Blue => acorns.add(Colour::Blue, 1),
            HexKind::Double => {
                if let Some(colours) = self.double_yields.get(tile.family.index()) {
                    colours.iter().for_each(|&c| acorns.add(c, 1));
                }
            }
            HexKind::Asteroid => {}
        }
        acorns
    }

    /// New piglets a hex gives its owner (§3.3 E).
    pub fn reinforcement(&self, tile: Tile) -> u8 {
        match tile.hex {
            HexKind::Red | HexKind::Yellow | HexKind::Blue => self.reinforcements.planet,
            HexKind::Double => self.reinforcements.double,
            HexKind::Asteroid => self.reinforcements.asteroid,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn galaxy_sizes_match_the_board_table() {
        let data = Data::default();
        for (players, hexes) in [(3, 16), (4, 19), (5, 26), (6, 30)] {
            let tiles = data.tiles(players);
            assert_eq!(tiles.len(), hexes, "{players} players");
            assert_eq!(tiles.iter().filter(|t| t.hex == HexKind::Double).count(), 3);
        }
    }

    #[test]
    fn ss_p1_the_quick_start_deck_holds_30_battle_cards_and_16_events() {
        let data = Data::default();
        let deck = data.deck();
        assert_eq!(deck.len(), 46);
        assert_eq!(deck.iter().filter(|c| data.battle_card(**c).is_some()).count(), 30);
        assert_eq!(deck.iter().filter(|c| **c == Card::PlanetenVerschiebung).count(), 8);
        assert_eq!(deck.iter().filter(|c| **c == Card::ExtraVerschiebung).count(), 3);
    }

    #[test]
    fn the_quick_start_table_is_within_the_limits_for_every_seat_count() {
        for players in 3..=6 {
            assert_eq!(Data::default().check(players), Ok(()));
        }
    }

    #[test]
    fn ss_02_the_six_recipes_are_the_permutations_of_three_two_one() {
        let data = Data::default();
        let mut seen = std::collections::HashSet::new();
        for recipe in &data.recipes {
            let mut counts = [recipe.red, recipe.yellow, recipe.blue];
            counts.sort_unstable();
            assert_eq!(counts, [1, 2, 3]);
            assert!(seen.insert(*recipe));
        }
        assert_eq!(seen.len(), 6);
    }
}
