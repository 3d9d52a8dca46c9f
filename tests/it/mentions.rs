//! Issue 28: no message can ping a server. Players named `@everyone`, `<@&42> **bold**` and
//! the like play whole games; every message the bot sends on the way (boards, turn pings,
//! reminders, direct messages, seat changes, the end announcement, notices, statistics, the
//! leaderboard, `/oink games`, Space-Schweine's narration) may ping the players it lists and
//! nobody else, and shows every name as written: escaped, so that it starts no mention, link
//! or markup. Once through the table service (every kind of answer, the clock moved by hand),
//! and twice through the fake Discord, which also refuses any body without allowed mentions.

use std::collections::{BTreeSet, HashMap};

use oink::component::ComponentId;
use oink::games::registry::AnyOptions;
use oink::i18n::Locale;
use oink::render::Reply;
use oink::render::user_text;
use oink::store::Store;
use oink::table::{Actor, Answer, ClockChoice, Command, Replacement, Service, Stage};
use serde_json::{Value, json};

use super::table_service::{AT, actor, click, clock_tick, finish_turn, pigs, setup, table};
use crate::support::TestBot;
use crate::support::fake_discord::{
    CHANNEL, FakeDiscord, Request, User, components, current_user, has_board, is_private, text_displays,
};

/// A name made of pings.
const EVERYONE: &str = "@everyone";
/// A role mention and markup.
const ROLE: &str = "<@&42> **bold**";
/// A heading, `@here` and a link: longer than a name is shown, so it is also cut.
const LINK: &str = "# y @here [x](https://evil.example)";
/// A quote, code and a spoiler.
const SPOILER: &str = "> q `code` ||spoiler||";

/// Pieces of those names that must never reach Discord as they are: each may appear only
/// right after a backslash (escaped), where Discord shows it as text.
const LIVE: [&str; 9] =
    ["@everyone", "@here", "<@&42>", "**bold**", "`code`", "||spoiler||", "](https://evil", "# y", "> q"];

/// Fails unless every mention and piece of markup of the players' names in `text` is escaped.
fn assert_inert(text: &str, context: &str) {
    assert!(!text.contains("<@&"), "{context}: a role mention in {text:?}");
    for live in LIVE {
        for (at, _) in text.match_indices(live) {
            assert!(text[..at].ends_with('\\'), "{context}: {live:?} unescaped in {text:?}");
        }
    }
}

/// The user ids `text` mentions as `<@id>`.
fn mentioned_in(text: &str) -> BTreeSet<u64> {
    text.split("<@")
        .skip(1)
        .filter_map(|rest| rest.split_once('>').and_then(|(id, _)| id.parse().ok()))
        .collect()
}

/// Every text of a reply that Discord reads as markdown (a button's or a menu's label reads
/// none, and shows a name as it is).
fn markdown_texts(reply: &Reply) -> Vec<String> {
    let mut texts: Vec<String> = reply.content.iter().cloned().collect();
    if let Some(embed) = &reply.embed {
        texts.extend([embed.title.clone(), embed.description.clone()]);
        texts.extend(embed.footer.iter().cloned());
        texts.extend(embed.fields.iter().flat_map(|f| [f.name.clone(), f.value.clone()]));
    }
    texts
}

/// Every message of an answer, with what it is.
fn messages(answer: &Answer) -> Vec<(&'static str, &Reply)> {
    let mut all = vec![("reply", &answer.reply)];
    all.extend(answer.board_edit.iter().map(|(_, reply)| ("board edit", reply)));
    all.extend(answer.fresh_board.iter().map(|reply| ("fresh board", reply)));
    all.extend(answer.ping.iter().map(|reply| ("ping", reply)));
    all.extend(answer.announce.iter().map(|reply| ("announcement", reply)));
    all.extend(answer.direct.iter().map(|(_, reply)| ("direct message", reply)));
    all
}

const HOUR: u64 = 3600;

