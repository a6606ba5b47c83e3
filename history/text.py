"""The highlights of a game's statistics in short lines, as catalogue messages (``ui/locales/history``, each rule
set's ``locales/history``): the thread's in the game's language, an answer's in its reader's (issue #33)."""

from __future__ import annotations

from collections.abc import Sequence

from history.records import GameStats
from history.rulesets import HISTORY
from ui.i18n.text import Text, Verbatim


def duration_text(seconds: float | None) -> Text:
    """How long a game took, in the units a person would say: "under a minute" (a game of built-in
    players, issue #29 item 5: "116 moves in 0 minutes"), "12 minutes", "1 hour 5 minutes", "3 days"."""
    if seconds is None:
        return Text("history-duration-unknown")
    minutes = int(seconds // 60)
    if minutes < 1:
        return Text("history-duration-under-a-minute")
    if minutes < 60:
        return Text("history-duration-minutes", minutes=minutes)
    hours, minutes = divmod(minutes, 60)
    if hours < 48:
        return Text("history-duration-hours", hours=hours, minutes=minutes)
    return Text("history-duration-days", days=hours // 24)


def seat_name(names: Sequence[str], seat: int) -> Text | Verbatim:
    """A seat's name (as the caller escaped it), or "Player 2" for a seat without one."""
    return Verbatim(names[seat]) if 0 <= seat < len(names) else Text("history-player", seat=seat + 1)


def highlights(stats: GameStats, names: Sequence[str], *, winner: bool = True) -> list[Text]:
    """Turn count and duration, the winner (unless ``winner`` is false: the thread's final standings, just
    above the statistics, name them), most robbed, longest drought, biggest trade, rule-set facts."""
    def n(seat: int) -> Text | Verbatim:
        return seat_name(names, seat)

    lines = [Text("history-length", turns=stats.turns, moves=stats.actions, took=duration_text(stats.duration))]
    if winner and stats.winner is not None and stats.scores is not None:
        lines.append(Text("history-winner", who=n(stats.winner), vp=stats.scores[stats.winner]))
    rolls = sum(stats.dice)
    if rolls:
        lines.append(Text("history-rolls", rolls=rolls, sevens=stats.dice[5], expected=round(rolls / 6, 1)))
    if (robbed := stats.most_robbed()) is not None:
        lines.append(Text("history-most-robbed", who=n(robbed[0]), times=robbed[1]))
    if (dry := stats.longest_drought()) is not None:
        lines.append(Text("history-drought", who=n(dry[0]), rolls=dry[1]))
    if (big := stats.biggest_trade) is not None:
        lines.append(Text("history-biggest-trade", who=n(big.seat), gave=big.give, partner=n(big.partner),
                          got=big.get, turn=big.turn))  # fmt: skip
    for more in HISTORY.of_name(stats.rule_set).highlights:  # the rule set's facts (history.rulesets)
        lines.extend(more(stats, n))
    return lines
