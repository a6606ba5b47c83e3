"""Events (already redacted for the reader with engine.events_for) described in short lines.

An event names spots by engine id; ``shape`` (the game's island: ``state.topo``, or
``engine.plugins.topology_of_view(view)``) turns them into the labels players read. Without it the
standard island's labels are used, which are wrong for a 5-6 player game (intersections 1-80)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import engine
from engine import topology as topo
from engine.constants import CARD_NAMES, DEV_CARDS, RESOURCES, format_counts
from ui.plural import plural
from ui.rulesets import UI

DEV_NAMES = {"knight": "Knight", "road_building": "Road Building", "year_of_plenty": "Year of Plenty",
             "monopoly": "Monopoly", "victory_point": "Victory Point"}  # fmt: skip


def dev_name(card: int) -> str:
    return DEV_NAMES[DEV_CARDS[card]]


def dev_cards_text(counts: dict[str, int]) -> str:
    """'1 Knight card, 2 Victory Point cards' from a view's ``dev_cards`` (keys as in DEV_CARDS)."""
    return ", ".join(plural(n, f"{DEV_NAMES[card]} card") for card, n in counts.items() if n) or "none"


def describe_event(event: dict[str, Any], names: list[str], shape: topo.Topology | None = None) -> str | None:
    """One line for an event, or None for events not worth a line of their own."""
    t = event["type"]
    island = shape or topo.STANDARD
    # An event names its kind: every rule set's lines are asked (the last component first), then the base
    # game's below. Seats without a names entry (neutral players) are named by the rule set that has them.
    hooks = UI.of_all()
    for line_of in reversed(hooks.event_lines):
        if (line := line_of(event, names, island)) is not None:
            return line

    def n(seat: int) -> str:
        return hooks.seat_name(seat, names)  # type: ignore[misc]

    if t == "rolled":
        return f"🎲 {n(event['seat'])} rolled **{event['total']}** ({event['dice'][0]}+{event['dice'][1]})."
    if t == "production":
        gains = [f"{n(p)} +{format_counts(g)}" for p, g in enumerate(event["gains"]) if any(g)]
        text = ("Production: " + "; ".join(gains) + ".") if gains else "Nobody produced anything."
        if event["blocked"]:
            text += " The robber blocked " + ", ".join(island.HEX_LABELS[h] for h in event["blocked"]) + "."
        if event["short"]:
            text += " The bank ran short of " + ", ".join(CARD_NAMES[r] for r in event["short"]) + "."
        return text
    if t == "discards_owed":
        owed = [f"{n(p)} {plural(k, 'card')}" for p, k in enumerate(event["owed"]) if k]
        return "Players with more than 7 cards must discard: " + ", ".join(owed) + "."
    if t == "discarded":  # without its cards: one card of a discard still under way (told once all are made)
        return f"{n(event['seat'])} discarded {format_counts(event['cards'])}." if "cards" in event else None
    if t == "robber_moved":
        return f"🦹 {n(event['seat'])} moved the robber to {island.HEX_LABELS[event['hex']]}."
    if t == "stolen":
        what = f" ({CARD_NAMES[event['resource']]})" if event.get("resource") is not None else ""
        return f"{n(event['seat'])} robbed {n(event['victim'])}{what}."
    if t == "steal_skipped":
        return f"{n(event['seat'])} chose not to rob anyone."
    if t == "bought_dev":
        what = f" ({dev_name(event['card'])})" if "card" in event else ""
        return f"{n(event['seat'])} bought a development card{what}."
    if t == "played_knight":
        return f"⚔️ {n(event['seat'])} played a Knight ({event['knights']} played)."
    if t == "largest_army":
        return f"🛡️ {n(event['seat'])} now holds Largest Army ({plural(event['knights'], 'knight')})."
    if t == "played_road_building":
        return f"{n(event['seat'])} played Road Building."
    if t == "played_year_of_plenty":
        got = " and ".join(RESOURCES[r] for r in event["resources"]) or "nothing (the bank is empty)"
        return f"{n(event['seat'])} played Year of Plenty: {got}."
    if t == "played_monopoly":
        if not sum(event["taken"]):
            return f"{n(event['seat'])} played Monopoly on {RESOURCES[event['resource']]}: the others had none."
        taken = plural(sum(event["taken"]), RESOURCES[event["resource"]])
        return f"{n(event['seat'])} played Monopoly and took {taken} from the others."
    if t == "revealed_vp":
        return f"{n(event['seat'])} revealed {plural(event['count'], 'victory point card')}."
    if t == "bank_trade":
        return (f"{n(event['seat'])} traded {event['count']} {CARD_NAMES[event['give']]} "
                f"to the bank for 1 {CARD_NAMES[event['get']]}.")  # fmt: skip
    if t == "trade_offered":
        to = "everyone" if len(event["to"]) > 1 else n(event["to"][0])
        kind = "counter-offered" if event["parent"] >= 0 else "offered"
        return (f"🤝 {n(event['seat'])} {kind} {format_counts(event['give'])} for "
                f"{format_counts(event['get'])} to {to} (trade #{event['offer']}).")  # fmt: skip
    if t == "trade_accepted":
        return f"{n(event['seat'])} accepted trade #{event['offer']}."
    if t == "trade_declined":
        return f"{n(event['seat'])} declined trade #{event['offer']}."
    if t == "traded":
        return (f"✅ {n(event['seat'])} traded {format_counts(event['give'])} to {n(event['partner'])} "
                f"for {format_counts(event['get'])}.")  # fmt: skip
    if t == "built":
        where = island.EDGE_LABELS[event["at"]] if event["piece"] == "road" else island.VERTEX_LABELS[event["at"]]
        return f"🏗️ {n(event['seat'])} built a {event['piece']} on {where}."
    if t == "longest_road":
        if event["seat"] < 0:
            return "Longest Road is set aside: nobody holds it now."
        return f"🛣️ {n(event['seat'])} now holds Longest Road ({plural(event['length'], 'road')})."
    if t == "turn_started":
        return f"➡️ Turn {event['turn']}: {n(event['seat'])}."
    if t == "starting_player_rolls":
        return f"{n(event['first'])} rolled highest and places first."
    if t == "starting_resources":
        return f"{n(event['seat'])} takes {format_counts(event['cards'])} to start."
    if t == "game_over":
        return f"🏆 **{n(event['winner'])} wins** with {event['scores'][event['winner']]} victory points!"
    return None


