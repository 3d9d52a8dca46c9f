# Spiele über Tage: Zugzeiten, Erinnerungen, abwesende Spieler, Rückgängig, die eigenen
# Spiele, Statistiken und Bestenlisten.

clock-off = aus
# A table's pace from its turn limit (lobby, /oink games): none or up to 2 h, up to 2 days, more.
pace-live = ⚡ live
pace-daily = 📅 täglich
pace-slow = 🐢 gemächlich
clock-line = ⏱️ Zugzeit: { $limit } · Erinnerung: { $reminder } · bei Abwesenheit: { $absent }
clock-line-remove = ⏱️ Zugzeit: { $limit } · Erinnerung: { $reminder } · bei Abwesenheit: { $absent } nach { $after ->
    [one] { $after } verpassten Zug
   *[other] { $after } verpassten Zügen
}
clock-turn-ends = ⏳ Zugende: <t:{ $at }:R>

turn-reminder = ⏰ { $mention }, dein Zug { $game } wartet: [zum Spielbrett]({ $link }).
turn-reminder-left = ⏰ { $mention }, dein Zug { $game } wartet: [zum Spielbrett]({ $link }). Noch { $left }.
turn-skipped = ⏭️ { $name } hat innerhalb von { $limit } nicht gezogen: der Zug wurde übersprungen.
turn-played-by-ai = 🤖 { $name } hat innerhalb von { $limit } nicht gezogen: ein Computerspieler hat den Zug gemacht.
turn-player-removed = 💤 { $name } hat { $missed ->
    [one] { $missed } Zug
   *[other] { $missed } Züge in Folge
} verpasst und scheidet aus: Die Züge werden ab jetzt übersprungen.

undo-done = ↩️ Dein letzter Zug wurde zurückgenommen.
seat-undone = ↩️ { $name } hat den letzten Zug zurückgenommen: Das Brett zeigt das Spiel wieder wie davor.
undo-nothing = Es gibt keinen Zug zum Zurücknehmen.
undo-impossible = Dieser Zug kann nicht zurückgenommen werden.
undo-not-yours = Nur wer den letzten Zug gemacht hat, kann ihn zurücknehmen, und nur, bevor jemand anderes spielt.
undo-after-dice = Seit diesem Zug wurde gewürfelt, also bleibt er.
game-not-started = Das Spiel hat noch nicht begonnen.

quit-done = Du hast das Spiel verlassen.
seat-quit = 🚪 { $player } hat das Spiel verlassen: die Züge werden ab jetzt übersprungen.
seat-quit-to-ai = 🚪 { $player } hat das Spiel verlassen: ein Computerspieler übernimmt den Platz.
replace-done = Erledigt: { $new } spielt jetzt den Platz von { $old }.
seat-replaced = 🔄 { $new } übernimmt den Platz von { $old } (übergeben von { $name }).
replace-not-allowed = Nur der Gastgeber oder die Moderation kann einen Platz weitergeben.
replace-already-playing = Dieses Mitglied hat schon einen Platz an diesem Tisch.
replace-not-seated = Dieses Mitglied hat keinen Platz in diesem Spiel.
replace-level-not-offered = Dieses Spiel hat keinen Computerspieler dieser Stufe: Das 🤖-Menü im Wartebereich zeigt die Stufen, die es hat.

games-title = 🎲 Deine Spiele
games-none = Du spielst gerade in keinem Spiel mit und wartest an keinem Tisch.
games-start = Einen Tisch eröffnest du mit { $commands }.
games-more = … und { $more } weitere.
games-partial = Dieser Bot läuft in mehreren Prozessen; Spiele auf Servern eines anderen Prozesses fehlen hier vielleicht.
games-nobody = niemand
games-time-left = ⏳ Ende: <t:{ $deadline }:R> ·{" "}
games-your-turn = **Du bist dran** · Beginn: <t:{ $since }:R> · { $left }[Spielbrett]({ $link })
games-their-turn = { $whose } am Zug · Beginn: <t:{ $since }:R> · { $left }[Spielbrett]({ $link })
games-lobby = Wartet auf Mitspieler: { $seated } am Tisch, { $min }–{ $max } können spielen · [zum Tisch]({ $link })

