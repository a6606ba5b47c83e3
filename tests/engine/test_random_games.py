"""Issue #2: 2,000 complete random 4-player games on random boards reach a winner, no stall."""

from __future__ import annotations

import random

import engine

GAMES = 2000
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


def test_two_thousand_random_games_reach_a_winner() -> None:
    total = 0
    for i in range(GAMES):
        seed = 1_000_003 * i + 17
        g, n = play_to_the_end(seed)
        total += n
        assert g.winner >= 0 and g.victory_points(g.winner) >= 10
        assert all(g.bank[r] + sum(h[r] for h in g.hands) == 19 for r in range(5))
    assert total > GAMES * 100
