//! The durable scheduler: reminders and turn limits of days-long games.
//!
//! The deadlines live in the stored tables ([`super::clock`]); this keeps only an index of the
//! next one per table ([`Deadlines`]), read at start from the store's own deadline index
//! ([`Service::load_deadlines`], never every table) and kept current by every change the
//! service makes. An index entry may be early (the table moved on meanwhile, or a crash left a
//! stale entry in the store's index): its work re-reads the table and does nothing but track
//! the table's real deadline. It is never late, since every change that starts a turn is
//! tracked, and the store writes a table's deadline entry before the table.
//!
//! **A shared database** (PostgreSQL, several processes): the index is the database's
//! `deadlines` table, written with each table by the same statement, so a deadline set by any
//! process is seen by all. Every process runs the ticker; each look *claims* the passed
//! deadlines nobody holds (`FOR UPDATE SKIP LOCKED`, for [`DEADLINE_LEASE`](crate::store::DEADLINE_LEASE) seconds) and works
//! them. The work is the same compare-and-swap as ever, so even two processes working one
//! deadline (a claim that ran out while its holder was still busy) change the table once, and
//! only the one whose write won shows anything: no doubled reminder, no doubled skip. A
//! process killed while holding a claim delays that deadline by at most the lease; another
//! then claims it. A process told to stop hands back what it claimed and did not work, and a
//! reminder worked only after its turn limit is dropped for the limit's work. Deadlines
//! another process set are seen within [`SHARED_POLL`].
//!
//! The work of a deadline ([`Service::clock_work`]) is one compare-and-swap update of the
//! table, flushed before anything is shown: a reminder marks its turn as reminded, a limit
//! moves the game on, a player's time away ending gives them their seat back. A crash before the flush leaves the deadline passed, and the next start
//! (or another process) does the work once. The same write puts the work in the table's
//! outbox ([`Unshown`]), cleared once its messages are posted ([`Service::clock_shown`]); a
//! crash in between leaves it there, due [`SHOW_AGAIN_AFTER`] seconds later, and whoever works
//! it posts the same messages with the same nonce, which Discord creates once
//! (`enforce_nonce`): the messages are neither lost nor doubled. Times are passed in (`now`),
//! so tests move the clock by hand; [`Service::run_clocks`] runs it on the real clock.

use std::future::Future;
use std::time::Duration;

use fluent_bundle::FluentArgs;

use super::away::end_passed;
use super::clock::{Absent, ClockWork, Due, How, Passed, SHOW_AGAIN_AFTER, SHOW_GIVE_UP_AFTER, Unshown, now};
use super::computer::Channels;
use super::model::{Stage, Table};
use super::moved::{Moved, Via, ends_game};
use super::request::{Answer, Where};
use super::service::Service;
use crate::games::ai::Level;
use crate::games::registry::GameSpec;
use crate::games::seam::Stand;
use crate::render::{Reply, user_text};
use crate::store::StoreError;

/// The longest the ticker sleeps without looking again: a bound on every wait, and what
/// catches a clock that jumped.
pub const MAX_SLEEP: Duration = Duration::from_secs(60);

/// How often the ticker of a process sharing its database looks for deadlines other processes
/// set (its own wake it at once).
pub const SHARED_POLL: Duration = Duration::from_secs(2);
/// The shortest sleep of a ticker sharing its database.
const SHARED_RETRY: Duration = Duration::from_millis(250);

/// The most moves a skipped turn or a stand-in makes: far above any real turn.
const MAX_STAND_IN_MOVES: usize = 500;

/// What a deadline did in a channel, for the transport to show; once shown, the transport
/// tells [`Service::clock_shown`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clocked {
    pub at: Where,
    /// Its messages carry [`Answer::nonce`].
    pub answer: Answer,
    /// The outbox entry this shows ([`Unshown::nonce`]).
    pub nonce: u64,
}

impl Service {
    /// Keeps the index in step with a table just written.
    pub(super) fn track(&self, table: &Table) {
        self.deadlines().set(table.channel, table.due().map(|(time, _)| time));
    }

