"""Describing intersections, paths and hexes in words, and autocomplete choices built from the
legal actions in a player's view (so autocomplete offers exactly what the engine allows).

Labels and neighbours are those of the view's island (``engine.plugins.topology_of_view``): the
standard one (intersections 1-54, hexes A-S) or the 5-6 player one (1-80, 109 paths, hexes A-AD)."""

from __future__ import annotations

from typing import Any

from engine import topology as topo
from engine.actions import action_text
from engine.constants import PIPS, RESOURCES, TERRAINS
from engine.errors import named
from engine.plugins import topology_of_view
from ui.i18n.catalogue import localize, localizer
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Items, Text, Verbatim
from ui.rulesets import ui_of

MAX_CHOICES = 25  # Discord's limit for autocomplete results
MAX_NAME = 100


def hex_words(view: dict[str, Any], h: int, *, labelled: bool = True) -> Text:
    """'F: hills 6 (brick)' or 'J: desert' (without the label: 'hills 6 (brick)')."""
    board = view["board"]
    terrain = board["terrain"][h]
    label = topology_of_view(view).HEX_LABELS[h] if labelled else ""
    key = "spots-hex-labelled" if labelled else "spots-hex"
    if terrain == 5:
        what: Text = Text("spots-desert")
    elif terrain >= len(TERRAINS):  # a rule set's own terrain (a gold field, a face-down hex)
        name, yields = ui_of(view).terrain_words.get(terrain, ("?", None))
        what = (Text("spots-own-terrain-yields", terrain=_word(name), number=str(board["numbers"][h]),
                     yields=_word(yields)) if yields else Text("spots-own-terrain", terrain=_word(name)))  # fmt: skip
    else:
        what = Text("spots-terrain-yields", terrain=Text(f"spots-terrain-{TERRAINS[terrain]}"),
                    number=str(board["numbers"][h]), resource=Text(f"resource-{RESOURCES[terrain]}"))  # fmt: skip
    return Text(key, label=label, what=what)


def _word(word: str | Text) -> Text | Verbatim:
    """A rule set's word: its catalogue message (a plain str, as the engine names it)."""
    return Verbatim(word) if isinstance(word, str) else word


def hex_text(view: dict[str, Any], h: int, tag: str = ENGLISH) -> str:
    """'F: hills 6 (brick)' or 'J: desert', in language ``tag``."""
    return localize(hex_words(view, h), tag)


def _vertex_harbor(view: dict[str, Any], v: int) -> int:
    harbors = view["board"]["harbors"]
    shape = topology_of_view(view)
    for spot, e in enumerate(shape.HARBOR_EDGES):
        if v in shape.EDGE_VERTICES[e]:
            return harbors[spot]
    return -1


def vertex_text(view: dict[str, Any], v: int, tag: str = ENGLISH) -> str:
    """'12: 6 brick, 8 grain, 3 ore · 3:1 harbor · 11 pips' (in language ``tag``)."""
    board = view["board"]
    shape = topology_of_view(view)
    parts: list[Text] = []
    pips = 0
    for h in shape.VERTEX_HEXES[v]:
        t = board["terrain"][h]
        if t == 5:
            parts.append(Text("spots-desert"))
        elif t >= len(TERRAINS):  # a rule set's own terrain: named by its hooks
            name, yields = ui_of(view).terrain_words.get(t, ("?", None))
            n = board["numbers"][h]
            pips += PIPS.get(n, 0) if yields else 0
            parts.append(Text("spots-yield-own", number=str(n), yields=_word(yields)) if yields
                         else Text("spots-own-terrain", terrain=_word(name)))  # fmt: skip
        else:
            n = board["numbers"][h]
            pips += PIPS[n]
            parts.append(Text("spots-yield", number=str(n), resource=Text(f"resource-{RESOURCES[t]}")))
    segments: list[Text] = [Text("spots-vertex", label=shape.VERTEX_LABELS[v], parts=Items(parts, style="unit"))]
    harbor = _vertex_harbor(view, v)
    if harbor >= 0:
        segments.append(Text("spots-harbor-any") if harbor >= len(RESOURCES)
                        else Text("spots-harbor", resource=Text(f"resource-{RESOURCES[harbor]}")))  # fmt: skip
    if len(shape.VERTEX_HEXES[v]) < 3:
        segments.append(Text("spots-coast"))
    segments.append(Text("spots-pips", count=pips))
    words = localizer(tag)
    return " · ".join(words.format(segment) for segment in segments)


