"""What a hex, an intersection and a path of a Seafarers game ARE now (SEA-GEO-3..6), the fog counted
as sea until it is revealed (SEA-GEO-4, SEA-FOG-2/5), and its islands (SEA-GEO-6).

A Seafarers topology numbers every hex that is or may become land as a land slot (``maps``). Which
slots are land *now* depends on the board (a fog slot holds ``FOG`` until revealed, then a terrain or
``SEA_TILE``), so a game's topology (``state.topo``) is the map's own while nothing is revealed, and
after a reveal a copy of it with the classification of that board: the ids, labels and neighbour tables
are shared (the same objects), only the classifications differ (path kinds, land intersections, hex
kinds). The shared engine reads those (``Topology.paths_of`` for roads and ships,
``LAND_VERTICES_MASK`` for buildings), so it plays the revealed board without asking which rule set
runs. Copies are cached per map and classification: one per reveal pattern, built once (cheap).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from engine import topology as geo
from engine.rules.seafarers.mapdata import FOG, SEA_TILE
from engine.rules.seafarers.mapdata import GOLD as GOLD_TERRAIN

if TYPE_CHECKING:
    from engine.board import Board
    from engine.state import GameState

FOG_KIND = "fog"
geo.register_hex_kind(FOG_KIND)


def classify(shape: geo.Topology, not_land: frozenset[int], fog: frozenset[int] = frozenset()) -> None:
    """Set ``shape``'s classifications (SEA-GEO-4) for land slots ``not_land`` being sea or fog (``fog``:
    those face down): a path is land (two land hexes), coastal (one) or sea (none; the frame and a fog
    hex count as sea); an intersection is a land intersection iff it touches a land hex."""
    n_hex = shape.N_HEX

    def land(h: int) -> bool:
        return 0 <= h < n_hex and h not in not_land

    shape.EDGE_KINDS = tuple(
        (geo.PATH_LAND, geo.PATH_COAST, geo.PATH_SEA)[2 - land(a) - land(b)] for a, b in shape.EDGE_SIDES
    )
    mask = 0
    for v, hexes in enumerate(shape.VERTEX_HEXES):
        if any(land(h) for h in hexes):
            mask |= 1 << v
    shape.LAND_VERTICES_MASK = mask
    kinds = list(shape.FRAME_HEX_KINDS)
    for h in range(n_hex):
        kinds[h] = FOG_KIND if h in fog else (geo.SEA if h in not_land else geo.LAND)
    shape.FRAME_HEX_KINDS = tuple(kinds)
    shape._path_masks = {}


_DERIVED: dict[tuple[str, frozenset[int], frozenset[int]], geo.Topology] = {}


def not_land(board: Board) -> tuple[frozenset[int], frozenset[int]]:
    """The board's land slots that are not land now (face-down fog and revealed sea), and the fog."""
    fog = frozenset(h for h, t in enumerate(board.terrain) if t == FOG)
    return fog | frozenset(h for h, t in enumerate(board.terrain) if t == SEA_TILE), fog


def topology_for(board: Board, before: geo.Topology | None = None, revealed: int = -1) -> geo.Topology:
    """The topology a game on ``board`` plays on (the map's own while nothing was revealed). ``before`` and
    ``revealed``: the topology of the board before fog hex ``revealed`` was turned face up (SEA-FOG-3), which
    is then classified anew around that hex only (its sides, corners and kind: nothing else changes)."""
    base = board.topo
    gone, fog = not_land(board)
    key = (board.map.name, gone, fog)
    shape = _DERIVED.get(key)
    if shape is None and before is not None:
        shape = _revealed(before, revealed, revealed not in gone)
        if len(_DERIVED) > 4096:
            _DERIVED.clear()
        _DERIVED[key] = shape
    if shape is None:
        if all(a == b for a, b in zip(base.FRAME_HEX_KINDS, _kinds(base.N_HEX, gone, fog), strict=False)):
            shape = base
        else:
            shape = copy.copy(base)
            shape._frame = shape  # its own frame-scope self (ships sail on the copy's paths)
            classify(shape, gone, fog)
        if len(_DERIVED) > 4096:  # reveal patterns of many games (a soak, a long-running bot): keep memory bounded
            _DERIVED.clear()
        _DERIVED[key] = shape
    return shape


