# Städte & Ritter: die Wörter in den Bildern (issue #33), Deutsch.
ck-images-column-progress = Fortschritt
ck-images-column-improvements = Stadtausbau
ck-images-column-defender = Retter
ck-images-stats-pillaged = Geplündert
ck-images-stats-progress = Fortschritt

## The strip under the board (rendering/rules/cities_and_knights/status.py)
ck-images-last-roll = Letzter Wurf
ck-images-not-rolled = noch nicht gewürfelt
ck-images-ship = Schiff
ck-images-gate-trade = Stadttor Handel
ck-images-gate-politics = Stadttor Politik
ck-images-gate-science = Stadttor Wissensch.
ck-images-attack-in = { $count ->
    [one] Barbaren: Angriff in { $count } Schiffswurf
   *[other] Barbaren: Angriff in { $count } Schiffswürfen
}
ck-images-attack = Die Barbaren greifen an
ck-images-barbarians-vs-knights = Barbaren gegen Ritter
ck-images-catan-falls = Catan würde fallen
ck-images-catan-holds = Catan würde standhalten

## The hand (rendering/rules/cities_and_knights/hand.py)
ck-images-section-cards = Rohstoffe und Handelswaren
ck-images-cards-note = { $resources ->
    [one] { $resources } Rohstoff
   *[other] { $resources } Rohstoffe
}, { $commodities ->
    [one] { $commodities } Handelsware
   *[other] { $commodities } Handelswaren
}
ck-images-section-progress = Fortschrittskarten
ck-images-progress-note = { $count } von { $most } (Handkartenlimit)
ck-images-section-development = Stadtausbau
ck-images-development-note = Stufe jetzt, Kosten der nächsten, rote Würfelzahlen für eine Karte
ck-images-card-cloth = Tuch
ck-images-card-coin = Münze
ck-images-card-paper = Papier
ck-images-no-progress = Noch keine: ein Stadttor auf dem Ereigniswürfel bringt sie (siehe unten)
ck-images-track-trade = Handel
ck-images-track-politics = Politik
ck-images-track-science = Wissenschaft
ck-images-metropolis = ★ Metropole
ck-images-now = Jetzt: { $name }
ck-images-no-improvement = keine
ck-images-top-level = Höchste Stufe erreicht
ck-images-next-level = Nächste Stufe: { $cost }
ck-images-improve-now = ✓ jetzt ausbauen
ck-images-short = { $short ->
    [one] du hast { $held }: { $short } fehlt
   *[other] du hast { $held }: { $short } fehlen
}
ck-images-draws = Karte bei Rot 1-{ $top }
ck-images-draws-none = Noch keine Fortschrittskarte
ck-images-ability-at-3 = Stufe 3: { $ability }
ck-images-ability-held = ✓ { $ability }
ck-images-ability-trade = Handelswaren 2:1
ck-images-ability-politics = zu mächtigen Rittern befördern
ck-images-ability-science = ohne Ertrag: Rohstoff wählen
ck-images-buy-road = Straße
ck-images-buy-settlement = Siedlung
ck-images-buy-city = Stadt
ck-images-buy-wall = Stadtmauer
ck-images-buy-knight = Ritter
ck-images-buy-activate = Aktivieren
ck-images-buy-promote = Befördern
ck-images-blocked-walls = { $count } Mauern gebaut
ck-images-blocked-basic = kein einfacher Ritter mehr
ck-images-blocked-inactive = kein inaktiver Ritter
ck-images-blocked-promote = kein Ritter zu befördern
ck-images-off-board = Nicht auf dem Plan
ck-images-walls-left = Stadtmauern: { $left } von { $most }

