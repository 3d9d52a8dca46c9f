//! The table service: one channel's game session (lobby → playing → finished), its seats and
//! clock. It turns a request (who, where, what) into a [`crate::render::Reply`], loading and
//! saving through [`crate::store`]. Filled in by the first playable game.
