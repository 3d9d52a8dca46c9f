//! Data flows one way (docs/architecture.md): no file of `src/` reaches, through any number of
//! other files, back to itself, and neither does a folder of `src/`. Each strongly connected
//! component of more than one file (or folder) is a circle, printed as its files.
//!
//! Read from the source text, with comments and literals blanked and test code left out (every
//! `#[cfg(test)]` item: an inline `mod tests { … }`, or `mod tests;` and its files): every path
//! in a `use` item or inline (`crate::a::f()`, `super::x::Y` in a type or an impl header,
//! `self::…`) that starts at `crate`, `super`, `self`, a child module, or a name a `use` item
//! brought in. A path references the file of the longest module it walks through; a path that
//! names only a module (`use super::shapes;`) references nothing until it is used. An item a
//! module only passes on (`pub use`, or a `use` its children reach as `super::X`) references
//! the file it comes from: `super::Action` in a child of `space_pigs` is `action.rs`, not the
//! `mod.rs` that re-exports it.
//!
//! A module and a module below it may reference each other: a `mod.rs` is its folder's face,
//! declaring and using what lies below, and it holds what the folder shares, which the files
//! below reach as `super::…`. The two references of such a pair (only when both exist) are set
//! aside; counted, they would put every file that reaches its folder's shared items in one
//! circle with every file the folder's `mod.rs` uses (`store`, `discord`, `render`, `games`
//! and `playground` today). Every other reference counts, so a loop that passes through a
//! parent by a one-way reference is a circle. What this lets through is a loop whose only way
//! back leads through a parent that references both its ends and is referenced by both
//! (`b → a`, `a ↔ mod.rs ↔ b`): the reader cannot tell the parent's shared items from its uses
//! of its children, which live in the one file.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module's path from the crate root: `src/table/click.rs` is `["table", "click"]`.
type Module = Vec<String>;

/// The library's files (`main.rs` is the binary: its `crate` is another crate) outside test
/// modules, by module, with their paths relative to `src/`.
fn library_files() -> BTreeMap<Module, (String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    let mut test_modules = BTreeSet::new();
    let mut dirs = vec![src.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("read src") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") && path != src.join("main.rs") {
                let relative =
                    path.strip_prefix(&src).expect("under src").to_string_lossy().replace('\\', "/");
                let module = module_of(&relative);
                let (code, tests) = outside_tests(&code_only(&std::fs::read_to_string(&path).expect("read")));
                test_modules.extend(tests.into_iter().map(|name| [module.clone(), vec![name]].concat()));
                files.insert(module, (relative, code));
            }
        }
    }
    files.retain(|module, _| !test_modules.iter().any(|test| module.starts_with(test)));
    files
}

/// `table/click.rs` → `["table", "click"]`; `table/mod.rs` and `table.rs` → `["table"]`.
fn module_of(relative: &str) -> Module {
    let mut parts: Module = relative.trim_end_matches(".rs").split('/').map(str::to_owned).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// `text` with comments, string and character literals blanked (newlines kept), so that only
/// code is read.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        let after_ident = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        let end = if rest.starts_with(&['/', '/']) {
            rest.iter().position(|&c| c == '\n').unwrap_or(rest.len())
        } else if rest.starts_with(&['/', '*']) {
            let mut depth = 0;
            let mut j = 0;
            loop {
                if rest[j..].starts_with(&['/', '*']) {
                    depth += 1;
                    j += 2;
                } else if rest[j..].starts_with(&['*', '/']) {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break j;
                    }
                } else {
                    j += 1;
                }
            }
        } else if rest[0] == '"' {
            let mut j = 1;
            while rest[j] != '"' {
                j += if rest[j] == '\\' { 2 } else { 1 };
            }
            j + 1
        } else if rest[0] == 'r' && !after_ident && raw_string_opens(&rest[1..]) {
            let hashes = rest[1..].iter().take_while(|&&c| c == '#').count();
            let close: Vec<char> = std::iter::once('"').chain(std::iter::repeat_n('#', hashes)).collect();
            (hashes + 2..rest.len()).find(|&j| rest[j..].starts_with(&close)).expect("raw string ends")
                + close.len()
        } else if rest[0] == '\'' && rest.get(1) == Some(&'\\') {
            3 + rest[3..].iter().position(|&c| c == '\'').expect("char ends") + 1
        } else if rest[0] == '\'' && rest.get(2) == Some(&'\'') {
            3
        } else {
            out.push(rest[0]);
            i += 1;
            continue;
        };
        out.extend(rest[..end].iter().copied().map(blank));
        i += end;
    }
    out
}

