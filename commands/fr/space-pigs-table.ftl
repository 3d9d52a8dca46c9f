## Space-Schweine à une table : le plateau, le panneau privé, ce qui s’est passé.

lobby-intro-space = { $count ->
    [1] Un clan attend ses rivaux. De trois à six joueurs : appuie sur **Rejoindre** pour t’asseoir ; l’hôte lance la partie.
   *[other] { $count } clans à la table. De trois à six joueurs : appuie sur **Rejoindre** pour t’asseoir ; l’hôte lance la partie.
}
space-pigs-title-setup = mise en place · { $phase }
space-pigs-title-round = manche { $round } · { $phase }
space-pigs-waiting = ⏳ En attente de { $names }
space-pigs-chosen = ✅ choix fait : { $names }
space-pigs-trips-left = { $trips ->
    [one] { $trips } trajet restant
   *[other] { $trips } trajets restants
}
space-pigs-winner = 🏆 { $name } remporte la galaxie !
space-pigs-battle = ⚔️ Bataille sur { $hex }, tour de combat { $round } : { $defender } défend ({ $dcards }) contre { $attacker } ({ $acards })
space-pigs-cards-not-yet = choisit ses cartes
space-pigs-cards-face-down = { $count ->
    [0] aucune carte
    [one] { $count } carte face cachée
   *[other] { $count } cartes face cachée
}
space-pigs-no-cards = aucune carte
space-pigs-seat = { $troops } · tient { $hexes ->
    [one] { $hexes } case
   *[other] { $hexes } cases
}
    🃏 { $cards } · réserve { $supply }
    recette { $recipe } · produit { $production }
space-pigs-seat-out = 💀 hors de la galaxie
    recette { $recipe }
space-pigs-footer = Pioche { $deck } · défausse { $discard } · les cases portent les nombres de l’image (q,r)
space-pigs-button-mine = Mes cartes & coups
space-pigs-legend = 🐷 porcelet · 🐗 Big Gruik · 🟥🟨🟦 glands · 🃏 cartes · les cases sont nommées q,r comme sur l’image

## Le panneau privé

space-pigs-panel-title = 🃏 { $name } · { $clan }
space-pigs-hand-empty = Ta main est vide.
space-pigs-your-recipe = Ta recette : { $recipe } · tes planètes produisent { $production }
space-pigs-your-seventh = 🪐 Ta septième planète (variante secrète) : tu dois aussi posséder une planète de { $colour } ; la recette ci-dessus la compte déjà.
space-pigs-card-battle = ⚔️ attaque +{ $attack } · 🛡️ défense +{ $defence } · 🔧 tech { $tech }
space-pigs-card-range = voyage : un trajet peut finir jusqu’à { $hexes ->
    [one] { $hexes } case
   *[other] { $hexes } cases
} plus loin
space-pigs-card-free = voyage : un trajet gratuit jusqu’à { $hexes ->
    [one] { $hexes } case
   *[other] { $hexes } cases
} vers tes propres troupes
space-pigs-card-path = voyage : un chemin de { $hexes ->
    [one] { $hexes } pas
   *[other] { $hexes } pas
} au plus, en laissant des troupes en route
space-pigs-card-extra = voyage : un trajet de plus cette manche
space-pigs-ask-wait = Rien à faire pour l’instant : on attend { $names }.
space-pigs-ask-over = La partie est terminée.
space-pigs-ask-family = Pose une case : choisis d’abord la pile.
space-pigs-ask-lay = Choisis maintenant où va la case.
space-pigs-ask-deploy = Choisis la case de tes cinq porcelets de départ.
space-pigs-ask-discard = Défausse les cartes dont tu ne veux pas (tu repioches jusqu’à quatre), ou garde ta main. Les autres ne voient pas ton choix.
space-pigs-ask-from = Voyage : choisis d’où partent tes troupes, ou termine tes voyages.
space-pigs-ask-from-card = Voyage avec { $card } : choisis d’où partent tes troupes.
space-pigs-ask-reorganise-from = Réorganisation : déplace des troupes vers une de tes cases voisines, ou termine.
space-pigs-ask-to = Depuis { $from } : choisis la destination.
space-pigs-ask-to-card = Depuis { $from } avec { $card } : choisis la destination.
space-pigs-ask-path = Chemin parcouru : { $path }. Choisis la case suivante, ou arrête-toi ici.
space-pigs-ask-troops = De { $from } à { $to } : combien de troupes ?
space-pigs-ask-drop = Combien de troupes restent en chemin sur { $hex } ?
space-pigs-ask-extra-window = Tu peux jouer un Déplacement en plus (Extra-Verschiebung) maintenant pour un trajet de plus.
space-pigs-ask-battle-cards = Bataille sur { $hex } : pose des cartes de combat face cachée, ou aucune. Ton adversaire n’en voit que le nombre.
space-pigs-ask-stand = Bataille sur { $hex } : continue le combat, ou replie-toi avec toutes tes troupes présentes.
space-pigs-ask-reinforce-where = Renforts : { $left ->
    [one] { $left } nouveau porcelet
   *[other] { $left } nouveaux porcelets
} à placer. Choisis une de tes cases.
space-pigs-ask-reinforce-how = Nouveaux porcelets : { $left }. Combien vont sur { $hex } ?
space-pigs-menu-family = Choisir une pile…
space-pigs-menu-position = Choisir une position…
space-pigs-menu-start = Choisir une case de départ…
space-pigs-menu-discard = Choisir les cartes à défausser…
space-pigs-menu-from = Partir de…
space-pigs-menu-card = Carte de voyage : aucune
space-pigs-menu-card-chosen = Carte de voyage : { $card }
space-pigs-menu-to = Aller vers…
space-pigs-menu-step = Case suivante du chemin…
space-pigs-menu-troops = Combien de troupes…
space-pigs-menu-drop = Troupes laissées ici…
space-pigs-menu-battle-cards = Choisir des cartes de combat…
space-pigs-menu-retreat = Se replier vers…
space-pigs-menu-reinforce-where = Placer sur…
space-pigs-menu-reinforce = Combien…
space-pigs-option-no-card = Aucune carte
space-pigs-option-nothing = Personne ne reste
space-pigs-option-piglets = { $piglets ->
    [one] { $piglets } porcelet
   *[other] { $piglets } porcelets
}
space-pigs-option-gruik = { $piglets ->
    [0] un Big Gruik (deux nouveaux porcelets)
    [one] Big Gruik et { $piglets } porcelet
   *[other] Big Gruik et { $piglets } porcelets
}
space-pigs-button-keep = Garder ma main
space-pigs-button-done-travel = Terminer mes voyages
space-pigs-button-done-reorganise = Fin de la réorganisation
space-pigs-button-extra = Jouer un Déplacement en plus (Extra-Verschiebung)
space-pigs-button-pass = Pas maintenant
space-pigs-button-no-cards = Aucune carte
space-pigs-button-fight = Continuer le combat
space-pigs-button-stop = S’arrêter ici
space-pigs-button-back = Retour
space-pigs-family-0 = la pile rouge
space-pigs-family-1 = la pile jaune
space-pigs-family-2 = la pile bleue
space-pigs-family-3 = la pile noire

