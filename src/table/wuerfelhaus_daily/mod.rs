//! The daily Würfelhaus challenge (`/haus daily`): every player of a server gets the same
//! dice that day and paints their house alone, on a private board of their own, at any time
//! of the (UTC) day. One attempt a day; a leaderboard of the day by turns; a streak of days;
//! yesterday's winner announced where the server's moderators chose.
//!
//! An attempt is no table: it lives in the store's `daily` tree, keyed by server, day and
//! player, so it neither takes nor waits for the channel's table, and `/haus daily` in any
//! channel of the server shows it where it is (the ephemeral message it was played on
//! expires after 15 minutes; the attempt does not). Every click is one compare-and-swap of
//! the attempt, flushed before the answer, like a move at a table.
//!
//! The dice are rolled from the day's seed as the player rolls (nothing is rolled ahead), so
//! two players who make the same choices see the same dice. The board shows the commitment
//! to the seed; the seed itself is shown from the next day on, when nobody can play that day
//! any more: an attempt is played on its day only.

mod announce;
mod record;
mod seed;

use fluent_bundle::FluentValue;

use self::record::{Attempt, Server, attempt_key, date, day_of, day_prefix, ranking, server_key, user_of};
use super::request::{Actor, Answer, DailyAsk, Refusal, Where};
use super::service::Service;
use crate::component::Token;
use crate::games::fairness::{self, Commitment};
use crate::games::seam::{Play, Seat, Session};
use crate::games::wuerfelhaus::{Game, Options};
use crate::render::Reply;
use crate::render::wuerfelhaus_daily::{self as view, Ranked, Reveal, Standing};
use crate::store::{StoreError, Stored};

/// Why a click on a daily board changed nothing.
enum Refused {
    /// No such attempt (a forged id, or a control of no game).
    Outdated,
    /// A control drawn before the attempt's last move: the attempt as it is now.
    Stale(Box<Attempt>),
    /// The player finished the attempt already.
    Done(Box<Attempt>),
    /// The game refused the input (a rule; an input a board never offered).
    Game(Refusal),
}

impl Service {
    /// `/haus daily`: play (or go on with) today's attempt, see the day's leaderboard, or set
    /// where the winner is announced.
    pub(super) async fn daily(
        &self,
        at: Where,
        who: &Actor,
        ask: DailyAsk,
        now: u64,
    ) -> Result<Answer, StoreError> {
        let Some(guild) = at.guild else {
            return Ok(self.daily_notice(who, "daily-server-only", &[]));
        };
        if at.answers_only && ask == (DailyAsk::Announce { here: true }) {
            // Announcements are posts of the bot's own, which it cannot make here.
            return Ok(self.daily_notice(who, "daily-announce-answers-only", &[]));
        }
        match ask {
            DailyAsk::Play => self.daily_play(guild, who, now).await,
            DailyAsk::Leaderboard => self.daily_leaderboard(guild, who, now).await,
            DailyAsk::Announce { here } => self.daily_announce(at, guild, who, here, now).await,
        }
    }

