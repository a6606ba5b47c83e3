sea-orders-covered-gold = les choix de la rivière d’or
