//! The turn heads-up (`/oink settings heads_up:`): a direct message to a player who asked for
//! it, when the player before them starts their turn ("you're next"), and when everyone else
//! has answered a question asked of several players at once ("we're only waiting for you").
//! Built after each stored move, with the move's other messages, in the player's language.

use fluent_bundle::FluentArgs;

use super::model::{Stage, Table};
use super::service::Service;
use crate::games::seam::Seat;
use crate::render::{Reply, digest, user_text};

impl Service {
    /// The heads-ups a move sends: `before` are the seats the game waited for before it.
    pub(super) fn heads_ups(&self, table: &Table, before: &[usize]) -> Vec<(u64, Reply)> {
        let Stage::Playing(game) = &table.stage else { return Vec::new() };
        let play = game.play();
        let seats = play.seats();
        let waiting = play.waiting_for();
        let mut sent = Vec::new();
        match waiting.as_slice() {
            // Everyone else answered (other people among them: a computer's quick answer is no
            // news): the last one hears it.
            [last]
                if before.contains(last)
                    && before.iter().any(|s| s != last && seats.get(*s).is_some_and(Seat::is_person)) =>
            {
                if let Some(seat) = seats.get(*last).filter(|s| s.is_here()) {
                    sent.extend(self.heads_up(table, seat, "dm-heads-up-last", None));
                }
            }
            // A person's turn begins: the next person in seat order hears it, unless they just
            // moved (two at a table: the next one after Ben is always the one who just ended).
            [now] if !before.contains(now) => {
                let Some(player) = seats.get(*now).filter(|s| s.is_here()) else { return sent };
                let next = play.next_up().and_then(|first| next_person(seats, first, *now));
                if let Some(next) = next
                    .filter(|next| !before.iter().any(|b| seats.get(*b).is_some_and(|s| s.user == next.user)))
                {
                    sent.extend(self.heads_up(table, next, "dm-heads-up-next", Some(player)));
                }
            }
            _ => {}
        }
        sent
    }

    /// One heads-up to `seat`'s player, if they asked for heads-ups.
    /// The heads-up carries what happened since the player's last move, in their language.
    fn heads_up(&self, table: &Table, seat: &Seat, id: &str, playing: Option<&Seat>) -> Option<(u64, Reply)> {
        let settings = self.user_settings(seat.user);
        if !settings.heads_up {
            return None;
        }
        let locale = settings.locale().unwrap_or(table.locale);
        let mut args = FluentArgs::new();
        args.set("game", self.catalog().text(locale, &format!("game-{}-turn", table.stage.slug()), None));
        args.set("link", table.jump_link());
        args.set("name", playing.map(|s| user_text::name(&s.name)).unwrap_or_default());
        let mut content = self.catalog().text(locale, id, Some(&args));
        let index = table.stage.seats().iter().position(|s| s.user == seat.user);
        if let Some(digest) =
            index.and_then(|i| digest::since_last_turn(self.catalog(), locale, &table.stage, i))
        {
            content = format!("{content}\n{digest}");
        }
        Some((seat.user, Reply { content: Some(content), ..Reply::default() }))
    }
}

/// The first person to play from seat `first` on, round the table: computer players and
/// removed players are passed over (their turns take no time); someone away, or the player
/// whose turn it is (`now`), stops the search: nobody is next soon.
fn next_person(seats: &[Seat], first: usize, now: usize) -> Option<&Seat> {
    (0..seats.len())
        .map(|step| (first + step) % seats.len())
        .take_while(|index| *index != now)
        .map(|index| &seats[index])
        .find(|seat| seat.ai.is_none() && !seat.gone)
        .filter(|seat| seat.is_here())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ai::Level;
    use crate::games::seam::Away;

    #[test]
    fn the_next_person_passes_over_computers_and_stops_at_someone_away() {
        let ann = Seat::person(1, "Ann".into());
        let bot = Seat::computer(1 << 20, "Robo".into(), Level::Greedy);
        let ben = Seat::person(2, "Ben".into());
        let seats = [ann.clone(), bot.clone(), ben.clone()];
        assert_eq!(next_person(&seats, 1, 0).map(|s| s.user), Some(2));
        assert_eq!(next_person(&seats, 2, 1).map(|s| s.user), Some(2));
        // Round the table back to the player whose turn it is: nobody else.
        assert_eq!(next_person(&[ann.clone(), bot.clone()], 1, 0), None);
        let mut away = ben.clone();
        away.go_away(Away { until: 10, reason: None, computer: false }, Level::Greedy);
        assert_eq!(next_person(&[ann.clone(), bot.clone(), away.clone(), ben.clone()], 1, 0), None);
        // Away with a computer playing: their seat is a computer's turn, passed over.
        let mut playing_for = away;
        playing_for.go_away(Away { until: 10, reason: None, computer: true }, Level::Greedy);
        assert_eq!(next_person(&[ann, bot, playing_for, ben], 1, 0).map(|s| s.user), Some(2));
    }
}
