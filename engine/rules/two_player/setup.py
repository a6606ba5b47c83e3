"""Preparing a 2-player game: neutral colours, their starting settlements and the trade cards
(TWO-COMP-1/2, TWO-SETUP-1/2, TWO-AMB-1/14). The set-up phase itself is the base game's snake, run by
the two real players (TWO-SETUP-3); the settlement bonus of TWO-SETUP-4 is paid by ``growth``.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from engine import topology as topo
from engine.constants import PIPS
from engine.rules.building import place_settlement
from engine.rules.two_player.record import NEUTRAL_COLOURS, NEUTRAL_SEATS, REAL_COLOURS, TwoPlayerRecord

if TYPE_CHECKING:
    from engine.board import Board
    from engine.state import GameState

NEUTRAL_MIN_DISTANCE = 3  # TWO-AMB-1: paths between N1's and N2's starting intersections


def prepare(state: GameState) -> None:
    """Turn a fresh 2-seat state into a 2-player game, before the real players' set-up phase."""
    state.colours = [*REAL_COLOURS, *NEUTRAL_COLOURS]
    state.two = TwoPlayerRecord()
    state.rebuild_derived()  # the piece tables now have a row per neutral colour too
    for seat, vertex in zip(NEUTRAL_SEATS, neutral_start(state.board), strict=True):
        place_settlement(state, seat, vertex)
        state.emit({"type": "neutral_built", "seat": None, "neutral": seat, "piece": "settlement", "at": vertex,
                    "setup": True})  # fmt: skip


def intersection_pips(board: Board, vertex: int) -> int:
    return sum(PIPS.get(board.numbers[h], 0) for h in topo.VERTEX_HEXES[vertex])


def path_distances(start: int) -> list[int]:
    """Paths from ``start`` to every intersection (breadth-first over the island's paths)."""
    dist = [-1] * topo.N_VERTEX
    dist[start] = 0
    queue = deque([start])
    while queue:
        v = queue.popleft()
        for w in topo.VERTEX_NEIGHBOURS[v]:
            if dist[w] < 0:
                dist[w] = dist[v] + 1
                queue.append(w)
    return dist


def neutral_start(board: Board) -> tuple[int, int]:
    """TWO-AMB-1: N1 on the intersection with the most pips, N2 on the best one at least 3 paths from
    N1; ties go to the lowest intersection number (TWO-AMB-14). The boards of this engine carry no
    configured positions (the printed illustration is not in the rules), so this always applies."""
    pips = [intersection_pips(board, v) for v in range(topo.N_VERTEX)]
    first = min(range(topo.N_VERTEX), key=lambda v: (-pips[v], v))
    dist = path_distances(first)
    far = [v for v in range(topo.N_VERTEX) if dist[v] >= NEUTRAL_MIN_DISTANCE]
    second = min(far, key=lambda v: (-pips[v], v))
    return first, second
