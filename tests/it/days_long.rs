//! Days-long play through the table service with the clock moved by hand: reminders, turn
//! limits and what happens to absent players, a restart in the middle, replace, quit, undo,
//! the list of one's games and the statistics.

use oink::games::ai::Level;
use oink::games::registry::{AnyGame, AnyOptions};
use oink::games::three_pigs::{Action, Phase};
use oink::i18n::Locale;
use oink::store::Store;
use oink::table::clock::{SHOW_AGAIN_AFTER, SHOW_GIVE_UP_AFTER};
use oink::table::settings::SettingsChange;
use oink::table::{Actor, Answer, ClockChoice, Command, Replacement, Service, Stage, Where};

use super::table_service::{AT, actor, click, clock_tick, finish_turn, notice, pigs, setup, table};

const HOUR: u64 = 3600;

/// `/pigs new` with a turn clock.
fn new_pigs(clock: ClockChoice) -> Command {
    Command::Create {
        setup: AnyOptions::ThreePigs(Default::default()),
        turn_pings: None,
        language: None,
        clock,
    }
}

fn limit(secs: u64, absent: &'static str) -> ClockChoice {
    ClockChoice { limit: Some(Some(secs)), absent: Some(absent), ..ClockChoice::default() }
}

/// Ann (host) and Ben at a table of `clock` in `at`, started at time 0.
async fn started_at(service: &Service, store: &Store, at: Where, clock: ClockChoice) -> (Actor, Actor) {
    let ann = actor(1, "Ann", Locale::EnUs);
    let ben = actor(2, "Ben", Locale::EnUs);
    service.command(at, &ann, new_pigs(clock), 0).await.expect("store");
    for (who, token) in [(&ben, "join"), (&ann, "start")] {
        let rev = store.table::<oink::table::Table>(at.channel).expect("read").expect("a table").data.rev;
        let custom_id = super::table_service::id(at, rev, token);
        let answer = service.component(at, who, &custom_id, &[], 0).await.expect("store");
        assert!(!answer.reply.ephemeral, "{answer:?}");
    }
    (ann, ben)
}

/// Whose turn it is (the seat's user).
fn current(store: &Store) -> u64 {
    let session = pigs(table(store)).expect("playing");
    session.seats[session.game.turn.player].user
}

/// `/oink settings dm_reminders:<on>`.
fn dm(on: bool) -> SettingsChange {
    SettingsChange { dm_reminders: Some(on), ..SettingsChange::default() }
}

fn text(answer: &Answer) -> String {
    answer.ping.as_ref().and_then(|p| p.content.clone()).unwrap_or_default()
}

#[tokio::test]
async fn a_reminder_goes_out_once_a_turn_with_a_link_to_the_board() {
    let (_dir, store, service) = setup(true);
    started_at(&service, &store, AT, limit(2 * HOUR, "skip")).await;
    service.board_posted(AT.channel, 4242, 0).await.expect("store");
    let first = current(&store);
    // The default reminder is half the limit.
    assert_eq!(service.next_deadline(), Some(HOUR));
    assert!(clock_tick(&service, HOUR - 1).await.is_empty(), "nothing before the reminder");
    let reminded = clock_tick(&service, HOUR).await;
    assert_eq!(reminded.len(), 1);
    let line = text(&reminded[0]);
    assert!(line.contains(&format!("<@{first}>")), "{line}");
    assert!(line.contains("https://discord.com/channels/5/77/4242"), "{line}");
    assert!(line.contains("1 h left"), "{line}");
    // Once a turn: later ticks and an early-woken ticker remind nobody again.
    assert!(clock_tick(&service, HOUR + 60).await.is_empty());
    assert!(service.clock_work(AT.channel, HOUR + 120).await.expect("store").is_none());
    assert_eq!(service.next_deadline(), Some(2 * HOUR), "the limit is next");
    // The next turn gets its own reminder.
    let players = [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs)];
    finish_turn(&service, &store, &players, HOUR + 300).await;
    assert_eq!(service.next_deadline(), Some(HOUR + 300 + HOUR));
    assert_eq!(clock_tick(&service, 2 * HOUR + 300).await.len(), 1);
}

