"""The map of one game: terrain, number tokens and harbors (BOARD-BEG-*, BOARD-VAR-*).

A ``Board`` is immutable and shared: every game on the same map (all beginner games, a game and its
reloaded copy) uses one instance, so the tables derived from it are built once. A board lies on an
island shape (``Board.topo``, an ``engine.topology.Topology``); a shape's pieces (terrain tiles,
tokens, harbor pieces: its ``Kit``) are registered beside it, so a saved board of any known shape
is read and validated alike.
"""

from __future__ import annotations

from engine import topology as geo
from engine.constants import DESERT, SPIRAL_TOKENS
from engine.errors import InvalidState
from engine.rng import Rng

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


class Kit:
    """The pieces of one island shape: terrain tiles, number tokens in letter order, harbor pieces."""

    __slots__ = ("harbors", "terrain", "tokens")

    def __init__(self, terrain: tuple[int, ...], tokens: tuple[int, ...], harbors: tuple[int, ...]) -> None:
        self.terrain = tuple(sorted(terrain))
        self.tokens = tokens
        self.harbors = tuple(sorted(harbors))


KITS: dict[int, Kit] = {geo.STANDARD.N_HEX: Kit(TERRAIN_TILES, SPIRAL_TOKENS, HARBOR_PIECES)}


def register_kit(shape: geo.Topology, kit: Kit) -> None:
    """The pieces of another island shape (a rule set's, with ``topology.register``)."""
    KITS[geo.register(shape).N_HEX] = kit


class Board:
    __slots__ = (
        "desert",
        "deserts",
        "harbor_masks",
        "harbors",
        "hexes_by_number",
        "key",
        "numbers",
        "terrain",
        "topo",
        "vertex_harbor",
    )

    terrain: tuple[int, ...]
    numbers: tuple[int, ...]
    harbors: tuple[int, ...]
    desert: int  # the desert of lowest hex id (SIX-VAR-7: where the robber starts by default)
    deserts: tuple[int, ...]  # every desert (two on the 30-hex island)
    topo: geo.Topology
    vertex_harbor: tuple[int, ...]
    harbor_masks: tuple[int, ...]  # per harbor kind 0..5: bitmask of the intersections it serves
    hexes_by_number: dict[int, tuple[int, ...]]
    key: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]

    def __init__(
        self,
        terrain: tuple[int, ...],
        numbers: tuple[int, ...],
        harbors: tuple[int, ...],
        shape: geo.Topology = geo.STANDARD,
    ) -> None:
        set_ = object.__setattr__
        set_(self, "topo", shape)
        set_(self, "terrain", terrain)
        set_(self, "numbers", numbers)
        set_(self, "harbors", harbors)
        set_(self, "key", (terrain, numbers, harbors))
        set_(self, "desert", terrain.index(DESERT))
        set_(self, "deserts", tuple(h for h, t in enumerate(terrain) if t == DESERT))
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

    def to_json(self) -> dict[str, list[int]]:
        return {"terrain": list(self.terrain), "numbers": list(self.numbers), "harbors": list(self.harbors)}


_CACHE: dict[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], Board] = {}


def make_board(terrain: tuple[int, ...], numbers: tuple[int, ...], harbors: tuple[int, ...]) -> Board:
    """The shared Board for this map, validated (a corrupt save must not produce a strange island).

    The island's shape follows from the number of hexes (19: the standard island)."""
    key = (tuple(terrain), tuple(numbers), tuple(harbors))
    board = _CACHE.get(key)
    if board is None:
        shape = geo.for_hex_count(len(key[0]))
        if shape is None:
            raise InvalidState(f"no island has {len(key[0])} land hexes")
        _validate(shape, *key)
        board = Board(*key, shape)
        if len(_CACHE) > 4096:  # a long-running bot sees many random boards; keep memory bounded
            _CACHE.clear()
        _CACHE[key] = board
    return board


def board_from_json(data: dict) -> Board:
    try:
        return make_board(tuple(data["terrain"]), tuple(data["numbers"]), tuple(data["harbors"]))
    except (KeyError, TypeError) as exc:
        raise InvalidState(f"board data is malformed: {exc}") from exc


def _validate(shape: geo.Topology, terrain: tuple[int, ...], numbers: tuple[int, ...], harbors: tuple[int, ...]) -> None:
    kit = KITS[shape.N_HEX]
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
    return make_board(BEGINNER_TERRAIN, BEGINNER_NUMBERS, BEGINNER_HARBORS)


def variable_board(rng: Rng, placement: str, corner: int, shape: geo.Topology = geo.STANDARD) -> Board:
    """BOARD-VAR-1..6 (SIX-VAR-1..6 on the 30-hex island): shuffled terrain and harbors, tokens by
    spiral (default) or fully random."""
    kit = KITS[shape.N_HEX]
    terrain = list(kit.terrain)
    rng.shuffle(terrain)
    harbors = list(kit.harbors)
    rng.shuffle(harbors)
    if placement == "spiral":
        numbers = spiral_numbers(tuple(terrain), corner if corner >= 0 else rng.below(6), shape)
    else:
        numbers = random_numbers(tuple(terrain), rng, shape)
    return make_board(tuple(terrain), numbers, tuple(harbors))


def spiral_numbers(terrain: tuple[int, ...], corner: int, shape: geo.Topology = geo.STANDARD) -> tuple[int, ...]:
    """BOARD-VAR-4 (SIX-VAR-3): the letters along the counterclockwise spiral, skipping deserts."""
    numbers = [0] * shape.N_HEX
    tokens = iter(KITS[shape.N_HEX].tokens)
    for h in shape.spiral_order(corner):
        if terrain[h] != DESERT:
            numbers[h] = next(tokens)
    return tuple(numbers)


def random_numbers(terrain: tuple[int, ...], rng: Rng, shape: geo.Topology = geo.STANDARD) -> tuple[int, ...]:
    """BOARD-VAR-6 (SIX-VAR-6) by rejection sampling, uniform over the legal assignments (BOARD-AMB-5)."""
    land = [h for h in range(shape.N_HEX) if terrain[h] != DESERT]
    while True:
        tokens = list(KITS[shape.N_HEX].tokens)
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
