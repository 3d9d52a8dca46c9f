//! The picture's alt text (issue 54): what the map shows, in words a screen reader speaks.
//! Discord sends an attachment's description (at most 1,024 characters) to screen readers
//! and shows it on demand; the playground puts it on the `<img>`. It says what a sighted
//! player reads off the picture, in the same order: the round and phase, the hexes by kind
//! under their names, where each clan stands, the AI pigs, the battle and the last move.

use fluent_bundle::FluentValue;

use super::{EATEN_ID, FACE_DOWN_ID, LastMove, Words, hex_kind_id, troop_label};
use crate::games::space_pigs::{HexView, View};
use crate::i18n::{Catalog, Locale};
use crate::render::user_text::truncate;

/// Discord's bound on an attachment's description.
pub const MOST: usize = 1024;

/// The alt text of the picture of `view`, in `locale`, within [`MOST`] characters.
pub fn alt_text(view: &View, last_move: Option<LastMove>, catalog: &Catalog, locale: Locale) -> String {
    let words = Words { catalog, locale };
    let mut parts = vec![format!("{}.", words.title(view.round, view.phase))];
    // The hexes by kind, each in reading order, the kinds as they first appear: "red: A1, C2;
    // yellow: A4".
    let mut reading: Vec<&HexView> = view.hexes.iter().collect();
    reading.sort_by_key(|h| (h.cell.at.r, h.cell.at.q));
    let mut kinds: Vec<(&str, Vec<&str>)> = Vec::new();
    for hex in reading {
        let id = match (hex.face_down, hex.eaten.is_some()) {
            (true, _) => FACE_DOWN_ID,
            (false, true) => EATEN_ID,
            (false, false) => hex_kind_id(hex.cell.tile.hex, hex.cell.tile.family),
        };
        match kinds.iter_mut().find(|(kind, _)| *kind == id) {
            Some((_, names)) => names.push(&hex.name),
            None => kinds.push((id, vec![&hex.name])),
        }
    }
    let hexes: Vec<String> = kinds
        .iter()
        .map(|(id, names)| format!("{}: {}", words.text(id, &[]).to_lowercase(), names.join(", ")))
        .collect();
    parts.push(words.text("space-pigs-alt-hexes", &[("hexes", hexes.join("; ").into())]));
    for (seat, clan) in view.seats.iter().enumerate() {
        let standing: Vec<String> =
            view.groups_of(seat).map(|(name, g)| format!("{name} {}", troop_label(g.troops))).collect();
        let args: [(&str, FluentValue<'_>); 3] = [
            ("number", (seat + 1).into()),
            ("name", clan.name.clone().into()),
            ("troops", standing.join(", ").into()),
        ];
        parts.push(words.text(
            if standing.is_empty() { "space-pigs-alt-clan-none" } else { "space-pigs-alt-clan" },
            &args,
        ));
    }
    let ai: Vec<String> =
        view.hexes.iter().filter_map(|h| h.ai.map(|stack| format!("{} ×{}", h.name, stack.count))).collect();
    if !ai.is_empty() {
        parts.push(words.text("space-pigs-alt-ai", &[("stacks", ai.join(", ").into())]));
    }
    if let Some(battle) = &view.battle {
        parts.push(words.text("space-pigs-alt-battle", &[("hex", view.hex_name(battle.at).into())]));
    }
    if let Some(moved) = last_move {
        let args = [("from", view.hex_name(moved.from).into()), ("to", view.hex_name(moved.to).into())];
        parts.push(words.text("space-pigs-alt-move", &args));
    }
    truncate(&parts.join(" "), MOST)
}
