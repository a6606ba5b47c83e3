"""Background work survives transient faults (issue #18 item 2): a database outage is one typed error
(``db.errors.DatabaseUnavailable``) from both backends, logged once per outage; every background task
logs its failure once, backs off (bounded exponential) and carries on."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from db.errors import DatabaseUnavailable
from service import GameService
from service.background import Backoff, every, isolated, until_done
from tests.outage import Outage
from tests.service.helpers import first_legal, started_game

pytestmark = pytest.mark.asyncio


async def test_both_backends_raise_database_unavailable_logged_once_per_outage(
    service: GameService, caplog: pytest.LogCaptureFixture
) -> None:
    """The driver's outage error (SQLite OperationalError, asyncpg ConnectionDoesNotExistError) becomes
    DatabaseUnavailable on reads and writes; the outage is logged when it starts and when it ends, once."""
    game = await started_game(service)
    user, action = await first_legal(service, game.id)
    outage = Outage(service.repo)
    caplog.set_level(logging.WARNING, logger="catanbot.db")
    outage.down = True
    for _ in range(3):
        with pytest.raises(DatabaseUnavailable):
            await service.unfinished_games()
    with pytest.raises(DatabaseUnavailable):
        await service.claim_once(game.id, "something")
    with pytest.raises(DatabaseUnavailable):  # a move's commit: not an InternalError with a traceback
        await service.act(game.id, user, action)
    assert outage.failed >= 5
    starts = [r for r in caplog.records if "is unavailable" in r.getMessage()]
    assert len(starts) == 1 and starts[0].exc_info is None
    outage.down = False
    assert [g.id for g in await service.unfinished_games()] == [game.id]
    await service.act(game.id, user, action)  # play resumes by itself: the cached game was reloaded
    ends = [r for r in caplog.records if "answers again after" in r.getMessage()]
    assert len(ends) == 1
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_bad_statement_stays_a_bug(service: GameService) -> None:
    """Only outages are classified as such: a statement the database refuses is not 'try again later'."""
    with pytest.raises(Exception) as caught:
        await service.repo._db.fetchall("SELECT * FROM no_such_table")
    assert not isinstance(caught.value, DatabaseUnavailable)


async def test_backoff_is_bounded_exponential() -> None:
    backoff = Backoff(first=1.0, most=10.0)
    assert [backoff.delay(n) for n in range(1, 7)] == [1.0, 2.0, 4.0, 8.0, 10.0, 10.0]
    assert backoff.delay(10_000) == 10.0


async def test_every_logs_a_fault_once_backs_off_and_carries_on(caplog: pytest.LogCaptureFixture) -> None:
    """A periodic task whose ticks fail keeps running; the pauses grow to the bound. A bug is logged once
    with its traceback and its end once; an outage not at all (issue #29 item 19: the database layer logs it
    once each way, and every task saying so too made a dozen lines)."""
    pauses: list[float] = []
    outcomes = iter(["fail", "fail", "fail", "fail", "ok", "ok", "boom", "ok"])
    done = asyncio.Event()

    async def tick() -> None:
        outcome = next(outcomes, None)
        if outcome is None:
            done.set()
            await asyncio.Event().wait()
        if outcome == "fail":
            raise DatabaseUnavailable("test.sqlite3", OSError("disk"))
        if outcome == "boom":
            raise KeyError("a bug")

    async def sleep(seconds: float) -> None:
        pauses.append(seconds)

    caplog.set_level(logging.DEBUG, logger="catanbot.background")
    task = asyncio.create_task(every("reminders", lambda: 60.0, tick, backoff=Backoff(1.0, 5.0), sleep=sleep))
    await asyncio.wait_for(done.wait(), 1)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert pauses == [1.0, 2.0, 4.0, 5.0, 60.0, 60.0, 1.0, 60.0]
    logged = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert [r.levelno for r in logged] == [logging.ERROR, logging.WARNING]
    assert logged[0].exc_info is not None  # a bug: its traceback, once
    assert "works again after 1 failed attempts" in logged[1].getMessage()


async def test_until_done_retries_until_the_work_completes() -> None:
    calls = 0

    async def work() -> str:
        nonlocal calls
        calls += 1
        if calls < 4:
            raise DatabaseUnavailable("x", OSError())
        return "done"

    pauses: list[float] = []

    async def sleep(seconds: float) -> None:
        pauses.append(seconds)

    assert await until_done("catch-up", work, backoff=Backoff(0.5, 1.0), sleep=sleep) == "done"
    assert pauses == [0.5, 1.0, 1.0]


async def test_isolated_logs_an_items_bug_but_lets_an_outage_end_the_pass(caplog: pytest.LogCaptureFixture) -> None:
    with isolated("game %d: reminder failed", 7):
        raise ValueError("a bug in one game")
    assert "game 7: reminder failed" in caplog.text
    with pytest.raises(DatabaseUnavailable), isolated("game %d", 8):
        raise DatabaseUnavailable("x", OSError())


async def test_reminders_resume_after_the_database_fails_for_a_few_passes(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Issue #18 item 2: the bot's reminder loop (the one started at start-up) meets a database that
    fails for several passes, logs it once, backs off, and sends the due reminder once it answers.
    On main the loop (discord.ext.tasks) stopped for good at the first sqlite3.OperationalError."""
    from cogs.app.client import CatanBot
    from cogs.app.settings import Settings
    from service.moves.pipeline import MovePipeline
    from service.time.reminders import Reminders
    from tests.service.fakes import FakePublisher

    clock = _Clock()
    service = await GameService.open(tmp_path / "faults.sqlite3", clock=clock)
    await service.start(verify="off")
    try:
        lobby = await service.create_lobby(10, 20, 1, settings={"reminder_hours": 1.0})
        for user in (2, 3):
            await service.join(lobby.id, user)
        game = (await service.start_game(lobby.id, 1)).game
        settings = Settings(token="t", dev_guild_id=None, database_path=tmp_path / "faults.sqlite3",
                            log_level="INFO", reminder_check_seconds=0.01)  # fmt: skip
        bot = CatanBot(settings, service=service)
        bot.backoff = Backoff(first=0.01, most=0.03)
        # The reminders go out through the move pipeline's publisher: a fake one here (the message itself
        # is another test's business); setup_hook, which builds the real one, needs Discord.
        publisher = FakePublisher()
        bot.pipeline = MovePipeline(service, publisher)
        bot.background = Reminders(bot.pipeline, afk_hours=settings.afk_hours)

        def sent() -> list[tuple[int, bool]]:
            return [(game_id, last) for game_id, _, last in publisher.of("remind")]

        async def ready() -> None:
            return None

        bot.wait_until_ready = ready  # type: ignore[method-assign]
        outage = Outage(service.repo)
        outage.down = True
        clock.now += 3600 + 5  # the reminder is due now
        caplog.set_level(logging.DEBUG)
        task = asyncio.create_task(bot.run_reminders())
        while outage.failed < 4:  # several passes meet the outage
            await asyncio.sleep(0.005)
        assert not task.done() and sent() == []
        outage.down = False
        for _ in range(200):
            if sent():
                break
            await asyncio.sleep(0.005)
        assert sent() == [(game.id, False)]  # the first reminder (of 3)
        assert not task.done()
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        # Issue #29 item 19: one line when the outage starts, one when it ends, from the database layer.
        said = [  # discord.client: the voice warnings every Client logs when made
            (r.name, r.getMessage()) for r in caplog.records if r.levelno >= logging.WARNING and r.name != "discord.client"
        ]
        assert len(said) == 2 and all(name == "catanbot.db" for name, _ in said), said
        assert "is unavailable" in said[0][1] and "answers again after" in said[1][1]
        await bot.close()
    finally:
        await service.close()


class _Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


async def test_the_start_up_check_stops_at_an_outage_with_one_line(
    target: str | Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The background replay check after start-up meets an outage: one warning, not a traceback per game;
    the games are checked when first loaded once the database is back."""
    first = await GameService.open(target)
    await first.start(verify="off")
    games = [await started_game(first, channel_id=20 + n) for n in range(3)]
    await first.close()
    service = await GameService.open(target)
    try:
        await service.start(verify="background")
        outage = Outage(service.repo)
        outage.down = True  # before the check's task first runs
        caplog.set_level(logging.INFO)
        assert await service.wait_verified() == ()
        assert len([r for r in caplog.records if "start-up check stopped" in r.getMessage()]) == 1
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
        outage.down = False
        for game in games:
            assert (await service.view(game.id))["phase"]  # loaded, checked and served
    finally:
        await service.close()
