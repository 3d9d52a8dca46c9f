# Days-long play: turn clocks, reminders, absent players, undo, the list of one's games,
# statistics and leaderboards.

clock-off = off
# $limit, $reminder: durations (`1 d 12 h`); $absent: the when_absent choice's label.
clock-line = ⏱️ Turn limit: { $limit } · reminder: { $reminder } · when absent: { $absent }
clock-line-remove = ⏱️ Turn limit: { $limit } · reminder: { $reminder } · when absent: { $absent } after { $after ->
    [one] { $after } missed turn
   *[other] { $after } missed turns
}
# $at: a Discord timestamp that reads "in 3 hours".
clock-turn-ends = ⏳ Turn ends: <t:{ $at }:R>

# $mention: who is to move; $game: the game's `-turn` phrase; $link: the board's message.
turn-reminder = ⏰ { $mention }, your turn { $game } is waiting: [go to the board]({ $link }).
turn-reminder-left = ⏰ { $mention }, your turn { $game } is waiting: [go to the board]({ $link }). { $left } left.
turn-skipped = ⏭️ { $name } did not move within { $limit }: the turn was passed.
turn-played-by-ai = 🤖 { $name } did not move within { $limit }: a computer player made the turn for them.
turn-player-removed = 💤 { $name } missed { $missed ->
    [one] { $missed } turn
   *[other] { $missed } turns in a row
} and leaves the game: their turns pass from now on.

undo-done = ↩️ Your last move was taken back.
seat-undone = ↩️ { $name } took back their last move: the board shows the game as it was before it.
undo-nothing = There is no move to take back.
undo-impossible = That move cannot be taken back.
undo-not-yours = Only the player who made the last move can take it back, and only before anyone else plays.
undo-after-dice = Dice were rolled since that move, so it stays.
game-not-started = The game has not started yet.

quit-done = You left the game.
seat-quit = 🚪 { $player } left the game: their turns pass from now on.
seat-quit-to-ai = 🚪 { $player } left the game: a computer player takes over their seat.
replace-done = Done: { $new } now plays the seat of { $old }.
seat-replaced = 🔄 { $new } takes over the seat of { $old } (handed over by { $name }).
replace-not-allowed = Only the host or a moderator can hand a seat to someone else.
replace-already-playing = That member already has a seat at this table.
replace-not-seated = That member has no seat in this game.
replace-level-not-offered = This game has no computer player of that level: the 🤖 menu of its lobby lists the levels it has.

games-title = 🎲 Your games
games-none = You are not in any running game or lobby.
# $commands: every game's command that opens a table, such as "/pigs new · /haus new".
games-start = Open a table with { $commands }.
games-more = … and { $more } more.
games-partial = This bot runs as several processes; games on servers another process serves may be missing here.
games-nobody = nobody
games-time-left = · ⏳ ends: <t:{ $deadline }:R>
# $since, $deadline: Unix seconds, shown as timestamps standing apart from the sentence
# (docs/architecture.md, Timestamps); $left: games-time-left or nothing; $link: the board.
games-your-turn = **Your turn** · started: <t:{ $since }:R> { $left } · [board]({ $link })
games-their-turn = { $whose } to move · started: <t:{ $since }:R> { $left } · [board]({ $link })
# A lobby the user sits in: $seated people and computer players so far, $min to $max play.
games-lobby = Waiting in the lobby: { $seated } seated, { $min }–{ $max } can play · [lobby]({ $link })

stats-server-only = Statistics are kept per server: ask in a server's channel.
stats-none = { $name }, you have not finished a game of { $game } on this server yet.
stats-three-pigs = 📊 { $name } in { $game }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won, best score { $best }.
stats-wuerfelhaus = 📊 { $name } in { $game }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won, { $turns ->
        [0] no solo house finished yet.
       *[other] best solo house in { $turns } turns.
    }
leaderboard-title = 🏆 { $game } on this server
leaderboard-empty = No finished games here yet.
leaderboard-line-three-pigs = { $rank }. { $mention }: { $wins } won of { $games } · best score { $best }
leaderboard-line-wuerfelhaus = { $rank }. { $mention }: { $wins } won of { $games }
stats-space-pigs = 📊 { $name } in { $game }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won.
leaderboard-line-space-pigs = { $rank }. { $mention }: { $wins } won of { $games }

# /oink settings. $dm: settings-on or settings-off.
settings-on = on
settings-off = off
settings-shown = ⚙️ Your settings (the same in every server): turn reminders by direct message: **{ $dm }**. Change it with `/oink settings dm_reminders:`.
settings-saved = ⚙️ Saved. Turn reminders by direct message: **{ $dm }**.
# The reminder sent by direct message to those who asked for it ($game, $link, $left as above).
dm-turn-reminder = ⏰ Your turn { $game } is waiting: [go to the board]({ $link }).
dm-turn-reminder-left = ⏰ Your turn { $game } is waiting: [go to the board]({ $link }). { $left } left.
undo-after-reveal = That move showed you something hidden (cards drawn or laid open), so it stays.
export-hidden = This game has hidden hands and secret choices: its record can be exported once it is over.
