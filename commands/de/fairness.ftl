# Überprüfbare Würfel (Issue 35): Verpflichtung und Seed auf dem Brett, und /oink fairness.

board-commitment = 🎲 Würfel festgelegt: { $short } · /oink fairness
board-seed = 🎲 Seed: { $seed } · Verpflichtung: { $commitment } · prüf sie mit oink replay --verify
export-running = Das Protokoll enthält den Seed, der alle kommenden Würfe bestimmt: Du kannst es exportieren, sobald das Spiel vorbei ist.

fairness-title = 🎲 Würfel, die du nachprüfen kannst
fairness-intro = Bei Oink kommt jeder Würfel, jeder Dreh und jedes Mischen eines Spiels aus einer einzigen geheimen Zahl, dem **Seed**, gezogen beim Start des Tischs. Danach kann ihn niemand mehr ändern, auch der Bot nicht, und das kannst du selbst prüfen.
fairness-commitment-title = Die Verpflichtung auf dem Brett
fairness-commitment = Beim Start zeigt das Brett eine **Verpflichtung**: den Anfang eines SHA-256-Fingerabdrucks von Seed und Tisch. Sie legt den Seed fest, ohne ihn zu verraten: einen anderen Seed mit demselben Fingerabdruck findet niemand.
fairness-secret-title = Warum der Seed bis zum Ende geheim bleibt
fairness-secret = Wer den Seed kennt, kennt jeden kommenden Wurf (und bei Space-Schweine jede Karte im Stapel). Deshalb bleibt er verborgen, solange das Spiel läuft, und das Protokoll lässt sich erst nach dem Ende exportieren.
fairness-check-title = So prüfst du selbst
fairness-check = Ist das Spiel vorbei, zeigt das letzte Brett den Seed und die ganze Verpflichtung. Exportiere das Protokoll (`/schweinchen export`, `/würfelhaus export`, `/weltraum export`) und führe `oink replay --verify record.json` aus: Es prüft, ob der Seed zur Verpflichtung passt, spielt jeden Zug aus dem Seed nach und vergleicht jeden Würfel und jedes Mischen mit dem Protokoll. Die Antwort ist „verified“ oder der erste Wurf, der nicht stimmt.
fairness-footer = Spiele, die vor den überprüfbaren Würfeln begonnen haben, zeigen keine Verpflichtung.
