# Die Wörter in den Bildern (issue #33), Deutsch.
images-column-vp = SP
images-column-cards = Karten
images-column-dev = Entw.
images-column-knights = Ritter
images-column-road = Straße
images-column-vp-cards = SP-Karten
images-status-won = Spielende: { $name } gewinnt
images-status-won-with = Spielende: { $name } gewinnt mit { $vp } SP
images-status-setup = Gründung: { $name } setzt
images-status-turn = Zug { $turn }: { $name } ist dran
images-player = Spieler { $number }
images-colour-red = Rot
images-colour-blue = Blau
images-colour-white = Weiß
images-colour-orange = Orange
images-colour-green = Grün
images-colour-brown = Braun

## The board (rendering/board.py, rendering/background.py)
images-harbor-any = beliebig
images-dice-rolled = gewürfelt: { $total }
images-dice-roll-nth = { $nth ->
    [1] 1. Wurf
   *[other] 2. Wurf
} { $total }

## Decision images (rendering/decision.py): a caption per kind; .kind names it where no spot is legal
images-decision-none = { $name }: gerade kein Platz für: { $kind }
images-decision-settlement = { $name }: wähle eine Zahl für eine Siedlung
    .kind = Siedlung
images-decision-road = { $name }: wähle einen Weg (Zahl-Zahl) für eine Straße
    .kind = Straße
images-decision-city = { $name }: wähle die Siedlung (Zahl), die zur Stadt wird
    .kind = Stadt
images-decision-robber = { $name }: wähle einen Buchstaben für den Räuber
    .kind = Räuber

## The hand (rendering/hand.py, rendering/card_row.py)
images-hand-title = Hand von { $name }
images-hand-vp = { $vp } SP
images-hand-vp-hidden = { $vp } SP ({ $hidden } verdeckt)
images-discard-owed = { $count ->
    [one] Du musst { $count } Karte abwerfen
   *[other] Du musst { $count } Karten abwerfen
}
images-section-resources = Rohstoffkarten
images-section-in-hand = { $count } auf der Hand
images-section-development = Entwicklungskarten
images-section-build = Bauen
images-dev-note = diesen Zug gekaufte Karten kannst du ab deinem nächsten Zug spielen
images-dev-new = { $count } neu
images-card-brick = Lehm
images-card-lumber = Holz
images-card-ore = Erz
images-card-grain = Getreide
images-card-wool = Wolle
images-bank-rate = Bank { $rate }:1
images-dev-knight = Ritter
images-dev-road_building =
    Straßen-
    bau
images-dev-year_of_plenty = Erfindung
images-dev-monopoly = Monopol
images-dev-victory_point =
    Siegpunkt
images-buy-road = Straße
images-buy-settlement = Siedlung
images-buy-city = Stadt
images-buy-dev = Entw.-Karte
images-buy-deck-empty = Stapel leer
images-buy-none-left = keine mehr
images-buy-now = ✓ jetzt bauen
images-buy-affordable = ✓ bezahlbar
images-buy-missing = { $count ->
    [one] { $count } Karte fehlt
   *[other] { $count } Karten fehlen
}

## The statistics (rendering/stats.py)
images-stats-title = Spielstatistik
images-stats-dice = { $count ->
    [one] Würfel: { $count } Wurf
   *[other] Würfel: { $count } Würfe
}
images-stats-expected = erwartet
images-stats-vp-by-turn = SP je Zug
images-stats-rolled = gewürfelt
images-stats-cards = Karten
images-stats-start = Start
images-stats-produced = Ertrag
images-stats-trade-plus = Handel +
images-stats-trade-minus = Handel −
images-stats-bank-plus = Bank +
images-stats-bank-minus = Bank −
images-stats-stole = Geraubt
images-stats-stolen = Beraubt
images-stats-discards = Abgeworfen
images-stats-dev-card = Entw.-Karte
