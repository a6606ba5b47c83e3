# Seafarers: images (issue #33), es.
sea-images-column-route = Ruta
sea-images-column-chits = Fichas
sea-images-ship-note = Barco: 1 madera + 1 lana · quedan { $left }
sea-images-ship-note-now = Barco: 1 madera + 1 lana · quedan { $left } · se puede construir
sea-images-gold-notice = { $count ->
    [one] Río de oro: elige { $count } materia prima de la banca
   *[other] Río de oro: elige { $count } materias primas de la banca
}

## The statistics' table of Seafarers
sea-images-stats-title = Navegantes
sea-images-stats-ships-built = Barcos construidos
sea-images-stats-islands-reached = Islas alcanzadas
sea-images-stats-gold-taken = Oro tomado
sea-images-stats-pirate-steals = Robos del pirata
sea-images-stats-discoveries = Descubrimientos

## Decision images (rendering/rules/seafarers/decisions.py); .kind names the kind
sea-images-decision-ship = { $name }: elige un lado (número-número) para un barco
    .kind = barco
sea-images-decision-move-ship = { $name }: elige el barco (lado) que mueves
    .kind = mover barco
sea-images-decision-move-ship-second = { $name }: elige adónde navega el barco de { $origin }
sea-images-decision-route = { $name }: elige un lado para un camino (tierra) o un barco (mar)
    .kind = camino o barco
sea-images-decision-pirate = { $name }: elige una letra de mar para el pirata
    .kind = pirata
sea-images-decision-robber-or-pirate = { $name }: elige una letra: tierra mueve el ladrón, mar el pirata
    .kind = ladrón o pirata
