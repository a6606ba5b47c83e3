"""Seafarers in a game's statistics (``history.rulesets``, issue #31 item 5): ships built and moved, islands
reached, gold cards chosen, pirate steals and fog hexes discovered, per seat. Read from the game's public
events (gold choices are public once all are made, SEA-GOLD-2; a steal names thief and victim publicly,
never the card) and, for the islands, the public board.

Islands reached are what the words say, in every scenario: the islands (the scenario's areas, SEA-GEO-6,
Through the Desert's strip and small islands, SEA-TTD-1) on which the player built a settlement during the
game, other than those of their own set-up settlements (New Shores and Through the Desert: the main area;
Four Islands: their home islands, SEA-4I-1). Land that was fog (The Fog Island, SEA-FOG-3) belongs to the
area its island joins, else it is an island of its own. Catan chits counted only the areas that earn them,
so The Fog Island, which has none (SEA-FOG-7), always showed 0."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.rules.seafarers.mapdata import FOG, SEA_TILE
from engine.rules.seafarers.setup import areas
from engine.state import GameState
from engine.text import Arg, Items, Text
from history.records import GameStats
from history.rulesets import HistoryHooks, per_seat

_COUNTERS = ("ships_built", "ships_moved", "islands_reached", "chits", "gold_cards", "pirate_steals", "discoveries")
_MOVER = "_last_mover"  # who moved last before a steal: "pirate" or "robber" (bookkeeping, not shown)
_SETUP = "_setup_settlements"  # per seat, the intersections of the set-up settlements (public; not shown)
_NEW_ISLAND = 1000  # island keys above this: land revealed from the fog, keyed by its lowest hex id


def extra(n: int) -> dict[str, Any]:
    return {**{key: [0] * n for key in _COUNTERS}, _MOVER: "", _SETUP: [[] for _ in range(n)]}


def island_of(state: GameState, vertex: int) -> int:
    """The island an intersection is on, as a key: the scenario area's id (``engine.rules.seafarers.areas``),
    or for land revealed from the fog the area its island now joins, else ``_NEW_ISLAND`` + its lowest hex;
    -1 for none. Reads only the public board (revealed terrain; face-down fog is no land)."""
    dealt = areas(state)
    area = dealt.vertex_area[vertex]
    if area >= 0:
        return area
    shape = state.topo
    terrain = state.board.terrain
    hex_area = {h: a.id for a in dealt.areas for h in a.hexes}

    def land(h: int) -> bool:
        return terrain[h] not in (FOG, SEA_TILE)

    todo = [h for h in shape.VERTEX_HEXES[vertex] if land(h)]
    group = set(todo)
    while todo:
        for o in shape.HEX_NEIGHBOURS[todo.pop()]:
            if o < shape.N_HEX and o not in group and land(o):
                group.add(o)
                todo.append(o)
    if not group:
        return -1
    joined = sorted({hex_area[h] for h in group if h in hex_area})
    return joined[0] if joined else _NEW_ISLAND + min(group)


def islands(s: GameStats, e: Mapping[str, Any], state: GameState) -> None:
    """Islands reached: recounted when a settlement is built during the game (from the board as it stands)."""
    if e["type"] != "built" or e.get("piece") != "settlement":
        return
    seat = e["seat"]
    x = s.extra
    if e.get("setup"):
        x[_SETUP][seat].append(int(e["at"]))
        return
    home = {island_of(state, v) for v in x[_SETUP][seat]}
    mine = [v for v in range(state.topo.N_VERTEX) if state.owner[v] == seat and state.building[v]]
    reached = {island_of(state, v) for v in mine} - home - {-1}
    x["islands_reached"][seat] = len(reached)


def tally(s: GameStats, e: Mapping[str, Any]) -> None:
    t = e["type"]
    x = s.extra
    if t == "built" and e.get("piece") == "ship":
        x["ships_built"][e["seat"]] += 1
    elif t == "ship_moved":
        x["ships_moved"][e["seat"]] += 1
    elif t == "chits":
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


def highlights(stats: GameStats, n: Callable[[int], Arg]) -> list[Text]:
    x = stats.extra

    def seats(key: str) -> Items:
        return per_seat(x[key], n)

    return [
        Text("sea-history-ships", built=seats("ships_built"), moved=seats("ships_moved")),
        Text("sea-history-islands", reached=seats("islands_reached"), gold=seats("gold_cards")),
        Text("sea-history-pirate", steals=seats("pirate_steals"), discovered=seats("discoveries")),
    ]


HOOKS = HistoryHooks(extra=extra, tallies=(tally,), replayed=(islands,), highlights=(highlights,))
