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
from ui.person import about_them, to_you
from ui.plural import plural
from ui.rulesets import ui_of
from ui.summary import reader_names, summarize

# Said to a player who owes a discard off their turn, in the one message that pings them for it (the turn
# message carries the button and names them without a mention: issue #29 item 4).
DISCARD_PING = "a 7 was rolled and you hold more than 7 cards. Discard half of them: press **🗑️ Discard** on the turn message."


def discard_ping_text(mentions: str) -> str:
    return f"{mentions} — {DISCARD_PING}"


@dataclass
class MoveReport:
    lines: list[str]
    turn_ended: bool
    game_over: bool
    waiting_on: list[int]  # seats the game waits for (blocking)
    prompt: str  # what they must do, without names
    offers_opened: list[int] = field(default_factory=list)
    offers_updated: list[int] = field(default_factory=list)
    offers_closed: list[int] = field(default_factory=list)
    # offer id -> the public event that closed it ("traded" or "trade_closed"), for ui.offers.closed_offer_text
    closing_events: dict[int, dict[str, Any]] = field(default_factory=dict)


def prompt_for(view: dict[str, Any]) -> str:
    """What the game waits for now, said to the player who must do it ("discard half of your cards ...")."""
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


def status_text(view: dict[str, Any], names: list[str], reader: int | None = None) -> str:
    """A compact public status: turn, whose move, scores; ``reader``: the seat of the person it is said to
    alone (an ephemeral reply), whom its "Waiting for ..." line calls "you" (issue #29 item 6)."""
    lines = []
    if view["phase"] == "over":
        lines.append(f"Game over: **{names[view['winner']]}** won.")
    elif view["phase"] == "setup":
        lines.append("Set-up phase.")
    else:
        lines.append(f"Turn {view['turn']}: {names[view['active']]}'s turn.")
    if waiting := waiting_text(view, names, reader) if view["phase"] != "over" else "":
        lines.append(waiting)
    if view["dice"]:
        lines.append(f"Last roll: {sum(view['dice'])} ({view['dice'][0]}+{view['dice'][1]}).")
    hooks = ui_of(view)
    for p in view["players"]:
        extras = []
        if p["longest_road"]:
            extras.append(str(hooks.longest_road_name))
        if p["largest_army"]:
            extras.append("Largest Army")
        vp = p["vp"] if p["vp"] is not None else p["public_vp"]
        lines.append(
            f"• {names[p['seat']]} ({p['colour']}): {vp} VP, {plural(p['resource_count'], 'card')}, "
            f"{plural(p['dev_card_count'], 'development card')}, {plural(p['knights'], 'knight')}"
            + (f" · {', '.join(extras)}" if extras else "")
        )
    for more in hooks.status_lines:
        lines.extend(more(view, names))
    target = view["options"]["vp_target"]
    lines.append(f"{hooks.rules_text(view['options'])}. First to {target} VP wins.")  # type: ignore[misc]
    return "\n".join(lines)


def waiting_text(view: dict[str, Any], names: list[str], reader: int | None = None) -> str:
    """'Waiting for Bo to roll the dice.' from a view; ``reader``: the seat of the person it is said to
    alone (a private reply), named "you" (issue #29 item 6: "Waiting for you to roll the dice.")."""
    blocking = [d for d in view["pending"] if d["blocking"]]
    if not blocking:
        return "The game is over." if view["phase"] == "over" else ""
    if reader is not None:
        names = reader_names(names, reader)

    def owed(seat: int, text: str) -> str:
        return to_you(text) if seat == reader else text

    if len({d.get("text") for d in blocking}) > 1 and all(d.get("text") for d in blocking):
        # Cities & Knights: decisions of different kinds owed at once, each by its own player
        return "Waiting for " + "; ".join(f"{names[d['seat']]} to {owed(d['seat'], d['text'])}" for d in blocking) + "."
    seats = list(dict.fromkeys(d["seat"] for d in blocking))
    who = " and ".join(names[s] for s in seats)
    what = about_them(prompt_for(view))
    return f"Waiting for {who} to {owed(seats[0], what) if seats == [reader] else what}."


def final_standings(view: dict[str, Any], names: list[str], *, announced: bool = False) -> str:
    """The end of a game: the winner, then every player's victory points with hidden VP cards revealed.

    ``announced``: the text goes below the last turn's log, which already ends "🏆 **Bo wins** with 10
    victory points!" (the game_over event): the winner is not announced a second time."""
    scores = [p["vp"] if p["vp"] is not None else p["public_vp"] for p in view["players"]]
    place = places(scores, view["winner"] if view["winner"] is not None and view["winner"] >= 0 else None)
    players = sorted(view["players"], key=lambda p: (place[p["seat"]], p["seat"]))
    if announced:
        lines = [f"**Final standings** (turn {view['turn']})"]
    else:
        lines = [f"🏆 **{names[view['winner']]} wins** on turn {view['turn']}!", "**Final standings**"]
    for p in players:  # tied players share a place: "5. Eve", "5. Finn" (issue #29 item 5)
        rank, vp = place[p["seat"]], scores[p["seat"]]
        extras = []
        if p["vp_cards_revealed"]:
            extras.append(plural(p["vp_cards_revealed"], "victory point card"))
        if p["longest_road"]:
            extras.append(str(ui_of(view).longest_road_name))
        if p["largest_army"]:
            extras.append("Largest Army")
        more = f" ({', '.join(extras)})" if extras else ""
        lines.append(f"{rank}. {names[p['seat']]} ({p['colour']}): {vp} VP{more}")
    return "\n".join(lines)
