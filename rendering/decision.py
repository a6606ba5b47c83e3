"""Decision images: the board for one player, with only the spots that are legal right now marked and
labelled large (the labels the slash commands accept: "12" for an intersection, "12-13" for a path,
"C" for a hex).

The legal spots come from the player view's own ``legal_actions`` (the engine decides what is legal;
this module only draws it). The image is meant for that player alone (DM or ephemeral reply), but it
shows nothing beyond the public board plus that player's legal spots.

The kinds are the base game's (``KINDS``) and those each rule set adds from its folder
(``RenderHooks.decision_kinds``: Cities & Knights' knights, walls, progress cards and owed decisions,
the 2-player variant's neutral pieces). A kind of an owed decision names its spot in an answer
(``("answer", id, spot)`` of a pending decision of that kind). Two-spot kinds (moving a piece, swapping
two tokens) are drawn without ``origin`` with their first choices, with ``origin`` with the second
ones. Spots that carry a piece the choice is about (a piece to move, a city to give up) get a ring
under the piece and their label just above it, so the piece stays visible.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence

from PIL import Image

from engine import topology as topo
from engine.plugins import topology_of_view
from rendering import palette as pal
from rendering.board import (
    DECISION_ENCODING,
    Highlight,
    board_image,
    board_layout,
    board_palette,
    hex_name,
    label_extent,
    label_placements,
)
from rendering.encode import encode
from rendering.geometry import BoardGeometry
from rendering.names import display_name
from rendering.players import table_players
from rendering.rulesets import DecisionKind, render_of
from rendering.shapes import fit_text
from rendering.words import say, speaking

KINDS: dict[str, DecisionKind] = {
    "settlement": DecisionKind("settlement", "vertex", "images-decision-settlement"),
    "road": DecisionKind("road", "edge", "images-decision-road"),
    "city": DecisionKind("city", "vertex", "images-decision-city", on_pieces=True),  # on the settlements it upgrades
    "robber": DecisionKind("robber", "hex", "images-decision-robber"),
}
# Other names of the base game's kinds: the steps they are about.
ALIASES: dict[str, str] = {
    "setup_settlement": "settlement",
    "setup_road": "road",
    "road_building": "road",
    "move_robber": "robber",
}
# Steps that are about a kind without being a name of it, to pick one when the caller does not say.
STEPS: dict[str, str] = {"main": "settlement"}
NONE = -1  # "no spot" in two-spot actions (the second spot left out) and in answers (place nothing)
# A decision image shows the part of the board its options are on (issue #32 item 2: fewer bytes, less else to
# read): every option with about two hexes of board from it each way (a hex and a half beyond its label), the
# whole board when that would be most of it anyway (options spread out, e.g. the robber's hexes). The picture keeps
# the board's width (the strip and score table under it need it): a narrower part sits in the middle.
CONTEXT_ACROSS = 1.5 * math.sqrt(3)  # a hex and a half either side, in hex sizes
CONTEXT_DOWN = 2.25  # a row and a half above and below (a row is 1.5 hex sizes)
WHOLE_BOARD = 0.9  # a window this share of the board's height or more: the whole board
MIN_WIDTH = 0.5  # never narrower than this share of the board


def kinds_of(view: dict) -> Mapping[str, DecisionKind]:
    """The decision kinds of the view's rule set (``RenderHooks.decision_kinds``), in table order."""
    return render_of(view).decision_kinds


def normalise_kind(view: dict, kind: str) -> str:
    hooks = render_of(view)
    kinds, aliases = hooks.decision_kinds, hooks.decision_aliases
    k = aliases.get(kind, kind)
    if k not in kinds:
        raise ValueError(f"unknown decision kind {kind!r}; expected one of {sorted(kinds) + sorted(aliases)}")
    return k


def _step_kind(view: dict, default: str = "") -> str:
    """The kind the view's step is about (the base game's main step: a settlement), else ``default``."""
    hooks = render_of(view)
    step = view.get("step", "")
    return hooks.decision_aliases.get(step) or hooks.decision_steps.get(step) or default


def legal_spots(view: dict, kind: str, origin: int | None = None) -> tuple[int, ...]:
    """Ids of the spots where ``kind`` is legal for the viewer now.

    For two-spot kinds (moving a piece, swapping two tokens) the first spots, or, with ``origin``
    (one of those), the second spots that go with it.
    """
    k = kinds_of(view)[normalise_kind(view, kind)]
    names = {k.action, *k.also}
    actions = [a for a in _you(view).get("legal_actions", ()) if a and a[0] in names and len(a) > 1]
    if k.pending:
        ids = {d.get("id") for d in view.get("pending", ()) if d.get("kind") == k.pending}
        spots = {a[2] for a in actions if len(a) > 2 and a[1] in ids}
    elif origin is not None:
        spots = {a[2] for a in actions if len(a) > 2 and a[1] == origin}
        if k.unordered:  # a pair is listed once, in either order
            spots |= {a[1] for a in actions if len(a) > 2 and a[2] == origin}
    else:
        spots = {a[k.at] for a in actions if len(a) > k.at}
    return tuple(sorted(s for s in spots if isinstance(s, int) and s != NONE))


