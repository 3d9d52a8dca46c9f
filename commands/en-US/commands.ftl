# Slash commands: the message id is the command's code name, its value the name Discord shows,
# `.description` its description. Names: lowercase, no spaces, at most 32 characters.

oink = oink
    .description = What Oink is, the games it hosts and how to start one

pigs = pigs
    .description = Play The Three Little Pigs in this channel
pigs-new = new
    .description = Open a table of The Three Little Pigs in this channel
    .variant = variant
    .variant-description = How to score: standard, or veteran pigs with award cards
    .two_player_end = two_player_end
    .two_player_end-description = Empty stacks that end a two-player game: 2 or 3
    .finish_round = finish_round
    .finish_round-description = When the end comes, finish the round so everyone has as many turns
    .turn_pings = turn_pings
    .turn_pings-description = Mention the next player in a new message when the turn changes
    .language = language
    .language-description = Language of the shared board (default: the server's language)
pigs-board = board
    .description = Post the board again at the bottom of the channel
pigs-leave = leave
    .description = Leave the table before the game starts
pigs-end = end
    .description = End the table in this channel (host or moderators)
pigs-export = export
    .description = Get the game record as a JSON file, for oink replay
pigs-rules = rules
    .description = The rules of The Three Little Pigs, in short

choice-standard = standard
choice-veteran = veteran pigs (award cards)
choice-en-US = English
choice-de = Deutsch
choice-fr = Français

haus = haus
    .description = Play Würfelhaus in this channel
haus-new = new
    .description = Open a table of Würfelhaus in this channel (1 to 6 players)
    .finish_round = finish_round
    .finish_round-description = When someone finishes, finish the round; all who finish in it share the win
    .turn_pings = turn_pings
    .turn_pings-description = Mention the next player in a new message when the turn changes
    .language = language
    .language-description = Language of the shared board (default: the server's language)
haus-board = board
    .description = Post the board again at the bottom of the channel
haus-leave = leave
    .description = Leave the table before the game starts
haus-end = end
    .description = End the table in this channel (host or moderators)
haus-export = export
    .description = Get the game record as a JSON file, for oink replay
haus-rules = rules
    .description = The rules of Würfelhaus, in short
