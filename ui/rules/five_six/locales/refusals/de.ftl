# Die Ablehnungen der Erweiterung für 5-6 Spieler (issue #33).

## Worauf jeder Schritt wartet
refusals-step-special_build = in der Sonderbauphase bauen oder passen
refusals-step-robber_start = die Wüste wählen, in der der Räuber beginnt

## Arten von Zügen
refusals-can-sbp_pass = deinen Sonderbau-Zug beenden
refusals-can-sbp_request = nach diesem Zug um einen Sonderbau-Zug bitten
refusals-can-robber_start = die Wüste wählen, in der der Räuber beginnt

## Warum ein Zug im Sonderbau-Zug oder in der Phase von Spieler 2 abgelehnt wird
refusals-six-second-no-player-trade = Als Spieler 2 (Spielerpaare) darfst du nicht mit anderen Spielern handeln; mit der Bank darfst du handeln.
refusals-six-nobody-trades = In der Phase von Spieler 2 (Spielerpaare) handelt niemand mit Spielern.
refusals-six-bank-trade-over = Der Handel mit der Bank ist für diese Phase vorbei: du hast schon gebaut oder gekauft (strikte Handels-/Bauphasen).
refusals-six-only-purchases = In der Sonderbauphase darfst du nur bauen und kaufen (kein Handel, keine Entwicklungskarten, kein Räuber).
refusals-six-only-purchases-ck = In der Sonderbauphase darfst du nur bauen und kaufen (Straßen, Siedlungen, Städte, Stadtmauern, Ritter und ihr Aktivieren und Befördern): kein Handel, keine Fortschrittskarten, keine anderen Ritterzüge, kein Räuber.
refusals-six-no-slot-to-finish = Du hast gerade keinen Sonderbau-Zug zu beenden.
refusals-six-robber-start-chosen = Der Startplatz des Räubers ist schon gewählt.
refusals-six-slots-offered = In diesem Spiel wird jeder Sonderbau-Zug ohne Bitte angeboten.
refusals-six-already-asked = Du hast für nach diesem Zug schon um einen Sonderbau-Zug gebeten.
refusals-six-ask-when = Bitte um einen Sonderbau-Zug während des Zugs eines anderen Spielers (nicht in der Sonderbauphase oder der Gründungsphase).
refusals-six-own-turn = In deinem eigenen Zug baust du ohnehin: ein Sonderbau-Zug ist für die Spieler, die nicht am Zug sind.

## Ein einzelner Zug
refusals-do-sbp_request = nach diesem Zug um einen Sonderbau-Zug bitten
refusals-do-sbp_pass = den Sonderbau-Zug beenden
refusals-do-robber_start = den Räuber in der Wüste { $desert } beginnen lassen

## Spieloptionen
refusals-six-options-board = Mit 5 oder 6 Spielern ist der Plan immer variabel: einen Einsteigerplan gibt es nicht (SIX-VAR-8).