    /// Reads every stored table's next deadline (at start) from the store's index, which
    /// holds the running tables only, so a start costs the same however many finished tables
    /// are stored; returns how many have one. Only a store whose index could not be built is
    /// read table by table; a table that cannot be read is then logged and left out (its
    /// channel's commands say so).
    pub fn load_deadlines(&self) -> Result<usize, StoreError> {
        if self.store().is_shared() {
            // The database keeps them (written with every table).
            return self.store().deadline_count();
        }
        if let Some(deadlines) = self.store().deadlines()? {
            for (channel, due) in deadlines {
                self.deadlines().set(channel, Some(due));
            }
            return Ok(self.deadlines().count());
        }
        for table in self.store().tables::<Table>() {
            match table {
                Ok(stored) => self.track(&stored.data),
                Err(error) => tracing::warn!(%error, "a table's deadline could not be read"),
            }
        }
        Ok(self.deadlines().count())
    }

    /// Puts a channel whose deadline could not be worked now back into the index (it is due
    /// again at once, and worked at the next look).
    pub fn retry_deadline(&self, channel: u64) {
        if self.store().is_shared() {
            // Its claim runs out, and whichever process looks next works it.
            return;
        }
        match self.store().table::<Table>(channel) {
            Ok(Some(stored)) => self.track(&stored.data),
            Ok(None) => {}
            Err(error) => tracing::warn!(%error, channel, "a table's deadline could not be read"),
        }
    }

    /// The earliest deadline of any table, in Unix seconds.
    pub fn next_deadline(&self) -> Option<u64> {
        if !self.store().is_shared() {
            return self.deadlines().next();
        }
        self.store().next_due().unwrap_or_else(|error| {
            tracing::warn!(%error, "the next deadline could not be read");
            None
        })
    }

    /// The channels whose deadline passed at `now`; each must then get [`Service::clock_work`]
    /// (under the channel's lock, like a click). With a shared database, those this process
    /// claimed: no other process gets them for [`DEADLINE_LEASE`](crate::store::DEADLINE_LEASE) seconds.
    pub fn due_channels(&self, now: u64) -> Vec<u64> {
        if !self.store().is_shared() {
            return self.deadlines().take_due(now);
        }
        self.store().claim_due(now).unwrap_or_else(|error| {
            tracing::warn!(%error, "passed deadlines could not be claimed; trying again soon");
            Vec::new()
        })
    }

    /// Does the work of the channel's deadline if it passed at `now`: the reminder, or the
    /// table's `when_absent` at the turn limit, or showing again what an earlier work left
    /// unshown. `None` when nothing was due (the game moved on).
    pub async fn clock_work(&self, channel: u64, now: u64) -> Result<Option<Clocked>, StoreError> {
        let Some(stored) = self.store().table::<Table>(channel)? else { return Ok(None) };
        if let (Some((time, Due::Show)), Some(unshown)) = (stored.data.due(), &stored.data.unshown) {
            if time > now {
                return self.not_due(channel).map(|()| None);
            }
            if now >= unshown.at.saturating_add(SHOW_GIVE_UP_AFTER) {
                tracing::warn!(
                    channel,
                    at = unshown.at,
                    "a turn clock's messages were never shown; too late now"
                );
                self.clock_shown(channel, unshown.nonce).await?;
                return Ok(None);
            }
            tracing::info!(channel, at = unshown.at, "showing a turn clock's messages again");
            return Ok(Some(self.clocked(&stored.data, unshown)));
        }
        // The stand-ins' moves at a turn limit are CPU work (a strong player looks ahead): they
        // are made on a blocking thread before the store's write, which takes them if the
        // table did not change meanwhile (else it makes them again itself).
        let ahead = match passed(&stored.data, now) {
            Some(Due::Limit) => {
                let table = stored.data.clone();
                let rev = table.rev;
                tokio::task::spawn_blocking(move || pass_absent(table)).await.ok().map(|done| (rev, done))
            }
            _ => None,
        };
        let result = self
            .apply_move(channel, (), |mut table| {
                let due = passed(&table, now).ok_or(())?;
                let (table, work) = match due {
                    // Another process is showing it (or was, and its lease has run out).
                    Due::Show => return Err(()),
                    Due::Back => {
                        let mut before = table.waiting_for();
                        let seats = end_passed(&mut table, now);
                        // A returning player the game waits for is pinged like one whose turn
                        // begins.
                        before.retain(|seat| !seats.contains(seat));
                        (table.touched(now), ClockWork::Back { seats, before })
                    }
                    Due::Reminder => {
                        let seats = table.turn.as_ref().map(|t| t.seats.clone()).unwrap_or_default();
                        if let Some(turn) = table.turn.as_mut() {
                            turn.reminded = true;
                        }
                        (table, ClockWork::Reminded { seats })
                    }
                    Due::Limit => {
                        let before = table.waiting_for();
                        let (moved, passed) = match &ahead {
                            Some((rev, done)) if *rev == table.rev => done.clone(),
                            _ => pass_absent(table),
                        };
                        let moved = moved.touched(now);
                        // The outbox is written with the move, which the move path then settles.
                        let over = ends_game(&moved);
                        (moved, ClockWork::Passed { passed, before, over })
                    }
                };
                let unshown = outbox(now, work);
                Ok((Table { unshown: Some(unshown.clone()), ..table }, unshown))
            })
            .await?;
        let Ok(moved) = result else {
            return self.not_due(channel).map(|()| None);
        };
        self.track(&moved.table);
        Ok(Some(self.clocked(&moved.table, &moved.change)))
    }

