# Cities & Knights in the game's thread (issue #33).

piece-wall = Stadtmauer

## Ereignisse
ck-thread-commodities = { $count ->
    [one] { $count } Handelsware
   *[other] { $count } Handelswaren
}
ck-thread-a-card = eine Karte
ck-thread-track-trade = Handel
ck-thread-track-politics = Politik
ck-thread-track-science = Wissenschaft
ck-thread-deck-trade = Handel (gelb)
ck-thread-deck-politics = Politik (blau)
ck-thread-deck-science = Wissenschaft (grün)
ck-thread-face-0 = Barbarenschiff
ck-thread-face-1 = Barbarenschiff
ck-thread-face-2 = Barbarenschiff
ck-thread-face-3 = Stadttor Handel (gelb)
ck-thread-face-4 = Stadttor Politik (blau)
ck-thread-face-5 = Stadttor Wissenschaft (grün)
ck-thread-rolled = 🎲 { $who } würfelt **{ $total }** (rot { $red }, gelb { $yellow }); Ereigniswürfel: **{ $face }**.
ck-thread-rolled-alchemist = 🎲 { $who } würfelt **{ $total }** (rot { $red }, gelb { $yellow }) mit dem Alchemisten; Ereigniswürfel: **{ $face }**.
ck-thread-discarded = { $who } wirft { $cards } ab
ck-thread-discards = { $told }.
ck-thread-barbarians-advance = ⛵ Die Barbaren rücken vor ({ $position }/{ $of }).
ck-thread-pillaged = 🔥 Die Barbaren plündern die Stadt von { $who } auf { $at }: sie ist jetzt eine Siedlung.
ck-thread-pillaged-gone = 🔥 Die Barbaren plündern die Stadt von { $who } auf { $at }: sie ist zerstört.
ck-thread-defender = 🏅 { $who } wird **Retter Catans** (1 SP).
ck-thread-drew-card = { $who } zieht **{ $card }**.
ck-thread-drew = { $who } zieht eine Fortschrittskarte { $deck }.
ck-thread-progress-vp = 📜 { $who } zieht und legt { $card } aus (1 SP).
ck-thread-progress-played = 📜 { $who } spielt **{ $card }** aus.
ck-thread-progress-discarded = { $who } legt eine Fortschrittskarte { $deck } unter ihren Stapel zurück.
ck-thread-improved = 🏛️ { $who } baut { $building } ({ $track } Stufe { $level }).
ck-thread-knight-hired = ⚔️ { $who } setzt einen Ritter auf { $at } ein.
ck-thread-knight-placed = ⚔️ { $who } setzt einen { $strength ->
    [1] einfachen
    [2] starken
    [3] mächtigen
   *[other] { "" }
} Ritter auf { $at }.
ck-thread-knight-activated = { $who } aktiviert den Ritter auf { $at }.
ck-thread-knights-activated = { $who } aktiviert alle eigenen Ritter.
ck-thread-knight-promoted = ⚔️ { $who } befördert den Ritter auf { $at } zum { $strength ->
    [1] einfachen
    [2] starken
   *[3] mächtigen
} Ritter.
ck-thread-knight-moved = { $who } versetzt einen Ritter von { $at } nach { $to }.
ck-thread-knight-displaced = ⚔️ { $who } vertreibt den Ritter von { $victim } auf { $at }.
ck-thread-knight-retreated = Der Ritter von { $who } weicht von { $at } nach { $to } aus.
ck-thread-knight-to-supply = Der Ritter von { $who } auf { $at } geht in den Vorrat zurück.
ck-thread-knight-deserted = { $who } entfernt den eigenen Ritter auf { $at } (Deserteur).
ck-thread-robber-chased = ⚔️ Der Ritter von { $who } auf { $at } verjagt den Räuber.
ck-thread-metropolis = 🏙️ { $who } hat jetzt die Metropole { $track } auf { $at }.
ck-thread-metropolis-taken = 🏙️ { $who } hat jetzt die Metropole { $track } auf { $at } und nimmt sie { $other } ab.
ck-thread-merchant-placed = { $who } stellt den Händler auf { $hex }.
ck-thread-numbers-swapped = { $who } tauscht die Zahlen von { $first } und { $second }.
ck-thread-road-removed = { $who } entfernt die Straße von { $owner } auf { $at }.
ck-thread-monopoly-none = { $who } geht leer aus ({ $card }): die anderen haben nichts davon.
ck-thread-monopoly = { $who } nimmt den anderen { $taken } ab.
ck-thread-spy-took-card = 🕵️ { $who } setzt den Spion bei { $other } ein und nimmt { $card }.
ck-thread-spy-took = 🕵️ { $who } setzt den Spion bei { $other } ein und nimmt eine Fortschrittskarte.
ck-thread-spy-took-none = 🕵️ { $who } setzt den Spion bei { $other } ein und nimmt keine Karte.
ck-thread-aqueduct = { $who } nimmt 1 { $card } (Aquädukt).
ck-thread-harbor-trade = { $who } handelt mit { $other } (Handelshafen).
ck-thread-attack = 🏴‍☠️ **Die Barbaren greifen an**: Stärke { $strength } gegen die Ritter Catans { $knights }.
ck-thread-attack-lost-none = Die Barbaren siegen; niemand verliert eine Stadt.
ck-thread-attack-lost = Die Barbaren siegen: { $losers } { $count ->
    [one] verliert eine Stadt
   *[other] verlieren je eine Stadt
}.
ck-thread-attack-saved-one = Catan ist gerettet! { $who } hat am stärksten verteidigt.
ck-thread-attack-saved-tie = Catan ist gerettet! { $who } verteidigen gleich stark: kein Retter Catans, alle ziehen eine Fortschrittskarte.
ck-thread-attack-saved-nobody = Catan ist gerettet! Kein aktiver Ritter: kein Retter Catans.

