"""The Longest Trade Route as kept move by move (issue #31's bench target) equals the full search and the
trails walked one by one (SEA-LTR-1..3): after random sequences of ship builds and moves, roads, and
settlements (an own one joining a road and a ship, another player's splitting a route), and on random
graphs with cycles and hanging trees like the ones ships make around sea hexes, and on trees. About 2 s of CPU."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.rules.seafarers import ships as S
from engine.rules.seafarers import trade_route as T
from engine.state import GameState
from tests.engine.sea.route_helpers import SEA_OPTIONS
from tests.engine.sea.test_route_properties import brute_trade_route
from tests.engine.sea.test_trade_route import _brute_trail

ROUTE_KINDS = (S.SHIP, S.MOVE_SHIP, "road", "settlement")


def full_search(g: GameState, seat: int) -> int:
    """The seat's longest trade route searched afresh: no kept network, no network measured before."""
    kept, known = g.sea.memo, dict(T._KNOWN)
    g.sea.memo = None
    T._KNOWN.clear()
    try:
        return T.trade_route_length(g, seat)
    finally:
        g.sea.memo = kept
        T._KNOWN.clear()
        T._KNOWN.update(known)


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), scenario=st.sampled_from(["new_shores", "four_islands", "fog_island"]))
def test_SEA_LTR_1_SEA_LTR_3_kept_lengths_equal_the_full_search_after_builds_moves_and_settlements(
    seed: int, scenario: str
) -> None:
    """Turns end often and ship moves come first, then the other route actions (ships built, roads,
    settlements), with a hand for each build in every main step, so that routes grow, ring sea hexes, are
    cut short by moves and split or joined by settlements; after every action each seat's kept length
    equals the full search, and every 10th the brute force."""
    g = engine.new_game({**SEA_OPTIONS, "players": 4, "sea_scenario": scenario, "vp_target": 20}, seed)
    rng = random.Random(seed)
    for step in range(200):
        if g.phase == "over":
            break
        seat = engine.must_act(g)[0]
        if g.phase == "play" and g.step == "main":
            g.hands[seat] = [1, 2, 0, 1, 2]  # a road, a ship and a settlement, and no discard on a 7
            g.touch()
        legal = engine.legal_actions(g, seat)
        moves = [a for a in legal if a[0] == S.MOVE_SHIP]
        routes = [a for a in legal if a[0] in ROUTE_KINDS]
        r = rng.random()
        if r < 0.3 and ("end_turn",) in legal:
            action = ("end_turn",)
        elif r < 0.6 and moves:
            action = rng.choice(moves)
        else:
            action = rng.choice(routes if routes and rng.random() < 0.85 else legal)
        engine.apply_action(g, seat, action)
        for p in range(g.n):
            assert g.road_len[p] == full_search(g, p), (step, p)
        if step % 10 == 0:
            assert g.road_len[: g.n] == [brute_trade_route(g, p) for p in range(g.n)]


@st.composite
def networks(draw: st.DrawFn) -> tuple[list[tuple[int, int, int, int]], int, int]:
    """Pieces on at most 12 intersections, three at most at each (as on the board), many with cycles."""
    n = draw(st.integers(3, 12))
    degree = [0] * n
    edges: list[tuple[int, int]] = []
    for a, b in draw(st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=18)):
        a, b = min(a, b), max(a, b)
        if a != b and (a, b) not in edges and degree[a] < 3 and degree[b] < 3:
            edges.append((a, b))
            degree[a] += 1
            degree[b] += 1
    kinds = draw(st.lists(st.integers(0, 1), min_size=len(edges), max_size=len(edges)))
    stop = draw(st.integers(0, (1 << n) - 1)) & draw(st.integers(0, (1 << n) - 1)) & draw(st.integers(0, (1 << n) - 1))
    home = draw(st.integers(0, (1 << n) - 1)) & ~stop
    return [(1 << i, a, b, k) for i, ((a, b), k) in enumerate(zip(edges, kinds, strict=True))], stop, home


@settings(max_examples=150, deadline=None)
@given(network=networks())
def test_SEA_LTR_1_peeled_trees_closed_cycles_and_the_core_search_equal_every_trail(
    network: tuple[list[tuple[int, int, int, int]], int, int],
) -> None:
    """``trail_length`` (trees peeled, a single cycle in closed form, larger cores searched over chains)
    equals every trail walked piece by piece."""
    pieces, stop, home = network
    assert T.trail_length(pieces, stop, home) == _brute_trail(pieces, stop, home)


@st.composite
def trees(draw: st.DrawFn) -> tuple[list[tuple[int, int, int, int]], int, int]:
    """One tree of up to 13 pieces on scattered intersection ids, of both kinds, with buildings on it."""
    n = draw(st.integers(2, 14))
    ids = draw(st.permutations(range(40)))[:n]
    parents = [draw(st.integers(0, v - 1)) for v in range(1, n)]
    kinds = draw(st.lists(st.integers(0, 1), min_size=n - 1, max_size=n - 1))
    stop = sum(1 << ids[v] for v in draw(st.sets(st.integers(0, n - 1), max_size=3)))
    home = sum(1 << ids[v] for v in draw(st.sets(st.integers(0, n - 1), max_size=4))) & ~stop
    pieces = [(1 << i, ids[p], ids[i + 1], k) for i, (p, k) in enumerate(zip(parents, kinds, strict=True))]
    return pieces, stop, home


@settings(max_examples=150, deadline=None)
@given(network=trees())
def test_SEA_LTR_1_a_tree_measured_on_its_intersections_equals_every_trail(
    network: tuple[list[tuple[int, int, int, int]], int, int],
) -> None:
    """``tree_length`` (the kinds joined only at own buildings, nothing through another player's) equals every
    trail walked piece by piece."""
    pieces, stop, home = network
    assert T.trail_length(pieces, stop, home) == _brute_trail(pieces, stop, home)
