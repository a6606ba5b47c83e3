from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from db.repository import Repository


@pytest.fixture
def target(migrated_db_target: str | Path) -> str | Path:
    """The database of a test: a SQLite file or a PostgreSQL URL (each test runs on both), at the latest schema on
    PostgreSQL already; the migrations' own tests (test_db_schema.py) start from empty ones."""
    return migrated_db_target


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A SQLite file, for the tests of what is specific to SQLite (pragmas, the file's header)."""
    return tmp_path / "catanbot.sqlite3"


@pytest.fixture
async def repo(target: str | Path) -> AsyncIterator[Repository]:
    repository = await Repository.open(target)
    yield repository
    await repository.close()