    fn daily_notice(&self, who: &Actor, id: &str, args: &[(&str, FluentValue<'_>)]) -> Answer {
        Answer { reply: view::notice(self.catalog(), who.locale, id, args), ..Answer::default() }
    }

    /// The day's attempt of the caller: a new one from the day's seed, or theirs as it is; a
    /// finished one is not played again: its result is shown instead.
    async fn daily_play(&self, guild: u64, who: &Actor, now: u64) -> Result<Answer, StoreError> {
        let day = day_of(now);
        let key = seed::key(self.store()).await?;
        let seed = seed::seed(&key, guild, day);
        let seat = Seat::person(who.user, who.name.clone());
        let Ok(mut session) = Session::<Game>::start(vec![seat], &Options::default(), seed) else {
            tracing::error!("a solo Würfelhaus game could not start");
            return Ok(self.daily_notice(who, "error-internal", &[]));
        };
        // The commitment binds the seed to the server (the day is in the seed).
        session.commit(guild);
        let fresh = Attempt { session, started_at: now, finished_at: None, streak: 0 };
        let written = self
            .store()
            .update_daily(&attempt_key(guild, day, who.user), |old: Option<Stored<Attempt>>| match old {
                // Nothing is written: the attempt stays as it is (boxed: it is large).
                Some(old) => Err(Box::new(old.data)),
                None => Ok(fresh.clone()),
            })
            .await?;
        let attempt = match written {
            Ok(stored) => stored.data,
            Err(old) if old.finished_at.is_some() => return self.daily_done(guild, day, who, &old),
            Err(old) => *old,
        };
        self.daily_board(guild, day, who, &attempt, &key)
    }

    /// The refusal of a second attempt: the first one's result and place.
    fn daily_done(&self, guild: u64, day: u32, who: &Actor, attempt: &Attempt) -> Result<Answer, StoreError> {
        let standing = self.standing(guild, day, who.user, attempt)?;
        let result = standing.map(|s| view::result_line(self.catalog(), who.locale, s)).unwrap_or_default();
        Ok(self.daily_notice(who, "daily-done", &[("result", result.into())]))
    }

    /// Where a finished attempt stands on its day's leaderboard, with its streak.
    fn standing(
        &self,
        guild: u64,
        day: u32,
        user: u64,
        attempt: &Attempt,
    ) -> Result<Option<Standing>, StoreError> {
        let Some((turns, seconds)) = attempt.finished() else { return Ok(None) };
        let ranked = self.day_ranking(guild, day)?;
        let rank = ranked.iter().position(|r| r.user == user).map_or(0, |i| i + 1);
        Ok(Some(Standing { turns, seconds, rank, of: ranked.len(), streak: attempt.streak }))
    }

    /// The finished attempts of a day on a server, best first.
    fn day_ranking(&self, guild: u64, day: u32) -> Result<Vec<Ranked>, StoreError> {
        let attempts: Vec<(u64, Attempt)> = self
            .store()
            .daily_scan::<Attempt>(&day_prefix(guild, day))?
            .into_iter()
            .filter_map(|(key, attempt)| Some((user_of(&key)?, attempt)))
            .collect();
        Ok(ranking(&attempts))
    }

    /// The seed of the day before `day`, which is over: shown with its commitment.
    fn reveal(key: &[u8; 32], guild: u64, day: u32) -> Option<Reveal> {
        let yesterday = day.checked_sub(1)?;
        let seed = seed::seed(key, guild, yesterday);
        Some(Reveal { date: date(yesterday), seed, commitment: fairness::digest(guild, seed) })
    }

    /// The caller's private board of their attempt.
    fn daily_board(
        &self,
        guild: u64,
        day: u32,
        who: &Actor,
        attempt: &Attempt,
        key: &[u8; 32],
    ) -> Result<Answer, StoreError> {
        let standing = self.standing(guild, day, who.user, attempt)?;
        let leaderboard = if standing.is_some() { self.day_ranking(guild, day)? } else { Vec::new() };
        let yesterday = standing.and_then(|_| Self::reveal(key, guild, day));
        let commitment = attempt.session.commitment.clone().unwrap_or_else(|| Commitment::new(guild, 0));
        let reply = view::board(
            self.catalog(),
            &view::Attempt {
                guild,
                day,
                date: &date(day),
                user: who.user,
                locale: who.locale,
                session: &attempt.session,
                commitment: commitment.short(),
                standing,
                leaderboard: &leaderboard,
                yesterday: yesterday.as_ref(),
            },
        );
        Ok(Answer { reply, ..Answer::default() })
    }

    /// 🔊 The attempt in plain sentences, a new private message beside its board.
    fn daily_read(&self, guild: u64, day: u32, who: &Actor) -> Result<Answer, StoreError> {
        let Some(attempt) = self.store().daily::<Attempt>(&attempt_key(guild, day, who.user))? else {
            return Ok(self.daily_notice(who, "daily-outdated", &[]));
        };
        Ok(match view::read_aloud(self.catalog(), &attempt.data.session, who.user, who.locale) {
            Some(reply) => Answer { reply, ..Answer::default() },
            None => self.daily_notice(who, "daily-outdated", &[]),
        })
    }

    /// `/haus daily leaderboard:true`: the day's finished attempts, and yesterday's seed.
    async fn daily_leaderboard(&self, guild: u64, who: &Actor, now: u64) -> Result<Answer, StoreError> {
        let day = day_of(now);
        let key = seed::key(self.store()).await?;
        let ranked = self.day_ranking(guild, day)?;
        let yesterday = Self::reveal(&key, guild, day);
        let reply = view::leaderboard(self.catalog(), who.locale, &date(day), &ranked, yesterday.as_ref());
        Ok(Answer { reply, ..Answer::default() })
    }

    /// `/haus daily announce:here|off`: where the winner of each day is announced the next
    /// day (moderators only: the same who may replace players). Chosen today, the first
    /// announcement is tomorrow's, of today's winner.
    async fn daily_announce(
        &self,
        at: Where,
        guild: u64,
        who: &Actor,
        here: bool,
        now: u64,
    ) -> Result<Answer, StoreError> {
        if !who.can_manage {
            return Ok(self.daily_notice(who, "daily-announce-not-allowed", &[]));
        }
        self.set_daily_channel(guild, here.then_some(at.channel), who.locale, now).await?;
        let id = if here { "daily-announce-here" } else { "daily-announce-off" };
        Ok(self.daily_notice(who, id, &[("channel", format!("<#{}>", at.channel).into())]))
    }

    /// Where `guild`'s daily winner is announced from now on (`None`: nowhere), told in
    /// `locale`. Set here, the day before's winner is not announced late: the first
    /// announcement is the next day's.
    pub(in crate::table) async fn set_daily_channel(
        &self,
        guild: u64,
        channel: Option<u64>,
        locale: crate::i18n::Locale,
        now: u64,
    ) -> Result<(), StoreError> {
        let today = day_of(now);
        let written = self
            .store()
            .update_daily(&server_key(guild), |old: Option<Stored<Server>>| {
                let old = old.map(|o| o.data).unwrap_or_default();
                Ok::<_, std::convert::Infallible>(Server {
                    channel,
                    locale: Some(locale.code().to_owned()),
                    announced: if channel.is_some() { old.announced.max(today) } else { old.announced },
                })
            })
            .await?;
        let Ok(_) = written;
        Ok(())
    }

    /// The channel `guild`'s daily winner is announced in, if any (none when its record
    /// cannot be read: logged).
    pub(in crate::table) fn daily_channel(&self, guild: u64) -> Option<u64> {
        match self.store().daily::<Server>(&server_key(guild)) {
            Ok(server) => server.and_then(|s| s.data.channel),
            Err(error) => {
                tracing::warn!(%error, guild, "a server's daily announcement setting could not be read");
                None
            }
        }
    }

    /// A control on a daily board: `user`'s attempt of `day` on `guild`, drawn after `stamp`
    /// moves. Only its player, on its day, on the board's latest drawing, moves it; anything
    /// else is refused and changes nothing.
    pub(super) async fn daily_click(
        &self,
        at: Where,
        who: &Actor,
        (guild, day, user, stamp): (u64, u32, u64, u64),
        token: Token,
        values: &[String],
        now: u64,
    ) -> Result<Answer, StoreError> {
        if at.guild != Some(guild) {
            return Ok(self.daily_notice(who, "daily-outdated", &[]));
        }
        if user != who.user {
            return Ok(self.daily_notice(who, "daily-not-yours", &[]));
        }
        if day != day_of(now) {
            return Ok(self.daily_notice(who, "daily-day-over", &[]));
        }
        if token == Token::Read {
            return self.daily_read(guild, day, who);
        }
        let Token::Game(input) = token else {
            return Ok(self.daily_notice(who, "daily-outdated", &[]));
        };
        // The day before is over: its attempt no longer changes, and a streak counts on it.
        let before = match day.checked_sub(1) {
            Some(yesterday) => self.store().daily::<Attempt>(&attempt_key(guild, yesterday, user))?,
            None => None,
        };
        let streak = before.filter(|b| b.data.finished_at.is_some()).map_or(0, |b| b.data.streak) + 1;
        let written = self
            .store()
            .update_daily(&attempt_key(guild, day, user), |old: Option<Stored<Attempt>>| {
                let mut attempt = old.ok_or(Refused::Outdated)?.data;
                if attempt.finished_at.is_some() {
                    return Err(Refused::Done(Box::new(attempt)));
                }
                if attempt.session.actions.len() as u64 != stamp {
                    return Err(Refused::Stale(Box::new(attempt)));
                }
                attempt.session.press(0, &input, values).map_err(|r| Refused::Game(Refusal::from(r)))?;
                if attempt.session.is_over() {
                    attempt.finished_at = Some(now);
                    attempt.streak = streak;
                }
                Ok(attempt)
            })
            .await?;
        match written {
            Ok(stored) => {
                let key = seed::key(self.store()).await?;
                let answer = self.daily_board(guild, day, who, &stored.data, &key)?;
                Ok(Answer { update: true, ..answer })
            }
            Err(Refused::Outdated) => Ok(self.daily_notice(who, "daily-outdated", &[])),
            Err(Refused::Stale(attempt)) => {
                // The board as it is now, in place of the old one, under the reason.
                let key = seed::key(self.store()).await?;
                let answer = self.daily_board(guild, day, who, &attempt, &key)?;
                let reason = self.catalog().text(who.locale, "daily-outdated", None);
                Ok(Answer { reply: Reply { content: Some(reason), ..answer.reply }, update: true, ..answer })
            }
            Err(Refused::Done(attempt)) => self.daily_done(guild, day, who, &attempt),
            Err(Refused::Game(refusal)) => Ok(self.refuse(who.locale, refusal, Some(self::COMMAND))),
        }
    }
}

/// The command of the daily challenge's game, for texts that name its commands.
const COMMAND: &str = <Game as crate::games::seam::TableGame>::COMMAND;

/// A reply shown by the announcement of a day's winner (for `announce.rs`).
fn winner_reply(
    service: &Service,
    server: &Server,
    guild: u64,
    today: u32,
    key: &[u8; 32],
) -> Result<Option<Reply>, StoreError> {
    let Some(yesterday) = today.checked_sub(1) else { return Ok(None) };
    let ranked = service.day_ranking(guild, yesterday)?;
    let Some(winner) = ranked.first().copied() else { return Ok(None) };
    let locale = server
        .locale
        .as_deref()
        .and_then(crate::i18n::Locale::from_code)
        .unwrap_or(crate::i18n::Locale::EnUs);
    let Some(reveal) = Service::reveal(key, guild, today) else { return Ok(None) };
    Ok(Some(view::announcement(service.catalog(), locale, winner, ranked.len(), &reveal)))
}
