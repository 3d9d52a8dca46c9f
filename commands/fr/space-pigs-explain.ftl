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

# 📖 sur le plateau : de quoi parle la phase en cours, pour qui demande (lui seul le voit).
space-pigs-button-explain = Et maintenant ?
space-pigs-explain-title = 📖 { $phase }
space-pigs-explain-build = La galaxie se pose case par case : le joueur nommé prend la case suivante d’une pile et choisit où elle va, à côté des cases déjà posées. Les planètes donnent des glands de leur couleur ; les astéroïdes n’en donnent pas, mais les troupes les traversent.
space-pigs-explain-deploy = Un clan après l’autre pose ses cinq porcelets de départ sur une case. Commence près des planètes aux couleurs de ta recette : ce sont elles que tu voudras tenir.
space-pigs-explain-draw = Tout le monde en même temps et en secret : jette les cartes dont tu ne veux pas (ou garde ta main), puis complète ta main à { $full ->
    [true] six. Les partenaires de coalition (ils ont voté pareil) peuvent aussi s’offrir des cartes une pour une ; la pioche attend la réponse
   *[other] quatre
}. Les cartes de combat aident dans les batailles, les cartes de voyage pendant tes voyages. Le plateau montre qui a choisi, jamais quoi.
space-pigs-explain-travel = Un clan après l’autre fait ses voyages : { $full ->
    [true] autant que le dit son marqueur de voyage
   *[other] jusqu’à trois
}. Un voyage déplace des troupes d’une case vers une case voisine, chaque troupe voyage une fois par manche ; les cartes de voyage vont plus loin. Arriver là où se trouve un autre clan déclenche une bataille.
space-pigs-explain-extra-window = Un clan qui a une Extra-Verschiebung peut la jouer maintenant, après les voyages du clan nommé, pour un voyage de plus ; les autres attendent sa réponse.
space-pigs-explain-combat = Les batailles se livrent l’une après l’autre. Chaque camp pose des cartes de combat face cachée, puis on les révèle : une technique de six ou plus au total anéantit la case. Sinon les deux lancent le dé et ajoutent leurs troupes au-delà de la première et leurs cartes ; le camp le plus faible perd une troupe. Dès le deuxième tour d’une bataille, chaque camp peut continuer ou se replier.
space-pigs-explain-reorganise = Un clan après l’autre peut déplacer des troupes vers une case voisine qu’il tient déjà (chaque troupe une fois), pour garder ses planètes avant la production.
space-pigs-explain-reinforce = De nouveaux porcelets arrivent sur des cases que tu tiens{ $full ->
    [true] : autant que valaient tes jetons de colons
   *[other] : un par planète que tu tiens seul, deux pour une planète double
}. Deux nouveaux porcelets peuvent devenir un Big Gruik une fois par manche (il lance un dé à huit faces au combat).
space-pigs-explain-settlers = Le Cochon-Roi distribue les jetons de colons qu’il a tirés, un à la fois : chaque clan en reçoit au moins un et au plus deux, et chacun vaut de nouveaux porcelets. Seuls lui et celui qui le reçoit voient la valeur d’un jeton.
space-pigs-explain-return = Un clan éliminé revient : il pose cinq porcelets sur une case de son choix et continue.
space-pigs-explain-markers = Chaque clan choisit en secret un marqueur de voyage : il dit combien de voyages il fait cette manche (2, 2, 3, 3 ou 4). Tous sont révélés ensemble ; un marqueur revient quand les cinq ont servi.
space-pigs-explain-election = L’élection du Cochon-Roi. Chaque clan a des gouverneurs, un par gland produit. Les clans disent s’ils se présentent ; puis celui qui mène le vote interroge les votants un par un. Un vote donne tous tes gouverneurs à un candidat, en public et pour de bon. Le plus de gouverneurs gagne (une égalité se tranche par l’ordre du tour) ; le nouveau Cochon-Roi distribue les colons et mène le vote suivant, et ceux qui ont voté pareil forment une coalition.
space-pigs-explain-ai-arrival = Les cochons IA arrivent : le dé décide qui vient (personne, des pirates, un mange-cochons ou le ver à glands), et le Cochon-Roi (à la manche 1 le premier joueur) doit les poser sur un astéroïde libre ou avec leurs semblables. Posés sur un clan, ils le combattent en premier dans les batailles.
space-pigs-explain-ai-moves = Le Cochon-Roi peut déplacer une pile de cochons IA (ou aucune) ; là où elle arrive sur un clan, elle combat.
space-pigs-explain-over = La partie est finie : le plateau nomme le gagnant, et l’annonce classe chaque clan selon la part de sa recette que font ses planètes.
space-pigs-explain-panel = Ce que tu décides toi-même est sur ton panneau privé : 🃏 Mes cartes et coups. Toutes les règles : /espace règles.

# Une partie finie sur une égalité (SS-12, SS-15) : qui était à égalité, et comment elle a été tranchée.
space-pigs-tie-recipe = { $tied } ont cuisiné leur recette dans la même manche : { $name } gagne, car il vient en premier d’entre eux dans l’ordre du tour de cette manche.
space-pigs-tie-rounds = { $tied } couvrent autant de leur recette : { $name } gagne, car il vient en premier d’entre eux dans l’ordre du tour de cette manche.

# Dit une fois, là où le mot apparaît pour la première fois dans une partie complète (pas sur chaque plateau).
space-pigs-first-recipe = 📜 Ta recette, c’est ta victoire : dès la manche 2, ton clan gagne lors d’une phase de production où tes planètes produisent tous ces glands. Personne d’autre ne la voit.
space-pigs-first-election = 🗳️ Première élection : les gouverneurs d’un clan (un par gland produit) sont ses voix. Le Cochon-Roi élu distribue les colons et mène la prochaine élection ; ceux qui ont voté pareil forment une coalition.
space-pigs-first-markers = 🧭 Les marqueurs de voyage règlent jusqu’où va un clan : à chaque manche, chaque clan en choisit un en secret, et son nombre donne ses voyages de la manche. Un marqueur utilisé ne revient que quand les cinq ont servi.
