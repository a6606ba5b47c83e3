"""The values Seafarers keeps between actions for speed (``ships.Memo``: ship masks, ship and move listings,
the trade-route networks; issue #31's bench target) equal a recomputation from the record alone after
every action of random games in every scenario (SEA-SHIP-2/5/6, SEA-LTR-1/3), and a record written in
place is never answered from a stale memo."""

from __future__ import annotations

import random

import pytest

import engine
from engine.rules.seafarers import ships as S
from engine.rules.seafarers import trade_route as T
from engine.state import GameState
from tests.engine.sea.route_helpers import SEA_OPTIONS
from tests.engine.sea.test_route_properties import brute_trade_route

SCENARIOS = ("new_shores", "four_islands", "fog_island", "through_the_desert")


def fresh(g: GameState) -> dict[str, object]:
    """Every memoised value, computed with no memo at all (the memo left as it was)."""
    kept = g.sea.memo
    g.sea.memo = None
    try:
        out: dict[str, object] = {}
        for p in range(g.n):
            moves: list[tuple[int, ...]] = []
            S.list_moves(g, p, moves)
            out[f"ships {p}"] = [e for e, q in enumerate(g.sea.ships) if q == p]
            out[f"candidates {p}"] = S.ship_candidates(g, p)
            out[f"moves {p}"] = moves
            out[f"route {p}"] = T.trade_route_length(g, p)
        return out
    finally:
        g.sea.memo = kept


def memoised(g: GameState) -> dict[str, object]:
    out: dict[str, object] = {}
    for p in range(g.n):
        moves: list[tuple[int, ...]] = []
        S.list_moves(g, p, moves)
        out[f"ships {p}"] = S.ships_of(g, p)
        out[f"candidates {p}"] = S.ship_candidates(g, p)
        out[f"moves {p}"] = moves
        out[f"route {p}"] = T.trade_route_length(g, p)
    return out


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_SEA_LTR_1_SEA_SHIP_5_memo_equals_recomputation_after_every_action(scenario: str) -> None:
    """After every action of a random game: ships per seat, ship candidates, ship moves and trade-route
    lengths from the memo equal the same computed from scratch; the kept lengths equal a brute force."""
    for players, seed in ((4, 11), (3, 12)):
        g = engine.new_game({**SEA_OPTIONS, "players": players, "sea_scenario": scenario}, seed)
        rng = random.Random(seed)
        actions = 0
        while g.phase != "over" and actions < 3000:
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
            actions += 1
            expected = fresh(g)
            assert memoised(g) == expected, f"{scenario}, {players} players, action {actions}"
            assert memoised(g) == expected  # asked twice: the second answer from the memo
            if actions % 25 == 0:
                assert [expected[f"route {p}"] for p in range(g.n)] == [brute_trade_route(g, p) for p in range(g.n)]
        assert g.road_len[: g.n] == [brute_trade_route(g, p) for p in range(g.n)]


def test_SEA_SHIP_6_a_record_written_in_place_is_not_answered_from_the_memo() -> None:
    """Tests and tools write ``state.sea.ships`` directly: the memo sees the change (it compares the ships)."""
    g = engine.new_game({**SEA_OPTIONS, "players": 4, "sea_scenario": "new_shores"}, 5)
    rng = random.Random(5)
    while not any(q >= 0 for q in g.sea.ships):
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
    e = g.sea.ships.index(next(q for q in g.sea.ships if q >= 0))
    owner = g.sea.ships[e]
    before = S.ship_candidates(g, owner)
    assert e in S.ships_of(g, owner)
    g.sea.ships[e] = -1  # no rule check, no memo update: as a test position would
    assert e not in S.ships_of(g, owner)
    assert S.ship_count(g, owner) == g.sea.ships.count(owner)
    g.sea.memo = None
    recomputed = S.ship_candidates(g, owner)
    g.sea.ships[e] = owner
    assert S.ship_candidates(g, owner) == before
    g.sea.ships[e] = -1
    assert S.ship_candidates(g, owner) == recomputed
