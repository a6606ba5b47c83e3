"""Cities & Knights' event lines (public, built from redacted events): commodities are counted, never
named with a count, except where they go back to the bank before everyone (discards, bank trades)."""

from __future__ import annotations

from typing import Any

from engine import topology as topo
from engine.constants import CARD_NAMES
from ui.i18n.text import Arg, Items, Text, Verbatim
from ui.i18n.words import counts_text
from ui.rules.cities_and_knights.words import EVENT_FACES, IMPROVEMENTS, TRACKS, card_line_words
from ui.summary import joined


def _counts_public(counts: list[int]) -> Arg:
    """Resources by type, commodities only as a number (what a hand holds of each stays private)."""
    resources = list(counts[:5]) + [0] * (len(counts) - 5)
    extra = sum(counts[5:])
    if not extra:
        return counts_text(resources)
    commodities = Text("ck-thread-commodities", count=extra)
    return Items([counts_text(resources), commodities], style="unit") if any(resources) else commodities


def _say(key: str, **args: Arg) -> Text:
    return Text(f"ck-thread-{key}", **args)


def describe_ck_event(event: dict[str, Any], names: list[str], shape: topo.Topology | None = None) -> Text | None:
    """A line for a C&K event (public, already redacted), or None when the event is not one of C&K's;
    spots are named on ``shape``, the game's island (the standard one if None)."""
    t = event["type"]
    island = shape or topo.STANDARD

    def vertex(v: int) -> Verbatim:
        return Verbatim(island.VERTEX_LABELS[v] if 0 <= v < island.N_VERTEX else "?")

    def n(seat: Any) -> Arg:
        return Verbatim(names[seat]) if isinstance(seat, int) and 0 <= seat < len(names) else Text("thread-nobody")

    def track(i: int) -> Text:
        return Text(f"ck-thread-track-{TRACKS[i]}")

    def deck(i: int) -> Text:
        return Text(f"ck-thread-deck-{TRACKS[i]}")

    if t == "rolled" and "event" in event:
        red, yellow = event["dice"]
        face = Text(f"ck-thread-face-{event['event']}") if 0 <= event["event"] < len(EVENT_FACES) else "?"
        key = "rolled-alchemist" if event.get("alchemist") else "rolled"
        return _say(key, who=n(event["seat"]), total=red + yellow, red=red, yellow=yellow, face=face)
    if t == "production" and len(event["gains"][0]) > 5:
        gains = [Text("thread-gain", who=n(p), cards=_counts_public(g)) for p, g in enumerate(event["gains"]) if any(g)]
        text = Text("thread-production", gains=joined(gains)) if gains else Text("thread-production-none")
        if event["blocked"]:
            blocked = Items([Verbatim(island.HEX_LABELS[h]) for h in event["blocked"]], style="unit")
            text = Text("thread-sentences", first=text, then=Text("thread-robber-blocked", hexes=blocked))
        return text
    if t == "discards_revealed":
        # discards are public in every rule set (BASE-INFO-3: the cards go back to the bank's face-up stacks)
        told = [_say("discarded", who=n(seat), cards=counts_text(cards)) for seat, cards in enumerate(event["cards"]) if any(cards)]
        return _say("discards", told=joined(told)) if told else None
    if t == "barbarians_advance":
        return _say("barbarians-advance", position=event["position"], of=event["of"])
    if t == "barbarian_attack":
        return _attack_line(event, names)
    if t == "city_pillaged":
        key = "pillaged-gone" if event.get("removed") else "pillaged"
        return _say(key, who=n(event["seat"]), at=vertex(event["at"]))
    if t == "defender_of_catan":
        return _say("defender", who=n(event["seat"]))
    if t == "progress_drawn" and "from" in event:
        return None  # taken with the Spy: the ``spy_took`` line before it says so
    if t == "progress_drawn" and isinstance(event.get("card"), str):  # the drawer's own copy of the event
        return _say("drew-card", who=n(event["seat"]), card=card_line_words(event["card"]))
    if t == "progress_drawn":
        return _say("drew", who=n(event["seat"]), deck=deck(event["deck"]))
    if t == "progress_vp":
        return _say("progress-vp", who=n(event["seat"]), card=card_title(event["card"]))
    if t == "progress_played":
        return _say("progress-played", who=n(event["seat"]), card=card_title(event["card"]))
    if t == "progress_discarded":
        return _say("progress-discarded", who=n(event["seat"]), deck=deck(event["deck"]))
    if t == "improved":
        building = improvement_title(event["track"], event["level"], event["name"])
        return _say("improved", who=n(event["seat"]), building=building, track=track(event["track"]), level=event["level"])
    if t == "improvement_discount":
        return None
    if t == "knight_hired":
        return _say("knight-hired", who=n(event["seat"]), at=vertex(event["at"]))
    if t == "knight_placed":
        return _say("knight-placed", who=n(event["seat"]), strength=event["strength"], at=vertex(event["at"]))
    if t == "knight_activated":
        return _say("knight-activated", who=n(event["seat"]), at=vertex(event["at"]))
    if t == "knights_activated":
        return _say("knights-activated", who=n(event["seat"]))
    if t == "knight_promoted":
        return _say("knight-promoted", who=n(event["seat"]), at=vertex(event["at"]), strength=event["strength"])
    if t == "knight_moved":
        return _say("knight-moved", who=n(event["seat"]), at=vertex(event["from"]), to=vertex(event["to"]))
    if t == "knight_displaced":
        return _say("knight-displaced", who=n(event["seat"]), victim=n(event["victim"]), at=vertex(event["at"]))
    if t == "knight_retreated":
        return _say("knight-retreated", who=n(event["seat"]), at=vertex(event["from"]), to=vertex(event["to"]))
    if t == "knight_to_supply":
        return _say("knight-to-supply", who=n(event["seat"]), at=vertex(event["from"]))
    if t == "knight_deserted":
        return _say("knight-deserted", who=n(event["seat"]), at=vertex(event["at"]))
    if t == "robber_chased":
        return _say("robber-chased", who=n(event["seat"]), at=vertex(event["at"]))
    if t == "metropolis":
        if isinstance(event.get("from"), int) and event["from"] >= 0:
            return _say("metropolis-taken", who=n(event["seat"]), track=track(event["track"]), at=vertex(event["at"]),
                        other=n(event["from"]))  # fmt: skip
        return _say("metropolis", who=n(event["seat"]), track=track(event["track"]), at=vertex(event["at"]))
    if t == "merchant_placed":
        return _say("merchant-placed", who=n(event["seat"]), hex=Verbatim(island.HEX_LABELS[event["hex"]]))
    if t == "numbers_swapped":
        a, b = event["hexes"]
        return _say("numbers-swapped", who=n(event["seat"]), first=Verbatim(island.HEX_LABELS[a]),
                    second=Verbatim(island.HEX_LABELS[b]))  # fmt: skip
    if t == "road_removed":
        return _say("road-removed", who=n(event["seat"]), owner=n(event["owner"]), at=Verbatim(island.EDGE_LABELS[event["at"]]))
    if t == "monopoly":
        card, total = event["resource"], sum(event["taken"])
        if not total:
            return _say("monopoly-none", who=n(event["seat"]), card=card_name_of(card))
        return _say("monopoly", who=n(event["seat"]), taken=Text(f"counted-{CARD_NAMES[card]}", count=total))
    if t in ("card_given", "card_taken"):
        other = event.get("to", event.get("from"))
        card: Arg = Text(f"counted-{CARD_NAMES[event['card']]}", count=1) if isinstance(event.get("card"), int) else Text("ck-thread-a-card")
        key = "thread-gave-cards" if t == "card_given" else "thread-took-cards"
        return Text(key, who=n(event["seat"]), cards=card, other=n(other))
    if t == "spy_took":
        # the public copy has no card ("took" says whether one was taken; events stored before it was added:
        # a card taken is a secret key removed, none taken is a None kept)
        taken = event.get("took", event.get("card", "") is not None)
        if isinstance(event.get("card"), str):
            return _say("spy-took-card", who=n(event["seat"]), other=n(event["from"]), card=card_title(event["card"]))
        return _say("spy-took" if taken else "spy-took-none", who=n(event["seat"]), other=n(event["from"]))
    if t == "aqueduct":
        return _say("aqueduct", who=n(event["seat"]), card=card_name_of(event["resource"]))
    if t == "harbor_trade":
        return _say("harbor-trade", who=n(event["seat"]), other=n(event["with"]))
    if t in ("irrigation", "bonus_collected"):
        return None  # the card's line and the hand DM say enough
    if t == "decision_owed":
        return None
    return None


