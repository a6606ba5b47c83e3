"""Property-based tests over random legal play (hypothesis): the invariants of issue #2."""

from __future__ import annotations

import contextlib
import random

from hypothesis import given
from hypothesis import strategies as st

import engine
from engine.constants import MAX_CITIES, MAX_ROADS, MAX_SETTLEMENTS
from tests.engine.brute import brute_road_length, brute_victory_points
from tests.engine.helpers import assert_refused_unchanged


def check_invariants(g: engine.GameState) -> None:
    # resource cards conserved: bank + hands = 19 of each (BASE-COMP-1)
    for r in range(5):
        assert g.bank[r] + sum(h[r] for h in g.hands) == 19
        assert g.bank[r] >= 0 and all(h[r] >= 0 for h in g.hands)
    # development cards conserved: deck + held + played knights + played progress <= 25
    held = sum(map(sum, g.dev))
    assert len(g.deck) + held + sum(g.knights) <= 25
    for p in range(g.n):
        roads = sum(1 for x in g.roads if x == p)
        settlements = sum(1 for v in range(54) if g.owner[v] == p and g.building[v] == 1)
        cities = sum(1 for v in range(54) if g.owner[v] == p and g.building[v] == 2)
        assert roads == g.road_count[p] <= MAX_ROADS
        assert settlements == g.settlements[p] <= MAX_SETTLEMENTS
        assert cities == g.cities[p] <= MAX_CITIES
        assert g.victory_points(p) == brute_victory_points(g, p)
        assert g.road_len[p] == brute_road_length(g.roads, g.owner, g.building, p)
    # distance rule holds everywhere
    from engine import topology as topo

    for v in range(54):
        if g.building[v]:
            assert not any(g.building[n] for n in topo.VERTEX_NEIGHBOURS[v])
    # must_act is a shortcut of the blocking entries of pending: they must name the same seats
    assert engine.must_act(g) == sorted({d["seat"] for d in engine.pending(g) if d["blocking"]})
    # Longest Road holder has at least 5
    if g.lr_holder >= 0:
        assert g.road_len[g.lr_holder] >= 5
    if g.la_holder >= 0:
        assert g.knights[g.la_holder] >= 3


def random_bundle(rng: random.Random) -> tuple[int, ...]:
    return tuple(rng.choice((0, 0, 0, 1, 2)) for _ in range(5))


def random_illegal(g: engine.GameState, rng: random.Random) -> tuple[int, tuple]:
    """An action that is not in the seat's legal list (a wrong seat, spot or kind)."""
    seat = rng.randrange(g.n)
    legal = set(engine.legal_actions(g, seat))
    candidates = [
        ("road", rng.randrange(72)), ("settlement", rng.randrange(54)), ("city", rng.randrange(54)),
        ("robber", rng.randrange(19)), ("roll",), ("end_turn",), ("buy_dev",), ("knight",),
        ("monopoly", rng.randrange(5)), ("bank_trade", rng.randrange(5), rng.randrange(5)),
        ("steal", rng.randrange(4)), ("discard", random_bundle(rng)), ("accept", rng.randrange(1, 9)),
        ("confirm", rng.randrange(1, 9), rng.randrange(4)), ("year_of_plenty", (0, 4)),
    ]  # fmt: skip
    illegal = [a for a in candidates if a not in legal and not (a[0] == "discard" and _discard_ok(g, seat, a))]
    return seat, rng.choice(illegal)


def _discard_ok(g: engine.GameState, seat: int, a: tuple) -> bool:
    from engine.rules.robber import discard_ok

    return discard_ok(g, seat, a[1])


@given(seed=st.integers(0, 2**63 - 1), players=st.sampled_from([3, 4]), steps=st.integers(50, 600),
       trades=st.booleans(), options=st.sampled_from([{}, {"combined_trade_build": False}, {"board": "beginner"}]))  # fmt: skip
def test_invariants_hold_over_random_legal_play(
    seed: int, players: int, steps: int, trades: bool, options: dict
) -> None:
    g = engine.new_game({"players": players, **options}, seed)
    rng = random.Random(seed)
    for i in range(steps):
        if g.phase == "over":
            break
        if i % 7 == 0:
            seat, bad = random_illegal(g, rng)
            assert_refused_unchanged(g, seat, bad)
        seat = engine.must_act(g)[0]
        if trades and engine.can_propose_trade(g, seat) and rng.random() < 0.2:
            with contextlib.suppress(engine.IllegalAction):
                engine.apply_action(g, seat, ("offer", random_bundle(rng), random_bundle(rng), -1))
        # answer open offers sometimes (any seat, any order)
        if g.offers and rng.random() < 0.5:
            other = rng.randrange(g.n)
            answers = [
                a for a in engine.legal_actions(g, other) if a[0] in ("accept", "decline", "confirm", "withdraw")
            ]
            if answers:
                engine.apply_action(g, other, rng.choice(answers))
                check_invariants(g)
                continue
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
        check_invariants(g)


@given(seed=st.integers(0, 2**32), steps=st.integers(1, 400))
def test_every_listed_action_is_accepted_and_round_trips(seed: int, steps: int) -> None:
    g = engine.new_game({"players": 4}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.phase == "over":
            break
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
    text = engine.to_json(g)
    assert engine.to_json(engine.from_json(text)) == text
    for seat in range(4):
        for action in engine.legal_actions(g, seat):
            copy = engine.from_json(text)
            engine.apply_action(copy, seat, engine.action_from_json(engine.action_to_json(action)))
