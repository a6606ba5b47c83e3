# Die Ablehnungen von Städte & Ritter (issue #33).

## Worauf jeder Schritt wartet
refusals-step-metropolis = die Metropole auf eine Stadt setzen
refusals-step-knight_retreat = den vertriebenen Ritter versetzen
refusals-step-progress_limit = eine Fortschrittskarte zurücklegen (Limit 4)
refusals-step-pillage = die Stadt wählen, die die Barbaren plündern
refusals-step-defender_draw = einen Fortschrittsstapel zum Ziehen wählen
refusals-step-commit_knights = Ritter gegen die Barbaren aufbieten
refusals-step-aqueduct = einen Rohstoff nehmen (Aquädukt)
refusals-step-ck_setup_city = eine Stadt der Gründungsphase setzen
refusals-step-ck_resolving = warten, bis der Wurf abgehandelt ist
refusals-step-ck_free_roads = die kostenlosen Straßen bauen
refusals-step-harbor_commodity = eine Handelsware für den Handelshafen geben
refusals-step-deserter_remove = einen eigenen Ritter entfernen (Deserteur)
refusals-step-deserter_place = einen übergelaufenen Ritter setzen
refusals-step-diplomat_replace = die vom Diplomaten entfernte Straße neu setzen
refusals-step-master_merchant_take = eine Karte mit dem Handelsmeister nehmen
refusals-step-spy_take = eine Fortschrittskarte mit dem Spion nehmen
refusals-step-wedding_gift = eine Karte für die Hochzeit geben

## Arten von Zügen
refusals-can-wall = eine Stadtmauer bauen
refusals-can-knight_hire = einen Ritter einsetzen
refusals-can-knight_activate = einen Ritter aktivieren
refusals-can-knight_promote = einen Ritter befördern
refusals-can-knight_move = einen Ritter versetzen
refusals-can-knight_displace = einen Ritter vertreiben
refusals-can-knight_chase = den Räuber mit einem Ritter verjagen
refusals-can-improve = eine Stadt ausbauen
refusals-can-answer = beantworten, was das Spiel von dir will
refusals-can-progress_discard = eine Fortschrittskarte zurücklegen
refusals-can-harbor_trade = einem Gegner einen Rohstoff gegen eine Handelsware anbieten (Handelshafen)

## Handelswaren

## Warum ein Kauf abgelehnt wird
refusals-ck-costs = { $what ->
        [wall] Eine Stadtmauer
        [knight] Ein Ritter
        [activate] Einen Ritter zu aktivieren
       *[promote] Einen Ritter zu befördern
    } kostet { $cost }; dir fehlen noch: { $missing }.
refusals-ck-walls-built = Alle { $count } deiner Stadtmauern sind gebaut.
refusals-ck-wall-no-city = Eine Stadtmauer kommt unter eine deiner Städte, und du hast noch keine.
refusals-ck-walls-everywhere = Jede deiner Städte hat schon eine Mauer.
refusals-ck-basic-knights-out = Beide deiner { $count } einfachen Ritter stehen auf dem Plan: befördere zuerst einen.
refusals-ck-knight-no-spot = Ein neuer Ritter braucht eine freie Kreuzung an einer deiner Straßen, und es gibt keine.
refusals-ck-no-knight-to-activate = Du hast keinen Ritter zum Aktivieren.
refusals-ck-knights-active = Alle deine Ritter sind schon aktiv.
refusals-ck-no-knight-to-promote = Du hast keinen Ritter zum Befördern.
refusals-ck-no-promotion = Gerade kann keiner deiner Ritter befördert werden: jeder steigt höchstens eine Stufe pro Zug auf, die nächste Stärke muss in deinem Vorrat sein, und ein mächtiger Ritter braucht Politik Stufe 3 (Festung).
refusals-ck-name-a-track = Nenne einen Bereich: trade, politics oder science.
refusals-ck-track-trade = Handel
refusals-ck-track-politics = Politik
refusals-ck-track-science = Wissenschaft
refusals-ck-top-level = Dein Bereich { $track } ist auf der höchsten Stufe ({ $level }).
refusals-ck-improve-no-city = Stadtausbauten brauchen eine Stadt, und du hast keine.
refusals-ck-level-costs = { $track } Stufe { $level } kostet { $cost }; du hast { $held }.
refusals-ck-metropolis-no-city = { $track } Stufe { $level } bringt eine Metropole, und jede deiner Städte trägt schon eine.
refusals-ck-cannot-improve = Du kannst { $track } jetzt nicht ausbauen.

## Wer am Zug ist, welcher Schritt
refusals-ck-not-your-turn = Du kannst jetzt nicht { $action }: du bist nicht am Zug.
refusals-ck-free-roads-first = Baue zuerst deine kostenlosen Straßen.
refusals-ck-answer-not-open = Diese Auswahl ist gerade nicht möglich.

## Ein einzelner Zug
refusals-do-wall = eine Stadtmauer unter der Stadt auf { $spot0 } bauen
refusals-do-knight_hire = einen Ritter auf { $spot0 } einsetzen
refusals-do-knight_activate = den Ritter auf { $spot0 } aktivieren
refusals-do-knight_promote = den Ritter auf { $spot0 } befördern
refusals-do-knight_move = den Ritter von { $spot0 } nach { $spot1 } versetzen
refusals-do-knight_displace = den Ritter auf { $spot1 } mit dem Ritter auf { $spot0 } vertreiben
refusals-do-knight_chase = den Räuber mit dem Ritter auf { $spot0 } verjagen
refusals-do-improve = { $track ->
        [trade] Handel ausbauen (Markt...)
        [politics] Politik ausbauen (Rathaus...)
       *[science] Wissenschaft ausbauen (Kloster...)
    }
