//! The one global handler for component interactions (buttons, select menus).
//!
//! It dispatches on the versioned `custom_id` alone, so it needs nothing from memory: a click
//! on a board from before a restart is handled like any other.

use poise::serenity_prelude as serenity;

use super::answer::{Discord, PANEL_LIFE_SECS, actor, follow_up};
use super::reply::to_message;
use super::{BotError, Data, locale_of};
use crate::render::Reply;
use crate::table::now;
use crate::table::{Answer, PanelHandle, Where, failure_notice};

/// poise's event handler: routes component clicks and counts the messages below boards.
pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, BotError>,
    event: &serenity::FullEvent,
) -> Result<(), BotError> {
    match event {
        serenity::FullEvent::InteractionCreate { interaction: serenity::Interaction::Component(click) } => {
            route(framework.serenity_context, framework.user_data, click).await?;
        }
        serenity::FullEvent::Message { new_message } if !new_message.author.bot => {
            framework.user_data.message_seen(new_message.channel_id.get());
        }
        _ => {}
    }
    Ok(())
}

async fn route(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<(), BotError> {
    let locale = locale_of(data, &click.locale, click.guild_locale.as_deref());
    let who = actor(&click.user, click.member.as_ref(), locale);
    let channel = click.channel_id.get();
    let at = Where {
        channel,
        guild: click.guild_id.map(|g| g.get()),
        chatter: data.chatter(channel),
        board_locale: None,
    };
    let notice =
        |id: &str| Answer { reply: Reply::notice(data.catalog.text(locale, id, None)), ..Answer::default() };
    // The database failed: the user hears that nothing they did was lost; the log has the rest.
    let answered = |result: Result<Answer, crate::store::StoreError>| {
        result.unwrap_or_else(|error| {
            tracing::error!(%error, channel = at.channel, "a click could not be handled");
            notice(failure_notice(&error))
        })
    };
    let values = match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let Some(guard) = data.lock_table(at.channel).await else {
        let busy = to_message(notice("error-table-busy").reply);
        click.create_response(ctx, serenity::CreateInteractionResponse::Message(busy)).await?;
        return Ok(());
    };
    let mut answer = answered(data.tables.component(at, &who, &click.data.custom_id, &values, now()).await);
    // A board the click changed: if the clicked message cannot show it (the interaction
    // expired, Discord failed), a fresh board goes below, or the channel would be left with
    // an outdated board only.
    let board = (answer.update && answer.reply.embed.is_some() && answer.fresh_board.is_none())
        .then(|| answer.reply.clone());
    // A private panel: kept up to date through this interaction's token once shown.
    let panel = answer.is_panel.then(|| answer.reply.clone());
    let reply = to_message(std::mem::take(&mut answer.reply));
    let response = if answer.update {
        serenity::CreateInteractionResponse::UpdateMessage(reply)
    } else {
        serenity::CreateInteractionResponse::Message(reply)
    };
    if let Err(error) = click.create_response(ctx, response).await {
        tracing::warn!(%error, channel, "the answer to a click failed");
        let Some(board) = board else { return Err(error.into()) };
        let locale = board.locale.unwrap_or(who.locale);
        answer.fresh_board = Some(board);
        answer.retire = Some(click.message.id.get());
        answer.retire_note = Some(data.catalog.text(locale, "board-moved", None));
    } else if let Some(panel) = panel {
        let handle = PanelHandle::new(click.token.clone());
        data.tables.panel_shown((channel, who.user, who.locale), handle, &panel, now() + PANEL_LIFE_SECS);
    }
    let ai_next = answer.ai_next;
    let shown = follow_up(&ctx.http, data, click.channel_id, answer, None).await;
    drop(guard);
    // The move is stored: computer players go on even if showing it failed.
    if ai_next {
        let discord = Discord { http: ctx.http.clone(), data: data.clone() };
        data.tables.computer_turns(&discord, click.channel_id.get(), at.guild).await;
    }
    shown
}