/// Through the table service: a game of four hostile names with a turn clock, from the lobby
/// to the leaderboard, every answer kept and checked.
#[tokio::test]
async fn every_answer_of_a_game_among_hostile_names_pings_only_players_and_shows_names_as_written() {
    let (_dir, store, service) = setup(true);
    let [ann, ben, cleo, dan] = [(1, EVERYONE), (2, ROLE), (3, LINK), (4, SPOILER)]
        .map(|(user, name)| actor(user, name, Locale::EnUs));
    let people = [&ann, &ben, &cleo, &dan].map(|who| who.user);
    let mut answers: Vec<(String, Answer)> = Vec::new();
    let clock = ClockChoice { limit: Some(Some(2 * HOUR)), absent: Some("skip"), ..ClockChoice::default() };
    let create = Command::Create {
        setup: AnyOptions::ThreePigs(Default::default()),
        turn_pings: None,
        language: None,
        clock,
    };
    answers.push(("/pigs new".into(), service.command(AT, &ann, create, 0).await.expect("store")));
    answers.push(("join".into(), click(&service, &store, &ben, "join", &[], 0).await));
    answers.push(("join".into(), click(&service, &store, &cleo, "join", &[], 0).await));
    answers.push(("start, not the host".into(), click(&service, &store, &ben, "start", &[], 0).await));
    answers.push(("start".into(), click(&service, &store, &ann, "start", &[], 0).await));
    service.board_posted(AT.channel, 4242, 0).await.expect("store");
    // Everyone asks for reminders by direct message.
    for who in [&ann, &ben, &cleo, &dan] {
        answers.push((
            "/oink settings".into(),
            service
                .settings(
                    who,
                    oink::table::settings::SettingsChange {
                        dm_reminders: Some(true),
                        heads_up: Some(true),
                        text_boards: None,
                    },
                    0,
                )
                .await
                .expect("store"),
        ));
    }
    // A reminder, then the limit passes the turn on.
    for (what, now) in [("reminder", HOUR), ("turn limit", 2 * HOUR)] {
        let worked = clock_tick(&service, now).await;
        assert_eq!(worked.len(), 1, "{what}");
        answers.extend(worked.into_iter().map(|answer| (what.to_owned(), answer)));
    }
    let now = 2 * HOUR + 10;
    answers.push(("/oink games".into(), service.games_of(&ann, false).await.expect("store")));
    answers.push(("/pigs quit".into(), service.command(AT, &cleo, Command::Quit, now).await.expect("store")));
    let to_dan = Command::Replace { old: 3, by: Replacement::Person { user: 4, name: SPOILER.into() } };
    answers.push(("/pigs replace".into(), service.command(AT, &ann, to_dan, now).await.expect("store")));
    let players = [ann.clone(), ben.clone(), dan.clone()];
    while pigs(table(&store)).is_some() {
        let answer = finish_turn(&service, &store, &players, now).await;
        answers.push(("a move".into(), answer));
    }
    assert!(matches!(table(&store).stage, Stage::Finished(_)), "the game ended");
    for (what, command) in [
        ("/pigs stats", Command::Stats("three-pigs")),
        ("/pigs leaderboard", Command::Leaderboard("three-pigs")),
        ("/pigs board", Command::Board),
    ] {
        for who in [&ann, &ben] {
            answers.push((what.into(), service.command(AT, who, command.clone(), now).await.expect("store")));
        }
    }
    let ended_by_ben = pigs_again_and_end(&service, &store, &ben, now).await;
    answers.extend(ended_by_ben);

    let mut pinged = BTreeSet::new();
    let mut announced = None;
    for (what, answer) in &answers {
        for (kind, reply) in messages(answer) {
            let context = format!("{what}, {kind}");
            for text in markdown_texts(reply) {
                assert_inert(&text, &context);
                let strangers: Vec<u64> =
                    mentioned_in(&text).into_iter().filter(|user| !people.contains(user)).collect();
                assert!(strangers.is_empty(), "{context}: mentions {strangers:?} in {text:?}");
            }
            // A reply pings exactly the users it lists, each mentioned in its text.
            assert!(reply.mentions.iter().all(|user| people.contains(user)), "{context}: {reply:?}");
            let content = reply.content.clone().unwrap_or_default();
            let in_text = mentioned_in(&content);
            assert!(reply.mentions.iter().all(|user| in_text.contains(user)), "{context}: {reply:?}");
            if kind == "direct message" || reply.ephemeral || reply.embed.is_some() {
                assert!(reply.mentions.is_empty(), "{context} pings nobody: {reply:?}");
            }
            pinged.extend(reply.mentions.iter().copied());
            if kind == "announcement" {
                announced = Some(reply.clone());
            }
        }
    }
    assert!(
        pinged.is_superset(&BTreeSet::from([1, 2, 4])),
        "turn pings and the end reach the players: {pinged:?}"
    );
    // The end announcement pings those who still play (Cleo left), and shows every name as
    // written, escaped.
    let announced = announced.expect("an end announcement");
    assert_eq!(announced.mentions.iter().copied().collect::<BTreeSet<_>>(), BTreeSet::from([1, 2, 4]));
    let content = announced.content.unwrap_or_default();
    for name in [EVERYONE, ROLE, SPOILER] {
        assert!(content.contains(&user_text::name(name)), "{name:?} in {content}");
    }
    // Where no markdown is read, a name is shown as it is: the wolf's target menu.
    let labels: Vec<String> = answers
        .iter()
        .flat_map(|(_, answer)| {
            messages(answer).into_iter().map(|(_, reply)| reply.clone()).collect::<Vec<_>>()
        })
        .flat_map(|reply| reply.rows)
        .filter_map(|row| match row {
            oink::render::reply::Row::Select(select) => Some(select.options),
            oink::render::reply::Row::Buttons(_) => None,
        })
        .flatten()
        .map(|option| option.label)
        .collect();
    assert!(labels.iter().all(|label| !label.contains('\\')), "labels show names unescaped: {labels:?}");
}

