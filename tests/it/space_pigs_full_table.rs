//! Space-Schweine's full rules at the table (issue 30): the `rules` option, the King Pig's
//! settlers, the secret travel markers, the election and the coalition swaps on the private
//! panels; what the board shows of them; the fallbacks of an absent player; and that no board
//! or panel shows another clan's hand, recipe, settler values, marker or swap. Issue 31 adds the
//! AI pigs: the King Pig's panel that lands and moves them, his fallback, and a whole game
//! through the fake Discord where they land, fight and eat a planet.

use oink::games::registry::{AnyGame, Stage as TableStage};
use oink::games::rng::{Randomness, Seeded};
use oink::games::seam::{Session, TableGame};
use oink::games::space_pigs::{
    Acorns, Action, AiKind, Card, Event, Game, Hex, Options, Phase, RuleSet, Stage, SwapOffer,
};
use oink::i18n::{Catalog, Locale};
use oink::render::reply::{Reply, Row};
use oink::render::{self, Board};
use oink::table::Seat;
use serde_json::{Value, json};

use crate::support::fake_discord::{CHANNEL, FakeDiscord, User, board_text, components};
use crate::support::{self, TestBot};
use crate::table_service::AT;

type SpaceSession = Session<Game>;

fn full(rounds: u32) -> Options {
    Options { rules: RuleSet::Full, max_rounds: Some(rounds), ..Options::default() }
}

/// The shared board (`viewer` `None`) or a seat's panel, as drawn for `session`.
fn seen(catalog: &Catalog, session: &SpaceSession, viewer: Option<usize>, locale: Locale) -> Option<Reply> {
    let stage = TableStage::Playing(AnyGame::SpacePigs(session.clone()));
    let board = Board {
        channel: AT.channel,
        table: 1,
        rev: 1,
        locale,
        host: 1,
        stage: &stage,
        ended_by: None,
        timing: None,
        solo_best: None,
        answers_only: false,
    };
    match viewer {
        None => Some(render::board(catalog, &board)),
        Some(seat) => render::panel(catalog, &board, seat),
    }
}

fn other_card(card: Card) -> Card {
    [Card::Schinkenmaschine, Card::Eichelbombe, Card::Rakete]
        .into_iter()
        .find(|c| *c != card)
        .unwrap_or(Card::Rakete)
}

/// Another settler value, another marker value: what the viewer must not be able to tell apart.
fn other_value(value: u8) -> u8 {
    if value == 1 { 3 } else { 1 }
}

/// Everything the full rules keep from `viewer` (a seat, or `usize::MAX` for the board), set
/// differently: other clans' hands, recipes (until the end), settler values, chosen markers,
/// the swaps they offer each other, and the deck order.
pub(crate) fn hide_differently(game: &mut Game, viewer: usize) {
    let king_deals = matches!(&game.phase, Phase::Settlers { king, .. } if *king == viewer);
    let over = game.is_over();
    for (seat, player) in game.players.iter_mut().enumerate() {
        if seat == viewer {
            continue;
        }
        player.hand.iter_mut().for_each(|c| *c = other_card(*c));
        if !over {
            let Acorns { red, yellow, blue } = player.recipe;
            player.recipe = Acorns::new(blue, red, yellow.saturating_add(1));
        }
        if !king_deals {
            player.settlers.iter_mut().for_each(|v| *v = other_value(*v));
        }
    }
    game.deck.reverse();
    let offers: Vec<SwapOffer> = game
        .offers
        .iter()
        .cloned()
        .map(|mut offer| {
            if offer.from != viewer && offer.to != viewer {
                offer.cards.iter_mut().for_each(|c| *c = other_card(*c));
            }
            offer
        })
        .collect();
    game.offers = offers;
    match &mut game.phase {
        Phase::Settlers { tokens, king, .. } if *king != viewer => {
            tokens.iter_mut().for_each(|v| *v = other_value(*v));
        }
        Phase::Markers { chosen } => {
            for (seat, marker) in chosen.iter_mut().enumerate() {
                if let (true, Some(trips)) = (seat != viewer, marker.as_mut()) {
                    *trips = if *trips == 4 { 2 } else { 4 };
                }
            }
        }
        Phase::Draw { discards } => {
            for (seat, discard) in discards.iter_mut().enumerate() {
                if let (true, Some(cards)) = (seat != viewer, discard.as_mut()) {
                    cards.iter_mut().for_each(|c| *c = other_card(*c));
                }
            }
        }
        _ => {}
    }
}