def _spot_owners(view: dict, kind: DecisionKind) -> dict[int, set[int]]:
    """For a piece placed for another seat (``DecisionKind.at`` 2): the seats each legal spot is for."""
    out: dict[int, set[int]] = {}
    for a in _you(view).get("legal_actions", ()):
        if a and a[0] == kind.action and len(a) > kind.at:
            out.setdefault(a[kind.at], set()).add(a[1])
    return out


def decision_kinds(view: dict) -> list[str]:
    """The decision kinds with at least one legal spot now: a decision the viewer owes first, then
    the one the current step is about, then the others in table order."""
    table = kinds_of(view)
    kinds = [k for k in table if legal_spots(view, k)]
    preferred = _step_kind(view)
    order = list(table)
    return sorted(kinds, key=lambda k: (not table[k].pending, k != preferred, order.index(k)))


def menu_kind(view: dict, action_kinds: Collection[str]) -> str | None:
    """The decision image to show beside a menu of moves of these action kinds (Knights…, Progress…,
    Answer…): the first kind of ``decision_kinds`` whose action is among them, or None (nothing on the
    board to point at, e.g. an improvement or a card that names a resource)."""
    table = kinds_of(view)
    return next((k for k in decision_kinds(view) if table[k].action in action_kinds), None)


def spots_kind(view: dict, first: str, action_kinds: Collection[str]) -> str:
    """The decision image beside a menu of spots whose first legal move is a ``first`` (a kind of the
    base game's table, or one of the rule set's): a kind of the rule set that marks ``first`` together
    with the other kinds of the menu that have legal spots now, so that the picture shows every path the
    menu offers (Seafarers' Build…: a road or a ship, ``route``), else ``first`` itself."""
    table = kinds_of(view)
    offered = {a[0] for a in _you(view).get("legal_actions", ()) if a and a[0] in action_kinds}
    for name, k in table.items():
        marked = {k.action, *k.also}
        if k.also and not k.pending and first in marked and marked <= set(action_kinds) and len(marked & offered) > 1:
            return name
    return first


def decision_highlight(view: dict, names: Sequence[str] | None, kind: str, origin: int | None = None) -> Highlight:
    name_of = normalise_kind(view, kind)
    k = kinds_of(view)[name_of]
    you = _you(view)
    seat = you.get("seat", view.get("viewer", 0))
    player = view["players"][seat] if 0 <= seat < len(view["players"]) else {}
    name = fit_text(display_name(names, seat, player), "bold", 30, 300)
    spots = legal_spots(view, name_of, origin)
    key = k.second if origin is not None and k.second else k.caption
    shape = topology_of_view(view)
    if spots:
        caption = say(key, name=name, origin=_label(shape, k.spot, origin))
    else:
        caption = say("images-decision-none", name=name, kind=say(f"{k.caption}.kind"))
    ring = pal.player_fill(player.get("colour", ""))
    if k.at == 2:
        owners = _spot_owners(view, k)
        fills = tuple(_owner_fill(view, owners[spot]) for spot in spots)
        if k.spot == "edge":
            return Highlight(edges=spots, caption=caption, ring=ring, edge_fills=fills)
        return Highlight(vertices=spots, caption=caption, ring=ring, vertex_fills=fills)
    if k.spot == "edge":
        chosen_edges = (origin,) if origin is not None and 0 <= origin < shape.N_EDGE else ()
        return Highlight(edges=spots, caption=caption, ring=ring, chosen_edges=chosen_edges,
                         on_pieces=k.on_pieces and (origin is None or k.second_on_pieces))  # fmt: skip
    if k.spot == "hex":
        return Highlight(hexes=spots, caption=caption, ring=ring)
    # The second spots of a move are empty intersections; of some two-spot actions, pieces again.
    on_pieces = k.on_pieces and (origin is None or k.second_on_pieces)
    chosen = (origin,) if origin is not None and 0 <= origin < shape.N_VERTEX else ()
    return Highlight(vertices=spots, caption=caption, ring=ring, on_pieces=on_pieces, chosen=chosen)


