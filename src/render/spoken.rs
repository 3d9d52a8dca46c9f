//! 🔊 Boards in sentences (issue 54): the shared part of each game's spoken board
//! ([`super::Draw::read_aloud`]) and of the private answers of a player who asked for text
//! boards (`/oink settings`).
//!
//! Emoji art is read aloud by screen readers as emoji names ("yellow square, brown square,
//! door…"), so a spoken board says what the art shows in words. A sentence may keep an emoji
//! as an illustration, but after the words it illustrates, never before: a reader hears the
//! words first and may skip the rest.

use fluent_bundle::FluentValue;

use super::common::{OINK_PINK, text};
use super::reply::{Embed, Reply};
use crate::i18n::{Catalog, Locale};

/// The most characters of a spoken answer, its title included: the text of a Components V2
/// message, the form every answer with an embed takes in Discord, holds 4,000.
pub const MOST: usize = 4_000;

/// Emoji art that says nothing a sentence does not say in words: the coloured squares of
/// walls, houses and recipes, and the blank die.
const ART: [char; 11] = ['🟥', '🟧', '🟨', '🟩', '🟦', '🟪', '🟫', '⬛', '⬜', '▫', '▪'];

/// The seat marks of the boards (coloured circles): a name always stands beside one.
const MARKS: [char; 6] = ['🟠', '🔵', '🟢', '🟣', '🔴', '🟡'];

/// A private answer holding `lines` under the title `title` (a catalog id), within [`MOST`]
/// characters with its title (shown as a heading, `## ` and a line break): lines that do not
/// fit are left out from the end and counted on a last line, so the reader knows the answer
/// was cut.
pub fn reply(catalog: &Catalog, locale: Locale, title: &str, lines: Vec<String>) -> Reply {
    let title = catalog.text(locale, title, None);
    let room = MOST.saturating_sub(title.chars().count() + "## \n".len());
    let total = lines.len();
    let mut kept: Vec<String> = Vec::new();
    let mut used = 0;
    for (index, line) in lines.into_iter().enumerate() {
        let left = total - index - 1;
        let tail = if left == 0 { 0 } else { more(catalog, locale, left).chars().count() + 1 };
        let size = line.chars().count() + usize::from(!kept.is_empty());
        if used + size + tail > room {
            kept.push(more(catalog, locale, total - index));
            break;
        }
        used += size;
        kept.push(line);
    }
    Reply {
        embed: Some(Embed {
            title,
            description: kept.join("\n"),
            fields: Vec::new(),
            colour: OINK_PINK,
            footer: None,
            image: None,
        }),
        ephemeral: true,
        locale: Some(locale),
        ..Reply::default()
    }
}

/// The last line of a cut answer: how many lines were left out.
fn more(catalog: &Catalog, locale: Locale, left: usize) -> String {
    let args: [(&str, FluentValue<'_>); 1] = [("count", left.into())];
    text(catalog, locale, "read-more", &args)
}

/// A line of a drawn answer made fit to be spoken: no markdown emphasis, no emoji art or seat
/// marks (the names beside them say who), and the emoji that opened the line, or a part of it
/// between ` · `, moved after its words ("⏳ Waiting for Ann" becomes "Waiting for Ann ⏳").
pub fn plain(line: &str) -> String {
    let line: String = line
        .replace("**", "")
        .replace('`', "")
        .chars()
        .filter(|c| !ART.contains(c) && !MARKS.contains(c))
        .collect();
    line.split(" · ")
        .map(words_first)
        .collect::<Vec<_>>()
        .join(" · ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// `part` with the emoji that open it moved after its words.
fn words_first(part: &str) -> String {
    let words = part.trim_start_matches(|c: char| is_symbol(c) || c.is_whitespace());
    let opening = part[..part.len() - words.len()].trim();
    let words = words.trim_end();
    match (words.is_empty(), opening.is_empty()) {
        (_, true) => words.to_owned(),
        (true, false) => opening.to_owned(),
        (false, false) => format!("{words} {opening}"),
    }
}

/// A character of an emoji or a pictograph (arrows, dingbats, emoji and their joiners and
/// variation selectors), as opposed to a letter, a digit or punctuation.
fn is_symbol(c: char) -> bool {
    u32::from(c) >= 0x2190 || matches!(c, '\u{200D}' | '\u{FE0F}' | '\u{20E3}')
}

/// A private answer (📖, 📜) as a player who asked for text boards gets it: every line of its
/// text made [`plain`], its picture left out, its controls kept.
pub fn plainly(reply: Reply) -> Reply {
    let lines = |text: &str| text.lines().map(plain).collect::<Vec<_>>().join("\n");
    let embed = reply.embed.map(|embed| {
        let mut description = vec![lines(&embed.description)];
        description.extend(
            embed.fields.iter().map(|field| format!("{}: {}", plain(&field.name), lines(&field.value))),
        );
        description.extend(embed.footer.as_deref().map(lines));
        Embed {
            title: plain(&embed.title),
            description: description.join("\n").trim().to_owned(),
            fields: Vec::new(),
            image: None,
            footer: None,
            ..embed
        }
    });
    Reply { content: reply.content.as_deref().map(lines), embed, files: Vec::new(), ..reply }
}

/// Whether `text` holds emoji art (what [`plain`] takes out): a test's check on spoken forms.
pub fn has_art(text: &str) -> bool {
    text.chars().any(|c| ART.contains(&c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_opening_emoji_goes_after_the_words_and_art_goes() {
        assert_eq!(plain("⏳ Waiting for **Ann**"), "Waiting for Ann ⏳");
        assert_eq!(plain("🐺🐺 The wolf is here!"), "The wolf is here! 🐺🐺");
        assert_eq!(plain("• Ann bought a straw door 🟨🚪"), "• Ann bought a straw door 🚪");
        assert_eq!(plain("plain words"), "plain words");
        assert_eq!(plain("⚔️ attack +2 · 🛡️ defence +1 · 🟠 Ann"), "attack +2 ⚔️ · defence +1 🛡️ · Ann");
        assert!(!has_art(&plain("🟧🟧 4️⃣")));
    }

    #[test]
    fn a_long_answer_is_cut_with_a_count_of_what_was_left_out() {
        let catalog = Catalog::embedded().expect("catalog");
        let lines: Vec<String> = (0..400).map(|i| format!("line {i} {}", "x".repeat(40))).collect();
        let reply = reply(&catalog, Locale::EnUs, "read-title", lines);
        let embed = reply.embed.expect("an embed");
        let description = embed.description;
        // As a V2 message shows it: the title as a heading, the description below.
        let shown = format!("## {}\n{description}", embed.title).chars().count();
        assert!(shown <= MOST && shown > MOST - 60, "{shown}: within the bound, and not far below");
        let last = description.lines().last().expect("a last line");
        assert!(last.contains("left out") && last.chars().any(|c| c.is_ascii_digit()), "{last}");
    }
}