/// Plays random legal full games and, every few moves, checks that the board and each panel
/// look exactly the same whatever another clan's secrets are.
#[test]
fn no_board_or_panel_shows_another_clans_hand_recipe_settlers_marker_or_swap() {
    let catalog = Catalog::embedded().expect("catalog");
    let (mut checked, mut phases) = (0, std::collections::BTreeSet::new());
    for seed in 0..8_u64 {
        let players = 3 + (seed % 4) as usize;
        let seats = (0..players).map(|i| Seat::person(10 + i as u64, format!("P{i}"))).collect();
        let mut session = SpaceSession::start(seats, &full(3), seed).expect("start");
        let mut rng = Seeded::new(AI_SEED);
        let mut steps = 0;
        while !session.game.is_over() && steps < 1500 {
            // The King Pig's short AI steps are checked whenever they come (issue 31).
            let ai_step = matches!(session.game.phase, Phase::AiArrival { .. } | Phase::AiMoves { .. });
            if steps % 5 == 0 || ai_step {
                phases.insert(session.game.view(0).phase);
                let locale = Locale::ALL[steps % Locale::ALL.len()];
                let mut hidden = session.clone();
                hide_differently(&mut hidden.game, usize::MAX);
                assert_eq!(
                    seen(&catalog, &hidden, None, locale),
                    seen(&catalog, &session, None, locale),
                    "the board, seed {seed} step {steps} in {:?}",
                    session.game.phase
                );
                for viewer in 0..players {
                    let mut hidden = session.clone();
                    hide_differently(&mut hidden.game, viewer);
                    assert_ne!(hidden.game, session.game, "something was hidden");
                    let truth = seen(&catalog, &session, Some(viewer), locale);
                    assert!(truth.is_some());
                    assert_eq!(
                        seen(&catalog, &hidden, Some(viewer), locale),
                        truth,
                        "seed {seed} step {steps} seat {viewer} in {:?}",
                        session.game.phase
                    );
                    checked += 1;
                }
            }
            let waiting = session.game.waiting_for();
            let seat = waiting[rng.below(waiting.len())];
            let legal = session.game.legal_actions(seat);
            let action = legal[rng.below(legal.len())].sample(&mut rng);
            session.play(seat, action).expect("legal");
            steps += 1;
        }
    }
    assert!(checked > 300, "{checked}");
    for phase in ["settlers", "markers", "election", "draw", "ai_arrival", "ai_moves"] {
        assert!(phases.contains(phase), "the full rules' {phase} phase was checked: {phases:?}");
    }
}

/// The panel's controls, as a person would use them: a button, or a menu with as many values
/// as it asks for.
fn choose(panel: &Value, rng: &mut Seeded) -> Option<(String, Option<Vec<String>>)> {
    let mut forward = Vec::new();
    let mut other = Vec::new();
    for component in components(panel) {
        let Some(id) = component["custom_id"].as_str().map(str::to_owned) else { continue };
        let sideways = id.ends_with(":back") || id.ends_with(":card") || id.ends_with(":partner");
        let choice = match component["type"].as_u64() {
            Some(2) => (id, None),
            Some(3) => {
                let mut values: Vec<String> = component["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|o| o["value"].as_str().map(str::to_owned))
                    .collect();
                rng.shuffle(&mut values);
                let least = component["min_values"].as_u64().unwrap_or(1).max(1) as usize;
                let most =
                    (component["max_values"].as_u64().unwrap_or(1) as usize).clamp(least, values.len());
                values.truncate(least + rng.below(most - least + 1));
                (id, Some(values))
            }
            _ => continue,
        };
        if sideways { other.push(choice) } else { forward.push(choice) }
    }
    let sideways = !other.is_empty() && (forward.is_empty() || rng.below(8) == 0);
    let pool = if sideways { &mut other } else { &mut forward };
    if pool.is_empty() {
        return None;
    }
    Some(pool.swap_remove(rng.below(pool.len())))
}

/// Three people (in three languages) and a computer player play a whole full game through the
/// fake Discord, each person only through the panel only they see: the King Pig's settlers,
/// the markers, the election (the computer player may run it or be asked) and the swaps.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_people_and_a_computer_player_play_a_whole_full_game_in_discord() {
    let bot = TestBot::start_seeded(Some(crate::support::fake_discord::GUILD), 5).await;
    let fake = bot.fake.clone();
    let users =
        [User::new(8201, "Ann", "en-US"), User::new(8202, "Ben", "de"), User::new(8203, "Cleo", "fr")];
    let board = full_table_lobby(&fake, &users, 2).await;
    let lobby = board_text(&board);
    assert!(lobby.contains("📜"), "the lobby says the table plays the full game: {lobby}");
    let add = find(&board, ":addai").expect("the host adds a computer player");
    fake.response(&fake.select(&users[0], &board, &add, &["random"]).await).await;
    start(&fake, &users[0]).await;

    let board_texts =
        play_by_panels(&bot, &users, 5, |now| assert_eq!(now.options.rules, RuleSet::Full)).await;
    let (end, _, _) = game(&bot).expect("the finished game");
    let election = end.election.as_ref().expect("an election was held");
    assert_eq!(election.stage, Stage::Done);
    assert!(end.king.is_some(), "a King Pig was elected");
    let all = board_texts.join("\n");
    for word in ["👑", "🔁", "🗳️", "🏛️"] {
        assert!(all.contains(word), "the board showed {word}");
    }
    bot.stop().await;
    let warnings = support::library_warnings();
    assert!(warnings.is_empty(), "{warnings:#?}");
}

