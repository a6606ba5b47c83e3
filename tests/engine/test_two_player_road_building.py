"""2-player variant: Road Building's free roads each owe their neutral road at once (TWO-AMB-15)."""

from __future__ import annotations

import engine
from engine import topology as topo
from engine.constants import ROAD_BUILDING
from tests.engine.helpers import E, give_dev, put_road, put_settlement
from tests.engine.two_helpers import N1, N1_START, N2_START, empty_two, to_main


def test_two_amb_15_second_free_road_comes_after_the_first_neutral_road() -> None:
    """Road, neutral road, road, neutral road: the second free road cannot take the path the first
    neutral road took, though it was open to the builder before."""
    g = empty_two()
    # Seat 0's road ends next to N1's settlement: the path between is open to seat 0 and to N1.
    near = {N2_START, *topo.VERTEX_NEIGHBOURS[N2_START]}
    u = next(v for v in topo.VERTEX_NEIGHBOURS[N1_START] if v not in near)
    a = next(v for v in topo.VERTEX_NEIGHBOURS[u] if v != N1_START and v not in near)
    put_settlement(g, 0, a)
    put_road(g, 0, a, u)
    shared = E(N1_START, u)
    to_main(g)
    give_dev(g, 0, ROAD_BUILDING)
    engine.apply_action(g, 0, ("road_building",))
    assert ("road", shared) in engine.legal_actions(g, 0)
    first = next(x for x in engine.legal_actions(g, 0) if x[0] == "road" and x[1] != shared)
    engine.apply_action(g, 0, first)
    assert g.step == "neutral_road" and ("neutral_road", N1, shared) in engine.legal_actions(g, 0)
    engine.apply_action(g, 0, ("neutral_road", N1, shared))
    assert g.step == "road_building" and g.free_roads == 1 and g.roads[shared] == N1
    assert ("road", shared) not in engine.legal_actions(g, 0)
    second = next(x for x in engine.legal_actions(g, 0) if x[0] == "road")
    engine.apply_action(g, 0, second)
    assert g.step == "neutral_road"  # the second free road owes its own neutral road
