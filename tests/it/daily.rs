//! The daily Würfelhaus challenge through the table service: the same dice for a server's
//! players that day, one attempt each, the day's leaderboard and streaks, the announcement of
//! yesterday's winner, and clicks that are not the player's own.

use std::sync::Arc;

use oink::component::{ComponentId, Token};
use oink::i18n::{Catalog, Locale};
use oink::render::Reply;
use oink::render::reply::Row;
use oink::store::Store;
use oink::table::{Actor, Answer, Command, DailyAsk, Service, Where};

/// A day (Unix seconds at its midnight, UTC): 2026-11-27.
const DAY: u64 = 20_784 * 86_400;
const HOUR: u64 = 3_600;

fn at(guild: u64, channel: u64) -> Where {
    Where { channel, guild: Some(guild), chatter: 0, board_locale: None, answers_only: false }
}

fn actor(user: u64, name: &str) -> Actor {
    Actor { user, name: name.to_owned(), locale: Locale::EnUs, can_manage: false }
}

fn setup() -> (tempfile::TempDir, Store, Service) {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(&dir.path().join("db"), 8).expect("store");
    (dir, store.clone(), service(store))
}

fn service(store: Store) -> Service {
    Service::new(store, Arc::new(Catalog::embedded().expect("catalog")), false)
}

async fn daily(service: &Service, at: Where, who: &Actor, ask: DailyAsk, now: u64) -> Answer {
    service.command(at, who, Command::Daily(ask), now).await.expect("store")
}

/// The daily controls of a board: token and custom id.
fn controls(reply: &Reply) -> Vec<(String, String)> {
    reply
        .rows
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.custom_id.clone()).collect::<Vec<_>>(),
            Row::Select(select) => vec![select.custom_id.clone()],
        })
        .filter_map(|id| match ComponentId::parse(&id) {
            Ok(ComponentId::Daily { token: Token::Game(token), .. }) => Some((token, id)),
            _ => None,
        })
        .collect()
}

fn description(reply: &Reply) -> String {
    reply.embed.as_ref().map(|e| e.description.clone()).unwrap_or_default()
}

fn footer(reply: &Reply) -> String {
    reply.embed.as_ref().and_then(|e| e.footer.clone()).unwrap_or_default()
}

/// The dice a board shows (its `🎲 **4** · …` lines).
fn dice(reply: &Reply) -> Vec<String> {
    description(reply).lines().filter(|l| l.starts_with("🎲 **")).map(str::to_owned).collect()
}

/// How a player plays: the same choices give the same game.
#[derive(Clone, Copy)]
enum Way {
    /// Roll, stop at once, paint the suggested bricks.
    Best,
    /// As `Best`, but paint nothing on the first `n` turns.
    PassFirst(usize),
}

/// Plays `who`'s attempt to its end from `/haus daily` at `start`, one click every `step`
/// seconds; returns every board's dice and the last board.
async fn play(
    service: &Service,
    at: Where,
    who: &Actor,
    way: Way,
    start: u64,
    step: u64,
) -> (Vec<String>, Reply) {
    let first = daily(service, at, who, DailyAsk::Play, start).await;
    let mut board = first.reply;
    let mut seen = dice(&board);
    let mut passes = match way {
        Way::Best => 0,
        Way::PassFirst(n) => n,
    };
    let mut now = start;
    for _ in 0..2_000 {
        let controls = controls(&board);
        let pick = |token: &str| controls.iter().find(|(t, _)| t == token).map(|(_, id)| id.clone());
        let id = if passes > 0 && pick("pass").is_some() {
            passes -= 1;
            pick("pass")
        } else {
            pick("roll").or_else(|| pick("stop")).or_else(|| pick("best")).or_else(|| pick("pass"))
        };
        let Some(id) = id else { return (seen, board) };
        now += step;
        let answer = service.component(at, who, &id, &[], now).await.expect("store");
        assert!(answer.update && answer.reply.ephemeral, "a click redraws the private board: {answer:?}");
        board = answer.reply;
        seen.extend(dice(&board));
    }
    panic!("the attempt did not finish");
}

/// `Done in 23 turns (1:05)` → (23, 65); `streak: 2 days` → 2.
fn result_of(text: &str) -> (u32, u64, u32) {
    let turns = text.split("Done in ").nth(1).and_then(|r| r.split(' ').next()).expect("turns");
    let time = text.split(" turns (").nth(1).or_else(|| text.split(" turn (").nth(1)).expect("time");
    let time = time.split(')').next().expect("time");
    let seconds = time.split(':').fold(0u64, |total, part| total * 60 + part.parse::<u64>().expect("digits"));
    let streak = text.split("streak: ").nth(1).and_then(|r| r.split(' ').next()).expect("streak");
    (turns.parse().expect("turns"), seconds, streak.parse().expect("streak"))
}

