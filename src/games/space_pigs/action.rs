//! What a seat can send (actions), what the engine offers (legal actions, families of them),
//! what happens (events) and why an action is refused (rule errors).

use serde::{Deserialize, Serialize};

use super::data::{Acorns, AiKind, Card, Family, HexKind, Tile};
use super::hex::Hex;
use super::powers::{Power, PowerUse};
use super::state::{Ending, Owner, Troops};
use super::topology::Via;
use crate::games::rng::{RandomError, Seeded};

/// Troops left on a hex passed by a path trip (Rückwirkungs-Stoß).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Drop {
    pub at: Hex,
    #[serde(default)]
    pub piglets: u8,
    #[serde(default)]
    pub gruiks: u8,
}

/// Something a seat does.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    /// Lay the top hex of a family pile at a position (SS-04, `auto_board` off).
    Lay { family: Family, at: Hex },
    /// Put the start piglets on a hex.
    Deploy { at: Hex },
    /// Phase A: discard these cards (maybe none), then draw up to the hand size.
    Draw {
        #[serde(default)]
        discard: Vec<Card>,
    },
    /// Phase B: move troops from one hex to another; `card` makes it longer (SS-P2); `drops`
    /// are the hexes a path card passes, with what stays there.
    Trip {
        from: Hex,
        to: Hex,
        #[serde(default)]
        piglets: u8,
        #[serde(default)]
        gruiks: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<Card>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        drops: Vec<Drop>,
    },
    /// Play an Extra-Verschiebung: one more trip.
    ExtraTrip,
    /// End one's travels or reorganisation, or let an Extra-Verschiebung window pass.
    Done,
    /// Lay battle cards face down (maybe none).
    BattleCards {
        #[serde(default)]
        cards: Vec<Card>,
    },
    /// From the second combat round on: keep fighting…
    Fight,
    /// …or leave with every troop for an adjacent hex with own troops (SS-16).
    Retreat { to: Hex },
    /// Phase C: move troops to an adjacent hex with own troops (SS-11).
    Reorganise {
        from: Hex,
        to: Hex,
        #[serde(default)]
        piglets: u8,
        #[serde(default)]
        gruiks: u8,
    },
    /// Phase E: place new piglets, or (`gruik`) a Big Gruik made of two of them, on an own hex.
    Reinforce {
        at: Hex,
        #[serde(default)]
        piglets: u8,
        #[serde(default)]
        gruik: bool,
    },
    /// Full rules, 1B: the King Pig gives the drawn settler token `token` (its index) to `to`.
    GiveSettler { token: usize, to: usize },
    /// Full rules, 2A: choose this round's travel marker (its value), in secret.
    Marker { trips: u8 },
    /// Full rules, 4C: stand for King Pig, or not.
    Candidacy { stand: bool },
    /// Full rules, 4C: the chair asks `voter` for his vote.
    AskVoter { voter: usize },
    /// Full rules, 4C: give all one's governors to `candidate` (oneself: keep them).
    Vote { candidate: usize },
    /// Full rules, phase 4: play a phase-4 card on `target`'s governors.
    ElectionCard { card: Card, target: usize },
    /// Full rules (L711): offer coalition partner `to` these cards for as many of theirs.
    OfferSwap { to: usize, cards: Vec<Card> },
    /// Full rules: answer the swap `from` offered: give as many cards back, or none to decline.
    AnswerSwap {
        from: usize,
        #[serde(default)]
        cards: Vec<Card>,
    },
    /// Full rules, 1E: the placer puts the AI pigs that arrived on `at` (L453–461).
    PlaceAi { at: Hex },
    /// Full rules, 3C: the King Pig names the AI stack on `at` that he moves (L641).
    AnnounceAi { at: Hex },
    /// Full rules, 3C: the named stack goes, whole, to `to` (L641, reading C3).
    MoveAi { to: Hex },
    /// Full rules, 2B, on one's own travel turn: play an Eichelfest, so that `target` may not
    /// land on `at` for the rest of the round (L541, reading C8).
    Eichelfest { target: usize, at: Hex },
    /// Full rules with clan powers: use one (L786–839); only a use the engine lists is
    /// accepted.
    Power(PowerUse),
}

