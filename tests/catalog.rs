//! The command catalog (`commands/<locale>/*.ftl`) stays complete and consistent: every message
//! and attribute exists in every locale, with the same variables, and every file parses.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use oink::i18n::{Catalog, Locale, catalog_locales, sources};

/// `message` or `message.attribute` → the variables it uses.
type Shape = BTreeMap<String, BTreeSet<String>>;

fn shape(locale: Locale) -> Shape {
    let mut shape = Shape::new();
    for (file, source) in sources(locale) {
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("{}/{file} does not parse: {errors:?}", locale.code()));
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let id = message.id.name.to_owned();
                if let Some(value) = &message.value {
                    let previous = shape.insert(id.clone(), variables(value));
                    assert!(previous.is_none(), "{}: message {id} defined twice", locale.code());
                }
                for attribute in &message.attributes {
                    shape.insert(format!("{id}.{}", attribute.id.name), variables(&attribute.value));
                }
            }
        }
    }
    shape
}

fn variables(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, &mut found);
        }
    }
    found
}

fn expression_variables(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                found.extend(variables(&variant.value));
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, found),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, found),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, found);
            }
        }
        _ => {}
    }
}

#[test]
fn every_locale_has_every_message_with_the_same_variables() {
    let reference = shape(Locale::EnUs);
    assert!(reference.len() > 10, "the en-US catalog looks empty");
    for locale in [Locale::De, Locale::Fr] {
        let other = shape(locale);
        let missing: Vec<_> = reference.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !reference.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", locale.code());
        assert!(extra.is_empty(), "{} has messages en-US lacks: {extra:?}", locale.code());
        for (key, vars) in &reference {
            assert_eq!(&other[key], vars, "{}: {key} uses other variables than en-US", locale.code());
        }
    }
}

#[test]
fn catalog_folders_are_exactly_the_supported_locales() {
    let folders: BTreeSet<&str> = catalog_locales().into_iter().collect();
    let supported: BTreeSet<&str> = Locale::ALL.iter().map(|l| l.code()).collect();
    assert_eq!(folders, supported);
}

#[test]
fn embedded_catalog_builds_and_falls_back_to_english() {
    let catalog = Catalog::embedded().expect("catalog builds");
    assert_eq!(catalog.text(Locale::De, "game-three-pigs-name", None), "Die drei kleinen Schweinchen");
    assert_eq!(catalog.text(Locale::Fr, "game-three-pigs-name", None), "Les Trois Petits Cochons");
    // An id nobody defined comes back as itself rather than as an empty message.
    assert_eq!(catalog.text(Locale::Fr, "no-such-message", None), "no-such-message");
}

#[test]
fn slash_command_names_are_valid_discord_names() {
    for locale in Locale::ALL {
        let shape = shape(locale);
        for key in shape.keys().filter(|k| k.ends_with(".description")) {
            let id = key.trim_end_matches(".description");
            let catalog = Catalog::embedded().expect("catalog");
            let name = catalog.exact(locale, id).expect("command name");
            assert!(
                !name.is_empty()
                    && name.chars().count() <= 32
                    && name.chars().all(|c| c.is_lowercase() || c.is_ascii_digit() || c == '-' || c == '_'),
                "{}: {name:?} is not a valid slash command name",
                locale.code()
            );
            let description = catalog.attribute(locale, id, "description").expect("description");
            assert!(
                (1..=100).contains(&description.chars().count()),
                "{}: {id} description length",
                locale.code()
            );
        }
    }
}

#[test]
fn discord_locales_resolve_with_fallbacks() {
    assert_eq!(Locale::resolve(Some("de"), Some("fr"), Locale::EnUs), Locale::De);
    assert_eq!(Locale::resolve(Some("en-GB"), None, Locale::De), Locale::EnUs);
    assert_eq!(Locale::resolve(Some("es-ES"), Some("fr"), Locale::EnUs), Locale::Fr);
    assert_eq!(Locale::resolve(Some("ja"), Some("ko"), Locale::De), Locale::De);
    assert_eq!(Locale::resolve(None, None, Locale::EnUs), Locale::EnUs);
}