def card_title(card: str) -> Text:
    """A progress card's name in the reader's language."""
    return Text(f"ck-thread-card-{card.replace('_', '-')}")


def improvement_title(track: int, level: int, english: str) -> Arg:
    """A city improvement's name ("Aqueduct"); the engine's name as it is if it is not one of ours."""
    names = IMPROVEMENTS[track] if 0 <= track < len(IMPROVEMENTS) else ()
    if 1 <= level <= len(names) and names[level - 1] == english:
        return Text(f"ck-thread-improvement-{english.lower().replace(' ', '-')}")
    return english


def card_name_of(card: int) -> Text:
    """A resource's or commodity's name."""
    return Text(f"resource-{CARD_NAMES[card]}")


def _attack_line(event: dict[str, Any], names: list[str]) -> Text:
    strength, knights = event["barbarians"], event["knights"]
    head = _say("attack", strength=strength, knights=knights)
    tail: Text
    if event["outcome"] == "barbarians":
        losers = [Verbatim(names[p]) for p in event.get("losers", [])]
        tail = _say("attack-lost-none") if not losers else _say("attack-lost", losers=Items(losers), count=len(losers))
    else:
        best = [Verbatim(names[p]) for p in event.get("defenders", [])]
        if len(best) == 1:
            tail = _say("attack-saved-one", who=best[0])  # the Defender card's own line follows
        elif best:
            tail = _say("attack-saved-tie", who=Items(best))
        else:
            tail = _say("attack-saved-nobody")
    return Text("thread-sentences", first=head, then=tail)