#[tokio::test]
async fn a_servers_players_get_the_same_dice_another_server_and_another_day_others() {
    let (_dir, _store, service) = setup();
    let (ann, ben, cleo) = (actor(1, "Ann"), actor(2, "Ben"), actor(3, "Cleo"));
    let (ann_dice, ann_board) = play(&service, at(5, 77), &ann, Way::Best, DAY + HOUR, 7).await;
    // Ben plays later that day, in another channel of the server.
    let (ben_dice, ben_board) = play(&service, at(5, 78), &ben, Way::Best, DAY + 9 * HOUR, 3).await;
    assert!(ann_dice.len() > 10, "{ann_dice:?}");
    assert_eq!(ann_dice, ben_dice, "the same choices, the same dice");
    let commitment = |board: &Reply| footer(board).lines().next().unwrap_or_default().to_owned();
    assert_eq!(commitment(&ann_board), commitment(&ben_board));
    assert!(commitment(&ann_board).contains("Today's dice committed"), "{}", footer(&ann_board));
    let (cleo_dice, cleo_board) = play(&service, at(6, 90), &cleo, Way::Best, DAY + HOUR, 7).await;
    assert_ne!(ann_dice, cleo_dice, "another server, other dice");
    assert_ne!(commitment(&ann_board), commitment(&cleo_board));
    let (tomorrow, _) = play(&service, at(5, 77), &ann, Way::Best, DAY + 86_400 + HOUR, 7).await;
    assert_ne!(ann_dice, tomorrow, "another day, other dice");
}

