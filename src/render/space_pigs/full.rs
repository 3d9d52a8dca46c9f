//! What the board shows of the full rules only: the turn order with the King Pig crowned, each
//! clan's public politics (governors, travel markers, settler tokens, coalition, return), the
//! settler hand-out, the AI pigs (who places or moves them, where they are, the planets eaten,
//! the Eichelfeste in force) and the election as it runs.
//!
//! Everything here comes from a spectator's [`View`]: settler values, a marker not yet
//! revealed, a swap's cards and other clans' recipes are not in it, so they cannot leak.

use fluent_bundle::FluentValue;

use super::{ai_pigs, who};
use crate::games::seam::Seat;
use crate::games::space_pigs::{Election, Power, Stage, View};
use crate::i18n::{Catalog, Locale};
use crate::render::common::text;

/// What a word of the full rules is for, said once where the game first shows it rather than
/// on every board (a group that reads it every round stops reading the board): governors and
/// the King Pig on the boards of the first election, travel markers on the boards of the first
/// round's markers. The recipe has the first boards' "how to win" and the panel's line.
pub fn first_seen(catalog: &Catalog, locale: Locale, view: &View) -> Vec<String> {
    match view.phase {
        // No King Pig yet: this is the first election.
        "election" if view.king.is_none() => vec![catalog.text(locale, "space-pigs-first-election", None)],
        "markers" if view.round <= 1 => vec![catalog.text(locale, "space-pigs-first-markers", None)],
        _ => Vec::new(),
    }
}

/// The turn order, first player first, the King Pig crowned: `🔁 👑 🟠 Ann → 🔵 Ben → 🟢 Cleo`.
pub fn order_line(catalog: &Catalog, locale: Locale, seats: &[Seat], view: &View) -> String {
    let order: Vec<String> = view
        .order
        .iter()
        .map(|&seat| {
            let crown = if view.king == Some(seat) { "👑 " } else { "" };
            format!("{crown}{}", who(seats, seat))
        })
        .collect();
    text(catalog, locale, "space-pigs-order", &[("order", order.join(" → ").into())])
}

/// A clan's public politics, one line under its troops: the King Pig's crown, governors,
/// travel markers left and this round's once revealed, settler tokens (how many), the clan
/// powers used this round, coalition.
pub fn seat_line(catalog: &Catalog, locale: Locale, seats: &[Seat], view: &View, seat: usize) -> String {
    let public = &view.seats[seat];
    let mut parts = Vec::new();
    if view.king == Some(seat) {
        parts.push(catalog.text(locale, "space-pigs-seat-king", None));
    }
    parts.push(text(catalog, locale, "space-pigs-seat-governors", &[("governors", public.governors.into())]));
    let markers: Vec<String> = public.markers.iter().map(u8::to_string).collect();
    parts.push(text(
        catalog,
        locale,
        "space-pigs-seat-markers",
        &[("markers", if markers.is_empty() { "–".to_owned() } else { markers.join(",") }.into())],
    ));
    if let Some(trips) = public.marker {
        parts.push(text(catalog, locale, "space-pigs-seat-marker", &[("trips", trips.into())]));
    }
    if public.settler_tokens > 0 {
        parts.push(text(
            catalog,
            locale,
            "space-pigs-seat-settlers",
            &[("count", public.settler_tokens.into())],
        ));
    }
    if !public.powers.is_empty() {
        let used: Vec<String> = public.powers.iter().map(|p| power_name(catalog, locale, *p)).collect();
        parts.push(text(catalog, locale, "space-pigs-seat-powers", &[("powers", used.join(", ").into())]));
    }
    let partners = coalition(view.election.as_ref(), seat);
    if !partners.is_empty() {
        let names: Vec<String> = partners.iter().map(|&p| who(seats, p)).collect();
        parts.push(text(catalog, locale, "space-pigs-seat-coalition", &[("names", names.join(", ").into())]));
    }
    parts.join(" · ")
}