    /// Gives back a deadline claimed but not worked (the clock is stopping): with a shared
    /// database its claim is dropped, so another process works it at its next look.
    fn hand_back(&self, channel: u64) {
        if let Err(error) = self.not_due(channel) {
            tracing::warn!(%error, channel, "a claimed deadline could not be handed back; its claim runs out");
        }
    }

    /// A deadline was not due (any more): the index learns the table's real one.
    fn not_due(&self, channel: u64) -> Result<(), StoreError> {
        let table = self.store().table::<Table>(channel)?.map(|stored| stored.data);
        if let Some(table) = &table {
            self.track(table);
        }
        if self.store().is_shared() {
            self.store().set_due(channel, table.as_ref().and_then(|t| t.due()).map(|(time, _)| time))?;
        }
        Ok(())
    }

    /// The messages of a deadline's work, drawn from the table as it is and the work as it
    /// was done; the same nonce on every try.
    fn clocked(&self, table: &Table, unshown: &Unshown) -> Clocked {
        let at = Where {
            channel: table.channel,
            guild: table.guild,
            chatter: 0,
            board_locale: None,
            answers_only: table.answers_only,
        };
        let mut answer = match &unshown.work {
            ClockWork::Reminded { seats } => self.reminder(table, seats, unshown.at),
            ClockWork::Passed { passed, before, over } => {
                let moved = Moved { table: table.clone(), before: before.clone(), over: *over, change: () };
                let mut answer = self.after_move(at, &moved, Via::Elsewhere, unshown.at);
                if let Some(lines) = self.passed_lines(table, passed) {
                    answer.tell(lines);
                }
                answer
            }
            ClockWork::Back { seats, before } => {
                let moved = Moved { table: table.clone(), before: before.clone(), over: false, change: () };
                let mut answer = self.after_move(at, &moved, Via::Elsewhere, unshown.at);
                answer.tell(self.away_lines(table, seats));
                answer
            }
        };
        answer.nonce = Some(format!("{:x}", unshown.nonce));
        answer.answers_only = table.answers_only;
        Clocked { at, answer, nonce: unshown.nonce }
    }

    /// The messages of the outbox entry `nonce` were posted: it leaves the table (if it is
    /// still there; a newer work keeps its own).
    pub async fn clock_shown(&self, channel: u64, nonce: u64) -> Result<(), StoreError> {
        let result = self
            .store()
            .update(channel, |old: Option<crate::store::Stored<Table>>| {
                let table = old.ok_or(())?.data;
                if table.unshown.as_ref().is_none_or(|unshown| unshown.nonce != nonce) {
                    return Err(());
                }
                Ok(Table { unshown: None, ..table })
            })
            .await?;
        if let Ok(stored) = result {
            self.track(&stored.data);
        }
        Ok(())
    }