/// A family of legal actions that differ only in how many troops they move: listing every
/// count would run into the thousands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Choice {
    /// Any trip from `from` to `to` moving a non-empty part of `up_to`, at most `at_most`
    /// troops; with a path card, any split over `via` (the hexes passed), at least one troop
    /// reaching `to`.
    Trip {
        from: Hex,
        to: Hex,
        #[serde(skip_serializing_if = "Option::is_none")]
        card: Option<Card>,
        #[serde(skip_serializing_if = "<[Hex]>::is_empty")]
        via: Via,
        up_to: Troops,
        at_most: u8,
    },
    /// Any reorganisation from `from` to `to` of a non-empty part of `up_to`, at most `at_most`.
    Reorganise { from: Hex, to: Hex, up_to: Troops, at_most: u8 },
    /// New troops on `at`: `new` piglets are still to place, at most `piglets` of them as
    /// piglets (the supply may be shorter); with `gruik`, two of them may become a Big Gruik.
    Reinforce { at: Hex, new: u8, piglets: u8, gruik: bool },
}

/// One legal action, or a family of them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Legal {
    Exactly(Action),
    Choice(Choice),
}

impl Legal {
    /// One action of this family, chosen at random (simulations, property tests).
    pub fn sample(&self, rng: &mut Seeded) -> Action {
        match self {
            Legal::Exactly(action) => action.clone(),
            Legal::Choice(Choice::Trip { from, to, card, via, up_to, at_most }) => {
                let troops = sample_troops(*up_to, *at_most, rng);
                let mut left = troops;
                let drops = via
                    .iter()
                    .map(|&at| {
                        let piglets = rng.below(usize::from(left.piglets) + 1) as u8;
                        let gruiks = rng.below(usize::from(left.gruiks) + 1) as u8;
                        if piglets + gruiks >= left.total() {
                            return Drop { at, piglets: 0, gruiks: 0 };
                        }
                        left.piglets -= piglets;
                        left.gruiks -= gruiks;
                        Drop { at, piglets, gruiks }
                    })
                    .collect();
                Action::Trip {
                    from: *from,
                    to: *to,
                    piglets: troops.piglets,
                    gruiks: troops.gruiks,
                    card: *card,
                    drops,
                }
            }
            Legal::Choice(Choice::Reorganise { from, to, up_to, at_most }) => {
                let troops = sample_troops(*up_to, *at_most, rng);
                Action::Reorganise { from: *from, to: *to, piglets: troops.piglets, gruiks: troops.gruiks }
            }
            Legal::Choice(Choice::Reinforce { at, new, piglets, gruik }) => {
                let gruik = *gruik && (*piglets == 0 || rng.below(2) == 0);
                let (least, most) = if gruik { (0, (*piglets).min(new - 2)) } else { (1, *piglets) };
                let piglets = least + rng.below(usize::from(most - least) + 1) as u8;
                Action::Reinforce { at: *at, piglets, gruik }
            }
        }
    }
}

/// A non-empty part of `up_to` with at most `at_most` troops (`at_most >= 1`, `up_to` non-empty).
fn sample_troops(up_to: Troops, at_most: u8, rng: &mut Seeded) -> Troops {
    let (max_piglets, max_gruiks) = (up_to.piglets.min(at_most), up_to.gruiks.min(at_most));
    let least_gruiks = u8::from(max_piglets == 0);
    let gruiks = least_gruiks + rng.below(usize::from(max_gruiks - least_gruiks) + 1) as u8;
    let room = max_piglets.min(at_most - gruiks);
    let least_piglets = u8::from(gruiks == 0);
    let piglets = least_piglets + rng.below(usize::from(room - least_piglets) + 1) as u8;
    Troops::new(piglets, gruiks)
}

