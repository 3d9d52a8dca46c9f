# Space-Schweine explains itself (issue 52): why a tie went one way, what a word on the board means.

space-pigs-ev-king-tie = { $tied } candidates are tied at { $governors }: { $name } wins because they come first in this round's turn order.

# The lobby: how the game ends, under the rule set.
space-pigs-lobby-rounds-none = 🏁 No round limit: from round 2 on, the game ends in the production phase of the round in which a clan's planets cover its recipe{ $full ->
    [true] ; that last round has no election
   *[other] {""}
}.
space-pigs-lobby-rounds = 🏁 { $rounds } rounds at most: from round 2 on, a clan whose planets cover its recipe wins at once; else after round { $rounds }'s production whoever covers the most of their recipe wins{ $full ->
    [true] ; the round that ends the game has no election
   *[other] {""}
}.

# The first full-rules boards (setup and round 1): how a clan wins, in two lines.
space-pigs-how-to-win = 🏆 How to win: each clan has a secret recipe (on its panel): so many red, yellow and blue acorns. Each planet you hold makes acorns of its colour.
    From round 2, in the production phase, the first clan in turn order whose planets make its whole recipe wins.

# 📖 on the board: what the current phase is about, for whoever asks (only they see it).
space-pigs-button-explain = What now?
space-pigs-explain-title = 📖 { $phase }
space-pigs-explain-build = The galaxy is being laid, one hex at a time: the player named takes the next hex of a pile and chooses where it goes beside the hexes already laid. Planets make acorns of their colour; asteroids make none, but troops may cross them.
space-pigs-explain-deploy = One clan after another puts its five start piglets on a hex. Start close to planets in your recipe's colours: those are the planets you will want to hold.
space-pigs-explain-draw = Everyone at once and in secret: throw away the cards you do not want (or keep your hand), then draw back up to { $full ->
    [true] six. Coalition partners (they voted alike) may also offer each other cards one for one; the draw waits for the answer
   *[other] four
}. Battle cards help in fights, travel cards on your trips. The board shows who has chosen, never what.
space-pigs-explain-travel = One clan after another makes its trips: { $full ->
    [true] as many as the travel marker it chose
   *[other] up to three
}. A trip moves troops from one hex to a neighbouring one, and each troop moves once a round; travel cards reach further. Landing where another clan stands starts a battle there.
space-pigs-explain-extra-window = A clan holding an Extra-Verschiebung may play it now, after the travels of the clan named, for one more trip; the others wait for its answer.
space-pigs-explain-combat = The battles are fought one after another. Both sides lay battle cards face down, then show them: tech of six or more together wipes out the hex. Otherwise both roll and add their troops beyond the first and their cards; the lower side loses a troop. From a battle's second round, each side may fight on or retreat.
space-pigs-explain-reorganise = One clan after another may move troops to a neighbouring hex it already holds (each troop once), to guard its planets before production.
space-pigs-explain-reinforce = New piglets land on hexes you hold{ $full ->
    [true] : as many as your settler tokens were worth
   *[other] : one for each planet you hold alone, two for a double planet
}. Two new piglets may become a Big Gruik once a round (it rolls an eight-sided die in battle).
space-pigs-explain-settlers = The King Pig hands out the settler tokens he drew, one at a time: every clan gets at least one and at most two, and each is worth new piglets. Only he and the receiver see a token's value.
space-pigs-explain-return = A clan that was knocked out comes back: it lands five piglets on a hex of its choice and plays on.
space-pigs-explain-markers = Every clan picks a travel marker in secret: it says how many trips it makes this round (2, 2, 3, 3 or 4). All markers are shown together; a marker comes back once all five were used.
space-pigs-explain-election = The King Pig election. Each clan has governors, one per acorn it produced. Clans say whether they stand; then the one running the vote asks the voters one at a time. A vote gives all your governors to one candidate, in public and for good. Most governors wins (a tie goes by turn order); the new King Pig hands out the settlers and runs the next vote, and those who voted alike form a coalition.
space-pigs-explain-ai-arrival = The AI pigs arrive: the die decides who comes (nobody, pirates, a pig-eater or the acorn worm), and the King Pig (in round 1 the first player) must land them on a free asteroid or with their own kind. Landed on a clan, they fight it first in the battles.
space-pigs-explain-ai-moves = The King Pig may move one stack of AI pigs (or none); where it lands on a clan, it fights there.
space-pigs-explain-over = The game is over: the board names the winner, and the announcement ranks every clan by how much of its recipe its planets make.
space-pigs-explain-panel = Whatever you decide yourself is on your private panel: 🃏 My cards & moves. The whole rules: /space rules.

# A game that ended on a tie (SS-12, SS-15): who was level, and how the tie was broken.
space-pigs-tie-recipe = { $tied } cooked their recipes in the same round: { $name } wins as the first of them in this round's turn order.
space-pigs-tie-rounds = { $tied } cover equally much of their recipes: { $name } wins as the first of them in this round's turn order.

# Said once, where the word first shows in a full game (not on every board).
space-pigs-first-recipe = 📜 Your recipe is how you win: from round 2 on, your clan wins in a production phase in which your planets make all these acorns. Nobody else sees it.
space-pigs-first-election = 🗳️ First election: each clan's governors (one per acorn it makes) are its votes. The King Pig elected hands out the settlers and chairs the next election; who voted alike forms a coalition.
space-pigs-first-markers = 🧭 Travel markers set how far a clan gets: each round every clan picks one in secret, and its number is the clan's trips for the round. A marker used comes back only once all five were used.
