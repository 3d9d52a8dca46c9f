# Dés vérifiables (ticket 35) : l’engagement et la graine sur le plateau, et /oink équité.

board-commitment = 🎲 Dés engagés : { $short } · /oink équité
board-seed = 🎲 Graine : { $seed } · engagement : { $commitment } · vérifie avec oink replay --verify
export-running = L’historique contient la graine qui décide de tous les dés à venir : tu pourras l’exporter une fois la partie finie.

fairness-title = 🎲 Des dés que tu peux vérifier
fairness-intro = Chez Oink, chaque dé, chaque tour de roue et chaque mélange d’une partie vient d’un seul nombre secret, la **graine**, tirée quand la table démarre. Personne ne peut la changer ensuite, pas même le bot, et tu peux le vérifier toi-même.
fairness-commitment-title = L’engagement sur le plateau
fairness-commitment = Au début de la partie, le plateau montre un **engagement** : le début d’une empreinte SHA-256 de la graine et de la table. Il fixe la graine sans la dévoiler : personne ne peut trouver une autre graine avec la même empreinte.
fairness-secret-title = Pourquoi la graine reste secrète jusqu’à la fin
fairness-secret = Qui connaît la graine connaît tous les lancers à venir (et dans Space-Schweine chaque carte de la pioche). Elle reste donc cachée tant que la partie dure, et l’historique ne s’exporte qu’une fois la partie finie.
fairness-check-title = Comment vérifier toi-même
fairness-check = Quand la partie est finie, le dernier plateau montre la graine et l’engagement complet. Exporte l’historique (`/cochons exporter`, `/maison exporter`, `/espace exporter`) et lance `oink replay --verify record.json` : il vérifie que la graine correspond à l’engagement, rejoue chaque coup depuis la graine et compare chaque dé et chaque mélange avec l’historique. Il répond « verified », ou nomme le premier lancer qui ne correspond pas.
fairness-footer = Les parties commencées avant les dés vérifiables n’ont pas d’engagement.
