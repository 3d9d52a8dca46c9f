## Le défi Würfelhaus du jour (/haus daily)

daily-title = 📅 Würfelhaus du jour · { $date }
daily-commitment = 🎲 Dés du jour engagés : { $short } · les mêmes pour tout le monde ici · /oink équité
daily-reveal = 🔓 Dés du { $date } : graine { $seed } · engagement { $commitment }
daily-result = 🏁 Terminé en { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
} ({ $time }) · place { $rank } sur { $of } aujourd’hui · 🔥 série : { $streak ->
    [one] { $streak } jour
   *[other] { $streak } jours
}
daily-done =
    Tu as déjà joué le défi du jour : un essai par jour.
    { $result }
    Reviens demain pour de nouveaux dés !
daily-not-yours = C’est le plateau du jour de quelqu’un d’autre : joue le tien avec /maison défi.
daily-outdated = Ce plateau du jour n’est plus à jour : /maison défi montre ton essai tel qu’il est.
daily-day-over = Le défi de ce jour est terminé : lance celui d’aujourd’hui avec /maison défi.
daily-server-only = Le défi du jour se joue sur un serveur : demande dans un salon d’un serveur.
daily-announce-answers-only = Oink n’a pas été ajouté à ce serveur, seulement aux comptes de ses joueurs : il ne peut pas publier ici le gagnant du jour. Un admin du serveur peut l’ajouter au serveur ; redemande ensuite.
daily-announce-not-allowed = Seule la modération (Gérer les messages) choisit où le gagnant du jour est annoncé.
daily-announce-here = À partir de demain, le gagnant de chaque jour est annoncé dans { $channel }.
daily-announce-off = Le gagnant du jour n’est plus annoncé.
daily-leaderboard-title = 📅 Würfelhaus du jour · classement du { $date }
daily-leaderboard-field = Classement du jour
daily-leaderboard-empty = Personne n’a encore fini la maison du jour : sois le premier avec /maison défi !
daily-leaderboard-elsewhere = 📅 Les défis du jour ne comptent pas ici : vois { $command }
daily-leaderboard-line = **{ $rank }.** { $mention } · { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
} · { $time }
daily-winner = 🏆 Würfelhaus du jour du { $date } : { $mention } a gagné, en { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
} ({ $time }) ; { $finished ->
    [one] { $finished } joueur a fini
   *[other] { $finished } joueurs ont fini
}. Les dés du jour t’attendent : /maison défi