## Progress cards' effects, one line each (rendering/rules/cities_and_knights/progress_cards.py)
ck-images-effect-alchemist = Vor deinem Wurf: roten und gelben Würfel bestimmen
ck-images-effect-crane = Dein nächster Stadtausbau in diesem Zug kostet 1 weniger
ck-images-effect-engineer = Baue eine Stadtmauer kostenlos
ck-images-effect-inventor = Tausche zwei Zahlenchips (nicht 2, 6, 8 oder 12)
ck-images-effect-irrigation = Nimm 2 Getreide je Ackerland an deinen Gebäuden
ck-images-effect-medicine = Siedlung zur Stadt für 2 Erz + 1 Getreide
ck-images-effect-mining = Nimm 2 Erz je Gebirge an deinen Gebäuden
ck-images-effect-printer = 1 Siegpunkt (sofort ausgelegt)
ck-images-effect-road-building = Baue 2 Straßen kostenlos
ck-images-effect-smith = Befördere bis zu 2 deiner Ritter kostenlos
ck-images-effect-bishop = Räuber versetzen; raube 1 Karte von jedem Spieler dort
ck-images-effect-constitution = 1 Siegpunkt (sofort ausgelegt)
ck-images-effect-deserter = Ein Gegner entfernt einen Ritter; setze einen eigenen
ck-images-effect-diplomat = Entferne eine offene Straße (deine: neu setzen)
ck-images-effect-intrigue = Vertreibe einen gegnerischen Ritter an deiner Straße
ck-images-effect-saboteur = Wer so viele SP hat wie du oder mehr, wirft die Hälfte ab
ck-images-effect-spy = Sieh die Fortschrittskarten eines Gegners, nimm eine
ck-images-effect-warlord = Aktiviere alle deine Ritter kostenlos
ck-images-effect-wedding = Jeder Spieler mit mehr SP gibt dir 2 Karten
ck-images-effect-commercial-harbor = Tausche mit jedem Spieler Rohstoff gegen Handelsware
ck-images-effect-master-merchant = Nimm 2 Karten von einem Spieler mit mehr SP
ck-images-effect-merchant = Setze den Kaufmann: 1 SP und 2:1 für den Rohstoff des Felds
ck-images-effect-merchant-fleet = In diesem Zug: eine Kartenart 2:1 tauschen
ck-images-effect-resource-monopoly = Nenne einen Rohstoff: jeder Spieler gibt dir 2
ck-images-effect-trade-monopoly = Nenne eine Handelsware: jeder Spieler gibt dir 1

## Decision images (rendering/rules/cities_and_knights/decisions.py); .kind names the kind
ck-images-decision-setup-city = { $name }: wähle eine Zahl für deine Gründungsstadt
    .kind = Gründungsstadt
ck-images-decision-knight = { $name }: wähle eine Zahl für einen neuen Ritter
    .kind = Ritter
ck-images-decision-activate = { $name }: wähle den Ritter (Zahl), den du aktivierst
    .kind = Aktivieren
ck-images-decision-promote = { $name }: wähle den Ritter (Zahl), den du beförderst
    .kind = Befördern
ck-images-decision-move-knight = { $name }: wähle den Ritter (Zahl), der zieht
    .kind = Ritter bewegen
ck-images-decision-move-knight-second = { $name }: wähle, wohin der Ritter auf { $origin } zieht
ck-images-decision-displace = { $name }: wähle deinen Ritter (Zahl), der vertreibt
    .kind = Vertreiben
ck-images-decision-displace-second = { $name }: wähle den Ritter, den der auf { $origin } vertreibt
ck-images-decision-chase = { $name }: wähle den Ritter (Zahl), der den Räuber verjagt
    .kind = Räuber verjagen
ck-images-decision-wall = { $name }: wähle die Stadt (Zahl) für eine Stadtmauer
    .kind = Stadtmauer
ck-images-decision-bishop = { $name }: wähle einen Buchstaben für den Räuber (Bischof)
    .kind = Bischof
ck-images-decision-merchant = { $name }: wähle einen Buchstaben für den Kaufmann
    .kind = Kaufmann
ck-images-decision-inventor = { $name }: wähle den ersten Zahlenchip zum Tauschen (Erfinder)
    .kind = Erfinder
ck-images-decision-inventor-second = { $name }: wähle den Chip, der mit { $origin } tauscht (Erfinder)
ck-images-decision-diplomat = { $name }: wähle die offene Straße (Zahl-Zahl) zum Entfernen
    .kind = Diplomat
ck-images-decision-engineer = { $name }: wähle die Stadt (Zahl) für eine kostenlose Mauer
    .kind = Ingenieur
ck-images-decision-medicine = { $name }: wähle die Siedlung (Zahl), die zur Stadt wird
    .kind = Medizin
ck-images-decision-intrigue = { $name }: wähle den Ritter (Zahl) zum Vertreiben (Intrige)
    .kind = Intrige
ck-images-decision-smith = { $name }: wähle einen Ritter (Zahl) zum Befördern (Schmied)
    .kind = Schmied
ck-images-decision-smith-second = { $name }: wähle einen zweiten Ritter neben { $origin } (Schmied)
ck-images-decision-pillage = { $name }: wähle die Stadt (Zahl), die die Barbaren plündern
    .kind = Plünderung
ck-images-decision-metropolis = { $name }: wähle die Stadt (Zahl) für die Metropole
    .kind = Metropole
ck-images-decision-knight-retreat = { $name }: wähle, wohin dein vertriebener Ritter geht
    .kind = Rückzug
ck-images-decision-deserter-remove = { $name }: wähle den Ritter (Zahl), den du entfernst (Deserteur)
    .kind = Deserteur
ck-images-decision-deserter-place = { $name }: wähle eine Zahl für den Ritter des Deserteurs
    .kind = Deserteur
ck-images-decision-commit-knights = { $name }: wähle einen Ritter (Zahl) gegen die Barbaren
    .kind = Ritter schicken
ck-images-decision-diplomat-replace = { $name }: wähle einen Weg (Zahl-Zahl) für deine Straße
    .kind = Straße neu setzen
