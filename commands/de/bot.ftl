## Übersicht /oink

help-title = Oink: Schweinespiele für euren Server
help-intro = Oink bringt Würfel- und Brettspiele direkt in euren Kanal. Gespielt wird nur mit Knöpfen und Menüs, ein Spiel pro Kanal oder Thread, und eine Partie darf einen Abend oder eine ganze Woche dauern: Der Bot merkt sich jeden Zug.
help-footer = Wähle unten ein Spiel, um mehr darüber zu lesen.
help-players = { $min ->
    [1] { $min }–{ $max } Spieler (auch allein spielbar)
   *[other] { $min }–{ $max } Spieler
}

## Die Spiele

game-three-pigs-name = Die drei kleinen Schweinchen
game-three-pigs-turn = bei „Die drei kleinen Schweinchen“
game-three-pigs-tagline = Würfeln, nachwürfeln, Häuser aus Stroh, Holz und Stein bauen und hoffen, dass der Wolf woanders pustet.
game-three-pigs-about = In deinem Zug würfelst du bis zu dreimal mit fünf Würfeln und behältst, was dir gefällt. Gleiche Symbole kaufen Türen, Fenster und Dächer; je mehr Symbole, desto stabiler das Material. Staple sie zu Häusern und setze ein Dach darauf, damit sie zählen. Zeigen zwei Würfel den Wolf, musst du ein Haus eines Gegners anpusten: Die Drehscheibe bestimmt, welches Material davonfliegt. Sind genug Stapel leer, gewinnen die wertvollsten fertigen Häuser. Einen Tisch eröffnest du mit /schweinchen neu.
game-wuerfelhaus-name = Würfelhaus
game-wuerfelhaus-turn = bei Würfelhaus
game-wuerfelhaus-tagline = Drei Würfel, eine Ziegelwand: Male dein Haus von unten nach oben an, bevor es die anderen schaffen.
game-wuerfelhaus-about = Jeder Ziegel deiner Hauswand trägt eine Zahl. Wirf drei Würfel und male Ziegel an, die zu einzelnen Würfeln oder zu Summen passen, immer von der untersten Reihe nach oben. Ein Pasch aus drei gleichen Würfeln malt einen beliebigen Ziegel, das Dach nimmt nur Summen, und die große 18 ganz oben darf in Dritteln bemalt werden. Wer zuerst das ganze Haus fertig hat, gewinnt; allein versuchst du es in möglichst wenigen Zügen. Einen Tisch eröffnest du mit /würfelhaus neu.
game-space-pigs-name = Space-Schweine
game-space-pigs-turn = bei Space-Schweine
game-space-pigs-tagline = Schweine im All: Breitet euch in einer Sechseck-Galaxie aus, kämpft mit Kampfkarten, kocht Eichelrezepte.
game-space-pigs-about = Jeder Clan startet am Rand einer Galaxie aus Sechsecken. Zieh deine Ferkel und Big Gruiks von Planet zu Planet, besiedle die, die dich ernähren, und miss dich mit anderen Clans in Kämpfen, die ein Würfel, deine Truppen und eine geheim gewählte Karte entscheiden. Planeten liefern Eicheln, und Eichelrezepte bringen den Sieg. Deine Hand und deine geheimen Entscheidungen siehst nur du (🃏 Meine Karten). Eröffne einen Tisch mit /weltraum neu (3 bis 6 Spieler).

## Fehler, die alle sehen können

error-internal = Bei uns ist etwas schiefgegangen. Nichts von dem, was du getan hast, ist verloren; versuch es gleich noch einmal.
error-shutting-down = Oink startet gerade neu, deshalb hat sich nichts geändert. Bitte versuch es in einer Minute noch einmal.
error-database-unavailable = Oink kann gerade keine Züge speichern, deshalb hat sich nichts geändert. Das Log des Bots sagt dem Admin, warum.
error-table-busy = Dieser Tisch ist noch mit einer früheren Anfrage beschäftigt, deshalb hat sich nichts geändert. Bitte versuch es gleich noch einmal.
error-unknown-component = Dieser Knopf stammt aus einer Oink-Version, die es nicht mehr gibt. Mit /oink bekommst du einen neuen.
error-malformed-component = Dieser Knopf lässt sich nicht lesen. Mit /oink bekommst du einen neuen.
error-guild-only = Dieser Befehl funktioniert in einem Server-Kanal, nicht in Direktnachrichten.
error-missing-permissions = Dafür brauchst du die Berechtigung { $permissions }.
error-bot-missing-permissions = Dafür brauche ich in diesem Kanal die Berechtigung { $permissions }.
error-cooldown = Nicht so schnell: Versuch es in { $seconds } s noch einmal.
option-invalid = Die Option „{ $option }“ erlaubt nur { $allowed }; es wurde nichts geändert.
option-or = { $first } oder { $last }

