//! Würfelhaus at a table: the service and the board (snapshots in every language), and whole
//! games through the fake Discord: solo and two players, seeded.

use crate::support;

use std::sync::Arc;

use crate::support::TestBot;
use crate::support::fake_discord::{CHANNEL, FakeDiscord, GUILD, User, board_text, components, current_user};
use oink::component::{ComponentId, Token};
use oink::games::registry::{AnyGame, AnyOptions};
use oink::games::rng::Seeded;
use oink::games::seam::Session;
use oink::games::wuerfelhaus::{Options, Phase};
use oink::i18n::{Catalog, Locale};
use oink::render::reply::{ButtonStyle, Row};
use oink::store::Store;
use oink::table::stats::UserStats;
use oink::table::{Actor, Command, Seat, Service, Stage, Table, Where};
use serde_json::{Value, json};

type HausSession = Session<oink::games::wuerfelhaus::Game>;

fn table_with(stage: Stage, locale: Locale) -> Table {
    Table {
        id: 1,
        channel: 42,
        guild: Some(7),
        host: 1000,
        locale,
        turn_pings: true,
        stage,
        rev: 3,
        board: None,
        updated_at: 0,
        ended_by: None,
        clock: Default::default(),
        turn: None,
        missed: Default::default(),
        turn_times: Default::default(),
        unshown: None,
        answers_only: false,
    }
}

/// A two-player session played with the suggested paintings until `stop`.
fn played(seed: u64, stop: impl Fn(&HausSession) -> bool) -> HausSession {
    let seats = vec![Seat::person(1000, "Ann".into()), Seat::person(1001, "Ben".into())];
    let mut session = HausSession::start(seats, &Options::default(), seed).expect("start");
    let mut chooser = Seeded::new(seed);
    while !stop(&session) {
        let game = &mut session.game;
        let player = game.turn.player;
        let action = match game.turn.phase {
            Phase::Assign => game.best_assignment().unwrap_or(oink::games::wuerfelhaus::Action::Pass),
            _ => {
                let legal = game.legal_actions(player);
                legal[chooser.below(legal.len())].clone()
            }
        };
        let events = game.apply(player, &action, &mut session.rng).expect("legal");
        session.recent.extend(events);
        let excess = session.recent.len().saturating_sub(6);
        session.recent.drain(..excess);
    }
    session
}

fn show(reply: &oink::render::Reply) -> String {
    let mut out = Vec::new();
    if let Some(embed) = &reply.embed {
        out.push(format!("# {}\n{}", embed.title, embed.description));
        for field in &embed.fields {
            out.push(format!("## {}\n{}", field.name, field.value));
        }
        out.push(format!("-- {}", embed.footer.clone().unwrap_or_default()));
    }
    for row in &reply.rows {
        match row {
            Row::Buttons(buttons) => {
                out.push(buttons.iter().map(|b| format!("[{}]", b.label)).collect::<Vec<_>>().join(" "))
            }
            Row::Select(select) => out.push(format!(
                "<{}> {} options, first: {} ({})",
                select.placeholder,
                select.options.len(),
                select.options[0].label,
                select.options[0].description.clone().unwrap_or_default()
            )),
        }
    }
    out.join("\n")
}

#[test]
fn wall_boards_in_every_language() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut assign = played(21, |s| s.game.turn.phase == Phase::Assign && s.game.walls[0].turns >= 8);
    let roof = played(22, |s| s.game.turn.phase == Phase::Rolling);
    let mut over = played(23, |s| s.game.is_over());
    // Issue 35: committed as a table commits them; the running board shows the commitment,
    // the final board the seed (`table_with` puts them at table 1).
    for session in [&mut assign, &mut over] {
        session.commitment = Some(oink::games::fairness::Commitment::new(1, session.seed));
    }
    for locale in Locale::ALL {
        for (name, stage) in [
            ("assign", Stage::Playing(AnyGame::Wuerfelhaus(assign.clone()))),
            ("roof", Stage::Playing(AnyGame::Wuerfelhaus(roof.clone()))),
            ("end", Stage::Finished(AnyGame::Wuerfelhaus(over.clone()))),
        ] {
            let reply = oink::render::board(&catalog, &table_with(stage, locale).view());
            let embed = reply.embed.clone().expect("embed");
            assert!(
                embed
                    .fields
                    .iter()
                    .all(|f| f.inline && !f.value.contains("```") && f.value.chars().count() <= 1024)
            );
            insta::assert_snapshot!(format!("haus-{name}-{}", locale.code()), show(&reply));
        }
    }
}

