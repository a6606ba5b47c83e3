# La variante à 2 joueurs dans le fil, français (issue #33).

two-thread-neutral = { $name ->
    [white] Blanc
    [orange] Orange
   *[other] { $colour }
} (neutre)
two-thread-colour = { $name ->
    [white] Blanc
    [orange] Orange
   *[other] { $colour }
}
two-thread-then = { $first } puis { $then }
two-thread-rules = Variante à 2 joueurs
two-thread-seats-note = ; joueurs neutres : { $neutrals } (tu places leurs pièces après chacune de tes routes et colonies)
two-thread-first-roll = 🎲 { $who } obtient **{ $total }** ({ $die1 }+{ $die2 }) (premier lancer).
two-thread-second-roll = 🎲 Second lancer de { $who } : **{ $total }** ({ $die1 }+{ $die2 }).
two-thread-second-roll-again = 🎲 Second lancer de { $who } : **{ $total }** ({ $die1 }+{ $die2 }) ; relancé après { $thrown }, égal au premier lancer.
two-thread-cards-gained = 🎴 { $who } prend { $count ->
    [one] { $count } carte Commerce
   *[other] { $count } cartes Commerce
}{ $reason ->
    [settlement] { " " }pour l’emplacement de la colonie
    [knight] { " " }pour un Chevalier
   *[other] { "" }
}
two-thread-cards-gained-capped = { $gained } (gagnées : { $earned } ; 7 au plus en main, { $supply } dans la réserve)
two-thread-cards-held = { $gained } ; en a { $held }.
two-thread-neutral-starts = 🏳️ { $neutral } commence avec { $piece ->
    [road] une route
    [settlement] une colonie
   *[other] { $name }
} en { $at }.
two-thread-neutral-built = 🏳️ { $who } place { $piece ->
    [road] une route
    [settlement] une colonie
   *[other] { $name }
} pour { $neutral } en { $at }.
two-thread-neutral-fallback = Aucune colonie neutre ne tient nulle part : une route neutre est placée à la place.
two-thread-neutral-skipped = Aucune route neutre ne tient nulle part : les joueurs neutres ne construisent rien cette fois.
two-thread-forced-trade = 🔁 { $who } paie { $paid ->
    [one] { $paid } carte Commerce
   *[other] { $paid } cartes Commerce
} pour un échange forcé et pioche { $drawn } chez { $victim }.
two-thread-forced-given = 🔁 { $who } rend { $given } à { $victim }.
two-thread-robber-desert = 🦹 { $who } paie { $paid ->
    [one] { $paid } carte Commerce
   *[other] { $paid } cartes Commerce
} pour mettre le voleur dans le désert ({ $hex }).
two-thread-knight-removed = ⚔️ { $who } échange un Chevalier joué ({ $knights } restants).
two-thread-army-aside = 🛡️ L’armée la plus puissante est mise de côté : personne ne la détient.
two-thread-prompt-neutral-road = placer une route pour un joueur neutre : **🏳️ Pièce neutre…** ou `/catan 2p neutral_road`
    .about = placer une route pour un joueur neutre
two-thread-prompt-neutral-settlement = placer une colonie pour un joueur neutre : **🏳️ Pièce neutre…** ou `/catan 2p neutral_settlement`
    .about = placer une colonie pour un joueur neutre
two-thread-prompt-forced-trade-give = rendre 2 cartes : **↩️ Rendre…** ou `/catan 2p giveback`
    .about = rendre 2 cartes
two-thread-prompt-second-roll = faire le second lancer de production (🎲 Lancer les dés)
    .about = faire le second lancer de production (🎲 Lancer les dés)
two-thread-status-held = { $who } { $count } (une action coûte { $price })
two-thread-status-cards = 🎴 Cartes Commerce : { $held } ; { $supply } dans la réserve.
two-thread-status-roll = { $total } ({ $die1 }+{ $die2 })
two-thread-status-rolls = Lancers de ce tour : { $rolls }.
two-thread-status-neutral = 🏳️ { $neutral } : { $settlements ->
    [one] { $settlements } colonie
   *[other] { $settlements } colonies
}, { $roads ->
    [one] { $roads } route
   *[other] { $roads } routes
} (la plus longue : { $length })
