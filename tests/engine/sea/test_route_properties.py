"""Seafarers sections 4-7 over random legal play: invariants (hypothesis), JSON round trips, and
complete random games to a winner (issue #31 "Tests and measurements").

Invariants: resource cards conserved (gold is no card, SEA-GOLD-1); ships and roads within their pools
(SEA-COMP-2); a path holds one piece (SEA-SHIP-2); a ship on a closed route never moves and a moved
ship was an end ship (SEA-SHIP-4/5); no ship is built or moved beside the pirate (SEA-PIRATE-4); the
trade-route lengths equal a brute-force search over trails (SEA-LTR-1); gold choices are told to
nobody before the last is in (SEA-GOLD-2)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.constants import MAX_ROADS
from engine.rules.seafarers import ships as S
from engine.state import GameState
from tests.engine.sea.route_helpers import SEA_OPTIONS

SCENARIOS = ("new_shores", "four_islands", "fog_island", "through_the_desert")
GAMES_PER_MAP = 2  # 4 scenarios x 3 and 4 players
ACTION_CAP = 30_000


def brute_trade_route(g: GameState, seat: int) -> int:
    """Every trail of ``seat``'s roads and ships, walked piece by piece (SEA-LTR-1 read literally)."""
    ev = g.topo.EDGE_VERTICES
    pieces = [(e, "road") for e, p in enumerate(g.roads) if p == seat]
    pieces += [(e, "ship") for e, p in enumerate(g.sea.ships) if p == seat]

    def passable(v: int, a: str, b: str) -> bool:
        if g.building[v] and g.owner[v] != seat:
            return False
        return a == b or (g.building[v] > 0 and g.owner[v] == seat)

    best = 0

    def extend(at: int, kind: str, used: frozenset[int], length: int) -> None:
        nonlocal best
        best = max(best, length)
        for e, k in pieces:
            if e not in used and at in ev[e] and passable(at, kind, k):
                a, b = ev[e]
                extend(b if a == at else a, k, used | {e}, length + 1)

    for e, k in pieces:
        for start in ev[e]:
            a, b = ev[e]
            extend(b if start == a else a, k, frozenset({e}), 1)
    return best


def check_sea_invariants(g: GameState) -> None:
    for r in range(5):
        assert g.bank[r] + sum(h[r] for h in g.hands) == 19 and g.bank[r] >= 0
    ships = g.sea.ships
    for p in range(g.n):
        assert ships.count(p) <= S.MAX_SHIPS and g.road_count[p] == g.roads.count(p) <= MAX_ROADS
        assert g.road_len[p] == brute_trade_route(g, p)
    assert not any(r >= 0 and s >= 0 for r, s in zip(g.roads, ships, strict=True))
    assert engine.must_act(g) == sorted({d["seat"] for d in engine.pending(g) if d["blocking"]})
    if g.lr_holder >= 0:
        assert g.road_len[g.lr_holder] >= 5
    seat = g.active
    if S.may_move_now(g, seat):  # the listing's mended reach = each ship lifted in turn (SEA-SHIP-6)
        listed = {(a[1], a[2]) for a in engine.legal_actions(g, seat) if a[0] == S.MOVE_SHIP}
        lifted = {(e, to) for e in range(g.topo.N_EDGE) if S.movable_ships(g, seat) >> e & 1
                  for to in range(g.topo.N_EDGE) if S.ship_candidates(g, seat, without=e) >> to & 1}  # fmt: skip
        assert listed == lifted


def play(g: GameState, rng: random.Random, steps: int, check: bool = True) -> int:
    done = 0
    while g.phase != "over" and done < steps:
        seat = engine.must_act(g)[0]
        legal = engine.legal_actions(g, seat)
        assert legal, f"seat {seat} must act but has nothing legal (step {g.step})"
        action = rng.choice(legal)
        if action[0] == S.MOVE_SHIP:
            assert S.closed_ships(g, seat) >> action[1] & 1 == 0  # a closed route never moves
            assert S.end_ships(g, seat) >> action[1] & 1
            assert S.pirate_sides(g) >> action[2] & 1 == 0
        if action[0] == S.SHIP:
            assert S.pirate_sides(g) >> action[1] & 1 == 0
        events = engine.apply_action(g, seat, action)
        if action[0] == "gold" and g.step == "gold_choice" and g.options.sea_gold_choice_order == "seat_order_hidden":
            assert all("cards" not in ev for ev in events)  # SEA-GOLD-2: hidden until the last
        done += 1
        if check:
            check_sea_invariants(g)
    return done


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), steps=st.integers(50, 600), players=st.sampled_from([3, 4]),
       order=st.sampled_from(["seat_order_hidden", "seat_order_open"]), scenario=st.sampled_from(SCENARIOS))  # fmt: skip
def test_SEA_COMP_2_SEA_SHIP_4_route_invariants_hold_over_random_legal_play(
    seed: int, steps: int, players: int, order: str, scenario: str
) -> None:
    g = engine.new_game({**SEA_OPTIONS, "players": players, "sea_gold_choice_order": order, "sea_scenario": scenario},
                        seed)  # fmt: skip
    play(g, random.Random(seed), steps)
    again = engine.from_json(engine.to_json(g))  # JSON round trip exact, ships and gold choices included
    assert engine.to_json(again) == engine.to_json(g)
    assert again.road_len == g.road_len and again.edge_mask == g.edge_mask
    assert again.road_vertex_mask == g.road_vertex_mask


def test_SEA_GEN_2_seafarers_random_games_reach_a_winner_in_every_scenario() -> None:
    """Random players finish Seafarers games: the four scenarios, 3 and 4 players, cards conserved."""
    for scenario in SCENARIOS:
        for players in (3, 4):
            for i in range(GAMES_PER_MAP):
                g = engine.new_game({**SEA_OPTIONS, "players": players, "sea_scenario": scenario}, 7919 * i + players)
                actions = play(g, random.Random(i), ACTION_CAP, check=False)
                where = f"{scenario}, {players} players, game {i}"
                assert g.phase == "over" and g.winner >= 0, f"{where}: no winner after {actions} actions"
                assert g.victory_points(g.winner) >= g.options.vp_target
                assert all(g.bank[r] + sum(h[r] for h in g.hands) == 19 for r in range(5)), where
