# Commandes slash : nom (valeur) et description (.description) de chaque commande.

oink = oink
    .description = Ce qu'est Oink, ses jeux et comment en lancer une partie

pigs = cochons
    .description = Jouez aux « Trois Petits Cochons » dans ce salon
pigs-new = nouvelle
    .description = Ouvrir une table des « Trois Petits Cochons » dans ce salon
    .variant = variante
    .variant-description = Décompte : standard, ou cochons vétérans avec cartes de récompense
    .two_player_end = fin_à_deux
    .two_player_end-description = Piles vides qui terminent une partie à deux : 2 ou 3
    .finish_round = finir_le_tour
    .finish_round-description = À la fin, terminer le tour pour que chacun ait joué autant de fois
    .turn_pings = mentions_de_tour
    .turn_pings-description = Mentionner le joueur suivant dans un nouveau message à chaque tour
    .language = langue
    .language-description = Langue du plateau commun (par défaut : celle du serveur)
pigs-board = plateau
    .description = Afficher de nouveau le plateau en bas du salon
pigs-leave = quitter
    .description = Quitter la table avant le début de la partie
pigs-end = terminer
    .description = Terminer la table de ce salon (hôte ou modération)
pigs-export = exporter
    .description = Obtenir l'historique de la partie en JSON, pour oink replay
pigs-rules = règles
    .description = Les règles des « Trois Petits Cochons », en bref

choice-standard = standard
choice-veteran = cochons vétérans (cartes de récompense)
choice-en-US = English
choice-de = Deutsch
choice-fr = Français

haus = maison
    .description = Jouez à Würfelhaus dans ce salon
haus-new = nouvelle
    .description = Ouvrir une table de Würfelhaus dans ce salon (1 à 6 joueurs)
    .finish_round = finir_le_tour
    .finish_round-description = Quand quelqu'un finit, terminer le tour ; ceux qui finissent pendant celui-ci partagent la victoire
    .turn_pings = mentions_de_tour
    .turn_pings-description = Mentionner le joueur suivant dans un nouveau message à chaque tour
    .language = langue
    .language-description = Langue du plateau commun (par défaut : celle du serveur)
haus-board = plateau
    .description = Afficher de nouveau le plateau en bas du salon
haus-leave = quitter
    .description = Quitter la table avant le début de la partie
haus-end = terminer
    .description = Terminer la table de ce salon (hôte ou modération)
haus-export = exporter
    .description = Obtenir l'historique de la partie en JSON, pour oink replay
haus-rules = règles
    .description = Les règles de Würfelhaus, en bref