    /// The reminder: a short message mentioning who is to move, with a link to the board.
    fn reminder(&self, table: &Table, seats: &[usize], now: u64) -> Answer {
        let Stage::Playing(game) = &table.stage else { return Answer::default() };
        let play = game.play();
        let mentions: Vec<String> =
            seats.iter().filter_map(|s| play.seats().get(*s)).map(user_text::mention).collect();
        let mut args = FluentArgs::new();
        args.set("mention", mentions.join(" "));
        args.set("game", self.catalog().text(table.locale, &format!("game-{}-turn", play.slug()), None));
        args.set("link", table.jump_link());
        let left = match (table.clock.limit, &table.turn) {
            (Some(limit), Some(turn)) => {
                crate::render::common::short_duration(turn.since.saturating_add(limit).saturating_sub(now))
            }
            _ => String::new(),
        };
        let id = if left.is_empty() { "turn-reminder" } else { "turn-reminder-left" };
        args.set("left", left.clone());
        // The same reminder by direct message to those who asked for it, in their language.
        let direct = seats
            .iter()
            .filter_map(|s| play.seats().get(*s))
            .filter(|seat| seat.is_person())
            .filter_map(|seat| {
                let settings = self.user_settings(seat.user);
                settings.dm_reminders.then(|| {
                    let locale = settings.locale().unwrap_or(table.locale);
                    let mut args = FluentArgs::new();
                    args.set(
                        "game",
                        self.catalog().text(locale, &format!("game-{}-turn", play.slug()), None),
                    );
                    args.set("link", table.jump_link());
                    args.set("left", left.clone());
                    let text = self.catalog().text(locale, &format!("dm-{id}"), Some(&args));
                    (seat.user, Reply { content: Some(text), ..Reply::default() })
                })
            })
            .collect();
        Answer {
            ping: Some(Reply::pinging(
                self.catalog().text(table.locale, id, Some(&args)),
                user_text::mentioned(seats.iter().filter_map(|s| play.seats().get(*s))),
            )),
            direct,
            ..Answer::default()
        }
    }

    /// The lines that say whose turn a limit passed (and who was removed).
    fn passed_lines(&self, table: &Table, passed: &[Passed]) -> Option<String> {
        let seats = table.stage.seats();
        let lines: Vec<String> = passed
            .iter()
            .filter_map(|p| {
                let seat = seats.get(p.seat)?;
                let mut args = FluentArgs::new();
                args.set("name", user_text::name(&seat.name));
                args.set(
                    "limit",
                    table.clock.limit.map(crate::render::common::short_duration).unwrap_or_default(),
                );
                args.set("missed", p.missed);
                let id = match p.how {
                    How::Skipped => "turn-skipped",
                    How::Played => "turn-played-by-ai",
                    How::Removed => "turn-player-removed",
                };
                Some(self.catalog().text(table.locale, id, Some(&args)))
            })
            .collect();
        (!lines.is_empty()).then(|| lines.join("\n"))
    }
}

/// What the table's deadline asks for if it passed at `now`. A reminder whose turn limit has
/// passed too is not sent: it would only come with the skip ("⏰ your turn is waiting" and
/// "did not move" at once), as it did when a process stopping at the reminder's time held
/// its claim until the lease ran out at the limit, or a bot was down through both. The
/// limit's work is done instead, which starts the next turn.
fn passed(table: &Table, now: u64) -> Option<Due> {
    let (_, due) = table.due().filter(|(time, _)| *time <= now)?;
    let limit_passed = table.deadline().is_some_and(|limit| limit <= now);
    Some(match due {
        Due::Reminder if limit_passed => Due::Limit,
        due => due,
    })
}

/// The outbox entry of a work done at `now`, with a nonce of its own (random: it is stored,
/// so every try of this work uses the same).
fn outbox(now: u64, work: ClockWork) -> Unshown {
    Unshown { at: now, nonce: rand::random(), work }
}

/// Ends the turn of every person the game waits for, as the table's `when_absent` says; pure.
fn pass_absent(mut table: Table) -> (Table, Vec<Passed>) {
    let absent = table.clock.absent;
    let seats = table.waiting_people();
    let Stage::Playing(game) = &mut table.stage else { return (table, Vec::new()) };
    let mut passed = Vec::new();
    for seat in seats {
        let missed = table.missed.entry(seat).or_insert(0);
        *missed = missed.saturating_add(1);
        let missed = *missed;
        let (stand, how) = match absent {
            Absent::Skip => (Stand::Pass, How::Skipped),
            Absent::Ai => {
                let level = GameSpec::by_slug(game.play().slug()).map_or(Level::Random, GameSpec::stand_in);
                (Stand::Ai(level), How::Played)
            }
            Absent::Remove { after } if missed >= after => (Stand::Pass, How::Removed),
            Absent::Remove { .. } => (Stand::Pass, How::Skipped),
        };
        let play = game.play_mut();
        if matches!(how, How::Removed) {
            if let Some(s) = play.seats_mut().get_mut(seat) {
                s.gone = true;
            }
        }
        // Only the decision that timed out is passed: once the game asks the seat something
        // new (its travels after its discards), that has a clock of its own.
        let mark = play.turn_mark();
        let mut moves = 0;
        while play.waiting_for().contains(&seat)
            && play.turn_mark() == mark
            && !play.is_over()
            && moves < MAX_STAND_IN_MOVES
        {
            if let Err(refused) = play.stand_in(seat, stand) {
                // The stand-in only plays legal moves: a refusal is a defect, never a user's.
                tracing::error!(?refused, seat, "a skipped turn could not be played");
                break;
            }
            moves += 1;
        }
        passed.push(Passed { seat, how, missed });
    }
    (table, passed)
}

