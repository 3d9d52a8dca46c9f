//! Live private panels: the panels players have open, so that every move at a table redraws
//! each one it changed, without a Refresh press (issue 52).
//!
//! A private panel is an ephemeral message: only the interaction that made it, or a later
//! click on it, can edit it (in Discord through that interaction's token, which lives 15
//! minutes). So the transport reports each panel it showed ([`Service::panel_shown`]) with a
//! [`PanelHandle`] it alone understands and how long it can edit through it; after each move
//! [`Service::after_move`](super::Service) redraws the open panels of the table and lists those
//! whose drawing changed in [`Answer::panel_edits`](super::Answer). A panel whose handle
//! expired is forgotten: a click on it still redraws it in place ([`super::panel`]).
//!
//! The registry is memory only: a handle is a secret of a few minutes (a Discord interaction
//! token lets whoever holds it edit the bot's reply), never stored or logged. After a restart
//! panels are live again from their player's next click.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Mutex;

use crate::i18n::Locale;
use crate::render::Reply;

/// How many panels are kept live at most, across all tables: a few megabytes. When full, the
/// panel whose handle expires first goes (it is the one least likely to be edited again).
const MOST_OPEN: usize = 20_000;

/// The transport's way back to a panel it showed (a Discord interaction token, a playground
/// message id). Opaque to the table service, and never printed: `Debug` hides it.
#[derive(Clone, PartialEq, Eq)]
pub struct PanelHandle(String);

impl PanelHandle {
    pub fn new(handle: impl Into<String>) -> PanelHandle {
        PanelHandle(handle.into())
    }

    /// The handle as the transport gave it.
    pub fn secret(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for PanelHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PanelHandle(…)")
    }
}

/// A panel to redraw: `user`'s, reached through `handle`, now showing `reply`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PanelEdit {
    pub user: u64,
    pub handle: PanelHandle,
    pub reply: Reply,
}

/// One open panel.
struct Open {
    user: u64,
    /// The language its player's client showed it in.
    locale: Locale,
    handle: PanelHandle,
    /// A fingerprint of what it shows: a move that leaves it the same edits nothing.
    shown: u64,
    /// The handle works until then (Unix seconds).
    until: u64,
}

/// The open panels of every table, by channel: at most one per player and channel (the newest
/// they were shown).
#[derive(Default)]
pub(super) struct LivePanels {
    open: Mutex<HashMap<u64, Vec<Open>>>,
}

/// A panel as [`LivePanels::redraw`] hands it to the renderer.
pub(super) struct Viewer {
    pub user: u64,
    pub locale: Locale,
}

/// What a panel is redrawn as: its player's panel, or the last thing it shows (the game
/// ended, the player left) after which it is no longer live.
pub(super) enum Redrawn {
    Live(Reply),
    Last(Reply),
}

impl LivePanels {
    /// `user`'s newest panel at `channel`, reached through `handle` until `until`, shows
    /// `reply`. It replaces the panel they had open there.
    pub(super) fn shown(
        &self,
        channel: u64,
        user: u64,
        locale: Locale,
        handle: PanelHandle,
        reply: &Reply,
        until: u64,
    ) {
        let Ok(mut open) = self.open.lock() else { return };
        let panels = open.entry(channel).or_default();
        panels.retain(|panel| panel.user != user);
        panels.push(Open { user, locale, handle, shown: fingerprint(reply), until });
        let count: usize = open.values().map(Vec::len).sum();
        if count > MOST_OPEN {
            forget_first_expiring(&mut open, count - MOST_OPEN);
        }
    }

    /// `user`'s panel at `channel` can no longer be edited (deleted, or its handle refused).
    pub(super) fn lost(&self, channel: u64, user: u64) {
        if let Ok(mut open) = self.open.lock() {
            if let Some(panels) = open.get_mut(&channel) {
                panels.retain(|panel| panel.user != user);
                if panels.is_empty() {
                    open.remove(&channel);
                }
            }
        }
    }

    /// The edits that bring the open panels of `channel` up to date at `now`, each drawn by
    /// `draw`; panels whose handle expired are forgotten, and so are those drawn for the last
    /// time.
    pub(super) fn redraw(&self, channel: u64, now: u64, draw: impl Fn(&Viewer) -> Redrawn) -> Vec<PanelEdit> {
        // Taken out while drawing, so other tables' panels are not held up; the channel's
        // moves are one at a time, so nothing else changes these meanwhile.
        let panels = match self.open.lock() {
            Ok(mut open) => open.remove(&channel).unwrap_or_default(),
            Err(_) => return Vec::new(),
        };
        let mut edits = Vec::new();
        let mut kept = Vec::new();
        for mut panel in panels.into_iter().filter(|panel| panel.until > now) {
            let (reply, live) = match draw(&Viewer { user: panel.user, locale: panel.locale }) {
                Redrawn::Live(reply) => (reply, true),
                Redrawn::Last(reply) => (reply, false),
            };
            let shown = fingerprint(&reply);
            if shown != panel.shown {
                edits.push(PanelEdit { user: panel.user, handle: panel.handle.clone(), reply });
                panel.shown = shown;
            }
            if live {
                kept.push(panel);
            }
        }
        if !kept.is_empty() {
            if let Ok(mut open) = self.open.lock() {
                // A panel shown meanwhile (another path) is newer than the one kept here.
                let now_open = open.entry(channel).or_default();
                kept.retain(|panel| !now_open.iter().any(|newer| newer.user == panel.user));
                now_open.extend(kept);
            }
        }
        edits
    }
}

