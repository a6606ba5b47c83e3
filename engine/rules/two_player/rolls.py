"""The double production roll (TWO-ROLL-1..4, TWO-AMB-10/11/12).

The first roll of a turn is thrown in the base game's pre-roll step and resolved completely
(production, or the whole 7 sequence); the turn then comes back to the pre-roll step, where the
second roll is owed. Anything allowed before a roll (a Knight, trade-card actions) is therefore also
allowed between the two rolls (TWO-ROLL-3). Trading and building open after the second roll
(TWO-ROLL-4), in the base game's main step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.production import produce
from engine.rules.robber import start_seven
from engine.state import MAIN, PRE_ROLL

if TYPE_CHECKING:
    from engine.state import GameState


def is_second_roll(state: GameState) -> bool:
    return state.two.roll_turn == state.turn


def roll(state: GameState, seat: int) -> None:
    two = state.two
    second = is_second_roll(state)
    if not second:
        two.roll_turn, two.rolls, two.rethrown = state.turn, [], []
    rng = state.rng
    d1, d2 = rng.die(), rng.die()
    # TWO-ROLL-2 / TWO-AMB-10: the second roll is thrown again until its sum differs from the first.
    while second and d1 + d2 == two.first_roll:
        two.rethrown.append([d1, d2])
        d1, d2 = rng.die(), rng.die()
    total = d1 + d2
    if not second:
        two.first_roll = total
    two.rolls.append([d1, d2])
    state.dice = (d1, d2)
    state.rolled = True
    state.emit(
        {"type": "rolled", "seat": seat, "dice": [d1, d2], "total": total, "roll": 2 if second else 1,
         "rethrown": [list(r) for r in two.rethrown] if second else []}
    )  # fmt: skip
    then = MAIN if second else PRE_ROLL  # TWO-ROLL-1/4
    if total == 7:
        start_seven(state, then)  # TWO-AMB-12: discards, robber and steal as usual, on either roll
    else:
        produce(state, total)
        state.step = then
