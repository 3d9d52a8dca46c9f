//! The King Pig's election (full rules, 4C, L669–711) and the coalitions' card swaps (L395,
//! L711). The election runs in stages ([`Stage`]): candidacies, the chair's vote one voter at
//! a time, a last call for phase-4 cards; phase-4 cards may be played by whoever the election
//! waits for. Swaps happen in the next round's draw (1A) only, so the game never waits for a
//! swap anywhere else.

use super::action::{Action, Event, Legal, RuleError};
use super::data::Card;
use super::hands::{is_sub_hand, sub_hands};
use super::occupancy::cells;
use super::state::{Election, Game, Phase, Stage, SwapOffer};

impl Election {
    /// Each seat that received votes, or stands with a Buena Larda on its pile, in `order` (the
    /// turn order), with its governors: the own governors of everyone who voted for it plus the
    /// phase-4 cards on its pile, never below 0 (L689, L693). A standing candidate's +2 counts
    /// even before anyone votes for him, as the book's King Pig counts it at once (L705).
    pub fn tally(&self, order: &[usize]) -> Vec<(usize, u8)> {
        order
            .iter()
            .copied()
            .filter(|&candidate| {
                self.votes.contains(&Some(candidate))
                    || (self.standing.get(candidate) == Some(&Some(true))
                        && self.cards.get(candidate).is_some_and(|&c| c > 0))
            })
            .map(|candidate| {
                let votes: i32 = (0..self.votes.len())
                    .filter(|&voter| self.votes[voter] == Some(candidate))
                    .map(|voter| i32::from(self.governors.get(voter).copied().unwrap_or(0)))
                    .sum();
                let cards = i32::from(self.cards.get(candidate).copied().unwrap_or(0));
                (candidate, (votes + cards).clamp(0, i32::from(u8::MAX)) as u8)
            })
            .collect()
    }

    /// Whether `seat` has a pile a phase-4 card can change (L705, L707): a declared candidate
    /// or one who already has votes. The cards change a candidate's count, never the governors a
    /// voter gives away, so on anyone else a card would do nothing and is not offered.
    pub fn has_pile(&self, seat: usize) -> bool {
        self.standing.get(seat) == Some(&Some(true)) || self.votes.contains(&Some(seat))
    }

    /// Whom `voter` may vote for (B7): a declared candidate, anyone who already has votes, or
    /// himself (which keeps his governors).
    pub fn may_vote_for(&self, voter: usize, candidate: usize) -> bool {
        candidate < self.votes.len()
            && (candidate == voter
                || self.standing.get(candidate) == Some(&Some(true))
                || self.votes.contains(&Some(candidate)))
    }
}

impl Game {
    /// 4C opens (L689): the King Pig chairs the vote, in round 1 the first player.
    pub(super) fn open_election(&mut self, events: &mut Vec<Event>) {
        let n = self.players.len();
        let chair = self.king.unwrap_or_else(|| self.turn_order()[0]);
        self.election = Some(Election {
            round: self.round,
            stage: Stage::Candidacy,
            chair,
            standing: vec![None; n],
            votes: vec![None; n],
            asked: None,
            governors: self.players.iter().map(|p| p.governors).collect(),
            cards: vec![0; n],
            passed: vec![false; n],
            winner: None,
        });
        events.push(Event::ElectionOpened { chair });
        self.phase = Phase::Election;
    }

