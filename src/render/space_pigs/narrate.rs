//! What happened, one line an event: the board's narration (cards revealed, dice and power,
//! losses, retreats, who holds the hex).

use fluent_bundle::FluentValue;

use super::{acorns, card, hex, troops, who};
use crate::games::seam::Seat;
use crate::games::space_pigs::{Card, Event, Game, Hex, hex_value};
use crate::i18n::{Catalog, Locale};
use crate::render::common::text;

/// What happened, one line an event, in the board's language.
pub fn narrate(
    catalog: &Catalog,
    locale: Locale,
    seats: &[Seat],
    game: &Game,
    event: &Event,
) -> Option<String> {
    let name = |seat: usize| FluentValue::from(who(seats, seat));
    let at = |h: Hex| FluentValue::from(hex_value(h));
    let cards = |list: &[Card]| {
        if list.is_empty() {
            catalog.text(locale, "space-pigs-no-cards", None)
        } else {
            list.iter().map(|c| card(catalog, locale, *c)).collect::<Vec<_>>().join(", ")
        }
    };
    let say = |id: &str, args: &[(&str, FluentValue<'_>)]| Some(text(catalog, locale, id, args));
    match event {
        Event::HexLaid { player, at: h, .. } => say(
            "space-pigs-ev-laid",
            &[("name", name(*player)), ("hex", hex(catalog, locale, game, *h).into())],
        ),
        Event::Deployed { player, at: h, piglets } => say(
            "space-pigs-ev-deployed",
            &[("name", name(*player)), ("hex", at(*h)), ("piglets", (*piglets).into())],
        ),
        Event::RoundStarted { round } => say("space-pigs-ev-round", &[("round", (*round).into())]),
        // A seat that kept a full hand did nothing anyone needs to read about.
        Event::CardsDrawn { discarded: 0, drew: 0, .. } => None,
        Event::CardsDrawn { player, discarded, drew } => say(
            "space-pigs-ev-drew",
            &[("name", name(*player)), ("discarded", (*discarded).into()), ("drew", (*drew).into())],
        ),
        Event::DeckReshuffled { .. } => say("space-pigs-ev-reshuffled", &[]),
        Event::ExtraTripPlayed { player } => say("space-pigs-ev-extra", &[("name", name(*player))]),
        Event::Travelled { player, from, to, troops: t, card: c } => match c {
            Some(c) => say(
                "space-pigs-ev-travelled-card",
                &[
                    ("name", name(*player)),
                    ("from", at(*from)),
                    ("to", at(*to)),
                    ("troops", troops(*t).into()),
                    ("card", card(catalog, locale, *c).into()),
                ],
            ),
            None => say(
                "space-pigs-ev-travelled",
                &[
                    ("name", name(*player)),
                    ("from", at(*from)),
                    ("to", at(*to)),
                    ("troops", troops(*t).into()),
                ],
            ),
        },
        Event::Arrived { player, at: h, troops: t, attack: true } => say(
            "space-pigs-ev-attack",
            &[("name", name(*player)), ("hex", at(*h)), ("troops", troops(*t).into())],
        ),
        Event::Arrived { attack: false, .. } | Event::TravelsDone { .. } => None,
        Event::BattleStarted { at: h, defender, attacker } => say(
            "space-pigs-ev-battle",
            &[("hex", at(*h)), ("defender", name(*defender)), ("attacker", name(*attacker))],
        ),
        Event::CardsLaid { player, count } => {
            say("space-pigs-ev-laid-cards", &[("name", name(*player)), ("count", (*count).into())])
        }
        Event::CardsRevealed { defender, attacker, tech, .. } => say(
            "space-pigs-ev-revealed",
            &[
                ("defender", cards(defender).into()),
                ("attacker", cards(attacker).into()),
                ("tech", (*tech).into()),
            ],
        ),
        Event::Annihilated { at: h, players } => say(
            "space-pigs-ev-annihilated",
            &[
                ("hex", at(*h)),
                ("names", players.iter().map(|p| who(seats, *p)).collect::<Vec<_>>().join(", ").into()),
            ],
        ),
        Event::CombatRound { round, dice, power, loser, lost_gruik, .. } => {
            let loss = match loser {
                Some(seat) => {
                    let id =
                        if *lost_gruik { "space-pigs-ev-loses-gruik" } else { "space-pigs-ev-loses-piglet" };
                    text(catalog, locale, id, &[("name", name(*seat))])
                }
                None => catalog.text(locale, "space-pigs-ev-no-loss", None),
            };
            say(
                "space-pigs-ev-combat-round",
                &[
                    ("round", (*round).into()),
                    ("ddie", dice[0].into()),
                    ("adie", dice[1].into()),
                    ("dpower", power[0].into()),
                    ("apower", power[1].into()),
                    ("loss", loss.into()),
                ],
            )
        }
        Event::Retreated { player, from, to, troops: t } => say(
            "space-pigs-ev-retreated",
            &[("name", name(*player)), ("from", at(*from)), ("to", at(*to)), ("troops", troops(*t).into())],
        ),
        Event::BattleEnded { at: h, holder } => match holder {
            Some(seat) => say("space-pigs-ev-battle-won", &[("hex", at(*h)), ("name", name(*seat))]),
            None => say("space-pigs-ev-battle-empty", &[("hex", at(*h))]),
        },
        Event::Reorganised { player, from, to, troops: t } => say(
            "space-pigs-ev-reorganised",
            &[("name", name(*player)), ("from", at(*from)), ("to", at(*to)), ("troops", troops(*t).into())],
        ),
        Event::Produced { player, acorns: a } => {
            say("space-pigs-ev-produced", &[("name", name(*player)), ("acorns", acorns(*a).into())])
        }
        Event::Reinforced { player, at: h, troops: t } => say(
            "space-pigs-ev-reinforced",
            &[("name", name(*player)), ("hex", at(*h)), ("troops", troops(*t).into())],
        ),
        Event::ReinforcementsLost { player, piglets } => say(
            "space-pigs-ev-reinforcements-lost",
            &[("name", name(*player)), ("piglets", (*piglets).into())],
        ),
        Event::GameOver { winner, ending } => {
            let ending = match ending {
                crate::games::space_pigs::Ending::Recipe => "recipe",
                crate::games::space_pigs::Ending::MaxRounds => "rounds",
                crate::games::space_pigs::Ending::Empty => "empty",
            };
            match winner {
                Some(seat) => say(&format!("space-pigs-ev-won-{ending}"), &[("name", name(*seat))]),
                None => say("space-pigs-ev-no-winner", &[]),
            }
        }
        Event::TurnOrder { order, rolls } => {
            let order: Vec<String> = order.iter().map(|&s| who(seats, s)).collect();
            let rolls: Vec<String> =
                rolls.iter().map(|&(s, roll)| format!("{} 🎲{roll}", who(seats, s))).collect();
            let line = text(catalog, locale, "space-pigs-ev-order", &[("order", order.join(" → ").into())]);
            Some(if rolls.is_empty() {
                line
            } else {
                format!(
                    "{line} {}",
                    text(catalog, locale, "space-pigs-ev-order-rolls", &[("rolls", rolls.join(", ").into())])
                )
            })
        }
        Event::SettlersDrawn { king, tokens } => {
            say("space-pigs-ev-settlers-drawn", &[("name", name(*king)), ("count", (*tokens).into())])
        }
        Event::SettlerGiven { king, to } => {
            say("space-pigs-ev-settler-given", &[("king", name(*king)), ("name", name(*to))])
        }
        Event::SettlersLanded { player, piglets } => {
            say("space-pigs-ev-settlers-landed", &[("name", name(*player)), ("piglets", (*piglets).into())])
        }
        Event::MarkersRevealed { markers } => {
            let shown: Vec<String> = markers
                .iter()
                .enumerate()
                .filter_map(|(s, m)| m.map(|trips| format!("{} {trips}", who(seats, s))))
                .collect();
            say("space-pigs-ev-markers", &[("markers", shown.join(", ").into())])
        }
        Event::Eliminated { player, .. } => say("space-pigs-ev-eliminated", &[("name", name(*player))]),
        Event::Returned { player, at: h, piglets } => say(
            "space-pigs-ev-returned",
            &[("name", name(*player)), ("hex", at(*h)), ("piglets", (*piglets).into())],
        ),
        Event::Governors { governors } => {
            let shown: Vec<String> =
                governors.iter().enumerate().map(|(s, g)| format!("{} {g}", who(seats, s))).collect();
            say("space-pigs-ev-governors", &[("governors", shown.join(", ").into())])
        }
        Event::ElectionOpened { chair } => say("space-pigs-ev-election", &[("name", name(*chair))]),
        Event::Candidacy { player, stands } => say(
            if *stands { "space-pigs-ev-stands" } else { "space-pigs-ev-stands-not" },
            &[("name", name(*player))],
        ),
        Event::VoterAsked { chair, voter } => {
            say("space-pigs-ev-asked", &[("chair", name(*chair)), ("name", name(*voter))])
        }
        Event::Voted { voter, candidate, governors } if voter == candidate => {
            say("space-pigs-ev-voted-self", &[("name", name(*voter)), ("governors", (*governors).into())])
        }
        Event::Voted { voter, candidate, governors } => say(
            "space-pigs-ev-voted",
            &[("name", name(*voter)), ("candidate", name(*candidate)), ("governors", (*governors).into())],
        ),
        Event::ElectionCardPlayed { player, card: c, target, governors } => say(
            "space-pigs-ev-election-card",
            &[
                ("name", name(*player)),
                ("card", card(catalog, locale, *c).into()),
                ("target", name(*target)),
                ("change", format!("{governors:+}").into()),
            ],
        ),
        Event::KingElected { king, tally } => {
            let shown: Vec<String> = tally.iter().map(|&(s, g)| format!("{} {g}", who(seats, s))).collect();
            say("space-pigs-ev-king", &[("name", name(*king)), ("tally", shown.join(", ").into())])
        }
        Event::SwapOffered { from, to, cards: n } => say(
            "space-pigs-ev-swap-offered",
            &[("name", name(*from)), ("partner", name(*to)), ("count", (*n).into())],
        ),
        Event::SwapAnswered { from, to, cards: 0 } => {
            say("space-pigs-ev-swap-declined", &[("name", name(*to)), ("partner", name(*from))])
        }
        Event::SwapAnswered { from, to, cards: n } => say(
            "space-pigs-ev-swap-made",
            &[("name", name(*to)), ("partner", name(*from)), ("count", (*n).into())],
        ),
        // The AI pigs' and the new event cards' lines come with the table half of issue 31.
        Event::AiRolled { .. }
        | Event::AiPlaced { .. }
        | Event::AiLost { .. }
        | Event::AiAnnounced { .. }
        | Event::AiMoved { .. }
        | Event::AiBattleStarted { .. }
        | Event::AiCombatRound { .. }
        | Event::EaterGrew { .. }
        | Event::AiAnnihilated { .. }
        | Event::AiBattleEnded { .. }
        | Event::PlanetEaten { .. }
        | Event::YodoLardo { .. }
        | Event::Eichelfest { .. } => None,
    }
}
