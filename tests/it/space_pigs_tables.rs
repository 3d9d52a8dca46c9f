//! Space-Schweine at a table, through the table service: whole games played only with what the
//! private panels offer, hidden information that never reaches another player, forged and
//! outdated panel clicks, and the record.

use oink::component::ComponentId;
use oink::games::registry::{AnyGame, AnyOptions, Stage};
use oink::games::rng::{Randomness, Seeded};
use oink::games::seam::Session;
use oink::games::space_pigs::{Action, Card, Game, Options, Phase};
use oink::i18n::{Catalog, Locale};
use oink::render::reply::{ButtonStyle, Reply, Row};
use oink::render::{self, Board};
use oink::store::Store;
use oink::table::{Actor, Command, Seat, Service, Table};

use crate::table_service::{AT, actor, click, clock_tick, id, notice, setup, table};

type SpaceSession = Session<Game>;

pub(crate) fn session(table: &Table) -> Option<&SpaceSession> {
    match &table.stage {
        Stage::Playing(AnyGame::SpacePigs(session)) | Stage::Finished(AnyGame::SpacePigs(session)) => {
            Some(session)
        }
        _ => None,
    }
}

fn new_space(rounds: u32) -> Command {
    new_space_with(Options { max_rounds: Some(rounds), ..Options::default() })
}

pub(crate) fn new_space_with(options: Options) -> Command {
    Command::Create {
        setup: AnyOptions::SpacePigs(options),
        turn_pings: None,
        language: None,
        clock: Default::default(),
    }
}

/// Ann (host, en-US), Ben (de) and Cleo (fr) at a started table.
async fn started(service: &Service, store: &Store, rounds: u32) -> Vec<Actor> {
    started_with(service, store, Options { max_rounds: Some(rounds), ..Options::default() }).await
}

pub(crate) async fn started_with(service: &Service, store: &Store, options: Options) -> Vec<Actor> {
    let players =
        vec![actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::De), actor(3, "Cleo", Locale::Fr)];
    let answer = service.command(AT, &players[0], new_space_with(options), 0).await.expect("store");
    assert!(answer.is_board);
    for who in &players[1..] {
        click(service, store, who, "join", &[], 0).await;
    }
    let answer = click(service, store, &players[0], "start", &[], 0).await;
    assert!(!answer.reply.ephemeral, "{answer:?}");
    players
}

/// "My cards" on the current board: the clicker's panel.
pub(crate) async fn open_panel(service: &Service, store: &Store, who: &Actor) -> Reply {
    let answer = click(service, store, who, "mine", &[], 0).await;
    assert!(answer.reply.ephemeral && !answer.update, "a new ephemeral message: {answer:?}");
    answer.reply
}

/// Each player in turn puts the start piglets on the first start hex their panel offers.
async fn deploy_everyone(service: &Service, store: &Store, players: &[Actor], rng: &mut Seeded) {
    while session(&table(store)).is_some_and(|s| matches!(s.game.phase, Phase::Deploy { .. })) {
        let current = table(store);
        let s = session(&current).expect("game");
        let seat = s.game.waiting_for()[0];
        let who = players.iter().find(|p| p.user == s.seats[seat].user).expect("seated");
        let panel = open_panel(service, store, who).await;
        let (custom_id, values, _) = controls(&panel, rng).remove(0);
        let answer = service.component(AT, who, &custom_id, &values, 0).await.expect("store");
        assert!(answer.board_edit.is_none() || answer.update);
    }
}

/// Every control of a panel: its custom id, the values it may send (one set per option; a
/// multiple choice sends a random non-empty subset) and whether it only steps back.
pub(crate) fn controls(panel: &Reply, rng: &mut Seeded) -> Vec<(String, Vec<String>, bool)> {
    let mut out = Vec::new();
    for row in &panel.rows {
        match row {
            Row::Buttons(buttons) => out.extend(buttons.iter().map(|b| {
                let back = b.style == ButtonStyle::Secondary && b.custom_id.ends_with(":back");
                (b.custom_id.clone(), Vec::new(), back)
            })),
            Row::Select(select) if select.max_values > 1 => {
                let mut values: Vec<String> = select.options.iter().map(|o| o.value.clone()).collect();
                rng.shuffle(&mut values);
                let least = usize::from(select.min_values).max(1);
                let most = usize::from(select.max_values).min(values.len());
                values.truncate(least + rng.below(most + 1 - least));
                out.push((select.custom_id.clone(), values, false));
            }
            Row::Select(select) => out.extend(select.options.iter().map(|o| {
                // Choosing a travel card only changes the menus: not progress on its own.
                let card = select.custom_id.ends_with(":card");
                (select.custom_id.clone(), vec![o.value.clone()], card)
            })),
        }
    }
    out
}