#[tokio::test]
async fn reminders_also_come_by_direct_message_to_those_who_asked_in_their_language() {
    let (_dir, store, service) = setup(true);
    started_at(&service, &store, AT, limit(2 * HOUR, "skip")).await;
    let first = current(&store);
    // The player to move asks for direct messages, in German; the other never did.
    let who = actor(first, "Ann", Locale::De);
    let shown = service.settings(&who, SettingsChange::default(), 0).await.expect("store");
    assert!(notice(&shown).contains("per Direktnachricht: **aus**"), "{shown:?}");
    let saved = service.settings(&who, dm(true), 0).await.expect("store");
    assert!(notice(&saved).contains("Gespeichert"), "{saved:?}");
    // Kept across servers and restarts: read back from the store.
    let again = service
        .settings(&actor(first, "Ann", Locale::EnUs), SettingsChange::default(), 0)
        .await
        .expect("store");
    assert!(notice(&again).contains("by direct message: **on**"), "{again:?}");
    let reminded = clock_tick(&service, HOUR).await;
    let [(user, message)] = reminded[0].direct.as_slice() else {
        panic!("one direct message: {:?}", reminded[0].direct);
    };
    let direct = message.content.clone().unwrap_or_default();
    assert_eq!(*user, first);
    assert!(direct.starts_with("⏰ Dein Zug"), "in the language of the settings: {direct}");
    assert!(direct.contains("https://discord.com/channels/5/77") && direct.contains("1 h"), "{direct}");
    assert!(!message.ephemeral);
    // The channel's reminder stays in the table's language.
    assert!(text(&reminded[0]).contains("your turn"), "{}", text(&reminded[0]));
    // The other player asked for nothing: their reminder is the channel's alone.
    let players = [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs)];
    finish_turn(&service, &store, &players, HOUR + 10).await;
    let next = clock_tick(&service, 2 * HOUR + 10).await;
    assert_eq!(next.len(), 1);
    assert!(next[0].direct.is_empty(), "{:?}", next[0].direct);
}

#[tokio::test]
async fn the_turn_limit_skips_an_absent_players_turn_and_pings_the_next() {
    let (_dir, store, service) = setup(true);
    let clock = ClockChoice { reminder: Some(None), ..limit(HOUR, "skip") };
    started_at(&service, &store, AT, clock).await;
    let (absent, before) = (current(&store), table(&store));
    assert!(clock_tick(&service, HOUR - 1).await.is_empty());
    let done = clock_tick(&service, HOUR).await;
    assert_eq!(done.len(), 1, "one limit, one skip");
    let after = table(&store);
    assert_ne!(current(&store), absent, "the turn went on");
    assert!(after.rev > before.rev, "older boards are out of date");
    assert_eq!(after.missed.values().copied().collect::<Vec<_>>(), [1]);
    let line = text(&done[0]);
    assert!(line.contains("did not move within 1 h"), "{line}");
    assert!(line.contains(&format!("<@{}>", current(&store))), "the next player is pinged: {line}");
    // The skipped turn is in the record: it replays exactly.
    let session = pigs(after).expect("playing");
    assert!(session.actions.iter().any(|a| a.action == Action::Roll));
    // The next limit counts from the skip.
    assert_eq!(service.next_deadline(), Some(2 * HOUR));
}

#[tokio::test]
async fn when_absent_ai_lets_a_computer_play_that_one_turn() {
    let (_dir, store, service) = setup(true);
    let clock = ClockChoice { reminder: Some(None), ..limit(60, "ai") };
    started_at(&service, &store, AT, clock).await;
    let absent = current(&store);
    let done = clock_tick(&service, 60).await;
    assert!(text(&done[0]).contains("computer player"), "{}", text(&done[0]));
    let session = pigs(table(&store)).expect("playing");
    assert_ne!(current(&store), absent);
    // The seat stays theirs: a person plays it again next turn.
    assert!(session.seats.iter().all(|s| s.ai.is_none() && !s.gone));
    let seat = session.seats.iter().position(|s| s.user == absent).expect("seated");
    assert!(!session.actions.is_empty(), "the computer played the turn");
    assert!(session.actions.iter().all(|a| a.player == seat), "{:?}", session.actions);
}

