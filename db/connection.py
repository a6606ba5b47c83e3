"""The SQLite backend: one file behind two aiosqlite connections, one writer and one reader.

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

from db.backend import SQLITE, SYNCHRONOUS_MODES, WRITE, Availability, Dialect, InFlight, Row

log = logging.getLogger("catanbot.db")

# aiosqlite logs every statement *with its parameters* at DEBUG level. Our parameters include game
# snapshots, which hold the secret seed and every hidden card, so its debug output must never reach a
# log, whatever level the bot's logging is configured with.
logging.getLogger("aiosqlite").setLevel(logging.INFO)

T = TypeVar("T")

BUSY_TIMEOUT_MS = 5000



def unavailable(exc: BaseException) -> bool:
    """SQLite's outages: an ``OperationalError`` (locked past the busy timeout, disk I/O, the file gone or
    unwritable, disk full) other than SQLITE_ERROR, the code of a bad statement (no such table, syntax),
    which is a bug and stays one. An error raised without a code (aiosqlite, tests) counts as an outage."""
    if not isinstance(exc, sqlite3.OperationalError):
        return False
    return getattr(exc, "sqlite_errorcode", None) != sqlite3.SQLITE_ERROR


DIALECT = Dialect(
    name=SQLITE,
    integrity_errors=(sqlite3.IntegrityError,),
    players_json="(SELECT json_group_array(json_array(p.seat, p.joined, p.user_id, p.left_at IS NOT NULL))"
    " FROM game_players p WHERE p.game_id = g.id)",
    # AUTOINCREMENT keeps the highest id ever used in sqlite_sequence (no row before the first game).
    id_high_water="SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'games'), 0)",
    raise_id_floor="UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = 'games'",
    unavailable=unavailable,
)


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


class SqliteTransaction:
    """The statements of one write transaction; valid only inside the body passed to ``write``."""

    __slots__ = ("_conn",)

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def run(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Execute one statement and return its rows (use ``RETURNING`` to learn what a write touched).

        ``execute_fetchall`` is a single hop to the connection thread, which keeps a move's commit short.
        """
        return list(await self._conn.execute_fetchall(sql, params))

    async def run_many(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        cursor = await self._conn.executemany(sql, rows)
        await cursor.close()

    async def schema_version(self) -> int:
        # BEGIN IMMEDIATE already holds the file's write lock: no other process can migrate meanwhile.
        return int((await self.run("PRAGMA user_version"))[0][0])

    async def set_schema_version(self, version: int) -> None:
        # The version is in the file header, so it changes atomically with the migration's DDL.
        # PRAGMA does not take parameters; int() keeps the statement safe.
        await self.run(f"PRAGMA user_version = {int(version)}")


class SqliteDatabase:
    """One SQLite file in WAL mode with foreign keys on and a busy timeout, shared by the whole bot."""

    dialect = DIALECT

    def __init__(self, path: Path, writer: aiosqlite.Connection, reader: aiosqlite.Connection) -> None:
        self.path = path
        self._writer = writer
        self._reader = reader
        self._write_lock = asyncio.Lock()
        self._in_flight = InFlight()
        self._closed = False
        self.availability = Availability(DIALECT, str(path))

    @property
    def label(self) -> str:
        return str(self.path)

    @classmethod
    async def open(cls, path: str | Path, *, synchronous: str = "FULL") -> SqliteDatabase:
        """Open (creating if needed) the database file.

        ``synchronous=FULL`` (the default) fsyncs the WAL at every commit, so an acknowledged move also
        survives a power cut, not just a killed process; it costs well under a millisecond per move here.
        """
        if synchronous not in SYNCHRONOUS_MODES:  # checked here too: it is spliced into a PRAGMA
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

    async def listen(
        self, channel: str, on_payload: Callable[[str], None], on_connected: Callable[[bool], None]
    ) -> None:
        """One process owns a SQLite file: no other process's commits to hear."""
        return None

    async def close(self) -> None:
        """Let in-flight write transactions finish, then close both connections."""
        if self._closed:
            return
        self._closed = True
        await self._in_flight.drain()
        try:
            await self._reader.close()
        finally:
            await self._writer.close()

    # --- reads ---------------------------------------------------------------------------------

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self.availability.guard(self._reader.execute_fetchall(sql, params)))

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def schema_version(self) -> int:
        row = await self.fetchone("PRAGMA user_version")
        return int(row[0]) if row else 0

    # --- writes --------------------------------------------------------------------------------

    async def write(self, body: Callable[[SqliteTransaction], Awaitable[T]]) -> T:
        """Run ``body`` in one ``BEGIN IMMEDIATE`` transaction; commit if it returns, roll back if it raises.

        The transaction runs in its own task (see ``InFlight``), so a cancelled caller never leaves it
        open on the shared connection. IMMEDIATE takes the write lock at BEGIN, so another process
        writing the same file makes us wait (busy timeout) at the start rather than fail half-way.
        """
        if self._closed:
            raise RuntimeError("database is closed")
        return await self.availability.guard(self._in_flight.run(self._run_write(body)), WRITE)

    async def _run_write(self, body: Callable[[SqliteTransaction], Awaitable[T]]) -> T:
        conn = self._writer
        async with self._write_lock:
            await conn.execute_fetchall("BEGIN IMMEDIATE")
            try:
                result = await body(SqliteTransaction(conn))
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


SQLITE_HEADER = b"SQLite format 3\x00"


def sqlite_file_problem(path: Path, *, every_page: bool = True) -> str | None:
    """Why the existing file ``path`` is not a usable SQLite database (None: it is one, or it does not exist).

    Checked before anything else starts: SQLite itself reports a damaged file only at the first query that
    reads the damaged page, which for the bot comes after connecting to Discord, or days later in one game.
    The header is read, then SQLite's ``quick_check`` reads every page of the file (the b-trees, their
    records and free lists; unlike ``integrity_check`` it does not compare indexes with their tables). It
    reads the whole file: for 10,000 stored games (640 MiB) 1.5 to 4.3 s with the file in the page cache and
    about a minute from disk on a busy 2-core machine (bench/quick_check.py, 2026-11-28). ``every_page=False`` reads only
    the header and the schema, as before (the bot's DATABASE_QUICK_CHECK=0, for a large database).
    """
    if not path.is_file():
        return None
    try:
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except OSError as exc:
        return f"cannot read it ({exc.strerror})"
    if not header:
        return None  # an empty file is what SQLite itself creates for a new database: it becomes one
    if header != SQLITE_HEADER:
        return "it is not a SQLite database (the file's header is wrong)"
    try:
        conn = sqlite3.connect(path)  # the file exists: nothing is created, and a check writes nothing
        try:
            if every_page:
                found = [row[0] for row in conn.execute("PRAGMA quick_check(1)").fetchall()]
            else:
                conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
                found = ["ok"]
        finally:
            conn.close()
    except sqlite3.Error as exc:
        return f"the file is damaged ({exc})"
    if found != ["ok"]:
        first = " ".join(str(found[0] if found else "no answer").split())  # one line, whatever SQLite says
        return f"the file is damaged (SQLite's quick_check: {first})"
    return None
