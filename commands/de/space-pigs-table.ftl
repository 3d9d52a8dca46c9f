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
space-pigs-your-seventh = 🪐 Dein siebter Planet (geheime Variante): Du brauchst auch einen Planeten von { $colour }; das Rezept oben zählt ihn schon mit.
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
space-pigs-ask-wait-refresh = Diese Ansicht zeichnet sich neu, sobald du dran bist. Nach langer Abwesenheit (oder einem Neustart des Bots) geht das nicht mehr: Dann drück 🔄 Aktualisieren.
space-pigs-button-refresh = Aktualisieren
space-pigs-chosen-keep = ✅ Deine Wahl: Du behältst deine Hand. Gezogen wird, sobald alle gewählt haben.
space-pigs-chosen-discard = ✅ Deine Wahl: Du legst { $names } ab und ziehst ebenso viele nach, sobald alle gewählt haben.
# Ein Stapel Felder im Baumenü: „der rote Stapel (noch 4)“.
space-pigs-family-left = { $pile } (noch { $count })

## Das volle Spiel (Issue 30): Königsschwein, Siedler, Reise-Marker, Wahl, Tausch

space-pigs-rules-quick_start = 📄 Schnellstart: die Regeln auf einer Seite, offene Rezepte, vier Karten, Verstärkung auf jedem Planeten.
space-pigs-rules-full = 📜 Volles Spiel: geheime Rezepte, sechs Karten, Siedler vom Königsschwein, geheime Reise-Marker und am Ende jeder Runde außer der letzten eine Wahl.
space-pigs-ask-discard-full = Leg Karten ab, die du nicht willst (du ziehst auf { $hand } nach), oder behalte deine Hand. Die anderen sehen deine Wahl nicht.
space-pigs-ask-swap = Deine Koalition darf Karten eins zu eins tauschen: Wähle einen Partner für ein Angebot.
space-pigs-menu-partner = Tausch anbieten an…
space-pigs-ask-offer = Tausch mit { $name }: Wähle die Karten, die du anbietest. Du bekommst gleich viele zurück, oder das Angebot wird abgelehnt.
space-pigs-menu-offer = Angebotene Karten…
space-pigs-ask-answer = { $name } bietet dir { $cards } für gleich viele deiner Karten. Wähle, was du zurückgibst, oder lehne ab.
space-pigs-menu-answer = { $count ->
    [one] Wähle die Karte, die du gibst…
   *[other] Wähle { $count } Karten, die du gibst…
}
space-pigs-button-decline = Tausch ablehnen
space-pigs-ask-settlers = Du bist das Königsschwein: Verteile die Siedler-Plättchen, eins nach dem anderen (höchstens zwei je Clan, mindestens eins für jeden). Übrige Plättchen: { $tokens }.
space-pigs-option-settler = { $value ->
    [one] { $value } Siedler
   *[other] { $value } Siedler
} für { $name }
space-pigs-menu-settler = Plättchen vergeben…
space-pigs-ask-return = Dein Clan kehrt zurück: Wähle das Feld, auf dem deine fünf Ferkel landen.
space-pigs-option-marker = { $trips ->
    [one] { $trips } Flug
   *[other] { $trips } Flüge
}
space-pigs-ask-marker = Wähle geheim deinen Reise-Marker: Er sagt, wie viele Flüge du in dieser Runde machst. Alle werden zusammen aufgedeckt.
space-pigs-menu-marker = Reise-Marker…
space-pigs-ask-candidacy = Wahl des Königsschweins: Kandidierst du?
space-pigs-button-stand = Ich kandidiere
space-pigs-button-abstain = Ich kandidiere nicht
space-pigs-ask-chair = Du leitest die Wahl: Frag die nächste Stimme ab oder stimm jetzt selbst ab.
space-pigs-menu-ask = Abfragen…
space-pigs-ask-vote = Deine Stimme: Alle deine Statthalter gehen an einen Kandidaten, endgültig.
space-pigs-ask-chair-vote = Oder stimm jetzt ab: Alle deine Statthalter gehen an einen Kandidaten, endgültig.
space-pigs-option-vote-self = { $name } (meine Statthalter behalten)
space-pigs-menu-vote = Stimme für…
space-pigs-ask-last-call = Letzter Aufruf: Spiel eine Phase-4-Karte oder sag, dass du fertig bist.
space-pigs-option-play = { $card } auf { $name }
space-pigs-menu-play = Phase-4-Karte spielen…
space-pigs-button-done-election = Ich bin fertig
space-pigs-recipe-secret = 🔒 Dein Rezept ist geheim: Nur du siehst es, bis das Spiel endet.
space-pigs-your-settlers = 🧑‍🚀 Deine Siedler in dieser Runde: { $tokens } = { $piglets ->
    [one] { $piglets } neues Ferkel
   *[other] { $piglets } neue Ferkel
}
space-pigs-your-markers = 🧭 Deine übrigen Reise-Marker: { $markers }
space-pigs-your-marker = ✅ Dein Reise-Marker: { $trips ->
    [one] { $trips } Flug
   *[other] { $trips } Flüge
}. Alle werden aufgedeckt, sobald jeder gewählt hat.
space-pigs-your-offer = 🤝 Dein Angebot an { $name }: { $cards }
space-pigs-offer-to-you = 🤝 { $name } bietet dir an: { $cards }
space-pigs-card-election-own = Phase 4, nur als Kandidat oder mit Stimmen: Deine Zählung bekommt { $governors ->
    [one] { $governors } Statthalter
   *[other] { $governors } Statthalter
} mehr
space-pigs-card-election-other = Phase 4: Die Zählung eines anderen Kandidaten verliert { $governors ->
    [one] { $governors } Statthalter
   *[other] { $governors } Statthalter
} (nicht die, die er abgibt)
space-pigs-card-buena-larda = Buena Larda
space-pigs-card-mittagsschlaf = Mittagsschlaf
space-pigs-order = 🔁 Spielreihenfolge: { $order }
space-pigs-seat-king = 👑 Königsschwein
space-pigs-seat-governors = 🏛️ { $governors ->
    [one] { $governors } Statthalter
   *[other] { $governors } Statthalter
}
space-pigs-seat-markers = 🧭 Marker { $markers }
space-pigs-seat-marker = diese Runde { $trips ->
    [one] { $trips } Flug
   *[other] { $trips } Flüge
}
space-pigs-seat-settlers = 🧑‍🚀 { $count ->
    [one] { $count } Siedler-Plättchen
   *[other] { $count } Siedler-Plättchen
}
space-pigs-seat-coalition = 🤝 mit { $names }
space-pigs-seat-returning = 💀 diese Runde draußen: kommt nächste Runde mit fünf Ferkeln zurück
    Rezept { $recipe }
