//! Data flows one way (docs/architecture.md): no file of `src/` imports a file that imports it
//! back (a module and its own child aside), and no two folders of `src/` import each other.
//! Read from the source text: every `use crate::…`, `use super::…` and `use self::…` path
//! outside test modules, resolved to the longest module it names.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Module = Vec<String>;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src/table/click.rs` → `["table", "click"]`; `src/table/mod.rs` → `["table"]`.
fn module_of(src: &Path, file: &Path) -> Module {
    let relative = file.strip_prefix(src).expect("under src").with_extension("");
    let mut parts: Module = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        parts.pop();
    }
    parts
}

/// The text before the file's test module: test code may reach anywhere.
fn without_tests(text: &str) -> &str {
    text.find("#[cfg(test)]\nmod tests").map_or(text, |at| &text[..at])
}

/// Every module path a `use` item names, as written (`crate::a::b`, `super::c`).
fn used_paths(text: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("use ") {
        let before = &rest[..at];
        rest = &rest[at + 4..];
        // Only `use` at the start of an item (after indentation or `pub(…) `).
        let line_start = before.rsplit('\n').next().unwrap_or("");
        let item = line_start.trim_start();
        if !(item.is_empty() || item.starts_with("pub")) {
            continue;
        }
        let Some(end) = rest.find(';') else { break };
        let tree: String = rest[..end].split_whitespace().collect();
        expand(&tree, "", &mut paths);
    }
    paths.retain(|p| p.starts_with("crate::") || p.starts_with("super::") || p.starts_with("self::"));
    paths
}

/// Expands `a::{b, c::{d}}` into `a::b`, `a::c::d`.
fn expand(tree: &str, prefix: &str, out: &mut Vec<String>) {
    match tree.find('{') {
        None => out.push(format!("{prefix}{tree}")),
        Some(open) => {
            let head = &tree[..open];
            let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&inner[start..i], &format!("{prefix}{head}"), out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            if start < inner.len() {
                expand(&inner[start..], &format!("{prefix}{head}"), out);
            }
        }
    }
}

fn resolve(path: &str, me: &Module, modules: &BTreeSet<Module>) -> Option<Module> {
    let mut segments = path.split("::");
    // In `a/b.rs` and in `a/b/mod.rs` alike, `self` is `a::b` and `super` is `a`.
    let mut full: Module = match segments.next()? {
        "crate" => Vec::new(),
        "super" => me[..me.len().saturating_sub(1)].to_vec(),
        _ => me.clone(),
    };
    for segment in segments {
        if segment == "super" {
            full.pop();
        } else {
            full.push(segment.to_owned());
        }
    }
    (1..=full.len()).rev().map(|k| full[..k].to_vec()).find(|m| modules.contains(m))
}

fn import_graph() -> BTreeMap<Module, BTreeSet<Module>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let modules: BTreeSet<Module> = files.iter().map(|f| module_of(&src, f)).collect();
    let mut graph = BTreeMap::new();
    for file in &files {
        let me = module_of(&src, file);
        let text = std::fs::read_to_string(file).expect("read a source file");
        let targets: BTreeSet<Module> = used_paths(without_tests(&text))
            .iter()
            .filter_map(|p| resolve(p, &me, &modules))
            .filter(|t| *t != me)
            .collect();
        graph.insert(me, targets);
    }
    graph
}

fn is_within(child: &Module, parent: &Module) -> bool {
    child.len() > parent.len() && child.starts_with(parent)
}

#[test]
fn no_file_of_src_imports_a_file_that_imports_it_back() {
    let graph = import_graph();
    let table_click = vec!["table".to_owned(), "click".to_owned()];
    assert!(
        graph.get(&table_click).is_some_and(|t| t.contains(&vec!["table".to_owned(), "service".to_owned()])),
        "the reader sees table/click import table/service: {:?}",
        graph.get(&table_click)
    );
    let mut circles = Vec::new();
    for (a, targets) in &graph {
        for b in targets {
            if a < b
                && graph.get(b).is_some_and(|back| back.contains(a))
                && !is_within(a, b)
                && !is_within(b, a)
            {
                circles.push(format!("{} <-> {}", a.join("/"), b.join("/")));
            }
        }
    }
    assert!(circles.is_empty(), "import circles: {circles:#?}");
}

#[test]
fn no_two_folders_of_src_import_each_other() {
    let graph = import_graph();
    let mut folders: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (a, targets) in &graph {
        for b in targets {
            if let (Some(from), Some(to)) = (a.first(), b.first()) {
                if from != to {
                    folders.entry(from).or_default().insert(to);
                }
            }
        }
    }
    assert!(folders.get("table").is_some_and(|t| t.contains("store")), "table imports store: {folders:?}");
    let mut circles = Vec::new();
    for (a, targets) in &folders {
        for b in targets {
            if a < b && folders.get(b).is_some_and(|back| back.contains(a)) {
                circles.push(format!("{a} <-> {b}"));
            }
        }
    }
    assert!(circles.is_empty(), "folders importing each other: {circles:#?}");
}

#[test]
fn the_reader_expands_nested_use_trees() {
    let paths =
        used_paths("use super::{a, b::{C, d::E}};\n    pub(crate) use crate::x::Y;\n// use crate::nope;\n");
    assert_eq!(paths, ["super::a", "super::b::C", "super::b::d::E", "crate::x::Y"]);
}
