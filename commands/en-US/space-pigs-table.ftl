## Space-Schweine at a table: the board, the private panel, what happened.

lobby-intro-space = { $count ->
    [1] One clan is waiting for its rivals. Three to six play: press **Join** to sit down; the host starts.
   *[other] { $count } clans at the table. Three to six play: press **Join** to sit down; the host starts.
}
space-pigs-title-setup = setup · { $phase }
space-pigs-title-round = round { $round } · { $phase }
space-pigs-waiting = ⏳ Waiting for { $names }
space-pigs-chosen = ✅ chosen: { $names }
space-pigs-trips-left = { $trips ->
    [one] { $trips } trip left
   *[other] { $trips } trips left
}
space-pigs-winner = 🏆 { $name } wins the galaxy!
space-pigs-battle = ⚔️ Battle at { $hex }, battle round { $round }: { $defender } defends ({ $dcards }) against { $attacker } ({ $acards })
space-pigs-cards-not-yet = choosing cards
space-pigs-cards-face-down = { $count ->
    [0] no card
    [one] { $count } card face down
   *[other] { $count } cards face down
}
space-pigs-no-cards = no card
space-pigs-seat = { $troops } · holds { $hexes ->
    [one] { $hexes } hex
   *[other] { $hexes } hexes
}
    🃏 { $cards } · supply { $supply }
    recipe { $recipe } · makes { $production }
space-pigs-seat-out = 💀 out of the galaxy
    recipe { $recipe }
space-pigs-footer = Deck { $deck } · discard pile { $discard } · hexes are named by the numbers on the picture (q,r)
space-pigs-button-mine = My cards & moves
space-pigs-legend = 🐷 piglet · 🐗 Big Gruik · 🟥🟨🟦 acorns · 🃏 cards · hexes are named q,r as on the picture

## The private panel

space-pigs-panel-title = 🃏 { $name } · { $clan }
space-pigs-hand-empty = Your hand is empty.
space-pigs-your-recipe = Your recipe: { $recipe } · your planets make { $production }
space-pigs-your-seventh = 🪐 Your seventh planet (secret variant): you must also own a planet of { $colour }; the recipe above counts it.
space-pigs-card-battle = ⚔️ attack +{ $attack } · 🛡️ defence +{ $defence } · 🔧 tech { $tech }
space-pigs-card-range = travel: a trip may end up to { $hexes ->
    [one] { $hexes } hex
   *[other] { $hexes } hexes
} away
space-pigs-card-free = travel: a free trip up to { $hexes ->
    [one] { $hexes } hex
   *[other] { $hexes } hexes
} to your own troops
space-pigs-card-path = travel: a path of up to { $hexes ->
    [one] { $hexes } step
   *[other] { $hexes } steps
}, leaving troops on the way
space-pigs-card-extra = travel: one more trip this round
space-pigs-ask-wait = Nothing to do for you now: waiting for { $names }.
space-pigs-ask-over = The game is over.
space-pigs-ask-family = Lay a hex: first choose the pile.
space-pigs-ask-lay = Now choose where the hex goes.
space-pigs-ask-deploy = Choose the hex for your five start piglets.
space-pigs-ask-discard = Discard cards you do not want (you draw back up to four), or keep your hand. The others do not see your choice.
space-pigs-ask-from = Travel: choose where your troops leave from, or end your travels.
space-pigs-ask-from-card = Travel with { $card }: choose where your troops leave from.
space-pigs-ask-reorganise-from = Reorganise: move troops to a neighbouring hex of yours, or end.
space-pigs-ask-to = From { $from }: choose the destination.
space-pigs-ask-to-card = From { $from } with { $card }: choose the destination.
space-pigs-ask-path = Path so far: { $path }. Choose the next hex, or stop here.
space-pigs-ask-troops = From { $from } to { $to }: how many troops?
space-pigs-ask-drop = How many troops stay on { $hex } on the way?
space-pigs-ask-extra-window = You may play an Extra Shift (Extra-Verschiebung) now for one more trip.
space-pigs-ask-battle-cards = Battle at { $hex }: lay battle cards face down, or none. Your opponent sees only how many.
space-pigs-ask-stand = Battle at { $hex }: fight on, or retreat with all your troops there.
space-pigs-ask-reinforce-where = Reinforcements: { $left ->
    [one] { $left } new piglet
   *[other] { $left } new piglets
} to place. Choose a hex of yours.
space-pigs-ask-reinforce-how = New piglets: { $left }. How many go to { $hex }?
space-pigs-menu-family = Choose a pile…
space-pigs-menu-position = Choose a position…
space-pigs-menu-start = Choose a start hex…
space-pigs-menu-discard = Choose cards to discard…
space-pigs-menu-from = Leave from…
space-pigs-menu-card = Travel card: none
space-pigs-menu-card-chosen = Travel card: { $card }
space-pigs-menu-to = Go to…
space-pigs-menu-step = Next hex of the path…
space-pigs-menu-troops = How many troops…
space-pigs-menu-drop = Troops left here…
space-pigs-menu-battle-cards = Choose battle cards…
space-pigs-menu-retreat = Retreat to…
space-pigs-menu-reinforce-where = Place on…
space-pigs-menu-reinforce = How many…
space-pigs-option-no-card = No card
space-pigs-option-nothing = Nobody stays
space-pigs-option-piglets = { $piglets ->
    [one] { $piglets } piglet
   *[other] { $piglets } piglets
}
space-pigs-option-gruik = { $piglets ->
    [0] a Big Gruik (two new piglets)
    [one] a Big Gruik and { $piglets } piglet
   *[other] a Big Gruik and { $piglets } piglets
}
space-pigs-button-keep = Keep my hand
space-pigs-button-done-travel = End my travels
space-pigs-button-done-reorganise = Done moving
space-pigs-button-extra = Play Extra Shift (Extra-Verschiebung)
space-pigs-button-pass = Not now
space-pigs-button-no-cards = No card
space-pigs-button-fight = Fight on
space-pigs-button-stop = Stop here
space-pigs-button-back = Back
space-pigs-family-0 = the red pile
space-pigs-family-1 = the yellow pile
space-pigs-family-2 = the blue pile
space-pigs-family-3 = the black pile

