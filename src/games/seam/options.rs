//! The options a game's table is opened with (`/pigs new variant:veteran`), declared once by
//! the game ([`super::TableGame::OPTIONS`]) and checked here where they come in: the Discord
//! adapter registers them from the declaration, the playground parses them from it, and a
//! value the declaration does not allow is refused with the option's name and the values it
//! takes ([`BadOption`]) — a client shows only those, but an interaction can be forged.
//!
//! A choice's values are an enum declared with [`code_names!`], which spells each code name
//! once: the slash command's choices, the playground's parser, the engine's options and
//! `oink sim --option` all read and write them through it.

/// Gives a fieldless enum its code names, each spelled once here: `ALL` and `NAMES` (a
/// choice's values, in the order clients list them: `OptionKind::Choice(&RuleSet::NAMES)`),
/// `code`, `from_code`, and the `Display` and `FromStr` that use them. A code name is the
/// en-US name clients show and send, the name records and stored tables write (the enum's
/// serde names are the same; its test says so) and, as `choice-<code>`, the key of its label
/// in the catalog.
macro_rules! code_names {
    ($ty:ident { $($variant:ident => $code:literal),+ $(,)? }) => {
        impl $ty {
            /// Every value, in the order clients list them.
            pub const ALL: [$ty; [$($code),+].len()] = [$($ty::$variant),+];
            /// Their code names, in the same order.
            pub const NAMES: [&'static str; [$($code),+].len()] = [$($code),+];

            /// The code name of the value.
            pub fn code(self) -> &'static str {
                match self {
                    $($ty::$variant => $code,)+
                }
            }

            /// The value of a code name; `None` for a name that is none of them.
            pub fn from_code(code: &str) -> Option<$ty> {
                match code {
                    $($code => Some($ty::$variant),)+
                    _ => None,
                }
            }
        }

        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.code())
            }
        }

        impl std::str::FromStr for $ty {
            type Err = $crate::games::seam::UnknownCode;

            fn from_str(code: &str) -> Result<$ty, Self::Err> {
                $ty::from_code(code).ok_or_else(|| $crate::games::seam::UnknownCode {
                    given: code.to_owned(),
                    allowed: &$ty::NAMES,
                })
            }
        }
    };
}
pub(crate) use code_names;

/// A name that is none of a `code_names!` enum's code names.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{given:?} is not one of {}", allowed.join(", "))]
pub struct UnknownCode {
    pub given: String,
    /// The code names there are.
    pub allowed: &'static [&'static str],
}

/// The catalog key of a choice's label (`choice-full`), from its code name.
pub fn choice_label(code: &str) -> String {
    format!("choice-{code}")
}

/// One option of a game's `new` command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    /// The code name: the en-US name, and the key of its texts in the catalog.
    pub name: &'static str,
    pub kind: OptionKind,
}

/// The values an option takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionKind {
    /// `true` or `false`.
    Flag,
    /// A whole number from `min` to `max`.
    Integer { min: i64, max: i64 },
    /// One of these code names (`standard`, `veteran`), in the order clients list them.
    Choice(&'static [&'static str]),
    /// A duration of at least `min` seconds, typed as `90m`, `12h`, `2d` or `1d 12h`, or `off`.
    Duration { min: u64 },
    /// A member of the server (Discord's user picker; `@name` in the playground).
    User,
}

/// How a duration option is switched off.
pub const OFF: &str = "off";

/// Discord's registration takes at most 25 choices an option.
pub const MAX_CHOICES: i64 = 25;

impl OptionKind {
    /// Whether a client offers exactly its values as a list to pick from (Discord registers
    /// them as the option's choices): every choice, and a whole number with at most
    /// [`MAX_CHOICES`] values.
    pub fn is_listed(self) -> bool {
        match self {
            OptionKind::Flag | OptionKind::Duration { .. } | OptionKind::User => false,
            OptionKind::Integer { min, max } => max.checked_sub(min).is_some_and(|span| span < MAX_CHOICES),
            OptionKind::Choice(_) => true,
        }
    }

    /// The values it takes, as code names, in the order a client lists them.
    pub fn allowed(self) -> Vec<String> {
        match self {
            OptionKind::Flag => vec!["true".to_owned(), "false".to_owned()],
            OptionKind::Integer { min, max } => (min..=max).map(|n| n.to_string()).collect(),
            OptionKind::Choice(names) => names.iter().map(|n| (*n).to_owned()).collect(),
            // Examples of what it takes: a client shows a text box.
            OptionKind::Duration { min } => {
                let least = humantime::format_duration(std::time::Duration::from_secs(min.max(1)));
                vec![format!("≥ {least}"), "12h".to_owned(), "2d".to_owned(), OFF.to_owned()]
            }
            OptionKind::User => vec!["@user".to_owned()],
        }
    }

