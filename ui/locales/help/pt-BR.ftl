# /catan help, português do Brasil (issue #33): uma página por tema, cada uma uma mensagem do Discord (no máximo
# 2.000 caracteres). `.menu` é a linha do tema na lista de temas (o nome do tema primeiro: é o que se digita). Os
# comandos em `código` são o que se digita: não traduzir. Termos: ui/locales/GLOSSARY.md.

help-start =
    {"*"}*Como jogar Catan aqui** (`/catan help` — esta página)
    Cada partida acontece no seu próprio tópico. No seu turno: **role os dados**, depois negocie e construa na ordem que quiser, e então **encerre** o turno. Os botões da mensagem do turno cobrem as jogadas comuns (só ficam ativos os das jogadas possíveis agora); todo comando começa com `/catan`, e suas listas só oferecem opções válidas.
    Suas cartas chegam por DM (`/catan hand` mostra elas só para você).
    {"*"}*Mais ajuda:** `/catan help topic:` …
    • `lobby` — novas partidas, suas opções, sair, jogadores virtuais
    • `turn` — rolar os dados, construir, o ladrão, cartas de desenvolvimento, custos
    • `trading` — ofertas a jogadores, o banco e os portos
    • `cities_and_knights` — a expansão Cidades & Cavaleiros
    • `two_player` — a variante para 2 jogadores
    • `five_six` — 5-6 jogadores: a fase especial de construção, jogadores em dupla
    • `seafarers` — a expansão Navegadores: barcos, o pirata, rios de ouro, névoa
    • `history` — estatísticas, replays, exportações, o ranking
    • `admin` — anfitriões, admins do servidor e o operador do bot
    • `time` — partidas de vários dias: seu fuso horário, horário de silêncio, ausências, relógios de partida
    {"*"}*Início rápido:** `/catan new` em um canal de texto, os jogadores apertam **Entrar**, o anfitrião aperta **Começar**. No seu turno: `/catan roll`, `/catan build road|settlement|city spot`, `/catan trade offer give get`, `/catan end`. `/catan status` diz de quem é a vez; `/catan board` mostra o tabuleiro.
    .menu = start: visão geral e início rápido

help-lobby =
    {"*"}*Ajuda: partidas e lugares**
    • `/catan new` abre uma sala (todos apertam **Entrar**, o anfitrião **Começar**). Opções, todas opcionais:
    {"  "}`board` (ilha aleatória, mapa para iniciantes, mapa para iniciantes com posicionamento livre) · `players` (2-6; com 2 se joga a variante para 2 jogadores, com 5-6 a ilha maior) · `paired` (5-6: jogadores em dupla em vez da fase especial de construção; nunca espera mais de dois jogadores por turno) · `sbp_hours` (5-6: um turno de construção especial passa sozinho após essa quantidade de horas; 1) · `vp_target` (10; 13 em C&C) · `combined_trade_build` (negociar e construir em qualquer ordem) · `reminder_hours` (0 = nunca) · `rules` (5ª edição ou 1997) · `number_placement` (espiral ou aleatório) · `robber_desert` · `longest_road_tie` (quem tem fica com ela, deixada de lado) · `optional_steal` · `open_trades` (os outros podem fazer ofertas ao jogador ativo) · `expansion` (Cidades & Cavaleiros) · `barbarians` (tamanho da trilha dos bárbaros em C&C) · `scenario` (Navegadores: o mapa e a disposição, da lista, veja `topic:seafarers`) · `ck_variant` (cavaleiro errante, início fácil, bárbaros implacáveis) · `clock` (um relógio de partida: `12h+3d` são 12 horas por decisão mais uma reserva de 3 dias; veja `topic:time`)
    • **🤖 Jogadores virtuais…** na sala (anfitrião): adicione jogadores fáceis, normais ou difíceis; uma partida precisa de pelo menos uma pessoa.
    • `/catan quit` — sair da sua partida (pede confirmação); seu lugar continua, e alguém pode **Assumir o lugar**.
    • `/catan me back` — retomar seu lugar do jogador virtual que jogou por você enquanto você esteve fora.
    • `/catan host cancel`, `/catan host kick player`, `/catan host autopilot player` — veja `topic:admin`.
    .menu = lobby: novas partidas, opções, lugares, jogadores virtuais

help-turn =
    {"*"}*Ajuda: seu turno**
    • `/catan roll` — rolar os dados (ou jogar antes uma carta de desenvolvimento); `/catan end` — encerrar seu turno.
    • `/catan build road|settlement|city spot` — as interseções são números 1-54 (1-80 com 5-6 jogadores), os lados, dois números (`12-13`); `/catan board numbers:True` escreve os números no tabuleiro, `public:True` mostra para todos.
    • `/catan buy` — uma carta de desenvolvimento; `/catan play knight|road_building|year_of_plenty|monopoly` — uma por turno, não no turno em que você a comprou (`year_of_plenty first second`, `monopoly resource`); `/catan play reveal` revela suas cartas de ponto de vitória (regras de 1997).
    • Com um 7: `/catan discard cards` se você tiver mais de 7 cartas (ex.: `2 wool 2 ore`), depois quem rolou move o ladrão (`/catan robber hex`, os hexágonos são letras A-S, A-AD com 5-6) e rouba (`/catan steal player`).
    • `/catan hand` (suas cartas, só para você), `/catan status`, `/catan history log count` (eventos recentes).
    • `/catan me games` (também por DM): suas partidas em todos os servidores e o que estão esperando; como você fica sabendo do seu turno; ordens permanentes (também **📜 Ordens permanentes…** na DM da sua mão) respondem por você enquanto você dorme.
    {"*"}*Custos**
    { $costs }
    {"*"}*Pontos de vitória:** aldeia 1, cidade 2, Maior Estrada (5+ estradas) 2, Maior Exército (3+ cavaleiros) 2, cartas de ponto de vitória 1. Vence quem alcançar a meta (10 por padrão) no próprio turno.
    .menu = turn: rolar os dados, construir, ladrão, cartas de desenvolvimento, custos

