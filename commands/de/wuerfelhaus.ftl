## Würfelhaus

lobby-intro-haus = { $count ->
    [1] Ein Spieler am Tisch: Spiel allein (gegen die Zahl deiner Züge) oder warte auf bis zu fünf weitere. Drück **Mitspielen**, um dich dazuzusetzen; der Gastgeber startet.
   *[other] { $count } Spieler am Tisch. Einer bis sechs können spielen: Drück **Mitspielen**, um dich dazuzusetzen; der Gastgeber startet.
}
lobby-option-haus-finish-round = Runde zu Ende spielen, wenn jemand fertig ist (geteilter Sieg): { $value }
haus-floor-ground = 🧱 Erdgeschoss-Zug: ein Wurf.
haus-floor-roof = 🏠 Dach-Zug: bis zu drei Würfe.
haus-phase-roll = Wirf die drei Würfel.
haus-phase-rolling = Wähle Würfel zum Nachwürfeln oder hör auf und male.
haus-phase-assign = Male Ziegel mit einzelnen Würfeln oder Summen (jeder Würfel einmal); drei gleiche Würfel sind ein Joker für einen beliebigen Ziegel.
haus-player = { $turn }{ $name } · { $painted }/{ $total }
# The first line of a player's field, under its title (kept out of the title, which wrapped on a desktop).
haus-player-turns = { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
}
haus-legend = 3️⃣ ein Ziegel, der noch fehlt, mit seiner Zahl (⬜: die Zahl steht neben der Reihe) · 🟧 gemalt · 🟥 gemaltes Dach · Reihen zählen von unten; ein Ziegel braucht die zwei, auf denen er liegt · die 18 oben besteht aus drei 6ern: erst beide Seiten, dann die Mitte.
haus-best = Male { $bricks }
haus-menu-paint = Oder wähle, was du malst…
haus-option-paint = Male { $bricks }
haus-option-joker = Joker: Male { $brick }
# Ein Ziegel so benannt, wie ihn die Wand zeigt; $place unterscheidet gleiche Zahlen einer Reihe.
haus-brick = { $place ->
    [left] die linke { $value }
    [middle] die mittlere { $value }
    [right] die rechte { $value }
    [nth] die { $value } an Stelle { $n } von links
   *[only] die { $value }
}
haus-third = { $third ->
    [left] das linke Drittel
    [right] das rechte Drittel
   *[middle] das mittlere Drittel
}
haus-thirds = { $thirds } der { $value }
# Ziegel und wo sie liegen: eine Reihe des Erdgeschosses (von unten gezählt) oder das Dach.
haus-at = { $floor ->
    [roof] { $bricks } (Dach)
   *[ground] { $bricks } (Reihe { $row })
}
haus-and = { $first } und { $last }
haus-button-stop = Aufhören und malen
haus-button-stop-empty = Aufhören, ohne zu malen
# Ein Dachzug, bevor man aufhört: was die liegenden Würfel malen könnten.
haus-reach = 🖌️ Hörst du jetzt auf, kannst du { $bricks } malen.
haus-reach-joker = 🃏 Drei gleiche Würfel: Hörst du jetzt auf, malt der Joker einen beliebigen Ziegel, dessen Stützen fertig sind.
haus-reach-none = ⚠️ Diese Würfel passen auf keinen Ziegel: Hörst du jetzt auf, malst du nichts. Würfle noch einmal, um einen zu treffen.
button-pass = Passen
event-haus-painted = { $name } malt { $bricks }.
event-haus-joker = 🃏 { $name } setzt den Joker auf { $brick }.
event-haus-nothing = 🎲 { $dice } — { $name }: Kein Ziegel passt — weiter.
event-haus-nothing-undiced = { $name }: Kein Ziegel passt — weiter.
event-haus-passed = { $name } passt.
event-haus-completed = 🏠 { $name } hat das Haus in { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Zügen
} fertig!

rules-haus-title = Würfelhaus: So wird gespielt
rules-haus-goal = Male jeden Ziegel deiner Hauswand vor den anderen an – oder allein in möglichst wenigen Zügen.
rules-haus-paint-title = Malen
rules-haus-paint = Wirf drei Würfel. Jeder Würfel allein oder zwei bzw. drei zusammengezählt malen einen Ziegel mit dieser Zahl. Fang unten an: Ein Ziegel braucht die beiden Ziegel, auf denen er liegt. Würfel, die nirgends passen, verfallen. Drei gleiche Würfel dürfen stattdessen einen beliebigen Ziegel malen, dessen Stützen fertig sind.
rules-haus-roof-title = Das Dach
rules-haus-roof = Ist das Erdgeschoss fertig, hat jeder Zug bis zu drei Würfe: Behalte, was du magst, würfle den Rest neu und male dann einmal. Die Dachziegel brauchen Summen; die 18 darf als drei 6er gemalt werden, erst die Seiten, dann die Mitte.
rules-haus-end-title = Das Ende
rules-haus-end = Wer zuerst das ganze Haus angemalt hat, gewinnt.

haus-solo-best-own = 🏅 Dein Bestwert: { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
}
haus-solo-best-none = 🏅 Dein erstes Solo-Haus auf diesem Server
haus-solo-best-server = Serverrekord: { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
} von { $mention }

# Was jeder Computerspieler in diesem Spiel tut (Menü im Wartebereich; höchstens 100 Zeichen).
ai-wuerfelhaus-greedy-about = Malt jetzt so viele Ziegel wie möglich; am Dach würfelt es auf die meisten Ziegel.
ai-wuerfelhaus-strong-about = Spielt auf die wenigsten Züge bis zum fertigen Haus und rechnet jeden Wurf genau.
