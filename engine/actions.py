"""Actions are plain tuples: ``(kind, *arguments)``, JSON-ready as lists.

Ids inside actions are the engine's dense ids (see ``engine.topology``); resource and card arguments
are ints (see ``engine.constants``); resource bundles are 5-tuples of counts. ``from_json`` turns a
decoded JSON list back into the exact tuple the engine produced, so recorded actions replay exactly.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

from engine import topology as topo
from engine.constants import CARD_NAMES, RESOURCES, counts_text, format_counts
from engine.errors import IllegalAction, seat_text
from engine.text import Items, Text

Action = tuple[Any, ...]

ROLL = "roll"
END_TURN = "end_turn"
ROAD = "road"
SETTLEMENT = "settlement"
CITY = "city"
BUY_DEV = "buy_dev"
KNIGHT = "knight"
ROAD_BUILDING = "road_building"
YEAR_OF_PLENTY = "year_of_plenty"
MONOPOLY = "monopoly"
REVEAL_VP = "reveal_vp"
ROBBER = "robber"
STEAL = "steal"
SKIP_STEAL = "skip_steal"
DISCARD = "discard"
BANK_TRADE = "bank_trade"
OFFER = "offer"
ACCEPT = "accept"
DECLINE = "decline"
COUNTER = "counter"
CONFIRM = "confirm"
WITHDRAW = "withdraw"

# Argument shapes per kind: "i" an int, "c" a bundle of card counts (5 wide; 8 wide in Cities & Knights),
# "r" a tuple of resource ints, "s" a short string (an id such as a progress card's).
_SHAPES: dict[str, str] = {
    ROLL: "", END_TURN: "", ROAD: "i", SETTLEMENT: "i", CITY: "i", BUY_DEV: "", KNIGHT: "",
    ROAD_BUILDING: "", YEAR_OF_PLENTY: "r", MONOPOLY: "i", REVEAL_VP: "", ROBBER: "i", STEAL: "i",
    SKIP_STEAL: "", DISCARD: "c", BANK_TRADE: "ii", OFFER: "cci", ACCEPT: "i", DECLINE: "i",
    COUNTER: "icc", CONFIRM: "ii", WITHDRAW: "i",
}  # fmt: skip
BASE_KINDS = frozenset(_SHAPES)
KINDS: set[str] = set(_SHAPES)  # grows when an expansion registers its kinds
_DESCRIBE: dict[str, Any] = {}
_SHAPED: set[str] = set()  # kinds whose describe takes the island (``shape=``): paths are labelled per island
_TEXTS: dict[str, Callable[..., Text]] = {}  # a rule set's kinds in catalogue words (``register_text``)


def register_kind(kind: str, shape: str, describe: Any = None) -> None:
    """Add an expansion's action kind (``describe(action, names) -> str`` optional)."""
    if kind in _SHAPES and _SHAPES[kind] != shape:
        raise ValueError(f"action kind {kind!r} already registered with another shape")
    _SHAPES[kind] = shape
    KINDS.add(kind)
    if describe is not None:
        _DESCRIBE[kind] = describe
        if _takes_shape(describe):
            _SHAPED.add(kind)


def register_text(kind: str, text: Callable[..., Text]) -> None:
    """A rule set's action kind in catalogue words (``action_text``): ``text(action, shape=...)`` -> ``Text``."""
    _TEXTS[kind] = text


def _takes_shape(describe: Callable[..., str]) -> bool:
    """Whether ``describe`` has a parameter ``shape``: read from a plain function's code, as ``inspect`` would
    cost ``import engine`` a third of its time (issue #32 item 6); anything else (a partial, a wrapped
    function, a callable object) asks ``inspect``, imported then."""
    if type(describe) is types.FunctionType and not hasattr(describe, "__wrapped__"):
        code = describe.__code__
        return "shape" in code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    import inspect

    return "shape" in inspect.signature(describe).parameters


