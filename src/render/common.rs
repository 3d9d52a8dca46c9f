//! What every game's board shares: the lobby, menus, names, texts that fit Discord's limits,
//! the rules embed and the end confirmation. No game renderer imports another; they all import
//! this.

use fluent_bundle::{FluentArgs, FluentValue};

use super::Board;
use super::reply::{Button, ButtonStyle, Embed, Field, Reply, Row, Select, SelectOption};
use super::user_text::{self, mention};
pub use super::user_text::{MAX_NAME, truncate};
use crate::component::{ComponentId, Token};
use crate::games::ai::Level;
use crate::games::registry::Stage;
use crate::games::seam::Seat;
use crate::i18n::{Catalog, Locale};

/// The side-bar colour of Oink's embeds.
pub const OINK_PINK: u32 = 0xF4_8F_B1;

/// Discord's limits (also asserted by the tests at the extremes).
pub const MAX_OPTIONS: usize = 25;
pub const MAX_FIELD: usize = 1024;
/// An embed's other parts, in characters (the playground cuts what it keeps to them).
pub const MAX_TITLE: usize = 256;
pub const MAX_DESCRIPTION: usize = 4096;
pub const MAX_FIELD_NAME: usize = 256;
pub const MAX_FOOTER: usize = 2048;
pub const MAX_FIELDS: usize = 25;

/// Each seat's colour, in seat order: a circle before its name, and the board's side bar on
/// its turn and when it wins. Circles, because the pigs' tiles are squares.
const SEAT_COLOURS: [(&str, u32); 6] = [
    ("🔵", 0x55_AC_EE),
    ("🟢", 0x78_B1_59),
    ("🟣", 0xAA_8E_D6),
    ("🟠", 0xF4_90_0C),
    ("🔴", 0xDD_2E_44),
    ("🟤", 0xC1_69_4F),
];

/// The circle of seat `seat`.
pub fn seat_circle(seat: usize) -> &'static str {
    SEAT_COLOURS[seat % SEAT_COLOURS.len()].0
}

/// The side-bar colour of seat `seat`.
pub fn seat_colour(seat: usize) -> u32 {
    SEAT_COLOURS[seat % SEAT_COLOURS.len()].1
}

pub fn text(catalog: &Catalog, locale: Locale, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        fluent.set(*name, value.clone());
    }
    catalog.text(locale, id, Some(&fluent))
}

/// Joins lines, dropping the oldest ones with a "…" when they would exceed `limit` characters.
pub fn fit(lines: Vec<String>, limit: usize) -> String {
    let mut total: usize = lines.iter().map(|l| l.chars().count() + 1).sum();
    let mut start = 0;
    while total > limit && start < lines.len() {
        total -= lines[start].chars().count() + 1;
        start += 1;
    }
    let kept = lines[start..].join("\n");
    if start > 0 { format!("…\n{kept}") } else { kept }
}

/// The name of seat `index` as text shows it (escaped, cut; see [`user_text`]).
pub fn name_of(seats: &[Seat], index: usize) -> String {
    seats.get(index).map_or_else(|| format!("#{}", index.saturating_add(1)), |s| user_text::name(&s.name))
}

/// The name of seat `index` in a label of a button or a menu, which shows no markdown.
pub fn label_of(seats: &[Seat], index: usize) -> String {
    seats.get(index).map_or_else(|| format!("#{}", index.saturating_add(1)), |s| user_text::label(&s.name))
}

/// A button of a table's board, drawn at the board's revision.
/// Adds `button` to the last row of buttons if it has room, else in a row of its own below
/// (Discord allows five buttons a row and five rows); with no room at all it is left out.
pub fn add_button(rows: &mut Vec<Row>, button: Button) {
    let count = rows.len();
    match rows.last_mut() {
        Some(Row::Buttons(buttons)) if buttons.len() < 5 => buttons.push(button),
        _ if count < 5 => rows.push(Row::Buttons(vec![button])),
        _ => {}
    }
}

pub fn board_button(
    board: &Board<'_>,
    token: Token,
    label: String,
    emoji: Option<&str>,
    style: ButtonStyle,
    disabled: bool,
) -> Button {
    Button {
        custom_id: board_id(board, token),
        label,
        emoji: emoji.map(str::to_owned),
        style,
        disabled,
        pressed: None,
    }
}

/// The `custom_id` of a component of a table's board.
pub fn board_id(board: &Board<'_>, token: Token) -> String {
    ComponentId::Table { channel: board.channel, rev: board.rev, token }.encode()
}

/// The `custom_id` of a control on a private panel drawn after its player's `stamp` moves
/// (see [`crate::games::seam::Play::moves_by`]).
pub fn panel_id(board: &Board<'_>, stamp: u64, token: Token) -> String {
    ComponentId::Panel { channel: board.channel, table: board.table, stamp, token }.encode()
}

