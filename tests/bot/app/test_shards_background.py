"""Work nobody asked for through an interaction, with several bot processes on one database (issue #14):
reminders and AFK take-overs fire once however many processes look at the game, and a sharded process
leaves the games of guilds on other processes' shards to them.

The second "process" is a second bot (its own service, caches and reminder bookkeeping) on the same
database, talking to the fake Discord by REST only; each runs one pass of its reminder loop. Both read
one fake clock (service.time.clock), so the hours before a reminder or a take-over pass in an instant and the
passes see exactly the times they are meant to, however busy the machine.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from cogs.app.client import CatanBot
from cogs.app.settings import Settings
from service import GameService
from service.time.clock import FakeClock
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord, shard_of

pytestmark = pytest.mark.asyncio


@asynccontextmanager
async def other_process(fd: FakeDiscord, world: BotWorld, settings: Settings) -> AsyncIterator[CatanBot]:
    service = await GameService.open(world.db_path, shared=True, clock=world.clock.now)
    await service.start(verify="off")
    bot = CatanBot(settings, service=service, clock=world.clock, render_pool=world.render_pool)
    await bot.login(fd.token)  # REST only (login runs setup_hook): it edits and posts by id, as a process on other shards does
    try:
        yield bot
    finally:
        await bot.close()
        await service.close()


async def one_pass(*bots: CatanBot) -> None:
    """Every bot runs its reminder loop's body once, at the same time."""
    await asyncio.gather(*(bot.reminders() for bot in bots))


async def test_reminders_and_afk_take_overs_fire_once_across_processes(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        # Both processes write one database, so both run in shared mode (a cached game is checked first).
        clock = FakeClock()
        world = BotWorld(
            fd, tmp_path / "two.sqlite3", seed=5, afk_hours=1.2, clock=clock, service_options={"shared": True}
        )
        people = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running() as bot, other_process(fd, world, world.settings) as second:
            options = {"board": "beginner", "players": 3, "reminder_hours": 0.2}  # a reminder after 12 minutes
            table = await start_game(world, people, options)
            thread = table.thread
            waiting = (await bot.service.view(table.game_id))["active"]  # nobody moves until the take-over
            await clock.advance(0.25 * 3600)  # the reminder is due, the take-over (after 1.2 h) not yet
            await one_pass(bot, second)
            await fd.settle()
            reminders = [m for m in fd.messages(thread) if m.content.startswith("⏰")]
            assert len(reminders) == 1, [m.content for m in reminders]
            assert not [m for m in fd.messages(thread) if "has not played for" in m.content]
            await clock.advance(1.0 * 3600)  # 1.25 h without a move
            await one_pass(bot, second, bot)
            await fd.settle()
            takeovers = [m for m in fd.messages(thread) if "has not played for" in m.content]
            assert len(takeovers) == 1, [m.content for m in takeovers]
            assert f"<@{table.users[waiting].id}>" in takeovers[0].content  # type: ignore[union-attr]
            assert (await bot.service.get_game(table.game_id)).bot_strength(waiting) == "normal"


async def test_a_sharded_process_leaves_other_shards_games_alone(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        clock = FakeClock()
        world = BotWorld(fd, tmp_path / "owned.sqlite3", seed=5, clock=clock)
        people = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        shard = shard_of(world.guild.id, 4)
        elsewhere = dataclasses.replace(world.settings, shard_count=4, shard_ids=((shard + 1) % 4, (shard + 2) % 4))
        here = dataclasses.replace(world.settings, shard_count=4, shard_ids=(shard,))
        async with world.running():  # its own reminder loop ran at start-up, before the game; next in an hour
            # A reminder is due half an hour after the last move (a process new to the game sends one).
            table = await start_game(world, people, {"board": "beginner", "players": 3, "reminder_hours": 0.5})
            await clock.advance(0.6 * 3600)
            async with other_process(fd, world, elsewhere) as other:
                assert not other.owns(await other.service.get_game(table.game_id))
                await one_pass(other)
                await fd.settle()
                assert not [m for m in fd.messages(table.thread) if m.content.startswith("⏰")]
            async with other_process(fd, world, here) as owner:
                assert owner.owns(await owner.service.get_game(table.game_id))
                await one_pass(owner)
                await fd.settle()
                assert len([m for m in fd.messages(table.thread) if m.content.startswith("⏰")]) == 1