impl Service {
    /// Runs the turn clocks on the real clock until `stop` completes: sleeps until the next
    /// deadline (at most `MAX_SLEEP`, and woken early by an earlier one), then works each due
    /// channel under its lock and shows what it did in `channels`.
    ///
    /// Told to stop, it claims nothing more and hands back the deadlines it claimed but has not
    /// worked yet, so another process works them at its next look: the store closes after the
    /// clock, and a claim whose work it refused would wait for its lease to run out, then
    /// be worked late (issue 53: a reminder posted at the turn limit).
    pub async fn run_clocks<C: Channels>(&self, channels: C, stop: impl Future<Output = ()>) {
        use futures_util::FutureExt as _;
        let mut stop = std::pin::pin!(stop);
        loop {
            // Polled only while pending: the loop returns as soon as it is done.
            if (&mut stop).now_or_never().is_some() {
                return;
            }
            let mut due = self.due_channels(now()).into_iter();
            let worked = due.len();
            while let Some(channel) = due.next() {
                if (&mut stop).now_or_never().is_some() {
                    for channel in std::iter::once(channel).chain(due) {
                        self.hand_back(channel);
                    }
                    return;
                }
                self.tick(&channels, channel).await;
            }
            let shared = self.store().is_shared();
            let most = if shared { SHARED_POLL } else { MAX_SLEEP };
            let next = self.next_deadline();
            crate::measure::clock_look(worked, next.map_or(0, |next| now().saturating_sub(next)));
            let mut wait =
                next.map_or(most, |next| Duration::from_secs(next.saturating_sub(now()))).min(most);
            if shared {
                // A passed deadline another process is claiming this instant is skipped, not
                // waited for: look again shortly rather than at once.
                wait = wait.max(SHARED_RETRY);
            }
            tokio::select! {
                biased;
                () = &mut stop => return,
                () = tokio::time::sleep(wait) => {}
                () = self.deadlines().earlier_set() => {}
            }
        }
    }

    /// The work of one channel's passed deadline, shown like a move; computer players who are
    /// to move then move in a task of their own, so the clock goes on with other tables.
    async fn tick<C: Channels>(&self, channels: &C, channel: u64) {
        let Some(guard) = channels.lock(channel).await else {
            // Logged by the transport; the deadline stays passed and is tried again.
            self.retry_deadline(channel);
            return;
        };
        let clocked = match self.clock_work(channel, now()).await {
            Ok(Some(clocked)) => {
                crate::measure::clock_work(false);
                clocked
            }
            Ok(None) => return,
            Err(error) => {
                crate::measure::clock_work(true);
                tracing::error!(%error, channel, "a turn clock's work could not be stored");
                return;
            }
        };
        let (ai_next, guild, nonce) = (clocked.answer.ai_next, clocked.at.guild, clocked.nonce);
        if channels.show(channel, guard, clocked.answer).await {
            if let Err(error) = self.clock_shown(channel, nonce).await {
                // It stays in the outbox and is shown again, with the same nonce.
                tracing::warn!(%error, channel, "a turn clock's shown messages could not be noted");
            }
        } else if !self.store().is_shared() {
            // It stays in the outbox: tried again a while later (with a shared database, when
            // the claim runs out).
            self.deadlines().set(channel, Some(now().saturating_add(SHOW_AGAIN_AFTER)));
        }
        if ai_next {
            let (service, channels) = (self.clone(), channels.clone());
            tokio::spawn(async move { service.computer_turns(&channels, channel, guild).await });
        }
    }
}
