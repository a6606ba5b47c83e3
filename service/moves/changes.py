"""Which players' private views a move changed, so the Discord layer refreshes only those.

A seat's private view is the ``you`` part of ``engine.player_view`` (hand, development cards, bank
rates, owed discards, legal actions, ...). Comparing it before and after the move is exact: it catches
the actor, robbery victims, trade partners, everyone paid by a roll, and the seats whose options
changed (an offer addressed to them, a turn passing to them), without a list of event types to keep
in sync with the engine. It costs one player view per seat per move (well under a millisecond).
"""

from __future__ import annotations

from typing import Any

import engine

PrivateView = dict[str, Any]


def player_views(state: engine.GameState, seats: int) -> list[dict[str, Any]]:
    """Every seat's whole view (public part and ``you``): a move hands those that changed to publishing."""
    return [engine.player_view(state, seat) for seat in range(seats)]


def private_views(state: engine.GameState, seats: int) -> list[PrivateView]:
    return [view["you"] for view in player_views(state, seats)]


def changed_seats(before: list[PrivateView], after: list[PrivateView], actor: int) -> tuple[int, ...]:
    """Seats whose private view differs, always including the actor (who gets an answer anyway)."""
    return tuple(seat for seat in range(len(after)) if seat == actor or before[seat] != after[seat])
