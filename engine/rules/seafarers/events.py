"""One call for every route piece put on a path: ``route_piece_placed(state, seat, path, kind)``.

Roads (built, free, set-up: ``board_hooks`` wraps the road handler) and ships (built, placed by Road
Building, moved, set-up: the ship handlers) call it after the piece stands on its path; the listeners
run in registration order. The fog's reveal (SEA-FOG-2) is one; a listener that changes the board (a
reveal) runs before anything that re-evaluates routes (SEA-FOG-5), so listeners that re-evaluate
register after it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.state import GameState

ROAD, SHIP = "road", "ship"

Listener = Callable[["GameState", int, int, str], None]
LISTENERS: list[Listener] = []


def listen(listener: Listener) -> Listener:
    """Register a listener (usable as a decorator); registering one twice is a no-op."""
    if listener not in LISTENERS:
        LISTENERS.append(listener)
    return listener


def route_piece_placed(state: GameState, seat: int, path: int, kind: str) -> None:
    """``seat``'s ``kind`` ("road" or "ship") now stands on ``path`` (placed, or moved there)."""
    for listener in LISTENERS:
        listener(state, seat, path, kind)
