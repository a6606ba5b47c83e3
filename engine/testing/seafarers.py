"""Seafarers positions from plain data (see ``engine.testing``).

``sea_position`` takes every keyword of ``engine.testing.position`` plus the Seafarers record, with spots
also given in the spec's coordinates (``seafarers.md`` section 3): intersections ``(q, r, "N"|"S")``,
paths ``(q, r, "NE"|"E"|"SE")``, hexes ``(q, r)`` (labels and ids work as everywhere)::

    from engine.testing.seafarers import sea_position

    g = sea_position(
        4, scenario="fog_island",
        settlements={0: [(3, 0, "N")]}, roads={0: [(3, 0, "NE")]},
        ships={0: [(2, 0, "NE")]}, ships_built=[(2, 0, "NE")], ship_moved=False,
        board={(2, -2): ("gold", 5)},           # hex -> (terrain, token): a fixed deal on top of the map's
        harbors=[5, 5, 0, 1, 2, 3, 4, 5, 5],    # S1..Sn harbor kinds (0-4: 2:1 of that resource, 5: 3:1)
        fog_terrain=["gold", "sea", ...],        # the fog stack from the top (SEA-FOG-1); fog_tokens likewise
        pirate=(-3, 0), robber=(4, -2),
        chits={1: 2}, scored={1: [2]}, home={0: [1]},
        step="main",
    )

The board defaults to the scenario's printed map (``sea_layout = printed``, harbors in the listed
order), the robber and pirate to their start hexes. Pieces are put down without rule checks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine import maps
from engine.board import make_board
from engine.options import Options
from engine.rules.seafarers import geometry
from engine.rules.seafarers.mapdata import SEA_MAPS, TERRAIN_NAMES
from engine.rules.seafarers.maps import map_name
from engine.state import GameState
from engine.testing import EXPANSION_BUILDERS, ROLL_DRAWERS, base_roll_draw, position
from engine.topology import Topology

NAME = "seafarers"
_KEYS = ("board", "harbors", "fog_terrain", "fog_tokens", "ships", "ships_built", "ship_moved", "pirate", "chits",
         "scored", "home")  # fmt: skip


def sea_position(
    players: int = 4, *, scenario: str = "new_shores", options: Mapping[str, Any] | None = None, **spec: Any
) -> GameState:
    """A Seafarers game in the described position: ``engine.testing.position`` keywords plus the record."""
    opts = {"expansion": NAME, "sea_scenario": scenario, "board": "variable", "sea_harbor_types": "configured",
            **(options or {})}  # fmt: skip
    shape = maps.get(map_name(Options(**{**opts, "players": players}))).topology
    sea = {k: spec.pop(k) for k in _KEYS if k in spec}
    for key in ("settlements", "cities"):
        if key in spec:
            spec[key] = {who: [_vertex(s, shape) for s in spots] for who, spots in spec[key].items()}
    if "roads" in spec:
        spec["roads"] = {who: [_path(p, shape) for p in paths] for who, paths in spec["roads"].items()}
    if "last_settlement" in spec:
        spec["last_settlement"] = _vertex(spec["last_settlement"], shape)
    m = SEA_MAPS[shape.name]
    spec["robber"] = shape.HEX_INDEX[m.robber] if spec.get("robber") is None else _hex(spec["robber"], shape)
    return position(players, options=opts, expansion=sea, **spec)


def build(g: GameState, data: dict[str, Any]) -> None:
    """Fill ``g.sea`` (and the board) from plain data; derived data is rebuilt after."""
    unknown = set(data) - set(_KEYS)
    if unknown:
        raise ValueError(f"unknown Seafarers position data: {sorted(unknown)}")
    sea = g.sea
    shape = g.board.topo
    board = g.board
    terrain, numbers, harbors = list(board.terrain), list(board.numbers), list(board.harbors)
    for spot, (kind, token) in (data.get("board") or {}).items():
        h = _hex(spot, shape)
        terrain[h] = _terrain(kind)
        numbers[h] = token
    if "harbors" in data:
        harbors = list(data["harbors"])
    g.board = make_board(board.map, tuple(terrain), tuple(numbers), tuple(harbors))
    sea.fog = sorted(geometry.not_land(g.board)[1])
    if "fog_terrain" in data:
        sea.fog_terrain = [_terrain(t) for t in reversed(data["fog_terrain"])]  # the top is the list's end
    if "fog_tokens" in data:
        sea.fog_tokens = list(reversed(data["fog_tokens"]))
    sea.ships = [-1] * shape.N_EDGE
    for who, paths in (data.get("ships") or {}).items():
        for p in paths:
            e = _path(p, shape)
            if g.roads[e] >= 0 or sea.ships[e] >= 0:
                raise ValueError(f"two pieces on path {shape.EDGE_LABELS[e]}")
            sea.ships[e] = who
    sea.built = {_path(p, shape) for p in data.get("ships_built", ())}
    sea.built_turn = g.turn if sea.built else -1
    sea.moved_turn = g.turn if data.get("ship_moved") else -1
    if "pirate" in data:
        spot = data["pirate"]
        sea.pirate = shape.FRAME_HEX_INDEX[spot] if isinstance(spot, tuple) else int(spot)
    for who, count in (data.get("chits") or {}).items():
        sea.chits[who] = count
    for key in ("scored", "home"):
        for who, areas in (data.get(key) or {}).items():
            getattr(sea, key)[who] = sorted(areas)


def _terrain(kind: int | str) -> int:
    return TERRAIN_NAMES.index(kind) if isinstance(kind, str) else kind


def _vertex(spot: Any, shape: Topology) -> Any:
    return shape.VERTEX_INDEX[tuple(spot)] if isinstance(spot, tuple | list) and len(spot) == 3 else spot


def _path(spot: Any, shape: Topology) -> Any:
    if isinstance(spot, tuple | list) and len(spot) == 3 and isinstance(spot[2], str):
        return shape.EDGE_KEY_INDEX[tuple(spot)]
    if isinstance(spot, str):
        return shape.parse_edge(spot)
    return spot


def _hex(spot: Any, shape: Topology) -> int:
    if isinstance(spot, tuple | list):
        return shape.HEX_INDEX[tuple(spot)]
    return shape.parse_hex(spot) if isinstance(spot, str) else int(spot)


def ships_of(g: GameState, seat: int) -> list[int]:
    return [e for e, p in enumerate(g.sea.ships) if p == seat]


def paths(g: GameState, keys: Iterable[Sequence[Any]]) -> list[int]:
    return [_path(k, g.topo) for k in keys]


EXPANSION_BUILDERS[NAME] = build
ROLL_DRAWERS[NAME] = base_roll_draw  # the Seafarers roll draws two dice, as the base game's