def _one_card_key(event: dict[str, Any]) -> tuple[Any, ...] | None:
    """Events that move one card at a time (a Wedding gift, a Master Merchant take): a run of them by the
    same player, to or from the same player, is told as one line. (A C&K discard is one card at a time
    too, but the discards are told together once all are made: ``discards_revealed``.)"""
    t = event["type"]
    if t in ("card_given", "card_taken"):
        return (t, event["seat"], event.get("to", event.get("from")), event.get("why"))
    return None


def _one_card_run(run: list[dict[str, Any]], names: list[str]) -> str:
    """'Ada gave 2 cards to Cleo.' (or '1 cloth, 1 ore' where the reader may see the cards)."""
    first = run[0]

    def n(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "nobody"

    cards = [e.get("card") for e in run]
    if all(isinstance(c, int) and 0 <= c < len(CARD_NAMES) for c in cards):
        what = ", ".join(f"{cards.count(c)} {CARD_NAMES[c]}" for c in sorted(set(cards)))  # type: ignore[arg-type]
    else:
        what = plural(len(run), "card")
    t = first["type"]
    other = n(first.get("to", first.get("from")))
    return f"{n(first['seat'])} {'gave' if t == 'card_given' else 'took'} {what} {'to' if t == 'card_given' else 'from'} {other}."


def summarize(events: list[dict[str, Any]], names: list[str], shape: topo.Topology | None = None) -> list[str]:
    """The lines of a sequence of events; a run of one-card moves (see ``_one_card_key``) is one line; an event
    that a later one tells again is left out (``UiHooks.told_again``)."""
    for drop in UI.of_all().told_again:
        events = drop(events)
    lines: list[str] = []
    i = 0
    while i < len(events):
        key = _one_card_key(events[i])
        if key is None:
            if line := describe_event(events[i], names, shape):
                lines.append(line)
            i += 1
            continue
        run, j = [events[i]], i + 1
        while j < len(events):
            if _one_card_key(events[j]) == key:
                run.append(events[j])
            elif describe_event(events[j], names, shape) is not None:
                break  # silent events (an owed decision's bookkeeping) between the cards do not end the run
            j += 1
        lines.append((describe_event(run[0], names, shape) or "") if len(run) == 1 else _one_card_run(run, names))
        i = j
    return [line for line in lines if line]


def private_notes(events: Iterable[dict[str, Any]], seat: int, names: list[str],
                  shape: topo.Topology | None = None) -> list[str]:  # fmt: skip
    """What ``seat`` alone learns from raw ``events`` (the card it stole or lost, bought, drew, took, gave),
    said to that player as "you" (issue #29 item 6: a DM or reply never speaks of its reader in the third
    person). Runs of one-card moves are one line, as in the thread (``summarize``)."""
    out: list[str] = []
    others: list[dict[str, Any]] = []  # events told by their public line, reworded for the reader

    def flush() -> None:
        out.extend(f"🔒 {to_reader(line)}" for line in summarize(others, reader_names(names, seat), shape))
        others.clear()

    for e in events:
        if seat not in e.get("private", ()):
            continue
        mine = engine.event_for(e, seat)
        if mine["type"] == "stolen" and mine.get("resource") is not None:
            flush()
            card = CARD_NAMES[mine["resource"]]
            if mine["seat"] == seat:
                out.append(f"🔒 You took 1 {card} from {names[mine['victim']]}.")
            else:
                out.append(f"🔒 {names[mine['seat']]} took 1 {card} from you.")
        elif mine["type"] == "bought_dev" and "card" in mine:
            flush()
            out.append(f"🔒 You bought a {dev_name(mine['card'])} card.")
        else:
            others.append(mine)
    flush()
    return out


READER = "you"  # the reader's own name in a line said to them (``to_reader`` fixes the grammar)
_POSSESSIVE = re.compile(r"\byou's\b")
_VERBS = {"holds": "hold", "takes": "take", "has": "have", "is": "are", "was": "were", "owes": "owe",
          "places": "place", "builds": "build", "loses": "lose", "draws": "draw", "becomes": "become"}  # fmt: skip
_THIRD_PERSON = re.compile(r"\byou (now )?(" + "|".join(_VERBS) + r")\b")
_FIRST = re.compile(r"^(\W*)you\b")


def reader_names(names: list[str], seat: int) -> list[str]:
    """``names`` with the reader's own replaced by "you", for a line said to them."""
    return [READER if i == seat else name for i, name in enumerate(names)]


def to_reader(line: str) -> str:
    """A line built with ``reader_names`` made grammatical: "Bram took you's Merchant" -> "your", "you now
    holds" -> "you now hold", "🕵️ you used" -> "🕵️ You used"."""
    line = _POSSESSIVE.sub("your", line)
    line = _THIRD_PERSON.sub(lambda m: f"you {m.group(1) or ''}{_VERBS[m.group(2)]}", line)
    return _FIRST.sub(lambda m: f"{m.group(1)}You", line, count=1)


def hand_as_held(view: dict[str, Any]) -> dict[str, Any]:
    """A seat's view with its hand as the person holds it: a discard already chosen while another player still
    owes one (BASE-ROBBER-4: all discards are applied together) is out of the hand and no longer owed; the cards
    set aside are in ``you["discard_set_aside"]``. Whether the seat still owes comes from the view's pending
    decisions, not from ``discard_owed`` (which stays until the last discard is in). Any other view as it is."""
    you = view.get("you")
    if not you:
        return view
    seat = you.get("seat")
    chosen = you.get("discard_choice")
    still_owes = any(d.get("seat") == seat and d.get("kind") == "discard" for d in view.get("pending", ()))
    if still_owes or not (chosen or you.get("discard_owed")):
        return view
    chosen = list(chosen or ())
    hand = {card: n - (chosen[i] if i < len(chosen) else 0) for i, (card, n) in enumerate(you["hand"].items())}
    return {**view, "you": {**you, "hand": hand, "discard_owed": 0, "discard_choice": None,
                            "discard_set_aside": chosen if any(chosen) else None}}  # fmt: skip


def hand_changes(before: dict[str, int] | None, after: dict[str, int]) -> str | None:
    """'+1 ore, -2 wool, +1 Knight card' between two card counts (None when nothing to compare or no change)."""
    if before is None:
        return None
    parts = []
    for key, n in after.items():
        delta = n - before.get(key, 0)
        if delta:
            label = f"{DEV_NAMES.get(key[4:], key[4:])} card" if key.startswith("dev:") else key
            parts.append(("+" if delta > 0 else "-") + plural(abs(delta), label))
    return ", ".join(parts) or None