/// Issue 32: three people and a computer player play a whole full game with the clan powers
/// (on by default) on the waffle galaxy, every choice a click on a panel: the power menus are
/// among the controls the players pick from, and the board narrates the powers used.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_people_play_a_full_game_with_clan_powers_on_the_waffle_galaxy_in_discord() {
    use oink::games::space_pigs::GalaxyShape;
    let bot = TestBot::start_seeded(Some(crate::support::fake_discord::GUILD), 9).await;
    let fake = bot.fake.clone();
    let users =
        [User::new(8301, "Ann", "en-US"), User::new(8302, "Ben", "de"), User::new(8303, "Cleo", "fr")];
    let board = full_table_lobby_with(&fake, &users, 4, &[("galaxy_shape", "waffle")]).await;
    let add = find(&board, ":addai").expect("the host adds a computer player");
    fake.response(&fake.select(&users[0], &board, &add, &["random"]).await).await;
    start(&fake, &users[0]).await;
    let board_texts = play_by_panels(&bot, &users, 9, |now| {
        assert_eq!(now.options.galaxy_shape, GalaxyShape::Waffle);
        assert!(now.options.clan_powers);
    })
    .await;
    let all = board_texts.join("\n");
    assert!(all.contains("✨"), "the board told of clan powers used");
    bot.stop().await;
    let warnings = support::library_warnings();
    assert!(warnings.is_empty(), "{warnings:#?}");
}

/// Plays the table's game to its end, each person only through the panel only they see: a
/// random waiting person (by `seed`) picks a random control of a fresh or kept panel; the
/// computer players move by themselves. `check` sees the game before every move. A panel drawn
/// while the game stood still offers only what is legal (no click on it is refused). Returns the
/// texts the shared board showed.
async fn play_by_panels(bot: &TestBot, users: &[User], seed: u64, check: impl Fn(&Game)) -> Vec<String> {
    let fake = &bot.fake;
    let mut rng = Seeded::new(seed);
    let mut panels: Vec<Option<Value>> = vec![None; users.len()];
    let mut clicks = 0;
    let mut board_texts = Vec::new();
    loop {
        let (now, seats, over) = game(bot).expect("a Space-Schweine game");
        check(&now);
        if over {
            return board_texts;
        }
        let board = shared_board(fake, &mut board_texts).await;
        let people: Vec<usize> =
            now.waiting_for().into_iter().filter(|&seat| users.iter().any(|u| u.id == seats[seat])).collect();
        if people.is_empty() {
            // Only a computer player is asked: it moves by itself.
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            clicks += 1;
            assert!(clicks < 20_000, "the computer player does not move: {:?}", now.phase);
            continue;
        }
        let seat = people[rng.below(people.len())];
        let who = users.iter().position(|u| u.id == seats[seat]).expect("seated");
        let user = &users[who];
        let (panel, fresh) = panel_for(fake, user, &board, panels[who].take()).await;
        let Some(control) = choose(&panel, &mut rng) else {
            // A panel drawn before the game came to this player: open a fresh one.
            continue;
        };
        // Whether the game stayed as the panel saw it (the computer player moves on its own).
        let unchanged = game(bot).is_some_and(|(later, _, _)| later == now);
        let response = press(fake, user, &panel, &control).await;
        assert_eq!(response["type"], 7, "a panel click updates the panel: {response:#}");
        // A panel drawn now offers only what is legal now (an older one may be outdated by the
        // others' moves: the election moves on without its player).
        let refusal = response["data"]["content"].as_str().unwrap_or_default();
        assert!(
            !(fresh && unchanged) || refusal.is_empty(),
            "an offered choice was refused ({control:?}): {refusal}"
        );
        let id = panel["id"].as_str().expect("an id");
        panels[who] = fake.message(id).await;
        clicks += 1;
        assert!(clicks < 20_000, "the game does not end");
    }
}

