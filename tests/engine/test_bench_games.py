"""Issue #32 item 4: the engine's speed work changes no game. The benchmark's own games (``bench_games``:
complete games of ``engine.bots.random_action`` in every rule set, C&K above all) give the digests main gave
before it: the same legal actions in the same order, the same events, the same final record."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.engine.bench_games import GAMES, play

DIGESTS = json.loads((Path(__file__).parent / "data" / "bench_game_digests.json").read_text())
CASES = [(name, i) for name, (_o, games) in GAMES.items() for i in games]


@pytest.mark.parametrize(("name", "i"), CASES, ids=[f"{n}/{i}" for n, i in CASES])
def test_issue32_item4_bench_games_list_and_play_as_before(name: str, i: int) -> None:
    assert play(GAMES[name][0], i) == DIGESTS[f"{name}/{i}"]
