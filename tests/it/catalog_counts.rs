//! Every count a player reads agrees with the word after it: "1 new troops", "missed 1 turns"
//! and "1 gagnées" were shipped because a message put a number before a noun without a plural
//! selector. Here every number variable of every catalog is known by name, and wherever one
//! stands right before a word, that word must come from a selector on the same number (or be
//! a word that never changes with the count, listed per language). Every such message is then
//! rendered with 0, 1, 2 and 5 in every language.

use std::collections::BTreeSet;

use fluent_syntax::ast;
use oink::i18n::{Catalog, Locale, sources};

/// Variables that hold a whole number wherever the code passes them.
const COUNTS: &[&str] = &[
    "after",
    "count",
    "deck",
    "discarded",
    "drew",
    "empty",
    "games",
    "governors",
    "hexes",
    "houses",
    "left",
    "loss",
    "max",
    "min",
    "missed",
    "more",
    "painted",
    "picked",
    "piglets",
    "points",
    "pots",
    "removed",
    "seated",
    "seconds",
    "tiles",
    "total",
    "trips",
    "turns",
    "wins",
];

/// Counts that are never one: the most seats of any game (checked below against the games).
const NEVER_ONE: &[&str] = &["max"];

/// Words that may follow a bare count because they never change with it.
fn invariable(locale: Locale) -> &'static [&'static str] {
    match locale {
        // "3 to 5 players", "2 won", "30 s", "4 in the stack", "7 on 3 hexes"
        Locale::EnUs => &["to", "won", "s", "in", "on", "of", "and", "or", "left", "more", "seated"],
        // "3 bis 5", "2 gewonnen", "30 s", "4 im Stapel", "Würfel" is the same in both numbers
        // "legt 1 ab und zieht 2 nach", "und 3 weitere", "2 am Tisch"
        Locale::De => &[
            "bis",
            "gewonnen",
            "s",
            "im",
            "am",
            "auf",
            "von",
            "und",
            "oder",
            "ab",
            "nach",
            "weitere",
            "Würfel",
            "Ferkel",
            "Plättchen",
        ],
        // "3 à 5", "30 s", "4 dans la pile"
        Locale::Fr => &["à", "s", "dans", "sur", "de", "et", "ou", "pas"],
    }
}

/// One place where a count stands before a word.
#[derive(Debug)]
struct Bare {
    message: String,
    variable: String,
    word: String,
}

/// Every count that stands before a word outside a selector on that count.
fn bare_counts(locale: Locale) -> Vec<Bare> {
    let mut found = Vec::new();
    for (file, source) in sources(locale) {
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("{}/{file} does not parse: {errors:?}", locale.code()));
        for entry in resource.body {
            let ast::Entry::Message(message) = entry else { continue };
            let mut patterns: Vec<&ast::Pattern<&str>> = message.value.iter().collect();
            patterns.extend(message.attributes.iter().map(|a| &a.value));
            for pattern in patterns {
                walk(message.id.name, pattern, &mut Vec::new(), &mut found);
            }
        }
    }
    found
}

/// Walks a pattern, `selected` holding the variables of the selectors it is inside.
fn walk<'s>(
    message: &str,
    pattern: &ast::Pattern<&'s str>,
    selected: &mut Vec<&'s str>,
    found: &mut Vec<Bare>,
) {
    for (i, element) in pattern.elements.iter().enumerate() {
        let ast::PatternElement::Placeable { expression } = element else { continue };
        match expression {
            ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
                let count = COUNTS.contains(&id.name);
                if !count || NEVER_ONE.contains(&id.name) || selected.contains(&id.name) {
                    continue;
                }
                let Some(ast::PatternElement::TextElement { value }) = pattern.elements.get(i + 1) else {
                    continue;
                };
                if !value.starts_with(' ') {
                    continue;
                }
                let word: String = value.trim_start().chars().take_while(|c| c.is_alphabetic()).collect();
                if !word.is_empty() {
                    found.push(Bare { message: message.to_owned(), variable: id.name.to_owned(), word });
                }
            }
            ast::Expression::Select { selector, variants } => {
                let on = match selector {
                    ast::InlineExpression::VariableReference { id } => Some(id.name),
                    _ => None,
                };
                selected.extend(on);
                for variant in variants {
                    walk(message, &variant.value, selected, found);
                }
                if on.is_some() {
                    selected.pop();
                }
            }
            ast::Expression::Inline(_) => {}
        }
    }
}

