# Days-long play: turn clocks, reminders, absent players, undo, the list of one's games,
# statistics and leaderboards.

clock-off = off
# $limit, $reminder: durations (`1 d 12 h`); $absent: the when_absent choice's label.
# A table's pace from its turn limit (lobby, /oink games): none or up to 2 h, up to 2 days, more.
pace-live = ⚡ live
pace-daily = 📅 daily
pace-slow = 🐢 slow
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
games-time-left = ⏳ ends: <t:{ $deadline }:R> ·{" "}
# $since, $deadline: Unix seconds, shown as timestamps standing apart from the sentence
# (docs/architecture.md, Timestamps); $left: games-time-left or nothing; $link: the board.
games-your-turn = **Your turn** · started: <t:{ $since }:R> · { $left }[board]({ $link })
games-their-turn = { $whose } to move · started: <t:{ $since }:R> · { $left }[board]({ $link })
# A lobby the user sits in: $seated people and computer players so far, $min to $max play.
games-lobby = Waiting in the lobby: { $seated } seated, { $min }–{ $max } can play · [lobby]({ $link })

stats-server-only = Statistics are kept per server: ask in a server's channel.
# Under a user's statistics, when their turns were timed: $turns (at most 100), $median and
# $slowest as in announce-pace-one.
stats-pace = ⏱️ Your latest { $turns ->
        [one] turn
       *[other] { $turns } turns
    }: median { $median }, slowest { $slowest }.
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
# A skill rating as shown: $rating is 1000 + 40 × (mu − 3 sigma), rounded; $provisional is
# "yes" while it rests on fewer than five rated games.
rating-shown = { $provisional ->
        [yes] { $rating } (provisional)
       *[no] { $rating }
    }
# Under a user's statistics once they played a rated game: $rating and $global as in
# rating-shown (this server; every server), $change the last rated game's (`+12`, `-3`, `±0`).
stats-rating = ⭐ Your rating here: { $rating } ({ $change } in your last rated game) · across all servers: { $global }
# A leaderboard line of a rated player: $line is the game's leaderboard-line-*, $rating as in
# rating-shown.
leaderboard-rated = { $line } · ⭐ { $rating }

# /oink settings. $dm: settings-on or settings-off.
settings-on = on
settings-off = off
settings-shown = ⚙️ Your settings (the same in every server): turn reminders by direct message: **{ $dm }**; heads-up before your turn: **{ $heads }**; private panels as text for screen readers: **{ $text }**. Change them with `/oink settings dm_reminders:`, `heads_up:` and `text_boards:`.
settings-saved = ⚙️ Saved. Turn reminders by direct message: **{ $dm }**; heads-up before your turn: **{ $heads }**; private panels as text for screen readers: **{ $text }**.
# The reminder sent by direct message to those who asked for it ($game, $link, $left as above).
dm-turn-reminder = ⏰ Your turn { $game } is waiting: [go to the board]({ $link }).
dm-turn-reminder-left = ⏰ Your turn { $game } is waiting: [go to the board]({ $link }). { $left } left.
undo-after-reveal = That move showed you something hidden (cards drawn or laid open), so it stays.
export-hidden = This game has hidden hands and secret choices: its record can be exported once it is over.

# Turn heads-up (/oink settings heads_up:), by direct message. $game: as in turn-ping; $name:
# the player whose turn began.
dm-heads-up-next = 🔔 You're next { $game }: { $name } has just started their turn. [Go to the board]({ $link }).
dm-heads-up-last = ⏳ Everyone else has answered { $game }: we're only waiting for you. [Go to the board]({ $link }).

# Away mode (/oink away, /oink back). $until: Unix seconds, shown by Discord in the reader's time.
away-done = 💤 You're away at { $tables ->
    [0] no running game for now (a game that starts while you're away starts with you away)
    [1] one running game
   *[other] { $tables } running games
}; `/oink back` ends it sooner. Until: <t:{ $until }:f>
away-rule-wait = Your turns wait for you, without a clock, and nobody pings you.
away-rule-computer = A computer player plays your turns meanwhile.
away-rule-table = Each table does as its option `{ $option }` says: where it is “{ $choice }”, a computer player plays your turns; elsewhere they wait for you.
away-until-missing = ⚠️ Say until when with the `{ $option }` option: a duration such as `3d` or `12h`, or a UTC date such as `2026-12-24` or `2026-12-24 18:00`, at most { $days } days away.
away-until-unreadable = ⚠️ I can't read “{ $until }” as a time. Give a duration such as `3d` or `12h`, or a UTC date such as `2026-12-24` or `2026-12-24 18:00`.
away-until-too-soon = ⚠️ That is already past, or less than a minute away: choose a later `until:`.
away-until-too-long = ⚠️ You can be away for { $days } days at most: choose an earlier `until:`. (The host can still replace you for longer.)
away-reason = — “{ $reason }”
away-computer-plays = 💤 You're away, and a computer player plays your seat meanwhile. `/oink back` gives it back to you.
back-done = 👋 Welcome back! { $tables ->
    [0] Your time away is over.
    [1] Your seat at one running game is yours again.
   *[other] Your seats at { $tables } running games are yours again.
}
back-not-away = You weren't away. Use `/oink away` when you need a break.
settings-away = 💤 Away until: <t:{ $until }:f>
table-away-wait = 💤 { $name } is away, their turns wait for them without a clock. Back: <t:{ $until }:f>
table-away-computer = 💤 { $name } is away, a computer player plays for them meanwhile. Back: <t:{ $until }:f>
table-back = 👋 { $name } is back.

