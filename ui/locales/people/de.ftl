time-built-in = { $strength ->
    [easy] ein leichter Computerspieler
    [hard] ein schwerer Computerspieler
   *[normal] ein normaler Computerspieler
}
time-zone-line = 🕰️ Zeitzone **{ $zone }** (dort ist es jetzt { $local }).
time-quiet-line = 🌙 Ruhezeiten { $hours }: keine Pings, Erinnerungen warten bis zu ihrem Ende, deine AFK-Uhr steht.
time-no-quiet-line = 🌙 Keine Ruhezeiten (setze sie mit `quiet_from` und `quiet_to`, z. B. 23:00 und 08:00).
time-away-pause-line = 🏖️ Abwesend bis { $back }: deine Spiele werden angehalten, wo alle Mitspieler innerhalb von { $hours } h zustimmen; sonst spielt { $bot } deinen Platz.
time-away-bot-line = 🏖️ Abwesend bis { $back }: { $bot } spielt deine Plätze.
time-back-ends-it = `/catan me back` beendet sie sofort.
time-quiet-until = 💤 Deine Ruhezeiten laufen bis { $time }.
time-pause-agreed-all = Danke: alle haben zugestimmt, Spiel #{ $game } ist angehalten.
time-pause-agreed = Danke: Spiel #{ $game } wird angehalten, sobald auch { $names } { $count ->
    [one] zustimmt
   *[other] zustimmen
} (bis { $by }, { $relative }; sonst verfällt die Anfrage).
time-game-refused = Spiel #{ $game }: { $refusal }
time-game-paused = Spiel #{ $game }: angehalten.
time-game-asked = Spiel #{ $game }: der Tisch wird in seinem Thread um Zustimmung gebeten.
time-handed-over = Jetzt übergeben: { $games }.
time-game-ref = Spiel #{ $game }
time-game-asked-soon = Spiel #{ $game }: sein Tisch wird in wenigen Minuten um Zustimmung gebeten.
time-game-handed-soon = Spiel #{ $game }: wird in wenigen Minuten übergeben.

notify-waits-on-you = ⏳ Catan-Spiel #{ $game } wartet auf dich. { $what }
    { $link }
notify-digest = 🗞️ Deine tägliche Catan-Zusammenfassung
    { $inbox }
notify-no-games = Du hast keine laufenden Catan-Spiele. Starte eines mit `/catan new` auf einem Server.
notify-and-more = … und { $count } weitere.
notify-inbox-head = **Deine Catan-Spiele** ({ $count } laufend, { $mine } warten auf dich)
notify-a-server = einem Server
notify-not-running = { $status ->
    [lobby] Lobby
    [needs_attention] braucht Aufmerksamkeit
   *[other] { $status }
} ({ $count } beigetreten)
notify-entry = • #{ $game } auf { $where }: { $state } { $link }
notify-entry-your-move = • #{ $game } auf { $where }: ⏳ **du bist dran** — { $state } { $link }
notify-paused-for = ⏸️ Angehalten für { $name } bis { $until } (oder `/catan me back`).
notify-pause-asked = ⏸️ { $name } bittet, es anzuhalten: stimme bis { $by } zu ({ $relative }).
notify-pending-then = { $pending } { $state }
notify-nothing-to-do = Nichts zu tun.
notify-bots-moving = Computerspieler machen ihre Züge.
notify-waits-since = { $waits }, seit { $since }.
inbox-notify-mention = 🔔 Sag es mir per Erwähnung im Thread des Spiels
inbox-notify-dm = ✉️ Sag es mir per DM (ohne Erwähnung)
inbox-notify-both = 🔔✉️ Sag es mir per Erwähnung und DM
inbox-notify-digest = 🗞️ Eine DM am Tag: eine Zusammenfassung zu meiner Zeit
inbox-digest-at = 🗞️ Zusammenfassung um { $time } ({ $zone })
inbox-settings-digest = Benachrichtigungen: eine tägliche Zusammenfassung um { $time } deiner Zeit ({ $zone }).
inbox-settings-mention = Benachrichtigungen: du erfährst von deinen Spielen per Erwähnung im Thread des Spiels.
inbox-settings-dm = Benachrichtigungen: du erfährst von deinen Spielen per DM (ohne Erwähnung).
inbox-settings-both = Benachrichtigungen: du erfährst von deinen Spielen per Erwähnung und DM.
inbox-not-on-menu = Diese Wahl steht nicht im Menü; verwende `/catan me games` noch einmal.
inbox-placeholder-mode = Wie ich erfahre, dass ein Spiel auf mich wartet
inbox-placeholder-digest = Wann meine tägliche Zusammenfassung kommt

