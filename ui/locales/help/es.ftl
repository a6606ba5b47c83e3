# /catan help, español (issue #33): una página por tema, cada una un mensaje de Discord (2000 caracteres como máximo).
# `.menu` es la línea del tema en la lista de temas (el nombre del tema primero: es lo que se escribe). Los
# comandos en `código` son lo que se escribe: no se traducen. Términos: ui/locales/GLOSSARY.md.

help-start =
    {"*"}*Cómo jugar a Catan aquí** (`/catan help` — esta página)
    Cada partida tiene su propio hilo. En tu turno: **tira los dados**, luego comercia y construye en el orden que quieras, y después **termina** el turno. Los botones del mensaje del turno cubren las jugadas habituales (solo se activan los de las jugadas posibles ahora); cada comando empieza por `/catan`, y sus listas solo ofrecen opciones válidas.
    Tus cartas llegan por MD (`/catan hand` te las muestra solo a ti).
    {"*"}*Más ayuda:** `/catan help topic:` …
    • `lobby` — partidas nuevas, sus opciones, abandonar, jugadores virtuales
    • `turn` — tirar los dados, construir, el ladrón, cartas de desarrollo, costes
    • `trading` — ofertas a jugadores, la banca y los puertos
    • `cities_and_knights` — la expansión Ciudades y Caballeros
    • `two_player` — la variante para 2 jugadores
    • `five_six` — 5-6 jugadores: la fase especial de construcción, jugadores por parejas
    • `seafarers` — la expansión Navegantes: barcos, el pirata, ríos de oro, niebla
    • `history` — estadísticas, repeticiones, exportaciones, la clasificación
    • `admin` — anfitriones, administradores del servidor y el operador del bot
    • `time` — partidas de varios días: tu zona horaria, horas de silencio, ausencias, relojes de partida
    {"*"}*Inicio rápido:** `/catan new` en un canal de texto, los jugadores pulsan **Unirse**, el anfitrión pulsa **Empezar**. En tu turno: `/catan roll`, `/catan build road|settlement|city spot`, `/catan trade offer give get`, `/catan end`. `/catan status` dice a quién le toca; `/catan board` muestra el tablero.
    .menu = start: resumen e inicio rápido

help-lobby =
    {"*"}*Ayuda: partidas y puestos**
    • `/catan new` abre una sala (todos pulsan **Unirse**, el anfitrión **Empezar**). Opciones, todas opcionales:
    {"  "}`board` (isla aleatoria, mapa de iniciación, mapa de iniciación con colocación libre) · `players` (2-6; con 2 se juega la variante para 2 jugadores, con 5-6 la isla grande) · `paired` (5-6: jugadores por parejas en vez de la fase especial de construcción; nunca espera a más de dos jugadores por turno) · `sbp_hours` (5-6: un turno de construcción especial pasa solo tras estas horas; 1) · `vp_target` (10; 13 en CyC) · `combined_trade_build` (comerciar y construir en cualquier orden) · `reminder_hours` (0 = nunca) · `rules` (5.ª edición o 1997) · `number_placement` (espiral o aleatoria) · `robber_desert` · `longest_road_tie` (quien la tiene la conserva, se aparta) · `optional_steal` · `open_trades` (los demás pueden hacer ofertas al jugador activo) · `expansion` (Ciudades y Caballeros) · `barbarians` (longitud del recorrido de los bárbaros en CyC) · `scenario` (Navegantes: su mapa y disposición, de la lista, ver `topic:seafarers`) · `ck_variant` (caballero errante, inicio fácil, bárbaros despiadados) · `clock` (un reloj de partida: `12h+3d` son 12 horas por decisión más una reserva de 3 días; ver `topic:time`)
    • **🤖 Jugadores virtuales…** en la sala (anfitrión): añade jugadores fáciles, normales o difíciles; una partida necesita al menos una persona.
    • `/catan quit` — abandonar tu partida (pide confirmación); tu puesto se queda, y otro puede pulsar **Ocupar el puesto**.
    • `/catan me back` — recuperar tu puesto del jugador virtual que jugó por ti mientras no estabas.
    • `/catan host cancel`, `/catan host kick player`, `/catan host autopilot player` — ver `topic:admin`.
    .menu = lobby: partidas nuevas, opciones, puestos, jugadores virtuales

help-turn =
    {"*"}*Ayuda: tu turno**
    • `/catan roll` — tirar los dados (o jugar antes una carta de desarrollo); `/catan end` — terminar tu turno.
    • `/catan build road|settlement|city spot` — los cruces son números 1-54 (1-80 con 5-6 jugadores), los lados, dos números (`12-13`); `/catan board numbers:True` escribe los números en el tablero, `public:True` lo publica para todos.
    • `/catan buy` — una carta de desarrollo; `/catan play knight|road_building|year_of_plenty|monopoly` — una por turno, no en el turno en que la compraste (`year_of_plenty first second`, `monopoly resource`); `/catan play reveal` revela tus cartas de punto de victoria (reglas de 1997).
    • Con un 7: `/catan discard cards` si tienes más de 7 cartas (p. ej., `2 wool 2 ore`); luego quien tiró mueve el ladrón (`/catan robber hex`, los hexágonos son letras A-S, A-AD con 5-6) y roba (`/catan steal player`).
    • `/catan hand` (tus cartas, solo para ti), `/catan status`, `/catan history log count` (sucesos recientes).
    • `/catan me games` (también por MD): tus partidas en todos los servidores y qué esperan; cómo te enteras de tu turno; las órdenes permanentes (también **📜 Órdenes permanentes…** en el MD de tu mano) responden por ti mientras duermes.
    {"*"}*Costes**
    { $costs }
    {"*"}*Puntos de victoria:** poblado 1, ciudad 2, Gran Ruta Comercial (5+ caminos) 2, Gran Ejército de Caballería (3+ caballeros) 2, cartas de punto de victoria 1. Gana el primero que alcanza el objetivo (10 por defecto) en su propio turno.
    .menu = turn: tirar los dados, construir, ladrón, cartas de desarrollo, costes

