//! Slash commands: `/oink`, and one command per registered game (`/pigs`, `/haus`) built
//! from the game's declaration, so this file names no game. Names and descriptions come from
//! the catalog (see [`super::localize`]); the code names are the en-US names, which Discord
//! sends whatever the user's language.

use poise::serenity_prelude as serenity;

use super::answer::{DEFER_AFTER, Discord, Outlet, actor, follow_up};
use super::answers_only::{Reach, reach};
use super::send;
use super::{BotError, Context, Data, locale_of};
use crate::games::registry::{GameSpec, TABLE_GAMES};
use crate::games::seam::{BadOption, Given, OptionKind, OptionSpec, choice_label};
use crate::i18n::Locale;
use crate::render;
use crate::table::now;
use crate::table::options::{self, Subcommand};
use crate::table::settings::SettingsChange;
use crate::table::{Command, Where};

/// Every command the bot registers, each offered wherever it is installed: to a server, or
/// to a person's account, then in their DMs and group DMs too. Discord decides this per
/// top-level command only; a subcommand that needs a server (`/oink server`, statistics, the
/// daily challenge) says so when used elsewhere, and where the bot may only answer
/// (`answers_only.rs`), tables keep to what it can do there.
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    std::iter::once(oink()).chain(TABLE_GAMES.iter().map(table_command)).map(everywhere).collect()
}

/// Offered to install to servers and to people, in servers, the bot's DM and private channels.
fn everywhere(command: poise::Command<Data, BotError>) -> poise::Command<Data, BotError> {
    use serenity::{InstallationContext as Install, InteractionContext as Context};
    poise::Command {
        install_context: Some(vec![Install::Guild, Install::User]),
        interaction_context: Some(vec![Context::Guild, Context::BotDm, Context::PrivateChannel]),
        ..command
    }
}

/// `/oink help`, `/oink games`, `/oink fairness`, `/oink settings`, `/oink away`,
/// `/oink back` and `/oink server`.
fn oink() -> poise::Command<Data, BotError> {
    poise::Command {
        subcommands: vec![help(), games(), fairness(), settings(), away(), back(), server()],
        subcommand_required: true,
        ..oink_group()
    }
}

fn locale(ctx: Context<'_>) -> Locale {
    match ctx {
        poise::Context::Application(app) => {
            locale_of(ctx.data(), &app.interaction.locale, app.interaction.guild_locale.as_deref())
        }
        poise::Context::Prefix(_) => ctx.data().default_locale,
    }
}

