## Space-Schweine am Tisch: das Brett, das private Panel, was passiert ist.

lobby-intro-space = { $count ->
    [1] Ein Clan wartet auf seine Rivalen. Drei bis sechs können spielen: Drück **Mitspielen**, um dich dazuzusetzen; der Gastgeber startet.
   *[other] { $count } Clans am Tisch. Drei bis sechs können spielen: Drück **Mitspielen**, um dich dazuzusetzen; der Gastgeber startet.
}
space-pigs-title-setup = Aufbau · { $phase }
space-pigs-title-round = Runde { $round } · { $phase }
space-pigs-waiting = ⏳ Warten auf { $names }
space-pigs-chosen = ✅ gewählt: { $names }
space-pigs-trips-left = { $trips ->
    [one] noch { $trips } Flug
   *[other] noch { $trips } Flüge
}
space-pigs-winner = 🏆 { $name } gewinnt die Galaxie!
space-pigs-battle = ⚔️ Kampf auf { $hex }, Kampfrunde { $round }: { $defender } verteidigt ({ $dcards }) gegen { $attacker } ({ $acards })
space-pigs-cards-not-yet = wählt Karten
space-pigs-cards-face-down = { $count ->
    [0] keine Karte
    [one] { $count } Karte verdeckt
   *[other] { $count } Karten verdeckt
}
space-pigs-no-cards = keine Karte
space-pigs-seat = { $troops } · hält { $hexes ->
    [one] { $hexes } Feld
   *[other] { $hexes } Felder
}
    🃏 { $cards } · Vorrat { $supply }
    Rezept { $recipe } · liefert { $production }
space-pigs-seat-out = 💀 aus der Galaxie geflogen
    Rezept { $recipe }
space-pigs-footer = Nachziehstapel { $deck } · Ablagestapel { $discard } · Felder heißen nach den Zahlen im Bild (q,r)
space-pigs-button-mine = Meine Karten & Züge
space-pigs-legend = 🐷 Ferkel · 🐗 Big Gruik · 🟥🟨🟦 Eicheln · 🃏 Karten · Felder heißen q,r wie im Bild

## Das private Panel

space-pigs-panel-title = 🃏 { $name } · { $clan }
space-pigs-hand-empty = Deine Hand ist leer.
space-pigs-your-recipe = Dein Rezept: { $recipe } · deine Planeten liefern { $production }
space-pigs-card-battle = ⚔️ Angriff +{ $attack } · 🛡️ Verteidigung +{ $defence } · 🔧 Tech { $tech }
space-pigs-card-range = Reise: Ein Flug darf bis zu { $hexes ->
    [one] { $hexes } Feld
   *[other] { $hexes } Felder
} weit enden
space-pigs-card-free = Reise: ein freier Flug bis zu { $hexes ->
    [one] { $hexes } Feld
   *[other] { $hexes } Felder
} weit zu deinen eigenen Truppen
space-pigs-card-path = Reise: ein Weg von bis zu { $hexes ->
    [one] { $hexes } Schritt
   *[other] { $hexes } Schritten
}, unterwegs darfst du Truppen absetzen
space-pigs-card-extra = Reise: ein weiterer Flug in dieser Runde
space-pigs-ask-wait = Gerade hast du nichts zu tun: Wir warten auf { $names }.
space-pigs-ask-over = Das Spiel ist vorbei.
space-pigs-ask-family = Leg ein Feld: Wähle zuerst den Stapel.
space-pigs-ask-lay = Wähle jetzt, wohin das Feld kommt.
space-pigs-ask-deploy = Wähle das Feld für deine fünf Start-Ferkel.
space-pigs-ask-discard = Leg Karten ab, die du nicht willst (du ziehst auf vier nach), oder behalte deine Hand. Die anderen sehen deine Wahl nicht.
space-pigs-ask-from = Reisen: Wähle, wo deine Truppen aufbrechen, oder beende deine Reisen.
space-pigs-ask-from-card = Reise mit { $card }: Wähle, wo deine Truppen aufbrechen.
space-pigs-ask-reorganise-from = Umgruppieren: Zieh Truppen auf ein benachbartes eigenes Feld oder hör auf.
space-pigs-ask-to = Von { $from }: Wähle das Ziel.
space-pigs-ask-to-card = Von { $from } mit { $card }: Wähle das Ziel.
space-pigs-ask-path = Bisheriger Weg: { $path }. Wähle das nächste Feld oder halte hier an.
space-pigs-ask-troops = Von { $from } nach { $to }: Wie viele Truppen?
space-pigs-ask-drop = Wie viele Truppen bleiben unterwegs auf { $hex }?
space-pigs-ask-extra-window = Du darfst jetzt eine Extra-Verschiebung spielen: ein weiterer Flug.
space-pigs-ask-battle-cards = Kampf auf { $hex }: Leg Kampfkarten verdeckt aus oder keine. Dein Gegenüber sieht nur, wie viele.
space-pigs-ask-stand = Kampf auf { $hex }: Kämpfe weiter oder zieh dich mit allen deinen Truppen dort zurück.
space-pigs-ask-reinforce-where = Verstärkung: { $left ->
    [one] { $left } neues Ferkel
   *[other] { $left } neue Ferkel
} zu setzen. Wähle ein eigenes Feld.
space-pigs-ask-reinforce-how = Neue Ferkel: { $left }. Wie viele kommen auf { $hex }?
space-pigs-menu-family = Stapel wählen…
space-pigs-menu-position = Position wählen…
space-pigs-menu-start = Startfeld wählen…
space-pigs-menu-discard = Karten zum Ablegen wählen…
space-pigs-menu-from = Aufbruch von…
space-pigs-menu-card = Reisekarte: keine
space-pigs-menu-card-chosen = Reisekarte: { $card }
space-pigs-menu-to = Ziel…
space-pigs-menu-step = Nächstes Feld des Wegs…
space-pigs-menu-troops = Wie viele Truppen…
space-pigs-menu-drop = Truppen, die hier bleiben…
space-pigs-menu-battle-cards = Kampfkarten wählen…
space-pigs-menu-retreat = Rückzug nach…
space-pigs-menu-reinforce-where = Setzen auf…
space-pigs-menu-reinforce = Wie viele…
space-pigs-option-no-card = Keine Karte
space-pigs-option-nothing = Niemand bleibt
space-pigs-option-piglets = { $piglets ->
    [one] { $piglets } Ferkel
   *[other] { $piglets } Ferkel
}
space-pigs-option-gruik = { $piglets ->
    [0] ein Big Gruik (zwei neue Ferkel)
    [one] Big Gruik und { $piglets } Ferkel
   *[other] Big Gruik und { $piglets } Ferkel
}
space-pigs-button-keep = Hand behalten
space-pigs-button-done-travel = Reisen beenden
space-pigs-button-done-reorganise = Umgruppieren beenden
space-pigs-button-extra = Extra-Verschiebung spielen
space-pigs-button-pass = Nicht jetzt
space-pigs-button-no-cards = Keine Karte
space-pigs-button-fight = Weiterkämpfen
space-pigs-button-stop = Hier anhalten
space-pigs-button-back = Zurück
space-pigs-family-0 = der rote Stapel
space-pigs-family-1 = der gelbe Stapel
space-pigs-family-2 = der blaue Stapel
space-pigs-family-3 = der schwarze Stapel

