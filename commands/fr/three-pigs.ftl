## Les Trois Petits Cochons : tuiles, plateau, coups

variant-veteran = Cochons vétérans
material-straw = paille
material-wood = bois
material-brick = brique
tile-door-straw = porte en paille
    .indefinite = une porte en paille
tile-door-wood = porte en bois
    .indefinite = une porte en bois
tile-door-brick = porte en brique
    .indefinite = une porte en brique
tile-window-straw = fenêtre en paille
    .indefinite = une fenêtre en paille
tile-window-wood = fenêtre en bois
    .indefinite = une fenêtre en bois
tile-window-brick = fenêtre en brique
    .indefinite = une fenêtre en brique
tile-roof-straw = toit en paille
    .indefinite = un toit en paille
tile-roof-wood = toit en bois
    .indefinite = un toit en bois
tile-roof-brick = toit en brique
    .indefinite = un toit en brique

award-most-flowerpots = Le plus de pots de fleurs
award-most-houses = Le plus de maisons
award-tallest-house = La plus haute maison
award-first-straw = Première maison en paille
award-first-wood = Première maison en bois
award-first-brick = Première maison en brique
board-awards = 🏅 Cartes de récompense
board-award-open = pas encore prise
board-award-at-end = attribuée à la fin
# Ce que demande chaque carte de récompense (variante vétérans), sur le plateau à côté de qui la tient.
award-first-straw-about = la première maison toute en paille (une porte, une fenêtre et un toit) à recevoir son toit
award-first-wood-about = la première maison toute en bois (une porte, une fenêtre et un toit) à recevoir son toit
award-first-brick-about = la première maison toute en brique (une porte, une fenêtre et un toit) à recevoir son toit
award-most-flowerpots-about = le plus de 🌼 sur des maisons avec toit ; en cas d’égalité, personne ne l’a
award-most-houses-about = le plus de maisons avec toit ; en cas d’égalité, personne ne l’a
award-tallest-house-about = la maison avec le plus de tuiles, qui a un toit et une porte ; en cas d’égalité, personne ne l’a
board-award-legend = 🏅 { $award } : { $about }

## Salle d’attente

lobby-intro = { $count ->
    [1] Un cochon à la table. De deux à cinq joueurs : appuie sur **Rejoindre** pour t’asseoir ; l’hôte lance la partie.
    [one] { $count } cochon à la table. De deux à cinq joueurs : appuie sur **Rejoindre** pour t’asseoir ; l’hôte lance la partie.
   *[other] { $count } cochons à la table. De deux à cinq joueurs : appuie sur **Rejoindre** pour t’asseoir ; l’hôte lance la partie.
}
lobby-seats = Places
lobby-host = hôte
lobby-empty = Personne pour l’instant.
# La ligne des options de la salle d’attente, en mots ; $value : la valeur choisie (✅/❌, un choix, un nombre).
lobby-option-variant = Décompte : { $value }
lobby-option-two-player-end = À deux, la partie finit avec { $value } piles vides
lobby-option-finish-round = Finir le tour à la fin : { $value }
lobby-footer = L’ordre des places est tiré au sort au début de la partie.
button-join = Rejoindre
button-leave = Partir
button-start = Commencer

## Plateau

board-turn = 🎲 { $mention }, à toi de jouer.
board-phase-roll = Lance les cinq dés.
board-rolls-left = { $left ->
    [one] encore { $left } lancer
   *[other] encore { $left } lancers
}
board-phase-rolling = Choisis les dés à relancer (les loups restent), ou arrête et achète.
board-phase-buying = Achète une tuile avec tes symboles : deux identiques achètent de la paille, trois du bois, quatre de la brique.
board-phase-second = Tu peux acheter une seconde tuile d’un autre type, ou finir ton tour.
board-phase-wolf = 🐺🐺 Le loup est là ! Choisis la maison d’un autre joueur et souffle dessus.
board-target = Cible : maison { $house } de { $target }.
board-player = { $turn }{ $name } · { $points ->
    [one] { $points } point
   *[other] { $points } points
}
board-no-houses = Pas encore de maison.
board-stacks = Tuiles restantes
board-empty-stacks = Piles vides : { $empty } sur { $end } terminent la partie.
board-legend = 🟨 paille · 🟫 bois · 🟥 brique · 🌼 pot de fleurs · ✅ terminée (toit en haut). Les maisons se lisent de bas en haut.
board-moved = Le plateau a été déplacé en bas du salon. ⬇️