/// A blanked character: newlines stay, so a reader's lines stay where they were.
fn blank(c: char) -> char {
    if c == '\n' { '\n' } else { ' ' }
}

/// Whether `r` followed by `rest` opens a raw string (`r"`, `r#"`), not a raw identifier.
fn raw_string_opens(rest: &[char]) -> bool {
    rest.iter().find(|&&c| c != '#') == Some(&'"')
}

/// `code` with every `#[cfg(test)]` item blanked, and the names of the test modules it declares
/// as files (`#[cfg(test)] mod tests;`).
fn outside_tests(code: &str) -> (String, Vec<String>) {
    const GATE: &str = "#[cfg(test)]";
    let mut out = code.to_owned();
    let mut test_modules = Vec::new();
    let mut from = 0;
    while let Some(at) = out[from..].find(GATE).map(|at| from + at) {
        let mut i = at + GATE.len();
        // Further attributes, then the item: to the `;` that ends it or the brace closing its block.
        loop {
            i += out[i..].len() - out[i..].trim_start().len();
            if !out[i..].starts_with("#[") {
                break;
            }
            i += out[i..].find(']').expect("attribute ends") + 1;
        }
        let item: Vec<&str> = out[i..].split_whitespace().take(3).collect();
        let declared =
            if item.first().is_some_and(|w| w.starts_with("pub")) { &item[1..] } else { &item[..] };
        if let [word, name, ..] = declared
            && *word == "mod"
            && let Some(name) = name.strip_suffix(';')
        {
            test_modules.push(name.to_owned());
        }
        let mut depth = 0;
        for (j, c) in out[i..].char_indices() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth -= 1,
                _ => {}
            }
            if depth == 0 && (c == ';' || c == '}') {
                i += j + 1;
                break;
            }
        }
        let blanked: String = out[at..i].chars().map(blank).collect();
        out.replace_range(at..i, &blanked);
        from = i;
    }
    (out, test_modules)
}

/// What one file says: its `use` items (path as written, and the name it brings in) and its
/// inline paths, each in the module it is written in (the file's, or an inline `mod x { … }`).
#[derive(Default)]
struct Read {
    uses: Vec<(Module, String, Option<String>)>,
    paths: Vec<(Module, String)>,
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Reads the code of the file of module `me`.
fn read(code: &str, me: &Module) -> Read {
    let chars: Vec<(usize, char)> = code.char_indices().collect();
    let mut read = Read::default();
    // The inline modules open at each brace depth, to name the module a path is written in.
    let mut scopes: Vec<(usize, String)> = Vec::new();
    let mut depth = 0;
    let module_at = |scopes: &[(usize, String)]| -> Module {
        me.iter().cloned().chain(scopes.iter().map(|(_, name)| name.clone())).collect()
    };
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                scopes.retain(|(open, _)| *open <= depth);
            }
            _ => {}
        }
        let starts_word = is_ident(c) && (i == 0 || !is_ident(chars[i - 1].1));
        // A segment after `::` or `.` was read with its path; `'a` is a lifetime.
        let follows_path = i > 0 && matches!(chars[i - 1].1, ':' | '.' | '\'');
        if !starts_word || follows_path {
            i += 1;
            continue;
        }
        let word_end =
            chars[i..].iter().position(|&(_, c)| !is_ident(c)).map_or(code.len(), |n| chars[i + n].0);
        let word = &code[at..word_end];
        let rest = code[word_end..].trim_start();
        if word == "mod" && rest.split_once('{').is_some_and(|(name, _)| name.trim().chars().all(is_ident)) {
            let name = rest.split_once('{').map(|(name, _)| name.trim().to_owned()).unwrap_or_default();
            scopes.push((depth + 1, name));
        }
        let end = if word == "use" && !rest.starts_with('<') {
            let end = word_end + code[word_end..].find(';').expect("use ends");
            let mut leaves = Vec::new();
            expand(&code[word_end..end], "", &mut leaves);
            let module = module_at(&scopes);
            read.uses.extend(leaves.into_iter().map(|(path, name)| (module.clone(), path, name)));
            end
        } else {
            let (path, len) = path_at(&code[at..]);
            if path.contains("::") {
                read.paths.push((module_at(&scopes), path));
            }
            at + len
        };
        i = chars.partition_point(|&(at, _)| at < end);
    }
    read
}

