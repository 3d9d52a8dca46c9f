//! Issue 35, away mode: `/oink away` reaches every running game of the player in every server
//! (their turns wait without a clock, or a computer player plays them, as they or each table
//! chose), the boards and the tables say so, it ends by itself or with `/oink back`, and the
//! host can still replace them. Also the turn heads-up of `/oink settings`.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use oink::games::ai::Level;
use oink::games::registry::{AnyGame, AnyOptions};
use oink::games::seam::Seat;
use oink::i18n::Locale;
use oink::store::Store;
use oink::table::clock::Due;
use oink::table::settings::{SettingsChange, UserSettings};
use oink::table::{Actor, Answer, Channels, ClockChoice, Command, Replacement, Service, Stage, Table, Where};

use super::table_service::{actor, clock_tick, finish_turn_at, id, notice, open_pigs, setup};

const HOUR: u64 = 3600;
const DAY: u64 = 24 * HOUR;
/// A table in one server, and one in another.
const A: Where = Where { channel: 77, guild: Some(5), chatter: 0, board_locale: None, answers_only: false };
const B: Where = Where { channel: 88, guild: Some(6), chatter: 0, board_locale: None, answers_only: false };

/// A transport that shows nothing: it keeps what each channel was shown.
#[derive(Clone, Default)]
pub(crate) struct Shown(Arc<Mutex<Vec<(u64, Answer)>>>);

impl Shown {
    pub(crate) fn take(&self) -> Vec<(u64, Answer)> {
        std::mem::take(&mut *self.0.lock().expect("lock"))
    }
}

impl Channels for Shown {
    type Guard = ();

    async fn lock(&self, _: u64) -> Option<()> {
        Some(())
    }

    fn here(&self, _: &(), channel: u64, guild: Option<u64>) -> Where {
        Where { channel, guild, chatter: 0, board_locale: None, answers_only: false }
    }

    async fn show(&self, channel: u64, _: (), answer: Answer) -> bool {
        self.0.lock().expect("lock").push((channel, answer));
        true
    }

    fn closing(&self) -> bool {
        false
    }
}

fn service() -> (tempfile::TempDir, Store, Service) {
    let (dir, store, service) = setup(true);
    (dir, store, service.with_ai_pause(Duration::ZERO))
}

fn table_at(store: &Store, at: Where) -> Table {
    store.table::<Table>(at.channel).expect("read").expect("a table").data
}

fn seat(table: &Table, user: u64) -> Seat {
    table.stage.seats().iter().find(|s| s.user == user).cloned().expect("seated")
}

/// The user whose turn it is at a Three Little Pigs table.
fn current(table: &Table) -> u64 {
    let Stage::Playing(AnyGame::ThreePigs(session)) = &table.stage else { panic!("not playing") };
    session.seats[session.game.turn.player].user
}

/// A two-player Three Little Pigs table opened by `host` with a one-hour turn limit and the
/// `when_absent` rule `absent`, started at time 0.
async fn open(
    service: &Service,
    store: &Store,
    at: Where,
    host: &Actor,
    other: &Actor,
    absent: &'static str,
) {
    let clock = ClockChoice { limit: Some(Some(HOUR)), absent: Some(absent), ..ClockChoice::default() };
    open_pigs(service, store, at, host, Some(other), clock).await;
    assert!(matches!(table_at(store, at).stage, Stage::Playing(_)));
}

