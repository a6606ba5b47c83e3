"""Small helpers for the Seafarers board tests (spots in the spec's coordinates)."""

from __future__ import annotations

from typing import Any

import engine
from engine.state import GameState

# The step in which a gold field of set-up or a discovery is chosen (``engine.rules.seafarers.gold``).
GOLD_STEP = "gold_choice"

SEA = {"expansion": "seafarers"}
SETTLEMENT_COST = {"brick": 1, "lumber": 1, "grain": 1, "wool": 1}


def game(scenario: str = "new_shores", players: int = 4, seed: int = 1, **options: Any) -> GameState:
    return engine.new_game({**SEA, "sea_scenario": scenario, "players": players, **options}, seed)


def v(g: GameState, key: tuple[int, int, str]) -> int:
    return g.topo.VERTEX_INDEX[key]


def e(g: GameState, key: tuple[int, int, str]) -> int:
    return g.topo.EDGE_KEY_INDEX[key]


def hx(g: GameState, coord: tuple[int, int]) -> int:
    return g.topo.HEX_INDEX[coord]


def kinds(g: GameState, seat: int, kind: str) -> list[tuple[Any, ...]]:
    return [a for a in engine.legal_actions(g, seat) if a[0] == kind]


def play_setup(g: GameState, pick: int = 0) -> None:
    """Play the whole set-up through legal actions: each placement's ``pick``-th settlement (mod the
    choices) and its first road or ship; a gold pick takes the first type offered."""
    while g.phase == "setup":
        seat = g.active
        acts = engine.legal_actions(g, seat)
        if g.step == "setup_settlement":
            sites = [a for a in acts if a[0] == "settlement"]
            engine.apply_action(g, seat, sites[(pick * 7 + g.setup_index * 13) % len(sites)])
        else:
            engine.apply_action(g, seat, acts[0])


def gold_actions(g: GameState, seat: int) -> dict[int, tuple[Any, ...]]:
    """The legal ways to take one resource of a gold field, by resource."""
    out: dict[int, tuple[Any, ...]] = {}
    for a in engine.legal_actions(g, seat):
        if a[0] == "gold" and sum(a[1]) == 1:
            out[list(a[1]).index(1)] = a
    return out
