"""2-player variant: invariants over random legal play (hypothesis), JSON and replay, views, and
complete random games (issue 11)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine import topology as topo
from engine.constants import MAX_ROADS, MAX_SETTLEMENTS
from engine.rules.two_player.record import MAX_TRADE_CARDS, TRADE_CARDS
from tests.engine.helpers import assert_refused_unchanged
from tests.engine.test_properties import check_invariants, random_illegal

# Complete random games: the suite plays a sample; bench/soak.py plays 250 with the same checks
# (check_random_game), and bench/engine.py --players 2 times 1,000.
CI_GAMES = 40
ACTION_CAP = 30_000

TWO_KINDS_ILLEGAL = [("forced_trade",), ("robber_to_desert",), ("knight_for_trade_cards",),
                     ("neutral_road", 2, 0), ("neutral_settlement", 3, 5), ("forced_trade_give", (1, 1, 0, 0, 0))]  # fmt: skip


def check_two_invariants(g: engine.GameState) -> None:
    check_invariants(g)  # resource cards, pieces, VP, road lengths, distance rule (shared with the base game)
    two = g.two
    assert sum(two.trade_cards) + two.supply() == TRADE_CARDS and two.supply() >= 0
    assert all(0 <= c <= MAX_TRADE_CARDS for c in two.trade_cards)
    assert len(g.hands) == 2 and len(g.dev) == 2 and len(g.knights) == 2
    for n in (2, 3):
        roads = sum(1 for x in g.roads if x == n)
        settlements = sum(1 for v in range(54) if g.owner[v] == n and g.building[v] == 1)
        assert roads == g.road_count[n] <= MAX_ROADS
        assert 1 <= settlements == g.settlements[n] <= MAX_SETTLEMENTS
        assert g.cities[n] == 0 and not any(g.owner[v] == n and g.building[v] == 2 for v in range(54))
    assert set(engine.must_act(g)) <= {0, 1}
    if g.phase == "play" and g.step == "main":
        assert len(two.rolls) == 2 and sum(two.rolls[0]) != sum(two.rolls[1])  # TWO-ROLL-2


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), steps=st.integers(50, 700), board=st.sampled_from(["variable", "beginner"]),
       limit=st.sampled_from([0, 1]))  # fmt: skip
def test_two_player_invariants_hold_over_random_legal_play(seed: int, steps: int, board: str, limit: int) -> None:
    g = engine.new_game({"players": 2, "board": board, "two_max_actions_per_turn": limit}, seed)
    rng = random.Random(seed)
    log = []
    for i in range(steps):
        if g.phase == "over":
            break
        if i % 5 == 0:  # an illegal action is refused and leaves the JSON byte-identical
            seat, bad = random_illegal(g, rng)
            if i % 10 == 0:
                seat, bad = g.active, rng.choice(TWO_KINDS_ILLEGAL)
            if bad not in engine.legal_actions(g, seat):
                assert_refused_unchanged(g, seat, bad)
        seat = engine.must_act(g)[0]
        action = rng.choice(engine.legal_actions(g, seat))
        engine.apply_action(g, seat, engine.action_from_json(engine.action_to_json(action)))
        log.append((seat, action))
        check_two_invariants(g)
    text = engine.to_json(g)
    assert engine.to_json(engine.from_json(text)) == text
    assert engine.to_json(engine.replay({"players": 2, "board": board, "two_max_actions_per_turn": limit}, seed,
                                        log)) == text  # fmt: skip


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(1, 500))
def test_two_player_every_listed_action_is_accepted_from_a_reloaded_state(seed: int, steps: int) -> None:
    g = engine.new_game({"players": 2}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.phase == "over":
            break
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
    text = engine.to_json(g)
    for seat in range(2):
        for action in engine.legal_actions(g, seat):
            copy = engine.from_json(text)
            assert engine.legal_actions(copy, seat) == engine.legal_actions(g, seat)
            engine.apply_action(copy, seat, action)


def test_two_player_views_hide_hands_and_show_trade_cards_and_neutrals() -> None:
    g = engine.new_game({"players": 2}, 99)
    rng = random.Random(3)
    while g.turn < 12:
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
    public = engine.public_view(g)
    assert len(public["players"]) == 2 and "hand" not in str(public["players"])
    two = public["two_player"]
    assert two["trade_cards"] == g.two.trade_cards and len(two["neutrals"]) == 2
    assert {n["seat"] for n in two["neutrals"]} == {2, 3}
    assert {p for _v, p, _k in public["buildings"]} >= {2, 3}
    mine = engine.player_view(g, 0)
    assert mine["two_player"] == two and mine["you"]["hand"]
    assert "rng" not in str(public) and str(g.rng.seed) not in engine.to_json(g).split('"rng"')[0]


def test_two_player_json_carries_the_record_and_rejects_a_mismatch() -> None:
    import json

    import pytest

    g = engine.new_game({"players": 2}, 4)
    data = json.loads(engine.to_json(g))
    assert data["two"]["trade_cards"] == [4, 4] and data["colours"] == ["red", "blue", "white", "orange"]
    del data["two"]
    with pytest.raises(engine.InvalidState):
        engine.from_dict(data)
    base = json.loads(engine.to_json(engine.new_game({"players": 3}, 4)))
    assert "two" not in base
    base["two"] = json.loads(engine.to_json(g))["two"]
    with pytest.raises(engine.InvalidState):
        engine.from_dict(base)


def test_two_player_labels_describe_the_new_actions() -> None:
    assert (
        engine.describe_action(("neutral_road", 2, 0), shape=topo.STANDARD)
        == f"place a road for neutral white on {topo.EDGE_LABELS[0]}"
    )
    assert "desert" in engine.describe_action(("robber_to_desert",), shape=topo.STANDARD)
    assert engine.action_from_json(["forced_trade_give", [1, 0, 0, 1, 0]]) == ("forced_trade_give", (1, 0, 0, 1, 0))


def play_to_the_end(seed: int) -> tuple[engine.GameState, int]:
    g = engine.new_game({"players": 2, "board": "variable"}, seed)
    rng = random.Random(seed)
    actions = 0
    while g.phase != "over":
        seats = engine.must_act(g)
        assert seats, f"seed {seed}: nobody must act in an unfinished game"
        legal = engine.legal_actions(g, seats[0])
        assert legal, f"seed {seed}: seat {seats[0]} must act but has no legal action (step {g.step})"
        engine.apply_action(g, seats[0], rng.choice(legal))
        actions += 1
        if actions > ACTION_CAP:
            raise AssertionError(f"seed {seed}: no winner after {ACTION_CAP} actions (turn {g.turn})")
    return g, actions


def check_random_game(i: int) -> int:
    """2-player game number ``i`` reaches a winner, keeps its cards and trade cards; its actions."""
    g, n = play_to_the_end(1_000_003 * i + 29)
    assert g.winner in (0, 1) and g.victory_points(g.winner) >= 10
    assert all(g.bank[r] + sum(h[r] for h in g.hands) == 19 for r in range(5))
    assert sum(g.two.trade_cards) <= TRADE_CARDS
    return n


def test_two_player_random_games_reach_a_winner() -> None:
    for i in range(CI_GAMES):
        check_random_game(i)
