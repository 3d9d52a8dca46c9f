//! The command catalog (`commands/<locale>/*.ftl`) stays complete and consistent: every message
//! and attribute exists in every locale, with the same variables, and every file parses.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use oink::i18n::{Catalog, Locale, catalog_locales, sources};
use proptest::prelude::*;

/// `message` or `message.attribute` → the variables it uses.
type Shape = BTreeMap<String, BTreeSet<String>>;

pub(crate) fn shape(locale: Locale) -> Shape {
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

/// A selector on a number variable: `{ $n -> [0] … [one] … *[other] … }`.
struct Plural {
    message: String,
    /// Every variable of the message.
    message_variables: BTreeSet<String>,
    variable: String,
    variants: Vec<Variant>,
}

struct Variant {
    /// `Some(n)` for an exact key `[n]`, `None` for a plural category.
    exact: Option<u64>,
    category: Option<String>,
    default: bool,
    /// The literal text of the variant, piece by piece.
    texts: Vec<String>,
    /// The variant shows the selector's value (`{ $n }`).
    shows_count: bool,
}

const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// Every plural selector in a locale's catalog (message values; attributes hold no plurals).
fn plurals(locale: Locale) -> Vec<Plural> {
    let mut found = Vec::new();
    for (file, source) in sources(locale) {
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("{}/{file} does not parse: {errors:?}", locale.code()));
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                if let Some(value) = &message.value {
                    let start = found.len();
                    collect_plurals(message.id.name, value, &mut found);
                    let all = variables(value);
                    found[start..].iter_mut().for_each(|p| p.message_variables = all.clone());
                }
            }
        }
    }
    found
}

fn collect_plurals(message: &str, pattern: &ast::Pattern<&str>, found: &mut Vec<Plural>) {
    for element in &pattern.elements {
        let ast::PatternElement::Placeable { expression: ast::Expression::Select { selector, variants } } =
            element
        else {
            continue;
        };
        let ast::InlineExpression::VariableReference { id } = selector else { continue };
        let plural = variants.iter().any(|v| match &v.key {
            ast::VariantKey::NumberLiteral { .. } => true,
            ast::VariantKey::Identifier { name } => CATEGORIES.contains(name) && *name != "other",
        });
        if !plural {
            continue;
        }
        let variants = variants
            .iter()
            .map(|v| {
                let (exact, category) = match &v.key {
                    ast::VariantKey::NumberLiteral { value } => {
                        (Some(value.parse().expect("a whole number key")), None)
                    }
                    ast::VariantKey::Identifier { name } => (None, Some((*name).to_owned())),
                };
                let texts = v
                    .value
                    .elements
                    .iter()
                    .filter_map(|e| match e {
                        ast::PatternElement::TextElement { value } => Some((*value).to_owned()),
                        ast::PatternElement::Placeable { .. } => None,
                    })
                    .collect();
                Variant {
                    exact,
                    category,
                    default: v.default,
                    texts,
                    shows_count: variables(&v.value).contains(id.name),
                }
            })
            .collect();
        found.push(Plural {
            message: message.to_owned(),
            message_variables: BTreeSet::new(),
            variable: id.name.to_owned(),
            variants,
        });
    }
}

/// The CLDR plural category of a whole number, as Fluent selects it. French puts 0 with 1.
fn category(locale: Locale, n: u64) -> &'static str {
    match locale {
        Locale::EnUs | Locale::De => {
            if n == 1 {
                "one"
            } else {
                "other"
            }
        }
        Locale::Fr => {
            if n <= 1 {
                "one"
            } else if n % 1_000_000 == 0 {
                "many"
            } else {
                "other"
            }
        }
    }
}

/// The variant Fluent must take for `n`: an exact key first, then the category, then the default.
fn expected(locale: Locale, plural: &Plural, n: u64) -> &Variant {
    plural
        .variants
        .iter()
        .find(|v| v.exact == Some(n))
        .or_else(|| plural.variants.iter().find(|v| v.category.as_deref() == Some(category(locale, n))))
        .or_else(|| plural.variants.iter().find(|v| v.default))
        .expect("a default variant")
}

/// The message rendered with `n` for the plural's variable and a placeholder for the others.
fn render_with(catalog: &Catalog, locale: Locale, plural: &Plural, n: u64) -> String {
    let mut args = fluent_bundle::FluentArgs::new();
    for variable in &plural.message_variables {
        if *variable == plural.variable {
            args.set(variable.clone(), n);
        } else {
            args.set(variable.clone(), format!("‹{variable}›"));
        }
    }
    catalog.text(locale, &plural.message, Some(&args))
}

