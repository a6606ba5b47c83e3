"""Issue #2: complete random 4-player games on random boards reach a winner, no stall.

The suite plays a CI-sized sample; ``bench/soak.py`` plays 2,000 of them with the same checks (issue #21
item 8: soak runs live in bench/)."""

from __future__ import annotations

import random

import engine

GAMES = 120  # bench/soak.py: 2,000
ACTION_CAP = 30_000  # a generous cap: random games average ~1,000 actions


def play_to_the_end(seed: int) -> tuple[engine.GameState, int]:
    g = engine.new_game({"players": 4, "board": "variable"}, seed)
    rng = random.Random(seed)
    actions = 0
    while g.phase != "over":
        seats = engine.must_act(g)
        assert seats, f"seed {seed}: nobody must act in an unfinished game"
        seat = seats[0]
        legal = engine.legal_actions(g, seat)
        assert legal, f"seed {seed}: seat {seat} must act but has no legal action (step {g.step})"
        engine.apply_action(g, seat, rng.choice(legal))
        actions += 1
        if actions > ACTION_CAP:
            raise AssertionError(f"seed {seed}: no winner after {ACTION_CAP} actions (turn {g.turn})")
    return g, actions


def check_random_game(i: int) -> int:
    """Game number ``i`` reaches a winner with 10 VP and keeps the 19 cards of each resource; its actions."""
    g, n = play_to_the_end(1_000_003 * i + 17)
    assert g.winner >= 0 and g.victory_points(g.winner) >= 10
    assert all(g.bank[r] + sum(h[r] for h in g.hands) == 19 for r in range(5))
    return n


def test_random_games_reach_a_winner() -> None:
    total = sum(check_random_game(i) for i in range(GAMES))
    assert total > GAMES * 100
