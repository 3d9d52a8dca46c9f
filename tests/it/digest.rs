//! Issue 55, catch-up: what happened since a player's own last move, in their turn ping (the
//! table's language) and behind the board's 📜 button (the clicker's), named move by move and
//! within its bound.

use oink::i18n::{Catalog, Locale};
use oink::render::digest::MOST_CHARS;
use oink::table::{Actor, Answer, ClockChoice, Command};

use crate::table_service::{AT, actor, click, id, pigs, setup, table};
use crate::turn_times::play_turn;

/// Ann (English, the host), Ben and Cleo at a Three Little Pigs table, started at time 0.
async fn three_at_a_table(service: &oink::table::Service, store: &oink::store::Store) -> [Actor; 3] {
    let players = [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::De), actor(3, "Cleo", Locale::Fr)];
    let create = Command::Create {
        setup: oink::games::registry::AnyOptions::ThreePigs(Default::default()),
        turn_pings: None,
        language: None,
        clock: ClockChoice::default(),
    };
    service.command(AT, &players[0], create, 0).await.expect("store");
    for (who, token) in [(&players[1], "join"), (&players[2], "join"), (&players[0], "start")] {
        let rev = table(store).rev;
        service.component(AT, who, &id(AT, rev, token), &[], 0).await.expect("store");
    }
    players
}

/// The digest's lines (after its title), without their bullets.
fn lines(digest: &str, title: &str) -> Vec<String> {
    let (_, after) = digest.split_once(title).unwrap_or_else(|| panic!("no title {title:?} in {digest:?}"));
    after.lines().filter_map(|l| l.strip_prefix("• ")).map(str::to_owned).collect()
}

/// Cleo waits while Ann and Ben play several turns between two of hers: the ping that gives
/// her the turn names each of their turns, in order, in the table's language, and her 📜
/// button tells the same in German and in French, within the digest's bound.
#[tokio::test]
async fn the_digest_names_every_turn_since_the_players_last_move_in_every_language() {
    let (_dir, store, service) = setup(true);
    let players = three_at_a_table(&service, &store).await;
    let catalog = Catalog::embedded().expect("catalog");
    let name_of = |seat: usize| pigs(table(&store)).expect("playing").seats[seat].name.clone();
    let cleo_seat =
        pigs(table(&store)).expect("playing").seats.iter().position(|s| s.user == 3).expect("seated");
    let mut now = 0;
    // Play until Cleo has moved, then through the others' turns until hers comes again.
    let mut cleo_moved = false;
    let mut since: Vec<String> = Vec::new();
    let mut ping: Option<Answer> = None;
    for _ in 0..30 {
        let session = pigs(table(&store)).expect("playing");
        let mover = session.game.turn.player;
        now += 60;
        let answer = play_turn(&service, &store, &players, now).await.expect("a turn");
        if mover == cleo_seat {
            cleo_moved = true;
            since.clear();
            continue;
        }
        since.push(name_of(mover));
        if cleo_moved && pigs(table(&store)).expect("playing").game.turn.player == cleo_seat {
            ping = Some(answer);
            break;
        }
    }
    assert_eq!(since.len(), 2, "the two others played between Cleo's turns: {since:?}");
    let ping = ping.expect("Cleo's turn came").ping.expect("pinged").content.expect("text");
    let title = |locale| catalog.text(locale, "digest-title", None);
    let told = lines(&ping, &title(Locale::EnUs));
    // Every turn since hers is named, in order: each player's lines follow the one before.
    let mut at = 0;
    for name in &since {
        let first = told[at..].iter().position(|l| l.contains(name.as_str()));
        at += first.unwrap_or_else(|| panic!("{name}'s turn is not named in {told:?}"));
    }
    assert!(told.iter().all(|l| since.iter().any(|n| l.contains(n.as_str()))), "only their moves: {told:?}");
    // The same behind the button, in the clicker's language.
    for locale in [Locale::EnUs, Locale::De, Locale::Fr] {
        let cleo = actor(3, "Cleo", locale);
        let answer = click(&service, &store, &cleo, "since", &[], now).await;
        assert!(answer.reply.ephemeral, "for Cleo alone");
        let text = answer.reply.content.expect("text");
        let shown = lines(&text, &title(locale));
        assert_eq!(shown.len(), told.len(), "{}: {text}", locale.code());
        for name in &since {
            assert!(shown.iter().any(|l| l.contains(name.as_str())), "{}: {name} in {text}", locale.code());
        }
        assert!(shown.iter().map(|l| l.chars().count()).sum::<usize>() <= MOST_CHARS);
    }
    // Whoever moved last has nothing to catch up on; someone not seated is told why not.
    let last = actor(since.last().map_or(1, |n| if n == "Ann" { 1 } else { 2 }), "x", Locale::EnUs);
    let nothing = click(&service, &store, &last, "since", &[], now).await;
    assert_eq!(
        nothing.reply.content.as_deref(),
        Some(catalog.text(Locale::EnUs, "digest-nothing", None).as_str())
    );
    let stranger = actor(99, "Zed", Locale::EnUs);
    let refused = click(&service, &store, &stranger, "since", &[], now).await;
    assert_eq!(
        refused.reply.content.as_deref(),
        Some(catalog.text(Locale::EnUs, "digest-not-seated", None).as_str())
    );
}
