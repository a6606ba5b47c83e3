"""Cities & Knights in a game's statistics (``history.rulesets``): barbarian attacks, cities pillaged,
progress cards played, Defender of Catan."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.text import Arg, Text
from history.records import GameStats
from history.rulesets import HistoryHooks, per_seat


def extra(n: int) -> dict[str, Any]:
    return {"barbarian_attacks": 0, "attacks_won": 0, "cities_pillaged": [0] * n, "progress_played": [0] * n,
            "defender_of_catan": [0] * n}  # fmt: skip


def tally(s: GameStats, e: Mapping[str, Any]) -> None:
    t = e["type"]
    if t == "barbarian_attack":
        s.extra["barbarian_attacks"] += 1
        if e.get("outcome") != "barbarians":
            s.extra["attacks_won"] += 1
    elif t == "city_pillaged":
        s.extra["cities_pillaged"][e["seat"]] += 1
    elif t in ("progress_played", "progress_vp"):
        s.extra["progress_played"][e["seat"]] += 1
    elif t == "defender_of_catan":
        s.extra["defender_of_catan"][e["seat"]] += 1


def highlights(stats: GameStats, n: Callable[[int], Arg]) -> list[Text]:
    x = stats.extra
    return [
        Text("ck-history-barbarians", attacks=x["barbarian_attacks"], repelled=x["attacks_won"],
             pillaged=per_seat(x["cities_pillaged"], n)),
        Text("ck-history-progress", played=per_seat(x["progress_played"], n)),
    ]  # fmt: skip


HOOKS = HistoryHooks(extra=extra, tallies=(tally,), highlights=(highlights,))