/// The board of every player count, 1 to 6, in every language.
#[test]
fn boards_for_one_to_six_players_in_every_language() {
    let catalog = Catalog::embedded().expect("catalog");
    let names = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn"];
    for players in 1..=6 {
        let mut session = assigning(players, &["1.1", "1.2", "2.1", "1.5"], [2, 3, 5]);
        for (seat, name) in session.seats.iter_mut().zip(names) {
            seat.name = name.into();
        }
        for (wall, name) in session.game.walls.iter_mut().zip(names) {
            wall.name = name.into();
            wall.turns = 4;
        }
        for locale in Locale::ALL {
            let stage = Stage::Playing(AnyGame::Wuerfelhaus(session.clone()));
            let reply = oink::render::board(&catalog, &table_with(stage, locale).view());
            insta::assert_snapshot!(format!("haus-{players}p-{}", locale.code()), show(&reply));
        }
    }
}

/// A 300-character name is cut for display: fields and menus stay within Discord's limits.
#[test]
fn names_longer_than_discord_allows_are_cut_for_display() {
    let catalog = Catalog::embedded().expect("catalog");
    let long = "Ö".repeat(300);
    for mut session in [
        played(21, |s| s.game.turn.phase == Phase::Assign && s.game.walls[0].turns >= 8),
        played(23, |s| s.game.is_over()),
    ] {
        session.seats.iter_mut().for_each(|s| s.name = long.clone());
        session.game.walls.iter_mut().for_each(|w| w.name = long.clone());
        let over = session.game.is_over();
        for locale in Locale::ALL {
            let stage = if over {
                Stage::Finished(AnyGame::Wuerfelhaus(session.clone()))
            } else {
                Stage::Playing(AnyGame::Wuerfelhaus(session.clone()))
            };
            let reply = oink::render::board(&catalog, &table_with(stage, locale).view());
            let embed = reply.embed.clone().expect("embed");
            assert!(embed.title.chars().count() <= 256 && embed.description.chars().count() <= 4096);
            for field in &embed.fields {
                assert!(field.name.chars().count() <= 256, "{}", field.name.chars().count());
                assert!(field.value.chars().count() <= 1024);
            }
            for row in &reply.rows {
                if let Row::Select(select) = row {
                    assert!(select.options.iter().all(|o| o.label.chars().count() <= 100));
                }
            }
            assert!(!show(&reply).contains(&long));
        }
    }
}

const AT: Where = Where { channel: 5, guild: Some(9), chatter: 0, board_locale: None, answers_only: false };

fn id(rev: u64, token: &str) -> String {
    ComponentId::Table { channel: AT.channel, rev, token: Token::parse(token).expect("a token") }.encode()
}

