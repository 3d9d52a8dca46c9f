//! The game as one seat may see it: its own hand and its own face-down cards, everything else
//! only as counts. The UI shows it ephemerally, and AI seats must decide from it alone.

use serde::Serialize;

use super::data::{Acorns, Card, Clan};
use super::hex::Hex;
use super::state::{Cell, Game, Outcome, Phase, Stand, Troops};

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
    pub owner: Option<usize>,
    pub groups: Vec<GroupView>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub name: String,
    pub clan: Clan,
    pub recipe: Acorns,
    pub hand_size: usize,
    pub supply: Troops,
    pub production: Acorns,
    pub out: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BattleView {
    pub at: Hex,
    pub sides: [usize; 2],
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
    pub round: u32,
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
            Phase::Over => "over",
        };
        let hexes = self
            .galaxy
            .iter()
            .enumerate()
            .map(|(i, cell)| HexView {
                cell: *cell,
                owner: self.owner(i),
                groups: self.groups[i]
                    .iter()
                    .map(|g| GroupView { player: g.player, troops: g.troops, pinned: g.pinned })
                    .collect(),
            })
            .collect();
        let seats = self
            .players
            .iter()
            .enumerate()
            .map(|(p, seat)| SeatView {
                name: seat.name.clone(),
                clan: seat.clan,
                recipe: seat.recipe,
                hand_size: seat.hand.len(),
                supply: seat.supply,
                production: seat.production,
                out: self.is_out(p),
            })
            .collect();
        let battle = match &self.phase {
            Phase::Combat { battle: Some(battle) } => Some(BattleView {
                at: battle.at,
                sides: battle.sides,
                cards: [0, 1].map(|side| match &battle.cards[side] {
                    None => CardsView::NotYet,
                    Some(cards) if battle.revealed || battle.sides[side] == you => {
                        CardsView::Shown { cards: cards.clone() }
                    }
                    Some(cards) => CardsView::FaceDown { count: cards.len() as u8 },
                }),
                round: battle.round,
                decided: battle.stands.map(|s| s.is_some()),
                your_stand: (0..2).find(|&s| battle.sides[s] == you).and_then(|s| battle.stands[s]),
            }),
            _ => None,
        };
        View {
            you,
            round: self.round,
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
        }
    }
}
