//! The deck a table plays: the book's cards ([`Data`]) as the table's [`Options`] choose them.
//! Kept out of `data.rs`, the table of components, which imports no other file of the game,
//! so the game's files import it one way (`variants.rs` chooses the galaxy's hexes alike).

use super::data::{Card, Data};
use super::state::Options;

impl Data {
    /// The deck a game with `options` plays: the full rules add the phase-4 cards after the
    /// quick-start deck, and with the AI pigs (readings 3) the 3A and 2B event cards after those.
    pub fn deck_for(&self, options: &Options) -> Vec<Card> {
        let mut deck = self.deck();
        let copies = |(card, copies): (Card, u8)| (0..copies).map(move |_| card);
        if options.full() {
            deck.extend(self.full.election_cards.iter().map(|e| (e.card, e.copies)).flat_map(copies));
        }
        if options.ai_pigs() {
            deck.extend(self.full.event_cards.iter().map(|e| (e.card, e.copies)).flat_map(copies));
        }
        deck
    }
}
