## The daily Würfelhaus challenge (/haus daily)

daily-title = 📅 Daily Würfelhaus · { $date }
daily-commitment = 🎲 Today's dice committed: { $short } · the same for everyone here · /oink fairness
daily-reveal = 🔓 Dice of { $date }: seed { $seed } · commitment { $commitment }
daily-result = 🏁 Done in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} ({ $time }) · place { $rank } of { $of } today · 🔥 streak: { $streak ->
    [one] { $streak } day
   *[other] { $streak } days
}
daily-done =
    You have played today's challenge already: one attempt a day.
    { $result }
    Come back tomorrow for new dice!
daily-not-yours = That is someone else's daily board: play your own with /haus daily.
daily-outdated = That daily board is out of date: /haus daily shows your attempt as it is now.
daily-day-over = That day's challenge is over: start today's with /haus daily.
daily-server-only = The daily challenge is played on a server: ask in a server's channel.
daily-announce-answers-only = Oink has not been added to this server, only to its players’ accounts, so it cannot post the day’s winner here. A server admin can add it to the server, then ask again.
daily-announce-not-allowed = Only moderators (Manage Messages) choose where the daily winner is announced.
daily-announce-here = From tomorrow on, each day's winner is announced in { $channel }.
daily-announce-off = The daily winner is no longer announced.
daily-leaderboard-title = 📅 Daily Würfelhaus · leaderboard of { $date }
daily-leaderboard-field = Today's leaderboard
daily-leaderboard-empty = Nobody has finished today's house yet: be the first with /haus daily!
# Under the Würfelhaus leaderboard: daily attempts count on their own; $command: the daily leaderboard's command.
daily-leaderboard-elsewhere = 📅 Daily challenges are not counted here: see { $command }
daily-leaderboard-line = **{ $rank }.** { $mention } · { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} · { $time }
daily-winner = 🏆 Daily Würfelhaus of { $date }: { $mention } won, with { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} ({ $time }); { $finished ->
    [one] { $finished } player finished
   *[other] { $finished } players finished
}. Today's dice are waiting: /haus daily
