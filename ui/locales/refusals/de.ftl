# Die Ablehnungen der Spiel-Engine (issue #33): warum ein Zug jetzt nicht erlaubt ist und was erlaubt wäre.

## Wer und worauf gewartet wird
refusals-player = Spieler { $seat }
refusals-waiting = Warten auf { $who }: { $what }.
refusals-and = { $first } und { $next }
refusals-with-hint = { $reason } { $hint }
refusals-everyone = alle

## Worauf jeder Schritt wartet
refusals-step-setup_settlement = eine Siedlung der Gründungsphase setzen
refusals-step-setup_road = eine Straße der Gründungsphase setzen
refusals-step-pre_roll = würfeln
refusals-step-move_robber = den Räuber versetzen
refusals-step-steal = wählen, wer beraubt wird
refusals-step-main = handeln, bauen oder den Zug beenden
refusals-step-road_building = die kostenlosen Straßen bauen
refusals-step-discard = die Hälfte der Karten abwerfen

## Was stattdessen erlaubt ist
refusals-now-you-can = Jetzt kannst du: { $actions }.
refusals-cannot-now = Du kannst jetzt nicht { $action }.
refusals-legal-spots = Erlaubt: { $spots }.
refusals-legal-spots-more = Erlaubt: { $spots } und { $more } weitere.
refusals-you-could = Du könntest: { $choices }.
refusals-you-could-more = Du könntest: { $choices } (und { $more } weitere).
refusals-choices-next = { $choices }; { $choice }

## Arten von Zügen
refusals-can-roll = würfeln
refusals-can-end_turn = deinen Zug beenden
refusals-can-road = eine Straße bauen
refusals-can-settlement = eine Siedlung bauen
refusals-can-city = eine Stadt bauen
refusals-can-buy_dev = eine Entwicklungskarte kaufen
refusals-can-knight = einen Ritter ausspielen
refusals-can-road_building = Straßenbau ausspielen
refusals-can-year_of_plenty = Erfindung ausspielen
refusals-can-monopoly = Monopol ausspielen
refusals-can-reveal_vp = Siegpunktkarten aufdecken
refusals-can-robber = den Räuber versetzen
refusals-can-steal = wählen, wen du beraubst
refusals-can-skip_steal = niemanden berauben
refusals-can-discard = abwerfen
refusals-can-bank_trade = mit der Bank handeln
refusals-can-accept = einen Handel annehmen
refusals-can-decline = einen Handel ablehnen
refusals-can-confirm = einen Handel bestätigen
refusals-can-withdraw = dein Angebot zurückziehen
refusals-can-offer = einen Handel anbieten
refusals-can-counter = ein Gegenangebot machen

## Ein einzelner Zug
refusals-do-roll = würfeln
refusals-do-end_turn = den Zug beenden
refusals-do-road = eine Straße auf { $path } bauen
refusals-do-settlement = eine Siedlung auf { $spot } bauen
refusals-do-city = eine Stadt auf { $spot } bauen
refusals-do-buy_dev = eine Entwicklungskarte kaufen
refusals-do-knight = einen Ritter ausspielen
refusals-do-road_building = Straßenbau ausspielen
refusals-do-year_of_plenty = Erfindung ausspielen für { $resources }
refusals-do-monopoly = Monopol auf { $resource } ausspielen
refusals-do-reveal_vp = Siegpunktkarten aufdecken
refusals-do-robber = den Räuber auf Feld { $hex } versetzen
refusals-do-steal = von { $player } stehlen
refusals-do-skip_steal = nichts stehlen
refusals-do-discard = { $cards } abwerfen
refusals-do-bank_trade = { $give } an die Bank gegen { $get } tauschen
refusals-do-offer = { $give } gegen { $get } an { $to } anbieten
refusals-do-counter = auf Angebot #{ $offer } mit { $give } gegen { $get } antworten
refusals-do-confirm = Handel #{ $offer } mit { $player } bestätigen
refusals-do-accept = Handel #{ $offer } annehmen
refusals-do-decline = Handel #{ $offer } ablehnen
refusals-do-withdraw = Handel #{ $offer } zurückziehen

