//! Live private panels (issue 52): every player plays from the newest private message they
//! were shown, which the bot keeps up to date, so nobody ever presses Refresh; old panels of an
//! ended game never loop and never name another game's command.

use std::collections::HashMap;

use oink::games::registry::{AnyGame, Stage};
use oink::games::rng::Seeded;
use oink::games::space_pigs::{Clan, Game, Options, Phase, RuleSet};
use oink::i18n::Locale;
use oink::render::reply::{Reply, Row};
use oink::store::Store;
use oink::table::{Actor, Answer, PanelHandle, Service, Table};

use crate::space_pigs_tables::{controls, new_space_with, open_panel, session, started_with};
use crate::table_service::{AT, actor, click, setup, table};

/// What each player's client shows privately: the newest panel they were shown, under the
/// handle the bot edits it through (a new one for every answer, as Discord's tokens are).
#[derive(Default)]
struct Clients {
    newest: HashMap<u64, (String, Reply)>,
    handles: u64,
    /// "My cards" presses, by player.
    opened: HashMap<u64, u32>,
    /// How many other players' panels each move redrew.
    edits_per_move: Vec<usize>,
}

impl Clients {
    /// Takes in an answer to `who`: their panel if it is one, and the others' panels it redrew.
    fn answered(&mut self, service: &Service, who: &Actor, answer: &Answer) {
        if answer.is_panel {
            self.handles += 1;
            let handle = format!("{}-{}", who.user, self.handles);
            service.panel_shown(
                (AT.channel, who.user, who.locale),
                PanelHandle::new(&handle),
                &answer.reply,
                u64::MAX,
            );
            self.newest.insert(who.user, (handle, answer.reply.clone()));
        }
        self.edited(answer);
    }

    /// The others' panels an answer redrew: each through the handle of its player's newest.
    fn edited(&mut self, answer: &Answer) {
        for edit in &answer.panel_edits {
            let (handle, shown) =
                self.newest.get_mut(&edit.user).expect("an edit of a panel someone was shown");
            assert_eq!(edit.handle.secret(), handle, "only a player's newest panel is edited");
            *shown = edit.reply.clone();
        }
    }

    /// `who`'s newest panel, opened with "My cards" if they have none yet.
    async fn panel(&mut self, service: &Service, store: &Store, who: &Actor) -> Reply {
        if !self.newest.contains_key(&who.user) {
            *self.opened.entry(who.user).or_default() += 1;
            let reply = open_panel(service, store, who).await;
            let answer = Answer { reply, is_panel: true, ..Answer::default() };
            self.answered(service, who, &answer);
        }
        self.newest[&who.user].1.clone()
    }
}

/// Whether a control is the panel's Refresh.
fn is_refresh(custom_id: &str) -> bool {
    custom_id.ends_with(":mine")
}

/// Plays the table to its end, every player only from the newest panel they were shown.
/// Fails on any panel that does not offer its player's move when the game waits for them
/// (which would need a Refresh) and on any refusal of an offered control.
async fn play_from_newest_panels(service: &Service, store: &Store, players: &[Actor], seed: u64) -> Clients {
    let mut rng = Seeded::new(seed);
    let mut clients = Clients::default();
    let mut clicks = 0;
    loop {
        let current = table(store);
        let Stage::Playing(AnyGame::SpacePigs(playing)) = &current.stage else { break };
        let waiting = playing.game.waiting_for();
        let seat = waiting[rng.below(waiting.len())];
        let who = players.iter().find(|p| p.user == playing.seats[seat].user).expect("seated");
        let panel = clients.panel(service, store, who).await;
        let all: Vec<_> = controls(&panel, &mut rng).into_iter().filter(|c| !is_refresh(&c.0)).collect();
        assert!(
            !all.is_empty(),
            "{}'s newest panel is stale: it offers nothing while the game waits for them: {panel:?}",
            who.name
        );
        let forward: Vec<_> = all.iter().filter(|c| !c.2).cloned().collect();
        let pick = if forward.is_empty() || rng.below(20) == 0 { &all } else { &forward };
        let (custom_id, values, _) = &pick[rng.below(pick.len())];
        let rev = table(store).rev;
        let answer = service.component(AT, who, custom_id, values, 0).await.expect("store");
        if table(store).rev != rev {
            clients.edits_per_move.push(answer.panel_edits.len());
        }
        assert!(answer.update && answer.is_panel, "a panel click redraws the panel: {answer:?}");
        assert!(
            answer.reply.content.is_none(),
            "{} was refused ({custom_id} {values:?}): {:?}",
            who.name,
            answer.reply.content
        );
        assert!(
            answer.panel_edits.iter().all(|e| e.user != who.user),
            "the clicker's panel is the reply, not an edit"
        );
        clients.answered(service, who, &answer);
        clicks += 1;
        assert!(clicks < 20_000, "the game does not end");
    }
    clients
}

