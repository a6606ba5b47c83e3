"""Seafarers in a game's statistics (``history.rulesets``, issue #31 item 5): ships built and moved, new
islands settled (the scenario areas that earned Catan chits), gold cards chosen, pirate steals and fog hexes
discovered, per seat. Read from the game's public events (gold choices are public once all are made,
SEA-GOLD-2; a steal names thief and victim publicly, never the card)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from history.records import GameStats
from history.rulesets import HistoryHooks

_COUNTERS = ("ships_built", "ships_moved", "islands_reached", "chits", "gold_cards", "pirate_steals", "discoveries")
_MOVER = "_last_mover"  # who moved last before a steal: "pirate" or "robber" (bookkeeping, not shown)


def extra(n: int) -> dict[str, Any]:
    return {**{key: [0] * n for key in _COUNTERS}, _MOVER: ""}


def tally(s: GameStats, e: Mapping[str, Any]) -> None:
    t = e["type"]
    x = s.extra
    if t == "built" and e.get("piece") == "ship":
        x["ships_built"][e["seat"]] += 1
    elif t == "ship_moved":
        x["ships_moved"][e["seat"]] += 1
    elif t == "chits":
        x["islands_reached"][e["seat"]] += 1
        x["chits"][e["seat"]] += int(e["chits"])
    elif t == "production" and e.get("gold"):
        for seat, cards in enumerate(e["gold"]):
            x["gold_cards"][seat] += sum(cards)
    elif t == "gold_received":
        x["gold_cards"][e["seat"]] += sum(e["cards"])
    elif t == "discovered":
        x["discoveries"][e["seat"]] += 1
    elif t in ("pirate_moved", "robber_moved"):
        x[_MOVER] = "pirate" if t == "pirate_moved" else "robber"
    elif t == "stolen" and x[_MOVER] == "pirate":
        x["pirate_steals"][e["seat"]] += 1
    elif t == "turn_started":
        x[_MOVER] = ""


def highlights(stats: GameStats, n: Callable[[int], str]) -> list[str]:
    x = stats.extra

    def per_seat(key: str) -> str:
        return ", ".join(f"{n(s)} {k}" for s, k in enumerate(x[key]))

    return [
        f"Ships built: {per_seat('ships_built')}; moved: {per_seat('ships_moved')}.",
        f"New islands settled: {per_seat('islands_reached')}; gold cards chosen: {per_seat('gold_cards')}.",
        f"Pirate steals: {per_seat('pirate_steals')}; fog hexes discovered: {per_seat('discoveries')}.",
    ]


HOOKS = HistoryHooks(extra=extra, tallies=(tally,), highlights=(highlights,))