/// `/oink`: only its subcommands are ever sent.
#[poise::command(slash_command, rename = "oink")]
async fn oink_group(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// `/oink help`: what the bot is, its games, and how to start one.
#[poise::command(slash_command)]
async fn help(ctx: Context<'_>) -> Result<(), BotError> {
    send::command(ctx, render::help::overview(&ctx.data().catalog, locale(ctx)), false).await?;
    Ok(())
}

/// `/oink games`: the caller's running games in every server this process serves.
#[poise::command(slash_command)]
async fn games(ctx: Context<'_>) -> Result<(), BotError> {
    let data = ctx.data();
    let who = actor(ctx.author(), None, locale(ctx));
    // The lookup reads every table: Discord gets its "thinking…" first.
    ctx.defer_ephemeral().await?;
    let answer = data.tables.games_of(&who, data.partial_shards).await?;
    send::command(ctx, answer.reply, false).await?;
    Ok(())
}

/// `/oink fairness`: how the dice are committed and how to check a game, for the caller.
#[poise::command(slash_command)]
async fn fairness(ctx: Context<'_>) -> Result<(), BotError> {
    send::command(ctx, render::fairness::page(&ctx.data().catalog, locale(ctx)), false).await?;
    Ok(())
}

// `/oink settings`: the caller's own settings (reminders by direct message, the turn
// heads-up, private panels as text for screen readers), shown and, where an option is given, changed. (A plain comment: poise would take
// a doc comment as the description, which the catalog gives.)
#[poise::command(slash_command)]
async fn settings(
    ctx: Context<'_>,
    dm_reminders: Option<bool>,
    heads_up: Option<bool>,
    text_boards: Option<bool>,
) -> Result<(), BotError> {
    let who = actor(ctx.author(), None, locale(ctx));
    let change = SettingsChange { dm_reminders, heads_up, text_boards };
    let answer = ctx.data().tables.settings(&who, change, now()).await?;
    send::command(ctx, answer.reply, false).await?;
    Ok(())
}

// `/oink away`: the caller is away until a time, at every running game they sit at.
#[poise::command(slash_command)]
async fn away(
    ctx: Context<'_>,
    until: String,
    reason: Option<String>,
    computer: Option<bool>,
) -> Result<(), BotError> {
    let data = ctx.data();
    let who = actor(ctx.author(), None, locale(ctx));
    // Every table of the caller is changed and shown: Discord gets its "thinking…" first.
    ctx.defer_ephemeral().await?;
    let discord = Discord { http: ctx.serenity_context().http.clone(), data: data.clone() };
    let answer = data.tables.away(&discord, &who, &until, reason.as_deref(), computer, now()).await?;
    send::command(ctx, answer.reply, false).await?;
    Ok(())
}

// `/oink back`: the caller's time away ends now, everywhere.
#[poise::command(slash_command)]
async fn back(ctx: Context<'_>) -> Result<(), BotError> {
    let data = ctx.data();
    let who = actor(ctx.author(), None, locale(ctx));
    ctx.defer_ephemeral().await?;
    let discord = Discord { http: ctx.serenity_context().http.clone(), data: data.clone() };
    let answer = data.tables.back(&discord, &who, now()).await?;
    send::command(ctx, answer.reply, false).await?;
    Ok(())
}

/// `/oink server`: the server's defaults for new tables, shown, and changed by members with
/// Manage Server. Built from [`options::SERVER_OPTIONS`] like the table commands, so the
/// playground reads the same options.
fn server() -> poise::Command<Data, BotError> {
    poise::Command {
        name: "server".into(),
        qualified_name: "oink server".into(),
        identifying_name: "oink server".into(),
        source_code_name: "oink server".into(),
        slash_action: Some(|ctx| Box::pin(server_action(ctx))),
        parameters: options::SERVER_OPTIONS.iter().map(parameter).collect(),
        ..Default::default()
    }
}

async fn server_action(
    ctx: poise::ApplicationContext<'_, Data, BotError>,
) -> Result<(), poise::FrameworkError<'_, Data, BotError>> {
    let values: Vec<(&'static str, Given)> = options::SERVER_OPTIONS
        .iter()
        .filter_map(|spec| {
            let option = ctx.args.iter().find(|o| o.name == spec.name)?;
            Some((spec.name, given(spec, &option.value)))
        })
        .collect();
    let read = options::server_change(|name| values.iter().find(|(n, _)| *n == name).map(|(_, v)| v));
    let result = async {
        let change = match read {
            Ok(change) => change,
            Err(bad) => return refuse_option(ctx.into(), "oink-server", &bad).await,
        };
        let data = ctx.data();
        let member = ctx.interaction.member.as_deref();
        let may_configure = member.and_then(|m| m.permissions).is_some_and(|p| p.manage_guild());
        let who = actor(&ctx.interaction.user, member, locale(ctx.into()));
        let interaction = ctx.interaction;
        let reach = reach(interaction.context, &interaction.authorizing_integration_owners, member);
        let at = Where {
            channel: interaction.channel_id.get(),
            guild: interaction.guild_id.map(|g| g.get()),
            chatter: 0,
            board_locale: None,
            answers_only: reach.answers_only(),
        };
        let answer = data.tables.server_defaults(at, &who, may_configure, change, now()).await?;
        send::command(poise::Context::Application(ctx), answer.reply, false).await?;
        Ok(())
    }
    .await;
    result.map_err(|error| poise::FrameworkError::new_command(ctx.into(), error))
}

/// Which table command a subcommand is: kept in its `custom_data`, read by [`table_action`].
struct TableCommand {
    game: &'static GameSpec,
    sub: Subcommand,
}

/// `/<game> …`: a game's table commands, one subcommand each of [`options::subcommands`].
fn table_command(game: &'static GameSpec) -> poise::Command<Data, BotError> {
    let subcommands = options::subcommands(game)
        .into_iter()
        .map(|sub| {
            let qualified = format!("{} {sub}", game.command);
            let parameters = options::specs(game, sub).into_iter().map(parameter).collect();
            poise::Command {
                name: sub.code().into(),
                qualified_name: qualified.clone().into(),
                identifying_name: qualified.clone().into(),
                source_code_name: qualified.into(),
                slash_action: Some(|ctx| Box::pin(table_action(ctx))),
                parameters,
                custom_data: Box::new(TableCommand { game, sub }),
                ..Default::default()
            }
        })
        .collect();
    poise::Command {
        name: game.command.into(),
        qualified_name: game.command.into(),
        identifying_name: game.command.into(),
        source_code_name: game.command.into(),
        // Registration needs one; Discord only ever sends a subcommand.
        slash_action: Some(|_| Box::pin(async { Ok(()) })),
        subcommands,
        subcommand_required: true,
        ..Default::default()
    }
}

/// How an option is registered: a listed one ([`OptionKind::is_listed`]) with its values as
/// choices, which poise sends as their index.
fn parameter(spec: &OptionSpec) -> poise::CommandParameter<Data, BotError> {
    let choices: Vec<_> = if spec.kind.is_listed() {
        spec.kind
            .allowed()
            .into_iter()
            .map(|name| poise::CommandParameterChoice {
                name: name.into(),
                localizations: Default::default(),
                __non_exhaustive: (),
            })
            .collect()
    } else {
        Vec::new()
    };
    poise::CommandParameter {
        name: spec.name.into(),
        name_localizations: Default::default(),
        description: None,
        description_localizations: Default::default(),
        required: false,
        channel_types: None,
        choices: choices.into(),
        type_setter: Some(match spec.kind {
            OptionKind::Flag => |b| b.kind(serenity::CommandOptionType::Boolean),
            OptionKind::Duration { .. } => |b| b.kind(serenity::CommandOptionType::String).max_length(32),
            OptionKind::User => |b| b.kind(serenity::CommandOptionType::User),
            // A choice is registered by its index.
            OptionKind::Integer { .. } | OptionKind::Choice(_) => {
                |b| b.kind(serenity::CommandOptionType::Integer)
            }
        }),
        autocomplete_callback: None,
        __non_exhaustive: (),
    }
}

/// An option value exactly as Discord sent it. A listed value comes as its index and reads as
/// its code name; an index no choice has (only a forged interaction sends one) reads as nothing
/// the option takes, so [`options`] refuses it by name instead of an internal error.
fn given(spec: &OptionSpec, value: &serenity::ResolvedValue<'_>) -> Given {
    match value {
        serenity::ResolvedValue::Integer(n) if spec.kind.is_listed() => usize::try_from(*n)
            .ok()
            .and_then(|i| spec.kind.allowed().into_iter().nth(i))
            .map_or(Given::Other, Given::Text),
        serenity::ResolvedValue::Integer(n) => Given::Integer(*n),
        serenity::ResolvedValue::Number(x) => Given::Number(*x),
        serenity::ResolvedValue::Boolean(b) => Given::Boolean(*b),
        serenity::ResolvedValue::String(s) => Given::Text((*s).to_owned()),
        serenity::ResolvedValue::User(user, member) => Given::User {
            id: user.id.get(),
            name: member
                .and_then(|m| m.nick.clone())
                .or_else(|| user.global_name.clone())
                .unwrap_or_else(|| user.name.clone()),
        },
        _ => Given::Other,
    }
}

/// Every table subcommand: reads its options, then hands the command to the service.
async fn table_action(
    ctx: poise::ApplicationContext<'_, Data, BotError>,
) -> Result<(), poise::FrameworkError<'_, Data, BotError>> {
    let Some(&TableCommand { game, sub }) = ctx.command().custom_data.downcast_ref::<TableCommand>() else {
        tracing::error!(command = %ctx.command().qualified_name, "a table command without its game");
        return Ok(());
    };
    let values: Vec<(&'static str, Given)> = options::specs(game, sub)
        .into_iter()
        .filter_map(|spec| {
            let option = ctx.args.iter().find(|o| o.name == spec.name)?;
            Some((spec.name, given(spec, &option.value)))
        })
        .collect();
    let read = options::command(game, sub, |name| values.iter().find(|(n, _)| *n == name).map(|(_, v)| v));
    let result = match read {
        Ok(Some(command)) => run(ctx.into(), command).await,
        Ok(None) => Ok(()),
        Err(bad) => refuse_option(ctx.into(), &sub.catalog_id(game), &bad).await,
    };
    result.map_err(|error| poise::FrameworkError::new_command(ctx.into(), error))
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
        .map(|value| catalog.exact(locale, &choice_label(value)).unwrap_or_else(|| value.clone()))
        .collect();
    send::command(ctx, render::bad_option(catalog, locale, &option, &allowed), false).await?;
    Ok(())
}

/// Hands a table command to the service and carries out its answer, under the table's lock.
async fn run(ctx: Context<'_>, command: Command) -> Result<(), BotError> {
    let since = std::time::Instant::now();
    let data = ctx.data();
    let channel = ctx.channel_id();
    // A new table's board is in the server's preferred language, not its creator's.
    let board_locale = match ctx {
        poise::Context::Application(app) => {
            app.interaction.guild_locale.as_deref().and_then(crate::i18n::Locale::from_discord)
        }
        poise::Context::Prefix(_) => None,
    };
    let reach = match ctx {
        poise::Context::Application(app) => {
            let interaction = app.interaction;
            reach(
                interaction.context,
                &interaction.authorizing_integration_owners,
                interaction.member.as_deref(),
            )
        }
        poise::Context::Prefix(_) => Reach::Channel,
    };
    if reach == Reach::PrivateOnly && matches!(command, Command::Create { .. } | Command::Board) {
        // Every answer here is private: a board would be one its asker alone sees.
        let refusal = data.catalog.text(locale(ctx), "table-private-only", None);
        send::command(ctx, render::Reply::notice(refusal), false).await?;
        return Ok(());
    }
    let at = Where {
        channel: channel.get(),
        guild: ctx.guild_id().map(|g| g.get()),
        chatter: 0,
        board_locale,
        answers_only: reach.answers_only(),
    };
    let member = ctx.author_member().await;
    let who = actor(ctx.author(), member.as_deref(), locale(ctx));
    // As with clicks (`router.rs`): past `DEFER_AFTER`, Discord gets its "thinking…" and the
    // answer follows; the work is a task of its own, so nothing it blocks delays that.
    let work = {
        let (data, who) = (data.clone(), who.clone());
        tokio::spawn(async move {
            let guard = data.lock_table(at.channel).await?;
            Some((guard, data.tables.command(at, &who, command, now()).await))
        })
    };
    let mut work = work;
    let (joined, deferred) = match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(joined) => (joined, false),
        Err(_) => {
            tracing::warn!(
                channel = at.channel,
                "a table command was not answered within {DEFER_AFTER:?}: deferred"
            );
            // Public: the answer may be a new board. A private answer replaces it (below).
            ctx.defer().await?;
            (work.await, true)
        }
    };
    let notice = |id: &str| render::Reply::notice(data.catalog.text(who.locale, id, None));
    let handled = match joined {
        Ok(handled) => handled,
        Err(failed) => {
            // A panic in the work: its lock is released with it, and the user is told.
            tracing::error!(%failed, channel = at.channel, "a table command's work failed");
            if deferred {
                return private_after_defer(ctx, notice("error-internal")).await;
            }
            send::command(ctx, notice("error-internal"), false).await?;
            return Ok(());
        }
    };
    let (guard, mut answer) = match handled {
        Some((guard, Ok(answer))) => (guard, answer),
        Some((_, Err(error))) if deferred => {
            tracing::error!(%error, channel = at.channel, "a table command could not be handled");
            return private_after_defer(ctx, notice(crate::table::failure_notice(&error))).await;
        }
        Some((_, Err(error))) => return Err(error.into()),
        None if deferred => return private_after_defer(ctx, notice("error-table-busy")).await,
        None => {
            send::command(ctx, notice("error-table-busy"), false).await?;
            return Ok(());
        }
    };
    if deferred && answer.reply.ephemeral {
        drop_deferred(ctx).await;
    }
    let reply = std::mem::take(&mut answer.reply);
    let ai_next = answer.ai_next;
    let shown = async {
        let posted = send::command(ctx, reply, answer.is_board).await?;
        let token = match ctx {
            poise::Context::Application(app) => app.interaction.token.as_str(),
            poise::Context::Prefix(_) => "",
        };
        // A deferred command's answer was its first follow-up.
        let outlet = Outlet::of_request(reach, token, since, posted.map(|m| m.get()), u8::from(deferred));
        follow_up(ctx.http(), data, channel, answer, posted, outlet).await
    }
    .await;
    drop(guard);
    // The change is stored: computer players go on even if showing it failed.
    if ai_next {
        let discord = Discord { http: ctx.serenity_context().http.clone(), data: data.clone() };
        data.tables.computer_turns(&discord, channel.get(), at.guild).await;
    }
    shown
}