space-pigs-settlers = 👑 { $king } verteilt Siedler: { $left ->
    [one] { $left } Plättchen übrig
   *[other] { $left } Plättchen übrig
} · vergeben: { $given }
space-pigs-election = 🗳️ Wahl des Königsschweins, Runde { $round }: { $chair } leitet die Wahl.
space-pigs-election-candidates = Kandidieren: { $standing } · kandidieren nicht: { $not }
space-pigs-election-count = { $name } { $governors ->
    [one] { $governors } Statthalter
   *[other] { $governors } Statthalter
} ({ $voters })
space-pigs-election-tally = 📊 Stand: { $tally }
space-pigs-election-asked = ❓ Gefragt: { $name }
space-pigs-election-last-call = 📣 Letzter Aufruf: Jeder spielt eine Phase-4-Karte oder ist fertig.
space-pigs-ev-order = 🔁 Spielreihenfolge: { $order }.
space-pigs-ev-order-rolls = Gleichstände ausgewürfelt: { $rolls }.
space-pigs-ev-settlers-drawn = 👑 { $name } zieht { $count ->
    [one] { $count } Siedler-Plättchen
   *[other] { $count } Siedler-Plättchen
}.
space-pigs-ev-settler-given = 🧑‍🚀 { $king } gibt { $name } ein Siedler-Plättchen.
space-pigs-ev-settlers-landed = 🧑‍🚀 { $name } bekommt von den Siedlern { $piglets ->
    [one] { $piglets } neues Ferkel
   *[other] { $piglets } neue Ferkel
}.
space-pigs-ev-markers = 🧭 Reise-Marker: { $markers }.
space-pigs-ev-eliminated = 💀 { $name } ist bis zur nächsten Runde aus der Galaxis.
space-pigs-ev-returned = 🛬 { $name } kehrt mit { $piglets ->
    [one] { $piglets } Ferkel
   *[other] { $piglets } Ferkeln
} auf { $hex } zurück.
space-pigs-ev-governors = 🏛️ Statthalter: { $governors }.
space-pigs-ev-election = 🗳️ Die Wahl des Königsschweins beginnt: { $name } leitet die Wahl.
space-pigs-ev-stands = 🙋 { $name } kandidiert als Königsschwein.
space-pigs-ev-stands-not = 🙅 { $name } kandidiert nicht.
space-pigs-ev-asked = ❓ { $chair } fragt { $name } nach der Stimme.
space-pigs-ev-voted = 🗳️ { $name } gibt { $governors ->
    [one] { $governors } Statthalter
   *[other] { $governors } Statthalter
} an { $candidate }.
space-pigs-ev-voted-self = 🗳️ { $name } stimmt für sich selbst und behält { $governors ->
    [one] { $governors } Statthalter
   *[other] { $governors } Statthalter
}.
space-pigs-ev-election-card = 🃏 { $name } spielt { $card } auf { $target }: { $change } 🏛️ für diese Wahl.
space-pigs-ev-king = 👑 { $name } ist das neue Königsschwein! Stand: { $tally }.
space-pigs-ev-swap-offered = 🤝 { $name } bietet { $partner } einen Tausch von { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} an.
space-pigs-ev-swap-declined = 🙅 { $name } lehnt den Tausch von { $partner } ab.
space-pigs-ev-swap-made = 🤝 { $name } und { $partner } tauschen { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}.
rules-space-full-title = Das volle Spiel (/weltraum neu regeln: volles Spiel)
rules-space-full = Alles oben, dazu Politik: Die Rezepte sind geheim, die Hand hat sechs Karten, und es gibt keine Verstärkung je Planet. Jede Runde spielen die Clans in einer Reihenfolge nach ihren Truppen, die meisten zuerst.
rules-space-cycle-title = Eine volle Runde
rules-space-cycle = Ziehen (Koalitionspartner dürfen Karten eins zu eins tauschen) · das Königsschwein verteilt Siedler-Plättchen, höchstens zwei und mindestens eins je Clan, sie werden zu neuen Ferkeln · die Spielreihenfolge · die neuen Ferkel landen, zwei dürfen ein Big Gruik werden · alle wählen geheim einen Reise-Marker (2, 2, 3, 3 oder 4 Flüge; ein Marker kommt erst zurück, wenn alle fünf benutzt sind) · Reisen, Kämpfe, Umgruppieren · Ertrag und Statthalter (einer je Eichel) · die Wahl. Ein Clan mit nur noch einer Truppe ist bis zur nächsten Runde draußen und landet dann fünf Ferkel.
rules-space-king-title = Das Königsschwein
rules-space-king = Das Königsschwein verteilt die Siedler und leitet die Wahl. In der ersten Runde leitet sie der Startspieler.
rules-space-election-title = Die Wahl
rules-space-election = Alle sagen, ob sie kandidieren. Dann fragt die Wahlleitung eine Stimme nach der anderen ab und stimmt selbst, wann sie will. Eine Stimme gibt alle deine Statthalter einem Kandidaten (oder du behältst sie mit einer Stimme für dich), öffentlich und endgültig. Phase-4-Karten (Buena Larda: +2 auf deine Zählung, Mittagsschlaf: −2 auf die Zählung eines anderen Kandidaten; nur auf jemanden, der kandidiert oder Stimmen hat) dürfen während der Wahl gespielt werden; nach der letzten Stimme gibt es einen letzten Aufruf. Die meisten Statthalter gewinnen, bei Gleichstand entscheidet die Spielreihenfolge. Wer gleich gestimmt hat, bildet eine Koalition und darf beim nächsten Ziehen Karten tauschen.

