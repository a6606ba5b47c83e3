# Navegadores no tópico e na sala, português do Brasil (issue #33).

## Eventos
sea-thread-source-roll = a rolagem
sea-thread-source-setup = uma aldeia de fundação
sea-thread-source-discovery = um rio de ouro descoberto
sea-thread-source-gold = um rio de ouro
sea-thread-terrain-0 = colinas
sea-thread-terrain-1 = floresta
sea-thread-terrain-2 = montanha
sea-thread-terrain-3 = campo
sea-thread-terrain-4 = pasto
sea-thread-terrain-5 = deserto
sea-thread-terrain-6 = rio de ouro
sea-thread-terrain-7 = névoa
sea-thread-terrain-8 = mar
sea-thread-terrain-number = { $terrain } { $number }
sea-thread-ship-placed = ⛵ { $who } colocou um barco em { $at }.
sea-thread-ship-built = ⛵ { $who } construiu um barco em { $at }.
sea-thread-ship-built-free = ⛵ { $who } construiu um barco em { $at } (Construção de Estradas).
sea-thread-ship-moved = ⛵ { $who } moveu um barco de { $at } para { $to }.
sea-thread-pirate-moved = 🏴‍☠️ { $who } moveu o pirata para { $hex }.
sea-thread-gold-owed-one = 🪙 Ouro de { $source }: { $who } escolhe { $count ->
    [one] { $count } matéria-prima
   *[other] { $count } matérias-primas
}.
sea-thread-gold-owes = { $who } { $count ->
    [one] { $count } matéria-prima
   *[other] { $count } matérias-primas
}
sea-thread-gold-owed = 🪙 Ouro de { $source }: { $who } à escolha (cada um escolhe em segredo).
sea-thread-gold-committed = 🪙 { $who } já escolheu.
sea-thread-gold-chosen = 🪙 { $who } escolheu { $cards } do rio de ouro.
sea-thread-gold-received = 🪙 { $who } recebe { $cards } ({ $source }).
sea-thread-gold-lost = 🪙 O banco não tem mais matéria-prima para escolher: o ouro se perde.
sea-thread-gold-of = { $who } { $cards }
sea-thread-gold-production = Disso, tirado do rio de ouro: { $gold }.
sea-thread-discovered-sea = 🌫️ { $who } descobriu { $hex }: mar.
sea-thread-discovered = 🌫️ { $who } descobriu { $hex }: **{ $found }**
sea-thread-discovered-receives = { $line }; { $who } recebe { $cards }.
sea-thread-sentence = { $line }.
sea-thread-chits = 🏅 { $who } ganha { $count ->
    [one] { $count } ficha Catan
   *[other] { $count } fichas Catan
} ({ $count ->
    [one] { $count } ponto de vitória
   *[other] { $count } pontos de vitória
}) pela aldeia em { $at }.
sea-thread-route-aside = A Maior Estrada Comercial fica de lado: ninguém a tem agora.
sea-thread-route = 🛣️ { $who } agora tem a Maior Estrada Comercial ({ $length ->
    [one] { $length } estrada ou barco
   *[other] { $length } estradas e barcos
}).
sea-thread-robber-start = 🦹 { $who } coloca o ladrão em { $hex }.
sea-thread-route-name = Maior Estrada Comercial

## Instruções, linha de regras, situação
sea-thread-prompt-gold = escolher suas matérias-primas do rio de ouro: aperte **🪙 Escolher ouro…**
    .about = escolher { $you ->
        [1] suas
       *[other] as
    } matérias-primas do rio de ouro
sea-thread-prompt-pirate-steal = escolher quem o pirata rouba: aperte **🎯 Roubar…** (ou `/catan steal`)
    .about = escolher quem o pirata rouba
sea-thread-prompt-move-robber = mover o ladrão ou o pirata: **🦹 Mover ladrão…** ou **🏴‍☠️ Mover o pirata…**
    .about = mover o ladrão ou o pirata
sea-thread-prompt-setup-road = colocar uma estrada ou um barco ao lado: **🏗️ Construir…** (ou `/catan build road`)
    .about = colocar uma estrada ou um barco ao lado
sea-thread-prompt-road-building = colocar suas estradas ou barcos grátis: **🏗️ Construir…**
    .about = colocar { $you ->
        [1] suas
       *[other] as
    } estradas ou barcos grátis
sea-thread-prompt-sea-robber-start = escolher o deserto onde o ladrão começa: aperte **🦹 Colocar ladrão…**
    .about = escolher o deserto onde o ladrão começa
sea-thread-rules = Navegadores: { $scenario } ({ $layout })
sea-thread-scenario-new-shores = Rumo a novas costas
sea-thread-scenario-four-islands = As quatro ilhas
sea-thread-scenario-fog-island = A ilha da névoa
sea-thread-scenario-through-the-desert = Através do deserto
sea-thread-layout-printed = disposição impressa
sea-thread-layout-variable = disposição embaralhada
sea-thread-status-ships = ⛵ Barcos no tabuleiro: { $ships }
sea-thread-status-chits = 🏅 Fichas Catan: { $chits }
sea-thread-status-fog = 🌫️ { $count ->
    [one] { $count } hexágono de névoa ainda virado para baixo
   *[other] { $count } hexágonos de névoa ainda virados para baixo
}.
sea-thread-status-gold = ⏳ { $who } deve escolher { $count ->
    [one] { $count } matéria-prima
   *[other] { $count } matérias-primas
} de um rio de ouro.
sea-thread-status-pirate = 🏴‍☠️ O pirata está em { $hex }.

## A sala
sea-thread-note-new-shores = Rumo a novas costas: 14 PV, fichas por colonizar novas ilhas
sea-thread-note-four-islands = As quatro ilhas: 12 PV, fichas por colonizar ilhas estrangeiras
sea-thread-note-fog-island = A ilha da névoa: 12 PV, hexágonos de névoa descobertos por estradas e barcos
sea-thread-note-through-the-desert = Através do deserto: 12 PV, fichas além do deserto
sea-thread-note-printed = o terreno e os números do próprio cenário
sea-thread-note-variable = embaralhados dentro de cada área
sea-thread-option-scenario = Cenário
sea-thread-option-layout = Disposição
sea-thread-option-gold-choice-order = Escolha do ouro
sea-thread-option-svp-per-area = Fichas por nova área
sea-thread-option-ttd-robber-start = Início do ladrão
sea-thread-option-4i-first-foreign-one = Primeira ilha estrangeira: 1 ficha
sea-thread-option-harbor-types = Tipos de porto