## Cards (proper names: the same in every language)

space-pigs-card-schinkenmaschine = Ham Machine (Schinkenmaschine)
space-pigs-card-gepanzerter-schweinstall = Armoured Pigsty (Gepanzerter Schweinstall)
space-pigs-card-zerquetscher-panzer = Crusher Tank (Zerquetscher-Panzer)
space-pigs-card-ruessel-laser = Snout Laser (Rüssel-Laser)
space-pigs-card-borstenschild = Bristle Shield (Borstenschild)
space-pigs-card-ferkelschleuder = Piglet Catapult (Ferkelschleuder)
space-pigs-card-suhlenminen = Mud-Wallow Mines (Suhlenminen)
space-pigs-card-grunzkanone = Grunt Cannon (Grunzkanone)
space-pigs-card-eichelbombe = Acorn Bomb (Eichelbombe)
space-pigs-card-planeten-verschiebung = Planet Shift (Planeten-Verschiebung)
space-pigs-card-extra-verschiebung = Extra Shift (Extra-Verschiebung)
space-pigs-card-transporter = Transporter
space-pigs-card-rakete = Rocket (Rakete)
space-pigs-card-rueckenrakete = Back Rocket (Rückenrakete)
space-pigs-card-rueckwirkungs-stoss = Recoil Thrust (Rückwirkungs-Stoß)

## What happened

space-pigs-ev-laid = 🪐 { $name } laid { $hex }.
space-pigs-ev-deployed = 🛬 { $name } landed { $piglets ->
    [one] { $piglets } piglet
   *[other] { $piglets } piglets
} on { $hex }.
space-pigs-ev-round = 🔔 Round { $round } begins.
space-pigs-ev-drew = 🃏 { $name } discarded { $discarded } and drew { $drew }.
space-pigs-ev-reshuffled = 🔀 The discard pile was shuffled into a new deck.
space-pigs-ev-extra = ➕ { $name } played an Extra Shift (Extra-Verschiebung).
space-pigs-ev-travelled = 🚀 { $name } moved { $troops } from { $from } to { $to }.
space-pigs-ev-travelled-card = 🚀 { $name } moved { $troops } from { $from } to { $to } with { $card }.
space-pigs-ev-attack = ⚠️ { $name } lands { $troops } on { $hex }: attack!
space-pigs-ev-battle = ⚔️ Battle at { $hex }: { $attacker } attacks { $defender }.
space-pigs-ev-laid-cards = 🂠 { $name } laid { $count ->
    [0] no card
    [one] { $count } card
   *[other] { $count } cards
} face down.
space-pigs-ev-revealed = 🔓 Cards revealed: defender { $defender }; attacker { $attacker } (tech { $tech }).
space-pigs-ev-annihilated = 💥 Tech overload at { $hex }: every troop there is gone ({ $names }).
space-pigs-ev-combat-round = 🎲 Battle round { $round }: defender rolls { $ddie } (power { $dpower }), attacker rolls { $adie } (power { $apower }); { $loss }
space-pigs-ev-loses-piglet = { $name } loses a piglet.
space-pigs-ev-loses-gruik = { $name } loses a Big Gruik.
space-pigs-ev-no-loss = a tie, nobody falls.
space-pigs-ev-retreated = 🏳️ { $name } retreats { $troops } from { $from } to { $to }.
space-pigs-ev-battle-won = 🚩 { $name } holds { $hex }.
space-pigs-ev-battle-empty = 🕳️ Nobody is left on { $hex }.
space-pigs-ev-reorganised = ↔️ { $name } moved { $troops } from { $from } to { $to }.
space-pigs-ev-produced = 🌰 { $name } makes { $acorns }.
space-pigs-ev-reinforced = ➕ { $name } placed { $troops } on { $hex }.
space-pigs-ev-reinforcements-lost = 🫥 { $name } has no room for { $piglets ->
    [one] { $piglets } new piglet
   *[other] { $piglets } new piglets
}.
space-pigs-ev-won-recipe = 🏆 { $name } cooks the recipe and wins!
space-pigs-ev-won-rounds = 🏆 The last round is over: { $name } covers the most of their recipe and wins!
space-pigs-ev-won-empty = 🏆 { $name } is the last clan in the galaxy.
space-pigs-ev-no-winner = The galaxy is empty: nobody wins.

