"""Positions from plain data, for rule tests: no rules are played to get there.

A rule test should read like the rulebook's example: "Red has a settlement on 12 and a road 12-13,
two brick and a wool; it is Red's turn after the roll; the next roll is a 7". ``position`` builds
exactly that state from plain data, fills in what follows from it (the bank holds whatever the hands
do not, the development deck holds the cards nobody has), and rebuilds every derived field, so a
test never pokes state fields or has to remember ``rebuild_derived``::

    from engine.testing import position, roll

    g = position(
        players=3,
        settlements={0: ["12"], 1: ["30"]},        # seat -> intersections (labels "1".."54" or ids)
        cities={1: ["44"]},
        roads={0: ["12-13"], 1: ["30-31-32"]},     # seat -> paths: "12-13", chains "30-31-32", ids
        hands={0: {"brick": 2, "wool": 1}},        # or a 5-tuple in resource order
        robber="J",                                 # hex label "A".."S" or id
        active=0, step="main",
    )
    events = roll(g, 8)                             # ...or force_roll(g, 8) then apply ("roll",)

Spots given as strings are the labels players read (``engine.topology``); ints are engine ids. Seats
may be given as colours ("blue") as well. Pieces are put down without any rule check except that a
spot holds one piece: a test may build positions the set-up could never reach, which is the point.

Cities & Knights positions (levels, knights, walls, metropolises, progress cards, barbarians, the
merchant, three-dice rolls) are built by ``engine.testing.cities_and_knights.ck_position`` on top of this;
Seafarers positions (a fixed deal, harbor types, the fog stacks' order, ships, the pirate, chits, spots in
the spec's coordinates) by ``engine.testing.seafarers.sea_position``.

Forcing dice does not touch the engine: ``force_roll`` moves the state's own counter-based RNG
(``engine.rng``) to a counter where the next draws are the wanted dice, so the roll path stays what
it is in a real game. Several rolls can be forced at once when nothing else draws from the generator
between them (a steal does); otherwise force each roll just before it.
"""

from __future__ import annotations

import importlib
import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import engine
from engine import topology as topo
from engine.board import beginner_pieces as beginner_piece_spots
from engine.constants import (
    CITY,
    DEV_CARDS,
    DEV_DECK_COUNTS,
    RESOURCE_ALIASES,
    SETTLEMENT,
)
from engine.rng import Rng
from engine.state import MAIN, PHASE_PLAY, PHASE_SETUP, PRE_ROLL, SETUP_ROAD, SETUP_SETTLEMENT, GameState

Spot = int | str
Seat = int | str
Counts = Mapping[str, int] | Sequence[int]

# The steps a position may start in; the others (discard, robber, steal, free roads) are reached by
# playing the action that leads there, so their bookkeeping is always the engine's own.
_STEPS = (PRE_ROLL, MAIN, SETUP_SETTLEMENT, SETUP_ROAD)