/// What the test makes a King Pig (or round one's first player) choose on the AI panel, so
/// that the AI pigs really fight and eat: they land on a clan when one sits on a free
/// asteroid; in 3C the worm is named first, else any stack, never "no move"; a worm goes to an
/// empty planet when it can (it eats it), other stacks onto a clan. `None`: not an AI panel.
fn steer_ai(panel: &Value, game: &Game, rng: &mut Seeded) -> Option<(String, Option<Vec<String>>)> {
    let menus: Vec<(String, Vec<String>)> = components(panel)
        .into_iter()
        .filter_map(|c| {
            let id = c["custom_id"].as_str()?.to_owned();
            let values =
                c["options"].as_array()?.iter().filter_map(|o| o["value"].as_str().map(str::to_owned));
            Some((id, values.collect()))
        })
        .collect();
    let cell = |value: &str| {
        let (q, r) = value.split_once(',')?;
        game.cell(Hex::new(q.parse().ok()?, r.parse().ok()?))
    };
    let clans_on = |value: &str| cell(value).is_some_and(|i| !game.groups[i].is_empty());
    let worm_on =
        |value: &str| cell(value).and_then(|i| game.ai_at(i)).is_some_and(|s| s.kind == AiKind::Worm);
    let announced_worm = matches!(game.phase, Phase::AiMoves { announced: Some(at), .. }
        if game.cell(at).and_then(|i| game.ai_at(i)).is_some_and(|s| s.kind == AiKind::Worm));
    let is = |id: &str, word: &str| id.rsplit(':').next().is_some_and(|t| t.starts_with(word));
    let pick = |menus: Vec<&(String, Vec<String>)>, best: &dyn Fn(&str) -> bool, rng: &mut Seeded| {
        let all: Vec<(&String, &String)> =
            menus.iter().flat_map(|(id, vs)| vs.iter().map(move |v| (id, v))).collect();
        let good: Vec<&(&String, &String)> = all.iter().filter(|(_, v)| best(v)).collect();
        let pool: Vec<&(&String, &String)> = if good.is_empty() { all.iter().collect() } else { good };
        let (id, value) = pool.get(rng.below(pool.len().max(1)))?;
        Some(((*id).clone(), Some(vec![(*value).clone()])))
    };
    let of = |word: &str| menus.iter().filter(|(id, _)| is(id, word)).collect::<Vec<_>>();
    if !of("land").is_empty() {
        return pick(of("land"), &clans_on, rng);
    }
    if !of("stack").is_empty() {
        return pick(of("stack"), &worm_on, rng);
    }
    if !of("move").is_empty() {
        return if announced_worm {
            pick(of("move"), &|v: &str| !clans_on(v), rng)
        } else {
            pick(of("move"), &clans_on, rng)
        };
    }
    None
}

/// Four people play a whole full game with the AI pigs through the fake Discord, each only
/// through their own panel; the King Pig's panel (in round one the first player's) places the
/// AI pigs and moves them. The seed is one where a worm arrives: the pigs land, fight clans and
/// the worm eats a planet, and the board tells it all.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_people_play_a_full_game_where_ai_pigs_land_fight_and_eat_a_planet_in_discord() {
    let bot = TestBot::start_seeded(Some(crate::support::fake_discord::GUILD), AI_SEED).await;
    let fake = bot.fake.clone();
    let users = [
        User::new(8301, "Ann", "en-US"),
        User::new(8302, "Ben", "de"),
        User::new(8303, "Cleo", "fr"),
        User::new(8304, "Dan", "en-US"),
    ];
    full_table_lobby(&fake, &users, 3).await;
    start(&fake, &users[0]).await;

    let mut rng = Seeded::new(AI_SEED);
    let mut panels: Vec<Option<Value>> = vec![None; users.len()];
    let (mut clicks, mut board_texts, mut ai_panels) = (0, Vec::new(), 0);
    loop {
        let (now, seats, over) = game(&bot).expect("a Space-Schweine game");
        if over {
            break;
        }
        let board = shared_board(&fake, &mut board_texts).await;
        let waiting = now.waiting_for();
        let seat = waiting[rng.below(waiting.len())];
        let who = users.iter().position(|u| u.id == seats[seat]).expect("seated");
        let user = &users[who];
        let (panel, fresh) = panel_for(&fake, user, &board, panels[who].take()).await;
        let steered = steer_ai(&panel, &now, &mut rng);
        ai_panels += usize::from(steered.is_some());
        let Some(control) = steered.or_else(|| choose(&panel, &mut rng)) else {
            continue;
        };
        let response = press(&fake, user, &panel, &control).await;
        assert_eq!(response["type"], 7, "a panel click updates the panel: {response:#}");
        // A panel drawn now offers only what is legal now (one drawn earlier may be outdated by
        // another's move in a phase where several choose, a swap offered to its player).
        let refusal = response["data"]["content"].as_str().unwrap_or_default();
        assert!(!fresh || refusal.is_empty(), "an offered choice was refused ({control:?}): {refusal}");
        let id = panel["id"].as_str().expect("an id");
        panels[who] = fake.message(id).await;
        clicks += 1;
        assert!(clicks < 20_000, "the game does not end");
    }
    let (end, _, _) = game(&bot).expect("the finished game");
    // The last board too (the worm may eat in the last round's 3C): its edit follows the answer
    // to the last click.
    let deadline = tokio::time::Instant::now() + crate::support::fake_discord::PATIENCE;
    while !board_texts.last().is_some_and(|t| t.contains("🏆")) {
        assert!(tokio::time::Instant::now() < deadline, "the final board");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        shared_board(&fake, &mut board_texts).await;
    }
    assert!(ai_panels >= 2, "the AI panel was used: {ai_panels}");
    assert!(!end.eaten.is_empty(), "the worm ate a planet");
    let all = board_texts.join("\n");
    // The planet eaten stays on the board's head line (the narration may give way to it).
    for told in ["🛸", "🎲", "🐛 Planets eaten: 1/3", "⚔️ Battle at"] {
        assert!(all.contains(told), "the board told {told}");
    }
    assert!(
        [
            "the pirates attack",
            "the pig-eaters attack",
            "the acorn worm attacks",
            "attacks the pirates",
            "attacks the pig-eaters",
            "attacks the acorn worm"
        ]
        .iter()
        .any(|line| all.contains(line)),
        "a battle against AI pigs was narrated"
    );
    bot.stop().await;
    let warnings = support::library_warnings();
    assert!(warnings.is_empty(), "{warnings:#?}");
}