/// Something that happened; every event is public.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    HexLaid {
        player: usize,
        at: Hex,
        tile: Tile,
    },
    Deployed {
        player: usize,
        at: Hex,
        piglets: u8,
    },
    RoundStarted {
        round: u32,
    },
    CardsDrawn {
        player: usize,
        discarded: u8,
        drew: u8,
    },
    DeckReshuffled {
        cards: u8,
    },
    ExtraTripPlayed {
        player: usize,
    },
    /// Full rules with clan powers: `player` used `power` (once this round, L788).
    PowerUsed {
        player: usize,
        power: Power,
    },
    Travelled {
        player: usize,
        from: Hex,
        to: Hex,
        troops: Troops,
        card: Option<Card>,
    },
    Arrived {
        player: usize,
        at: Hex,
        troops: Troops,
        attack: bool,
    },
    TravelsDone {
        player: usize,
    },
    BattleStarted {
        at: Hex,
        defender: usize,
        attacker: usize,
    },
    CardsLaid {
        player: usize,
        count: u8,
    },
    CardsRevealed {
        at: Hex,
        defender: Vec<Card>,
        attacker: Vec<Card>,
        tech: u8,
    },
    Annihilated {
        at: Hex,
        players: Vec<usize>,
    },
    CombatRound {
        at: Hex,
        round: u32,
        dice: [u8; 2],
        sides: [u8; 2],
        power: [u8; 2],
        loser: Option<usize>,
        lost_gruik: bool,
    },
    Retreated {
        player: usize,
        from: Hex,
        to: Hex,
        troops: Troops,
    },
    BattleEnded {
        at: Hex,
        holder: Option<usize>,
    },
    Reorganised {
        player: usize,
        from: Hex,
        to: Hex,
        troops: Troops,
    },
    Produced {
        player: usize,
        acorns: Acorns,
    },
    Reinforced {
        player: usize,
        at: Hex,
        troops: Troops,
    },
    ReinforcementsLost {
        player: usize,
        piglets: u8,
    },
    GameOver {
        winner: Option<usize>,
        ending: Ending,
    },
    /// Full rules: the turn order of the round (1C), with the d6 rolls that broke ties.
    TurnOrder {
        order: Vec<usize>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        rolls: Vec<(usize, u8)>,
    },
    /// Full rules, 1B: the King Pig drew `tokens` settler tokens (their values stay secret).
    SettlersDrawn {
        king: usize,
        tokens: u8,
    },
    /// Full rules, 1B: the King Pig gave a settler token to `to` (its value stays secret).
    SettlerGiven {
        king: usize,
        to: usize,
    },
    /// Full rules, 1B: `player`'s settlers became `piglets` new piglets.
    SettlersLanded {
        player: usize,
        piglets: u8,
    },
    /// Full rules, 2A: the travel markers, revealed together (`None`: a clan off the board).
    MarkersRevealed {
        markers: Vec<Option<u8>>,
    },
    /// Full rules (L715): `player` is out until the next round.
    Eliminated {
        player: usize,
        at: Option<Hex>,
    },
    /// Full rules (L717): `player` is back with `piglets` piglets.
    Returned {
        player: usize,
        at: Hex,
        piglets: u8,
    },
    /// Full rules, 4B: the governors of each seat.
    Governors {
        governors: Vec<u8>,
    },
    /// Full rules, 4C: the election opened, `chair` runs the vote.
    ElectionOpened {
        chair: usize,
    },
    Candidacy {
        player: usize,
        stands: bool,
    },
    VoterAsked {
        chair: usize,
        voter: usize,
    },
    Voted {
        voter: usize,
        candidate: usize,
        governors: u8,
    },
    ElectionCardPlayed {
        player: usize,
        card: Card,
        target: usize,
        governors: i8,
    },
    /// Full rules, 4C: the new King Pig, with every candidate's tally `(seat, governors)`.
    KingElected {
        king: usize,
        tally: Vec<(usize, u8)>,
    },
    /// Full rules (L711): a swap offered between coalition partners (how many cards only).
    SwapOffered {
        from: usize,
        to: usize,
        cards: u8,
    },
    /// The swap was made (`cards` each way), or declined (`cards` 0).
    SwapAnswered {
        from: usize,
        to: usize,
        cards: u8,
    },
    /// Full rules, 1E (L446–451): `roller` (the King Pig, in round 1 the first player) rolled
    /// the d8 (`roll`); `kind` is what came (`None`: nobody, or a worm after the last planet
    /// was eaten), `count` how many (the pirates' d6, L473–477; capped by the tokens left).
    AiRolled {
        roller: usize,
        roll: u8,
        kind: Option<AiKind>,
        count: u8,
    },
    /// Full rules, 1E: `by` put `count` AI pigs of `kind` on `at`; `attack` when pigs are
    /// there, which pins as many of them (L461, L567; the battle opens 3A, reading C1).
    AiPlaced {
        by: usize,
        kind: AiKind,
        count: u8,
        at: Hex,
        attack: bool,
    },
    /// Full rules, 1E: no hex could take them: the AI pigs that arrived are lost (L461).
    AiLost {
        kind: AiKind,
        count: u8,
    },
    /// Full rules, 3C: the King Pig names the stack he moves (L641).
    AiAnnounced {
        king: usize,
        kind: AiKind,
        at: Hex,
    },
    /// Full rules, 3C: the stack moved; `attack` when pigs hold `to` (a battle follows), or it is
    /// a worm on a planet.
    AiMoved {
        kind: AiKind,
        count: u8,
        from: Hex,
        to: Hex,
        attack: bool,
    },
    /// A battle between a clan and AI pigs begins; `ai_attacks` when the AI pigs landed on the
    /// clan (1E or 3C), else the clan attacks them.
    AiBattleStarted {
        at: Hex,
        clan: usize,
        kind: AiKind,
        ai_attacks: bool,
    },
    /// One combat round against AI pigs: per side `[defender, attacker]` the dice sides and
    /// faces rolled (the worm rolls two), the power, who lost a piece (`None`: a tie), and
    /// whether that piece was a Big Gruik.
    AiCombatRound {
        at: Hex,
        round: u32,
        sides: [Vec<u8>; 2],
        dice: [Vec<u8>; 2],
        power: [u8; 2],
        loser: Option<Owner>,
        lost_gruik: bool,
    },
    /// The pig-eaters killed a pig: one more joins the pack, now `count` (L499, reading C5).
    EaterGrew {
        at: Hex,
        count: u8,
    },
    /// AI pigs died all at once on `at` (the annihilation of L584; the clans there are in
    /// [`Event::Annihilated`]).
    AiAnnihilated {
        at: Hex,
        kind: AiKind,
        count: u8,
    },
    /// A battle against AI pigs is over; `holder` holds the hex now.
    AiBattleEnded {
        at: Hex,
        holder: Option<Owner>,
    },
    /// The worm ate the planet on `at` (L517): it is an asteroid now and the worm is gone;
    /// `eaten` planets of `most` this game.
    PlanetEaten {
        at: Hex,
        was: HexKind,
        eaten: u8,
        most: u8,
    },
    /// Meister Yodo Lardo (L610, reading C9): one of `player`'s piglets on `at` became a Big
    /// Gruik.
    YodoLardo {
        player: usize,
        at: Hex,
    },
    /// `player` played an Eichelfest: `target` may not land on `at` this round (L541).
    Eichelfest {
        player: usize,
        target: usize,
        at: Hex,
    },
    /// Porcus (L795): `target` may not stand in this election.
    CandidacyBlocked {
        player: usize,
        target: usize,
    },
    /// Hylocherus (L802) took a card from `from`'s hand (which one stays secret).
    Stole {
        player: usize,
        from: usize,
    },
    /// Hylocherus (L803–805): a famine on `at`; the dice in the order of the groups there
    /// (piglets, then Big Gruiks), and who lost what.
    Famine {
        player: usize,
        at: Hex,
        dice: Vec<u8>,
        dead: Vec<(usize, Troops)>,
    },
    /// Phacocherus (L814): `die` killed `killed` of `target`'s governors.
    GovernorsKilled {
        player: usize,
        target: usize,
        die: u8,
        killed: u8,
    },
    /// Babiroussa (L821): a d6 per piglet of `target`'s tried on `at`; `converted` went to `to`.
    Converted {
        player: usize,
        target: usize,
        at: Hex,
        dice: Vec<u8>,
        converted: u8,
        to: Hex,
    },
    /// Babiroussa (L822): `target` may not land on `at` this round.
    LandingForbidden {
        player: usize,
        target: usize,
        at: Hex,
    },
    /// Babiroussa (L823): a piglet killed in battle came back on `at`.
    TookBack {
        player: usize,
        at: Hex,
    },
    /// Scrofa (L829): the hexes at `a` and `b` changed places, troops and all.
    PlanetsSwapped {
        player: usize,
        a: Hex,
        b: Hex,
    },
    /// Pecari Banzai (L837): a combat round's dice, before `player` keeps them or rolls his
    /// again; `power` per side as they stand.
    DiceRolled {
        at: Hex,
        round: u32,
        dice: [Vec<u8>; 2],
        power: [u8; 2],
        player: usize,
    },
    /// Pecari Banzai (L838): the battle's tech total one up (`up`) or down.
    TechTuned {
        player: usize,
        up: bool,
    },
    /// V8, V9: `player` laid a hex of `family` face down on `at`; its face stays unknown.
    HexLaidFaceDown {
        player: usize,
        at: Hex,
        family: Family,
    },
    /// V8 (L780): the last hex is laid, and all `hexes` laid face down are turned over at once.
    GalaxyTurnedOver {
        hexes: u8,
    },
    /// V9 (L782): troops arrived on the face-down hex on `at`: it is turned over and shows
    /// `tile`.
    HexTurnedOver {
        at: Hex,
        tile: Tile,
    },
}

