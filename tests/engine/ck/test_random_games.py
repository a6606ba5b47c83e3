"""Complete random C&K games (3 and 4 players, random boards and seeds) reach a winner, with barbarian
attacks actually happening. CI-sized; ``bench/soak.py`` plays 200 with the same checks and
``bench/ck_games.py`` prints histograms of 2,000.
The players are ``engine.bots.random_action`` (uniform, with a nudge towards scoring builds in C&K)."""

from __future__ import annotations

import os
import random

import engine
from engine.bots import random_action
from tests.engine.ck.invariants import check_ck_invariants

GAMES = int(os.environ.get("CK_RANDOM_GAMES", "24"))  # bench/soak.py: 200
ACTION_CAP = 100_000  # generous: these games average ~2,500 actions


def play_to_the_end(seed: int, players: int) -> tuple[engine.GameState, int]:
    g = engine.new_game({"expansion": "cities_and_knights", "players": players}, seed)
    rng = random.Random(seed)
    actions = 0
    while g.phase != "over":
        seats = engine.must_act(g)
        assert seats, f"seed {seed}: nobody must act in an unfinished game"
        seat = rng.choice(seats)  # owed decisions are answered in any order
        assert engine.legal_actions(g, seat), f"seed {seed}: seat {seat} must act but cannot (step {g.step})"
        engine.apply_action(g, seat, random_action(g, seat, rng))
        actions += 1
        if actions > ACTION_CAP:
            raise AssertionError(f"seed {seed}: no winner after {ACTION_CAP} actions (turn {g.turn})")
    return g, actions


def check_random_game(i: int) -> tuple[int, int]:
    """C&K game number ``i`` (3 or 4 players) reaches a winner with 13 VP, invariants hold; (actions, attacks)."""
    g, n = play_to_the_end(1_000_003 * i + 29, 3 + i % 2)
    assert g.winner >= 0 and g.victory_points(g.winner) >= 13
    check_ck_invariants(g)
    return n, g.ck.attacks


def check_attacks(attacks: list[int]) -> None:
    """Attacks happen in (nearly) every game, more than ten a game on average."""
    assert sum(1 for a in attacks if a > 0) >= 0.9 * len(attacks)
    assert sum(attacks) > 10 * len(attacks)


def test_random_ck_games_reach_a_winner_with_barbarian_attacks() -> None:
    check_attacks([check_random_game(i)[1] for i in range(GAMES)])


def test_greedy_bot_plays_cities_and_knights_to_the_end() -> None:
    from engine.bots import greedy_action

    for seed in (2, 4):
        g = engine.new_game({"expansion": "cities_and_knights", "players": 3 + seed % 2}, seed)
        rng = random.Random(seed)
        for _ in range(50_000):
            if g.phase == "over":
                break
            seat = rng.choice(engine.must_act(g))
            action = greedy_action(g, seat, rng)
            assert action in engine.legal_actions(g, seat)
            engine.apply_action(g, seat, action)
        assert g.winner >= 0 and g.ck.attacks > 0