/// Waits (at most ten seconds) until no computer player is to move at `at`.
async fn computers_done(store: &Store, at: Where) {
    for _ in 0..1000 {
        if !table_at(store, at).waits_for_ai() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the computer player never finished");
}

/// Every deadline passed at `now`, worked as the ticker does: one at a time per table, until
/// none is left (a reminder and a limit both passed are two works).
async fn all_due(service: &Service, now: u64) -> Vec<Answer> {
    let mut all = Vec::new();
    for _ in 0..10 {
        let done = clock_tick(service, now).await;
        if done.is_empty() {
            return all;
        }
        all.extend(done);
    }
    panic!("deadlines keep coming at {now}");
}

fn public_lines(shown: &[(u64, Answer)], channel: u64) -> String {
    shown
        .iter()
        .filter(|(c, _)| *c == channel)
        .filter_map(|(_, answer)| answer.ping.as_ref().and_then(|p| p.content.clone()))
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test]
async fn away_waits_at_one_table_and_lets_a_computer_play_at_another_server_then_ends_by_itself() {
    let (_dir, store, service) = service();
    let channels = Shown::default();
    let ann = actor(1, "Ann", Locale::EnUs);
    let (ben, cleo) = (actor(2, "Ben", Locale::EnUs), actor(3, "Cleo", Locale::EnUs));
    // Server A skips absent players' turns; server B lets a computer play them.
    open(&service, &store, A, &ann, &ben, "skip").await;
    open(&service, &store, B, &ann, &cleo, "ai").await;
    if current(&table_at(&store, A)) != ann.user {
        finish_turn_at(&service, &store, &[ann.clone(), ben.clone()], 10, A).await;
    }
    assert_eq!(current(&table_at(&store, A)), ann.user);

    let until = 100 + 3 * DAY;
    let answer =
        service.away(&channels, &ann, "3d", Some("holiday @everyone"), None, 100).await.expect("store");
    let reply = notice(&answer);
    assert!(reply.contains(&format!("<t:{until}:f>")) && reply.contains("2 running games"), "{reply}");
    let shown = channels.take();

    // A: her turn waits, without a clock: no reminder, no limit, only her return is due.
    let a = table_at(&store, A);
    let away = seat(&a, ann.user).away.expect("away at A");
    assert!(!away.computer && away.until == until);
    assert_eq!(away.reason.as_deref(), Some("holiday @everyone"));
    assert!(seat(&a, ann.user).ai.is_none());
    assert_eq!(a.turn, None, "nobody is timed");
    assert_eq!(a.due(), Some((until, Due::Back)));
    let line = public_lines(&shown, A.channel);
    assert!(
        line.contains("Ann is away, their turns wait for them")
            && line.contains(&format!("Back: <t:{until}:f>")),
        "{line}"
    );
    assert!(line.contains("\\@everyone") && !line.contains(" @everyone"), "the reason is escaped: {line}");
    let board = service.command(A, &ben, Command::Board, 150).await.expect("store").reply;
    let description = board.embed.map(|embed| embed.description).unwrap_or_default();
    assert!(description.contains("💤 Ann is away"), "the board says it: {description}");
    assert!(
        shown.iter().all(|(_, a)| a.ping.as_ref().is_none_or(|p| p.mentions.is_empty())),
        "nobody pinged"
    );

    // B: a computer player plays her seat until she is back; Cleo's turns go on as before.
    computers_done(&store, B).await;
    let b = table_at(&store, B);
    assert!(seat(&b, ann.user).away.as_ref().is_some_and(|away| away.computer));
    assert!(seat(&b, ann.user).ai.is_some());
    assert_eq!(current(&b), cleo.user, "the computer played Ann's turn");
    // Her click there is refused with the way back.
    let roll = id(B, table_at(&store, B).rev, "roll");
    let refused = service.component(B, &ann, &roll, &[], 200).await.expect("store");
    assert!(notice(&refused).contains("/oink back"), "{refused:?}");

    // Days pass: A waits for her, without skipping or reminding; B's clock runs for Cleo.
    for answer in all_due(&service, 2 * DAY).await {
        let text = answer.ping.as_ref().and_then(|p| p.content.clone()).unwrap_or_default();
        assert!(!text.contains("<@1>"), "Ann is not pinged while away: {text}");
    }
    let a = table_at(&store, A);
    assert_eq!(current(&a), ann.user, "her turn was not skipped");
    assert!(a.missed.is_empty());

    // Her time is up: at both tables her seat is hers again, and A times her turn from now on.
    let back = all_due(&service, until).await;
    let a = table_at(&store, A);
    assert!(seat(&a, ann.user).away.is_none());
    assert_eq!(a.turn.as_ref().map(|t| (t.since, t.seats.len())), Some((until, 1)));
    let lines: Vec<String> =
        back.iter().filter_map(|a| a.ping.as_ref().and_then(|p| p.content.clone())).collect();
    assert!(lines.iter().any(|l| l.contains("Ann is back") && l.contains("<@1>")), "{lines:?}");
    let b = table_at(&store, B);
    assert!(seat(&b, ann.user).away.is_none() && seat(&b, ann.user).ai.is_none(), "{:?}", seat(&b, ann.user));
    let settings = store.user::<UserSettings>(ann.user).expect("read").expect("kept");
    assert!(settings.away_at(until).is_none(), "over by itself");
    let shown = service.settings(&ann, SettingsChange::default(), until).await.expect("store");
    assert!(!notice(&shown).contains("Away until"), "over: {shown:?}");
}

#[tokio::test]
async fn back_ends_it_at_once_and_the_host_can_still_replace_someone_away() {
    let (_dir, store, service) = service();
    let channels = Shown::default();
    let (ann, ben, cleo) =
        (actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::De), actor(3, "Cleo", Locale::Fr));
    open(&service, &store, A, &ben, &ann, "skip").await;
    open(&service, &store, B, &cleo, &ann, "skip").await;
    let answer = service.away(&channels, &ann, "2026-01-10 18:00", None, Some(true), 1_767_000_000).await;
    assert!(notice(&answer.expect("store")).contains("computer player plays your turns"));
    computers_done(&store, A).await;
    computers_done(&store, B).await;
    let shown = service.settings(&ann, SettingsChange::default(), 1_767_000_100).await.expect("store");
    assert!(notice(&shown).contains("💤 Away until: <t:1768068000:f>"), "{shown:?}");

    // Ben, the host at A, hands her seat to a computer player for good.
    let to_ai = Command::Replace { old: ann.user, by: Replacement::Ai(Level::Greedy) };
    service.command(A, &ben, to_ai, 1_767_000_200).await.expect("store");
    let a = table_at(&store, A);
    assert!(seat(&a, ann.user).away.is_none() && seat(&a, ann.user).ai == Some(Level::Greedy));

    // Back: only B was still hers.
    let back = service.back(&channels, &ann, 1_767_000_300).await.expect("store");
    assert!(notice(&back).contains("Your seat at one running game is yours again"), "{back:?}");
    let b = table_at(&store, B);
    assert!(seat(&b, ann.user).away.is_none() && seat(&b, ann.user).ai.is_none());
    assert!(b.due().is_none_or(|(_, due)| due != Due::Back));
    assert_eq!(seat(&table_at(&store, A), ann.user).ai, Some(Level::Greedy), "A's replacement stays");
    let lines = public_lines(&channels.take(), B.channel);
    assert!(lines.contains("💤 Ann ") && lines.contains("Ann est de retour"), "in B's language: {lines}");
    let again = service.back(&channels, &ann, 1_767_000_400).await.expect("store");
    assert!(notice(&again).contains("weren't away"), "{again:?}");
}

