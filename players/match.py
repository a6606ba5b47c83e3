"""Play whole games among built-in players (tests and ``bench/bots.py``).

A seat is played by a strength name (``easy``, ``normal``, ``hard``) deciding from its view, or by
``random``: the engine's uniformly random legal player (``engine.bots.random_action``), the baseline.
Answers to trade offers are collected before the active player moves on, as a table of bots would.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import engine
from engine.bots import random_action
from players import decide

Decider = Callable[[dict[str, Any], random.Random, str], Any]


def _default_decider(view: dict[str, Any], rng: random.Random, strength: str) -> Any:
    return decide(view, rng, strength=strength, iterations=None if strength != "hard" else 400)


def play_game(
    options: dict[str, Any],
    seed: int,
    seats: list[str],
    *,
    decider: Decider = _default_decider,
    max_moves: int = 6000,
) -> engine.GameState:
    """Play one game to its end (or ``max_moves``); each seat's rng is seeded from ``seed``."""
    game = engine.new_game({**options, "players": len(seats)}, seed)
    rngs = [random.Random(seed * 7919 + 101 * s) for s in range(len(seats))]

    def act(seat: int) -> None:
        if seats[seat] == "random":
            action = random_action(game, seat, rngs[seat])
        else:
            action = decider(engine.player_view(game, seat), rngs[seat], seats[seat])
        engine.apply_action(game, seat, action)

    for _ in range(max_moves):
        if game.phase == "over":
            break
        answering = [d["seat"] for d in engine.pending(game) if d["kind"] == "trade_response"]
        if answering:
            act(answering[0])
            continue
        act(engine.must_act(game)[0])
    return game