help-trading =
    {"*"}*Ayuda: comercio**
    • `/catan trade offer give get to` (o el botón **Comerciar…**): las cartas como texto, p. ej., `give:2 wool get:1 ore`; `to` un jugador, o todos por defecto. Los demás aceptan, rechazan o hacen una contraoferta con los botones de la oferta.
    • `/catan trade accept offer`, `/catan trade decline offer` — responder a una oferta que te han hecho.
    • `/catan trade counter offer give get` — responder con tus propias condiciones.
    • `/catan trade confirm offer player` — cerrar tu oferta con alguien que la aceptó.
    • `/catan trade withdraw offer` — retirar tu oferta. Las ofertas terminan con el turno.
    • `/catan trade bank give get times` — 4:1 con la banca, 3:1 o 2:1 en tus puertos (`times` repite el cambio).
    Las listas de `offer` muestran las ofertas abiertas. Todo intercambio incluye al jugador del turno (la opción de sala `open_trades` permite que los demás también le hagan ofertas).
    .menu = trading: ofertas, la banca, puertos

help-history =
    {"*"}*Ayuda: después de la partida**
    • `/catan history stats game` — la imagen de estadísticas y lo más destacado de una partida terminada de este servidor.
    • `/catan history replay game turn` — el tablero al final de cada turno, con botones de anterior/siguiente/saltar.
    • `/catan history export game` — el registro público en JSON y en texto (no contiene ningún secreto).
    • `/catan history leaderboard bots` — los jugadores por puntuación; `bots:True` incluye también a los jugadores virtuales.
    Solo cuentan las partidas terminadas; las cartas ocultas siguen ocultas, salvo las de punto de victoria, que el final revela.
    .menu = history: estadísticas, repeticiones, exportaciones, clasificación

help-admin =
    {"*"}*Ayuda: anfitriones y administradores**
    • `/catan host cancel` — cancelar la partida (el anfitrión, o quien tenga el permiso «Gestionar servidor»).
    • `/catan host kick player` — expulsar a un jugador que dejó de jugar; el puesto queda libre para otra persona.
    • `/catan host autopilot player` — un jugador virtual juega ese puesto desde ahora (`/catan me back` lo devuelve).
    • Quien deba una jugada más allá del límite AFK (24 horas por defecto, sin contar sus horas de silencio) es sustituido por un jugador virtual; en una partida con reloj se aplica en su lugar la consecuencia que fija el reloj.
    {"*"}*El operador del bot** (una terminal donde se ejecuta el bot): `python -m service.admin list`, `verify`, `rebuild GAME`, `export GAME --out FILE` (contiene la semilla secreta y todas las manos: el archivo es privado), `import FILE`, `prune --older-than DAYS`, `copy --from ... --to ...` (ver `db/README.md`).
    .menu = admin: anfitriones, administradores del servidor, el operador del bot

help-time =
    {"*"}*Ayuda: partidas de varios días** (tus ajustes valen en todos los servidores)
    • `/catan me time` — muestra tus ajustes; `zone` fija tu zona horaria (p. ej., `Europe/Berlin`; escribe una ciudad para encontrarla), `quiet_from` y `quiet_to` tus horas de silencio (p. ej., 23:00 y 08:00; `off` las quita). En tus horas de silencio nadie te menciona, los recordatorios esperan a que terminen y tu reloj AFK se para; el mensaje del turno dice cuándo vuelves («Bo está fuera hasta las 08:00», en la hora local de cada lector).
    • `/catan me away days strength` — ausente unos días (de 1 hora, `days:0.042`, a 60 días): un jugador virtual (fácil, normal o difícil) juega tus puestos, con tus cartas y piezas, hasta que vuelvas. `pause:True` pide en cambio a la mesa de cada partida que se pause mientras estás fuera (un botón; se pausa cuando todos los que juegan en la mesa están de acuerdo: sin jugadas, recordatorios ni relojes; sin acuerdo en 12 h, la petición caduca y juega tu jugador virtual).
    • `/catan me back` — termina tu ausencia al momento: tus puestos vuelven a ser tuyos y las partidas en pausa continúan.
    • `/catan me settings language` — el idioma de lo que solo tú lees (respuestas, tus MD, tu mano); `auto` sigue a tu cliente de Discord. El hilo de una partida está en el idioma elegido al abrirla (`/catan new language:`).
    • **Reloj de partida** (`/catan new clock:`): `12h+3d` da a cada decisión 12 horas (de 5m a 14d) y luego una reserva de 3 días (0, o de 5m a 14d) para la partida, contada fuera de las horas de silencio de cada jugador; cuando se agota, un jugador virtual toma esa decisión (`12h+3d seat`: ocupa el puesto hasta **He vuelto**). `/catan status` y el mensaje del turno muestran las reservas.
    .menu = time: zona horaria, horas de silencio, ausencias, relojes de partida

# Una línea de los costes de construcción en la página `turn`.
help-cost-line = • { $piece }: { $cost }
