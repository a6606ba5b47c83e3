two-hand-trade-cards = Cartas de comércio: { $held } (uma troca forçada ou mover o ladrão para o deserto custa { $price } a você agora)
two-hand-give-back = ⚠️ Devolva 2 cartas para terminar a troca forçada: use o botão **↩️ Devolver…**.
