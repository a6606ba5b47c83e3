"""The PostgreSQL backend: a pool of asyncpg connections to one shared server.

Several bot processes may use the same database at once. Every write is one transaction on a
connection of its own (READ COMMITTED); correctness between writers comes from the repository's
guarded statements, not from the isolation level: each write of a game first updates the game's row
with a guard (``WHERE version = ?`` / ``WHERE status = ?``). PostgreSQL locks that row until commit,
and a concurrent writer of the same game waits, then re-checks its guard against the committed row
and finds it false, so exactly one of them writes. Reads are single statements on any pooled
connection and see only committed data.

The repository's SQL uses ``?`` placeholders; they are numbered here (``$1``, ``$2`` ...) once per
statement text, and asyncpg keeps each connection's prepared statements, so a move's statements are
parsed once per connection, not once per move.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import weakref
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from db.backend import POSTGRESQL, WRITE, Availability, Dialect, InFlight, Row
from db.listen import PgListener

log = logging.getLogger("catanbot.db")

T = TypeVar("T")

# Migrations of every process serialise on this advisory lock (an arbitrary constant: "catan" in ASCII).
MIGRATION_LOCK = 0x636174616E
POOL_MAX = 8  # connections per process; a move holds one for about a millisecond
CONNECT_TIMEOUT_S = 10.0

# The server's outages: the connection lost or refused (class 08 and asyncpg's own "connection does not
# exist"), the server shutting down or starting (57P01-57P03), out of connections, memory or disk (53),
# and the network itself (OSError, timeouts). Anything else is a statement refused or a bug.
_UNAVAILABLE: tuple[type[BaseException], ...] = (
    asyncpg.PostgresConnectionError,  # includes ConnectionDoesNotExistError, CannotConnectNow-like 08xxx
    asyncpg.exceptions.AdminShutdownError,
    asyncpg.exceptions.CrashShutdownError,
    asyncpg.exceptions.CannotConnectNowError,
    asyncpg.exceptions.InsufficientResourcesError,
    # A pooled connection that sat idle while the server shut down received the server's notice outside of
    # any query; its next query fails with "cannot switch to state ...; another operation is in progress".
    asyncpg.exceptions.InternalClientError,
    OSError,
    asyncio.TimeoutError,
)


def unavailable(exc: BaseException) -> bool:
    """Whether ``exc`` is the server's outage. A transaction whose connection the server closed under it
    fails on leaving with asyncpg's ``InterfaceError`` ("the underlying connection is closed"), raised while
    the outage's own error was being handled: the outage is found along that chain."""
    seen = 0
    error: BaseException | None = exc
    while error is not None and seen < 8:
        if isinstance(error, _UNAVAILABLE) or (
            isinstance(error, asyncpg.exceptions.InterfaceError) and "connection is closed" in str(error)
        ):
            return True
        error, seen = error.__cause__ or error.__context__, seen + 1
    return False


class _PoolReconnects(logging.Filter):
    """asyncpg's pool keeps a connection open (min_size) and, when the server is gone, tries to reconnect
    after 1, 2, 4 ... 60 s, logging each failed try as a warning with its traceback: six tracebacks in the
    first minute of a stopped server. An outage is the database layer's to log, once when it starts and
    once when it ends, so those records become a failure noted by the open databases' ``Availability``
    (which logs the start, if no request met the outage first). Any other pool record passes unchanged."""

    def __init__(self) -> None:
        super().__init__()
        self.databases: weakref.WeakSet[PostgresDatabase] = weakref.WeakSet()

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if error is None or not unavailable(error):
            return True
        for database in list(self.databases):  # one pool per process in the bot; the pool is not named
            if not database.closed:
                database.availability.failed(error)
        return False


_POOL_RECONNECTS = _PoolReconnects()
logging.getLogger("asyncpg.pool").addFilter(_POOL_RECONNECTS)


DIALECT = Dialect(
    name=POSTGRESQL,
    integrity_errors=(asyncpg.IntegrityConstraintViolationError,),
    players_json="(SELECT json_agg(json_build_array(p.seat, p.joined, p.user_id, p.left_at IS NOT NULL))"
    " FROM game_players p WHERE p.game_id = g.id)",
    # The identity sequence's last value (is_called is false before the first game: nothing handed out).
    id_high_water="SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM games_id_seq",
    # For an id >= 1: the next game gets a higher id (a sequence that is already past it is left alone).
    raise_id_floor="SELECT setval('games_id_seq', GREATEST(CAST(? AS BIGINT), (SELECT last_value FROM games_id_seq)))",
    unavailable=unavailable,
    # Delivered to the listeners when the transaction commits, never for one rolled back (``db.listen``).
    notify="SELECT pg_notify(?, ?)",
)

