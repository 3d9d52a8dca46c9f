//! What a seat cannot see, dealt again at random: the worlds a computer player imagines.
//!
//! A computer player looks ahead by playing actions on a copy of the game. The copy would
//! hold the truth about the deck, the other clans' hands and (full rules) their secret recipes,
//! so before it looks, [`imagine`] re-deals all of that from what the seat itself knows. Every
//! later choice depends on the imagined world only, never on the real one's secrets.

use super::super::data::{Card, Colour, Family};
use super::super::state::{Game, Owner, Phase};
use crate::games::rng::{Randomness, Seeded};

/// A copy of `game` in which everything hidden from `seat` is dealt anew by `rng`: the deck's
/// order and the other clans' hands (cards they offered `seat` in a swap stay theirs), their
/// face-down battle cards, their secret recipes, seventh planets and settler values, the
/// markers and discards they chose in secret (chosen again when the copy plays on), swaps
/// between others (gone), and the faces of face-down hexes and of the piles (each within its
/// family).
pub(super) fn imagine(game: &Game, seat: usize, rng: &mut Seeded) -> Game {
    let mut world = game.clone();
    redeal_cards(&mut world, seat, rng);
    if world.options.full() && !world.is_over() {
        redeal_recipes(&mut world, seat, rng);
    }
    forget_secret_choices(&mut world, seat);
    turn_hidden_faces(&mut world, rng);
    world
}

/// The deck, the other clans' hands and their face-down battle cards, dealt again in the same
/// numbers from the cards the seat has not seen: the game's whole deck less its own hand, the
/// discard pile, the battle cards shown and those offered to it. So the imagined cards depend
/// on nothing hidden, not even on which cards the others really hold.
fn redeal_cards(world: &mut Game, seat: usize, rng: &mut Seeded) {
    let players = world.players.len();
    world.offers.retain(|offer| offer.from == seat || offer.to == seat);
    let mut unseen = world.data.deck_for(&world.options);
    let mut seen = |card: &Card| {
        if let Some(i) = unseen.iter().position(|c| c == card) {
            unseen.swap_remove(i);
        }
    };
    world.players[seat].hand.iter().for_each(&mut seen);
    world.discard.iter().for_each(&mut seen);
    // Cards another clan offered `seat` are known to be in its hand.
    let mut known: Vec<Vec<Card>> = vec![Vec::new(); players];
    for offer in world.offers.iter().filter(|offer| offer.to == seat && offer.from != seat) {
        offer.cards.iter().for_each(&mut seen);
        known[offer.from].extend(offer.cards.iter().copied());
    }
    let mut laid = [None; 2];
    if let Phase::Combat { battle: Some(battle) } = &world.phase {
        let owners = battle.owners();
        for side in 0..2 {
            let Some(cards) = &battle.cards[side] else { continue };
            if battle.revealed || owners[side] == Owner::Clan(seat) {
                cards.iter().for_each(&mut seen);
            } else {
                laid[side] = Some(cards.len());
            }
        }
    }
    rng.shuffle(&mut unseen);
    let Game { data, phase, players: seats, deck, .. } = world;
    let mut deal = |count: usize, fits: &dyn Fn(Card) -> bool| -> Vec<Card> {
        let mut dealt = Vec::with_capacity(count);
        while dealt.len() < count {
            match unseen.iter().position(|c| fits(*c)) {
                Some(i) => dealt.push(unseen.swap_remove(i)),
                None => break,
            }
        }
        dealt
    };
    if let Phase::Combat { battle: Some(battle) } = phase {
        for (count, cards) in laid.into_iter().zip(battle.cards.iter_mut()) {
            if let (Some(count), Some(cards)) = (count, cards.as_mut()) {
                // A face-down battle card is one that may be played in a battle.
                *cards = deal(count, &|c| data.battle_playable(c));
            }
        }
    }
    for (other, player) in seats.iter_mut().enumerate().filter(|(p, _)| *p != seat) {
        let hidden = player.hand.len().saturating_sub(known[other].len());
        let mut hand = known[other].clone();
        hand.extend(deal(hidden, &|_| true));
        player.hand = hand;
    }
    let rest = deck.len();
    *deck = deal(rest, &|_| true);
}

/// Full rules: the other clans' recipes (each seat has another one), seventh planets and
/// settler tokens, as the seat cannot tell them apart from any others.
fn redeal_recipes(world: &mut Game, seat: usize, rng: &mut Seeded) {
    let own = world.players[seat].recipe;
    let mut recipes: Vec<_> = world.data.recipes.iter().copied().filter(|r| *r != own).collect();
    rng.shuffle(&mut recipes);
    let tokens = world.data.full.settler_tokens.clone();
    // The King Pig handing out settlers sees whom he gave which.
    let deals = matches!(world.phase, Phase::Settlers { king, .. } if king == seat);
    for player in world.players.iter_mut().enumerate().filter(|(p, _)| *p != seat).map(|(_, p)| p) {
        if let Some(recipe) = recipes.pop() {
            player.recipe = recipe;
        }
        if player.seventh.is_some() {
            player.seventh = Colour::ALL.get(rng.below(Colour::ALL.len())).copied();
        }
        if !deals {
            for value in &mut player.settlers {
                *value = tokens.get(rng.below(tokens.len().max(1))).copied().unwrap_or(*value);
            }
        }
    }
    if let Phase::Settlers { king, tokens: drawn, .. } = &mut world.phase {
        if *king != seat {
            for value in drawn.iter_mut() {
                *value = tokens.get(rng.below(tokens.len().max(1))).copied().unwrap_or(*value);
            }
        }
    }
}

/// Choices the others made in secret and nobody has seen yet: made again in the imagined
/// world (their discards, their travel markers).
fn forget_secret_choices(world: &mut Game, seat: usize) {
    match &mut world.phase {
        Phase::Draw { discards } => {
            for (other, discard) in discards.iter_mut().enumerate() {
                if other != seat {
                    *discard = None;
                }
            }
        }
        Phase::Markers { chosen } => {
            for (other, marker) in chosen.iter_mut().enumerate() {
                if other != seat {
                    *marker = None;
                }
            }
        }
        _ => {}
    }
}

/// V7–V9: the faces nobody has seen, shuffled within their family (the back shows it), with
/// the hexes still in that family's pile.
fn turn_hidden_faces(world: &mut Game, rng: &mut Seeded) {
    for family in Family::ALL {
        let hidden: Vec<usize> = (0..world.galaxy.len())
            .filter(|&i| world.is_face_down(i) && world.galaxy[i].tile.family == family)
            .collect();
        let mut tiles: Vec<_> = hidden.iter().map(|&i| world.galaxy[i].tile).collect();
        tiles.append(&mut world.piles[family.index()]);
        if tiles.len() < 2 {
            world.piles[family.index()].append(&mut tiles);
            continue;
        }
        rng.shuffle(&mut tiles);
        for &i in &hidden {
            if let Some(tile) = tiles.pop() {
                world.galaxy[i].tile = tile;
            }
        }
        world.piles[family.index()] = tiles;
    }
}
