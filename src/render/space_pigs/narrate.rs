//! What happened, one line an event: the board's narration (cards revealed, dice and power,
//! losses, retreats, who holds the hex; the AI pigs' arrival, moves, battles and growth, the
//! planets the worm eats, and the 3A and 2B event cards).

use fluent_bundle::FluentValue;

use super::{acorns, ai_kind_value, ai_pigs, card, hex, owner, troops, who};
use crate::games::seam::Seat;
use crate::games::space_pigs::{Card, Event, Family, Game, Hex, Owner, Power};
use crate::i18n::{Catalog, Locale};
use crate::render::common::text;
use crate::render::space_pigs_map;

/// How the tie that ended the game was broken (SS-12, SS-15): who was level, and that the
/// winner came first of them in the turn order; `None` when the winner stood alone.
pub(super) fn tie_broken(catalog: &Catalog, locale: Locale, seats: &[Seat], game: &Game) -> Option<String> {
    let tied = game.tied_at_the_end();
    let (&winner, _) = tied.split_first()?;
    let level: Vec<String> = tied.iter().map(|&s| who(seats, s)).collect();
    let id = match game.outcome.as_ref().map(|o| o.ending) {
        Some(crate::games::space_pigs::Ending::Recipe) => "space-pigs-tie-recipe",
        _ => "space-pigs-tie-rounds",
    };
    Some(text(catalog, locale, id, &[("tied", level.join(", ").into()), ("name", who(seats, winner).into())]))
}