    /// Whom the election waits for: everyone for the candidacies and the last call, the voter
    /// the chair asked, or else the chair.
    pub(super) fn election_waits(&self) -> impl Iterator<Item = usize> + '_ {
        let n = self.election.as_ref().map_or(0, |_| self.players.len());
        (0..n).filter(move |&p| {
            self.election.as_ref().is_some_and(|election| match election.stage {
                Stage::Candidacy => election.standing[p].is_none(),
                Stage::Voting => p == election.asked.unwrap_or(election.chair),
                Stage::LastCall => !election.passed[p],
                Stage::Done => false,
            })
        })
    }

    pub(super) fn election_choices(&self, player: usize, legal: &mut Vec<Legal>) {
        let Some(election) = &self.election else { return };
        let n = self.players.len();
        let mut add = |action| legal.push(Legal::Exactly(action));
        let votes = |add: &mut dyn FnMut(Action)| {
            (0..n)
                .filter(|&c| election.may_vote_for(player, c))
                .for_each(|candidate| add(Action::Vote { candidate }));
        };
        match election.stage {
            Stage::Candidacy => {
                add(Action::Candidacy { stand: true });
                add(Action::Candidacy { stand: false });
            }
            Stage::Voting if election.asked == Some(player) => votes(&mut add),
            Stage::Voting => {
                (0..n)
                    .filter(|&v| v != player && election.votes[v].is_none())
                    .for_each(|voter| add(Action::AskVoter { voter }));
                if election.votes[player].is_none() {
                    votes(&mut add);
                }
            }
            Stage::LastCall => add(Action::Done),
            Stage::Done => {}
        }
        self.election_cards(player, legal);
    }

    /// The phase-4 cards `player` holds, on every pile each may go to, added to `legal`: Buena
    /// Larda on his own pile, Mittagsschlaf on another's, and only on a pile that counts
    /// ([`Election::has_pile`]).
    fn election_cards(&self, player: usize, legal: &mut Vec<Legal>) {
        let Some(election) = &self.election else { return };
        // Each kind once, in card order, without a list: a bit per kind, walked upwards (an
        // election decision is the most frequent one of the full rules).
        let hand = &self.players[player].hand;
        let kinds = hand
            .iter()
            .filter(|c| self.data.election_card(**c).is_some())
            .fold(0u64, |kinds, &card| kinds | 1u64.checked_shl(card as u32).unwrap_or(0));
        for card in cells(kinds).filter_map(|kind| hand.iter().copied().find(|&c| c as usize == kind)) {
            let own = self.data.election_card(card).is_some_and(|e| e.own);
            for target in (0..self.players.len()).filter(|&t| (t == player) == own && election.has_pile(t)) {
                legal.push(Legal::Exactly(Action::ElectionCard { card, target }));
            }
        }
    }

    /// An election action of `player` (the game waits for him).
    pub(super) fn elect(
        &mut self,
        player: usize,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let n = self.players.len();
        let Some(stage) = self.election.as_ref().map(|e| e.stage) else { return Err(RuleError::WrongPhase) };
        // Every step checks before it changes anything, so the election is changed in place.
        if let (Stage::Candidacy | Stage::Voting | Stage::LastCall, Action::ElectionCard { card, target }) =
            (stage, action)
        {
            let effect = self.data.election_card(*card).copied().ok_or(RuleError::WrongCard)?;
            let pile = self.election.as_ref().is_some_and(|e| e.has_pile(*target));
            if *target >= n || (*target == player) != effect.own || !pile {
                return Err(RuleError::BadVote);
            }
            self.play_card(player, *card)?;
            if let Some(election) = &mut self.election {
                election.cards[*target] = election.cards[*target].saturating_add(effect.governors);
                // B8: after a card, everyone may answer it in the last call.
                election.passed = vec![false; n];
            }
            events.push(Event::ElectionCardPlayed {
                player,
                card: *card,
                target: *target,
                governors: effect.governors,
            });
            return Ok(());
        }
        let Some(election) = &mut self.election else { return Err(RuleError::WrongPhase) };
        match (stage, action) {
            (Stage::Candidacy, Action::Candidacy { stand }) => {
                election.standing[player] = Some(*stand);
                events.push(Event::Candidacy { player, stands: *stand });
            }
            (Stage::Voting, Action::AskVoter { voter }) => {
                if election.asked.is_some()
                    || player != election.chair
                    || *voter == player
                    || election.votes.get(*voter) != Some(&None)
                {
                    return Err(RuleError::BadVote);
                }
                election.asked = Some(*voter);
                events.push(Event::VoterAsked { chair: player, voter: *voter });
            }
            (Stage::Voting, Action::Vote { candidate }) => {
                let turn = election.asked == Some(player)
                    || (election.asked.is_none()
                        && player == election.chair
                        && election.votes[player].is_none());
                if !turn || !election.may_vote_for(player, *candidate) {
                    return Err(RuleError::BadVote);
                }
                election.votes[player] = Some(*candidate);
                election.asked = None;
                events.push(Event::Voted {
                    voter: player,
                    candidate: *candidate,
                    governors: election.governors[player],
                });
            }
            (Stage::LastCall, Action::Done) => election.passed[player] = true,
            _ => return Err(RuleError::WrongPhase),
        }
        Ok(())
    }

    /// Moves the election on when its stage is complete; returns whether the round goes on
    /// (the new King Pig is elected).
    pub(super) fn advance_election(&mut self, events: &mut Vec<Event>) -> bool {
        let Some(stage) = self.election.as_ref().map(|e| e.stage) else { return false };
        // The order only for the tally once everyone passed, not at every pass.
        let tallied =
            stage == Stage::LastCall && self.election.as_ref().is_some_and(|e| e.passed.iter().all(|&p| p));
        let order = if tallied { self.turn_order() } else { Vec::new() };
        let Some(election) = &mut self.election else { return false };
        match election.stage {
            Stage::Candidacy if election.standing.iter().all(Option::is_some) => {
                election.stage = Stage::Voting
            }
            Stage::Voting if election.votes.iter().all(Option::is_some) => election.stage = Stage::LastCall,
            Stage::LastCall if election.passed.iter().all(|&p| p) => {
                // L697: the most governors; a tie goes to the one first in this round's order.
                let tally = election.tally(&order);
                let best = tally.iter().map(|(_, g)| *g).max().unwrap_or(0);
                let king = tally.iter().find(|(_, g)| *g == best).map_or(election.chair, |(c, _)| *c);
                election.stage = Stage::Done;
                election.winner = Some(king);
                self.king = Some(king);
                events.push(Event::KingElected { king, tally });
                return true;
            }
            _ => return false,
        }
        true
    }

    /// Whom the draw (1A) waits for in the full rules: the seats still to choose their
    /// discards, but not one whose swap offer waits for its answer.
    pub(super) fn draw_waits<'a>(
        &'a self,
        discards: &'a [Option<Vec<Card>>],
    ) -> impl Iterator<Item = usize> + 'a {
        (0..discards.len()).filter(|&p| {
            discards[p].is_none() && self.may_discard(p) && !self.offers.iter().any(|o| o.from == p)
        })
    }

    /// A seat that has a swap offered to it or by it.
    fn in_a_swap(&self, seat: usize) -> bool {
        self.offers.iter().any(|o| o.from == seat || o.to == seat)
    }

    /// The partners `player` may offer a swap now (L711): none while he is in a swap; those
    /// still choosing their discards and in no other swap.
    pub(super) fn swap_partners(&self, player: usize, discards: &[Option<Vec<Card>>]) -> Vec<usize> {
        if self.in_a_swap(player) {
            return Vec::new();
        }
        let mut partners = self.partners(player);
        partners.retain(|&to| discards.get(to) == Some(&None) && !self.in_a_swap(to));
        partners
    }

    /// The swaps `player` may offer now (L711): to a partner still choosing his discards and
    /// in no other swap, any cards of his hand (`subsets`: its sub-hands, listed once for all
    /// partners) for as many of the partner's.
    pub(super) fn swap_offers(
        &self,
        player: usize,
        discards: &[Option<Vec<Card>>],
        subsets: &[Vec<Card>],
    ) -> Vec<Legal> {
        let mut legal = Vec::new();
        for to in self.swap_partners(player, discards) {
            let most = self.players[to].hand.len();
            for cards in subsets {
                if !cards.is_empty() && cards.len() <= most {
                    legal.push(Legal::Exactly(Action::OfferSwap { to, cards: cards.clone() }));
                }
            }
        }
        legal
    }

    /// The answers to the swap offered to `player`: as many cards back, or none (declined).
    pub(super) fn swap_answers(&self, player: usize) -> Option<Vec<Legal>> {
        let offer = self.offers.iter().find(|o| o.to == player)?;
        let answers = sub_hands(&self.players[player].hand, |_| true)
            .into_iter()
            .filter(|cards| cards.is_empty() || cards.len() == offer.cards.len())
            .map(|cards| Legal::Exactly(Action::AnswerSwap { from: offer.from, cards }))
            .collect();
        Some(answers)
    }

    pub(super) fn offer_swap(
        &mut self,
        player: usize,
        to: usize,
        cards: &[Card],
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::Draw { discards } = &self.phase else { return Err(RuleError::WrongPhase) };
        if !is_sub_hand(cards, &self.players[player].hand) {
            return Err(RuleError::CardNotInHand);
        }
        if cards.is_empty()
            || !self.partners(player).contains(&to)
            || discards.get(to) != Some(&None)
            || self.in_a_swap(player)
            || self.in_a_swap(to)
            || cards.len() > self.players[to].hand.len()
        {
            return Err(RuleError::BadSwap);
        }
        self.offers.push(SwapOffer { from: player, to, cards: cards.to_vec() });
        events.push(Event::SwapOffered { from: player, to, cards: cards.len() as u8 });
        Ok(())
    }

    /// `player` answers the swap `from` offered: the cards change hands 1:1, or the offer is
    /// declined (no cards). A swap is never forced (L711).
    pub(super) fn answer_swap(
        &mut self,
        player: usize,
        from: usize,
        cards: &[Card],
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let index =
            self.offers.iter().position(|o| o.from == from && o.to == player).ok_or(RuleError::BadSwap)?;
        let offered = self.offers[index].cards.clone();
        if !cards.is_empty() && cards.len() != offered.len() {
            return Err(RuleError::BadSwap);
        }
        if !is_sub_hand(cards, &self.players[player].hand) {
            return Err(RuleError::CardNotInHand);
        }
        self.offers.remove(index);
        if !cards.is_empty() {
            take(&mut self.players[from].hand, &offered);
            take(&mut self.players[player].hand, cards);
            self.players[player].hand.extend(offered);
            self.players[from].hand.extend_from_slice(cards);
        }
        events.push(Event::SwapAnswered { from, to: player, cards: cards.len() as u8 });
        Ok(())
    }
}

/// Takes `cards` out of `hand` (each once; the caller checked they are there).
fn take(hand: &mut Vec<Card>, cards: &[Card]) {
    for card in cards {
        if let Some(i) = hand.iter().position(|c| c == card) {
            hand.remove(i);
        }
    }
}