/// The seats that voted as `seat` did in the last finished election (L711), `seat` left out.
fn coalition(election: Option<&Election>, seat: usize) -> Vec<usize> {
    let Some(election) = election.filter(|e| e.stage == Stage::Done) else { return Vec::new() };
    let Some(Some(candidate)) = election.votes.get(seat) else { return Vec::new() };
    (0..election.votes.len()).filter(|&o| o != seat && election.votes[o] == Some(*candidate)).collect()
}

/// The King Pig's hand-out in progress: how many tokens are left, and how many each clan got
/// (never their values).
pub fn settlers_line(catalog: &Catalog, locale: Locale, seats: &[Seat], view: &View) -> Option<String> {
    let settlers = view.settlers.as_ref()?;
    let left = settlers.given.iter().filter(|g| g.is_none()).count();
    let mut given: Vec<String> = Vec::new();
    for seat in view.order.iter().copied() {
        let count = settlers.given.iter().filter(|g| **g == Some(seat)).count();
        if count > 0 {
            given.push(format!("{} ×{count}", who(seats, seat)));
        }
    }
    Some(text(
        catalog,
        locale,
        "space-pigs-settlers",
        &[
            ("king", who(seats, settlers.king).into()),
            ("left", left.into()),
            ("given", if given.is_empty() { "–".to_owned() } else { given.join(", ") }.into()),
        ],
    ))
}

/// The AI pigs (issue 31): those waiting to be placed and by whom, the stack the King Pig named
/// in 3C, every stack in the galaxy (the picture draws them too; the text is for those who do
/// not see it), the planets the worm ate so far (n of most), and the Eichelfeste of this round.
pub fn ai_lines(catalog: &Catalog, locale: Locale, seats: &[Seat], view: &View) -> Vec<String> {
    let mut lines = Vec::new();
    let placer = view.waiting_for.first().map(|&s| who(seats, s)).unwrap_or_default();
    if let Some(arrival) = view.ai_arrival {
        lines.push(text(
            catalog,
            locale,
            "space-pigs-ai-arrival",
            &[
                ("pigs", ai_pigs(catalog, locale, arrival.kind, arrival.count).into()),
                ("count", arrival.count.into()),
                ("name", placer.clone().into()),
            ],
        ));
    }
    let stacks: Vec<(String, String)> = view
        .hexes
        .iter()
        .filter_map(|h| h.ai.map(|s| (h.name.clone(), ai_pigs(catalog, locale, s.kind, s.count))))
        .collect();
    if let Some((hex, pigs)) =
        view.ai_announced.and_then(|at| stacks.iter().find(|(hex, _)| *hex == view.hex_name(at)))
    {
        lines.push(text(
            catalog,
            locale,
            "space-pigs-ai-announced",
            &[("name", placer.into()), ("pigs", pigs.clone().into()), ("hex", hex.clone().into())],
        ));
    }
    if !stacks.is_empty() {
        let shown: Vec<String> = stacks
            .iter()
            .map(|(hex, pigs)| {
                text(
                    catalog,
                    locale,
                    "space-pigs-ai-stack",
                    &[("pigs", pigs.clone().into()), ("hex", hex.clone().into())],
                )
            })
            .collect();
        lines.push(text(catalog, locale, "space-pigs-ai-stacks", &[("stacks", shown.join(" · ").into())]));
    }
    if !view.eaten.is_empty() {
        let hexes: Vec<String> = view.eaten.iter().map(|e| view.hex_name(e.at)).collect();
        lines.push(text(
            catalog,
            locale,
            "space-pigs-ai-eaten",
            &[
                ("eaten", view.eaten.len().into()),
                ("most", view.eaten_most.into()),
                ("planets", hexes.join(", ").into()),
            ],
        ));
    }
    for feast in &view.feasts {
        lines.push(text(
            catalog,
            locale,
            if feast.power { "space-pigs-ban" } else { "space-pigs-feast" },
            &[
                ("name", who(seats, feast.player).into()),
                ("hex", view.hex_name(feast.at).into()),
                ("by", who(seats, feast.by).into()),
            ],
        ));
    }
    lines
}

