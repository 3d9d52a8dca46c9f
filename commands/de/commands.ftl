# Slash-Befehle: Name (Wert) und Beschreibung (.description) je Befehl.

oink = oink
    .description = Was Oink ist, welche Spiele es gibt und wie man eins startet

pigs = schweinchen
    .description = Spielt „Die drei kleinen Schweinchen“ in diesem Kanal
pigs-new = neu
    .description = Einen Tisch für „Die drei kleinen Schweinchen“ in diesem Kanal eröffnen
    .variant = variante
    .variant-description = Wertung: Standard oder Veteranen mit Auszeichnungskarten
    .two_player_end = ende_zu_zweit
    .two_player_end-description = Leere Stapel, die ein Spiel zu zweit beenden: 2 oder 3
    .finish_round = runde_beenden
    .finish_round-description = Am Ende die Runde zu Ende spielen, damit alle gleich oft dran waren
    .turn_pings = zug_erwähnungen
    .turn_pings-description = Die nächste Person mit einer neuen Nachricht erwähnen, wenn sie dran ist
    .language = sprache
    .language-description = Sprache des gemeinsamen Bretts (sonst die Sprache des Servers)
pigs-board = brett
    .description = Das Spielbrett unten im Kanal neu zeigen
pigs-leave = verlassen
    .description = Den Tisch verlassen, bevor das Spiel beginnt
pigs-end = beenden
    .description = Den Tisch in diesem Kanal beenden (Gastgeber oder Moderation)
pigs-export = export
    .description = Das Spielprotokoll als JSON-Datei für oink replay
pigs-rules = regeln
    .description = Die Regeln von „Die drei kleinen Schweinchen“ in Kürze

choice-standard = Standard
choice-veteran = Veteranen (Auszeichnungskarten)
choice-en-US = English
choice-de = Deutsch
choice-fr = Français

haus = würfelhaus
    .description = Spielt Würfelhaus in diesem Kanal
haus-new = neu
    .description = Einen Würfelhaus-Tisch in diesem Kanal eröffnen (1 bis 6 Personen)
    .finish_round = runde_beenden
    .finish_round-description = Wenn jemand fertig ist, die Runde zu Ende spielen; alle, die darin fertig werden, teilen den Sieg
    .turn_pings = zug_erwähnungen
    .turn_pings-description = Die nächste Person mit einer neuen Nachricht erwähnen, wenn sie dran ist
    .language = sprache
    .language-description = Sprache des gemeinsamen Bretts (sonst die Sprache des Servers)
haus-board = brett
    .description = Das Spielbrett unten im Kanal neu zeigen
haus-leave = verlassen
    .description = Den Tisch verlassen, bevor das Spiel beginnt
haus-end = beenden
    .description = Den Tisch in diesem Kanal beenden (Gastgeber oder Moderation)
haus-export = export
    .description = Das Spielprotokoll als JSON-Datei für oink replay
haus-rules = regeln
    .description = Die Regeln von Würfelhaus in Kürze
