sea-hand-ships = Barcos: { $placed } en el tablero, { $left } restantes
sea-hand-chits = Fichas Catan: { $count } ({ $count ->
    [one] { $count } punto de victoria
   *[other] { $count } puntos de victoria
})
sea-hand-gold-choice = 🪙 Tu elección de oro: { $cards } (oculta a los demás hasta que todos hayan elegido)
sea-hand-gold-owed = ⚠️ Debes elegir oro: { $count ->
    [one] { $count } materia prima
   *[other] { $count } materias primas
}. Pulsa **🪙 Elegir oro…**.
sea-hand-gold-question = 🪙 { $mention } — elige { $count ->
    [one] { $count } materia prima
   *[other] { $count } materias primas
} del río de oro: pulsa **🪙 Elegir oro…** (solo tú puedes elegir{ $hidden ->
    [yes] ; tu elección queda oculta hasta que todos hayan elegido
   *[no] { "" }
}).
sea-hand-gold-answered = ✅ { $who } ya eligió.
sea-hand-the-player = El jugador
