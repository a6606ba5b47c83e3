# Die Variante für 2 Spieler im Thread, Deutsch (Issue #33).

two-thread-neutral = { $name ->
    [white] Weiß
    [orange] Orange
   *[other] { $colour }
} (neutral)
two-thread-colour = { $name ->
    [white] Weiß
    [orange] Orange
   *[other] { $colour }
}
two-thread-then = { $first }, dann { $then }
two-thread-rules = Variante für 2 Spieler
two-thread-seats-note = ; neutrale Spieler: { $neutrals } (du setzt ihre Figuren nach jeder deiner Straßen und Siedlungen)
two-thread-first-roll = 🎲 { $who } würfelt **{ $total }** ({ $die1 }+{ $die2 }) (erster Wurf).
two-thread-second-roll = 🎲 Zweiter Wurf von { $who }: **{ $total }** ({ $die1 }+{ $die2 }).
two-thread-second-roll-again = 🎲 Zweiter Wurf von { $who }: **{ $total }** ({ $die1 }+{ $die2 }); neu gewürfelt nach { $thrown }, gleich dem ersten Wurf.
two-thread-cards-gained = 🎴 { $who } nimmt { $count ->
    [one] { $count } Handelskarte
   *[other] { $count } Handelskarten
}{ $reason ->
    [settlement] { " " }für den Bauplatz der Siedlung
    [knight] { " " }für einen Ritter
   *[other] { "" }
}
two-thread-cards-gained-capped = { $gained } (verdient: { $earned }; höchstens 7 auf der Hand, { $supply } im Vorrat übrig)
two-thread-cards-held = { $gained }; hat jetzt { $held }.
two-thread-neutral-starts = 🏳️ { $neutral } beginnt mit { $piece ->
    [road] einer Straße
    [settlement] einer Siedlung
   *[other] { $name }
} auf { $at }.
two-thread-neutral-built = 🏳️ { $who } setzt { $piece ->
    [road] eine Straße
    [settlement] eine Siedlung
   *[other] { $name }
} für { $neutral } auf { $at }.
two-thread-neutral-fallback = Keine neutrale Siedlung passt irgendwo hin: stattdessen wird eine neutrale Straße gesetzt.
two-thread-neutral-skipped = Keine neutrale Straße passt irgendwo hin: die neutralen Spieler bauen diesmal nichts.
two-thread-forced-trade = 🔁 { $who } zahlt { $paid ->
    [one] { $paid } Handelskarte
   *[other] { $paid } Handelskarten
} für einen Zwangshandel und zieht { $drawn } von { $victim }.
two-thread-forced-given = 🔁 { $who } gibt { $victim } { $given } zurück.
two-thread-robber-desert = 🦹 { $who } zahlt { $paid ->
    [one] { $paid } Handelskarte
   *[other] { $paid } Handelskarten
}, um den Räuber in die Wüste zu versetzen ({ $hex }).
two-thread-knight-removed = ⚔️ { $who } tauscht einen ausgespielten Ritter ein ({ $knights } übrig).
two-thread-army-aside = 🛡️ Die Größte Rittermacht wird beiseitegelegt: niemand hat sie jetzt.
two-thread-prompt-neutral-road = eine Straße für einen neutralen Spieler setzen: **🏳️ Neutrales Bauwerk…** oder `/catan 2p neutral_road`
    .about = eine Straße für einen neutralen Spieler setzen
two-thread-prompt-neutral-settlement = eine Siedlung für einen neutralen Spieler setzen: **🏳️ Neutrales Bauwerk…** oder `/catan 2p neutral_settlement`
    .about = eine Siedlung für einen neutralen Spieler setzen
two-thread-prompt-forced-trade-give = 2 Karten zurückgeben: **↩️ Zurückgeben…** oder `/catan 2p giveback`
    .about = 2 Karten zurückgeben
two-thread-prompt-second-roll = den zweiten Ertragswurf machen (🎲 Würfeln)
    .about = den zweiten Ertragswurf machen (🎲 Würfeln)
two-thread-status-held = { $who } { $count } (eine Aktion kostet { $price })
two-thread-status-cards = 🎴 Handelskarten: { $held }; { $supply } im Vorrat.
two-thread-status-roll = { $total } ({ $die1 }+{ $die2 })
two-thread-status-rolls = Würfe in diesem Zug: { $rolls }.
two-thread-status-neutral = 🏳️ { $neutral }: { $settlements ->
    [one] { $settlements } Siedlung
   *[other] { $settlements } Siedlungen
}, { $roads ->
    [one] { $roads } Straße
   *[other] { $roads } Straßen
} (längste { $length })
