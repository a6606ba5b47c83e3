# A variante para 2 jogadores no tópico, português do Brasil (issue #33).

two-thread-neutral = { $name ->
    [white] Branco
    [orange] Laranja
   *[other] { $colour }
} (neutro)
two-thread-colour = { $name ->
    [white] Branco
    [orange] Laranja
   *[other] { $colour }
}
two-thread-then = { $first } e depois { $then }
two-thread-rules = Variante para 2 jogadores
two-thread-seats-note = ; jogadores neutros: { $neutrals } (você coloca as peças deles após cada uma das suas estradas e aldeias)
two-thread-first-roll = 🎲 { $who } rolou **{ $total }** ({ $die1 }+{ $die2 }) (primeira rolagem).
two-thread-second-roll = 🎲 Segunda rolagem de { $who }: **{ $total }** ({ $die1 }+{ $die2 }).
two-thread-second-roll-again = 🎲 Segunda rolagem de { $who }: **{ $total }** ({ $die1 }+{ $die2 }); rolada de novo após { $thrown }, igual à primeira rolagem.
two-thread-cards-gained = 🎴 { $who } pegou { $count ->
    [one] { $count } carta de comércio
   *[other] { $count } cartas de comércio
}{ $reason ->
    [settlement] { " " }pelo local da aldeia
    [knight] { " " }por um Cavaleiro
   *[other] { "" }
}
two-thread-cards-gained-capped = { $gained } (ganhou { $earned }; no máximo 7 na mão, restam { $supply } na reserva)
two-thread-cards-held = { $gained }; tem { $held }.
two-thread-neutral-starts = 🏳️ { $neutral } começa com { $piece ->
    [road] uma estrada
    [settlement] uma aldeia
   *[other] { $name }
} em { $at }.
two-thread-neutral-built = 🏳️ { $who } colocou { $piece ->
    [road] uma estrada
    [settlement] uma aldeia
   *[other] { $name }
} para { $neutral } em { $at }.
two-thread-neutral-fallback = Nenhuma aldeia neutra cabe em lugar nenhum: uma estrada neutra é colocada no lugar.
two-thread-neutral-skipped = Nenhuma estrada neutra cabe em lugar nenhum: os jogadores neutros não constroem nada desta vez.
two-thread-forced-trade = 🔁 { $who } pagou { $paid ->
    [one] { $paid } carta de comércio
   *[other] { $paid } cartas de comércio
} por uma troca forçada e comprou { $drawn } de { $victim }.
two-thread-forced-given = 🔁 { $who } devolveu { $given } para { $victim }.
two-thread-robber-desert = 🦹 { $who } pagou { $paid ->
    [one] { $paid } carta de comércio
   *[other] { $paid } cartas de comércio
} para mover o ladrão para o deserto ({ $hex }).
two-thread-knight-removed = ⚔️ { $who } trocou um Cavaleiro jogado (restam { $knights }).
two-thread-army-aside = 🛡️ O Maior Exército fica de lado: ninguém o tem agora.
two-thread-prompt-neutral-road = colocar uma estrada para um jogador neutro: **🏳️ Peça neutra…** ou `/catan 2p neutral_road`
    .about = colocar uma estrada para um jogador neutro
two-thread-prompt-neutral-settlement = colocar uma aldeia para um jogador neutro: **🏳️ Peça neutra…** ou `/catan 2p neutral_settlement`
    .about = colocar uma aldeia para um jogador neutro
two-thread-prompt-forced-trade-give = devolver 2 cartas: **↩️ Devolver…** ou `/catan 2p giveback`
    .about = devolver 2 cartas
two-thread-prompt-second-roll = fazer a segunda rolagem de produção (🎲 Rolar os dados)
    .about = fazer a segunda rolagem de produção (🎲 Rolar os dados)
two-thread-status-held = { $who } { $count } (uma ação custa { $price })
two-thread-status-cards = 🎴 Cartas de comércio: { $held }; { $supply } na reserva.
two-thread-status-roll = { $total } ({ $die1 }+{ $die2 })
two-thread-status-rolls = Rolagens deste turno: { $rolls }.
two-thread-status-neutral = 🏳️ { $neutral }: { $settlements ->
    [one] { $settlements } aldeia
   *[other] { $settlements } aldeias
}, { $roads ->
    [one] { $roads } estrada
   *[other] { $roads } estradas
} (a mais longa: { $length })