#[tokio::test]
async fn when_absent_remove_removes_a_player_after_the_missed_turns_in_a_row() {
    let (_dir, store, service) = setup(true);
    let clock = ClockChoice { reminder: Some(None), remove_after: Some(2), ..limit(60, "remove") };
    let (ann, ben) = started_at(&service, &store, AT, clock).await;
    let players = [ann, ben];
    let absent = current(&store);
    let present = players.iter().find(|p| p.user != absent).expect("the other").clone();
    let mut now = 60;
    // First miss: skipped; the other plays; second miss: removed.
    assert!(text(&clock_tick(&service, now).await[0]).contains("did not move"));
    assert_eq!(current(&store), present.user);
    finish_turn(&service, &store, std::slice::from_ref(&present), now + 10).await;
    now += 10 + 60;
    let done = clock_tick(&service, now).await;
    assert!(text(&done[0]).contains("missed 2 turns in a row"), "{}", text(&done[0]));
    let session = pigs(table(&store)).expect("playing");
    let gone = session.seats.iter().find(|s| s.user == absent).expect("seated");
    assert!(gone.gone, "removed");
    // From now on their turns pass at once: the present player's move is followed by the
    // removed seat's passes, and it is the present player's turn again.
    let answer = finish_turn(&service, &store, std::slice::from_ref(&present), now + 10).await;
    assert!(answer.ai_next, "the removed seat's turn is passed like a computer's");
    while service.ai_move(AT, now + 20).await.expect("store").is_some() {}
    assert_eq!(current(&store), present.user);
    // A removed player's click is refused.
    let removed = players.iter().find(|p| p.user == absent).expect("absent");
    assert!(notice(&click(&service, &store, removed, "roll", &[], now + 30).await).contains("not playing"));
}

#[tokio::test]
async fn a_restart_catches_up_a_passed_deadline_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("db");
    let catalog = std::sync::Arc::new(oink::i18n::Catalog::embedded().expect("catalog"));
    let first = {
        let store = Store::open(&path, 8).expect("store");
        let service = Service::new(store.clone(), catalog.clone(), true);
        let clock = ClockChoice { reminder: Some(None), ..limit(HOUR, "skip") };
        started_at(&service, &store, AT, clock).await;
        let first = current(&store);
        store.close(std::time::Duration::from_secs(4)).await;
        first
    };
    // The bot was down for ten hours: ten limits passed, one turn is skipped.
    let store = crate::support::reopen(&path).await;
    let service = Service::new(store.clone(), catalog, true);
    assert_eq!(service.load_deadlines().expect("scan"), 1);
    assert_eq!(service.next_deadline(), Some(HOUR));
    let done = clock_tick(&service, 10 * HOUR).await;
    assert_eq!(done.len(), 1);
    assert_ne!(current(&store), first);
    assert_eq!(table(&store).missed.values().sum::<u32>(), 1, "one turn was skipped, not ten");
    // The new turn counts from the catch-up.
    assert_eq!(service.next_deadline(), Some(11 * HOUR));
    assert!(clock_tick(&service, 10 * HOUR + 1).await.is_empty());
}

