# Die Ablehnungen des Dienstes, die eine Person liest (issue #33).

service-sentences = { $first }{ $second }
service-game-not-found = Es gibt kein Spiel #{ $game }.
service-not-a-player = Du spielst nicht in Spiel #{ $game } mit.
service-seat-left = Du hast Spiel #{ $game } verlassen; dein Platz ist für jemand anderen frei.
service-seat-not-open = In Spiel #{ $game } ist kein Platz frei (niemand hat es verlassen).
service-game-lobby = Spiel #{ $game } hat noch nicht begonnen.
service-game-finished = Spiel #{ $game } ist vorbei.
service-game-cancelled = Spiel #{ $game } wurde abgesagt.
service-game-abandoned = Spiel #{ $game } wurde aufgegeben.
service-game-not-running = Spiel #{ $game } läuft nicht.
service-needs-attention = Spiel #{ $game } ist angehalten: sein gespeicherter Stand braucht einen Admin. Kein Zug ist verloren.
service-already-started = Spiel #{ $game } hat schon begonnen.
service-lobby-closed = Spiel #{ $game } nimmt keine Spieler mehr auf.
service-already-joined = Du bist schon in Spiel #{ $game }.
service-lobby-full = Spiel #{ $game } ist voll ({ $count } Spieler).
service-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
service-players-range = { $low } bis { $high } Spieler
service-not-enough-players = Spiel #{ $game } braucht { $need } zum Start; es hat { $count }.
service-ck-table-note = { " " }Städte & Ritter spielt man zu 3 bis 6; die Variante für 2 Spieler gibt es nur für das Basisspiel.
service-conflict = Spiel #{ $game } wurde im selben Moment geändert; bitte versuch es noch einmal.
service-internal-error = Bei uns ist etwas schiefgegangen; nichts wurde gespeichert. Bitte versuch es noch einmal.
service-internal-error-in = Bei uns ist in Spiel #{ $game } etwas schiefgegangen; nichts wurde gespeichert. Bitte versuch es noch einmal.
service-needs-a-person = Spiel #{ $game } braucht mindestens einen Menschen am Tisch.
service-bot-strength = Ein Computerspieler ist { $strengths }; nicht „{ $typed }“.
service-host-only-start = Nur der Host von Spiel #{ $game } (oder ein Admin) kann es starten.
service-host-only-cancel = Nur der Host von Spiel #{ $game } (oder ein Admin) kann es absagen.
service-host-only-remove-players = Nur der Host von Spiel #{ $game } (oder ein Admin) kann andere Spieler entfernen.
service-host-only-add-bots = Nur der Host von Spiel #{ $game } (oder ein Admin) kann Computerspieler hinzufügen.
service-host-only-remove-bots = Nur der Host von Spiel #{ $game } (oder ein Admin) kann Computerspieler entfernen.
service-paused-for-another = Spiel #{ $game } ist schon für einen anderen Spieler angehalten.
service-no-pause-asked = Gerade bittet niemand den Tisch, dieses Spiel anzuhalten.
service-paused = Spiel #{ $game } ist angehalten: der Tisch wartet auf einen Spieler im Urlaub. Es geht weiter, wenn er zurück ist (`/catan me back`) oder seine Abwesenheit endet.
service-not-finished = Spiel #{ $game } ist noch nicht zu Ende: Statistiken, Wiederholungen und Logs gibt es am Ende.

## Einstellungen
service-not-a-place-zone = „{ $typed }“ ist nicht die Zeitzone eines Ortes: wähle deine aus der Liste, z. B. Europe/Berlin oder America/New_York.
service-unknown-zone-example = „{ $typed }“ ist keine Zeitzone, die ich kenne: wähle eine aus der Liste, z. B. Europe/Berlin.
service-unknown-zone = „{ $typed }“ ist keine Zeitzone, die ich kenne: wähle eine aus der Liste.
service-not-a-time = „{ $typed }“ ist keine Uhrzeit: schreib sie als HH:MM, z. B. 23:00 oder 07:30.
service-quiet-same-times = Ruhezeiten müssen zu verschiedenen Zeiten beginnen und enden (z. B. 23:00 bis 08:00).
service-vacation-ends-first = Ein Urlaub muss nach seinem Beginn enden.
service-vacation-modes = Während deiner Abwesenheit spielt ein Computerspieler oder das Spiel wird angehalten ({ $modes }).
service-bot-strengths = Der Computerspieler ist einer von { $strengths }.
service-languages = Sprachen: { $languages }.
service-notify-modes = Benachrichtigungen sind eines von { $modes }.
service-digest-needs-time = Eine tägliche Zusammenfassung braucht die Uhrzeit, zu der sie kommen soll (z. B. 19:00).
service-quiet-both-ends = Gib beide Enden deiner Ruhezeiten an (z. B. Beginn 23:00, Ende 08:00) oder keines.
service-away-days = Sag, wie viele Tage du weg bist: mindestens 1 Stunde ({ $least } Tage) und höchstens { $most } Tage; z. B. ist 0.5 ein halber Tag.
service-clock-form-seat = Schreib die Uhr als Zeit pro Zug + Reserve, z. B. 12h+3d (füge 'seat' für eine Übernahme hinzu).
service-clock-form = Schreib die Uhr als Zeit pro Zug + Reserve, z. B. 12h+3d, oder off.
service-clock-range = Die Zeit pro Zug einer Uhr liegt zwischen { $least }m und 14d, ihre Reserve bei 0 oder zwischen { $least }m und 14d, z. B. 12h+3d oder 30m+0.
service-not-a-duration = „{ $typed }“ ist keine Dauer: schreib eine Zahl und m, h oder d, z. B. 30m, 12h oder 3d.
service-no-clock = keine Spieluhr
service-clock-decide = { $per_move } pro Zug + { $bank } Reserve; dann entscheidet ein Computerspieler
service-clock-seat = { $per_move } pro Zug + { $bank } Reserve; dann übernimmt ein Computerspieler den Platz
service-duration-days = { $days } T { $hours } Std.
service-duration-hours-minutes = { $hours } Std. { $mins } Min.
service-duration-hours = { $hours } Std.
service-duration-minutes = { $mins } Min.
service-clock-bank = { $who } { $bank }
service-clock-bank-move = { $who } { $bank } (+ { $move } für diesen Zug)
service-waits-on = Wartet auf { $who }.
service-waits-on-away = Wartet auf { $who } ({ $notes }).
service-away-until = { $who } ist weg bis { $until }
service-vacation-until = { $who } ist im Urlaub bis { $until }
service-why-absent = hat seit { $hours } Std. nicht gespielt (seit { $since })
service-why-absent-quiet = hat seit { $since } nicht gespielt: { $hours } Std. außerhalb der Ruhezeiten gezählt
service-why-vacation = ist im Urlaub bis { $until }
service-why-clock = hat keine Zeit mehr auf der Spieluhr
service-why-host = wurde vom Gastgeber einem Computerspieler übergeben
service-autopilot-decision = { $who } { $why }: ein Computerspieler ({ $strength }) trifft diese Entscheidung für sie; danach gehört der Platz wieder ihnen.
service-autopilot-seat = { $who } { $why }: ein Computerspieler ({ $strength }) spielt den Platz mit seinen Karten und Figuren, bis die Person zurück ist — der Knopf **Ich bin zurück** oder `/catan me back` gibt ihn sofort zurück.
