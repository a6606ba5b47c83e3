"""The Fog Island's discoveries (SEA-FOG-2..6, SEA-AMB-14/18/19/20): a road or ship placed (built, free,
moved, in set-up) on a path an end of which is a corner of a face-down hex reveals every such hex, in
canonical order (SEA-GEO-8: the land ids' order).

Revealing takes the top tile of the terrain stack (the end of ``state.sea.fog_terrain``): a sea tile
gets no token, a land tile the top token. The board then holds the hex's terrain and token (public),
and the game plays on the board's new classification (``geometry.topology_for``: islands, land paths
and intersections, SEA-FOG-5). The discoverer receives 1 card of a land hex's resource, a gold field's
of their choice (``gold.owe_one``), nothing for sea, a desert, an empty bank stack or in set-up (SEA-FOG-4).
An empty stack makes the hex sea (SEA-FOG-6).
"""

from __future__ import annotations

from engine.board import make_board
from engine.constants import DESERT
from engine.rules.seafarers import events, geometry, gold
from engine.rules.seafarers.mapdata import FOG, GOLD, SEA_TILE
from engine.state import PHASE_SETUP, GameState


def reveal_around(state: GameState, seat: int, path: int, kind: str) -> None:
    """The ``route_piece_placed`` listener (SEA-FOG-2)."""
    sea = state.sea
    if not sea.fog:
        return
    shape = state.topo
    terrain = state.board.terrain
    found = sorted({h for v in shape.EDGE_VERTICES[path] for h in shape.VERTEX_HEXES[v] if terrain[h] == FOG})
    for h in found:
        reveal(state, seat, h)


def reveal(state: GameState, seat: int, h: int) -> None:
    """SEA-FOG-3/4/6: turn fog hex ``h`` face up for ``seat``."""
    sea = state.sea
    board = state.board
    tile = sea.fog_terrain.pop() if sea.fog_terrain else SEA_TILE
    token = 0
    if tile != SEA_TILE and tile != DESERT:
        if sea.fog_tokens:
            token = sea.fog_tokens.pop()
        else:
            tile = SEA_TILE  # SEA-FOG-6 / SEA-AMB-20: a misconfigured stack; the hex becomes sea
    terrain, numbers = list(board.terrain), list(board.numbers)
    terrain[h], numbers[h] = tile, token
    state.board = make_board(board.map, tuple(terrain), tuple(numbers), board.harbors)
    state.topo = geometry.topology_for(state.board, state.topo, h)
    state.road_cand = [-1] * len(state.road_cand)
    sea.fog.remove(h)
    sea.revealed.append([h, seat])
    reward = [0] * 5
    owed_gold = 0
    if state.phase != PHASE_SETUP:  # SEA-FOG-4: no reward in set-up
        if tile == GOLD:
            owed_gold = 1
        elif tile < DESERT and state.bank[tile] > 0:
            state.bank[tile] -= 1
            state.hands[seat][tile] += 1
            reward[tile] = 1
    state.emit({"type": "discovered", "seat": seat, "hex": h, "terrain": tile, "number": token, "cards": reward})
    gold.owe_one(state, seat, owed_gold, "discovery")


events.listen(reveal_around)
