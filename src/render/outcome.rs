//! The end of any game: the announcement posted as a new message (an edited board notifies
//! nobody), ranked with medals and mentioning every player, and the Rematch button of the
//! final board.

use std::collections::BTreeMap;

use fluent_bundle::FluentValue;

use super::common::{board_button, short_duration, text};
use super::reply::{ButtonStyle, Reply, Row};
use super::user_text::{self, mention, mentioned};
use super::{Board, rating};
use crate::component::Token;
use crate::games::seam::{Score, Seat, SeatResult};
use crate::i18n::{Catalog, Locale};

/// Seat indexes best first: winners, then by progress (bricks painted), then by score (more
/// points, or fewer turns), with the rank each shares with those level with it (1-based).
pub fn ranking(results: &[SeatResult]) -> Vec<(usize, usize)> {
    let key = |r: &SeatResult| {
        let score = match r.score {
            Score::Points(points) => -i64::from(points),
            Score::Turns(turns) => i64::from(turns),
        };
        (!r.won, std::cmp::Reverse(r.progress), score)
    };
    let mut order: Vec<usize> = (0..results.len()).collect();
    order.sort_by_key(|&seat| key(&results[seat]));
    let mut ranked: Vec<(usize, usize)> = Vec::with_capacity(order.len());
    for (place, &seat) in order.iter().enumerate() {
        let rank = match ranked.last() {
            Some(&(previous, rank)) if key(&results[previous]) == key(&results[seat]) => rank,
            _ => place + 1,
        };
        ranked.push((seat, rank));
    }
    ranked
}

/// 🥇🥈🥉, then the rank as a number.
pub fn medal(rank: usize) -> String {
    match rank {
        1 => "🥇".to_owned(),
        2 => "🥈".to_owned(),
        3 => "🥉".to_owned(),
        n => format!("{n}."),
    }
}

/// "Game over: The Three Little Pigs! @Ann @Ben", then one line a player, best first. A solo
/// player racing their own turn count also hears their best (`solo_best`, in turns, this game
/// included). Then how fast each person played: `paces` maps a seat to the median and the
/// slowest of its turns, in seconds. Last, what the game did to each rated person's rating:
/// `ratings` maps a seat to its change and the rating it now shows (empty: not rated).
#[allow(clippy::too_many_arguments)]
pub fn announcement(
    catalog: &Catalog,
    locale: Locale,
    slug: &str,
    seats: &[Seat],
    results: &[SeatResult],
    solo_best: Option<u32>,
    paces: &BTreeMap<usize, (u64, u64)>,
    ratings: &BTreeMap<usize, (i64, i64)>,
) -> Reply {
    let mentions: Vec<String> = seats.iter().filter(|s| s.ai.is_none()).map(mention).collect();
    let game = catalog.text(locale, &format!("game-{slug}-name"), None);
    let mut lines = vec![text(
        catalog,
        locale,
        "announce-over",
        &[("game", FluentValue::from(game)), ("mentions", FluentValue::from(mentions.join(" ")))],
    )];
    for (seat, rank) in ranking(results) {
        let (Some(player), Some(result)) = (seats.get(seat), results.get(seat)) else { continue };
        let (id, value) = match result.score {
            Score::Points(points) => ("announce-points", ("points", FluentValue::from(points))),
            // Turns count to the finish, and whoever finishes wins: a seat that did not win
            // never finished, and its turns say so rather than read like a finishing time.
            Score::Turns(turns) if !result.won => {
                ("announce-unfinished", ("turns", FluentValue::from(turns)))
            }
            Score::Turns(turns) => ("announce-turns", ("turns", FluentValue::from(turns))),
        };
        lines.push(text(
            catalog,
            locale,
            id,
            &[
                ("medal", FluentValue::from(medal(rank))),
                ("name", FluentValue::from(user_text::name(&player.name))),
                value,
            ],
        ));
    }
    if let (Some(best), [SeatResult { won: true, score: Score::Turns(turns), .. }]) = (solo_best, results) {
        lines.push(if best == *turns {
            catalog.text(locale, "announce-best-now", None)
        } else {
            text(catalog, locale, "announce-best", &[("turns", FluentValue::from(best))])
        });
    }
    let words = (catalog, locale);
    lines.extend(each_person(
        words,
        seats,
        paces,
        ("announce-pace", "paces", "announce-pace-one"),
        |(m, s)| [("median", short_duration(*m).into()), ("slowest", short_duration(*s).into())],
    ));
    lines.extend(each_person(
        words,
        seats,
        ratings,
        ("announce-rating", "ratings", "announce-rating-one"),
        |(c, r)| [("change", rating::change(*c).into()), ("rating", (*r).into())],
    ));
    Reply::pinging(lines.join("\n"), mentioned(seats))
}

/// One line of every person's figure: `one` per seat of `figures` (with the seat's `name`
/// and the two arguments `args` makes of its figure), joined with " · " as `key` of `all`;
/// `None` when no seat has one.
fn each_person<T>(
    (catalog, locale): (&Catalog, Locale),
    seats: &[Seat],
    figures: &BTreeMap<usize, T>,
    (all, key, one): (&str, &str, &str),
    args: impl Fn(&T) -> [(&'static str, FluentValue<'static>); 2],
) -> Option<String> {
    let each: Vec<String> = figures
        .iter()
        .filter_map(|(seat, figure)| {
            let player = seats.get(*seat)?;
            let [first, second] = args(figure);
            Some(text(catalog, locale, one, &[("name", user_text::name(&player.name).into()), first, second]))
        })
        .collect();
    (!each.is_empty()).then(|| text(catalog, locale, all, &[(key, each.join(" · ").into())]))
}

