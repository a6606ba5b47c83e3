"""Commits of other processes, as PostgreSQL tells of them (issue #34 item 1): LISTEN/NOTIFY, not polling.

Every commit that changes what a game shows (a move, a seat taken or left, a start, an end) sends a
notification on ``CHANNEL`` in its own transaction (``Repository``), so it is delivered exactly when the
commit is visible and never for a transaction rolled back. Its payload is ``game:version:kind:origin``:
``origin`` names the repository (one per process) that committed it, so a process can tell its own moves,
which its boards already showed through publishing, from another process's.

A process listens on one connection of its own (``PgListener``; the pool's connections are returned to the
pool after every statement and could not hold a LISTEN). Notifications sent while that connection is down
are lost, so after every reconnection the listener says so (``on_connected(True)``) and whoever listens
reads again what they show. SQLite is one process: nothing is sent and nobody listens.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import asyncpg

log = logging.getLogger("catanbot.db")

CHANNEL = "catanbot_games"
MOVE = "m"  # a move was stored: ``version`` is the game's new version
GAME = "g"  # anything else a board shows changed (seats, status, a start): ``version`` is the game's version
PING_S = 30.0  # a quiet connection is checked this often (a half-open TCP connection never says it ended)
RETRY_S = (0.5, 30.0)  # first and longest pause between tries to connect again


@dataclass(frozen=True, slots=True)
class GameChange:
    """One committed change of a game; ``ours``: committed by the repository that heard it."""

    game_id: int
    version: int
    kind: str
    ours: bool


def payload(game_id: int, version: int, kind: str, origin: str) -> str:
    return f"{game_id}:{version}:{kind}:{origin}"


def parse(text: str, origin: str) -> GameChange | None:
    """The change a payload tells of (None: not one of ours to read, e.g. another program on the channel)."""
    parts = text.split(":")
    if len(parts) != 4 or not parts[0].isdigit() or not parts[1].lstrip("-").isdigit() or parts[2] not in (MOVE, GAME):
        return None
    return GameChange(int(parts[0]), int(parts[1]), parts[2], parts[3] == origin)


class Listening(Protocol):
    """A listener that runs until closed."""

    async def close(self) -> None: ...


class PgListener:
    """LISTEN on ``channel`` on a connection of its own, connecting again whenever it is lost.

    ``on_payload`` is called with each notification's payload; ``on_connected(again)`` after each
    connection (``again``: not the first, so notifications may have been missed meanwhile). Both are plain
    callbacks: they must not block (schedule work instead)."""

    def __init__(
        self,
        url: str,
        channel: str,
        on_payload: Callable[[str], None],
        on_connected: Callable[[bool], None],
        where: str,
    ) -> None:
        self.url = url
        self.channel = channel
        self.on_payload = on_payload
        self.on_connected = on_connected
        self.where = where  # the URL without its password, for logs
        self.connected = asyncio.Event()  # set while listening (tests wait for it)
        self.connections = 0  # how many times it connected
        self._conn: asyncpg.Connection | None = None
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="catanbot-db-listen")

    @property
    def backend_pid(self) -> int | None:
        """The server process of the listening connection (None: not connected)."""
        return None if self._conn is None or self._conn.is_closed() else self._conn.get_server_pid()

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    def _notified(self, _conn: object, _pid: int, _channel: str, text: str) -> None:
        try:
            self.on_payload(text)
        except Exception:
            log.exception("a notification (%s) could not be handled", text[:80])

    async def _run(self) -> None:
        import asyncpg  # only PostgreSQL users need it (this module's types are read by every backend)

        pause = RETRY_S[0]
        down = False
        while True:
            lost = asyncio.Event()
            conn: asyncpg.Connection | None = None
            try:
                conn = await asyncpg.connect(self.url, timeout=10.0,
                                             server_settings={"application_name": "catanbot-listen"})  # fmt: skip
                conn.add_termination_listener(lambda _c, ended=lost: ended.set())
                await conn.add_listener(self.channel, self._notified)
                self._conn = conn
                self.connections += 1
                if down:
                    log.info("listening to %s again: the boards read what they missed", self.where)
                down, pause = False, RETRY_S[0]
                self.connected.set()
                self.on_connected(self.connections > 1)
                while not lost.is_set() and not conn.is_closed():
                    try:
                        await asyncio.wait_for(lost.wait(), PING_S)
                    except TimeoutError:
                        await conn.fetchval("SELECT 1", timeout=10.0)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if not down:
                    log.warning("listening to %s failed (%s: %s); boards here miss other processes' moves until it "
                                "answers again", self.where, type(exc).__name__, exc)  # fmt: skip
                down = True
            finally:
                self.connected.clear()
                self._conn = None
                if conn is not None:
                    conn.terminate()
            if not down:  # the connection ended without an error (the server closed it): say so once
                log.warning("the listening connection to %s was closed; connecting again", self.where)
                down = True
            await asyncio.sleep(pause)
            pause = min(pause * 2, RETRY_S[1])
