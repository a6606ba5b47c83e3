# O catálogo comum, português do Brasil (issue #33). Termos das regras brasileiras de Catan.

## Recursos
resource-lumber = madeira
resource-brick = tijolo
resource-wool = lã
resource-grain = trigo
resource-ore = minério

## Coisas contadas
count-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}

## Comandos de barra: descrições
cmd-catan-description = Jogar Catan
cmd-help-description = Como jogar: comandos por tema
cmd-help-topic-description = padrão: visão geral
cmd-me-settings-description = Seu idioma
cmd-me-settings-language-description = idioma ou auto
cmd-new-language-description = idioma do tópico

## /catan me settings
language-chosen = A partir de agora, o que só você lê está em { $language }. O tópico da partida continua no idioma da partida.
language-automatic = A partir de agora, o que só você lê segue o idioma do seu cliente do Discord (agora: { $language }).
language-unknown = Ainda não falo esse idioma. Escolha um destes: { $languages }.
language-auto-option = Como meu cliente do Discord

## Cartas com sua quantidade
counted-brick = { $count } tijolo
counted-lumber = { $count } madeira
counted-ore = { $count } minério
counted-grain = { $count } trigo
counted-wool = { $count } lã
counted-nothing = nada

## Construções e compras
piece-road = estrada
piece-settlement = aldeia
piece-city = cidade
piece-development_card = carta de desenvolvimento

## O saguão (público: no idioma da partida)
lobby-language = Idioma do tópico: { $language }

## Erros
error-unavailable = O banco de dados das partidas está indisponível agora; nada foi alterado, tente de novo em um minuto.
error-ours = Algo deu errado do meu lado. Foi registrado; tente de novo, por favor.
