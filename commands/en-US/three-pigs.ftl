## The Three Little Pigs: tiles, board, moves
# A tile's `.indefinite` is its name with the article a sentence needs ("bought a straw roof").

variant-veteran = Veteran pigs
material-straw = straw
material-wood = wood
material-brick = brick
tile-door-straw = straw door
    .indefinite = a straw door
tile-door-wood = wooden door
    .indefinite = a wooden door
tile-door-brick = brick door
    .indefinite = a brick door
tile-window-straw = straw window
    .indefinite = a straw window
tile-window-wood = wooden window
    .indefinite = a wooden window
tile-window-brick = brick window
    .indefinite = a brick window
tile-roof-straw = straw roof
    .indefinite = a straw roof
tile-roof-wood = wooden roof
    .indefinite = a wooden roof
tile-roof-brick = brick roof
    .indefinite = a brick roof

award-most-flowerpots = Most flowerpots
award-most-houses = Most houses
award-tallest-house = Tallest house
award-first-straw = First straw house
award-first-wood = First wooden house
award-first-brick = First brick house
board-awards = 🏅 Award cards
board-award-open = not taken yet
board-award-at-end = given at the end
# What each award card asks for (the veteran variant), on the board beside who holds it.
award-first-straw-about = the first house of straw only (a door, a window and a roof) to get its roof
award-first-wood-about = the first house of wood only (a door, a window and a roof) to get its roof
award-first-brick-about = the first house of brick only (a door, a window and a roof) to get its roof
award-most-flowerpots-about = the most 🌼 on houses with a roof; a tie gives it to nobody
award-most-houses-about = the most houses with a roof; a tie gives it to nobody
award-tallest-house-about = the house with the most tiles that has a roof and a door; a tie gives it to nobody
board-award-legend = 🏅 { $award }: { $about }

## Lobby

lobby-intro = { $count ->
    [1] One pig at the table. Two to five can play: press **Join** to sit down; the host starts the game.
   *[other] { $count } pigs at the table. Two to five can play: press **Join** to sit down; the host starts the game.
}
lobby-seats = Seats
lobby-host = host
lobby-empty = Nobody yet.
# The lobby's line of options, in words; $value: the chosen value (✅/❌, a choice's label, a number).
lobby-option-variant = Scoring: { $value }
lobby-option-two-player-end = Two players end with { $value } empty stacks
lobby-option-finish-round = Finish the round at the end: { $value }
lobby-footer = The seat order is drawn when the game starts.
button-join = Join
button-leave = Leave
button-start = Start

## Board

board-turn = 🎲 { $mention }, your turn.
board-phase-roll = Roll the five dice.
board-rolls-left = { $left ->
    [one] { $left } roll left
   *[other] { $left } rolls left
}
board-phase-rolling = Pick the dice to roll again (wolves stay), or stop and buy.
board-phase-buying = Buy a tile with your symbols: two of a kind buy straw, three wood, four brick.
board-phase-second = You may buy a second tile of another kind, or finish your turn.
board-phase-wolf = 🐺🐺 The wolf is here! Pick a house of another player and blow on it.
board-target = Target: { $target }'s house { $house }.
board-player = { $turn }{ $name } · { $points ->
    [one] { $points } point
   *[other] { $points } points
}
board-no-houses = No houses yet.
board-stacks = Tiles left
board-empty-stacks = Empty stacks: { $empty } of { $end } end the game.
board-legend = 🟨 straw · 🟫 wood · 🟥 brick · 🌼 flowerpot · ✅ complete (roof on top). Houses read bottom to top.
board-moved = The board moved to the bottom of the channel. ⬇️

button-roll = Roll
button-reroll = { $picked ->
    [0] Reroll ({ $left ->
        [one] { $left } roll left
       *[other] { $left } rolls left
    })
    [one] Reroll { $picked } die ({ $left ->
        [one] { $left } roll left
       *[other] { $left } rolls left
    })
   *[other] Reroll { $picked } dice ({ $left ->
        [one] { $left } roll left
       *[other] { $left } rolls left
    })
}
button-stop = Stop and buy
button-done = Done
button-blow = Blow!
menu-buy = Buy a tile…
menu-buy-new = { $tile } → new house
menu-buy-house = { $tile } → house { $house }
menu-buy-detail = { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $pots ->
    [0] {""}
   *[other] {" "}· 🌼 { $pots }
} · { $left } in the stack
menu-target = Pick a house to blow on…
menu-target-option = { $target }, house { $house }

event-wolf = 🐺 Two wolves for { $name }!
event-no-target = { $name } has nobody to blow on: the turn passes.
event-nothing = { $name } can buy nothing this time.
event-turn-quiet = { $name } ended their turn without building.
event-bought = { $name } bought { $tile }{ $new ->
    [yes] , starting house { $house }
   *[no] {" "}for house { $house }
}{ $complete ->
    [yes] {" "}— house complete!
   *[no] {""}
}
event-blown = 💨 { $name }'s wolf blew on { $target }'s house { $house }: { $material }, { $removed ->
    [0] nothing gone
    [one] { $removed } tile gone
   *[other] { $removed } tiles gone
}{ $roof ->
    [yes] , the roof collapsed
   *[no] {""}
}{ $gone ->
    [yes] , the house is gone
   *[no] {""}
}.
event-award = 🏅 { $name } wins “{ $award }”.

