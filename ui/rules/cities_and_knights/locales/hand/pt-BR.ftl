ck-hand-progress-cards = Cartas de progresso ({ $count }/4):
ck-hand-no-progress-cards = Cartas de progresso: nenhuma
ck-hand-card = • { $card }
ck-hand-card-effect = • { $card } — { $effect }
ck-hand-level = { $level ->
    [0] { $track } { $level }
   *[other] { $track } { $level } ({ $improvement })
}
ck-hand-improvements = Melhorias de cidade: { $levels }
ck-hand-knight = cavaleiro { $strength ->
    [1] básico
    [2] forte
   *[3] poderoso
} em { $at }{ $active ->
    [no] { " " }(inativo)
   *[yes] { "" }
}
ck-hand-knights = Cavaleiros: { $knights }
ck-hand-effect-alchemist = antes de rolar: escolha o dado vermelho e o amarelo
ck-hand-effect-crane = sua próxima melhoria de cidade neste turno custa 1 mercadoria a menos
ck-hand-effect-engineer = construa uma muralha de graça
ck-hand-effect-inventor = troque duas fichas numeradas (não 2, 12, 6 ou 8)
ck-hand-effect-irrigation = 2 trigo para cada hexágono de campo ao lado das suas cidades e aldeias
ck-hand-effect-medicine = transforme uma aldeia em cidade por 2 minério e 1 trigo
ck-hand-effect-mining = 2 minério para cada hexágono de montanha ao lado das suas cidades e aldeias
ck-hand-effect-printer = 1 ponto de vitória (mostrado na hora)
ck-hand-effect-road-building = construa 2 estradas de graça
ck-hand-effect-smith = promova 2 cavaleiros de graça
ck-hand-effect-bishop = mova o ladrão e pegue 1 carta de cada jogador ao lado dele
ck-hand-effect-constitution = 1 ponto de vitória (mostrado na hora)
ck-hand-effect-deserter = um adversário remove um cavaleiro; você pode colocar um seu dessa força
ck-hand-effect-diplomat = remova uma estrada aberta (a sua pode ser recolocada)
ck-hand-effect-intrigue = expulse um cavaleiro adversário que toque suas estradas
ck-hand-effect-saboteur = jogadores com tantos PV quanto você ou mais descartam metade das cartas
ck-hand-effect-spy = veja as cartas de progresso de um adversário e pegue uma
ck-hand-effect-warlord = ative todos os seus cavaleiros de graça
ck-hand-effect-wedding = jogadores com mais PV que você lhe dão 2 cartas à escolha deles
ck-hand-effect-commercial-harbor = troque uma matéria-prima por uma mercadoria com cada adversário
ck-hand-effect-master-merchant = pegue 2 cartas de um jogador com mais PV que você
ck-hand-effect-merchant = coloque o mercador: 2:1 para a matéria-prima desse hexágono, 1 PV
ck-hand-effect-merchant-fleet = troque uma matéria-prima ou mercadoria a 2:1 neste turno
ck-hand-effect-resource-monopoly = cada adversário lhe dá 2 de uma matéria-prima
ck-hand-effect-trade-monopoly = cada adversário lhe dá 1 de uma mercadoria
ck-hand-answered = ✅ { $who } respondeu.
ck-hand-answered-what = ✅ { $who } respondeu ({ $what }).
ck-hand-the-player = O jogador