help-trading =
    {"*"}*Ajuda: negociação**
    • `/catan trade offer give get to` (ou o botão **Negociar…**): cartas como texto, ex.: `give:2 wool get:1 ore`; `to` um jogador, ou todos por padrão. Os outros aceitam, recusam ou fazem uma contraproposta com os botões da oferta.
    • `/catan trade accept offer`, `/catan trade decline offer` — responder a uma oferta feita a você.
    • `/catan trade counter offer give get` — responder com suas próprias condições.
    • `/catan trade confirm offer player` — fechar sua oferta com alguém que aceitou.
    • `/catan trade withdraw offer` — retirar sua oferta. As ofertas terminam com o turno.
    • `/catan trade bank give get times` — 4:1 com o banco, 3:1 ou 2:1 nos seus portos (`times` repete a troca).
    As listas de `offer` mostram as ofertas abertas. Toda troca envolve o jogador da vez (a opção de sala `open_trades` permite que os outros também façam ofertas a ele).
    .menu = trading: ofertas, o banco, portos

help-history =
    {"*"}*Ajuda: depois da partida**
    • `/catan history stats game` — a imagem de estatísticas e os destaques de uma partida encerrada deste servidor.
    • `/catan history replay game turn` — o tabuleiro no fim de cada turno, com botões de anterior/próximo/ir para.
    • `/catan history export game` — o registro público em JSON e em texto (não há nenhum segredo nele).
    • `/catan history leaderboard bots` — jogadores por pontuação; `bots:True` lista também os jogadores virtuais.
    Só contam partidas encerradas; cartas ocultas continuam ocultas, exceto as de ponto de vitória, que o fim revela.
    .menu = history: estatísticas, replays, exportações, ranking

help-admin =
    {"*"}*Ajuda: anfitriões e admins**
    • `/catan host cancel` — cancelar a partida (o anfitrião, ou quem tiver a permissão “Gerenciar servidor”).
    • `/catan host kick player` — remover um jogador que parou de jogar; o lugar fica aberto para outra pessoa.
    • `/catan host autopilot player` — um jogador virtual joga nesse lugar a partir de agora (`/catan me back` o devolve).
    • Quem deve uma jogada além do limite AFK (24 horas por padrão, sem contar seu horário de silêncio) é substituído por um jogador virtual; numa partida com relógio, vale a consequência prevista pelo relógio.
    {"*"}*O operador do bot** (um terminal onde o bot roda): `python -m service.admin list`, `verify`, `rebuild GAME`, `export GAME --out FILE` (contém a semente secreta e todas as mãos: o arquivo é privado), `import FILE`, `prune --older-than DAYS`, `copy --from ... --to ...` (veja `db/README.md`).
    .menu = admin: anfitriões, admins do servidor, o operador do bot

help-time =
    {"*"}*Ajuda: partidas de vários dias** (suas configurações valem em todos os servidores)
    • `/catan me time` — mostra suas configurações; `zone` define seu fuso horário (ex.: `Europe/Berlin`; digite uma cidade para encontrá-lo), `quiet_from` e `quiet_to` seu horário de silêncio (ex.: 23:00 e 08:00; `off` o remove). No seu horário de silêncio ninguém menciona você, os lembretes esperam ele acabar e seu relógio AFK para; a mensagem do turno diz quando você volta (“Bo está fora até 08:00”, no horário local de cada leitor).
    • `/catan me away days strength` — fora por alguns dias (de 1 hora, `days:0.042`, a 60 dias): um jogador virtual (fácil, normal ou difícil) joga nos seus lugares, com suas cartas e peças, até você voltar. `pause:True` pede, em vez disso, à mesa de cada partida que pause enquanto você estiver fora (um botão; pausa quando todos na mesa concordam: sem jogadas, lembretes ou relógios; sem acordo em 12 h, o pedido expira e seu jogador virtual joga).
    • `/catan me back` — encerra sua ausência na hora: seus lugares voltam a ser seus, as partidas pausadas continuam.
    • `/catan me settings language` — o idioma do que só você lê (respostas, suas DMs, sua mão); `auto` segue seu cliente do Discord. O tópico de uma partida fica no idioma escolhido quando ela foi aberta (`/catan new language:`).
    • **Relógio de partida** (`/catan new clock:`): `12h+3d` dá a cada decisão 12 horas (5m a 14d), depois uma reserva de 3 dias (0, ou 5m a 14d) para a partida, contada fora do horário de silêncio de cada jogador; quando ela acaba, um jogador virtual toma essa decisão (`12h+3d seat`: assume o lugar até **Voltei**). `/catan status` e a mensagem do turno mostram as reservas.
    .menu = time: fuso horário, horário de silêncio, ausência, relógios de partida

# Uma linha dos custos de construção na página `turn`.
help-cost-line = • { $piece }: { $cost }
