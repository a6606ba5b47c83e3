two-hand-trade-cards = Cartas de comercio: { $held } (un intercambio forzoso o mover el ladrón al desierto te cuesta { $price } ahora)
two-hand-give-back = ⚠️ Devuelve 2 cartas para terminar el intercambio forzoso: usa el botón **↩️ Devolver…**.