def edge_text(view: dict[str, Any], e: int, tag: str = ENGLISH) -> str:
    shape = topology_of_view(view)
    hexes: list[Text] = [hex_words(view, h, labelled=False) for h in shape.EDGE_HEXES[e]]
    if len(hexes) < 2:  # a coast (one land hex), or open sea between two sea hexes (Seafarers' ship paths)
        hexes.append(Text("spots-sea"))
    words = localizer(tag)
    return f"{shape.EDGE_LABELS[e]}: " + " / ".join(words.format(h) for h in hexes)


def victim_text(view: dict[str, Any], seat: int, names: list[str], tag: str = ENGLISH) -> str:
    p = view["players"][seat]
    return localize(Text("spots-victim", name=Verbatim(names[seat]), count=p["resource_count"]), tag)


def action_choice(
    view: dict[str, Any], action: list[Any], names: list[str], tag: str = ENGLISH
) -> tuple[str, str] | None:
    """(display name, value) for one legal action, or None when it has no place-like argument; the name in
    language ``tag`` (a rule set's own placements: in English until its hook speaks the catalogue)."""
    kind = action[0]
    shape = topology_of_view(view)
    if kind in ("settlement", "city"):
        return vertex_choice(view, action, tag)
    if kind == "road":
        return edge_text(view, action[1], tag)[:MAX_NAME], shape.EDGE_LABELS[action[1]]
    if kind == "robber":
        return _robber_text(view, action[1], names, tag)[:MAX_NAME], shape.HEX_LABELS[action[1]]
    if kind == "steal":
        return victim_text(view, action[1], names, tag)[:MAX_NAME], str(action[1] + 1)
    own = ui_of(view).spot_choices.get(kind)  # a rule set's own placements (neutral pieces, ships)
    return None if own is None else own(view, action, tag)


def vertex_choice(view: dict[str, Any], action: list[Any], tag: str = ENGLISH) -> tuple[str, str]:
    """(display name, value) of an action placed on an intersection (a rule set's too: C&K's city wall)."""
    return vertex_text(view, action[1], tag)[:MAX_NAME], topology_of_view(view).VERTEX_LABELS[action[1]]


def _robber_text(view: dict[str, Any], h: int, names: list[str], tag: str = ENGLISH) -> str:
    corners = topology_of_view(view).HEX_VERTICES[h]
    owners = sorted({seat for v, seat, _k in view["buildings"] if v in corners})
    name, text = ui_of(view).seat_name, ui_of(view).seat_text  # a neutral player's name in the catalogue's words
    who = (Items([text(s, names) if text else Verbatim(name(s, names)) for s in owners], style="unit")  # type: ignore[misc]
           if owners else Text("spots-nobody"))
    return localize(Text("spots-robber", hex=hex_words(view, h), who=who), tag)


def describe_action(view: dict[str, Any], action: Any, names: list[str] | None = None, tag: str = ENGLISH) -> str:
    """``engine.describe_action`` with the labels of the view's island ("build a road on 61-62"), in the reader's
    language ``tag`` (``engine.actions.action_text``, the words of the refusals' "You could: ...")."""
    return localize(action_words(view, action, names), tag)


def action_words(view: dict[str, Any], action: Any, names: list[str] | None = None) -> Text | str:
    """What ``action`` does as a catalogue message, the seats it names by the people's ``names``: for a kind whose
    words need the view (``UiHooks.menu_worded``: a C&K answer, its decision), as the view's menus word it."""
    hooks = ui_of(view)
    if hooks.choice_label is not None and action and action[0] in hooks.menu_worded:
        said = hooks.choice_label(view, action, names or [])
        if said:
            return said
    return named(action_text(tuple(action), shape=topology_of_view(view)), names)  # type: ignore[return-value]


def spot_label(view: dict[str, Any], kind: str, spot: int) -> str:
    """The label players type for ``spot`` of ``kind`` ("vertex", "edge" or "hex") on the view's island."""
    shape: topo.Topology = topology_of_view(view)
    labels = {"vertex": shape.VERTEX_LABELS, "edge": shape.EDGE_LABELS, "hex": shape.HEX_LABELS}[kind]
    return labels[spot] if 0 <= spot < len(labels) else "?"


def choices(
    view: dict[str, Any], kind: str, typed: str, names: list[str], tag: str = ENGLISH
) -> list[tuple[str, str]]:
    """Autocomplete choices for ``kind`` among the player's legal actions, filtered by what was typed, named in
    the typing person's language ``tag``."""
    needle = typed.strip().lower()
    out: list[tuple[str, str]] = []
    for action in view.get("you", {}).get("legal_actions", []):
        if action[0] != kind:
            continue
        choice = action_choice(view, action, names, tag)
        if choice is None:
            continue
        name, value = choice
        if needle and needle not in name.lower() and needle not in value.lower():
            continue
        out.append(choice)
        if len(out) == MAX_CHOICES:
            break
    return out