orders-title-default = **Deine Standard-Daueraufträge** (für jedes Spiel ohne eigene)
orders-title = **Deine Daueraufträge in Catan-Spiel #{ $game }**
orders-none = keine: das Spiel wartet wie gewohnt auf dich
orders-bullet = • { $line }
orders-explained = Ein Auftrag antwortet für dich, wenn seine Entscheidung fällig ist (nach deiner Schonfrist, falls du nicht vorher geantwortet hast), mit deinen eigenen Karten; der Tisch sieht die Antwort, als hättest du sie gegeben.
orders-line-roll = 🎲 zu Beginn meines Zuges würfeln
orders-line-priority = ✋ bei einer 7 in dieser Reihenfolge abwerfen: { $cards }
orders-line-keep-build = ✋ bei einer 7 behalten, was eine Stadt oder Siedlung braucht
orders-line-decline = 🙅 Handelsangebote an mich ablehnen
orders-line-answers = 🏰 für mich die Entscheidungen beantworten, die andere aufhalten
orders-line-answers-covered = 🏰 für mich die Entscheidungen beantworten, die andere aufhalten: { $covered }
orders-line-night = 🌙 in meinen Ruhezeiten entscheidet { $bot } für mich
orders-night-bot-easy = ein leichter Computerspieler
orders-night-bot-normal = ein normaler Computerspieler
orders-night-bot-hard = ein schwerer Computerspieler
orders-line-grace = … jeweils { $minutes } Min. nachdem die Entscheidung fällig ist
orders-answers-label = 🏰 Antworte für mich: { $covered }
orders-flag-roll = 🎲 Zu Beginn meines Zuges würfeln
orders-flag-decline = 🙅 Handelsangebote an mich ablehnen
orders-placeholder-flags = Was für mich getan wird
orders-placeholder-discard = Bei einer 7
orders-placeholder-grace = Schonfrist
orders-placeholder-night = In meinen Ruhezeiten
orders-discard-off = ✋ Bei einer 7: ich werfe selbst ab
orders-discard-keep_build = ✋ Bei einer 7: behalten, was eine Stadt oder Siedlung braucht
orders-discard-priority = ✋ Bei einer 7: in meiner Reihenfolge abwerfen
orders-grace = ⏱️ { $minutes } Min. nach Fälligkeit antworten
orders-grace-none = ⏱️ Sofort bei Fälligkeit antworten
orders-night-off = 🌙 In meinen Ruhezeiten: das Spiel wartet auf mich
orders-night-easy = 🌙 In meinen Ruhezeiten: ein leichter Computerspieler
orders-night-normal = 🌙 In meinen Ruhezeiten: ein normaler Computerspieler
orders-night-hard = 🌙 In meinen Ruhezeiten: ein schwerer Computerspieler
orders-button-orders = 📜 Daueraufträge…
orders-button-default-orders = 📜 Standard-Daueraufträge…
orders-button-priority = ✏️ Abwurf-Reihenfolge…
orders-button-default = ⭐ Als Standard nehmen
orders-button-clear = ↩️ Hier meinen Standard nutzen
orders-priority-title = Abwurf-Reihenfolge
orders-priority-label = Zuerst abzugebende Karten, der Reihe nach
orders-made-default = ⭐ Das ist jetzt dein Standard für jedes Spiel.
orders-default-applies = ↩️ In diesem Spiel gelten deine Standard-Aufträge.
orders-not-on-menu = Diese Wahl steht nicht im Menü; öffne die Daueraufträge noch einmal.
orders-name-cards = Nenne die Karten, die du zuerst abgibst, z. B. { $cards }.
orders-night-strengths = Der Computerspieler für deine Ruhezeiten ist easy, normal oder hard.
orders-discard-modes = Abwurf-Aufträge sind eines von { $modes }.
orders-priority-cards = Die Reihenfolge nennt jede Karte einmal, aus: { $cards }.
orders-grace-range = Die Schonfrist liegt zwischen 0 Minuten und einer Woche.

## Die Dauerauftrags-Zeilen der Hand-DM
orders-in-force = 📜 Daueraufträge: { $orders }
orders-and = { $line }; { $more }
orders-applied = 📜 Dauerauftrag: { $what }.
orders-applied-answer = 📜 Dauerauftrag: { $decision }: { $choice }.
orders-intersection = Kreuzung { $spot }
orders-no-choice = keine
orders-night-chose = 🌙 In deinen Ruhezeiten hat { $bot } gewählt: { $what }.
orders-bot-played = 🤖 { $strength ->
    [easy] Ein leichter
    [hard] Ein schwerer
   *[other] Ein normaler
} Computerspieler hat für dich gespielt: { $what }.
orders-earlier-moves = 🤖 { $count ->
    [one] { $count } früherer Zug
   *[other] { $count } frühere Züge
} für dich gemacht (siehe `/catan history log`).
