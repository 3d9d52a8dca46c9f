//! The channels whose computer players are being moved: one mover per channel, so two
//! requests that both see a computer player to move start one loop between them.

use std::collections::HashSet;
use std::sync::{Mutex, PoisonError};

/// The channels whose computer players are being moved: one mover per channel.
#[derive(Default)]
pub(super) struct Movers(Mutex<HashSet<u64>>);

impl Movers {
    /// The channel's claim on moving its computer players; `None` while another holds it.
    pub(super) fn claim(&self, channel: u64) -> Option<Claim<'_>> {
        let fresh = self.0.lock().unwrap_or_else(PoisonError::into_inner).insert(channel);
        fresh.then_some(Claim { movers: self, channel })
    }
}

/// A channel's claim on moving its computer players; dropping it frees the channel.
pub(super) struct Claim<'a> {
    movers: &'a Movers,
    channel: u64,
}

impl Drop for Claim<'_> {
    fn drop(&mut self) {
        self.movers.0.lock().unwrap_or_else(PoisonError::into_inner).remove(&self.channel);
    }
}
