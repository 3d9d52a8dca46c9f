//! Away mode (`/oink away`, `/oink back`): a player gone for days says so once, and every
//! running game they sit at, in every server, follows. Their turns wait for them without a
//! clock, or a computer player plays them; nobody reminds or pings them; each board says until
//! when. Their time away ends by itself (each table's own deadline, [`Due::Back`]) or with
//! `/oink back`, and the host can still replace them meanwhile.
//!
//! The choice is kept with the user's settings; each table keeps its own copy on the seat
//! ([`Away`]), so its board, its clock and its deadline need nothing but the table, and a
//! table in another process's shard follows the same way. A game started (or rematched) while
//! a player is away starts with their seat marked; a move they make at a table ends their time
//! away there.
//!
//! [`Due::Back`]: super::clock::Due::Back

use fluent_bundle::FluentArgs;

use super::clock::Absent;
use super::computer::Channels;
use super::model::{Stage, Table};
use super::moved::Via;
use super::request::{Actor, Answer, Where};
use super::service::Service;
use super::settings::AwayChoice;
use crate::games::ai::Level;
use crate::games::registry::GameSpec;
use crate::games::seam::{Away, choice_label};
use crate::i18n::Locale;
use crate::render::away::MAX_REASON;
use crate::render::{Reply, user_text};
use crate::store::StoreError;

/// The longest time away: two weeks. A table should not wait longer for anyone.
pub const MAX_AWAY_SECS: u64 = 14 * 24 * 3600;
/// The shortest time away: a minute (less is a typing mistake).
const MIN_AWAY_SECS: u64 = 60;

/// Why an `until:` is refused: the catalog id of its message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadUntil {
    /// Nothing given: Discord asks for the option before sending, the playground cannot.
    Missing,
    Unreadable,
    TooSoon,
    TooLong,
}

impl BadUntil {
    fn id(self) -> &'static str {
        match self {
            BadUntil::Missing => "away-until-missing",
            BadUntil::Unreadable => "away-until-unreadable",
            BadUntil::TooSoon => "away-until-too-soon",
            BadUntil::TooLong => "away-until-too-long",
        }
    }
}

/// When an `until:` ends, in Unix seconds: a duration from `now` (`3d`, `12h`, `1week 2days`)
/// or a UTC date, with or without a time (`2026-12-24`, `2026-12-24 18:00`). At least a minute
/// and at most [`MAX_AWAY_SECS`] away.
pub fn until(text: &str, now: u64) -> Result<u64, BadUntil> {
    let text = text.trim();
    if text.is_empty() {
        return Err(BadUntil::Missing);
    }
    let at = if let Ok(duration) = humantime::parse_duration(text) {
        now.saturating_add(duration.as_secs())
    } else {
        let full = match text.len() {
            10 => format!("{text} 00:00:00"),
            16 => format!("{text}:00"),
            _ => text.to_owned(),
        };
        let time = humantime::parse_rfc3339_weak(&full).map_err(|_| BadUntil::Unreadable)?;
        time.duration_since(std::time::UNIX_EPOCH).map_err(|_| BadUntil::TooSoon)?.as_secs()
    };
    if at < now.saturating_add(MIN_AWAY_SECS) {
        return Err(BadUntil::TooSoon);
    }
    if at > now.saturating_add(MAX_AWAY_SECS) {
        return Err(BadUntil::TooLong);
    }
    Ok(at)
}

/// The reason as a board shows it: one line, cut to [`MAX_REASON`] characters; `None` when
/// empty.
fn reason(raw: Option<&str>) -> Option<String> {
    let plain: String = raw?.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    let plain = plain.split_whitespace().collect::<Vec<_>>().join(" ");
    (!plain.is_empty()).then(|| user_text::truncate(&plain, MAX_REASON))
}

impl AwayChoice {
    /// The time away at one table: a computer player plays if the user asked for one, or,
    /// where they did not say, if the table's own rule for absent players is a computer player.
    fn at(&self, table: &Table) -> Away {
        Away {
            until: self.until,
            reason: self.reason.clone(),
            computer: self.computer.unwrap_or(table.clock.absent == Absent::Ai),
        }
    }
}

