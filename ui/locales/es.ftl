# El catálogo común, español (issue #33). Términos del reglamento español de Catan.

## Recursos
resource-lumber = madera
resource-brick = arcilla
resource-wool = lana
resource-grain = cereales
resource-ore = mineral

## Cosas contadas
count-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}

## Comandos de barra: descripciones
cmd-catan-description = Jugar a Catan
cmd-help-description = Cómo jugar: comandos por tema
cmd-help-topic-description = por defecto: resumen