## Die KI-Schweine und die Ereigniskarten 3A/2B des vollen Spiels (Issue 31)

# KI-Schweine mit ihrer Anzahl; $kind ist pirates, pig_eaters oder worm.
space-pigs-ai-pigs = { $kind ->
    [pirates] 🏴‍☠️ { $count ->
        [one] { $count } Pirat
       *[other] { $count } Piraten
    }
    [pig_eaters] 👹 { $count ->
        [one] { $count } Schweinefresser
       *[other] { $count } Schweinefresser
    }
   *[worm] 🐛 { $count ->
        [one] { $count } Eichelwurm
       *[other] { $count } Eichelwürmer
    }
}
# KI-Schweine als Seite eines Kampfes oder als Halter eines Feldes.
space-pigs-ai-name = { $kind ->
    [pirates] 🏴‍☠️ die Piraten
    [pig_eaters] 👹 die Schweinefresser
   *[worm] 🐛 der Eichelwurm
}
space-pigs-card-yodo-lardo = Meister Yodo Lardo
space-pigs-card-eichelfest = Eichelfest
space-pigs-card-yodo = Kampf: beim Aufdecken wird ein Ferkel von dir dort zum Big Gruik (wenn noch einer im Vorrat ist)
space-pigs-card-feast = Reise-Ereignis: Ein Clan deiner Wahl darf diese Runde ein Feld deiner Wahl nicht betreten
space-pigs-ai-arrival = 🛸 { $pigs } { $count ->
    [one] ist angekommen: { $name } setzt ihn ein.
   *[other] sind angekommen: { $name } setzt sie ein.
}
space-pigs-ai-announced = 👑 { $name } zieht { $pigs } von { $hex }.
space-pigs-ai-stack = { $pigs } auf { $hex }
space-pigs-ai-stacks = 👾 KI-Schweine: { $stacks }
space-pigs-ai-eaten = 🐛 Gefressene Planeten: { $eaten }/{ $most } ({ $planets })
space-pigs-feast = 🌰 Eichelfest: { $name } darf diese Runde nicht auf { $hex } landen (gespielt von { $by }).
space-pigs-ask-place-ai = { $pigs } { $count ->
    [one] ist angekommen
   *[other] sind angekommen
}. Wähle das Feld: einen freien Asteroiden, oder eins mit der eigenen Art, wenn dort Platz ist. Clans dort werden angegriffen und kämpfen als Erste dagegen.
space-pigs-menu-place-ai = KI-Schweine landen auf…
space-pigs-ask-announce-ai = Du bist das Königsschwein: Du darfst einen Haufen KI-Schweine ziehen. Nenne ihn zuerst, oder zieh keinen.
space-pigs-menu-ai-stack = Den Haufen ziehen von…
space-pigs-button-no-ai-move = Kein KI-Zug
space-pigs-ask-move-ai = { $pigs } auf { $hex } { $count ->
    [one] zieht
   *[other] ziehen, alle zusammen
}: Wähle, wohin. Clans dort müssen sofort kämpfen.
space-pigs-menu-ai-move = Ziehen nach…
space-pigs-ask-feast-target = Eichelfest: Wähle den Clan, der diese Runde auf einem Feld deiner Wahl nicht landen darf.
space-pigs-menu-feast-target = Der Clan…
space-pigs-ask-feast-hex = Eichelfest: Wähle das Feld, auf dem { $name } diese Runde nicht landen darf.
space-pigs-menu-feast-hex = Das Feld…
space-pigs-ev-ai-rolled = 🎲 { $name } würfelt { $roll } für die KI-Schweine: { $pigs } { $count ->
    [one] kommt
   *[other] kommen
}.
space-pigs-ev-ai-rolled-none = 🎲 { $name } würfelt { $roll } für die KI-Schweine: Niemand kommt.
space-pigs-ev-ai-placed = 🛸 { $name } landet { $pigs } auf { $hex }.
space-pigs-ev-ai-placed-attack = 🛸 { $name } landet { $pigs } auf { $hex }: { $count ->
    [one] Er greift
   *[other] Sie greifen
} den Clan dort als Erstes in den Kämpfen an.
space-pigs-ev-ai-lost = 🌌 Kein Platz für { $pigs }: { $count ->
    [one] Er geht
   *[other] Sie gehen
} im All verloren.
space-pigs-ev-ai-announced = 📣 { $name } nennt den Haufen, der zieht: { $kind ->
    [pirates] die Piraten
    [pig_eaters] die Schweinefresser
   *[worm] den Eichelwurm
} auf { $hex }.
space-pigs-ev-ai-moved = 👾 { $pigs } { $count ->
    [one] zieht
   *[other] ziehen
} von { $from } nach { $to }.
space-pigs-ev-ai-moved-attack = 👾 { $pigs } { $count ->
    [one] zieht
   *[other] ziehen
} von { $from } nach { $to } und { $count ->
    [one] greift
   *[other] greifen
} an!
space-pigs-ev-ai-battle-attacked = ⚔️ Kampf auf { $hex }: { $kind ->
    [pirates] Die Piraten greifen
    [pig_eaters] Die Schweinefresser greifen
   *[worm] Der Eichelwurm greift
} { $name } an.
space-pigs-ev-ai-battle-attacks = ⚔️ Kampf auf { $hex }: { $name } greift { $kind ->
    [pirates] die Piraten
    [pig_eaters] die Schweinefresser
   *[worm] den Eichelwurm
} an.
space-pigs-ev-ai-loses = { $kind ->
    [pirates] ein Pirat fällt.
    [pig_eaters] ein Schweinefresser fällt.
   *[worm] der Eichelwurm fällt.
}
space-pigs-ev-eater-grew = 🍖 Die Schweinefresser auf { $hex } wachsen mit ihrer Beute: { $count ->
    [one] jetzt { $count } Schweinefresser
   *[other] jetzt { $count } Schweinefresser
}.
space-pigs-ev-ai-annihilated = 💥 { $pigs } auf { $hex } { $count ->
    [one] ist
   *[other] sind
} auch weg.
space-pigs-ev-planet-eaten = 🐛 Der Eichelwurm frisst den Planeten { $planet } auf { $hex }: Er ist jetzt ein Asteroid, und der Wurm ist fort ({ $eaten }/{ $most } Planeten gefressen).
space-pigs-ev-yodo = 🧙 Meister Yodo Lardo: Ein Ferkel von { $name } auf { $hex } wird zum Big Gruik.
space-pigs-ev-feast = 🌰 { $name } feiert ein Eichelfest: { $target } darf diese Runde nicht auf { $hex } landen.
rules-space-ai-title = Die KI-Schweine
rules-space-ai = Sind die neuen Ferkel gelandet, würfelt das Königsschwein (in Runde eins der erste Spieler) mit dem Achter: 1–2 niemand, 3–4 zwei bis vier Piraten, 5–6 ein Schweinefresser, 7–8 ein Eichelwurm. Es muss sie auf einen freien Asteroiden setzen (Clans dort zählen nicht) oder zu ihrer eigenen Art, wenn Platz ist: höchstens vier Piraten, drei Schweinefresser oder ein Wurm auf einem Feld, Arten mischen sich nie; ohne Platz gehen sie verloren. Landen sie auf einem Clan, halten sie ebenso viele Figuren fest und kämpfen als Erste gegen ihn. KI-Schweine kämpfen wie Clans, weichen aber nie zurück und spielen keine Karten.
rules-space-kinds-title = Piraten, Schweinefresser, der Wurm
rules-space-kinds = Piraten würfeln sechsseitig und ziehen bis zu drei Felder. Schweinefresser würfeln achtseitig, ziehen zwei, und für jedes getötete Schwein kommt einer dazu (höchstens drei). Der Wurm würfelt mit beiden, zieht eins und greift nur Planeten an: Ein Planet, den er gewinnt oder leer vorfindet, wird zum Asteroiden, und der Wurm ist fort (höchstens drei Planeten im Spiel). Ab Runde zwei darf das Königsschwein nach dem Umgruppieren einen Haufen ziehen, den es vorher nennt; Clans, wo er endet, kämpfen sofort gegen ihn.
rules-space-events-title = Zwei Ereigniskarten
rules-space-events = Meister Yodo Lardo legst du verdeckt mit deinen Kampfkarten aus: Sind sie aufgedeckt, wird eins deiner Ferkel in diesem Kampf zum Big Gruik. Eichelfest spielst du in deinem eigenen Reisezug: Nenne einen Clan und ein Feld, und dieser Clan darf dort für den Rest der Runde nicht landen.

