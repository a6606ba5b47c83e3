sea-hand-ships = Schiffe: { $placed } auf dem Spielplan, { $left } übrig
sea-hand-chits = Catan-Chips: { $count } ({ $count ->
    [one] { $count } Siegpunkt
   *[other] { $count } Siegpunkte
})
sea-hand-gold-choice = 🪙 Deine Goldwahl: { $cards } (vor den anderen verborgen, bis alle gewählt haben)
sea-hand-gold-owed = ⚠️ Du musst Gold wählen: { $count ->
    [one] { $count } Rohstoff
   *[other] { $count } Rohstoffe
}. Drücke **🪙 Gold wählen…**.
sea-hand-gold-question = 🪙 { $mention } — wähle { $count ->
    [one] { $count } Rohstoff
   *[other] { $count } Rohstoffe
} vom Goldfluss: Drücke **🪙 Gold wählen…** (nur du kannst wählen{ $hidden ->
    [yes] ; deine Wahl bleibt verborgen, bis alle gewählt haben
   *[no] { "" }
}).
sea-hand-gold-answered = ✅ { $who } hat gewählt.
sea-hand-the-player = Der Spieler
