"""Issue #32 item 4: C&K's faster paths give what the plain definitions give (the digests of
``tests/engine/test_bench_games.py`` check whole games; these check the parts on many positions)."""

from __future__ import annotations

import random

import pytest

import engine
from engine.bots import random_action
from engine.rules.cities_and_knights.cards import diplomat


def _open_roads_by_counting(g: engine.GameState) -> list[int]:
    """CK-CARD-POL-4 as written: count each colour's roads at every intersection, then a road is open when
    one of its ends holds no other road and no building or knight of its colour."""
    at: dict[tuple[int, int], int] = {}
    for e, owner in enumerate(g.roads):
        if owner >= 0:
            for v in g.topo.EDGE_VERTICES[e]:
                at[owner, v] = at.get((owner, v), 0) + 1
    out = []
    for e, owner in enumerate(g.roads):
        if owner < 0:
            continue
        pieces = g.building_mask[owner] | g.ck.knight_mask[owner]
        if any(at[owner, v] == 1 and not pieces >> v & 1 for v in g.topo.EDGE_VERTICES[e]):
            out.append(e)
    return out


@pytest.mark.parametrize("players", [4, 6])
def test_issue32_item4_CK_CARD_POL_4_open_roads_as_counted(players: int) -> None:
    """The Diplomat's open roads, walked road by road, are the roads the counting definition finds open, in
    order, through random games (roads built and removed, knights coming and going)."""
    checked = 0
    for seed in range(3):
        g = engine.new_game({"players": players, "expansion": "cities_and_knights"}, seed=seed)
        rng = random.Random(seed)
        k = 0
        while g.phase != "over":
            if k % 5 == 0:
                assert diplomat.open_roads(g) == _open_roads_by_counting(g)
                checked += 1
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, random_action(g, seat, rng))
            k += 1
    assert checked > 100
