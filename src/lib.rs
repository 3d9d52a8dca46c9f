//! Oink: a Discord bot that hosts pig-themed dice and board games.
//!
//! Data flows one way (see `docs/architecture.md`): a transport adapter ([`discord`]) turns
//! Discord events into requests for the [`table`] service, which applies [`games`] rules,
//! saves through [`store`] and answers with a [`render::Reply`].

pub mod cli;
pub mod component;
pub mod config;
pub mod discord;
pub mod games;
pub mod i18n;
pub mod logging;
pub mod measure;
pub mod ops;
pub mod playground;
pub mod render;
pub mod store;
pub mod table;