/// The path that starts `code`: `a::b::C` of `a :: b::C::<T>` (a turbofish ends it), and the
/// length it spans. In a macro, `$crate::…` is read as `crate::…`.
fn path_at(code: &str) -> (String, usize) {
    let mut path = String::new();
    let mut at = 0;
    loop {
        let word = code[at..].find(|c: char| !is_ident(c)).map_or(&code[at..], |n| &code[at..at + n]);
        if word.is_empty() {
            break;
        }
        path.push_str(word);
        at += word.len();
        let rest = code[at..].trim_start();
        let Some(next) = rest.strip_prefix("::") else { break };
        let next = next.trim_start();
        if !next.starts_with(is_ident) {
            break;
        }
        path.push_str("::");
        at = code.len() - next.len();
    }
    (path, at)
}

/// Expands the tree of a `use` item, `a::{b as c, d::{self, E}}`, into its leaves with the name
/// each brings in: `a::b` as `c`, `a::d` as `d`, `a::d::E` as `E` (`_` and `*` bring none).
fn expand(tree: &str, prefix: &str, out: &mut Vec<(String, Option<String>)>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let head: String = tree[..open].split_whitespace().collect();
        let inner = &tree[open + 1..tree.rfind('}').expect("use tree closes")];
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
        expand(&inner[start..], &format!("{prefix}{head}"), out);
        return;
    }
    let words: Vec<&str> = tree.split_whitespace().collect();
    let (path, alias) = match words.iter().position(|w| *w == "as") {
        Some(k) => (words[..k].concat(), words.get(k + 1).copied()),
        None => (words.concat(), None),
    };
    if path.is_empty() {
        return;
    }
    let path = format!("{prefix}{path}");
    let path = path.strip_suffix("::self").map_or(path.clone(), str::to_owned);
    let last = path.rsplit("::").next().unwrap_or(&path);
    let name = alias.unwrap_or(last);
    let name = (name != "_" && name != "*").then(|| name.to_owned());
    out.push((path.trim_start_matches("::").to_owned(), name));
}

/// The library read: which files there are, and the names each module's `use` items bring in.
struct Library {
    files: BTreeMap<Module, String>,
    names: BTreeMap<Module, BTreeMap<String, String>>,
    reads: BTreeMap<Module, Read>,
}

impl Library {
    fn read() -> Library {
        let mut files = BTreeMap::new();
        let mut names: BTreeMap<Module, BTreeMap<String, String>> = BTreeMap::new();
        let mut reads = BTreeMap::new();
        for (module, (file, code)) in library_files() {
            let read = read(&code, &module);
            for (scope, path, name) in &read.uses {
                if let Some(name) = name {
                    names.entry(scope.clone()).or_default().insert(name.clone(), path.clone());
                }
            }
            files.insert(module.clone(), file);
            reads.insert(module, read);
        }
        Library { files, names, reads }
    }

