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
cmd-me-settings-description = Tu idioma
cmd-me-settings-language-description = idioma o auto
cmd-new-language-description = idioma del hilo

## /catan me settings
language-chosen = A partir de ahora, lo que solo tú lees está en { $language }. El hilo de la partida sigue en el idioma de la partida.
language-automatic = A partir de ahora, lo que solo tú lees sigue el idioma de tu cliente de Discord (ahora: { $language }).
language-unknown = Todavía no hablo ese idioma. Elige uno de estos: { $languages }.
language-auto-option = Como mi cliente de Discord

## Cartas con su número
counted-brick = { $count } arcilla
counted-lumber = { $count } madera
counted-ore = { $count } mineral
counted-grain = { $count } cereales
counted-wool = { $count } lana
counted-nothing = nada

## Construcciones y compras
piece-road = camino
piece-settlement = poblado
piece-city = ciudad
piece-development_card = carta de desarrollo

## La sala (pública: en el idioma de la partida)
lobby-language = Idioma del hilo: { $language }

## Errores
error-unavailable = La base de datos de partidas no está disponible ahora mismo; no se ha cambiado nada, vuelve a intentarlo en un minuto.
error-ours = Algo ha salido mal por mi parte. Ha quedado registrado; vuelve a intentarlo, por favor.
