hand-title = **Sua mão na partida de Catan #{ $game }** ({ $name }, { $colour })
hand-resources = Matérias-primas: { $cards }
hand-no-resources = nenhuma carta de matéria-prima
hand-dev-cards = Cartas de desenvolvimento: { $cards }
hand-none = nenhuma
hand-dev-knight = { $count ->
    [one] { $count } carta de Cavaleiro
   *[other] { $count } cartas de Cavaleiro
}
hand-dev-road-building = { $count ->
    [one] { $count } carta de Construção de estradas
   *[other] { $count } cartas de Construção de estradas
}
hand-dev-year-of-plenty = { $count ->
    [one] { $count } carta de Descoberta
   *[other] { $count } cartas de Descoberta
}
hand-dev-monopoly = { $count ->
    [one] { $count } carta de Monopólio
   *[other] { $count } cartas de Monopólio
}
hand-dev-victory-point = { $count ->
    [one] { $count } carta de ponto de vitória
   *[other] { $count } cartas de ponto de vitória
}
hand-victory-points = Pontos de vitória: { $vp } (públicos { $public })
hand-harbor-rates = Taxas de porto: { $rates }
hand-rate = { $card } { $rate }:1
hand-discard-owed = ⚠️ Você precisa descartar { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}: aperte **🗑️ Descartar** na mensagem do turno.
hand-discard-set-aside = 🗑️ Você descarta { $cards }: elas voltam para o banco quando todos que devem descartar tiverem escolhido.
hand-since-last-update = Desde a última atualização: { $changes }
hand-gained = +{ $what }
hand-lost = -{ $what }
hand-held-news = 📬 Enquanto eu não conseguia falar com você por mensagem direta na partida #{ $game }:
hand-seat-taken = Você saiu da partida de Catan #{ $game }; outra pessoa joga no seu lugar agora.
hand-private = 🔒 { $line }
hand-you-took = 🔒 Você pegou { $cards } de { $victim }.
hand-took-from-you = 🔒 { $thief } pegou { $cards } de você.
hand-you-bought = 🔒 Você comprou uma carta de desenvolvimento: { $card }.
hand-dms-closed = { $who }, não consigo enviar mensagens diretas para você, então sua mão será mostrada só para você nas minhas respostas (e a qualquer momento com o botão **👜 Minha mão**). Para recebê-la por mensagem direta, permita mensagens diretas de membros do servidor.