## Cartes (noms propres : les mêmes dans toutes les langues)

space-pigs-card-schinkenmaschine = Machine à jambon (Schinkenmaschine)
space-pigs-card-gepanzerter-schweinstall = Porcherie blindée (Gepanzerter Schweinstall)
space-pigs-card-zerquetscher-panzer = Char écraseur (Zerquetscher-Panzer)
space-pigs-card-ruessel-laser = Laser à groin (Rüssel-Laser)
space-pigs-card-borstenschild = Bouclier de soies (Borstenschild)
space-pigs-card-ferkelschleuder = Lance-porcelets (Ferkelschleuder)
space-pigs-card-suhlenminen = Mines de bauge (Suhlenminen)
space-pigs-card-grunzkanone = Canon à grognements (Grunzkanone)
space-pigs-card-eichelbombe = Bombe à glands (Eichelbombe)
space-pigs-card-planeten-verschiebung = Déplacement planétaire (Planeten-Verschiebung)
space-pigs-card-extra-verschiebung = Déplacement en plus (Extra-Verschiebung)
space-pigs-card-transporter = Transporteur (Transporter)
space-pigs-card-rakete = Fusée (Rakete)
space-pigs-card-rueckenrakete = Fusée dorsale (Rückenrakete)
space-pigs-card-rueckwirkungs-stoss = Poussée de recul (Rückwirkungs-Stoß)

## Ce qui s’est passé

space-pigs-ev-laid = 🪐 { $name } pose { $hex }.
space-pigs-ev-deployed = 🛬 { $name } débarque { $piglets ->
    [one] { $piglets } porcelet
   *[other] { $piglets } porcelets
} sur { $hex }.
space-pigs-ev-round = 🔔 La manche { $round } commence.
space-pigs-ev-drew = 🃏 { $name } défausse { $discarded } et pioche { $drew }.
space-pigs-ev-reshuffled = 🔀 La défausse a été mélangée pour former une nouvelle pioche.
space-pigs-ev-extra = ➕ { $name } joue un Déplacement en plus (Extra-Verschiebung).
space-pigs-ev-travelled = 🚀 { $name } déplace { $troops } de { $from } à { $to }.
space-pigs-ev-travelled-card = 🚀 { $name } déplace { $troops } de { $from } à { $to } avec { $card }.
space-pigs-ev-attack = ⚠️ { $name } débarque { $troops } sur { $hex } : attaque !
space-pigs-ev-battle = ⚔️ Bataille sur { $hex } : { $attacker } attaque { $defender }.
space-pigs-ev-laid-cards = 🂠 { $name } pose { $count ->
    [0] aucune carte
    [one] { $count } carte
   *[other] { $count } cartes
} face cachée.
space-pigs-ev-revealed = 🔓 Cartes révélées : défenseur { $defender } ; attaquant { $attacker } (tech { $tech }).
space-pigs-ev-annihilated = 💥 Surcharge technologique sur { $hex } : toutes les troupes présentes disparaissent ({ $names }).
space-pigs-ev-combat-round = 🎲 Tour de combat { $round } : le défenseur fait { $ddie } (force { $dpower }), l’attaquant fait { $adie } (force { $apower }) ; { $loss }
space-pigs-ev-loses-piglet = { $name } perd un porcelet.
space-pigs-ev-loses-gruik = { $name } perd un Big Gruik.
space-pigs-ev-no-loss = égalité, personne ne tombe.
space-pigs-ev-retreated = 🏳️ { $name } replie { $troops } de { $from } vers { $to }.
space-pigs-ev-battle-won = 🚩 { $name } tient { $hex }.
space-pigs-ev-battle-empty = 🕳️ Il ne reste personne sur { $hex }.
space-pigs-ev-reorganised = ↔️ { $name } déplace { $troops } de { $from } à { $to }.
space-pigs-ev-produced = 🌰 { $name } produit { $acorns }.
space-pigs-ev-reinforced = ➕ { $name } place { $troops } sur { $hex }.
space-pigs-ev-reinforcements-lost = 🫥 { $name } n’a pas de place pour { $piglets ->
    [one] { $piglets } nouveau porcelet
   *[other] { $piglets } nouveaux porcelets
}.
space-pigs-ev-won-recipe = 🏆 { $name } cuisine sa recette et gagne !
space-pigs-ev-won-rounds = 🏆 La dernière manche est finie : { $name } couvre la plus grande part de sa recette et gagne !
space-pigs-ev-won-empty = 🏆 { $name } est le dernier clan de la galaxie.
space-pigs-ev-no-winner = La galaxie est vide : personne ne gagne.

