//! Issue 56, server defaults: `/oink server` presets the board language, the turn clock and
//! turn pings of a server's new tables; a table's own options still win, running tables keep
//! theirs, and only members with Manage Server change them. On sled and PostgreSQL alike, and
//! through the fake Discord, where the permission comes from the interaction's member.

use std::sync::Arc;

use serde_json::json;

use oink::games::registry::AnyOptions;
use oink::i18n::{Catalog, Locale};
use oink::store::Store;
use oink::table::clock::{Absent, Clock};
use oink::table::model::Table;
use oink::table::server::ServerChange;
use oink::table::{Actor, ClockChoice, Command, Service, Where};

use crate::support::TestBot;
use crate::support::fake_discord::User;
use crate::support::postgres::TestDatabase;
use crate::table_service::{AT, actor, notice};

const DAY: u64 = 86_400;

fn create(clock: ClockChoice, language: Option<Locale>) -> Command {
    Command::Create { setup: AnyOptions::ThreePigs(Default::default()), turn_pings: None, language, clock }
}

fn table_at(store: &Store, at: Where) -> Table {
    store.table::<Table>(at.channel).expect("read").expect("a table").data
}

/// The German server's admin sets "German boards, a day a turn, the computer plays for the
/// absent, turn pings"; a running table keeps its clock, a new one gets the defaults, and a
/// host's own option wins over the server's.
async fn defaults_apply_to_new_tables_only(store: Store) {
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), false);
    let admin = actor(1, "Ann", Locale::EnUs);
    let running = Where { channel: 90, ..AT };
    service.command(running, &admin, create(ClockChoice::default(), None), 0).await.expect("store");
    let before = table_at(&store, running);

    let change = ServerChange {
        language: Some(Locale::De),
        clock: ClockChoice { limit: Some(Some(DAY)), absent: Some("ai"), ..ClockChoice::default() },
        turn_pings: Some(true),
        ..ServerChange::default()
    };
    let saved = service.server_defaults(AT, &admin, true, change, 0).await.expect("store");
    let text = notice(&saved);
    assert!(text.contains("Deutsch") && text.contains("1 d") && text.contains("12 h"), "{text}");

    let fresh = Where { channel: 91, ..AT };
    service.command(fresh, &admin, create(ClockChoice::default(), None), 0).await.expect("store");
    let new = table_at(&store, fresh);
    assert_eq!(new.locale, Locale::De);
    assert_eq!(new.clock, Clock { limit: Some(DAY), reminder: Some(DAY / 2), absent: Absent::Ai });
    assert!(new.turn_pings);

    let own = Where { channel: 92, ..AT };
    let choice = ClockChoice { limit: Some(None), absent: Some("skip"), ..ClockChoice::default() };
    service.command(own, &admin, create(choice, Some(Locale::Fr)), 0).await.expect("store");
    let mine = table_at(&store, own);
    assert_eq!(mine.locale, Locale::Fr, "the host's language wins");
    assert_eq!(mine.clock.limit, None, "the host's “no limit” wins");
    assert_eq!(mine.clock.absent, Absent::Skip);

    let after = table_at(&store, running);
    assert_eq!(
        (after.clock, after.locale, after.turn_pings),
        (before.clock, before.locale, before.turn_pings)
    );

    // Another server is not touched.
    let elsewhere = Where { channel: 93, guild: Some(6), ..AT };
    service.command(elsewhere, &admin, create(ClockChoice::default(), None), 0).await.expect("store");
    assert_eq!(table_at(&store, elsewhere).clock.limit, None);

    // A reset goes back to the bot's own defaults.
    let reset = ServerChange { reset: true, ..ServerChange::default() };
    service.server_defaults(AT, &admin, true, reset, 0).await.expect("store");
    let later = Where { channel: 94, ..AT };
    service.command(later, &admin, create(ClockChoice::default(), None), 0).await.expect("store");
    assert_eq!(table_at(&store, later).clock.limit, None);
    assert_eq!(table_at(&store, later).locale, Locale::EnUs);
}

