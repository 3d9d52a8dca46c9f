//! The components of a panel and their tokens: each word spelled once, in [`Input::parts`].

use crate::games::seam::Codec;

/// The components of a Space-Schweine panel. A menu's value carries what was chosen; the
/// number tells apart the menus of one long list (the renderer's business: the game reads
/// only the word).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    Family,
    Lay(u8),
    Deploy(u8),
    Discard,
    Keep,
    Card,
    From(u8),
    To(u8),
    Step(u8),
    Stop,
    Troops(u8),
    Drop(u8),
    Back,
    Done,
    Extra,
    Cards,
    NoCards,
    Fight,
    Retreat,
    Place(u8),
    Reinforce(u8),
    /// Full rules: a settler token to a clan (a menu of value and receiver).
    Give,
    /// Full rules: the travel marker (a menu).
    Marker,
    /// Full rules: stand for King Pig.
    Stand,
    /// Full rules: do not stand.
    Abstain,
    /// Full rules: the chair asks a voter (a menu).
    Ask,
    /// Full rules: a vote (a menu).
    Vote,
    /// Full rules: a phase-4 card on a target (a menu).
    Play,
    /// Full rules: the partner to offer a swap (a menu).
    Partner,
    /// Full rules: the cards offered (a multiple-choice menu).
    Offer,
    /// Full rules: the cards given back for an offer (a multiple-choice menu).
    Answer,
    /// Full rules: decline a swap.
    Decline,
    /// Full rules, 1E: where the arrived AI pigs land (a menu; the number tells menus apart).
    Land(u8),
    /// Full rules, 3C: the AI stack the King Pig moves (a menu).
    Stack(u8),
    /// Full rules, 3C: where the named stack goes (a menu).
    Move(u8),
    /// Full rules, 2B: the clan an Eichelfest bars (a menu).
    Target,
    /// Full rules, 2B: the hex an Eichelfest bars (a menu).
    Feast(u8),
    /// Full rules: the clan power to use (a menu).
    Power,
    /// Full rules: the next thing a clan power names (a menu; the number tells menus apart).
    Use(u8),
    /// A page of a list too long for one panel (the number is the page).
    Page(u8),
}

impl Input {
    /// The word of the token, and the menu number of a numbered one.
    fn parts(self) -> (&'static str, Option<u8>) {
        match self {
            Input::Family => ("family", None),
            Input::Lay(n) => ("lay", Some(n)),
            Input::Deploy(n) => ("deploy", Some(n)),
            Input::Discard => ("discard", None),
            Input::Keep => ("keep", None),
            Input::Card => ("card", None),
            Input::From(n) => ("from", Some(n)),
            Input::To(n) => ("to", Some(n)),
            Input::Step(n) => ("step", Some(n)),
            Input::Stop => ("stop", None),
            Input::Troops(n) => ("troops", Some(n)),
            Input::Drop(n) => ("drop", Some(n)),
            Input::Back => ("back", None),
            Input::Done => ("done", None),
            Input::Extra => ("extra", None),
            Input::Cards => ("cards", None),
            Input::NoCards => ("nocards", None),
            Input::Fight => ("fight", None),
            Input::Retreat => ("retreat", None),
            Input::Place(n) => ("place", Some(n)),
            Input::Reinforce(n) => ("reinforce", Some(n)),
            Input::Give => ("give", None),
            Input::Marker => ("marker", None),
            Input::Stand => ("stand", None),
            Input::Abstain => ("abstain", None),
            Input::Ask => ("ask", None),
            Input::Vote => ("vote", None),
            Input::Play => ("play", None),
            Input::Partner => ("partner", None),
            Input::Offer => ("offer", None),
            Input::Answer => ("answer", None),
            Input::Decline => ("decline", None),
            Input::Land(n) => ("land", Some(n)),
            Input::Stack(n) => ("stack", Some(n)),
            Input::Move(n) => ("move", Some(n)),
            Input::Target => ("target", None),
            Input::Feast(n) => ("feast", Some(n)),
            Input::Power => ("power", None),
            Input::Use(n) => ("use", Some(n)),
            Input::Page(n) => ("page", Some(n)),
        }
    }

    /// Every input, the numbered ones with number `n`: what a token is read against.
    fn every(n: u8) -> [Input; 40] {
        [
            Input::Family,
            Input::Lay(n),
            Input::Deploy(n),
            Input::Discard,
            Input::Keep,
            Input::Card,
            Input::From(n),
            Input::To(n),
            Input::Step(n),
            Input::Stop,
            Input::Troops(n),
            Input::Drop(n),
            Input::Back,
            Input::Done,
            Input::Extra,
            Input::Cards,
            Input::NoCards,
            Input::Fight,
            Input::Retreat,
            Input::Place(n),
            Input::Reinforce(n),
            Input::Give,
            Input::Marker,
            Input::Stand,
            Input::Abstain,
            Input::Ask,
            Input::Vote,
            Input::Play,
            Input::Partner,
            Input::Offer,
            Input::Answer,
            Input::Decline,
            Input::Land(n),
            Input::Stack(n),
            Input::Move(n),
            Input::Target,
            Input::Feast(n),
            Input::Power,
            Input::Use(n),
            Input::Page(n),
        ]
    }

    /// Whether two inputs are the same control, whatever their menu numbers.
    pub fn same_word(self, other: Input) -> bool {
        self.parts().0 == other.parts().0
    }

    /// This control's `n`-th menu (itself for a word without a number).
    pub fn numbered(self, n: u8) -> Input {
        Input::every(n).into_iter().find(|i| i.same_word(self)).unwrap_or(self)
    }
}

impl Codec for Input {
    fn token(&self) -> String {
        match self.parts() {
            (word, Some(n)) => format!("{word}{n}"),
            (word, None) => word.to_owned(),
        }
    }

    /// One spelling per input: `from01` is not `from1`, `fight1` and `from` are nothing.
    fn read(token: &str) -> Option<Input> {
        let digits = token.trim_start_matches(|c: char| c.is_ascii_lowercase());
        let n = if digits.is_empty() { 0 } else { digits.parse::<u8>().ok()? };
        Input::every(n).into_iter().find(|input| input.token() == token)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_input_round_trips_and_other_tokens_are_refused() {
        for n in [0, 1, 3, 17] {
            for input in Input::every(n) {
                let token = input.token();
                assert!(
                    matches!(crate::component::Token::parse(&token), Some(crate::component::Token::Game(_))),
                    "{token}"
                );
                assert_eq!(Input::read(&token), Some(input), "{token}");
                assert_eq!(input.numbered(n), input, "{token}");
            }
        }
        assert_eq!(Input::Lay(0).numbered(2), Input::Lay(2));
        assert_eq!(Input::Family.numbered(2), Input::Family);
        assert!(Input::Use(0).same_word(Input::Use(3)) && !Input::Use(0).same_word(Input::Move(0)));
        for junk in ["", "from", "from01", "roll", "fight1", "reinforce", "join", "to256", "page"] {
            assert_eq!(Input::read(junk), None, "{junk}");
        }
    }
}
