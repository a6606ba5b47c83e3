sea-orders-covered-gold = as escolhas do rio de ouro
