"""rest33 item 5: the demo counts discards and robberies from the game's public events, not from English words in
the thread (a German demo printed "robberies: 0" for a game with ten robberies)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from tools.demo.__main__ import _event_counts

pytestmark = pytest.mark.asyncio


class _Repo:
    def __init__(self, rows: list[Any]) -> None:
        self.rows = rows

    async def actions(self, game_id: int, *, with_events: bool = True) -> list[Any]:
        assert with_events
        return self.rows


async def test_issue33_discards_and_robberies_come_from_the_games_events() -> None:
    rows = [
        SimpleNamespace(events=[{"type": "rolled", "total": 7}, {"type": "discarded", "seat": 1, "cards": [1, 0, 0, 0, 3]}]),
        SimpleNamespace(events=[{"type": "robber_moved", "seat": 0}, {"type": "stolen", "seat": 0, "victim": 1}]),
        SimpleNamespace(events=None),  # a move stored before events were kept
        SimpleNamespace(events=[{"type": "stolen", "seat": 2, "victim": 0}, {"type": "discarded", "seat": 2}]),
    ]
    world = SimpleNamespace(service=SimpleNamespace(repo=_Repo(rows)))
    assert await _event_counts(world, 1) == {"discards": 2, "robberies": 2}  # type: ignore[arg-type]
