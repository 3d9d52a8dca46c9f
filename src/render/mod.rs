//! Pure rendering: state + viewer + locale ⇒ [`Reply`]. No Discord types, no I/O.
//!
//! Each game draws its own board (`render/<game>.rs`, implementing [`Draw`]) from
//! [`common`]'s widgets; this module holds the one dispatch to them, generated from the
//! registry's list of games, so it names no game.

pub mod away;
pub mod common;
pub mod digest;
pub mod fairness;
pub mod games;
pub mod help;
pub mod outcome;
pub mod rating;
pub mod reply;
pub mod space_pigs;
pub mod space_pigs_map;
pub mod spoken;
pub mod three_pigs;
pub mod three_pigs_spoken;
#[cfg(test)]
mod toy;
pub mod user_text;
pub mod wuerfelhaus;
pub mod wuerfelhaus_daily;
pub mod wuerfelhaus_spoken;

pub use common::{OINK_PINK, end_confirmation, moved_notice};
pub use reply::Reply;

use reply::ButtonStyle;

use fluent_bundle::FluentArgs;

use crate::component::Token;
use crate::games::registry::{AnyGame, AnyOptions, Stage, table_games};
use crate::games::seam::{Seat, Session, TableGame};
use crate::i18n::{Catalog, Locale};

