"""The highlights of a game's statistics in short lines (plain text; names are escaped by the caller)."""

from __future__ import annotations

from collections.abc import Sequence

from history.records import GameStats
from history.rulesets import HISTORY
from ui.plural import plural


def duration_text(seconds: float | None) -> str:
    """How long a game took, in the units a person would say: "under a minute" (a game of built-in
    players, issue #29 item 5: "116 moves in 0 minutes"), "12 minutes", "1 hour 5 minutes", "3 days"."""
    if seconds is None:
        return "unknown"
    minutes = int(seconds // 60)
    if minutes < 1:
        return "under a minute"
    if minutes < 60:
        return plural(minutes, "minute")
    hours, minutes = divmod(minutes, 60)
    if hours < 48:
        return f"{plural(hours, 'hour')} {plural(minutes, 'minute')}" if minutes else plural(hours, "hour")
    return plural(hours // 24, "day")


def highlights(stats: GameStats, names: Sequence[str], *, winner: bool = True) -> list[str]:
    """Turn count and duration, the winner (unless ``winner`` is false: the thread's final standings, just
    above the statistics, name them), most robbed, longest drought, biggest trade, rule-set facts."""
    def n(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"

    lines = [f"{plural(stats.turns, 'turn')}, {plural(stats.actions, 'move')} in {duration_text(stats.duration)}."]
    if winner and stats.winner is not None and stats.scores is not None:
        lines.append(f"Winner: {n(stats.winner)} with {plural(stats.scores[stats.winner], 'victory point')}.")
    rolls = sum(stats.dice)
    if rolls:
        sevens = stats.dice[5]
        lines.append(f"{plural(rolls, 'roll')}; {plural(sevens, 'seven')} (expected {rolls / 6:.1f}).")
    if (robbed := stats.most_robbed()) is not None:
        lines.append(f"Most robbed: {n(robbed[0])} ({plural(robbed[1], 'time')}).")
    if (dry := stats.longest_drought()) is not None:
        lines.append(f"Longest drought: {n(dry[0])}, {plural(dry[1], 'roll')} in a row without production.")
    if (big := stats.biggest_trade) is not None:
        lines.append(f"Biggest trade: {n(big.seat)} gave {plural(big.give, 'card')} to {n(big.partner)} "
                     f"for {plural(big.get, 'card')} (turn {big.turn}).")  # fmt: skip
    for more in HISTORY.of_name(stats.rule_set).highlights:  # the rule set's facts (history.rulesets)
        lines.extend(more(stats, n))
    return lines