/// The election as it runs: who stands, the running tally (the candidates with votes, each
/// with its voters), who is asked, the last call.
pub fn election_lines(catalog: &Catalog, locale: Locale, seats: &[Seat], view: &View) -> Vec<String> {
    let Some(election) = view.election.as_ref().filter(|_| view.phase == "election") else {
        return Vec::new();
    };
    let names = |list: Vec<usize>| -> FluentValue<'static> {
        if list.is_empty() {
            "–".to_owned().into()
        } else {
            list.iter().map(|&s| who(seats, s)).collect::<Vec<_>>().join(", ").into()
        }
    };
    let mut lines = vec![text(
        catalog,
        locale,
        "space-pigs-election",
        &[("chair", who(seats, election.chair).into()), ("round", election.round.into())],
    )];
    let standing: Vec<usize> =
        view.order.iter().copied().filter(|&s| election.standing.get(s) == Some(&Some(true))).collect();
    let not: Vec<usize> =
        view.order.iter().copied().filter(|&s| election.standing.get(s) == Some(&Some(false))).collect();
    lines.push(text(
        catalog,
        locale,
        "space-pigs-election-candidates",
        &[("standing", names(standing)), ("not", names(not))],
    ));
    if election.stage != Stage::Candidacy {
        // The engine's count (`Election::tally`), which the result will follow.
        let counts: Vec<String> = election
            .tally(&view.order)
            .into_iter()
            .map(|(candidate, governors)| {
                let voters: Vec<String> = (0..election.votes.len())
                    .filter(|&v| election.votes[v] == Some(candidate))
                    .map(|v| who(seats, v))
                    .collect();
                text(
                    catalog,
                    locale,
                    "space-pigs-election-count",
                    &[
                        ("name", who(seats, candidate).into()),
                        ("governors", governors.into()),
                        ("voters", if voters.is_empty() { "–".to_owned() } else { voters.join(", ") }.into()),
                    ],
                )
            })
            .collect();
        lines.push(text(
            catalog,
            locale,
            "space-pigs-election-tally",
            &[("tally", if counts.is_empty() { "–".to_owned() } else { counts.join(" · ") }.into())],
        ));
    }
    match (election.stage, election.asked) {
        (Stage::Voting, Some(voter)) => {
            lines.push(text(
                catalog,
                locale,
                "space-pigs-election-asked",
                &[("name", who(seats, voter).into())],
            ));
        }
        (Stage::LastCall, _) => lines.push(catalog.text(locale, "space-pigs-election-last-call", None)),
        _ => {}
    }
    lines
}

/// A clan power's short name, for the board's "used this round" list.
pub(super) fn power_name(catalog: &Catalog, locale: Locale, power: Power) -> String {
    let id = match power {
        Power::BigHand => "space-pigs-power-big-hand",
        Power::BlockCandidate => "space-pigs-power-block-candidate",
        Power::ExtraGovernor => "space-pigs-power-extra-governor",
        Power::Steal => "space-pigs-power-steal",
        Power::Famine => "space-pigs-power-famine",
        Power::Flee => "space-pigs-power-flee",
        Power::WinsTies => "space-pigs-power-wins-ties",
        Power::KillGovernors => "space-pigs-power-kill-governors",
        Power::Dash => "space-pigs-power-dash",
        Power::Convert => "space-pigs-power-convert",
        Power::Forbid => "space-pigs-power-forbid",
        Power::TakeBack => "space-pigs-power-take-back",
        Power::SwapPlanets => "space-pigs-power-swap-planets",
        Power::ExtraTrip => "space-pigs-power-extra-trip",
        Power::FarReorganise => "space-pigs-power-far-reorganise",
        Power::Reroll => "space-pigs-power-reroll",
        Power::Tune => "space-pigs-power-tune",
        Power::Transport => "space-pigs-power-transport",
    };
    catalog.text(locale, id, None)
}
