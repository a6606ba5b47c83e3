# Botões (issue #33).

buttons-turn-roll = 🎲 Rolar os dados
buttons-turn-build = 🏗️ Construir…
buttons-turn-buy = 🃏 Comprar carta
buttons-turn-dev = ✨ Jogar carta…
buttons-turn-trade = 🤝 Negociar…
buttons-turn-bank = ⚓ Negociar com o banco…
buttons-turn-robber = 🦹 Mover o ladrão…
buttons-turn-steal = 🎯 Roubar…
buttons-turn-discard = 🗑️ Descartar
buttons-turn-end = ⏭️ Encerrar turno
buttons-turn-hand = 👜 Minha mão

buttons-lobby-join = Entrar
buttons-lobby-leave = Sair
buttons-lobby-start = Começar
buttons-lobby-cancel = Cancelar
buttons-lobby-bots = 🤖 Jogadores virtuais…

buttons-trade-accept = Aceitar
buttons-trade-decline = Recusar
buttons-trade-counter = Contraproposta…
buttons-trade-withdraw = Retirar
buttons-trade-confirm = Confirmar com { $name }

buttons-game-over = A partida terminou.
buttons-cannot = Você não pode { $doing } agora.
buttons-cannot-waiting = Você não pode { $doing } agora. { $waiting }
buttons-doing-build = construir
buttons-doing-dev = jogar uma carta de desenvolvimento
buttons-doing-bank = negociar com o banco
buttons-doing-robber = mover o ladrão
buttons-doing-steal = roubar ninguém
buttons-costs = uma estrada custa { $road }; uma aldeia { $settlement }; uma cidade { $city }{ $note }
buttons-nothing-build-step = Nada pode ser construído nesta etapa.
buttons-nothing-build = Você não pode construir nada agora: { $costs }, e cada um precisa de um lugar livre junto às suas estradas.
buttons-nothing-dev-turn = Você não tem nenhuma carta para jogar agora (uma carta de desenvolvimento por turno, não no turno em que a comprou; as cartas de ponto de vitória ficam escondidas).
buttons-nothing-dev = Você não tem nenhuma carta para jogar agora.
buttons-nothing-bank = Você não pode negociar com o banco agora: são precisas 4 cartas de um tipo (3 num porto 3:1, 2 do tipo próprio de um porto) e o banco precisa ter a carta que você quer.
buttons-nothing = Isso não é possível agora.
buttons-agree-pause = Aceitar a pausa
