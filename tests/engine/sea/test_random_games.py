"""Random Seafarers games reach a winner (issue #31): every scenario with 3 and 4 players, random legal
actions from the engine's own listing, cards conserved, the fog stacks never in a view, the record's JSON
round trip exact along the way.

Through the Desert's strip has a gold field reachable by road, and a rolled gold field is the routes half's
(``gold``): those games run once both halves are in. Without ships nobody reaches the small islands, so
until then the games play to 10 VP (the scenario's target once both halves are in)."""

from __future__ import annotations

import json
import random

import pytest

import engine
from engine.serialize import from_json, to_json
from tests.engine.sea.helpers import game

ACTION_CAP = 40_000
CASES = [(s, p) for s in ("new_shores", "four_islands", "fog_island", "through_the_desert") for p in (3, 4)]


def play(scenario: str, players: int, seed: int) -> engine.GameState:
    g = game(scenario, players, seed, sea_layout="variable" if seed % 2 else "printed")
    rng = random.Random(seed)
    actions = 0
    while g.phase != "over":
        seat = engine.must_act(g)[0]
        legal = engine.legal_actions(g, seat)
        assert legal, f"{scenario}/{players}/{seed}: seat {seat} has no legal action in step {g.step}"
        engine.apply_action(g, seat, rng.choice(legal))
        actions += 1
        assert actions < ACTION_CAP, f"{scenario}/{players}/{seed}: no winner (turn {g.turn})"
        if actions % 97 == 0:
            _check(g)
    _check(g)
    return g


def _check(g: engine.GameState) -> None:
    assert all(g.bank[r] + sum(h[r] for h in g.hands) == 19 for r in range(5))  # cards conserved
    views = [json.dumps(engine.public_view(g))] + [json.dumps(engine.player_view(g, s)) for s in range(g.n)]
    assert not any("fog_terrain" in v or "fog_tokens" in v for v in views)  # SEA-INFO-1
    sea = engine.public_view(g)["seafarers"]
    assert sea["fog_left"] == {"tiles": sorted(g.sea.fog_terrain), "tokens": sorted(g.sea.fog_tokens)}
    assert len(sea["fog"]) == len(g.sea.fog_terrain)
    assert to_json(from_json(to_json(g))) == to_json(g)


@pytest.mark.parametrize(("scenario", "players"), CASES)
def test_random_seafarers_games_reach_a_winner(scenario: str, players: int) -> None:
    for seed in range(3):
        g = play(scenario, players, 1_000_003 * seed + 29)
        assert g.winner >= 0 and g.victory_points(g.winner) >= g.options.vp_target
