//! The registry is the only list of the games: no file of `src/` outside a game's own files
//! names one, so adding a game edits nothing else.
//!
//! A game's own files are its folder (`games/<module>/`, or `games/<module>.rs`) and its board
//! (`render/<module>*`); the registry (`games/registry.rs` and this folder) and `mod` lines
//! may name it too. A game is named by its slug, its module, its registry variant, or its
//! type's name where no other game's type has the same. Test code (test-only modules and other
//! `#[cfg(test)]` items) may use any game as a fixture and is not read.

use std::collections::BTreeSet;
use std::path::Path;

/// One game's names as the source writes them (the registry's macro lists them).
pub(super) struct Names {
    pub variant: &'static str,
    /// Its type's full path, `oink::games::<module>::…::<Type>`.
    pub path: &'static str,
    pub slug: &'static str,
}

impl Names {
    /// The module under `games` the game's type lives in (its folder).
    fn module(&self) -> &'static str {
        self.path.split("::").skip_while(|segment| *segment != "games").nth(1).unwrap_or(self.path)
    }

    fn type_name(&self) -> &'static str {
        self.path.rsplit("::").next().unwrap_or(self.path)
    }
}

/// The words that name each game, by its index in `games`.
fn words(games: &[Names]) -> Vec<Vec<&'static str>> {
    games
        .iter()
        .map(|game| {
            let mut words = vec![game.slug, game.module(), game.variant];
            if games.iter().filter(|other| other.type_name() == game.type_name()).count() == 1 {
                words.push(game.type_name());
            }
            words.sort_unstable();
            words.dedup();
            words
        })
        .collect()
}

/// Whether `file` (relative to `src/`, `/`-separated) may name `game`.
fn allowed(file: &str, game: &Names) -> bool {
    let module = game.module();
    file == "games/registry.rs"
        || file.starts_with("games/registry/")
        || file.starts_with(&format!("games/{module}/"))
        || file == format!("games/{module}.rs")
        || file.strip_prefix("render/").is_some_and(|board| board.starts_with(module))
        // A table feature of one game only (Würfelhaus's daily challenge).
        || file.strip_prefix("table/").is_some_and(|feature| feature.starts_with(module))
}

/// Whether `text` holds `word` as a name: not inside a longer identifier (an `_suffix` still
/// counts: `<module>_map` is the game's), and a slug followed by `-` (`game-<slug>-name`) too.
fn names(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
            && !after.is_some_and(|c| c.is_ascii_alphanumeric())
    })
}

