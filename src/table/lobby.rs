//! The lobby, the same for every game: seats taken and left, the host, the start. Pure: a
//! table in, a table (or none) or a refusal out.

// Every game must be handled by name here: a new game is a compile error, never a fallback.
#![deny(clippy::wildcard_enum_match_arm)]

use super::model::{Seat, Stage, Table};
use super::request::{Actor, Refusal};
use crate::games::ai::Level;
use crate::games::registry::{AnyGame, AnyOptions};
use crate::games::seam::{AI_USERS, Refused};

/// A lobby nobody changed for this long may be replaced by a new table: its host has
/// vanished, and the channel must not stay blocked.
pub const LOBBY_IDLE_SECS: u64 = 3600;

/// Whether a new table may take this channel: the old game is over, or its lobby was left
/// idle.
pub(super) fn replaceable(old: &Table, now: u64) -> bool {
    match &old.stage {
        Stage::Finished(_) => true,
        Stage::Lobby { .. } => now.saturating_sub(old.updated_at) >= LOBBY_IDLE_SECS,
        Stage::Playing(_) => false,
    }
}

/// The names computer players sit down with, in order.
const AI_NAMES: [&str; 6] = ["Robo-Rosa", "Robo-Otto", "Robo-Lulu", "Robo-Max", "Robo-Frieda", "Robo-Kurt"];

/// The host seats a computer player of `level` (a menu value: `random`, `greedy`, `strong`).
pub(super) fn add_ai(mut table: Table, who: &Actor, values: &[String]) -> Result<Table, Refusal> {
    let Stage::Lobby { seats, setup, .. } = &mut table.stage else { return Err(Refusal::BoardOutdated) };
    if who.user != table.host {
        return Err(Refusal::LobbyHostOnly);
    }
    // Only a forged click sends a value the menu does not offer.
    let [value] = values else { return Err(Refusal::ValueNotOffered) };
    let level: Level = value.parse().map_err(|_| Refusal::ValueNotOffered)?;
    // A level the game does not play is not in its menu either.
    if !setup.ai_levels().iter().any(|&(offered, _)| offered == level) {
        return Err(Refusal::ValueNotOffered);
    }
    if seats.len() >= *setup.players().end() {
        return Err(Refusal::LobbyFull { max: *setup.players().end() });
    }
    let taken = |user: u64| seats.iter().any(|s| s.user == user);
    let free = AI_USERS.zip(AI_NAMES.iter().cycle()).find(|(user, _)| !taken(*user));
    let Some((user, name)) = free else { return Err(Refusal::LobbyFull { max: *setup.players().end() }) };
    seats.push(Seat::computer(user, (*name).to_owned(), level));
    Ok(table)
}

/// The host takes the last computer player out of the lobby.
pub(super) fn drop_ai(mut table: Table, who: &Actor) -> Result<Table, Refusal> {
    let Stage::Lobby { seats, .. } = &mut table.stage else { return Err(Refusal::BoardOutdated) };
    if who.user != table.host {
        return Err(Refusal::LobbyHostOnly);
    }
    let last = seats.iter().rposition(|s| s.ai.is_some()).ok_or(Refusal::BoardOutdated)?;
    seats.remove(last);
    Ok(table)
}

pub(super) fn join(mut table: Table, who: &Actor) -> Result<Table, Refusal> {
    let Stage::Lobby { seats, setup, .. } = &mut table.stage else { return Err(Refusal::BoardOutdated) };
    if seats.iter().any(|s| s.user == who.user) {
        return Err(Refusal::LobbyAlreadySeated);
    }
    if seats.len() >= *setup.players().end() {
        return Err(Refusal::LobbyFull { max: *setup.players().end() });
    }
    seats.push(Seat::person(who.user, who.name.clone()));
    Ok(table)
}

/// Leaves a lobby. A leaving host hands the table to the next seated player; the last one to
/// leave closes it (`None`: the table is removed).
pub(super) fn leave(table: Option<Table>, who: &Actor) -> Result<Option<Table>, Refusal> {
    let mut table = table.ok_or(Refusal::TableNone)?;
    let seats = match &mut table.stage {
        Stage::Lobby { seats, .. } => seats,
        Stage::Playing(_) => return Err(Refusal::LeaveRunning),
        Stage::Finished(_) => return Err(Refusal::LeaveFinished),
    };
    let index = seats.iter().position(|s| s.user == who.user).ok_or(Refusal::LobbyNotSeated)?;
    seats.remove(index);
    // Computer players never host: a lobby with no person left closes.
    match seats.iter().find(|s| s.ai.is_none()) {
        None => return Ok(None),
        Some(next) if table.host == who.user => table.host = next.user,
        Some(_) => {}
    }
    Ok(Some(table))
}

