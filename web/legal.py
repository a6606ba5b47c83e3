"""A seat's legal actions as the page offers them (issue #34 items 3 and 4), from the seat's view alone.

The actions are the view's own ``you.legal_actions`` (the engine's legal-action code, the one autocomplete
and the built-in players use). Each action that names a spot on the board (an intersection, a path or a
hex) carries it, found with the decision kinds the decision images use (``rendering.decision``: every rule
set's, from its plug-in) or the board page's own (``WebHooks.spots``), so the page highlights exactly those spots and knows which action a click plays;
the others carry their words in the viewer's language for a button or a menu, as the Discord menus word
them (a rule set's own label first, ``UiHooks.choice_label``: C&K's answers, Seafarers' pirate targets).
A kind with more variants than buttons make sense for (a discard of 4 from 9 cards: hundreds of bundles)
is sent as one form of card counts, described from the variants themselves (how many cards, at most how
many of each); the server checks what comes back like any move.
"""

from __future__ import annotations

from typing import Any

from rendering.decision import NONE, kinds_of
from ui.i18n.catalogue import localize
from ui.i18n.text import Text
from ui.rulesets import ui_of
from ui.spots import action_words
from web.rulesets import web_of

SPOT_CODES = {"vertex": "v", "edge": "e", "hex": "h"}
MANY = 24  # variants of one kind without a spot beyond which the page gets a form, not buttons
FORM_WORDS = {"discard": "board-form-discard"}  # a form's heading by its kind (others: "Choose N cards")


def _is_bundle(arg: Any) -> bool:
    return isinstance(arg, (list, tuple)) and len(arg) >= 5 and all(isinstance(x, int) for x in arg)


def _placed(view: dict[str, Any], action: list[Any]) -> tuple[list[Any], bool, int | None, str] | None:
    """The spots of an action played on the board, whether its first spot carries the piece the choice is
    about (a knight to move, a city to wall: the page rings it without hiding it, as the decision images do),
    the seat a piece placed for another is for (the 2-player variant's neutrals: the spot in their colour), and
    the decision image's caption key of its kind ("" for a rule set's own spot kind)."""
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
        seat = action[1] if kind.at == 2 and isinstance(action[1], int) else None
        return out, kind.on_pieces, seat, kind.caption
    own = web_of(view).spots.get(action[0])  # a rule set's own (the 5-6 starting player's desert for the robber)
    if own is not None and len(action) > own[1] and isinstance(action[own[1]], int) and action[own[1]] != NONE:
        return [SPOT_CODES[own[0]], action[own[1]]], False, None, ""
    return None


def words_of(view: dict[str, Any], action: list[Any], names: list[str], tag: str) -> str:
    """A button's or a menu line's words for ``action``, as the Discord menus say it."""
    own = ui_of(view).choice_label
    said = own(view, action, names) if own else None
    return localize(said if said else action_words(view, action, names), tag)


def _form(view: dict[str, Any], kind: str, bundles: list[list[int]], tag: str) -> dict[str, Any]:
    """The card-count form of a kind whose variants are bundles (one count per card of the hand): the total
    every variant has, at most how many of each card a variant takes, and its heading in the viewer's own words
    ("Discard 4 of your 9 cards", not the step's "discard half of their cards")."""
    you = view["you"]
    cards = list(you.get("hand", {}))
    width = len(bundles[0])
    top = [max(b[i] for b in bundles) for i in range(width)]
    total = sum(bundles[0])
    held = sum(int(n) for n in you.get("hand", {}).values())
    return {
        "total": total,
        "max": top,
        "cards": [localize(Text(f"resource-{c}"), tag) for c in cards[:width]],
        "words": localize(Text(FORM_WORDS.get(kind, "board-form-choose"), count=total, held=held), tag),
        "variants": len(bundles),
    }


def _first_spots(entries: list[dict[str, Any]], captions: dict[str, str], tag: str) -> dict[str, str]:
    """The words of each first spot of a two-spot move (a knight to move, a ship to sail): what the move is and
    how many second spots go with it, not every destination (those get their words once the first is picked)."""
    seconds: dict[str, set[int]] = {}
    for entry in entries:
        at = entry.get("at")
        if at and len(at) == 3:
            seconds.setdefault(f"{at[0]}:{at[1]}", set()).add(at[2])
    return {
        key: localize(Text("board-first-spot", what=Text(f"{captions[key]}.kind"), count=len(found)), tag)
        for key, found in seconds.items() if key in captions
    }  # fmt: skip


def legal_form(view: dict[str, Any], names: list[str], tag: str) -> dict[str, Any]:
    """What the page needs to offer the seat's moves: ``acts`` (each ``{"a": action, "words": its words}``,
    with ``"at"``, its spots, when it is played on the board, and ``"on"`` when its first spot is a piece's,
    ``"for"``: the seat a piece is placed for), ``forms`` (kind -> a form of card counts, ``_form``, for kinds
    of too many variants to list) and ``firsts`` (the words of the first spots of two-spot moves, by "code:id")."""
    you = view.get("you")
    if not you:
        return {"acts": [], "forms": {}, "firsts": {}}
    actions = [list(a) for a in you.get("legal_actions", ())]
    bundles: dict[str, list[list[int]]] = {}
    for a in actions:
        if len(a) == 2 and _is_bundle(a[1]):
            bundles.setdefault(a[0], []).append(list(a[1]))
    forms = {kind: _form(view, kind, found, tag) for kind, found in bundles.items() if len(found) > MANY}
    acts: list[dict[str, Any]] = []
    captions: dict[str, str] = {}
    # intersections with a building: a move there (a city on one's settlement) is ringed, the piece seen through it
    built = {v for v, _seat, _kind in view.get("buildings", ())}
    for a in actions:
        if a[0] in forms:
            continue
        placed = _placed(view, a)
        entry: dict[str, Any] = {"a": a, "words": words_of(view, a, names, tag)}
        if placed is not None:
            entry["at"] = placed[0]
            if placed[1] or (placed[0][0] == "v" and placed[0][1] in built):
                entry["on"] = 1  # the first spot carries a piece
            if placed[2] is not None:
                entry["for"] = placed[2]
            if len(placed[0]) == 3 and placed[3]:
                captions.setdefault(f"{placed[0][0]}:{placed[0][1]}", placed[3])
        acts.append(entry)
    return {"acts": acts, "forms": forms, "firsts": _first_spots(acts, captions, tag)}