/// A `mod` declaration: `mod x;`, `pub mod x;`, `pub(crate) mod x;`.
fn is_mod_line(line: &str) -> bool {
    let line = line.trim();
    let rest = line.strip_prefix("pub ").or_else(|| line.strip_prefix("pub(crate) ")).unwrap_or(line);
    rest.strip_prefix("mod ")
        .and_then(|name| name.strip_suffix(';'))
        .is_some_and(|name| name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
}

/// The lines of `text` outside `#[cfg(test)]` items, numbered from 1, and the names of the
/// test-only modules it declares (`#[cfg(test)] mod x;`).
fn outside_tests(text: &str) -> (Vec<(usize, &str)>, Vec<String>) {
    let lines: Vec<&str> = text.lines().collect();
    let (mut kept, mut test_modules) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < lines.len() {
        if !lines[i].trim().starts_with("#[cfg(test)]") {
            kept.push((i + 1, lines[i]));
            i += 1;
            continue;
        }
        // The item the attribute gates: to the `;` or `,` that ends it, or to the brace that
        // closes its block.
        i += 1;
        while lines.get(i).is_some_and(|line| line.trim_start().starts_with("#[")) {
            i += 1;
        }
        if let Some(line) = lines.get(i) {
            let declared = line.trim().trim_start_matches("pub ").trim_start_matches("pub(crate) ");
            if let Some(name) = declared.strip_prefix("mod ").and_then(|n| n.strip_suffix(';')) {
                test_modules.push(name.to_owned());
            }
        }
        let mut depth = 0i64;
        while let Some(line) = lines.get(i) {
            let opened = depth > 0 || line.contains('{');
            depth += line.matches('{').count() as i64 - line.matches('}').count() as i64;
            i += 1;
            let end = line.trim_end();
            if (opened && depth <= 0) || (!opened && (end.ends_with(';') || end.ends_with(','))) {
                break;
            }
        }
    }
    (kept, test_modules)
}

/// Every `.rs` file under `dir`, relative to `root`, `/`-separated.
fn sources(root: &Path, dir: &Path, into: &mut Vec<String>) {
    let mut entries: Vec<_> =
        std::fs::read_dir(dir).expect("read src").map(|e| e.expect("entry").path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sources(root, &path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let relative = path.strip_prefix(root).expect("under src");
            into.push(relative.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// Where the files' own modules live: `a/mod.rs` and `a.rs` hold `a/<child>`.
fn child_dir(file: &str) -> String {
    match file.rsplit_once('/') {
        Some((dir, "mod.rs")) => format!("{dir}/"),
        None if ["lib.rs", "main.rs"].contains(&file) => String::new(),
        _ => format!("{}/", file.trim_end_matches(".rs")),
    }
}

/// What a scan of the source found.
#[derive(Default)]
struct Scan {
    /// `file:line: word` where a game is named outside its places.
    outside: Vec<String>,
    /// `(game, word)` found in a place where it may be.
    inside: BTreeSet<(usize, &'static str)>,
}

fn scan(files: &[(String, String)], games: &[Names]) -> Scan {
    let words = words(games);
    let mut test_only: Vec<String> = Vec::new();
    let mut scan = Scan::default();
    let mut kept_lines = Vec::new();
    for (file, text) in files {
        let (kept, test_modules) = outside_tests(text);
        let dir = child_dir(file);
        for module in test_modules {
            test_only.push(format!("{dir}{module}.rs"));
            test_only.push(format!("{dir}{module}/"));
        }
        kept_lines.push((file, kept));
    }
    for ((file, text), (_, kept)) in files.iter().zip(kept_lines) {
        for (game, game_words) in words.iter().enumerate() {
            if allowed(file, &games[game]) {
                scan.inside.extend(game_words.iter().filter(|w| names(text, w)).map(|w| (game, *w)));
            }
        }
        if test_only.iter().any(|t| file == t || (t.ends_with('/') && file.starts_with(t.as_str()))) {
            continue;
        }
        for (number, line) in kept {
            if is_mod_line(line) {
                continue;
            }
            for (game, game_words) in words.iter().enumerate() {
                if allowed(file, &games[game]) {
                    continue;
                }
                for word in game_words.iter().filter(|w| names(line, w)) {
                    scan.outside.push(format!("src/{file}:{number}: {word}"));
                }
            }
        }
    }
    scan
}

/// The crate as it is: every game is named where it may be, and nowhere else.
#[test]
fn no_file_outside_a_games_own_files_and_the_registry_names_a_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    sources(&root, &root, &mut paths);
    let files: Vec<(String, String)> = paths
        .into_iter()
        .map(|p| (p.clone(), std::fs::read_to_string(root.join(&p)).expect("read")))
        .collect();
    assert!(files.len() > 50, "the scan reads the whole crate: {}", files.len());
    let games = super::names();
    let scan = scan(&files, &games);
    assert!(
        scan.outside.is_empty(),
        "named outside the game's own files and the registry:\n{}",
        scan.outside.join("\n")
    );
    // Not a scan that finds nothing: each game's every name is where it belongs.
    for (game, game_words) in words(&games).iter().enumerate() {
        for word in game_words {
            assert!(scan.inside.contains(&(game, *word)), "{word} of {} not found", games[game].slug);
        }
    }
}

/// The scan finds a game named in a file of the table, but not in test code or `mod` lines.
#[test]
fn the_scan_tells_a_stray_name_from_test_code_and_mod_lines() {
    let games = super::names();
    for (index, game) in games.iter().enumerate() {
        let module = game.module();
        let stray = format!(
            "pub mod {module};\nuse crate::games::{module}::Thing;\n#[cfg(test)]\nmod tests {{\n    \"{}\";\n}}\n",
            game.slug
        );
        let files = [("table/stray.rs".to_owned(), stray)];
        let found = scan(&files, &games).outside;
        assert_eq!(found, [format!("src/table/stray.rs:2: {module}")], "{}", game.slug);
        let slug = [("table/stray.rs".to_owned(), format!("const GAME: &str = \"{}\";\n", game.slug))];
        assert_eq!(scan(&slug, &games).outside, [format!("src/table/stray.rs:1: {}", game.slug)]);
        let variant = [("render/mod.rs".to_owned(), format!("AnyGame::{}(session) => 1,\n", game.variant))];
        assert_eq!(scan(&variant, &games).outside, [format!("src/render/mod.rs:1: {}", game.variant)]);
        let own = [(format!("render/{module}.rs"), format!("use crate::games::{module};\n"))];
        let own_scan = scan(&own, &games);
        assert!(own_scan.outside.is_empty() && own_scan.inside.contains(&(index, module)), "{}", game.slug);
    }
    // A test-only file declared by its parent is test code as a whole.
    let module = games[0].module();
    let files = [
        ("table/mod.rs".to_owned(), "#[cfg(test)]\nmod fixture;\n".to_owned()),
        ("table/fixture.rs".to_owned(), format!("use crate::games::{module};\n")),
    ];
    assert!(scan(&files, &games).outside.is_empty());
}
