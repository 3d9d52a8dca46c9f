//! The one global handler for component interactions (buttons, select menus).
//!
//! It dispatches on the versioned `custom_id` alone, so it needs nothing from memory: a click
//! on a board from before a restart is handled like any other.

use poise::serenity_prelude as serenity;

use super::answer::{actor, follow_up, now};
use super::reply::to_message;
use super::{BotError, Data, locale_of};
use crate::render::custom_id::{ComponentId, CustomIdError};
use crate::render::{self, Reply};
use crate::table::{Answer, Where, failure_notice};

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
    let at = Where { channel, guild: click.guild_id.map(|g| g.get()), chatter: data.chatter(channel) };
    let notice =
        |id: &str| Answer { reply: Reply::notice(data.catalog.text(locale, id, None)), ..Answer::default() };
    // The database failed: the user hears that nothing they did was lost; the log has the rest.
    let answered = |result: Result<Answer, crate::store::StoreError>| {
        result.unwrap_or_else(|error| {
            tracing::error!(%error, channel = at.channel, "a click could not be handled");
            notice(failure_notice(&error))
        })
    };
    let (answer, lock) = match ComponentId::parse(&click.data.custom_id) {
        Ok(ComponentId::GameInfo(game)) => (
            Answer { reply: render::help::game_info(&data.catalog, locale, game), ..Answer::default() },
            None,
        ),
        Ok(ComponentId::Table { channel, .. } | ComponentId::EndTable { channel, .. })
            if channel != at.channel =>
        {
            (notice("board-outdated"), None)
        }
        Ok(ComponentId::Table { rev, click: what, .. }) => {
            let values = match &click.data.kind {
                serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
                _ => Vec::new(),
            };
            let lock = data.lock(at.channel);
            let guard = lock.clone().lock_owned().await;
            (answered(data.tables.click(at, &who, rev, what, &values, now()).await), Some(guard))
        }
        Ok(ComponentId::EndTable { confirm, .. }) => {
            let lock = data.lock(at.channel);
            let guard = lock.clone().lock_owned().await;
            (answered(data.tables.end(at, &who, confirm).await), Some(guard))
        }
        Err(CustomIdError::UnknownVersion(version)) => {
            tracing::info!(custom_id = %click.data.custom_id, %version, "click on a component of an unknown version");
            (notice("error-unknown-component"), None)
        }
        Err(error) => (notice(unreadable(&click.data.custom_id, &error, click.user.id.get())), None),
    };
    let mut answer = answer;
    let reply = to_message(std::mem::take(&mut answer.reply));
    let response = if answer.update {
        serenity::CreateInteractionResponse::UpdateMessage(reply)
    } else {
        serenity::CreateInteractionResponse::Message(reply)
    };
    click.create_response(ctx, response).await?;
    follow_up(&ctx.http, data, click.channel_id, answer, None).await?;
    drop(lock);
    Ok(())
}

/// A component id we cannot read. Anyone can send one, and a log line per click would let
/// them fill the admin's log with warnings: one DEBUG line, and the user gets the localized
/// refusal whose catalog id this returns.
fn unreadable(custom_id: &str, error: &CustomIdError, user: u64) -> &'static str {
    tracing::debug!(?custom_id, %error, user, "unreadable component click");
    "error-malformed-component"
}

#[cfg(test)]
mod tests {
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    use super::*;

    #[derive(Clone, Default)]
    struct Lines(Arc<Mutex<Vec<u8>>>);

    impl Write for Lines {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().map_err(|_| std::io::Error::other("poisoned"))?.extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn an_unreadable_custom_id_is_one_debug_line_and_a_localized_refusal() {
        let lines = Lines::default();
        let writer = lines.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::TRACE)
            .with_ansi(false)
            .with_writer(move || writer.clone())
            .finish();
        let ids = ["oink:1:t:1:2:\nfake line", "oink", "poll:123", &"x".repeat(500)];
        let answers: Vec<&str> = tracing::subscriber::with_default(subscriber, || {
            ids.iter()
                .map(|id| {
                    let error = ComponentId::parse(id).expect_err("unreadable");
                    unreadable(id, &error, 7)
                })
                .collect()
        });
        assert!(answers.iter().all(|a| *a == "error-malformed-component"), "{answers:?}");
        let text = String::from_utf8(lines.0.lock().expect("lines").clone()).expect("utf-8");
        let logged: Vec<&str> = text.lines().collect();
        assert_eq!(logged.len(), ids.len(), "one line per click: {text}");
        assert!(logged.iter().all(|l| l.contains("DEBUG") && !l.contains("WARN")), "{text}");
    }
}
