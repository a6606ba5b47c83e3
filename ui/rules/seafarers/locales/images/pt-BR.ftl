# Seafarers: images (issue #33), pt-BR.
sea-images-column-route = Rota
sea-images-column-chits = Fichas
sea-images-ship-note = Barco: 1 madeira + 1 lã · restam { $left }
sea-images-ship-note-now = Barco: 1 madeira + 1 lã · restam { $left } · pode construir
sea-images-gold-notice = { $count ->
    [one] Rio de ouro: escolha { $count } matéria-prima do banco
   *[other] Rio de ouro: escolha { $count } matérias-primas do banco
}

## The statistics' table of Seafarers
sea-images-stats-title = Navegadores
sea-images-stats-ships-built = Barcos construídos
sea-images-stats-islands-reached = Ilhas alcançadas
sea-images-stats-gold-taken = Ouro obtido
sea-images-stats-pirate-steals = Roubos do pirata
sea-images-stats-discoveries = Descobertas

## Decision images (rendering/rules/seafarers/decisions.py); .kind names the kind
sea-images-decision-ship = { $name }: escolha um lado (número-número) para um barco
    .kind = barco
sea-images-decision-move-ship = { $name }: escolha o barco (lado) a mover
    .kind = mover barco
sea-images-decision-move-ship-second = { $name }: escolha para onde navega o barco em { $origin }
sea-images-decision-route = { $name }: escolha um lado para uma estrada (terra) ou um barco (mar)
    .kind = estrada ou barco
sea-images-decision-pirate = { $name }: escolha uma letra de mar para o pirata
    .kind = pirata
sea-images-decision-robber-or-pirate = { $name }: escolha uma letra: terra move o ladrão, mar o pirata
    .kind = ladrão ou pirata