# $game: the game's `-turn` phrase (game-three-pigs-turn …), preposition included.
turn-ping = { $mention }, it's your turn { $game }. 🎲

## End of the game

final-title = Final scores
final-winners = { $count ->
    [one] 🏆 { $names } wins!
   *[other] 🏆 Shared win: { $names }!
}
final-tie-break = Level on points: the most complete houses decided.
final-breakdown = tiles { $tiles } · flowerpots { $pots } · houses { $houses } = **{ $total }**
final-breakdown-veteran = tiles { $tiles } · awards { $awards } = **{ $total }** ({ $list })
final-footer = Only houses with a roof score. Start a new game with /pigs new.

## Rules (our own words)

rules-title = The Three Little Pigs: how to play
rules-goal = Build the most valuable houses of straw, wood and brick before the tiles run out, and keep the wolf away from them.
rules-turn-title = Your turn
rules-turn = Roll five dice, up to three times. After each roll keep what you like and roll the others again. Three dice can show a wolf: a wolf die is locked for the rest of the turn.
rules-buy-title = Buying
rules-buy = Equal symbols buy one tile of that kind: 2 buy straw, 3 wood or straw, 4 or more any material. You must buy a tile if you can; a second tile of another kind is allowed. Straw is worth 2 points, wood 3, brick 4.
rules-build-title = Building
rules-build = A door or a window starts a new house. Windows go on top, a door only at the bottom of a house without one, and a roof finishes a house: it then takes no more tiles.
rules-wolf-title = The wolf
rules-wolf = Two wolves end your rolling: blow on a house of another player. The spinner picks straw (often), wood or brick (rarely); every tile of that material flies away. A roof left alone falls too.
rules-end-title = The end
rules-end = When enough stacks are empty (two with 2 players, otherwise one per player) the game ends after that turn. Only houses with a roof count: tile points, +1 per flowerpot, +1 per house. In the veteran variant award cards replace the bonuses.
rules-awards-title = Veteran pigs: the award cards
rules-awards = With the veteran variant, houses score only their tiles, plus the award cards. **Taken during play (+2 each):** the first house of straw only, of wood only and of brick only — a door, a window and a roof all of the one material; the card goes to whoever puts the roof on first and stays even if the wolf blows that house away. **Given at the end (+3 each), counting only houses with a roof:** most flowerpots, most houses, and the tallest house (the most tiles, with a roof and a door). A tie for an end card gives it to nobody.

## Table service

table-exists = A game is already running in this channel. Use { $board } to see it, or { $end } to end it.
table-lobby-open = A table is already open in this channel, waiting for players: press **Join** on it ({ $board } shows it again). Its host can close it with { $end }.
clock-reminder-after-limit = That reminder would never go out: it is not shorter than the turn limit, which passes the turn first. Choose a shorter reminder or a longer turn limit.
table-unreadable = The saved game in this channel cannot be read. A moderator (Manage Messages) can clear it with { $end }; the bot's admin has the details in the log.
table-none = There is no game in this channel. Start one with { $new }.
board-outdated = That board is out of date: use the newest board in this channel (or { $board }).
game-over = This game is over. Start a new one with { $new }.
not-your-turn = It's not your turn: wait for the player whose turn it is.
not-playing = You're not playing at this table. Join the next game!
pick-dice-first = Pick the dice to roll again first.
pick-house-first = Pick a house to blow on first.
move-refused = That move is not possible right now: use the newest board.
lobby-already-seated = You already have a seat.
lobby-full = The table is full ({ $max } players).
lobby-host-only = Only the host can start the game.
lobby-need-players = This game needs { $min } to { $max } players to start.
lobby-not-seated = You don't have a seat at this table.
lobby-you-left = You left the table.
lobby-closed = Everyone left, so this table closed.
leave-running = A running game cannot be left. The host or a moderator can end it with { $end }.
leave-finished = This game is already over.
export-not-started = The game has not started yet: there is nothing to export.
export-done = Here is the game record. Replay it with `oink replay`.
end-confirm = End this table for everyone? The game cannot be continued.
end-not-allowed = Only the host or a member who can manage messages can end this table.
end-cancelled = The table goes on.
end-done = { $name } ended this table.
button-end-yes = End the table
button-end-no = Cancel

# What each computer player does in this game (the lobby's menu; at most 100 characters).
ai-three-pigs-greedy-about = Buys the tile worth the most points now, looking one roll ahead.
ai-three-pigs-strong-about = Weighs the odds of every roll, plans both purchases and aims the wolf at the leader.
