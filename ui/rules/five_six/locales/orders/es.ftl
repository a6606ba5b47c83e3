six-orders-covered-special-build = pasar mi fase especial de construcción
