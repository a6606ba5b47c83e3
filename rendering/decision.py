"""Decision images: the board for one player, with only the spots that are legal right now marked and
labelled large (the labels the slash commands accept: "12" for an intersection, "12-13" for a path,
"C" for a hex).

The legal spots come from the player view's own ``legal_actions`` (the engine decides what is legal;
this module only draws it). The image is meant for that player alone (DM or ephemeral reply), but it
shows nothing beyond the public board plus that player's legal spots.
"""

from __future__ import annotations

from collections.abc import Sequence

from rendering import palette as pal
from rendering.board import Highlight, render_board
from rendering.names import display_name
from rendering.players import table_players
from rendering.shapes import fit_text

# Decision kinds and the action each one highlights; the aliases are the engine's step names. The
# neutral kinds (2-player variant) are named like their steps and actions.
KIND_ACTION: dict[str, str] = {
    "settlement": "settlement", "road": "road", "city": "city", "robber": "robber",
    "neutral_road": "neutral_road", "neutral_settlement": "neutral_settlement",
}  # fmt: skip
# Where the spot is in an action: ("road", path), but ("neutral_road", neutral seat, path).
_SPOT_ARG: dict[str, int] = {"neutral_road": 2, "neutral_settlement": 2}
ALIASES: dict[str, str] = {
    "setup_settlement": "settlement",
    "setup_road": "road",
    "road_building": "road",
    "move_robber": "robber",
}
# Which kind a step is about, to pick one when the caller does not say.
_STEP_KIND: dict[str, str] = {
    **ALIASES, "main": "settlement", "neutral_road": "neutral_road", "neutral_settlement": "neutral_settlement",
}  # fmt: skip

_CAPTIONS: dict[str, str] = {
    "settlement": "{name}: pick a number to build a settlement",
    "road": "{name}: pick a path (number-number) for a road",
    "city": "{name}: pick the settlement (number) to make a city",
    "robber": "{name}: pick a letter to move the robber",
    "neutral_road": "{name}: pick a path for a neutral road (label = its colour)",
    "neutral_settlement": "{name}: pick a number for a neutral settlement (label = its colour)",
}
_NONE_CAPTION = "{name}: no legal spot for a {kind} right now"


def normalise_kind(kind: str) -> str:
    k = ALIASES.get(kind, kind)
    if k not in KIND_ACTION:
        raise ValueError(f"unknown decision kind {kind!r}; expected one of {sorted(KIND_ACTION) + sorted(ALIASES)}")
    return k


def legal_spots(view: dict, kind: str) -> tuple[int, ...]:
    """Ids of the spots where ``kind`` (settlement, road, city, robber) is legal for the viewer now."""
    return tuple(sorted(_spot_owners(view, kind)))


def _spot_owners(view: dict, kind: str) -> dict[int, set[int]]:
    """Legal spots of ``kind`` and, for neutral placements, the neutral seats each is legal for."""
    action = KIND_ACTION[normalise_kind(kind)]
    at = _SPOT_ARG.get(action, 1)
    out: dict[int, set[int]] = {}
    for a in _you(view).get("legal_actions", ()):
        if a and a[0] == action and len(a) > at:
            out.setdefault(a[at], set()).add(a[1] if at == 2 else -1)
    return out


def decision_kinds(view: dict) -> list[str]:
    """The decision kinds with at least one legal spot now, the one the current step is about first."""
    kinds = [k for k in KIND_ACTION if legal_spots(view, k)]
    preferred = _STEP_KIND.get(view.get("step", ""), "")
    return sorted(kinds, key=lambda k: (k != preferred, list(KIND_ACTION).index(k)))


def decision_highlight(view: dict, names: Sequence[str] | None, kind: str) -> Highlight:
    k = normalise_kind(kind)
    you = _you(view)
    seat = you.get("seat", view.get("viewer", 0))
    player = view["players"][seat] if 0 <= seat < len(view["players"]) else {}
    name = fit_text(display_name(names, seat, player), "bold", 30, 300)
    spots = legal_spots(view, k)
    caption = (_CAPTIONS[k] if spots else _NONE_CAPTION).format(name=name, kind=k)
    ring = pal.player_fill(player.get("colour", ""))
    if k in _SPOT_ARG:
        fills = tuple(_neutral_fill(view, _spot_owners(view, k)[spot]) for spot in spots)
        if k == "neutral_road":
            return Highlight(edges=spots, caption=caption, ring=ring, edge_fills=fills)
        return Highlight(vertices=spots, caption=caption, ring=ring, vertex_fills=fills)
    if k == "road":
        return Highlight(edges=spots, caption=caption, ring=ring)
    if k == "robber":
        return Highlight(hexes=spots, caption=caption, ring=ring)
    return Highlight(vertices=spots, caption=caption, ring=ring)


def render_decision(
    view: dict, names: Sequence[str] | None = None, seat: int | None = None, kind: str | None = None
) -> bytes:
    """PNG of the board with the viewer's legal spots for ``kind`` highlighted and labelled.

    ``view`` is a player view (``engine.player_view``). ``seat``, if given, must be that view's
    player: a guard against sending one player's options to another. ``kind`` is "settlement",
    "road", "city", "robber", "neutral_road" or "neutral_settlement" (or a step name such as
    "setup_settlement"); None picks the one the
    current step is about (``decision_kinds(view)[0]``).
    """
    you = _you(view)
    if isinstance(seat, str):
        raise TypeError(f"seat must be a seat number; pass the decision kind as kind={seat!r}")
    if seat is not None and you.get("seat") != seat:
        raise ValueError(f"this view belongs to seat {you.get('seat')}, not seat {seat}")
    if kind is None:
        kinds = decision_kinds(view)
        kind = kinds[0] if kinds else _STEP_KIND.get(view.get("step", ""), "settlement")
    return render_board(view, names, highlight=decision_highlight(view, names, kind))


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