#[tokio::test]
async fn server_defaults_apply_to_new_tables_not_running_ones() {
    let dir = tempfile::tempdir().expect("tempdir");
    defaults_apply_to_new_tables_only(Store::open(&dir.path().join("db"), 8).expect("store")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_defaults_apply_to_new_tables_on_postgres() {
    let Some(db) = TestDatabase::create().await else { return };
    defaults_apply_to_new_tables_only(db.open()).await;
}

/// A member without Manage Server sees the defaults but changes nothing, told so in their
/// language; outside a server there are none.
#[tokio::test]
async fn server_defaults_are_refused_to_members_without_manage_server_in_every_language() {
    let (_dir, store, service) = crate::table_service::setup(false);
    let change = || ServerChange { turn_pings: Some(true), ..ServerChange::default() };
    for (locale, says) in
        [(Locale::EnUs, "Manage Server"), (Locale::De, "Server verwalten"), (Locale::Fr, "Gérer le serveur")]
    {
        let member: Actor = actor(2, "Ben", locale);
        let refused = service.server_defaults(AT, &member, false, change(), 0).await.expect("store");
        assert!(notice(&refused).contains(says), "{locale:?}: {}", notice(&refused));
        let shown =
            service.server_defaults(AT, &member, false, ServerChange::default(), 0).await.expect("store");
        assert!(notice(&shown).starts_with("⚙️"), "{}", notice(&shown));
        let dm = Where { guild: None, ..AT };
        let nowhere = service.server_defaults(dm, &member, true, change(), 0).await.expect("store");
        assert!(notice(&nowhere).contains("/oink"), "{}", notice(&nowhere));
    }
    assert_eq!(store.server::<serde_json::Value>(5).expect("read"), None, "nothing was stored");
}

/// Issue 56: where the bot may only answer (a server that has not added it), the day's winner
/// cannot be posted: announcing it here is refused; the other defaults still change.
#[tokio::test]
async fn the_daily_announcement_is_refused_where_the_bot_may_only_answer() {
    let (_dir, store, service) = crate::table_service::setup(false);
    let admin = actor(1, "Ann", Locale::EnUs);
    let at = Where { answers_only: true, ..AT };
    let here = ServerChange { daily_here: Some(true), ..ServerChange::default() };
    let refused = service.server_defaults(at, &admin, true, here, 0).await.expect("store");
    assert!(notice(&refused).contains("cannot post the day’s winner here"), "{}", notice(&refused));
    assert_eq!(store.server::<serde_json::Value>(5).expect("read"), None, "nothing was stored");
    let pings = ServerChange { turn_pings: Some(false), ..ServerChange::default() };
    service.server_defaults(at, &admin, true, pings, 0).await.expect("store");
    assert!(store.server::<serde_json::Value>(5).expect("read").is_some());
}

/// A default reminder at or after the default limit would never go out: refused, nothing
/// stored.
#[tokio::test]
async fn a_server_reminder_after_its_turn_limit_is_refused() {
    let (_dir, store, service) = crate::table_service::setup(false);
    let admin = actor(1, "Ann", Locale::EnUs);
    let clock = ClockChoice { limit: Some(Some(3600)), reminder: Some(Some(7200)), ..ClockChoice::default() };
    let answer = service
        .server_defaults(AT, &admin, true, ServerChange { clock, ..ServerChange::default() }, 0)
        .await
        .expect("store");
    assert!(answer.reply.ephemeral);
    assert_eq!(store.server::<serde_json::Value>(5).expect("read"), None);
}

/// Through Discord: `/oink server` is registered with its options (validated by the OpenAPI
/// description like every request), a member without Manage Server is refused, one with it
/// changes the defaults, and the next `/pigs new` opens a German board.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oink_server_follows_the_members_manage_server_permission_in_discord() {
    let bot = TestBot::start().await;
    let fake = &bot.fake;
    let registered = fake
        .wait_request("command registration", |r| r.method == "PUT" && r.path.contains("/commands"))
        .await;
    let oink = registered.body.as_array().into_iter().flatten().find(|c| c["name"] == "oink").cloned();
    let server = oink
        .as_ref()
        .and_then(|o| o["options"].as_array())
        .and_then(|subs| subs.iter().find(|s| s["name"] == "server"))
        .cloned()
        .expect("/oink server registered");
    let names: Vec<&str> =
        server["options"].as_array().into_iter().flatten().filter_map(|o| o["name"].as_str()).collect();
    assert!(names.contains(&"turn_limit") && names.contains(&"language"), "{names:?}");

    // Manage Server is bit 5: the fake's members have not got it.
    let ben = User::new(2, "Ben", "en-US");
    let options =
        json!([{"name": "server", "type": 1, "options": [{"name": "language", "type": 4, "value": 1}]}]);
    let refused = fake.slash(&ben, "oink", options.clone()).await;
    let text = fake.response(&refused).await["data"]["content"].as_str().unwrap_or_default().to_owned();
    assert!(text.contains("Manage Server"), "{text}");

    let ann = User::new(1, "Ann", "en-US");
    let allowed = fake.slash_with_permissions(&ann, "oink", options, 1 << 5).await;
    let text = fake.response(&allowed).await["data"]["content"].as_str().unwrap_or_default().to_owned();
    assert!(text.contains("Deutsch"), "{text}");

    let opened = fake.slash(&ann, "pigs", json!([{"name": "new", "type": 1, "options": []}])).await;
    let lobby = fake.response(&opened).await;
    assert!(lobby["data"].to_string().contains("Schweinchen"), "a German lobby: {lobby:#}");
    assert!(fake.invalid().await.is_empty(), "{:#?}", fake.invalid().await);
    bot.stop().await;
}
