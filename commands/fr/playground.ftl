## Bac à sable local (la page web), au-delà de l'essentiel dans bot.ftl

playground-no-options = Cette commande n'a pas d'option : retirez « { $option } ».
playground-taken = { $name } est déjà joué dans un autre onglet. Choisissez quelqu'un d'autre ou fermez cet onglet.
playground-messages = Messages dans #jeux
playground-commands = Commandes
playground-choose = Envoyer la sélection
