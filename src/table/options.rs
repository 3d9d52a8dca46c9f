//! The options of the commands that open a table, checked where they come in (a Discord
//! interaction, a playground command line) before anything is stored. A client shows only the
//! values a command takes, but an interaction can be forged: a value the command does not take
//! is refused with the option's name and the values it takes ([`BadOption`]), never turned into
//! an internal error or a table that cannot start.

use crate::games::{three_pigs, wuerfelhaus};
use crate::i18n::Locale;

/// An option value as a user sent it, whatever its type.
#[derive(Debug, Clone, PartialEq)]
pub enum Given {
    Integer(i64),
    Number(f64),
    Boolean(bool),
    /// Text, or a choice by its code name (`veteran`).
    Text(String),
    /// Anything else (a user, a channel…).
    Other,
}

/// An option whose value the command does not take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadOption {
    /// The option's code name (`two_player_end`).
    pub option: &'static str,
    /// The values it takes, as code names (`2`, `3`; `standard`, `veteran`; `true`, `false`).
    pub allowed: Vec<String>,
}

impl BadOption {
    fn new(option: &'static str, allowed: &[&str]) -> BadOption {
        BadOption { option, allowed: allowed.iter().map(|a| (*a).to_owned()).collect() }
    }
}

/// The variant choices, by code name, in the order Discord lists them.
pub const VARIANTS: [&str; 2] = ["standard", "veteran"];

/// `/pigs new`: `variant`, `two_player_end`, `finish_round`.
pub fn three_pigs(
    variant: Option<&Given>,
    two_player_end: Option<&Given>,
    finish_round: Option<&Given>,
) -> Result<three_pigs::Options, BadOption> {
    let variant = match variant {
        None => three_pigs::Variant::Standard,
        Some(Given::Text(name)) if name == "standard" => three_pigs::Variant::Standard,
        Some(Given::Text(name)) if name == "veteran" => three_pigs::Variant::Veteran,
        Some(_) => return Err(BadOption::new("variant", &VARIANTS)),
    };
    let end_stacks_2p = match two_player_end {
        None => 2,
        Some(given) => whole_number(given)
            .filter(|n| (2..=3).contains(n))
            .and_then(|n| u8::try_from(n).ok())
            .ok_or_else(|| BadOption::new("two_player_end", &["2", "3"]))?,
    };
    let finish_round = flag("finish_round", finish_round)?.unwrap_or(false);
    Ok(three_pigs::Options { variant, end_stacks_2p, finish_round })
}

/// `/haus new`: `finish_round`.
pub fn wuerfelhaus(finish_round: Option<&Given>) -> Result<wuerfelhaus::Options, BadOption> {
    Ok(wuerfelhaus::Options {
        finish_round: flag("finish_round", finish_round)?.unwrap_or(false),
        ..wuerfelhaus::Options::default()
    })
}

/// The languages a table's board may be shown in, by code name, in the order Discord lists
/// them.
pub const LANGUAGES: [&str; 3] = ["en-US", "de", "fr"];

/// `language`: the board's language; `None` when not given (the server's language then).
pub fn language(given: Option<&Given>) -> Result<Option<Locale>, BadOption> {
    match given {
        None => Ok(None),
        Some(Given::Text(code)) if LANGUAGES.contains(&code.as_str()) => {
            Locale::from_code(code).map(Some).ok_or_else(|| BadOption::new("language", &LANGUAGES))
        }
        Some(_) => Err(BadOption::new("language", &LANGUAGES)),
    }
}

/// A true/false option; `None` when not given.
pub fn flag(option: &'static str, given: Option<&Given>) -> Result<Option<bool>, BadOption> {
    match given {
        None => Ok(None),
        Some(Given::Boolean(b)) => Ok(Some(*b)),
        Some(Given::Text(t)) if t == "true" => Ok(Some(true)),
        Some(Given::Text(t)) if t == "false" => Ok(Some(false)),
        Some(_) => Err(BadOption::new(option, &["true", "false"])),
    }
}

/// A whole number, sent as one or typed as text; nothing else (`0.0`, `2.5`, `two`).
fn whole_number(given: &Given) -> Option<i64> {
    match given {
        Given::Integer(n) => Some(*n),
        Given::Text(t) => t.parse().ok(),
        Given::Number(_) | Given::Boolean(_) | Given::Other => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_values_are_read_and_every_bad_one_names_its_option() {
        let options = three_pigs(
            Some(&Given::Text("veteran".into())),
            Some(&Given::Integer(3)),
            Some(&Given::Boolean(true)),
        )
        .expect("good values");
        assert_eq!(options.variant, three_pigs::Variant::Veteran);
        assert_eq!((options.end_stacks_2p, options.finish_round), (3, true));
        assert_eq!(three_pigs(None, None, None).expect("defaults"), three_pigs::Options::default());
        let two = |g: Given| three_pigs(None, Some(&g), None).map(|o| o.end_stacks_2p);
        assert_eq!(two(Given::Text("2".into())), Ok(2));
        for bad in [
            Given::Integer(5),
            Given::Integer(-1),
            Given::Integer(256),
            Given::Integer(258),
            Given::Integer(i64::MAX),
            Given::Integer(i64::MIN),
            Given::Number(0.0),
            Given::Number(2.0),
            Given::Text("18446744073709551615".into()),
            Given::Text("three".into()),
            Given::Boolean(true),
            Given::Other,
        ] {
            assert_eq!(two(bad.clone()), Err(BadOption::new("two_player_end", &["2", "3"])), "{bad:?}");
        }
        for bad in [Given::Integer(1), Given::Text("gold".into()), Given::Integer(-1)] {
            assert_eq!(three_pigs(Some(&bad), None, None), Err(BadOption::new("variant", &VARIANTS)));
        }
        for bad in [Given::Integer(1), Given::Text("yes".into())] {
            assert_eq!(
                wuerfelhaus(Some(&bad)),
                Err(BadOption::new("finish_round", &["true", "false"])),
                "{bad:?}"
            );
            assert_eq!(flag("turn_pings", Some(&bad)), Err(BadOption::new("turn_pings", &["true", "false"])));
        }
    }
}
