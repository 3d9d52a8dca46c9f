//! The languages the bot speaks and the Fluent catalog that holds every sentence it says.
//!
//! The catalog lives in `commands/<locale>/*.ftl` and is embedded at build time (see
//! `build.rs`). A message missing in one language falls back to en-US, so a half-translated
//! release still says something sensible; a test keeps the catalogs complete and consistent.

use std::borrow::Cow;

use fluent_bundle::{FluentArgs, FluentResource};
use intl_memoizer::concurrent::IntlLangMemoizer;

mod files {
    include!(concat!(env!("OUT_DIR"), "/catalog_files.rs"));
}

type Bundle = fluent_bundle::bundle::FluentBundle<FluentResource, IntlLangMemoizer>;

/// A language the bot speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Locale {
    EnUs,
    De,
    Fr,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::EnUs, Locale::De, Locale::Fr];

    /// The Discord locale code, which is also the catalog folder name.
    pub fn code(self) -> &'static str {
        match self {
            Locale::EnUs => "en-US",
            Locale::De => "de",
            Locale::Fr => "fr",
        }
    }

    /// Exactly one of our codes (`en-US`, `de`, `fr`).
    pub fn from_code(code: &str) -> Option<Locale> {
        Locale::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language for a Discord locale code: every English variant reads en-US.
    pub fn from_discord(code: &str) -> Option<Locale> {
        match code.split('-').next() {
            Some("en") => Some(Locale::EnUs),
            Some("de") => Some(Locale::De),
            Some("fr") => Some(Locale::Fr),
            _ => None,
        }
    }

    /// The user's language if we speak it, else the server's, else the configured default.
    pub fn resolve(user: Option<&str>, guild: Option<&str>, default: Locale) -> Locale {
        user.and_then(Locale::from_discord)
            .or_else(|| guild.and_then(Locale::from_discord))
            .unwrap_or(default)
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The catalog could not be built: a syntax error or a duplicate message in an `.ftl` file.
#[derive(Debug, thiserror::Error)]
#[error("command catalog {locale}/{file}: {reason}")]
pub struct CatalogError {
    pub locale: String,
    pub file: String,
    pub reason: String,
}

/// All bundles, one per [`Locale`], in `Locale::ALL` order.
pub struct Catalog {
    bundles: Vec<Bundle>,
}

impl Catalog {
    /// Builds the catalog from the files embedded in the binary.
    pub fn embedded() -> Result<Catalog, CatalogError> {
        let mut bundles = Vec::with_capacity(Locale::ALL.len());
        for locale in Locale::ALL {
            let langid = locale.code().parse().map_err(|e| CatalogError {
                locale: locale.code().to_owned(),
                file: String::new(),
                reason: format!("{e}"),
            })?;
            let mut bundle = Bundle::new_concurrent(vec![langid]);
            // Unicode isolation marks around arguments show up as stray boxes in some
            // Discord clients; our arguments are names and numbers, so leave them out.
            bundle.set_use_isolating(false);
            for (file, source) in sources(locale) {
                let error = |reason: String| CatalogError {
                    locale: locale.code().to_owned(),
                    file: file.to_owned(),
                    reason,
                };
                let resource = FluentResource::try_new(source.to_owned())
                    .map_err(|(_, errors)| error(format!("{errors:?}")))?;
                bundle.add_resource(resource).map_err(|errors| error(format!("{errors:?}")))?;
            }
            bundles.push(bundle);
        }
        Ok(Catalog { bundles })
    }

    /// A message in `locale`, falling back to en-US, then to the message id itself.
    pub fn text(&self, locale: Locale, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        self.format(locale, id, None, args)
            .or_else(|| self.format(Locale::EnUs, id, None, args))
            .unwrap_or_else(|| {
                tracing::warn!(id, "message missing from the command catalog");
                id.to_owned()
            })
    }

    /// An attribute of a message (`id.attr`) in `locale` only: command localizations use it,
    /// and there a missing entry means "no localization" rather than an English fallback.
    pub fn attribute(&self, locale: Locale, id: &str, attr: &str) -> Option<String> {
        self.format(locale, id, Some(attr), None)
    }

    /// A message value in `locale` only, without fallback.
    pub fn exact(&self, locale: Locale, id: &str) -> Option<String> {
        self.format(locale, id, None, None)
    }

    fn format(
        &self,
        locale: Locale,
        id: &str,
        attr: Option<&str>,
        args: Option<&FluentArgs<'_>>,
    ) -> Option<String> {
        let bundle = self.bundles.get(locale.index())?;
        let message = bundle.get_message(id)?;
        let pattern = match attr {
            Some(attr) => message.get_attribute(attr)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text: Cow<'_, str> = bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            tracing::warn!(id, locale = locale.code(), ?errors, "catalog message formatted with errors");
        }
        Some(text.into_owned())
    }
}

/// The embedded catalog files of one locale: `(file name, contents)`.
pub fn sources(locale: Locale) -> impl Iterator<Item = (&'static str, &'static str)> {
    files::FILES.iter().filter(move |(l, _, _)| *l == locale.code()).map(|(_, name, source)| (*name, *source))
}

/// The locale folders present in `commands/`, including any the code does not know.
pub fn catalog_locales() -> Vec<&'static str> {
    let mut locales: Vec<&str> = files::FILES.iter().map(|(l, _, _)| *l).collect();
    locales.dedup();
    locales
}