## Les règles, en bref (avec nos mots)

rules-space-title = Space-Schweine : comment jouer (démarrage rapide)
rules-space-goal = Tiens les planètes dont les glands cuisinent ta recette (elle est visible sur la ligne de ton clan). À partir de la manche 2, le clan dont les planètes produisent au moins sa recette dans chaque couleur gagne.
rules-space-round-title = Une manche
rules-space-round = Cinq phases, que tout le monde termine avant la suivante : piocher (défausser en secret, repiocher jusqu’à quatre), voyager, batailles et réorganisation, production (une planète que tu es seul à tenir produit un gland de sa couleur, une planète double deux), renforts (un nouveau porcelet par planète tenue, deux par planète double ; une fois par manche, deux nouveaux porcelets peuvent devenir un Big Gruik).
rules-space-travel-title = Voyager
rules-space-travel = Jusqu’à trois trajets : déplace autant de tes troupes que tu veux d’une case vers une case voisine. Chaque figurine ne bouge qu’une fois par manche. Les cartes de voyage vont plus loin, offrent un trajet gratuit ou te laissent déposer des troupes sur les cases traversées. Arriver sur les troupes d’un autre clan déclenche une bataille ; les défenseurs qui te font face restent pour la livrer.
rules-space-battle-title = Batailles
rules-space-battle = Chaque camp pose des cartes de combat face cachée (le défenseur d’abord), puis on les révèle ensemble. Si leur tech totale atteint six ou plus, tout ce qui se trouve sur la case disparaît. Sinon, chacun lance un dé (à huit faces avec un Big Gruik présent, à six sinon) et ajoute ses figurines au-delà de la première ainsi que l’attaque ou la défense de ses cartes ; le plus faible perd une figurine, une égalité ne coûte rien à personne. À partir du deuxième tour de combat, chaque camp peut se replier sur une case voisine qui lui appartient.
rules-space-end-title = La fin
rules-space-end = Le premier clan dont la production couvre sa recette gagne (s’ils sont plusieurs en même temps : le plus proche du premier joueur). Avec une limite de manches, une fois celle-ci atteinte, le clan qui couvre la plus grande part de sa recette gagne.

## Dire au nouveau venu où agir (ticket 29)

# Sous la première ligne du plateau, pour les personnes attendues ; $button est le bouton du plateau.
space-pigs-your-move = { $count ->
    [one] 👉 { $names } : à toi de jouer. Appuie sur **🃏 { $button }** ci-dessous pour voir tes cartes et tes choix.
   *[other] 👉 { $names } : à chacun de jouer. Chacun appuie sur **🃏 { $button }** ci-dessous pour choisir.
}
space-pigs-ask-wait-refresh = Ce panneau se redessine quand la partie arrive à toi. Après une longue absence (ou un redémarrage du bot), il ne le peut plus : appuie alors sur 🔄 Actualiser.
space-pigs-button-refresh = Actualiser
space-pigs-chosen-keep = ✅ Ton choix : tu gardes ta main. On pioche dès que tout le monde a choisi.
space-pigs-chosen-discard = ✅ Ton choix : tu défausses { $names } et tu en pioches autant dès que tout le monde a choisi.
# Une pile de cases dans le menu de construction : « la pile rouge (encore 4) ».
space-pigs-family-left = { $pile } (encore { $count })

## Le jeu complet (ticket 30) : Cochon-Roi, colons, marqueurs de voyage, élection, échanges

