//! A hand's sub-hands: the discards, battle cards and swaps a seat may choose (every distinct
//! sub-multiset of its cards), listed, counted and drawn by their place in the listing.

use super::data::Card;

/// The distinct sub-multisets of a hand's cards that pass `keep`, smallest first; those of one
/// size in the order of their masks over the sorted cards (bit `j` for card `j`), which is the
/// order the earlier listing (all subsets by mask, sorted by size, duplicates dropped) gave.
/// A multiset appears first with the mask that takes, of several equal cards, the first
/// ones: only those masks are kept, so no subset is compared with another.
pub(super) fn sub_hands(hand: &[Card], keep: impl Fn(&Card) -> bool) -> Vec<Vec<Card>> {
    let hands = SubHands::of(hand, keep);
    let mut distinct = Vec::with_capacity(hands.count());
    for size in 0..=hands.cards.len() {
        hands.masks(size, |mask| {
            distinct.push(hands.take(mask));
            true
        });
    }
    distinct
}

/// True when `cards` can all be taken from `hand` (as a multiset).
pub(super) fn is_sub_hand(cards: &[Card], hand: &[Card]) -> bool {
    // How many of each kind the hand holds (a count per discriminant, on the stack: a hand is
    // checked at every discard and battle-card decision).
    let mut left = [0usize; 64];
    for &card in hand {
        if let Some(count) = left.get_mut(card as usize) {
            *count += 1;
        }
    }
    cards.iter().all(|&card| match left.get_mut(card as usize) {
        Some(count) if *count > 0 => {
            *count -= 1;
            true
        }
        _ => false,
    })
}

/// The sub-hands of one hand, counted by size without being listed: a random seat draws one of
/// them by its place in [`sub_hands`]'s list, and only that one is made.
pub(super) struct SubHands {
    /// The cards that may be chosen, sorted.
    cards: Vec<Card>,
    /// How many distinct sub-hands there are of each size (index: the size).
    by_size: Vec<usize>,
}

impl SubHands {
    pub(super) fn of(hand: &[Card], keep: impl Fn(&Card) -> bool) -> SubHands {
        let mut cards: Vec<Card> = hand.iter().copied().filter(|c| keep(c)).collect();
        cards.sort_unstable();
        // The sizes' counts are the coefficients of the product, over each kind of card held
        // `m` times, of 1 + x + … + x^m: a sub-hand takes 0 to `m` of each kind.
        // Multiplied in place, from the largest size down, so each sum reads counts of the
        // kinds before this one only.
        let mut by_size = vec![0; cards.len() + 1];
        by_size[0] = 1;
        let mut seen = 0;
        for run in cards.chunk_by(|a, b| a == b) {
            seen += run.len();
            for size in (1..=seen).rev() {
                by_size[size] += (size.saturating_sub(run.len())..size).map(|s| by_size[s]).sum::<usize>();
            }
        }
        SubHands { cards, by_size }
    }

    /// How many distinct sub-hands there are (the empty one too).
    pub(super) fn count(&self) -> usize {
        self.by_size.iter().sum()
    }

    /// How many distinct sub-hands have at most `size` cards (the empty one too): the first
    /// ones of the list, which goes from the smallest.
    pub(super) fn count_up_to(&self, size: usize) -> usize {
        self.by_size.iter().take(size.saturating_add(1)).sum()
    }

    /// Sub-hand `index` of [`sub_hands`]'s list, made alone.
    pub(super) fn nth(&self, mut index: usize) -> Option<Vec<Card>> {
        let size = self.by_size.iter().position(|&n| {
            let here = index < n;
            if !here {
                index -= n;
            }
            here
        })?;
        let mut found = None;
        self.masks(size, |mask| {
            if index == 0 {
                found = Some(self.take(mask));
                return false;
            }
            index -= 1;
            true
        });
        found
    }

    /// Hands `visit` the masks over [`SubHands::cards`] of the distinct sub-hands of `size`
    /// cards in increasing order, until it returns false. Of several equal cards a multiset
    /// is taken with the first ones only, so no subset is compared with another.
    fn masks(&self, size: usize, mut visit: impl FnMut(u64) -> bool) {
        let cards = &self.cards;
        let k = cards.len();
        let first_of_equals = |mask: u64| {
            (1..k).all(|j| cards[j] != cards[j - 1] || mask & (1 << j) == 0 || mask & (1 << (j - 1)) != 0)
        };
        // The masks of `size` bits below bit `k`, in increasing order (Gosper's hack: the next
        // larger number with as many bits set).
        let mut mask: u64 = (1 << size) - 1;
        while mask < 1 << k {
            if first_of_equals(mask) && !visit(mask) {
                return;
            }
            if mask == 0 {
                return;
            }
            let low = mask & mask.wrapping_neg();
            let ripple = mask + low;
            mask = (((ripple ^ mask) >> 2) / low) | ripple;
        }
    }

    /// The cards of `mask`.
    fn take(&self, mask: u64) -> Vec<Card> {
        (0..self.cards.len()).filter(|j| mask & (1 << j) != 0).map(|j| self.cards[j]).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sub_hand_drawn_by_its_place_is_the_one_listed_there() {
        let cards = [Card::Rakete, Card::ExtraVerschiebung, Card::Eichelfest];
        for pattern in 0u32..4u32.pow(6) {
            // Hands of up to six cards of three kinds, in every order.
            let hand: Vec<Card> =
                (0..6).filter_map(|i| cards.get((pattern / 4u32.pow(i) % 4) as usize).copied()).collect();
            let listed = sub_hands(&hand, |_| true);
            let hands = SubHands::of(&hand, |_| true);
            assert_eq!(hands.count(), listed.len(), "{hand:?}");
            for (index, sub) in listed.iter().enumerate() {
                assert_eq!(hands.nth(index).as_ref(), Some(sub), "{hand:?} #{index}");
            }
            assert_eq!(hands.nth(listed.len()), None);
            for size in 0..=hand.len() {
                assert_eq!(hands.count_up_to(size), listed.iter().filter(|s| s.len() <= size).count());
            }
        }
    }
}
