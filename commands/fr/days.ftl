# Parties sur plusieurs jours : temps de tour, rappels, joueurs absents, annulation, ses
# parties, statistiques et classements.

clock-off = désactivé
# A table's pace from its turn limit (lobby, /oink games): none or up to 2 h, up to 2 days, more.
pace-live = ⚡ en direct
pace-daily = 📅 quotidienne
pace-slow = 🐢 lente
clock-line = ⏱️ Temps par tour : { $limit } · rappel : { $reminder } · en cas d’absence : { $absent }
clock-line-remove = ⏱️ Temps par tour : { $limit } · rappel : { $reminder } · en cas d’absence : { $absent } après { $after ->
    [one] { $after } tour manqué
   *[other] { $after } tours manqués
}
clock-turn-ends = ⏳ Fin du tour : <t:{ $at }:R>

turn-reminder = ⏰ { $mention }, ton tour { $game } t’attend : [aller au plateau]({ $link }).
turn-reminder-left = ⏰ { $mention }, ton tour { $game } t’attend : [aller au plateau]({ $link }). Il reste { $left }.
turn-skipped = ⏭️ { $name } n’a pas joué en { $limit } : le tour a été passé.
turn-played-by-ai = 🤖 { $name } n’a pas joué en { $limit } : un joueur ordinateur a joué le tour à sa place.
turn-player-removed = 💤 { $name } a manqué { $missed ->
    [one] { $missed } tour
   *[other] { $missed } tours d’affilée
} et quitte la partie : ses tours seront passés désormais.

undo-done = ↩️ Ton dernier coup a été annulé.
seat-undone = ↩️ { $name } a repris son dernier coup : le plateau montre la partie telle qu’elle était avant.
undo-nothing = Il n’y a aucun coup à annuler.
undo-impossible = Ce coup ne peut pas être annulé.
undo-not-yours = Seul le joueur qui a fait le dernier coup peut l’annuler, et seulement avant que quelqu’un d’autre joue.
undo-after-dice = Les dés ont été lancés depuis ce coup : il reste.
game-not-started = La partie n’a pas encore commencé.

quit-done = Tu as quitté la partie.
seat-quit = 🚪 { $player } a quitté la partie : ses tours seront passés désormais.
seat-quit-to-ai = 🚪 { $player } a quitté la partie : un joueur ordinateur prend sa place.
replace-done = C’est fait : { $new } joue maintenant la place de { $old }.
seat-replaced = 🔄 { $new } reprend la place de { $old } (confiée par { $name }).
replace-not-allowed = Seul l’hôte ou la modération peut confier une place à quelqu’un d’autre.
replace-already-playing = Ce membre a déjà une place à cette table.
replace-not-seated = Ce membre n’a pas de place dans cette partie.
replace-level-not-offered = Ce jeu n’a pas de joueur ordinateur de ce niveau : le menu 🤖 de sa salle d’attente montre les niveaux qu’il a.

games-title = 🎲 Tes parties
games-none = Tu ne joues à aucune partie en cours et n’attends à aucune table.
games-start = Pour ouvrir une table : { $commands }.
games-more = … et { $more } de plus.
games-partial = Ce bot tourne en plusieurs processus ; les parties des serveurs d’un autre processus peuvent manquer ici.
games-nobody = personne
games-time-left = ⏳ fin : <t:{ $deadline }:R> ·{" "}
games-your-turn = **À toi de jouer** · début : <t:{ $since }:R> · { $left }[plateau]({ $link })
games-their-turn = À { $whose } de jouer · début : <t:{ $since }:R> · { $left }[plateau]({ $link })
games-lobby = En attente de joueurs : { $seated } à table, de { $min } à { $max } peuvent jouer · [la table]({ $link })

stats-server-only = Les statistiques sont tenues par serveur : demande dans un salon d’un serveur.
# Under a user's statistics, when their turns were timed: $turns (at most 100), $median and
# $slowest as in announce-pace-one.
stats-pace = ⏱️ { $turns ->
        [one] Ton dernier tour
       *[other] Tes { $turns } derniers tours
    } : médiane { $median }, le plus long { $slowest }.
stats-none = { $name }, tu n’as encore terminé aucune partie de { $game } sur ce serveur.
stats-three-pigs = 📊 { $name } — { $game } : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    }, meilleur score { $best }.
stats-wuerfelhaus = 📊 { $name } — { $game } : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    }, { $turns ->
        [0] aucune maison en solo terminée.
       *[other] meilleure maison en solo en { $turns } tours.
    }
leaderboard-title = 🏆 { $game } sur ce serveur
leaderboard-empty = Aucune partie terminée ici pour l’instant.
leaderboard-line-three-pigs = { $rank }. { $mention } : { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
} sur { $games } · meilleur score { $best }
leaderboard-line-wuerfelhaus = { $rank }. { $mention } : { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
} sur { $games }
stats-space-pigs = 📊 { $name } — { $game } : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    }.
leaderboard-line-space-pigs = { $rank }. { $mention } : { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
} sur { $games }
# A skill rating as shown: $rating is 1000 + 40 × (mu − 3 sigma), rounded; $provisional is
# "yes" while it rests on fewer than five rated games.
rating-shown = { $provisional ->
        [yes] { $rating } (provisoire)
       *[no] { $rating }
    }