## Wer am Zug ist
refusals-game-over = Das Spiel ist vorbei.
refusals-not-a-player = Du spielst in diesem Spiel nicht mit.
refusals-not-your-move = Du bist gerade nicht dran.
refusals-not-your-turn = Du bist nicht am Zug. { $waiting }
refusals-not-now = Nicht jetzt. { $waiting }

## Orte
refusals-no-such-path = Diesen Weg gibt es nicht.
refusals-path-taken = Auf Weg { $path } steht schon eine Straße.
refusals-setup-road-touch = Deine Straße der Gründungsphase muss an die { $piece ->
        [city] Stadt
       *[settlement] Siedlung
    } grenzen, die du gerade auf { $spot } gesetzt hast.
refusals-path-unconnected = Weg { $path } ist nicht mit deinen Straßen oder Gebäuden verbunden (ein fremdes Gebäude unterbricht eine Straße).
refusals-no-such-intersection = Diese Kreuzung gibt es nicht.
refusals-intersection-taken = Kreuzung { $spot } ist schon besetzt.
refusals-distance-rule = Kreuzung { $spot } liegt zu nah an einem anderen Gebäude (Abstandsregel).
refusals-not-road-end = Kreuzung { $spot } liegt nicht am Ende einer deiner Straßen.
refusals-no-settlement-on = Du hast auf { $spot } keine Siedlung, die du ausbauen könntest.
refusals-no-such-hex = Dieses Feld gibt es nicht.
refusals-robber-must-move = Der Räuber muss auf ein anderes Feld ziehen.
refusals-robber-desert = Der Räuber darf in diesem Spiel nicht in die Wüste (Regeln von 1997).

## Schritte
refusals-discard-exactly = Du musst genau { $count } Karten abwerfen, die du auf der Hand hast.
refusals-discards-first = Zuerst wirft jeder mit mehr als 7 Karten ab. { $waiting }
refusals-setup-settlement = In der Gründungsphase setzt du eine Siedlung.
refusals-setup-road = In der Gründungsphase setzt du eine Straße an deine neue Siedlung.
refusals-free-roads-first = Baue zuerst deine kostenlosen Straßen aus dem Straßenbau.
refusals-roll-first = Würfle zuerst.
refusals-robber-first = Versetze zuerst den Räuber zu Ende.
refusals-already-rolled = Du hast in diesem Zug schon gewürfelt.
refusals-cannot-end = Du kannst deinen Zug erst beenden, wenn du gewürfelt und den Wurf abgehandelt hast.
refusals-nobody-discards = Gerade muss niemand abwerfen.
refusals-nobody-to-rob = Gerade gibt es niemanden zu berauben.
refusals-vp-automatic = Siegpunktkarten werden automatisch aufgedeckt, wenn sie dir den Sieg bringen.

## Bauen und kaufen
refusals-costs = { $piece ->
        [road] Eine Straße
        [settlement] Eine Siedlung
        [city] Eine Stadt
       *[development_card] Eine Entwicklungskarte
    } kostet { $cost }; dir fehlen noch: { $missing }.
refusals-no-roads-left = Du hast keine Straßen mehr (15 auf dem Plan).
refusals-no-settlements-left = Alle 5 deiner Siedlungen stehen auf dem Plan: baue zuerst eine zur Stadt aus.
refusals-no-cities-left = Alle 4 deiner Städte stehen auf dem Plan.
refusals-nothing-to-upgrade = Du hast keine Siedlung, die du ausbauen könntest.
refusals-deck-empty = Der Stapel der Entwicklungskarten ist leer.
refusals-no-spot-for = Gerade gibt es keinen erlaubten Platz für { $piece ->
        [road] eine Straße
        [settlement] eine Siedlung
        [city] eine Stadt
       *[development_card] eine Entwicklungskarte
    }.

## Entwicklungskarten
refusals-dev-knight = Ritter
refusals-dev-road_building = Straßenbau
refusals-dev-year_of_plenty = Erfindung
refusals-dev-monopoly = Monopol
refusals-dev-limit = Du hast in diesem Zug schon eine Entwicklungskarte ausgespielt.
refusals-no-dev-card = Du hast keine Karte „{ $card }“.
refusals-bought-this-turn = Eine in diesem Zug gekaufte Karte „{ $card }“ kannst du ab deinem nächsten Zug ausspielen.
refusals-road-building-no-spot = Straßenbau braucht eine Straße in deinem Vorrat und einen erlaubten Weg.
refusals-dev-during-roll = Zwischen dem Wurf und dem Ende seiner Abhandlung können keine Entwicklungskarten ausgespielt werden.