def position(
    players: int = 4,
    *,
    options: Mapping[str, Any] | None = None,
    seed: int = 1,
    beginner_pieces: bool = False,
    settlements: Mapping[Seat, Iterable[Spot]] | None = None,
    cities: Mapping[Seat, Iterable[Spot]] | None = None,
    roads: Mapping[Seat, Iterable[Spot]] | None = None,
    hands: Mapping[Seat, Counts] | None = None,
    dev_cards: Mapping[Seat, Mapping[str, int]] | None = None,
    bought_this_turn: Mapping[str, int] | None = None,
    knights_played: Mapping[Seat, int] | None = None,
    vp_revealed: Mapping[Seat, int] | None = None,
    dev_deck: Sequence[str] | None = None,
    robber: Spot | None = None,
    active: Seat = 0,
    first: Seat | None = None,
    turn: int = 1,
    step: str = PRE_ROLL,
    setup_index: int | None = None,
    last_settlement: Spot | None = None,
    dev_played: bool = False,
    longest_road: Seat | None = None,
    largest_army: Seat | None = None,
    dice: Sequence[int] | None = None,
    next_rolls: Sequence[int | Sequence[int | str]] = (),
    expansion: Mapping[str, Any] | None = None,
) -> GameState:
    """A game in the described position (see the module docstring).

    * ``options``: game options as for ``engine.new_game`` (``players`` wins over options["players"]);
      the board defaults to the beginner map without pieces, so spots are the same in every test.
    * ``beginner_pieces``: also put down every colour's two settlements and roads of the beginner set-up
      (BASE-SETUP-4), as the "beginner" board does (without its starting hands).
    * ``dev_cards``: seat -> {"knight": 2, ...} held; ``bought_this_turn``: {"knight": 1} of the
      active player's cards that were bought this turn (BASE-DEV-3); ``knights_played``: seat -> count.
    * ``dev_deck``: card names from the top (drawn first) down; default: the cards nobody holds or
      played, shuffled by the game's RNG.
    * ``step``: "pre_roll" (default), "main" (the roll is resolved; ``dice`` is what was rolled),
      or a set-up step with ``setup_index`` (0-based position in the snake order) and, for the road,
      ``last_settlement``.
    * ``longest_road`` / ``largest_army``: the holder; default: who would hold it from scratch
      (a unique longest road of 5+, a unique largest army of 3+).
    * ``next_rolls``: dice to force for the coming roll(s), as for ``force_roll``.
    * ``expansion``: extra data read by the expansion's position builder (see ``EXPANSION_BUILDERS``).
    """
    opts = {"board": "beginner_map_free_placement", **(options or {}), "players": players}
    g = engine.new_game(opts, seed)
    n = g.n
    rule_set = _rule_set(g)
    if rule_set is not None:
        _load(rule_set)  # its card names (e.g. C&K commodities) and builder
    seat_of = _seat_parser(g)

    shape = g.topo
    g.owner = [-1] * shape.N_VERTEX
    g.building = [0] * shape.N_VERTEX
    g.roads = [-1] * shape.N_EDGE
    if beginner_pieces:
        for seat, colour in enumerate(g.colours):
            for v, e in beginner_piece_spots(colour):
                g.owner[v], g.building[v], g.roads[e] = seat, SETTLEMENT, seat
    for kind, table in ((SETTLEMENT, settlements), (CITY, cities)):
        for who, spots in (table or {}).items():
            for spot in spots:
                v = vertex(spot, shape)
                if g.building[v]:
                    raise ValueError(f"two buildings on intersection {shape.VERTEX_LABELS[v]}")
                g.owner[v], g.building[v] = seat_of(who), kind
    for who, paths in (roads or {}).items():
        for path in paths:
            for e in road_chain(path, shape):
                if g.roads[e] >= 0:
                    raise ValueError(f"two roads on path {shape.EDGE_LABELS[e]}")
                g.roads[e] = seat_of(who)

    full_bank = list(g.bank)  # nothing is dealt yet: the bank holds every card of the rule set
    width = len(full_bank)
    g.hands = [[0] * width for _ in range(n)]
    for who, cards in (hands or {}).items():
        g.hands[seat_of(who)] = list(card_counts(cards, width))
    g.bank = [full_bank[c] - sum(h[c] for h in g.hands) for c in range(width)]
    if min(g.bank) < 0:
        raise ValueError(f"the hands hold more cards of a kind than the game has ({full_bank})")

    g.dev = [[0] * 5 for _ in range(n)]
    for who, held in (dev_cards or {}).items():
        for name, count in held.items():
            g.dev[seat_of(who)][DEV_CARDS.index(name)] += count
    g.dev_new = [0] * 5
    for name, count in (bought_this_turn or {}).items():
        g.dev_new[DEV_CARDS.index(name)] = count
    g.knights = [0] * n
    for who, count in (knights_played or {}).items():
        g.knights[seat_of(who)] = count
    g.vp_revealed = [0] * n
    for who, count in (vp_revealed or {}).items():
        g.vp_revealed[seat_of(who)] = count
    g.deck = _dev_deck(g, dev_deck) if g.deck or dev_deck else []  # an expansion may have no deck

    g.robber = g.board.desert if robber is None else hex_id(robber, shape)
    g.active = seat_of(active)
    g.first = g.active if first is None else seat_of(first)
    g.turn = turn
    g.dev_played = dev_played
    g.winner = -1
    g.offers, g.next_offer_id, g.offers_made = [], 1, [0] * n
    g.discard_owed, g.discard_choice = [0] * n, [None] * n
    g.resume_step, g.free_roads = MAIN, 0
    _set_step(g, step, dice, setup_index, last_settlement)

    if rule_set is not None:
        EXPANSION_BUILDERS[rule_set](g, dict(expansion or {}))
    elif expansion:
        raise ValueError("expansion data given for a base game")
    g.rebuild_derived()
    if g.phase == PHASE_SETUP and g.setup_order()[g.setup_index] != g.active:
        raise ValueError(f"set-up place {g.setup_index} belongs to seat {g.setup_order()[g.setup_index]} (first={g.first})")
    g.lr_holder = _holder(g.road_len, 5) if longest_road is None else seat_of(longest_road)
    g.la_holder = _holder(g.knights, 3) if largest_army is None else seat_of(largest_army)
    g.touch()
    if next_rolls:
        force_roll(g, *next_rolls)
    return g


