# Schaltflächen (issue #33).

buttons-turn-roll = 🎲 Würfeln
buttons-turn-build = 🏗️ Bauen…
buttons-turn-buy = 🃏 Karte kaufen
buttons-turn-dev = ✨ Karte ausspielen…
buttons-turn-trade = 🤝 Handeln…
buttons-turn-bank = ⚓ Mit der Bank handeln…
buttons-turn-robber = 🦹 Räuber versetzen…
buttons-turn-steal = 🎯 Rauben…
buttons-turn-discard = 🗑️ Abwerfen
buttons-turn-end = ⏭️ Zug beenden
buttons-turn-hand = 👜 Meine Hand

buttons-lobby-join = Beitreten
buttons-lobby-leave = Verlassen
buttons-lobby-start = Starten
buttons-lobby-cancel = Absagen
buttons-lobby-bots = 🤖 Computerspieler…

buttons-trade-accept = Annehmen
buttons-trade-decline = Ablehnen
buttons-trade-counter = Gegenangebot…
buttons-trade-withdraw = Zurückziehen
buttons-trade-confirm = Mit { $name } bestätigen

buttons-game-over = Das Spiel ist vorbei.
buttons-cannot = Das kannst du gerade nicht: { $doing }.
buttons-cannot-waiting = Das kannst du gerade nicht: { $doing }. { $waiting }
buttons-doing-build = bauen
buttons-doing-dev = eine Entwicklungskarte ausspielen
buttons-doing-bank = mit der Bank handeln
buttons-doing-robber = den Räuber versetzen
buttons-doing-steal = jemanden berauben
buttons-costs = eine Straße kostet { $road }; eine Siedlung { $settlement }; eine Stadt { $city }{ $note }
buttons-nothing-build-step = In diesem Schritt kann nichts gebaut werden.
buttons-nothing-build = Du kannst gerade nichts bauen: { $costs }, und alles braucht einen freien Platz an deinen Straßen.
buttons-nothing-dev-turn = Du hast keine Karte, die du jetzt ausspielen kannst (eine Entwicklungskarte pro Zug, nicht im Zug des Kaufs; Siegpunktkarten bleiben verdeckt).
buttons-nothing-dev = Du hast keine Karte, die du jetzt ausspielen kannst.
buttons-nothing-bank = Du kannst gerade nicht mit der Bank handeln: es braucht 4 Karten einer Sorte (3 an einem 3:1-Hafen, 2 der eigenen Sorte eines Hafens), und die Bank muss die gewünschte Karte haben.
buttons-nothing = Das geht gerade nicht.
buttons-agree-pause = Anhalten zustimmen
