## Space-Schweine: Clans, Felder, Phasen (für das Galaxie-Bild und das Textbrett)

space-pigs-clan-porcus = Porcus
space-pigs-clan-hylocherus = Hylocherus
space-pigs-clan-phacocherus = Phacocherus
space-pigs-clan-babiroussa = Babiroussa
space-pigs-clan-scrofa = Scrofa
space-pigs-clan-pecari-banzai = Pecari Banzai

# Auf den Feldern in Großbuchstaben, damit niemand Farben unterscheiden muss.
space-pigs-hex-red = ROT
space-pigs-hex-yellow = GELB
space-pigs-hex-blue = BLAU
space-pigs-hex-double-red = 2× ROT
space-pigs-hex-double-yellow = 2× GELB
space-pigs-hex-double-blue = 2× BLAU
space-pigs-hex-double = DOPPELT
space-pigs-hex-asteroid = ASTEROID

space-pigs-phase-build = Aufbau
space-pigs-phase-deploy = Aufstellung
space-pigs-phase-draw = Ziehen
space-pigs-phase-travel = Reisen
space-pigs-phase-extra-window = Extrazug
space-pigs-phase-combat = Kampf
space-pigs-phase-reorganise = Umgruppieren
space-pigs-phase-reinforce = Verstärkung
space-pigs-phase-over = Spielende

## Das Galaxie-Bild

space-pigs-map-title-setup = Space-Schweine · Vorbereitung · { $phase }
space-pigs-map-title-round = Space-Schweine · Runde { $round } · { $phase }
space-pigs-map-seat = { $name } · { $clan } · { $status }
space-pigs-map-seat-out = ausgeschieden
space-pigs-map-seat-troops = { $hexes ->
    [one] { $troops } auf { $hexes } Feld
   *[other] { $troops } auf { $hexes } Feldern
}
# G steht in jeder Sprache für den Big Gruik (sein Name in allen Sprachen, wie auf dem Spielbrett).
space-pigs-map-key = 4+1G = 4 Ferkel und 1 Big Gruik · farbiges Band: Besitzer · rot gestrichelt: Kampf
space-pigs-map-key-last-move = 4+1G = 4 Ferkel und 1 Big Gruik · Band: Besitzer · rot gestrichelt: Kampf · weiß: letzter Zug
space-pigs-phase-settlers = Siedler
space-pigs-phase-return = Rückkehr
space-pigs-phase-markers = Reise-Marker
space-pigs-phase-election = Wahl
space-pigs-map-king = Königsschwein · { $seat }
# Ein Planet, den der Wurm gefressen hat (seitdem ein Asteroid), auf dem Feld wie seine Art.
space-pigs-hex-eaten = GEFRESSEN
space-pigs-phase-ai-arrival = KI-Schweine kommen
space-pigs-phase-ai-moves = KI-Schweine ziehen
# Der Buchstabe auf dem Abzeichen eines KI-Haufens (der Schlüssel unten erklärt ihn).
space-pigs-map-ai-pirates = P
space-pigs-map-ai-pig-eaters = S
space-pigs-map-ai-worm = W
space-pigs-map-key-ai = { $kind ->
    [pirates] Piraten
    [pig_eaters] Schweinefresser
   *[worm] Eichelwurm
}
space-pigs-map-key-eaten = angebissenes Feld: ein vom Wurm gefressener Planet ({ $eaten }/{ $most })
# Galaxy shapes (V2/V5/V6): the twins' sun on its hex, and the legend row of wrapping rims.
space-pigs-map-sun = SONNE
space-pigs-map-key-wraps = Felder mit demselben Zeichen ({ $letters }) grenzen über den Rand aneinander
space-pigs-map-key-sun = Felder mit demselben Zeichen ({ $letters }) grenzen über den Rand aneinander · SONNE: nur eine Reichweitenkarte überquert sie

# Der Alternativtext der Karte (was ein Screenreader vom Bild vorliest).
space-pigs-alt-hexes = Felder: { $hexes }.
space-pigs-alt-clan = Clan { $number }, { $name }: { $troops }.
space-pigs-alt-clan-none = Clan { $number }, { $name }: keine Truppen in der Galaxie.
space-pigs-alt-ai = KI-Schweine: { $stacks }.
space-pigs-alt-battle = Kampf auf { $hex }.
space-pigs-alt-move = Letzter Zug von { $from } nach { $to }.
# Ein verdeckt liegendes Feld (Aufbau-Varianten), wie der Name einer Seite darauf geschrieben.
space-pigs-hex-face-down = VERDECKT
space-pigs-map-key-face-down = dunkles Feld: verdeckt (Scheibe: seine Familie)
# Ein abgelehntes Bedienelement einer Ansicht (Issue 52): was sich geändert hat, über „Diese Ansicht war veraltet“.
space-pigs-changed-election-over = Die Wahl ist vorbei.
space-pigs-changed-not-standing = { $who } kandidiert nicht mehr als Königsschwein.
space-pigs-changed-card-left = { $card } ist nicht mehr auf deiner Hand.
space-pigs-changed-hex-not-yours = Das Feld { $hex } gehört dir nicht mehr.
space-pigs-changed-hex-taken = Das Feld { $hex } ist nicht mehr frei.
space-pigs-changed-not-your-turn = Du bist nicht mehr an der Reihe.
