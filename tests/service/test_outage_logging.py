"""Issue #29 item 19: a database outage is logged in one line when it starts and one when it ends, whatever
meets it meanwhile (background passes, moves, reads between failing writes, asyncpg's pool reconnecting).

Measured before: a full disk gave 13 lines in 40 s, a stopped PostgreSQL 6 tracebacks from the pool."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from db.backend import OutageEchoes
from db.errors import DatabaseUnavailable
from service import GameService
from service.background import Backoff, every
from tests.pg_cluster import PgCluster, PgUnavailable
from tests.service.helpers import first_legal, started_game

pytestmark = pytest.mark.asyncio

FAST = Backoff(first=0.05, most=0.2)


def said(caplog: pytest.LogCaptureFixture) -> list[str]:
    """Every line a person running the bot reads at its default level (INFO shows WARNING and above as
    problems; discord.client's voice warnings are another matter)."""
    return [f"{r.name}: {r.getMessage()}" for r in caplog.records if r.levelno >= logging.WARNING]


async def _until(check: Callable[[], Awaitable[bool]], seconds: float) -> None:
    deadline = asyncio.get_running_loop().time() + seconds
    while not await check():
        assert asyncio.get_running_loop().time() < deadline, "timed out"
        await asyncio.sleep(0.05)


def _passes(service: GameService, game_id: int) -> tuple[list[asyncio.Task[None]], list[str]]:
    """Two background passes as the bot runs them: one reads every unfinished game, one plays moves
    (``moved``: "move" for each move stored, "outage" for each that met the outage)."""
    moved: list[str] = []

    async def read() -> None:
        await service.unfinished_games()

    async def move() -> None:
        try:
            user, action = await first_legal(service, game_id)
            await service.act(game_id, user, action)
        except DatabaseUnavailable:
            moved.append("outage")
            raise
        moved.append("move")

    tasks = [
        asyncio.create_task(every("reading pass", lambda: 0.02, read, backoff=FAST)),
        asyncio.create_task(every("moving pass", lambda: 0.02, move, backoff=FAST)),
    ]
    return tasks, moved


async def test_item29_19_a_full_disk_is_one_line_when_it_starts_and_one_when_it_ends(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """SQLite on a full disk (its file may not grow: ``max_page_count``): every write fails while reads
    still answer. A read answering is no end of the outage: before, each next write logged it again."""
    service = await GameService.open(tmp_path / "full.sqlite3")
    await service.start(verify="off")
    try:
        game = await started_game(service)
        writer = service.repo._db._writer  # the test fills the disk under the backend
        pages = (await writer.execute_fetchall("PRAGMA page_count"))[0][0]
        caplog.set_level(logging.DEBUG)
        caplog.handler.addFilter(OutageEchoes())  # as bot.py's log handler
        await writer.execute_fetchall(f"PRAGMA max_page_count = {pages}")
        tasks, moved = _passes(service, game.id)
        try:

            async def full() -> bool:
                return moved.count("outage") >= 5  # the moves that still fitted in the file's pages came first

            await _until(full, 30)
            await asyncio.sleep(0.5)  # reads and failing writes go on side by side
            assert any("is unavailable" in line for line in said(caplog))
            before = moved.count("move")
            await writer.execute_fetchall("PRAGMA max_page_count = 1000000000")  # room again

            async def moving() -> bool:
                return moved.count("move") > before + 2

            await _until(moving, 30)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
    finally:
        await service.close()
    lines = said(caplog)
    assert len(lines) == 2, lines
    assert lines[0].startswith("catanbot.db: the database") and "is unavailable (OperationalError: database or disk is full)" in lines[0]
    assert lines[1].startswith("catanbot.db: the database") and "answers again after" in lines[1]


async def test_item29_19_a_stopped_postgresql_is_one_line_each_way_and_no_pool_tracebacks(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A PostgreSQL server stopped for a few seconds and started again, with the passes running: asyncpg's
    pool tries to reconnect after 1, 2, 4 ... s and logged a traceback each time."""
    try:
        cluster = PgCluster.start()  # its own server: the session's is shared by other tests
    except PgUnavailable as exc:
        pytest.skip(f"PostgreSQL backend not tested: {exc}")
    try:
        service = await GameService.open(cluster.create_database("outage"))
        await service.start(verify="off")
        try:
            game = await started_game(service)
            caplog.set_level(logging.DEBUG)
            caplog.handler.addFilter(OutageEchoes())
            tasks, moved = _passes(service, game.id)
            try:
                await asyncio.to_thread(cluster.pause)
                await asyncio.sleep(3.5)  # the pool's reconnection attempts at 1 and 3 s
                reconnects = [r for r in caplog.records if r.name == "asyncpg.pool"]
                assert not reconnects  # the filter took them; they are still noticed as the outage:
                assert sum("is unavailable" in line for line in said(caplog)) == 1
                assert "outage" in moved
                before = moved.count("move")
                await asyncio.to_thread(cluster.resume)

                async def moving() -> bool:
                    return moved.count("move") > before + 2

                await _until(moving, 60)
            finally:
                for task in tasks:
                    task.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)
        finally:
            await service.close()
    finally:
        cluster.stop()
    lines = said(caplog)
    assert len(lines) == 2, lines
    assert "is unavailable" in lines[0] and "answers again after" in lines[1]
    assert not [r for r in caplog.records if r.exc_info and r.levelno >= logging.WARNING]


async def test_item29_19_a_caught_outage_logged_with_its_traceback_is_dropped_by_the_bots_handler(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Code that logs every exception it catches (a message that could not be published) adds nothing
    during an outage the database layer already reported; a bug still shows with its traceback."""
    caplog.handler.addFilter(OutageEchoes())
    log = logging.getLogger("catanbot.cogs.test")
    try:
        try:
            raise DatabaseUnavailable("x.sqlite3", OSError("disk"))
        except DatabaseUnavailable as exc:
            raise RuntimeError("publishing failed") from exc
    except RuntimeError:
        log.exception("game 1: publishing move 3 failed")
    try:
        raise KeyError("a bug")
    except KeyError:
        log.exception("game 1: publishing move 4 failed")
    assert [r.getMessage() for r in caplog.records] == ["game 1: publishing move 4 failed"]