/// Puts `user`'s time away on their seats of the table's running game (or ends it: `None`);
/// pure. Returns the seats that changed.
fn mark(table: &mut Table, user: u64, choice: Option<&AwayChoice>) -> Vec<usize> {
    let away = choice.map(|choice| choice.at(table));
    let Stage::Playing(game) = &mut table.stage else { return Vec::new() };
    let play = game.play_mut();
    let level = GameSpec::by_slug(play.slug()).map_or(Level::Random, GameSpec::stand_in);
    let mut changed = Vec::new();
    for (index, seat) in play.seats_mut().iter_mut().enumerate() {
        if seat.user != user || !seat.is_persons() {
            continue;
        }
        let did = match &away {
            Some(away) => {
                seat.go_away(away.clone(), level);
                true
            }
            None => seat.come_back(),
        };
        if did {
            changed.push(index);
        }
    }
    changed
}

/// A game just started: the seats of players who are away (`away`, read from their settings
/// before) start as they chose; pure.
pub(super) fn starting_away(mut table: Table, away: &[(u64, AwayChoice)]) -> Table {
    for (user, choice) in away {
        mark(&mut table, *user, Some(choice));
    }
    table
}

/// Ends every time away at the table's running game that is over at `now`; pure. Returns the
/// seats whose player is back.
pub(super) fn end_passed(table: &mut Table, now: u64) -> Vec<usize> {
    let Stage::Playing(game) = &mut table.stage else { return Vec::new() };
    let mut back = Vec::new();
    for (index, seat) in game.play_mut().seats_mut().iter_mut().enumerate() {
        if seat.away.as_ref().is_some_and(|away| away.until <= now) && seat.come_back() {
            back.push(index);
        }
    }
    back
}

/// The seats of `user` that are away at the table's running game.
pub(super) fn away_seats(table: &Table, user: u64) -> Vec<usize> {
    let Stage::Playing(game) = &table.stage else { return Vec::new() };
    let seats = game.play().seats().iter().enumerate();
    seats.filter(|(_, seat)| seat.user == user && seat.away.is_some()).map(|(index, _)| index).collect()
}

/// Which of the seats that were away (`before`) no longer are: a move of theirs ended it, and
/// the table is told they are back as when their time away ends by itself.
pub(super) fn came_back(table: &Table, before: &[usize]) -> Vec<usize> {
    let seats = table.stage.seats();
    before.iter().copied().filter(|index| seats.get(*index).is_some_and(|seat| seat.away.is_none())).collect()
}

impl Service {
    /// `/oink away`: keeps the choice with the user's settings, then marks their seats at
    /// every running game they sit at (each under its channel's lock, shown like a move).
    pub async fn away<C: Channels>(
        &self,
        channels: &C,
        who: &Actor,
        until_text: &str,
        why: Option<&str>,
        computer: Option<bool>,
        now: u64,
    ) -> Result<Answer, StoreError> {
        let until = match until(until_text, now) {
            Ok(until) => until,
            Err(bad) => {
                let mut args = FluentArgs::new();
                args.set("until", user_text::escape(&user_text::label(until_text)));
                args.set("days", MAX_AWAY_SECS / 86_400);
                let option = self.catalog().attribute(who.locale, "oink-away", "until");
                args.set("option", option.unwrap_or_else(|| "until".to_owned()));
                let text = self.catalog().text(who.locale, bad.id(), Some(&args));
                return Ok(Answer { reply: Reply::notice(text), ..Answer::default() });
            }
        };
        let choice = AwayChoice { until, reason: reason(why), computer };
        let mut settings = self.user_settings(who.user);
        settings.away = Some(choice.clone());
        settings.locale = Some(who.locale.code().to_owned());
        self.store().set_user(who.user, &settings).await?;
        let tables = self.follow_away(channels, who.user, Some(&choice), now).await;
        let mut args = FluentArgs::new();
        args.set("until", until.to_string());
        args.set("tables", tables);
        let text = format!(
            "{}\n{}",
            self.catalog().text(who.locale, "away-done", Some(&args)),
            self.away_rule(who.locale, computer)
        );
        Ok(Answer { reply: Reply::notice(text), ..Answer::default() })
    }