/// The bot's seed for the game above: a worm arrives early enough to be moved onto a planet
/// (of seeds 2 to 40, 20 play out so; in the others no worm comes in time, or no AI battle).
const AI_SEED: u64 = 2;

/// A full-rules table of `rounds` rounds in the lobby: the first user opens it, the others
/// join. Returns the lobby board.
async fn full_table_lobby(fake: &FakeDiscord, users: &[User], rounds: u32) -> Value {
    full_table_lobby_with(fake, users, rounds, &[]).await
}

/// As [`full_table_lobby`], with more `/space new` options (`name`, string value).
async fn full_table_lobby_with(
    fake: &FakeDiscord,
    users: &[User],
    rounds: u32,
    more: &[(&str, &str)],
) -> Value {
    let mut given = vec![
        json!({"name": "rules", "type": 3, "value": "full"}),
        json!({"name": "rounds", "type": 4, "value": rounds}),
    ];
    given.extend(more.iter().map(|(name, value)| json!({"name": name, "type": 3, "value": value})));
    let options = json!([{"name": "new", "type": 1, "options": given}]);
    let sent = fake.slash(&users[0], "space", options).await;
    assert_eq!(fake.response(&sent).await["type"], 4);
    for user in &users[1..] {
        let board = fake.latest_board(CHANNEL).await;
        fake.response(&fake.click(user, &board, &find(&board, ":join").expect("join")).await).await;
    }
    fake.latest_board(CHANNEL).await
}

/// The board now; its text, which never shows a hand, is kept in `texts`.
async fn shared_board(fake: &FakeDiscord, texts: &mut Vec<String>) -> Value {
    let board = fake.latest_board(CHANNEL).await;
    let text = board_text(&board);
    assert!(!text.contains("🃏 **"), "no hand on the shared board: {text}");
    texts.push(text);
    board
}

/// The host starts the game.
async fn start(fake: &FakeDiscord, host: &User) {
    let board = fake.latest_board(CHANNEL).await;
    fake.response(&fake.click(host, &board, &find(&board, ":start").expect("start")).await).await;
}

/// The panel a person acts on: the one their last click left (`kept`) while it has controls,
/// else a fresh one from the board's button (then `true`).
async fn panel_for(fake: &FakeDiscord, user: &User, board: &Value, kept: Option<Value>) -> (Value, bool) {
    match kept.filter(|p| !components(p).is_empty()) {
        Some(panel) => (panel, false),
        None => {
            let sent = fake.click(user, board, &find(board, ":mine").expect("My cards")).await;
            fake.response(&sent).await;
            (fake.response_message(&sent).await, true)
        }
    }
}

fn find(message: &Value, token: &str) -> Option<String> {
    crate::space_pigs_discord::find(message, token)
}

fn game(bot: &TestBot) -> Option<(Game, Vec<u64>, bool)> {
    crate::space_pigs_discord::game(bot)
}

async fn press(
    fake: &FakeDiscord,
    user: &User,
    message: &Value,
    control: &(String, Option<Vec<String>>),
) -> Value {
    crate::space_pigs_discord::press(fake, user, message, control).await
}

