//! The game as one seat may see it: its own hand and its own face-down cards, everything else
//! only as counts. The UI shows it ephemerally, and AI seats must decide from it alone.

use serde::Serialize;

use super::data::{Acorns, Card, Clan, Colour, HexKind};
use super::hex::Hex;
use super::powers::Power;
use super::state::{
    AiSide, AiStack, Arrival, Cell, Eaten, Election, Feast, Game, Outcome, Owner, Phase, RuleSet, Stand,
    SwapOffer, Troops,
};
use super::topology::GalaxyShape;

/// Cards laid face down in a battle, as one seat sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum CardsView {
    NotYet,
    /// Laid, face down: only how many.
    FaceDown {
        count: u8,
    },
    Shown {
        cards: Vec<Card>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GroupView {
    pub player: usize,
    pub troops: Troops,
    pub pinned: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HexView {
    #[serde(flatten)]
    pub cell: Cell,
    /// Its short name (`C4`), as the map draws it and menus and texts name it.
    pub name: String,
    /// The clan that holds the hex alone (it produces there); `None` with AI pigs on it.
    pub owner: Option<usize>,
    pub groups: Vec<GroupView>,
    /// Full rules: the AI pigs on the hex (public).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ai: Option<AiStack>,
    /// Who holds the hex: the first to arrive of those there, a clan or AI pigs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub holder: Option<Owner>,
    /// Full rules: a planet the worm ate (the cell shows the asteroid it is now).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eaten: Option<Eaten>,
    /// V8, V9: the hex lies face down. Only its family is known; the cell's `hex` is then no
    /// face but always [`HexKind::Asteroid`], the same whatever lies there.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub face_down: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub name: String,
    pub clan: Clan,
    /// The recipe: open in the quick-start rules; in the full rules only one's own, until the
    /// game is over (L272).
    pub recipe: Option<Acorns>,
    /// V3 (L747): the colour of the secret seventh planet, already counted in `recipe`; seen
    /// by whoever sees the recipe.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seventh: Option<Colour>,
    pub hand_size: usize,
    pub supply: Troops,
    pub production: Acorns,
    pub out: bool,
    /// Full rules: governors of this round (4B).
    pub governors: u8,
    /// Full rules: travel markers still to use (public: they lie on the clan board).
    pub markers: Vec<u8>,
    /// Full rules: this round's travel marker, once revealed.
    pub marker: Option<u8>,
    /// Full rules: settler tokens received this round (how many, not their values).
    pub settler_tokens: u8,
    /// Full rules with clan powers: the powers this clan used this round (public: each use is
    /// announced).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub powers: Vec<Power>,
}

/// The King Pig's settler hand-out (1B) as one seat sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SettlersView {
    pub king: usize,
    /// The tokens' values: the King Pig's own view only.
    pub tokens: Vec<Option<u8>>,
    /// Whom each token went to (public).
    pub given: Vec<Option<usize>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BattleView {
    pub at: Hex,
    /// As [`super::Battle::sides`]: in a battle against AI pigs both are the clan's seat.
    pub sides: [usize; 2],
    /// `[defender, attacker]`: a clan or AI pigs.
    pub owners: [Owner; 2],
    /// Set when one side is AI pigs.
    pub ai: Option<AiSide>,
    pub cards: [CardsView; 2],
    pub round: u32,
    /// Whether each side has taken its stand for the next round (not which).
    pub decided: [bool; 2],
    /// Your own stand, once taken.
    pub your_stand: Option<Stand>,
}

/// What `you` may know.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    pub you: usize,
    pub rules: RuleSet,
    pub round: u32,
    /// The turn order, first player first.
    pub order: Vec<usize>,
    /// Full rules: the King Pig.
    pub king: Option<usize>,
    /// The phase name (`draw`, `travel`, `combat`, …).
    pub phase: &'static str,
    /// Trips left to the traveller, in the travel phase.
    pub trips: Option<u8>,
    pub waiting_for: Vec<usize>,
    pub hexes: Vec<HexView>,
    pub seats: Vec<SeatView>,
    pub hand: Vec<Card>,
    /// Seats that have chosen their discards this draw phase.
    pub discards_chosen: Vec<bool>,
    pub deck: usize,
    pub discard: usize,
    /// Hexes left to lay, per family (manual building).
    pub piles: [usize; 4],
    pub battle: Option<BattleView>,
    pub outcome: Option<Outcome>,
    /// Full rules, 2A: who has chosen a travel marker (not which).
    pub markers_chosen: Vec<bool>,
    /// Full rules, 2A: your own marker, once chosen.
    pub your_marker: Option<u8>,
    /// Full rules: the values of your settler tokens this round.
    pub your_settlers: Vec<u8>,
    /// Full rules, 1B: the hand-out in progress.
    pub settlers: Option<SettlersView>,
    /// Full rules: the current or last election (public: candidacies, votes, cards, result).
    pub election: Option<Election>,
    /// Full rules: your coalition partners (from the last election).
    pub partners: Vec<usize>,
    /// Full rules: swaps on offer to or from you.
    pub offers: Vec<SwapOffer>,
    /// Full rules, 1E: the AI pigs that arrived and wait to be placed.
    pub ai_arrival: Option<Arrival>,
    /// Full rules, 3C: the AI stack the King Pig named, before it moves.
    pub ai_announced: Option<Hex>,
    /// Full rules: the planets the worm ate, in order.
    pub eaten: Vec<Eaten>,
    /// Full rules: planets the worm may eat in a game (L517).
    pub eaten_most: u8,
    /// Full rules: the Eichelfeste in force this round (public once played).
    pub feasts: Vec<Feast>,
    /// V7 (L778): the faces of the piles' next hexes (red, yellow, blue, black), shown to the
    /// builder alone on his turn; all `None` for everyone else.
    pub next_faces: [Option<HexKind>; 4],
    /// V2/V5/V6: the galaxy's shape.
    pub galaxy_shape: GalaxyShape,
    /// The twin galaxies' sun (no hex lies there; a travel-range card crosses it).
    pub sun: Option<Hex>,
    /// The hexes whose rim wraps: hexes of the same mark touch across the rim.
    pub wraps: Vec<Wrap>,
}

/// A hex on a rim that wraps (`shapes.rs`): every hex of the same `mark` (0 = A, 1 = B, …)
/// touches it across the rim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Wrap {
    pub at: Hex,
    pub mark: u8,
}

