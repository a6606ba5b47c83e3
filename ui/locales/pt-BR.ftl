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
