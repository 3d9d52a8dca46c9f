//! Text that users chose (display names) as the bot shows it.
//!
//! A name is the one text in the bot's messages that none of us wrote: a player may call
//! themself `@everyone`, `<@&123>` (a role), `**x**`, `# x` or `[x](https://…)`. Discord reads
//! markdown and mentions in message content and in embeds alike, so wherever a name is shown
//! as text it is escaped: every ASCII punctuation character gets a backslash, which Discord's
//! markdown takes away again (`\*` shows `*`; a backslash before a letter, a digit or a space
//! would stay, so none is put there). The name then shows exactly as written and starts no
//! markup, link, heading, list, quote or mention. Labels of buttons and menus show no
//! markdown, so there a name is only cut to length ([`label`]).
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

/// `text` with a backslash before every ASCII punctuation character, so Discord shows it
/// as written.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        if c.is_ascii_punctuation() {
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
        let mut shown = String::new();
        let mut live = false;
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            match (c, chars.peek()) {
                ('\\', Some(&next)) if !next.is_alphanumeric() && !next.is_whitespace() => {
                    shown.push(next);
                    chars.next();
                }
                _ => {
                    live |= c.is_ascii_punctuation();
                    shown.push(c);
                }
            }
        }
        (shown, live)
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
        assert_eq!(name("@everyone"), r"\@everyone");
        assert_eq!(name("<@&42> **bold**"), r"\<\@\&42\> \*\*bold\*\*");
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
        assert_eq!(name("# a\n# b"), r"\# a \# b", "no second line to start a heading on");
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
        assert_eq!(mention(&gone), r"💤 \<\@\&1\>");
        assert_eq!(mentioned([&person, &bot, &gone]), [7]);
    }
}