/// An absent player's turn passes as the brief says, never by chance and never stuck: the
/// fallbacks of every decision the full rules add, played until the game ends. The table's
/// clock passes an absent seat's turn with the same [`TableGame::pass`]; the absent King Pig
/// lands the AI pigs on the first hex that takes them and moves none (issue 31).
#[test]
fn an_absent_table_plays_to_the_end_on_fallbacks_alone() {
    let (mut placed, mut unmoved) = (0, 0);
    for seed in 0..6_u64 {
        let players = 3 + (seed % 4) as usize;
        let seats = (0..players).map(|i| Seat::person(10 + i as u64, format!("P{i}"))).collect();
        let mut session = SpaceSession::start(seats, &full(3), seed).expect("start");
        let (mut steps, mut kings, mut asked) = (0, 0, Vec::new());
        while !session.game.is_over() {
            let seat = session.game.waiting_for()[0];
            let action = session.game.pass(seat).expect("a fallback for every decision");
            match (&session.game.phase, &action) {
                (Phase::Election, Action::Candidacy { stand }) => assert!(!stand, "nobody stands"),
                (Phase::Election, Action::Vote { candidate }) => {
                    assert_eq!(*candidate, seat, "a vote for oneself")
                }
                (Phase::Election, Action::AskVoter { voter }) => asked.push(*voter),
                (Phase::Markers { .. }, Action::Marker { trips }) => {
                    let most = session.game.players[seat].markers.iter().max().copied();
                    assert_eq!(Some(*trips), most, "the largest marker left");
                }
                (Phase::AiArrival { arrival: Some(arrival), .. }, Action::PlaceAi { at }) => {
                    let first = session.game.ai_placements(*arrival).first().copied();
                    assert_eq!(Some(*at), first, "the first hex that takes them");
                    placed += 1;
                }
                (Phase::AiMoves { .. }, action) => {
                    assert_eq!(action, &Action::Done, "no AI move");
                    unmoved += 1;
                }
                _ => {}
            }
            for event in session.play(seat, action).expect("the fallback is legal") {
                if let Event::KingElected { .. } = event {
                    // The chair asked the others in turn order before voting himself.
                    let order = session.game.turn_order();
                    let mut sorted = asked.clone();
                    sorted.sort_by_key(|&s| order.iter().position(|&o| o == s));
                    assert_eq!(asked, sorted, "seed {seed}: asked in turn order");
                    asked.clear();
                    kings += 1;
                }
            }
            steps += 1;
            assert!(steps < 5000, "seed {seed}: stuck in {:?}", session.game.phase);
        }
        assert!(kings >= 1, "seed {seed}: an election was held");
    }
    assert!(placed >= 1 && unmoved >= 1, "the AI fallbacks were used: {placed} placed, {unmoved} unmoved");
}

/// The lobby line and `/space rules` name both rule sets in every language, and explain the AI
/// pigs and the two event cards, within Discord's limits.
#[test]
fn the_rules_option_and_the_rules_explain_the_full_game_in_every_language() {
    let catalog = Catalog::embedded().expect("catalog");
    assert!(Game::OPTIONS.iter().any(|o| o.name == "rules"));
    for locale in Locale::ALL {
        let rules = render::space_pigs::rules(&catalog, locale);
        let embed = rules.embed.expect("an embed");
        let fields: Vec<&str> = embed.fields.iter().map(|f| f.value.as_str()).collect();
        assert!(fields.len() >= 11, "{locale:?}: the full game's sections and the AI pigs' too");
        assert!(
            fields.iter().all(|f| f.chars().count() <= 1024),
            "{locale:?}: a field within Discord's limit"
        );
        let chars = embed.title.chars().count()
            + embed.description.chars().count()
            + embed.footer.as_deref().map_or(0, |f| f.chars().count())
            + embed.fields.iter().map(|f| f.name.chars().count() + f.value.chars().count()).sum::<usize>();
        assert!(chars <= 6000, "{locale:?}: {chars} characters");
        for id in [
            "space-pigs-rules-quick_start",
            "space-pigs-rules-full",
            "choice-quick_start",
            "choice-full",
            "rules-space-ai",
            "rules-space-kinds",
            "rules-space-events",
        ] {
            assert!(catalog.exact(locale, id).is_some(), "{locale:?} {id}");
        }
    }
}