    /// The value of `given` this option takes, if any.
    fn read(self, given: &Given) -> Option<Value> {
        match (self, given) {
            (OptionKind::Flag, Given::Boolean(b)) => Some(Value::Flag(*b)),
            (OptionKind::Flag, Given::Text(t)) => t.parse().ok().map(Value::Flag),
            (OptionKind::Integer { min, max }, given) => {
                let n = match given {
                    Given::Integer(n) => Some(*n),
                    // Typed as text (the playground); never `2.0` or `two`.
                    Given::Text(t) => t.parse().ok(),
                    Given::Number(_) | Given::Boolean(_) | Given::User { .. } | Given::Other => None,
                };
                n.filter(|n| (min..=max).contains(n)).map(Value::Integer)
            }
            (OptionKind::Choice(names), Given::Text(t)) => {
                names.iter().find(|name| **name == t).map(|name| Value::Choice(name))
            }
            (OptionKind::Duration { .. }, Given::Text(t)) if t.trim().eq_ignore_ascii_case(OFF) => {
                Some(Value::Duration(None))
            }
            (OptionKind::Duration { min }, Given::Text(t)) => humantime::parse_duration(t.trim())
                .ok()
                .map(|d| d.as_secs())
                .filter(|secs| *secs >= min)
                .map(|secs| Value::Duration(Some(secs))),
            (OptionKind::User, Given::User { id, name }) => Some(Value::User(*id, name.clone())),
            (
                OptionKind::Flag | OptionKind::Choice(_) | OptionKind::Duration { .. } | OptionKind::User,
                _,
            ) => None,
        }
    }
}

/// An option value as a user sent it, whatever its type.
#[derive(Debug, Clone, PartialEq)]
pub enum Given {
    Integer(i64),
    Number(f64),
    Boolean(bool),
    /// Text, or a choice by its code name (`veteran`).
    Text(String),
    /// A user, with the name the server shows for them.
    User {
        id: u64,
        name: String,
    },
    /// Anything else (a channel, a role…).
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

/// A checked option value.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Value {
    Flag(bool),
    Integer(i64),
    Choice(&'static str),
    /// Seconds; `None` for `off`.
    Duration(Option<u64>),
    User(u64, String),
}

/// Options checked against their declarations: every value here is one its option takes, so
/// a game reads them without a failure path.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Chosen {
    values: Vec<(&'static str, Value)>,
}

impl Chosen {
    /// Checks the `given` values (by code name) of the options `specs` declares; names that
    /// `specs` does not declare are left to whoever declared them.
    pub fn check<'a>(
        specs: &[OptionSpec],
        given: impl Fn(&str) -> Option<&'a Given>,
    ) -> Result<Chosen, BadOption> {
        let mut values = Vec::new();
        for spec in specs {
            if let Some(given) = given(spec.name) {
                let value = spec
                    .kind
                    .read(given)
                    .ok_or_else(|| BadOption { option: spec.name, allowed: spec.kind.allowed() })?;
                values.push((spec.name, value));
            }
        }
        Ok(Chosen { values })
    }

    fn get(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// A flag's value; `None` when not given.
    pub fn flag(&self, name: &str) -> Option<bool> {
        match self.get(name)? {
            Value::Flag(b) => Some(*b),
            _ => None,
        }
    }

    /// A whole number's value, within its declared bounds; `None` when not given.
    pub fn integer(&self, name: &str) -> Option<i64> {
        match self.get(name)? {
            Value::Integer(n) => Some(*n),
            _ => None,
        }
    }

    /// A choice's code name; `None` when not given.
    pub fn choice(&self, name: &str) -> Option<&'static str> {
        match self.get(name)? {
            Value::Choice(c) => Some(c),
            _ => None,
        }
    }

    /// A choice's value, typed (an enum of `code_names!` whose `NAMES` the option
    /// declares); `None` when not given.
    pub fn pick<T: std::str::FromStr>(&self, name: &str) -> Option<T> {
        self.choice(name)?.parse().ok()
    }

    /// A duration in seconds (`Some(None)`: switched off); `None` when not given.
    pub fn duration(&self, name: &str) -> Option<Option<u64>> {
        match self.get(name)? {
            Value::Duration(secs) => Some(*secs),
            _ => None,
        }
    }

