"""What the Discord layer should say after a move, decided without Discord (testable on its own).

Input: the move's raw events, the public view after the move and the players' names. Output: the
public lines, whether a turn ended (post the board), whom to ping and about what, and which trade
offers need their message posted or refreshed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import engine
from engine.plugins import topology_of_view
from engine.standings import places
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Arg, Items, Lines, Text, Verbatim
from ui.person import about_them, to_you
from ui.rulesets import ui_of
from ui.summary import summarize

# Said to a player who owes a discard off their turn, in the one message that pings them for it (the turn
# message carries the button and names them without a mention: issue #29 item 4).
DISCARD_PING = Text("thread-discard-ping")


def discard_ping_text(mentions: str) -> Text:
    return Text("thread-discard-ping-to", mentions=mentions, ping=DISCARD_PING)


@dataclass
class MoveReport:
    lines: list[Text | str]
    turn_ended: bool
    game_over: bool
    waiting_on: list[int]  # seats the game waits for (blocking)
    prompt: Text | str  # what they must do, without names
    offers_opened: list[int] = field(default_factory=list)
    offers_updated: list[int] = field(default_factory=list)
    offers_closed: list[int] = field(default_factory=list)
    # offer id -> the public event that closed it ("traded" or "trade_closed"), for ui.offers.closed_offer_text
    closing_events: dict[int, dict[str, Any]] = field(default_factory=dict)


def prompt_for(view: dict[str, Any]) -> Text | str:
    """What the game waits for now, said to the player who must do it ("discard half of your cards ..."): a
    ``Text`` whose ``.about`` attribute says it about them; an engine's text (still English, issue #33) as a
    str."""
    blocking = [d for d in view["pending"] if d["blocking"]]
    if not blocking:
        return ""
    kind = blocking[0]["kind"]
    hooks = ui_of(view)
    return (
        next((text for text in (own(view, kind) for own in hooks.prompts) if text), None)
        or hooks.step_prompts.get(kind)
        or to_you(blocking[0].get("text") or "")  # the engine's texts speak about the player
        or hooks.late_prompts.get(kind, kind)
    )


def report_move(events: list[dict[str, Any]], view: dict[str, Any], names: list[str]) -> MoveReport:
    public = engine.events_for(events, None)
    lines = summarize(public, names, topology_of_view(view))
    opened, updated, closed = [], [], []
    closing: dict[int, dict[str, Any]] = {}
    for e in public:
        t = e["type"]
        if t == "trade_offered":
            opened.append(e["offer"])
        elif t in ("trade_accepted", "trade_declined"):
            updated.append(e["offer"])
        elif t in ("trade_closed", "traded"):
            closed.append(e["offer"])
            closing[e["offer"]] = e
        if t == "trade_offered" and e["parent"] >= 0:
            updated.append(e["parent"])
    blocking = [d for d in view["pending"] if d["blocking"]]
    return MoveReport(
        lines=lines,
        turn_ended=any(e["type"] == "turn_started" for e in public),
        game_over=view["phase"] == "over",
        waiting_on=sorted({d["seat"] for d in blocking}),
        prompt=prompt_for(view),
        offers_opened=opened,
        offers_updated=[o for o in dict.fromkeys(updated) if o not in closed],
        offers_closed=list(dict.fromkeys(closed)),
        closing_events=closing,
    )


def turn_line(view: dict[str, Any], names: list[str]) -> Text:
    """A status's first line: the winner once the game is over, the set-up, or the turn and whose it is."""
    if view["phase"] == "over":
        return Text("thread-status-over", who=Verbatim(names[view["winner"]]))
    if view["phase"] == "setup":
        return Text("thread-status-setup")
    return Text("thread-status-turn", turn=view["turn"], who=Verbatim(names[view["active"]]))


def status_text(view: dict[str, Any], names: list[str], reader: int | None = None) -> Lines:
    """A compact public status: turn, whose move, scores; ``reader``: the seat of the person it is said to
    alone (an ephemeral reply), whom its "Waiting for ..." line calls "you" (issue #29 item 6)."""
    lines: list[Arg] = [turn_line(view, names)]
    if view["phase"] != "over" and (waiting_line := waiting(view, names, reader)) is not None:
        lines.append(waiting_line)
    if view["dice"]:
        lines.append(Text("thread-status-roll", total=sum(view["dice"]), die1=view["dice"][0], die2=view["dice"][1]))
    hooks = ui_of(view)
    for p in view["players"]:
        extras: list[Arg] = []
        if p["longest_road"]:
            extras.append(hooks.longest_road_name or "")
        if p["largest_army"]:
            extras.append(Text("thread-largest-army-name"))
        vp = p["vp"] if p["vp"] is not None else p["public_vp"]
        line = Text("thread-status-player", who=Verbatim(names[p["seat"]]), colour=Text(f"thread-colour-{p['colour']}"),
                    vp=vp, cards=p["resource_count"], dev=p["dev_card_count"], knights=p["knights"])  # fmt: skip
        lines.append(Text("thread-status-awards", line=line, awards=Items(extras, style="unit")) if extras else line)
    for more in hooks.status_lines:
        lines.extend(more(view, names))
    target = view["options"]["vp_target"]
    lines.append(Text("thread-status-rules", rules=hooks.rules_text(view["options"]), target=target))  # type: ignore[misc]
    return Lines(lines)