#[test]
fn a_count_before_a_word_always_chooses_the_word_by_plural() {
    let mut problems = Vec::new();
    for locale in Locale::ALL {
        for bare in bare_counts(locale) {
            if !invariable(locale).contains(&bare.word.as_str()) {
                problems.push(format!(
                    "{}: {} writes {{ ${} }} {} without a plural selector on ${}",
                    locale.code(),
                    bare.message,
                    bare.variable,
                    bare.word,
                    bare.variable
                ));
            }
        }
    }
    assert!(problems.is_empty(), "counts that do not agree with their noun:\n{}", problems.join("\n"));
}

/// The test above finds what it should: a message in the shape of the bug report is caught.
#[test]
fn the_bare_count_check_catches_the_reported_shapes() {
    let source = "a = Reinforcements: { $left } new troops to place.\nb = { $left ->\n    [one] { $left } new troop\n   *[other] { $left } new troops\n}\n";
    let resource = fluent_syntax::parser::parse(source).expect("parses");
    let mut found = Vec::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            if let Some(value) = &message.value {
                walk(message.id.name, value, &mut Vec::new(), &mut found);
            }
        }
    }
    let caught: Vec<(&str, &str)> = found.iter().map(|b| (b.message.as_str(), b.word.as_str())).collect();
    assert_eq!(caught, [("a", "new")]);
}

/// Every variable of every catalog, so that a new one is classified here as a count or not.
fn all_variables() -> BTreeSet<String> {
    let mut all = BTreeSet::new();
    for locale in Locale::ALL {
        for vars in super::catalog::shape(locale).into_values() {
            all.extend(vars);
        }
    }
    all
}

#[test]
fn every_message_with_a_count_renders_for_zero_one_two_and_five() {
    let catalog = Catalog::embedded().expect("catalog");
    let all = all_variables();
    let stale: Vec<&&str> = COUNTS.iter().filter(|c| !all.contains(**c)).collect();
    assert!(stale.is_empty(), "COUNTS names variables no catalog uses: {stale:?}");
    let counts: BTreeSet<String> = all.into_iter().filter(|v| COUNTS.contains(&v.as_str())).collect();
    assert!(counts.len() >= 20, "only {} count variables found: is the catalog empty?", counts.len());
    let mut rendered = 0;
    for locale in Locale::ALL {
        for (key, vars) in super::catalog::shape(locale) {
            if key.contains('.') || !vars.iter().any(|v| counts.contains(v)) {
                continue;
            }
            for n in [0u64, 1, 2, 5] {
                let mut args = fluent_bundle::FluentArgs::new();
                for var in &vars {
                    if counts.contains(var) {
                        args.set(var.clone(), n);
                    } else {
                        args.set(var.clone(), format!("‹{var}›"));
                    }
                }
                let text = catalog.text(locale, &key, Some(&args));
                assert!(!text.is_empty() && text != key, "{} {key} with {n}: {text:?}", locale.code());
                assert!(
                    !text.contains("{$") && !text.contains("{ $"),
                    "{} {key} with {n}: {text:?}",
                    locale.code()
                );
                rendered += 1;
            }
        }
    }
    assert!(rendered >= 3 * 4 * 30, "only {rendered} renderings");
}

/// `NEVER_ONE` is true of the games: every game seats at least two at most.
#[test]
fn the_most_seats_of_every_game_is_more_than_one() {
    for game in oink::games::registry::TABLE_GAMES {
        assert!(*game.players.end() >= 2, "{} seats at most one: its `max` needs a plural", game.slug);
    }
}
