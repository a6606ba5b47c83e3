"""Cities & Knights' event lines (public, built from redacted events): commodities are counted, never
named with a count, except where they go back to the bank before everyone (discards, bank trades)."""

from __future__ import annotations

from typing import Any

from engine import topology as topo
from engine.constants import CARD_NAMES, format_counts
from ui.plural import plural
from ui.rules.cities_and_knights.words import DECKS, EVENT_FACES, STRENGTH, TRACKS, card_line, card_name


def _counts_public(counts: list[int]) -> str:
    """Resources by type, commodities only as a number (what a hand holds of each stays private)."""
    text = format_counts(list(counts[:5]) + [0] * (len(counts) - 5))
    extra = sum(counts[5:])
    if extra:
        text = f"{text}, {plural(extra, 'commodity')}" if text else plural(extra, "commodity")
    return text


def describe_ck_event(event: dict[str, Any], names: list[str], shape: topo.Topology | None = None) -> str | None:
    """A line for a C&K event (public, already redacted), or None when the event is not one of C&K's;
    spots are named on ``shape``, the game's island (the standard one if None)."""
    t = event["type"]
    island = shape or topo.STANDARD

    def vertex(v: int) -> str:
        return island.VERTEX_LABELS[v] if 0 <= v < island.N_VERTEX else "?"

    def n(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "nobody"

    if t == "rolled" and "event" in event:
        red, yellow = event["dice"]
        face = EVENT_FACES[event["event"]] if 0 <= event["event"] < len(EVENT_FACES) else "?"
        alch = " with the Alchemist" if event.get("alchemist") else ""
        return f"🎲 {n(event['seat'])} rolled **{red + yellow}** (red {red}, yellow {yellow}){alch}; event die: **{face}**."
    if t == "production" and len(event["gains"][0]) > 5:
        gains = [f"{n(p)} +{_counts_public(g)}" for p, g in enumerate(event["gains"]) if any(g)]
        text = ("Production: " + "; ".join(gains) + ".") if gains else "Nobody produced anything."
        if event["blocked"]:
            text += " The robber blocked " + ", ".join(island.HEX_LABELS[h] for h in event["blocked"]) + "."
        return text
    if t == "discards_revealed":
        # discards are public in every rule set (BASE-INFO-3: the cards go back to the bank's face-up stacks)
        told = [f"{n(seat)} discarded {format_counts(cards)}" for seat, cards in enumerate(event["cards"]) if any(cards)]
        return "; ".join(told) + "." if told else None
    if t == "barbarians_advance":
        return f"⛵ The barbarians advance ({event['position']}/{event['of']})."
    if t == "barbarian_attack":
        return _attack_line(event, names)
    if t == "city_pillaged":
        what = "it is gone" if event.get("removed") else "it is a settlement now"
        return f"🔥 The barbarians pillaged {n(event['seat'])}'s city on {vertex(event['at'])}: {what}."
    if t == "defender_of_catan":
        return f"🏅 {n(event['seat'])} becomes **Defender of Catan** (1 VP)."
    if t == "progress_drawn" and "from" in event:
        return None  # taken with the Spy: the ``spy_took`` line before it says so
    if t == "progress_drawn" and isinstance(event.get("card"), str):  # the drawer's own copy of the event
        return f"{n(event['seat'])} drew **{card_line(event['card'])}**."
    if t == "progress_drawn":
        return f"{n(event['seat'])} drew a {DECKS[event['deck']]} progress card."
    if t == "progress_vp":
        return f"📜 {n(event['seat'])} drew and laid out the {card_name(event['card'])} (1 VP)."
    if t == "progress_played":
        return f"📜 {n(event['seat'])} played **{card_name(event['card'])}**."
    if t == "progress_discarded":
        return f"{n(event['seat'])} put a {DECKS[event['deck']]} progress card back under its deck."
    if t == "improved":
        return f"🏛️ {n(event['seat'])} built the {event['name']} ({TRACKS[event['track']]} level {event['level']})."
    if t == "improvement_discount":
        return None
    if t == "knight_hired":
        return f"⚔️ {n(event['seat'])} hired a knight on {vertex(event['at'])}."
    if t == "knight_placed":
        return (f"⚔️ {n(event['seat'])} placed a {STRENGTH.get(event['strength'], '')} knight on "
                f"{vertex(event['at'])}.")  # fmt: skip
    if t == "knight_activated":
        return f"{n(event['seat'])} activated the knight on {vertex(event['at'])}."
    if t == "knights_activated":
        return f"{n(event['seat'])} activated all their knights."
    if t == "knight_promoted":
        return f"⚔️ {n(event['seat'])} promoted the knight on {vertex(event['at'])} to {STRENGTH[event['strength']]}."
    if t == "knight_moved":
        return f"{n(event['seat'])} moved a knight from {vertex(event['from'])} to {vertex(event['to'])}."
    if t == "knight_displaced":
        return f"⚔️ {n(event['seat'])} displaced {n(event['victim'])}'s knight on {vertex(event['at'])}."
    if t == "knight_retreated":
        return f"{n(event['seat'])}'s knight retreated from {vertex(event['from'])} to {vertex(event['to'])}."
    if t == "knight_to_supply":
        return f"{n(event['seat'])}'s knight from {vertex(event['from'])} went back to the supply."
    if t == "knight_deserted":
        return f"{n(event['seat'])} removed their knight on {vertex(event['at'])} (Deserter)."
    if t == "robber_chased":
        return f"⚔️ {n(event['seat'])}'s knight on {vertex(event['at'])} chased the robber away."
    if t == "metropolis":
        taken = (
            f", taking it from {n(event['from'])}" if isinstance(event.get("from"), int) and event["from"] >= 0 else ""
        )
        return (
            f"🏙️ {n(event['seat'])} now holds the {TRACKS[event['track']]} metropolis on {vertex(event['at'])}{taken}."
        )
    if t == "merchant_placed":
        return f"{n(event['seat'])} placed the merchant on {island.HEX_LABELS[event['hex']]}."
    if t == "numbers_swapped":
        a, b = event["hexes"]
        return f"{n(event['seat'])} swapped the numbers of {island.HEX_LABELS[a]} and {island.HEX_LABELS[b]}."
    if t == "road_removed":
        return f"{n(event['seat'])} removed {n(event['owner'])}'s road on {island.EDGE_LABELS[event['at']]}."
    if t == "monopoly":
        card, total = CARD_NAMES[event["resource"]], sum(event["taken"])
        if not total:
            return f"{n(event['seat'])} took no {card}: the others had none."
        return f"{n(event['seat'])} took {total} {card} from the others."
    if t in ("card_given", "card_taken"):
        other = event.get("to", event.get("from"))
        card = f"1 {CARD_NAMES[event['card']]}" if isinstance(event.get("card"), int) else "a card"
        verb = f"gave {card} to" if t == "card_given" else f"took {card} from"
        return f"{n(event['seat'])} {verb} {n(other)}."
    if t == "spy_took":
        # the public copy has no card ("took" says whether one was taken; events stored before it was added:
        # a card taken is a secret key removed, none taken is a None kept)
        taken = event.get("took", event.get("card", "") is not None)
        if isinstance(event.get("card"), str):
            what = f"took the {card_name(event['card'])}"
        else:
            what = "took a progress card" if taken else "took no card"
        return f"🕵️ {n(event['seat'])} used the Spy on {n(event['from'])} and {what}."
    if t == "aqueduct":
        return f"{n(event['seat'])} took 1 {CARD_NAMES[event['resource']]} (Aqueduct)."
    if t == "harbor_trade":
        return f"{n(event['seat'])} traded with {n(event['with'])} (Commercial Harbor)."
    if t in ("irrigation", "bonus_collected"):
        return None  # the card's line and the hand DM say enough
    if t == "decision_owed":
        return None
    return None


def _attack_line(event: dict[str, Any], names: list[str]) -> str:
    strength, knights = event["barbarians"], event["knights"]
    head = f"🏴‍☠️ **The barbarians attack**: strength {strength} against Catan's knights {knights}."
    if event["outcome"] == "barbarians":
        losers = [names[p] for p in event.get("losers", [])]
        if not losers:
            tail = " The barbarians win; nobody loses a city."
        elif len(losers) == 1:
            tail = f" The barbarians win: {losers[0]} loses a city."
        else:
            tail = f" The barbarians win: {_and(losers)} each lose a city."
    else:
        best = [names[p] for p in event.get("defenders", [])]
        if len(best) == 1:
            tail = f" Catan is saved! {best[0]} defended best."  # the Defender card's own line follows
        elif best:
            tail = (f" Catan is saved! {_and(best)} tie for the strongest defence: no Defender of Catan, each draws"
                    " a progress card.")  # fmt: skip
        else:
            tail = " Catan is saved! No active knight: no Defender of Catan."
    return head + tail


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