## Karten (Eigennamen: in jeder Sprache gleich)

space-pigs-card-schinkenmaschine = Schinkenmaschine
space-pigs-card-gepanzerter-schweinstall = Gepanzerter Schweinstall
space-pigs-card-zerquetscher-panzer = Zerquetscher-Panzer
space-pigs-card-ruessel-laser = Rüssel-Laser
space-pigs-card-borstenschild = Borstenschild
space-pigs-card-ferkelschleuder = Ferkelschleuder
space-pigs-card-suhlenminen = Suhlenminen
space-pigs-card-grunzkanone = Grunzkanone
space-pigs-card-eichelbombe = Eichelbombe
space-pigs-card-planeten-verschiebung = Planeten-Verschiebung
space-pigs-card-extra-verschiebung = Extra-Verschiebung
space-pigs-card-transporter = Transporter
space-pigs-card-rakete = Rakete
space-pigs-card-rueckenrakete = Rückenrakete
space-pigs-card-rueckwirkungs-stoss = Rückwirkungs-Stoß

## Was passiert ist

space-pigs-ev-laid = 🪐 { $name } legt { $hex }.
space-pigs-ev-deployed = 🛬 { $name } landet { $piglets } Ferkel auf { $hex }.
space-pigs-ev-round = 🔔 Runde { $round } beginnt.
space-pigs-ev-drew = 🃏 { $name } legt { $discarded } ab und zieht { $drew } nach.
space-pigs-ev-reshuffled = 🔀 Der Ablagestapel wurde zu einem neuen Nachziehstapel gemischt.
space-pigs-ev-extra = ➕ { $name } spielt eine Extra-Verschiebung.
space-pigs-ev-travelled = 🚀 { $name } fliegt mit { $troops } von { $from } nach { $to }.
space-pigs-ev-travelled-card = 🚀 { $name } fliegt mit { $troops } und { $card } von { $from } nach { $to }.
space-pigs-ev-attack = ⚠️ { $name } landet { $troops } auf { $hex }: Angriff!
space-pigs-ev-battle = ⚔️ Kampf auf { $hex }: { $attacker } greift { $defender } an.
space-pigs-ev-laid-cards = 🂠 { $name } legt { $count ->
    [0] keine Karte
    [one] { $count } Karte
   *[other] { $count } Karten
} verdeckt aus.
space-pigs-ev-revealed = 🔓 Karten aufgedeckt: Verteidiger { $defender }; Angreifer { $attacker } (Tech { $tech }).
space-pigs-ev-annihilated = 💥 Tech-Überlastung auf { $hex }: Alle Truppen dort sind weg ({ $names }).
space-pigs-ev-combat-round = 🎲 Kampfrunde { $round }: Verteidiger würfelt { $ddie } (Stärke { $dpower }), Angreifer würfelt { $adie } (Stärke { $apower }); { $loss }
space-pigs-ev-loses-piglet = { $name } verliert ein Ferkel.
space-pigs-ev-loses-gruik = { $name } verliert einen Big Gruik.
space-pigs-ev-no-loss = Gleichstand, niemand fällt.
space-pigs-ev-retreated = 🏳️ { $name } zieht { $troops } von { $from } nach { $to } zurück.
space-pigs-ev-battle-won = 🚩 { $name } hält { $hex }.
space-pigs-ev-battle-empty = 🕳️ Auf { $hex } ist niemand mehr übrig.
space-pigs-ev-reorganised = ↔️ { $name } zieht { $troops } von { $from } nach { $to }.
space-pigs-ev-produced = 🌰 { $name } produziert { $acorns }.
space-pigs-ev-reinforced = ➕ { $name } setzt { $troops } auf { $hex }.
space-pigs-ev-reinforcements-lost = 🫥 { $name } hat keinen Platz für { $piglets ->
    [one] { $piglets } neues Ferkel
   *[other] { $piglets } neue Ferkel
}.
space-pigs-ev-won-recipe = 🏆 { $name } kocht das Rezept und gewinnt!
space-pigs-ev-won-rounds = 🏆 Die letzte Runde ist vorbei: { $name } deckt am meisten vom eigenen Rezept ab und gewinnt!
space-pigs-ev-won-empty = 🏆 { $name } ist der letzte Clan in der Galaxie.
space-pigs-ev-no-winner = Die Galaxie ist leer: Niemand gewinnt.

