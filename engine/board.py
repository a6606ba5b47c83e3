"""The board of one game: a map with its terrain, number tokens and harbors (BOARD-BEG-*, BOARD-VAR-*).

A ``Board`` is immutable and shared: every game on the same board (all beginner games, a game and its
reloaded copy) uses one instance, so the tables derived from it are built once. A board lies on a map
(``Board.map``, an ``engine.maps.MapTemplate``: its frame ``Board.topo`` and its pieces), named in its
JSON, so a saved board of any known map is read and validated alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine import maps
from engine import topology as geo
from engine.constants import DESERT, SPIRAL_TOKENS
from engine.errors import InvalidState
from engine.maps import Kit, MapTemplate
from engine.rng import Rng

if TYPE_CHECKING:
    from engine.options import Options

# BOARD-BEG-1 (terrain ids: hills 0, forest 1, mountains 2, fields 3, pasture 4, desert 5), H00..H18.
BEGINNER_TERRAIN = (2, 4, 1, 3, 0, 4, 0, 3, 1, 5, 1, 2, 1, 2, 3, 4, 0, 3, 4)
BEGINNER_NUMBERS = (10, 2, 9, 12, 6, 4, 10, 9, 11, 0, 3, 8, 8, 3, 4, 5, 5, 6, 11)
# BOARD-BEG-3, spots S1..S9: grain, lumber, 3:1, wool, 3:1, 3:1, brick, ore, 3:1.
BEGINNER_HARBORS = (3, 1, 5, 4, 5, 5, 0, 2, 5)
# BOARD-BEG-4: colour -> ((settlement, road) starred, (settlement, road) other), canonical keys.
BEGINNER_PIECES: dict[str, tuple[tuple[geo.VertexKey, geo.EdgeKey], ...]] = {
    "red": (((-2, 1, "N"), (-2, 1, "NE")), ((0, -1, "N"), (0, -1, "NE"))),
    "blue": (((-2, 2, "N"), (-2, 2, "NE")), ((0, 2, "N"), (0, 1, "E"))),
    "orange": (((-1, 2, "N"), (-1, 2, "NE")), ((2, -2, "S"), (1, -1, "NE"))),
    "white": (((1, 1, "N"), (1, 0, "E")), ((-1, 0, "N"), (-1, -1, "SE"))),
}

TERRAIN_TILES = (0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5)  # BOARD-TERR-1
HARBOR_PIECES = (0, 1, 2, 3, 4, 5, 5, 5, 5)  # BOARD-VAR-2
RED_NUMBERS = (6, 8)


# BOARD-TERR-1, BOARD-NUM-3, BOARD-VAR-2: the pieces of the standard island and the beginner map.
STANDARD_KIT = Kit(TERRAIN_TILES, SPIRAL_TOKENS, HARBOR_PIECES)


class Board:
    __slots__ = (
        "desert",
        "deserts",
        "harbor_masks",
        "harbors",
        "hexes_by_number",
        "key",
        "map",
        "numbers",
        "terrain",
        "topo",
        "vertex_harbor",
    )

    map: MapTemplate
    terrain: tuple[int, ...]
    numbers: tuple[int, ...]
    harbors: tuple[int, ...]
    desert: int  # the desert of lowest hex id (SIX-VAR-7: where the robber starts by default); -1: none
    deserts: tuple[int, ...]  # every desert (two on the 30-hex island)
    topo: geo.Topology
    vertex_harbor: tuple[int, ...]
    harbor_masks: tuple[int, ...]  # per harbor kind 0..5: bitmask of the intersections it serves
    hexes_by_number: dict[int, tuple[int, ...]]
    key: tuple[str, tuple[int, ...], tuple[int, ...], tuple[int, ...]]

    def __init__(
        self, template: MapTemplate, terrain: tuple[int, ...], numbers: tuple[int, ...], harbors: tuple[int, ...]
    ) -> None:
        set_ = object.__setattr__
        shape = template.topology
        set_(self, "map", template)
        set_(self, "topo", shape)
        set_(self, "terrain", terrain)
        set_(self, "numbers", numbers)
        set_(self, "harbors", harbors)
        set_(self, "key", (template.name, terrain, numbers, harbors))
        deserts = tuple(h for h, t in enumerate(terrain) if t == DESERT)
        set_(self, "desert", deserts[0] if deserts else -1)  # some Seafarers maps have none (SEA-4I-3)
        set_(self, "deserts", deserts)
        vh = [-1] * shape.N_VERTEX
        for spot, edge in enumerate(shape.HARBOR_EDGES):
            for v in shape.EDGE_VERTICES[edge]:
                vh[v] = harbors[spot]
        set_(self, "vertex_harbor", tuple(vh))
        masks = [0] * 6
        for v, kind in enumerate(vh):
            if kind >= 0:
                masks[kind] |= 1 << v
        set_(self, "harbor_masks", tuple(masks))
        by_number: dict[int, list[int]] = {}
        for h, n in enumerate(numbers):
            if n:
                by_number.setdefault(n, []).append(h)
        set_(self, "hexes_by_number", {n: tuple(hs) for n, hs in by_number.items()})

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Board is immutable")

    def to_json(self) -> dict[str, Any]:
        return {
            "map": self.map.name,
            "terrain": list(self.terrain),
            "numbers": list(self.numbers),
            "harbors": list(self.harbors),
        }


_CACHE: dict[tuple[str, tuple[int, ...], tuple[int, ...], tuple[int, ...]], Board] = {}


def make_board(
    template: MapTemplate, terrain: tuple[int, ...], numbers: tuple[int, ...], harbors: tuple[int, ...]
) -> Board:
    """The shared Board of this deal on ``template``, validated (a corrupt save must not produce a
    strange island)."""
    key = (template.name, tuple(terrain), tuple(numbers), tuple(harbors))
    board = _CACHE.get(key)
    if board is None or board.map is not template:
        _validate(template, *key[1:])
        board = Board(template, *key[1:])
        if len(_CACHE) > 4096:  # a long-running bot sees many random boards; keep memory bounded
            _CACHE.clear()
        _CACHE[key] = board
    return board


def board_from_json(data: Mapping[str, Any], legacy_options: Options | None = None) -> Board:
    """The board of a board's JSON (a saved game's or a view's), on the map it names.

    A board saved before maps were named has no ``"map"``; ``legacy_options`` (the game's options) then
    name it (``engine.maps.legacy_map_name``). Without them such a board is refused."""
    try:
        if "map" in data or legacy_options is None:
            template = maps.get(data["map"])
        else:
            template = maps.get(maps.legacy_map_name(legacy_options))
        return make_board(template, tuple(data["terrain"]), tuple(data["numbers"]), tuple(data["harbors"]))
    except (KeyError, TypeError) as exc:
        raise InvalidState(f"board data is malformed: {exc!r}") from exc


def _validate(
    template: MapTemplate, terrain: tuple[int, ...], numbers: tuple[int, ...], harbors: tuple[int, ...]
) -> None:
    shape, kit = template.topology, template.kit
    if template.check is not None:  # a map whose boards change in play checks them itself
        if len(terrain) != shape.N_HEX or len(numbers) != shape.N_HEX or len(harbors) != len(shape.HARBOR_EDGES):
            raise InvalidState("board data does not fit its map")
        template.check(template, terrain, numbers, harbors)
        return
    if tuple(sorted(terrain)) != kit.terrain:
        raise InvalidState(f"board terrain must be the {len(kit.terrain)} tiles of its island")
    if tuple(sorted(harbors)) != kit.harbors:
        raise InvalidState(f"board harbors must be the {len(kit.harbors)} harbor pieces of its island")
    if sorted(n for n in numbers if n) != sorted(kit.tokens) or len(numbers) != shape.N_HEX:
        raise InvalidState(f"board numbers must be the {len(kit.tokens)} tokens of its island")
    for h in range(shape.N_HEX):
        if (terrain[h] == DESERT) != (numbers[h] == 0):
            raise InvalidState("the desert, and only the desert, has no number token")


def beginner_board() -> Board:
    """The beginner map's board (BOARD-BEG-1..3)."""
    template = maps.get("beginner")
    assert template.fixed is not None
    return make_board(template, *template.fixed)


def deal(template: MapTemplate, options: Options, rng: Rng) -> Board:
    """A new game's board on ``template``: its printed deal, or (BOARD-VAR-1..6, SIX-VAR-1..6) terrain
    and harbors shuffled from its kit and tokens by spiral (default) or fully random."""
    if template.dealer is not None:
        return template.dealer(template, options, rng)
    if template.fixed is not None:
        return make_board(template, *template.fixed)
    return variable_board(rng, options.number_placement, options.spiral_corner, template)


def variable_board(rng: Rng, placement: str, corner: int, template: MapTemplate) -> Board:
    """BOARD-VAR-1..6 (SIX-VAR-1..6 on the 30-hex island): shuffled terrain and harbors, tokens by
    spiral (default) or fully random."""
    kit = template.kit
    terrain = list(kit.terrain)
    rng.shuffle(terrain)
    harbors = list(kit.harbors)
    rng.shuffle(harbors)
    if placement == "spiral":
        numbers = spiral_numbers(tuple(terrain), corner if corner >= 0 else rng.below(6), template)
    else:
        numbers = random_numbers(tuple(terrain), rng, template)
    return make_board(template, tuple(terrain), numbers, tuple(harbors))


def spiral_numbers(terrain: tuple[int, ...], corner: int, template: MapTemplate) -> tuple[int, ...]:
    """BOARD-VAR-4 (SIX-VAR-3): the letters along the counterclockwise spiral, skipping deserts."""
    shape = template.topology
    numbers = [0] * shape.N_HEX
    tokens = iter(template.kit.tokens)
    for h in shape.spiral_order(corner):
        if terrain[h] != DESERT:
            numbers[h] = next(tokens)
    return tuple(numbers)


def random_numbers(terrain: tuple[int, ...], rng: Rng, template: MapTemplate) -> tuple[int, ...]:
    """BOARD-VAR-6 (SIX-VAR-6) by rejection sampling, uniform over the legal assignments (BOARD-AMB-5)."""
    shape = template.topology
    land = [h for h in range(shape.N_HEX) if terrain[h] != DESERT]
    while True:
        tokens = list(template.kit.tokens)
        rng.shuffle(tokens)
        numbers = [0] * shape.N_HEX
        for h, n in zip(land, tokens, strict=True):
            numbers[h] = n
        if not red_numbers_adjacent(numbers, shape):
            return tuple(numbers)


def red_numbers_adjacent(numbers: list[int] | tuple[int, ...], shape: geo.Topology = geo.STANDARD) -> bool:
    return any(
        numbers[h] in RED_NUMBERS and any(numbers[n] in RED_NUMBERS for n in shape.HEX_NEIGHBOURS[h])
        for h in range(shape.N_HEX)
    )


def beginner_pieces(colour: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """((starred settlement, road), (other settlement, road)) as vertex and edge ids."""
    (sv1, se1), (sv2, se2) = BEGINNER_PIECES[colour]
    return (
        (geo.VERTEX_INDEX[sv1], geo.EDGE_KEY_INDEX[se1]),
        (geo.VERTEX_INDEX[sv2], geo.EDGE_KEY_INDEX[se2]),
    )
