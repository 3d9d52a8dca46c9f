# Commandes slash : nom (valeur) et description (.description) de chaque commande.

oink = oink
    .description = Ce qu'est Oink, ses jeux et comment en lancer une partie
