//! The toy game's board (see `games/toy.rs`): a test fixture that proves a game's board plugs
//! in through [`Draw`] alone.

use super::reply::{Button, ButtonStyle, Reply, Row};
use super::{Board, Draw, common};
use crate::games::seam::{Seat, Session, TableGame};
use crate::games::toy::{Move, Nim, NimOptions, Take};
use crate::i18n::{Catalog, Locale};

impl Draw for Nim {
    fn lobby(catalog: &Catalog, board: &Board<'_>, seats: &[Seat], options: &NimOptions) -> Reply {
        let chosen =
            common::options_line(catalog, board.locale, "nim", &[("sticks", options.sticks.to_string())]);
        common::lobby(catalog, board, seats, "Nim".into(), ("lobby-intro", chosen), Nim::PLAYERS)
    }

    /// The sticks left, and a button per legal take.
    fn board(_catalog: &Catalog, board: &Board<'_>, session: &Session<Nim>) -> Reply {
        let buttons = session
            .game
            .legal(session.game.turn)
            .into_iter()
            .map(|Move { take: n }| Button {
                custom_id: common::board_id(board, crate::component::Token::from(&Take(n))),
                label: n.to_string(),
                emoji: None,
                style: ButtonStyle::Primary,
                disabled: false,
                pressed: None,
            })
            .collect();
        Reply {
            content: Some(format!("{} sticks", session.game.sticks)),
            rows: if session.game.is_over() { Vec::new() } else { vec![Row::Buttons(buttons)] },
            ..Reply::default()
        }
    }

    fn read_aloud(_catalog: &Catalog, _board: &Board<'_>, session: &Session<Nim>) -> Vec<String> {
        vec![format!("{} sticks left.", session.game.sticks)]
    }

    fn rules(_catalog: &Catalog, _locale: Locale) -> Reply {
        Reply::notice("Take one to three sticks; whoever takes the last one wins.".to_owned())
    }
}
