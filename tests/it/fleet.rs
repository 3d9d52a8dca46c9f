//! Several processes on one PostgreSQL database, each a store and a table service of its own:
//! `/oink games` lists a player's tables whichever process wrote them, and a turn clock's
//! deadline is worked exactly once across processes, also when the process that claimed it
//! dies before working it.

use std::sync::Arc;

use oink::i18n::{Catalog, Locale};
use oink::store::{DEADLINE_LEASE, Store};
use oink::table::clock::SHOW_AGAIN_AFTER;
use oink::table::{Actor, Channels, ClockChoice, Service, Table, Where};

use crate::support::postgres::TestDatabase;
use crate::table_service::{actor, clock_tick, id, open_pigs};

const HOUR: u64 = 3600;

/// A process: its own store (own pool, own cache) and service on the shared database.
fn process(db: &TestDatabase) -> (Store, Service) {
    let store = db.open();
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    (store, service)
}

fn at(channel: u64, guild: u64) -> Where {
    Where { channel, guild: Some(guild), chatter: 0, board_locale: None, answers_only: false }
}

/// `/pigs new` in `at` by `host`, with a turn limit of two hours; with `guest`, joined and
/// started at time 0.
async fn table(service: &Service, store: &Store, at: Where, host: &Actor, guest: Option<&Actor>) {
    let clock = ClockChoice { limit: Some(Some(2 * HOUR)), absent: Some("skip"), ..ClockChoice::default() };
    open_pigs(service, store, at, host, guest, clock).await;
}

