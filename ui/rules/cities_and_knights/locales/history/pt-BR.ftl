ck-history-barbarians = Ataques bárbaros: { $attacks } ({ $repelled } repelidos); cidades saqueadas: { $pillaged }.
ck-history-progress = Cartas de progresso jogadas: { $played }.