/// The options a table was opened with, as its `new` command names them in the board's
/// language: `variant: veteran pigs · two_player_end: 3 · finish_round: ✅`. `values` are code
/// names (`veteran`, `3`, `true`).
pub fn options_line(catalog: &Catalog, locale: Locale, command: &str, values: &[(&str, String)]) -> String {
    let id = format!("{command}-new");
    let shown: Vec<String> = values
        .iter()
        .map(|(option, value)| {
            let name = catalog.attribute(locale, &id, option).unwrap_or_else(|| (*option).to_owned());
            format!("{name}: {}", option_value(catalog, locale, value))
        })
        .collect();
    format!("⚙️ {}", shown.join(" · "))
}

/// The options a table was opened with, in words rather than as the command's option names:
/// each `(message, value)` is a catalog message taking the option's `$value` in the board's
/// language (`Scoring: veteran pigs (award cards)`). `values` are code names (`veteran`, `3`,
/// `true`); a game lists only the options that apply to its table.
pub fn settings_line(catalog: &Catalog, locale: Locale, values: &[(&str, String)]) -> String {
    let shown: Vec<String> = values
        .iter()
        .map(|(message, value)| {
            text(catalog, locale, message, &[("value", option_value(catalog, locale, value).into())])
        })
        .collect();
    if shown.is_empty() { String::new() } else { format!("⚙️ {}", shown.join(" · ")) }
}

/// An option's value as a board shows it: a flag as ✅ or ❌, a choice by its label
/// (`choice-<code>`), anything else (a number) as it is.
fn option_value(catalog: &Catalog, locale: Locale, value: &str) -> String {
    match value {
        "true" => "✅".to_owned(),
        "false" => "❌".to_owned(),
        other => catalog.exact(locale, &format!("choice-{other}")).unwrap_or_else(|| other.to_owned()),
    }
}

/// How a duration reads on a board and in a reminder (`1d 12h`, `45m`): units every language
/// of the bot reads.
pub fn short_duration(secs: u64) -> String {
    let (days, hours, minutes) = (secs / 86_400, secs % 86_400 / 3600, secs % 3600 / 60);
    let parts: Vec<String> = [(days, "d"), (hours, "h"), (minutes, "min")]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, unit)| format!("{n} {unit}"))
        .collect();
    if parts.is_empty() { format!("{secs} s") } else { parts.join(" ") }
}

/// A table's pace from its turn limit: `live` without one or with at most two hours (a game
/// for one sitting), `daily` with up to two days, `slow` beyond.
pub fn pace(limit: Option<u64>) -> &'static str {
    match limit {
        None => "live",
        Some(secs) if secs <= 2 * 3600 => "live",
        Some(secs) if secs <= 2 * 86_400 => "daily",
        Some(_) => "slow",
    }
}

/// The pace label as the lobby and `/oink games` show it (`⚡ live`, `📅 daily`, `🐢 slow`).
pub fn pace_label(catalog: &Catalog, locale: Locale, limit: Option<u64>) -> String {
    catalog.text(locale, &format!("pace-{}", pace(limit)), None)
}

/// A lobby's line about the turn clock: `⏱️ turn limit: 1d · reminder: 12h · when absent: skip`.
pub fn timing_line(catalog: &Catalog, locale: Locale, timing: &super::Timing) -> String {
    let short = |secs: Option<u64>| match secs {
        Some(secs) => short_duration(secs),
        None => catalog.text(locale, "clock-off", None),
    };
    let mut args = FluentArgs::new();
    args.set("limit", short(timing.limit));
    args.set("reminder", short(timing.reminder));
    args.set("absent", catalog.text(locale, &format!("choice-{}", timing.absent), None));
    args.set("after", timing.remove_after);
    let id = if timing.absent == "remove" { "clock-line-remove" } else { "clock-line" };
    catalog.text(locale, id, Some(&args))
}

/// The lobby of any game: seats, Join / Leave / Start; `intro` names the catalog message,
/// `options` is the line of the options chosen ([`options_line`]).
pub fn lobby(
    catalog: &Catalog,
    board: &Board<'_>,
    seats: &[Seat],
    title: String,
    (intro, options): (&str, String),
    players: std::ops::RangeInclusive<usize>,
) -> Reply {
    let (locale, min, max) = (board.locale, *players.start(), *players.end());
    let list: Vec<String> = seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let host = if s.user == board.host {
                format!(" · {}", catalog.text(locale, "lobby-host", None))
            } else {
                String::new()
            };
            let level =
                s.ai.map(|level| format!(" · {}", catalog.text(locale, &format!("ai-level-{level}"), None)))
                    .unwrap_or_default();
            format!("{}. {}{level}{host}", i + 1, mention(s))
        })
        .collect();
    let seats_text =
        if list.is_empty() { catalog.text(locale, "lobby-empty", None) } else { list.join("\n") };
    let button = |token, label: &str, style, disabled| {
        board_button(board, token, catalog.text(locale, label, None), None, style, disabled)
    };
    let full = seats.len() >= max;
    Reply {
        content: None,
        embed: Some(Embed {
            title,
            description: [
                text(catalog, locale, intro, &[("count", seats.len().into())]),
                options,
                if board.answers_only {
                    catalog.text(locale, "lobby-answers-only", None)
                } else {
                    String::new()
                },
            ]
            .into_iter()
            .filter(|line| !line.is_empty())
            .collect::<Vec<_>>()
            .join("\n"),
            fields: vec![Field {
                name: catalog.text(locale, "lobby-seats", None),
                value: seats_text,
                inline: false,
            }],
            colour: OINK_PINK,
            footer: Some(catalog.text(locale, "lobby-footer", None)),
            image: None,
        }),
        rows: {
            let mut buttons = vec![
                button(Token::Join, "button-join", ButtonStyle::Success, full),
                button(Token::Leave, "button-leave", ButtonStyle::Secondary, false),
                button(Token::Start, "button-start", ButtonStyle::Primary, seats.len() < min),
            ];
            if seats.iter().any(|s| s.ai.is_some()) {
                buttons.push(button(Token::DropAi, "button-drop-ai", ButtonStyle::Secondary, false));
            }
            let mut rows = vec![Row::Buttons(buttons)];
            if !full {
                rows.push(add_ai_menu(catalog, board));
            }
            rows
        },
        ..Reply::default()
    }
}

