//! Slash commands. Names and descriptions come from the catalog (see [`super::localize`]).

use super::reply::to_poise;
use super::{BotError, Context, Data, locale_of};
use crate::render;

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    vec![oink()]
}

/// `/oink`: what the bot is, its games, and how to start one.
#[poise::command(slash_command)]
pub async fn oink(ctx: Context<'_>) -> Result<(), BotError> {
    let locale = match ctx {
        poise::Context::Application(app) => {
            locale_of(ctx.data(), &app.interaction.locale, app.interaction.guild_locale.as_deref())
        }
        poise::Context::Prefix(_) => ctx.data().default_locale,
    };
    ctx.send(to_poise(render::help::overview(&ctx.data().catalog, locale))).await?;
    Ok(())
}
