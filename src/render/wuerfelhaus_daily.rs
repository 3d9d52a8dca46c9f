//! The daily Würfelhaus challenge on screen: a player's private board (the Würfelhaus board,
//! its controls addressed to their attempt), the day's leaderboard, and the announcement of
//! a day's winner.
//!
//! The board of an attempt shows the day's commitment, never the seed: the seed would tell
//! every die of the day to those still to play. A day's seed is shown from the next day on
//! ([`Reveal`]).

use fluent_bundle::FluentValue;

use super::common::text;
use super::games::LIST_COLOUR;
use super::reply::{ButtonStyle, Embed, Field, Reply, Row};
use crate::component::{ComponentId, Token};
use crate::games::registry::{AnyGame, Stage};
use crate::games::seam::Session;
use crate::games::wuerfelhaus::Game;
use crate::i18n::{Catalog, Locale};

/// Places listed on a leaderboard.
pub const LISTED: usize = 10;

/// One finished attempt on a day's leaderboard, best first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ranked {
    pub user: u64,
    pub turns: u32,
    /// Seconds from the first board to the last brick.
    pub seconds: u64,
}

/// A finished day's dice, shown from the next day on: the seed, and the commitment its
/// boards showed (SHA-256, as `docs/records.md` and `docs/wuerfelhaus.md` say).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reveal {
    /// The day, as `2026-11-26`.
    pub date: String,
    pub seed: u64,
    pub commitment: String,
}

/// An attempt's result: where it stands on the day's leaderboard and the player's streak.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    pub turns: u32,
    pub seconds: u64,
    /// 1 for the best; 0 when the attempt is not on the leaderboard (never, once finished).
    pub rank: usize,
    pub of: usize,
    /// Consecutive days, up to this one, with a finished attempt on the server.
    pub streak: u32,
}

/// What a player's daily board is drawn from.
pub struct Attempt<'a> {
    pub guild: u64,
    pub day: u32,
    /// The day, as `2026-11-27`.
    pub date: &'a str,
    pub user: u64,
    pub locale: Locale,
    pub session: &'a Session<Game>,
    /// The short commitment to the day's seed.
    pub commitment: &'a str,
    /// The result, once the house is finished; with the day's leaderboard so far.
    pub standing: Option<Standing>,
    pub leaderboard: &'a [Ranked],
    /// Yesterday's dice, now that the day is over.
    pub yesterday: Option<&'a Reveal>,
}

/// `1:05:09`, `4:09`: minutes and seconds, with hours when there are any.
pub fn duration(seconds: u64) -> String {
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 { format!("{hours}:{minutes:02}:{seconds:02}") } else { format!("{minutes}:{seconds:02}") }
}

/// The leaderboard's lines, best first (at most [`LISTED`]).
fn lines(catalog: &Catalog, locale: Locale, ranked: &[Ranked]) -> Vec<String> {
    ranked
        .iter()
        .take(LISTED)
        .enumerate()
        .map(|(rank, row)| {
            text(
                catalog,
                locale,
                "daily-leaderboard-line",
                &[
                    ("rank", (rank + 1).into()),
                    ("mention", format!("<@{}>", row.user).into()),
                    ("turns", row.turns.into()),
                    ("time", duration(row.seconds).into()),
                ],
            )
        })
        .collect()
}