#[tokio::test]
async fn a_solo_game_counts_turns_and_keeps_the_best_result() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(&dir.path().join("db"), 8).expect("store");
    let service = Service::new(store.clone(), Arc::new(Catalog::embedded().expect("catalog")), true)
        .with_fixed_seed(Some(5));
    let ann = Actor { user: 1, name: "Ann".into(), locale: Locale::De, can_manage: false };
    let create = Command::Create {
        setup: AnyOptions::Wuerfelhaus(Options::default()),
        turn_pings: None,
        language: None,
        clock: Default::default(),
    };
    let answer = service.command(AT, &ann, create, 0).await.expect("store");
    assert!(answer.reply.embed.is_some_and(|e| e.description.contains("allein")));
    let rev = |store: &Store| store.table::<Table>(AT.channel).expect("read").expect("table").data.rev;
    let started = service.component(AT, &ann, &id(rev(&store), "start"), &[], 0).await.expect("store");
    // A solo board shows the records to beat: none yet.
    let first = started.reply.embed.map(|e| e.description).unwrap_or_default();
    assert!(first.ends_with("\n🏅 Dein erstes Solo-Haus auf diesem Server"), "{first}");
    let mut clicks = 0;
    let mut last = None;
    loop {
        let table = store.table::<Table>(AT.channel).expect("read").expect("table").data;
        let Stage::Playing(AnyGame::Wuerfelhaus(session)) = &table.stage else { break };
        clicks += 1;
        assert!(clicks < 2000, "the solo game never ended");
        let click = match session.game.turn.phase {
            Phase::Roll => "roll",
            Phase::Rolling => "stop",
            _ if session.game.best_assignment().is_some() => "best",
            _ => "pass",
        };
        let answer = service.component(AT, &ann, &id(table.rev, click), &[], 0).await.expect("store");
        assert!(!answer.reply.ephemeral, "refused: {answer:?}");
        last = Some(answer);
    }
    // The end is announced with the best result alone, this game's.
    let final_board =
        last.as_ref().and_then(|a| a.reply.embed.clone()).map(|e| e.description).unwrap_or_default();
    let announced = last.and_then(|a| a.announce).and_then(|r| r.content).unwrap_or_default();
    assert!(announced.lines().any(|line| line == "🎉 Deine beste Partie allein bisher!"), "{announced}");
    let table = store.table::<Table>(AT.channel).expect("read").expect("table").data;
    let Stage::Finished(AnyGame::Wuerfelhaus(session)) = &table.stage else { panic!("finished") };
    let turns = session.game.walls[0].turns;
    let stats: UserStats = store.stats(9, 1, "wuerfelhaus").expect("read").expect("recorded");
    assert_eq!((stats.games, stats.wins, stats.best_solo_turns), (1, 1, turns));
    let board = oink::render::board(&Catalog::embedded().expect("catalog"), &table.view());
    assert!(board.embed.is_some_and(|e| e.fields[0].value.starts_with(&format!("{turns} Züge"))));
    // The final board shows the new records: Ann's own and the server's.
    let records = format!("🏅 Dein Bestwert: {turns} Züge · Serverrekord: {turns} Züge von <@1>");
    assert!(final_board.contains(&records), "{final_board}");
    // Ben, alone in another channel of the server, plays against Ann's record.
    let elsewhere = Where { channel: 6, ..AT };
    let ben = Actor { user: 2, name: "Ben".into(), locale: Locale::EnUs, can_manage: false };
    let create = Command::Create {
        setup: AnyOptions::Wuerfelhaus(Options::default()),
        turn_pings: None,
        language: Some(Locale::EnUs),
        clock: Default::default(),
    };
    service.command(elsewhere, &ben, create, 0).await.expect("store");
    let rev = store.table::<Table>(elsewhere.channel).expect("read").expect("table").data.rev;
    let start =
        ComponentId::Table { channel: 6, rev, token: Token::parse("start").expect("a token") }.encode();
    let started = service.component(elsewhere, &ben, &start, &[], 0).await.expect("store");
    let board = started.reply.embed.map(|e| e.description).unwrap_or_default();
    let against = format!("🏅 Your first solo house on this server · server's best: {turns} turns by <@1>");
    assert!(board.contains(&against), "{board}");
}

fn find(message: &Value, action: &str) -> Option<String> {
    components(message)
        .into_iter()
        .filter(|c| c["disabled"] != true)
        .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
        .find(|id| id.ends_with(action))
}

