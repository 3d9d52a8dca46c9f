//! Per-server statistics per user: games, wins and bests, how fast people play, and their skill
//! rating.
//!
//! The rating is Weng-Lin's (the Bayesian model of OpenSkill, from the `skillratings` crate):
//! it rates free-for-all games of any number of players with ties, from the order they
//! finished in. Each person has one rating per game on each server and one across all
//! servers ([`EVERY_SERVER`]). Only people are rated, among themselves: computer players are
//! left out of the field, and a game with fewer than two people is not rated.

use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

/// The turns of a user whose times the statistics keep: their latest, so the figures follow
/// how they play now, in a record of bounded size.
pub const TURNS_KEPT: usize = 100;

/// The guild key of the records kept across all servers (one per person and game, holding only
/// the rating): Discord never gives a server the id 0.
pub const EVERY_SERVER: u64 = 0;

/// Rated games under which a rating is marked provisional: its uncertainty is still large, so
/// a few lucky games would otherwise top the leaderboard.
pub const PROVISIONAL_UNDER: u32 = 5;

/// One user's record on one server, for one game.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct UserStats {
    pub games: u32,
    pub wins: u32,
    /// The Three Little Pigs: most points in a game.
    pub best_score: u32,
    /// Würfelhaus solo: fewest turns to finish the house (0 until one is finished).
    #[serde(default)]
    pub best_solo_turns: u32,
    /// How long their latest turns took, in seconds, oldest first (at most [`TURNS_KEPT`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub turn_times: Vec<u32>,
    /// Their skill rating (`None` until their first rated game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<Rating>,
}

/// A person's skill rating in one game: Weng-Lin's estimate of their skill `mu` and its
/// uncertainty `sigma`, with what the last rated game changed.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
    /// Rated games so far.
    pub games: u32,
    /// The table of the last rated game (its id), so an announcement shows only its own game's
    /// changes.
    pub last_table: u64,
    /// How much the last rated game changed the [shown](Rating::shown) rating.
    pub last_change: i64,
}

impl Default for Rating {
    /// A newcomer: the model's prior (skill 25, uncertainty 25/3), shown as 1000.
    fn default() -> Rating {
        let prior = WengLinRating::new();
        Rating { mu: prior.rating, sigma: prior.uncertainty, games: 0, last_table: 0, last_change: 0 }
    }
}

/// One person of a rated game: their rating as the game ended and their place (1 is best;
/// people level with each other share a place).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placing {
    pub rating: Rating,
    pub place: usize,
}

impl Rating {
    /// The rating as people see it and the leaderboard ranks it: the conservative estimate
    /// `mu − 3·sigma` (the skill they have with near certainty), scaled to `1000 + 40 × that`,
    /// so a newcomer shows 1000 and the figure climbs as they win and as their games make it
    /// surer.
    pub fn shown(&self) -> i64 {
        (1000.0 + 40.0 * (self.mu - 3.0 * self.sigma)).round() as i64
    }

    /// Whether the rating rests on too few games to compare (see [`PROVISIONAL_UNDER`]).
    pub fn provisional(&self) -> bool {
        self.games < PROVISIONAL_UNDER
    }

    /// This rating after the game of `field` at table `table`, where it is the placing at
    /// index `me`. The others' ratings are as the game ended; this one is `self`, the stored
    /// rating at the moment of the write, so a game that ended at the same moment and changed
    /// it is built on, never lost. A field of fewer than two, or one that would give a
    /// non-finite rating, leaves it as it is.
    pub fn after(self, field: &[Placing], me: usize, table: u64) -> Rating {
        if field.len() < 2 || me >= field.len() {
            return self;
        }
        let teams: Vec<[WengLinRating; 1]> = field
            .iter()
            .enumerate()
            .map(|(at, placing)| {
                let rating = if at == me { self } else { placing.rating };
                [WengLinRating { rating: rating.mu, uncertainty: rating.sigma }]
            })
            .collect();
        let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(field)
            .map(|(team, placing)| (&team[..], MultiTeamOutcome::new(placing.place)))
            .collect();
        let rated = weng_lin_multi_team(&ranked, &WengLinConfig::new());
        let Some(new) = rated.get(me).and_then(|team| team.first()) else { return self };
        if !new.rating.is_finite() || !new.uncertainty.is_finite() {
            return self;
        }
        let mut next = Rating { mu: new.rating, sigma: new.uncertainty, ..self };
        next.games = self.games.saturating_add(1);
        next.last_table = table;
        next.last_change = next.shown() - self.shown();
        next
    }
}

/// How fast someone played: the median and the slowest of their turns, in seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pace {
    pub turns: usize,
    pub median: u32,
    pub slowest: u32,
}

impl Pace {
    /// The pace of these turn times (`None`: no turn). The median of an even number of turns
    /// is the mean of the two middle ones, rounded down.
    pub fn of(times: &[u32]) -> Option<Pace> {
        let mut sorted = times.to_vec();
        sorted.sort_unstable();
        let slowest = *sorted.last()?;
        let middle = sorted.len() / 2;
        let median = match sorted.len() % 2 {
            1 => sorted[middle],
            _ => ((u64::from(sorted[middle - 1]) + u64::from(sorted[middle])) / 2) as u32,
        };
        Some(Pace { turns: sorted.len(), median, slowest })
    }
}

impl UserStats {
    /// Adds one finished game.
    pub fn add(mut self, score: u32, won: bool) -> UserStats {
        self.games += 1;
        self.wins += u32::from(won);
        self.best_score = self.best_score.max(score);
        self
    }

