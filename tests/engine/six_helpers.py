"""Positions and games for the 5-6 player extension's tests (five_six.md, SIX-*)."""

from __future__ import annotations

import random
from typing import Any

import engine
from engine import actions as A
from engine.rules.five_six.geometry import LARGE
from engine.state import GameState
from engine.testing import position

SBP_PASS = "sbp_pass"


def six_position(players: int = 6, options: dict[str, Any] | None = None, **kw: Any) -> GameState:
    """``engine.testing.position`` on the 30-hex island (5-6 games always have a variable board)."""
    return position(players, options={"board": "variable", **(options or {})}, **kw)


def chain(start: int, length: int, avoid: frozenset[int] = frozenset()) -> str:
    """A road chain label of ``length`` roads from intersection id ``start`` (greedy, lowest neighbour)."""
    seen = {start} | set(avoid)
    path = [start]
    while len(path) <= length:
        nxt = min(u for u in LARGE.VERTEX_NEIGHBOURS[path[-1]] if u not in seen)
        seen.add(nxt)
        path.append(nxt)
    return "-".join(str(v + 1) for v in path)


def end_turn(g: GameState) -> list[dict[str, Any]]:
    return engine.apply_action(g, g.active, (A.END_TURN,))


def pass_slot(g: GameState) -> list[dict[str, Any]]:
    return engine.apply_action(g, g.active, (SBP_PASS,))


def play_random(g: GameState, seed: int, limit: int = 60000, check: Any = None) -> GameState:
    """Uniformly random legal actions until the game ends (``check(g, seat, action, before_phase)``)."""
    rng = random.Random(seed)
    for _ in range(limit):
        if g.phase == "over":
            return g
        seat = engine.must_act(g)[0]
        action = rng.choice(engine.legal_actions(g, seat))
        phase = g.phase
        engine.apply_action(g, seat, action)
        if check is not None:
            check(g, seat, action, phase)
    raise AssertionError("no winner within the action limit")
