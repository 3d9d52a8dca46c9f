## Die drei kleinen Schweinchen: Plättchen, Brett, Züge

variant-veteran = Veteranen
material-straw = Stroh
material-wood = Holz
material-brick = Stein
tile-door-straw = Strohtür
    .indefinite = eine Strohtür
tile-door-wood = Holztür
    .indefinite = eine Holztür
tile-door-brick = Steintür
    .indefinite = eine Steintür
tile-window-straw = Strohfenster
    .indefinite = ein Strohfenster
tile-window-wood = Holzfenster
    .indefinite = ein Holzfenster
tile-window-brick = Steinfenster
    .indefinite = ein Steinfenster
tile-roof-straw = Strohdach
    .indefinite = ein Strohdach
tile-roof-wood = Holzdach
    .indefinite = ein Holzdach
tile-roof-brick = Steindach
    .indefinite = ein Steindach

award-most-flowerpots = Meiste Blumentöpfe
award-most-houses = Meiste Häuser
award-tallest-house = Höchstes Haus
award-first-straw = Erstes Strohhaus
award-first-wood = Erstes Holzhaus
award-first-brick = Erstes Steinhaus
board-awards = 🏅 Auszeichnungen
board-award-open = noch zu haben
board-award-at-end = wird am Ende vergeben
# Was jede Auszeichnung verlangt (Veteranen-Variante), auf dem Brett neben der Person, die sie hat.
award-first-straw-about = das erste Haus nur aus Stroh (Tür, Fenster und Dach), das sein Dach bekommt
award-first-wood-about = das erste Haus nur aus Holz (Tür, Fenster und Dach), das sein Dach bekommt
award-first-brick-about = das erste Haus nur aus Stein (Tür, Fenster und Dach), das sein Dach bekommt
award-most-flowerpots-about = die meisten 🌼 auf Häusern mit Dach; bei Gleichstand bekommt sie niemand
award-most-houses-about = die meisten Häuser mit Dach; bei Gleichstand bekommt sie niemand
award-tallest-house-about = das Haus mit den meisten Plättchen, das Dach und Tür hat; bei Gleichstand bekommt sie niemand
board-award-legend = 🏅 { $award }: { $about }

## Wartebereich

lobby-intro = { $count ->
    [1] Ein Schweinchen am Tisch. Zwei bis fünf können spielen: Drück **Mitspielen**, um dich dazuzusetzen; der Gastgeber startet das Spiel.
   *[other] { $count } Schweinchen am Tisch. Zwei bis fünf können spielen: Drück **Mitspielen**, um dich dazuzusetzen; der Gastgeber startet das Spiel.
}
lobby-seats = Plätze
lobby-host = Gastgeber
lobby-empty = Noch niemand.
# Die Zeile der Optionen im Wartebereich, in Worten; $value: der gewählte Wert (✅/❌, eine Auswahl, eine Zahl).
lobby-option-variant = Wertung: { $value }
lobby-option-two-player-end = Zu zweit endet das Spiel bei { $value } leeren Stapeln
lobby-option-finish-round = Am Ende die Runde zu Ende spielen: { $value }
lobby-footer = Die Sitzreihenfolge wird beim Start ausgelost.
button-join = Mitspielen
button-leave = Aufstehen
button-start = Starten

## Brett

board-turn = 🎲 { $mention }, du bist dran.
board-phase-roll = Wirf die fünf Würfel.
board-rolls-left = { $left ->
    [one] noch { $left } Wurf
   *[other] noch { $left } Würfe
}
board-phase-rolling = Wähle die Würfel zum Nachwürfeln (Wölfe bleiben liegen) oder hör auf und kaufe.
board-phase-buying = Kaufe ein Plättchen mit deinen Symbolen: zwei gleiche kaufen Stroh, drei Holz, vier Stein.
board-phase-second = Du darfst ein zweites Plättchen einer anderen Art kaufen oder deinen Zug beenden.
board-phase-wolf = 🐺🐺 Der Wolf ist da! Wähle das Haus eines anderen Spielers und puste es an.
board-target = Ziel: Haus { $house } von { $target }.
board-player = { $turn }{ $name } · { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
board-no-houses = Noch keine Häuser.
board-stacks = Übrige Plättchen
board-empty-stacks = Leere Stapel: { $empty } von { $end } beenden das Spiel.
board-legend = 🟨 Stroh · 🟫 Holz · 🟥 Stein · 🌼 Blumentopf · ✅ fertig (Dach oben). Häuser von unten nach oben lesen.
board-moved = Das Brett ist nach unten im Kanal umgezogen. ⬇️

button-roll = Würfeln
button-reroll = { $picked ->
    [0] Nachwürfeln (noch { $left ->
        [one] { $left } Wurf
       *[other] { $left } Würfe
    })
   *[other] { $picked } Würfel nachwürfeln (noch { $left ->
        [one] { $left } Wurf
       *[other] { $left } Würfe
    })
}
button-stop = Aufhören und kaufen
button-done = Fertig
button-blow = Pusten!
menu-buy = Plättchen kaufen…
menu-buy-new = { $tile } → neues Haus
menu-buy-house = { $tile } → Haus { $house }
menu-buy-detail = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}{ $pots ->
    [0] {""}
   *[other] {" "}· 🌼 { $pots }
} · { $left } im Stapel
menu-target = Haus zum Anpusten wählen…
menu-target-option = { $target }, Haus { $house }

