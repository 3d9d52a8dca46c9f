//! Pure rendering: state + viewer + locale ⇒ [`Reply`]. No Discord types, no I/O.

pub mod custom_id;
pub mod help;
pub mod reply;
pub mod three_pigs;
pub mod wuerfelhaus;

pub use reply::Reply;

/// The side-bar colour of Oink's embeds.
pub const OINK_PINK: u32 = 0xF4_8F_B1;

use fluent_bundle::FluentArgs;

use crate::games::GameKind;
use crate::i18n::{Catalog, Locale};
use crate::table::Table;

/// The public board of any table.
pub fn board(catalog: &Catalog, table: &Table) -> Reply {
    match (&table.stage, table.game) {
        (crate::table::Stage::Lobby { seats, .. }, GameKind::Wuerfelhaus) => {
            wuerfelhaus::lobby(catalog, table, seats)
        }
        _ => three_pigs::board(catalog, table),
    }
}

/// The rules of a game, for the user who asked.
pub fn rules(catalog: &Catalog, locale: Locale, game: GameKind) -> Reply {
    match game {
        GameKind::Wuerfelhaus => wuerfelhaus::rules(catalog, locale),
        _ => three_pigs::rules(catalog, locale),
    }
}

/// What an old board shows once a fresh one was posted below.
pub fn moved_notice(catalog: &Catalog, locale: Locale) -> Reply {
    three_pigs::moved_notice(catalog, locale)
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

/// The most characters of a player's name a board shows: Discord's own limit for display
/// names. A longer name (a forged one, or from another transport) is cut for display, so it
/// cannot push a field or a menu label past Discord's limits.
pub const MAX_NAME: usize = 32;

/// A player's name as boards show it.
pub(crate) fn display_name(name: &str) -> String {
    truncate(name, MAX_NAME)
}

/// Shortens `text` to `max` characters with an ellipsis (Discord's label limits).
pub(crate) fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// A game's rules for the user who asked: `{prefix}-title`, `{prefix}-goal`, then one field per
/// section (`{prefix}-{section}` and its `-title`), with the board's legend as footer.
pub(crate) fn rules_embed(
    catalog: &Catalog,
    locale: Locale,
    icon: &str,
    prefix: &str,
    sections: &[&str],
    legend: &str,
) -> Reply {
    let fields = sections
        .iter()
        .map(|section| {
            let id = format!("{prefix}-{section}");
            reply::Field {
                name: catalog.text(locale, &format!("{id}-title"), None),
                value: catalog.text(locale, &id, None),
                inline: false,
            }
        })
        .collect();
    Reply {
        content: None,
        embed: Some(reply::Embed {
            title: format!("{icon} {}", catalog.text(locale, &format!("{prefix}-title"), None)),
            description: catalog.text(locale, &format!("{prefix}-goal"), None),
            fields,
            colour: OINK_PINK,
            footer: Some(catalog.text(locale, legend, None)),
        }),
        rows: Vec::new(),
        ephemeral: true,
    }
}

/// A button of a table's board, drawn at the table's current revision.
pub(crate) fn board_button(
    table: &Table,
    click: custom_id::Click,
    label: String,
    emoji: Option<&str>,
    style: reply::ButtonStyle,
    disabled: bool,
) -> reply::Button {
    reply::Button {
        custom_id: custom_id::ComponentId::Table { channel: table.channel, rev: table.rev, click }.encode(),
        label,
        emoji: emoji.map(str::to_owned),
        style,
        disabled,
    }
}
