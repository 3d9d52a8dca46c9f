//! Every catalog id the code uses exists in every language, so a typo can never show a raw id
//! (`games-nobdy`) to a user: `Catalog::text` falls back to the id itself.
//!
//! The check reads the source of `src/`: every kebab-case string literal (`"games-none"`,
//! wherever it is written: an argument of `text`, `say`, `Refused`, a `match` arm, a list) and
//! every single word passed to `Catalog::text`, `exact` or `attribute` must be a message of every
//! locale, the start of several (`"rules-haus"` for `rules-haus-title`, …) or one of the few
//! other words listed in [`NOT_IDS`]. Every id built with `format!("game-{}-name", …)` must
//! match messages of every locale, and where its holes are game slugs, each game of the registry
//! must have its message.

use std::collections::BTreeSet;
use std::path::Path;

use oink::games::registry::TABLE_GAMES;
use oink::i18n::Locale;

use super::catalog::shape;

/// Kebab-case literals of `src/` that are no catalog id, and why.
const NOT_IDS: &[&str] = &[
    "utf-8",                // a charset
    "x-oink-session",       // the playground's header
    "oink-data",            // the default database folder
    "oink-playground",      // the playground's default database folder
    "oink-flush-watch",     // a thread's name
    "oink-postgres",        // the PostgreSQL store's threads
    "stand-in-no-move",     // a rules code, logged, never shown
    "very-secret",          // a token in the configuration tests
    "half-written",         // a file in the backup tests
    "oink-dice-v1",         // the verifiable dice's scheme tag, hashed and written into records
    "oink-daily-v1",        // the daily challenge's seed derivation tag, hashed
    "ratings-of-old-games", // a one-time step's name, as the database marks it done
];

/// What the source uses: ids written out, and ids built by `format!`.
#[derive(Debug, Default)]
struct Uses {
    /// `(where, id)`.
    ids: Vec<(String, String)>,
    /// `(where, pattern, its holes)`: `game-{}-name` with `["game.slug()"]`.
    patterns: Vec<(String, String, Vec<String>)>,
}

/// A piece of a `format!` pattern.
#[derive(Debug, PartialEq)]
enum Piece {
    Text(String),
    Hole(String),
}

/// The catalog ids used in `source` (a Rust file named `file`). Comments and attributes
/// (`#[serde(rename_all = "kebab-case")]`) are skipped, and so are raw strings.
fn uses_in(file: &str, source: &str) -> Uses {
    let mut uses = Uses::default();
    let chars: Vec<char> = source.chars().collect();
    let mut i = 0;
    let mut line = 1;
    let mut attribute_depth: Option<usize> = None;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match c {
            '\n' => line += 1,
            '/' if next == Some('/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            '/' if next == Some('*') => {
                while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                    line += usize::from(chars[i] == '\n');
                    i += 1;
                }
                i += 2;
                continue;
            }
            '#' if next == Some('[') || (next == Some('!') && chars.get(i + 2) == Some(&'[')) => {
                attribute_depth = Some(0);
            }
            '[' if attribute_depth.is_some() => attribute_depth = attribute_depth.map(|d| d + 1),
            ']' if attribute_depth.is_some() => {
                attribute_depth = attribute_depth.and_then(|d| d.checked_sub(1)).filter(|d| *d > 0);
            }
            'r' if (next == Some('"') || next == Some('#'))
                && !chars.get(i.wrapping_sub(1)).is_some_and(|p| p.is_alphanumeric() || *p == '_') =>
            {
                // A raw string: r"…" or r#"…"#; skipped whole.
                let hashes = chars[i + 1..].iter().take_while(|c| **c == '#').count();
                if chars.get(i + 1 + hashes) == Some(&'"') {
                    let close: String =
                        std::iter::once('"').chain(std::iter::repeat_n('#', hashes)).collect();
                    let rest: String = chars[i + 2 + hashes..].iter().collect();
                    let end = rest.find(&close).map_or(rest.len(), |e| e + close.len());
                    line += rest[..end].matches('\n').count();
                    i += 2 + hashes + rest[..end].chars().count();
                    continue;
                }
            }
            '\'' => {
                // A char literal ('x', '\n', '"'); a lifetime ('a) has no closing quote.
                if next == Some('\\') {
                    let close = chars[i + 2..].iter().position(|c| *c == '\'').map_or(0, |p| p + 3);
                    i += close.max(1);
                    continue;
                }
                if chars.get(i + 2) == Some(&'\'') {
                    i += 3;
                    continue;
                }
            }
            '"' => {
                let start = i + 1;
                let mut end = start;
                while end < chars.len() && chars[end] != '"' {
                    end += if chars[end] == '\\' { 2 } else { 1 };
                }
                let text: String = chars[start..end.min(chars.len())].iter().collect();
                let before: String =
                    chars[..i].iter().rev().take(200).collect::<Vec<_>>().into_iter().rev().collect();
                let at = format!("{file}:{line}");
                if attribute_depth.is_none() {
                    classify(&mut uses, at, &text, &before, &chars[(end + 1).min(chars.len())..]);
                }
                line += text.matches('\n').count();
                i = end + 1;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    uses
}

/// Files a string literal `text` (preceded by `before`, followed by `after`) under `uses`.
fn classify(uses: &mut Uses, at: String, text: &str, before: &str, after: &[char]) {
    let kebab = |s: &str| {
        s.starts_with(|c: char| c.is_ascii_lowercase())
            && s.contains('-')
            && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !s.ends_with('-')
            && !s.contains("--")
    };
    if before.trim_end().ends_with("format!(") {
        let pieces = pieces(text);
        // An id pattern starts with a word of its own: `choice-{}`, not `{prefix}-{section}`.
        let Some(Piece::Text(head)) = pieces.first() else { return };
        let word = head.starts_with(|c: char| c.is_ascii_lowercase())
            && head.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if pieces.len() < 2 || !head.ends_with('-') || !word {
            return;
        }
        let mut positional = arguments(after).into_iter();
        let holes = pieces
            .iter()
            .filter_map(|piece| match piece {
                Piece::Hole(name) if name.is_empty() => Some(positional.next().unwrap_or_default()),
                Piece::Hole(name) => Some(name.clone()),
                Piece::Text(_) => None,
            })
            .collect();
        uses.patterns.push((at, text.to_owned(), holes));
        return;
    }
    if kebab(text) {
        uses.ids.push((at, text.to_owned()));
        return;
    }
    // A single word handed to the catalog itself: `catalog.exact(locale, "oink")`.
    let word = !text.is_empty() && text.chars().all(|c| c.is_ascii_lowercase() || c == '_');
    let call = before
        .rsplit_once('(')
        .filter(|(_, args)| args.matches(',').count() == 1 && args.trim_end().ends_with(','));
    if let Some((function, _)) = call {
        if word && [".text", ".exact", ".attribute"].iter().any(|f| function.ends_with(f)) {
            uses.ids.push((at, text.to_owned()));
        }
    }
}

/// `game-{}-name` → text `game-`, hole ``, text `-name`. Formatting specs (`{:>3}`) are kept
/// out of the hole's name.
fn pieces(pattern: &str) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        if rest[open..].starts_with("{{") {
            return Vec::new(); // braces written out: no id
        }
        if open > 0 {
            pieces.push(Piece::Text(rest[..open].to_owned()));
        }
        let Some(close) = rest[open..].find('}') else { return Vec::new() };
        let hole = &rest[open + 1..open + close];
        pieces.push(Piece::Hole(hole.split(':').next().unwrap_or_default().to_owned()));
        rest = &rest[open + close + 1..];
    }
    if !rest.is_empty() {
        pieces.push(Piece::Text(rest.to_owned()));
    }
    pieces
}