# Under a user's statistics once they played a rated game: $rating and $global as in
# rating-shown (this server; every server), $change the last rated game's (`+12`, `-3`, `±0`).
stats-rating = ⭐ Ta cote ici : { $rating } ({ $change } à ta dernière partie classée) · sur tous les serveurs : { $global }
# A leaderboard line of a rated player: $line is the game's leaderboard-line-*, $rating as in
# rating-shown.
leaderboard-rated = { $line } · ⭐ { $rating }

settings-on = activés
settings-off = désactivés
settings-shown = ⚙️ Tes réglages (les mêmes sur tous les serveurs) : rappels de ton tour en message privé : **{ $dm }** ; préavis avant ton tour : **{ $heads }** ; panneaux privés en texte pour lecteur d’écran : **{ $text }**. Pour changer : `/oink réglages rappels_mp:`, `préavis:` et `plateaux_texte:`.
settings-saved = ⚙️ Enregistré. Rappels de ton tour en message privé : **{ $dm }** ; préavis avant ton tour : **{ $heads }** ; panneaux privés en texte pour lecteur d’écran : **{ $text }**.
dm-turn-reminder = ⏰ Ton tour { $game } t’attend : [aller au plateau]({ $link }).
dm-turn-reminder-left = ⏰ Ton tour { $game } t’attend : [aller au plateau]({ $link }). Il reste { $left }.
undo-after-reveal = Ce coup t’a montré quelque chose de caché (cartes piochées ou révélées) : il reste.
export-hidden = Cette partie a des mains cachées et des choix secrets : son historique s’exporte une fois la partie finie.

# Préavis (/oink réglages préavis:), en message privé.
dm-heads-up-next = 🔔 Tu es le prochain { $game } : { $name } vient de commencer son tour. [Aller au plateau]({ $link }).
dm-heads-up-last = ⏳ Tous les autres ont répondu { $game } : on n’attend plus que toi. [Aller au plateau]({ $link }).

# Absence (/oink absent, /oink retour).
away-done = 💤 Tu es absent { $tables ->
    [0] à aucune partie en cours pour l’instant (une partie qui commence pendant ton absence commence sans toi)
    [1] à une partie en cours
   *[other] à { $tables } parties en cours
} ; `/oink retour` y met fin plus tôt. Jusqu’au : <t:{ $until }:f>
away-rule-wait = Tes tours t’attendent, sans chrono, et personne ne te mentionne.
away-rule-computer = En attendant, un ordinateur joue tes tours.
away-rule-table = Chaque table suit son option `{ $option }` : là où elle dit « { $choice } », un ordinateur joue tes tours ; ailleurs, ils t’attendent.
away-until-missing = ⚠️ Dis jusqu’à quand avec l’option `{ $option }` : une durée comme `3d` ou `12h`, ou une date UTC comme `2026-12-24` ou `2026-12-24 18:00`, dans { $days } jours au plus.
away-until-unreadable = ⚠️ Je ne sais pas lire « { $until } » comme une date. Donne une durée comme `3d` ou `12h`, ou une date UTC comme `2026-12-24` ou `2026-12-24 18:00`.
away-until-too-soon = ⚠️ C’est déjà passé, ou dans moins d’une minute : choisis un `jusqu_à:` plus tard.
away-until-too-long = ⚠️ Tu peux être absent { $days } jours au plus : choisis un `jusqu_à:` plus tôt. (Pour plus longtemps, l’hôte peut te remplacer.)
away-reason = — « { $reason } »
away-computer-plays = 💤 Tu es absent, et un ordinateur joue ta place en attendant. `/oink retour` te la rend.
back-done = 👋 Bon retour ! { $tables ->
    [0] Ton absence est terminée.
    [1] Ta place à une partie en cours est de nouveau à toi.
   *[other] Tes places à { $tables } parties en cours sont de nouveau à toi.
}
back-not-away = Tu n’étais pas absent. Utilise `/oink absent` quand tu as besoin d’une pause.
settings-away = 💤 Absent jusqu’au : <t:{ $until }:f>
table-away-wait = 💤 { $name } est absent, ses tours l’attendent sans chrono. Retour : <t:{ $until }:f>
table-away-computer = 💤 { $name } est absent, un ordinateur joue pour lui en attendant. Retour : <t:{ $until }:f>
table-back = 👋 { $name } est de retour.

# Le récapitulatif : ce qui s’est passé depuis le dernier coup du joueur (ping, préavis, bouton 📜).
digest-title = 📜 **Depuis ton dernier tour :**
digest-earlier = …et { $count ->
    [one] { $count } événement plus ancien
   *[other] { $count } événements plus anciens
}
digest-nothing = 📜 Rien ne s’est passé depuis ton dernier coup.
digest-not-seated = 📜 Tu ne joues pas à cette table : pas de « depuis ton dernier tour » pour toi.
button-since = Depuis mon dernier tour