## Handel mit der Bank
refusals-name-two-cards = Nenne zwei Karten: { $cards }.
refusals-same-card = Du musst eine andere Karte bekommen, als du abgibst.
refusals-bank-rate = Dein Kurs für { $card } ist { $rate }:1, und du hast { $held }.
refusals-bank-empty = Der Bank ist { $card } ausgegangen.

## Handel mit Spielern
refusals-trade-gone = Handel #{ $offer } ist nicht mehr offen.
refusals-trade-phase-only = Handel kann nur in der Handelsphase des Spielers am Zug abgeschlossen werden.
refusals-not-your-offer = Handel #{ $offer } ist nicht dein Angebot.
refusals-not-accepted = Dieser Spieler hat das Angebot nicht angenommen.
refusals-confirm-cannot-afford = Einer von euch hat die Karten für diesen Handel nicht mehr.
refusals-not-offered-to-you = Handel #{ $offer } wurde dir nicht angeboten.
refusals-already-accepted = Du hast schon angenommen; jetzt bestätigt der Anbieter.
refusals-already-declined = Du hast schon abgelehnt.
refusals-you-dont-hold = Du hast { $cards } nicht.
refusals-only-active-proposes = Nur der Spieler am Zug darf einen Handel vorschlagen (Regeln von 1997).
refusals-no-gifts = Beide Seiten eines Handels müssen mindestens eine Karte geben (keine Geschenke).
refusals-no-gifts-example = Beispiel: 1 Wolle gegen 1 Erz.
refusals-same-both-sides = Derselbe Rohstoff kann nicht auf beiden Seiten eines Handels stehen.
refusals-same-both-sides-hint = Nimm ihn von einer Seite weg.
refusals-trade-width = Ein Handel nennt in diesem Spiel { $count } Kartenanzahlen pro Seite.
refusals-cannot-offer = Du kannst { $cards } nicht anbieten: du hast diese Karten nicht.
refusals-offer-target = Biete einem Gegner an oder allen.
refusals-include-active = Jeder Handel muss den Spieler am Zug einschließen (BASE-TRADE-1): biete ihm an oder allen.
refusals-trade-after-setup = Gehandelt wird erst nach der Gründungsphase.
refusals-trade-during-turn = Gehandelt wird nur während des Zugs eines Spielers.
refusals-trade-over = Der Handel ist für diesen Zug vorbei: du hast schon gebaut (strikte Handels-/Bauphasen).
refusals-trade-after-roll = Gehandelt wird erst nach dem Würfeln.
refusals-trade-after-resolution = Gehandelt werden kann erst, wenn der Wurf ganz abgehandelt ist.

## Anfragen, die kein Zug sind (eines Programms, nicht eines Menschen)
refusals-not-an-action = Kein Zug: { $data }.
refusals-known-kinds = Bekannte Arten: { $kinds }.
refusals-argument-count = Zug { $kind } nimmt { $count } Argument(e), bekam { $got }.
refusals-expected-number = Zug { $kind }: Zahl erwartet, bekam { $got }.
refusals-expected-name = Zug { $kind }: Name erwartet, bekam { $got }.
refusals-expected-counts = Zug { $kind }: 5 Kartenanzahlen erwartet, bekam { $got }.
refusals-expected-resources = Zug { $kind }: Rohstoffe erwartet, bekam { $got }.

## Spieloptionen, die kein spielbares Spiel beschreiben (`/catan new`)
refusals-options-unknown = Unbekannte Option(en): { $unknown }. Bekannt: { $known }.
refusals-options-first-player = first_player muss ein Platz unter { $players } sein.
refusals-options-bool = Option { $name } muss true oder false sein, nicht { $value }.
refusals-options-number = Option { $name } muss eine ganze Zahl von { $low } bis { $high } sein, nicht { $value }.
refusals-options-number-or = Option { $name } muss eine ganze Zahl von { $low } bis { $high } (oder { $extra }) sein, nicht { $value }.
refusals-options-one-of = Option { $name } muss eines von { $values } sein, nicht { $value }.
