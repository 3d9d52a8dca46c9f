# Space-Schweine erklärt sich selbst (Issue 52): wie ein Gleichstand entschieden wurde, was ein Wort auf dem Brett bedeutet.

space-pigs-ev-king-tie = { $tied } Kandidaten haben gleich viele ({ $governors }): { $name } gewinnt, weil er in der Spielreihenfolge dieser Runde zuerst kommt.

# Die Lobby: wie das Spiel endet, unter dem Regelwerk.
space-pigs-lobby-rounds-none = 🏁 Keine Rundengrenze: ab Runde 2 endet das Spiel in der Produktion der Runde, in der die Planeten eines Clans sein Rezept decken{ $full ->
    [true] ; diese letzte Runde hat keine Wahl
   *[other] {""}
}.
space-pigs-lobby-rounds = 🏁 Höchstens { $rounds } Runden: ab Runde 2 gewinnt sofort, wessen Planeten sein Rezept decken; sonst gewinnt nach der Produktion von Runde { $rounds }, wer am meisten von seinem Rezept deckt{ $full ->
    [true] ; die Runde, die das Spiel beendet, hat keine Wahl
   *[other] {""}
}.

# Die ersten Bretter des vollen Spiels (Aufbau und Runde 1): wie ein Clan gewinnt, in zwei Zeilen.
space-pigs-how-to-win = 🏆 So gewinnt man: Jeder Clan hat ein geheimes Rezept (auf seinem Panel): so viele rote, gelbe und blaue Eicheln. Jeder Planet, den du hältst, macht Eicheln seiner Farbe.
    Ab Runde 2 gewinnt in der Produktion der erste Clan in der Spielreihenfolge, dessen Planeten sein ganzes Rezept machen.

