//! 📖 "What now?" on the Space-Schweine board (issue 52): the current phase explained to
//! whoever asks, in their language, under the table's rules; it changes nothing.

use oink::games::space_pigs::{Options, RuleSet};
use oink::i18n::Locale;
use oink::render::reply::Row;

use crate::space_pigs_tables::started_with;
use crate::table_service::{actor, click, setup, table};

#[tokio::test]
async fn the_board_explains_the_current_phase_to_whoever_asks_in_their_language() {
    for (rules, goal) in [(RuleSet::QuickStart, "recipe"), (RuleSet::Full, "secret recipe")] {
        let (_dir, store, service) = setup(true);
        let service = service.with_fixed_seed(Some(5));
        let options = Options { rules, max_rounds: Some(2), ..Options::default() };
        let players = started_with(&service, &store, options).await;
        let board = oink::render::board(
            service.catalog(),
            &oink::render::Board { locale: Locale::EnUs, ..table(&store).view() },
        );
        let buttons: Vec<String> = board
            .rows
            .iter()
            .flat_map(|row| match row {
                Row::Buttons(buttons) => buttons.iter().map(|b| b.custom_id.clone()).collect(),
                Row::Select(_) => Vec::new(),
            })
            .collect();
        assert!(buttons.iter().any(|id| id.ends_with(":explain")), "a 📖 button: {buttons:?}");
        let rev = table(&store).rev;
        // The game starts by placing the start piglets; a spectator may ask too.
        let asking =
            [players[0].clone(), players[1].clone(), players[2].clone(), actor(9, "Eve", Locale::EnUs)];
        for who in &asking {
            let answer = click(&service, &store, who, "explain", &[], 0).await;
            assert!(answer.reply.ephemeral && !answer.update, "for the clicker alone: {answer:?}");
            let embed = answer.reply.embed.expect("an explanation");
            let (phase, about) = match who.locale {
                Locale::De => ("Aufstellung", "Start-Ferkel"),
                Locale::Fr => ("déploiement", "porcelets de départ"),
                _ => ("deploy", "start piglets"),
            };
            assert!(embed.title.contains("📖"), "{}", embed.title);
            assert!(embed.description.contains(about), "{:?}: {}", who.locale, embed.description);
            if who.locale == Locale::EnUs {
                assert!(embed.title.contains(phase), "{}", embed.title);
                assert!(embed.description.contains(goal), "how a clan wins: {}", embed.description);
            }
        }
        assert_eq!(table(&store).rev, rev, "asking changes nothing");
    }
}