/// Plays a Würfelhaus table to the end through the board: roll, stop, the suggested painting
/// (every third turn a choice from the menu instead), or pass.
async fn play_to_the_end(fake: &FakeDiscord, players: &[User]) -> Value {
    let mut board = fake.latest_board(CHANNEL).await;
    for step in 0..4000 {
        if find(&board, ":rematch").is_some() {
            return board;
        }
        let user = players.iter().find(|u| Some(u.id) == current_user(&board)).expect("a current player");
        let sent = if let Some(id) = find(&board, ":roll") {
            fake.click(user, &board, &id).await
        } else if let Some(id) = find(&board, ":stop") {
            fake.click(user, &board, &id).await
        } else if let (Some(id), true) = (find(&board, ":paint0"), step % 3 == 0) {
            let menu = components(&board).into_iter().find(|c| c["custom_id"] == id).expect("menu");
            let value = menu["options"][0]["value"].as_str().expect("option").to_owned();
            fake.select(user, &board, &id, &[&value]).await
        } else if let Some(id) = find(&board, ":best").or_else(|| find(&board, ":pass")) {
            fake.click(user, &board, &id).await
        } else {
            panic!("no move on {board:#}");
        };
        let response = fake.response(&sent).await;
        assert_eq!(response["type"], 7, "{response:#}");
        board = fake.latest_board(CHANNEL).await;
    }
    panic!("the game did not end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn solo_and_two_player_games_are_played_to_the_end_in_discord() {
    let bot = TestBot::start_seeded(Some(GUILD), 11).await;
    let fake = bot.fake.clone();
    let ann = User::new(8001, "Ann", "en-US");
    let ben = User::new(8002, "Ben", "fr");

    // Solo.
    let sent = fake.slash(&ann, "haus", json!([{"name": "new", "type": 1, "options": []}])).await;
    assert_eq!(fake.response(&sent).await["type"], 4);
    let lobby = fake.response_message(&sent).await;
    let start = find(&lobby, ":start").expect("a solo game can start at once");
    fake.response(&fake.click(&ann, &lobby, &start).await).await;
    // Issue 35: the first board commits to the seed; the final board reveals it.
    let footer = board_text;
    let first = fake.latest_board(CHANNEL).await;
    assert!(footer(&first).contains("🎲 Dice committed: ") && !footer(&first).contains("Seed:"), "{first:#}");
    let end = play_to_the_end(&fake, std::slice::from_ref(&ann)).await;
    let short =
        footer(&first).split("committed: ").nth(1).and_then(|rest| rest.get(..16)).unwrap_or("?").to_owned();
    assert!(
        footer(&end).contains("🎲 Seed: ") && footer(&end).contains(&format!("commitment: {short}")),
        "{end:#}"
    );
    assert!(board_text(&end).contains("🏆"), "{end:#}");
    let stats: UserStats = bot.store.stats(GUILD, ann.id, "wuerfelhaus").expect("read").expect("recorded");
    assert!(stats.best_solo_turns > 0);

    // Two players, in the same channel once the first game is over.
    let sent = fake.slash(&ben, "haus", json!([{"name": "new", "type": 1, "options": []}])).await;
    fake.response(&sent).await;
    let lobby = fake.response_message(&sent).await;
    fake.response(&fake.click(&ann, &lobby, &find(&lobby, ":join").expect("join")).await).await;
    let lobby = fake.latest_board(CHANNEL).await;
    fake.response(&fake.click(&ben, &lobby, &find(&lobby, ":start").expect("start")).await).await;
    let end = play_to_the_end(&fake, &[ann.clone(), ben.clone()]).await;
    let shown = board_text(&end);
    assert!(shown.contains("🏆") && shown.contains("🟧"), "the winner and the walls: {shown}");

    // The export replays offline.
    let sent = fake.slash(&ann, "haus", json!([{"name": "export", "type": 1, "options": []}])).await;
    fake.response(&sent).await;
    let upload =
        fake.wait_request("the export", |r| r.path.contains(&format!("/interactions/{}/", sent.id))).await;
    let (name, bytes) = upload.files.first().cloned().expect("a file");
    assert_eq!(name, format!("wuerfelhaus-{CHANNEL}.json"));
    let replayed = oink::games::replay(&String::from_utf8(bytes).expect("utf-8"), false).expect("replays");
    assert_eq!(replayed["status"], "finished");
    bot.stop().await;
    let warnings = support::library_warnings();
    assert!(warnings.is_empty(), "{warnings:#?}");
}

/// A session of `players` at the moment the current player assigns `dice`, with walls painted
/// as `paint` says (record ids, the same on every wall).
fn assigning(players: usize, paint: &[&str], dice: [u8; 3]) -> HausSession {
    let seats =
        (0..players).map(|i| Seat::person(1000 + i as u64, format!("{i}{}", "Ö".repeat(31)))).collect();
    let mut session = HausSession::start(seats, &Options::default(), 7).expect("start");
    let game = &mut session.game;
    for wall in &mut game.walls {
        for id in paint {
            let cell = game.sheet.cell(id).expect(id);
            wall.paint[cell.brick] |= cell.third.map_or(0b111, |t| match t {
                oink::games::wuerfelhaus::Third::L => 0b010,
                oink::games::wuerfelhaus::Third::R => 0b100,
                oink::games::wuerfelhaus::Third::M => 0b001,
            });
        }
        wall.turns = 1234;
    }
    game.turn.phase = Phase::Assign;
    game.turn.dice = dice.map(Some);
    session
}

fn options(reply: &oink::render::Reply) -> Vec<oink::render::reply::SelectOption> {
    reply
        .rows
        .iter()
        .filter_map(|row| match row {
            Row::Select(select) => Some(select.options.clone()),
            Row::Buttons(_) => None,
        })
        .flatten()
        .collect()
}

fn labels(session: &HausSession, locale: Locale) -> Vec<String> {
    let catalog = Catalog::embedded().expect("catalog");
    let stage = Stage::Playing(AnyGame::Wuerfelhaus(session.clone()));
    options(&oink::render::board(&catalog, &table_with(stage, locale).view()))
        .into_iter()
        .map(|o| o.label)
        .collect()
}

const GROUND: [&str; 12] =
    ["1.1", "1.2", "1.3", "1.4", "1.5", "2.1", "2.2", "2.3", "2.4", "3.1", "3.2", "3.3"];

/// The paint menu names bricks as the wall shows them, in every language: never a record code
/// such as `1.5` or `5.1L`. The values stay the encoded moves, and every one is legal.
#[test]
fn menu_labels_name_what_the_wall_shows_in_every_language() {
    let row_one = assigning(1, &GROUND[..5], [3, 4, 1]);
    let roof = assigning(1, &GROUND, [6, 6, 6]);
    let thirds = {
        let mut all = GROUND.to_vec();
        all.extend(["4.1", "4.2"]);
        assigning(1, &all, [6, 2, 4])
    };
    let expected: [(Locale, [&str; 4]); 3] = [
        (
            Locale::EnUs,
            [
                "Paint the left 3 and the left 4 (row 2)",
                "Paint the 12 (roof)",
                "Joker: paint the 10 (roof)",
                "Paint the left third and the right third of the 18 (roof)",
            ],
        ),
        (
            Locale::De,
            [
                "Male die linke 3 und die linke 4 (Reihe 2)",
                "Male die 12 (Dach)",
                "Joker: Male die 10 (Dach)",
                "Male das linke Drittel und das rechte Drittel der 18 (Dach)",
            ],
        ),
        (
            Locale::Fr,
            [
                "Peindre le 3 de gauche et le 4 de gauche (rangée 2)",
                "Peindre le 12 (toit)",
                "Joker : peindre le 10 (toit)",
                "Peindre le tiers gauche et le tiers droit du 18 (toit)",
            ],
        ),
    ];
    let code = regex_lite_code();
    for (locale, wanted) in expected {
        let mut all = Vec::new();
        for (session, wanted) in
            [(&row_one, wanted[0]), (&roof, wanted[1]), (&roof, wanted[2]), (&thirds, wanted[3])]
        {
            let labels = labels(session, locale);
            assert!(labels.iter().any(|l| l == wanted), "{}: no {wanted:?} in {labels:#?}", locale.code());
            let mut unique = labels.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), labels.len(), "two options read the same: {labels:#?}");
            all.extend(labels);
        }
        for label in &all {
            assert!(!code(label), "{}: a record code in {label:?}", locale.code());
        }
    }
    // The values are the moves as `table_game` encodes them, each one legal.
    for session in [&row_one, &roof, &thirds] {
        let catalog = Catalog::embedded().expect("catalog");
        let stage = Stage::Playing(AnyGame::Wuerfelhaus(session.clone()));
        let legal = session.game.legal_actions(session.game.turn.player);
        for option in options(&oink::render::board(&catalog, &table_with(stage, Locale::EnUs).view())) {
            let action = oink::games::wuerfelhaus::table_game::decode_paint(&option.value).expect("decodes");
            assert!(legal.contains(&action), "{} is not legal", option.value);
            assert_eq!(oink::games::wuerfelhaus::table_game::encode_paint(&action), Some(option.value));
        }
    }
}