    /// Adds one finished Würfelhaus game that took `turns`; a finished solo house may be a
    /// new best.
    pub fn add_turns(mut self, turns: u32, won: bool, solo: bool) -> UserStats {
        self.games += 1;
        self.wins += u32::from(won);
        if solo && won && (self.best_solo_turns == 0 || turns < self.best_solo_turns) {
            self.best_solo_turns = turns;
        }
        self
    }

    /// Adds the times of a finished game's turns, keeping the latest [`TURNS_KEPT`].
    pub fn timed(mut self, times: &[u32]) -> UserStats {
        self.turn_times.extend_from_slice(times);
        let over = self.turn_times.len().saturating_sub(TURNS_KEPT);
        self.turn_times.drain(..over);
        self
    }

    /// Rates one finished game (see [`Rating::after`]); the first rated game starts from a
    /// newcomer's rating.
    pub fn rated(mut self, field: &[Placing], me: usize, table: u64) -> UserStats {
        self.rating = Some(self.rating.unwrap_or_default().after(field, me, table));
        self
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use proptest::prelude::*;

    use super::*;

    /// A finished game: each player (of a pool of six) with their place, 1 best.
    type Game = Vec<(u64, usize)>;

    /// Rates `history` in order, as the game ends do: everyone's field is read before the game
    /// and each is rated from it.
    fn replay(history: &[Game]) -> BTreeMap<u64, Rating> {
        let mut ratings: BTreeMap<u64, Rating> = BTreeMap::new();
        for (table, game) in history.iter().enumerate() {
            let field: Vec<Placing> = game
                .iter()
                .map(|&(user, place)| Placing {
                    rating: ratings.get(&user).copied().unwrap_or_default(),
                    place,
                })
                .collect();
            for (me, &(user, _)) in game.iter().enumerate() {
                let rated = field[me].rating.after(&field, me, table as u64 + 1);
                ratings.insert(user, rated);
            }
        }
        ratings
    }

    /// Two to five distinct players of six, each with a place from 1 to their number (ties
    /// come up often).
    fn game() -> impl Strategy<Value = Game> {
        (2usize..=5)
            .prop_flat_map(|n| (Just(n), Just((0u64..6).collect::<Vec<_>>()).prop_shuffle()))
            .prop_flat_map(|(n, pool)| {
                let players = pool[..n].to_vec();
                proptest::collection::vec(1..=n, n)
                    .prop_map(move |places| players.iter().copied().zip(places).collect())
            })
    }

    proptest! {
        /// Issue 55: over any history of finished games, ratings stay finite with a positive
        /// uncertainty; a player who finished first alone never loses rating (neither skill
        /// nor shown figure); and the same history rated again gives the same ratings.
        #[test]
        fn ratings_stay_finite_a_win_never_costs_and_a_replay_agrees(
            history in proptest::collection::vec(game(), 1..40),
        ) {
            let ratings = replay(&history);
            for rating in ratings.values() {
                prop_assert!(rating.mu.is_finite() && rating.sigma.is_finite() && rating.sigma > 0.0);
            }
            for cut in 0..history.len() {
                let before = replay(&history[..cut]);
                let after = replay(&history[..=cut]);
                let game = &history[cut];
                let firsts: Vec<u64> =
                    game.iter().filter(|(_, place)| *place == 1).map(|(user, _)| *user).collect();
                if let [winner] = firsts[..] {
                    let was = before.get(&winner).copied().unwrap_or_default();
                    let now = after[&winner];
                    prop_assert!(now.mu >= was.mu, "{was:?} -> {now:?} in {game:?}");
                    prop_assert!(now.shown() >= was.shown(), "{was:?} -> {now:?} in {game:?}");
                    prop_assert!(now.last_change >= 0);
                }
            }
            prop_assert_eq!(replay(&history), ratings);
        }
    }

    #[test]
    fn a_game_of_fewer_than_two_is_not_rated_and_ratings_count_games() {
        let alone = [Placing { rating: Rating::default(), place: 1 }];
        assert_eq!(Rating::default().after(&alone, 0, 9), Rating::default());
        let pair = [
            Placing { rating: Rating::default(), place: 1 },
            Placing { rating: Rating::default(), place: 2 },
        ];
        let (won, lost) = (Rating::default().after(&pair, 0, 9), Rating::default().after(&pair, 1, 9));
        assert!(won.mu > 25.0 && lost.mu < 25.0);
        assert_eq!((won.games, won.last_table, lost.games), (1, 9, 1));
        assert_eq!(Rating::default().shown(), 1000);
        assert!(won.provisional());
        assert_eq!(won.last_change, won.shown() - 1000);
        // A stored rating that changed meanwhile (another game) is built on, not replaced.
        let busy = Rating { games: 7, ..won };
        assert_eq!(busy.after(&pair, 0, 10).games, 8);
    }

    #[test]
    fn the_pace_is_the_median_and_the_slowest_turn() {
        assert_eq!(Pace::of(&[]), None);
        assert_eq!(Pace::of(&[30]), Some(Pace { turns: 1, median: 30, slowest: 30 }));
        assert_eq!(Pace::of(&[300, 10, 60]), Some(Pace { turns: 3, median: 60, slowest: 300 }));
        assert_eq!(Pace::of(&[10, 61, 20, 3600]), Some(Pace { turns: 4, median: 40, slowest: 3600 }));
    }

    #[test]
    fn the_statistics_keep_the_latest_turns() {
        let old: Vec<u32> = (0..90).collect();
        let stats = UserStats::default().timed(&old).timed(&[1000; 20]);
        assert_eq!(stats.turn_times.len(), TURNS_KEPT);
        assert_eq!(stats.turn_times[0], 10, "the oldest ten went");
        assert_eq!(stats.turn_times[TURNS_KEPT - 1], 1000);
    }
}
