## Die tägliche Würfelhaus-Herausforderung (/haus daily)

daily-title = 📅 Würfelhaus des Tages · { $date }
daily-commitment = 🎲 Würfel von heute festgelegt: { $short } · für alle hier gleich · /oink fairness
daily-reveal = 🔓 Würfel vom { $date }: Seed { $seed } · Verpflichtung { $commitment }
daily-result = 🏁 Fertig in { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Zügen
} ({ $time }) · Platz { $rank } von { $of } heute · 🔥 Serie: { $streak ->
    [one] { $streak } Tag
   *[other] { $streak } Tage
}
daily-done =
    Du hast die Herausforderung von heute schon gespielt: ein Versuch pro Tag.
    { $result }
    Morgen gibt es neue Würfel!
daily-not-yours = Das ist das Tagesbrett von jemand anderem: spiel dein eigenes mit /würfelhaus täglich.
daily-outdated = Dieses Tagesbrett ist veraltet: /würfelhaus täglich zeigt deinen Versuch, wie er jetzt steht.
daily-day-over = Die Herausforderung dieses Tages ist vorbei: starte die von heute mit /würfelhaus täglich.
daily-server-only = Die Herausforderung des Tages wird auf einem Server gespielt: frag in einem Kanal eines Servers.
daily-announce-answers-only = Oink ist diesem Server nicht hinzugefügt, nur den Konten seiner Spieler, und kann die Tagessieger hier nicht posten. Ein Server-Admin kann Oink dem Server hinzufügen; dann frag noch einmal.
daily-announce-not-allowed = Nur die Moderation (Nachrichten verwalten) wählt, wo der Tagessieger angesagt wird.
daily-announce-here = Ab morgen wird der Sieger jedes Tages in { $channel } angesagt.
daily-announce-off = Der Tagessieger wird nicht mehr angesagt.
daily-leaderboard-title = 📅 Würfelhaus des Tages · Bestenliste vom { $date }
daily-leaderboard-field = Bestenliste von heute
daily-leaderboard-empty = Noch niemand hat das Haus von heute fertig: sei der Erste mit /würfelhaus täglich!
daily-leaderboard-elsewhere = 📅 Tägliche Herausforderungen zählen hier nicht: siehe { $command }
daily-leaderboard-line = **{ $rank }.** { $mention } · { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
} · { $time }
daily-winner = 🏆 Würfelhaus des Tages vom { $date }: { $mention } hat gewonnen, mit { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Zügen
} ({ $time }); { $finished ->
    [one] { $finished } Spieler ist fertig geworden
   *[other] { $finished } Spieler sind fertig geworden
}. Die Würfel von heute warten: /würfelhaus täglich