# Pre-built actions by id, so listing legal actions allocates nothing per spot. Lists, not tuples: they
# grow in place to the largest island known (``topology.on_shape``), so modules that bound them keep them.
ROAD_ACTIONS: list[Action] = []
SETTLEMENT_ACTIONS: list[Action] = []
CITY_ACTIONS: list[Action] = []
ROBBER_ACTIONS: list[Action] = []


def per_id(kind: str, table: list[Action], size: Callable[[topo.Topology], int]) -> None:
    """Keep ``table[i] == (kind, i)`` for every id of every island shape (``size``: ids per shape)."""

    def grow(shape: topo.Topology) -> None:
        table.extend((kind, i) for i in range(len(table), size(shape)))

    topo.on_shape(grow)


per_id(ROAD, ROAD_ACTIONS, lambda t: t.N_EDGE)
per_id(SETTLEMENT, SETTLEMENT_ACTIONS, lambda t: t.N_VERTEX)
per_id(CITY, CITY_ACTIONS, lambda t: t.N_VERTEX)
per_id(ROBBER, ROBBER_ACTIONS, lambda t: t.N_HEX)
BANK_TRADE_ACTIONS: tuple[tuple[Action, ...], ...] = tuple(
    tuple((BANK_TRADE, g, t) for t in range(5)) for g in range(5)
)


def from_json(data: Any) -> Action:
    """Validate the shape of a decoded action and return the canonical tuple.

    Raises IllegalAction (code ``malformed``) for anything that is not a well-formed action; whether
    it is *legal* is decided by the rules.
    """
    if isinstance(data, tuple):
        data = list(data)
    if not isinstance(data, list) or not data or data[0] not in KINDS:
        raise IllegalAction(
            "malformed",
            Text("refusals-not-an-action", data=repr(data)),
            Text("refusals-known-kinds", kinds=Items(sorted(KINDS), style="unit")),
        )
    kind = data[0]
    shape = _SHAPES[kind]
    args = data[1:]
    if len(args) != len(shape):
        raise IllegalAction("malformed", Text("refusals-argument-count", kind=kind, count=len(shape), got=len(args)))
    out: list[Any] = [kind]
    for code, arg in zip(shape, args, strict=True):
        if code == "i":
            if isinstance(arg, bool) or not isinstance(arg, int):
                raise IllegalAction("malformed", Text("refusals-expected-number", kind=kind, got=repr(arg)))
            out.append(arg)
        elif code == "s":
            if not isinstance(arg, str) or len(arg) > 40:
                raise IllegalAction("malformed", Text("refusals-expected-name", kind=kind, got=repr(arg)))
            out.append(arg)
        elif code == "c":
            if (
                not isinstance(arg, list | tuple)
                or len(arg) not in (5, 8)
                or any(isinstance(x, bool) or not isinstance(x, int) or x < 0 for x in arg)
            ):
                raise IllegalAction("malformed", Text("refusals-expected-counts", kind=kind, got=repr(arg)))
            out.append(tuple(arg))
        else:
            if not isinstance(arg, list | tuple) or any(
                isinstance(x, bool) or not isinstance(x, int) or not 0 <= x < 5 for x in arg
            ):
                raise IllegalAction("malformed", Text("refusals-expected-resources", kind=kind, got=repr(arg)))
            out.append(tuple(sorted(arg)))
    return tuple(out)


def to_json(action: Action) -> list[Any]:
    return [list(a) if isinstance(a, tuple) else a for a in action]