refusals-do-answer = #{ $decision } beantworten: { $choice }
refusals-do-progress_discard = { $card } unter ihren Stapel zurücklegen
refusals-do-harbor_trade = Handelshafen: { $player } 1 { $card } für eine Handelsware nach Wahl geben
refusals-do-alchemist = den Alchemisten ausspielen: rot { $red }, gelb { $yellow }
refusals-do-bishop = Bischof ausspielen: den Räuber auf Feld { $hex }
refusals-do-merchant = Kaufmann auf Feld { $hex } ausspielen
refusals-do-inventor = Erfinder ausspielen: die Zahlen von { $hex0 } und { $hex1 } tauschen
refusals-do-diplomat = Diplomat ausspielen: die Straße auf { $path } entfernen
refusals-do-deserter = Deserteur gegen { $player } ausspielen
refusals-do-master_merchant = Handelsmeister gegen { $player } ausspielen
refusals-do-spy = Spion gegen { $player } ausspielen
refusals-do-merchant_fleet = Handelsflotte ausspielen: { $card } in diesem Zug 2:1
refusals-do-trade_monopoly = Handelsmonopol auf { $card } ausspielen
refusals-do-resource_monopoly = Rohstoffmonopol auf { $resource } ausspielen
refusals-do-smith = Schmied ausspielen: { $count ->
        [one] den Ritter
       *[other] die Ritter
    } auf { $spots } befördern
refusals-do-intrigue = Intrige gegen den Ritter auf { $spot0 } ausspielen
refusals-do-engineer = Ingenieur ausspielen: eine kostenlose Stadtmauer auf { $spot0 }
refusals-do-medicine = Medizin ausspielen: eine Stadt auf { $spot0 } für 2 Erz und 1 Getreide

## Spieloptionen
refusals-ck-options-players = Städte & Ritter braucht mindestens 3 Spieler (CK-GEN-1): die Variante für 2 Spieler gibt es nur für das Grundspiel.
refusals-ck-options-board = Städte & Ritter wird mit Gründung auf dem Plan gespielt: board muss { $boards } sein (CK-SETUP-1).

## Progress cards by name
refusals-ck-card-alchemist = Alchemist
refusals-ck-card-bishop = Bischof
refusals-ck-card-commercial_harbor = Handelshafen
refusals-ck-card-constitution = Verfassung
refusals-ck-card-crane = Kran
refusals-ck-card-deserter = Deserteur
refusals-ck-card-diplomat = Diplomat
refusals-ck-card-engineer = Ingenieur
refusals-ck-card-intrigue = Intrige
refusals-ck-card-inventor = Erfinder
refusals-ck-card-irrigation = Bewässerung
refusals-ck-card-master_merchant = Handelsmeister
refusals-ck-card-medicine = Medizin
refusals-ck-card-merchant = Kaufmann
refusals-ck-card-merchant_fleet = Handelsflotte
refusals-ck-card-mining = Bergbau
refusals-ck-card-printer = Buchdruck
refusals-ck-card-resource_monopoly = Rohstoffmonopol
refusals-ck-card-road_building = Straßenbau
refusals-ck-card-saboteur = Saboteur
refusals-ck-card-smith = Schmied
refusals-ck-card-spy = Spion
refusals-ck-card-trade_monopoly = Handelsmonopol
refusals-ck-card-warlord = Kriegsherr
refusals-ck-card-wedding = Hochzeit

## Kinds: playing a card
refusals-can-alchemist = Alchemist ausspielen
refusals-can-bishop = Bischof ausspielen
refusals-can-commercial_harbor = Handelshafen ausspielen
refusals-can-crane = Kran ausspielen
refusals-can-deserter = Deserteur ausspielen
refusals-can-diplomat = Diplomat ausspielen
refusals-can-engineer = Ingenieur ausspielen
refusals-can-intrigue = Intrige ausspielen
refusals-can-inventor = Erfinder ausspielen
refusals-can-irrigation = Bewässerung ausspielen
refusals-can-master_merchant = Handelsmeister ausspielen
refusals-can-medicine = Medizin ausspielen
refusals-can-merchant = Kaufmann ausspielen
refusals-can-merchant_fleet = Handelsflotte ausspielen
refusals-can-mining = Bergbau ausspielen
refusals-can-resource_monopoly = Rohstoffmonopol ausspielen
refusals-can-saboteur = Saboteur ausspielen
refusals-can-smith = Schmied ausspielen
refusals-can-spy = Spion ausspielen
refusals-can-trade_monopoly = Handelsmonopol ausspielen
refusals-can-warlord = Kriegsherr ausspielen
refusals-can-wedding = Hochzeit ausspielen

## One action: a card without choices
refusals-do-commercial_harbor = Handelshafen ausspielen
refusals-do-crane = Kran ausspielen
refusals-do-irrigation = Bewässerung ausspielen
refusals-do-mining = Bergbau ausspielen
refusals-do-saboteur = Saboteur ausspielen
refusals-do-warlord = Kriegsherr ausspielen
refusals-do-wedding = Hochzeit ausspielen
