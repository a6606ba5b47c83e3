"""What one open board shows, as JSON (issue #34 item 3): a viewer's view, their legal moves, the log.

A spectator's document is built from the public view and the public events only; a seated person's
from their seat's view (``engine.player_view``: the public view and what that seat alone knows) and
the events as that seat may see them (``engine.events_for``). Never from the raw state.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import engine
from engine.plugins import topology_of_view
from service import GameInfo
from ui.i18n.catalogue import localize
from ui.i18n.text import Arg, Items, Text, Verbatim
from ui.offers import CLOSE_REASON_KEYS
from ui.report import final_standings
from ui.rulesets import ui_of
from ui.summary import describe_event, dev_cards_text, hand_as_held
from web.legal import legal_form
from web.rulesets import piece_labels, web_of
from web.status import board_words, on_board, player_lines, status_lines
from web.trades import trade_panel

Names = Callable[[GameInfo], Awaitable[list[str]]]  # the game's display names by seat, plain text
LOG_LINES = 30  # lines of the log a board keeps (the page keeps as many)


@dataclass(frozen=True)
class Viewer:
    """Who looks at a board: a person signed in for a seat, or a spectator (``seat`` None), reading ``tag``."""

    game_id: int
    user_id: int | None
    seat: int | None
    tag: str


def document(viewer: Viewer, version: int, view: dict[str, Any], names: Sequence[str]) -> dict[str, Any]:
    """The board's state for ``viewer``: ``view`` must be the viewer's own (their seat's, or the public one)."""
    if viewer.seat is None and "you" in view:
        raise ValueError("a spectator's board is built from the public view only")
    shown = dict(view)
    you = shown.get("you")
    if you is not None:
        shown["you"] = {k: v for k, v in you.items() if k != "legal_actions"}  # sent as "legal"
    return {
        "game": viewer.game_id,
        "version": version,
        "seat": viewer.seat,
        "names": list(names),
        "view": shown,
        "legal": legal_form(view, list(names), viewer.tag),
        "hand": hand_lines(view, viewer.tag),
        # whose move it is and what they owe, the last roll, the target ("you": the viewer; web.status)
        "status": localize(status_lines(view, list(names), viewer.seat), viewer.tag),
        "scripts": list(web_of(view).scripts),
        "trade": trade_panel(view, list(names), viewer.tag),  # open offers, answers, bank trades (web/trades.py)
        "labels": piece_labels(view, list(names), viewer.tag),  # what a screen reader says for each piece
        "players": player_lines(view, viewer.tag),  # each player's public counts, a line each (web.status)
        "over": game_over(view, list(names), viewer.tag),
    }


def game_over(view: dict[str, Any], names: list[str], tag: str) -> dict[str, Any] | None:
    """Once the game has ended: the panel's heading and the final standings as the thread says them (the
    winner, then each player's points with hidden victory point cards revealed), a line each; else None."""
    if view.get("phase") != "over" or not isinstance(view.get("winner"), int) or view["winner"] < 0:
        return None
    standings = localize(final_standings(view, names), tag)
    lines = [line.strip() for line in standings.splitlines() if line.strip()]
    return {"title": localize(Text("web-game-over"), tag), "lines": lines}


def hand_lines(view: dict[str, Any], tag: str) -> list[str]:
    """The viewer's cards, a line each, in the hand DM's words and with each rule set's own lines (C&K's progress
    cards and improvements, Seafarers' ships and chits, the 2-player variant's trade cards; ``UiHooks.hand_lines``);
    none for a spectator."""
    if not view.get("you"):
        return []
    view = hand_as_held(view)
    you = view["you"]
    held = [Text(f"counted-{r}", count=n) for r, n in you.get("hand", {}).items() if n]
    lines: list[Arg] = [
        Text("hand-resources", cards=Items(held, style="unit") if held else Text("hand-no-resources")),
        Text("hand-dev-cards", cards=dev_cards_text(you.get("dev_cards") or {})),
        Text("hand-victory-points", vp=you.get("vp", 0), public=view["players"][you["seat"]].get("public_vp", 0)),
    ]
    rates = [Text("hand-rate", card=Text(f"resource-{r}"), rate=rate)
             for r, rate in (you.get("bank_rates") or {}).items() if rate < 4]  # fmt: skip
    if rates:
        lines.append(Text("hand-harbor-rates", rates=Items(rates, style="unit")))
    for own_lines in ui_of(view).hand_lines:
        lines = own_lines(view, lines)
    # the DM's bullets go: the page shows the lines as a list; a line that names a Discord button gets the
    # board's wording (web.status.on_board)
    swaps = board_words(view)
    return [line for line in (localize(on_board(x, swaps), tag).strip().removeprefix("• ") for x in lines) if line]


def log_lines(
    view: dict[str, Any], events: Iterable[dict[str, Any]], seat: int | None, names: Sequence[str], tag: str
) -> list[str]:
    """The lines of these events (raw or already public) as ``seat`` may read them, in language ``tag``."""
    shape = topology_of_view(view)
    out: list[str] = []
    for event in engine.events_for(list(events), seat):
        said = describe_event(event, list(names), shape)
        if said:
            out.append(said if isinstance(said, str) else localize(said, tag))
        closed = offer_closed_line(event)
        if closed is not None:
            out.append(localize(closed, tag))
    return out[-LOG_LINES:]


def offer_closed_line(event: dict[str, Any]) -> Text | None:
    """How an offer ended, as the thread says it on the offer's message (``ui.offers.closed_offer_text``): the
    board has no offer messages, so its log says it (a first-time player saw offers vanish without a word)."""
    if event.get("type") == "traded":
        return Text("web-trade-log-closed", offer=Verbatim(str(event["offer"])), reason=Text("web-trade-reason-traded"))
    if event.get("type") != "trade_closed":
        return None
    key = CLOSE_REASON_KEYS.get(event.get("reason", ""), "thread-offer-reason-closed")
    return Text("web-trade-log-closed", offer=Verbatim(str(event["offer"])), reason=Text(key))