/// The clock's outbox: the bot stored a reminder's work and went down before posting it. After
/// the restart the reminder goes out once, as it was drawn then and with the nonce it was first
/// sent with (so Discord keeps one, had the first post got through); then the limit is next.
#[tokio::test]
async fn a_reminder_stored_but_never_shown_goes_out_after_a_restart_once_with_its_nonce() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("db");
    let catalog = std::sync::Arc::new(oink::i18n::Catalog::embedded().expect("catalog"));
    let unshown = {
        let store = Store::open(&path, 8).expect("store");
        let service = Service::new(store.clone(), catalog.clone(), true);
        started_at(&service, &store, AT, limit(2 * HOUR, "skip")).await;
        let clocked = service.clock_work(AT.channel, HOUR).await.expect("store").expect("the reminder");
        assert_eq!(clocked.answer.nonce, Some(format!("{:x}", clocked.nonce)));
        // Down before anything was posted.
        store.close(std::time::Duration::from_secs(4)).await;
        clocked
    };
    let store = crate::support::reopen(&path).await;
    let service = Service::new(store.clone(), catalog, true);
    assert_eq!(service.load_deadlines().expect("scan"), 1);
    assert_eq!(service.next_deadline(), Some(HOUR + SHOW_AGAIN_AFTER), "shown again a minute later");
    assert!(clock_tick(&service, HOUR + SHOW_AGAIN_AFTER - 1).await.is_empty());
    let again = clock_tick(&service, HOUR + SHOW_AGAIN_AFTER).await;
    assert_eq!(again, [unshown.answer], "the same reminder, the same nonce");
    assert!(table(&store).unshown.is_none(), "out of the outbox once shown");
    assert_eq!(service.next_deadline(), Some(2 * HOUR), "then the limit; no second reminder");
    assert!(clock_tick(&service, 2 * HOUR - 1).await.is_empty());

    // A limit's work left unshown for longer than Discord remembers a nonce is dropped, not
    // shown late (it could be shown twice); the game went on all the same.
    let passed = service.clock_work(AT.channel, 2 * HOUR).await.expect("store").expect("the skip");
    assert!(text(&passed.answer).contains("did not move"), "{:?}", passed.answer);
    let late = 2 * HOUR + SHOW_GIVE_UP_AFTER;
    assert!(clock_tick(&service, late).await.is_empty(), "too late to show");
    assert!(table(&store).unshown.is_none());
    assert_eq!(table(&store).missed.values().sum::<u32>(), 1);
    assert_eq!(service.next_deadline(), Some(2 * HOUR + HOUR), "the next turn's reminder");
}

#[tokio::test]
async fn replace_hands_a_seat_to_a_member_or_a_computer_host_and_moderators_only() {
    let (_dir, store, service) = setup(true);
    let (ann, ben) = started_at(&service, &store, AT, ClockChoice::default()).await;
    let cleo = actor(3, "Cleo", Locale::Fr);
    let to_cleo =
        |old: u64| Command::Replace { old, by: Replacement::Person { user: 3, name: "Cleo".into() } };
    // Ben is no host and no moderator.
    let refused = service.command(AT, &ben, to_cleo(1), 10).await.expect("store");
    assert!(notice(&refused).contains("host"), "{refused:?}");
    let moderator = Actor { can_manage: true, ..cleo.clone() };
    // A member already seated cannot take another seat; nobody not seated can be replaced.
    let twice = Command::Replace { old: 1, by: Replacement::Person { user: 2, name: "Ben".into() } };
    assert!(notice(&service.command(AT, &ann, twice, 10).await.expect("store")).contains("already"));
    assert!(notice(&service.command(AT, &ann, to_cleo(99), 10).await.expect("store")).contains("no seat"));
    let before = pigs(table(&store)).expect("playing");
    let answer = service.command(AT, &moderator, to_cleo(2), 10).await.expect("store");
    assert!(text(&answer).contains("takes over the seat of Ben"), "{answer:?}");
    let after = pigs(table(&store)).expect("playing");
    let seat = before.seats.iter().position(|s| s.user == 2).expect("Ben's seat");
    assert_eq!((after.seats[seat].user, after.seats[seat].name.as_str()), (3, "Cleo"));
    assert_eq!(after.game, before.game, "score, house and all");
    // Cleo plays Ben's seat; Ben no longer can.
    if current(&store) == 3 {
        assert!(!click(&service, &store, &cleo, "roll", &[], 20).await.reply.ephemeral);
    } else {
        assert!(notice(&click(&service, &store, &ben, "roll", &[], 20).await).contains("not playing"));
    }
    // The host hands Ann's own seat to a strong computer player.
    let to_ai = Command::Replace { old: 1, by: Replacement::Ai(Level::Strong) };
    let answer = service.command(AT, &ann, to_ai, 30).await.expect("store");
    assert!(text(&answer).contains("🤖 Ann (strong)"), "{answer:?}");
}