#[tokio::test]
async fn a_whole_game_needs_no_refresh_each_player_plays_from_the_newest_panel_they_were_shown() {
    for (seed, rules) in [(1_u64, RuleSet::QuickStart), (2, RuleSet::Full), (3, RuleSet::Full)] {
        let (_dir, store, service) = setup(true);
        let service = service.with_fixed_seed(Some(seed));
        let options = Options { rules, max_rounds: Some(3), ..Options::default() };
        let players = started_with(&service, &store, options).await;
        let clients = play_from_newest_panels(&service, &store, &players, seed).await;
        let done = table(&store);
        assert!(session(&done).expect("game").game.is_over());
        // Each player pressed "My cards" once, at the start: never again, never Refresh.
        assert!(clients.opened.values().all(|&n| n == 1), "{:?}", clients.opened);
        // The finished game's panels say so and offer nothing more.
        for (user, (_, panel)) in &clients.newest {
            let offered = panel.rows.iter().any(|row| match row {
                Row::Buttons(buttons) => buttons.iter().any(|b| !b.disabled),
                Row::Select(_) => true,
            });
            assert!(!offered, "{user}'s last panel still offers a control: {panel:?}");
        }
    }
}

/// Six people at a full-rules table: how many of the others' panels one move redraws.
#[tokio::test]
async fn a_move_at_a_six_clan_table_redraws_at_most_the_five_other_panels() {
    let (_dir, store, service) = setup(true);
    let service = service.with_fixed_seed(Some(6));
    let locales = [Locale::EnUs, Locale::De, Locale::Fr];
    let players: Vec<Actor> = (1..=6)
        .map(|n| actor(n, &format!("P{n}"), locales[usize::try_from(n).expect("small") % 3]))
        .collect();
    let options = Options { rules: RuleSet::Full, max_rounds: Some(2), ..Options::default() };
    service.command(AT, &players[0], new_space_with(options), 0).await.expect("store");
    for who in &players[1..] {
        click(&service, &store, who, "join", &[], 0).await;
    }
    click(&service, &store, &players[0], "start", &[], 0).await;
    let clients = play_from_newest_panels(&service, &store, &players, 6).await;
    let mut edits = clients.edits_per_move.clone();
    edits.sort_unstable();
    let (median, max) = (edits[edits.len() / 2], edits[edits.len() - 1]);
    eprintln!("six clans: {} moves, panel edits per move: median {median}, max {max}", edits.len());
    assert!(max <= 5, "a move redraws only the other five panels: {max}");
    assert!(edits.iter().any(|&n| n > 0), "the others' panels follow the game");
}

#[tokio::test]
async fn an_old_games_panel_says_the_game_ended_in_place_and_names_no_other_game() {
    let (_dir, store, service) = setup(true);
    let service = service.with_fixed_seed(Some(4));
    let options = Options { max_rounds: Some(2), ..Options::default() };
    let players = started_with(&service, &store, options).await;
    let old = open_panel(&service, &store, &players[1]).await;
    let old_controls = controls(&old, &mut Seeded::new(1));
    play_from_newest_panels(&service, &store, &players, 4).await;
    // A new game in the same channel, which the old panel's player is not at.
    service.command(AT, &players[0], new_space_with(options), 0).await.expect("store");
    click(&service, &store, &players[2], "join", &[], 0).await;
    let rev = table(&store).rev;
    for (custom_id, values, _) in old_controls.iter().take(3) {
        for locale in [Locale::EnUs, Locale::De] {
            let who = Actor { locale, ..players[1].clone() };
            let answer = service.component(AT, &who, custom_id, values, 0).await.expect("store");
            assert!(answer.update, "answered in place, not with a new message: {answer:?}");
            assert!(answer.reply.rows.is_empty(), "nothing left to press on it: {answer:?}");
            let text = answer.reply.content.clone().unwrap_or_default();
            assert!(text.contains("discord.com/channels/5/77"), "the way to the new board: {text}");
            for other in ["/pigs", "/schweine", "/haus"] {
                assert!(!text.contains(other), "no other game's command: {text}");
            }
        }
    }
    assert_eq!(table(&store).rev, rev, "nothing changed");
}

/// Plays random legal moves on the stored table, as if the others moved, until `stop` holds.
async fn play_until(store: &Store, seed: u64, stop: impl Fn(&Game) -> bool) {
    let stored = store
        .update::<Table, (), _>(AT.channel, |old| {
            let mut table = old.expect("a table").data;
            let Stage::Playing(AnyGame::SpacePigs(session)) = &mut table.stage else { panic!("a game") };
            let mut rng = Seeded::new(seed);
            while !stop(&session.game) {
                assert!(!session.game.is_over(), "the game ended first");
                let waiting = session.game.waiting_for();
                let seat = waiting[rng.below(waiting.len())];
                let legal = session.game.legal_actions(seat);
                let action = legal[rng.below(legal.len())].sample(&mut rng);
                session.play(seat, action).expect("legal");
            }
            table.rev += 1;
            Ok(table)
        })
        .await
        .expect("store");
    stored.expect("updated");
}

