"""The Seafarers maps as ``engine.maps`` templates: frames (SEA-GEO-2/4), pieces, how they are dealt
(SEA-MAP-HARBORS, SEA-MAP-VAR-1, SEA-SETUP-1) and how a board of them is checked (the fog changes it).

Every hex of a map that is or may become land has a land slot (a land id of the topology, a place in
``Board.terrain``): land hexes and fog hexes. A fog hex's slot holds ``FOG`` (no token) until it is
revealed, then the revealed terrain and token, or ``SEA_TILE`` (SEA-FOG-3). The frame's sea hexes are
the topology's sea. What a slot *is* now (land, fog, sea) is ``geometry``'s business; the template's
own topology is the map as dealt (fog counted as sea, SEA-GEO-4).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from engine import maps
from engine import topology as geo
from engine.board import Board, make_board
from engine.constants import DESERT
from engine.errors import InvalidState
from engine.maps import Kit, MapTemplate
from engine.rules.seafarers import geometry
from engine.rules.seafarers.mapdata import FOG, FOG_TILES, FOG_TOKENS, NO_TOKEN, SEA_MAPS, SEA_TILE, SeaMap, deal_areas
from engine.rules.seafarers.options import CONFIGURED, PRINTED

if TYPE_CHECKING:
    from engine.rng import Rng

RED = (6, 8)


def _row(c: geo.Axial) -> tuple[int, int]:
    return c[1], c[0]


def _topology(m: SeaMap) -> geo.Topology:
    slots = sorted((*m.hexes_of("land"), *m.hexes_of("?")), key=_row)
    sea = sorted(m.hexes_of("~"), key=_row)
    shape = geo.Topology(m.name, slots, sea, m.harbors, lambda t, corner: t.HEX_COORDS, scope=geo.SCOPE_FRAME)
    fog = frozenset(shape.HEX_INDEX[c] for c in m.hexes_of("?"))
    geometry.classify(shape, fog, fog)  # SEA-GEO-4: a fog hex counts as sea until revealed
    return shape


def _kit(m: SeaMap, shape: geo.Topology) -> Kit:
    terrain: list[int] = []
    tokens: list[int] = []
    for c in shape.HEX_COORDS:
        if m.cells[c] == "?":
            terrain.append(FOG)
        elif m.cells[c] != "x":
            t, n = m.printed_terrain(c)
            terrain.append(t)
            if n:
                tokens.append(n)
    for area in deal_areas(m):
        terrain.extend(area.tiles)
        tokens.extend(area.tokens)
    return Kit(tuple(terrain), tuple(sorted(tokens)), m.harbor_set)


def deal(template: MapTemplate, options: Any, rng: Rng) -> Board:
    """SEA-SETUP-1: the printed terrain and tokens (``sea_layout = printed`` where the map prints them),
    else shuffled within each deal area (SEA-MAP-VAR-1, red tokens never adjacent); harbor types dealt
    by a uniform permutation (SEA-MAP-HARBORS), or in the listed order (``sea_harbor_types = configured``)."""
    m = SEA_MAPS[template.name]
    shape = template.topology
    terrain = [0] * shape.N_HEX
    numbers = [0] * shape.N_HEX
    for c, h in shape.HEX_INDEX.items():
        terrain[h], numbers[h] = m.printed_terrain(c) if m.cells[c] != "x" else (DESERT, 0)
    if not (m.printed and options.sea_layout == PRINTED):
        _shuffle_areas(m, shape, terrain, numbers, rng)
    harbors = list(m.harbor_set)
    if options.sea_harbor_types != CONFIGURED:
        rng.shuffle(harbors)
    return make_board(template, tuple(terrain), tuple(numbers), tuple(harbors))


def _shuffle_areas(m: SeaMap, shape: geo.Topology, terrain: list[int], numbers: list[int], rng: Rng) -> None:
    """SEA-MAP-VAR-1: terrain shuffled within each area, tokens separately, redrawn until no two red
    tokens are adjacent (on the whole map)."""
    areas = []
    for area in deal_areas(m):
        ids = [shape.HEX_INDEX[c] for c in area.hexes]
        tiles = list(area.tiles) or [m.printed_terrain(c)[0] for c in area.hexes]
        tokens = list(area.tokens) or [n for c in area.hexes if (n := m.printed_terrain(c)[1])]
        areas.append((ids, tiles, tokens))
    while True:
        for ids, tiles, tokens in areas:
            rng.shuffle(tiles)
            rng.shuffle(tokens)
            left = iter(tokens)
            for h, t in zip(ids, tiles, strict=True):
                terrain[h] = t
                numbers[h] = 0 if t in NO_TOKEN else next(left)
        if not any(
            numbers[h] in RED and any(numbers[o] in RED for o in shape.HEX_NEIGHBOURS[h]) for h in range(shape.N_HEX)
        ):
            return


def check(template: MapTemplate, terrain: tuple[int, ...], numbers: tuple[int, ...], harbors: tuple[int, ...]) -> None:
    """A board of this map: its land hexes' tiles and tokens are the kit's; its fog slots hold ``FOG`` or
    tiles and tokens of the fog stacks (SEA-FOG-1/3), or sea (SEA-FOG-6); no token on a desert, fog or sea; the harbor set."""
    m = SEA_MAPS[template.name]
    shape = template.topology
    fog = {shape.HEX_INDEX[c] for c in m.hexes_of("?")}
    land_t = Counter(terrain[h] for h in range(shape.N_HEX) if h not in fog)
    fog_t = Counter(terrain[h] for h in fog if terrain[h] not in (FOG, SEA_TILE))  # SEA-FOG-6: any may be sea
    land_n = Counter(numbers[h] for h in range(shape.N_HEX) if h not in fog and numbers[h])
    fog_n = Counter(numbers[h] for h in fog if numbers[h])
    kit_t = Counter(t for t in template.kit.terrain if t != FOG)
    if land_t != kit_t or fog_t - Counter(FOG_TILES) or fog_n - Counter(FOG_TOKENS[m.players]):
        raise InvalidState(f"board terrain must be the tiles of the map {m.name}")
    if land_n != Counter(template.kit.tokens):
        raise InvalidState(f"board numbers must be the tokens of the map {m.name}")
    if tuple(sorted(harbors)) != template.kit.harbors:
        raise InvalidState(f"board harbors must be the harbor pieces of the map {m.name}")
    for h in range(shape.N_HEX):
        if (terrain[h] in NO_TOKEN) != (numbers[h] == 0):
            raise InvalidState("deserts, fog and sea, and only they, have no number token")


def _register(m: SeaMap) -> MapTemplate:
    shape = _topology(m)
    return maps.register(MapTemplate(m.name, shape, _kit(m, shape), "seafarers", dealer=deal, check=check))


TEMPLATES: dict[str, MapTemplate] = {name: _register(m) for name, m in SEA_MAPS.items()}


def map_name(options: Any) -> str:
    """SEA-GEN-4: the scenario's map for the player count."""
    return next(
        name for name, m in SEA_MAPS.items() if m.scenario == options.sea_scenario and m.players == options.players
    )
