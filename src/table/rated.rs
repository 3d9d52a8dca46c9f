//! Who a finished game rates (issue 55): shared by a game's end (`moved.rs`) and the rating
//! of the games finished before ratings (`old_games.rs`), so both rate by the same rules.

use crate::games::seam::{Seat, SeatResult};
use crate::render;

/// The people a finished game rates, by seat, with their place among themselves (1 is best,
/// as the end announcement ranks them): every seat a person holds, removed ones too, and no
/// computer player (a seat a computer plays for someone away is the computer's). None when
/// fewer than two people played, or when one person held two seats.
pub(super) fn rated_people(seats: &[Seat], results: &[SeatResult]) -> Vec<(usize, usize)> {
    let people: Vec<(usize, usize)> = render::outcome::ranking(results)
        .into_iter()
        .filter(|(seat, _)| seats.get(*seat).is_some_and(|s| s.ai.is_none()))
        .collect();
    let mut users: Vec<u64> = people.iter().map(|(seat, _)| seats[*seat].user).collect();
    users.sort_unstable();
    users.dedup();
    if people.len() < 2 || users.len() < people.len() {
        return Vec::new();
    }
    people
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ai::Level;
    use crate::games::seam::Score;

    fn points(won: bool, points: u32) -> SeatResult {
        SeatResult { won, score: Score::Points(points), progress: 0 }
    }

    /// Issue 55: people only, among themselves; a removed person at their place; no game of
    /// one person, or of one person in two seats.
    #[test]
    fn only_people_are_rated_among_themselves() {
        let (ann, ben) = (Seat::person(7, "Ann".into()), Seat::person(8, "Ben".into()));
        let robo = Seat::computer(1 << 20, "Robo".into(), Level::Strong);
        let results = [points(false, 5), points(true, 20), points(false, 9)];

        let alone = [ann.clone(), robo.clone(), robo.clone()];
        assert_eq!(rated_people(&alone, &results), []);

        // Robo won; Ben (third of three) is second of the two people, behind Ann.
        let (first, second) = (points(false, 9), points(false, 5));
        let two = [ben.clone(), robo.clone(), ann.clone()];
        assert_eq!(rated_people(&two, &[second, points(true, 20), first]), [(2, 2), (0, 3)]);

        let gone = Seat { gone: true, ..ben.clone() };
        assert_eq!(rated_people(&[ann.clone(), gone, robo], &results), [(1, 1), (0, 3)]);

        let twice = [ann.clone(), ann.clone()];
        assert_eq!(rated_people(&twice, &[points(true, 3), points(false, 1)]), []);
    }
}
