## Lokaler Spielplatz (die Webseite), über das Grundlegende in bot.ftl hinaus

playground-no-options = Dieser Befehl hat keine Optionen: Entferne „{ $option }“.
playground-taken = { $name } wird schon in einem anderen Tab gespielt. Wähle jemand anderen oder schließe den anderen Tab.
playground-messages = Nachrichten in #spiele
playground-commands = Befehle
playground-choose = Auswahl senden