/// The rendered text took the variant it should for `n`, and shows `n` where it shows a count.
fn check_plural(catalog: &Catalog, locale: Locale, plural: &Plural, n: u64) -> Result<(), String> {
    let out = render_with(catalog, locale, plural, n);
    let chosen = expected(locale, plural, n);
    let context = || format!("{} {} with {} = {n}: {out:?}", locale.code(), plural.message, plural.variable);
    for text in chosen.texts.iter().map(|t| t.trim()).filter(|t| !t.is_empty()) {
        if !out.contains(text) {
            return Err(format!("{}: lacks {text:?} of the variant it should take", context()));
        }
    }
    if chosen.shows_count && !out.contains(&n.to_string()) {
        return Err(format!("{}: does not show the number", context()));
    }
    for other in plural.variants.iter().filter(|v| !std::ptr::eq(*v, chosen)) {
        for text in other.texts.iter().map(|t| t.trim()).filter(|t| !t.is_empty()) {
            let shared = chosen.texts.iter().any(|c| c.contains(text));
            if !shared && out.contains(text) {
                return Err(format!("{}: shows {text:?} of another variant", context()));
            }
        }
    }
    Ok(())
}

/// The word a locale writes for "one" at the start of a sentence.
fn one_words(locale: Locale) -> &'static [&'static str] {
    match locale {
        Locale::EnUs => &["one"],
        Locale::De => &["ein", "eine", "einer", "eins"],
        Locale::Fr => &["un", "une"],
    }
}

/// A variant picked by plural category stands for several numbers in some language (French
/// `one` is 0 and 1; `other` is most numbers): it must show the variable, never a number of
/// its own. A count written as a word belongs under an exact key such as `[1]`.
#[test]
fn plural_variants_picked_by_category_never_write_their_own_number() {
    for locale in Locale::ALL {
        for plural in plurals(locale) {
            for variant in plural.variants.iter().filter(|v| v.exact.is_none()) {
                let text: String = variant.texts.concat();
                assert!(
                    !text.chars().any(|c| c.is_ascii_digit()),
                    "{}: {} [{}] writes a number: {text:?}",
                    locale.code(),
                    plural.message,
                    variant.category.as_deref().unwrap_or_default()
                );
                let first =
                    text.split(|c: char| !c.is_alphabetic()).find(|w| !w.is_empty()).unwrap_or_default();
                assert!(
                    !one_words(locale).contains(&first.to_lowercase().as_str()),
                    "{}: {} [{}] starts with a count word: {text:?}",
                    locale.code(),
                    plural.message,
                    variant.category.as_deref().unwrap_or_default()
                );
            }
        }
    }
}

