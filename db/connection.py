"""The SQLite file behind two aiosqlite connections: one writer, one reader.

Why two: aiosqlite runs each connection on its own thread and queues every call, so a single shared
connection would let one coroutine's statements run inside another coroutine's open transaction
(and see its uncommitted rows). Here all writes go through ``Database.write``, which holds a lock for
the whole transaction, and all reads go through a second, read-only connection that, thanks to WAL,
only ever sees committed data and never waits for a writer's fsync.

Reads are single statements (each is its own implicit read transaction), so a read can never observe
half of a write. Queries that need several tables at once are written as one statement.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

log = logging.getLogger("catanbot.db")

# aiosqlite logs every statement *with its parameters* at DEBUG level. Our parameters include game
# snapshots, which hold the secret seed and every hidden card, so its debug output must never reach a
# log, whatever level the bot's logging is configured with.
logging.getLogger("aiosqlite").setLevel(logging.INFO)

T = TypeVar("T")

BUSY_TIMEOUT_MS = 5000
SYNCHRONOUS_MODES = ("OFF", "NORMAL", "FULL", "EXTRA")


async def _switch_to_wal(conn: aiosqlite.Connection, path: Path) -> None:
    """Put the file in WAL mode (a lasting property of the file; a no-op when it already is).

    When two processes open a brand-new file at the same moment, SQLite answers one of them "database is
    locked" at once, without waiting for the busy timeout (waiting could deadlock). So retry, briefly.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    delay = 0.005
    while True:
        try:
            mode = (await conn.execute_fetchall("PRAGMA journal_mode=WAL"))[0][0]
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.1)
            continue
        if mode != "wal":
            raise sqlite3.OperationalError(f"could not switch {path} to WAL mode (got {mode!r})")
        return


class Transaction:
    """The statements of one write transaction; valid only inside the body passed to ``Database.write``."""

    __slots__ = ("_conn",)

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def run(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Execute one statement and return its rows (use ``RETURNING`` to learn what a write touched).

        ``execute_fetchall`` is a single hop to the connection thread, which keeps a move's commit short.
        """
        return list(await self._conn.execute_fetchall(sql, params))

    async def run_many(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        cursor = await self._conn.executemany(sql, rows)
        await cursor.close()


class Database:
    """One SQLite file in WAL mode with foreign keys on and a busy timeout, shared by the whole bot."""

    def __init__(self, path: Path, writer: aiosqlite.Connection, reader: aiosqlite.Connection) -> None:
        self.path = path
        self._writer = writer
        self._reader = reader
        self._write_lock = asyncio.Lock()
        self._in_flight: set[asyncio.Task[Any]] = set()
        self._closed = False

    @classmethod
    async def open(cls, path: str | Path, *, synchronous: str = "FULL") -> Database:
        """Open (creating if needed) the database file.

        ``synchronous=FULL`` (the default) fsyncs the WAL at every commit, so an acknowledged move also
        survives a power cut, not just a killed process; it costs well under a millisecond per move here.
        """
        if synchronous not in SYNCHRONOUS_MODES:
            raise ValueError(f"synchronous must be one of {SYNCHRONOUS_MODES}")
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: the sqlite3 module must not open transactions behind our back;
        # ``write`` issues BEGIN IMMEDIATE / COMMIT itself.
        writer = await aiosqlite.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            await _switch_to_wal(writer, path)
            await writer.execute_fetchall(f"PRAGMA synchronous={synchronous}")
            await writer.execute_fetchall(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            await writer.execute_fetchall("PRAGMA foreign_keys=ON")
            reader = await aiosqlite.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
        except BaseException:
            await writer.close()
            raise
        try:
            await reader.execute_fetchall(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            await reader.execute_fetchall("PRAGMA foreign_keys=ON")
            # A programming error that writes through the reader fails loudly instead of bypassing the lock.
            await reader.execute_fetchall("PRAGMA query_only=ON")
        except BaseException:
            await reader.close()
            await writer.close()
            raise
        return cls(path, writer, reader)

    async def close(self) -> None:
        """Let in-flight write transactions finish, then close both connections."""
        if self._closed:
            return
        self._closed = True
        if self._in_flight:
            await asyncio.gather(*self._in_flight, return_exceptions=True)
        try:
            await self._reader.close()
        finally:
            await self._writer.close()

    # --- reads ---------------------------------------------------------------------------------

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return list(await self._reader.execute_fetchall(sql, params))

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def user_version(self) -> int:
        row = await self.fetchone("PRAGMA user_version")
        return int(row[0]) if row else 0

    # --- writes --------------------------------------------------------------------------------

    async def write(self, body: Callable[[Transaction], Awaitable[T]]) -> T:
        """Run ``body`` in one ``BEGIN IMMEDIATE`` transaction; commit if it returns, roll back if it raises.

        The transaction runs in its own task and the caller awaits it through ``asyncio.shield``: if the
        caller is cancelled (a Discord interaction timing out, shutdown), the transaction still ends
        cleanly (committed or rolled back) instead of being left open on the shared connection.
        IMMEDIATE takes the write lock at BEGIN, so another process writing the same file makes us
        wait (busy timeout) at the start rather than fail half-way.
        """
        if self._closed:
            raise RuntimeError("database is closed")
        task = asyncio.ensure_future(self._run_write(body))
        self._in_flight.add(task)
        task.add_done_callback(self._forget)
        return await asyncio.shield(task)

    def _forget(self, task: asyncio.Task[Any]) -> None:
        self._in_flight.discard(task)
        # If the caller was cancelled nobody awaits the task; fetching the exception here keeps asyncio
        # from warning about it. The caller's layer logs failures it cares about.
        if not task.cancelled() and task.exception() is not None:
            log.debug("write transaction failed: %r", task.exception())

    async def _run_write(self, body: Callable[[Transaction], Awaitable[T]]) -> T:
        conn = self._writer
        async with self._write_lock:
            await conn.execute_fetchall("BEGIN IMMEDIATE")
            try:
                result = await body(Transaction(conn))
                await conn.execute_fetchall("COMMIT")
            except BaseException:
                await self._rollback()
                raise
            return result

    async def _rollback(self) -> None:
        try:
            await self._writer.execute_fetchall("ROLLBACK")
        except sqlite3.OperationalError:
            # "no transaction is active": SQLite already rolled back (e.g. after a failed COMMIT).
            pass
        except Exception:  # pragma: no cover - the connection itself is broken; the caller's error matters more
            log.exception("rollback failed")
