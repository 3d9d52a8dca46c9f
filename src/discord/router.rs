//! The one global handler for component interactions (buttons, select menus).
//!
//! It dispatches on the versioned `custom_id` alone, so it needs nothing from memory: a click
//! on a board from before a restart is handled like any other. Every interaction gets an
//! answer: one the bot cannot use (a modal, a kind of component it never draws, one serenity
//! cannot even read) is refused ephemerally and logged at WARN.

use std::num::NonZeroU64;

use poise::serenity_prelude as serenity;

use super::answer::{DEFER_AFTER, Discord, Outlet, actor, follow_up};
use super::answers_only::reach;
use super::reply::to_message;
use super::send;
use super::to_players::PANEL_LIFE_SECS;
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
            let started = std::time::Instant::now();
            let routed = route(framework.serenity_context, framework.user_data, click).await;
            crate::measure::click(started, routed.is_err());
            routed?;
        }
        // The bot opens no modal: a submitted one is forged. poise hands it to nobody, so it
        // is answered here, as every request is.
        serenity::FullEvent::InteractionCreate { interaction: serenity::Interaction::Modal(modal) } => {
            let data = framework.user_data;
            crate::measure::interaction("modal", "refused");
            tracing::warn!(
                custom_id = %modal.data.custom_id,
                user = modal.user.id.get(),
                channel = modal.channel_id.get(),
                "a modal was submitted, though the bot opens none"
            );
            let locale = locale_of(data, &modal.locale, modal.guild_locale.as_deref());
            let refusal = data.catalog.text(locale, "error-unreadable-interaction", None);
            let message = to_message(Reply::notice(refusal));
            let response = serenity::CreateInteractionResponse::Message(message);
            modal.create_response(framework.serenity_context, response).await?;
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
    let reach = reach(click.context, &click.authorizing_integration_owners, click.member.as_ref());
    let at = Where {
        channel,
        guild: click.guild_id.map(|g| g.get()),
        chatter: data.chatter(channel),
        board_locale: None,
        answers_only: reach.answers_only(),
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
    // The bot draws buttons and string menus only; another kind of component is forged, and
    // its values (users, roles, channels) mean nothing to a board.
    let values = match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        serenity::ComponentInteractionDataKind::Button => Vec::new(),
        other => {
            tracing::warn!(
                custom_id = %click.data.custom_id,
                kind = ?other,
                user = click.user.id.get(),
                channel,
                "a click on a kind of component the bot never draws"
            );
            let refusal = to_message(notice("error-malformed-component").reply);
            click.create_response(ctx, serenity::CreateInteractionResponse::Message(refusal)).await?;
            return Ok(());
        }
    };
    // The table's lock, then the change: each bounded, but together they can outlast the
    // three seconds Discord waits for an answer (a store that stopped answering, a table
    // another click holds meanwhile). The click is then deferred, and its answer follows
    // through the interaction's token: a player is never shown "interaction failed". The
    // work runs as a task of its own, so the deferral is on time even while the work blocks
    // its thread (a synchronous read of a database that stopped answering waits up to its
    // own bound inside one poll, which no timer around it could interrupt).
    let work = {
        let (data, who, custom_id) = (data.clone(), who.clone(), click.data.custom_id.clone());
        tokio::spawn(async move {
            let guard = data.lock_table(at.channel).await?;
            Some((guard, data.tables.component(at, &who, &custom_id, &values, now()).await))
        })
    };
    let mut work = work;
    let started = std::time::Instant::now();
    let (joined, deferred) = match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(joined) => (joined, false),
        Err(_) => {
            let deferring =
                click.create_response(ctx, serenity::CreateInteractionResponse::Acknowledge).await;
            tracing::warn!(
                channel,
                deferred = deferring.is_ok(),
                "a click was not answered within {DEFER_AFTER:?}: deferred"
            );
            let joined = work.await;
            tracing::info!(
                channel,
                took_ms = started.elapsed().as_millis() as u64,
                "a deferred click was handled"
            );
            (joined, deferring.is_ok())
        }
    };
    let handled = match joined {
        Ok(handled) => handled.map(|(guard, result)| (guard, answered(result))),
        Err(failed) => {
            // A panic in the work: its lock is released with it, and the player is told.
            tracing::error!(%failed, channel, "a click's work failed");
            let reply = notice("error-internal").reply;
            return Ok(answer_click(ctx, click, reply, false, deferred).await?);
        }
    };
    let Some((guard, mut answer)) = handled else {
        let busy = notice("error-table-busy").reply;
        return Ok(answer_click(ctx, click, busy, false, deferred).await?);
    };
    // A board the click changed: if the clicked message cannot show it (the interaction
    // expired, Discord failed), a fresh board goes below, or the channel would be left with
    // an outdated board only.
    // Never a private panel: it would be posted for everyone to see.
    let board = (answer.update
        && answer.reply.embed.is_some()
        && !answer.reply.ephemeral
        && !answer.is_panel
        && answer.fresh_board.is_none())
    .then(|| answer.reply.clone());
    // A private panel: kept up to date through this interaction's token once shown (as the
    // interaction's own message: a deferred click's new panel is a follow-up, not kept).
    let panel = (answer.is_panel && (answer.update || !deferred)).then(|| answer.reply.clone());
    let reply = std::mem::take(&mut answer.reply);
    let answered = answer_click(ctx, click, reply, answer.update, deferred).await;
    // Where the bot may only answer, this token shows what follows, and the clicked board
    // it just updated.
    let shows_board = answered.is_ok() && board.is_some();
    let shown_board = shows_board.then(|| click.message.id.get());
    // A deferred click's new message was its first follow-up.
    let sent = u8::from(deferred && !answer.update);
    let outlet = Outlet::of_request(reach, &click.token, started, shown_board, sent);
    // The clicked message shows the table anew (an outdated board where the bot may only
    // answer): it is the table's board from now on.
    let replied_board = (shows_board && answer.is_board).then_some(click.message.id);
    if let Err(error) = answered {
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
    let shown = follow_up(&ctx.http, data, click.channel_id, answer, replied_board, outlet).await;
    drop(guard);
    // The move is stored: computer players go on even if showing it failed.
    if ai_next {
        let discord = Discord { http: ctx.http.clone(), data: data.clone() };
        data.tables.computer_turns(&discord, click.channel_id.get(), at.guild).await;
    }
    shown
}

