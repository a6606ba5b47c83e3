"""A seat's legal actions as the page draws them (issue #34 item 3), from the seat's view alone.

The actions are the view's own ``you.legal_actions`` (the engine's legal-action code, the one autocomplete
and the built-in players use). Each action that names a spot on the board (an intersection, a path or a
hex) carries it, found with the decision kinds the decision images use (``rendering.decision``: every rule
set's, from its plug-in), so the page highlights exactly those spots and knows which action a click plays;
the others carry their words in the viewer's language for a button. A kind with more variants than buttons
make sense for (a discard of 4 from 9 cards: hundreds of bundles) is sent as one entry the page turns
into a form of card counts; the server checks what comes back like any move.
"""

from __future__ import annotations

from typing import Any

from rendering.decision import NONE, kinds_of
from ui.i18n.catalogue import localize
from ui.spots import action_words

SPOT_CODES = {"vertex": "v", "edge": "e", "hex": "h"}
MANY = 24  # variants of one kind without a spot beyond which the page gets a form, not buttons


def _is_bundle(arg: Any) -> bool:
    return isinstance(arg, (list, tuple)) and len(arg) >= 5 and all(isinstance(x, int) for x in arg)


def spots_of(view: dict[str, Any], action: list[Any]) -> list[Any] | None:
    """``[code, spot]`` or ``[code, spot, second spot]`` for an action played on the board, else None."""
    pending_ids = {d.get("id"): d.get("kind") for d in view.get("pending", ()) if isinstance(d, dict)}
    for kind in kinds_of(view).values():
        if action[0] not in (kind.action, *kind.also):
            continue
        if kind.pending:
            if len(action) < 3 or pending_ids.get(action[1]) != kind.pending:
                continue
            at = 2
        else:
            at = kind.at
        if len(action) <= at or not isinstance(action[at], int) or action[at] == NONE:
            continue
        out = [SPOT_CODES[kind.spot], action[at]]
        if kind.second and len(action) > at + 1 and isinstance(action[at + 1], int) and action[at + 1] != NONE:
            out.append(action[at + 1])
        return out
    return None


def legal_form(view: dict[str, Any], names: list[str], tag: str) -> dict[str, Any]:
    """What the page needs to offer the seat's moves: ``acts`` (each ``{"a": action}`` with ``"at"``, its
    spots, or ``"words"``, its button's label) and ``forms`` (kind -> the number of variants, for kinds
    the page asks as card counts)."""
    you = view.get("you")
    if not you:
        return {"acts": [], "forms": {}}
    actions = [list(a) for a in you.get("legal_actions", ())]
    bundles: dict[str, int] = {}
    for a in actions:
        if any(_is_bundle(x) for x in a[1:]):
            bundles[a[0]] = bundles.get(a[0], 0) + 1
    forms = {kind: n for kind, n in bundles.items() if n > MANY}
    acts: list[dict[str, Any]] = []
    for a in actions:
        if a[0] in forms:
            continue
        at = spots_of(view, a)
        entry: dict[str, Any] = {"a": a, "words": localize(action_words(view, a, names), tag)}
        if at is not None:
            entry["at"] = at
        acts.append(entry)
    return {"acts": acts, "forms": forms}