    /// A user's id and name; `None` when not given.
    pub fn user(&self, name: &str) -> Option<(u64, String)> {
        match self.get(name)? {
            Value::User(id, name) => Some((*id, name.clone())),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[OptionSpec] = &[
        OptionSpec { name: "variant", kind: OptionKind::Choice(&["standard", "veteran"]) },
        OptionSpec { name: "two_player_end", kind: OptionKind::Integer { min: 2, max: 3 } },
        OptionSpec { name: "finish_round", kind: OptionKind::Flag },
    ];

    fn check(name: &str, given: Given) -> Result<Chosen, BadOption> {
        Chosen::check(SPECS, |n| (n == name).then_some(&given))
    }

    /// Forged values (a float for a number, `u64::MAX`, numbers out of bounds, a choice index)
    /// are refused with the option's name and what it takes, never wrapped or defaulted.
    #[test]
    fn every_value_an_option_does_not_take_names_the_option() {
        let two = |g: Given| check("two_player_end", g).map(|c| c.integer("two_player_end"));
        assert_eq!(two(Given::Integer(3)), Ok(Some(3)));
        assert_eq!(two(Given::Text("2".into())), Ok(Some(2)));
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
            let refused = BadOption { option: "two_player_end", allowed: vec!["2".into(), "3".into()] };
            assert_eq!(two(bad.clone()), Err(refused), "{bad:?}");
        }
        for bad in [Given::Integer(1), Given::Text("gold".into()), Given::Integer(-1)] {
            let refused = check("variant", bad).map(|c| c.choice("variant"));
            assert_eq!(
                refused,
                Err(BadOption { option: "variant", allowed: vec!["standard".into(), "veteran".into()] })
            );
        }
        for bad in [Given::Integer(1), Given::Text("yes".into())] {
            assert_eq!(
                check("finish_round", bad).map(|c| c.flag("finish_round")),
                Err(BadOption { option: "finish_round", allowed: vec!["true".into(), "false".into()] })
            );
        }
    }

    /// A code name is also the value's name in records and stored tables: every value of each
    /// option's enum serializes as its code name, and its code name reads back as the value.
    #[test]
    fn code_names_are_the_names_records_write_and_read_back() {
        use crate::games::space_pigs::{Building, GalaxyShape, RuleSet};
        fn same<T>(all: &[T])
        where
            T: Copy + PartialEq + std::fmt::Debug + std::fmt::Display + std::str::FromStr + serde::Serialize,
        {
            for value in all {
                let code = value.to_string();
                assert_eq!(serde_json::to_value(value).ok(), Some(serde_json::Value::String(code.clone())));
                assert_eq!(code.parse::<T>().ok(), Some(*value));
            }
        }
        same(&RuleSet::ALL);
        same(&GalaxyShape::ALL);
        same(&Building::ALL);
        same(&crate::games::three_pigs::Variant::ALL);
        assert_eq!(RuleSet::NAMES, ["quick_start", "full"]);
        let unknown = "gold".parse::<RuleSet>().map_err(|e| e.to_string());
        assert_eq!(unknown, Err("\"gold\" is not one of quick_start, full".to_owned()));
    }

    #[test]
    fn options_not_given_stay_unset_and_good_ones_are_read() {
        let given = [
            ("variant", Given::Text("veteran".into())),
            ("finish_round", Given::Boolean(true)),
            ("colour", Given::Text("red".into())),
        ];
        let chosen = Chosen::check(SPECS, |n| given.iter().find(|(g, _)| *g == n).map(|(_, v)| v))
            .expect("good values");
        assert_eq!(chosen.choice("variant"), Some("veteran"));
        assert_eq!(chosen.flag("finish_round"), Some(true));
        assert_eq!(chosen.integer("two_player_end"), None);
        assert_eq!(chosen.flag("colour"), None);
    }

    #[test]
    fn durations_read_units_and_off_and_refuse_less_than_the_least() {
        let specs = [OptionSpec { name: "turn_limit", kind: OptionKind::Duration { min: 60 } }];
        let read = |text: &str| {
            let given = Given::Text(text.into());
            Chosen::check(&specs, |_| Some(&given)).map(|c| c.duration("turn_limit"))
        };
        assert_eq!(read("90m"), Ok(Some(Some(5400))));
        assert_eq!(read("1d 12h"), Ok(Some(Some(129_600))));
        assert_eq!(read(" 2days "), Ok(Some(Some(172_800))));
        assert_eq!(read("OFF"), Ok(Some(None)));
        for bad in ["30s", "0m", "soon", "-5m", "", "99999999999999999999d"] {
            let refused = read(bad).expect_err(bad);
            assert_eq!(refused.option, "turn_limit");
            assert!(refused.allowed[0].contains("1m"), "{:?}", refused.allowed);
        }
        let user = [OptionSpec { name: "player", kind: OptionKind::User }];
        let bob = Given::User { id: 7, name: "Bob".into() };
        assert_eq!(
            Chosen::check(&user, |_| Some(&bob)).map(|c| c.user("player")),
            Ok(Some((7, "Bob".into())))
        );
        let text = Given::Text("7".into());
        assert!(Chosen::check(&user, |_| Some(&text)).is_err());
    }
}
