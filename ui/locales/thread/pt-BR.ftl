# O tópico da partida, português do Brasil (issue #33): o que todos leem de uma partida, no idioma da partida.

## Unir partes de uma linha
thread-then = { $first }; { $then }
thread-sentences = { $first } { $then }
thread-concat = { $first }{ $then }
thread-nobody = ninguém
thread-everyone = todos

## Cartas de desenvolvimento
thread-dev-knight = Cavaleiro
thread-dev-road-building = Construção de Estradas
thread-dev-year-of-plenty = Ano de Fartura
thread-dev-monopoly = Monopólio
thread-dev-victory-point = Ponto de Vitória

## Eventos
thread-rolled = 🎲 { $who } rolou **{ $total }** ({ $die1 }+{ $die2 }).
thread-gain = { $who } +{ $cards }
thread-production = Produção: { $gains }.
thread-production-none = Ninguém produziu nada.
thread-robber-blocked = O ladrão bloqueou { $hexes }.
thread-bank-short = O banco ficou sem { $resources }.
thread-owes = { $who } { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
thread-discards-owed = Quem tem mais de 7 cartas deve descartar: { $owed }.
thread-discarded = { $who } descartou { $cards }.
thread-robber-moved = 🦹 { $who } moveu o ladrão para { $hex }.
thread-stolen = { $who } roubou { $victim }.
thread-stolen-card = { $who } roubou { $victim } ({ $card }).
thread-steal-skipped = { $who } decidiu não roubar ninguém.
thread-bought-dev = { $who } comprou uma carta de desenvolvimento.
thread-bought-dev-card = { $who } comprou uma carta de desenvolvimento ({ $card }).
thread-played-knight = ⚔️ { $who } jogou um Cavaleiro ({ $knights } jogados).
thread-largest-army = 🛡️ { $who } agora tem o Maior Exército ({ $knights ->
    [one] { $knights } cavaleiro
   *[other] { $knights } cavaleiros
}).
thread-played-road-building = { $who } jogou Construção de Estradas.
thread-played-year-of-plenty = { $who } jogou Ano de Fartura: { $resources }.
thread-played-year-of-plenty-nothing = { $who } jogou Ano de Fartura: nada (o banco está vazio).
thread-played-monopoly-none = { $who } jogou Monopólio de { $resource }: os outros não tinham.
thread-played-monopoly = { $who } jogou Monopólio e pegou { $taken } dos outros.
thread-revealed-vp = { $who } revelou { $count ->
    [one] { $count } carta de ponto de vitória
   *[other] { $count } cartas de ponto de vitória
}.
thread-bank-trade = { $who } trocou { $count } { $give } com o banco por 1 { $get }.
thread-trade-offered = 🤝 { $who } ofereceu { $give } por { $get } para { $to } (troca nº { $offer }).
thread-trade-countered = 🤝 { $who } fez uma contraproposta para { $to }: { $give } por { $get } (troca nº { $offer }).
thread-trade-accepted = { $who } aceitou a troca nº { $offer }.
thread-trade-declined = { $who } recusou a troca nº { $offer }.
thread-traded = ✅ { $who } deu { $give } para { $partner } por { $get }.
thread-built = 🏗️ { $who } construiu { $piece ->
    [road] uma estrada
    [settlement] uma aldeia
    [city] uma cidade
    [wall] uma muralha
   *[other] { $name }
} em { $at }.
thread-longest-road-aside = A Maior Estrada fica de lado: ninguém a tem agora.
thread-longest-road = 🛣️ { $who } agora tem a Maior Estrada ({ $length ->
    [one] { $length } estrada
   *[other] { $length } estradas
}).
thread-turn-started = ➡️ Turno { $turn }: { $who }.
thread-starting-player = { $who } tirou o maior número e coloca primeiro.
thread-starting-resources = { $who } recebe { $cards } para começar.
thread-game-over = 🏆 **{ $who } vence** com { $vp } pontos de vitória!
thread-gave-cards = { $who } deu { $cards } para { $other }.
thread-took-cards = { $who } pegou { $cards } de { $other }.

## Cores dos lugares
thread-colour-red = vermelho
thread-colour-blue = azul
thread-colour-white = branco
thread-colour-orange = laranja
thread-colour-green = verde
thread-colour-brown = marrom

## A mensagem do turno
thread-seated = { $who } ({ $colour })
thread-game-begins = 🎲 **A partida começou!** Lugares: { $seats }{ $note }
thread-intro = Jogadas, trocas e o tabuleiro aparecem neste tópico; sua mão chega por DM. `/catan help` explica os comandos.
thread-header-setup = **Fundação** — { $who }
thread-header-over = **Fim de jogo**
thread-header-turn = **Turno { $turn }** — { $who }
thread-title-setup = **Fundação**
thread-title-turn = **Turno { $turn }**
thread-title-earlier = **Turno anterior**
thread-title-who = { $title } — { $who }
thread-prompt = ➡️ { $who }: { $prompt }
thread-nothing-else = (nada mais aconteceu)
thread-made-for = { $line } (🤖 por { $who })
thread-discard-ping = saiu um 7 e você tem mais de 7 cartas. Descarte metade: aperte **🗑️ Descartar** na mensagem do turno.
thread-discard-ping-to = { $mentions } — { $ping }
thread-discards-made = ✅ Os descartes do 7 foram feitos ({ $who }).

## O que o jogador esperado deve fazer
thread-prompt-setup-settlement = colocar uma aldeia: `/catan build settlement`
    .about = colocar uma aldeia
thread-prompt-setup-road = colocar uma estrada ao lado: `/catan build road`
    .about = colocar uma estrada ao lado
thread-prompt-pre-roll = rolar os dados (ou jogar antes uma carta de desenvolvimento)
    .about = rolar os dados (ou jogar antes uma carta de desenvolvimento)
thread-prompt-move-robber = mover o ladrão: `/catan robber`
    .about = mover o ladrão
thread-prompt-steal = escolher quem roubar: `/catan steal`
    .about = escolher quem roubar
thread-prompt-main = negociar, construir ou encerrar o turno
    .about = negociar, construir ou encerrar o turno
thread-prompt-road-building = colocar suas estradas grátis: `/catan build road`
    .about = colocar { $you ->
        [1] suas
       *[other] as
    } estradas grátis
thread-prompt-discard = descartar metade das suas cartas: aperte **🗑️ Descartar**
    .about = descartar metade { $you ->
        [1] das suas
       *[other] das
    } cartas

## Situação e fim de jogo
thread-you = você
thread-waiting = Aguardando { $who }: { $what }.
thread-waiting-each = { $who }: { $what }
thread-waiting-several = Aguardando { $each }.
thread-waiting-over = A partida terminou.
thread-status-over = Fim de jogo: **{ $who }** venceu.
thread-status-setup = Fase de fundação.
thread-status-turn = Turno { $turn }: vez de { $who }.
thread-status-roll = Última rolagem: { $total } ({ $die1 }+{ $die2 }).
thread-status-player = • { $who } ({ $colour }): { $vp } PV, { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}, { $dev ->
    [one] { $dev } carta de desenvolvimento
   *[other] { $dev } cartas de desenvolvimento
}, { $knights ->
    [one] { $knights } cavaleiro
   *[other] { $knights } cavaleiros
}
thread-status-awards = { $line } · { $awards }
thread-status-rules = { $rules }. Vence quem chegar primeiro a { $target } PV.
thread-rules-base = Jogo básico
thread-longest-road-name = Maior Estrada
thread-largest-army-name = Maior Exército
thread-standings = **Classificação final**
thread-standings-turn = **Classificação final** (turno { $turn })
thread-winner = 🏆 **{ $who } vence** no turno { $turn }!
thread-standing = { $rank }. { $who } ({ $colour }): { $vp } PV
thread-standing-awards = { $line } ({ $awards })
thread-vp-cards = { $count ->
    [one] { $count } carta de ponto de vitória
   *[other] { $count } cartas de ponto de vitória
}
thread-log-empty = Nada aconteceu ainda.

## Estatísticas e ofertas de troca encerradas
thread-stats-title = Partida nº { $game }: estatísticas
thread-someone = alguém
thread-offer-done = ✅ **Troca nº { $offer } feita:** { $who } deu { $give } para { $partner } por { $get }.
thread-offer-closed = ~~Troca nº { $offer }~~ — encerrada.
thread-offer-closed-why = ~~Troca nº { $offer }~~ — encerrada: { $reason }.
thread-offer-closed-terms = ~~Troca nº { $offer }: { $who } dá { $give } por { $get }~~ — encerrada: { $reason }.
thread-offer-reason-closed = encerrada
thread-offer-reason-declined = todos recusaram
thread-offer-reason-withdrawn = retirada
thread-offer-reason-turn-ended = o turno acabou
thread-offer-reason-building-started = a construção começou (acabaram as trocas neste turno)
thread-offer-reason-game-over = a partida terminou
thread-offer-reason-another-trade-was-made = outra troca foi feita

## Lembretes e lugares devolvidos
thread-reminder = ⏰ { $mentions } — a partida nº { $game } está esperando você. { $waiting }{ $last ->
    [1] { " " }Este é o último lembrete.
   *[other] { "" }
}
thread-seat-back = { $who } volta a jogar no seu lugar.