## Clan-Kräfte (Issue 32): die Kräfte, die ein Clan diese Runde genutzt hat, und die Erzählung.
space-pigs-seat-powers = ✨ genutzt: { $powers }
space-pigs-power-big-hand = 8 Karten
space-pigs-power-extra-governor = Statthalter extra
space-pigs-power-wins-ties = gewinnt Gleichstand
space-pigs-ev-power-big-hand = ✨ { $name } (Porcus) hält diese Runde 8 Karten.
space-pigs-ev-power-extra-governor = ✨ { $name } (Porcus) bekommt einen Statthalter mehr.
space-pigs-ev-power-wins-ties = ✨ { $name } (Phacocherus) gewinnt die Kampfrunde trotz Gleichstand.
space-pigs-power-block-candidate = verhindert eine Kandidatur
space-pigs-power-steal = nimmt eine Karte
space-pigs-power-famine = Eichelhunger
space-pigs-power-flee = flieht aus einem Kampf
space-pigs-power-kill-governors = tötet Statthalter
space-pigs-power-dash = ein Feld weiter
space-pigs-power-convert = bekehrt Ferkel
space-pigs-power-forbid = verbietet eine Landung
space-pigs-power-take-back = holt ein Ferkel zurück
space-pigs-power-swap-planets = tauscht zwei Felder
space-pigs-power-extra-trip = Extrareise
space-pigs-power-far-reorganise = ordnet weit um
space-pigs-power-tune = verstellt die Technik
space-pigs-power-transport = freie Transporter-Reise
space-pigs-ev-power-flee = ✨ { $name } (Hylocherus) flieht vor der ersten Kampfrunde.
space-pigs-ev-power-dash = ✨ { $name } (Phacocherus) zieht eine Figur ein Feld weiter.
space-pigs-ev-power-extra-trip = ✨ { $name } (Scrofa) macht eine Reise mehr.
space-pigs-ev-power-far-reorganise = ✨ { $name } (Scrofa) ordnet quer durch die Galaxie um.
space-pigs-ev-power-transport = ✨ { $name } (Pecari Banzai) reist frei mit dem Transporter.
space-pigs-ev-blocked = ✨ { $name } (Porcus) verbietet { $target } die Kandidatur zum Königsschwein in dieser Runde.
space-pigs-ev-stole = ✨ { $name } (Hylocherus) nimmt { $target } ungesehen eine Karte ab.
space-pigs-ev-famine = ✨ { $name } (Hylocherus) bringt Eichelhunger über { $hex }: Würfel { $dice }; { $piglets ->
    [0] kein Ferkel
    [1] ein Ferkel
   *[other] { $piglets } Ferkel
} und { $gruiks ->
    [0] kein Big Gruik
    [1] ein Big Gruik
   *[other] { $gruiks } Big Gruiks
} verhungern.
space-pigs-ev-governors-killed = ✨ { $name } (Phacocherus) schickt Attentäter zu { $target }: eine { $die }, { $killed ->
    [0] kein Statthalter stirbt
    [1] ein Statthalter stirbt
   *[other] { $killed } Statthalter sterben
}.
space-pigs-ev-converted = ✨ { $name } (Babiroussa) predigt den Ferkeln von { $target } auf { $hex }: Würfel { $dice }; { $converted ->
    [0] keines lässt sich bekehren
    [1] eines wird bekehrt und landet auf { $to }
   *[other] { $converted } werden bekehrt und landen auf { $to }
}.
space-pigs-ev-forbidden = ✨ { $name } (Babiroussa): { $target } darf in dieser Runde nicht auf { $hex } landen.
space-pigs-ev-took-back = ✨ { $name } (Babiroussa) holt ein gefallenes Ferkel auf { $hex } zurück.
space-pigs-ev-swapped = ✨ { $name } (Scrofa) tauscht die Felder { $a } und { $b } samt Truppen.
space-pigs-ev-tuned-up = ✨ { $name } (Pecari Banzai) erhöht die Technik dieses Kampfes um eins.
space-pigs-ev-tuned-down = ✨ { $name } (Pecari Banzai) senkt die Technik dieses Kampfes um eins.
space-pigs-ban = ✨ Babiroussas Kraft: { $name } darf in dieser Runde nicht auf { $hex } landen (von { $by }).
space-pigs-menu-power = ✨ Eine Clan-Kraft nutzen…
space-pigs-ask-power-block-candidate-0 = Porcus: Wähle, wer in dieser Runde nicht als Königsschwein kandidieren darf.
space-pigs-ask-power-steal-0 = Hylocherus: Wähle, wem du zufällig eine Karte abnimmst.
space-pigs-ask-power-famine-0 = Hylocherus: Wähle den Planeten für den Eichelhunger. Ein Würfel je Figur dort, auch deine: 5–6 tötet ein Ferkel, 6 einen Big Gruik.
space-pigs-ask-power-kill-governors-0 = Phacocherus: Wähle, wessen Statthalter du angreifst. Ein Würfel: 1 keiner, 2–3 einer, 4–6 zwei.
space-pigs-ask-power-dash-0 = Phacocherus: Wähle das Feld einer Figur, die in diesem Zug gereist ist.
space-pigs-ask-power-dash-1 = Phacocherus: Wähle, wohin sie ein Feld weiterzieht.
space-pigs-ask-power-dash-2 = Phacocherus: Wähle die Figur.
space-pigs-ask-power-convert-0 = Babiroussa: Wähle das Feld mit den Ferkeln, die du bekehren willst.
space-pigs-ask-power-convert-1 = Babiroussa: Wähle, wessen Ferkel.
space-pigs-ask-power-convert-2 = Babiroussa: Wie viele versuchst du? Je ein Würfel: 5–6 bekehrt.
space-pigs-ask-power-convert-3 = Babiroussa: Wähle, wo die Bekehrten landen.
space-pigs-ask-power-forbid-0 = Babiroussa: Wähle, wer in dieser Runde auf einem Feld deiner Wahl nicht landen darf.
space-pigs-ask-power-forbid-1 = Babiroussa: Wähle das Feld.
space-pigs-ask-power-take-back-0 = Babiroussa: Wähle, wo dein gefallenes Ferkel zurückkommt.
space-pigs-ask-power-swap-planets-0 = Scrofa: Wähle das erste Feld zum Tauschen.
space-pigs-ask-power-swap-planets-1 = Scrofa: Wähle seinen Nachbarn. Die Truppen ziehen mit ihren Feldern.
space-pigs-ask-power-tune-0 = Pecari Banzai: Erhöhe oder senke die Technik dieses Kampfes um eins. Alle hören es jetzt.
space-pigs-ask-power-transport-0 = Pecari Banzai: freie Transporter-Reise. Wähle, von wo.
space-pigs-ask-power-transport-1 = Pecari Banzai: Wähle, wohin, bis zu drei Felder weit.
space-pigs-ask-power-transport-2 = Pecari Banzai: Wähle die Truppen.
space-pigs-power-piglet = ein Ferkel
space-pigs-power-gruik = ein Big Gruik
space-pigs-power-up = eins höher
space-pigs-power-down = eins niedriger
space-pigs-power-count = { $count ->
    [1] ein Ferkel
   *[other] { $count } Ferkel
}
rules-space-powers-title = Die Kräfte der Clans (volles Spiel)
rules-space-powers = Ab Runde 2, jede einmal pro Runde. **Porcus**: 8 Karten; verbietet eine Kandidatur (nie zweimal nacheinander demselben); +1 Statthalter. **Hylocherus**: im Reisezug eine zufällige Handkarte oder Eichelhunger auf einem Planeten; flieht vor der ersten Kampfrunde. **Phacocherus**: gewinnt Gleichstand im Kampf; tötet per Würfel Statthalter, solange Kandidaturen offen sind; eine eben gereiste Figur zieht ein Feld weiter. **Babiroussa**: im Reisezug Ferkel bekehren (je 5–6) oder einem Spieler ein Feld verbieten; holt ein in dieser Runde gefallenes Ferkel zurück. **Scrofa**: tauscht zwei Nachbarfelder samt Truppen oder reist einmal mehr; ein Umordnungszug beliebig weit. **Pecari Banzai**: würfelt im Kampf neu; verstellt die Technik um eins vor dem Aufdecken; eine freie Transporter-Reise.
space-pigs-power-reroll = würfelt erneut
space-pigs-ev-power-reroll = ✨ { $name } (Pecari Banzai) würfelt den Kampfwürfel noch einmal.
space-pigs-ev-dice-rolled = 🎲 Kampfrunde { $round }: Verteidiger würfelt { $ddice } (Stärke { $dpower }), Angreifer würfelt { $adice } (Stärke { $apower }). { $name } (Pecari Banzai) darf noch einmal würfeln.
space-pigs-ask-keep-dice = Die Würfel auf { $hex } liefen nicht für dich: behalte sie oder würfle mit der Kraft deines Clans noch einmal.
space-pigs-button-keep-dice = Würfel behalten
space-pigs-menu-flee = ✨ Vor der ersten Kampfrunde fliehen nach…
space-pigs-ev-laid-face-down = 🂠 { $name } legt ein Feld aus { $pile } verdeckt auf { $hex }.
space-pigs-ev-galaxy-turned = 🔄 Die Galaxis liegt: { $hexes ->
    [one] ihr eines Feld wird umgedreht.
   *[other] Alle { $hexes } Felder werden auf einmal umgedreht.
}
space-pigs-ev-hex-turned = 🔭 Truppen sind angekommen: Das Feld { $hex } wird umgedreht und zeigt { $kind }.
space-pigs-hex-hidden = verdeckt, { $pile }
space-pigs-family-next = { $pile } (noch { $count }) · als Nächstes: { $face }
space-pigs-ask-lay-seen = Wähle jetzt, wohin dein Feld { $face } kommt.

# Computer players (issue 34): what the greedy and the strong level do, in the lobby's menu.
ai-space-pigs-greedy-about = Nimmt Felder fürs Rezept, spart Karten für gewinnbare Kämpfe, weicht aus verlorenen zurück.
ai-space-pigs-strong-about = Spielt jeden Zug in ausgedachten Partien durch, ohne verdeckte Karten oder Rezepte anzusehen.