/// How a game's table looks: implemented by each game in `render/<game>.rs`.
pub trait Draw: TableGame {
    /// The lobby, with the options the table was opened with.
    fn lobby(catalog: &Catalog, board: &Board<'_>, seats: &[Seat], options: &Self::Options) -> Reply;

    /// The board while playing and once over.
    fn board(catalog: &Catalog, board: &Board<'_>, session: &Session<Self>) -> Reply;

    /// The rules, for the user who asked.
    fn rules(catalog: &Catalog, locale: Locale) -> Reply;

    /// The private panel of `seat` ("My cards"), an ephemeral message for that player alone:
    /// what only they may see, and the controls of their secret choices. Drawn in the board's
    /// language (`board.locale`, the viewer's). `None` for a game without hidden information,
    /// whose board has no "My cards" button.
    fn panel(
        _catalog: &Catalog,
        _board: &Board<'_>,
        _session: &Session<Self>,
        _seat: usize,
    ) -> Option<Reply> {
        None
    }

    /// 📖 "What now?": what the game's current phase is about, in a few sentences in the
    /// reader's language (`board.locale`). `None` for a game whose board has no such button.
    fn explain(_catalog: &Catalog, _board: &Board<'_>, _session: &Session<Self>) -> Option<Reply> {
        None
    }

    /// 🔊 The board in plain sentences, in the reader's language (`board.locale`): what a
    /// sighted player reads off the emoji art and the picture, said so that a screen reader
    /// speaks a position instead of a string of emoji names ("yellow square, brown square…").
    /// One line a sentence or a player; whose turn it is and what they may do now (or who
    /// won) first. Emoji, where a line has any, stand after the words they illustrate.
    fn read_aloud(catalog: &Catalog, board: &Board<'_>, session: &Session<Self>) -> Vec<String>;

    /// What only `seat` may see of the game (their hand, their secret choices), in plain
    /// sentences like [`Draw::read_aloud`]: the private panel of a player who asked for text
    /// boards (`/oink settings`), with what the game asks of them now. Empty for a game
    /// without hidden information.
    fn read_panel(
        _catalog: &Catalog,
        _board: &Board<'_>,
        _session: &Session<Self>,
        _seat: usize,
    ) -> Vec<String> {
        Vec::new()
    }

    /// What the events in `session.recent` tell, oldest first, one line an event (or a run of
    /// them) naming who did it, in `locale`: the board's "what happened", and the catch-up
    /// digest (`digest.rs`) when `recent` holds everything since a player's last move.
    fn story(_catalog: &Catalog, _locale: Locale, _session: &Session<Self>) -> Vec<String> {
        Vec::new()
    }

    /// A control of `seat`'s panel (its token, with a menu's values) was refused as out of
    /// date: one line naming what changed since the panel was drawn, in `board.locale`, so the
    /// player learns what they could not see. `None` when the game cannot tell.
    fn what_changed(
        _catalog: &Catalog,
        _board: &Board<'_>,
        _session: &Session<Self>,
        _seat: usize,
        _control: (&str, &[String]),
    ) -> Option<String> {
        None
    }
}

/// Generates the dispatch to each registered game's [`Draw`] from the registry's list.
macro_rules! draw {
    ($($(#[$meta:meta])* $variant:ident => $game:ty),+ $(,)?) => {
        fn stage(catalog: &Catalog, board: &Board<'_>) -> Reply {
            match board.stage {
                Stage::Lobby { seats, setup, .. } => match setup {
                    $($(#[$meta])* AnyOptions::$variant(options) => {
                        <$game as Draw>::lobby(catalog, board, seats, options)
                    })+
                },
                Stage::Playing(game) | Stage::Finished(game) => match game {
                    $($(#[$meta])* AnyGame::$variant(session) => {
                        <$game as Draw>::board(catalog, board, session)
                    })+
                },
            }
        }

        fn stage_panel(catalog: &Catalog, board: &Board<'_>, seat: usize) -> Option<Reply> {
            match board.stage {
                Stage::Lobby { .. } => None,
                Stage::Playing(game) | Stage::Finished(game) => match game {
                    $($(#[$meta])* AnyGame::$variant(session) => {
                        <$game as Draw>::panel(catalog, board, session, seat)
                    })+
                },
            }
        }

        fn stage_read(catalog: &Catalog, board: &Board<'_>, seat: Option<usize>) -> Option<(Vec<String>, Vec<String>)> {
            match board.stage {
                Stage::Lobby { .. } => None,
                Stage::Playing(game) | Stage::Finished(game) => match game {
                    $($(#[$meta])* AnyGame::$variant(session) => Some((
                        <$game as Draw>::read_aloud(catalog, board, session),
                        seat.map(|seat| <$game as Draw>::read_panel(catalog, board, session, seat)).unwrap_or_default(),
                    )),)+
                },
            }
        }

        fn stage_explain(catalog: &Catalog, board: &Board<'_>) -> Option<Reply> {
            match board.stage {
                Stage::Lobby { .. } => None,
                Stage::Playing(game) | Stage::Finished(game) => match game {
                    $($(#[$meta])* AnyGame::$variant(session) => {
                        <$game as Draw>::explain(catalog, board, session)
                    })+
                },
            }
        }

        /// What happened at the table of `stage` since `seat`'s last move, in lines (see
        /// [`Draw::story`]); `None` outside a game, or when nothing did.
        fn stage_story(catalog: &Catalog, locale: Locale, stage: &Stage, seat: usize) -> Option<Vec<String>> {
            match stage {
                Stage::Lobby { .. } => None,
                Stage::Playing(game) | Stage::Finished(game) => match game {
                    $($(#[$meta])* AnyGame::$variant(session) => {
                        session.since_last_move(seat).map(|since| <$game as Draw>::story(catalog, locale, &since))
                    })+
                },
            }
        }

        fn stage_what_changed(
            catalog: &Catalog,
            board: &Board<'_>,
            seat: usize,
            control: (&str, &[String]),
        ) -> Option<String> {
            match board.stage {
                Stage::Lobby { .. } => None,
                Stage::Playing(game) | Stage::Finished(game) => match game {
                    $($(#[$meta])* AnyGame::$variant(session) => {
                        <$game as Draw>::what_changed(catalog, board, session, seat, control)
                    })+
                },
            }
        }

        /// The rules of a game (by slug), for the user who asked; `None` for a slug of no game.
        pub fn rules(catalog: &Catalog, locale: Locale, slug: &str) -> Option<Reply> {
            $($(#[$meta])* if slug == <$game as TableGame>::SLUG {
                return Some(<$game as Draw>::rules(catalog, locale));
            })+
            None
        }
    };
}

table_games!(draw);

/// What a table's board is drawn from.
#[derive(Debug, Clone, Copy)]
pub struct Board<'a> {
    pub channel: u64,
    /// The table's id: written into private panels, so a panel of an earlier game in the
    /// channel does nothing in a newer one.
    pub table: u64,
    /// Written into every component, so a click on an outdated board is recognized.
    pub rev: u64,
    /// The board's language.
    pub locale: Locale,
    pub host: u64,
    pub stage: &'a Stage,
    /// Who ended the game before its end.
    pub ended_by: Option<&'a str>,
    /// The turn clock, for tables that keep time.
    pub timing: Option<Timing>,
    /// A game played alone: the player's best result and the server's, to beat.
    pub solo_best: Option<SoloBest>,
    /// The table is where the bot may only answer requests: its lobby says what that means.
    pub answers_only: bool,
}

/// The best results of solo games (fewest turns), shown on a solo board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SoloBest {
    /// The player's own best on this server; `None` before their first finished solo game.
    pub own: Option<u32>,
    /// The server's best: who, and in how many turns.
    pub server: Option<(u64, u32)>,
}

/// A table's turn clock as its board shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timing {
    /// Seconds a turn may take.
    pub limit: Option<u64>,
    /// Seconds into a turn when the player is reminded.
    pub reminder: Option<u64>,
    /// The `when_absent` code name (`skip`, `ai`, `remove`).
    pub absent: &'static str,
    pub remove_after: u32,
    /// Unix seconds when the current turn's limit is reached.
    pub deadline: Option<u64>,
}

/// The public board of any table.
pub fn board(catalog: &Catalog, board: &Board<'_>) -> Reply {
    if let Some(name) = board.ended_by {
        let mut args = FluentArgs::new();
        args.set("name", user_text::name(name));
        return Reply {
            content: Some(catalog.text(board.locale, "end-done", Some(&args))),
            ..Reply::default()
        };
    }
    let mut reply = stage(catalog, board);
    if matches!(board.stage, Stage::Finished(_)) {
        reply.rows.push(outcome::rematch_row(catalog, board));
    }
    // 📜 The catch-up digest, for a game where others move between one's turns.
    if let Stage::Playing(game) = board.stage {
        if game.play().seats().len() > 1 {
            let label = catalog.text(board.locale, "button-since", None);
            let since =
                common::board_button(board, Token::Since, label, Some("📜"), ButtonStyle::Secondary, false);
            common::add_button(&mut reply.rows, since);
        }
    }
    // 🔊 The board in sentences, for screen readers: on every board of a game, the last one
    // too (a lobby's embed is plain text already).
    if let Stage::Playing(_) | Stage::Finished(_) = board.stage {
        let label = catalog.text(board.locale, "button-read", None);
        let read = common::board_button(board, Token::Read, label, Some("🔊"), ButtonStyle::Secondary, false);
        common::add_button(&mut reply.rows, read);
    }
    if let (Some(timing), Some(embed)) = (board.timing, reply.embed.as_mut()) {
        let line = match board.stage {
            Stage::Lobby { .. } => Some(format!(
                "{} · {}",
                common::pace_label(catalog, board.locale, timing.limit),
                common::timing_line(catalog, board.locale, &timing)
            )),
            Stage::Playing(_) => timing.deadline.map(|at| {
                let mut args = FluentArgs::new();
                // Unix seconds as text: a number would be formatted with separators.
                args.set("at", at.to_string());
                catalog.text(board.locale, "clock-turn-ends", Some(&args))
            }),
            Stage::Finished(_) => None,
        };
        if let Some(line) = line {
            embed.description = format!("{}\n{line}", embed.description).trim_start().to_owned();
        }
    }
    if let Some(embed) = reply.embed.as_mut() {
        for line in away::board_lines(catalog, board.locale, board.stage) {
            embed.description = format!("{}\n{line}", embed.description).trim_start().to_owned();
        }
    }
    if let (Some(line), Some(embed)) =
        (fairness::board_line(catalog, board.locale, board.stage), reply.embed.as_mut())
    {
        embed.footer = Some(match embed.footer.take() {
            Some(footer) => format!("{footer}\n{line}"),
            None => line,
        });
    }
    reply.locale = Some(board.locale);
    reply
}

/// The private panel of `seat` at the table of `board`, as an ephemeral message; `None`
/// outside a game, or for a game without hidden information.
pub fn panel(catalog: &Catalog, board: &Board<'_>, seat: usize) -> Option<Reply> {
    stage_panel(catalog, board, seat).map(|reply| Reply { ephemeral: true, ..reply })
}

/// 🔊 The board of `board` in plain sentences, for the reader alone (see
/// [`Draw::read_aloud`]), within Discord's bounds; `None` outside a game.
pub fn read_aloud(catalog: &Catalog, board: &Board<'_>) -> Option<Reply> {
    let (lines, _) = stage_read(catalog, board, None)?;
    Some(spoken::reply(catalog, board.locale, "read-title", lines))
}

/// The private panel of `seat` in plain sentences, for a player who asked for text boards
/// (`/oink settings`): what only they see ([`Draw::read_panel`]), then the board as
/// [`read_aloud`] says it, with the panel's controls; no picture, no emoji art.
pub fn spoken_panel(catalog: &Catalog, board: &Board<'_>, seat: usize) -> Option<Reply> {
    let drawn = panel(catalog, board, seat)?;
    let (public, private) = stage_read(catalog, board, Some(seat))?;
    let lines = private.into_iter().chain(public).collect();
    Some(Reply { rows: drawn.rows, ..spoken::reply(catalog, board.locale, "read-panel-title", lines) })
}

/// What the current phase of the game at `board` is about, for the reader alone (see
/// [`Draw::explain`]); `None` outside a game, or for a game that does not explain itself.
pub fn explain(catalog: &Catalog, board: &Board<'_>) -> Option<Reply> {
    stage_explain(catalog, board).map(|reply| Reply { ephemeral: true, ..reply })
}

/// What changed under `seat`'s refused panel control `(token, values)` at the table of
/// `board` (see [`Draw::what_changed`]).
pub fn what_changed(
    catalog: &Catalog,
    board: &Board<'_>,
    seat: usize,
    control: (&str, &[String]),
) -> Option<String> {
    stage_what_changed(catalog, board, seat, control)
}

/// A command option with a value the command does not take: the option and the values it
/// takes, both as the user's client shows them.
pub fn bad_option(catalog: &Catalog, locale: Locale, option: &str, allowed: &[String]) -> Reply {
    let allowed = match allowed {
        [] => String::new(),
        [only] => only.clone(),
        [first @ .., last] => {
            let mut args = FluentArgs::new();
            args.set("first", first.join(", "));
            args.set("last", last.clone());
            catalog.text(locale, "option-or", Some(&args))
        }
    };
    let mut args = FluentArgs::new();
    args.set("option", option.to_owned());
    args.set("allowed", allowed);
    Reply::notice(catalog.text(locale, "option-invalid", Some(&args)))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::games::registry::TABLE_GAMES;

    /// Each game's rules are its own (Space-Schweine once got the pigs' rules), and a rules
    /// page with a title names its game.
    #[test]
    fn every_game_gets_its_own_rules() {
        let catalog = Catalog::embedded().expect("catalog");
        let pages: Vec<Reply> =
            TABLE_GAMES.iter().map(|game| rules(&catalog, Locale::EnUs, game.slug).expect("rules")).collect();
        for (game, page) in TABLE_GAMES.iter().zip(&pages) {
            if let Some(embed) = &page.embed {
                let name = catalog.text(Locale::EnUs, &format!("game-{}-name", game.slug), None);
                assert!(embed.title.contains(&name), "{}: {}", game.slug, embed.title);
            }
        }
        assert!(pages.iter().any(|page| page.embed.is_some()), "{pages:?}");
        for (i, a) in pages.iter().enumerate() {
            assert!(pages[i + 1..].iter().all(|b| b != a), "{pages:?}");
        }
        assert_eq!(rules(&catalog, Locale::EnUs, "chess"), None);
    }

    /// Issue 29: Discord shows a timestamp (`<t:…:R>`) in the reader's language, so none may
    /// stand inside a sentence ("This turn ends in 59 Sekunden", "since 1 second ago"): in every
    /// locale's catalog, a timestamp follows a label's colon (or an emoji) and ends its clause.
    #[test]
    fn timestamps_stand_apart_from_sentences_in_every_catalog() {
        let mut seen = 0;
        for locale in Locale::ALL {
            for (file, source) in crate::i18n::sources(locale) {
                for line in source.lines().filter(|line| !line.starts_with('#')) {
                    let mut rest = line;
                    while let Some(start) = rest.find("<t:") {
                        seen += 1;
                        let before = rest[..start].trim_end_matches(' ');
                        let end = rest[start..].find(":R>").map(|e| start + e + 3).unwrap_or(rest.len());
                        let after = &rest[end..];
                        let where_ = format!("{}/{file}: {line}", locale.code());
                        assert!(before.ends_with(':') || before.ends_with('⏳'), "a label before: {where_}");
                        assert!(
                            after.is_empty() || after.starts_with(" ·") || after.starts_with(" {"),
                            "nothing after but a separator: {where_}"
                        );
                        rest = after;
                    }
                }
            }
        }
        assert!(seen >= 9, "the turn's end and /oink games' times, in three locales: {seen}");
    }

    /// `/oink games` says which language it is in, so the playground shows its times in it.
    #[test]
    fn a_list_with_times_carries_its_language() {
        let catalog = Catalog::embedded().expect("catalog");
        let page = games::my_games(&catalog, Locale::De, &games::MyGames::default());
        assert_eq!(page.locale, Some(Locale::De));
    }
}
