ck-history-barbarians = Ataques bárbaros: { $attacks } ({ $repelled } rechazados); ciudades saqueadas: { $pillaged }.
ck-history-progress = Cartas de progreso jugadas: { $played }.
