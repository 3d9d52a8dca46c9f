## Lokaler Spielplatz (die Webseite), über das Grundlegende in bot.ftl hinaus

playground-no-options = Dieser Befehl hat keine Optionen: Entferne „{ $option }“.
playground-taken = { $name } wird schon in einem anderen Tab gespielt. Wähle jemand anderen oder schließe den anderen Tab.
playground-messages = Nachrichten in #spiele
playground-commands = Befehle
playground-required = Pflicht
playground-choose = Auswahl senden
# A click or command made while the page has no connection: it was not sent.
playground-not-sent = Keine Verbindung: Das wurde nicht gesendet. Die Seite verbindet sich neu … versuche es gleich noch einmal.
# A click on a board that was replaced while this tab still showed its buttons.
playground-gone = Dieses Brett wurde ersetzt: Nimm das neueste unten im Kanal.
playground-group-dm = 👥 Schweinebande
playground-channels = Kanäle
playground-group-placeholder = Nachricht an 👥 Schweinebande – tippe / für Befehle
playground-group-messages = Nachrichten in 👥 Schweinebande
playground-no-channel = Diesen Kanal gibt es hier nicht. Lade die Seite neu.