# 📖 auf dem Spielbrett: worum es in der aktuellen Phase geht, für wer fragt (nur er sieht es).
space-pigs-button-explain = Was jetzt?
space-pigs-explain-title = 📖 { $phase }
space-pigs-explain-build = Die Galaxie wird Feld für Feld gelegt: Wer genannt ist, nimmt das nächste Feld eines Stapels und legt es neben die schon gelegten Felder. Planeten bringen Eicheln ihrer Farbe; Asteroiden bringen keine, lassen Truppen aber durch.
space-pigs-explain-deploy = Ein Clan nach dem anderen stellt seine fünf Start-Ferkel auf ein Feld. Starte nahe bei Planeten in den Farben deines Rezepts: Diese Planeten willst du halten.
space-pigs-explain-draw = Alle gleichzeitig und geheim: Wirf die Karten ab, die du nicht willst (oder behalte deine Hand), dann ziehst du auf { $full ->
    [true] sechs nach. Koalitionspartner (sie haben gleich gewählt) können einander außerdem Karten eins zu eins anbieten; das Ziehen wartet auf die Antwort
   *[other] vier nach
}. Kampfkarten helfen im Kampf, Reisekarten auf deinen Reisen. Das Spielbrett zeigt, wer gewählt hat, nie was.
space-pigs-explain-travel = Ein Clan nach dem anderen macht seine Reisen: { $full ->
    [true] so viele, wie sein Reise-Marker sagt
   *[other] bis zu drei
}. Eine Reise bringt Truppen von einem Feld auf ein Nachbarfeld, jede Truppe reist einmal pro Runde; Reisekarten reichen weiter. Wer dort landet, wo ein anderer Clan steht, beginnt dort einen Kampf.
space-pigs-explain-extra-window = Ein Clan mit einer Extra-Verschiebung kann sie jetzt spielen, nach den Reisen des genannten Clans, für eine Reise mehr; die anderen warten auf seine Antwort.
space-pigs-explain-combat = Die Kämpfe werden nacheinander ausgetragen. Beide Seiten legen Kampfkarten verdeckt und decken sie dann auf: Technik von zusammen sechs oder mehr löscht das Feld aus. Sonst würfeln beide und zählen ihre Truppen ab der zweiten und ihre Karten dazu; die niedrigere Seite verliert eine Truppe. Ab der zweiten Kampfrunde kann jede Seite weiterkämpfen oder sich zurückziehen.
space-pigs-explain-reorganise = Ein Clan nach dem anderen kann Truppen auf ein Nachbarfeld ziehen, das er schon hält (jede Truppe einmal), um seine Planeten vor der Produktion zu sichern.
space-pigs-explain-reinforce = Neue Ferkel landen auf Feldern, die du hältst{ $full ->
    [true] : so viele, wie deine Siedlermarken wert waren
   *[other] : eines für jeden Planeten, den du allein hältst, zwei für einen Doppelplaneten
}. Zwei neue Ferkel können einmal pro Runde ein Big Gruik werden (er würfelt im Kampf mit dem Achterwürfel).
space-pigs-explain-settlers = Das Königsschwein verteilt die gezogenen Siedlermarken, eine nach der anderen: Jeder Clan bekommt mindestens eine und höchstens zwei, jede ist neue Ferkel wert. Den Wert einer Marke sehen nur das Königsschwein und wer sie bekommt.
space-pigs-explain-return = Ein ausgeschiedener Clan kehrt zurück: Er landet fünf Ferkel auf einem Feld seiner Wahl und spielt weiter.
space-pigs-explain-markers = Jeder Clan wählt geheim einen Reise-Marker: Er sagt, wie viele Reisen der Clan diese Runde macht (2, 2, 3, 3 oder 4). Alle Marker werden zusammen aufgedeckt; ein Marker kommt zurück, wenn alle fünf benutzt wurden.
space-pigs-explain-election = Die Wahl zum Königsschwein. Jeder Clan hat Gouverneure, einen pro produzierter Eichel. Die Clans sagen, ob sie kandidieren; dann fragt, wer die Wahl leitet, die Wähler einzeln. Eine Stimme gibt alle deine Gouverneure einem Kandidaten, öffentlich und endgültig. Die meisten Gouverneure gewinnen (bei Gleichstand entscheidet die Spielreihenfolge); das neue Königsschwein verteilt die Siedler und leitet die nächste Wahl, und wer gleich gewählt hat, bildet eine Koalition.
space-pigs-explain-ai-arrival = Die KI-Schweine kommen: Der Würfel entscheidet, wer kommt (niemand, Piraten, ein Schweinefresser oder der Eichelwurm), und das Königsschwein (in Runde 1 der Startspieler) muss sie auf einem freien Asteroiden oder bei ihresgleichen landen. Auf einem Clan gelandet, kämpfen sie in den Kämpfen zuerst gegen ihn.
space-pigs-explain-ai-moves = Das Königsschwein kann einen Stapel KI-Schweine ziehen (oder keinen); wo er auf einem Clan landet, kämpft er dort.
space-pigs-explain-over = Das Spiel ist vorbei: Das Spielbrett nennt den Sieger, und die Ansage ordnet jeden Clan danach, wie viel seines Rezepts seine Planeten machen.
space-pigs-explain-panel = Was du selbst entscheidest, steht in deiner eigenen Ansicht: 🃏 Meine Karten & Züge. Alle Regeln: /weltraum regeln.

# Ein Spiel, das unentschieden endete (SS-12, SS-15): wer gleichauf lag und wie es entschieden wurde.
space-pigs-tie-recipe = { $tied } haben ihr Rezept in derselben Runde gekocht: { $name } gewinnt, weil er von ihnen in der Spielreihenfolge dieser Runde zuerst kommt.
space-pigs-tie-rounds = { $tied } decken gleich viel ihres Rezepts: { $name } gewinnt, weil er von ihnen in der Spielreihenfolge dieser Runde zuerst kommt.

# Einmal gesagt, wo das Wort in einem vollen Spiel zuerst erscheint (nicht auf jedem Brett).
space-pigs-first-recipe = 📜 Dein Rezept ist, wie du gewinnst: Ab Runde 2 gewinnt dein Clan in einer Produktionsphase, in der deine Planeten all diese Eicheln erzeugen. Niemand sonst sieht es.
space-pigs-first-election = 🗳️ Erste Wahl: Die Gouverneure eines Clans (einer pro erzeugter Eichel) sind seine Stimmen. Das gewählte Königsschwein verteilt die Siedler und leitet die nächste Wahl; wer gleich gewählt hat, bildet eine Koalition.
space-pigs-first-markers = 🧭 Reise-Marker bestimmen, wie weit ein Clan kommt: Jede Runde wählt jeder Clan geheim einen, und seine Zahl sind die Reisen des Clans in dieser Runde. Ein benutzter Marker kommt erst zurück, wenn alle fünf benutzt wurden.
