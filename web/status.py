"""What the board says above itself and in its Players panel (issue #34 item 3).

The board's status says what the board needs: whose move it is and what they owe, the last roll, the rule
set's own one line (C&K: the barbarians; ``WebHooks.summary``) and the victory target. Each player's counts
(points, cards, knights played, awards, and a rule set's own: ``WebHooks.player_words``) are in that player's
line of the Players panel, not repeated above the board. ``/catan status`` says all of it in one message
(``ui.report.status_text``); a board has room beside itself.

Lines written for Discord tell a person which button to press or which command to type; on a board the
highlighted spots and the buttons say it. ``on_board`` gives such a line the board's own wording: the catalogue
keys a rule set names (``WebHooks.words``) and the shared ones here (``WORDS``: a refusal's). The "Waiting for ..."
line needs none: it is said without the how-to (``.about``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ui.i18n.catalogue import localize
from ui.i18n.text import Arg, Items, Lines, Text
from ui.report import turn_line, waiting
from ui.rulesets import ui_of
from web.rulesets import web_of

# The shared lines a board may show that name a command, and the board's wording of them.
WORDS: Mapping[str, str] = {"service-paused": "web-paused"}  # a move refused in a paused game (web.moves)


def on_board(arg: Arg, swaps: Mapping[str, str]) -> Arg:
    """``arg`` with every message whose key ``swaps`` names replaced by the board's wording (the same variables;
    an attribute, "<key>.about", by the same attribute of the board's message)."""
    if isinstance(arg, Text):
        key, dot, attribute = arg.key.partition(".")
        key = swaps.get(key, key) + dot + attribute
        return Text(key, **{name: on_board(value, swaps) for name, value in arg.args.items()})
    if isinstance(arg, Items):
        return Items([on_board(item, swaps) for item in arg.items], arg.style)
    if isinstance(arg, Lines):
        return Lines([on_board(line, swaps) for line in arg.lines])
    return arg


def board_words(view: dict[str, Any]) -> dict[str, str]:
    """The swaps ``on_board`` makes for a view's rule set: the shared ones and the rule set's."""
    return {**WORDS, **web_of(view).words}


def status_lines(view: dict[str, Any], names: list[str], reader: int | None) -> Lines:
    """The board's status for the person in seat ``reader`` (None: a spectator), who is called "you"."""
    lines: list[Arg] = [turn_line(view, names)]
    if view["phase"] != "over" and (owed := waiting(view, names, reader)) is not None:
        lines.append(on_board(owed, board_words(view)))
    if view.get("dice"):
        dice = view["dice"]
        lines.append(Text("thread-status-roll", total=sum(dice), die1=dice[0], die2=dice[1]))
    for own in web_of(view).summary:
        line = own(view, names)
        if line is not None:
            lines.append(line)
    rules = ui_of(view).rules_text
    if rules is not None:
        lines.append(Text("thread-status-rules", rules=rules(view["options"]), target=view["options"]["vp_target"]))
    return Lines(lines)


def player_lines(view: dict[str, Any], tag: str) -> list[str]:
    """'3 points · 5 cards · 1 development card · Longest Road' for each player, counted in language ``tag``,
    with the rule set's own counts after the shared ones."""
    hooks, web = ui_of(view), web_of(view)
    out = []
    for player in view["players"]:
        counts = {
            k: int(player.get(f, 0) or 0)
            for k, f in (("points", "public_vp"), ("cards", "resource_count"), ("dev", "dev_card_count"))
        }
        more: list[Arg] = []
        if int(player.get("knights", 0) or 0):  # played knights: what the Largest Army is counted in
            more.append(Text("board-knights-played", count=int(player["knights"])))
        if player.get("longest_road") and hooks.longest_road_name:
            more.append(hooks.longest_road_name)
        if player.get("largest_army"):
            more.append(Text("thread-largest-army-name"))
        for own in web.player_words:
            more.extend(own(view, player))
        line: Arg = Text("board-player", **counts)
        for part in more:
            line = Text("board-player-more", line=line, more=part)
        out.append(localize(line, tag))
    return out
