# Die Ablehnungen der Variante für 2 Spieler (issue #33).

## Worauf jeder Schritt wartet
refusals-step-neutral_road = eine Straße für einen neutralen Spieler setzen
refusals-step-neutral_settlement = eine Siedlung für einen neutralen Spieler setzen
refusals-step-forced_trade_give = beim erzwungenen Handel 2 Karten zurückgeben

## Arten von Zügen
refusals-can-forced_trade = einen Handel erzwingen
refusals-can-robber_to_desert = den Räuber in die Wüste versetzen
refusals-can-knight_for_trade_cards = einen Ritter gegen Handelskarten tauschen
refusals-can-neutral_road = eine neutrale Straße setzen
refusals-can-neutral_settlement = eine neutrale Siedlung setzen
refusals-can-forced_trade_give = 2 Karten zurückgeben

## Warum eine Handelskarten-Aktion oder ein neutrales Bauwerk abgelehnt wird
refusals-two-only = Diesen Zug gibt es nur in der Variante für 2 Spieler.
refusals-two-paid-when = { $what ->
        [forced_trade] Ein erzwungener Handel
       *[desert] Den Räuber zu versetzen
    } geht vor dem ersten Wurf, zwischen den Würfen oder danach.
refusals-two-paid-cost = { $what ->
        [forced_trade] Ein erzwungener Handel
       *[desert] Den Räuber zu versetzen
    } kostet dich jetzt { $cost } { $cost ->
        [one] Handelskarte
       *[other] Handelskarten
    }; du hast { $held }.
refusals-two-action-limit = Dieses Spiel erlaubt { $limit } { $limit ->
        [one] Handelskarten-Aktion
       *[other] Handelskarten-Aktionen
    } pro Zug.
refusals-two-cannot-give = Ein erzwungener Handel braucht 2 Rohstoffkarten auf deiner Hand zum Zurückgeben.
refusals-two-opponent-empty = Dein Gegner hat keine Rohstoffkarte, die du ziehen könntest.
refusals-two-robber-on-desert = Der Räuber steht schon in der Wüste.
refusals-two-swap-when = Ein Ritter kann vor dem ersten Wurf, zwischen den Würfen oder danach getauscht werden.
refusals-two-no-knight = Du hast keinen ausgespielten Ritter zum Tauschen.
refusals-two-swapped = Du hast in diesem Zug schon einen Ritter getauscht.
refusals-two-card-limit = Du hast schon 7 Handelskarten, das Höchste, was erlaubt ist.
refusals-two-supply-empty = Im Vorrat ist keine Handelskarte mehr.
refusals-two-nothing-owed = Nichts ist offen: { $what ->
        [neutral_road] eine neutrale Straße wird
        [neutral_settlement] eine neutrale Siedlung wird
       *[forced_trade_give] Karten werden
    } nur direkt nach dem passenden Bau oder Ziehen { $what ->
        [forced_trade_give] zurückgegeben
       *[other] gesetzt
    }.
refusals-two-not-like-that = So kannst du { $what ->
        [neutral_road] keine neutrale Straße setzen
        [neutral_settlement] keine neutrale Siedlung setzen
       *[forced_trade_give] keine Karten zurückgeben
    }.

## Ein einzelner Zug
refusals-two-neutral = { $colour ->
        [white] Neutral Weiß
        [orange] Neutral Orange
       *[other] neutraler Platz { $colour }
    }
refusals-do-neutral_road = eine Straße für { $neutral } auf { $path } setzen
refusals-do-neutral_settlement = eine Siedlung für { $neutral } auf { $spot } setzen
refusals-do-forced_trade = einen Handel erzwingen (2 Karten vom Gegner ziehen, 2 zurückgeben)
refusals-do-forced_trade_give = beim erzwungenen Handel { $cards } zurückgeben
refusals-do-robber_to_desert = den Räuber mit Handelskarten in die Wüste versetzen
refusals-do-knight_for_trade_cards = einen ausgespielten Ritter gegen 2 Handelskarten tauschen
