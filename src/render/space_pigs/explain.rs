//! 📖 "What now?" on the board: what the current phase is about, in a few sentences of the
//! reader's language, with how a clan wins under the table's rules. It reads only the public
//! view, so it tells nothing a player could not see on the board.

use super::{COLOUR, phase};
use crate::games::space_pigs::{Game, RuleSet};
use crate::i18n::{Catalog, Locale};
use crate::render::common::text;
use crate::render::reply::{Embed, Reply};
use crate::render::space_pigs_map;

/// The explanation of `game`'s current phase.
pub(super) fn current_phase(catalog: &Catalog, locale: Locale, game: &Game) -> Reply {
    let view = game.view(game.players.len());
    let full = view.rules == RuleSet::Full;
    // Every phase name has its explanation beside it in the catalog (a test checks).
    let about = space_pigs_map::phase_id(view.phase)
        .map(|id| id.replacen("space-pigs-phase-", "space-pigs-explain-", 1))
        .map(|id| text(catalog, locale, &id, &[("full", full.to_string().into())]))
        .unwrap_or_default();
    let goal = catalog.text(locale, if full { "space-pigs-how-to-win" } else { "rules-space-goal" }, None);
    let panel = catalog.text(locale, "space-pigs-explain-panel", None);
    Reply {
        embed: Some(Embed {
            title: text(
                catalog,
                locale,
                "space-pigs-explain-title",
                &[("phase", phase(catalog, locale, view.phase).into())],
            ),
            description: [about, goal, panel].join("\n\n"),
            colour: COLOUR,
            ..Embed::default()
        }),
        ephemeral: true,
        ..Reply::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every phase the engine names (the picture's list) is explained in every language, in
    /// that language's own words, under both rule sets.
    #[test]
    fn every_phase_is_explained_in_every_language() {
        let catalog = Catalog::embedded().expect("catalog");
        let phases = [
            "build",
            "deploy",
            "draw",
            "travel",
            "extra_window",
            "combat",
            "reorganise",
            "reinforce",
            "settlers",
            "return",
            "markers",
            "election",
            "ai_arrival",
            "ai_moves",
            "over",
        ];
        for name in phases {
            let id = space_pigs_map::phase_id(name).expect("a phase").replacen("phase", "explain", 1);
            for full in ["true", "false"] {
                let english = text(&catalog, Locale::EnUs, &id, &[("full", full.into())]);
                assert!(english.len() > 60 && !english.starts_with("space-pigs"), "{id}: {english}");
                for locale in [Locale::De, Locale::Fr] {
                    let own = text(&catalog, locale, &id, &[("full", full.into())]);
                    assert!(own != english && own.len() > 60, "{id} in {locale:?}: {own}");
                }
            }
        }
    }
}