#[tokio::test]
async fn an_unreadable_past_or_too_long_time_away_is_refused_and_changes_nothing() {
    let (_dir, store, service) = service();
    let channels = Shown::default();
    let (ann, ben) = (actor(1, "Ann", Locale::De), actor(2, "Ben", Locale::EnUs));
    open(&service, &store, A, &ann, &ben, "skip").await;
    let before = table_at(&store, A);
    for (until, says) in [
        ("15d", "höchstens 14 Tage"),
        ("30s", "weniger als eine Minute"),
        ("bald <@&42>", "„bald \\<\\@&42>“"),
        ("2020-01-01", "schon vorbei"),
        // Nothing (the playground sends the line as typed): the option is named as she sees it.
        ("", "mit der Option `bis`, bis wann"),
    ] {
        let answer =
            service.away(&channels, &ann, until, Some("x"), None, 1_795_000_000).await.expect("store");
        assert!(notice(&answer).contains(says), "{until}: {answer:?}");
        assert!(answer.reply.mentions.is_empty());
    }
    assert_eq!(table_at(&store, A), before, "no table changed");
    assert!(channels.take().is_empty());
    assert!(store.user::<UserSettings>(ann.user).expect("read").is_none_or(|s| s.away.is_none()));
}

#[tokio::test]
async fn the_heads_up_tells_only_those_who_asked_that_they_are_next() {
    let (_dir, store, service) = service();
    let players =
        [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs), actor(3, "Cleo", Locale::De)];
    let cleo = &players[2];
    let on = SettingsChange { heads_up: Some(true), ..SettingsChange::default() };
    let saved = service.settings(cleo, on, 0).await.expect("store");
    assert!(notice(&saved).contains("Vorwarnung vor deinem Zug: **an**"), "{saved:?}");
    let create = Command::Create {
        setup: AnyOptions::ThreePigs(Default::default()),
        turn_pings: None,
        language: None,
        clock: ClockChoice::default(),
    };
    service.command(A, &players[0], create, 0).await.expect("store");
    for (who, token) in [(&players[1], "join"), (cleo, "join"), (&players[0], "start")] {
        let rev = table_at(&store, A).rev;
        service.component(A, who, &id(A, rev, token), &[], 0).await.expect("store");
    }
    let mut told = 0;
    for turn in 0..6 {
        let answer = finish_turn_at(&service, &store, &players, 10 + turn, A).await;
        let table = table_at(&store, A);
        let Stage::Playing(AnyGame::ThreePigs(session)) = &table.stage else { break };
        let next = session.seats[(session.game.turn.player + 1) % 3].user;
        if next == cleo.user {
            let [(user, message)] = answer.direct.as_slice() else {
                panic!("one heads-up: {:?}", answer.direct)
            };
            let text = message.content.clone().unwrap_or_default();
            assert_eq!(*user, cleo.user);
            assert!(text.starts_with("🔔 Du bist als Nächstes dran"), "in her language: {text}");
            assert!(text.contains("https://discord.com/channels/5/77"), "{text}");
            assert!(message.mentions.is_empty());
            told += 1;
        } else {
            assert!(answer.direct.is_empty(), "nobody else asked: {:?}", answer.direct);
        }
    }
    assert!(told >= 1, "six turns pass the player before Cleo");
}

