//! Who plays whom. Each browser tab is a session that plays one of the page's people at a
//! time: it claims a person and gets a token, and every request it makes carries the token.
//! The server acts as, and shows the ephemeral messages of, the person the token plays, never
//! a person a request names, so no tab can read another's private answers.
//!
//! A person is held by one session while that session is live: it has an event stream open,
//! or (a script with no stream) it made a request within [`QUIET`]. A closed tab lets go of
//! its person at once. The table holds one claim a person, so it cannot grow however many
//! requests come.
//!
//! A claim remembers the token it was made with: a tab that sends several requests with a
//! token the server no longer knows (a restart forgot every session) claims its person once
//! and gets that same new token for each of them, instead of being told that another tab
//! plays the person it just claimed. Only that tab knows the old token, so no other tab can
//! take over a person this way.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::USERS;

/// How long a session without an event stream holds its person after its last request.
pub const QUIET: Duration = Duration::from_secs(60);

struct Claim {
    token: String,
    /// Event streams open with this token.
    streams: usize,
    /// Whether it ever had one: then it is live exactly while one is open.
    streamed: bool,
    seen: Instant,
    /// The token the session presented when it claimed: its earlier one (before a restart,
    /// or before it switched person).
    from: Option<String>,
}

impl Claim {
    fn live(&self) -> bool {
        self.streams > 0 || (!self.streamed && self.seen.elapsed() < QUIET)
    }
}

/// Why a person cannot be played.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// None of the page's people.
    Stranger,
    /// Another live session plays them.
    Taken,
}

/// The claims, one slot a person of [`USERS`].
#[derive(Clone, Default)]
pub struct Sessions {
    claims: Arc<Mutex<[Option<Claim>; USERS.len()]>>,
}

impl Sessions {
    fn with<R>(&self, f: impl FnOnce(&mut [Option<Claim>; USERS.len()]) -> R) -> R {
        f(&mut self.claims.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// The session `token` (if any) now plays `user`: it lets go of whom it played, and gets
    /// a new token, unless another live session plays `user`. The same claim again (the same
    /// earlier token, answered already) gets the token it got then.
    pub fn claim(&self, token: Option<&str>, user: u64) -> Result<String, Refused> {
        let index = USERS.iter().position(|(id, _)| *id == user).ok_or(Refused::Stranger)?;
        self.with(|claims| {
            let again = |c: &&mut Claim| token.is_some() && c.from.as_deref() == token;
            if let Some(claim) = claims[index].as_mut().filter(again) {
                claim.seen = Instant::now();
                return Ok(claim.token.clone());
            }
            let own = |claim: &Option<Claim>| claim.as_ref().is_some_and(|c| Some(c.token.as_str()) == token);
            if let Some(claim) = claims[index].as_ref().filter(|c| c.live() && !own(&claims[index])) {
                tracing::debug!(user, streams = claim.streams, "a person another tab plays was asked for");
                return Err(Refused::Taken);
            }
            // Its tab opens a new event stream with the new token; the old stream's close
            // then finds no claim.
            for slot in claims.iter_mut().filter(|slot| own(slot)) {
                *slot = None;
            }
            let new = new_token();
            claims[index] = Some(Claim {
                token: new.clone(),
                streams: 0,
                streamed: false,
                seen: Instant::now(),
                from: token.map(str::to_owned),
            });
            Ok(new)
        })
    }

    /// Whom the session `token` plays (and it was just seen).
    pub fn user(&self, token: &str) -> Option<u64> {
        self.with(|claims| {
            let index = claims.iter().position(|c| c.as_ref().is_some_and(|c| c.token == token))?;
            if let Some(claim) = claims[index].as_mut() {
                claim.seen = Instant::now();
            }
            USERS.get(index).map(|(id, _)| *id)
        })
    }

    /// An event stream of the session `token` opened; it counts until the guard is dropped.
    pub fn listening(&self, token: &str) -> Listening {
        self.with(|claims| {
            for claim in claims.iter_mut().flatten().filter(|c| c.token == token) {
                claim.streams += 1;
                claim.streamed = true;
            }
        });
        Listening { sessions: self.clone(), token: token.to_owned() }
    }
}

/// An open event stream; its session is live while one is open.
pub struct Listening {
    sessions: Sessions,
    token: String,
}

impl Drop for Listening {
    fn drop(&mut self) {
        let token = std::mem::take(&mut self.token);
        self.sessions.with(|claims| {
            for claim in claims.iter_mut().flatten().filter(|c| c.token == token) {
                claim.streams = claim.streams.saturating_sub(1);
            }
        });
    }
}

/// 128 random bits, as hex.
fn new_token() -> String {
    format!("{:032x}", rand::random::<u128>())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_person_is_played_by_one_live_session_and_let_go_when_it_closes() {
        let sessions = Sessions::default();
        assert_eq!(sessions.claim(None, 999), Err(Refused::Stranger));
        let ann = sessions.claim(None, 101).expect("Ann is free");
        assert_eq!(sessions.user(&ann), Some(101));
        assert_eq!(sessions.claim(None, 101), Err(Refused::Taken), "a script's claim holds for a while");
        let _listening = sessions.listening(&ann);
        // The same tab switches to Ben: Ann is free again.
        let ben = sessions.claim(Some(&ann), 102).expect("Ben is free");
        assert_eq!((sessions.user(&ann), sessions.user(&ben)), (None, Some(102)));
        let ben_listening = sessions.listening(&ben);
        let other = sessions.claim(None, 101).expect("Ann was let go");
        assert_eq!(sessions.claim(Some(&other), 102), Err(Refused::Taken), "Ben's tab listens");
        assert_eq!(sessions.user(&other), Some(101), "a refused switch keeps whom one played");
        drop(ben_listening);
        let taken = sessions.claim(Some(&other), 102).expect("Ben's tab closed");
        assert_eq!((sessions.user(&ben), sessions.user(&taken)), (None, Some(102)));
        assert_eq!(sessions.user("forged"), None);
    }

    #[test]
    fn a_session_may_claim_its_own_person_again() {
        let sessions = Sessions::default();
        let first = sessions.claim(None, 103).expect("Cleo");
        let _listening = sessions.listening(&first);
        let again = sessions.claim(Some(&first), 103).expect("a reload claims Cleo again");
        assert_eq!((sessions.user(&first), sessions.user(&again)), (None, Some(103)));
        assert_eq!(sessions.claim(None, 103), Err(Refused::Taken), "until its new stream opens");
    }

    /// Issue 29: after a restart a tab's requests all carry the token the server forgot; the
    /// first claims its person, the others (sent before that answer came) get the same new
    /// session, not "played in another tab". Another tab's claim is still refused.
    #[test]
    fn a_tab_with_a_forgotten_token_reclaims_its_person_once_however_many_requests_ask() {
        let sessions = Sessions::default();
        let first = sessions.claim(Some("forgotten"), 101).expect("Ann is free after the restart");
        let _listening = sessions.listening(&first);
        assert_eq!(sessions.claim(Some("forgotten"), 101), Ok(first.clone()), "the same tab, again");
        assert_eq!(sessions.user(&first), Some(101));
        assert_eq!(sessions.claim(Some("another"), 101), Err(Refused::Taken));
        assert_eq!(sessions.claim(None, 101), Err(Refused::Taken));
        // A switch to Ben with the forgotten token is a new claim: Ann's stays as it is.
        let ben = sessions.claim(Some("forgotten"), 102).expect("Ben is free");
        assert_ne!(ben, first);
    }
}