space-pigs-rules-quick_start = 📄 Démarrage rapide : les règles en une page, recettes visibles, quatre cartes, renforts sur chaque planète.
space-pigs-rules-full = 📜 Jeu complet : recettes secrètes, six cartes, colons du Cochon-Roi, marqueurs de voyage secrets et une élection par manche sauf la dernière.
space-pigs-ask-discard-full = Défausse les cartes dont tu ne veux pas (tu repioches jusqu’à { $hand }), ou garde ta main. Les autres ne voient pas ton choix.
space-pigs-ask-swap = Ta coalition peut échanger des cartes une contre une : choisis un partenaire pour lui faire une offre.
space-pigs-menu-partner = Proposer un échange à…
space-pigs-ask-offer = Échange avec { $name } : choisis les cartes que tu offres. Tu en reçois autant en retour, ou l’offre est refusée.
space-pigs-menu-offer = Cartes offertes…
space-pigs-ask-answer = { $name } t’offre { $cards } contre autant de tes cartes. Choisis ce que tu donnes en retour, ou refuse.
space-pigs-menu-answer = { $count ->
    [one] Choisis la carte que tu donnes…
   *[other] Choisis { $count } cartes que tu donnes…
}
space-pigs-button-decline = Refuser l’échange
space-pigs-ask-settlers = Tu es le Cochon-Roi : distribue les jetons de colons, un à la fois (deux au plus par clan, au moins un pour chacun). Jetons restants : { $tokens }.
space-pigs-option-settler = { $value ->
    [one] { $value } colon
   *[other] { $value } colons
} pour { $name }
space-pigs-menu-settler = Donner un jeton…
space-pigs-ask-return = Ton clan revient : choisis la case où atterrissent tes cinq porcelets.
space-pigs-option-marker = { $trips ->
    [one] { $trips } trajet
   *[other] { $trips } trajets
}
space-pigs-ask-marker = Choisis en secret ton marqueur de voyage : il dit combien de trajets tu fais cette manche. Tous sont révélés ensemble.
space-pigs-menu-marker = Marqueur de voyage…
space-pigs-ask-candidacy = Élection du Cochon-Roi : te présentes-tu ?
space-pigs-button-stand = Je me présente
space-pigs-button-abstain = Je ne me présente pas
space-pigs-ask-chair = Tu mènes le vote : interroge le prochain votant, ou vote toi-même maintenant.
space-pigs-menu-ask = Interroger…
space-pigs-ask-vote = Ton vote : tous tes gouverneurs vont à un candidat, pour de bon.
space-pigs-ask-chair-vote = Ou vote maintenant : tous tes gouverneurs vont à un candidat, pour de bon.
space-pigs-option-vote-self = { $name } (garder mes gouverneurs)
space-pigs-menu-vote = Voter pour…
space-pigs-ask-last-call = Dernier appel : joue une carte de phase 4, ou dis que tu as fini.
space-pigs-option-play = { $card } sur { $name }
space-pigs-menu-play = Jouer une carte de phase 4…
space-pigs-button-done-election = J’ai fini
space-pigs-recipe-secret = 🔒 Ta recette est secrète : toi seul la vois jusqu’à la fin de la partie.
space-pigs-your-settlers = 🧑‍🚀 Tes colons cette manche : { $tokens } = { $piglets ->
    [one] { $piglets } nouveau porcelet
   *[other] { $piglets } nouveaux porcelets
}
space-pigs-your-markers = 🧭 Tes marqueurs de voyage restants : { $markers }
space-pigs-your-marker = ✅ Ton marqueur de voyage : { $trips ->
    [one] { $trips } trajet
   *[other] { $trips } trajets
}. Tous sont révélés dès que chacun a choisi.
space-pigs-your-offer = 🤝 Ton offre à { $name } : { $cards }
space-pigs-offer-to-you = 🤝 { $name } t’offre : { $cards }
space-pigs-card-election-own = phase 4, si tu te présentes ou as des voix : ton décompte reçoit { $governors ->
    [one] { $governors } gouverneur
   *[other] { $governors } gouverneurs
} de plus
space-pigs-card-election-other = phase 4 : le décompte d’un autre candidat perd { $governors ->
    [one] { $governors } gouverneur
   *[other] { $governors } gouverneurs
} (pas ceux qu’il donne en votant)
space-pigs-card-buena-larda = Mère Buena Larda
space-pigs-card-mittagsschlaf = Sieste au Sénat (Mittagsschlaf)
space-pigs-order = 🔁 Ordre du tour : { $order }
space-pigs-seat-king = 👑 Cochon-Roi
space-pigs-seat-governors = 🏛️ { $governors ->
    [one] { $governors } gouverneur
   *[other] { $governors } gouverneurs
}
space-pigs-seat-markers = 🧭 marqueurs { $markers }
space-pigs-seat-marker = cette manche { $trips ->
    [one] { $trips } trajet
   *[other] { $trips } trajets
}
space-pigs-seat-settlers = 🧑‍🚀 { $count ->
    [one] { $count } jeton de colons
   *[other] { $count } jetons de colons
}
space-pigs-seat-coalition = 🤝 avec { $names }
space-pigs-seat-returning = 💀 hors jeu cette manche : revient la manche suivante avec cinq porcelets
    recette { $recipe }
