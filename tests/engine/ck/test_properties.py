"""Hypothesis over random legal C&K play: conservation, deck sizes, piece limits, VP recount,
barbarian range, illegal actions leave the state unchanged, JSON round trip and replay."""

from __future__ import annotations

import contextlib
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from tests.engine.ck.invariants import check_ck_invariants
from tests.engine.helpers import assert_refused_unchanged

CK = {"expansion": "cities_and_knights"}
OPTION_SETS = [
    {},
    {"ck_nasty": True},
    {"ck_easy_start": True, "ck_knight_errant": True},
    {"ck_hand_limit_check": "end_of_turn", "ck_pillage_without_settlement": "remove", "barbarian_steps": 3},
]


def random_bundle(rng: random.Random) -> tuple[int, ...]:
    return tuple(rng.choice((0, 0, 0, 1, 2)) for _ in range(8))


def random_illegal(g: engine.GameState, rng: random.Random) -> tuple[int, tuple]:
    seat = rng.randrange(g.n)
    legal = set(engine.legal_actions(g, seat))
    v, e = rng.randrange(54), rng.randrange(72)
    candidates = [
        ("road", e), ("settlement", v), ("city", v), ("robber", rng.randrange(19)), ("roll",), ("end_turn",),
        ("wall", v), ("knight_hire", v), ("knight_activate", v), ("knight_promote", v), ("knight_move", v, e % 54),
        ("knight_displace", v, e % 54), ("knight_chase", v), ("improve", rng.randrange(3)),
        ("bank_trade", rng.randrange(8), rng.randrange(8)), ("answer", rng.randrange(1, 30), rng.randrange(-1, 54)),
        ("alchemist", rng.randrange(1, 7), rng.randrange(1, 7)), ("irrigation",), ("progress_discard", "spy"),
        ("buy_dev",), ("knight",), ("discard", random_bundle(rng)), ("steal", rng.randrange(4)),
    ]  # fmt: skip
    return seat, rng.choice([a for a in candidates if a not in legal])


def step(g: engine.GameState, rng: random.Random, trades: bool) -> tuple[int, tuple]:
    seats = engine.must_act(g)
    seat = rng.choice(seats)  # decisions owed by several players are answered in any order
    if trades and engine.can_propose_trade(g, seat) and rng.random() < 0.1:
        with contextlib.suppress(engine.IllegalAction):
            offer = ("offer", random_bundle(rng), random_bundle(rng), -1)
            engine.apply_action(g, seat, offer)
            return seat, offer
    if g.offers and rng.random() < 0.5:
        other = rng.randrange(g.n)
        answers = [a for a in engine.legal_actions(g, other) if a[0] in ("accept", "decline", "confirm", "withdraw")]
        if answers:
            a = rng.choice(answers)
            engine.apply_action(g, other, a)
            return other, a
    a = rng.choice(engine.legal_actions(g, seat))
    engine.apply_action(g, seat, a)
    return seat, a


@settings(max_examples=20)
@given(
    seed=st.integers(0, 2**63 - 1),
    players=st.sampled_from([3, 4]),
    steps=st.integers(200, 3000),
    trades=st.booleans(),
    options=st.sampled_from(OPTION_SETS),
)
def test_ck_invariants_hold_over_random_legal_play(
    seed: int, players: int, steps: int, trades: bool, options: dict
) -> None:
    g = engine.new_game({**CK, "players": players, **options}, seed)
    rng = random.Random(seed)
    for i in range(steps):
        if g.phase == "over":
            break
        if i % 11 == 0:
            seat, bad = random_illegal(g, rng)
            assert_refused_unchanged(g, seat, bad)
        step(g, rng, trades)
        if i % 5 == 0 or g.phase == "over":
            check_ck_invariants(g)


@settings(max_examples=15)
@given(seed=st.integers(0, 2**32), steps=st.integers(1, 3000), options=st.sampled_from(OPTION_SETS))
def test_ck_json_round_trip_and_replay_byte_for_byte(seed: int, steps: int, options: dict) -> None:
    opts = {**CK, "players": 4, **options}
    g = engine.new_game(opts, seed)
    rng = random.Random(seed)
    log = []
    for _ in range(steps):
        if g.phase == "over":
            break
        seat, a = step(g, rng, trades=True)
        log.append((seat, engine.action_to_json(a)))
    text = engine.to_json(g)
    again = engine.from_json(text)
    assert engine.to_json(again) == text
    for seat in range(4):
        assert engine.legal_actions(again, seat) == engine.legal_actions(g, seat)
        assert engine.view(again, seat) == engine.view(g, seat)
    replayed = engine.replay(opts, seed, [(s, engine.action_from_json(a)) for s, a in log])
    assert engine.to_json(replayed) == text
    for seat in range(4):  # every listed action is accepted (and parses back from JSON)
        for action in engine.legal_actions(g, seat)[:40]:
            copy = engine.from_json(text)
            engine.apply_action(copy, seat, engine.action_from_json(engine.action_to_json(action)))