/// Whether a text holds a brick's record code: a digit, a dot, a digit (`1.5`, `5.1L`).
fn regex_lite_code() -> impl Fn(&str) -> bool {
    |text: &str| {
        let chars: Vec<char> = text.chars().collect();
        chars.windows(3).any(|w| w[0].is_ascii_digit() && w[1] == '.' && w[2].is_ascii_digit())
    }
}

/// A roll that fits nowhere passes the turn by itself (RULES.md §2.3), but its dice stay on
/// the board with "no brick fits — pass", in every language.
#[test]
fn a_roll_that_fits_nowhere_keeps_its_dice_on_the_board() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut session = assigning(2, &[], [1, 1, 1]);
    session.game.turn.phase = Phase::Roll;
    session.game.turn.dice = [None; 3];
    session.rng = oink::games::rng::Source::Scripted(oink::games::rng::Script::new(
        ["4", "5", "6"].map(str::to_owned).to_vec(),
    ));
    let player = session.game.turn.player;
    session.play(player, oink::games::wuerfelhaus::Action::Roll).expect("a roll");
    assert_ne!(session.game.turn.player, player, "the turn passed");
    for (locale, words) in [
        (Locale::EnUs, "no brick fits"),
        (Locale::De, "Kein Ziegel passt"),
        (Locale::Fr, "aucune brique ne convient"),
    ] {
        let stage = Stage::Playing(AnyGame::Wuerfelhaus(session.clone()));
        let reply = oink::render::board(&catalog, &table_with(stage, locale).view());
        let description = reply.embed.expect("embed").description;
        let line = description.lines().find(|l| l.contains(words)).unwrap_or_else(|| panic!("{description}"));
        assert!(line.contains("**4** · **5** · **6**"), "{line}");
        assert!(line.contains(&session.seats[player].name), "{line}");
    }
    // An older line whose roll has left the recent events still shows its dice: the event
    // keeps them (it once showed "🎲 … —").
    session.recent.retain(|e| !matches!(e, oink::games::wuerfelhaus::Event::Rolled { .. }));
    let stage = Stage::Playing(AnyGame::Wuerfelhaus(session.clone()));
    let reply = oink::render::board(&catalog, &table_with(stage, Locale::EnUs).view());
    let description = reply.embed.expect("embed").description;
    assert!(description.contains("🎲 **4** · **5** · **6** — "), "{description}");
    assert!(!description.contains('…'), "{description}");
}

