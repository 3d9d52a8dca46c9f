//! Away mode on screen: the line a board and the table show for a player who is away
//! (`/oink away`), until when and what happens to their turns.

use fluent_bundle::FluentArgs;

use super::user_text;
use crate::games::registry::Stage;
use crate::games::seam::Away;
use crate::i18n::{Catalog, Locale};

/// The most characters of a reason a board shows.
pub const MAX_REASON: usize = 100;

/// "💤 Ann is away until …: their turns wait for them." and the reason, if given; `name` is
/// already escaped.
pub fn line(catalog: &Catalog, locale: Locale, name: &str, away: &Away) -> String {
    let mut args = FluentArgs::new();
    args.set("name", name.to_owned());
    // Unix seconds as text: a number would be formatted with separators.
    args.set("until", away.until.to_string());
    let id = if away.computer { "table-away-computer" } else { "table-away-wait" };
    let line = catalog.text(locale, id, Some(&args));
    match &away.reason {
        Some(why) => format!("{line} {}", reason(catalog, locale, why)),
        None => line,
    }
}

/// A reason as the player gave it, quoted the language's way and escaped.
pub fn reason(catalog: &Catalog, locale: Locale, raw: &str) -> String {
    let mut args = FluentArgs::new();
    args.set("reason", user_text::escape(&user_text::truncate(raw, MAX_REASON)));
    catalog.text(locale, "away-reason", Some(&args))
}

/// The lines of a running game's board for its players who are away.
pub fn board_lines(catalog: &Catalog, locale: Locale, stage: &Stage) -> Vec<String> {
    let Stage::Playing(game) = stage else { return Vec::new() };
    game.play()
        .seats()
        .iter()
        .filter_map(|seat| {
            seat.away.as_ref().map(|away| line(catalog, locale, &user_text::name(&seat.name), away))
        })
        .collect()
}