/// What happened, one line an event, in the board's language.
pub fn narrate(
    catalog: &Catalog,
    locale: Locale,
    seats: &[Seat],
    game: &Game,
    event: &Event,
) -> Option<String> {
    let name = |seat: usize| FluentValue::from(who(seats, seat));
    let names = game.hex_names();
    let at = |h: Hex| FluentValue::from(names.name(h));
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
                Some(seat) => {
                    let won = text(
                        catalog,
                        locale,
                        &format!("space-pigs-ev-won-{ending}"),
                        &[("name", name(*seat))],
                    );
                    Some(match tie_broken(catalog, locale, seats, game) {
                        Some(why) => format!("{won} {why}"),
                        None => won,
                    })
                }
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
        Event::PowerUsed { player, power } => say(power_narration(*power)?, &[("name", name(*player))]),
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
            let elected = text(
                catalog,
                locale,
                "space-pigs-ev-king",
                &[("name", name(*king)), ("tally", shown.join(", ").into())],
            );
            // L697: a tie goes to the turn order; without a word the table cannot tell why.
            let best = tally.iter().find(|(s, _)| s == king).map(|&(_, g)| g);
            let tied = tally.iter().filter(|&&(_, g)| Some(g) == best).count();
            if tied > 1 {
                let why = text(
                    catalog,
                    locale,
                    "space-pigs-ev-king-tie",
                    &[("name", name(*king)), ("governors", best.unwrap_or(0).into()), ("tied", tied.into())],
                );
                Some(format!("{elected} {why}"))
            } else {
                Some(elected)
            }
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
        Event::AiRolled { roller, roll, kind: Some(kind), count } => say(
            "space-pigs-ev-ai-rolled",
            &[
                ("name", name(*roller)),
                ("roll", (*roll).into()),
                ("pigs", ai_pigs(catalog, locale, *kind, *count).into()),
                ("count", (*count).into()),
            ],
        ),
        Event::AiRolled { roller, roll, kind: None, .. } => {
            say("space-pigs-ev-ai-rolled-none", &[("name", name(*roller)), ("roll", (*roll).into())])
        }
        Event::AiPlaced { by, kind, count, at: h, attack } => say(
            if *attack { "space-pigs-ev-ai-placed-attack" } else { "space-pigs-ev-ai-placed" },
            &[
                ("name", name(*by)),
                ("pigs", ai_pigs(catalog, locale, *kind, *count).into()),
                ("count", (*count).into()),
                ("hex", at(*h)),
            ],
        ),
        Event::AiLost { kind, count } => say(
            "space-pigs-ev-ai-lost",
            &[("pigs", ai_pigs(catalog, locale, *kind, *count).into()), ("count", (*count).into())],
        ),
        Event::AiAnnounced { king, kind, at: h } => say(
            "space-pigs-ev-ai-announced",
            &[("name", name(*king)), ("kind", ai_kind_value(*kind).into()), ("hex", at(*h))],
        ),
        Event::AiMoved { kind, count, from, to, attack } => say(
            if *attack { "space-pigs-ev-ai-moved-attack" } else { "space-pigs-ev-ai-moved" },
            &[
                ("pigs", ai_pigs(catalog, locale, *kind, *count).into()),
                ("count", (*count).into()),
                ("from", at(*from)),
                ("to", at(*to)),
            ],
        ),
        Event::AiBattleStarted { at: h, clan, kind, ai_attacks } => say(
            if *ai_attacks { "space-pigs-ev-ai-battle-attacked" } else { "space-pigs-ev-ai-battle-attacks" },
            &[("hex", at(*h)), ("name", name(*clan)), ("kind", ai_kind_value(*kind).into())],
        ),
        Event::AiCombatRound { round, dice, power, loser, lost_gruik, .. } => {
            let loss = match loser {
                Some(Owner::Clan(seat)) => {
                    let id =
                        if *lost_gruik { "space-pigs-ev-loses-gruik" } else { "space-pigs-ev-loses-piglet" };
                    text(catalog, locale, id, &[("name", name(*seat))])
                }
                Some(Owner::Ai(kind)) => {
                    text(catalog, locale, "space-pigs-ev-ai-loses", &[("kind", ai_kind_value(*kind).into())])
                }
                None => catalog.text(locale, "space-pigs-ev-no-loss", None),
            };
            // The worm rolls two dice: `3+5`.
            let faces = |d: &[u8]| d.iter().map(u8::to_string).collect::<Vec<_>>().join("+");
            say(
                "space-pigs-ev-combat-round",
                &[
                    ("round", (*round).into()),
                    ("ddie", faces(&dice[0]).into()),
                    ("adie", faces(&dice[1]).into()),
                    ("dpower", power[0].into()),
                    ("apower", power[1].into()),
                    ("loss", loss.into()),
                ],
            )
        }
        Event::EaterGrew { at: h, count } => {
            say("space-pigs-ev-eater-grew", &[("hex", at(*h)), ("count", (*count).into())])
        }
        Event::AiAnnihilated { at: h, kind, count } => say(
            "space-pigs-ev-ai-annihilated",
            &[
                ("hex", at(*h)),
                ("pigs", ai_pigs(catalog, locale, *kind, *count).into()),
                ("count", (*count).into()),
            ],
        ),
        Event::AiBattleEnded { at: h, holder: Some(holder) } => say(
            "space-pigs-ev-battle-won",
            &[("hex", at(*h)), ("name", owner(catalog, locale, seats, *holder).into())],
        ),
        Event::AiBattleEnded { at: h, holder: None } => say("space-pigs-ev-battle-empty", &[("hex", at(*h))]),
        Event::PlanetEaten { at: h, was, eaten, most } => say(
            "space-pigs-ev-planet-eaten",
            &[
                ("hex", at(*h)),
                (
                    "planet",
                    catalog.text(locale, space_pigs_map::hex_kind_id(*was, family(game, *h)), None).into(),
                ),
                ("eaten", (*eaten).into()),
                ("most", (*most).into()),
            ],
        ),
        Event::YodoLardo { player, at: h } => {
            say("space-pigs-ev-yodo", &[("name", name(*player)), ("hex", at(*h))])
        }
        Event::Eichelfest { player, target, at: h } => {
            say("space-pigs-ev-feast", &[("name", name(*player)), ("target", name(*target)), ("hex", at(*h))])
        }
        Event::CandidacyBlocked { player, target } => {
            say("space-pigs-ev-blocked", &[("name", name(*player)), ("target", name(*target))])
        }
        Event::Stole { player, from } => {
            say("space-pigs-ev-stole", &[("name", name(*player)), ("target", name(*from))])
        }
        Event::Famine { player, at: h, dice, dead } => {
            let mut lost = crate::games::space_pigs::Troops::default();
            dead.iter().for_each(|(_, t)| lost.add(*t));
            say(
                "space-pigs-ev-famine",
                &[
                    ("name", name(*player)),
                    ("hex", at(*h)),
                    ("dice", dice_list(dice).into()),
                    ("piglets", lost.piglets.into()),
                    ("gruiks", lost.gruiks.into()),
                ],
            )
        }
        Event::GovernorsKilled { player, target, die, killed } => say(
            "space-pigs-ev-governors-killed",
            &[
                ("name", name(*player)),
                ("target", name(*target)),
                ("die", (*die).into()),
                ("killed", (*killed).into()),
            ],
        ),
        Event::Converted { player, target, at: h, dice, converted, to } => say(
            "space-pigs-ev-converted",
            &[
                ("name", name(*player)),
                ("target", name(*target)),
                ("hex", at(*h)),
                ("dice", dice_list(dice).into()),
                ("converted", (*converted).into()),
                ("to", at(*to)),
            ],
        ),
        Event::LandingForbidden { player, target, at: h } => say(
            "space-pigs-ev-forbidden",
            &[("name", name(*player)), ("target", name(*target)), ("hex", at(*h))],
        ),
        Event::TookBack { player, at: h } => {
            say("space-pigs-ev-took-back", &[("name", name(*player)), ("hex", at(*h))])
        }
        Event::PlanetsSwapped { player, a, b } => {
            say("space-pigs-ev-swapped", &[("name", name(*player)), ("a", at(*a)), ("b", at(*b))])
        }
        Event::DiceRolled { round, dice, power, player, .. } => say(
            "space-pigs-ev-dice-rolled",
            &[
                ("round", (*round).into()),
                ("ddice", dice_list(&dice[0]).into()),
                ("adice", dice_list(&dice[1]).into()),
                ("dpower", power[0].into()),
                ("apower", power[1].into()),
                ("name", name(*player)),
            ],
        ),
        Event::TechTuned { player, up } => say(
            if *up { "space-pigs-ev-tuned-up" } else { "space-pigs-ev-tuned-down" },
            &[("name", name(*player))],
        ),
        Event::HexLaidFaceDown { player, at: h, family } => say(
            "space-pigs-ev-laid-face-down",
            &[
                ("name", name(*player)),
                ("pile", catalog.text(locale, &format!("space-pigs-family-{}", family.index()), None).into()),
                ("hex", at(*h)),
            ],
        ),
        Event::GalaxyTurnedOver { hexes } => {
            say("space-pigs-ev-galaxy-turned", &[("hexes", (*hexes).into())])
        }
        Event::HexTurnedOver { at: h, tile } => say(
            "space-pigs-ev-hex-turned",
            &[
                ("hex", at(*h)),
                (
                    "kind",
                    catalog.text(locale, space_pigs_map::hex_kind_id(tile.hex, tile.family), None).into(),
                ),
            ],
        ),
    }
}

