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