def describe(action: Action, names: list[str] | None = None, *, shape: topo.Topology) -> str:
    """A short English description, e.g. 'build a road on 12-13', with the labels of ``shape``, the
    game's island (``state.topo``, or a view's). There is no default island: a path's id names another
    path on another island, and a 5-6 game's ids run past the 19-hex island's."""
    kind = action[0]
    t = shape
    custom = _DESCRIBE.get(kind)
    if custom is not None:
        return custom(action, names, shape=t) if kind in _SHAPED else custom(action, names)

    def who(seat: int) -> str:
        return names[seat] if names and 0 <= seat < len(names) else f"player {seat + 1}"

    if kind == ROAD:
        return f"build a road on {t.EDGE_LABELS[action[1]]}"
    if kind == SETTLEMENT:
        return f"build a settlement on {t.VERTEX_LABELS[action[1]]}"
    if kind == CITY:
        return f"build a city on {t.VERTEX_LABELS[action[1]]}"
    if kind == ROBBER:
        return f"move the robber to hex {t.HEX_LABELS[action[1]]}"
    if kind == STEAL:
        return f"steal from {who(action[1])}"
    if kind == YEAR_OF_PLENTY:
        return "play Year of Plenty for " + (" and ".join(RESOURCES[r] for r in action[1]) or "nothing")
    if kind == MONOPOLY:
        return f"play Monopoly on {RESOURCES[action[1]]}"
    if kind == BANK_TRADE:
        return f"trade {CARD_NAMES[action[1]]} to the bank for {CARD_NAMES[action[2]]}"
    if kind == DISCARD:
        return f"discard {format_counts(action[1])}"
    if kind == OFFER:
        to = "everyone" if action[3] < 0 else who(action[3])
        return f"offer {format_counts(action[1])} for {format_counts(action[2])} to {to}"
    if kind == COUNTER:
        return f"counter offer #{action[1]} with {format_counts(action[2])} for {format_counts(action[3])}"
    if kind == CONFIRM:
        return f"confirm trade #{action[1]} with {who(action[2])}"
    if kind in (ACCEPT, DECLINE, WITHDRAW):
        return f"{kind} trade #{action[1]}"
    simple = {
        ROLL: "roll the dice", END_TURN: "end the turn", BUY_DEV: "buy a development card",
        KNIGHT: "play a Knight", ROAD_BUILDING: "play Road Building", REVEAL_VP: "reveal victory point cards",
        SKIP_STEAL: "steal nothing",
    }  # fmt: skip
    return simple.get(kind, kind)


def action_text(action: Action, *, shape: topo.Topology) -> Text | str:
    """``describe``'s words as a catalogue message (``refusals-do-<kind>``), for the refusals' "You could: ...":
    seats as "player N" (``engine.errors.named`` names them). A rule set's kind that has no ``register_text``
    yet is described in English (``describe``)."""
    kind = action[0]
    custom = _TEXTS.get(kind)
    if custom is not None:
        return custom(action, shape=shape)
    if kind not in BASE_KINDS:
        return describe(action, None, shape=shape)
    key = f"refusals-do-{kind}"
    if kind == ROAD:
        return Text(key, path=shape.EDGE_LABELS[action[1]])
    if kind in (SETTLEMENT, CITY):
        return Text(key, spot=shape.VERTEX_LABELS[action[1]])
    if kind == ROBBER:
        return Text(key, hex=shape.HEX_LABELS[action[1]])
    if kind == STEAL:
        return Text(key, player=seat_text(action[1]))
    if kind == YEAR_OF_PLENTY:
        chosen = [Text(f"resource-{RESOURCES[r]}") for r in action[1]]
        return Text(key, resources=Items(chosen) if chosen else Text("counted-nothing"))
    if kind == MONOPOLY:
        return Text(key, resource=Text(f"resource-{RESOURCES[action[1]]}"))
    if kind == BANK_TRADE:
        return Text(key, give=Text(f"resource-{CARD_NAMES[action[1]]}"), get=Text(f"resource-{CARD_NAMES[action[2]]}"))
    if kind == DISCARD:
        return Text(key, cards=counts_text(action[1]))
    if kind == OFFER:
        to = Text("refusals-everyone") if action[3] < 0 else seat_text(action[3])
        return Text(key, give=counts_text(action[1]), get=counts_text(action[2]), to=to)
    if kind == COUNTER:
        return Text(key, offer=str(action[1]), give=counts_text(action[2]), get=counts_text(action[3]))
    if kind == CONFIRM:
        return Text(key, offer=str(action[1]), player=seat_text(action[2]))
    if kind in (ACCEPT, DECLINE, WITHDRAW):
        return Text(key, offer=str(action[1]))
    return Text(key)