/// A new table in the channel, which Ben ends: "ended by <name>" on the old board.
async fn pigs_again_and_end(
    service: &Service,
    store: &Store,
    ben: &Actor,
    now: u64,
) -> Vec<(String, Answer)> {
    let create = Command::Create {
        setup: AnyOptions::ThreePigs(Default::default()),
        turn_pings: None,
        language: None,
        clock: ClockChoice::default(),
    };
    let mut answers =
        vec![("/pigs new".to_owned(), service.command(AT, ben, create, now).await.expect("store"))];
    answers.push((
        "join".into(),
        click(service, store, &actor(1, EVERYONE, Locale::EnUs), "join", &[], now).await,
    ));
    answers.push(("start".into(), click(service, store, ben, "start", &[], now).await));
    service.board_posted(AT.channel, 4343, now).await.expect("store");
    answers.push(("/pigs end".into(), service.command(AT, ben, Command::End, now).await.expect("store")));
    let yes = ComponentId::EndTable { channel: AT.channel, table: table(store).id, confirm: true }.encode();
    let confirmed = service.component(AT, ben, &yes, &[], now).await.expect("store");
    answers.push(("end confirmed".into(), confirmed));
    answers
}

/// What the bot showed in a body that made or changed a message: its text, embeds or V2
/// components, and the allowed mentions.
fn shown(request: &Request) -> Option<Value> {
    let segments: Vec<&str> = request.path.trim_start_matches('/').split('/').collect();
    let body = match (request.method.as_str(), segments.as_slice()) {
        ("POST", ["interactions", _, _, "callback"]) => request.body.get("data")?,
        ("POST", ["channels", _, "messages"])
        | ("PATCH", ["channels", _, "messages", _])
        | ("POST", ["webhooks", _, _])
        | ("PATCH", ["webhooks", _, _, "messages", _]) => &request.body,
        _ => return None,
    };
    Some(body.clone())
}

/// The texts of a message body that Discord reads as markdown: content, embeds, and the
/// text displays of a Components V2 body.
fn wire_texts(body: &Value) -> Vec<String> {
    let mut texts: Vec<String> = body["content"].as_str().map(str::to_owned).into_iter().collect();
    for embed in body["embeds"].as_array().into_iter().flatten() {
        for text in [&embed["title"], &embed["description"], &embed["footer"]["text"]] {
            texts.extend(text.as_str().map(str::to_owned));
        }
        for field in embed["fields"].as_array().into_iter().flatten() {
            texts.extend(
                [&field["name"], &field["value"]].iter().filter_map(|t| t.as_str().map(str::to_owned)),
            );
        }
    }
    texts.extend(text_displays(body));
    texts
}