/// The line that shows a finished day's seed.
fn reveal_line(catalog: &Catalog, locale: Locale, reveal: &Reveal) -> String {
    let args: [(&str, FluentValue<'_>); 3] = [
        ("date", reveal.date.clone().into()),
        // As text: a number would be formatted with separators, and copied wrong.
        ("seed", reveal.seed.to_string().into()),
        ("commitment", reveal.commitment.clone().into()),
    ];
    text(catalog, locale, "daily-reveal", &args)
}

/// The player's private board: the Würfelhaus board of their attempt, titled with the day,
/// the commitment in its footer, and, once finished, their result and the day's leaderboard.
pub fn board(catalog: &Catalog, attempt: &Attempt<'_>) -> Reply {
    let locale = attempt.locale;
    let stage = Stage::Playing(AnyGame::Wuerfelhaus(attempt.session.clone()));
    let view = view_of(attempt.user, locale, &stage);
    let mut reply = super::wuerfelhaus::board(catalog, &view, attempt.session);
    // 🔊 The attempt in sentences, as on every table's board.
    let label = catalog.text(locale, "button-read", None);
    let read =
        super::common::board_button(&view, Token::Read, label, Some("🔊"), ButtonStyle::Secondary, false);
    super::common::add_button(&mut reply.rows, read);
    // The game's controls, addressed to this attempt instead of a table.
    for row in &mut reply.rows {
        match row {
            Row::Buttons(buttons) => {
                for button in buttons {
                    button.custom_id = readdressed(&button.custom_id, attempt);
                }
            }
            Row::Select(select) => select.custom_id = readdressed(&select.custom_id, attempt),
        }
    }
    if let Some(embed) = reply.embed.as_mut() {
        embed.title = text(catalog, locale, "daily-title", &[("date", attempt.date.into())]);
        let mut footer =
            vec![text(catalog, locale, "daily-commitment", &[("short", attempt.commitment.into())])];
        footer.extend(attempt.yesterday.map(|reveal| reveal_line(catalog, locale, reveal)));
        embed.footer = Some(footer.join("\n"));
        if let Some(standing) = attempt.standing {
            embed.description =
                format!("{}\n\n{}", result_line(catalog, locale, standing), embed.description);
            let listed = lines(catalog, locale, attempt.leaderboard);
            if !listed.is_empty() {
                embed.fields.push(Field {
                    name: catalog.text(locale, "daily-leaderboard-field", None),
                    value: listed.join("\n"),
                    inline: false,
                });
            }
        }
    }
    reply.ephemeral = true;
    reply.locale = Some(locale);
    reply
}

/// 🔊 `user`'s attempt (`session`) in plain sentences in `locale`, for its player alone, as a
/// table's 🔊 reads its board.
pub fn read_aloud(catalog: &Catalog, session: &Session<Game>, user: u64, locale: Locale) -> Option<Reply> {
    let stage = Stage::Playing(AnyGame::Wuerfelhaus(session.clone()));
    super::read_aloud(catalog, &view_of(user, locale, &stage))
}

/// An attempt drawn as a one-player table of no channel, in its player's language.
fn view_of(user: u64, locale: Locale, stage: &Stage) -> super::Board<'_> {
    super::Board {
        channel: 0,
        table: 0,
        rev: 0,
        locale,
        host: user,
        stage,
        ended_by: None,
        timing: None,
        solo_best: None,
        answers_only: false,
    }
}

/// A finished attempt's result: turns, time, place and streak.
pub fn result_line(catalog: &Catalog, locale: Locale, standing: Standing) -> String {
    text(
        catalog,
        locale,
        "daily-result",
        &[
            ("turns", standing.turns.into()),
            ("time", duration(standing.seconds).into()),
            ("rank", standing.rank.into()),
            ("of", standing.of.into()),
            ("streak", standing.streak.into()),
        ],
    )
}

/// A table component's id as the same control of the attempt (an id of another kind, never
/// drawn by the Würfelhaus board, is left as it is).
fn readdressed(custom_id: &str, attempt: &Attempt<'_>) -> String {
    match ComponentId::parse(custom_id) {
        Ok(ComponentId::Table { token, .. }) => ComponentId::Daily {
            guild: attempt.guild,
            day: attempt.day,
            user: attempt.user,
            stamp: attempt.session.actions.len() as u64,
            token,
        }
        .encode(),
        _ => custom_id.to_owned(),
    }
}

/// `/haus daily leaderboard:true`: the day's leaderboard, and yesterday's seed; for the user
/// who asked.
pub fn leaderboard(
    catalog: &Catalog,
    locale: Locale,
    date: &str,
    ranked: &[Ranked],
    yesterday: Option<&Reveal>,
) -> Reply {
    let listed = lines(catalog, locale, ranked);
    let description = if listed.is_empty() {
        catalog.text(locale, "daily-leaderboard-empty", None)
    } else {
        listed.join("\n")
    };
    Reply {
        embed: Some(Embed {
            title: text(catalog, locale, "daily-leaderboard-title", &[("date", date.into())]),
            description,
            fields: Vec::new(),
            colour: LIST_COLOUR,
            footer: yesterday.map(|reveal| reveal_line(catalog, locale, reveal)),
            image: None,
        }),
        ephemeral: true,
        locale: Some(locale),
        ..Reply::default()
    }
}

/// The public message that names a finished day's winner, pinging only them; with how many
/// finished, and the day's seed.
pub fn announcement(
    catalog: &Catalog,
    locale: Locale,
    winner: Ranked,
    finished: usize,
    reveal: &Reveal,
) -> Reply {
    let line = text(
        catalog,
        locale,
        "daily-winner",
        &[
            ("date", reveal.date.clone().into()),
            ("mention", format!("<@{}>", winner.user).into()),
            ("turns", winner.turns.into()),
            ("time", duration(winner.seconds).into()),
            ("finished", finished.into()),
        ],
    );
    let content = format!("{line}\n{}", reveal_line(catalog, locale, reveal));
    Reply { locale: Some(locale), ..Reply::pinging(content, vec![winner.user]) }
}

/// A notice about the daily challenge (a refusal, a setting saved), for the user who asked.
pub fn notice(catalog: &Catalog, locale: Locale, id: &str, args: &[(&str, FluentValue<'_>)]) -> Reply {
    Reply { locale: Some(locale), ..Reply::notice(text(catalog, locale, id, args)) }
}
