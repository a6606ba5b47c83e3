"""The 2-player variant in a game's statistics (``history.rulesets``): trade cards earned, forced trades."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.text import Arg, Text
from history.records import GameStats
from history.rulesets import HistoryHooks, per_seat


def extra(n: int) -> dict[str, Any]:
    return {"trade_cards_earned": [0] * n, "forced_trades": [0] * n}


def tally(s: GameStats, e: Mapping[str, Any]) -> None:
    t = e["type"]
    if t == "trade_cards_gained":
        s.extra["trade_cards_earned"][e["seat"]] += int(e.get("earned", 0))
    elif t == "forced_trade":
        s.extra["forced_trades"][e["seat"]] += 1


def highlights(stats: GameStats, n: Callable[[int], Arg]) -> list[Text]:
    x = stats.extra
    return [Text("two-history-trade-cards", earned=per_seat(x["trade_cards_earned"], n),
                 forced=per_seat(x["forced_trades"], n))]  # fmt: skip


HOOKS = HistoryHooks(extra=extra, tallies=(tally,), highlights=(highlights,))