/// Every body the bot sent through the fake: names escaped, no mention of anyone but
/// `players`, and allowed mentions within them. Returns the allowed users of each body.
async fn check_the_wire(fake: &FakeDiscord, players: &BTreeSet<u64>) -> Vec<(String, BTreeSet<u64>)> {
    for request in fake.requests().await {
        let Some(body) = shown(&request) else { continue };
        let context = format!("{} {}", request.method, request.path);
        for text in wire_texts(&body) {
            assert_inert(&text, &context);
            assert!(mentioned_in(&text).is_subset(players), "{context}: {text:?}");
        }
    }
    // Every body that shows something has allowed mentions: `TestBot::stop` checked that.
    let allowed = fake.allowed_mentions().await;
    assert!(!allowed.is_empty());
    allowed
        .into_iter()
        .map(|body| {
            let users: BTreeSet<u64> = body.users().into_iter().collect();
            assert!(users.is_subset(players), "{} {}: may ping {users:?}", body.method, body.path);
            assert_eq!(body.allowed_mentions["parse"], json!([]), "{} {}", body.method, body.path);
            (body.content, users)
        })
        .collect()
}

fn slash(sub: &str) -> Value {
    json!([{"name": sub, "type": 1, "options": []}])
}

/// Through the fake Discord: three players named `@everyone`, `<@&42> **bold**` and a link
/// play The Three Little Pigs to the end (the third quits on the way); with `/oink games`,
/// statistics and the leaderboard, nothing the bot sends can ping anyone but them, and no
/// name shows as a mention or markup.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_names_finish_a_game_in_discord_and_only_players_are_pinged() {
    use super::three_pigs_discord::{custom_id, expect_update, find};

    let bot = TestBot::start().await;
    let fake = bot.fake.clone();
    let players =
        [User::new(7301, EVERYONE, "en-US"), User::new(7302, ROLE, "de"), User::new(7303, LINK, "fr")];
    let [ann, ben, cleo] = &players;
    let ids: BTreeSet<u64> = players.iter().map(|u| u.id).collect();
    let by_id: HashMap<u64, User> = players.iter().map(|u| (u.id, u.clone())).collect();

    let sent = fake.slash(ann, "pigs", slash("new")).await;
    let mut board = fake.response_message(&sent).await;
    for user in [ben, cleo] {
        expect_update(
            &fake,
            &fake.click(user, &board, &custom_id(&find(&board, ":join").expect("join"))).await,
        )
        .await;
        board = fake.latest_board(CHANNEL).await;
    }
    expect_update(&fake, &fake.click(ann, &board, &custom_id(&find(&board, ":start").expect("start"))).await)
        .await;
    fake.response(&fake.slash(ann, "oink", slash("games")).await).await;
    fake.response(&fake.slash(cleo, "pigs", slash("quit")).await).await;
    // The board is edited after the answer: the first edit of a channel message.
    fake.wait_request("the board's edit", |r| r.method == "PATCH" && r.path.starts_with("/channels/")).await;
    board = fake.latest_board(CHANNEL).await;

    let mut steps = 0;
    while find(&board, ":rematch").is_none() {
        steps += 1;
        assert!(steps < 5000, "the game did not end");
        let Some(user) = current_user(&board) else {
            // Cleo's turns pass by themselves (she left): the board moves on.
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            board = fake.latest_board(CHANNEL).await;
            continue;
        };
        let user = &by_id[&user];
        let sent = if let Some(roll) = find(&board, ":roll") {
            fake.click(user, &board, &custom_id(&roll)).await
        } else if let Some(stop) = find(&board, ":stop") {
            fake.click(user, &board, &custom_id(&stop)).await
        } else if let Some(menu) = find(&board, ":buy0") {
            let value = menu["options"][0]["value"].as_str().expect("an option").to_owned();
            fake.select(user, &board, &custom_id(&menu), &[&value]).await
        } else if let Some(done) = find(&board, ":done") {
            fake.click(user, &board, &custom_id(&done)).await
        } else if let Some(blow) = find(&board, ":blow").filter(|b| b["disabled"] != true) {
            fake.click(user, &board, &custom_id(&blow)).await
        } else if let Some(menu) = find(&board, ":target0") {
            // The menu shows names as they are (no markdown in a label).
            let label = menu["options"][0]["label"].as_str().unwrap_or_default();
            assert!(!label.contains('\\'), "{label}");
            let value = menu["options"][0]["value"].as_str().expect("a target").to_owned();
            fake.select(user, &board, &custom_id(&menu), &[&value]).await
        } else {
            panic!("no move offered on {board:#}");
        };
        // A board read while Cleo's turn passed may be out of date by the click: the click is
        // refused (an ephemeral notice) and changes nothing; the next round reads the board.
        let response = fake.response(&sent).await;
        let refused = response["type"] == 4 && is_private(&response["data"]);
        assert!(response["type"] == 7 || refused, "step {steps}: {response:#}");
        board = fake.latest_board(CHANNEL).await;
    }
    let announcement = fake
        .wait_request("the announcement", |r| {
            r.method == "POST" && r.body["content"].as_str().is_some_and(|c| c.starts_with("🏁"))
        })
        .await;
    for (user, sub) in [(ben, "stats"), (ann, "leaderboard"), (ann, "board")] {
        fake.response(&fake.slash(user, "pigs", slash(sub)).await).await;
    }
    bot.stop().await;

    let allowed = check_the_wire(&fake, &ids).await;
    // Turn pings reached both who stayed; the announcement pings them and not Cleo, who left.
    let pinged: BTreeSet<u64> = allowed.iter().flat_map(|(_, users)| users.iter().copied()).collect();
    assert!(pinged.contains(&ann.id) && pinged.contains(&ben.id), "{allowed:?}");
    let announced = announcement.body["content"].as_str().unwrap_or_default();
    let (_, users) = allowed.iter().find(|(content, _)| content == announced).expect("the announcement's");
    assert_eq!(users, &BTreeSet::from([ann.id, ben.id]), "{announced}");
    assert!(announced.contains(&user_text::name(EVERYONE)) && announced.contains(&user_text::name(ROLE)));
    // A board's mentions notify nobody: a message with an embed or a V2 container pings no one.
    let quiet = fake.requests().await.into_iter().filter_map(|r| shown(&r)).filter(has_board);
    for body in quiet {
        assert_eq!(body["allowed_mentions"]["users"], json!([]), "{body:#}");
    }
}