/// Discord's limits, in every phase of random full games with long names: a panel has at most
/// five rows, four of them menus, each menu at most 25 options of at most 100 characters; the
/// board's embed at most 6,000 characters, a field 1,024, the description 4,096.
#[test]
fn every_full_rules_board_and_panel_fits_discords_limits() {
    let catalog = Catalog::embedded().expect("catalog");
    for seed in 10..14_u64 {
        let players = 3 + (seed % 4) as usize;
        let seats = (0..players)
            .map(|i| Seat::person(10 + i as u64, format!("{i} Wonderfully Long Piggy Name ęœ")))
            .collect();
        let mut session = SpaceSession::start(seats, &full(2), seed).expect("start");
        let mut rng = Seeded::new(AI_SEED);
        let mut steps = 0_usize;
        while !session.game.is_over() {
            steps += 1;
            // The board (with its picture) now and then, in each language in turn.
            if steps % 4 == 0 {
                let locale = Locale::ALL[steps / 4 % Locale::ALL.len()];
                let board = seen(&catalog, &session, None, locale).expect("a board");
                let embed = board.embed.expect("an embed");
                let chars = |t: &str| t.chars().count();
                let total = chars(&embed.title)
                    + chars(&embed.description)
                    + embed.footer.as_deref().map_or(0, chars)
                    + embed.fields.iter().map(|f| chars(&f.name) + chars(&f.value)).sum::<usize>();
                assert!(total <= 6000, "{locale:?} {total} characters in {:?}", session.game.phase);
                assert!(chars(&embed.description) <= 4096);
                assert!(embed.fields.iter().all(|f| chars(&f.value) <= 1024 && chars(&f.name) <= 256));
            }
            let waiting = session.game.waiting_for();
            for &seat in &waiting {
                let panel = seen(&catalog, &session, Some(seat), Locale::De).expect("a panel");
                assert!(panel.rows.len() <= 5, "{:?}", session.game.phase);
                let menus = panel.rows.iter().filter(|r| matches!(r, Row::Select(_))).count();
                assert!(menus <= 4, "{:?}", session.game.phase);
                for row in &panel.rows {
                    if let Row::Select(select) = row {
                        assert!(!select.options.is_empty() && select.options.len() <= 25);
                        // A label or description over 100 characters makes Discord refuse the
                        // whole message (the Yodo Lardo card's German description once did).
                        for option in &select.options {
                            let long = |t: &str| t.chars().count() > 100;
                            assert!(!long(&option.label), "{}", option.label);
                            assert!(
                                !option.description.as_deref().is_some_and(long),
                                "{:?}",
                                option.description
                            );
                        }
                        assert!(select.placeholder.chars().count() <= 150, "{}", select.placeholder);
                        assert!(select.min_values <= select.max_values);
                        assert!(usize::from(select.max_values) <= select.options.len());
                    }
                }
                assert!(!panel.rows.is_empty(), "a seat asked gets controls in {:?}", session.game.phase);
            }
            let seat = waiting[rng.below(waiting.len())];
            let legal = session.game.legal_actions(seat);
            let action = legal[rng.below(legal.len())].sample(&mut rng);
            session.play(seat, action).expect("legal");
        }
    }
}

/// The King Pig's AI panel and the Eichelfest offer exactly what the engine allows, one step at
/// a time, and a value they did not offer is refused: random full games are played until each
/// prompt comes, then answered through `step` as a panel would.
#[test]
fn the_ai_panel_and_the_eichelfest_offer_only_legal_choices_step_by_step() {
    use oink::games::space_pigs::{Ask, Input, MenuValue, Ui, card_value};
    let refused = |game: &Game, seat: usize, input: Input| {
        TableGame::step(game, &mut Ui::default(), seat, input, &["99,99".to_owned()]).is_err()
    };
    let hexes =
        |list: Vec<oink::games::space_pigs::Hex>| list.into_iter().map(|h| h.value()).collect::<Vec<_>>();
    let (mut placed, mut moved, mut feasts) = (0, 0, 0);
    for seed in 0..12_u64 {
        let seats = (0..4).map(|i| Seat::person(10 + i as u64, format!("P{i}"))).collect();
        let mut session = SpaceSession::start(seats, &full(3), seed).expect("start");
        let mut rng = Seeded::new(AI_SEED);
        while !session.game.is_over() {
            let waiting = session.game.waiting_for();
            let seat = waiting[rng.below(waiting.len())];
            let game = session.game.clone();
            let legal = game.legal_actions(seat);
            let mut ui = Ui::default();
            let decision = game.decision(seat, &ui);
            let action = match decision.ask {
                Ask::PlaceAi { arrival } => {
                    let offered = values(&game, seat, &ui, Input::Land(0));
                    assert_eq!(offered, hexes(game.ai_placements(arrival)));
                    assert!(refused(&game, seat, Input::Land(0)));
                    placed += 1;
                    let at = offered[rng.below(offered.len())].clone();
                    TableGame::step(&game, &mut ui, seat, Input::Land(0), &[at]).expect("offered")
                }
                Ask::AnnounceAi => {
                    let offered = values(&game, seat, &ui, Input::Stack(0));
                    assert_eq!(offered, hexes(game.ai_movable()));
                    assert!(refused(&game, seat, Input::Stack(0)));
                    let at = offered[rng.below(offered.len())].clone();
                    TableGame::step(&game, &mut ui, seat, Input::Stack(0), &[at]).expect("offered")
                }
                Ask::MoveAi { from, .. } => {
                    let index = game.cell(from).expect("a hex");
                    let offered = values(&game, seat, &ui, Input::Move(0));
                    assert_eq!(offered, hexes(game.ai_destinations(index)));
                    assert!(refused(&game, seat, Input::Move(0)));
                    moved += 1;
                    let to = offered[rng.below(offered.len())].clone();
                    TableGame::step(&game, &mut ui, seat, Input::Move(0), &[to]).expect("offered")
                }
                Ask::Travel { .. } if game.players[seat].hand.contains(&Card::Eichelfest) => {
                    let value = [card_value(Card::Eichelfest)];
                    assert_eq!(TableGame::step(&game, &mut ui, seat, Input::Card, &value), Ok(None));
                    assert_eq!(
                        game.decision(seat, &ui).ask,
                        Ask::FeastTarget,
                        "the Eichelfest asks for a clan first"
                    );
                    let targets = values(&game, seat, &ui, Input::Target);
                    let pick = [targets[rng.below(targets.len())].clone()];
                    let target: usize = pick[0].parse().expect("a seat");
                    assert_eq!(TableGame::step(&game, &mut ui, seat, Input::Target, &pick), Ok(None));
                    assert_eq!(game.decision(seat, &ui).ask, Ask::FeastHex { target }, "then for a hex");
                    let offered = values(&game, seat, &ui, Input::Feast(0));
                    assert!(!offered.is_empty());
                    let at = offered[rng.below(offered.len())].clone();
                    let action =
                        TableGame::step(&game, &mut ui, seat, Input::Feast(0), std::slice::from_ref(&at));
                    let Ok(Some(Action::Eichelfest { target: barred, at: hex })) = action.clone() else {
                        panic!("an Eichelfest: {action:?}")
                    };
                    assert_eq!((barred, hex.value()), (target, at));
                    feasts += 1;
                    action.expect("offered")
                }
                _ => Some(legal[rng.below(legal.len())].sample(&mut rng)),
            };
            // The engine takes what the panel made (`play` refuses anything illegal).
            let action = action.expect("a whole action");
            session.play(seat, action).expect("legal");
        }
    }
    assert!(placed >= 1 && moved >= 1 && feasts >= 1, "{placed} placed, {moved} moved, {feasts} feasts");
}

