"""`/catan me away pause:True` reaches every game of the person, whichever bot process serves it (issue #20
item 2 with several processes, issue #14): the process that answers the command asks the tables of the
games it serves at once, and the process serving another server's game asks that table at its next
background pass, once, however many passes run. Both processes share one database, as shards do.

The answering bot holds a gateway connection but serves (``owns``) only its own shard's guild; the other
"process" is a second bot on the same database talking to the fake Discord by REST (as in
tests/bot/app/test_shards_background.py), on one fake clock. SQLite and PostgreSQL.
"""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime
from pathlib import Path

import pytest

from service.time.clock import FakeClock
from service.time.table_time import pause_of
from tests.bot.app.test_shards_background import one_pass, other_process
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord, shard_of

pytestmark = pytest.mark.asyncio

COUNT = 4


async def test_away_with_pause_asks_the_tables_of_games_other_processes_serve(db_target: str | Path) -> None:
    """On SQLite and on PostgreSQL (the database of several processes)."""
    async with FakeDiscord() as fd:
        clock = FakeClock()
        world = BotWorld(fd, db_target, seed=5, clock=clock, service_options={"shared": True})  # type: ignore[arg-type]
        here = shard_of(world.guild.id, COUNT)
        second = fd.add_guild("Night Owls")
        while shard_of(second.id, COUNT) == here:
            second = fd.add_guild("Night Owls")
        there = shard_of(second.id, COUNT)
        world.settings = dataclasses.replace(world.settings, dev_guild_id=None, shard_count=COUNT, shard_ids=(here,))
        elsewhere = dataclasses.replace(world.settings, shard_ids=(there,))
        ann, bo, cy = (fd.add_user(name) for name in ("Ann", "Bo", "Cy"))
        async with world.running() as bot:
            first = await start_game(world, [ann, bo, cy], {"players": 3})
            world.channel = fd.add_channel(second, "slow-games")
            far = await start_game(world, [ann, bo, cy], {"players": 3})
            assert bot.owns(await bot.service.get_game(first.game_id))
            assert not bot.owns(await bot.service.get_game(far.game_id))
            async with other_process(fd, world, elsewhere) as other:
                away = await fd.slash(bo, first.thread, "catan me away", {"days": 2, "pause": True})
                await away.wait_done(timeout=15)
                assert away.ephemeral
                assert f"Game #{first.game_id}: the table is asked to agree in its thread." in away.text, away.text
                assert f"Game #{far.game_id}: its table is asked to agree within a few minutes." in away.text
                await fd.settle()

                def requests(thread: object) -> list[str]:
                    return [m.content for m in fd.messages(thread) if "asks to pause game" in m.content]

                assert len(requests(first.thread)) == 1 and requests(far.thread) == []
                await one_pass(bot)  # the answering process's pass: not its game to ask
                await fd.settle()
                assert requests(far.thread) == []

                await one_pass(other)  # the serving process's pass asks the table of its game
                await fd.settle()
                asked = requests(far.thread)
                assert len(asked) == 1 and f"asks to pause game #{far.game_id}" in asked[0]
                pause = pause_of((await other.service.get_game(far.game_id)).settings)
                assert pause is not None and pause.user_id == bo.id and not pause.active

                await clock.advance(600)
                await one_pass(bot, other)  # asked once, not at every pass
                await one_pass(other)
                await fd.settle()
                assert len(requests(far.thread)) == 1 and len(requests(first.thread)) == 1

                # The table there agrees by button, and the game pauses.
                request = next(m for m in fd.messages(far.thread) if "asks to pause game" in m.content)
                for person in (ann, cy):
                    agreed = await fd.click(person, request, label="Agree to pause")
                    await agreed.wait_done(timeout=15)
                pause = pause_of((await other.service.get_game(far.game_id)).settings)
                assert pause is not None and pause.active


async def test_a_daily_digest_is_sent_once_however_many_processes_run(tmp_path: Path) -> None:
    """Every process reads every person's digest time; the digest is claimed in the database before it
    is sent, so one of them sends it (issue #20 item 5 with several processes)."""
    async with FakeDiscord() as fd:
        clock = FakeClock(datetime(2026, 3, 2, 8, 0, tzinfo=UTC))
        world = BotWorld(fd, tmp_path / "digest.sqlite3", seed=5, clock=clock, service_options={"shared": True})
        world.settings = dataclasses.replace(world.settings, shard_count=2, shard_ids=(1,))
        ann, bo, cy = (fd.add_user(name) for name in ("Ann", "Bo", "Cy"))
        async with world.running() as bot:
            table = await start_game(world, [ann, bo, cy], {"players": 3})
            waiting = next(d["seat"] for d in (await table.view(None))["pending"] if d["blocking"])
            person = table.users[waiting]
            await bot.timekeeping.users.set_notify(person.id, "digest", "09:00")  # UTC
            shard_zero = dataclasses.replace(world.settings, shard_ids=(0,))
            async with other_process(fd, world, shard_zero) as first, other_process(fd, world, shard_zero) as again:
                processes = (bot, first, again)  # "again": a process restarting beside the one it replaces
                for process in processes:
                    await process.notifier.digest_tick()  # each notes when the digest is due
                clock.set(datetime(2026, 3, 2, 9, 1, tzinfo=UTC))
                for process in processes:
                    await process.notifier.digest_tick()
                await fd.settle()
                digests = [m for m in fd.dm_messages(person) if "daily Catan digest" in m.content]
                assert len(digests) == 1 and f"#{table.game_id}" in digests[0].content
