# The board as a Discord Activity (issue #34 item 2b): its button in the game's thread and its page.
activity-play-on-board = Auf dem Spielplan spielen
activity-opening = Spielplan wird geöffnet…
activity-not-authorized = Discord hat nicht bestätigt, wer du bist. Schließe den Spielplan und starte ihn neu.
activity-no-game = Hier wird kein Spiel gespielt. Starte den Spielplan im Thread eines Spiels.
activity-off = Der Spielplan in Discord ist bei diesem Bot nicht eingerichtet. `/catan board` gibt dir einen Link dorthin.
