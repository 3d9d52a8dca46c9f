## Bac à sable local (la page web), au-delà de l’essentiel dans bot.ftl

playground-no-options = Cette commande n’a pas d’option : retire « { $option } ».
playground-taken = Quelqu’un joue déjà { $name } dans un autre onglet. Choisis quelqu’un d’autre ou ferme cet onglet.
playground-messages = Messages dans #jeux
playground-commands = Commandes
playground-required = obligatoire
playground-choose = Envoyer la sélection
# A click or command made while the page has no connection: it was not sent.
playground-not-sent = Hors ligne : rien n’a été envoyé. Reconnexion… réessaie dans un instant.
# A click on a board that was replaced while this tab still showed its buttons.
playground-gone = Ce plateau a été remplacé : utilise le plus récent, en bas du salon.
playground-group-dm = 👥 les copains cochons
playground-channels = Salons
playground-group-placeholder = Message dans 👥 les copains cochons — tape / pour les commandes
playground-group-messages = Messages dans 👥 les copains cochons
playground-no-channel = Ce salon n’existe pas ici. Recharge la page.
