//! The channel on disk, in the playground's own database: after a restart the page shows the
//! channel as it was, and message ids go on from the last one, so a table's board id (stored
//! with the table) still names its board and `/pigs board` edits the right message.
//!
//! It uses the store as it is, through its generic archive records (`Store::archive`, keyed
//! by a channel and a number), one shelf a channel of the page, which no Discord channel uses
//! (`Room::shelf`: `u64::MAX` for `#games`, the one shelf before there were two, so an older
//! database's history is that channel's): message `id` lives in
//! slot `id % HISTORY`, so a new message takes the place of the one [`HISTORY`] ids older and
//! the history on disk never grows past [`HISTORY`] records plus one for the [`Counters`]. A
//! request writes only the messages it changed, and they are on disk before it is answered.

use serde::{Deserialize, Serialize};

use super::channel::{Channel, Counters, HISTORY, Message};
use crate::store::{Store, StoreError};

/// The record that holds the [`Counters`], beside the slots `0..HISTORY`.
const COUNTERS: u64 = u64::MAX;

/// One slot: the message whose id it holds, or `None` where that message was removed (a
/// replaced turn ping).
#[derive(Serialize, Deserialize)]
struct Slot {
    id: u64,
    message: Option<Message>,
}

/// The saved channel, or `None` when nothing was saved yet (a new database, or one from a
/// release that kept the channel in memory only). A slot that cannot be read is left out and
/// logged: one bad message does not cost the rest.
pub fn load(store: &Store, shelf: u64) -> Result<Option<Channel>, StoreError> {
    let Some(counters) = store.archived::<Counters>(shelf, COUNTERS)? else {
        return Ok(None);
    };
    let mut messages = Vec::new();
    let mut last_id = counters.last_id;
    for slot in 0..HISTORY {
        match store.archived::<Slot>(shelf, slot) {
            Ok(Some(Slot { id, message })) => {
                last_id = last_id.max(id);
                messages.extend(message.filter(|m| m.id == id));
            }
            Ok(None) => {}
            Err(error) => {
                tracing::error!(%error, slot, "a message of the playground's history is unreadable")
            }
        }
    }
    Ok(Some(Channel::restored(Counters { last_id, ..counters }, messages)))
}

/// Writes what changed since the last save, then the counters; not yet flushed, so the
/// caller can let go of the channel first and requests share one flush ([`Store::flush`]).
pub fn stage(store: &Store, shelf: u64, channel: &mut Channel) -> Result<(), StoreError> {
    let counters = channel.counters();
    for (id, message) in channel.unsaved() {
        store.archive(shelf, id % HISTORY, &Slot { id, message: message.cloned() })?;
    }
    store.archive(shelf, COUNTERS, &counters)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Reply;
    use crate::table::Answer;

    /// The shelf of `#games`, the page's first channel.
    const SHELF: u64 = u64::MAX;

    /// [`stage`], then waits until it is on disk.
    async fn save(store: &Store, channel: &mut Channel) -> Result<(), StoreError> {
        stage(store, SHELF, channel)?;
        store.flush().await
    }

    /// Issue 18: a restarted playground shows the channel as it was, ids go on from the last
    /// one, and the history on disk stays at [`HISTORY`] slots however long it runs.
    #[tokio::test]
    async fn the_channel_comes_back_after_a_restart_and_stays_bounded_on_disk() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("db");
        let store = Store::open(&path, 8).expect("store");
        assert!(load(&store, SHELF).expect("load").is_none(), "nothing saved yet");
        let mut channel = Channel::after(7_000);
        let board = Answer {
            reply: Reply { content: Some("board".into()), ..Reply::default() },
            is_board: true,
            ..Answer::default()
        };
        let board_id = channel.apply(board, 101, None, None).boards[0];
        channel.apply(Answer { reply: Reply::notice("psst".into()), ..Answer::default() }, 102, None, None);
        let ping = |text: &str| Answer {
            ping: Some(Reply { content: Some(text.into()), ..Reply::default() }),
            ..Answer::default()
        };
        channel.apply(ping("Ann, your turn"), 0, None, None);
        channel.apply(ping("Ben, your turn"), 0, None, None);
        channel.chat("Cleo", "hello");
        save(&store, &mut channel).await.expect("save");
        store.close(std::time::Duration::from_secs(5)).await;
        drop(store);

        let store = crate::store::reopen::reopen(&path).await;
        let mut again = load(&store, SHELF).expect("load").expect("saved");
        let texts = |channel: &Channel, user| -> Vec<String> {
            channel.visible_to(user).iter().filter_map(|m| m.reply.content.clone()).collect()
        };
        assert_eq!(texts(&again, 102), ["board", "psst", "Ben, your turn", "hello"]);
        assert_eq!(texts(&again, 101), ["board", "Ben, your turn", "hello"], "ephemerals stay private");
        assert_eq!(again.counters(), channel.counters(), "chatter and the current ping come back");
        assert_eq!(again.message(board_id).map(|m| m.id), Some(board_id));
        again.chat("Dan", "after the restart");
        assert_eq!(again.counters().last_id, channel.counters().last_id + 1, "ids go on, never from 1");

        for n in 0..2 * HISTORY {
            again.chat("Eve", &format!("line {n}"));
            if n % 100 == 0 {
                save(&store, &mut again).await.expect("save");
            }
        }
        save(&store, &mut again).await.expect("save");
        let loaded = load(&store, SHELF).expect("load").expect("saved");
        let seen = texts(&loaded, 101);
        assert_eq!(u64::try_from(seen.len()), Ok(HISTORY));
        assert_eq!(seen.last().map(String::as_str), Some("line 999"));
        assert!(seen.first().is_some_and(|first| first == "line 500"), "{:?}", seen.first());
    }
}
