## Würfelhaus

lobby-intro-haus = { $count ->
    [1] Une personne à la table : joue seul (contre ton nombre de tours) ou attends jusqu’à cinq autres. Appuie sur **Rejoindre** pour t’asseoir ; l’hôte lance la partie.
    [one] { $count } personne à la table. D’un à six joueurs : appuie sur **Rejoindre** pour t’asseoir ; l’hôte lance la partie.
   *[other] { $count } personnes à la table. D’un à six joueurs : appuie sur **Rejoindre** pour t’asseoir ; l’hôte lance la partie.
}
lobby-option-haus-finish-round = Finir le tour quand quelqu’un a terminé (victoire partagée) : { $value }
haus-floor-ground = 🧱 Tour du rez-de-chaussée : un lancer.
haus-floor-roof = 🏠 Tour du toit : jusqu’à trois lancers.
haus-phase-roll = Lance les trois dés.
haus-phase-rolling = Choisis les dés à relancer, ou arrête et peins.
haus-phase-assign = Peins des briques avec des dés seuls ou des sommes (chaque dé une fois) ; trois dés identiques sont un joker pour n’importe quelle brique.
haus-player = { $turn }{ $name } · { $painted }/{ $total }
# The first line of a player's field, under its title (kept out of the title, which wrapped on a desktop).
haus-player-turns = { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}
haus-legend = 3️⃣ une brique encore à peindre, avec son nombre (⬜ : le nombre est écrit à côté de la rangée) · 🟧 peinte · 🟥 toit peint · les rangées se comptent depuis le bas ; une brique a besoin des deux qui la portent · le 18 du sommet, ce sont trois 6 : les deux côtés, puis le milieu.
haus-best = Peindre { $bricks }
haus-menu-paint = Ou choisis quoi peindre…
haus-option-paint = Peindre { $bricks }
haus-option-joker = Joker : peindre { $brick }
# Une brique nommée comme le mur la montre ; $place distingue les mêmes nombres d’une rangée.
haus-brick = { $place ->
    [left] le { $value } de gauche
    [middle] le { $value } du milieu
    [right] le { $value } de droite
    [nth] le { $value } en place { $n } depuis la gauche
   *[only] le { $value }
}
haus-third = { $third ->
    [left] le tiers gauche
    [right] le tiers droit
   *[middle] le tiers du milieu
}
haus-thirds = { $thirds } du { $value }
# Des briques et leur place : une rangée du rez-de-chaussée (comptée depuis le bas) ou le toit.
haus-at = { $floor ->
    [roof] { $bricks } (toit)
   *[ground] { $bricks } (rangée { $row })
}
haus-and = { $first } et { $last }
haus-button-stop = Arrêter et peindre
haus-button-stop-empty = Arrêter sans peindre
# Un tour de toit, avant de s’arrêter : ce que les dés tels qu’ils sont pourraient peindre.
haus-reach = 🖌️ Si tu t’arrêtes maintenant, tu peux peindre { $bricks }.
haus-reach-joker = 🃏 Trois dés identiques : si tu t’arrêtes maintenant, le joker peint n’importe quelle brique dont les appuis sont finis.
haus-reach-none = ⚠️ Ces dés ne vont sur aucune brique : si tu t’arrêtes maintenant, tu ne peins rien. Relance pour en trouver une.
button-pass = Passer
event-haus-painted = { $name } peint { $bricks }.
event-haus-joker = 🃏 { $name } utilise le joker sur { $brick }.
event-haus-nothing = 🎲 { $dice } — { $name } : aucune brique ne convient — on passe.
event-haus-nothing-undiced = { $name } : aucune brique ne convient — on passe.
event-haus-passed = { $name } passe.
event-haus-completed = 🏠 { $name } a fini la maison en { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
} !

rules-haus-title = Würfelhaus : comment jouer
rules-haus-goal = Peins toutes les briques du mur de ta maison avant les autres — ou, seul, en aussi peu de tours que possible.
rules-haus-paint-title = Peindre
rules-haus-paint = Lance trois dés. Chaque dé seul, ou deux ou trois additionnés, peint une brique portant ce nombre. Commence en bas : une brique a besoin des deux briques sur lesquelles elle repose. Les dés qui ne vont nulle part sont perdus. Trois dés identiques peuvent à la place peindre n’importe quelle brique dont les appuis sont faits.
rules-haus-roof-title = Le toit
rules-haus-roof = Une fois le rez-de-chaussée fini, chaque tour a jusqu’à trois lancers : garde ce qui te plaît, relance le reste, puis peins une fois. Les briques du toit demandent des sommes ; le 18 peut se peindre en trois 6, les côtés avant le milieu.
rules-haus-end-title = La fin
rules-haus-end = Le premier à peindre toute sa maison gagne.

haus-solo-best-own = 🏅 Ton record : { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}
haus-solo-best-none = 🏅 Ta première maison en solo sur ce serveur
haus-solo-best-server = record du serveur : { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
} par { $mention }

# Ce que fait chaque joueur ordinateur dans ce jeu (menu de la salle d’attente ; 100 caractères au plus).
ai-wuerfelhaus-greedy-about = Peint le plus de briques possible tout de suite ; au toit, relance pour en peindre le plus.
ai-wuerfelhaus-strong-about = Vise le moins de tours pour finir la maison, en pesant exactement chaque lancer.
