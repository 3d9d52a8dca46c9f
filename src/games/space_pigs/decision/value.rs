//! How a choice is spelled as a menu value. Only written, never read back: a click is looked
//! up among the values of the choices offered (`Control::take`), so a value needs no parser
//! and a forged one matches nothing.

use crate::games::space_pigs::{Card, Family, Field, Hex, Power, Troops};

/// A choice's menu value: short (Discord allows 100 characters), stable across releases (a
/// panel drawn before an update may still be clicked) and one spelling per thing.
pub trait MenuValue {
    fn value(&self) -> String;
}

/// A hex: `q,r`.
impl MenuValue for Hex {
    fn value(&self) -> String {
        format!("{},{}", self.q, self.r)
    }
}

/// Troops: `piglets.gruiks`.
impl MenuValue for Troops {
    fn value(&self) -> String {
        format!("{}.{}", self.piglets, self.gruiks)
    }
}

/// A card: its record name.
impl MenuValue for Card {
    fn value(&self) -> String {
        record_name(self)
    }
}

/// A clan power: its name in the records (`famine`).
impl MenuValue for Power {
    fn value(&self) -> String {
        record_name(self)
    }
}

/// A pile of hexes: its index.
impl MenuValue for Family {
    fn value(&self) -> String {
        self.index().to_string()
    }
}

/// A seat (a partner, a voter, a candidate, a clan to bar): its number.
impl MenuValue for usize {
    fn value(&self) -> String {
        self.to_string()
    }
}

/// A travel marker: its trips.
impl MenuValue for u8 {
    fn value(&self) -> String {
        self.to_string()
    }
}

/// What a clan power names: `s2` a seat, `h1,-2` a hex, `n3` a count, `g1` a Big Gruik (`g0`
/// a piglet), `u1` up (`u0` down), `t3,1` troops.
impl MenuValue for Field {
    fn value(&self) -> String {
        match *self {
            Field::Seat(seat) => format!("s{seat}"),
            Field::Hex(hex) => format!("h{}", hex.value()),
            Field::Count(n) => format!("n{n}"),
            Field::Gruik(gruik) => format!("g{}", u8::from(gruik)),
            Field::Up(up) => format!("u{}", u8::from(up)),
            Field::Troops { piglets, gruiks } => format!("t{}", Troops::new(piglets, gruiks).value()),
        }
    }
}

/// New troops: `piglets`, or `piglets+g` when two of them become a Big Gruik.
pub(super) struct Reinforcement {
    pub piglets: u8,
    pub gruik: bool,
}

impl MenuValue for Reinforcement {
    fn value(&self) -> String {
        if self.gruik { format!("{}+g", self.piglets) } else { self.piglets.to_string() }
    }
}

/// A settler token handed out: `token.to` (the token's index, the receiving seat).
pub(super) struct Gift {
    pub token: usize,
    pub to: usize,
}

impl MenuValue for Gift {
    fn value(&self) -> String {
        format!("{}.{}", self.token, self.to)
    }
}

/// A phase-4 card played on a seat: `card.target`.
pub(super) struct Played {
    pub card: Card,
    pub target: usize,
}

impl MenuValue for Played {
    fn value(&self) -> String {
        format!("{}.{}", self.card.value(), self.target)
    }
}

/// A card of a hand: its record name and which copy of it in the hand it is (`rakete.0`,
/// `rakete.1`). Not the index alone: a value must mean the card its label shows, even on a
/// panel drawn before the hand changed.
pub(super) struct InHand<'a> {
    pub hand: &'a [Card],
    pub index: usize,
}

impl MenuValue for InHand<'_> {
    fn value(&self) -> String {
        let card = self.hand.get(self.index).copied();
        let copy = self.hand[..self.index.min(self.hand.len())].iter().filter(|c| Some(**c) == card).count();
        format!("{}.{copy}", card.map(|c| c.value()).unwrap_or_default())
    }
}

/// A card's record name, for the renderers' catalog ids (`space-pigs-card-{name}`).
pub fn card_value(card: Card) -> String {
    card.value()
}

/// A unit enum's name as serde writes it in the records.
fn record_name(item: &impl serde::Serialize) -> String {
    serde_json::to_value(item).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_keep_their_spelling() {
        assert_eq!(Hex::new(-3, 2).value(), "-3,2");
        assert_eq!(Troops::new(4, 1).value(), "4.1");
        assert_eq!(Reinforcement { piglets: 2, gruik: true }.value(), "2+g");
        assert_eq!(Reinforcement { piglets: 3, gruik: false }.value(), "3");
        assert_eq!(Gift { token: 7, to: 2 }.value(), "7.2");
        assert_eq!(
            Played { card: Card::BuenaLarda, target: 3 }.value(),
            format!("{}.3", Card::BuenaLarda.value())
        );
        assert_eq!(Field::Hex(Hex::new(1, -2)).value(), "h1,-2");
        assert_eq!(Field::Troops { piglets: 3, gruiks: 1 }.value(), "t3.1");
        assert_eq!(Field::Gruik(false).value(), "g0");
        let hand = [Card::Rakete, Card::Eichelbombe, Card::Rakete];
        assert_eq!(InHand { hand: &hand, index: 2 }.value(), "rakete.1");
        assert_eq!(InHand { hand: &hand, index: 0 }.value(), "rakete.0");
    }
}
