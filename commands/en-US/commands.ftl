# Slash commands: the message id is the command's code name, its value the name Discord shows,
# `.description` its description. Names: lowercase, no spaces, at most 32 characters.

oink = oink
    .description = What Oink is, the games it hosts and how to start one
