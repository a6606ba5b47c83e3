"""Describing intersections, paths and hexes in words, and autocomplete choices built from the
legal actions in a player's view (so autocomplete offers exactly what the engine allows)."""

from __future__ import annotations

from typing import Any

from engine import topology as topo
from engine.constants import HARBOR_NAMES, PIPS, RESOURCES, TERRAINS
from ui.plural import plural
from ui.rulesets import ui_of

MAX_CHOICES = 25  # Discord's limit for autocomplete results
MAX_NAME = 100


def hex_text(view: dict[str, Any], h: int) -> str:
    """'F: hills 6 (brick)' or 'J: desert'."""
    board = view["board"]
    terrain = board["terrain"][h]
    label = topo.HEX_LABELS[h]
    if terrain == 5:
        return f"{label}: desert"
    return f"{label}: {TERRAINS[terrain]} {board['numbers'][h]} ({RESOURCES[terrain]})"


def _vertex_harbor(view: dict[str, Any], v: int) -> int:
    harbors = view["board"]["harbors"]
    for spot, e in enumerate(topo.HARBOR_EDGES):
        if v in topo.EDGE_VERTICES[e]:
            return harbors[spot]
    return -1


def vertex_text(view: dict[str, Any], v: int) -> str:
    """'12: 6 brick, 8 grain, 3 ore · 3:1 harbor · 11 pips'."""
    board = view["board"]
    parts = []
    pips = 0
    for h in topo.VERTEX_HEXES[v]:
        t = board["terrain"][h]
        if t == 5:
            parts.append("desert")
        else:
            n = board["numbers"][h]
            pips += PIPS[n]
            parts.append(f"{n} {RESOURCES[t]}")
    text = f"{topo.VERTEX_LABELS[v]}: {', '.join(parts)}"
    harbor = _vertex_harbor(view, v)
    if harbor >= 0:
        text += f" · {HARBOR_NAMES[harbor]} harbor"
    if len(topo.VERTEX_HEXES[v]) < 3:
        text += " · coast"
    return f"{text} · {pips} pips"


def edge_text(view: dict[str, Any], e: int) -> str:
    hexes = [hex_text(view, h).split(": ", 1)[1] for h in topo.EDGE_HEXES[e]]
    where = " / ".join(hexes) + (" / sea" if len(hexes) == 1 else "")
    return f"{topo.EDGE_LABELS[e]}: {where}"


def victim_text(view: dict[str, Any], seat: int, names: list[str]) -> str:
    p = view["players"][seat]
    return f"{names[seat]} ({plural(p['resource_count'], 'card')})"


def action_choice(view: dict[str, Any], action: list[Any], names: list[str]) -> tuple[str, str] | None:
    """(display name, value) for one legal action, or None when it has no place-like argument."""
    kind = action[0]
    if kind in ("settlement", "city", "wall"):  # wall: Cities & Knights, under one's city
        return vertex_text(view, action[1])[:MAX_NAME], topo.VERTEX_LABELS[action[1]]
    if kind == "road":
        return edge_text(view, action[1])[:MAX_NAME], topo.EDGE_LABELS[action[1]]
    if kind == "robber":
        return _robber_text(view, action[1], names)[:MAX_NAME], topo.HEX_LABELS[action[1]]
    if kind == "steal":
        return victim_text(view, action[1], names)[:MAX_NAME], str(action[1] + 1)
    own = ui_of(view).spot_choices.get(kind)  # a rule set's own placements (neutral pieces)
    return None if own is None else own(view, action)


def _robber_text(view: dict[str, Any], h: int, names: list[str]) -> str:
    owners = sorted({seat for v, seat, _k in view["buildings"] if v in topo.HEX_VERTICES[h]})
    name = ui_of(view).seat_name
    who = ", ".join(name(s, names) for s in owners) if owners else "nobody"  # type: ignore[misc]
    return f"{hex_text(view, h)} · buildings: {who}"


def choices(view: dict[str, Any], kind: str, typed: str, names: list[str]) -> list[tuple[str, str]]:
    """Autocomplete choices for ``kind`` among the player's legal actions, filtered by what was typed."""
    needle = typed.strip().lower()
    out: list[tuple[str, str]] = []
    for action in view.get("you", {}).get("legal_actions", []):
        if action[0] != kind:
            continue
        choice = action_choice(view, action, names)
        if choice is None:
            continue
        name, value = choice
        if needle and needle not in name.lower() and needle not in value.lower():
            continue
        out.append(choice)
        if len(out) == MAX_CHOICES:
            break
    return out
