## Würfelhaus

lobby-intro-haus = { $count ->
    [1] One painter at the table: play alone (a race against your turn count) or wait for up to five more. Press **Join** to sit down; the host starts.
   *[other] { $count } painters at the table. One to six can play: press **Join** to sit down; the host starts.
}
lobby-option-haus-finish-round = Finish the round when someone is done (a shared win): { $value }
haus-floor-ground = 🧱 Ground-floor turn: one roll.
haus-floor-roof = 🏠 Roof turn: up to three rolls.
haus-phase-roll = Roll the three dice.
haus-phase-rolling = Pick dice to roll again, or stop and paint.
haus-phase-assign = Paint bricks with single dice or sums of dice (each die once); three equal dice are a joker for any brick.
haus-player = { $turn }{ $name } · { $painted }/{ $total }
# The first line of a player's field, under its title (kept out of the title, which wrapped on a desktop).
haus-player-turns = { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
haus-legend = 3️⃣ a brick still to paint, showing its number (⬜: the number stands beside the row) · 🟧 painted · 🟥 painted roof · rows count from the bottom; a brick needs the two it sits on · the 18 on top is three 6s: both sides, then the middle.
haus-best = Paint { $bricks }
haus-menu-paint = Or choose what to paint…
haus-option-paint = Paint { $bricks }
haus-option-joker = Joker: paint { $brick }
# A brick named as the wall shows it; $place tells bricks of the same number in a row apart.
haus-brick = { $place ->
    [left] the left { $value }
    [middle] the middle { $value }
    [right] the right { $value }
    [nth] the { $value } in place { $n } from the left
   *[only] the { $value }
}
haus-third = { $third ->
    [left] the left third
    [right] the right third
   *[middle] the middle third
}
haus-thirds = { $thirds } of the { $value }
# Bricks and where they are: a row of the ground floor (counted from the bottom) or the roof.
haus-at = { $floor ->
    [roof] { $bricks } (roof)
   *[ground] { $bricks } (row { $row })
}
haus-and = { $first } and { $last }
haus-button-stop = Stop and paint
haus-button-stop-empty = Stop without painting
# A roof turn, before the player stops: what the dice as they lie could paint.
haus-reach = 🖌️ Stopping now could paint { $bricks }.
haus-reach-joker = 🃏 Three equal dice: stopping now, the joker paints any brick whose supports are done.
haus-reach-none = ⚠️ These dice fit no brick: stopping now paints nothing. Roll again to try for one.
button-pass = Pass
event-haus-painted = { $name } painted { $bricks }.
event-haus-joker = 🃏 { $name } used the joker on { $brick }.
event-haus-nothing = 🎲 { $dice } — { $name }: no brick fits — pass.
event-haus-nothing-undiced = { $name }: no brick fits — pass.
event-haus-passed = { $name } passes.
event-haus-completed = 🏠 { $name } finished the house in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}!

rules-haus-title = Würfelhaus: how to play
rules-haus-goal = Paint every brick of your house wall before the others — or, alone, in as few turns as you can.
rules-haus-paint-title = Painting
rules-haus-paint = Roll three dice. Each die alone, or two or three added up, paints one brick with that number. Start at the bottom: a brick needs the two bricks it rests on. Dice that fit nowhere are lost. Three equal dice may instead paint any brick whose supports are done.
rules-haus-roof-title = The roof
rules-haus-roof = Once the ground floor is done, each turn has up to three rolls: keep what you like and roll the rest again, then paint once. The roof bricks need sums; the 18 may be painted as three 6s, the two sides before the middle.
rules-haus-end-title = The end
rules-haus-end = The first to paint the whole house wins.

# A solo player's records on the board: their best and the server's (fewest turns).
haus-solo-best-own = 🏅 Your best: { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
haus-solo-best-none = 🏅 Your first solo house on this server
haus-solo-best-server = server's best: { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} by { $mention }

# What each computer player does in this game (the lobby's menu; at most 100 characters).
ai-wuerfelhaus-greedy-about = Paints the most bricks it can now; on the roof, rerolls for the most bricks.
ai-wuerfelhaus-strong-about = Plays for the fewest turns to finish, weighing every roll exactly.
