## Local playground (the web page), beyond the basics in bot.ftl

# A command that takes no options, typed with something after it.
playground-no-options = This command takes no options: remove “{ $option }”.
# Another open tab plays this person; each tab plays one.
playground-taken = { $name } is played in another tab. Pick someone else, or close that tab.
# Names of the page's regions, for screen readers.
playground-messages = Messages in #games
playground-commands = Commands
# Marks an option in the command list that the command needs.
playground-required = required
# The button under a menu that takes several choices (check boxes): sends those ticked.
playground-choose = Send choice
# A click or command made while the page has no connection: it was not sent.
playground-not-sent = You are offline: that was not sent. Reconnecting… try again in a moment.
# A click on a board that was replaced while this tab still showed its buttons.
playground-gone = This board was replaced: use the newest one at the bottom of the channel.
# The page's second channel: a group DM of its people, where Oink was added to their accounts
# only (it may only answer there).
playground-group-dm = 👥 pig pals
# Names the list of the page's channels (the sidebar, or the switch on phones).
playground-channels = Channels
playground-group-placeholder = Message 👥 pig pals — type / for commands
playground-group-messages = Messages in 👥 pig pals
# A request that names no channel of the page (a made-up one): nothing changed.
playground-no-channel = There is no such channel here. Reload the page.
