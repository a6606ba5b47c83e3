hand-title = **Tu mano en la partida de Catan #{ $game }** ({ $name }, { $colour })
hand-resources = Materias primas: { $cards }
hand-no-resources = ninguna carta de materia prima
hand-dev-cards = Cartas de desarrollo: { $cards }
hand-none = ninguna
hand-dev-knight = { $count ->
    [one] { $count } carta de Caballero
   *[other] { $count } cartas de Caballero
}
hand-dev-road-building = { $count ->
    [one] { $count } carta de Construcción de carreteras
   *[other] { $count } cartas de Construcción de carreteras
}
hand-dev-year-of-plenty = { $count ->
    [one] { $count } carta de Descubrimiento
   *[other] { $count } cartas de Descubrimiento
}
hand-dev-monopoly = { $count ->
    [one] { $count } carta de Monopolio
   *[other] { $count } cartas de Monopolio
}
hand-dev-victory-point = { $count ->
    [one] { $count } carta de punto de victoria
   *[other] { $count } cartas de punto de victoria
}
hand-victory-points = Puntos de victoria: { $vp } (públicos { $public })
hand-harbor-rates = Tasas de puerto: { $rates }
hand-rate = { $card } { $rate }:1
hand-discard-owed = ⚠️ Debes descartar { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}: pulsa **🗑️ Descartar** en el mensaje del turno.
hand-discard-set-aside = 🗑️ Descartas { $cards }: vuelven a la banca cuando todos los que deben descartar hayan elegido.
hand-since-last-update = Desde la última actualización: { $changes }
hand-gained = +{ $what }
hand-lost = -{ $what }
hand-held-news = 📬 Mientras no podía escribirte por mensaje directo en la partida #{ $game }:
hand-seat-taken = Dejaste la partida de Catan #{ $game }; ahora otra persona juega tu puesto.
hand-private = 🔒 { $line }
hand-you-took = 🔒 Le quitaste { $cards } a { $victim }.
hand-took-from-you = 🔒 { $thief } te quitó { $cards }.
hand-you-bought = 🔒 Compraste una carta de desarrollo: { $card }.
hand-dms-closed = { $who }, no puedo enviarte mensajes directos, así que tu mano solo te la mostraré a ti en mis respuestas (y en cualquier momento con el botón **👜 Mi mano**). Para recibirla por mensaje directo, permite los mensajes directos de los miembros del servidor.