/// The final board's Rematch button: the same players and options, a new seat draw.
pub fn rematch_row(catalog: &Catalog, board: &Board<'_>) -> Row {
    let label = catalog.text(board.locale, "button-rematch", None);
    Row::Buttons(vec![board_button(board, Token::Rematch, label, Some("🔁"), ButtonStyle::Success, false)])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points(won: bool, points: u32) -> SeatResult {
        SeatResult { won, score: Score::Points(points), progress: 0 }
    }

    #[test]
    fn winners_come_first_then_the_best_scores_and_level_players_share_a_rank() {
        let results = [points(false, 12), points(true, 20), points(false, 15), points(false, 12)];
        assert_eq!(ranking(&results), vec![(1, 1), (2, 2), (0, 3), (3, 3)]);
        let turns = |won, turns, progress| SeatResult { won, score: Score::Turns(turns), progress };
        // Fewer turns is better; a winner ranks above a faster player who did not win, and of
        // those who did not finish, the one who painted more ranks first.
        let results = [turns(false, 9, 10), turns(true, 14, 15), turns(true, 11, 15), turns(false, 8, 4)];
        assert_eq!(ranking(&results), vec![(2, 1), (1, 2), (0, 3), (3, 4)]);
        assert_eq!((medal(1), medal(3), medal(4)), ("🥇".to_owned(), "🥉".to_owned(), "4.".to_owned()));
    }

    #[test]
    fn the_announcement_mentions_everyone_in_every_language() {
        let catalog = Catalog::embedded().expect("catalog");
        let seats = vec![Seat::person(7, "Ann".into()), Seat::person(8, "Ben".into())];
        for locale in Locale::ALL {
            let reply = announcement(
                &catalog,
                locale,
                "three-pigs",
                &seats,
                &[points(false, 0), points(true, 1)],
                None,
                &BTreeMap::from([(0, (90, 3 * 3600 + 60)), (1, (20, 45))]),
                &BTreeMap::from([(0, (-3, 997)), (1, (12, 1012))]),
            );
            let content = reply.content.expect("content");
            assert!(content.contains("<@7>") && content.contains("<@8>"), "{content}");
            let lines: Vec<&str> = content.lines().collect();
            assert!(lines[1].starts_with("🥇 Ben") && lines[2].starts_with("🥈 Ann"), "{content}");
            assert!(!content.contains('{'), "{content}");
            // How fast each played, in seat order, with durations every language reads.
            let pace = lines[3];
            assert!(pace.starts_with("⏱️"), "{content}");
            let (ann, ben) = (pace.find("Ann").expect("Ann"), pace.find("Ben").expect("Ben"));
            assert!(ann < ben && pace.contains("1 min") && pace.contains("3 h 1 min"), "{pace}");
            assert!(pace.contains("20 s") && pace.contains("45 s"), "{pace}");
            // Issue 55: each person's rating change, and where it stands now.
            let rated = lines[4];
            assert!(rated.starts_with("⭐"), "{content}");
            let (ann, ben) = (rated.find("Ann -3").expect("Ann"), rated.find("Ben +12").expect("Ben"));
            assert!(ann < ben && rated.contains("997") && rated.contains("1012"), "{rated}");
        }
    }

    /// Issue 29: a Würfelhaus player who did not finish is announced as such, never with a
    /// turn count that reads like a finishing time (it once read "🥈 Ben · 12 turns" below
    /// "🥇 Ann · 14 turns").
    #[test]
    fn a_player_who_did_not_finish_is_announced_as_unfinished() {
        let catalog = Catalog::embedded().expect("catalog");
        let seats = vec![Seat::person(7, "Ann".into()), Seat::person(8, "Ben".into())];
        let results = [
            SeatResult { won: true, score: Score::Turns(14), progress: 15 },
            SeatResult { won: false, score: Score::Turns(12), progress: 13 },
        ];
        for (locale, finished, unfinished) in [
            (Locale::EnUs, "🥇 Ann · 14 turns", "🥈 Ben · not finished after 12 turns"),
            (Locale::De, "🥇 Ann · 14 Züge", "🥈 Ben · nicht fertig nach 12 Zügen"),
            (Locale::Fr, "🥇 Ann · 14 tours", "🥈 Ben · pas fini après 12 tours"),
        ] {
            let content = announcement(
                &catalog,
                locale,
                "wuerfelhaus",
                &seats,
                &results,
                None,
                &BTreeMap::new(),
                &BTreeMap::new(),
            )
            .content
            .unwrap_or_default();
            let lines: Vec<&str> = content.lines().collect();
            assert_eq!(lines[1..], [finished, unfinished], "{}", locale.code());
        }
    }

    /// A solo player hears their best: this game's, or the one still to beat.
    #[test]
    fn a_solo_player_hears_their_best() {
        let catalog = Catalog::embedded().expect("catalog");
        let ann = [Seat::person(7, "Ann".into())];
        let finished = [SeatResult { won: true, score: Score::Turns(14), progress: 15 }];
        let said = |best| {
            announcement(
                &catalog,
                Locale::EnUs,
                "wuerfelhaus",
                &ann,
                &finished,
                best,
                &BTreeMap::new(),
                &BTreeMap::new(),
            )
            .content
            .unwrap_or_default()
        };
        assert!(said(Some(14)).ends_with("🎉 Your best alone so far!"), "{}", said(Some(14)));
        assert!(said(Some(12)).ends_with("🏅 Your best alone: 12 turns"), "{}", said(Some(12)));
        assert_eq!(said(None).lines().count(), 2);
    }
}
