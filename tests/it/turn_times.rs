//! Issue 55, turn times: each person's median and slowest turn, from the times the table
//! itself keeps, at the end of a game and in `/<game> stats`.

use std::collections::BTreeMap;

use oink::games::three_pigs::table_game::encode_buy;
use oink::games::three_pigs::{Action, Phase};
use oink::i18n::Locale;
use oink::render::common::short_duration;
use oink::table::stats::{Pace, UserStats};
use oink::table::{Actor, Answer, ClockChoice, Command};

use crate::table_service::{AT, actor, click, open_pigs, pigs, setup, table};

/// Plays the current turn with the first legal choices, every click at `now`; returns the
/// answer to the turn's last click (the one that passed the turn or ended the game).
pub(crate) async fn play_turn(
    service: &oink::table::Service,
    store: &oink::store::Store,
    players: &[Actor],
    now: u64,
) -> Option<Answer> {
    let start = pigs(table(store))?.game.turn.player;
    let mut last = None;
    loop {
        let Some(session) = pigs(table(store)) else { return last };
        let seat = session.game.turn.player;
        if seat != start {
            return last;
        }
        let who = players.iter().find(|p| p.user == session.seats[seat].user).expect("seated");
        let legal = session.game.legal_actions(seat);
        let answer = match session.game.turn.phase {
            Phase::Roll => click(service, store, who, "roll", &[], now).await,
            Phase::Rolling => click(service, store, who, "stop", &[], now).await,
            Phase::Buying => match legal.first() {
                Some(Action::Buy { kind, material, house }) => {
                    click(service, store, who, "buy0", &[encode_buy(*kind, *material, *house)], now).await
                }
                _ => click(service, store, who, "done", &[], now).await,
            },
            Phase::Wolf => {
                let Some(Action::Blow { target, house }) = legal.first() else { panic!("no target") };
                click(service, store, who, "target0", &[format!("{target}.{house}")], now).await;
                click(service, store, who, "blow", &[], now).await
            }
            Phase::Over => unreachable!(),
        };
        assert!(!answer.reply.ephemeral, "refused: {answer:?}");
        last = Some(answer);
    }
}

/// A two-person game where Ann takes 30 s to 2 min a turn and Ben an hour or more, by a
/// script of known times: the announcement and each player's statistics give the median and
/// the slowest of exactly those turns.
#[tokio::test]
async fn turn_times_match_a_scripted_game_at_the_end_and_in_the_statistics() {
    let (_dir, store, service) = setup(false);
    let (ann, ben) = (actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::De));
    let players = [ann.clone(), ben.clone()];
    open_pigs(&service, &store, AT, &ann, Some(&ben), ClockChoice::default()).await;
    let mut now = 0;
    let mut script: BTreeMap<u64, Vec<u32>> = BTreeMap::new();
    let mut end = None;
    for turn in 0u32..2_000 {
        let Some(session) = pigs(table(&store)) else { break };
        let user = session.seats[session.game.turn.player].user;
        let took = if user == ann.user { 30 * (turn % 4 + 1) } else { 3_600 + 600 * (turn % 3) };
        now += u64::from(took);
        script.entry(user).or_default().push(took);
        if let Some(answer) =
            play_turn(&service, &store, &players, now).await.filter(|a| a.announce.is_some())
        {
            end = Some(answer);
            break;
        }
    }
    let end = end.expect("the game ended");
    let announcement = end.announce.expect("announced").content.expect("text");
    // The turn times, above the ratings' changes (issue 55).
    let pace_line = announcement.lines().find(|line| line.starts_with("⏱️ Turn times:"));
    let pace_line = pace_line.unwrap_or_else(|| panic!("no turn times in {announcement}"));
    for (who, name) in [(&ann, "Ann"), (&ben, "Ben")] {
        let pace = Pace::of(&script[&who.user]).expect("turns");
        let said = format!(
            "{name} median {}, slowest {}",
            short_duration(pace.median.into()),
            short_duration(pace.slowest.into())
        );
        assert!(pace_line.contains(&said), "{said} in {pace_line}");
        let stats = store.stats::<UserStats>(5, who.user, "three-pigs").expect("read").expect("stats");
        assert_eq!(stats.turn_times, script[&who.user], "{name}'s statistics keep each turn's time");
    }

    // `/pigs stats` says the same, in each reader's language.
    let stats = service.command(AT, &ben, Command::Stats("three-pigs"), now).await.expect("store");
    let text = stats.reply.content.expect("text");
    let pace = Pace::of(&script[&ben.user]).expect("turns");
    let line = format!(
        "⏱️ Deine letzten {} Züge: Median {}, längster {}.",
        pace.turns,
        short_duration(pace.median.into()),
        short_duration(pace.slowest.into())
    );
    assert!(text.lines().any(|said| said == line), "{text}");
}
