"""Rule sets as plug-ins change no behaviour (issue #21): seeded random games of every rule set give
the digests the engine gave before the refactor (``identity_games``; main at 1b89d2f)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.engine.identity_games import GAMES, play

DIGESTS = json.loads((Path(__file__).parent / "data" / "ruleset_digests.json").read_text())
CASES = [(name, seed) for name, (_o, seeds, _c) in GAMES.items() for seed in seeds]


@pytest.mark.parametrize(("name", "seed"), CASES, ids=[f"{n}/{s}" for n, s in CASES])
def test_same_states_events_views_as_before_plugins(name: str, seed: int) -> None:
    options, _seeds, cap = GAMES[name]
    assert play(options, seed, cap) == DIGESTS[f"{name}/{seed}"]
