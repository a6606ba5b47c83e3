"""Invariants of the board half over random legal play (hypothesis): cards conserved (discoveries
included), pieces within their pools, the distance rule on the game's current topology, set-up on the
start areas, chits as the scored areas say, the fog's bookkeeping, and no view holding the stacks."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.constants import MAX_CITIES, MAX_ROADS, MAX_SETTLEMENTS
from engine.rules.seafarers import events, geometry
from engine.rules.seafarers.mapdata import FOG, SEA_TILE
from engine.rules.seafarers.setup import areas
from engine.topology import PATH_SEA
from tests.engine.sea.helpers import game

SCENARIOS = ("new_shores", "four_islands", "fog_island", "through_the_desert")


def check(g: engine.GameState, setup_sites: dict[int, bool]) -> None:
    for r in range(5):
        assert g.bank[r] + sum(h[r] for h in g.hands) == 19 and g.bank[r] >= 0
    shape = g.topo
    for p in range(g.n):
        assert sum(1 for x in g.roads if x == p) == g.road_count[p] <= MAX_ROADS
        assert sum(1 for k, o in zip(g.building, g.owner, strict=True) if k == 1 and o == p) == g.settlements[p]
        assert g.settlements[p] <= MAX_SETTLEMENTS and g.cities[p] <= MAX_CITIES
        assert g.sea.chits[p] <= 2 * len(g.sea.scored[p])  # 1 or 2 per scored area (SEA-NS-2, -4I-2, -TTD-3)
        assert g.sea.chits[p] >= len(g.sea.scored[p])
    for x in range(shape.N_VERTEX):
        if g.building[x]:
            assert shape.LAND_VERTICES_MASK >> x & 1
            assert not any(g.building[o] for o in shape.VERTEX_NEIGHBOURS[x])
    for e, p in enumerate(g.roads):
        if p >= 0:
            assert shape.EDGE_KINDS[e] != PATH_SEA
    dealt = areas(g)
    assert all(dealt.start_mask >> x & 1 for x, first_round in setup_sites.items() if first_round is not None)
    fog_slots = [h for h, t in enumerate(g.board.terrain) if t == FOG]
    assert g.sea.fog == fog_slots == geometry.fog_hexes(g)
    if g.sea.scenario == "fog_island":
        assert len(g.sea.fog) + len(g.sea.revealed) == 12 and len(g.sea.fog_terrain) == len(g.sea.fog)
        land = sum(1 for h, _s in g.sea.revealed if g.board.terrain[h] != SEA_TILE)
        assert len(g.sea.fog_tokens) == 10 - land
    assert engine.must_act(g) == sorted({d["seat"] for d in engine.pending(g) if d["blocking"]})
    for seat in (None, *range(g.n)):
        text = json.dumps(engine.view(g, seat))
        assert "fog_terrain" not in text and "fog_tokens" not in text


@settings(max_examples=25, deadline=None)
@given(
    scenario=st.sampled_from(SCENARIOS),
    players=st.sampled_from((3, 4)),
    seed=st.integers(0, 10_000),
    steps=st.integers(20, 400),
    sail=st.floats(0, 0.05),
)
def test_board_invariants_over_random_play(scenario: str, players: int, seed: int, steps: int, sail: float) -> None:
    """Random legal actions; now and then a route piece put on a sea path as a ship would be (the routes
    half's placements; ``sail`` is how often), which reveals fog on Fog Island."""
    g = game(scenario, players, seed, vp_target=10, sea_layout="variable" if seed % 2 else "printed")
    rng = random.Random(seed)
    sites: dict[int, bool] = {}
    for _ in range(steps):
        if g.phase == "over":
            break
        if rng.random() < sail and g.phase == "play" and g.step == "main":
            sea_paths = [e for e in range(g.topo.N_EDGE) if g.topo.EDGE_KINDS[e] == PATH_SEA]
            events.route_piece_placed(g, g.active, rng.choice(sea_paths), events.SHIP)
            g.touch()
        seat = engine.must_act(g)[0]
        action = rng.choice(engine.legal_actions(g, seat))
        if action[0] == "settlement" and g.step == "setup_settlement":
            sites[action[1]] = True
        engine.apply_action(g, seat, action)
        check(g, sites)