/// Why an action is refused; nothing changes. Codes are stable (`docs/records.md`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("the game is not waiting for this player")]
    NotYourTurn,
    #[error("that is not possible at this point of the round")]
    WrongPhase,
    #[error("there is no hex there")]
    NoSuchHex,
    #[error("a hex cannot be laid there now")]
    BadPosition,
    #[error("that pile is empty")]
    PileEmpty,
    #[error("the start piglets cannot go there")]
    BadStart,
    #[error("that card is not in the hand")]
    CardNotInHand,
    #[error("that card cannot be played here")]
    WrongCard,
    #[error("the player has no such troops there")]
    NotEnoughTroops,
    #[error("troops travel (and reorganise) at most once a round")]
    AlreadyMoved,
    #[error("pinned troops must stay and fight")]
    Pinned,
    #[error("that hex is out of reach")]
    TooFar,
    #[error("no trips left this round")]
    NoTripsLeft,
    #[error("the destination must hold own troops")]
    NotOwnHex,
    #[error("the drops must follow a path of adjacent hexes, and troops must reach the end")]
    BadDrops,
    #[error("defender first: the attacker lays cards once the defender has")]
    DefenderFirst,
    #[error("that stand was already taken for this round")]
    AlreadyDecided,
    #[error("not that many new troops (or the supply is short)")]
    TooManyTroops,
    #[error("that settler token cannot go to that player")]
    BadSettler,
    #[error("that travel marker is not available")]
    BadMarker,
    #[error("that vote is not possible")]
    BadVote,
    #[error("swaps are 1:1 between partners of one coalition")]
    BadSwap,
    #[error("the AI pigs cannot be placed there")]
    BadAiPlacement,
    #[error("that AI stack cannot move there")]
    BadAiMove,
    #[error("an Eichelfest bars that hex to this player this round")]
    Feast,
    #[error("that clan power cannot be used like that now")]
    Power,
    #[error(transparent)]
    Random(#[from] RandomError),
}