# Expansion rule sets register a builder that fills in their own record from ``expansion`` data
# (``engine.testing.cities_and_knights``), and the steps of their own a position may start in.
EXPANSION_BUILDERS: dict[str, Callable[[GameState, dict[str, Any]], None]] = {}
EXTRA_STEPS: set[str] = set()


def _set_step(g: GameState, step: str, dice: Sequence[int] | None, setup_index: int | None, last: Spot | None) -> None:
    if step not in _STEPS and step not in EXTRA_STEPS:
        raise ValueError(f"a position starts in one of {_STEPS}; play actions to reach {step!r}")
    g.step = step
    g.trade_closed = False
    g.rolled = step == MAIN
    g.dice = tuple(dice) if dice is not None else None  # type: ignore[assignment]
    if step in (SETUP_SETTLEMENT, SETUP_ROAD):
        g.phase = PHASE_SETUP
        g.turn = 0
        g.setup_index = 0 if setup_index is None else setup_index
        g.last_settlement = vertex(last, g.topo) if last is not None else -1
        if step == SETUP_ROAD and g.last_settlement < 0:
            raise ValueError("a set-up road step needs last_settlement")
    else:
        g.phase = PHASE_PLAY
        g.setup_index = 2 * g.n
        g.last_settlement = -1


def _dev_deck(g: GameState, order: Sequence[str] | None) -> list[int]:
    if order is not None:
        return [DEV_CARDS.index(name) for name in reversed(order)]  # the engine pops from the end
    # the deck the rule set dealt (34 cards with 5-6 players), or the base deck's counts
    left = [g.deck.count(card) for card in range(len(DEV_DECK_COUNTS))] if g.deck else list(DEV_DECK_COUNTS)
    for held in g.dev:
        for card, count in enumerate(held):
            left[card] -= count
    left[0] -= sum(g.knights)
    if min(left) < 0:
        raise ValueError("more development cards held or played than the deck has")
    deck = [card for card, count in enumerate(left) for _ in range(count)]
    g.rng.shuffle(deck)
    return deck


def _holder(values: list[int], minimum: int) -> int:
    best = max(values)
    return values.index(best) if best >= minimum and values.count(best) == 1 else -1


def _seat_parser(g: GameState) -> Callable[[Seat], int]:
    def seat_of(who: Seat) -> int:
        seat = g.colours.index(who) if isinstance(who, str) and who in g.colours else who
        if not isinstance(seat, int) or not 0 <= seat < g.n:
            raise ValueError(f"no seat {who!r} in a {g.n}-player game")
        return seat

    return seat_of


# --- spots and cards from plain data ---------------------------------------------------------------


def vertex(spot: Spot, shape: topo.Topology = topo.STANDARD) -> int:
    """Intersection id from a label ("12") or an id."""
    v = shape.parse_vertex(spot) if isinstance(spot, str) else spot
    if v is None or not 0 <= v < shape.N_VERTEX:
        raise ValueError(f"no intersection {spot!r}")
    return v


def edge(path: Spot | Sequence[Spot], shape: topo.Topology = topo.STANDARD) -> int:
    """Path id from a label ("12-13"), a pair of intersections, or an id."""
    if isinstance(path, tuple | list):
        a, b = vertex(path[0], shape), vertex(path[1], shape)
        e = shape.EDGE_INDEX.get((min(a, b), max(a, b)))
    else:
        e = shape.parse_edge(path) if isinstance(path, str) else path
    if e is None or not 0 <= e < shape.N_EDGE:
        raise ValueError(f"no path {path!r}")
    return e


