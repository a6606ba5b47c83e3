"""What every storage backend offers the repository, and how a database URL names one (``db.opening``
opens it).

Two backends: SQLite (``db.connection``, the default: one file, one process) and PostgreSQL
(``db.postgresql``, asyncpg: several bot processes on one server). The repository's SQL is shared
and written with ``?`` placeholders; the PostgreSQL backend numbers them (``$1``, ``$2``...). What
truly differs between the two is a handful of expressions, collected in one ``Dialect`` per backend,
plus the migrations' DDL (``db.schema``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar

from db.errors import DatabaseUnavailable
from db.listen import Listening

log = logging.getLogger("catanbot.db")

T = TypeVar("T")
Row = Sequence[Any]

SQLITE = "sqlite"
POSTGRESQL = "postgresql"
SYNCHRONOUS_MODES = ("OFF", "NORMAL", "FULL", "EXTRA")


@dataclass(frozen=True)
class Dialect:
    """The few SQL expressions that differ per backend (everything else is shared)."""

    name: str
    # Errors a constraint violation raises (unique/primary key, foreign key, CHECK, the log's triggers).
    integrity_errors: tuple[type[BaseException], ...]
    # The players of game ``g`` as one JSON array text of [seat, joined, user_id, has left] (NULL or '[]'
    # if none).
    players_json: str
    # The highest game id ever handed out (pruned games included), one row, one column.
    id_high_water: str
    # A statement (one parameter) that makes new game ids start above the given id.
    raise_id_floor: str
    # Whether a driver error means the database cannot answer now (and may again soon), as opposed to a
    # bug or a refused statement: the one place each backend says which of its errors are outages.
    unavailable: Callable[[BaseException], bool]
    # A statement (two parameters: channel, payload) that tells other processes of a commit, sent inside the
    # commit's transaction (``db.listen``); None where one process owns the database (SQLite).
    notify: str | None = None


class Transaction(Protocol):
    """The statements of one write transaction; valid only inside the body passed to ``Database.write``."""

    async def run(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def run_many(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def schema_version(self) -> int:
        """The schema version, read inside the transaction (which holds the migration lock)."""
        ...

    async def set_schema_version(self, version: int) -> None: ...


class Database(Protocol):
    """A database the repository can use: reads see only committed data; writes are transactions."""

    dialect: Dialect

    @property
    def label(self) -> str:
        """Where the data lives, for logs and messages (never includes a password)."""
        ...

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

    async def schema_version(self) -> int: ...

    async def write(self, body: Callable[[Transaction], Awaitable[T]]) -> T:
        """Run ``body`` in one transaction; commit if it returns, roll back if it raises. The transaction
        ends cleanly (committed or rolled back) even if the caller is cancelled meanwhile."""
        ...

    async def listen(
        self, channel: str, on_payload: Callable[[str], None], on_connected: Callable[[bool], None]
    ) -> Listening | None:
        """Hear the notifications other processes' commits send on ``channel`` (``db.listen``) until the
        returned listener is closed; None where no other process writes (SQLite)."""
        ...

    async def close(self) -> None: ...


class InFlight:
    """Write transactions run in their own tasks, awaited through ``asyncio.shield``: a caller that is
    cancelled (a Discord interaction timing out, shutdown) never leaves a transaction half-done on a
    shared connection. ``close`` waits for the ones still running."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[Any]] = set()

    async def run(self, work: Coroutine[Any, Any, T]) -> T:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._forget)
        return await asyncio.shield(task)

    def _forget(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        # If the caller was cancelled nobody awaits the task; fetching the exception here keeps asyncio
        # from warning about it. The caller's layer logs failures it cares about.
        if not task.cancelled() and task.exception() is not None:
            log.debug("write transaction failed: %r", task.exception())

    async def drain(self) -> None:
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)


READ = "read"
WRITE = "write"


class Availability:
    """Whether a database answers, for one backend object: every request goes through ``guard``, which
    turns the driver's outage errors (``Dialect.unavailable``) into ``DatabaseUnavailable``. An outage is
    logged once when it starts and once when the database answers again, however many requests fail
    meanwhile (a click, a reminder pass and a built-in player each meet it).

    Reads and writes are told apart: on a full disk reads still answer while every write fails, and a read
    answering is no end of that outage (counting it as one logged the outage again at every next write).
    The outage ends when a request of a kind that failed answers."""

    def __init__(self, dialect: Dialect, where: str) -> None:
        self._unavailable = dialect.unavailable
        self._where = where
        self.down_since: float | None = None  # time.monotonic() of the first failure of the current outage
        self._failing: set[str] = set()  # the kinds of request (READ, WRITE) that failed in this outage

    async def guard(self, request: Awaitable[T], kind: str = READ) -> T:
        try:
            result = await request
        except Exception as exc:
            if not self._unavailable(exc):
                raise
            self.failed(exc, (kind,))
            raise DatabaseUnavailable(self._where, exc) from exc
        if kind in self._failing and self.down_since is not None:
            log.warning("the database (%s) answers again after %.1f s", self._where, time.monotonic() - self.down_since)
            self.down_since = None
            self._failing.clear()
        return result

    def failed(self, exc: BaseException, kinds: Iterable[str] = (READ, WRITE)) -> None:
        """Count an outage error met by a request, or by the driver itself (a pool reconnecting: every kind
        of request needs a connection); the first one of an outage is logged."""
        if self.down_since is None:
            self.down_since = time.monotonic()
            log.warning("the database (%s) is unavailable (%s: %s); requests fail until it answers again",
                        self._where, type(exc).__name__, exc)  # fmt: skip
        self._failing.update(kinds)


class OutageEchoes(logging.Filter):
    """For a log handler: drops records whose exception is a database outage (``DatabaseUnavailable``, or an
    error raised from one). ``Availability`` logs each outage once when it starts and once when it ends;
    code that catches every exception to log it with its traceback (a message that could not be published, a
    courtesy line that could not be read) would otherwise add a traceback per click and per move."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        seen: set[int] = set()
        while error is not None and id(error) not in seen:
            if isinstance(error, DatabaseUnavailable):
                return False
            seen.add(id(error))
            error = error.__cause__ or error.__context__
        return True


def backend_of(target: str | Path) -> str:
    """``sqlite`` or ``postgresql`` for a database URL or a plain file path."""
    if isinstance(target, Path) or "://" not in target:
        return SQLITE
    scheme = target.split("://", 1)[0].lower()
    if scheme == "sqlite":
        return SQLITE
    if scheme in ("postgresql", "postgres"):
        return POSTGRESQL
    raise ValueError(f"unsupported database URL scheme {scheme!r} (use sqlite:///PATH or postgresql://...)")


def sqlite_path(target: str | Path) -> Path:
    """The file of a SQLite target: a path, or ``sqlite:///relative/path`` / ``sqlite:////absolute/path``."""
    if isinstance(target, Path):
        return target
    if target.lower().startswith("sqlite://"):
        rest = target[len("sqlite://") :]
        if not rest.startswith("/") or len(rest) < 2:
            raise ValueError("a SQLite URL is sqlite:///relative/path or sqlite:////absolute/path")
        return Path(rest[1:])
    return Path(target)