    /// `/oink back`: ends the user's time away everywhere, before its end.
    pub async fn back<C: Channels>(&self, channels: &C, who: &Actor, now: u64) -> Result<Answer, StoreError> {
        let mut settings = self.user_settings(who.user);
        let was_away = settings.away_at(now).is_some();
        if settings.away.is_some() {
            settings.away = None;
            self.store().set_user(who.user, &settings).await?;
        }
        // Also when the settings say nothing: a table may still hold a mark whose deadline
        // has not been worked yet.
        let tables = self.follow_away(channels, who.user, None, now).await;
        let id = if was_away || tables > 0 { "back-done" } else { "back-not-away" };
        let mut args = FluentArgs::new();
        args.set("tables", tables);
        Ok(Answer {
            reply: Reply::notice(self.catalog().text(who.locale, id, Some(&args))),
            ..Answer::default()
        })
    }

    /// Marks (or unmarks) `user`'s seats at each running game of theirs; returns at how many.
    /// A table that cannot be locked, read or written is logged and left as it is.
    async fn follow_away<C: Channels>(
        &self,
        channels: &C,
        user: u64,
        choice: Option<&AwayChoice>,
        now: u64,
    ) -> usize {
        let store = self.store().clone();
        // The tables the seat index lists for the user: blocking reads, for a blocking thread.
        let found = tokio::task::spawn_blocking(move || {
            store
                .tables_of::<Table>(user)
                .filter_map(Result::ok)
                .map(|stored| stored.data)
                .filter(|table| matches!(table.stage, Stage::Playing(_)))
                .filter(|table| table.stage.seats().iter().any(|s| s.user == user && s.is_persons()))
                .map(|table| (table.channel, table.guild))
                .collect::<Vec<_>>()
        })
        .await
        .unwrap_or_else(|error| {
            tracing::error!(%error, user, "the tables of a user going away could not be listed");
            Vec::new()
        });
        let mut count = 0;
        for (channel, guild) in found {
            let Some(guard) = channels.lock(channel).await else {
                tracing::warn!(channel, user, "a table stayed busy: the time away is not marked there");
                continue;
            };
            let at = channels.here(&guard, channel, guild);
            match self.away_at_table(at, user, choice, now).await {
                Ok(Some(answer)) => {
                    count += 1;
                    let ai_next = answer.ai_next;
                    channels.show(channel, guard, answer).await;
                    if ai_next {
                        let (service, channels) = (self.clone(), channels.clone());
                        tokio::spawn(async move { service.computer_turns(&channels, channel, guild).await });
                    }
                }
                Ok(None) => {}
                Err(error) => tracing::error!(%error, channel, user, "a time away could not be stored"),
            }
        }
        count
    }

    /// The time away of each person seated at the channel's table (in its lobby, or at its
    /// finished game for a rematch), as their settings say at `now`.
    pub(super) fn away_of_seated(&self, channel: u64, now: u64) -> Vec<(u64, AwayChoice)> {
        let Ok(Some(stored)) = self.store().table::<Table>(channel) else { return Vec::new() };
        stored
            .data
            .stage
            .seats()
            .iter()
            .filter(|seat| seat.ai.is_none() && !seat.gone)
            .filter_map(|seat| {
                self.user_settings(seat.user).away_at(now).map(|away| (seat.user, away.clone()))
            })
            .collect()
    }

    /// One table's part of `/oink away` or `/oink back`: stored like a move, and a line tells
    /// the table. `None` when the table had nothing to change.
    async fn away_at_table(
        &self,
        at: Where,
        user: u64,
        choice: Option<&AwayChoice>,
        now: u64,
    ) -> Result<Option<Answer>, StoreError> {
        let result = self
            .apply_move(at.channel, (), |mut table| {
                let seats = mark(&mut table, user, choice);
                if seats.is_empty() {
                    return Err(());
                }
                Ok((table.touched(now), seats))
            })
            .await?;
        let Ok(mut moved) = result else { return Ok(None) };
        if choice.is_none() {
            // A returning player the game waits for is pinged like one whose turn begins.
            moved.before.retain(|seat| !moved.change.contains(seat));
        }
        let mut answer = self.after_move(at, &moved, Via::Elsewhere, now);
        answer.tell(self.away_lines(&moved.table, &moved.change));
        Ok(Some(answer))
    }

