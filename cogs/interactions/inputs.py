"""Every value a client sends that the bot parses, decoded here: custom ids, select-menu values, form
fields and typed slash-command options.

Discord checks none of them against what the bot sent: a modified client sends any custom id, any
select value and up to 6,000 characters in a string option. So each value is bounded (length, and
nesting for encoded moves) *before* a parser sees it, and anything malformed is a ``UserError`` saying
what would be accepted, answered privately like any refused move, never a parser's exception (a
``JSONDecodeError`` left a menu click unanswered; thousands of ``[`` raised ``RecursionError``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Mapping
from typing import Any

import discord

import engine
from cogs.interactions.common import UserError
from engine import maps
from engine import topology as topo
from ui.cards import CardTextError, parse_cards, parse_resource
from ui.escape import in_code
from ui.i18n.text import Text, Verbatim

Words = str | Text  # what names a value in a refusal (a plain str until its caller is in the catalogue)

# A number in a custom id (game, seat, offer, turn): at most 18 digits, so below 2**63 (SQLite's and
# PostgreSQL's BIGINT). A custom id with a longer one is none of ours and is not matched at all.
ID = r"\d{1,18}"
MAX_VALUE = 200  # a select value or an encoded move: ours are well under 100 characters
MAX_TEXT = 200  # typed cards, spots, resources: a real answer is a few dozen characters
MAX_NESTING = 3  # an encoded move is [kind, ...] with at most a list of counts inside
SHOWN = 40  # characters of a refused value repeated in the answer

_NUMBER = re.compile(r"-?[0-9]{1,18}")


def text(value: object, what: Words, *, limit: int = MAX_TEXT) -> str:
    """``value`` if it is text of at most ``limit`` characters (``what`` names it in the refusal)."""
    if not isinstance(value, str):
        raise UserError(Text("inputs-expected-text", what=what))
    if len(value) > limit:
        raise UserError(Text("inputs-too-long", what=what, count=len(value), limit=limit))
    return value


def select_value(interaction: discord.Interaction) -> str:
    """The one value picked in a select menu (ours never allow several)."""
    values = (interaction.data or {}).get("values")
    if not isinstance(values, list) or len(values) != 1 or not isinstance(values[0], str) or len(values[0]) > MAX_VALUE:
        raise UserError(Text("inputs-not-an-entry"))
    return values[0]


def action(value: object, kinds: Collection[str] | None, hint: Words) -> engine.Action:
    """A move encoded as JSON (menu values, autocompleted options), of one of ``kinds`` (None: any kind;
    the engine judges legality later). Anything else is refused with ``hint`` (where the legal moves are)."""
    if not isinstance(value, str) or len(value) > MAX_VALUE or _nesting(value) > MAX_NESTING:
        raise UserError(Text("inputs-not-a-move", hint=hint))
    encoded = value
    try:
        decoded = json.loads(encoded)
    except ValueError:
        raise UserError(Text("inputs-typed-not-a-move", typed=Verbatim(in_code(encoded[:SHOWN])), hint=hint)) from None
    if not isinstance(decoded, list) or not decoded or not isinstance(decoded[0], str):
        raise UserError(Text("inputs-not-a-move", hint=hint))
    if kinds is not None and decoded[0] not in kinds:
        raise UserError(Text("inputs-not-a-move-here", hint=hint))
    try:
        return engine.action_from_json(decoded)
    except engine.IllegalAction:
        raise UserError(Text("inputs-not-a-move", hint=hint)) from None


def number(value: object, low: int, high: int, what: Words) -> int:
    """A whole number from ``low`` to ``high`` typed or sent as text (ASCII digits only)."""
    raw = value.strip() if isinstance(value, str) and len(value) <= 40 else ""
    if not _NUMBER.fullmatch(raw) or not low <= int(raw) <= high:
        raise UserError(Text("inputs-number", what=what, low=low, high=high))
    return int(raw)


def cards(value: object, what: Words, *, more: Mapping[str, int] | None = None) -> tuple[int, ...]:
    """Resource counts typed as ``2 wool 1 ore`` (and of ``more``: a rule set's own cards by word, e.g.
    ``cloth``, -> their index in the hand)."""
    try:
        return parse_cards(text(value, what), more=more)
    except CardTextError as exc:
        raise UserError(Text("inputs-field-problem", what=what, problem=exc.text)) from None


RESOURCE = Text("inputs-resource")


def resource(value: object, what: Words = RESOURCE) -> int:
    """One resource typed by name (``wool``, ``sheep``...)."""
    try:
        return parse_resource(text(value, what, limit=40))
    except CardTextError as exc:
        raise UserError(exc.text) from None


def island(game: Any) -> topo.Topology:
    """The island of a game (``GameInfo``): the map its options select (the 30-hex island with 5 or 6 players)."""
    try:
        return maps.for_options(engine.Options.from_dict(dict(game.options))).topology
    except engine.InvalidOptions:
        return topo.STANDARD


def spot(kind: str, value: object, shape: topo.Topology = topo.STANDARD) -> int:
    """A board spot typed for a piece of ``kind``: a path ``12-13`` for roads, a hex letter for the robber,
    else an intersection number, on the island ``shape``."""
    what = {"road": Text("inputs-spot-path"), "robber": Text("inputs-spot-hex", last=shape.HEX_LABELS[-1])}.get(
        kind, Text("inputs-spot-intersection", count=str(shape.N_VERTEX))
    )
    typed = text(value, Text("inputs-that-spot"), limit=40)
    parse = {"road": shape.parse_edge, "robber": shape.parse_hex}.get(kind, shape.parse_vertex)
    found = parse(typed)
    if found is None:
        raise UserError(Text("inputs-not-a-spot", typed=Verbatim(in_code(typed)), what=what))
    return found


def _nesting(encoded: str) -> int:
    """How deeply ``[`` nest in the text (quotes ignored: a move's strings hold no brackets)."""
    depth = deepest = 0
    for ch in encoded:
        if ch == "[":
            depth += 1
            deepest = max(deepest, depth)
        elif ch == "]":
            depth -= 1
    return deepest