def waiting(view: dict[str, Any], names: list[str], reader: int | None = None) -> Text | None:
    """'Waiting for Bo to roll the dice.' from a view (None when nothing is owed); ``reader``: the seat of the
    person it is said to alone (a private reply), named "you" (issue #29 item 6: "Waiting for you to roll the
    dice.")."""
    blocking = [d for d in view["pending"] if d["blocking"]]
    if not blocking:
        return Text("thread-waiting-over") if view["phase"] == "over" else None

    def who(seat: int) -> Arg:
        return Text("thread-you") if seat == reader else Verbatim(names[seat])

    def owed(seat: int, text: str) -> str:
        return to_you(text) if seat == reader else text

    if len({d.get("text") for d in blocking}) > 1 and all(d.get("text") for d in blocking):
        # Cities & Knights: decisions of different kinds owed at once, each by its own player
        each = [Text("thread-waiting-each", who=who(d["seat"]), what=owed(d["seat"], d["text"])) for d in blocking]
        return Text("thread-waiting-several", each=_joined(each))
    seats = list(dict.fromkeys(d["seat"] for d in blocking))
    prompt = prompt_for(view)
    yours = seats == [reader]
    what: Arg
    if isinstance(prompt, Text):  # without the how-to, which is for the player who acts; "your" to its reader
        what = Text(f"{prompt.key}.about", **prompt.args, you=int(yours))
    else:
        what = owed(seats[0], about_them(prompt)) if yours else about_them(prompt)
    return Text("thread-waiting", who=Items([who(s) for s in seats]), what=what)


def _joined(parts: list[Text]) -> Arg:
    out: Arg = parts[-1]
    for part in reversed(parts[:-1]):
        out = Text("thread-then", first=part, then=out)
    return out


def waiting_text(view: dict[str, Any], names: list[str], reader: int | None = None) -> str:
    """``waiting`` in English, for the private answers and reminders not yet in the catalogue (issue #33: the
    areas that call this convert to ``waiting`` and their reader's language)."""
    line = waiting(view, names, reader)
    return "" if line is None else localize(line, ENGLISH)


def final_standings(view: dict[str, Any], names: list[str], *, announced: bool = False) -> Lines:
    """The end of a game: the winner, then every player's victory points with hidden VP cards revealed.

    ``announced``: the text goes below the last turn's log, which already ends "🏆 **Bo wins** with 10
    victory points!" (the game_over event): the winner is not announced a second time."""
    scores = [p["vp"] if p["vp"] is not None else p["public_vp"] for p in view["players"]]
    place = places(scores, view["winner"] if view["winner"] is not None and view["winner"] >= 0 else None)
    players = sorted(view["players"], key=lambda p: (place[p["seat"]], p["seat"]))
    lines: list[Arg]
    if announced:
        lines = [Text("thread-standings-turn", turn=view["turn"])]
    else:
        lines = [Text("thread-winner", who=Verbatim(names[view["winner"]]), turn=view["turn"]), Text("thread-standings")]
    for p in players:  # tied players share a place: "5. Eve", "5. Finn" (issue #29 item 5)
        rank, vp = place[p["seat"]], scores[p["seat"]]
        extras: list[Arg] = []
        if p["vp_cards_revealed"]:
            extras.append(Text("thread-vp-cards", count=p["vp_cards_revealed"]))
        if p["longest_road"]:
            extras.append(ui_of(view).longest_road_name or "")
        if p["largest_army"]:
            extras.append(Text("thread-largest-army-name"))
        line = Text("thread-standing", rank=rank, who=Verbatim(names[p["seat"]]),
                    colour=Text(f"thread-colour-{p['colour']}"), vp=vp)  # fmt: skip
        lines.append(Text("thread-standing-awards", line=line, awards=Items(extras, style="unit")) if extras else line)
    return Lines(lines)