/// Plays the table to its end with random choices among what the panels offer, each player
/// acting only through their own panel. Returns the number of panel clicks. Every offered
/// choice must be accepted: the panel offers only legal options.
async fn play_through_panels(service: &Service, store: &Store, players: &[Actor], seed: u64) -> u32 {
    let mut rng = Seeded::new(seed);
    let mut clicks = 0;
    let mut panels: Vec<Option<Reply>> = vec![None; players.len()];
    loop {
        let current = table(store);
        let Stage::Playing(AnyGame::SpacePigs(session)) = &current.stage else { break };
        let waiting = session.game.waiting_for();
        assert!(!waiting.is_empty(), "a running game waits for someone");
        let seat = waiting[rng.below(waiting.len())];
        if session.seats[seat].ai.is_some() {
            let moved = service.ai_move(AT, 0).await.expect("store");
            assert!(moved.is_some(), "the computer player moves");
            continue;
        }
        let who = players.iter().position(|p| p.user == session.seats[seat].user).expect("seated");
        // The panel a click answered with, while it still asks something; else "My cards"
        // again, as a player pinged back to the game does.
        let panel = match panels[who].take().filter(|p| !p.rows.is_empty()) {
            Some(panel) => panel,
            None => open_panel(service, store, &players[who]).await,
        };
        let all = controls(&panel, &mut rng);
        let forward: Vec<_> = all.iter().filter(|c| !c.2).collect();
        let pick = if forward.is_empty() || rng.below(20) == 0 {
            &all
        } else {
            &forward.into_iter().cloned().collect()
        };
        assert!(!pick.is_empty(), "a panel of a seat the game waits for offers something: {panel:?}");
        let (custom_id, values, _) = &pick[rng.below(pick.len())];
        let answer = service.component(AT, &players[who], custom_id, values, 0).await.expect("store");
        clicks += 1;
        assert!(answer.update, "a panel click redraws the panel: {answer:?}");
        assert!(
            answer.reply.content.is_none(),
            "an offered choice was refused ({custom_id} {values:?}): {:?}",
            answer.reply.content
        );
        panels[who] = Some(answer.reply);
        assert!(clicks < 20_000, "the game does not end");
    }
    clicks
}

#[tokio::test]
async fn three_players_play_a_whole_game_through_their_private_panels() {
    // The last game's galaxy is built by the players, hex by hex, through their panels.
    for seed in [1_u64, 2, 3] {
        let (_dir, store, service) = setup(true);
        let service = service.with_fixed_seed(Some(seed));
        let options = Options { max_rounds: Some(3), auto_board: seed != 3, ..Options::default() };
        let players = started_with(&service, &store, options).await;
        let clicks = play_through_panels(&service, &store, &players, seed).await;
        let done = table(&store);
        let game = &session(&done).expect("a Space-Schweine game").game;
        assert!(game.is_over(), "finished after {clicks} clicks");
        if seed == 3 {
            assert!(game.piles.iter().all(Vec::is_empty), "every hex was laid");
            let laid = session(&done)
                .expect("game")
                .actions
                .iter()
                .filter(|a| matches!(a.action, Action::Lay { .. }))
                .count();
            assert_eq!(laid, game.galaxy.len(), "by the players");
        }
        assert!(game.outcome.is_some());
        // The record replays to the same end.
        let export = service.command(AT, &players[0], Command::Export, 0).await.expect("store");
        let file = export.reply.files.first().cloned().expect("a record");
        let replayed =
            oink::games::replay(std::str::from_utf8(&file.bytes).expect("utf-8"), false).expect("replays");
        assert_eq!(
            replayed["winner"],
            serde_json::json!(game.outcome.as_ref().and_then(|o| o.winner)),
            "{replayed}"
        );
    }
}

