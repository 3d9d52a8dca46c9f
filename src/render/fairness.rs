//! Verifiable dice on screen (issue 35): the commitment line every board of a running game
//! carries, the seed line of its final board, and `/oink fairness`, which explains both.

use fluent_bundle::FluentArgs;

use super::OINK_PINK;
use super::reply::{Embed, Field, Reply};
use crate::games::registry::Stage;
use crate::i18n::{Catalog, Locale};

/// The board's fairness line: while the game runs, the short commitment (never the seed,
/// which would tell every die to come); once it is over, the seed and the whole commitment,
/// to copy for `oink replay --verify`. `None` in a lobby and for a game started before
/// tables committed, which has nothing to show.
pub fn board_line(catalog: &Catalog, locale: Locale, stage: &Stage) -> Option<String> {
    let (game, over) = match stage {
        Stage::Lobby { .. } => return None,
        Stage::Playing(game) => (game, false),
        Stage::Finished(game) => (game, true),
    };
    let play = game.play();
    let commitment = play.commitment()?;
    let mut args = FluentArgs::new();
    if over {
        // As text: a number would be formatted with separators, and copied wrong.
        args.set("seed", play.seed().to_string());
        args.set("commitment", commitment.hash.clone());
        Some(catalog.text(locale, "board-seed", Some(&args)))
    } else {
        args.set("short", commitment.short().to_owned());
        Some(catalog.text(locale, "board-commitment", Some(&args)))
    }
}

/// `/oink fairness`: what the commitment is, why the seed stays secret until the end, and how
/// to check a game with `oink replay --verify`; for the user who asked.
pub fn page(catalog: &Catalog, locale: Locale) -> Reply {
    let field = |section: &str| Field {
        name: catalog.text(locale, &format!("fairness-{section}-title"), None),
        value: catalog.text(locale, &format!("fairness-{section}"), None),
        inline: false,
    };
    Reply {
        embed: Some(Embed {
            title: catalog.text(locale, "fairness-title", None),
            description: catalog.text(locale, "fairness-intro", None),
            fields: ["commitment", "secret", "check"].into_iter().map(field).collect(),
            colour: OINK_PINK,
            footer: Some(catalog.text(locale, "fairness-footer", None)),
            image: None,
        }),
        ephemeral: true,
        ..Reply::default()
    }
}
