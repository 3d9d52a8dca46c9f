//! Slash commands. Names and descriptions come from the catalog (see [`super::localize`]); the
//! code names below are the en-US names, which Discord sends whatever the user's language.

use poise::serenity_prelude as serenity;

use super::answer::{actor, follow_up, now};
use super::reply::to_poise;
use super::{BotError, Context, Data, locale_of};
use crate::games::{GameKind, three_pigs, wuerfelhaus};
use crate::i18n::Locale;
use crate::render;
use crate::table::{Command, Setup, Where};

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    vec![oink(), pigs(), haus()]
}

fn locale(ctx: Context<'_>) -> Locale {
    match ctx {
        poise::Context::Application(app) => {
            locale_of(ctx.data(), &app.interaction.locale, app.interaction.guild_locale.as_deref())
        }
        poise::Context::Prefix(_) => ctx.data().default_locale,
    }
}

/// `/oink`: what the bot is, its games, and how to start one.
#[poise::command(slash_command)]
pub async fn oink(ctx: Context<'_>) -> Result<(), BotError> {
    ctx.send(to_poise(render::help::overview(&ctx.data().catalog, locale(ctx)))).await?;
    Ok(())
}

/// `/pigs …`: The Three Little Pigs tables.
#[poise::command(slash_command, guild_only, subcommands("new", "board", "leave", "end", "export", "rules"))]
pub async fn pigs(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum VariantChoice {
    #[name = "standard"]
    Standard,
    #[name = "veteran"]
    Veteran,
}

#[poise::command(slash_command, guild_only)]
pub async fn new(
    ctx: Context<'_>,
    variant: Option<VariantChoice>,
    #[min = 2]
    #[max = 3]
    two_player_end: Option<u8>,
    finish_round: Option<bool>,
    turn_pings: Option<bool>,
) -> Result<(), BotError> {
    let options = three_pigs::Options {
        variant: match variant {
            Some(VariantChoice::Veteran) => three_pigs::Variant::Veteran,
            _ => three_pigs::Variant::Standard,
        },
        end_stacks_2p: two_player_end.unwrap_or(2),
        finish_round: finish_round.unwrap_or(false),
    };
    run(ctx, Command::Create { setup: Setup::ThreePigs(options), turn_pings }).await
}

#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Command::Board).await
}

#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Command::Leave).await
}

#[poise::command(slash_command, guild_only)]
pub async fn end(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Command::End).await
}

#[poise::command(slash_command, guild_only)]
pub async fn export(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Command::Export).await
}

#[poise::command(slash_command, guild_only)]
pub async fn rules(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Command::Rules(GameKind::ThreePigs)).await
}

/// `/haus …`: Würfelhaus tables. Board, leave, end and export work on any table.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("haus_new", "haus_board", "haus_leave", "haus_end", "haus_export", "haus_rules")
)]
pub async fn haus(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

#[poise::command(slash_command, guild_only, rename = "new")]
pub async fn haus_new(
    ctx: Context<'_>,
    finish_round: Option<bool>,
    turn_pings: Option<bool>,
) -> Result<(), BotError> {
    let options = wuerfelhaus::Options {
        finish_round: finish_round.unwrap_or(false),
        ..wuerfelhaus::Options::default()
    };
    run(ctx, Command::Create { setup: Setup::Wuerfelhaus(options), turn_pings }).await
}

#[poise::command(slash_command, guild_only, rename = "board")]
pub async fn haus_board(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Command::Board).await
}

#[poise::command(slash_command, guild_only, rename = "leave")]
pub async fn haus_leave(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Command::Leave).await
}

#[poise::command(slash_command, guild_only, rename = "end")]
pub async fn haus_end(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Command::End).await
}

#[poise::command(slash_command, guild_only, rename = "export")]
pub async fn haus_export(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Command::Export).await
}

#[poise::command(slash_command, guild_only, rename = "rules")]
pub async fn haus_rules(ctx: Context<'_>) -> Result<(), BotError> {
    run(ctx, Command::Rules(GameKind::Wuerfelhaus)).await
}

/// Hands a table command to the service and carries out its answer, under the table's lock.
async fn run(ctx: Context<'_>, command: Command) -> Result<(), BotError> {
    let data = ctx.data();
    let channel = ctx.channel_id();
    let at = Where { channel: channel.get(), guild: ctx.guild_id().map(|g| g.get()), chatter: 0 };
    let member = ctx.author_member().await;
    let who = actor(ctx.author(), member.as_deref(), locale(ctx));
    let lock = data.lock(at.channel);
    let _guard = lock.lock().await;
    let mut answer = data.tables.command(at, &who, command, now()).await?;
    let mut reply = to_poise(std::mem::take(&mut answer.reply));
    if let Some(file) = answer.attachment.take() {
        reply = reply.attachment(serenity::CreateAttachment::bytes(file.bytes, file.name));
    }
    let handle = ctx.send(reply).await?;
    let posted = if answer.is_board { Some(handle.message().await?.id) } else { None };
    follow_up(ctx.http(), data, channel, answer, posted).await
}