#[tokio::test]
async fn a_computer_player_takes_a_seat_and_the_game_ends() {
    let (_dir, store, service) = setup(true);
    let service = service.with_fixed_seed(Some(21));
    let players = vec![actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::De)];
    service.command(AT, &players[0], new_space(2), 0).await.expect("store");
    click(&service, &store, &players[1], "join", &[], 0).await;
    click(&service, &store, &players[0], "addai", &["random".to_owned()], 0).await;
    let answer = click(&service, &store, &players[0], "start", &[], 0).await;
    assert!(!answer.reply.ephemeral, "{answer:?}");
    play_through_panels(&service, &store, &players, 21).await;
    let done = table(&store);
    let s = session(&done).expect("a game");
    assert!(s.game.is_over());
    assert!(s.seats.iter().any(|seat| seat.ai.is_some()));
    assert!(s.actions.iter().any(|a| s.seats[a.player].ai.is_some()), "the computer moved");
}

/// Hidden information: another seat's hand, face-down battle cards, secret discards and the
/// deck order. Changing any of it must change nothing `viewer` can see.
fn hide_differently(game: &mut Game, viewer: usize) {
    let other = |card: Card| {
        let all = [Card::Schinkenmaschine, Card::Eichelbombe, Card::Rakete, Card::Borstenschild];
        all.into_iter().find(|c| *c != card).unwrap_or(Card::Rakete)
    };
    for (seat, player) in game.players.iter_mut().enumerate() {
        if seat != viewer {
            player.hand.iter_mut().for_each(|c| *c = other(*c));
        }
    }
    game.deck.reverse();
    match &mut game.phase {
        Phase::Draw { discards } => {
            for (seat, discard) in discards.iter_mut().enumerate() {
                if let (true, Some(cards)) = (seat != viewer, discard.as_mut()) {
                    cards.iter_mut().for_each(|c| *c = other(*c));
                }
            }
        }
        Phase::Combat { battle: Some(battle) } if !battle.revealed => {
            for side in 0..2 {
                if let (true, Some(cards)) = (battle.sides[side] != viewer, battle.cards[side].as_mut()) {
                    cards.iter_mut().for_each(|c| *c = other(*c));
                }
            }
        }
        _ => {}
    }
}

/// The shared board (`viewer` `None`) or a seat's panel, as drawn for `session`.
fn seen(catalog: &Catalog, session: &SpaceSession, viewer: Option<usize>) -> Option<Reply> {
    let stage = Stage::Playing(AnyGame::SpacePigs(session.clone()));
    let board = Board {
        channel: AT.channel,
        table: 1,
        rev: 1,
        locale: Locale::EnUs,
        host: 1,
        stage: &stage,
        ended_by: None,
        timing: None,
        solo_best: None,
        answers_only: false,
    };
    match viewer {
        None => Some(render::board(catalog, &board)),
        Some(seat) => render::panel(catalog, &board, seat),
    }
}

#[test]
fn no_message_a_player_sees_depends_on_another_players_hidden_cards() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut checked = 0;
    for seed in 0..12_u64 {
        let players = 3 + (seed % 4) as usize;
        let seats = (0..players).map(|i| Seat::person(10 + i as u64, format!("P{i}"))).collect();
        let options = Options { max_rounds: Some(3), ..Options::default() };
        let mut session = SpaceSession::start(seats, &options, seed).expect("start");
        let mut rng = Seeded::new(seed);
        let mut steps = 0;
        while !session.game.is_over() && steps < 400 {
            if steps % 4 == 0 {
                // The board (with its picture) shows no seat's secrets…
                let mut hidden = session.clone();
                hide_differently(&mut hidden.game, usize::MAX);
                assert_eq!(
                    seen(&catalog, &hidden, None),
                    seen(&catalog, &session, None),
                    "seed {seed} step {steps}"
                );
                // …and a panel none of another seat's.
                for viewer in 0..players {
                    let mut hidden = session.clone();
                    hide_differently(&mut hidden.game, viewer);
                    assert_ne!(hidden.game, session.game, "something was hidden");
                    let (shown, truth) =
                        (seen(&catalog, &hidden, Some(viewer)), seen(&catalog, &session, Some(viewer)));
                    assert!(truth.is_some());
                    assert_eq!(shown, truth, "seed {seed} step {steps} seat {viewer}");
                    checked += 1;
                }
            }
            let waiting = session.game.waiting_for();
            let seat = waiting[rng.below(waiting.len())];
            let legal = session.game.legal_actions(seat);
            let action = legal[rng.below(legal.len())].sample(&mut rng);
            session.play(seat, action).expect("legal");
            steps += 1;
        }
    }
    assert!(checked > 400, "{checked}");
}

