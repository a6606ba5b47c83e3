"""Decision images: the board for one player, with only the spots that are legal right now marked and
labelled large (the labels the slash commands accept: "12" for an intersection, "12-13" for a path,
"C" for a hex).

The legal spots come from the player view's own ``legal_actions`` (the engine decides what is legal;
this module only draws it). The image is meant for that player alone (DM or ephemeral reply), but it
shows nothing beyond the public board plus that player's legal spots.

Cities & Knights kinds: knights (hire, activate, promote, move, displace, chase the robber), walls,
the progress cards that name an intersection, a path or a hex, and the decisions owed by the viewer
that name an intersection or a path (``("answer", id, spot)`` of a pending decision of that kind).
Moving and displacing a knight, the Inventor and the Smith name two spots: without ``origin`` the
image marks the first choices (the knights that can move); with ``origin`` the second ones (where
that knight can go). Spots that carry a piece the choice is about (a knight to promote, a city to
give up) get a ring under the piece and their label just above it, so the piece stays visible.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from engine import topology as topo
from engine.plugins import topology_of_view
from rendering import palette as pal
from rendering.board import Highlight, render_board
from rendering.names import display_name
from rendering.players import table_players
from rendering.shapes import fit_text


@dataclass(frozen=True)
class DecisionKind:
    action: str  # the action kind in legal_actions ("answer" for a decision owed by the viewer)
    spot: str  # "vertex", "edge" or "hex"
    caption: str
    second: str = ""  # two-spot actions: the caption once ``origin`` is chosen
    pending: str = ""  # "answer" kinds: the pending decision's kind
    on_pieces: bool = False  # the spots carry the pieces the choice is about
    at: int = 1  # where the spot is in the action: ("road", path), but ("neutral_road", neutral seat, path)


KINDS: dict[str, DecisionKind] = {
    # base game (captions unchanged)
    "settlement": DecisionKind("settlement", "vertex", "{name}: pick a number to build a settlement"),
    "road": DecisionKind("road", "edge", "{name}: pick a path (number-number) for a road"),
    "city": DecisionKind("city", "vertex", "{name}: pick the settlement (number) to make a city"),
    "robber": DecisionKind("robber", "hex", "{name}: pick a letter to move the robber"),
    # 2-player variant: a neutral player's piece, placed by the player who triggered it (TWO-NEUTRAL-1);
    # each label is in the colour of the neutral it is for
    "neutral_road": DecisionKind("neutral_road", "edge", "{name}: pick a path for a neutral road (label = its colour)",
                                 at=2),
    "neutral_settlement": DecisionKind("neutral_settlement", "vertex",
                                       "{name}: pick a number for a neutral settlement (label = its colour)", at=2),
    # Cities & Knights: set-up round 2 places a city on an empty intersection (CK-SETUP-2)
    "setup_city": DecisionKind("city", "vertex", "{name}: pick a number to place your set-up city"),
    # Cities & Knights: knights and walls
    "knight": DecisionKind("knight_hire", "vertex", "{name}: pick a number to place a new knight"),
    "activate": DecisionKind("knight_activate", "vertex", "{name}: pick the knight (number) to activate", on_pieces=True),
    "promote": DecisionKind("knight_promote", "vertex", "{name}: pick the knight (number) to promote", on_pieces=True),
    "move_knight": DecisionKind("knight_move", "vertex", "{name}: pick the knight (number) to move",
                                "{name}: pick where the knight on {origin} moves", on_pieces=True),
    "displace": DecisionKind("knight_displace", "vertex", "{name}: pick your knight (number) to displace with",
                             "{name}: pick the knight the one on {origin} displaces", on_pieces=True),
    "chase": DecisionKind("knight_chase", "vertex", "{name}: pick the knight (number) to chase the robber",
                          on_pieces=True),
    "wall": DecisionKind("wall", "vertex", "{name}: pick the city (number) for a city wall", on_pieces=True),
    # Cities & Knights: progress cards that name a spot
    "bishop": DecisionKind("bishop", "hex", "{name}: pick a letter to move the robber (Bishop)"),
    "merchant": DecisionKind("merchant", "hex", "{name}: pick a letter for the merchant"),
    "inventor": DecisionKind("inventor", "hex", "{name}: pick the first number token to swap (Inventor)",
                             "{name}: pick the token to swap with {origin} (Inventor)"),
    "diplomat": DecisionKind("diplomat", "edge", "{name}: pick the open road (number-number) to remove"),
    "engineer": DecisionKind("engineer", "vertex", "{name}: pick the city (number) for a free wall", on_pieces=True),
    "medicine": DecisionKind("medicine", "vertex", "{name}: pick the settlement (number) to make a city",
                             on_pieces=True),
    "intrigue": DecisionKind("intrigue", "vertex", "{name}: pick the knight (number) to displace (Intrigue)",
                             on_pieces=True),
    "smith": DecisionKind("smith", "vertex", "{name}: pick a knight (number) to promote (Smith)",
                          "{name}: pick a second knight to promote with {origin} (Smith)", on_pieces=True),
    # Cities & Knights: decisions owed by the viewer
    "pillage": DecisionKind("answer", "vertex", "{name}: pick the city (number) the barbarians pillage",
                            pending="pillage", on_pieces=True),
    "metropolis": DecisionKind("answer", "vertex", "{name}: pick the city (number) for the metropolis",
                               pending="metropolis", on_pieces=True),
    "knight_retreat": DecisionKind("answer", "vertex", "{name}: pick where your displaced knight goes",
                                   pending="knight_retreat"),
    "deserter_remove": DecisionKind("answer", "vertex", "{name}: pick the knight (number) you remove (Deserter)",
                                    pending="deserter_remove", on_pieces=True),
    "deserter_place": DecisionKind("answer", "vertex", "{name}: pick a number to place the deserter's knight",
                                   pending="deserter_place"),
    "commit_knights": DecisionKind("answer", "vertex", "{name}: pick a knight (number) to send against the barbarians",
                                   pending="commit_knights", on_pieces=True),
    "diplomat_replace": DecisionKind("answer", "edge", "{name}: pick a path (number-number) to re-place your road",
                                     pending="diplomat_replace"),
}  # fmt: skip
# Base-game name kept for callers: kind -> action kind.
KIND_ACTION: dict[str, str] = {kind: k.action for kind, k in KINDS.items()}
ALIASES: dict[str, str] = {
    "setup_settlement": "settlement",
    "setup_road": "road",
    "road_building": "road",
    "move_robber": "robber",
    "ck_setup_city": "setup_city",
    "ck_free_roads": "road",
}
# Which kind a step is about, to pick one when the caller does not say.
_STEP_KIND: dict[str, str] = {
    **ALIASES, "main": "settlement", "neutral_road": "neutral_road", "neutral_settlement": "neutral_settlement",
}  # fmt: skip
_NONE_CAPTION = "{name}: no legal spot for a {kind} right now"
NONE = -1  # "no spot" in two-spot actions (a Smith on one knight) and answers (place no knight)


def normalise_kind(kind: str) -> str:
    k = ALIASES.get(kind, kind)
    if k not in KINDS:
        raise ValueError(f"unknown decision kind {kind!r}; expected one of {sorted(KINDS) + sorted(ALIASES)}")
    return k


def legal_spots(view: dict, kind: str, origin: int | None = None) -> tuple[int, ...]:
    """Ids of the spots where ``kind`` is legal for the viewer now.

    For two-spot kinds (move_knight, displace, inventor, smith) the first spots, or, with ``origin``
    (one of those), the second spots that go with it.
    """
    k = KINDS[normalise_kind(kind)]
    actions = [a for a in _you(view).get("legal_actions", ()) if a and a[0] == k.action and len(a) > 1]
    if k.pending:
        ids = {d.get("id") for d in view.get("pending", ()) if d.get("kind") == k.pending}
        spots = {a[2] for a in actions if len(a) > 2 and a[1] in ids}
    elif origin is not None:
        spots = {a[2] for a in actions if len(a) > 2 and a[1] == origin}
        if k.action == "smith":  # a pair is listed once, in either order
            spots |= {a[1] for a in actions if len(a) > 2 and a[2] == origin}
    else:
        spots = {a[k.at] for a in actions if len(a) > k.at}
    return tuple(sorted(s for s in spots if isinstance(s, int) and s != NONE))


def _neutral_owners(view: dict, kind: DecisionKind) -> dict[int, set[int]]:
    """For a neutral placement: the neutral seats each legal spot is for."""
    out: dict[int, set[int]] = {}
    for a in _you(view).get("legal_actions", ()):
        if a and a[0] == kind.action and len(a) > kind.at:
            out.setdefault(a[kind.at], set()).add(a[1])
    return out


def decision_kinds(view: dict) -> list[str]:
    """The decision kinds with at least one legal spot now: a decision the viewer owes first, then
    the one the current step is about, then the others in table order."""
    kinds = [k for k in KINDS if legal_spots(view, k)]
    preferred = _STEP_KIND.get(view.get("step", ""), "")
    order = list(KINDS)
    return sorted(kinds, key=lambda k: (not KINDS[k].pending, k != preferred, order.index(k)))


def menu_kind(view: dict, action_kinds: Collection[str]) -> str | None:
    """The decision image to show beside a menu of moves of these action kinds (Knights…, Progress…,
    Answer…): the first kind of ``decision_kinds`` whose action is among them, or None (nothing on the
    board to point at, e.g. an improvement or a card that names a resource)."""
    return next((k for k in decision_kinds(view) if KINDS[k].action in action_kinds), None)


def decision_highlight(view: dict, names: Sequence[str] | None, kind: str, origin: int | None = None) -> Highlight:
    name_of = normalise_kind(kind)
    k = KINDS[name_of]
    you = _you(view)
    seat = you.get("seat", view.get("viewer", 0))
    player = view["players"][seat] if 0 <= seat < len(view["players"]) else {}
    name = fit_text(display_name(names, seat, player), "bold", 30, 300)
    spots = legal_spots(view, name_of, origin)
    template = k.second if origin is not None and k.second else k.caption
    shape = topology_of_view(view)
    caption = (template if spots else _NONE_CAPTION).format(name=name, kind=name_of.replace("_", " "),
                                                            origin=_label(shape, k.spot, origin))  # fmt: skip
    ring = pal.player_fill(player.get("colour", ""))
    if k.at == 2:
        owners = _neutral_owners(view, k)
        fills = tuple(_neutral_fill(view, owners[spot]) for spot in spots)
        if k.spot == "edge":
            return Highlight(edges=spots, caption=caption, ring=ring, edge_fills=fills)
        return Highlight(vertices=spots, caption=caption, ring=ring, vertex_fills=fills)
    if k.spot == "edge":
        return Highlight(edges=spots, caption=caption, ring=ring)
    if k.spot == "hex":
        return Highlight(hexes=spots, caption=caption, ring=ring)
    # The second spots of a move are empty intersections; of a displacement, the knights to displace.
    on_pieces = k.on_pieces and (origin is None or k.action in ("knight_displace", "smith"))
    chosen = (origin,) if origin is not None and 0 <= origin < shape.N_VERTEX else ()
    return Highlight(vertices=spots, caption=caption, ring=ring, on_pieces=on_pieces, chosen=chosen)


def render_decision(
    view: dict,
    names: Sequence[str] | None = None,
    seat: int | None = None,
    kind: str | None = None,
    origin: int | None = None,
) -> bytes:
    """Image bytes (WebP) of the board with the viewer's legal spots for ``kind`` highlighted and labelled.

    ``view`` is a player view (``engine.player_view``). ``seat``, if given, must be that view's
    player: a guard against sending one player's options to another. ``kind`` is a key of ``KINDS``
    ("settlement", "road", "city", "robber", "neutral_road", "knight", "move_knight", "pillage", ...) or a
    step name such as "setup_settlement"; None picks ``decision_kinds(view)[0]``. ``origin``: the first
    spot of a two-spot kind (the knight that moves), to mark where it can go.
    """
    you = _you(view)
    if isinstance(seat, str):
        raise TypeError(f"seat must be a seat number; pass the decision kind as kind={seat!r}")
    if seat is not None and you.get("seat") != seat:
        raise ValueError(f"this view belongs to seat {you.get('seat')}, not seat {seat}")
    if kind is None:
        kinds = decision_kinds(view)
        kind = kinds[0] if kinds else _STEP_KIND.get(view.get("step", ""), "settlement")
    return render_board(view, names, highlight=decision_highlight(view, names, kind, origin))


def _label(shape: topo.Topology, spot: str, origin: int | None) -> str:
    if origin is None:
        return ""
    labels = {"vertex": shape.VERTEX_LABELS, "edge": shape.EDGE_LABELS, "hex": shape.HEX_LABELS}[spot]
    return labels[origin] if 0 <= origin < len(labels) else str(origin)


def _neutral_fill(view: dict, seats: set[int]) -> pal.RGB:
    """The colour of the one neutral player a spot is for; the highlight colour if it is for both."""
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
