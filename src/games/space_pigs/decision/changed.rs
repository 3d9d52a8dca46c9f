//! What changed under a refused panel control: the player clicked a control of a panel drawn
//! before someone's move, and the refusal should name the change they could not see ("Robo-Rosa
//! no longer stands"), not only that the panel was out of date.
//!
//! The control is read as it was sent (its input word and values, the same spellings as
//! [`super::MenuValue`] writes) and compared with the game as it is now. Only what can be told
//! for certain is named; anything else is left to the generic refusal.

use super::Input;
use crate::games::seam::Codec;
use crate::games::space_pigs::{Card, Game, Hex, Phase, Stage};

/// The change a refused control ran into, most specific first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// The control belonged to an election that is over.
    ElectionOver,
    /// The control named this seat as a candidate (a vote, a phase-4 card, a blocked
    /// candidacy), and the seat does not stand (any more).
    NoLongerStands(usize),
    /// The control named this card of the player's hand, which has left it.
    CardLeft(Card),
    /// The control moved or placed the player's troops from or on this hex, which holds none
    /// of theirs now.
    HexNotYours(Hex),
    /// The control put something on this hex, which is taken now.
    HexNotFree(Hex),
    /// The game does not wait for the player now.
    NotYourTurn,
}

impl Game {
    /// What changed for `seat` since it was shown the control `token` with `values` (a control
    /// the game just refused); `None` when nothing certain can be named.
    pub fn what_changed(&self, seat: usize, token: &str, values: &[String]) -> Option<Change> {
        let input = Input::read(token)?;
        self.players.get(seat)?;
        let election =
            matches!(input, Input::Stand | Input::Abstain | Input::Ask | Input::Vote | Input::Play);
        if election && !self.election_runs() {
            return Some(Change::ElectionOver);
        }
        if let Some(change) = values.iter().find_map(|value| self.change_in(seat, input, value)) {
            return Some(change);
        }
        (!self.waiting_for().contains(&seat)).then_some(Change::NotYourTurn)
    }

    /// What changed about the one thing `value` of control `input` names, for `seat`.
    fn change_in(&self, seat: usize, input: Input, value: &str) -> Option<Change> {
        let hand = &self.players.get(seat)?.hand;
        match input {
            Input::Vote => {
                seat_in(value).filter(|&c| c != seat && !self.has_pile(c)).map(Change::NoLongerStands)
            }
            Input::Play => {
                let (card, target) = value.split_once('.')?;
                let card = card_named(card)?;
                if hand.contains(&card) {
                    seat_in(target).filter(|&t| !self.has_pile(t)).map(Change::NoLongerStands)
                } else {
                    Some(Change::CardLeft(card))
                }
            }
            // A clan power naming a seat during the candidacies blocks a candidacy or takes
            // governors: a seat that declined no longer stands.
            Input::Use(_) if self.election_runs() => value
                .strip_prefix('s')
                .and_then(seat_in)
                .filter(|&t| self.standing(t) == Some(false))
                .map(Change::NoLongerStands),
            Input::Discard | Input::Cards | Input::Offer | Input::Answer => {
                let (card, copy) = value.split_once('.')?;
                let card = card_named(card)?;
                let copy: usize = copy.parse().ok()?;
                (hand.iter().filter(|&&c| c == card).count() <= copy).then_some(Change::CardLeft(card))
            }
            Input::Card => card_named(value).filter(|c| !hand.contains(c)).map(Change::CardLeft),
            Input::From(_) | Input::Place(_) => {
                let at = hex_in(value)?;
                let theirs = self.cell(at).is_some_and(|i| self.group(i, seat).is_some());
                (!theirs).then_some(Change::HexNotYours(at))
            }
            Input::Deploy(_) => {
                let at = hex_in(value)?;
                self.cell(at).is_some_and(|i| self.holder(i).is_some()).then_some(Change::HexNotFree(at))
            }
            Input::Lay(_) => hex_in(value).filter(|&at| self.cell(at).is_some()).map(Change::HexNotFree),
            _ => None,
        }
    }

    /// Whether an election is asking for candidacies, votes or cards now.
    fn election_runs(&self) -> bool {
        matches!(self.phase, Phase::Election)
            && self.election.as_ref().is_some_and(|e| e.stage != Stage::Done)
    }

    /// Whether `seat` has a pile in the running election (it stands, or has votes).
    fn has_pile(&self, seat: usize) -> bool {
        self.election.as_ref().is_some_and(|e| e.has_pile(seat))
    }

    /// `seat`'s answer to the candidacy of the running election, once given.
    fn standing(&self, seat: usize) -> Option<bool> {
        self.election.as_ref().and_then(|e| e.standing.get(seat).copied().flatten())
    }
}

/// A seat as a menu value spells it (a number).
fn seat_in(value: &str) -> Option<usize> {
    value.parse().ok()
}

/// A hex as a menu value spells it (`q,r`).
fn hex_in(value: &str) -> Option<Hex> {
    let (q, r) = value.split_once(',')?;
    Some(Hex::new(q.parse().ok()?, r.parse().ok()?))
}

/// A card by its record name, as a menu value spells it.
fn card_named(name: &str) -> Option<Card> {
    serde_json::from_value(serde_json::Value::String(name.to_owned())).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::space_pigs::MenuValue;

    #[test]
    fn values_are_read_as_they_are_written() {
        assert_eq!(hex_in(&Hex::new(-3, 2).value()), Some(Hex::new(-3, 2)));
        assert_eq!(card_named(&Card::ZerquetscherPanzer.value()), Some(Card::ZerquetscherPanzer));
        assert_eq!(seat_in(&4_usize.value()), Some(4));
        assert_eq!(hex_in("x"), None);
        assert_eq!(card_named("nonsense"), None);
    }
}