    /// The lines that tell a table who went away (until when, and what happens to their turns)
    /// or who is back.
    pub(super) fn away_lines(&self, table: &Table, seats: &[usize]) -> String {
        let all = table.stage.seats();
        seats
            .iter()
            .filter_map(|index| all.get(*index))
            .map(|seat| {
                let name = user_text::name(&seat.name);
                match &seat.away {
                    Some(away) => crate::render::away::line(self.catalog(), table.locale, &name, away),
                    None => {
                        let mut args = FluentArgs::new();
                        args.set("name", name);
                        self.catalog().text(table.locale, "table-back", Some(&args))
                    }
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The user's own time away, for `/oink settings`.
    pub(super) fn away_line(&self, locale: Locale, away: &AwayChoice) -> String {
        let mut args = FluentArgs::new();
        args.set("until", away.until.to_string());
        let mut line = format!(
            "{}\n{}",
            self.catalog().text(locale, "settings-away", Some(&args)),
            self.away_rule(locale, away.computer)
        );
        if let Some(reason) = &away.reason {
            line = format!("{line} {}", crate::render::away::reason(self.catalog(), locale, reason));
        }
        line
    }

    /// What happens to the turns of someone away, as they chose it. Where each table decides,
    /// its option and the choice that lets a computer play are named as the user's client
    /// shows them (`bei_abwesenheit`, „eine KI spielt den Zug“), not by their code names.
    fn away_rule(&self, locale: Locale, computer: Option<bool>) -> String {
        let id = match computer {
            Some(true) => "away-rule-computer",
            Some(false) => "away-rule-wait",
            None => "away-rule-table",
        };
        let catalog = self.catalog();
        let mut args = FluentArgs::new();
        // Every game's `new` command has the table option `when_absent`, named alike.
        let option = catalog.attribute(locale, "pigs-new", "when_absent");
        args.set("option", option.unwrap_or_else(|| "when_absent".to_owned()));
        let choice = catalog.exact(locale, &choice_label("ai"));
        args.set("choice", choice.unwrap_or_else(|| "ai".to_owned()));
        catalog.text(locale, id, Some(&args))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: u64 = 1_795_000_000;

    #[test]
    fn until_reads_durations_and_utc_dates_within_two_weeks() {
        assert_eq!(until("3d", NOW), Ok(NOW + 3 * 86_400));
        assert_eq!(until(" 12h ", NOW), Ok(NOW + 12 * 3600));
        assert_eq!(until("1week", NOW), Ok(NOW + 7 * 86_400));
        // NOW is 2026-11-18 11:06:40 UTC; midnight of the 25th, and 18:00 of the 24th.
        assert_eq!(until("2026-11-25", NOW), Ok(1_795_564_800));
        assert_eq!(until("2026-11-24 18:00", NOW), Ok(1_795_564_800 - 6 * 3600));
        assert_eq!(until("14d", NOW), Ok(NOW + MAX_AWAY_SECS));
        assert_eq!(until("15d", NOW), Err(BadUntil::TooLong));
        assert_eq!(until("2027-01-01", NOW), Err(BadUntil::TooLong));
        assert_eq!(until("30s", NOW), Err(BadUntil::TooSoon));
        assert_eq!(until("2026-11-01", NOW), Err(BadUntil::TooSoon));
        assert_eq!(until("next tuesday", NOW), Err(BadUntil::Unreadable));
        assert_eq!(until(" ", NOW), Err(BadUntil::Missing));
        assert_eq!(until("99999999999999999999d", NOW), Err(BadUntil::Unreadable));
    }

    #[test]
    fn a_reason_is_one_short_line_or_nothing() {
        assert_eq!(reason(Some("  on\nholiday  ")), Some("on holiday".to_owned()));
        assert_eq!(reason(Some(" \n ")), None);
        assert_eq!(reason(None), None);
        let long = "x".repeat(300);
        assert_eq!(reason(Some(&long)).map(|r| r.chars().count()), Some(MAX_REASON));
    }
}