/// Removes the public "thinking…" of a deferred command, so the private answer that follows
/// is a message of its own (a follow-up of a deferral otherwise takes the deferral's place,
/// public as it was).
async fn drop_deferred(ctx: Context<'_>) {
    if let poise::Context::Application(app) = ctx {
        if let Err(error) = app.interaction.delete_response(ctx.http()).await {
            tracing::info!(%error, "could not remove a deferred command's placeholder");
        }
    }
}

/// A private answer to a command that was deferred publicly.
async fn private_after_defer(ctx: Context<'_>, reply: render::Reply) -> Result<(), BotError> {
    drop_deferred(ctx).await;
    send::command(ctx, reply, false).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game's command has every table subcommand, `new` with the game's options then
    /// the table's, each registered as Discord takes it.
    #[test]
    fn every_registered_game_gets_its_command_from_its_declaration() {
        let commands = all();
        for game in TABLE_GAMES {
            let command = commands.iter().find(|c| c.name == game.command).expect("the game's command");
            let subs: Vec<&str> = command.subcommands.iter().map(|s| s.name.as_ref()).collect();
            // The names Discord has registered since the first release, in the same order.
            let every = [
                "new",
                "board",
                "leave",
                "end",
                "export",
                "rules",
                "undo",
                "quit",
                "replace",
                "stats",
                "leaderboard",
            ];
            assert_eq!(subs[..every.len()], every);
            let daily = (game.slug == crate::games::registry::DAILY_GAME).then_some("daily");
            assert_eq!(&subs[every.len()..], daily.as_slice());
            let new = &command.subcommands[0];
            let names: Vec<&str> = new.parameters.iter().map(|p| p.name.as_ref()).collect();
            assert_eq!(names, options::of(game, Subcommand::New));
            for parameter in &new.parameters {
                assert!(
                    parameter.choices.len() as i64 <= crate::games::seam::MAX_CHOICES,
                    "{}",
                    parameter.name
                );
                assert!(parameter.create_as_slash_command_option().is_some(), "{}", parameter.name);
            }
            assert!(command.create_as_slash_command().is_some());
        }
        // The test-only Nim got its command from its registry line alone.
        let nim = commands.iter().find(|c| c.name == "nim").expect("/nim");
        assert_eq!(nim.subcommands[0].parameters[0].name, "sticks");
    }

    /// A choice comes as its index; an index no choice has is nothing the option takes.
    #[test]
    fn choice_indexes_read_as_their_code_names() {
        let spec = OptionSpec { name: "variant", kind: OptionKind::Choice(&["standard", "veteran"]) };
        let read = |n| given(&spec, &serenity::ResolvedValue::Integer(n));
        assert_eq!(read(1), Given::Text("veteran".into()));
        assert_eq!(read(2), Given::Other);
        assert_eq!(read(-1), Given::Other);
        let two = OptionSpec { name: "two_player_end", kind: OptionKind::Integer { min: 2, max: 3 } };
        // Index 1 is the second value, 3; a forged raw 3 is no index.
        assert_eq!(given(&two, &serenity::ResolvedValue::Integer(1)), Given::Text("3".into()));
        assert_eq!(given(&two, &serenity::ResolvedValue::Integer(3)), Given::Other);
        // A long range is registered as a plain number and read as one.
        let long = OptionSpec { name: "sticks", kind: OptionKind::Integer { min: 1, max: 100 } };
        assert_eq!(given(&long, &serenity::ResolvedValue::Integer(40)), Given::Integer(40));
        let flag = OptionSpec { name: "finish_round", kind: OptionKind::Flag };
        assert_eq!(given(&flag, &serenity::ResolvedValue::Boolean(true)), Given::Boolean(true));
    }
}