#[tokio::test]
async fn quit_follows_the_tables_when_absent() {
    for (absent, to_ai) in [("skip", false), ("ai", true)] {
        let (_dir, store, service) = setup(true);
        let (ann, ben) = started_at(&service, &store, AT, limit(HOUR, absent)).await;
        let answer = service.command(AT, &ben, Command::Quit, 10).await.expect("store");
        assert!(answer.reply.ephemeral, "Ben hears it");
        let line = text(&answer);
        assert!(line.contains("Ben left the game"), "{line}");
        let session = pigs(table(&store)).expect("the game goes on");
        let seat = session.seats.iter().find(|s| s.user == 2).expect("Ben's seat");
        assert_eq!((seat.ai.is_some(), seat.gone), (to_ai, !to_ai), "{absent}");
        assert!(
            notice(&service.command(AT, &ben, Command::Quit, 20).await.expect("store"))
                .contains("not playing")
        );
        // The last person to quit ends the game as it stands.
        service.command(AT, &ann, Command::Quit, 30).await.expect("store");
        assert!(matches!(table(&store).stage, Stage::Finished(_)), "{absent}");
    }
}

#[tokio::test]
async fn undo_takes_back_a_purchase_but_not_a_roll() {
    let (_dir, store, service) = setup(true);
    let (ann, ben) = started_at(&service, &store, AT, ClockChoice::default()).await;
    let players = [ann, ben];
    let who = |store: &Store| players.iter().find(|p| p.user == current(store)).expect("seated").clone();
    // Turns until one stops rolling with something to buy (the dice decide).
    let (mover, before_buying, session, kind, material, house) = loop {
        let mover = who(&store);
        click(&service, &store, &mover, "roll", &[], 1).await;
        // A roll drew dice: it stays.
        let refused = service.command(AT, &mover, Command::Undo, 2).await.expect("store");
        assert!(notice(&refused).contains("Dice were rolled"), "{refused:?}");
        if pigs(table(&store)).expect("playing").game.turn.phase == Phase::Rolling {
            click(&service, &store, &mover, "stop", &[], 3).await;
        }
        let before = table(&store);
        let session = pigs(before.clone()).expect("playing");
        let buy = session.game.legal_actions(session.game.turn.player).into_iter().find_map(|a| match a {
            Action::Buy { kind, material, house } if session.game.turn.phase == Phase::Buying => {
                Some((kind, material, house))
            }
            _ => None,
        });
        match buy {
            Some((kind, material, house)) => break (mover, before, session, kind, material, house),
            // Nothing to buy: the turn ends (or the wolf came), and the next one is tried.
            None if current(&store) == mover.user => {
                finish_turn(&service, &store, &players, 3).await;
            }
            None => {}
        }
    };
    let value = oink::games::three_pigs::table_game::encode_buy(kind, material, house);
    click(&service, &store, &mover, "buy0", &[value], 4).await;
    // Someone else cannot take it back.
    let other = players.iter().find(|p| p.user != mover.user).expect("other");
    assert!(
        notice(&service.command(AT, other, Command::Undo, 5).await.expect("store"))
            .contains("Only the player")
    );
    let answer = service.command(AT, &mover, Command::Undo, 6).await.expect("store");
    assert!(notice(&answer).contains("taken back"), "{answer:?}");
    let undone = pigs(table(&store)).expect("playing");
    assert_eq!(undone.game, session.game, "the game is as before the purchase");
    assert_eq!(undone.actions, session.actions, "the purchase left the record");
    assert_eq!(undone.game.turn.phase, Phase::Buying);
    assert!(table(&store).rev > before_buying.rev, "boards drawn with the purchase are out of date");
}

#[tokio::test]
async fn my_games_lists_tables_across_two_servers_mine_to_move_first() {
    let (_dir, store, service) = setup(true);
    let other = Where { channel: 88, guild: Some(6), ..AT };
    started_at(&service, &store, AT, limit(HOUR, "skip")).await;
    started_at(&service, &store, other, ClockChoice::default()).await;
    let ann = actor(1, "Ann", Locale::EnUs);
    let answer = service.games_of(&ann, false).await.expect("store");
    assert!(answer.reply.ephemeral);
    let embed = answer.reply.embed.expect("a list");
    assert_eq!(embed.fields.len(), 2, "{embed:?}");
    let links: Vec<bool> = embed.fields.iter().map(|f| f.value.contains("/channels/5/77")).collect();
    assert_eq!(links.iter().filter(|l| **l).count(), 1, "{embed:?}");
    let mine = embed.fields.iter().position(|f| f.value.contains("Your turn"));
    if let Some(mine) = mine {
        assert_eq!(mine, 0, "the games waiting for Ann come first: {embed:?}");
    }
    // Issue 29: the turn's end as the board shows it, the same deadline (started at 0, an
    // hour's limit), not a time left that was true when the list was asked for.
    assert!(embed.fields.iter().any(|f| f.value.contains("<t:3600:R>")), "the clock shows: {embed:?}");
    let partial = service.games_of(&ann, true).await.expect("store").reply.embed.expect("list");
    assert!(partial.description.contains("may be missing"), "{partial:?}");
    let nobody = service.games_of(&actor(9, "Zoe", Locale::EnUs), false).await.expect("store");
    assert!(nobody.reply.embed.expect("list").description.contains("not in any running game"));
}

