## Würfelhaus

lobby-intro-haus = { $count ->
    [1] One painter at the table: play alone (a race against your turn count) or wait for up to five more. Press **Join** to sit down; the host starts.
   *[other] { $count } painters at the table. One to six can play: press **Join** to sit down; the host starts.
}
haus-floor-ground = 🧱 Ground-floor turn: one roll.
haus-floor-roof = 🏠 Roof turn: up to three rolls.
haus-phase-roll = Roll the three dice.
haus-phase-rolling = Pick dice to roll again, or stop and paint.
haus-phase-assign = Paint bricks with single dice or sums of dice (each die once); three equal dice are a joker for any brick.
haus-player = { $turn }{ $name } · { $painted }/{ $total } bricks · { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
haus-legend = [ 3] still to paint · █ 3█ painted · a brick needs the two below it · the 18 may be painted in thirds of 6 (sides first).
haus-best = Paint { $bricks }
haus-menu-paint = Or choose what to paint…
haus-option-joker = Joker → { $brick }
haus-button-stop = Stop and paint
button-pass = Pass
event-haus-painted = { $name } painted { $bricks }.
event-haus-joker = 🃏 { $name } used the joker on { $brick }.
event-haus-nothing = { $name }'s roll fits nowhere: the turn passes.
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
