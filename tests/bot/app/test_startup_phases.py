"""Start to READY, reported by phase (issue #32 item 6): the bot logs one line at its first READY with the
time of each phase of its start (database, render workers, cogs, command sync, rule sets, the gateway)."""

from __future__ import annotations

import asyncio
import itertools
import logging
import os
import re
import signal
from pathlib import Path

import pytest

from cogs.app.client import CatanBot
from cogs.app.settings import Settings
from cogs.app.startup import StartupPhases
from service import GameService
from tools.demo.renders import PlaceholderRenders
from tools.fakediscord import FakeDiscord

from .test_startup_errors import TOKEN, command, environment

PHASES = ("login", "database", "render workers", "cogs", "command sync", "rule sets and collector", "gateway")


def _ticking() -> StartupPhases:
    """Phases timed by a fake timer that reads one second later each time it is read."""
    ticks = itertools.count()
    return StartupPhases(timer=lambda: float(next(ticks)))


def test_item32_6_each_phase_lasts_from_the_end_of_the_last_and_ready_is_told_once() -> None:
    times = iter([10.0, 10.5, 12.0, 12.25])
    phases = StartupPhases(timer=lambda: next(times))
    phases.mark("database")
    phases.mark("render workers")
    assert phases.phases == [("database", 0.5), ("render workers", 1.5)] and phases.total == 2.0
    assert phases.at_ready() == "start to READY in 2.25 s: database 0.50 s, render workers 1.50 s, gateway 0.25 s"
    assert phases.at_ready() is None  # READY again after a reconnect is no start


async def _logged(caplog: pytest.LogCaptureFixture, prefix: str, timeout: float = 10.0) -> str:
    """The first message logged that starts with ``prefix`` (on_ready runs as a task of its own)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        for record in caplog.records:
            if record.getMessage().startswith(prefix):
                return record.getMessage()
        await asyncio.sleep(0.02)
    raise AssertionError(f"nothing logged starting with {prefix!r}")


async def test_item32_6_the_bot_logs_its_start_to_ready_by_phase(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="catanbot")
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Catan Club")
        settings = Settings(
            token=fd.token, dev_guild_id=guild.id, database_path=tmp_path / "games.sqlite3", log_level="INFO",
            reminder_check_seconds=3600,
        )  # fmt: skip
        service = await GameService.open(tmp_path / "games.sqlite3")
        try:
            bot = CatanBot(settings, service=service, render_pool=PlaceholderRenders(), startup=_ticking())
            async with fd.run_bot(bot):
                line = await _logged(caplog, "start to READY")
                assert [name for name, _ in bot.startup.phases] == list(PHASES)
        finally:
            await service.close()
    assert line == "start to READY in 7.00 s: " + ", ".join(f"{name} 1.00 s" for name in PHASES)


@pytest.mark.slow
async def test_item32_6_bot_py_times_its_database_check_and_the_whole_start(tmp_path: Path) -> None:
    """``python bot.py`` against the fake Discord, with its own render workers: the line names every phase,
    the database file's check first, and the phases add up to the total."""
    async with FakeDiscord(token=TOKEN) as fd:
        fd.add_guild("Catan Club")
        process = await asyncio.create_subprocess_exec(
            *command(fd.server.api_base, fd.server.gateway_url),
            cwd=Path(__file__).resolve().parents[3],
            env=environment(tmp_path, tmp_path / "games.sqlite3"),
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            start_new_session=True,
        )
        assert process.stderr is not None
        line = ""
        try:
            async with asyncio.timeout(180):
                while "start to READY" not in line:
                    read = await process.stderr.readline()
                    assert read, "bot.py ended before READY"
                    line = read.decode()
        finally:
            if process.returncode is None:
                process.send_signal(signal.SIGINT)
                try:
                    await asyncio.wait_for(process.wait(), 30)
                except TimeoutError:
                    os.killpg(process.pid, signal.SIGKILL)
                    await process.wait()
    found = re.search(r"start to READY in (\d+\.\d\d) s: (.*)$", line.strip())
    assert found, line
    phases = [re.fullmatch(r"(.+) (\d+\.\d\d) s", part) for part in found.group(2).split(", ")]
    assert all(phases), line
    names = [p.group(1) for p in phases if p]
    assert names == ["database check", *PHASES], line
    total = sum(float(p.group(2)) for p in phases if p)
    assert abs(total - float(found.group(1))) < 0.01 * len(names), line