/// A rematch of a game that ended by play: any of its players may start one, with the same
/// players and options and a new seat draw from `seed`. The table becomes table `id` (the
/// finished one goes to the archive first).
pub(super) fn rematch(table: Table, who: &Actor, id: u64, seed: u64) -> Result<Table, Refusal> {
    let Stage::Finished(game) = &table.stage else { return Err(Refusal::BoardOutdated) };
    if table.ended_by.is_some() {
        return Err(Refusal::BoardOutdated);
    }
    if !game.play().seats().iter().any(|s| s.user == who.user) {
        return Err(Refusal::NotPlaying);
    }
    let stage = Stage::Playing(started(&game.setup(), game.play().seats().to_vec(), seed, id)?);
    Ok(Table { id, stage, ..table })
}

pub(super) fn start(mut table: Table, who: &Actor) -> Result<Table, Refusal> {
    let Stage::Lobby { seats, setup, seed } = &table.stage else { return Err(Refusal::BoardOutdated) };
    if who.user != table.host {
        return Err(Refusal::LobbyHostOnly);
    }
    let players = setup.players();
    if !players.contains(&seats.len()) {
        return Err(Refusal::LobbyNeedPlayers { min: *players.start(), max: *players.end() });
    }
    table.stage = Stage::Playing(started(setup, seats.clone(), *seed, table.id)?);
    Ok(table)
}

/// The game started for `seats` at table `table`, committed to its seed (verifiable dice: the
/// first board shows the commitment); an engine that refuses the number of players is
/// answered with the range the game takes.
fn started(setup: &AnyOptions, seats: Vec<Seat>, seed: u64, table: u64) -> Result<AnyGame, Refusal> {
    let mut game = setup.start(seats, seed).map_err(|refused| {
        if refused == Refused::NeedPlayers {
            Refusal::LobbyNeedPlayers { min: *setup.players().start(), max: *setup.players().end() }
        } else {
            Refusal::from(refused)
        }
    })?;
    game.play_mut().commit(table);
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::registry::TABLE_GAMES;
    use crate::i18n::{Catalog, Locale};
    use crate::render::reply::Row;

    fn lobby(setup: AnyOptions) -> Table {
        Table {
            id: 1,
            channel: 5,
            guild: Some(9),
            host: 1,
            locale: Locale::EnUs,
            turn_pings: true,
            stage: Stage::Lobby { seats: vec![Seat::person(1, "Ann".into())], setup, seed: 1 },
            rev: 1,
            board: None,
            updated_at: 0,
            ended_by: None,
            clock: Default::default(),
            turn: None,
            missed: Default::default(),
            turn_times: Default::default(),
            unshown: None,
            answers_only: false,
        }
    }

    fn host() -> Actor {
        Actor { user: 1, name: "Ann".into(), locale: Locale::EnUs, can_manage: false }
    }

    /// The lobby's computer-player menu: `(value, description)` of each option.
    fn menu(table: &Table) -> Vec<(String, String)> {
        let catalog = Catalog::embedded().expect("catalog");
        let reply = crate::render::board(&catalog, &table.view());
        reply
            .rows
            .iter()
            .filter_map(|row| match row {
                Row::Select(select) => Some(select.options.clone()),
                Row::Buttons(_) => None,
            })
            .flatten()
            .map(|o| (o.value, o.description.unwrap_or_default()))
            .collect()
    }

    /// Issue 29, item 10: a lobby offers the computer players its game really has, each
    /// described as it plays there: a game whose computer plays at random (the test game)
    /// offers `random` alone and refuses a forged `greedy`; the three games offer all three
    /// levels (Space-Schweine since issue 34), a greedy pig, painter and clan described apart.
    #[test]
    fn a_lobby_offers_the_computer_players_its_game_has() {
        let toy = lobby(AnyOptions::Toy(Default::default()));
        assert_eq!(menu(&toy).into_iter().map(|(v, _)| v).collect::<Vec<_>>(), ["random"]);
        for level in ["greedy", "strong"] {
            assert_eq!(add_ai(toy.clone(), &host(), &[level.into()]), Err(Refusal::ValueNotOffered));
        }
        assert!(add_ai(toy, &host(), &["random".into()]).is_ok());
        let pigs = menu(&lobby(AnyOptions::ThreePigs(Default::default())));
        let haus = menu(&lobby(AnyOptions::Wuerfelhaus(Default::default())));
        let space = menu(&lobby(AnyOptions::SpacePigs(Default::default())));
        for menu in [&pigs, &haus, &space] {
            assert_eq!(
                menu.iter().map(|(v, _)| v.as_str()).collect::<Vec<_>>(),
                ["random", "greedy", "strong"]
            );
        }
        assert!(pigs[1].1.contains("tile") && haus[1].1.contains("bricks"), "{pigs:?} {haus:?}");
        assert!(space[1].1.contains("recipe"), "{space:?}");
        // Every description a lobby shows is a catalog message of every language.
        let catalog = Catalog::embedded().expect("catalog");
        for game in TABLE_GAMES {
            for (_, about) in game.ai_levels {
                assert!(Locale::ALL.iter().all(|&l| catalog.exact(l, about).is_some()), "{about}");
            }
        }
    }
}
