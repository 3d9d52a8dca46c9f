//! Slash commands. Names and descriptions come from the catalog (see [`super::localize`]); the
//! code names below are the en-US names, which Discord sends whatever the user's language.

use std::borrow::Cow;
use std::marker::PhantomData;

use poise::serenity_prelude as serenity;

use super::answer::{actor, follow_up, now};
use super::reply::to_poise;
use super::{BotError, Context, Data, locale_of};
use crate::games::GameKind;
use crate::games::registry::AnyOptions;
use crate::i18n::Locale;
use crate::render;
use crate::table::options::{self, BadOption, Given};
use crate::table::{Command, Where};

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

/// The languages a board may be shown in; the names are [`options::LANGUAGES`].
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "en-US"]
    English,
    #[name = "de"]
    German,
    #[name = "fr"]
    French,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum VariantChoice {
    #[name = "standard"]
    Standard,
    #[name = "veteran"]
    Veteran,
}

/// An option value exactly as Discord sent it. poise's own option types turn a value they
/// cannot take (a choice index out of range, a number out of bounds, a value of another type:
/// what a forged interaction sends) into an internal error; reading every value leniently lets
/// [`options`] check it and the command name the option and the values it takes.
pub struct Raw<K> {
    given: Given,
    kind: PhantomData<fn() -> K>,
}

/// How an option is registered with Discord, and how a choice index reads.
pub trait OptionKind {
    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption;

    fn choices() -> Cow<'static, [poise::CommandParameterChoice]> {
        Cow::Borrowed(&[])
    }

    /// A choice index stands for its choice's code name; other values stay as they are.
    fn read(value: &serenity::ResolvedValue<'_>) -> Given {
        match value {
            serenity::ResolvedValue::Integer(n) => Given::Integer(*n),
            serenity::ResolvedValue::Number(x) => Given::Number(*x),
            serenity::ResolvedValue::Boolean(b) => Given::Boolean(*b),
            serenity::ResolvedValue::String(s) => Given::Text((*s).to_owned()),
            _ => Given::Other,
        }
    }
}

/// A whole number (registered with its `#[min]`/`#[max]`).
pub struct Integer;
/// True or false.
pub struct Flag;
/// One of a [`poise::ChoiceParameter`]'s choices.
pub struct Choice<T>(PhantomData<fn() -> T>);

impl OptionKind for Integer {
    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
        builder.kind(serenity::CommandOptionType::Integer)
    }
}

impl OptionKind for Flag {
    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
        builder.kind(serenity::CommandOptionType::Boolean)
    }
}

impl<T: poise::ChoiceParameter> OptionKind for Choice<T> {
    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
        builder.kind(serenity::CommandOptionType::Integer)
    }

    fn choices() -> Cow<'static, [poise::CommandParameterChoice]> {
        T::list()
    }

    fn read(value: &serenity::ResolvedValue<'_>) -> Given {
        match value {
            serenity::ResolvedValue::Integer(n) => usize::try_from(*n)
                .ok()
                .and_then(T::from_index)
                .map_or(Given::Integer(*n), |choice| Given::Text(choice.name().to_owned())),
            _ => Given::Other,
        }
    }
}

#[poise::async_trait]
impl<K: OptionKind> poise::SlashArgument for Raw<K> {
    async fn extract(
        _: &serenity::Context,
        _: &serenity::CommandInteraction,
        value: &serenity::ResolvedValue<'_>,
    ) -> Result<Self, poise::SlashArgError> {
        Ok(Raw { given: K::read(value), kind: PhantomData })
    }

    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
        K::create(builder)
    }

    fn choices() -> Cow<'static, [poise::CommandParameterChoice]> {
        K::choices()
    }
}

fn given<K>(raw: &Option<Raw<K>>) -> Option<&Given> {
    raw.as_ref().map(|r| &r.given)
}

#[poise::command(slash_command, guild_only)]
pub async fn new(
    ctx: Context<'_>,
    variant: Option<Raw<Choice<VariantChoice>>>,
    #[min = 2]
    #[max = 3]
    two_player_end: Option<Raw<Integer>>,
    finish_round: Option<Raw<Flag>>,
    turn_pings: Option<Raw<Flag>>,
    language: Option<Raw<Choice<LanguageChoice>>>,
) -> Result<(), BotError> {
    let read = || -> Result<_, BadOption> {
        let game = options::three_pigs(given(&variant), given(&two_player_end), given(&finish_round))?;
        Ok((game, options::flag("turn_pings", given(&turn_pings))?, options::language(given(&language))?))
    };
    match read() {
        Ok((game, turn_pings, language)) => {
            run(ctx, Command::Create { setup: AnyOptions::ThreePigs(game), turn_pings, language }).await
        }
        Err(bad) => refuse_option(ctx, "pigs-new", &bad).await,
    }
}

/// Tells the user which option had a value the command does not take, in their language:
/// the option's name and its values as their client shows them. Nothing is created.
async fn refuse_option(ctx: Context<'_>, command: &str, bad: &BadOption) -> Result<(), BotError> {
    let catalog = &ctx.data().catalog;
    let locale = locale(ctx);
    tracing::debug!(command, option = bad.option, "a command option with a value it does not take");
    let option = catalog.attribute(locale, command, bad.option).unwrap_or_else(|| bad.option.to_owned());
    let allowed: Vec<String> = bad
        .allowed
        .iter()
        .map(|value| catalog.exact(locale, &format!("choice-{value}")).unwrap_or_else(|| value.clone()))
        .collect();
    ctx.send(to_poise(render::bad_option(catalog, locale, &option, &allowed))).await?;
    Ok(())
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
    finish_round: Option<Raw<Flag>>,
    turn_pings: Option<Raw<Flag>>,
    language: Option<Raw<Choice<LanguageChoice>>>,
) -> Result<(), BotError> {
    let read = || -> Result<_, BadOption> {
        Ok((
            options::wuerfelhaus(given(&finish_round))?,
            options::flag("turn_pings", given(&turn_pings))?,
            options::language(given(&language))?,
        ))
    };
    match read() {
        Ok((game, turn_pings, language)) => {
            run(ctx, Command::Create { setup: AnyOptions::Wuerfelhaus(game), turn_pings, language }).await
        }
        Err(bad) => refuse_option(ctx, "haus-new", &bad).await,
    }
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
    // A new table's board is in the server's preferred language, not its creator's.
    let board_locale = match ctx {
        poise::Context::Application(app) => {
            app.interaction.guild_locale.as_deref().and_then(crate::i18n::Locale::from_discord)
        }
        poise::Context::Prefix(_) => None,
    };
    let at =
        Where { channel: channel.get(), guild: ctx.guild_id().map(|g| g.get()), chatter: 0, board_locale };
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

#[cfg(test)]
mod tests {
    use poise::ChoiceParameter;

    use super::*;

    #[test]
    fn the_variant_choices_are_the_ones_the_options_check_reads() {
        let names: Vec<String> = VariantChoice::list().iter().map(|c| c.name.to_string()).collect();
        assert_eq!(names, options::VARIANTS);
        let read = |n| Choice::<VariantChoice>::read(&serenity::ResolvedValue::Integer(n));
        assert_eq!(read(1), Given::Text("veteran".into()));
        assert_eq!(read(2), Given::Integer(2));
        assert_eq!(read(-1), Given::Integer(-1));
    }
}