/// Issue 28: `/oink games` also lists the lobbies the user waits in, after the running games,
/// with a link to each; and it names every game's command that opens a table.
#[tokio::test]
async fn my_games_lists_the_lobbies_i_wait_in_and_every_new_command() {
    let (_dir, store, service) = setup(true);
    let lobby = Where { channel: 99, guild: Some(6), ..AT };
    let cleo = actor(3, "Cleo", Locale::EnUs);
    let space = Command::Create {
        setup: AnyOptions::SpacePigs(Default::default()),
        turn_pings: None,
        language: None,
        clock: ClockChoice::default(),
    };
    service.command(lobby, &cleo, space, 0).await.expect("store");
    let (ann, _) = started_at(&service, &store, AT, ClockChoice::default()).await;
    let rev = store.table::<oink::table::Table>(lobby.channel).expect("read").expect("a lobby").data.rev;
    let join = super::table_service::id(lobby, rev, "join");
    assert!(!service.component(lobby, &ann, &join, &[], 0).await.expect("store").reply.ephemeral);

    let embed = service.games_of(&ann, false).await.expect("store").reply.embed.expect("a list");
    assert_eq!(embed.fields.len(), 2, "{embed:?}");
    assert!(embed.fields[0].value.contains("/channels/5/77"), "the running game first: {embed:?}");
    let waiting = &embed.fields[1];
    assert!(waiting.name.contains("Space-Schweine"), "{waiting:?}");
    assert!(waiting.value.contains("lobby") && waiting.value.contains("/channels/6/99"), "{waiting:?}");
    assert!(waiting.value.contains("2 seated"), "{waiting:?}");

    // Someone at no table hears how to open one, for every game.
    let zoe = service.games_of(&actor(9, "Zoe", Locale::EnUs), false).await.expect("store");
    let embed = zoe.reply.embed.expect("a list");
    assert!(embed.fields.is_empty());
    let footer = embed.footer.expect("how to open a table");
    for command in ["/pigs new", "/haus new", "/space new"] {
        assert!(footer.contains(command), "{command}: {footer}");
    }
    let german = service.games_of(&actor(9, "Zoe", Locale::De), false).await.expect("store");
    let footer = german.reply.embed.and_then(|e| e.footer).expect("a footer");
    assert!(footer.contains("/weltraum neu") && footer.contains("/schweinchen neu"), "{footer}");
}

#[tokio::test]
async fn stats_and_the_leaderboard_come_from_finished_games() {
    let (_dir, store, service) = setup(true);
    let (ann, ben) = started_at(&service, &store, AT, ClockChoice::default()).await;
    let none = service.command(AT, &ann, Command::Stats("three-pigs"), 1).await.expect("store");
    assert!(notice(&none).contains("not finished a game"), "{none:?}");
    let players = [ann.clone(), ben];
    let mut now = 10;
    while matches!(table(&store).stage, Stage::Playing(_)) {
        finish_turn(&service, &store, &players, now).await;
        now += 10;
        assert!(now < 100_000, "the game ends");
    }
    let Stage::Finished(AnyGame::ThreePigs(session)) = table(&store).stage else { panic!("finished") };
    let results = oink::games::seam::TableGame::results(&session.game).expect("results");
    let winners: Vec<u64> =
        session.seats.iter().zip(&results).filter(|(_, r)| r.won).map(|(seat, _)| seat.user).collect();
    let mine = service.command(AT, &ann, Command::Stats("three-pigs"), now).await.expect("store");
    assert!(notice(&mine).contains("1 game,"), "{mine:?}");
    let board = service.command(AT, &ann, Command::Leaderboard("three-pigs"), now).await.expect("store");
    assert!(!board.reply.ephemeral, "a leaderboard is public");
    let lines = board.reply.embed.expect("embed").description;
    assert!(winners.iter().any(|w| lines.starts_with(&format!("1. <@{w}>"))), "{lines} {winners:?}");
    assert_eq!(lines.lines().count(), 2, "{lines}");
    let none = service.command(AT, &ann, Command::Leaderboard("wuerfelhaus"), now).await.expect("store");
    assert!(none.reply.embed.expect("embed").description.contains("No finished games"));
}