/// The text of `/oink games` for `who`, asked of `service` as a process running only some
/// shards would ask.
async fn games(service: &Service, who: &Actor) -> String {
    let answer = service.games_of(who, true).await.expect("store");
    format!("{:?}", answer.reply)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_process_lists_a_players_tables_from_every_server() {
    let Some(db) = TestDatabase::create().await else { return };
    let ((store_a, a), (store_b, b)) = (process(&db), process(&db));
    let (ann, ben, cat) =
        (actor(11, "Ann", Locale::EnUs), actor(12, "Ben", Locale::EnUs), actor(13, "Cat", Locale::EnUs));
    // Ann plays on server 5 through process A and waits in a lobby on server 6 through B.
    table(&a, &store_a, at(501, 5), &ann, Some(&ben)).await;
    table(&b, &store_b, at(602, 6), &ann, None).await;
    table(&b, &store_b, at(603, 6), &cat, None).await;

    for (name, service) in [("A", &a), ("B", &b)] {
        let listed = games(service, &ann).await;
        assert!(listed.contains("/501") && listed.contains("/602"), "process {name}: {listed}");
        assert!(!listed.contains("/603"), "process {name} lists a table Ann is not at: {listed}");
        // A shared database holds every server: nothing may be missing, and the page says so.
        let partial = service.catalog().text(Locale::EnUs, "games-partial", None);
        assert!(!listed.contains(&partial), "process {name}: {listed}");
    }
    assert!(games(&b, &ben).await.contains("/501"), "Ben's game, written by A, listed by B");

    // Ann leaves her lobby through A: B no longer lists it; the ended game goes off the list.
    let rev = store_a.table::<Table>(602).expect("read").expect("table").data.rev;
    a.component(at(602, 6), &ann, &id(at(602, 6), rev, "leave"), &[], 0).await.expect("store");
    let listed = games(&b, &ann).await;
    assert!(listed.contains("/501") && !listed.contains("/602"), "{listed}");
    drop((store_a, store_b));
    db.remove().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deadline_is_worked_once_across_processes_and_by_another_when_its_claimer_dies() {
    let Some(db) = TestDatabase::create().await else { return };
    let ((store_a, a), (store_b, b)) = (process(&db), process(&db));
    let (ann, ben) = (actor(21, "Ann", Locale::EnUs), actor(22, "Ben", Locale::EnUs));
    let here = at(701, 7);
    table(&a, &store_a, here, &ann, Some(&ben)).await;
    // Written by A, seen by B: the reminder at half the limit.
    assert_eq!(b.next_deadline(), Some(HOUR));
    assert_eq!(b.load_deadlines().expect("count"), 1);

    // Both clocks look at once: one reminder in all.
    let (from_a, from_b) = tokio::join!(clock_tick(&a, HOUR), clock_tick(&b, HOUR));
    assert_eq!(from_a.len() + from_b.len(), 1, "exactly one reminder: {from_a:?} {from_b:?}");
    assert!(
        clock_tick(&a, HOUR + 1).await.is_empty() && clock_tick(&b, HOUR + 1).await.is_empty(),
        "never twice"
    );

    // Both work the same passed deadline at once (as after a claim ran out under a busy
    // holder): the compare-and-swap lets one through, the other shows nothing.
    let (one, two) = tokio::join!(a.clock_work(here.channel, 2 * HOUR), b.clock_work(here.channel, 2 * HOUR));
    let worked: Vec<_> = [one.expect("store"), two.expect("store")].into_iter().flatten().collect();
    assert_eq!(worked.len(), 1, "the limit passed the turn once");
    a.clock_shown(here.channel, worked[0].nonce).await.expect("store");
    let turn = store_b.table::<Table>(here.channel).expect("read").expect("table").data.turn.expect("a turn");
    assert_eq!(turn.since, 2 * HOUR, "one new turn, started by the one skip");

    // The next reminder: A claims it and dies before working it.
    let next = 2 * HOUR + HOUR;
    assert_eq!(a.due_channels(next), [here.channel]);
    drop(a);
    store_a.close(std::time::Duration::from_secs(2)).await;
    drop(store_a);
    assert!(clock_tick(&b, next).await.is_empty(), "A's claim holds until its lease runs out");
    let late = next + DEADLINE_LEASE;
    let reminded = clock_tick(&b, late).await;
    assert_eq!(reminded.len(), 1, "B sends the reminder A never sent: {reminded:?}");
    assert!(clock_tick(&b, late + 1).await.is_empty());
    drop((b, store_b));
    db.remove().await;
}

/// The clock's outbox across processes: A stores a reminder's work and dies before posting it;
/// B posts it once A's minute to show it is over, drawn as A drew it and with A's nonce (so
/// Discord keeps one message, had A's post got through after all).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_a_dead_process_never_showed_is_shown_by_another_with_its_nonce() {
    let Some(db) = TestDatabase::create().await else { return };
    let ((store_a, a), (store_b, b)) = (process(&db), process(&db));
    let (ann, ben) = (actor(31, "Ann", Locale::EnUs), actor(32, "Ben", Locale::EnUs));
    let here = at(801, 8);
    table(&a, &store_a, here, &ann, Some(&ben)).await;
    assert_eq!(a.due_channels(HOUR), [here.channel]);
    let worked = a.clock_work(here.channel, HOUR).await.expect("store").expect("the reminder");
    drop(a);
    store_a.close(std::time::Duration::from_secs(2)).await;
    drop(store_a);

    assert!(clock_tick(&b, HOUR + SHOW_AGAIN_AFTER - 1).await.is_empty(), "A had a minute to show it");
    let shown = clock_tick(&b, HOUR + SHOW_AGAIN_AFTER).await;
    assert_eq!(shown, [worked.answer], "B shows A's reminder, with A's nonce");
    assert!(clock_tick(&b, HOUR + SHOW_AGAIN_AFTER + DEADLINE_LEASE).await.is_empty(), "once");
    assert_eq!(b.next_deadline(), Some(2 * HOUR), "then the limit");
    drop((b, store_b));
    db.remove().await;
}

/// A one-minute table: the reminder at 30 s, the limit at 60 s.
async fn minute_table(service: &Service, store: &Store, at: Where, host: &Actor, guest: &Actor) {
    let clock = ClockChoice { limit: Some(Some(60)), absent: Some("skip"), ..ClockChoice::default() };
    open_pigs(service, store, at, host, Some(guest), clock).await;
}

/// Every message of `answers` as one text, to look for a reminder (⏰) or a skip (⏭️).
fn texts(answers: &[oink::table::Answer]) -> String {
    format!("{answers:?}")
}

/// Issue 53, item 3: a process stopped at a reminder's deadline. Its clock had just claimed the
/// reminders of both its tables when its store closed, so their work was refused, and the
/// claims held until the lease ran out: at the turn limit. The other process then worked the
/// reminder there, and "⏰ …, your turn is waiting" was posted at 60 s on both tables, next to
/// the skip, where a table whose reminder was worked in time shows none then. A reminder whose
/// turn limit has passed is not posted: the limit's work is done instead.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_claimed_by_a_stopping_process_is_not_posted_at_the_turn_limit() {
    let Some(db) = TestDatabase::create().await else { return };
    let ((store_a, a), (store_b, b)) = (process(&db), process(&db));
    let (ann, ben) = (actor(41, "Ann", Locale::EnUs), actor(42, "Ben", Locale::EnUs));
    let tables = [at(901, 9), at(902, 9)];
    for here in tables {
        minute_table(&a, &store_a, here, &ann, &ben).await;
    }
    let mut claimed = a.due_channels(30);
    claimed.sort_unstable();
    assert_eq!(claimed, [901, 902], "A claims both reminders");
    store_a.close(std::time::Duration::from_secs(2)).await;
    for here in tables {
        assert!(a.clock_work(here.channel, 30).await.is_err(), "A's store is closed: nothing is done");
    }
    drop((a, store_a));

    let lease_out = 30 + DEADLINE_LEASE;
    assert!(lease_out >= 60, "the lease outlives the reminder's half minute");
    assert!(clock_tick(&b, lease_out - 1).await.is_empty(), "A's claims hold until their lease runs out");
    // Everything passed then, as the ticker works it (it looks again after each work).
    let mut at_limit = Vec::new();
    for _ in 0..3 {
        at_limit.extend(clock_tick(&b, lease_out).await);
    }
    let shown = texts(&at_limit);
    assert!(!shown.contains('⏰'), "no reminder at the turn limit: {shown}");
    assert_eq!(shown.matches("did not move within").count(), 2, "one skip per table: {shown}");
    for here in tables {
        let turn = store_b.table::<Table>(here.channel).expect("read").expect("table").data.turn;
        assert_eq!(turn.map(|t| t.since), Some(lease_out), "Ben's turn, timed from the skip");
    }
    drop((b, store_b));
    db.remove().await;
}

