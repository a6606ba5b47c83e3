sea-orders-covered-gold = las elecciones del río de oro