def _revealed(before: geo.Topology, h: int, land: bool) -> geo.Topology:
    """``classify`` of ``before``'s classification with fog hex ``h`` now land (``land``) or sea: a fog hex
    counted as sea already, so only a land hex changes its sides' kinds and its corners."""
    shape = copy.copy(before)
    shape._frame = shape
    kinds = list(before.FRAME_HEX_KINDS)
    kinds[h] = geo.LAND if land else geo.SEA
    shape.FRAME_HEX_KINDS = kinds = tuple(kinds)
    if land:
        n_hex = before.N_HEX
        edge_kinds = list(before.EDGE_KINDS)
        for e, (a, b) in enumerate(before.EDGE_SIDES):
            if a == h or b == h:
                on_land = (0 <= a < n_hex and kinds[a] == geo.LAND) + (0 <= b < n_hex and kinds[b] == geo.LAND)
                edge_kinds[e] = (geo.PATH_SEA, geo.PATH_COAST, geo.PATH_LAND)[on_land]
        shape.EDGE_KINDS = tuple(edge_kinds)
        shape.LAND_VERTICES_MASK = before.LAND_VERTICES_MASK | before.HEX_VERTEX_MASK[h]
    shape._path_masks = {}
    return shape


def _kinds(n_hex: int, gone: frozenset[int], fog: frozenset[int]) -> tuple[str, ...]:
    return tuple(FOG_KIND if h in fog else (geo.SEA if h in gone else geo.LAND) for h in range(n_hex))


# Per classification of the frame (``FRAME_HEX_KINDS``, kept alive beside the answer so that the id is
# never another's): its land and sea hexes. The robber and pirate listings ask at every 7 and Knight.
_HEXES: dict[int, tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]] = {}


def _hexes(topo: geo.Topology) -> tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]:
    kinds = topo.FRAME_HEX_KINDS
    entry = _HEXES.get(id(kinds))
    if entry is None or entry[0] is not kinds:
        if len(_HEXES) > 256:  # a fog reveal classifies anew: bounded
            _HEXES.clear()
        land = tuple(h for h in range(topo.N_HEX) if kinds[h] == geo.LAND)
        sea = tuple(h for h, kind in enumerate(kinds) if kind == geo.SEA)
        entry = _HEXES[id(kinds)] = (kinds, land, sea)
    return entry


def land_hexes(state: GameState) -> list[int]:
    """The face-up land hexes now (SEA-GEO-3): where the robber may go (SEA-PIRATE-3), what produces."""
    return list(_hexes(state.topo)[1])


def sea_hexes(state: GameState) -> list[int]:
    """Frame hex indices (``FRAME_HEX_INDEX``) of the sea hexes now, revealed sea included: where the
    pirate may go (SEA-PIRATE-3: never a land or fog hex)."""
    return list(_hexes(state.topo)[2])


def fog_hexes(state: GameState) -> list[int]:
    kinds = state.topo.FRAME_HEX_KINDS
    return [h for h in range(state.topo.N_HEX) if kinds[h] == FOG_KIND]


def islands(shape: geo.Topology) -> tuple[tuple[int, ...], ...]:
    """SEA-GEO-6: the maximal sets of face-up land hexes linked through shared sides, each in canonical
    order (SEA-GEO-8, which is the land ids' order), ordered by their first hex."""
    kinds = shape.FRAME_HEX_KINDS
    seen: set[int] = set()
    out: list[tuple[int, ...]] = []
    for h in range(shape.N_HEX):
        if h in seen or kinds[h] != geo.LAND:
            continue
        group, todo = {h}, [h]
        while todo:
            for o in shape.HEX_NEIGHBOURS[todo.pop()]:
                if o not in group and kinds[o] == geo.LAND:
                    group.add(o)
                    todo.append(o)
        seen |= group
        out.append(tuple(sorted(group)))
    return tuple(out)


# --- what the routes half asks ---------------------------------------------------------------------

GOLD = GOLD_TERRAIN


def path_mask(state: GameState, kinds: tuple[str, ...]) -> int:
    """Bitmask of the paths of these kinds now (SEA-GEO-4, the fog as sea until revealed)."""
    return state.topo.paths_of(kinds)


def hexes_with_number(state: GameState, total: int) -> list[tuple[int, int]]:
    """(hex id, terrain) of the face-up land hexes carrying ``total`` (revealed fog hexes included: the
    board holds their tokens; face-down fog and sea carry none)."""
    board = state.board
    return [(h, board.terrain[h]) for h in board.hexes_by_number.get(total, ())]


def hex_vertices(state: GameState, h: int) -> tuple[int, ...]:
    """The six corners of land slot ``h``."""
    return state.topo.HEX_VERTICES[h]


_AROUND: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}


def paths_around(topo: geo.Topology) -> tuple[int, ...]:
    """Per path: the bitmask of the paths at its two ends (itself included), per frame (``_AROUND``: keyed by
    its ``EDGE_VERTEX_MASK``, kept alive beside the table so that the id is never another's). Ship-move
    listings and trade-route networks grow along it."""
    evm = topo.EDGE_VERTEX_MASK
    entry = _AROUND.get(id(evm))
    if entry is None or entry[0] is not evm:
        vem = topo.VERTEX_EDGE_MASK
        entry = _AROUND[id(evm)] = (evm, tuple(vem[a] | vem[b] for a, b in topo.EDGE_VERTICES))
    return entry[1]