/// Through the fake Discord: Space-Schweine among hostile names, to the end. Its narration
/// (who moved where, who fought whom), the panels and the announcement name every player;
/// none pings anyone but them or shows a name as markup.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn space_schweine_narration_among_hostile_names_pings_only_players() {
    use super::space_pigs_discord::{choose, find, game, press};
    use oink::games::rng::Seeded;

    let bot = TestBot::start_seeded(Some(crate::support::fake_discord::GUILD), 3).await;
    let fake = bot.fake.clone();
    let users =
        [User::new(8301, EVERYONE, "en-US"), User::new(8302, ROLE, "de"), User::new(8303, SPOILER, "fr")];
    let ids: BTreeSet<u64> = users.iter().map(|u| u.id).collect();
    let options = json!([{"name": "new", "type": 1, "options": [{"name": "rounds", "type": 4, "value": 2}]}]);
    fake.response(&fake.slash(&users[0], "space", options).await).await;
    for user in &users[1..] {
        let board = fake.latest_board(CHANNEL).await;
        fake.response(&fake.click(user, &board, &find(&board, ":join").expect("join")).await).await;
    }
    let board = fake.latest_board(CHANNEL).await;
    fake.response(&fake.click(&users[0], &board, &find(&board, ":start").expect("start")).await).await;

    let mut rng = Seeded::new(3);
    let mut clicks = 0;
    while let Some((now, seats, false)) = game(&bot) {
        clicks += 1;
        assert!(clicks < 6000, "the game does not end");
        let board = fake.latest_board(CHANNEL).await;
        let waiting = now.waiting_for();
        let seat = waiting[rng.below(waiting.len())];
        let user = users.iter().find(|u| u.id == seats[seat]).expect("seated");
        let sent = fake.click(user, &board, &find(&board, ":mine").expect("My cards")).await;
        fake.response(&sent).await;
        let panel = fake.response_message(&sent).await;
        if components(&panel).is_empty() {
            continue;
        }
        let control = choose(&panel, &mut rng).expect("a control");
        press(&fake, user, &panel, &control).await;
    }
    fake.wait_request("the announcement", |r| {
        r.method == "POST" && r.body["content"].as_str().is_some_and(|c| c.starts_with("🏁"))
    })
    .await;
    bot.stop().await;
    let allowed = check_the_wire(&fake, &ids).await;
    assert!(allowed.iter().any(|(_, users)| users == &ids), "the announcement pings the three");
    // The narration named the players, escaped.
    let narrated = fake
        .requests()
        .await
        .into_iter()
        .filter_map(|r| shown(&r))
        .any(|body| wire_texts(&body).iter().any(|text| text.contains(&user_text::name(ROLE))));
    assert!(narrated, "a board or panel names the player");
}
