six-buttons-ask = 🏗️ Construir após este turno
six-buttons-done = ⏭️ Terminei de construir
six-buttons-not-in-use = Esse botão não está mais em uso.
six-buttons-no-trade-slot = Ninguém negocia durante a fase especial de construção: um turno de construção é só para construir e comprar.
six-buttons-no-trade-as-second = Como segundo jogador (jogadores em pares) você não pode negociar com outros jogadores; com o banco, sim (`/catan trade bank`).
six-buttons-no-trade-second = Ninguém negocia com jogadores durante a fase do segundo jogador, { $who } (jogadores em pares).
six-buttons-second = o segundo jogador
