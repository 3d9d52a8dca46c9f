## Présentation /oink

help-title = Oink : des jeux de cochons pour ton serveur
help-intro = Oink accueille des jeux de dés et de plateau directement dans le salon. On joue uniquement avec des boutons et des menus, une partie par salon ou fil, et une partie peut durer une soirée ou une semaine entière : le bot se souvient de chaque coup.
help-footer = Choisis un jeu ci-dessous pour en savoir plus.
help-players = { $min ->
    [1] { $min } à { $max } joueurs (aussi en solo)
   *[other] { $min } à { $max } joueurs
}

## Les jeux

game-three-pigs-name = Les Trois Petits Cochons
game-three-pigs-turn = aux Trois Petits Cochons
game-three-pigs-tagline = Lance, relance, bâtis des maisons de paille, de bois et de brique, et prie pour que le loup souffle ailleurs.
game-three-pigs-about = À ton tour, tu lances cinq dés jusqu’à trois fois en gardant ce qui te plaît. Les symboles identiques achètent des portes, des fenêtres et des toits ; plus il y en a, plus le matériau est solide. Empile-les en maisons et coiffe-les d’un toit pour qu’elles rapportent des points. Mais si deux loups sortent, tu dois souffler sur la maison d’un adversaire : la roue décide quel matériau s’envole. Quand assez de piles sont vides, les maisons terminées les plus précieuses l’emportent. Ouvre une table avec /cochons nouvelle.
game-wuerfelhaus-name = Würfelhaus
game-wuerfelhaus-turn = à Würfelhaus
game-wuerfelhaus-tagline = Trois dés, un mur de briques : peins ta maison de bas en haut avant les autres.
game-wuerfelhaus-about = Chaque brique du mur de ta maison porte un nombre. Lance trois dés et peins les briques qui correspondent à un dé seul ou à une somme de dés, toujours en partant de la rangée du bas. Un triple peint la brique de ton choix, le toit n’accepte que des sommes, et le grand 18 du sommet peut être peint par tiers. Le premier à peindre toute sa maison gagne ; en solo, fais-le en aussi peu de tours que possible. Ouvre une table avec /maison nouvelle.
game-space-pigs-name = Space-Schweine
game-space-pigs-turn = à Space-Schweine
game-space-pigs-tagline = Des cochons dans l’espace : conquiers une galaxie d’hexagones, combats avec des cartes, cuisine des recettes de glands.
game-space-pigs-about = Chaque clan part du bord d’une galaxie d’hexagones. Déplace tes porcelets et tes Big Gruiks de planète en planète, installe-toi sur celles qui te nourrissent et affronte les clans rivaux dans des batailles décidées par un dé, tes troupes et une carte choisie en secret. Les planètes produisent des glands, et les recettes de glands mènent à la victoire. Ta main et tes choix secrets restent sur un panneau que toi seul vois (🃏 Mes cartes). Ouvre une table avec /espace nouvelle (3 à 6 joueurs).

## Erreurs visibles par tous

error-internal = Un problème est survenu de notre côté. Rien de ce que tu as fait n’est perdu ; réessaie dans un instant.
error-shutting-down = Oink redémarre en ce moment, rien n’a donc changé. Réessaie dans une minute.
error-database-unavailable = Oink ne peut pas enregistrer de coups pour l’instant, rien n’a donc changé. Le journal du bot en indique la raison à son administrateur.
error-table-busy = Cette table traite encore une demande précédente, donc rien n’a changé. Réessaie dans un instant.
error-unknown-component = Ce bouton vient d’une version d’Oink qui n’existe plus. Utilise /oink pour en obtenir un nouveau.
error-malformed-component = Ce bouton est illisible. Utilise /oink pour en obtenir un nouveau.
error-guild-only = Cette commande fonctionne dans un salon de serveur, pas en message privé.
error-missing-permissions = Il te faut la permission { $permissions } pour cela.
error-bot-missing-permissions = J’ai besoin de la permission { $permissions } dans ce salon pour cela.
error-cooldown = Doucement : réessaie dans { $seconds } s.
option-invalid = L’option « { $option } » n’accepte que { $allowed } ; rien n’a été modifié.
option-or = { $first } ou { $last }

## Ligne de commande (pour la personne qui héberge le bot)


## Bac à sable local (la page web)

playground-title = Bac à sable Oink
playground-channel = jeux
playground-user = Tu es
playground-language = Langue
playground-placeholder = Message dans #jeux — tape / pour les commandes
playground-send = Envoyer
playground-only-you = Toi seul peux voir ceci
playground-edited = modifié
playground-reconnecting = Connexion perdue : reconnexion…
playground-unknown-command = Commande inconnue. Tape / pour voir les commandes, par ex. /{ pigs } { pigs-new }.
playground-unknown-option = Cette commande n’a pas d’option « { $option } » ; ses options sont { $allowed }.
cli-playground = Aucun jeton Discord configuré : le bac à sable local démarre à la place. Ouvre l’adresse ci-dessous dans un navigateur. Pour Discord, définis DISCORD_TOKEN (voir le README).

## The end of a game
announce-over = 🏁 Fin de la partie : { $game } ! { $mentions }
announce-points = { $medal } { $name } · { $points ->
    [one] { $points } point
   *[other] { $points } points
}
announce-turns = { $medal } { $name } · { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}
announce-unfinished = { $medal } { $name } · pas fini après { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}
button-rematch = Revanche

## Computer players
menu-add-ai = 🤖 Ajouter un joueur ordinateur…
button-drop-ai = Retirer un joueur ordinateur
ai-level-random = au hasard
ai-level-random-about = Joue n’importe quel coup permis : pour apprendre les règles.
ai-level-greedy = gourmand
ai-level-greedy-about = Prend le meilleur gain du moment.
ai-level-strong = fort
ai-level-strong-about = Pèse les chances de chaque lancer et voit loin.
announce-best = 🏅 Ton record en solo : { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}
announce-best-now = 🎉 Ton meilleur résultat en solo à ce jour !
# How fast each person played, at the end of a game: $paces joins one announce-pace-one per
# person with " · "; $median and $slowest are durations (`2 min`, `1 h 5 min`).
announce-pace = ⏱️ Temps par tour : { $paces }
announce-pace-one = { $name } médiane { $median }, le plus long { $slowest }
# What a rated game (two people or more) changed: $ratings joins one announce-rating-one per
# person with " · "; $change is signed (`+12`, `-3`, `±0`), $rating the rating now.
announce-rating = ⭐ Cotes : { $ratings }
announce-rating-one = { $name } { $change } → { $rating }

panel-outdated = Ce panneau n’était plus à jour : voici ce que tu peux faire maintenant.
panel-game-ended = Cette partie est terminée.
panel-game-ended-board = Cette partie est terminée. Le plateau le plus récent du salon : { $link }

# The PostgreSQL store is stopped or out of reach; it reconnects by itself.
error-storage-unavailable = Oink n’arrive pas à joindre son stockage pour le moment, rien n’a donc changé. Réessaie dans un instant.

# A request of a kind the bot never makes (a submitted modal): forged, answered with this.
error-unreadable-interaction = Oink ne peut pas lire cette demande, donc rien n’a changé. Utilise /oink pour obtenir un nouveau plateau.
table-private-only = Ce serveur ne montre les réponses d’Oink qu’à la personne qui demande : il n’a pas ajouté Oink, et ses membres ne peuvent pas utiliser d’applications externes ici. Une table partagée ne peut pas s’ouvrir dans ce salon. Un admin du serveur peut ajouter Oink au serveur ; ou joue dans un DM de groupe.