#[tokio::test]
async fn a_panel_stays_valid_while_others_choose_in_secret_and_is_redrawn_when_outdated() {
    let (_dir, store, service) = setup(true);
    let service = service.with_fixed_seed(Some(7));
    let players = started(&service, &store, 3).await;
    // Deploy the start piglets: each player in turn, through the panel.
    let mut rng = Seeded::new(7);
    deploy_everyone(&service, &store, &players, &mut rng).await;
    // Everyone chooses discards at once: Ann's and Ben's panels are drawn first.
    let current = table(&store);
    assert!(matches!(session(&current).expect("game").game.phase, Phase::Draw { .. }));
    let ann = open_panel(&service, &store, &players[0]).await;
    let ben = open_panel(&service, &store, &players[1]).await;
    let keep = |panel: &Reply| {
        controls(panel, &mut Seeded::new(1)).into_iter().find(|c| c.0.ends_with(":keep")).expect("keep").0
    };
    let ben_keeps = service.component(AT, &players[1], &keep(&ben), &[], 0).await.expect("store");
    assert!(ben_keeps.reply.content.is_none(), "{ben_keeps:?}");
    let shown = render::board(
        &Catalog::embedded().expect("catalog"),
        &Board { locale: Locale::EnUs, ..table(&store).view() },
    );
    let text = shown.embed.expect("embed").description;
    assert!(text.contains("chosen") && text.contains("Ben"), "who chose shows, not what: {text}");
    // Ben's choice does not outdate Ann's panel.
    let ann_keeps = service.component(AT, &players[0], &keep(&ann), &[], 0).await.expect("store");
    assert!(ann_keeps.reply.content.is_none(), "{ann_keeps:?}");
    // Ann's own old panel is outdated now: the click changes nothing and shows the current one.
    let rev = table(&store).rev;
    let again = service.component(AT, &players[0], &keep(&ann), &[], 0).await.expect("store");
    assert!(again.update);
    assert!(again.reply.content.as_deref().is_some_and(|c| c.contains("out of date")), "{again:?}");
    assert_eq!(table(&store).rev, rev, "nothing changed");
}

#[tokio::test]
async fn forged_panel_clicks_are_refused_and_change_nothing() {
    let (_dir, store, service) = setup(true);
    let service = service.with_fixed_seed(Some(11));
    let players = started(&service, &store, 3).await;
    let current = table(&store);
    let s = session(&current).expect("game");
    let seat = s.game.waiting_for()[0];
    let who = players.iter().find(|p| p.user == s.seats[seat].user).expect("seated").clone();
    let other = players.iter().find(|p| p.user != who.user).expect("another").clone();
    let panel = open_panel(&service, &store, &who).await;
    let (deploy, _, _) = controls(&panel, &mut Seeded::new(1)).remove(0);
    let before = table(&store);
    // A start hex nobody offered, two values, junk, and another player using the panel.
    for values in
        [vec!["9,9".to_owned()], vec!["0,0".to_owned(), "1,0".to_owned()], vec!["x".to_owned()], vec![]]
    {
        let answer = service.component(AT, &who, &deploy, &values, 0).await.expect("store");
        assert!(answer.reply.content.is_some(), "refused: {answer:?}");
        assert_eq!(table(&store).rev, before.rev);
    }
    let offered = match &panel.rows[0] {
        Row::Select(select) => vec![select.options[0].value.clone()],
        Row::Buttons(_) => panic!("a menu of start hexes"),
    };
    let answer = service.component(AT, &other, &deploy, &offered, 0).await.expect("store");
    assert!(answer.reply.content.is_some(), "not theirs: {answer:?}");
    let after = table(&store);
    assert!(after.rev == before.rev && after.stage == before.stage, "nothing changed");
    // A panel id of another channel, and a token no panel has.
    let foreign = ComponentId::parse(&deploy).map(|id| match id {
        ComponentId::Panel { table, stamp, token, .. } => {
            ComponentId::Panel { channel: 1, table, stamp, token }.encode()
        }
        other => other.encode(),
    });
    let answer = service.component(AT, &who, &foreign.expect("an id"), &offered, 0).await.expect("store");
    assert!(answer.reply.ephemeral && answer.reply.content.is_some());
    let answer = service.component(AT, &who, &id(AT, before.rev, "blow"), &[], 0).await.expect("store");
    assert!(!notice(&answer).is_empty());
    assert_eq!(table(&store).rev, before.rev);
    // The offered value is taken.
    let answer = service.component(AT, &who, &deploy, &offered, 0).await.expect("store");
    assert!(answer.reply.content.is_none(), "{answer:?}");
    assert!(table(&store).rev > before.rev);
}

