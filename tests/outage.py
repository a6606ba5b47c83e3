"""A database that fails for a while, as a real one does when its server restarts or its disk errs.

``Outage(repo)`` reaches under the backend's own error handling (``db.backend.Availability``) and makes
the driver itself raise what it raises in an outage: ``sqlite3.OperationalError("disk I/O error")`` on
SQLite, ``asyncpg``'s ``ConnectionDoesNotExistError`` on PostgreSQL, for every read and every write
while ``down`` is true. Nothing else changes: when ``down`` turns false the same connections answer.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

from db.connection import SqliteDatabase
from db.repository import Repository


class Outage:
    def __init__(self, repo: Repository) -> None:
        self.db: Any = repo._db  # a test reaches under the backend on purpose
        self.down = False
        self.failed = 0  # requests refused so far
        if isinstance(self.db, SqliteDatabase):
            self.error: Callable[[], BaseException] = lambda: sqlite3.OperationalError("disk I/O error")
            self._wrap(self.db._reader, "execute_fetchall")
        else:
            import asyncpg

            self.error = lambda: asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation")
            self.db._pool = _PoolProxy(self.db._pool)  # asyncpg's Pool has slots: its methods can't be replaced
            self._wrap(self.db._pool, "fetch")
            self._wrap(self.db._pool, "fetchrow")
        self._wrap(self.db, "_run_write")

    def _wrap(self, owner: Any, name: str) -> None:
        real = getattr(owner, name)

        def failing(*args: Any, **kwargs: Any) -> Any:
            if not self.down:
                return real(*args, **kwargs)
            self.failed += 1
            error = self.error()

            async def refuse() -> Any:
                raise error

            return refuse()

        setattr(owner, name, failing)


class _PoolProxy:
    """The pool, with attributes of its own that ``Outage`` can replace."""

    def __init__(self, pool: Any) -> None:
        self._pool = pool
        self.fetch = pool.fetch
        self.fetchrow = pool.fetchrow

    def __getattr__(self, name: str) -> Any:
        return getattr(self._pool, name)