space-pigs-settlers = 👑 { $king } distribue les colons : { $left ->
    [one] { $left } jeton restant
   *[other] { $left } jetons restants
} · donnés : { $given }
space-pigs-election = 🗳️ Élection du Cochon-Roi, manche { $round } : { $chair } mène le vote.
space-pigs-election-candidates = Candidats : { $standing } · pas candidats : { $not }
space-pigs-election-count = { $name } { $governors ->
    [one] { $governors } gouverneur
   *[other] { $governors } gouverneurs
} ({ $voters })
space-pigs-election-tally = 📊 Décompte : { $tally }
space-pigs-election-asked = ❓ Appelé à voter : { $name }
space-pigs-election-last-call = 📣 Dernier appel : chacun joue une carte de phase 4 ou a fini.
space-pigs-ev-order = 🔁 Ordre du tour : { $order }.
space-pigs-ev-order-rolls = Égalités départagées aux dés : { $rolls }.
space-pigs-ev-settlers-drawn = 👑 { $name } tire { $count ->
    [one] { $count } jeton de colons
   *[other] { $count } jetons de colons
}.
space-pigs-ev-settler-given = 🧑‍🚀 { $king } donne un jeton de colons à { $name }.
space-pigs-ev-settlers-landed = 🧑‍🚀 { $name } reçoit { $piglets ->
    [one] { $piglets } nouveau porcelet
   *[other] { $piglets } nouveaux porcelets
} des colons.
space-pigs-ev-markers = 🧭 Marqueurs de voyage : { $markers }.
space-pigs-ev-eliminated = 💀 { $name } quitte la galaxie jusqu’à la manche suivante.
space-pigs-ev-returned = 🛬 { $name } revient avec { $piglets ->
    [one] { $piglets } porcelet
   *[other] { $piglets } porcelets
} sur { $hex }.
space-pigs-ev-governors = 🏛️ Gouverneurs : { $governors }.
space-pigs-ev-election = 🗳️ L’élection du Cochon-Roi commence : { $name } mène le vote.
space-pigs-ev-stands = 🙋 { $name } se présente comme Cochon-Roi.
space-pigs-ev-stands-not = 🙅 { $name } ne se présente pas.
space-pigs-ev-asked = ❓ { $chair } demande son vote à { $name }.
space-pigs-ev-voted = 🗳️ { $name } donne { $governors ->
    [one] { $governors } gouverneur
   *[other] { $governors } gouverneurs
} à { $candidate }.
space-pigs-ev-voted-self = 🗳️ { $name } vote pour soi et garde { $governors ->
    [one] { $governors } gouverneur
   *[other] { $governors } gouverneurs
}.
space-pigs-ev-election-card = 🃏 { $name } joue { $card } sur { $target } : { $change } 🏛️ pour cette élection.
space-pigs-ev-king = 👑 { $name } est le nouveau Cochon-Roi ! Décompte : { $tally }.
space-pigs-ev-swap-offered = 🤝 { $name } propose à { $partner } un échange de { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
space-pigs-ev-swap-declined = 🙅 { $name } refuse l’échange de { $partner }.
space-pigs-ev-swap-made = 🤝 { $name } et { $partner } échangent { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
rules-space-full-title = Le jeu complet (/espace nouvelle règles : jeu complet)
rules-space-full = Tout ce qui précède, plus de la politique : les recettes sont secrètes, la main compte six cartes, et il n’y a pas de renforts par planète. À chaque manche, les clans jouent dans un ordre fixé par leurs troupes, le plus nombreux d’abord.
rules-space-cycle-title = Une manche complète
rules-space-cycle = Pioche (les partenaires de coalition peuvent échanger des cartes une contre une) · le Cochon-Roi distribue les jetons de colons, deux au plus et au moins un par clan, qui deviennent de nouveaux porcelets · l’ordre du tour · les nouveaux porcelets arrivent, deux peuvent devenir un Big Gruik · chacun choisit en secret un marqueur de voyage (2, 2, 3, 3 ou 4 trajets ; un marqueur ne revient que quand les cinq ont servi) · voyages, batailles, réorganisation · production et gouverneurs (un par gland) · l’élection. Un clan réduit à une troupe quitte le jeu jusqu’à la manche suivante, puis revient avec cinq porcelets.
rules-space-king-title = Le Cochon-Roi
rules-space-king = Le Cochon-Roi distribue les colons et mène le vote. À la première manche, c’est le premier joueur qui le mène.
rules-space-election-title = L’élection
rules-space-election = Chacun dit s’il se présente. Puis celui qui mène le vote interroge un votant à la fois, et vote quand il veut. Un vote donne tous tes gouverneurs à un candidat (ou tu les gardes en votant pour toi), en public et pour de bon. Les cartes de phase 4 (Mère Buena Larda : +2 pour toi, Sieste au Sénat : −2 pour un autre ; sur un candidat) se jouent pendant l’élection ; après le dernier vote, chacun a un dernier appel. Le plus de gouverneurs l’emporte, une égalité se départage par l’ordre du tour. Ceux qui ont voté pareil forment une coalition et peuvent échanger des cartes à la pioche suivante.

## Les cochons IA et les cartes événement 3A/2B du jeu complet (ticket 31)

# Des cochons IA avec leur nombre ; $kind vaut pirates, pig_eaters ou worm.
space-pigs-ai-pigs = { $kind ->
    [pirates] 🏴‍☠️ { $count ->
        [one] { $count } pirate
       *[other] { $count } pirates
    }
    [pig_eaters] 👹 { $count ->
        [one] { $count } mangeur de cochons
       *[other] { $count } mangeurs de cochons
    }
   *[worm] 🐛 { $count ->
        [one] { $count } ver à glands
       *[other] { $count } vers à glands
    }
}
# Des cochons IA comme camp d’une bataille ou comme occupant d’une case.
space-pigs-ai-name = { $kind ->
    [pirates] 🏴‍☠️ les pirates
    [pig_eaters] 👹 les mangeurs de cochons
   *[worm] 🐛 le ver à glands
}
space-pigs-card-yodo-lardo = Meister Yodo Lardo
space-pigs-card-eichelfest = Fête des glands (Eichelfest)
space-pigs-card-yodo = bataille : cartes révélées, un de tes porcelets ici devient Big Gruik (s’il en reste en réserve)
space-pigs-card-feast = événement de voyage : un clan choisi ne peut pas arriver sur une case choisie cette manche
space-pigs-ai-arrival = 🛸 { $pigs } { $count ->
    [one] est arrivé : { $name } le place.
   *[other] sont arrivés : { $name } les place.
}
space-pigs-ai-announced = 👑 { $name } déplace { $pigs } depuis { $hex }.
space-pigs-ai-stack = { $pigs } sur { $hex }
space-pigs-ai-stacks = 👾 Cochons IA : { $stacks }
space-pigs-ai-eaten = 🐛 Planètes dévorées : { $eaten }/{ $most } ({ $planets })
space-pigs-feast = 🌰 Fête des glands (Eichelfest) : { $name } ne peut pas arriver sur { $hex } cette manche (joué par { $by }).
space-pigs-ask-place-ai = { $pigs } { $count ->
    [one] est arrivé
   *[other] sont arrivés
}. Choisis la case : un astéroïde libre, ou une case des leurs où il reste de la place. Les clans sur place sont attaqués et combattent en premier.
space-pigs-menu-place-ai = Faire atterrir les cochons IA sur…
space-pigs-ask-announce-ai = Tu es le Cochon-Roi : tu peux déplacer un groupe de cochons IA. Nomme-le d’abord, ou n’en déplace aucun.
space-pigs-menu-ai-stack = Déplacer le groupe sur…
space-pigs-button-no-ai-move = Aucun déplacement IA
space-pigs-ask-move-ai = { $pigs } sur { $hex } { $count ->
    [one] se déplace
   *[other] se déplacent, tous ensemble
} : choisis où. Les clans sur place doivent combattre aussitôt.
space-pigs-menu-ai-move = Les envoyer sur…
space-pigs-ask-feast-target = Fête des glands (Eichelfest) : choisis le clan qui ne pourra pas arriver sur une case de ton choix cette manche.
space-pigs-menu-feast-target = Le clan…
space-pigs-ask-feast-hex = Fête des glands (Eichelfest) : choisis la case où { $name } ne pourra pas arriver cette manche.
space-pigs-menu-feast-hex = La case…
space-pigs-ev-ai-rolled = 🎲 { $name } fait { $roll } pour les cochons IA : { $pigs } { $count ->
    [one] arrive
   *[other] arrivent
}.
space-pigs-ev-ai-rolled-none = 🎲 { $name } fait { $roll } pour les cochons IA : personne ne vient.
space-pigs-ev-ai-placed = 🛸 { $name } fait atterrir { $pigs } sur { $hex }.
space-pigs-ev-ai-placed-attack = 🛸 { $name } fait atterrir { $pigs } sur { $hex } : { $count ->
    [one] il attaquera
   *[other] ils attaqueront
} le clan sur place en premier dans les batailles.
space-pigs-ev-ai-lost = 🌌 Pas de place pour { $pigs } : { $count ->
    [one] il se perd
   *[other] ils se perdent
} dans l’espace.
space-pigs-ev-ai-announced = 📣 { $name } nomme le groupe qui se déplace : { $kind ->
    [pirates] les pirates
    [pig_eaters] les mangeurs de cochons
   *[worm] le ver à glands
} sur { $hex }.
space-pigs-ev-ai-moved = 👾 { $pigs } { $count ->
    [one] va
   *[other] vont
} de { $from } à { $to }.
space-pigs-ev-ai-moved-attack = 👾 { $pigs } { $count ->
    [one] va
   *[other] vont
} de { $from } à { $to } et { $count ->
    [one] attaque
   *[other] attaquent
} !
space-pigs-ev-ai-battle-attacked = ⚔️ Bataille sur { $hex } : { $kind ->
    [pirates] les pirates attaquent
    [pig_eaters] les mangeurs de cochons attaquent
   *[worm] le ver à glands attaque
} { $name }.
space-pigs-ev-ai-battle-attacks = ⚔️ Bataille sur { $hex } : { $name } attaque { $kind ->
    [pirates] les pirates
    [pig_eaters] les mangeurs de cochons
   *[worm] le ver à glands
}.
space-pigs-ev-ai-loses = { $kind ->
    [pirates] un pirate tombe.
    [pig_eaters] un mangeur de cochons tombe.
   *[worm] le ver à glands tombe.
}
space-pigs-ev-eater-grew = 🍖 Repue de sa proie, la meute sur { $hex } grandit : { $count ->
    [one] { $count } mangeur de cochons désormais
   *[other] { $count } mangeurs de cochons désormais
}.
space-pigs-ev-ai-annihilated = 💥 { $pigs } sur { $hex } { $count ->
    [one] disparaît
   *[other] disparaissent
} aussi.
space-pigs-ev-planet-eaten = 🐛 Le ver à glands dévore la planète { $planet } sur { $hex } : c’est désormais un astéroïde, et le ver a disparu ({ $eaten }/{ $most } planètes dévorées).
space-pigs-ev-yodo = 🧙 Meister Yodo Lardo : un porcelet de { $name } sur { $hex } devient un Big Gruik.
space-pigs-ev-feast = 🌰 { $name } organise une Fête des glands (Eichelfest) : { $target } ne peut pas arriver sur { $hex } cette manche.
rules-space-ai-title = Les cochons IA
rules-space-ai = Une fois les nouveaux porcelets arrivés, le Cochon-Roi (à la première manche, le premier joueur) lance un dé à huit faces : 1–2 personne, 3–4 deux à quatre pirates, 5–6 un mangeur de cochons, 7–8 un ver à glands. Il doit les poser sur un astéroïde libre (les clans présents ne comptent pas) ou avec les leurs s’il reste de la place : quatre pirates, trois mangeurs de cochons ou un ver au plus par case, sans jamais mélanger les espèces ; sans place, ils sont perdus. Posés sur un clan, ils bloquent autant de troupes et les combattent en premier. Les cochons IA se battent comme les clans, sans jamais reculer ni jouer de cartes.
rules-space-kinds-title = Pirates, mangeurs de cochons, ver
rules-space-kinds = Les pirates lancent un dé à six faces et avancent de trois cases au plus. Les mangeurs de cochons lancent un dé à huit faces, avancent de deux, et un de plus les rejoint pour chaque cochon tué (trois au plus). Le ver lance les deux, avance d’une case et n’attaque que les planètes : une planète qu’il gagne ou trouve vide devient un astéroïde, et le ver disparaît (trois planètes au plus par partie). Dès la deuxième manche, après la réorganisation, le Cochon-Roi peut déplacer un groupe, nommé d’abord ; les clans là où il s’arrête le combattent aussitôt.
rules-space-events-title = Deux cartes événement
rules-space-events = Meister Yodo Lardo se pose face cachée avec tes cartes de bataille : une fois révélées, un de tes porcelets dans cette bataille devient un Big Gruik. Eichelfest se joue pendant ton propre tour de voyage : nomme un clan et une case, et ce clan ne pourra pas y arriver jusqu’à la fin de la manche.

## Pouvoirs des clans (issue 32) : les pouvoirs qu’un clan a utilisés cette manche, et le récit.
space-pigs-seat-powers = ✨ utilisé : { $powers }
space-pigs-power-big-hand = 8 cartes
space-pigs-power-extra-governor = gouverneur en plus
space-pigs-power-wins-ties = gagne les égalités
space-pigs-ev-power-big-hand = ✨ { $name } (Porcus) garde 8 cartes cette manche.
space-pigs-ev-power-extra-governor = ✨ { $name } (Porcus) reçoit un gouverneur de plus.
space-pigs-ev-power-wins-ties = ✨ { $name } (Phacocherus) remporte le round de combat à égalité.
space-pigs-power-block-candidate = bloque une candidature
space-pigs-power-steal = vole une carte
space-pigs-power-famine = famine
space-pigs-power-flee = fuit un combat
space-pigs-power-kill-governors = tue des gouverneurs
space-pigs-power-dash = une case de plus
space-pigs-power-convert = convertit des porcelets
space-pigs-power-forbid = interdit un atterrissage
space-pigs-power-take-back = reprend un porcelet
space-pigs-power-swap-planets = échange deux cases
space-pigs-power-extra-trip = voyage en plus
space-pigs-power-far-reorganise = réorganise au loin
space-pigs-power-tune = règle la technologie
space-pigs-power-transport = voyage Transporter gratuit
space-pigs-ev-power-flee = ✨ { $name } (Hylocherus) fuit avant le premier round de combat.
space-pigs-ev-power-dash = ✨ { $name } (Phacocherus) avance une pièce d’une case de plus.
space-pigs-ev-power-extra-trip = ✨ { $name } (Scrofa) fait un voyage de plus.
space-pigs-ev-power-far-reorganise = ✨ { $name } (Scrofa) se réorganise à travers la galaxie.
space-pigs-ev-power-transport = ✨ { $name } (Pecari Banzai) fait un voyage Transporter gratuit.
space-pigs-ev-blocked = ✨ { $name } (Porcus) interdit à { $target } de se présenter comme Cochon-Roi cette manche.
space-pigs-ev-stole = ✨ { $name } (Hylocherus) prend une carte à { $target }, sans la voir.
space-pigs-ev-famine = ✨ { $name } (Hylocherus) affame { $hex } : dés { $dice } ; { $piglets ->
    [0] aucun porcelet
    [1] un porcelet
   *[other] { $piglets } porcelets
} et { $gruiks ->
    [0] aucun Big Gruik
    [1] un Big Gruik
   *[other] { $gruiks } Big Gruiks
} meurent de faim.
space-pigs-ev-governors-killed = ✨ { $name } (Phacocherus) envoie des assassins chez { $target } : un { $die }, { $killed ->
    [0] aucun gouverneur ne meurt
    [1] un gouverneur meurt
   *[other] { $killed } gouverneurs meurent
}.
space-pigs-ev-converted = ✨ { $name } (Babiroussa) prêche aux porcelets de { $target } sur { $hex } : dés { $dice } ; { $converted ->
    [0] aucun ne se convertit
    [1] un se convertit et arrive sur { $to }
   *[other] { $converted } se convertissent et arrivent sur { $to }
}.
space-pigs-ev-forbidden = ✨ { $name } (Babiroussa) : { $target } ne peut pas atterrir sur { $hex } cette manche.
space-pigs-ev-took-back = ✨ { $name } (Babiroussa) reprend un porcelet tombé sur { $hex }.
space-pigs-ev-swapped = ✨ { $name } (Scrofa) échange les cases { $a } et { $b }, troupes comprises.
space-pigs-ev-tuned-up = ✨ { $name } (Pecari Banzai) augmente d’un la technologie de ce combat.
space-pigs-ev-tuned-down = ✨ { $name } (Pecari Banzai) baisse d’un la technologie de ce combat.
space-pigs-ban = ✨ Pouvoir de Babiroussa : { $name } ne peut pas atterrir sur { $hex } cette manche (par { $by }).
space-pigs-menu-power = ✨ Utiliser un pouvoir de clan…
space-pigs-ask-power-block-candidate-0 = Porcus : choisis qui ne peut pas se présenter comme Cochon-Roi cette manche.
space-pigs-ask-power-steal-0 = Hylocherus : choisis à qui tu prends une carte au hasard.
space-pigs-ask-power-famine-0 = Hylocherus : choisis la planète de la famine. Un dé par pièce présente, les tiennes aussi : 5–6 tue un porcelet, 6 un Big Gruik.
space-pigs-ask-power-kill-governors-0 = Phacocherus : choisis les gouverneurs que tu attaques. Un dé : 1 aucun, 2–3 un, 4–6 deux.
space-pigs-ask-power-dash-0 = Phacocherus : choisis la case d’une pièce qui a voyagé ce tour.
space-pigs-ask-power-dash-1 = Phacocherus : choisis où elle avance d’une case.
space-pigs-ask-power-dash-2 = Phacocherus : choisis la pièce.
space-pigs-ask-power-convert-0 = Babiroussa : choisis la case des porcelets à convertir.
space-pigs-ask-power-convert-1 = Babiroussa : choisis à qui sont ces porcelets.
space-pigs-ask-power-convert-2 = Babiroussa : combien en tentes-tu ? Un dé chacun : 5–6 convertit.
space-pigs-ask-power-convert-3 = Babiroussa : choisis où arrivent les convertis.
space-pigs-ask-power-forbid-0 = Babiroussa : choisis qui ne pourra pas atterrir sur une case de ton choix cette manche.
space-pigs-ask-power-forbid-1 = Babiroussa : choisis la case.
space-pigs-ask-power-take-back-0 = Babiroussa : choisis où revient ton porcelet tombé.
space-pigs-ask-power-swap-planets-0 = Scrofa : choisis la première case à échanger.
space-pigs-ask-power-swap-planets-1 = Scrofa : choisis sa voisine. Les troupes suivent leurs cases.
space-pigs-ask-power-tune-0 = Pecari Banzai : augmente ou baisse d’un la technologie de ce combat. Tout le monde l’entend maintenant.
space-pigs-ask-power-transport-0 = Pecari Banzai : voyage Transporter gratuit. Choisis d’où.
space-pigs-ask-power-transport-1 = Pecari Banzai : choisis où, jusqu’à trois cases.
space-pigs-ask-power-transport-2 = Pecari Banzai : choisis les troupes.
space-pigs-power-piglet = un porcelet
space-pigs-power-gruik = un Big Gruik
space-pigs-power-up = un de plus
space-pigs-power-down = un de moins
space-pigs-power-count = { $count ->
    [1] un porcelet
   *[other] { $count } porcelets
}
rules-space-powers-title = Pouvoirs des clans (jeu complet)
rules-space-powers = Dès la manche 2, une fois par manche. **Porcus** : 8 cartes ; interdit une candidature (jamais deux fois le même) ; +1 gouverneur. **Hylocherus** : à son tour, vole une carte au hasard ou affame une planète ; fuit avant le 1er round de combat. **Phacocherus** : gagne les égalités ; tue des gouverneurs au dé pendant les candidatures ; une pièce venant de voyager avance d’une case. **Babiroussa** : à son tour, convertit des porcelets (5–6) ou interdit une case à un joueur ; reprend un porcelet tombé cette manche. **Scrofa** : échange deux cases voisines et leurs troupes, ou voyage une fois de plus ; une réorganisation à toute distance. **Pecari Banzai** : relance son dé de combat ; change la technologie d’un avant de montrer les cartes ; un voyage Transporter gratuit.
space-pigs-power-reroll = relance
space-pigs-ev-power-reroll = ✨ { $name } (Pecari Banzai) relance le dé de combat.
space-pigs-ev-dice-rolled = 🎲 Round de combat { $round } : le défenseur fait { $ddice } (force { $dpower }), l’attaquant fait { $adice } (force { $apower }). { $name } (Pecari Banzai) peut relancer.
space-pigs-ask-keep-dice = Les dés sur { $hex } ne te sont pas favorables : garde-les, ou relance les tiens grâce au pouvoir de ton clan.
space-pigs-button-keep-dice = Garder les dés
space-pigs-menu-flee = ✨ Fuir avant le premier round de combat vers…
space-pigs-ev-laid-face-down = 🂠 { $name } pose une case de { $pile } face cachée en { $hex }.
space-pigs-ev-galaxy-turned = 🔄 La galaxie est posée : { $hexes ->
    [one] sa seule case est retournée.
   *[other] les { $hexes } cases sont retournées d’un coup.
}
space-pigs-ev-hex-turned = 🔭 Des troupes arrivent : la case { $hex } est retournée et montre { $kind }.
space-pigs-hex-hidden = face cachée, { $pile }
space-pigs-family-next = { $pile } (encore { $count }) · la prochaine : { $face }
space-pigs-ask-lay-seen = Choisis maintenant où va ta case { $face }.

# Computer players (issue 34): what the greedy and the strong level do, in the lobby's menu.
ai-space-pigs-greedy-about = Prend les cases de sa recette, garde ses cartes pour les combats gagnables, fuit les autres.
ai-space-pigs-strong-about = Joue chaque coup dans des parties imaginées, sans regarder cartes ni recettes cachées.
