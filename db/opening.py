"""Opening the database a URL names: the one place that knows both kinds of connection.

The backend's interface (``db.backend``) is what each kind implements (``db.connection`` for SQLite,
``db.postgresql``); the factory that picks one lives here, so the interface does not import its
implementations.
"""

from __future__ import annotations

from pathlib import Path

from db.backend import POSTGRESQL, SYNCHRONOUS_MODES, Database, backend_of, sqlite_path


async def open_database(target: str | Path, *, synchronous: str = "FULL") -> Database:
    """Open the database a URL (or a SQLite file path) names.

    ``synchronous`` is SQLite's durability setting; on PostgreSQL FULL/EXTRA mean ``synchronous_commit
    = on`` (a commit is on the server's disk before it is acknowledged) and OFF/NORMAL mean ``off``.
    """
    if synchronous not in SYNCHRONOUS_MODES:
        raise ValueError(f"synchronous must be one of {SYNCHRONOUS_MODES}")
    if backend_of(target) == POSTGRESQL:
        from db.postgresql import PostgresDatabase  # asyncpg is needed only by PostgreSQL users

        return await PostgresDatabase.open(str(target), synchronous=synchronous)
    from db.connection import SqliteDatabase

    return await SqliteDatabase.open(sqlite_path(target), synchronous=synchronous)
