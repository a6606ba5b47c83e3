"""Storage for catanbot (SQLite by default, or PostgreSQL): the only package that contains SQL.

    repo = await Repository.open(database_url())       # creates the database, applies migrations
    ...
    await repo.close()

See ``db/README.md`` for the schema and the admin command line (``python -m service.admin``).
"""

from __future__ import annotations

from db.backend import Database, backend_of
from db.config import DEFAULT_DATABASE_PATH, database_path, database_url, load_dotenv_file
from db.errors import DATABASE_ERRORS, DatabaseUnavailable, SchemaTooNew, StorageError, VersionConflict
from db.repository import Repository
from db.rows import (
    ABANDONED,
    ACTIVE,
    CANCELLED,
    ENDED,
    FINISHED,
    LOBBY,
    NEEDS_ATTENTION,
    STATUSES,
    UNFINISHED,
    ActionRow,
    GameRow,
    MessageRef,
    ScanRow,
    StoredGame,
)
from db.schema import LATEST_VERSION, MIGRATIONS, migrate

__all__ = [
    "ABANDONED", "ACTIVE", "CANCELLED", "DATABASE_ERRORS", "DEFAULT_DATABASE_PATH", "ENDED", "FINISHED", "LATEST_VERSION", "LOBBY",
    "MIGRATIONS", "NEEDS_ATTENTION", "STATUSES", "UNFINISHED", "ActionRow", "Database", "DatabaseUnavailable", "GameRow", "MessageRef",
    "Repository", "ScanRow", "SchemaTooNew", "StorageError", "StoredGame", "VersionConflict", "backend_of",
    "database_path", "database_url", "load_dotenv_file", "migrate",
]  # fmt: skip