/// The arguments after a `format!` pattern, up to its closing parenthesis, as written.
fn arguments(after: &[char]) -> Vec<String> {
    let mut arguments = Vec::new();
    let mut depth = 0usize;
    let mut current = String::new();
    for &c in after {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                arguments.push(current.trim().to_owned());
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    arguments.push(current.trim().to_owned());
    arguments.into_iter().filter(|a| !a.is_empty()).collect()
}

/// Whether `id` is what `pieces` builds for some values of its holes.
fn matches(pieces: &[Piece], id: &str) -> bool {
    match pieces.split_first() {
        None => id.is_empty(),
        Some((Piece::Text(text), rest)) => id.strip_prefix(text.as_str()).is_some_and(|id| matches(rest, id)),
        Some((Piece::Hole(_), rest)) => (1..=id.len())
            .filter(|end| id.is_char_boundary(*end))
            .take_while(|end| id[..*end].chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .any(|end| matches(rest, &id[end..])),
    }
}

/// A hole filled with a game's slug: `{slug}`, `game.slug()`, `table.stage.slug()`.
fn is_slug(hole: &str) -> bool {
    hole.contains("slug") || hole == "table.game"
}

/// The message ids of `locale` (attributes aside).
fn messages(locale: Locale) -> BTreeSet<String> {
    shape(locale).into_keys().filter(|key| !key.contains('.')).collect()
}

/// What `uses` needs that the catalogs lack, one line each.
fn problems(uses: &Uses, catalogs: &[(Locale, BTreeSet<String>)]) -> Vec<String> {
    let slugs: Vec<&str> = TABLE_GAMES.iter().map(|game| game.slug).collect();
    let mut problems = Vec::new();
    for (locale, ids) in catalogs {
        let code = locale.code();
        for (at, id) in &uses.ids {
            let prefix = format!("{id}-");
            let known = ids.contains(id)
                || ids.iter().filter(|known| known.starts_with(&prefix)).count() >= 2
                || slugs.contains(&id.as_str())
                || NOT_IDS.contains(&id.as_str());
            if !known {
                problems.push(format!("{at}: {code} has no message {id}"));
            }
        }
        for (at, pattern, holes) in &uses.patterns {
            let pieces = pieces(pattern);
            if !ids.iter().any(|id| matches(&pieces, id)) {
                problems.push(format!("{at}: {code} has no message like {pattern}"));
            }
            if !holes.is_empty() && holes.iter().all(|hole| is_slug(hole)) {
                for slug in &slugs {
                    let id = pieces
                        .iter()
                        .map(|piece| match piece {
                            Piece::Text(text) => text.as_str(),
                            Piece::Hole(_) => slug,
                        })
                        .collect::<String>();
                    if !ids.contains(&id) {
                        problems.push(format!("{at}: {code} has no message {id} ({pattern} for {slug})"));
                    }
                }
            }
        }
    }
    problems
}

/// Every `.rs` file under `dir`, with its path.
fn sources(dir: &Path, found: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> =
        std::fs::read_dir(dir).expect("read src").map(|e| e.expect("entry").path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("read a source file");
            found.push((path.display().to_string(), text));
        }
    }
}

/// Issue 28: no id the code uses is missing from any locale.
#[test]
fn every_catalog_id_the_code_uses_is_in_every_locale() {
    let mut files = Vec::new();
    sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let mut uses = Uses::default();
    for (file, text) in &files {
        let found = uses_in(file, text);
        uses.ids.extend(found.ids);
        uses.patterns.extend(found.patterns);
    }
    let distinct: BTreeSet<&str> = uses.ids.iter().map(|(_, id)| id.as_str()).collect();
    assert!(distinct.len() > 250, "only {} ids found: is the scan reading the code?", distinct.len());
    assert!(uses.patterns.len() >= 20, "only {} built ids found: {:?}", uses.patterns.len(), uses.patterns);
    let by_slug =
        uses.patterns.iter().filter(|(_, _, holes)| !holes.is_empty() && holes.iter().all(|h| is_slug(h)));
    assert!(by_slug.count() >= 8, "ids built from game slugs: {:?}", uses.patterns);
    for word in ["games-nobody", "error-database-unavailable", "move-refused", "board-outdated"] {
        assert!(distinct.contains(word), "{word} is used in the code but was not found");
    }
    let catalogs: Vec<_> = Locale::ALL.into_iter().map(|locale| (locale, messages(locale))).collect();
    let problems = problems(&uses, &catalogs);
    assert!(problems.is_empty(), "catalog ids used but missing:\n{}", problems.join("\n"));
}

/// The checker itself: a planted missing id, a misspelt built id and a game without its message
/// are caught; comments, attributes, raw strings and other words are not ids.
#[test]
fn the_catalog_id_check_catches_a_planted_missing_id() {
    let sample = r###"
        #[serde(rename_all = "kebab-case")]
        struct S;
        // "commented-out-id" is no use
        /* "nor-this-one" */
        fn f<'a>(catalog: &Catalog, l: Locale, slug: &'a str) -> Vec<String> {
            let q = '"';
            let raw = r#"raw-string-id"#;
            vec![
                catalog.text(l, "games-nobody", None),
                catalog.text(l, if q == 'x' { "games-none" } else { "no-such-planted-id" }, None),
                catalog.exact(l, "oink").unwrap_or_default(),
                catalog.exact(l, "nosuchword").unwrap_or_default(),
                catalog.text(l, &format!("game-{}-name", slug), None),
                catalog.text(l, &format!("game-{slug}-nmae"), None),
                catalog.text(l, &format!("stats-{}", slug), None),
                format!("take{n}"),
                "three-pigs".to_owned(),
            ]
        }
    "###;
    let uses = uses_in("sample.rs", sample);
    let ids: Vec<&str> = uses.ids.iter().map(|(_, id)| id.as_str()).collect();
    assert_eq!(ids, ["games-nobody", "games-none", "no-such-planted-id", "oink", "nosuchword", "three-pigs"]);
    assert_eq!(uses.patterns.len(), 3, "{:?}", uses.patterns);
    assert_eq!(uses.patterns[0].2, ["slug"]);

    let catalog: BTreeSet<String> =
        ["games-nobody", "games-none", "oink", "game-three-pigs-name", "stats-three-pigs"]
            .into_iter()
            .map(str::to_owned)
            .collect();
    let problems = problems(&uses, &[(Locale::De, catalog)]);
    let lines = |needle: &str| problems.iter().filter(|p| p.contains(needle)).count();
    assert_eq!(lines("no message no-such-planted-id"), 1, "{problems:#?}");
    assert_eq!(lines("no message nosuchword"), 1, "{problems:#?}");
    assert_eq!(lines("like game-{slug}-nmae"), 1, "{problems:#?}");
    // The other games lack their name and statistics in this small catalog.
    assert_eq!(lines("no message game-wuerfelhaus-name"), 1, "{problems:#?}");
    assert_eq!(lines("no message stats-space-pigs"), 1, "{problems:#?}");
    assert!(problems.iter().all(|p| p.starts_with("sample.rs:") && p.contains(": de has")), "{problems:#?}");
    assert!(
        !problems.iter().any(|p| p.ends_with("no message three-pigs") || p.contains("games-none")),
        "{problems:#?}"
    );
}