# /oink serveur : les réglages par défaut d’un serveur pour ses nouvelles tables.
server-language-discord = la langue Discord du serveur
server-shown = ⚙️ Les nouvelles tables de ce serveur démarrent avec ces réglages (les options d’une table à `nouvelle` priment) :
    🌐 Langue du plateau : **{ $language }**
    { $clock }
    🔔 Mentions de tour : **{ $pings }**
    📣 Gagnant du jour annoncé : { $daily }
    Les membres qui peuvent gérer le serveur les changent avec `/oink serveur` ; `réinitialiser:` revient à ceux du bot.
server-saved = ⚙️ Enregistré. Les nouvelles tables de ce serveur démarrent désormais ainsi (les tables en cours gardent les leurs) :
    🌐 Langue du plateau : **{ $language }**
    { $clock }
    🔔 Mentions de tour : **{ $pings }**
    📣 Gagnant du jour annoncé : { $daily }
server-not-allowed = Seuls les membres ayant la permission « Gérer le serveur » peuvent changer les réglages de ce serveur. `/oink serveur` seul les affiche.
server-only-in-servers = Les réglages par défaut n’existent que sur un serveur : lance `/oink serveur` dans l’un de ses salons.

## 🔊 Lire le plateau : le plateau en phrases simples, pour les lecteurs d’écran (ticket 54).
# Pas d’emoji avant les mots : un lecteur d’écran dit d’abord les mots.
button-read = Lire le plateau
read-title = Le plateau en mots
read-panel-title = Tes cartes et le plateau, en mots
read-more = { $count ->
    [one] … et { $count } ligne de plus, laissée de côté pour rester dans les limites de Discord.
   *[other] … et { $count } lignes de plus, laissées de côté pour rester dans les limites de Discord.
}
read-pigs-player = { $name }, { $points ->
    [one] { $points } point
   *[other] { $points } points
} : { $houses }.
read-pigs-no-houses = pas encore de maison
read-pigs-house = maison { $number } : { $tiles }
read-pigs-missing-roof = il manque le toit
read-pigs-complete = finie avec son toit
read-pigs-pots = { $pots ->
    [one] { $pots } pot de fleurs
   *[other] { $pots } pots de fleurs
}
read-pigs-dice = Dés : { $faces }.
read-pigs-face-wolf = loup
read-pigs-face-door = porte
read-pigs-face-window = fenêtre
read-pigs-face-roof = toit
read-haus-player = { $name } : briques peintes : { $done } sur { $total } ; { $turns ->
    [one] { $turns } tour.
   *[other] { $turns } tours.
}
read-haus-dice = Dés : { $dice }.
read-haus-row = { $floor ->
    [roof] Rangée { $row }, toit : peintes { $done } ; libres { $todo }.
   *[ground] Rangée { $row } : peintes { $done } ; libres { $todo }.
}
read-haus-none = aucune
read-space-clan = { $name }, { $clan } : { $hexes }. Réserve : { $supply }. { $cards ->
    [one] { $cards } carte en main.
   *[other] { $cards } cartes en main.
}
read-space-out = hors de la galaxie
read-space-returning = hors jeu cette manche, revient la manche suivante avec cinq porcelets
read-space-no-hexes = aucune troupe dans la galaxie
read-space-piglets = { $piglets ->
    [one] { $piglets } porcelet
   *[other] { $piglets } porcelets
}
read-space-gruiks = { $gruiks ->
    [one] { $gruiks } Grand Gruik
   *[other] { $gruiks } Grands Gruiks
}
read-and = { $first } et { $last }
read-space-acorns = { $colour ->
    [red] { $count ->
        [one] { $count } gland rouge
       *[other] { $count } glands rouges
    }
    [yellow] { $count ->
        [one] { $count } gland jaune
       *[other] { $count } glands jaunes
    }
   *[blue] { $count ->
        [one] { $count } gland bleu
       *[other] { $count } glands bleus
    }
}
read-space-recipe = Sa recette : { $recipe } ; ses planètes produisent { $production }.
read-space-hand = Tes cartes : { $cards }.
read-space-your-move = { $count ->
    [one] { $names } doit jouer : le bouton « { $button } » ouvre tes cartes et tes choix.
   *[other] { $names } doivent jouer : chacun ouvre ses cartes et ses choix avec le bouton « { $button } ».
}

## Tables où le bot ne peut que répondre (DM de groupe, serveur sans Oink)

lobby-answers-only = 💬 Ici, Oink ne peut que répondre aux clics et aux commandes : il ne publie rien de lui-même. Le plateau et la mention du tour arrivent avec chaque coup. Jusqu’à 15 minutes après le dernier clic, les rappels et les coups des joueurs ordinateur s’affichent ici aussi ; ensuite, les rappels partent seulement en DM aux joueurs qui ont activé `dm_reminders` dans `/oink settings`, et un temps de tour expiré ou le coup d’un joueur ordinateur s’affiche au clic suivant.
