tables-text-channel-only = Starte Spiele in einem Textkanal eines Servers: dort öffne ich für jedes Spiel einen Thread.
tables-open = ✅ Die Lobby von Spiel #{ $game } ist unten offen: die anderen drücken **Beitreten**, du drückst **Starten**.
tables-cancelled-reply = Spiel #{ $game } ist abgesagt.
tables-cancelled-by = Dieses Spiel wurde von { $user } abgesagt.
tables-cancelled = Dieses Spiel wurde abgesagt.
buttons-seat-quit = Ja, Spiel verlassen
buttons-seat-take = Platz übernehmen
buttons-seat-end = Spiel beenden
buttons-seat-back = Ich bin zurück
seats-removed = { $player } wurde aus Spiel #{ $game } entfernt.
seats-leave-lobby = Die Lobby von Spiel #{ $game } verlassen?
seats-not-playing = Du spielst in diesem Spiel nicht mit.
seats-leave-game = Spiel #{ $game } verlassen? Dein Platz bleibt mit seinen Karten und Figuren am Tisch; die anderen spielen weiter, und jemand anderes kann deinen Platz übernehmen, oder die übrigen Spieler können das Spiel beenden. Sobald jemand anderes ihn übernimmt, kannst du nicht selbst auf diesen Platz zurück.
seats-you-left = Du hast Spiel #{ $game } verlassen.
seats-how-left = { $name } hat das Spiel verlassen
seats-how-removed = { $name } wurde aus dem Spiel entfernt
seats-everyone-left = { $how }. Niemand ist mehr am Tisch: das Spiel endet hier (aufgegeben) und bleibt in der Historie.
seats-closed-everyone-left = Dieses Spiel ist zu Ende: alle sind gegangen.
seats-seat-open = { $others } — { $how }. Der Platz behält seine Karten und Figuren. Wer nicht mitspielt, kann **den Platz übernehmen** und weiterspielen; oder die übrigen Spieler können **das Spiel beenden** (die Mehrheit von ihnen muss zustimmen). Bis dahin wartet das Spiel, wann immer dieser Platz an der Reihe ist.
seats-taken-over = { $name } übernimmt den Platz von { $left } ({ $colour }) und spielt mit seinen Karten und Figuren weiter.
seats-you-play = Du spielst jetzt { $colour } in Spiel #{ $game }. Deine Hand kommt per DM.
seats-only-players-end = Nur die Spieler, die noch am Tisch sind, können das Spiel beenden.
seats-not-running = Spiel #{ $game } läuft nicht mehr.
seats-wants-end = { $name } möchte das Spiel beenden ({ $votes } von { $needed } nötig).
seats-vote-counted = Deine Stimme zum Beenden des Spiels ist gezählt.
seats-players-ended = Die übrigen Spieler haben das Spiel beendet. Es bleibt in der Historie (aufgegeben).
seats-closed-players-stopped = Dieses Spiel ist zu Ende: die Spieler haben aufgehört.
bots-placeholder = Computerspieler hinzufügen oder entfernen
bots-host-only = Nur der Host fügt Computerspieler hinzu oder entfernt sie.
bots-add = { $strength ->
    [easy] Einen leichten Computerspieler hinzufügen
    [hard] Einen schweren Computerspieler hinzufügen
   *[normal] Einen normalen Computerspieler hinzufügen
}
bots-remove = { $name } entfernen
bots-menu-title = Computerspieler für dieses Spiel:
bots-added = { $strength ->
    [easy] Ein leichter Computerspieler ist dabei.
    [hard] Ein schwerer Computerspieler ist dabei.
   *[normal] Ein normaler Computerspieler ist dabei.
}
bots-a-bot = Ein Computerspieler
bots-removed = Der Computerspieler ist entfernt.
bots-pick-entry = Wähle einen Eintrag des Menüs.
bots-only-own-seat = Nur der Spieler dieses Platzes kann ihn zurücknehmen.
bots-seat-yours = Dein Platz gehört schon dir: kein Computerspieler spielt ihn.
bots-is-back = { $name } ist zurück und spielt wieder selbst.
bots-welcome-back-seat = Willkommen zurück: du spielst wieder deinen Platz in Spiel #{ $game }.
bots-host-only-game = Nur der Host von Spiel #{ $game } (oder ein Admin) kann das.
bots-done = Erledigt.
bots-welcome-back = Willkommen zurück: deine Abwesenheit ist vorbei, deine Plätze und Spiele gehören wieder dir.
bots-strength-easy = leicht: erlaubte Züge mit einfachen Vorlieben
bots-strength-normal = normal: ein solider heuristischer Spieler
bots-strength-hard = schwer: rechnet voraus (bis zu einer Sekunde pro Zug)