def render_decision(
    view: dict,
    names: Sequence[str] | None = None,
    seat: int | None = None,
    kind: str | None = None,
    origin: int | None = None,
    *,
    language: str | None = None,
) -> bytes:
    """Image bytes (WebP) of the board with the viewer's legal spots for ``kind`` highlighted and labelled.

    ``view`` is a player view (``engine.player_view``). ``seat``, if given, must be that view's
    player: a guard against sending one player's options to another. ``kind`` is a key of ``KINDS``
    of the view's rule set ("settlement", "road", "city", "robber", a rule set's own kinds) or a
    step name such as "setup_settlement"; None picks ``decision_kinds(view)[0]``. ``origin``: the first
    spot of a two-spot kind (the piece that moves), to mark where it can go. ``language``: the reader's (the
    caption and the table's words, ``rendering.words``).
    """
    if language is not None:
        with speaking(language):
            return render_decision(view, names, seat, kind, origin)
    you = _you(view)
    if isinstance(seat, str):
        raise TypeError(f"seat must be a seat number; pass the decision kind as kind={seat!r}")
    if seat is not None and you.get("seat") != seat:
        raise ValueError(f"this view belongs to seat {you.get('seat')}, not seat {seat}")
    if kind is None:
        kinds = decision_kinds(view)
        kind = kinds[0] if kinds else _step_kind(view, "settlement")
    highlight = decision_highlight(view, names, kind, origin)
    return encode(decision_image(view, names, highlight), board_palette(view), DECISION_ENCODING)


def decision_image(view: dict, names: Sequence[str] | None, highlight: Highlight) -> Image.Image:
    """The board with ``highlight`` (``rendering.board.board_image``), its map cut to ``decision_window``, the rule
    set's strip and the score table under it as on the board."""
    im = board_image(view, names, highlight=highlight)
    layout = board_layout(view, caption=bool(highlight.caption))
    g = layout.geometry
    x0, y0, x1, y1 = decision_window(g, highlight)
    if (x0, y0, x1, y1) == (0, 0, g.width, g.height):
        return im
    out = Image.new("RGB", (layout.width, y1 - y0 + layout.height - g.height), pal.PANEL)
    out.paste(im.crop((x0, y0, x1, y1)), ((layout.width - (x1 - x0)) // 2, 0))
    out.paste(im.crop((0, g.height, layout.width, layout.height)), (0, y1 - y0))
    return out


def decision_window(g: BoardGeometry, hl: Highlight) -> tuple[int, int, int, int]:
    """The part of the board map (left, top, right, bottom, px) a decision image shows: every labelled spot and
    chosen piece of ``hl`` with ``CONTEXT_ACROSS`` and ``CONTEXT_DOWN`` hex sizes of board around them, at least
    ``MIN_WIDTH`` of the board wide, on even pixels (the picture is posted at half size); the whole map when
    that would be ``WHOLE_BOARD`` of its height or more, or when nothing is marked."""
    boxes = []
    for label in label_placements(g, hl):
        (x, y), (half_w, half_h) = label.centre, label_extent(g, label)
        boxes.append((x - half_w, y - half_h, x + half_w, y + half_h))
    boxes += [(*g.vertices[v], *g.vertices[v]) for v in hl.chosen]
    boxes += [(*g.edges[e], *g.edges[e]) for e in hl.chosen_edges]
    whole = (0, 0, g.width, g.height)
    if not boxes:
        return whole
    across, down = CONTEXT_ACROSS * g.size, CONTEXT_DOWN * g.size
    left, top = min(b[0] for b in boxes) - across, min(b[1] for b in boxes) - down
    right, bottom = max(b[2] for b in boxes) + across, max(b[3] for b in boxes) + down
    if (min(bottom, g.height) - max(top, 0)) >= WHOLE_BOARD * g.height:
        return whole
    width = min(max(right - left, MIN_WIDTH * g.width), g.width)
    left = min(max(0.0, (left + right - width) / 2), g.width - width)
    return _even(left), _even(max(0.0, top)), _even(min(g.width, left + width), up=True), \
        _even(min(g.height, bottom), up=True)


def _even(px: float, up: bool = False) -> int:
    return 2 * math.ceil(px / 2) if up else 2 * math.floor(px / 2)


def _label(shape: topo.Topology, spot: str, origin: int | None) -> str:
    if origin is None:
        return ""
    if spot == "hex":
        return hex_name(shape, origin) if 0 <= origin < len(shape.FRAME_HEX_COORDS) else str(origin)
    labels = {"vertex": shape.VERTEX_LABELS, "edge": shape.EDGE_LABELS}[spot]
    return labels[origin] if 0 <= origin < len(labels) else str(origin)


def _owner_fill(view: dict, seats: set[int]) -> pal.RGB:
    """The colour of the one seat a spot is for; the highlight colour if it is for several."""
    if len(seats) != 1:
        return pal.HIGHLIGHT
    seat = next(iter(seats))
    colour = next((n.get("colour", "") for n in table_players(view) if n.get("seat") == seat), "")
    return pal.player_fill(colour)


def _you(view: dict) -> dict:
    you = view.get("you")
    if not isinstance(you, dict):
        raise ValueError("a decision image needs a player view (engine.player_view), which has 'you'")
    return you
