sea-orders-covered-gold = Wahl der Rohstoffe im Goldfluss