## Regeln, kurz (in unseren Worten)

rules-space-title = Space-Schweine: So wird gespielt (Schnellstart)
rules-space-goal = Halte die Planeten, deren Eicheln dein Rezept kochen (es steht offen in der Zeile deines Clans). Ab Runde 2 gewinnt, wessen Planeten in jeder Farbe mindestens das eigene Rezept liefern.
rules-space-round-title = Eine Runde
rules-space-round = Fünf Phasen, jede von allen beendet, bevor die nächste beginnt: Karten ziehen (geheim ablegen, auf vier nachziehen), Reisen, Kämpfe und Umgruppieren, Produktion (ein Planet, den du allein hältst, liefert eine Eichel seiner Farbe, ein Doppelplanet zwei), Verstärkung (ein neues Ferkel pro gehaltenem Planeten, zwei pro Doppelplanet; einmal pro Runde dürfen zwei neue Ferkel zu einem Big Gruik werden).
rules-space-travel-title = Reisen
rules-space-travel = Bis zu drei Flüge: Flieg mit beliebig vielen deiner Truppen von einem Feld auf ein Nachbarfeld. Jede Figur fliegt nur einmal pro Runde. Reisekarten reichen weiter, schenken dir einen freien Flug oder lassen dich Truppen auf den überquerten Feldern absetzen. Wer auf fremden Truppen landet, löst einen Kampf aus; die Verteidiger dort bleiben dafür stehen.
rules-space-battle-title = Kämpfe
rules-space-battle = Beide Seiten legen Kampfkarten verdeckt aus (zuerst die Verteidigung), dann werden sie gemeinsam aufgedeckt. Ergibt ihre Tech zusammen sechs oder mehr, ist alles auf dem Feld weg. Sonst würfeln beide (mit einem Big Gruik dabei achtseitig, sonst sechsseitig) und zählen ihre Figuren außer der ersten sowie Angriff bzw. Verteidigung ihrer Karten dazu; die niedrigere Seite verliert eine Figur, bei Gleichstand niemand. Ab der zweiten Kampfrunde darf jede Seite auf ein eigenes Nachbarfeld zurückweichen.
rules-space-end-title = Das Ende
rules-space-end = Der erste Clan, dessen Produktion sein Rezept deckt, gewinnt (schaffen es mehrere zugleich: wer dem Startspieler am nächsten sitzt). Mit Rundenlimit gewinnt am Ende der Clan, der am meisten von seinem Rezept deckt.

## Wo Neue handeln (Issue 29)

# Unter der ersten Zeile des Spielbretts, für alle, auf die das Spiel wartet; $button ist der Knopf des Bretts.
space-pigs-your-move = { $count ->
    [one] 👉 { $names }: Du bist dran. Drück unten auf **🃏 { $button }**, um deine Karten und Möglichkeiten zu sehen.
   *[other] 👉 { $names }: Ihr seid dran. Drückt jeweils unten auf **🃏 { $button }**, um zu wählen.
}
space-pigs-ask-wait-refresh = Diese Ansicht ändert sich nicht von selbst: Wenn das Spielbrett dich nennt, drück 🔄 Aktualisieren.
space-pigs-button-refresh = Aktualisieren
space-pigs-chosen-keep = ✅ Deine Wahl: Du behältst deine Hand. Gezogen wird, sobald alle gewählt haben.
space-pigs-chosen-discard = ✅ Deine Wahl: Du legst { $names } ab und ziehst ebenso viele nach, sobald alle gewählt haben.
# Ein Stapel Felder im Baumenü: „der rote Stapel (noch 4)“.
space-pigs-family-left = { $pile } (noch { $count })