stats-server-only = Statistiken gibt es pro Server: frag in einem Kanal eines Servers.
# Under a user's statistics, when their turns were timed: $turns (at most 100), $median and
# $slowest as in announce-pace-one.
stats-pace = ⏱️ { $turns ->
        [one] Dein letzter Zug
       *[other] Deine letzten { $turns } Züge
    }: Median { $median }, längster { $slowest }.
stats-none = { $name }, du hast auf diesem Server noch keine Partie { $game } beendet.
stats-three-pigs = 📊 { $name } in { $game }: { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, { $wins } gewonnen, beste Punktzahl { $best }.
stats-wuerfelhaus = 📊 { $name } in { $game }: { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, { $wins } gewonnen, { $turns ->
        [0] noch kein Solo-Haus fertig.
       *[other] bestes Solo-Haus in { $turns } Zügen.
    }
leaderboard-title = 🏆 { $game } auf diesem Server
leaderboard-empty = Hier wurde noch keine Partie beendet.
leaderboard-line-three-pigs = { $rank }. { $mention }: { $wins } von { $games } gewonnen · beste Punktzahl { $best }
leaderboard-line-wuerfelhaus = { $rank }. { $mention }: { $wins } von { $games } gewonnen
stats-space-pigs = 📊 { $name } in { $game }: { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, { $wins } gewonnen.
leaderboard-line-space-pigs = { $rank }. { $mention }: { $wins } von { $games } gewonnen
# A skill rating as shown: $rating is 1000 + 40 × (mu − 3 sigma), rounded; $provisional is
# "yes" while it rests on fewer than five rated games.
rating-shown = { $provisional ->
        [yes] { $rating } (vorläufig)
       *[no] { $rating }
    }
# Under a user's statistics once they played a rated game: $rating and $global as in
# rating-shown (this server; every server), $change the last rated game's (`+12`, `-3`, `±0`).
stats-rating = ⭐ Deine Wertung hier: { $rating } ({ $change } in deiner letzten gewerteten Partie) · auf allen Servern: { $global }
# A leaderboard line of a rated player: $line is the game's leaderboard-line-*, $rating as in
# rating-shown.
leaderboard-rated = { $line } · ⭐ { $rating }

settings-on = an
settings-off = aus
settings-shown = ⚙️ Deine Einstellungen (auf allen Servern gleich): Erinnerungen an deinen Zug per Direktnachricht: **{ $dm }**; Vorwarnung vor deinem Zug: **{ $heads }**; private Ansichten als Text für Screenreader: **{ $text }**. Ändern mit `/oink einstellungen dm_erinnerungen:`, `vorwarnung:` und `text_bretter:`.
settings-saved = ⚙️ Gespeichert. Erinnerungen an deinen Zug per Direktnachricht: **{ $dm }**; Vorwarnung vor deinem Zug: **{ $heads }**; private Ansichten als Text für Screenreader: **{ $text }**.
dm-turn-reminder = ⏰ Dein Zug { $game } wartet: [zum Spielbrett]({ $link }).
dm-turn-reminder-left = ⏰ Dein Zug { $game } wartet: [zum Spielbrett]({ $link }). Noch { $left }.
undo-after-reveal = Dieser Zug hat dir etwas Verdecktes gezeigt (gezogene oder aufgedeckte Karten), also bleibt er.
export-hidden = Dieses Spiel hat verdeckte Karten und geheime Entscheidungen: Das Protokoll gibt es erst nach dem Ende.

# Vorwarnung (/oink einstellungen vorwarnung:), per Direktnachricht.
dm-heads-up-next = 🔔 Du bist als Nächstes dran { $game }: { $name } hat gerade den Zug begonnen. [Zum Spielbrett]({ $link }).
dm-heads-up-last = ⏳ Alle anderen haben geantwortet { $game }: Wir warten nur noch auf dich. [Zum Spielbrett]({ $link }).

# Abwesenheit (/oink weg, /oink zurück).
away-done = 💤 Du bist weg { $tables ->
    [0] im Moment bei keinem laufenden Spiel (ein Spiel, das startet, solange du weg bist, startet ohne dich)
    [1] bei einem laufenden Spiel
   *[other] bei { $tables } laufenden Spielen
}; mit `/oink zurück` endet es früher. Bis: <t:{ $until }:f>
away-rule-wait = Deine Züge warten auf dich, ohne Uhr, und niemand pingt dich an.
away-rule-computer = Solange spielt ein Computer deine Züge.
away-rule-table = Jeder Tisch hält sich an seine Option `{ $option }`: Wo „{ $choice }“ gewählt ist, spielt ein Computer deine Züge, sonst warten sie auf dich.
away-until-missing = ⚠️ Sag mit der Option `{ $option }`, bis wann: eine Dauer wie `3d` oder `12h` oder ein UTC-Datum wie `2026-12-24` oder `2026-12-24 18:00`, höchstens { $days } Tage entfernt.
away-until-unreadable = ⚠️ „{ $until }“ kann ich nicht als Zeit lesen. Gib eine Dauer wie `3d` oder `12h` an oder ein UTC-Datum wie `2026-12-24` oder `2026-12-24 18:00`.
away-until-too-soon = ⚠️ Das ist schon vorbei oder weniger als eine Minute entfernt: Wähl ein späteres `bis:`.
away-until-too-long = ⚠️ Du kannst höchstens { $days } Tage weg sein: Wähl ein früheres `bis:`. (Für länger kann dich der Host ersetzen.)
away-reason = — „{ $reason }“
away-computer-plays = 💤 Du bist weg, und solange spielt ein Computer deinen Platz. Mit `/oink zurück` bekommst du ihn wieder.
back-done = 👋 Willkommen zurück! { $tables ->
    [0] Deine Abwesenheit ist vorbei.
    [1] Dein Platz bei einem laufenden Spiel gehört wieder dir.
   *[other] Deine Plätze bei { $tables } laufenden Spielen gehören wieder dir.
}
back-not-away = Du warst nicht weg. Nimm `/oink weg`, wenn du eine Pause brauchst.
settings-away = 💤 Weg bis: <t:{ $until }:f>
table-away-wait = 💤 { $name } ist weg, die Züge warten ohne Uhr. Zurück: <t:{ $until }:f>
table-away-computer = 💤 { $name } ist weg, solange spielt ein Computer. Zurück: <t:{ $until }:f>
table-back = 👋 { $name } ist wieder da.

# Der Rückblick: was seit dem letzten eigenen Zug geschah (Ping, Vorwarnung, 📜-Knopf).
digest-title = 📜 **Seit deinem letzten Zug:**
digest-earlier = …und { $count ->
    [one] noch ein früheres Ereignis
   *[other] { $count } frühere Ereignisse
}
digest-nothing = 📜 Seit deinem letzten Zug ist nichts passiert.
digest-not-seated = 📜 Du spielst an diesem Tisch nicht mit, also gibt es für dich kein „seit deinem letzten Zug“.
button-since = Seit meinem letzten Zug

# /oink server: die Vorgaben eines Servers für neue Tische.
server-language-discord = die Discord-Sprache des Servers
server-shown = ⚙️ Neue Tische auf diesem Server starten mit diesen Vorgaben (die eigenen Optionen eines Tischs bei `neu` gehen vor):
    🌐 Sprache des Bretts: **{ $language }**
    { $clock }
    🔔 Zug-Erwähnungen: **{ $pings }**
    📣 Tagessieger verkündet: { $daily }
    Mitglieder mit „Server verwalten“ ändern sie mit `/oink server`; `zurücksetzen:` kehrt zu den Vorgaben des Bots zurück.
server-saved = ⚙️ Gespeichert. Neue Tische auf diesem Server starten jetzt so (laufende Tische behalten ihre):
    🌐 Sprache des Bretts: **{ $language }**
    { $clock }
    🔔 Zug-Erwähnungen: **{ $pings }**
    📣 Tagessieger verkündet: { $daily }
server-not-allowed = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Vorgaben dieses Servers ändern. `/oink server` allein zeigt sie.
server-only-in-servers = Vorgaben gibt es nur auf einem Server: Nutze `/oink server` in einem seiner Kanäle.

## 🔊 Brett vorlesen: das Spielbrett in schlichten Sätzen, für Screenreader (Issue 54).
# Kein Emoji vor Wörtern: ein Screenreader spricht zuerst die Wörter.
button-read = Brett vorlesen
read-title = Das Spielbrett in Worten
read-panel-title = Deine Karten und das Spielbrett in Worten
read-more = { $count ->
    [one] … und { $count } weitere Zeile, weggelassen, um in Discords Grenzen zu bleiben.
   *[other] … und { $count } weitere Zeilen, weggelassen, um in Discords Grenzen zu bleiben.
}
read-pigs-player = { $name }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}: { $houses }.
read-pigs-no-houses = noch keine Häuser
read-pigs-house = Haus { $number }: { $tiles }
read-pigs-missing-roof = Dach fehlt
read-pigs-complete = fertig mit Dach
read-pigs-pots = { $pots ->
    [one] { $pots } Blumentopf
   *[other] { $pots } Blumentöpfe
}
read-pigs-dice = Würfel: { $faces }.
read-pigs-face-wolf = Wolf
read-pigs-face-door = Tür
read-pigs-face-window = Fenster
read-pigs-face-roof = Dach
read-haus-player = { $name }: bemalte Steine: { $done } von { $total }; { $turns ->
    [one] { $turns } Zug.
   *[other] { $turns } Züge.
}
read-haus-dice = Würfel: { $dice }.
read-haus-row = { $floor ->
    [roof] Reihe { $row }, Dach: bemalt { $done }; offen { $todo }.
   *[ground] Reihe { $row }: bemalt { $done }; offen { $todo }.
}
read-haus-none = keine
read-space-clan = { $name }, { $clan }: { $hexes }. Vorrat: { $supply }. { $cards ->
    [one] { $cards } Karte auf der Hand.
   *[other] { $cards } Karten auf der Hand.
}
read-space-out = aus der Galaxie geflogen
read-space-returning = diese Runde draußen, kommt nächste Runde mit fünf Ferkeln zurück
read-space-no-hexes = keine Truppen in der Galaxie
read-space-piglets = { $piglets ->
    [one] { $piglets } Ferkel
   *[other] { $piglets } Ferkel
}
read-space-gruiks = { $gruiks ->
    [one] { $gruiks } Großer Gruik
   *[other] { $gruiks } Große Gruiks
}
read-and = { $first } und { $last }
read-space-acorns = { $colour ->
    [red] { $count ->
        [one] { $count } rote Eichel
       *[other] { $count } rote Eicheln
    }
    [yellow] { $count ->
        [one] { $count } gelbe Eichel
       *[other] { $count } gelbe Eicheln
    }
   *[blue] { $count ->
        [one] { $count } blaue Eichel
       *[other] { $count } blaue Eicheln
    }
}
read-space-recipe = Sein Rezept: { $recipe }; seine Planeten bringen { $production }.
read-space-hand = Deine Karten: { $cards }.
read-space-your-move = { $count ->
    [one] { $names } ist am Zug: Der Knopf „{ $button }“ öffnet deine Karten und Möglichkeiten.
   *[other] { $names } sind am Zug: Jede und jeder öffnet Karten und Möglichkeiten mit dem Knopf „{ $button }“.
}

## Tische, an denen der Bot nur antworten darf (Gruppen-DM, ein Server ohne Oink)

lobby-answers-only = 💬 Hier kann Oink nur auf Klicks und Befehle antworten, aber nichts von sich aus posten. Brett und Zug-Erwähnung kommen mit jedem Zug. Bis 15 Minuten nach dem letzten Klick erscheinen auch Erinnerungen und Züge der Computerspieler hier; danach kommen Erinnerungen nur per DM an alle, die `dm_reminders` in `/oink settings` eingeschaltet haben, und eine abgelaufene Zugzeit oder ein Zug eines Computerspielers zeigt erst der nächste Klick.
