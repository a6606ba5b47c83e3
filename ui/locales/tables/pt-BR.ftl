tables-text-channel-only = Comece partidas num canal de texto de um servidor: lá eu abro um tópico para cada partida.
tables-open = ✅ A sala da partida #{ $game } está aberta abaixo: os outros apertam **Entrar**, você aperta **Começar**.
tables-cancelled-reply = A partida #{ $game } foi cancelada.
tables-cancelled-by = Esta partida foi cancelada por { $user }.
tables-cancelled = Esta partida foi cancelada.
buttons-seat-quit = Sim, sair da partida
buttons-seat-take = Assumir o lugar
buttons-seat-end = Encerrar a partida
buttons-seat-back = Voltei
seats-removed = { $player } foi removido da partida #{ $game }.
seats-leave-lobby = Sair da sala da partida #{ $game }?
seats-not-playing = Você não está jogando nesta partida.
seats-leave-game = Sair da partida #{ $game }? Seu lugar fica na mesa com as cartas e peças; os outros continuam, e outra pessoa pode assumir seu lugar, ou os jogadores restantes podem encerrar a partida. Você não pode voltar a este lugar depois que outra pessoa o assumir.
seats-you-left = Você saiu da partida #{ $game }.
seats-how-left = { $name } saiu da partida
seats-how-removed = { $name } foi removido da partida
seats-everyone-left = { $how }. Não sobrou ninguém na mesa: a partida termina aqui (abandonada) e fica no histórico.
seats-closed-everyone-left = Esta partida terminou: todos saíram.
seats-seat-open = { $others } — { $how }. O lugar mantém as cartas e peças. Quem não está jogando pode **assumir o lugar** e continuar; ou os jogadores restantes podem **encerrar a partida** (a maioria precisa concordar). Até lá a partida espera sempre que for a vez desse lugar.
seats-taken-over = { $name } assume o lugar de { $left } ({ $colour }) e continua com as cartas e peças.
seats-you-play = Agora você joga de { $colour } na partida #{ $game }. Sua mão chega por DM.
seats-only-players-end = Só os jogadores que ainda estão na mesa podem encerrar a partida.
seats-not-running = A partida #{ $game } não está mais em andamento.
seats-wants-end = { $name } quer encerrar a partida ({ $votes } de { $needed } necessários).
seats-vote-counted = Seu voto para encerrar a partida foi contado.
seats-players-ended = Os jogadores restantes encerraram a partida. Ela fica no histórico (abandonada).
seats-closed-players-stopped = Esta partida terminou: os jogadores decidiram parar.
bots-placeholder = Adicionar ou remover um jogador virtual
bots-host-only = Só o anfitrião adiciona ou remove jogadores virtuais.
bots-add = { $strength ->
    [easy] Adicionar um jogador virtual fácil
    [hard] Adicionar um jogador virtual difícil
   *[normal] Adicionar um jogador virtual normal
}
bots-remove = Remover { $name }
bots-menu-title = Jogadores virtuais desta partida:
bots-added = { $strength ->
    [easy] Jogador virtual fácil adicionado.
    [hard] Jogador virtual difícil adicionado.
   *[normal] Jogador virtual normal adicionado.
}
bots-a-bot = Um jogador virtual
bots-removed = Jogador virtual removido.
bots-pick-entry = Escolha uma opção do menu.
bots-only-own-seat = Só o jogador desse lugar pode retomá-lo.
bots-seat-yours = Seu lugar já é seu: nenhum jogador virtual está jogando nele.
bots-is-back = { $name } voltou e joga no próprio lugar de novo.
bots-welcome-back-seat = Bem-vindo de volta: você joga de novo no seu lugar na partida #{ $game }.
bots-host-only-game = Só o anfitrião da partida #{ $game } (ou um admin) pode fazer isso.
bots-done = Feito.
bots-welcome-back = Bem-vindo de volta: sua ausência acabou, e seus lugares e partidas são seus de novo.
bots-strength-easy = fácil: jogadas válidas com preferências simples
bots-strength-normal = normal: um jogador heurístico sólido
bots-strength-hard = difícil: calcula adiante (leva até um segundo por jogada)