/// Every plural in every language, with 0, 1 and 2: the right variant, and the real number.
#[test]
fn every_plural_takes_the_right_variant_for_zero_one_and_two() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut checked = 0;
    for locale in Locale::ALL {
        for plural in plurals(locale) {
            for n in 0..=2 {
                if let Err(problem) = check_plural(&catalog, locale, &plural, n) {
                    panic!("{problem}");
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 3 * 3 * 8, "only {checked} plural renderings: is the catalog empty?");
    // What players read, spelled out for the cases of the bug report.
    let player = |locale, points: u64| {
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("turn", "");
        args.set("name", "Ann");
        args.set("points", points);
        catalog.text(locale, "board-player", Some(&args))
    };
    assert_eq!(player(Locale::Fr, 0), "Ann · 0 point");
    assert_eq!(player(Locale::Fr, 1), "Ann · 1 point");
    assert_eq!(player(Locale::Fr, 2), "Ann · 2 points");
    assert_eq!(player(Locale::EnUs, 0), "Ann · 0 points");
    assert_eq!(player(Locale::EnUs, 1), "Ann · 1 point");
    assert_eq!(player(Locale::De, 0), "Ann · 0 Punkte");
    let count = |locale, id: &str, variable: &str, n: u64| {
        let mut args = fluent_bundle::FluentArgs::new();
        args.set(variable.to_owned(), n);
        for other in ["turn", "name", "painted", "total"] {
            args.set(other, "");
        }
        catalog.text(locale, id, Some(&args))
    };
    assert!(count(Locale::Fr, "haus-player-turns", "turns", 0).ends_with("0 tour"));
    assert!(count(Locale::Fr, "board-rolls-left", "left", 0).ends_with("encore 0 lancer"));
    assert!(count(Locale::Fr, "lobby-intro", "count", 0).starts_with("0 cochon "));
    assert!(count(Locale::Fr, "lobby-intro", "count", 1).starts_with("Un cochon "));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any count at all, in every plural of every language.
    #[test]
    fn every_plural_shows_any_count_with_the_right_variant(
        n in prop_oneof![0u64..=120, any::<u32>().prop_map(u64::from), Just(1_000_000u64)]
    ) {
        let catalog = Catalog::embedded().expect("catalog");
        for locale in Locale::ALL {
            for plural in plurals(locale) {
                if let Err(problem) = check_plural(&catalog, locale, &plural, n) {
                    return Err(TestCaseError::fail(problem));
                }
            }
        }
    }
}

/// Every message and attribute of a locale, rendered with a placeholder for each variable.
fn rendered(catalog: &Catalog, locale: Locale) -> Vec<(String, String)> {
    shape(locale)
        .into_iter()
        .map(|(key, vars)| {
            let mut args = fluent_bundle::FluentArgs::new();
            for var in vars {
                args.set(var.clone(), format!("‹{var}›"));
            }
            let text = match key.split_once('.') {
                Some((id, attr)) => catalog.attribute(locale, id, attr).unwrap_or_default(),
                None => catalog.text(locale, &key, Some(&args)),
            };
            (key, text)
        })
        .collect()
}

/// On one board every button does something else, so no two may read the same: French had
/// "Lancer" for both starting the game and rolling the dice.
#[test]
fn button_labels_differ_within_each_language() {
    let catalog = Catalog::embedded().expect("catalog");
    for locale in Locale::ALL {
        let mut seen: BTreeMap<String, String> = BTreeMap::new();
        for (key, text) in rendered(&catalog, locale) {
            if !(key.starts_with("button-") || key.contains("-button-")) {
                continue;
            }
            if let Some(other) = seen.insert(text.clone(), key.clone()) {
                panic!("{}: {key} and {other} both read {text:?}", locale.code());
            }
        }
        assert!(seen.len() >= 10, "{}: only {} buttons", locale.code(), seen.len());
    }
    assert_eq!(catalog.text(Locale::Fr, "button-start", None), "Commencer");
}

/// Each language quotes its own way: German „…“, French « … », English “…”; never typewriter
/// quotes, never another language's.
#[test]
fn quotes_follow_each_languages_typography() {
    let catalog = Catalog::embedded().expect("catalog");
    for locale in Locale::ALL {
        let (open, close, foreign): (&str, &str, &[char]) = match locale {
            Locale::EnUs => ("“", "”", &['"', '„', '«', '»']),
            Locale::De => ("„", "“", &['"', '”', '«', '»']),
            Locale::Fr => ("« ", " »", &['"', '“', '”', '„']),
        };
        for (key, text) in rendered(&catalog, locale) {
            assert!(!text.contains(foreign), "{}: {key} uses foreign quotes: {text:?}", locale.code());
            assert_eq!(
                text.matches(open).count(),
                text.matches(close).count(),
                "{}: {key} opens and closes quotes unevenly: {text:?}",
                locale.code()
            );
        }
    }
}

/// French and German articles agree with the tile: "un toit", "eine Strohtür", "ein Strohdach".
#[test]
fn tiles_take_the_article_of_their_gender() {
    let catalog = Catalog::embedded().expect("catalog");
    let indefinite = |locale, id: &str| catalog.attribute(locale, id, "indefinite").expect(id);
    for material in ["straw", "wood", "brick"] {
        assert!(indefinite(Locale::Fr, &format!("tile-roof-{material}")).starts_with("un toit "));
        assert!(indefinite(Locale::Fr, &format!("tile-door-{material}")).starts_with("une porte "));
        assert!(indefinite(Locale::Fr, &format!("tile-window-{material}")).starts_with("une fenêtre "));
        assert!(indefinite(Locale::De, &format!("tile-roof-{material}")).starts_with("ein "));
        assert!(indefinite(Locale::De, &format!("tile-door-{material}")).starts_with("eine "));
        assert!(indefinite(Locale::De, &format!("tile-window-{material}")).starts_with("ein "));
        assert!(indefinite(Locale::EnUs, &format!("tile-roof-{material}")).starts_with("a "));
    }
}

/// Oink speaks to each player as a friend at the table: "tu" in French, "du" in German. The
/// French catalog mixed "vous" and "tu", footers included; German never says "Sie".
#[test]
fn every_language_speaks_to_the_player_in_one_form() {
    let catalog = Catalog::embedded().expect("catalog");
    let formal: &[&str] = &["vous", "votre", "vos", "Vous", "Votre", "Vos"];
    for (key, text) in rendered(&catalog, Locale::Fr) {
        let words: Vec<&str> = text.split(|c: char| !c.is_alphabetic()).collect();
        assert!(!words.iter().any(|w| formal.contains(w)), "fr: {key} says vous: {text:?}");
        // An imperative to "vous" ends in -ez ("Choisissez", "appuyez"); "assez" and "chez" are not verbs.
        let verb = words.iter().find(|w| w.len() > 4 && w.ends_with("ez") && !["assez"].contains(w));
        assert!(verb.is_none(), "fr: {key} uses the vous form {verb:?}: {text:?}");
    }
    // German "Sie" also means "she" or "they", and "Ihr seid dran" addresses several players as
    // friends: the formal address shows as "Ihnen" or a verb before "Sie" ("Wählen Sie").
    for (key, text) in rendered(&catalog, Locale::De) {
        let words: Vec<&str> = text.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty()).collect();
        let formal = words.windows(2).any(|pair| pair[1] == "Sie" && pair[0].ends_with("en"));
        assert!(!formal && !words.contains(&"Ihnen"), "de: {key} says Sie: {text:?}");
    }
}

/// French writes one apostrophe, the typographic one.
#[test]
fn french_writes_one_apostrophe() {
    let catalog = Catalog::embedded().expect("catalog");
    for (key, text) in rendered(&catalog, Locale::Fr) {
        assert!(!text.contains('\''), "fr: {key} uses a typewriter apostrophe: {text:?}");
    }
}