## Fortschrittskarten
ck-thread-card-alchemist = Alchemist
ck-thread-card-crane = Kran
ck-thread-card-engineer = Ingenieur
ck-thread-card-inventor = Erfinder
ck-thread-card-irrigation = Bewässerung
ck-thread-card-medicine = Medizin
ck-thread-card-mining = Bergbau
ck-thread-card-printer = Buchdruck
ck-thread-card-road-building = Straßenbau
ck-thread-card-smith = Schmied
ck-thread-card-bishop = Bischof
ck-thread-card-constitution = Verfassung
ck-thread-card-deserter = Deserteur
ck-thread-card-diplomat = Diplomat
ck-thread-card-intrigue = Intrige
ck-thread-card-saboteur = Saboteur
ck-thread-card-spy = Spion
ck-thread-card-warlord = Kriegsherr
ck-thread-card-wedding = Hochzeit
ck-thread-card-commercial-harbor = Handelshafen
ck-thread-card-master-merchant = Meisterhändler
ck-thread-card-merchant = Händler
ck-thread-card-merchant-fleet = Handelsflotte
ck-thread-card-resource-monopoly = Rohstoffmonopol
ck-thread-card-trade-monopoly = Handelsmonopol

## Stadtausbauten
ck-thread-improvement-market = Markt
ck-thread-improvement-trading-house = Handelshaus
ck-thread-improvement-counting-house = Handelskontor
ck-thread-improvement-bank = Bank
ck-thread-improvement-great-exchange = Handelsbörse
ck-thread-improvement-town-hall = Rathaus
ck-thread-improvement-church = Kirche
ck-thread-improvement-fortress = Festung
ck-thread-improvement-cathedral = Kathedrale
ck-thread-improvement-high-assembly = Hohes Haus
ck-thread-improvement-abbey = Kloster
ck-thread-improvement-library = Bibliothek
ck-thread-improvement-aqueduct = Aquädukt
ck-thread-improvement-theater = Theater
ck-thread-improvement-university = Universität

## Handelswaren

## Stand, Regelzeile, Aufforderungen und Optionsnamen der Lobby
ck-thread-status-barbarians = ⛵ Barbaren: { $position }/{ $of } · bisherige Angriffe: { $attacks } · Stärke der Barbaren jetzt { $strength }
ck-thread-status-player = • { $who }: Stadtausbau H{ $trade } P{ $politics } W{ $science }, aktive Ritter { $knights }, { $progress ->
    [one] { $progress } Fortschrittskarte
   *[other] { $progress } Fortschrittskarten
}, { $defenders ->
    [one] { $defenders } Retter-Karte
   *[other] { $defenders } Retter-Karten
}
ck-thread-status-metropolis = { $line } · Metropole { $tracks }
ck-thread-status-owed = ⏳ { $who } muss: { $what } (**Antworten…** oder `/catan ck answer`).
ck-thread-rules = Städte & Ritter ({ $extras })
ck-thread-rules-barbarians = Barbarenleiste { $steps } Felder
ck-thread-rules-knight-errant = fahrender Ritter
ck-thread-rules-easy-start = leichter Start
ck-thread-rules-nasty = gemeine Barbaren
ck-thread-prompt-pre-roll = würfeln (oder zuerst den Alchemisten ausspielen)
    .about = würfeln (oder zuerst den Alchemisten ausspielen)
ck-thread-prompt-setup-city = eine Stadt zur Gründung setzen: `/catan build city`
    .about = eine Stadt zur Gründung setzen
ck-thread-prompt-free-roads = deine freien Straßen bauen: `/catan build road`
    .about = { $you ->
        [1] deine
       *[other] die
    } freien Straßen bauen
ck-thread-prompt-resolving = warten, bis der Wurf abgehandelt ist
    .about = warten, bis der Wurf abgehandelt ist
ck-thread-option-barbarian-steps = Barbarenleiste
ck-thread-option-ck-knight-errant = Fahrender Ritter
ck-thread-option-ck-easy-start = Leichter Start
ck-thread-option-ck-nasty = Gemeine Barbaren

## Offene Entscheidungen
ck-thread-owed-you = { $kind ->
    [knight_retreat] deinen vertriebenen Ritter versetzen
    [discard] die Hälfte deiner Karten abwerfen
   *[other] { $step }
}
ck-thread-owed-for = { $what } (für { $who })
ck-thread-owed-from = { $what } (von { $who })
ck-thread-please-answer = 📩 { $who } — bitte { $what }: drück **📩 Antworten…** (nur du kannst antworten).
ck-thread-decision-prompt = { $what }: drück **📩 Antworten…**
    .about = { $you ->
        [1] { $what }
       *[0] { $step }
    }
ck-thread-card-line = { $card } — { $effect }