event-wolf = 🐺 Zwei Wölfe für { $name }!
event-no-target = { $name } kann niemanden anpusten: Der Zug ist vorbei.
event-nothing = { $name } kann diesmal nichts kaufen.
event-turn-quiet = { $name } hat den Zug beendet, ohne zu bauen.
event-bought = { $name } kauft { $tile }{ $new ->
    [yes] {" "}und beginnt Haus { $house }
   *[no] {" "}für Haus { $house }
}{ $complete ->
    [yes] {" "}– das Haus ist fertig!
   *[no] {""}
}
event-blown = 💨 Der Wolf von { $name } pustet Haus { $house } von { $target } an: { $material }, { $removed ->
    [0] nichts weg
    [one] { $removed } Plättchen weg
   *[other] { $removed } Plättchen weg
}{ $roof ->
    [yes] , das Dach ist eingestürzt
   *[no] {""}
}{ $gone ->
    [yes] , das Haus ist verschwunden
   *[no] {""}
}.
event-award = 🏅 { $name } gewinnt „{ $award }“.

turn-ping = { $mention }, du bist { $game } dran. 🎲

## Spielende

final-title = Endstand
final-winners = { $count ->
    [one] 🏆 { $names } gewinnt!
   *[other] 🏆 Geteilter Sieg: { $names }!
}
final-tie-break = Punktgleich: Die meisten fertigen Häuser haben entschieden.
final-breakdown = Plättchen { $tiles } · Blumentöpfe { $pots } · Häuser { $houses } = **{ $total }**
final-breakdown-veteran = Plättchen { $tiles } · Auszeichnungen { $awards } = **{ $total }** ({ $list })
final-footer = Nur Häuser mit Dach zählen. Ein neues Spiel startest du mit /schweinchen neu.

## Regeln (in unseren Worten)

rules-title = Die drei kleinen Schweinchen: So wird gespielt
rules-goal = Baue die wertvollsten Häuser aus Stroh, Holz und Stein, bevor die Plättchen ausgehen, und halte den Wolf fern.
rules-turn-title = Dein Zug
rules-turn = Wirf fünf Würfel, bis zu dreimal. Nach jedem Wurf behältst du, was dir gefällt, und würfelst den Rest neu. Drei Würfel können einen Wolf zeigen: Ein Wolfswürfel bleibt bis zum Ende des Zugs liegen.
rules-buy-title = Kaufen
rules-buy = Gleiche Symbole kaufen ein Plättchen dieser Art: 2 kaufen Stroh, 3 Holz oder Stroh, 4 und mehr jedes Material. Wenn du kaufen kannst, musst du; ein zweites Plättchen einer anderen Art ist erlaubt. Stroh zählt 2 Punkte, Holz 3, Stein 4.
rules-build-title = Bauen
rules-build = Eine Tür oder ein Fenster beginnt ein neues Haus. Fenster kommen oben drauf, eine Tür nur unten in ein Haus ohne Tür, und ein Dach macht ein Haus fertig: Dann nimmt es keine Plättchen mehr.
rules-wolf-title = Der Wolf
rules-wolf = Zwei Wölfe beenden dein Würfeln: Puste das Haus eines anderen Spielers an. Die Drehscheibe zeigt Stroh (oft), Holz oder Stein (selten); jedes Plättchen aus diesem Material fliegt weg. Ein allein übrig gebliebenes Dach fällt auch.
rules-end-title = Das Ende
rules-end = Sind genug Stapel leer (zu zweit zwei, sonst einer pro Spieler), endet das Spiel nach diesem Zug. Nur Häuser mit Dach zählen: Plättchenpunkte, +1 pro Blumentopf, +1 pro Haus. In der Veteranen-Variante ersetzen Auszeichnungskarten diese Boni.
rules-awards-title = Veteranen: die Auszeichnungen
rules-awards = In der Veteranen-Variante zählen Häuser nur ihre Plättchen, dazu die Auszeichnungen. **Während des Spiels (je +2):** das erste Haus nur aus Stroh, nur aus Holz und nur aus Stein — Tür, Fenster und Dach alle aus dem einen Material; die Karte bekommt, wer zuerst das Dach aufsetzt, und sie bleibt, auch wenn der Wolf das Haus wegpustet. **Am Ende (je +3), nur Häuser mit Dach zählen:** die meisten Blumentöpfe, die meisten Häuser und das höchste Haus (die meisten Plättchen, mit Dach und Tür). Bei Gleichstand bekommt eine Karte des Endes niemand.