/// Issue 52: Ben picked "block a candidacy" against a clan that had just declined, and heard
/// only that "the board" was out of date. A refused panel control now says first what changed.
#[tokio::test]
async fn a_refused_panel_control_says_what_changed_the_candidate_no_longer_stands() {
    let (_dir, store, service) = setup(true);
    let service = service.with_fixed_seed(Some(21));
    let options = Options { rules: RuleSet::Full, max_rounds: Some(3), ..Options::default() };
    let players = started_with(&service, &store, options).await;
    let (ann, ben) = (&players[0], &players[1]);
    // Clan powers work from round 2.
    play_until(&store, 21, |game| {
        game.round >= 2
            && matches!(game.phase, Phase::Election)
            && game.election.as_ref().is_some_and(|e| e.standing.iter().all(Option::is_none))
    })
    .await;
    // Ann plays Porcus, whose power blocks a candidacy (L795).
    store
        .update::<Table, (), _>(AT.channel, |old| {
            let mut table = old.expect("a table").data;
            let Stage::Playing(AnyGame::SpacePigs(session)) = &mut table.stage else { panic!("a game") };
            let seat = session.seats.iter().position(|s| s.user == ann.user).expect("seated");
            let porcus = session.game.players.iter().position(|p| p.clan == Clan::Porcus);
            let hers = session.game.players[seat].clan;
            if let Some(other) = porcus {
                session.game.players[other].clan = hers;
            }
            session.game.players[seat].clan = Clan::Porcus;
            table.rev += 1;
            Ok(table)
        })
        .await
        .expect("store")
        .expect("updated");
    let panel = open_panel(&service, &store, ann).await;
    let power = select(&panel, ":power");
    let block = power.options.iter().find(|o| o.value == "block_candidate").expect("block offered");
    let answer = service
        .component(AT, ann, &power.custom_id, std::slice::from_ref(&block.value), 0)
        .await
        .expect("store");
    assert!(answer.reply.content.is_none(), "{answer:?}");
    let targets = select(&answer.reply, ":use0");
    let current = table(&store);
    let seats = &session(&current).expect("game").seats;
    let ben_seat = seats.iter().position(|s| s.user == ben.user).expect("seated");
    let on_ben = format!("s{ben_seat}");
    assert!(targets.options.iter().any(|o| o.value == on_ben), "Ben may be blocked: {targets:?}");
    // Meanwhile Ben declines to stand.
    let bens = open_panel(&service, &store, ben).await;
    let abstain = controls(&bens, &mut Seeded::new(1))
        .into_iter()
        .find(|c| c.0.ends_with(":abstain"))
        .expect("abstain");
    let declined = service.component(AT, ben, &abstain.0, &[], 0).await.expect("store");
    assert!(declined.reply.content.is_none(), "{declined:?}");
    // Ann's block on Ben, from the panel drawn before that.
    let rev = table(&store).rev;
    for (locale, line) in [
        (Locale::EnUs, "🔵 Ben no longer stands for King Pig."),
        (Locale::De, "🔵 Ben kandidiert nicht mehr als Königsschwein."),
        (Locale::Fr, "🔵 Ben ne se présente plus comme Cochon-Roi."),
    ] {
        let who = Actor { locale, ..ann.clone() };
        let refused = service
            .component(AT, &who, &targets.custom_id, std::slice::from_ref(&on_ben), 0)
            .await
            .expect("store");
        let text = refused.reply.content.clone().unwrap_or_default();
        let first = text.lines().next().unwrap_or_default();
        let mark = first.split(' ').next().unwrap_or_default();
        assert_eq!(first.replacen(mark, "🔵", 1), line, "{locale:?}: {text}");
        assert!(text.lines().count() == 2 && refused.update && refused.is_panel, "{refused:?}");
    }
    assert_eq!(table(&store).rev, rev, "nothing changed");
}

/// A refused control the game cannot explain keeps the generic line alone; one whose player
/// already moved says it is no longer their turn.
#[tokio::test]
async fn a_refused_panel_control_says_it_is_no_longer_your_turn_else_only_that_it_was_outdated() {
    let (_dir, store, service) = setup(true);
    let service = service.with_fixed_seed(Some(7));
    let players = started_with(&service, &store, Options { max_rounds: Some(3), ..Options::default() }).await;
    play_until(&store, 7, |game| matches!(game.phase, Phase::Draw { .. })).await;
    let ann = &players[0];
    let panel = open_panel(&service, &store, ann).await;
    let keep =
        controls(&panel, &mut Seeded::new(1)).into_iter().find(|c| c.0.ends_with(":keep")).expect("keep");
    let kept = service.component(AT, ann, &keep.0, &[], 0).await.expect("store");
    assert!(kept.reply.content.is_none(), "{kept:?}");
    let again = service.component(AT, ann, &keep.0, &[], 0).await.expect("store");
    let text = again.reply.content.clone().unwrap_or_default();
    assert_eq!(text, "It is no longer your turn.\nThat panel was out of date: here is what you can do now.");
}

/// The one menu of `panel` whose id ends with `suffix`.
fn select(panel: &Reply, suffix: &str) -> oink::render::reply::Select {
    panel
        .rows
        .iter()
        .find_map(|row| match row {
            Row::Select(select) if select.custom_id.ends_with(suffix) => Some(select.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("a menu {suffix}: {panel:?}"))
}
