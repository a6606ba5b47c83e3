history-button-prev = ◀ Vorheriger Zug
history-button-next = Nächster Zug ▶
history-button-jump = Zu Zug springen…
history-no-game-here = Auf diesem Server gibt es kein Spiel #{ $game }.
history-a-turn = Ein Zug
history-export = Spiel #{ $game }: das öffentliche Protokoll (JSON und Text).
history-leaderboard = 🏆 **Rangliste** (beendete Spiele)
history-no-finished = Noch keine beendeten Spiele.
history-bots = 🤖 **Computerspieler**
history-none-yet = Noch keine.
history-jump-title = Spiel #{ $game }: zu einem Zug springen
history-turn = Zug

## Die Statistik eines beendeten Spiels (history/text.py)
history-stats-head = 📊 **{ $title }**
history-bullet = • { $line }
history-player = Spieler { $seat }
history-duration-unknown = unbekannter Zeit
history-duration-under-a-minute = unter einer Minute
history-duration-minutes = { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}
history-duration-hours = { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
}{ $minutes ->
    [0] {""}
    [one] {" "}{ $minutes } Minute
   *[other] {" "}{ $minutes } Minuten
}
history-duration-days = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
}
history-length = { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
}, { $moves ->
    [one] { $moves } Aktion
   *[other] { $moves } Aktionen
} in { $took }.
history-winner = Sieger: { $who } mit { $vp ->
    [one] { $vp } Siegpunkt
   *[other] { $vp } Siegpunkten
}.
history-rolls = { $rolls ->
    [one] { $rolls } Wurf
   *[other] { $rolls } Würfe
}; { $sevens ->
    [one] { $sevens } Sieben
   *[other] { $sevens } Siebenen
} (erwartet { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }).
history-most-robbed = Am häufigsten beraubt: { $who } ({ $times }-mal).
history-drought = Längste Durststrecke: { $who }, { $rolls ->
    [one] { $rolls } Wurf
   *[other] { $rolls } Würfe
} in Folge ohne Ertrag.
history-biggest-trade = Größter Handel: { $who } gab { $gave ->
    [one] { $gave } Karte
   *[other] { $gave } Karten
} an { $partner } für { $got ->
    [one] { $got } Karte
   *[other] { $got } Karten
} (Zug { $turn }).
history-seat-count = { $who } { $count }

## Rangliste und Wiederholung
history-rating-line = { $place }. { $who } — Wertung { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } · { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
} · { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
history-rating-line-vp = { $line } · Ø { NUMBER($vp, minimumFractionDigits: 1, maximumFractionDigits: 1) } SP
history-bot = Computerspieler
history-bot-strength = Computerspieler ({ $strength })
history-replay = ⏪ Spiel #{ $game }, Wiederholung: { $when } ({ $shown } von { $turns } Zügen gespielt).
history-replay-end = das Ende des Spiels
history-replay-setup = nach der Gründungsphase
history-replay-turn = Ende von Zug { $turn }
history-replay-begins = { $when }, Zug { $next } beginnt
