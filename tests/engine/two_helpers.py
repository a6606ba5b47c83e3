"""Scenario builders for the 2-player variant's rule tests (real games, nudged into position)."""

from __future__ import annotations

from typing import Any

import engine
from engine import topology as topo
from engine.rules import building
from engine.state import GameState
from tests.engine.helpers import force_next_roll

N1, N2 = 2, 3  # neutral players' piece seats
N1_START, N2_START = 29, 35  # their settlements on the beginner map (intersections 30 and 36)


def two_game(seed: int = 3, **options: Any) -> GameState:
    """A new 2-player game on the beginner map (neutral settlements on 30 and 36), at set-up."""
    return engine.new_game({"players": 2, "board": "beginner", **options}, seed)


def finish_setup(g: GameState) -> None:
    """Each real player takes the first legal choice until the set-up phase is over."""
    while g.phase == "setup":
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])


def empty_two(**options: Any) -> GameState:
    """A 2-player game moved straight to turn 1 of seat 0 with only the neutral settlements on the
    board and empty hands (for building scenarios)."""
    g = two_game(**options)
    g.phase, g.step, g.turn, g.active = "play", "pre_roll", 1, 0
    g.touch()
    return g


def roll_pair(g: GameState, first: int, second: int) -> list[list[dict]]:
    """Both rolls of the turn, forced to the given sums (non-7); returns the events of each."""
    out = []
    for total in (first, second):
        force_next_roll(g, total)
        out.append(engine.apply_action(g, g.active, ("roll",)))
    return out


def to_main(g: GameState, first: int = 8, second: int = 6) -> None:
    roll_pair(g, first, second)
    assert g.step == "main"


def coastal(v: int) -> bool:
    return len(topo.VERTEX_HEXES[v]) < 3


def neutral_road_path(g: GameState, neutral: int, length: int) -> list[int]:
    """Lay ``length`` roads for a neutral player from its settlement (first legal path each time)."""
    placed = []
    for _ in range(length):
        cand = building.road_candidates(g, neutral)
        e = (cand & -cand).bit_length() - 1
        building.place_road(g, neutral, e)
        placed.append(e)
    g.touch()
    return placed


def kinds(g: GameState, seat: int) -> set[str]:
    return {a[0] for a in engine.legal_actions(g, seat)}
