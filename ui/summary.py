"""Events (already redacted for the reader with engine.events_for) described in short lines.

An event names spots by engine id; ``shape`` (the game's island: ``state.topo``, or
``engine.plugins.topology_of_view(view)``) turns them into the labels players read. Without it the
standard island's labels are used, which are wrong for a 5-6 player game (intersections 1-80)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import engine
from engine import topology as topo
from engine.constants import CARD_NAMES, DEV_CARDS, RESOURCES
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Arg, Items, Text, Verbatim
from ui.i18n.words import counts_text, piece_name
from ui.rulesets import UI, ui_of


def dev_cards_text(counts: dict[str, int]) -> Arg:
    """'1 Knight card, 2 Victory Point cards' from a view's ``dev_cards`` (keys as in DEV_CARDS)."""
    parts = [dev_count(card, n) for card, n in counts.items() if n]
    return Items(parts, style="unit") if parts else Text("hand-none")


def dev_count(card: str, count: int) -> Text:
    """'2 Knight cards': a counted development card (``card`` as in DEV_CARDS)."""
    return Text(f"hand-dev-{card.replace('_', '-')}", count=count)


def describe_event(event: dict[str, Any], names: list[str], shape: topo.Topology | None = None) -> Text | str | None:
    """One line for an event (a ``Text``: the thread's reader puts it into the game's language), or None for
    events not worth a line of their own. A rule set's line may still be a plain English str (issue #33: its
    events are converted one rule set at a time)."""
    t = event["type"]
    island = shape or topo.STANDARD
    # An event names its kind: every rule set's lines are asked (the last component first), then the base
    # game's below. Seats without a names entry (neutral players) are named by the rule set that has them.
    hooks = UI.of_all()
    for line_of in reversed(hooks.event_lines):
        if (line := line_of(event, names, island)) is not None:
            return line

    def n(seat: int) -> Arg:
        return seat_text(seat, names)

    def say(key: str, **args: Arg) -> Text:
        return Text(f"thread-{key}", **args)

    if t == "rolled":
        return say("rolled", who=n(event["seat"]), total=event["total"], die1=event["dice"][0], die2=event["dice"][1])
    if t == "production":
        gains = [say("gain", who=n(p), cards=counts_text(g)) for p, g in enumerate(event["gains"]) if any(g)]
        text: Text = say("production", gains=joined(gains)) if gains else say("production-none")
        if event["blocked"]:
            blocked = Items([Verbatim(island.HEX_LABELS[h]) for h in event["blocked"]], style="unit")
            text = say("sentences", first=text, then=say("robber-blocked", hexes=blocked))
        if event["short"]:
            short = Items([resource_name(r) for r in event["short"]], style="unit")
            text = say("sentences", first=text, then=say("bank-short", resources=short))
        return text
    if t == "discards_owed":
        owed = [say("owes", who=n(p), count=k) for p, k in enumerate(event["owed"]) if k]
        return say("discards-owed", owed=Items(owed, style="unit"))
    if t == "discarded":  # without its cards: one card of a discard still under way (told once all are made)
        return say("discarded", who=n(event["seat"]), cards=counts_text(event["cards"])) if "cards" in event else None
    if t == "robber_moved":
        return say("robber-moved", who=n(event["seat"]), hex=Verbatim(island.HEX_LABELS[event["hex"]]))
    if t == "stolen":
        if event.get("resource") is not None:
            return say("stolen-card", who=n(event["seat"]), victim=n(event["victim"]), card=resource_name(event["resource"]))
        return say("stolen", who=n(event["seat"]), victim=n(event["victim"]))
    if t == "steal_skipped":
        return say("steal-skipped", who=n(event["seat"]))
    if t == "bought_dev":
        if "card" in event:
            return say("bought-dev-card", who=n(event["seat"]), card=dev_card_name(event["card"]))
        return say("bought-dev", who=n(event["seat"]))
    if t == "played_knight":
        return say("played-knight", who=n(event["seat"]), knights=event["knights"])
    if t == "largest_army":
        return say("largest-army", who=n(event["seat"]), knights=event["knights"])
    if t == "played_road_building":
        return say("played-road-building", who=n(event["seat"]))
    if t == "played_year_of_plenty":
        if not event["resources"]:
            return say("played-year-of-plenty-nothing", who=n(event["seat"]))
        got = Items([resource_name(r) for r in event["resources"]])
        return say("played-year-of-plenty", who=n(event["seat"]), resources=got)
    if t == "played_monopoly":
        resource = event["resource"]
        if not sum(event["taken"]):
            return say("played-monopoly-none", who=n(event["seat"]), resource=resource_name(resource))
        taken = Text(f"counted-{RESOURCES[resource]}", count=sum(event["taken"]))
        return say("played-monopoly", who=n(event["seat"]), taken=taken)
    if t == "revealed_vp":
        return say("revealed-vp", who=n(event["seat"]), count=event["count"])
    if t == "bank_trade":
        return say("bank-trade", who=n(event["seat"]), count=event["count"], give=card_name(event["give"]),
                   get=card_name(event["get"]))  # fmt: skip
    if t == "trade_offered":
        to = say("everyone") if len(event["to"]) > 1 else n(event["to"][0])
        return say("trade-countered" if event["parent"] >= 0 else "trade-offered", who=n(event["seat"]),
                   give=counts_text(event["give"]), get=counts_text(event["get"]), to=to, offer=event["offer"])  # fmt: skip
    if t == "trade_accepted":
        return say("trade-accepted", who=n(event["seat"]), offer=event["offer"])
    if t == "trade_declined":
        return say("trade-declined", who=n(event["seat"]), offer=event["offer"])
    if t == "traded":
        return say("traded", who=n(event["seat"]), give=counts_text(event["give"]), partner=n(event["partner"]),
                   get=counts_text(event["get"]))  # fmt: skip
    if t == "built":
        where = island.EDGE_LABELS[event["at"]] if event["piece"] == "road" else island.VERTEX_LABELS[event["at"]]
        piece = str(event["piece"])
        return say("built", who=n(event["seat"]), piece=piece, name=piece_name(piece), at=Verbatim(where))
    if t == "longest_road":
        if event["seat"] < 0:
            return say("longest-road-aside")
        return say("longest-road", who=n(event["seat"]), length=event["length"])
    if t == "turn_started":
        return say("turn-started", turn=event["turn"], who=n(event["seat"]))
    if t == "starting_player_rolls":
        return say("starting-player", who=n(event["first"]))
    if t == "starting_resources":
        return say("starting-resources", who=n(event["seat"]), cards=counts_text(event["cards"]))
    if t == "game_over":
        return say("game-over", who=n(event["winner"]), vp=event["scores"][event["winner"]])
    return None


