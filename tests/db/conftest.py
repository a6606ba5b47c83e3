from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from db.repository import Repository


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "catanbot.sqlite3"


@pytest.fixture
async def repo(db_path: Path) -> AsyncIterator[Repository]:
    repository = await Repository.open(db_path)
    yield repository
    await repository.close()