/// Answers a click with `reply`: an update of the clicked message or a new (private) one, as
/// the interaction's response, or through its token once it was `deferred`.
async fn answer_click(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
    reply: Reply,
    update: bool,
    deferred: bool,
) -> Result<(), serenity::Error> {
    match (deferred, update) {
        (false, _) => send::click(&ctx.http, (click.id, &click.token), reply, update).await,
        // A deferred update's original message is the clicked one.
        (true, true) => send::edit_original(&ctx.http, &click.token, reply).await,
        (true, false) => send::follow_up(&ctx.http, &click.token, reply).await.map(drop),
    }
}

/// Answers the interactions serenity cannot read, which never reach [`on_event`]: serenity
/// turns a payload that does not deserialize (a menu pick without `values`) into an unknown
/// event and drops it with a DEBUG line, so the user would see "interaction failed" and the
/// admin nothing. Discord never sends such a payload; a forged client might.
///
/// A raw event handler sees every event (serenity clones each for it); it looks only at
/// unknown `INTERACTION_CREATE`s and answers them from the raw JSON: its id, token and locale.
pub struct Unreadable(pub Data);

#[serenity::async_trait]
impl serenity::RawEventHandler for Unreadable {
    async fn raw_event(&self, ctx: serenity::Context, event: serenity::Event) {
        let serenity::Event::Unknown(unknown) = event else { return };
        if unknown.kind != "INTERACTION_CREATE" {
            return;
        }
        let payload = &unknown.value;
        crate::measure::interaction("unreadable", "refused");
        tracing::warn!(
            custom_id = payload["data"]["custom_id"].as_str().unwrap_or_default(),
            kind = payload["type"].as_u64(),
            component_type = payload["data"]["component_type"].as_u64(),
            channel = payload["channel_id"].as_str().unwrap_or_default(),
            "an interaction serenity cannot read (a menu pick without values?): refused"
        );
        let id = payload["id"].as_str().and_then(|id| id.parse::<NonZeroU64>().ok());
        let (Some(id), Some(token)) = (id, payload["token"].as_str()) else { return };
        let user = payload["locale"].as_str().unwrap_or_default();
        let locale = locale_of(&self.0, user, payload["guild_locale"].as_str());
        let refusal = self.0.catalog.text(locale, "error-unreadable-interaction", None);
        let response = serenity::CreateInteractionResponse::Message(to_message(Reply::notice(refusal)));
        let sent = ctx.http.create_interaction_response(id.into(), token, &response, Vec::new()).await;
        if let Err(error) = sent {
            tracing::warn!(%error, "the refusal of an unreadable interaction failed");
        }
    }
}
