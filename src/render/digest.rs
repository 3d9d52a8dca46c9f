//! The catch-up digest ("📜 Since your last turn"): what happened at a table since a player's
//! own last move, in their language, carried by their turn ping and heads-up and shown by the
//! board's 📜 button. Each game tells its own events through [`Draw::story`](super::Draw::story)
//! (the lines its board shows as "what happened"); this module only bounds the telling, so no
//! transport writes a digest of its own.

use fluent_bundle::FluentArgs;

use super::user_text::truncate;
use crate::games::registry::Stage;
use crate::i18n::{Catalog, Locale};

/// At most this many characters of lines: a ping or a direct message stays short (Discord
/// allows 2,000 a message) and reads at a glance.
pub const MOST_CHARS: usize = 900;
/// At most this many lines; older ones give way to one line that counts them.
pub const MOST_LINES: usize = 12;
/// A line is never cut shorter than this: it still says who did what.
const SHORTEST_CUT: usize = 60;

/// What happened at the table of `stage` since `seat`'s last move, as a titled list in
/// `locale`; `None` when nothing did (the seat made the last move) or outside a game.
pub fn since_last_turn(catalog: &Catalog, locale: Locale, stage: &Stage, seat: usize) -> Option<String> {
    let lines: Vec<String> = super::stage_story(catalog, locale, stage, seat)?
        .iter()
        .map(|line| line.trim_start_matches('•').trim().to_owned())
        .filter(|line| !line.is_empty())
        .collect();
    if lines.is_empty() {
        return None;
    }
    let (lines, earlier) = bounded(lines);
    let mut out = vec![catalog.text(locale, "digest-title", None)];
    if earlier > 0 {
        let mut args = FluentArgs::new();
        args.set("count", earlier);
        out.push(format!("• {}", catalog.text(locale, "digest-earlier", Some(&args))));
    }
    out.extend(lines.into_iter().map(|line| format!("• {line}")));
    Some(out.join("\n"))
}

/// The lines within [`MOST_LINES`] and [`MOST_CHARS`], and how many of the oldest gave way.
/// Too long, the longest line is cut first (never below [`SHORTEST_CUT`]), so every move
/// keeps its line as long as it can; only then do the oldest lines go.
fn bounded(mut lines: Vec<String>) -> (Vec<String>, usize) {
    let mut earlier = lines.len().saturating_sub(MOST_LINES);
    lines.drain(..earlier);
    loop {
        let total: usize = lines.iter().map(|line| line.chars().count()).sum();
        if total <= MOST_CHARS {
            return (lines, earlier);
        }
        let longest = lines.iter().enumerate().max_by_key(|(_, line)| line.chars().count());
        match longest.map(|(index, line)| (index, line.chars().count())) {
            Some((index, length)) if length > SHORTEST_CUT => {
                let keep = length.saturating_sub(total - MOST_CHARS).max(SHORTEST_CUT);
                lines[index] = truncate(&lines[index], keep);
            }
            _ => {
                lines.remove(0);
                earlier += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_digest_cuts_its_longest_lines_first_and_keeps_every_short_one() {
        let long = "x".repeat(800);
        let lines = vec!["Ann rolled".to_owned(), long, "Ben built".to_owned(), "y".repeat(300)];
        let (kept, earlier) = bounded(lines);
        assert_eq!(earlier, 0);
        assert_eq!(kept[0], "Ann rolled");
        assert_eq!(kept[2], "Ben built");
        assert!(kept.iter().map(|l| l.chars().count()).sum::<usize>() <= MOST_CHARS, "{kept:?}");
        assert!(kept[1].ends_with('…') && kept[1].chars().count() > kept[3].chars().count() / 2);
    }

    #[test]
    fn a_digest_of_many_moves_keeps_the_newest_and_counts_the_rest() {
        let lines: Vec<String> = (0..40).map(|i| format!("move {i}")).collect();
        let (kept, earlier) = bounded(lines);
        assert_eq!(kept.len(), MOST_LINES);
        assert_eq!(earlier, 40 - MOST_LINES);
        assert_eq!(kept.last().map(String::as_str), Some("move 39"));
    }
}
