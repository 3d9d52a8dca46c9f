## Local playground (the web page), beyond the basics in bot.ftl

# A command that takes no options, typed with something after it.
playground-no-options = This command takes no options: remove “{ $option }”.
# Another open tab plays this person; each tab plays one.
playground-taken = { $name } is played in another tab. Pick someone else, or close that tab.
# Names of the page's regions, for screen readers.
playground-messages = Messages in #games
playground-commands = Commands
# The button under a menu that takes several choices (check boxes): sends those ticked.
playground-choose = Send choice