/// The lobby's menu to seat a computer player: one option for each level the game plays,
/// described as it plays in this game (its [`crate::games::seam::TableGame::AI_LEVELS`]).
fn add_ai_menu(catalog: &Catalog, board: &Board<'_>) -> Row {
    let locale = board.locale;
    let levels: &[(Level, &str)] = match board.stage {
        Stage::Lobby { setup, .. } => setup.ai_levels(),
        Stage::Playing(_) | Stage::Finished(_) => &[],
    };
    let options = levels
        .iter()
        .map(|&(level, about)| SelectOption {
            value: level.name().to_owned(),
            label: catalog.text(locale, &format!("ai-level-{level}"), None),
            description: Some(catalog.text(locale, about, None)),
            emoji: Some("🤖".to_owned()),
        })
        .collect();
    Row::Select(Select {
        custom_id: board_id(board, Token::AddAi),
        placeholder: catalog.text(locale, "menu-add-ai", None),
        options,
        min_values: 1,
        max_values: 1,
    })
}

/// Splits options over as many menus as needed (25 options each, at most 4 menus: the fifth
/// row is kept for a button). A game with longer lists takes its choice in steps: no menu of
/// any game here needs more than these 100 options.
pub fn menus(
    catalog: &Catalog,
    locale: Locale,
    options: Vec<SelectOption>,
    id: impl Fn(u8) -> String,
    placeholder: &str,
) -> Vec<Row> {
    let chunks: Vec<Vec<SelectOption>> = options.chunks(MAX_OPTIONS).map(<[SelectOption]>::to_vec).collect();
    let count = chunks.len();
    chunks
        .into_iter()
        .take(4)
        .enumerate()
        .map(|(n, options)| {
            let mut label = catalog.text(locale, placeholder, None);
            if count > 1 {
                label = format!("{label} ({}/{count})", n + 1);
            }
            Row::Select(Select {
                custom_id: id(n as u8),
                placeholder: label,
                options,
                min_values: 1,
                max_values: 1,
            })
        })
        .collect()
}

/// A game's rules for the user who asked: `{prefix}-title`, `{prefix}-goal`, then one field per
/// section (`{prefix}-{section}` and its `-title`), with the board's legend as footer.
pub fn rules_embed(
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
            Field {
                name: catalog.text(locale, &format!("{id}-title"), None),
                value: catalog.text(locale, &id, None),
                inline: false,
            }
        })
        .collect();
    Reply {
        content: None,
        embed: Some(Embed {
            title: format!("{icon} {}", catalog.text(locale, &format!("{prefix}-title"), None)),
            description: catalog.text(locale, &format!("{prefix}-goal"), None),
            fields,
            colour: OINK_PINK,
            footer: Some(catalog.text(locale, legend, None)),
            image: None,
        }),
        rows: Vec::new(),
        ephemeral: true,
        ..Reply::default()
    }
}

/// "Really end this table?" with Yes / Cancel, for the user who asked; the answer names the
/// table, so it cannot end a newer one.
pub fn end_confirmation(catalog: &Catalog, locale: Locale, channel: u64, table: u64) -> Reply {
    let button = |confirm, label: &str, style| Button {
        custom_id: ComponentId::EndTable { channel, table, confirm }.encode(),
        label: catalog.text(locale, label, None),
        emoji: None,
        style,
        disabled: false,
        pressed: None,
    };
    Reply {
        content: Some(catalog.text(locale, "end-confirm", None)),
        embed: None,
        rows: vec![Row::Buttons(vec![
            button(true, "button-end-yes", ButtonStyle::Danger),
            button(false, "button-end-no", ButtonStyle::Secondary),
        ])],
        ephemeral: true,
        ..Reply::default()
    }
}

/// What an old board shows once a fresh one was posted below.
pub fn moved_notice(catalog: &Catalog, locale: Locale) -> Reply {
    Reply { content: Some(catalog.text(locale, "board-moved", None)), ..Reply::default() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_short() {
        assert_eq!(short_duration(60), "1 min");
        assert_eq!(short_duration(129_600), "1 d 12 h");
        assert_eq!(short_duration(90 * 60), "1 h 30 min");
        assert_eq!(short_duration(30), "30 s");
    }
}