/// Dice as the narration shows them: `5, 2, 6`.
fn dice_list(dice: &[u8]) -> String {
    dice.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

/// The family of the hex on `at` (a double planet's colour), black if there is none.
fn family(game: &Game, at: Hex) -> Family {
    game.cell(at).map_or(Family::Black, |i| game.galaxy[i].tile.family)
}

/// The narration of a clan power's use, naming the clan's player; none for the powers whose
/// own event tells what happened.
fn power_narration(power: Power) -> Option<&'static str> {
    match power {
        Power::BigHand => Some("space-pigs-ev-power-big-hand"),
        Power::ExtraGovernor => Some("space-pigs-ev-power-extra-governor"),
        Power::WinsTies => Some("space-pigs-ev-power-wins-ties"),
        Power::Flee => Some("space-pigs-ev-power-flee"),
        Power::Dash => Some("space-pigs-ev-power-dash"),
        Power::ExtraTrip => Some("space-pigs-ev-power-extra-trip"),
        Power::FarReorganise => Some("space-pigs-ev-power-far-reorganise"),
        Power::Transport => Some("space-pigs-ev-power-transport"),
        Power::Reroll => Some("space-pigs-ev-power-reroll"),
        // Their own events say what they did.
        Power::BlockCandidate
        | Power::Steal
        | Power::Famine
        | Power::KillGovernors
        | Power::Convert
        | Power::Forbid
        | Power::TakeBack
        | Power::SwapPlanets
        | Power::Tune => None,
    }
}
