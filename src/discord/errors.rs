//! The global error handler: the user gets a short localized ephemeral message, the log gets
//! the details. Internal errors are never shown to users.

use fluent_bundle::FluentArgs;

use super::{BotError, Data, locale_of};
use crate::render::Reply;

pub async fn on_error(error: poise::FrameworkError<'_, Data, BotError>) {
    let Some(ctx) = error.ctx() else {
        match &error {
            poise::FrameworkError::EventHandler { error, event, .. } => {
                tracing::error!(%error, event = event.snake_case_name(), "event handler failed");
            }
            poise::FrameworkError::Setup { error, .. } => {
                tracing::error!(%error, "bot setup failed (command registration?)");
            }
            other => tracing::warn!(error = %other, "framework error"),
        }
        return;
    };
    let data = ctx.data();
    let locale = match ctx {
        poise::Context::Application(app) => {
            locale_of(data, &app.interaction.locale, app.interaction.guild_locale.as_deref())
        }
        poise::Context::Prefix(_) => data.default_locale,
    };
    let catalog = &data.catalog;
    let command = ctx.command().qualified_name.clone();
    let text = match &error {
        poise::FrameworkError::GuildOnly { .. } => catalog.text(locale, "error-guild-only", None),
        poise::FrameworkError::MissingUserPermissions { missing_permissions, .. } => {
            let mut args = FluentArgs::new();
            args.set("permissions", missing_permissions.map(|p| p.to_string()).unwrap_or_default());
            catalog.text(locale, "error-missing-permissions", Some(&args))
        }
        poise::FrameworkError::MissingBotPermissions { missing_permissions, .. } => {
            let mut args = FluentArgs::new();
            args.set("permissions", missing_permissions.to_string());
            catalog.text(locale, "error-bot-missing-permissions", Some(&args))
        }
        poise::FrameworkError::CooldownHit { remaining_cooldown, .. } => {
            let mut args = FluentArgs::new();
            args.set("seconds", remaining_cooldown.as_secs().max(1));
            catalog.text(locale, "error-cooldown", Some(&args))
        }
        poise::FrameworkError::Command { error: BotError::Store(store), .. } => {
            tracing::error!(%command, error = %store, "command failed in the database");
            catalog.text(locale, crate::table::failure_notice(store), None)
        }
        other => {
            tracing::error!(%command, error = %other, "command failed");
            catalog.text(locale, "error-internal", None)
        }
    };
    let reply = Reply::notice(text);
    if let Err(e) = ctx.send(super::reply::to_poise(reply)).await {
        tracing::error!(%command, error = %e, "could not tell the user about an error");
    }
}