def seat_text(seat: Any, names: list[str]) -> Arg:
    """A seat's name in a line: the player's as it is; a seat without a player named by its rule set (the
    2-player variant's neutral players), "nobody" in the reader's language."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return Verbatim(names[seat])
    own = UI.of_all().seat_text  # a rule set's seats without a player (the 2-player variant's neutral players)
    named: Arg = own(seat, names) if own is not None else Text("thread-nobody")
    return named


def joined(parts: Sequence[Arg], key: str = "thread-then") -> Arg:
    """Parts one after the other with the language's separator of clauses ("Ada +1 wool; Bo +1 ore")."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = Text(key, first=part, then=out)
    return out


def resource_name(resource: int) -> Text:
    return Text(f"resource-{RESOURCES[resource]}")


def card_name(card: int) -> Text:
    """A resource's or (C&K) a commodity's name."""
    return Text(f"resource-{CARD_NAMES[card]}")


def dev_card_name(card: int) -> Text:
    """A development card's name ("Knight", "Year of Plenty")."""
    return Text(f"thread-dev-{DEV_CARDS[card].replace('_', '-')}")


def _one_card_key(event: dict[str, Any]) -> tuple[Any, ...] | None:
    """Events that move one card at a time (a Wedding gift, a Master Merchant take): a run of them by the
    same player, to or from the same player, is told as one line. (A C&K discard is one card at a time
    too, but the discards are told together once all are made: ``discards_revealed``.)"""
    t = event["type"]
    if t in ("card_given", "card_taken"):
        return (t, event["seat"], event.get("to", event.get("from")), event.get("why"))
    return None


