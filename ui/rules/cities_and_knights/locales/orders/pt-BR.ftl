ck-orders-covered-pillage = a cidade saqueada
ck-orders-covered-gifts = as entregas por Casamento / Porto comercial / Desertor
ck-orders-covered-retreats = as retiradas de cavaleiros
