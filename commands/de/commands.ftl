# Slash-Befehle: Name (Wert) und Beschreibung (.description) je Befehl.

oink = oink
    .description = Was Oink ist, welche Spiele es gibt und wie man eins startet
