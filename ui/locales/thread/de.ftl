# Der Thread des Spiels, Deutsch (Issue #33): was alle von einem Spiel lesen, in der Sprache des Spiels.

## Teile einer Zeile verbinden
thread-then = { $first }; { $then }
thread-sentences = { $first } { $then }
thread-concat = { $first }{ $then }
thread-nobody = niemand
thread-everyone = alle

## Entwicklungskarten
thread-dev-knight = Ritter
thread-dev-road-building = Straßenbau
thread-dev-year-of-plenty = Erfindung
thread-dev-monopoly = Monopol
thread-dev-victory-point = Siegpunkt

## Ereignisse
thread-rolled = 🎲 { $who } würfelt **{ $total }** ({ $die1 }+{ $die2 }).
thread-gain = { $who } +{ $cards }
thread-production = Ertrag: { $gains }.
thread-production-none = Niemand erhält etwas.
thread-robber-blocked = Der Räuber blockiert { $hexes }.
thread-bank-short = Der Bank fehlt es an { $resources }.
thread-owes = { $who } { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
thread-discards-owed = Wer mehr als 7 Karten hat, muss abwerfen: { $owed }.
thread-discarded = { $who } wirft { $cards } ab.
thread-robber-moved = 🦹 { $who } versetzt den Räuber nach { $hex }.
thread-stolen = { $who } beraubt { $victim }.
thread-stolen-card = { $who } beraubt { $victim } ({ $card }).
thread-steal-skipped = { $who } beraubt niemanden.
thread-bought-dev = { $who } kauft eine Entwicklungskarte.
thread-bought-dev-card = { $who } kauft eine Entwicklungskarte ({ $card }).
thread-played-knight = ⚔️ { $who } spielt einen Ritter aus ({ $knights } ausgespielt).
thread-largest-army = 🛡️ { $who } hat jetzt die Größte Rittermacht ({ $knights } Ritter).
thread-played-road-building = { $who } spielt Straßenbau aus.
thread-played-year-of-plenty = { $who } spielt Erfindung aus: { $resources }.
thread-played-year-of-plenty-nothing = { $who } spielt Erfindung aus: nichts (die Bank ist leer).
thread-played-monopoly-none = { $who } spielt Monopol auf { $resource } aus: die anderen haben keins.
thread-played-monopoly = { $who } spielt Monopol aus und nimmt den anderen { $taken } ab.
thread-revealed-vp = { $who } deckt { $count ->
    [one] { $count } Siegpunktkarte
   *[other] { $count } Siegpunktkarten
} auf.
thread-bank-trade = { $who } tauscht { $count } { $give } mit der Bank gegen 1 { $get }.
thread-trade-offered = 🤝 { $who } bietet { $to } { $give } für { $get } an (Handel #{ $offer }).
thread-trade-countered = 🤝 { $who } macht { $to } ein Gegenangebot: { $give } für { $get } (Handel #{ $offer }).
thread-trade-accepted = { $who } nimmt Handel #{ $offer } an.
thread-trade-declined = { $who } lehnt Handel #{ $offer } ab.
thread-traded = ✅ { $who } gibt { $partner } { $give } für { $get }.
thread-built = 🏗️ { $who } baut { $piece ->
    [road] eine Straße
    [settlement] eine Siedlung
    [city] eine Stadt
    [wall] eine Stadtmauer
   *[other] { $name }
} auf { $at }.
thread-longest-road-aside = Die Längste Handelsstraße wird beiseitegelegt: niemand hat sie jetzt.
thread-longest-road = 🛣️ { $who } hat jetzt die Längste Handelsstraße ({ $length ->
    [one] { $length } Straße
   *[other] { $length } Straßen
}).
thread-turn-started = ➡️ Zug { $turn }: { $who }.
thread-starting-player = { $who } würfelt am höchsten und setzt zuerst.
thread-starting-resources = { $who } erhält { $cards } zum Start.
thread-game-over = 🏆 **{ $who } gewinnt** mit { $vp } Siegpunkten!
thread-gave-cards = { $who } gibt { $other } { $cards }.
thread-took-cards = { $who } nimmt { $other } { $cards } ab.

## Farben der Plätze
thread-colour-red = rot
thread-colour-blue = blau
thread-colour-white = weiß
thread-colour-orange = orange
thread-colour-green = grün
thread-colour-brown = braun

## Die Zugnachricht
thread-seated = { $who } ({ $colour })
thread-game-begins = 🎲 **Das Spiel beginnt!** Plätze: { $seats }{ $note }
thread-intro = Züge, Handel und der Spielplan erscheinen in diesem Thread; deine Hand kommt per DM. `/catan help` erklärt die Befehle.
thread-header-setup = **Gründungsphase** — { $who }
thread-header-over = **Spiel vorbei**
thread-header-turn = **Zug { $turn }** — { $who }
thread-title-setup = **Gründungsphase**
thread-title-turn = **Zug { $turn }**
thread-title-earlier = **Früherer Zug**
thread-title-who = { $title } — { $who }
thread-prompt = ➡️ { $who }: { $prompt }
thread-nothing-else = (sonst ist nichts passiert)
thread-made-for = { $line } (🤖 für { $who })
thread-discard-ping = eine 7 wurde gewürfelt und du hast mehr als 7 Karten. Wirf die Hälfte ab: drück **🗑️ Abwerfen** in der Zugnachricht.
thread-discard-ping-to = { $mentions } — { $ping }
thread-discards-made = ✅ Alle haben für die 7 abgeworfen ({ $who }).

## Was der Spieler tun muss, auf den das Spiel wartet
thread-prompt-setup-settlement = eine Siedlung setzen: `/catan build settlement`
    .about = eine Siedlung setzen
thread-prompt-setup-road = eine Straße daneben setzen: `/catan build road`
    .about = eine Straße daneben setzen
thread-prompt-pre-roll = würfeln (oder zuerst eine Entwicklungskarte ausspielen)
    .about = würfeln (oder zuerst eine Entwicklungskarte ausspielen)
thread-prompt-move-robber = den Räuber versetzen: `/catan robber`
    .about = den Räuber versetzen
thread-prompt-steal = wählen, wen du beraubst: `/catan steal`
    .about = wählen, wer beraubt wird
thread-prompt-main = handeln, bauen oder den Zug beenden
    .about = handeln, bauen oder den Zug beenden
thread-prompt-road-building = deine freien Straßen bauen: `/catan build road`
    .about = { $you ->
        [1] deine
       *[other] die
    } freien Straßen bauen
thread-prompt-discard = die Hälfte deiner Karten abwerfen: drück **🗑️ Abwerfen**
    .about = die Hälfte { $you ->
        [1] deiner
       *[other] der
    } Karten abwerfen

## Stand und Spielende
thread-you = dich
thread-waiting = Warten auf { $who }: { $what }.
thread-waiting-each = { $who }: { $what }
thread-waiting-several = Warten auf { $each }.
thread-waiting-over = Das Spiel ist vorbei.
thread-status-over = Spiel vorbei: **{ $who }** hat gewonnen.
thread-status-setup = Gründungsphase.
thread-status-turn = Zug { $turn }: { $who } ist am Zug.
thread-status-roll = Letzter Wurf: { $total } ({ $die1 }+{ $die2 }).
thread-status-player = • { $who } ({ $colour }): { $vp } SP, { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}, { $dev ->
    [one] { $dev } Entwicklungskarte
   *[other] { $dev } Entwicklungskarten
}, { $knights } Ritter
thread-status-awards = { $line } · { $awards }
thread-status-rules = { $rules }. Wer zuerst { $target } SP hat, gewinnt.
thread-rules-base = Basisspiel
thread-longest-road-name = Längste Handelsstraße
thread-largest-army-name = Größte Rittermacht
thread-standings = **Endstand**
thread-standings-turn = **Endstand** (Zug { $turn })
thread-winner = 🏆 **{ $who } gewinnt** in Zug { $turn }!
thread-standing = { $rank }. { $who } ({ $colour }): { $vp } SP
thread-standing-awards = { $line } ({ $awards })
thread-vp-cards = { $count ->
    [one] { $count } Siegpunktkarte
   *[other] { $count } Siegpunktkarten
}
thread-log-empty = Bisher ist nichts passiert.

## Statistiken und geschlossene Handelsangebote
thread-stats-title = Spiel #{ $game }: Statistiken
thread-someone = jemand
thread-offer-done = ✅ **Handel #{ $offer } erledigt:** { $who } gibt { $partner } { $give } für { $get }.
thread-offer-closed = ~~Handel #{ $offer }~~ — geschlossen.
thread-offer-closed-why = ~~Handel #{ $offer }~~ — geschlossen: { $reason }.
thread-offer-closed-terms = ~~Handel #{ $offer }: { $who } gibt { $give } für { $get }~~ — geschlossen: { $reason }.
thread-offer-reason-closed = geschlossen
thread-offer-reason-declined = alle haben abgelehnt
thread-offer-reason-withdrawn = zurückgezogen
thread-offer-reason-turn-ended = der Zug ist zu Ende
thread-offer-reason-building-started = es wird gebaut (der Handel ist für diesen Zug vorbei)
thread-offer-reason-game-over = das Spiel ist vorbei
thread-offer-reason-another-trade-was-made = ein anderer Handel kam zustande

## Erinnerungen und zurückgegebene Plätze
thread-reminder = ⏰ { $mentions } — Spiel #{ $game } wartet auf dich. { $waiting }{ $last ->
    [1] { " " }Das ist die letzte Erinnerung.
   *[other] { "" }
}
thread-seat-back = { $who } spielt den eigenen Platz wieder.