def _one_card_run(run: list[dict[str, Any]], names: list[str]) -> Text:
    """'Ada gave 2 cards to Cleo.' (or '1 cloth, 1 ore' where the reader may see the cards)."""
    first = run[0]

    def n(seat: Any) -> Arg:
        return Verbatim(names[seat]) if isinstance(seat, int) and 0 <= seat < len(names) else Text("thread-nobody")

    cards = [e.get("card") for e in run]
    what: Arg
    if all(isinstance(c, int) and 0 <= c < len(CARD_NAMES) for c in cards):
        what = Items([Text(f"counted-{CARD_NAMES[c]}", count=cards.count(c)) for c in sorted(set(cards))], style="unit")  # type: ignore[arg-type]
    else:
        what = Text("count-cards", count=len(run))
    key = "thread-gave-cards" if first["type"] == "card_given" else "thread-took-cards"
    return Text(key, who=n(first["seat"]), cards=what, other=n(first.get("to", first.get("from"))))


def summarize(
    events: list[dict[str, Any]], names: list[str], shape: topo.Topology | None = None
) -> list[Text | str]:
    """The lines of a sequence of events; a run of one-card moves (see ``_one_card_key``) is one line; an event
    that a later one tells again is left out (``UiHooks.told_again``)."""
    for drop in UI.of_all().told_again:
        events = drop(events)
    lines: list[Text | str] = []
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


def not_said_by_move(view: Mapping[str, Any], action: Sequence[Any], seat: int,
                     events: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:  # fmt: skip
    """A move's ``events`` without those its mover's confirmation already says (``UiHooks.said_by_move``), for the
    private notes beneath it: "✅ Done: Discard 1 wool." needs no "🔒 You discarded 1 wool." after it."""
    out = list(events)
    for drop in ui_of(view).said_by_move:
        out = drop(action, seat, out)
    return out


def private_notes(events: Iterable[dict[str, Any]], seat: int, names: list[str],
                  shape: topo.Topology | None = None, tag: str = ENGLISH) -> list[str]:  # fmt: skip
    """What ``seat`` alone learns from raw ``events`` (the card it stole or lost, bought, drew, took, gave),
    said to that player as "you" (issue #29 item 6: a DM or reply never speaks of its reader in the third
    person). Runs of one-card moves are one line, as in the thread (``summarize``). In the reader's language
    ``tag``: the notes are kept as words (news held for a person whose DMs are closed is stored)."""
    out: list[str] = []
    others: list[dict[str, Any]] = []  # events told by their public line, reworded for the reader

    def flush() -> None:
        if tag == ENGLISH:  # "you" fixed up by English grammar
            lines = summarize(others, reader_names(names, seat), shape)
            out.extend(f"🔒 {to_reader(localize(line, ENGLISH))}" for line in lines)
        else:  # the public line, the reader named: "you" in another language needs its own sentence per event
            out.extend(localize(Text("hand-private", line=line), tag) for line in summarize(others, names, shape))
        others.clear()

    for e in events:
        if seat not in e.get("private", ()):
            continue
        mine = engine.event_for(e, seat)
        if mine["type"] == "stolen" and mine.get("resource") is not None:
            flush()
            card = Text(f"counted-{CARD_NAMES[mine['resource']]}", count=1)
            if mine["seat"] == seat:
                out.append(localize(Text("hand-you-took", cards=card, victim=Verbatim(names[mine["victim"]])), tag))
            else:
                out.append(localize(Text("hand-took-from-you", cards=card, thief=Verbatim(names[mine["seat"]])), tag))
        elif mine["type"] == "bought_dev" and "card" in mine:
            flush()
            out.append(localize(Text("hand-you-bought", card=dev_card_name(mine["card"])), tag))
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


def hand_changes(before: dict[str, int] | None, after: dict[str, int]) -> Items | None:
    """'+1 ore, -2 wool, +1 Knight card' between two card counts (None when nothing to compare or no change)."""
    if before is None:
        return None
    parts = []
    for key, n in after.items():
        delta = n - before.get(key, 0)
        if delta:
            what = dev_count(key[4:], abs(delta)) if key.startswith("dev:") else Text(f"counted-{key}", count=abs(delta))
            parts.append(Text("hand-gained" if delta > 0 else "hand-lost", what=what))
    return Items(parts, style="unit") if parts else None
