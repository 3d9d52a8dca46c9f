//! Pure rendering: state + viewer + locale ⇒ [`Reply`]. No Discord types, no I/O.
//!
//! Each game draws its own board (`render/<game>.rs`) from [`common`]'s widgets; this module
//! holds the one `match` that picks the game's renderer.

pub mod common;
pub mod help;
pub mod reply;
pub mod three_pigs;
pub mod wuerfelhaus;

pub use common::{OINK_PINK, end_confirmation, moved_notice};
pub use reply::Reply;

use fluent_bundle::FluentArgs;

use crate::games::GameKind;
use crate::games::registry::{AnyGame, AnyOptions, Stage};
use crate::i18n::{Catalog, Locale};

/// What a table's board is drawn from.
#[derive(Debug, Clone, Copy)]
pub struct Board<'a> {
    pub channel: u64,
    /// Written into every component, so a click on an outdated board is recognized.
    pub rev: u64,
    /// The board's language.
    pub locale: Locale,
    pub host: u64,
    pub stage: &'a Stage,
    /// Who ended the game before its end.
    pub ended_by: Option<&'a str>,
}

/// The public board of any table.
// Every game is drawn by name: a new game is a compile error here, never another game's board.
#[deny(clippy::wildcard_enum_match_arm)]
pub fn board(catalog: &Catalog, board: &Board<'_>) -> Reply {
    if let Some(name) = board.ended_by {
        let mut args = FluentArgs::new();
        args.set("name", name.to_owned());
        return Reply {
            content: Some(catalog.text(board.locale, "end-done", Some(&args))),
            ..Reply::default()
        };
    }
    match board.stage {
        Stage::Lobby { seats, setup, .. } => match setup {
            AnyOptions::ThreePigs(options) => three_pigs::lobby(catalog, board, seats, options),
            AnyOptions::Wuerfelhaus(_) => wuerfelhaus::lobby(catalog, board, seats),
            #[cfg(test)]
            AnyOptions::Toy(_) => crate::games::toy::lobby(catalog, board, seats),
        },
        Stage::Playing(game) | Stage::Finished(game) => match game {
            AnyGame::ThreePigs(session) => three_pigs::board(catalog, board, session),
            AnyGame::Wuerfelhaus(session) => wuerfelhaus::board(catalog, board, session),
            #[cfg(test)]
            AnyGame::Toy(session) => crate::games::toy::board(board, session),
        },
    }
}

/// The rules of a game, for the user who asked.
#[deny(clippy::wildcard_enum_match_arm)]
pub fn rules(catalog: &Catalog, locale: Locale, game: GameKind) -> Reply {
    match game {
        GameKind::ThreePigs => three_pigs::rules(catalog, locale),
        GameKind::Wuerfelhaus => wuerfelhaus::rules(catalog, locale),
        // Not at a table yet: what the overview tells about it.
        GameKind::SpacePigs => help::game_info(catalog, locale, game),
    }
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

    /// Each game's rules are its own: Space-Schweine, which has no table yet, used to get the
    /// pigs' rules.
    #[test]
    fn every_game_gets_its_own_rules() {
        let catalog = Catalog::embedded().expect("catalog");
        let titles: Vec<String> = GameKind::ALL
            .into_iter()
            .map(|game| rules(&catalog, Locale::EnUs, game).embed.expect("an embed").title)
            .collect();
        assert!(titles[2].contains(&catalog.text(Locale::EnUs, "game-space-pigs-name", None)), "{titles:?}");
        for (i, a) in titles.iter().enumerate() {
            assert!(titles[i + 1..].iter().all(|b| b != a), "{titles:?}");
        }
    }
}
