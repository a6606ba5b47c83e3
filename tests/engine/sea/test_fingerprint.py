"""Seafarers plays exactly as before its speed work (issue #31, the bench target): seeded random games of
every scenario give the digests the rule set gave when its two halves were finished (``fingerprint``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.engine.sea.fingerprint import GAMES, play

DIGESTS = json.loads((Path(__file__).parent / "data" / "fingerprints.json").read_text())
CASES = [(name, seed) for name, (_o, seeds, _c) in GAMES.items() for seed in seeds]


@pytest.mark.parametrize(("name", "seed"), CASES, ids=[f"{n}/{s}" for n, s in CASES])
def test_issue31_seafarers_games_same_as_before_speed_work(name: str, seed: int) -> None:
    """Listings, events, route lengths (SEA-LTR-1..4), views, refusals and records along a random game."""
    options, _seeds, cap = GAMES[name]
    assert play(options, seed, cap) == DIGESTS[f"{name}/{seed}"]