# The catch-up digest: what happened since a player's own last move (ping, heads-up, 📜 button).
digest-title = 📜 **Since your last turn:**
digest-earlier = …and { $count ->
    [one] an earlier event
   *[other] { $count } earlier events
}
digest-nothing = 📜 Nothing has happened since your last move.
digest-not-seated = 📜 You don't play at this table, so there is no “since your last turn” for you.
button-since = Since my last turn

# /oink server: a server's defaults for new tables. $language: a language's name, or
# server-language-discord; $clock: a clock-line; $pings: settings-on/off; $daily: a channel
# mention or choice-nowhere.
server-language-discord = the server's Discord language
server-shown = ⚙️ New tables in this server start with these defaults (a table's own options at `new` still win):
    🌐 Board language: **{ $language }**
    { $clock }
    🔔 Turn pings: **{ $pings }**
    📣 Daily winner announced: { $daily }
    Members with Manage Server change them with `/oink server`; `reset:` goes back to the bot's own.
server-saved = ⚙️ Saved. New tables in this server now start with (running tables keep theirs):
    🌐 Board language: **{ $language }**
    { $clock }
    🔔 Turn pings: **{ $pings }**
    📣 Daily winner announced: { $daily }
server-not-allowed = Only members with the Manage Server permission can change this server's defaults. `/oink server` alone shows them.
server-only-in-servers = Server defaults exist only in a server: run `/oink server` in one of its channels.

## 🔊 Read the board: the board in plain sentences, for screen readers (issue 54).
# No emoji before words: a screen reader speaks the words first.
button-read = Read the board
read-title = The board in words
read-panel-title = Your cards and the board, in words
read-more = { $count ->
    [one] … and { $count } more line, left out to stay within Discord’s limits.
   *[other] … and { $count } more lines, left out to stay within Discord’s limits.
}
# The Three Little Pigs. $houses: each house as read-pigs-house, joined by "; ".
read-pigs-player = { $name }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}: { $houses }.
read-pigs-no-houses = no houses yet
# $tiles: the tiles bottom first ("straw door, wooden window"), then what it still lacks.
read-pigs-house = house { $number }: { $tiles }
read-pigs-missing-roof = missing roof
read-pigs-complete = complete with its roof
read-pigs-pots = { $pots ->
    [one] { $pots } flowerpot
   *[other] { $pots } flowerpots
}
read-pigs-dice = Dice: { $faces }.
read-pigs-face-wolf = wolf
read-pigs-face-door = door
read-pigs-face-window = window
read-pigs-face-roof = roof
# Würfelhaus. $done: bricks painted (a number), $total: bricks in all; the rows follow.
read-haus-player = { $name }: bricks painted: { $done } of { $total }; { $turns ->
    [one] { $turns } turn.
   *[other] { $turns } turns.
}
read-haus-dice = Dice: { $dice }.
# One row of a wall, bottom first; $done and $todo: the numbers painted and still open.
read-haus-row = { $floor ->
    [roof] Row { $row }, roof: painted { $done }; open { $todo }.
   *[ground] Row { $row }: painted { $done }; open { $todo }.
}
read-haus-none = none
# Space-Schweine. $hexes: the hexes the clan stands on, with its troops there.
read-space-clan = { $name }, { $clan }: { $hexes }. Supply: { $supply }. { $cards ->
    [one] { $cards } card in hand.
   *[other] { $cards } cards in hand.
}
read-space-out = out of the galaxy
read-space-returning = out this round, back next round with five piglets
read-space-no-hexes = no troops in the galaxy
read-space-piglets = { $piglets ->
    [one] { $piglets } piglet
   *[other] { $piglets } piglets
}
read-space-gruiks = { $gruiks ->
    [one] { $gruiks } Big Gruik
   *[other] { $gruiks } Big Gruiks
}
read-and = { $first } and { $last }
read-space-acorns = { $colour ->
    [red] { $count ->
        [one] { $count } red acorn
       *[other] { $count } red acorns
    }
    [yellow] { $count ->
        [one] { $count } yellow acorn
       *[other] { $count } yellow acorns
    }
   *[blue] { $count ->
        [one] { $count } blue acorn
       *[other] { $count } blue acorns
    }
}
read-space-recipe = Its recipe: { $recipe }; its planets make { $production }.
read-space-hand = Your cards: { $cards }.
read-space-your-move = { $count ->
    [one] { $names } to move: the “{ $button }” button opens your cards and choices.
   *[other] { $names } to move: each of you opens their cards and choices with the “{ $button }” button.
}

## Tables where the bot may only answer (a group DM, a server that has not added it)

lobby-answers-only = 💬 Here Oink can only answer clicks and commands; it cannot post on its own. The board and the turn ping come with every move. Until 15 minutes after the last click, reminders and computer players’ moves show here too; after that, reminders go only by DM to players who turned on `dm_reminders` in `/oink settings`, and a passed turn limit or a computer player’s move shows at the next click.