/// Waits, polling, until a request the bot sent matches (bounded: `within`).
async fn bot_sent(
    fake: &crate::support::fake_discord::FakeDiscord,
    within: std::time::Duration,
    matches: impl Fn(&crate::support::fake_discord::Request) -> bool,
) -> Option<crate::support::fake_discord::Request> {
    let until = std::time::Instant::now() + within;
    while std::time::Instant::now() < until {
        if let Some(found) = fake.requests().await.into_iter().find(&matches) {
            return Some(found);
        }
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    }
    None
}

fn posted_text(request: &crate::support::fake_discord::Request, needle: &str) -> bool {
    request.method == "POST"
        && request.path.ends_with("/messages")
        && request.body["content"].as_str().is_some_and(|c| c.contains(needle))
}

/// Through the fake Discord, on the real clock: a table with a one-minute turn limit reminds
/// the player after half a minute and passes the turn after a minute.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_one_minute_turn_limit_reminds_then_skips_in_real_time_through_discord() {
    use super::three_pigs_discord::{custom_id, expect_update, find};
    use crate::support::fake_discord::{CHANNEL, User, board_text, current_user};
    use serde_json::json;
    use std::time::{Duration, Instant};

    let bot = crate::support::TestBot::start().await;
    let fake = bot.fake.clone();
    let (ann, ben) = (User::new(7101, "Ann", "en-US"), User::new(7102, "Ben", "en-US"));
    // Both ask for reminders by direct message too.
    for who in [&ann, &ben] {
        let dm = json!([{"name": "settings", "type": 1, "options": [{"name": "dm_reminders", "type": 5, "value": true}]}]);
        let saved = fake.response_message(&fake.slash(who, "oink", dm).await).await;
        assert!(saved["content"].as_str().is_some_and(|c| c.contains("Saved")), "{saved:#}");
    }
    let options = json!([{"name": "turn_limit", "type": 3, "value": "1m"}]);
    let sent = fake.slash(&ann, "pigs", json!([{"name": "new", "type": 1, "options": options}])).await;
    let lobby = fake.response_message(&sent).await;
    let shown = board_text(&lobby);
    assert!(shown.contains("Turn limit: 1 min · reminder: 30 s"), "the lobby shows the clock: {shown}");
    expect_update(&fake, &fake.click(&ben, &lobby, &custom_id(&find(&lobby, ":join").expect("join"))).await)
        .await;
    let lobby = fake.latest_board(CHANNEL).await;
    expect_update(
        &fake,
        &fake.click(&ann, &lobby, &custom_id(&find(&lobby, ":start").expect("start"))).await,
    )
    .await;
    let started = Instant::now();
    let board = fake.latest_board(CHANNEL).await;
    let first = current_user(&board).expect("someone to move");
    let ends = board_text(&board);
    // Issue 29: the timestamp stands alone after a label (Discord shows it in the reader's language).
    assert!(ends.contains("⏳ Turn ends: <t:"), "the board shows the deadline: {ends}");

    let reminder = bot_sent(&fake, Duration::from_secs(45), |r| posted_text(r, "⏰")).await;
    let reminder = reminder.expect("a reminder within 45 s");
    let text = reminder.body["content"].as_str().unwrap_or_default();
    assert!(text.contains(&format!("<@{first}>")) && text.contains("discord.com/channels/"), "{text}");
    assert!(
        started.elapsed() >= Duration::from_secs(28),
        "not before half the limit: {:?}",
        started.elapsed()
    );
    // The same reminder went to the player by direct message.
    let dm = bot_sent(&fake, Duration::from_secs(5), |r| {
        r.method == "POST"
            && r.path == "/users/@me/channels"
            && r.body["recipient_id"] == json!(first.to_string())
    })
    .await;
    assert!(dm.is_some(), "a direct-message channel with the player to move");
    let direct = bot_sent(&fake, Duration::from_secs(5), |r| posted_text(r, "⏰ Your turn")).await;
    assert!(direct.is_some_and(|r| !r.path.contains(&CHANNEL.to_string())), "the reminder by direct message");

    let skipped =
        bot_sent(&fake, Duration::from_secs(60), |r| posted_text(r, "did not move within 1 min")).await;
    assert!(skipped.is_some(), "the turn was passed within the limit and a bound");
    assert!(started.elapsed() >= Duration::from_secs(58), "not before the limit: {:?}", started.elapsed());
    let in_channel = format!("/channels/{CHANNEL}/");
    let reminders = fake.requests().await.into_iter().filter(|r| posted_text(r, "⏰")).collect::<Vec<_>>();
    assert_eq!(
        reminders.iter().filter(|r| r.path.starts_with(&in_channel)).count(),
        1,
        "one reminder a turn"
    );
    assert_eq!(reminders.len(), 2, "and one direct message");
    // The board moved on to the other player.
    let board = fake.latest_board(CHANNEL).await;
    let now_moving = current_user(&board).or_else(|| {
        let table = bot.store.table::<oink::table::Table>(CHANNEL).ok().flatten()?;
        let Stage::Playing(game) = table.data.stage else { return None };
        let play = game.play();
        play.waiting_for().first().map(|seat| play.seats()[*seat].user)
    });
    assert_ne!(now_moving, Some(first), "the turn went on");
    bot.stop().await;
}

