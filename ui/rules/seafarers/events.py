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
from ui.i18n.text import Arg, Items, Text, Verbatim
from ui.i18n.words import counts_text
from ui.rules.seafarers.words import SEA, TERRAIN_RESOURCE, TERRAIN_WORDS, edge_label, hex_label
from ui.summary import joined

_SOURCES = ("roll", "setup", "discovery")


def _source(event: dict[str, Any]) -> Text:
    source = str(event.get("source"))
    return Text(f"sea-thread-source-{source if source in _SOURCES else 'gold'}")


def _terrain(t: Any) -> Arg:
    return Text(f"sea-thread-terrain-{t}") if isinstance(t, int) and 0 <= t < len(TERRAIN_WORDS) else "?"


def describe_sea_event(event: dict[str, Any], names: list[str], shape: topo.Topology) -> Text | None:
    """A line for a Seafarers event, or None when the event is not one of Seafarers'."""
    t = event["type"]

    def n(seat: Any) -> Arg:
        return Verbatim(names[seat]) if isinstance(seat, int) and 0 <= seat < len(names) else Text("thread-nobody")

    def say(key: str, **args: Arg) -> Text:
        return Text(f"sea-thread-{key}", **args)

    if t == "built" and event.get("piece") == "ship":
        where = Verbatim(edge_label(shape, event["at"]))
        if event.get("setup"):
            return say("ship-placed", who=n(event["seat"]), at=where)
        return say("ship-built-free" if event.get("free") else "ship-built", who=n(event["seat"]), at=where)
    if t == "ship_moved":
        return say("ship-moved", who=n(event["seat"]), at=Verbatim(edge_label(shape, event["from"])),
                   to=Verbatim(edge_label(shape, event["to"])))  # fmt: skip
    if t == "pirate_moved":
        return say("pirate-moved", who=n(event["seat"]), hex=Verbatim(hex_label(shape, event["hex"])))
    if t == "gold_owed":
        owed = [(p, k) for p, k in enumerate(event["owed"]) if k]
        if len(owed) == 1:
            seat, count = owed[0]
            return say("gold-owed-one", source=_source(event), who=n(seat), count=count)
        who = Items([say("gold-owes", who=n(p), count=k) for p, k in owed], style="unit")
        return say("gold-owed", source=_source(event), who=who)
    if t == "gold_committed":
        return say("gold-committed", who=n(event["seat"]))
    if t == "gold_chosen":  # SEA_GOLD_CHOICE_ORDER = seat_order_open: each choice is public at once
        return say("gold-chosen", who=n(event["seat"]), cards=counts_text(event["cards"]))
    if t == "gold_received":
        return say("gold-received", who=n(event["seat"]), cards=counts_text(event["cards"]), source=_source(event))
    if t == "gold_lost":
        return say("gold-lost")
    if t == "production" and event.get("gold") and any(any(c) for c in event["gold"]):
        gains = [Text("thread-gain", who=n(p), cards=counts_text(g)) for p, g in enumerate(event["gains"]) if any(g)]
        gold = [say("gold-of", who=n(p), cards=counts_text(c)) for p, c in enumerate(event["gold"]) if any(c)]
        text = Text("thread-production", gains=joined(gains)) if gains else Text("thread-production-none")
        text = Text("thread-sentences", first=text, then=say("gold-production", gold=joined(gold)))
        if event.get("blocked"):
            blocked = Items([Verbatim(hex_label(shape, h)) for h in event["blocked"]], style="unit")
            text = Text("thread-sentences", first=text, then=Text("thread-robber-blocked", hexes=blocked))
        if event.get("short"):
            short = Items([Text(f"resource-{TERRAIN_RESOURCE[r]}") for r in event["short"]], style="unit")
            text = Text("thread-sentences", first=text, then=Text("thread-bank-short", resources=short))
        return text
    if t == "discovered":
        return _discovery(event, n, shape)
    if t == "chits":  # SEA-SVP-1/2: public, 1 VP each
        at = shape.VERTEX_LABELS[event["at"]] if 0 <= event.get("at", -1) < shape.N_VERTEX else "?"
        return say("chits", who=n(event["seat"]), count=int(event["chits"]), at=Verbatim(at))
    if t == "longest_road" and shape.name in MAP_NAMES:  # SEA-LTR-1: roads and ships, under its own name
        if event["seat"] < 0:
            return say("route-aside")
        return say("route", who=n(event["seat"]), length=event["length"])
    if t == "robber_start":  # Through the Desert, SEA-TTD-4: the starting player's choice
        return say("robber-start", who=n(event["seat"]), hex=Verbatim(hex_label(shape, event["hex"])))
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


def _discovery(event: dict[str, Any], n: Any, shape: topo.Topology) -> Text:
    """A fog hex turned face up (SEA-FOG-3/4): its terrain and token, and the discoverer's card, for all
    (SEA-INFO-2). A gold field's reward is a choice: the gold line that follows says it is owed."""
    where = Verbatim(hex_label(shape, event.get("hex", -1)))
    terrain = event.get("terrain")
    who = n(event.get("seat"))
    if terrain == SEA:
        return Text("sea-thread-discovered-sea", who=who, hex=where)
    number = event.get("number")
    found = Text("sea-thread-terrain-number", terrain=_terrain(terrain), number=number) if number else _terrain(terrain)
    line = Text("sea-thread-discovered", who=who, hex=where, found=found)
    cards = event.get("cards") or []
    if any(cards):
        return Text("sea-thread-discovered-receives", line=line, who=who, cards=counts_text(cards))
    return Text("sea-thread-sentence", line=line)
