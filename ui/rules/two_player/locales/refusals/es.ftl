# Los rechazos de la variante para 2 jugadores (issue #33).

## Qué espera cada paso
refusals-step-neutral_road = colocar un camino para un jugador neutral
refusals-step-neutral_settlement = colocar un poblado para un jugador neutral
refusals-step-forced_trade_give = devolver 2 cartas en el intercambio forzoso

## Tipos de jugada
refusals-can-forced_trade = forzar un intercambio
refusals-can-robber_to_desert = mover el ladrón al desierto
refusals-can-knight_for_trade_cards = cambiar un Caballero por cartas de comercio
refusals-can-neutral_road = colocar un camino neutral
refusals-can-neutral_settlement = colocar un poblado neutral
refusals-can-forced_trade_give = devolver 2 cartas

## Por qué se rechaza una acción con cartas de comercio o una pieza neutral
refusals-two-only = Esa jugada solo existe en la variante para 2 jugadores.
refusals-two-paid-when = { $what ->
        [forced_trade] Un intercambio forzoso
       *[desert] Mover el ladrón
    } es posible antes de la primera tirada, entre las tiradas o después de ellas.
refusals-two-paid-cost = { $what ->
        [forced_trade] Un intercambio forzoso
       *[desert] Mover el ladrón
    } te cuesta ahora { $cost } { $cost ->
        [one] carta de comercio
       *[other] cartas de comercio
    }; tienes { $held }.
refusals-two-action-limit = Esta partida permite { $limit } { $limit ->
        [one] acción con cartas de comercio
       *[other] acciones con cartas de comercio
    } por turno.
refusals-two-cannot-give = Un intercambio forzoso necesita 2 cartas de materia prima en tu mano para devolver.
refusals-two-opponent-empty = Tu rival no tiene ninguna carta de materia prima que robar.
refusals-two-robber-on-desert = El ladrón ya está en el desierto.
refusals-two-swap-when = Un Caballero se puede cambiar antes de la primera tirada, entre las tiradas o después de ellas.
refusals-two-no-knight = No tienes ningún Caballero jugado que cambiar.
refusals-two-swapped = Ya cambiaste un Caballero en este turno.
refusals-two-card-limit = Ya tienes 7 cartas de comercio, el máximo permitido.
refusals-two-supply-empty = No queda ninguna carta de comercio en la reserva.
refusals-two-nothing-owed = No se debe nada: { $what ->
        [neutral_road] un camino neutral se coloca
        [neutral_settlement] un poblado neutral se coloca
       *[forced_trade_give] las cartas se devuelven
    } solo justo después de la construcción o el robo correspondiente.
refusals-two-not-like-that = No puedes { $what ->
        [neutral_road] colocar un camino neutral
        [neutral_settlement] colocar un poblado neutral
       *[forced_trade_give] devolver cartas
    } así.

## Una jugada
refusals-two-neutral = { $colour ->
        [white] el neutral blanco
        [orange] el neutral naranja
       *[other] el puesto neutral { $colour }
    }
refusals-do-neutral_road = colocar un camino para { $neutral } en { $path }
refusals-do-neutral_settlement = colocar un poblado para { $neutral } en { $spot }
refusals-do-forced_trade = forzar un intercambio (robar 2 cartas a tu rival, devolver 2)
refusals-do-forced_trade_give = devolver { $cards } en el intercambio forzoso
refusals-do-robber_to_desert = mover el ladrón al desierto con cartas de comercio
refusals-do-knight_for_trade_cards = cambiar un Caballero jugado por 2 cartas de comercio