/// A trip is three choices: where from, where to, how many.
#[tokio::test]
async fn a_trip_takes_three_interactions() {
    let (_dir, store, service) = setup(true);
    let service = service.with_fixed_seed(Some(5));
    let players = started(&service, &store, 3).await;
    let mut rng = Seeded::new(5);
    // Play until someone travels.
    loop {
        let current = table(&store);
        let s = session(&current).expect("game");
        let seat = s.game.waiting_for()[0];
        let who = players.iter().find(|p| p.user == s.seats[seat].user).expect("seated");
        if matches!(s.game.phase, Phase::Travel { .. }) {
            let mut panel = open_panel(&service, &store, who).await;
            let moves = s.actions.len();
            for step in ["from", "to", "troops"] {
                let (custom_id, values, _) = controls(&panel, &mut rng)
                    .into_iter()
                    .find(|c| c.0.rsplit(':').next().is_some_and(|t| t.starts_with(step)))
                    .unwrap_or_else(|| panic!("a {step} menu: {panel:?}"));
                let answer = service.component(AT, who, &custom_id, &values, 0).await.expect("store");
                assert!(answer.reply.content.is_none(), "{answer:?}");
                panel = answer.reply;
            }
            let after = table(&store);
            let s = session(&after).expect("game");
            assert_eq!(s.actions.len(), moves + 1, "the third choice is the move");
            assert!(matches!(s.actions.last().map(|a| &a.action), Some(Action::Trip { .. })));
            return;
        }
        let panel = open_panel(&service, &store, who).await;
        let all = controls(&panel, &mut rng);
        let (custom_id, values, _) = all.iter().find(|c| !c.2).expect("a choice").clone();
        service.component(AT, who, &custom_id, &values, 0).await.expect("store");
    }
}

/// Days-long play: while several players choose at once, one player's choice does not restart
/// the others' clock; at the limit every one of them still choosing is skipped (keeps their
/// hand), and the game goes on.
#[tokio::test]
async fn the_turn_limit_skips_everyone_still_choosing_in_secret_from_when_they_were_asked() {
    let (_dir, store, service) = setup(true);
    let service = service.with_fixed_seed(Some(7));
    let players = [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::De), actor(3, "Cleo", Locale::Fr)];
    let clock =
        oink::table::ClockChoice { limit: Some(Some(3600)), absent: Some("skip"), ..Default::default() };
    let create = Command::Create {
        setup: AnyOptions::SpacePigs(Options { max_rounds: Some(2), ..Options::default() }),
        turn_pings: None,
        language: None,
        clock,
    };
    service.command(AT, &players[0], create, 0).await.expect("store");
    for who in &players[1..] {
        click(&service, &store, who, "join", &[], 0).await;
    }
    click(&service, &store, &players[0], "start", &[], 0).await;
    let mut rng = Seeded::new(7);
    deploy_everyone(&service, &store, &players, &mut rng).await;
    // The draw phase asks everyone at 0; Ben keeps his hand half an hour later.
    let ben = open_panel(&service, &store, &players[1]).await;
    let keep = controls(&ben, &mut rng).into_iter().find(|c| c.0.ends_with(":keep")).expect("keep").0;
    service.component(AT, &players[1], &keep, &[], 1800).await.expect("store");
    let waiting = |store: &Store| session(&table(store)).map(|s| s.game.waiting_for()).unwrap_or_default();
    assert_eq!(waiting(&store).len(), 2);
    clock_tick(&service, 3599).await;
    assert_eq!(waiting(&store).len(), 2, "not before the hour since they were asked");
    clock_tick(&service, 3600).await;
    let after = table(&store);
    let s = session(&after).expect("game");
    // Only the timed-out choice was passed: the first traveller's travels are untouched, on a
    // clock of their own from now.
    assert!(matches!(s.game.phase, Phase::Travel { trips: 3, .. }), "{:?}", s.game.phase);
    assert_eq!(after.turn.as_ref().map(|t| t.since), Some(3600), "{:?}", after.turn);
    let skipped: Vec<u64> = after.missed.keys().map(|seat| s.seats[*seat].user).collect();
    assert_eq!(skipped.len(), 2, "Ann and Cleo missed their choice: {:?}", after.missed);
    assert!(!skipped.contains(&2), "Ben chose");
    assert!(s.game.players.iter().all(|p| p.hand.len() == 4), "skipped players keep their hands");
    // A running game's record holds every secret: no export before the end.
    let export = service.command(AT, &players[0], Command::Export, 3600).await.expect("store");
    assert!(export.reply.files.is_empty() && notice(&export).contains("once it is over"), "{export:?}");
}

