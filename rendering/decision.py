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
from rendering.shapes import fit_text

# Decision kinds and the action each one highlights; the aliases are the engine's step names.
KIND_ACTION: dict[str, str] = {"settlement": "settlement", "road": "road", "city": "city", "robber": "robber"}
ALIASES: dict[str, str] = {
    "setup_settlement": "settlement",
    "setup_road": "road",
    "road_building": "road",
    "move_robber": "robber",
}
# Which kind a step is about, to pick one when the caller does not say.
_STEP_KIND: dict[str, str] = {**ALIASES, "main": "settlement"}

_CAPTIONS: dict[str, str] = {
    "settlement": "{name}: pick a number to build a settlement",
    "road": "{name}: pick a path (number-number) for a road",
    "city": "{name}: pick the settlement (number) to make a city",
    "robber": "{name}: pick a letter to move the robber",
}
_NONE_CAPTION = "{name}: no legal spot for a {kind} right now"


def normalise_kind(kind: str) -> str:
    k = ALIASES.get(kind, kind)
    if k not in KIND_ACTION:
        raise ValueError(f"unknown decision kind {kind!r}; expected one of {sorted(KIND_ACTION) + sorted(ALIASES)}")
    return k


def legal_spots(view: dict, kind: str) -> tuple[int, ...]:
    """Ids of the spots where ``kind`` (settlement, road, city, robber) is legal for the viewer now."""
    action = KIND_ACTION[normalise_kind(kind)]
    you = _you(view)
    return tuple(sorted({a[1] for a in you.get("legal_actions", ()) if a and a[0] == action and len(a) > 1}))


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
    "road", "city" or "robber" (or a step name such as "setup_settlement"); None picks the one the
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


def _you(view: dict) -> dict:
    you = view.get("you")
    if not isinstance(you, dict):
        raise ValueError("a decision image needs a player view (engine.player_view), which has 'you'")
    return you
