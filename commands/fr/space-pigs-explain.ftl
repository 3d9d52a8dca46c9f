# Space-Schweine s’explique (ticket 52) : comment une égalité a été départagée, ce que veut dire un mot du plateau.

space-pigs-ev-king-tie = { $tied } candidats sont à égalité à { $governors } : { $name } l’emporte, car il vient en premier dans l’ordre du tour de cette manche.

# Le salon : comment finit la partie, selon les règles choisies.
space-pigs-lobby-rounds-none = 🏁 Pas de limite de manches : dès la manche 2, la partie finit à la production de la manche où les planètes d’un clan couvrent sa recette{ $full ->
    [true] ; cette dernière manche n’a pas d’élection
   *[other] {""}
}.
space-pigs-lobby-rounds = 🏁 { $rounds } manches au plus : dès la manche 2, un clan dont les planètes couvrent sa recette gagne aussitôt ; sinon, après la production de la manche { $rounds }, celui qui couvre le plus de sa recette gagne{ $full ->
    [true] ; la manche qui finit la partie n’a pas d’élection
   *[other] {""}
}.

# Les premiers plateaux du jeu complet (mise en place et manche 1) : comment un clan gagne, en deux lignes.
space-pigs-how-to-win = 🏆 Pour gagner : chaque clan a une recette secrète (sur son panneau) : tant de glands rouges, jaunes et bleus. Chaque planète que tu tiens fait des glands de sa couleur.
    Dès la manche 2, à la production, le premier clan dans l’ordre du tour dont les planètes font toute sa recette gagne.