/// Forgets the `excess` panels whose handles expire first.
fn forget_first_expiring(open: &mut HashMap<u64, Vec<Open>>, excess: usize) {
    let mut until: Vec<u64> = open.values().flatten().map(|panel| panel.until).collect();
    until.sort_unstable();
    let Some(&limit) = until.get(excess.saturating_sub(1)) else { return };
    let mut left = excess;
    for panels in open.values_mut() {
        panels.retain(|panel| {
            let forget = left > 0 && panel.until <= limit;
            left -= usize::from(forget);
            !forget
        });
    }
    open.retain(|_, panels| !panels.is_empty());
}

/// A fingerprint of what a reply shows, to tell a changed panel from the same one.
fn fingerprint(reply: &Reply) -> u64 {
    let mut hasher = DefaultHasher::new();
    // A reply always serializes; an empty text would only cost one needless edit.
    serde_json::to_string(reply).unwrap_or_default().hash(&mut hasher);
    hasher.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(text: &str) -> Reply {
        Reply { content: Some(text.to_owned()), ephemeral: true, ..Reply::default() }
    }

    fn live(text_of: impl Fn(u64) -> String) -> impl Fn(&Viewer) -> Redrawn {
        move |viewer| Redrawn::Live(text(&text_of(viewer.user)))
    }

    #[test]
    fn only_panels_whose_drawing_changed_are_edited() {
        let panels = LivePanels::default();
        panels.shown(7, 1, Locale::EnUs, PanelHandle::new("a"), &text("ann: wait"), 100);
        panels.shown(7, 2, Locale::De, PanelHandle::new("b"), &text("ben: wait"), 100);
        let edits = panels.redraw(
            7,
            10,
            live(|user| if user == 1 { "ann: your turn".into() } else { "ben: wait".into() }),
        );
        assert_eq!(edits.len(), 1);
        assert_eq!((edits[0].user, edits[0].handle.secret()), (1, "a"));
        // Drawn again the same: nothing to edit.
        assert!(
            panels
                .redraw(
                    7,
                    11,
                    live(|user| if user == 1 { "ann: your turn".into() } else { "ben: wait".into() })
                )
                .is_empty()
        );
    }

    #[test]
    fn a_newer_panel_replaces_its_players_older_one_and_expired_ones_are_forgotten() {
        let panels = LivePanels::default();
        panels.shown(7, 1, Locale::EnUs, PanelHandle::new("old"), &text("x"), 100);
        panels.shown(7, 1, Locale::EnUs, PanelHandle::new("new"), &text("x"), 100);
        let edits = panels.redraw(7, 10, live(|_| "y".into()));
        assert_eq!(edits.iter().map(|e| e.handle.secret()).collect::<Vec<_>>(), ["new"]);
        assert!(panels.redraw(7, 100, live(|_| "z".into())).is_empty(), "expired at 100");
        assert!(panels.redraw(7, 10, live(|_| "w".into())).is_empty(), "and forgotten");
    }

    #[test]
    fn a_panel_drawn_for_the_last_time_is_edited_once_then_forgotten() {
        let panels = LivePanels::default();
        panels.shown(7, 1, Locale::EnUs, PanelHandle::new("a"), &text("x"), 100);
        assert_eq!(panels.redraw(7, 10, |_| Redrawn::Last(text("ended"))).len(), 1);
        assert!(panels.redraw(7, 10, live(|_| "again".into())).is_empty());
        panels.shown(7, 1, Locale::EnUs, PanelHandle::new("a"), &text("x"), 100);
        panels.lost(7, 1);
        assert!(panels.redraw(7, 10, live(|_| "again".into())).is_empty(), "lost");
    }

    #[test]
    fn the_registry_is_bounded_and_keeps_the_longest_living_handles() {
        let panels = LivePanels::default();
        for user in 0..(MOST_OPEN as u64 + 3) {
            panels.shown(user % 50, user, Locale::EnUs, PanelHandle::new("h"), &text("x"), 1_000 + user);
        }
        let open = panels.open.lock().expect("lock");
        assert_eq!(open.values().map(Vec::len).sum::<usize>(), MOST_OPEN);
        assert!(open.values().flatten().all(|panel| panel.until >= 1_003));
    }

    #[test]
    fn a_handle_is_never_printed() {
        let edit =
            PanelEdit { user: 1, handle: PanelHandle::new("aW50ZXJhY3Rpb24tdG9rZW4"), reply: text("x") };
        assert!(!format!("{edit:?}").contains("aW50"));
    }
}
