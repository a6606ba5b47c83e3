"""Islands reached in a Seafarers game's statistics (issue #31 item 5; review of the demo, item 2).

The count followed the Catan chits, so The Fog Island, which has none (SEA-FOG-7), showed 0 whatever
anyone settled. Now it counts what the words say in every scenario: the islands (the scenario's areas,
SEA-GEO-6; Through the Desert's strip, SEA-TTD-1; land revealed from the fog, SEA-FOG-3) on which the player
built a settlement during the game, other than those of their own set-up settlements. One test per kind of
scenario, through ``history.rules.seafarers.islands`` as the replay calls it (the public board after the
event's action), and one replayed game.
"""

from __future__ import annotations

from typing import Any

import engine
from engine.rules.seafarers import fog
from engine.rules.seafarers.mapdata import FIELDS
from engine.rules.seafarers.setup import areas
from engine.state import SETTLEMENT, GameState
from history.records import GameStats
from history.rules.seafarers import extra, islands
from history.stats import compute_stats
from tests.history.helpers import play_log

ANN, BO = 0, 1


def _game(scenario: str) -> tuple[GameState, GameStats]:
    state = engine.new_game({"players": 4, "expansion": "seafarers", "sea_scenario": scenario}, seed=3)
    stats = GameStats(players=4, rule_set="seafarers", finished=False, colours=list(state.colours[:4]))
    stats.extra = extra(4)
    return state, stats


def _spots(state: GameState, area: int, k: int = 1) -> list[int]:
    """``k`` intersections of a scenario area, far enough apart not to matter."""
    found = [v for v, a in enumerate(areas(state).vertex_area) if a == area]
    return found[:: max(1, len(found) // k)][:k]


def _settle(state: GameState, stats: GameStats, seat: int, vertex: int, *, setup: bool = False) -> None:
    state.owner[vertex], state.building[vertex] = seat, SETTLEMENT
    event: dict[str, Any] = {"type": "built", "seat": seat, "piece": "settlement", "at": vertex}
    if setup:
        event["setup"] = True
    islands(stats, event, state)


def test_item31_5_SEA_NS_1_new_shores_islands_reached_are_the_small_islands_settled() -> None:
    state, stats = _game("new_shores")
    for v in _spots(state, 0, 2):
        _settle(state, stats, ANN, v, setup=True)
    _settle(state, stats, ANN, _spots(state, 0, 3)[1])  # the main island again: not reached
    assert stats.extra["islands_reached"][ANN] == 0
    _settle(state, stats, ANN, _spots(state, 1)[0])
    _settle(state, stats, ANN, _spots(state, 2)[0])
    assert stats.extra["islands_reached"] == [2, 0, 0, 0]


def test_item31_5_SEA_4I_1_four_islands_counts_islands_other_than_the_home_islands() -> None:
    state, stats = _game("four_islands")
    _settle(state, stats, BO, _spots(state, 0)[0], setup=True)
    _settle(state, stats, BO, _spots(state, 1)[0], setup=True)  # two home islands
    _settle(state, stats, BO, _spots(state, 1, 3)[-1])
    assert stats.extra["islands_reached"][BO] == 0, "a home island is not reached"
    _settle(state, stats, BO, _spots(state, 3)[0])
    assert stats.extra["islands_reached"] == [0, 1, 0, 0]


def test_item31_5_SEA_TTD_1_through_the_desert_counts_the_strip_and_the_small_islands() -> None:
    state, stats = _game("through_the_desert")
    _settle(state, stats, ANN, _spots(state, 0)[0], setup=True)
    _settle(state, stats, ANN, _spots(state, 1)[0])  # the strip beyond the desert
    _settle(state, stats, ANN, _spots(state, 3)[0])
    assert stats.extra["islands_reached"][ANN] == 2


def test_item31_5_SEA_FOG_7_fog_island_counts_land_from_the_fog_and_the_other_island() -> None:
    """SEA-FOG-7: no chits, yet islands are reached: the other face-up island, and land the fog turned up
    (an island of its own unless it joins one of the scenario's)."""
    state, stats = _game("fog_island")
    _settle(state, stats, ANN, _spots(state, 0)[0], setup=True)
    dealt = areas(state)
    near = {o for a in dealt.areas for h in a.hexes for o in state.topo.HEX_NEIGHBOURS[h]}
    lone = next(h for h in state.sea.fog if h not in near)  # a fog hex touching neither island
    state.sea.fog_terrain.append(FIELDS)
    state.sea.fog_tokens.append(9)
    fog.reveal(state, BO, lone)
    spot = next(v for v in state.topo.HEX_VERTICES[lone] if dealt.vertex_area[v] < 0)
    _settle(state, stats, ANN, spot)
    assert stats.extra["islands_reached"][ANN] == 1, "an island turned up from the fog"
    _settle(state, stats, ANN, _spots(state, 1)[0])
    assert stats.extra["islands_reached"][ANN] == 2, "the other face-up island"
    _settle(state, stats, ANN, _spots(state, 0, 3)[-1])
    assert stats.extra["islands_reached"][ANN] == 2, "the home island is not reached"


def test_item31_5_islands_reached_replayed_agree_with_the_board() -> None:
    """A replayed game: each seat's count is its islands off its set-up islands, at the end."""
    options = {"players": 4, "expansion": "seafarers", "sea_scenario": "four_islands"}
    log = play_log(options, limit=1500)
    stats = compute_stats(options, 7, log)
    state = engine.new_game(dict(options), seed=7)
    setup: list[set[int]] = [set() for _ in range(4)]
    for row in log:
        for e in engine.events_for(engine.apply_action(state, row.seat, engine.action_from_json(row.action)), None):
            if e["type"] == "built" and e.get("piece") == "settlement" and e.get("setup"):
                setup[e["seat"]].add(areas(state).vertex_area[e["at"]])
    want = []
    for seat in range(4):
        held = {areas(state).vertex_area[v] for v in range(state.topo.N_VERTEX)
                if state.owner[v] == seat and state.building[v]}  # fmt: skip
        want.append(len(held - setup[seat] - {-1}))
    assert stats.extra["islands_reached"] == want and any(want), want