/// Issue 56: where the bot may only answer (a group DM), the lobby says how the clock works
/// there; the skipped turn is stored when the limit passes, and the next click, on the board
/// that could not be updated, shows the table as it is now instead of an "outdated" refusal.
#[tokio::test]
async fn a_turn_limit_where_the_bot_may_only_answer_shows_at_the_next_click() {
    let (_dir, store, service) = setup(true);
    let at = Where { answers_only: true, ..AT };
    let ann = actor(1, "Ann", Locale::EnUs);
    let lobby = service.command(Where { channel: 78, ..at }, &ann, new_pigs(limit(HOUR, "skip")), 0);
    let lobby = lobby.await.expect("store");
    let said = lobby.reply.embed.map(|e| e.description).unwrap_or_default();
    assert!(said.contains("shows at the next click"), "{said}");
    started_at(&service, &store, at, limit(HOUR, "skip")).await;
    let (absent, before) = (current(&store), table(&store));
    assert!(before.answers_only);
    assert_eq!(clock_tick(&service, HOUR).await.len(), 1, "the limit skipped the turn");
    let next = current(&store);
    assert_ne!(next, absent);
    let after = table(&store);
    // The board everyone still sees is the one before the skip.
    let old_roll = super::table_service::id(at, before.rev, "roll");
    let who = actor(next, if next == 1 { "Ann" } else { "Ben" }, Locale::EnUs);
    let answer = service.component(at, &who, &old_roll, &[], HOUR + 5).await.expect("store");
    assert!(answer.update && !answer.reply.ephemeral, "the clicked board is updated: {answer:?}");
    let now_roll = super::table_service::id(at, after.rev, "roll");
    assert!(format!("{:?}", answer.reply).contains(&now_roll), "it shows the table as it is now: {answer:?}");
    assert_eq!(table(&store).rev, after.rev, "and changes nothing");
    // Where the bot posts on its own, the same click is refused as outdated.
    let (_dir, store, service) = setup(true);
    started_at(&service, &store, AT, limit(HOUR, "skip")).await;
    let before = table(&store);
    clock_tick(&service, HOUR).await;
    let who = actor(current(&store), "Ben", Locale::EnUs);
    let old_roll = super::table_service::id(AT, before.rev, "roll");
    let answer = service.component(AT, &who, &old_roll, &[], HOUR + 5).await.expect("store");
    assert!(answer.reply.ephemeral && !answer.update, "{answer:?}");
}
