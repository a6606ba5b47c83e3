from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from service import GameService


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


@pytest.fixture
def target(migrated_db_target: str | Path) -> str | Path:
    """The database of a test: a SQLite file or a PostgreSQL URL (each test runs on both), at the latest schema on
    PostgreSQL already (tests/db tests the migrations)."""
    return migrated_db_target


@pytest.fixture
async def service(target: str | Path) -> AsyncIterator[GameService]:
    seeds = itertools.count(1000)
    svc = await GameService.open(target, clock=FakeClock(), seed_source=lambda: next(seeds))
    await svc.start(verify="now")
    yield svc
    await svc.close()