/// The same late reminder with one process on sled: a bot that was down at both a turn's
/// reminder and its limit does the limit's work when it is back, and posts no reminder.
#[tokio::test]
async fn a_bot_back_after_the_turn_limit_skips_the_turn_without_a_reminder() {
    let (_dir, store, service) = crate::table_service::setup(false);
    let (ann, ben) = (actor(51, "Ann", Locale::EnUs), actor(52, "Ben", Locale::EnUs));
    let here = at(903, 9);
    minute_table(&service, &store, here, &ann, &ben).await;
    let mut back = Vec::new();
    for _ in 0..3 {
        back.extend(clock_tick(&service, 75).await);
    }
    let shown = texts(&back);
    assert!(!shown.contains('⏰'), "no reminder after the turn limit: {shown}");
    assert_eq!(shown.matches("did not move within").count(), 1, "the turn is skipped once: {shown}");
}

/// A transport that keeps the channels it was shown work in and, after the first, tells the
/// clock to stop (as a process does when it is told to stop while its clock works).
#[derive(Clone, Default)]
struct StopsAfterOne {
    shown: Arc<std::sync::Mutex<Vec<u64>>>,
    stop: Arc<tokio::sync::Notify>,
}

impl Channels for StopsAfterOne {
    type Guard = ();

    async fn lock(&self, _: u64) -> Option<()> {
        Some(())
    }

    fn here(&self, _: &(), channel: u64, guild: Option<u64>) -> Where {
        Where { channel, guild, chatter: 0, board_locale: None, answers_only: false }
    }

    async fn show(&self, channel: u64, _: (), _: oink::table::Answer) -> bool {
        self.shown.lock().expect("lock").push(channel);
        self.stop.notify_one();
        true
    }

    fn closing(&self) -> bool {
        false
    }
}

/// A clock told to stop works no further deadline it claimed: it hands them back, so another
/// process works them at its next look rather than when their lease runs out (and the
/// stopping process's store, closed next, never refuses their work).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopping_clock_hands_back_the_deadlines_it_claimed_and_did_not_work() {
    let Some(db) = TestDatabase::create().await else { return };
    let ((store_a, a), (store_b, b)) = (process(&db), process(&db));
    let (ann, ben) = (actor(61, "Ann", Locale::EnUs), actor(62, "Ben", Locale::EnUs));
    let tables = [at(904, 9), at(905, 9)];
    for here in tables {
        // Started at time 0: both limits passed long ago.
        table(&a, &store_a, here, &ann, Some(&ben)).await;
    }
    let channels = StopsAfterOne::default();
    let stop = channels.stop.clone();
    let ran = a.run_clocks(channels.clone(), async move { stop.notified().await });
    tokio::time::timeout(std::time::Duration::from_secs(20), ran).await.expect("the clock stops");
    let shown = channels.shown.lock().expect("lock").clone();
    assert_eq!(shown.len(), 1, "one work shown, then the clock stopped: {shown:?}");
    let rest: Vec<u64> = tables.iter().map(|t| t.channel).filter(|c| !shown.contains(c)).collect();
    assert_eq!(b.due_channels(oink::table::now()), rest, "B claims the other deadline at once");
    drop((a, b, store_a, store_b));
    db.remove().await;
}
