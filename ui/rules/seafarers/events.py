"""Seafarers' event lines (public, built from redacted events: ``ui.summary`` asks every rule set's lines,
so each line here answers only events that are Seafarers' own, recognised by their type or a ship).

What the thread says is what the spec makes public (SEA-INFO-2): ships, the pirate, discoveries and
their rewards, Catan chits, gold choices once all are made. A gold choice committed while others still
choose is told as "has chosen" without its cards (SEA-GOLD-2); the cards come with the production line.
"""

from __future__ import annotations

from typing import Any

from engine import topology as topo
from engine.rules.seafarers import MAP_NAMES
from ui.plural import plural
from ui.rules.seafarers.words import SEA, TERRAIN_RESOURCE, TERRAIN_WORDS, cards_text, edge_label, hex_label

_SOURCES = {"roll": "the roll", "setup": "a set-up settlement", "discovery": "a discovered gold field"}


def _terrain(t: Any) -> str:
    return TERRAIN_WORDS[t] if isinstance(t, int) and 0 <= t < len(TERRAIN_WORDS) else "?"


def describe_sea_event(event: dict[str, Any], names: list[str], shape: topo.Topology) -> str | None:
    """A line for a Seafarers event, or None when the event is not one of Seafarers'."""
    t = event["type"]

    def n(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "nobody"

    if t == "built" and event.get("piece") == "ship":
        where = edge_label(shape, event["at"])
        if event.get("setup"):
            return f"⛵ {n(event['seat'])} placed a ship on {where}."
        free = " (Road Building)" if event.get("free") else ""
        return f"⛵ {n(event['seat'])} built a ship on {where}{free}."
    if t == "ship_moved":
        return f"⛵ {n(event['seat'])} moved a ship from {edge_label(shape, event['from'])} to {edge_label(shape, event['to'])}."
    if t == "pirate_moved":
        return f"🏴‍☠️ {n(event['seat'])} moved the pirate to {hex_label(shape, event['hex'])}."
    if t == "gold_owed":
        owed = [(p, k) for p, k in enumerate(event["owed"]) if k]
        source = _SOURCES.get(str(event.get("source")), "a gold field")
        if len(owed) == 1:
            seat, count = owed[0]
            return f"🪙 Gold from {source}: {n(seat)} chooses {plural(count, 'resource')}."
        who = ", ".join(f"{n(p)} {plural(k, 'resource')}" for p, k in owed)
        return f"🪙 Gold from {source}: {who} of their choice (each chooses privately)."
    if t == "gold_committed":
        return f"🪙 {n(event['seat'])} has chosen."
    if t == "gold_chosen":  # SEA_GOLD_CHOICE_ORDER = seat_order_open: each choice is public at once
        return f"🪙 {n(event['seat'])} chose {cards_text(event['cards'])} from the gold field."
    if t == "gold_received":
        source = _SOURCES.get(str(event.get("source")), "a gold field")
        return f"🪙 {n(event['seat'])} takes {cards_text(event['cards'])} ({source})."
    if t == "gold_lost":
        return "🪙 The bank has no resource left to choose: the gold is lost."
    if t == "production" and event.get("gold") and any(any(c) for c in event["gold"]):
        gains = [f"{n(p)} +{cards_text(g)}" for p, g in enumerate(event["gains"]) if any(g)]
        gold = [f"{n(p)} {cards_text(c)}" for p, c in enumerate(event["gold"]) if any(c)]
        text = ("Production: " + "; ".join(gains) + ".") if gains else "Nobody produced anything."
        text += " Gold chosen: " + "; ".join(gold) + "."
        if event.get("blocked"):
            text += " The robber blocked " + ", ".join(hex_label(shape, h) for h in event["blocked"]) + "."
        if event.get("short"):
            text += " The bank ran short of " + ", ".join(TERRAIN_RESOURCE[r] for r in event["short"]) + "."
        return text
    if t == "discovered":
        return _discovery(event, n, shape)
    if t == "chits":  # SEA-SVP-1/2: public, 1 VP each
        chits = int(event["chits"])
        at = shape.VERTEX_LABELS[event["at"]] if 0 <= event.get("at", -1) < shape.N_VERTEX else "?"
        return (f"🏅 {n(event['seat'])} earns {plural(chits, 'Catan chit')} ({plural(chits, 'victory point')}) "
                f"for the settlement on {at}.")  # fmt: skip
    if t == "longest_road" and shape.name in MAP_NAMES:  # SEA-LTR-1: roads and ships, under its own name
        if event["seat"] < 0:
            return "The Longest Trade Route is set aside: nobody holds it now."
        return (f"🛣️ {n(event['seat'])} now holds the Longest Trade Route "
                f"({plural(event['length'], 'road or ship', 'roads and ships')}).")  # fmt: skip
    if t == "robber_start":  # Through the Desert, SEA-TTD-4: the starting player's choice
        return f"🦹 {n(event['seat'])} puts the robber on {hex_label(shape, event['hex'])}."
    return None


def told_again(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Without a "has chosen" of a gold choice whose cards a later event names (the production line's gold, or
    the gold taken from a set-up or a discovery): a lone chooser's, or the last of several, read "Cy has
    chosen." right before "Cy takes 1 brick"; the line stays while the cards are still hidden (SEA-GOLD-2)."""
    shown: set[int] = set()
    keep: list[dict[str, Any]] = []
    for e in reversed(events):
        t = e["type"]
        if t == "gold_committed" and e.get("seat") in shown:
            continue
        if t == "gold_received":
            shown.add(e.get("seat"))
        elif t == "production" and e.get("gold"):
            shown.update(seat for seat, cards in enumerate(e["gold"]) if any(cards))
        keep.append(e)
    return keep[::-1] if len(keep) < len(events) else events


def _discovery(event: dict[str, Any], n: Any, shape: topo.Topology) -> str:
    """A fog hex turned face up (SEA-FOG-3/4): its terrain and token, and the discoverer's card, for all
    (SEA-INFO-2). A gold field's reward is a choice: the gold line that follows says it is owed."""
    where = hex_label(shape, event.get("hex", -1))
    terrain = event.get("terrain")
    who = n(event.get("seat"))
    if terrain == SEA:
        return f"🌫️ {who} discovered {where}: sea."
    number = event.get("number")
    line = f"🌫️ {who} discovered {where}: **{_terrain(terrain)}{f' {number}' if number else ''}**"
    cards = event.get("cards") or []
    if any(cards):
        line += f"; {who} receives {cards_text(cards)}"
    return line + "."
