//! A Three Little Pigs table through the service, as its players meet it: a second `new` where
//! a lobby is open, a reminder that could never go out, and a move taken back in front of the
//! table.

use std::sync::Arc;

use oink::component::{ComponentId, Token};
use oink::games::registry::{AnyGame, AnyOptions};
use oink::games::three_pigs::Phase;
use oink::i18n::{Catalog, Locale};
use oink::store::Store;
use oink::table::{Actor, Answer, ClockChoice, Command, Service, Stage, Table, Where};

const AT: Where = Where { channel: 5, guild: Some(9), chatter: 0, board_locale: None, answers_only: false };

fn actor(user: u64, name: &str, locale: Locale) -> Actor {
    Actor { user, name: name.into(), locale, can_manage: false }
}

fn service(seed: u64) -> (tempfile::TempDir, Store, Service) {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(&dir.path().join("db"), 8).expect("store");
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), true)
        .with_fixed_seed(Some(seed));
    (dir, store, service)
}

fn create(clock: ClockChoice) -> Command {
    Command::Create {
        setup: AnyOptions::ThreePigs(Default::default()),
        turn_pings: None,
        language: None,
        clock,
    }
}

fn notice(answer: &Answer) -> String {
    answer.reply.content.clone().unwrap_or_default()
}

fn table(store: &Store) -> Table {
    store.table::<Table>(AT.channel).expect("read").expect("a table").data
}

async fn click(service: &Service, store: &Store, who: &Actor, token: &str) -> Answer {
    let rev = table(store).rev;
    let id = ComponentId::Table { channel: AT.channel, rev, token: Token::parse(token).expect("a token") }
        .encode();
    service.component(AT, who, &id, &[], 0).await.expect("store")
}

/// "A game is already running" was said of an open lobby too: a second `new` now hears that a
/// table waits for players, how to join it and who can close it, in the asker's language.
#[tokio::test]
async fn a_new_table_where_a_lobby_is_open_says_how_to_join_it() {
    let (_dir, store, service) = service(1);
    let ann = actor(1, "Ann", Locale::EnUs);
    service.command(AT, &ann, create(ClockChoice::default()), 0).await.expect("store");
    for (locale, words) in [
        (Locale::EnUs, ["waiting for players", "**Join**", "/pigs board", "/pigs end"]),
        (
            Locale::De,
            ["wartet auf Mitspieler", "**Mitspielen**", "/schweinchen brett", "/schweinchen beenden"],
        ),
        (Locale::Fr, ["attend des joueurs", "**Rejoindre**", "/cochons plateau", "/cochons terminer"]),
    ] {
        let ben = actor(2, "Ben", locale);
        let answer = service.command(AT, &ben, create(ClockChoice::default()), 10).await.expect("store");
        let text = notice(&answer);
        assert!(answer.reply.ephemeral, "{answer:?}");
        for word in words {
            assert!(text.contains(word), "{}: no {word:?} in {text}", locale.code());
        }
        assert!(!text.contains("running") && !text.contains("läuft") && !text.contains("en cours"), "{text}");
    }
    // A game that runs is still called one.
    let ben = actor(2, "Ben", Locale::EnUs);
    click(&service, &store, &ben, "join").await;
    click(&service, &store, &ann, "start").await;
    let answer = service.command(AT, &ben, create(ClockChoice::default()), 20).await.expect("store");
    assert!(notice(&answer).contains("already running"), "{answer:?}");
}