/// Issue 32: every clan power a seat may use is on its panel, one menu at a time, each menu
/// holding only what still leads to a legal use; the panel's last step is that use, a forged
/// value is refused, and the panel draws the power menu and every question in every language.
#[test]
fn the_clan_powers_are_chosen_on_the_panel_step_by_step_with_only_legal_options() {
    use oink::games::space_pigs::{Ask, Field, Input, MenuValue, Power, Ui};
    let catalog = Catalog::embedded().expect("catalog");
    let mut used = std::collections::BTreeSet::new();
    for seed in 0..16_u64 {
        let seats = (0..6).map(|i| Seat::person(10 + i as u64, format!("P{i}"))).collect();
        let mut session = SpaceSession::start(seats, &full(4), seed).expect("start");
        let mut rng = Seeded::new(AI_SEED ^ seed);
        while !session.game.is_over() {
            let waiting = session.game.waiting_for();
            let seat = waiting[rng.below(waiting.len())];
            let game = session.game.clone();
            let legal = game.legal_actions(seat);
            let kinds = game.power_kinds(seat);
            let action = if !kinds.is_empty() && rng.below(2) == 0 {
                let mut ui = Ui::default();
                let power = kinds[rng.below(kinds.len())];
                let forged =
                    TableGame::step(&game, &mut ui.clone(), seat, Input::Power, &["wins_ties".to_owned()]);
                assert!(forged.is_err() || kinds.contains(&Power::WinsTies), "a passive power is no choice");
                let mut made =
                    TableGame::step(&game, &mut ui, seat, Input::Power, &[power.value()]).expect("offered");
                while made.is_none() {
                    let Ask::Power { power: asked, .. } = game.decision(seat, &ui).ask else {
                        panic!("a power being chosen asks for what it names")
                    };
                    assert_eq!(asked, power);
                    let options = values(&game, seat, &ui, Input::Use(0));
                    assert!(!options.is_empty());
                    let junk = [Field::Seat(99).value()];
                    assert!(TableGame::step(&game, &mut ui.clone(), seat, Input::Use(0), &junk).is_err());
                    let mut shown = session.clone();
                    shown.ui = ui.clone();
                    for locale in [Locale::EnUs, Locale::De, Locale::Fr] {
                        let panel = seen(&catalog, &shown, Some(seat), locale).expect("a panel");
                        assert!(panel.rows.len() <= 5);
                        let drawn = format!("{panel:?}");
                        assert!(!drawn.contains("space-pigs-"), "a raw catalog id: {drawn}");
                        assert!(drawn.contains("use0"), "the power's menu: {drawn}");
                    }
                    let pick = options[rng.below(options.len())].clone();
                    made = TableGame::step(&game, &mut ui, seat, Input::Use(0), &[pick]).expect("offered");
                }
                let action = made.expect("a whole use");
                assert!(
                    legal.contains(&oink::games::space_pigs::Legal::Exactly(action.clone())),
                    "{action:?}"
                );
                used.insert(power);
                action
            } else {
                legal[rng.below(legal.len())].sample(&mut rng)
            };
            session.play(seat, action).expect("legal");
        }
    }
    assert!(used.len() >= 10, "powers chosen on the panel: {used:?}");
}

/// The menu values the panel offers `seat` for `input` now.
fn values(
    game: &Game,
    seat: usize,
    ui: &oink::games::space_pigs::Ui,
    input: oink::games::space_pigs::Input,
) -> Vec<String> {
    let decision = game.decision(seat, ui);
    let control = decision.controls.iter().find(|c| c.input == input).expect("the control is offered");
    control.choices.iter().map(|c| c.value.clone()).collect()
}