    /// The file module `path`, written in module `scope`, references: the longest one it walks
    /// through, following what modules only pass on; `None` for a path outside the crate or one
    /// that names only a module.
    fn resolve(&self, path: &str, scope: &Module, hops: u8) -> Option<Module> {
        // A name that leads back to itself (`use a::a;`) names nothing of the crate.
        if hops > 8 {
            return None;
        }
        // The path a `use` item of `scope` gave a name, with the segments after the name.
        let follow = |named: &str, rest: &[&str], scope: &Module| {
            let path = std::iter::once(named).chain(rest.iter().copied()).collect::<Vec<_>>();
            self.resolve(&path.join("::"), scope, hops + 1)
        };
        let segments: Vec<&str> = path.split("::").collect();
        let (&first, rest) = segments.split_first()?;
        let at_child = [scope.clone(), vec![first.to_owned()]].concat();
        let mut full: Module = match first {
            "crate" => Vec::new(),
            "super" => scope[..scope.len().saturating_sub(1)].to_vec(),
            "self" => scope.clone(),
            _ if self.files.contains_key(&at_child) => at_child,
            _ => return follow(self.names.get(scope)?.get(first)?, rest, scope),
        };
        for (k, segment) in rest.iter().enumerate() {
            match *segment {
                "super" => {
                    full.pop();
                }
                "self" => {}
                _ => {
                    let deeper = [full.clone(), vec![(*segment).to_owned()]].concat();
                    let passed_on = self.names.get(&full).and_then(|names| names.get(*segment));
                    match passed_on {
                        Some(named) if !self.files.contains_key(&deeper) => {
                            return follow(named, &rest[k + 1..], &full);
                        }
                        _ => full = deeper,
                    }
                }
            }
        }
        // The longest file module with an item after it.
        if self.files.contains_key(&full) {
            return None;
        }
        (0..full.len()).rev().map(|k| full[..k].to_vec()).find(|m| self.files.contains_key(m))
    }

    /// Every file module each file module references.
    fn graph(&self) -> BTreeMap<Module, BTreeSet<Module>> {
        let mut graph = BTreeMap::new();
        for (me, read) in &self.reads {
            let uses = read.uses.iter().map(|(scope, path, _)| (scope, path));
            let targets = uses
                .chain(read.paths.iter().map(|(scope, path)| (scope, path)))
                .filter_map(|(scope, path)| self.resolve(path, scope, 0))
                .filter(|target| target != me)
                .collect();
            graph.insert(me.clone(), targets);
        }
        graph
    }

    fn file(&self, module: &Module) -> String {
        format!("src/{}", self.files[module])
    }
}