## Rules, in short

rules-space-title = Space-Schweine: how to play (quick start)
rules-space-goal = Hold the planets whose acorns cook your recipe (it is face up on your clan's line). From round 2 on, whoever's planets make at least their recipe in every colour wins.
rules-space-round-title = A round
rules-space-round = Five phases, each finished by everybody before the next: draw cards (discard in secret, draw up to four), travel, battles and reorganising, production (a planet you alone hold makes one acorn of its colour, a double planet two), reinforcements (one new piglet per planet you hold, two per double planet; two new piglets may become a Big Gruik once a round).
rules-space-travel-title = Travel
rules-space-travel = Up to three trips: move any of your troops on one hex to a neighbouring hex. Each troop moves once a round. Travel cards reach further, give a free trip, or let you leave troops on the hexes you pass. Landing on someone else's troops starts a battle; the defenders who face you stay for it.
rules-space-battle-title = Battles
rules-space-battle = Each side lays battle cards face down (the defender first), then they are shown together. If their tech adds up to six or more, everything on the hex is gone. Otherwise both roll (an eight-sided die with a Big Gruik there, else six-sided) and add their troops beyond the first and their cards' attack or defence; the lower side loses a troop, a tie costs nobody. From the second round on, each side may retreat to a neighbouring hex of its own.
rules-space-end-title = The end
rules-space-end = The first clan whose production covers its recipe wins (several at once: the nearest to the first player). With a round limit, the clan covering most of its recipe wins when it is reached.

## Telling a newcomer where to act (issue 29)

# Under the board's first line, for the people the game waits for; $button is the board's button.
space-pigs-your-move = { $count ->
    [one] 👉 { $names }: your move. Press **🃏 { $button }** below to see your cards and choices.
   *[other] 👉 { $names }: your move. Each of you presses **🃏 { $button }** below to choose.
}
space-pigs-ask-wait-refresh = This panel redraws itself when the game comes to you. After a long while away (or a restart of the bot) it can no longer: then press 🔄 Refresh.
space-pigs-button-refresh = Refresh
space-pigs-chosen-keep = ✅ Your choice: you keep your hand. Cards are drawn once everyone has chosen.
space-pigs-chosen-discard = ✅ Your choice: you discard { $names }. You draw as many new cards once everyone has chosen.
# A pile of hexes to lay, in the build menu: "the red pile (4 left)".
space-pigs-family-left = { $pile } ({ $count } left)

## The full game (issue 30): the King Pig, settlers, travel markers, the election, swaps

# The rule set in the lobby, one line each.
space-pigs-rules-quick_start = 📄 Quick start: the one-page rules, open recipes, four cards, reinforcements on every planet.
space-pigs-rules-full = 📜 Full game: secret recipes, six cards, settlers from the King Pig, secret travel markers and an election at the end of every round but the last.
space-pigs-ask-discard-full = Discard cards you do not want (you draw back up to { $hand }), or keep your hand. The others do not see your choice.
space-pigs-ask-swap = Your coalition may swap cards one for one: choose a partner to make an offer.
space-pigs-menu-partner = Offer a swap to…
space-pigs-ask-offer = Swap with { $name }: choose the cards you offer. They give back as many, or decline.
space-pigs-menu-offer = Cards you offer…
space-pigs-ask-answer = { $name } offers you { $cards } for as many of your cards. Choose what you give back, or decline.
space-pigs-menu-answer = { $count ->
    [one] Choose the card you give…
   *[other] Choose { $count } cards you give…
}
space-pigs-button-decline = Decline the swap
space-pigs-ask-settlers = You are the King Pig: hand out the settler tokens, one at a time (at most two a clan, at least one each). Tokens left: { $tokens }.
space-pigs-option-settler = { $value ->
    [one] { $value } settler
   *[other] { $value } settlers
} for { $name }
space-pigs-menu-settler = Give a token…
space-pigs-ask-return = Your clan returns: choose the hex where your five piglets land.
space-pigs-option-marker = { $trips ->
    [one] { $trips } trip
   *[other] { $trips } trips
}
space-pigs-ask-marker = Choose your travel marker in secret: it says how many trips you make this round. All are shown together.
space-pigs-menu-marker = Travel marker…
space-pigs-ask-candidacy = Election of the King Pig: do you stand?
space-pigs-button-stand = I stand
space-pigs-button-abstain = I do not stand
space-pigs-ask-chair = You run the vote: ask the next voter, or vote now yourself.
space-pigs-menu-ask = Ask…
space-pigs-ask-vote = Your vote: all your governors go to one candidate, for good.
space-pigs-ask-chair-vote = Or vote now: all your governors go to one candidate, for good.
space-pigs-option-vote-self = { $name } (keep my governors)
space-pigs-menu-vote = Vote for…
space-pigs-ask-last-call = Last call: play a phase-4 card, or say you are done.
space-pigs-option-play = { $card } on { $name }
space-pigs-menu-play = Play a phase-4 card…
space-pigs-button-done-election = I am done
space-pigs-recipe-secret = 🔒 Your recipe is secret: only you see it until the game ends.
space-pigs-your-settlers = 🧑‍🚀 Your settlers this round: { $tokens } = { $piglets ->
    [one] { $piglets } new piglet
   *[other] { $piglets } new piglets
}
space-pigs-your-markers = 🧭 Your travel markers left: { $markers }
space-pigs-your-marker = ✅ Your travel marker: { $trips ->
    [one] { $trips } trip
   *[other] { $trips } trips
}. All are shown once everyone has chosen.
space-pigs-your-offer = 🤝 Your offer to { $name }: { $cards }
space-pigs-offer-to-you = 🤝 { $name } offers you: { $cards }
space-pigs-card-election-own = phase 4, only while you stand or have votes: your count gets { $governors ->
    [one] { $governors } more governor
   *[other] { $governors } more governors
}
space-pigs-card-election-other = phase 4: another candidate's count loses { $governors ->
    [one] { $governors } governor
   *[other] { $governors } governors
} (not what they give when voting)
space-pigs-card-buena-larda = Mother Buena Larda
space-pigs-card-mittagsschlaf = Senate Nap (Mittagsschlaf)
space-pigs-order = 🔁 Turn order: { $order }
space-pigs-seat-king = 👑 King Pig
space-pigs-seat-governors = 🏛️ { $governors ->
    [one] { $governors } governor
   *[other] { $governors } governors
}
space-pigs-seat-markers = 🧭 markers { $markers }
space-pigs-seat-marker = this round { $trips ->
    [one] { $trips } trip
   *[other] { $trips } trips
}
space-pigs-seat-settlers = 🧑‍🚀 { $count ->
    [one] { $count } settler token
   *[other] { $count } settler tokens
}
space-pigs-seat-coalition = 🤝 with { $names }
space-pigs-seat-returning = 💀 out this round: back next round with five piglets
    recipe { $recipe }