impl RuleError {
    pub fn code(&self) -> &'static str {
        match self {
            RuleError::GameOver => "game_over",
            RuleError::NotYourTurn => "not_your_turn",
            RuleError::WrongPhase => "wrong_phase",
            RuleError::NoSuchHex => "no_such_hex",
            RuleError::BadPosition => "bad_position",
            RuleError::PileEmpty => "pile_empty",
            RuleError::BadStart => "bad_start",
            RuleError::CardNotInHand => "card_not_in_hand",
            RuleError::WrongCard => "wrong_card",
            RuleError::NotEnoughTroops => "not_enough_troops",
            RuleError::AlreadyMoved => "already_moved",
            RuleError::Pinned => "pinned",
            RuleError::TooFar => "too_far",
            RuleError::NoTripsLeft => "no_trips_left",
            RuleError::NotOwnHex => "not_own_hex",
            RuleError::BadDrops => "bad_drops",
            RuleError::DefenderFirst => "defender_first",
            RuleError::AlreadyDecided => "already_decided",
            RuleError::TooManyTroops => "too_many_troops",
            RuleError::BadSettler => "bad_settler",
            RuleError::BadMarker => "bad_marker",
            RuleError::BadVote => "bad_vote",
            RuleError::BadSwap => "bad_swap",
            RuleError::BadAiPlacement => "bad_ai_placement",
            RuleError::BadAiMove => "bad_ai_move",
            RuleError::Feast => "feast",
            RuleError::Power => "power",
            RuleError::Random(error) => error.code(),
        }
    }
}
