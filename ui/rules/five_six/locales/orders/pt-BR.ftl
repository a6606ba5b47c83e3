six-orders-covered-special-build = passar minha fase especial de construção
