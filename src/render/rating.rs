//! How a skill rating reads: the figure with its provisional mark, and a game's change with its
//! sign. The figures come from the table's statistics (`table/stats.rs` says how they are
//! made); here they are only worded.

use fluent_bundle::FluentValue;

use super::common::text;
use crate::i18n::{Catalog, Locale};

/// A rating as people read it: `1152`, or `1152 (provisional)` while it rests on few games.
pub fn shown(catalog: &Catalog, locale: Locale, rating: i64, provisional: bool) -> String {
    let mark = if provisional { "yes" } else { "no" };
    text(
        catalog,
        locale,
        "rating-shown",
        &[("rating", FluentValue::from(rating)), ("provisional", FluentValue::from(mark))],
    )
}

/// A change with its sign, the same in every language: `+12`, `-3`, `±0`.
pub fn change(change: i64) -> String {
    match change {
        0 => "±0".to_owned(),
        up if up > 0 => format!("+{up}"),
        down => down.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_always_shows_its_sign() {
        assert_eq!(change(12), "+12");
        assert_eq!(change(-3), "-3");
        assert_eq!(change(0), "±0");
    }
}