impl View {
    /// The seats that have made this phase's secret choice (their discards, or a travel
    /// marker): only one of the two phases runs at a time, so at most one list is filled.
    pub fn chosen(&self) -> impl Iterator<Item = usize> + '_ {
        self.discards_chosen
            .iter()
            .chain(&self.markers_chosen)
            .enumerate()
            .filter(|(_, chosen)| **chosen)
            .map(|(seat, _)| seat)
    }

    /// Where clan `seat` stands: each of its groups with the name of the hex it is on, in the
    /// order of the hexes (what the map's alt text and the spoken board list).
    pub fn groups_of(&self, seat: usize) -> impl Iterator<Item = (&str, &GroupView)> {
        self.hexes.iter().flat_map(move |h| {
            h.groups.iter().filter(move |g| g.player == seat).map(move |g| (h.name.as_str(), g))
        })
    }

    /// The short name of the hex at `at` (`C4`), as the map draws it; its coordinates for a
    /// position where no hex lies (none is named so).
    pub fn hex_name(&self, at: Hex) -> String {
        self.hexes
            .iter()
            .find(|h| h.cell.at == at)
            .map_or_else(|| format!("{},{}", at.q, at.r), |h| h.name.clone())
    }
}

impl Game {
    /// The state as seat `you` may see it.
    pub fn view(&self, you: usize) -> View {
        let phase = match &self.phase {
            Phase::Build { .. } => "build",
            Phase::Deploy { .. } => "deploy",
            Phase::Draw { .. } => "draw",
            Phase::Travel { .. } => "travel",
            Phase::ExtraWindow { .. } => "extra_window",
            Phase::Combat { .. } => "combat",
            Phase::Reorganise { .. } => "reorganise",
            Phase::Reinforce { .. } => "reinforce",
            Phase::Settlers { .. } => "settlers",
            Phase::Return { .. } => "return",
            Phase::Markers { .. } => "markers",
            Phase::Election => "election",
            Phase::AiArrival { .. } => "ai_arrival",
            Phase::AiMoves { .. } => "ai_moves",
            Phase::Over => "over",
        };
        let names = self.hex_names();
        let hexes = self
            .galaxy
            .iter()
            .enumerate()
            .map(|(i, cell)| HexView {
                name: names.name(cell.at),
                cell: if self.is_face_down(i) {
                    Cell { tile: super::data::Tile { hex: HexKind::Asteroid, ..cell.tile }, ..*cell }
                } else {
                    *cell
                },
                owner: self.owner(i),
                groups: self.groups[i]
                    .iter()
                    .map(|g| GroupView { player: g.player, troops: g.troops, pinned: g.pinned })
                    .collect(),
                ai: self.ai_at(i).copied(),
                holder: self.holder(i),
                eaten: self.eaten.iter().find(|e| e.at == cell.at).copied(),
                face_down: self.is_face_down(i),
            })
            .collect();
        let seats = self
            .players
            .iter()
            .enumerate()
            .map(|(p, seat)| SeatView {
                name: seat.name.clone(),
                clan: seat.clan,
                recipe: (!self.options.full() || p == you || self.is_over()).then_some(self.target(p)),
                seventh: seat.seventh.filter(|_| !self.options.full() || p == you || self.is_over()),
                hand_size: seat.hand.len(),
                supply: seat.supply,
                production: seat.production,
                out: self.is_out(p),
                governors: seat.governors,
                markers: seat.markers.clone(),
                marker: seat.marker,
                settler_tokens: seat.settlers.len() as u8,
                powers: seat.powers.clone(),
            })
            .collect();
        let battle = match &self.phase {
            Phase::Combat { battle: Some(battle) } => Some(BattleView {
                at: battle.at,
                sides: battle.sides,
                owners: battle.owners(),
                ai: battle.ai,
                cards: [0, 1].map(|side| match &battle.cards[side] {
                    None => CardsView::NotYet,
                    Some(cards) if battle.revealed || battle.owners()[side] == Owner::Clan(you) => {
                        CardsView::Shown { cards: cards.clone() }
                    }
                    Some(cards) => CardsView::FaceDown { count: cards.len() as u8 },
                }),
                round: battle.round,
                decided: battle.stands.map(|s| s.is_some()),
                your_stand: (0..2)
                    .find(|&s| battle.owners()[s] == Owner::Clan(you))
                    .and_then(|s| battle.stands[s]),
            }),
            _ => None,
        };
        let settlers = match &self.phase {
            Phase::Settlers { king, tokens, given } => Some(SettlersView {
                king: *king,
                tokens: tokens.iter().map(|&t| (*king == you).then_some(t)).collect(),
                given: given.clone(),
            }),
            _ => None,
        };
        View {
            you,
            rules: self.options.rules,
            round: self.round,
            order: self.turn_order(),
            king: self.king,
            phase,
            trips: match self.phase {
                Phase::Travel { trips, .. } => Some(trips),
                _ => None,
            },
            waiting_for: self.waiting_for(),
            hexes,
            seats,
            hand: self.players.get(you).map(|p| p.hand.clone()).unwrap_or_default(),
            discards_chosen: match &self.phase {
                Phase::Draw { discards } => discards.iter().map(Option::is_some).collect(),
                _ => Vec::new(),
            },
            deck: self.deck.len(),
            discard: self.discard.len(),
            piles: [0, 1, 2, 3].map(|f| self.piles[f].len()),
            battle,
            outcome: self.outcome.clone(),
            markers_chosen: match &self.phase {
                Phase::Markers { chosen } => chosen.iter().map(Option::is_some).collect(),
                _ => Vec::new(),
            },
            your_marker: match &self.phase {
                Phase::Markers { chosen } => chosen.get(you).copied().flatten(),
                _ => self.players.get(you).and_then(|p| p.marker),
            },
            your_settlers: self.players.get(you).map(|p| p.settlers.clone()).unwrap_or_default(),
            settlers,
            election: self.election.clone(),
            partners: self.partners(you),
            offers: self.offers.iter().filter(|o| o.from == you || o.to == you).cloned().collect(),
            ai_arrival: match self.phase {
                Phase::AiArrival { arrival, .. } => arrival,
                _ => None,
            },
            ai_announced: match self.phase {
                Phase::AiMoves { announced, .. } => announced,
                _ => None,
            },
            eaten: self.eaten.clone(),
            eaten_most: self.data.full.planets_eaten,
            feasts: self.feasts.clone(),
            galaxy_shape: self.options.galaxy_shape,
            sun: self.sun(),
            wraps: {
                let topology = self.topology();
                (0..self.galaxy.len())
                    .filter_map(|i| topology.mark(i).map(|mark| Wrap { at: self.galaxy[i].at, mark }))
                    .collect()
            },
            next_faces: self.next_faces(you),
        }
    }
}
