## Bac à sable local (la page web), au-delà de l'essentiel dans bot.ftl

playground-no-options = Cette commande n'a pas d'option : retire « { $option } ».
playground-taken = Quelqu'un joue déjà { $name } dans un autre onglet. Choisis quelqu'un d'autre ou ferme cet onglet.
playground-messages = Messages dans #jeux
playground-commands = Commandes
playground-choose = Envoyer la sélection
