sea-hand-ships = Barcos: { $placed } no tabuleiro, { $left } restantes
sea-hand-chits = Fichas Catan: { $count } ({ $count ->
    [one] { $count } ponto de vitória
   *[other] { $count } pontos de vitória
})
sea-hand-gold-choice = 🪙 Sua escolha de ouro: { $cards } (escondida dos outros até todos escolherem)
sea-hand-gold-owed = ⚠️ Você precisa escolher ouro: { $count ->
    [one] { $count } matéria-prima
   *[other] { $count } matérias-primas
}. Aperte **🪙 Escolher ouro…**.
sea-hand-gold-question = 🪙 { $mention } — escolha { $count ->
    [one] { $count } matéria-prima
   *[other] { $count } matérias-primas
} do rio de ouro: aperte **🪙 Escolher ouro…** (só você pode escolher{ $hidden ->
    [yes] ; sua escolha fica escondida até todos escolherem
   *[no] { "" }
}).
sea-hand-gold-answered = ✅ { $who } escolheu.
sea-hand-the-player = O jogador