/// A roof turn between rolls, with the ground floor painted and `dice` on the table.
fn roof_rolling(dice: [u8; 3]) -> HausSession {
    let mut session = assigning(1, &GROUND, dice);
    session.game.turn.phase = Phase::Rolling;
    session.game.turn.floor = oink::games::wuerfelhaus::Floor::Roof;
    session.game.turn.rolls = 1;
    session
}

fn buttons(reply: &oink::render::Reply) -> Vec<oink::render::reply::Button> {
    reply
        .rows
        .iter()
        .filter_map(|row| match row {
            Row::Buttons(buttons) => Some(buttons.clone()),
            Row::Select(_) => None,
        })
        .flatten()
        .collect()
}

/// Issue 29, item 6: a roof turn's board says what its dice could paint if the player stopped
/// now, and a stop that would paint nothing, while rolls are left, is a red "Stop without
/// painting" below a warning, never the usual "Stop and paint", in every language.
#[test]
fn a_roof_turn_names_what_its_dice_could_paint_and_warns_before_painting_nothing() {
    let catalog = Catalog::embedded().expect("catalog");
    let board = |session: &HausSession, locale| {
        let stage = Stage::Playing(AnyGame::Wuerfelhaus(session.clone()));
        oink::render::board(&catalog, &table_with(stage, locale).view())
    };
    let stop = |reply: &oink::render::Reply| {
        buttons(reply).into_iter().find(|b| b.custom_id.ends_with(":stop")).expect("a stop button")
    };
    // 4 + 6 is the 10 and 4 + 6 + 2 the 12: both named before the stop.
    let fits = board(&roof_rolling([4, 6, 2]), Locale::EnUs);
    let description = fits.embed.clone().expect("embed").description;
    assert!(description.contains("Stopping now could paint the 10 and the 12 (roof)."), "{description}");
    let button = stop(&fits);
    assert_eq!((button.label.as_str(), button.style), ("Stop and paint", ButtonStyle::Success));
    // 1, 1 and 2 add up to nothing the roof has.
    let none = [1, 1, 2];
    for (locale, warning, label) in [
        (Locale::EnUs, "These dice fit no brick", "Stop without painting"),
        (Locale::De, "Diese Würfel passen auf keinen Ziegel", "Aufhören, ohne zu malen"),
        (Locale::Fr, "Ces dés ne vont sur aucune brique", "Arrêter sans peindre"),
    ] {
        let reply = board(&roof_rolling(none), locale);
        let description = reply.embed.clone().expect("embed").description;
        assert!(description.contains(warning), "{}: {description}", locale.code());
        let button = stop(&reply);
        assert_eq!((button.label.as_str(), button.style), (label, ButtonStyle::Danger), "{}", locale.code());
    }
    // Three equal dice: the joker is named as what a stop could still do.
    let joker = board(&roof_rolling([1, 1, 1]), Locale::EnUs);
    let description = joker.embed.clone().expect("embed").description;
    assert!(description.contains("the joker paints any brick"), "{description}");
    assert_eq!(stop(&joker).label, "Stop and paint");
}