#[tokio::test]
async fn a_game_started_while_someone_is_away_starts_with_them_away_and_their_move_ends_it_there() {
    let (_dir, store, service) = service();
    let channels = Shown::default();
    let (ann, ben) = (actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs));
    let answer = service.away(&channels, &ann, "1d", None, Some(false), 0).await.expect("store");
    assert!(notice(&answer).contains("no running game for now"), "{answer:?}");
    // Ben opens a table, Ann sits down, Ben starts it: her seat starts away, untimed.
    let clock = ClockChoice { limit: Some(Some(HOUR)), absent: Some("skip"), ..ClockChoice::default() };
    open_pigs(&service, &store, A, &ben, Some(&ann), clock).await;
    let a = table_at(&store, A);
    assert!(seat(&a, ann.user).away.as_ref().is_some_and(|away| !away.computer && away.until == DAY));
    assert!(seat(&a, ben.user).away.is_none());
    assert_eq!(a.due().map(|(_, due)| due == Due::Back || current(&a) == ben.user), Some(true));
    // She plays anyway: from her first move on, she is back at this table.
    if current(&a) == ben.user {
        finish_turn_at(&service, &store, &[ann.clone(), ben.clone()], 10, A).await;
    }
    let rev = table_at(&store, A).rev;
    service.component(A, &ann, &id(A, rev, "roll"), &[], 20).await.expect("store");
    let a = table_at(&store, A);
    assert!(seat(&a, ann.user).away.is_none(), "{:?}", seat(&a, ann.user));
    assert!(a.turn.as_ref().is_some_and(|turn| turn.seats.len() == 1), "her turn is timed: {:?}", a.turn);
}

#[tokio::test]
async fn two_at_a_table_get_no_heads_up_about_the_turn_they_just_ended() {
    let (_dir, store, service) = service();
    let players = [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs)];
    for who in &players {
        let on = SettingsChange { heads_up: Some(true), ..SettingsChange::default() };
        service.settings(who, on, 0).await.expect("store");
    }
    open_pigs(&service, &store, A, &players[0], Some(&players[1]), ClockChoice::default()).await;
    for turn in 0..4 {
        let answer = finish_turn_at(&service, &store, &players, 10 + turn, A).await;
        assert!(answer.direct.is_empty(), "{:?}", answer.direct);
    }
}

#[tokio::test]
async fn a_move_that_ends_a_time_away_tells_the_table_and_back_afterwards_says_it_is_over() {
    let (_dir, store, service) = service();
    let channels = Shown::default();
    let (ann, ben) = (actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs));
    open(&service, &store, A, &ann, &ben, "skip").await;
    if current(&table_at(&store, A)) != ann.user {
        finish_turn_at(&service, &store, &[ann.clone(), ben.clone()], 10, A).await;
    }
    service.away(&channels, &ann, "1h", None, None, 100).await.expect("store");
    assert!(public_lines(&channels.take(), A.channel).contains("💤 Ann is away"));

    // Her 🎲 Roll ends it at this table, and the table is told so, as when it ends elsewhere.
    let rev = table_at(&store, A).rev;
    let rolled = service.component(A, &ann, &id(A, rev, "roll"), &[], 200).await.expect("store");
    assert!(seat(&table_at(&store, A), ann.user).away.is_none());
    let told = rolled.ping.as_ref().and_then(|ping| ping.content.clone()).unwrap_or_default();
    assert!(told.contains("👋 Ann is back."), "{rolled:?}");
    // Ben's next move tells nobody again.
    finish_turn_at(&service, &store, &[ann.clone(), ben.clone()], 300, A).await;
    let rev = table_at(&store, A).rev;
    let next = service.component(A, &ben, &id(A, rev, "roll"), &[], 400).await.expect("store");
    let again = next.ping.as_ref().and_then(|ping| ping.content.clone()).unwrap_or_default();
    assert!(!again.contains("is back"), "{again}");

    // `/oink back` within the hour: her time away is over; no table is said to have not waited.
    let back = notice(&service.back(&channels, &ann, 500).await.expect("store"));
    assert!(back.contains("Your time away is over") && !back.contains("No table"), "{back}");
}

/// Issue 52: where each table decides, the answer names the table option and its choice as
/// the user's client shows them, not by their code names.
#[tokio::test]
async fn the_tables_own_rule_is_named_in_the_users_words() {
    let (_dir, _store, service) = service();
    let channels = Shown::default();
    let ann = actor(1, "Ann", Locale::De);
    let answer = service.away(&channels, &ann, "3d", None, None, 0).await.expect("store");
    let text = notice(&answer);
    assert!(text.contains("Option `bei_abwesenheit`") && text.contains("„eine KI spielt den Zug“"), "{text}");
    assert!(!text.contains("`ai`") && !text.contains("wie sein"), "{text}");
}