button-roll = Lancer
button-reroll = { $picked ->
    [0] Relancer (encore { $left ->
        [one] { $left } lancer
       *[other] { $left } lancers
    })
    [one] Relancer { $picked } dé (encore { $left ->
        [one] { $left } lancer
       *[other] { $left } lancers
    })
   *[other] Relancer { $picked } dés (encore { $left ->
        [one] { $left } lancer
       *[other] { $left } lancers
    })
}
button-stop = Arrêter et acheter
button-done = Terminé
button-blow = Souffler !
menu-buy = Acheter une tuile…
menu-buy-new = { $tile } → nouvelle maison
menu-buy-house = { $tile } → maison { $house }
menu-buy-detail = { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $pots ->
    [0] {""}
   *[other] {" "}· 🌼 { $pots }
} · { $left } dans la pile
menu-target = Choisir une maison où souffler…
menu-target-option = { $target }, maison { $house }

event-wolf = 🐺 Deux loups pour { $name } !
event-no-target = { $name } n’a personne sur qui souffler : le tour passe.
event-nothing = { $name } ne peut rien acheter cette fois.
event-turn-quiet = { $name } a fini son tour sans construire.
event-bought = { $name } achète { $tile }{ $new ->
    [yes] {" "}et commence la maison { $house }
   *[no] {" "}pour la maison { $house }
}{ $complete ->
    [yes] {" "}— maison terminée !
   *[no] {""}
}
event-blown = 💨 Le loup de { $name } souffle sur la maison { $house } de { $target } : { $material }, { $removed ->
    [0] rien d’envolé
    [one] { $removed } tuile envolée
   *[other] { $removed } tuiles envolées
}{ $roof ->
    [yes] , le toit s’est effondré
   *[no] {""}
}{ $gone ->
    [yes] , la maison a disparu
   *[no] {""}
}.
event-award = 🏅 { $name } gagne « { $award } ».

turn-ping = { $mention }, c’est à toi de jouer { $game }. 🎲

## Fin de partie

final-title = Scores finaux
final-winners = { $count ->
    [one] 🏆 { $names } gagne !
   *[other] 🏆 Victoire partagée : { $names } !
}
final-tie-break = Égalité de points : le plus de maisons terminées a départagé.
final-breakdown = tuiles { $tiles } · pots de fleurs { $pots } · maisons { $houses } = **{ $total }**
final-breakdown-veteran = tuiles { $tiles } · récompenses { $awards } = **{ $total }** ({ $list })
final-footer = Seules les maisons avec un toit comptent. Nouvelle partie : /cochons nouvelle.

## Règles (avec nos mots)

