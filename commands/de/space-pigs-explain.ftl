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
