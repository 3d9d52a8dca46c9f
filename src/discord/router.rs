//! The one global handler for component interactions (buttons, select menus).
//!
//! It dispatches on the versioned `custom_id` alone, so it needs nothing from memory: a click
//! on a board from before a restart is handled like any other.

use poise::serenity_prelude as serenity;

use super::reply::to_message;
use super::{BotError, Data, locale_of};
use crate::render::custom_id::{ComponentId, CustomIdError};
use crate::render::{self, Reply};

/// poise's event handler: routes component clicks, ignores everything else.
pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, BotError>,
    event: &serenity::FullEvent,
) -> Result<(), BotError> {
    if let serenity::FullEvent::InteractionCreate { interaction: serenity::Interaction::Component(click) } =
        event
    {
        let data = framework.user_data;
        let reply = route(data, click);
        click
            .create_response(
                framework.serenity_context,
                serenity::CreateInteractionResponse::Message(to_message(reply)),
            )
            .await?;
    }
    Ok(())
}

/// What a click answers.
fn route(data: &Data, click: &serenity::ComponentInteraction) -> Reply {
    let locale = locale_of(data, &click.locale, click.guild_locale.as_deref());
    match ComponentId::parse(&click.data.custom_id) {
        Ok(ComponentId::GameInfo(game)) => render::help::game_info(&data.catalog, locale, game),
        Err(CustomIdError::UnknownVersion(version)) => {
            tracing::info!(custom_id = %click.data.custom_id, %version, "click on a component of an unknown version");
            Reply::notice(data.catalog.text(locale, "error-unknown-component", None))
        }
        Err(error) => {
            tracing::warn!(custom_id = %click.data.custom_id, %error, user = %click.user.id, "unreadable component click");
            Reply::notice(data.catalog.text(locale, "error-malformed-component", None))
        }
    }
}