/// The strongly connected components of `graph` with more than one node (Tarjan).
fn circles<N: Ord + Clone>(graph: &BTreeMap<N, BTreeSet<N>>) -> Vec<Vec<N>> {
    struct Walk<'g, N> {
        graph: &'g BTreeMap<N, BTreeSet<N>>,
        index: BTreeMap<&'g N, (usize, usize)>,
        stack: Vec<&'g N>,
        on_stack: BTreeSet<&'g N>,
        found: Vec<Vec<N>>,
    }
    impl<'g, N: Ord + Clone> Walk<'g, N> {
        fn visit(&mut self, node: &'g N) {
            let number = self.index.len();
            self.index.insert(node, (number, number));
            self.stack.push(node);
            self.on_stack.insert(node);
            for next in self.graph.get(node).into_iter().flatten() {
                let low = if !self.index.contains_key(next) {
                    self.visit(next);
                    self.index[next].1
                } else if self.on_stack.contains(next) {
                    self.index[next].0
                } else {
                    continue;
                };
                let entry = self.index.get_mut(node).expect("visited");
                entry.1 = entry.1.min(low);
            }
            if self.index[node].0 == self.index[node].1 {
                let mut component = Vec::new();
                while let Some(member) = self.stack.pop() {
                    self.on_stack.remove(member);
                    component.push(member.clone());
                    if member == node {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !walk.index.contains_key(node) {
            walk.visit(node);
        }
    }
    walk.found
}

/// `graph` without the two references between a module and its own descendant that reference
/// each other (see the top of this file); a one-way reference between them stays.
fn without_face_pairs(graph: &BTreeMap<Module, BTreeSet<Module>>) -> BTreeMap<Module, BTreeSet<Module>> {
    let mutual = |a: &Module, b: &Module| graph.get(b).is_some_and(|back| back.contains(a));
    let face_pair = |a: &Module, b: &Module| (a.starts_with(b) || b.starts_with(a)) && mutual(a, b);
    graph
        .iter()
        .map(|(a, targets)| (a.clone(), targets.iter().filter(|b| !face_pair(a, b)).cloned().collect()))
        .collect()
}

fn module(path: &str) -> Module {
    path.split('/').map(str::to_owned).collect()
}

#[test]
fn no_file_of_src_reaches_back_to_itself() {
    let library = Library::read();
    let graph = library.graph();
    // The reader sees `use` items, inline paths through `super::` and what `mod.rs` passes on.
    for (from, to) in [
        ("table/click", "table/service"),
        ("games/space_pigs/galaxy", "games/space_pigs/round"),
        ("games/space_pigs/record", "games/space_pigs/action"),
    ] {
        assert!(
            graph[&module(from)].contains(&module(to)),
            "{from} references {to}: {:?}",
            graph[&module(from)]
        );
    }
    let circles: Vec<String> = circles(&without_face_pairs(&graph))
        .into_iter()
        .map(|component| {
            let lines = component.iter().map(|file| {
                let within: Vec<String> =
                    graph[file].iter().filter(|t| component.contains(t)).map(|t| library.file(t)).collect();
                format!("  {} -> {}", library.file(file), within.join(", "))
            });
            lines.collect::<Vec<_>>().join("\n")
        })
        .collect();
    assert!(
        circles.is_empty(),
        "import circles (each file, and the files of its circle it references):\n{}",
        circles.join("\n\n")
    );
}

#[test]
fn no_folder_of_src_reaches_back_to_itself() {
    let graph = Library::read().graph();
    let mut folders: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (a, targets) in &graph {
        for b in targets {
            if let (Some(from), Some(to)) = (a.first(), b.first())
                && from != to
            {
                folders.entry(from).or_default().insert(to);
            }
        }
    }
    assert!(folders.get("table").is_some_and(|t| t.contains("store")), "table imports store: {folders:?}");
    let circles = circles(&folders);
    assert!(circles.is_empty(), "folders reaching back to themselves: {circles:#?}");
}

#[test]
fn the_reader_sees_use_trees_and_inline_paths_outside_tests() {
    let text = "use super::{a, b::{self as bee, C, d::E}};\n    pub(crate) use crate::x::Y as _;\n\
        // use crate::nope;\nfn f() -> super::g::H { let s = \"crate::no::Way\"; <T as self::t::U>::v(); \
        /* crate::no::Block */ let (c, r) = ('\\'', r#\"crate::no::\"Raw\"#); crate::i::j::<K>() }\nmod inner { fn k() { super::l::M::n(); } }\n\
        #[cfg(test)]\nmod tests { use crate::no::Test; }\n#[cfg(test)]\n#[path = \"x.rs\"]\nmod file_tests;\n";
    let (code, test_modules) = outside_tests(&code_only(text));
    assert_eq!(test_modules, ["file_tests"]);
    let read = read(&code, &module("m"));
    let uses: Vec<(&str, Option<&str>)> =
        read.uses.iter().map(|(_, p, n)| (p.as_str(), n.as_deref())).collect();
    assert_eq!(
        uses,
        [
            ("super::a", Some("a")),
            ("super::b", Some("bee")),
            ("super::b::C", Some("C")),
            ("super::b::d::E", Some("E")),
            ("crate::x::Y", None),
        ]
    );
    let paths: Vec<(String, &str)> = read.paths.iter().map(|(m, p)| (m.join("/"), p.as_str())).collect();
    let expected =
        [("m", "super::g::H"), ("m", "self::t::U"), ("m", "crate::i::j"), ("m/inner", "super::l::M::n")];
    assert_eq!(paths, expected.map(|(m, p)| (m.to_owned(), p)));
}

#[test]
fn a_circle_of_three_is_one_component() {
    let graph: BTreeMap<u8, BTreeSet<u8>> = BTreeMap::from([
        (1, BTreeSet::from([2])),
        (2, BTreeSet::from([3])),
        (3, BTreeSet::from([1, 4])),
        (4, BTreeSet::from([5])),
        (5, BTreeSet::new()),
    ]);
    assert_eq!(circles(&graph), [vec![1, 2, 3]]);
}