rules-title = Les Trois Petits Cochons : comment jouer
rules-goal = Bâtis les maisons de paille, de bois et de brique les plus précieuses avant la fin des tuiles, et tiens le loup à distance.
rules-turn-title = Ton tour
rules-turn = Lance cinq dés, jusqu’à trois fois. Après chaque lancer, garde ce qui te plaît et relance le reste. Trois dés peuvent montrer un loup : un dé loup reste bloqué jusqu’à la fin du tour.
rules-buy-title = Acheter
rules-buy = Des symboles identiques achètent une tuile de ce type : 2 achètent de la paille, 3 du bois ou de la paille, 4 ou plus n’importe quel matériau. Si tu peux acheter, tu dois ; une seconde tuile d’un autre type est permise. La paille vaut 2 points, le bois 3, la brique 4.
rules-build-title = Construire
rules-build = Une porte ou une fenêtre commence une nouvelle maison. Les fenêtres vont en haut, une porte seulement en bas d’une maison qui n’en a pas, et un toit termine la maison : elle ne prend alors plus de tuiles.
rules-wolf-title = Le loup
rules-wolf = Deux loups arrêtent tes lancers : souffle sur la maison d’un autre joueur. La roue désigne la paille (souvent), le bois ou la brique (rarement) ; toutes les tuiles de ce matériau s’envolent. Un toit resté seul tombe aussi.
rules-end-title = La fin
rules-end = Quand assez de piles sont vides (deux à 2 joueurs, sinon une par joueur), la partie s’arrête après ce tour. Seules les maisons avec un toit comptent : points des tuiles, +1 par pot de fleurs, +1 par maison. Dans la variante vétérans, des cartes de récompense remplacent ces bonus.
rules-awards-title = Vétérans : les cartes de récompense
rules-awards = Dans la variante vétérans, les maisons ne comptent que leurs tuiles, plus les cartes de récompense. **Prises en cours de partie (+2 chacune) :** la première maison toute en paille, toute en bois et toute en brique — porte, fenêtre et toit du même matériau ; la carte va à qui pose le toit en premier et reste même si le loup souffle la maison. **Attribuées à la fin (+3 chacune), seules les maisons avec toit comptent :** le plus de pots de fleurs, le plus de maisons et la plus haute maison (le plus de tuiles, avec toit et porte). En cas d’égalité, une carte de fin ne va à personne.

## Gestion des tables

table-exists = Une partie est déjà en cours dans ce salon. Utilise { $board } pour la voir, ou { $end } pour l’arrêter.
table-lobby-open = Une table est déjà ouverte dans ce salon et attend des joueurs : appuie sur **Rejoindre** dessus ({ $board } la montre à nouveau). Son hôte peut la fermer avec { $end }.
clock-reminder-after-limit = Ce rappel ne partirait jamais : il n’est pas plus court que le temps par tour, qui passe le tour avant. Choisis un rappel plus court ou un temps par tour plus long.
table-unreadable = La partie enregistrée dans ce salon est illisible. La modération (Gérer les messages) peut l’effacer avec { $end } ; les détails sont dans le journal du bot.
table-none = Il n’y a pas de partie dans ce salon. Lance-en une avec { $new }.
board-outdated = Ce plateau n’est plus à jour : utilise le plus récent du salon (ou { $board }).
game-over = Cette partie est terminée. Lances-en une nouvelle avec { $new }.
not-your-turn = Ce n’est pas ton tour : attends le joueur dont c’est le tour.
not-playing = Tu ne joues pas à cette table. Rejoins la prochaine partie !
pick-dice-first = Choisis d’abord les dés à relancer.
pick-house-first = Choisis d’abord une maison où souffler.
move-refused = Ce coup n’est pas possible maintenant : utilise le plateau le plus récent.
lobby-already-seated = Tu as déjà une place.
lobby-full = La table est complète ({ $max } joueurs).
lobby-host-only = Seul l’hôte peut lancer la partie.
lobby-need-players = Il faut de { $min } à { $max } joueurs pour commencer.
lobby-not-seated = Tu n’as pas de place à cette table.
lobby-you-left = Tu as quitté la table.
lobby-closed = Tout le monde est parti : cette table est fermée.
leave-running = On ne peut pas quitter une partie en cours. L’hôte ou la modération peut l’arrêter avec { $end }.
leave-finished = Cette partie est déjà terminée.
export-not-started = La partie n’a pas commencé : il n’y a rien à exporter.
export-done = Voici l’historique de la partie. Rejoue-le avec `oink replay`.
end-confirm = Terminer cette table pour tout le monde ? La partie ne pourra pas reprendre.
end-not-allowed = Seul l’hôte ou un membre pouvant gérer les messages peut terminer cette table.
end-cancelled = La table continue.
end-done = { $name } a terminé cette table.
button-end-yes = Terminer la table
button-end-no = Annuler

# Ce que fait chaque joueur ordinateur dans ce jeu (menu de la salle d’attente ; 100 caractères au plus).
ai-three-pigs-greedy-about = Achète la tuile qui rapporte le plus tout de suite, en regardant un lancer plus loin.
ai-three-pigs-strong-about = Pèse les chances de chaque lancer, prévoit ses deux achats et envoie le loup sur le premier.