## Tischverwaltung

table-exists = In diesem Kanal läuft schon ein Spiel. Mit { $board } siehst du es, mit { $end } beendest du es.
table-lobby-open = In diesem Kanal ist schon ein Tisch offen und wartet auf Mitspieler: Drück dort auf **Mitspielen** ({ $board } zeigt ihn noch einmal). Der Gastgeber schließt ihn mit { $end }.
clock-reminder-after-limit = Diese Erinnerung käme nie an die Reihe: Die Zugzeit ist nicht länger als sie und gibt den Zug vorher weiter. Wähle eine kürzere Erinnerung oder eine längere Zugzeit.
table-unreadable = Das gespeicherte Spiel in diesem Kanal lässt sich nicht lesen. Die Moderation (Nachrichten verwalten) kann es mit { $end } entfernen; die Details stehen im Log des Bots.
table-none = In diesem Kanal gibt es kein Spiel. Starte eins mit { $new }.
board-outdated = Dieses Brett ist veraltet: Nimm das neueste Brett im Kanal (oder { $board }).
game-over = Dieses Spiel ist vorbei. Ein neues startest du mit { $new }.
not-your-turn = Du bist nicht dran: Warte auf den Spieler, der am Zug ist.
not-playing = Du spielst an diesem Tisch nicht mit. Mach beim nächsten Spiel mit!
pick-dice-first = Wähle zuerst die Würfel zum Nachwürfeln.
pick-house-first = Wähle zuerst ein Haus zum Anpusten.
move-refused = Dieser Zug geht gerade nicht: Nimm das neueste Brett.
lobby-already-seated = Du hast schon einen Platz.
lobby-full = Der Tisch ist voll ({ $max } Spieler).
lobby-host-only = Nur der Gastgeber kann das Spiel starten.
lobby-need-players = Zum Start braucht dieses Spiel { $min } bis { $max } Spieler.
lobby-not-seated = Du hast an diesem Tisch keinen Platz.
lobby-you-left = Du hast den Tisch verlassen.
lobby-closed = Alle sind gegangen: Dieser Tisch ist geschlossen.
leave-running = Ein laufendes Spiel kann man nicht verlassen. Gastgeber oder Moderation können es mit { $end } beenden.
leave-finished = Dieses Spiel ist schon vorbei.
export-not-started = Das Spiel hat noch nicht begonnen: Es gibt nichts zu exportieren.
export-done = Hier ist das Spielprotokoll. Abspielen mit `oink replay`.
end-confirm = Diesen Tisch für alle beenden? Das Spiel kann nicht fortgesetzt werden.
end-not-allowed = Nur der Gastgeber oder wer Nachrichten verwalten darf, kann diesen Tisch beenden.
end-cancelled = Der Tisch bleibt.
end-done = { $name } hat diesen Tisch beendet.
button-end-yes = Tisch beenden
button-end-no = Abbrechen

# Was jeder Computerspieler in diesem Spiel tut (Menü im Wartebereich; höchstens 100 Zeichen).
ai-three-pigs-greedy-about = Kauft das Plättchen mit den meisten Punkten jetzt und schaut einen Wurf voraus.
ai-three-pigs-strong-about = Wägt die Chancen jedes Wurfs ab, plant beide Käufe und schickt den Wolf zur Spitze.