_VERSION_TABLE = "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"


@functools.lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``?`` placeholders as ``$1, $2, ...``; a ``?`` inside a quoted literal or identifier is left alone."""
    out: list[str] = []
    n = 0
    quote: str | None = None
    for ch in sql:
        if quote is not None:
            if ch == quote:
                quote = None
        elif ch in ("'", '"'):
            quote = ch
        elif ch == "?":
            n += 1
            out.append(f"${n}")
            continue
        out.append(ch)
    return "".join(out)


def redacted(url: str) -> str:
    """The URL without its password, for logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}:***@{host}" if parts.username else f"***@{host}"
    if parts.port:
        netloc += f":{parts.port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


class PostgresTransaction:
    """The statements of one write transaction; valid only inside the body passed to ``write``."""

    __slots__ = ("_conn",)

    def __init__(self, conn: asyncpg.Connection) -> None:
        self._conn = conn

    async def run(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self._conn.fetch(numbered(sql), *params))

    async def run_many(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self._conn.executemany(numbered(sql), list(rows))

    async def schema_version(self) -> int:
        # Every process migrates under the same transaction-scoped advisory lock, so a step is applied
        # once even when several processes start at the same moment.
        await self._conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
        await self._conn.execute(_VERSION_TABLE)
        value = await self._conn.fetchval("SELECT MAX(version) FROM schema_version")
        return int(value or 0)

    async def set_schema_version(self, version: int) -> None:
        await self._conn.execute("DELETE FROM schema_version")
        await self._conn.execute("INSERT INTO schema_version (version) VALUES ($1)", version)


class _Connection(asyncpg.Connection):  # type: ignore[misc]
    """A pooled connection returned to the pool without asyncpg's reset query (one round trip per
    read and per write saved): nothing here leaves session state behind (advisory locks are
    transaction-scoped, no LISTEN, no temporary tables, no SET)."""

    def get_reset_query(self) -> str:
        return ""


class PostgresDatabase:
    """A database on a PostgreSQL server, shared by any number of bot processes."""

    dialect = DIALECT

    def __init__(self, url: str, pool: asyncpg.Pool) -> None:
        self.url = url
        self._pool = pool
        self._in_flight = InFlight()
        self._closed = False
        self.availability = Availability(DIALECT, redacted(url))
        _POOL_RECONNECTS.databases.add(self)

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def label(self) -> str:
        return redacted(self.url)

    @classmethod
    async def open(cls, url: str, *, synchronous: str = "FULL") -> PostgresDatabase:
        """Connect a pool. The schema version table is created on first use (see ``schema_version``)."""
        durable = "on" if synchronous in ("FULL", "EXTRA") else "off"
        pool = await asyncpg.create_pool(
            url,
            min_size=1,
            max_size=POOL_MAX,
            timeout=CONNECT_TIMEOUT_S,
            server_settings={"synchronous_commit": durable, "application_name": "catanbot"},
            connection_class=_Connection,
        )
        return cls(url, pool)

    async def listen(
        self, channel: str, on_payload: Callable[[str], None], on_connected: Callable[[bool], None]
    ) -> PgListener:
        """LISTEN on a connection of its own (``db.listen.PgListener``), connecting again when it is lost."""
        listener = PgListener(self.url, channel, on_payload, on_connected, redacted(self.url))
        listener.start()
        return listener

    async def close(self) -> None:
        """Let in-flight write transactions finish, then close the pool."""
        if self._closed:
            return
        self._closed = True
        await self._in_flight.drain()
        await self._pool.close()

    # --- reads ---------------------------------------------------------------------------------

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self.availability.guard(self._pool.fetch(numbered(sql), *params)))

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        return await self.availability.guard(self._pool.fetchrow(numbered(sql), *params))

    async def schema_version(self) -> int:
        exists = await self._pool.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
        if not exists:
            return 0
        return int(await self._pool.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))

    # --- writes --------------------------------------------------------------------------------

    async def write(self, body: Callable[[PostgresTransaction], Awaitable[T]]) -> T:
        """Run ``body`` in one transaction on a connection of its own; commit if it returns, roll back
        if it raises. Writes of different games run in parallel; see the module docstring for races."""
        if self._closed:
            raise RuntimeError("database is closed")
        return await self.availability.guard(self._in_flight.run(self._run_write(body)), WRITE)

    async def _run_write(self, body: Callable[[PostgresTransaction], Awaitable[T]]) -> T:
        async with self._pool.acquire() as conn, conn.transaction():
            return await body(PostgresTransaction(conn))
