# The 2-player variant in the game's thread, English (issue #33). Keys: two-thread-<what>.

two-thread-neutral = { $name ->
    [white] White
    [orange] Orange
   *[other] { $colour }
} (neutral)
two-thread-colour = { $name ->
    [white] White
    [orange] Orange
   *[other] { $colour }
}
two-thread-then = { $first } then { $then }
two-thread-rules = 2-player variant
two-thread-seats-note = ; neutral players: { $neutrals } (you place their pieces after each of your roads and settlements)
two-thread-first-roll = 🎲 { $who } rolled **{ $total }** ({ $die1 }+{ $die2 }) (first roll).
two-thread-second-roll = 🎲 { $who }'s second roll: **{ $total }** ({ $die1 }+{ $die2 }).
two-thread-second-roll-again = 🎲 { $who }'s second roll: **{ $total }** ({ $die1 }+{ $die2 }); re-thrown after { $thrown } matched the first roll.
two-thread-cards-gained = 🎴 { $who } took { $count ->
    [one] { $count } trade card
   *[other] { $count } trade cards
}{ $reason ->
    [settlement] { " " }for the settlement's spot
    [knight] { " " }for a Knight
   *[other] { "" }
}
two-thread-cards-gained-capped = { $gained } (earned { $earned }; 7 at most in hand, { $supply } left in the supply)
two-thread-cards-held = { $gained }; holds { $held }.
two-thread-neutral-starts = 🏳️ { $neutral } starts with a { $piece ->
   *[other] { $name }
} on { $at }.
two-thread-neutral-built = 🏳️ { $who } placed a { $piece ->
   *[other] { $name }
} for { $neutral } on { $at }.
two-thread-neutral-fallback = No neutral settlement fits anywhere: a neutral road is placed instead.
two-thread-neutral-skipped = No neutral road fits anywhere: the neutral players build nothing this time.
two-thread-forced-trade = 🔁 { $who } paid { $paid ->
    [one] { $paid } trade card
   *[other] { $paid } trade cards
} for a forced trade and drew { $drawn } from { $victim }.
two-thread-forced-given = 🔁 { $who } gave { $given } back to { $victim }.
two-thread-robber-desert = 🦹 { $who } paid { $paid ->
    [one] { $paid } trade card
   *[other] { $paid } trade cards
} to move the robber to the desert ({ $hex }).
two-thread-knight-removed = ⚔️ { $who } exchanged a played Knight ({ $knights } left).
two-thread-army-aside = 🛡️ Largest Army is set aside: nobody holds it now.
two-thread-prompt-neutral-road = place a road for a neutral player: **🏳️ Neutral piece…** or `/catan 2p neutral_road`
    .about = place a road for a neutral player
two-thread-prompt-neutral-settlement = place a settlement for a neutral player: **🏳️ Neutral piece…** or `/catan 2p neutral_settlement`
    .about = place a settlement for a neutral player
two-thread-prompt-forced-trade-give = give 2 cards back: **↩️ Give back…** or `/catan 2p giveback`
    .about = give 2 cards back
two-thread-prompt-second-roll = make the second production roll (🎲 Roll)
    .about = make the second production roll (🎲 Roll)
two-thread-status-held = { $who } { $count } (an action costs { $price })
two-thread-status-cards = 🎴 Trade cards: { $held }; { $supply } in the supply.
two-thread-status-roll = { $total } ({ $die1 }+{ $die2 })
two-thread-status-rolls = This turn's rolls: { $rolls }.
two-thread-status-neutral = 🏳️ { $neutral }: { $settlements ->
    [one] { $settlements } settlement
   *[other] { $settlements } settlements
}, { $roads ->
    [one] { $roads } road
   *[other] { $roads } roads
} (longest { $length })
