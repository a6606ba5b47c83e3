"""Errors raised by the storage layer. None of them carries row contents (snapshots hold secrets)."""

from __future__ import annotations

import sqlite3


class StorageError(Exception):
    """Base of every error the storage layer raises on purpose."""


class SchemaTooNew(StorageError):
    """The database file was written by a newer build; running this one could damage it."""

    def __init__(self, found: int, supported: int) -> None:
        super().__init__(
            f"database schema version {found} is newer than this build supports ({supported}); "
            "upgrade the bot instead of downgrading the database"
        )
        self.found = found
        self.supported = supported


class VersionConflict(StorageError):
    """A guarded write found the game in another state than the writer expected.

    This is how a lost or doubled write is turned into an error: every write of a game names the
    version (or status) it was computed from, and nothing is written if that is no longer true.
    """

    def __init__(self, game_id: int, detail: str) -> None:
        super().__init__(f"game {game_id}: {detail}")
        self.game_id = game_id
        self.detail = detail


class DatabaseUnavailable(StorageError):
    """The database could not be reached or could not answer (connection lost, server restarting, disk
    error, file locked for too long): a fault expected to pass, raised by every backend in place of its
    driver's error, so callers tell "try again later" from a bug without knowing the driver.

    Nothing in it names rows or parameters; ``cause`` is the driver error's class name, for logs."""

    def __init__(self, where: str, cause: BaseException) -> None:
        self.where = where
        self.cause = type(cause).__name__
        super().__init__(f"the database ({where}) is unavailable: {self.cause}")


# What opening or using the database can raise that a person can act on (a damaged or unreadable SQLite
# file, a schema from a newer build): callers above db/ catch these without naming the driver.
DATABASE_ERRORS: tuple[type[Exception], ...] = (sqlite3.Error, StorageError)