space-pigs-settlers = 👑 { $king } hands out settlers: { $left ->
    [one] { $left } token left
   *[other] { $left } tokens left
} · given: { $given }
space-pigs-election = 🗳️ Election of the King Pig, round { $round }: { $chair } runs the vote.
space-pigs-election-candidates = Standing: { $standing } · not standing: { $not }
space-pigs-election-count = { $name } { $governors ->
    [one] { $governors } governor
   *[other] { $governors } governors
} ({ $voters })
space-pigs-election-tally = 📊 Tally: { $tally }
space-pigs-election-asked = ❓ Asked to vote: { $name }
space-pigs-election-last-call = 📣 Last call: everyone plays a phase-4 card or is done.
space-pigs-ev-order = 🔁 Turn order: { $order }.
space-pigs-ev-order-rolls = Ties rolled: { $rolls }.
space-pigs-ev-settlers-drawn = 👑 { $name } draws { $count ->
    [one] { $count } settler token
   *[other] { $count } settler tokens
}.
space-pigs-ev-settler-given = 🧑‍🚀 { $king } gives { $name } a settler token.
space-pigs-ev-settlers-landed = 🧑‍🚀 { $name } gets { $piglets ->
    [one] { $piglets } new piglet
   *[other] { $piglets } new piglets
} from the settlers.
space-pigs-ev-markers = 🧭 Travel markers: { $markers }.
space-pigs-ev-eliminated = 💀 { $name } is out of the galaxy until the next round.
space-pigs-ev-returned = 🛬 { $name } returns with { $piglets ->
    [one] { $piglets } piglet
   *[other] { $piglets } piglets
} on { $hex }.
space-pigs-ev-governors = 🏛️ Governors: { $governors }.
space-pigs-ev-election = 🗳️ The election of the King Pig begins: { $name } runs the vote.
space-pigs-ev-stands = 🙋 { $name } stands for King Pig.
space-pigs-ev-stands-not = 🙅 { $name } does not stand.
space-pigs-ev-asked = ❓ { $chair } asks { $name } to vote.
space-pigs-ev-voted = 🗳️ { $name } gives { $governors ->
    [one] { $governors } governor
   *[other] { $governors } governors
} to { $candidate }.
space-pigs-ev-voted-self = 🗳️ { $name } votes for themselves and keeps { $governors ->
    [one] { $governors } governor
   *[other] { $governors } governors
}.
space-pigs-ev-election-card = 🃏 { $name } plays { $card } on { $target }: { $change } 🏛️ for this election.
space-pigs-ev-king = 👑 { $name } is the new King Pig! Tally: { $tally }.
space-pigs-ev-swap-offered = 🤝 { $name } offers { $partner } a swap of { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
space-pigs-ev-swap-declined = 🙅 { $name } declines { $partner }’s swap.
space-pigs-ev-swap-made = 🤝 { $name } and { $partner } swap { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
rules-space-full-title = The full game (/space new rules: full)
rules-space-full = Everything above, and more politics: recipes are secret, hands hold six cards, and there are no reinforcements per planet. Each round the clans play in a turn order set by their troops, the most first.
rules-space-cycle-title = A full round
rules-space-cycle = Draw (coalition partners may swap cards one for one) · the King Pig hands out settler tokens, at most two and at least one per clan, worth new piglets · the turn order · new piglets land, two may become a Big Gruik · everyone picks a travel marker in secret (2, 2, 3, 3 or 4 trips; a marker comes back once all five were used) · travel, battles, reorganising · production and governors (one per acorn) · the election. A clan down to one troop is out until the next round, then lands five piglets.
rules-space-king-title = The King Pig
rules-space-king = The King Pig hands out the settlers and runs the vote. In the first round the first player runs it.
rules-space-election-title = The election
rules-space-election = Everyone says whether they stand. Then the one running the vote asks one voter at a time, and votes when they like. A vote gives all your governors to one candidate (or keep them by voting for yourself), in public and for good. Phase-4 cards (Mother Buena Larda: +2 on your count, Senate Nap (Mittagsschlaf): −2 on another candidate's count; only on a candidate who stands or has votes) may be played during the election; after the last vote everyone gets a last call. Most governors wins, a tie goes to the turn order. Those who voted alike form a coalition and may swap cards in the next draw.

## The AI pigs and the 3A/2B event cards of the full game (issue 31)

# AI pigs with their count; $kind is pirates, pig_eaters or worm.
space-pigs-ai-pigs = { $kind ->
    [pirates] 🏴‍☠️ { $count ->
        [one] { $count } pirate
       *[other] { $count } pirates
    }
    [pig_eaters] 👹 { $count ->
        [one] { $count } pig-eater
       *[other] { $count } pig-eaters
    }
   *[worm] 🐛 { $count ->
        [one] { $count } acorn worm
       *[other] { $count } acorn worms
    }
}
# AI pigs as a side of a battle or the holder of a hex.
space-pigs-ai-name = { $kind ->
    [pirates] 🏴‍☠️ the pirates
    [pig_eaters] 👹 the pig-eaters
   *[worm] 🐛 the acorn worm
}
space-pigs-card-yodo-lardo = Meister Yodo Lardo
space-pigs-card-eichelfest = Acorn Feast (Eichelfest)
space-pigs-card-yodo = battle: on reveal, a piglet of yours there becomes a Big Gruik (needs one left in your supply)
space-pigs-card-feast = travel event, on your turn: a clan you name may not land on a hex you name this round
space-pigs-ai-arrival = 🛸 { $pigs } { $count ->
    [one] arrived: { $name } places it.
   *[other] arrived: { $name } places them.
}
space-pigs-ai-announced = 👑 { $name } moves { $pigs } from { $hex }.
space-pigs-ai-stack = { $pigs } on { $hex }
space-pigs-ai-stacks = 👾 AI pigs: { $stacks }
space-pigs-ai-eaten = 🐛 Planets eaten: { $eaten }/{ $most } ({ $planets })
space-pigs-feast = 🌰 Acorn Feast (Eichelfest): { $name } may not land on { $hex } this round (played by { $by }).
space-pigs-ask-place-ai = { $pigs } { $count ->
    [one] arrived. Choose where it lands
   *[other] arrived. Choose where they land
}: a free asteroid, or its own kind with room. Clans there are attacked and fight it first in the battles.
space-pigs-menu-place-ai = Land the AI pigs on…
space-pigs-ask-announce-ai = You are the King Pig: you may move one stack of AI pigs. Name it first, or move none.
space-pigs-menu-ai-stack = Move the stack on…
space-pigs-button-no-ai-move = No AI move
space-pigs-ask-move-ai = { $pigs } on { $hex } { $count ->
    [one] moves
   *[other] move, all of them
}: choose where. Clans there must fight at once.
space-pigs-menu-ai-move = Move them to…
space-pigs-ask-feast-target = Acorn Feast (Eichelfest): choose the clan that may not land on a hex of your choice this round.
space-pigs-menu-feast-target = The clan…
space-pigs-ask-feast-hex = Acorn Feast (Eichelfest): choose the hex { $name } may not land on this round.
space-pigs-menu-feast-hex = The hex…
space-pigs-ev-ai-rolled = 🎲 { $name } rolls { $roll } for the AI pigs: { $pigs } { $count ->
    [one] arrives
   *[other] arrive
}.
space-pigs-ev-ai-rolled-none = 🎲 { $name } rolls { $roll } for the AI pigs: nobody comes.
space-pigs-ev-ai-placed = 🛸 { $name } lands { $pigs } on { $hex }.
space-pigs-ev-ai-placed-attack = 🛸 { $name } lands { $pigs } on { $hex }: { $count ->
    [one] it attacks
   *[other] they attack
} the clan there first in the battles.
space-pigs-ev-ai-lost = 🌌 No room for { $pigs }: { $count ->
    [one] it is
   *[other] they are
} lost in space.
space-pigs-ev-ai-announced = 📣 { $name } names the stack to move: { $kind ->
    [pirates] the pirates
    [pig_eaters] the pig-eaters
   *[worm] the acorn worm
} on { $hex }.
space-pigs-ev-ai-moved = 👾 { $pigs } { $count ->
    [one] moves
   *[other] move
} from { $from } to { $to }.
space-pigs-ev-ai-moved-attack = 👾 { $pigs } { $count ->
    [one] moves
   *[other] move
} from { $from } to { $to } and { $count ->
    [one] attacks
   *[other] attack
}!
space-pigs-ev-ai-battle-attacked = ⚔️ Battle at { $hex }: { $kind ->
    [pirates] the pirates attack
    [pig_eaters] the pig-eaters attack
   *[worm] the acorn worm attacks
} { $name }.
space-pigs-ev-ai-battle-attacks = ⚔️ Battle at { $hex }: { $name } attacks { $kind ->
    [pirates] the pirates
    [pig_eaters] the pig-eaters
   *[worm] the acorn worm
}.
space-pigs-ev-ai-loses = { $kind ->
    [pirates] a pirate falls.
    [pig_eaters] a pig-eater falls.
   *[worm] the acorn worm falls.
}
space-pigs-ev-eater-grew = 🍖 Fed on its prey, the pack on { $hex } grows: { $count ->
    [one] now { $count } pig-eater
   *[other] now { $count } pig-eaters
}.
space-pigs-ev-ai-annihilated = 💥 { $pigs } on { $hex } { $count ->
    [one] is
   *[other] are
} gone too.
space-pigs-ev-planet-eaten = 🐛 The acorn worm eats the { $planet } planet on { $hex }: it is an asteroid now, and the worm is gone ({ $eaten }/{ $most } planets eaten).
space-pigs-ev-yodo = 🧙 Meister Yodo Lardo: a piglet of { $name } on { $hex } becomes a Big Gruik.
space-pigs-ev-feast = 🌰 { $name } throws an Acorn Feast (Eichelfest): { $target } may not land on { $hex } this round.
rules-space-ai-title = The AI pigs
rules-space-ai = After the new piglets land, the King Pig (in round one the first player) rolls an eight-sided die: 1–2 nobody, 3–4 two to four pirates, 5–6 a pig-eater, 7–8 an acorn worm. He must land them on a free asteroid (clans there do not count) or with their own kind if there is room: at most four pirates, three pig-eaters or one worm on a hex, and kinds never mix; with no room they are lost. Landed on a clan, they pin as many troops and fight them first in the battles. AI pigs fight like clans but never retreat and play no cards.
rules-space-kinds-title = Pirates, pig-eaters, the worm
rules-space-kinds = Pirates roll a six-sided die and move up to three hexes. Pig-eaters roll an eight-sided die, move two, and one more joins for every pig they kill (three at most). The worm rolls both, moves one and attacks planets only: a planet it wins or finds empty becomes an asteroid, and the worm is gone (three planets a game at most). From round two, after reorganising, the King Pig may move one stack, named first; clans where it ends fight it at once.
rules-space-events-title = Two event cards
rules-space-events = Meister Yodo Lardo is laid face down with your battle cards: once they are shown, one of your piglets in that battle becomes a Big Gruik. Acorn Feast (Eichelfest) is played on your own travel turn: name a clan and a hex, and that clan may not land there for the rest of the round.

## Clan powers (issue 32): the board's list of powers a clan used this round, and the narration.
space-pigs-seat-powers = ✨ used: { $powers }
space-pigs-power-big-hand = 8 cards
space-pigs-power-extra-governor = extra governor
space-pigs-power-wins-ties = wins ties
space-pigs-ev-power-big-hand = ✨ { $name } (Porcus) holds 8 cards this round.
space-pigs-ev-power-extra-governor = ✨ { $name } (Porcus) gets one governor more.
space-pigs-ev-power-wins-ties = ✨ { $name } (Phacocherus) wins the tied combat round.
space-pigs-power-block-candidate = blocks a candidacy
space-pigs-power-steal = steals a card
space-pigs-power-famine = famine
space-pigs-power-flee = flees a battle
space-pigs-power-kill-governors = kills governors
space-pigs-power-dash = one hex more
space-pigs-power-convert = converts piglets
space-pigs-power-forbid = bars a landing
space-pigs-power-take-back = takes a piglet back
space-pigs-power-swap-planets = swaps two hexes
space-pigs-power-extra-trip = extra trip
space-pigs-power-far-reorganise = reorganises far
space-pigs-power-tune = tunes the tech
space-pigs-power-transport = free Transporter trip
space-pigs-ev-power-flee = ✨ { $name } (Hylocherus) flees before the first combat round.
space-pigs-ev-power-dash = ✨ { $name } (Phacocherus) moves a piece one hex more.
space-pigs-ev-power-extra-trip = ✨ { $name } (Scrofa) takes one trip more.
space-pigs-ev-power-far-reorganise = ✨ { $name } (Scrofa) reorganises across the galaxy.
space-pigs-ev-power-transport = ✨ { $name } (Pecari Banzai) takes a free Transporter trip.
space-pigs-ev-blocked = ✨ { $name } (Porcus) bars { $target } from standing for King Pig this round.
space-pigs-ev-stole = ✨ { $name } (Hylocherus) takes a card from { $target }'s hand, unseen.
space-pigs-ev-famine = ✨ { $name } (Hylocherus) brings famine to { $hex }: dice { $dice }; { $piglets ->
    [0] no piglet
    [1] one piglet
   *[other] { $piglets } piglets
} and { $gruiks ->
    [0] no Big Gruik
    [1] one Big Gruik
   *[other] { $gruiks } Big Gruiks
} starve.
space-pigs-ev-governors-killed = ✨ { $name } (Phacocherus) sends assassins to { $target }: a { $die }, { $killed ->
    [0] no governor dies
    [1] one governor dies
   *[other] { $killed } governors die
}.
space-pigs-ev-converted = ✨ { $name } (Babiroussa) preaches to { $target }'s piglets on { $hex }: dice { $dice }; { $converted ->
    [0] none converts
    [1] one converts and lands on { $to }
   *[other] { $converted } convert and land on { $to }
}.
space-pigs-ev-forbidden = ✨ { $name } (Babiroussa): { $target } may not land on { $hex } this round.
space-pigs-ev-took-back = ✨ { $name } (Babiroussa) takes a fallen piglet back onto { $hex }.
space-pigs-ev-swapped = ✨ { $name } (Scrofa) swaps the hexes { $a } and { $b }, troops and all.
space-pigs-ev-tuned-up = ✨ { $name } (Pecari Banzai) raises this battle's tech total by one.
space-pigs-ev-tuned-down = ✨ { $name } (Pecari Banzai) lowers this battle's tech total by one.
space-pigs-ban = ✨ Babiroussa's power: { $name } may not land on { $hex } this round (by { $by }).
## Clan powers on the panel: the menu of powers usable now, then one question per thing a power names.
space-pigs-menu-power = ✨ Use a clan power…
space-pigs-ask-power-block-candidate-0 = Porcus: choose the player who may not stand for King Pig this round.
space-pigs-ask-power-steal-0 = Hylocherus: choose the player whose hand you take a card from, at random.
space-pigs-ask-power-famine-0 = Hylocherus: choose the planet the famine strikes. A die for every piece there, yours too: 5–6 kills a piglet, 6 a Big Gruik.
space-pigs-ask-power-kill-governors-0 = Phacocherus: choose whose governors you attack. A die: 1 none, 2–3 one, 4–6 two.
space-pigs-ask-power-dash-0 = Phacocherus: choose the hex of a piece that travelled this turn.
space-pigs-ask-power-dash-1 = Phacocherus: choose where it moves, one hex on.
space-pigs-ask-power-dash-2 = Phacocherus: choose the piece.
space-pigs-ask-power-convert-0 = Babiroussa: choose the hex with the piglets to convert.
space-pigs-ask-power-convert-1 = Babiroussa: choose whose piglets.
space-pigs-ask-power-convert-2 = Babiroussa: how many do you try? A die each: 5–6 converts.
space-pigs-ask-power-convert-3 = Babiroussa: choose where the converts land.
space-pigs-ask-power-forbid-0 = Babiroussa: choose the player who may not land on a hex of your choice this round.
space-pigs-ask-power-forbid-1 = Babiroussa: choose the hex.
space-pigs-ask-power-take-back-0 = Babiroussa: choose where your fallen piglet comes back.
space-pigs-ask-power-swap-planets-0 = Scrofa: choose the first hex to swap.
space-pigs-ask-power-swap-planets-1 = Scrofa: choose its neighbour. The troops move with their hexes.
space-pigs-ask-power-tune-0 = Pecari Banzai: raise or lower this battle's tech total by one. Everyone hears it now.
space-pigs-ask-power-transport-0 = Pecari Banzai: free Transporter trip. Choose where from.
space-pigs-ask-power-transport-1 = Pecari Banzai: choose where to, up to three hexes away.
space-pigs-ask-power-transport-2 = Pecari Banzai: choose the troops.
space-pigs-power-piglet = a piglet
space-pigs-power-gruik = a Big Gruik
space-pigs-power-up = one up
space-pigs-power-down = one down
space-pigs-power-count = { $count ->
    [1] one piglet
   *[other] { $count } piglets
}
rules-space-powers-title = The clans' powers (full game)
rules-space-powers = From round 2, each once a round. **Porcus**: 8 cards; bars a candidacy (never the same player twice running); +1 governor. **Hylocherus**: on his travel turn, a random card from a hand or a famine on a planet; flees a battle before its first round. **Phacocherus**: wins a tied combat round; kills governors by a die while candidacies are open; a piece that just travelled moves one hex on. **Babiroussa**: on his travel turn, converts piglets (5–6 each) or bars a player from a hex; takes back a piglet fallen this round. **Scrofa**: swaps two neighbouring hexes with their troops, or one trip more; one far reorganising move. **Pecari Banzai**: rolls his combat die again; tunes a battle's tech by one before the cards show; a free Transporter trip.
space-pigs-power-reroll = rolls again
space-pigs-ev-power-reroll = ✨ { $name } (Pecari Banzai) rolls the combat die again.
space-pigs-ev-dice-rolled = 🎲 Battle round { $round }: defender rolls { $ddice } (power { $dpower }), attacker rolls { $adice } (power { $apower }). { $name } (Pecari Banzai) may roll again.
space-pigs-ask-keep-dice = The dice on { $hex } did not go your way: keep them, or roll yours again with your clan's power.
space-pigs-button-keep-dice = Keep the dice
space-pigs-menu-flee = ✨ Flee before the first combat round to…
space-pigs-ev-laid-face-down = 🂠 { $name } laid a hex from { $pile } face down on { $hex }.
space-pigs-ev-galaxy-turned = 🔄 The galaxy is laid: { $hexes ->
    [one] its one hex is turned over.
   *[other] all { $hexes } hexes are turned over at once.
}
space-pigs-ev-hex-turned = 🔭 Troops arrived: the hex at { $hex } is turned over and shows { $kind }.
space-pigs-hex-hidden = face down, { $pile }
space-pigs-family-next = { $pile } ({ $count } left) · next: { $face }
space-pigs-ask-lay-seen = Now choose where your { $face } goes.

# Computer players (issue 34): what the greedy and the strong level do, in the lobby's menu.
ai-space-pigs-greedy-about = Takes the hexes its recipe needs, keeps cards for battles it can win, retreats from lost ones.
ai-space-pigs-strong-about = Plays each move out in imagined games, never peeking at hidden cards or recipes.