/// The reroll button says how many dice it rolls and how many rolls are left, in words: never
/// "Reroll 2 (2 left)", which reads either way.
#[test]
fn the_reroll_button_tells_dice_from_rolls() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut session = roof_rolling([1, 1, 2]);
    let mut labels = Vec::new();
    for picked in [[false; 3], [true, false, false], [true, true, false]] {
        session.ui = picked;
        for locale in Locale::ALL {
            let stage = Stage::Playing(AnyGame::Wuerfelhaus(session.clone()));
            let reply = oink::render::board(&catalog, &table_with(stage, locale).view());
            let reroll =
                buttons(&reply).into_iter().find(|b| b.custom_id.ends_with(":reroll")).expect("reroll");
            labels.push(reroll.label);
        }
    }
    assert_eq!(
        labels,
        [
            "Reroll (2 rolls left)",
            "Nachwürfeln (noch 2 Würfe)",
            "Relancer (encore 2 lancers)",
            "Reroll 1 die (2 rolls left)",
            "1 Würfel nachwürfeln (noch 2 Würfe)",
            "Relancer 1 dé (encore 2 lancers)",
            "Reroll 2 dice (2 rolls left)",
            "2 Würfel nachwürfeln (noch 2 Würfe)",
            "Relancer 2 dés (encore 2 lancers)",
        ]
    );
}

/// Issue 29, item 6: a long paint menu starts with the suggested move and goes on from the
/// moves that paint the most down, so it reads from the best; every legal move is still there.
#[test]
fn the_paint_menu_lists_the_best_move_first_and_the_rest_by_what_they_paint() {
    use oink::games::wuerfelhaus::table_game::{decode_paint, encode_paint};
    let catalog = Catalog::embedded().expect("catalog");
    // An empty wall and 1, 2, 3: three 1s and two 2s below, a 3 above them: many ways.
    let session = assigning(1, &[], [1, 2, 3]);
    let game = &session.game;
    let stage = Stage::Playing(AnyGame::Wuerfelhaus(session.clone()));
    let options = options(&oink::render::board(&catalog, &table_with(stage, Locale::EnUs).view()));
    assert!(options.len() >= 10, "a long menu: {}", options.len());
    let best = game.best_assignment().expect("something fits");
    assert_eq!(Some(options[0].value.clone()), encode_paint(&best));
    let scores: Vec<(usize, u32)> =
        options.iter().map(|o| game.assignment_score(&decode_paint(&o.value).expect("a move"))).collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "best first, then down: {scores:?}");
    let legal = game.legal_actions(0).into_iter().filter(|a| encode_paint(a).is_some()).count();
    assert_eq!(options.len(), legal);
}

