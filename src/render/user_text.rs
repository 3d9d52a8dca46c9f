//! Text that users chose (display names) as the bot shows it.
//!
//! A name is the one text in the bot's messages that none of us wrote: a player may call
//! themself `@everyone`, `<@&123>` (a role), `**x**`, `# x` or `[x](https://…)`. Discord reads
//! markdown and mentions in message content and in embeds alike, so wherever a name is shown
//! as text it is escaped: a backslash goes before every character that starts markup, a
//! mention or a link wherever it stands, and before one that starts a heading, a quote or a
//! list at the start of a line, where a name often stands ("Ann bought a roof"). Discord's
//! markdown takes the backslash away again (`\*` shows `*`), so the name shows exactly as
//! written. Other characters are left alone (`Robo-Rosa`, `Dr. Oink`). Labels of buttons and
//! menus show no markdown, so there a name is only cut to length ([`label`]).
//!
//! Escaping is for display only; what pings is decided apart from the text, by the reply's
//! `mentions` (see [`super::Reply::pinging`]), and Discord gets that list as the message's
//! allowed mentions. Names are stored as given: records, exports and statistics keep them.
//! Renderers take a seat's name through [`name`] or [`mention`] (and `common::name_of`, which
//! uses it), and the table service's notices through [`name`].

use crate::games::seam::Seat;

/// The most characters of a player's name a message shows: Discord's own limit for display
/// names. A longer name (a forged one, or from another transport) is cut for display, so it
/// cannot push a field or a menu label past Discord's limits.
pub const MAX_NAME: usize = 32;

/// A name as text shows it: cut to [`MAX_NAME`] characters, then escaped.
pub fn name(raw: &str) -> String {
    escape(&label(raw))
}

/// A name where no markdown is read (a button, a menu option): cut to [`MAX_NAME`]
/// characters, line breaks and other control characters shown as spaces.
pub fn label(raw: &str) -> String {
    let plain: String = raw.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    truncate(&plain, MAX_NAME)
}

/// How texts name a seat: a mention for a person (it pings only when the reply lists the
/// user in its `mentions`), the escaped name for a computer player or a removed player.
pub fn mention(seat: &Seat) -> String {
    match seat.ai {
        _ if seat.gone => format!("💤 {}", name(&seat.name)),
        None => format!("<@{}>", seat.user),
        Some(_) => format!("🤖 {}", name(&seat.name)),
    }
}

/// The users of `seats` that [`mention`] names by a mention: the people who still play.
pub fn mentioned<'a>(seats: impl IntoIterator<Item = &'a Seat>) -> Vec<u64> {
    seats.into_iter().filter(|seat| seat.is_person()).map(|seat| seat.user).collect()
}

/// Characters that start markup (`*`, `_`, `~`, `` ` ``, `|`), a mention (`@everyone`,
/// `<@&1>`), an emoji, a timestamp or a channel (`<…>`), a masked link (`[…](…)`) or a web
/// link (`https:`) wherever they stand, and the escape itself.
const ANYWHERE: [char; 11] = ['\\', '*', '_', '~', '`', '|', '<', '[', ']', '@', ':'];

/// Characters that start a heading (`#`), a quote (`>`), a list or small text (`-`, `+`) at
/// the start of a line.
const AT_START: [char; 4] = ['#', '>', '-', '+'];

