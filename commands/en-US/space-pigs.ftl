## Space-Schweine: clans, hexes, phases (shared by the galaxy picture and the text board)

space-pigs-clan-porcus = Porcus
space-pigs-clan-hylocherus = Hylocherus
space-pigs-clan-phacocherus = Phacocherus
space-pigs-clan-babiroussa = Babiroussa
space-pigs-clan-scrofa = Scrofa
space-pigs-clan-pecari-banzai = Pecari Banzai

# Written on the hexes in capitals, so a hex's kind never depends on telling colours apart.
space-pigs-hex-red = RED
space-pigs-hex-yellow = YELLOW
space-pigs-hex-blue = BLUE
space-pigs-hex-double-red = 2× RED
space-pigs-hex-double-yellow = 2× YELLOW
space-pigs-hex-double-blue = 2× BLUE
space-pigs-hex-double = DOUBLE
space-pigs-hex-asteroid = ASTEROID

space-pigs-phase-build = build
space-pigs-phase-deploy = deploy
space-pigs-phase-draw = draw
space-pigs-phase-travel = travel
space-pigs-phase-extra-window = extra move
space-pigs-phase-combat = combat
space-pigs-phase-reorganise = reorganise
space-pigs-phase-reinforce = reinforce
space-pigs-phase-over = game over

## The galaxy picture

space-pigs-map-title-setup = Space-Schweine · setup · { $phase }
space-pigs-map-title-round = Space-Schweine · round { $round } · { $phase }
# A seat in the legend below the galaxy: its name, clan and what it has in the galaxy.
space-pigs-map-seat = { $name } · { $clan } · { $status }
space-pigs-map-seat-out = out
# $troops is written like a badge: 4+1G
space-pigs-map-seat-troops = { $hexes ->
    [one] { $troops } on { $hexes } hex
   *[other] { $troops } on { $hexes } hexes
}
# How to read the picture; G stands for Big Gruik in every language.
space-pigs-map-key = 4+1G = 4 piglets and 1 Big Gruik · coloured band: owner · red dashes: battle
space-pigs-map-key-last-move = 4+1G = 4 piglets and 1 Big Gruik · band: owner · red dashes: battle · white: last move
space-pigs-phase-settlers = settlers
space-pigs-phase-return = return
space-pigs-phase-markers = travel markers
space-pigs-phase-election = election
# The King Pig's line in the legend below the galaxy.
space-pigs-map-king = King Pig · { $seat }
# A planet the worm ate (it is an asteroid since), written on the hex like its kind.
space-pigs-hex-eaten = EATEN
space-pigs-phase-ai-arrival = AI pigs arrive
space-pigs-phase-ai-moves = AI pigs move
# The letter on an AI stack's badge (the key below explains it).
space-pigs-map-ai-pirates = P
space-pigs-map-ai-pig-eaters = E
space-pigs-map-ai-worm = W
# The AI pigs' key below the galaxy: each kind's name after its badge.
space-pigs-map-key-ai = { $kind ->
    [pirates] pirates
    [pig_eaters] pig-eaters
   *[worm] acorn worm
}
space-pigs-map-key-eaten = bitten hex: a planet the worm ate ({ $eaten }/{ $most })
# Galaxy shapes (V2/V5/V6): the twins' sun on its hex, and the legend row of wrapping rims.
space-pigs-map-sun = SUN
space-pigs-map-key-wraps = Hexes with the same sign ({ $letters }) touch across the rim: the rims wrap
space-pigs-map-key-sun = Hexes with the same sign ({ $letters }) touch across the rim · SUN: only a travel-range card crosses it

# The map's alt text (what a screen reader says of the picture).
space-pigs-alt-hexes = Hexes: { $hexes }.
space-pigs-alt-clan = Clan { $number }, { $name }: { $troops }.
space-pigs-alt-clan-none = Clan { $number }, { $name }: no troops in the galaxy.
space-pigs-alt-ai = AI pigs: { $stacks }.
space-pigs-alt-battle = Battle on { $hex }.
space-pigs-alt-move = Last move from { $from } to { $to }.
# A hex lying face down (building variants), written on it like a face's name, and its key.
space-pigs-hex-face-down = FACE DOWN
space-pigs-map-key-face-down = dark hex: face down (disc: its family)
# A refused panel control (issue 52): what changed since the panel was drawn, above "That panel was out of date".
space-pigs-changed-election-over = The election is over.
space-pigs-changed-not-standing = { $who } no longer stands for King Pig.
space-pigs-changed-card-left = { $card } has left your hand.
space-pigs-changed-hex-not-yours = Hex { $hex } is no longer yours.
space-pigs-changed-hex-taken = Hex { $hex } is no longer free.
space-pigs-changed-not-your-turn = It is no longer your turn.