/// Six walls, nearly full and nearly empty, with the longest names and turn counts: every
/// field, the whole embed and every menu stay within Discord's limits, and the walls take
/// few lines (each wall is one inline field: three side by side).
#[test]
fn six_walls_stay_within_discord_limits() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut nearly_full: Vec<&str> = GROUND.to_vec();
    nearly_full.extend(["4.1", "4.2", "5.1L", "5.1R"]);
    for (paint, dice) in [(&nearly_full[..], [6, 3, 3]), (&["1.1"][..], [1, 1, 1]), (&[][..], [2, 2, 2])] {
        let mut session = assigning(6, paint, dice);
        // The longest event lines: every seat painted something just now.
        session.recent = (0..6)
            .map(|player| oink::games::wuerfelhaus::Event::Painted { player, brick: "1.1".into() })
            .collect();
        for locale in Locale::ALL {
            let stage = Stage::Playing(AnyGame::Wuerfelhaus(session.clone()));
            let reply = oink::render::board(&catalog, &table_with(stage, locale).view());
            let embed = reply.embed.clone().expect("embed");
            assert!(embed.fields.len() <= 25 && embed.title.chars().count() <= 256);
            assert!(embed.description.chars().count() <= 4096);
            let mut total = embed.title.chars().count()
                + embed.description.chars().count()
                + embed.footer.as_deref().map_or(0, |f| f.chars().count());
            assert!(embed.footer.as_deref().is_none_or(|f| f.chars().count() <= 2048));
            for field in &embed.fields {
                assert!(field.name.chars().count() <= 256 && field.value.chars().count() <= 1024);
                assert!(field.inline);
                total += field.name.chars().count() + field.value.chars().count();
            }
            assert!(total <= 6000, "{}: {total} characters", locale.code());
            let lines: usize =
                embed.fields.iter().map(|f| f.name.lines().count() + f.value.lines().count()).sum();
            // Seven lines a wall: its title, its turns (issue 52: out of the title, which wrapped
            // on a desktop) and five rows of bricks.
            assert!(lines <= 42, "{}: the walls take {lines} lines", locale.code());
            // On screen three walls stand side by side: a row of walls is as tall as its tallest.
            let tall = |f: &oink::render::reply::Field| f.name.lines().count() + f.value.lines().count();
            let screen: usize =
                embed.fields.chunks(3).map(|row| row.iter().map(tall).max().unwrap_or(0)).sum();
            eprintln!("{}: walls {lines} lines, {screen} on screen; {total} characters", locale.code());
            assert!(reply.rows.len() <= 5);
            for row in &reply.rows {
                if let Row::Select(select) = row {
                    assert!((1..=25).contains(&select.options.len()));
                    assert!(select.options.iter().all(|o| o.label.chars().count() <= 100
                        && o.description.as_ref().is_none_or(|d| d.chars().count() <= 100)));
                }
            }
        }
    }
}

/// Issue 52: a wall's field title "0/15 · 0 turns" wrapped on a desktop, where three walls
/// stand side by side. The title keeps the player and the bricks painted (at most 20
/// characters for a short name: a third of a desktop embed in bold); the turns head the value.
#[test]
fn a_walls_title_fits_one_line_of_a_desktop_and_the_turns_head_its_value() {
    let catalog = Catalog::embedded().expect("catalog");
    let mut session = played(21, |s| s.game.walls[0].turns >= 1);
    for wall in &mut session.game.walls {
        wall.turns = 123;
    }
    for locale in Locale::ALL {
        let stage = Stage::Playing(AnyGame::Wuerfelhaus(session.clone()));
        let embed = oink::render::board(&catalog, &table_with(stage, locale).view()).embed.expect("embed");
        for field in &embed.fields {
            let title = field.name.chars().count();
            assert!(title <= 20 && !field.name.contains("123"), "{locale:?}: {} ({title})", field.name);
            let first = field.value.lines().next().unwrap_or_default();
            assert!(first.starts_with("123 ") && first.chars().count() <= 20, "{locale:?}: {first}");
        }
    }
}
