six-orders-covered-special-build = passer ma phase de construction spéciale