/// `text` with a backslash before each character that would start markup, a mention or a
/// link, so that Discord shows it as written. The text is taken to start a line; it holds no
/// line break ([`label`] turned them into spaces).
pub fn escape(text: &str) -> String {
    let start = text.len() - text.trim_start().len();
    // A numbered list: digits, then `.` or `)`.
    let digits = text[start..].chars().take_while(char::is_ascii_digit).count();
    let mut escaped = String::with_capacity(text.len() * 2);
    for (at, c) in text.char_indices() {
        let leading = at == start && AT_START.contains(&c);
        let numbered = digits > 0 && at == start + digits && matches!(c, '.' | ')');
        if ANYWHERE.contains(&c) || leading || numbered {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

/// Shortens `text` to `max` characters with an ellipsis (Discord's label limits).
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Removes Discord's markdown escapes as its client does (a backslash before a character
    /// that is not a letter, a digit or white space), and says whether any markup, mention or
    /// link would still be read: what a player sees, and whether it is only text.
    fn as_discord_shows(text: &str) -> (String, bool) {
        // Each character shown, and whether it was escaped.
        let mut shown: Vec<(char, bool)> = Vec::new();
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            match (c, chars.peek()) {
                ('\\', Some(&next)) if !next.is_alphanumeric() && !next.is_whitespace() => {
                    shown.push((next, true));
                    chars.next();
                }
                _ => shown.push((c, false)),
            }
        }
        let live =
            |at: usize, among: &str| shown.get(at).is_some_and(|&(c, escaped)| !escaped && among.contains(c));
        let inline = (0..shown.len()).any(|at| live(at, "\\*_~`|<[]@:"));
        let first = shown.iter().take_while(|(c, _)| c.is_whitespace()).count();
        let digits = shown[first..].iter().take_while(|(c, _)| c.is_ascii_digit()).count();
        let line_start = live(first, "#>-+") || (digits > 0 && live(first + digits, ".)"));
        (shown.iter().map(|&(c, _)| c).collect(), inline || line_start)
    }

    #[test]
    fn a_name_shows_as_written_and_starts_no_markup() {
        for raw in [
            "**x**",
            "||x||",
            "`x`",
            "```x```",
            "[x](https://example.com)",
            "https://example.com",
            "<@&123>",
            "<@123>",
            "<#123>",
            "<t:1700000000:R>",
            "@everyone",
            "@here",
            "# x",
            "-# x",
            "> x",
            ">>> x",
            "- x",
            "1. x",
            "12) x",
            "+ x",
            "  # x",
            "__x__",
            "~~x~~",
            "*x*",
            "_x_",
            r"\*x\*",
            ":pig:",
            "Ann",
            "Zoë 🐷",
        ] {
            let (shown, live) = as_discord_shows(&name(raw));
            assert_eq!(shown, raw, "{raw:?} escaped as {:?}", name(raw));
            assert!(!live, "{raw:?} escaped as {:?} still has markup", name(raw));
        }
    }

    #[test]
    fn plain_names_are_left_alone() {
        assert_eq!(name("Ann"), "Ann");
        assert_eq!(name("Zoë 🐷"), "Zoë 🐷");
        assert_eq!(name("Robo-Rosa"), "Robo-Rosa", "a dash inside a name starts nothing");
        assert_eq!(name("Dr. Oink (2)"), "Dr. Oink (2)");
        assert_eq!(name("x > y # z"), "x > y # z", "a quote or heading only starts a line");
        assert_eq!(name("@everyone"), r"\@everyone");
        assert_eq!(name("<@&42> **bold**"), r"\<\@&42> \*\*bold\*\*");
        assert_eq!(name("- 1. x"), r"\- 1. x");
        assert_eq!(name("1. x"), r"1\. x");
    }

    /// A name is cut before it is escaped: a cut never splits an escape (a lone backslash
    /// would escape the ellipsis) and the bound counts what the reader sees.
    #[test]
    fn long_names_are_cut_for_display() {
        let long = "*".repeat(40);
        let shown = name(&long);
        assert_eq!(as_discord_shows(&shown).0, format!("{}…", "*".repeat(MAX_NAME - 1)));
        assert!(shown.ends_with(r"\*…"), "{shown}");
        assert_eq!(label(&"Ö".repeat(40)).chars().count(), MAX_NAME);
        assert_eq!(label(&"Ö".repeat(MAX_NAME)), "Ö".repeat(MAX_NAME), "a name of the limit is whole");
    }

    /// Labels read no markdown: the name as written, but on one line and within the bound.
    #[test]
    fn labels_are_cut_not_escaped() {
        assert_eq!(label("**x**"), "**x**");
        assert_eq!(label("a\nb\tc"), "a b c");
        assert_eq!(name("# a\n# b"), r"\# a # b", "no second line to start a heading on");
    }

    #[test]
    fn people_are_mentioned_and_others_named() {
        let person = Seat::person(7, "**x**".into());
        let mut bot = Seat::person(1 << 20, "@everyone".into());
        bot.ai = Some(crate::games::ai::Level::Greedy);
        let mut gone = Seat::person(8, "<@&1>".into());
        gone.gone = true;
        assert_eq!(mention(&person), "<@7>");
        assert_eq!(mention(&bot), r"🤖 \@everyone");
        assert_eq!(mention(&gone), r"💤 \<\@&1>");
        assert_eq!(mentioned([&person, &bot, &gone]), [7]);
    }
}