/// A reminder due no sooner than the turn limit would never go out (the limit passes the turn
/// first): the table is refused, saying so, and nothing is opened; a shorter one is taken.
#[tokio::test]
async fn a_reminder_at_or_after_the_turn_limit_is_refused() {
    let (_dir, store, service) = service(1);
    let ann = actor(1, "Ann", Locale::EnUs);
    for reminder in [3600, 7200] {
        let clock =
            ClockChoice { limit: Some(Some(3600)), reminder: Some(Some(reminder)), ..Default::default() };
        let answer = service.command(AT, &ann, create(clock), 0).await.expect("store");
        assert!(notice(&answer).contains("would never go out"), "{answer:?}");
        assert!(store.table::<Table>(AT.channel).expect("read").is_none(), "no table was opened");
    }
    let clock = ClockChoice { limit: Some(Some(3600)), reminder: Some(Some(1800)), ..Default::default() };
    service.command(AT, &ann, create(clock), 0).await.expect("store");
    assert!(matches!(table(&store).stage, Stage::Lobby { .. }));
}

/// A move taken back is told to the table, not only to the player who took it back: the
/// others see the board go back and read who did it.
#[tokio::test]
async fn a_move_taken_back_is_told_to_the_table() {
    // The seed whose first roll shows no two wolves, so the player can stop (no dice drawn:
    // a stop can be taken back).
    for seed in 0..40 {
        let (_dir, store, service) = service(seed);
        let (ann, ben) = (actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs));
        service.command(AT, &ann, create(ClockChoice::default()), 0).await.expect("store");
        click(&service, &store, &ben, "join").await;
        click(&service, &store, &ann, "start").await;
        let Stage::Playing(AnyGame::ThreePigs(session)) = table(&store).stage else { panic!("playing") };
        let mover = if session.seats[session.game.turn.player].user == ann.user { ann } else { ben };
        click(&service, &store, &mover, "roll").await;
        let Stage::Playing(AnyGame::ThreePigs(session)) = table(&store).stage else { continue };
        if session.game.turn.phase != Phase::Rolling {
            continue;
        }
        click(&service, &store, &mover, "stop").await;
        let answer = service.command(AT, &mover, Command::Undo, 0).await.expect("store");
        assert!(notice(&answer).contains("taken back"), "{answer:?}");
        let line = answer.ping.and_then(|p| p.content).unwrap_or_default();
        assert!(line.contains(&format!("↩️ {} took back their last move", mover.name)), "{line}");
        return;
    }
    panic!("no seed let the first player stop");
}

/// Issue 29, item 10: a seat is handed only to a computer player the game has; since issue 34
/// Space-Schweine has all three levels, so `replace ai:greedy` and `ai:strong` seat them there
/// (the lobby's test checks the refusal with a game that has `random` alone).
#[tokio::test]
async fn a_seat_goes_only_to_a_computer_player_the_game_has() {
    use oink::games::ai::Level;
    use oink::table::Replacement;
    let (_dir, store, service) = service(3);
    let players =
        [actor(1, "Ann", Locale::EnUs), actor(2, "Ben", Locale::EnUs), actor(3, "Cleo", Locale::EnUs)];
    let create = Command::Create {
        setup: AnyOptions::SpacePigs(Default::default()),
        turn_pings: None,
        language: None,
        clock: ClockChoice::default(),
    };
    service.command(AT, &players[0], create, 0).await.expect("store");
    for other in &players[1..] {
        click(&service, &store, other, "join").await;
    }
    click(&service, &store, &players[0], "start").await;
    assert!(matches!(table(&store).stage, Stage::Playing(_)));
    let replace = |old, level| Command::Replace { old, by: Replacement::Ai(level) };
    let seat =
        |store: &Store, user| table(store).stage.seats().iter().find(|s| s.user == user).and_then(|s| s.ai);
    assert_eq!(seat(&store, 3), None);
    for (user, level) in [(2, Level::Greedy), (3, Level::Strong)] {
        let answer = service.command(AT, &players[0], replace(user, level), 0).await.expect("store");
        assert!(notice(&answer).contains("now plays the seat"), "{answer:?}");
    }
    let levels: Vec<Option<Level>> = table(&store).stage.seats().iter().map(|s| s.ai).collect();
    for level in [None, Some(Level::Greedy), Some(Level::Strong)] {
        assert_eq!(levels.iter().filter(|&&l| l == level).count(), 1, "{levels:?}");
    }
}