## Kommandozeile (für die Person, die den Bot betreibt)


## Lokaler Spielplatz (die Webseite)

playground-title = Oink-Spielplatz
playground-channel = spiele
playground-user = Du bist
playground-language = Sprache
playground-placeholder = Nachricht an #spiele – tippe / für Befehle
playground-send = Senden
playground-only-you = Nur du kannst das sehen
playground-edited = bearbeitet
playground-reconnecting = Verbindung verloren: verbinde neu …
playground-unknown-command = Unbekannter Befehl. Tippe /, um die Befehle zu sehen, z. B. /{ pigs } { pigs-new }.
playground-unknown-option = Dieser Befehl hat keine Option „{ $option }“; seine Optionen sind { $allowed }.
cli-playground = Kein Discord-Token eingerichtet: Stattdessen startet der lokale Spielplatz. Öffne die Adresse unten im Browser. Für Discord setze DISCORD_TOKEN (siehe README).

## The end of a game
announce-over = 🏁 Spielende: { $game }! { $mentions }
announce-points = { $medal } { $name } · { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
announce-turns = { $medal } { $name } · { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
}
announce-unfinished = { $medal } { $name } · nicht fertig nach { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Zügen
}
button-rematch = Revanche

## Computer players
menu-add-ai = 🤖 Computerspieler dazusetzen…
button-drop-ai = Computerspieler entfernen
ai-level-random = zufällig
ai-level-random-about = Spielt irgendeinen erlaubten Zug: zum Kennenlernen der Regeln.
ai-level-greedy = gierig
ai-level-greedy-about = Nimmt, was gerade am meisten bringt.
ai-level-strong = stark
ai-level-strong-about = Wägt die Chancen jedes Wurfs ab und plant voraus.
announce-best = 🏅 Deine Bestleistung allein: { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
}
announce-best-now = 🎉 Deine beste Partie allein bisher!
# How fast each person played, at the end of a game: $paces joins one announce-pace-one per
# person with " · "; $median and $slowest are durations (`2 min`, `1 h 5 min`).
announce-pace = ⏱️ Zugzeiten: { $paces }
announce-pace-one = { $name } Median { $median }, längster { $slowest }
# What a rated game (two people or more) changed: $ratings joins one announce-rating-one per
# person with " · "; $change is signed (`+12`, `-3`, `±0`), $rating the rating now.
announce-rating = ⭐ Wertungen: { $ratings }
announce-rating-one = { $name } { $change } → { $rating }

panel-outdated = Diese Ansicht war veraltet: Hier ist, was du jetzt tun kannst.
panel-game-ended = Dieses Spiel ist vorbei.
panel-game-ended-board = Dieses Spiel ist vorbei. Das neueste Spielbrett des Kanals: { $link }

# The PostgreSQL store is stopped or out of reach; it reconnects by itself.
error-storage-unavailable = Oink erreicht seinen Speicher gerade nicht, deshalb hat sich nichts geändert. Bitte versuch es gleich noch einmal.

# A request of a kind the bot never makes (a submitted modal): forged, answered with this.
error-unreadable-interaction = Oink kann diese Anfrage nicht lesen, deshalb hat sich nichts geändert. Mit /oink bekommst du ein neues Spielbrett.
table-private-only = Dieser Server zeigt Oinks Antworten nur der fragenden Person: Er hat Oink nicht hinzugefügt, und seine Mitglieder dürfen hier keine externen Apps nutzen. Ein gemeinsamer Tisch kann in diesem Kanal nicht geöffnet werden. Ein Server-Admin kann Oink dem Server hinzufügen; oder spiel in einer Gruppen-DM.
