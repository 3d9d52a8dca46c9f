## /oink overview

help-title = Oink: pig games for your server
help-intro = Oink hosts dice and board games right here in the channel. Everything is played with buttons and menus, one game per channel or thread, and a game can last one evening or a whole week: the bot remembers every move.
help-footer = Pick a game below to read more about it.
help-players = { $min ->
    [1] { $min }–{ $max } players (solo works too)
   *[other] { $min }–{ $max } players
}

## The games
# game-<game>-turn: the game as the turn ping names it, with its preposition.

game-three-pigs-name = The Three Little Pigs
game-three-pigs-turn = in The Three Little Pigs
game-three-pigs-tagline = Roll, reroll, build houses of straw, wood and brick, and hope the wolf blows on someone else.
game-three-pigs-about = Each turn you roll five dice up to three times and keep what you like. Matching symbols buy doors, windows and roofs; the more symbols, the sturdier the material. Stack them into houses and finish them with a roof to score. Roll two wolves, though, and you must huff and puff at an opponent's house: the spinner decides which material flies away. When enough stacks of tiles run out, the most valuable finished houses win. Start a table with /pigs new.
game-wuerfelhaus-name = Würfelhaus
game-wuerfelhaus-turn = in Würfelhaus
game-wuerfelhaus-tagline = Three dice, one brick wall: paint your house from the ground up before the others do.
game-wuerfelhaus-about = Every brick of your house wall carries a number. Roll three dice and paint bricks that match single dice or sums of dice, always building from the bottom row up. A triple paints any brick you like, the roof only takes sums, and the big 18 at the top may be painted in thirds. Whoever paints the whole house first wins; alone, try to do it in as few turns as you can. Start a table with /haus new.
game-space-pigs-name = Space-Schweine
game-space-pigs-turn = in Space-Schweine
game-space-pigs-tagline = Pigs in space: spread across a hex galaxy, fight with battle cards, cook acorn recipes.
game-space-pigs-about = Each clan starts on the edge of a galaxy of hexagons. Move your piglets and Big Gruiks between planets, settle the ones that feed you, and clash with rival clans in battles decided by a die, your troops and a secretly chosen card. Production turns planets into acorns, and acorn recipes bring victory. Your hand and your secret choices stay on a panel only you see (🃏 My cards). Start a table with /space new (3 to 6 players).

## Errors everyone can see

error-internal = Something went wrong on our side. Nothing you did was lost; please try again in a moment.
error-shutting-down = Oink is restarting right now, so nothing changed. Please try again in a minute.
error-database-unavailable = Oink cannot save moves at the moment, so nothing changed. The bot's log tells its admin why.
error-table-busy = This table is still busy with an earlier request, so nothing changed. Please try again in a moment.
error-unknown-component = This button belongs to a version of Oink that no longer exists. Use /oink to get a fresh one.
error-malformed-component = This button cannot be read. Use /oink to get a fresh one.
error-guild-only = This command works in a server channel, not in direct messages.
error-missing-permissions = You need the { $permissions } permission for this.
error-bot-missing-permissions = I need the { $permissions } permission in this channel for that.
error-cooldown = Slow down a little: try again in { $seconds } s.
# A command option with a value the command does not take. $allowed: its values, joined with option-or.
option-invalid = The option “{ $option }” takes only { $allowed }; nothing was changed.
option-or = { $first } or { $last }

## Command line (for the person running the bot)


## Local playground (the web page)

playground-title = Oink playground
playground-channel = games
playground-user = You are
playground-language = Language
playground-placeholder = Message #games — type / for commands
playground-send = Send
playground-only-you = Only you can see this
playground-edited = edited
playground-reconnecting = Connection lost: reconnecting…
playground-unknown-command = Unknown command. Type / to see the commands, e.g. /{ pigs } { pigs-new }.
playground-unknown-option = This command has no option “{ $option }”; its options are { $allowed }.
cli-playground = No Discord token configured: starting the local playground instead. Open the address below in a browser. To connect to Discord, set DISCORD_TOKEN (see the README).

## The end of a game
announce-over = 🏁 Game over: { $game }! { $mentions }
announce-points = { $medal } { $name } · { $points ->
    [one] { $points } point
   *[other] { $points } points
}
announce-turns = { $medal } { $name } · { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
announce-unfinished = { $medal } { $name } · not finished after { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
button-rematch = Rematch

## Computer players
menu-add-ai = 🤖 Add a computer player…
button-drop-ai = Remove a computer player
ai-level-random = random
ai-level-random-about = Plays any legal move: for learning the rules.
ai-level-greedy = greedy
ai-level-greedy-about = Takes the best gain of the moment.
ai-level-strong = strong
ai-level-strong-about = Weighs the odds of every roll and plans ahead.
announce-best = 🏅 Your best alone: { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
announce-best-now = 🎉 Your best alone so far!
# How fast each person played, at the end of a game: $paces joins one announce-pace-one per
# person with " · "; $median and $slowest are durations (`2 min`, `1 h 5 min`).
announce-pace = ⏱️ Turn times: { $paces }
announce-pace-one = { $name } median { $median }, slowest { $slowest }
# What a rated game (two people or more) changed: $ratings joins one announce-rating-one per
# person with " · "; $change is signed (`+12`, `-3`, `±0`), $rating the rating now.
announce-rating = ⭐ Ratings: { $ratings }
announce-rating-one = { $name } { $change } → { $rating }

panel-outdated = That panel was out of date: here is what you can do now.
panel-game-ended = This game has ended.
panel-game-ended-board = This game has ended. The channel's newest board: { $link }

# The PostgreSQL store is stopped or out of reach; it reconnects by itself.
error-storage-unavailable = Oink cannot reach its storage right now, so nothing changed. Please try again in a moment.

# A request of a kind the bot never makes (a submitted modal): forged, answered with this.
error-unreadable-interaction = Oink cannot read this request, so nothing changed. Use /oink to get a fresh board.
table-private-only = This server shows Oink’s answers only to the person who asked, because it has not added Oink and its members may not use outside apps here. A shared table cannot be opened in this channel. A server admin can add Oink to the server; or play in a group DM.
