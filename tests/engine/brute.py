"""Independent, slow re-computations used as oracles by the tests."""

from __future__ import annotations

from engine import topology as topo
from engine.state import GameState


def brute_road_length(roads: list[int], owner: list[int], building: list[int], seat: int) -> int:
    """Exhaustive search over (position, set of used roads) from every possible start intersection.

    A trail may start or end at an intersection with another player's building, but not pass through
    it (BASE-LR-2). Written independently of engine.rules.longest_road on purpose.
    """
    mine = frozenset(e for e in range(len(roads)) if roads[e] == seat)
    starts = {v for e in mine for v in topo.EDGE_VERTICES[e]}
    best = 0
    for start in starts:
        stack: list[tuple[int, frozenset[int]]] = [(start, frozenset())]
        while stack:
            at, used = stack.pop()
            best = max(best, len(used))
            if used and building[at] and owner[at] != seat:
                continue  # arrived at an opponent's building: the trail ends here
            for e in mine - used:
                a, b = topo.EDGE_VERTICES[e]
                if at in (a, b):
                    stack.append((b if a == at else a, used | {e}))
    return best


def brute_victory_points(g: GameState, seat: int) -> int:
    vp = 0
    for v in range(topo.N_VERTEX):
        if g.owner[v] == seat:
            vp += g.building[v]  # settlement 1, city 2
    vp += 2 * (g.lr_holder == seat) + 2 * (g.la_holder == seat) + g.dev[seat][4]
    return vp