/// The seed of a day stays secret while the day runs (it would tell everyone's dice), and is
/// shown from the next day on, matching the commitment the day's boards showed.
#[tokio::test]
async fn the_days_seed_is_shown_only_once_the_day_is_over() {
    let (_dir, _store, service) = setup();
    let ann = actor(1, "Ann");
    let (_, board) = play(&service, at(5, 77), &ann, Way::Best, DAY + HOUR, 5).await;
    let today = footer(&board);
    let short =
        today.split("committed: ").nth(1).and_then(|r| r.split(' ').next()).expect("short").to_owned();
    // Ben, still to play, asks for the leaderboard: no seed of today anywhere.
    let ben = actor(2, "Ben");
    let same_day = daily(&service, at(5, 77), &ben, DailyAsk::Leaderboard, DAY + 2 * HOUR).await;
    let next = daily(&service, at(5, 77), &ann, DailyAsk::Leaderboard, DAY + 86_400 + 60).await;
    let reveal = footer(&next.reply);
    assert!(reveal.contains("Dice of 2026-11-27: seed "), "{reveal}");
    let commitment = reveal.split("commitment ").nth(1).expect("commitment");
    assert!(
        commitment.starts_with(&short),
        "the revealed seed's commitment is the one shown: {reveal} / {short}"
    );
    let seed: u64 = reveal
        .split("seed ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .expect("seed")
        .parse()
        .expect("a number");
    assert_eq!(oink::games::fairness::digest(5, seed), commitment.trim());
    for shown in [format!("{today}{}", description(&board)), format!("{:?}", same_day.reply)] {
        assert!(!shown.contains(&seed.to_string()), "the day's seed was shown that day: {shown}");
        assert!(!shown.contains("2026-11-27: seed"), "{shown}");
    }
}

#[tokio::test]
async fn a_second_attempt_is_refused_and_an_unfinished_one_resumes() {
    let (_dir, store, service) = setup();
    let ann = actor(1, "Ann");
    let here = at(5, 77);
    let first = daily(&service, here, &ann, DailyAsk::Play, DAY + HOUR).await;
    let roll = controls(&first.reply).into_iter().find(|(t, _)| t == "roll").expect("roll").1;
    let rolled = service.component(here, &ann, &roll, &[], DAY + HOUR + 5).await.expect("store");
    assert_ne!(description(&rolled.reply), description(&first.reply), "the dice were rolled");
    // The ephemeral message expired: `/haus daily` again, in another channel, shows the same
    // attempt where it is (the same dice, the same controls), not a new one.
    let again = daily(&service, at(5, 78), &ann, DailyAsk::Play, DAY + 2 * HOUR).await;
    assert_eq!(description(&again.reply), description(&rolled.reply));
    assert_eq!(controls(&again.reply), controls(&rolled.reply));
    // The old board's click is refused (already used): it changes nothing, and the board is
    // redrawn as it is, under the reason.
    let stale = service.component(here, &ann, &roll, &[], DAY + 2 * HOUR).await.expect("store");
    assert!(stale.reply.content.clone().unwrap_or_default().contains("out of date"), "{stale:?}");
    assert_eq!(description(&stale.reply), description(&rolled.reply));
    let resumed = daily(&service, here, &ann, DailyAsk::Play, DAY + 2 * HOUR).await;
    assert_eq!(description(&resumed.reply), description(&rolled.reply));

    // Finished: a second attempt is refused with the result and the place.
    let (_, done) = play(&service, here, &ann, Way::Best, DAY + 3 * HOUR, 5).await;
    assert!(controls(&done).is_empty(), "a finished board has no controls");
    assert!(description(&done).contains("place 1 of 1"), "{}", description(&done));
    assert!(store.flush().await.is_ok());
    let refused = daily(&service, here, &ann, DailyAsk::Play, DAY + 4 * HOUR).await;
    let text = refused.reply.content.clone().unwrap_or_default();
    assert!(refused.reply.ephemeral && refused.reply.embed.is_none(), "{refused:?}");
    assert!(text.contains("You have played today's challenge already"), "{text}");
    assert!(text.contains("place 1 of 1"), "{text}");
    // Issue 52: the result stands on its own line, not run into the next sentence.
    assert!(text.contains("\nCome back tomorrow for new dice!"), "{text}");
    // And still refused after that: nothing was started.
    let still = daily(&service, here, &ann, DailyAsk::Play, DAY + 5 * HOUR).await;
    assert_eq!(still.reply.content, refused.reply.content);
    // Issue 52: the table leaderboard, which counts no daily attempt, says where they count.
    let board = service.command(here, &ann, Command::Leaderboard("wuerfelhaus"), DAY + 6 * HOUR).await;
    let footer = board.expect("store").reply.embed.and_then(|embed| embed.footer).unwrap_or_default();
    assert!(footer.contains("/haus daily leaderboard:true"), "{footer}");
}

#[tokio::test]
async fn the_leaderboard_ranks_turns_then_time_and_streaks_count_days_in_a_row() {
    let (_dir, _store, service) = setup();
    let (ann, ben, cleo) = (actor(1, "Ann"), actor(2, "Ben"), actor(3, "Cleo"));
    let here = at(5, 77);
    // Ben plays as Ann does but slower; Cleo fastest, but paints nothing for forty turns.
    let (_, ann_board) = play(&service, here, &ann, Way::Best, DAY + HOUR, 5).await;
    let (_, ben_board) = play(&service, here, &ben, Way::Best, DAY + HOUR, 50).await;
    let (_, cleo_board) = play(&service, here, &cleo, Way::PassFirst(40), DAY + 2 * HOUR, 1).await;
    let results: Vec<(u64, (u32, u64, u32))> = [(1, &ann_board), (2, &ben_board), (3, &cleo_board)]
        .into_iter()
        .map(|(user, board)| (user, result_of(&description(board))))
        .collect();
    let (ann_r, ben_r, cleo_r) = (results[0].1, results[1].1, results[2].1);
    assert_eq!(ann_r.0, ben_r.0, "the same choices, the same turns");
    assert!(ann_r.1 < ben_r.1, "{results:?}");
    assert!(cleo_r.0 > ann_r.0, "forty turns wasted: {results:?}");
    assert!(cleo_r.1 < ann_r.1, "{results:?}");
    let board = daily(&service, here, &ann, DailyAsk::Leaderboard, DAY + 3 * HOUR).await;
    let lines: Vec<String> = description(&board.reply).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    for (line, user) in lines.iter().zip([1, 2, 3]) {
        assert!(line.contains(&format!("<@{user}>")), "{lines:?}");
    }
    assert!(lines[0].starts_with("**1.**") && lines[2].starts_with("**3.**"), "{lines:?}");
    assert!(board.reply.mentions.is_empty(), "a leaderboard pings nobody");

    // Streaks: Ann plays the next day too (2), skips a day, then plays again (1).
    assert_eq!(ann_r.2, 1, "a first day");
    let (_, day2) = play(&service, here, &ann, Way::Best, DAY + 86_400 + HOUR, 5).await;
    assert_eq!(result_of(&description(&day2)).2, 2);
    let (_, day4) = play(&service, here, &ann, Way::Best, DAY + 3 * 86_400 + HOUR, 5).await;
    assert_eq!(result_of(&description(&day4)).2, 1, "a missed day starts the streak again");
    // An attempt started but not finished does not carry a streak either.
    daily(&service, here, &ben, DailyAsk::Play, DAY + 86_400 + HOUR).await;
    let (_, ben_day3) = play(&service, here, &ben, Way::Best, DAY + 2 * 86_400 + HOUR, 5).await;
    assert_eq!(result_of(&description(&ben_day3)).2, 1);
}

#[tokio::test]
async fn yesterdays_winner_is_announced_once_in_the_chosen_channel_only() {
    let (dir, store, service) = setup();
    let (ann, ben, cleo) = (actor(1, "Ann"), actor(2, "Ben"), actor(3, "Cleo"));
    let moderator = Actor { can_manage: true, ..actor(9, "Mo") };
    // A member who may not choose: refused, nothing set.
    let refused = daily(&service, at(5, 88), &ann, DailyAsk::Announce { here: true }, DAY).await;
    assert!(refused.reply.content.unwrap_or_default().contains("Only moderators"));
    let set = daily(&service, at(5, 88), &moderator, DailyAsk::Announce { here: true }, DAY + 60).await;
    assert!(set.reply.content.unwrap_or_default().contains("<#88>"));
    // Server 6 chose no channel; server 7 chose one, then nowhere.
    daily(&service, at(7, 70), &moderator, DailyAsk::Announce { here: true }, DAY + 60).await;
    daily(&service, at(7, 70), &moderator, DailyAsk::Announce { here: false }, DAY + 120).await;
    // Ben wastes forty turns: Ann wins whatever the day's (random) key deals.
    play(&service, at(5, 77), &ann, Way::Best, DAY + HOUR, 5).await;
    play(&service, at(5, 77), &ben, Way::PassFirst(40), DAY + HOUR, 5).await;
    play(&service, at(6, 60), &cleo, Way::Best, DAY + HOUR, 5).await;
    play(&service, at(7, 70), &cleo, Way::Best, DAY + HOUR, 5).await;
    assert!(
        service.daily_announcements(DAY + 2 * HOUR).await.expect("store").is_empty(),
        "not before the day is over"
    );

    let due = service.daily_announcements(DAY + 86_400 + 30).await.expect("store");
    assert_eq!(due.len(), 1, "{due:?}");
    let (where_, answer) = &due[0];
    assert_eq!((where_.channel, where_.guild), (88, Some(5)));
    let announced = answer.announce.as_ref().expect("an announcement");
    assert_eq!(announced.mentions, [1], "only the winner is pinged");
    let text = announced.content.clone().unwrap_or_default();
    assert!(text.contains("<@1> won") && text.contains("2 players finished"), "{text}");
    assert!(text.contains("Dice of 2026-11-27: seed "), "{text}");
    // A second tick, and a restart: nothing more.
    assert!(service.daily_announcements(DAY + 86_400 + 90).await.expect("store").is_empty());
    drop(service);
    assert!(store.close(std::time::Duration::from_secs(5)).await);
    drop(store);
    let store = Store::open(&dir.path().join("db"), 8).expect("reopen");
    let restarted = self::service(store);
    assert!(restarted.daily_announcements(DAY + 86_400 + 150).await.expect("store").is_empty());
    // The next day nobody finished: nothing to announce (and nothing later either).
    assert!(restarted.daily_announcements(DAY + 2 * 86_400 + 30).await.expect("store").is_empty());
}

#[tokio::test]
async fn forged_and_foreign_daily_clicks_are_refused_and_change_nothing() {
    let (_dir, _store, service) = setup();
    let (ann, ben) = (actor(1, "Ann"), actor(2, "Ben"));
    let here = at(5, 77);
    let now = DAY + HOUR;
    let bens = daily(&service, here, &ben, DailyAsk::Play, now).await;
    let roll = controls(&bens.reply).into_iter().find(|(t, _)| t == "roll").expect("roll").1;
    let day = u32::try_from(DAY / 86_400).expect("day");
    let refusals = [
        // Ben's board, clicked by Ann.
        (roll.clone(), "someone else's daily board"),
        (
            ComponentId::Daily { guild: 5, day, user: 2, stamp: 0, token: Token::Game("roll".into()) }
                .encode(),
            "someone else's",
        ),
        // Ann's own id, for another server, a past day, a wrong stamp, a lobby word, junk.
        (
            ComponentId::Daily { guild: 6, day, user: 1, stamp: 0, token: Token::Game("roll".into()) }
                .encode(),
            "out of date",
        ),
        (
            ComponentId::Daily {
                guild: 5,
                day: day - 1,
                user: 1,
                stamp: 0,
                token: Token::Game("roll".into()),
            }
            .encode(),
            "is over",
        ),
        (
            ComponentId::Daily { guild: 5, day, user: 1, stamp: 0, token: Token::Start }.encode(),
            "out of date",
        ),
        (
            ComponentId::Daily { guild: 5, day, user: 1, stamp: 0, token: Token::Game("roll".into()) }
                .encode(),
            "out of date",
        ),
        (format!("oink:1:d:5:{day}:1:x:roll"), ""),
        (format!("oink:1:d:5:{day}:1:0:roll:now"), ""),
    ];
    for (id, expected) in refusals {
        let answer = service.component(here, &ann, &id, &[], now + 10).await.expect("store");
        let text = answer.reply.content.clone().unwrap_or_default();
        assert!(!answer.update && answer.reply.ephemeral && answer.reply.embed.is_none(), "{id}: {answer:?}");
        assert!(text.contains(expected), "{id}: {text}");
    }
    // Ann has no attempt (none was started by the refused clicks); Ben's is untouched.
    let again = daily(&service, here, &ben, DailyAsk::Play, now + 20).await;
    assert_eq!(description(&again.reply), description(&bens.reply));
    assert_eq!(controls(&again.reply), controls(&bens.reply));
    let board = daily(&service, here, &ann, DailyAsk::Leaderboard, now + 30).await;
    assert!(description(&board.reply).contains("Nobody has finished"), "{board:?}");
    // A forged menu value on Ben's own board: refused, nothing moved.
    let rolled = service.component(here, &ben, &roll, &[], now + 40).await.expect("store");
    if let Some((_, paint)) = controls(&rolled.reply).into_iter().find(|(t, _)| t.starts_with("paint")) {
        let forged =
            service.component(here, &ben, &paint, &["p:0-5.1".into()], now + 50).await.expect("store");
        assert!(!forged.update, "{forged:?}");
        let same = daily(&service, here, &ben, DailyAsk::Play, now + 60).await;
        assert_eq!(description(&same.reply), description(&rolled.reply));
    }
    // Outside a server there is no daily challenge.
    let dm = Where { guild: None, ..here };
    let answer = daily(&service, dm, &ann, DailyAsk::Play, now).await;
    assert!(answer.reply.content.unwrap_or_default().contains("played on a server"));
}

/// 🔊 on the daily board reads the attempt in sentences, privately, in the player's
/// language, beside the board (a new message: the board stays); on someone else's board it
/// is refused. Reading changes nothing: the next roll is the one the board offered.
#[tokio::test]
async fn the_daily_board_reads_aloud_for_its_player_alone() {
    let (_dir, _store, service) = setup();
    let ann = Actor { locale: Locale::De, ..actor(1, "Ann") };
    let ben = actor(2, "Ben");
    let here = at(5, 77);
    let now = DAY + HOUR;
    let board = daily(&service, here, &ann, DailyAsk::Play, now).await.reply;
    let read = board
        .rows
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.clone(),
            Row::Select(_) => Vec::new(),
        })
        .find(|b| b.emoji.as_deref() == Some("🔊"))
        .expect("a 🔊 button on the daily board");
    assert!(matches!(ComponentId::parse(&read.custom_id), Ok(ComponentId::Daily { token: Token::Read, .. })));
    let answer = service.component(here, &ann, &read.custom_id, &[], now + 5).await.expect("store");
    assert!(!answer.update && answer.reply.ephemeral, "a new private message: {answer:?}");
    let embed = answer.reply.embed.as_ref().expect("the spoken board");
    assert!(!oink::render::spoken::has_art(&embed.description), "{}", embed.description);
    assert!(embed.description.contains("Ann"), "{}", embed.description);
    let catalog = Catalog::embedded().expect("catalog");
    assert_eq!(embed.title, catalog.text(Locale::De, "read-title", None), "in Ann's language");
    let refused = service.component(here, &ben, &read.custom_id, &[], now + 6).await.expect("store");
    assert!(refused.reply.embed.is_none() && refused.reply.content.is_some(), "{refused:?}");
    let again = daily(&service, here, &ann, DailyAsk::Play, now + 7).await;
    assert_eq!(controls(&again.reply), controls(&board), "reading changed nothing");
}
