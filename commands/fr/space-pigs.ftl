## Space-Schweine : clans, cases, phases (pour l’image de la galaxie et le plateau en texte)

space-pigs-clan-porcus = Porcus
space-pigs-clan-hylocherus = Hylocherus
space-pigs-clan-phacocherus = Phacocherus
space-pigs-clan-babiroussa = Babiroussa
space-pigs-clan-scrofa = Scrofa
space-pigs-clan-pecari-banzai = Pecari Banzai

# Écrit en capitales sur les cases : personne n’a besoin de distinguer les couleurs.
space-pigs-hex-red = ROUGE
space-pigs-hex-yellow = JAUNE
space-pigs-hex-blue = BLEU
space-pigs-hex-double-red = 2× ROUGE
space-pigs-hex-double-yellow = 2× JAUNE
space-pigs-hex-double-blue = 2× BLEU
space-pigs-hex-double = DOUBLE
space-pigs-hex-asteroid = ASTÉROÏDE

space-pigs-phase-build = construction
space-pigs-phase-deploy = déploiement
space-pigs-phase-draw = pioche
space-pigs-phase-travel = voyage
space-pigs-phase-extra-window = déplacement bonus
space-pigs-phase-combat = combat
space-pigs-phase-reorganise = réorganisation
space-pigs-phase-reinforce = renforts
space-pigs-phase-over = partie terminée

## L’image de la galaxie

space-pigs-map-title-setup = Space-Schweine · mise en place · { $phase }
space-pigs-map-title-round = Space-Schweine · manche { $round } · { $phase }
space-pigs-map-seat = { $name } · { $clan } · { $status }
space-pigs-map-seat-out = éliminé
space-pigs-map-seat-troops = { $hexes ->
    [one] { $troops } sur { $hexes } case
   *[other] { $troops } sur { $hexes } cases
}
# G veut dire Big Gruik, son nom dans toutes les langues, comme sur le plateau.
space-pigs-map-key = 4+1G = 4 porcelets et 1 Big Gruik · bande colorée : propriétaire · tirets rouges : bataille
space-pigs-map-key-last-move = 4+1G = 4 porcelets et 1 Big Gruik · bande : propriétaire · tirets rouges : bataille · blanc : dernier coup
space-pigs-phase-settlers = colons
space-pigs-phase-return = retour
space-pigs-phase-markers = marqueurs de voyage
space-pigs-phase-election = élection
space-pigs-map-king = Cochon-Roi · { $seat }
# Une planète dévorée par le ver (un astéroïde depuis), écrite sur la case comme son type.
space-pigs-hex-eaten = DÉVORÉE
space-pigs-phase-ai-arrival = arrivée des cochons IA
space-pigs-phase-ai-moves = déplacement des cochons IA
# La lettre sur le badge d’un groupe IA (la légende l’explique).
space-pigs-map-ai-pirates = P
space-pigs-map-ai-pig-eaters = M
space-pigs-map-ai-worm = V
space-pigs-map-key-ai = { $kind ->
    [pirates] pirates
    [pig_eaters] mangeurs de cochons
   *[worm] ver à glands
}
space-pigs-map-key-eaten = case croquée : une planète dévorée par le ver ({ $eaten }/{ $most })
# Galaxy shapes (V2/V5/V6): the twins' sun on its hex, and the legend row of wrapping rims.
space-pigs-map-sun = SOLEIL
space-pigs-map-key-wraps = Les cases de même signe ({ $letters }) se touchent par-delà le bord : les bords se rejoignent
space-pigs-map-key-sun = Les cases de même signe ({ $letters }) se touchent par-delà le bord · SOLEIL : seule une carte de portée le traverse

# Le texte alternatif de la carte (ce qu’un lecteur d’écran dit de l’image).
space-pigs-alt-hexes = Cases : { $hexes }.
space-pigs-alt-clan = Clan { $number }, { $name } : { $troops }.
space-pigs-alt-clan-none = Clan { $number }, { $name } : aucune troupe dans la galaxie.
space-pigs-alt-ai = Cochons IA : { $stacks }.
space-pigs-alt-battle = Bataille sur { $hex }.
space-pigs-alt-move = Dernier mouvement de { $from } à { $to }.
# Une case posée face cachée (variantes de construction), écrit dessus comme le nom d’une face.
space-pigs-hex-face-down = CACHÉE
space-pigs-map-key-face-down = case sombre : face cachée (disque : sa famille)
# Un contrôle refusé d’un panneau (issue 52) : ce qui a changé, au-dessus de « Ce panneau n’était plus à jour ».
space-pigs-changed-election-over = L’élection est terminée.
space-pigs-changed-not-standing = { $who } ne se présente plus comme Cochon-Roi.
space-pigs-changed-card-left = { $card } n’est plus dans ta main.
space-pigs-changed-hex-not-yours = La case { $hex } n’est plus à toi.
space-pigs-changed-hex-taken = La case { $hex } n’est plus libre.
space-pigs-changed-not-your-turn = Ce n’est plus ton tour.