/// Taking back a move that showed something hidden (the cards drawn) would let a player use
/// it: refused, and the table stays as it is.
#[tokio::test]
async fn a_discard_cannot_be_taken_back_but_a_start_hex_can() {
    let (_dir, store, service) = setup(true);
    let service = service.with_fixed_seed(Some(9));
    let players = started(&service, &store, 2).await;
    let current = table(&store);
    let s = session(&current).expect("game");
    let who =
        players.iter().find(|p| p.user == s.seats[s.game.waiting_for()[0]].user).expect("seated").clone();
    let panel = open_panel(&service, &store, &who).await;
    let (deploy, values, _) = controls(&panel, &mut Seeded::new(1)).remove(0);
    service.component(AT, &who, &deploy, &values, 0).await.expect("store");
    service.command(AT, &who, Command::Undo, 0).await.expect("store");
    assert!(session(&table(&store)).is_some_and(|s| s.actions.is_empty()), "a start hex is taken back");
    // Deploy everyone, then discard.
    let mut rng = Seeded::new(9);
    deploy_everyone(&service, &store, &players, &mut rng).await;
    let ann = open_panel(&service, &store, &players[0]).await;
    let discard = controls(&ann, &mut rng).into_iter().find(|c| c.0.ends_with(":discard")).expect("discard");
    let answer = service.component(AT, &players[0], &discard.0, &discard.1, 0).await.expect("store");
    assert!(answer.reply.content.is_none(), "{answer:?}");
    let before = table(&store);
    let undone = service.command(AT, &players[0], Command::Undo, 0).await.expect("store");
    assert!(notice(&undone).contains("hidden"), "{undone:?}");
    assert_eq!(table(&store).rev, before.rev);
}

/// Issue 35, the turn heads-up: when everyone else has made their secret choice, the last one
/// the game waits for hears it by direct message, in their language, if they asked for it.
#[tokio::test]
async fn the_heads_up_tells_the_last_one_a_secret_choice_waits_for() {
    let (_dir, store, service) = setup(true);
    let service = service.with_fixed_seed(Some(7));
    let players = started(&service, &store, 2).await;
    let on = oink::table::settings::SettingsChange { heads_up: Some(true), ..Default::default() };
    service.settings(&players[2], on, 0).await.expect("store");
    let mut rng = Seeded::new(7);
    deploy_everyone(&service, &store, &players, &mut rng).await;
    let waiting = |store: &Store| session(&table(store)).map(|s| s.game.waiting_for()).unwrap_or_default();
    assert_eq!(waiting(&store).len(), 3, "the draw phase asks everyone at once");
    let mut directs = Vec::new();
    for who in &players[..2] {
        let panel = open_panel(&service, &store, who).await;
        let keep = controls(&panel, &mut rng).into_iter().find(|c| c.0.ends_with(":keep")).expect("keep").0;
        let answer = service.component(AT, who, &keep, &[], 60).await.expect("store");
        directs.push(answer.direct);
    }
    assert!(directs[0].is_empty(), "two are still choosing: {:?}", directs[0]);
    let [(user, message)] = directs[1].as_slice() else { panic!("one heads-up: {:?}", directs[1]) };
    assert_eq!(*user, players[2].user);
    let text = message.content.clone().unwrap_or_default();
    assert!(text.starts_with("⏳ Tous les autres ont répondu"), "in Cleo's language: {text}");
    assert_eq!(waiting(&store).len(), 1);
}