def road_chain(path: Spot | Sequence[Spot], shape: topo.Topology = topo.STANDARD) -> list[int]:
    """Path ids of a road or chain of roads: "12-13-14", (v1, v2, v3) of intersections, or a path id."""
    if isinstance(path, str) and path.count("-") > 1:
        path = tuple(path.split("-"))
    if isinstance(path, tuple | list) and len(path) > 2:
        return [edge((a, b), shape) for a, b in itertools.pairwise(path)]
    return [edge(path, shape)]  # type: ignore[arg-type]


def hex_id(spot: Spot, shape: topo.Topology = topo.STANDARD) -> int:
    """Land hex id from a letter ("J") or an id."""
    h = shape.parse_hex(spot) if isinstance(spot, str) else spot
    if h is None or not 0 <= h < shape.N_HEX:
        raise ValueError(f"no hex {spot!r}")
    return h


# Card names beyond the resources, for rule sets with wider hands (C&K: 8 cards, CK-GEN-3).
CARD_ALIASES: dict[str, int] = dict(RESOURCE_ALIASES)


def card_counts(cards: Counts, width: int = 5) -> tuple[int, ...]:
    """A count bundle from {"brick": 2, "wool": 1} (any alias; "paper" etc. in C&K) or a sequence."""
    if isinstance(cards, Mapping):
        out = [0] * width
        for name, count in cards.items():
            out[CARD_ALIASES[name]] += count
        return tuple(out)
    if len(cards) != width:
        raise ValueError(f"expected {width} card counts, got {cards!r}")
    return tuple(cards)


def resource_counts(cards: Counts) -> tuple[int, ...]:
    """A 5-count resource bundle from {"brick": 2, "wool": 1} (any alias) or a 5-sequence."""
    return card_counts(cards, 5)


# --- forcing the dice ------------------------------------------------------------------------------

# How a roll draws from the RNG, per rule set: a function that draws one roll and returns its dice.
# It must draw exactly as the engine's roll does (tests of this module check that it does).
RollDrawer = Callable[[Rng], tuple[int | str, ...]]


def base_roll_draw(rng: Rng) -> tuple[int | str, ...]:
    """The base game's roll (engine.rules.turn.roll): two dice, in this order."""
    return rng.die(), rng.die()


ROLL_DRAWERS: dict[str | None, RollDrawer] = {None: base_roll_draw}
_SEARCH = 2_000_000


def force_roll(g: GameState, *rolls: int | Sequence[int | str]) -> None:
    """Make the next roll(s) come out as given: a total (8: any two dice summing to 8) or exact dice.

    Only the RNG's counter moves (no engine hook). Each roll is matched against what the rule set's
    roll draws (``ROLL_DRAWERS``); an expansion may give more dice (e.g. C&K: red, yellow, event).
    """
    if not rolls:
        raise ValueError("force_roll needs at least one roll")
    rule_set = _rule_set(g)
    if rule_set is not None:
        _load(rule_set)
    draw = ROLL_DRAWERS[rule_set]
    wants = [_matcher(r) for r in rolls]
    seed = g.rng.seed
    for counter in range(g.rng.counter, g.rng.counter + _SEARCH):
        rng = Rng(seed, counter)
        if all(want(draw(rng)) for want in wants):
            g.rng.counter = counter
            return
    raise ValueError(f"no counter within {_SEARCH:,} draws gives the rolls {rolls!r}; force fewer at once")


# Where each expansion's part of this module lives (imported on first use).
_EXPANSION_MODULES = {
    "cities_and_knights": "engine.testing.cities_and_knights",
    "seafarers": "engine.testing.seafarers",
}


def _load(rule_set: str) -> None:
    if rule_set not in EXPANSION_BUILDERS:
        importlib.import_module(_EXPANSION_MODULES[rule_set])


def _rule_set(g: GameState) -> str | None:
    name = getattr(g.options, "expansion", None)
    return None if name in (None, "base") else name


def _matcher(roll: int | Sequence[int | str]) -> Callable[[tuple[int | str, ...]], bool]:
    if isinstance(roll, int):
        return lambda dice: dice[0] + dice[1] == roll  # type: ignore[operator]
    wanted = tuple(roll)
    return lambda dice: dice[: len(wanted)] == wanted


def roll(g: GameState, *dice: int | Sequence[int | str]) -> list[dict[str, Any]]:
    """Force the next roll (see ``force_roll``) and roll it for the active player; returns the events."""
    force_roll(g, *dice)
    return engine.apply_action(g, g.active, ("roll",))
