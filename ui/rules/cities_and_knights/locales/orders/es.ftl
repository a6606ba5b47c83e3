ck-orders-covered-pillage = la ciudad saqueada
ck-orders-covered-gifts = las entregas por Boda / Puerto comercial / Desertor
ck-orders-covered-retreats = las retiradas de caballeros
